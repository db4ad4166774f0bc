/* The signature of a lowered program: what a kernel needs to be called
 * (jit/jit.h), recorded with its bytes in the cache. */
#include <string.h>

#include "jit/jit.h"

void jit_sig_of(const lw_prog *p, jit_sig *sig)
{
    memset(sig, 0, sizeof *sig);
    sig->nparams = p->nparams;
    for (int i = 0; i < p->nbufs; i++) {
        const lw_buf *b = &p->bufs[i];
        if (b->param < 0 || b->param >= 64)
            continue;
        int esz = b->dt == DT_F64 || b->dt == DT_I64 ? 8 : 4;
        sig->bytes[b->param] = b->size * esz;
        sig->dtype[b->param] = b->dt;
        sig->kind[b->param] = b->kind;
        sig->src[b->param] = b->kind == LB_KEPT ? b->src : 0;
        sig->layout[b->param] = b->kind == LB_KEPT ? b->layout : 0;
    }
}

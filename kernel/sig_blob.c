/*
 * A kernel's signature as the cache stores it beside the object code, and
 * back: what a loaded kernel needs to be called (kernel.h), checked
 * against the object bytes and the Task before anything is linked.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/kernel.h"

/* The signature blob stored beside object code: a magic, the signature,
 * and a 128-bit hash of the object bytes, so that a truncated or damaged
 * object is refused rather than linked.  TTSIG3 blobs (before the kept
 * packs' layout hashes) are still read: their layouts are 0, never shared. */
#define SIG_MAGIC "TTSIG4\n"
#define SIG_MAGIC3 "TTSIG3\n"
#define SIG3_SIZE offsetof(jit_sig, layout)

void *kn_sig_pack(const jit_sig *sig, const void *obj, size_t objlen, size_t *len)
{
    size_t m = sizeof SIG_MAGIC - 1;
    unsigned char *b = malloc(m + sizeof *sig + 16);
    if (!b)
        return NULL;
    memcpy(b, SIG_MAGIC, m);
    memcpy(b + m, sig, sizeof *sig);
    ir_hash128(obj, objlen, b + m + sizeof *sig);
    *len = m + sizeof *sig + 16;
    return b;
}

int kn_sig_unpack(const void *blob, size_t len, const void *obj, size_t objlen,
                  const ir_task *t, jit_sig *sig)
{
    size_t m = sizeof SIG_MAGIC - 1, body;
    if (!blob || !obj || len < m)
        return -1;
    if (len == m + sizeof *sig + 16 && memcmp(blob, SIG_MAGIC, m) == 0)
        body = sizeof *sig;
    else if (len == m + SIG3_SIZE + 16 && memcmp(blob, SIG_MAGIC3, m) == 0)
        body = SIG3_SIZE;
    else
        return -1;
    memset(sig, 0, sizeof *sig);
    memcpy(sig, (const char *)blob + m, body);
    uint8_t h[16];
    ir_hash128(obj, objlen, h);
    if (memcmp(h, (const char *)blob + m + body, 16) != 0)
        return -1;
    /* the parameters must be those of this Task: inputs, outputs, workspace */
    const ir_def *d = t->def;
    int nio = d->ninputs + d->noutputs;
    if (sig->nparams < nio || sig->nparams > 64)
        return -1;
    int flags = 0, kept = 0, rows = 0;
    for (int i = 0; i < sig->nparams; i++) {
        int want = i < d->ninputs ? LB_INPUT : i < nio ? LB_OUTPUT : LB_LOCAL;
        if (i >= nio && sig->kind[i] == LB_KEPT) {
            /* a kept pack of an input this Task declares constant */
            if (sig->src[i] < 0 || sig->src[i] >= d->ninputs || sig->src[i] >= 64 ||
                !(t->constmask >> sig->src[i] & 1))
                return -1;
            want = LB_KEPT;
            kept++;
        } else if (i >= nio && sig->kind[i] == LB_FLAG) {
            if (sig->bytes[i] != 4 || flags++)
                return -1;
            want = LB_FLAG;
        } else if (i >= nio && sig->kind[i] == LB_ROWS) {
            if (sig->bytes[i] != 4 || rows++ || t->rows_dim < 0)
                return -1;
            want = LB_ROWS;
        }
        if (sig->kind[i] != want || sig->bytes[i] < 0 || sig->bytes[i] > ((int64_t)1 << 44))
            return -1;
        if (i < nio && sig->bytes[i] != ir_tensor_span(t, i) * ir_dtype_size(d->tensors[i].dtype))
            return -1;
    }
    if ((kept > 0) != (flags > 0))
        return -1;   /* kept packs come with their entry flag */
    if ((rows > 0) != (t->rows_dim >= 0))
        return -1;   /* a row class's kernel takes its rows, no other does */
    return 0;
}

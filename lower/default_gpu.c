/*
 * The default schedule's nest of a stage on OpenCL (lower/default.c has
 * the CPU's rules and calls this for a GPU Task): a small register tile
 * per work-item, the two largest axes a 2-D grid of work-items, no
 * packing.
 */
#include <string.h>

#include "lower/lower.h"

/* A register tile of 4 x one float4 per work-item. */
void lw_default_gpu_nest(const ir_task *t, int si, const lw_stage_info *all, lw_nest *n)
{
    const ir_stmt *s = &t->def->stmts[si];
    const lw_stage_info *info = &all[si];
    int ns = s->nspatial, nr = s->nvars - s->nspatial;
    const int64_t *E = t->extent[si];
    int64_t max_wg, local;
    lw_gpu_limits(t, &max_wg, &local);
    memset(n, 0, sizeof *n);
    n->lanes = 4;
    n->vec = LW_VEC_NONE;
    n->unroll = info->reduce ? 4 : 1;
    for (int a = 0; a < ns; a++) {
        n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
        n->order0[a] = n->order2[a] = (uint8_t)a;
    }
    for (int r = 0; r < nr; r++) {
        n->rtile[r] = (int32_t)t->extent[si][ns + r];
        n->rorder[r] = (uint8_t)r;
    }
    /* the unit-stride axis first, then the largest other */
    int v = info->unit_axis >= 0 && info->unit_axis < ns && E[info->unit_axis] > 1
                ? info->unit_axis : -1;
    int m = -1;
    for (int a = 0; a < ns; a++)
        if (a != v && E[a] > 1 && (m < 0 || E[a] > E[m]))
            m = a;
    int64_t items = 1;
    int k = 0;
    if (v >= 0) {
        int64_t t3 = E[v] >= 4 ? 4 : E[v];
        int64_t per = TT_MIN(16, (E[v] + t3 - 1) / t3);
        n->tile[v][2] = n->tile[v][1] = (int32_t)t3;
        n->tile[v][0] = (int32_t)(t3 * per);
        if (t3 == 4)
            n->vec = (int8_t)v;
        items *= per;
        n->order0[k++] = (uint8_t)v;
    }
    if (m >= 0) {
        int64_t t3 = info->reduce ? (E[m] >= 4 ? 4 : E[m]) : 1;
        int64_t per = TT_MIN(TT_MAX(1, max_wg / items), TT_MIN(16, (E[m] + t3 - 1) / t3));
        n->tile[m][2] = n->tile[m][1] = (int32_t)t3;
        n->tile[m][0] = (int32_t)(t3 * per);
        n->order0[k++] = (uint8_t)m;
    }
    for (int a = 0; a < ns; a++)
        if (a != v && a != m)
            n->order0[k++] = (uint8_t)a;
    memcpy(n->order2, n->order0, sizeof n->order2);
    n->par = (uint8_t)TT_MIN(k, 2);
}

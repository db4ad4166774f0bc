/*
 * Build, OpenCL: the first `par` tiled axes of a stage (at most 3) map to
 * the NDRange (lw_gpu_mapped): their S0 tiles are work-groups, their S1
 * tiles work-items.  Each work-item runs the rest of the nest; packs are
 * panels in work-group memory that the group's items fill together,
 * between barriers.
 */
#include "lower/build_internal.h"

static lw_stmt *barrier(lw_prog *p)
{
    lw_stmt *s = lw_block(p, 0, NULL);
    s->op = LS_BARRIER;
    return s;
}

/* A pack on the GPU is cooperative: element e of the panel is copied by
 * work-item e mod (items per group), then the group waits for the whole
 * panel.  `coord` are the panel's coordinate variables, `body` the copy of
 * one element. */
lw_stmt *lwb_gpu_pack_copy(bctx *b, const lw_pack_plan *pk, const int *coord, lw_stmt *body)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int64_t items = st->group_items;
    int64_t total = 1;
    for (int k = 0; k < pk->ndims; k++)
        total *= pk->dim_len[k];
    int iv = lw_var_new(p, "pkgi", 0, ceil_div(total, items) - 1);
    int ev = lw_var_new(p, "pke", 0, ceil_div(total, items) * items - 1);
    int64_t stride = 1;
    for (int k = pk->ndims - 1; k >= 0; k--) {
        lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, ev), lw_int(p, stride)),
                            lw_int(p, pk->dim_len[k]));
        body = lw_let(p, coord[k], x, body);
        stride *= pk->dim_len[k];
    }
    body = lw_if(p, lw_bin(p, LE_LT, lw_ref(p, ev), lw_int(p, total)), body, NULL);
    body = lw_let(p, ev, lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, iv), lw_int(p, items)),
                                lw_ref(p, st->item_var)), body);
    body = lw_for(p, iv, lw_int(p, 0), lw_int(p, ceil_div(total, items)), LF_SERIAL, body);
    if (items == 1)
        return body;   /* one work-item: nothing to wait for */
    return lw_block2(p, body, barrier(p));
}

/* Body, then the packs of `level` (all are cooperative, none kept) and a
 * barrier: the group waits for the whole panel. */
static lw_stmt *with_group_packs(bctx *b, int level, lw_stmt *body, int barrier_after)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    int npacks = 0;
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].level == level) {
            lw_list_push(p, &l, lwb_pack_nest(b, q));
            npacks++;
        }
    if (!npacks && !barrier_after)
        return body;
    lw_list_push(p, &l, body);
    if (npacks && st->group_items > 1)
        lw_list_push(p, &l, barrier(p));
    return lw_list_block(p, &l);
}

/* What one work-item runs around the S2 nest: R0 packs and loops, S1
 * packs, the S1 and S0 loops of the unmapped axes.  Work-items past the
 * edge of an axis compute nothing, but stay for the barriers. */
static lw_stmt *item_loops(bctx *b, lw_stmt *inner)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const lw_nest *nest = st->nest;
    lw_expr *exists = NULL;
    for (int k = 0; k < st->n_gpu_axes; k++) {
        int a = st->gpu_axes[k];
        if (st->loop[a][1] < 0)
            continue;
        lw_expr *c = lw_bin(p, LE_LT, lwb_tile_base(b, a, 2), lw_int(p, st->extent[a]));
        exists = exists ? lw_bin(p, LE_AND, exists, c) : c;
    }
    if (exists)
        inner = lw_if(p, exists, inner, NULL);
    /* the barrier after an R0 step: before the next one refills */
    lw_stmt *body = with_group_packs(b, PK_R0, inner, 1);
    body = lwb_r0_loops(b, body);
    body = with_group_packs(b, PK_S1, body, 0);
    for (int i = st->nspatial - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (!st->gpu_mapped[a])
            body = lwb_tile_for(b, a, 1, body);
    }
    for (int i = st->nspatial - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (!st->gpu_mapped[a])
            body = lwb_tile_for(b, a, 0, body);
    }
    return body;
}

/* OpenCL: around the S2 nest of a stage, the work-item's loops, then the
 * NDRange over work-groups x work-items of the mapped axes: their S0 and
 * S1 tile indices are lets of the group and the item. */
lw_stmt *lwb_gpu_outer(bctx *b, lw_stmt *inner, lw_list *allocs)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    int64_t items = st->group_items;
    lw_stmt *body = item_loops(b, inner);
    int grp = lwb_var(b, "grp", "", 0, st->n_groups - 1);
    int gid = lwb_var(b, "gid", "", 0, st->n_groups * items - 1);
    int64_t group_stride = 1, item_stride = 1;
    for (int k = st->n_gpu_axes - 1; k >= 0; k--) {
        int a = st->gpu_axes[k];
        for (int lvl = 1; lvl >= 0; lvl--) {
            int v = st->loop[a][lvl];
            if (v < 0)
                continue;
            int64_t n = p->vars[v].hi + 1;
            int64_t *stride = lvl ? &item_stride : &group_stride;
            lw_expr *src = lw_ref(p, lvl ? st->item_var : grp);
            lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, src, lw_int(p, *stride)),
                                lw_int(p, n));
            /* no tail versioning on these lets: it would put the
               group's barriers and cooperative packs under a per-item
               condition; `exists` and the S2 loops' own bounds cover
               the items past the edge */
            body = lw_let(p, v, x, body);
            *stride *= n;
        }
    }
    body = lw_let(p, st->item_var, lw_bin(p, LE_MOD, lw_ref(p, gid), lw_int(p, items)), body);
    body = lw_let(p, grp, lw_bin(p, LE_DIV, lw_ref(p, gid), lw_int(p, items)), body);
    int first = allocs->n;
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].level)
            lw_list_push(p, allocs, lw_alloc(p, st->pack[q].buf, NULL));
    for (int i = allocs->n - 1; i >= first; i--) {
        allocs->v[i]->body = body;
        body = allocs->v[i];
    }
    allocs->n = first;
    lw_stmt *f = lw_for(p, gid, lw_int(p, 0), lw_int(p, st->n_groups * items), LF_PARALLEL, body);
    f->wgsize = items;
    return f;
}

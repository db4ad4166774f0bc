/*
 * Build, row fusion (schedule `group` > 0): the root stages of a row-wise
 * operator (softmax, layernorm) share their leading `group` spatial axes.
 * One nest of row loops (tiles of `gtile` rows, fused and parallel with
 * `gpar`) runs every stage's nest for each row; the temporaries between
 * them are per-row buffers indexed without the row.
 */
#include "lower/build_internal.h"

/* The group's rows, per group axis: the rows, the rows of a tile, the
 * loop over tiles and the loop over the rows of a tile (-1: one
 * iteration).  The first root stage defines the row extents. */
typedef struct {
    int naxes;
    const ir_stmt *first;
    int64_t rows[TT_MAX_RANK], tile_rows[TT_MAX_RANK];
    int tile_loop[TT_MAX_RANK], row_loop[TT_MAX_RANK];
} rowplan;

static void plan_rows(bctx *b, rowplan *rp)
{
    const ir_def *d = b->d;
    const lw_sched *sc = b->sched;
    int s0 = -1;
    for (int i = 0; i < d->nstmts && s0 < 0; i++)
        if (sc->mode[i] == SM_ROOT)
            s0 = i;
    rp->naxes = b->group_axes;
    rp->first = &d->stmts[s0];
    for (int a = 0; a < rp->naxes; a++) {
        const char *vn = rp->first->vars[a].name;
        int64_t rows = b->t->extent[s0][a];
        int64_t tile_rows = TT_MAX(1, TT_MIN(sc->gtile[a], rows));
        rp->rows[a] = rows;
        rp->tile_rows[a] = tile_rows;
        rp->tile_loop[a] = ceil_div(rows, tile_rows) > 1
                               ? lwb_var(b, vn, ".g0", 0, ceil_div(rows, tile_rows) - 1)
                               : -1;
        rp->row_loop[a] = tile_rows > 1 ? lwb_var(b, vn, ".g1", 0, tile_rows - 1) : -1;
        int x = lwb_var(b, vn, "", 0, rows - 1);
        b->row_index[a] = lw_ref(b->p, x);
        b->row_var[a] = x;
    }
}

/* The temporaries the group's stages write: per-row buffers (the row's
 * part of the tensor), allocated in `allocs`. */
static void row_temps(bctx *b, int naxes, lw_list *allocs)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    for (int i = 0; i < d->nstmts; i++) {
        int ti = d->stmts[i].tensor;
        if (b->sched->mode[i] != SM_ROOT || d->tensors[ti].kind != T_TEMP)
            continue;
        int64_t shape[TT_MAX_RANK];
        int n = 0;
        for (int k = naxes; k < d->tensors[ti].rank; k++)
            shape[n++] = b->t->shape[ti][k];
        if (n == 0)
            shape[n++] = 1;
        b->tensor_buf[ti] = lwb_local(b, d->tensors[ti].name, d->tensors[ti].dtype, n, shape, 16);
        p->bufs[b->tensor_buf[ti]].tensor = ti;
        b->row_temp[ti] = 1;
        lw_list_push(p, allocs, lw_alloc(p, b->tensor_buf[ti], NULL));
    }
}

/* Around body: the row index of each axis (a let) and the loop over the
 * rows of a tile. */
static lw_stmt *row_lets(bctx *b, const rowplan *rp, lw_stmt *body)
{
    lw_prog *p = b->p;
    for (int a = rp->naxes - 1; a >= 0; a--) {
        int tl = rp->tile_loop[a], rl = rp->row_loop[a];
        lw_expr *x = lw_int(p, 0);
        if (tl >= 0)
            x = lw_bin(p, LE_MUL, lw_ref(p, tl), lw_int(p, rp->tile_rows[a]));
        if (rl >= 0)
            x = lw_bin(p, LE_ADD, x, lw_ref(p, rl));
        body = lw_let(p, b->row_var[a], x, body);
        if (rl >= 0) {
            lw_expr *len = lw_int(p, rp->tile_rows[a]);
            if (tl >= 0)
                len = lw_bin(p, LE_MIN, len,
                             lw_bin(p, LE_SUB, lw_int(p, rp->rows[a]),
                                    lw_bin(p, LE_MUL, lw_ref(p, tl),
                                           lw_int(p, rp->tile_rows[a]))));
            body = lw_for(p, rl, lw_int(p, 0), len, LF_SERIAL, body);
        }
    }
    return body;
}

/* The nest of row loops around every root stage.  The per-row temps'
 * allocations go to `fallocs` (the function's top), or inside the
 * parallel loop when the row tiles run in parallel. */
lw_stmt *lwb_rows(bctx *b, lw_list *fallocs)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    rowplan rp;
    plan_rows(b, &rp);
    lw_list allocs = {0};
    row_temps(b, rp.naxes, &allocs);
    lw_list stages = {0};
    for (int i = 0; i < d->nstmts; i++) {
        if (b->sched->mode[i] != SM_ROOT)
            continue;
        lw_stmt *stage = lwb_stage(b, i, &allocs, 1);
        if (!stage)
            return NULL;
        lw_list_push(p, &stages, stage);
    }
    lw_stmt *body = row_lets(b, &rp, lw_list_block(p, &stages));
    /* the row-tile loops: fused and parallel when asked */
    int64_t total = 1;
    for (int a = 0; a < rp.naxes; a++)
        if (rp.tile_loop[a] >= 0)
            total *= p->vars[rp.tile_loop[a]].hi + 1;
    if (b->sched->gpar && b->t->nthreads > 1 && total > 1) {
        int pv = lwb_var(b, rp.first->vars[0].name, ".par", 0, total - 1);
        int64_t stride = 1;
        for (int a = rp.naxes - 1; a >= 0; a--) {
            int tl = rp.tile_loop[a];
            if (tl < 0)
                continue;
            int64_t n = p->vars[tl].hi + 1;
            lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, pv), lw_int(p, stride)),
                                lw_int(p, n));
            body = lw_let(p, tl, x, body);
            stride *= n;
        }
        body = lwb_wrap_allocs(&allocs, body);
        return lw_for(p, pv, lw_int(p, 0), lw_int(p, total), LF_PARALLEL, body);
    }
    for (int a = rp.naxes - 1; a >= 0; a--) {
        int tl = rp.tile_loop[a];
        if (tl >= 0)
            body = lw_for(p, tl, lw_int(p, 0), lw_int(p, p->vars[tl].hi + 1), LF_SERIAL, body);
    }
    for (int i = 0; i < allocs.n; i++)
        lw_list_push(p, fallocs, allocs.v[i]);
    return body;
}

/*
 * Flatten: multi-dimensional buffer accesses become one element offset,
 * sum of index * stride, with the Task's strides for parameters and dense
 * (inner dimension padded) strides for local buffers.
 *
 * Requires: guards already added (they need the per-dimension indices).
 * Produces: every LOAD with one index and every STORE with one index.
 */
#include "lower/lower_internal.h"

static lw_expr *offset(lw_prog *p, const lw_buf *b, int n, lw_expr **idx)
{
    lw_expr *off = NULL;
    for (int k = 0; k < n; k++) {
        lw_expr *t = b->stride[k] == 1 ? idx[k]
                                       : lw_bin(p, LE_MUL, idx[k], lw_int(p, b->stride[k]));
        off = off ? lw_bin(p, LE_ADD, off, t) : t;
    }
    return off ? lw_simplify_expr(p, off) : lw_int(p, 0);
}

static lw_expr *flat_load(lw_walk *w, lw_expr *e)
{
    lw_prog *p = w->p;
    lw_expr *c = lw_walk_expr_default(w, e);
    if (c == e)
        c = lw_expr_copy_node(p, e);
    lw_expr *off = offset(p, &p->bufs[c->id], c->nargs, c->args);
    c->args = tt_arena_alloc(&p->arena, sizeof(lw_expr *));
    if (!c->args) {
        p->oom = 1;
        return e;
    }
    c->nargs = 1;
    c->args[0] = off;
    return c;
}

static lw_stmt *flat_store(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_stmt *c = lw_walk_stmt_default(w, s);
    if (c == s)
        c = lw_stmt_copy_node(p, s);
    lw_expr *off = offset(p, &p->bufs[c->buf], c->nidx, c->idx);
    c->nidx = 1;
    c->idx[0] = off;
    return c;
}

void lw_pass_flatten(lw_prog *p)
{
    lw_walk w = {.p = p};
    w.stmt[LS_STORE] = flat_store;
    w.expr[LE_LOAD] = flat_load;
    lw_walk_prog(&w);
}

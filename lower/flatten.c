/*
 * Flatten: multi-dimensional buffer accesses become one element offset,
 * sum of index * stride, with the Task's strides for parameters and dense
 * (inner dimension padded) strides for local buffers.
 *
 * Requires: guards already added (they need the per-dimension indices).
 * Produces: every LOAD with one index and every STORE with one index.
 */
#include "lower/lower.h"

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

static lw_expr *flat_expr(lw_prog *p, lw_expr *e, void *ctx)
{
    if (!e || (e->nargs == 0 && !e->pred && e->op != LE_LOAD))
        return e;
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = flat_expr(p, c->args[i], ctx);
    c->pred = flat_expr(p, c->pred, ctx);
    if (c->op == LE_LOAD) {
        lw_expr *off = offset(p, &p->bufs[c->id], c->nargs, c->args);
        c->args = tt_arena_alloc(&p->arena, sizeof(lw_expr *));
        if (!c->args) {
            p->oom = 1;
            return e;
        }
        c->nargs = 1;
        c->args[0] = off;
    }
    return c;
}

static void flat_stores(lw_prog *p, lw_stmt *x)
{
    if (!x)
        return;
    switch (x->op) {
    case LS_BLOCK:
        for (int i = 0; i < x->n; i++)
            flat_stores(p, x->list[i]);
        return;
    case LS_IF:
        flat_stores(p, x->body);
        flat_stores(p, x->els);
        return;
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        flat_stores(p, x->body);
        return;
    case LS_STORE: {
        lw_expr *off = offset(p, &p->bufs[x->buf], x->nidx, x->idx);
        x->nidx = 1;
        x->idx[0] = off;
        return;
    }
    }
}

static lw_stmt *flat_stmt(lw_prog *p, lw_stmt *s)
{
    if (!s)
        return NULL;
    /* lw_map_exprs copies every statement node: the stores are ours */
    lw_stmt *c = lw_map_exprs(p, s, flat_expr, NULL);
    flat_stores(p, c);
    return c;
}

void lw_pass_flatten(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = flat_stmt(p, p->funcs[f].body);
}

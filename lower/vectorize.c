/*
 * Vectorize: loops marked vectorized become vector statements.
 *
 * Requires: constant extents (tails pass), flattened accesses.  Produces,
 * for a loop of extent e and `lanes` W, ceil(e/W) copies of its body with
 * the loop variable replaced by ramp(min + c*W, 1, W).  The last copy of a
 * loop that does not divide runs with the constant lane mask  lane < e mod W:
 * its loads from tensors are masked, its stores to tensors are masked, and
 * its stores to register accumulators blend with the old value (they are
 * padded to whole vectors and accessed at aligned offsets, so reading them
 * whole is safe and keeps them in registers).
 *
 * A loop whose body holds loops, conditions or a store of a vector to one
 * address is not vectorized; it is unrolled instead (still correct).
 */
#include "lower/lower.h"

static int vectorizable(const lw_stmt *s)
{
    if (!s)
        return 1;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            if (!vectorizable(s->list[i]))
                return 0;
        return 1;
    case LS_LET:
        return vectorizable(s->body);
    case LS_STORE:
        return 1;
    }
    return 0;
}

/* Accumulators live in registers: every access is at a vector-aligned
 * constant offset of a buffer padded to whole vectors, so a partial vector
 * is read whole and blended (a masked intrinsic would keep it in memory).
 * Every other buffer is accessed through masks. */
static int is_register(const lw_prog *p, int buf)
{
    return p->bufs[buf].kind == LB_LOCAL && p->bufs[buf].scope == LB_REG;
}

static lw_expr *mask_loads(lw_prog *p, lw_expr *e, lw_expr *mask)
{
    if (!e || (e->nargs == 0 && !e->pred))
        return e;
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = mask_loads(p, c->args[i], mask);
    if (c->op == LE_LOAD && c->lanes > 1 && !is_register(p, c->id))
        c->pred = c->pred ? lw_bin(p, LE_AND, c->pred, mask) : mask;
    return c;
}

/* returns NULL when the body cannot be vectorized */
static lw_stmt *vec_body(lw_prog *p, lw_stmt *s, int var, lw_expr *ramp, lw_expr *mask,
                         int *fail)
{
    if (!s || *fail)
        return s;
    switch (s->op) {
    case LS_BLOCK: {
        lw_stmt *c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = vec_body(p, s->list[i], var, ramp, mask, fail);
        return c;
    }
    case LS_LET: {
        lw_expr *v = lw_subst(p, s->min, var, ramp);
        if (v->lanes > 1) {
            lw_stmt *body = lw_subst_stmt(p, s->body, s->var, v);
            return vec_body(p, body, var, ramp, mask, fail);
        }
        lw_stmt *c = lw_stmt_copy_node(p, s);
        c->min = v;
        c->body = vec_body(p, s->body, var, ramp, mask, fail);
        return c;
    }
    case LS_STORE: {
        lw_expr *idx = lw_subst(p, s->idx[0], var, ramp);
        lw_expr *val = lw_subst(p, s->value, var, ramp);
        lw_expr *cond = lw_subst(p, s->cond, var, ramp);
        int lanes = ramp->lanes;
        if (idx->lanes == 1) {
            if (val->lanes > 1 || (cond && cond->lanes > 1)) {
                *fail = 1;
                return s;
            }
            /* loop-invariant store: the same value each iteration */
            lw_stmt *c = lw_stmt_copy_node(p, s);
            c->idx[0] = idx;
            c->value = val;
            c->cond = cond;
            return c;
        }
        val = lw_bcast(p, val, lanes);
        if (cond)
            cond = lw_bcast(p, cond, lanes);
        if (mask) {
            val = mask_loads(p, val, mask);
            if (cond)
                cond = mask_loads(p, cond, mask);
            if (is_register(p, s->buf)) {
                lw_expr *ix[1] = {idx};
                val = lw_select(p, mask, val, lw_load(p, s->buf, 1, ix, NULL));
            } else {
                cond = cond ? lw_bin(p, LE_AND, cond, mask) : mask;
            }
        }
        lw_stmt *c = lw_stmt_copy_node(p, s);
        c->idx[0] = idx;
        c->value = val;
        c->cond = cond;
        return c;
    }
    }
    *fail = 1;
    return s;
}

static lw_stmt *vectorize(lw_prog *p, lw_stmt *s)
{
    if (!s)
        return NULL;
    lw_stmt *c;
    switch (s->op) {
    case LS_BLOCK:
        c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = vectorize(p, s->list[i]);
        return c;
    case LS_IF:
        c = lw_stmt_copy_node(p, s);
        c->body = vectorize(p, s->body);
        c->els = vectorize(p, s->els);
        return c;
    case LS_LET:
    case LS_ALLOC:
        c = lw_stmt_copy_node(p, s);
        c->body = vectorize(p, s->body);
        return c;
    case LS_FOR:
        break;
    default:
        return s;
    }
    c = lw_stmt_copy_node(p, s);
    c->body = vectorize(p, s->body);
    if (s->kind != LF_VECTOR)
        return c;
    int64_t e;
    int W = s->lanes ? s->lanes : 16;
    if (!lw_is_const(s->extent, &e) || !vectorizable(c->body)) {
        c->kind = lw_is_const(s->extent, &e) && e <= 64 ? LF_UNROLL : LF_SERIAL;
        return c;
    }
    lw_list l = {0};
    int fail = 0;
    for (int64_t k = 0; k * W < e && !fail; k++) {
        int64_t width = TT_MIN((int64_t)W, e - k * W);
        lw_expr *base = lw_simplify_expr(p, lw_bin(p, LE_ADD, s->min, lw_int(p, k * W)));
        lw_expr *ramp = lw_ramp(p, base, 1, W);
        lw_expr *mask = NULL;
        if (width < W)
            mask = lw_bin(p, LE_LT, lw_ramp(p, lw_int(p, 0), 1, W),
                          lw_bcast(p, lw_int(p, width), W));
        lw_list_push(p, &l, vec_body(p, c->body, s->var, ramp, mask, &fail));
    }
    if (fail) {
        c->kind = e <= 64 ? LF_UNROLL : LF_SERIAL;
        return c;
    }
    return lw_list_block(p, &l);
}

void lw_pass_vectorize(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = vectorize(p, p->funcs[f].body);
}

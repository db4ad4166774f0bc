/*
 * Unroll: loops marked unrolled, with a constant extent, become that many
 * copies of their body with the variable replaced by a constant.  This is
 * what makes every accumulator index a constant (../shared/PERF.md: one
 * dynamic index and the accumulators leave the registers).
 *
 * Requires: constant extents (tails pass).  A marked loop whose extent is
 * not constant, or is over 1024, stays a serial loop.
 */
#include "lower/lower.h"

static lw_stmt *unroll(lw_prog *p, lw_stmt *s)
{
    if (!s)
        return NULL;
    lw_stmt *c;
    switch (s->op) {
    case LS_BLOCK:
        c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = unroll(p, s->list[i]);
        return c;
    case LS_IF:
        c = lw_stmt_copy_node(p, s);
        c->body = unroll(p, s->body);
        c->els = unroll(p, s->els);
        return c;
    case LS_LET:
    case LS_ALLOC:
        c = lw_stmt_copy_node(p, s);
        c->body = unroll(p, s->body);
        return c;
    case LS_FOR:
        break;
    default:
        return s;
    }
    lw_stmt *body = unroll(p, s->body);
    int64_t n;
    if (s->kind != LF_UNROLL || !lw_is_const(s->extent, &n) || n > 1024) {
        c = lw_stmt_copy_node(p, s);
        c->body = body;
        if (c->kind == LF_UNROLL)
            c->kind = LF_SERIAL;
        return c;
    }
    lw_list l = {0};
    for (int64_t i = 0; i < n; i++) {
        lw_expr *v = lw_simplify_expr(p, lw_bin(p, LE_ADD, s->min, lw_int(p, i)));
        lw_list_push(p, &l, lw_subst_stmt(p, body, s->var, v));
    }
    return lw_list_block(p, &l);
}

void lw_pass_unroll(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = unroll(p, p->funcs[f].body);
}

/*
 * Unroll: loops marked unrolled, with a constant extent, become that many
 * copies of their body with the variable replaced by a constant.  This is
 * what makes every accumulator index a constant (with one dynamic index
 * the accumulators leave the registers).
 *
 * Requires: constant extents (tails pass).  A marked loop whose extent is
 * not constant, or is over 1024, stays a serial loop.
 */
#include "lower/lower_internal.h"

static lw_stmt *unroll_for(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_stmt *body = lw_walk_stmt(w, s->body);
    int64_t n;
    if (s->kind != LF_UNROLL || !lw_is_const(s->extent, &n) || n > 1024) {
        lw_stmt *c = lw_stmt_copy_node(p, s);
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
    lw_walk w = {.p = p};
    w.stmt[LS_FOR] = unroll_for;
    lw_walk_prog(&w);
}

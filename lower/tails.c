/*
 * Tails: give every register-tile loop a constant extent.
 *
 * Requires: the tile loops the builder annotated (full = tile size,
 * tail = E mod tile, tile_len = the length they tile) and the S3 loops
 * inside naming them in tail_of, with extent min(full, E - base).
 * Produces: each annotated loop split into full tiles and, when the axis
 * does not divide, one last tile:
 *
 *   for v in 0 .. len/full:           body[S3 extents := full]
 *   if len % full != 0: let v = len/full; body[S3 extents := tail]
 *
 * Tile sizes nest (t3 | t2 | t1), so only the last tile of an axis is
 * partial and its size is the constant E mod full.  A tile index bound by
 * a let (the outer tiles fused into one parallel loop) splits the same way
 * with a condition on the index instead of a second loop.
 */
#include "lower/lower.h"

static lw_stmt *set_extents(lw_prog *p, lw_stmt *s, int var, int64_t ext)
{
    if (!s)
        return NULL;
    lw_stmt *c;
    switch (s->op) {
    case LS_BLOCK:
        c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = set_extents(p, c->list[i], var, ext);
        return c;
    case LS_FOR:
        c = lw_stmt_copy_node(p, s);
        if (s->tail_of == var) {
            c->extent = lw_int(p, ext);
            c->tail_of = -1;
        }
        c->body = set_extents(p, s->body, var, ext);
        return c;
    case LS_IF:
        c = lw_stmt_copy_node(p, s);
        c->body = set_extents(p, s->body, var, ext);
        c->els = set_extents(p, s->els, var, ext);
        return c;
    case LS_LET:
    case LS_ALLOC:
        c = lw_stmt_copy_node(p, s);
        c->body = set_extents(p, s->body, var, ext);
        return c;
    }
    return s;
}

static lw_stmt *tails(lw_prog *p, lw_stmt *s)
{
    if (!s)
        return NULL;
    lw_stmt *c;
    switch (s->op) {
    case LS_BLOCK:
        c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = tails(p, c->list[i]);
        return c;
    case LS_IF:
        c = lw_stmt_copy_node(p, s);
        c->body = tails(p, s->body);
        c->els = tails(p, s->els);
        return c;
    case LS_LET:
        c = lw_stmt_copy_node(p, s);
        if (s->full > 0 && s->tile_len) {
            /* a tile index bound by a let (a fused parallel loop) */
            lw_stmt *fb = tails(p, set_extents(p, s->body, s->var, s->full));
            if (s->tail == 0) {
                c->body = fb;
            } else {
                lw_stmt *tb = tails(p, set_extents(p, s->body, s->var, s->tail));
                lw_expr *nfull = lw_bin(p, LE_DIV, s->tile_len, lw_int(p, s->full));
                /* an index past the last (partial) tile does nothing: the
                   work-items of an OpenCL group beyond the edge */
                lw_expr *in = lw_bin(p, LE_LT, lw_bin(p, LE_MUL, lw_ref(p, s->var),
                                                      lw_int(p, s->full)), s->tile_len);
                c->body = lw_if(p, lw_bin(p, LE_LT, lw_ref(p, s->var), nfull), fb,
                                lw_if(p, in, tb, NULL));
            }
            c->full = 0;
            c->tile_len = NULL;
            return c;
        }
        c->body = tails(p, s->body);
        return c;
    case LS_ALLOC:
        c = lw_stmt_copy_node(p, s);
        c->body = tails(p, s->body);
        return c;
    case LS_FOR:
        break;
    default:
        return s;
    }
    if (s->full <= 0 || !s->tile_len) {
        c = lw_stmt_copy_node(p, s);
        c->body = tails(p, s->body);
        return c;
    }
    lw_expr *nfull = lw_bin(p, LE_DIV, s->tile_len, lw_int(p, s->full));
    lw_stmt *main = lw_stmt_copy_node(p, s);
    main->full = 0;
    main->tile_len = NULL;
    main->body = tails(p, set_extents(p, s->body, s->var, s->full));
    if (s->tail == 0) {
        main->extent = nfull;
        return main;
    }
    main->extent = nfull;
    lw_stmt *tb = tails(p, set_extents(p, s->body, s->var, s->tail));
    lw_expr *has_tail = lw_bin(p, LE_AND,
                               lw_bin(p, LE_NE, lw_bin(p, LE_MOD, s->tile_len, lw_int(p, s->full)),
                                      lw_int(p, 0)),
                               lw_bin(p, LE_LT, lw_int(p, 0), s->tile_len));
    lw_stmt *tail = lw_if(p, has_tail, lw_let(p, s->var, nfull, tb), NULL);
    return lw_block2(p, main, tail);
}

void lw_pass_tails(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = tails(p, p->funcs[f].body);
}

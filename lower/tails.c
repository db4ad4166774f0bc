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
 * with a condition on the index instead of a second loop.  A row class's
 * axis (tail -1: its length is the call's rows) has a last tile of any
 * size 1..full-1: one version per size, chosen at run time.
 */
#include "lower/lower_internal.h"

/* The S3 loops of tile loop `var`: their extent becomes the constant. */
typedef struct {
    int var;
    int64_t ext;
} extents;

static lw_stmt *set_extent_for(lw_walk *w, lw_stmt *s)
{
    extents *x = w->ctx;
    lw_stmt *c = lw_stmt_copy_node(w->p, s);
    if (s->tail_of == x->var) {
        c->extent = lw_int(w->p, x->ext);
        c->tail_of = -1;
    }
    c->body = lw_walk_stmt(w, s->body);
    return c;
}

static lw_stmt *set_extents(lw_prog *p, lw_stmt *s, int var, int64_t ext)
{
    extents x = {var, ext};
    lw_walk w = {.p = p, .ctx = &x};
    w.stmt[LS_FOR] = set_extent_for;
    return lw_walk_stmt(&w, s);
}

static lw_stmt *runtime_tails(lw_walk *w, const lw_stmt *s);

/* A tile index bound by a let (a fused parallel loop): the full tiles, and
 * the last one under a condition on the index. */
static lw_stmt *tails_let(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    if (s->full <= 0 || !s->tile_len)
        return lw_walk_stmt_default(w, s);
    lw_stmt *c = lw_stmt_copy_node(p, s);
    lw_stmt *fb = lw_walk_stmt(w, set_extents(p, s->body, s->var, s->full));
    if (s->tail == 0) {
        c->body = fb;
    } else {
        lw_stmt *tb = s->tail < 0 ? runtime_tails(w, s)
                                  : lw_walk_stmt(w, set_extents(p, s->body, s->var, s->tail));
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

/* The last tile of a row class's axis (tail -1): for each size r in
 * 1..full-1, if len mod full == r, body[S3 extents := r]. */
static lw_stmt *runtime_tails(lw_walk *w, const lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_expr *rem = lw_bin(p, LE_MOD, s->tile_len, lw_int(p, s->full));
    lw_stmt *chain = NULL;
    for (int64_t r = s->full - 1; r >= 1; r--) {
        lw_stmt *tb = lw_walk_stmt(w, set_extents(p, s->body, s->var, r));
        chain = lw_if(p, lw_bin(p, LE_EQ, rem, lw_int(p, r)), tb, chain);
    }
    return chain;
}

static lw_stmt *tails_for(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    if (s->full <= 0 || !s->tile_len)
        return lw_walk_stmt_default(w, s);
    lw_expr *nfull = lw_bin(p, LE_DIV, s->tile_len, lw_int(p, s->full));
    lw_stmt *main = lw_stmt_copy_node(p, s);
    main->full = 0;
    main->tile_len = NULL;
    main->body = lw_walk_stmt(w, set_extents(p, s->body, s->var, s->full));
    main->extent = nfull;
    if (s->tail == 0)
        return main;
    lw_stmt *tb = s->tail < 0 ? runtime_tails(w, s)
                              : lw_walk_stmt(w, set_extents(p, s->body, s->var, s->tail));
    lw_expr *has_tail = lw_bin(p, LE_AND,
                               lw_bin(p, LE_NE, lw_bin(p, LE_MOD, s->tile_len, lw_int(p, s->full)),
                                      lw_int(p, 0)),
                               lw_bin(p, LE_LT, lw_int(p, 0), s->tile_len));
    lw_stmt *tail = lw_if(p, has_tail, lw_let(p, s->var, nfull, tb), NULL);
    return lw_block2(p, main, tail);
}

void lw_pass_tails(lw_prog *p)
{
    lw_walk w = {.p = p};
    w.stmt[LS_LET] = tails_let;
    w.stmt[LS_FOR] = tails_for;
    lw_walk_prog(&w);
}

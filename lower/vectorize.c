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
 * whole is safe and keeps them in registers) -- except under a loop of
 * free lanes (a register tile's spatial vector: lanes past the tail are
 * never stored), where the blend would only cost a move per FMA.  Its
 * unit-stride loads of local buffers in memory are whole vectors where the
 * value's extra lanes are discarded and stay in their lanes (mask_loads;
 * the buffer gets a vector of slack), other loads are masked.
 *
 * A loop whose body holds loops, conditions or a store of a vector to one
 * address is not vectorized; it is unrolled instead (still correct).
 */
#include "lower/lower_internal.h"

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

static int has_load(const lw_expr *e)
{
    if (!e)
        return 0;
    if (e->op == LE_LOAD)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (has_load(e->args[i]))
            return 1;
    return 0;
}

/* Whether every lane of e depends only on the same lane of its operands
 * and no load's index is read from memory (a gather's index from lanes
 * past the tail could point anywhere). */
static int lanewise(const lw_expr *e)
{
    if (!e)
        return 1;
    if (e->op == LE_VREDUCE || e->op == LE_SHIFT)
        return 0;
    if (e->op == LE_LOAD) {
        for (int i = 0; i < e->nargs; i++)
            if (has_load(e->args[i]))
                return 0;
        return lanewise(e->pred);
    }
    for (int i = 0; i < e->nargs; i++)
        if (!lanewise(e->args[i]))
            return 0;
    return 1;
}

/* The loads of a partial vector whose extra lanes are discarded: a local
 * buffer in memory read at unit stride needs no mask when the buffer has
 * a vector of slack past its end (the lanes past the tail then read its
 * next row, or the slack), and a masked load costs an instruction of its
 * own on AVX2 (vmaskmovps) where a plain one folds into its FMA. */
typedef struct {
    lw_expr *mask;
    int overread;   /* the value's extra lanes are discarded and lanewise */
} mctx;

static int may_overread(lw_prog *p, const lw_expr *e)
{
    lw_buf *b = &p->bufs[e->id];
    const lw_expr *ix = e->nargs == 1 ? e->args[0] : NULL;
    return !p->gpu && b->kind == LB_LOCAL && (b->scope == LB_STACK || b->scope == LB_HEAP) &&
           !b->stream && b->param < 0 && !e->shift && !e->pred && ix && ix->op == LE_RAMP &&
           ix->i == 1 && ix->args[0]->lanes == 1;
}

/* A vector load's lanes under the mask (the indices' loads too; the
 * predicate is left as it is), or whole (may_overread). */
static lw_expr *mask_load(lw_walk *w, lw_expr *e)
{
    lw_prog *p = w->p;
    mctx *m = w->ctx;
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = lw_walk_expr(w, c->args[i]);
    if (c->lanes > 1 && !is_register(p, c->id)) {
        if (m->overread && c->nargs == 1)
            c->args[0] = lw_simplify_expr(p, c->args[0]);
        if (m->overread && may_overread(p, c)) {
            lw_buf *b = &p->bufs[c->id];
            if (b->overread < c->lanes) {
                b->size += c->lanes - b->overread;
                b->overread = c->lanes;
            }
            return c;
        }
        c->pred = c->pred ? lw_bin(p, LE_AND, c->pred, m->mask) : m->mask;
    }
    return c;
}

static lw_expr *mask_loads(lw_prog *p, lw_expr *e, lw_expr *mask, int overread)
{
    mctx m = {.mask = mask, .overread = overread && lanewise(e)};
    lw_walk w = {.p = p, .ctx = &m};
    w.expr[LE_LOAD] = mask_load;
    return lw_walk_expr(&w, e);
}

/* One vector copy of a loop body: the loop variable replaced by `ramp`,
 * the last, partial, copy under `mask`.  `fail`: the body cannot be
 * vectorized (it holds loops or conditions, or stores a vector to one
 * address). */
typedef struct {
    int var;
    lw_expr *ramp, *mask;
    int fail;
    int free_lanes;   /* lw_stmt.free_lanes of the loop */
} vcopy;

static lw_stmt *vec_fail(lw_walk *w, lw_stmt *s)
{
    vcopy *v = w->ctx;
    v->fail = 1;
    return s;
}

static lw_stmt *vec_let(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    vcopy *v = w->ctx;
    if (v->fail)
        return s;
    lw_expr *x = lw_subst(p, s->min, v->var, v->ramp);
    if (x->lanes > 1) {
        lw_stmt *body = lw_subst_stmt(p, s->body, s->var, x);
        return lw_walk_stmt(w, body);
    }
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->min = x;
    c->body = lw_walk_stmt(w, s->body);
    return c;
}

static lw_stmt *vec_store(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    vcopy *v = w->ctx;
    if (v->fail)
        return s;
    lw_expr *idx = lw_subst(p, s->idx[0], v->var, v->ramp);
    lw_expr *val = lw_subst(p, s->value, v->var, v->ramp);
    lw_expr *cond = lw_subst(p, s->cond, v->var, v->ramp);
    int lanes = v->ramp->lanes;
    if (idx->lanes == 1) {
        if (val->lanes > 1 || (cond && cond->lanes > 1)) {
            v->fail = 1;
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
    if (v->mask) {
        /* the value's lanes past the tail are discarded: blended away, never
           stored (free lanes) or under the store's mask */
        val = mask_loads(p, val, v->mask, 1);
        if (cond)
            cond = mask_loads(p, cond, v->mask, 0);
        if (is_register(p, s->buf)) {
            lw_expr *ix[1] = {idx};
            if (!v->free_lanes)
                val = lw_select(p, v->mask, val, lw_load(p, s->buf, 1, ix, NULL));
        } else {
            cond = cond ? lw_bin(p, LE_AND, cond, v->mask) : v->mask;
        }
    }
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->idx[0] = idx;
    c->value = val;
    c->cond = cond;
    return c;
}

static lw_stmt *vec_body(lw_prog *p, lw_stmt *s, vcopy *v)
{
    lw_walk w = {.p = p, .ctx = v};
    lw_walk_every_stmt(&w, vec_fail);
    w.stmt[LS_BLOCK] = NULL;
    w.stmt[LS_LET] = vec_let;
    w.stmt[LS_STORE] = vec_store;
    return lw_walk_stmt(&w, s);
}

static lw_stmt *vectorize_for(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->body = lw_walk_stmt(w, s->body);
    if (s->kind != LF_VECTOR)
        return c;
    int64_t e;
    int W = s->lanes ? s->lanes : 16;
    if (!lw_is_const(s->extent, &e) || !vectorizable(c->body)) {
        c->kind = lw_is_const(s->extent, &e) && e <= 64 ? LF_UNROLL : LF_SERIAL;
        return c;
    }
    lw_list l = {0};
    vcopy v = {.var = s->var, .free_lanes = s->free_lanes};
    for (int64_t k = 0; k * W < e && !v.fail; k++) {
        int64_t width = TT_MIN((int64_t)W, e - k * W);
        lw_expr *base = lw_simplify_expr(p, lw_bin(p, LE_ADD, s->min, lw_int(p, k * W)));
        v.ramp = lw_ramp(p, base, 1, W);
        v.mask = NULL;
        if (width < W)
            v.mask = lw_bin(p, LE_LT, lw_ramp(p, lw_int(p, 0), 1, W),
                            lw_bcast(p, lw_int(p, width), W));
        lw_list_push(p, &l, vec_body(p, c->body, &v));
    }
    if (v.fail) {
        c->kind = e <= 64 ? LF_UNROLL : LF_SERIAL;
        return c;
    }
    return lw_list_block(p, &l);
}

void lw_pass_vectorize(lw_prog *p)
{
    lw_walk w = {.p = p};
    w.stmt[LS_FOR] = vectorize_for;
    lw_walk_prog(&w);
}

/* The store a transposing loop (lw_stmt.transpose) holds once vectorized,
 * when the loop can be done as a register transpose: extent W (a power of
 * two), its body one unguarded store of W contiguous floats whose value is
 * an unguarded load at a stride.  Returns W and sets *store, or 0. */
int lw_transposable(const lw_prog *p, const lw_stmt *s, const lw_stmt **store)
{
    int64_t n;
    const lw_stmt *b = s->body;
    while (b && b->op == LS_BLOCK && b->n == 1)
        b = b->list[0];
    if (s->op != LS_FOR || !s->transpose || !lw_is_const(s->extent, &n) || n < 2 || n > 64 ||
        (n & (n - 1)) || !b || b->op != LS_STORE || b->cond || b->nidx != 1)
        return 0;
    const lw_expr *v = b->value, *si = b->idx[0], *li = v->op == LE_LOAD ? v->args[0] : NULL;
    if (!li || v->pred || v->lanes != n || li->op != LE_RAMP || li->lanes != n ||
        li->args[0]->lanes != 1 || si->op != LE_RAMP || si->i != 1 || si->lanes != n ||
        si->args[0]->lanes != 1)
        return 0;
    int dt = p->bufs[b->buf].dt;
    if (dt != p->bufs[v->id].dt || (dt != DT_F32 && dt != DT_F64))
        return 0;
    *store = b;
    return (int)n;
}

/*
 * Guards: a read outside a tensor yields 0, so every read that may leave
 * its tensor gets a predicate -- and only those.
 *
 * Requires: multi-dimensional loads (before flattening), static ranges on
 * every loop and let variable.  Produces: loads of tensor buffers with
 * `pred` set to the per-dimension bounds they cannot be proven to meet.
 *
 * At statements the builder marked `version` (a register tile, a pack
 * nest), the unproven bounds that are affine in the loops inside are also
 * checked once at run time:
 *
 *   if (every read of this tile is inside its tensor) tile without guards
 *   else                                              tile with guards
 *
 * so the interior of a padded convolution runs without guards while its
 * border stays exact (the guarded copy once per place of the tile when a
 * variable its guards name has few values: per_place).  Local buffers
 * (accumulators, packed panels) are in bounds by construction and are
 * never guarded.
 */
#include <stdlib.h>
#include <string.h>

#include "lower/lower_internal.h"

enum { SIDE_LO = 1, SIDE_HI = 2 };

static int guarded_buf(const lw_prog *p, int buf)
{
    return p->bufs[buf].tensor >= 0;
}

/* Sides of 0 <= idx < n that the static ranges do not prove. */
static int unproven(const lw_prog *p, const lw_expr *idx, int64_t n)
{
    int64_t lo, hi;
    if (!lw_bounds(p, idx, &lo, &hi))
        return SIDE_LO | SIDE_HI;
    return (lo < 0 ? SIDE_LO : 0) | (hi >= n ? SIDE_HI : 0);
}

/* Dimension k of load e is in bounds by construction (a clipped loop). */
static int inside(const lw_expr *e, int k)
{
    return k < 8 && (e->inside >> k & 1);
}

/* ---- adding predicates ------------------------------------------------ */

/* A load of a tensor gets the bounds the static ranges do not prove (its
 * indices first: a load inside an index is guarded too). */
static lw_expr *guard_load(lw_walk *w, lw_expr *e)
{
    lw_prog *p = w->p;
    lw_expr *c = lw_walk_expr_default(w, e);
    if (!guarded_buf(p, c->id))
        return c;
    if (c == e)
        c = lw_expr_copy_node(p, e);
    const lw_buf *b = &p->bufs[c->id];
    lw_expr *pred = c->pred;
    for (int k = 0; k < c->nargs; k++) {
        int sides = inside(c, k) ? 0 : unproven(p, c->args[k], b->shape[k]);
        if (sides & SIDE_LO) {
            lw_expr *x = lw_bin(p, LE_LE, lw_int(p, 0), c->args[k]);
            pred = pred ? lw_bin(p, LE_AND, pred, x) : x;
        }
        if (sides & SIDE_HI) {
            lw_expr *x = lw_bin(p, LE_LT, c->args[k], lw_int(p, b->shape[k]));
            pred = pred ? lw_bin(p, LE_AND, pred, x) : x;
        }
    }
    c->pred = pred;
    return c;
}

/* ---- versioning ------------------------------------------------------
 *
 * One walk over the versioned statement builds its fast copy: the
 * variables bound inside (loops, lets) are tracked with their scopes -- the
 * same variable is bound in several places once tails and partial unrolls
 * have copied a body, and a load node may be shared by those copies, so
 * every fact is taken at the occurrence, never by variable or node alone.
 * At each load occurrence, each bound it cannot prove becomes either a run
 * time check (when affine in the loops inside) or a guard in the fast copy.
 */

typedef struct {
    lw_prog *p;
    uint8_t *inner;      /* per var: 1 loop inside, 2 let inside */
    lw_expr **letval;
    lw_expr *check;
} vctx;

/* Affine form over the loops inside: sum coef[var]*var + rest, where rest
 * uses only variables bound outside.  Returns 0 if not affine. */
typedef struct {
    int n;
    int var[32];
    int64_t coef[32];
} affine;

static int add_term(affine *a, int var, int64_t c)
{
    for (int i = 0; i < a->n; i++)
        if (a->var[i] == var) {
            a->coef[i] += c;
            return 1;
        }
    if (a->n == 32)
        return 0;
    a->var[a->n] = var;
    a->coef[a->n++] = c;
    return 1;
}

static int has_inner(vctx *v, const lw_expr *e)
{
    if (!e)
        return 0;
    if (e->op == LE_VAR)
        return v->inner[e->id] != 0;
    for (int i = 0; i < e->nargs; i++)
        if (has_inner(v, e->args[i]))
            return 1;
    return has_inner(v, e->pred);
}

static int decompose(vctx *v, const lw_expr *e, int64_t scale, affine *a, lw_expr **rest,
                     int depth)
{
    lw_prog *p = v->p;
    if (depth > 64)
        return 0;
    if (!has_inner(v, e)) {
        lw_expr *t = scale == 1 ? (lw_expr *)e : lw_bin(p, LE_MUL, (lw_expr *)e, lw_int(p, scale));
        *rest = *rest ? lw_bin(p, LE_ADD, *rest, t) : t;
        return 1;
    }
    switch (e->op) {
    case LE_VAR:
        if (v->inner[e->id] == 1)
            return add_term(a, e->id, scale);
        return v->letval[e->id] && decompose(v, v->letval[e->id], scale, a, rest, depth + 1);
    case LE_ADD:
        return decompose(v, e->args[0], scale, a, rest, depth + 1) &&
               decompose(v, e->args[1], scale, a, rest, depth + 1);
    case LE_SUB:
        return decompose(v, e->args[0], scale, a, rest, depth + 1) &&
               decompose(v, e->args[1], -scale, a, rest, depth + 1);
    case LE_NEG:
        return decompose(v, e->args[0], -scale, a, rest, depth + 1);
    case LE_MUL: {
        int64_t c;
        if (lw_is_const(e->args[1], &c))
            return decompose(v, e->args[0], scale * c, a, rest, depth + 1);
        if (lw_is_const(e->args[0], &c))
            return decompose(v, e->args[1], scale * c, a, rest, depth + 1);
        return 0;
    }
    }
    return 0;
}

static lw_expr *extreme(vctx *v, const affine *a, lw_expr *rest, int want_max)
{
    lw_prog *p = v->p;
    int64_t k = 0;
    for (int i = 0; i < a->n; i++) {
        const lw_var *x = &p->vars[a->var[i]];
        int64_t c = a->coef[i];
        int64_t pick = (c > 0) == (want_max != 0) ? x->hi : x->lo;
        k += c * pick;
    }
    lw_expr *e = rest ? rest : lw_int(p, 0);
    return lw_bin(p, LE_ADD, e, lw_int(p, k));
}

static void add_check(vctx *v, lw_expr *c)
{
    v->check = v->check ? lw_bin(v->p, LE_AND, v->check, c) : c;
}

/* The fast copy of an expression: loads keep the guards that are not
 * turned into run-time checks. */
static lw_expr *fast_load(lw_walk *w, lw_expr *e)
{
    vctx *v = w->ctx;
    lw_prog *p = v->p;
    lw_expr *c = lw_walk_expr_default(w, e);
    if (!guarded_buf(p, c->id))
        return c;
    if (c == e)
        c = lw_expr_copy_node(p, e);
    const lw_buf *b = &p->bufs[c->id];
    lw_expr *pred = c->pred;
    for (int k = 0; k < c->nargs; k++) {
        int sides = inside(c, k) ? 0 : unproven(p, c->args[k], b->shape[k]);
        if (!sides)
            continue;
        affine a = {0};
        lw_expr *rest = NULL;
        int aff = decompose(v, c->args[k], 1, &a, &rest, 0);
        if (sides & SIDE_LO) {
            if (aff) {
                add_check(v, lw_bin(p, LE_LE, lw_int(p, 0), extreme(v, &a, rest, 0)));
            } else {
                lw_expr *x = lw_bin(p, LE_LE, lw_int(p, 0), c->args[k]);
                pred = pred ? lw_bin(p, LE_AND, pred, x) : x;
            }
        }
        if (sides & SIDE_HI) {
            if (aff) {
                add_check(v, lw_bin(p, LE_LT, extreme(v, &a, rest, 1), lw_int(p, b->shape[k])));
            } else {
                lw_expr *x = lw_bin(p, LE_LT, c->args[k], lw_int(p, b->shape[k]));
                pred = pred ? lw_bin(p, LE_AND, pred, x) : x;
            }
        }
    }
    c->pred = pred;
    return c;
}

/* The fast copy of a statement: the variables bound inside are tracked
 * over their scope (a loop's bounds and a let's value are outside it), and
 * no statement inside is versioned again. */
static lw_stmt *fast_stmt(lw_walk *w, lw_stmt *s)
{
    vctx *v = w->ctx;
    lw_prog *p = v->p;
    lw_stmt *c;
    if (s->op == LS_FOR || s->op == LS_LET) {
        c = lw_stmt_copy_node(p, s);
        c->min = lw_walk_expr(w, s->min);
        if (s->op == LS_FOR)
            c->extent = lw_walk_expr(w, s->extent);
        uint8_t saved = v->inner[s->var];
        lw_expr *sval = v->letval[s->var];
        v->inner[s->var] = s->op == LS_FOR ? 1 : 2;
        if (s->op == LS_LET)
            v->letval[s->var] = s->min;
        c->body = lw_walk_stmt(w, s->body);
        v->inner[s->var] = saved;
        v->letval[s->var] = sval;
    } else {
        c = lw_walk_stmt_default(w, s);
    }
    if (c->version) {
        if (c == s)
            c = lw_stmt_copy_node(p, s);
        c->version = 0;
    }
    return c;
}

/* ---- the guarded copy's reduction steps ------------------------------ */

/* Which variables the guarded copy's guards name: those its loads'
 * predicates name, and through a let named there, those of its value. */
typedef struct {
    uint8_t *named;     /* [nvars + 1] */
    lw_expr **letval;   /* [nvars + 1]: a let's value */
} gvars;

static void name_vars(gvars *g, const lw_expr *e)
{
    if (!e)
        return;
    if (e->op == LE_VAR && e->id >= 0 && !g->named[e->id])
        g->named[e->id] = 1;
    for (int i = 0; i < e->nargs; i++)
        name_vars(g, e->args[i]);
    name_vars(g, e->pred);
}

/* (A guard simplify proves true names nothing: a group's channel base
 * f / (F / 1) * C + c with one group.) */
static lw_expr *pred_vars(lw_walk *w, lw_expr *e)
{
    if (e->pred)
        name_vars(w->ctx, lw_simplify_expr(w->p, e->pred));
    return lw_walk_expr_default(w, e);
}

static lw_stmt *let_value(lw_walk *w, lw_stmt *s)
{
    gvars *g = w->ctx;
    if (s->op == LS_LET && s->var >= 0)
        g->letval[s->var] = s->min;
    return lw_walk_stmt_default(w, s);
}

/* A serial reduction loop of at most this many steps that the guards
 * name is unrolled in the guarded copy: an NHWC convolution's taps along
 * the register tile's rows (3x3: their loop around the channels), each
 * copy's guards then constants.  1 thread / 2 threads, interleaved, Zen 5:
 * 3x3 C512 7x7 NHWC 276 -> 308 / 508 -> 555 GFLOP/s, rate-4 3x3 C512
 * 33x33 220 -> 252 / 400 -> 487, SSD's stride-2 C256 19x19 248 -> 262 /
 * 470 -> 498, C256 14x14 +2%; the guarded copy compiles in about twice
 * the time (34 -> 63 ms).  Longer loops pay more compile for less: 7
 * steps, the 7x7 stem NHWC level at 47 -> 116 ms, 7x1 C128 17x17 +6% at
 * 60 -> 149 ms, 5x5 C48 35x35 +3% at 58 -> 108 ms. */
#define GUARDED_UNROLL_MAX 3

static lw_stmt *roll_for(lw_walk *w, lw_stmt *s)
{
    gvars *g = w->ctx;
    lw_stmt *c = lw_stmt_copy_node(w->p, s);
    int64_t n;
    if (s->reduce && s->kind == LF_UNROLL && !g->named[s->var])
        c->kind = LF_SERIAL;
    else if (s->reduce && s->kind == LF_SERIAL && g->named[s->var] &&
             lw_is_const(s->extent, &n) && n <= GUARDED_UNROLL_MAX)
        c->kind = LF_UNROLL;
    c->body = lw_walk_stmt(w, s->body);
    return c;
}

/* The variables the guards of s name (through the lets of s too) into
 * g->named; 0 if out of memory. */
static int guard_vars(lw_prog *p, lw_stmt *s, gvars *g)
{
    g->named = calloc((size_t)p->nvars + 1, 1);
    g->letval = calloc((size_t)p->nvars + 1, sizeof(lw_expr *));
    if (!g->named || !g->letval) {
        free(g->named);
        free(g->letval);
        return 0;
    }
    lw_walk w = {.p = p, .ctx = g};
    w.expr[LE_LOAD] = pred_vars;
    w.stmt[LS_LET] = let_value;
    lw_walk_stmt(&w, s);
    for (int changed = 1; changed;) {   /* lets of lets */
        changed = 0;
        for (int v = 0; v <= p->nvars; v++)
            if (g->named[v] == 1 && g->letval[v]) {
                g->named[v] = 2;
                name_vars(g, g->letval[v]);
                changed = 1;
            }
    }
    return 1;
}

/* The guarded copy keeps unrolled the reduction steps its guards name
 * (and unrolls the short serial ones they name: GUARDED_UNROLL_MAX) --
 * unrolled, with the register tile's rows, such a guard is a constant in
 * each copy (the taps along a row a register tile spans), and simplify
 * drops the products of the padding it proves (padding_product in
 * simplify.c): 3x3 C512 7x7 NCHW 253 -> 282 GFLOP/s, 1x7 C128 17x17 249 ->
 * 277, rate-4 3x3 C512 33x33 254 -> 282, SSD's stride-2 C256 19x19 203 ->
 * 222 (1 thread, interleaved; rolled they ran as FMAs of zeros) -- and
 * rolls the others, for half the code: unrolled too, NHWC layers whose
 * taps along x are clipped (lower/build_acc.c) ran 5-20% slower (3x3
 * C512 7x7 283 -> 257, SSD's C128 10x10 234 -> 180). */
static lw_stmt *roll_reductions(lw_prog *p, lw_stmt *s)
{
    gvars g;
    if (!guard_vars(p, s, &g))
        return s;
    lw_walk r = {.p = p, .ctx = &g};
    r.stmt[LS_FOR] = roll_for;
    lw_stmt *out = lw_walk_stmt(&r, s);
    free(g.named);
    free(g.letval);
    return out;
}

/* ---- the guarded copy per place of the tile -------------------------- */

/* A variable bound outside the guarded copy that its guards name, with at
 * most this many values, gets one guarded copy per value: the place of a
 * register tile that spans part of a row (SSD's stride-2 C256 19x19, two
 * tiles of 5 in a row of 10; 3x3 C256 14x14, two of 7), each copy's
 * guards then constants once the tile is unrolled, as with a tile that
 * spans its row.  1 / 2 threads, the defaults, Zen 5: C256 14x14 NCHW 249
 * -> 263 / 525 -> 548 GFLOP/s, C128 28x28 270 -> 279 / 535 -> 549, SSD's
 * C256 19x19 227 -> 232 / 477 -> 499; compile time level. */
#define GUARDED_PLACES_MAX 4

static lw_stmt *mark_bound(lw_walk *w, lw_stmt *s)
{
    uint8_t *bound = w->ctx;
    if ((s->op == LS_FOR || s->op == LS_LET) && s->var >= 0)
        bound[s->var] = 1;
    return lw_walk_stmt_default(w, s);
}

/* if (check) fast else slow, with slow copied per value of the variable
 * its guards name that has the fewest values (at most
 * GUARDED_PLACES_MAX): a value whose check simplify proves true gets no
 * copy, and the fast copy goes when every value's check is false. */
static lw_stmt *per_place(lw_prog *p, lw_expr *check, lw_stmt *fast, lw_stmt *slow)
{
    gvars g;
    if (!guard_vars(p, slow, &g))
        return lw_if(p, check, fast, slow);
    uint8_t *bound = calloc((size_t)p->nvars + 1, 1);
    int best = -1;
    int64_t nbest = GUARDED_PLACES_MAX + 1;
    if (bound) {
        lw_walk w = {.p = p, .ctx = bound};
        lw_walk_every_stmt(&w, mark_bound);
        lw_walk_stmt(&w, slow);
        for (int v = 0; v < p->nvars; v++) {
            const lw_var *r = &p->vars[v];
            uint64_t span = (uint64_t)r->hi - (uint64_t)r->lo;   /* no signed overflow */
            int64_t n = r->hi < r->lo || span >= GUARDED_PLACES_MAX ? 0 : (int64_t)span + 1;
            if (g.named[v] && !bound[v] && n >= 2 && n < nbest) {
                best = v;
                nbest = n;
            }
        }
    }
    free(bound);
    free(g.named);
    free(g.letval);
    if (best < 0)
        return lw_if(p, check, fast, slow);
    lw_stmt *out = NULL;
    int all_false = 1;
    for (int64_t k = p->vars[best].hi; k >= p->vars[best].lo; k--) {
        lw_expr *at = lw_int(p, k);
        int64_t c;
        lw_expr *ck = lw_simplify_expr(p, lw_subst(p, check, best, at));
        int known = lw_is_const(ck, &c);
        all_false &= known && !c;
        if (known && c)
            continue;   /* runs the fast copy */
        lw_stmt *copy = lw_subst_stmt(p, slow, best, at);
        out = out ? lw_if(p, lw_bin(p, LE_EQ, lw_ref(p, best), at), copy, out) : copy;
    }
    if (!out)
        return fast;
    return all_false ? out : lw_if(p, check, fast, out);
}

static lw_stmt *guard_stmt(lw_prog *p, lw_stmt *s);

static lw_stmt *version(lw_prog *p, lw_stmt *s)
{
    vctx v;
    memset(&v, 0, sizeof v);
    v.p = p;
    v.inner = calloc((size_t)p->nvars + 1, 1);
    v.letval = calloc((size_t)p->nvars + 1, sizeof(lw_expr *));
    lw_stmt *plain = lw_stmt_copy_node(p, s);
    plain->version = 0;
    if (!v.inner || !v.letval) {
        free(v.inner);
        free(v.letval);
        return guard_stmt(p, plain);
    }
    lw_walk fw = {.p = p, .ctx = &v};
    lw_walk_every_stmt(&fw, fast_stmt);
    fw.expr[LE_LOAD] = fast_load;
    lw_stmt *fast = lw_walk_stmt(&fw, plain);
    lw_stmt *slow = guard_stmt(p, plain);
    free(v.inner);
    free(v.letval);
    return v.check ? per_place(p, v.check, fast, roll_reductions(p, slow)) : slow;
}

/* Every statement: a versioned one splits into its fast and guarded
 * copies, any other has its loads guarded. */
static lw_stmt *guard_any(lw_walk *w, lw_stmt *s)
{
    if (s->version)
        return version(w->p, s);
    return lw_walk_stmt_default(w, s);
}

static lw_stmt *guard_stmt(lw_prog *p, lw_stmt *s)
{
    lw_walk w = {.p = p};
    lw_walk_every_stmt(&w, guard_any);
    w.expr[LE_LOAD] = guard_load;
    return lw_walk_stmt(&w, s);
}

void lw_pass_guards(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = guard_stmt(p, p->funcs[f].body);
}

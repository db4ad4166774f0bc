/*
 * Simplify: constant folding, linear normalization of index arithmetic,
 * facts from the static variable ranges, and vector (ramp/broadcast)
 * algebra.
 *
 * Requires nothing; may run after any pass.  Produces: integer sums in the
 * canonical form  t1*c1 + t2*c2 + ... + c  (equal terms merged), floor
 * division and modulo folded where a term is a multiple of the divisor,
 * comparisons decided by ranges, loops of extent 0 or 1 removed, constant
 * conditions taken, constant lets substituted.  Integer arithmetic follows
 * ir.h: wrapping, floor division, x / 0 == 0.
 */
#include <math.h>
#include <string.h>

#include "lower/lower_internal.h"

static lw_expr *simp(lw_prog *p, lw_expr *e);

static lw_expr *mkbool(lw_prog *p, int v, int lanes)
{
    lw_expr *e = lw_int(p, v != 0);
    e->dt = DT_BOOL;
    return lanes > 1 ? lw_bcast(p, e, lanes) : e;
}

static int is_bool_const(const lw_expr *e, int *v)
{
    if (e->op == LE_BCAST)
        e = e->args[0];
    if (e->op == LE_INT && e->dt == DT_BOOL) {
        *v = (int)e->i;
        return 1;
    }
    return 0;
}

static int is_int(const lw_expr *e, int64_t *v)
{
    if (e->op == LE_INT && e->dt == DT_I64 && e->lanes == 1) {
        if (v) *v = e->i;
        return 1;
    }
    return 0;
}

static int is_flt(const lw_expr *e, double *v)
{
    if (e->op == LE_FLT && e->lanes == 1) {
        *v = e->f;
        return 1;
    }
    return 0;
}

/* ---- linear forms ---------------------------------------------------- */

#define LIN_MAX 24

typedef struct {
    int n;
    lw_expr *term[LIN_MAX];
    int64_t coef[LIN_MAX];
    int64_t c;
    int ok;
} lin;

static void lin_add_term(lin *l, lw_expr *t, int64_t c)
{
    if (c == 0)
        return;
    for (int i = 0; i < l->n; i++)
        if (lw_expr_equal(l->term[i], t)) {
            l->coef[i] = ir_wadd(l->coef[i], c);
            return;
        }
    if (l->n == LIN_MAX) {
        l->ok = 0;
        return;
    }
    l->term[l->n] = t;
    l->coef[l->n++] = c;
}

static void lin_of(lw_expr *e, int64_t scale, lin *l, int depth)
{
    int64_t k;
    if (!l->ok)
        return;
    if (depth > 48) {
        lin_add_term(l, e, scale);
        return;
    }
    switch (e->op) {
    case LE_INT:
        l->c = ir_wadd(l->c, ir_wmul(e->i, scale));
        return;
    case LE_ADD:
        lin_of(e->args[0], scale, l, depth + 1);
        lin_of(e->args[1], scale, l, depth + 1);
        return;
    case LE_SUB:
        lin_of(e->args[0], scale, l, depth + 1);
        lin_of(e->args[1], ir_wsub(0, scale), l, depth + 1);
        return;
    case LE_NEG:
        lin_of(e->args[0], ir_wsub(0, scale), l, depth + 1);
        return;
    case LE_MUL:
        if (is_int(e->args[1], &k)) {
            lin_of(e->args[0], ir_wmul(scale, k), l, depth + 1);
            return;
        }
        if (is_int(e->args[0], &k)) {
            lin_of(e->args[1], ir_wmul(scale, k), l, depth + 1);
            return;
        }
        break;
    }
    lin_add_term(l, e, scale);
}

/* k*c*(x / c) + k*(x % c) is k*x (floor division and modulo, c > 0): the
 * digits of a merged loop (a transposing pack's position m split back into
 * a panel's c, r, s) give m again in an index. */
static void lin_join_digits(lin *l)
{
    for (int again = 1; again && l->ok;) {
        again = 0;
        for (int i = 0; i < l->n && !again; i++) {
            const lw_expr *d = l->term[i];
            int64_t c, c2;
            if (d->op != LE_DIV || d->lanes != 1 || l->coef[i] == 0 || !is_int(d->args[1], &c) ||
                c <= 0)
                continue;
            for (int k = 0; k < l->n; k++) {
                const lw_expr *m = l->term[k];
                if (m->op != LE_MOD || l->coef[k] == 0 || !is_int(m->args[1], &c2) || c2 != c ||
                    l->coef[k] > INT64_MAX / c || l->coef[k] < -(INT64_MAX / c) ||
                    l->coef[i] != l->coef[k] * c || !lw_expr_equal(m->args[0], d->args[0]))
                    continue;
                int64_t by = l->coef[k];
                l->coef[i] = l->coef[k] = 0;
                lin_of(d->args[0], by, l, 0);
                again = 1;
                break;
            }
        }
    }
}

static lw_expr *lin_build(lw_prog *p, const lin *l)
{
    lw_expr *e = NULL;
    for (int i = 0; i < l->n; i++) {
        if (l->coef[i] == 0)
            continue;
        lw_expr *t = l->term[i];
        lw_expr *x;
        if (l->coef[i] == 1) {
            x = t;
        } else if (l->coef[i] == -1 && e) {
            e = lw_bin(p, LE_SUB, e, t);
            continue;
        } else {
            x = lw_bin(p, LE_MUL, t, lw_int(p, l->coef[i]));
        }
        e = e ? lw_bin(p, LE_ADD, e, x) : x;
    }
    if (!e)
        return lw_int(p, l->c);
    if (l->c > 0)
        e = lw_bin(p, LE_ADD, e, lw_int(p, l->c));
    else if (l->c < 0 && l->c != INT64_MIN)
        e = lw_bin(p, LE_SUB, e, lw_int(p, -l->c));
    else if (l->c < 0)
        e = lw_bin(p, LE_ADD, e, lw_int(p, l->c));
    return e;
}

/* ---- folding --------------------------------------------------------- */

static lw_expr *fold_int(lw_prog *p, int op, int64_t a, int64_t b)
{
    switch (op) {
    case LE_ADD: return lw_int(p, ir_wadd(a, b));
    case LE_SUB: return lw_int(p, ir_wsub(a, b));
    case LE_MUL: return lw_int(p, ir_wmul(a, b));
    case LE_DIV: return lw_int(p, ir_floordiv(a, b));
    case LE_MOD: return lw_int(p, ir_floormod(a, b));
    case LE_MIN: return lw_int(p, a < b ? a : b);
    case LE_MAX: return lw_int(p, a > b ? a : b);
    case LE_LT: return mkbool(p, a < b, 1);
    case LE_LE: return mkbool(p, a <= b, 1);
    case LE_EQ: return mkbool(p, a == b, 1);
    case LE_NE: return mkbool(p, a != b, 1);
    }
    return NULL;
}

static lw_expr *fold_flt(lw_prog *p, int op, int dt, double a, double b)
{
    switch (op) {
    case LE_ADD: return lw_flt(p, dt, a + b);
    case LE_SUB: return lw_flt(p, dt, a - b);
    case LE_MUL: return lw_flt(p, dt, a * b);
    case LE_DIV: return lw_flt(p, dt, a / b);
    case LE_MIN: return lw_flt(p, dt, fmin(a, b));
    case LE_MAX: return lw_flt(p, dt, fmax(a, b));
    case LE_LT: return mkbool(p, a < b, 1);
    case LE_LE: return mkbool(p, a <= b, 1);
    case LE_EQ: return mkbool(p, a == b, 1);
    case LE_NE: return mkbool(p, a != b, 1);
    }
    return NULL;
}

/* Decide an integer comparison from ranges: 1 true, 0 false, -1 unknown. */
static int decide_cmp(lw_prog *p, int op, lw_expr *a, lw_expr *b)
{
    int64_t lo, hi;
    lw_expr *d;
    if (a->lanes == 1 && b->lanes == 1) {
        lin l = {.ok = 1};
        lin_of(a, 1, &l, 0);
        lin_of(b, -1, &l, 0);
        if (!l.ok)
            return -1;
        d = lin_build(p, &l);
    } else {
        d = lw_bin(p, LE_SUB, a, b);
    }
    if (!lw_bounds(p, d, &lo, &hi))
        return -1;
    switch (op) {
    case LE_LT: return hi < 0 ? 1 : lo >= 0 ? 0 : -1;
    case LE_LE: return hi <= 0 ? 1 : lo > 0 ? 0 : -1;
    case LE_EQ: return (lo == 0 && hi == 0) ? 1 : (lo > 0 || hi < 0) ? 0 : -1;
    case LE_NE: return (lo == 0 && hi == 0) ? 0 : (lo > 0 || hi < 0) ? 1 : -1;
    }
    return -1;
}

/* (x*k + y) / c and % c with k a multiple of c */
static lw_expr *simp_divmod(lw_prog *p, lw_expr *e)
{
    int64_t c, lo, hi;
    lw_expr *a = e->args[0];
    if (!is_int(e->args[1], &c) || c <= 0 || a->lanes != 1)
        return e;
    if (c == 1)
        return e->op == LE_DIV ? a : lw_int(p, 0);
    if (lw_bounds(p, a, &lo, &hi) && lo >= 0 && hi < c)
        return e->op == LE_DIV ? lw_int(p, 0) : a;
    if (lw_bounds(p, a, &lo, &hi) && e->op == LE_DIV &&
        ir_floordiv(lo, c) == ir_floordiv(hi, c))
        return lw_int(p, ir_floordiv(lo, c));
    lin l = {.ok = 1};
    lin_of(a, 1, &l, 0);
    if (!l.ok)
        return e;
    lin rest = {.ok = 1};
    lin quot = {.ok = 1};
    int moved = 0;
    for (int i = 0; i < l.n; i++) {
        if (l.coef[i] % c == 0) {
            lin_add_term(&quot, l.term[i], l.coef[i] / c);
            moved = 1;
        } else {
            lin_add_term(&rest, l.term[i], l.coef[i]);
        }
    }
    int64_t cq = ir_floordiv(l.c, c), cr = ir_floormod(l.c, c);
    if (cq != 0)
        moved = 1;
    rest.c = cr;
    quot.c = cq;
    if (!moved)
        return e;
    lw_expr *r = lin_build(p, &rest);
    if (e->op == LE_MOD)
        return simp(p, lw_bin(p, LE_MOD, r, lw_int(p, c)));
    lw_expr *q = simp(p, lw_bin(p, LE_DIV, r, lw_int(p, c)));
    return simp(p, lw_bin(p, LE_ADD, lin_build(p, &quot), q));
}

/* gcd(a, |b|) for a > 0. */
static int64_t gcd64(int64_t a, int64_t b)
{
    b = b < 0 ? -b : b;
    while (b) {
        int64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static lw_expr *simp_vector(lw_prog *p, lw_expr *e)
{
    lw_expr *a = e->args[0], *b = e->args[1];
    int lanes = e->lanes;
    if (a->op == LE_BCAST && b->op == LE_BCAST)
        return lw_bcast(p, simp(p, lw_bin(p, e->op, a->args[0], b->args[0])), lanes);
    if (e->dt != DT_I64)
        return e;
    int64_t k;
    switch (e->op) {
    case LE_ADD:
        if (a->op == LE_RAMP && b->op == LE_RAMP)
            return lw_ramp(p, simp(p, lw_bin(p, LE_ADD, a->args[0], b->args[0])),
                           a->i + b->i, lanes);
        if (a->op == LE_RAMP && b->op == LE_BCAST)
            return lw_ramp(p, simp(p, lw_bin(p, LE_ADD, a->args[0], b->args[0])), a->i, lanes);
        if (a->op == LE_BCAST && b->op == LE_RAMP)
            return lw_ramp(p, simp(p, lw_bin(p, LE_ADD, a->args[0], b->args[0])), b->i, lanes);
        break;
    case LE_SUB:
        if (a->op == LE_RAMP && b->op == LE_RAMP)
            return lw_ramp(p, simp(p, lw_bin(p, LE_SUB, a->args[0], b->args[0])),
                           a->i - b->i, lanes);
        if (a->op == LE_RAMP && b->op == LE_BCAST)
            return lw_ramp(p, simp(p, lw_bin(p, LE_SUB, a->args[0], b->args[0])), a->i, lanes);
        if (a->op == LE_BCAST && b->op == LE_RAMP)
            return lw_ramp(p, simp(p, lw_bin(p, LE_SUB, a->args[0], b->args[0])), -b->i, lanes);
        break;
    case LE_MUL:
        if (a->op == LE_RAMP && b->op == LE_BCAST && is_int(b->args[0], &k))
            return lw_ramp(p, simp(p, lw_bin(p, LE_MUL, a->args[0], b->args[0])), a->i * k,
                           lanes);
        if (b->op == LE_RAMP && a->op == LE_BCAST && is_int(a->args[0], &k))
            return lw_ramp(p, simp(p, lw_bin(p, LE_MUL, b->args[0], a->args[0])), b->i * k,
                           lanes);
        break;
    case LE_DIV:
    case LE_MOD:
        /* ramp(base, s, L) / k with base = sum of terms c_i * t_i + c and
           the lanes not crossing a multiple of k: every lane has the same
           quotient (a grouped convolution's f / (F/groups) over a vector
           of output channels within one group: a gather otherwise).  With
           G = gcd(k, c_i), base mod k is c mod G plus a multiple of G, at
           most k - G + c mod G: no lane crosses when c mod G + (L - 1) s
           < G (f = 128 f.0 + 32 f.2 in groups of 128, 16 lanes: G = 32) */
        if (a->op == LE_RAMP && a->i >= 0 && b->op == LE_BCAST && is_int(b->args[0], &k) &&
            k > 0 && a->args[0]->lanes == 1) {
            lin l = {.ok = 1};
            lin_of(a->args[0], 1, &l, 0);
            int64_t G = k;
            for (int i = 0; i < l.n && l.ok; i++)
                G = gcd64(G, l.coef[i]);
            int64_t r0 = ir_floormod(l.c, G);
            if (l.ok && r0 + (int64_t)(lanes - 1) * a->i < G) {
                if (e->op == LE_DIV)
                    return lw_bcast(p, simp(p, lw_bin(p, LE_DIV, a->args[0], b->args[0])),
                                    lanes);
                if (G == k)
                    return lw_ramp(p, lw_int(p, ir_floormod(l.c, k)), a->i, lanes);
                return lw_ramp(p, simp(p, lw_bin(p, LE_MOD, a->args[0], b->args[0])), a->i,
                               lanes);
            }
        }
        break;
    case LE_LT:
    case LE_LE:
    case LE_EQ:
    case LE_NE: {
        int r = decide_cmp(p, e->op, a, b);
        if (r >= 0)
            return mkbool(p, r, lanes);
        break;
    }
    }
    return e;
}

/* Whether factor f of a product is a read its guard proves outside the
 * tensor (a convolution's padding), or a window's read its zpad proves
 * of the padding: a zero. */
static int padding_read(lw_prog *p, const lw_expr *f)
{
    if (f->op == LE_BCAST)
        f = f->args[0];
    int b;
    return f->op == LE_LOAD && ((f->pred && is_bool_const(simp(p, f->pred), &b) && !b) ||
                                (f->zpad && is_bool_const(simp(p, f->zpad), &b) && !b));
}

/* Whether e is a float product with a read of the padding as a factor.
 * Such a term of a sum is dropped: a padded convolution's taps that fall
 * outside the image add nothing (as in oneDNN; the product 0 * w is not
 * formed, so an infinite or NaN weight there does not reach the output). */
static int padding_product(lw_prog *p, const lw_expr *e)
{
    return e->op == LE_MUL && (e->dt == DT_F32 || e->dt == DT_F64) &&
           (padding_read(p, e->args[0]) || padding_read(p, e->args[1]));
}

static lw_expr *simp(lw_prog *p, lw_expr *e)
{
    if (!e)
        return NULL;
    if (e->nargs == 0 && !e->pred && !e->zpad)
        return e;
    if ((e->op == LE_ADD || e->op == LE_SUB) && (e->dt == DT_F32 || e->dt == DT_F64) &&
        padding_product(p, e->args[1]))
        return simp(p, e->args[0]);
    if (e->op == LE_ADD && (e->dt == DT_F32 || e->dt == DT_F64) && padding_product(p, e->args[0]))
        return simp(p, e->args[1]);
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = simp(p, c->args[i]);
    c->pred = simp(p, c->pred);
    c->zpad = simp(p, c->zpad);
    e = c;
    int64_t x, y;
    double fx, fy;
    int bx, by;
    switch (e->op) {
    case LE_RAMP:
        if (e->i == 0)
            return lw_bcast(p, e->args[0], e->lanes);
        return e;
    case LE_BCAST:
        if (e->args[0]->op == LE_BCAST)
            return lw_bcast(p, e->args[0]->args[0], e->lanes);
        return e;
    case LE_LOAD:
        if (e->pred && is_bool_const(e->pred, &bx)) {
            if (bx) {
                e->pred = NULL;
                return e;
            }
            lw_expr *z = e->dt == DT_I64 ? lw_int(p, 0) : lw_flt(p, e->dt, 0);
            return lw_bcast(p, z, e->lanes);
        }
        return e;
    case LE_NOT:
        if (is_bool_const(e->args[0], &bx))
            return mkbool(p, !bx, e->lanes);
        return e;
    case LE_NEG:
        if (is_int(e->args[0], &x))
            return lw_int(p, ir_wsub(0, x));
        if (is_flt(e->args[0], &fx))
            return lw_flt(p, e->dt, -fx);
        break;
    case LE_AND:
    case LE_OR:
        if (is_bool_const(e->args[0], &bx))
            return (e->op == LE_AND) == (bx != 0) ? e->args[1] : mkbool(p, bx, e->lanes);
        if (is_bool_const(e->args[1], &by))
            return (e->op == LE_AND) == (by != 0) ? e->args[0] : mkbool(p, by, e->lanes);
        return e;
    case LE_SELECT:
        if (is_bool_const(e->args[0], &bx))
            return bx ? e->args[1] : e->args[2];
        if (lw_expr_equal(e->args[1], e->args[2]))
            return e->args[1];
        return e;
    case LE_CAST:
        if (is_int(e->args[0], &x) && (e->dt == DT_F32 || e->dt == DT_F64))
            return lw_flt(p, e->dt, (double)x);
        if (is_flt(e->args[0], &fx) && (e->dt == DT_F32 || e->dt == DT_F64))
            return lw_flt(p, e->dt, fx);
        if (is_flt(e->args[0], &fx) && e->dt == DT_I64)
            return lw_int(p, ir_f2i(fx));
        return e;
    }
    if (e->nargs != 2)
        return e;
    lw_expr *a = e->args[0], *b = e->args[1];
    if (e->lanes > 1)
        return simp_vector(p, e);
    if (is_int(a, &x) && is_int(b, &y)) {
        lw_expr *r = fold_int(p, e->op, x, y);
        if (r)
            return r;
    }
    if (is_flt(a, &fx) && is_flt(b, &fy)) {
        lw_expr *r = fold_flt(p, e->op, e->args[0]->dt, fx, fy);
        if (r)
            return r;
    }
    if (a->dt != DT_I64) {
        /* float identities that hold for every value */
        if (e->op == LE_MUL && is_flt(b, &fy) && fy == 1.0)
            return a;
        if (e->op == LE_MUL && is_flt(a, &fx) && fx == 1.0)
            return b;
        if ((e->op == LE_ADD || e->op == LE_SUB) && is_flt(b, &fy) && fy == 0.0 &&
            !signbit(fy))
            return a;
        return e;
    }
    switch (e->op) {
    case LE_ADD:
    case LE_SUB:
    case LE_MUL: {
        if (e->op == LE_MUL && !is_int(a, NULL) && !is_int(b, NULL))
            return e;
        lin l = {.ok = 1};
        lin_of(e, 1, &l, 0);
        lin_join_digits(&l);
        return l.ok ? lin_build(p, &l) : e;
    }
    case LE_DIV:
    case LE_MOD:
        if (is_int(b, &y) && y == 0)
            return lw_int(p, 0);
        return simp_divmod(p, e);
    case LE_MIN:
    case LE_MAX: {
        int r = decide_cmp(p, LE_LE, a, b);   /* a <= b ? */
        if (r == 1)
            return e->op == LE_MIN ? a : b;
        r = decide_cmp(p, LE_LE, b, a);
        if (r == 1)
            return e->op == LE_MIN ? b : a;
        return e;
    }
    case LE_LT:
    case LE_LE:
    case LE_EQ:
    case LE_NE: {
        int r = decide_cmp(p, e->op, a, b);
        if (r >= 0)
            return mkbool(p, r, 1);
        return e;
    }
    }
    return e;
}

lw_expr *lw_simplify_expr(lw_prog *p, lw_expr *e)
{
    return simp(p, e);
}

/* Statements: each kind that can fold has its case; an allocation and a
 * parallel call take the walker's default (their expressions simplified
 * whole by simp_slot). */

static lw_expr *simp_slot(lw_walk *w, lw_expr *e)
{
    return simp(w->p, e);
}

static lw_stmt *simp_block(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_list l = {0};
    for (int i = 0; i < s->n; i++)
        lw_list_push(p, &l, lw_walk_stmt(w, s->list[i]));
    if (l.n == 0)
        return NULL;
    if (l.n == 1 && !s->version)
        return l.v[0];
    lw_stmt *c = lw_list_block(p, &l);
    c->version = s->version;
    return c;
}

static lw_stmt *simp_for(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    int64_t x;
    lw_expr *mn = simp(p, s->min), *ext = simp(p, s->extent);
    if (is_int(ext, &x) && x <= 0)
        return NULL;
    if (is_int(ext, &x) && x == 1 && s->full == 0)
        return lw_walk_stmt(w, lw_subst_stmt(p, s->body, s->var, mn));
    lw_stmt *body = lw_walk_stmt(w, s->body);
    if (!body)
        return NULL;
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->min = mn;
    c->extent = ext;
    c->body = body;
    if (c->tile_len)
        c->tile_len = simp(p, c->tile_len);
    return c;
}

static lw_stmt *simp_if(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    int bx;
    lw_expr *cond = simp(p, s->cond);
    if (is_bool_const(cond, &bx))
        return lw_walk_stmt(w, bx ? s->body : s->els);
    lw_stmt *t = lw_walk_stmt(w, s->body);
    lw_stmt *e = lw_walk_stmt(w, s->els);
    if (!t && !e)
        return NULL;
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->cond = cond;
    c->body = t ? t : lw_block(p, 0, NULL);
    c->els = e;
    return c;
}

static lw_stmt *simp_let(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_expr *v = simp(p, s->min);
    if (v->op == LE_INT || (v->op == LE_VAR && v->lanes == 1))
        return lw_walk_stmt(w, lw_subst_stmt(p, s->body, s->var, v));
    lw_stmt *body = lw_walk_stmt(w, s->body);
    if (!body)
        return NULL;
    if (!lw_stmt_uses(body, s->var))
        return body;
    lw_stmt *c = lw_stmt_copy_node(p, s);
    c->min = v;
    c->body = body;
    return c;
}

/* Whether store s writes back what it reads, in registers: an
 * accumulator's update whose product of the padding was dropped. */
static int self_store(const lw_prog *p, const lw_stmt *s)
{
    const lw_expr *v = s->value;
    if (s->cond || !v || v->op != LE_LOAD || v->id != s->buf || v->pred ||
        v->nargs != s->nidx || p->bufs[s->buf].scope != LB_REG)
        return 0;
    for (int i = 0; i < s->nidx; i++)
        if (!lw_expr_equal(v->args[i], s->idx[i]))
            return 0;
    return 1;
}

static lw_stmt *simp_store(lw_walk *w, lw_stmt *s)
{
    int bx;
    lw_stmt *c = lw_walk_stmt_default(w, s);
    if (self_store(w->p, c))
        return NULL;
    if (c->cond && is_bool_const(c->cond, &bx)) {
        if (!bx)
            return NULL;
        if (c == s)
            c = lw_stmt_copy_node(w->p, s);
        c->cond = NULL;
    }
    return c;
}

lw_stmt *lw_simplify_stmt(lw_prog *p, lw_stmt *s)
{
    lw_walk w = {.p = p};
    w.stmt[LS_BLOCK] = simp_block;
    w.stmt[LS_FOR] = simp_for;
    w.stmt[LS_IF] = simp_if;
    w.stmt[LS_LET] = simp_let;
    w.stmt[LS_STORE] = simp_store;
    for (int op = 0; op < LE_COUNT; op++)
        w.expr[op] = simp_slot;
    return lw_walk_stmt(&w, s);
}

void lw_pass_simplify(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++) {
        p->funcs[f].body = lw_simplify_stmt(p, p->funcs[f].body);
        if (!p->funcs[f].body)
            p->funcs[f].body = lw_block(p, 0, NULL);
    }
}

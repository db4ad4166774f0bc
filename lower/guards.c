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
 * border stays exact.  Local buffers (accumulators, packed panels) are in
 * bounds by construction and are never guarded.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"

enum { SIDE_LO = 1, SIDE_HI = 2 };

typedef struct {
    const lw_expr *load;
    int dim;
    int sides;
} site;

typedef struct {
    site *v;
    int n, cap;
} siteset;

static void push_site(siteset *s, const lw_expr *l, int dim, int sides)
{
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 32;
        site *nv = realloc(s->v, (size_t)cap * sizeof(site));
        if (!nv)
            return;   /* then the site stays guarded: still correct */
        s->v = nv;
        s->cap = cap;
    }
    s->v[s->n++] = (site){l, dim, sides};
}

static int assumed(const siteset *a, const lw_expr *l, int dim)
{
    int sides = 0;
    for (int i = 0; a && i < a->n; i++)
        if (a->v[i].load == l && a->v[i].dim == dim)
            sides |= a->v[i].sides;
    return sides;
}

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

/* ---- adding predicates ------------------------------------------------ */

typedef struct {
    const siteset *assume;
} gctx;

static lw_expr *guard_expr(lw_prog *p, lw_expr *e, void *vctx)
{
    gctx *g = vctx;
    if (!e || e->nargs == 0)
        return e;
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = guard_expr(p, c->args[i], vctx);
    if (c->op != LE_LOAD || !guarded_buf(p, c->id))
        return c;
    const lw_buf *b = &p->bufs[c->id];
    lw_expr *pred = c->pred;
    for (int k = 0; k < c->nargs; k++) {
        int sides = unproven(p, c->args[k], b->shape[k]) & ~assumed(g->assume, e, k);
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

/* ---- versioning ------------------------------------------------------- */

typedef struct {
    lw_prog *p;
    uint8_t *inner;      /* per var: 1 loop inside, 2 let inside */
    lw_expr **letval;
    siteset sites;
    const siteset *assume;
} vctx;

static void collect_expr(vctx *v, const lw_expr *e)
{
    if (!e)
        return;
    for (int i = 0; i < e->nargs; i++)
        collect_expr(v, e->args[i]);
    if (e->op != LE_LOAD || !guarded_buf(v->p, e->id))
        return;
    const lw_buf *b = &v->p->bufs[e->id];
    for (int k = 0; k < e->nargs; k++) {
        int sides = unproven(v->p, e->args[k], b->shape[k]) & ~assumed(v->assume, e, k);
        if (sides)
            push_site(&v->sites, e, k, sides);
    }
}

static void collect(vctx *v, const lw_stmt *s)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            collect(v, s->list[i]);
        return;
    case LS_FOR:
        v->inner[s->var] = 1;
        collect_expr(v, s->min);
        collect_expr(v, s->extent);
        collect(v, s->body);
        return;
    case LS_LET:
        v->inner[s->var] = 2;
        v->letval[s->var] = s->min;
        collect_expr(v, s->min);
        collect(v, s->body);
        return;
    case LS_IF:
        collect_expr(v, s->cond);
        collect(v, s->body);
        collect(v, s->els);
        return;
    case LS_STORE:
        for (int i = 0; i < s->nidx; i++)
            collect_expr(v, s->idx[i]);
        collect_expr(v, s->value);
        collect_expr(v, s->cond);
        return;
    case LS_ALLOC:
        collect(v, s->body);
        return;
    }
}

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
        return decompose(v, v->letval[e->id], scale, a, rest, depth + 1);
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

static lw_stmt *guard_stmt(lw_prog *p, lw_stmt *s, const siteset *assume);

static lw_stmt *version(lw_prog *p, lw_stmt *s, const siteset *assume)
{
    vctx v;
    memset(&v, 0, sizeof v);
    v.p = p;
    v.inner = calloc((size_t)p->nvars + 1, 1);
    v.letval = calloc((size_t)p->nvars + 1, sizeof(lw_expr *));
    v.assume = assume;
    if (!v.inner || !v.letval) {
        free(v.inner);
        free(v.letval);
        return guard_stmt(p, s, assume);
    }
    collect(&v, s);
    siteset ok = {0};
    lw_expr *check = NULL;
    for (int i = 0; i < v.sites.n; i++) {
        site *st = &v.sites.v[i];
        affine a = {0};
        lw_expr *rest = NULL;
        if (!decompose(&v, st->load->args[st->dim], 1, &a, &rest, 0))
            continue;
        const lw_buf *b = &p->bufs[st->load->id];
        if (st->sides & SIDE_LO) {
            lw_expr *c = lw_bin(p, LE_LE, lw_int(p, 0), extreme(&v, &a, rest, 0));
            check = check ? lw_bin(p, LE_AND, check, c) : c;
        }
        if (st->sides & SIDE_HI) {
            lw_expr *c = lw_bin(p, LE_LT, extreme(&v, &a, rest, 1), lw_int(p, b->shape[st->dim]));
            check = check ? lw_bin(p, LE_AND, check, c) : c;
        }
        push_site(&ok, st->load, st->dim, st->sides);
    }
    for (int i = 0; assume && i < assume->n; i++)
        push_site(&ok, assume->v[i].load, assume->v[i].dim, assume->v[i].sides);
    lw_stmt *plain = lw_stmt_copy_node(p, s);
    plain->version = 0;
    lw_stmt *out;
    if (check) {
        lw_stmt *fast = guard_stmt(p, plain, &ok);
        lw_stmt *slow = guard_stmt(p, plain, assume);
        out = lw_if(p, check, fast, slow);
    } else {
        out = guard_stmt(p, plain, assume);
    }
    free(ok.v);
    free(v.sites.v);
    free(v.inner);
    free(v.letval);
    return out;
}

static lw_stmt *guard_stmt(lw_prog *p, lw_stmt *s, const siteset *assume)
{
    if (!s)
        return NULL;
    if (s->version)
        return version(p, s, assume);
    gctx g = {assume};
    lw_stmt *c = lw_stmt_copy_node(p, s);
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < c->n; i++)
            c->list[i] = guard_stmt(p, s->list[i], assume);
        return c;
    case LS_FOR:
        c->min = guard_expr(p, s->min, &g);
        c->extent = guard_expr(p, s->extent, &g);
        c->body = guard_stmt(p, s->body, assume);
        return c;
    case LS_IF:
        c->cond = guard_expr(p, s->cond, &g);
        c->body = guard_stmt(p, s->body, assume);
        c->els = guard_stmt(p, s->els, assume);
        return c;
    case LS_LET:
        c->min = guard_expr(p, s->min, &g);
        c->body = guard_stmt(p, s->body, assume);
        return c;
    case LS_STORE:
        for (int i = 0; i < c->nidx; i++)
            c->idx[i] = guard_expr(p, s->idx[i], &g);
        c->value = guard_expr(p, s->value, &g);
        c->cond = guard_expr(p, s->cond, &g);
        return c;
    case LS_ALLOC:
        c->body = guard_stmt(p, s->body, assume);
        return c;
    }
    return c;
}

void lw_pass_guards(lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = guard_stmt(p, p->funcs[f].body, NULL);
}

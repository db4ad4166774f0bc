/*
 * Outline: each outermost parallel loop becomes a function the thread
 * pool calls on chunks of its range, f(closure, start, end), and a
 * PARALLEL statement in its place.  The closure carries the variables the
 * body uses from outside (captures) and, by the backend's convention,
 * every buffer pointer live at that point.
 *
 * Requires: the final loop nest.  Produces: allocations at the top of the
 * parallel body hoisted out of the chunk loop (once per chunk, not per
 * iteration); nested parallel loops made serial (no nested parallelism).
 */
#include <stdlib.h>

#include "lower/lower_internal.h"

/* The variables a parallel body binds (loops, lets) and uses. */
typedef struct {
    uint8_t *def, *use;
} fvctx;

static lw_expr *fv_var(lw_walk *w, lw_expr *e)
{
    fvctx *c = w->ctx;
    c->use[e->id] = 1;
    return e;
}

static lw_stmt *fv_bind(lw_walk *w, lw_stmt *s)
{
    fvctx *c = w->ctx;
    c->def[s->var] = 1;
    return lw_walk_stmt_default(w, s);
}

static lw_stmt *fv_parallel(lw_walk *w, lw_stmt *s)
{
    fvctx *c = w->ctx;
    for (int i = 0; i < s->ncaps; i++)
        c->use[s->caps[i]] = 1;
    return lw_walk_stmt_default(w, s);
}

static void free_vars(lw_prog *p, fvctx *c, lw_stmt *s)
{
    lw_walk w = {.p = p, .ctx = c};
    w.stmt[LS_FOR] = fv_bind;
    w.stmt[LS_LET] = fv_bind;
    w.stmt[LS_PARALLEL] = fv_parallel;
    w.expr[LE_VAR] = fv_var;
    lw_walk_stmt(&w, s);
}

/* `inside`: the walk is inside an outlined body (its parallel loops run
 * serially). */
static lw_stmt *outline_for(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    int *inside = w->ctx;
    lw_stmt *c;
    if (s->kind != LF_PARALLEL || *inside) {
        c = lw_stmt_copy_node(p, s);
        if (c->kind == LF_PARALLEL)
            c->kind = LF_SERIAL;
        c->body = lw_walk_stmt(w, s->body);
        return c;
    }
    int64_t n = p->vars[s->var].hi + 1;
    char name[48];
    tt_snprintf(name, sizeof name, "tt_kernel_par%d", p->nfuncs);
    int fn = lw_func_new(p, name);
    int sv = lw_var_new(p, "start", 0, n - 1);
    int ev = lw_var_new(p, "end", 1, n);
    /* hoist the allocations at the top of the body out of the chunk loop */
    lw_stmt *allocs[64];
    int na = 0;
    lw_stmt *inner = s->body;
    while (inner && inner->op == LS_ALLOC && na < 64) {
        allocs[na++] = inner;
        inner = inner->body;
    }
    *inside = 1;
    inner = lw_walk_stmt(w, inner);
    *inside = 0;
    lw_stmt *loop = lw_for(p, s->var, lw_ref(p, sv),
                           lw_bin(p, LE_SUB, lw_ref(p, ev), lw_ref(p, sv)), LF_SERIAL, inner);
    lw_stmt *body = loop;
    for (int i = na - 1; i >= 0; i--) {
        lw_stmt *a = lw_stmt_copy_node(p, allocs[i]);
        a->body = body;
        body = a;
    }
    fvctx fc;
    fc.def = calloc((size_t)p->nvars + 1, 1);
    fc.use = calloc((size_t)p->nvars + 1, 1);
    int *caps = NULL;
    int ncaps = 0;
    if (fc.def && fc.use) {
        free_vars(p, &fc, inner);
        fc.def[s->var] = 1;
        caps = tt_arena_alloc(&p->arena, sizeof(int) * (size_t)(p->nvars + 1));
        for (int v = 0; caps && v < p->nvars; v++)
            if (fc.use[v] && !fc.def[v] && v != sv && v != ev)
                caps[ncaps++] = v;
    } else {
        p->oom = 1;
    }
    free(fc.def);
    free(fc.use);
    lw_func *f = &p->funcs[fn];
    f->body = body;
    f->start_var = sv;
    f->end_var = ev;
    f->ncaps = ncaps;
    f->caps = caps;
    c = lw_stmt_copy_node(p, s);
    c->op = LS_PARALLEL;
    c->fn = fn;
    /* the loop's own count: a row class's depends on the call's rows (the
       variable's range is only its bound) */
    int64_t k;
    c->extent = lw_is_const(s->extent, &k) ? lw_int(p, n) : s->extent;
    c->ncaps = ncaps;
    c->caps = caps;
    c->body = NULL;
    return c;
}

void lw_pass_outline(lw_prog *p)
{
    int n = p->nfuncs;
    int inside = 0;
    lw_walk w = {.p = p, .ctx = &inside};
    w.stmt[LS_FOR] = outline_for;
    for (int f = 0; f < n; f++)
        p->funcs[f].body = lw_walk_stmt(&w, p->funcs[f].body);
}

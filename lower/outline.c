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

#include "lower/lower.h"

typedef struct {
    uint8_t *def, *use;
} fvctx;

static void fv_expr(fvctx *c, const lw_expr *e)
{
    if (!e)
        return;
    if (e->op == LE_VAR)
        c->use[e->id] = 1;
    for (int i = 0; i < e->nargs; i++)
        fv_expr(c, e->args[i]);
    fv_expr(c, e->pred);
}

static void fv_stmt(fvctx *c, const lw_stmt *s)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            fv_stmt(c, s->list[i]);
        return;
    case LS_FOR:
        c->def[s->var] = 1;
        fv_expr(c, s->min);
        fv_expr(c, s->extent);
        fv_stmt(c, s->body);
        return;
    case LS_LET:
        c->def[s->var] = 1;
        fv_expr(c, s->min);
        fv_stmt(c, s->body);
        return;
    case LS_IF:
        fv_expr(c, s->cond);
        fv_stmt(c, s->body);
        fv_stmt(c, s->els);
        return;
    case LS_STORE:
        for (int i = 0; i < s->nidx; i++)
            fv_expr(c, s->idx[i]);
        fv_expr(c, s->value);
        fv_expr(c, s->cond);
        return;
    case LS_ALLOC:
        fv_stmt(c, s->body);
        return;
    case LS_PARALLEL:
        fv_expr(c, s->extent);
        for (int i = 0; i < s->ncaps; i++)
            c->use[s->caps[i]] = 1;
        return;
    }
}

static lw_stmt *outline(lw_prog *p, lw_stmt *s, int inside)
{
    if (!s)
        return NULL;
    lw_stmt *c;
    switch (s->op) {
    case LS_BLOCK:
        c = lw_stmt_copy_node(p, s);
        for (int i = 0; i < c->n; i++)
            c->list[i] = outline(p, s->list[i], inside);
        return c;
    case LS_IF:
        c = lw_stmt_copy_node(p, s);
        c->body = outline(p, s->body, inside);
        c->els = outline(p, s->els, inside);
        return c;
    case LS_LET:
    case LS_ALLOC:
        c = lw_stmt_copy_node(p, s);
        c->body = outline(p, s->body, inside);
        return c;
    case LS_FOR:
        break;
    default:
        return s;
    }
    if (s->kind != LF_PARALLEL || inside) {
        c = lw_stmt_copy_node(p, s);
        if (c->kind == LF_PARALLEL)
            c->kind = LF_SERIAL;
        c->body = outline(p, s->body, inside);
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
    inner = outline(p, inner, 1);
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
        fv_stmt(&fc, inner);
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
    c->extent = lw_int(p, n);
    c->ncaps = ncaps;
    c->caps = caps;
    c->body = NULL;
    return c;
}

void lw_pass_outline(lw_prog *p)
{
    int n = p->nfuncs;
    for (int f = 0; f < n; f++)
        p->funcs[f].body = outline(p, p->funcs[f].body, 0);
}

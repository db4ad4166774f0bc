/*
 * The tree walker the passes share: one default traversal of the loop AST,
 * callbacks per node kind (lower/lower_internal.h says the contract).
 */
#include "lower/lower_internal.h"

static int walks_exprs(const lw_walk *w)
{
    for (int op = 0; op < LE_COUNT; op++)
        if (w->expr[op])
            return 1;
    return 0;
}

lw_expr *lw_walk_expr(lw_walk *w, lw_expr *e)
{
    if (!e)
        return NULL;
    return w->expr[e->op] ? w->expr[e->op](w, e) : lw_walk_expr_default(w, e);
}

lw_expr *lw_walk_expr_default(lw_walk *w, lw_expr *e)
{
    if (!e || (e->nargs == 0 && !e->pred && !e->zpad))
        return e;
    lw_expr *c = e;
    for (int i = 0; i < e->nargs; i++) {
        lw_expr *a = lw_walk_expr(w, e->args[i]);
        if (a == e->args[i])
            continue;
        if (c == e)
            c = lw_expr_copy_node(w->p, e);
        c->args[i] = a;
    }
    lw_expr *pred = lw_walk_expr(w, e->pred);
    if (pred != e->pred) {
        if (c == e)
            c = lw_expr_copy_node(w->p, e);
        c->pred = pred;
    }
    lw_expr *zpad = lw_walk_expr(w, e->zpad);
    if (zpad != e->zpad) {
        if (c == e)
            c = lw_expr_copy_node(w->p, e);
        c->zpad = zpad;
    }
    return c;
}

lw_stmt *lw_walk_stmt(lw_walk *w, lw_stmt *s)
{
    if (!s)
        return NULL;
    return w->stmt[s->op] ? w->stmt[s->op](w, s) : lw_walk_stmt_default(w, s);
}

/* An expression slot of a statement: walked only by a walker that has an
 * expression callback. */
static lw_expr *slot(lw_walk *w, int exprs, lw_expr *e)
{
    return exprs ? lw_walk_expr(w, e) : e;
}

lw_stmt *lw_walk_stmt_default(lw_walk *w, lw_stmt *s)
{
    if (!s)
        return NULL;
    lw_prog *p = w->p;
    int exprs = walks_exprs(w);
    lw_stmt *c = s;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++) {
            lw_stmt *x = lw_walk_stmt(w, s->list[i]);
            if (x == s->list[i])
                continue;
            if (c == s)
                c = lw_stmt_copy_node(p, s);
            c->list[i] = x;
        }
        return c;
    case LS_FOR: {
        lw_expr *min = slot(w, exprs, s->min);
        lw_expr *extent = slot(w, exprs, s->extent);
        lw_stmt *body = lw_walk_stmt(w, s->body);
        if (min == s->min && extent == s->extent && body == s->body)
            return s;
        c = lw_stmt_copy_node(p, s);
        c->min = min;
        c->extent = extent;
        c->body = body;
        return c;
    }
    case LS_IF: {
        lw_expr *cond = slot(w, exprs, s->cond);
        lw_stmt *body = lw_walk_stmt(w, s->body);
        lw_stmt *els = lw_walk_stmt(w, s->els);
        if (cond == s->cond && body == s->body && els == s->els)
            return s;
        c = lw_stmt_copy_node(p, s);
        c->cond = cond;
        c->body = body;
        c->els = els;
        return c;
    }
    case LS_LET: {
        lw_expr *min = slot(w, exprs, s->min);
        lw_stmt *body = lw_walk_stmt(w, s->body);
        if (min == s->min && body == s->body)
            return s;
        c = lw_stmt_copy_node(p, s);
        c->min = min;
        c->body = body;
        return c;
    }
    case LS_STORE: {
        if (!exprs)
            return s;
        for (int i = 0; i < s->nidx; i++) {
            lw_expr *x = lw_walk_expr(w, s->idx[i]);
            if (x == s->idx[i])
                continue;
            if (c == s)
                c = lw_stmt_copy_node(p, s);
            c->idx[i] = x;
        }
        lw_expr *value = lw_walk_expr(w, s->value);
        lw_expr *cond = lw_walk_expr(w, s->cond);
        if (value == s->value && cond == s->cond)
            return c;
        if (c == s)
            c = lw_stmt_copy_node(p, s);
        c->value = value;
        c->cond = cond;
        return c;
    }
    case LS_ALLOC: {
        lw_stmt *body = lw_walk_stmt(w, s->body);
        if (body == s->body)
            return s;
        c = lw_stmt_copy_node(p, s);
        c->body = body;
        return c;
    }
    case LS_PARALLEL: {
        lw_expr *extent = slot(w, exprs, s->extent);
        if (extent == s->extent)
            return s;
        c = lw_stmt_copy_node(p, s);
        c->extent = extent;
        return c;
    }
    }
    return s;   /* LS_BARRIER */
}

void lw_walk_every_stmt(lw_walk *w, lw_walk_stmt_fn f)
{
    for (int k = 0; k < LS_NKINDS; k++)
        w->stmt[k] = f;
}

void lw_walk_prog(lw_walk *w)
{
    lw_prog *p = w->p;
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = lw_walk_stmt(w, p->funcs[f].body);
}

/*
 * The lowering's tree walker (lower/walk.c), checked against a recursion
 * written out here, on real programs (several operators, built and fully
 * lowered, CPU schedules):
 *   - with no callbacks it returns every function body unchanged, node for
 *     node (pointer-equal: nothing copied);
 *   - a statement callback and an expression callback see every STORE and
 *     every LOAD, in the documented order (a block in order; FOR min,
 *     extent, body; IF cond, then, else; STORE indices, value, predicate;
 *     an expression's arguments, then its predicate);
 *   - a rewrite of some nodes copies only their ancestors: every subtree
 *     without such a node is shared with the original, and the original
 *     prints as before.
 */
#include "lower/lower_internal.h"
#include "tests/lower/diff.h"
#include "tests/test.h"
#include "tune/tune.h"

/* ---- the reference recursion ------------------------------------------ */

typedef struct seen {
    int n;
    const void *v[1 << 16];
} seen;

static void note(seen *s, const void *p)
{
    if (s->n < (int)TT_ARRAY_LEN(s->v))
        s->v[s->n] = p;
    s->n++;
}

static void ref_expr(const lw_expr *e, seen *loads)
{
    if (!e)
        return;
    for (int i = 0; i < e->nargs; i++)
        ref_expr(e->args[i], loads);
    ref_expr(e->pred, loads);
    if (e->op == LE_LOAD)
        note(loads, e);   /* post-order: the callback runs after its children */
}

static void ref_stmt(const lw_stmt *s, seen *stores, seen *loads)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            ref_stmt(s->list[i], stores, loads);
        break;
    case LS_FOR:
        ref_expr(s->min, loads);
        ref_expr(s->extent, loads);
        ref_stmt(s->body, stores, loads);
        break;
    case LS_IF:
        ref_expr(s->cond, loads);
        ref_stmt(s->body, stores, loads);
        ref_stmt(s->els, stores, loads);
        break;
    case LS_LET:
        ref_expr(s->min, loads);
        ref_stmt(s->body, stores, loads);
        break;
    case LS_STORE:
        note(stores, s);
        for (int i = 0; i < s->nidx; i++)
            ref_expr(s->idx[i], loads);
        ref_expr(s->value, loads);
        ref_expr(s->cond, loads);
        break;
    case LS_ALLOC:
        ref_stmt(s->body, stores, loads);
        break;
    case LS_PARALLEL:
        ref_expr(s->extent, loads);
        break;
    default:
        break;
    }
}

/* ---- walkers ----------------------------------------------------------- */

typedef struct counts {
    seen stores, loads;
    int rewrite_buf;   /* the buffer whose loads are copied, -1: none */
} counts;

static lw_stmt *on_store(lw_walk *w, lw_stmt *s)
{
    counts *c = w->ctx;
    note(&c->stores, s);   /* before its expressions, as the reference does */
    return lw_walk_stmt_default(w, s);
}

static lw_expr *on_load(lw_walk *w, lw_expr *e)
{
    counts *c = w->ctx;
    lw_expr *d = lw_walk_expr_default(w, e);
    note(&c->loads, e);
    if (e->id == c->rewrite_buf && d == e)
        d = lw_expr_copy_node(w->p, e);
    return d;
}

/* Whether tree e (original) holds a load of buffer b. */
static int expr_loads(const lw_expr *e, int b)
{
    if (!e)
        return 0;
    if (e->op == LE_LOAD && e->id == b)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (expr_loads(e->args[i], b))
            return 1;
    return expr_loads(e->pred, b);
}

/* Walk the original and the rewritten tree together: a subtree without a
 * load of b must be the same node; one with must be a different node.
 * Returns the number of violations. */
static int expr_shared(const lw_expr *a, const lw_expr *b, int buf)
{
    if (!a)
        return b != NULL;
    if (!expr_loads(a, buf))
        return a != b;
    if (a == b || a->nargs != b->nargs)
        return 1;
    int bad = 0;
    for (int i = 0; i < a->nargs; i++)
        bad += expr_shared(a->args[i], b->args[i], buf);
    return bad + expr_shared(a->pred, b->pred, buf);
}

static int stmt_loads(const lw_stmt *s, int b);

static int stmt_expr_loads(const lw_stmt *s, int b)
{
    if (expr_loads(s->min, b) || expr_loads(s->extent, b) || expr_loads(s->cond, b) ||
        expr_loads(s->value, b))
        return 1;
    for (int i = 0; s->op == LS_STORE && i < s->nidx; i++)
        if (expr_loads(s->idx[i], b))
            return 1;
    return 0;
}

static int stmt_loads(const lw_stmt *s, int b)
{
    if (!s)
        return 0;
    if (s->op != LS_ALLOC && s->op != LS_BLOCK && stmt_expr_loads(s, b))
        return 1;
    if (stmt_loads(s->body, b) || stmt_loads(s->els, b))
        return 1;
    for (int i = 0; s->op == LS_BLOCK && i < s->n; i++)
        if (stmt_loads(s->list[i], b))
            return 1;
    return 0;
}

static int stmt_shared(const lw_stmt *a, const lw_stmt *b, int buf)
{
    if (!a)
        return b != NULL;
    if (!stmt_loads(a, buf))
        return a != b;
    if (a == b || a->op != b->op)
        return 1;
    int bad = 0;
    if (a->op == LS_BLOCK) {
        if (a->n != b->n)
            return 1;
        for (int i = 0; i < a->n; i++)
            bad += stmt_shared(a->list[i], b->list[i], buf);
        return bad;
    }
    if (a->op == LS_STORE) {
        for (int i = 0; i < a->nidx; i++)
            bad += expr_shared(a->idx[i], b->idx[i], buf);
        bad += expr_shared(a->value, b->value, buf);
        return bad + expr_shared(a->cond, b->cond, buf);
    }
    if (a->op != LS_ALLOC)
        bad += expr_shared(a->min, b->min, buf) + expr_shared(a->extent, b->extent, buf) +
               expr_shared(a->cond, b->cond, buf);
    return bad + stmt_shared(a->body, b->body, buf) + stmt_shared(a->els, b->els, buf);
}

/* ---- the programs ------------------------------------------------------ */

static const struct {
    const char *op, *shapes;
} cases[] = {
    {"matmul", "13x17 17x40"},
    {"conv2d", "1x3x9x11 4x3x3x3"},
    {"softmax", "5x37"},
    {"layernorm", "7x33 33 33"},
    {"dense_relu", "9x20 16x20 16"},
};

static char *print(const lw_prog *p)
{
    tt_buf b = {0};
    lw_print_prog(&b, p);
    return tt_buf_steal(&b);
}

static void check_prog(lw_prog *p, const char *what)
{
    char *before = print(p);
    for (int f = 0; f < p->nfuncs; f++) {
        lw_stmt *body = p->funcs[f].body;

        lw_walk none = {.p = p};
        CHECKF(lw_walk_stmt(&none, body) == body, "%s f%d: an empty walk copied", what, f);

        static counts ref, got;
        memset(&ref, 0, sizeof ref);
        memset(&got, 0, sizeof got);
        ref_stmt(body, &ref.stores, &ref.loads);
        got.rewrite_buf = -1;
        lw_walk w = {.p = p, .ctx = &got};
        w.stmt[LS_STORE] = on_store;
        w.expr[LE_LOAD] = on_load;
        CHECKF(lw_walk_stmt(&w, body) == body, "%s f%d: an observing walk copied", what, f);
        CHECKF(got.stores.n == ref.stores.n && got.loads.n == ref.loads.n,
               "%s f%d: stores %d/%d loads %d/%d", what, f, got.stores.n, ref.stores.n,
               got.loads.n, ref.loads.n);
        int order = 1;
        for (int i = 0; i < ref.stores.n && i < got.stores.n && i < (1 << 16); i++)
            order &= got.stores.v[i] == ref.stores.v[i];
        for (int i = 0; i < ref.loads.n && i < got.loads.n && i < (1 << 16); i++)
            order &= got.loads.v[i] == ref.loads.v[i];
        CHECKF(order, "%s f%d: nodes visited out of order", what, f);

        /* copy the loads of each input buffer in turn */
        for (int b = 0; b < p->nbufs; b++) {
            if (p->bufs[b].kind != LB_INPUT)
                continue;
            memset(&got, 0, sizeof got);
            got.rewrite_buf = b;
            lw_walk r = {.p = p, .ctx = &got};
            r.expr[LE_LOAD] = on_load;
            lw_stmt *nb = lw_walk_stmt(&r, body);
            CHECKF(stmt_shared(body, nb, b) == 0, "%s f%d buf %d: not shared, or not copied",
                   what, f, b);
            CHECKF(!stmt_loads(body, b) || nb != body, "%s f%d buf %d: rewrite lost", what, f,
                   b);
        }
    }
    char *after = print(p);
    CHECKF(strcmp(before, after) == 0, "%s: a walk changed the original tree", what);
    free(before);
    free(after);
}

TEST(walker_on_programs)
{
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l = {0};
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        ir_task *t = diff_bind(d, "", cases[i].shapes, NULL, NULL, 2);
        REQUIRE(t);
        uint64_t rng = 1234 + i;
        tune_space *sp = tune_space_new(t);
        REQUIRE(sp);
        for (int k = 0; k < 6; k++) {
            lw_sched s;
            if (k == 0)
                lw_sched_default(t, &s);
            else if (tune_sample(sp, &rng, &s) != 0)
                continue;
            char msg[256], what[96];
            lw_prog *p = lw_build(t, &s, msg, sizeof msg);
            CHECKF(p, "%s: build: %s", cases[i].op, msg);
            if (p) {
                tt_snprintf(what, sizeof what, "%s config %d built", cases[i].op, k);
                check_prog(p, what);
                lw_prog_free(p);
            }
            p = lw_lower(t, &s, msg, sizeof msg);
            CHECKF(p, "%s: lower: %s", cases[i].op, msg);
            if (p) {
                tt_snprintf(what, sizeof what, "%s config %d lowered", cases[i].op, k);
                check_prog(p, what);
                lw_prog_free(p);
            }
        }
        tune_space_free(sp);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
}

int main(void)
{
    RUN(walker_on_programs);
    TEST_EXIT();
}

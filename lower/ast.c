/*
 * Loop AST: construction, substitution, comparison, bounds and printing.
 */
#include <math.h>
#include <string.h>

#include "lower/lower_internal.h"

const char *const lw_for_kind_name[] = {"for", "parallel", "vectorized", "unrolled"};

static const char *const eop_name[LE_COUNT] = {
#define X(n) #n,
    LW_EXPR_OPS(X)
#undef X
};

static void *lalloc(lw_prog *p, size_t n)
{
    void *x = tt_arena_alloc(&p->arena, n);
    if (!x) {
        /* Out of memory while lowering: hand back a static dummy so the
           caller can finish; the program is marked and discarded. */
        static _Alignas(16) unsigned char dummy[1024];
        p->oom = 1;
        memset(dummy, 0, sizeof dummy);
        return n <= sizeof dummy ? dummy : NULL;
    }
    return x;
}

lw_prog *lw_prog_new(const ir_task *t)
{
    tt_arena a = {0};
    lw_prog *p = tt_arena_alloc(&a, sizeof *p);
    if (!p)
        return NULL;
    p->arena = a;
    p->task = t;
    p->vector_bits = 512;
    p->rows_var = -1;
    return p;
}

void lw_prog_free(lw_prog *p)
{
    if (!p)
        return;
    tt_arena a = p->arena;
    tt_arena_free(&a);
}

static void *grow(lw_prog *p, void *v, int *cap, int n, size_t sz)
{
    if (n < *cap)
        return v;
    int nc = *cap ? *cap * 2 : 16;
    void *nv = lalloc(p, (size_t)nc * sz);
    if (!nv || p->oom)
        return v;
    if (n)
        memcpy(nv, v, (size_t)n * sz);
    *cap = nc;
    return nv;
}

int lw_var_new(lw_prog *p, const char *name, int64_t lo, int64_t hi)
{
    p->vars = grow(p, p->vars, &p->capvars, p->nvars, sizeof(lw_var));
    if (p->oom)
        return 0;
    lw_var *v = &p->vars[p->nvars];
    v->name = tt_arena_strdup(&p->arena, name);
    v->lo = lo;
    v->hi = hi;
    v->is_loop = 0;
    return p->nvars++;
}

int lw_buf_new(lw_prog *p, const lw_buf *b)
{
    p->bufs = grow(p, p->bufs, &p->capbufs, p->nbufs, sizeof(lw_buf));
    if (p->oom)
        return 0;
    p->bufs[p->nbufs] = *b;
    p->bufs[p->nbufs].name = tt_arena_strdup(&p->arena, b->name);
    return p->nbufs++;
}

int lw_func_new(lw_prog *p, const char *name)
{
    p->funcs = grow(p, p->funcs, &p->capfuncs, p->nfuncs, sizeof(lw_func));
    if (p->oom)
        return 0;
    memset(&p->funcs[p->nfuncs], 0, sizeof(lw_func));
    p->funcs[p->nfuncs].name = tt_arena_strdup(&p->arena, name);
    return p->nfuncs++;
}

/* ---- expressions ------------------------------------------------------ */

static lw_expr *mk(lw_prog *p, int op, int dt, int lanes, int nargs)
{
    lw_expr *e = lalloc(p, sizeof *e);
    e->op = (uint8_t)op;
    e->dt = (uint8_t)dt;
    e->lanes = (uint8_t)lanes;
    e->nargs = nargs;
    if (nargs)
        e->args = lalloc(p, sizeof(lw_expr *) * (size_t)nargs);
    return e;
}

lw_expr *lw_int(lw_prog *p, int64_t v)
{
    lw_expr *e = mk(p, LE_INT, DT_I64, 1, 0);
    e->i = v;
    return e;
}

lw_expr *lw_flt(lw_prog *p, int dt, double v)
{
    lw_expr *e = mk(p, LE_FLT, dt, 1, 0);
    e->f = dt == DT_F32 ? (double)(float)v : v;
    return e;
}

lw_expr *lw_ref(lw_prog *p, int v)
{
    lw_expr *e = mk(p, LE_VAR, DT_I64, 1, 0);
    e->id = v;
    return e;
}

lw_expr *lw_shift(lw_prog *p, lw_expr *a, int64_t d)
{
    if (d == 0 || a->lanes == 1)
        return a;
    lw_expr *e = mk(p, LE_SHIFT, a->dt, a->lanes, 1);
    e->args[0] = a;
    e->i = d;
    return e;
}

lw_expr *lw_bcast(lw_prog *p, lw_expr *a, int lanes)
{
    if (a->lanes == lanes)
        return a;
    lw_expr *e = mk(p, LE_BCAST, a->dt, lanes, 1);
    e->args[0] = a;
    return e;
}

static int is_cmp(int op)
{
    return op == LE_LT || op == LE_LE || op == LE_EQ || op == LE_NE;
}

lw_expr *lw_bin(lw_prog *p, int op, lw_expr *a, lw_expr *b)
{
    int lanes = TT_MAX(a->lanes, b->lanes);
    a = lw_bcast(p, a, lanes);
    b = lw_bcast(p, b, lanes);
    int dt = is_cmp(op) ? DT_BOOL : a->dt;
    lw_expr *e = mk(p, op, dt, lanes, 2);
    e->args[0] = a;
    e->args[1] = b;
    return e;
}

lw_expr *lw_un(lw_prog *p, int op, lw_expr *a)
{
    lw_expr *e = mk(p, op, a->dt, a->lanes, 1);
    e->args[0] = a;
    return e;
}

lw_expr *lw_select(lw_prog *p, lw_expr *c, lw_expr *a, lw_expr *b)
{
    int lanes = TT_MAX(c->lanes, TT_MAX(a->lanes, b->lanes));
    lw_expr *e = mk(p, LE_SELECT, a->dt, lanes, 3);
    e->args[0] = lw_bcast(p, c, lanes);
    e->args[1] = lw_bcast(p, a, lanes);
    e->args[2] = lw_bcast(p, b, lanes);
    return e;
}

lw_expr *lw_call(lw_prog *p, int fn, lw_expr *a, lw_expr *b)
{
    int lanes = b ? TT_MAX(a->lanes, b->lanes) : a->lanes;
    lw_expr *e = mk(p, LE_CALL, a->dt, lanes, b ? 2 : 1);
    e->fn = (uint8_t)fn;
    e->args[0] = lw_bcast(p, a, lanes);
    if (b)
        e->args[1] = lw_bcast(p, b, lanes);
    return e;
}

lw_expr *lw_cast(lw_prog *p, int dt, lw_expr *a)
{
    if (a->dt == dt)
        return a;
    lw_expr *e = mk(p, LE_CAST, dt, a->lanes, 1);
    e->args[0] = a;
    return e;
}

lw_expr *lw_load(lw_prog *p, int buf, int n, lw_expr **idx, lw_expr *pred)
{
    int bdt = p->bufs[buf].dt;
    int dt = bdt == DT_I32 ? DT_I64 : bdt;
    int lanes = 1;
    for (int i = 0; i < n; i++)
        lanes = TT_MAX(lanes, idx[i]->lanes);
    if (pred)
        lanes = TT_MAX(lanes, pred->lanes);
    lw_expr *e = mk(p, LE_LOAD, dt, lanes, n);
    e->id = buf;
    for (int i = 0; i < n; i++)
        e->args[i] = idx[i];
    e->pred = pred;
    return e;
}

lw_expr *lw_ramp(lw_prog *p, lw_expr *base, int64_t stride, int lanes)
{
    lw_expr *e = mk(p, LE_RAMP, DT_I64, lanes, 1);
    e->args[0] = base;
    e->i = stride;
    return e;
}

lw_expr *lw_vreduce(lw_prog *p, int op, lw_expr *a)
{
    lw_expr *e = mk(p, LE_VREDUCE, a->dt, 1, 1);
    e->fn = (uint8_t)op;
    e->args[0] = a;
    return e;
}

lw_expr *lw_expr_copy_node(lw_prog *p, const lw_expr *e)
{
    lw_expr *c = lalloc(p, sizeof *c);
    *c = *e;
    if (e->nargs) {
        c->args = lalloc(p, sizeof(lw_expr *) * (size_t)e->nargs);
        memcpy(c->args, e->args, sizeof(lw_expr *) * (size_t)e->nargs);
    }
    return c;
}

/* ---- statements ------------------------------------------------------- */

static lw_stmt *mks(lw_prog *p, int op)
{
    lw_stmt *s = lalloc(p, sizeof *s);
    s->op = (uint8_t)op;
    s->tail_of = -1;
    return s;
}

lw_stmt *lw_block(lw_prog *p, int n, lw_stmt **list)
{
    lw_stmt *s = mks(p, LS_BLOCK);
    s->list = lalloc(p, sizeof(lw_stmt *) * (size_t)(n ? n : 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (!list[i])
            continue;
        if (list[i]->op == LS_BLOCK && !list[i]->version && !list[i]->transpose &&
            !list[i]->pipe) {
            /* flatten nested blocks */
            lw_stmt **nl = lalloc(p, sizeof(lw_stmt *) * (size_t)(k + list[i]->n + (n - i)));
            memcpy(nl, s->list, sizeof(lw_stmt *) * (size_t)k);
            s->list = nl;
            for (int j = 0; j < list[i]->n; j++)
                s->list[k++] = list[i]->list[j];
        } else {
            s->list[k++] = list[i];
        }
    }
    s->n = k;
    return s;
}

lw_stmt *lw_block2(lw_prog *p, lw_stmt *a, lw_stmt *b)
{
    lw_stmt *l[2] = {a, b};
    return lw_block(p, 2, l);
}

lw_stmt *lw_for(lw_prog *p, int var, lw_expr *min, lw_expr *extent, int kind,
                lw_stmt *body)
{
    lw_stmt *s = mks(p, LS_FOR);
    s->var = var;
    s->min = min;
    s->extent = extent;
    s->kind = (uint8_t)kind;
    s->body = body;
    if (!p->oom)
        p->vars[var].is_loop = 1;
    return s;
}

lw_stmt *lw_if(lw_prog *p, lw_expr *c, lw_stmt *t, lw_stmt *e)
{
    lw_stmt *s = mks(p, LS_IF);
    s->cond = c;
    s->body = t;
    s->els = e;
    return s;
}

lw_stmt *lw_let(lw_prog *p, int var, lw_expr *v, lw_stmt *body)
{
    lw_stmt *s = mks(p, LS_LET);
    s->var = var;
    s->min = v;
    s->body = body;
    return s;
}

lw_stmt *lw_store(lw_prog *p, int buf, int n, lw_expr **idx, lw_expr *v,
                  lw_expr *pred)
{
    lw_stmt *s = mks(p, LS_STORE);
    s->buf = buf;
    s->nidx = n;
    s->idx = lalloc(p, sizeof(lw_expr *) * (size_t)(n ? n : 1));
    if (n)
        memcpy(s->idx, idx, sizeof(lw_expr *) * (size_t)n);
    s->value = v;
    s->cond = pred;
    return s;
}

lw_stmt *lw_alloc(lw_prog *p, int buf, lw_stmt *body)
{
    lw_stmt *s = mks(p, LS_ALLOC);
    s->buf = buf;
    s->body = body;
    return s;
}

lw_stmt *lw_stmt_copy_node(lw_prog *p, const lw_stmt *s)
{
    lw_stmt *c = lalloc(p, sizeof *c);
    *c = *s;
    if (s->op == LS_BLOCK) {
        c->list = lalloc(p, sizeof(lw_stmt *) * (size_t)(s->n ? s->n : 1));
        memcpy(c->list, s->list, sizeof(lw_stmt *) * (size_t)s->n);
    }
    if (s->op == LS_STORE) {
        c->idx = lalloc(p, sizeof(lw_expr *) * (size_t)(s->nidx ? s->nidx : 1));
        memcpy(c->idx, s->idx, sizeof(lw_expr *) * (size_t)s->nidx);
    }
    return c;
}

void lw_list_push(lw_prog *p, lw_list *l, lw_stmt *s)
{
    if (!s)
        return;
    l->v = grow(p, l->v, &l->cap, l->n, sizeof(lw_stmt *));
    if (p->oom)
        return;
    l->v[l->n++] = s;
}

lw_stmt *lw_list_block(lw_prog *p, lw_list *l)
{
    lw_stmt *b = lw_block(p, l->n, l->v);
    l->n = 0;
    return b;
}

/* ---- rewriting -------------------------------------------------------- */

lw_expr *lw_subst(lw_prog *p, lw_expr *e, int var, lw_expr *by)
{
    if (!e)
        return NULL;
    if (e->op == LE_VAR)
        return e->id == var ? by : e;
    if (!lw_expr_uses(e, var))
        return e;
    lw_expr *c = lw_expr_copy_node(p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = lw_subst(p, c->args[i], var, by);
    c->pred = lw_subst(p, c->pred, var, by);
    c->zpad = lw_subst(p, c->zpad, var, by);
    /* lanes may widen when a vector replaces a scalar */
    int lanes = 1;
    for (int i = 0; i < c->nargs; i++)
        lanes = TT_MAX(lanes, c->args[i]->lanes);
    if (c->pred)
        lanes = TT_MAX(lanes, c->pred->lanes);
    if (c->op == LE_BCAST && c->args[0]->lanes == c->lanes)
        return c->args[0];   /* the value became a vector itself */
    if (c->op == LE_RAMP || c->op == LE_BCAST || c->op == LE_VREDUCE)
        return c;
    if (lanes != c->lanes && lanes > 1) {
        c->lanes = (uint8_t)lanes;
        for (int i = 0; i < c->nargs; i++)
            c->args[i] = lw_bcast(p, c->args[i], lanes);
        if (c->pred)
            c->pred = lw_bcast(p, c->pred, lanes);
    }
    return c;
}

typedef struct {
    int var;
    lw_expr *by;
} subst_ctx;

static lw_expr *subst_fn(lw_prog *p, lw_expr *e, void *ctx)
{
    subst_ctx *c = ctx;
    return lw_subst(p, e, c->var, c->by);
}

lw_stmt *lw_subst_stmt(lw_prog *p, lw_stmt *s, int var, lw_expr *by)
{
    subst_ctx c = {var, by};
    return lw_map_exprs(p, s, subst_fn, &c);
}

/* lw_map_exprs: the walker with one callback for every expression op,
 * applied to each expression slot whole. */
typedef struct {
    lw_expr_fn f;
    void *ctx;
} map_ctx;

static lw_expr *map_slot(lw_walk *w, lw_expr *e)
{
    map_ctx *m = w->ctx;
    return m->f(w->p, e, m->ctx);
}

lw_stmt *lw_map_exprs(lw_prog *p, lw_stmt *s, lw_expr_fn f, void *ctx)
{
    map_ctx m = {f, ctx};
    lw_walk w = {.p = p, .ctx = &m};
    for (int op = 0; op < LE_COUNT; op++)
        w.expr[op] = map_slot;
    return lw_walk_stmt(&w, s);
}

int lw_expr_uses(const lw_expr *e, int var)
{
    if (!e)
        return 0;
    if (e->op == LE_VAR)
        return e->id == var;
    for (int i = 0; i < e->nargs; i++)
        if (lw_expr_uses(e->args[i], var))
            return 1;
    return lw_expr_uses(e->pred, var) || lw_expr_uses(e->zpad, var);
}

int lw_stmt_uses(const lw_stmt *s, int var)
{
    if (!s)
        return 0;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            if (lw_stmt_uses(s->list[i], var))
                return 1;
        return 0;
    case LS_FOR:
        return lw_expr_uses(s->min, var) || lw_expr_uses(s->extent, var) ||
               lw_stmt_uses(s->body, var);
    case LS_IF:
        return lw_expr_uses(s->cond, var) || lw_stmt_uses(s->body, var) ||
               lw_stmt_uses(s->els, var);
    case LS_LET:
        return lw_expr_uses(s->min, var) || lw_stmt_uses(s->body, var);
    case LS_STORE:
        for (int i = 0; i < s->nidx; i++)
            if (lw_expr_uses(s->idx[i], var))
                return 1;
        return lw_expr_uses(s->value, var) || lw_expr_uses(s->cond, var);
    case LS_ALLOC:
        return lw_stmt_uses(s->body, var);
    case LS_PARALLEL:
        for (int i = 0; i < s->ncaps; i++)
            if (s->caps[i] == var)
                return 1;
        return lw_expr_uses(s->extent, var);
    }
    return 0;
}

int lw_expr_equal(const lw_expr *a, const lw_expr *b)
{
    if (a == b)
        return 1;
    if (!a || !b)
        return 0;
    if (a->op != b->op || a->dt != b->dt || a->lanes != b->lanes ||
        a->fn != b->fn || a->id != b->id || a->i != b->i ||
        a->nargs != b->nargs)
        return 0;
    if (a->op == LE_FLT && !(a->f == b->f || (isnan(a->f) && isnan(b->f))))
        return 0;
    for (int i = 0; i < a->nargs; i++)
        if (!lw_expr_equal(a->args[i], b->args[i]))
            return 0;
    return lw_expr_equal(a->pred, b->pred);
}

int lw_is_const(const lw_expr *e, int64_t *v)
{
    if (e && e->op == LE_INT && e->lanes == 1) {
        if (v)
            *v = e->i;
        return 1;
    }
    return 0;
}

/* ---- bounds ----------------------------------------------------------- */

#define BIG ((int64_t)1 << 62)

static int sat(__int128 x, int64_t *out)
{
    if (x > BIG || x < -BIG)
        return 0;
    *out = (int64_t)x;
    return 1;
}

int lw_bounds(const lw_prog *p, const lw_expr *e, int64_t *lo, int64_t *hi)
{
    int64_t al, ah, bl, bh;
    if (e->dt != DT_I64)
        return 0;
    switch (e->op) {
    case LE_INT:
        *lo = *hi = e->i;
        return 1;
    case LE_VAR:
        *lo = p->vars[e->id].lo;
        *hi = p->vars[e->id].hi;
        return *lo <= *hi;
    case LE_BCAST:
        return lw_bounds(p, e->args[0], lo, hi);
    case LE_RAMP: {
        if (!lw_bounds(p, e->args[0], &al, &ah))
            return 0;
        __int128 span = (__int128)e->i * (e->lanes - 1);
        __int128 l = (__int128)al + (span < 0 ? span : 0);
        __int128 h = (__int128)ah + (span > 0 ? span : 0);
        return sat(l, lo) && sat(h, hi);
    }
    case LE_ADD:
    case LE_SUB:
        if (!lw_bounds(p, e->args[0], &al, &ah) || !lw_bounds(p, e->args[1], &bl, &bh))
            return 0;
        if (e->op == LE_ADD)
            return sat((__int128)al + bl, lo) && sat((__int128)ah + bh, hi);
        return sat((__int128)al - bh, lo) && sat((__int128)ah - bl, hi);
    case LE_MUL: {
        if (!lw_bounds(p, e->args[0], &al, &ah) || !lw_bounds(p, e->args[1], &bl, &bh))
            return 0;
        __int128 c[4] = {(__int128)al * bl, (__int128)al * bh, (__int128)ah * bl,
                         (__int128)ah * bh};
        __int128 mn = c[0], mx = c[0];
        for (int i = 1; i < 4; i++) {
            if (c[i] < mn) mn = c[i];
            if (c[i] > mx) mx = c[i];
        }
        return sat(mn, lo) && sat(mx, hi);
    }
    case LE_DIV: {
        int64_t d;
        if (!lw_is_const(e->args[1], &d) || d <= 0 ||
            !lw_bounds(p, e->args[0], &al, &ah))
            return 0;
        *lo = ir_floordiv(al, d);
        *hi = ir_floordiv(ah, d);
        return 1;
    }
    case LE_MOD: {
        int64_t d;
        if (!lw_is_const(e->args[1], &d) || d <= 0)
            return 0;
        if (lw_bounds(p, e->args[0], &al, &ah) && al >= 0 && ah < d) {
            *lo = al;
            *hi = ah;
            return 1;
        }
        *lo = 0;
        *hi = d - 1;
        return 1;
    }
    case LE_MIN:
    case LE_MAX: {
        int ka = lw_bounds(p, e->args[0], &al, &ah);
        int kb = lw_bounds(p, e->args[1], &bl, &bh);
        if (e->op == LE_MIN) {
            if (ka && kb) {
                *lo = TT_MIN(al, bl);
                *hi = TT_MIN(ah, bh);
                return 1;
            }
            /* min(x, c) <= c even when x is unbounded below: not enough */
            return 0;
        }
        if (ka && kb) {
            *lo = TT_MAX(al, bl);
            *hi = TT_MAX(ah, bh);
            return 1;
        }
        return 0;
    }
    case LE_SELECT:
        if (!lw_bounds(p, e->args[1], &al, &ah) || !lw_bounds(p, e->args[2], &bl, &bh))
            return 0;
        *lo = TT_MIN(al, bl);
        *hi = TT_MAX(ah, bh);
        return 1;
    case LE_NEG:
        if (!lw_bounds(p, e->args[0], &al, &ah))
            return 0;
        *lo = -ah;
        *hi = -al;
        return 1;
    }
    return 0;
}

/* ---- printing --------------------------------------------------------- */

static const char *binop_str(int op)
{
    switch (op) {
    case LE_ADD: return "+";
    case LE_SUB: return "-";
    case LE_MUL: return "*";
    case LE_DIV: return "/";
    case LE_MOD: return "%";
    case LE_LT: return "<";
    case LE_LE: return "<=";
    case LE_EQ: return "==";
    case LE_NE: return "!=";
    case LE_AND: return "&&";
    case LE_OR: return "||";
    }
    return NULL;
}

static const char *type_str(int dt)
{
    return dt == DT_I64 ? "i64" : ir_dtype_name(dt);
}

void lw_print_expr(tt_buf *b, const lw_prog *p, const lw_expr *e)
{
    const char *bs;
    switch (e->op) {
    case LE_INT:
        tt_buf_printf(b, "%lld", (long long)e->i);
        return;
    case LE_FLT:
        if (isinf(e->f))
            tt_buf_puts(b, e->f < 0 ? "-inf" : "inf");
        else
            tt_buf_printf(b, "%.9g%s", e->f, e->dt == DT_F32 ? "f" : "");
        return;
    case LE_VAR:
        tt_buf_puts(b, p->vars[e->id].name);
        return;
    case LE_LOAD:
        tt_buf_printf(b, "%s[", p->bufs[e->id].name);
        for (int i = 0; i < e->nargs; i++) {
            if (i)
                tt_buf_puts(b, ", ");
            lw_print_expr(b, p, e->args[i]);
        }
        tt_buf_putc(b, ']');
        if (e->pred) {
            tt_buf_puts(b, " if (");
            lw_print_expr(b, p, e->pred);
            tt_buf_putc(b, ')');
        }
        return;
    case LE_RAMP:
        tt_buf_puts(b, "ramp(");
        lw_print_expr(b, p, e->args[0]);
        tt_buf_printf(b, ", %lld, %d)", (long long)e->i, e->lanes);
        return;
    case LE_BCAST:
        tt_buf_puts(b, "x");
        tt_buf_printf(b, "%d(", e->lanes);
        lw_print_expr(b, p, e->args[0]);
        tt_buf_putc(b, ')');
        return;
    case LE_SHIFT:
        tt_buf_puts(b, "shift(");
        lw_print_expr(b, p, e->args[0]);
        tt_buf_printf(b, ", %lld)", (long long)e->i);
        return;
    case LE_CAST:
        tt_buf_printf(b, "%s(", type_str(e->dt));
        lw_print_expr(b, p, e->args[0]);
        tt_buf_putc(b, ')');
        return;
    case LE_NEG:
    case LE_NOT:
        tt_buf_puts(b, e->op == LE_NEG ? "-" : "!");
        tt_buf_putc(b, '(');
        lw_print_expr(b, p, e->args[0]);
        tt_buf_putc(b, ')');
        return;
    }
    bs = binop_str(e->op);
    if (bs) {
        tt_buf_putc(b, '(');
        lw_print_expr(b, p, e->args[0]);
        tt_buf_printf(b, " %s ", bs);
        lw_print_expr(b, p, e->args[1]);
        tt_buf_putc(b, ')');
        return;
    }
    const char *name = e->op == LE_CALL      ? ir_fn_name[e->fn]
                       : e->op == LE_VREDUCE ? ir_stmt_op_spelling[e->fn]
                                             : eop_name[e->op];
    if (e->op == LE_MIN) name = "min";
    if (e->op == LE_MAX) name = "max";
    if (e->op == LE_SELECT) name = "select";
    if (e->op == LE_VREDUCE)
        tt_buf_puts(b, "reduce");
    tt_buf_printf(b, "%s(", name);
    for (int i = 0; i < e->nargs; i++) {
        if (i)
            tt_buf_puts(b, ", ");
        lw_print_expr(b, p, e->args[i]);
    }
    tt_buf_putc(b, ')');
}

static void indent_to(tt_buf *b, int n)
{
    for (int i = 0; i < n; i++)
        tt_buf_puts(b, "  ");
}

void lw_print_stmt(tt_buf *b, const lw_prog *p, const lw_stmt *s, int ind)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        if (s->transpose) {
            indent_to(b, ind);
            tt_buf_puts(b, "{  # transposed stores\n");
            for (int i = 0; i < s->n; i++)
                lw_print_stmt(b, p, s->list[i], ind + 1);
            indent_to(b, ind);
            tt_buf_puts(b, "}\n");
            return;
        }
        for (int i = 0; i < s->n; i++)
            lw_print_stmt(b, p, s->list[i], ind);
        return;
    case LS_FOR:
        indent_to(b, ind);
        tt_buf_printf(b, "%s %s in ", s->wgsize ? "ndrange" : lw_for_kind_name[s->kind],
                      p->vars[s->var].name);
        lw_print_expr(b, p, s->min);
        tt_buf_puts(b, " +: ");
        lw_print_expr(b, p, s->extent);
        if (s->wgsize)
            tt_buf_printf(b, "  # work-groups of %lld", (long long)s->wgsize);
        if (s->tail_of >= 0)
            tt_buf_printf(b, "  # tile %lld, tail %lld of %s", (long long)s->full,
                          (long long)s->tail, p->vars[s->tail_of].name);
        if (s->transpose)
            tt_buf_puts(b, "  # transposing");
        tt_buf_puts(b, s->version ? " {  # versioned\n" : " {\n");
        lw_print_stmt(b, p, s->body, ind + 1);
        indent_to(b, ind);
        tt_buf_puts(b, "}\n");
        return;
    case LS_IF:
        indent_to(b, ind);
        tt_buf_puts(b, "if ");
        lw_print_expr(b, p, s->cond);
        tt_buf_puts(b, " {\n");
        lw_print_stmt(b, p, s->body, ind + 1);
        if (s->els) {
            indent_to(b, ind);
            tt_buf_puts(b, "} else {\n");
            lw_print_stmt(b, p, s->els, ind + 1);
        }
        indent_to(b, ind);
        tt_buf_puts(b, "}\n");
        return;
    case LS_LET:
        indent_to(b, ind);
        tt_buf_printf(b, "let %s = ", p->vars[s->var].name);
        lw_print_expr(b, p, s->min);
        tt_buf_printf(b, "  # in [%lld, %lld]\n", (long long)p->vars[s->var].lo,
                      (long long)p->vars[s->var].hi);
        lw_print_stmt(b, p, s->body, ind);
        return;
    case LS_STORE:
        indent_to(b, ind);
        tt_buf_printf(b, "%s[", p->bufs[s->buf].name);
        for (int i = 0; i < s->nidx; i++) {
            if (i)
                tt_buf_puts(b, ", ");
            lw_print_expr(b, p, s->idx[i]);
        }
        tt_buf_puts(b, "] = ");
        lw_print_expr(b, p, s->value);
        if (s->cond) {
            tt_buf_puts(b, " if (");
            lw_print_expr(b, p, s->cond);
            tt_buf_putc(b, ')');
        }
        tt_buf_putc(b, '\n');
        return;
    case LS_ALLOC: {
        const lw_buf *bf = &p->bufs[s->buf];
        static const char *const scope[] = {"register", "stack", "heap", "work-group memory"};
        indent_to(b, ind);
        tt_buf_printf(b, "alloc %s: %s[", bf->name, ir_dtype_name(bf->dt));
        for (int i = 0; i < bf->rank; i++)
            tt_buf_printf(b, "%s%lld", i ? ", " : "", (long long)bf->shape[i]);
        tt_buf_printf(b, "] in %s\n", scope[bf->scope]);
        lw_print_stmt(b, p, s->body, ind);
        return;
    }
    case LS_BARRIER:
        indent_to(b, ind);
        tt_buf_puts(b, "barrier  # work-group\n");
        return;
    case LS_PARALLEL:
        indent_to(b, ind);
        tt_buf_printf(b, "parallel call %s over 0 +: ", p->funcs[s->fn].name);
        lw_print_expr(b, p, s->extent);
        tt_buf_puts(b, " with (");
        for (int i = 0; i < s->ncaps; i++)
            tt_buf_printf(b, "%s%s", i ? ", " : "", p->vars[s->caps[i]].name);
        tt_buf_puts(b, ")\n");
        return;
    }
}

void lw_print_prog(tt_buf *b, const lw_prog *p)
{
    for (int f = 0; f < p->nfuncs; f++) {
        const lw_func *fn = &p->funcs[f];
        tt_buf_printf(b, "func %s(", fn->name);
        if (f == 0) {
            int first = 1;
            for (int i = 0; i < p->nbufs; i++)
                if (p->bufs[i].param >= 0) {
                    tt_buf_printf(b, "%s%s", first ? "" : ", ", p->bufs[i].name);
                    first = 0;
                }
        } else {
            tt_buf_puts(b, "start, end, closure");
        }
        tt_buf_puts(b, ") {\n");
        lw_print_stmt(b, p, fn->body, 1);
        tt_buf_puts(b, "}\n");
    }
}

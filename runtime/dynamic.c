/*
 * Shape classes: one dimension of an operator declared dynamic over a
 * range (tt_op_set_dynamic), so that a new size in the range costs no
 * tuning and no JIT.
 *
 * A class is served by one class kernel.  The dynamic dimension D must be
 * the outermost dimension of every tensor that has it and be indexed there
 * by one spatial variable that appears nowhere else (rt_dyn_check): then
 * rows of D are independent.  The class kernel is the Task with D = hi
 * made a row class (ir_task_set_rows): its kernel takes the call's rows as
 * a parameter (lower/build.c, "a row class"), so it runs any m in the
 * range on the caller's tensors as they are.  It is resolved like any
 * Task (tuned at hi in the context's mode and budget, cached under its own
 * key) at the first call of the class (class_kernel).
 *
 * On an OpenCL context (row classes are CPU only), or when the class
 * kernel cannot be had, the class is served by blocks: a call with D = m
 * is the same as calls on consecutive row blocks, each a pointer offset
 * into the caller's tensors.  The block sizes form a ladder (rt_dyn_ladder:
 * 1..16, then steps of at most an eighth up to B = min(256, hi)); the
 * kernel of block size b is the ordinary Task with D = b, tuned, cached
 * and shared like any other (it is also the exact kernel of size b).  A
 * call with m rows runs floor(m / B) blocks of B, then the remainder as a
 * sum of ladder sizes chosen by a small dynamic program over the cost
 * sum (b + c): c is the cost of one block call in rows (call_cost: the
 * weights it reads again).  The last block may be padded: its rows are
 * copied into zeroed scratch of the block's size and the valid rows of the
 * outputs copied back.
 *
 *   tt_op_run (size m in [lo, hi], dense tensors)
 *     -> the op's recent signatures (an exact kernel met before: it runs)
 *     -> the class memo: by signature without the row sizes, what first
 *        sight decided for size m
 *     -> first sight of m: bind the Task of size m; an exact kernel in
 *        this context or a winner in the cache is preferred (it runs, as
 *        an exact call); otherwise size m is the class's from now on --
 *        or, in background mode, the class's until the exact kernel the
 *        background thread makes for it (rt_bg_resolve) is ready
 *     -> rt_dyn_exec: the class kernel on m rows (the slot's memo; a miss
 *        binds and resolves the class Task), else the blocks of the plan,
 *        each through the block memo (signature -> entry; a miss binds and
 *        resolves the block's Task)
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "runtime/runtime_internal.h"

/* ---- which dimensions can be dynamic ------------------------------------- */

/* The first node of e that is dimension dim (NULL: none). */
static const ir_expr *find_dim(const ir_expr *e, int dim)
{
    if (!e)
        return NULL;
    if (e->op == E_DIM && e->id == dim)
        return e;
    for (int i = 0; i < e->nargs; i++) {
        const ir_expr *f = find_dim(e->args[i], dim);
        if (f)
            return f;
    }
    return NULL;
}

static int expr_has_dim(const ir_expr *e, int dim)
{
    return find_dim(e, dim) != NULL;
}

static int is_dim(const ir_expr *e, int dim)
{
    return e && e->op == E_DIM && e->id == dim;
}

/* Tensor ti has dim as its outermost dimension (and nowhere else); -1 if
 * dim appears in it otherwise (then dim cannot be dynamic). */
static int row_tensor(const ir_def *d, int ti, int dim)
{
    const ir_tensor *t = &d->tensors[ti];
    if (!t->dims)
        return 0;
    for (int k = 1; k < t->rank; k++)
        if (expr_has_dim(t->dims[k], dim))
            return -1;
    if (t->rank == 0 || !expr_has_dim(t->dims[0], dim))
        return 0;
    return is_dim(t->dims[0], dim) ? 1 : -1;
}

typedef struct dyn_walk {
    const ir_def *d;
    int dim;
    int var;            /* the statement's row variable, -1: none */
    const char *bad;    /* what is wrong */
    int line, col;
} dyn_walk;

/* Every access to a row tensor indexes its dimension 0 with the row
 * variable; the row variable appears nowhere else; D appears in no
 * expression. */
static void walk(dyn_walk *w, const ir_expr *e)
{
    if (!e || w->bad)
        return;
    if (e->op == E_DIM && e->id == w->dim) {
        w->bad = "the body uses the dimension's size";
        w->line = e->line, w->col = e->col;
        return;
    }
    if (e->op == E_VAR && w->var >= 0 && e->id == w->var) {
        w->bad = "the row variable is used other than as the first index of a tensor";
        w->line = e->line, w->col = e->col;
        return;
    }
    if (e->op == E_ACCESS) {
        int rt = row_tensor(w->d, e->id, w->dim);
        int i0 = 0;
        if (rt == 1) {
            const ir_expr *a = e->args[0];
            if (w->var < 0 || a->op != E_VAR || a->id != w->var) {
                w->bad = w->var < 0 ? "a statement that is not computed by rows reads a "
                                      "tensor of the dimension"
                                    : "a tensor of the dimension is indexed by other than the "
                                      "row variable";
                w->line = a->line, w->col = a->col;
                return;
            }
            i0 = 1;
        }
        for (int i = i0; i < e->nargs; i++)
            walk(w, e->args[i]);
        return;
    }
    for (int i = 0; i < e->nargs; i++)
        walk(w, e->args[i]);
}

int rt_dyn_check(const ir_def *d, const char *name, int *dim_out, char *msg, size_t n)
{
    int dim = -1;
    for (int i = 0; i < d->ndims; i++)
        if (strcmp(d->dims[i], name) == 0)
            dim = i;
    if (dim < 0) {
        tt_buf b = {0};
        for (int i = 0; i < d->ndims; i++)
            tt_buf_printf(&b, "%s%s", i ? ", " : "", d->dims[i]);
        tt_snprintf(msg, n, "'%s' has no dimension '%s' (its dimensions: %s)", d->name, name,
                    b.s ? b.s : "none");
        tt_buf_free(&b);
        return TT_ERR_INVALID_ARG;
    }
    for (int ti = 0; ti < d->ntensors; ti++) {
        int rt = row_tensor(d, ti, dim);
        if (rt < 0) {
            tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: %s '%s' has it other "
                        "than as its outermost dimension (a dynamic dimension must be the "
                        "first of every tensor that has it)", name, d->name,
                        d->tensors[ti].kind == T_INPUT ? "input" :
                        d->tensors[ti].kind == T_OUTPUT ? "output" : "intermediate",
                        d->tensors[ti].name);
            return TT_ERR_UNSUPPORTED;
        }
    }
    /* a condition on the size would be checked at the row blocks' sizes,
       not the call's */
    for (int i = 0; i < d->nreqs; i++) {
        const ir_expr *at = find_dim(d->reqs[i], dim);
        if (at) {
            tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: %d:%d: a 'requires' "
                        "condition uses its size", name, d->name, at->line, at->col);
            return TT_ERR_UNSUPPORTED;
        }
    }
    int out_rows = 0;
    for (int o = 0; o < d->noutputs; o++)
        out_rows += row_tensor(d, d->ninputs + o, dim) == 1;
    if (!out_rows) {
        tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: no output has it", name,
                    d->name);
        return TT_ERR_UNSUPPORTED;
    }
    for (int si = 0; si < d->nstmts; si++) {
        const ir_stmt *st = &d->stmts[si];
        dyn_walk w = {.d = d, .dim = dim, .var = -1};
        if (row_tensor(d, st->tensor, dim) == 1) {
            const ir_var *v = &st->vars[0];
            if (st->nspatial < 1 || v->bounded || !is_dim(v->extent, dim)) {
                tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: line %d: the "
                            "first index of '%s' does not range over all of '%s'", name, d->name,
                            st->line, d->tensors[st->tensor].name, name);
                return TT_ERR_UNSUPPORTED;
            }
            w.var = 0;
        }
        for (int v = 0; v < st->nvars; v++) {
            if (v == w.var)
                continue;
            if (expr_has_dim(st->vars[v].extent, dim)) {
                tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: line %d: index "
                            "variable '%s' ranges over '%s' (%s)", name, d->name, st->line,
                            st->vars[v].name, name,
                            st->vars[v].reduce ? "a reduction over the dimension"
                                               : "a second index over the dimension");
                return TT_ERR_UNSUPPORTED;
            }
        }
        walk(&w, st->rhs);
        if (w.bad) {
            tt_snprintf(msg, n, "dimension '%s' of '%s' cannot be dynamic: %d:%d: %s", name,
                        d->name, w.line, w.col, w.bad);
            return TT_ERR_UNSUPPORTED;
        }
    }
    *dim_out = dim;
    return TT_OK;
}

/* ---- the declaration -------------------------------------------------------- */

void rt_dyn_clear(rt_dyn *y)
{
    for (int i = 0; i < RT_DYN_CLASSES; i++) {
        free(y->cls[i].sig);
        free(y->cls[i].dec);
        free(y->cls[i].keys);
    }
    for (int i = 0; i < RT_DYN_BLOCKS; i++)
        free(y->blk[i].sig);
    memset(y->cls, 0, sizeof y->cls);
    memset(y->blk, 0, sizeof y->blk);
    y->next_cls = y->next_blk = 0;
}

int rt_dyn_ladder(int64_t hi, int64_t *ladder)
{
    int n = 0;
    for (int64_t b = 1; b <= RT_DYN_BMAX && b <= hi && n < RT_DYN_LADDER;) {
        ladder[n++] = b;
        int64_t step = 1;
        while (step * 2 * RT_DYN_DIV <= b)
            step *= 2;
        b += step;
    }
    return n;
}

int rt_op_set_dynamic(tt_op *op, const char *name, int64_t lo, int64_t hi)
{
    const ir_def *d = op->def;
    rt_dyn *y = &op->dyn;
    if (lo == 0 && hi == 0) {
        pthread_mutex_lock(&y->mu);
        __atomic_store_n(&y->on, 0, __ATOMIC_RELEASE);
        rt_dyn_clear(y);
        pthread_mutex_unlock(&y->mu);
        return TT_OK;
    }
    if (lo < 1 || hi < lo || hi > RT_DYN_MAX)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_set_dynamic: the range %" PRId64
                       "..%" PRId64 " of '%s' is not 1 <= lo <= hi <= %d", lo, hi, name,
                       RT_DYN_MAX);
    if (d->ninputs + d->noutputs > 64)
        return rt_fail(op->ctx, TT_ERR_UNSUPPORTED, "tt_op_set_dynamic: '%s' has more than 64 "
                       "tensors", d->name);
    char msg[512];
    int dim;
    int st = rt_dyn_check(d, name, &dim, msg, sizeof msg);
    if (st)
        return rt_fail(op->ctx, st, "tt_op_set_dynamic: %s", msg);
    pthread_mutex_lock(&y->mu);
    rt_dyn_clear(y);
    y->dim = dim;
    y->lo = lo;
    y->hi = hi;
    y->nlad = rt_dyn_ladder(hi, y->ladder);
    memset(y->row, 0, sizeof y->row);
    for (int ti = 0; ti < d->ninputs + d->noutputs; ti++)
        y->row[ti] = row_tensor(d, ti, dim) == 1;
    __atomic_store_n(&y->on, 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&y->mu);
    return TT_OK;
}

/* ---- calls -------------------------------------------------------------------- */

static int dense(const tt_tensor *t)
{
    int64_t s = 1;
    int allzero = 1;
    for (int k = 0; k < t->rank; k++)
        if (t->strides[k])
            allzero = 0;
    if (allzero)
        return 1;
    for (int k = t->rank - 1; k >= 0; k--) {
        if (t->shape[k] > 1 && t->strides[k] != s)
            return 0;
        s *= t->shape[k];
    }
    return 1;
}

static int64_t row_elems(const tt_tensor *t)
{
    int64_t r = 1;
    for (int k = 1; k < t->rank; k++)
        r *= t->shape[k];
    return r;
}

/* The call's size if the class serves it (tensors dense, every row tensor
 * of the same size, in range), else 0. */
static int64_t class_size(const tt_op *op, const rt_dyn *y, const tt_tensor *in,
                          const tt_tensor *out)
{
    const ir_def *d = op->def;
    int64_t m = 0;
    for (int ti = 0; ti < d->ninputs + d->noutputs; ti++) {
        const tt_tensor *t = ti < d->ninputs ? &in[ti] : out ? &out[ti - d->ninputs] : NULL;
        if (!t || !y->row[ti])
            continue;
        if (t->rank < 1 || !dense(t))
            return 0;
        if (m == 0)
            m = t->shape[0];
        else if (t->shape[0] != m)
            return 0;   /* the exact path reports the mismatch */
    }
    if (m < y->lo || m > y->hi)
        return 0;
    return m;
}

/* The cost of one block call, in rows: what a call reads besides its rows
 * (the inputs without the dimension: weights) over the cost of a row, the
 * larger of its bytes and its flops at 0.25 byte per flop (a machine
 * balance between cache bandwidth and FMA peak; an estimate, the same on
 * every host), clamped to [1, 32]. */
static int64_t call_cost(const tt_op *op, const ir_task *t, int64_t m)
{
    const ir_def *d = op->def;
    double other = 0, rowb = 0;
    for (int ti = 0; ti < d->ninputs + d->noutputs; ti++) {
        double b = (double)ir_tensor_numel(t, ti) * ir_dtype_size(d->tensors[ti].dtype);
        if (op->dyn.row[ti])
            rowb += b / (double)m;
        else if (ti < d->ninputs)
            other += b;
    }
    double fpr = ir_task_flops(t) / (double)m;
    double per_row = rowb > 0.25 * fpr ? rowb : 0.25 * fpr;
    double c = per_row > 0 ? other / per_row : 1;
    return c < 1 ? 1 : c > 32 ? 32 : (int64_t)(c + 0.5);
}

void rt_dyn_picks(const int64_t *ladder, int nlad, int64_t c, int16_t *pick)
{
    int64_t f[RT_DYN_BMAX + 1];
    f[0] = 0;
    pick[0] = 0;
    for (int64_t x = 1; x <= RT_DYN_BMAX; x++) {
        f[x] = INT64_MAX;
        pick[x] = (int16_t)ladder[nlad - 1];
        for (int i = 0; i < nlad; i++) {
            int64_t b = ladder[i];
            int64_t cost = b + c + (b < x ? f[x - b] : 0);
            if (cost < f[x]) {
                f[x] = cost;
                pick[x] = (int16_t)b;
            }
        }
    }
}

void rt_dyn_plan(int64_t m, int64_t bmax, const int16_t *pick, rt_dyn_plan_t *p)
{
    memset(p, 0, sizeof *p);
    p->m = m;
    p->bmax = bmax;
    p->nbig = m / bmax;
    int64_t x = m - p->nbig * bmax;
    while (x > 0) {
        /* the last piece the plan can hold takes the rest, padded */
        int64_t b = p->n == RT_DYN_PIECES - 1 ? bmax : pick[x];
        p->blk[p->n] = b;
        p->rows[p->n] = b < x ? b : x;
        p->n++;
        x -= b < x ? b : x;
    }
    /* largest first, the padded one last */
    for (int i = 0; i < p->n; i++)
        for (int j = i + 1; j < p->n; j++)
            if (p->rows[j] == p->blk[j] &&
                (p->rows[i] < p->blk[i] || p->blk[j] > p->blk[i])) {
                int64_t tb = p->blk[i], tr = p->rows[i];
                p->blk[i] = p->blk[j], p->rows[i] = p->rows[j];
                p->blk[j] = tb, p->rows[j] = tr;
            }
}

/* The tensors of one block: rows [row0, row0 + rows) of every row tensor
 * as a block of blk rows (data: the caller's, or scratch when padded; blk
 * 0: the class's signature, sizes left out). */
static void block_views(const tt_op *op, const tt_tensor *src, int first, int cnt,
                        int64_t row0, int64_t blk, void *const *scratch, tt_tensor *dst)
{
    for (int i = 0; i < cnt; i++) {
        dst[i] = src[i];
        if (!op->dyn.row[first + i])
            continue;
        dst[i].shape[0] = blk;
        for (int k = 0; k < dst[i].rank; k++)
            dst[i].strides[k] = 0;
        if (scratch && scratch[i])
            dst[i].data = scratch[i];
        else if (src[i].data)
            dst[i].data = (char *)src[i].data +
                          row0 * row_elems(&src[i]) * ir_dtype_size(src[i].dtype);
    }
}

/* The class slot of a call (its signature with the row sizes left out), or
 * -1; create: a new one if none (mu held). */
static int class_slot(tt_op *op, const tt_tensor *in, const tt_tensor *out, int create)
{
    rt_dyn *y = &op->dyn;
    const ir_def *d = op->def;
    if (!out)
        return -1;
    tt_tensor vin[64], vout[64];
    block_views(op, in, 0, d->ninputs, 0, 0, NULL, vin);
    block_views(op, out, d->ninputs, d->noutputs, 0, 0, NULL, vout);
    int64_t sig[RT_SIG_MAX];
    int n = rt_call_sig(op, vin, vout, sig);
    if (n <= 0)
        return -1;
    for (int i = 0; i < RT_DYN_CLASSES; i++)
        if (y->cls[i].sig && y->cls[i].n == n &&
            memcmp(y->cls[i].sig, sig, sizeof(int64_t) * (size_t)n) == 0)
            return i;
    if (!create)
        return -1;
    int64_t *copy = malloc(sizeof(int64_t) * (size_t)n);
    uint8_t *dec = calloc((size_t)(y->hi - y->lo + 1), 1);
    if (!copy || !dec) {
        free(copy);
        free(dec);
        return -1;   /* only a memo */
    }
    memcpy(copy, sig, sizeof(int64_t) * (size_t)n);
    int i = y->next_cls;
    y->next_cls = (y->next_cls + 1) % RT_DYN_CLASSES;
    free(y->cls[i].sig);
    free(y->cls[i].dec);
    free(y->cls[i].keys);
    y->cls[i] = (rt_dyn_class){.n = n, .sig = copy, .c = 0, .dec = dec};
    return i;
}

/* The plan of m rows in class slot i, its picks made for cost c if new
 * (mu held). */
static void slot_plan(rt_dyn *y, int i, int64_t m, int64_t c, rt_dyn_plan_t *p)
{
    rt_dyn_class *k = &y->cls[i];
    if (k->c != c) {
        rt_dyn_picks(y->ladder, y->nlad, c, k->pick);
        k->c = c;
    }
    rt_dyn_plan(m, y->ladder[y->nlad - 1], k->pick, p);
}

int rt_dyn_route(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **exact,
                 rt_dyn_plan_t *plan)
{
    rt_dyn *y = &op->dyn;
    *exact = NULL;
    if (!__atomic_load_n(&y->on, __ATOMIC_ACQUIRE))
        return 0;
    pthread_mutex_lock(&y->mu);
    int64_t m = y->on ? class_size(op, y, in, out) : 0;
    int i = m ? class_slot(op, in, out, 0) : -1;
    int dec = i >= 0 ? y->cls[i].dec[m - y->lo] : 0;
    char pkey[33] = "";
    if (dec == RT_DYN_PENDING)
        memcpy(pkey, y->cls[i].keys[m - y->lo], sizeof pkey);
    if (dec == RT_DYN_CLASS || dec == RT_DYN_PENDING)
        slot_plan(y, i, m, y->cls[i].c, plan);
    pthread_mutex_unlock(&y->mu);
    if (!m)
        return 0;
    if (dec == RT_DYN_PENDING) {
        /* the background thread's exact kernel, once it is ready */
        rt_entry *e;
        if (rt_find_entry(op->ctx, pkey, &e) != TT_OK)
            return 1;
        pthread_mutex_lock(&y->mu);
        i = y->on && m >= y->lo && m <= y->hi ? class_slot(op, in, out, 0) : -1;
        if (i >= 0 && y->cls[i].dec[m - y->lo] == RT_DYN_PENDING)
            y->cls[i].dec[m - y->lo] = RT_DYN_EXACT;
        pthread_mutex_unlock(&y->mu);
        *exact = e;
        return 0;
    }
    if (dec == RT_DYN_CLASS)
        return 1;
    /* the Task of size m, checked as an exact call would be */
    ir_task *t;
    int st = rt_bind(op, in, out, &t);
    if (st)
        return -1;
    rt_entry *e = NULL;
    int have = dec == RT_DYN_EXACT || rt_find_entry(op->ctx, t->key, &e) == TT_OK;
    if (!have && op->ctx->store) {
        cache_winner w;
        int found = 0;
        if (cache_winner_get(op->ctx->store, t->key, op->ctx->hw, &w, &found) == TT_OK &&
            found) {
            cache_winner_clear(&w);
            have = 1;
        }
    }
    int64_t c = have ? 1 : call_cost(op, t, m);
    /* background mode: the class serves the size while the background
       thread makes its exact kernel (compiled, then tuned) */
    const rt_env *env = &op->ctx->env;
    int tier = !have && env->tune_mode == RT_MODE_BACKGROUND &&
               env->budget_kind != RT_BUDGET_NONE && !env->require_cached;
    int planned = 0, pending = 0;
    pthread_mutex_lock(&y->mu);
    if (y->on && m >= y->lo && m <= y->hi) {
        i = class_slot(op, in, out, 1);
        if (i >= 0 && tier && !y->cls[i].keys)
            y->cls[i].keys = calloc((size_t)(y->hi - y->lo + 1), sizeof *y->cls[i].keys);
        if (i >= 0 && tier && y->cls[i].keys) {
            tt_snprintf(y->cls[i].keys[m - y->lo], sizeof y->cls[i].keys[0], "%s", t->key);
            pending = 1;
        }
        if (i >= 0)
            y->cls[i].dec[m - y->lo] = have ? RT_DYN_EXACT : pending ? RT_DYN_PENDING
                                                                    : RT_DYN_CLASS;
        if (i >= 0 && !have) {
            slot_plan(y, i, m, c, plan);
            planned = 1;
        }
    }
    if (!have && !planned && y->on && y->nlad > 0) {
        /* no slot (prepare without outputs, or out of memory): plan anew */
        int16_t pick[RT_DYN_BMAX + 1];
        rt_dyn_picks(y->ladder, y->nlad, c, pick);
        rt_dyn_plan(m, y->ladder[y->nlad - 1], pick, plan);
        planned = 1;
    }
    pthread_mutex_unlock(&y->mu);
    if (have) {
        st = rt_resolve(op->ctx, t, exact);   /* takes t */
        return st ? -1 : 0;
    }
    if (pending) {
        if (rt_bg_resolve(op->ctx, t) != TT_OK)   /* takes t */
            rt_log(op->ctx, LOG_WARN, "'%s': no background thread for the exact kernel of a "
                   "size its shape class serves: %s", op->def->name, rt_errmsg(op->ctx));
    } else {
        ir_task_free(t);
    }
    if (!planned)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "'%s': the shape class was dropped during "
                       "the call", op->def->name), -1;
    return 1;
}

/* The entry of a block call (through the block memo). */
static int block_entry(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **e)
{
    rt_dyn *y = &op->dyn;
    int64_t sig[RT_SIG_MAX];
    int ns = rt_call_sig(op, in, out, sig);
    *e = NULL;
    if (ns > 0) {
        pthread_mutex_lock(&y->mu);
        for (int i = 0; i < RT_DYN_BLOCKS && !*e; i++)
            if (y->blk[i].sig && y->blk[i].n == ns &&
                memcmp(y->blk[i].sig, sig, sizeof(int64_t) * (size_t)ns) == 0)
                *e = y->blk[i].e;
        pthread_mutex_unlock(&y->mu);
        if (*e)
            return TT_OK;
    }
    ir_task *t;
    int st = rt_bind(op, in, out, &t);
    if (st)
        return st;
    st = rt_resolve(op->ctx, t, e);
    if (st)
        return st;
    int64_t *copy = ns > 0 ? malloc(sizeof(int64_t) * (size_t)ns) : NULL;
    if (copy) {
        memcpy(copy, sig, sizeof(int64_t) * (size_t)ns);
        pthread_mutex_lock(&y->mu);
        rt_dyn_block *b = &y->blk[y->next_blk];
        y->next_blk = (y->next_blk + 1) % RT_DYN_BLOCKS;
        free(b->sig);
        *b = (rt_dyn_block){.n = ns, .sig = copy, .e = *e};
        pthread_mutex_unlock(&y->mu);
    }
    return TT_OK;
}

/* Run one block: rows from row0 of the caller's tensors, or scratch
 * buffers (sin, sout: NULL, or by tensor NULL for the caller's). */
static int run_block(tt_op *op, const tt_tensor *in, const tt_tensor *out, int64_t row0,
                     int64_t blk, void *const *sin, void *const *sout)
{
    const ir_def *d = op->def;
    tt_tensor bin[64], bout[64];
    block_views(op, in, 0, d->ninputs, row0, blk, sin, bin);
    block_views(op, out, d->ninputs, d->noutputs, row0, blk, sout, bout);
    rt_entry *e;
    int st = block_entry(op, bin, bout, &e);
    return st ? st : rt_op_exec(op, e, bin, bout);
}

/* The class kernel of a call's class slot: the Task at the class's largest
 * size, made a row class (ir_task_set_rows), resolved as any Task is (the
 * context's mode and budget, the cache: its key is its own).  *e NULL
 * (and TT_OK) when there is none to be had -- an OpenCL target, or it
 * failed once -- and blocks serve the class. */
static int class_kernel(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **e)
{
    rt_dyn *y = &op->dyn;
    const ir_def *d = op->def;
    *e = NULL;
    /* the slot memo needs the outputs (tt_op_prepare may have none: then
       the Task is resolved again, found in the context at the next call) */
    pthread_mutex_lock(&y->mu);
    int i = y->on && out ? class_slot(op, in, out, 1) : -1;
    int fail = !y->on || (i >= 0 && y->cls[i].kfail);
    if (i >= 0)
        *e = y->cls[i].ke;
    int64_t hi = y->hi, lo = y->lo;
    int dim = y->dim;
    pthread_mutex_unlock(&y->mu);
    if (*e || fail)
        return TT_OK;
    tt_tensor vin[64], vout[64];
    block_views(op, in, 0, d->ninputs, 0, hi, NULL, vin);
    if (out)
        block_views(op, out, d->ninputs, d->noutputs, 0, hi, NULL, vout);
    ir_task *t;
    int st = rt_bind(op, vin, out ? vout : NULL, &t);
    char msg[256] = "";
    if (st == TT_OK && t->target.kind != IR_TARGET_CPU) {
        tt_snprintf(msg, sizeof msg, "row classes are compiled for the CPU only");
        st = TT_ERR_UNSUPPORTED;
        ir_task_free(t);
    } else if (st == TT_OK && (st = ir_task_set_rows(t, dim, lo, msg, sizeof msg)) != TT_OK) {
        ir_task_free(t);
    } else if (st == TT_OK) {
        st = rt_resolve(op->ctx, t, e);   /* takes t */
        if (st)
            tt_snprintf(msg, sizeof msg, "%s", rt_errmsg(op->ctx));
    } else {
        tt_snprintf(msg, sizeof msg, "%s", rt_errmsg(op->ctx));
    }
    pthread_mutex_lock(&y->mu);
    i = y->on && out ? class_slot(op, in, out, 1) : -1;
    if (i >= 0 && st == TT_OK)
        y->cls[i].ke = *e;
    if (i >= 0 && st != TT_OK)
        y->cls[i].kfail = 1;
    pthread_mutex_unlock(&y->mu);
    if (st != TT_OK) {
        /* an OpenCL context is told once, at INFO: its classes always run
           on blocks (docs/TUNING.md); any other failure is a warning */
        *e = NULL;
        rt_log(op->ctx, st == TT_ERR_UNSUPPORTED ? LOG_INFO : LOG_WARN,
               "'%s': no class kernel for %s in %" PRId64 "..%" PRId64
               " (%s): blocks serve the class", d->name, d->dims[dim], lo, hi, msg);
    }
    return TT_OK;
}

int rt_dyn_exec(tt_op *op, const tt_tensor *in, const tt_tensor *out, const rt_dyn_plan_t *plan,
                int prepare_only)
{
    const ir_def *d = op->def;
    int nin = d->ninputs, nout = d->noutputs;
    rt_dyn_plan_t p = *plan;
    int st;
    rt_entry *ke;
    if ((st = class_kernel(op, in, out, &ke)) != TT_OK)
        return st;
    if (ke)   /* one kernel for every size: the call's rows at run time */
        return prepare_only ? TT_OK : rt_op_exec_rows(op, ke, in, out, p.m);
    tt_tensor bin[64];
    int64_t row0 = 0;
    int npieces = (int)(p.nbig > 0 ? 1 : 0) + p.n;
    for (int pi = 0; pi < npieces; pi++) {
        int big = p.nbig > 0 && pi == 0;
        int64_t blk = big ? p.bmax : p.blk[pi - (p.nbig > 0)];
        int64_t rows = big ? p.bmax : p.rows[pi - (p.nbig > 0)];
        int64_t reps = big ? p.nbig : 1;
        if (prepare_only) {
            block_views(op, in, 0, nin, 0, blk, NULL, bin);
            rt_entry *e;
            st = block_entry(op, bin, NULL, &e);
            if (st)
                return st;
            continue;
        }
        if (rows == blk) {
            for (int64_t r = 0; r < reps; r++, row0 += blk)
                if ((st = run_block(op, in, out, row0, blk, NULL, NULL)) != TT_OK)
                    return st;
            continue;
        }
        /* the padded block: scratch of blk rows, zeroed past the valid ones */
        void *sin[64] = {NULL}, *sout[64] = {NULL};
        st = TT_OK;
        for (int ti = 0; ti < nin + nout && !st; ti++) {
            if (!op->dyn.row[ti])
                continue;
            const tt_tensor *t = ti < nin ? &in[ti] : &out[ti - nin];
            size_t rb = (size_t)(row_elems(t) * ir_dtype_size(t->dtype));
            void *s = calloc((size_t)blk, rb);
            if (!s) {
                st = rt_fail(op->ctx, TT_ERR_NOMEM, "out of memory (a padded block of '%s')",
                             d->name);
                break;
            }
            memcpy(s, (const char *)t->data + (size_t)row0 * rb, (size_t)rows * rb);
            if (ti < nin)
                sin[ti] = s;
            else
                sout[ti - nin] = s;
        }
        if (!st)
            st = run_block(op, in, out, row0, blk, sin, sout);
        for (int o = 0; o < nout && !st; o++)
            if (sout[o]) {
                size_t rb = (size_t)(row_elems(&out[o]) * ir_dtype_size(out[o].dtype));
                memcpy((char *)out[o].data + (size_t)row0 * rb, sout[o], (size_t)rows * rb);
            }
        for (int i = 0; i < 64; i++) {
            free(sin[i]);
            free(sout[i]);
        }
        if (st)
            return st;
        row0 += rows;
    }
    return TT_OK;
}

/* tt_op_report of a call of m rows that a class kernel serves: 1 and *r
 * filled (the kernel's entry, or "not compiled yet"); -1 when blocks serve
 * the class (an OpenCL target); 0 on a bind error. */
static int class_kernel_report(tt_op *op, const tt_tensor *in, int64_t m, int64_t lo, int64_t hi,
                               const char *dname, tt_report *r)
{
    const ir_def *d = op->def;
    tt_tensor vin[64];
    block_views(op, in, 0, d->ninputs, 0, hi, NULL, vin);
    ir_task *t;
    char msg[256];
    if (rt_bind(op, vin, NULL, &t) != TT_OK)
        return 0;
    if (t->target.kind != IR_TARGET_CPU) {
        ir_task_free(t);
        return -1;
    }
    if (ir_task_set_rows(t, op->dyn.dim, lo, msg, sizeof msg) != TT_OK) {
        ir_task_free(t);
        return -1;
    }
    rt_entry *e = NULL;
    int st = rt_find_entry(op->ctx, t->key, &e);
    ir_task_free(t);
    memset(r, 0, sizeof *r);
    tt_buf b = {0};
    tt_buf_printf(&b, "class %s in %" PRId64 "..%" PRId64 ": %" PRId64 " rows of one kernel",
                  dname, lo, hi, m);
    if (st != TT_OK) {
        tt_buf_puts(&b, " [not compiled yet]");
    } else {
        pthread_mutex_lock(&e->mu);
        r->cache_hit = e->kind == RT_KIND_CACHED;
        r->tuned = e->kind == RT_KIND_TUNED;
        r->tune_ms = e->tune_ms;
        r->compile_ms = e->kernel ? e->kernel->compile_ms : 0;
        r->tuning = e->tuning;
        tt_snprintf(r->reused_from, sizeof r->reused_from, "%s", e->reused_from);
        tt_buf_printf(&b, " (%s): ", rt_kind_name[e->kind]);
        lw_sched_print(&b, e->task, &e->sched);
        pthread_mutex_unlock(&e->mu);
    }
    tt_snprintf(r->kernel, sizeof r->kernel, "class");
    tt_snprintf(r->config, sizeof r->config, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
    return 1;
}

/* tt_op_report for a call the class serves: 1 and *r filled, 0 if it does
 * not serve these shapes. */
int rt_dyn_report(tt_op *op, const tt_tensor *in, tt_report *r)
{
    rt_dyn *y = &op->dyn;
    if (!__atomic_load_n(&y->on, __ATOMIC_ACQUIRE))
        return 0;
    pthread_mutex_lock(&y->mu);
    int64_t m = y->on ? class_size(op, y, in, NULL) : 0;
    const char *dname = op->def->dims[y->dim];
    int64_t lo = y->lo, hi = y->hi, lad[RT_DYN_LADDER];
    int nlad = y->nlad;
    memcpy(lad, y->ladder, sizeof lad);
    pthread_mutex_unlock(&y->mu);
    if (!m || nlad < 1)
        return 0;
    int kr = class_kernel_report(op, in, m, lo, hi, dname, r);
    if (kr >= 0)
        return kr;
    ir_task *t;
    if (rt_bind(op, in, NULL, &t) != TT_OK)
        return 0;
    int64_t c = call_cost(op, t, m);
    ir_task_free(t);
    int16_t pick[RT_DYN_BMAX + 1];
    rt_dyn_picks(lad, nlad, c, pick);
    rt_dyn_plan_t p;
    rt_dyn_plan(m, lad[nlad - 1], pick, &p);
    tt_buf b = {0};
    tt_buf_printf(&b, "class %s in %" PRId64 "..%" PRId64 ": %" PRId64 " =", dname, lo, hi, p.m);
    int all_cached = 1, any = 0, missing = 0;
    const ir_def *d = op->def;
    memset(r, 0, sizeof *r);
    for (int pi = -1; pi < p.n; pi++) {
        if (pi < 0 && p.nbig == 0)
            continue;
        int64_t blk = pi < 0 ? p.bmax : p.blk[pi];
        if (pi < 0)
            tt_buf_printf(&b, " %" PRId64 "x%" PRId64, p.nbig, blk);
        else if (p.rows[pi] < blk)
            tt_buf_printf(&b, "%s %" PRId64 " (padded to %" PRId64 ")", any ? " +" : "",
                          p.rows[pi], blk);
        else
            tt_buf_printf(&b, "%s %" PRId64, any ? " +" : "", blk);
        any = 1;
        tt_tensor bin[64];
        block_views(op, in, 0, d->ninputs, 0, blk, NULL, bin);
        rt_entry *e = NULL;
        int st = rt_bind(op, bin, NULL, &t);
        if (st == TT_OK) {
            st = rt_find_entry(op->ctx, t->key, &e);
            ir_task_free(t);
        }
        if (st != TT_OK) {
            all_cached = 0;   /* not compiled yet */
            missing++;
            continue;
        }
        pthread_mutex_lock(&e->mu);
        all_cached &= e->kind == RT_KIND_CACHED;
        r->tuned |= e->kind == RT_KIND_TUNED;
        r->tune_ms += e->tune_ms;
        r->compile_ms += e->kernel ? e->kernel->compile_ms : 0;
        r->tuning |= e->tuning;
        pthread_mutex_unlock(&e->mu);
    }
    if (missing)
        tt_buf_printf(&b, " [%d block%s not compiled yet]", missing, missing == 1 ? "" : "s");
    r->cache_hit = all_cached;
    tt_snprintf(r->kernel, sizeof r->kernel, "class");
    tt_snprintf(r->config, sizeof r->config, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
    return 1;
}

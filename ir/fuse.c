/*
 * The fused-reduction form of a Task.
 *
 * In a statement, a run of reduction variables that index consecutive
 * dimensions of one input read whole and densely -- c, ky, kx of an OIHW
 * convolution's Wt[f, c, ky, kx] -- becomes one variable over their
 * product.  That read then steps by one element along it, so a schedule
 * can vectorize it as it lies in memory (no per-call transpose of the
 * weights); the other reads see the old variables as r / (e2 e3),
 * r / e3 % e2 and r % e3 (an im2col, which a schedule packs).
 *
 *   Y[n,f,y,x] += X[n, c, 2y+ky-1, 2x+kx-1] * Wt[f, c, ky, kx]
 *   ->  Y[n,f,y,x] += X[n, r/9, 2y+r/3%3-1, 2x+r%3-1] * Wt'[f, r]
 *
 * Wt' is the same memory seen with the run's dimensions merged.  The
 * result is a Task of its own (ir_task.fused), over a definition of its
 * own with every dimension a constant, equal in meaning to the original:
 * the interpreter gives the same outputs on both.  A schedule of the
 * fused form (lw_sched.form) is lowered against it; keys, caches and
 * checks stay the original Task's.  At most one run per Task is fused
 * (the longest; the first on a tie), on the CPU only, and only a run whose
 * merged dimension is contiguous and 32 or more long.
 */
#include <string.h>

#include "ir/ir.h"

typedef struct {
    const ir_task *t;
    ir_def *d;            /* the new definition (its arena) */
    int si;               /* the fused statement */
    int tensor;           /* the read tensor whose run is merged */
    int d0, k;            /* the run: dimensions d0 .. d0+k-1 */
    int var[TT_MAX_RANK]; /* the run's variables, outer first */
    int newid[64];        /* statement si: old var -> new var (-1: in the run) */
    int rid;              /* the fused variable's id */
    int oom;
} fctx;

static void *falloc(fctx *f, size_t n)
{
    void *p = tt_arena_alloc(&f->d->arena, n);
    if (!p)
        f->oom = 1;
    return p;
}

static ir_expr *node(fctx *f, int op, int nargs, const ir_expr *like)
{
    ir_expr *e = falloc(f, sizeof *e);
    if (!e)
        return NULL;
    memset(e, 0, sizeof *e);
    e->op = (uint8_t)op;
    e->type = DT_I32;
    e->nargs = nargs;
    if (like) {
        e->line = like->line;
        e->col = like->col;
    }
    if (nargs > 0) {
        e->args = falloc(f, sizeof(ir_expr *) * (size_t)nargs);
        if (!e->args)
            return NULL;
    }
    return e;
}

static ir_expr *fin(ir_expr *e)
{
    if (!e)
        return NULL;
    int h = 0;
    for (int i = 0; i < e->nargs; i++)
        if (e->args[i] && e->args[i]->depth > h)
            h = e->args[i]->depth;
    e->depth = (uint16_t)(h + 1);
    return e;
}

static ir_expr *cint(fctx *f, int64_t v, const ir_expr *like)
{
    ir_expr *e = node(f, E_INT, 0, like);
    if (e)
        e->ival = v;
    return fin(e);
}

static ir_expr *bin(fctx *f, int op, ir_expr *a, ir_expr *b, const ir_expr *like)
{
    if (!a || !b)
        return NULL;
    ir_expr *e = node(f, op, 2, like);
    if (!e)
        return NULL;
    e->args[0] = a;
    e->args[1] = b;
    return fin(e);
}

/* Merged dimension of the fused tensor: element count of the run. */
static int64_t run_len(const fctx *f)
{
    int64_t n = 1;
    for (int j = 0; j < f->k; j++)
        n *= f->t->shape[f->tensor][f->d0 + j];
    return n;
}

/* Copy e (of statement si; -1: a shape expression) with dimensions as
 * constants, the run's variables in terms of the fused one and reads of
 * the fused tensor with the run's indices merged. */
static ir_expr *copy(fctx *f, int si, const ir_expr *e)
{
    if (!e || f->oom)
        return NULL;
    if (e->op == E_DIM)
        return cint(f, f->t->dim[e->id], e);
    if (e->op == E_VAR && si == f->si) {
        int id = f->newid[e->id];
        if (id >= 0) {
            ir_expr *v = node(f, E_VAR, 0, e);
            if (v) {
                *v = *e;
                v->id = id;
            }
            return v;
        }
        /* position j of the run: r / (e_{j+1} ... e_k) % e_j */
        int j = 0;
        while (f->var[j] != e->id)
            j++;
        int64_t below = 1;
        for (int q = j + 1; q < f->k; q++)
            below *= f->t->extent[si][f->var[q]];
        ir_expr *r = node(f, E_VAR, 0, e);
        if (!r)
            return NULL;
        *r = *e;
        r->id = f->rid;
        if (below > 1)
            r = bin(f, E_DIV, r, cint(f, below, e), e);
        if (j > 0)
            r = bin(f, E_MOD, r, cint(f, f->t->extent[si][e->id], e), e);
        return r;
    }
    ir_expr *c = node(f, e->op, e->nargs, e);
    if (!c)
        return NULL;
    ir_expr **args = c->args;
    *c = *e;
    c->args = args;
    if (e->op == E_ACCESS && e->id == f->tensor) {
        /* the run's indices merged: the fused variable itself */
        int direct = si == f->si;
        for (int j = 0; direct && j < f->k; j++)
            direct = e->args[f->d0 + j]->op == E_VAR && e->args[f->d0 + j]->id == f->var[j];
        if (!direct) {   /* read_once: the fused read is the only one */
            f->oom = 1;
            return NULL;
        }
        ir_expr *m = node(f, E_VAR, 0, e->args[f->d0]);
        if (m) {
            *m = *e->args[f->d0];
            m->id = f->rid;
        }
        int n = 0;
        for (int i = 0; i < e->nargs; i++) {
            if (i > f->d0 && i < f->d0 + f->k)
                continue;
            c->args[n++] = i == f->d0 ? m : copy(f, si, e->args[i]);
        }
        c->nargs = n;
        return f->oom ? NULL : fin(c);
    }
    for (int i = 0; i < e->nargs; i++) {
        c->args[i] = copy(f, si, e->args[i]);
        if (!c->args[i])
            return NULL;
    }
    return fin(c);
}

/* The longest run of read rd (k >= 2, two of its extents > 1, unit
 * stride, 32 elements or more), as d0/k; 0 when none. */
static int read_run(const ir_task *t, int si, const ir_expr *rd, int *d0, int *k)
{
    const ir_def *d = t->def;
    const ir_stmt *s = &d->stmts[si];
    int ti = rd->id, best = 0;
    if (ti >= d->ninputs)
        return 0;
    for (int a = 0; a < rd->nargs; a++) {
        uint64_t used = 0;
        int n = 0, real = 0;
        while (a + n < rd->nargs) {
            const ir_expr *x = rd->args[a + n];
            if (x->op != E_VAR || x->id < s->nspatial || (used >> x->id & 1) ||
                t->extent[si][x->id] != t->shape[ti][a + n])
                break;
            if (n > 0 && t->stride[ti][a + n - 1] !=
                             t->stride[ti][a + n] * t->shape[ti][a + n])
                break;
            used |= 1ull << x->id;
            real += t->extent[si][x->id] > 1;
            n++;
        }
        /* two variables that loop, at least (a 1x1 window's are no run);
           the merged dimension contiguous, and at least 32 long: the form
           exists to run vector lanes along it (an NHWC convolution's HWIO
           weights are contiguous along the output channels, a 3x3
           depthwise window is 9 taps: no form) */
        int64_t len = 1;
        for (int j = 0; j < n; j++)
            len *= t->shape[ti][a + j];
        if (real >= 2 && n > best && t->stride[ti][a + n - 1] == 1 && len >= 32) {
            best = n;
            *d0 = a;
        }
    }
    *k = best;
    return best >= 2;
}

static void find_reads(const ir_expr *e, const ir_expr **out, int *n, int max)
{
    if (!e)
        return;
    if (e->op == E_ACCESS && *n < max)
        out[(*n)++] = e;
    for (int i = 0; i < e->nargs; i++)
        find_reads(e->args[i], out, n, max);
}

/* The fused tensor read once in the whole Task.  Another read would need
 * its indices merged into one, and one that leaves a merged dimension
 * (reading 0 there) would alias an element of its neighbour. */
static int read_once(const ir_task *t, const ir_expr *rd)
{
    for (int si = 0; si < t->def->nstmts; si++) {
        const ir_expr *reads[64];
        int n = 0;
        find_reads(t->def->stmts[si].rhs, reads, &n, 64);
        if (n >= 64)
            return 0;
        for (int i = 0; i < n; i++)
            if (reads[i]->id == rd->id && reads[i] != rd)
                return 0;
    }
    return 1;
}

/* The reads the run's variables index besides the fused one (the input
 * of a convolution: its im2col) move with none of the fused read's
 * spatial variables: one panel then serves every output channel.  A
 * grouped convolution's input moves with the output channel (its group):
 * each tile of channels would copy its own panel (ResNeXt 3x3 C128 56x56
 * with 32 groups: 37 ms against 0.4).  No form then. */
static int apart(const ir_task *t, int si, const ir_expr *const *reads, int n, int q, int d0,
                 int k)
{
    const ir_stmt *s = &t->def->stmts[si];
    uint64_t run = 0, spatial = ((uint64_t)1 << s->nspatial) - 1;
    for (int j = 0; j < k; j++)
        run |= 1ull << reads[q]->args[d0 + j]->id;
    uint64_t mine = ir_read_uses(t, si, reads[q]) & spatial;
    for (int i = 0; i < n; i++)
        if (i != q && (ir_read_uses(t, si, reads[i]) & run) &&
            (ir_read_uses(t, si, reads[i]) & mine))
            return 0;
    return 1;
}

static int choose(const ir_task *t, fctx *f)
{
    const ir_def *d = t->def;
    int best = 0;
    for (int si = 0; si < d->nstmts; si++) {
        const ir_stmt *s = &d->stmts[si];
        if (s->nvars - s->nspatial < 2 || s->nvars > 64)
            continue;
        const ir_expr *reads[64];
        int n = 0;
        find_reads(s->rhs, reads, &n, 64);
        for (int i = 0; i < n; i++) {
            int d0, k;
            if (read_run(t, si, reads[i], &d0, &k) && k > best &&
                read_once(t, reads[i]) && apart(t, si, reads, n, i, d0, k)) {
                best = k;
                f->si = si;
                f->tensor = reads[i]->id;
                f->d0 = d0;
                f->k = k;
                for (int j = 0; j < k; j++)
                    f->var[j] = reads[i]->args[d0 + j]->id;
            }
        }
    }
    return best >= 2;
}

/* An empty definition that owns its arena. */
static ir_def *new_def(void)
{
    tt_arena a = {0};
    ir_def *d = tt_arena_alloc(&a, sizeof *d);
    if (!d)
        return NULL;
    memset(d, 0, sizeof *d);
    d->arena = a;
    return d;
}

/* A form's definition: the original's name, tensor counts and attributes
 * (the original definition outlives its Tasks). */
static void copy_header(ir_def *n, const ir_def *d)
{
    n->name = d->name;
    n->line = d->line;
    n->col = d->col;
    n->ntensors = d->ntensors;
    n->ninputs = d->ninputs;
    n->noutputs = d->noutputs;
    n->nattrs = d->nattrs;
    n->attrs = d->attrs;
}

static int build_def(fctx *f)
{
    const ir_task *t = f->t;
    const ir_def *d = t->def;
    ir_def *n = f->d;
    copy_header(n, d);
    n->nstmts = d->nstmts;
    n->tensors = falloc(f, sizeof(ir_tensor) * (size_t)d->ntensors);
    n->stmts = falloc(f, sizeof(ir_stmt) * (size_t)d->nstmts);
    if (f->oom)
        return -1;
    for (int i = 0; i < d->ntensors; i++) {
        const ir_tensor *o = &d->tensors[i];
        ir_tensor *x = &n->tensors[i];
        *x = *o;
        x->dims = falloc(f, sizeof(ir_expr *) * (size_t)(o->rank + 1));
        if (!x->dims)
            return -1;
        if (i == f->tensor) {
            int r = 0;
            for (int k = 0; k < o->rank; k++) {
                if (k > f->d0 && k < f->d0 + f->k)
                    continue;
                x->dims[r++] = cint(f, k == f->d0 ? run_len(f) : t->shape[i][k], o->dims[k]);
            }
            x->rank = r;
        } else {
            for (int k = 0; k < o->rank; k++)
                x->dims[k] = o->kind == T_INPUT ? cint(f, t->shape[i][k], o->dims[k])
                                                : copy(f, -1, o->dims[k]);
        }
    }
    for (int si = 0; si < d->nstmts; si++) {
        const ir_stmt *o = &d->stmts[si];
        ir_stmt *x = &n->stmts[si];
        *x = *o;
        x->vars = falloc(f, sizeof(ir_var) * (size_t)(o->nvars + 1));
        if (!x->vars)
            return -1;
        int nv = 0;
        for (int v = 0; v < o->nvars; v++) {
            int in_run = 0;
            for (int j = 0; si == f->si && j < f->k; j++)
                in_run |= f->var[j] == v;
            if (si == f->si)
                f->newid[v] = in_run ? -1 : nv;
            if (in_run && v != f->var[0]) {
                continue;
            }
            x->vars[nv] = o->vars[v];
            if (in_run) {
                /* the fused variable, where the run's first one was */
                int64_t e = 1;
                for (int j = 0; j < f->k; j++)
                    e *= t->extent[si][f->var[j]];
                x->vars[nv].name = "r";
                for (int j = 0; j < f->k; j++) {
                    const char *a = o->vars[f->var[j]].name;
                    size_t len = strlen(a);
                    char *nm = falloc(f, (j ? strlen(x->vars[nv].name) + 1 : 0) + len + 1);
                    if (!nm)
                        return -1;
                    if (j)
                        strcpy(nm, x->vars[nv].name), strcat(nm, "_");
                    else
                        nm[0] = 0;
                    strcat(nm, a);
                    x->vars[nv].name = nm;
                }
                x->vars[nv].bounded = 1;
                x->vars[nv].extent = cint(f, e, o->vars[v].extent);
                f->rid = nv;
            } else {
                x->vars[nv].extent = copy(f, -1, o->vars[v].extent);
                if (!x->vars[nv].extent)
                    return -1;
            }
            nv++;
        }
        x->nvars = nv;
    }
    for (int si = 0; si < d->nstmts; si++) {
        n->stmts[si].rhs = copy(f, si, d->stmts[si].rhs);
        if (!n->stmts[si].rhs)
            return -1;
    }
    return f->oom ? -1 : 0;
}

ir_task *ir_task_fuse(const ir_task *t)
{
    if (!t || t->target.kind != IR_TARGET_CPU || t->def->ninputs > 64)
        return NULL;
    fctx f;
    memset(&f, 0, sizeof f);
    f.t = t;
    if (!choose(t, &f))
        return ir_task_merge(t);
    ir_def *d = new_def();
    if (!d)
        return NULL;
    f.d = d;
    if (build_def(&f) != 0) {
        ir_def_free(d);
        return NULL;
    }
    /* bind it with the original's shapes, the run's dimensions merged */
    const ir_def *o = t->def;
    int nin = o->ninputs, nout = o->noutputs;
    int rank[64];
    int64_t(*shape)[TT_MAX_RANK] = tt_arena_alloc(&d->arena, sizeof(*shape) * (size_t)nin);
    int64_t(*stride)[TT_MAX_RANK] = tt_arena_alloc(&d->arena, sizeof(*stride) * (size_t)nin);
    int64_t(*ostride)[TT_MAX_RANK] =
        tt_arena_alloc(&d->arena, sizeof(*ostride) * (size_t)(nout + 1));
    if (!shape || !stride || !ostride) {
        ir_def_free(d);
        return NULL;
    }
    for (int i = 0; i < nin; i++) {
        int r = 0;
        for (int k = 0; k < o->tensors[i].rank; k++) {
            if (i == f.tensor && k > f.d0 && k < f.d0 + f.k)
                continue;
            shape[i][r] = i == f.tensor && k == f.d0 ? run_len(&f) : t->shape[i][k];
            stride[i][r] = i == f.tensor && k == f.d0 ? t->stride[i][f.d0 + f.k - 1]
                                                     : t->stride[i][k];
            r++;
        }
        rank[i] = r;
    }
    for (int i = 0; i < nout; i++)
        for (int k = 0; k < o->tensors[nin + i].rank; k++)
            ostride[i][k] = t->stride[nin + i][k];
    ir_bind_in in = {
        .nin = nin, .rank = rank, .shape = (const int64_t(*)[TT_MAX_RANK])shape,
        .stride = (const int64_t(*)[TT_MAX_RANK])stride,
        .out_stride = (const int64_t(*)[TT_MAX_RANK])ostride, .attr = t->attr,
        .target = &t->target, .nthreads = t->nthreads, .constmask = t->constmask,
        .derived = 1,
    };
    ir_task *ft = NULL;
    char msg[256];
    if (ir_bind(d, &in, &ft, msg, sizeof msg) != TT_OK) {
        ir_def_free(d);
        return NULL;
    }
    ft->own_def = d;
    ft->is_form = 1;
    ft->fused_var = f.rid;
    ft->fused_stmt = f.si;
    ft->fused_input = f.tensor;
    ft->nfactors = f.k;
    for (int j = 0; j < f.k; j++)
        ft->factor[j] = t->extent[f.si][f.var[j]];
    return ft;
}

/* ---- The merged form ----------------------------------------------------
 *
 * In a single statement with a reduction, the output's innermost spatial
 * variables (two or more, its last dimensions, unit-stride) become one
 * variable over their product when every access using them indexes them as
 * consecutive dimensions, each index the variable itself, over the whole
 * dimension and contiguous in memory -- y, x of a 1x1 NCHW convolution's
 * Y[n,f,y,x] and X[n,c,y,x]:
 *
 *   Y[n,f,y,x] += X[n,c,y,x] * Wt[f,c,0,0]
 *   ->  Y'[n,f,p] += X'[n,c,p] * Wt[f,c,0,0]
 *
 * Y' and X' are the same memory with the run's dimensions seen as one.  A
 * register tile along p no longer stops at the end of an image row: 56
 * columns are 3.5 vectors of 16 lanes, 14 columns 1.75 of 8, where the 196
 * positions of a 14x14 image are 24.5.  Like the fused-reduction form, the
 * result is a Task of its own over a definition of its own, equal in
 * meaning; a Task has at most one form, and its fused-reduction form comes
 * first.  Only on the CPU; statements without a reduction (elementwise
 * maps) and Tasks of several statements have none. */

typedef struct {
    const ir_task *t;
    ir_def *d;
    int a, k;              /* the run: spatial variables a .. a+k-1 */
    int d0[64];            /* per tensor: its first run dimension, -1: none */
    int oom;
} mctx;

static void *malloc_m(mctx *m, size_t n)
{
    void *p = tt_arena_alloc(&m->d->arena, n);
    if (!p)
        m->oom = 1;
    return p;
}

/* e with every variable 0 except v = val; 0 when e is not an index
 * expression of constants, dimensions, attributes and variables. */
static int eval_at(const ir_task *t, const ir_expr *e, int v, int64_t val, int64_t *out)
{
    int64_t a = 0, b = 0;
    switch (e->op) {
    case E_INT: *out = e->ival; return 1;
    case E_DIM: *out = t->dim[e->id]; return 1;
    case E_ATTR: *out = t->attr[e->id]; return 1;
    case E_VAR: *out = e->id == v ? val : 0; return 1;
    case E_NEG:
        if (!eval_at(t, e->args[0], v, val, &a))
            return 0;
        *out = ir_wsub(0, a);
        return 1;
    case E_ADD: case E_SUB: case E_MUL: case E_DIV: case E_MOD:
        if (!eval_at(t, e->args[0], v, val, &a) || !eval_at(t, e->args[1], v, val, &b))
            return 0;
        *out = e->op == E_ADD   ? ir_wadd(a, b)
               : e->op == E_SUB ? ir_wsub(a, b)
               : e->op == E_MUL ? ir_wmul(a, b)
               : e->op == E_DIV ? ir_floordiv(a, b)
                                : ir_floormod(a, b);
        return 1;
    }
    return 0;
}

/* Index e of statement si is variable v itself: it depends on no other
 * variable that loops (one of extent 1 is 0), and is v at each of v's
 * values. */
static int is_var(const ir_task *t, int si, const ir_expr *e, int v)
{
    const ir_stmt *s = &t->def->stmts[si];
    if (e->op == E_VAR)
        return e->id == v;
    for (int u = 0; u < s->nvars; u++)
        if (u != v && t->extent[si][u] > 1 && ir_expr_depends(t, si, e, u))
            return 0;
    if (t->extent[si][v] > 65536)   /* checked at every value, so not too many */
        return 0;
    for (int64_t x = 0; x < t->extent[si][v]; x++) {
        int64_t got;
        if (!eval_at(t, e, v, x, &got) || got != x)
            return 0;
    }
    return 1;
}

static int has_access(const ir_expr *e)
{
    if (e->op == E_ACCESS)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (has_access(e->args[i]))
            return 1;
    return 0;
}

/* Tensor ti's dimensions d0 .. d0+k-1 contiguous: each spans the next. */
static int contiguous(const ir_task *t, int ti, int d0, int k)
{
    for (int j = 0; j + 1 < k; j++)
        if (t->stride[ti][d0 + j] != t->stride[ti][d0 + j + 1] * t->shape[ti][d0 + j + 1])
            return 0;
    return 1;
}

/* Whether every use of the run a..a+k-1 in e is an access that reads it as
 * consecutive dimensions (recording where, per tensor: each read of a
 * tensor at the same place, or none of them using the run). */
static int run_uses_ok(mctx *m, const ir_expr *e)
{
    const ir_task *t = m->t;
    uint64_t run = (((uint64_t)1 << m->k) - 1) << m->a;
    if (e->op == E_VAR)
        return !(run >> e->id & 1);
    if (e->op != E_ACCESS) {
        for (int i = 0; i < e->nargs; i++)
            if (!run_uses_ok(m, e->args[i]))
                return 0;
        return 1;
    }
    int ti = e->id, d0 = -1;
    for (int i = 0; i < e->nargs; i++)
        if (has_access(e->args[i]))
            return 0;
    if (ir_read_uses(t, 0, e) & run) {
        for (int c = 0; c + m->k <= e->nargs && d0 < 0; c++) {
            int ok = 1;
            for (int j = 0; j < m->k && ok; j++)
                ok = t->shape[ti][c + j] == t->extent[0][m->a + j] &&
                     is_var(t, 0, e->args[c + j], m->a + j);
            if (ok)
                d0 = c;
        }
        if (d0 < 0 || !contiguous(t, ti, d0, m->k))
            return 0;
        /* the other indices move with none of the run */
        for (int i = 0; i < e->nargs; i++)
            if (i < d0 || i >= d0 + m->k)
                for (int j = 0; j < m->k; j++)
                    if (t->extent[0][m->a + j] > 1 &&
                        ir_expr_depends(t, 0, e->args[i], m->a + j))
                        return 0;
    }
    /* -2: not seen yet; every read of a tensor merges alike */
    if (m->d0[ti] == -2)
        m->d0[ti] = d0;
    return m->d0[ti] == d0;
}

static int try_run(mctx *m, int a, int k)
{
    const ir_task *t = m->t;
    const ir_def *d = t->def;
    int o = d->stmts[0].tensor, real = 0;
    for (int j = 0; j < k; j++)
        real += t->extent[0][a + j] > 1;
    /* the output's innermost dimensions, unit-stride: where its lanes run
       (an NHWC convolution's n, y, x are its register tile's rows, which
       the form changes little: -11% to +7% at 256 bits) */
    if (real < 2 || a + k != d->stmts[0].nspatial || t->stride[o][a + k - 1] != 1 ||
        !contiguous(t, o, a, k))
        return 0;
    m->a = a;
    m->k = k;
    for (int i = 0; i < d->ntensors && i < 64; i++)
        m->d0[i] = -2;
    m->d0[o] = a;
    return run_uses_ok(m, d->stmts[0].rhs);
}

/* A copy of e (statement 0, or -1: a shape expression), dimensions as
 * constants, variables after the run renumbered, merged reads reading the
 * merged variable. */
static ir_expr *mcopy(mctx *m, const ir_expr *e)
{
    if (!e || m->oom)
        return NULL;
    fctx f;   /* the node helpers allocate from m->d */
    memset(&f, 0, sizeof f);
    f.d = m->d;
    if (e->op == E_DIM)
        return cint(&f, m->t->dim[e->id], e);
    ir_expr *c = node(&f, e->op, e->nargs, e);
    if (!c) {
        m->oom = 1;
        return NULL;
    }
    ir_expr **args = c->args;
    *c = *e;
    c->args = args;
    if (e->op == E_VAR && e->id >= m->a + m->k)
        c->id = e->id - (m->k - 1);
    else if (e->op == E_VAR && e->id >= m->a)
        /* a run variable outside the merged dimensions: of extent 1, or
           where the expression does not depend on it (run_uses_ok) */
        return cint(&f, 0, e);
    int d0 = e->op == E_ACCESS && e->id < 64 ? m->d0[e->id] : -1, n = 0;
    for (int i = 0; i < e->nargs; i++) {
        if (d0 >= 0 && i > d0 && i < d0 + m->k)
            continue;
        if (d0 >= 0 && i == d0) {
            ir_expr *v = node(&f, E_VAR, 0, e->args[i]);
            if (!v) {
                m->oom = 1;
                return NULL;
            }
            v->id = m->a;
            c->args[n++] = fin(v);
            continue;
        }
        if (!(c->args[n++] = mcopy(m, e->args[i])))
            return NULL;
    }
    c->nargs = n;
    return m->oom ? NULL : fin(c);
}

static int merged_shape(const mctx *m, int ti, int64_t *shape, int64_t *stride)
{
    const ir_task *t = m->t;
    int d0 = m->d0[ti], r = 0;
    for (int k = 0; k < t->def->tensors[ti].rank; k++) {
        if (d0 >= 0 && k > d0 && k < d0 + m->k)
            continue;
        shape[r] = t->shape[ti][k];
        stride[r] = t->stride[ti][k];
        if (d0 >= 0 && k == d0) {
            for (int j = 1; j < m->k; j++)
                shape[r] *= t->shape[ti][d0 + j];
            stride[r] = t->stride[ti][d0 + m->k - 1];
        }
        r++;
    }
    return r;
}

static int build_merged(mctx *m)
{
    const ir_task *t = m->t;
    const ir_def *d = t->def;
    ir_def *n = m->d;
    copy_header(n, d);
    n->nstmts = 1;
    n->tensors = malloc_m(m, sizeof(ir_tensor) * (size_t)d->ntensors);
    n->stmts = malloc_m(m, sizeof(ir_stmt));
    if (m->oom)
        return -1;
    fctx f;
    memset(&f, 0, sizeof f);
    f.d = n;
    for (int i = 0; i < d->ntensors; i++) {
        const ir_tensor *o = &d->tensors[i];
        ir_tensor *x = &n->tensors[i];
        *x = *o;
        int64_t shape[TT_MAX_RANK], stride[TT_MAX_RANK];
        x->rank = merged_shape(m, i, shape, stride);
        x->dims = malloc_m(m, sizeof(ir_expr *) * (size_t)(x->rank + 1));
        if (!x->dims)
            return -1;
        for (int k = 0; k < x->rank; k++)
            if (!(x->dims[k] = cint(&f, shape[k], o->dims[0])))
                return -1;
    }
    const ir_stmt *o = &d->stmts[0];
    ir_stmt *x = &n->stmts[0];
    *x = *o;
    x->vars = malloc_m(m, sizeof(ir_var) * (size_t)(o->nvars + 1));
    if (!x->vars)
        return -1;
    int nv = 0;
    for (int v = 0; v < o->nvars; v++) {
        if (v > m->a && v < m->a + m->k)
            continue;
        x->vars[nv] = o->vars[v];
        int64_t e = t->extent[0][v];
        if (v == m->a) {
            size_t len = 1;
            for (int j = 0; j < m->k; j++)
                len += strlen(o->vars[m->a + j].name) + 1;
            char *nm = malloc_m(m, len);
            if (!nm)
                return -1;
            nm[0] = 0;
            for (int j = 0; j < m->k; j++) {
                if (j)
                    strcat(nm, "_");
                strcat(nm, o->vars[m->a + j].name);
                if (j)
                    e *= t->extent[0][m->a + j];
            }
            x->vars[nv].name = nm;
        }
        if (!(x->vars[nv].extent = cint(&f, e, o->vars[v].extent)))
            return -1;
        nv++;
    }
    x->nvars = nv;
    x->nspatial = o->nspatial - (m->k - 1);
    x->rhs = mcopy(m, o->rhs);
    return x->rhs && !m->oom && !f.oom ? 0 : -1;
}

ir_task *ir_task_merge(const ir_task *t)
{
    const ir_def *o = t ? t->def : NULL;
    if (!t || t->target.kind != IR_TARGET_CPU || o->nstmts != 1 || o->ntensors > 64 ||
        o->stmts[0].nvars > 64 || o->stmts[0].nvars == o->stmts[0].nspatial ||
        o->tensors[o->stmts[0].tensor].kind != T_OUTPUT ||
        o->tensors[o->stmts[0].tensor].rank != o->stmts[0].nspatial)
        return NULL;
    mctx m;
    memset(&m, 0, sizeof m);
    m.t = t;
    /* the longest run that ends at the output's last dimension */
    int ns = o->stmts[0].nspatial, ba = -1, bk = 0;
    for (int a = ns - 2; a >= 0; a--)
        if (try_run(&m, a, ns - a)) {
            ba = a;
            bk = ns - a;
        }
    if (ba < 0 || !try_run(&m, ba, bk))
        return NULL;
    ir_def *d = new_def();
    if (!d)
        return NULL;
    m.d = d;
    if (build_merged(&m) != 0) {
        ir_def_free(d);
        return NULL;
    }
    int nin = o->ninputs, rank[64];
    int64_t(*shape)[TT_MAX_RANK] =
        tt_arena_alloc(&d->arena, sizeof(*shape) * (size_t)(o->ntensors + 1));
    int64_t(*stride)[TT_MAX_RANK] =
        tt_arena_alloc(&d->arena, sizeof(*stride) * (size_t)(o->ntensors + 1));
    if (!shape || !stride) {
        ir_def_free(d);
        return NULL;
    }
    for (int i = 0; i < o->ntensors; i++)
        rank[i] = merged_shape(&m, i, shape[i], stride[i]);
    ir_bind_in in = {
        .nin = nin, .rank = rank, .shape = (const int64_t(*)[TT_MAX_RANK])shape,
        .stride = (const int64_t(*)[TT_MAX_RANK])stride,
        .out_stride = (const int64_t(*)[TT_MAX_RANK])(stride + nin), .attr = t->attr,
        .target = &t->target, .nthreads = t->nthreads, .constmask = t->constmask,
        .derived = 1,
    };
    ir_task *ft = NULL;
    char msg[256];
    if (ir_bind(d, &in, &ft, msg, sizeof msg) != TT_OK) {
        ir_def_free(d);
        return NULL;
    }
    ft->own_def = d;
    ft->is_form = ft->merged = 1;
    ft->fused_stmt = 0;
    ft->merged_var = ba;
    ft->nfactors = bk;
    for (int j = 0; j < bk; j++)
        ft->factor[j] = t->extent[0][ba + j];
    return ft;
}

/*
 * Features: a fixed-length vector per (Task, Config) for the cost model,
 * AutoTVM-style, taken from the loop AST the lowering builds (lw_build plus
 * the tails pass: ~30 us, so thousands of candidates can be scored).
 *
 * The hot spot of a program is the store executed most often (the
 * accumulator update of the main reduction, or the store of the largest
 * pointwise nest).  Its loop chain and the buffers it reads and writes are
 * described, innermost loop first:
 *
 *   task      log2 FLOPs, bytes moved, intensity, statements, threads,
 *             extents of the main statement
 *   loops     per loop level (innermost 16): log2 extent and its kind
 *             (serial, parallel, vectorized, unrolled)
 *   buffers   per buffer (the written one, then the 4 largest reads): the
 *             stride class along the innermost loop (broadcast, unit, other),
 *             the bytes touched within the innermost 1..8 loops and the reuse
 *             (iterations that do not move it) there, packed or not
 *   program   lanes, vector bits, unroll budget, accumulators, parallel
 *             chunks, packs, fusion, size of the unrolled code
 *   host      the same quantities relative to the machine (version 2): the
 *             hot nest's bytes touched within the innermost 1..8 loops
 *             over L1d and over L2, the tensors' bytes over L2 and L3, the
 *             vector width over the host's widest, threads over CPUs.  A
 *             model that splits on these learns "fits in L2", not "fits in
 *             1 MiB", and carries over to a host with other caches.
 *   copies    (version 3) the element copies from inputs into locals (the
 *             packs: how often a pack runs depends on the loops around it),
 *             and every other store, against the hot store's iterations
 *   strides   (version 3) per buffer and loop level (innermost 8): the
 *             byte stride of that loop in that buffer.  Without them two
 *             orders of equal-extent loops (a 3x3 window's ky and kx) had
 *             one feature vector and times 1.7x apart.
 *   threads   (version 4) how the work meets the threads: the share of the
 *             threads' time the static split keeps busy (the work over
 *             threads x the busiest thread's, its chunks counted whole:
 *             version 5 counts a partial last tile's chunks as smaller),
 *             the hot store's iterations and
 *             the copies of one thread's share, the share of the copies
 *             made inside parallel loops (a panel packed per chunk is
 *             packed again by every chunk; one packed before the parallel
 *             loop by one thread is not split), and the bytes one
 *             parallel chunk of the hot nest touches over L2.
 *
 * Everything is log2-scaled where it spans orders of magnitude.  The layout
 * is documented in docs/TUNING.md; FEAT_LEN is fixed, so records in the
 * cache stay comparable (a change of layout bumps TUNE_FEATURE_VERSION).
 */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "lower/lower.h"
#include "tune/tune.h"

#define NLOOPS 16
#define NBUF 5
#define NLEVEL 8

enum {
    F_TASK = 0,                          /* 12 task features */
    F_LOOPS = 12,                        /* NLOOPS x 5 */
    F_BUF = F_LOOPS + NLOOPS * 5,        /* NBUF x (4 + 2*NLEVEL) */
    F_PROG = F_BUF + NBUF * (4 + 2 * NLEVEL),
    F_HOST = F_PROG + 14,                /* 2 x NLEVEL + 4 */
    F_COPY = F_HOST + 2 * NLEVEL + 4,    /* 3 */
    F_STRIDE = F_COPY + 3,               /* NBUF x NLEVEL */
    F_THREAD = F_STRIDE + NBUF * NLEVEL, /* 6 */
    F_END = F_THREAD + 6,
};
_Static_assert(F_END <= TUNE_FEAT_LEN, "feature layout exceeds TUNE_FEAT_LEN");

static float lg(double x)
{
    return x > 0 ? (float)log2(x + 1) : 0.0f;
}

/* log2(x / cap), within [-24, 24]; 0 for a cap not known. */
static float rel(double x, double cap)
{
    if (cap <= 0)
        return 0.0f;
    double r = log2((x + 1) / cap);
    return (float)(r < -24 ? -24 : r > 24 ? 24 : r);
}

/* The host's caches, read once (cache_cpu_detect: sysfs or cpuid). */
static cache_cpu host;
static pthread_once_t host_once = PTHREAD_ONCE_INIT;

static void host_detect(void)
{
    cache_cpu_detect(&host);
}

static int64_t fp_num(const char *fp, const char *name)
{
    size_t n = strlen(name);
    for (const char *l = fp; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        if (strncmp(l, name, n) == 0 && l[n] == ':')
            return strtoll(l + n + 1, NULL, 10);
    return 0;
}

/* +name among the comma-separated features of the llvm_features line */
static int fp_feature(const char *line, const char *name)
{
    size_t n = strlen(name);
    for (const char *f = line; *f && *f != '\n';) {
        size_t len = strcspn(f, ",\n");
        if (len == n + 1 && f[0] == '+' && strncmp(f + 1, name, n) == 0)
            return 1;
        f += len;
        if (*f == ',')
            f++;
    }
    return 0;
}

int tune_host_from_fingerprint(const char *fp, tune_host *h)
{
    memset(h, 0, sizeof *h);
    if (!fp)
        return -1;
    const char *feat = NULL;
    for (const char *l = fp; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        if (strncmp(l, "llvm_features:", 14) == 0) {
            feat = l + 14;
            while (*feat == ' ')
                feat++;
        }
    h->l1d = fp_num(fp, "l1d");
    h->l2 = fp_num(fp, "l2");
    h->l3 = fp_num(fp, "l3");
    h->cpus = (int)fp_num(fp, "cpus");
    if (!feat || (!h->l1d && !h->l2 && !h->l3))
        return -1;
    h->vector_bits = fp_feature(feat, "avx512f") ? 512 : fp_feature(feat, "avx") ? 256 : 128;
    return 0;
}

/* ---- the hot store ------------------------------------------------------ */

typedef struct {
    int var;
    int kind;
    int64_t ext;
} loopinfo;

typedef struct {
    const lw_prog *p;
    loopinfo chain[64];
    int depth;
    /* let values in scope */
    lw_expr **letval;
    /* the best store so far */
    double best_iters;
    loopinfo hot[64];
    int hot_depth;
    const lw_stmt *hot_store;
    lw_expr **hot_lets;     /* snapshot of let values at the hot store */
    int nstores;
    double unrolled;        /* statements after unrolling (estimate) */
    double copy_iters;      /* element copies from an input into locals (packs) */
    double other_iters;     /* every store's iterations (the hot one's taken off after) */
    int par_depth;          /* parallel loops around the current statement */
    double copy_par_iters;  /* copies made inside a parallel loop */
} walker;

static void walk(walker *w, const lw_stmt *s, double unroll_mult)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            walk(w, s->list[i], unroll_mult);
        return;
    case LS_FOR: {
        int64_t ext = w->p->vars[s->var].hi + 1;
        if (w->depth < 64) {
            w->chain[w->depth].var = s->var;
            w->chain[w->depth].kind = s->kind;
            w->chain[w->depth].ext = ext;
            w->depth++;
            w->par_depth += s->kind == LF_PARALLEL;
            walk(w, s->body, s->kind == LF_UNROLL || s->kind == LF_VECTOR
                                 ? unroll_mult * (double)ext / (s->kind == LF_VECTOR ? (s->lanes ? s->lanes : 16) : 1)
                                 : unroll_mult);
            w->par_depth -= s->kind == LF_PARALLEL;
            w->depth--;
        }
        return;
    }
    case LS_LET: {
        lw_expr *saved = w->letval[s->var];
        w->letval[s->var] = s->min;
        walk(w, s->body, unroll_mult);
        w->letval[s->var] = saved;
        return;
    }
    case LS_IF:
        if (s->cond && s->cond->op == LE_NE && s->cond->args[0]->op == LE_LOAD &&
            w->p->bufs[s->cond->args[0]->id].kind == LB_FLAG) {
            walk(w, s->els, unroll_mult);   /* the pack entry runs once, not per call */
            return;
        }
        walk(w, s->body, unroll_mult);
        walk(w, s->els, unroll_mult);
        return;
    case LS_ALLOC:
        walk(w, s->body, unroll_mult);
        return;
    case LS_STORE: {
        w->nstores++;
        w->unrolled += unroll_mult;
        double iters = 1;
        for (int i = 0; i < w->depth; i++)
            iters *= (double)w->chain[i].ext;
        w->other_iters += iters;
        const lw_expr *v = s->value;
        while (v && v->op == LE_CAST)
            v = v->args[0];
        int dk = w->p->bufs[s->buf].kind;
        if (v && v->op == LE_LOAD && w->p->bufs[v->id].kind == LB_INPUT &&
            (dk == LB_LOCAL || dk == LB_KEPT)) {
            w->copy_iters += iters;
            if (w->par_depth > 0)
                w->copy_par_iters += iters;
        }
        if (iters > w->best_iters) {
            w->best_iters = iters;
            memcpy(w->hot, w->chain, sizeof(loopinfo) * (size_t)w->depth);
            w->hot_depth = w->depth;
            w->hot_store = s;
            memcpy(w->hot_lets, w->letval, sizeof(lw_expr *) * (size_t)w->p->nvars);
        }
        return;
    }
    }
}

/* Coefficient of loop var `v` in an integer expression, looking through
 * lets; INT64_MIN if not affine in it. */
static int64_t coef(const walker *w, const lw_expr *e, int v, int depth)
{
    if (depth > 40)
        return INT64_MIN;
    int64_t k;
    switch (e->op) {
    case LE_INT: return 0;
    case LE_VAR:
        if (e->id == v)
            return 1;
        if (w->hot_lets[e->id])
            return coef(w, w->hot_lets[e->id], v, depth + 1);
        return 0;
    case LE_ADD:
    case LE_SUB: {
        int64_t a = coef(w, e->args[0], v, depth + 1), b = coef(w, e->args[1], v, depth + 1);
        if (a == INT64_MIN || b == INT64_MIN)
            return INT64_MIN;
        return e->op == LE_ADD ? a + b : a - b;
    }
    case LE_NEG: {
        int64_t a = coef(w, e->args[0], v, depth + 1);
        return a == INT64_MIN ? a : -a;
    }
    case LE_MUL:
        if (lw_is_const(e->args[1], &k)) {
            int64_t a = coef(w, e->args[0], v, depth + 1);
            return a == INT64_MIN ? a : a * k;
        }
        if (lw_is_const(e->args[0], &k)) {
            int64_t a = coef(w, e->args[1], v, depth + 1);
            return a == INT64_MIN ? a : a * k;
        }
        break;
    }
    for (int i = 0; i < e->nargs; i++) {
        int64_t a = coef(w, e->args[i], v, depth + 1);
        if (a != 0)
            return INT64_MIN;
    }
    return 0;
}

typedef struct {
    int buf;
    int nidx;
    lw_expr **idx;
    int is_store;
} access;

static void collect_loads(const lw_expr *e, access *out, int *n, int max)
{
    if (!e)
        return;
    if (e->op == LE_LOAD && *n < max) {
        out[*n].buf = e->id;
        out[*n].nidx = e->nargs;
        out[*n].idx = e->args;
        out[*n].is_store = 0;
        (*n)++;
    }
    for (int i = 0; i < e->nargs; i++)
        collect_loads(e->args[i], out, n, max);
}

/* Address coefficient of a (multi-dimensional) access for loop var v. */
static int64_t addr_coef(const walker *w, const access *a, int v)
{
    const lw_buf *b = &w->p->bufs[a->buf];
    int64_t c = 0;
    for (int k = 0; k < a->nidx && k < b->rank; k++) {
        int64_t x = coef(w, a->idx[k], v, 0);
        if (x == INT64_MIN)
            return INT64_MIN;
        c += x * b->stride[k];
    }
    return c;
}

int tune_features_absolute(int *cols, int max)
{
    int n = 0;
    if (n < max)
        cols[n] = F_TASK + 1;   /* log2 bytes of the tensors */
    n++;
    for (int b = 0; b < NBUF; b++)
        for (int l = 0; l < NLEVEL; l++) {
            if (n < max)
                cols[n] = F_BUF + b * (4 + 2 * NLEVEL) + 4 + 2 * l;
            n++;
        }
    return n;
}

/* Features of one buffer access; ws[l] += its bytes touched within the
 * innermost l+1 loops. */
static void buffer_features(const walker *w, const access *a, float *f, float *fs, double *ws)
{
    const lw_prog *p = w->p;
    const lw_buf *b = &p->bufs[a->buf];
    int esz = b->dt == DT_F64 || b->dt == DT_I64 ? 8 : 4;
    /* innermost loop first */
    int64_t inner = w->hot_depth > 0 ? addr_coef(w, a, w->hot[w->hot_depth - 1].var) : 0;
    f[0] = 1;   /* present */
    f[1] = inner == 0 ? 0.0f : inner == 1 || inner == -1 ? 1.0f : 2.0f;
    f[2] = inner == INT64_MIN ? 12.0f : lg((double)(inner < 0 ? -inner : inner) * esz);
    f[3] = b->kind == LB_KEPT ? 1.0f
           : b->kind == LB_LOCAL ? (b->tensor < 0 ? 1.0f : 0.5f) : 0.0f;
    double touched = esz, reuse = 1;
    for (int l = 0; l < NLEVEL; l++) {
        int li = w->hot_depth - 1 - l;
        if (li >= 0) {
            int64_t c = addr_coef(w, a, w->hot[li].var);
            if (c != 0)
                touched *= (double)w->hot[li].ext;
            else
                reuse *= (double)w->hot[li].ext;
            /* the stride of this loop level in bytes: which loop walks
               which buffer how (the order of equal-extent loops) */
            fs[l] = c == INT64_MIN ? 30.0f : lg((double)(c < 0 ? -c : c) * esz);
        }
        f[4 + 2 * l] = lg(touched);
        f[5 + 2 * l] = lg(reuse);
        ws[l] += touched;
    }
}

int tune_features(const ir_task *t, const lw_sched *c, float *out)
{
    return tune_features_on(t, c, NULL, out);
}

int tune_features_on(const ir_task *t, const lw_sched *c, const tune_host *on, float *out)
{
    memset(out, 0, sizeof(float) * TUNE_FEAT_LEN);
    tune_host here;
    if (!on) {
        pthread_once(&host_once, host_detect);
        here = (tune_host){host.l1d, host.l2, host.l3, host.cpus, t->target.vector_bits};
        on = &here;
    }
    if (!(t = lw_sched_task(t, c)))
        return -1;
    const ir_def *d = t->def;
    char err[256];
    lw_prog *p = lw_build(t, c, err, sizeof err);
    if (!p)
        return -1;
    lw_pass_tails(p);
    /* task */
    double flops = ir_task_flops(t);
    double bytes = 0;
    for (int i = 0; i < d->ninputs + d->noutputs; i++)
        bytes += (double)ir_tensor_numel(t, i) * ir_dtype_size(d->tensors[i].dtype);
    int main_stmt = 0;
    double most = 0;
    for (int i = 0; i < d->nstmts; i++) {
        double pts = 1;
        for (int v = 0; v < d->stmts[i].nvars; v++)
            pts *= (double)t->extent[i][v];
        if (pts > most) {
            most = pts;
            main_stmt = i;
        }
    }
    const ir_stmt *ms = &d->stmts[main_stmt];
    float *f = out + F_TASK;
    f[0] = lg(flops);
    f[1] = lg(bytes);
    f[2] = lg(flops / (bytes > 0 ? bytes : 1));
    f[3] = (float)d->nstmts;
    f[4] = (float)t->nthreads;
    f[5] = (float)ms->rhs->type;
    double red = 1, sp = 1;
    int64_t e1 = 1, e2 = 1, r1 = 1;
    for (int v = 0; v < ms->nvars; v++) {
        int64_t e = t->extent[main_stmt][v];
        if (v < ms->nspatial) {
            sp *= (double)e;
            if (e > e1) {
                e2 = e1;
                e1 = e;
            } else if (e > e2) {
                e2 = e;
            }
        } else {
            red *= (double)e;
            if (e > r1)
                r1 = e;
        }
    }
    f[6] = lg(sp);
    f[7] = lg(red);
    f[8] = lg((double)e1);
    f[9] = lg((double)e2);
    f[10] = lg((double)r1);
    f[11] = (float)(ms->nvars - ms->nspatial);
    /* the hot store */
    walker w;
    memset(&w, 0, sizeof w);
    w.p = p;
    w.letval = calloc((size_t)p->nvars + 1, sizeof(lw_expr *));
    w.hot_lets = calloc((size_t)p->nvars + 1, sizeof(lw_expr *));
    if (!w.letval || !w.hot_lets) {
        free(w.letval);
        free(w.hot_lets);
        lw_prog_free(p);
        return -1;
    }
    for (int fn = 0; fn < p->nfuncs; fn++)
        walk(&w, p->funcs[fn].body, 1);
    f = out + F_LOOPS;
    for (int l = 0; l < NLOOPS; l++) {
        int li = w.hot_depth - 1 - l;
        if (li < 0)
            break;
        f[5 * l] = lg((double)w.hot[li].ext);
        f[5 * l + 1 + w.hot[li].kind] = 1;
    }
    double ws[NLEVEL] = {0};
    if (w.hot_store) {
        access acc[64];
        int na = 0;
        acc[na].buf = w.hot_store->buf;
        acc[na].nidx = w.hot_store->nidx;
        acc[na].idx = w.hot_store->idx;
        acc[na].is_store = 1;
        na++;
        collect_loads(w.hot_store->value, acc, &na, 64);
        /* reads: the largest buffers first, each buffer once */
        int order[64], no = 0;
        for (int i = 1; i < na; i++) {
            int dup = 0;
            for (int j = 0; j < no; j++)
                if (acc[order[j]].buf == acc[i].buf)
                    dup = 1;
            if (!dup && acc[i].buf != acc[0].buf)
                order[no++] = i;
        }
        for (int i = 0; i < no; i++)
            for (int j = i + 1; j < no; j++)
                if (p->bufs[acc[order[j]].buf].size > p->bufs[acc[order[i]].buf].size) {
                    int x = order[i];
                    order[i] = order[j];
                    order[j] = x;
                }
        f = out + F_BUF;
        buffer_features(&w, &acc[0], f, out + F_STRIDE, ws);
        for (int i = 0; i < no && i < NBUF - 1; i++)
            buffer_features(&w, &acc[order[i]], f + (i + 1) * (4 + 2 * NLEVEL),
                            out + F_STRIDE + (i + 1) * NLEVEL, ws);
    }
    /* program */
    f = out + F_PROG;
    const lw_nest *mn = &c->nest[main_stmt];
    int root = c->mode[main_stmt] == SM_ROOT;
    f[0] = root ? (float)mn->lanes : 0;
    f[1] = (float)(c->vector_bits ? c->vector_bits : 512) / 512.0f;
    f[2] = root ? lg(mn->unroll) : 0;
    f[3] = root && mn->vec >= 0 ? (mn->vec >= LW_VEC_RED ? 2.0f : 1.0f) : 0.0f;
    double accs = 1;
    if (root)
        for (int a = c->group; a < ms->nspatial; a++) {
            double t3 = (double)TT_MIN(mn->tile[a][2], t->extent[main_stmt][a]);
            if (a == mn->vec)
                t3 = ceil(t3 / (mn->lanes ? mn->lanes : 1));
            accs *= t3;
        }
    f[4] = lg(accs);
    double chunks = 1, fill = 1;   /* fill: the work over chunks x a whole chunk's */
    if (root && mn->par > 0)
        for (int i = 0, k = 0; i < ms->nspatial && k < mn->par; i++) {
            int a = mn->order0[i];
            if (a < c->group)
                continue;
            int64_t t1 = TT_MIN(mn->tile[a][0], t->extent[main_stmt][a]);
            double n0 = ceil((double)t->extent[main_stmt][a] / (double)(t1 ? t1 : 1));
            if (n0 > 1) {
                chunks *= n0;
                fill *= (double)t->extent[main_stmt][a] / (n0 * (double)(t1 ? t1 : 1));
                k++;
            }
        }
    f[5] = lg(chunks);
    f[6] = (float)(chunks / (double)(t->nthreads ? t->nthreads : 1));
    if (f[6] > 16)
        f[6] = 16;
    int packs = 0, inl = 0, epi = 0;
    for (int i = 0; i < d->nstmts; i++) {
        inl += c->mode[i] == SM_INLINE;
        epi += c->mode[i] == SM_EPILOGUE;
        if (c->mode[i] == SM_ROOT)
            for (int q = 0; q < LW_MAX_READS; q++)
                packs += c->nest[i].pack[q] != 0;
    }
    f[7] = (float)packs;
    f[8] = (float)inl;
    f[9] = (float)epi;
    f[10] = c->group ? 1.0f : 0.0f;
    f[11] = lg(w.unrolled);
    f[12] = (float)w.nstores;
    f[13] = lg(w.best_iters);
    /* host: relative to the CPU this runs on (zero for other targets) */
    if (t->target.kind == IR_TARGET_CPU) {
        f = out + F_HOST;
        for (int l = 0; l < NLEVEL; l++) {
            f[l] = rel(ws[l], (double)on->l1d);
            f[NLEVEL + l] = rel(ws[l], (double)on->l2);
        }
        f[2 * NLEVEL] = rel(bytes, (double)on->l2);
        f[2 * NLEVEL + 1] = rel(bytes, (double)on->l3);
        int hv = on->vector_bits ? on->vector_bits : 512;
        f[2 * NLEVEL + 2] = (float)(c->vector_bits ? c->vector_bits : hv) / (float)hv;
        f[2 * NLEVEL + 3] = on->cpus > 0 ? (float)t->nthreads / (float)on->cpus : 0.0f;
    }
    /* copies (packs) and other stores against the hot store's iterations */
    f = out + F_COPY;
    double hot = w.best_iters > 0 ? w.best_iters : 1;
    f[0] = lg(w.copy_iters);
    f[1] = rel(w.copy_iters, hot);
    f[2] = rel(TT_MAX(w.other_iters - w.best_iters, 0), hot);
    /* threads: the static split of the parallel chunks (kernel/pool.c
       gives each thread a contiguous, equal count of them) */
    f = out + F_THREAD;
    double nt = t->nthreads > 1 ? (double)t->nthreads : 1.0;
    double per = ceil(chunks / nt);        /* chunks of the busiest thread */
    /* 1: every thread busy to the end.  The work over the threads x the
       busiest thread's, whose chunks count whole: a partial last tile
       makes the chunks unequal (128 rows in tiles of 96 are a 96-row and
       a 32-row chunk: 128 / (2 x 96) busy on two threads).  The iterations
       below count whole tiles (the loops' trip counts), so a thread's
       share of them is per / chunks. */
    f[0] = (float)TT_MIN(1.0, chunks * fill / (nt * per));
    f[1] = lg(w.best_iters * per / chunks);
    double copy_thread = w.copy_par_iters * per / chunks + (w.copy_iters - w.copy_par_iters);
    f[2] = lg(copy_thread);
    f[3] = w.copy_iters > 0 ? (float)(w.copy_par_iters / w.copy_iters) : 0.0f;
    f[4] = rel(copy_thread, w.best_iters * per / chunks);
    /* bytes one chunk of the hot nest touches: the loops inside its
       outermost parallel loop (the innermost NLEVEL at most) */
    int inside = w.hot_depth;
    for (int i = 0; i < w.hot_depth; i++)
        if (w.hot[i].kind == LF_PARALLEL) {
            inside = w.hot_depth - 1 - i;
            break;
        }
    if (t->target.kind == IR_TARGET_CPU && inside > 0)
        f[5] = rel(ws[TT_MIN(inside, NLEVEL) - 1], (double)on->l2);
    free(w.letval);
    free(w.hot_lets);
    lw_prog_free(p);
    return 0;
}

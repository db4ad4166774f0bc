/*
 * tt-serve-bench: a serving trace through tt's tuning modes (issue 18).
 *
 * A trace of calls to a BERT-style encoder feed-forward block,
 *
 *   X[L,H] -> dense_gelu (H -> F, bias) -> dense_bias_residual (F -> H,
 *          bias, + X) -> layernorm -> Out[L,H]
 *
 * with sequence lengths L drawn (seeded) from a log-normal distribution
 * (median 48 tokens, sigma 0.8, clipped to 1..512: short requests common,
 * a long tail; 5,000 calls meet ~300 distinct lengths), replayed call by
 * call, one after the other, through
 *
 *   first-call   TT_TUNE_MODE=first-call: every new length tunes its three
 *                Tasks on its first call (the reference: exact per-shape
 *                tuning)
 *   background   TT_TUNE_MODE=background: a new length compiles the nearest
 *                winner's config (or the default); a background thread tunes
 *   classes      TT_TUNE_MODE=first-call, and the three operators' length
 *                declared dynamic (tt_op_set_dynamic M 1..512): every length
 *                runs on its operator's one class kernel (the rows a kernel
 *                parameter), tuned once over 1..512
 *   onednn       matmul primitives with bias and GELU / sum post-ops, and its
 *                layer-norm primitive, created per new length (cached)
 *   openblas     cblas_sgemm + C loops for bias, GELU, residual, layer norm
 *
 * each from an empty cache of its own.  --const-weights declares the two
 * weight matrices constant in tt (tt_op_set_constant, as a serving
 * application would: packed once, kept) and gives oneDNN its weights in the
 * layout its primitive prefers, reordered once when the primitive is made;
 * without it tt packs per call where its kernels pack and oneDNN reads the
 * plain matrices.  tt and oneDNN get the same weights, [out,in] (a PyTorch
 * Linear's layout); OpenBLAS's sgemm gets [in,out] copies.  Per mode: total wall time, call
 * latency p50 / p99 / max, the time of first calls of a length (tuning and
 * compiling on the request path), background tuning time, and the steady
 * state: after every mode's replay (in background mode, after the tuner has
 * drained its queue, bounded by --drain-s), each distinct length's block
 * time with all modes' calls of that length interleaved (steady_all),
 * weighted by the trace, as GFLOP/s and against first-call's.  The
 * issue's latency target is reported as the p99 over calls of latency /
 * that call's steady-state time, leaving out the process's first call and
 * the calls that met a new length.
 *
 * Results: JSON (--json FILE) and a Markdown table (--md FILE).
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "bench/bench.h"
#include "tt.h"

static const char *const DBR_SRC =
    "dense_bias_residual(X[M,K], Wt[N,K], b[N], R[M,N]) -> Y[M,N] {\n"
    "  T[m,n] += X[m,k] * Wt[n,k]\n"
    "  Y[m,n]  = T[m,n] + b[n] + R[m,n]\n"
    "}\n";

typedef struct opts {
    int calls, lengths_cap, H, F, threads, maxlen, constw;
    unsigned seed;
    double median, sigma, drain_s;
    const char *budget, *json, *md, *dir, *modes;
} opts;

/* the block's data, shared by every mode */
typedef struct blk {
    int H, F, maxlen;
    float *X, *W1t, *W2t, *W1, *W2, *b1, *b2, *g, *be;   /* Wt: [out,in]; W: [in,out] */
    float *Y1, *Y2, *Out;
} blk;

static double now_ms(void)
{
    return bm_now() * 1e3;
}

static float *frand(size_t n, unsigned *s, float scale)
{
    float *v = malloc(sizeof(float) * n);
    for (size_t i = 0; i < n; i++) {
        *s = *s * 1103515245u + 12345u;
        v[i] = ((float)((*s >> 8) % 20001) / 10000.0f - 1.0f) * scale;
    }
    return v;
}

static double flops(const blk *b, int L)
{
    return 2.0 * L * b->H * b->F * 2 + 10.0 * L * b->F + 8.0 * L * b->H;
}

/* ---- the trace ---------------------------------------------------------------- */

static double gauss(unsigned long long *s)
{
    double u[2];
    for (int i = 0; i < 2; i++) {
        *s = *s * 6364136223846793005ull + 1442695040888963407ull;
        u[i] = ((double)(*s >> 11) + 0.5) / 9007199254740992.0;
    }
    return sqrt(-2 * log(u[0])) * cos(2 * M_PI * u[1]);
}

static int *make_trace(const opts *o, int *ndistinct)
{
    int *t = malloc(sizeof(int) * (size_t)o->calls);
    unsigned long long s = o->seed * 2654435761ull + 1;
    char *seen = calloc((size_t)o->maxlen + 1, 1);
    *ndistinct = 0;
    for (int i = 0; i < o->calls; i++) {
        int L = (int)lround(exp(log(o->median) + o->sigma * gauss(&s)));
        L = L < 1 ? 1 : L > o->maxlen ? o->maxlen : L;
        t[i] = L;
        if (!seen[L]++)
            (*ndistinct)++;
    }
    free(seen);
    return t;
}

/* ---- contenders ---------------------------------------------------------------- */

typedef struct tt_side {
    tt_ctx *ctx;
    tt_op *gelu, *dbr, *ln;
} tt_side;

/* The three operators' input tensors at length L (i1: dense_gelu, i2:
 * dense_bias_residual, i3: layernorm) and their outputs. */
typedef struct blk_io {
    tt_tensor i1[3], i2[4], i3[3], o1, o2, o3;
} blk_io;

static void blk_tensors(blk *b, int L, blk_io *t)
{
    int64_t x[2] = {L, b->H}, w1[2] = {b->F, b->H}, f1[1] = {b->F}, y1[2] = {L, b->F},
            w2[2] = {b->H, b->F}, h1[1] = {b->H};
    t->i1[0] = tt_tensor_f32(b->X, 2, x), t->i1[1] = tt_tensor_f32(b->W1t, 2, w1);
    t->i1[2] = tt_tensor_f32(b->b1, 1, f1);
    t->o1 = tt_tensor_f32(b->Y1, 2, y1);
    t->i2[0] = tt_tensor_f32(b->Y1, 2, y1), t->i2[1] = tt_tensor_f32(b->W2t, 2, w2);
    t->i2[2] = tt_tensor_f32(b->b2, 1, h1), t->i2[3] = tt_tensor_f32(b->X, 2, x);
    t->o2 = tt_tensor_f32(b->Y2, 2, x);
    t->i3[0] = tt_tensor_f32(b->Y2, 2, x), t->i3[1] = tt_tensor_f32(b->g, 1, h1);
    t->i3[2] = tt_tensor_f32(b->be, 1, h1);
    t->o3 = tt_tensor_f32(b->Out, 2, x);
}

/* The three operators' reports (tt_op_report) at length L; 0 or -1. */
static int block_reports(tt_side *t, blk *b, int L, tt_report rep[3])
{
    blk_io io;
    blk_tensors(b, L, &io);
    return tt_op_report(t->gelu, io.i1, 3, &rep[0]) != TT_OK ||
                   tt_op_report(t->dbr, io.i2, 4, &rep[1]) != TT_OK ||
                   tt_op_report(t->ln, io.i3, 3, &rep[2]) != TT_OK
               ? -1
               : 0;
}

/* report: 0 run the block; 1 only sum the three Tasks' reports */
static int tt_block(tt_side *t, blk *b, int L, int report, double *tune_ms, double *comp_ms,
                    int *tuning, char kinds[3][16])
{
    blk_io io;
    blk_tensors(b, L, &io);
    if (!report && (tt_op_run(t->gelu, io.i1, 3, &io.o1, 1) ||
                    tt_op_run(t->dbr, io.i2, 4, &io.o2, 1) ||
                    tt_op_run(t->ln, io.i3, 3, &io.o3, 1))) {
        fprintf(stderr, "tt-serve-bench: L=%d: %s\n", L, tt_errmsg(t->ctx));
        return -1;
    }
    tt_report rep[3];
    if (report && block_reports(t, b, L, rep) != 0)
        return -1;
    if (report) {
        for (int k = 0; k < 3; k++) {
            const tt_report r = rep[k];
            if (tune_ms)
                tune_ms[0] += r.tune_ms;
            if (comp_ms)
                comp_ms[0] += r.compile_ms;
            if (tuning)
                *tuning += r.tuning;
            if (kinds)
                snprintf(kinds[k], 16, "%s", r.kernel);
        }
    }
    return 0;
}

/* classes: whether a call of length L will compile a block (some block of
 * its plan is not compiled yet, as tt_op_report says) */
static int tt_block_missing(tt_side *t, blk *b, int L)
{
    tt_report rep[3];
    if (block_reports(t, b, L, rep) != 0)
        return 1;
    for (int k = 0; k < 3; k++)
        if (strstr(rep[k].config, "not compiled yet"))
            return 1;
    return 0;
}

/* the vendors: one set of oneDNN primitives per length (made at its first call) */
typedef struct dn_len {
    dn_prim *d1, *d2, *ln;
} dn_len;

static int onednn_block(dn_len *cache, blk *b, int L, int packed)
{
    dn_len *c = &cache[L];
    if (!c->d1) {
        /* the weights tt gets: [out,in] */
        c->d1 = dn_dense_new(L, b->F, b->H, b->X, b->W1t, b->b1, b->Y1, 1, 0, packed, 1);
        c->d2 = dn_dense_new(L, b->H, b->F, b->Y1, b->W2t, b->b2, b->Y2, 0, 1, packed, 1);
        c->ln = dn_layernorm_new(L, b->H, b->Y2, b->g, b->be, b->Out);
        if (!c->d1 || !c->d2 || !c->ln)
            return -1;
    }
    memcpy(b->Y2, b->X, sizeof(float) * (size_t)L * (size_t)b->H);   /* residual (sum) */
    return dn_run(c->d1) || dn_run(c->d2) || dn_run(c->ln) ? -1 : 0;
}

static void layernorm_rows(float *out, const float *in, const float *g, const float *be, int L,
                           int H)
{
    for (int i = 0; i < L; i++) {
        const float *r = in + (size_t)i * H;
        double m = 0, v = 0;
        for (int j = 0; j < H; j++)
            m += r[j];
        m /= H;
        for (int j = 0; j < H; j++)
            v += (r[j] - m) * (r[j] - m);
        float inv = (float)(1.0 / sqrt(v / H + 1e-5));
        for (int j = 0; j < H; j++)
            out[(size_t)i * H + j] = (float)(r[j] - m) * inv * g[j] + be[j];
    }
}

static int openblas_block(blk *b, int L)
{
    int H = b->H, F = b->F;
    vb_sgemm(VB_OPENBLAS, L, F, H, b->X, H, b->W1, F, b->Y1, F);
    for (int i = 0; i < L; i++)
        for (int j = 0; j < F; j++) {
            float z = b->Y1[(size_t)i * F + j] + b->b1[j];
            b->Y1[(size_t)i * F + j] =
                0.5f * z * (1.0f + tanhf(0.7978845608028654f * (z + 0.044715f * z * z * z)));
        }
    vb_sgemm(VB_OPENBLAS, L, H, F, b->Y1, F, b->W2, H, b->Y2, H);
    for (int i = 0; i < L; i++)
        for (int j = 0; j < H; j++)
            b->Y2[(size_t)i * H + j] += b->b2[j] + b->X[(size_t)i * H + j];
    layernorm_rows(b->Out, b->Y2, b->g, b->be, L, H);
    return 0;
}

/* ---- one mode --------------------------------------------------------------- */

/* classes-bg: shape classes in background mode (a new length runs on the
   class at once while the background thread makes and tunes its exact
   kernel, which later calls run) */
enum { M_FIRST, M_BACKGROUND, M_CLASS, M_TIERED, M_ONEDNN, M_OPENBLAS, M_COUNT };
static const char *const mode_name[] = {"first-call", "background", "classes", "classes-bg",
                                        "onednn", "openblas"};
static int is_tt(int mode)
{
    return mode == M_FIRST || mode == M_BACKGROUND || mode == M_CLASS || mode == M_TIERED;
}
static int is_class(int mode) { return mode == M_CLASS || mode == M_TIERED; }
static int is_bg(int mode) { return mode == M_BACKGROUND || mode == M_TIERED; }

typedef struct result {
    int ran;
    const char *note;
    double wall_s, p50_ms, p99_ms, max_ms;
    double first_ms;          /* the calls that met a new length */
    int first_calls;
    double tune_ms, compile_ms;   /* sums over the Tasks (tt) */
    int still_tuning;         /* Tasks whose background session had not ended */
    int blocks;               /* classes: the Tasks compiled (class kernels) */
    double drained_s;         /* waited after the replay for the tuner */
    double steady_gflops, steady_ratio;   /* over the trace; against first-call */
    double p99_ratio, p50_ratio;          /* latency / steady time, warm calls */
    double p99_all_ratio;     /* the same over every call but the first and those
                                 that compiled (classes: a block) */
    double max_err;           /* against OpenBLAS's output */
    double *steady;           /* ms per distinct length */
    double *lat;              /* ms per call */
    char *newlen;             /* per call: met a new length */
    char *jit;                /* classes, per call: compiled a block */
    int jit_calls;
} result;

static int cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double pct(double *v, int n, double p)
{
    if (n <= 0)
        return 0;
    qsort(v, (size_t)n, sizeof *v, cmpd);
    int i = (int)ceil(p * n) - 1;
    return v[i < 0 ? 0 : i >= n ? n - 1 : i];
}

typedef struct run_ctx {
    const opts *o;
    blk *b;
    int *trace;
    tt_side tt[M_COUNT];      /* per tt mode, open until the steady state */
    dn_len *dn;
    const int *lens;          /* the distinct lengths */
    int nlens;
} run_ctx;

static int call(run_ctx *rc, int mode, int L)
{
    if (mode == M_ONEDNN)
        return onednn_block(rc->dn, rc->b, L, rc->o->constw);
    if (mode == M_OPENBLAS)
        return openblas_block(rc->b, L);
    return tt_block(&rc->tt[mode], rc->b, L, 0, NULL, NULL, NULL, NULL);
}

static int open_tt(run_ctx *rc, int mode)
{
    const opts *o = rc->o;
    tt_side *t = &rc->tt[mode];
    char dir[1024], opt[1400];
    snprintf(dir, sizeof dir, "%s/%s", o->dir, mode_name[mode]);
    char cmd[1100];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        return -1;
    snprintf(opt, sizeof opt, "cache_dir=%s,threads=%d,budget=%s,tune_mode=%s", dir, o->threads,
             o->budget, is_bg(mode) ? "background" : "first-call");
    t->ctx = tt_ctx_new(opt);
    if (!t->ctx) {
        fprintf(stderr, "tt-serve-bench: %s\n", tt_errmsg(NULL));
        return -1;
    }
    t->gelu = tt_op_new(t->ctx, "dense_gelu", NULL);
    t->dbr = tt_op_new(t->ctx, DBR_SRC, NULL);
    t->ln = tt_op_new(t->ctx, "layernorm", NULL);
    if (!t->gelu || !t->dbr || !t->ln)
        return -1;
    /* --const-weights: the two weight matrices are declared constant, as a
       serving application would (their packs are made once and kept) */
    if (o->constw &&
        (tt_op_set_constant(t->gelu, 1, 1) || tt_op_set_constant(t->dbr, 1, 1))) {
        fprintf(stderr, "tt-serve-bench: %s\n", tt_errmsg(t->ctx));
        return -1;
    }
    /* classes: every length 1..maxlen of the three operators shares the
       kernels of their row blocks (tt_op_set_dynamic) */
    if (is_class(mode) && (tt_op_set_dynamic(t->gelu, "M", 1, o->maxlen) ||
                            tt_op_set_dynamic(t->dbr, "M", 1, o->maxlen) ||
                            tt_op_set_dynamic(t->ln, "M", 1, o->maxlen))) {
        fprintf(stderr, "tt-serve-bench: %s\n", tt_errmsg(t->ctx));
        return -1;
    }
    return 0;
}

static void close_tt(run_ctx *rc, int mode)
{
    tt_side *t = &rc->tt[mode];
    tt_op_free(t->gelu);
    tt_op_free(t->dbr);
    tt_op_free(t->ln);
    tt_ctx_free(t->ctx);
    memset(t, 0, sizeof *t);
}

static void run_mode(run_ctx *rc, int mode, result *r, const int *lens, int nlens)
{
    const opts *o = rc->o;
    blk *b = rc->b;
    memset(r, 0, sizeof *r);
    if (mode == M_ONEDNN)
        rc->dn = calloc((size_t)o->maxlen + 1, sizeof(dn_len));
    if (is_tt(mode) && open_tt(rc, mode) != 0) {
        r->note = "tt context failed";
        return;
    }
    fprintf(stderr, "  %-10s replaying %d calls...\n", mode_name[mode], o->calls);
    r->lat = malloc(sizeof(double) * (size_t)o->calls);
    r->newlen = calloc((size_t)o->calls, 1);
    r->jit = calloc((size_t)o->calls, 1);
    char *seen = calloc((size_t)o->maxlen + 1, 1);
    double t0 = now_ms();
    for (int i = 0; i < o->calls; i++) {
        int L = rc->trace[i];
        r->newlen[i] = !seen[L];
        seen[L] = 1;
        /* classes: a new length whose blocks are not all compiled yet
           compiles (and tunes) them on this call */
        if (is_class(mode) && r->newlen[i]) {
            r->jit[i] = (char)tt_block_missing(&rc->tt[mode], b, L);
        }
        double a = now_ms();
        if (call(rc, mode, L) != 0) {
            r->note = "a call failed";
            break;
        }
        r->lat[i] = now_ms() - a;
        if (r->newlen[i]) {
            r->first_ms += r->lat[i];
            r->first_calls++;
        }
    }
    r->wall_s = (now_ms() - t0) / 1e3;
    free(seen);
    if (r->note)
        return;
    double *v = malloc(sizeof(double) * (size_t)o->calls);
    memcpy(v, r->lat, sizeof(double) * (size_t)o->calls);
    r->p50_ms = pct(v, o->calls, 0.50);
    r->p99_ms = pct(v, o->calls, 0.99);
    r->max_ms = pct(v, o->calls, 1.0);
    /* background: let the tuner drain its queue (bounded); classes-bg: and
       make every length's exact kernel */
    if (is_bg(mode)) {
        double d0 = now_ms();
        for (;;) {
            int tuning = 0;
            for (int k = 0; k < nlens; k++) {
                char kinds[3][16];
                tt_block(&rc->tt[mode], b, lens[k], 1, NULL, NULL, &tuning, kinds);
                for (int q = 0; q < 3; q++)
                    tuning += strcmp(kinds[q], "class") == 0;
            }
            r->still_tuning = tuning;
            if (!tuning || now_ms() - d0 > o->drain_s * 1e3)
                break;
            struct timespec ts = {0, 500 * 1000000L};
            nanosleep(&ts, NULL);
        }
        r->drained_s = (now_ms() - d0) / 1e3;
    }
    free(v);
    r->ran = 1;
}

/* The steady state, after every mode's replay: each distinct length's block
 * time per mode, the modes interleaved (a warm-up call each, then STEADY_RUNS
 * rounds, each round starting at the next mode), the median; then each
 * mode's output checked against OpenBLAS's at that length.  First-call and
 * background modes add up their Tasks' tuning and compile times here. */
#define STEADY_RUNS 9
static void steady_all(run_ctx *rc, result *res, const int *lens, int nlens)
{
    blk *b = rc->b;
    int ms[M_COUNT], nm = 0;
    for (int m = 0; m < M_COUNT; m++)
        if (res[m].ran) {
            ms[nm++] = m;
            res[m].steady = calloc((size_t)nlens, sizeof(double));
        }
    float *ref = malloc(sizeof(float) * (size_t)rc->o->maxlen * (size_t)b->H);
    double t[M_COUNT][STEADY_RUNS];
    for (int k = 0; k < nlens; k++) {
        int L = lens[k];
        for (int i = 0; i < nm; i++)
            call(rc, ms[i], L);
        for (int j = 0; j < STEADY_RUNS; j++)
            for (int i = 0; i < nm; i++) {
                int m = ms[(i + j) % nm];
                double a = now_ms();
                call(rc, m, L);
                t[m][j] = now_ms() - a;
            }
        for (int i = 0; i < nm; i++)
            res[ms[i]].steady[k] = pct(t[ms[i]], STEADY_RUNS, 0.5);
        /* check against OpenBLAS's output of this length */
        size_t n = (size_t)L * (size_t)b->H;
        if (res[M_OPENBLAS].ran && ref) {
            call(rc, M_OPENBLAS, L);
            memcpy(ref, b->Out, sizeof(float) * n);
            for (int i = 0; i < nm; i++) {
                result *r = &res[ms[i]];
                if (ms[i] == M_OPENBLAS)
                    continue;
                memset(b->Out, 0, sizeof(float) * n);
                call(rc, ms[i], L);
                for (size_t e = 0; e < n; e++) {
                    double d = fabs((double)b->Out[e] - ref[e]);
                    if (!(d <= r->max_err))
                        r->max_err = d;
                }
            }
        }
        for (int i = 0; i < nm; i++)
            if (ms[i] == M_FIRST || is_bg(ms[i])) {   /* classes: finish_mode */
                double tm = 0, cm = 0;
                tt_block(&rc->tt[ms[i]], b, L, 1, &tm, &cm, NULL, NULL);
                res[ms[i]].tune_ms += tm;
                res[ms[i]].compile_ms += cm;
            }
    }
    free(ref);
}

static void free_dn(run_ctx *rc)
{
    for (int L = 0; rc->dn && L <= rc->o->maxlen; L++) {
        dn_free(rc->dn[L].d1);
        dn_free(rc->dn[L].d2);
        dn_free(rc->dn[L].ln);
    }
    free(rc->dn);
    rc->dn = NULL;
}

/* A mode's figures from its steady state: GFLOP/s over the trace, the
 * latency ratios, classes' block count; then its tt context or oneDNN
 * primitives go. */
static void finish_mode(run_ctx *rc, int mode, result *r)
{
    const opts *o = rc->o;
    blk *b = rc->b;
    tt_side *t = &rc->tt[mode];
    double *v = malloc(sizeof(double) * (size_t)o->calls);
    const int *lens = rc->lens;
    int nlens = rc->nlens;
    /* steady GFLOP/s over the trace, and latency / steady time per call */
    int *idx = calloc((size_t)o->maxlen + 1, sizeof(int));
    for (int k = 0; k < nlens; k++)
        idx[lens[k]] = k;
    double fl = 0, ms = 0;
    int nw = 0;
    for (int i = 0; i < o->calls; i++) {
        int L = rc->trace[i];
        fl += flops(b, L);
        ms += r->steady[idx[L]];
        if (i > 0 && !r->newlen[i])
            v[nw++] = r->lat[i] / r->steady[idx[L]];
    }
    r->steady_gflops = fl / (ms * 1e6);
    r->p50_ratio = pct(v, nw, 0.50);
    r->p99_ratio = pct(v, nw, 0.99);
    nw = 0;
    for (int i = 1; i < o->calls; i++) {
        r->jit_calls += r->jit[i];
        if (!r->jit[i])
            v[nw++] = r->lat[i] / r->steady[idx[rc->trace[i]]];
    }
    r->p99_all_ratio = pct(v, nw, 0.99);
    /* classes: tuning and compiling summed over the Tasks that served:
       each operator's class kernel once (every length reports it), and the
       exact kernels of lengths some served (none from an empty cache) */
    int seen[3] = {0, 0, 0};
    for (int L = 1; mode == M_CLASS && L <= o->maxlen; L++) {
        tt_report rep[3];
        if (block_reports(t, b, L, rep) != 0)
            continue;
        for (int k = 0; k < 3; k++) {
            int cls = strcmp(rep[k].kernel, "class") == 0;
            if (cls && (seen[k] || strstr(rep[k].config, "not compiled yet")))
                continue;
            seen[k] |= cls;
            r->tune_ms += rep[k].tune_ms;
            r->compile_ms += rep[k].compile_ms;
            r->blocks++;
        }
    }
    free(v);
    free(idx);
    if (is_tt(mode))
        close_tt(rc, mode);
    if (mode == M_ONEDNN)
        free_dn(rc);
}

/* ---- output ------------------------------------------------------------------ */

static void host_name(char *buf, size_t n)
{
    char host[256] = "?";
    gethostname(host, sizeof host);
    char model[256] = "?";
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0) {
            char *c = strchr(line, ':');
            if (c) {
                snprintf(model, sizeof model, "%s", c + 2);
                model[strcspn(model, "\n")] = 0;
            }
            break;
        }
    if (f)
        fclose(f);
    snprintf(buf, n, "%s (%s, %ld CPUs)", host, model, sysconf(_SC_NPROCESSORS_ONLN));
}

static void write_out(const opts *o, result *res, int ndistinct, const int *lens,
                      const char *host)
{
    time_t now = time(NULL);
    char date[64];
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    FILE *j = o->json ? fopen(o->json, "w") : NULL;
    FILE *m = o->md ? fopen(o->md, "w") : NULL;
    if (j) {
        fprintf(j, "{\"date\": \"%s\", \"host\": \"%s\", \"tt\": \"%s\", \"block\": "
                "{\"H\": %d, \"F\": %d, \"ops\": [\"dense_gelu\", \"dense_bias_residual\", "
                "\"layernorm\"]}, \"trace\": {\"calls\": %d, \"distinct_lengths\": %d, "
                "\"seed\": %u, \"lognormal_median\": %g, \"sigma\": %g, \"max\": %d}, "
                "\"threads\": %d, \"budget\": \"%s\", \"const_weights\": %s, \"lengths\": [",
                date, host, tt_version(), o->H, o->F, o->calls, ndistinct, o->seed, o->median,
                o->sigma, o->maxlen, o->threads, o->budget, o->constw ? "true" : "false");
        for (int i = 0; i < ndistinct; i++)
            fprintf(j, "%s%d", i ? ", " : "", lens[i]);
        fprintf(j, "], \"modes\": [");
        int first = 1;
        for (int k = 0; k < M_COUNT; k++) {
            result *r = &res[k];
            if (!r->ran && !r->note)
                continue;
            fprintf(j, "%s{\"mode\": \"%s\"", first ? "" : ", ", mode_name[k]);
            first = 0;
            if (!r->ran) {
                fprintf(j, ", \"note\": \"%s\"}", r->note);
                continue;
            }
            fprintf(j, ", \"wall_s\": %.3f, \"p50_ms\": %.4f, \"p99_ms\": %.4f, \"max_ms\": "
                    "%.3f, \"first_calls\": %d, \"first_calls_ms\": %.1f, \"tune_ms\": %.1f, "
                    "\"compile_ms\": %.1f, \"still_tuning\": %d, \"drained_s\": %.1f, "
                    "\"steady_gflops\": %.2f, \"steady_vs_first_call\": %.3f, "
                    "\"p50_latency_over_steady\": %.3f, \"p99_latency_over_steady\": %.3f, "
                    "\"p99_latency_over_steady_new_lengths_in\": %.3f, \"block_tasks\": %d, "
                    "\"calls_that_compiled_a_block\": %d, "
                    "\"max_abs_err_vs_openblas\": %.2e}",
                    r->wall_s, r->p50_ms, r->p99_ms, r->max_ms, r->first_calls, r->first_ms,
                    r->tune_ms, r->compile_ms, r->still_tuning, r->drained_s, r->steady_gflops,
                    r->steady_ratio, r->p50_ratio, r->p99_ratio, r->p99_all_ratio, r->blocks,
                    r->jit_calls, r->max_err);
            fseek(j, -1, SEEK_CUR);   /* per length: its steady time */
            fprintf(j, ", \"steady_ms\": [");
            for (int i = 0; i < ndistinct; i++)
                fprintf(j, "%s%.4f", i ? ", " : "", r->steady[i]);
            fprintf(j, "]}");
        }
        fprintf(j, "]}\n");
        fclose(j);
    }
    FILE *outs[2] = {stdout, m};
    for (int w = 0; w < 2; w++) {
        FILE *f = outs[w];
        if (!f)
            continue;
        if (f == m)
            fprintf(f, "# Serving trace: tt's tuning modes, oneDNN and OpenBLAS\n\n"
                    "`tt-serve-bench` (bench/serve.c), %s, host %s, tt %s.\n\n"
                    "BERT-style FFN block (dense_gelu %d->%d, dense_bias_residual %d->%d, "
                    "layernorm), %d calls, %d distinct sequence lengths (log-normal, median "
                    "%g, sigma %g, 1..%d, seed %u), %d thread(s), tuning budget %s per Task, "
                    "each tt mode from an empty cache. Weights ([out,in] for tt and oneDNN, [in,out] copies for OpenBLAS): %s.\n\n",
                    date, host, tt_version(), o->H, o->F, o->F, o->H, o->calls, ndistinct,
                    o->median, o->sigma, o->maxlen, o->seed, o->threads, o->budget,
                    o->constw ? "constant (--const-weights: tt_op_set_constant on both weight "
                                "matrices; oneDNN's primitives take the weights in their own "
                                "layout, reordered once when the primitive is made)"
                              : "plain (tt packs them on every call where its kernel packs; "
                                "oneDNN reads them as they are)");
        fprintf(f, "| mode | wall s | p50 ms | p99 ms | max ms | new-length calls ms | tuning "
                "ms | compiling ms | steady GFLOP/s | vs first-call | p99 latency/steady | p99 with new "
                "lengths "
                "|\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (int k = 0; k < M_COUNT; k++) {
            result *r = &res[k];
            if (!r->ran) {
                if (r->note)
                    fprintf(f, "| %s | %s ||||||||||\n", mode_name[k], r->note);
                continue;
            }
            int t = is_tt(k);
            char tune[32] = "-", comp[32] = "-";
            if (t) {
                snprintf(tune, sizeof tune, "%.0f%s", r->tune_ms,
                         is_bg(k) ? " (bg)" : "");
                snprintf(comp, sizeof comp, "%.0f", r->compile_ms);
            }
            fprintf(f, "| %s | %.1f | %.3f | %.3f | %.1f | %.0f (%d) | %s | %s | %.1f | %.2f | "
                    "%.2f | %.2f |\n", mode_name[k], r->wall_s, r->p50_ms, r->p99_ms, r->max_ms,
                    r->first_ms, r->first_calls, tune, comp, r->steady_gflops, r->steady_ratio,
                    r->p99_ratio, r->p99_all_ratio);
        }
        for (int k = 0; k < M_COUNT; k++)
            if (is_bg(k) && res[k].ran)
                fprintf(f, "\n%s: waited %.0f s after the replay for the tuner; %d Tasks "
                        "still tuning (or, classes-bg, on the class) when the steady state was "
                        "measured.\n", mode_name[k], res[k].drained_s, res[k].still_tuning);
        if (res[M_CLASS].ran)
            fprintf(f, "\nclasses: %d Tasks (a class kernel per operator, bound at 512 rows, "
                    "the rows of each call a kernel parameter) served all %d lengths; %d "
                    "calls compiled one.\n", res[M_CLASS].blocks, ndistinct,
                    res[M_CLASS].jit_calls);
        if (f == m)
            fprintf(f, "\nColumns: `new-length calls`: the summed latency of the calls that "
                    "met a length for the first time (tuning + compiling on the request path "
                    "for tt, primitive creation for oneDNN), with their count; `tuning`, "
                    "`compiling`: summed over the Tasks (tt_op_report), background tuning "
                    "off the request path; `steady`: after the replay, each length's block "
                    "time (median of 9, every mode's calls of that length interleaved) weighted by the trace; `p99 latency/steady`: the 99th "
                    "percentile over calls of latency / that length's steady time, without the "
                    "first call and the new-length calls (the issue's target: <= 3); `p99 all "
                    "lengths`: the same with the new-length calls in, but for those that compiled (in "
                    "classes mode: a class kernel; in the other modes every new-length call compiles). "
                    "Max abs "
                    "error against OpenBLAS: first-call %.1e, background %.1e, classes %.1e, "
                    "classes-bg %.1e, oneDNN %.1e.\n", res[M_FIRST].max_err,
                    res[M_BACKGROUND].max_err, res[M_CLASS].max_err, res[M_TIERED].max_err,
                    res[M_ONEDNN].max_err);
    }
    if (m)
        fclose(m);
}

/* ---- main ---------------------------------------------------------------------- */

/* name is an item of the comma-separated list */
static int in_list(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p && *p;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && strncmp(p, name, n) == 0)
            return 1;
        p = e ? e + 1 : NULL;
    }
    return 0;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: tt-serve-bench [--calls N] [--quick] [--seed S] [--hidden H] [--ffn F]\n"
            "                      [--threads T] [--budget B] [--modes LIST] [--drain-s S]\n"
            "                      [--const-weights] [--dir D] [--json FILE] [--md FILE]\n"
            "  --calls N     trace length (default 5000; ~300 distinct lengths)\n"
            "  --quick       500 calls (~100 lengths), budget 50ms: a check in about a minute\n"
            "  --hidden, --ffn  block sizes (default 256, 1024: BERT-mini; 768 3072: BERT-base)\n"
            "  --threads T   threads of every contender (default 1)\n"
            "  --budget B    tt's tuning budget per Task (default 100ms)\n"
            "  --modes LIST  first-call,background,classes,classes-bg,onednn,openblas\n"
            "                (default all)\n"
            "  --drain-s S   background: wait at most S s after the replay (default 120)\n"
            "  --const-weights  the weights are constant: tt_op_set_constant on both weight\n"
            "                matrices, oneDNN's weights reordered to its layout once per primitive\n"
            "  --dir D       where each tt mode's empty cache goes (default /tmp/tt-serve)\n");
}

int main(int argc, char **argv)
{
    opts o = {.calls = 5000, .H = 256, .F = 1024, .threads = 1, .maxlen = 512, .seed = 18,
              .median = 48, .sigma = 0.8, .drain_s = 120, .budget = "100ms",
              .dir = "/tmp/tt-serve", .modes = "first-call,background,classes,classes-bg,onednn,openblas"};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int used = 1;
        if (!strcmp(a, "--quick")) {
            o.calls = 500;
            o.budget = "50ms";
            used = 0;
        } else if (!strcmp(a, "--const-weights")) {
            o.constw = 1;
            used = 0;
        } else if (!v) {
            usage();
            return 2;
        } else if (!strcmp(a, "--calls")) o.calls = atoi(v);
        else if (!strcmp(a, "--seed")) o.seed = (unsigned)atoi(v);
        else if (!strcmp(a, "--hidden")) o.H = atoi(v);
        else if (!strcmp(a, "--ffn")) o.F = atoi(v);
        else if (!strcmp(a, "--threads")) o.threads = atoi(v);
        else if (!strcmp(a, "--budget")) o.budget = v;
        else if (!strcmp(a, "--modes")) o.modes = v;
        else if (!strcmp(a, "--drain-s")) o.drain_s = atof(v);
        else if (!strcmp(a, "--dir")) o.dir = v;
        else if (!strcmp(a, "--json")) o.json = v;
        else if (!strcmp(a, "--md")) o.md = v;
        else {
            usage();
            return 2;
        }
        i += used;
    }
    if (o.calls < 1 || o.H < 1 || o.F < 1 || o.threads < 1) {
        usage();
        return 2;
    }
    mkdir(o.dir, 0700);
    int ndistinct;
    int *trace = make_trace(&o, &ndistinct);
    int *lens = malloc(sizeof(int) * (size_t)ndistinct), nl = 0;
    char *seen = calloc((size_t)o.maxlen + 1, 1);
    for (int i = 0; i < o.calls; i++)
        if (!seen[trace[i]]++)
            lens[nl++] = trace[i];
    free(seen);
    unsigned s = o.seed;
    blk b = {.H = o.H, .F = o.F, .maxlen = o.maxlen};
    size_t XH = (size_t)o.maxlen * (size_t)o.H, XF = (size_t)o.maxlen * (size_t)o.F,
           HF = (size_t)o.H * (size_t)o.F;
    b.X = frand(XH, &s, 1);
    b.W1t = frand(HF, &s, (float)(1 / sqrt(o.H)));
    b.W2t = frand(HF, &s, (float)(1 / sqrt(o.F)));
    b.b1 = frand((size_t)o.F, &s, 0.1f);
    b.b2 = frand((size_t)o.H, &s, 0.1f);
    b.g = frand((size_t)o.H, &s, 1);
    b.be = frand((size_t)o.H, &s, 0.1f);
    b.W1 = malloc(sizeof(float) * HF);
    b.W2 = malloc(sizeof(float) * HF);
    for (int i = 0; i < o.F; i++)
        for (int k = 0; k < o.H; k++) {
            b.W1[(size_t)k * o.F + i] = b.W1t[(size_t)i * o.H + k];   /* [H,F] */
            b.W2[(size_t)i * o.H + k] = b.W2t[(size_t)k * o.F + i];   /* [F,H] */
        }
    b.Y1 = calloc(XF, sizeof(float));
    b.Y2 = calloc(XH, sizeof(float));
    b.Out = calloc(XH, sizeof(float));
    char notes[1024] = "", err[256];
    vb_load(NULL, NULL, NULL, notes, sizeof notes);
    vb_set_threads(VB_OPENBLAS, o.threads);
    int have_dn = dn_init(err, sizeof err) == 0;
    dn_set_threads(o.threads);
    char host[512];
    host_name(host, sizeof host);
    fprintf(stderr, "tt-serve-bench: %d calls, %d distinct lengths, H=%d F=%d, %d thread(s), "
            "budget %s, host %s\n", o.calls, ndistinct, o.H, o.F, o.threads, o.budget, host);

    run_ctx rc = {.o = &o, .b = &b, .trace = trace, .lens = lens, .nlens = nl};
    result res[M_COUNT];
    memset(res, 0, sizeof res);
    int order[M_COUNT] = {M_OPENBLAS, M_FIRST, M_BACKGROUND, M_CLASS, M_TIERED, M_ONEDNN};
    for (int k = 0; k < M_COUNT; k++) {
        int m = order[k];
        if (!in_list(o.modes, mode_name[m]))
            continue;
        if (m == M_OPENBLAS && !vb_available(VB_OPENBLAS)) {
            res[m].note = "OpenBLAS not loaded";
            continue;
        }
        if (m == M_ONEDNN && !have_dn) {
            res[m].note = "oneDNN not available";
            continue;
        }
        run_mode(&rc, m, &res[m], lens, nl);
        if (!res[m].ran && is_tt(m) && rc.tt[m].ctx)
            close_tt(&rc, m);
        if (!res[m].ran && m == M_ONEDNN)
            free_dn(&rc);
    }
    /* every mode's kernels stay until their steady state is measured, all
       modes interleaved */
    steady_all(&rc, res, lens, nl);
    for (int k = 0; k < M_COUNT; k++)
        if (res[k].ran)
            finish_mode(&rc, k, &res[k]);
    for (int k = 0; k < M_COUNT; k++)
        if (res[k].ran && res[M_FIRST].ran)
            res[k].steady_ratio = res[k].steady_gflops / res[M_FIRST].steady_gflops;
    write_out(&o, res, ndistinct, lens, host);
    int bad = 0;
    for (int k = 0; k < M_COUNT; k++) {
        if (res[k].ran && res[k].max_err > 1e-2) {
            fprintf(stderr, "tt-serve-bench: %s differs from OpenBLAS by %g\n", mode_name[k],
                    res[k].max_err);
            bad = 1;
        }
        free(res[k].steady);
        free(res[k].lat);
        free(res[k].newlen);
        free(res[k].jit);
    }
    free(trace);
    free(lens);
    return bad;
}

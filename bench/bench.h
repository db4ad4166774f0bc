/*
 * tt-bench: tt against OpenBLAS, BLIS and oneDNN, side by side in one
 * process.  The pieces:
 *
 *   main.c     options, the machine header, the suites' loop, output
 *   measure.c  clocks, the interleaved measurement, statistics, the FMA
 *              peak microbenchmark and the STREAM-like copy
 *   vendors.c  OpenBLAS and BLIS, dlopen()ed by path (fairness settings)
 *   onednn.c   oneDNN primitives through its C API
 *   case.c     one case: measure (machine watched), check, table row, JSON
 *   suites.c   the cases of the gemm, conv and mem suites
 *
 * Only this program touches the vendor libraries; libtt never does.
 */
#ifndef TT_BENCH_H
#define TT_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- measurement (measure.c) ------------------------------------------ */

double bm_now(void);       /* wall clock, seconds (CLOCK_MONOTONIC) */
double bm_thread_cpu(void);/* this thread's CPU time, seconds */

/* seconds per call over the kept samples */
typedef struct bm_stats {
    double med, q1, q3, min, max;
} bm_stats;

/* One contender of a case: one call of `run` computes the case once. */
typedef struct bm_entry {
    const char *name;          /* column name: "tt", "onednn", ... */
    int (*run)(void *arg);     /* 0 on success */
    void *arg;
    int enabled;               /* set by the suite; 0: n/a for this case */
    /* results (seconds per call) */
    int failed;                /* a call returned nonzero */
    int inner;                 /* calls per timed sample */
    int n, cap;                /* kept samples */
    double *wall, *cpu;
    bm_stats wall_st;          /* wall clock */
    bm_stats cpu_st;           /* this thread's CPU time; zero unless 1 thread */
} bm_entry;

typedef struct bm_opts {
    double repeat_ms;   /* at least this much timed work per contender */
    int min_runs;       /* and at least this many samples */
    double burst_ms;    /* one contender's turn in a round */
    double gap_ms;      /* idle time before each turn (lets other libraries'
                           worker threads stop spinning) */
    int threads;        /* threads of this run (cpu time is used at 1 only) */
} bm_opts;

/* Interleave the enabled entries (ABCABC...) until each has repeat_ms of
 * timed calls and min_runs samples.  Returns 0, or -1 if out of memory. */
int bm_measure(bm_entry *e, int n, const bm_opts *o);
void bm_entry_free(bm_entry *e);

/* What other processes used of the machine between two marks, as a
 * fraction of all CPUs (0 = only this process ran; NAN if unknown): from
 * /proc/stat minus this process's own CPU time. */
typedef struct bm_load {
    double wall, busy, self;
    int ok;
} bm_load;
void bm_load_mark(bm_load *m);
double bm_load_other(const bm_load *a, const bm_load *b);
/* Wait (0.5 s windows) until other processes use at most `threshold` of
 * the machine, or max_s passed; returns the seconds waited. */
double bm_wait_quiet(double max_s, double threshold);

/* FP32 FMA peak of `threads` threads running 24 independent zmm FMA chains
 * each: the best of `trials` runs of about `ms` milliseconds (GFLOP/s),
 * each thread's flops over its own CPU time, summed; *wall_best: the same
 * over the wall time of the slowest thread (lower on a busy machine). */
double bm_fma_peak(int threads, int trials, double ms, double *wall_best);

/* STREAM-like copy of n floats with `threads` threads (OpenMP; one thread
 * if this build has no OpenMP: bm_have_openmp() says). */
void bm_copy(float *dst, const float *src, size_t n, int threads);
int bm_have_openmp(void);

/* A pthread pool whose workers sleep on a condition variable when idle
 * (never spin): bm_pool_run calls fn(arg, i, n) for i in [0, n), n = the
 * pool's threads, the caller taking part 0. */
typedef struct bm_pool bm_pool;
bm_pool *bm_pool_new(int threads);
void bm_pool_run(bm_pool *p, void (*fn)(void *arg, int i, int n), void *arg);
void bm_pool_free(bm_pool *p);

/* Set the OpenMP thread count (oneDNN and BLIS's OpenMP runtime). */
void bm_omp_set_threads(int threads);

/* ---- vendor BLAS (vendors.c) ------------------------------------------ */

enum { VB_OPENBLAS, VB_BLIS, VB_COUNT };

/* dlopen OpenBLAS and BLIS (paths: NULL = the Debian defaults; blis_arch:
 * NULL = "auto-skx").  Writes what was done for fairness to `notes`.  A library
 * that does not load is reported and left out (its columns are n/a). */
void vb_load(const char *openblas_path, const char *blis_path, const char *blis_arch,
             char *notes, size_t nnotes);
int vb_available(int lib);
const char *vb_describe(int lib);        /* version, core/config, path */
void vb_set_threads(int lib, int threads);
/* C[M,N] = A[M,K] B[K,N], row-major with leading dimensions. */
void vb_sgemm(int lib, int64_t M, int64_t N, int64_t K, const float *A, int64_t lda,
              const float *B, int64_t ldb, float *C, int64_t ldc);

/* ---- oneDNN (onednn.c) ----------------------------------------------- */

int dn_init(char *err, size_t n);        /* engine and stream */
const char *dn_describe(void);           /* version, ISA, runtime */
void dn_set_threads(int threads);

typedef struct dn_prim dn_prim;         /* a primitive with its memories */
/* C[M,N] = A[M,K] B[K,N] (matmul primitive, plain row-major) */
dn_prim *dn_matmul_new(int64_t M, int64_t N, int64_t K, float *A, float *B, float *C);
/* NCHW convolution, weights [F, C/groups, R, S], batch N; stride, zero
 * padding (the same on both sides of an axis) and dilation per axis, h
 * then w; dilation 1 is a dense window.  blocked=1: the primitive's
 * preferred layouts, inputs reordered at creation (outside the timed
 * call), output left blocked (dn_conv_output converts it); blocked=0:
 * plain NCHW/OIHW tensors, every reorder inside the call. */
typedef struct dn_conv_shape {
    int64_t n, c, h, w, f, r, s;
    int64_t stride_h, stride_w, pad_h, pad_w, dil_h, dil_w, groups;
    int64_t oh, ow;
} dn_conv_shape;
dn_prim *dn_conv_new(const dn_conv_shape *sh, const float *x, const float *wt, float *y,
                     int blocked);
/* the plain NCHW output of the last call into y (a reorder for blocked) */
int dn_conv_output(dn_prim *p, float *y);
/* C[M,N] = A[M,K] B[K,N] + bias[N], then (sum) + the old C, then (gelu)
 * GELU, tanh form: one matmul primitive with post-ops.  packed: the
 * primitive picks its weights layout and B is reordered into it once,
 * here (constant weights); else it reads B as it is on every call.  bt: B
 * is stored transposed, [N,K] row-major (a PyTorch Linear's weight). */
dn_prim *dn_dense_new(int64_t M, int64_t N, int64_t K, float *A, float *B, float *bias,
                      float *C, int gelu, int sum, int packed, int bt);
dn_prim *dn_add_new(int64_t M, int64_t N, float *a, float *b, float *c);
dn_prim *dn_softmax_new(int64_t M, int64_t N, float *x, float *y);
dn_prim *dn_layernorm_new(int64_t M, int64_t N, float *x, float *g, float *b, float *y);
int dn_run(void *prim);                  /* bm_entry.run */
const char *dn_impl(const dn_prim *p);   /* implementation name, e.g. jit:avx512_core */
void dn_free(dn_prim *p);

/* ---- configuration ------------------------------------------------- */

typedef struct bench_cfg {
    const char *budget;      /* tt tuning budget, passed as budget=... */
    const char *filter;      /* --sizes: NULL, or a comma list */
    bm_opts m;
    int json;                /* print JSON lines on stdout */
    int use_cpu_clock;       /* --clock cpu: 1-thread figures from CPU time */
    FILE *table;             /* where the human table goes */
    int progress;            /* progress lines on stderr */
    double quiet_wait;       /* --quiet-wait: max seconds to wait before a case */
    double busy_max;         /* --busy-max: other processes' share that is "busy" */
    int retries;             /* --retries: re-measure a busy case this often */
    int mismatches;          /* tt results that failed the check */
    int failures;            /* contenders that failed to run */
    const struct conv_case *conv_cases;  /* --conv-cases: instead of the
                                            built-in conv cases; NULL: those */
    int nconv_cases;
} bench_cfg;

/* ---- cases (case.c) ------------------------------------------------ */

/* A case is a kase of up to MAXCOL columns (contenders); the suites fill
 * it and case_run measures, checks and reports it. */
#define MAXCOL 10

/* K_TT_CONST: tt with the weights declared constant (tt_op_set_constant):
 * shown, checked, and kept out of the tt-vs-vendor headline (tt/best, plain
 * K_TT only); a suite that has such columns gets a second ratio, ttc/best =
 * the best K_TT_CONST column over the same best vendor.
 * K_TT_1T: tt on a one-thread context in a case of more threads, timed in
 * the same interleaved rounds: shown, checked, kept out of tt/best, and the
 * denominator of the case's "tt_scaling" (best K_TT over best K_TT_1T), so
 * a thread count's speed-up is measured within one run rather than between
 * passes minutes apart on a shared machine. */
enum { K_TT, K_VENDOR, K_REF, K_TT_CONST, K_TT_1T };

typedef struct col {
    const char *key;     /* JSON prefix */
    const char *label;   /* table header */
    int kind;            /* K_TT, K_VENDOR, K_REF, K_TT_CONST, K_TT_1T */
    bm_entry e;
    const float *out;    /* its output, canonical layout (after `fix`) */
    int (*fix)(void *);  /* make `out` canonical after the runs (may be NULL) */
    void *fix_arg;
    char impl[160];      /* implementation note for the JSON */
    double work;         /* work of one call if not the case's (the copy) */
} col;

typedef struct kase {
    const char *suite;
    char name[64];
    int threads;
    double work;         /* flops, or bytes for mem */
    int bytes;
    col c[MAXCOL];
    int nc;
    size_t out_len;      /* floats in an output */
    double err;          /* max over tt columns */
    const char *check;
    double tt_first_ms;
    double other;        /* other processes' share of the machine while measured */
    double share;        /* 1 thread: CPU time / wall time of the samples */
    double waited;       /* seconds waited for a quiet machine */
    int attempts;        /* measurements made (more than 1: the first were busy) */
    double vendor_err;   /* max over the other vendors against the fastest */
    char extra[2048];    /* more JSON fields: ", \"M\": 1, ..." */
} kase;

/* per (suite, threads): geomean accumulators, one per column and ratios */
typedef struct agg {
    double lg[MAXCOL];
    int n[MAXCOL];
    double lg_ratio, lg_peak, lg_best_peak, lg_tt, lg_best;
    int n_ratio, n_peak, n_best_peak, n_tt, n_best;
    double lg_const_ratio, lg_ttc;   /* ttc/best and the best K_TT_CONST rate */
    int n_const_ratio, n_ttc;
    double lg_scaling;               /* best K_TT over best K_TT_1T */
    int n_scaling;
} agg;

/* Add a column; enabled 0 (or run NULL) shows it as n/a. */
void case_add(kase *k, const char *key, const char *label, int kind, int (*run)(void *),
              void *arg, int enabled, const float *out);
/* Measure (waiting for a quiet machine, re-measuring a busy case), check
 * tt's columns and the other vendors' against the fastest vendor's
 * output, print the table row and the JSON line, add to the geomeans;
 * frees the samples. */
void case_run(bench_cfg *cfg, kase *k, agg *g);
/* The table header of a suite and thread count, and its geomean row; c[]
 * must carry each column's kind (a K_TT_CONST column adds ttc/best). */
void case_header(const bench_cfg *cfg, const char *suite, int threads, const col *c, int nc,
                 int bytes);
void case_geomean(bench_cfg *cfg, const char *suite, int threads, const col *c, int nc,
                  const agg *g, int bytes);

/* ---- suites (suites.c) ---------------------------------------------- */

/* A convolution case: batch 1, stride, pad (both sides of the axis) and
 * dilation per axis, h then w; groups == C == F runs tt's
 * depthwise_conv2d. */
typedef struct conv_case {
    char name[48];
    int64_t c, h, w, f, r, s;
    int64_t stride_h, stride_w, pad_h, pad_w, dil_h, dil_w, groups;
} conv_case;

/* Read --conv-cases FILE: one case a line, the built-in table's 14 columns
 * (name C H W F R S stride_h stride_w pad_h pad_w dil_h dil_w groups),
 * blank lines and '#' comments skipped.  0 and a malloc()ed array; -1 and
 * "FILE:LINE: what" in err. */
int conv_cases_load(const char *path, conv_case **out, int *n, char *err, size_t errsz);

/* each returns the number of cases it ran */
int suite_gemm(bench_cfg *cfg, int threads);
int suite_conv(bench_cfg *cfg, int threads);
int suite_mem(bench_cfg *cfg, int threads);

/* ---- output helpers (main.c) ---------------------------------------- */

void bench_progress(const bench_cfg *cfg, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
double bench_peak(const bench_cfg *cfg, int threads);

#endif

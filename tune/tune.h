/*
 * tune/: the auto-tuner's interface.  In the order a session uses them:
 * the knob space of a Task (space.c), the features of a (Task, Config)
 * (features.c), the cost model (model.c) and the pre-trained predictor
 * (predictor.c), the search strategies (search.c), how a measurement ends
 * (measure.c), the engine candidates are compiled and run through
 * (engine.c), the tuning session (tuner.c) and the training rows it and
 * `tt predictor` read from the cache (rows.c).  What only tune/ uses is
 * in tune/tune_internal.h.
 */
#ifndef TT_TUNE_TUNE_H
#define TT_TUNE_TUNE_H

#include <stddef.h>
#include <stdint.h>

#include "base/base.h"
#include "cache/cache.h"
#include "ir/ir.h"
#include "kernel/kernel.h"
#include "lower/lower.h"

/* ---- the knob space (space.c) ------------------------------------------ */

/*
 * The knob space of a Task (Ansor-style: derived by rules from the
 * computation, no per-operator templates).
 *
 * A Config is an lw_sched (lower/lower.h): the lowering's own language.
 * The space lists, for each knob that makes sense for the Task, the values
 * it may take; a point of the space is an lw_sched whose knob fields hold
 * such values and that lw_sched_check accepts.  The default schedule is a
 * point of the space (its values are always among the candidates).
 */

enum {
    KN_MODE,      /* stage: SM_ROOT / SM_INLINE / SM_EPILOGUE */
    KN_GROUP,     /* row fusion: 0..gmax */
    KN_GTILE,     /* group tile of prefix axis `axis` */
    KN_GPAR,
    KN_VBITS,     /* 512 / 256 */
    KN_TILE,      /* stage, spatial axis: index into the tile triples */
    KN_RTILE,     /* stage, reduction var */
    KN_ORDER0,    /* stage: index into the permutations */
    KN_ORDER2,
    KN_RORDER,
    KN_VEC,       /* stage: LW_VEC_NONE, axis, or LW_VEC_RED + r */
    KN_LANES,
    KN_UNROLL,
    KN_PAR,
    KN_PACK,      /* stage, read q */
    KN_COUNT
};

typedef struct tune_knob {
    int kind;
    int stage, axis;          /* axis: spatial axis, reduction var or read */
    int n;                    /* candidates */
    int32_t *vals;            /* values (tiles and orders: indices) */
    char name[40];            /* "s0.tile.m", "s0.vec", "modes.2", ... */
} tune_knob;

typedef struct tune_triples {
    int n;
    int32_t (*v)[3];
} tune_triples;

typedef struct tune_perms {
    int n, len;
    uint8_t (*v)[TT_MAX_RANK];
} tune_perms;

typedef struct tune_space {
    const ir_task *task;
    lw_stage_info info[LW_MAX_STAGES];
    lw_sched base;            /* the default schedule */
    int nknobs;
    tune_knob *knobs;
    tune_triples tri[LW_MAX_STAGES][TT_MAX_RANK];
    tune_perms perm0[LW_MAX_STAGES], perm2[LW_MAX_STAGES], rperm[LW_MAX_STAGES];
    double log10_size;        /* product of the candidate counts */
    /* The space of the Task's fused-reduction form (ir/fuse.c), whose
       schedules have form 1: NULL when it has none.  The functions below
       take a schedule of either form and work in its form's space; a
       sample is of a fused-reduction form one time in TUNE_FORM_SHARE, of
       a merged form (ir_task_merge) one time in 2. */
    struct tune_space *form;
    tt_arena arena;
} tune_space;
#define TUNE_FORM_SHARE 8

/* Build the space of t (t must outlive it).  NULL on out of memory. */
tune_space *tune_space_new(const ir_task *t);
void tune_space_free(tune_space *s);

/* The space schedule c is in: s, or for a fused-form schedule s->form.
 * Knobs (tune_knob_get, tune_knob_index) are of that space. */
const tune_space *tune_space_of(const tune_space *s, const lw_sched *c);

/* index of the current value among k's candidates, or -1 */
int tune_knob_index(const tune_space *s, const tune_knob *k, const lw_sched *c);

/* Zero the fields no knob or stage uses, so that equal schedules compare
 * equal with memcmp and print the same text. */
void tune_canon(const tune_space *s, lw_sched *c);
/* tune_canon, then the fields that do not change the program either (the
 * lanes of a stage neither vectorized nor packing): for telling programs
 * apart, not for moving from (a move of the vector axis alone needs the
 * lanes kept). */
void tune_canon_program(const tune_space *s, lw_sched *c);
/* Whether a and b give the same program (tune_canon_program). */
int tune_sched_equal(const tune_space *s, const lw_sched *a, const lw_sched *b);
/* A hash of what c's program computes in its innermost loops: the form,
 * the stages' modes and row fusion, and per stage the vector axis and
 * lanes, the register tile (t3) and the packs -- not the outer tiles,
 * loop orders, reduction tiles, unroll or parallel loops.  The oneshot
 * ranking spreads its first picks over these (tune/search.c). */
uint64_t tune_sched_kernel_key(const tune_space *s, const lw_sched *c);

/* A valid point drawn uniformly per knob (rejection sampling); 0 on success. */
int tune_sample(const tune_space *s, uint64_t *rng, lw_sched *out);
/* A valid neighbour of c: one or two knobs moved (to an adjacent value
 * with probability 3/4, else anywhere); 0 on success. */
int tune_neighbor(const tune_space *s, const lw_sched *c, uint64_t *rng, lw_sched *out);
/* Crossover for genetic search: each knob from a or b; 0 on success. */
int tune_crossover(const tune_space *s, const lw_sched *a, const lw_sched *b, uint64_t *rng,
                   lw_sched *out);
/* Numeric encoding: one float per knob (normalized candidate index). */
int tune_encode(const tune_space *s, const lw_sched *c, float *out, int max);

/* 1 if c is a schedule the lowering accepts for the space's Task; else 0
 * with the reason in why[n] (why may be NULL). */
int tune_valid(const tune_space *s, const lw_sched *c, char *why, size_t n);

/* ---- adapting a schedule to another shape (adapt.c) -------------------- */

/* The schedule `from` of Task src (the same Def as s's Task, another
 * shape) adapted to s's Task: tiles that covered a whole axis cover the
 * new one, others keep their size (clamped), then the nearest candidate;
 * other knobs keep their value where the space offers it.  *out is always
 * a valid point of s.  Returns 0 (every knob adapted), 1 (some knobs went
 * back to the default's to pass the check) or -1 (*out is the default). */
int tune_adapt(const tune_space *s, const ir_task *src, const lw_sched *from, lw_sched *out);

/* ---- features (features.c) --------------------------------------------- */

/* Features of (Task, Config) for the cost model: TUNE_FEAT_LEN floats. */
#define TUNE_FEAT_LEN 280

/* The machine the host part of the features is relative to. */
typedef struct tune_host {
    int64_t l1d, l2, l3;     /* bytes per cache instance; 0: unknown */
    int cpus;                /* logical CPUs; 0: unknown */
    int vector_bits;         /* widest vectors codegen uses: 512, 256, 128 */
} tune_host;

/* A machine's facts from its hardware fingerprint (cache_fingerprint's
 * "name: value" lines): its caches and CPUs, and its vector width from
 * the LLVM features code was generated with (+avx512f 512, +avx 256, else
 * 128).  0, or -1 if the text has no llvm_features line or no cache size. */
int tune_host_from_fingerprint(const char *fp, tune_host *h);

/* 0 on success; out[TUNE_FEAT_LEN].  The host part is relative to this
 * machine's caches and CPUs, and to t's target's vector width. */
int tune_features(const ir_task *t, const lw_sched *c, float *out);
/* The same relative to host h (NULL: this machine), for a measurement
 * another machine made: t's target should carry h's vector width. */
int tune_features_on(const ir_task *t, const lw_sched *c, const tune_host *h, float *out);
/* The feature columns that measure bytes in absolute terms, whose meaning
 * depends on the host's caches (the tensors' bytes, each buffer's bytes
 * touched within the innermost loops); their host-relative counterparts
 * are the host part.  Writes at most max indices to cols; returns how
 * many there are. */
int tune_features_absolute(int *cols, int max);

/* ---- the cost model (model.c) ------------------------------------------ */

/*
 * The cost model of the auto-tuner: gradient-boosted trees (XGBoost 1.7 C
 * API) trained with a pairwise ranking loss on (features, throughput) rows,
 * AutoTVM-style.  It predicts a score per row; only the order of the scores
 * means anything (higher = predicted faster).
 *
 * Prefix tune_model_, never exported.  A tune_model is not thread-safe:
 * one thread at a time per model (separate models may be used from
 * separate threads).  Every function returns a tt_status (TT_OK = 0)
 * or NULL and, on failure, writes a one-line message into err[n] (err may be
 * NULL).  Nothing aborts: every XGBoost call's return code is checked.
 */

typedef struct tune_model tune_model;

/* nthread: XGBoost threads for training and prediction (>= 1; the tuner
 * passes 1 so that training never competes with a measurement).  seed: for
 * reproducibility (the same data, seed and nthread give the same model).
 * NULL on failure with err set. */
tune_model *tune_model_new(int nthread, uint64_t seed, char *err, size_t n);

/* Train from scratch on rows X[nrows][ncols] (row-major float, NaN =
 * missing, +-inf is an error), labels y (higher is better, e.g. GFLOP/s;
 * only their order within a group matters).  Objective rank:pairwise.
 * groups[ngroups]: row counts of consecutive query groups (one group per
 * Task) summing to nrows, or NULL/0 for a single group; empty groups are
 * allowed and ignored.  rounds: boosting rounds (>= 1).
 *
 * Non-finite labels are an error (TT_ERR_INVALID_ARG naming the row), not
 * dropped: the caller decides what a failed measurement is worth (the tuner
 * should pass 0 throughput).  All-equal labels are fine: the model learns
 * nothing and predicts a constant.  On any failure the previous model (if
 * any) is kept unchanged. */
int tune_model_fit(tune_model *m, const float *X, int nrows, int ncols, const float *y,
                   const unsigned *groups, int ngroups, int rounds, char *err, size_t n);

/* Scores for rows X[nrows][ncols] into out[nrows] (higher = predicted
 * faster).  Before any fit or load: all zeros, any ncols >= 1.  After: ncols
 * must equal the trained model's (TT_ERR_SHAPE otherwise).  nrows == 0 is a
 * no-op.  Each call builds a fresh DMatrix (XGBoost caches predictions per
 * DMatrix: a reused one could return another input's scores). */
int tune_model_predict(tune_model *m, const float *X, int nrows, int ncols, float *out,
                       char *err, size_t n);

/* 1 after a successful fit or load, else 0. */
int tune_model_trained(const tune_model *m);

/* Start this model from another's scores (a pre-trained predictor):
 * predictions are base(x) + this model's trees, and fits learn trees that
 * correct the base (its scores are the rows' base margin).  The base is
 * borrowed (it must outlive m) and may be shared by models in several
 * threads: its predictions are serialized.  NULL: no base.  A base whose
 * feature count differs from the rows' is ignored. */
void tune_model_set_base(tune_model *m, tune_model *base);
/* Set a booster parameter over the defaults (model.c's k_params) for the
 * next fits: objective, max_bin, max_depth, eta, gamma, min_child_weight,
 * subsample, lambda, alpha.  XGBoost judges the value at the fit. */
int tune_model_param(tune_model *m, const char *key, const char *value, char *err, size_t n);
/* 1 if predictions mean something: fitted, loaded, or a usable base. */
int tune_model_ready(const tune_model *m);

/* Number of features of the trained/loaded model, 0 if untrained. */
int tune_model_ncols(const tune_model *m);

/* Serialize to memory in XGBoost's UBJ model format (an untrained model is
 * an error).  *bytes is malloc'ed; the caller frees it. */
int tune_model_save(tune_model *m, void **bytes, size_t *len, char *err, size_t n);

/* Replace the model with one serialized by tune_model_save or by XGBoost
 * 1.6/1.7 (UBJ or JSON model format; the legacy binary format is refused).
 * A UBJ model is checked before XGBoost reads it (bounds, tree structure,
 * one output per row), so corrupt bytes are an error (TT_ERR_INVALID_ARG),
 * not a crash; XGBoost 1.7 itself crashes on many corrupt models.  A JSON
 * model is only parsed by XGBoost: load JSON from trusted sources only.
 * The model keeps its own nthread and seed.  On failure the previous model
 * is kept unchanged. */
int tune_model_load(tune_model *m, const void *bytes, size_t len, char *err, size_t n);

void tune_model_free(tune_model *m);

/* ---- the pre-trained predictor (predictor.c) --------------------------- */

/* The hosts the default built-in model was trained on (their LLVM CPU
 * names, joined by '+'): a portable model (`tt predictor train --portable`)
 * of their records in tune/records/. */
#define TUNE_PREDICTOR_DEFAULT_HOST "sapphirerapids+znver5"

/* The hosts the built-in model of 256-bit code (tune/predictor-vec256.ubj)
 * was trained on, as TUNE_PREDICTOR_DEFAULT_HOST. */
#define TUNE_PREDICTOR_VEC256_HOST "sapphirerapids+znver5+znver5-avx2"

/* The predictor named by spec (TT_PREDICTOR): "" or "on" -> the one built
 * into libtt for code of vector_bits bits on a host whose model name is cpu
 * (jit_llvm_model_cpu: the LLVM CPU name, "-avx2" appended under TT_ISA=avx2
 * on an AVX-512 CPU): tune/predictor-CPU.ubj where there is one, else
 * tune/predictor-vecBITS.ubj where there is one, else the default
 * tune/predictor.ubj; NULL if this build has none; cpu may be NULL or "",
 * vector_bits 0 for none), "off" -> NULL, else a model file written by `tt
 * predictor train` (cpu and vector_bits unused).  Loaded once per model and
 * kept for the life of the process (shared: use it only as a tune_model
 * base).  NULL with err set when the file cannot be read or is not a model
 * whose features match this tt (err[0] == 0 when NULL means "none"). */
tune_model *tune_predictor(const char *spec, const char *cpu, int vector_bits, char *err,
                           size_t n);

/* Whether spec names the built-in model ("" or "on"). */
int tune_predictor_is_builtin(const char *spec);

/* The model names of the hosts the built-in model used for cpu's code of
 * vector_bits bits was trained on: cpu itself where it has a model of its
 * own, else the width model's hosts or TUNE_PREDICTOR_DEFAULT_HOST (several
 * names joined by '+'); NULL if this build has no built-in model. */
const char *tune_predictor_builtin_host(const char *cpu, int vector_bits);

/* Whether cpu is one of the '+'-joined names of hosts (a model's). */
int tune_predictor_host_in(const char *hosts, const char *cpu);

/* Whether spec is well-formed (for the environment check): on, off, or
 * the path of a readable file. */
int tune_predictor_spec_ok(const char *spec);

/* ---- search strategies (search.c) -------------------------------------- */

/* oneshot: measure the pre-trained predictor's top-k of a large sample,
 * in its order, with no model trained during the session (needs
 * tune_opts.predictor).  ebs: the training-data collector (search.c),
 * ranking with tune_opts.predictor when there is one. */
enum { TS_XGB = 0, TS_RANDOM, TS_GA, TS_TWOPHASE, TS_ONESHOT, TS_EBS, TS_COUNT };

const char *tune_search_name(int kind);
int tune_search_kind(const char *name);   /* -1 if unknown */

/* ---- how a measurement ends (measure.c) -------------------------------- */

/* How a measurement ended: recorded with the candidate, never fatal. */
typedef enum tune_err {
    ME_OK = 0,
    ME_COMPILE_ERROR,
    ME_WRONG_ANSWER,
    ME_TIMEOUT,
    ME_RUNTIME_ERROR,
} tune_err;
extern const char *const tune_err_name[];

typedef struct tune_meas {
    int error;               /* tune_err */
    double ms;               /* median run time (ME_OK, or the time seen) */
    double min_ms, max_ms;   /* spread of the timed runs */
    int runs;
    int cut;                 /* stopped early: far slower than the best */
    double compile_ms;
    char msg[200];
} tune_meas;

/* ---- the engine candidates are compiled and run through (engine.c) ----- */

/* A compiled candidate, as the engine knows it (opaque to the tuner). */
typedef struct tune_cand tune_cand;

/* The tuner's only way to compile, run and time kernels, so that a test can
 * drive a session with a fake (ggml's backend interface, in small).
 * tune_kernel_engine is the real one, on kernel/.  Every entry but free
 * returns a tt_status (TT_OK = 0) with a one-line message in err[n] on
 * failure. */
typedef struct tune_engine {
    void *ctx;
    /* Lower and compile schedule s of Task t into *out; *compile_ms: the
     * time the compile itself took. */
    int (*compile)(void *ctx, const ir_task *t, const lw_sched *s, tune_cand **out,
                   double *compile_ms, char *err, size_t n);
    /* Run c once on io (the Task's inputs, then its outputs); *ms: how long
     * the run took (the device's own clock where the engine has one). */
    int (*run)(void *ctx, tune_cand *c, void *const *io, double *ms, char *err, size_t n);
    /* Optional (NULL: no candidate keeps packs).  Fill c's kept packs from
     * io's inputs, so that the runs after it are the steady state; TT_OK
     * for a candidate that keeps none. */
    int (*pack)(void *ctx, tune_cand *c, void *const *io, char *err, size_t n);
    /* Free c (NULL: nothing). */
    void (*free)(void *ctx, tune_cand *c);
} tune_engine;

/* The engine on kernel/: candidates are kn_kernels compiled on kc->be and
 * run on kc->pool (NULL: serial).  kc must outlive the engine. */
typedef struct tune_kernel_ctx {
    jit_backend *be;
    kn_pool *pool;
} tune_kernel_ctx;
tune_engine tune_kernel_engine(tune_kernel_ctx *kc);
/* The kn_kernel a candidate of tune_kernel_engine is. */
kn_kernel *tune_cand_kernel(tune_cand *c);

/* ---- the tuning session (tuner.c) -------------------------------------- */

enum { TUNE_BUDGET_NONE = 0, TUNE_BUDGET_TIME, TUNE_BUDGET_TRIALS };

typedef struct tune_budget {
    int kind;
    double ms;
    int trials;
} tune_budget;

typedef struct tune_progress {
    int trials;
    double elapsed_ms, budget_ms;
    int budget_trials;
    double best_gflops, default_gflops;
    int done;
} tune_progress;

typedef struct tune_opts {
    tune_budget budget;
    int kind;                 /* TS_XGB, TS_RANDOM, TS_GA, TS_TWOPHASE, TS_ONESHOT, TS_EBS */
    uint64_t seed;
    cache_store *store;       /* records go here; NULL: none */
    const char *hw;           /* hardware key of the records */
    int transfer;             /* start the model from other Tasks' records */
    tune_model *predictor;    /* xgb: start from this model (NULL: none);
                                 oneshot: the model that ranks (required);
                                 ebs: the model that ranks (NULL: none) */
    /* a config measured first after the default (the nearest winner of
       another shape, adapted: tune_adapt), NULL: none */
    const lw_sched *start;
    /* nonzero (read atomically between steps): stop at once; the best so
       far is the result, the final race is skipped (r->cancelled) */
    const int *cancel;
    void (*progress)(void *ctx, const tune_progress *p);
    void *progress_ctx;
    /* called after each measured candidate (tt tune --verbose) */
    void (*trial)(void *ctx, const char *config, const tune_meas *m);
    void *trial_ctx;
} tune_opts;

typedef struct tune_result {
    lw_sched best;
    /* the winner, compiled; the caller owns it: tune_session's as the
     * engine's candidate (cand), tune_run's as a kernel (kernel) */
    tune_cand *cand;
    kn_kernel *kernel;
    double best_ms, best_gflops;
    double default_ms, default_gflops;
    int best_is_default;
    int trials;
    int errors[ME_RUNTIME_ERROR + 1];   /* per tune_err */
    int transfer_rows;
    int skipped;              /* candidates whose compile would overrun the budget */
    int raced;                /* finalists raced again at the end (0: none) */
    int cancelled;            /* stopped by o->cancel before the budget ran out */
    int start_trial;          /* o->start was measured (1), or invalid / the default (0) */
    int ranked;               /* oneshot: configs the predictor ranked (0: other tuners) */
    double tune_ms;
    /* where the time went: compiles, search, model training, the race */
    double compile_ms, search_ms, fit_ms, race_ms;
} tune_result;

/* Tune Task t, compiling and running candidates through engine e.  On
 * success r->cand is the winner (free it with e->free); on failure no
 * candidate is left. */
int tune_session(const tune_engine *e, const ir_task *t, const tune_opts *o, tune_result *r,
                 char *err, size_t n);
/* tune_session on kernel/: Task t compiled on backend be, run on pool.  On
 * success r->kernel is the winner. */
int tune_run(jit_backend *be, kn_pool *pool, const ir_task *t, const tune_opts *o,
             tune_result *r, char *err, size_t n);

/* ---- training rows (rows.c) -------------------------------------------- */

/* Rows for the cost model: features (TUNE_FEAT_LEN per row), labels,
 * and groups (consecutive rows of one Task). */
typedef struct tune_rows {
    float *X;
    float *y;
    unsigned *groups;
    int n, cap, ngroups, capgroups;
} tune_rows;

/* What tune_rows_collect could not use when refeaturing. */
typedef struct tune_rows_stats {
    int tasks_undescribed;   /* Tasks without a canonical text that binds */
    int unusable;            /* measured configs that no longer parse or lower */
    int hosts_undescribed;   /* hardware keys without a fingerprint that says
                                their caches and vector width */
} tune_rows_stats;

/* The measurements on hardware hw of every Task but those whose key
 * starts with one of exclude[nexclude], at most limit rows (per_task > 0:
 * at most that many per Task, the newest), one group per Task with at
 * least 2 rows and a success, labelled best time / time (0: a failure).
 * Features: those stored with each measurement (of this feature version
 * only), or with refeature those this tt computes for the measured
 * config, on the Task rebuilt from its canonical text in the cache, for
 * the machine hw's fingerprint in the cache describes (its vector width,
 * caches and CPUs: tune_host_from_fingerprint), whichever machine runs
 * this -- any feature version, records without features too.  stats (may
 * be NULL) is added to.  Returns the number of groups. */
int tune_rows_collect(cache_store *store, const char *hw, const char *const *exclude,
                      int nexclude, int limit, int per_task, int refeature,
                      tune_rows *out, tune_rows_stats *stats);
void tune_rows_free(tune_rows *r);

#endif

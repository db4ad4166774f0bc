/* The tuning session: see tuner.c. */
#ifndef TT_TUNE_TUNER_H
#define TT_TUNE_TUNER_H

#include "cache.h"
#include "measure.h"
#include "rt.h"

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
    int kind;                 /* TS_XGB, TS_RANDOM, TS_GA, TS_TWOPHASE */
    uint64_t seed;
    cache_store *store;       /* records go here; NULL: none */
    const char *hw;           /* hardware key of the records */
    int transfer;             /* start the model from other Tasks' records */
    struct tune_model *predictor;  /* xgb: start from this model (NULL: none) */
    void (*progress)(void *ctx, const tune_progress *p);
    void *progress_ctx;
    /* called after each measured candidate (tt tune --verbose) */
    void (*trial)(void *ctx, const char *config, const struct tune_meas *m);
    void *trial_ctx;
} tune_opts;

typedef struct tune_result {
    lw_sched best;
    rt_kernel *kernel;        /* the winner, compiled; the caller owns it */
    double best_ms, best_gflops;
    double default_ms, default_gflops;
    int best_is_default;
    int trials;
    int errors[5];            /* per tune_err */
    int transfer_rows;
    int skipped;              /* candidates whose compile would overrun the budget */
    int raced;                /* finalists raced again at the end (0: none) */
    double tune_ms;
    /* where the time went: compiles, search, model training, the race */
    double compile_ms, search_ms, fit_ms, race_ms;
} tune_result;

/* Rows for the cost model: features (TUNE_FEAT_LEN per row), labels,
 * and groups (consecutive rows of one Task). */
typedef struct tune_rows {
    float *X;
    float *y;
    unsigned *groups;
    int n, cap, ngroups, capgroups;
} tune_rows;

/* The measurements on hardware hw of every Task but those whose key
 * starts with one of exclude[nexclude], at most limit rows (per_task > 0:
 * at most that many per Task, the newest), one group per Task with at
 * least 2 rows and a success, labelled best time / time (0: a failure).
 * Returns the number of groups. */
int tune_rows_collect(cache_store *store, const char *hw, const char *const *exclude,
                      int nexclude, int limit, int per_task, tune_rows *out);
void tune_rows_free(tune_rows *r);

/* Tune Task t on backend be.  On success r->kernel is the winner. */
int tune_run(jit_backend *be, rt_pool *pool, const ir_task *t, const tune_opts *o,
             tune_result *r, char *err, size_t n);

#endif

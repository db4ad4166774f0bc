/*
 * Inside the tuner: what the files of tune/ share and nobody above them
 * uses.  tune/tune.h is the tuner's interface; this header is on tune/'s
 * include path only (a test of the tuner's insides adds it itself).
 */
#ifndef TT_TUNE_INTERNAL_H
#define TT_TUNE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "tune/tune.h"

/* ---- features (features.c) --------------------------------------------- */

/* Bumped whenever the feature layout changes: records with another
 * version are not used for training. */
#define TUNE_FEATURE_VERSION 5

/* ---- the neural predictor (mlp.c) -------------------------------------- */

typedef struct tune_mlp tune_mlp;

/* Whether bytes start like an MLP predictor file (the TTMLP01 magic). */
int tune_mlp_is(const void *bytes, size_t len);
/* The model in bytes, checked whole; NULL and a message on any fault. */
tune_mlp *tune_mlp_load(const void *bytes, size_t len, char *err, size_t n);
void tune_mlp_free(tune_mlp *m);
int tune_mlp_nin(const tune_mlp *m);
/* Scores of nrows rows of ncols features (ncols must be the model's). */
int tune_mlp_predict(const tune_mlp *m, const float *X, int nrows, int ncols, float *out,
                     char *err, size_t n);

/* ---- the knob space (space.c) ------------------------------------------ */

/* The value of knob k in schedule c (tiles/orders: candidate index, -1 if
 * the schedule holds a value outside the candidates). */
int32_t tune_knob_get(const tune_space *s, const tune_knob *k, const lw_sched *c);
void tune_knob_set(const tune_space *s, const tune_knob *k, lw_sched *c, int32_t v);

/* ---- search strategies (search.c) -------------------------------------- */

typedef struct tune_search tune_search;

tune_search *tune_search_new(const tune_space *s, int kind, uint64_t seed);
void tune_search_free(tune_search *se);
/* Propose up to n configurations never proposed before; model: the cost
 * model (xgb), time_ms: how long the search may take.  Returns the count. */
int tune_search_next(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms);
/* A measured configuration and its score (GFLOP/s; 0 for a failure). */
void tune_search_record(tune_search *se, const lw_sched *c, double score);
void tune_search_mark(tune_search *se, const lw_sched *c);
int tune_search_seen(tune_search *se, const lw_sched *c);
/* oneshot: the ranked sample, best predicted first, with the predictor's
 * scores (valid until the search is freed); the count (0 before the first
 * tune_search_next or on failure). */
int tune_search_ranked(const tune_search *se, const lw_sched **c, const float **score);

/* ---- measurement (measure.c) ------------------------------------------- */

/* The measurement bench of one Task: seeded inputs, scratch outputs and
 * the reference outputs every candidate is checked against. */
typedef struct tune_bench {
    const ir_task *task;
    const tune_engine *eng;
    int nin, nout;
    void *in[64], *out[64], *ref[64];
    void *mem[3][64];        /* the allocations of in, out and ref */
    size_t out_bytes[64];
    double min_total_ms;     /* repeat until this much time was measured */
    int min_runs, max_runs;
} tune_bench;

int tune_bench_init(tune_bench *b, const ir_task *t, const tune_engine *eng, uint64_t seed);
void tune_bench_free(tune_bench *b);
/* Run c once into the reference outputs (the trusted default kernel). */
int tune_bench_reference(tune_bench *b, tune_cand *c, char *err, size_t n);
/* What a cold run may cost beyond a warm one (ms): a candidate's first
 * run cuts it only when it is slower than 4x the cutoff by more. */
#define TUNE_COLD_MS 1.0
/* Check and time c.  cutoff_ms: stop repeating once the median is known
 * to exceed it (a candidate far slower than the best); timeout_ms: a run
 * longer than this is a TIMEOUT. */
void tune_measure(tune_bench *b, tune_cand *c, double cutoff_ms, double timeout_ms,
                  tune_meas *m);
/* Time c (already checked): at least 3 runs and min_ms in all; *ms is
 * their median. */
int tune_time(tune_bench *b, tune_cand *c, double min_ms, double *ms);

/* ---- training rows (rows.c) -------------------------------------------- */

/* Append a row (TUNE_FEAT_LEN features x, label y) / a group of the last
 * count rows; -1 on out of memory. */
int tune_rows_push(tune_rows *r, const float *x, float y);
int tune_rows_group(tune_rows *r, unsigned count);

/* ---- the UBJ model check (ubj.c) ---------------------------------------- */

/* 0 if bytes[len] is one well-formed XGBoost 1.6/1.7 UBJ gbtree model whose
 * trees are sane (bounds, tree structure, one output per row); else -1
 * with the first problem in why[n].  *max_split: the largest split feature
 * of any tree (-1: none), for the caller to check against the feature
 * count once XGBoost has read the model. */
int tune_ubj_check(const void *bytes, size_t len, int64_t *max_split, char *why, size_t n);

#endif

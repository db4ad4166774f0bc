/*
 * The cost model of the auto-tuner: gradient-boosted trees (XGBoost 1.7 C
 * API) trained with a pairwise ranking loss on (features, throughput) rows,
 * AutoTVM-style.  It predicts a score per row; only the order of the scores
 * means anything (higher = predicted faster).
 *
 * Internal; prefix tune_model_, never exported.  A tune_model is not
 * thread-safe: one thread at a time per model (separate models may be used
 * from separate threads).  Every function returns a tt_status (TT_OK = 0)
 * or NULL and, on failure, writes a one-line message into err[n] (err may be
 * NULL).  Nothing aborts: every XGBoost call's return code is checked.
 */
#ifndef TT_TUNE_MODEL_H
#define TT_TUNE_MODEL_H

#include <stddef.h>
#include <stdint.h>

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
 * DMatrix, STACK.md trap 11). */
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

#endif

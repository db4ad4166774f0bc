/*
 * The tuner's cost model: XGBoost (1.7 C API), objective rank:pairwise.
 *
 * Hyper-parameters: AutoTVM's XGBoostCostModel for loss_type="rank",
 * unchanged: max_depth 3, eta 0.3, gamma 1e-4, min_child_weight 1,
 * subsample 1, lambda 1, alpha 0.  (Ansor's XGBModel uses max_depth 10,
 * eta 0.2; XGBoost's default depth is 6.)  gamma > 0 means a split must gain
 * something, so all-equal labels grow no tree; subsample 1 means no row
 * sampling, so the same data gives the same model (the seed only matters if
 * sampling is ever turned on).
 *
 * Depth 3 rather than a deeper tree, measured with one thread on the two
 * synthetic speed functions of tests/tune/test_model.c (speed: a best tile,
 * a periodic term, a threshold interaction; speed_cache: cache levels of a
 * tile footprint, a 4-way interaction), 100 features, held-out Spearman:
 *   speed, 2000 rows, 50 rounds:  depth 3 0.985, 6 0.959, 8 0.926
 *   speed_cache, 50 rounds:       500 rows  3: 0.77  4: 0.70  6: 0.67
 *                                 2000 rows 3: 0.90  4: 0.90  6: 0.85
 *                                 4000 rows 3: 0.92  4: 0.92  6: 0.91
 * and depth 3 trained 3-4x faster than depth 6 (2000 rows: ~70-85 vs
 * ~260 ms).  With eta 0.3 and no early stopping deeper trees overfit the few
 * hundred to few thousand rows a tuning run has.  More rounds did not help
 * either (depth 3, 50/100/200 rounds: speed 0.985/0.988/0.983, speed_cache
 * at 2000 rows 0.90/0.90/0.88; AutoTVM stops early on a recall metric, we
 * do not), so the tuner should keep rounds near 50.
 *
 * tree_method hist with max_bin 64: the exact method is 3-4x slower on one
 * thread, and with continuous features hist's time goes into evaluating
 * candidate splits (features x bins x nodes), so 64 bins train about twice
 * as fast as the default 256 (depth 3: ~70 vs ~145 ms) at the same held-out
 * Spearman.  The tuner's features are mostly log2 of integer extents and
 * byte counts with far fewer than 64 distinct values per feature, where the
 * binning loses nothing.
 *
 * Threads: "nthread" is set on every booster and passed to every DMatrix
 * creation (XGDMatrixCreateFromMat_omp), so with nthread=1 no OpenMP worker
 * is started at all; XGBoost shares libgomp's process-wide pool (STACK.md
 * trap 10), so nothing here touches omp_set_num_threads or OMP_NUM_THREADS.
 * tests/tune/test_model.c checks the process's thread count and that its
 * CPU time during a fit does not exceed the wall time.  With nthread > 1 on
 * a busy machine the workers spin at barriers while one waits for a core:
 * a 2000-row fit (depth 6) took 12.3 s with nthread 2 against 0.3 s with 1.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pthread.h>

#include <xgboost/c_api.h>

#include "tune/tune.h"
#include "tt.h"
#include "base/base.h"

struct tune_model {
    BoosterHandle bst;   /* NULL until a fit or load succeeds */
    int ncols;           /* features of bst */
    int nthread;
    uint64_t seed;
    tune_model *base;    /* borrowed: its margin is where this model starts */
    pthread_mutex_t mu;  /* one predict at a time (a base is shared) */
};

/* The booster's parameters, in the order they are set. */
static const char *const k_params[][2] = {
    {"booster", "gbtree"},
    {"objective", "rank:pairwise"},
    {"tree_method", "hist"},
    {"max_bin", "64"},
    {"max_depth", "3"},
    {"eta", "0.3"},
    {"gamma", "0.0001"},
    {"min_child_weight", "1"},
    {"subsample", "1"},
    {"lambda", "1"},
    {"alpha", "0"},
};

/* Prediction: raw margin (for rank:pairwise the same as the transformed
 * output; for a loaded model of another objective, still order-preserving). */
static const char k_predict_cfg[] =
    "{\"type\": 1, \"training\": false, \"iteration_begin\": 0, "
    "\"iteration_end\": 0, \"strict_shape\": false}";

static int fail(char *err, size_t n, int status, const char *fmt, ...) TT_PRINTF(4, 5);
static int fail(char *err, size_t n, int status, const char *fmt, ...)
{
    if (err && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, n, fmt, ap);
        va_end(ap);
        err[n - 1] = 0;
    }
    return status;
}

/* A failed XGBoost call: "cost model: <what>: <XGBoost's first line>",
 * without its "[hh:mm:ss] " stamp and stack trace. */
static int xgb_fail(char *err, size_t n, int status, const char *what)
{
    const char *e = XGBGetLastError();
    if (!e || !*e)
        e = "unknown XGBoost error";
    if (e[0] == '[') {
        const char *close = strchr(e, ']');
        if (close && close - e < 16)
            e = close[1] == ' ' ? close + 2 : close + 1;
    }
    size_t len = strcspn(e, "\n");
    if (len > 400)
        len = 400;
    return fail(err, n, status, "cost model: %s: %.*s", what, (int)len, e);
}

/* Call XGBoost; on failure set rc and err[n] from XGBGetLastError() and go
 * to the caller's cleanup label "out". */
#define XGB(call, status, what)                                \
    do {                                                       \
        if ((call) != 0) {                                     \
            rc = xgb_fail(err, n, (status), (what));           \
            goto out;                                          \
        }                                                      \
    } while (0)

tune_model *tune_model_new(int nthread, uint64_t seed, char *err, size_t n)
{
    if (nthread < 1 || nthread > 4096) {
        fail(err, n, TT_ERR_INVALID_ARG, "cost model: nthread %d out of range [1, 4096]",
             nthread);
        return NULL;
    }
    tune_model *m = calloc(1, sizeof *m);
    if (!m) {
        fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
        return NULL;
    }
    m->nthread = nthread;
    m->seed = seed;
    pthread_mutex_init(&m->mu, NULL);
    return m;
}

void tune_model_free(tune_model *m)
{
    if (!m)
        return;
    if (m->bst)
        XGBoosterFree(m->bst);   /* cannot fail on a valid handle */
    pthread_mutex_destroy(&m->mu);
    free(m);
}

int tune_model_trained(const tune_model *m)
{
    return m && m->bst != NULL;
}

void tune_model_set_base(tune_model *m, tune_model *base)
{
    if (m && base != m)
        m->base = base;
}

int tune_model_ready(const tune_model *m)
{
    return m && (m->bst || (m->base && m->base->bst));
}

int tune_model_ncols(const tune_model *m)
{
    return m && m->bst ? m->ncols : 0;
}

/* The per-model parameters: threads and seed.  Set after the fixed ones on a
 * fresh booster, and after a load (a loaded model carries its own). */
static int set_runtime_params(tune_model *m, BoosterHandle b, char *err, size_t n)
{
    char v[32];
    snprintf(v, sizeof v, "%d", m->nthread);
    if (XGBoosterSetParam(b, "nthread", v) != 0)
        return xgb_fail(err, n, TT_ERR_INTERNAL, "setting nthread");
    /* XGBoost's seed is a signed 64-bit integer. */
    snprintf(v, sizeof v, "%lld", (long long)(m->seed & (uint64_t)INT64_MAX));
    if (XGBoosterSetParam(b, "seed", v) != 0)
        return xgb_fail(err, n, TT_ERR_INTERNAL, "setting seed");
    return TT_OK;
}

/* X[nrows][ncols]: sizes sane, no +-inf (NaN is "missing"). */
static int check_matrix(const char *fn, const float *X, int nrows, int ncols, char *err,
                        size_t n)
{
    if (nrows < 0)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: %s: nrows %d < 0", fn, nrows);
    if (ncols < 1)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: %s: ncols %d < 1", fn, ncols);
    if (nrows > 0 && !X)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: %s: X is NULL", fn);
    size_t total = (size_t)nrows * (size_t)ncols;
    for (size_t i = 0; i < total; i++)
        if (isinf(X[i]))
            return fail(err, n, TT_ERR_INVALID_ARG,
                        "cost model: %s: X[%zu][%zu] is infinite (use NaN for missing)", fn,
                        i / (size_t)ncols, i % (size_t)ncols);
    return TT_OK;
}

/* Predict with booster b into out[nrows] through a fresh DMatrix. */
static int predict_with(BoosterHandle b, int nthread, const float *X, int nrows, int ncols,
                        const float *margin, float *out, char *err, size_t n)
{
    int rc = TT_OK;
    DMatrixHandle d = NULL;
    const bst_ulong *shape = NULL;
    bst_ulong dim = 0;
    const float *res = NULL;
    XGB(XGDMatrixCreateFromMat_omp(X, (bst_ulong)nrows, (bst_ulong)ncols, NAN, &d, nthread),
        TT_ERR_INTERNAL, "creating the prediction matrix");
    if (margin)
        XGB(XGDMatrixSetFloatInfo(d, "base_margin", margin, (bst_ulong)nrows), TT_ERR_INTERNAL,
            "setting the base margin");
    XGB(XGBoosterPredictFromDMatrix(b, d, k_predict_cfg, &shape, &dim, &res), TT_ERR_INTERNAL,
        "predicting");
    if (dim < 1 || !shape || shape[0] != (bst_ulong)nrows || !res) {
        rc = fail(err, n, TT_ERR_INTERNAL,
                  "cost model: XGBoost returned %llu predictions for %d rows",
                  dim >= 1 && shape ? (unsigned long long)shape[0] : 0ull, nrows);
        goto out;
    }
    bst_ulong per_row = 1;
    for (bst_ulong i = 1; i < dim; i++)
        per_row *= shape[i];
    if (per_row != 1) {
        rc = fail(err, n, TT_ERR_UNSUPPORTED,
                  "cost model: the model gives %llu outputs per row, not 1",
                  (unsigned long long)per_row);
        goto out;
    }
    memcpy(out, res, (size_t)nrows * sizeof *out);
out:
    if (d && XGDMatrixFree(d) != 0 && rc == TT_OK)
        rc = xgb_fail(err, n, TT_ERR_INTERNAL, "freeing the prediction matrix");
    return rc;
}

/* The base model's scores for X (malloc'ed into *out), or *out = NULL when
 * there is no usable base. */
static int base_margin(tune_model *m, const float *X, int nrows, int ncols, float **out,
                       char *err, size_t n)
{
    *out = NULL;
    tune_model *b = m->base;
    if (!b || !b->bst || b->ncols != ncols || nrows < 1)
        return TT_OK;
    float *v = malloc(sizeof(float) * (size_t)nrows);
    if (!v)
        return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
    pthread_mutex_lock(&b->mu);
    int rc = predict_with(b->bst, m->nthread, X, nrows, ncols, NULL, v, err, n);
    pthread_mutex_unlock(&b->mu);
    if (rc != TT_OK) {
        free(v);
        return rc;
    }
    *out = v;
    return TT_OK;
}

int tune_model_fit(tune_model *m, const float *X, int nrows, int ncols, const float *y,
                   const unsigned *groups, int ngroups, int rounds, char *err, size_t n)
{
    if (!m)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: NULL model");
    int rc = check_matrix("fit", X, nrows, ncols, err, n);
    if (rc != TT_OK)
        return rc;
    if (nrows < 1)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: no rows");
    if (!y)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: y is NULL");
    for (int i = 0; i < nrows; i++)
        if (!isfinite(y[i]))
            return fail(err, n, TT_ERR_INVALID_ARG,
                        "cost model: fit: label y[%d] = %g is not finite", i, (double)y[i]);
    if (rounds < 1)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: rounds %d < 1", rounds);
    if (ngroups < 0)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: ngroups %d < 0", ngroups);
    if (ngroups > 0 && !groups)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: fit: groups is NULL");

    DMatrixHandle d = NULL;
    BoosterHandle b = NULL;
    unsigned *gs = NULL;
    float *margin = NULL;
    int ng = 0;
    if (ngroups > 0 && groups) {
        /* Drop empty groups; the sizes must cover the rows exactly. */
        uint64_t sum = 0;
        gs = malloc((size_t)ngroups * sizeof *gs);
        if (!gs)
            return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
        for (int i = 0; i < ngroups; i++) {
            sum += groups[i];
            if (groups[i])
                gs[ng++] = groups[i];
        }
        if (sum != (uint64_t)nrows) {
            rc = fail(err, n, TT_ERR_INVALID_ARG,
                      "cost model: fit: group sizes sum to %llu, not nrows %d",
                      (unsigned long long)sum, nrows);
            goto out;
        }
    }

    XGB(XGDMatrixCreateFromMat_omp(X, (bst_ulong)nrows, (bst_ulong)ncols, NAN, &d, m->nthread),
        TT_ERR_INTERNAL, "creating the training matrix");
    XGB(XGDMatrixSetFloatInfo(d, "label", y, (bst_ulong)nrows), TT_ERR_INTERNAL,
        "setting labels");
    /* with a base model, the trees learn corrections to its scores */
    rc = base_margin(m, X, nrows, ncols, &margin, err, n);
    if (rc != TT_OK)
        goto out;
    if (margin)
        XGB(XGDMatrixSetFloatInfo(d, "base_margin", margin, (bst_ulong)nrows),
            TT_ERR_INTERNAL, "setting the base margin");
    if (ng > 0)
        XGB(XGDMatrixSetUIntInfo(d, "group", gs, (bst_ulong)ng), TT_ERR_INTERNAL,
            "setting groups");
    XGB(XGBoosterCreate(&d, 1, &b), TT_ERR_INTERNAL, "creating the booster");
    for (size_t i = 0; i < TT_ARRAY_LEN(k_params); i++)
        XGB(XGBoosterSetParam(b, k_params[i][0], k_params[i][1]), TT_ERR_INTERNAL,
            "setting a parameter");
    rc = set_runtime_params(m, b, err, n);
    if (rc != TT_OK)
        goto out;
    for (int it = 0; it < rounds; it++)
        XGB(XGBoosterUpdateOneIter(b, it, d), TT_ERR_INTERNAL, "training");

    /* Success: the new booster replaces the old one. */
    if (m->bst)
        XGBoosterFree(m->bst);
    m->bst = b;
    m->ncols = ncols;
    b = NULL;
out:
    if (b)
        XGBoosterFree(b);
    if (d && XGDMatrixFree(d) != 0 && rc == TT_OK)
        rc = xgb_fail(err, n, TT_ERR_INTERNAL, "freeing the training matrix");
    free(gs);
    free(margin);
    return rc;
}

int tune_model_predict(tune_model *m, const float *X, int nrows, int ncols, float *out,
                       char *err, size_t n)
{
    if (!m)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: predict: NULL model");
    int rc = check_matrix("predict", X, nrows, ncols, err, n);
    if (rc != TT_OK)
        return rc;
    if (nrows > 0 && !out)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: predict: out is NULL");
    if (m->bst && ncols != m->ncols)
        return fail(err, n, TT_ERR_SHAPE,
                    "cost model: predict: %d features per row, the model has %d", ncols,
                    m->ncols);
    if (nrows == 0)
        return TT_OK;
    float *margin = NULL;
    rc = base_margin(m, X, nrows, ncols, &margin, err, n);
    if (rc != TT_OK)
        return rc;
    if (!m->bst) {
        if (margin)
            memcpy(out, margin, (size_t)nrows * sizeof *out);
        else
            memset(out, 0, (size_t)nrows * sizeof *out);
        free(margin);
        return TT_OK;
    }
    pthread_mutex_lock(&m->mu);
    rc = predict_with(m->bst, m->nthread, X, nrows, ncols, margin, out, err, n);
    pthread_mutex_unlock(&m->mu);
    free(margin);
    return rc;
}

int tune_model_save(tune_model *m, void **bytes, size_t *len, char *err, size_t n)
{
    if (!m || !bytes || !len)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: save: NULL argument");
    *bytes = NULL;
    *len = 0;
    if (!m->bst)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: save: the model is not trained");
    bst_ulong sz = 0;
    const char *buf = NULL;
    if (XGBoosterSaveModelToBuffer(m->bst, "{\"format\": \"ubj\"}", &sz, &buf) != 0)
        return xgb_fail(err, n, TT_ERR_INTERNAL, "saving");
    if (!buf || sz == 0)
        return fail(err, n, TT_ERR_INTERNAL, "cost model: save: XGBoost returned no bytes");
    void *copy = malloc((size_t)sz);
    if (!copy)
        return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
    memcpy(copy, buf, (size_t)sz);
    *bytes = copy;
    *len = (size_t)sz;
    return TT_OK;
}

/* ---- checking a UBJ model before XGBoost reads it ------------------------
 *
 * XGBoost 1.7 trusts the model bytes it reads.  Its UBJ reader trusts every
 * length (a flipped byte in a string length makes it memcpy past the buffer:
 * a crash), its tree loader trusts the node indices (parents are
 * dereferenced at load, children at prediction; a cycle would hang), it
 * puts each tree at the index its "id" names (two equal ids leave a null
 * tree: a crash), and its parameter loader ignores unknown keys (a flipped
 * byte in "num_trees" leaves it 0 beside 5 trees: a crash at prediction).
 * All of these were found by mutating saved models (the corrupt_models test
 * in tests/tune/test_model.c).  So before a UBJ model reaches XGBoost it is
 * walked with the grammar XGBoost's reader accepts, every length bounded by
 * the bytes left, and checked: every key one that a 1.7 gbtree model has
 * (attribute names are free); version 1.6 or 1.7; each tree's children in
 * range and forming a tree from the root, its parents in range, no
 * categorical splits, tree i with id i; one output group (tree_info all 0,
 * num_class <= 1, num_target 1, num_parallel_tree 1, size_leaf_vector 0);
 * num_trees equal to the number of trees and of tree_info entries; and,
 * once XGBoost has read it, every split feature below the model's feature
 * count.
 *
 * This makes random corruption (bit flips, overwritten or truncated bytes)
 * an error instead of a crash; it is not a defence against a crafted model.
 * JSON models are not checked, only parsed by XGBoost, and the same
 * mutations crash it within a few hundred tries (in prediction, through bad
 * node indices): load JSON only from a trusted source; tune_model_save
 * writes UBJ, and a shipped predictor is best stored as UBJ too. */

enum { UBJ_MAX_DEPTH = 32 };

typedef struct ubj_arr {   /* a typed int array: 'l' int32 or 'L' int64, big-endian */
    const unsigned char *data;
    int64_t n;
    char type;
} ubj_arr;

typedef struct ubj {
    const unsigned char *start, *p, *end;
    int64_t max_split;      /* largest split feature of any reachable split node */
    int64_t trees_checked;  /* tree objects checked */
    int64_t trees_len;      /* length of "trees", -1 if absent */
    int64_t tree_info_len;  /* length of "tree_info", -1 if absent */
    int64_t num_trees;      /* gbtree_model_param.num_trees, -1 if absent */
    char why[160];          /* the first problem */
} ubj;

typedef struct ubj_key {
    const unsigned char *s;
    int64_t n;
} ubj_key;

/* The keys of an XGBoost 1.7 gbtree model (and of the objectives tt uses). */
static const char *const k_ubj_keys[] = {
    "learner", "version", "attributes", "feature_names", "feature_types",
    "gradient_booster", "learner_model_param", "objective", "model", "name",
    "gbtree_model_param", "tree_info", "trees", "num_parallel_tree", "num_trees",
    "size_leaf_vector", "base_weights", "categories", "categories_nodes",
    "categories_segments", "categories_sizes", "default_left", "id", "left_children",
    "loss_changes", "parents", "right_children", "split_conditions", "split_indices",
    "split_type", "sum_hessian", "tree_param", "num_deleted", "num_feature", "num_nodes",
    "base_score", "boost_from_average", "num_class", "num_target", "lambda_rank_param",
    "fix_list_weight", "num_pairsample", "reg_loss_param", "scale_pos_weight",
};

static int ubj_bad(ubj *u, const char *why)
{
    if (!u->why[0])
        snprintf(u->why, sizeof u->why, "%s (near byte %td)", why, u->p - u->start);
    return -1;
}

static int64_t ubj_be(const unsigned char *p, int size)
{
    uint64_t v = 0;
    for (int i = 0; i < size; i++)
        v = v << 8 | p[i];
    switch (size) {
    case 1: return (int8_t)v;
    case 2: return (int16_t)v;
    case 4: return (int32_t)v;
    default: return (int64_t)v;
    }
}

static int64_t ubj_arr_get(const ubj_arr *a, int64_t i)
{
    int size = a->type == 'l' ? 4 : 8;
    return ubj_be(a->data + i * size, size);
}

/* 'L' int64 length, 0 <= n <= the bytes left / unit */
static int ubj_len(ubj *u, int64_t unit, int64_t *n)
{
    if (u->end - u->p < 9 || u->p[0] != 'L')
        return ubj_bad(u, "bad length");
    int64_t v = ubj_be(u->p + 1, 8);
    u->p += 9;
    if (v < 0 || v > (u->end - u->p) / unit)
        return ubj_bad(u, "length beyond the end");
    *n = v;
    return 0;
}

static int key_is(ubj_key k, const char *name)
{
    return k.s && (size_t)k.n == strlen(name) && memcmp(k.s, name, (size_t)k.n) == 0;
}

static int key_known(ubj_key k)
{
    for (size_t i = 0; i < TT_ARRAY_LEN(k_ubj_keys); i++)
        if (key_is(k, k_ubj_keys[i]))
            return 1;
    return 0;
}

/* A decimal string of at most 18 digits; -1 if it is not one. */
static int64_t ubj_decimal(const unsigned char *s, int64_t n)
{
    if (n < 1 || n > 18)
        return -1;
    int64_t v = 0;
    for (int64_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* The node arrays of a tree, collected while walking its object. */
typedef struct ubj_tree {
    ubj_arr left, right, parents, split;
} ubj_tree;

static int ubj_value(ubj *u, int depth, ubj_key key, ubj_tree *t, int64_t *ival);

static int ubj_check_tree(ubj *u, const ubj_tree *t)
{
    int64_t nn = t->left.n;
    if (!t->left.data || !t->right.data || !t->parents.data || !t->split.data ||
        t->right.n != nn || t->parents.n != nn || t->split.n != nn || nn < 1)
        return ubj_bad(u, "a tree with missing or mismatched node arrays");
    for (int64_t i = 1; i < nn; i++) {
        int64_t par = ubj_arr_get(&t->parents, i);
        if (par < 0 || par >= nn)
            return ubj_bad(u, "a tree node's parent out of range");
    }
    int64_t *stack = malloc((size_t)nn * sizeof *stack);
    unsigned char *seen = calloc((size_t)nn, 1);
    int rc = 0;
    if (!stack || !seen) {
        rc = ubj_bad(u, "out of memory");
        goto out;
    }
    int64_t top = 0;
    stack[top++] = 0;
    seen[0] = 1;
    while (top > 0) {
        int64_t i = stack[--top];
        int64_t l = ubj_arr_get(&t->left, i), r = ubj_arr_get(&t->right, i);
        if (l == -1)
            continue;   /* a leaf */
        if (l < 0 || l >= nn || r < 0 || r >= nn || l == r || seen[l] || seen[r]) {
            rc = ubj_bad(u, "a tree node's children out of range or not a tree");
            goto out;
        }
        int64_t f = ubj_arr_get(&t->split, i);
        if (f < 0 || f >= INT32_MAX) {
            rc = ubj_bad(u, "a split feature out of range");
            goto out;
        }
        if (f > u->max_split)
            u->max_split = f;
        seen[l] = seen[r] = 1;
        stack[top++] = l;   /* each node is pushed once: top <= nn */
        stack[top++] = r;
    }
    u->trees_checked++;
out:
    free(stack);
    free(seen);
    return rc;
}

/* An object's members up to '}'; free_keys: any key (attribute names). */
static int ubj_object(ubj *u, int depth, int free_keys)
{
    ubj_tree t;
    memset(&t, 0, sizeof t);
    int is_tree = 0;
    int64_t id = -1;
    for (;;) {
        if (u->p >= u->end)
            return ubj_bad(u, "unterminated object");
        if (*u->p == '}') {
            u->p++;
            break;
        }
        ubj_key k;
        if (ubj_len(u, 1, &k.n))
            return -1;
        k.s = u->p;
        u->p += k.n;
        if (!free_keys && !key_known(k))
            return ubj_bad(u, "an unknown key");
        if (key_is(k, "left_children"))
            is_tree = 1;
        if (ubj_value(u, depth + 1, free_keys ? (ubj_key){NULL, 0} : k, &t,
                      key_is(k, "id") ? &id : NULL))
            return -1;
    }
    if (!is_tree)
        return 0;
    /* XGBoost puts each tree at the index its id names. */
    if (id != u->trees_checked)
        return ubj_bad(u, "a tree id out of order");
    return ubj_check_tree(u, &t);
}

static int ubj_array(ubj *u, int depth, ubj_key key, ubj_tree *t)
{
    int zero = key_is(key, "tree_info") || key_is(key, "split_type");
    int empty = key_is(key, "categories") || key_is(key, "categories_nodes") ||
                key_is(key, "categories_segments") || key_is(key, "categories_sizes");
    int version = key_is(key, "version");
    int64_t ver[3] = {-1, -1, -1};
    int64_t *count_into = key_is(key, "trees")       ? &u->trees_len
                          : key_is(key, "tree_info") ? &u->tree_info_len
                                                     : NULL;
    ubj_arr *node = NULL;
    if (t) {
        if (key_is(key, "left_children"))
            node = &t->left;
        else if (key_is(key, "right_children"))
            node = &t->right;
        else if (key_is(key, "parents"))
            node = &t->parents;
        else if (key_is(key, "split_indices"))
            node = &t->split;
    }
    if (u->p < u->end && *u->p == '$') {   /* typed: $ type # L n, then n items */
        if (u->end - u->p < 3 || u->p[2] != '#')
            return ubj_bad(u, "bad typed array");
        char type = (char)u->p[1];
        int size = type == 'd' ? 4 : type == 'U' ? 1 : type == 'l' ? 4 : type == 'L' ? 8 : 0;
        if (!size)
            return ubj_bad(u, "unsupported typed array");
        u->p += 3;
        int64_t n;
        if (ubj_len(u, size, &n))
            return -1;
        const unsigned char *data = u->p;
        u->p += n * size;
        if (empty && n)
            return ubj_bad(u, "a categorical split (unsupported)");
        if (version)
            return ubj_bad(u, "a typed version array");
        if (zero) {
            if (type == 'd')
                return ubj_bad(u, "tree_info/split_type of the wrong type");
            for (int64_t i = 0; i < n; i++)
                if (ubj_be(data + i * size, size) != 0)
                    return ubj_bad(u, "several output groups or a categorical split");
        }
        if (node) {
            if (type != 'l' && type != 'L')
                return ubj_bad(u, "node indices of the wrong type");
            node->data = data;
            node->n = n;
            node->type = type;
        }
        if (count_into)
            *count_into = n;
        return 0;
    }
    if (node)
        return ubj_bad(u, "untyped node indices (unsupported)");
    int64_t count = -1, i = 0;
    if (u->p < u->end && *u->p == '#') {   /* # L n, then n values */
        u->p++;
        if (ubj_len(u, 1, &count))
            return -1;
    }
    for (;; i++) {
        if (count >= 0 && i == count)
            break;
        if (u->p >= u->end)
            return ubj_bad(u, "unterminated array");
        if (count < 0 && *u->p == ']') {
            u->p++;
            break;
        }
        if (empty)
            return ubj_bad(u, "a categorical split (unsupported)");
        int64_t v = 1;
        if (ubj_value(u, depth + 1, (ubj_key){NULL, 0}, NULL, zero || version ? &v : NULL))
            return -1;
        if (zero && v != 0)
            return ubj_bad(u, "several output groups or a categorical split");
        if (version && i < 3)
            ver[i] = v;
    }
    if (count_into)
        *count_into = i;
    /* [major, minor, patch] of the XGBoost that wrote it: 1.6 and 1.7 write
     * this format. */
    if (version && (i != 3 || ver[0] != 1 || ver[1] < 6 || ver[1] > 7 || ver[2] < 0))
        return ubj_bad(u, "a model not written by XGBoost 1.6 or 1.7");
    return 0;
}

/* A string value; the parameters that would break a single-output model. */
static int ubj_string(ubj *u, ubj_key key)
{
    int64_t n;
    if (ubj_len(u, 1, &n))
        return -1;
    const unsigned char *s = u->p;
    u->p += n;
    int64_t v = ubj_decimal(s, n);
    if (key_is(key, "num_trees")) {
        if (v < 0)
            return ubj_bad(u, "a bad num_trees");
        u->num_trees = v;
    } else if ((key_is(key, "num_parallel_tree") && v != 1) ||
               (key_is(key, "num_target") && v != 1) ||
               (key_is(key, "size_leaf_vector") && v != 0) ||
               (key_is(key, "num_class") && (v < 0 || v > 1))) {
        return ubj_bad(u, "a model with several outputs per row or a bad parameter");
    }
    return 0;
}

/* One value; *ival (if given) gets an integer value, else stays. */
static int ubj_value(ubj *u, int depth, ubj_key key, ubj_tree *t, int64_t *ival)
{
    if (depth > UBJ_MAX_DEPTH)
        return ubj_bad(u, "nested too deeply");
    if (u->p >= u->end)
        return ubj_bad(u, "value missing");
    unsigned char c = *u->p++;
    int size = 0;
    switch (c) {
    case '{': return ubj_object(u, depth, key_is(key, "attributes"));
    case '[': return ubj_array(u, depth, key, t);
    case 'S': return ubj_string(u, key);
    case 'Z': case 'T': case 'F': return 0;
    case 'i': case 'U': case 'C': size = 1; break;
    case 'I': size = 2; break;
    case 'l': case 'd': size = 4; break;
    case 'L': size = 8; break;
    default: return ubj_bad(u, "unknown marker");
    }
    if (u->end - u->p < size)
        return ubj_bad(u, "number beyond the end");
    if (ival && c != 'd')
        *ival = c == 'U' ? (int64_t)u->p[0] : ubj_be(u->p, size);
    u->p += size;
    return 0;
}

/* 0 if bytes[len] is one well-formed UBJ gbtree model whose trees are
 * sane; else -1 with u->why set. */
static int ubj_check(ubj *u, const void *bytes, size_t len)
{
    memset(u, 0, sizeof *u);
    u->start = u->p = bytes;
    u->end = u->p + len;
    u->max_split = -1;
    u->trees_len = u->tree_info_len = u->num_trees = -1;
    if (ubj_value(u, 0, (ubj_key){NULL, 0}, NULL, NULL))
        return -1;
    if (u->p != u->end)
        return ubj_bad(u, "bytes after the model");
    if (u->num_trees < 0 || u->trees_len != u->num_trees ||
        u->tree_info_len != u->num_trees || u->trees_checked != u->num_trees)
        return ubj_bad(u, "num_trees does not match the trees");
    return 0;
}

int tune_model_load(tune_model *m, const void *bytes, size_t len, char *err, size_t n)
{
    if (!m || (!bytes && len))
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: load: NULL argument");
    /* XGBoost's own dispatch: '{' '"' is JSON text, '{' and a letter is UBJ;
     * anything else would reach its legacy binary reader, which trusts the
     * sizes it reads. */
    const unsigned char *b0 = bytes;
    int is_json = len >= 2 && b0[0] == '{' && b0[1] == '"';
    int is_ubj = len >= 2 && b0[0] == '{' && b0[1] == 'L';
    if (!is_json && !is_ubj)
        return fail(err, n, TT_ERR_INVALID_ARG,
                    "cost model: load: not an XGBoost JSON/UBJ model (%zu bytes)", len);
    ubj u;
    if (is_ubj && ubj_check(&u, bytes, len) != 0)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: load: corrupt UBJ model: %s",
                    u.why);

    int rc = TT_OK;
    BoosterHandle b = NULL;
    bst_ulong nf = 0;
    char *text = NULL;
    const void *src = bytes;
    if (is_json) {
        /* XGBoost's number parser may read past the end of an unterminated
         * buffer: hand it a terminated copy. */
        text = malloc(len + 1);
        if (!text)
            return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
        memcpy(text, bytes, len);
        text[len] = 0;
        src = text;
    }
    XGB(XGBoosterCreate(NULL, 0, &b), TT_ERR_INTERNAL, "creating the booster");
    XGB(XGBoosterLoadModelFromBuffer(b, src, (bst_ulong)len), TT_ERR_INVALID_ARG, "loading");
    rc = set_runtime_params(m, b, err, n);
    if (rc != TT_OK)
        goto out;
    XGB(XGBoosterGetNumFeature(b, &nf), TT_ERR_INVALID_ARG, "loading");
    if (nf < 1 || nf > (bst_ulong)INT32_MAX) {
        rc = fail(err, n, TT_ERR_INVALID_ARG, "cost model: load: the model has %llu features",
                  (unsigned long long)nf);
        goto out;
    }
    if (is_ubj && u.max_split >= (int64_t)nf) {
        rc = fail(err, n, TT_ERR_INVALID_ARG,
                  "cost model: load: corrupt UBJ model: a split on feature %lld of %llu",
                  (long long)u.max_split, (unsigned long long)nf);
        goto out;
    }
    {
        /* Surface a model XGBoost accepts but cannot use now, not at the
         * first prediction: one all-missing row. */
        float *probe = malloc((size_t)nf * sizeof *probe);
        float score;
        if (!probe) {
            rc = fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
            goto out;
        }
        for (bst_ulong i = 0; i < nf; i++)
            probe[i] = NAN;
        rc = predict_with(b, m->nthread, probe, 1, (int)nf, NULL, &score, err, n);
        free(probe);
        if (rc != TT_OK) {
            if (rc == TT_ERR_INTERNAL)
                rc = TT_ERR_INVALID_ARG;
            goto out;
        }
    }
    if (m->bst)
        XGBoosterFree(m->bst);
    m->bst = b;
    m->ncols = (int)nf;
    b = NULL;
out:
    if (b)
        XGBoosterFree(b);
    free(text);
    return rc;
}

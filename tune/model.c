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
 * is started at all; XGBoost shares libgomp's process-wide pool (setting
 * it would change every other OpenMP user's threads in the process), so
 * nothing here touches omp_set_num_threads or OMP_NUM_THREADS.
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
#include "tune/tune_internal.h"
#include "tt.h"
#include "base/base.h"

#define MAX_OVERRIDES 8

struct tune_model {
    BoosterHandle bst;   /* NULL until a fit or load succeeds */
    tune_mlp *mlp;       /* or a loaded neural predictor (mlp.c; never fit here) */
    void *mlp_bytes;     /* its file, for tune_model_save */
    size_t mlp_len;
    char over[MAX_OVERRIDES][2][48];   /* parameters set over k_params */
    int nover;
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
    tune_mlp_free(m->mlp);
    free(m->mlp_bytes);
    pthread_mutex_destroy(&m->mu);
    free(m);
}

int tune_model_trained(const tune_model *m)
{
    return m && (m->bst != NULL || m->mlp != NULL);
}

void tune_model_set_base(tune_model *m, tune_model *base)
{
    if (m && base != m)
        m->base = base;
}

int tune_model_ready(const tune_model *m)
{
    return m && (m->bst || m->mlp || (m->base && (m->base->bst || m->base->mlp)));
}

int tune_model_ncols(const tune_model *m)
{
    return m && (m->bst || m->mlp) ? m->ncols : 0;
}

/* The per-model parameters: threads and seed.  Set after the fixed ones on a
 * fresh booster, and after a load (a loaded model carries its own). */
int tune_model_param(tune_model *m, const char *key, const char *value, char *err, size_t n)
{
    if (!m || !key || !value)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: param: NULL argument");
    size_t i = 0;
    while (i < TT_ARRAY_LEN(k_params) && strcmp(k_params[i][0], key) != 0)
        i++;
    if (i == TT_ARRAY_LEN(k_params) || strcmp(key, "booster") == 0 ||
        strcmp(key, "tree_method") == 0)
        return fail(err, n, TT_ERR_INVALID_ARG,
                    "cost model: '%s' is not a parameter that can be set (objective, "
                    "max_bin, max_depth, eta, gamma, min_child_weight, subsample, lambda, "
                    "alpha)", key);
    if (!*value || strlen(value) >= sizeof m->over[0][1])
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: %s: value '%.60s' is %s", key,
                    value, *value ? "too long" : "empty");
    int j = 0;
    while (j < m->nover && strcmp(m->over[j][0], key) != 0)
        j++;
    if (j == MAX_OVERRIDES)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: too many parameters");
    tt_snprintf(m->over[j][0], sizeof m->over[j][0], "%s", key);
    tt_snprintf(m->over[j][1], sizeof m->over[j][1], "%s", value);
    if (j == m->nover)
        m->nover++;
    return TT_OK;
}

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
    if (!b || !(b->bst || b->mlp) || b->ncols != ncols || nrows < 1)
        return TT_OK;
    float *v = malloc(sizeof(float) * (size_t)nrows);
    if (!v)
        return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
    pthread_mutex_lock(&b->mu);
    int rc = b->mlp ? tune_mlp_predict(b->mlp, X, nrows, ncols, v, err, n)
                    : predict_with(b->bst, m->nthread, X, nrows, ncols, NULL, v, err, n);
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
    if (m->mlp)
        return fail(err, n, TT_ERR_UNSUPPORTED, "cost model: fit: a neural predictor is "
                    "trained offline (scripts/train-mlp), not here");

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
    for (int i = 0; i < m->nover; i++)
        XGB(XGBoosterSetParam(b, m->over[i][0], m->over[i][1]), TT_ERR_INVALID_ARG,
            "setting a parameter");
    rc = set_runtime_params(m, b, err, n);
    if (rc != TT_OK)
        goto out;
    /* XGBoost judges parameter values at the first iteration: a failure
       there with parameters set over ours is most likely theirs */
    for (int it = 0; it < rounds; it++)
        XGB(XGBoosterUpdateOneIter(b, it, d),
            it == 0 && m->nover ? TT_ERR_INVALID_ARG : TT_ERR_INTERNAL, "training");

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
    if ((m->bst || m->mlp) && ncols != m->ncols)
        return fail(err, n, TT_ERR_SHAPE,
                    "cost model: predict: %d features per row, the model has %d", ncols,
                    m->ncols);
    if (nrows == 0)
        return TT_OK;
    float *margin = NULL;
    rc = base_margin(m, X, nrows, ncols, &margin, err, n);
    if (rc != TT_OK)
        return rc;
    if (m->mlp) {
        free(margin);   /* a neural predictor never has a base */
        pthread_mutex_lock(&m->mu);
        rc = tune_mlp_predict(m->mlp, X, nrows, ncols, out, err, n);
        pthread_mutex_unlock(&m->mu);
        return rc;
    }
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
    if (m->mlp) {
        void *copy = malloc(m->mlp_len);
        if (!copy)
            return fail(err, n, TT_ERR_NOMEM, "cost model: out of memory");
        memcpy(copy, m->mlp_bytes, m->mlp_len);
        *bytes = copy;
        *len = m->mlp_len;
        return TT_OK;
    }
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

/* Replace m's neural predictor (and the file it came from) by mlp, or
 * drop it (mlp NULL). */
static void set_mlp(tune_model *m, tune_mlp *mlp, void *bytes, size_t len)
{
    tune_mlp_free(m->mlp);
    free(m->mlp_bytes);
    m->mlp = mlp;
    m->mlp_bytes = bytes;
    m->mlp_len = len;
}

int tune_model_load(tune_model *m, const void *bytes, size_t len, char *err, size_t n)
{
    if (!m || (!bytes && len))
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: load: NULL argument");
    /* XGBoost's own dispatch: '{' '"' is JSON text, '{' and a letter is UBJ;
     * anything else would reach its legacy binary reader, which trusts the
     * sizes it reads. */
    if (tune_mlp_is(bytes, len)) {
        char why[200];
        tune_mlp *mlp = tune_mlp_load(bytes, len, why, sizeof why);
        void *copy = mlp ? malloc(len) : NULL;
        if (!mlp || !copy) {
            tune_mlp_free(mlp);
            return fail(err, n, mlp ? TT_ERR_NOMEM : TT_ERR_INVALID_ARG, "cost model: load: %s",
                        mlp ? "out of memory" : why);
        }
        memcpy(copy, bytes, len);
        if (m->bst)
            XGBoosterFree(m->bst);
        m->bst = NULL;
        set_mlp(m, mlp, copy, len);
        m->ncols = tune_mlp_nin(mlp);
        return TT_OK;
    }
    const unsigned char *b0 = bytes;
    int is_json = len >= 2 && b0[0] == '{' && b0[1] == '"';
    int is_ubj = len >= 2 && b0[0] == '{' && b0[1] == 'L';
    if (!is_json && !is_ubj)
        return fail(err, n, TT_ERR_INVALID_ARG,
                    "cost model: load: not an XGBoost JSON/UBJ model (%zu bytes)", len);
    int64_t max_split = -1;
    char why[160];
    if (is_ubj && tune_ubj_check(bytes, len, &max_split, why, sizeof why) != 0)
        return fail(err, n, TT_ERR_INVALID_ARG, "cost model: load: corrupt UBJ model: %s",
                    why);

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
    if (is_ubj && max_split >= (int64_t)nf) {
        rc = fail(err, n, TT_ERR_INVALID_ARG,
                  "cost model: load: corrupt UBJ model: a split on feature %lld of %llu",
                  (long long)max_split, (unsigned long long)nf);
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
    set_mlp(m, NULL, NULL, 0);
    b = NULL;
out:
    if (b)
        XGBoosterFree(b);
    free(text);
    return rc;
}

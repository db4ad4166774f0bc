/*
 * Training rows for the cost model: features, labels and query groups.
 * The session keeps this Task's measurements in them (tuner.c), and
 * tune_rows_collect reads other Tasks' from the cache (transfer, and `tt
 * predictor train`): the features stored with each measurement, or, when
 * refeaturing, the features this tt computes for the measured config of
 * the Task rebuilt from the canonical text the cache keeps, relative to
 * the machine that measured as its hardware fingerprint describes it (so
 * a change of the features needs no new measurements, and records of
 * several machines train one model).
 */
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "ir/ir.h"
#include "lower/lower.h"
#include "tune/tune.h"
#include "tune/tune_internal.h"

int tune_rows_push(tune_rows *r, const float *x, float y)
{
    if (r->n == r->cap) {
        int cap = r->cap ? r->cap * 2 : 256;
        float *nx = realloc(r->X, sizeof(float) * (size_t)cap * TUNE_FEAT_LEN);
        if (!nx)
            return -1;
        r->X = nx;
        float *ny = realloc(r->y, sizeof(float) * (size_t)cap);
        if (!ny)
            return -1;
        r->y = ny;
        r->cap = cap;
    }
    memcpy(r->X + (size_t)r->n * TUNE_FEAT_LEN, x, sizeof(float) * TUNE_FEAT_LEN);
    r->y[r->n++] = y;
    return 0;
}

int tune_rows_group(tune_rows *r, unsigned count)
{
    if (r->ngroups == r->capgroups) {
        int cap = r->capgroups ? r->capgroups * 2 : 32;
        unsigned *ng = realloc(r->groups, sizeof(unsigned) * (size_t)cap);
        if (!ng)
            return -1;
        r->groups = ng;
        r->capgroups = cap;
    }
    r->groups[r->ngroups++] = count;
    return 0;
}

void tune_rows_free(tune_rows *r)
{
    free(r->X);
    free(r->y);
    free(r->groups);
    memset(r, 0, sizeof *r);
}

/* ---- transfer: records of other Tasks ------------------------------------ */

typedef struct {
    char (*keys)[CACHE_KEY_LEN + 1];
    int n, cap;
    const char *const *exclude;   /* key prefixes */
    int nexclude;
} keys_ctx;

static int keys_cb(void *vctx, const char *task, const cache_meas *m)
{
    keys_ctx *c = vctx;
    (void)m;
    for (int i = 0; i < c->nexclude; i++)
        if (strncmp(task, c->exclude[i], strlen(c->exclude[i])) == 0)
            return 0;
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->keys[i], task) == 0)
            return 0;
    if (c->n == c->cap) {
        int cap = c->cap ? c->cap * 2 : 16;
        void *nk = realloc(c->keys, sizeof(*c->keys) * (size_t)cap);
        if (!nk)
            return 1;
        c->keys = nk;
        c->cap = cap;
    }
    tt_snprintf(c->keys[c->n++], CACHE_KEY_LEN + 1, "%s", task);
    return 0;
}

typedef struct {
    tune_rows *r;
    double best_ms;
    const ir_task *t;   /* refeaturing: the Task rebuilt from its canonical text */
    const tune_host *host;   /* refeaturing: the machine that measured */
    int unusable;       /* refeaturing: configs that no longer parse or lower */
} task_ctx;

static int task_cb(void *vctx, const char *task, const cache_meas *m)
{
    task_ctx *c = vctx;
    (void)task;
    float fx[TUNE_FEAT_LEN];
    const float *x;
    if (c->t) {
        lw_sched s;
        char err[256];
        if (lw_sched_parse(c->t, m->config, &s, err, sizeof err) != 0 ||
            tune_features_on(c->t, &s, c->host, fx) != 0) {
            c->unusable++;
            return 0;
        }
        x = fx;
    } else {
        if (m->nfeatures != TUNE_FEAT_LEN + 1 || !m->features ||
            (int)m->features[0] != TUNE_FEATURE_VERSION)
            return 0;
        x = m->features + 1;
    }
    double ms = m->error == 0 && m->time_ms > 0 ? m->time_ms : 0;
    if (ms > 0 && (c->best_ms == 0 || ms < c->best_ms))
        c->best_ms = ms;
    return tune_rows_push(c->r, x, (float)ms) != 0;
}

/* A Task rebuilt from the canonical text the cache keeps for it, on the
 * given target when it names the same kind (the measuring machine's
 * vector width, as the measurements had); NULL if it has none, or it no
 * longer binds or gives the same key. */
static ir_task *task_of(cache_store *store, const char *key, const ir_target *target,
                        ir_deflist *defs)
{
    char *canon = cache_task_canon(store, key);
    ir_task *t = NULL;
    char msg[256];
    if (canon && ir_task_from_canon(canon, defs, &t, msg, sizeof msg) != TT_OK) {
        ir_deflist_free(defs);
        t = NULL;
    }
    free(canon);
    if (t && strcmp(t->key, key) != 0) {   /* canonicalized otherwise since */
        ir_task_free(t);
        ir_deflist_free(defs);
        return NULL;
    }
    if (t && strcmp(t->target.name, target->name) == 0)
        t->target = *target;
    return t;
}

int tune_rows_collect(cache_store *store, const char *hw, const char *const *exclude,
                      int nexclude, int limit, int per_task, int refeature,
                      tune_rows *out, tune_rows_stats *stats)
{
    tune_rows_stats st = {0};
    /* refeaturing: the machine hw names, as its fingerprint describes it */
    tune_host host;
    ir_target target;
    if (refeature) {
        char *fp = cache_hw_fingerprint(store, hw);
        int ok = tune_host_from_fingerprint(fp, &host) == 0;
        free(fp);
        if (!ok) {
            if (stats)
                stats->hosts_undescribed++;
            return out->ngroups;
        }
        ir_target_init(&target, "cpu");
        target.vector_bits = host.vector_bits;
    }
    keys_ctx kc = {NULL, 0, 0, exclude, nexclude};
    cache_measure_load(store, hw, NULL, limit, keys_cb, &kc, NULL);
    for (int i = 0; i < kc.n && out->n < limit; i++) {
        tune_rows one = {0};
        task_ctx tc = {&one, 0, NULL, refeature ? &host : NULL, 0};
        ir_deflist defs;
        ir_task *t = NULL;
        if (refeature) {
            memset(&defs, 0, sizeof defs);
            if (!(t = task_of(store, kc.keys[i], &target, &defs))) {
                st.tasks_undescribed++;
                continue;
            }
            tc.t = t;
        }
        int want = limit - out->n;
        if (per_task > 0 && per_task < want)
            want = per_task;
        cache_measure_load(store, hw, kc.keys[i], want, task_cb, &tc, NULL);
        st.unusable += tc.unusable;
        if (one.n >= 2 && tc.best_ms > 0) {
            for (int j = 0; j < one.n; j++)
                tune_rows_push(out, one.X + (size_t)j * TUNE_FEAT_LEN,
                          one.y[j] > 0 ? (float)(tc.best_ms / one.y[j]) : 0.0f);
            tune_rows_group(out, (unsigned)one.n);
        }
        tune_rows_free(&one);
        if (t) {
            ir_task_free(t);
            ir_deflist_free(&defs);
        }
    }
    free(kc.keys);
    if (stats) {
        stats->tasks_undescribed += st.tasks_undescribed;
        stats->unusable += st.unusable;
    }
    return out->ngroups;
}

/*
 * The tuning loop (AutoTVM's, sized for a first call):
 *
 *   default kernel: compile, run into the reference outputs, time it
 *   model <- records of other Tasks on this hardware (transfer), if any
 *   until the budget is spent:
 *       batch <- search (simulated annealing over the model, eps-greedy)
 *       for each: compile, check against the reference, time
 *       records -> cache; model <- retrained on everything
 *   race: the default and the 3 best, kept compiled, timed again in
 *         interleaved rounds; the fastest median wins (the default at worst)
 *
 * The budget bounds the whole session -- the default's compile, every
 * candidate's compile and runs, training and search -- and is checked
 * before each step with an estimate of that step's cost (a candidate's
 * compile predicted from the size of its unrolled code, the race's rounds
 * kept in reserve), so a `3s` budget costs the first call about 3 s.  The best-so-far is always a correct,
 * compiled kernel, handed to the caller without recompiling.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "tune/tune.h"

/* Training rows: this Task's measurements and other Tasks' (transfer). */
typedef tune_rows rows;

static int rows_push(rows *r, const float *x, float y)
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

static int rows_group(rows *r, unsigned count)
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
    rows *r;
    double best_ms;
} task_ctx;

static int task_cb(void *vctx, const char *task, const cache_meas *m)
{
    task_ctx *c = vctx;
    (void)task;
    if (m->nfeatures != TUNE_FEAT_LEN + 1 || !m->features ||
        (int)m->features[0] != TUNE_FEATURE_VERSION)
        return 0;
    double ms = m->error == 0 && m->time_ms > 0 ? m->time_ms : 0;
    if (ms > 0 && (c->best_ms == 0 || ms < c->best_ms))
        c->best_ms = ms;
    return rows_push(c->r, m->features + 1, (float)ms) != 0;
}

int tune_rows_collect(cache_store *store, const char *hw, const char *const *exclude,
                      int nexclude, int limit, int per_task, tune_rows *out)
{
    keys_ctx kc = {NULL, 0, 0, exclude, nexclude};
    cache_measure_load(store, hw, NULL, limit, keys_cb, &kc, NULL);
    for (int i = 0; i < kc.n && out->n < limit; i++) {
        rows one = {0};
        task_ctx tc = {&one, 0};
        int want = limit - out->n;
        if (per_task > 0 && per_task < want)
            want = per_task;
        cache_measure_load(store, hw, kc.keys[i], want, task_cb, &tc, NULL);
        if (one.n >= 2 && tc.best_ms > 0) {
            for (int j = 0; j < one.n; j++)
                rows_push(out, one.X + (size_t)j * TUNE_FEAT_LEN,
                          one.y[j] > 0 ? (float)(tc.best_ms / one.y[j]) : 0.0f);
            rows_group(out, (unsigned)one.n);
        }
        tune_rows_free(&one);
    }
    free(kc.keys);
    return out->ngroups;
}

/* ---- finalists ---------------------------------------------------------- */

/* A candidate's time in the search comes from ~15 ms of runs between
 * compiles; on a shared machine that is noisy, and the fastest of a few
 * hundred noisy times is biased low.  So the default and the best few are
 * kept compiled and raced again at the end, interleaved, before one wins. */
#define NFINAL 4   /* the default + the 3 best candidates */

typedef struct finalist {
    lw_sched s;
    tune_cand *k;
    double ms;
    int is_default;
} finalist;

/* Offer candidate k (time ms) to the list; takes k or frees it.  Returns
 * 1 if kept. */
static int finalist_offer(const tune_engine *e, finalist *f, int *nf, const lw_sched *s,
                          tune_cand *k, double ms)
{
    int worst = -1;
    if (*nf < NFINAL) {
        worst = (*nf)++;
    } else {
        for (int i = 0; i < *nf; i++)
            if (!f[i].is_default && (worst < 0 || f[i].ms > f[worst].ms))
                worst = i;
        if (worst < 0 || f[worst].ms <= ms) {
            e->free(e->ctx, k);
            return 0;
        }
        e->free(e->ctx, f[worst].k);
    }
    f[worst].s = *s;
    f[worst].k = k;
    f[worst].ms = ms;
    f[worst].is_default = 0;
    return 1;
}

/* Time one run of each finalist per round, `rounds` rounds of at least
 * `min_ms` per finalist; each finalist's time becomes the median of its
 * round medians.  Returns the index of the fastest. */
static int finalists_race(tune_bench *b, finalist *f, int nf, int rounds, double min_ms)
{
    double med[NFINAL][16];
    int ok[NFINAL];
    for (int i = 0; i < nf; i++)
        ok[i] = 1;
    rounds = TT_MIN(rounds, 16);
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < nf; i++) {
            if (!ok[i])
                continue;
            double m;
            if (tune_time(b, f[i].k, min_ms, &m) != TT_OK) {
                ok[i] = 0;
                continue;
            }
            med[i][r] = m;
        }
    int best = -1;
    for (int i = 0; i < nf; i++) {
        if (!ok[i])
            continue;
        double v[16];
        memcpy(v, med[i], sizeof(double) * (size_t)rounds);
        for (int a = 1; a < rounds; a++)
            for (int c = a; c > 0 && v[c] < v[c - 1]; c--) {
                double t = v[c];
                v[c] = v[c - 1];
                v[c - 1] = t;
            }
        f[i].ms = rounds % 2 ? v[rounds / 2] : 0.5 * (v[rounds / 2 - 1] + v[rounds / 2]);
        if (best < 0 || f[i].ms < f[best].ms)
            best = i;
    }
    return best;
}

/* The race's cost: rounds x finalists x max(3 runs, min_ms), with half
 * again for a busy machine. */
static double race_cost(const finalist *f, int nf, int rounds, double min_ms)
{
    double c = 0;
    for (int i = 0; i < nf; i++)
        c += 1.5 * TT_MAX(3 * f[i].ms, min_ms);
    return c * rounds;
}

/* Rounds of the race a budget affords: up to 5, within a quarter of a
 * time budget, at least 1. */
static int race_rounds_for(const tune_opts *o, const finalist *f, int nf, double min_ms)
{
    if (o->budget.kind != TUNE_BUDGET_TIME)
        return 5;
    double per = race_cost(f, nf, 1, min_ms);
    int r = per > 0 ? (int)(0.25 * o->budget.ms / per) : 5;
    return TT_MAX(1, TT_MIN(5, r));
}

/* ---- the session ------------------------------------------------------- */

/* Body copies of the unrolled code of every root stage: compile time. */
static int64_t sched_copies(const ir_task *t, const lw_sched *s)
{
    int64_t c = 0;
    for (int i = 0; i < t->def->nstmts; i++)
        if (s->mode[i] == SM_ROOT)
            c += lw_code_copies(t, s, i);
    return c;
}

static void progress(const tune_opts *o, tune_result *r, double t0, int done)
{
    if (!o->progress)
        return;
    tune_progress pg;
    memset(&pg, 0, sizeof pg);
    pg.trials = r->trials;
    pg.elapsed_ms = tt_now_ms() - t0;
    pg.budget_ms = o->budget.kind == TUNE_BUDGET_TIME ? o->budget.ms : 0;
    pg.budget_trials = o->budget.kind == TUNE_BUDGET_TRIALS ? o->budget.trials : 0;
    pg.best_gflops = r->best_gflops;
    pg.default_gflops = r->default_gflops;
    pg.done = done;
    o->progress(o->progress_ctx, &pg);
}

static int out_of_budget(const tune_opts *o, const tune_result *r, double t0, double need_ms)
{
    if (o->budget.kind == TUNE_BUDGET_TRIALS)
        return r->trials >= o->budget.trials;
    if (o->budget.kind == TUNE_BUDGET_TIME)
        return tt_now_ms() - t0 + need_ms > o->budget.ms;
    return 1;
}

static void retrain(tune_model *m, rows *self_rows, const rows *xfer, double best_gflops,
                    double *fit_ms)
{
    /* this Task's rows are one group, labelled relative to its best */
    rows all = {0};
    for (int i = 0; i < xfer->n; i++)
        rows_push(&all, xfer->X + (size_t)i * TUNE_FEAT_LEN, xfer->y[i]);
    for (int g = 0; g < xfer->ngroups; g++)
        rows_group(&all, xfer->groups[g]);
    for (int i = 0; i < self_rows->n; i++)
        rows_push(&all, self_rows->X + (size_t)i * TUNE_FEAT_LEN,
                  best_gflops > 0 ? (float)(self_rows->y[i] / best_gflops) : 0.0f);
    if (self_rows->n)
        rows_group(&all, (unsigned)self_rows->n);
    if (all.n >= 4) {
        double t = tt_now_ms();
        char err[256];
        tune_model_fit(m, all.X, all.n, TUNE_FEAT_LEN, all.y, all.groups, all.ngroups, 40, err,
                       sizeof err);
        *fit_ms = tt_now_ms() - t;
    }
    tune_rows_free(&all);
}

static void save_batch(const tune_opts *o, const ir_task *t, cache_meas *m, int n)
{
    if (o->store && o->hw && n > 0)
        cache_measure_add(o->store, t->key, o->hw, m, n);
}

int tune_session(const tune_engine *e, const ir_task *t, const tune_opts *o, tune_result *r,
                 char *err, size_t n)
{
    memset(r, 0, sizeof *r);
    double t0 = tt_now_ms();
    double flops = ir_task_flops(t);
    tune_space *space = tune_space_new(t);
    tune_bench bench;
    int st = tune_bench_init(&bench, t, e, o->seed);
    tune_search *se = space ? tune_search_new(space, o->kind, o->seed) : NULL;
    tune_model *model = o->kind == TS_XGB ? tune_model_new(1, o->seed, err, n) : NULL;
    if (model && o->predictor)
        tune_model_set_base(model, o->predictor);
    rows self_rows = {0}, xfer = {0};
    lw_sched *batch = NULL;
    cache_meas *recs = NULL;
    float *featbuf = NULL;
    char **texts = NULL;
    const int maxbatch = 32;
    finalist fin[NFINAL];
    int nfin = 0;
    memset(fin, 0, sizeof fin);
    if (!space || st != TT_OK || !se || (o->kind == TS_XGB && !model)) {
        if (st == TT_OK)
            tt_snprintf(err, n, "out of memory starting a tuning session");
        st = TT_ERR_NOMEM;
        goto done;
    }
    batch = malloc(sizeof(lw_sched) * maxbatch);
    recs = calloc(maxbatch, sizeof(cache_meas));
    featbuf = malloc(sizeof(float) * maxbatch * (TUNE_FEAT_LEN + 1));
    texts = calloc(maxbatch, sizeof(char *));
    if (!batch || !recs || !featbuf || !texts) {
        tt_snprintf(err, n, "out of memory starting a tuning session");
        st = TT_ERR_NOMEM;
        goto done;
    }
    /* the default: the reference and the first best */
    r->best = space->base;
    tune_canon(space, &r->best);
    double default_compile_ms = 0;
    st = e->compile(e->ctx, t, &r->best, &r->cand, &default_compile_ms, err, n);
    if (st != TT_OK)
        goto done;
    st = tune_bench_reference(&bench, r->cand, err, n);
    if (st != TT_OK)
        goto done;
    tune_meas dm = {0};
    tune_measure(&bench, r->cand, 0, 0, &dm);
    if (dm.error) {
        tt_snprintf(err, n, "the default kernel failed its own check: %s", dm.msg);
        st = TT_ERR_INTERNAL;
        goto done;
    }
    r->default_ms = r->best_ms = dm.ms;
    r->default_gflops = r->best_gflops = flops / (dm.ms * 1e6);
    r->best_is_default = 1;
    fin[0].s = r->best;
    fin[0].k = r->cand;
    fin[0].ms = dm.ms;
    fin[0].is_default = 1;
    nfin = 1;
    r->cand = NULL;   /* owned by fin[] until the race */
    tune_search_record(se, &r->best, r->best_gflops);
    {
        float f[TUNE_FEAT_LEN];
        if (tune_features(t, &r->best, f) == 0)
            rows_push(&self_rows, f, (float)r->best_gflops);
    }
    double avg_compile = default_compile_ms;
    /* compile time grows with the unrolled code: ms per body copy, learnt
       as we go, predicts each candidate's compile before it starts */
    double ms_per_copy = avg_compile / TT_MAX(8.0, (double)sched_copies(t, &r->best));
    const double race_min_ms = 2.0;
    progress(o, r, t0, 0);
    /* transfer: the model starts from other Tasks' records */
    if (model && o->store && o->hw && o->transfer) {
        const char *self = t->key;
        tune_rows_collect(o->store, o->hw, &self, 1, 4000, 0, &xfer);
        r->transfer_rows = xfer.n;
        if (xfer.n >= 8) {
            double fit_ms = 0;
            retrain(model, &self_rows, &xfer, r->best_gflops, &fit_ms);
        }
    }
    double fit_ms = 0;
    int batch_size = o->budget.kind == TUNE_BUDGET_TRIALS && o->budget.trials >= 256 ? 16 : 8;
    for (;;) {
        double reserve =
            nfin > 1 ? race_cost(fin, nfin, race_rounds_for(o, fin, nfin, race_min_ms),
                                 race_min_ms)
                     : 0;
        double est = avg_compile + TT_MAX(20.0, 4 * r->best_ms) + reserve;
        if (out_of_budget(o, r, t0, est))
            break;
        int want = batch_size;
        if (o->budget.kind == TUNE_BUDGET_TRIALS)
            want = TT_MIN(want, o->budget.trials - r->trials);
        /* the search costs at most a quarter of what measuring its batch
           will (compiles dominate), and a tenth of what is left */
        double search_ms = TT_MIN(200.0, 0.25 * want * (avg_compile + TT_MAX(15.0, r->best_ms)));
        if (o->budget.kind == TUNE_BUDGET_TIME)
            search_ms = TT_MIN(search_ms, 0.1 * (o->budget.ms - (tt_now_ms() - t0)));
        double s0 = tt_now_ms();
        int got = tune_search_next(se, model, batch, want, search_ms);
        r->search_ms += tt_now_ms() - s0;
        if (got == 0)
            break;   /* the space is exhausted */
        int nrec = 0;
        for (int i = 0; i < got; i++) {
            if (out_of_budget(o, r, t0, est))
                break;
            double copies = (double)TT_MAX(8, sched_copies(t, &batch[i]));
            if (o->budget.kind == TUNE_BUDGET_TIME &&
                out_of_budget(o, r, t0, ms_per_copy * copies + TT_MAX(20.0, 4 * r->best_ms) +
                                            reserve)) {
                r->skipped++;   /* its compile alone would overrun the budget */
                continue;
            }
            tune_meas m = {0};
            tune_cand *k = NULL;
            char cerr[256];
            double c0 = tt_now_ms();
            if (e->compile(e->ctx, t, &batch[i], &k, &m.compile_ms, cerr, sizeof cerr) != TT_OK) {
                k = NULL;
                m.error = ME_COMPILE_ERROR;
                m.compile_ms = 0;
                tt_snprintf(m.msg, sizeof m.msg, "%s", cerr);
            } else {
                tune_measure(&bench, k, r->best_ms, TT_MAX(1000.0, 50 * r->best_ms), &m);
            }
            avg_compile = 0.8 * avg_compile + 0.2 * (tt_now_ms() - c0);
            r->compile_ms += m.compile_ms;
            if (k)
                ms_per_copy = 0.7 * ms_per_copy + 0.3 * (m.compile_ms / copies);
            r->trials++;
            r->errors[m.error]++;
            double gf = m.error == ME_OK ? flops / (m.ms * 1e6) : 0;
            if (m.error == ME_OK && !m.cut && m.ms < r->best_ms) {
                r->best = batch[i];
                r->best_ms = m.ms;
                r->best_gflops = gf;
                r->best_is_default = 0;
            }
            if (m.error == ME_OK && !m.cut) {
                finalist_offer(e, fin, &nfin, &batch[i], k, m.ms);
                k = NULL;
            }
            e->free(e->ctx, k);
            tune_search_record(se, &batch[i], m.cut ? gf * 0.5 : gf);
            float *f = featbuf + (size_t)nrec * (TUNE_FEAT_LEN + 1);
            f[0] = TUNE_FEATURE_VERSION;
            if (tune_features(t, &batch[i], f + 1) != 0)
                memset(f + 1, 0, sizeof(float) * TUNE_FEAT_LEN);
            rows_push(&self_rows, f + 1, (float)gf);
            tt_buf tb = {0};
            lw_sched_print(&tb, t, &batch[i]);
            texts[nrec] = tt_buf_steal(&tb);
            recs[nrec].config = texts[nrec];
            recs[nrec].features = f;
            recs[nrec].nfeatures = TUNE_FEAT_LEN + 1;
            recs[nrec].time_ms = m.error == ME_OK ? m.ms : -1;
            recs[nrec].error = m.error;
            recs[nrec].error_text = m.error ? m.msg : NULL;
            recs[nrec].created = 0;
            if (o->trial)
                o->trial(o->trial_ctx, texts[nrec], &m);
            nrec++;
            progress(o, r, t0, 0);
        }
        save_batch(o, t, recs, nrec);
        for (int i = 0; i < nrec; i++) {
            free(texts[i]);
            texts[i] = NULL;
        }
        if (nrec < got)
            break;
        if (model && !out_of_budget(o, r, t0, est + 2 * fit_ms)) {
            retrain(model, &self_rows, &xfer, r->best_gflops, &fit_ms);
            r->fit_ms += fit_ms;
        }
    }
    /* the race: as many rounds as the budget has left, up to 5 */
    {
        int w = 0;
        if (nfin > 1) {
            int rounds = race_rounds_for(o, fin, nfin, race_min_ms);
            if (o->budget.kind == TUNE_BUDGET_TIME) {
                double left = o->budget.ms - (tt_now_ms() - t0);
                double per = race_cost(fin, nfin, 1, race_min_ms);
                rounds = TT_MIN(rounds, (int)(left / per));
            }
            if (rounds >= 1) {
                double q0 = tt_now_ms();
                w = finalists_race(&bench, fin, nfin, rounds, race_min_ms);
                r->race_ms = tt_now_ms() - q0;
                r->raced = nfin;
            } else {
                for (int i = 1; i < nfin; i++)
                    if (fin[i].ms < fin[w].ms)
                        w = i;
            }
            if (w < 0)
                w = 0;   /* every finalist failed a re-run: keep the default */
            /* a candidate must beat the default clearly (3%) to replace it:
               within the noise the default, which every test checks, stays */
            if (w != 0 && fin[0].is_default && fin[w].ms > 0.97 * fin[0].ms)
                w = 0;
        }
        r->cand = fin[w].k;
        fin[w].k = NULL;
        r->best = fin[w].s;
        r->best_ms = fin[w].ms;
        r->best_gflops = flops / (fin[w].ms * 1e6);
        r->best_is_default = fin[w].is_default;
        for (int i = 0; i < nfin; i++)
            if (fin[i].is_default)
                r->default_ms = fin[i].ms, r->default_gflops = flops / (fin[i].ms * 1e6);
    }
    r->tune_ms = tt_now_ms() - t0;
    progress(o, r, t0, 1);
    st = TT_OK;
done:
    for (int i = 0; i < nfin; i++)
        e->free(e->ctx, fin[i].k);
    if (st != TT_OK) {
        e->free(e->ctx, r->cand);
        r->cand = NULL;
    }
    if (texts)
        for (int i = 0; i < maxbatch; i++)
            free(texts[i]);
    free(texts);
    free(featbuf);
    free(recs);
    free(batch);
    tune_rows_free(&self_rows);
    tune_rows_free(&xfer);
    tune_model_free(model);
    tune_search_free(se);
    tune_bench_free(&bench);
    tune_space_free(space);
    return st;
}

int tune_run(jit_backend *be, kn_pool *pool, const ir_task *t, const tune_opts *o,
             tune_result *r, char *err, size_t n)
{
    tune_kernel_ctx kc = {be, pool};
    tune_engine e = tune_kernel_engine(&kc);
    int st = tune_session(&e, t, o, r, err, n);
    r->kernel = tune_cand_kernel(r->cand);
    r->cand = NULL;
    return st;
}

/*
 * The tuning loop (AutoTVM's, sized for a first call):
 *
 *   default kernel: compile, run into the reference outputs, time it
 *   model <- records of other Tasks on this hardware (transfer), if any
 *   the start config, if given (another shape's winner, adapted): measured
 *   the fused-reduction form's default, the default with whole-image
 *   windows, without tails, without its windows of unpadded reads, where
 *   the Task has them: measured
 *   until the budget is spent:
 *       batch <- search (simulated annealing over the model, eps-greedy;
 *                oneshot: the next of the predictor's ranked sample)
 *       for each: compile, check against the reference, time
 *       records -> cache; model <- retrained on everything (xgb only)
 *   race: the default and the 3 best, kept compiled, timed again in
 *         interleaved rounds; the fastest median wins (the default at worst)
 *
 * The budget bounds the whole session -- the default's compile, every
 * candidate's compile and runs, training and search -- and is checked
 * before each step with an estimate of that step's cost (a candidate's
 * compile predicted from the size of its unrolled code, the race's rounds
 * kept in reserve), so a `3s` budget costs the first call about 3 s.  The
 * best-so-far is always a correct, compiled kernel, handed to the caller
 * without recompiling.
 *
 * tune_session reads as those steps: session_open (space, bench, search,
 * model), start_from_default (the reference, the first best, transfer),
 * measure_form, measure_window, measure_tailless, measure_unwindowed and
 * measure_lanes_inner,
 * measure_loop (measure_one per candidate, record_batch to the cache),
 * final_race.  Candidates are
 * compiled and run only through the tune_engine it is given (engine.c:
 * the one on kernel/).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "tune/tune_internal.h"

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
 * round medians.  Returns the index of the fastest; *beat, the rounds in
 * which it ran faster than finalist 0 (the default), side by side. */
static int finalists_race(tune_bench *b, finalist *f, int nf, int rounds, double min_ms,
                          int *beat)
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
    *beat = rounds;   /* a default that failed its re-run is no measure */
    if (best > 0 && ok[0]) {
        *beat = 0;
        for (int r = 0; r < rounds; r++)
            *beat += med[best][r] < med[0][r];
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

static int cancelled(const tune_opts *o)
{
    return o->cancel && __atomic_load_n(o->cancel, __ATOMIC_ACQUIRE);
}

static int out_of_budget(const tune_opts *o, const tune_result *r, double t0, double need_ms)
{
    if (cancelled(o))
        return 1;
    if (o->budget.kind == TUNE_BUDGET_TRIALS)
        return r->trials >= o->budget.trials;
    if (o->budget.kind == TUNE_BUDGET_TIME)
        return tt_now_ms() - t0 + need_ms > o->budget.ms;
    return 1;
}

static void retrain(tune_model *m, tune_rows *self_rows, const tune_rows *xfer, double best_gflops,
                    double *fit_ms)
{
    /* this Task's rows are one group, labelled relative to its best */
    tune_rows all = {0};
    for (int i = 0; i < xfer->n; i++)
        tune_rows_push(&all, xfer->X + (size_t)i * TUNE_FEAT_LEN, xfer->y[i]);
    for (int g = 0; g < xfer->ngroups; g++)
        tune_rows_group(&all, xfer->groups[g]);
    for (int i = 0; i < self_rows->n; i++)
        tune_rows_push(&all, self_rows->X + (size_t)i * TUNE_FEAT_LEN,
                  best_gflops > 0 ? (float)(self_rows->y[i] / best_gflops) : 0.0f);
    if (self_rows->n)
        tune_rows_group(&all, (unsigned)self_rows->n);
    if (all.n >= 4) {
        double t = tt_now_ms();
        char err[256];
        tune_model_fit(m, all.X, all.n, TUNE_FEAT_LEN, all.y, all.groups, all.ngroups, 40, err,
                       sizeof err);
        *fit_ms = tt_now_ms() - t;
    }
    tune_rows_free(&all);
}

/* ---- the steps of a session -------------------------------------------- */

#define MAXBATCH 32
#define RACE_MIN_MS 2.0   /* a finalist's time per round of the race */

/* What a session's steps share. */
typedef struct session {
    const tune_engine *e;
    const ir_task *t;
    const tune_opts *o;
    tune_result *r;
    double t0;                 /* when the session started (the budget's clock) */
    double flops;
    tune_space *space;
    tune_bench bench;
    tune_search *se;
    tune_model *model;         /* xgb only */
    tune_rows self_rows, xfer; /* this Task's measurements; other Tasks' */
    finalist fin[NFINAL];      /* the default, fin[0], and the best so far */
    int nfin;
    /* compile time grows with the unrolled code: ms per body copy, learnt
       as we go, predicts each candidate's compile before it starts */
    double avg_compile, ms_per_copy;
    double fit_ms;             /* the last training's time */
    /* one batch: the configs, and their records for the cache */
    lw_sched *batch;
    cache_meas *recs;
    float *featbuf;            /* version + features per record */
    char **texts;              /* config text per record */
} session;

/* Setup: the space, the bench, the search, the model, the batch buffers. */
static int session_open(session *s, const tune_engine *e, const ir_task *t, const tune_opts *o,
                        tune_result *r, char *err, size_t n)
{
    memset(s, 0, sizeof *s);
    memset(r, 0, sizeof *r);
    s->e = e;
    s->t = t;
    s->o = o;
    s->r = r;
    s->t0 = tt_now_ms();
    s->flops = ir_task_flops(t);
    s->space = tune_space_new(t);
    int st = tune_bench_init(&s->bench, t, e, o->seed);
    s->se = s->space ? tune_search_new(s->space, o->kind, o->seed) : NULL;
    s->model = o->kind == TS_XGB ? tune_model_new(1, o->seed, err, n) : NULL;
    if (s->model && o->predictor)
        tune_model_set_base(s->model, o->predictor);
    if (!s->space || st != TT_OK || !s->se || (o->kind == TS_XGB && !s->model)) {
        if (st == TT_OK)
            tt_snprintf(err, n, "out of memory starting a tuning session");
        return TT_ERR_NOMEM;
    }
    s->batch = malloc(sizeof(lw_sched) * MAXBATCH);
    s->recs = calloc(MAXBATCH, sizeof(cache_meas));
    s->featbuf = malloc(sizeof(float) * MAXBATCH * (TUNE_FEAT_LEN + 1));
    s->texts = calloc(MAXBATCH, sizeof(char *));
    if (!s->batch || !s->recs || !s->featbuf || !s->texts) {
        tt_snprintf(err, n, "out of memory starting a tuning session");
        return TT_ERR_NOMEM;
    }
    if (o->kind == TS_ONESHOT && !o->predictor) {
        tt_snprintf(err, n, "the oneshot tuner ranks configs with the pre-trained predictor, "
                    "and there is none (TT_PREDICTOR=off, --predictor off, or a build without "
                    "one)");
        return TT_ERR_INVALID_ARG;
    }
    return TT_OK;
}

/* Whether the Task's default is its merged form's (lw_sched_first): then
 * the session starts from the form's default and measure_form measures
 * the Task's own next. */
static int starts_merged(const session *s)
{
    return s->space->form && s->t->fused && s->t->fused->merged;
}

/* The session's default: the first config it measures. */
static const lw_sched *session_default(const session *s)
{
    return starts_merged(s) ? &s->space->form->base : &s->space->base;
}

/* The record of measurement m of config c (gf its GFLOP/s, 0 for an
 * error) in slot i of the batch: features (for this session's model and
 * later ones'), config text, time or error.  The error's message is
 * copied after the config text, in the same allocation (texts[i]): m is
 * gone by the batch's record_batch. */
static void note_record(session *s, const lw_sched *c, const tune_meas *m, double gf, int i)
{
    float *f = s->featbuf + (size_t)i * (TUNE_FEAT_LEN + 1);
    f[0] = TUNE_FEATURE_VERSION;
    if (tune_features(s->t, c, f + 1) != 0)
        memset(f + 1, 0, sizeof(float) * TUNE_FEAT_LEN);
    tune_rows_push(&s->self_rows, f + 1, (float)gf);
    tt_buf tb = {0};
    lw_sched_print(&tb, s->t, c);
    size_t clen = tb.len;
    int has_msg = 0;
    if (m->error) {
        tt_buf_putc(&tb, '\0');
        tt_buf_puts(&tb, m->msg);
        has_msg = tb.len == clen + 1 + strlen(m->msg);   /* not out of memory */
    }
    s->texts[i] = tt_buf_steal(&tb);
    cache_meas *rec = &s->recs[i];
    rec->config = s->texts[i];
    rec->features = f;
    rec->nfeatures = TUNE_FEAT_LEN + 1;
    rec->time_ms = m->error == ME_OK ? m->ms : -1;
    rec->error = m->error;
    rec->error_text = has_msg && s->texts[i] ? s->texts[i] + clen + 1 : NULL;
    rec->created = 0;
}

/* Recording: the batch's measurements go to the cache. */
static void record_batch(session *s, int nrec)
{
    const tune_opts *o = s->o;
    if (o->store && o->hw && nrec > 0)
        cache_measure_add(o->store, s->t->key, o->hw, s->recs, nrec);
    for (int i = 0; i < nrec; i++) {
        free(s->texts[i]);
        s->texts[i] = NULL;
    }
}

/* Seeding: the default, compiled and run into the reference outputs, is
 * the first best and the first finalist; the model may start from other
 * Tasks' records (transfer). */
static int start_from_default(session *s, char *err, size_t n)
{
    tune_result *r = s->r;
    r->best = *session_default(s);
    tune_canon(s->space, &r->best);
    tune_cand *c = NULL;
    double compile_ms = 0;
    int st = s->e->compile(s->e->ctx, s->t, &r->best, &c, &compile_ms, err, n);
    if (st != TT_OK)
        return st;
    /* owned by fin[] from here until the race */
    s->fin[0].s = r->best;
    s->fin[0].k = c;
    s->fin[0].is_default = 1;
    s->nfin = 1;
    st = tune_bench_reference(&s->bench, c, err, n);
    if (st != TT_OK)
        return st;
    tune_meas dm = {0};
    tune_measure(&s->bench, c, 0, 0, &dm);
    if (dm.error) {
        tt_snprintf(err, n, "the default kernel failed its own check: %s", dm.msg);
        return TT_ERR_INTERNAL;
    }
    s->fin[0].ms = dm.ms;
    r->default_ms = r->best_ms = dm.ms;
    r->default_gflops = r->best_gflops = s->flops / (dm.ms * 1e6);
    r->best_is_default = 1;
    tune_search_record(s->se, &r->best, r->best_gflops);
    /* recorded like any measurement: a session whose budget ends here
       still leaves its Task's one record for training */
    note_record(s, &r->best, &dm, r->best_gflops, 0);
    record_batch(s, 1);
    s->avg_compile = compile_ms;
    s->ms_per_copy = compile_ms / TT_MAX(8.0, (double)sched_copies(s->t, &r->best));
    progress(s->o, r, s->t0, 0);
    const tune_opts *o = s->o;
    if (s->model && o->store && o->hw && o->transfer) {
        const char *self = s->t->key;
        tune_rows_collect(o->store, o->hw, &self, 1, 4000, 0, 0, &s->xfer, NULL);
        r->transfer_rows = s->xfer.n;
        if (s->xfer.n >= 8) {
            double fit_ms = 0;
            retrain(s->model, &s->self_rows, &s->xfer, r->best_gflops, &fit_ms);
        }
    }
    return TT_OK;
}

/* Compile, check and time candidate c; keep it as a finalist if it is
 * among the fastest; its record goes in slot i of the batch's records. */
static void measure_one(session *s, const lw_sched *c, int i)
{
    const tune_engine *e = s->e;
    tune_result *r = s->r;
    double copies = (double)TT_MAX(8, sched_copies(s->t, c));
    tune_meas m = {0};
    tune_cand *k = NULL;
    char cerr[256];
    double c0 = tt_now_ms();
    if (e->compile(e->ctx, s->t, c, &k, &m.compile_ms, cerr, sizeof cerr) != TT_OK) {
        k = NULL;
        m.error = ME_COMPILE_ERROR;
        m.compile_ms = 0;
        tt_snprintf(m.msg, sizeof m.msg, "%s", cerr);
    } else {
        tune_measure(&s->bench, k, r->best_ms, TT_MAX(1000.0, 50 * r->best_ms), &m);
    }
    s->avg_compile = 0.8 * s->avg_compile + 0.2 * (tt_now_ms() - c0);
    r->compile_ms += m.compile_ms;
    if (k)
        s->ms_per_copy = 0.7 * s->ms_per_copy + 0.3 * (m.compile_ms / copies);
    r->trials++;
    r->errors[m.error]++;
    double gf = m.error == ME_OK ? s->flops / (m.ms * 1e6) : 0;
    if (m.error == ME_OK && !m.cut && m.ms < r->best_ms) {
        r->best = *c;
        r->best_ms = m.ms;
        r->best_gflops = gf;
        r->best_is_default = 0;
    }
    if (m.error == ME_OK && !m.cut) {
        finalist_offer(e, s->fin, &s->nfin, c, k, m.ms);
        k = NULL;
    }
    e->free(e->ctx, k);
    tune_search_record(s->se, c, m.cut ? gf * 0.5 : gf);
    note_record(s, c, &m, gf, i);
    if (s->o->trial)
        s->o->trial(s->o->trial_ctx, s->texts[i], &m);
    progress(s->o, r, s->t0, 0);
}

/* Measure config c ahead of the search (a seed): when it is valid, not
 * the default and not measured already.  Returns 1 if it was measured. */
static int measure_seed(session *s, lw_sched c)
{
    if (!tune_valid(s->space, &c, NULL, 0))
        return 0;
    tune_canon(s->space, &c);
    if (tune_sched_equal(s->space, &c, session_default(s)) || tune_search_seen(s->se, &c))
        return 0;
    measure_one(s, &c, 0);
    record_batch(s, 1);
    return 1;
}

/* The start config (another shape's winner, adapted), measured first after
 * the default so that the search and the race know it. */
static void measure_start(session *s)
{
    const tune_opts *o = s->o;
    if (!o->start || out_of_budget(o, s->r, s->t0, s->avg_compile))
        return;
    if (measure_seed(s, *o->start))
        s->r->start_trial = 1;
}

/* The fused-reduction form's default (tune_space.form), measured next:
 * the form is one sample in TUNE_FORM_SHARE, so without it the search
 * would meet it late, if at all.  Not in oneshot mode (only the
 * predictor's picks are measured there), nor when the read the form runs
 * through as it lies is an input declared constant: the form saves the
 * per-call re-layout of that input, and a kept pack saves it already.
 * A session that started from a merged form's default measures the
 * Task's own default here instead. */
static void measure_form(session *s)
{
    const tune_opts *o = s->o;
    const ir_task *ft = s->t->fused;
    if (!s->space->form || o->kind == TS_ONESHOT || !ft ||
        (ft->fused_input >= 0 && ft->fused_input < 64 &&
         (s->t->constmask >> ft->fused_input & 1)) ||
        out_of_budget(o, s->r, s->t0, s->avg_compile))
        return;
    measure_seed(s, starts_merged(s) ? s->space->base : s->space->form->base);
}

/* The default with its unwindowed padded inputs read through one window of
 * the whole image (lw_sched_whole_windows), measured next: a large win on
 * some layers, a loss on others, and far from the default in the space,
 * so the search would seldom reach it in a first call's few trials.  Not
 * in oneshot mode. */
static void measure_window(session *s)
{
    lw_sched c = s->space->base;
    if (s->o->kind == TS_ONESHOT || !lw_sched_whole_windows(s->t, &c) ||
        out_of_budget(s->o, s->r, s->t0, s->avg_compile))
        return;
    measure_seed(s, c);
}

/* The default with its register tiles' tails cut away
 * (lw_sched_tailless), measured next: a few percent either way, and a
 * move of several knobs at once the search seldom makes in a first
 * call's few trials.  Not in oneshot mode, nor in ebs (the predictor's
 * picks come first there: its records rank them). */
static void measure_tailless(session *s)
{
    lw_sched c = s->space->base;
    if (s->o->kind == TS_ONESHOT || s->o->kind == TS_EBS || !lw_sched_tailless(s->t, &c) ||
        out_of_budget(s->o, s->r, s->t0, s->avg_compile))
        return;
    measure_seed(s, c);
}

/* The default without its windows of reads that stay inside their
 * tensors (lw_sched_unwindowed), measured next: the rule that takes them
 * ran 1.2-1.8x faster on one host and 8% slower on another.  Not in
 * oneshot mode. */
static void measure_unwindowed(session *s)
{
    lw_sched c = s->space->base;
    if (s->o->kind == TS_ONESHOT || !lw_sched_unwindowed(s->t, &c) ||
        out_of_budget(s->o, s->r, s->t0, s->avg_compile))
        return;
    measure_seed(s, c);
}

/* The default with its blocks of lanes innermost (lw_sched_lanes_inner),
 * measured next: an NHWC depthwise layer whose output sits at its input's
 * page offset ran 1.4-1.6x faster so (its stores alias the next tile's
 * loads otherwise), others up to 2x slower -- the placement decides, and
 * the session times the call's.  Not in oneshot mode. */
static void measure_lanes_inner(session *s)
{
    lw_sched c = s->space->base;
    if (s->o->kind == TS_ONESHOT || !lw_sched_lanes_inner(s->t, &c) ||
        out_of_budget(s->o, s->r, s->t0, s->avg_compile))
        return;
    measure_seed(s, c);
}

/* The measure loop: batches from the search, measured while the budget
 * lasts (the race's rounds kept in reserve), the model retrained after
 * each. */
static void measure_loop(session *s)
{
    const tune_opts *o = s->o;
    tune_result *r = s->r;
    int batch_size = o->budget.kind == TUNE_BUDGET_TRIALS && o->budget.trials >= 256 ? 16 : 8;
    for (;;) {
        double reserve = s->nfin > 1
                             ? race_cost(s->fin, s->nfin,
                                         race_rounds_for(o, s->fin, s->nfin, RACE_MIN_MS),
                                         RACE_MIN_MS)
                             : 0;
        double est = s->avg_compile + TT_MAX(20.0, 4 * r->best_ms) + reserve;
        if (out_of_budget(o, r, s->t0, est))
            break;
        int want = batch_size;
        if (o->budget.kind == TUNE_BUDGET_TRIALS)
            want = TT_MIN(want, o->budget.trials - r->trials);
        /* the search costs at most a quarter of what measuring its batch
           will (compiles dominate), and a tenth of what is left */
        double search_ms =
            TT_MIN(200.0, 0.25 * want * (s->avg_compile + TT_MAX(15.0, r->best_ms)));
        if (o->budget.kind == TUNE_BUDGET_TIME)
            search_ms = TT_MIN(search_ms, 0.1 * (o->budget.ms - (tt_now_ms() - s->t0)));
        /* oneshot (and ebs) rank a whole sample once, on the first call,
           with the predictor itself (no session model): up to a quarter
           of what a time budget has left, else the full sample */
        tune_model *m = s->model;
        if (o->kind == TS_ONESHOT || o->kind == TS_EBS) {
            m = o->predictor;
            search_ms = o->budget.kind == TUNE_BUDGET_TIME
                            ? 0.25 * (o->budget.ms - (tt_now_ms() - s->t0))
                            : 1e9;
        }
        double s0 = tt_now_ms();
        int got = tune_search_next(s->se, m, s->batch, want, search_ms);
        r->search_ms += tt_now_ms() - s0;
        if (got == 0)
            break;   /* the space is exhausted */
        int nrec = 0;
        for (int i = 0; i < got; i++) {
            if (out_of_budget(o, r, s->t0, est))
                break;
            double copies = (double)TT_MAX(8, sched_copies(s->t, &s->batch[i]));
            if (o->budget.kind == TUNE_BUDGET_TIME &&
                out_of_budget(o, r, s->t0,
                              s->ms_per_copy * copies + TT_MAX(20.0, 4 * r->best_ms) +
                                  reserve)) {
                r->skipped++;   /* its compile alone would overrun the budget */
                continue;
            }
            measure_one(s, &s->batch[i], nrec++);
        }
        record_batch(s, nrec);
        if (nrec < got)
            break;
        if (s->model && !out_of_budget(o, r, s->t0, est + 2 * s->fit_ms)) {
            retrain(s->model, &s->self_rows, &s->xfer, r->best_gflops, &s->fit_ms);
            r->fit_ms += s->fit_ms;
        }
    }
}

/* The final race: as many rounds as the budget has left, up to 5; the
 * winner, moved out of fin[], becomes the result. */
static void final_race(session *s)
{
    const tune_opts *o = s->o;
    tune_result *r = s->r;
    finalist *fin = s->fin;
    int nfin = s->nfin;
    int w = 0;
    if (nfin > 1 && cancelled(o)) {
        for (int i = 1; i < nfin; i++)
            if (fin[i].ms < fin[w].ms)
                w = i;
    } else if (nfin > 1) {
        int rounds = race_rounds_for(o, fin, nfin, RACE_MIN_MS);
        if (o->budget.kind == TUNE_BUDGET_TIME) {
            double left = o->budget.ms - (tt_now_ms() - s->t0);
            double per = race_cost(fin, nfin, 1, RACE_MIN_MS);
            rounds = TT_MIN(rounds, (int)(left / per));
        }
        if (rounds >= 1) {
            double q0 = tt_now_ms();
            int beat = 0;
            w = finalists_race(&s->bench, fin, nfin, rounds, RACE_MIN_MS, &beat);
            r->race_ms = tt_now_ms() - q0;
            r->raced = nfin;
            /* and in three rounds of four side by side (all of up to
               three): a median 3% ahead over a few rounds of a noisy
               machine is not yet faster (dense_gelu 128x1024 . 4096x1024
               at 2 threads: a config 4% ahead in the race, 1-2% behind
               the default in 18 rounds after) */
            if (w > 0 && fin[0].is_default && beat < (3 * rounds + 3) / 4)
                w = 0;
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
    r->best_gflops = s->flops / (fin[w].ms * 1e6);
    r->best_is_default = fin[w].is_default;
    for (int i = 0; i < nfin; i++)
        if (fin[i].is_default)
            r->default_ms = fin[i].ms, r->default_gflops = s->flops / (fin[i].ms * 1e6);
}

/* Everything the session holds but the winner (and on failure that too). */
static void session_close(session *s, int st)
{
    const tune_engine *e = s->e;
    for (int i = 0; i < s->nfin; i++)
        e->free(e->ctx, s->fin[i].k);
    if (st != TT_OK) {
        e->free(e->ctx, s->r->cand);
        s->r->cand = NULL;
    }
    if (s->texts)
        for (int i = 0; i < MAXBATCH; i++)
            free(s->texts[i]);
    free(s->texts);
    free(s->featbuf);
    free(s->recs);
    free(s->batch);
    tune_rows_free(&s->self_rows);
    tune_rows_free(&s->xfer);
    tune_model_free(s->model);
    tune_search_free(s->se);
    tune_bench_free(&s->bench);
    tune_space_free(s->space);
}

int tune_session(const tune_engine *e, const ir_task *t, const tune_opts *o, tune_result *r,
                 char *err, size_t n)
{
    session s;
    int st = session_open(&s, e, t, o, r, err, n);
    if (st == TT_OK)
        st = start_from_default(&s, err, n);
    if (st == TT_OK) {
        measure_start(&s);
        measure_form(&s);
        measure_window(&s);
        measure_tailless(&s);
        measure_unwindowed(&s);
        measure_lanes_inner(&s);
        measure_loop(&s);
        r->ranked = tune_search_ranked(s.se, NULL, NULL);
        final_race(&s);
        r->cancelled = cancelled(o);
        r->tune_ms = tt_now_ms() - s.t0;
        progress(o, r, s.t0, 1);
    }
    session_close(&s, st);
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

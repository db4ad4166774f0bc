/*
 * The oneshot tuner: a session measures exactly the default and the
 * pre-trained predictor's top k of its ranked sample, in the predictor's
 * order (replayed here with a search of the same seed, whose ranking is
 * checked against the predictor's own scores), the winner is a correct
 * kernel, and without a predictor the session is refused with a message.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/lower/diff.h"
#include "tests/test.h"
#include "tt.h"
#include "tune/tune.h"
#include "tune/tune_internal.h"

static diff_env env;

#define MAXK 16

typedef struct {
    int n;
    char *text[MAXK];
} trials;

static void on_trial(void *ctx, const char *config, const tune_meas *m)
{
    (void)m;
    trials *tr = ctx;
    if (tr->n < MAXK)
        tr->text[tr->n] = tt_strdup(config);
    tr->n++;
}

static void trials_free(trials *tr)
{
    for (int i = 0; i < tr->n && i < MAXK; i++)
        free(tr->text[i]);
}

/* Run kernel k of Task t on seeded data and compare with the interpreter. */
static int kernel_matches(const ir_task *t, kn_kernel *k)
{
    const ir_def *d = t->def;
    void *in[8] = {0}, *out[8] = {0}, *ref[8] = {0};
    uint64_t sd = 99;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t n = ir_tensor_span(t, i);
        size_t bytes = (size_t)n * (size_t)ir_dtype_size(d->tensors[i].dtype);
        if (i < d->ninputs) {
            in[i] = tt_aligned_alloc(64, bytes);
            diff_fill(d->tensors[i].dtype, in[i], n, &sd);
        } else {
            out[i - d->ninputs] = tt_aligned_alloc(64, bytes);
            ref[i - d->ninputs] = tt_aligned_alloc(64, bytes);
        }
    }
    void *io[16];
    int n = 0;
    for (int i = 0; i < d->ninputs; i++)
        io[n++] = in[i];
    for (int i = 0; i < d->noutputs; i++)
        io[n++] = out[i];
    char err[256];
    int ok = kn_kernel_run(k, env.pool1, io, err, sizeof err) == TT_OK &&
             ir_interp(t, in, ref) == TT_OK;
    ir_cmp c;
    ok = ok && ir_compare(t, out, ref, &c);
    for (int i = 0; i < 8; i++) {
        free(in[i]);
        free(out[i]);
        free(ref[i]);
    }
    return ok;
}

TEST(names)
{
    CHECK(tune_search_kind("oneshot") == TS_ONESHOT);
    CHECK(strcmp(tune_search_name(TS_ONESHOT), "oneshot") == 0);
    CHECK(tune_search_kind("one-shot") == -1);
    CHECK(tune_search_kind("") == -1);
}

TEST(measures_the_predictors_top_k_in_order)
{
    char err[512];
    tune_model *p = tune_predictor("", err, sizeof err);
    if (!p) {
        printf("  (this build has no built-in predictor: %s)\n", err[0] ? err : "none");
        return;
    }
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "40x72 72x56", NULL, NULL, 1);
    REQUIRE(t);
    const int k = 5;
    const uint64_t seed = 7;
    trials tr = {0};
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TRIALS;
    o.budget.trials = k;
    o.kind = TS_ONESHOT;
    o.seed = seed;
    o.predictor = p;
    o.trial = on_trial;
    o.trial_ctx = &tr;
    tune_result r;
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    CHECKF(st == TT_OK, "%s", err);
    if (st != TT_OK) {
        ir_task_free(t);
        ir_deflist_free(&l);
        return;
    }
    /* exactly k measured besides the default, no model trained */
    CHECKF(r.trials == k && tr.n == k, "%d trials, %d reported", r.trials, tr.n);
    CHECK(r.fit_ms == 0);
    CHECKF(r.ranked >= 64, "%d ranked", r.ranked);
    CHECK(r.default_ms > 0 && r.best_ms > 0);
    CHECKF(r.kernel && kernel_matches(t, r.kernel), "the winner is wrong");
    char msg[256];
    CHECKF(lw_sched_check(t, &r.best, msg, sizeof msg) == 0, "%s", msg);

    /* the same search, replayed: the session measured the first k of its
       ranking, in order */
    tune_space *sp = tune_space_new(t);
    REQUIRE(sp);
    tune_search *se = tune_search_new(sp, TS_ONESHOT, seed);
    REQUIRE(se);
    lw_sched base = sp->base;
    tune_canon(sp, &base);
    tune_search_record(se, &base, 1.0);
    lw_sched out[MAXK];
    int got = tune_search_next(se, p, out, k, 1e9);
    CHECKF(got == k, "%d proposed", got);
    const lw_sched *rk = NULL;
    const float *sc = NULL;
    int nr = tune_search_ranked(se, &rk, &sc);
    CHECKF(nr == r.ranked, "replayed %d ranked, the session %d", nr, r.ranked);
    for (int i = 0; i < got && i < tr.n && i < MAXK; i++) {
        tt_buf b = {0};
        lw_sched_print(&b, t, &out[i]);
        CHECKF(b.s && strcmp(b.s, tr.text[i]) == 0, "trial %d measured %s, rank %d is %s", i,
               tr.text[i], i, b.s ? b.s : "");
        CHECK(tune_sched_equal(sp, &out[i], &rk[i]));
        tt_buf_free(&b);
    }
    /* the ranking is the predictor's: scores best first, equal to what the
       predictor says of each config, not all alike; the default (measured
       anyway) is not among them */
    int sorted = 1, varied = 0, same = 1, has_default = 0;
    float *X = malloc(sizeof(float) * (size_t)nr * TUNE_FEAT_LEN);
    float *pred = malloc(sizeof(float) * (size_t)(nr ? nr : 1));
    REQUIRE(X && pred);
    for (int i = 0; i < nr; i++) {
        if (i && sc[i] > sc[i - 1])
            sorted = 0;
        if (i && sc[i] != sc[0])
            varied = 1;
        if (tune_sched_equal(sp, &rk[i], &base))
            has_default = 1;
        CHECK(tune_features(t, &rk[i], X + (size_t)i * TUNE_FEAT_LEN) == 0);
    }
    int pst = tune_model_predict(p, X, nr, TUNE_FEAT_LEN, pred, err, sizeof err);
    CHECKF(pst == TT_OK, "%s", err);
    for (int i = 0; pst == TT_OK && i < nr; i++)
        if (fabsf(pred[i] - sc[i]) > 1e-5f * (1 + fabsf(pred[i])))
            same = 0;
    CHECK(sorted);
    CHECKF(varied, "the predictor gives every config the same score");
    CHECK(same);
    CHECK(!has_default);
    /* handed out once each, then nothing */
    int rest = 0;
    lw_sched more[MAXK];
    for (int got2; (got2 = tune_search_next(se, p, more, MAXK, 1e9)) > 0;)
        rest += got2;
    CHECKF(rest == nr - k, "%d more after the first %d of %d", rest, k, nr);
    free(X);
    free(pred);
    tune_search_free(se);
    tune_space_free(sp);
    trials_free(&tr);
    kn_kernel_free(r.kernel);
    ir_task_free(t);
    ir_deflist_free(&l);
}

TEST(time_budget_and_no_predictor)
{
    char err[512];
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "33x40 40x24", NULL, NULL, 1);
    REQUIRE(t);
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TRIALS;
    o.budget.trials = 2;
    o.kind = TS_ONESHOT;
    o.seed = 1;
    tune_result r;
    /* no predictor: refused, with the reason */
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    CHECKF(st == TT_ERR_INVALID_ARG, "status %d", st);
    CHECKF(tt_test_contains(err, "predictor"), "%s", err);
    CHECK(r.kernel == NULL);
    o.predictor = tune_predictor("", err, sizeof err);
    if (o.predictor) {
        /* a time budget: measured in the predictor's order while it lasts */
        o.budget.kind = TUNE_BUDGET_TIME;
        o.budget.ms = 500;
        st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
        CHECKF(st == TT_OK, "%s", err);
        CHECK(st != TT_OK || (r.trials >= 1 && r.ranked > r.trials && r.fit_ms == 0));
        CHECK(st != TT_OK || kernel_matches(t, r.kernel));
        kn_kernel_free(r.kernel);
    }
    ir_task_free(t);
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(names);
    RUN(measures_the_predictors_top_k_in_order);
    RUN(time_budget_and_no_predictor);
    diff_close(&env);
    return tt_test_failures ? 1 : 0;
}

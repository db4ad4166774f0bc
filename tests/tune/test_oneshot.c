/*
 * The oneshot tuner: a session measures exactly the default and the
 * pre-trained predictor's top k of its ranked sample, in the predictor's
 * order spread over kernels (replayed here with a search of the same
 * seed, whose ranking is checked against the predictor's own scores and
 * the spread), the winner is a correct
 * kernel, and without a predictor the session is refused with a message.
 *
 * The ebs sampler (the predictor's training data): its batches hold the
 * predictor's picks first, uniform samples and configs explored from the
 * best measured -- nearer to them than the uniform ones -- never a config
 * twice, also without a predictor and to the end of a small space; a
 * session with it measures the predictor's picks first and trains no
 * model.
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
    CHECK(tune_search_kind("ebs") == TS_EBS);
    CHECK(strcmp(tune_search_name(TS_EBS), "ebs") == 0);
    CHECK(tune_search_kind("oneshot") == TS_ONESHOT);
    CHECK(strcmp(tune_search_name(TS_ONESHOT), "oneshot") == 0);
    CHECK(tune_search_kind("one-shot") == -1);
    CHECK(tune_search_kind("") == -1);
}

TEST(measures_the_predictors_top_k_in_order)
{
    char err[512];
    tune_model *p = tune_predictor("", NULL, 0, err, sizeof err);
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
    /* the ranking is the predictor's, spread over kernels: by (the
       config's rank among its kernel's / 2, its score), best first; the
       scores equal to what the predictor says of each config, not all
       alike; the default (measured anyway) is not among them */
    int sorted = 1, varied = 0, same = 1, has_default = 0, nkeys = 0;
    float *X = malloc(sizeof(float) * (size_t)nr * TUNE_FEAT_LEN);
    float *pred = malloc(sizeof(float) * (size_t)(nr ? nr : 1));
    uint64_t *key = malloc(sizeof(uint64_t) * (size_t)(nr ? nr : 1));
    int *pass = malloc(sizeof(int) * (size_t)(nr ? nr : 1));
    REQUIRE(X && pred && key && pass);
    for (int i = 0; i < nr; i++) {
        key[i] = tune_sched_kernel_key(sp, &rk[i]);
        int before = 0, first = 1;
        for (int j = 0; j < i; j++)
            if (key[j] == key[i])
                before++, first = 0;
        nkeys += first;
        pass[i] = before / 2;
        if (i && (pass[i] < pass[i - 1] || (pass[i] == pass[i - 1] && sc[i] > sc[i - 1])))
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
    /* the spread: no kernel three times in the first 8 when the ranking
       has 4 or more, and some config ranked behind a worse-scored one (a
       matmul's sample holds many configs of one kernel) */
    int early[8] = {0}, over = 0, moved = 0;
    for (int i = 0; i < 8 && i < nr; i++) {
        for (int j = 0; j < i; j++)
            early[i] += key[j] == key[i];
        over |= early[i] >= 2;
    }
    for (int i = 1; i < nr; i++)
        moved |= sc[i] > sc[i - 1];
    /* a kernel key is the register tile, vector axis, lanes and packs:
       equal keys have them equal, and some equal keys differ in the rest */
    int agree = 1, coarser = 0;
    for (int i = 0; i < nr && i < 256; i++)
        for (int j = 0; j < i; j++) {
            if (key[i] != key[j])
                continue;
            const lw_nest *a = &rk[i].nest[0], *b = &rk[j].nest[0];
            agree &= rk[i].form == rk[j].form && a->vec == b->vec &&
                     memcmp(a->pack, b->pack, sizeof a->pack) == 0;
            for (int x = 0; x < TT_MAX_RANK; x++)
                agree &= a->tile[x][2] == b->tile[x][2];
            coarser |= !tune_sched_equal(sp, &rk[i], &rk[j]);
        }
    CHECK(agree);
    CHECK(coarser);
    CHECKF(nkeys >= 4, "%d kernels among %d ranked", nkeys, nr);
    CHECK(!over);
    CHECK(moved);
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
    free(key);
    free(pass);
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
    o.predictor = tune_predictor("", NULL, 0, err, sizeof err);
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

/* Knobs in which a and b differ. */
static int knob_diff(const tune_space *sp, const lw_sched *a, const lw_sched *b)
{
    int d = 0;
    for (int i = 0; i < sp->nknobs; i++)
        d += tune_knob_get(sp, &sp->knobs[i], a) != tune_knob_get(sp, &sp->knobs[i], b);
    return d;
}

/* A made-up speed for config c, the same for equal configs. */
static double fake_score(const tune_space *sp, const lw_sched *c)
{
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < sp->nknobs; i++)
        h = (h ^ (uint64_t)(uint32_t)tune_knob_get(sp, &sp->knobs[i], c)) * 1099511628211ull;
    return 1.0 + (double)(h % 1000) / 100.0;
}

/* Draw batches from an ebs search over sp with model m (NULL: none),
 * scoring each with fake_score, until the space ends or nbatch batches.
 * Checks that no config comes twice; returns how many were proposed. */
#define EBS_N 16
static int ebs_draw(tune_space *sp, tune_model *m, int nbatch, double *near_explored,
                    double *near_uniform)
{
    tune_search *se = tune_search_new(sp, TS_EBS, 11);
    if (!se)
        return -1;
    lw_sched base = sp->base;
    tune_canon(sp, &base);
    tune_search_record(se, &base, fake_score(sp, &base));
    int cap = (nbatch + 1) * EBS_N + 4096, total = 0, dup = 0;
    lw_sched *all = malloc(sizeof(lw_sched) * (size_t)cap);
    lw_sched *rec = malloc(sizeof(lw_sched) * (size_t)cap);
    double *rs = malloc(sizeof(double) * (size_t)cap);
    int nrec = 0;
    double ne = 0, nu = 0;
    int ce = 0, cu = 0;
    if (!all || !rec || !rs)
        goto out;
    rec[nrec] = base;
    rs[nrec++] = fake_score(sp, &base);
    for (int b = 0; b < nbatch; b++) {
        lw_sched out[EBS_N];
        int got = tune_search_next(se, m, out, EBS_N, 1e9);
        if (got == 0)
            break;
        /* the 8 best recorded before this batch */
        int top[8], nt = 0;
        for (int i = 0; i < nrec; i++) {
            if (nt == 8 && rs[i] <= rs[top[7]])
                continue;
            int j = nt < 8 ? nt++ : 7;
            top[j] = i;
            for (; j > 0 && rs[top[j]] > rs[top[j - 1]]; j--) {
                int x = top[j];
                top[j] = top[j - 1];
                top[j - 1] = x;
            }
        }
        /* batches after the first: [0, n/8) ranked (with a predictor),
           then n/4 uniform, the rest explored (while the space lasts) */
        int npred = m ? EBS_N / 8 : 0, nuni = EBS_N / 4;
        for (int i = 0; i < got; i++) {
            for (int j = 0; j < total && j < cap; j++)
                if (tune_sched_equal(sp, &all[j], &out[i]))
                    dup++;
            if (total < cap)
                all[total] = out[i];
            total++;
            int near = 1 << 30;
            for (int q = 0; q < nt; q++)
                near = TT_MIN(near, knob_diff(sp, &out[i], &rec[top[q]]));
            if (b > 0 && got == EBS_N && i >= npred && i < npred + nuni) {
                nu += near;
                cu++;
            } else if (b > 0 && got == EBS_N && i >= npred + nuni) {
                ne += near;
                ce++;
            }
        }
        for (int i = 0; i < got && nrec < cap; i++) {
            rec[nrec] = out[i];
            rs[nrec] = fake_score(sp, &out[i]);
            tune_search_record(se, &out[i], rs[nrec++]);
        }
    }
    CHECKF(dup == 0, "%d configs proposed twice", dup);
out:
    if (near_explored)
        *near_explored = ce ? ne / ce : 0;
    if (near_uniform)
        *near_uniform = cu ? nu / cu : 0;
    free(all);
    free(rec);
    free(rs);
    tune_search_free(se);
    return total;
}

TEST(ebs_samples_the_predictors_picks_the_best_and_the_space)
{
    char err[512];
    tune_model *p = tune_predictor("", NULL, 0, err, sizeof err);
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "40x72 72x56", NULL, NULL, 1);
    REQUIRE(t);
    tune_space *sp = tune_space_new(t);
    REQUIRE(sp);
    /* the first batch: the predictor's top n/2, in its order */
    if (p) {
        tune_search *se = tune_search_new(sp, TS_EBS, 11);
        REQUIRE(se);
        lw_sched base = sp->base;
        tune_canon(sp, &base);
        tune_search_record(se, &base, 1.0);
        lw_sched out[EBS_N];
        int got = tune_search_next(se, p, out, EBS_N, 1e9);
        const lw_sched *rk = NULL;
        int nr = tune_search_ranked(se, &rk, NULL);
        CHECKF(got == EBS_N && nr >= 64, "%d proposed, %d ranked", got, nr);
        for (int i = 0; i < EBS_N / 2 && i < nr && i < got; i++)
            CHECKF(tune_sched_equal(sp, &out[i], &rk[i]), "pick %d is not rank %d", i, i);
        tune_search_free(se);
    } else {
        printf("  (this build has no built-in predictor: %s)\n", err[0] ? err : "none");
    }
    /* with and without a predictor: no repeats; explored configs lie
       nearer the best measured than uniform samples do */
    for (int withp = 0; withp < 2; withp++) {
        if (withp && !p)
            continue;
        double ne = 0, nu = 0;
        int n = ebs_draw(sp, withp ? p : NULL, 12, &ne, &nu);
        CHECKF(n == 12 * EBS_N, "%d proposed in 12 batches", n);
        CHECKF(ne > 0 && nu > 0 && ne < nu,
               "explored configs differ from the 8 best in %.2f knobs, uniform ones in %.2f",
               ne, nu);
        printf("  %s predictor: explored %.2f knobs from the best, uniform %.2f\n",
               withp ? "with the" : "without a", ne, nu);
    }
    tune_space_free(sp);
    ir_task_free(t);
    ir_deflist_free(&l);
    /* a small space is handed out to its end, each config once */
    d = diff_def("transpose2d", &l);
    REQUIRE(d);
    t = diff_bind(d, NULL, "2x3", NULL, NULL, 1);
    REQUIRE(t);
    sp = tune_space_new(t);
    REQUIRE(sp);
    int n = ebs_draw(sp, p, 400, NULL, NULL);
    CHECKF(n > 16 && n < 400 * EBS_N, "%d proposed", n);
    printf("  transpose2d 2x3: %d configs, then the end\n", n);
    tune_space_free(sp);
    ir_task_free(t);
    ir_deflist_free(&l);
}

TEST(ebs_session_measures_the_picks_first)
{
    char err[512];
    tune_model *p = tune_predictor("", NULL, 0, err, sizeof err);
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "40x72 72x56", NULL, NULL, 1);
    REQUIRE(t);
    for (int withp = 0; withp < 2; withp++) {
        if (withp && !p)
            continue;
        trials tr = {0};
        tune_opts o;
        memset(&o, 0, sizeof o);
        o.budget.kind = TUNE_BUDGET_TRIALS;
        o.budget.trials = 12;
        o.kind = TS_EBS;
        o.seed = 5;
        o.predictor = withp ? p : NULL;
        o.trial = on_trial;
        o.trial_ctx = &tr;
        tune_result r;
        int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
        CHECKF(st == TT_OK, "%s", err);
        if (st != TT_OK)
            continue;
        CHECKF(r.trials == 12 && tr.n == 12, "%d trials, %d reported", r.trials, tr.n);
        CHECK(r.fit_ms == 0);
        CHECKF(r.kernel && kernel_matches(t, r.kernel), "the winner is wrong");
        if (withp) {
            /* replayed: the first batch (8) starts with the top 4 */
            tune_space *sp = tune_space_new(t);
            REQUIRE(sp);
            tune_search *se = tune_search_new(sp, TS_EBS, 5);
            REQUIRE(se);
            lw_sched base = sp->base;
            tune_canon(sp, &base);
            tune_search_record(se, &base, 1.0);
            lw_sched out[8];
            int got = tune_search_next(se, p, out, 8, 1e9);
            const lw_sched *rk = NULL;
            int nr = tune_search_ranked(se, &rk, NULL);
            CHECKF(r.ranked == nr, "session ranked %d, replay %d", r.ranked, nr);
            for (int i = 0; i < 4 && i < got && i < nr; i++) {
                tt_buf b = {0};
                lw_sched_print(&b, t, &rk[i]);
                CHECKF(b.s && tr.text[i] && strcmp(b.s, tr.text[i]) == 0,
                       "trial %d measured %s, rank %d is %s", i, tr.text[i], i,
                       b.s ? b.s : "");
                tt_buf_free(&b);
            }
            tune_search_free(se);
            tune_space_free(sp);
        } else {
            CHECK(r.ranked == 0);
        }
        trials_free(&tr);
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
    RUN(ebs_samples_the_predictors_picks_the_best_and_the_space);
    RUN(ebs_session_measures_the_picks_first);
    diff_close(&env);
    return tt_test_failures ? 1 : 0;
}

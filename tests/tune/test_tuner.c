/*
 * The tuning session: every tuner measures what its budget allows, the
 * winner is a correct kernel (checked against the reference interpreter),
 * every measurement is recorded in the cache, the pre-trained predictor is
 * a usable base model, the host part of the features is relative to this
 * machine's caches, vector width and CPUs, and first-call tuning through
 * the API stores a winner that the next context loads instead of tuning;
 * TT_REQUIRE_CACHED turns a miss into an error.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/lower/diff.h"
#include "cache/cache.h"
#include "tune/tune.h"
#include "tests/test.h"
#include "tt.h"

static diff_env env;
static char dir[256];

typedef struct {
    int n;
} count_ctx;

static int count_cb(void *c, const char *task, const cache_meas *m)
{
    (void)task;
    (void)m;
    ((count_ctx *)c)->n++;
    return 0;
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

TEST(every_tuner_finds_a_correct_winner)
{
    char cdir[300];
    tt_snprintf(cdir, sizeof cdir, "%s/store", dir);
    cache_store *store = cache_open(cdir, NULL, NULL, NULL);
    REQUIRE(store);
    const char *hw = "0123456789abcdef0123456789abcdef";
    const char *tuners[] = {"xgb", "random", "ga", "twophase", "ebs"};
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (int i = 0; i < 5; i++) {
        ir_task *t = diff_bind(d, "pad_h=1,pad_w=1", "1x5x13x11 7x5x3x3", NULL, NULL, 1);
        REQUIRE(t);
        tune_opts o;
        memset(&o, 0, sizeof o);
        o.budget.kind = TUNE_BUDGET_TRIALS;
        o.budget.trials = 6;
        o.kind = tune_search_kind(tuners[i]);
        o.seed = (uint64_t)i + 1;
        o.store = store;
        o.hw = hw;
        tune_result r;
        char err[512];
        int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
        CHECKF(st == TT_OK, "%s: %s", tuners[i], err);
        if (st != TT_OK) {
            ir_task_free(t);
            continue;
        }
        CHECKF(r.trials == 6, "%s: %d trials", tuners[i], r.trials);
        CHECK(r.kernel != NULL);
        CHECK(r.best_ms > 0 && r.default_ms > 0);
        CHECK(r.best_is_default || r.best_ms <= r.default_ms * 1.5);
        CHECKF(r.kernel && kernel_matches(t, r.kernel), "%s: the winner is wrong", tuners[i]);
        /* the winner's config is a point of the space and prints/parses */
        char msg[256];
        CHECKF(lw_sched_check(t, &r.best, msg, sizeof msg) == 0, "%s", msg);
        count_ctx c = {0};
        cache_measure_load(store, hw, t->key, 0, count_cb, &c, NULL);
        /* six trials and the default, which is measured first and
           recorded but is no trial */
        CHECKF(c.n == 7 * (i + 1), "%s: %d records stored", tuners[i], c.n);
        kn_kernel_free(r.kernel);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
    cache_close(store);
}

typedef struct {
    int fused, own;
} form_ctx;

static int form_cb(void *c, const char *task, const cache_meas *m)
{
    (void)task;
    form_ctx *f = c;
    if (getenv("TT_TEST_VERBOSE"))
        printf("  record: %s\n", m->config);
    if (strncmp(m->config, "v1 fused ", 9) == 0)
        f->fused++;
    else
        f->own++;
    return 0;
}

/* A Task with a merged form (a 1x1 NCHW convolution) starts its session
 * from the form's default (lw_sched_first), which is not a trial but is
 * stored, and measures its own default as its first trial. */
TEST(a_merged_task_starts_from_its_forms_default)
{
    char cdir[300];
    tt_snprintf(cdir, sizeof cdir, "%s/merged", dir);
    cache_store *store = cache_open(cdir, NULL, NULL, NULL);
    REQUIRE(store);
    const char *hw = "0123456789abcdef0123456789abcdef";
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "", "1x17x7x9 19x17x1x1", NULL, NULL, 1);
    REQUIRE(t && t->fused && t->fused->merged);
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TRIALS;
    o.budget.trials = 1;
    o.kind = TS_XGB;
    o.seed = 3;
    o.store = store;
    o.hw = hw;
    tune_result r;
    char err[512];
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    CHECKF(st == TT_OK, "%s", err);
    if (st == TT_OK) {
        CHECKF(r.trials == 1, "1 trial asked, %d run", r.trials);
        /* two configs met: the form's default, the Task's own */
        CHECKF(r.best.form == (r.best_is_default ? 1 : 0), "the winner (%s) is of form %d",
               r.best_is_default ? "the default" : "the trial", r.best.form);
        CHECKF(r.kernel && kernel_matches(t, r.kernel), "the winner is wrong");
        kn_kernel_free(r.kernel);
    }
    form_ctx f = {0};
    cache_measure_load(store, hw, t->key, 0, form_cb, &f, NULL);
    CHECKF(f.fused == 1 && f.own == 1, "%d records of the form, %d of the Task's own", f.fused,
           f.own);
    ir_task_free(t);
    ir_deflist_free(&l);
    cache_close(store);
}

TEST(time_budget_is_a_bound)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "61x67 67x71", NULL, NULL, 1);
    REQUIRE(t);
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TIME;
    o.budget.ms = 400;
    o.kind = TS_XGB;
    o.seed = 3;
    tune_result r;
    char err[512];
    double t0 = tt_now_ms();
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    double took = tt_now_ms() - t0;
    CHECKF(st == TT_OK, "%s", err);
    CHECK(r.trials >= 1);
    /* a bound, not a performance figure: generous for a loaded machine
       (a compile cannot be interrupted) */
    CHECKF(took < 400 + 3000, "a 400 ms budget took %.0f ms", took);
    CHECK(r.kernel && kernel_matches(t, r.kernel));
    kn_kernel_free(r.kernel);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* the models of named hosts built into libtt (tune/embed_predictor.cmake) */
extern const char *const tt_predictor_host_names[];
extern const int tt_predictor_host_count;

TEST(predictor_is_a_base_model)
{
    char err[512];
    tune_model *p = tune_predictor("", NULL, 0, err, sizeof err);
    if (!p) {
        printf("  (this build has no built-in predictor: %s)\n", err[0] ? err : "none");
        CHECK(err[0] == 0);
        return;
    }
    CHECK(tune_model_ncols(p) == TUNE_FEAT_LEN);
    /* the same one each time, "on" the same as "", a CPU with no model of
     * its own gets the default one (at a width with no model either) */
    CHECK(tune_predictor("", NULL, 0, err, sizeof err) == p);
    CHECK(tune_predictor("on", "", 0, err, sizeof err) == p);
    CHECK(tune_predictor("", "no-such-cpu", 0, err, sizeof err) == p);
    CHECK(tune_predictor("", "no-such-cpu", 384, err, sizeof err) == p);
    CHECK(strcmp(tune_predictor_builtin_host("no-such-cpu", 0), TUNE_PREDICTOR_DEFAULT_HOST) == 0);
    CHECK(strcmp(tune_predictor_builtin_host(NULL, 0), TUNE_PREDICTOR_DEFAULT_HOST) == 0);
    /* the default's hosts: names joined by '+', matched whole */
    CHECK(tune_predictor_host_in("sapphirerapids+znver5", "znver5"));
    CHECK(tune_predictor_host_in("sapphirerapids+znver5", "sapphirerapids"));
    CHECK(tune_predictor_host_in("znver4", "znver4"));
    CHECK(!tune_predictor_host_in("sapphirerapids+znver5", "znver"));
    CHECK(!tune_predictor_host_in("sapphirerapids+znver5", "znver51"));
    CHECK(!tune_predictor_host_in("sapphirerapids+znver5", "sapphirerapids+znver5x"));
    CHECK(!tune_predictor_host_in("a+b", ""));
    CHECK(!tune_predictor_host_in("a+b", NULL));
    CHECK(!tune_predictor_host_in(NULL, "a"));
    CHECK(!tune_predictor_host_in("a++b", "+"));
    /* a host with a model of its own (tune/predictor-CPU.ubj) gets that one,
     * a distinct usable model, by its exact name only, at any width; a
     * width's model (tune/predictor-vecBITS.ubj) is for a CPU with no model
     * of its own at that width, never a CPU's by name */
    printf("  built-in models of named hosts and widths: %d\n", tt_predictor_host_count);
    int widths = 0;
    for (int i = 0; i < tt_predictor_host_count; i++) {
        const char *name = tt_predictor_host_names[i];
        int bits = 0;
        if (sscanf(name, "vec%d", &bits) == 1) {
            widths++;
            tune_model *w = tune_predictor("", "no-such-cpu", bits, err, sizeof err);
            CHECK(w && w != p && tune_model_ncols(w) == TUNE_FEAT_LEN);
            CHECK(tune_predictor("on", NULL, bits, err, sizeof err) == w);
            CHECK(tune_predictor("", name, 0, err, sizeof err) == p);
            CHECK(tune_predictor("", "no-such-cpu", bits * 2, err, sizeof err) != w);
            const char *hosts = tune_predictor_builtin_host("no-such-cpu", bits);
            CHECK(hosts && strcmp(hosts, TUNE_PREDICTOR_DEFAULT_HOST) != 0);
            if (bits == 256)
                CHECK(strcmp(hosts, TUNE_PREDICTOR_VEC256_HOST) == 0);
            continue;
        }
        tune_model *h = tune_predictor("", name, 0, err, sizeof err);
        CHECK(h && h != p && tune_model_ncols(h) == TUNE_FEAT_LEN);
        CHECK(tune_predictor("on", name, 0, err, sizeof err) == h);
        CHECK(tune_predictor("on", name, 256, err, sizeof err) == h);
        CHECK(strcmp(tune_predictor_builtin_host(name, 512), name) == 0);
        char longer[128];
        snprintf(longer, sizeof longer, "%sx", name);
        CHECK(tune_predictor("", longer, 0, err, sizeof err) == p);
        /* under TT_ISA=avx2 the CPU's name has "-avx2": not its model */
        snprintf(longer, sizeof longer, "%s-avx2", name);
        CHECK(tune_predictor("", longer, 0, err, sizeof err) == p);
    }
    printf("  of them width models: %d\n", widths);
    CHECK(tune_predictor("off", NULL, 256, err, sizeof err) == NULL && err[0] == 0);
    CHECK(tune_predictor("/nonexistent/model", NULL, 256, err, sizeof err) == NULL);
    CHECK(strstr(err, "/nonexistent/model") != NULL);
    /* a model on top of it predicts the base's scores before any fit */
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "128x128 128x128", NULL, NULL, 1);
    REQUIRE(t);
    tune_space *s = tune_space_new(t);
    REQUIRE(s);
    enum { N = 40 };
    float *X = malloc(sizeof(float) * N * TUNE_FEAT_LEN), y[N], a[N], b[N];
    uint64_t rng = 11;
    for (int i = 0; i < N; i++) {
        lw_sched c;
        REQUIRE(tune_sample(s, &rng, &c) == 0);
        REQUIRE(tune_features(t, &c, X + (size_t)i * TUNE_FEAT_LEN) == 0);
        y[i] = (float)(i % 7);
    }
    tune_model *m = tune_model_new(1, 1, err, sizeof err);
    REQUIRE(m);
    CHECK(!tune_model_ready(m));
    tune_model_set_base(m, p);
    CHECK(tune_model_ready(m));
    CHECK(tune_model_predict(m, X, N, TUNE_FEAT_LEN, a, err, sizeof err) == TT_OK);
    CHECK(tune_model_predict(p, X, N, TUNE_FEAT_LEN, b, err, sizeof err) == TT_OK);
    int same = 1, varied = 0;
    for (int i = 0; i < N; i++) {
        same &= a[i] == b[i];
        varied |= b[i] != b[0];
    }
    CHECK(same);
    CHECKF(varied, "the predictor gives every config the same score");
    /* after a fit: base + corrections, no longer the base alone */
    CHECK(tune_model_fit(m, X, N, TUNE_FEAT_LEN, y, NULL, 0, 10, err, sizeof err) == TT_OK);
    CHECK(tune_model_predict(m, X, N, TUNE_FEAT_LEN, a, err, sizeof err) == TT_OK);
    int differ = 0;
    for (int i = 0; i < N; i++)
        differ |= a[i] != b[i];
    CHECK(differ);
    tune_model_free(m);
    free(X);
    tune_space_free(s);
    ir_task_free(t);
    ir_deflist_free(&l);
}

TEST(first_call_tunes_then_the_cache_serves)
{
    char opts[600];
    tt_snprintf(opts, sizeof opts, "budget=3trials,threads=1,cache_dir=%s/api", dir);
    float A[17 * 19], B[19 * 23], C[17 * 23];
    for (int i = 0; i < 17 * 19; i++)
        A[i] = (float)(i % 5) - 2;
    for (int i = 0; i < 19 * 23; i++)
        B[i] = (float)(i % 3) - 1;
    int64_t sa[2] = {17, 19}, sb[2] = {19, 23}, sc[2] = {17, 23};
    tt_tensor in[2] = {tt_tensor_f32(A, 2, sa), tt_tensor_f32(B, 2, sb)};
    tt_tensor out = tt_tensor_f32(C, 2, sc);
    for (int pass = 0; pass < 2; pass++) {
        tt_ctx *c = tt_ctx_new(opts);
        REQUIRE(c);
        tt_op *op = tt_op_new(c, "matmul", NULL);
        REQUIRE(op);
        CHECKF(tt_op_run(op, in, 2, &out, 1) == TT_OK, "%s", tt_errmsg(c));
        tt_report r;
        CHECK(tt_op_report(op, in, 2, &r) == TT_OK);
        if (pass == 0)
            CHECKF(r.tuned && !r.cache_hit, "first context: tuned %d hit %d", r.tuned,
                   r.cache_hit);
        else
            CHECKF(!r.tuned && r.cache_hit, "second context: tuned %d hit %d", r.tuned,
                   r.cache_hit);
        double worst = 0;
        for (int i = 0; i < 17; i++)
            for (int j = 0; j < 23; j++) {
                double s = 0;
                for (int k = 0; k < 19; k++)
                    s += (double)A[i * 19 + k] * B[k * 23 + j];
                double e = fabs(s - C[i * 23 + j]);
                if (e > worst)
                    worst = e;
            }
        CHECKF(worst < 1e-3, "max error %g", worst);
        tt_op_free(op);
        tt_ctx_free(c);
    }
    /* TT_REQUIRE_CACHED: a shape never tuned is an error, not a session */
    tt_snprintf(opts, sizeof opts, "budget=3trials,threads=1,require_cached=1,cache_dir=%s/api",
                dir);
    tt_ctx *c = tt_ctx_new(opts);
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    int64_t sa2[2] = {16, 19}, sc2[2] = {16, 23};
    in[0] = tt_tensor_f32(A, 2, sa2);
    out = tt_tensor_f32(C, 2, sc2);
    int st = tt_op_run(op, in, 2, &out, 1);
    CHECKF(st == TT_ERR_NOT_CACHED, "status %d", st);
    CHECK(tt_test_contains(tt_errmsg(c), "TT_REQUIRE_CACHED"));
    in[0] = tt_tensor_f32(A, 2, sa);
    out = tt_tensor_f32(C, 2, sc);
    CHECKF(tt_op_run(op, in, 2, &out, 1) == TT_OK, "the cached shape: %s", tt_errmsg(c));
    tt_op_free(op);
    tt_ctx_free(c);
}

/* The host part of the features (docs/TUNING.md, offsets 206..225):
 * working sets over L1d and L2, growing outward, L2's row the L1d row
 * shifted by log2(L2/L1d); the tensors' bytes over L2 and L3; the
 * config's vector width over the host's; threads over CPUs. */
TEST(host_features_are_relative_to_this_machine)
{
    enum { HOST = 206, NL = 8, END = HOST + 2 * NL + 4 + 3 + 5 * NL + 6 };
    cache_cpu cpu;
    cache_cpu_detect(&cpu);
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    for (int th = 1; th <= 2; th++) {
        ir_task *t = diff_bind(d, NULL, "67x130 130x45", NULL, NULL, th);
        REQUIRE(t);
        tune_space *s = tune_space_new(t);
        REQUIRE(s);
        uint64_t rng = 3;
        double bytes = 4.0 * (67 * 130 + 130 * 45 + 67 * 45);
        int hv = t->target.vector_bits ? t->target.vector_bits : 512;
        for (int i = 0; i < 40; i++) {
            lw_sched c;
            REQUIRE(tune_sample(s, &rng, &c) == 0);
            float f[TUNE_FEAT_LEN];
            REQUIRE(tune_features(t, &c, f) == 0);
            const float *h = f + HOST;
            for (int k = 0; k < NL; k++) {
                CHECKF(k == 0 || h[k] >= h[k - 1], "level %d: %g < %g", k, h[k], h[k - 1]);
                if (cpu.l1d > 0 && cpu.l2 > 0 && h[k] > -24 && h[k] < 24 && h[NL + k] > -24)
                    CHECKF(fabs(h[k] - h[NL + k] - log2((double)cpu.l2 / (double)cpu.l1d)) < 1e-3,
                           "level %d: %g over L1d, %g over L2", k, h[k], h[NL + k]);
                CHECK(cpu.l1d > 0 || h[k] == 0);
            }
            if (cpu.l2 > 0)
                CHECKF(fabs(h[2 * NL] - log2((bytes + 1) / (double)cpu.l2)) < 1e-3, "%g",
                       h[2 * NL]);
            if (cpu.l3 > 0)
                CHECKF(fabs(h[2 * NL + 1] - log2((bytes + 1) / (double)cpu.l3)) < 1e-3, "%g",
                       h[2 * NL + 1]);
            double vb = c.vector_bits ? c.vector_bits : hv;
            CHECKF(fabs(h[2 * NL + 2] - vb / hv) < 1e-6, "vector %g, config %d, host %d",
                   h[2 * NL + 2], c.vector_bits, hv);
            if (cpu.cpus > 0)
                CHECKF(fabs(h[2 * NL + 3] - (double)th / cpu.cpus) < 1e-6, "threads %g",
                       h[2 * NL + 3]);
            for (int k = END; k < TUNE_FEAT_LEN; k++)
                CHECK(f[k] == 0);
            /* the absolute columns (--portable leaves them out) are the
               tensors' bytes and the buffers' bytes touched whose sums
               the host part divides by L1d */
            int cols[64];
            int nc = tune_features_absolute(cols, 64);
            REQUIRE(nc == 1 + 5 * NL);
            CHECKF(fabs(f[cols[0]] - log2(bytes + 1)) < 1e-3, "%g", f[cols[0]]);
            for (int k = 0; k < NL && cpu.l1d > 0; k++) {
                double sum = 0;
                for (int b = 0; b < 5; b++)
                    sum += exp2(f[cols[1 + b * NL + k]]) - 1;
                if (h[k] > -24 && h[k] < 24)
                    CHECKF(fabs(log2(sum + 1) - h[k] - log2((double)cpu.l1d)) < 1e-2,
                           "level %d: the buffers touch %g bytes, the host part says %g", k,
                           sum, exp2(h[k] + log2((double)cpu.l1d)) - 1);
            }
        }
        tune_space_free(s);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
}

/* The features of each config text of cfg[0..n) on Task t; 0 when every
 * one parses and lowers. */
static int features_of_texts(const ir_task *t, const char *const *cfg, int n,
                             float (*f)[TUNE_FEAT_LEN])
{
    for (int i = 0; i < n; i++) {
        lw_sched c;
        char err[256];
        if (lw_sched_parse(t, cfg[i], &c, err, sizeof err) != 0 || tune_features(t, &c, f[i]) != 0)
            return -1;
    }
    return 0;
}

/* Version 3: two orders of equal-extent loops (a 3x3 window's rows and
 * columns, 1.7x apart in time) have different features (the strides per
 * loop level), and a config that packs an input has copies the one that
 * does not lacks (docs/TUNING.md, offsets 226..268). */
TEST(features_tell_loop_orders_and_packs_apart)
{
    enum { COPY = 226, STRIDE = COPY + 3 };
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "pad_h=1,pad_w=1", "1x32x112x112 32x3x3", NULL, NULL, 1);
    REQUIRE(t);
    const char *cfg[] = {
        "v1 vbits=512 modes=R group=0 Y[t=1.1.1,4.1.1,114.6.6,128.128.32 r=3,3 o=0.1.3.2 "
        "i=0.2.1.3 ro=1.0 vec=3 lanes=16 u=4 par=0 pack=52]",
        "v1 vbits=512 modes=R group=0 Y[t=1.1.1,4.1.1,114.6.6,128.128.32 r=3,3 o=0.1.2.3 "
        "i=0.3.1.2 ro=0.1 vec=3 lanes=16 u=4 par=0 pack=52]",
        "v1 vbits=512 modes=R group=0 Y[t=1.1.1,4.1.1,114.6.6,128.128.32 r=3,3 o=0.1.3.2 "
        "i=0.2.1.3 ro=1.0 vec=3 lanes=16 u=4 par=0 pack=50]",
    };
    float f[3][TUNE_FEAT_LEN];
    REQUIRE(features_of_texts(t, cfg, 3, f) == 0);
    CHECK(memcmp(f[0] + STRIDE, f[1] + STRIDE, sizeof(float) * 5 * 8) != 0);
    /* without the strides the two orders look alike */
    CHECK(memcmp(f[0], f[1], sizeof(float) * COPY) == 0);
    CHECKF(f[0][COPY] > 0 && f[2][COPY] < f[0][COPY], "copies: packed %g, unpacked %g",
           f[0][COPY], f[2][COPY]);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* The threads part (version 4): the share of the threads' time the static
 * split keeps busy, one thread's share of the hot store and of the copies.
 * 256 output channels in S0 tiles of 96 are 3 chunks, the last of 64: on
 * 2 threads the busier thread has 2 whole ones (256 / (2 x 192) busy);
 * tiles of 128 are 2 (all busy); no parallel loop leaves one of the two
 * threads idle; tiles of 192 are 2 chunks of unequal work (version 5:
 * 256 / (2 x 192) busy, where counting chunks said all). */
TEST(features_say_how_the_work_meets_the_threads)
{
    enum { THR = 226 + 3 + 5 * 8 };
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "64x128 128x256", NULL, NULL, 2);
    REQUIRE(t);
    const char *cfg[] = {
        "v1 vbits=512 modes=R group=0 C[t=64.8.4,96.32.32 r=128 o=1.0 i=0.1 ro=0 vec=1 "
        "lanes=16 u=4 par=1 pack=2]",
        "v1 vbits=512 modes=R group=0 C[t=64.8.4,128.32.32 r=128 o=1.0 i=0.1 ro=0 vec=1 "
        "lanes=16 u=4 par=1 pack=2]",
        "v1 vbits=512 modes=R group=0 C[t=64.8.4,128.32.32 r=128 o=1.0 i=0.1 ro=0 vec=1 "
        "lanes=16 u=4 par=0 pack=2]",
        "v1 vbits=512 modes=R group=0 C[t=64.8.4,192.32.32 r=128 o=1.0 i=0.1 ro=0 vec=1 "
        "lanes=16 u=4 par=1 pack=2]",
    };
    const double busy[] = {256.0 / 384.0, 1.0, 0.5, 256.0 / 384.0};
    float f[4][TUNE_FEAT_LEN];
    REQUIRE(features_of_texts(t, cfg, 4, f) == 0);
    for (int i = 0; i < 4; i++) {
        CHECKF(fabs(f[i][THR] - busy[i]) < 1e-6, "config %d: busy %g, want %g", i, f[i][THR],
               busy[i]);
        CHECKF(f[i][THR + 3] >= 0 && f[i][THR + 3] <= 1, "config %d: %g", i, f[i][THR + 3]);
    }
    /* the busier thread's share of the hot store: 2 of 3 chunks, 1 of 2,
       all of it; the iterations count whole tiles, so 2 x 96 rows and
       1 x 192 are alike */
    CHECKF(fabs(f[3][THR + 1] - f[0][THR + 1]) < 0.01, "192 rows either way: %g against %g",
           f[3][THR + 1], f[0][THR + 1]);
    CHECKF(f[0][THR + 1] < f[2][THR + 1] && f[1][THR + 1] < f[0][THR + 1],
           "hot store a thread: %g %g %g", f[0][THR + 1], f[1][THR + 1], f[2][THR + 1]);
    CHECKF(fabs(f[2][THR + 1] - f[1][THR + 1] - 1) < 0.01, "half the work: %g against %g",
           f[1][THR + 1], f[2][THR + 1]);
    /* the B panel packed per chunk, inside the parallel loop; none in one
       without it */
    CHECKF(f[1][THR + 3] == 1 && f[2][THR + 3] == 0, "copies in parallel loops: %g, %g",
           f[1][THR + 3], f[2][THR + 3]);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* The configs of one Task's measurements, newest first. */
typedef struct {
    char cfg[8][512];
    int n;
} cfgs_ctx;

static int cfgs_cb(void *vc, const char *task, const cache_meas *m)
{
    cfgs_ctx *c = vc;
    (void)task;
    if (c->n < 8)
        tt_snprintf(c->cfg[c->n++], sizeof c->cfg[0], "%s", m->config);
    return 0;
}

/* Refeaturing (tt predictor --refeature, with --all-hosts or --from)
 * computes the host part for the machine that measured, as its
 * fingerprint in the cache describes it: the same records under two
 * machines with other caches, CPU counts and vector widths give rows that
 * differ there, each the features on its machine; a hardware key without
 * a fingerprint is counted, not guessed. */
TEST(refeaturing_is_for_the_machine_that_measured)
{
    enum { HOST = 206, NL = 8 };
    static const char *const fp[2] = {
        "arch: x86_64\nl1d: 49152\nl2: 2097152\nl3: 272629760\ncpus: 2\n"
        "llvm_cpu: sapphirerapids\nllvm_features: +avx,+avx2,+avx512f,+fma\ncodegen: 5\n",
        "arch: x86_64\nl1d: 32768\nl2: 524288\nl3: 33554432\ncpus: 16\n"
        "llvm_cpu: znver3\nllvm_features: +avx,+avx2,-avx512f,+fma\ncodegen: 5\n"};
    static const char *const hw[3] = {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                                      "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
                                      "cccccccccccccccccccccccccccccccc"};
    tune_host h[2], x;
    CHECK(tune_host_from_fingerprint(fp[0], &h[0]) == 0 && h[0].vector_bits == 512 &&
          h[0].l1d == 49152 && h[0].l2 == 2097152 && h[0].l3 == 272629760 && h[0].cpus == 2);
    CHECK(tune_host_from_fingerprint(fp[1], &h[1]) == 0 && h[1].vector_bits == 256 &&
          h[1].l1d == 32768 && h[1].l2 == 524288 && h[1].cpus == 16);
    CHECK(tune_host_from_fingerprint("l2: 1048576\nllvm_features: +sse2,+avx512fp16x\n", &x) ==
              0 && x.vector_bits == 128);
    CHECK(tune_host_from_fingerprint("l1d: 32768\nl2: 524288\n", &x) != 0);   /* no features */
    CHECK(tune_host_from_fingerprint("llvm_features: +avx\n", &x) != 0);      /* no caches */
    CHECK(tune_host_from_fingerprint(NULL, &x) != 0);

    char cdir[300];
    tt_snprintf(cdir, sizeof cdir, "%s/refeature", dir);
    cache_store *store = cache_open(cdir, NULL, NULL, NULL);
    REQUIRE(store);
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "37x130 130x45", NULL, NULL, 2);
    REQUIRE(t);
    int own_bits = t->target.vector_bits;
    tune_space *sp = tune_space_new(t);
    REQUIRE(sp);
    uint64_t rng = 11;
    char text[6][512];
    cache_meas m[6];
    for (int i = 0; i < 6; i++) {
        lw_sched c;
        REQUIRE(tune_sample(sp, &rng, &c) == 0);
        tt_buf b = {0};
        lw_sched_print(&b, t, &c);
        tt_snprintf(text[i], sizeof text[i], "%s", b.s);
        tt_buf_free(&b);
        m[i] = (cache_meas){.config = text[i], .time_ms = 1.0 + 0.1 * i, .created = 1000 + i};
    }
    tune_space_free(sp);
    REQUIRE(cache_task_put(store, t->key, "matmul", "A=37x130 B=130x45", t->canon) == TT_OK);
    for (int k = 0; k < 3; k++)
        REQUIRE(cache_measure_add(store, t->key, hw[k], m, 6) == TT_OK);
    REQUIRE(cache_hw_put(store, hw[0], fp[0]) == TT_OK);
    REQUIRE(cache_hw_put(store, hw[1], fp[1]) == TT_OK);

    tune_rows r[3] = {{0}};
    tune_rows_stats st = {0};
    for (int k = 0; k < 3; k++)
        tune_rows_collect(store, hw[k], NULL, 0, 1000, 0, 1, &r[k], &st);
    CHECKF(r[0].n == 6 && r[1].n == 6 && r[2].n == 0, "rows %d %d %d", r[0].n, r[1].n, r[2].n);
    CHECKF(st.hosts_undescribed == 1 && st.unusable == 0 && st.tasks_undescribed == 0,
           "undescribed hosts %d, unusable %d, undescribed Tasks %d", st.hosts_undescribed,
           st.unusable, st.tasks_undescribed);
    cfgs_ctx cc = {0};
    cache_measure_load(store, hw[0], t->key, 0, cfgs_cb, &cc, NULL);
    int l2_apart = 0;
    for (int j = 0; j < cc.n && r[0].n == 6 && r[1].n == 6; j++) {
        for (int k = 0; k < 2; k++) {
            t->target.vector_bits = h[k].vector_bits;
            lw_sched c;
            char err[256];
            float f[TUNE_FEAT_LEN];
            REQUIRE(lw_sched_parse(t, cc.cfg[j], &c, err, sizeof err) == 0);
            REQUIRE(tune_features_on(t, &c, &h[k], f) == 0);
            CHECKF(memcmp(f, r[k].X + (size_t)j * TUNE_FEAT_LEN, sizeof f) == 0,
                   "row %d of machine %d is not its features on that machine", j, k);
            CHECK(r[k].y[j] == r[0].y[j]);
        }
        const float *a = r[0].X + (size_t)j * TUNE_FEAT_LEN, *b = r[1].X + (size_t)j * TUNE_FEAT_LEN;
        /* the config's vectors over the widest: half as wide there as here */
        CHECKF(a[HOST + 2 * NL + 2] > 0 && fabsf(b[HOST + 2 * NL + 2] - 2 * a[HOST + 2 * NL + 2]) < 1e-6f,
               "vector width %g, %g", a[HOST + 2 * NL + 2], b[HOST + 2 * NL + 2]);
        CHECKF(fabsf(a[HOST + 2 * NL + 3] - 1) < 1e-6f && fabsf(b[HOST + 2 * NL + 3] - 0.125f) < 1e-6f,
               "threads over CPUs %g, %g", a[HOST + 2 * NL + 3], b[HOST + 2 * NL + 3]);
        for (int k = 0; k < NL; k++)   /* bytes over an L2 4x larger */
            if (a[HOST + NL + k] > -24 && b[HOST + NL + k] > -24 && b[HOST + NL + k] < 24)
                l2_apart += fabsf(b[HOST + NL + k] - a[HOST + NL + k] - 2) < 1e-4f;
    }
    CHECKF(l2_apart > 0, "no level's bytes over L2 tell the machines apart");
    t->target.vector_bits = own_bits;
    for (int k = 0; k < 3; k++)
        tune_rows_free(&r[k]);
    ir_task_free(t);
    ir_deflist_free(&l);
    cache_close(store);
}

int main(void)
{
    tt_snprintf(dir, sizeof dir, "/tmp/tt-test-tuner-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    if (diff_open(&env) != 0)
        return 1;
    RUN(every_tuner_finds_a_correct_winner);
    RUN(a_merged_task_starts_from_its_forms_default);
    RUN(time_budget_is_a_bound);
    RUN(predictor_is_a_base_model);
    RUN(host_features_are_relative_to_this_machine);
    RUN(features_tell_loop_orders_and_packs_apart);
    RUN(features_say_how_the_work_meets_the_threads);
    RUN(refeaturing_is_for_the_machine_that_measured);
    RUN(first_call_tunes_then_the_cache_serves);
    diff_close(&env);
    char cmd[300];
    tt_snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    return tt_test_failures ? 1 : 0;
}

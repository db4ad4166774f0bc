/*
 * Shapes that vary (issue 18): reuse across shapes and background tuning,
 * through the public API.
 *   - TT_TUNE_MODE / tune_mode: garbage is an error naming the variable;
 *   - reuse: a new shape starts from the nearest winner of its family
 *     (this context's or the cache's), not of another family (threads);
 *   - background: the first call compiles only; threads calling the op
 *     while the winner is swapped in get correct results on every call;
 *   - tt_ctx_free cancels a session under way and leaves no lease;
 *   - a process that exits mid-session leaves a consistent cache with no
 *     lease (a forked child, before this process starts tt at all).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache.h"
#include "tests/test.h"
#include "tt.h"

static char cdir[512];

static float *randv(int n, unsigned seed)
{
    float *v = malloc(sizeof(float) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (float)((seed >> 8) % 2001) / 1000.0f - 1.0f;
    }
    return v;
}

static double maxdiff(const float *a, const float *b, int n)
{
    double m = 0;
    for (int i = 0; i < n; i++)
        if (fabs((double)a[i] - b[i]) > m)
            m = fabs((double)a[i] - b[i]);
    return m;
}

/* One matmul call of M x K x N checked against the reference; fills r. */
static int run_mm(tt_ctx *ctx, tt_op *op, int M, int K, int N, tt_report *r)
{
    float *A = randv(M * K, (unsigned)M), *B = randv(K * N, (unsigned)N),
          *C = calloc((size_t)(M * N), 4), *R = calloc((size_t)(M * N), 4);
    tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){M, K}),
                       tt_tensor_f32(B, 2, (int64_t[]){K, N})};
    tt_tensor out[1] = {tt_tensor_f32(C, 2, (int64_t[]){M, N})};
    int ok = tt_op_run(op, in, 2, out, 1) == TT_OK;
    if (!ok)
        fprintf(stderr, "run %dx%dx%d: %s\n", M, K, N, tt_errmsg(ctx));
    tt_test_ref_matmul(A, B, R, M, K, N);
    if (ok && maxdiff(C, R, M * N) > 1e-4) {
        fprintf(stderr, "%dx%dx%d: wrong result (diff %g)\n", M, K, N, maxdiff(C, R, M * N));
        ok = 0;
    }
    if (ok && r && tt_op_report(op, in, 2, r) != TT_OK)
        ok = 0;
    free(A), free(B), free(C), free(R);
    return ok;
}

static int64_t leases(void)
{
    cache_store *s = cache_open(cdir, NULL, NULL, NULL);
    cache_stats st;
    memset(&st, 0, sizeof st);
    int64_t n = -1;
    if (s && cache_stats_get(s, &st) == TT_OK)
        n = st.leases;
    if (s && cache_check(s) != TT_OK) {
        fprintf(stderr, "cache check: %s\n", cache_errmsg());
        n = -2;
    }
    cache_close(s);
    return n;
}

static int64_t measurements(void)
{
    cache_store *s = cache_open(cdir, NULL, NULL, NULL);
    cache_stats st;
    memset(&st, 0, sizeof st);
    int64_t n = s && cache_stats_get(s, &st) == TT_OK ? st.measurements : -1;
    cache_close(s);
    return n;
}

static tt_ctx *ctx_with(const char *opts)
{
    char o[1024];
    snprintf(o, sizeof o, "cache_dir=%s,%s", cdir, opts);
    tt_ctx *c = tt_ctx_new(o);
    if (!c)
        fprintf(stderr, "ctx %s: %s\n", o, tt_errmsg(NULL));
    return c;
}

/* ---- exit mid-session (first: before this process starts tt) ------------- */

TEST(exit_during_background_tuning)
{
    pid_t p = fork();
    REQUIRE(p >= 0);
    if (p == 0) {
        tt_ctx *c = ctx_with("tune_mode=background,budget=60s,threads=2");
        if (!c)
            _exit(3);
        tt_op *op = tt_op_new(c, "matmul", NULL);
        tt_report r;
        if (!op || !run_mm(c, op, 96, 64, 80, &r) || !r.tuning)
            _exit(4);
        /* tuning under way: leave without freeing anything */
        struct timespec ts = {0, 700 * 1000000L};
        nanosleep(&ts, NULL);
        exit(0);
    }
    int status = 0;
    waitpid(p, &status, 0);
    CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);
    CHECKF(leases() == 0, "leases left: %lld", (long long)leases());
}

/* ---- the variable ----------------------------------------------------------- */

TEST(tune_mode_is_checked)
{
    CHECK(tt_ctx_new("tune_mode=sometimes") == NULL);
    CHECK_CONTAINS(tt_errmsg(NULL), "tune_mode");
    CHECK_CONTAINS(tt_errmsg(NULL), "first-call, background or off");
    CHECK(tt_errstatus() == TT_ERR_ENV);
    setenv("TT_TUNE_MODE", "eager", 1);
    CHECK(tt_ctx_new(NULL) == NULL);
    CHECK_CONTAINS(tt_errmsg(NULL), "TT_TUNE_MODE='eager'");
    setenv("TT_TUNE_MODE", "off", 1);
    tt_ctx *c = tt_ctx_new("cache_dir=");
    CHECK(c != NULL);
    tt_ctx_free(c);
    unsetenv("TT_TUNE_MODE");
    c = tt_ctx_new("cache_dir=,tune_mode=first-call");
    CHECK(c != NULL);
    tt_ctx_free(c);
}

/* ---- reuse ---------------------------------------------------------------------- */

TEST(reuse_from_the_context_and_the_cache)
{
    /* a winner at 64x48x40, tuned at first call */
    tt_ctx *a = ctx_with("budget=6trials,threads=2");
    REQUIRE(a);
    tt_op *op = tt_op_new(a, "matmul", NULL);
    tt_report r;
    REQUIRE(op && run_mm(a, op, 64, 48, 40, &r));
    CHECK(strcmp(r.kernel, "tuned") == 0 && r.tuned);
    tt_op_free(op);
    tt_ctx_free(a);

    /* another process's view: the cache's winner is reused at a new shape */
    tt_ctx *b = ctx_with("tune_mode=off,threads=2");
    REQUIRE(b);
    op = tt_op_new(b, "matmul", NULL);
    REQUIRE(op);
    CHECK(run_mm(b, op, 50, 48, 40, &r));
    CHECKF(strcmp(r.kernel, "reused") == 0, "kernel %s", r.kernel);
    CHECK(!r.tuned && !r.cache_hit && !r.tuning);
    char from[33];
    snprintf(from, sizeof from, "%s", r.reused_from);
    CHECK(strlen(from) == 32);
    /* the winner's own shape: cached; then in the context, the same source */
    CHECK(run_mm(b, op, 64, 48, 40, &r));
    CHECK(strcmp(r.kernel, "cached") == 0 && r.cache_hit);
    CHECK(run_mm(b, op, 17, 48, 3, &r));
    CHECK(strcmp(r.kernel, "reused") == 0 && strcmp(r.reused_from, from) == 0);
    CHECK(run_mm(b, op, 1, 1, 1, &r));
    CHECK(strcmp(r.kernel, "reused") == 0);
    tt_op_free(op);
    tt_ctx_free(b);

    /* another family (thread count): no reuse, the default */
    tt_ctx *c = ctx_with("tune_mode=off,threads=1");
    REQUIRE(c);
    op = tt_op_new(c, "matmul", NULL);
    CHECK(run_mm(c, op, 50, 48, 40, &r));
    CHECKF(strcmp(r.kernel, "default") == 0, "kernel %s", r.kernel);
    tt_op_free(op);
    tt_ctx_free(c);

    /* first-call mode: the session starts from the reused config */
    tt_ctx *d = ctx_with("budget=3trials,threads=2");
    REQUIRE(d);
    op = tt_op_new(d, "matmul", NULL);
    CHECK(run_mm(d, op, 40, 48, 40, &r));
    CHECK(strcmp(r.kernel, "tuned") == 0);
    tt_op_free(op);
    tt_ctx_free(d);
}

/* ---- background ------------------------------------------------------------- */

typedef struct caller {
    tt_ctx *ctx;
    tt_op *op;
    int M, K, N;
    int calls, bad;
    int saw_first, saw_tuned;
    int *stop;
} caller;

static void *call_loop(void *arg)
{
    caller *c = arg;
    while (!__atomic_load_n(c->stop, __ATOMIC_ACQUIRE)) {
        tt_report r;
        if (!run_mm(c->ctx, c->op, c->M, c->K, c->N, &r)) {
            c->bad++;
            break;
        }
        c->calls++;
        /* a server between requests: the low-priority tuner gets the CPUs
           only when the callers leave some */
        struct timespec ts = {0, 2 * 1000000L};
        nanosleep(&ts, NULL);
        if (strcmp(r.kernel, "tuned") == 0 || strcmp(r.kernel, "cached") == 0)
            c->saw_tuned = 1;
        else
            c->saw_first = 1;
    }
    return NULL;
}

TEST(background_swap_under_concurrent_calls)
{
    tt_ctx *ctx = ctx_with("tune_mode=background,budget=4trials,threads=2");
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    /* the first call compiles only: a session is queued */
    tt_report r;
    CHECK(run_mm(ctx, op, 72, 56, 88, &r));
    CHECKF(strcmp(r.kernel, "default") == 0 || strcmp(r.kernel, "reused") == 0, "kernel %s",
           r.kernel);
    CHECK(r.tune_ms == 0);
    int stop = 0;
    caller cs[3];
    pthread_t th[3];
    for (int i = 0; i < 3; i++) {
        cs[i] = (caller){ctx, op, 72, 56, 88, 0, 0, 0, 0, &stop};
        pthread_create(&th[i], NULL, call_loop, &cs[i]);
    }
    /* wait (bounded, not timed: the tuner runs at nice 19 and a loaded
       machine starves it) for the swap, while the threads call */
    int swapped = 0;
    for (int w = 0; w < 4000 && !swapped; w++) {
        struct timespec ts = {0, 100 * 1000000L};
        nanosleep(&ts, NULL);
        swapped = cs[0].saw_tuned && cs[1].saw_tuned && cs[2].saw_tuned;
    }
    /* a few more calls on the new kernel */
    struct timespec ts = {0, 200 * 1000000L};
    nanosleep(&ts, NULL);
    __atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
    int calls = 0;
    for (int i = 0; i < 3; i++) {
        pthread_join(th[i], NULL);
        CHECKF(cs[i].bad == 0, "thread %d: a wrong or failed call", i);
        calls += cs[i].calls;
    }
    CHECK(swapped);
    printf("  %d calls in 3 threads across the swap\n", calls);
    CHECK(run_mm(ctx, op, 72, 56, 88, &r));
    CHECKF(strcmp(r.kernel, "tuned") == 0 && r.tuned && r.tune_ms > 0 && !r.tuning,
           "kernel %s tuning %d", r.kernel, r.tuning);
    tt_op_free(op);
    tt_ctx_free(ctx);
    CHECK(leases() == 0);
    /* its winner was stored: a new context finds it */
    tt_ctx *c2 = ctx_with("tune_mode=background,budget=4trials,threads=2");
    REQUIRE(c2);
    op = tt_op_new(c2, "matmul", NULL);
    CHECK(run_mm(c2, op, 72, 56, 88, &r));
    CHECK(strcmp(r.kernel, "cached") == 0 && !r.tuning);
    tt_op_free(op);
    tt_ctx_free(c2);
}

TEST(free_cancels_the_session)
{
    int64_t before = measurements();
    tt_ctx *ctx = ctx_with("tune_mode=background,budget=60s,threads=2");
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    tt_report r;
    CHECK(run_mm(ctx, op, 112, 40, 24, &r));
    CHECK(r.tuning);
    /* more shapes queued behind it: dropped */
    CHECK(run_mm(ctx, op, 113, 40, 24, &r));
    CHECK(run_mm(ctx, op, 114, 40, 24, &r));
    struct timespec ts = {0, 800 * 1000000L};
    nanosleep(&ts, NULL);
    tt_op_free(op);
    tt_ctx_free(ctx);   /* cancels and joins */
    CHECK(leases() == 0);
    CHECK(measurements() >= before);
    /* no winner was stored for the cancelled Task: a new context tunes it */
    tt_ctx *c2 = ctx_with("tune_mode=off,threads=2");
    REQUIRE(c2);
    op = tt_op_new(c2, "matmul", NULL);
    CHECK(run_mm(c2, op, 112, 40, 24, &r));
    CHECKF(strcmp(r.kernel, "cached") != 0, "kernel %s", r.kernel);
    tt_op_free(op);
    tt_ctx_free(c2);
}

int main(void)
{
    const char *base = getenv("TT_CACHE_DIR");
    snprintf(cdir, sizeof cdir, "%s", base && *base ? base : "/tmp/tt-test-shapes");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", cdir);
    if (system(cmd) != 0)
        return 1;
    RUN(exit_during_background_tuning);
    RUN(tune_mode_is_checked);
    RUN(reuse_from_the_context_and_the_cache);
    RUN(background_swap_under_concurrent_calls);
    RUN(free_cancels_the_session);
    return tt_test_failures ? 1 : 0;
}

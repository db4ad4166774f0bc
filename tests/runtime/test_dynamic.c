/*
 * Shape classes (tt_op_set_dynamic, issue 18): a class serves every size
 * of its range, checked against the reference interpreter of the exact
 * Task at every size (1, primes, the block sizes and between), for a
 * GEMM, a fused multi-statement operator with a constant input, a
 * normalisation and a convolution's batch; threads calling one class at
 * once; an exact winner in the cache preferred; the declaration's errors.
 */
#define _GNU_SOURCE
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "ir/ir.h"
#include "runtime/runtime.h"
#include "runtime/runtime_internal.h"
#include "tests/test.h"
#include "tt.h"

static char cdir[512];

static tt_ctx *ctx_with(const char *opts)
{
    char o[1024];
    snprintf(o, sizeof o, "cache_dir=%s,%s", cdir, opts);
    tt_ctx *c = tt_ctx_new(o);
    if (!c)
        fprintf(stderr, "ctx %s: %s\n", o, tt_errmsg(NULL));
    return c;
}

static void fill(float *v, int64_t n, unsigned seed)
{
    for (int64_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (float)((seed >> 8) % 2001) / 1000.0f - 1.0f;
    }
}

/* One call of op (source text src, attributes attrs) on inputs of the
 * given shapes, with dimension 0 of the inputs in `rows` set to m; the
 * outputs checked against ir_interp of the exact Task.  r: the report. */
static int call(tt_ctx *ctx, tt_op *op, const char *src, const char *attrs, int nin,
                const int *rank, int64_t shape[][4], unsigned rows, int64_t m, tt_report *r)
{
    ir_deflist defs;
    ir_error perr;
    const char *text = rt_builtin_source(src, NULL);
    if (ir_parse(text ? text : src, &defs, &perr) != 0) {
        fprintf(stderr, "parse: %s\n", perr.msg);
        return 0;
    }
    const ir_def *d = NULL;
    for (int i = 0; i < defs.n; i++)
        if (!text || strcmp(defs.defs[i]->name, src) == 0)
            d = d ? d : defs.defs[i];
    tt_tensor in[4], out[2];
    float *buf[6] = {NULL};
    void *ins[4], *outs[2], *refs[2];
    int64_t sh[4][TT_MAX_RANK];
    int rk[4];
    for (int i = 0; i < nin; i++) {
        rk[i] = rank[i];
        int64_t n = 1;
        for (int k = 0; k < rank[i]; k++) {
            sh[i][k] = k == 0 && (rows >> i & 1) ? m : shape[i][k];
            n *= sh[i][k];
        }
        buf[i] = malloc(sizeof(float) * (size_t)n);
        fill(buf[i], n, (unsigned)(7 * i + 3));   /* the same weights at every size */
        if (rows >> i & 1)
            fill(buf[i], n, (unsigned)(m * 31 + i));
        in[i] = tt_tensor_f32(buf[i], rank[i], sh[i]);
        ins[i] = buf[i];
    }
    int64_t attrv[16];
    char msg[512];
    int ok = 1;
    ir_task *t = NULL;
    if (rt_parse_attrs(d, attrs, attrv, msg, sizeof msg) != TT_OK)
        ok = 0;
    ir_bind_in bi = {.nin = nin, .rank = rk, .shape = (const int64_t(*)[TT_MAX_RANK])sh,
                     .attr = attrv};
    if (ok && ir_bind(d, &bi, &t, msg, sizeof msg) != TT_OK) {
        fprintf(stderr, "bind: %s\n", msg);
        ok = 0;
    }
    int nout = d->noutputs;
    for (int o = 0; ok && o < nout; o++) {
        int64_t n = ir_tensor_numel(t, d->ninputs + o);
        outs[o] = calloc((size_t)n, sizeof(float));
        refs[o] = calloc((size_t)n, sizeof(float));
        out[o] = tt_tensor_f32(outs[o], d->tensors[d->ninputs + o].rank, t->shape[d->ninputs + o]);
    }
    if (ok && tt_op_run(op, in, nin, out, nout) != TT_OK) {
        fprintf(stderr, "%s at %lld: %s\n", d->name, (long long)m, tt_errmsg(ctx));
        ok = 0;
    }
    if (ok && ir_interp(t, ins, refs) != 0)
        ok = 0;
    ir_cmp cmp;
    if (ok && !ir_compare(t, outs, refs, &cmp)) {
        fprintf(stderr, "%s at %lld: %lld wrong (max abs %g, output %d offset %lld: %g vs %g)\n",
                d->name, (long long)m, (long long)cmp.nbad, cmp.max_abs, cmp.bad_output,
                (long long)cmp.bad_offset, cmp.bad_got, cmp.bad_ref);
        ok = 0;
    }
    if (ok && r && tt_op_report(op, in, nin, r) != TT_OK) {
        fprintf(stderr, "report: %s\n", tt_errmsg(ctx));
        ok = 0;
    }
    for (int o = 0; t && o < nout; o++)
        free(outs[o]), free(refs[o]);
    for (int i = 0; i < nin; i++)
        free(buf[i]);
    ir_task_free(t);
    ir_deflist_free(&defs);
    return ok;
}

static int is_prime(int64_t n)
{
    if (n < 2)
        return 0;
    for (int64_t k = 2; k * k <= n; k++)
        if (n % k == 0)
            return 0;
    return 1;
}

/* A call's Task records where its tensors are in their pages (a first
 * call's tuning session puts its buffers there, tune/measure.c), and the
 * entry's own Task keeps it; a Task bound without outputs has none. */
TEST(a_call_records_where_its_tensors_are)
{
    tt_ctx *c = ctx_with("budget=0,threads=1");
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    char *mem = NULL;
    REQUIRE(posix_memalign((void **)&mem, IR_PLACE_PERIOD, 6 * IR_PLACE_PERIOD) == 0);
    float *a = (float *)(mem + 1000), *b = (float *)(mem + 2 * IR_PLACE_PERIOD + 4092),
          *y = (float *)(mem + 4 * IR_PLACE_PERIOD + 12);
    fill(a, 5 * 7, 1);
    fill(b, 7 * 3, 2);
    tt_tensor in[2] = {tt_tensor_f32(a, 2, (int64_t[]){5, 7}),
                       tt_tensor_f32(b, 2, (int64_t[]){7, 3})};
    tt_tensor out[1] = {tt_tensor_f32(y, 2, (int64_t[]){5, 3})};
    ir_task *t = NULL;
    REQUIRE(rt_bind(op, in, out, &t) == TT_OK);
    CHECK(t->place && t->place[0] == 1000 && t->place[1] == 4092 && t->place[2] == 12);
    ir_task_free(t);
    REQUIRE(rt_bind(op, in, NULL, &t) == TT_OK);
    CHECK(t->place == NULL);
    ir_task_free(t);
    int st = tt_op_run(op, in, 2, out, 1);
    if (st != TT_OK)
        fprintf(stderr, "  %s\n", tt_errmsg(c));
    REQUIRE(st == TT_OK);
    rt_entry *e = op->fast[0].e;
    REQUIRE(e && e->task);
    CHECK(e->task->place && e->task->place[0] == 1000 && e->task->place[1] == 4092 &&
          e->task->place[2] == 12);
    free(mem);
    tt_op_free(op);
    tt_ctx_free(c);
}

TEST(matmul_class_every_size)
{
    tt_ctx *c = ctx_with("budget=0,threads=2");
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 1, 70) == TT_OK);
    int rank[2] = {2, 2};
    int64_t shape[2][4] = {{0, 37}, {37, 53}};
    int nclass = 0, bad = 0;
    for (int64_t m = 1; m <= 70; m++) {
        tt_report r;
        if (!call(c, op, "matmul", NULL, 2, rank, shape, 1u, m, &r)) {
            bad++;
            continue;
        }
        /* every size, on the ladder or not: the one class kernel */
        CHECKF(strcmp(r.kernel, "class") == 0, "size %lld ran kernel %s, not the class",
               (long long)m, r.kernel);
        nclass += strcmp(r.kernel, "class") == 0;
        CHECK_CONTAINS(r.config, "class M in 1..70");
        CHECK_CONTAINS(r.config, "rows of one kernel");
        if (m == 67) {
            CHECK(is_prime(m));
            CHECK_CONTAINS(r.config, ": 67 rows");
        }
    }
    CHECK(bad == 0);
    CHECKF(nclass == 70, "%d sizes served by the class", nclass);
    /* out of range: the exact kernel */
    tt_report r;
    CHECK(call(c, op, "matmul", NULL, 2, rank, shape, 1u, 71, &r));
    CHECK(strcmp(r.kernel, "class") != 0);
    /* dropped: the exact kernel again */
    CHECK(tt_op_set_dynamic(op, "M", 0, 0) == TT_OK);
    CHECK(call(c, op, "matmul", NULL, 2, rank, shape, 1u, 37, &r));
    CHECK(strcmp(r.kernel, "class") != 0);
    tt_op_free(op);
    tt_ctx_free(c);
}

TEST(fused_and_normalisation_classes)
{
    tt_ctx *c = ctx_with("budget=0,threads=2");
    REQUIRE(c);
    /* dense_gelu, its weights declared constant (kept packs, shared by the blocks) */
    tt_op *op = tt_op_new(c, "dense_gelu", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    CHECK(tt_op_set_dynamic(op, "M", 1, 40) == TT_OK);
    int rank3[3] = {2, 2, 1};
    int64_t sh3[3][4] = {{0, 24}, {19, 24}, {19}};
    for (int64_t m = 1; m <= 40; m++)
        CHECKF(call(c, op, "dense_gelu", NULL, 3, rank3, sh3, 1u, m, NULL), "dense_gelu %lld",
               (long long)m);
    tt_op_free(op);
    /* one class kernel: one kept copy of the weights for every size
       (runtime/packs.c).  The same arrays at every size (call() allocates
       afresh, so its pointers change under a sanitizer's allocator), each
       size's output against the exact operator's. */
    op = tt_op_new(c, "dense_gelu", NULL);
    tt_op *ex = tt_op_new(c, "dense_gelu", NULL);
    REQUIRE(op && ex);
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    CHECK(tt_op_set_constant(ex, 1, 1) == TT_OK);
    CHECK(tt_op_set_dynamic(op, "M", 1, 40) == TT_OK);
    float *x = malloc(sizeof(float) * 40 * 24), *w = malloc(sizeof(float) * 19 * 24);
    float *bias = malloc(sizeof(float) * 19), *y = malloc(sizeof(float) * 40 * 19);
    float *yx = malloc(sizeof(float) * 40 * 19);
    REQUIRE(x && w && bias && y && yx);
    fill(x, 40 * 24, 3);
    fill(w, 19 * 24, 4);
    fill(bias, 19, 5);
    int bad = 0;
    for (int64_t m = 1; m <= 40; m++) {
        int64_t xs[2] = {m, 24}, ws[2] = {19, 24}, bs[1] = {19}, ys[2] = {m, 19};
        tt_tensor in[3] = {tt_tensor_f32(x, 2, xs), tt_tensor_f32(w, 2, ws),
                           tt_tensor_f32(bias, 1, bs)};
        tt_tensor o1 = tt_tensor_f32(y, 2, ys), o2 = tt_tensor_f32(yx, 2, ys);
        CHECK(tt_op_run(op, in, 3, &o1, 1) == TT_OK);
        CHECK(tt_op_run(ex, in, 3, &o2, 1) == TT_OK);
        for (int64_t e = 0; e < m * 19; e++)
            bad += !(fabsf(y[e] - yx[e]) <= 1e-4f * (1.0f + fabsf(yx[e])));
    }
    CHECKF(bad == 0, "%d outputs differ from the exact operator's", bad);
    int sets = 0, bufs = 0;
    int64_t bytes = 0;
    rt_packs_stats(&op->packs, &sets, &bufs, &bytes);
    CHECKF(sets == 1 && bufs == 1, "%d kernels' kept packs in %d buffers", sets, bufs);
    CHECK(bytes >= (int64_t)bufs * 19 * 24 * 4);
    printf("  dense_gelu class 1..40: %d kernels keep their packs of the weights in %d "
           "buffer(s)\n", sets, bufs);
    free(x);
    free(w);
    free(bias);
    free(y);
    free(yx);
    tt_op_free(ex);
    tt_op_free(op);
    /* layernorm: intermediates by rows */
    op = tt_op_new(c, "layernorm", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 3, 23) == TT_OK);
    int rankl[3] = {2, 1, 1};
    int64_t shl[3][4] = {{0, 33}, {33}, {33}};
    for (int64_t m = 1; m <= 25; m++) {
        tt_report r;
        CHECKF(call(c, op, "layernorm", NULL, 3, rankl, shl, 1u, m, &r), "layernorm %lld",
               (long long)m);
        int in_range = m >= 3 && m <= 23;
        CHECKF(!in_range || strcmp(r.kernel, "class") == 0, "layernorm %lld: %s",
               (long long)m, r.kernel);
        if (m < 3 || m > 23)
            CHECK(strcmp(r.kernel, "class") != 0);
    }
    tt_op_free(op);
    /* a convolution's batch, stride 2 and padding */
    op = tt_op_new(c, "conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1");
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "N", 1, 7) == TT_OK);
    int rankc[2] = {4, 4};
    int64_t shc[2][4] = {{0, 5, 9, 11}, {6, 5, 3, 3}};
    for (int64_t n = 1; n <= 7; n++)
        CHECKF(call(c, op, "conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", 2, rankc, shc, 1u,
                    n, NULL), "conv2d batch %lld", (long long)n);
    tt_op_free(op);
    tt_ctx_free(c);
}

/* ---- threads calling one class at once ------------------------------------ */

static tt_ctx *g_ctx;
static tt_op *g_op;

static void *worker(void *arg)
{
    int id = (int)(intptr_t)arg, bad = 0;
    int rank[2] = {2, 2};
    int64_t shape[2][4] = {{0, 29}, {29, 31}};
    for (int i = 0; i < 12; i++) {
        int64_t m = 1 + (id * 13 + i * 7) % 50;
        if (!call(g_ctx, g_op, "matmul", NULL, 2, rank, shape, 1u, m, NULL))
            bad++;
    }
    return (void *)(intptr_t)bad;
}

TEST(threads_share_a_class)
{
    g_ctx = ctx_with("budget=0,threads=2");
    REQUIRE(g_ctx);
    g_op = tt_op_new(g_ctx, "matmul", NULL);
    REQUIRE(g_op);
    CHECK(tt_op_set_dynamic(g_op, "M", 1, 50) == TT_OK);
    pthread_t th[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
    int bad = 0;
    for (int i = 0; i < 4; i++) {
        void *r;
        pthread_join(th[i], &r);
        bad += (int)(intptr_t)r;
    }
    CHECK(bad == 0);
    tt_op_free(g_op);
    tt_ctx_free(g_ctx);
}

/* ---- an exact winner in the cache is preferred ------------------------------ */

TEST(exact_winner_preferred)
{
    int rank[2] = {2, 2};
    int64_t shape[2][4] = {{0, 40}, {40, 24}};
    tt_ctx *a = ctx_with("budget=3trials,threads=1");
    REQUIRE(a);
    tt_op *op = tt_op_new(a, "matmul", NULL);
    REQUIRE(op);
    tt_report r;
    CHECK(call(a, op, "matmul", NULL, 2, rank, shape, 1u, 37, &r));
    CHECK(r.tuned);
    tt_op_free(op);
    tt_ctx_free(a);
    tt_ctx *b = ctx_with("budget=0,threads=1");
    REQUIRE(b);
    op = tt_op_new(b, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 1, 64) == TT_OK);
    CHECK(call(b, op, "matmul", NULL, 2, rank, shape, 1u, 37, &r));
    CHECKF(strcmp(r.kernel, "cached") == 0, "37 ran %s", r.kernel);
    CHECK(call(b, op, "matmul", NULL, 2, rank, shape, 1u, 38, &r));
    CHECKF(strcmp(r.kernel, "class") == 0, "38 ran %s", r.kernel);
    /* prepare makes the class kernel (here: the one 38 ran); the report
       names it */
    tt_tensor in[2] = {tt_tensor_f32(NULL, 2, (int64_t[]){53, 40}),
                       tt_tensor_f32(NULL, 2, (int64_t[]){40, 24})};
    CHECK(tt_op_prepare(op, in, 2, NULL, 0) == TT_OK);
    CHECK(tt_op_report(op, in, 2, &r) == TT_OK);
    CHECK(strcmp(r.kernel, "class") == 0);
    CHECK_CONTAINS(r.config, "53 rows of one kernel (");
    tt_op_free(op);
    tt_ctx_free(b);
}

/* ---- background mode: the class, then the exact kernel ----------------------- */

/* With TT_TUNE_MODE=background the class serves a new size at once and
   the background thread makes the size's exact kernel (compiled, then
   tuned); later calls run it.  Every call checked, before and after. */
TEST(background_class_then_exact)
{
    int rank[2] = {2, 2};
    int64_t shape[2][4] = {{0, 29}, {29, 31}};
    tt_ctx *c = ctx_with("tune_mode=background,budget=2trials,threads=2");
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 1, 23) == TT_OK);
    int bad = 0;
    for (int64_t m = 1; m <= 23; m++)
        bad += !call(c, op, "matmul", NULL, 2, rank, shape, 1u, m, NULL);
    CHECK(bad == 0);
    /* bounded wait, not timed (the background thread runs at nice 19) */
    int left = 23;
    for (int w = 0; w < 3000 && left > 0; w++) {
        struct timespec ts = {0, 100 * 1000000L};
        nanosleep(&ts, NULL);
        left = 0;
        for (int64_t m = 1; m <= 23; m++) {
            tt_report r;
            if (!call(c, op, "matmul", NULL, 2, rank, shape, 1u, m, &r)) {
                bad++;
                continue;
            }
            left += strcmp(r.kernel, "tuned") != 0 || r.tuning;
        }
    }
    CHECK(bad == 0);
    CHECKF(left == 0, "%d sizes not on their tuned exact kernel", left);
    /* and the calls run it: every size's decision moved to exact */
    int slots = 0, exact = 0;
    for (int i = 0; i < RT_DYN_CLASSES; i++)
        if (op->dyn.cls[i].sig) {
            slots++;
            for (int64_t m = 1; m <= 23; m++)
                exact += op->dyn.cls[i].dec[m - 1] == RT_DYN_EXACT;
        }
    CHECK(slots == 1);
    CHECKF(exact == 23, "%d of 23 sizes route to their exact kernel", exact);
    /* the winners were stored: a class in a new context finds them first */
    tt_op_free(op);
    tt_ctx_free(c);
    c = ctx_with("budget=0,threads=2");
    REQUIRE(c);
    op = tt_op_new(c, "matmul", NULL);
    CHECK(tt_op_set_dynamic(op, "M", 1, 23) == TT_OK);
    tt_report r;
    CHECK(call(c, op, "matmul", NULL, 2, rank, shape, 1u, 19, &r));
    CHECKF(strcmp(r.kernel, "cached") == 0, "19 ran %s", r.kernel);
    tt_op_free(op);
    tt_ctx_free(c);
}

/* Freed with sizes still waiting for their exact kernels: nothing leaks,
   nothing hangs, no lease is left (the sanitizer build checks the first). */
TEST(background_class_freed_midway)
{
    int rank[2] = {2, 2};
    int64_t shape[2][4] = {{0, 33}, {33, 17}};
    tt_ctx *c = ctx_with("tune_mode=background,budget=60s,threads=1");
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 1, 200) == TT_OK);
    int bad = 0;
    for (int64_t m = 101; m <= 140; m++)
        bad += !call(c, op, "matmul", NULL, 2, rank, shape, 1u, m, NULL);
    CHECK(bad == 0);
    /* the operator goes first: the sizes still queued were bound on its
       Def, and the background thread goes on making their kernels */
    tt_op_free(op);
    struct timespec ts = {0, 300 * 1000000L};
    nanosleep(&ts, NULL);
    tt_ctx_free(c);
}

/* ---- the declaration's errors --------------------------------------------- */

static tt_status declare(tt_ctx *c, const char *src, const char *dim, int64_t lo, int64_t hi,
                         const char *want)
{
    tt_op *op = tt_op_new(c, src, NULL);
    if (!op) {
        fprintf(stderr, "op %s: %s\n", src, tt_errmsg(c));
        return TT_ERR_INTERNAL;
    }
    tt_status st = tt_op_set_dynamic(op, dim, lo, hi);
    if (want && !tt_test_contains(tt_errmsg(c), want)) {
        fprintf(stderr, "%s %s: message '%s' lacks '%s'\n", src, dim, tt_errmsg(c), want);
        st = TT_ERR_INTERNAL;
    }
    tt_op_free(op);
    return st;
}

TEST(declaration_errors)
{
    tt_ctx *c = ctx_with("budget=0");
    REQUIRE(c);
    CHECK(tt_op_set_dynamic(NULL, "M", 1, 2) == TT_ERR_INVALID_ARG);
    CHECK(declare(c, "matmul", "K", 1, 64, "outermost") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "scale(X[M,N], Z[M,N]) -> Y[M,N] { T[n] += X[m,n]\n Y[m,n] = T[n] * "
                  "Z[m,n] }", "M", 1, 64, "reduction over the dimension") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "matmul", "N", 1, 64, "outermost") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "matmul", "Q", 1, 64, "dimensions: M, K, N") == TT_ERR_INVALID_ARG);
    CHECK(declare(c, "matmul", "M", 0, 64, "1 <= lo") == TT_ERR_INVALID_ARG);
    CHECK(declare(c, "matmul", "M", 9, 8, "1 <= lo") == TT_ERR_INVALID_ARG);
    CHECK(declare(c, "matmul", "M", 1, (int64_t)1 << 40, "1 <= lo") == TT_ERR_INVALID_ARG);
    CHECK(declare(c, "transpose2d", "M", 1, 64, "outermost") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "conv2d", "H", 1, 64, "outermost") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "causal(X[M,N]) -> Y[M,N] { Y[m,n] = select(n <= m, X[m,n], 0) }", "M", 1,
                  64, "row variable is used") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "mean(X[M,N]) -> Y[M,N] { Y[m,n] = X[m,n] / f32(M) }", "M", 1, 64,
                  "uses the dimension's size") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "colsum(X[M,N]) -> Y[N] { Y[n] += X[m,n] }", "M", 1, 64,
                  "no output has it") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "shift(X[M,N]) -> Y[M,N] { Y[m,n] = X[m,n] + X[0,n] }", "M", 1, 64,
                  "other than the row variable") == TT_ERR_UNSUPPORTED);
    /* a 'requires' condition on the size would be checked at the blocks'
       sizes; one on other dimensions is fine (conv2d's, batch N dynamic) */
    CHECK(declare(c, "rows8(X[M,N]) -> Y[M,N] requires M % 8 == 0 { Y[m,n] = X[m,n] }", "M",
                  1, 64, "1:34: a 'requires' condition uses its size") == TT_ERR_UNSUPPORTED);
    CHECK(declare(c, "conv2d", "N", 1, 8, NULL) == TT_OK);
    CHECK(declare(c, "matmul", "M", 1, 64, NULL) == TT_OK);
    tt_op *op = tt_op_new(c, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, NULL, 1, 2) == TT_ERR_INVALID_ARG);
    tt_op_free(op);
    tt_ctx_free(c);
}

int main(void)
{
    const char *base = getenv("TT_CACHE_DIR");
    snprintf(cdir, sizeof cdir, "%s", base && *base ? base : "/tmp/tt-test-dynamic");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", cdir);
    if (system(cmd) != 0)
        return 1;
    RUN(declaration_errors);
    RUN(a_call_records_where_its_tensors_are);
    RUN(matmul_class_every_size);
    RUN(fused_and_normalisation_classes);
    RUN(threads_share_a_class);
    RUN(exact_winner_preferred);
    RUN(background_class_then_exact);
    RUN(background_class_freed_midway);
    TEST_EXIT();
}

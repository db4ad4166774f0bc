/*
 * The public API on good and bad input: every mistake is a status and a
 * message naming the tensor and the values; nothing crashes or writes out
 * of bounds (the ASan build checks the latter).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>

#include "tests/test.h"
#include "tt.h"

static tt_ctx *ctx;

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

TEST(matmul_through_api)
{
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_num_inputs(op) == 2 && tt_op_num_outputs(op) == 1);
    CHECK(strcmp(tt_op_name(op), "matmul") == 0);
    int dims[][3] = {{1, 1, 1}, {7, 13, 5}, {33, 17, 65}, {64, 64, 64}};
    for (int c = 0; c < 4; c++) {
        int M = dims[c][0], K = dims[c][1], N = dims[c][2];
        float *A = randv(M * K, 1), *B = randv(K * N, 2), *C = calloc((size_t)(M * N), 4),
              *R = calloc((size_t)(M * N), 4);
        tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){M, K}),
                           tt_tensor_f32(B, 2, (int64_t[]){K, N})};
        tt_tensor out[1] = {tt_tensor_f32(C, 2, (int64_t[]){M, N})};
        int rank;
        int64_t shape[8];
        CHECK(tt_op_output_shape(op, in, 2, 0, &rank, shape) == TT_OK);
        CHECK(rank == 2 && shape[0] == M && shape[1] == N);
        CHECK(tt_op_prepare(op, in, 2, NULL, 0) == TT_OK);
        CHECKF(tt_op_run(op, in, 2, out, 1) == TT_OK, "%s", tt_errmsg(ctx));
        tt_test_ref_matmul(A, B, R, M, K, N);
        CHECKF(maxdiff(C, R, M * N) < 1e-4, "%dx%dx%d diff %g", M, K, N, maxdiff(C, R, M * N));
        /* second call: the cached kernel */
        memset(C, 0, sizeof(float) * (size_t)(M * N));
        CHECK(tt_op_run(op, in, 2, out, 1) == TT_OK);
        CHECK(maxdiff(C, R, M * N) < 1e-4);
        free(A), free(B), free(C), free(R);
    }
    tt_op_free(op);
}

TEST(bad_handles_and_pointers)
{
    float a[4] = {0}, b[4] = {0}, c[4] = {0};
    tt_tensor in[2] = {tt_tensor_f32(a, 2, (int64_t[]){2, 2}), tt_tensor_f32(b, 2, (int64_t[]){2, 2})};
    tt_tensor out[1] = {tt_tensor_f32(c, 2, (int64_t[]){2, 2})};
    CHECK(tt_op_run(NULL, in, 2, out, 1) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(tt_errmsg(NULL), "NULL");
    CHECK(tt_op_new(NULL, "matmul", NULL) == NULL);
    CHECK(tt_op_new(ctx, NULL, NULL) == NULL);
    CHECK(tt_op_new(ctx, "no_such_op", NULL) == NULL);
    CHECK_CONTAINS(tt_errmsg(ctx), "no_such_op");
    tt_op_free(NULL);
    tt_ctx_free(NULL);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_run(op, NULL, 2, out, 1) == TT_ERR_INVALID_ARG);
    CHECK(tt_op_run(op, in, 2, NULL, 1) == TT_ERR_INVALID_ARG);
    CHECK(tt_op_run(op, in, 1, out, 1) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(tt_errmsg(ctx), "takes 2 inputs, got 1");
    CHECK(tt_op_run(op, in, 2, out, 2) == TT_ERR_INVALID_ARG);
    tt_tensor nul = in[1];
    nul.data = NULL;
    tt_tensor in2[2] = {in[0], nul};
    CHECK(tt_op_run(op, in2, 2, out, 1) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(tt_errmsg(ctx), "input 'B' has NULL data");
    tt_op_free(op);
}

TEST(bad_shapes_dtypes_strides)
{
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    float a[64] = {0}, b[64] = {0}, c[64] = {0};
    double dd[64] = {0};
    /* rank */
    tt_tensor in[2] = {tt_tensor_f32(a, 3, (int64_t[]){2, 2, 2}),
                       tt_tensor_f32(b, 2, (int64_t[]){2, 2})};
    tt_tensor out[1] = {tt_tensor_f32(c, 2, (int64_t[]){2, 2})};
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "input 'A' has rank 3");
    /* dimensions that do not bind */
    in[0] = tt_tensor_f32(a, 2, (int64_t[]){2, 3});
    in[1] = tt_tensor_f32(b, 2, (int64_t[]){4, 2});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "dimension K is 3 in 'A'");
    CHECK_CONTAINS(tt_errmsg(ctx), "but 4 in 'B'");
    /* zero and negative sizes */
    in[0] = tt_tensor_f32(a, 2, (int64_t[]){0, 2});
    in[1] = tt_tensor_f32(b, 2, (int64_t[]){2, 2});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "input 'A' dimension 0 is 0");
    /* output of the wrong shape */
    in[0] = tt_tensor_f32(a, 2, (int64_t[]){2, 3});
    in[1] = tt_tensor_f32(b, 2, (int64_t[]){3, 4});
    out[0] = tt_tensor_f32(c, 2, (int64_t[]){2, 3});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "output 'C' has shape [2x3], expected [2x4]");
    /* dtype */
    out[0] = tt_tensor_f32(c, 2, (int64_t[]){2, 4});
    in[1] = tt_tensor_f64(dd, 2, (int64_t[]){3, 4});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_DTYPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "input 'B' is f64, the operator expects f32");
    in[1] = tt_tensor_f32(b, 2, (int64_t[]){3, 4});
    in[1].dtype = (tt_dtype)77;
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_DTYPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "unknown dtype");
    /* negative stride */
    in[1] = tt_tensor_make(b, TT_F32, 2, (int64_t[]){3, 4}, (int64_t[]){-4, 1});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_UNSUPPORTED);
    CHECK_CONTAINS(tt_errmsg(ctx), "negative stride");
    /* output stride 0 */
    in[1] = tt_tensor_f32(b, 2, (int64_t[]){3, 4});
    out[0] = tt_tensor_make(c, TT_F32, 2, (int64_t[]){2, 4}, (int64_t[]){0, 1});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_UNSUPPORTED);
    /* output aliasing an input */
    out[0] = tt_tensor_f32(a + 1, 2, (int64_t[]){2, 4});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_UNSUPPORTED);
    CHECK_CONTAINS(tt_errmsg(ctx), "overlaps input 'A'");
    /* output index out of range */
    int rank;
    int64_t shape[8];
    CHECK(tt_op_output_shape(op, in, 2, 3, &rank, shape) == TT_ERR_INVALID_ARG);
    tt_op_free(op);
}

TEST(bad_definitions_and_attributes)
{
    CHECK(tt_op_new(ctx, "f(A[N]) -> B[N] { B[i] = A[i] +* 2 }", NULL) == NULL);
    CHECK_CONTAINS(tt_errmsg(ctx), "1:");
    CHECK(tt_op_new(ctx, "conv2d", "strid=2") == NULL);
    CHECK_CONTAINS(tt_errmsg(ctx), "no attribute 'strid'");
    CHECK(tt_op_new(ctx, "conv2d", "stride_h=two") == NULL);
    CHECK_CONTAINS(tt_errmsg(ctx), "integer");
    CHECK(tt_op_new(ctx, "conv2d", "stride_h") == NULL);
    tt_op *op = tt_op_new(ctx, "conv2d", "stride_h=0");
    REQUIRE(op);   /* a bad attribute value surfaces at bind time */
    float x[16] = {0}, w[25] = {0}, y[16] = {0};
    tt_tensor in[2] = {tt_tensor_f32(x, 4, (int64_t[]){1, 1, 4, 4}),
                       tt_tensor_f32(w, 4, (int64_t[]){1, 1, 3, 3})};
    tt_tensor out[1] = {tt_tensor_f32(y, 4, (int64_t[]){1, 1, 2, 2})};
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "'conv2d' requires stride_h >= 1, false with stride_h=0");
    tt_op_free(op);
    /* a kernel bigger than the input: non-positive output dimension */
    op = tt_op_new(ctx, "conv2d", NULL);
    REQUIRE(op);
    in[1] = tt_tensor_f32(w, 4, (int64_t[]){1, 1, 5, 5});
    CHECK(tt_op_run(op, in, 2, out, 1) == TT_ERR_SHAPE);
    CHECK_CONTAINS(tt_errmsg(ctx), "output 'Y' dimension 2");
    tt_op_free(op);
}

TEST(environment)
{
    const char *vars[][2] = {
        {"TT_NUM_THREADS", "abc"}, {"TT_NUM_THREADS", "0"}, {"TT_TUNE_BUDGET", "fast"},
        {"TT_TUNE_BUDGET", "10"},  {"TT_TUNE_BUDGET", "-1s"}, {"TT_LOG", "loud"},
        {"TT_TARGET", "gpu"},      {"TT_REQUIRE_CACHED", "maybe"},
        {"TT_PREDICTOR", "/nonexistent/model.ubj"}, {"TT_LIBMVEC", "yes"},
        {"TT_DUMP", "bogus"},      {"TT_DUMP", "llvm,nope"}, {"TT_ISA", "avx9000"},
    };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        char *old = getenv(vars[i][0]) ? strdup(getenv(vars[i][0])) : NULL;
        setenv(vars[i][0], vars[i][1], 1);
        tt_ctx *c = tt_ctx_new(NULL);
        CHECKF(c == NULL, "%s=%s accepted", vars[i][0], vars[i][1]);
        CHECK_CONTAINS(tt_errmsg(NULL), vars[i][0]);
        CHECK_CONTAINS(tt_errmsg(NULL), vars[i][1]);
        tt_ctx_free(c);
        if (old) {
            setenv(vars[i][0], old, 1);
            free(old);
        } else {
            unsetenv(vars[i][0]);
        }
    }
    tt_ctx *c = tt_ctx_new("threads=2,budget=500ms,log=warn");
    CHECK(c != NULL);
    tt_ctx_free(c);
    c = tt_ctx_new("threads=2,budget=64trials");
    CHECK(c != NULL);
    tt_ctx_free(c);
    CHECK(tt_ctx_new("nonsense=1") == NULL);
    CHECK_CONTAINS(tt_errmsg(NULL), "unknown option 'nonsense'");
    CHECK(tt_ctx_new("threads") == NULL);
}

/* Several application threads calling one operator at once. */
typedef struct {
    tt_op *op;
    int M, K, N, ok;
} worker_arg;

static void *worker(void *p)
{
    worker_arg *w = p;
    float *A = randv(w->M * w->K, 11), *B = randv(w->K * w->N, 12),
          *C = calloc((size_t)(w->M * w->N), 4), *R = calloc((size_t)(w->M * w->N), 4);
    tt_test_ref_matmul(A, B, R, w->M, w->K, w->N);
    w->ok = 1;
    for (int it = 0; it < 20; it++) {
        tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){w->M, w->K}),
                           tt_tensor_f32(B, 2, (int64_t[]){w->K, w->N})};
        tt_tensor out[1] = {tt_tensor_f32(C, 2, (int64_t[]){w->M, w->N})};
        memset(C, 0, sizeof(float) * (size_t)(w->M * w->N));
        if (tt_op_run(w->op, in, 2, out, 1) != TT_OK || maxdiff(C, R, w->M * w->N) > 1e-4)
            w->ok = 0;
    }
    free(A), free(B), free(C), free(R);
    return NULL;
}

TEST(threads_share_an_operator)
{
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    pthread_t th[6];
    worker_arg wa[6];
    for (int i = 0; i < 6; i++) {
        /* three distinct shapes, two threads each: the first call of a shape
           races with another thread's first call of it */
        wa[i] = (worker_arg){op, 17 + 8 * (i % 3), 31, 40 + (i % 3), 0};
        pthread_create(&th[i], NULL, worker, &wa[i]);
    }
    for (int i = 0; i < 6; i++) {
        pthread_join(th[i], NULL);
        CHECKF(wa[i].ok, "thread %d", i);
    }
    tt_op_free(op);
}

TEST(ctx_outlives_free_order)
{
    /* freeing the context before its operators is safe */
    tt_ctx *c = tt_ctx_new("threads=1");
    REQUIRE(c);
    tt_op *op = tt_op_new(c, "relu", NULL);
    REQUIRE(op);
    tt_ctx_free(c);
    float x[6] = {-1, 2, -3, 4, -5, 6}, y[6];
    tt_tensor in[1] = {tt_tensor_f32(x, 2, (int64_t[]){2, 3})};
    tt_tensor out[1] = {tt_tensor_f32(y, 2, (int64_t[]){2, 3})};
    CHECK(tt_op_run(op, in, 1, out, 1) == TT_OK);
    CHECK(y[0] == 0 && y[1] == 2 && y[5] == 6);
    tt_op_free(op);
}

int main(void)
{
    ctx = tt_ctx_new("budget=0");
    if (!ctx) {
        fprintf(stderr, "%s\n", tt_errmsg(NULL));
        return 1;
    }
    RUN(matmul_through_api);
    RUN(bad_handles_and_pointers);
    RUN(bad_shapes_dtypes_strides);
    RUN(bad_definitions_and_attributes);
    RUN(environment);
    RUN(threads_share_an_operator);
    RUN(ctx_outlives_free_order);
    tt_ctx_free(ctx);
    TEST_EXIT();
}

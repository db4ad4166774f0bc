/*
 * Every shipped operator, compiled with the default schedule, at six or
 * more shapes (size 1, primes, sizes that are not multiples of the vector
 * width, one larger), on 1 and 2 threads, checked against the reference
 * interpreter.
 */
#include "tests/lower/diff.h"
#include "tests/test.h"

typedef struct {
    const char *op, *attrs;
    const char *shapes[8];
} opcase;

static const opcase cases[] = {
    {"matmul", NULL, {"1x1 1x1", "7x13 13x31", "13x1 1x17", "31x127 127x7", "16x16 16x16",
                      "33x65 65x17", "96x200 200x130"}},
    {"batch_matmul", NULL, {"1x1x1 1x1x1", "3x7x13 3x13x31", "2x31x7 2x7x17",
                            "1x16x33 1x33x48", "5x1x9 5x9x1", "2x64x40 2x40x70"}},
    {"dense", NULL, {"1x1 1x1", "7x13 31x13", "13x31 7x31", "33x17 65x17", "3x128 200x128",
                     "64x96 100x96"}},
    {"dense_bias", NULL, {"1x1 1x1 1", "7x13 31x13 31", "13x31 7x31 7", "33x17 65x17 65",
                          "64x96 100x96 100", "2x300 17x300 17"}},
    {"dense_relu", NULL, {"1x1 1x1 1", "7x13 31x13 31", "13x31 7x31 7", "33x17 65x17 65",
                          "64x96 100x96 100", "2x300 17x300 17"}},
    {"dense_gelu", NULL, {"1x1 1x1 1", "7x13 31x13 31", "13x31 7x31 7", "33x17 65x17 65",
                          "64x96 100x96 100", "2x300 17x300 17"}},
    {"conv2d", NULL, {"1x1x1x1 1x1x1x1", "1x3x7x7 5x3x3x3", "2x4x13x11 7x4x3x3",
                      "1x16x9x9 31x16x1x1", "1x3x17x19 8x3x5x5", "1x32x14x14 32x32x3x3"}},
    {"conv2d", "pad_h=1,pad_w=1", {"1x1x1x1 1x1x3x3", "1x3x7x7 5x3x3x3",
                                   "2x4x13x11 7x4x3x3", "1x16x31x31 17x16x3x3",
                                   "1x64x14x14 64x64x3x3", "1x5x2x3 3x5x3x3"}},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", {"1x3x16x16 8x3x7x7",
                                                         "1x3x31x29 4x3x7x7",
                                                         "2x1x9x9 3x1x7x7", "1x3x7x7 5x3x3x3",
                                                         "1x8x23x23 16x8x5x5",
                                                         "1x3x33x33 64x3x7x7"}},
    {"conv2d", "stride_h=2,stride_w=2", {"1x16x14x14 32x16x1x1", "1x7x13x13 5x7x1x1",
                                          "1x3x8x8 2x3x2x2", "2x5x9x11 3x5x3x3",
                                          "1x64x28x28 128x64x1x1", "1x1x1x1 1x1x1x1"}},
    {"conv2d", "groups=2,pad_h=1,pad_w=1", {"1x4x7x7 6x2x3x3", "1x8x13x13 4x4x3x3",
                                            "2x2x5x5 2x1x3x3", "1x16x9x9 16x8x1x1",
                                            "1x6x17x17 10x3x3x3", "1x32x14x14 32x16x3x3"}},
    {"conv2d", "dil_h=2,dil_w=3,pad_h=2,pad_w=3", {"1x3x13x13 4x3x3x3", "1x2x9x17 5x2x3x3",
                                                   "1x1x7x7 1x1x3x3", "1x8x20x20 8x8x3x3",
                                                   "2x3x11x11 3x3x3x3", "1x4x31x7 2x4x3x1"}},
    {"conv2d_nhwc", NULL, {"1x1x1x1 1x1x1x1", "1x7x7x3 3x3x3x5", "2x13x11x4 3x3x4x7",
                           "1x9x9x16 1x1x16x31", "1x14x14x32 3x3x32x32", "1x5x17x3 5x5x3x8"}},
    {"conv2d_nhwc", "pad_h=1,pad_w=1,stride_h=2,stride_w=2",
     {"1x7x7x3 3x3x3x5", "2x13x11x4 3x3x4x7", "1x14x14x32 3x3x32x32", "1x2x2x1 3x3x1x1",
      "1x17x9x5 3x3x5x3", "1x28x28x16 3x3x16x24"}},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", {"1x1x1x1 1x3x3", "1x3x7x7 3x3x3",
                                             "2x13x11x9 13x3x3", "1x32x14x14 32x3x3",
                                             "1x5x17x3 5x3x3", "1x256x14x14 256x3x3"}},
    {"depthwise_conv2d", "stride_h=2,stride_w=2", {"1x3x7x7 3x3x3", "1x16x15x15 16x3x3",
                                                   "1x1x3x3 1x3x3", "2x7x9x13 7x3x3",
                                                   "1x8x32x32 8x3x3", "1x5x5x5 5x5x5"}},
    {"max_pool2d", NULL, {"1x1x2x2", "1x3x7x7", "2x5x13x11", "1x16x32x32", "1x1x3x9",
                          "1x64x56x56"}},
    {"max_pool2d", "kh=3,kw=3,pad_h=1,pad_w=1", {"1x1x1x1", "1x3x7x7", "2x5x13x11",
                                                   "1x16x32x32", "1x1x4x9", "1x64x28x28"}},
    {"avg_pool2d", NULL, {"1x1x2x2", "1x3x7x7", "2x5x13x11", "1x16x32x32", "1x1x3x9",
                          "1x64x56x56"}},
    {"avg_pool2d", "kh=3,kw=3,stride_h=1,stride_w=1,pad_h=1,pad_w=1",
     {"1x1x1x1", "1x3x7x7", "2x5x13x11", "1x16x31x31", "1x1x4x9", "1x8x28x28"}},
    {"softmax", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "64x1000", "3x129"}},
    {"layernorm", NULL, {"1x1 1 1", "1x7 7 7", "7x1 1 1", "13x31 31 31", "31x17 17 17",
                         "64x768 768 768", "3x129 129 129"}},
    {"add", NULL, {"1x1 1x1", "1x7 1x7", "7x1 7x1", "13x31 13x31", "31x17 31x17",
                   "128x1000 128x1000"}},
    {"mul", NULL, {"1x1 1x1", "1x7 1x7", "7x1 7x1", "13x31 13x31", "31x17 31x17",
                   "128x1000 128x1000"}},
    {"relu", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
    {"gelu", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
    {"sigmoid", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
    {"bias_add", NULL, {"1x1 1", "1x7 7", "7x1 1", "13x31 31", "31x17 17", "128x1000 1000"}},
    {"transpose2d", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
    {"reduce_sum", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
    {"reduce_mean", NULL, {"1x1", "1x7", "7x1", "13x31", "31x17", "128x1000"}},
};

static diff_env env;

TEST(shipped_operators)
{
    int total = 0, passed = 0;
    for (size_t c = 0; c < TT_ARRAY_LEN(cases); c++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[c].op, &l);
        REQUIRE(d != NULL);
        for (int sh = 0; sh < 8 && cases[c].shapes[sh]; sh++) {
            for (int th = 1; th <= 2; th++) {
                ir_task *t = diff_bind(d, cases[c].attrs, cases[c].shapes[sh], NULL, NULL, th);
                CHECKF(t != NULL, "%s %s", cases[c].op, cases[c].shapes[sh]);
                if (!t)
                    continue;
                char what[256];
                tt_snprintf(what, sizeof what, "%s(%s) [%s] threads=%d", cases[c].op,
                            cases[c].attrs ? cases[c].attrs : "", cases[c].shapes[sh], th);
                total++;
                int ok = diff_check(&env, t, NULL, (uint64_t)(c * 100 + sh), what);
                passed += ok;
                CHECKF(ok, "%s", what);
                ir_task_free(t);
            }
        }
        ir_deflist_free(&l);
    }
    printf("  %d of %d operator/shape/thread cases match the interpreter\n", passed, total);
}

TEST(strided_tensors)
{
    struct {
        const char *op, *shapes, *strides, *ostrides;
    } sc[] = {
        /* A with padded rows, B transposed in memory, C with padded rows */
        {"matmul", "13x17 17x40", "20,1 1,17", "45,1"},
        {"matmul", "64x64 64x64", "1,64 -", "-"},
        {"matmul", "7x5 5x3", "0,1 -", "-"},                 /* broadcast rows of A */
        {"add", "13x31 13x31", "40,1 1,13", "33,1"},
        {"transpose2d", "31x17", "1,31", "-"},
        {"softmax", "7x33", "50,1", "40,1"},
        {"conv2d", "1x3x9x9 4x3x3x3", "300,100,10,1 -", "-"},
        {"reduce_sum", "13x31", "1,13", "-"},
        {"bias_add", "9x20 20", "- 2", "-"},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d != NULL);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, NULL, sc[i].shapes, sc[i].strides, sc[i].ostrides, th);
            CHECKF(t != NULL, "%s", sc[i].op);
            if (!t)
                continue;
            char what[256];
            tt_snprintf(what, sizeof what, "%s [%s] strides [%s] [%s] threads=%d", sc[i].op,
                        sc[i].shapes, sc[i].strides, sc[i].ostrides, th);
            CHECKF(diff_check(&env, t, NULL, i, what), "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
}

/* Operators written here, not shipped: padding, strides, fusion, dtypes. */
TEST(written_in_tests)
{
    struct {
        const char *src, *shapes;
    } w[] = {
        {"pad(X[H,W]; p=2) -> Y[H + 2*p, W + 2*p] { Y[i,j] = X[i - p, j - p] }", "5x7"},
        {"shift(X[N]) -> Y[N] { Y[i] = X[i + 1] - X[i - 1] }", "37"},
        {"stride3(X[N]) -> Y[N/3] { Y[i] = X[3*i + 1] }", "100"},
        {"fused(A[M,K], B[K,N], c[N]) -> Y[M,N] {\n"
         "  T[m,n] += A[m,k] * B[k,n]\n"
         "  U[m,n] = T[m,n] * 2 + c[n]\n"
         "  Y[m,n] = select(U[m,n] > 0, U[m,n], 0.1 * U[m,n])\n}",
         "13x29 29x37 37"},
        {"twoout(X[M,N]) -> S[M], Q[M] { S[i] += X[i,j]  Q[i] max= X[i,j] * X[i,j] }", "9x33"},
        {"f64mm(A:f64[M,K], B:f64[K,N]) -> C:f64[M,N] { C[m,n] += A[m,k] * B[k,n] }",
         "11x13 13x19"},
        {"imm(A:i32[M,K], B:i32[K,N]) -> C:i32[M,N] { C[m,n] += A[m,k] * B[k,n] }",
         "11x13 13x19"},
        {"idiv(A:i32[N]) -> C:i32[N] { C[i] = A[i] / 3 + A[i] % 4 + i / 5 - 7 }", "61"},
        {"cast(A[N]) -> C:i32[N] { C[i] = i32(A[i] * 10) }", "50"},
        {"prod(X[M,N]) -> Y[M] { Y[i] *= 1 + X[i,j] * 0.01 }", "5x70"},
        {"minr(X[M,N]) -> Y[N] { Y[j] min= X[i,j] }", "17x45"},
        {"outer(a[M], b[N]) -> Y[M,N] { Y[i,j] = a[i] * b[j] + f32(i - j) }", "33 19"},
        {"rowdot(X[M,N]) -> Y[M] {\n  S[i] += X[i,j] * X[i,j]\n  Y[i] = sqrt(S[i]) }", "7x100"},
        {"causal(X[M,N]) -> Y[M,N] { Y[i,j] = select(j <= i, X[i,j], -inf) }", "20x20"},
        {"win(X[N]) -> Y[N] { Y[i] += X[i + k - 2] where k < 5 }", "41"},
        {"math(X[N]) -> Y[N] { Y[i] = exp(X[i]) + log(abs(X[i]) + 1) + tanh(X[i]) + "
         "sigmoid(X[i]) + erf(X[i]) + floor(X[i] * 3) + ceil(X[i]) + pow(abs(X[i]), 1.5) + "
         "rsqrt(X[i] * X[i] + 1) + min(X[i], 0.5) }", "77"},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(w); i++) {
        ir_deflist l;
        ir_def *d = diff_def(w[i].src, &l);
        CHECKF(d != NULL, "%s", w[i].src);
        if (!d)
            continue;
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, NULL, w[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "%s", d->name);
            if (!t)
                continue;
            char what[128];
            tt_snprintf(what, sizeof what, "%s threads=%d", d->name, th);
            CHECKF(diff_check(&env, t, NULL, i, what), "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
}

/* A float -> i32 conversion summed under an R0 pack with a reduction
 * tail, unrolled, in register tiles of 10-16 accumulators at 512 bits
 * (tt-fuzz-configs seed 1146, Task 417): llvm.fptosi.sat on short vectors
 * came out one term off there; the conversion is selects around an
 * fptosi now.  Saturation and NaN as before (`cast` above, and here
 * values of every size).  Against the interpreter. */
TEST(float_to_int_sums_at_512_bits)
{
    ir_deflist l;
    ir_def *d = diff_def("cvt(A[N,M], C[N], D[N]) -> Z:i32[M] {\n"
                         "  Z[i] += ((j % 5 - 2) * i32(C[j] * 4)) + i32(D[j] * 1e9) / 65536 }",
                         &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    ir_task *t = diff_bind(d, NULL, "19x29 19 19", NULL, NULL, 1);
    CHECK(t != NULL);
    for (int k = 0; t && k < 3; k++) {
        char cfg[256], err[256], what[320];
        tt_snprintf(cfg, sizeof cfg,
                    "v1 vbits=512 modes=R group=0 Z[t=%d.%d.%d r=16 o=0 i=0 ro=0 vec=none "
                    "lanes=8 u=32 par=0 pack=%d]",
                    10 + 2 * k, 10 + 2 * k, 10 + 2 * k, k == 2 ? 0 : 1);
        lw_sched c;
        CHECKF(lw_sched_parse(t, cfg, &c, err, sizeof err) == 0, "%s: %s", cfg, err);
        tt_snprintf(what, sizeof what, "cvt %s", cfg);
        for (uint64_t seed = 1; seed <= 4; seed++)
            CHECKF(diff_check(&env, t, &c, seed, what), "%s seed %llu", what,
                   (unsigned long long)seed);
    }
    ir_task_free(t);
    diff_target.vector_bits = env.be->target.vector_bits;
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(shipped_operators);
    RUN(strided_tensors);
    RUN(written_in_tests);
    RUN(float_to_int_sums_at_512_bits);
    diff_close(&env);
    TEST_EXIT();
}

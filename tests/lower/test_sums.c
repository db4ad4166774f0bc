/*
 * A write-back's horizontal sums done together (jit/llvm_emit.c sum_run,
 * jit/llvm_transpose.c jit_llvm_sum_vectors): a register tile vectorized
 * along its reduction (`vec=r0`: an NCHW convolution's fused form, a
 * matmul with B transposed) ends in one sum of each accumulator's lanes;
 * the code generator sums all of them at once, by shuffles and adds of
 * whole vectors.
 *
 *  - register tiles of 1 to 35 accumulators -- fewer than a vector's
 *    lanes, exactly as many, more (several groups), odd counts -- in f32
 *    and f64, 8 and 16 lanes, 256- and 512-bit vectors, with reductions
 *    that end in a partial vector and tiles that end in a partial tile,
 *    and the fused form of a small NCHW convolution: match the
 *    interpreter;
 *  - the emitted IR of a tile of 2 or more accumulators keeps no
 *    llvm.vector.reduce.fadd (every sum is in the group); a tile of one
 *    keeps its one.
 */
#include <string.h>
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static const char *mmt_f32 =
    "mmt(A[M, K], B[N, K]) -> C[M, N] {\n  C[m, n] += A[m, k] * B[n, k]\n}\n";
static const char *mmt_f64 =
    "mmt(A: f64[M, K], B: f64[N, K]) -> C: f64[M, N] {\n  C[m, n] += A[m, k] * B[n, k]\n}\n";

/* a config of mmt: tiles of mt x nt accumulators, the reduction in vectors
 * (the outer tiles the dimension rounded up to whole register tiles) */
static int mmt_config(const ir_task *t, int vbits, int lanes, int mt, int nt, lw_sched *c)
{
    char s[256], err[256];
    int64_t M = (t->shape[0][0] + mt - 1) / mt * mt, N = (t->shape[1][0] + nt - 1) / nt * nt;
    int64_t K = t->shape[0][1];
    tt_snprintf(s, sizeof s,
                "v1 vbits=%d modes=R group=0 C[t=%lld.%lld.%d,%lld.%lld.%d r=%lld o=1.0 i=0.1 "
                "ro=0 vec=r0 lanes=%d u=8 par=0 pack=00]",
                vbits, (long long)M, (long long)M, mt, (long long)N, (long long)N, nt,
                (long long)K, lanes);
    if (lw_sched_parse(t, s, c, err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", s, err);
        return -1;
    }
    return 0;
}

/* calls of llvm.vector.reduce.fadd in the emitted IR; -1: no IR */
static int reduce_calls(const ir_task *t, const lw_sched *c)
{
    char err[512];
    lw_prog *p = lw_lower(t, c, err, sizeof err);
    char *ir = p ? jit_llvm_ir(p, 0, err, sizeof err) : NULL;
    int n = ir ? 0 : -1;
    for (const char *q = ir; q && (q = strstr(q, "@llvm.vector.reduce.fadd")); q++) {
        const char *line = q;
        while (line > ir && line[-1] != '\n')
            line--;
        n += strncmp(line, "declare", 7) != 0;
    }
    free(ir);
    lw_prog_free(p);
    return n;
}

TEST(tiles_of_sums_match_the_interpreter)
{
    static const struct {
        const char *src, *shapes;
    } cases[] = {
        {NULL, "13x37 29x37"},     /* f32: a partial vector of the reduction, tail tiles */
        {NULL, "10x64 28x64"},     /* f32: whole vectors and tiles */
        {NULL, "7x5 11x5"},        /* f32: a reduction shorter than a vector */
        {"f64", "11x29 24x29"},
        {"f64", "6x32 20x32"},
    };
    static const int tiles[][2] = {{1, 1}, {1, 2}, {2, 2}, {1, 7}, {3, 3}, {2, 4},
                                   {4, 4}, {5, 4}, {3, 7}, {5, 7}};
    static const int vec[][2] = {{512, 16}, {256, 8}, {256, 16}, {512, 8}};
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].src ? mmt_f64 : mmt_f32, &l);
        REQUIRE(d);
        for (size_t v = 0; v < TT_ARRAY_LEN(vec); v++) {
            diff_target.vector_bits = vec[v][0];
            ir_task *t = diff_bind(d, NULL, cases[i].shapes, NULL, NULL, 1);
            CHECK(t != NULL);
            for (size_t k = 0; t && k < TT_ARRAY_LEN(tiles); k++) {
                lw_sched c;
                char what[160];
                tt_snprintf(what, sizeof what, "mmt %s %s, %d bits, %d lanes, tile %dx%d",
                            cases[i].src ? "f64" : "f32", cases[i].shapes, vec[v][0],
                            vec[v][1], tiles[k][0], tiles[k][1]);
                if (mmt_config(t, vec[v][0], vec[v][1], tiles[k][0], tiles[k][1], &c) != 0) {
                    CHECKF(0, "%s: config rejected", what);
                    continue;
                }
                for (uint64_t seed = 1; seed <= 2; seed++)
                    CHECKF(diff_check(&env, t, &c, seed, what), "%s seed %llu", what,
                           (unsigned long long)seed);
                checked++;
            }
            ir_task_free(t);
        }
        diff_target.vector_bits = env.be->target.vector_bits;
        ir_deflist_free(&l);
    }
    printf("  %d mmt configs with vectorized reductions match the interpreter\n", checked);
}

TEST(fused_convolution_matches_the_interpreter)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    static const char *cfg[] = {
        "v1 fused vbits=512 modes=R group=0 Y[t=1.1.1,24.24.4,5.1.1,5.5.5 r=72 o=0.3.2.1 "
        "i=0.3.2.1 ro=0 vec=r0 lanes=16 u=64 par=1 pack=6]",
        "v1 fused vbits=256 modes=R group=0 Y[t=1.1.1,24.24.3,5.5.1,5.5.5 r=72 o=0.2.3.1 "
        "i=0.2.1.3 ro=0 vec=r0 lanes=8 u=1 par=1 pack=2]",
    };
    for (int threads = 1; threads <= 2; threads++) {
        ir_task *t = diff_bind(d, "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x10x10 24x8x3x3",
                               NULL, NULL, threads);
        CHECK(t != NULL);
        for (size_t k = 0; t && k < TT_ARRAY_LEN(cfg); k++) {
            lw_sched c;
            char err[256], what[320];
            CHECKF(lw_sched_parse(t, cfg[k], &c, err, sizeof err) == 0, "%s: %s", cfg[k], err);
            tt_snprintf(what, sizeof what, "conv2d s2 C8 10x10, %d threads: %s", threads, cfg[k]);
            for (uint64_t seed = 1; seed <= 3; seed++)
                CHECKF(diff_check(&env, t, &c, seed, what), "%s seed %llu", what,
                       (unsigned long long)seed);
            if (threads == 1)
                CHECKF(reduce_calls(t, &c) == 0, "%s: %d sums left alone", what,
                       reduce_calls(t, &c));
        }
        ir_task_free(t);
    }
    ir_deflist_free(&l);
}

TEST(no_sum_is_left_alone)
{
    ir_deflist l;
    ir_def *d = diff_def(mmt_f32, &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "10x64 28x64", NULL, NULL, 1);
    REQUIRE(t);
    static const int tiles[][3] = {{1, 1, 1}, {1, 2, 0}, {5, 4, 0}, {5, 7, 0}, {2, 4, 0}};
    for (size_t k = 0; k < TT_ARRAY_LEN(tiles); k++) {
        lw_sched c;
        CHECK(mmt_config(t, 512, 16, tiles[k][0], tiles[k][1], &c) == 0);
        int n = reduce_calls(t, &c);
        CHECKF(tiles[k][2] ? n > 0 : n == 0, "tile %dx%d: %d calls of llvm.vector.reduce.fadd",
               tiles[k][0], tiles[k][1], n);
    }
    ir_task_free(t);
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(tiles_of_sums_match_the_interpreter);
    RUN(fused_convolution_matches_the_interpreter);
    RUN(no_sum_is_left_alone);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * The code budget (lw_code_copies, lower/sched.c): a vectorized body's
 * integer divisions and remainders by a varying value count once per
 * lane, since LLVM expands each into a scalar division per lane.
 *
 *  - the config tt-fuzz-configs (seed 1150, Task 645) found -- an i32
 *    min-reduction with 224 copies of a body holding such a remainder,
 *    8 lanes: more than 5 minutes in LLVM's instruction selection -- is
 *    refused by the check, saying why; a smaller tile of the same body is
 *    taken, compiles, and matches the interpreter;
 *  - the default of that Task fits the budget and matches the interpreter;
 *  - a body without such divisions counts its copies as before (an f32
 *    matmul's register tile by its unroll).
 *
 * usage: test_code_bound
 */
#include "lower/lower.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static const char *fused =
    "fz_fused_645(A[M,K,N], B:i32[M,N,K]) -> Y:i32[M, N] {\n"
    "  t1[i, j] += ((i32(A[i - 1, 2*k + 1, j] * 4) * -1) + B[i, j, k])\n"
    "  t2[i, j, k] = ((k % i32(A[i, k, j] * 4)) + t1[2*i, j])\n"
    "  Y[i, j] min= select(A[i, k, j] > 0, i32(k % 2 == 0), t2[i, j, k])\n"
    "}\n";

static ir_task *bind_fused(ir_deflist *l)
{
    ir_def *d = diff_def(fused, l);
    if (!d)
        return NULL;
    diff_target.vector_bits = 256;
    return diff_bind(d, "", "61x11x51 61x51x11", NULL, NULL, 2);
}

TEST(divisions_count_per_lane)
{
    ir_deflist l;
    ir_task *t = bind_fused(&l);
    REQUIRE(t);
    static const char *pre = "v1 vbits=256 modes=RIR group=0 t1[t=32.32.16,54.6.6 r=16 o=1.0 "
                             "i=0.1 ro=0 vec=r0 lanes=8 u=32 par=2 pack=06] Y[t=28.28.7,";
    char text[512], err[512];
    lw_sched c;
    tt_snprintf(text, sizeof text, "%s64.64.32 r=16 o=0.1 i=0.1 ro=0 vec=r0 lanes=8 u=2 par=2 "
                "pack=7]", pre);
    CHECKF(lw_sched_parse(t, text, &c, err, sizeof err) != 0 && strstr(err, "too much code"),
           "the 7 x 32 tile: %s", err);
    tt_snprintf(text, sizeof text, "%s64.64.8 r=16 o=0.1 i=0.1 ro=0 vec=r0 lanes=8 u=2 par=2 "
                "pack=7]", pre);
    err[0] = 0;
    int ok = lw_sched_parse(t, text, &c, err, sizeof err) == 0;
    CHECKF(ok, "the 7 x 8 tile: %s", err);
    if (ok)
        CHECK(diff_check(&env, t, &c, 645, text));
    lw_sched_default(t, &c);
    CHECKF(lw_sched_check(t, &c, err, sizeof err) == 0, "the default: %s", err);
    CHECK(diff_check(&env, t, &c, 646, "the default"));
    ir_task_free(t);
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
}

TEST(other_bodies_count_their_copies)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    ir_task *t = diff_bind(d, "", "64x64 64x64", NULL, NULL, 1);
    REQUIRE(t);
    lw_sched c;
    char err[512] = "";
    const char *text = "v1 vbits=512 modes=R group=0 C[t=60.60.6,64.64.32 r=64 o=0.1 i=0.1 "
                       "ro=0 vec=1 lanes=16 u=4 par=2 pack=00]";
    CHECKF(lw_sched_parse(t, text, &c, err, sizeof err) == 0, "%s", err);
    CHECKF(lw_code_copies(t, &c, 0) == 6 * 2 * 4, "%lld copies",
           (long long)lw_code_copies(t, &c, 0));
    ir_task_free(t);
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(divisions_count_per_lane);
    RUN(other_bodies_count_their_copies);
    diff_close(&env);
    TEST_EXIT();
}

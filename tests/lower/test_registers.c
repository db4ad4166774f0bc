/*
 * The default schedule within the vector registers of its target
 * (lower/default.c): 32 registers with 512-bit vectors (AVX-512), 16 with
 * 256 (AVX2).
 *
 *  - a register tile holds at most 16 accumulators at 512 bits and 12 at
 *    256 (the weights' vectors and a broadcast need the rest): 7 rows of 2
 *    vectors at 512 bits, 4 + 3 rows at 256;
 *  - at 256 bits a window's taps along the register tile's rows (an NCHW
 *    convolution's s along x) are not unrolled: LLVM would keep the
 *    broadcasts neighbouring copies share live across them and spill the
 *    accumulators; at 512 bits they are (3x3: 9 copies);
 *  - the unrolled copies are whole innermost reduction loops (a 7x7
 *    stem over 3 channels: 7 copies, not 16 with a remainder step), unless
 *    the innermost loop alone is longer than the budget;
 *  - every such default matches the interpreter.
 *
 * usage: test_registers
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static const struct {
    const char *op, *attrs, *shapes;
    int taps_on_rows;   /* NCHW: the window's s moves along the rows (x) */
} rcases[] = {
    {"conv2d", "pad_h=1,pad_w=1", "1x16x28x28 32x16x3x3", 1},
    {"conv2d", "pad_h=1,pad_w=1", "1x32x7x7 48x32x3x3", 1},
    {"conv2d", "pad_h=2,pad_w=2", "1x8x13x13 24x8x5x5", 1},
    {"conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x16x17x17 32x16x3x3", 1},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x20x20 32x16x3x3", 1},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x32 3x3x32x48", 0},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x16 3x3x16x32", 0},
    {"conv2d", "", "1x64x14x14 32x64x1x1", 0},
    {"matmul", "", "45x40 40x70", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x16x14x14 16x3x3", 0},
};

/* Accumulators of stage 0's register tile: t3 of each spatial axis, the
 * vector axis's in vectors. */
static int64_t accumulators(const ir_task *t, const lw_sched *c)
{
    const lw_nest *n = &c->nest[0];
    int64_t acc = 1;
    for (int a = 0; a < t->def->stmts[0].nspatial; a++) {
        int64_t t3 = n->tile[a][2];
        acc *= a == n->vec ? (t3 + n->lanes - 1) / n->lanes : t3;
    }
    return acc;
}

TEST(defaults_fit_the_vector_registers)
{
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(rcases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(rcases[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256) {
            diff_target.vector_bits = vb;
            ir_task *t = diff_bind(d, rcases[i].attrs, rcases[i].shapes, NULL, NULL, 1);
            CHECKF(t != NULL, "%s [%s]", rcases[i].op, rcases[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            tt_buf cb = {0};
            lw_sched_print(&cb, t, &c);
            char what[1024];
            tt_snprintf(what, sizeof what, "%s [%s] %s vbits=%d default %s", rcases[i].op,
                        rcases[i].shapes, rcases[i].attrs, vb, cb.s);
            tt_buf_free(&cb);
            const lw_nest *n = &c.nest[0];
            if (n->vec >= 0 && n->vec < LW_VEC_RED) {
                int64_t acc = accumulators(t, &c), bound = vb == 512 ? 16 : 12;
                /* a window kept in memory at 256 bits (its S1 tile of rows
                   above the register tile's: lower/windows.c stream_tiles)
                   is read by memory operands of the FMAs: all registers
                   but two may hold accumulators */
                if (vb == 256 && n->pack[0] == PK_WIN && n->vec >= 1 &&
                    n->tile[n->vec - 1][1] > n->tile[n->vec - 1][2])
                    bound = 14;
                CHECKF(acc <= bound, "%s: %lld accumulators", what, (long long)acc);
            }
            if (rcases[i].taps_on_rows && n->vec >= 0 && n->vec < LW_VEC_RED)
                CHECKF(vb == 512 ? n->unroll > 1 : n->unroll == 1, "%s: unroll %d", what,
                       n->unroll);
            checked += diff_check(&env, t, &c, (uint64_t)i * 2 + (uint64_t)vb, what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked == 2 * (int)TT_ARRAY_LEN(rcases));
}

/* The default's R1 unroll covers whole reduction loops, innermost first:
 * the product of the loops it covers equals the unroll, and the next loop
 * out would not fit; or the innermost loop alone is longer than it. */
TEST(defaults_unroll_whole_loops)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int want;   /* the unroll expected */
    } uc[] = {
        {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x3x29x29 16x3x7x7", 7},
        {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x29x29x3 7x7x3x16", 3},
        {"conv2d", "pad_h=2,pad_w=2", "1x8x13x13 24x8x5x5", 5},
        {"conv2d", "pad_h=1,pad_w=1", "1x16x9x9 32x16x3x3", 9},
        {"conv2d", "pad_h=1,pad_w=1,groups=4", "1x16x11x11 16x4x3x3", 9},
        {"conv2d", "", "1x48x7x7 32x48x1x1", 4},
    };
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(uc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(uc[i].op, &l);
        REQUIRE(d);
        diff_target.vector_bits = 512;
        ir_task *t = diff_bind(d, uc[i].attrs, uc[i].shapes, NULL, NULL, 1);
        CHECKF(t != NULL, "%s [%s]", uc[i].op, uc[i].shapes);
        if (t) {
            lw_sched c;
            lw_sched_default(t, &c);
            tt_buf cb = {0};
            lw_sched_print(&cb, t, &c);
            char what[1024];
            tt_snprintf(what, sizeof what, "%s [%s] %s default %s", uc[i].op, uc[i].shapes,
                        uc[i].attrs, cb.s);
            tt_buf_free(&cb);
            const lw_nest *n = &c.nest[0];
            int ns = t->def->stmts[0].nspatial, nr = t->def->stmts[0].nvars - ns;
            int64_t p = 1;
            int i2 = nr - 1;
            for (; i2 >= 0 && p * n->rtile[n->rorder[i2]] <= n->unroll; i2--)
                p *= n->rtile[n->rorder[i2]];
            CHECKF(p == n->unroll || p == 1, "%s: %d copies cover %lld steps of whole loops",
                   what, n->unroll, (long long)p);
            CHECKF(n->unroll == uc[i].want, "%s: unroll %d, want %d", what, n->unroll,
                   uc[i].want);
            checked += diff_check(&env, t, &c, 100 + (uint64_t)i, what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked == (int)TT_ARRAY_LEN(uc));
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(defaults_fit_the_vector_registers);
    RUN(defaults_unroll_whole_loops);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Guarded strided reads in one register (jit/llvm_emit.c,
 * wide_strided_load): a read at a constant stride of 2-4 under a guard
 * (an NCHW convolution or pooling of stride 2-4 with padding, vectorized
 * along its output row), whose lanes' span fits one 512-bit register, is
 * one masked load of that register and one `vpermps` on an AVX-512 host
 * in 512-bit code.
 *
 *  - Depthwise, conv2d, max and average pooling; strides 2, 3 and 4; 4
 *    and 8 lanes; 3x3 and 5x5 windows; prime, odd and even images whose
 *    rows end inside and outside a vector; 1 and 2 threads; 256- and
 *    512-bit code: every config matches the interpreter.
 *  - On an AVX-512 host the 512-bit programs' IR has the permute and the
 *    256-bit programs' has none (a host without AVX-512 has it nowhere).
 *
 * usage: test_wide_strided
 */
#include <string.h>

#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

#include "tests/lower/window_cases.h"

static diff_env env;

TEST(guarded_strided_reads_in_one_register)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int lanes;
    } sc[] = {
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x5x14x14 5x3x3", 8},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x13x13 3x3x3", 8},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x4x11x17 4x5x5", 8},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x7 3x3x3", 4},
        {"depthwise_conv2d", "stride_h=3,stride_w=3,pad_h=1,pad_w=1", "1x3x16x16 3x3x3", 4},
        {"depthwise_conv2d", "stride_h=4,stride_w=4,pad_h=1,pad_w=1", "1x2x17x19 2x3x3", 4},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x14x14 4x3x3x3", 8},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=3", "1x6x13x11 3x2x3x3", 8},
        {"max_pool2d", "kh=3,kw=3,pad_h=1,pad_w=1", "1x6x14x14", 8},
        {"avg_pool2d", "kh=3,kw=3,pad_h=1,pad_w=1", "2x5x13x11", 8},
    };
    int host512 = env.be->target.vector_bits >= 512;
    int checked = 0, with = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256)
            for (int th = 1; th <= 2; th++) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", sc[i].op, sc[i].shapes, sc[i].attrs);
                if (!t)
                    continue;
                int ns = t->def->stmts[0].nspatial, xa = ns - 1, ya = ns - 2;
                int32_t L = sc[i].lanes;
                lw_sched c;
                char what[1024], msg[512] = "";
                lw_sched_default(t, &c);
                lw_nest *n = &c.nest[0];
                n->vec = (int8_t)xa;
                n->lanes = (uint8_t)L;
                n->tile[xa][0] = n->tile[xa][1] = n->tile[xa][2] = L;
                n->tile[ya][0] = n->tile[ya][1] = (int32_t)t->extent[0][ya];
                n->tile[ya][2] = t->extent[0][ya] % 2 ? 1 : 1 + (int32_t)i % 2;
                for (int a = 0; a < ns - 2; a++)
                    n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
                n->unroll = 16;
                memset(n->pack, 0, sizeof n->pack);   /* read the tensor under guards */
                describe_task(what, sizeof what, sc[i].op, sc[i].shapes, sc[i].attrs, th, t, &c);
                if (lw_sched_check(t, &c, msg, sizeof msg) != 0) {
                    CHECKF(0, "%s: %s", what, msg);
                    ir_task_free(t);
                    continue;
                }
                lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
                char *ir = p ? jit_llvm_ir(p, 0, msg, sizeof msg) : NULL;
                CHECKF(!p || ir, "%s: %s", what, msg);
                if (ir) {
                    int has = strstr(ir, "vpermps") != NULL, want = host512 && vb == 512;
                    CHECKF(has == want, "%s: %s", what,
                           want ? "no permute of a wide load" : "a permute of a wide load");
                    with += has;
                }
                free(ir);
                if (p)
                    lw_prog_free(p);
                CHECKF(diff_check(&env, t, &c, (uint64_t)(900 + i * 8 + (size_t)vb / 128 + (size_t)th),
                                  what),
                       "%s", what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked == 40);
    CHECK(!host512 || with == 20);
    printf("  %d configs match the interpreter, %d with a wide load's permute (%s host)\n",
           checked, with, host512 ? "AVX-512" : "no AVX-512");
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(guarded_strided_reads_in_one_register);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Windows split in phases whose phases are shorter than a vector (an NCHW
 * convolution of stride 2 or 3 vectorized along an output row that fills
 * more than half a vector: 14 outputs in 16 lanes, their phases of 15):
 *
 *  - streamed through registers (lower/build_pack.c, window_streamed;
 *    lw_phase_streams): the window's buffer lives in registers, its rows
 *    copied in whole vectors inside the register tile;
 *  - each phase's copy marks its load with its phase (lw_expr.phase), and
 *    the code generator loads the row's pieces once for all its phases
 *    (jit/llvm_load.c; a read whose lanes' span fits one 512-bit register,
 *    jit/llvm_strided.c: that register): the optimized IR has no more
 *    masked loads than the same program with the marks cleared, and fewer
 *    in most configs (where a row's copies sit in blocks of their own the
 *    back end merges them);
 *  - depthwise, grouped conv2d and pooling; strides 2 and 3; 3x3, 5x5 and
 *    1x7 windows; prime and odd widths whose rows end inside a vector;
 *    tiles of 1 to 7 rows; 256- and 512-bit vectors; 1 and 2 threads:
 *    every config matches the interpreter, marked and cleared;
 *  - the default of a 3x3 stride-2 depthwise layer on 28x28 (14 outputs
 *    a row) at 512 bits takes 16 lanes and the window, streamed.
 *
 * usage: test_short_phases
 */
#include <stdlib.h>
#include <string.h>

#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

#include "tests/lower/window_cases.h"

static diff_env env;

static void clear_expr(lw_expr *e, int *marks)
{
    if (!e)
        return;
    if (e->op == LE_LOAD && e->phase) {
        e->phase = 0;
        ++*marks;
    }
    for (int i = 0; i < e->nargs; i++)
        clear_expr(e->args[i], marks);
    clear_expr(e->pred, marks);
}

static void clear_stmt(lw_stmt *s, int *marks)
{
    if (!s)
        return;
    clear_expr(s->min, marks);
    clear_expr(s->extent, marks);
    clear_expr(s->cond, marks);
    clear_expr(s->value, marks);
    for (int i = 0; i < s->nidx; i++)
        clear_expr(s->idx[i], marks);
    clear_stmt(s->body, marks);
    clear_stmt(s->els, marks);
    for (int i = 0; i < s->n; i++)
        clear_stmt(s->list[i], marks);
}

static int count(const char *ir, const char *what)
{
    int k = 0;
    for (const char *at = ir; (at = strstr(at, what)) != NULL; at += strlen(what))
        k++;
    return k;
}

/* masked loads in p's optimized IR; -1 on failure */
static int masked_loads(const lw_prog *p, const char *what)
{
    char msg[512] = "";
    char *ir = jit_llvm_ir(p, 1, msg, sizeof msg);
    CHECKF(ir != NULL, "%s: %s", what, msg);
    if (!ir)
        return -1;
    int k = count(ir, "call <16 x float> @llvm.masked.load") +
            count(ir, "call <8 x float> @llvm.masked.load") +
            count(ir, "call <4 x float> @llvm.masked.load");
    free(ir);
    return k;
}

TEST(short_phases_stream_and_share_their_loads)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int S;
    } sc[] = {
        /* 14 outputs: phases of 15 */
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x13x28 3x3x3", 2},
        /* 13 and 11 outputs, rows ending inside a vector */
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x11x25 2x3x3", 2},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x2x9x21 2x5x5", 2},
        {"depthwise_conv2d", "stride_h=3,stride_w=3,pad_h=1,pad_w=1", "1x2x10x31 2x3x3", 3},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_w=3", "1x2x5x23 2x1x7", 2},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=3", "1x3x7x27 3x1x3x3", 2},
        {"max_pool2d", "kh=3,kw=3,stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x9x26", 2},
        {"avg_pool2d", "kh=3,kw=3,stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x7x23", 2},
        /* 5 and 6 outputs in 8 lanes (phases of 6 and 7) */
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x9 3x3x3", 2},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x2x7x11 2x5x5", 2},
        {"max_pool2d", "kh=3,kw=3,stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x9x11", 2},
    };
    static const int rows[] = {1, 2, 3, 7};
    int checked = 0, streamed = 0, shared = 0, wide = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256)
            for (size_t k = 0; k < TT_ARRAY_LEN(rows); k++) {
                int th = 1 + (int)((k + i) % 2);
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                REQUIRE(t);
                int ns = t->def->stmts[0].nspatial, xa = ns - 1, ya = ns - 2;
                int64_t wx = t->extent[0][xa], hy = t->extent[0][ya];
                /* the fewest lanes (a power of two) that hold the row:
                   more than half of them used */
                int W = 4;
                while (W < wx)
                    W *= 2;
                if (W > vb / 32) {
                    ir_task_free(t);
                    continue;
                }
                lw_sched c;
                lw_sched_default(t, &c);
                lw_nest *n = &c.nest[0];
                n->vec = (int8_t)xa;
                n->lanes = (uint8_t)W;
                n->tile[xa][0] = n->tile[xa][1] = n->tile[xa][2] = W;
                int32_t ry = (int32_t)TT_MIN(rows[k], hy);
                n->tile[ya][1] = n->tile[ya][2] = ry;
                n->tile[ya][0] = (int32_t)((hy + ry - 1) / ry * ry);
                for (int a = 0; a < ns - 2; a++)
                    n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
                n->unroll = 64;
                memset(n->pack, 0, sizeof n->pack);
                n->pack[0] = PK_WIN;
                char what[1024], msg[512] = "";
                describe_task(what, sizeof what, sc[i].op, sc[i].shapes, sc[i].attrs, th, t, &c);
                if (lw_sched_check(t, &c, msg, sizeof msg) != 0) {
                    ir_task_free(t);   /* too much code unrolled: not a config */
                    continue;
                }
                lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
                if (!p) {
                    ir_task_free(t);
                    continue;
                }
                int sb = -1;
                for (int b = 0; b < p->nbufs; b++)
                    if (p->bufs[b].stream)
                        sb = b;
                CHECKF(sb >= 0 && p->bufs[sb].scope == LB_REG,
                       "%s: a window of short phases not streamed", what);
                streamed += sb >= 0;
                int with = masked_loads(p, what), marks = 0;
                for (int f = 0; f < p->nfuncs; f++)
                    clear_stmt(p->funcs[f].body, &marks);
                int without = masked_loads(p, what);
                CHECKF(marks > 0, "%s: no phase's load marked", what);
                /* (a read at stride S whose lanes' span fits one 512-bit
                   register is one masked load of it in 512-bit code, the
                   phases' register shared too: llvm_strided.c) */
                int one = vb == 512 && env.be->target.vector_bits >= 512 && (W - 1) * sc[i].S < 16;
                CHECKF(with >= 0 && with <= without,
                       "%s: %d masked loads with the phases marked, %d without", what, with,
                       without);
                shared += with >= 0 && with < without;
                wide += one;
                lw_prog_free(p);
                CHECKF(diff_check(&env, t, &c, (uint64_t)(5100 + i * 16 + k * 2 + (size_t)vb / 512), what),
                       "%s", what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECKF(checked >= 56 && streamed == checked && shared >= checked * 9 / 10 && wide >= 8,
           "%d configs, %d streamed, %d sharing their loads, %d one wide load", checked,
           streamed, shared, wide);
    printf("  %d configs match the interpreter, streamed; the phases share their loads in %d "
           "(%d of one wide load)\n", checked, shared, wide);
}

TEST(default_takes_a_vector_of_short_phases)
{
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    for (int th = 1; th <= 2; th++) {
        diff_target.vector_bits = 512;
        ir_task *t = diff_bind(d, "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x240x28x28 240x3x3",
                               NULL, NULL, th);
        REQUIRE(t);
        lw_sched c;
        lw_sched_default(t, &c);
        const lw_nest *n = &c.nest[0];
        CHECKF(n->vec == 3 && n->lanes == 16 && n->pack[0] == PK_WIN,
               "threads=%d: vec %d, %d lanes, pack %d", th, n->vec, n->lanes, n->pack[0]);
        char msg[512] = "";
        lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
        CHECKF(p != NULL, "lw_lower: %s", msg);
        int sb = -1;
        for (int b = 0; p && b < p->nbufs; b++)
            if (p->bufs[b].stream)
                sb = b;
        CHECKF(sb >= 0, "threads=%d: the default's window not streamed", th);
        lw_prog_free(p);
        CHECK(diff_check(&env, t, &c, 5300 + (uint64_t)th, "default C240 28x28 s2"));
        ir_task_free(t);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(short_phases_stream_and_share_their_loads);
    RUN(default_takes_a_vector_of_short_phases);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Padded reads the register tile only broadcasts (lower/windows.c,
 * broadcast_read): the default copies no window of them.
 *
 *  - NCHW convolutions with padding whose lanes run along the output
 *    channels (3x3 C64 10x10, stride-2 3x3 C32 17x13, 5x5 C24 11x11, 7x1
 *    C16 9x9) read their input in place, at 512 and 256 bits, 1 and 2
 *    threads (3x3 C64 16x16 too, whose lanes run along the image row at
 *    512 bits: windowed), and every default matches the interpreter;
 *  - a read the lanes run along (the 7x7 stride-2 stem on C3, lanes along
 *    the image row) keeps its window;
 *  - an unpadded read (1x1 stride 2) keeps inside_copy_only's choice (a
 *    window of far channel planes).
 *
 * usage: test_window_broadcast
 */
#include "lower/lower.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static void check(const char *attrs, const char *shapes, int vbits, int threads, int want_win,
                  uint64_t seed)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    diff_target.vector_bits = vbits;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, threads);
    CHECKF(t != NULL, "[%s]", shapes);
    if (t) {
        lw_sched c;
        lw_sched_default(t, &c);
        tt_buf b = {0};
        lw_sched_print(&b, t, &c);
        const lw_nest *n = &c.nest[0];
        int lanes_along_input = n->vec >= 2 && n->vec < LW_VEC_RED;   /* y or x */
        if (want_win < 0)   /* padded, broadcast: in place where the lanes are the channels */
            CHECKF(lanes_along_input || n->pack[0] != PK_WIN,
                   "[%s] %d bits, %d threads: %s: the input windowed under channel lanes",
                   shapes, vbits, threads, b.s ? b.s : "?");
        else
            CHECKF((n->pack[0] == PK_WIN) == want_win, "[%s] %d bits, %d threads: %s: input "
                   "pack %d", shapes, vbits, threads, b.s ? b.s : "?", n->pack[0]);
        char what[512];
        tt_snprintf(what, sizeof what, "[%s] %d bits, %d threads: %s", shapes, vbits, threads,
                    b.s ? b.s : "?");
        CHECKF(diff_check(&env, t, &c, seed, what), "%s", what);
        tt_buf_free(&b);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
}

TEST(broadcast_reads_are_not_windowed)
{
    static const struct {
        const char *attrs, *shapes;
    } cases[] = {
        {"pad_h=1,pad_w=1", "1x64x10x10 64x64x3x3"},
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x32x17x13 48x32x3x3"},
        {"pad_h=2,pad_w=2", "1x24x11x11 32x24x5x5"},
        {"pad_h=3", "1x16x9x9 32x16x7x1"},
        {"pad_h=1,pad_w=1", "1x64x16x16 64x64x3x3"},
    };
    int n = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++)
        for (int vb = 256; vb <= 512; vb += 256)
            for (int th = 1; th <= 2; th++) {
                check(cases[i].attrs, cases[i].shapes, vb, th, -1, 40 + i * 4 + (uint64_t)th);
                n++;
            }
    /* at 512 bits the first four are output-channel lanes: in place */
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    for (size_t i = 0; i < 4; i++) {
        ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, 1);
        REQUIRE(t);
        lw_sched c;
        lw_sched_default(t, &c);
        CHECKF(c.nest[0].vec == 1 && c.nest[0].pack[0] == PK_NONE,
               "[%s] at 512 bits: vec %d, input pack %d (want channel lanes, in place)",
               cases[i].shapes, c.nest[0].vec, c.nest[0].pack[0]);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d padded NCHW defaults match the interpreter\n", n);
}

TEST(windows_stay_where_lanes_run_along_the_input)
{
    /* the stem's lanes run along the image row */
    check("stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x3x38x38 16x3x7x7", 512, 1, 1, 61);
    /* unpadded, far channel planes (56x56): inside_copy_only's window */
    check("stride_h=2,stride_w=2", "1x64x56x56 128x64x1x1", 512, 1, 1, 62);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(broadcast_reads_are_not_windowed);
    RUN(windows_stay_where_lanes_run_along_the_input);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * The padded convolutions the window tests run (test_window.c,
 * test_whole_window.c), and their helpers.  Include after
 * tests/lower/diff.h.
 */
#ifndef TT_TESTS_LOWER_WINDOW_CASES_H
#define TT_TESTS_LOWER_WINDOW_CASES_H

/* Every case pads at least one axis, so its input read may leave X. */
static const struct {
    const char *op, *attrs, *shapes;
    int whole_ch;   /* groups > 1: the window holds all of X's channels */
} cases[] = {
    /* conv2d: X[N,C,H,W], Wt[F,C/groups,R,S] */
    {"conv2d", "pad_h=1,pad_w=1", "1x3x7x7 5x3x3x3", 0},
    {"conv2d", "pad_h=1,pad_w=1", "1x2x5x11 3x2x3x3", 0},
    {"conv2d", "pad_h=1,pad_w=1", "1x3x13x7 4x3x3x3", 0},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x11 4x3x3x3", 0},
    {"conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x2x9x7 3x2x3x3", 0},
    {"conv2d", "dil_h=4,dil_w=4,pad_h=4,pad_w=4", "1x2x11x9 3x2x3x3", 0},
    {"conv2d", "pad_w=3", "1x3x5x11 4x3x1x7", 0},
    {"conv2d", "pad_h=3", "1x3x11x5 4x3x7x1", 0},
    {"conv2d", "pad_h=1,pad_w=2", "1x2x7x9 3x2x3x5", 0},
    {"conv2d", "stride_h=1,stride_w=2,pad_h=2,pad_w=1", "1x3x9x13 4x3x3x3", 0},
    {"conv2d", "stride_h=3,stride_w=1,pad_h=0,pad_w=1,dil_h=1,dil_w=2", "1x2x13x9 3x2x3x3", 0},
    {"conv2d", "pad_h=1,pad_w=1,groups=2", "1x4x7x7 6x2x3x3", 1},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=4", "1x8x9x5 8x2x3x3", 1},
    {"conv2d", "pad_h=1,pad_w=1", "2x3x7x7 5x3x3x3", 0},
    /* one channel a group (groups == C == F): `f / 1 * 1 + c` is affine */
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=3", "1x3x9x11 3x1x3x3", 0},
    {"conv2d", "pad_h=1,pad_w=1,groups=5", "1x5x7x7 5x1x3x3", 0},
    /* conv2d_nhwc: X[N,H,W,C], Wt[R,S,C/groups,F] */
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x3 3x3x3x5", 0},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x5x11x2 3x3x2x3", 0},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x13x7x3 3x3x3x4", 0},
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x9x11x3 3x3x3x4", 0},
    {"conv2d_nhwc", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x9x7x2 3x3x2x3", 0},
    {"conv2d_nhwc", "dil_h=4,dil_w=4,pad_h=4,pad_w=4", "1x11x9x2 3x3x2x3", 0},
    {"conv2d_nhwc", "pad_w=3", "1x5x11x3 1x7x3x4", 0},
    {"conv2d_nhwc", "pad_h=3", "1x11x5x3 7x1x3x4", 0},
    {"conv2d_nhwc", "pad_h=1,pad_w=2", "1x7x9x2 3x5x2x3", 0},
    {"conv2d_nhwc", "stride_h=1,stride_w=2,pad_h=2,pad_w=1", "1x9x13x3 3x3x3x4", 0},
    {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=2", "1x7x7x4 3x3x2x6", 1},
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=4", "1x9x5x8 3x3x2x8", 1},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "2x7x7x3 3x3x3x5", 0},
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=3", "1x9x11x3 3x3x1x3", 0},
    /* depthwise_conv2d: X[N,C,H,W], Wt[C,R,S] */
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x7x7 3x3x3", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x2x5x11 2x3x3", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x13x7 3x3x3", 0},
    {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x11 3x3x3", 0},
    {"depthwise_conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x2x9x7 2x3x3", 0},
    {"depthwise_conv2d", "dil_h=4,dil_w=4,pad_h=4,pad_w=4", "1x2x11x9 2x3x3", 0},
    {"depthwise_conv2d", "pad_w=3", "1x3x5x11 3x1x7", 0},
    {"depthwise_conv2d", "pad_h=3", "1x3x11x5 3x7x1", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=2", "1x2x7x9 2x3x5", 0},
    {"depthwise_conv2d", "stride_h=3,stride_w=1,pad_h=0,pad_w=1,dil_h=1,dil_w=2",
     "1x2x13x9 2x3x3", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "2x3x7x7 3x3x3", 0},
};

/* The input read (read 0 of stage 0: X[...] * Wt[...]). */
static inline const ir_expr *x_read(const ir_task *t)
{
    const ir_expr *rd[LW_MAX_READS];
    int n = lw_stage_reads(&t->def->stmts[0], rd, LW_MAX_READS);
    return n > 0 ? rd[0] : NULL;
}

static inline ir_task *bind_case(const ir_def *d, size_t i, int threads, int vbits)
{
    diff_target.vector_bits = vbits;
    return diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, threads);
}

static inline void describe(char *what, size_t n, size_t i, int threads, const ir_task *t,
                     const lw_sched *c, const char *kind)
{
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, n, "%s %s [%s] %s threads=%d config %s", kind, cases[i].op,
                cases[i].shapes, cases[i].attrs, threads, cb.s);
    tt_buf_free(&cb);
}

static inline void describe_task(char *what, size_t n, const char *op, const char *shapes,
                          const char *attrs, int threads, const ir_task *t, const lw_sched *c)
{
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, n, "%s [%s] %s threads=%d config %s", op, shapes, attrs, threads, cb.s);
    tt_buf_free(&cb);
}

#endif

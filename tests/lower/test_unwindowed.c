/*
 * The default without its windows of unpadded reads (lw_sched_unwindowed
 * in lower/variants.c), a candidate every tuning session measures after
 * the default:
 *
 *  - on NCHW convolutions whose default copies a window of an input it
 *    reads inside the tensor (1x1 and unpadded 3x3 stride 2 on 56x56 and
 *    larger images: lower/windows.c, inside_copy_only), the variant reads
 *    that input in place and changes nothing else; it checks and matches
 *    the interpreter at 1 and 2 threads, 512- and 256-bit vectors;
 *  - it leaves a padded input's window (the guards need it), a window
 *    split in phases (the stem's: lanes along its strided rows), a
 *    default without windows and a GPU Task alone (returns 0);
 *  - a tuning session measures it as its first trial after the default.
 *
 * And the default with its blocks of lanes innermost (lw_sched_lanes_inner),
 * measured after it: on NHWC depthwise convolutions of 4 blocks of lanes or
 * more it moves that axis last in both tile orders and changes nothing
 * else, and matches the interpreter (odd shapes and tails of channels, 1
 * and 2 threads, 256 and 512 bits); it leaves a dense convolution, a
 * matmul, an NCHW depthwise convolution and a GPU Task alone; a session
 * measures it among its first trials.
 *
 * usage: test_unwindowed
 */
#include <string.h>

#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static diff_env env;

static const struct {
    const char *op, *attrs, *shapes;
    int drops;   /* bit 0: at 256 bits the variant drops a window, bit 1: at 512 */
} ucases[] = {
    /* output-channel lanes, a window of far channel planes */
    {"conv2d", "stride_h=2,stride_w=2", "1x32x56x56 64x32x1x1", 2},
    {"conv2d", "stride_h=2,stride_w=2", "1x64x56x56 64x64x1x1", 2},
    {"conv2d", "stride_h=2,stride_w=2", "1x32x57x57 64x32x3x3", 3},
    {"conv2d", "stride_h=2,stride_w=2", "1x32x61x59 64x32x3x3", 3},   /* odd, prime */
    /* pixel lanes: the window is split in phases */
    {"conv2d", "stride_h=2,stride_w=2", "1x8x56x56 16x8x1x1", 0},
    {"conv2d", "stride_h=2,stride_w=2", "1x32x59x61 64x32x1x1", 0},
    /* padded: the window holds the zeros */
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x28x28 16x8x3x3", 0},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x3x64x64 8x3x7x7", 0},
    /* no window */
    {"conv2d", "", "1x8x56x56 16x8x1x1", 0},
    {"matmul", "", "64x48 48x80", 0},
};

/* Whether the variant c is the default def with some windows of reads
 * inside their tensors dropped (pack 0) and nothing else changed. */
static int only_windows_dropped(const ir_task *t, const lw_sched *def, const lw_sched *c,
                                int *dropped)
{
    lw_sched a = *def, b = *c;
    *dropped = 0;
    const ir_def *d = t->def;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
        for (int q = 0; q < nreads && q < LW_MAX_READS; q++) {
            if (a.nest[i].pack[q] == b.nest[i].pack[q])
                continue;
            if (a.nest[i].pack[q] != PK_WIN || b.nest[i].pack[q] != 0 ||
                !lw_read_inside(t, i, rd[q]))
                return 0;
            (*dropped)++;
            b.nest[i].pack[q] = PK_WIN;
        }
    }
    return memcmp(&a, &b, sizeof a) == 0;
}

/* "OP [SHAPES] ATTRS threads=N vbits=B default D variant V" into what. */
static void describe(char *what, size_t n, const char *op, const char *shapes, const char *attrs,
                     int th, int vb, const ir_task *t, const lw_sched *def, const lw_sched *c)
{
    tt_buf db = {0}, cb = {0};
    lw_sched_print(&db, t, def);
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, n, "%s [%s] %s threads=%d vbits=%d default %s variant %s", op, shapes, attrs,
                th, vb, db.s, cb.s);
    tt_buf_free(&db);
    tt_buf_free(&cb);
}

TEST(unwindowed_defaults_are_correct)
{
    int checked = 0, passed = 0, changed_n = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(ucases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(ucases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            for (int vb = 256; vb <= 512; vb += 256) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, ucases[i].attrs, ucases[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", ucases[i].op, ucases[i].shapes, ucases[i].attrs);
                if (!t)
                    continue;
                lw_sched def, c;
                lw_sched_default(t, &def);
                c = def;
                int changed = lw_sched_unwindowed(t, &c);
                char what[1024], msg[512] = "";
                describe(what, sizeof what, ucases[i].op, ucases[i].shapes, ucases[i].attrs, th, vb,
                         t, &def, &c);
                CHECKF(changed == (ucases[i].drops >> (vb / 256 - 1) & 1), "%s: returned %d", what, changed);
                int dropped = 0;
                CHECKF(only_windows_dropped(t, &def, &c, &dropped), "%s: more than windows changed",
                       what);
                CHECKF(dropped == changed, "%s: %d windows dropped", what, dropped);
                if (!changed) {
                    CHECK(memcmp(&c, &def, sizeof c) == 0);
                    ir_task_free(t);
                    continue;
                }
                changed_n++;
                CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
                int ok = diff_check(&env, t, &c, (uint64_t)(i * 8 + (size_t)th * 2 + (size_t)vb / 256),
                                    what);
                checked++;
                passed += ok;
                CHECKF(ok, "%s", what);
                ir_task_free(t);
            }
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(changed_n == 12);
    printf("  %d of %d unwindowed defaults match the interpreter\n", passed, checked);
}

/* A GPU Task: windows there are local-memory tiles of their own. */
TEST(unwindowed_leaves_gpu_tasks)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target keep = diff_target;
    ir_target_init(&diff_target, "opencl:0:0");
    ir_task *t = diff_bind(d, "stride_h=2,stride_w=2", "1x32x56x56 64x32x1x1", NULL, NULL, 1);
    diff_target = keep;
    REQUIRE(t && lw_task_is_gpu(t));
    lw_sched def, c;
    lw_sched_default(t, &def);
    c = def;
    CHECK(lw_sched_unwindowed(t, &c) == 0);
    CHECK(memcmp(&c, &def, sizeof c) == 0);
    ir_task_free(t);
    ir_deflist_free(&l);
}

typedef struct {
    int n;
    char first[512];
} trial_ctx;

static void on_trial(void *ctx, const char *config, const tune_meas *m)
{
    trial_ctx *c = ctx;
    (void)m;
    if (c->n++ == 0)
        tt_snprintf(c->first, sizeof c->first, "%s", config);
}

/* A session's first trial after the default is the unwindowed default
 * (nothing earlier applies to an unpadded 1x1 convolution: no merged
 * form with a stride, no padded input, no tail). */
TEST(a_session_measures_the_unwindowed_default)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "stride_h=2,stride_w=2", "1x32x56x56 64x32x1x1", NULL, NULL, 1);
    REQUIRE(t);
    lw_sched c;
    lw_sched_default(t, &c);
    REQUIRE(lw_sched_unwindowed(t, &c) == 1);
    tune_space *sp = tune_space_new(t);
    REQUIRE(sp);
    tune_canon(sp, &c);   /* as the session records it */
    tune_space_free(sp);
    tt_buf want = {0};
    lw_sched_print(&want, t, &c);
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TRIALS;
    o.budget.trials = 2;
    o.kind = TS_XGB;
    o.seed = 5;
    trial_ctx tc = {0};
    o.trial = on_trial;
    o.trial_ctx = &tc;
    tune_result r;
    char err[512];
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    CHECKF(st == TT_OK, "%s", err);
    if (st == TT_OK) {
        CHECKF(tc.n == 2, "%d trials", tc.n);
        CHECKF(strcmp(tc.first, want.s) == 0, "first trial %s, the unwindowed default %s",
               tc.first, want.s);
        kn_kernel_free(r.kernel);
    }
    tt_buf_free(&want);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* Whether c is def with axis v moved last in both tile orders of stage 0. */
static int only_lanes_moved(const lw_sched *def, const lw_sched *c, int ns, int v)
{
    lw_sched a = *def;
    uint8_t *ord[2] = {a.nest[0].order0, a.nest[0].order2};
    for (int k = 0; k < 2; k++) {
        int m = 0;
        for (int x = 0; x < ns; x++)
            if (ord[k][x] != v)
                ord[k][m++] = ord[k][x];
        ord[k][m] = (uint8_t)v;
    }
    return memcmp(&a, c, sizeof a) == 0;
}

static const struct {
    const char *op, *attrs, *shapes;
    int moves;   /* 1: the variant applies (4 blocks of lanes or more) */
} lcases[] = {
    {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=256", "1x14x14x256 3x3x1x256", 1},
    {"conv2d_nhwc", "pad_h=2,pad_w=1,groups=200", "1x9x11x200 5x3x1x200", 1},   /* a tail */
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=144",
     "1x13x13x144 3x3x1x144", 1},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x64 3x3x64x128", 0},   /* X does not move with f */
    {"matmul", "", "64x48 48x256", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x256x14x14 256x3x3", 0},   /* lanes not contiguous */
};

TEST(lanes_inner_variants_are_correct)
{
    int checked = 0, passed = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(lcases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(lcases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++)
            for (int vb = 256; vb <= 512; vb += 256) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, lcases[i].attrs, lcases[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", lcases[i].op, lcases[i].shapes, lcases[i].attrs);
                if (!t)
                    continue;
                lw_sched def, c;
                lw_sched_default(t, &def);
                c = def;
                int changed = lw_sched_lanes_inner(t, &c);
                char what[1024], msg[512] = "";
                describe(what, sizeof what, lcases[i].op, lcases[i].shapes, lcases[i].attrs, th, vb,
                         t, &def, &c);
                CHECKF(changed == lcases[i].moves, "%s: returned %d", what, changed);
                if (!changed) {
                    CHECK(memcmp(&c, &def, sizeof c) == 0);
                    ir_task_free(t);
                    continue;
                }
                int ns = t->def->stmts[0].nspatial;
                CHECKF(c.nest[0].order0[ns - 1] == c.nest[0].vec &&
                           c.nest[0].order2[ns - 1] == c.nest[0].vec &&
                           only_lanes_moved(&def, &c, ns, c.nest[0].vec),
                       "%s: more than the lanes' loops moved", what);
                CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
                int ok = diff_check(&env, t, &c, 300 + (uint64_t)(i * 8 + (size_t)th * 2 + (size_t)vb / 256),
                                    what);
                checked++;
                passed += ok;
                CHECKF(ok, "%s", what);
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked == 12);
    printf("  %d of %d lanes-inner variants match the interpreter\n", passed, checked);
}

typedef struct {
    int n, found;
    char want[512];
} lanes_ctx;

static void on_lanes_trial(void *ctx, const char *config, const tune_meas *m)
{
    lanes_ctx *c = ctx;
    (void)m;
    c->n++;
    c->found |= strcmp(config, c->want) == 0;
}

/* A session's first trials include the lanes-inner default (after the
 * window and tailless variants, where those apply). */
TEST(a_session_measures_the_lanes_inner_default)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "pad_h=1,pad_w=1,groups=256", "1x14x14x256 3x3x1x256", NULL, NULL, 1);
    REQUIRE(t);
    lw_sched c;
    lw_sched_default(t, &c);
    REQUIRE(lw_sched_lanes_inner(t, &c) == 1);
    tune_space *sp = tune_space_new(t);
    REQUIRE(sp);
    tune_canon(sp, &c);
    tune_space_free(sp);
    lanes_ctx lc = {0};
    tt_buf want = {0};
    lw_sched_print(&want, t, &c);
    tt_snprintf(lc.want, sizeof lc.want, "%s", want.s);
    tt_buf_free(&want);
    tune_opts o;
    memset(&o, 0, sizeof o);
    o.budget.kind = TUNE_BUDGET_TRIALS;
    o.budget.trials = 4;
    o.kind = TS_XGB;
    o.seed = 5;
    o.trial = on_lanes_trial;
    o.trial_ctx = &lc;
    tune_result r;
    char err[512];
    int st = tune_run(env.be, env.pool1, t, &o, &r, err, sizeof err);
    CHECKF(st == TT_OK, "%s", err);
    if (st == TT_OK) {
        CHECKF(lc.found, "%d trials, none the lanes-inner default %s", lc.n, lc.want);
        kn_kernel_free(r.kernel);
    }
    ir_task_free(t);
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(unwindowed_defaults_are_correct);
    RUN(unwindowed_leaves_gpu_tasks);
    RUN(a_session_measures_the_unwindowed_default);
    RUN(lanes_inner_variants_are_correct);
    RUN(a_session_measures_the_lanes_inner_default);
    diff_close(&env);
    TEST_EXIT();
}

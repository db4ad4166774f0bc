/*
 * Windows laid out for their lanes (lower/build_pack.c, window_lanes_dim):
 * a padded read whose lanes step a dimension other than its innermost (an
 * NCHW depthwise convolution's input under channel lanes) is windowed as
 * [..][y][x][c], the channels last.
 *
 *  - the window's buffer puts the lanes' dimension last (its length the S1
 *    tile of channels); where the window's row spans the image's (x's S1
 *    tile the whole row) its inside is copied as one run of the plane, in
 *    register transposes (loops marked transposing in the lowered
 *    program); where it does not, by vectors of lanes a plane apart, and
 *    no loop transposes the input;
 *  - every such config matches the interpreter: depthwise 3x3, 5x5, 3x5,
 *    1x7; pad 1-3, strides 2 and 3, dilation 2; images 7x7, 14x14, 5x11,
 *    9x11, 13x13; channels 16, 24 (a tail tile of channels), 40, 64;
 *    batch 2; S1 tiles of rows that leave tails; 1 and 2 threads; 512- and
 *    256-bit vectors; and a convolution with one channel a group
 *    (`f / 1 * 1 + c`: the output channels' lanes step the input's
 *    channels);
 *  - a read whose lanes run along its innermost dimension (lanes along the
 *    image row) keeps the tensor's order;
 *  - the taps of such a window that read its padding are dropped after
 *    unrolling (5x5 on 7x7: 29 of 35 per row of taps);
 *  - the default takes the channels' lanes and such a window where a row of
 *    at most one vector runs under 16 taps or more (5x5 on 7x7 and 14x14,
 *    stride 2 to 7x7, 7x7 on 5x5; 14x14 only at 512 bits, a 7-wide row only
 *    with whole vectors of channels), not with 9 taps (3x3), a 28-wide row,
 *    or an axis that does not move every read (a dense conv2d's output
 *    channels); a grouped conv2d of one channel a group takes them too.
 *
 * usage: test_window_lanes
 */
#include "lower/lower.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

typedef struct {
    int win_rank, win_last;   /* the input window's rank and last length */
    int64_t win_inner;        /* its last dimension's length */
    int transposing;          /* loops marked transposing */
    int acc_stores;           /* stores to an accumulator (".acc") */
} shape_census;

static void walk(const lw_prog *p, const lw_stmt *s, shape_census *c)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            walk(p, s->list[i], c);
        return;
    case LS_FOR:
        c->transposing += s->transpose != 0;
        walk(p, s->body, c);
        return;
    case LS_IF:
        walk(p, s->body, c);
        walk(p, s->els, c);
        return;
    case LS_LET:
    case LS_ALLOC:
    case LS_PARALLEL:
        walk(p, s->body, c);
        return;
    case LS_STORE: {
        const char *nm = p->bufs[s->buf].name;
        size_t n = nm ? strlen(nm) : 0;
        c->acc_stores += n > 4 && strcmp(nm + n - 4, ".acc") == 0;
        return;
    }
    default:
        return;
    }
}

/* Lower t with c: the window's shape and the transposing loops (-1: it
 * did not lower). */
static int census(const ir_task *t, const lw_sched *c, shape_census *out, const char *what)
{
    char msg[512] = "";
    lw_prog *p = lw_lower(t, c, msg, sizeof msg);
    if (!p) {
        CHECKF(0, "%s: lw_lower: %s", what, msg);
        return -1;
    }
    memset(out, 0, sizeof *out);
    out->win_rank = -1;
    for (int b = 0; b < p->nbufs; b++) {
        const char *nm = p->bufs[b].name;
        size_t n = nm ? strlen(nm) : 0;
        if (n > 5 && strcmp(nm + n - 5, ".win0") == 0) {
            out->win_rank = p->bufs[b].rank;
            out->win_inner = p->bufs[b].shape[p->bufs[b].rank - 1];
        }
    }
    for (int f = 0; f < p->nfuncs; f++)
        walk(p, p->funcs[f].body, out);
    if (getenv("TT_TEST_VERBOSE")) {
        tt_buf b = {0};
        lw_print_prog(&b, p);
        fprintf(stderr, "---- %s\n%s", what, b.s);
        tt_buf_free(&b);
    }
    lw_prog_free(p);
    return 0;
}

static const struct {
    const char *op, *attrs, *shapes;
    int R, S;
} cases[] = {
    {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x16x7x7 16x5x5", 5, 5},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x24x7x7 24x3x3", 3, 3},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x40x13x13 40x3x3", 3, 3},
    {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x64x14x14 64x5x5", 5, 5},
    {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x9x11 16x3x3", 3, 3},
    {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x24x14x14 24x5x5", 5, 5},
    {"depthwise_conv2d", "stride_h=3,stride_w=1,pad_h=1,pad_w=2", "1x16x13x7 16x3x5", 3, 5},
    {"depthwise_conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x16x5x11 16x3x3", 3, 3},
    {"depthwise_conv2d", "pad_w=3", "2x16x5x11 16x1x7", 1, 7},
    {"depthwise_conv2d", "pad_w=6", "1x40x1x45 40x1x13", 1, 13},
    {"conv2d", "pad_h=1,pad_w=1,groups=16", "1x16x7x7 16x1x3x3", 3, 3},
};

/* The output's extent along axis a (2: y, 3: x) of case i's Task. */
static int64_t out_len(const ir_task *t, int a)
{
    return t->extent[0][a];
}

TEST(channel_lanes_window_the_channels_last)
{
    int checked = 0, passed = 0, chains = 0, gathers = 0, vb_seen[2] = {0, 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++)
            for (int vb = 256; vb <= 512; vb += 256) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", cases[i].op, cases[i].shapes, cases[i].attrs);
                if (!t)
                    continue;
                int W = vb / 32, conv = strcmp(cases[i].op, "conv2d") == 0;
                int64_t C = t->extent[0][1], OH = out_len(t, 2), OW = out_len(t, 3);
                /* tiles: channels one or two vectors (a tail when C is not
                   a multiple); rows one or two a register tile, their S1
                   tile the image or 4; the row whole or half */
                for (int v = 0; v < 8; v++) {
                    int64_t ct = (v & 1) ? 2 * W : W;
                    int64_t y2 = (v & 2) ? 2 : 1, y1 = (v & 4) ? TT_MIN(4, OH) : OH;
                    if (y1 % y2)
                        y1 = y2 * (y1 / y2 + 1);
                    int64_t x1 = (v & 4) && OW >= 8 ? (OW + 1) / 2 : OW;
                    int64_t x2 = TT_MIN(x1, 7);
                    if (x1 % x2)
                        x1 = x2 * (x1 / x2 + 1);
                    if (ct > C + W)
                        continue;
                    char text[512];
                    tt_snprintf(text, sizeof text,
                                "v1 vbits=%d modes=R group=0 Y[t=1.1.1,%lld.%lld.%lld,%lld.%lld.%lld,"
                                "%lld.%lld.%lld r=%s%d,%d o=0.1.2.3 i=0.1.2.3 ro=%s vec=1 lanes=%d "
                                "u=%d par=4 pack=5%d]",
                                vb, (long long)ct, (long long)ct, (long long)ct, (long long)y1,
                                (long long)y1, (long long)y2, (long long)x1, (long long)x1,
                                (long long)x2, conv ? "1," : "", cases[i].R, cases[i].S,
                                conv ? "0.1.2" : "0.1", W, cases[i].S,
                                v % 3);
                    lw_sched c;
                    char err[512] = "";
                    if (lw_sched_parse(t, text, &c, err, sizeof err) != 0 ||
                        lw_sched_check(t, &c, err, sizeof err) != 0) {
                        CHECKF(0, "%s [%s] %s: %s: %s", cases[i].op, cases[i].shapes,
                               cases[i].attrs, text, err);
                        continue;
                    }
                    char what[1024];
                    tt_snprintf(what, sizeof what, "%s [%s] %s threads=%d: %s", cases[i].op,
                                cases[i].shapes, cases[i].attrs, th, text);
                    shape_census sc;
                    if (census(t, &c, &sc, what) == 0) {
                        /* [n][y][x][c]: the channels' S1 tile last */
                        CHECKF(sc.win_rank == 4 && sc.win_inner == TT_MIN(ct, C),
                               "%s: window rank %d, last dimension %lld", what, sc.win_rank,
                               (long long)sc.win_inner);
                        int spans = x1 >= OW;
                        int whole = TT_MIN(ct, C) % W == 0;
                        if (spans && whole)
                            chains++;
                        else
                            gathers++;
                        /* the weights' transposing pack (pack 1 or 2) may
                           transpose too; without it, only the window */
                        if (v % 3 == 0)
                            CHECKF((sc.transposing > 0) == (spans && whole), "%s: %d "
                                   "transposing loops, the row %s the image's", what,
                                   sc.transposing, spans ? "spans" : "does not span");
                    }
                    int ok = diff_check(&env, t, &c, (uint64_t)(i * 16 + (size_t)v), what);
                    checked++;
                    passed += ok;
                    vb_seen[vb == 512]++;
                    CHECKF(ok, "%s", what);
                }
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(chains > 0 && gathers > 0);
    printf("  %d of %d channel-lanes windowed configs match the interpreter (%d copied as runs "
           "of the plane, %d by gathers; 256 bits %d, 512 bits %d)\n",
           passed, checked, chains, gathers, vb_seen[0], vb_seen[1]);
}

/* Depthwise at `attrs`, `shapes` (512 bits, 1 thread) under config
 * `text`: lowered into *sc and checked against the interpreter; 0 if it
 * did not parse or lower. */
static int one_config(const char *attrs, const char *shapes, const char *text, shape_census *sc)
{
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    if (!d)
        return 0;
    diff_target.vector_bits = 512;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, 1);
    lw_sched c;
    char err[512] = "";
    int ok = t && lw_sched_parse(t, text, &c, err, sizeof err) == 0;
    CHECKF(ok, "[%s] %s: %s", shapes, text, err);
    ok = ok && census(t, &c, sc, text) == 0;
    if (ok)
        CHECKF(diff_check(&env, t, &c, 5, text), "%s", text);
    ir_task_free(t);
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    return ok;
}

TEST(row_lanes_keep_the_tensors_order)
{
    shape_census sc;
    if (one_config("pad_h=1,pad_w=1", "1x16x14x14 16x3x3",
                   "v1 vbits=512 modes=R group=0 Y[t=1.1.1,1.1.1,14.7.7,16.16.16 r=3,3 "
                   "o=0.1.3.2 i=0.1.3.2 ro=0.1 vec=3 lanes=16 u=9 par=4 pack=5]", &sc))
        /* [n][c][y][x]: one channel (the S1 tile), the row last */
        CHECKF(sc.win_rank == 4 && sc.win_inner == 16 && sc.transposing == 0,
               "window rank %d, last %lld, %d transposing loops", sc.win_rank,
               (long long)sc.win_inner, sc.transposing);
}

/* The default (lanes_window, lower/windows.c): a row of at most one vector
 * under 16 taps or more takes the channels' lanes and the input's window
 * laid out for them, and so does a filter of one row with 7 taps or more
 * over an image of one longer row; fewer taps, a row whose window row
 * fills a 512-bit vector under 5 taps or more along it (read in place),
 * a longer row under a 2-D
 * filter, an image of several rows under a 1xK filter, a window over
 * LW_WINDOW_DEFAULT_MAX elements, or an axis that does not move every read
 * keep the row's lanes.  Each default against
 * the interpreter. */
TEST(short_rows_under_many_taps_take_channel_lanes)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int lanes512, lanes256;   /* 1: channel lanes by default at that width */
    } want[] = {
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x64x7x7 64x5x5", 1, 1},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x32x14x14 32x5x5", 1, 1},
        /* a row whose window row fills 16 lanes, 5 taps along it: read in
           place at 512 bits (direct_rows) */
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x48x14x14 48x5x5", 0, 0},
        /* ... but a row of 10, whose window row of 14 takes 8 lanes */
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x32x10x10 32x5x5", 1, 0},
        {"depthwise_conv2d", "pad_h=3,pad_w=3", "1x32x5x5 32x7x7", 1, 1},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x64x7x7 64x3x3", 0, 0},
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x32x28x28 32x5x5", 0, 0},
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x24x7x7 24x5x5", 0, 1},
        {"conv2d", "pad_h=2,pad_w=2", "1x32x7x7 32x32x5x5", 0, 0},
        {"conv2d", "pad_h=2,pad_w=2,groups=32", "1x32x7x7 32x1x5x5", 1, 1},
        {"depthwise_conv2d", "pad_w=15", "1x32x1x100 32x1x31", 1, 1},
        {"depthwise_conv2d", "pad_w=3", "1x48x1x37 48x1x7", 1, 1},
        {"depthwise_conv2d", "stride_w=2,pad_w=7", "1x16x1x101 16x1x15", 1, 1},
        {"depthwise_conv2d", "pad_w=2", "1x32x1x64 32x1x5", 0, 0},
        {"depthwise_conv2d", "pad_w=3", "1x32x9x40 32x1x7", 0, 0},
        {"depthwise_conv2d", "pad_h=7", "1x32x40x1 32x15x1", 0, 0},
        /* the whole image's window past LW_WINDOW_DEFAULT_MAX */
        {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x32x4000x7 32x5x5", 0, 0},
    };
    int seen = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(want); i++) {
        ir_deflist l;
        ir_def *d = diff_def(want[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256)
            for (int th = 1; th <= 2; th++) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, want[i].attrs, want[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "[%s]", want[i].shapes);
                if (!t)
                    continue;
                lw_sched c;
                lw_sched_default(t, &c);
                tt_buf b = {0};
                lw_sched_print(&b, t, &c);
                const lw_nest *n = &c.nest[0];
                int lanes = vb == 512 ? want[i].lanes512 : want[i].lanes256;
                char what[768];
                tt_snprintf(what, sizeof what, "%s [%s] %s, %d bits, %d threads: %s", want[i].op,
                            want[i].shapes, want[i].attrs, vb, th, b.s ? b.s : "?");
                CHECKF((n->vec == 1 && n->pack[0] == PK_WIN && n->lanes == vb / 32) == lanes,
                       "%s: %s", what, lanes ? "wanted the channels' lanes and a window"
                                             : "wanted the row's lanes kept");
                seen += lanes;
                CHECKF(diff_check(&env, t, &c, 40 + i, what), "%s", what);
                tt_buf_free(&b);
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d defaults with the channels' lanes, the others the row's\n", seen);
}

/* The taps of a channel-lanes window that read its padding are dropped
 * after unrolling (lw_expr.zpad): 5x5 on a 7x7 image, the register tile
 * the whole row, 2 vectors of channels -- per row of taps, 29 of the 35
 * (x, s) pairs read the image (3 + 4 + 5 + 5 + 5 + 4 + 3), so the lowered
 * program stores 2 x 29 updates and 2 x 7 zeros to the accumulators. */
TEST(padding_taps_are_dropped)
{
    shape_census sc;
    if (one_config("pad_h=2,pad_w=2", "1x64x7x7 64x5x5",
                   "v1 vbits=512 modes=R group=0 Y[t=1.1.1,32.32.32,7.7.1,7.7.7 r=5,5 "
                   "o=0.1.2.3 i=0.1.2.3 ro=0.1 vec=1 lanes=16 u=5 par=4 pack=51]", &sc))
        CHECKF(sc.acc_stores == 2 * 29 + 2 * 7, "%d stores to the accumulators, wanted %d",
               sc.acc_stores, 2 * 29 + 2 * 7);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(channel_lanes_window_the_channels_last);
    RUN(row_lanes_keep_the_tensors_order);
    RUN(short_rows_under_many_taps_take_channel_lanes);
    RUN(padding_taps_are_dropped);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * NCHW depthwise rows read in place (lower/windows.c, direct_rows): where
 * the default's register tile runs along short image rows (one or two
 * vectors) in vectors narrower than 512 bits, and the padded input's
 * window would not be split in phases, the default takes no window:
 *
 *  - its input is read under guards (no pack), the register tile's rows
 *    are equal tiles of at most half the vector registers' accumulators,
 *    the tap along the rows is the innermost reduction variable, every tap
 *    unrolled; it checks and matches the interpreter at 1 and 2 threads
 *    (odd and prime sizes, 5x5, dilation -- whose default takes no
 *    window, and still gets the order and the tiles -- and the grouped
 *    form of conv2d);
 *  - at 16 lanes of 512 bits it does so where the row has 5 or more taps
 *    and a weight multiplies the window (5x5, 7x7: the streamed window's
 *    shifts and the channel lanes' transposes cost more there);
 *  - it leaves the window of 16 lanes at 512 bits under 3 taps along the
 *    row (shifts of whole vectors) and of a 5x5 max pool, of a stride-2
 *    read (split in phases), of rows of four vectors, a 1x7 window (no
 *    tap along the rows), and NHWC alone;
 *  - the windows it leaves at rows of up to 4 vectors: streamed through
 *    registers at 512 bits, kept in memory at 256 (moved here from
 *    test_window.c).
 *
 * usage: test_direct_rows
 */
#include <string.h>

#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

#include "tests/lower/window_cases.h"

static diff_env env;

static const struct {
    const char *op, *attrs, *shapes;
    int direct;   /* bit 0: at 256 bits the default reads the rows in place, bit 1: at 512 */
} rcases[] = {
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x24x14x14 24x3x3", 1},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x13x13x13 13x3x3", 3},     /* prime: 8 lanes at 512 */
    /* 5 taps along the row: read in place at 16 lanes of 512 bits too */
    {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x11x14x14 11x5x5", 3},
    {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x16x14x14 16x5x5", 3},   /* not channel lanes */
    {"depthwise_conv2d", "pad_h=3,pad_w=3", "1x3x23x23 3x7x7", 2},     /* 3 vectors at 256 */
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x19x7x7 19x3x3", 3},       /* 7 of 8 lanes */
    {"depthwise_conv2d", "pad_h=2,pad_w=2", "1x6x9x7 6x5x5", 3},         /* a ragged plane */
    /* dilated: no window by default, the rows' tap innermost all the same */
    {"depthwise_conv2d", "pad_h=2,pad_w=2,dil_h=2,dil_w=2", "1x8x11x11 8x3x3", 3},
    {"conv2d", "pad_h=1,pad_w=1,groups=17", "1x17x14x14 17x1x3x3", 1},
    /* left alone */
    {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x28x28 16x3x3", 0},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x16x28x28 16x3x3", 0},   /* rows of 4 vectors */
    {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=32", "1x14x14x32 3x3x1x32", 0},
    {"depthwise_conv2d", "pad_h=0,pad_w=3", "1x5x13x13 5x1x7", 0},     /* no tap along the rows */
    {"max_pool2d", "kh=5,kw=5,stride_h=1,stride_w=1,pad_h=2,pad_w=2", "1x16x14x14", 0},
};

/* "OP [SHAPES] ATTRS threads=N vbits=B default D" into what. */
static void describe_default(char *what, size_t n, int i, int th, int vb, const ir_task *t,
                     const lw_sched *s)
{
    tt_buf b = {0};
    lw_sched_print(&b, t, s);
    tt_snprintf(what, n, "%s [%s] %s threads=%d vbits=%d default %s", rcases[i].op,
                rcases[i].shapes, rcases[i].attrs, th, vb, b.s);
    tt_buf_free(&b);
}

/* Whether stage 0's default reads its input in place along rows: no pack
 * of the input, the tap that moves the input's rows innermost, and the
 * register tile's rows times its vectors within half the registers. */
static int reads_rows_in_place(const ir_task *t, const lw_sched *s, int vb, char *why, size_t n)
{
    const ir_stmt *st = &t->def->stmts[0];
    const lw_nest *nest = &s->nest[0];
    const ir_expr *rd[LW_MAX_READS];
    int nreads = lw_stage_reads(st, rd, LW_MAX_READS), ns = st->nspatial, nr = st->nvars - ns;
    int x = nest->vec, last = -1;
    for (int q = 0; q < nreads; q++)
        if (rd[q]->id == 0)
            last = q;
    if (last < 0 || x < 0 || x >= ns) {
        tt_snprintf(why, n, "no vectorized spatial axis");
        return 0;
    }
    const ir_expr *in = rd[last];
    if (nest->pack[last] != PK_NONE) {
        tt_snprintf(why, n, "the input is packed (%d)", nest->pack[last]);
        return 0;
    }
    int y = -1, ry = -1;
    for (int a = 0; a < ns; a++)
        if (a != x && lw_coef(t, 0, in->args[in->nargs - 2], a) != 0)
            y = a;
    for (int r = 0; r < nr; r++)
        if (lw_coef(t, 0, in->args[in->nargs - 2], ns + r) != 0)
            ry = r;
    if (y < 0 || ry < 0 || nest->rorder[nr - 1] != ry) {
        tt_snprintf(why, n, "the rows' tap (%d) is not innermost", ry);
        return 0;
    }
    int64_t vecs = (nest->tile[x][2] + nest->lanes - 1) / nest->lanes;
    if (nest->tile[y][2] * vecs > (vb >= 512 ? 16 : 8)) {
        tt_snprintf(why, n, "%d rows of %d vectors", (int)nest->tile[y][2], (int)vecs);
        return 0;
    }
    return 1;
}

TEST(short_rows_are_read_in_place)
{
    int checked = 0, passed = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(rcases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(rcases[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256) {
            for (int th = 1; th <= 2; th++) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, rcases[i].attrs, rcases[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", rcases[i].op, rcases[i].shapes, rcases[i].attrs);
                if (!t)
                    continue;
                lw_sched s;
                lw_sched_default(t, &s);
                char what[1024], why[128] = "", msg[512] = "";
                describe_default(what, sizeof what, (int)i, th, vb, t, &s);
                int want = rcases[i].direct >> (vb / 256 - 1) & 1;
                int got = reads_rows_in_place(t, &s, vb, why, sizeof why);
                CHECKF(got == want, "%s: %s (%s)", what,
                       want ? "the rows are not read in place" : "the rows are read in place", why);
                CHECKF(lw_sched_check(t, &s, msg, sizeof msg) == 0, "%s: %s", what, msg);
                if (want) {
                    uint64_t seed = (uint64_t)(i * 8 + (size_t)th * 2 + (size_t)vb / 256);
                    int ok = diff_check(&env, t, &s, seed, what);
                    checked++;
                    passed += ok;
                    CHECKF(ok, "%s", what);
                }
                ir_task_free(t);
            }
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked == 30);
    printf("  %d of %d defaults reading rows in place match the interpreter\n", passed, checked);
}

/* A short-row window (the row in up to 4 vectors) not split in phases is
 * streamed through registers at 512 bits (its taps one valignd each) and
 * kept in memory at 256 bits, where a shifted tap costs a permute, a lane
 * swap and blends: the S1 tile of rows then spans the image, several
 * register tiles reading one window (stream_tiles in lower/windows.c) --
 * for rows of 3 or 4 vectors; rows of 1 or 2 are read in place there
 * (direct_rows, above).  A window split in
 * phases (stride 2) is streamed at both widths.  Each default against the
 * interpreter. */
TEST(short_rows_stream_where_shifts_are_cheap)
{
    static const struct {
        const char *shapes, *attrs;
        int split;
        int direct256;   /* at 256 bits rows of 2 vectors read in place, no
                            window (lower/windows.c, direct_rows) */
        int direct512;   /* at 512 bits read in place: 5 taps or more along
                            the row */
    } sc[] = {
        {"1x5x14x14 5x3x3", "pad_h=1,pad_w=1", 0, 1, 0},
        {"1x3x28x28 3x3x3", "pad_h=1,pad_w=1", 0, 0, 0},
        {"1x3x56x56 3x3x3", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", 1, 0, 0},
        {"1x3x23x23 3x5x5", "pad_h=2,pad_w=2", 0, 0, 1},
        {"1x2x19x29 2x7x7", "pad_h=3,pad_w=3", 0, 0, 1},
    };
    int checked = 0;
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int vb = 256; vb <= 512; vb += 256) {
            diff_target.vector_bits = vb;
            ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, 1);
            CHECKF(t != NULL, "[%s]", sc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            char what[1024], msg[512] = "";
            describe_task(what, sizeof what, "depthwise_conv2d", sc[i].shapes, sc[i].attrs, 1, t,
                          &c);
            int x = n->vec, y = x - 1;
            if ((vb == 256 && sc[i].direct256) || (vb == 512 && sc[i].direct512)) {
                CHECKF(n->pack[0] == PK_NONE && x == 3, "%s: not rows read in place", what);
                checked += diff_check(&env, t, &c, 71 + (uint64_t)i, what);
                ir_task_free(t);
                continue;
            }
            CHECKF(n->pack[0] == PK_WIN && x == 3, "%s: not a window read along the rows", what);
            lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
            CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
            int streamed = 0;
            for (int b = 0; p && b < p->nbufs; b++)
                streamed |= p->bufs[b].stream;
            if (x == 3) {
                int in_memory = vb == 256 && !sc[i].split;
                CHECKF(n->tile[x][1] == n->tile[x][2] && n->tile[x][2] >= t->extent[0][x],
                       "%s: the row is not one register tile", what);
                CHECKF(in_memory ? n->tile[y][1] > n->tile[y][2] : n->tile[y][1] == n->tile[y][2],
                       "%s: S1 tile of rows %d, register tile %d", what, n->tile[y][1],
                       n->tile[y][2]);
                CHECKF(streamed == !in_memory, "%s: %s", what,
                       streamed ? "streamed" : "not streamed");
                /* in memory, as many rows as 9 accumulators hold, in
                   equal tiles (rows of 4 vectors: 2 rows, of 3: 3), the
                   tap along the rows innermost and unrolled alone */
                int64_t xv = (t->extent[0][x] + n->lanes - 1) / n->lanes, T = n->tile[y][2];
                int64_t E = t->extent[0][y], tiles = (E + 9 / xv - 1) / (9 / xv);
                int nr = t->def->stmts[0].nvars - t->def->stmts[0].nspatial;
                if (in_memory) {
                    CHECKF(T == (E + tiles - 1) / tiles,
                           "%s: register tile of %lld rows x %lld vectors", what, (long long)T,
                           (long long)xv);
                    CHECKF(n->rorder[nr - 1] == 0 && n->unroll == t->extent[0][4],
                           "%s: the row tap is not innermost and unrolled alone (u=%d)", what,
                           n->unroll);
                }
            }
            if (p)
                lw_prog_free(p);
            checked += diff_check(&env, t, &c, 71 + (uint64_t)i, what);
            ir_task_free(t);
        }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d of 10 defaults match the interpreter\n", checked);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(short_rows_are_read_in_place);
    RUN(short_rows_stream_where_shifts_are_cheap);
    diff_close(&env);
    TEST_EXIT();
}

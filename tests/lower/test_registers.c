/*
 * The default schedule within the vector registers of its target
 * (lower/default.c): 32 registers with 512-bit vectors (AVX-512), 16 with
 * 256 (AVX2).
 *
 *  - a register tile holds at most 16 accumulators at 512 bits and 12 at
 *    256 (the weights' vectors and a broadcast need the rest): 7 rows of 2
 *    vectors at 512 bits, 4 + 3 rows at 256; 24 on a host that issues
 *    two 512-bit FMAs a cycle (ir_target.fma_rate 2: Zen 5, most Xeons);
 *  - at 256 bits, a window's 7 or 8 rows take 3 vectors of 4 rows, an
 *    NCHW image row of one vector read through a window takes 12 rows of
 *    output channels (its taps rolled), and 12 accumulators count vectors
 *    of the tile's lanes (2 of 4 for a row of 5);
 *  - there, 2 vectors take up to 12 rows in equal tiles where the rows
 *    share the vector operand and no window taps along them are
 *    unrolled; elsewhere the default is that of a one-FMA host;
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

/* Op d bound at shapes for a target of vb bits and fma_rate rate, on
 * `threads` threads, its default schedule in *c; what describes it (the config text also in text,
 * when not NULL).  NULL (and a failed check) when the bind fails. */
static ir_task *bind_default_threads(const ir_def *d, const char *attrs, const char *shapes,
                                     int vb, int rate, int threads, lw_sched *c, char *what,
                                     size_t wn, char *text, size_t tn)
{
    diff_target.vector_bits = vb;
    diff_target.fma_rate = rate;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, threads);
    CHECKF(t != NULL, "%s [%s]", d->name, shapes);
    if (!t)
        return NULL;
    lw_sched_default(t, c);
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, wn, "%s [%s] %s vbits=%d fma_rate=%d threads=%d default %s", d->name,
                shapes, attrs, vb, rate, threads, cb.s);
    if (text)
        tt_snprintf(text, tn, "%s", cb.s);
    tt_buf_free(&cb);
    return t;
}

/* the same on one thread */
static ir_task *bind_default(const ir_def *d, const char *attrs, const char *shapes, int vb,
                             int rate, lw_sched *c, char *what, size_t wn, char *text,
                             size_t tn)
{
    return bind_default_threads(d, attrs, shapes, vb, rate, 1, c, what, wn, text, tn);
}

TEST(defaults_fit_the_vector_registers)
{
    int checked = 0;
    /* 256 bits; 512 bits with one and with two full-width FMAs a cycle */
    static const int vbs[] = {256, 512, 512}, rates[] = {1, 1, 2};
    for (size_t i = 0; i < TT_ARRAY_LEN(rcases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(rcases[i].op, &l);
        REQUIRE(d);
        for (int k = 0; k < 3; k++) {
            int vb = vbs[k];
            lw_sched c;
            char what[1024];
            ir_task *t = bind_default(d, rcases[i].attrs, rcases[i].shapes, vb, rates[k], &c,
                                      what, sizeof what, NULL, 0);
            if (!t)
                continue;
            const lw_nest *n = &c.nest[0];
            if (n->vec >= 0 && n->vec < LW_VEC_RED) {
                int64_t acc = accumulators(t, &c);
                int64_t bound = vb == 512 ? (rates[k] == 2 ? 24 : 16) : 12;
                /* a window kept in memory at 256 bits (its S1 tile of rows
                   above the register tile's: lower/windows.c stream_tiles)
                   is read by memory operands of the FMAs: all registers
                   but two may hold accumulators */
                if (vb == 256 && n->pack[0] == PK_WIN && n->vec >= 1 &&
                    n->tile[n->vec - 1][1] > n->tile[n->vec - 1][2])
                    bound = 14;
                /* two vectors of lanes strided in the output (transposed
                   stores, lower/default.c) in up to 14 rows: 28, with the
                   two vector operands and a broadcast 31 of 32 registers */
                int ns = t->def->stmts[0].nspatial;
                if (vb == 512 && rates[k] == 2 && n->vec != ns - 1 &&
                    n->tile[n->vec][2] == 2 * n->lanes)
                    bound = 28;
                CHECKF(acc <= bound, "%s: %lld accumulators", what, (long long)acc);
            }
            if (rcases[i].taps_on_rows && n->vec >= 0 && n->vec < LW_VEC_RED)
                CHECKF(vb == 512 ? n->unroll > 1 : n->unroll == 1, "%s: unroll %d", what,
                       n->unroll);
            checked += diff_check(&env, t, &c, (uint64_t)i * 4 + (uint64_t)(vb + k), what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target = env.be->target;
    CHECK(checked == 3 * (int)TT_ARRAY_LEN(rcases));
}

/* The rows of stage 0's register tile: t3 of the axis other than the
 * vector axis with the largest t3 (-1 if none), its extent in *e. */
static int rows_axis(const ir_task *t, const lw_sched *c, int64_t *e)
{
    const lw_nest *n = &c->nest[0];
    int m = -1;
    for (int a = 0; a < t->def->stmts[0].nspatial; a++)
        if (a != n->vec && (m < 0 || n->tile[a][2] > n->tile[m][2]))
            m = a;
    *e = m >= 0 ? t->extent[0][m] : 0;
    return m;
}

/* A host that issues two 512-bit FMAs a cycle: a 2-vector register tile
 * whose rows share the vector operand (a matmul's B, a convolution's
 * weights) takes up to 12 rows in equal tiles (14 as 7 + 7, not 6 + 6 +
 * 2), up to 9 where window taps along the rows are unrolled (an NCHW
 * window's s along x: 17 as 9 + 8) where that leaves two tiles or more,
 * or the whole row where it takes 20 accumulators or fewer (9, 10); 6 rows of 4 vectors where
 * the vector axis fills 4 vectors (its last tile at least half full: 64
 * and 112 lanes, not 70) and there are 12 rows or more, 8 rows of 3
 * vectors where the lanes are whole tiles of 3 (144) and there are 16
 * rows or more; a depthwise convolution (each row loads its own input)
 * and a one-vector tile keep the one-FMA host's default -- but for a
 * stride-2 depthwise row of one vector whose window's phases are
 * streamed (each input row loaded once for the tile's rows: 14 rows as 7
 * + 7).  Both match the interpreter. */
TEST(two_fma_hosts_take_more_rows)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int cap;    /* rows at most, in equal tiles, at fma_rate 2; 0: the
                       same default as at fma_rate 1 (8: 3 vectors -- a
                       small image's rows with a window, or lanes in whole
                       tiles of 3 vectors; 6: 4 vectors) */
    } mc[] = {
        {"matmul", "", "45x40 40x70", 12},
        {"matmul", "", "100x13 13x64", 6},
        {"matmul", "", "30x50 50x112", 6},
        {"matmul", "", "11x50 50x128", 12},   /* 11 rows: one tile */
        {"matmul", "", "20x50 50x144", 8},    /* 3 vectors x 7 */
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x16 3x3x16x32", 12},
        {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x19x19x16 3x3x16x48", 12},
        {"conv2d_nhwc", "", "1x14x14x64 1x1x64x32", 12},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x64 3x3x64x96", 8},   /* 3 vectors x 7 */
        {"conv2d", "pad_h=1,pad_w=1", "1x32x14x14 32x32x3x3", 9},
        {"conv2d", "pad_w=3", "1x32x17x17 32x32x1x7", 9},
        {"conv2d", "pad_w=3", "1x32x9x9 32x32x1x7", 9},   /* 9 whole: 18 accumulators */
        {"conv2d", "pad_h=2,pad_w=2", "1x8x13x13 24x8x5x5", 0},   /* one vector */
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x19x19 32x16x3x3", 10},
        /* 14 outputs a row in one vector of 16 lanes, its window's
           phases streamed: 7 + 7 rows */
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x32x28x28 32x3x3", 9},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x32x28x28 32x3x3", 0},
    };
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(mc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(mc[i].op, &l);
        REQUIRE(d);
        lw_sched c[2];
        int64_t acc[2] = {0, 0}, rows[2] = {0, 0}, e = 0;
        char what[2][1024], text[2][512];
        memset(text, 0, sizeof text);
        for (int k = 0; k < 2; k++) {
            ir_task *t = bind_default(d, mc[i].attrs, mc[i].shapes, 512, k + 1, &c[k], what[k],
                                      sizeof what[k], text[k], sizeof text[k]);
            if (!t)
                continue;
            acc[k] = accumulators(t, &c[k]);
            int m = rows_axis(t, &c[k], &e);
            rows[k] = m >= 0 ? c[k].nest[0].tile[m][2] : 1;
            checked += diff_check(&env, t, &c[k], 200 + (uint64_t)i * 2 + (uint64_t)k, what[k]);
            ir_task_free(t);
        }
        if (mc[i].cap) {
            int64_t cap = mc[i].cap;
            CHECKF(strcmp(text[0], text[1]) != 0 && acc[1] <= (cap <= 8 ? 24 : 2 * cap) &&
                       (cap != 8 || acc[1] == 3 * rows[1]) && (cap != 6 || acc[1] == 4 * rows[1]),
                   "%s: %lld accumulators, %lld at fma_rate=1", what[1], (long long)acc[1],
                   (long long)acc[0]);
            /* equal tiles: no fewer tiles would do, none is short by more
               than one row per tile */
            int64_t tiles = (e + rows[1] - 1) / rows[1];
            CHECKF(rows[1] <= cap && tiles == (e + cap - 1) / cap && rows[1] * tiles - e < tiles,
                   "%s: %lld rows of %lld in %lld tiles", what[1], (long long)rows[1],
                   (long long)e, (long long)tiles);
        } else {
            CHECKF(strcmp(text[0], text[1]) == 0, "%s differs from %s", what[1], what[0]);
        }
        ir_deflist_free(&l);
    }
    diff_target = env.be->target;
    CHECK(checked == 2 * (int)TT_ARRAY_LEN(mc));
}

/* 16 registers (256 bits), a small image's rows:
 *  - a window's few rows that tiles of 6 cut badly (7: 4 + 3 rows of 2
 *    vectors, 8 and 6 accumulators) take 3 vectors of up to 4 rows where
 *    that makes a quarter fewer register tiles, the weights packed where a
 *    tile's row of them (1.5 lines) falls in few L1 sets (output channels
 *    a multiple of 256); a row of 14 (2 vectors of 5 rows), a row of 5
 *    (one tile of 5) and no window keep 2 vectors;
 *  - lanes along an NCHW image row of one vector read through a window
 *    (its taps shifts of the window rows): rows of output channels all
 *    share those shifts and take up to 12, the taps rolled; rows that move
 *    the window (a depthwise convolution's channels) and two vectors of 4
 *    lanes keep at most 8 rows;
 *  - never more than 12 accumulators.  All match the interpreter. */
TEST(small_images_fill_16_registers)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int vectors;   /* of 8 lanes along the output channels (NHWC); 0: lanes
                          along the image row, read through a window (NCHW);
                          -1: along the row, read in place (lower/windows.c,
                          direct_rows) */
        int rows;      /* of the rows axis; 0: at most 8 */
        int packed;    /* the weights (read 1) packed */
    } fc[] = {
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x64 3x3x64x96", 3, 4, 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x8x8x32 3x3x32x48", 3, 4, 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x16 3x3x16x256", 3, 4, 1},
        {"conv2d_nhwc", "pad_h=2,pad_w=2", "1x7x7x16 5x5x16x72", 3, 4, 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x32 3x3x32x96", 2, 5, 0},
        {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x10x10x32 3x3x32x96", 2, 5, 0},
        {"conv2d_nhwc", "", "1x7x7x64 1x1x64x96", 2, 0, 0},
        {"conv2d", "pad_h=1,pad_w=1", "1x96x6x6 96x96x3x3", 0, 12, 0},
        {"conv2d", "pad_h=1,pad_w=1", "1x128x8x8 128x128x3x3", 0, 12, 0},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x64x7x7 64x3x3", -1, 0, 0},
        {"conv2d", "pad_h=1,pad_w=1", "1x512x5x5 64x512x3x3", 0, 0, 0},
    };
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(fc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(fc[i].op, &l);
        REQUIRE(d);
        lw_sched c;
        char what[1024];
        ir_task *t = bind_default(d, fc[i].attrs, fc[i].shapes, 256, 1, &c, what, sizeof what,
                                  NULL, 0);
        if (!t) {
            ir_deflist_free(&l);
            continue;
        }
        const lw_nest *n = &c.nest[0];
        int64_t e = 0;
        int m = rows_axis(t, &c, &e), ns = t->def->stmts[0].nspatial;
        if (fc[i].vectors < 0)
            CHECKF(n->vec == ns - 1 && n->pack[0] == PK_NONE, "%s: no rows read in place", what);
        else if (fc[i].vectors)
            CHECKF(n->vec >= 0 && n->vec < LW_VEC_RED && n->lanes == 8 &&
                       n->tile[n->vec][2] == 8 * fc[i].vectors,
                   "%s: not %d vectors", what, fc[i].vectors);
        else
            CHECKF(n->vec == ns - 1 && n->pack[0] == PK_WIN, "%s: no window rows", what);
        if (fc[i].rows)
            CHECKF(m >= 0 && n->tile[m][2] == fc[i].rows &&
                       (fc[i].vectors > 0 || n->unroll == 1),
                   "%s: not %d rows (taps rolled)", what, fc[i].rows);
        else if (fc[i].vectors <= 0)
            CHECKF(m >= 0 && n->tile[m][2] <= 8, "%s: more than 8 rows", what);
        CHECKF(accumulators(t, &c) <= 12, "%s: %lld accumulators", what,
               (long long)accumulators(t, &c));
        if (fc[i].packed)
            CHECKF(n->pack[1] != PK_NONE, "%s: the weights not packed", what);
        checked += diff_check(&env, t, &c, 300 + (uint64_t)i, what);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
    diff_target = env.be->target;
    CHECK(checked == (int)TT_ARRAY_LEN(fc));
}

/* Rows that each read their own vectors at a stride along the lanes (a
 * stride-2 depthwise convolution's input, NCHW): the rows that keep 8
 * FMAs in flight (4 on a host whose 512-bit FMA takes both pipes), in
 * equal tiles; at stride 1 more.  Both match the interpreter. */
TEST(strided_rows_keep_fmas_in_flight)
{
    static const struct {
        const char *attrs, *shapes;
        int rows[2];   /* at fma_rate 1, 2; 0: more than 4 */
    } sc[] = {
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x56x56 16x3x3", {2, 4}},  /* 2 vectors */
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x30x30 16x3x3", {4, 8}},  /* 1 vector */
        {"pad_h=1,pad_w=1", "1x16x28x28 16x3x3", {0, 0}},
    };
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int k = 0; k < 2; k++) {
            lw_sched c;
            char what[1024];
            ir_task *t = bind_default(d, sc[i].attrs, sc[i].shapes, 512, k + 1, &c, what,
                                      sizeof what, NULL, 0);
            if (!t)
                continue;
            int64_t e = 0;
            int m = rows_axis(t, &c, &e);
            int64_t rows = m >= 0 ? c.nest[0].tile[m][2] : 1;
            int want = sc[i].rows[k];
            CHECKF(want ? rows == want : rows > 4, "%s: %lld rows of %lld, want %d", what,
                   (long long)rows, (long long)e, want);
            checked += diff_check(&env, t, &c, 400 + (uint64_t)i * 2 + (uint64_t)k, what);
            ir_task_free(t);
        }
    ir_deflist_free(&l);
    diff_target = env.be->target;
    CHECK(checked == 2 * (int)TT_ARRAY_LEN(sc));
}

/* Lanes strided in the output (an NCHW convolution's output channels),
 * rows along its unit-stride axis: the write-back is transposed stores,
 * one vector of lanes on a one-FMA host; on a host with two 512-bit FMAs
 * a cycle two vectors, in up to 14 rows, where the reduction has 64
 * steps or more and the lanes are whole pairs of vectors that divide
 * among the threads (96 channels at 2 threads: 3 pairs, one vector).
 * Both match the interpreter. */
TEST(transposed_store_tiles_take_two_vectors_on_two_fma_hosts)
{
    static const struct {
        const char *shapes;
        int threads;
        int lanes2, rows;   /* at fma_rate 2: the tile's lanes, its rows */
    } tc[] = {
        {"1x192x23x23 64x192x1x1", 1, 32, 12},
        {"1x192x37x37 32x192x1x1", 1, 32, 10},   /* 19 as 10 + 9 */
        {"1x256x53x53 64x256x1x1", 1, 32, 14},   /* 27 as 14 + 13 */
        {"1x192x23x23 48x192x1x1", 1, 16, 12},   /* 3 vectors: not pairs */
        {"1x192x37x37 96x192x1x1", 2, 16, 10},   /* 3 pairs, 2 threads */
        {"1x192x37x37 64x192x1x1", 2, 32, 10},
        {"1x160x23x23 64x160x1x1", 1, 32, 12},   /* 160 steps */
        {"1x64x27x27 128x64x1x1", 1, 32, 14},   /* 64 steps */
        {"1x48x23x23 64x48x1x1", 1, 16, 12},     /* 48 steps: one vector */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(tc); i++)
        for (int k = 0; k < 2; k++) {
            lw_sched c;
            char what[1024];
            ir_task *t = bind_default_threads(d, "stride_h=2,stride_w=2", tc[i].shapes, 512,
                                              k + 1, tc[i].threads, &c, what, sizeof what,
                                              NULL, 0);
            if (!t)
                continue;
            const lw_nest *n = &c.nest[0];
            int lanes = k == 1 ? tc[i].lanes2 : 16;
            CHECKF(n->vec == 1 && n->lanes == 16 && n->tile[1][2] == lanes &&
                       n->tile[3][2] == tc[i].rows && n->tile[2][2] == 1,
                   "%s: want %d lanes x %d rows", what, lanes, tc[i].rows);
            checked += diff_check(&env, t, &c, 300 + (uint64_t)i * 2 + (uint64_t)k, what);
            ir_task_free(t);
        }
    ir_deflist_free(&l);
    diff_target = env.be->target;
    CHECK(checked == 2 * (int)TT_ARRAY_LEN(tc));
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
        lw_sched c;
        char what[1024];
        ir_task *t = bind_default(d, uc[i].attrs, uc[i].shapes, 512, 1, &c, what, sizeof what,
                                  NULL, 0);
        if (t) {
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
    diff_target = env.be->target;
    CHECK(checked == (int)TT_ARRAY_LEN(uc));
}

/* Rows whose vector read slides along them with a window's taps (an NHWC
 * depthwise convolution: its input's row y + r, lanes along the
 * channels): the tap r innermost of the reductions, and on a host with two
 * 512-bit FMAs a cycle 7 rows in equal tiles (sliding_tap, lower/default.c).
 * A dense NHWC convolution keeps its channels innermost, an NCHW depthwise
 * its row's tap s (at 256 bits, its window in memory, the rows' tap r).  Each default against the interpreter. */
TEST(sliding_taps_go_innermost)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int inner;      /* the innermost reduction variable wanted */
        int rows512;    /* the register rows at 512 bits, 2 FMAs (0: not checked) */
        int inner256;   /* at 256 bits, if not inner (+1; 0: inner) */
    } sc[] = {
        {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=48", "1x14x14x48 3x3x1x48", 0, 7, 0},
        {"conv2d_nhwc", "pad_h=2,pad_w=2,groups=32", "1x7x7x32 5x5x1x32", 0, 7, 0},
        {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=32", "1x28x28x32 3x3x1x32",
         0, 7, 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=32", "1x19x19x32 3x3x1x32", 0, 7, 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x32 3x3x32x64", 2, 0, 0},
        /* at 256 bits its window is kept in memory, read at offsets, and
           the tap along its rows (r) goes innermost (lower/windows.c,
           stream_tiles) */
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x16x28x28 16x3x3", 1, 0, 0 + 1},
    };
    int checked = 0, n = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int k = 0; k < 2; k++) {
            int vb = k ? 512 : 256, rate = k ? 2 : 1;
            lw_sched c;
            char what[1024];
            ir_task *t = bind_default(d, sc[i].attrs, sc[i].shapes, vb, rate, &c, what,
                                      sizeof what, NULL, 0);
            if (!t)
                continue;
            const lw_nest *ne = &c.nest[0];
            int ns = t->def->stmts[0].nspatial, nr = t->def->stmts[0].nvars - ns;
            const int64_t *K = t->extent[0] + ns;
            int inner = -1;
            for (int j = nr - 1; j >= 0 && inner < 0; j--)
                if (K[ne->rorder[j]] > 1)
                    inner = ne->rorder[j];
            int want = !k && sc[i].inner256 ? sc[i].inner256 - 1 : sc[i].inner;
            CHECKF(inner == want, "%s: innermost reduction %d, want %d", what, inner, want);
            if (k && sc[i].rows512) {
                int64_t rows = ne->tile[1][2], E = t->extent[0][1];
                CHECKF(rows == sc[i].rows512 || (rows == E && E < sc[i].rows512),
                       "%s: %lld rows, want %d", what, (long long)rows, sc[i].rows512);
            }
            checked += diff_check(&env, t, &c, 600 + (uint64_t)i * 2 + (uint64_t)k, what);
            n++;
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target = env.be->target;
    CHECK(checked == n && n == 2 * (int)TT_ARRAY_LEN(sc));
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(defaults_fit_the_vector_registers);
    RUN(defaults_unroll_whole_loops);
    RUN(two_fma_hosts_take_more_rows);
    RUN(small_images_fill_16_registers);
    RUN(strided_rows_keep_fmas_in_flight);
    RUN(transposed_store_tiles_take_two_vectors_on_two_fma_hosts);
    RUN(sliding_taps_go_innermost);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Packed panels with threads (lower/default.c): no panel of a packed read
 * is one both threads read when it can be helped.
 *
 *  - at 2 threads, a convolution whose packed weights (transposed per call
 *    for an NCHW layer's output-channel lanes) would be one panel read by
 *    every chunk -- the register tiles of the output channels an odd count
 *    the threads cannot split -- is cut: each chunk is whole register
 *    tiles of the output channels, packs its own slice (PK_S1, not the
 *    all-tiles PK_S1A), the axes reusing it split in at most 2 (the
 *    threads), so the chunks come in a count the threads divide;
 *  - where the chunks of the output channels already split among the
 *    threads (SSD's 3x3 stride-2 C128 -> 256 10x10), the all-tiles panel
 *    stays;
 *  - NHWC weights whose rows are a multiple of 1 KB apart are packed per
 *    S1 tile at 256 bits, where a register tile's row of them is one
 *    cache line, and not at 512 bits or 512 bytes apart;
 *  - the fused form of an NCHW convolution (lanes along the fused
 *    reduction, its input's im2col packed) packs that im2col for every
 *    tile before the parallel loop at 2 threads (PK_S1A: SSD's stride-2
 *    C128 10x10 431 GFLOP/s against 403 with each thread packing the
 *    whole of it), where the check allows it (4x the input or 64K
 *    elements: a 3x3 stride-1 7x7 image of 160 channels' is 9x its input:
 *    per chunk, PK_S1);
 *  - every default here matches the interpreter.
 *
 * usage: test_panels
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static const char *describe(const ir_task *t, const lw_sched *c, const char *op,
                            const char *shapes, char *buf, size_t len)
{
    tt_buf b = {0};
    lw_sched_print(&b, t, c);
    tt_snprintf(buf, len, "%s [%s] threads=%d vbits=%d: %s", op, shapes, t->nthreads,
                diff_target.vector_bits, b.s ? b.s : "?");
    tt_buf_free(&b);
    return buf;
}

/* Whether stage 0's chunks pack their own panels of read q: the vector
 * axis's S0 tile whole register tiles, not all of it, and at most 2 chunks
 * (the threads) packing each panel. */
static int own_panels(const ir_task *t, const lw_sched *c, int q)
{
    const lw_nest *n = &c->nest[0];
    const ir_stmt *st = &t->def->stmts[0];
    int v = n->vec;
    if (v < 0 || v >= st->nspatial || n->pack[q] != PK_S1)
        return 0;
    if (n->tile[v][0] % n->tile[v][2] || n->tile[v][0] >= t->extent[0][v])
        return 0;
    const ir_expr *rd[LW_MAX_READS];
    lw_stage_reads(st, rd, LW_MAX_READS);
    int64_t copies = 1;
    for (int a = 0; a < st->nspatial; a++) {
        if (a == v)
            continue;
        int used = 0;
        for (int k = 0; k < rd[q]->nargs; k++)
            used |= lw_coef(t, 0, rd[q]->args[k], a) != 0;
        if (!used)
            copies *= (t->extent[0][a] + n->tile[a][0] - 1) / n->tile[a][0];
    }
    return copies <= 2;
}

/* Bind op at shapes for 2 threads and 512-bit vectors, check its default
 * against the interpreter, and that the weights' panel (read 1) is cut per
 * chunk (cut) or stays the all-tiles panel whose chunks of output channels
 * split between the threads (!cut). */
static void check_default(const char *op, const char *attrs, const char *shapes, int cut,
                          uint64_t seed)
{
    ir_deflist l;
    ir_def *d = diff_def(op, &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, 2);
    CHECKF(t != NULL, "%s [%s]", op, shapes);
    if (t) {
        lw_sched c;
        lw_sched_default(t, &c);
        char what[1024], msg[512] = "";
        describe(t, &c, op, shapes, what, sizeof what);
        const lw_nest *n = &c.nest[0];
        int v = n->vec;
        if (cut) {
            CHECKF(own_panels(t, &c, 1), "%s: the weights' panel is shared by the chunks",
                   what);
            int64_t chunks = 1;
            for (int a = 0; a < t->def->stmts[0].nspatial; a++)
                chunks *= (t->extent[0][a] + n->tile[a][0] - 1) / n->tile[a][0];
            CHECKF(chunks % 2 == 0, "%s: %lld chunks for 2 threads", what, (long long)chunks);
        } else {
            CHECKF(v >= 0 && n->pack[1] == PK_S1A, "%s: not the all-tiles panel", what);
            if (v >= 0)
                CHECKF(n->tile[v][0] % n->tile[v][2] == 0 &&
                           (t->extent[0][v] / n->tile[v][0]) % 2 == 0,
                       "%s: the output channels' chunks do not split between 2 threads",
                       what);
        }
        CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
        CHECKF(diff_check(&env, t, &c, seed, what), "%s", what);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
}

TEST(shared_panels_are_cut_per_chunk)
{
    /* as MobileNetV2's last 1x1 projection (C960 -> 160 7x7, smaller for
       the interpreter): 160 output channels, 5 register tiles of 32 at
       512 bits, a 307 KB panel */
    check_default("conv2d", "", "1x480x5x5 160x480x1x1", 1, 71);
    /* 3 register tiles, a 295 KB panel */
    check_default("conv2d", "", "1x768x5x5 96x768x1x1", 1, 72);
    /* a 3x3 window: 5 tiles of 32 over 432 channels' taps, reused by more
       than 16 register tiles (9 rows of 2) */
    check_default("conv2d", "pad_h=1,pad_w=1", "1x48x9x9 160x48x3x3", 1, 73);
}

/* Chunks of the output channels the threads split already: each thread's
 * chunks read the panels it packed; the all-tiles panel stays (the cut
 * ran 158 GFLOP/s against 175 on SSD's layer). */
TEST(split_panels_stay_whole)
{
    check_default("conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1",
                  "1x128x10x10 256x128x3x3", 0, 91);
    check_default("conv2d", "", "1x512x5x5 256x512x1x1", 0, 92);
}

/* The fused form's default at 2 threads: its im2col read packed for all
 * tiles where the check allows it (all_tiles), else per S1 tile. */
static void check_form(const char *attrs, const char *shapes, int all_tiles, uint64_t seed)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, 2);
    CHECKF(t && t->fused, "conv2d [%s]: no fused form", shapes);
    if (t && t->fused) {
        lw_sched c;
        lw_sched_default(t->fused, &c);
        char what[1024], msg[512] = "";
        describe(t->fused, &c, "conv2d form", shapes, what, sizeof what);
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(&t->fused->def->stmts[0], rd, LW_MAX_READS), packed = 0;
        for (int q = 0; q < nreads; q++)
            if (c.nest[0].pack[q] != PK_NONE) {
                packed++;
                CHECKF(c.nest[0].pack[q] == (all_tiles ? PK_S1A : PK_S1), "%s: read %d pack %d",
                       what, q, c.nest[0].pack[q]);
            }
        CHECKF(packed == 1, "%s: %d packed reads", what, packed);
        CHECKF(lw_sched_check(t->fused, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
        CHECKF(diff_check(&env, t->fused, &c, seed, what), "%s", what);
    }
    ir_task_free(t);
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
}

TEST(form_im2col_is_packed_before_the_threads)
{
    check_form("stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x32x10x10 64x32x3x3", 1, 101);
    check_form("stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x24x13x13 40x24x3x3", 1, 102);
    check_form("pad_h=1,pad_w=1", "1x160x7x7 64x160x3x3", 0, 103);
}

/* NHWC weights whose rows are a multiple of 1 KB apart (256 or 512 output
 * channels) and whose register tile's row is one cache line (two 8-lane
 * vectors at 256 bits) are packed per S1 tile by default, once the copy is
 * cheap next to the arithmetic; at 512 bits (a row of two lines) and for
 * 128 output channels (512 bytes apart) they stay unpacked.  1 and 2
 * threads, each default against the interpreter. */
TEST(line_rows_of_nhwc_weights_are_packed)
{
    static const struct {
        const char *attrs, *shapes;
        int packed256;
    } sc[] = {
        {"pad_h=1,pad_w=1", "1x5x5x64 3x3x64x256", 1},
        {"", "1x6x6x128 1x1x128x512", 1},
        {"pad_h=1,pad_w=1", "1x5x5x64 3x3x64x128", 0},
    };
    int checked = 0;
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int th = 1; th <= 2; th++)
            for (int vb = 256; vb <= 512; vb += 256) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "[%s]", sc[i].shapes);
                if (!t)
                    continue;
                lw_sched c;
                lw_sched_default(t, &c);
                char what[1024];
                describe(t, &c, "conv2d_nhwc", sc[i].shapes, what, sizeof what);
                int packed = c.nest[0].pack[1] != PK_NONE;
                CHECKF(packed == (vb == 256 && sc[i].packed256), "%s: weights %s", what,
                       packed ? "packed" : "not packed");
                CHECKF(diff_check(&env, t, &c, 300 + i * 4 + (uint64_t)th, what), "%s", what);
                checked++;
                ir_task_free(t);
            }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d NHWC defaults match the interpreter\n", checked);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(shared_panels_are_cut_per_chunk);
    RUN(split_panels_stay_whole);
    RUN(line_rows_of_nhwc_weights_are_packed);
    RUN(form_im2col_is_packed_before_the_threads);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Transposing packs in register blocks (lower/build_pack.c,
 * transposed_nest; jit/llvm_emit.c, transpose_loop): a panel whose vector
 * lanes are strided in the source while the dimensions before them run
 * contiguously there (OIHW weights under output-channel lanes, Wt[n,k]
 * packed n-inner) is copied in W x W blocks, each a register transpose.
 *
 *  - random configs of the knob space whose lowered program has such a
 *    block match the interpreter, and for each f32/f64 case some of them
 *    meet the code generator's condition (a copy guarded at the tensor's
 *    edge runs plainly): NCHW convolutions 3x3 and 1x1 with merged lengths that
 *    leave a tail block (45, 37) or none (144), stride 2, groups, a matmul
 *    with B transposed in f32 and f64, and in i32 (no register transpose:
 *    the same loops run plainly); 1 and 2 threads, 512- and 256-bit
 *    vectors;
 *  - the merged position's digits simplify back away: the block's store
 *    and load indices hold no division or modulo;
 *  - a panel whose lanes are contiguous in the source (NHWC weights, lanes
 *    along the output channels) gets no transposing loop;
 *  - the default transposes a small image's weights per block of input
 *    channels (few tiles reuse them), a larger image's per S1 tile;
 *  - with threads, a large all-tiles panel is cut so each thread packs
 *    the panel its chunks read;
 *  - the default never moves the vector to an axis that moves every read
 *    (a batched matmul's batch, whose lanes would transpose every input)
 *    and still to an NCHW convolution's output channels;
 *  - a short axis keeps its lanes when moving them would copy more than L2
 *    holds on every call, at a cost above the empty lanes' (a 1x1 NCHW
 *    convolution's merged 7x7 image against its weights); at 2 threads
 *    its rows split evenly;
 *  - the rows' loop goes outside the vector axis's for a larger broadcast
 *    read (a matmul's A) and for an output of 1 MB or more a thread;
 *  - NHWC weights of 2 KB rows are packed per tile where each element
 *    serves enough pixels.
 *
 * usage: test_transpose; TT_TRANSPOSE_CONFIGS: configs checked per case
 * and thread count (default 4).
 */
#include <string.h>
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static const struct {
    const char *op, *attrs, *shapes;
    int register_blocks;   /* the code generator can transpose (f32/f64) */
} cases[] = {
    {"conv2d", "pad_h=1,pad_w=1", "1x5x7x7 32x5x3x3", 1},
    {"conv2d", "pad_h=1,pad_w=1", "1x16x6x6 48x16x3x3", 1},
    {"conv2d", NULL, "1x37x6x5 32x37x1x1", 1},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x9x11 32x8x3x3", 1},
    {"conv2d", "pad_h=1,pad_w=1,groups=2", "1x8x7x7 32x4x3x3", 1},
    {"mmt(A[M, K], B[N, K]) -> C[M, N] {\n  C[m, n] += A[m, k] * B[n, k]\n}\n", NULL,
     "13x37 40x37", 1},
    {"mmt(A: f64[M, K], B: f64[N, K]) -> C: f64[M, N] {\n  C[m, n] += A[m, k] * B[n, k]\n}\n",
     NULL, "11x29 24x29", 1},
    {"mmt(A: i32[M, K], B: i32[N, K]) -> C: i32[M, N] {\n  C[m, n] += A[m, k] * B[n, k]\n}\n",
     NULL, "11x29 40x29", 0},
};

static diff_env env;

/* The default of conv2d at these shapes against the interpreter. */
static int default_matches(const ir_task *t, const lw_sched *c, const char *shapes, int th,
                           uint64_t seed)
{
    char what[256];
    snprintf(what, sizeof what, "default of conv2d [%s] threads=%d", shapes, th);
    return diff_check(&env, t, c, seed, what);
}
static int per_case = 4;

typedef struct {
    int loops;          /* loops marked transposing */
    int blocks;         /* of them, ones the code generator transposes */
    int divmod;         /* a block's index with a division or modulo */
    int weights;        /* loops copying a tensor named Wt */
    int tstores;        /* blocks of transposed stores (lower/stores.c) */
    int planes;         /* plane write-back buffers (lower/build_plane.c) */
} census;

static const lw_stmt *first_store(const lw_stmt *s)
{
    while (s && s->op != LS_STORE)
        s = s->op == LS_BLOCK ? (s->n ? s->list[0] : NULL) : s->body;
    return s;
}

/* A division or modulo that moves with the block's variable v (one that
 * does not -- a pipelined pack's piece number, lower/pipe.c -- is the
 * same for the whole block). */
static int has_divmod(const lw_expr *e, int v)
{
    if (!e)
        return 0;
    if ((e->op == LE_DIV || e->op == LE_MOD) && lw_expr_uses(e, v))
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (has_divmod(e->args[i], v))
            return 1;
    return 0;
}

static void walk(const lw_prog *p, const lw_stmt *s, census *c)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        c->tstores += s->transpose;
        for (int i = 0; i < s->n; i++)
            walk(p, s->list[i], c);
        return;
    case LS_FOR: {
        const lw_stmt *st;
        if (s->transpose) {
            c->loops++;
            const lw_stmt *w = first_store(s);
            c->weights += w && w->value->op == LE_LOAD &&
                          strncmp(p->bufs[w->value->id].name, "Wt", 2) == 0;
            if (lw_transposable(p, s, &st)) {
                c->blocks++;
                c->divmod += has_divmod(st->idx[0], s->var) ||
                             has_divmod(st->value->args[0], s->var);
            }
        }
        walk(p, s->body, c);
        return;
    }
    case LS_IF:
        walk(p, s->body, c);
        walk(p, s->els, c);
        return;
    case LS_LET:
    case LS_ALLOC:
        walk(p, s->body, c);
        return;
    }
}

static int count(const ir_task *t, const lw_sched *c, census *out)
{
    char msg[512] = "";
    memset(out, 0, sizeof *out);
    lw_prog *p = lw_lower(t, c, msg, sizeof msg);
    if (!p)
        return -1;
    for (int f = 0; f < p->nfuncs; f++)
        walk(p, p->funcs[f].body, out);
    for (int b = 0; b < p->nbufs; b++) {
        const char *nm = p->bufs[b].name;
        size_t n = nm ? strlen(nm) : 0;
        out->planes += n > 6 && strcmp(nm + n - 6, ".plane") == 0;
    }
    if (getenv("TT_TEST_VERBOSE") && (out->loops || out->tstores)) {
        tt_buf b = {0};
        lw_print_prog(&b, p);
        fprintf(stderr, "%s", b.s);
        tt_buf_free(&b);
    }
    lw_prog_free(p);
    return 0;
}

static void describe(char *what, size_t n, size_t i, int threads, const ir_task *t,
                     const lw_sched *c)
{
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, n, "case %zu %.20s [%s] %s threads=%d config %s", i, cases[i].op,
                cases[i].shapes, cases[i].attrs ? cases[i].attrs : "", threads, cb.s);
    tt_buf_free(&cb);
}

TEST(transposing_packs_are_correct)
{
    int checked = 0, passed = 0, blocks = 0, vb_seen[2] = {0, 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        int in_registers = 0;
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "case %zu [%s]", i, cases[i].shapes);
            if (!t)
                continue;
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 104729u * (i + 1) + (uint64_t)th;
            int n = 0, tries = 0;
            /* and on until one is transposed in registers */
            for (; (n < per_case || (cases[i].register_blocks && !in_registers)) && tries < 3000;
                 tries++) {
                lw_sched c;
                if (tune_sample(s, &rng, &c) != 0)
                    break;
                c.vector_bits = (uint16_t)(n % 2 ? 256 : 512);
                if (lw_sched_check(t, &c, NULL, 0) != 0)
                    continue;
                census k;
                if (count(t, &c, &k) != 0 || k.loops == 0)
                    continue;
                char what[1024];
                describe(what, sizeof what, i, th, t, &c);
                CHECKF(k.divmod == 0, "%s: a block's index divides", what);
                /* a guarded copy (lanes past the tensor's edge) runs plainly */
                if (!cases[i].register_blocks)
                    CHECKF(k.blocks == 0, "%s: an integer copy in registers", what);
                blocks += k.blocks;
                in_registers += k.blocks > 0;
                int ok = diff_check(&env, t, &c, (uint64_t)(77 + tries), what);
                checked++;
                passed += ok;
                vb_seen[c.vector_bits == 256]++;
                CHECKF(ok, "%s", what);
                n++;
            }
            CHECKF(n >= per_case, "case %zu [%s] threads=%d: only %d configs with a transposing "
                   "pack in %d samples", i, cases[i].shapes, th, n, tries);
            tune_space_free(s);
            ir_task_free(t);
        }
        if (cases[i].register_blocks)
            CHECKF(in_registers > 0, "case %zu [%s]: no config transposed in registers", i,
                   cases[i].shapes);
        ir_deflist_free(&l);
    }
    CHECK(vb_seen[0] > 0 && vb_seen[1] > 0);
    printf("  %d of %d random configs with a transposing pack match the interpreter "
           "(%d register-transposed loops; vbits 512: %d, 256: %d)\n", passed, checked, blocks,
           vb_seen[0], vb_seen[1]);
}

/* NHWC weights (HWIO) are contiguous along the output channels: with the
 * lanes there, their packs are never transposed (the input's may be: x
 * lanes over C-contiguous pixels). */
TEST(contiguous_lanes_are_not_transposed)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "pad_h=1,pad_w=1", "1x7x7x16 3x3x16x32", NULL, NULL, 1);
    REQUIRE(t);
    tune_space *s = tune_space_new(t);
    REQUIRE(s);
    uint64_t rng = 5;
    int lowered = 0, marked = 0, input = 0;
    for (int tries = 0; tries < 600; tries++) {
        lw_sched c;
        if (tune_sample(s, &rng, &c) != 0)
            break;
        census k;
        if (c.nest[0].vec != 3 || lw_sched_check(t, &c, NULL, 0) != 0 || count(t, &c, &k) != 0)
            continue;   /* lanes along f (a vectorized c may transpose) */
        lowered++;
        marked += k.weights;
        input += k.loops - k.weights;
    }
    CHECK(lowered > 30);
    CHECKF(marked == 0, "%d transposing weight copies in %d NHWC programs", marked, lowered);
    printf("  %d NHWC programs: no weight copy transposed (%d input copies were)\n", lowered,
           input);
    tune_space_free(s);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* The default schedule of an NCHW convolution on a small image with many
 * channels (few register tiles reuse each weight) transposes the OIHW
 * weights per R0 block of input channels, slice by slice, with the image's
 * rows inside the block (lower/default.c), slices of up to 256 KB; on a
 * larger image, or with a short block, the panel stays per S1 tile.  Both
 * match the interpreter. */
/* The rules the tests below check were measured at 512 bits, and a
 * 256-bit host's vectors change them (an image row of 25 is 1.6 vectors
 * of 16 but 3.1 of 8): those tests run with the target's width pinned at
 * 512 (LLVM splits the vectors on a host without AVX-512).  Returns the
 * target to restore. */
static ir_target pin_512_bits(void)
{
    if (!diff_target.name[0])
        jit_llvm_target(&diff_target);
    ir_target saved = diff_target;
    diff_target.vector_bits = 512;
    return saved;
}

TEST(small_image_weights_are_repacked_per_block)
{
    static const struct {
        const char *shapes;
        int repacked;
    } dc[] = {
        {"1x512x5x5 64x512x3x3", 1},
        {"1x521x7x5 32x521x3x3", 1},   /* a prime channel count: a partial block */
        {"1x96x12x12 64x96x3x3", 0},   /* blocks of 96 x 9 steps: too short */
        {"1x128x28x28 128x128x3x3", 0}, /* 28 x 5 tiles reuse each weight */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, "pad_h=1,pad_w=1", dc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "[%s]", dc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            int c_blocked = n->rtile[0] < t->extent[0][4];
            if (dc[i].repacked) {
                /* pipelined (lw_sched_pipe_panels): a slice of at most
                   256 KB */
                CHECKF(n->vec == 1 && n->pack[1] == PK_R0P && c_blocked,
                       "[%s] threads=%d: vec %d, Wt pack %d, c block %d", dc[i].shapes, th,
                       n->vec, n->pack[1], n->rtile[0]);
                /* the transposed slice (a block of input channels x the
                   window x a chunk of output channels) is the largest
                   power-of-two block within 256 KB, twice the slice read
                   in place: more than 128 KB where the channels allow */
                int64_t nc = TT_MIN(n->tile[1][0], t->extent[0][1]);
                int64_t slice = (int64_t)n->rtile[0] * 9 * 4 * nc;
                CHECKF(slice <= 256 * 1024 &&
                           (slice > 128 * 1024 || 2 * n->rtile[0] >= t->extent[0][4]),
                       "[%s] threads=%d: c block %d x %lld output channels, a %lld-byte slice",
                       dc[i].shapes, th, n->rtile[0], (long long)nc, (long long)slice);
            } else {
                CHECKF(n->pack[1] != PK_R0, "[%s] threads=%d: Wt packed per block",
                       dc[i].shapes, th);
            }
            /* the repacked defaults against the interpreter, the large
               ones once (slow in it, more so under the sanitizers); the
               others are plain per-tile panels (test_ops, the fuzz) */
            if (dc[i].repacked && (t->extent[0][2] * t->extent[0][3] <= 64 || th == 1)) {
                CHECKF(default_matches(t, &c, dc[i].shapes, th, 11 + (uint64_t)i),
                       "default of conv2d [%s] threads=%d", dc[i].shapes, th);
            }
            ir_task_free(t);
        }
    diff_target = saved;
    ir_deflist_free(&l);
}

/* A small image whose weight blocks would be too short (SSD's 3x3 stride
 * 2 C128 10x10: 16-channel blocks of 144 steps) has its transposed panel
 * cut along the output channels instead: S1 tiles of whole register tiles
 * (one, where one's panel already fills the slice), each packed per S1
 * tile, and the image's rows inside (at most 8 per S1 tile); other layers
 * keep their chunks.  One thread: with more, every tile's panel is packed
 * before the parallel loop and the chunks stay (checked for correctness
 * only). */
TEST(small_image_weights_are_cut_along_the_channels)
{
    static const struct {
        const char *attrs, *shapes;
        int cut;
    } dc[] = {
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x128x10x10 256x128x3x3", 1},
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x131x9x11 80x131x3x3", 1}, /* partial tiles */
        {"pad_h=1,pad_w=1", "1x512x5x5 64x512x3x3", 0},   /* blocks instead */
        {"pad_h=1,pad_w=1", "1x128x28x28 128x128x3x3", 0}, /* many tiles reuse them */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "[%s]", dc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            int one_tile = n->vec == 1 && n->tile[1][1] == n->tile[1][2];
            if (th == 1 && dc[i].cut) {
                CHECKF(one_tile && n->pack[1] == PK_S1P && n->tile[2][1] == t->extent[0][2],
                       "[%s] threads=%d: vec %d, f tiles %d.%d.%d, Wt pack %d, y S1 %d",
                       dc[i].shapes, th, n->vec, n->tile[1][0], n->tile[1][1], n->tile[1][2],
                       n->pack[1], n->tile[2][1]);
            } else if (th == 1) {
                CHECKF(!(one_tile && n->pack[1] == PK_S1), "[%s] threads=%d: cut",
                       dc[i].shapes, th);
            }
            /* the others' defaults are checked by the test above (the
               interpreter is slow on them under the sanitizers) */
            if (dc[i].cut) {
                CHECKF(default_matches(t, &c, dc[i].shapes, th, 21 + (uint64_t)i),
                       "default of conv2d [%s] threads=%d", dc[i].shapes, th);
            }
            ir_task_free(t);
        }
    ir_deflist_free(&l);
}

/* The default moves the vector off a short unit-stride axis only to an
 * axis some read is broadcast along (an NCHW convolution's output channels),
 * never to one that moves every read (a batched matmul's batch: every input
 * would be copied transposed) */
TEST(batch_axis_is_not_the_vector_axis)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int vec; /* the expected vector axis */
    } dc[] = {
        {"batch_matmul", "", "256x27x64 256x64x27", 2},
        {"batch_matmul", "", "32x40x48 32x48x40", 2},
        {"batch_matmul", "", "48x5x7 48x7x3", 2}, /* tails everywhere */
        {"conv2d", "pad_h=1,pad_w=1", "1x512x7x7 512x512x3x3", 1}, /* f: X broadcast */
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(dc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "%s [%s]", dc[i].op, dc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            CHECKF(c.nest[0].vec == dc[i].vec, "%s [%s] threads=%d: vec %d, expected %d",
                   dc[i].op, dc[i].shapes, th, c.nest[0].vec, dc[i].vec);
            if (strcmp(dc[i].op, "batch_matmul") == 0)
                CHECKF(default_matches(t, &c, dc[i].shapes, th, 41 + (uint64_t)i),
                       "default of %s [%s] threads=%d", dc[i].op, dc[i].shapes, th);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
}

/* A short row of an NCHW convolution (28 of 32 lanes) moves the lanes to
 * the output channels, the write-back then transposed -- except at 256
 * bits when the reduction has at most 128 steps and no window tap moves
 * the reads along the row (a 1x1 convolution): there the 8-lane
 * transposes cost more than the empty lanes, and the row keeps them.
 * 160 steps, or taps along the row (a grouped 3x3), move them at both
 * widths.  The 256-bit defaults that keep the row against the
 * interpreter, 1 and 2 threads. */
TEST(short_reductions_keep_the_row_at_256_bits)
{
    static const struct {
        const char *attrs, *shapes;
        int vec256, vec512;
    } dc[] = {
        {"", "1x48x10x28 64x48x1x1", 3, 1},
        {"stride_h=2,stride_w=2", "1x32x20x56 32x32x1x1", 3, 1},
        {"", "1x128x6x14 32x128x1x1", 3, 1},
        {"", "1x160x6x14 32x160x1x1", 1, 1},
        {"pad_h=1,pad_w=1,groups=4", "1x16x10x28 64x4x3x3", 1, 1},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++)
        for (int vb = 256; vb <= 512; vb += 256)
            for (int th = 1; th <= 2; th++) {
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "[%s]", dc[i].shapes);
                if (!t)
                    continue;
                lw_sched c;
                lw_sched_default(t, &c);
                int want = vb == 256 ? dc[i].vec256 : dc[i].vec512;
                CHECKF(c.nest[0].vec == want, "conv2d [%s] %s at %d bits, threads=%d: vec %d, "
                       "expected %d", dc[i].shapes, dc[i].attrs, vb, th, c.nest[0].vec, want);
                if (vb == 256 && want == 3)
                    CHECKF(default_matches(t, &c, dc[i].shapes, th, 61 + (uint64_t)i),
                           "default of conv2d [%s] threads=%d", dc[i].shapes, th);
                ir_task_free(t);
            }
    diff_target.vector_bits = env.be->target.vector_bits;
    ir_deflist_free(&l);
}

/* With threads, the default's chunks of the vector axis hold equal numbers
 * of register tiles where a count of chunks up to twice the wanted one
 * divides the tiles (256 channels in 32-wide tiles: 4 x 64, not 96 + 96 +
 * 64, whose static halves of the parallel loop differ by a quarter); a
 * prime number of tiles (7 of 32 channels, 224 with 256 input channels)
 * was kept in its chunks, 96 + 96 + 32, and is now cut per register tile
 * as a panel both threads would read (test_panels); and a small count of
 * parallel
 * chunks that the threads do not divide (17 image rows) is multiplied by
 * cutting those chunks (128 channels: 2 x 64, 34 chunks).  One thread
 * keeps its chunks.  The 2-thread defaults against the interpreter. */
TEST(threads_get_equal_chunks_of_register_tiles)
{
    static const struct {
        const char *attrs, *shapes;
        int equal;
    } dc[] = {
        {"pad_h=1,pad_w=1", "1x256x4x5 256x256x3x3", 1},
        {"pad_w=3", "1x16x17x17 128x16x1x7", 1},         /* 17 rows */
        {"pad_h=3", "1x40x13x7 64x40x7x1", 1},           /* 13 rows, 2 tiles of 32 */
        {"pad_h=3", "1x40x13x7 96x40x7x1", 0},           /* 13 rows, 3 tiles: no cut helps */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    /* a one-FMA host's register tiles (a two-FMA host gives the 7x1 layer
       with 96 channels 2 tiles of 48: test_registers) */
    diff_target.fma_rate = 1;
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++) {
        int64_t chunk[3] = {0};
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "[%s]", dc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            int64_t E = t->extent[0][1], nc = n->tile[1][1], nr = n->tile[1][2];
            int64_t tiles = (E + nr - 1) / nr, chunks = (E + nc - 1) / nc, par = 1;
            for (int a = 0; a < 4; a++)
                par *= (t->extent[0][a] + n->tile[a][0] - 1) / n->tile[a][0];
            chunk[th] = nc;
            CHECKF(n->vec == 1 && nc % nr == 0, "[%s] threads=%d: vec %d, tiles %d.%d.%d",
                   dc[i].shapes, th, n->vec, n->tile[1][0], n->tile[1][1], n->tile[1][2]);
            if (th == 2)
                CHECKF((tiles % chunks == 0 && par % 2 == 0) == dc[i].equal,
                       "[%s] threads=2: %lld tiles of %lld in chunks of %lld, %lld parallel",
                       dc[i].shapes, (long long)tiles, (long long)nr, (long long)nc,
                       (long long)par);
            if (th == 2) {   /* the schedule these rules change */
                CHECKF(default_matches(t, &c, dc[i].shapes, th, 31 + (uint64_t)i),
                       "default of conv2d [%s] threads=%d", dc[i].shapes, th);
            }
            ir_task_free(t);
        }
        /* one thread's chunks differ (else the case tests nothing) */
        CHECKF(!dc[i].equal || chunk[1] != chunk[2], "[%s]: the same chunks at 1 thread",
               dc[i].shapes);
    }
    diff_target = env.be->target;
    (void)saved;   /* the host's target, restored above */
    ir_deflist_free(&l);
}

/* With threads, an all-tiles pack of PANEL_L2_MAX (256 KB) or more whose
 * vector axis would have fewer S0 tiles than threads is cut in as many S0
 * tiles of whole register tiles as threads, the vector axis first in the
 * parallel loop, so each thread packs the panel its chunks read (NCHW 1x1
 * C1024 -> 256: one tile of 256 output channels, 1 MB of transposed
 * weights); a smaller panel keeps its one tile, and tiles that already
 * outnumber the threads stay.  The cut defaults against the interpreter. */
TEST(threads_pack_their_own_panels)
{
    static const struct {
        const char *attrs, *shapes;
        int tiles;   /* S0 tiles of the output channels at 2 threads */
    } dc[] = {
        {NULL, "1x1024x5x5 256x1024x1x1", 2},               /* 1 MB, cut */
        {"pad_h=1,pad_w=1", "1x128x4x5 128x128x3x3", 2},    /* 590 KB, cut */
        {"pad_h=1,pad_w=1", "1x64x12x12 64x64x3x3", 1},     /* 147 KB */
        {"pad_h=1,pad_w=1", "1x256x4x5 256x256x3x3", 4},    /* 4 tiles already */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++) {
        ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, 2);
        CHECKF(t != NULL, "[%s]", dc[i].shapes);
        if (!t)
            continue;
        lw_sched c;
        lw_sched_default(t, &c);
        const lw_nest *n = &c.nest[0];
        int64_t E = t->extent[0][1];
        int64_t tiles = (E + n->tile[1][0] - 1) / n->tile[1][0];
        CHECKF(n->vec == 1 && n->pack[1] == PK_S1A && n->par > 0 && n->order0[0] == 1 &&
                   n->tile[1][0] % n->tile[1][2] == 0 && tiles == dc[i].tiles,
               "[%s] threads=2: vec %d, Wt pack %d, par %d, order0[0] %d, f tiles %d.%d.%d "
               "(%lld, expected %d)", dc[i].shapes, n->vec, n->pack[1], n->par, n->order0[0],
               n->tile[1][0], n->tile[1][1], n->tile[1][2], (long long)tiles, dc[i].tiles);
        if (dc[i].tiles == 2)
            CHECKF(default_matches(t, &c, dc[i].shapes, 2, 61 + (uint64_t)i),
                   "default of conv2d [%s] threads=2", dc[i].shapes);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
}

/* Transposed stores (lower/stores.c, jit/llvm_emit.c transposed_stores):
 * a register tile whose lanes are strided in the output (NCHW output
 * channels, a transposed matmul's rows) writes 4..W of its vectors at
 * consecutive elements as one register transpose and W runs of stores.
 * Random configs of the space whose program has such a block match the
 * interpreter: full blocks and short ones (masked runs), tails of fewer
 * than 4 left as they were, f32 and f64, 1 and 2 threads, 512- and 256-bit
 * vectors. */
TEST(transposed_stores_are_correct)
{
    static const struct {
        const char *op, *attrs, *shapes;
    } tc[] = {
        {"conv2d", "stride_h=2,stride_w=2", "1x13x11x9 48x13x1x1"},
        {"conv2d", "pad_h=1,pad_w=1", "1x7x9x19 32x7x3x3"},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x35x9x10 35x3x3"},
        {"mmT(A: f64[M, K], B: f64[K, N]) -> C: f64[N, M] {\n  C[n, m] += A[m, k] * B[k, n]\n}\n",
         NULL, "21x17 17x24"},
    };
    int checked = 0, passed = 0, blocks = 0, vb_seen[2] = {0, 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(tc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(tc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, tc[i].attrs, tc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "case %zu [%s]", i, tc[i].shapes);
            if (!t)
                continue;
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 7919u * (i + 1) + (uint64_t)th;
            int n = 0, tries = 0;
            for (; n < per_case && tries < 4000; tries++) {
                lw_sched c;
                if (tune_sample(s, &rng, &c) != 0)
                    break;
                c.vector_bits = (uint16_t)(n % 2 ? 256 : 512);
                if (lw_sched_check(t, &c, NULL, 0) != 0)
                    continue;
                census k;
                if (count(t, &c, &k) != 0 || k.tstores == 0)
                    continue;
                char what[1024];
                tt_buf cb = {0};
                lw_sched_print(&cb, t, &c);
                tt_snprintf(what, sizeof what, "case %zu [%s] threads=%d config %s", i,
                            tc[i].shapes, th, cb.s);
                tt_buf_free(&cb);
                blocks += k.tstores;
                int ok = diff_check(&env, t, &c, (uint64_t)(31 + tries), what);
                checked++;
                passed += ok;
                vb_seen[c.vector_bits == 256]++;
                CHECKF(ok, "%s", what);
                n++;
            }
            CHECKF(n >= per_case, "case %zu [%s] threads=%d: only %d configs with transposed "
                   "stores in %d samples", i, tc[i].shapes, th, n, tries);
            tune_space_free(s);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    CHECK(vb_seen[0] > 0 && vb_seen[1] > 0);
    printf("  %d of %d random configs with transposed stores match the interpreter "
           "(%d blocks; vbits 512: %d, 256: %d)\n", passed, checked, blocks, vb_seen[0],
           vb_seen[1]);
}

/* The default of an NCHW convolution whose image row does not fill whole
 * vectors vectorizes the output channels, with the register tile's rows
 * along the output's contiguous axis, so that its write-back is
 * transposed stores (lower/default.c): a 1x1 stride 2 with 64 input
 * channels (the input read at stride 2, larger than L2 holds at one
 * thread's share), a 3x3 stride 2. */
TEST(default_rows_along_the_output_row)
{
    static const struct {
        const char *attrs, *shapes;
    } dc[] = {
        {"stride_h=2,stride_w=2", "1x64x46x50 96x64x1x1"},
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x40x29x27 64x40x3x3"},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, dc[i].attrs, dc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "[%s]", dc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            census k;
            CHECK(count(t, &c, &k) == 0);
            CHECKF(n->vec == 1 && n->tile[3][2] >= 4 && n->tile[2][2] == 1 && k.tstores > 0,
                   "[%s] threads=%d: vec %d, rows x %d y %d, %d transposed store blocks",
                   dc[i].shapes, th, n->vec, n->tile[3][2], n->tile[2][2], k.tstores);
            CHECKF(default_matches(t, &c, dc[i].shapes, th, 5 + (uint64_t)i),
                   "default of conv2d [%s] threads=%d", dc[i].shapes, th);
            ir_task_free(t);
        }
    diff_target = saved;
    ir_deflist_free(&l);
}

/* The plane write-back (lower/build_plane.c) only where it takes fewer
 * register transposes than the register tiles' own transposed stores: an
 * NCHW 1x1 stride-2 layer's 28-wide output row under tiles of 14
 * positions by 32 output channels stores its tiles directly (two blocks of
 * 14 a row, as many as the plane's 28 positions take); tiles of 7
 * positions (four blocks of 7) go through the plane (two of 16), as does
 * a 7x7 image under a tile of its row (seven blocks against four).  Each
 * against the interpreter. */
TEST(plane_only_where_it_saves_transposes)
{
    static const struct {
        const char *attrs, *shapes;
        int ytile, xreg, planes;
    } pc[] = {
        {"stride_h=2,stride_w=2", "1x64x56x56 128x64x1x1", 1, 14, 0},
        {"stride_h=2,stride_w=2", "1x64x56x56 128x64x1x1", 1, 7, 1},
        {"stride_h=2,stride_w=2", "1x64x56x56 128x64x1x1", 2, 14, 0},
        {"pad_h=1,pad_w=1", "1x32x7x7 64x32x3x3", 7, 7, 1},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(pc); i++) {
        ir_task *t = diff_bind(d, pc[i].attrs, pc[i].shapes, NULL, NULL, 1);
        CHECKF(t != NULL, "[%s]", pc[i].shapes);
        if (!t)
            continue;
        lw_sched c;
        lw_sched_default(t, &c);
        lw_nest *n = &c.nest[0];
        int64_t X = t->extent[0][3], F = t->extent[0][1];
        n->vec = 1;
        n->lanes = 16;
        n->tile[1][0] = n->tile[1][1] = (int32_t)F;
        n->tile[1][2] = 32;
        n->tile[2][0] = n->tile[2][1] = pc[i].ytile;
        n->tile[2][2] = 1;
        n->tile[3][0] = n->tile[3][1] = (int32_t)X;
        n->tile[3][2] = pc[i].xreg;
        n->pack[0] = 0;
        char why[256];
        CHECKF(lw_sched_check(t, &c, why, sizeof why) == 0, "[%s] case %zu: %s", pc[i].shapes, i,
               why);
        census k;
        CHECK(count(t, &c, &k) == 0);
        CHECKF(k.planes == pc[i].planes && (k.planes || k.tstores > 0),
               "[%s] %d rows, tiles of %d: %d planes (want %d), %d transposed store blocks",
               pc[i].shapes, pc[i].ytile, pc[i].xreg, k.planes, pc[i].planes, k.tstores);
        char what[256];
        snprintf(what, sizeof what, "conv2d [%s] %d rows, tiles of %d", pc[i].shapes,
                 pc[i].ytile, pc[i].xreg);
        CHECKF(diff_check(&env, t, &c, 70 + i, what), "%s", what);
        ir_task_free(t);
    }
    diff_target = saved;
    ir_deflist_free(&l);
}

/* usage: test_transpose [SLICE NSLICES]: with 2 slices, slice 0 runs the
 * random configs and slice 1 the defaults' rules (ctest runs them side by
 * side); without, everything. */
/* The merged form of a 1x1 NCHW convolution on a 7x7 image (49 pixels, 4
 * of 64 lanes in 4 vectors of 16: 77% full) keeps its lanes along the pixels
 * when the output channels' lanes would copy weights larger than L2 holds
 * (PANEL_L2_MAX) transposed on every call, at a cost (LW_COPY_FLOPS an
 * element) above the empty lanes'; with the weights constant (kept,
 * packed once), or small, the lanes move to the channels as before.  At
 * 2 threads the rows (output channels) are cut in chunks the threads
 * split evenly (10 and 9 register tiles of 12), and the rows' read (the
 * weights, the larger) is outside the pixels' loop.  Those defaults
 * against the interpreter. */
TEST(large_copies_keep_the_short_axis)
{
    static const struct {
        const char *shapes;
        int constant, pixels;
    } dc[] = {
        {"1x320x7x7 224x320x1x1", 0, 1},   /* 280 KB of weights a call */
        {"1x320x7x7 224x320x1x1", 1, 0},   /* kept */
        {"1x96x7x7 224x96x1x1", 0, 0},     /* 84 KB: stays in L2 */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++)
        for (int th = 1; th <= 2; th++) {
            diff_constmask = dc[i].constant ? 2 : 0;
            ir_task *t = diff_bind(d, "", dc[i].shapes, NULL, NULL, th);
            diff_constmask = 0;
            CHECKF(t != NULL && t->fused && t->fused->merged, "[%s]: no merged form",
                   dc[i].shapes);
            if (!t || !t->fused || !t->fused->merged) {
                ir_task_free(t);
                continue;
            }
            const ir_task *f = t->fused;
            lw_sched c;
            lw_sched_default(f, &c);
            c.form = 1;
            const lw_nest *n = &c.nest[0];
            int ns = f->def->stmts[0].nspatial, pix = ns - 1, ch = ns - 2;
            CHECKF(f->extent[0][pix] == 49 && f->extent[0][ch] == 224, "[%s]: extents %lld, %lld",
                   dc[i].shapes, (long long)f->extent[0][ch], (long long)f->extent[0][pix]);
            CHECKF((n->vec == pix) == dc[i].pixels, "[%s] constant=%d threads=%d: vec %d",
                   dc[i].shapes, dc[i].constant, th, n->vec);
            if (dc[i].pixels) {
                int po = -1, co = -1;
                for (int k = 0; k < ns; k++) {
                    if (n->order0[k] == pix)
                        po = k;
                    if (n->order0[k] == ch)
                        co = k;
                }
                CHECKF(co < po, "[%s] threads=%d: the channels' loop inside the pixels'",
                       dc[i].shapes, th);
                if (th == 2) {
                    int64_t tm = n->tile[ch][0], mr = n->tile[ch][2];
                    CHECKF(mr == 12 && tm == 120 && n->tile[pix][0] >= 49,
                           "[%s]: channels %d.%d.%d, pixels %d: not 2 even chunks",
                           dc[i].shapes, n->tile[ch][0], n->tile[ch][1], n->tile[ch][2],
                           n->tile[pix][0]);
                }
                char what[256];
                snprintf(what, sizeof what, "merged default of conv2d [%s] threads=%d",
                         dc[i].shapes, th);
                CHECKF(diff_check(&env, t, &c, 71 + i, what), "%s", what);
            }
            ir_task_free(t);
        }
    diff_target = env.be->target;
    (void)saved;
    ir_deflist_free(&l);
}

/* The rows' loop outside the vector axis's: where the read the rows
 * broadcast is the larger (a matmul's A against an unpacked B, its rows
 * lines apart), and where each thread's share of the output is 1 MB or
 * more with rows lines apart and no window (a 1x1 NCHW convolution's
 * merged form, pixel lanes, output-channel planes of 20 KB: 1.3 MB, at 1
 * thread; 0.65 MB a thread at 2 keeps the channels innermost).  Those
 * defaults against the interpreter. */
TEST(rows_outside_for_large_reads_and_outputs)
{
    static const struct {
        const char *op, *shapes;
        int th, outside;
    } dc[] = {
        {"matmul", "300x200 200x48", 1, 1},
        {"matmul", "300x200 200x48", 2, 1},
        {"matmul", "48x200 200x300", 1, 0},   /* B the larger */
        {"conv2d", "1x8x72x72 64x8x1x1", 1, 1},
        {"conv2d", "1x8x72x72 64x8x1x1", 2, 0},
    };
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(dc[i].op, &l);
        REQUIRE(d);
        ir_task *t = diff_bind(d, "", dc[i].shapes, NULL, NULL, dc[i].th);
        CHECKF(t != NULL, "%s [%s]", dc[i].op, dc[i].shapes);
        if (!t) {
            ir_deflist_free(&l);
            continue;
        }
        lw_sched c;
        lw_sched_first(t, &c);
        const ir_task *f = c.form ? t->fused : t;
        const lw_nest *n = &c.nest[0];
        int ns = f->def->stmts[0].nspatial, v = n->vec, m = -1;
        CHECKF(v >= 0 && v < ns, "%s [%s]: vec %d", dc[i].op, dc[i].shapes, v);
        for (int a = 0; a < ns; a++)
            if (a != v && f->extent[0][a] > 1)
                m = a;
        int pv = -1, pm = -1;
        for (int k = 0; k < ns; k++) {
            if (n->order0[k] == v)
                pv = k;
            if (n->order0[k] == m)
                pm = k;
        }
        CHECKF(m >= 0 && (pm < pv) == dc[i].outside,
               "%s [%s] threads=%d: rows (axis %d) at %d, vector (axis %d) at %d", dc[i].op,
               dc[i].shapes, dc[i].th, m, pm, v, pv);
        char what[256];
        snprintf(what, sizeof what, "first schedule of %s [%s] threads=%d", dc[i].op,
                 dc[i].shapes, dc[i].th);
        CHECKF(diff_check(&env, t, &c, 81 + i, what), "%s", what);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
    diff_target = env.be->target;
    (void)saved;
}

/* NHWC weights whose smallest reduction step is a multiple of 2 KB (512
 * output channels: their rows fall in few of the L1's sets) are packed per
 * S1 tile on every call where each element serves 75 output pixels or more
 * (ALIAS_COPY); with 256 channels (1 KB) the same layer reads them in
 * place.  The packed default against the interpreter. */
TEST(aliasing_weights_are_packed_per_tile)
{
    static const struct {
        const char *shapes;
        int packed;
    } dc[] = {
        {"1x19x19x16 3x3x16x512", 1},
        {"1x19x19x16 3x3x16x256", 0},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    ir_target saved = pin_512_bits();
    for (size_t i = 0; i < TT_ARRAY_LEN(dc); i++) {
        ir_task *t = diff_bind(d, "stride_h=2,stride_w=2,pad_h=1,pad_w=1", dc[i].shapes, NULL,
                               NULL, 1);
        CHECKF(t != NULL, "[%s]", dc[i].shapes);
        if (!t)
            continue;
        lw_sched c;
        lw_sched_default(t, &c);
        const lw_nest *n = &c.nest[0];
        CHECKF(n->vec == 3 && (n->pack[1] == PK_S1) == dc[i].packed,
               "conv2d_nhwc [%s]: vec %d, weights' pack %d", dc[i].shapes, n->vec, n->pack[1]);
        if (dc[i].packed) {
            char what[256];
            snprintf(what, sizeof what, "default of conv2d_nhwc [%s]", dc[i].shapes);
            CHECKF(diff_check(&env, t, &c, 91 + i, what), "%s", what);
        }
        ir_task_free(t);
    }
    diff_target = env.be->target;
    (void)saved;
    ir_deflist_free(&l);
}

int main(int argc, char **argv)
{
    int slice = -1;
    if (argc == 3) {
        slice = atoi(argv[1]);
        if (atoi(argv[2]) != 2 || slice < 0 || slice > 1)
            return 2;
    }
    const char *n = getenv("TT_TRANSPOSE_CONFIGS");
    if (n && atoi(n) > 0)
        per_case = atoi(n);
    if (diff_open(&env) != 0)
        return 1;
    if (slice != 1) {
        RUN(contiguous_lanes_are_not_transposed);
        RUN(transposing_packs_are_correct);
        RUN(transposed_stores_are_correct);
    }
    if (slice != 0) {
        RUN(small_image_weights_are_repacked_per_block);
        RUN(small_image_weights_are_cut_along_the_channels);
        RUN(threads_get_equal_chunks_of_register_tiles);
        RUN(threads_pack_their_own_panels);
        RUN(default_rows_along_the_output_row);
        RUN(plane_only_where_it_saves_transposes);
        RUN(batch_axis_is_not_the_vector_axis);
        RUN(short_reductions_keep_the_row_at_256_bits);
        RUN(large_copies_keep_the_short_axis);
        RUN(rows_outside_for_large_reads_and_outputs);
        RUN(aliasing_weights_are_packed_per_tile);
    }
    diff_close(&env);
    TEST_EXIT();
}

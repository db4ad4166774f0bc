/*
 * Windows (pack=5): the box of a convolution's input that an S1 tile
 * reads, copied zero-padded in the tensor's own layout (lower/build_pack.c).
 *
 *  - conv2d, conv2d_nhwc and depthwise_conv2d with the input windowed
 *    match the interpreter: padding on 7x7 and prime sizes, stride 2 on odd
 *    sizes, dilation 2 and 4 with matching padding, 1x7, 7x1 and 3x5
 *    windows, pads and strides that differ per axis, groups 2 and 4 (the
 *    channel index is not affine: the window takes the whole channel
 *    dimension, or the groups of the tile of output channels), batch 2; at
 *    1 and 2 threads, 512- and 256-bit vectors.
 *    Each case runs the default schedule with the input's pack forced to a
 *    window, and random configs of the knob space with the same;
 *  - a convolution with one channel a group (groups == C == F) reads its
 *    input through `f / 1 * 1 + c`, an affine index: its default windows
 *    the input as depthwise_conv2d's does, the channel not taken whole;
 *  - which reads may be windowed: not one that never leaves its tensor
 *    (matmul's A, an unpadded convolution), a padded convolution's input
 *    yes, and the check refuses a window of an indirect read (E[I[i], j])
 *    and a window in a row-fused group, saying why;
 *  - a grouped convolution's window spans the groups of its S1 tile of
 *    output channels when that tile holds whole groups or lies in one, the
 *    whole channel dimension otherwise: its shape and results, tiles 1..24
 *    against 2..8 channels per group, partial last tiles;
 *  - a window split in phases (a stride along the vectorized width): the
 *    buffer's shape, and results at register tiles that leave tails;
 *  - a window row whose ends leave the tensor is copied, when a vector of
 *    it is inside, in whole unmasked vectors (clipped_row); when its
 *    inside is known as the nest is built, in stores at aligned positions
 *    of loads shifted into place (aligned_row);
 *  - a window read along its rows by the vector lanes: the taps' reads at
 *    offsets from aligned vectors are shifts of them (f32 and f64, split
 *    windows, rows shorter than a vector), against the interpreter;
 *  - a row shorter than a vector along the lanes the taps step takes
 *    fewer lanes by default, and the window;
 *  - the lowered program of a windowed padded convolution reads the input
 *    only in the window's copy nest: the compute nest has no guarded load
 *    (a vector tail's lane mask is not a guard), and without the window it
 *    has some;
 *  - a dense NHWC convolution's input (a row of 16 or more channels the
 *    guards leave alone) takes no window by default, its guarded
 *    broadcasts read a constant zero past the border; fewer channels,
 *    groups and a window cut in blocks keep the cost model's choice.
 *
 * usage: test_window; TT_WINDOW_CONFIGS: random configs per case and
 * thread count (default 2).
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

#include "tests/lower/window_cases.h"

static diff_env env;
static int per_case = 2;

TEST(windowed_defaults_are_correct)
{
    int checked = 0, passed = 0, vb_seen[2] = {0, 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        /* 1 and 2 threads; 512- and 256-bit vectors, crossed the other
           way in every other case */
        for (int th = 1; th <= 2; th++) {
            int vb = (i + (size_t)th) % 2 ? 256 : 512;
            ir_task *t = bind_case(d, i, th, vb);
            CHECKF(t != NULL, "%s [%s] %s", cases[i].op, cases[i].shapes, cases[i].attrs);
            if (!t)
                continue;
            const ir_expr *x = x_read(t);
            CHECKF(x && lw_read_windowable(t, 0, x), "%s [%s] %s: input not windowable",
                   cases[i].op, cases[i].shapes, cases[i].attrs);
            lw_sched c;
            lw_sched_default(t, &c);
            CHECK(c.vector_bits == vb);
            c.nest[0].pack[0] = PK_WIN;
            char what[1024], msg[512] = "";
            describe(what, sizeof what, i, th, t, &c, "default+window");
            int valid = lw_sched_check(t, &c, msg, sizeof msg) == 0;
            CHECKF(valid, "%s: %s", what, msg);
            if (valid && x) {
                /* the window's shape: groups > 1 hold every channel, or
                   the groups of the S1 tile of output channels */
                int64_t len[TT_MAX_RANK];
                uint8_t whole[TT_MAX_RANK];
                int gvar[TT_MAX_RANK];
                CHECK(lw_window_shape(t, &c, 0, x, len, whole, gvar) > 0);
                int ch = strcmp(cases[i].op, "conv2d_nhwc") == 0 ? 3 : 1;
                if (cases[i].whole_ch)
                    CHECKF((whole[ch] && len[ch] == t->shape[x->id][ch] && gvar[ch] < 0) ||
                           (!whole[ch] && gvar[ch] >= 0 && len[ch] < t->shape[x->id][ch]),
                           "%s: grouped channel window whole=%d len=%lld", what,
                           whole[ch], (long long)len[ch]);
                else
                    CHECKF(!whole[ch] && gvar[ch] < 0,
                           "%s: an affine channel index taken whole", what);
                int ok = diff_check(&env, t, &c, (uint64_t)(i * 4 + (size_t)th), what);
                checked++;
                vb_seen[vb == 256]++;
                passed += ok;
                CHECKF(ok, "%s", what);
            }
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(vb_seen[0] > 0 && vb_seen[1] > 0);
    printf("  %d of %d default schedules with a window match the interpreter (vbits 512: %d, "
           "256: %d)\n", passed, checked, vb_seen[0], vb_seen[1]);
}

TEST(windowed_random_configs_are_correct)
{
    int checked = 0, passed = 0, vb_seen[2] = {0, 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = bind_case(d, i, th, env.be->target.vector_bits);
            CHECK(t != NULL);
            if (!t)
                continue;
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 7919u * (i + 1) + (uint64_t)th;
            int n = 0, tries = 0;
            for (; n < per_case && tries < 200 * per_case; tries++) {
                lw_sched c;
                if (tune_sample(s, &rng, &c) != 0)
                    break;
                c.nest[0].pack[0] = PK_WIN;
                /* both widths, at one config a case too (the sanitizer build) */
                c.vector_bits = (uint16_t)((n + i + (size_t)th) % 2 ? 256 : 512);
                if (lw_sched_check(t, &c, NULL, 0) != 0)
                    continue;   /* e.g. a window too large for that tiling */
                char what[1024];
                describe(what, sizeof what, i, th, t, &c, "random+window");
                if (getenv("TT_TEST_VERBOSE"))
                    fprintf(stderr, "%s\n", what);
                int ok = diff_check(&env, t, &c, (uint64_t)(1000 + tries), what);
                checked++;
                passed += ok;
                vb_seen[c.vector_bits == 256]++;
                CHECKF(ok, "%s", what);
                n++;
            }
            CHECKF(n == per_case, "%s [%s] %s threads=%d: only %d valid windowed configs in %d "
                   "samples", cases[i].op, cases[i].shapes, cases[i].attrs, th, n, tries);
            tune_space_free(s);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    CHECK(vb_seen[0] > 0 && vb_seen[1] > 0);
    printf("  %d of %d random configs with a window match the interpreter (vbits 512: %d, "
           "256: %d)\n", passed, checked, vb_seen[0], vb_seen[1]);
}

static int64_t gcd64(int64_t a, int64_t b)
{
    while (b) {
        int64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* A grouped convolution's channel index `f / (F/groups) * CG + c` is not
 * affine, but an S1 tile of f that holds whole groups (or lies in one)
 * reads only those groups' channels: the window spans them, moved by f
 * (lw_window_shape's gvar).  Any other tile takes the whole dimension.
 * Tiles of f from 1 to past F, partial last tiles (F not a multiple of the
 * tile), 1-8 channels per group, both layouts, at random other knobs:
 * every config against the interpreter. */
TEST(grouped_windows_hold_the_tiles_groups)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int faxis;
        int64_t per;   /* output channels per group */
    } g[] = {
        {"conv2d", "pad_h=1,pad_w=1,groups=3", "1x6x7x5 12x2x3x3", 1, 4},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=4", "1x32x9x11 32x8x3x3", 1, 8},
        {"conv2d", "pad_h=1,pad_w=2,groups=5", "1x15x5x7 10x3x3x5", 1, 2},
        {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=3", "1x7x5x6 3x3x2x12", 3, 4},
        {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=4", "1x9x7x32 3x3x8x32", 3, 8},
        {"conv2d_nhwc", "dil_h=2,dil_w=2,pad_h=2,pad_w=2,groups=2", "1x7x9x6 3x3x3x6", 3, 3},
    };
    static const int tiles[] = {1, 2, 3, 4, 6, 8, 12, 16, 24};
    int checked = 0, spans = 0, wholes = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(g); i++) {
        ir_deflist l;
        ir_def *d = diff_def(g[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, g[i].attrs, g[i].shapes, NULL, NULL, th);
            REQUIRE(t);
            const ir_expr *x = x_read(t);
            int fa = g[i].faxis;
            int64_t F = t->extent[0][fa], C = t->shape[x->id][fa == 1 ? 1 : 3];
            int64_t CG = C / (F / g[i].per);
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 104729u * (i + 1) + (uint64_t)th;
            for (size_t k = 0; k < TT_ARRAY_LEN(tiles); k++) {
                int64_t T = tiles[k];
                int done = 0;
                for (int tries = 0; tries < 400 && !done; tries++) {
                    lw_sched c;
                    if (tune_sample(s, &rng, &c) != 0)
                        break;
                    lw_nest *n = &c.nest[0];
                    n->pack[0] = PK_WIN;
                    n->tile[fa][2] = (int32_t)gcd64(T, n->tile[fa][2]);
                    n->tile[fa][1] = (int32_t)T;
                    n->tile[fa][0] = (int32_t)(T * (1 + tries % 2));
                    c.vector_bits = (uint16_t)(tries % 2 ? 256 : 512);
                    if (lw_sched_check(t, &c, NULL, 0) != 0)
                        continue;
                    int64_t len[TT_MAX_RANK];
                    uint8_t whole[TT_MAX_RANK];
                    int gvar[TT_MAX_RANK];
                    REQUIRE(lw_window_shape(t, &c, 0, x, len, whole, gvar) > 0);
                    int ch = fa == 1 ? 1 : 3;
                    int64_t Ts = TT_MIN(T, F);
                    int64_t ng = Ts % g[i].per == 0 ? Ts / g[i].per
                                 : g[i].per % Ts == 0 ? 1 : 0;
                    char what[1024];
                    describe_task(what, sizeof what, g[i].op, g[i].shapes, g[i].attrs, th, t, &c);
                    if (ng > 0 && ng * CG < C) {
                        CHECKF(!whole[ch] && gvar[ch] == fa && len[ch] == ng * CG,
                               "%s: f tile %lld: whole=%d gvar=%d len=%lld, want %lld", what,
                               (long long)T, whole[ch], gvar[ch], (long long)len[ch],
                               (long long)(ng * CG));
                        spans++;
                    } else {
                        CHECKF(whole[ch] && gvar[ch] < 0 && len[ch] == C,
                               "%s: f tile %lld: whole=%d gvar=%d len=%lld", what,
                               (long long)T, whole[ch], gvar[ch], (long long)len[ch]);
                        wholes++;
                    }
                    int ok = diff_check(&env, t, &c, (uint64_t)(5000 + k * 7 + (size_t)tries), what);
                    CHECKF(ok, "%s", what);
                    checked++;
                    done = 1;
                }
            }
            tune_space_free(s);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    CHECK(spans > 20 && wholes > 5);
    printf("  %d grouped windowed configs match the interpreter (%d spanning their tile's "
           "groups, %d whole)\n", checked, spans, wholes);
}

/* conv2d with groups == C == F is a depthwise convolution written with a
 * division by 1: its default has the window (or rows read in place), the
 * tiles of the image and
 * the vector axis that depthwise_conv2d's default has (the extra
 * reduction axis c has extent 1), at 1 and 2 threads. */
TEST(one_channel_groups_default_as_depthwise)
{
    static const struct {
        const char *attrs, *conv, *dw;
    } g[] = {
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x144x56x56 144x1x3x3", "1x144x56x56 144x3x3"},
        {"pad_h=1,pad_w=1", "1x32x112x112 32x1x3x3", "1x32x112x112 32x3x3"},
        {"pad_h=1,pad_w=1", "1x7x13x11 7x1x3x3", "1x7x13x11 7x3x3"},
    };
    ir_deflist lc, ld;
    ir_def *dc = diff_def("conv2d", &lc), *dd = diff_def("depthwise_conv2d", &ld);
    REQUIRE(dc && dd);
    for (size_t i = 0; i < TT_ARRAY_LEN(g); i++)
        for (int th = 1; th <= 2; th++) {
            char attrs[160];
            int64_t C = strtoll(g[i].conv + 2, NULL, 10);
            snprintf(attrs, sizeof attrs, "%s,groups=%lld", g[i].attrs, (long long)C);
            ir_task *tc = diff_bind(dc, attrs, g[i].conv, NULL, NULL, th);
            ir_task *td = diff_bind(dd, g[i].attrs, g[i].dw, NULL, NULL, th);
            REQUIRE(tc && td);
            lw_sched a, b;
            lw_sched_default(tc, &a);
            lw_sched_default(td, &b);
            const lw_nest *na = &a.nest[0], *nb = &b.nest[0];
            char what[1024];
            describe_task(what, sizeof what, "conv2d", g[i].conv, attrs, th, tc, &a);
            /* a window, or rows of 8 lanes read in place (direct_rows) */
            CHECKF(na->pack[0] == nb->pack[0] && na->vec == nb->vec &&
                       (na->pack[0] == PK_WIN || (na->pack[0] == PK_NONE && na->lanes < 16)),
                   "%s: X pack %d vec %d, depthwise_conv2d's %d %d", what, na->pack[0], na->vec,
                   nb->pack[0], nb->vec);
            for (int v = 0; v < 4; v++)
                for (int k = 0; k < 3; k++)
                    CHECKF(na->tile[v][k] == nb->tile[v][k], "%s: axis %d tile %d: %d, "
                           "depthwise_conv2d's %d", what, v, k, na->tile[v][k], nb->tile[v][k]);
            if (i == 2)
                CHECKF(diff_check(&env, tc, &a, 77 + (uint64_t)th, what), "%s", what);
            ir_task_free(tc);
            ir_task_free(td);
        }
    ir_deflist_free(&lc);
    ir_deflist_free(&ld);
}

/* ramp(a x + b y + c, 1, L) / k is one quotient for every lane -- the
 * input of a grouped convolution read by a vector of output channels in
 * one group -- when no lane can cross a multiple of k (lw_simplify_expr
 * then broadcasts it): checked against brute force over x and y, and the
 * rule must fire where it can (f = 128 f.0 + 32 f.2, groups of 128, 16
 * lanes). */
TEST(group_quotients_of_a_vector_are_one)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "groups=2", "1x4x5x5 4x2x3x3", NULL, NULL, 1);
    REQUIRE(t);
    static const int64_t ks[] = {4, 8, 12, 16, 128}, bs[] = {4, 8, 16, 32, 48};
    static const int lanes[] = {4, 8, 16};
    int fired = 0, kept = 0, wrong = 0, main_case = 0;
    for (size_t ki = 0; ki < TT_ARRAY_LEN(ks); ki++)
        for (size_t bi = 0; bi < TT_ARRAY_LEN(bs); bi++)
            for (size_t li = 0; li < TT_ARRAY_LEN(lanes); li++)
                for (int64_t c = 0; c < 40; c += 3) {
                    int64_t k = ks[ki], b = bs[bi];
                    int L = lanes[li];
                    lw_prog *p = lw_prog_new(t);
                    REQUIRE(p);
                    int x = lw_var_new(p, "x", 0, 7), y = lw_var_new(p, "y", 0, 7);
                    lw_expr *base = lw_bin(p, LE_ADD,
                                           lw_bin(p, LE_ADD,
                                                  lw_bin(p, LE_MUL, lw_ref(p, x), lw_int(p, k)),
                                                  lw_bin(p, LE_MUL, lw_ref(p, y), lw_int(p, b))),
                                           lw_int(p, c));
                    lw_expr *e = lw_simplify_expr(
                        p, lw_bin(p, LE_DIV, lw_ramp(p, base, 1, L), lw_bcast(p, lw_int(p, k), L)));
                    int crosses = 0;
                    for (int64_t xv = 0; xv < 8; xv++)
                        for (int64_t yv = 0; yv < 8; yv++) {
                            int64_t v = k * xv + b * yv + c;
                            crosses |= ir_floordiv(v, k) != ir_floordiv(v + L - 1, k);
                        }
                    if (e->op == LE_BCAST) {
                        fired++;
                        wrong += crosses;
                        CHECKF(!crosses, "k=%lld b=%lld c=%lld L=%d: broadcast, but lanes cross",
                               (long long)k, (long long)b, (long long)c, L);
                        main_case |= k == 128 && b == 32 && c == 0 && L == 16;
                    } else {
                        kept++;
                    }
                    lw_prog_free(p);
                }
    CHECK(main_case);
    CHECK(fired > 50 && kept > 50 && wrong == 0);
    printf("  %d vector quotients broadcast, %d kept per lane, none crossing a group\n", fired,
           kept);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* lw_sched_check(t, c) fails with a message containing `needle`. */
static void expect_rejected(const ir_task *t, const lw_sched *c, const char *needle,
                            const char *what)
{
    char msg[512] = "";
    int st = lw_sched_check(t, c, msg, sizeof msg);
    CHECKF(st != 0, "%s: accepted", what);
    CHECK_CONTAINS(msg, needle);
}

TEST(which_reads_may_be_windowed)
{
    ir_deflist l;
    /* matmul's A never leaves its tensor: nothing to pad */
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "7x13 13x31", NULL, NULL, 1);
    REQUIRE(t);
    CHECK(lw_read_windowable(t, 0, x_read(t)) == 0);
    ir_task_free(t);
    ir_deflist_free(&l);

    /* an unpadded convolution's input stays inside too; a padded one not */
    d = diff_def("conv2d", &l);
    REQUIRE(d);
    t = diff_bind(d, NULL, "1x3x7x7 5x3x3x3", NULL, NULL, 1);
    REQUIRE(t);
    CHECK(lw_read_windowable(t, 0, x_read(t)) == 0);
    ir_task_free(t);
    t = diff_bind(d, "pad_h=1,pad_w=1", "1x3x7x7 5x3x3x3", NULL, NULL, 1);
    REQUIRE(t);
    CHECK(lw_read_windowable(t, 0, x_read(t)) == 1);

    /* a window in a row-fused group is refused; the same group without it
       is a valid schedule */
    lw_sched c;
    lw_sched_default(t, &c);
    c.nest[0].pack[0] = 0;
    c.group = 1;
    c.gtile[0] = 1;
    c.gpar = 0;
    char msg[512] = "";
    CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "group=1 without a window: %s", msg);
    c.nest[0].pack[0] = PK_WIN;
    expect_rejected(t, &c, "outside row fusion", "window in a row group");
    ir_task_free(t);
    ir_deflist_free(&l);

    /* an indirect (embedding) read: no box to copy */
    d = diff_def("emb(E[V, D], I:i32[M]) -> Y[M] {\n  Y[i] += E[I[i], j] * 2\n}\n", &l);
    REQUIRE(d);
    t = diff_bind(d, NULL, "11x6 5", NULL, NULL, 1);
    REQUIRE(t);
    const ir_expr *e = x_read(t);
    REQUIRE(e && e->id == 0);
    CHECK(lw_read_windowable(t, 0, e) == 0);
    int64_t len[TT_MAX_RANK];
    uint8_t whole[TT_MAX_RANK];
    lw_sched_default(t, &c);
    CHECK(lw_window_shape(t, &c, 0, e, len, whole, NULL) == 0);
    c.nest[0].pack[0] = PK_WIN;
    expect_rejected(t, &c, "cannot be windowed", "window of E[I[i], j]");
    /* the same as config text */
    c.nest[0].pack[0] = 0;
    tt_buf b = {0};
    lw_sched_print(&b, t, &c);
    char *pk = strstr(b.s, "pack=0");
    REQUIRE(pk);
    pk[5] = '5';
    lw_sched back;
    CHECKF(lw_sched_parse(t, b.s, &back, msg, sizeof msg) != 0, "accepted: %s", b.s);
    CHECK_CONTAINS(msg, "cannot be windowed");
    tt_buf_free(&b);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* ---- the lowered program: where the input is read -------------------- */

typedef struct load_census {
    int x_tensor;
    int win_stores;       /* stores into a window */
    int x_in_copy;        /* loads of X in the window copy */
    int x_guarded_copy;   /* ... of them guarded */
    int x_clipped_copy;   /* ... of them in bounds by construction (a
                             row clipped to the tensor) */
    int x_outside;        /* loads of X anywhere else (the compute nest) */
    int x_guarded_outside;
    int win_loads;        /* loads of the window (the compute nest) */
    int win_guarded;
    int win_shift;        /* window loads marked to read as shifts */
    int win_aligned;      /* copy stores of a shifted load (aligned_row) */
} load_census;

/* A guard names a loop variable (a row or column that may leave the
 * tensor); a vector tail's lane mask (ramp(0, 1, 16) < x16(7)) names
 * none: it is not a guard of the padding. */
static int names_var(const lw_expr *e)
{
    if (!e)
        return 0;
    if (e->op == LE_VAR)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (names_var(e->args[i]))
            return 1;
    return names_var(e->pred);
}

static int is_window(const lw_prog *p, int buf)
{
    return p->bufs[buf].kind == LB_LOCAL && strstr(p->bufs[buf].name, ".win") != NULL;
}

static void census_expr(const lw_prog *p, const lw_expr *e, int in_copy, load_census *c)
{
    if (!e)
        return;
    if (e->op == LE_LOAD) {
        const lw_buf *b = &p->bufs[e->id];
        if (b->kind == LB_INPUT && b->tensor == c->x_tensor) {
            if (in_copy) {
                c->x_in_copy++;
                c->x_guarded_copy += names_var(e->pred);
                c->x_clipped_copy += e->inside != 0 && !e->pred;
            } else {
                c->x_outside++;
                c->x_guarded_outside += names_var(e->pred);
            }
        } else if (is_window(p, e->id)) {
            c->win_loads++;
            c->win_guarded += names_var(e->pred);
            c->win_shift += e->shift;
        }
    }
    for (int i = 0; i < e->nargs; i++)
        census_expr(p, e->args[i], in_copy, c);
    census_expr(p, e->pred, in_copy, c);
}

static void census_stmt(const lw_prog *p, const lw_stmt *s, load_census *c)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            census_stmt(p, s->list[i], c);
        return;
    case LS_FOR:
        census_expr(p, s->min, 0, c);
        census_expr(p, s->extent, 0, c);
        census_stmt(p, s->body, c);
        return;
    case LS_IF:
        census_expr(p, s->cond, 0, c);
        census_stmt(p, s->body, c);
        census_stmt(p, s->els, c);
        return;
    case LS_LET:
        census_expr(p, s->min, 0, c);
        census_stmt(p, s->body, c);
        return;
    case LS_ALLOC:
        census_stmt(p, s->body, c);
        return;
    case LS_PARALLEL:
        census_expr(p, s->extent, 0, c);
        return;
    case LS_STORE: {
        int copy = is_window(p, s->buf);
        c->win_stores += copy;
        c->win_aligned += copy && s->value->op == LE_SHIFT;
        for (int i = 0; i < s->nidx; i++)
            census_expr(p, s->idx[i], copy, c);
        census_expr(p, s->value, copy, c);
        census_expr(p, s->cond, copy, c);
        return;
    }
    }
}

static int census(const ir_task *t, const lw_sched *c, load_census *out, const char *what)
{
    char msg[512] = "";
    lw_prog *p = lw_lower(t, c, msg, sizeof msg);
    if (!p) {
        CHECKF(0, "%s: lw_lower: %s", what, msg);
        return -1;
    }
    memset(out, 0, sizeof *out);
    out->x_tensor = x_read(t)->id;
    for (int f = 0; f < p->nfuncs; f++)
        census_stmt(p, p->funcs[f].body, out);
    if (getenv("TT_TEST_VERBOSE")) {
        tt_buf b = {0};
        lw_print_prog(&b, p);
        fprintf(stderr, "---- %s\n%s", what, b.s);
        tt_buf_free(&b);
    }
    lw_prog_free(p);
    return 0;
}

TEST(windowed_compute_nest_has_no_guards)
{
    static const size_t which[] = {0, 3, 5, 11, 14, 17, 24, 27, 31, 35};
    int programs = 0, copy_guards = 0;
    for (size_t w = 0; w < TT_ARRAY_LEN(which); w++) {
        size_t i = which[w];
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = bind_case(d, i, th, env.be->target.vector_bits);
            REQUIRE(t);
            lw_sched c;
            lw_sched_default(t, &c);
            c.nest[0].pack[0] = PK_WIN;
            char what[1024];
            describe(what, sizeof what, i, th, t, &c, "lowered");
            load_census k;
            if (lw_sched_check(t, &c, NULL, 0) == 0 && census(t, &c, &k, what) == 0) {
                programs++;
                copy_guards += k.x_guarded_copy;
                CHECKF(k.win_stores > 0 && k.x_in_copy > 0, "%s: no window copy", what);
                CHECKF(k.win_loads > 0, "%s: the compute nest does not read the window", what);
                CHECKF(k.x_outside == 0 && k.x_guarded_outside == 0,
                       "%s: %d loads of the input (%d guarded) outside the window copy", what,
                       k.x_outside, k.x_guarded_outside);
                CHECKF(k.win_guarded == 0, "%s: %d guarded loads of the window", what,
                       k.win_guarded);
            } else {
                CHECKF(0, "%s: not valid", what);
            }
            /* without the window the compute nest reads X (the census sees it) */
            c.nest[0].pack[0] = 0;
            if (th == 1 && census(t, &c, &k, what) == 0)
                CHECKF(k.win_stores == 0 && k.x_outside > 0,
                       "%s: no load of the input without a window", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    printf("  %d windowed programs read the input only in the window copy (%d guarded loads "
           "there)\n", programs, copy_guards);
}

/* The default schedule of t vectorized along the width (axis 3) in
 * `lanes`, S0/S1 tiles x2 and register tiles x3 of it, the input
 * windowed; described in `what`.  Returns 0 when the check takes it. */
static int width_windowed(const ir_task *t, lw_sched *c, int32_t x2, int32_t x3, int lanes,
                          const char *op, const char *shapes, const char *attrs, int threads,
                          char *what, size_t nw)
{
    char msg[512] = "";
    lw_sched_default(t, c);
    lw_nest *n = &c->nest[0];
    n->vec = 3;
    n->lanes = (uint8_t)lanes;
    n->tile[3][0] = n->tile[3][1] = x2;
    n->tile[3][2] = x3;
    n->pack[0] = PK_WIN;
    describe_task(what, nw, op, shapes, attrs, threads, t, c);
    if (lw_sched_check(t, c, msg, sizeof msg) != 0) {
        CHECKF(0, "%s: %s", what, msg);
        return -1;
    }
    return 0;
}

/* A window split in phases (lw_window_split): an NCHW convolution of
 * stride 2 or 3 along the width, vectorized along the output's width, keeps
 * the window's width as [stride phases][len / stride]; the lowered window
 * buffer has that shape; the result matches the interpreter for register
 * tiles of the width that leave tails, at 1 and 2 threads and 256- and
 * 512-bit vectors.  A stride of 1 along the width, or another vector axis,
 * splits nothing. */
TEST(windows_split_in_phases)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int split;
    } sc[] = {
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x11 4x3x3x3", 2},
        {"conv2d", "stride_h=1,stride_w=3,pad_h=1,pad_w=2", "1x2x7x23 3x2x3x5", 3},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x3x17x19 5x3x7x7", 2},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=4", "1x8x9x13 8x2x3x3", 2},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x37 3x3x3", 2},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,dil_w=2", "2x2x7x29 2x3x3",
         2},
        /* rows of whole vectors, an even row length: unguarded strided
           copies whose phases share their loads */
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x5x76 2x3x3", 2},
        {"conv2d", "stride_h=3,stride_w=1,pad_h=0,pad_w=1", "1x2x13x9 3x2x3x3", 0},
    };
    static const int xt[] = {3, 5, 8, 16};
    int checked = 0, split_seen = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++)
            for (size_t k = 0; k < TT_ARRAY_LEN(xt); k++) {
                int vb = (k + (size_t)th) % 2 ? 256 : 512;
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", sc[i].op, sc[i].shapes, sc[i].attrs);
                if (!t)
                    continue;
                lw_sched c;
                char what[1024], msg[512] = "";
                int32_t x3 = (int32_t)TT_MIN(xt[k], t->extent[0][3]);
                if (width_windowed(t, &c, x3, x3, vb / 32 < x3 ? vb / 32 : (x3 >= 8 ? 8 : 4),
                                   sc[i].op, sc[i].shapes, sc[i].attrs, th, what,
                                   sizeof what) != 0) {
                    ir_task_free(t);
                    continue;
                }
                lw_nest *n = &c.nest[0];
                int want = n->lanes > 1 ? sc[i].split : 0;
                CHECKF(lw_window_split(t, n, 0, x_read(t)) == want, "%s: split %d, want %d",
                       what, lw_window_split(t, n, 0, x_read(t)), want);
                lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
                if (p) {
                    int found = 0;
                    for (int b = 0; b < p->nbufs; b++)
                        if (is_window(p, b)) {
                            const lw_buf *wb = &p->bufs[b];
                            int r = t->def->tensors[x_read(t)->id].rank;
                            found = 1;
                            CHECKF(wb->rank == r + (want > 0) &&
                                       (!want || wb->shape[r - 1] == want),
                                   "%s: window of rank %d (phases %lld)", what, wb->rank,
                                   (long long)wb->shape[r - 1]);
                        }
                    CHECKF(found, "%s: no window buffer", what);
                    lw_prog_free(p);
                }
                split_seen += want > 0;
                CHECKF(diff_check(&env, t, &c, (uint64_t)(500 + i * 8 + k), what), "%s", what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(split_seen > 0);
    printf("  %d windowed configs vectorized along the width match the interpreter (%d split "
           "in phases)\n", checked, split_seen);
}

/* A window row whose ends leave the tensor (an NCHW image row with
 * padding) is copied, when a whole vector of it lies inside, in whole
 * unmasked vectors over the inside and zeros over the ends (clipped_row
 * in build_pack.c).  Rows at the left edge, inside, at the right edge and
 * past it (pads up to 4, strides 1 to 3, dilation), rows shorter than a
 * vector (the guarded copy), 256- and 512-bit vectors, S1 tiles of the
 * width that put windows at every position: the results match the
 * interpreter, and the copy of the long rows has loads in bounds by
 * construction (no lane mask), which the census counts. */
TEST(window_rows_are_clipped_to_the_tensor)
{
    static const struct {
        const char *op, *attrs, *shapes;
    } sc[] = {
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x57 3x3x3"},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x2x5x41 2x3x3"},
        {"conv2d", "pad_h=2,pad_w=2", "1x2x5x37 3x2x5x5"},
        {"conv2d", "stride_h=1,stride_w=3,pad_h=1,pad_w=4", "1x2x5x53 3x2x3x9"},
        {"conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x2x7x43 2x2x3x3"},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", "1x3x11x71 4x3x7x7"},
        {"conv2d", "pad_w=3", "1x2x3x19 3x2x1x7"},
    };
    static const int xt[][2] = {{16, 16}, {32, 16}, {48, 8}, {24, 24}, {8, 8}};
    int checked = 0, clipped = 0, aligned = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++)
            for (size_t k = 0; k < TT_ARRAY_LEN(xt); k++) {
                int vb = (k + (size_t)th) % 2 ? 256 : 512;
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", sc[i].op, sc[i].shapes, sc[i].attrs);
                if (!t)
                    continue;
                lw_sched c;
                char what[1024];
                int32_t x2 = (int32_t)TT_MIN(xt[k][0], t->extent[0][3]);
                int32_t x3 = (int32_t)TT_MIN(xt[k][1], x2);
                while (x2 % x3)
                    x3--;
                if (width_windowed(t, &c, x2, x3, TT_MIN(vb / 32, x3 >= 8 ? 16 : 4), sc[i].op,
                                   sc[i].shapes, sc[i].attrs, th, what, sizeof what) != 0) {
                    ir_task_free(t);
                    continue;
                }
                load_census q;
                if (census(t, &c, &q, what) == 0) {
                    CHECKF(q.x_outside == 0, "%s: the input read outside the window", what);
                    clipped += q.x_clipped_copy > 0;
                    aligned += q.win_aligned > 0;
                }
                CHECKF(diff_check(&env, t, &c, (uint64_t)(900 + i * 8 + k), what), "%s", what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(clipped > 0);
    CHECK(aligned > 0);
    printf("  %d windowed configs with rows clipped to the tensor match the interpreter (%d "
           "copy rows in unmasked vectors, %d of them at aligned positions)\n", checked, clipped,
           aligned);
}

/* Shifted vector loads in the IR (llvm_load.c, shifted_load): a shuffle
 * of two vectors whose mask is r, r+1, .. (r >= 1), what a window tap's
 * read at offset r from an aligned vector becomes.  Strided reads'
 * shuffles (0, 2, 4, ..) and broadcasts (all 0) do not match. */
static int shifted_loads(const char *ir)
{
    int n = 0;
    for (const char *q = ir; (q = strstr(q, "shufflevector")) != NULL; q++) {
        const char *m = strstr(q, "<i32 ");
        const char *eol = strchr(q, '\n');
        if (!m || (eol && m > eol))
            continue;
        long a = strtol(m + 5, NULL, 10);
        const char *c = strstr(m + 5, ", i32 ");
        if (!c || (eol && c > eol))
            continue;
        long b = strtol(c + 6, NULL, 10);
        n += a >= 1 && b == a + 1;
    }
    return n;
}

/* A window read along its rows by the vector lanes (an NCHW convolution
 * vectorized along the image row), each value loaded feeding one FMA: a
 * tap's read at offset r from a vector-aligned element of the window is
 * two aligned loads and a shift (valignd) -- or one and a shift in zeros
 * when its true lanes end in the first -- in place of a load across cache
 * lines.  Rows of 7 (shorter than a vector: the guarded copy) to 33, taps
 * 3 to 7 along the row, dilation 2, f32 and f64, register tiles of 1 to 7
 * rows of 1 or 2 vectors, 256- and 512-bit vectors, 1 and 2 threads: the
 * results match the interpreter.  The IR of the 512-bit f32 cases has
 * shifted loads, except where a load feeds several FMAs (a register tile
 * of 4 output channels) or the window is split in phases (stride 2) and
 * kept in memory: there it has none; a split window streamed through
 * registers (one register tile spanning the row) has them. */
TEST(window_taps_are_shifts_of_aligned_vectors)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int shifts;    /* the window's loads are shifts (512-bit f32; -1: f64; 2:
                          where it is streamed through registers) */
        int32_t f3;    /* the register tile of output channels (conv2d) */
    } sc[] = {
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x14x14 3x3x3", 1, 1},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x2x9x17 2x3x3", 1, 1},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x2x5x31 2x3x3", 1, 1},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x6x5 3x3x3", 1, 1},
        {"depthwise_conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x2x7x33 2x3x3", 1, 1},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x9x37 2x3x3", 2, 1},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x9x29 2x3x3", 2, 1},
        {"conv2d", "pad_w=3", "1x2x3x19 3x2x1x7", 1, 1},
        {"conv2d", "pad_h=1,pad_w=1", "1x2x7x13 3x2x3x3", 1, 1},
        {"conv2d", "pad_h=1,pad_w=1", "1x2x7x21 4x2x3x3", 0, 4},
        {"dw64(X: f64[C, H, W], Wt: f64[C, 3, 3]) -> Y: f64[C, H, W] {\n"
         "  Y[c, y, x] += X[c, y + r - 1, x + s - 1] * Wt[c, r, s]\n}\n",
         "", "2x11x13 2x3x3", -1, 1},
    };
    static const int rows[] = {1, 2, 3, 7};
    int checked = 0, shifted = 0, streams = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        int f64 = strstr(sc[i].op, "f64") != NULL;
        const char *name = f64 ? "dw64" : sc[i].op;
        for (int th = 1; th <= 2; th++)
            for (size_t k = 0; k < TT_ARRAY_LEN(rows); k++) {
                int vb = (k + (size_t)th) % 2 ? 256 : 512;
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "%s [%s] %s", name, sc[i].shapes, sc[i].attrs);
                if (!t)
                    continue;
                int ns = t->def->stmts[0].nspatial, xa = ns - 1, ya = ns - 2;
                int W = vb / (f64 ? 64 : 32);
                int64_t wx = t->extent[0][xa];
                int32_t x3 = (int32_t)(k % 2 && wx > W ? 2 * W : W);
                lw_sched c;
                char what[1024], msg[512] = "";
                lw_sched_default(t, &c);
                lw_nest *n = &c.nest[0];
                n->vec = (int8_t)xa;
                n->lanes = (uint8_t)W;
                n->tile[xa][0] = n->tile[xa][1] = n->tile[xa][2] = x3;
                int32_t ry = (int32_t)TT_MIN(sc[i].f3 > 1 ? 2 : rows[k], t->extent[0][ya]);
                n->tile[ya][0] = n->tile[ya][1] = (int32_t)t->extent[0][ya];
                while (n->tile[ya][1] % ry)
                    ry--;
                n->tile[ya][2] = ry;
                for (int a = 0; a < ns - 2; a++)
                    n->tile[a][2] = 1;
                if (sc[i].f3 > 1) {   /* conv2d's axis 1: output channels */
                    n->tile[1][0] = n->tile[1][1] = (int32_t)t->extent[0][1];
                    n->tile[1][2] = sc[i].f3;
                }
                n->unroll = 16;
                n->pack[0] = PK_WIN;
                describe_task(what, sizeof what, name, sc[i].shapes, sc[i].attrs, th, t, &c);
                if (lw_sched_check(t, &c, msg, sizeof msg) != 0) {
                    CHECKF(0, "%s: %s", what, msg);
                    ir_task_free(t);
                    continue;
                }
                if (vb == 512 && !f64) {
                    lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                    CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
                    char *ir = p ? jit_llvm_ir(p, 0, msg, sizeof msg) : NULL;
                    CHECKF(!p || ir, "%s: %s", what, msg);
                    if (ir && sc[i].shifts > 0)
                        shifted += shifted_loads(ir) > 0;
                    int streamed = 0;
                    for (int b = 0; p && b < p->nbufs; b++)
                        streamed |= p->bufs[b].stream;
                    int want = sc[i].shifts == 2 ? streamed : sc[i].shifts;
                    load_census q;
                    if (census(t, &c, &q, what) == 0)
                        CHECKF(want ? q.win_shift == q.win_loads : q.win_shift == 0,
                               "%s: %d of %d window loads marked as shifts (streamed %d)", what,
                               q.win_shift, q.win_loads, streamed);
                    streams += streamed;
                    free(ir);
                    lw_prog_free(p);
                }
                CHECKF(diff_check(&env, t, &c, (uint64_t)(1700 + i * 8 + k), what), "%s", what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECKF(shifted >= 4, "%d programs with shifted window loads", shifted);
    CHECKF(streams >= 2, "%d programs with a window streamed through registers", streams);
    printf("  %d configs reading windows along their rows match the interpreter (%d with "
           "shifted loads, %d streamed)\n", checked, shifted, streams);
}

/* In the order of a block after the stream pass: statements writing the
 * streamed buffer (copies) and reading it (updates).  Sets *before to the
 * copies ahead of the first update and *copies to all of them. */
typedef struct {
    int buf, copies, before, reads;
} stream_order;

static int expr_reads(const lw_expr *e, int buf)
{
    if (!e)
        return 0;
    if (e->op == LE_LOAD && e->id == buf)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (expr_reads(e->args[i], buf))
            return 1;
    return expr_reads(e->pred, buf);
}

static int stmt_touches(const lw_stmt *s, int buf, int write)
{
    if (!s)
        return 0;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            if (stmt_touches(s->list[i], buf, write))
                return 1;
        return 0;
    case LS_STORE:
        return write ? s->buf == buf : expr_reads(s->value, buf) || expr_reads(s->cond, buf);
    case LS_IF:
        return (!write && expr_reads(s->cond, buf)) || stmt_touches(s->body, buf, write) ||
               stmt_touches(s->els, buf, write);
    default:
        return stmt_touches(s->body, buf, write);
    }
}

static void order_walk(const lw_stmt *s, stream_order *o)
{
    if (!s)
        return;
    if (s->op != LS_BLOCK) {
        if (s->op == LS_IF) {
            order_walk(s->body, o);
            order_walk(s->els, o);
        } else if (s->op != LS_STORE) {
            order_walk(s->body, o);
        }
        return;
    }
    for (int i = 0; i < s->n; i++) {
        const lw_stmt *x = s->list[i];
        int w = stmt_touches(x, o->buf, 1), r = stmt_touches(x, o->buf, 0);
        if (w && r) {
            order_walk(x, o);   /* a container of both: look inside */
        } else if (w) {
            o->copies++;
            o->before += !o->reads;
        } else if (r) {
            o->reads++;
        } else {
            order_walk(x, o);
        }
    }
}

/* A window read along its rows by the vector lanes, split in phases or
 * not, that one register tile reads alone, its rows' origin a constant
 * (the tile spans the image row), is streamed through
 * registers: the buffer lives in registers, and each row is copied inside
 * the register tile just before the updates that read it -- of the 2T+1
 * rows of a tile of T output rows, fewer than all are copied before the
 * first update.  Strides 1, 2 and 3, dilation 2, 3x3, 5x5 and 1x7 windows, odd and prime
 * widths, tiles of 1 to 7 rows, 256- and 512-bit vectors, f32 at 1 and 2
 * threads: the results match the interpreter.  A window that a register
 * tile does not read alone (two tiles of rows in it) stays in memory, and
 * so does one whose reduction is too long to unroll whole.  The default
 * of MobileNetV2's 3x3 stride-2 depthwise layer (C144 56x56) streams. */
TEST(windows_stream_through_registers)
{
    static const struct {
        const char *op, *attrs, *shapes;
    } sc[] = {
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x13x29 3x3x3"},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x17x61 2x3x3"},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=2,pad_w=2", "1x2x11x37 2x5x5"},
        {"depthwise_conv2d", "stride_h=3,stride_w=3,pad_h=1,pad_w=1", "1x2x14x53 2x3x3"},
        {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_w=3", "1x2x9x41 2x1x7"},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1,groups=3", "1x3x11x33 3x1x3x3"},
        /* not split: stride 1, dilation 2 */
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x2x9x23 2x3x3"},
        {"depthwise_conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x2x8x19 2x3x3"},
    };
    static const int rows[] = {1, 2, 3, 4, 7};
    int checked = 0, streamed = 0, kept = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++)
            for (size_t k = 0; k < TT_ARRAY_LEN(rows); k++) {
                int vb = (k + (size_t)th + i) % 2 ? 256 : 512;
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                REQUIRE(t);
                int ns = t->def->stmts[0].nspatial, xa = ns - 1, ya = ns - 2;
                int W = vb / 32;
                int64_t wx = t->extent[0][xa], hy = t->extent[0][ya];
                lw_sched c;
                lw_sched_default(t, &c);
                lw_nest *n = &c.nest[0];
                n->vec = (int8_t)xa;
                n->lanes = (uint8_t)W;
                int32_t x3 = (int32_t)((wx + W - 1) / W * W);
                n->tile[xa][0] = n->tile[xa][1] = n->tile[xa][2] = x3;
                int32_t ry = (int32_t)TT_MIN(rows[k], hy);
                /* the second size: two register tiles of rows a window */
                int two = k == 1 && hy >= 2 * ry;
                n->tile[ya][1] = two ? 2 * ry : ry;
                n->tile[ya][0] = (int32_t)((hy + n->tile[ya][1] - 1) / n->tile[ya][1] *
                                           n->tile[ya][1]);
                n->tile[ya][2] = ry;
                for (int a = 0; a < ns - 2; a++)
                    n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
                n->unroll = 16;
                n->pack[0] = PK_WIN;
                char what[1024], msg[512] = "";
                describe_task(what, sizeof what, sc[i].op, sc[i].shapes, sc[i].attrs, th, t, &c);
                if (lw_sched_check(t, &c, msg, sizeof msg) != 0) {
                    ir_task_free(t);   /* too much code unrolled: not a config */
                    continue;
                }
                lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
                int sb = -1;
                for (int b = 0; p && b < p->nbufs; b++)
                    if (p->bufs[b].stream)
                        sb = b;
                if (p && !two) {
                    /* (a reduction too long to unroll whole keeps it in
                       memory: its reads are not constants) */
                    CHECKF(sb < 0 || p->bufs[sb].scope == LB_REG, "%s: not in registers", what);
                    if (sb >= 0) {
                        stream_order o = {.buf = sb};
                        for (int f = 0; f < p->nfuncs; f++)
                            order_walk(p->funcs[f].body, &o);
                        CHECKF(o.copies > 0 && o.reads > 0 && o.before < o.copies,
                               "%s: %d row copies, %d before the first of %d updates", what,
                               o.copies, o.before, o.reads);
                        streamed++;
                    }
                } else if (p) {
                    CHECKF(sb < 0, "%s: a window two tiles read streamed", what);
                    kept++;
                }
                lw_prog_free(p);
                CHECKF(diff_check(&env, t, &c, (uint64_t)(2900 + i * 16 + k), what), "%s",
                       what);
                checked++;
                ir_task_free(t);
            }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECKF(streamed >= 30 && kept >= 6, "%d streamed, %d kept", streamed, kept);
    /* the default of MobileNetV2's 3x3 stride-2 depthwise layer streams */
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    for (int th = 1; th <= 2; th++) {
        ir_task *t = diff_bind(d, "stride_h=2,stride_w=2,pad_h=1,pad_w=1",
                               "1x144x56x56 144x3x3", NULL, NULL, th);
        REQUIRE(t);
        lw_sched c;
        lw_sched_default(t, &c);
        char msg[512] = "";
        lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
        CHECKF(p != NULL, "lw_lower: %s", msg);
        int sb = -1;
        for (int b = 0; p && b < p->nbufs; b++)
            if (p->bufs[b].stream)
                sb = b;
        CHECKF(sb >= 0, "the default of depthwise_conv2d [1x144x56x56] s2 threads=%d streams", th);
        lw_prog_free(p);
        ir_task_free(t);
    }
    ir_deflist_free(&l);
    printf("  %d configs match the interpreter (%d streamed through registers, %d windows "
           "two tiles read kept in memory)\n", checked, streamed, kept);
}

/* A row shorter than a vector along lanes that the window's taps step
 * (an NCHW depthwise convolution with a small output): the default takes
 * the fewest lanes that hold the row, halved while a phase of the
 * window's row is shorter than a vector (half a vector when the stride
 * splits the row in phases: lw_phase_streams), and windows the input where the
 * stride splits it in phases (rows of fewer than 16 lanes at stride 1 are
 * read in place: lower/windows.c, direct_rows); a row that fills a vector
 * keeps the target's lanes and its window.  At 512 bits, 1 and 2 threads;
 * the small cases against the interpreter. */
TEST(short_rows_take_fewer_lanes)
{
    static const struct {
        const char *attrs, *shapes;
        int lanes;   /* the default's, at 512 bits */
        int check;
        int pack;    /* the input's: PK_WIN, PK_NONE, -1 either */
    } sc[] = {
        /* 7 wide; 14 wide in phases of 15: more than half a vector of
           16, streamed (lw_phase_streams) */
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x512x14x14 512x3x3", 8, 0, PK_WIN},
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x256x28x28 256x3x3", 16, 0, PK_WIN},
        {"pad_h=1,pad_w=1", "1x512x7x7 512x3x3", 8, 0, PK_NONE},
        {"pad_h=1,pad_w=1", "1x256x14x14 256x3x3", 16, 0, PK_WIN},   /* 14 + 2: a vector */
        {"pad_h=1,pad_w=1", "1x3x9x5 3x3x3", 4, 1, PK_NONE},    /* 5 wide: 8, halved (a row of 7) */
        /* 5 wide, phases of 6: more than half of 8 lanes */
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x2x9x9 2x3x3", 8, 1, PK_WIN},
        {"pad_h=1,pad_w=1", "1x2x11x3 2x3x3", 4, 1, -1},
    };
    ir_deflist l;
    ir_def *d = diff_def("depthwise_conv2d", &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
            REQUIRE(t);
            lw_sched c;
            lw_sched_default(t, &c);
            char what[1024];
            describe_task(what, sizeof what, "depthwise_conv2d", sc[i].shapes, sc[i].attrs, th,
                          t, &c);
            const lw_nest *n = &c.nest[0];
            CHECKF(n->vec == 3 && n->lanes == sc[i].lanes &&
                       (sc[i].pack < 0 || n->pack[0] == sc[i].pack),
                   "%s: vec %d lanes %d (want %d), X pack %d", what, n->vec, n->lanes,
                   sc[i].lanes, n->pack[0]);
            if (sc[i].check)
                CHECKF(diff_check(&env, t, &c, 3100 + i * 2 + (uint64_t)th, what), "%s", what);
            ir_task_free(t);
        }
    diff_target.vector_bits = env.be->target.vector_bits;
    ir_deflist_free(&l);
}

/* A window read along image rows longer than 4 vectors: the default keeps
 * its register tile and makes the row's tiles the whole row and the S1
 * tile of rows one register tile, a strip of rows across the image
 * (long_rows in default.c); the schedule matches the interpreter. */
TEST(long_rows_get_strips_of_rows)
{
    static const struct {
        const char *op, *shapes, *attrs;
    } lc[] = {
        {"depthwise_conv2d", "1x3x75x75 3x3x3", "pad_h=1,pad_w=1"},
        {"depthwise_conv2d", "1x2x97x83 2x5x5", "pad_h=2,pad_w=2"},
        {"depthwise_conv2d", "1x2x150x150 2x3x3", "stride_h=2,stride_w=2,pad_h=1,pad_w=1"},
    };
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(lc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(lc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            diff_target.vector_bits = (i + (size_t)th) % 2 ? 256 : 512;
            ir_task *t = diff_bind(d, lc[i].attrs, lc[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "%s [%s]", lc[i].op, lc[i].shapes);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            char what[1024];
            describe_task(what, sizeof what, lc[i].op, lc[i].shapes, lc[i].attrs, th, t, &c);
            int x = n->vec, y = x - 1;
            CHECKF(n->pack[0] == PK_WIN && x == 3, "%s: not a window read along the rows",
                   what);
            if (x == 3) {
                int64_t row = t->extent[0][x];
                CHECKF(row > 4 * n->lanes, "%s: a row of %lld is not long", what,
                       (long long)row);
                CHECKF(n->tile[x][1] >= row && n->tile[x][2] < row,
                       "%s: the row's S1 tile %d, register tile %d", what, n->tile[x][1],
                       n->tile[x][2]);
                CHECKF(n->tile[y][1] == n->tile[y][2], "%s: S1 tile of rows %d, register %d",
                       what, n->tile[y][1], n->tile[y][2]);
                /* at stride 1 the window rows' tap (r, var 4) goes
                   innermost, unrolled whole; at stride 2 the order stays */
                int stride1 = strstr(lc[i].attrs, "stride") == NULL;
                int64_t R = t->extent[0][4];
                CHECKF(!stride1 || (n->rorder[1] == 0 && n->unroll == R),
                       "%s: the rows' tap is not innermost and unrolled whole (u=%d)", what,
                       n->unroll);
                CHECKF(stride1 || n->rorder[1] == 1, "%s: stride 2 reordered its taps", what);
            }
            checked += diff_check(&env, t, &c, 61 + (uint64_t)i, what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d of 6 defaults match the interpreter\n", checked);
}

/* A window too large only for the input channels it spans (a dilated
 * NCHW 3x3 with many channels) is taken at 256 bits with those channels
 * cut in R0 blocks whose slice of the window fits the default's bound,
 * each block at least 512 steps; at 512 bits unwindowed (cut: R0 weights);
 * the tuner's whole-image window spans the whole reduction again. */
TEST(large_windows_cut_their_channels)
{
    static const char *shapes[] = {"1x512x9x9 48x512x3x3", "1x384x11x11 40x384x3x3"};
    const char *attrs = "pad_h=4,pad_w=4,dil_h=4,dil_w=4";
    int checked = 0;
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(shapes); i++)
        for (int vb = 256; vb <= 512; vb += 256) {
            diff_target.vector_bits = vb;
            ir_task *t = diff_bind(d, attrs, shapes[i], NULL, NULL, 1);
            CHECKF(t != NULL, "[%s]", shapes[i]);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            const lw_nest *n = &c.nest[0];
            char what[1024];
            describe_task(what, sizeof what, "conv2d", shapes[i], attrs, 1, t, &c);
            int64_t C = t->extent[0][4];
            if (vb == 256) {
                int64_t len[TT_MAX_RANK];
                uint8_t whole[TT_MAX_RANK];
                int64_t elems = lw_window_shape(t, &c, 0, x_read(t), len, whole, NULL);
                CHECKF(n->pack[0] == PK_WIN, "%s: no window", what);
                CHECKF(n->rtile[0] < C && n->rtile[0] * 9 >= 512 &&
                           elems / C * n->rtile[0] <= LW_WINDOW_DEFAULT_MAX &&
                           elems > LW_WINDOW_DEFAULT_MAX,
                       "%s: channel block %d of %lld, window %lld elements", what, n->rtile[0],
                       (long long)C, (long long)elems);
                /* the tuner's whole-image candidate (lw_sched_whole_windows)
                   takes such a window back to the whole reduction */
                lw_sched w = c;
                CHECKF(lw_sched_whole_windows(t, &w) && w.nest[0].pack[0] == PK_WIN &&
                           w.nest[0].rtile[0] == C,
                       "%s: no whole-image window with whole channels", what);
                char wwhat[1024];
                describe_task(wwhat, sizeof wwhat, "conv2d", shapes[i], attrs, 1, t, &w);
                checked += diff_check(&env, t, &w, 91 + (uint64_t)i, wwhat);
            } else {
                CHECKF(!n->pack[0] && (n->rtile[0] == C || LW_PACK_LEVEL(n->pack[1]) == PK_R0),
                       "%s: cut", what);
            }
            checked += diff_check(&env, t, &c, 81 + (uint64_t)i, what);
            ir_task_free(t);
        }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d of 6 defaults and whole-image windows match the interpreter\n", checked);
}

/* A dense NHWC convolution's input runs along a row of channels the
 * guards leave alone (lower/windows.c, channel_row): its default takes no
 * window (16 input channels or more, the window not one cut in blocks),
 * reads the input under guards, and the LLVM IR of those guarded
 * broadcasts reads the constant zero past the border (llvm_emit.c,
 * zero_load) where a guard is not a constant in its unrolled copy.
 * Fewer channels (8), a grouped convolution (4 a group) and
 * the NCHW layout are not such reads: their windows stay the cost
 * model's.  At 256 bits a dilated rate-4 layer whose window the default
 * cuts in blocks keeps it.  1 and 2 threads, 256- and 512-bit vectors,
 * each default against the interpreter. */
TEST(channel_rows_take_no_window)
{
    static const struct {
        const char *attrs, *shapes;
        int vb;      /* 0: both widths */
        int rule;    /* 1: no window by the rule; 2: a blocked window kept */
    } sc[] = {
        {"pad_h=1,pad_w=1", "1x7x7x64 3x3x64x48", 0, 1},
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x19x19x32 3x3x32x40", 0, 1},
        {"pad_h=3", "1x17x17x16 7x1x16x24", 0, 1},
        {"pad_h=2,pad_w=2", "2x11x13x48 5x5x48x17", 0, 1},
        {"pad_h=4,pad_w=4,dil_h=4,dil_w=4", "1x11x33x512 3x3x512x48", 256, 2},
        {"pad_h=1,pad_w=1", "1x9x9x8 3x3x8x32", 0, 0},
        {"pad_h=1,pad_w=1,groups=8", "1x14x14x32 3x3x4x32", 0, 0},
    };
    int checked = 0, zero_loads = 0, ruled = 0;
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int th = 1; th <= 2; th++)
            for (int vb = 256; vb <= 512; vb += 256) {
                if ((sc[i].vb && vb != sc[i].vb) || (sc[i].rule == 2 && th == 2))
                    continue;   /* the large layer once */
                diff_target.vector_bits = vb;
                ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
                CHECKF(t != NULL, "[%s] %s", sc[i].shapes, sc[i].attrs);
                if (!t)
                    continue;
                lw_sched c;
                lw_sched_default(t, &c);
                char what[1024], msg[512] = "";
                describe_task(what, sizeof what, "conv2d_nhwc", sc[i].shapes, sc[i].attrs, th, t,
                              &c);
                if (sc[i].rule == 1) {
                    CHECKF(c.nest[0].pack[0] != PK_WIN, "%s: the input windowed", what);
                    load_census k = {0};
                    if (census(t, &c, &k, what) == 0)
                        CHECKF(k.win_stores == 0 && k.x_outside > 0,
                               "%s: %d window stores, %d input loads", what, k.win_stores,
                               k.x_outside);
                    lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
                    char *ir = p ? jit_llvm_ir(p, 0, msg, sizeof msg) : NULL;
                    CHECKF(ir != NULL, "%s: %s", what, msg);
                    zero_loads += ir && strstr(ir, "@tt.zero") != NULL;
                    /* guards left after unrolling (lower/guards.c) read the zero */
                    CHECKF(!ir || k.x_guarded_outside == 0 || strstr(ir, "@tt.zero"),
                           "%s: guarded loads, no load of the constant zero", what);
                    free(ir);
                    lw_prog_free(p);
                    ruled++;
                } else if (sc[i].rule == 2) {
                    CHECKF(c.nest[0].pack[0] == PK_WIN, "%s: the blocked window not taken", what);
                }
                CHECKF(diff_check(&env, t, &c, (uint64_t)(2100 + i * 4 + (size_t)th), what),
                       "%s", what);
                checked++;
                ir_task_free(t);
            }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(zero_loads >= 8);   /* the 7x1 and 5x5 layers' rows are not unrolled taps */
    printf("  %d NHWC defaults match the interpreter; %d with no window by the rule, %d of "
           "them reading the constant zero\n", checked, ruled, zero_loads);
}

/* A read that stays inside its tensor, its window not split in phases (an
 * NCHW 1x1 or unpadded 3x3 stride-2 convolution vectorized along its
 * output channels): the window would only copy what the compute nest can
 * read in place, and the default takes it only where a reduction step
 * jumps 8 KB or more (channel planes of 56x56 images and larger; windows.c,
 * inside_copy_only).  At 512 bits, 1 and 2 threads; the small layer's
 * default against the interpreter. */
TEST(inside_reads_window_only_far_planes)
{
    static const struct {
        const char *attrs, *shapes;
        int window;   /* the default's input windowed */
        int check;
    } sc[] = {
        {"stride_h=2,stride_w=2", "1x64x28x28 128x64x1x1", 0, 1},    /* 3 KB planes */
        {"stride_h=2,stride_w=2", "1x192x17x17 320x192x3x3", 0, 0},  /* 1 KB */
        {"stride_h=2,stride_w=2", "1x256x14x14 512x256x1x1", 0, 0},
        {"stride_h=2,stride_w=2", "1x64x56x56 128x64x1x1", 1, 0},    /* 12 KB */
        {"stride_h=2,stride_w=2", "1x64x112x112 128x64x1x1", 1, 0},  /* 49 KB */
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    diff_target.vector_bits = 512;
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, sc[i].attrs, sc[i].shapes, NULL, NULL, th);
            REQUIRE(t);
            lw_sched c;
            lw_sched_default(t, &c);
            char what[1024];
            describe_task(what, sizeof what, "conv2d", sc[i].shapes, sc[i].attrs, th, t, &c);
            const lw_nest *n = &c.nest[0];
            CHECKF(n->vec == 1, "%s: not vectorized along the output channels", what);
            CHECKF((n->pack[0] == PK_WIN) == sc[i].window, "%s: input pack %d, want %s", what,
                   n->pack[0], sc[i].window ? "a window" : "none");
            if (sc[i].check) {
                CHECKF(diff_check(&env, t, &c, 4100 + i * 2 + (uint64_t)th, what), "%s", what);
                checked++;
            }
            ir_task_free(t);
        }
    diff_target.vector_bits = env.be->target.vector_bits;
    ir_deflist_free(&l);
    printf("  %d defaults match the interpreter\n", checked);
}

int main(void)
{
    const char *n = getenv("TT_WINDOW_CONFIGS");
    if (n && atoi(n) > 0)
        per_case = atoi(n);
    if (diff_open(&env) != 0)
        return 1;
    RUN(which_reads_may_be_windowed);
    RUN(windowed_compute_nest_has_no_guards);
    RUN(windowed_defaults_are_correct);
    RUN(windowed_random_configs_are_correct);
    RUN(grouped_windows_hold_the_tiles_groups);
    RUN(group_quotients_of_a_vector_are_one);
    RUN(one_channel_groups_default_as_depthwise);
    RUN(windows_split_in_phases);
    RUN(window_rows_are_clipped_to_the_tensor);
    RUN(window_taps_are_shifts_of_aligned_vectors);
    RUN(windows_stream_through_registers);
    RUN(short_rows_take_fewer_lanes);
    RUN(long_rows_get_strips_of_rows);
    RUN(large_windows_cut_their_channels);
    RUN(channel_rows_take_no_window);
    RUN(inside_reads_window_only_far_planes);
    diff_close(&env);
    TEST_EXIT();
}

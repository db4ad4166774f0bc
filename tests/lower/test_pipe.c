/*
 * Pipelined packs (PK_R0P, PK_S1P; lower/pipe.c): the next tile's panel
 * copied in pieces among this tile's arithmetic, into the other of two
 * panels.
 *
 *  - configs with the weights' panel pipelined, per R0 block and per S1
 *    tile, match the interpreter: NCHW convolutions (odd and prime sizes,
 *    stride 2, a block of input channels that leaves a tail, a tail of
 *    output channels), a matmul and a dense layer (no transposition), 1
 *    and 2 threads, 512- and 256-bit vectors; with the pieces fewer than
 *    the steps they are spread over (one every few steps) and more (a few
 *    each step);
 *  - where the loops around the panel allow it, the pass does pipeline
 *    (the program holds the iteration's number and a copy nest inside
 *    the arithmetic); where the panel is copied once (one tile), it does
 *    not, and the program still matches;
 *  - random configs of the knob space with a pipelined pack match the
 *    interpreter, some of them pipelined;
 *  - the default pipelines an NCHW convolution's weights of a small image
 *    (a slice of at most 256 KB) and not a panel too large for two of it
 *    in L2.
 *
 * usage: test_pipe
 */
#include <string.h>

#include "lower/lower.h"
#include "tests/lower/diff.h"
#include "tests/test.h"
#include "tune/tune.h"

static diff_env env;

typedef struct {
    int piped;    /* lets of the iteration number (pipe.id) */
    int pieces;   /* serial loops whose body starts with a piece: a copy
                     into the other panel (first index 1 - slot) */
} census;

static int is_piece(const lw_prog *p, const lw_stmt *s)
{
    /* if (id + 1 < N && ...) { the copy }: a store into a local buffer
       whose first index is 1 - slot */
    while (s && (s->op == LS_IF || s->op == LS_FOR || s->op == LS_LET || s->op == LS_BLOCK)) {
        if (s->op == LS_BLOCK)
            s = s->n ? s->list[0] : NULL;
        else
            s = s->body;
    }
    return s && s->op == LS_STORE && p->bufs[s->buf].kind == LB_LOCAL && s->nidx >= 1 &&
           s->idx[0]->op == LE_SUB;
}

static void walk(const lw_prog *p, const lw_stmt *s, census *c)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            walk(p, s->list[i], c);
        return;
    case LS_LET:
        c->piped += strcmp(p->vars[s->var].name, "pipe.id") == 0;
        walk(p, s->body, c);
        return;
    case LS_FOR:
        if (s->kind == LF_SERIAL && s->body && s->body->op == LS_BLOCK && s->body->n > 1 &&
            is_piece(p, s->body->list[0]))
            c->pieces++;
        walk(p, s->body, c);
        return;
    case LS_IF:
        walk(p, s->body, c);
        walk(p, s->els, c);
        return;
    case LS_ALLOC:
        walk(p, s->body, c);
        return;
    default:
        return;
    }
}

/* Lower c after the pipe pass only (the rest would unroll the pieces'
 * parents away from view) and count. */
static int count(const ir_task *t, const lw_sched *c, census *out)
{
    char msg[512] = "";
    memset(out, 0, sizeof *out);
    lw_prog *p = lw_build(t, c, msg, sizeof msg);
    if (!p)
        return -1;
    lw_pass_pipe(p);
    for (int f = 0; f < p->nfuncs; f++)
        walk(p, p->funcs[f].body, out);
    lw_prog_free(p);
    return 0;
}

static void describe(char *what, size_t n, const char *op, const char *shapes, int threads,
                     const ir_task *t, const lw_sched *c)
{
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, n, "%s [%s] threads=%d config %s", op, shapes, threads,
                cb.s ? cb.s : "?");
    tt_buf_free(&cb);
}

/* The given config text (its pack digits the test's) against the
 * interpreter; whether the pass pipelined it must be `want` (-1: either). */
static void check_config(const char *op, const char *attrs, const char *shapes, int threads,
                         const char *text, int want, uint64_t seed, int *piped)
{
    ir_deflist l;
    ir_def *d = diff_def(op, &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, threads);
    CHECKF(t != NULL, "%s [%s]", op, shapes);
    if (t) {
        lw_sched c;
        char err[512] = "";
        int ok = lw_sched_parse(t, text, &c, err, sizeof err) == 0;
        CHECKF(ok, "%s [%s]: %s: %s", op, shapes, text, err);
        if (ok) {
            char what[1024];
            describe(what, sizeof what, op, shapes, threads, t, &c);
            census k;
            CHECKF(count(t, &c, &k) == 0, "%s: does not lower", what);
            if (want >= 0)
                CHECKF((k.piped > 0) == want && (k.pieces > 0) == want,
                       "%s: %d pipelined nests, %d pieces (want %s)", what, k.piped,
                       k.pieces, want ? "pipelined" : "not");
            *piped += k.piped > 0;
            CHECKF(diff_check(&env, t, &c, seed, what), "%s", what);
        }
        ir_task_free(t);
    }
    ir_deflist_free(&l);
}

TEST(pipelined_packs_match_the_interpreter)
{
    int piped = 0;
    /* R0 blocks of 16 or 32 of 45 input channels (the last one short),
       tiles of 16 or 32 of 40 output channels (the last one short), the
       input read in place or windowed, 512 and 256 bits */
    static const char *const r0[] = {
        "v1 vbits=512 modes=R group=0 Y[t=1.1.1,16.16.16,7.7.1,7.7.7 r=16,3,3 o=1.0.2.3 "
        "i=1.0.2.3 ro=0.1.2 vec=1 lanes=16 u=9 par=4 pack=07]",
        "v1 vbits=256 modes=R group=0 Y[t=1.1.1,16.16.16,7.7.1,7.7.7 r=16,3,3 o=1.0.2.3 "
        "i=1.0.2.3 ro=0.1.2 vec=1 lanes=8 u=9 par=4 pack=57]",
        "v1 vbits=512 modes=R group=0 Y[t=1.1.1,32.32.32,7.7.1,7.7.7 r=32,3,3 o=1.0.2.3 "
        "i=1.0.2.3 ro=0.1.2 vec=1 lanes=16 u=9 par=4 pack=57]",
    };
    for (int th = 1; th <= 2; th++)
        for (size_t i = 0; i < TT_ARRAY_LEN(r0); i++)
            check_config("conv2d", "pad_h=1,pad_w=1", "1x45x7x7 40x45x3x3", th, r0[i], 1,
                         11 + i, &piped);
    /* S1 tiles of 32 output channels of 80 (a tail tile), 5x5 pixels of a
       stride-2 11x9 image: the pieces fewer than the steps */
    check_config("conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x13x11x9 80x13x3x3", 1,
                 "v1 vbits=512 modes=R group=0 Y[t=1.1.1,32.32.32,6.6.1,5.5.5 r=13,3,3 "
                 "o=1.0.2.3 i=1.0.2.3 ro=0.1.2 vec=1 lanes=16 u=9 par=4 pack=58]",
                 1, 21, &piped);
    /* more pieces than steps: a 1x1 layer's one pixel, 150 input
       channels unrolled by 64 (2 rolled steps and 22 of the rest) under
       tiles of 32 of 64 output channels: 18 transposed blocks and 12 rows
       of the tail, 2 a step */
    check_config("conv2d", "", "1x150x1x1 64x150x1x1", 1,
                 "v1 vbits=512 modes=R group=0 Y[t=1.1.1,32.32.32,1.1.1,1.1.1 r=150,1,1 "
                 "o=1.0.2.3 i=1.0.2.3 ro=0.1.2 vec=1 lanes=16 u=64 par=4 pack=08]",
                 1, 22, &piped);
    /* one S1 tile: copied once, not pipelined */
    check_config("conv2d", "pad_h=1,pad_w=1", "1x9x5x5 16x9x3x3", 1,
                 "v1 vbits=512 modes=R group=0 Y[t=1.1.1,16.16.16,5.5.1,5.5.5 r=9,3,3 "
                 "o=1.0.2.3 i=1.0.2.3 ro=0.1.2 vec=1 lanes=16 u=9 par=4 pack=08]",
                 0, 23, &piped);
    /* a matmul's B rows per R0 block (a copy without transposition); a
       dense layer's weights per S1 tile at 256 bits, 2 threads */
    check_config("matmul", "", "67x53 53x71", 1,
                 "v1 vbits=512 modes=R group=0 C[t=72.72.12,96.96.32 r=16 o=1.0 i=1.0 ro=0 "
                 "vec=1 lanes=16 u=4 par=2 pack=07]",
                 1, 31, &piped);
    check_config("dense", "", "13x29 41x29", 2,
                 "v1 vbits=256 modes=R group=0 Y[t=14.14.7,48.16.8 r=29 o=1.0 i=1.0 ro=0 "
                 "vec=1 lanes=8 u=4 par=0 pack=08]",
                 1, 32, &piped);
    printf("  %d pipelined programs match the interpreter\n", piped);
}

static int has_pipe(const lw_sched *c, int nstmts)
{
    for (int i = 0; i < nstmts; i++)
        for (int q = 0; q < LW_MAX_READS; q++)
            if (c->mode[i] == SM_ROOT && LW_PACK_PIPE(c->nest[i].pack[q]))
                return 1;
    return 0;
}

TEST(random_pipelined_configs_match_the_interpreter)
{
    static const struct {
        const char *op, *attrs, *shapes;
    } cases[] = {
        {"conv2d", "pad_h=1,pad_w=1", "1x19x7x5 24x19x3x3"},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x11x9x9 20x11x3x3"},
        {"matmul", "", "23x31 31x37"},
        {"dense", "", "9x43 29x43"},
    };
    int checked = 0, piped = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "[%s]", cases[i].shapes);
            if (!t)
                continue;
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 7919u * (i + 1) + (uint64_t)th;
            int n = 0;
            for (int tries = 0; n < 4 && tries < 4000; tries++) {
                lw_sched c;
                if (tune_sample(s, &rng, &c) != 0)
                    break;
                c.vector_bits = (uint16_t)(n % 2 ? 256 : 512);
                if (!has_pipe(&c, t->def->nstmts) || lw_sched_check(t, &c, NULL, 0) != 0)
                    continue;
                char what[1024];
                describe(what, sizeof what, cases[i].op, cases[i].shapes, th, t, &c);
                census k;
                CHECKF(count(t, &c, &k) == 0, "%s: does not lower", what);
                piped += k.piped > 0;
                CHECKF(diff_check(&env, t, &c, 500 + i * 16 + (uint64_t)n, what), "%s", what);
                n++;
                checked++;
            }
            CHECKF(n > 0, "%s [%s]: no config with a pipelined pack", cases[i].op,
                   cases[i].shapes);
            tune_space_free(s);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    CHECKF(piped > 0, "none of %d random configs was pipelined", checked);
    printf("  %d random configs with a pipelined pack match the interpreter (%d pipelined)\n",
           checked, piped);
}

/* The default schedule of op at these shapes, bits and threads packs its
 * weights (read 1) as want; checked against the interpreter when `check`. */
static void check_default_pack(const ir_def *d, const char *op, const char *attrs,
                               const char *shapes, int bits, int threads, int want, int check,
                               uint64_t seed)
{
    diff_target.vector_bits = bits;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, threads);
    CHECKF(t != NULL, "[%s]", shapes);
    if (t) {
        lw_sched c;
        lw_sched_default(t, &c);
        char what[1024];
        describe(what, sizeof what, op, shapes, threads, t, &c);
        CHECKF(c.nest[0].pack[1] == want, "%s: weights pack %d, want %d", what, c.nest[0].pack[1],
               want);
        if (check && !diff_too_big(t))
            CHECKF(diff_check(&env, t, &c, seed, what), "%s", what);
        ir_task_free(t);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
}

TEST(the_default_pipelines_small_transposed_panels)
{
    static const struct {
        const char *attrs, *shapes;
        int want;   /* the weights pipelined at 1 thread */
    } cases[] = {
        /* a small image's weights per block of input channels (R0) */
        {"pad_h=1,pad_w=1", "1x512x5x5 64x512x3x3", PK_R0P},
        /* SSD's stride-2 C128 10x10: cut along the output channels (S1) */
        {"stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x128x10x10 256x128x3x3", PK_S1P},
        /* 3x3 C256 14x14: an S1 panel of 884 KB, not pipelined */
        {"pad_h=1,pad_w=1", "1x256x14x14 256x256x3x3", PK_S1},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++)
        check_default_pack(d, "conv2d", cases[i].attrs, cases[i].shapes, 512, 1, cases[i].want,
                           cases[i].want != PK_S1, 700 + i);
    ir_deflist_free(&l);
}

TEST(the_default_packs_rows_in_one_l1_set)
{
    /* NHWC weights whose input-channel rows are a multiple of 4 KB apart
       (1024 or more output channels): on a 7x7 image packed per S1 tile
       and, at 1 thread, pipelined -- where one register tile's strip over
       the whole reduction is a panel L2 holds */
    static const struct {
        const char *attrs, *shapes;
        int bits, threads, want;   /* the weights' pack */
    } cases[] = {
        {"", "1x7x7x64 1x1x64x1024", 512, 1, PK_S1P},
        {"", "1x7x7x64 1x1x64x1024", 256, 1, PK_S1P},
        {"", "1x7x7x512 1x1x512x2048", 512, 1, PK_S1P},
        {"groups=32,pad_h=1,pad_w=1", "1x7x7x1024 3x3x32x1024", 512, 1, PK_S1P},
        /* with threads, each thread's own panels (49 pixels reuse them) */
        {"", "1x7x7x64 1x1x64x1024", 512, 2, PK_S1P},
        {"", "1x7x7x512 1x1x512x2048", 512, 2, PK_S1P},
        /* ... or, where 196 pixels reuse them, every tile's panel before
           the parallel loop */
        {"", "1x14x14x64 1x1x64x1024", 512, 2, PK_S1A},
        /* 2 KB rows (512 channels): read in place, as before */
        {"", "1x7x7x64 1x1x64x512", 512, 1, PK_NONE},
        /* a 4608-row strip of 3 vectors (884 KB): read in place */
        {"pad_h=1,pad_w=1", "1x7x7x512 3x3x512x1024", 512, 1, PK_NONE},
        /* 16 pixels, 32 flops an element: read in place */
        {"", "1x4x4x64 1x1x64x1024", 512, 1, PK_NONE},
    };
    ir_deflist l;
    ir_def *d = diff_def("conv2d_nhwc", &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++)
        check_default_pack(d, "conv2d_nhwc", cases[i].attrs, cases[i].shapes, cases[i].bits,
                           cases[i].threads, cases[i].want,
                           !strstr(cases[i].shapes, "x512x"), 800 + i);
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(pipelined_packs_match_the_interpreter);
    RUN(random_pipelined_configs_match_the_interpreter);
    RUN(the_default_pipelines_small_transposed_panels);
    RUN(the_default_packs_rows_in_one_l1_set);
    diff_close(&env);
    TEST_EXIT();
}

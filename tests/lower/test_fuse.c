/*
 * The fused forms (ir/fuse.c: fused-reduction and merged) and their
 * schedules (lw_sched.form):
 *
 *  - which Tasks have a merged form: a 1x1 NCHW convolution (its image's
 *    rows and columns), a hand-written one of rank 5; not a strided or
 *    padded one, one whose rows are padded, an NHWC one, one that reads a
 *    column alone, an elementwise map;
 *  - which Tasks have a fused-reduction form: a dense run of two or more reduction
 *    variables (of extent > 1) indexing one input read, its merged
 *    dimension contiguous and 32 or more long, the other reads moving with
 *    none of its spatial variables -- NCHW convolutions, strided, dilated,
 *    with a window 1x5 or 7x7; not a grouped or depthwise one, a matmul (one
 *    reduction), a pool (no read indexed by its window variables alone), an
 *    NHWC convolution (HWIO weights), a 3x3 depthwise window, nor weights
 *    whose strides break the run;
 *  - the form means the same: the interpreter gives bitwise the same
 *    outputs on the Task and on its form;
 *  - the schedule run before tuning (lw_sched_first) is the merged form's
 *    default where there is one, else the Task's own default;
 *  - the form's default schedule (vectorized along the fused variable, the
 *    input packed as an im2col) and random schedules of the form's space
 *    match the interpreter of the original Task, at 1 and 2 threads, with
 *    odd and prime sizes and inputs declared constant;
 *  - "v1 fused ..." config text round-trips; a fused config for a Task
 *    without a form is refused with a message.
 *
 * usage: test_fuse; TT_FUSE_CONFIGS: random configs per case (default 12).
 */
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static const struct {
    const char *op, *attrs, *shapes, *strides;
    int form;   /* expected: 0 no form, 1 a fused-reduction form, 2 a merged form */
} cases[] = {
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x10x10 24x16x3x3", NULL, 1},
    {"conv2d", "pad_h=1,pad_w=1", "1x5x7x9 13x5x3x3", NULL, 1},
    {"conv2d", "pad_h=2,pad_w=2,dil_h=2,dil_w=2", "2x4x11x7 5x4x3x3", NULL, 1},
    /* grouped: the input moves with the output channel's group */
    {"conv2d", "pad_h=1,pad_w=1,groups=2", "1x8x6x7 6x4x3x3", NULL, 0},
    {"conv2d", "pad_h=1,pad_w=1,groups=1", "1x8x6x7 6x8x3x3", NULL, 1},
    {"conv2d", "pad_h=0,pad_w=2", "1x7x5x13 4x7x1x5", NULL, 1},
    /* 1x1: one real reduction; its image's rows and columns merge (2) */
    {"conv2d", "", "1x17x3x3 19x17x1x1", NULL, 2},
    {"conv2d", "", "2x5x7x11 13x5x1x1", NULL, 2},
    /* strided or padded 1x1: the input's index is not the variable */
    {"conv2d", "stride_h=2,stride_w=2", "1x5x7x9 6x5x1x1", NULL, 0},
    {"conv2d", "pad_h=1,pad_w=1", "1x5x7x9 6x5x1x1", NULL, 0},
    /* the input's rows padded to 12: y and x are not contiguous */
    {"conv2d", "", "1x5x7x11 6x5x1x1", "420,84,12,1", 0},
    /* NHWC: the run n, y, x is not the output's innermost */
    {"conv2d_nhwc", "", "1x7x5x3 1x1x3x4", NULL, 0},
    /* written by hand, of rank 5: d, h, w merge */
    {"pw3(X[N,C,D,H,W], Wt[F,C]) -> Y[N,F,D,H,W] {\n"
     "  Y[n,f,d,h,w] += X[n,c,d,h,w] * Wt[f,c]\n}\n",
     NULL, "2x3x5x3x7 4x3", NULL, 2},
    /* a read of w alone: no form */
    {"pwb(X[N,C,H,W], Wt[F,C], b[W]) -> Y[N,F,H,W] {\n"
     "  Y[n,f,h,w] += X[n,c,h,w] * Wt[f,c] + b[w]\n}\n",
     NULL, "1x3x5x7 4x3 7", NULL, 0},
    /* elementwise: no reduction, no form */
    {"add", "", "5x7 5x7", NULL, 0},
    /* NHWC: HWIO weights are contiguous along f, not along the run */
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x3 3x3x3x5", NULL, 0},
    /* a 3x3 depthwise window: 9 taps, shorter than 32 */
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x6x9x11 6x3x3", NULL, 0},
    /* 7x7: 49 taps, but the input moves with the channel, as grouped */
    {"depthwise_conv2d", "pad_h=3,pad_w=3", "1x3x9x8 3x7x7", NULL, 0},
    {"matmul", "", "13x29 29x11", NULL, 0},
    {"max_pool2d", "kh=3,kw=3,stride_h=2,stride_w=2", "1x4x9x9", NULL, 0},
    /* weights padded along c: the run stops there, ky and kx (49) fuse */
    {"conv2d", "pad_h=3,pad_w=3", "1x2x8x7 5x2x7x7", "- 100,50,7,1", 1},
    /* kx at stride 2: the merged dimension is not contiguous */
    {"conv2d", "", "1x4x6x6 8x4x3x3", "- 72,18,6,2", 0},
    /* the weights read again in another statement: no form (a read that
       left a merged dimension would alias its neighbour) */
    {"two(X[N,C,H,W], Wt[F,C,R,S]) -> Y[N,F,H,W] {\n"
     "  n2[f] += Wt[f,c,r,s] * Wt[f,c,r,s]\n"
     "  Y[n,f,y,x] += X[n,c,y+r-1,x+s-1] * Wt[f,c,r,s] / n2[f]\n}\n",
     NULL, "1x4x6x6 8x4x3x3", NULL, 0},
    /* the same without the second statement: a form */
    {"one(X[N,C,H,W], Wt[F,C,R,S]) -> Y[N,F,H,W] {\n"
     "  Y[n,f,y,x] += X[n,c,y+r-1,x+s-1] * Wt[f,c,r,s]\n}\n",
     NULL, "1x4x6x6 8x4x3x3", NULL, 1},
    /* 3 x 3 x 3 = 27 < 32 */
    {"conv2d", "", "1x3x6x6 8x3x3x3", NULL, 0},
};

static int configs_per_case(void)
{
    const char *e = getenv("TT_FUSE_CONFIGS");
    int n = e ? atoi(e) : 12;
    return n > 0 && n < 10000 ? n : 12;
}

/* The Task and its form give the same outputs in the interpreter. */
static int same_meaning(const ir_task *t, uint64_t seed)
{
    const ir_def *d = t->def;
    void *in[64] = {0}, *a[64] = {0}, *b[64] = {0};
    int ok = 0;
    for (int i = 0; i < d->ninputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        in[i] = tt_aligned_alloc(64, (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype));
        diff_fill(d->tensors[i].dtype, in[i], span, &seed);
    }
    for (int i = 0; i < d->noutputs; i++) {
        int j = d->ninputs + i;
        size_t bytes = (size_t)ir_tensor_span(t, j) * (size_t)ir_dtype_size(d->tensors[j].dtype);
        a[i] = tt_aligned_alloc(64, bytes);
        b[i] = tt_aligned_alloc(64, bytes);
    }
    if (ir_interp(t, in, a) == TT_OK && ir_interp(t->fused, in, b) == TT_OK) {
        ok = 1;
        for (int i = 0; i < d->noutputs; i++) {
            int j = d->ninputs + i;
            size_t bytes =
                (size_t)ir_tensor_span(t, j) * (size_t)ir_dtype_size(d->tensors[j].dtype);
            ok &= memcmp(a[i], b[i], bytes) == 0;
        }
    }
    for (int i = 0; i < 64; i++) {
        free(in[i]);
        free(a[i]);
        free(b[i]);
    }
    return ok;
}

static void test_forms_and_schedules(void)
{
    diff_env env;
    CHECK(diff_open(&env) == 0);
    int n = configs_per_case(), checked = 0, forms = 0;
    uint64_t rng = 0x5eed;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l = {0};
        ir_def *d = diff_def(cases[i].op, &l);
        CHECKF(d != NULL, "%s", cases[i].op);
        for (int th = 1; th <= 2; th++) {
            for (int cm = 0; cm < 2; cm++) {
                diff_constmask = cm && d->ninputs > 1 ? 2 : 0;   /* the weights constant */
                ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, cases[i].strides,
                                       NULL, th);
                diff_constmask = 0;
                CHECKF(t != NULL, "%s [%s]", cases[i].op, cases[i].shapes);
                int kind = !t->fused ? 0 : t->fused->merged ? 2 : 1;
                CHECKF(kind == cases[i].form, "%s [%s]: form %d, expected %d", cases[i].op,
                       cases[i].shapes, kind, cases[i].form);
                /* the schedule run before tuning: the merged form's default,
                   else the Task's own (a fused-reduction form is the
                   tuner's to choose) */
                lw_sched first, dflt;
                lw_sched_first(t, &first);
                if (kind == 2)
                    lw_sched_default(t->fused, &dflt), dflt.form = 1;
                else
                    lw_sched_default(t, &dflt);
                CHECKF(memcmp(&first, &dflt, sizeof first) == 0,
                       "%s [%s]: the first schedule is not the %s default", cases[i].op,
                       cases[i].shapes, kind == 2 ? "merged form's" : "Task's own");
                if (!t->fused) {
                    ir_task_free(t);
                    continue;
                }
                forms++;
                CHECKF(same_meaning(t, 11 + i), "%s [%s]: the form computes otherwise",
                       cases[i].op, cases[i].shapes);
                char what[768];
                /* the form's default (the Task's default stays its own) */
                lw_sched s, own;
                lw_sched_default(t->fused, &s);
                s.form = 1;
                lw_sched_default(t, &own);
                CHECKF(own.form == 0, "%s [%s]: the default is of form %d", cases[i].op,
                       cases[i].shapes, own.form);
                tt_buf b = {0};
                lw_sched_print(&b, t, &s);
                CHECKF(strncmp(b.s, "v1 fused ", 9) == 0, "%s", b.s);
                lw_sched back;
                char err[256];
                CHECKF(lw_sched_parse(t, b.s, &back, err, sizeof err) == 0, "%s: %s", b.s, err);
                tt_buf b2 = {0};
                lw_sched_print(&b2, t, &back);
                CHECKF(strcmp(b.s, b2.s) == 0, "%s -> %s", b.s, b2.s);
                tt_buf_free(&b2);
                tt_snprintf(what, sizeof what, "%s [%s] threads=%d constant=%d %s", cases[i].op,
                            cases[i].shapes, th, cm, b.s);
                tt_buf_free(&b);
                CHECKF(diff_check(&env, t, &s, i, what), "%s", what);
                checked++;
                /* random schedules of the form's space */
                tune_space *sp = tune_space_new(t);
                CHECK(sp && sp->form);
                for (int k = 0; k < n; k++) {
                    lw_sched c;
                    if (tune_sample(sp->form, &rng, &c) != 0)
                        continue;
                    CHECK(c.form == 1);
                    tt_buf cb = {0};
                    lw_sched_print(&cb, t, &c);
                    tt_snprintf(what, sizeof what, "%s [%s] threads=%d constant=%d %s",
                                cases[i].op, cases[i].shapes, th, cm, cb.s);
                    tt_buf_free(&cb);
                    CHECKF(diff_check(&env, t, &c, (uint64_t)k, what), "%s", what);
                    checked++;
                }
                tune_space_free(sp);
                ir_task_free(t);
            }
        }
        ir_deflist_free(&l);
    }
    printf("  %d forms; %d fused schedules match the interpreter\n", forms, checked);
    diff_close(&env);
}

/* The interpreter's environment and conv2d's definition, at 512 bits. */
static ir_def *open_conv2d_512(diff_env *env, ir_deflist *l)
{
    CHECK(diff_open(env) == 0);
    diff_target.vector_bits = 512;
    return diff_def("conv2d", l);
}

/* A merged form's parallel chunks in a count the threads share evenly:
 * 1x1 C256 -> 16 56x56 NCHW has 49 register tiles of 64 pixels, which
 * the default had in 7 chunks of 448 (4 for one thread, 3 for the other);
 * no count of equal chunks of whole tiles is even, so it takes the most
 * even one, 49 (lower/default.c, chunk_balance).  At 512 bits, 2
 * threads; the default against the interpreter. */
static void test_merged_chunks_share_evenly(void)
{
    diff_env env;
    ir_deflist l = {0};
    ir_def *d = open_conv2d_512(&env, &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "", "1x256x56x56 16x256x1x1", NULL, NULL, 2);
    REQUIRE(t && t->fused && t->fused->merged);
    lw_sched s;
    lw_sched_first(t, &s);
    const ir_task *f = t->fused;
    const lw_nest *n = &s.nest[0];
    int64_t chunks = 1;
    for (int a = 0; a < f->def->stmts[0].nspatial; a++)
        chunks *= (f->extent[0][a] + n->tile[a][0] - 1) / n->tile[a][0];
    tt_buf b = {0};
    lw_sched_print(&b, t, &s);
    int64_t busiest = (chunks + 1) / 2;
    CHECKF(n->vec == 2 && (double)chunks / (double)(2 * busiest) >= 0.95,
           "%s: vec %d, %lld chunks for 2 threads", b.s, n->vec, (long long)chunks);
    char what[512];
    tt_snprintf(what, sizeof what, "conv2d [1x256x56x56 16x256x1x1] threads=2 %s", b.s);
    CHECKF(diff_check(&env, t, &s, 7, what), "%s", what);
    tt_buf_free(&b);
    ir_task_free(t);
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    diff_close(&env);
}

/* A short reduction's input packed per S1 tile with the output channels'
 * register tiles inside the pixels' (1x1 NCHW, 64 input channels, 256
 * outputs): a chunk of pixels is one register tile, so each 16 KB slice
 * is copied right before the 43 tiles that read it; with 256 input
 * channels (a 64 KB slice) the chunks stay wide at 1 thread
 * (lower/default.c).  At
 * 512 bits, 1 and 2 threads; a small layer of the first kind against
 * the interpreter. */
static void test_short_panels_per_register_tile(void)
{
    static const struct {
        const char *shapes;
        int one_tile, check;
    } sc[] = {
        {"1x64x56x56 256x64x1x1", 1, 0},
        {"1x64x16x16 256x64x1x1", 1, 1},
        {"1x256x56x56 64x256x1x1", 0, 0},
    };
    diff_env env;
    ir_deflist l = {0};
    ir_def *d = open_conv2d_512(&env, &l);
    REQUIRE(d);
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++)
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, "", sc[i].shapes, NULL, NULL, th);
            REQUIRE(t && t->fused && t->fused->merged);
            lw_sched s;
            lw_sched_first(t, &s);
            const lw_nest *n = &s.nest[0];
            tt_buf b = {0};
            lw_sched_print(&b, t, &s);
            int packed = n->pack[0] == PK_R0 || n->pack[0] == PK_S1;
            CHECKF(n->vec == 2 && (!sc[i].one_tile || packed), "[%s] threads=%d %s: not packed",
                   sc[i].shapes, th, b.s);
            /* (the wide chunks of the last at 2 threads are cut for the
               threads' balance: test_merged_chunks_share_evenly) */
            int one = n->tile[2][1] == n->tile[2][2];
            CHECKF(one == sc[i].one_tile || (!sc[i].one_tile && th == 2),
                   "[%s] threads=%d %s: chunks of %d pixels, register tiles of %d",
                   sc[i].shapes, th, b.s, n->tile[2][1], n->tile[2][2]);
            if (sc[i].check) {
                char what[512];
                tt_snprintf(what, sizeof what, "conv2d [%s] threads=%d %s", sc[i].shapes, th,
                            b.s);
                CHECKF(diff_check(&env, t, &s, 9 + (uint64_t)th, what), "%s", what);
            }
            tt_buf_free(&b);
            ir_task_free(t);
        }
    ir_deflist_free(&l);
    diff_target.vector_bits = env.be->target.vector_bits;
    diff_close(&env);
}

static void test_text_errors(void)
{
    ir_deflist l = {0};
    ir_def *d = diff_def("matmul", &l);
    ir_task *t = diff_bind(d, "", "8x9 9x10", NULL, NULL, 1);
    CHECK(t && !t->fused);
    lw_sched s;
    char err[256];
    CHECK(lw_sched_parse(t, "v1 fused vbits=512 modes=R group=0 C[t=8.8.8,10.10.10 r=9 "
                            "o=0.1 i=0.1 ro=0 vec=1 lanes=16 u=4 par=2 pack=0]",
                         &s, err, sizeof err) != 0);
    CHECKF(strstr(err, "no fused form") != NULL, "%s", err);
    lw_sched_default(t, &s);
    s.form = 1;
    CHECK(lw_sched_check(t, &s, err, sizeof err) != 0);
    CHECKF(strstr(err, "fused form") != NULL, "%s", err);
    ir_task_free(t);
    ir_deflist_free(&l);
}

int main(void)
{
    RUN(text_errors);
    RUN(forms_and_schedules);
    RUN(merged_chunks_share_evenly);
    RUN(short_panels_per_register_tile);
    TEST_EXIT();
}

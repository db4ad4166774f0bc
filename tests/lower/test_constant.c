/*
 * Inputs declared constant: kept packs (pack values 3 and 4).
 *
 *  - every random config of operators with constant inputs, on shapes with
 *    primes and tails, matches the interpreter, and a good share of them
 *    keep a pack (so the test exercises the pack entry, not only the rest);
 *  - through the API: the pack is made once and kept (changing the data
 *    behind the same pointer without declaring again keeps the old pack, as
 *    documented), a new pointer or a new declaration packs again, undeclaring
 *    reads the data directly;
 *  - threads calling one operator with different weights each get their own
 *    answer;
 *  - the declaration is part of the Task's key and its canonical text, and
 *    a kept pack of an input that is not constant is refused.
 *
 * usage: test_constant [SLICE NSLICES]; TT_PROPERTY_CONFIGS: configs per case.
 */
#define _GNU_SOURCE
#include <pthread.h>

#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"
#include "tt.h"

static const struct {
    const char *op, *attrs;
    uint64_t constmask;
    const char *shapes;
} cases[] = {
    {"matmul", NULL, 2, "29x11 11x37"},
    {"matmul", NULL, 2, "7x131 131x53"},
    {"matmul", NULL, 1, "13x7 7x29"},
    {"matmul", NULL, 3, "17x19 19x23"},
    {"batch_matmul", NULL, 2, "3x17x9 3x9x11"},
    {"dense", NULL, 2, "19x33 17x33"},
    {"dense_bias", NULL, 6, "7x61 31x61 31"},
    {"dense_gelu", NULL, 6, "5x40 23x40 23"},
    {"conv2d", "pad_h=1,pad_w=1", 2, "1x3x7x7 5x3x3x3"},
    {"conv2d", "stride_h=2,stride_w=2,groups=2", 2, "1x6x11x13 4x3x3x3"},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", 2, "2x6x5x4 3x3x4x7"},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", 2, "1x5x9x11 5x3x3"},
};

static diff_env env;
static int slice = 0, nslices = 1, per_case = 120;

static int kept_packs(const ir_task *t, const lw_sched *c)
{
    int n = 0;
    for (int i = 0; i < t->def->nstmts; i++)
        for (int q = 0; q < LW_MAX_READS; q++)
            n += c->mode[i] == SM_ROOT && LW_PACK_KEPT(c->nest[i].pack[q]);
    return n;
}

TEST(random_configs_with_kept_packs_are_correct)
{
    int total = 0, passed = 0, kept = 0;
    for (size_t o = 0; o < TT_ARRAY_LEN(cases); o++) {
        if ((int)(o % (size_t)nslices) != slice)
            continue;
        ir_deflist l;
        ir_def *d = diff_def(cases[o].op, &l);
        REQUIRE(d);
        diff_constmask = cases[o].constmask;
        int th = 1 + (int)(o % 2);
        ir_task *t = diff_bind(d, cases[o].attrs, cases[o].shapes, NULL, NULL, th);
        diff_constmask = 0;
        CHECKF(t != NULL, "%s [%s]", cases[o].op, cases[o].shapes);
        if (!t) {
            ir_deflist_free(&l);
            continue;
        }
        tune_space *s = tune_space_new(t);
        REQUIRE(s);
        /* the default keeps its packs of the constant inputs */
        lw_sched def;
        lw_sched_default(t, &def);
        int unkept = 0;
        for (int i = 0; i < t->def->nstmts; i++) {
            const ir_expr *rd[LW_MAX_READS];
            int nr = lw_stage_reads(&t->def->stmts[i], rd, LW_MAX_READS);
            for (int q = 0; q < nr && def.mode[i] == SM_ROOT; q++)
                unkept += def.nest[i].pack[q] && !LW_PACK_KEPT(def.nest[i].pack[q]) &&
                          lw_read_keepable(t, def.group, rd[q]);
        }
        CHECKF(unkept == 0, "%s [%s]: the default copies %d pack(s) of a constant input on "
               "every call", cases[o].op, cases[o].shapes, unkept);
        if (strstr(cases[o].shapes, "x131 "))
            CHECKF(kept_packs(t, &def) > 0, "%s [%s]: the default keeps no pack", cases[o].op,
                   cases[o].shapes);
        CHECKF(diff_check(&env, t, NULL, 1, "default"), "%s [%s] default", cases[o].op,
               cases[o].shapes);
        int here = 0;
        uint64_t rng = 7919u * (o + 1);
        for (int k = 0; k < per_case; k++) {
            lw_sched c;
            int got = tune_sample(s, &rng, &c);
            CHECKF(got == 0, "%s: no valid sample", cases[o].op);
            if (got != 0)
                break;
            tt_buf cb = {0};
            lw_sched_print(&cb, t, &c);
            char what[1024];
            tt_snprintf(what, sizeof what, "%s [%s] constant=%llu threads=%d config %s",
                        cases[o].op, cases[o].shapes, (unsigned long long)cases[o].constmask,
                        th, cb.s);
            tt_buf_free(&cb);
            int ok = diff_check(&env, t, &c, (uint64_t)k, what);
            total++;
            passed += ok;
            here += kept_packs(t, &c) > 0;
            CHECKF(ok, "%s", what);
        }
        kept += here;
        /* uniform samples: each keepable pack knob is kept in 2 of its 5 values */
        CHECKF(here >= per_case / 8, "%s [%s]: only %d of %d configs keep a pack", cases[o].op,
               cases[o].shapes, here, per_case);
        tune_space_free(s);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
    printf("  %d of %d random configs match the interpreter (%d keep a pack, %d mismatches)\n",
           passed, total, kept, total - passed);
}

TEST(declaration_is_part_of_the_key)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *a = diff_bind(d, NULL, "8x9 9x10", NULL, NULL, 1);
    diff_constmask = 2;
    ir_task *b = diff_bind(d, NULL, "8x9 9x10", NULL, NULL, 1);
    diff_constmask = 1 << 5;   /* no such input */
    ir_task *c = diff_bind(d, NULL, "8x9 9x10", NULL, NULL, 1);
    diff_constmask = 0;
    REQUIRE(a && b);
    CHECK(c == NULL);
    CHECK(strcmp(a->key, b->key) != 0);
    CHECK(strstr(a->canon, "constant:") == NULL);
    CHECK(strstr(b->canon, "constant: B\n") != NULL);
    ir_deflist dl;
    ir_task *back = NULL;
    char msg[256];
    CHECK(ir_task_from_canon(b->canon, &dl, &back, msg, sizeof msg) == TT_OK);
    if (back) {
        CHECK(strcmp(back->key, b->key) == 0);
        CHECK(back->constmask == 2);
        ir_task_free(back);
        ir_deflist_free(&dl);
    }
    /* a foreign constant line: not a canonical text */
    char *bad = malloc(strlen(b->canon) + 16);
    REQUIRE(bad);
    strcpy(bad, b->canon);
    char *p = strstr(bad, "constant: B");
    REQUIRE(p);
    p[10] = 'Q';
    CHECK(ir_task_from_canon(bad, &dl, &back, msg, sizeof msg) != TT_OK);
    free(bad);
    /* a kept pack of an input not declared constant is refused, and named */
    lw_sched s;
    lw_sched_default(a, &s);
    s.nest[0].pack[1] = PK_R0K;
    CHECK(lw_sched_check(a, &s, msg, sizeof msg) != 0);
    CHECKF(strstr(msg, "kept") != NULL, "%s", msg);
    lw_sched_default(b, &s);
    s.nest[0].pack[0] = PK_S1K;   /* A: not constant in b either */
    CHECK(lw_sched_check(b, &s, msg, sizeof msg) != 0);
    /* the Config text takes digits 3 and 4, not 5 */
    tt_buf tb = {0};
    lw_sched_default(b, &s);
    lw_sched_print(&tb, b, &s);
    lw_sched back_s;
    CHECK(lw_sched_parse(b, tb.s, &back_s, msg, sizeof msg) == 0);
    char *five = strstr(tb.s, "pack=");
    REQUIRE(five);
    five[6] = '5';
    CHECK(lw_sched_parse(b, tb.s, &back_s, msg, sizeof msg) != 0);
    tt_buf_free(&tb);
    ir_task_free(a);
    ir_task_free(b);
    ir_deflist_free(&l);
}

/* ---- through the API ----------------------------------------------------- */

static void fillv(float *v, int n, unsigned seed)
{
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (float)((seed >> 8) % 2001) / 1000.0f - 1.0f;
    }
}

static int close_to(const float *a, const float *b, int n)
{
    for (int i = 0; i < n; i++)
        if (fabs((double)a[i] - b[i]) > 1e-3 * (1 + fabs((double)b[i])))
            return 0;
    return 1;
}

enum { M = 37, K = 131, N = 67 };

static tt_status run_mm(tt_op *op, float *A, float *B, float *C)
{
    tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){M, K}),
                       tt_tensor_f32(B, 2, (int64_t[]){K, N})};
    tt_tensor out[1] = {tt_tensor_f32(C, 2, (int64_t[]){M, N})};
    return tt_op_run(op, in, 2, out, 1);
}

TEST(api_packs_once_and_keeps)
{
    tt_ctx *ctx = tt_ctx_new("budget=0,threads=2");
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    float *A = malloc(sizeof(float) * M * K), *B1 = malloc(sizeof(float) * K * N),
          *B2 = malloc(sizeof(float) * K * N), *C = malloc(sizeof(float) * M * N),
          *R1 = malloc(sizeof(float) * M * N), *R2 = malloc(sizeof(float) * M * N);
    REQUIRE(A && B1 && B2 && C && R1 && R2);
    fillv(A, M * K, 1);
    fillv(B1, K * N, 2);
    fillv(B2, K * N, 3);
    tt_test_ref_matmul(A, B1, R1, M, K, N);
    tt_test_ref_matmul(A, B2, R2, M, K, N);

    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R1, M * N));
    tt_report rep;
    tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){M, K}),
                       tt_tensor_f32(B1, 2, (int64_t[]){K, N})};
    CHECK(tt_op_report(op, in, 2, &rep) == TT_OK);
    CHECKF(strstr(rep.config, "pack=03") != NULL, "default config %s", rep.config);

    /* the pack is kept: new data behind the same pointer is not seen ... */
    memcpy(B1, B2, sizeof(float) * K * N);
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R1, M * N));
    /* ... until the input is declared again */
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R2, M * N));
    /* another pointer packs again; the first one's pack is still right */
    fillv(B1, K * N, 2);
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    CHECK(run_mm(op, A, B2, C) == TT_OK && close_to(C, R2, M * N));
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R1, M * N));
    CHECK(run_mm(op, A, B2, C) == TT_OK && close_to(C, R2, M * N));
    /* not constant any more: the data is read on every call */
    CHECK(tt_op_set_constant(op, 1, 0) == TT_OK);
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R1, M * N));
    CHECK(tt_op_report(op, in, 2, &rep) == TT_OK);
    CHECKF(strstr(rep.config, "pack=03") == NULL, "default config %s", rep.config);
    memcpy(B1, B2, sizeof(float) * K * N);
    CHECK(run_mm(op, A, B1, C) == TT_OK && close_to(C, R2, M * N));

    /* bad declarations: a status and a message naming the problem */
    CHECK(tt_op_set_constant(NULL, 0, 1) == TT_ERR_INVALID_ARG);
    CHECK(tt_test_contains(tt_errmsg(NULL), "NULL"));
    CHECK(tt_op_set_constant(op, 2, 1) == TT_ERR_INVALID_ARG);
    CHECK(tt_test_contains(tt_errmsg(ctx), "no input 2"));
    CHECK(tt_op_set_constant(op, -1, 1) == TT_ERR_INVALID_ARG);
    /* many pointers on one operator: older packs are dropped, answers stay right */
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    float *Bs = malloc(sizeof(float) * K * N * 70);
    REQUIRE(Bs);
    for (int i = 0; i < 70; i++)
        memcpy(Bs + (size_t)i * K * N, i % 2 ? B2 : B1, sizeof(float) * K * N);
    int bad = 0;
    for (int r = 0; r < 2; r++)
        for (int i = 0; i < 70; i++)
            bad += run_mm(op, A, Bs + (size_t)i * K * N, C) != TT_OK || !close_to(C, R2, M * N);
    CHECKF(bad == 0, "%d of 140 calls wrong", bad);
    free(Bs);
    tt_op_free(op);
    tt_ctx_free(ctx);
    free(A);
    free(B1);
    free(B2);
    free(C);
    free(R1);
    free(R2);
}

typedef struct worker {
    tt_op *op;
    const float *A;
    float *B;
    const float *R;
    int bad;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    float *C = malloc(sizeof(float) * M * N);
    for (int i = 0; i < 40 && C; i++) {
        memset(C, 0, sizeof(float) * M * N);
        w->bad += run_mm(w->op, (float *)w->A, w->B, C) != TT_OK || !close_to(C, w->R, M * N);
    }
    free(C);
    return NULL;
}

TEST(threads_with_different_weights)
{
    tt_ctx *ctx = tt_ctx_new("budget=0,threads=2");
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_constant(op, 1, 1) == TT_OK);
    enum { T = 4 };
    float *A = malloc(sizeof(float) * M * K);
    REQUIRE(A);
    fillv(A, M * K, 11);
    worker w[T];
    pthread_t th[T];
    for (int i = 0; i < T; i++) {
        w[i].op = op;
        w[i].A = A;
        w[i].B = malloc(sizeof(float) * K * N);
        float *R = malloc(sizeof(float) * M * N);
        REQUIRE(w[i].B && R);
        fillv(w[i].B, K * N, 100 + (unsigned)i);
        tt_test_ref_matmul(A, w[i].B, R, M, K, N);
        w[i].R = R;
        w[i].bad = 0;
    }
    for (int i = 0; i < T; i++)
        pthread_create(&th[i], NULL, work, &w[i]);
    for (int i = 0; i < T; i++) {
        pthread_join(th[i], NULL);
        CHECKF(w[i].bad == 0, "thread %d: %d wrong answers", i, w[i].bad);
        free(w[i].B);
        free((void *)w[i].R);
    }
    free(A);
    tt_op_free(op);
    tt_ctx_free(ctx);
}

/* Kept packs shared by layout (runtime/packs.c): kernels of one operator at
 * different row counts, with random and default configs, pack the same
 * weights; wherever two kept packs' layout hashes (jit_sig.layout) agree,
 * their contents must be the same bytes -- else sharing would hand a
 * kernel another's layout.  And the defaults of different row counts do
 * agree, so the runtime's sharing has something to share. */
static const struct {
    const char *op, *attrs;
    uint64_t constmask;
    int def_keeps;   /* the default keeps a pack of the weights */
    const char *shapes[3];
} share_cases[] = {
    {"dense_gelu", NULL, 2, 1, {"5x40 23x40 23", "9x40 23x40 23", "16x40 23x40 23"}},
    {"matmul", NULL, 2, 1, {"3x37 37x29", "8x37 37x29", "13x37 37x29"}},
    {"conv2d", "pad_h=1,pad_w=1", 2, 0, {"1x6x7x7 8x6x3x3", "2x6x7x7 8x6x3x3",
                                         "3x6x7x7 8x6x3x3"}},
};

typedef struct kept_rec {
    uint64_t layout;
    int64_t bytes;
    int src;
    unsigned char *data;
} kept_rec;

/* Compile t with c, run its pack entry on seeded inputs (the same for every
 * Task of a case: the weights do not depend on the rows), record its kept
 * packs in recs.  Returns how many it added. */
static int pack_records(const ir_task *t, const lw_sched *c, kept_rec *recs, int cap)
{
    const ir_def *d = t->def;
    char err[512];
    kn_kernel *k = NULL;
    if (kn_kernel_compile(env.be, t, c, &k, err, sizeof err) != TT_OK) {
        fprintf(stderr, "compile: %s\n", err);
        return -1;
    }
    void *io[128] = {0}, *kept[64] = {0};
    int n = 0, ok = 1;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        io[i] = tt_aligned_alloc(64, (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype));
        uint64_t sd = 1000003u * (uint64_t)(i + 1);
        if (i < d->ninputs)
            diff_fill(d->tensors[i].dtype, io[i], span, &sd);
    }
    const jit_sig *sig = &k->sig;
    for (int i = 0; i < sig->nparams; i++)
        if (sig->kind[i] == LB_KEPT)
            kept[i] = calloc(1, (size_t)sig->bytes[i]);
    if (kn_kernel_pack(k, t->nthreads > 1 ? env.pool2 : env.pool1, io, kept, err,
                       sizeof err) != TT_OK) {
        fprintf(stderr, "pack: %s\n", err);
        ok = 0;
    }
    for (int i = 0; ok && i < sig->nparams && n < cap; i++)
        if (sig->kind[i] == LB_KEPT) {
            recs[n] = (kept_rec){sig->layout[i], sig->bytes[i], sig->src[i], kept[i]};
            kept[i] = NULL;
            n++;
        }
    for (int i = 0; i < 64; i++)
        free(kept[i]);
    for (int i = 0; i < 128; i++)
        free(io[i]);
    kn_kernel_free(k);
    return ok ? n : -1;
}

TEST(kept_packs_of_one_layout_are_the_same_bytes)
{
    for (size_t o = 0; o < TT_ARRAY_LEN(share_cases); o++) {
        ir_deflist l;
        ir_def *d = diff_def(share_cases[o].op, &l);
        REQUIRE(d);
        enum { CAP = 256 };
        kept_rec *recs = calloc(CAP, sizeof *recs);
        int nrec = 0, ndef = 0, def_rec[3] = {-1, -1, -1};
        uint64_t rng = 104729u * (o + 1);
        for (int m = 0; m < 3; m++) {
            diff_constmask = share_cases[o].constmask;
            ir_task *t = diff_bind(d, share_cases[o].attrs, share_cases[o].shapes[m], NULL,
                                   NULL, 1);
            diff_constmask = 0;
            REQUIRE(t);
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            for (int k = -1; k < 24 && nrec < CAP; k++) {
                lw_sched c;
                if (k < 0)
                    lw_sched_default(t, &c);
                else if (tune_sample(s, &rng, &c) != 0)
                    break;
                if (!kept_packs(t, &c))
                    continue;
                if (k < 0)
                    def_rec[ndef++] = nrec;
                int got = pack_records(t, &c, recs + nrec, CAP - nrec);
                CHECKF(got >= 0, "%s [%s] config %d", share_cases[o].op,
                       share_cases[o].shapes[m], k);
                if (got > 0)
                    nrec += got;
            }
            tune_space_free(s);
            ir_task_free(t);
        }
        int same = 0, bad = 0;
        for (int i = 0; i < nrec; i++)
            for (int j = i + 1; j < nrec; j++) {
                if (!recs[i].layout || recs[i].layout != recs[j].layout)
                    continue;
                same++;
                if (recs[i].bytes != recs[j].bytes || recs[i].src != recs[j].src ||
                    memcmp(recs[i].data, recs[j].data, (size_t)recs[i].bytes) != 0)
                    bad++;
            }
        CHECKF(bad == 0, "%s: %d of %d pairs of kept packs with one layout hash differ",
               share_cases[o].op, bad, same);
        CHECKF(nrec > 6, "%s: only %d kept packs", share_cases[o].op, nrec);
        for (int i = 0; i < nrec; i++)
            CHECK(recs[i].layout != 0);
        /* the defaults at the three row counts keep one layout */
        CHECKF(!share_cases[o].def_keeps || ndef == 3, "%s: the default keeps %d packs",
               share_cases[o].op, ndef);
        CHECKF(ndef < 3 || (recs[def_rec[0]].layout == recs[def_rec[1]].layout &&
                            recs[def_rec[1]].layout == recs[def_rec[2]].layout),
               "%s: the defaults' kept packs differ in layout across row counts",
               share_cases[o].op);
        printf("  %s: %d kept packs, %d pairs share a layout hash, %d of them differ\n",
               share_cases[o].op, nrec, same, bad);
        for (int i = 0; i < nrec; i++)
            free(recs[i].data);
        free(recs);
        ir_deflist_free(&l);
    }
}

int main(int argc, char **argv)
{
    if (argc == 3) {
        slice = atoi(argv[1]);
        nslices = atoi(argv[2]);
        if (nslices < 1 || slice < 0 || slice >= nslices)
            return 2;
    }
    const char *n = getenv("TT_PROPERTY_CONFIGS");
    if (n && atoi(n) > 0)
        per_case = atoi(n);
    if (diff_open(&env) != 0)
        return 1;
    if (slice == 0) {
        RUN(declaration_is_part_of_the_key);
        RUN(api_packs_once_and_keeps);
        RUN(threads_with_different_weights);
        RUN(kept_packs_of_one_layout_are_the_same_bytes);
    }
    RUN(random_configs_with_kept_packs_are_correct);
    diff_close(&env);
    TEST_EXIT();
}

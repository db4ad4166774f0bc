/*
 * The OpenCL backend on this machine's device (PoCL's CPU device in CI):
 * every shipped operator with its default schedule, random configurations
 * of the GPU knob space, the warm path from the program binaries, and the
 * errors of a missing device -- all checked against the interpreter.
 *
 * With no OpenCL platform or device at all the test says so and exits 77
 * (ctest: skipped); scripts/install-deps installs PoCL, so CI has one.
 */
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static diff_env env;

static const struct {
    const char *op, *attrs;
    const char *shapes[3];
} ops[] = {
    {"matmul", NULL, {"7x13 13x31", "1x1 1x1", "64x96 96x70"}},
    {"batch_matmul", NULL, {"2x7x13 2x13x19", "3x17x9 3x9x11", NULL}},
    {"dense", NULL, {"7x13 31x13", "33x17 65x17", NULL}},
    {"dense_bias", NULL, {"7x13 31x13 31", "2x300 17x300 17", NULL}},
    {"dense_relu", NULL, {"13x31 7x31 7", NULL, NULL}},
    {"dense_gelu", NULL, {"19x33 17x33 17", NULL, NULL}},
    {"conv2d", NULL, {"2x4x13x11 7x4x3x3", "1x16x9x9 31x16x1x1", NULL}},
    {"conv2d", "pad_h=1,pad_w=1", {"1x3x7x7 5x3x3x3", "1x16x31x31 17x16x3x3", NULL}},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=3,pad_w=3", {"1x3x31x29 4x3x7x7", NULL, NULL}},
    {"conv2d", "groups=2,pad_h=1,pad_w=1", {"1x8x13x13 4x4x3x3", NULL, NULL}},
    {"conv2d", "dil_h=2,dil_w=3,pad_h=2,pad_w=3", {"1x2x9x17 5x2x3x3", NULL, NULL}},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", {"1x7x7x3 3x3x3x5", "2x13x11x4 3x3x4x7", NULL}},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", {"1x3x7x7 3x3x3", "2x13x11x9 13x3x3", NULL}},
    {"max_pool2d", "kh=3,kw=3,pad_h=1,pad_w=1", {"1x3x7x7", "2x5x13x11", NULL}},
    {"avg_pool2d", NULL, {"1x3x7x7", "1x16x32x32", NULL}},
    {"softmax", NULL, {"13x31", "3x129", "1x1"}},
    {"layernorm", NULL, {"13x31 31 31", "3x129 129 129", NULL}},
    {"add", NULL, {"13x31 13x31", "1x7 1x7", NULL}},
    {"mul", NULL, {"31x17 31x17", NULL, NULL}},
    {"relu", NULL, {"13x31", NULL, NULL}},
    {"gelu", NULL, {"31x17", NULL, NULL}},
    {"sigmoid", NULL, {"7x1", NULL, NULL}},
    {"bias_add", NULL, {"13x31 31", NULL, NULL}},
    {"transpose2d", NULL, {"13x31", "128x100", NULL}},
    {"reduce_sum", NULL, {"13x31", "7x1", NULL}},
    {"reduce_mean", NULL, {"31x17", NULL, NULL}},
};

TEST(shipped_operators_default)
{
    int total = 0, passed = 0;
    for (size_t o = 0; o < TT_ARRAY_LEN(ops); o++) {
        ir_deflist l;
        ir_def *d = diff_def(ops[o].op, &l);
        REQUIRE(d);
        for (int sh = 0; sh < 3 && ops[o].shapes[sh]; sh++) {
            ir_task *t = diff_bind(d, ops[o].attrs, ops[o].shapes[sh], NULL, NULL, 1);
            CHECKF(t != NULL, "%s [%s]", ops[o].op, ops[o].shapes[sh]);
            if (!t)
                continue;
            char what[256];
            tt_snprintf(what, sizeof what, "opencl %s(%s) [%s] default", ops[o].op,
                        ops[o].attrs ? ops[o].attrs : "", ops[o].shapes[sh]);
            int ok = diff_check(&env, t, NULL, o * 10 + (size_t)sh, what);
            total++;
            passed += ok;
            CHECKF(ok, "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    printf("  %d of %d operator/shape cases match the interpreter on OpenCL\n", passed, total);
}

TEST(random_gpu_configs)
{
    int per_op = getenv("TT_OPENCL_CONFIGS") ? atoi(getenv("TT_OPENCL_CONFIGS")) : 3;
    int total = 0, passed = 0;
    for (size_t o = 0; o < TT_ARRAY_LEN(ops); o++) {
        ir_deflist l;
        ir_def *d = diff_def(ops[o].op, &l);
        REQUIRE(d);
        ir_task *t = diff_bind(d, ops[o].attrs, ops[o].shapes[0], NULL, NULL, 1);
        CHECK(t != NULL);
        if (!t) {
            ir_deflist_free(&l);
            continue;
        }
        tune_space *s = tune_space_new(t);
        REQUIRE(s);
        uint64_t rng = 7919u * (o + 1);
        /* an elementwise map (no reduction) has few GPU knobs: one config
           (each is a PoCL compile, about 2 s) */
        int reduces = 0;
        for (int i = 0; i < d->nstmts; i++)
            reduces |= d->stmts[i].nvars > d->stmts[i].nspatial;
        int want = reduces ? per_op : TT_MIN(per_op, 1);
        for (int k = 0; k < want; k++) {
            lw_sched c;
            if (tune_sample(s, &rng, &c) != 0) {
                CHECKF(0, "%s: no valid sample", ops[o].op);
                break;
            }
            tt_buf cb = {0};
            lw_sched_print(&cb, t, &c);
            char what[1024];
            tt_snprintf(what, sizeof what, "opencl %s [%s] config %s", ops[o].op,
                        ops[o].shapes[0], cb.s);
            tt_buf_free(&cb);
            if (getenv("TT_TEST_VERBOSE"))
                fprintf(stderr, "%s\n", what);
            int ok = diff_check(&env, t, &c, (uint64_t)k + 100, what);
            total++;
            passed += ok;
            CHECKF(ok, "%s", what);
        }
        tune_space_free(s);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
    printf("  %d of %d random GPU configs match the interpreter (%d mismatches)\n", passed,
           total, total - passed);
}

/* Configs that PoCL got wrong: an abort in its compiler (a loop with
 * barriers), rows never written (a trip count that varies between
 * work-items). */
TEST(pocl_regressions)
{
    static const char *const cfgs[] = {
        "v1 vbits=512 modes=R group=0 C[t=64.16.8,24.3.3 r=16 o=0.1 i=0.1 ro=0 vec=1 lanes=4 "
        "u=4 par=2 pack=22]",
        "v1 vbits=512 modes=R group=0 C[t=64.8.4,72.12.3 r=32 o=0.1 i=1.0 ro=0 vec=r0 lanes=8 "
        "u=32 par=2 pack=22]",
        "v1 vbits=512 modes=R group=0 C[t=80.40.5,16.2.1 r=64 o=1.0 i=0.1 ro=0 vec=r0 lanes=8 "
        "u=4 par=2 pack=02]",
    };
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "64x64 64x64", NULL, NULL, 1);
    REQUIRE(t);
    for (size_t i = 0; i < TT_ARRAY_LEN(cfgs); i++) {
        lw_sched c;
        char err[512] = "";
        if (lw_sched_parse(t, cfgs[i], &c, err, sizeof err) != 0) {
            CHECKF(0, "%s: %s", cfgs[i], err);
            continue;
        }
        CHECKF(diff_check(&env, t, &c, 5 + i, cfgs[i]), "%s", cfgs[i]);
    }
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* The GPU space has its knobs and respects the device's limits. */
TEST(gpu_space)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "256x256 256x256", NULL, NULL, 1);
    REQUIRE(t);
    tune_space *s = tune_space_new(t);
    REQUIRE(s);
    int64_t max_wg, local;
    lw_gpu_limits(t, &max_wg, &local);
    uint64_t rng = 5;
    for (int k = 0; k < 200; k++) {
        lw_sched c;
        REQUIRE(tune_sample(s, &rng, &c) == 0);
        CHECK(c.group == 0);
        int axes[3];
        int64_t wg, groups;
        lw_gpu_mapped(t, &c, 0, axes, &wg, &groups);
        CHECKF(wg <= max_wg, "%lld work-items > %lld", (long long)wg, (long long)max_wg);
        char msg[256];
        CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s", msg);
    }
    tune_space_free(s);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* A kernel saved as bytes (program binary where the device gives one)
 * loads in a fresh backend without a rebuild from source and computes the
 * same result. */
TEST(warm_path_from_binary)
{
    ir_deflist l;
    ir_def *d = diff_def("conv2d", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, "pad_h=1,pad_w=1", "1x8x13x13 16x8x3x3", NULL, NULL, 1);
    REQUIRE(t);
    lw_sched s;
    lw_sched_default(t, &s);
    char err[512];
    kn_kernel *k = NULL;
    REQUIRE(kn_kernel_compile(env.be, t, &s, &k, err, sizeof err) == TT_OK);
    const void *bytes = NULL;
    size_t len = 0;
    REQUIRE(env.be->object && env.be->object(k->k, &bytes, &len) == TT_OK);
    CHECK(len > 0);
    jit_backend *be2 = NULL;
    REQUIRE(jit_opencl_open("opencl", &be2, err, sizeof err) == TT_OK);
    jit_kernel *jk = NULL;
    double t0 = tt_now_ms();
    int st = be2->load(be2, bytes, len, &k->sig, &jk, err, sizeof err);
    double load_ms = tt_now_ms() - t0;
    CHECKF(st == TT_OK, "%s", err);
    printf("  warm load of a %zu-byte program: %.1f ms (build from source: %.1f ms)\n", len,
           load_ms, k->compile_ms);
    if (st == TT_OK) {
        /* run the loaded kernel and compare with the interpreter */
        void *in[2], *out[1], *ref[1];
        uint64_t sd = 3;
        for (int i = 0; i < 2; i++) {
            int64_t nel = ir_tensor_span(t, i);
            in[i] = tt_aligned_alloc(64, (size_t)nel * 4);
            diff_fill(DT_F32, in[i], nel, &sd);
        }
        int64_t on = ir_tensor_span(t, 2);
        out[0] = tt_aligned_alloc(64, (size_t)on * 4);
        ref[0] = tt_aligned_alloc(64, (size_t)on * 4);
        memset(out[0], 0x7f, (size_t)on * 4);
        void *args[3] = {in[0], in[1], out[0]};
        CHECKF(be2->run(jk, args, err, sizeof err) == TT_OK, "%s", err);
        CHECK(ir_interp(t, in, ref) == TT_OK);
        ir_cmp c;
        CHECK(ir_compare(t, out, ref, &c));
        be2->free_kernel(jk);
        free(in[0]);
        free(in[1]);
        free(out[0]);
        free(ref[0]);
    }
    /* bytes that are not a program: an error, not a crash */
    static const char junk[] = "\x7f" "ELF garbage that is no program binary";
    jk = NULL;
    st = be2->load(be2, junk, sizeof junk, &k->sig, &jk, err, sizeof err);
    if (st == TT_OK) {
        be2->free_kernel(jk);   /* a driver may accept it as source and fail later */
    } else {
        CHECK(err[0] != 0);
    }
    be2->destroy(be2);
    kn_kernel_free(k);
    ir_task_free(t);
    ir_deflist_free(&l);
}

/* A shape class on an OpenCL context: row classes are compiled for the
 * CPU only, so its row blocks serve it (runtime/dynamic.c) -- every size
 * against the interpreter, the report naming the blocks. */
TEST(shape_class_blocks)
{
    tt_ctx *ctx = tt_ctx_new("cache_dir=test-cache/test_opencl_class,target=opencl,budget=0");
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    CHECK(tt_op_set_dynamic(op, "M", 1, 19) == TT_OK);
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    float *a = malloc(sizeof(float) * 19 * 11), *b = malloc(sizeof(float) * 11 * 13);
    float *c = malloc(sizeof(float) * 19 * 13), *ref = malloc(sizeof(float) * 19 * 13);
    REQUIRE(a && b && c && ref);
    uint64_t sd = 5;
    diff_fill(DT_F32, a, 19 * 11, &sd);
    diff_fill(DT_F32, b, 11 * 13, &sd);
    int bad = 0, blocks = 0;
    for (int64_t m = 1; m <= 19; m++) {
        int64_t as[2] = {m, 11}, bs[2] = {11, 13}, cs[2] = {m, 13};
        tt_tensor in[2] = {tt_tensor_f32(a, 2, as), tt_tensor_f32(b, 2, bs)};
        tt_tensor out = tt_tensor_f32(c, 2, cs);
        if (tt_op_run(op, in, 2, &out, 1) != TT_OK) {
            fprintf(stderr, "m=%lld: %s\n", (long long)m, tt_errmsg(ctx));
            bad++;
            continue;
        }
        char shapes[64];
        snprintf(shapes, sizeof shapes, "%lldx11 11x13", (long long)m);
        ir_task *t = diff_bind(d, NULL, shapes, NULL, NULL, 1);
        void *ins[2] = {a, b}, *outs[1] = {c}, *refs[1] = {ref};
        ir_cmp cmp;
        if (!t || ir_interp(t, ins, refs) != TT_OK || !ir_compare(t, outs, refs, &cmp))
            bad++;
        ir_task_free(t);
        tt_report r;
        if (tt_op_report(op, in, 2, &r) == TT_OK && strcmp(r.kernel, "class") == 0) {
            blocks++;
            CHECK(strstr(r.config, "rows of one kernel") == NULL);
            CHECKF(strstr(r.config, "class M in 1..19: ") != NULL, "%s", r.config);
        }
    }
    CHECKF(bad == 0, "%d sizes wrong", bad);
    CHECKF(blocks > 0, "no size reported as the class's blocks");
    free(a);
    free(b);
    free(c);
    free(ref);
    ir_deflist_free(&l);
    tt_op_free(op);
    tt_ctx_free(ctx);
}

TEST(no_such_device)
{
    jit_backend *be = NULL;
    char err[512] = "";
    int st = jit_opencl_open("opencl:0:63", &be, err, sizeof err);
    CHECK(st != TT_OK);
    CHECK(be == NULL);
    CHECKF(strstr(err, "device") != NULL, "%s", err);
    st = jit_opencl_open("opencl:63:0", &be, err, sizeof err);
    CHECK(st != TT_OK);
    CHECKF(strstr(err, "platform") != NULL, "%s", err);
    /* through the API: a status and a message, no context */
    tt_ctx *ctx = tt_ctx_new("target=opencl:0:63");
    CHECK(ctx == NULL);
    CHECKF(strstr(tt_errmsg(NULL), "opencl:0:63") != NULL, "%s", tt_errmsg(NULL));
}

int main(void)
{
    char err[512];
    memset(&env, 0, sizeof env);
    if (jit_opencl_open("opencl", &env.be, err, sizeof err) != TT_OK) {
        printf("skipped: no OpenCL device: %s\n", err);
        return 77;
    }
    env.pool1 = kn_pool_new(1);
    env.pool2 = kn_pool_new(2);
    diff_target = env.be->target;   /* the device's limits, in every Task */
    RUN(shipped_operators_default);
    RUN(random_gpu_configs);
    RUN(pocl_regressions);
    RUN(gpu_space);
    RUN(warm_path_from_binary);
    RUN(shape_class_blocks);
    RUN(no_such_device);
    diff_close(&env);
    return tt_test_failures ? 1 : 0;
}

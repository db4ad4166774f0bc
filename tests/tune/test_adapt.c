/*
 * Reuse across shapes (tune_adapt): a config of one shape adapted to
 * another shape of the same operator is a valid point of the new shape's
 * space, and its kernel matches the reference interpreter.  For every
 * shipped operator, every ordered pair of three shapes (primes, tails,
 * 1s), random configs of the first shape are adapted to the second.
 *
 * TT_PROPERTY_CONFIGS: configs per pair of shapes (default 3).
 */
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static const struct {
    const char *op, *attrs;
    const char *shapes[3];
} ops[] = {
    {"matmul", NULL, {"7x13 13x31", "1x17 17x5", "64x48 48x40"}},
    {"batch_matmul", NULL, {"2x7x13 2x13x19", "1x5x1 1x1x23", "3x17x9 3x9x11"}},
    {"dense", NULL, {"7x13 31x13", "1x5 3x5", "40x33 17x33"}},
    {"dense_bias", NULL, {"7x13 31x13 31", "1x5 3x5 3", "19x33 17x33 17"}},
    {"dense_relu", NULL, {"7x13 31x13 31", "1x5 3x5 3", "19x33 17x33 17"}},
    {"dense_gelu", NULL, {"7x13 31x13 31", "1x5 3x5 3", "48x33 17x33 17"}},
    {"conv2d", "pad_h=1,pad_w=1", {"1x3x7x7 5x3x3x3", "1x2x5x9 3x2x3x3", "2x4x6x5 7x4x3x3"}},
    {"conv2d", "stride_h=2,stride_w=2,groups=2", {"1x4x9x9 6x2x3x3", "1x2x7x5 2x1x1x1",
                                                   "1x6x11x13 4x3x3x3"}},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", {"1x7x7x3 3x3x3x5", "1x5x9x2 3x3x2x3",
                                        "2x6x5x4 3x3x4x7"}},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", {"1x3x7x7 3x3x3", "1x5x9x11 5x3x3",
                                             "2x2x6x5 2x3x3"}},
    {"max_pool2d", "kh=3,kw=3,pad_h=1,pad_w=1", {"1x3x7x7", "1x2x9x11", "2x5x6x5"}},
    {"avg_pool2d", NULL, {"1x3x7x7", "1x2x9x11", "2x5x6x5"}},
    {"softmax", NULL, {"7x33", "1x13", "13x5"}},
    {"layernorm", NULL, {"7x33 33 33", "1x13 13 13", "13x5 5 5"}},
    {"add", NULL, {"7x33 7x33", "1x13 1x13", "13x5 13x5"}},
    {"mul", NULL, {"7x33 7x33", "1x13 1x13", "13x5 13x5"}},
    {"relu", NULL, {"7x33", "1x13", "13x5"}},
    {"gelu", NULL, {"7x33", "1x13", "13x5"}},
    {"sigmoid", NULL, {"7x33", "1x13", "13x5"}},
    {"bias_add", NULL, {"7x33 33", "1x13 13", "13x5 5"}},
    {"transpose2d", NULL, {"7x33", "1x13", "13x5"}},
    {"reduce_sum", NULL, {"7x33", "1x13", "13x5"}},
    {"reduce_mean", NULL, {"7x33", "1x13", "13x5"}},
};

static diff_env env;
static int per_pair = 3;

TEST(adapted_configs_are_valid_and_correct)
{
    int total = 0, passed = 0, carried = 0;
    for (size_t o = 0; o < TT_ARRAY_LEN(ops); o++) {
        ir_deflist l;
        ir_def *d = diff_def(ops[o].op, &l);
        REQUIRE(d);
        ir_task *t[3];
        tune_space *s[3];
        for (int k = 0; k < 3; k++) {
            t[k] = diff_bind(d, ops[o].attrs, ops[o].shapes[k], NULL, NULL, 2);
            REQUIRE(t[k]);
            s[k] = tune_space_new(t[k]);
            REQUIRE(s[k]);
        }
        int op_carried = 0;
        for (int a = 0; a < 3; a++)
            for (int b = 0; b < 3; b++) {
                if (a == b)
                    continue;
                uint64_t rng = 7919u * (o + 1) + 31u * (uint64_t)a + (uint64_t)b;
                for (int k = 0; k < per_pair; k++) {
                    lw_sched from, to;
                    if (k == 0) {   /* the default of a too: a common winner */
                        from = s[a]->base;
                        tune_canon(s[a], &from);
                    } else if (tune_sample(s[a], &rng, &from) != 0) {
                        break;
                    }
                    int r = tune_adapt(s[b], t[a], &from, &to);
                    op_carried += r >= 0;
                    char why[256] = "";
                    int valid = tune_valid(s[b], &to, why, sizeof why);
                    tt_buf fb = {0}, tb = {0};
                    lw_sched_print(&fb, t[a], &from);
                    lw_sched_print(&tb, t[b], &to);
                    char what[2048];
                    tt_snprintf(what, sizeof what, "%s [%s] -> [%s]: %s -> %s", ops[o].op,
                                ops[o].shapes[a], ops[o].shapes[b], fb.s, tb.s);
                    tt_buf_free(&fb);
                    tt_buf_free(&tb);
                    CHECKF(valid, "%s: not valid: %s", what, why);
                    /* the tiles of the nests it has are among their candidates
                       (other fields may be zeroed by the canonical form) */
                    for (int i = 0; valid && i < s[b]->nknobs; i++) {
                        const tune_knob *kn = &s[b]->knobs[i];
                        if ((kn->kind == KN_TILE || kn->kind == KN_RTILE) &&
                            to.mode[kn->stage] == SM_ROOT &&
                            (kn->kind == KN_RTILE || kn->axis >= to.group))
                            CHECKF(tune_knob_index(s[b], kn, &to) >= 0,
                                   "%s: knob %s off its candidates", what, kn->name);
                    }
                    /* the text round-trips (it is what the cache stores) */
                    tt_buf pb = {0};
                    lw_sched_print(&pb, t[b], &to);
                    lw_sched back;
                    char err[256];
                    CHECKF(lw_sched_parse(t[b], pb.s, &back, err, sizeof err) == 0, "%s: %s",
                           what, err);
                    tt_buf_free(&pb);
                    int ok = valid && diff_check(&env, t[b], &to, (uint64_t)k, what);
                    total++;
                    passed += ok;
                    CHECKF(ok, "%s", what);
                }
            }
        /* adaptation is not "fall back to the default" every time */
        CHECKF(op_carried > 0, "%s: no config carried over", ops[o].op);
        carried += op_carried;
        for (int k = 0; k < 3; k++) {
            tune_space_free(s[k]);
            ir_task_free(t[k]);
        }
        ir_deflist_free(&l);
    }
    printf("  %d of %d adapted configs match the interpreter; %d carried knobs over\n", passed,
           total, carried);
}

/* A tile that covered a whole axis covers the whole new one; a register
 * tile keeps its size. */
TEST(whole_axis_tiles_follow_the_shape)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *a = diff_bind(d, NULL, "64x64 64x64", NULL, NULL, 1);
    ir_task *b = diff_bind(d, NULL, "100x64 64x64", NULL, NULL, 1);
    REQUIRE(a && b);
    tune_space *sa = tune_space_new(a), *sb = tune_space_new(b);
    REQUIRE(sa && sb);
    lw_sched from = sa->base, to;
    tune_canon(sa, &from);
    from.nest[0].tile[0][0] = 64;   /* the whole of M */
    from.nest[0].tile[0][1] = 16;
    from.nest[0].tile[0][2] = 4;
    char why[256];
    REQUIRE(tune_valid(sa, &from, why, sizeof why));
    CHECK(tune_adapt(sb, a, &from, &to) >= 0);
    CHECKF(to.nest[0].tile[0][0] >= 100, "t1 %d", to.nest[0].tile[0][0]);
    CHECK(to.nest[0].tile[0][1] == 16);
    CHECK(to.nest[0].tile[0][2] == 4);
    /* a Task of another Def is refused: the default */
    ir_deflist l2;
    ir_def *d2 = diff_def("softmax", &l2);
    ir_task *c = diff_bind(d2, NULL, "7x33", NULL, NULL, 1);
    REQUIRE(c);
    CHECK(tune_adapt(sb, c, &from, &to) == -1 || tune_valid(sb, &to, NULL, 0));
    CHECK(tune_valid(sb, &to, NULL, 0));
    ir_task_free(c);
    ir_deflist_free(&l2);
    tune_space_free(sa);
    tune_space_free(sb);
    ir_task_free(a);
    ir_task_free(b);
    ir_deflist_free(&l);
}

int main(void)
{
    const char *pc = getenv("TT_PROPERTY_CONFIGS");
    if (pc && atoi(pc) > 0)
        per_pair = atoi(pc);
    if (diff_open(&env) != 0)
        return 1;
    RUN(whole_axis_tiles_follow_the_shape);
    RUN(adapted_configs_are_valid_and_correct);
    diff_close(&env);
    return tt_test_failures ? 1 : 0;
}

/*
 * Row classes (ir_task_set_rows): one kernel, compiled at the class's
 * largest size, run on every size of its range.  For each operator, the
 * default schedule and random configs of the class's space; each kernel
 * run at sizes 1, primes, ladder-like and odd sizes and the largest, its
 * outputs checked against the reference interpreter of the exact Task of
 * that size, and the rows past the call's checked untouched.
 */
#include "tests/lower/diff.h"
#include "tests/test.h"
#include "tune/tune.h"

static const struct {
    const char *op, *attrs, *shapes, *dim;   /* shapes at the largest size */
    int64_t lo;
} ops[] = {
    {"matmul", NULL, "37x19 19x45", "M", 1},
    {"dense_bias", NULL, "41x24 17x24 17", "M", 1},
    {"dense_gelu", NULL, "29x16 33x16 33", "M", 1},
    {"relu", NULL, "23x37", "M", 1},
    {"add", NULL, "31x9 31x9", "M", 3},
    {"softmax", NULL, "19x40", "M", 1},
    {"layernorm", NULL, "17x24 24 24", "M", 1},
    {"reduce_sum", NULL, "29x33", "M", 1},
    {"conv2d", "pad_h=1,pad_w=1", "5x3x7x9 4x3x3x3", "N", 1},
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "4x9x7x5 3x3x5x6", "N", 1},
    {"batch_matmul", NULL, "7x5x6 7x6x11", "NB", 1},
};

static diff_env env;
static int per_op = 6;

static int dim_index(const ir_def *d, const char *name)
{
    for (int i = 0; i < d->ndims; i++)
        if (strcmp(d->dims[i], name) == 0)
            return i;
    return -1;
}

static int is_prime(int64_t n)
{
    if (n < 2)
        return 0;
    for (int64_t q = 2; q * q <= n; q++)
        if (n % q == 0)
            return 0;
    return 1;
}

TEST(class_kernels_match_the_interpreter_at_every_size)
{
    int total = 0, passed = 0, configs = 0;
    for (size_t o = 0; o < TT_ARRAY_LEN(ops); o++) {
        const char *only = getenv("TT_TEST_OP");   /* debugging: one op */
        if (only && strcmp(only, ops[o].op) != 0)
            continue;
        ir_deflist l;
        ir_def *d = diff_def(ops[o].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, ops[o].attrs, ops[o].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "%s", ops[o].op);
            if (!t)
                continue;
            char msg[256];
            int dim = dim_index(d, ops[o].dim);
            CHECKF(ir_task_set_rows(t, dim, ops[o].lo, msg, sizeof msg) == TT_OK, "%s: %s",
                   ops[o].op, msg);
            int64_t hi = t->dim[dim];
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 7919u * (o + 1) + (uint64_t)th;
            for (int k = 0; k <= per_op; k++) {
                lw_sched c;
                if (k == 0) {
                    lw_sched_default(t, &c);
                } else if (tune_sample(s, &rng, &c) != 0) {
                    CHECKF(0, "%s: no valid sample", ops[o].op);
                    break;
                }
                const char *oc = getenv("TT_TEST_CONFIG");   /* and one config */
                if (oc && atoi(oc) != k)
                    continue;
                tt_buf cb = {0};
                lw_sched_print(&cb, t, &c);
                char what[1024];
                tt_snprintf(what, sizeof what, "%s [%s] %s %" PRId64 "..%" PRId64
                            " threads=%d config %s", ops[o].op, ops[o].shapes, ops[o].dim,
                            ops[o].lo, hi, th, cb.s);
                tt_buf_free(&cb);
                kn_kernel *kk = NULL;
                char err[640];
                int st = kn_kernel_compile(env.be, t, &c, &kk, err, sizeof err);
                CHECKF(st == TT_OK, "%s: compile: %s", what, err);
                if (st != TT_OK)
                    continue;
                configs++;
                /* every size of small ranges, else 1, primes, a few others, hi */
                for (int64_t m = ops[o].lo; m <= hi; m++) {
                    if (hi > 24 && !(m == ops[o].lo || m == hi || is_prime(m) ||
                                     m % 8 == 0 || m == hi - 1))
                        continue;
                    int ok = diff_rows_check(&env, t, ops[o].attrs, ops[o].shapes, kk, m,
                                        (uint64_t)(k * 131 + m), what);
                    total++;
                    passed += ok;
                    CHECKF(ok, "%s at %" PRId64, what, m);
                }
                kn_kernel_free(kk);
            }
            tune_space_free(s);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    printf("  %d of %d runs (%d class kernels) match the interpreter\n", passed, total,
           configs);
}

/* The class's key is its own, its canonical text round-trips, and
 * schedules the class cannot run are refused with a reason. */
TEST(class_tasks_are_their_own)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_task *t = diff_bind(d, NULL, "64x32 32x48", NULL, NULL, 1);
    REQUIRE(t);
    char exact_key[33], msg[256];
    memcpy(exact_key, t->key, sizeof exact_key);
    CHECK(ir_task_set_rows(t, dim_index(d, "M"), 0, msg, sizeof msg) != TT_OK);
    CHECK_CONTAINS(msg, "1..64");
    CHECK(ir_task_set_rows(t, dim_index(d, "M"), 65, msg, sizeof msg) != TT_OK);
    CHECK(ir_task_set_rows(t, 99, 1, msg, sizeof msg) != TT_OK);
    REQUIRE(ir_task_set_rows(t, dim_index(d, "M"), 1, msg, sizeof msg) == TT_OK);
    CHECK(strcmp(exact_key, t->key) != 0);
    CHECK_CONTAINS(t->canon, "rows M 1");
    ir_deflist dl;
    ir_task *back = NULL;
    CHECK(ir_task_from_canon(t->canon, &dl, &back, msg, sizeof msg) == TT_OK);
    if (back) {
        CHECK(strcmp(back->key, t->key) == 0);
        CHECK(back->rows_dim == t->rows_dim && back->rows_lo == 1);
        ir_task_free(back);
        ir_deflist_free(&dl);
    }
    ir_task *cl = ir_task_clone(t);
    REQUIRE(cl);
    CHECK(strcmp(cl->key, t->key) == 0 && cl->rows_dim == t->rows_dim);
    ir_task_free(cl);
    /* the rows are never the vector axis */
    lw_sched c;
    lw_sched_default(t, &c);
    CHECK(lw_sched_check(t, &c, msg, sizeof msg) == 0);
    c.nest[0].vec = 0;
    CHECK(lw_sched_check(t, &c, msg, sizeof msg) != 0);
    CHECK_CONTAINS(msg, "row class");
    ir_task_free(t);
    ir_deflist_free(&l);
}

int main(void)
{
    const char *n = getenv("TT_PROPERTY_CONFIGS");
    if (n && atoi(n) > 0)
        per_op = atoi(n);
    if (diff_open(&env) != 0)
        return 1;
    RUN(class_tasks_are_their_own);
    RUN(class_kernels_match_the_interpreter_at_every_size);
    diff_close(&env);
    TEST_EXIT();
}

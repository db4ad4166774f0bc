/*
 * Tail-free register tiles (lw_sched_tailless in lower/variants.c): the
 * default with each register tile that leaves a tail cut to a divisor of
 * its extent, a candidate every tuning session measures after the default.
 *
 *  - on Tasks whose defaults leave tails (odd, prime and 28-row extents;
 *    convolutions, depthwise, GEMM, batched GEMM), every axis it changes
 *    gets a register tile that divides the extent, at least half the old
 *    one and smaller, the vector axis untouched, the S1 and S0 tiles
 *    nesting; the schedule checks and matches the interpreter at 1 and 2
 *    threads, 512- and 256-bit vectors;
 *  - a default without tails, or whose tails have no such divisor, is
 *    left as it is (returns 0).
 *
 * usage: test_tailless
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

static const struct {
    const char *op, *attrs, *shapes;
} tcases[] = {
    {"depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x16x56x56 16x3x3"},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x8x28x28 8x3x3"},
    {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x13x7 3x3x3"},
    {"conv2d", "pad_h=1,pad_w=1", "1x8x14x14 16x8x3x3"},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x30x30 8x3x3x3"},
    {"conv2d", "pad_h=1,pad_w=1", "1x4x10x10 20x4x3x3"},
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x14x14x8 3x3x8x16"},
    {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x20x20x4 3x3x4x24"},
    {"conv2d_nhwc", "", "1x15x15x8 1x1x8x40"},
    {"matmul", "", "28x20 20x48"},
    {"matmul", "", "45x17 17x33"},
    {"matmul", "", "20x9 9x70"},
    {"matmul", "", "44x20 20x64"},    /* 4-vector tiles of 6 rows leave a tail */
    {"matmul", "", "50x30 30x144"},   /* 3-vector tiles of 8 rows too */
    {"batch_matmul", "", "3x27x16 3x16x27"},
    {"dense", "", "30x24 40x24"},
};

/* Every tiled axis of stage si: tiles nest, t3 <= t2 <= t1. */
static int nested(const ir_task *t, const lw_sched *c, int si)
{
    const ir_stmt *st = &t->def->stmts[si];
    for (int a = 0; a < st->nspatial; a++) {
        const int32_t *tl = c->nest[si].tile[a];
        if (tl[2] < 1 || tl[1] % tl[2] || tl[0] % tl[1])
            return 0;
    }
    return 1;
}

TEST(tailless_register_tiles_are_correct)
{
    int changed_tasks = 0, checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(tcases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(tcases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            diff_target.vector_bits = (i + (size_t)th) % 2 ? 256 : 512;
            ir_task *t = diff_bind(d, tcases[i].attrs, tcases[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "%s [%s] %s", tcases[i].op, tcases[i].shapes, tcases[i].attrs);
            if (!t)
                continue;
            lw_sched def, c;
            lw_sched_default(t, &def);
            c = def;
            int changed = lw_sched_tailless(t, &c);
            char what[1024], msg[512] = "";
            tt_buf cb = {0}, db = {0};
            lw_sched_print(&cb, t, &c);
            lw_sched_print(&db, t, &def);
            tt_snprintf(what, sizeof what, "%s [%s] %s threads=%d vbits=%d default %s tailless %s",
                        tcases[i].op, tcases[i].shapes, tcases[i].attrs, th,
                        diff_target.vector_bits, db.s, cb.s);
            tt_buf_free(&cb);
            tt_buf_free(&db);
            /* changed iff some axis changed; each changed axis as promised */
            int any = 0;
            for (int si = 0; si < t->def->nstmts; si++) {
                if (def.mode[si] != SM_ROOT)
                    continue;
                const ir_stmt *st = &t->def->stmts[si];
                for (int a = 0; a < st->nspatial; a++) {
                    int64_t e = t->extent[si][a];
                    int32_t o3 = def.nest[si].tile[a][2], n3 = c.nest[si].tile[a][2];
                    if (n3 == o3 && !memcmp(c.nest[si].tile[a], def.nest[si].tile[a],
                                            sizeof c.nest[si].tile[a]))
                        continue;
                    any = 1;
                    CHECKF(a != def.nest[si].vec, "%s: the vector axis %d changed", what, a);
                    CHECKF(e % n3 == 0 && n3 < o3 && 2 * n3 >= o3 && e % o3 != 0,
                           "%s: axis %d (extent %lld): register tile %d -> %d", what, a,
                           (long long)e, o3, n3);
                }
                CHECKF(nested(t, &c, si), "%s: stage %d's tiles do not nest", what, si);
            }
            CHECKF(changed == any, "%s: returned %d, %s", what, changed,
                   any ? "changed" : "unchanged");
            if (!changed) {
                CHECKF(!memcmp(&c, &def, sizeof c), "%s: unchanged but not the default",
                       what);
                ir_task_free(t);
                continue;
            }
            changed_tasks++;
            CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
            int ok = diff_check(&env, t, &c, (uint64_t)(i * 4 + (size_t)th) + 31, what);
            checked++;
            CHECKF(ok, "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    /* most of these defaults leave a tail a divisor removes */
    CHECKF(changed_tasks >= 12, "only %d of %d Tasks changed", changed_tasks,
           (int)(2 * TT_ARRAY_LEN(tcases)));
    printf("  tailless: %d Tasks changed and checked against the interpreter\n", checked);
}

/* No tail, or no divisor in [t3/2, t3): nothing to do. */
TEST(tailless_leaves_what_it_cannot_improve)
{
    static const struct {
        const char *op, *attrs, *shapes;
    } keep[] = {
        {"matmul", "", "60x64 64x64"},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x8x8x16 3x3x16x32"},
        {"matmul", "", "13x16 16x64"},   /* 13 rows: prime, no smaller divisor */
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(keep); i++) {
        ir_deflist l;
        ir_def *d = diff_def(keep[i].op, &l);
        REQUIRE(d);
        diff_target.vector_bits = 512;
        ir_task *t = diff_bind(d, keep[i].attrs, keep[i].shapes, NULL, NULL, 1);
        CHECK(t != NULL);
        if (t) {
            lw_sched def, c;
            lw_sched_default(t, &def);
            c = def;
            int tail = 0, divisor = 0;
            const ir_stmt *st = &t->def->stmts[0];
            for (int a = 0; a < st->nspatial; a++) {
                int64_t e = t->extent[0][a], t3 = def.nest[0].tile[a][2];
                if (a != def.nest[0].vec && t3 > 1 && e > t3 && e % t3) {
                    tail = 1;
                    for (int64_t q = t3 - 1; 2 * q >= t3 && q > 1; q--)
                        divisor |= e % q == 0;
                }
            }
            diff_target.vector_bits = env.be->target.vector_bits;
            tt_buf db = {0};
            lw_sched_print(&db, t, &def);
            CHECKF(!divisor, "%s [%s]: default %s has a tail a divisor removes", keep[i].op,
                   keep[i].shapes, db.s);
            CHECKF(tail == (i == 2), "%s [%s]: default %s %s a tail", keep[i].op,
                   keep[i].shapes, db.s, tail ? "has" : "has no");
            tt_buf_free(&db);
            CHECKF(lw_sched_tailless(t, &c) == 0, "%s [%s]: changed", keep[i].op,
                   keep[i].shapes);
            CHECK(!memcmp(&c, &def, sizeof c));
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(tailless_register_tiles_are_correct);
    RUN(tailless_leaves_what_it_cannot_improve);
    diff_close(&env);
    TEST_EXIT();
}

/*
 * Whole-image windows (lw_sched_whole_windows in lower/variants.c) and a
 * window the parallel chunks share (shared_windows in lower/build.c):
 *
 *  - the default of every padded case of test_window.c with its input
 *    unwindowed, through lw_sched_whole_windows: one window of the whole
 *    padded image (the tap axes' S0 and S1 tiles span them), matching the
 *    interpreter at 1 and 2 threads, 512- and 256-bit vectors;
 *  - with the output channels in parallel, a chunk a register tile, the
 *    window is allocated and copied once in the kernel's own function,
 *    not in the outlined parallel body; a batch of two, whose chunks move
 *    the window, keeps one per chunk.
 *
 * usage: test_whole_window
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"
#include "tests/lower/window_cases.h"

static diff_env env;

/* Whether X's window is allocated in the kernel's own function
 * (*in_main) and in an outlined parallel body (*in_bodies). */
static void window_allocs(const lw_prog *p, int *in_main, int *in_bodies)
{
    *in_main = *in_bodies = 0;
    for (int f = 0; f < p->nfuncs; f++) {
        tt_buf b = {0};
        lw_print_stmt(&b, p, p->funcs[f].body, 0);
        int has = b.s && strstr(b.s, "alloc X.win") != NULL;
        if (f == 0)
            *in_main = has;
        else
            *in_bodies |= has;
        tt_buf_free(&b);
    }
}

/* The default with its input unwindowed (pack 0), then through
 * lw_sched_whole_windows: the input read through one window of the whole
 * padded image (its taps' axes' S0 and S1 tiles span them), matching the
 * interpreter at 1 and 2 threads, 512- and 256-bit vectors; with threads
 * the window is allocated and copied once, in the kernel's own function,
 * not in the parallel body every chunk runs (lower/build.c,
 * shared_windows). */
TEST(whole_image_windows_are_correct)
{
    int checked = 0, passed = 0, shared = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            int vb = (i + (size_t)th) % 2 ? 256 : 512;
            ir_task *t = bind_case(d, i, th, vb);
            CHECKF(t != NULL, "%s [%s] %s", cases[i].op, cases[i].shapes, cases[i].attrs);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            c.nest[0].pack[0] = 0;
            char what[1024], msg[512] = "";
            if (lw_sched_check(t, &c, msg, sizeof msg) != 0) {
                ir_task_free(t);   /* the default's tiles need the window */
                continue;
            }
            int changed = lw_sched_whole_windows(t, &c);
            describe(what, sizeof what, i, th, t, &c, "whole window");
            CHECKF(changed && c.nest[0].pack[0] == PK_WIN, "%s: not windowed", what);
            CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
            if (!changed) {
                ir_task_free(t);
                continue;
            }
            /* every tap axis's S0 and S1 tiles span it */
            const ir_stmt *st = &t->def->stmts[0];
            const ir_expr *x = x_read(t);
            for (int a = 0; a < st->nspatial; a++) {
                int taps = 0;
                for (int k = 0; k < x->nargs; k++)
                    if (lw_coef(t, 0, x->args[k], a) != 0)
                        for (int r = st->nspatial; r < st->nvars; r++)
                            taps |= lw_coef(t, 0, x->args[k], r) != 0;
                if (taps && a != c.nest[0].vec)
                    CHECKF(c.nest[0].tile[a][0] >= t->extent[0][a] &&
                               c.nest[0].tile[a][1] >= t->extent[0][a],
                           "%s: axis %d tiled %d.%d of %lld", what, a, c.nest[0].tile[a][0],
                           c.nest[0].tile[a][1], (long long)t->extent[0][a]);
            }
            lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
            CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
            if (p) {
                /* allocated in the kernel's function only */
                int in_main, in_bodies;
                window_allocs(p, &in_main, &in_bodies);
                CHECKF(in_main && !in_bodies, "%s: window allocated in %s", what,
                       in_bodies ? "a parallel body" : "no function");
                shared += p->nfuncs > 1 && in_main && !in_bodies;
                lw_prog_free(p);
            }
            int ok = diff_check(&env, t, &c, (uint64_t)(i * 4 + (size_t)th) + 77, what);
            checked++;
            passed += ok;
            CHECKF(ok, "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    /* the output channels in parallel, a chunk a register tile of them:
       no chunk moves the window, the chunks share one copy */
    static const struct {
        const char *op, *attrs, *shapes;
    } par_cases[] = {
        {"conv2d_nhwc", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x9x7x4 3x3x4x48"},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x4x9x11 40x4x3x3"},
        {"conv2d", "dil_h=4,dil_w=4,pad_h=4,pad_w=4", "2x3x11x9 40x3x3x3"},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(par_cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(par_cases[i].op, &l);
        REQUIRE(d);
        diff_target.vector_bits = i % 2 ? 256 : 512;
        ir_task *t = diff_bind(d, par_cases[i].attrs, par_cases[i].shapes, NULL, NULL, 2);
        CHECKF(t != NULL, "%s [%s]", par_cases[i].op, par_cases[i].shapes);
        lw_sched c;
        if (t) {
            lw_sched_default(t, &c);
            c.nest[0].pack[0] = 0;
            char what[1024], msg[512] = "";
            CHECK(lw_sched_whole_windows(t, &c) == 1);
            lw_nest *n = &c.nest[0];
            int v = n->vec;
            n->par = (uint8_t)t->def->stmts[0].nspatial;
            n->tile[v][0] = n->tile[v][1] = n->tile[v][2];
            describe_task(what, sizeof what, par_cases[i].op, par_cases[i].shapes,
                          par_cases[i].attrs, 2, t, &c);
            CHECKF(lw_sched_check(t, &c, msg, sizeof msg) == 0, "%s: %s", what, msg);
            lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
            CHECKF(p != NULL, "%s: lw_lower: %s", what, msg);
            if (p) {
                int in_main, in_bodies;
                window_allocs(p, &in_main, &in_bodies);
                /* batch 2: the chunks of the two images move the window */
                int batched = t->shape[0][0] > 1;
                CHECKF(p->nfuncs > 1, "%s: no parallel loop", what);
                CHECKF(batched ? !in_main && in_bodies : in_main && !in_bodies,
                       "%s: window allocated in the kernel %d, in a parallel body %d", what,
                       in_main, in_bodies);
                shared += !batched && p->nfuncs > 1 && in_main && !in_bodies;
                lw_prog_free(p);
            }
            int ok = diff_check(&env, t, &c, 991 + i, what);
            checked++;
            passed += ok;
            CHECKF(ok, "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(checked >= 20);
    CHECK(shared == 2);
    printf("  %d of %d whole-image windows match the interpreter (%d beside a parallel "
           "loop)\n", passed, checked, shared);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(whole_image_windows_are_correct);
    diff_close(&env);
    TEST_EXIT();
}

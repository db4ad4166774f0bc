/*
 * Tap clipping (lower/build_acc.c, plan_clip): in a sum whose value is a
 * product, the reduction loop of a kernel tap runs only over the steps
 * where a factor read is inside its tensor, and that read's dimension is
 * then left unguarded.
 *
 *  - random configs of the knob space match the interpreter, and some of
 *    them have clipped loops (serial with computed bounds, or unrolled
 *    copies under the range's test), for: NHWC and NCHW convolutions with
 *    pad 1, stride 2, dilation 2 and groups; a pad larger than the window
 *    (border outputs whose every tap is padding: an empty clipped loop); a
 *    user's 1-D expression whose tap index has coefficient -1; two padded
 *    factors (their ranges intersect); an average pool (a read divided by
 *    a constant); f64 and i32; 1 and 2 threads;
 *  - what must not be clipped is not: a max pool (the padding's zero takes
 *    part in a max), and a sum whose term adds a constant to the product;
 *  - padding products (lower/simplify.c): where a register tile spans a
 *    padded row (NCHW: its taps along x unrolled; NHWC: the 3 taps along
 *    its rows unrolled in the guarded copy), the guarded copy forms fewer
 *    products than the fast copy -- the taps that fall in the padding are
 *    dropped -- and matches the interpreter; an unpadded convolution has
 *    no guarded copy.
 *
 * usage: test_clip; TT_CLIP_CONFIGS: configs checked per case and thread
 * count (default 6).
 */
#include "tests/lower/diff.h"
#include "tune/tune.h"
#include "tests/test.h"

static const struct {
    const char *op, *attrs, *shapes;
    int clips;   /* some configs must clip; 0: none may */
} cases[] = {
    {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x16 3x3x16x32", 1},
    {"conv2d", "pad_h=1,pad_w=1", "1x8x7x9 16x8x3x3", 1},
    {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x9x11 32x8x3x3", 1},
    {"conv2d_nhwc", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x9x8x8 3x3x8x16", 1},
    {"conv2d_nhwc", "pad_h=1,pad_w=1,groups=2", "1x7x5x8 3x3x4x16", 1},
    {"conv2d", "pad_h=3,pad_w=3", "1x4x4x5 16x4x3x3", 1},
    {"flip(X[N], W[K]) -> Y[N] {\n  Y[x] += X[x - k + 1] * W[k]\n}\n", NULL, "37 5", 1},
    {"corr(A[N], B[N], M[K]) -> Y[N] {\n  Y[x] += A[x + k - 2] * B[x - k + 2] * M[k]\n}\n",
     NULL, "29 29 5", 1},
    {"avg_pool2d", "kh=3,kw=3,stride_h=1,stride_w=1,pad_h=1,pad_w=1", "1x16x9x7", 1},
    {"c(X: f64[N, H, W, C], Wt: f64[R, S, C, F]) -> Y: f64[N, H, W, F] {\n"
     "  Y[n, y, x, f] += X[n, y + r - 1, x + s - 1, c] * Wt[r, s, c, f]\n}\n",
     NULL, "1x6x5x8 3x3x8x16", 1},
    {"c(X: i32[N, H, W, C], Wt: i32[R, S, C, F]) -> Y: i32[N, H, W, F] {\n"
     "  Y[n, y, x, f] += X[n, y + r - 1, x + s - 1, c] * Wt[r, s, c, f]\n}\n",
     NULL, "1x6x5x8 3x3x8x16", 1},
    {"max_pool2d", "kh=3,kw=3,stride_h=1,stride_w=1,pad_h=1,pad_w=1", "1x16x9x7", 0},
    {"plus(X[N], W[K]) -> Y[N] {\n  Y[x] += X[x + k - 2] * W[k] + 1\n}\n", NULL, "37 5", 0},
};

static diff_env env;
static int per_case = 6;

/* Clipped loops: reduction loops with computed bounds, or whose body runs
 * under a test (unrolled copies). */
static int clipped(const lw_stmt *s)
{
    if (!s)
        return 0;
    int64_t k;
    switch (s->op) {
    case LS_BLOCK: {
        int n = 0;
        for (int i = 0; i < s->n; i++)
            n += clipped(s->list[i]);
        return n;
    }
    case LS_FOR:
        return (s->reduce && (!lw_is_const(s->min, &k) || s->body->op == LS_IF)) +
               clipped(s->body);
    case LS_IF:
        return clipped(s->body) + clipped(s->els);
    case LS_LET:
    case LS_ALLOC:
    case LS_PARALLEL:
        return clipped(s->body);
    }
    return 0;
}

static int count(const ir_task *t, const lw_sched *c)
{
    char msg[512] = "";
    lw_prog *p = lw_build(t, c, msg, sizeof msg);
    if (!p)
        return -1;
    int n = 0;
    for (int f = 0; f < p->nfuncs; f++)
        n += clipped(p->funcs[f].body);
    lw_prog_free(p);
    return n;
}

TEST(clipped_taps_are_correct)
{
    int checked = 0, passed = 0, with_clips = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(cases); i++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[i].op, &l);
        REQUIRE(d);
        int case_clips = 0;
        for (int th = 1; th <= 2; th++) {
            ir_task *t = diff_bind(d, cases[i].attrs, cases[i].shapes, NULL, NULL, th);
            CHECKF(t != NULL, "case %zu [%s]", i, cases[i].shapes);
            if (!t)
                continue;
            tune_space *s = tune_space_new(t);
            REQUIRE(s);
            uint64_t rng = 7919u * (i + 1) + (uint64_t)th;
            int n = 0, tries = 0, clips_here = 0;
            /* the default first, then random configs, and on until one clips */
            for (; (n < per_case || (cases[i].clips && !clips_here)) && tries < 400; tries++) {
                lw_sched c;
                if (tries == 0)
                    lw_sched_default(t, &c);
                else if (tune_sample(s, &rng, &c) != 0)
                    break;
                if (tries)
                    c.vector_bits = (uint16_t)(n % 2 ? 256 : 512);
                if (lw_sched_check(t, &c, NULL, 0) != 0)
                    continue;
                int k = count(t, &c);
                if (k < 0)
                    continue;
                tt_buf cb = {0};
                lw_sched_print(&cb, t, &c);
                char what[1024];
                tt_snprintf(what, sizeof what, "case %zu %.24s [%s] %s threads=%d config %s", i,
                            cases[i].op, cases[i].shapes, cases[i].attrs ? cases[i].attrs : "",
                            th, cb.s);
                tt_buf_free(&cb);
                if (!cases[i].clips)
                    CHECKF(k == 0, "%s: %d clipped loops where none may be", what, k);
                clips_here += k > 0;
                int ok = diff_check(&env, t, &c, (uint64_t)(31 + tries), what);
                checked++;
                passed += ok;
                with_clips += k > 0;
                CHECKF(ok, "%s", what);
                n++;
            }
            case_clips += clips_here;
            tune_space_free(s);
            ir_task_free(t);
        }
        if (cases[i].clips)
            CHECKF(case_clips > 0, "case %zu %.24s [%s]: no config clipped a tap loop", i,
                   cases[i].op, cases[i].shapes);
        ir_deflist_free(&l);
    }
    printf("  %d of %d configs match the interpreter (%d with clipped tap loops)\n", passed,
           checked, with_clips);
}

/* Float products in the stores of s (after every pass: one per FMA). */
static int expr_products(const lw_expr *e)
{
    if (!e)
        return 0;
    int n = e->op == LE_MUL && (e->dt == DT_F32 || e->dt == DT_F64);
    for (int i = 0; i < e->nargs; i++)
        n += expr_products(e->args[i]);
    return n;
}

/* Loads under a guard in e. */
static int expr_guarded(const lw_expr *e)
{
    if (!e)
        return 0;
    int n = e->op == LE_LOAD && e->pred;
    for (int i = 0; i < e->nargs; i++)
        n += expr_guarded(e->args[i]);
    return n + expr_guarded(e->pred);
}

/* count(e) summed over the stored values of s's statements. */
static int stmt_count(const lw_stmt *s, int (*count)(const lw_expr *))
{
    if (!s)
        return 0;
    int n = 0;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            n += stmt_count(s->list[i], count);
        return n;
    case LS_STORE:
        return count(s->value);
    case LS_IF:
        return stmt_count(s->body, count) + stmt_count(s->els, count);
    default:
        return stmt_count(s->body, count);
    }
}

static int products(const lw_stmt *s) { return stmt_count(s, expr_products); }
static int guarded_loads(const lw_stmt *s) { return stmt_count(s, expr_guarded); }

/* A guarded copy per place of the tile (lower/guards.c, per_place): the
 * branches of an `if (v == k)` chain. */
static int place_test(const lw_stmt *s)
{
    return s && s->op == LS_IF && s->els && s->cond->op == LE_EQ &&
           s->cond->args[0]->op == LE_VAR;
}

/* The most products of one guarded copy of the chain s, *copies counts
 * them. */
static int chain_max(const lw_stmt *s, int *copies)
{
    int m = 0;
    for (; place_test(s); s = s->els) {
        m = TT_MAX(m, products(s->body));
        (*copies)++;
    }
    (*copies)++;
    return TT_MAX(m, products(s));
}

/* The chains of per-place copies in s: the most products of one copy,
 * -1 if none; *chains counts them, *copies their copies. */
static int places_max(const lw_stmt *s, int *chains, int *copies)
{
    if (!s)
        return -1;
    if (place_test(s)) {
        (*chains)++;
        return chain_max(s, copies);
    }
    int m = -1;
    if (s->op == LS_BLOCK)
        for (int i = 0; i < s->n; i++)
            m = TT_MAX(m, places_max(s->list[i], chains, copies));
    else if (s->op == LS_IF)
        m = TT_MAX(places_max(s->body, chains, copies), places_max(s->els, chains, copies));
    else if (s->op != LS_STORE)
        m = places_max(s->body, chains, copies);
    return m;
}

/* The versioned register tiles: an `if` with a fast copy (then) and a
 * guarded one (else, or a chain of one per place), each with products;
 * *fewer counts those whose guarded copies each form fewer. */
static void versions(const lw_stmt *s, int *n, int *fewer)
{
    if (!s)
        return;
    if (s->op == LS_BLOCK) {
        for (int i = 0; i < s->n; i++)
            versions(s->list[i], n, fewer);
        return;
    }
    if (place_test(s))
        return;   /* every place a border: no fast copy */
    if (s->op == LS_IF && s->els) {
        int copies = 0, a = products(s->body), b = chain_max(s->els, &copies);
        if (a > 0 && b > 0) {
            (*n)++;
            *fewer += b < a;
            return;
        }
        versions(s->els, n, fewer);
    }
    versions(s->body, n, fewer);
}

TEST(padding_products_are_dropped)
{
    static const struct {
        const char *op, *attrs, *shapes;
        const char *twin;   /* the input the padding would make, unpadded; NULL: none */
        int places;         /* guarded copies per place of the tile expected */
    } pc[] = {
        {"conv2d", "pad_h=1,pad_w=1", "1x8x7x7 32x8x3x3", "1x8x9x9 32x8x3x3", 0},
        {"conv2d", "pad_w=3", "1x8x9x9 32x8x1x7", "1x8x9x15 32x8x1x7", 0},
        {"conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x8x7x7 32x8x3x3", "1x8x11x11 32x8x3x3", 0},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x10x10 32x8x3x3",
         "1x8x12x12 32x8x3x3", 0},
        {"conv2d_nhwc", "pad_h=1,pad_w=1", "1x7x7x16 3x3x16x32", "1x9x9x16 3x3x16x32", 0},
        {"conv2d_nhwc", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x10x10x16 3x3x16x32",
         "1x12x12x16 3x3x16x32", 0},
        {"conv2d", "", "1x8x9x9 32x8x3x3", NULL, 0},
        /* register tiles of 7 (6) pixels, two (three) a row: per place */
        {"conv2d", "pad_h=1,pad_w=1", "1x8x14x14 32x8x3x3", "1x8x16x16 32x8x3x3", 2},
        {"conv2d", "pad_h=1,pad_w=1", "1x8x21x21 32x8x3x3", "1x8x23x23 32x8x3x3", 2},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x8x23x23 32x8x3x3",
         "1x8x25x25 32x8x3x3", 2},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(pc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(pc[i].op, &l);
        REQUIRE(d);
        for (int th = 1; th <= 2; th++) {
            diff_target.vector_bits = 512;
            ir_task *t = diff_bind(d, pc[i].attrs, pc[i].shapes, NULL, NULL, th);
            CHECK(t != NULL);
            if (!t)
                continue;
            lw_sched c;
            lw_sched_default(t, &c);
            char msg[512] = "", what[1024];
            tt_buf cb = {0};
            lw_sched_print(&cb, t, &c);
            tt_snprintf(what, sizeof what, "%s [%s] %s threads=%d default %s", pc[i].op,
                        pc[i].shapes, pc[i].attrs, th, cb.s);
            tt_buf_free(&cb);
            lw_prog *p = lw_lower(t, &c, msg, sizeof msg);
            CHECKF(p != NULL, "%s: %s", what, msg);
            int n = 0, fewer = 0, total = 0, guarded = 0, chains = 0, copies = 0, most = -1;
            for (int f = 0; p && f < p->nfuncs; f++) {
                versions(p->funcs[f].body, &n, &fewer);
                total += products(p->funcs[f].body);
                guarded += guarded_loads(p->funcs[f].body);
                most = TT_MAX(most, places_max(p->funcs[f].body, &chains, &copies));
            }
            CHECKF(pc[i].places ? chains > 0 && copies == chains * pc[i].places : chains == 0,
                   "%s: %d chains of %d guarded copies, %d a chain expected", what, chains,
                   copies, pc[i].places);
            /* one register tile spans the padded rows: every guard a
               constant in its unrolled copy, folded */
            CHECKF(guarded == 0, "%s: %d guarded loads left", what, guarded);
            lw_prog_free(p);
            if (!pc[i].twin) {
                CHECKF(n == 0, "%s: %d guarded copies", what, n);
            } else if (n > 0) {
                CHECKF(fewer == n, "%s: %d of %d guarded copies form fewer products", what,
                       fewer, n);
            } else {
                /* every tile a border tile (no fast copy left): each
                   copy fewer products than the same config forms on the
                   unpadded input of the same output */
                ir_task *u = diff_bind(d, "", pc[i].twin, NULL, NULL, th);
                int full = 0;
                lw_prog *q = u ? lw_lower(u, &c, msg, sizeof msg) : NULL;
                CHECKF(q != NULL, "%s: the unpadded twin [%s]: %s", what, pc[i].twin, msg);
                for (int f = 0; q && f < q->nfuncs; f++)
                    full += products(q->funcs[f].body);
                lw_prog_free(q);
                ir_task_free(u);
                int one = most >= 0 ? most : total;
                CHECKF(one > 0 && one < full, "%s: %d products, %d unpadded", what, one, full);
            }
            diff_target.vector_bits = env.be->target.vector_bits;
            CHECKF(diff_check(&env, t, &c, 501 + i * 2 + (size_t)th, what), "%s", what);
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
}

int main(void)
{
    const char *n = getenv("TT_CLIP_CONFIGS");
    if (n && atoi(n) > 0)
        per_case = atoi(n);
    if (diff_open(&env) != 0)
        return 1;
    RUN(clipped_taps_are_correct);
    RUN(padding_products_are_dropped);
    diff_close(&env);
    TEST_EXIT();
}

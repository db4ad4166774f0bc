/*
 * Partial vectors (lower/vectorize.c): the last copy of a vectorized loop
 * that does not divide its lanes.
 *
 *  - a partial vector of spatial lanes updates its accumulators without a
 *    blend, a vectorized reduction's with one;
 *  - its unit-stride loads of a local buffer in memory (a window, a panel)
 *    are whole vectors where the lanes past the tail are discarded, inside
 *    the buffer's slack;
 *
 * each at 256- and 512-bit vectors, against the interpreter.
 *
 * usage: test_partial
 */
#include "jit/jit.h"
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

/* Config c of t checked and lowered, `what` naming it for messages: -1
 * when the schedule is invalid (reported), else 0 with *pp the program
 * (NULL when lowering failed, reported). */
static int lower_config(const ir_task *t, const lw_sched *c, const char *op, const char *shapes,
                        char *what, size_t nwhat, lw_prog **pp)
{
    char msg[512] = "";
    tt_buf cb = {0};
    lw_sched_print(&cb, t, c);
    tt_snprintf(what, nwhat, "%s [%s] config %s", op, shapes, cb.s);
    tt_buf_free(&cb);
    *pp = NULL;
    if (lw_sched_check(t, c, msg, sizeof msg) != 0) {
        CHECKF(0, "%s: %s", what, msg);
        return -1;
    }
    *pp = lw_lower(t, c, msg, sizeof msg);
    CHECKF(*pp != NULL, "%s: lw_lower: %s", what, msg);
    return 0;
}

/* Op d (named op) bound at shapes for a target of vb bits, one thread,
 * its default schedule in *c; NULL (and a failed check) when the bind
 * fails. */
static ir_task *bind_default(const ir_def *d, const char *op, const char *attrs,
                             const char *shapes, int vb, lw_sched *c)
{
    diff_target.vector_bits = vb;
    ir_task *t = diff_bind(d, attrs, shapes, NULL, NULL, 1);
    CHECKF(t != NULL, "%s [%s]", op, shapes);
    if (t)
        lw_sched_default(t, c);
    return t;
}

/* Stores into register buffers whose value blends the old one back
 * (select(mask, new, old)): a partial vector's update. */
static int blends(const lw_prog *p, const lw_stmt *s)
{
    if (!s)
        return 0;
    switch (s->op) {
    case LS_BLOCK: {
        int n = 0;
        for (int i = 0; i < s->n; i++)
            n += blends(p, s->list[i]);
        return n;
    }
    case LS_IF:
        return blends(p, s->body) + blends(p, s->els);
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        return blends(p, s->body);
    case LS_STORE:
        return p->bufs[s->buf].kind == LB_LOCAL && p->bufs[s->buf].scope == LB_REG &&
               s->value && s->value->op == LE_SELECT;
    }
    return 0;
}

/* A partial vector of a register tile's spatial lanes (lw_stmt.free_lanes)
 * updates its accumulators without blending the lanes past the tail back
 * (the write-back is masked); a vectorized reduction's partial vector
 * still blends (its lanes are summed or maxed across at the end: a
 * masked-off lane, loaded as 0, would win the max of -A^2).  Both match the
 * interpreter at 512 and 256 bits, the reduction's for + and max. */
TEST(partial_vectors_blend_only_reduction_lanes)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int vec;   /* the axis vectorized: spatial, or 8 + reduction */
        int blend;
    } sc[] = {
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x7x14 3x3x3", 3, 0},
        {"conv2d", NULL, "1x5x6x13 7x5x1x1", 3, 0},
        {"rs(A[M, K]) -> S[M] {\n  S[m] += A[m, k] * A[m, k]\n}\n", NULL, "5x29", 8, 1},
        {"rm(A[M, K]) -> S[M] {\n  S[m] max= 0.0 - A[m, k] * A[m, k]\n}\n", NULL, "5x29", 8, 1},
    };
    int checked = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256) {
            lw_sched c;
            ir_task *t = bind_default(d, sc[i].op, sc[i].attrs, sc[i].shapes, vb, &c);
            if (!t)
                continue;
            lw_nest *n = &c.nest[0];
            n->vec = (int8_t)sc[i].vec;
            n->lanes = (uint8_t)(vb / 32);
            for (int k = 0; k < 8; k++)
                n->pack[k] = 0;
            if (sc[i].vec < 8) {   /* the whole row in one register tile */
                int64_t E = t->extent[0][sc[i].vec];
                n->tile[sc[i].vec][0] = n->tile[sc[i].vec][1] = n->tile[sc[i].vec][2] =
                    (int32_t)E;
            }
            char what[1024];
            lw_prog *p;
            if (lower_config(t, &c, sc[i].op, sc[i].shapes, what, sizeof what, &p) != 0) {
                ir_task_free(t);
                continue;
            }
            if (p) {
                int nb = 0;
                for (int f = 0; f < p->nfuncs; f++)
                    nb += blends(p, p->funcs[f].body);
                CHECKF(sc[i].blend ? nb > 0 : nb == 0, "%s: %d blended accumulator updates",
                       what, nb);
                lw_prog_free(p);
            }
            CHECKF(diff_check(&env, t, &c, (uint64_t)(1300 + i), what), "%s", what);
            checked++;
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    printf("  %d configs with partial vectors: spatial lanes unblended, reduction lanes "
           "blended, all match the interpreter\n", checked);
}

typedef struct {
    int whole;   /* unmasked vector loads of local buffers in memory */
    int over;    /* of them, those whose last lane may lie past the buffer */
    int need;    /* those that reach into the slack */
} unmasked;

/* Vector loads of local buffers in memory (a window, a panel) without a
 * lane mask: u->whole counts them, u->over those whose last lane may lie
 * past the buffer's allocation (an index bound plus the lanes beyond
 * lw_buf.size: what the slack of an unmasked partial vector must cover),
 * u->need those that reach into the slack. */
static void unmasked_local_loads(const lw_prog *p, const lw_expr *e, unmasked *u)
{
    if (!e)
        return;
    for (int i = 0; i < e->nargs; i++)
        unmasked_local_loads(p, e->args[i], u);
    unmasked_local_loads(p, e->pred, u);
    if (e->op != LE_LOAD || e->lanes < 2 || e->pred || e->nargs != 1)
        return;
    const lw_buf *b = &p->bufs[e->id];
    if (b->kind != LB_LOCAL || b->scope == LB_REG)
        return;
    const lw_expr *ix = e->args[0];
    int64_t lo = 0, hi = 0;
    if (ix->op != LE_RAMP || !lw_bounds(p, ix->args[0], &lo, &hi))
        return;
    u->whole++;
    int64_t last = hi + (int64_t)(e->lanes - 1) * ix->i;
    u->over += lo < 0 || last >= b->size;
    u->need += last >= b->size - b->overread;
}

static void unmasked_in(const lw_prog *p, const lw_stmt *s, unmasked *u)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            unmasked_in(p, s->list[i], u);
        return;
    case LS_IF:
        unmasked_local_loads(p, s->cond, u);
        unmasked_in(p, s->body, u);
        unmasked_in(p, s->els, u);
        return;
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        unmasked_local_loads(p, s->min, u);
        unmasked_in(p, s->body, u);
        return;
    case LS_STORE:
        for (int k = 0; k < s->nidx; k++)
            unmasked_local_loads(p, s->idx[k], u);
        unmasked_local_loads(p, s->value, u);
        unmasked_local_loads(p, s->cond, u);
        return;
    }
}

/* A partial vector's loads of a local buffer in memory -- a window row
 * past whose tail the lanes run -- are whole vectors, unmasked (AVX2 has
 * no cheap masked load: vmaskmovps cannot fold into its FMA), when the
 * lanes past the tail are discarded (never stored, blended away, or under
 * the store's mask) and nothing moves lanes across (no shift, no
 * reduction across lanes, no index read from memory): the buffer then
 * gets a vector of slack (lw_buf.overread) so that the last row's extra
 * lanes stay inside it.  Rows of 28 (3.5 vectors of 8), 26, 13, 14, 11
 * and 7 (shorter than a vector), stride 1, 2 and 3 (a window split in
 * phases), dilation 2, and NHWC defaults whose weight panels end in a
 * partial vector, at 256 and 512 bits: some buffer takes slack, every
 * unmasked load's last lane lies inside its buffer, and the results match
 * the interpreter.  (None of these loads reaches into the slack itself:
 * windows' rows are padded to whole vectors; the slack is for a buffer
 * that is not.) */
TEST(partial_vectors_read_local_buffers_whole)
{
    static const struct {
        const char *op, *attrs, *shapes;
        int as_is;   /* the default schedule, not lanes along the row */
    } sc[] = {
        {"conv2d_nhwc", NULL, "1x7x8x40 1x1x40x24", 1},
        {"conv2d_nhwc", NULL, "1x5x5x12 1x1x12x20", 1},
        {"conv2d", "stride_h=2,stride_w=2", "1x16x56x56 8x16x1x1", 0},
        {"conv2d", NULL, "1x12x14x28 6x12x1x1", 0},
        {"conv2d", "pad_h=1,pad_w=1", "1x5x9x13 4x5x3x3", 0},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x6x14x14 4x6x3x3", 0},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x7x14 3x3x3", 0},
        {"depthwise_conv2d", "pad_h=1,pad_w=1", "1x3x7x7 3x3x3", 0},
        {"conv2d", "stride_h=2,stride_w=2", "1x3x6x26 4x3x1x1", 0},
        {"conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1", "1x3x9x27 4x3x3x3", 0},
        {"conv2d", "dil_h=2,dil_w=2,pad_h=2,pad_w=2", "1x3x9x11 4x3x3x3", 0},
        {"conv2d", "stride_h=3,stride_w=3", "1x2x9x37 3x2x1x1", 0},
    };
    int checked = 0, slack = 0;
    unmasked all = {0};
    for (size_t i = 0; i < TT_ARRAY_LEN(sc); i++) {
        ir_deflist l;
        ir_def *d = diff_def(sc[i].op, &l);
        REQUIRE(d);
        for (int vb = 256; vb <= 512; vb += 256) {
            lw_sched c;
            ir_task *t = bind_default(d, sc[i].op, sc[i].attrs, sc[i].shapes, vb, &c);
            if (!t)
                continue;
            lw_nest *n = &c.nest[0];
            int x = t->def->stmts[0].nspatial - 1;   /* the image row */
            int64_t E = t->extent[0][x];
            if (!sc[i].as_is) {
                n->vec = (int8_t)x;
                n->lanes = (uint8_t)(vb / 32);
                n->tile[x][0] = n->tile[x][1] = n->tile[x][2] = (int32_t)E;
                for (int a = 0; a < x; a++)
                    n->tile[a][2] = 1;
                /* the rows in one S1 tile, whatever the default's: under
                   S1 tiles of rows a window row's index is y * W - y.0 *
                   T * W, whose static bounds (taken apart) overstate it */
                n->tile[x - 1][0] = n->tile[x - 1][1] = (int32_t)t->extent[0][x - 1];
                n->pack[0] = PK_WIN;
                for (int k = 1; k < 8; k++)
                    n->pack[k] = 0;
            }
            char what[1024];
            lw_prog *p;
            if (lower_config(t, &c, sc[i].op, sc[i].shapes, what, sizeof what, &p) != 0) {
                ir_task_free(t);
                continue;
            }
            if (p) {
                unmasked u = {0};
                for (int f = 0; f < p->nfuncs; f++)
                    unmasked_in(p, p->funcs[f].body, &u);
                for (int b = 0; b < p->nbufs; b++)
                    slack += p->bufs[b].overread > 0;
                CHECKF(u.over == 0, "%s: %d of %d unmasked local loads may end past their buffer",
                       what, u.over, u.whole);
                all.whole += u.whole;
                all.need += u.need;
                lw_prog_free(p);
            }
            CHECKF(diff_check(&env, t, &c, (uint64_t)(1400 + i), what), "%s", what);
            checked++;
            ir_task_free(t);
        }
        ir_deflist_free(&l);
    }
    diff_target.vector_bits = env.be->target.vector_bits;
    CHECK(slack > 0);
    printf("  %d configs with partial vectors over windows: %d unmasked local loads inside "
           "their buffers (%d reaching into the slack), %d buffers with slack, all match the "
           "interpreter\n", checked, all.whole, all.need, slack);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(partial_vectors_blend_only_reduction_lanes);
    RUN(partial_vectors_read_local_buffers_whole);
    diff_close(&env);
    TEST_EXIT();
}

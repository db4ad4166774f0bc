/*
 * A Task from (seed, index) alone: an operator -- a shipped one with random
 * attributes, or one from the grammar (gen_plan.c) -- bound to random
 * shapes under the work bound, with random threads and constant inputs.
 * Nothing here depends on what ran before, so one Task replays by itself
 * (--seed S --first-task T --tasks 1).
 */
#include <stdlib.h>
#include <string.h>

#include "tests/fuzz_configs/fuzz.h"
#include "tests/lower/diff.h"

/* 1..70, biased to 1, primes, small sizes and non-multiples of 16; <= cap. */
int64_t fz_draw_size(uint64_t *r, int64_t cap)
{
    static const int primes[] = {2,  3,  5,  7,  11, 13, 17, 19, 23, 29,
                                 31, 37, 41, 43, 47, 53, 59, 61, 67};
    static const int near16[] = {15, 17, 31, 33, 47, 49, 63, 65, 18, 30, 34, 46, 50, 62, 66, 70};
    if (cap < 1)
        cap = 1;
    for (;;) {
        double u = tt_rand_unit(r);
        int64_t v;
        if (u < 0.15)
            v = 1;
        else if (u < 0.50)
            v = primes[rnd(r, (int)TT_ARRAY_LEN(primes))];
        else if (u < 0.65)
            v = near16[rnd(r, (int)TT_ARRAY_LEN(near16))];
        else if (u < 0.82)
            v = 2 + rnd(r, 7);
        else
            v = 1 + rnd(r, 70);
        if (v <= cap)
            return v;
    }
}

static int64_t draw_cap(uint64_t *r, int64_t cap, int64_t hi)
{
    return fz_draw_size(r, TT_MIN(cap, hi));
}

/* ---- shipped operators ---------------------------------------------------- */

static const struct {
    const char *name;
    int weight;
} shipped_ops[] = {
    {"matmul", 3}, {"batch_matmul", 2}, {"dense", 2}, {"dense_bias", 1}, {"dense_relu", 1},
    {"dense_gelu", 1}, {"conv2d", 5}, {"conv2d_nhwc", 3}, {"depthwise_conv2d", 3},
    {"max_pool2d", 3}, {"avg_pool2d", 3}, {"softmax", 1}, {"layernorm", 1}, {"add", 1},
    {"mul", 1}, {"relu", 1}, {"gelu", 1}, {"sigmoid", 1}, {"bias_add", 1},
    {"transpose2d", 1}, {"reduce_sum", 1}, {"reduce_mean", 1},
};

static const char *pick_shipped(uint64_t *r)
{
    int tot = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(shipped_ops); i++)
        tot += shipped_ops[i].weight;
    int x = rnd(r, tot);
    for (size_t i = 0; i < TT_ARRAY_LEN(shipped_ops); i++) {
        if (x < shipped_ops[i].weight)
            return shipped_ops[i].name;
        x -= shipped_ops[i].weight;
    }
    return "matmul";
}

/* Shapes and attributes of shipped operator `op`, sizes <= cap. */
static void shipped_shapes(uint64_t *r, const char *op, int64_t cap, fz_task *tk)
{
    tk->attrs[0] = 0;
    tk->features = 0;
    int64_t M = fz_draw_size(r, cap), N = fz_draw_size(r, cap), K = fz_draw_size(r, cap);
    if (!strcmp(op, "matmul")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)K, (long)K,
                    (long)N);
    } else if (!strcmp(op, "batch_matmul")) {
        int64_t B = draw_cap(r, cap, 5);
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ld %ldx%ldx%ld", (long)B, (long)M,
                    (long)K, (long)B, (long)K, (long)N);
    } else if (!strncmp(op, "dense", 5)) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)K, (long)N,
                    (long)K);
        if (strcmp(op, "dense") != 0) {
            size_t l = strlen(tk->shapes);
            tt_snprintf(tk->shapes + l, sizeof tk->shapes - l, " %ld", (long)N);
        }
    } else if (!strcmp(op, "conv2d") || !strcmp(op, "conv2d_nhwc") ||
               !strcmp(op, "depthwise_conv2d")) {
        int dw = op[0] == 'd', nhwc = strstr(op, "nhwc") != NULL;
        int g = 1;
        if (!dw && chance(r, 0.4))
            g = 2 + rnd(r, 3);
        int64_t cg = draw_cap(r, cap, 16), fg = draw_cap(r, cap, 16);
        int64_t C = dw ? draw_cap(r, cap, 32) : g * cg, F = g * fg;
        int R = chance(r, 0.1) ? 7 : 1 + rnd(r, 5), S = chance(r, 0.6) ? R : 1 + rnd(r, 5);
        int sh_ = 1 + rnd(r, 3), sw = chance(r, 0.6) ? sh_ : 1 + rnd(r, 3);
        int ph = rnd(r, 4), pw = chance(r, 0.6) ? ph : rnd(r, 4);
        int dh = 1 + rnd(r, 2), dwl = chance(r, 0.6) ? dh : 1 + rnd(r, 2);
        int64_t Nb = chance(r, 0.8) ? 1 : 2;
        int64_t H = draw_cap(r, cap, 40), W = draw_cap(r, cap, 40);
        /* the output has at least one row: H + 2 pad >= dil (R - 1) + 1 */
        H = TT_MAX(H, (int64_t)dh * (R - 1) + 1 - 2 * ph);
        W = TT_MAX(W, (int64_t)dwl * (S - 1) + 1 - 2 * pw);
        H = TT_MAX(H, 1);
        W = TT_MAX(W, 1);
        /* the features its tallies count (no draws: the Tasks of a seed
           stay what they were) */
        int64_t OH = (H + 2 * ph - (int64_t)dh * (R - 1) - 1) / sh_ + 1;
        int64_t OW = (W + 2 * pw - (int64_t)dwl * (S - 1) - 1) / sw + 1;
        tk->features = (unsigned)(g > 1) << FT_GROUPED |
                       (unsigned)(dh > 1 || dwl > 1) << FT_DILATED |
                       (unsigned)(sh_ > 1 || sw > 1) << FT_STRIDED |
                       (unsigned)(R != S) << FT_ASYM_WINDOW |
                       (unsigned)(ph != pw || sh_ != sw) << FT_ASYM_PAD_STRIDE |
                       (unsigned)(OH % 16 || OW % 16 || C % 16 || (!dw && F % 16)) << FT_TAILS;
        tt_snprintf(tk->attrs, sizeof tk->attrs,
                    "stride_h=%d,stride_w=%d,pad_h=%d,pad_w=%d,dil_h=%d,dil_w=%d", sh_, sw, ph,
                    pw, dh, dwl);
        if (!dw) {
            size_t l = strlen(tk->attrs);
            tt_snprintf(tk->attrs + l, sizeof tk->attrs - l, ",groups=%d", g);
        }
        if (dw)
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %ldx%dx%d", (long)Nb,
                        (long)C, (long)H, (long)W, (long)C, R, S);
        else if (nhwc)
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %dx%dx%ldx%ld",
                        (long)Nb, (long)H, (long)W, (long)C, R, S, (long)cg, (long)F);
        else
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %ldx%ldx%dx%d",
                        (long)Nb, (long)C, (long)H, (long)W, (long)F, (long)cg, R, S);
    } else if (strstr(op, "pool")) {
        int kh = 1 + rnd(r, 4), kw = chance(r, 0.6) ? kh : 1 + rnd(r, 4);
        int sh_ = 1 + rnd(r, 3), sw = chance(r, 0.6) ? sh_ : 1 + rnd(r, 3);
        int ph = rnd(r, kh), pw = rnd(r, kw);
        int64_t Nb = chance(r, 0.8) ? 1 : 2, C = draw_cap(r, cap, 16);
        int64_t H = draw_cap(r, cap, 48), W = draw_cap(r, cap, 48);
        /* the output has at least one row: H + 2 pad >= k */
        H = TT_MAX(H, (int64_t)kh - 2 * ph);
        W = TT_MAX(W, (int64_t)kw - 2 * pw);
        H = TT_MAX(H, 1);
        W = TT_MAX(W, 1);
        tt_snprintf(tk->attrs, sizeof tk->attrs,
                    "kh=%d,kw=%d,stride_h=%d,stride_w=%d,pad_h=%d,pad_w=%d", kh, kw, sh_, sw, ph,
                    pw);
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld", (long)Nb, (long)C, (long)H,
                    (long)W);
    } else if (!strcmp(op, "layernorm")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ld %ld", (long)M, (long)N, (long)N,
                    (long)N);
    } else if (!strcmp(op, "add") || !strcmp(op, "mul")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)N, (long)M,
                    (long)N);
    } else if (!strcmp(op, "bias_add")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ld", (long)M, (long)N, (long)N);
    } else {   /* softmax relu gelu sigmoid transpose2d reduce_sum reduce_mean */
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld", (long)M, (long)N);
    }
}

/* ---- one Task ------------------------------------------------------------- */

/* The random stream of Task `task`. */
uint64_t fz_task_rng(long task)
{
    uint64_t s = fz_opt.seed * 0x9E3779B97F4A7C15ull ^ ((uint64_t)task * 0xD1B54A32D192ED03ull);
    tt_rand_next(&s);
    return s;
}

/* A bound Task's loop iterations, all statements (--max-work bounds it). */
double fz_task_work(const ir_task *t)
{
    double w = 0;
    for (int i = 0; i < t->def->nstmts; i++) {
        const ir_stmt *s = &t->def->stmts[i];
        double k = 1;
        for (int v = 0; v < s->nvars; v++)
            k *= (double)t->extent[i][v];
        w += k;
    }
    return w;
}

static int only_matches(const fz_task *tk)
{
    if (!fz_opt.only)
        return 1;
    if (!strcmp(fz_opt.only, "shipped"))
        return tk->shipped;
    if (!strcmp(fz_opt.only, "generated"))
        return !tk->shipped;
    return !strcmp(fz_opt.only, tk->family);
}

/* A quarter of the Tasks on the CPU whose rows are independent along a
 * dimension (rt_dyn_check: the first such) become its row class, bound at
 * the drawn size as the top of the range, each config's kernel run at a
 * size m in 1..top drawn once per Task (1 a quarter of the time); from a
 * stream of its own, so the Tasks of a seed stay what they were. */
static void make_rows(long task, const ir_def *d, ir_task *t, fz_task *tk)
{
    uint64_t rr = (fz_opt.seed + 7) * 0xA24BAED4963EE407ull ^
                  ((uint64_t)task * 0x9FB21C651E98DF25ull);
    tk->rows_m = 0;
    tk->rows_dim[0] = 0;
    if (t->target.kind != IR_TARGET_CPU || tt_rand_range(&rr, 4) != 0)
        return;
    for (int i = 0; i < d->ndims; i++) {
        char msg[256];
        int dim;
        if (rt_dyn_check(d, d->dims[i], &dim, msg, sizeof msg) != TT_OK)
            continue;
        if (ir_task_set_rows(t, dim, 1, msg, sizeof msg) != TT_OK)
            return;
        int64_t hi = t->dim[dim];
        tk->rows_m = tt_rand_range(&rr, 4) == 0 ? 1 : 1 + (int64_t)tt_rand_range(&rr, (uint64_t)hi);
        tt_snprintf(tk->rows_dim, sizeof tk->rows_dim, "%s", d->dims[i]);
        return;
    }
}

/* Generate Task `task` (deterministic) into tk, bound to t.  Returns 0 on
 * success, 1 to skip it (filtered, or counted as rejected). */
int fz_make_task(long task, fz_task *tk, ir_deflist *l, ir_def **dp, ir_task **tp, int count)
{
    uint64_t r = fz_task_rng(task);
    memset(tk, 0, sizeof *tk);
    tk->threads = 1 + rnd(&r, fz_opt.max_threads);
    int shipped = chance(&r, 0.45);
    int kind = 0;
    const char *text;
    if (shipped) {
        tk->shipped = 1;
        const char *op = pick_shipped(&r);
        tt_snprintf(tk->opname, sizeof tk->opname, "%s", op);
        tt_snprintf(tk->family, sizeof tk->family, "%s", op);
        tk->dtype = DT_F32;
        text = rt_builtin_source(op, NULL);
    } else {
        kind = rnd(&r, FZ_GEN_KINDS);
        double u = tt_rand_unit(&r);
        tk->dtype = u < 0.55 ? DT_F32 : u < 0.75 ? DT_F64 : DT_I32;
        tt_snprintf(tk->family, sizeof tk->family, "gen:%s", fz_gen_kinds[kind]);
        int bug = 0;
        tk->text = fz_gen_op(&r, kind, tk->dtype, task, &bug);
        tt_snprintf(tk->opname, sizeof tk->opname, "fz_%s_%ld", fz_gen_kinds[kind], task);
        text = tk->text;
        if (bug && count) {
            tt_buf d = {0};
            fz_describe(&d, tk, NULL, task, -1, NULL);
            fz_record_failure(RS_OTHER, task, -1, tk->family,
                              "generator: a reduction variable has no plain read", d.s);
            tt_buf_free(&d);
        }
    }
    if (!only_matches(tk))
        return 1;
    fz_cap_reset();
    ir_def *d = diff_def(tk->shipped ? tk->opname : text, l);
    if (!d) {
        if (count) {
            /* diff_def said why on the capture: "parse: MESSAGE\n" */
            char msg[1024];
            fz_cap_read(msg, sizeof msg);
            const char *why = strncmp(msg, "parse: ", 7) ? msg : msg + 7;
            fz_sh->gen_rejected++;
            fprintf(fz_log, "\n==== generated text rejected (task %ld): %s%s====\n", task, why,
                    text);
        }
        return 1;
    }
    *dp = d;
    static const int64_t caps[] = {70, 70, 70, 48, 32, 24, 16, 12, 8, 6, 4, 3, 2, 1};
    for (size_t c = 0; c < TT_ARRAY_LEN(caps); c++) {
        if (tk->shipped)
            shipped_shapes(&r, tk->opname, caps[c], tk);
        else
            fz_gen_shapes(&r, d, caps[c], tk);
        fz_cap_reset();
        /* half the Tasks declare some inputs constant (their packs may be
           kept); from a stream of its own, so the Tasks of a seed stay what
           they were before this was added */
        uint64_t cr = (fz_opt.seed + 1) * 0x9E3779B97F4A7C15ull ^
                      ((uint64_t)task * 0xD1B54A32D192ED03ull);
        tk->constmask = 0;
        if (tt_rand_range(&cr, 2) == 1 && d->ninputs < 64)
            tk->constmask = (tt_rand_range(&cr, 1u << 30) | 1) & (((uint64_t)1 << d->ninputs) - 1);
        diff_constmask = tk->constmask;
        ir_task *t = diff_bind(d, tk->attrs[0] ? tk->attrs : NULL, tk->shapes, NULL, NULL,
                               tk->threads);
        diff_constmask = 0;
        if (!t) {
            if (count) {
                char msg[1024];
                fz_cap_read(msg, sizeof msg);
                fz_sh->bind_rejected++;
                tt_buf db = {0};
                fz_describe(&db, tk, NULL, task, -1, NULL);
                fprintf(fz_log, "\n==== bind rejected (task %ld): %s%s====\n", task, msg, db.s);
                tt_buf_free(&db);
            }
            ir_deflist_free(l);
            return 1;
        }
        if (fz_task_work(t) <= fz_opt.max_work) {
            make_rows(task, d, t, tk);
            *tp = t;
            return 0;
        }
        ir_task_free(t);
    }
    ir_deflist_free(l);
    if (count)
        fz_sh->bind_rejected++;
    return 1;
}

/* What fz_make_task allocated outside the deflist and the Task. */
void fz_free_task(fz_task *tk)
{
    free(tk->text);
    tk->text = NULL;
}

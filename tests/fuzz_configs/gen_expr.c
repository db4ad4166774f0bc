/*
 * The operator grammar, second half: random expressions over the tensors
 * in a statement's scope, and the statement they make (gen_emit_stmt).
 * gen.h says what the grammar avoids and why.
 */
#include <string.h>

#include "tests/fuzz_configs/gen.h"

static int readable(gen *g, int ti, int type, int exact_only, int need_dim)
{
    const gtn *t = &g->t[ti];
    if (!t->avail)
        return 0;
    if (exact_only && !t->exact)
        return 0;
    if (type == DT_I32 && t->dtype != DT_I32 && t->kind != T_INPUT)
        return 0;   /* i32() of a computed float: not reproducible */
    if (type == DT_F64 && t->dtype == DT_F32 && t->kind != T_INPUT)
        return 0;   /* f32 rounding in an f64 result */
    int has = need_dim < 0;
    for (int p = 0; p < t->rank; p++) {
        if (!g->scope[t->dim[p]])
            return 0;
        if (t->dim[p] == need_dim)
            has = 1;
    }
    return has;
}

static int pick_read(gen *g, int type, int exact_only, int need_dim)
{
    int c[GT], n = 0;
    for (int i = 0; i < g->nt; i++)
        if (readable(g, i, type, exact_only, need_dim))
            c[n++] = i;
    return n ? c[rnd(g->r, n)] : -1;
}

/* NAME[idx...] with a cast to `type` where needed. */
static void emit_read(gen *g, tt_buf *b, int ti, int type, int force_plain,
                      char (*idx)[32])
{
    const gtn *t = &g->t[ti];
    tt_buf r = {0};
    tt_buf_printf(&r, "%s[", t->name);
    for (int p = 0; p < t->rank; p++) {
        int d = t->dim[p];
        const char *v = VARN[d];
        if (p)
            tt_buf_puts(&r, ", ");
        if (idx && idx[p][0]) {
            tt_buf_puts(&r, idx[p]);
            continue;
        }
        if (force_plain || chance(g->r, 0.72)) {
            tt_buf_puts(&r, v);
            g->plain[d] = 1;
            continue;
        }
        switch (rnd(g->r, 5)) {
        case 0: tt_buf_printf(&r, "%s + %d", v, 1 + rnd(g->r, 2)); break;
        case 1: tt_buf_printf(&r, "%s - %d", v, 1 + rnd(g->r, 2)); break;
        case 2: tt_buf_printf(&r, "2*%s", v); break;
        case 3: tt_buf_printf(&r, "2*%s + 1", v); break;
        default: tt_buf_printf(&r, "%s - 1 - %s", DIMN[d], v); break;
        }
    }
    tt_buf_puts(&r, "]");
    if (type == t->dtype)
        tt_buf_puts(b, r.s);
    else if (type == DT_I32)
        tt_buf_printf(b, "i32(%s * 4)", r.s);   /* exact in f32 and f64 */
    else
        tt_buf_printf(b, "%s(%s)", ir_dtype_name(type), r.s);
    tt_buf_free(&r);
    g->nread[ti]++;
}

static int scope_var(gen *g)
{
    int c[GD], n = 0;
    for (int d = 0; d < GD; d++)
        if (g->scope[d])
            c[n++] = d;
    return n ? c[rnd(g->r, n)] : -1;
}

static void emit_index_leaf(gen *g, tt_buf *b, int type)
{
    int d = scope_var(g), e = scope_var(g);
    if (d < 0) {
        tt_buf_printf(b, type == DT_I32 ? "%s" : "f32(%s)", "N");
        return;
    }
    if (type == DT_I32) {
        switch (rnd(g->r, 4)) {
        case 0: tt_buf_printf(b, "(%s %% 5 - 2)", VARN[d]); break;
        case 1: tt_buf_printf(b, "(%s - %s)", VARN[d], VARN[e]); break;
        case 2: tt_buf_printf(b, "(%s - %s)", DIMN[d], VARN[d]); break;
        default: tt_buf_puts(b, VARN[d]); break;
        }
    } else {
        if (chance(g->r, 0.5))
            tt_buf_printf(b, "%s(%s %% 5 - 2)", ir_dtype_name(type), VARN[d]);
        else
            tt_buf_printf(b, "%s((%s + %s) %% 3)", ir_dtype_name(type), VARN[d], VARN[e]);
    }
}

static void emit_leaf(gen *g, tt_buf *b, int type)
{
    int ti = pick_read(g, type, 0, -1);
    if (ti >= 0 && chance(g->r, 0.8))
        emit_read(g, b, ti, type, 0, NULL);
    else
        emit_index_leaf(g, b, type);
}

static const char *flit(gen *g)
{
    static const char *const l[] = {"0.5", "2", "1.5", "0.25", "3", "-1", "0.125", "-0.75"};
    return l[rnd(g->r, (int)TT_ARRAY_LEN(l))];
}

static const char *ilit(gen *g)
{
    static const char *const l[] = {"2", "3", "-1", "5", "7", "-4"};
    return l[rnd(g->r, (int)TT_ARRAY_LEN(l))];
}

static void emit_expr(gen *g, tt_buf *b, int type, int depth);

static void emit_cond(gen *g, tt_buf *b, int depth)
{
    double u = tt_rand_unit(g->r);
    if (u < 0.35) {
        int ti = pick_read(g, DT_F32, 1, -1);
        if (ti < 0)
            ti = pick_read(g, DT_I32, 1, -1);
        if (ti >= 0) {
            int dt = g->t[ti].dtype;
            emit_read(g, b, ti, dt, 0, NULL);
            if (dt == DT_I32) {
                static const char *const c[] = {" > 0", " % 2 == 0", " <= -2", " != 0"};
                tt_buf_puts(b, c[rnd(g->r, 4)]);
            } else {
                static const char *const c[] = {" > 0", " < 0.25", " >= -0.5", " != 0"};
                tt_buf_puts(b, c[rnd(g->r, 4)]);
            }
            return;
        }
    } else if (u < 0.5) {
        int ti = pick_read(g, DT_F32, 1, -1);
        if (ti >= 0) {
            int dt = g->t[ti].dtype, tj = -1;
            for (int tries = 0; tries < 8 && tj < 0; tries++) {
                int c = pick_read(g, dt, 1, -1);
                if (c >= 0 && g->t[c].dtype == dt)
                    tj = c;
            }
            if (tj >= 0) {
                static const char *const c[] = {" < ", " >= ", " != ", " > "};
                emit_read(g, b, ti, dt, 0, NULL);
                tt_buf_puts(b, c[rnd(g->r, 4)]);
                emit_read(g, b, tj, dt, 0, NULL);
                return;
            }
        }
    } else if (u < 0.82 || depth <= 0) {
        /* fall through to the index conditions */
    } else if (u < 0.94) {
        tt_buf_puts(b, "(");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, chance(g->r, 0.5) ? " && " : " || ");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, ")");
        return;
    } else {
        tt_buf_puts(b, "!(");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, ")");
        return;
    }
    int d = scope_var(g), e = scope_var(g);
    if (d < 0) {
        tt_buf_puts(b, "N > 1");
        return;
    }
    switch (rnd(g->r, 5)) {
    case 0: tt_buf_printf(b, "%s < %s", VARN[d], VARN[e]); break;
    case 1: tt_buf_printf(b, "%s %% 2 == 0", VARN[d]); break;
    case 2: tt_buf_printf(b, "%s + 1 < %s", VARN[d], DIMN[d]); break;
    case 3: tt_buf_printf(b, "%s >= 3", VARN[d]); break;
    default: tt_buf_printf(b, "%s == %s", VARN[d], VARN[e]); break;
    }
}

static void emit_float(gen *g, tt_buf *b, int type, int depth)
{
    int x = rnd(g->r, 100);
    const char *ty = ir_dtype_name(type);
    if (x < 28) {
        static const char *const ops[] = {" + ", " - ", " * "};
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ops[rnd(g->r, 3)]);
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 33) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, " / (abs(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ") + 1))");
    } else if (x < 39) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_printf(b, chance(g->r, 0.5) ? " * %s)" : " + %s)", flit(g));
    } else if (x < 64) {
        tt_buf a = {0};
        emit_expr(g, &a, type, depth - 1);
        switch (rnd(g->r, 10)) {
        case 0: tt_buf_printf(b, "exp(min(%s, 3))", a.s); break;
        case 1: tt_buf_printf(b, "log(abs(%s) + 1)", a.s); break;
        case 2: tt_buf_printf(b, "sqrt(abs(%s) + 1)", a.s); break;   /* not at 0: f32 noise */
        case 3: tt_buf_printf(b, "rsqrt(%s * %s + 1)", a.s, a.s); break;
        case 4: tt_buf_printf(b, "tanh(%s)", a.s); break;
        case 5: tt_buf_printf(b, "sigmoid(%s)", a.s); break;
        case 6: tt_buf_printf(b, "erf(%s)", a.s); break;
        case 7: tt_buf_printf(b, "abs(%s)", a.s); break;
        case 8: tt_buf_printf(b, "-(%s)", a.s); break;
        default: tt_buf_printf(b, "pow(abs(%s) + 0.5, 1.5)", a.s); break;
        }
        tt_buf_free(&a);
    } else if (x < 74) {
        tt_buf_puts(b, chance(g->r, 0.5) ? "max(" : "min(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.3))
            tt_buf_puts(b, flit(g));
        else
            emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 84) {
        tt_buf_puts(b, "select(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ", ");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.25))
            tt_buf_puts(b, chance(g->r, 0.5) ? "0" : flit(g));
        else
            emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 89) {
        /* floor/ceil of an input read only (exact) */
        int ti = -1;
        for (int tries = 0; tries < 6 && ti < 0; tries++) {
            int c = pick_read(g, type, 1, -1);
            if (c >= 0 && g->t[c].kind == T_INPUT && ir_is_float(g->t[c].dtype))
                ti = c;
        }
        if (ti < 0) {
            emit_leaf(g, b, type);
            return;
        }
        tt_buf r = {0};
        emit_read(g, &r, ti, g->t[ti].dtype, 0, NULL);
        const char *fn = chance(g->r, 0.5) ? "floor" : "ceil";
        if (g->t[ti].dtype == type)
            tt_buf_printf(b, "%s(%s * 2)", fn, r.s);
        else
            tt_buf_printf(b, "%s(%s(%s * 2))", ty, fn, r.s);
        tt_buf_free(&r);
    } else if (x < 94) {
        int d = scope_var(g);
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_printf(b, " / %s(%s))", ty, d >= 0 ? DIMN[d] : "N");
    } else {
        /* casts: from f64 (not from f32 into f64: f32 rounding), and an
         * exact i32 part */
        tt_buf_printf(b, "(%s(", ty);
        emit_expr(g, b, type == DT_F32 ? DT_F64 : DT_I32, depth - 1);
        tt_buf_puts(b, ")");
        if (chance(g->r, 0.5)) {
            tt_buf_printf(b, " + %s(", ty);
            emit_expr(g, b, DT_I32, depth - 1);
            tt_buf_puts(b, ")");
        }
        tt_buf_puts(b, ")");
    }
}

static void emit_int(gen *g, tt_buf *b, int depth)
{
    int x = rnd(g->r, 100);
    if (x < 32) {
        static const char *const ops[] = {" + ", " - ", " * "};
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ops[rnd(g->r, 3)]);
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 42) {
        /* floor division and modulo; x / 0 == 0 (reads outside are 0) */
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, chance(g->r, 0.5) ? " / " : " % ");
        emit_leaf(g, b, DT_I32);
        tt_buf_puts(b, ")");
    } else if (x < 52) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        static const char *const d[] = {" / 2)", " / 3)", " % 4)", " % -3)", " / -3)", " * 3)"};
        tt_buf_puts(b, d[rnd(g->r, 6)]);
    } else if (x < 64) {
        tt_buf a = {0};
        emit_expr(g, &a, DT_I32, depth - 1);
        switch (rnd(g->r, 4)) {
        case 0: tt_buf_printf(b, "abs(%s)", a.s); break;
        case 1: tt_buf_printf(b, "-(%s)", a.s); break;
        case 2:
            tt_buf_printf(b, "max(%s, ", a.s);
            emit_expr(g, b, DT_I32, depth - 1);
            tt_buf_puts(b, ")");
            break;
        default:
            tt_buf_printf(b, "min(%s, %s)", a.s, ilit(g));
            break;
        }
        tt_buf_free(&a);
    } else if (x < 80) {
        tt_buf_puts(b, "select(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ", ");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.3))
            tt_buf_puts(b, ilit(g));
        else
            emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 88) {
        tt_buf_puts(b, "i32(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ")");
    } else {
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_printf(b, chance(g->r, 0.5) ? " * %s)" : " + %s)", ilit(g));
    }
}

static void emit_expr(gen *g, tt_buf *b, int type, int depth)
{
    if (depth <= 0 || chance(g->r, 0.2)) {
        emit_leaf(g, b, type);
        return;
    }
    if (type == DT_I32)
        emit_int(g, b, depth);
    else
        emit_float(g, b, type, depth);
}

/* e := combine(e, read) with a random operator */
static void combine(gen *g, tt_buf *e, const char *r, int type)
{
    tt_buf n = {0};
    if (!e->s || !e->len) {
        tt_buf_puts(&n, r);
    } else {
        switch (rnd(g->r, type == DT_I32 ? 4 : 5)) {
        case 0: tt_buf_printf(&n, "(%s + %s)", e->s, r); break;
        case 1: tt_buf_printf(&n, "(%s * %s)", e->s, r); break;
        case 2: tt_buf_printf(&n, "max(%s, %s)", e->s, r); break;
        case 3: tt_buf_printf(&n, "(%s - %s)", r, e->s); break;
        default: tt_buf_printf(&n, "(%s + %s * 0.5)", r, e->s); break;
        }
    }
    tt_buf_free(e);
    *e = n;
}

void gen_emit_stmt(gen *g, tt_buf *out, gst *s)
{
    gtn *w = &g->t[s->out];
    memset(g->scope, 0, sizeof g->scope);
    memset(g->plain, 0, sizeof g->plain);
    memset(g->nread, 0, sizeof g->nread);
    for (int p = 0; p < w->rank; p++)
        g->scope[w->dim[p]] = 1;
    for (int q = 0; q < s->nred; q++)
        g->scope[s->red[q]] = 1;
    tt_buf e = {0};
    if (s->ca >= 0) {
        tt_buf ra = {0}, rb = {0};
        emit_read(g, &ra, s->ca, s->type, 1, NULL);
        emit_read(g, &rb, s->cb, s->type, 1, NULL);
        tt_buf_printf(&e, s->op == OP_ADD ? "%s * %s" : "%s + %s", ra.s, rb.s);
        tt_buf_free(&ra);
        tt_buf_free(&rb);
        if (chance(g->r, 0.3)) {
            tt_buf x = {0};
            emit_expr(g, &x, s->type, 1);
            tt_buf n = {0};
            tt_buf_printf(&n, s->op == OP_ADD ? "(%s) * (%s)" : "(%s) + (%s)", e.s, x.s);
            tt_buf_free(&e);
            tt_buf_free(&x);
            e = n;
        }
    } else if (s->main_t >= 0 && chance(g->r, 0.35)) {
        emit_read(g, &e, s->main_t, s->type, 1, s->main_idx);   /* the custom read alone */
    } else {
        emit_expr(g, &e, s->type, s->depth);
        if (s->main_t >= 0) {
            tt_buf r = {0};
            emit_read(g, &r, s->main_t, s->type, 1, s->main_idx);
            combine(g, &e, r.s, s->type);
            tt_buf_free(&r);
        }
    }
    /* every reduction variable (and a temp's left variable) must index a
     * dimension alone somewhere: that is where its range comes from */
    int req[GD] = {0};
    for (int q = 0; q < s->nred; q++)
        req[s->red[q]] = 1;
    if (w->kind == T_TEMP)
        for (int p = 0; p < w->rank; p++)
            if (!(s->noreq >> w->dim[p] & 1))
                req[w->dim[p]] = 1;
    for (int d = 0; d < GD; d++) {
        if (!req[d] || g->plain[d])
            continue;
        int ti = pick_read(g, s->type, 0, d);
        if (ti < 0) {
            g->bug = 1;
            continue;
        }
        tt_buf r = {0};
        emit_read(g, &r, ti, s->type, 1, NULL);
        combine(g, &e, r.s, s->type);
        tt_buf_free(&r);
    }
    if (s->must >= 0 && !g->nread[s->must]) {
        tt_buf r = {0};
        emit_read(g, &r, s->must, s->type, 0, NULL);
        combine(g, &e, r.s, s->type);
        tt_buf_free(&r);
    }
    tt_buf f = {0};
    if (s->op == OP_MUL) {
        if (s->type == DT_I32) {
            static const char *const m[] = {"select(%s > 0, 2, 1)", "select(%s %% 3 == 0, -1, 1)",
                                            "select(%s < 2, 1, 3)"};
            tt_buf_printf(&f, m[rnd(g->r, 3)], e.s);
        } else {
            tt_buf_printf(&f, "1 + tanh(%s) * 0.05", e.s);
        }
    } else if (s->op == OP_ADD && w->kind == T_TEMP && s->type != DT_I32) {
        /* a mean: temps stay small */
        tt_buf_printf(&f, "%s / %s(", e.s, ir_dtype_name(s->type));
        int any = 0;
        for (int q = 0; q < s->nred; q++)
            tt_buf_printf(&f, "%s%s", any++ ? " * " : "", DIMN[s->red[q]]);
        if (s->wbound)
            tt_buf_printf(&f, "%s%d", any++ ? " * " : "", s->wbound);
        if (!any)
            tt_buf_puts(&f, "1");
        tt_buf_puts(&f, ")");
    } else {
        tt_buf_puts(&f, e.s);
    }
    static const char *const opsp[] = {"=", "+=", "*=", "max=", "min="};
    tt_buf_printf(out, "  %s[", w->name);
    for (int p = 0; p < w->rank; p++)
        tt_buf_printf(out, "%s%s", p ? ", " : "", VARN[w->dim[p]]);
    tt_buf_printf(out, "] %s %s", opsp[s->op], f.s);
    if (s->where[0])
        tt_buf_printf(out, "\n      where %s", s->where);
    tt_buf_puts(out, "\n");
    tt_buf_free(&e);
    tt_buf_free(&f);
    w->avail = 1;
}


/*
 * The operator grammar, first half: a plan of up to four statements for one
 * of the kinds (fz_gen_kinds: elementwise, reduction, window, contraction,
 * fused producer/consumer, padded intermediate, several outputs), the
 * inputs that cover it, its text, and shapes for it.  gen.h says what the
 * grammar avoids and why; gen_expr.c writes the expressions.
 */
#include <string.h>

#include "tests/fuzz_configs/gen.h"

static const char *const INN[] = {"A", "B", "C", "G", "H", "U"};   /* input names */

/* ---- building a plan ---- */

static void shuffle(uint64_t *r, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = rnd(r, i + 1), x = v[i];
        v[i] = v[j];
        v[j] = x;
    }
}

static int add_tensor(gen *g, int kind, const char *name, const int *dims, int n, int dtype,
                      int permute)
{
    gtn *t = &g->t[g->nt];
    memset(t, 0, sizeof *t);
    tt_snprintf(t->name, sizeof t->name, "%s", name);
    t->kind = kind;
    t->dtype = dtype;
    t->rank = n;
    memcpy(t->dim, dims, (size_t)n * sizeof(int));
    if (permute && n > 1 && chance(g->r, 0.4))
        shuffle(g->r, t->dim, n);
    for (int p = 0; p < n; p++) {
        g->used[dims[p]] = 1;
        const char *D = DIMN[t->dim[p]];
        double u = tt_rand_unit(g->r);
        if (kind != T_OUTPUT || t->dim[p] == 5 || u < 0.78)
            tt_snprintf(t->odim[p], sizeof t->odim[p], "%s", D);
        else if (u < 0.88)
            tt_snprintf(t->odim[p], sizeof t->odim[p], "%s + %d", D, 1 + rnd(g->r, 2));
        else
            tt_snprintf(t->odim[p], sizeof t->odim[p], "(%s + 1) / 2", D);
    }
    t->exact = kind == T_INPUT || dtype == DT_I32;
    t->avail = kind == T_INPUT;
    return g->nt++;
}

static int add_input(gen *g, const int *dims, int n, int dtype)
{
    int idx = 0;
    for (int i = 0; i < g->nt; i++)
        idx += g->t[i].kind == T_INPUT;
    return add_tensor(g, T_INPUT, INN[idx], dims, n, dtype, 1);
}

static gst *add_stmt(gen *g, int out, int op, int type)
{
    gst *s = &g->s[g->ns++];
    memset(s, 0, sizeof *s);
    s->out = out;
    s->op = op;
    s->type = type;
    s->must = s->ca = s->cb = s->main_t = -1;
    s->depth = 1 + rnd(g->r, 3);
    return s;
}

static int input_dtype(gen *g)
{
    if (chance(g->r, 0.8))
        return g->dtype;
    static const int dts[] = {DT_F32, DT_F64, DT_I32};
    return dts[rnd(g->r, 3)];
}

/* A temp's type: the op's, or f64 in an f32 op.  Values computed in f32
 * differ from the interpreter's (f64, rounded on store) by f32 rounding, so
 * an f64 result must not depend on them (it is compared to f64 precision);
 * an i32 op would read a float temp through i32(), which is not continuous. */
static int temp_dtype(gen *g)
{
    if (g->dtype != DT_F32 || chance(g->r, 0.8))
        return g->dtype;
    return DT_F64;
}

static int red_op(gen *g)
{
    double u = tt_rand_unit(g->r);
    return u < 0.45 ? OP_ADD : u < 0.65 ? OP_MAX : u < 0.85 ? OP_MIN : OP_MUL;
}

/* ---- plans ---- */

static void iota(int *v, int n, int from)
{
    for (int i = 0; i < n; i++)
        v[i] = from + i;
}

static void plan_elem(gen *g)
{
    int nd = 1 + rnd(g->r, 3), d[GD];
    iota(d, nd, 0);
    int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
    gst *s = add_stmt(g, y, OP_ASSIGN, g->dtype);
    s->auto_main = 1;
}

static void plan_reduce(gen *g)
{
    int ns = chance(g->r, 0.12) ? 0 : 1 + rnd(g->r, 2), nr = 1 + rnd(g->r, 2), d[GD];
    iota(d, ns, 0);
    int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
    gst *s = add_stmt(g, y, red_op(g), g->dtype);
    s->nred = nr;
    iota(s->red, nr, ns);
    s->auto_main = 1;
}

static void plan_window(gen *g)
{
    int ns = 1 + rnd(g->r, 2), d[GD];
    iota(d, ns, 0);
    int x = add_input(g, d, ns, input_dtype(g));
    int strided = chance(g->r, 0.3);
    int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 0);
    if (strided)
        tt_snprintf(g->t[y].odim[0], sizeof g->t[y].odim[0], "(%s + 1) / 2", DIMN[0]);
    int op = red_op(g);
    gst *s = add_stmt(g, y, op == OP_MUL ? OP_ADD : op, g->dtype);
    s->main_t = x;
    int p0 = -1;   /* X's position of dimension 0 */
    for (int p = 0; p < g->t[x].rank; p++)
        if (g->t[x].dim[p] == 0)
            p0 = p;
    const char *w;
    if (chance(g->r, 0.55)) {
        s->wbound = 1 + rnd(g->r, 4);
        tt_snprintf(s->where, sizeof s->where, "q < %d", s->wbound);
        w = "q";
    } else {
        int rd = 5;
        int wt = add_input(g, &rd, 1, input_dtype(g));
        s->nred = 1;
        s->red[0] = 5;
        s->must = wt;
        w = "r";
    }
    int off = rnd(g->r, 3);
    if (strided)
        tt_snprintf(s->main_idx[p0], sizeof s->main_idx[p0], "2*i + %s - %d", w, off);
    else
        tt_snprintf(s->main_idx[p0], sizeof s->main_idx[p0], "i + %s - %d", w, off);
}

static void plan_contract(gen *g)
{
    /* dims: 0 = m, 1 = n, 2 = k, 3 = l (second reduction), 4 = batch */
    int batch = chance(g->r, 0.3), two = chance(g->r, 0.25);
    int ad[GD], bd[GD], na = 0, nb = 0;
    int red[2] = {2, 3}, nr = two ? 2 : 1;
    if (batch) {
        ad[na++] = 4;
        bd[nb++] = 4;
    }
    int ar[3] = {0, 2, 3}, br[3] = {2, 3, 1};
    int nar = 1 + nr, nbr = nr + 1;
    if (nr == 1) {
        br[1] = 1;
    }
    if (chance(g->r, 0.4))
        shuffle(g->r, ar, nar);
    if (chance(g->r, 0.4))
        shuffle(g->r, br, nbr);
    for (int i = 0; i < nar; i++)
        ad[na++] = ar[i];
    for (int i = 0; i < nbr; i++)
        bd[nb++] = br[i];
    int a = add_tensor(g, T_INPUT, "A", ad, na, input_dtype(g), 0);
    int b = add_tensor(g, T_INPUT, "B", bd, nb, input_dtype(g), 0);
    int od[3], no = 0;
    if (batch)
        od[no++] = 4;
    od[no++] = 0;
    od[no++] = 1;
    int epi = chance(g->r, 0.5);
    double u = tt_rand_unit(g->r);
    int op = u < 0.8 ? OP_ADD : u < 0.9 ? OP_MAX : OP_MIN;
    int ty = epi ? temp_dtype(g) : g->dtype;
    int c = epi ? add_tensor(g, T_TEMP, "t1", od, no, ty, 0)
                : add_tensor(g, T_OUTPUT, "Y", od, no, g->dtype, 1);
    gst *s = add_stmt(g, c, op, ty);
    s->ca = a;
    s->cb = b;
    s->nred = nr;
    memcpy(s->red, red, sizeof red);
    if (epi) {
        int y = add_tensor(g, T_OUTPUT, "Y", od, no, g->dtype, 1);
        if (chance(g->r, 0.6)) {
            int n1 = 1;
            add_input(g, &n1, 1, input_dtype(g));   /* a bias */
        }
        gst *e = add_stmt(g, y, OP_ASSIGN, g->dtype);
        e->must = c;
        e->depth = 1 + rnd(g->r, 2);
    }
}

static void plan_fused(gen *g)
{
    int v = rnd(g->r, 4), d[GD];
    if (v == 0) {
        /* elementwise producer -> reduction consumer */
        int nd = 2 + rnd(g->r, 2), ns = rnd(g->r, nd);
        iota(d, nd, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
        gst *b = add_stmt(g, y, red_op(g), g->dtype);
        b->nred = nd - ns;
        iota(b->red, nd - ns, ns);
        b->must = t;
        b->depth = 1 + rnd(g->r, 2);
    } else if (v == 1) {
        /* reduction producer -> elementwise consumer (softmax-like) */
        int ns = 1 + rnd(g->r, 2), nr = 1 + (ns == 1 ? rnd(g->r, 2) : 0);
        iota(d, ns + nr, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, ns, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, red_op(g), g->t[t].dtype);
        a->nred = nr;
        iota(a->red, nr, ns);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns + nr, g->dtype, 1);
        gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
        b->must = t;
        b->auto_main = 1;
        b->depth = 1 + rnd(g->r, 2);
    } else if (v == 2) {
        /* elementwise -> elementwise, shifted reads of the temp */
        int nd = 1 + rnd(g->r, 3);
        iota(d, nd, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
        gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
        b->must = t;
        b->depth = 1 + rnd(g->r, 2);
    } else {
        /* three statements, layernorm-like: stat, centre, reduce */
        int ns = 1 + rnd(g->r, 2);
        iota(d, ns + 1, 0);
        int t1 = add_tensor(g, T_TEMP, "t1", d, ns, temp_dtype(g), 0);
        gst *a = add_stmt(g, t1, chance(g->r, 0.6) ? OP_ADD : red_op(g), g->t[t1].dtype);
        a->nred = 1;
        a->red[0] = ns;
        a->auto_main = 1;
        a->depth = 1;
        int t2 = add_tensor(g, T_TEMP, "t2", d, ns + 1, temp_dtype(g), 0);
        gst *b = add_stmt(g, t2, OP_ASSIGN, g->t[t2].dtype);
        b->must = t1;
        b->auto_main = 1;
        b->depth = 1;
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
        gst *c = add_stmt(g, y, red_op(g), g->dtype);
        c->nred = 1;
        c->red[0] = ns;
        c->must = t2;
        c->depth = 1 + rnd(g->r, 2);
    }
}

static void plan_padded(gen *g)
{
    /* T[i,..] = f(X[i - 1, ..]) where i < M + 2;  Y[i,..] = g(T[i + 1, ..]) */
    int nd = 1 + rnd(g->r, 2), d[GD];
    iota(d, nd, 0);
    int x = add_tensor(g, T_INPUT, "A", d, nd, input_dtype(g), 0);
    int pad = 1 + rnd(g->r, 2);
    int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 0);
    gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
    a->main_t = x;
    tt_snprintf(a->main_idx[0], sizeof a->main_idx[0], "i - %d", pad);
    tt_snprintf(a->where, sizeof a->where, "i < M + %d", 2 * pad);
    a->noreq = 1;   /* dimension 0 */
    a->depth = 1 + rnd(g->r, 2);
    int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 0);
    gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
    b->main_t = t;
    tt_snprintf(b->main_idx[0], sizeof b->main_idx[0], "i + %d", pad);
    b->depth = 1 + rnd(g->r, 2);
}

static void plan_multi(gen *g)
{
    int d[GD];
    if (chance(g->r, 0.5)) {
        /* two reductions of the same rows */
        int ns = 1 + rnd(g->r, 2);
        iota(d, ns + 1, 0);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 0);
        gst *a = add_stmt(g, y, red_op(g), g->dtype);
        a->nred = 1;
        a->red[0] = ns;
        a->auto_main = 1;
        int zt = chance(g->r, 0.7) ? g->dtype : temp_dtype(g);
        int z = add_tensor(g, T_OUTPUT, "Z", d, ns, zt, 0);
        gst *b = add_stmt(g, z, red_op(g), zt);
        b->nred = 1;
        b->red[0] = ns;
        b->auto_main = 1;
    } else {
        /* an elementwise output read by a reduction into the second */
        int nd = 2 + rnd(g->r, 2), ns = rnd(g->r, nd);
        iota(d, nd, 0);
        int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
        gst *a = add_stmt(g, y, OP_ASSIGN, g->dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int z = add_tensor(g, T_OUTPUT, "Z", d, ns, g->dtype, 1);
        gst *b = add_stmt(g, z, red_op(g), g->dtype);
        b->nred = nd - ns;
        iota(b->red, nd - ns, ns);
        b->must = y;
        b->auto_main = 1;
        b->depth = 1 + rnd(g->r, 2);
    }
}

const char *const fz_gen_kinds[FZ_GEN_KINDS] = {"elem", "reduce", "window", "contract",
                                               "fused", "padded", "multiout"};

/* Build the operator text of generated kind `kind` (index into fz_gen_kinds). */
char *fz_gen_op(uint64_t *r, int kind, int dtype, long task, int *bug)
{
    gen g;
    memset(&g, 0, sizeof g);
    g.r = r;
    g.dtype = dtype;
    switch (kind) {
    case 0: plan_elem(&g); break;
    case 1: plan_reduce(&g); break;
    case 2: plan_window(&g); break;
    case 3: plan_contract(&g); break;
    case 4: plan_fused(&g); break;
    case 5: plan_padded(&g); break;
    default: plan_multi(&g); break;
    }
    /* inputs over each statement's scope, then a few more (broadcasts) */
    for (int i = 0; i < g.ns; i++) {
        gst *s = &g.s[i];
        if (!s->auto_main)
            continue;
        int sc[GD], n = 0;
        const gtn *w = &g.t[s->out];
        for (int p = 0; p < w->rank; p++)
            sc[n++] = w->dim[p];
        for (int q = 0; q < s->nred; q++)
            sc[n++] = s->red[q];
        if (n == 0)
            continue;
        int have = 0;
        for (int t = 0; t < g.nt && !have; t++) {
            if (g.t[t].kind != T_INPUT || g.t[t].rank != n)
                continue;
            int all = 1;
            for (int a = 0; a < n; a++) {
                int f = 0;
                for (int p = 0; p < n; p++)
                    f |= g.t[t].dim[p] == sc[a];
                all &= f;
            }
            have = all;
        }
        if (!have) {
            /* canonical order, sometimes permuted by add_tensor */
            for (int a = 1; a < n; a++)
                for (int b = a; b > 0 && sc[b] < sc[b - 1]; b--) {
                    int x = sc[b];
                    sc[b] = sc[b - 1];
                    sc[b - 1] = x;
                }
            add_input(&g, sc, n, input_dtype(&g));
        }
    }
    int nin = 0;
    for (int t = 0; t < g.nt; t++)
        nin += g.t[t].kind == T_INPUT;
    int extra = rnd(r, 3);
    for (int e = 0; e < extra && nin < 5 && g.nt < GT - 1; e++, nin++) {
        const gst *s = &g.s[rnd(r, g.ns)];
        int sc[GD], n = 0;
        const gtn *w = &g.t[s->out];
        for (int p = 0; p < w->rank; p++)
            if (chance(r, 0.6))
                sc[n++] = w->dim[p];
        for (int q = 0; q < s->nred; q++)
            if (chance(r, 0.6))
                sc[n++] = s->red[q];
        if (n == 0)
            sc[n++] = w->rank ? w->dim[0] : s->red[0];
        add_input(&g, sc, n, input_dtype(&g));
    }
    /* the text */
    tt_buf b = {0};
    tt_buf_printf(&b, "fz_%s_%ld(", fz_gen_kinds[kind], task);
    int first = 1;
    for (int t = 0; t < g.nt; t++) {
        const gtn *x = &g.t[t];
        if (x->kind != T_INPUT)
            continue;
        tt_buf_printf(&b, "%s%s", first ? "" : ", ", x->name);
        first = 0;
        if (x->dtype != DT_F32 || chance(r, 0.3))
            tt_buf_printf(&b, ":%s", ir_dtype_name(x->dtype));
        tt_buf_puts(&b, "[");
        for (int p = 0; p < x->rank; p++)
            tt_buf_printf(&b, "%s%s", p ? "," : "", DIMN[x->dim[p]]);
        tt_buf_puts(&b, "]");
    }
    tt_buf_puts(&b, ")\n    -> ");
    first = 1;
    for (int t = 0; t < g.nt; t++) {
        const gtn *x = &g.t[t];
        if (x->kind != T_OUTPUT)
            continue;
        tt_buf_printf(&b, "%s%s", first ? "" : ", ", x->name);
        first = 0;
        if (x->dtype != DT_F32)
            tt_buf_printf(&b, ":%s", ir_dtype_name(x->dtype));
        tt_buf_puts(&b, "[");
        for (int p = 0; p < x->rank; p++)
            tt_buf_printf(&b, "%s%s", p ? ", " : "", x->odim[p]);
        tt_buf_puts(&b, "]");
    }
    tt_buf_puts(&b, " {\n");
    for (int i = 0; i < g.ns; i++)
        gen_emit_stmt(&g, &b, &g.s[i]);
    tt_buf_puts(&b, "}\n");
    *bug = g.bug;
    /* dims used, for the shapes: recorded in the text's inputs */
    return tt_buf_steal(&b);
}

/* Shapes of a generated operator: sizes per dimension name, <= cap. */
void fz_gen_shapes(uint64_t *r, const ir_def *d, int64_t cap, fz_task *tk)
{
    int64_t sz[GD];
    for (int i = 0; i < GD; i++)
        sz[i] = i == 5 ? 1 + rnd(r, (int)TT_MIN(cap, 5)) : fz_draw_size(r, cap);
    tt_buf b = {0};
    for (int i = 0; i < d->ninputs; i++) {
        const ir_tensor *t = &d->tensors[i];
        tt_buf_puts(&b, i ? " " : "");
        for (int p = 0; p < t->rank; p++) {
            const ir_expr *e = t->dims[p];
            int64_t v = 1;
            if (e->op == E_DIM) {
                const char *nm = d->dims[e->id];
                for (int k = 0; k < GD; k++)
                    if (!strcmp(nm, DIMN[k]))
                        v = sz[k];
            } else if (e->op == E_INT) {
                v = e->ival;
            }
            tt_buf_printf(&b, "%s%ld", p ? "x" : "", (long)v);
        }
    }
    tt_snprintf(tk->shapes, sizeof tk->shapes, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
}


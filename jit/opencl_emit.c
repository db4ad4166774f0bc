/*
 * Loop AST (lowered for OpenCL) -> OpenCL C.
 *
 * Requires: a program lowered with p->gpu set: every stage is an NDRange
 * loop (a parallel FOR with wgsize) or a statement run by one work-item;
 * outline was not run.  Produces one __kernel per top-level statement, each
 * taking every buffer parameter, and the launch sizes.
 *
 * Vector statements are written lane by lane (a GPU work-item is scalar;
 * the hardware vectorizes across work-items), except dense loads and
 * stores, which use vloadN/vstoreN (float4, float8, ...: wide memory
 * transactions).  Integer arithmetic is `long`; floor division and modulo
 * follow ir.h through two helper functions.
 */
#include <stdlib.h>
#include <string.h>

#include "jit/opencl_internal.h"

typedef struct {
    tt_buf *b;
    const lw_prog *p;
    int ntmp;
    int indent;
    int failed;
    char *err;
    size_t errn;
    int uses_f64;
} oe;

typedef struct {
    int lanes;
    char **v;   /* per lane: a C expression (usually a temporary's name) */
} val;

static void efail(oe *e, const char *m)
{
    if (!e->failed)
        tt_snprintf(e->err, e->errn, "opencl codegen: %s", m);
    e->failed = 1;
}

static const char *cty(int dt)
{
    switch (dt) {
    case DT_F32: return "float";
    case DT_F64: return "double";
    case DT_I32: return "int";
    case DT_BOOL: return "int";
    }
    return "long";
}

static void ind(oe *e)
{
    for (int i = 0; i < e->indent; i++)
        tt_buf_puts(e->b, "    ");
}

static char *dupf(const char *fmt, ...) TT_PRINTF(1, 2);
static char *dupf(const char *fmt, ...)
{
    tt_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    tt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    return tt_buf_steal(&b);
}

static val mkval(int lanes)
{
    val v;
    v.lanes = lanes;
    v.v = calloc((size_t)lanes, sizeof(char *));
    return v;
}

static void freeval(val *v)
{
    for (int i = 0; v->v && i < v->lanes; i++)
        free(v->v[i]);
    free(v->v);
    v->v = NULL;
}

/* Bind lane expression `x` to a fresh temporary of type dt; returns its name. */
static char *tmp(oe *e, int dt, const char *x)
{
    char *name = dupf("t%d", e->ntmp++);
    ind(e);
    tt_buf_printf(e->b, "const %s %s = %s;\n", cty(dt), name, x);
    return name;
}

static const char *lane(const val *v, int i)
{
    return v->v[v->lanes == 1 ? 0 : i];
}

static val expr(oe *e, const lw_expr *x);

static char *bufname(int id)
{
    return dupf("b%d", id);
}

static int vload_ok(int n)
{
    return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

static const char *lane_sel(int i)
{
    static const char *const s[] = {"s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7",
                                    "s8", "s9", "sa", "sb", "sc", "sd", "se", "sf"};
    return s[i & 15];
}

static val load(oe *e, const lw_expr *x)
{
    const lw_buf *b = &e->p->bufs[x->id];
    int lanes = x->lanes;
    const lw_expr *ix = x->args[0];
    int edt = b->dt == DT_I32 ? DT_I32 : b->dt;
    int rdt = b->dt == DT_I32 ? DT_I64 : b->dt;
    char *bn = bufname(x->id);
    val out = mkval(lanes);
    val pred = {0, NULL};
    if (x->pred)
        pred = expr(e, x->pred);
    if (lanes > 1 && ix->op == LE_RAMP && ix->i == 1 && !x->pred && vload_ok(lanes) &&
        edt != DT_I32) {
        val base = expr(e, ix->args[0]);
        char *vn = dupf("t%d", e->ntmp++);
        ind(e);
        tt_buf_printf(e->b, "const %s%d %s = vload%d(0, %s + %s);\n", cty(edt), lanes, vn,
                      lanes, bn, base.v[0]);
        for (int i = 0; i < lanes; i++)
            out.v[i] = dupf("%s.%s", vn, lane_sel(i));
        free(vn);
        freeval(&base);
    } else {
        val idx = expr(e, ix);
        for (int i = 0; i < lanes; i++) {
            char *ld;
            if (x->pred)
                ld = dupf("((%s) ? (%s)%s[%s] : (%s)0)", lane(&pred, i), cty(rdt), bn,
                          lane(&idx, i), cty(rdt));
            else
                ld = dupf("(%s)%s[%s]", cty(rdt), bn, lane(&idx, i));
            out.v[i] = tmp(e, rdt, ld);
            free(ld);
        }
        freeval(&idx);
    }
    freeval(&pred);
    free(bn);
    return out;
}

static const char *fn_name(int fn, int *prefix_neg)
{
    *prefix_neg = 0;
    switch (fn) {
    case FN_EXP: return "exp";
    case FN_LOG: return "log";
    case FN_SQRT: return "sqrt";
    case FN_RSQRT: return "rsqrt";
    case FN_TANH: return "tanh";
    case FN_ERF: return "erf";
    case FN_FLOOR: return "floor";
    case FN_CEIL: return "ceil";
    case FN_ABS: return "fabs";
    case FN_POW: return "pow";
    }
    return NULL;
}

static val expr(oe *e, const lw_expr *x)
{
    int lanes = x->lanes;
    val out = mkval(lanes);
    if (!out.v) {
        efail(e, "out of memory");
        return out;
    }
    if (x->dt == DT_F64)
        e->uses_f64 = 1;
    switch (x->op) {
    case LE_INT:
        out.v[0] = x->dt == DT_BOOL ? dupf("%d", (int)(x->i != 0))
                                    : dupf("(%lldL)", (long long)x->i);
        out.lanes = 1;
        for (int i = 1; i < lanes; i++)
            out.v[i] = tt_strdup(out.v[0]);
        out.lanes = lanes;
        return out;
    case LE_FLT: {
        char *c;
        if (x->f != x->f)
            c = dupf("((%s)NAN)", cty(x->dt));
        else if (x->f == __builtin_inf())
            c = dupf("((%s)INFINITY)", cty(x->dt));
        else if (x->f == -__builtin_inf())
            c = dupf("(-(%s)INFINITY)", cty(x->dt));
        else {
            char num[48];
            tt_snprintf(num, sizeof num, x->dt == DT_F32 ? "%.9g" : "%.17g", x->f);
            c = dupf("%s%s%s", num, strpbrk(num, ".e") ? "" : ".0", x->dt == DT_F32 ? "f" : "");
        }
        for (int i = 0; i < lanes; i++)
            out.v[i] = tt_strdup(c);
        free(c);
        return out;
    }
    case LE_VAR:
        for (int i = 0; i < lanes; i++)
            out.v[i] = dupf("v%d", x->id);
        return out;
    case LE_BCAST: {
        val a = expr(e, x->args[0]);
        for (int i = 0; i < lanes; i++)
            out.v[i] = tt_strdup(a.v[0]);
        freeval(&a);
        return out;
    }
    case LE_SHIFT: {   /* lane j takes lane j + d (windows are CPU-only) */
        val a = expr(e, x->args[0]);
        for (int i = 0; i < lanes; i++) {
            int64_t k = i + x->i;
            const char *z = x->dt == DT_F64 ? "0.0" : x->dt == DT_F32 ? "0.0f" : "0";
            out.v[i] = tt_strdup(k >= 0 && k < lanes ? a.v[k] : z);
        }
        freeval(&a);
        return out;
    }
    case LE_RAMP: {
        val a = expr(e, x->args[0]);
        for (int i = 0; i < lanes; i++)
            out.v[i] = dupf("(%s + %lldL)", a.v[0], (long long)(x->i * i));
        freeval(&a);
        return out;
    }
    case LE_LOAD:
        freeval(&out);
        return load(e, x);
    case LE_VREDUCE: {
        val a = expr(e, x->args[0]);
        char *acc = tt_strdup(a.v[0]);
        for (int i = 1; i < a.lanes; i++) {
            char *n;
            int isf = x->dt == DT_F32 || x->dt == DT_F64;
            switch (x->fn) {
            case OP_ADD: n = dupf("(%s + %s)", acc, a.v[i]); break;
            case OP_MUL: n = dupf("(%s * %s)", acc, a.v[i]); break;
            case OP_MAX: n = dupf(isf ? "fmax(%s, %s)" : "max(%s, %s)", acc, a.v[i]); break;
            default: n = dupf(isf ? "fmin(%s, %s)" : "min(%s, %s)", acc, a.v[i]); break;
            }
            free(acc);
            acc = n;
        }
        out.v[0] = tmp(e, x->dt, acc);
        free(acc);
        freeval(&a);
        return out;
    }
    }
    /* lane-wise operations */
    val a = {0, NULL}, b = {0, NULL}, c = {0, NULL};
    if (x->nargs > 0)
        a = expr(e, x->args[0]);
    if (x->nargs > 1)
        b = expr(e, x->args[1]);
    if (x->nargs > 2)
        c = expr(e, x->args[2]);
    int argf = x->nargs > 0 && (x->args[0]->dt == DT_F32 || x->args[0]->dt == DT_F64);
    int isf = x->dt == DT_F32 || x->dt == DT_F64;
    for (int i = 0; i < lanes; i++) {
        char *s = NULL;
        const char *A = a.v ? lane(&a, i) : "", *B = b.v ? lane(&b, i) : "",
                   *C = c.v ? lane(&c, i) : "";
        int neg;
        switch (x->op) {
        case LE_ADD: s = dupf("(%s + %s)", A, B); break;
        case LE_SUB: s = dupf("(%s - %s)", A, B); break;
        case LE_MUL: s = dupf("(%s * %s)", A, B); break;
        case LE_DIV: s = isf ? dupf("(%s / %s)", A, B) : dupf("tt_fdiv(%s, %s)", A, B); break;
        case LE_MOD: s = dupf("tt_fmod(%s, %s)", A, B); break;
        case LE_MIN: s = dupf(isf ? "fmin(%s, %s)" : "min(%s, %s)", A, B); break;
        case LE_MAX: s = dupf(isf ? "fmax(%s, %s)" : "max(%s, %s)", A, B); break;
        case LE_LT: s = dupf("(%s < %s)", A, B); break;
        case LE_LE: s = dupf("(%s <= %s)", A, B); break;
        case LE_EQ: s = dupf("(%s == %s)", A, B); break;
        case LE_NE: s = dupf("(%s != %s)", A, B); break;
        case LE_AND: s = dupf("(%s && %s)", A, B); break;
        case LE_OR: s = dupf("(%s || %s)", A, B); break;
        case LE_NOT: s = dupf("(!%s)", A); break;
        case LE_NEG: s = dupf("(-%s)", A); break;
        case LE_SELECT: s = dupf("((%s) ? %s : %s)", A, B, C); break;
        case LE_CAST:
            if (x->dt == DT_I64 && argf)
                s = dupf("(long)convert_int_sat_rtz(%s)", A);
            else
                s = dupf("(%s)(%s)", cty(x->dt), A);
            break;
        case LE_CALL:
            if (x->fn == FN_SIGMOID) {
                s = dupf("(1 / (1 + exp(-%s)))", A);
            } else {
                const char *fn = fn_name(x->fn, &neg);
                s = fn ? (x->nargs > 1 ? dupf("%s(%s, %s)", fn, A, B) : dupf("%s(%s)", fn, A))
                       : NULL;
            }
            break;
        }
        if (!s) {
            efail(e, "unsupported expression");
            s = tt_strdup("0");
        }
        out.v[i] = tmp(e, x->dt, s);
        free(s);
    }
    (void)argf;
    freeval(&a);
    freeval(&b);
    freeval(&c);
    return out;
}

/* ---- statements -------------------------------------------------------- */

static void stmt(oe *e, const lw_stmt *s);

static void store(oe *e, const lw_stmt *s)
{
    const lw_buf *b = &e->p->bufs[s->buf];
    int lanes = s->value->lanes;
    char *bn = bufname(s->buf);
    const lw_expr *ix = s->idx[0];
    val v = expr(e, s->value);
    val c = {0, NULL};
    if (s->cond)
        c = expr(e, s->cond);
    int edt = b->dt;
    if (lanes > 1 && ix->op == LE_RAMP && ix->i == 1 && !s->cond && vload_ok(lanes) &&
        edt != DT_I32) {
        val base = expr(e, ix->args[0]);
        ind(e);
        tt_buf_printf(e->b, "vstore%d((%s%d)(", lanes, cty(edt), lanes);
        for (int i = 0; i < lanes; i++)
            tt_buf_printf(e->b, "%s%s", i ? ", " : "", v.v[i]);
        tt_buf_printf(e->b, "), 0, %s + %s);\n", bn, base.v[0]);
        freeval(&base);
    } else {
        val idx = expr(e, ix);
        for (int i = 0; i < (lanes > 1 ? lanes : 1); i++) {
            ind(e);
            if (s->cond)
                tt_buf_printf(e->b, "if (%s) ", lane(&c, i));
            tt_buf_printf(e->b, "%s[%s] = (%s)%s;\n", bn, lane(&idx, i), cty(edt),
                          lane(&v, i));
        }
        freeval(&idx);
    }
    freeval(&v);
    freeval(&c);
    free(bn);
}

static void block_open(oe *e)
{
    tt_buf_puts(e->b, "{\n");
    e->indent++;
}

static void block_close(oe *e)
{
    e->indent--;
    ind(e);
    tt_buf_puts(e->b, "}\n");
}

/* Does s contain a barrier? */
static int has_barrier(const lw_stmt *s)
{
    if (!s)
        return 0;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            if (has_barrier(s->list[i]))
                return 1;
        return 0;
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        return has_barrier(s->body);
    case LS_IF:
        return has_barrier(s->body) || has_barrier(s->els);
    case LS_BARRIER:
        return 1;
    default:
        return 0;
    }
}

static void stmt(oe *e, const lw_stmt *s)
{
    if (!s || e->failed)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            stmt(e, s->list[i]);
        return;
    case LS_FOR: {
        ind(e);
        block_open(e);
        val lo = expr(e, s->min), ext = expr(e, s->extent);
        ind(e);
        tt_buf_printf(e->b, "const long e%d = %s + %s;\n", s->var, lo.v[0], ext.v[0]);
        ind(e);
        int64_t c0, cx;
        const lw_var *lv = &e->p->vars[s->var];
        if (lw_is_const(s->min, &c0) && !lw_is_const(s->extent, &cx) && lv->hi >= lv->lo &&
            lv->hi - lv->lo < ((int64_t)1 << 30) && !has_barrier(s->body)) {
            /* A trip count that varies between work-items: the variable's
               static range as the count, a guard inside.  PoCL 3.1 ran
               such a loop as often for every work-item as for one of them
               (rows of a matmul tile never written); uniform control flow
               suits a GPU's SIMD lanes too. */
            tt_buf_printf(e->b, "for (long v%d = %s; v%d <= %lldL; v%d++) if (v%d < e%d) ",
                          s->var, lo.v[0], s->var, (long long)lv->hi, s->var, s->var, s->var);
        } else {
            tt_buf_printf(e->b, "for (long v%d = %s; v%d < e%d; v%d++) ", s->var, lo.v[0],
                          s->var, s->var, s->var);
        }
        freeval(&lo);
        freeval(&ext);
        block_open(e);
        if (has_barrier(s->body)) {
            /* PoCL 3.1 asserted (ParallelRegion.cc: exit != NULL: an abort,
               the process gone) on some loops with barriers unless the
               body starts with one.  Legal (the loop is uniform: the
               barriers in it are) and cheap next to the ones there. */
            ind(e);
            tt_buf_puts(e->b, "barrier(CLK_LOCAL_MEM_FENCE);\n");
        }
        stmt(e, s->body);
        block_close(e);
        block_close(e);
        return;
    }
    case LS_LET: {
        ind(e);
        block_open(e);
        val v = expr(e, s->min);
        ind(e);
        tt_buf_printf(e->b, "const long v%d = %s;\n", s->var, v.v[0]);
        freeval(&v);
        stmt(e, s->body);
        block_close(e);
        return;
    }
    case LS_IF: {
        ind(e);
        block_open(e);
        val c = expr(e, s->cond);
        ind(e);
        tt_buf_printf(e->b, "if (%s) ", c.v[0]);
        freeval(&c);
        block_open(e);
        stmt(e, s->body);
        block_close(e);
        if (s->els) {
            ind(e);
            tt_buf_puts(e->b, "else ");
            block_open(e);
            stmt(e, s->els);
            block_close(e);
        }
        block_close(e);
        return;
    }
    case LS_STORE:
        ind(e);
        block_open(e);
        store(e, s);
        block_close(e);
        return;
    case LS_ALLOC: {
        const lw_buf *b = &e->p->bufs[s->buf];
        if (b->scope == LB_SHARED) {   /* declared at kernel scope */
            stmt(e, s->body);
            return;
        }
        if (b->scope == LB_HEAP) {
            efail(e, "a heap buffer inside an OpenCL kernel");
            return;
        }
        ind(e);
        block_open(e);
        ind(e);
        tt_buf_printf(e->b, "%s b%d[%lld]%s;\n", cty(b->dt), s->buf, (long long)b->size,
                      b->scope == LB_STACK ? " = {0}" : "");
        stmt(e, s->body);
        block_close(e);
        return;
    }
    case LS_BARRIER:
        ind(e);
        tt_buf_puts(e->b, "barrier(CLK_LOCAL_MEM_FENCE);\n");
        return;
    case LS_PARALLEL:
        efail(e, "an outlined parallel call in an OpenCL program");
        return;
    }
}

static void shared_decls(oe *e, const lw_stmt *s)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            shared_decls(e, s->list[i]);
        return;
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        if (s->op == LS_ALLOC && e->p->bufs[s->buf].scope == LB_SHARED) {
            const lw_buf *b = &e->p->bufs[s->buf];
            ind(e);
            tt_buf_printf(e->b, "__local %s b%d[%lld];\n", cty(b->dt), s->buf,
                          (long long)b->size);
        }
        shared_decls(e, s->body);
        return;
    case LS_IF:
        shared_decls(e, s->body);
        shared_decls(e, s->els);
        return;
    }
}

static void kernel_head(oe *e, int k)
{
    const lw_prog *p = e->p;
    tt_buf_printf(e->b, "__kernel void tt_k%d(", k);
    int first = 1;
    for (int i = 0; i < p->nbufs; i++) {
        const lw_buf *b = &p->bufs[i];
        if (b->param < 0)
            continue;
        tt_buf_printf(e->b, "%s__global %s%s *restrict b%d", first ? "" : ", ",
                      b->kind == LB_INPUT ? "const " : "", cty(b->dt), i);
        first = 0;
    }
    tt_buf_puts(e->b, ")\n");
}

int ocl_emit(const lw_prog *p, tt_buf *src, ocl_launch *launch, int *nlaunch, int max,
             char *err, size_t n)
{
    oe e;
    memset(&e, 0, sizeof e);
    e.p = p;
    e.err = err;
    e.errn = n;
    tt_buf body = {0};
    e.b = &body;
    /* the kernels: one per top-level statement */
    const lw_stmt *top = p->funcs[0].body;
    const lw_stmt *list[1] = {top};
    const lw_stmt *const *items = list;
    int nitems = 1;
    if (top && top->op == LS_BLOCK) {
        items = (const lw_stmt *const *)top->list;
        nitems = top->n;
    }
    int k = 0;
    for (int i = 0; i < nitems && !e.failed; i++) {
        const lw_stmt *s = items[i];
        if (!s)
            continue;
        if (k == max) {
            efail(&e, "too many kernels");
            break;
        }
        kernel_head(&e, k);
        tt_buf_puts(&body, "{\n");
        e.indent = 1;
        if (s->op == LS_FOR && s->kind == LF_PARALLEL && s->wgsize > 0) {
            int64_t total;
            if (!lw_is_const(s->extent, &total)) {
                efail(&e, "an NDRange of unknown size");
                break;
            }
            launch[k].global = total;
            launch[k].local = s->wgsize;
            shared_decls(&e, s->body);
            ind(&e);
            tt_buf_printf(&body, "const long v%d = (long)get_global_id(0);\n", s->var);
            stmt(&e, s->body);
        } else {
            launch[k].global = 1;
            launch[k].local = 1;
            shared_decls(&e, s);
            stmt(&e, s);
        }
        tt_buf_puts(&body, "}\n\n");
        k++;
    }
    if (e.failed || body.oom) {
        if (!e.failed)
            tt_snprintf(err, n, "out of memory emitting OpenCL C");
        tt_buf_free(&body);
        return -1;
    }
    *nlaunch = k;
    if (e.uses_f64)
        tt_buf_puts(src, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
    tt_buf_puts(src,
                "/* generated by tt */\n"
                "inline long tt_fdiv(long a, long b) {\n"
                "    if (b == 0) return 0;\n"
                "    if (b == -1) return -a;\n"
                "    long q = a / b;\n"
                "    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;\n"
                "    return q;\n"
                "}\n"
                "inline long tt_fmod(long a, long b) {\n"
                "    if (b == 0 || b == -1) return 0;\n"
                "    long m = a % b;\n"
                "    if (m != 0 && ((m < 0) != (b < 0))) m += b;\n"
                "    return m;\n"
                "}\n\n");
    tt_buf_puts(src, body.s ? body.s : "");
    tt_buf_free(&body);
    return 0;
}

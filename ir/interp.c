/*
 * The reference interpreter: the oracle every backend, operator and knob
 * configuration is checked against.  Deliberately naive: every tensor is a
 * dense array of doubles, every statement a walk over all its points, every
 * expression a tree walk.  Stored values are rounded to the tensor's dtype;
 * reductions accumulate in f64 (i32: in 64-bit integers, wrapped when
 * stored; max= and min= compare terms wrapped to 32 bits).  A read outside
 * a tensor yields 0.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct {
    const ir_task *t;
    double **buf;        /* per tensor, dense row-major */
    int64_t vals[64];    /* current index-variable values */
    double *mag;         /* per tensor: the largest sum of |terms| of a += reduction */
} interp;

static double eval_f(interp *ip, const ir_expr *e);
static int64_t eval_i(interp *ip, const ir_expr *e);
static int eval_b(interp *ip, const ir_expr *e);

double ir_load_elem(int dtype, const void *base, int64_t off)
{
    switch (dtype) {
    case DT_F32: return ((const float *)base)[off];
    case DT_F64: return ((const double *)base)[off];
    case DT_I32: return ((const int32_t *)base)[off];
    }
    return 0;
}

static double round_to(int dtype, double v)
{
    if (dtype == DT_F32)
        return (double)(float)v;
    if (dtype == DT_I32)
        return (double)ir_wrap32(ir_f2i(v));
    return v;
}

void ir_store_elem(int dtype, void *base, int64_t off, double v)
{
    switch (dtype) {
    case DT_F32: ((float *)base)[off] = (float)v; break;
    case DT_F64: ((double *)base)[off] = v; break;
    case DT_I32: ((int32_t *)base)[off] = (int32_t)ir_wrap32(ir_f2i(v)); break;
    }
}

/* Value of a read: the element, or 0 outside the tensor. */
static double load(interp *ip, const ir_expr *e)
{
    const ir_task *t = ip->t;
    int ti = e->id;
    int64_t off = 0;
    for (int k = 0; k < e->nargs; k++) {
        int64_t i = eval_i(ip, e->args[k]);
        int64_t n = t->shape[ti][k];
        if (i < 0 || i >= n)
            return 0;
        off = off * n + i;
    }
    return ip->buf[ti][off];
}

static double call_f(int fn, double a, double b)
{
    switch (fn) {
    case FN_EXP: return exp(a);
    case FN_LOG: return log(a);
    case FN_SQRT: return sqrt(a);
    case FN_RSQRT: return 1.0 / sqrt(a);
    case FN_TANH: return tanh(a);
    case FN_SIGMOID: return 1.0 / (1.0 + exp(-a));
    case FN_ERF: return erf(a);
    case FN_FLOOR: return floor(a);
    case FN_CEIL: return ceil(a);
    case FN_ABS: return fabs(a);
    case FN_MAX: return fmax(a, b);
    case FN_MIN: return fmin(a, b);
    case FN_POW: return pow(a, b);
    }
    return 0;
}

static double eval_f(interp *ip, const ir_expr *e)
{
    const ir_expr *const *x = (const ir_expr *const *)e->args;
    switch (e->op) {
    case E_FLT: return e->type == DT_F32 ? (double)(float)e->fval : e->fval;
    case E_INT: return (double)e->ival;
    case E_ACCESS: return load(ip, e);
    case E_NEG: return -eval_f(ip, x[0]);
    case E_ADD: return eval_f(ip, x[0]) + eval_f(ip, x[1]);
    case E_SUB: return eval_f(ip, x[0]) - eval_f(ip, x[1]);
    case E_MUL: return eval_f(ip, x[0]) * eval_f(ip, x[1]);
    case E_DIV: return eval_f(ip, x[0]) / eval_f(ip, x[1]);
    case E_SELECT: return eval_b(ip, x[0]) ? eval_f(ip, x[1]) : eval_f(ip, x[2]);
    case E_CALL:
        return call_f(e->fn, eval_f(ip, x[0]), e->nargs > 1 ? eval_f(ip, x[1]) : 0);
    case E_CAST: {
        double v = x[0]->type == DT_I32  ? (double)eval_i(ip, x[0])
                 : x[0]->type == DT_BOOL ? (double)eval_b(ip, x[0])
                                         : eval_f(ip, x[0]);
        return e->type == DT_F32 ? (double)(float)v : v;
    }
    }
    return 0;
}

static int64_t eval_i(interp *ip, const ir_expr *e)
{
    const ir_task *t = ip->t;
    const ir_expr *const *x = (const ir_expr *const *)e->args;
    switch (e->op) {
    case E_INT: return e->ival;
    case E_VAR: return ip->vals[e->id];
    case E_DIM: return t->dim[e->id];
    case E_ATTR: return t->attr[e->id];
    case E_ACCESS: return (int64_t)load(ip, e);
    case E_NEG: return ir_wsub(0, eval_i(ip, x[0]));
    case E_ADD: return ir_wadd(eval_i(ip, x[0]), eval_i(ip, x[1]));
    case E_SUB: return ir_wsub(eval_i(ip, x[0]), eval_i(ip, x[1]));
    case E_MUL: return ir_wmul(eval_i(ip, x[0]), eval_i(ip, x[1]));
    case E_DIV: return ir_floordiv(eval_i(ip, x[0]), eval_i(ip, x[1]));
    case E_MOD: return ir_floormod(eval_i(ip, x[0]), eval_i(ip, x[1]));
    case E_SELECT: return eval_b(ip, x[0]) ? eval_i(ip, x[1]) : eval_i(ip, x[2]);
    case E_CALL: {
        int64_t a = eval_i(ip, x[0]);
        int64_t b = e->nargs > 1 ? eval_i(ip, x[1]) : 0;
        if (e->fn == FN_ABS) return a < 0 ? ir_wsub(0, a) : a;
        if (e->fn == FN_MAX) return a > b ? a : b;
        if (e->fn == FN_MIN) return a < b ? a : b;
        return 0;
    }
    case E_CAST:
        if (x[0]->type == DT_I32) return ir_wrap32(eval_i(ip, x[0]));
        if (x[0]->type == DT_BOOL) return eval_b(ip, x[0]);
        return ir_f2i(eval_f(ip, x[0]));
    }
    return 0;
}

static int cmp(int op, double a, double b)
{
    switch (op) {
    case E_LT: return a < b;
    case E_LE: return a <= b;
    case E_GT: return a > b;
    case E_GE: return a >= b;
    case E_EQ: return a == b;
    case E_NE: return a != b;
    }
    return 0;
}

static int cmp_i(int op, int64_t a, int64_t b)
{
    switch (op) {
    case E_LT: return a < b;
    case E_LE: return a <= b;
    case E_GT: return a > b;
    case E_GE: return a >= b;
    case E_EQ: return a == b;
    case E_NE: return a != b;
    }
    return 0;
}

static int eval_b(interp *ip, const ir_expr *e)
{
    const ir_expr *const *x = (const ir_expr *const *)e->args;
    switch (e->op) {
    case E_NOT: return !eval_b(ip, x[0]);
    case E_AND: return eval_b(ip, x[0]) && eval_b(ip, x[1]);
    case E_OR: return eval_b(ip, x[0]) || eval_b(ip, x[1]);
    case E_SELECT: return eval_b(ip, x[0]) ? eval_b(ip, x[1]) : eval_b(ip, x[2]);
    default:
        if (x[0]->type == DT_I32)
            return cmp_i(e->op, eval_i(ip, x[0]), eval_i(ip, x[1]));
        return cmp(e->op, eval_f(ip, x[0]), eval_f(ip, x[1]));
    }
}

static void run_stmt(interp *ip, int si, int64_t step)
{
    const ir_task *t = ip->t;
    const ir_stmt *s = &t->def->stmts[si];
    const int64_t *ext = t->extent[si];
    int dt = t->def->tensors[s->tensor].dtype;
    int isint = s->rhs->type == DT_I32;
    double *out = ip->buf[s->tensor];
    int ns = s->nspatial, nv = s->nvars;
    int64_t *v = ip->vals;
    for (int i = 0; i < nv; i++)
        v[i] = 0;
    int64_t off = 0;   /* row-major position of the spatial point */
    for (;;) {
        if (step > 1 && off % step != 0) {
            off++;
            int k = ns - 1;
            while (k >= 0 && ++v[k] == ext[k]) {
                v[k] = 0;
                k--;
            }
            if (k < 0)
                break;
            continue;
        }
        double facc = 0, fmag = 0;
        int64_t iacc = 0;
        switch (s->op) {
        case OP_MUL: facc = 1; iacc = 1; break;
        case OP_MAX: facc = -INFINITY; iacc = INT64_MIN; break;
        case OP_MIN: facc = INFINITY; iacc = INT64_MAX; break;
        }
        for (int r = ns; r < nv; r++)
            v[r] = 0;
        for (;;) {
            if (isint) {
                int64_t x = eval_i(ip, s->rhs);
                switch (s->op) {
                case OP_ASSIGN: iacc = x; break;
                case OP_ADD: iacc = ir_wadd(iacc, x); break;
                case OP_MUL: iacc = ir_wmul(iacc, x); break;
                /* max= and min= compare i32 terms: each wrapped to 32
                   bits first, so that a partial result stored in the
                   i32 output (a reduction split in blocks) loses nothing */
                case OP_MAX: x = ir_wrap32(x); iacc = x > iacc ? x : iacc; break;
                case OP_MIN: x = ir_wrap32(x); iacc = x < iacc ? x : iacc; break;
                }
            } else {
                double x = eval_f(ip, s->rhs);
                switch (s->op) {
                case OP_ASSIGN: facc = x; break;
                case OP_ADD: facc += x; fmag += fabs(x); break;
                case OP_MUL: facc *= x; break;
                case OP_MAX: facc = fmax(facc, x); break;
                case OP_MIN: facc = fmin(facc, x); break;
                }
            }
            int r = nv - 1;
            while (r >= ns && ++v[r] == ext[r]) {
                v[r] = 0;
                r--;
            }
            if (r < ns)
                break;
        }
        out[off++] = isint ? (double)ir_wrap32(iacc) : round_to(dt, facc);
        if (fmag > ip->mag[s->tensor])
            ip->mag[s->tensor] = fmag;
        int k = ns - 1;
        while (k >= 0 && ++v[k] == ext[k]) {
            v[k] = 0;
            k--;
        }
        if (k < 0)
            break;
    }
}

int ir_interp(const ir_task *t, void *const *inputs, void *const *outputs)
{
    return ir_interp_sampled(t, inputs, outputs, 1);
}

int64_t ir_interp_step(const ir_task *t, double max_work)
{
    const ir_def *d = t->def;
    if (d->nstmts != 1)
        return 1;
    double work = 1;
    for (int v = 0; v < d->stmts[0].nvars; v++)
        work *= (double)t->extent[0][v];
    if (work <= max_work)
        return 1;
    int64_t step = (int64_t)(work / max_work) + 1;
    if (step % 2 == 0)   /* odd steps visit every column of a row-major tensor */
        step++;
    return step;
}

int ir_interp_sampled(const ir_task *t, void *const *inputs, void *const *outputs,
                      int64_t step)
{
    return ir_interp_mag(t, inputs, outputs, step, NULL);
}

int ir_interp_mag(const ir_task *t, void *const *inputs, void *const *outputs, int64_t step,
                  double *mag)
{
    const ir_def *d = t->def;
    if (step > 1 && d->nstmts != 1)
        step = 1;
    for (int i = 0; i < d->nstmts; i++)
        if (d->stmts[i].nvars > 64)
            return TT_ERR_UNSUPPORTED;
    interp ip;
    memset(&ip, 0, sizeof ip);
    ip.t = t;
    ip.buf = calloc((size_t)d->ntensors, sizeof(double *));
    ip.mag = calloc((size_t)d->ntensors, sizeof(double));
    if (!ip.buf || !ip.mag) {
        free(ip.buf);
        free(ip.mag);
        return TT_ERR_NOMEM;
    }
    int st = TT_OK;
    for (int i = 0; i < d->ntensors; i++) {
        ip.buf[i] = malloc(sizeof(double) * (size_t)ir_tensor_numel(t, i));
        if (!ip.buf[i]) {
            st = TT_ERR_NOMEM;
            goto out;
        }
    }
    for (int i = 0; i < d->ninputs; i++) {
        const ir_tensor *tn = &d->tensors[i];
        int64_t n = ir_tensor_numel(t, i), idx[TT_MAX_RANK] = {0};
        for (int64_t p = 0; p < n; p++) {
            int64_t off = 0;
            for (int k = 0; k < tn->rank; k++)
                off += idx[k] * t->stride[i][k];
            ip.buf[i][p] = ir_load_elem(tn->dtype, inputs[i], off);
            for (int k = tn->rank - 1; k >= 0 && ++idx[k] == t->shape[i][k]; k--)
                idx[k] = 0;
        }
    }
    for (int s = 0; s < d->nstmts; s++)
        run_stmt(&ip, s, step);
    for (int o = 0; o < d->noutputs; o++) {
        int i = d->ninputs + o;
        const ir_tensor *tn = &d->tensors[i];
        int64_t n = ir_tensor_numel(t, i), idx[TT_MAX_RANK] = {0};
        if (mag)
            mag[o] = ip.mag[i];
        for (int64_t p = 0; p < n; p++) {
            int64_t off = 0;
            for (int k = 0; k < tn->rank; k++)
                off += idx[k] * t->stride[i][k];
            if (step <= 1 || p % step == 0)
                ir_store_elem(tn->dtype, outputs[o], off, ip.buf[i][p]);
            for (int k = tn->rank - 1; k >= 0 && ++idx[k] == t->shape[i][k]; k--)
                idx[k] = 0;
        }
    }
out:
    for (int i = 0; i < d->ntensors; i++)
        free(ip.buf[i]);
    free(ip.buf);
    free(ip.mag);
    return st;
}

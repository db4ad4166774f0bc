/*
 * Build, expressions: an IR expression at a point of a stage's nest -> a
 * loop AST expression.  Reads of inlined statements become their value
 * (zero outside the tensor), the producer's reads in an epilogue become
 * its accumulator, packed reads read the panel; everything else is a load
 * with no guard yet (the guards pass adds them).
 */
#include "lower/build_internal.h"

int lwb_dt(int irdt)
{
    return irdt == DT_I32 ? DT_I64 : irdt;
}

lw_expr *lwb_zero(lw_prog *p, int dt)
{
    return dt == DT_I64 ? lw_int(p, 0) : lw_flt(p, dt, 0);
}

lw_expr *lwb_identity(lw_prog *p, int op, int dt)
{
    if (dt == DT_I64) {
        switch (op) {
        case OP_MUL: return lw_int(p, 1);
        case OP_MAX: return lw_int(p, INT64_MIN);
        case OP_MIN: return lw_int(p, INT64_MAX);
        }
        return lw_int(p, 0);
    }
    switch (op) {
    case OP_MUL: return lw_flt(p, dt, 1);
    case OP_MAX: return lw_flt(p, dt, -__builtin_inf());
    case OP_MIN: return lw_flt(p, dt, __builtin_inf());
    }
    return lw_flt(p, dt, 0);
}

lw_expr *lwb_combine(lw_prog *p, int op, lw_expr *acc, lw_expr *v)
{
    switch (op) {
    case OP_ADD: return lw_bin(p, LE_ADD, acc, v);
    case OP_MUL: return lw_bin(p, LE_MUL, acc, v);
    case OP_MAX: return lw_bin(p, LE_MAX, acc, v);
    case OP_MIN: return lw_bin(p, LE_MIN, acc, v);
    }
    return v;
}

/* 0 <= idx < n, unless provable from the static ranges */
static lw_expr *in_bounds(bctx *b, lw_expr *idx, int64_t n, lw_expr *acc)
{
    lw_prog *p = b->p;
    int64_t lo, hi;
    if (lw_bounds(p, idx, &lo, &hi) && lo >= 0 && hi < n)
        return acc;
    lw_expr *c = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_int(p, 0), idx),
                        lw_bin(p, LE_LT, idx, lw_int(p, n)));
    return acc ? lw_bin(p, LE_AND, acc, c) : c;
}

lw_expr *lwb_wrap32(lw_prog *p, lw_expr *x)
{
    /* ((x + 2^31) mod 2^32) - 2^31 with floor modulo */
    lw_expr *s = lw_bin(p, LE_ADD, x, lw_int(p, (int64_t)1 << 31));
    s = lw_bin(p, LE_MOD, s, lw_int(p, (int64_t)1 << 32));
    return lw_bin(p, LE_SUB, s, lw_int(p, (int64_t)1 << 31));
}

/* A read of tensor e->id at the point vm: an inlined statement's value
 * (zero outside the tensor), the accumulator in an epilogue, the panel of
 * a packed read, or a load. */
static lw_expr *read_tensor(bctx *b, const ir_expr *e, lw_expr **vm, int top)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    const ir_def *d = b->d;
    int ti = e->id;
    const ir_tensor *tn = &d->tensors[ti];
    int q = -1;
    if (top)
        q = st->next_read++;
    if (tn->def_stmt >= 0 && b->sched->mode[tn->def_stmt] == SM_INLINE) {
        const ir_stmt *ps = &d->stmts[tn->def_stmt];
        lw_expr *vm2[64];
        lw_expr *cond = NULL;
        for (int k = 0; k < tn->rank; k++) {
            vm2[k] = lwb_conv(b, e->args[k], vm, 0);
            cond = in_bounds(b, vm2[k], b->t->shape[ti][k], cond);
        }
        lw_expr *v = lwb_conv(b, ps->rhs, vm2, 0);
        if (tn->dtype == DT_I32)
            v = lwb_wrap32(p, v);
        if (cond)
            v = lw_select(p, cond, v, lwb_zero(p, v->dt));
        return v;
    }
    if (ti == st->epilogue_src)
        return st->epilogue_value;
    if (q >= 0 && q < LW_MAX_READS && st->pack[q].level == PK_WIN)
        return lwb_window_read(b, &st->pack[q], e, vm);
    if (q >= 0 && q < LW_MAX_READS && st->pack[q].level)
        return lwb_pack_read(b, &st->pack[q]);
    lw_expr *idx[TT_MAX_RANK];
    int n = 0;
    for (int k = 0; k < tn->rank; k++) {
        if (b->row_temp[ti] && k < b->group_axes)
            continue;   /* per-row temp: the row is implicit */
        idx[n++] = lwb_conv(b, e->args[k], vm, 0);
    }
    if (b->tensor_buf[ti] < 0) {
        lwb_fail(b, "internal: read of a tensor with no buffer");
        return lwb_zero(p, lwb_dt(tn->dtype));
    }
    lw_expr *ld = lw_load(p, b->tensor_buf[ti], n, idx, NULL);
    for (int i = 0; st->clip_on && i < st->nclip; i++)
        if (st->clip_read[i] == e)
            ld->inside = st->clip_dims[i];
    return ld;
}

lw_expr *lwb_conv(bctx *b, const ir_expr *e, lw_expr **vm, int top)
{
    lw_prog *p = b->p;
    lw_expr *a[3] = {NULL, NULL, NULL};
    if (e->op != E_ACCESS)
        for (int i = 0; i < e->nargs && i < 3; i++)
            a[i] = lwb_conv(b, e->args[i], vm, top);
    switch (e->op) {
    case E_INT:
        return e->type == DT_I32 ? lw_int(p, e->ival) : lw_flt(p, e->type, (double)e->ival);
    case E_FLT:
        return lw_flt(p, e->type, e->fval);
    case E_VAR:
        return vm[e->id];
    case E_DIM:
        return lw_int(p, b->t->dim[e->id]);
    case E_ATTR:
        return lw_int(p, b->t->attr[e->id]);
    case E_ACCESS:
        return read_tensor(b, e, vm, top);
    case E_NEG:
        return lw_un(p, LE_NEG, a[0]);
    case E_NOT:
        return lw_un(p, LE_NOT, a[0]);
    case E_ADD: return lw_bin(p, LE_ADD, a[0], a[1]);
    case E_SUB: return lw_bin(p, LE_SUB, a[0], a[1]);
    case E_MUL: return lw_bin(p, LE_MUL, a[0], a[1]);
    case E_DIV: return lw_bin(p, LE_DIV, a[0], a[1]);
    case E_MOD: return lw_bin(p, LE_MOD, a[0], a[1]);
    case E_AND: return lw_bin(p, LE_AND, a[0], a[1]);
    case E_OR: return lw_bin(p, LE_OR, a[0], a[1]);
    case E_LT: return lw_bin(p, LE_LT, a[0], a[1]);
    case E_LE: return lw_bin(p, LE_LE, a[0], a[1]);
    case E_GT: return lw_bin(p, LE_LT, a[1], a[0]);
    case E_GE: return lw_bin(p, LE_LE, a[1], a[0]);
    case E_EQ: return lw_bin(p, LE_EQ, a[0], a[1]);
    case E_NE: return lw_bin(p, LE_NE, a[0], a[1]);
    case E_SELECT: return lw_select(p, a[0], a[1], a[2]);
    case E_CALL:
        if (e->fn == FN_MAX)
            return lw_bin(p, LE_MAX, a[0], a[1]);
        if (e->fn == FN_MIN)
            return lw_bin(p, LE_MIN, a[0], a[1]);
        if (e->fn == FN_ABS && a[0]->dt == DT_I64)
            return lw_select(p, lw_bin(p, LE_LT, a[0], lw_int(p, 0)),
                             lw_un(p, LE_NEG, a[0]), a[0]);
        return lw_call(p, e->fn, a[0], a[1]);
    case E_CAST: {
        int to = lwb_dt(e->fn);
        if (a[0]->dt == DT_BOOL)
            return lw_select(p, a[0], to == DT_I64 ? lw_int(p, 1) : lw_flt(p, to, 1),
                             lwb_zero(p, to));
        if (to == DT_I64 && a[0]->dt == DT_I64)
            return lwb_wrap32(p, a[0]);
        return lw_cast(p, to, a[0]);
    }
    }
    lwb_fail(b, "internal: unknown expression");
    return lw_int(p, 0);
}


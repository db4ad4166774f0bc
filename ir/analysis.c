/*
 * Small analyses of a statement's expressions over a Task's concrete
 * ranges: the interval of an integer expression, and whether it depends on
 * an index variable.  A sub-expression that is constant over the ranges
 * -- f / (F/groups) * CG with groups = 1 is 0 -- depends on nothing, so a
 * convolution's input is not taken to vary with the output channel.
 */
#include "ir/ir.h"

int ir_expr_range(const ir_task *t, int si, const ir_expr *e, int64_t *lo, int64_t *hi)
{
    int64_t al, ah, bl, bh;
    switch (e->op) {
    case E_INT: *lo = *hi = e->ival; return 1;
    case E_DIM: *lo = *hi = t->dim[e->id]; return 1;
    case E_ATTR: *lo = *hi = t->attr[e->id]; return 1;
    case E_VAR: *lo = 0; *hi = t->extent[si][e->id] - 1; return 1;
    case E_NEG:
        if (!ir_expr_range(t, si, e->args[0], &al, &ah))
            return 0;
        *lo = -ah;
        *hi = -al;
        return 1;
    case E_ADD: case E_SUB: case E_MUL:
        if (!ir_expr_range(t, si, e->args[0], &al, &ah) ||
            !ir_expr_range(t, si, e->args[1], &bl, &bh))
            return 0;
        if (e->op == E_ADD) { *lo = al + bl; *hi = ah + bh; return 1; }
        if (e->op == E_SUB) { *lo = al - bh; *hi = ah - bl; return 1; }
        {
            int64_t c[4] = {al * bl, al * bh, ah * bl, ah * bh};
            *lo = *hi = c[0];
            for (int i = 1; i < 4; i++) {
                if (c[i] < *lo) *lo = c[i];
                if (c[i] > *hi) *hi = c[i];
            }
        }
        return 1;
    case E_DIV:
        if (!ir_expr_range(t, si, e->args[0], &al, &ah) ||
            !ir_expr_range(t, si, e->args[1], &bl, &bh) || bl != bh || bl <= 0)
            return 0;
        *lo = ir_floordiv(al, bl);
        *hi = ir_floordiv(ah, bl);
        return 1;
    }
    return 0;
}

int ir_expr_depends(const ir_task *t, int si, const ir_expr *e, int v)
{
    int64_t lo, hi;
    if (e->op == E_VAR)
        return e->id == v;
    if (ir_expr_range(t, si, e, &lo, &hi) && lo == hi)
        return 0;
    for (int i = 0; i < e->nargs; i++)
        if (ir_expr_depends(t, si, e->args[i], v))
            return 1;
    return 0;
}

uint64_t ir_read_uses(const ir_task *t, int si, const ir_expr *rd)
{
    uint64_t m = 0;
    int nv = t->def->stmts[si].nvars;
    for (int v = 0; v < nv && v < 64; v++)
        for (int k = 0; k < rd->nargs; k++)
            if (ir_expr_depends(t, si, rd->args[k], v)) {
                m |= 1ull << v;
                break;
            }
    return m;
}

/*
 * Printing: dtype/op tables, and a Def printed back in the language.  With
 * canon set, the text is the canonical form hashed for a Task's identity:
 * index variables renamed i0, i1, ... in order of first appearance in each
 * statement, one spacing, no comments, numbers printed exactly.
 */
#include <math.h>
#include <string.h>

#include "ir/ir.h"

const char *const ir_op_spelling[E_COUNT] = {
#define X(n, s, a) s,
    IR_EXPR_OPS(X)
#undef X
};
const char *const ir_fn_name[FN_COUNT] = {
#define X(n, s, a, f) s,
    IR_FUNCS(X)
#undef X
};
const int ir_fn_arity[FN_COUNT] = {
#define X(n, s, a, f) a,
    IR_FUNCS(X)
#undef X
};
const int ir_fn_float_only[FN_COUNT] = {
#define X(n, s, a, f) f,
    IR_FUNCS(X)
#undef X
};
const char *const ir_stmt_op_spelling[] = {"=", "+=", "*=", "max=", "min="};

const char *ir_dtype_name(int dt)
{
    switch (dt) {
    case DT_F32: return "f32";
    case DT_F64: return "f64";
    case DT_I32: return "i32";
    case DT_BOOL: return "bool";
    }
    return "?";
}

int ir_dtype_size(int dt)
{
    return dt == DT_F64 ? 8 : 4;
}

int ir_find_tensor(const ir_def *d, const char *name)
{
    for (int i = 0; i < d->ntensors; i++)
        if (strcmp(d->tensors[i].name, name) == 0)
            return i;
    return -1;
}

int ir_find_attr(const ir_def *d, const char *name)
{
    for (int i = 0; i < d->nattrs; i++)
        if (strcmp(d->attrs[i].name, name) == 0)
            return i;
    return -1;
}

static int prec(int op)
{
    switch (op) {
    case E_OR: return 1;
    case E_AND: return 2;
    case E_LT: case E_LE: case E_GT: case E_GE: case E_EQ: case E_NE: return 3;
    case E_ADD: case E_SUB: return 4;
    case E_MUL: case E_DIV: case E_MOD: return 5;
    case E_NEG: case E_NOT: return 6;
    }
    return 7;
}

static void print_num(tt_buf *b, const ir_expr *e)
{
    if (e->op == E_INT) {
        tt_buf_printf(b, "%lld", (long long)e->ival);
    } else if (isinf(e->fval)) {
        tt_buf_puts(b, e->fval < 0 ? "-inf" : "inf");
    } else {
        char tmp[40];
        tt_snprintf(tmp, sizeof tmp, "%.17g", e->fval);
        tt_buf_puts(b, tmp);
        if (!strpbrk(tmp, ".en"))
            tt_buf_puts(b, ".0");
    }
}

static void pexpr(tt_buf *b, const ir_def *d, const ir_stmt *s,
                  const ir_expr *e, int canon, int ctx)
{
    int p = prec(e->op);
    int paren = p < ctx;
    if ((e->op == E_INT && e->ival < 0) || (e->op == E_FLT && e->fval < 0))
        paren = ctx >= 6;
    if (paren)
        tt_buf_putc(b, '(');
    switch (e->op) {
    case E_INT:
    case E_FLT:
        print_num(b, e);
        break;
    case E_VAR:
        if (canon || !s)
            tt_buf_printf(b, "i%d", e->id);
        else
            tt_buf_puts(b, s->vars[e->id].name);
        break;
    case E_DIM:
        tt_buf_puts(b, d->dims[e->id]);
        break;
    case E_ATTR:
        tt_buf_puts(b, d->attrs[e->id].name);
        break;
    case E_ACCESS:
        tt_buf_printf(b, "%s[", d->tensors[e->id].name);
        for (int i = 0; i < e->nargs; i++) {
            if (i)
                tt_buf_puts(b, ", ");
            pexpr(b, d, s, e->args[i], canon, 0);
        }
        tt_buf_putc(b, ']');
        break;
    case E_NEG:
    case E_NOT:
        tt_buf_puts(b, ir_op_spelling[e->op]);
        pexpr(b, d, s, e->args[0], canon, 6);
        break;
    case E_SELECT:
    case E_CALL:
    case E_CAST:
        tt_buf_puts(b, e->op == E_SELECT ? "select"
                       : e->op == E_CALL ? ir_fn_name[e->fn]
                                         : ir_dtype_name(e->fn));
        tt_buf_putc(b, '(');
        for (int i = 0; i < e->nargs; i++) {
            if (i)
                tt_buf_puts(b, ", ");
            pexpr(b, d, s, e->args[i], canon, 0);
        }
        tt_buf_putc(b, ')');
        break;
    default:   /* binary, left-associative */
        pexpr(b, d, s, e->args[0], canon, p);
        tt_buf_printf(b, " %s ", ir_op_spelling[e->op]);
        pexpr(b, d, s, e->args[1], canon, p + 1);
        break;
    }
    if (paren)
        tt_buf_putc(b, ')');
}

void ir_expr_print(tt_buf *b, const ir_def *d, const ir_stmt *s,
                   const ir_expr *e, int canon)
{
    pexpr(b, d, s, e, canon, 0);
}

static void print_tensor_decl(tt_buf *b, const ir_def *d, const ir_tensor *t)
{
    tt_buf_printf(b, "%s:%s[", t->name, ir_dtype_name(t->dtype));
    for (int k = 0; k < t->rank; k++) {
        if (k)
            tt_buf_puts(b, ", ");
        pexpr(b, d, NULL, t->dims[k], 1, 0);
    }
    tt_buf_putc(b, ']');
}

void ir_def_print(tt_buf *b, const ir_def *d, int canon)
{
    tt_buf_printf(b, "%s(", d->name);
    for (int i = 0; i < d->ninputs; i++) {
        if (i)
            tt_buf_puts(b, ", ");
        print_tensor_decl(b, d, &d->tensors[i]);
    }
    for (int i = 0; i < d->nattrs; i++)
        tt_buf_printf(b, "%s%s=%lld", i ? ", " : "; ", d->attrs[i].name,
                      (long long)d->attrs[i].value);
    tt_buf_puts(b, ") -> ");
    for (int i = d->ninputs; i < d->ninputs + d->noutputs; i++) {
        if (i > d->ninputs)
            tt_buf_puts(b, ", ");
        print_tensor_decl(b, d, &d->tensors[i]);
    }
    for (int i = 0; i < d->nreqs; i++) {
        tt_buf_puts(b, i ? ", " : "\n  requires ");
        pexpr(b, d, NULL, d->reqs[i], canon, 0);
    }
    tt_buf_puts(b, " {\n");
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *s = &d->stmts[i];
        const ir_tensor *t = &d->tensors[s->tensor];
        tt_buf_printf(b, "  %s[", t->name);
        for (int v = 0; v < s->nspatial; v++) {
            if (v)
                tt_buf_puts(b, ", ");
            if (canon)
                tt_buf_printf(b, "i%d", v);
            else
                tt_buf_puts(b, s->vars[v].name);
        }
        tt_buf_printf(b, "] %s ", ir_stmt_op_spelling[s->op]);
        pexpr(b, d, s, s->rhs, canon, 0);
        const char *sep = " where ";
        for (int v = 0; v < s->nvars; v++) {
            if (!s->vars[v].bounded)
                continue;
            if (canon)
                tt_buf_printf(b, "%si%d < ", sep, v);
            else
                tt_buf_printf(b, "%s%s < ", sep, s->vars[v].name);
            pexpr(b, d, s, s->vars[v].extent, canon, 0);
            sep = ", ";
        }
        tt_buf_putc(b, '\n');
    }
    tt_buf_puts(b, "}\n");
}

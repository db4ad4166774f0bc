/*
 * Checker: requires a parsed Def with names resolved (parse.c); produces
 * types on every expression node, the range (extent) of every index
 * variable, the shape of every intermediate tensor, and the guarantee that
 * every output is written.
 *
 * Types: integer literals and float literals are "weak" and take the type
 * of their context (an integer literal may become f32; a float literal may
 * not become i32).  Everything else is strict: f32 + i32 is an error that
 * says to write a cast.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

#include "ir/ir.h"

typedef struct {
    ir_def *d;
    ir_stmt *st;
    ir_error *err;
    jmp_buf jb;
} checker;

static _Noreturn void cerr(checker *c, int line, int col, const char *fmt, ...) TT_PRINTF(4, 5);

static _Noreturn void cerr(checker *c, int line, int col, const char *fmt, ...)
{
    char m[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    c->err->line = line;
    c->err->col = col;
    tt_snprintf(c->err->msg, sizeof c->err->msg, "%d:%d: %s", line, col, m);
    longjmp(c->jb, 1);
}

static const char *tname(const ir_expr *e)
{
    if (e->weak)
        return e->type == DT_I32 ? "integer literal" : "float literal";
    return ir_dtype_name(e->type);
}

/* Give weak node e (and its weak subtree) the type t. */
static void settype(checker *c, ir_expr *e, int t)
{
    if (!e->weak)
        return;
    if (t == DT_I32 && e->type != DT_I32)
        cerr(c, e->line, e->col, "a float literal where an i32 value is needed");
    if (t == DT_BOOL)
        cerr(c, e->line, e->col, "a number where a condition is needed");
    e->type = (uint8_t)t;
    e->weak = 0;
    if (e->op == E_INT && ir_is_float(t)) {
        e->op = E_FLT;
        e->fval = (double)e->ival;
    }
    for (int i = 0; i < e->nargs; i++)
        settype(c, e->args[i], t);
}

/* Unify the numeric operands of op at e; returns the common type (weak if
 * both are). */
static void unify(checker *c, ir_expr *e, ir_expr *a, ir_expr *b, const char *op)
{
    if (a->type == DT_BOOL || b->type == DT_BOOL)
        cerr(c, e->line, e->col, "'%s' needs numbers, not conditions", op);
    if (a->weak && b->weak) {
        e->weak = 1;
        e->type = (a->type == DT_I32 && b->type == DT_I32) ? DT_I32 : DT_F32;
        if (e->type != DT_I32) {
            /* a weak float operation: make integer literal children floats */
            if (a->type == DT_I32) settype(c, a, DT_F32), a->weak = 1;
            if (b->type == DT_I32) settype(c, b, DT_F32), b->weak = 1;
        }
        return;
    }
    if (a->weak) {
        settype(c, a, b->type);
    } else if (b->weak) {
        settype(c, b, a->type);
    } else if (a->type != b->type) {
        cerr(c, e->line, e->col,
             "type mismatch: %s %s %s (convert with %s(...))", ir_dtype_name(a->type),
             op, ir_dtype_name(b->type),
             ir_is_float(a->type) ? ir_dtype_name(a->type) : ir_dtype_name(b->type));
    }
    e->type = a->type;
    e->weak = 0;
}

static void check_expr(checker *c, ir_expr *e)
{
    for (int i = 0; i < e->nargs; i++)
        check_expr(c, e->args[i]);
    ir_expr *a = e->nargs > 0 ? e->args[0] : NULL;
    ir_expr *b = e->nargs > 1 ? e->args[1] : NULL;
    switch (e->op) {
    case E_INT:
    case E_FLT:
    case E_VAR:
    case E_DIM:
    case E_ATTR:
        return;   /* typed by the parser */
    case E_ACCESS: {
        const ir_tensor *t = &c->d->tensors[e->id];
        for (int i = 0; i < e->nargs; i++) {
            ir_expr *x = e->args[i];
            if (x->weak)
                settype(c, x, DT_I32);
            if (x->type != DT_I32)
                cerr(c, x->line, x->col,
                     "index %d of '%s' must be an integer expression, found %s",
                     i + 1, t->name, tname(x));
        }
        e->type = (uint8_t)t->dtype;
        return;
    }
    case E_NEG:
        if (a->type == DT_BOOL)
            cerr(c, e->line, e->col, "'-' needs a number; use '!' for conditions");
        e->type = a->type;
        e->weak = a->weak;
        return;
    case E_NOT:
        if (a->type != DT_BOOL)
            cerr(c, e->line, e->col, "'!' needs a condition, found %s", tname(a));
        e->type = DT_BOOL;
        return;
    case E_ADD:
    case E_SUB:
    case E_MUL:
    case E_DIV:
        unify(c, e, a, b, ir_op_spelling[e->op]);
        return;
    case E_MOD:
        unify(c, e, a, b, "%");
        if (e->weak)
            settype(c, e, DT_I32);
        if (e->type != DT_I32)
            cerr(c, e->line, e->col, "'%%' needs integer operands, found %s",
                 ir_dtype_name(e->type));
        return;
    case E_AND:
    case E_OR:
        if (a->type != DT_BOOL || b->type != DT_BOOL)
            cerr(c, e->line, e->col, "'%s' needs conditions on both sides",
                 ir_op_spelling[e->op]);
        e->type = DT_BOOL;
        return;
    case E_LT:
    case E_LE:
    case E_GT:
    case E_GE:
    case E_EQ:
    case E_NE:
        unify(c, e, a, b, ir_op_spelling[e->op]);
        if (e->weak)
            settype(c, e, a->type == DT_I32 && b->type == DT_I32 ? DT_I32 : DT_F32);
        e->type = DT_BOOL;
        e->weak = 0;
        return;
    case E_SELECT:
        if (a->type != DT_BOOL)
            cerr(c, a->line, a->col,
                 "the first argument of select() must be a condition, found %s",
                 tname(a));
        unify(c, e, b, e->args[2], "select");
        return;
    case E_CALL: {
        const char *fname = ir_fn_name[e->fn];
        if (e->nargs == 2) {
            unify(c, e, a, b, fname);
        } else {
            if (a->type == DT_BOOL)
                cerr(c, e->line, e->col, "%s() needs a number", fname);
            e->type = a->type;
            e->weak = a->weak;
        }
        if (ir_fn_float_only[e->fn]) {
            if (e->weak && e->type == DT_I32) {
                for (int i = 0; i < e->nargs; i++) {
                    settype(c, e->args[i], DT_F32);
                    e->args[i]->weak = 1;
                }
                e->type = DT_F32;
            } else if (!e->weak && !ir_is_float(e->type)) {
                cerr(c, e->line, e->col,
                     "%s() needs a floating-point argument, found %s "
                     "(convert with f32(...))", fname, ir_dtype_name(e->type));
            }
        }
        return;
    }
    case E_CAST:
        if (a->weak)
            settype(c, a, a->type == DT_I32 ? DT_I32 : DT_F64);
        e->type = e->fn;
        e->weak = 0;
        return;
    }
    cerr(c, e->line, e->col, "internal: unknown expression");
}

/* Shapes and 'where' bounds are evaluated in integers when a Task is bound
 * (task.c): no floating-point value may appear anywhere inside them. */
static void check_int_tree(checker *c, const ir_expr *e, const char *what,
                           const char *name)
{
    if (ir_is_float(e->type))
        cerr(c, e->line, e->col,
             "%s of '%s' must be computed in integers, found %s here", what, name,
             ir_dtype_name(e->type));
    for (int i = 0; i < e->nargs; i++)
        check_int_tree(c, e->args[i], what, name);
}

/* Find, for variable v of the current statement, a position where it
 * indexes a dimension alone.  Returns that dimension's extent expression. */
static ir_expr *find_range(checker *c, ir_expr *e, int v)
{
    if (e->op == E_ACCESS) {
        const ir_tensor *t = &c->d->tensors[e->id];
        for (int i = 0; i < e->nargs; i++)
            if (e->args[i]->op == E_VAR && e->args[i]->id == v)
                return t->dims[i];
    }
    for (int i = 0; i < e->nargs; i++) {
        ir_expr *r = find_range(c, e->args[i], v);
        if (r)
            return r;
    }
    return NULL;
}

static void check_stmt(checker *c, ir_stmt *st)
{
    ir_def *d = c->d;
    ir_tensor *t = &d->tensors[st->tensor];
    c->st = st;
    /* ranges */
    for (int v = 0; v < st->nvars; v++) {
        ir_var *var = &st->vars[v];
        if (var->extent) {
            /* given by 'where v < bound' */
            check_expr(c, var->extent);
            if (var->extent->weak)
                settype(c, var->extent, DT_I32);
            if (var->extent->type != DT_I32)
                cerr(c, var->extent->line, var->extent->col,
                     "the bound of '%s' must be an integer expression", var->name);
            check_int_tree(c, var->extent, "the bound", var->name);
        } else if (!var->reduce && t->kind == T_OUTPUT) {
            var->extent = t->dims[v];
        } else {
            var->extent = find_range(c, st->rhs, v);
            if (!var->extent)
                cerr(c, var->line, var->col,
                     "cannot infer the range of index variable '%s': it never "
                     "indexes a dimension alone (as in X[%s]); bound it with "
                     "'where %s < N'", var->name, var->name, var->name);
        }
    }
    if (st->op == OP_ASSIGN && st->nvars > st->nspatial) {
        const ir_var *v = &st->vars[st->nspatial];
        cerr(c, v->line, v->col,
             "index variable '%s' appears only on the right of '=': reduce "
             "over it with '+=', '*=', 'max=' or 'min=', or index the left "
             "with it", v->name);
    }
    check_expr(c, st->rhs);
    ir_expr *r = st->rhs;
    if (r->type == DT_BOOL)
        cerr(c, r->line, r->col,
             "a condition cannot be stored; use select(cond, 1, 0)");
    if (t->kind == T_TEMP) {
        if (r->weak)
            settype(c, r, r->type == DT_I32 ? DT_I32 : DT_F32);
        t->dtype = r->type;
        t->dims = tt_arena_alloc(&d->arena, sizeof(ir_expr *) * (size_t)(t->rank ? t->rank : 1));
        if (!t->dims)
            cerr(c, st->line, st->col, "out of memory");
        for (int i = 0; i < t->rank; i++)
            t->dims[i] = st->vars[i].extent;
    } else {
        if (r->weak)
            settype(c, r, t->dtype);
        if (r->type != t->dtype)
            cerr(c, r->line, r->col,
                 "cannot store %s into %s tensor '%s' (convert with %s(...))",
                 ir_dtype_name(r->type), ir_dtype_name(t->dtype), t->name,
                 ir_dtype_name(t->dtype));
    }
}

/* Dimension expressions: integers over dimensions and attributes. */
static void check_shape_expr(checker *c, const ir_tensor *t, ir_expr *e)
{
    check_expr(c, e);
    if (e->weak)
        settype(c, e, DT_I32);
    if (e->type != DT_I32)
        cerr(c, e->line, e->col,
             "a dimension of '%s' must be an integer expression, found %s",
             t->name, ir_dtype_name(e->type));
    check_int_tree(c, e, "a dimension", t->name);
}

/* A 'requires' condition: a boolean over dimensions and attributes. */
static void check_req(checker *c, ir_expr *e)
{
    check_expr(c, e);
    if (e->type != DT_BOOL)
        cerr(c, e->line, e->col,
             "a 'requires' condition of '%s' must be a comparison, found %s", c->d->name,
             ir_dtype_name(e->type));
    check_int_tree(c, e, "a 'requires' condition", c->d->name);
}

int ir_check(ir_def *d, ir_error *err)
{
    checker c;
    memset(&c, 0, sizeof c);
    c.d = d;
    c.err = err;
    if (setjmp(c.jb))
        return -1;
    for (int i = d->ninputs; i < d->ninputs + d->noutputs; i++)
        for (int k = 0; k < d->tensors[i].rank; k++)
            check_shape_expr(&c, &d->tensors[i], d->tensors[i].dims[k]);
    for (int i = 0; i < d->nreqs; i++)
        check_req(&c, d->reqs[i]);
    if (d->nstmts == 0)
        cerr(&c, d->line, d->col, "operator '%s' has no statements", d->name);
    for (int i = 0; i < d->nstmts; i++)
        check_stmt(&c, &d->stmts[i]);
    for (int i = d->ninputs; i < d->ninputs + d->noutputs; i++)
        if (d->tensors[i].def_stmt < 0)
            cerr(&c, d->tensors[i].line, d->tensors[i].col,
                 "output '%s' is never written", d->tensors[i].name);
    return 0;
}

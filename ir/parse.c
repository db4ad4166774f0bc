/*
 * Parser: text -> ir_def, names resolved (tensors, dimensions, attributes,
 * index variables).  Types and ranges are the checker's (check.c).
 *
 *   file   := def*
 *   def    := NAME '(' [decl {',' decl}] [';' attr {',' attr}] ')'
 *             '->' odecl {',' odecl} ['requires' expr {',' expr}]
 *             '{' {stmt [';']} '}'
 *   decl   := NAME [':' DTYPE] '[' [(DIM | INT) {',' (DIM | INT)}] ']'
 *   odecl  := NAME [':' DTYPE] '[' [expr {',' expr}] ']'
 *   attr   := NAME '=' ['-'] INT
 *   stmt   := NAME '[' [var {',' var}] ']' ('=' | '+=' | '*=' | 'max=' | 'min=') expr
 *             ['where' var '<' expr {',' var '<' expr}]
 *   expr   := or;  or := and {'||' and};  and := cmp {'&&' cmp}
 *   cmp    := add [('<'|'<='|'>'|'>='|'=='|'!=') add]
 *   add    := mul {('+'|'-') mul};  mul := unary {('*'|'/'|'%') unary}
 *   unary  := ('-'|'!') unary | primary
 *   primary:= INT | FLOAT | 'inf' | '(' expr ')' | NAME '[' args ']'
 *           | NAME '(' args ')' | NAME
 *
 * Every error is "LINE:COL: message" and unwinds through longjmp; all
 * memory is in the Def's arena, so an error frees it in one call.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum {
    TK_EOF, TK_NAME, TK_INT, TK_FLOAT,
    TK_LP, TK_RP, TK_LB, TK_RB, TK_LC, TK_RC, TK_COMMA, TK_SEMI, TK_COLON,
    TK_ASSIGN, TK_PLUSEQ, TK_STAREQ, TK_ARROW,
    TK_PLUS, TK_MINUS, TK_STAR, TK_SLASH, TK_PERCENT,
    TK_LT, TK_LE, TK_GT, TK_GE, TK_EQ, TK_NE, TK_AND, TK_OR, TK_NOT,
};

static const char *const tk_name[] = {
    "end of input", "a name", "an integer", "a number",
    "'('", "')'", "'['", "']'", "'{'", "'}'", "','", "';'", "':'",
    "'='", "'+='", "'*='", "'->'",
    "'+'", "'-'", "'*'", "'/'", "'%'",
    "'<'", "'<='", "'>'", "'>='", "'=='", "'!='", "'&&'", "'||'", "'!'",
};

#define MAX_DEPTH 200

typedef struct {
    int kind;
    int line, col;
    const char *start;
    size_t len;
    int64_t ival;
    double fval;
} token;

/* Growable arrays inside the arena are awkward; the parser collects into
 * fixed-size scratch vectors that grow with realloc, owned here and
 * released on both paths. */
typedef struct {
    void **v;
    int n, cap;
} vec;

typedef struct parser {
    const char *src, *p;
    int line;
    const char *line_start;
    token tok;
    ir_error *err;
    jmp_buf jb;
    ir_def *def;
    int depth;
    /* current statement's variables */
    ir_var *vars;
    int nvars, capvars;
    int in_shape;   /* parsing output dimensions (1), a 'where' bound (2) or
                       a 'requires' condition (3): no variables, no tensors */
    /* scratch */
    vec tensors, dims, attrs, stmts, reqs;
} parser;

static _Noreturn void perr_at(parser *ps, int line, int col, const char *fmt, ...)
    TT_PRINTF(4, 5);

static _Noreturn void perr_at(parser *ps, int line, int col, const char *fmt, ...)
{
    char m[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    ps->err->line = line;
    ps->err->col = col;
    tt_snprintf(ps->err->msg, sizeof ps->err->msg, "%d:%d: %s", line, col, m);
    longjmp(ps->jb, 1);
}

#define perr(ps, ...) perr_at(ps, (ps)->tok.line, (ps)->tok.col, __VA_ARGS__)

static void *palloc(parser *ps, size_t n)
{
    void *p = tt_arena_alloc(&ps->def->arena, n);
    if (!p)
        perr(ps, "out of memory");
    return p;
}

static void vec_push(parser *ps, vec *v, void *x)
{
    if (v->n == v->cap) {
        int cap = v->cap ? v->cap * 2 : 8;
        void **nv = realloc(v->v, (size_t)cap * sizeof(void *));
        if (!nv)
            perr(ps, "out of memory");
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = x;
}

/* ---- lexer ----------------------------------------------------------- */

static void describe_tok(const token *t, char *out, size_t n)
{
    if (t->kind == TK_NAME || t->kind == TK_INT || t->kind == TK_FLOAT) {
        int len = (int)(t->len > 40 ? 40 : t->len);
        tt_snprintf(out, n, "'%.*s'", len, t->start);
    } else {
        tt_snprintf(out, n, "%s", tk_name[t->kind]);
    }
}

static void next(parser *ps)
{
    const char *p = ps->p;
    for (;;) {
        if (*p == '\n') {
            ps->line++;
            p++;
            ps->line_start = p;
        } else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' ||
                   *p == '\v') {
            p++;
        } else if (*p == '#') {
            while (*p && *p != '\n')
                p++;
        } else {
            break;
        }
    }
    token *t = &ps->tok;
    t->line = ps->line;
    t->col = (int)(p - ps->line_start) + 1;
    t->start = p;
    t->len = 1;
    char c = *p;
    if (c == 0) {
        t->kind = TK_EOF;
        t->len = 0;
        ps->p = p;
        return;
    }
    if (isalpha((unsigned char)c) || c == '_') {
        const char *s = p;
        while (isalnum((unsigned char)*p) || *p == '_')
            p++;
        t->kind = TK_NAME;
        t->len = (size_t)(p - s);
        if (t->len > 64)
            perr(ps, "name longer than 64 characters");
        ps->p = p;
        return;
    }
    if (isdigit((unsigned char)c) || (c == '.' && isdigit((unsigned char)p[1]))) {
        const char *s = p;
        int isfloat = 0;
        while (isdigit((unsigned char)*p))
            p++;
        if (*p == '.') {
            isfloat = 1;
            p++;
            while (isdigit((unsigned char)*p))
                p++;
        }
        if (*p == 'e' || *p == 'E') {
            const char *q = p + 1;
            if (*q == '+' || *q == '-')
                q++;
            if (isdigit((unsigned char)*q)) {
                isfloat = 1;
                p = q;
                while (isdigit((unsigned char)*p))
                    p++;
            }
        }
        if (isalpha((unsigned char)*p) || *p == '_')
            perr(ps, "malformed number '%.*s'", (int)TT_MIN(p - s + 1, 40), s);
        t->len = (size_t)(p - s);
        char tmp[80];
        if (t->len >= sizeof tmp)
            perr(ps, "number too long");
        memcpy(tmp, s, t->len);
        tmp[t->len] = 0;
        errno = 0;
        if (isfloat) {
            t->kind = TK_FLOAT;
            t->fval = strtod(tmp, NULL);
            if (errno == ERANGE && isinf(t->fval))
                perr(ps, "number '%s' is out of range", tmp);
        } else {
            t->kind = TK_INT;
            unsigned long long v = strtoull(tmp, NULL, 10);
            if (errno == ERANGE || v > (unsigned long long)INT64_MAX / 2)
                perr(ps, "integer '%s' is too large", tmp);
            t->ival = (int64_t)v;
        }
        ps->p = p;
        return;
    }
    p++;
    int k;
    switch (c) {
    case '(': k = TK_LP; break;
    case ')': k = TK_RP; break;
    case '[': k = TK_LB; break;
    case ']': k = TK_RB; break;
    case '{': k = TK_LC; break;
    case '}': k = TK_RC; break;
    case ',': k = TK_COMMA; break;
    case ';': k = TK_SEMI; break;
    case ':': k = TK_COLON; break;
    case '%': k = TK_PERCENT; break;
    case '/': k = TK_SLASH; break;
    case '+':
        k = TK_PLUS;
        if (*p == '=') { p++; k = TK_PLUSEQ; }
        break;
    case '*':
        k = TK_STAR;
        if (*p == '=') { p++; k = TK_STAREQ; }
        break;
    case '-':
        k = TK_MINUS;
        if (*p == '>') { p++; k = TK_ARROW; }
        break;
    case '=':
        k = TK_ASSIGN;
        if (*p == '=') { p++; k = TK_EQ; }
        break;
    case '!':
        k = TK_NOT;
        if (*p == '=') { p++; k = TK_NE; }
        break;
    case '<':
        k = TK_LT;
        if (*p == '=') { p++; k = TK_LE; }
        break;
    case '>':
        k = TK_GT;
        if (*p == '=') { p++; k = TK_GE; }
        break;
    case '&':
        if (*p != '&')
            perr(ps, "unexpected '&' (did you mean '&&'?)");
        p++;
        k = TK_AND;
        break;
    case '|':
        if (*p != '|')
            perr(ps, "unexpected '|' (did you mean '||'?)");
        p++;
        k = TK_OR;
        break;
    default:
        if ((unsigned char)c >= 0x20 && (unsigned char)c < 0x7f)
            perr(ps, "unexpected character '%c'", c);
        perr(ps, "unexpected byte 0x%02x", (unsigned char)c);
    }
    t->kind = k;
    t->len = (size_t)(p - t->start);
    ps->p = p;
}

static int tok_is(parser *ps, const char *name)
{
    return ps->tok.kind == TK_NAME && strlen(name) == ps->tok.len &&
           memcmp(ps->tok.start, name, ps->tok.len) == 0;
}

static void expect(parser *ps, int kind, const char *what)
{
    if (ps->tok.kind != kind) {
        char got[64];
        describe_tok(&ps->tok, got, sizeof got);
        perr(ps, "expected %s %s, found %s", tk_name[kind], what, got);
    }
    next(ps);
}

static char *take_name(parser *ps, const char *what)
{
    if (ps->tok.kind != TK_NAME) {
        char got[64];
        describe_tok(&ps->tok, got, sizeof got);
        perr(ps, "expected %s, found %s", what, got);
    }
    char *s = tt_arena_strndup(&ps->def->arena, ps->tok.start, ps->tok.len);
    if (!s)
        perr(ps, "out of memory");
    next(ps);
    return s;
}

/* ---- names ----------------------------------------------------------- */

static int find_in(vec *v, const char *name, size_t off)
{
    for (int i = 0; i < v->n; i++) {
        const char *n = *(const char **)((char *)v->v[i] + off);
        if (strcmp(n, name) == 0)
            return i;
    }
    return -1;
}

static int find_tensor(parser *ps, const char *n)
{
    return find_in(&ps->tensors, n, offsetof(ir_tensor, name));
}
static int find_attr(parser *ps, const char *n)
{
    return find_in(&ps->attrs, n, offsetof(ir_attr, name));
}
static int find_dim(parser *ps, const char *n)
{
    for (int i = 0; i < ps->dims.n; i++)
        if (strcmp((const char *)ps->dims.v[i], n) == 0)
            return i;
    return -1;
}

static int is_reserved(const char *n)
{
    static const char *const kw[] = {"select", "f32", "f64", "i32", "inf", "where",
                                     "requires"};
    for (size_t i = 0; i < TT_ARRAY_LEN(kw); i++)
        if (strcmp(n, kw[i]) == 0)
            return 1;
    for (int i = 0; i < FN_COUNT; i++)
        if (strcmp(n, ir_fn_name[i]) == 0)
            return 1;
    return 0;
}

static int parse_dtype_name(const char *n)
{
    if (strcmp(n, "f32") == 0) return DT_F32;
    if (strcmp(n, "f64") == 0) return DT_F64;
    if (strcmp(n, "i32") == 0) return DT_I32;
    return -1;
}

/* ---- expressions ----------------------------------------------------- */

static ir_expr *mk(parser *ps, int op, int line, int col, int nargs)
{
    ir_expr *e = palloc(ps, sizeof *e);
    e->op = (uint8_t)op;
    e->line = line;
    e->col = col;
    e->nargs = nargs;
    if (nargs > 0)
        e->args = palloc(ps, sizeof(ir_expr *) * (size_t)nargs);
    return e;
}

static ir_expr *parse_expr(parser *ps);

/* Record the height of a finished node; recursive walks elsewhere rely on
 * the bound. */
static ir_expr *fin(parser *ps, ir_expr *e)
{
    int h = 0;
    for (int i = 0; i < e->nargs; i++)
        h = TT_MAX(h, e->args[i]->depth);
    e->depth = (uint16_t)(h + 1);
    if (e->depth > MAX_DEPTH)
        perr_at(ps, e->line, e->col,
                "expression nested too deeply (more than %d levels)", MAX_DEPTH);
    return e;
}


static int var_lookup(parser *ps, const char *name)
{
    for (int i = 0; i < ps->nvars; i++)
        if (strcmp(ps->vars[i].name, name) == 0)
            return i;
    return -1;
}

static int var_add(parser *ps, const char *name, int line, int col)
{
    if (ps->nvars == ps->capvars) {
        int cap = ps->capvars ? ps->capvars * 2 : 8;
        ir_var *nv = realloc(ps->vars, (size_t)cap * sizeof(ir_var));
        if (!nv)
            perr(ps, "out of memory");
        ps->vars = nv;
        ps->capvars = cap;
    }
    ir_var *v = &ps->vars[ps->nvars];
    memset(v, 0, sizeof *v);
    v->name = name;
    v->line = line;
    v->col = col;
    return ps->nvars++;
}

static ir_expr **parse_args(parser *ps, int close, int *nargs)
{
    vec args = {0};
    ir_expr **out = NULL;
    if (ps->tok.kind != close) {
        for (;;) {
            ir_expr *a = parse_expr(ps);
            /* vec_push may longjmp: args.v leaks only into the error path,
               freed below via the arena copy trick: copy eagerly instead. */
            if (args.n == args.cap) {
                int cap = args.cap ? args.cap * 2 : 4;
                ir_expr **nv = palloc(ps, (size_t)cap * sizeof(ir_expr *));
                if (args.n)
                    memcpy(nv, args.v, (size_t)args.n * sizeof(ir_expr *));
                args.v = (void **)nv;
                args.cap = cap;
            }
            args.v[args.n++] = a;
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    out = (ir_expr **)args.v;
    *nargs = args.n;
    return out;
}

static ir_expr *parse_primary(parser *ps)
{
    token t = ps->tok;
    if (t.kind == TK_INT) {
        next(ps);
        ir_expr *e = mk(ps, E_INT, t.line, t.col, 0);
        e->ival = t.ival;
        e->type = DT_I32;
        e->weak = 1;
        return e;
    }
    if (t.kind == TK_FLOAT) {
        next(ps);
        ir_expr *e = mk(ps, E_FLT, t.line, t.col, 0);
        e->fval = t.fval;
        e->type = DT_F32;
        e->weak = 1;
        return e;
    }
    if (t.kind == TK_LP) {
        next(ps);
        ir_expr *e = parse_expr(ps);
        expect(ps, TK_RP, "to close '('");
        return e;
    }
    if (t.kind != TK_NAME) {
        char got[64];
        describe_tok(&t, got, sizeof got);
        perr(ps, "expected an expression, found %s", got);
    }
    char *name = take_name(ps, "a name");
    if (strcmp(name, "inf") == 0) {
        ir_expr *e = mk(ps, E_FLT, t.line, t.col, 0);
        e->fval = INFINITY;
        e->type = DT_F32;
        e->weak = 1;
        return e;
    }
    if (ps->tok.kind == TK_LB) {
        if (ps->in_shape)
            perr_at(ps, t.line, t.col,
                    "tensor access '%s[...]' in %s: %s are expressions of "
                    "input dimensions and attributes", name,
                    ps->in_shape == 1   ? "an output dimension"
                    : ps->in_shape == 2 ? "a 'where' bound"
                                        : "a 'requires' condition",
                    ps->in_shape == 1   ? "output dimensions"
                    : ps->in_shape == 2 ? "'where' bounds"
                                        : "'requires' conditions");
        next(ps);
        int ti = find_tensor(ps, name);
        if (ti < 0)
            perr_at(ps, t.line, t.col, "unknown tensor '%s'", name);
        int n;
        ir_expr **args = parse_args(ps, TK_RB, &n);
        expect(ps, TK_RB, "to close the index list");
        ir_tensor *tn = ps->tensors.v[ti];
        if (tn->kind != T_INPUT && tn->def_stmt < 0)
            perr_at(ps, t.line, t.col,
                    "tensor '%s' is read before it is written", name);
        if (tn->def_stmt == ps->stmts.n)
            perr_at(ps, t.line, t.col,
                    "tensor '%s' reads itself; write the value into a new "
                    "tensor instead", name);
        if (n != tn->rank)
            perr_at(ps, t.line, t.col,
                    "'%s' has rank %d but is indexed with %d ind%s", name,
                    tn->rank, n, n == 1 ? "ex" : "ices");
        ir_expr *e = mk(ps, E_ACCESS, t.line, t.col, 0);
        e->id = ti;
        e->nargs = n;
        e->args = args;
        return fin(ps, e);
    }
    if (ps->tok.kind == TK_LP) {
        next(ps);
        int n;
        ir_expr **args = parse_args(ps, TK_RP, &n);
        expect(ps, TK_RP, "to close the argument list");
        int cast = parse_dtype_name(name);
        if (cast >= 0) {
            if (n != 1)
                perr_at(ps, t.line, t.col, "cast %s() takes 1 argument, got %d",
                        name, n);
            ir_expr *e = mk(ps, E_CAST, t.line, t.col, 1);
            e->fn = (uint8_t)cast;
            e->args[0] = args[0];
            return fin(ps, e);
        }
        if (strcmp(name, "select") == 0) {
            if (n != 3)
                perr_at(ps, t.line, t.col,
                        "select(cond, a, b) takes 3 arguments, got %d", n);
            ir_expr *e = mk(ps, E_SELECT, t.line, t.col, 0);
            e->nargs = 3;
            e->args = args;
            return fin(ps, e);
        }
        for (int f = 0; f < FN_COUNT; f++) {
            if (strcmp(name, ir_fn_name[f]) == 0) {
                if (n != ir_fn_arity[f])
                    perr_at(ps, t.line, t.col, "%s() takes %d argument%s, got %d",
                            name, ir_fn_arity[f], ir_fn_arity[f] == 1 ? "" : "s",
                            n);
                ir_expr *e = mk(ps, E_CALL, t.line, t.col, 0);
                e->fn = (uint8_t)f;
                e->nargs = n;
                e->args = args;
                return fin(ps, e);
            }
        }
        perr_at(ps, t.line, t.col, "unknown function '%s'", name);
    }
    /* a bare name */
    int a = find_attr(ps, name);
    if (a >= 0) {
        ir_expr *e = mk(ps, E_ATTR, t.line, t.col, 0);
        e->id = a;
        e->type = DT_I32;
        return e;
    }
    int d = find_dim(ps, name);
    if (d >= 0) {
        ir_expr *e = mk(ps, E_DIM, t.line, t.col, 0);
        e->id = d;
        e->type = DT_I32;
        return e;
    }
    if (find_tensor(ps, name) >= 0)
        perr_at(ps, t.line, t.col, "tensor '%s' used without indices", name);
    if (is_reserved(name))
        perr_at(ps, t.line, t.col, "'%s' is a function; call it as %s(...)",
                name, name);
    if (ps->in_shape)
        perr_at(ps, t.line, t.col,
                "'%s' is not an input dimension or attribute: output "
                "dimensions, 'where' bounds and 'requires' conditions are "
                "expressions of input dimensions and attributes", name);
    if (isupper((unsigned char)name[0]))
        perr_at(ps, t.line, t.col,
                "unknown dimension '%s' (dimensions are declared by the "
                "inputs)", name);
    int v = var_lookup(ps, name);
    if (v < 0)
        v = var_add(ps, name, t.line, t.col);
    ir_expr *e = mk(ps, E_VAR, t.line, t.col, 0);
    e->id = v;
    e->type = DT_I32;
    return e;
}

static ir_expr *parse_unary(parser *ps)
{
    if (ps->tok.kind == TK_MINUS || ps->tok.kind == TK_NOT) {
        token t = ps->tok;
        next(ps);
        if (++ps->depth > MAX_DEPTH)
            perr(ps, "expression nested too deeply (more than %d levels)",
                 MAX_DEPTH);
        ir_expr *a = parse_unary(ps);
        ps->depth--;
        /* fold a negative literal so that "-1" stays a literal */
        if (t.kind == TK_MINUS && a->op == E_INT && a->weak) {
            a->ival = -a->ival;
            a->line = t.line;
            a->col = t.col;
            return a;
        }
        if (t.kind == TK_MINUS && a->op == E_FLT && a->weak) {
            a->fval = -a->fval;
            a->line = t.line;
            a->col = t.col;
            return a;
        }
        ir_expr *e = mk(ps, t.kind == TK_MINUS ? E_NEG : E_NOT, t.line, t.col, 1);
        e->args[0] = a;
        return fin(ps, e);
    }
    return parse_primary(ps);
}

static int binop_of(int tk, int level)
{
    switch (level) {
    case 0: return tk == TK_OR ? E_OR : -1;
    case 1: return tk == TK_AND ? E_AND : -1;
    case 2:
        switch (tk) {
        case TK_LT: return E_LT;
        case TK_LE: return E_LE;
        case TK_GT: return E_GT;
        case TK_GE: return E_GE;
        case TK_EQ: return E_EQ;
        case TK_NE: return E_NE;
        }
        return -1;
    case 3: return tk == TK_PLUS ? E_ADD : tk == TK_MINUS ? E_SUB : -1;
    case 4:
        return tk == TK_STAR ? E_MUL : tk == TK_SLASH ? E_DIV
             : tk == TK_PERCENT ? E_MOD : -1;
    }
    return -1;
}

static ir_expr *parse_level(parser *ps, int level)
{
    if (level == 5)
        return parse_unary(ps);
    if (++ps->depth > MAX_DEPTH)
        perr(ps, "expression nested too deeply (more than %d levels)", MAX_DEPTH);
    ir_expr *l = parse_level(ps, level + 1);
    for (;;) {
        int op = binop_of(ps->tok.kind, level);
        if (op < 0)
            break;
        token t = ps->tok;
        next(ps);
        ir_expr *r = parse_level(ps, level + 1);
        ir_expr *e = mk(ps, op, t.line, t.col, 2);
        e->args[0] = l;
        e->args[1] = r;
        l = fin(ps, e);
        if (level == 2 && binop_of(ps->tok.kind, 2) >= 0)
            perr(ps, "comparisons do not chain; use '&&'");
    }
    ps->depth--;
    return l;
}

static ir_expr *parse_expr(parser *ps)
{
    return parse_level(ps, 0);
}

/* ---- declarations ---------------------------------------------------- */

static int parse_opt_dtype(parser *ps)
{
    if (ps->tok.kind != TK_COLON)
        return DT_F32;
    next(ps);
    token t = ps->tok;
    char *n = take_name(ps, "a dtype (f32, f64 or i32)");
    int dt = parse_dtype_name(n);
    if (dt < 0)
        perr_at(ps, t.line, t.col, "unknown dtype '%s' (expected f32, f64 or i32)",
                n);
    return dt;
}

static void check_new_name(parser *ps, const char *n, int line, int col)
{
    if (is_reserved(n))
        perr_at(ps, line, col, "'%s' is a reserved name", n);
    if (find_tensor(ps, n) >= 0)
        perr_at(ps, line, col, "'%s' is already a tensor", n);
    if (find_attr(ps, n) >= 0)
        perr_at(ps, line, col, "'%s' is already an attribute", n);
    if (find_dim(ps, n) >= 0)
        perr_at(ps, line, col, "'%s' is already a dimension", n);
}

static void parse_input(parser *ps)
{
    token t = ps->tok;
    char *name = take_name(ps, "an input tensor name");
    check_new_name(ps, name, t.line, t.col);
    ir_tensor *tn = palloc(ps, sizeof *tn);
    tn->name = name;
    tn->kind = T_INPUT;
    tn->line = t.line;
    tn->col = t.col;
    tn->def_stmt = -1;
    tn->dtype = parse_opt_dtype(ps);
    expect(ps, TK_LB, "to open the input's dimension list");
    ir_expr *dims[TT_MAX_RANK];
    int rank = 0;
    if (ps->tok.kind != TK_RB) {
        for (;;) {
            if (rank == TT_MAX_RANK)
                perr(ps, "'%s' has more than %d dimensions", name, TT_MAX_RANK);
            token d = ps->tok;
            if (d.kind == TK_INT) {
                next(ps);
                if (d.ival < 1)
                    perr_at(ps, d.line, d.col, "a fixed dimension must be positive");
                ir_expr *e = mk(ps, E_INT, d.line, d.col, 0);
                e->ival = d.ival;
                e->type = DT_I32;
                dims[rank++] = e;
            } else {
                char *dn = take_name(ps, "a dimension name");
                if (!isupper((unsigned char)dn[0]))
                    perr_at(ps, d.line, d.col,
                            "dimension '%s' must start with an upper-case letter",
                            dn);
                if (is_reserved(dn) || find_tensor(ps, dn) >= 0 ||
                    find_attr(ps, dn) >= 0)
                    perr_at(ps, d.line, d.col, "'%s' cannot name a dimension", dn);
                int di = find_dim(ps, dn);
                if (di < 0) {
                    di = ps->dims.n;
                    vec_push(ps, &ps->dims, dn);
                }
                ir_expr *e = mk(ps, E_DIM, d.line, d.col, 0);
                e->id = di;
                e->type = DT_I32;
                dims[rank++] = e;
            }
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    expect(ps, TK_RB, "to close the input's dimension list");
    tn->rank = rank;
    tn->dims = palloc(ps, sizeof(ir_expr *) * (size_t)(rank ? rank : 1));
    memcpy(tn->dims, dims, sizeof(ir_expr *) * (size_t)rank);
    vec_push(ps, &ps->tensors, tn);
}

static void parse_attr(parser *ps)
{
    token t = ps->tok;
    char *name = take_name(ps, "an attribute name");
    check_new_name(ps, name, t.line, t.col);
    expect(ps, TK_ASSIGN, "after the attribute name (attributes need a default)");
    int neg = 0;
    if (ps->tok.kind == TK_MINUS) {
        neg = 1;
        next(ps);
    }
    if (ps->tok.kind != TK_INT) {
        char got[64];
        describe_tok(&ps->tok, got, sizeof got);
        perr(ps, "expected an integer default for attribute '%s', found %s",
             name, got);
    }
    ir_attr *a = palloc(ps, sizeof *a);
    a->name = name;
    a->value = neg ? -ps->tok.ival : ps->tok.ival;
    a->line = t.line;
    a->col = t.col;
    next(ps);
    vec_push(ps, &ps->attrs, a);
}

static void parse_output(parser *ps)
{
    token t = ps->tok;
    char *name = take_name(ps, "an output tensor name");
    check_new_name(ps, name, t.line, t.col);
    ir_tensor *tn = palloc(ps, sizeof *tn);
    tn->name = name;
    tn->kind = T_OUTPUT;
    tn->line = t.line;
    tn->col = t.col;
    tn->def_stmt = -1;
    tn->dtype = parse_opt_dtype(ps);
    expect(ps, TK_LB, "to open the output's dimension list");
    ir_expr *dims[TT_MAX_RANK];
    int rank = 0;
    ps->in_shape = 1;
    if (ps->tok.kind != TK_RB) {
        for (;;) {
            if (rank == TT_MAX_RANK)
                perr(ps, "'%s' has more than %d dimensions", name, TT_MAX_RANK);
            dims[rank++] = parse_expr(ps);
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    ps->in_shape = 0;
    expect(ps, TK_RB, "to close the output's dimension list");
    tn->rank = rank;
    tn->dims = palloc(ps, sizeof(ir_expr *) * (size_t)(rank ? rank : 1));
    memcpy(tn->dims, dims, sizeof(ir_expr *) * (size_t)rank);
    vec_push(ps, &ps->tensors, tn);
}

/* ---- statements ------------------------------------------------------ */

static void parse_stmt(parser *ps)
{
    token t = ps->tok;
    char *name = take_name(ps, "a tensor name to start a statement");
    int ti = find_tensor(ps, name);
    ir_tensor *tn;
    if (ti < 0) {
        if (is_reserved(name) || find_attr(ps, name) >= 0 ||
            find_dim(ps, name) >= 0)
            perr_at(ps, t.line, t.col, "'%s' cannot name a tensor", name);
        tn = palloc(ps, sizeof *tn);
        tn->name = name;
        tn->kind = T_TEMP;
        tn->line = t.line;
        tn->col = t.col;
        tn->def_stmt = -1;
        tn->rank = -1;   /* from the left-hand side below */
        ti = ps->tensors.n;
        vec_push(ps, &ps->tensors, tn);
    } else {
        tn = ps->tensors.v[ti];
        if (tn->kind == T_INPUT)
            perr_at(ps, t.line, t.col, "cannot write input '%s'", name);
        if (tn->def_stmt >= 0) {
            ir_stmt *prev = ps->stmts.v[tn->def_stmt];
            perr_at(ps, t.line, t.col,
                    "tensor '%s' is already written at %d:%d; each tensor is "
                    "written by one statement", name, prev->line, prev->col);
        }
    }
    expect(ps, TK_LB, "after the tensor name on the left of the statement");
    ps->nvars = 0;
    int nl = 0;
    if (ps->tok.kind != TK_RB) {
        for (;;) {
            token v = ps->tok;
            if (v.kind != TK_NAME) {
                char got[64];
                describe_tok(&v, got, sizeof got);
                perr(ps, "expected an index variable on the left, found %s "
                         "(indices on the left are plain variables)", got);
            }
            char *vn = take_name(ps, "an index variable");
            if (ps->tok.kind != TK_COMMA && ps->tok.kind != TK_RB)
                perr(ps, "indices on the left of a statement must be plain "
                         "index variables");
            if (find_attr(ps, vn) >= 0 || find_dim(ps, vn) >= 0 ||
                find_tensor(ps, vn) >= 0 || is_reserved(vn))
                perr_at(ps, v.line, v.col,
                        "'%s' on the left must be an index variable", vn);
            if (isupper((unsigned char)vn[0]))
                perr_at(ps, v.line, v.col,
                        "unknown dimension '%s' (index variables are "
                        "lower-case)", vn);
            if (var_lookup(ps, vn) >= 0)
                perr_at(ps, v.line, v.col,
                        "index variable '%s' appears twice on the left", vn);
            var_add(ps, vn, v.line, v.col);
            nl++;
            if (nl > TT_MAX_RANK)
                perr_at(ps, v.line, v.col, "more than %d indices", TT_MAX_RANK);
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    expect(ps, TK_RB, "to close the index list");
    if (tn->rank >= 0 && tn->rank != nl)
        perr_at(ps, t.line, t.col, "'%s' has rank %d but is indexed with %d ind%s",
                name, tn->rank, nl, nl == 1 ? "ex" : "ices");
    if (tn->rank < 0)
        tn->rank = nl;
    int op;
    token ot = ps->tok;
    if (ps->tok.kind == TK_ASSIGN) {
        op = OP_ASSIGN;
    } else if (ps->tok.kind == TK_PLUSEQ) {
        op = OP_ADD;
    } else if (ps->tok.kind == TK_STAREQ) {
        op = OP_MUL;
    } else if (tok_is(ps, "max") || tok_is(ps, "min")) {
        op = tok_is(ps, "max") ? OP_MAX : OP_MIN;
        next(ps);
        if (ps->tok.kind != TK_ASSIGN || ps->tok.start != ot.start + 3)
            perr_at(ps, ot.line, ot.col, "expected 'max=' or 'min=' with no space");
    } else {
        char got[64];
        describe_tok(&ps->tok, got, sizeof got);
        perr(ps, "expected '=', '+=', '*=', 'max=' or 'min=' after '%s[...]', "
                 "found %s", name, got);
    }
    next(ps);
    ir_stmt *st = palloc(ps, sizeof *st);
    st->tensor = ti;
    st->op = op;
    st->line = t.line;
    st->col = t.col;
    st->nspatial = nl;
    tn->def_stmt = ps->stmts.n;   /* so that a self-read is caught */
    ps->depth = 0;
    st->rhs = parse_expr(ps);
    if (tok_is(ps, "where")) {
        next(ps);
        for (;;) {
            token v = ps->tok;
            char *vn = take_name(ps, "an index variable after 'where'");
            int vi = var_lookup(ps, vn);
            if (vi < 0)
                perr_at(ps, v.line, v.col,
                        "'%s' in 'where' is not an index variable of this "
                        "statement", vn);
            if (vi < nl && tn->kind != T_TEMP)
                perr_at(ps, v.line, v.col,
                        "'%s' indexes the left side; its range is that of "
                        "'%s'", vn, name);
            if (ps->vars[vi].extent)
                perr_at(ps, v.line, v.col, "'%s' is bounded twice", vn);
            expect(ps, TK_LT, "in 'where VAR < BOUND'");
            ps->in_shape = 2;
            ps->vars[vi].extent = parse_expr(ps);
            ps->vars[vi].bounded = 1;
            ps->in_shape = 0;
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    st->nvars = ps->nvars;
    st->vars = palloc(ps, sizeof(ir_var) * (size_t)(ps->nvars ? ps->nvars : 1));
    if (ps->nvars)   /* ps->vars is NULL before the first variable */
        memcpy(st->vars, ps->vars, sizeof(ir_var) * (size_t)ps->nvars);
    for (int i = nl; i < st->nvars; i++)
        st->vars[i].reduce = 1;
    vec_push(ps, &ps->stmts, st);
}

/* ---- definitions ----------------------------------------------------- */

int ir_check(ir_def *d, ir_error *err);   /* check.c */

static void remap_access(ir_expr *e, const int *map)
{
    if (e->op == E_ACCESS)
        e->id = map[e->id];
    for (int a = 0; a < e->nargs; a++)
        remap_access(e->args[a], map);
}

static void copy_out(parser *ps)
{
    ir_def *d = ps->def;
    /* order tensors: inputs, outputs, temps (stable) and remap ids */
    int n = ps->tensors.n;
    int *map = palloc(ps, sizeof(int) * (size_t)(n ? n : 1));
    d->tensors = palloc(ps, sizeof(ir_tensor) * (size_t)(n ? n : 1));
    int k = 0;
    for (int kind = T_INPUT; kind <= T_TEMP; kind++)
        for (int i = 0; i < n; i++) {
            ir_tensor *t = ps->tensors.v[i];
            if (t->kind == kind) {
                map[i] = k;
                d->tensors[k++] = *t;
                if (kind == T_INPUT) d->ninputs++;
                if (kind == T_OUTPUT) d->noutputs++;
            }
        }
    d->ntensors = n;
    d->ndims = ps->dims.n;
    d->dims = palloc(ps, sizeof(char *) * (size_t)(d->ndims ? d->ndims : 1));
    for (int i = 0; i < d->ndims; i++)
        d->dims[i] = ps->dims.v[i];
    d->nattrs = ps->attrs.n;
    d->attrs = palloc(ps, sizeof(ir_attr) * (size_t)(d->nattrs ? d->nattrs : 1));
    for (int i = 0; i < d->nattrs; i++)
        d->attrs[i] = *(ir_attr *)ps->attrs.v[i];
    d->nstmts = ps->stmts.n;
    d->stmts = palloc(ps, sizeof(ir_stmt) * (size_t)(d->nstmts ? d->nstmts : 1));
    for (int i = 0; i < d->nstmts; i++) {
        d->stmts[i] = *(ir_stmt *)ps->stmts.v[i];
        d->stmts[i].tensor = map[d->stmts[i].tensor];
    }
    for (int i = 0; i < d->nstmts; i++)
        remap_access(d->stmts[i].rhs, map);
    d->nreqs = ps->reqs.n;
    d->reqs = palloc(ps, sizeof(ir_expr *) * (size_t)(d->nreqs ? d->nreqs : 1));
    for (int i = 0; i < d->nreqs; i++)
        d->reqs[i] = ps->reqs.v[i];
}

static void parse_def(parser *ps)
{
    ir_def *d = ps->def;
    token t = ps->tok;
    d->name = take_name(ps, "an operator name");
    d->line = t.line;
    d->col = t.col;
    expect(ps, TK_LP, "after the operator name");
    if (ps->tok.kind != TK_RP && ps->tok.kind != TK_SEMI) {
        for (;;) {
            parse_input(ps);
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    if (ps->tok.kind == TK_SEMI) {
        next(ps);
        for (;;) {
            parse_attr(ps);
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    expect(ps, TK_RP, "to close the input list");
    expect(ps, TK_ARROW, "before the outputs");
    for (;;) {
        parse_output(ps);
        if (ps->tok.kind != TK_COMMA)
            break;
        next(ps);
    }
    if (tok_is(ps, "requires")) {
        next(ps);
        for (;;) {
            ps->in_shape = 3;
            vec_push(ps, &ps->reqs, parse_expr(ps));
            ps->in_shape = 0;
            if (ps->tok.kind != TK_COMMA)
                break;
            next(ps);
        }
    }
    expect(ps, TK_LC, "to open the operator's body");
    while (ps->tok.kind != TK_RC) {
        if (ps->tok.kind == TK_EOF)
            perr(ps, "expected '}' to close the body of '%s'", d->name);
        parse_stmt(ps);
        while (ps->tok.kind == TK_SEMI)
            next(ps);
    }
    next(ps);
    copy_out(ps);
}

static void parser_reset(parser *ps)
{
    free(ps->tensors.v);
    free(ps->dims.v);
    free(ps->attrs.v);
    free(ps->stmts.v);
    free(ps->reqs.v);
    memset(&ps->reqs, 0, sizeof(vec));
    memset(&ps->tensors, 0, sizeof(vec));
    memset(&ps->dims, 0, sizeof(vec));
    memset(&ps->attrs, 0, sizeof(vec));
    memset(&ps->stmts, 0, sizeof(vec));
}

void ir_def_free(ir_def *d)
{
    if (!d)
        return;
    tt_arena a = d->arena;   /* d lives in its own arena */
    tt_arena_free(&a);
}

void ir_deflist_free(ir_deflist *l)
{
    if (!l)
        return;
    for (int i = 0; i < l->n; i++)
        ir_def_free(l->defs[i]);
    free(l->defs);
    l->defs = NULL;
    l->n = 0;
}

int ir_parse(const char *src, ir_deflist *out, ir_error *err)
{
    memset(out, 0, sizeof *out);
    memset(err, 0, sizeof *err);
    if (!src) {
        tt_snprintf(err->msg, sizeof err->msg, "1:1: no text (NULL source)");
        err->line = err->col = 1;
        return -1;
    }
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.src = ps.p = src;
    ps.line = 1;
    ps.line_start = src;
    ps.err = err;
    volatile int ok = 1;
    ir_def *volatile cur = NULL;
    if (setjmp(ps.jb)) {
        ok = 0;
        if (cur)
            ir_def_free(cur);
        goto done;
    }
    next(&ps);
    if (ps.tok.kind == TK_EOF)
        perr(&ps, "expected an operator definition, found end of input");
    while (ps.tok.kind != TK_EOF) {
        tt_arena a = {0};
        ir_def *d = tt_arena_alloc(&a, sizeof *d);
        if (!d)
            perr(&ps, "out of memory");
        d->arena = a;
        /* the def's arena grows inside d: keep it there */
        cur = d;
        ps.def = d;
        parser_reset(&ps);
        parse_def(&ps);
        ir_error cerr;
        if (ir_check(d, &cerr) != 0) {
            *err = cerr;
            longjmp(ps.jb, 1);
        }
        for (int i = 0; i < out->n; i++)
            if (strcmp(out->defs[i]->name, d->name) == 0)
                perr_at(&ps, d->line, d->col, "operator '%s' is defined twice",
                        d->name);
        ir_def **nd = realloc(out->defs, sizeof(ir_def *) * (size_t)(out->n + 1));
        if (!nd)
            perr(&ps, "out of memory");
        out->defs = nd;
        out->defs[out->n++] = d;
        cur = NULL;
    }
done:
    parser_reset(&ps);
    free(ps.vars);
    if (!ok) {
        ir_deflist_free(out);
        return -1;
    }
    return 0;
}

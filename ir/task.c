/*
 * Binding: a checked Def plus input shapes (and strides, attributes,
 * target, threads) -> a Task with every dimension, shape and index-variable
 * extent concrete, its canonical text and a 128-bit hash of that text.
 *
 * The hash ignores whitespace, comments and index-variable names (the
 * canonical text renames them) and changes with anything else.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

#define MAX_EXTENT ((int64_t)1 << 31)
#define MAX_NUMEL ((int64_t)1 << 40)

void ir_hash128(const void *data, size_t n, uint8_t out[16])
{
    /* FNV-1a, 128-bit: offset basis and prime from the FNV spec */
    unsigned __int128 h = ((unsigned __int128)0x6c62272e07bb0142ull << 64) |
                          0x62b821756295c58dull;
    const unsigned __int128 prime = ((unsigned __int128)0x0000000001000000ull << 64) |
                                    0x000000000000013Bull;
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= prime;
    }
    for (int i = 0; i < 16; i++)
        out[i] = (uint8_t)(h >> (8 * (15 - i)));
}

/* Evaluate a shape expression: integers and conditions over dimensions and
 * attributes, with the interpreter's integer semantics (the checker
 * rejects anything else).  *bad becomes SHAPE_DIV0 on a division by zero
 * in an evaluated branch, SHAPE_NODE on a node no shape can hold. */
enum { SHAPE_OK, SHAPE_DIV0, SHAPE_NODE };

static int64_t eval_shape(const ir_def *d, const int64_t *dim,
                          const int64_t *attr, const ir_expr *e, int *bad)
{
    if (e->op == E_SELECT) {   /* only the chosen branch counts */
        int64_t c = eval_shape(d, dim, attr, e->args[0], bad);
        return eval_shape(d, dim, attr, e->args[c ? 1 : 2], bad);
    }
    if (e->op == E_AND || e->op == E_OR) {
        int64_t a = eval_shape(d, dim, attr, e->args[0], bad);
        if (e->op == E_AND ? !a : a)
            return e->op == E_OR;
        return eval_shape(d, dim, attr, e->args[1], bad) != 0;
    }
    int64_t a = e->nargs > 0 ? eval_shape(d, dim, attr, e->args[0], bad) : 0;
    int64_t b = e->nargs > 1 ? eval_shape(d, dim, attr, e->args[1], bad) : 0;
    switch (e->op) {
    case E_INT: return e->ival;
    case E_DIM: return dim[e->id];
    case E_ATTR: return attr[e->id];
    case E_NEG: return ir_wsub(0, a);
    case E_NOT: return !a;
    case E_ADD: return ir_wadd(a, b);
    case E_SUB: return ir_wsub(a, b);
    case E_MUL: return ir_wmul(a, b);
    case E_DIV:
    case E_MOD:
        if (b == 0 && !*bad)
            *bad = SHAPE_DIV0;
        return e->op == E_DIV ? ir_floordiv(a, b) : ir_floormod(a, b);
    case E_LT: return a < b;
    case E_LE: return a <= b;
    case E_GT: return a > b;
    case E_GE: return a >= b;
    case E_EQ: return a == b;
    case E_NE: return a != b;
    case E_CALL:
        if (e->fn == FN_MAX) return a > b ? a : b;
        if (e->fn == FN_MIN) return a < b ? a : b;
        if (e->fn == FN_ABS) return a < 0 ? ir_wsub(0, a) : a;
        break;
    case E_CAST:
        if (e->fn == DT_I32 && e->args[0]->type == DT_I32)
            return ir_wrap32(a);
        if (e->fn == DT_I32 && e->args[0]->type == DT_BOOL)
            return a;
        break;
    }
    *bad = SHAPE_NODE;
    return 0;
}

int64_t ir_eval_shape_expr(const ir_def *d, const int64_t *dim,
                           const int64_t *attr, const ir_expr *e)
{
    int bad = 0;
    return eval_shape(d, dim, attr, e, &bad);
}

/* "H=5, pad=0, R=3" for the names an expression uses. */
static void describe_uses(tt_buf *b, const ir_def *d, const int64_t *dim,
                          const int64_t *attr, const ir_expr *e, uint64_t *seen_d,
                          uint64_t *seen_a)
{
    if (e->op == E_DIM && e->id < 64 && !(*seen_d & (1ull << e->id))) {
        *seen_d |= 1ull << e->id;
        tt_buf_printf(b, "%s%s=%" PRId64, b->len ? ", " : "", d->dims[e->id],
                      dim[e->id]);
    }
    if (e->op == E_ATTR && e->id < 64 && !(*seen_a & (1ull << e->id))) {
        *seen_a |= 1ull << e->id;
        tt_buf_printf(b, "%s%s=%" PRId64, b->len ? ", " : "", d->attrs[e->id].name,
                      attr[e->id]);
    }
    for (int i = 0; i < e->nargs; i++)
        describe_uses(b, d, dim, attr, e->args[i], seen_d, seen_a);
}

/* Why shape expression e (value v, eval status bad) is not a valid extent:
 * "M - 5 = -2 with M=3: must be between 1 and 2^31" or
 * "M / d, which divides by zero with M=3, d=0". */
static void explain_shape(char *m, size_t n, const ir_task *t, const ir_expr *e,
                          int64_t v, int bad)
{
    const ir_def *d = t->def;
    tt_buf x = {0}, u = {0};
    uint64_t sd = 0, sa = 0;
    ir_expr_print(&x, d, NULL, e, 0);
    describe_uses(&u, d, t->dim, t->attr, e, &sd, &sa);
    const char *with = u.s ? " with " : "", *names = u.s ? u.s : "";
    if (bad == SHAPE_DIV0)
        tt_snprintf(m, n, "%s, which divides by zero%s%s", x.s ? x.s : "?", with, names);
    else if (bad)
        tt_snprintf(m, n, "%s, which is not an integer expression", x.s ? x.s : "?");
    else
        tt_snprintf(m, n, "%s = %" PRId64 "%s%s: must be between 1 and 2^31",
                    x.s ? x.s : "?", v, with, names);
    tt_buf_free(&x);
    tt_buf_free(&u);
}

int64_t ir_tensor_numel(const ir_task *t, int tensor)
{
    int64_t n = 1;
    for (int k = 0; k < t->def->tensors[tensor].rank; k++)
        n *= t->shape[tensor][k];
    return n;
}

int64_t ir_tensor_span(const ir_task *t, int tensor)
{
    int64_t n = 1;
    for (int k = 0; k < t->def->tensors[tensor].rank; k++)
        n += (t->shape[tensor][k] - 1) * t->stride[tensor][k];
    return n;
}

int ir_tensor_is_dense(const ir_task *t, int tensor)
{
    int64_t s = 1;
    const ir_tensor *tn = &t->def->tensors[tensor];
    for (int k = tn->rank - 1; k >= 0; k--) {
        if (t->shape[tensor][k] != 1 && t->stride[tensor][k] != s)
            return 0;
        s *= t->shape[tensor][k];
    }
    return 1;
}

static void dense_strides(int rank, const int64_t *shape, int64_t *stride)
{
    int64_t s = 1;
    for (int k = rank - 1; k >= 0; k--) {
        stride[k] = s;
        s *= shape[k];
    }
}

static int count_ops(const ir_expr *e)
{
    int n = 0;
    switch (e->op) {
    case E_ADD: case E_SUB: case E_MUL: case E_DIV: case E_CALL: case E_NEG:
    case E_SELECT:
        n = ir_is_float(e->type) ? 1 : 0;
        break;
    }
    if (e->op == E_ACCESS)
        return 0;   /* index arithmetic is not counted */
    for (int i = 0; i < e->nargs; i++)
        n += count_ops(e->args[i]);
    return n;
}

double ir_task_flops(const ir_task *t)
{
    const ir_def *d = t->def;
    double f = 0;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *s = &d->stmts[i];
        double pts = 1;
        for (int v = 0; v < s->nvars; v++)
            pts *= (double)t->extent[i][v];
        int ops = count_ops(s->rhs) + (s->op != OP_ASSIGN ? 1 : 0);
        if (ops < 1)
            ops = 1;
        f += pts * ops;
    }
    return f;
}

void ir_target_init(ir_target *t, const char *name)
{
    memset(t, 0, sizeof *t);
    tt_snprintf(t->name, sizeof t->name, "%s", name && *name ? name : "cpu");
    t->kind = strncmp(t->name, "opencl", 6) == 0 ? IR_TARGET_OPENCL : IR_TARGET_CPU;
}

static void build_canon(ir_task *t, tt_buf *b)
{
    const ir_def *d = t->def;
    ir_def_print(b, d, 1);
    tt_buf_puts(b, "attrs");
    for (int i = 0; i < d->nattrs; i++)
        tt_buf_printf(b, " %" PRId64, t->attr[i]);
    tt_buf_puts(b, "\ndims");
    for (int i = 0; i < d->ndims; i++)
        tt_buf_printf(b, " %" PRId64, t->dim[i]);
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        tt_buf_printf(b, "\n%s", d->tensors[i].name);
        for (int k = 0; k < d->tensors[i].rank; k++)
            tt_buf_printf(b, " %" PRId64 "/%" PRId64, t->shape[i][k],
                          t->stride[i][k]);
    }
    tt_buf_printf(b, "\ntarget %s\nthreads %d\n", t->target.name, t->nthreads);
    if (t->constmask) {   /* only then: the keys of other Tasks stay as they were */
        tt_buf_puts(b, "constant:");
        for (int i = 0; i < d->ninputs; i++)
            if (t->constmask >> i & 1)
                tt_buf_printf(b, " %s", d->tensors[i].name);
        tt_buf_putc(b, '\n');
    }
    if (t->rows_dim >= 0)   /* only then, as constmask */
        tt_buf_printf(b, "rows %s %" PRId64 "\n", d->dims[t->rows_dim], t->rows_lo);
}

static void task_finish(ir_task *t)
{
    tt_buf b = {0};
    build_canon(t, &b);
    t->canon = b.oom ? NULL : tt_arena_strdup(&t->arena, b.s ? b.s : "");
    tt_buf_free(&b);
    if (t->canon)
        ir_hash128(t->canon, strlen(t->canon), t->hash);
    for (int i = 0; i < 16; i++)
        tt_snprintf(t->key + 2 * i, 3, "%02x", t->hash[i]);
}

#define BIND_FAIL(code, ...)                        \
    do {                                            \
        tt_snprintf(msg, msgsz, __VA_ARGS__);       \
        ir_task_free(t);                            \
        return code;                                \
    } while (0)

int ir_bind(const ir_def *d, const ir_bind_in *in, ir_task **out, char *msg,
            size_t msgsz)
{
    *out = NULL;
    tt_arena a = {0};
    ir_task *t = tt_arena_alloc(&a, sizeof *t);
    if (!t) {
        tt_snprintf(msg, msgsz, "out of memory");
        return TT_ERR_NOMEM;
    }
    t->arena = a;
    t->def = d;
    t->rows_dim = -1;
    int nt = d->ntensors;
    t->attr = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(d->nattrs + 1));
    t->dim = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(d->ndims + 1));
    t->shape = tt_arena_alloc(&t->arena, sizeof(*t->shape) * (size_t)nt);
    t->stride = tt_arena_alloc(&t->arena, sizeof(*t->stride) * (size_t)nt);
    t->extent = tt_arena_alloc(&t->arena, sizeof(int64_t *) * (size_t)(d->nstmts + 1));
    if (!t->attr || !t->dim || !t->shape || !t->stride || !t->extent)
        BIND_FAIL(TT_ERR_NOMEM, "out of memory");
    if (in->target && in->target->name[0])
        t->target = *in->target;
    else
        ir_target_init(&t->target, "cpu");
    t->nthreads = in->nthreads > 0 ? in->nthreads : 1;
    if (d->ninputs < 64 && (in->constmask >> d->ninputs) != 0)
        BIND_FAIL(TT_ERR_INVALID_ARG, "a constant input beyond the %d input%s of '%s'",
                  d->ninputs, d->ninputs == 1 ? "" : "s", d->name);
    t->constmask = in->constmask;

    for (int i = 0; i < d->nattrs; i++) {
        t->attr[i] = in->attr ? in->attr[i] : d->attrs[i].value;
        if (t->attr[i] > MAX_EXTENT || t->attr[i] < -MAX_EXTENT)
            BIND_FAIL(TT_ERR_INVALID_ARG, "attribute '%s' = %" PRId64
                      " is out of range (|value| <= 2^31)",
                      d->attrs[i].name, t->attr[i]);
    }
    if (in->nin != d->ninputs)
        BIND_FAIL(TT_ERR_INVALID_ARG, "'%s' takes %d input%s, got %d", d->name,
                  d->ninputs, d->ninputs == 1 ? "" : "s", in->nin);

    /* dimensions from inputs */
    int *bound_by = tt_arena_alloc(&t->arena, sizeof(int) * 2 * (size_t)(d->ndims + 1));
    if (!bound_by)
        BIND_FAIL(TT_ERR_NOMEM, "out of memory");
    for (int i = 0; i < d->ndims; i++)
        bound_by[2 * i] = -1;
    for (int i = 0; i < d->ninputs; i++) {
        const ir_tensor *tn = &d->tensors[i];
        if (in->rank[i] != tn->rank)
            BIND_FAIL(TT_ERR_SHAPE, "input '%s' has rank %d, got a tensor of rank %d",
                      tn->name, tn->rank, in->rank[i]);
        for (int k = 0; k < tn->rank; k++) {
            int64_t v = in->shape[i][k];
            if (v < 1 || v > MAX_EXTENT)
                BIND_FAIL(TT_ERR_SHAPE,
                          "input '%s' dimension %d is %" PRId64
                          " (must be between 1 and 2^31)", tn->name, k, v);
            t->shape[i][k] = v;
            const ir_expr *de = tn->dims[k];
            if (de->op == E_INT) {
                if (de->ival != v)
                    BIND_FAIL(TT_ERR_SHAPE,
                              "input '%s' dimension %d must be %" PRId64
                              ", got %" PRId64, tn->name, k, de->ival, v);
            } else {
                int di = de->id;
                if (bound_by[2 * di] < 0) {
                    t->dim[di] = v;
                    bound_by[2 * di] = i;
                    bound_by[2 * di + 1] = k;
                } else if (t->dim[di] != v) {
                    BIND_FAIL(TT_ERR_SHAPE,
                              "dimension %s is %" PRId64 " in '%s' (dimension %d)"
                              " but %" PRId64 " in '%s' (dimension %d)",
                              d->dims[di], t->dim[di],
                              d->tensors[bound_by[2 * di]].name,
                              bound_by[2 * di + 1], v, tn->name, k);
                }
            }
        }
        int given = 0;   /* an all-zero row means dense */
        for (int k = 0; in->stride && k < tn->rank; k++)
            if (in->stride[i][k] != 0)
                given = 1;
        if (given)
            for (int k = 0; k < tn->rank; k++)
                t->stride[i][k] = in->stride[i][k];
        else
            dense_strides(tn->rank, t->shape[i], t->stride[i]);
        int64_t numel = 1;
        for (int k = 0; k < tn->rank; k++) {
            if (t->stride[i][k] < 0 || t->stride[i][k] > MAX_NUMEL)
                BIND_FAIL(TT_ERR_UNSUPPORTED,
                          "input '%s' stride %d is %" PRId64
                          " (strides must be between 0 and 2^40)",
                          tn->name, k, t->stride[i][k]);
            numel *= t->shape[i][k];
            if (numel > MAX_NUMEL)
                BIND_FAIL(TT_ERR_SHAPE, "input '%s' has more than 2^40 elements",
                          tn->name);
        }
    }
    /* the definition's 'requires' conditions, before anything reads the
       shapes they guard */
    for (int i = 0; i < d->nreqs; i++) {
        int bad = 0;
        int64_t v = eval_shape(d, t->dim, t->attr, d->reqs[i], &bad);
        if (bad || v == 0) {
            tt_buf x = {0}, u = {0};
            uint64_t sd = 0, sa = 0;
            ir_expr_print(&x, d, NULL, d->reqs[i], 0);
            describe_uses(&u, d, t->dim, t->attr, d->reqs[i], &sd, &sa);
            tt_snprintf(msg, msgsz, "'%s' requires %s, %s%s%s", d->name, x.s ? x.s : "?",
                        bad == SHAPE_DIV0 ? "which divides by zero" : "false",
                        u.s ? " with " : "", u.s ? u.s : "");
            tt_buf_free(&x);
            tt_buf_free(&u);
            ir_task_free(t);
            return TT_ERR_SHAPE;
        }
    }
    /* outputs */
    for (int i = d->ninputs; i < d->ninputs + d->noutputs; i++) {
        const ir_tensor *tn = &d->tensors[i];
        int64_t numel = 1;
        for (int k = 0; k < tn->rank; k++) {
            int bad = 0;
            int64_t v = eval_shape(d, t->dim, t->attr, tn->dims[k], &bad);
            if (bad || v < 1 || v > MAX_EXTENT) {
                char m[512];
                explain_shape(m, sizeof m, t, tn->dims[k], v, bad);
                BIND_FAIL(TT_ERR_SHAPE, "output '%s' dimension %d is %s", tn->name, k, m);
            }
            t->shape[i][k] = v;
            numel *= v;
            if (numel > MAX_NUMEL)
                BIND_FAIL(TT_ERR_SHAPE, "output '%s' has more than 2^40 elements",
                          tn->name);
        }
        int oi = i - d->ninputs;
        int have = 0;
        if (in->out_stride)
            for (int k = 0; k < tn->rank; k++)
                if (in->out_stride[oi][k] != 0)
                    have = 1;
        if (have) {
            for (int k = 0; k < tn->rank; k++) {
                int64_t s = in->out_stride[oi][k];
                if (s < 1 || s > MAX_NUMEL)
                    BIND_FAIL(TT_ERR_UNSUPPORTED,
                              "output '%s' stride %d is %" PRId64
                              " (output strides must be positive)",
                              tn->name, k, s);
                t->stride[i][k] = s;
            }
        } else {
            dense_strides(tn->rank, t->shape[i], t->stride[i]);
        }
    }
    /* statement extents and temps */
    for (int si = 0; si < d->nstmts; si++) {
        const ir_stmt *s = &d->stmts[si];
        t->extent[si] = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(s->nvars + 1));
        if (!t->extent[si])
            BIND_FAIL(TT_ERR_NOMEM, "out of memory");
        double pts = 1;
        for (int v = 0; v < s->nvars; v++) {
            int bad = 0;
            int64_t x = eval_shape(d, t->dim, t->attr, s->vars[v].extent, &bad);
            if (bad || x < 1 || x > MAX_EXTENT) {
                char m[512];
                explain_shape(m, sizeof m, t, s->vars[v].extent, x, bad);
                BIND_FAIL(TT_ERR_SHAPE, "index variable '%s' at %d:%d has extent %s",
                          s->vars[v].name, s->vars[v].line, s->vars[v].col, m);
            }
            t->extent[si][v] = x;
            pts *= (double)x;
        }
        if (pts > (double)((int64_t)1 << 50))
            BIND_FAIL(TT_ERR_SHAPE, "statement at %d:%d iterates over more than "
                      "2^50 points", s->line, s->col);
        const ir_tensor *tn = &d->tensors[s->tensor];
        if (tn->kind == T_TEMP) {
            for (int k = 0; k < tn->rank; k++)
                t->shape[s->tensor][k] = t->extent[si][k];
            dense_strides(tn->rank, t->shape[s->tensor], t->stride[s->tensor]);
            int64_t numel = 1;
            for (int k = 0; k < tn->rank; k++)
                numel *= t->shape[s->tensor][k];
            if (numel > MAX_NUMEL)
                BIND_FAIL(TT_ERR_SHAPE, "intermediate '%s' has more than 2^40 "
                          "elements", tn->name);
        }
    }
    task_finish(t);
    if (!t->canon)
        BIND_FAIL(TT_ERR_NOMEM, "out of memory");
    t->fused_stmt = t->fused_var = t->fused_input = t->merged_var = -1;
    t->is_form = t->merged = 0;
    if (!in->derived)
        t->fused = ir_task_fuse(t);
    *out = t;
    return TT_OK;
}

void ir_task_free(ir_task *t)
{
    if (!t)
        return;
    ir_task_free(t->fused);
    ir_def *own = t->own_def;
    tt_arena a = t->arena;
    tt_arena_free(&a);
    ir_def_free(own);
}

int ir_task_set_place(ir_task *t, const uint16_t *place)
{
    int nio = t->def->ninputs + t->def->noutputs;
    if (!t->place)
        t->place = tt_arena_alloc(&t->arena, sizeof(uint16_t) * (size_t)(nio ? nio : 1));
    if (!t->place)
        return TT_ERR_NOMEM;
    memcpy(t->place, place, sizeof(uint16_t) * (size_t)nio);
    return TT_OK;
}

ir_task *ir_task_clone(const ir_task *src)
{
    const ir_def *d = src->def;
    tt_arena a = {0};
    ir_task *t = tt_arena_alloc(&a, sizeof *t);
    if (!t)
        return NULL;
    *t = *src;
    t->arena = a;
    t->fused = NULL;
    t->own_def = NULL;   /* a form Task is not cloned: its definition is its own */
    int nt = d->ntensors;
    t->attr = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(d->nattrs + 1));
    t->dim = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(d->ndims + 1));
    t->shape = tt_arena_alloc(&t->arena, sizeof(*t->shape) * (size_t)nt);
    t->stride = tt_arena_alloc(&t->arena, sizeof(*t->stride) * (size_t)nt);
    t->extent = tt_arena_alloc(&t->arena, sizeof(int64_t *) * (size_t)(d->nstmts + 1));
    t->canon = src->canon ? tt_arena_strdup(&t->arena, src->canon) : NULL;
    if (!t->attr || !t->dim || !t->shape || !t->stride || !t->extent ||
        (src->canon && !t->canon)) {
        ir_task_free(t);
        return NULL;
    }
    memcpy(t->attr, src->attr, sizeof(int64_t) * (size_t)d->nattrs);
    memcpy(t->dim, src->dim, sizeof(int64_t) * (size_t)d->ndims);
    memcpy(t->shape, src->shape, sizeof(*t->shape) * (size_t)nt);
    memcpy(t->stride, src->stride, sizeof(*t->stride) * (size_t)nt);
    t->place = NULL;
    if (src->place && ir_task_set_place(t, src->place) != TT_OK) {
        ir_task_free(t);
        return NULL;
    }
    for (int i = 0; i < d->nstmts; i++) {
        int nv = d->stmts[i].nvars;
        t->extent[i] = tt_arena_alloc(&t->arena, sizeof(int64_t) * (size_t)(nv + 1));
        if (!t->extent[i]) {
            ir_task_free(t);
            return NULL;
        }
        memcpy(t->extent[i], src->extent[i], sizeof(int64_t) * (size_t)nv);
    }
    if (src->fused)
        t->fused = ir_task_fuse(t);
    return t;
}

void ir_task_describe(tt_buf *b, const ir_task *t)
{
    const ir_def *d = t->def;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        if (i == d->ninputs)
            tt_buf_puts(b, " ->");
        tt_buf_printf(b, "%s%s=", i ? " " : "", d->tensors[i].name);
        for (int k = 0; k < d->tensors[i].rank; k++)
            tt_buf_printf(b, "%s%" PRId64, k ? "x" : "", t->shape[i][k]);
    }
    if (t->rows_dim >= 0)   /* a class kernel: every size of its range */
        tt_buf_printf(b, " dynamic=%s:%" PRId64 "..%" PRId64, d->dims[t->rows_dim], t->rows_lo,
                      t->dim[t->rows_dim]);
}

int ir_task_row_tensor(const ir_task *t, int ti)
{
    if (t->rows_dim < 0 || ti < 0 || ti >= t->def->ntensors)
        return 0;
    const ir_tensor *tn = &t->def->tensors[ti];
    return tn->rank > 0 && tn->dims && tn->dims[0] && tn->dims[0]->op == E_DIM &&
           tn->dims[0]->id == t->rows_dim;
}

int ir_task_set_rows(ir_task *t, int dim, int64_t lo, char *msg, size_t n)
{
    if (dim < 0 || dim >= t->def->ndims) {
        tt_snprintf(msg, n, "no dimension %d in '%s'", dim, t->def->name);
        return TT_ERR_INVALID_ARG;
    }
    if (lo < 1 || lo > t->dim[dim]) {
        tt_snprintf(msg, n, "row class of '%s': %s from %" PRId64 " is not within 1..%" PRId64,
                    t->def->name, t->def->dims[dim], lo, t->dim[dim]);
        return TT_ERR_INVALID_ARG;
    }
    t->rows_dim = dim;
    t->rows_lo = lo;
    ir_task_free(t->fused);   /* a form Task would not know the class */
    t->fused = NULL;
    task_finish(t);
    if (!t->canon) {
        tt_snprintf(msg, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    return TT_OK;
}

/* ---- a Task back from its canonical text (tt cache verify) ------------- */

static const char *next_line(const char *p, char *line, size_t n)
{
    size_t k = 0;
    while (*p && *p != '\n') {
        if (k + 1 < n)
            line[k++] = *p;
        p++;
    }
    line[k] = 0;
    return *p ? p + 1 : p;
}

int ir_task_from_canon(const char *canon, ir_deflist *defs, ir_task **out, char *msg,
                       size_t n)
{
    *out = NULL;
    memset(defs, 0, sizeof *defs);
    const char *end = strstr(canon ? canon : "", "\n}\n");
    if (!end) {
        tt_snprintf(msg, n, "not a canonical Task text (no definition)");
        return TT_ERR_PARSE;
    }
    size_t dl = (size_t)(end - canon) + 3;
    char *dtext = malloc(dl + 1);
    if (!dtext) {
        tt_snprintf(msg, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    memcpy(dtext, canon, dl);
    dtext[dl] = 0;
    ir_error pe;
    int st = ir_parse(dtext, defs, &pe);
    free(dtext);
    if (st != 0) {
        tt_snprintf(msg, n, "definition: %s", pe.msg);
        return TT_ERR_PARSE;
    }
    const ir_def *d = defs->defs[0];
    int64_t attr[64] = {0}, dim[64] = {0};
    int rank[64];
    int64_t shape[64][TT_MAX_RANK], stride[64][TT_MAX_RANK], ostride[64][TT_MAX_RANK];
    memset(rank, 0, sizeof rank);
    memset(shape, 0, sizeof shape);
    memset(stride, 0, sizeof stride);
    memset(ostride, 0, sizeof ostride);
    ir_target target;
    ir_target_init(&target, "cpu");
    int threads = 1;
    uint64_t constmask = 0;
    int rows_dim = -1;
    int64_t rows_lo = 0;
    const char *p = end + 3;
    char line[4096];
    if (d->nattrs > 64 || d->ndims > 64 || d->ntensors > 64)
        goto bad;
    while (*p) {
        p = next_line(p, line, sizeof line);
        char *s = line, *tok;
        if (strncmp(s, "attrs", 5) == 0) {
            s += 5;
            for (int i = 0; i < d->nattrs; i++)
                attr[i] = strtoll(s, &s, 10);
        } else if (strncmp(s, "dims", 4) == 0) {
            s += 4;
            for (int i = 0; i < d->ndims; i++)
                dim[i] = strtoll(s, &s, 10);
        } else if (strncmp(s, "target ", 7) == 0) {
            ir_target_init(&target, s + 7);
        } else if (strncmp(s, "threads ", 8) == 0) {
            threads = (int)strtol(s + 8, NULL, 10);
        } else if (strncmp(s, "rows ", 5) == 0) {
            char nm[128];
            long long lo;
            if (sscanf(s + 5, "%127s %lld", nm, &lo) != 2)
                goto bad;
            for (int i = 0; i < d->ndims; i++)
                if (strcmp(d->dims[i], nm) == 0)
                    rows_dim = i;
            if (rows_dim < 0)
                goto bad;
            rows_lo = lo;
        } else if (strncmp(s, "constant:", 9) == 0) {
            for (tok = s + 9; *tok;) {
                while (*tok == ' ')
                    tok++;
                char *e = tok;
                while (*e && *e != ' ')
                    e++;
                if (e == tok)
                    break;
                char c = *e;
                *e = 0;
                int ti = ir_find_tensor(d, tok);
                if (ti < 0 || ti >= d->ninputs)
                    goto bad;
                constmask |= (uint64_t)1 << ti;
                *e = c;
                tok = e;
            }
        } else if (*s) {
            tok = strchr(s, ' ');
            if (tok)
                *tok++ = 0;
            int ti = ir_find_tensor(d, s);
            if (ti < 0 || ti >= d->ninputs + d->noutputs)
                goto bad;
            const ir_tensor *tn = &d->tensors[ti];
            for (int k = 0; k < tn->rank; k++) {
                if (!tok)
                    goto bad;
                int64_t sh = strtoll(tok, &tok, 10);
                if (*tok != '/')
                    goto bad;
                int64_t sr = strtoll(tok + 1, &tok, 10);
                if (ti < d->ninputs) {
                    shape[ti][k] = sh;
                    stride[ti][k] = sr;
                } else {
                    ostride[ti - d->ninputs][k] = sr;
                }
            }
            if (ti < d->ninputs)
                rank[ti] = tn->rank;
        }
    }
    (void)dim;
    ir_bind_in bi = {.nin = d->ninputs, .rank = rank, .shape = (const int64_t(*)[TT_MAX_RANK])shape,
                     .stride = (const int64_t(*)[TT_MAX_RANK])stride,
                     .out_stride = (const int64_t(*)[TT_MAX_RANK])ostride, .attr = attr,
                     .target = &target, .nthreads = threads, .constmask = constmask};
    st = ir_bind(d, &bi, out, msg, n);
    if (st == TT_OK && rows_dim >= 0) {
        st = ir_task_set_rows(*out, rows_dim, rows_lo, msg, n);
        if (st != TT_OK) {
            ir_task_free(*out);
            *out = NULL;
        }
    }
    if (st != TT_OK) {
        ir_deflist_free(defs);
        return st;
    }
    return TT_OK;
bad:
    tt_snprintf(msg, n, "not a canonical Task text (bad shape lines)");
    ir_deflist_free(defs);
    return TT_ERR_PARSE;
}

/*
 * The public API (include/tt.h): each entry point checks its handles and
 * arguments, then calls the runtime (ctx.c: contexts and errors; op.c:
 * operators and binding; packs.c: kept packs; dispatch.c: the kernels).
 *
 *   tt_op_run:  validate -> per-op signature cache (hit: run at once)
 *               -> bind a Task -> context table by Task key -> kernel
 *               (compiled once per Task; first call tunes, see rt_resolve)
 *
 * Nothing here aborts: a bad argument is a status and a message.
 */
#include <string.h>

#include "runtime/runtime_internal.h"

/* ---- errors ----------------------------------------------------------- */

TT_API const char *tt_errmsg(const tt_ctx *ctx)
{
    return rt_errmsg(ctx);
}

TT_API tt_status tt_errstatus(void)
{
    return (tt_status)rt_errstatus();
}

TT_API const char *tt_status_str(tt_status s)
{
    static const char *const names[] = {
        "ok", "invalid argument", "parse error", "shape error", "dtype error",
        "unsupported", "compile error", "runtime error", "out of memory",
        "environment error", "cache error", "not cached", "no device", "internal error"};
    if ((unsigned)s < TT_ARRAY_LEN(names))
        return names[s];
    return "unknown status";
}

TT_API const char *tt_version(void)
{
    return "0.1.0";
}

/* ---- contexts --------------------------------------------------------- */

TT_API tt_ctx *tt_ctx_new(const char *options)
{
    return rt_ctx_new(options);
}

TT_API void tt_ctx_free(tt_ctx *ctx)
{
    if (ctx)
        rt_ctx_unref(ctx);
}

/* ---- operators -------------------------------------------------------- */

TT_API tt_op *tt_op_new(tt_ctx *ctx, const char *src, const char *attrs)
{
    if (!ctx) {
        rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_new: the context is NULL");
        return NULL;
    }
    if (!src) {
        rt_fail(ctx, TT_ERR_INVALID_ARG, "tt_op_new: the source text is NULL");
        return NULL;
    }
    return rt_op_new(ctx, src, attrs);
}

TT_API tt_status tt_op_set_constant(tt_op *op, int input, int constant)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_set_constant: the operator is NULL");
    const ir_def *d = op->def;
    if (input < 0 || input >= d->ninputs)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_set_constant: '%s' has no input %d "
                       "(it takes %d)", d->name, input, d->ninputs);
    if (input >= 64)
        return rt_fail(op->ctx, TT_ERR_UNSUPPORTED, "tt_op_set_constant: only the first 64 "
                       "inputs can be declared constant");
    return rt_op_set_constant(op, input, constant);
}

TT_API tt_status tt_op_set_dynamic(tt_op *op, const char *dim, int64_t lo, int64_t hi)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_set_dynamic: the operator is NULL");
    if (!dim)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_set_dynamic: the dimension name is "
                       "NULL");
    return rt_op_set_dynamic(op, dim, lo, hi);
}

TT_API void tt_op_free(tt_op *op)
{
    if (op)
        rt_op_free(op);
}

TT_API int tt_op_num_inputs(const tt_op *op) { return op ? op->def->ninputs : -1; }
TT_API int tt_op_num_outputs(const tt_op *op) { return op ? op->def->noutputs : -1; }
TT_API const char *tt_op_name(const tt_op *op) { return op ? op->def->name : NULL; }

TT_API tt_status tt_op_tensor(const tt_op *op, int index, const char **name, tt_dtype *dtype,
                              int *rank)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_tensor: the operator is NULL");
    const ir_def *d = op->def;
    if (index < 0 || index >= d->ninputs + d->noutputs)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_tensor: '%s' has no tensor %d "
                       "(it has %d inputs and %d outputs)", d->name, index, d->ninputs,
                       d->noutputs);
    const ir_tensor *t = &d->tensors[index];
    if (name)
        *name = t->name;
    if (dtype)
        *dtype = (tt_dtype)t->dtype;
    if (rank)
        *rank = t->rank;
    return TT_OK;
}

/* ---- tensors ---------------------------------------------------------- */

TT_API tt_tensor tt_tensor_make(void *data, tt_dtype dtype, int rank, const int64_t *shape,
                                const int64_t *strides)
{
    tt_tensor t;
    memset(&t, 0, sizeof t);
    t.data = data;
    t.dtype = dtype;
    t.rank = rank;
    for (int i = 0; i < rank && i < TT_MAX_RANK; i++) {
        t.shape[i] = shape ? shape[i] : 0;
        t.strides[i] = strides ? strides[i] : 0;
    }
    return t;
}

TT_API tt_tensor tt_tensor_f32(float *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_F32, rank, shape, NULL);
}
TT_API tt_tensor tt_tensor_f64(double *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_F64, rank, shape, NULL);
}
TT_API tt_tensor tt_tensor_i32(int32_t *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_I32, rank, shape, NULL);
}

/* ---- calls ------------------------------------------------------------ */

TT_API tt_status tt_op_output_shape(tt_op *op, const tt_tensor *in, int nin, int index,
                                    int *rank, int64_t *shape)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_output_shape: the operator is NULL");
    if (!rank || !shape)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_output_shape: NULL rank or shape");
    if (index < 0 || index >= op->def->noutputs)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "'%s' has no output %d", op->def->name,
                       index);
    int st = rt_op_validate(op, in, nin, NULL, 0, 0);
    if (st)
        return st;
    return rt_op_output_shape(op, in, index, rank, shape);
}

TT_API tt_status tt_op_run(tt_op *op, const tt_tensor *in, int nin, tt_tensor *out, int nout)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_run: the operator is NULL");
    int st = rt_op_validate(op, in, nin, out, nout, 1);
    if (st)
        return st;
    st = rt_op_check_overlap(op, in, out);
    if (st)
        return st;
    rt_entry *e;
    rt_dyn_plan_t plan;
    st = rt_op_lookup(op, in, out, &e, &plan);
    if (st)
        return st;
    if (!e)
        return rt_dyn_exec(op, in, out, &plan, 0);
    return rt_op_exec(op, e, in, out);
}

TT_API tt_status tt_op_report(tt_op *op, const tt_tensor *in, int nin, tt_report *report)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_report: the operator is NULL");
    if (!report)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_report: the report is NULL");
    memset(report, 0, sizeof *report);
    int st = rt_op_validate(op, in, nin, NULL, 0, 0);
    if (st)
        return st;
    return rt_op_report(op, in, report);
}

TT_API tt_status tt_op_prepare(tt_op *op, const tt_tensor *in, int nin, const tt_tensor *out,
                               int nout)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_prepare: the operator is NULL");
    int st = rt_op_validate(op, in, nin, out, out ? nout : 0, 0);
    if (st)
        return st;
    rt_entry *e;
    rt_dyn_plan_t plan;
    st = rt_op_lookup(op, in, out, &e, &plan);
    if (st || e)
        return st;
    return rt_dyn_exec(op, in, out, &plan, 1);
}

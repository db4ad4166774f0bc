/*
 * tt — a tensor compiler: operators written as tensor expressions,
 * JIT-compiled for the host CPU (LLVM) or a GPU (OpenCL), tuned on first
 * call and cached on disk.
 *
 *   tt_ctx *ctx = tt_ctx_new(NULL);                 // reads TT_* variables
 *   tt_op  *mm  = tt_op_new(ctx, "matmul(A[M,K], B[K,N]) -> C[M,N] {"
 *                                "  C[m,n] += A[m,k] * B[k,n] }", NULL);
 *   tt_tensor in[2]  = { tt_tensor_f32(a, 2, (int64_t[]){M, K}),
 *                        tt_tensor_f32(b, 2, (int64_t[]){K, N}) };
 *   tt_tensor out[1] = { tt_tensor_f32(c, 2, (int64_t[]){M, N}) };
 *   if (tt_op_run(mm, in, 2, out, 1) != TT_OK)
 *       fprintf(stderr, "%s\n", tt_errmsg(ctx));
 *   tt_op_free(mm);
 *   tt_ctx_free(ctx);
 *
 * Every function returns a status (or NULL) and leaves a message on the
 * context; nothing aborts the host process on bad input.  Functions that
 * have no context to report on (tt_ctx_new) leave the message where
 * tt_errmsg(NULL) finds it (per thread).
 */
#ifndef TT_H
#define TT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(TT_BUILDING_LIBRARY)
#define TT_API __attribute__((visibility("default")))
#else
#define TT_API
#endif

#define TT_VERSION_MAJOR 0
#define TT_VERSION_MINOR 1
#define TT_VERSION_PATCH 0

#define TT_MAX_RANK 8

typedef enum tt_status {
    TT_OK = 0,
    TT_ERR_INVALID_ARG,  /* a NULL handle or pointer, a bad count or index */
    TT_ERR_PARSE,        /* the operator's text does not parse or check */
    TT_ERR_SHAPE,        /* shapes that do not bind, wrong rank, wrong output */
    TT_ERR_DTYPE,        /* a tensor of the wrong or an unsupported dtype */
    TT_ERR_UNSUPPORTED,  /* valid, but not supported (strides, aliasing, ...) */
    TT_ERR_COMPILE,      /* code generation or JIT failed */
    TT_ERR_RUNTIME,      /* a kernel launch failed */
    TT_ERR_NOMEM,        /* out of memory */
    TT_ERR_ENV,          /* a TT_* variable or option that does not parse */
    TT_ERR_CACHE,        /* the cache could not be used as asked */
    TT_ERR_NOT_CACHED,   /* TT_REQUIRE_CACHED=1 and the Task is not cached */
    TT_ERR_NO_DEVICE,    /* the target (OpenCL platform/device) is missing */
    TT_ERR_INTERNAL      /* a bug in tt: please report it */
} tt_status;

typedef enum tt_dtype { TT_F32 = 0, TT_F64 = 1, TT_I32 = 2 } tt_dtype;

/* A tensor: a view of memory the caller owns.  Strides are in elements;
 * a stride array of all zeros (as the helpers below make) means dense
 * row-major.  tt never keeps the data pointer past a call. */
typedef struct tt_tensor {
    void *data;
    tt_dtype dtype;
    int rank;
    int64_t shape[TT_MAX_RANK];
    int64_t strides[TT_MAX_RANK];
} tt_tensor;

typedef struct tt_ctx tt_ctx;
typedef struct tt_op tt_op;

/* ---- context ---------------------------------------------------------- */

/* options: NULL, or "key=value,key=value" overriding the environment:
 * budget, tune_mode, cache_dir, cache_path, target, threads, log,
 * require_cached (the TT_* variables without the prefix, lower-case).
 * Returns NULL on a malformed option or variable; tt_errmsg(NULL) says
 * which and why. */
TT_API tt_ctx *tt_ctx_new(const char *options);
/* With tune_mode=background: cancels the background session under way
 * (what it measured so far is kept in the cache, its winner is not
 * stored, its lease is released), drops the queued ones and joins the
 * tuner thread before the context goes. */
TT_API void tt_ctx_free(tt_ctx *ctx);

/* The last error message on ctx ("" if none); with ctx NULL, the last
 * error of this thread from a call that had no context. */
TT_API const char *tt_errmsg(const tt_ctx *ctx);
/* The status of this thread's last error, the one tt_errmsg(NULL) holds
 * (TT_OK if none yet): what tt_ctx_new and tt_op_new, which return NULL,
 * failed with. */
TT_API tt_status tt_errstatus(void);
TT_API const char *tt_status_str(tt_status s);
TT_API const char *tt_version(void);

/* ---- operators -------------------------------------------------------- */

/* src: the text of one or more definitions (the first is used), or the
 * name of a shipped operator ("matmul", "conv2d", ...).  attrs: NULL or
 * "stride=2,pad=1" overriding the definition's attribute defaults. */
TT_API tt_op *tt_op_new(tt_ctx *ctx, const char *src, const char *attrs);
TT_API void tt_op_free(tt_op *op);

TT_API int tt_op_num_inputs(const tt_op *op);
TT_API int tt_op_num_outputs(const tt_op *op);
TT_API const char *tt_op_name(const tt_op *op);

/* Tensor `index` of the operator's signature: 0 .. num_inputs-1 are the
 * inputs, num_inputs .. num_inputs+num_outputs-1 the outputs, in the order
 * the definition lists them.  Writes the tensor's name (valid while op
 * lives), dtype and rank; any of name, dtype, rank may be NULL.  For
 * bindings that allocate outputs or name tensors (the Python package).
 * TT_ERR_INVALID_ARG for a NULL op or an index out of range. */
TT_API tt_status tt_op_tensor(const tt_op *op, int index, const char **name, tt_dtype *dtype,
                              int *rank);

/* Declare input `input` constant (constant != 0) or not.  A constant
 * input's data must not change between calls: it is packed once, into the
 * layout the kernel reads, and the pack is kept with the operator for the
 * data pointer it was made from (a call with another pointer packs again;
 * at most 64 packs per operator are kept, least recently used dropped).
 * To change the data behind the same pointer, call this again: every pack
 * made before is dropped.  Declaring changes the Task (its cache key), so
 * the first call after it tunes or looks up the cache again. */
TT_API tt_status tt_op_set_constant(tt_op *op, int input, int constant);

/* Declare dimension `dim` (a size name of the definition, "M") dynamic
 * over lo..hi (1 <= lo <= hi <= 2^20): a shape class.  A call whose size
 * in `dim` is in the range, on dense tensors, then runs on one class
 * kernel that takes the size at run time (tuned once, over the range, within
 * TT_TUNE_BUDGET, and cached; on an OpenCL context, on blocks of the
 * dimension shared by every size), so a new size costs no tuning and no
 * compiling once the class kernel exists.  An exact
 * kernel for the size (met in this context, or a winner in the cache) is
 * preferred.  The dimension must be the outermost of every tensor that
 * has it, indexed there by one variable used nowhere else (rows are
 * independent): TT_ERR_UNSUPPORTED and a message saying why otherwise.
 * One dimension per operator: a new declaration replaces the old; lo =
 * hi = 0 drops it.  docs/TUNING.md, "Shape classes". */
TT_API tt_status tt_op_set_dynamic(tt_op *op, const char *dim, int64_t lo, int64_t hi);

/* The shape of output `index` for the given input shapes (data may be
 * NULL).  *rank and shape[0..*rank) are written. */
TT_API tt_status tt_op_output_shape(tt_op *op, const tt_tensor *in, int nin,
                                    int index, int *rank, int64_t *shape);

/* Compute out = op(in).  The first call for a new set of shapes, strides
 * and dtypes tunes (within TT_TUNE_BUDGET) unless the cache has a winner;
 * with TT_TUNE_MODE=background it compiles the nearest winner's config
 * (or the default) and returns, and a background thread tunes. */
TT_API tt_status tt_op_run(tt_op *op, const tt_tensor *in, int nin,
                           tt_tensor *out, int nout);

/* Tune and compile for these shapes ahead of the first call (data may be
 * NULL).  out may be NULL, then dense outputs of the inferred shape.  In
 * background mode: compile, and queue the background session. */
TT_API tt_status tt_op_prepare(tt_op *op, const tt_tensor *in, int nin,
                               const tt_tensor *out, int nout);

/* Which kernel calls for these shapes run now (after tt_op_run or
 * tt_op_prepare): whether it came from the cache, was tuned, is another
 * shape's winner adapted to these shapes, or is the untuned default, and
 * what that cost.  In background mode (TT_TUNE_MODE=background) the
 * answer changes when the background session swaps its winner in. */
typedef struct tt_report {
    int cache_hit;        /* loaded from the cache (kernel "cached") */
    int tuned;            /* tuned by this process (kernel "tuned") */
    double tune_ms;       /* time spent tuning (0 if none) */
    double compile_ms;    /* compiling or loading the kernel */
    char config[512];     /* the schedule (Config text) */
    char kernel[16];      /* "cached", "tuned", "reused" (the nearest winner
                             of another shape, adapted), "default", or
                             "class" (the blocks of a shape class: config
                             says which, and how many are not compiled
                             yet; the times are their sums) */
    int tuning;           /* a background session for these shapes is
                             queued or running */
    char reused_from[33]; /* kernel "reused": the Task key of that winner */
} tt_report;

/* TT_ERR_INVALID_ARG if these shapes have not been run or prepared. */
TT_API tt_status tt_op_report(tt_op *op, const tt_tensor *in, int nin, tt_report *report);

/* ---- tensors ---------------------------------------------------------- */

TT_API tt_tensor tt_tensor_f32(float *data, int rank, const int64_t *shape);
TT_API tt_tensor tt_tensor_f64(double *data, int rank, const int64_t *shape);
TT_API tt_tensor tt_tensor_i32(int32_t *data, int rank, const int64_t *shape);
/* strides NULL: dense row-major. */
TT_API tt_tensor tt_tensor_make(void *data, tt_dtype dtype, int rank,
                                const int64_t *shape, const int64_t *strides);

#ifdef __cplusplus
}
#endif
#endif /* TT_H */

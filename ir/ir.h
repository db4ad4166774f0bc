/*
 * The IR of an operator.
 *
 *   text --ir_parse--> ir_def (symbolic dimensions, checked, typed)
 *        --ir_bind---> ir_task (concrete shapes, strides, attributes,
 *                      target, threads; canonical text and 128-bit hash)
 *
 * A Def owns its memory through an arena; nothing in it is freed alone.
 * Expressions are trees; after checking, every node has a type.
 */
#ifndef TT_IR_H
#define TT_IR_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tt.h"
#include "base/base.h"

typedef enum ir_dtype { DT_F32 = TT_F32, DT_F64 = TT_F64, DT_I32 = TT_I32, DT_BOOL } ir_dtype;

const char *ir_dtype_name(int dt);
int ir_dtype_size(int dt);
static inline int ir_is_float(int dt) { return dt == DT_F32 || dt == DT_F64; }

/* Expression operators, one line each: name, printed spelling, arity
 * (-1: varies).  Adding an operator is a line here plus its cases in the
 * checker, the interpreter and the code generators. */
#define IR_EXPR_OPS(X)            \
    X(INT, "int", 0)              \
    X(FLT, "flt", 0)              \
    X(VAR, "var", 0)              \
    X(DIM, "dim", 0)              \
    X(ATTR, "attr", 0)            \
    X(ACCESS, "access", -1)       \
    X(NEG, "-", 1)                \
    X(NOT, "!", 1)                \
    X(ADD, "+", 2)                \
    X(SUB, "-", 2)                \
    X(MUL, "*", 2)                \
    X(DIV, "/", 2)                \
    X(MOD, "%", 2)                \
    X(AND, "&&", 2)               \
    X(OR, "||", 2)                \
    X(LT, "<", 2)                 \
    X(LE, "<=", 2)                \
    X(GT, ">", 2)                 \
    X(GE, ">=", 2)                \
    X(EQ, "==", 2)                \
    X(NE, "!=", 2)                \
    X(SELECT, "select", 3)        \
    X(CALL, "call", -1)           \
    X(CAST, "cast", 1)

enum {
#define X(n, s, a) E_##n,
    IR_EXPR_OPS(X)
#undef X
    E_COUNT
};
extern const char *const ir_op_spelling[E_COUNT];

/* Built-in functions: name, arity, float only. */
#define IR_FUNCS(X)           \
    X(EXP, "exp", 1, 1)       \
    X(LOG, "log", 1, 1)       \
    X(SQRT, "sqrt", 1, 1)     \
    X(RSQRT, "rsqrt", 1, 1)   \
    X(TANH, "tanh", 1, 1)     \
    X(SIGMOID, "sigmoid", 1, 1) \
    X(ERF, "erf", 1, 1)       \
    X(FLOOR, "floor", 1, 1)   \
    X(CEIL, "ceil", 1, 1)     \
    X(ABS, "abs", 1, 0)       \
    X(MAX, "max", 2, 0)       \
    X(MIN, "min", 2, 0)       \
    X(POW, "pow", 2, 1)

enum {
#define X(n, s, a, f) FN_##n,
    IR_FUNCS(X)
#undef X
    FN_COUNT
};
extern const char *const ir_fn_name[FN_COUNT];
extern const int ir_fn_arity[FN_COUNT];
extern const int ir_fn_float_only[FN_COUNT];

typedef struct ir_expr {
    uint8_t op;     /* E_* */
    uint8_t type;   /* ir_dtype, set by the checker */
    uint8_t fn;     /* FN_* for E_CALL; target dtype for E_CAST */
    uint8_t weak;   /* literal whose type adapts to its context */
    uint16_t depth; /* height of the tree below (bounded by the parser) */
    int line, col;
    int id;         /* VAR: variable; DIM: dimension; ATTR: attribute;
                       ACCESS: tensor */
    int64_t ival;
    double fval;
    int nargs;
    struct ir_expr **args;
} ir_expr;

/* Statement operators: '=' and the reductions. */
enum { OP_ASSIGN, OP_ADD, OP_MUL, OP_MAX, OP_MIN };
extern const char *const ir_stmt_op_spelling[];

enum { T_INPUT, T_OUTPUT, T_TEMP };

typedef struct ir_tensor {
    const char *name;
    int kind;        /* T_* */
    int dtype;       /* DT_F32, DT_F64, DT_I32 */
    int rank;
    ir_expr **dims;  /* inputs: E_DIM or E_INT; outputs: expressions;
                        temps: the extents of the defining LHS variables */
    int line, col;
    int def_stmt;    /* statement that writes it, -1 for inputs */
} ir_tensor;

typedef struct ir_var {
    const char *name;
    int line, col;
    int reduce;      /* 1: appears only on the right: a reduction axis */
    int bounded;     /* extent given by 'where v < bound' */
    ir_expr *extent; /* over dimensions and attributes */
} ir_var;

typedef struct ir_stmt {
    int tensor;      /* written tensor */
    int op;          /* OP_* */
    int nvars;       /* spatial (LHS, in order) first, then reductions */
    int nspatial;
    ir_var *vars;
    ir_expr *rhs;
    int line, col;
} ir_stmt;

typedef struct ir_attr {
    const char *name;
    int64_t value;   /* default; the Task may override */
    int line, col;
} ir_attr;

typedef struct ir_def {
    const char *name;
    int line, col;
    int ntensors, ninputs, noutputs; /* inputs, then outputs, then temps */
    ir_tensor *tensors;
    int ndims;
    const char **dims;
    int nattrs;
    ir_attr *attrs;
    int nstmts;
    ir_stmt *stmts;
    int nreqs;           /* 'requires' conditions: booleans over dimensions
                            and attributes, checked when a Task is bound */
    ir_expr **reqs;
    tt_arena arena;
} ir_def;

/* A list of definitions parsed from one text. */
typedef struct ir_deflist {
    int n;
    ir_def **defs;
} ir_deflist;

typedef struct ir_error {
    int line, col;
    char msg[320];   /* "LINE:COL: what is wrong" */
} ir_error;

/* Parse and check every definition in src.  On error returns -1 and fills
 * err; nothing to free.  On success the caller frees with ir_deflist_free. */
int ir_parse(const char *src, ir_deflist *out, ir_error *err);
void ir_deflist_free(ir_deflist *l);
void ir_def_free(ir_def *d);

/* Print a definition in the language (canonical spelling when canon is
 * set: index variables renamed i0, i1, ... per statement). */
void ir_def_print(tt_buf *b, const ir_def *d, int canon);
void ir_expr_print(tt_buf *b, const ir_def *d, const ir_stmt *s,
                   const ir_expr *e, int canon);

int ir_find_tensor(const ir_def *d, const char *name);
int ir_find_attr(const ir_def *d, const char *name);

/* Integer semantics shared by the interpreter and every code generator:
 * 64-bit two's complement arithmetic that wraps, floor division and floor
 * modulo, and x / 0 == x % 0 == 0. */
static inline int64_t ir_wadd(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static inline int64_t ir_wsub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static inline int64_t ir_wmul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static inline int64_t ir_floordiv(int64_t a, int64_t b)
{
    if (b == 0) return 0;
    if (b == -1) return ir_wsub(0, a);
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}
static inline int64_t ir_floormod(int64_t a, int64_t b)
{
    if (b == 0 || b == -1) return 0;
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) m += b;
    return m;
}
/* float -> i32: truncate toward zero, saturate, NaN -> 0 (LLVM fptosi.sat) */
static inline int64_t ir_f2i(double x)
{
    if (x != x) return 0;
    if (x <= -2147483648.0) return INT32_MIN;
    if (x >= 2147483647.0) return INT32_MAX;
    return (int64_t)x;
}
static inline int64_t ir_wrap32(int64_t x) { return (int64_t)(int32_t)(uint32_t)(uint64_t)x; }

/* ---- Target ---------------------------------------------------------- */

/* What the lowering and the schedules may assume of the machine a Task
 * runs on.  The backend fills it when it opens (jit/llvm.c from the host
 * CPU's features, jit/opencl.c from the device), the context keeps it and
 * every Task carries a copy, so two contexts on two targets never see each
 * other's.  Only the name is part of the Task's key; the rest follows
 * from the machine, which the cache's hardware key covers. */
enum { IR_TARGET_CPU = 0, IR_TARGET_OPENCL };
typedef struct ir_target {
    int kind;                   /* IR_TARGET_* */
    char name[64];              /* "cpu", "opencl", "opencl:P:D" */
    int vector_bits;            /* CPU: the widest vector registers, 512
                                   (AVX-512), 256 (AVX) or 128; 0: unknown,
                                   schedules assume 512 */
    int fma_rate;               /* CPU at 512 bits: full-width FMAs a cycle,
                                   2 (Zen 5, most Xeons) or 1 (Zen 4 splits
                                   a zmm FMA in two; 0: unknown, as 1) */
    int64_t max_work_group;     /* OpenCL: work-items per group (0: unknown, 256) */
    int64_t local_mem_bytes;    /* OpenCL: local memory per group (0: unknown, 32 KiB) */
} ir_target;

/* A target known by name only ("cpu", "opencl..."): its kind, no limits. */
void ir_target_init(ir_target *t, const char *name);

/* ---- Task ------------------------------------------------------------ */

typedef struct ir_task {
    const ir_def *def;          /* not owned */
    int64_t *attr;              /* [nattrs] */
    int64_t *dim;               /* [ndims] */
    int64_t (*shape)[TT_MAX_RANK];   /* [ntensors] */
    int64_t (*stride)[TT_MAX_RANK];  /* [ntensors], elements; temps dense */
    int64_t **extent;           /* [nstmts][nvars] */
    ir_target target;           /* its name is in the key */
    int nthreads;
    uint64_t constmask;         /* inputs declared constant (bit i: input i):
                                   their packs may be kept across calls */
    /* A row class (ir_task_set_rows): dimension rows_dim, bound at its
       largest size, is the kernel's runtime extent -- one kernel serves
       every size in rows_lo..dim[rows_dim] (-1: an ordinary Task). */
    int rows_dim;
    int64_t rows_lo;
    /* Where the call that made the Task had its tensors: each input's and
       output's address modulo IR_PLACE_PERIOD (NULL: not made by a call).
       Not in the key.  A tuning session puts its own buffers at the same
       offsets (tune/measure.c): with an output at an input's offset in a
       4 KiB page a kernel can run at half its speed (its loads alias the
       stores just made by their low 12 address bits), so the winner must
       be timed where it will run. */
    uint16_t *place;
    char *canon;                /* canonical text */
    uint8_t hash[16];
    char key[33];               /* hash as hex */
    /* The fused-reduction form (ir/fuse.c): NULL when no run of reduction
       variables fuses.  A form Task owns its definition (own_def) and
       names its fused variable: statement fused_stmt's variable fused_var
       runs over the product of nfactors extents, factor[0] outermost, and
       input fused_input is the read it runs through contiguously. */
    struct ir_task *fused;
    ir_def *own_def;
    int fused_stmt, fused_var, fused_input, nfactors;
    /* On a form Task: is_form; merged when the form merges a run of
       spatial variables instead (ir/fuse.c, ir_task_merge: fused_var and
       fused_input are -1, the run's first variable is merged_var, over
       nfactors extents factor[]). */
    int is_form, merged, merged_var;
    int64_t factor[TT_MAX_RANK];
    tt_arena arena;
} ir_task;

/* Bind input shapes (and optional strides; NULL rows mean dense) plus
 * attribute overrides.  On error returns a tt_status and fills msg. */
typedef struct ir_bind_in {
    int nin;
    const int *rank;              /* [nin] */
    const int64_t (*shape)[TT_MAX_RANK];
    const int64_t (*stride)[TT_MAX_RANK];   /* may be NULL: all dense */
    const int64_t (*out_stride)[TT_MAX_RANK];/* may be NULL: all dense */
    const int64_t *attr;          /* [nattrs] values, NULL: defaults */
    const ir_target *target;      /* NULL: "cpu", its width unknown */
    int nthreads;
    uint64_t constmask;           /* inputs declared constant */
    int derived;                  /* binding a fused form: no form of its own */
} ir_bind_in;

int ir_bind(const ir_def *d, const ir_bind_in *in, ir_task **out, char *msg,
            size_t msgsz);
void ir_task_free(ir_task *t);
/* Rebuild a Task from its canonical text (the cache stores it); the
 * result's key equals the original's.  defs owns the definition.  Its
 * target is known by name only: a caller that compiles it for a backend
 * it has opened gives it that backend's target (same name). */
int ir_task_from_canon(const char *canon, ir_deflist *defs, ir_task **out, char *msg,
                       size_t n);
ir_task *ir_task_clone(const ir_task *t);
/* Set t->place (ninputs + noutputs offsets, each an address modulo
 * IR_PLACE_PERIOD); TT_OK or TT_ERR_NOMEM. */
#define IR_PLACE_PERIOD 4096
int ir_task_set_place(ir_task *t, const uint16_t *place);
/* Make t (bound with dimension `dim` at its largest size) a row class
 * over lo..that size: its kernel takes the size at run time.  The caller
 * has checked that rows of dim are independent (runtime/dynamic.c,
 * rt_dyn_check); the lowering checks what it relies on.  t's key changes
 * (its canonical text gains a line `rows NAME LO`) and t has no fused
 * form. */
int ir_task_set_rows(ir_task *t, int dim, int64_t lo, char *msg, size_t n);
/* "A=7x5 B=5x6 -> C=7x6" (and " dynamic=M:1..512" for a row class): the
 * shapes as tools and the cache show them. */
void ir_task_describe(tt_buf *b, const ir_task *t);
/* Whether tensor ti of t's definition has the row class's dimension as
 * its outermost (0: not a row class, or another tensor). */
int ir_task_row_tensor(const ir_task *t, int ti);
/* The fused form of t (ir/fuse.c; ir_bind sets t->fused with it): its
 * fused-reduction form, else its merged form; NULL when t has neither. */
ir_task *ir_task_fuse(const ir_task *t);
/* The merged form of t alone (ir/fuse.c): a run of spatial variables that
 * every access reads as consecutive dimensions, contiguous, made one. */
ir_task *ir_task_merge(const ir_task *t);

/* Evaluate a dimension/extent expression (dimensions and attributes only). */
int64_t ir_eval_shape_expr(const ir_def *d, const int64_t *dim,
                           const int64_t *attr, const ir_expr *e);

int64_t ir_tensor_numel(const ir_task *t, int tensor);
/* Elements spanned by a strided tensor: 1 + sum (shape-1)*stride. */
int64_t ir_tensor_span(const ir_task *t, int tensor);
int ir_tensor_is_dense(const ir_task *t, int tensor);
double ir_task_flops(const ir_task *t);

/* Analyses over statement si's concrete ranges (analysis.c): the interval
 * of an integer expression (0: unknown), whether it depends on variable v
 * (constant sub-expressions depend on nothing), and the variables a read's
 * indices depend on (a bit mask). */
int ir_expr_range(const ir_task *t, int si, const ir_expr *e, int64_t *lo, int64_t *hi);
int ir_expr_depends(const ir_task *t, int si, const ir_expr *e, int v);
uint64_t ir_read_uses(const ir_task *t, int si, const ir_expr *rd);

/* 128-bit FNV-1a. */
void ir_hash128(const void *data, size_t n, uint8_t out[16]);

/* ---- Reference interpreter ------------------------------------------- */

/* Evaluate t naively: inputs and outputs are the caller's buffers laid out
 * with the Task's strides; accumulation in f64. */
int ir_interp(const ir_task *t, void *const *inputs, void *const *outputs);
/* For a single-statement Task too large to interpret whole: evaluate only
 * the output points whose row-major position is a multiple of `step`
 * (others untouched).  ir_interp_step picks the step for a work bound. */
int64_t ir_interp_step(const ir_task *t, double max_work);
int ir_interp_sampled(const ir_task *t, void *const *inputs, void *const *outputs,
                      int64_t step);
/* The same, and mag[o] (NULL: not wanted) the largest sum of the absolute
 * values of the terms of an element of output o that a += reduction writes
 * (0 for others): the scale of its rounding error when the terms cancel,
 * which the result's own size does not show (ir_compare_mag). */
int ir_interp_mag(const ir_task *t, void *const *inputs, void *const *outputs, int64_t step,
                  double *mag);

/* Compare outputs `got` with reference outputs `ref` (both laid out with
 * the Task's strides).  Returns res->ok. */
typedef struct ir_cmp {
    int ok;
    int64_t nbad;
    double max_abs, max_rel;
    int bad_output;            /* first mismatch */
    int64_t bad_offset;
    int64_t bad_index[TT_MAX_RANK];
    double bad_got, bad_ref;
} ir_cmp;
int ir_compare(const ir_task *t, void *const *got, void *const *ref, ir_cmp *res);
/* Only the points a sampled interpretation computed (step as above). */
int ir_compare_sampled(const ir_task *t, void *const *got, void *const *ref, int64_t step,
                       ir_cmp *res);
/* With the magnitudes ir_interp_mag gave (NULL: none): an output's absolute
 * tolerance is at least 200 ulp of its largest sum of |terms|. */
int ir_compare_mag(const ir_task *t, void *const *got, void *const *ref, int64_t step,
                   const double *mag, ir_cmp *res);

/* Helpers for tests and tools: element access by linear index into a
 * strided buffer of any dtype, as double. */
double ir_load_elem(int dtype, const void *base, int64_t off);
void ir_store_elem(int dtype, void *base, int64_t off, double v);

#endif

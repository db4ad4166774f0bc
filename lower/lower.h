/*
 * lower/: the lowering's public interface.  A schedule (one point of the
 * knob space) and the loop AST a Task plus a schedule lowers to; the
 * passes that rewrite it are private to this folder (lower/pipeline.c).
 */
#ifndef TT_LOWER_LOWER_H
#define TT_LOWER_LOWER_H

#include "ir/ir.h"

/*
 * A schedule: how each statement of a Task becomes a loop nest.  One
 * schedule is one point of the knob space (tune/space.c); the default
 * schedule (lower/default.c) is one such point too, so there is one code
 * path from schedule to loop AST.
 *
 * Every root statement gets the nest (Ansor's "SSRSRS"):
 *
 *   S0  spatial tiles of size t1, outermost `par` of them fused & parallel
 *   S1  spatial tiles of size t2 within          [packs at level S1]
 *   R0  reduction tiles of size tk               [packs at level R0]
 *   S2  register tiles of size t3 within t2      (guards version here)
 *         acc = first ? identity : partial
 *   R1    reduction steps within tk, innermost unrolled up to `unroll`
 *   S3      the register tile: t3 per axis, unrolled; the `vec` axis
 *           vectorized with `lanes` lanes
 *         write back acc (with the fused epilogue on the last R0 step)
 *
 * Tile sizes nest: t3 divides t2 divides t1, so only the last tile of an
 * axis is partial at any level, and the register tile's tail has the
 * constant size E mod t3.
 */


#define LW_MAX_STAGES 32
#define LW_MAX_READS 16
#define LW_VEC_NONE (-1)
#define LW_VEC_RED 8      /* vec >= LW_VEC_RED: reduction var (vec - 8) */

enum { SM_ROOT = 0, SM_INLINE = 1, SM_EPILOGUE = 2 };
/* Pack of a read: none, a panel per R0 tile or per S1 tile, copied inside
 * the nest on every call; or (PK_R0K, PK_S1K: a read of an input declared
 * constant, CPU only) the same panels for every tile laid out in one
 * buffer, packed once by the kernel's pack entry and kept by the caller
 * across calls; or (PK_WIN, CPU only) a window: the box of the tensor the
 * read touches in an S1 tile, in the tensor's own layout, zero where it
 * leaves the tensor -- the padded staging copy of a convolution's input,
 * after which the compute nest needs no guards.  S1 panels and windows are
 * copied inside the innermost loop whose tile moves them, not below it.
 * PK_S1A (CPU only, outside row fusion): the kept layout -- every S1 tile's
 * panel in one buffer -- filled on every call before the stage's nest (its
 * outer tile loop parallel), so that a parallel loop over all the S0 tiles
 * shares one copy instead of packing again in every chunk.  PK_R0P, PK_S1P
 * (CPU only): the R0 or S1 panel pipelined -- two panels, the one the
 * current tile reads and the next tile's, copied in pieces among this
 * tile's arithmetic (lower/pipe.c), so that the copy's loads and stores
 * run beside the FMAs instead of in a phase of their own. */
enum {
    PK_NONE = 0, PK_R0 = 1, PK_S1 = 2, PK_R0K = 3, PK_S1K = 4, PK_WIN = 5, PK_S1A = 6,
    PK_R0P = 7, PK_S1P = 8
};
#define PK_MAX PK_S1P
#define LW_PACK_LEVEL(v)                                                              \
    ((v) == PK_WIN                     ? PK_WIN                                        \
     : (v) == PK_S1A || (v) == PK_S1P  ? PK_S1                                         \
     : (v) == PK_R0P                   ? PK_R0                                         \
     : (v) == PK_R0K || (v) == PK_S1K ? (v) - 2                                       \
                                       : (v))
#define LW_PACK_KEPT(v) ((v) == PK_R0K || (v) == PK_S1K)
#define LW_PACK_ALL(v) ((v) == PK_S1A)
#define LW_PACK_PIPE(v) ((v) == PK_R0P || (v) == PK_S1P)

typedef struct lw_nest {
    int32_t tile[TT_MAX_RANK][3];  /* spatial axis: t1, t2, t3 */
    int32_t rtile[TT_MAX_RANK];    /* reduction var: tk */
    uint8_t order0[TT_MAX_RANK];   /* spatial axes, S0 and S1, outer first */
    uint8_t order2[TT_MAX_RANK];   /* spatial axes, S2 and S3 */
    uint8_t rorder[TT_MAX_RANK];   /* reduction vars, R0 and R1 */
    int8_t vec;                    /* LW_VEC_NONE, spatial axis, or 8 + r */
    uint8_t lanes;                 /* 4, 8 or 16 */
    uint16_t unroll;               /* max unrolled R1 steps */
    uint8_t par;                   /* S0 loops fused into the parallel loop */
    uint8_t pack[LW_MAX_READS];    /* per read (RHS order): PK_* */
} lw_nest;

typedef struct lw_sched {
    int nstages;
    uint8_t mode[LW_MAX_STAGES];   /* SM_* per statement */
    uint8_t group;                 /* >0: root stages share this many
                                      leading spatial axes (row fusion) */
    int32_t gtile[TT_MAX_RANK];    /* rows per parallel chunk, per axis */
    uint8_t gpar;                  /* group: parallel over row tiles */
    uint16_t vector_bits;          /* 512 or 256 */
    uint8_t form;                  /* 1: a schedule of the Task's fused-
                                      reduction form (ir_task.fused,
                                      ir/fuse.c): stages, axes and reads
                                      are that Task's */
    lw_nest nest[LW_MAX_STAGES];
} lw_sched;

/* The Task schedule s is of: t, or for a form-1 schedule t's fused form
 * (NULL when t has none); a form Task is its own. */
static inline const ir_task *lw_sched_task(const ir_task *t, const lw_sched *s)
{
    return !s->form || t->is_form ? t : t->fused;
}

/* Facts about a Task's statements that both the lowering and the knob
 * space need. */
typedef struct lw_stage_info {
    int reduce;          /* has reduction vars or op != '=' */
    int pointwise;       /* op '=' */
    int nreads;          /* buffered reads in the RHS (pack candidates) */
    int inlinable;       /* a temp written by '=' */
    int epi_ok;          /* may be fused as the epilogue of its producer */
    int epi_src;         /* the producer statement for an epilogue */
    int unit_axis;       /* spatial axis with unit stride in the output, -1 */
    int unit_raxis;      /* reduction var that is unit-stride in some read */
} lw_stage_info;

void lw_stage_analyze(const ir_task *t, lw_stage_info *info);
/* The reads of a statement in right-hand-side order (pack numbering). */
int lw_stage_reads(const ir_stmt *s, const ir_expr **out, int max);
/* Largest group prefix allowed for the given modes (0: none). */
int lw_group_max(const ir_task *t, const uint8_t *mode);

/* OpenCL: the spatial axes of statement si mapped to the NDRange (the
 * first `par`, at most 3, tiled axes in outer order): their S0 tiles are
 * work-groups, their S1 tiles work-items.  Returns the count; *wg = work-items
 * per group, *groups = work-groups. */
int lw_gpu_mapped(const ir_task *t, const lw_sched *s, int si, int *axes, int64_t *wg,
                  int64_t *groups);
/* The Task's target is an OpenCL device (parallel loops become NDRanges). */
int lw_task_is_gpu(const ir_task *t);
/* The coefficient of variable v in integer expression e of statement si
 * (INT64_MIN: not linear in v), and the elements a read moves per step of
 * v (its index coefficients times the tensor's strides). */
int64_t lw_coef(const ir_task *t, int si, const ir_expr *e, int v);
/* Whether expression e reads a tensor anywhere (an index that is itself a read). */
int lw_has_read(const ir_expr *e);
int64_t lw_read_stride(const ir_task *t, int si, const ir_expr *rd, int v);
/* The device limits of the Task's target (filled by the OpenCL backend;
 * not known: 256 items, 32 KiB); the space and the check respect them. */
void lw_gpu_limits(const ir_task *t, int64_t *max_wg, int64_t *local_bytes);

/* Unrolled code is bounded: copies of the update body (compile time). */
#define LW_MAX_COPIES 256
int64_t lw_code_copies(const ir_task *t, const lw_sched *s, int si);
/* Stage si's unroll halved, then its register tile's largest axis, until
 * its copies fit LW_MAX_COPIES (the default's nests). */
void lw_bound_code(const ir_task *t, lw_sched *s, int si);

/* Packed buffers are bounded (elements). */
#define LW_PACK_MAX ((int64_t)1 << 22)
#define LW_KEPT_MAX ((int64_t)1 << 28)
int64_t lw_pack_elems(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                      int level);

/* A window dimension indexed M * (v / D) + an affine rest (a grouped
 * convolution's channel): the spatial variable v, D and M. */
typedef struct lw_wgroup {
    int v;
    int64_t d, m;
} lw_wgroup;
/* The window of read rd of stage si per S1 tile (PK_WIN): per dimension of
 * the tensor, its length and whether it is the whole dimension (an index
 * not affine in the stage's variables, proven inside the tensor); the
 * element count, or 0 when the read cannot be windowed.  A dimension
 * indexed M * (v / D) + an affine rest, whose S1 tile of v covers whole
 * groups of D (or lies in one), spans only those groups: gvar[k] (if
 * gvar is not NULL) is then v, which moves it; else -1. */
int64_t lw_window_shape(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                        int64_t *len, uint8_t *whole, int *gvar);
/* The phases of window rd's innermost dimension (0: none): when the stage
 * vectorizes a spatial axis whose coefficient there is a stride s of 2..8
 * (an NCHW convolution of stride 2 along the image width), the window
 * keeps that dimension as [s phases][len / s], each phase the elements of
 * one residue mod s, so the compute nest's reads are unit-stride vectors
 * instead of two loads and a permute.  The window's length there is a
 * multiple of s. */
int lw_window_split(const ir_task *t, const lw_nest *n, int si, const ir_expr *rd);

/* Whether a phase of `phase` elements of a window row split in phases (a
 * stride along the vector lanes) is streamed through registers in vectors
 * of `lanes`: from half a vector (a 3x3 stride-2 row of 14 outputs, its
 * phases of 15, in 16 lanes: build_pack.c window_streamed, windows.c
 * split_window, default.c). */
static inline int lw_phase_streams(int64_t phase, int64_t lanes)
{
    return 2 * phase >= lanes;
}

/* Whether the knob space should offer a window for read rd: a read of a
 * tensor buffer that may leave it (a padded convolution's input), or that
 * a spatial axis steps at a stride of 2..8 along its unit-stride dimension
 * (a window split in phases), on the CPU, and every index affine or proven
 * inside. */
int lw_read_windowable(const ir_task *t, int si, const ir_expr *rd);
/* Whether every index of read rd stays inside its tensor over the stage's
 * whole iteration space (no padding reaches it). */
int lw_read_inside(const ir_task *t, int si, const ir_expr *rd);

/* How many times per call a copy that the tiles of spatial axes `moves`
 * move (an S1 panel, a window) is made: once per iteration of the loops
 * down to the innermost one that moves it (fused parallel loops count as
 * the S0 loops they are). */
int64_t lw_copy_builds(const ir_task *t, const lw_sched *s, int si, uint64_t moves);
/* The spatial axes whose tiles move window rd of stage si. */
uint64_t lw_window_moves(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd);

/* Kept packs: the tiles a kept pack of read `rd` holds a panel for, and
 * its elements in all (panel x tiles; 0 when the read may not be kept). */
int64_t lw_kept_slots(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                      int level);
/* Whether read rd (a pack candidate of stage si) may be kept: a direct read
 * of an input declared constant, on the CPU, outside row fusion. */
int lw_read_keepable(const ir_task *t, int group, const ir_expr *rd);

/* Check a schedule against a Task; 0 if valid, else -1 and a reason. */
int lw_sched_check(const ir_task *t, const lw_sched *s, char *msg, size_t n);

/* The heuristic default schedule: tiled for the caches, vectorized along a
 * unit-stride axis, parallel over outer loops, intermediates fused where
 * that is legal.  Its lanes and preferred width follow the Task's target's
 * vector_bits: on a 256-bit CPU a 512-bit register tile spills. */
void lw_sched_default(const ir_task *t, lw_sched *s);

/* The schedule a Task runs before any tuning (TT_TUNE_BUDGET=0, the first
 * candidate of a session, `tt run --config default`): its merged form's
 * default (form 1) where t has a merged form on the CPU (ir/fuse.c: a 1x1
 * NCHW convolution's image as one row), else lw_sched_default's. */
void lw_sched_first(const ir_task *t, lw_sched *s);

/* s with each padded input it reads unwindowed (pack 0) read through one
 * window of the whole padded image instead: the S0 and S1 tiles of the
 * axes that move the window's taps span them.  A candidate the tuner
 * measures after the default (tune/tuner.c, measure_window).  Returns 1 if
 * s changed (and still checks). */
int lw_sched_whole_windows(const ir_task *t, lw_sched *s);

/* s with each register tile that leaves a tail (extent mod t3 != 0, not
 * the vector axis) cut to the largest divisor of the extent in [t3/2, t3),
 * its S1 and S0 tiles keeping their counts of register and S1 tiles (or
 * spanning the extent, as they did).  A candidate the tuner measures
 * after the default (tune/tuner.c, measure_tailless).  Returns 1 if s
 * changed (and still checks). */
int lw_sched_tailless(const ir_task *t, lw_sched *s);
/* s without the windows it copies of reads that stay inside their tensors
 * (no padding; not a window split in phases).  A candidate the tuner
 * measures after the default (tune/tuner.c, measure_unwindowed).  Returns
 * 1 if s changed (and still checks). */
int lw_sched_unwindowed(const ir_task *t, lw_sched *s);
/* s with the loop over blocks of the lanes innermost among the tile loops,
 * where the output's lanes run along its contiguous axis, every read moves
 * with them and there are 4 blocks or more (an NHWC depthwise
 * convolution: its stores then stop aliasing the next tile's loads by
 * their page offsets).  A candidate the tuner measures after the default
 * (tune/tuner.c, measure_lanes_inner).  Returns 1 if s changed (and still
 * checks). */
int lw_sched_lanes_inner(const ir_task *t, lw_sched *s);
/* The default's packed panels with threads (lower/panels.c, called by
 * lw_sched_default). */
void lw_sched_thread_panels(const ir_task *t, lw_sched *s);
/* The default's pipelined panels (lower/panels.c, after the above). */
void lw_sched_pipe_panels(const ir_task *t, lw_sched *s);
/* How evenly `threads` share n equal parallel chunks (1: exactly), and
 * the S0 tile of a register tile's rows (extent e, mr rows a tile) that
 * shares them best when `chunks` chunks of the other axes are too few
 * (lower/panels.c). */
double lw_chunk_balance(int64_t n, int threads);
int64_t lw_balanced_rows(int64_t e, int64_t mr, int64_t chunks, int threads);
/* A panel of one read larger than this (bytes) does not stay in L2 across
 * the loops that reuse it. */
#define LW_PANEL_L2_MAX (256.0 * 1024)
/* The largest window (elements) the default copies per tile (lower/windows.c). */
#define LW_WINDOW_DEFAULT_MAX ((int64_t)64 * 1024)
/* The default's windows of reads that may leave their tensors, and the
 * tiles they want (lower/windows.c, called by lw_sched_default after the
 * nests; info from lw_stage_analyze). */
void lw_sched_default_windows(const ir_task *t, lw_sched *s, const lw_stage_info *info);
/* The default's nest of stage si on OpenCL (lower/default_gpu.c, called by
 * lw_sched_default; all from lw_stage_analyze). */
void lw_default_gpu_nest(const ir_task *t, int si, const lw_stage_info *all, lw_nest *n);
/* What copying one element costs, in flops of the arithmetic it competes
 * with (packs and windows in the default's rules). */
#define LW_COPY_FLOPS 40
/* The flops of statement si: two per point of its variables. */
double lw_stage_flops(const ir_task *t, int si);

/* ---- The schedule as text (lower/sched_text.c) ------------------------ */

/* A stable text form: print(parse(x)) == x, parse(print(c)) == c. */
void lw_sched_print(tt_buf *b, const ir_task *t, const lw_sched *c);
/* Parse and validate against t; 0 on success, else -1 and a message. */
int lw_sched_parse(const ir_task *t, const char *text, lw_sched *out, char *err,
                      size_t n);

/* lower: Task + schedule -> loop AST after all passes (lower/pipeline.c). */
struct lw_prog;
struct lw_prog *lw_lower(const ir_task *t, const lw_sched *s, char *msg,
                         size_t n);
/* The names of the passes, for TT_DUMP's documentation. */
const char *lw_pass_names(void);
/* Build only (no passes). */
struct lw_prog *lw_build(const ir_task *t, const lw_sched *s, char *msg,
                         size_t n);

/*
 * The loop AST: what a Task plus a schedule lowers to, what the passes
 * rewrite, and what the backends (jit/llvm.c, jit/opencl.c) emit.
 *
 * Expressions are typed (dtype, lanes).  Integer arithmetic is 64-bit
 * (DT_I64); tensor elements are f32, f64 or i32 (loaded i32 is widened to
 * i64, stored i64 is truncated).  Vectors appear only after the vectorize
 * pass: RAMP (base + i*stride for i < lanes) and BCAST.
 *
 * Every node lives in the function's arena; passes build new trees and
 * may share unchanged subtrees.
 */


enum { DT_I64 = 4 };

/* Local buffers (packed panels) may have more dimensions than tensors: two
 * per spatial axis and one per reduction variable. */
#define LW_MAX_DIMS (3 * TT_MAX_RANK)

#define LW_EXPR_OPS(X) \
    X(INT) X(FLT) X(VAR) \
    X(ADD) X(SUB) X(MUL) X(DIV) X(MOD) X(MIN) X(MAX) \
    X(LT) X(LE) X(EQ) X(NE) X(AND) X(OR) X(NOT) X(NEG) \
    X(SELECT) X(CALL) X(CAST) X(LOAD) X(RAMP) X(BCAST) X(VREDUCE) X(SHIFT)

enum {
#define X(n) LE_##n,
    LW_EXPR_OPS(X)
#undef X
    LE_COUNT
};

typedef struct lw_expr {
    uint8_t op;      /* LE_* */
    uint8_t dt;      /* DT_F32, DT_F64, DT_I64, DT_BOOL */
    uint8_t lanes;   /* 1: scalar */
    uint8_t fn;      /* CALL: FN_*; VREDUCE: OP_ADD/OP_MUL/OP_MAX/OP_MIN */
    uint8_t inside;  /* LOAD: the dimensions (bit k) that are in bounds by
                        construction -- a reduction loop clipped to them
                        (build_acc.c) -- so the guards pass leaves them */
    uint8_t shift;   /* LOAD of a local: at an offset from an aligned vector,
                        read as shifts of aligned vectors (window taps that
                        feed one FMA each: lwb_window_read, llvm_load.c) */
    uint8_t phase;   /* LOAD of a tensor at stride S, the copy of phase h of a
                        window row split in phases (build_pack.c): h + 1.
                        Under a guard of the row's own bounds its pieces
                        start at the row's origin, h elements early, and
                        take their masks element by element, so the S
                        phases load the same pieces (llvm_load.c) */
    int id;          /* VAR: variable; LOAD: buffer */
    int64_t i;       /* INT value; RAMP stride */
    double f;        /* FLT value */
    int nargs;       /* LOAD: indices (one after flattening); RAMP: base */
    struct lw_expr **args;
    struct lw_expr *pred;   /* LOAD: in-bounds guard; value 0 where false */
    struct lw_expr *zpad;   /* LOAD of a window: where false, the tensor
                               position read is padding (the window holds
                               0 there): simplify drops a product of it
                               proven so; never emitted (build_pack.c) */
} lw_expr;

enum { LS_BLOCK, LS_FOR, LS_IF, LS_LET, LS_STORE, LS_ALLOC, LS_PARALLEL, LS_BARRIER };

enum { LF_SERIAL, LF_PARALLEL, LF_VECTOR, LF_UNROLL };
extern const char *const lw_for_kind_name[];

typedef struct lw_stmt {
    uint8_t op;          /* LS_* */
    uint8_t kind;        /* FOR: LF_* */
    uint8_t version;     /* guards may version this statement */
    uint8_t lanes;       /* FOR, vectorized: lanes per vector */
    uint8_t reduce;      /* FOR: a reduction-step loop (R1): unrolling it is
                            optional, unlike the register tile's */
    uint8_t free_lanes;  /* FOR, vectorized: a register tile's spatial lanes,
                            each an output element of its own: the lanes of
                            a register buffer past a partial vector are
                            never stored (the write-back is masked), so its
                            stores there need not keep them (vectorize) */
    uint8_t transpose;   /* FOR: a transposing copy's block loop: its body,
                            once vectorized, stores a vector contiguous in
                            the lanes loaded at stride S, and iteration j
                            loads at j elements past iteration 0's.  With
                            extent == lanes, the CPU code generator does the
                            loop as W row loads, a register transpose and W
                            stores (any other target: a plain loop).
                            BLOCK: stores of one buffer at one stride
                            whose bases are 0, 1, .. n-1 elements apart
                            (lower/stores.c): the CPU code generator
                            transposes their values and stores W runs of
                            n elements; anything else runs the stores */
    int pipe;            /* a pipelined pack's copy nest (PK_R0P, PK_S1P):
                            1 + the variable that picks its panel (the
                            pipe pass, lower/pipe.c); 0: none */
    int64_t wgsize;      /* FOR, parallel, GPU: work-items per work-group
                            (the loop runs over work-items; 0 on the CPU) */
    int var;             /* FOR, LET */
    lw_expr *min;        /* FOR: first value; LET: the value */
    lw_expr *extent;     /* FOR: trip count */
    lw_expr *cond;       /* IF; STORE: predicate (mask) or NULL */
    int buf;             /* STORE, ALLOC */
    int nidx;            /* STORE */
    lw_expr **idx;
    lw_expr *value;      /* STORE */
    struct lw_stmt *body;   /* FOR, LET, ALLOC, IF (then) */
    struct lw_stmt *els;    /* IF (else) */
    int n;                  /* BLOCK */
    struct lw_stmt **list;
    /* Register tiles.  An S3 loop's extent is min(full, E - base); it
       names in `tail_of` the loop over tiles that contains it.  That tile
       loop carries the tile size (`full`), the size of the last tile
       (`tail`, 0: all full) and the length it tiles; the tails pass splits
       it so that every S3 loop inside has a constant extent. */
    int tail_of;         /* var of the enclosing tile loop, -1: none */
    int64_t full, tail;  /* tile loop: register tile size, E mod size (-1:
                            a row class's, known at run time) */
    struct lw_expr *tile_len;   /* tile loop: length of the range it tiles */
    /* PARALLEL: call function `fn` over [0, extent) in chunks; the
       function's parameters are the captured variables `caps`. */
    int fn;
    int ncaps;
    int *caps;
} lw_stmt;

/* Buffers: the Task's inputs and outputs, locals (a workspace parameter
 * when `param` >= 0), kept packs (parameters the caller keeps across calls,
 * filled by the pack entry), the entry flag (one i32 parameter: nonzero
 * runs the pack entry -- fill the kept packs from the inputs -- instead of
 * the operator) and, for a row class (ir_task.rows_dim), the rows (one i32
 * parameter: the size of the class's dimension in this call, clamped to
 * the class's range; build_rows_class in build.c). */
enum { LB_INPUT, LB_OUTPUT, LB_LOCAL, LB_KEPT, LB_FLAG, LB_ROWS };
/* Where a local buffer lives: registers (an alloca the optimizer promotes:
   every index constant after unrolling), the stack, or the heap (runtime
   allocation, for large buffers). */
enum { LB_REG, LB_STACK, LB_HEAP, LB_SHARED /* OpenCL __local: one per work-group */ };

typedef struct lw_buf {
    const char *name;
    int dt;              /* element dtype: DT_F32, DT_F64, DT_I32 */
    int kind;            /* LB_* */
    int scope;           /* locals: LB_REG/LB_STACK/LB_HEAP */
    int stream;          /* a window streamed through registers: its rows
                            copied inside the register tile, each just
                            before the updates that read it (the stream
                            pass; build_pack.c) */
    int tensor;          /* ir tensor, -1 for packed/accumulator buffers */
    int param;           /* kernel parameter index, -1 for locals */
    int src;             /* LB_KEPT: the input tensor it packs */
    int rank;
    int64_t shape[LW_MAX_DIMS];
    int64_t stride[LW_MAX_DIMS];
    int64_t size;        /* elements (locals: padded allocation) */
    int overread;        /* locals: the elements of slack at the end of
                            `size` for unmasked partial vectors (vectorize) */
    uint64_t layout;     /* LB_KEPT: a hash of what fills it (the pack
                            entry's nest, this buffer's geometry, the
                            source's shape and strides, the target): equal
                            hashes, equal contents for the same source, so
                            kernels of one operator may share the pack
                            (runtime/packs.c); 0: unknown */
} lw_buf;

typedef struct lw_var {
    const char *name;
    int64_t lo, hi;      /* static range, inclusive; known by construction */
    int is_loop;
} lw_var;

typedef struct lw_func {
    const char *name;
    lw_stmt *body;
    int nparams;         /* the kernel: one pointer per parameter buffer */
    /* outlined parallel bodies: called as f(closure, start, end) */
    int start_var, end_var;
    int ncaps;
    int *caps;           /* variables captured from the caller */
} lw_func;

/* A lowered program: the kernel and its outlined parallel bodies.  Vars and
 * buffers are shared by all functions of the program. */
typedef struct lw_prog {
    tt_arena arena;
    const ir_task *task;
    int nvars, capvars;
    lw_var *vars;
    int nbufs, capbufs;
    lw_buf *bufs;
    int nfuncs, capfuncs;
    lw_func *funcs;      /* funcs[0] is the kernel */
    int nparams;         /* kernel parameters: one pointer per buffer */
    int vector_bits;     /* 512 or 256: "prefer-vector-width" */
    int gpu;             /* lowered for OpenCL: parallel loops are NDRanges */
    int shifts;          /* some load has lw_expr.shift (llvm_emit.c) */
    int rows_var;        /* a row class: the rows of this call (a let at the
                            top of the kernel), -1: none */
    int oom;
} lw_prog;

/* construction */
lw_prog *lw_prog_new(const ir_task *t);
void lw_prog_free(lw_prog *p);
int lw_var_new(lw_prog *p, const char *name, int64_t lo, int64_t hi);
int lw_buf_new(lw_prog *p, const lw_buf *b);
int lw_func_new(lw_prog *p, const char *name);

lw_expr *lw_int(lw_prog *p, int64_t v);
lw_expr *lw_flt(lw_prog *p, int dt, double v);
lw_expr *lw_ref(lw_prog *p, int v);
lw_expr *lw_bin(lw_prog *p, int op, lw_expr *a, lw_expr *b);
lw_expr *lw_un(lw_prog *p, int op, lw_expr *a);
lw_expr *lw_select(lw_prog *p, lw_expr *c, lw_expr *a, lw_expr *b);
lw_expr *lw_call(lw_prog *p, int fn, lw_expr *a, lw_expr *b);
lw_expr *lw_cast(lw_prog *p, int dt, lw_expr *a);
lw_expr *lw_load(lw_prog *p, int buf, int n, lw_expr **idx, lw_expr *pred);
lw_expr *lw_ramp(lw_prog *p, lw_expr *base, int64_t stride, int lanes);
lw_expr *lw_bcast(lw_prog *p, lw_expr *a, int lanes);
lw_expr *lw_vreduce(lw_prog *p, int op, lw_expr *a);
/* SHIFT: lane j of the vector a's lane j + d, 0 where j + d leaves the
 * vector (i = d; a window row's copy stored at aligned positions from a
 * load clipped to the tensor, build_pack.c) */
lw_expr *lw_shift(lw_prog *p, lw_expr *a, int64_t d);
lw_expr *lw_expr_copy_node(lw_prog *p, const lw_expr *e);   /* shallow */

lw_stmt *lw_block(lw_prog *p, int n, lw_stmt **list);
lw_stmt *lw_block2(lw_prog *p, lw_stmt *a, lw_stmt *b);
lw_stmt *lw_for(lw_prog *p, int var, lw_expr *min, lw_expr *extent, int kind,
                lw_stmt *body);
lw_stmt *lw_if(lw_prog *p, lw_expr *c, lw_stmt *t, lw_stmt *e);
lw_stmt *lw_let(lw_prog *p, int var, lw_expr *v, lw_stmt *body);
lw_stmt *lw_store(lw_prog *p, int buf, int n, lw_expr **idx, lw_expr *v,
                  lw_expr *pred);
lw_stmt *lw_alloc(lw_prog *p, int buf, lw_stmt *body);
lw_stmt *lw_stmt_copy_node(lw_prog *p, const lw_stmt *s);   /* shallow */

/* A growable list of statements, flushed into a block. */
typedef struct lw_list {
    int n, cap;
    lw_stmt **v;
} lw_list;
void lw_list_push(lw_prog *p, lw_list *l, lw_stmt *s);
lw_stmt *lw_list_block(lw_prog *p, lw_list *l);   /* frees the list */

/* rewriting helpers */
lw_expr *lw_subst(lw_prog *p, lw_expr *e, int var, lw_expr *by);
lw_stmt *lw_subst_stmt(lw_prog *p, lw_stmt *s, int var, lw_expr *by);
int lw_expr_uses(const lw_expr *e, int var);
int lw_stmt_uses(const lw_stmt *s, int var);
int lw_expr_equal(const lw_expr *a, const lw_expr *b);
/* A transposing loop (lw_stmt.transpose) the CPU code generator does in
 * registers: its lane count W, and *store the vector store it holds; 0
 * when it is a plain loop (a tail block, a guarded or integer copy). */
int lw_transposable(const lw_prog *p, const lw_stmt *s, const lw_stmt **store);
int lw_is_const(const lw_expr *e, int64_t *v);

/* Call f on every expression slot of s (the walker of lower/walk.c): a
 * statement whose expressions changed is rebuilt, the others are shared. */
typedef lw_expr *(*lw_expr_fn)(lw_prog *p, lw_expr *e, void *ctx);
lw_stmt *lw_map_exprs(lw_prog *p, lw_stmt *s, lw_expr_fn f, void *ctx);

/* printing (TT_DUMP) */
void lw_print_expr(tt_buf *b, const lw_prog *p, const lw_expr *e);
void lw_print_stmt(tt_buf *b, const lw_prog *p, const lw_stmt *s, int indent);
void lw_print_prog(tt_buf *b, const lw_prog *p);

/* ---- passes (one file each; run in order by lw_pipeline) ---------------- */
void lw_pass_pipe(lw_prog *p);
void lw_pass_tails(lw_prog *p);
void lw_pass_guards(lw_prog *p);
void lw_pass_simplify(lw_prog *p);
void lw_pass_flatten(lw_prog *p);
void lw_pass_vectorize(lw_prog *p);
void lw_pass_unroll(lw_prog *p);
void lw_pass_stream(lw_prog *p);
void lw_pass_stores(lw_prog *p);
void lw_pass_outline(lw_prog *p);

lw_expr *lw_simplify_expr(lw_prog *p, lw_expr *e);
lw_stmt *lw_simplify_stmt(lw_prog *p, lw_stmt *s);

/* Interval of an integer expression from the static var ranges;
 * returns 0 if unbounded (then lo/hi are untouched). */
int lw_bounds(const lw_prog *p, const lw_expr *e, int64_t *lo, int64_t *hi);

#endif

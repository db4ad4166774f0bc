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
#ifndef TT_LOWER_SCHEDULE_H
#define TT_LOWER_SCHEDULE_H

#include "ir.h"

#define LW_MAX_STAGES 32
#define LW_MAX_READS 16
#define LW_VEC_NONE (-1)
#define LW_VEC_RED 8      /* vec >= LW_VEC_RED: reduction var (vec - 8) */

enum { SM_ROOT = 0, SM_INLINE = 1, SM_EPILOGUE = 2 };
/* Pack of a read: none, a panel per R0 tile or per S1 tile, copied inside
 * the nest on every call; or (PK_R0K, PK_S1K: a read of an input declared
 * constant, CPU only) the same panels for every tile laid out in one
 * buffer, packed once by the kernel's pack entry and kept by the caller
 * across calls. */
enum { PK_NONE = 0, PK_R0 = 1, PK_S1 = 2, PK_R0K = 3, PK_S1K = 4 };
#define LW_PACK_LEVEL(v) ((v) > PK_S1 ? (v) - 2 : (v))
#define LW_PACK_KEPT(v) ((v) > PK_S1)

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
    lw_nest nest[LW_MAX_STAGES];
} lw_sched;

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
int lw_task_is_gpu(const ir_task *t);
/* The coefficient of variable v in integer expression e of statement si
 * (INT64_MIN: not linear in v), and the elements a read moves per step of
 * v (its index coefficients times the tensor's strides). */
int64_t lw_coef(const ir_task *t, int si, const ir_expr *e, int v);
int64_t lw_read_stride(const ir_task *t, int si, const ir_expr *rd, int v);
/* Device limits the OpenCL backend registers for its target string; the
 * space and the check respect them (defaults: 256 items, 32 KiB). */
void lw_set_gpu_limits(const char *target, int64_t max_wg, int64_t local_bytes);
void lw_gpu_limits(const char *target, int64_t *max_wg, int64_t *local_bytes);

/* Unrolled code is bounded: copies of the update body (compile time). */
#define LW_MAX_COPIES 256
int64_t lw_code_copies(const ir_task *t, const lw_sched *s, int si);

/* Packed buffers are bounded (elements). */
#define LW_PACK_MAX ((int64_t)1 << 22)
#define LW_KEPT_MAX ((int64_t)1 << 28)
int64_t lw_pack_elems(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                      int level);

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
 * that is legal. */
void lw_sched_default(const ir_task *t, lw_sched *s);
/* The host's vector register width for the default: 512 with AVX-512, 256
 * with AVX, else 128 (CPUID, at first use; tests may pin it).  The default's
 * lanes and preferred width follow it: on a 256-bit CPU a 512-bit register
 * tile spills. */
void lw_set_cpu_vector_bits(int bits);
int lw_cpu_vector_bits(void);

/* lower: Task + schedule -> loop AST after all passes (lower/pipeline.c). */
struct lw_prog;
struct lw_prog *lw_lower(const ir_task *t, const lw_sched *s, char *msg,
                         size_t n);
/* The names of the passes, for TT_DUMP's documentation. */
const char *lw_pass_names(void);
/* Build only (no passes). */
struct lw_prog *lw_build(const ir_task *t, const lw_sched *s, char *msg,
                         size_t n);

#endif

/*
 * The builder's shared state (Task + schedule -> the first loop AST):
 *
 *   build.c       the entry, the parameters, the loop nest of a stage
 *   build_acc.c   a reduction's accumulator: init, update, write-back
 *   build_expr.c  IR expressions -> loop AST expressions (inlining,
 *                 epilogues, reads of packed panels)
 *   build_pack.c  packs: panels copied per tile, and kept packs
 *   build_gpu.c   OpenCL: the NDRange around a stage, cooperative packs
 *   build_rows.c  row fusion: every stage of a group run row by row
 */
#ifndef TT_LOWER_BUILD_INTERNAL_H
#define TT_LOWER_BUILD_INTERNAL_H

#include "lower/lower.h"

/* The dimensions of a pack's panel, outermost first. */
enum {
    PD_TILES,    /* spatial: which register tile within the S2 (or, mapped
                    on the GPU, S1) tile */
    PD_REDUCE,   /* a reduction variable's offset within the R0 tile (PK_R0)
                    or within its whole extent (PK_S1) */
    PD_LANES,    /* spatial: the position within the register tile */
    PD_SCALAR    /* none: a read that moves with no loop inside the pack's
                    level has a panel of one element */
};

typedef struct lw_pack_plan {
    int level;                /* PK_R0 / PK_S1 / PK_WIN (0: not packed) */
    int kept;                 /* PK_R0K / PK_S1K: kept across calls */
    int all;                  /* PK_S1A: every tile's panel, packed per call */
    int pipe;                 /* PK_R0P / PK_S1P: two panels, slot_var[0]
                                 picks one (the pipe pass, lower/pipe.c) */
    int buf;                  /* the panel's buffer */
    const ir_expr *read;      /* the read it packs */
    int ndims;
    int dim_kind[3 * TT_MAX_RANK];    /* PD_* */
    int dim_axis[3 * TT_MAX_RANK];    /* spatial axis or reduction variable */
    int64_t dim_len[3 * TT_MAX_RANK];
    /* PK_WIN: per dimension of the tensor, the window's length, whether it
       is the whole dimension, and its origin in the tensor (an expression
       of the S0/S1 tile loops of the axes in `moves`) */
    int64_t wlen[TT_MAX_RANK];
    uint8_t wwhole[TT_MAX_RANK];
    lw_expr *worigin[TT_MAX_RANK];
    /* PK_WIN: phases of the innermost dimension (lw_window_split; 0 none)
       and that dimension's offset below the origin's affine index */
    int wsplit;
    int64_t wlow_inner;
    /* PK_WIN: streamed through registers (window_streamed) */
    int stream;
    /* PK_WIN: the dimension of the tensor the vector lanes step, laid out
       innermost in the window (window_lanes_dim; -1: the tensor's order) */
    int wlanes;
    /* PK_S1 and PK_WIN: the spatial axes whose tiles move the copy */
    uint64_t moves;
    /* kept and all: one panel per tile above the level, indexed first by
       these loop variables of the nest */
    int nslots;
    int slot_var[3 * TT_MAX_RANK];
    int64_t slot_len[3 * TT_MAX_RANK];
} lw_pack_plan;

/*
 * The stage being built: the sizes the schedule chose (clamped to the
 * extents), the loop variables made for them and the conversion state.
 * Loop variables are -1 where a level has a single iteration (no loop).
 */
typedef struct bstage {
    int si;                           /* the statement */
    const lw_nest *nest;              /* its schedule */
    int nspatial, nreduce;            /* spatial axes, reduction variables */
    int row_axes;                     /* leading axes the row group fixes
                                         (0 outside a group) */
    int dyn_axis;                     /* a row class: the axis over the
                                         class's dimension (its extent is
                                         the rows of the call), -1: none */
    /* spatial axis a */
    int64_t extent[TT_MAX_RANK];
    int64_t tile[TT_MAX_RANK][4];     /* [0] the extent, [1..3] t1, t2, t3:
                                         t3 | t2 | t1 after clamping */
    int loop[TT_MAX_RANK][4];         /* the S0..S3 loop variables (L_S*) */
    int index[TT_MAX_RANK];           /* the axis' index: a let of the
                                         loops' sum, range [0, extent) */
    /* reduction variable r */
    int64_t rextent[TT_MAX_RANK];
    int64_t rtile[TT_MAX_RANK];       /* tk */
    int r0_loop[TT_MAX_RANK];         /* over R0 tiles */
    int r1_loop[TT_MAX_RANK];         /* steps within a tile (vectors of
                                         `lanes` when vectorized) */
    int rindex[TT_MAX_RANK];          /* the variable's value: a let */
    /* vectors */
    int vec_axis;                     /* vectorized spatial axis, -1 */
    int vec_raxis;                    /* vectorized reduction variable, -1 */
    int lanes;                        /* W */
    int lane_var;                     /* vec_raxis: the lane within a step */
    int s3_axes[TT_MAX_RANK], n_s3;   /* the register tile's axes in loop
                                         order, the vectorized one last */
    /* OpenCL: the axes whose S0 tiles are work-groups and S1 tiles
       work-items (lw_gpu_mapped) */
    int gpu_mapped[TT_MAX_RANK];      /* per axis: 1 if mapped */
    int gpu_axes[3], n_gpu_axes;
    int64_t group_items, n_groups;    /* work-items per group, groups */
    int item_var;                     /* the work-item within its group */
    /* tap clipping (build_acc.c): the R1 loop of reduction variable r
       runs over [clip_lo[r], clip_hi[r]) only (NULL: its whole range), the
       steps where the clipping reads are inside their tensor; while the
       update is converted (clip_on), a load of clip_read[i] is marked
       inside in the dimensions clip_dims[i] */
    lw_expr *clip_lo[TT_MAX_RANK], *clip_hi[TT_MAX_RANK];
    const ir_expr *clip_read[LW_MAX_READS];
    uint8_t clip_dims[LW_MAX_READS];
    int nclip, clip_on;
    /* packs, per read in right-hand-side order */
    lw_pack_plan pack[LW_MAX_READS];
    /* conversion of the right-hand side */
    int next_read;                    /* pack number of the next read */
    int epilogue_src;                 /* in an epilogue: the producer's
                                         tensor, whose reads are ... */
    lw_expr *epilogue_value;          /* ... this accumulator value */
    /* the plane write-back (build_plane.c): the local buffer the register
       tiles store to and the output it is copied to (-1: none) */
    int plane_buf, plane_tensor;
} bstage;

typedef struct bctx {
    lw_prog *p;
    const ir_task *t;
    const ir_def *d;
    const lw_sched *sched;
    lw_stage_info info[LW_MAX_STAGES];
    int *tensor_buf;          /* per tensor: its buffer, -1 if none */
    int *row_temp;            /* per tensor: a per-row temp of the group
                                 (indexed without the group's axes) */
    int group_axes;           /* row fusion: leading axes shared (0: none) */
    lw_expr *row_index[TT_MAX_RANK];  /* the group's row, per axis */
    int row_var[TT_MAX_RANK];
    int gpu;                  /* lowering for OpenCL */
    lw_list pack_entry;       /* the pack entry: kept packs of every stage */
    int entry_flag;           /* the entry flag parameter, -1: none yet */
    bstage st;                /* the stage being built */
    char *msg;
    size_t msgn;
    int failed;
} bctx;

static inline int64_t ceil_div(int64_t a, int64_t b)
{
    return (a + b - 1) / b;
}

/* build.c */
/* A one-element i32 parameter of kind `kind` (LB_FLAG, LB_ROWS). */
int lwb_scalar_param(bctx *b, const char *name, int kind);
int lwb_fail(bctx *b, const char *m);   /* the first message wins; -1 */
int lwb_var(bctx *b, const char *base, const char *suffix, int64_t lo, int64_t hi);
int lwb_local(bctx *b, const char *name, int dt, int rank, const int64_t *shape,
              int pad_inner);
/* Axis a's offset at `level`: the sum of the outer tile loops' offsets. */
lw_expr *lwb_tile_base(bctx *b, int a, int level);
lw_stmt *lwb_tile_for(bctx *b, int a, int level, lw_stmt *body);
/* The lets of the point's indices (with_red: the reduction variables'
 * too) and the S3 loops (and lanes: 1 the current step's, 2 all) around a
 * register tile's statement. */
lw_stmt *lwb_with_lets(bctx *b, lw_stmt *body, int with_red);
lw_stmt *lwb_s3_nest(bctx *b, lw_stmt *body, int lanes);
/* The stage's point in tensor ti (per-row temps without the row). */
int lwb_out_index(bctx *b, int ti, lw_expr **idx);
/* The R0 loops (rorder) around body. */
lw_stmt *lwb_r0_loops(bctx *b, lw_stmt *body);
lw_stmt *lwb_stage(bctx *b, int si, lw_list *allocs, int in_group);
lw_stmt *lwb_wrap_allocs(lw_list *l, lw_stmt *body);

/* build_acc.c: the register tile of a reducing stage */
lw_stmt *lwb_acc_body(bctx *b, const ir_stmt *s, lw_expr **vm);

/* build_plane.c: the plane write-back of an output with lanes along an
 * outer dimension (st->plane_buf); the buffer's index of the current
 * point; its copy to the output after the S1 tile's register tiles */
void lwb_plan_plane(bctx *b, int ti, int partial);
int lwb_plane_index(bctx *b, lw_expr **idx);
lw_stmt *lwb_plane_copy(bctx *b);

/* build_expr.c */
int lwb_dt(int ir_dtype);           /* the loop AST's type of an IR dtype */
lw_expr *lwb_zero(lw_prog *p, int dt);
lw_expr *lwb_wrap32(lw_prog *p, lw_expr *x);
lw_expr *lwb_identity(lw_prog *p, int op, int dt);
lw_expr *lwb_combine(lw_prog *p, int op, lw_expr *acc, lw_expr *v);
/* e at the point whose variables have the values vm; `top`: e is the
 * statement's right-hand side (its reads are numbered for the packs). */
lw_expr *lwb_conv(bctx *b, const ir_expr *e, lw_expr **vm, int top);

/* build_pack.c */
int lwb_plan_packs(bctx *b);
lw_expr *lwb_pack_read(bctx *b, const lw_pack_plan *pk);
/* A read through window pk at the point vm. */
lw_stmt *lwb_pack_then(bctx *b, int q, lw_stmt *then);
lw_expr *lwb_window_read(bctx *b, const lw_pack_plan *pk, const ir_expr *rd, lw_expr **vm);
lw_stmt *lwb_pack_nest(bctx *b, int q);
lw_stmt *lwb_all_tiles_nest(bctx *b, int q);
void lwb_kept_entry(bctx *b, int q);

/* build_gpu.c */
lw_stmt *lwb_gpu_pack_copy(bctx *b, const lw_pack_plan *pk, const int *coord,
                           lw_stmt *body);
lw_stmt *lwb_gpu_outer(bctx *b, lw_stmt *inner, lw_list *allocs);

/* build_rows.c */
lw_stmt *lwb_rows(bctx *b, lw_list *fallocs);

#endif

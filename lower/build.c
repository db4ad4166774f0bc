/*
 * Build: Task + schedule -> the initial loop AST (before any pass).
 *
 * Requires a schedule that lw_sched_check accepted.  Produces funcs[0]:
 *
 *   stage nests in statement order (intermediate tensors are workspace
 *   parameters after the inputs and outputs; inlined statements vanish
 *   into their readers, an epilogue statement runs at its producer's
 *   write-back), or, with row fusion, one nest of row loops running every
 *   stage per row (build_rows.c).
 *
 * A stage's nest, inside out (lower.h, docs/LOWERING.md):
 *
 *   plan_axes, plan_reductions   the tile sizes and the loop variables
 *   lwb_plan_packs               pack buffers (build_pack.c)
 *   pointwise_body / lwb_acc_body  the register tile: a store, or the
 *                                accumulator's init, update and write-back
 *                                (build_acc.c)
 *   S2 loops
 *   cpu_outer                    R0 packs and loops, S1 packs, S1 and S0
 *                                loops, the parallel loop (or, on OpenCL,
 *                                lwb_gpu_outer in build_gpu.c)
 *
 * Each loop variable gets a static range by construction; the composite
 * index of an axis is a `let` whose range is the axis' [0, E-1] (the tails
 * pass makes that true for the register tile).  Reads carry no guards yet:
 * the guards pass adds them where a read may leave its tensor.
 */
#include <string.h>

#include "lower/build_internal.h"
#include "lower/lower_internal.h"

int lwb_fail(bctx *b, const char *m)
{
    if (!b->failed)
        tt_snprintf(b->msg, b->msgn, "%s", m);
    b->failed = 1;
    return -1;
}

/* A local buffer, its inner dimension padded to a multiple of pad_inner;
 * on the stack up to 64 KiB, else on the heap. */
int lwb_local(bctx *b, const char *name, int dt, int rank, const int64_t *shape,
              int pad_inner)
{
    lw_buf bf;
    memset(&bf, 0, sizeof bf);
    bf.name = name;
    bf.dt = dt;
    bf.kind = LB_LOCAL;
    bf.tensor = -1;
    bf.param = -1;
    bf.rank = rank;
    int64_t s = 1;
    for (int k = rank - 1; k >= 0; k--) {
        int64_t n = shape[k];
        bf.shape[k] = n;
        if (k == rank - 1 && pad_inner > 1)
            n = ceil_div(n, pad_inner) * pad_inner;
        bf.stride[k] = s;
        s *= n;
    }
    bf.size = s;
    int64_t bytes = s * (dt == DT_F64 || dt == DT_I64 ? 8 : 4);
    bf.scope = bytes <= 64 * 1024 ? LB_STACK : LB_HEAP;
    return lw_buf_new(b->p, &bf);
}

/* ---- the loops of a stage ------------------------------------------- */

int lwb_var(bctx *b, const char *base, const char *suffix, int64_t lo, int64_t hi)
{
    char name[96];
    tt_snprintf(name, sizeof name, "%s%s", base, suffix);
    return lw_var_new(b->p, name, lo, hi);
}

/* The base of spatial axis a at level l: sum of outer level offsets. */
lw_expr *lwb_tile_base(bctx *b, int a, int l)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    lw_expr *e = lw_int(p, 0);
    for (int j = 0; j < l; j++)
        if (st->loop[a][j] >= 0)
            e = lw_bin(p, LE_ADD, e, lw_bin(p, LE_MUL, lw_ref(p, st->loop[a][j]),
                                            lw_int(p, st->tile[a][j + 1])));
    return e;
}

/* The extent of axis a: a constant, or for a row class's axis the rows of
 * the call. */
static lw_expr *axis_extent(bctx *b, int a)
{
    if (a == b->st.dyn_axis)
        return lw_ref(b->p, b->p->rows_var);
    return lw_int(b->p, b->st.extent[a]);
}

/* The length of the range a level-l loop of axis a tiles: the extent at
 * level 0, else min(tile, extent - base) (the last tile is partial). */
static lw_expr *range_len(bctx *b, int a, int l)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    if (l == 0)
        return axis_extent(b, a);
    return lw_bin(p, LE_MIN, lw_int(p, st->tile[a][l]),
                  lw_bin(p, LE_SUB, axis_extent(b, a), lwb_tile_base(b, a, l)));
}

/* innermost existing tile loop of axis a above S3 (-1: none) */
static int tile_loop(bctx *b, int a)
{
    bstage *st = &b->st;
    for (int l = 2; l >= 0; l--)
        if (st->loop[a][l] >= 0)
            return l;
    return -1;
}

/* The level-l tile loop of axis a around body (none: body).  The
 * innermost tile loop of an axis carries the register tile's size and
 * tail for the tails pass. */
lw_stmt *lwb_tile_for(bctx *b, int a, int l, lw_stmt *body)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int v = st->loop[a][l];
    if (v < 0)
        return body;
    lw_expr *ext = lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, range_len(b, a, l),
                                             lw_int(p, st->tile[a][l + 1] - 1)),
                          lw_int(p, st->tile[a][l + 1]));
    lw_stmt *f = lw_for(p, v, lw_int(p, 0), ext, LF_SERIAL, body);
    if (tile_loop(b, a) == l && st->tile[a][3] > 1) {
        f->full = st->tile[a][3];
        /* a row class's last tile: its size is known at run time only */
        f->tail = a == st->dyn_axis ? -1 : st->extent[a] % st->tile[a][3];
        f->tile_len = range_len(b, a, l);
    }
    return f;
}

/* S3 loop of axis a around body */
static lw_stmt *s3_for(bctx *b, int a, lw_stmt *body)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int v = st->loop[a][3];
    if (v < 0)
        return body;
    lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, st->tile[a][3]),
                          lw_bin(p, LE_SUB, axis_extent(b, a), lwb_tile_base(b, a, 3)));
    int tl = tile_loop(b, a);
    if (a == st->dyn_axis && tl < 0)   /* one register tile for the whole
                                          range: whole, the rows past the
                                          call's computed from clamped
                                          reads and not stored */
        ext = lw_int(p, st->tile[a][3]);
    int kind = a == st->vec_axis ? LF_VECTOR : LF_UNROLL;
    lw_stmt *f = lw_for(p, v, lw_int(p, 0), ext, kind, body);
    f->lanes = (uint8_t)st->lanes;
    f->free_lanes = kind == LF_VECTOR;
    if (tl >= 0)
        f->tail_of = st->loop[a][tl];
    return f;
}

/* the lane loop of a vectorized reduction var; `all` for initializing the
   accumulator (outside the reduction loops: every lane) */
static lw_stmt *lane_for(bctx *b, lw_stmt *body, int all)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int r = st->vec_raxis;
    if (all) {
        lw_stmt *f = lw_for(p, st->lane_var, lw_int(p, 0), lw_int(p, st->lanes), LF_VECTOR, body);
        f->lanes = (uint8_t)st->lanes;
        return f;
    }
    lw_expr *base = lw_int(p, 0);
    if (st->r0_loop[r] >= 0)
        base = lw_bin(p, LE_MUL, lw_ref(p, st->r0_loop[r]), lw_int(p, st->rtile[r]));
    if (st->r1_loop[r] >= 0)
        base = lw_bin(p, LE_ADD, base, lw_bin(p, LE_MUL, lw_ref(p, st->r1_loop[r]),
                                              lw_int(p, st->lanes)));
    lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, st->lanes),
                          lw_bin(p, LE_SUB, lw_int(p, st->rextent[r]), base));
    lw_stmt *f = lw_for(p, st->lane_var, lw_int(p, 0), ext, LF_VECTOR, body);
    f->lanes = (uint8_t)st->lanes;
    f->tail_of = st->r1_loop[r] >= 0 ? st->r1_loop[r] : st->r0_loop[r];
    return f;
}

/* lets of the composite indices around an S3 body */
lw_stmt *lwb_with_lets(bctx *b, lw_stmt *body, int with_red)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    if (with_red) {
        for (int r = st->nreduce - 1; r >= 0; r--) {
            lw_expr *k = lw_int(p, 0);
            if (st->r0_loop[r] >= 0)
                k = lw_bin(p, LE_MUL, lw_ref(p, st->r0_loop[r]), lw_int(p, st->rtile[r]));
            if (st->r1_loop[r] >= 0)
                k = lw_bin(p, LE_ADD, k, r == st->vec_raxis
                           ? lw_bin(p, LE_MUL, lw_ref(p, st->r1_loop[r]), lw_int(p, st->lanes))
                           : lw_ref(p, st->r1_loop[r]));
            if (r == st->vec_raxis)
                k = lw_bin(p, LE_ADD, k, lw_ref(p, st->lane_var));
            body = lw_let(p, st->rindex[r], k, body);
        }
    }
    for (int a = st->nspatial - 1; a >= st->row_axes; a--) {
        lw_expr *x = lw_bin(p, LE_ADD, lwb_tile_base(b, a, 3),
                            st->loop[a][3] >= 0 ? lw_ref(p, st->loop[a][3]) : lw_int(p, 0));
        body = lw_let(p, st->index[a], x, body);
    }
    return body;
}

/* the S3 loops (in S3 order, vec innermost) around body, plus the lanes
   of a vectorized reduction (1: the current chunk, 2: all) */
lw_stmt *lwb_s3_nest(bctx *b, lw_stmt *body, int lanes)
{
    bstage *st = &b->st;
    if (lanes && st->vec_raxis >= 0)
        body = lane_for(b, body, lanes == 2);
    for (int i = st->n_s3 - 1; i >= 0; i--)
        body = s3_for(b, st->s3_axes[i], body);
    return body;
}

/* index of the stage's point into tensor ti (skipping the group rows of
   per-row temps) */
int lwb_out_index(bctx *b, int ti, lw_expr **idx)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int n = 0;
    for (int a = 0; a < st->nspatial; a++) {
        if (b->row_temp[ti] && a < b->group_axes)
            continue;
        idx[n++] = a < st->row_axes ? b->row_index[a] : lw_ref(p, st->index[a]);
    }
    return n;
}

/* ---- a stage -------------------------------------------------------- */

/* The spatial axes: tile sizes clamped to the extent (and made to nest
 * again), a loop variable per level with more than one iteration, the
 * axis' index.  Axes the row group fixes get none. */
static void plan_axes(bctx *b, const ir_stmt *s)
{
    bstage *st = &b->st;
    const lw_nest *nest = st->nest;
    for (int a = 0; a < st->nspatial; a++) {
        st->extent[a] = b->t->extent[st->si][a];
        for (int l = 0; l < 4; l++)
            st->loop[a][l] = -1;
        st->index[a] = -1;
        if (a < st->row_axes)
            continue;
        int64_t *tile = st->tile[a];
        tile[0] = st->extent[a];
        for (int l = 0; l < 3; l++)
            tile[l + 1] = TT_MIN(nest->tile[a][l], st->extent[a]);
        /* keep the nesting exact after clamping: t3 | t2 | t1 */
        if (tile[2] % tile[3])
            tile[2] = tile[3] * ceil_div(tile[2], tile[3]);
        if (tile[1] % tile[2])
            tile[1] = tile[2] * ceil_div(tile[1], tile[2]);
        const char *vn = s->vars[a].name;
        if (ceil_div(st->extent[a], tile[1]) > 1)
            st->loop[a][0] = lwb_var(b, vn, ".0", 0, ceil_div(st->extent[a], tile[1]) - 1);
        for (int l = 1; l < 3; l++)
            if (tile[l] / tile[l + 1] > 1)
                st->loop[a][l] = lwb_var(b, vn, l == 1 ? ".1" : ".2", 0,
                                         tile[l] / tile[l + 1] - 1);
        if (tile[3] > 1)
            st->loop[a][3] = lwb_var(b, vn, ".3", 0, tile[3] - 1);
        /* a row class's axis runs whole register tiles past the rows */
        int64_t last = a == st->dyn_axis ? ceil_div(st->extent[a], tile[1]) * tile[1]
                                         : st->extent[a];
        st->index[a] = lwb_var(b, vn, "", 0, last - 1);
    }
}

/* The reduction variables: R0 tiles of tk (a multiple of the lanes when
 * vectorized), R1 steps within, the variable's value; then the lane
 * variable and the register tile's axis order. */
static void plan_reductions(bctx *b, const ir_stmt *s)
{
    bstage *st = &b->st;
    const lw_nest *nest = st->nest;
    int ns = st->nspatial;
    for (int r = 0; r < st->nreduce; r++) {
        const char *vn = s->vars[ns + r].name;
        int64_t K = b->t->extent[st->si][ns + r];
        st->rextent[r] = K;
        st->rtile[r] = TT_MIN(nest->rtile[r] > 0 ? nest->rtile[r] : K, K);
        if (r == st->vec_raxis && st->rtile[r] % st->lanes)
            st->rtile[r] = ceil_div(st->rtile[r], st->lanes) * st->lanes;
        st->r0_loop[r] = st->r1_loop[r] = -1;
        int64_t n0 = ceil_div(K, st->rtile[r]);
        if (n0 > 1)
            st->r0_loop[r] = lwb_var(b, vn, ".0", 0, n0 - 1);
        int64_t n1 = r == st->vec_raxis ? st->rtile[r] / st->lanes : st->rtile[r];
        if (n1 > 1)
            st->r1_loop[r] = lwb_var(b, vn, ".1", 0, n1 - 1);
        st->rindex[r] = lwb_var(b, vn, "", 0, K - 1);
    }
    st->lane_var = st->vec_raxis >= 0
                       ? lwb_var(b, s->vars[ns + st->vec_raxis].name, ".v", 0, st->lanes - 1)
                       : -1;
    st->n_s3 = 0;
    for (int i = 0; i < ns; i++) {
        int a = nest->order2[i];
        if (a >= st->row_axes && a != st->vec_axis)
            st->s3_axes[st->n_s3++] = a;
    }
    if (st->vec_axis >= 0 && st->vec_axis >= st->row_axes)
        st->s3_axes[st->n_s3++] = st->vec_axis;
}

static void plan_gpu(bctx *b)
{
    bstage *st = &b->st;
    memset(st->gpu_mapped, 0, sizeof st->gpu_mapped);
    st->n_gpu_axes = 0;
    st->group_items = st->n_groups = 1;
    if (!b->gpu)
        return;
    st->n_gpu_axes = lw_gpu_mapped(b->t, b->sched, st->si, st->gpu_axes, &st->group_items,
                                   &st->n_groups);
    for (int k = 0; k < st->n_gpu_axes; k++)
        st->gpu_mapped[st->gpu_axes[k]] = 1;
    st->item_var = lwb_var(b, "lid", "", 0, st->group_items - 1);
}

/* A pointwise statement's register tile: out[point] = value. */
static lw_stmt *pointwise_body(bctx *b, const ir_stmt *s, lw_expr **vm)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    st->next_read = 0;
    st->epilogue_src = -1;
    lw_expr *v = lwb_conv(b, s->rhs, vm, 1);
    lw_expr *idx[TT_MAX_RANK];
    int n = lwb_out_index(b, s->tensor, idx);
    lw_stmt *store = lw_store(p, b->tensor_buf[s->tensor], n, idx, v, NULL);
    return lwb_s3_nest(b, lwb_with_lets(b, store, 0), 0);
}

/* A pipelined pack's nest, marked for the pipe pass (lower/pipe.c). */
static lw_stmt *pipe_mark(bctx *b, int q, lw_stmt *nest)
{
    const lw_pack_plan *pk = &b->st.pack[q];
    if (pk->pipe && nest) {
        nest = lw_stmt_copy_node(b->p, nest);
        nest->pipe = 1 + pk->slot_var[0];
    }
    return nest;
}

/* Wrap body in the packs of `level` (not kept: those are the pack
 * entry's), copied before it. */
static lw_stmt *with_packs(bctx *b, int level, lw_stmt *body)
{
    bstage *st = &b->st;
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].level == level && !st->pack[q].kept && !st->pack[q].all) {
            if (st->pack[q].stream) {   /* its rows go inside the body */
                body = lwb_pack_then(b, q, body);
                continue;
            }
            lw_list_push(b->p, &l, pipe_mark(b, q, lwb_pack_nest(b, q)));
        }
    if (!l.n)
        return body;
    lw_list_push(b->p, &l, body);
    return lw_list_block(b->p, &l);
}

/* The S1 panels and windows not yet placed (bit q): each is copied just
 * inside the innermost tile loop that moves it, so that the loops of axes
 * it does not depend on (the output channels, for a convolution's input)
 * reuse one copy.  place_moved puts those that loop `a` moves around body
 * (all of them: a < 0). */
static uint32_t hoisted_packs(bctx *b)
{
    uint32_t m = 0;
    for (int q = 0; q < LW_MAX_READS; q++)
        if ((b->st.pack[q].level == PK_S1 || b->st.pack[q].level == PK_WIN) &&
            !b->st.pack[q].kept && !b->st.pack[q].all)
            m |= 1u << q;
    return m;
}

static lw_stmt *place_moved(bctx *b, uint32_t *pending, int a, lw_stmt *body)
{
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if ((*pending >> q & 1) && (a < 0 || (b->st.pack[q].moves >> a & 1))) {
            *pending &= ~(1u << q);
            if (b->st.pack[q].stream) {   /* its rows go inside the body */
                body = lwb_pack_then(b, q, body);
                continue;
            }
            lw_list_push(b->p, &l, pipe_mark(b, q, lwb_pack_nest(b, q)));
        }
    if (!l.n)
        return body;
    lw_list_push(b->p, &l, body);
    return lw_list_block(b->p, &l);
}

/* The R0 loops (rorder) around body. */
lw_stmt *lwb_r0_loops(bctx *b, lw_stmt *body)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    for (int i = st->nreduce - 1; i >= 0; i--) {
        int r = st->nest->rorder[i];
        if (st->r0_loop[r] < 0)
            continue;
        body = lw_for(p, st->r0_loop[r], lw_int(p, 0),
                      lw_int(p, ceil_div(st->rextent[r], st->rtile[r])), LF_SERIAL, body);
        if (r == st->vec_raxis && st->r1_loop[r] < 0) {
            /* the lane loop tiles R0 directly (tk == W) */
            body->full = st->lanes;
            body->tail = st->rextent[r] % st->lanes;
            body->tile_len = lw_int(p, st->rextent[r]);
        }
    }
    return body;
}

/* The first `par` S0 loops (order0) that exist, fused into one parallel
 * loop; returns their count. */
static int parallel_axes(bctx *b, int in_group, int *fused)
{
    const bstage *st = &b->st;
    int par = in_group || b->t->nthreads <= 1 ? 0 : st->nest->par;
    int nf = 0;
    for (int i = 0; i < st->nspatial && nf < par; i++) {
        int a = st->nest->order0[i];
        if (a >= st->row_axes && st->loop[a][0] >= 0)
            fused[nf++] = a;
    }
    return nf;
}

/* One parallel loop over the fused S0 tiles: each tile index is a let of
 * the parallel variable.  The stage's allocations (from first_alloc on)
 * move to the top of the parallel body. */
static lw_stmt *fuse_parallel(bctx *b, const ir_stmt *s, const int *fused, int nf,
                              lw_list *allocs, int first_alloc, lw_stmt *body)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    int64_t total = 1;
    for (int k = 0; k < nf; k++)
        total *= p->vars[st->loop[fused[k]][0]].hi + 1;
    int pv = lwb_var(b, s->vars[fused[0]].name, ".par", 0, total - 1);
    /* a row class's axis has ceil(rows / t1) tiles in this call: the
       stride is then cstride times dstride (NULL: no such axis yet) */
    int64_t cstride = 1;
    lw_expr *dstride = NULL;
    for (int k = nf - 1; k >= 0; k--) {
        int a = fused[k];
        int v = st->loop[a][0];
        lw_expr *n = lw_int(p, p->vars[v].hi + 1);
        if (a == st->dyn_axis)
            n = lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, lw_ref(p, p->rows_var),
                                         lw_int(p, st->tile[a][1] - 1)),
                       lw_int(p, st->tile[a][1]));
        lw_expr *stride = !dstride ? lw_int(p, cstride)
                          : cstride == 1 ? dstride
                                         : lw_bin(p, LE_MUL, dstride, lw_int(p, cstride));
        lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, pv), stride), n);
        body = lw_let(p, v, x, body);
        if (tile_loop(b, a) == 0 && st->tile[a][3] > 1) {
            /* the fused S0 index still tiles the register tile */
            body->full = st->tile[a][3];
            body->tail = a == st->dyn_axis ? -1 : st->extent[a] % st->tile[a][3];
            body->tile_len = axis_extent(b, a);
        }
        if (a == st->dyn_axis)
            dstride = dstride ? lw_bin(p, LE_MUL, dstride, n) : n;
        else
            cstride *= p->vars[v].hi + 1;
    }
    for (int i = allocs->n - 1; i >= first_alloc; i--) {
        allocs->v[i]->body = body;
        body = allocs->v[i];
    }
    allocs->n = first_alloc;
    lw_expr *count = !dstride ? lw_int(p, total)
                     : cstride == 1 ? dstride
                                    : lw_bin(p, LE_MUL, dstride, lw_int(p, cstride));
    return lw_for(p, pv, lw_int(p, 0), count, LF_PARALLEL, body);
}

/* The windows (pack mask `pending`, not placed by a serial tile loop) that
 * no fused parallel tile moves: every chunk of the parallel loop would copy
 * the same box (one window of a whole padded image, the output channels
 * in parallel).  They are copied once, before the parallel loop, and the
 * chunks read the one copy (3x3 rate-4 C512 33x33 NHWC at 2 threads: 16
 * chunks copied 3.4 MB each). */
static uint32_t shared_windows(bctx *b, uint32_t pending, const int *fused, int nf)
{
    const bstage *st = &b->st;
    uint32_t m = 0;
    for (int q = 0; q < LW_MAX_READS; q++) {
        const lw_pack_plan *pk = &st->pack[q];
        if (!(pending >> q & 1) || pk->level != PK_WIN || pk->stream)
            continue;
        int moved = 0;
        for (int k = 0; k < nf; k++)
            moved |= (pk->moves >> fused[k] & 1) && b->p->vars[st->loop[fused[k]][0]].hi > 0;
        if (!moved)
            m |= 1u << q;
    }
    return m;
}

/* s with its outermost loop of more than one step parallel (through
 * loops of one step and blocks of one statement). */
static lw_stmt *parallel_outer(lw_prog *p, lw_stmt *s)
{
    int64_t lo, n;
    if (s->op == LS_BLOCK && s->n == 1) {
        lw_stmt *c = parallel_outer(p, s->list[0]);
        return lw_block(p, 1, &c);
    }
    if (s->op != LS_FOR || s->kind != LF_SERIAL || !lw_is_const(lw_simplify_expr(p, s->min), &lo) ||
        lo != 0 || !lw_is_const(lw_simplify_expr(p, s->extent), &n) || n < 1)
        return s;
    lw_stmt *c = lw_stmt_copy_node(p, s);
    if (n == 1)
        c->body = parallel_outer(p, s->body);
    else
        c->kind = LF_PARALLEL;
    return c;
}

/* Window q's copy outside the parallel loop: the fused tile indices it
 * names (tiles of one, by shared_windows) are 0 there; its outermost loop
 * runs in parallel. */
static lw_stmt *shared_window_nest(bctx *b, int q, const int *fused, int nf)
{
    lw_prog *p = b->p;
    lw_stmt *nest = lwb_pack_nest(b, q);
    for (int k = 0; k < nf; k++)
        nest = lw_subst_stmt(p, nest, b->st.loop[fused[k]][0], lw_int(p, 0));
    return parallel_outer(p, nest);
}

/* On the CPU, around the S2 loops: R0 packs and loops, S1 packs, the S1
 * and S0 loops (order0), the first `par` S0 loops fused and parallel.
 * The kept packs' nests go to the pack entry. */
static lw_stmt *cpu_outer(bctx *b, const ir_stmt *s, lw_stmt *body, lw_list *allocs,
                          int in_group)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const lw_nest *nest = st->nest;
    int ns = st->nspatial;
    body = with_packs(b, PK_R0, body);
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].kept)
            lwb_kept_entry(b, q);
    body = lwb_r0_loops(b, body);
    uint32_t pending = hoisted_packs(b);
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (a >= st->row_axes && st->loop[a][1] >= 0) {
            body = place_moved(b, &pending, a, body);
            body = lwb_tile_for(b, a, 1, body);
        }
    }
    int fused[TT_MAX_RANK];
    int nf = parallel_axes(b, in_group, fused);
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        int is_fused = 0;
        for (int k = 0; k < nf; k++)
            is_fused |= fused[k] == a;
        if (a >= st->row_axes && !is_fused && st->loop[a][0] >= 0) {
            body = place_moved(b, &pending, a, body);
            body = lwb_tile_for(b, a, 0, body);
        }
    }
    uint32_t shared = nf > 0 ? shared_windows(b, pending, fused, nf) : 0;
    pending &= ~shared;
    body = place_moved(b, &pending, -1, body);
    int first_alloc = allocs->n;   /* earlier stages' allocations stay where they are */
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].level && !st->pack[q].kept && !st->pack[q].all && !(shared >> q & 1))
            lw_list_push(p, allocs, lw_alloc(p, st->pack[q].buf, NULL));
    if (st->plane_buf >= 0)
        lw_list_push(p, allocs, lw_alloc(p, st->plane_buf, NULL));
    if (nf > 0)
        body = fuse_parallel(b, s, fused, nf, allocs, first_alloc, body);
    for (int q = 0; q < LW_MAX_READS; q++)
        if (shared >> q & 1)
            body = lw_alloc(p, st->pack[q].buf,
                            lw_block2(p, shared_window_nest(b, q, fused, nf), body));
    /* all-tiles packs: filled before the nest, once per call */
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if (st->pack[q].all)
            lw_list_push(p, &l, lwb_all_tiles_nest(b, q));
    if (!l.n)
        return body;
    lw_list_push(p, &l, body);
    return lw_list_block(p, &l);
}

/* Build the nest of root stage si.  `allocs` collects allocations to place
 * at the top of the parallel body (or the function). */
lw_stmt *lwb_stage(bctx *b, int si, lw_list *allocs, int in_group)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    const ir_stmt *s = &d->stmts[si];
    bstage *st = &b->st;
    const lw_nest *nest = &b->sched->nest[si];
    st->si = si;
    st->nest = nest;
    st->nspatial = s->nspatial;
    st->nreduce = s->nvars - s->nspatial;
    st->row_axes = in_group ? b->group_axes : 0;
    st->dyn_axis = p->rows_var >= 0 && ir_task_row_tensor(b->t, s->tensor) ? 0 : -1;
    st->lanes = nest->lanes ? nest->lanes : 1;
    st->vec_axis = nest->vec >= 0 && nest->vec < LW_VEC_RED ? nest->vec : -1;
    st->vec_raxis = nest->vec >= LW_VEC_RED ? nest->vec - LW_VEC_RED : -1;
    plan_axes(b, s);
    plan_reductions(b, s);
    plan_gpu(b);
    if (lwb_plan_packs(b) != 0)
        return NULL;

    /* the values of the statement's variables at the current point */
    lw_expr *vm[64];
    for (int a = 0; a < st->nspatial; a++)
        vm[a] = a < st->row_axes ? b->row_index[a] : lw_ref(p, st->index[a]);
    for (int r = 0; r < st->nreduce; r++)
        vm[st->nspatial + r] = lw_ref(p, st->rindex[r]);

    st->plane_buf = -1;
    int reduces = st->nreduce > 0 || s->op != OP_ASSIGN;
    lw_stmt *body = reduces ? lwb_acc_body(b, s, vm) : pointwise_body(b, s, vm);
    body->version = 1;
    for (int i = st->nspatial - 1; i >= 0; i--) {   /* S2 loops (order2) */
        int a = nest->order2[i];
        if (a >= st->row_axes)
            body = lwb_tile_for(b, a, 2, body);
    }
    if (st->plane_buf >= 0)   /* the S1 tile's plane, copied out */
        body = lw_block2(p, body, lwb_plane_copy(b));
    if (b->gpu)
        return lwb_gpu_outer(b, body, allocs);
    return cpu_outer(b, s, body, allocs, in_group);
}

/* wrap `body` in the allocations collected in l (innermost last) */
lw_stmt *lwb_wrap_allocs(lw_list *l, lw_stmt *body)
{
    for (int i = l->n - 1; i >= 0; i--) {
        l->v[i]->body = body;
        body = l->v[i];
    }
    l->n = 0;
    return body;
}

/* The kernel's parameters: every input and output, in tensor order. */
static void tensor_params(bctx *b)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    for (int i = 0; i < d->ntensors; i++) {
        b->tensor_buf[i] = -1;
        if (i >= d->ninputs + d->noutputs)
            continue;
        const ir_tensor *tn = &d->tensors[i];
        lw_buf bf;
        memset(&bf, 0, sizeof bf);
        bf.name = tn->name;
        bf.dt = tn->dtype;
        bf.kind = i < d->ninputs ? LB_INPUT : LB_OUTPUT;
        bf.tensor = i;
        bf.param = p->nparams++;
        bf.rank = tn->rank;
        memcpy(bf.shape, b->t->shape[i], sizeof b->t->shape[i]);
        memcpy(bf.stride, b->t->stride[i], sizeof b->t->stride[i]);
        bf.size = ir_tensor_span(b->t, i);
        b->tensor_buf[i] = lw_buf_new(p, &bf);
    }
}

/* The temporaries root stages write (outside row fusion): workspace
 * parameters after the inputs and outputs.  The runtime allocates them,
 * so running out of memory is a status, not a crash. */
static void workspace_params(bctx *b)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    for (int i = 0; i < d->nstmts && !b->failed; i++) {
        int ti = d->stmts[i].tensor;
        if (b->sched->mode[i] != SM_ROOT || d->tensors[ti].kind != T_TEMP)
            continue;
        int64_t shape[TT_MAX_RANK];
        int n = d->tensors[ti].rank;
        memcpy(shape, b->t->shape[ti], sizeof(int64_t) * (size_t)n);
        if (n == 0)
            shape[n++] = 1;
        int buf = lwb_local(b, d->tensors[ti].name, d->tensors[ti].dtype, n, shape, 1);
        b->tensor_buf[ti] = buf;
        p->bufs[buf].tensor = ti;
        p->bufs[buf].scope = LB_HEAP;
        p->bufs[buf].param = p->nparams++;
    }
}

/* The nests of the root stages in statement order into `stages` (or the
 * row group's one nest). */
static void stage_nests(bctx *b, lw_list *fallocs, lw_list *stages)
{
    lw_prog *p = b->p;
    if (b->group_axes > 0) {
        lw_stmt *rows = lwb_rows(b, fallocs);
        if (rows)
            lw_list_push(p, stages, rows);
        return;
    }
    workspace_params(b);
    for (int i = 0; i < b->d->nstmts && !b->failed; i++) {
        if (b->sched->mode[i] != SM_ROOT)
            continue;
        lw_stmt *stage = lwb_stage(b, i, fallocs, 0);
        if (!stage)
            break;
        lw_list_push(p, stages, stage);
    }
}

/* ---- a row class ------------------------------------------------------
 *
 * The kernel of a row class (ir_task.rows_dim) is the Task at the class's
 * largest size, with the size of this call a parameter: `rows`, a let at
 * the top of the kernel, clamped to the class's range.  The stage axis over
 * the dimension (axis 0 of every statement that writes a row tensor) has
 * `rows` as its extent: its S0 tile count and the partial S1 and S2 tiles
 * follow it at run time.  Its register tiles stay whole -- the tails pass
 * leaves the axis alone -- so the last one may run past the rows: every
 * read of a row tensor is clamped to row rows - 1, and every store to one
 * is predicated on row < rows.  Rows are independent (the caller checked,
 * rt_dyn_check; rows_check here too), so the rows past the call's are
 * computed from real data and never stored. */

/* Every statement that reads a row tensor writes one (its rows are then
 * independent as far as this can see: the rest is rt_dyn_check's). */
static int rows_reads(const ir_task *t, const ir_expr *e)
{
    if (!e)
        return 0;
    if (e->op == E_ACCESS && ir_task_row_tensor(t, e->id))
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (rows_reads(t, e->args[i]))
            return 1;
    return 0;
}

/* What lw_sched_check does not see: a statement that reads rows writes by
 * rows (the schedule's rules -- CPU, no row fusion, the rows never the
 * vector axis, no kept or all-tile pack of them -- it checked). */
static int rows_check(bctx *b)
{
    const ir_task *t = b->t;
    for (int i = 0; i < b->d->nstmts; i++) {
        const ir_stmt *s = &b->d->stmts[i];
        if (!ir_task_row_tensor(t, s->tensor) && rows_reads(t, s->rhs))
            return lwb_fail(b, "a statement of a row class reads rows but does not "
                               "write by rows");
    }
    return 0;
}

static lw_expr *rows_load(lw_walk *w, lw_expr *e)
{
    lw_prog *p = w->p;
    lw_expr *c = lw_walk_expr_default(w, e);
    const lw_buf *bf = &p->bufs[c->id];
    if (bf->tensor < 0 || !ir_task_row_tensor(p->task, bf->tensor) || c->nargs < 1)
        return c;
    if (c == e)
        c = lw_expr_copy_node(p, e);
    lw_expr **args = tt_arena_alloc(&p->arena, sizeof *args * (size_t)c->nargs);
    if (!args) {
        p->oom = 1;
        return c;
    }
    memcpy(args, c->args, sizeof *args * (size_t)c->nargs);
    args[0] = lw_bin(p, LE_MIN, args[0],
                     lw_bin(p, LE_SUB, lw_ref(p, p->rows_var), lw_int(p, 1)));
    c->args = args;
    return c;
}

static lw_stmt *rows_store(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    lw_stmt *c = lw_walk_stmt_default(w, s);
    const lw_buf *bf = &p->bufs[c->buf];
    if (bf->tensor < 0 || !ir_task_row_tensor(p->task, bf->tensor) || c->nidx < 1)
        return c;
    if (c == s)
        c = lw_stmt_copy_node(p, s);
    lw_expr *in = lw_bin(p, LE_LT, c->idx[0], lw_ref(p, p->rows_var));
    c->cond = c->cond ? lw_bin(p, LE_AND, c->cond, in) : in;
    return c;
}

/* The rows parameter and its let around body; reads and stores of row
 * tensors clamped and predicated. */
static lw_stmt *rows_wrap(bctx *b, int buf, lw_stmt *body)
{
    lw_prog *p = b->p;
    const ir_task *t = b->t;
    lw_walk w = {.p = p};
    w.expr[LE_LOAD] = rows_load;
    w.stmt[LS_STORE] = rows_store;
    body = lw_walk_stmt(&w, body);
    lw_expr *z = lw_int(p, 0);
    lw_expr *v = lw_load(p, buf, 1, &z, NULL);
    v = lw_bin(p, LE_MAX, lw_bin(p, LE_MIN, v, lw_int(p, t->dim[t->rows_dim])),
               lw_int(p, t->rows_lo));
    return lw_let(p, p->rows_var, v, body);
}

int lwb_scalar_param(bctx *b, const char *name, int kind)
{
    lw_prog *p = b->p;
    lw_buf rb;
    memset(&rb, 0, sizeof rb);
    rb.name = name;
    rb.dt = DT_I32;
    rb.kind = kind;
    rb.tensor = -1;
    rb.src = -1;
    rb.rank = 1;
    rb.shape[0] = 1;
    rb.stride[0] = 1;
    rb.size = 1;
    rb.scope = LB_HEAP;
    rb.param = p->nparams++;
    return lw_buf_new(p, &rb);
}

static int rows_param(bctx *b)
{
    int buf = lwb_scalar_param(b, "rows", LB_ROWS);
    b->p->rows_var = lwb_var(b, "rows", "", b->t->rows_lo, b->t->dim[b->t->rows_dim]);
    return buf;
}

lw_prog *lw_build(const ir_task *t, const lw_sched *sc, char *msg, size_t msgn)
{
    if (lw_sched_check(t, sc, msg, msgn) != 0)
        return NULL;
    t = lw_sched_task(t, sc);
    const ir_def *d = t->def;
    lw_prog *p = lw_prog_new(t);
    if (!p) {
        tt_snprintf(msg, msgn, "out of memory");
        return NULL;
    }
    p->vector_bits = sc->vector_bits ? sc->vector_bits : 512;
    bctx b;
    memset(&b, 0, sizeof b);
    b.p = p;
    b.t = t;
    b.d = d;
    b.sched = sc;
    b.msg = msg;
    b.msgn = msgn;
    b.st.epilogue_src = -1;
    b.entry_flag = -1;
    b.group_axes = sc->group;
    b.gpu = lw_task_is_gpu(t);
    p->gpu = b.gpu;
    lw_stage_analyze(t, b.info);
    b.tensor_buf = tt_arena_alloc(&p->arena, sizeof(int) * (size_t)d->ntensors);
    b.row_temp = tt_arena_alloc(&p->arena, sizeof(int) * (size_t)d->ntensors);
    if (!b.tensor_buf || !b.row_temp) {
        lw_prog_free(p);
        tt_snprintf(msg, msgn, "out of memory");
        return NULL;
    }
    tensor_params(&b);
    int rows_buf = -1;
    if (t->rows_dim >= 0 && rows_check(&b) == 0)
        rows_buf = rows_param(&b);
    lw_list fallocs = {0};
    lw_list stages = {0};
    stage_nests(&b, &fallocs, &stages);
    if (b.failed || p->oom) {
        if (p->oom)
            tt_snprintf(msg, msgn, "out of memory while lowering");
        lw_prog_free(p);
        return NULL;
    }
    lw_stmt *body = lw_list_block(p, &stages);
    if (b.pack_entry.n) {
        /* the pack entry: flag[0] != 0 fills the kept packs, nothing else */
        lw_expr *z = lw_int(p, 0);
        lw_expr *cond = lw_bin(p, LE_NE, lw_load(p, b.entry_flag, 1, &z, NULL), lw_int(p, 0));
        body = lw_if(p, cond, lw_list_block(p, &b.pack_entry), body);
    }
    body = lwb_wrap_allocs(&fallocs, body);
    if (rows_buf >= 0)
        body = rows_wrap(&b, rows_buf, body);
    int f = lw_func_new(p, "tt_kernel");
    p->funcs[f].body = body;
    p->funcs[f].nparams = p->nparams;
    return p;
}

/*
 * Build, packs: a read the schedule packs is copied into a local panel laid
 * out in the order the register tile consumes it ([S2 tiles][reduction]
 * [S3 tile], the vector axis innermost), once per R0 or S1 tile; reads
 * outside the tensor become zeros there, so the compute loop needs no
 * guards.  A kept pack (a read of a constant input) holds the panels of
 * every tile in one parameter buffer, filled by the kernel's pack entry.
 *
 * Requires the stage's loops (bctx.st) set up by build.c.
 */
#include <string.h>

#include "lower/build_internal.h"

/* Local coordinate of the current iteration inside a pack region. */
static lw_expr *pack_coord(bctx *b, const lw_pack_plan *pk, int k)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int a = pk->dim_axis[k];
    if (pk->dim_kind[k] == PD_TILES) {   /* which register tile within the t2 tile */
        lw_expr *c = st->loop[a][2] >= 0 ? lw_ref(p, st->loop[a][2]) : lw_int(p, 0);
        if (st->gpu_mapped[a] && st->loop[a][1] >= 0)   /* a group-wide pack: + the item's tiles */
            c = lw_bin(p, LE_ADD, c, lw_bin(p, LE_MUL, lw_ref(p, st->loop[a][1]),
                                               lw_int(p, st->tile[a][2] / st->tile[a][3])));
        return c;
    }
    if (pk->dim_kind[k] == PD_LANES)
        return st->loop[a][3] >= 0 ? lw_ref(p, st->loop[a][3]) : lw_int(p, 0);
    if (pk->dim_kind[k] == PD_SCALAR)
        return lw_int(p, 0);
    /* reduction: offset within tk (R0) or within K (S1) */
    lw_expr *c;
    if (a == st->vec_raxis) {
        c = st->r1_loop[a] >= 0 ? lw_bin(p, LE_MUL, lw_ref(p, st->r1_loop[a]), lw_int(p, st->lanes))
                          : lw_int(p, 0);
        c = lw_bin(p, LE_ADD, c, lw_ref(p, st->lane_var));
    } else {
        c = st->r1_loop[a] >= 0 ? lw_ref(p, st->r1_loop[a]) : lw_int(p, 0);
    }
    if (pk->level == PK_S1 && st->r0_loop[a] >= 0)
        c = lw_bin(p, LE_ADD, c, lw_bin(p, LE_MUL, lw_ref(p, st->r0_loop[a]),
                                         lw_int(p, st->rtile[a])));
    return c;
}

/* A packed read at the current point: the panel (a kept pack: the tile's
 * panel) at the point's coordinates. */
lw_expr *lwb_pack_read(bctx *b, const lw_pack_plan *pk)
{
    lw_prog *p = b->p;
    lw_expr *idx[6 * TT_MAX_RANK];
    int n = 0;
    for (int k = 0; k < pk->nslots; k++)
        idx[n++] = lw_ref(p, pk->slot_var[k]);
    for (int k = 0; k < pk->ndims; k++)
        idx[n++] = pack_coord(b, pk, k);
    return lw_load(p, pk->buf, n, idx, NULL);
}

/* The copy of one panel element: pack[slots..., coord...] = the read at
 * the point the coordinates stand for (the tile's origin plus them). */
static lw_stmt *pack_copy(bctx *b, const lw_pack_plan *pk, const int *coord)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const ir_stmt *s = &b->d->stmts[st->si];
    int ns = st->nspatial;
    lw_expr *vm[64];
    for (int a = 0; a < s->nvars && a < 64; a++)
        vm[a] = lw_int(p, 0);
    /* an axis the read does not move with stays 0: an S1 panel is copied
       outside that axis' loops (build.c, place_moved) */
    uint64_t uses = ir_read_uses(b->t, st->si, pk->read);
    for (int a = 0; a < ns; a++)
        vm[a] = a < st->row_axes  ? b->row_index[a]
                : !(uses >> a & 1) ? lw_int(p, 0)
                                   : lwb_tile_base(b, a, st->gpu_mapped[a] ? 1 : 2);
    for (int r = 0; r < st->nreduce; r++) {
        lw_expr *base = lw_int(p, 0);
        if (pk->level == PK_R0 && st->r0_loop[r] >= 0)
            base = lw_bin(p, LE_MUL, lw_ref(p, st->r0_loop[r]), lw_int(p, st->rtile[r]));
        vm[ns + r] = base;
    }
    for (int k = 0; k < pk->ndims; k++) {
        int a = pk->dim_axis[k];
        if (pk->dim_kind[k] == PD_TILES)
            vm[a] = lw_bin(p, LE_ADD, vm[a], lw_bin(p, LE_MUL, lw_ref(p, coord[k]),
                                                     lw_int(p, st->tile[a][3])));
        else if (pk->dim_kind[k] == PD_LANES)
            vm[a] = lw_bin(p, LE_ADD, vm[a], lw_ref(p, coord[k]));
        else if (pk->dim_kind[k] == PD_REDUCE)
            vm[ns + a] = lw_bin(p, LE_ADD, vm[ns + a], lw_ref(p, coord[k]));
    }
    lw_expr *val = lwb_conv(b, pk->read, vm, 0);
    lw_expr *idx[6 * TT_MAX_RANK];
    int nidx = 0;
    for (int k = 0; k < pk->nslots; k++)   /* kept: the tile's panel */
        idx[nidx++] = lw_ref(p, pk->slot_var[k]);
    for (int k = 0; k < pk->ndims; k++)
        idx[nidx++] = lw_ref(p, coord[k]);
    return lw_store(p, pk->buf, nidx, idx, val, NULL);
}

/* The elements the source moves per step of each panel coordinate
 * (INT64_MIN: not linear). */
static void pack_src_strides(bctx *b, const lw_pack_plan *pk, int64_t *src_stride)
{
    const bstage *st = &b->st;
    for (int k = 0; k < pk->ndims; k++) {
        int a = pk->dim_axis[k];
        int v = pk->dim_kind[k] == PD_REDUCE ? st->nspatial + a : a;
        int64_t x = lw_read_stride(b->t, st->si, pk->read, v);
        src_stride[k] = x == INT64_MIN          ? INT64_MIN
                        : pk->dim_kind[k] == PD_TILES ? x * st->tile[a][3]
                                                      : x;
    }
}

/* Whether panel dimension k is the stage's vectorized one. */
static int is_vector_dim(const bctx *b, const lw_pack_plan *pk, int k)
{
    const bstage *st = &b->st;
    return (pk->dim_kind[k] == PD_LANES && pk->dim_axis[k] == st->vec_axis) ||
           (pk->dim_kind[k] == PD_REDUCE && pk->dim_axis[k] == st->vec_raxis);
}

/* The order of the copy loops, outer first: the panel's own, except for a
 * transposing pack (the panel's contiguous dimension is strided in the
 * source, another is contiguous there: Wt[n,k] packed n-inner), whose
 * source-contiguous dimension goes innermost -- scalar copies, not
 * gathers (measured: dense 128x3072x768 63 -> see LOWERING.md).  Returns
 * that dimension, or -1. */
static int copy_order(bctx *b, const lw_pack_plan *pk, int *order)
{
    int src_inner = -1;
    for (int k = 0; k < pk->ndims; k++)
        order[k] = k;
    int64_t src_stride[3 * TT_MAX_RANK];
    pack_src_strides(b, pk, src_stride);
    int last = pk->ndims - 1;
    if (pk->ndims >= 2 && src_stride[last] != 1 && src_stride[last] != 0)
        for (int k = 0; k < last; k++)
            if (src_stride[k] == 1 && pk->dim_len[k] >= 4)
                src_inner = k;
    if (src_inner >= 0) {
        int m = 0;
        for (int k = 0; k < pk->ndims; k++)
            if (k != src_inner)
                order[m++] = k;
        order[m] = src_inner;
    }
    return src_inner;
}

/* A transposing pack copied in W x W blocks: the panel's last dimension is
 * the vectorized one, a whole number of vectors, strided in the source;
 * the dimensions just before it, merged into one (OIHW weights' c, r, s
 * under output-channel lanes), run contiguously in the source and are at
 * least W long.  Returns the first of those dimensions, or -1. */
static int transpose_chain(bctx *b, const lw_pack_plan *pk)
{
    int W = b->st.lanes, last = pk->ndims - 1;
    if (b->gpu || W < 2 || (W & (W - 1)) || last < 1 || !is_vector_dim(b, pk, last) ||
        pk->dim_len[last] % W)
        return -1;
    int64_t src_stride[3 * TT_MAX_RANK];
    pack_src_strides(b, pk, src_stride);
    if (src_stride[last] == INT64_MIN || src_stride[last] == 0 || src_stride[last] == 1 ||
        src_stride[last - 1] != 1)
        return -1;
    int k = last - 1;
    int64_t m = pk->dim_len[k];
    while (k > 0 && src_stride[k - 1] == m) {
        k--;
        m *= pk->dim_len[k];
    }
    return m >= W ? k : -1;
}

/* One run of a transposing chain's copy (transposed_nest): positions
 * m + j of the merged dimensions for j < len, every vector of the lanes;
 * the loop over j is marked transposing when `transpose`. */
static lw_stmt *chain_block(bctx *b, const lw_pack_plan *pk, const int *coord, lw_stmt *body,
                            int k0, lw_expr *m, int64_t len, int transpose)
{
    lw_prog *p = b->p;
    int W = b->st.lanes, last = pk->ndims - 1;
    int j = lw_var_new(p, transpose ? "pktj" : "pktt", 0, len - 1);
    int vo = lw_var_new(p, "pkvo", 0, pk->dim_len[last] / W - 1);
    int vi = lw_var_new(p, "pkvi", 0, W - 1);
    lw_expr *q = lw_bin(p, LE_ADD, m, lw_ref(p, j));
    for (int k = last - 1; k >= k0; k--) {
        lw_expr *c = k == k0 ? q : lw_bin(p, LE_MOD, q, lw_int(p, pk->dim_len[k]));
        body = lw_subst_stmt(p, body, coord[k], c);
        q = lw_bin(p, LE_DIV, q, lw_int(p, pk->dim_len[k]));
    }
    body = lw_subst_stmt(p, body, coord[last],
                         lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, vo), lw_int(p, W)),
                                lw_ref(p, vi)));
    lw_stmt *f = lw_for(p, vi, lw_int(p, 0), lw_int(p, W), LF_VECTOR, body);
    f->lanes = (uint8_t)W;
    f = lw_for(p, j, lw_int(p, 0), lw_int(p, len), LF_SERIAL, f);
    f->transpose = (uint8_t)transpose;
    return lw_for(p, vo, lw_int(p, 0), lw_int(p, pk->dim_len[last] / W), LF_SERIAL, f);
}

/* The copy nest of a transposing chain (transpose_chain): the panel's
 * dimensions before the chain, then blocks of W merged positions, the
 * lanes' vectors, and the block's W positions -- a loop the CPU code
 * generator does as a register transpose -- around the vector copy; the
 * last M mod W positions after them, plainly:
 *
 *   for d...:
 *     for vo: for mo < M / W: for j < W:       # transposing
 *         pack[d..., m = mo*W + j, vo*W + lane] = src[...]   # W lanes
 *     for vo: for j < W: the same at m = M - W + j (M mod W != 0)   # transposing
 *
 * The chain's coordinates are m's digits ((m / len) % len'...), which
 * simplify back to m's multiples in both indices; each loop's variable
 * has its own range, so no digit can be proven past its dimension's
 * length only in a tail (a guard would keep the block plain). */
static lw_stmt *transposed_nest(bctx *b, const lw_pack_plan *pk, const int *coord,
                                lw_stmt *body, int k0)
{
    lw_prog *p = b->p;
    int W = b->st.lanes, last = pk->ndims - 1;
    int64_t M = 1;
    for (int k = k0; k < last; k++)
        M *= pk->dim_len[k];
    int mo = lw_var_new(p, "pkto", 0, M / W - 1);
    lw_stmt *f = chain_block(b, pk, coord, body, k0,
                             lw_bin(p, LE_MUL, lw_ref(p, mo), lw_int(p, W)), W, 1);
    /* the lanes' vectors outermost: each reads W source rows from start
       to end, W streams the prefetcher follows, where blocks outermost
       touched every row of the panel's lanes per block (NCHW 3x3 C512 7x7,
       1 thread: 90 -> 98 GFLOP/s; C256 14x14 96 -> 102) */
    lw_stmt *in = lw_for(p, mo, lw_int(p, 0), lw_int(p, M / W), LF_SERIAL, f->body);
    f = lw_for(p, f->var, f->min, f->extent, LF_SERIAL, in);
    /* the last M mod W positions: the block of the last W, transposed
       too (its first positions copied again), where a plain copy is a
       gather of W lanes per position (25 taps of a 5x5 filter under
       channel lanes: 16 + 9, the 9 gathers a fifth of the layer's time) */
    if (M % W)
        f = lw_block2(p, f, chain_block(b, pk, coord, body, k0, lw_int(p, M - W), W, 1));
    for (int k = k0 - 1; k >= 0; k--)
        f = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, pk->dim_len[k]), LF_SERIAL, f);
    f->version = 1;
    return f;
}

/* The copy loop of coordinate `var` over len, vectorized: split into
 * whole vectors of W lanes and a tail the tails pass makes constant. */
static lw_stmt *vector_copy_loop(bctx *b, int var, int64_t len, lw_stmt *body)
{
    lw_prog *p = b->p;
    int W = b->st.lanes;
    int o = lw_var_new(p, "pko", 0, ceil_div(len, W) - 1);
    int in = lw_var_new(p, "pki", 0, W - 1);
    lw_expr *x = lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, o), lw_int(p, W)), lw_ref(p, in));
    lw_stmt *inner = lw_subst_stmt(p, body, var, x);
    lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, W),
                          lw_bin(p, LE_SUB, lw_int(p, len),
                                 lw_bin(p, LE_MUL, lw_ref(p, o), lw_int(p, W))));
    lw_stmt *fi = lw_for(p, in, lw_int(p, 0), ext, LF_VECTOR, inner);
    fi->tail_of = o;
    fi->lanes = (uint8_t)W;
    lw_stmt *f = lw_for(p, o, lw_int(p, 0), lw_int(p, ceil_div(len, W)), LF_SERIAL, fi);
    f->full = W;
    f->tail = len % W;
    f->tile_len = lw_int(p, len);
    return f;
}

/* ---- windows (PK_WIN) ------------------------------------------------- */

/* Whether window pk's innermost dimension is copied in vectors: the
 * tensor's unit-stride one, in a vectorized stage. */
static int window_inner_vector(const bctx *b, const lw_pack_plan *pk)
{
    const ir_expr *rd = pk->read;
    return b->t->stride[rd->id][rd->nargs - 1] == 1 && b->st.lanes > 1;
}

/* The coordinates (phase, position) of a split window's innermost
 * dimension at the current point.  Its offset from the origin is
 * sum_v c_v (x_v - base_v) - low >= 0; the terms whose coefficient the
 * stride s divides (the vector axis among them) give the position
 * directly, the rest R (a 3x3 window's tap, the offset) its residue:
 * phase R mod s, position + R / s.  So the vector axis steps the position
 * by one lane per lane. */
static void window_split_coords(bctx *b, const lw_pack_plan *pk, const ir_expr *rd,
                                lw_expr **vm, lw_expr **ph, lw_expr **pos)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const ir_stmt *s = &b->d->stmts[st->si];
    const ir_expr *e = rd->args[rd->nargs - 1];
    int64_t S = pk->wsplit;
    lw_expr *div = lw_int(p, 0), *rem = lw_int(p, -pk->wlow_inner);
    for (int v = 0; v < s->nvars; v++) {
        int64_t c = lw_coef(b->t, st->si, e, v);
        if (c == 0)
            continue;
        lw_expr *x = vm[v];
        if (v < st->nspatial)
            x = lw_bin(p, LE_SUB, x, lwb_tile_base(b, v, 2));
        if (c % S == 0)
            div = lw_bin(p, LE_ADD, div, lw_bin(p, LE_MUL, x, lw_int(p, c / S)));
        else
            rem = lw_bin(p, LE_ADD, rem, lw_bin(p, LE_MUL, x, lw_int(p, c)));
    }
    *ph = lw_bin(p, LE_MOD, rem, lw_int(p, S));
    *pos = lw_bin(p, LE_ADD, div, lw_bin(p, LE_DIV, rem, lw_int(p, S)));
}

/* Whether the compute nest's reads of window pk may be shifts of aligned
 * vectors (lw_expr.shift, llvm_load.c): an unsplit window, each value
 * loaded feeding one FMA -- no axis of the register tile other than the
 * vector axis leaves the read unmoved.  A 3x3 depthwise layer vectorized
 * along the image row loads a value per FMA, three loads of a row across
 * cache lines where two aligned loads and two shifts do (C256 14x14 NCHW:
 * 61 -> 75 GFLOP/s); a register tile of 6 output channels reuses each
 * load six times, and the shifts only took the shuffle unit from its
 * FMAs (7x7 stride-2 stem: 106 -> 94), as they did beside a split
 * window's deinterleaving copy (3x3 stride 2 depthwise: 31 -> 28). */
static int window_shifts(const bctx *b, const lw_pack_plan *pk, const ir_expr *rd)
{
    const bstage *st = &b->st;
    if (pk->wsplit || st->lanes < 4)
        return 0;
    for (int a = 0; a < st->nspatial; a++) {
        if (a == st->vec_axis || st->tile[a][3] <= 1)
            continue;
        int moves = 0;
        for (int k = 0; k < rd->nargs && !moves; k++)
            moves = lw_coef(b->t, st->si, rd->args[k], a) != 0;
        if (!moves)
            return 0;
    }
    return 1;
}

/* Whether window pk is streamed through registers: a window read along
 * its rows by the vector lanes (an NCHW convolution vectorized along the
 * image row; split in phases by a stride or not), its rows at least a
 * vector long (split, its phases at least half a vector: lw_phase_streams;
 * a stride-2 row of 14 outputs in 16 lanes, phases of 15), that one
 * register tile reads alone -- no S2 loop on any
 * axis, no S1 loop of an axis it does not move with, no R0 loop, every
 * reduction step unrolled -- whose rows are its only outer dimension (the
 * others of length 1), whose rows' origin is a constant, at most 128
 * vectors.  Its rows are then copied inside the register tile, each just
 * before the updates that read it (lower/stream.c), into a buffer the
 * optimizer keeps in registers: each input row is loaded (and
 * deinterleaved) once and feeds every output row of the tile that reads
 * it, nothing is stored.  The copy to memory and the loads back had cost
 * a 3x3 stride-2 depthwise layer (NCHW) as much as its FMAs. */
static int known(const lw_prog *p, lw_expr *e, int64_t *v);

static int window_streamed(const bctx *b, const lw_pack_plan *pk)
{
    const bstage *st = &b->st;
    const ir_expr *rd = pk->read;
    int n = rd->nargs;
    if (!window_inner_vector(b, pk) || st->lanes < 4 || n < 2 || pk->wwhole[n - 2] ||
        st->vec_axis < 0 || lw_coef(b->t, st->si, rd->args[n - 1], st->vec_axis) != (pk->wsplit ? pk->wsplit : 1))
        return 0;
    for (int k = 0; k < n - 2; k++)
        if (pk->wlen[k] != 1)
            return 0;
    for (int a = 0; a < st->nspatial; a++) {
        if (st->tile[a][2] != st->tile[a][3])
            return 0;
        if (!(pk->moves >> a & 1) && st->tile[a][1] != st->tile[a][2])
            return 0;
    }
    int64_t steps = 1;
    for (int r = 0; r < st->nreduce; r++) {
        if (st->r0_loop[r] >= 0)
            return 0;
        steps *= st->rextent[r];
    }
    if (steps > st->nest->unroll)
        return 0;   /* a reduction loop stays rolled: its reads move */
    /* the row's origin a constant (one tile spans the tensor's row): its
       copy is stores at constant aligned positions (aligned_row) */
    int64_t o;
    if (!known(b->p, pk->worigin[n - 1], &o))
        return 0;
    int64_t S = pk->wsplit ? pk->wsplit : 1;
    if (pk->wlen[n - 1] / S < st->lanes && (S < 2 || !lw_phase_streams(pk->wlen[n - 1] / S, st->lanes)))
        return 0;   /* a row shorter than a vector: the guarded copy */
    int64_t vecs = pk->wlen[n - 2] * S * ceil_div(pk->wlen[n - 1] / S, st->lanes);
    return vecs <= 128;
}

/* The dimension of window pk's tensor that the stage's vector lanes step
 * when it is not the innermost one (an NCHW convolution's channels under
 * channel lanes): the vector axis in that dimension alone, coefficient 1,
 * its window a box of the tile (not the whole dimension).  The window
 * puts it innermost ([y][x][c]): the compute's reads of it are then
 * vector loads where the tensor's order made each a gather of lanes a
 * plane apart, and the gathers (or register transposes,
 * window_lanes_nest) are the copy's, once per element.  -1: none. */
static int window_lanes_dim(const bctx *b, const lw_pack_plan *pk)
{
    const bstage *st = &b->st;
    const ir_expr *rd = pk->read;
    int n = rd->nargs, found = -1;
    if (st->lanes < 2 || st->vec_axis < 0 || pk->wsplit)
        return -1;
    for (int k = 0; k < n; k++) {
        int64_t c = lw_coef(b->t, st->si, rd->args[k], st->vec_axis);
        if (c == 0)
            continue;
        if (c != 1 || k == n - 1 || pk->wwhole[k] || found >= 0)
            return -1;
        found = k;
    }
    return found >= 0 && b->t->stride[rd->id][found] != 1 ? found : -1;
}

/* Index list idx (the tensor's dimensions) in window pk's layout: the
 * lanes' dimension moved last. */
static void window_layout(const lw_pack_plan *pk, lw_expr **idx, int n)
{
    int k = pk->wlanes;
    if (k < 0)
        return;
    lw_expr *x = idx[k];
    memmove(&idx[k], &idx[k + 1], sizeof *idx * (size_t)(n - 1 - k));
    idx[n - 1] = x;
}

lw_expr *lwb_window_read(bctx *b, const lw_pack_plan *pk, const ir_expr *rd, lw_expr **vm)
{
    lw_prog *p = b->p;
    lw_expr *idx[TT_MAX_RANK + 1];
    int n = rd->nargs;
    for (int k = 0; k < n; k++) {
        if (k == n - 1 && pk->wsplit) {
            window_split_coords(b, pk, rd, vm, &idx[k], &idx[k + 1]);
            lw_expr *ld = lw_load(p, pk->buf, n + 1, idx, NULL);
            /* in registers, a tap at an offset is a shift of two vectors */
            ld->shift = (uint8_t)(pk->stream != 0);
            p->shifts |= ld->shift;
            return ld;
        }
        idx[k] = lwb_conv(b, rd->args[k], vm, 0);
        if (!pk->wwhole[k])
            idx[k] = lw_bin(p, LE_SUB, idx[k], pk->worigin[k]);
    }
    lw_expr *zpad = NULL;
    for (int k = 0; k < n && pk->wlanes >= 0; k++) {
        int64_t lo, hi, N = b->t->shape[rd->id][k];
        if (k == pk->wlanes || pk->wwhole[k] ||
            (ir_expr_range(b->t, b->st.si, rd->args[k], &lo, &hi) && lo >= 0 && hi < N))
            continue;
        lw_expr *x = lwb_conv(b, rd->args[k], vm, 0);
        lw_expr *in = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_int(p, 0), x),
                             lw_bin(p, LE_LT, x, lw_int(p, N)));
        zpad = zpad ? lw_bin(p, LE_AND, zpad, in) : in;
    }
    window_layout(pk, idx, n);
    lw_expr *ld = lw_load(p, pk->buf, n, idx, NULL);
    ld->shift = (uint8_t)(pk->wlanes < 0 && (pk->stream || window_shifts(b, pk, rd)));
    /* a window laid out for its lanes: its taps along the register tile's
       unrolled row that read the padding are dropped (simplify.c,
       padding_product), as a guarded read's are (5x5 on 7x7: 6 of 35) */
    ld->zpad = zpad;
    p->shifts |= ld->shift;
    return ld;
}

/* The window's shape and origin: per affine dimension, the index at the
 * tile's origin (variables it does not move with at 0), lowered by the
 * span of each negative coefficient. */
static int plan_window(bctx *b, lw_pack_plan *pk, const char *nm)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    const ir_expr *rd = pk->read;
    const ir_stmt *s = &b->d->stmts[st->si];
    int gvar[TT_MAX_RANK];
    if (b->gpu || st->row_axes || s->nvars > 64 ||
        lw_window_shape(b->t, b->sched, st->si, rd, pk->wlen, pk->wwhole, gvar) <= 0)
        return lwb_fail(b, "internal: a window that the check let through");
    pk->moves = 0;
    for (int k = 0; k < rd->nargs; k++) {
        pk->worigin[k] = NULL;
        if (pk->wwhole[k])
            continue;
        lw_expr *vm[64];
        int64_t low = 0;
        for (int v = 0; v < s->nvars; v++) {
            vm[v] = lw_int(p, 0);
            if (v == gvar[k]) {   /* M * (v / D): the groups of v's tile */
                vm[v] = lwb_tile_base(b, v, 2);
                pk->moves |= (uint64_t)1 << v;
                continue;
            }
            int64_t c = lw_coef(b->t, st->si, rd->args[k], v);
            if (c == 0)
                continue;
            int64_t span = v < st->nspatial ? st->tile[v][2] : st->rextent[v - st->nspatial];
            if (c < 0)
                low += c * (span - 1);
            if (v < st->nspatial) {
                vm[v] = lwb_tile_base(b, v, 2);
                pk->moves |= (uint64_t)1 << v;
            }
        }
        pk->worigin[k] =
            lw_simplify_expr(p, lw_bin(p, LE_ADD, lwb_conv(b, rd->args[k], vm, 0), lw_int(p, low)));
        if (k == rd->nargs - 1)
            pk->wlow_inner = low;
    }
    pk->ndims = rd->nargs;
    int n = rd->nargs;
    pk->wsplit = pk->wwhole[n - 1] ? 0 : lw_window_split(b->t, st->nest, st->si, rd);
    if (pk->wsplit && pk->wlen[n - 1] % pk->wsplit)
        return lwb_fail(b, "internal: a split window's row is not whole phases");
    int64_t shape[TT_MAX_RANK + 1];
    memcpy(shape, pk->wlen, sizeof(int64_t) * (size_t)n);
    if (pk->wsplit) {
        shape[n - 1] = pk->wsplit;
        shape[n] = pk->wlen[n - 1] / pk->wsplit;
    }
    int64_t total = 1;
    for (int k = 0; k < n; k++)
        total *= pk->wlen[k];
    if (total > LW_PACK_MAX)
        return lwb_fail(b, "pack buffer too large");
    int ti = rd->id;
    pk->wlanes = window_lanes_dim(b, pk);
    int inner_unit = pk->wlanes >= 0 || window_inner_vector(b, pk);
    if (pk->wlanes >= 0) {
        int64_t len = shape[pk->wlanes];
        memmove(&shape[pk->wlanes], &shape[pk->wlanes + 1],
                sizeof *shape * (size_t)(n - 1 - pk->wlanes));
        shape[n - 1] = len;
    }
    pk->buf = lwb_local(b, nm, b->d->tensors[ti].dtype, n + (pk->wsplit > 0), shape,
                        inner_unit ? st->lanes : 1);
    pk->stream = window_streamed(b, pk);
    if (pk->stream) {
        p->bufs[pk->buf].scope = LB_REG;
        p->bufs[pk->buf].stream = 1;
    }
    return 0;
}

/* The positions j of [0, len) whose index at + S j lies in [0, N): from
 * *lo = min(len, max(0, ceil(-at / S))) to max(*lo, *hi), *hi = min(len,
 * floor((N - 1 - at) / S) + 1).  A window row's inside (clipped_row,
 * aligned_row) and the rows' own range (window_nest, S = 1). */
static void inside_range(lw_prog *p, lw_expr *at, int64_t S, int64_t N, int64_t len,
                         lw_expr **lo, lw_expr **hi)
{
    lw_expr *l = lw_un(p, LE_NEG, lw_bin(p, LE_DIV, at, lw_int(p, S)));
    *lo = lw_bin(p, LE_MIN, lw_int(p, len), lw_bin(p, LE_MAX, lw_int(p, 0), l));
    lw_expr *h = lw_bin(p, LE_DIV, lw_bin(p, LE_SUB, lw_int(p, N - 1), at), lw_int(p, S));
    *hi = lw_bin(p, LE_MIN, lw_int(p, len), lw_bin(p, LE_ADD, h, lw_int(p, 1)));
}

/* e's value when the static ranges fix it */
static int known(const lw_prog *p, lw_expr *e, int64_t *v)
{
    int64_t hi;
    return lw_bounds(p, e, v, &hi) && *v == hi;
}

/* A clipped row whose inside [lo, hi) is known when the nest is built
 * (the tile spans the tensor's row: one tile of it, its phase a
 * constant): the row in ceil(rowlen / W) stores at aligned positions kW,
 * each the vector loaded inside at a_k = min(max(kW, lo), hi - W) shifted
 * by kW - a_k lanes, zeros shifted in over the ends -- no zero stores,
 * no overlapping stores, none across a cache line, and the compute's
 * loads find whole stored vectors.  (The row's stores had been half the
 * time of a stride-2 depthwise layer: 3 stores a phase row, 2 of them
 * across lines, over a compute of 3 FMAs per element stored.)  NULL when
 * [lo, hi) is not known or holds less than a vector. */
static lw_stmt *aligned_row(bctx *b, lw_stmt *copy, int var, int64_t rowlen, lw_expr *lo_e,
                            lw_expr *hi_e)
{
    lw_prog *p = b->p;
    int W = b->st.lanes;
    int64_t lo, hi, nv = ceil_div(rowlen, W);
    lw_stmt *st[32];
    if (!known(p, lw_simplify_expr(p, lo_e), &lo) || !known(p, lw_simplify_expr(p, hi_e), &hi) ||
        hi - lo < W || nv > 32)
        return NULL;
    for (int64_t k = 0; k < nv; k++) {
        int64_t ak = TT_MIN(TT_MAX(k * W, lo), hi - W);
        lw_stmt *ld = lw_subst_stmt(p, copy, var, lw_ramp(p, lw_int(p, ak), 1, W));
        lw_expr *idx[TT_MAX_RANK + 1];
        for (int i = 0; i < copy->nidx; i++)
            idx[i] = lw_subst(p, copy->idx[i], var, lw_ramp(p, lw_int(p, k * W), 1, W));
        st[k] = lw_store(p, copy->buf, copy->nidx, idx, lw_shift(p, ld->value, k * W - ak),
                         NULL);
    }
    return lw_block(p, (int)nv, st);
}

/* The copy of a row whose ends may leave the tensor (an NCHW image row of
 * a padded convolution, split in phases or not).  Positions [lo, hi) of
 * the row read inside the tensor: lo = ceil(-at / S), hi = floor((N - 1 -
 * at) / S) + 1 for `at` the tensor index of position 0 (the origin plus
 * the phase), S the phase stride (1 unsplit), clamped to the row.  When a
 * whole vector of them does, the row is done in whole vectors, none
 * masked, none past the row: zeros over the ends (vectors at 0, W, ..
 * below lo and at rowlen - W, rowlen - 2W, .. above hi), then the copy in
 * ceil(rowlen / W) vectors at min(lo + kW, hi - W), their loads in bounds
 * by construction -- the last ones overlap (the same values written again)
 * and the count is a constant, so the loop unrolls.  Otherwise `other`
 * (the versioned copy).  The lane masks of the guarded copy cost a dozen
 * instructions a vector (a strided masked load splits its mask in two):
 * a 3x3 stride-2 depthwise convolution's windows cost more than its
 * arithmetic. */
static lw_stmt *clipped_row(bctx *b, const lw_pack_plan *pk, lw_stmt *copy, lw_stmt *zero,
                            int var, int64_t rowlen, lw_expr *phase, lw_stmt *other)
{
    lw_prog *p = b->p;
    const ir_expr *rd = pk->read;
    int n = rd->nargs, W = b->st.lanes;
    int64_t S = pk->wsplit ? pk->wsplit : 1;
    int64_t N = b->t->shape[rd->id][n - 1];
    int64_t nv = ceil_div(rowlen, W);
    lw_expr *at = phase ? lw_bin(p, LE_ADD, pk->worigin[n - 1], phase) : pk->worigin[n - 1];
    lw_expr *lo_e, *hi_e;
    inside_range(p, at, S, N, rowlen, &lo_e, &hi_e);
    lw_stmt *al = aligned_row(b, copy, var, rowlen, lo_e, hi_e);
    if (al)
        return al;
    int lo = lw_var_new(p, "pwlo", 0, rowlen), hi = lw_var_new(p, "pwhi", 0, rowlen);
    hi_e = lw_bin(p, LE_MAX, lw_ref(p, lo), hi_e);
    lw_expr *len = lw_bin(p, LE_SUB, lw_ref(p, hi), lw_ref(p, lo));

    lw_stmt *part[3];
    for (int z = 0; z < 3; z++) {   /* zeros below lo, zeros above hi, the copy */
        int k = lw_var_new(p, z < 2 ? "pwz" : "pwv", 0, nv - 1);
        int ln = lw_var_new(p, "pwl", 0, W - 1);
        lw_expr *kw = lw_bin(p, LE_MUL, lw_ref(p, k), lw_int(p, W)), *at_k, *count;
        if (z == 0) {
            at_k = kw;
            count = lw_ref(p, lo);
        } else if (z == 1) {
            at_k = lw_bin(p, LE_SUB, lw_int(p, rowlen - W), kw);
            count = lw_bin(p, LE_SUB, lw_int(p, rowlen), lw_ref(p, hi));
        } else {
            at_k = lw_bin(p, LE_MIN, lw_bin(p, LE_ADD, lw_ref(p, lo), kw),
                          lw_bin(p, LE_SUB, lw_ref(p, hi), lw_int(p, W)));
            count = NULL;
        }
        lw_stmt *body = lw_subst_stmt(p, z < 2 ? zero : copy, var,
                                      lw_bin(p, LE_ADD, at_k, lw_ref(p, ln)));
        lw_stmt *v = lw_for(p, ln, lw_int(p, 0), lw_int(p, W), LF_VECTOR, body);
        v->lanes = (uint8_t)W;
        lw_expr *ext = count ? lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, count, lw_int(p, W - 1)),
                                      lw_int(p, W))
                             : lw_int(p, nv);
        part[z] = lw_for(p, k, lw_int(p, 0), ext, !count && nv <= 8 ? LF_UNROLL : LF_SERIAL, v);
    }
    lw_stmt *body = lw_if(p, lw_bin(p, LE_LE, lw_int(p, W), len), lw_block(p, 3, part), other);
    return lw_let(p, lo, lo_e, lw_let(p, hi, hi_e, body));
}

/* The copy loop of window coordinate `var` over len in vectors (the
 * lanes' dimension of window_lanes_nest). */
static lw_stmt *lanes_loop(bctx *b, int var, int64_t len, lw_stmt *body)
{
    if (len > b->st.lanes)
        return vector_copy_loop(b, var, len, body);
    lw_stmt *f = lw_for(b->p, var, lw_int(b->p, 0), lw_int(b->p, len), LF_VECTOR, body);
    f->lanes = (uint8_t)b->st.lanes;
    return f;
}

/* The copy of a lanes-last window's rows inside the tensor as one run
 * of the tensor's plane (window_lanes_nest, when the window's row spans
 * the tensor's, the plane contiguous, the lanes' dimension whole
 * vectors): positions m of the rows [lo, hi) merged with the row's N
 * elements, blocks of W of them transposed in registers (W loads of W
 * contiguous elements of W channels, W stores of W channels) and the
 * last M mod W copied by vectors of lanes a plane apart:
 *
 *   for vo: for mo < M / W: for j < W:      # transposing
 *       win[lo + m / N][m % N - ox][vo*W + lane] = X[c0 + vo*W + lane][y0 + lo + m / N][m % N]
 *   if M mod W and M >= W: for vo: for j < W: the same at m = M - W + j   # transposing
 *   else: for vo: for j < M mod W: the same at m = M - M mod W + j
 *
 * `copy` is the element's store over the coordinates coord[] (ry, rx the
 * rows' and the row's dimensions, L the lanes'); `lo` and `hi` the rows
 * inside, ox the row's constant origin. */
static lw_stmt *lanes_plane_copy(bctx *b, const lw_pack_plan *pk, lw_stmt *copy,
                                 const int *coord, int ry, int rx, int lo, int hi, int64_t ox)
{
    lw_prog *p = b->p;
    int W = b->st.lanes, L = pk->wlanes;
    int64_t N = b->t->shape[pk->read->id][rx];
    int64_t Mmax = pk->wlen[ry] * N;
    lw_expr *M = lw_bin(p, LE_MUL, lw_bin(p, LE_SUB, lw_ref(p, hi), lw_ref(p, lo)), lw_int(p, N));
    lw_stmt *part[3];
    for (int z = 0; z < 3; z++) {   /* the transposed blocks, the last M mod W */
        int mo = lw_var_new(p, "pkto", 0, TT_MAX(Mmax / W - 1, 0));
        int j = lw_var_new(p, z == 2 ? "pktt" : "pktj", 0, W - 1);
        int vo = lw_var_new(p, "pkvo", 0, pk->wlen[L] / W - 1);
        int vi = lw_var_new(p, "pkvi", 0, W - 1);
        lw_expr *m = z == 2 ? lw_bin(p, LE_SUB, M, lw_bin(p, LE_MOD, M, lw_int(p, W)))
                     : z == 1 ? lw_bin(p, LE_SUB, M, lw_int(p, W))
                              : lw_bin(p, LE_MUL, lw_ref(p, mo), lw_int(p, W));
        m = lw_bin(p, LE_ADD, m, lw_ref(p, j));
        lw_stmt *body = lw_subst_stmt(p, copy, coord[ry],
                                      lw_bin(p, LE_ADD, lw_ref(p, lo),
                                             lw_bin(p, LE_DIV, m, lw_int(p, N))));
        body = lw_subst_stmt(p, body, coord[rx],
                             lw_bin(p, LE_SUB, lw_bin(p, LE_MOD, m, lw_int(p, N)), lw_int(p, ox)));
        body = lw_subst_stmt(p, body, coord[L],
                             lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, vo), lw_int(p, W)),
                                    lw_ref(p, vi)));
        lw_stmt *f = lw_for(p, vi, lw_int(p, 0), lw_int(p, W), LF_VECTOR, body);
        f->lanes = (uint8_t)W;
        if (z == 2) {
            f = lw_for(p, j, lw_int(p, 0), lw_bin(p, LE_MOD, M, lw_int(p, W)), LF_SERIAL, f);
        } else {
            f = lw_for(p, j, lw_int(p, 0), lw_int(p, W), LF_SERIAL, f);
            f->transpose = 1;
            if (z == 0)
                f = lw_for(p, mo, lw_int(p, 0), lw_bin(p, LE_DIV, M, lw_int(p, W)), LF_SERIAL, f);
        }
        part[z] = lw_for(p, vo, lw_int(p, 0), lw_int(p, pk->wlen[L] / W), LF_SERIAL, f);
    }
    /* the last M mod W positions: the last W transposed again where there
       are W (a 7x7 plane's 49: blocks at 0, 16, 32 and 33), else gathers */
    lw_expr *over = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_int(p, W), M),
                           lw_bin(p, LE_NE, lw_bin(p, LE_MOD, M, lw_int(p, W)), lw_int(p, 0)));
    lw_stmt *f = lw_block2(p, part[0], lw_if(p, over, part[1], part[2]));
    f->version = 1;
    return f;
}

/* The nest that fills a window laid out with its lanes' dimension last
 * (window_lanes_dim): per position of the other dimensions, in the
 * tensor's order, the lanes' dimension in vectors -- each a load of
 * lanes a plane apart (versioned: a tile of channels past the tensor's
 * end is masked).  Per dimension the positions inside the tensor, [lo,
 * hi), come from the origin; the box below and above them is zeroed in
 * loops of its own, so no position is tested. */
static lw_stmt *window_lanes_nest(bctx *b, const lw_pack_plan *pk, int q, lw_stmt *then)
{
    lw_prog *p = b->p;
    const ir_expr *rd = pk->read;
    int ti = rd->id, n = rd->nargs, L = pk->wlanes;
    int coord[TT_MAX_RANK];
    lw_expr *src[TT_MAX_RANK], *dst[TT_MAX_RANK];
    for (int k = 0; k < n; k++) {
        char nm[32];
        tt_snprintf(nm, sizeof nm, "pw%d.%d", q, k);
        coord[k] = lw_var_new(p, nm, 0, pk->wlen[k] - 1);
        dst[k] = lw_ref(p, coord[k]);
        src[k] = pk->wwhole[k] ? dst[k] : lw_bin(p, LE_ADD, pk->worigin[k], dst[k]);
    }
    window_layout(pk, dst, n);
    lw_expr *val = lw_load(p, b->tensor_buf[ti], n, src, NULL);
    /* every dimension but the lanes' is inside by its loop's range */
    val->inside = (uint8_t)(((1u << n) - 1) & ~(1u << L));
    lw_stmt *elem = lw_store(p, pk->buf, n, dst, val, NULL);
    lw_stmt *copy = lanes_loop(b, coord[L], pk->wlen[L], elem);
    copy->version = 1;
    lw_stmt *zero = lanes_loop(b, coord[L], pk->wlen[L],
                               lw_store(p, pk->buf, n, dst,
                                        lwb_zero(p, lwb_dt(b->d->tensors[ti].dtype)), NULL));
    /* the rows' and the row's dimensions as one run of the plane, in
       register transposes: the row's window spans the tensor's row (its
       origin a constant), the plane is contiguous */
    int ry = n - 2, rx = n - 1, top = n - 1;
    int64_t ox, N = b->t->shape[ti][rx];
    int W = b->st.lanes;
    if (ry >= 0 && L < ry && !pk->wwhole[ry] && !pk->wwhole[rx] && !b->gpu && (W & (W - 1)) == 0 &&
        pk->wlen[L] % W == 0 && b->t->stride[ti][rx] == 1 && b->t->stride[ti][ry] == N &&
        known(p, lw_simplify_expr(p, pk->worigin[rx]), &ox) && ox <= 0 && ox + pk->wlen[rx] >= N &&
        pk->wlen[ry] * N >= W) {
        int64_t leny = pk->wlen[ry], lenx = pk->wlen[rx];
        int lo = lw_var_new(p, "pwylo", 0, leny), hi = lw_var_new(p, "pwyhi", 0, leny);
        lw_expr *lo_e, *hi_e;
        inside_range(p, pk->worigin[ry], 1, b->t->shape[ti][ry], leny, &lo_e, &hi_e);
        hi_e = lw_bin(p, LE_MAX, lw_ref(p, lo), hi_e);
        lw_stmt *zx = lw_for(p, coord[rx], lw_int(p, 0), lw_int(p, lenx), LF_SERIAL, zero);
        lw_stmt *part[4];
        part[0] = lw_for(p, coord[ry], lw_int(p, 0), lw_ref(p, lo), LF_SERIAL, zx);
        part[1] = lw_for(p, coord[ry], lw_ref(p, hi),
                         lw_bin(p, LE_SUB, lw_int(p, leny), lw_ref(p, hi)), LF_SERIAL, zx);
        lw_stmt *edge[2] = {
            lw_for(p, coord[rx], lw_int(p, 0), lw_int(p, -ox), LF_SERIAL, zero),
            lw_for(p, coord[rx], lw_int(p, N - ox), lw_int(p, lenx - (N - ox)), LF_SERIAL, zero)};
        part[2] = lw_for(p, coord[ry], lw_ref(p, lo), lw_bin(p, LE_SUB, lw_ref(p, hi), lw_ref(p, lo)),
                         LF_SERIAL, lw_block(p, 2, edge));
        part[3] = lanes_plane_copy(b, pk, elem, coord, ry, rx, lo, hi, ox);
        copy = lw_let(p, lo, lo_e, lw_let(p, hi, hi_e, lw_block(p, 4, part)));
        zero = lw_for(p, coord[ry], lw_int(p, 0), lw_int(p, leny), LF_SERIAL, zx);
        top = ry - 1;
    }
    for (int k = top; k >= 0; k--) {
        if (k == L)
            continue;
        int64_t len = pk->wlen[k];
        lw_stmt *zk = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, len), LF_SERIAL, zero);
        if (pk->wwhole[k]) {
            copy = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, len), LF_SERIAL, copy);
            zero = zk;
            continue;
        }
        int lo = lw_var_new(p, "pwlo", 0, len), hi = lw_var_new(p, "pwhi", 0, len);
        lw_expr *lo_e, *hi_e;
        inside_range(p, pk->worigin[k], 1, b->t->shape[ti][k], len, &lo_e, &hi_e);
        hi_e = lw_bin(p, LE_MAX, lw_ref(p, lo), hi_e);
        lw_stmt *part[3];
        part[0] = lw_for(p, coord[k], lw_int(p, 0), lw_ref(p, lo), LF_SERIAL, zero);
        part[1] = lw_for(p, coord[k], lw_ref(p, lo), lw_bin(p, LE_SUB, lw_ref(p, hi), lw_ref(p, lo)),
                         LF_SERIAL, copy);
        part[2] = lw_for(p, coord[k], lw_ref(p, hi), lw_bin(p, LE_SUB, lw_int(p, len), lw_ref(p, hi)),
                         LF_SERIAL, zero);
        copy = lw_let(p, lo, lo_e, lw_let(p, hi, hi_e, lw_block(p, 3, part)));
        zero = zk;
    }
    return then ? lw_block2(p, copy, then) : copy;
}

/* The copies in s (a phase's, its index substituted: fresh nodes) of
 * tensor buffer tb mark their loads as phase h's (lw_expr.phase). */
static void mark_phase(lw_stmt *s, int tb, int h)
{
    if (!s)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            mark_phase(s->list[i], tb, h);
        return;
    case LS_IF:
        mark_phase(s->els, tb, h);
        /* fall through */
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        mark_phase(s->body, tb, h);
        return;
    case LS_STORE:
        if (s->value && s->value->op == LE_LOAD && s->value->id == tb)
            s->value->phase = (uint8_t)(h + 1);
        return;
    default:
        return;
    }
}

/* The nest that fills window q for the current tile: the box of the tensor
 * at the window's origin, the innermost dimension in vectors when it is the
 * tensor's unit-stride one.  Each row (the innermost dimension) is copied
 * or, when an outer index leaves the tensor, zeroed -- a branch, not a
 * masked load of memory outside the tensor (with AVX-512 fault
 * suppression that ran 15 ns a vector); the row's copy loop is versioned,
 * so a row inside the tensor copies without guards. */
static lw_stmt *window_nest(bctx *b, const lw_pack_plan *pk, int q, lw_stmt *then)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const ir_expr *rd = pk->read;
    int ti = rd->id;
    int n = rd->nargs;
    int coord[TT_MAX_RANK + 1];
    lw_expr *src[TT_MAX_RANK], *dst[TT_MAX_RANK + 1];
    int S = pk->wsplit;
    if (pk->wlanes >= 0)
        return window_lanes_nest(b, pk, q, then);
    /* a split row: phase outer, position inner (the position's loop reads
       the tensor at stride S) */
    int64_t rowlen = S ? pk->wlen[n - 1] / S : pk->wlen[n - 1];
    for (int k = 0; k < n + (S > 0); k++) {
        char nm[32];
        tt_snprintf(nm, sizeof nm, "pw%d.%d", q, k);
        int64_t len = k < n - 1 ? pk->wlen[k] : k == n - 1 && S ? S : rowlen;
        coord[k] = lw_var_new(p, nm, 0, len - 1);
        dst[k] = lw_ref(p, coord[k]);
    }
    int pos = S ? n : n - 1;   /* the row's loop coordinate */
    for (int k = 0; k < n; k++) {
        lw_expr *c = lw_ref(p, coord[k]);
        if (k == n - 1 && S)   /* phase + S * position */
            c = lw_bin(p, LE_ADD, c, lw_bin(p, LE_MUL, lw_ref(p, coord[n]), lw_int(p, S)));
        src[k] = pk->wwhole[k] ? c : lw_bin(p, LE_ADD, pk->worigin[k], c);
    }
    lw_expr *val = lw_load(p, b->tensor_buf[ti], n, src, NULL);
    /* the outer dimensions are in bounds by the rows' range and branch */
    val->inside = (uint8_t)((1u << (n - 1)) - 1);
    /* the row's loads in a clipped copy: in bounds by construction (the
       outer dimensions by the row's branch, the row's by its clipping) */
    lw_expr *val_in = lw_expr_copy_node(p, val);
    val_in->inside = (uint8_t)((1u << n) - 1);
    lw_stmt *copy = lw_store(p, pk->buf, n + (S > 0), dst, val, NULL);
    lw_stmt *copy_in = lw_store(p, pk->buf, n + (S > 0), dst, val_in, NULL);
    lw_stmt *zero = lw_store(p, pk->buf, n + (S > 0), dst,
                             lwb_zero(p, lwb_dt(b->d->tensors[ti].dtype)), NULL);
    int inner_unit = window_inner_vector(b, pk);
    int clip = inner_unit && !pk->wwhole[n - 1] && st->lanes > 1 && rowlen >= st->lanes;
    lw_stmt *rows[2];
    for (int z = 0; z < 2; z++) {   /* the row copied, the row zeroed */
        lw_stmt *body = z ? zero : copy;
        lw_stmt *f;
        if (pk->stream && (z || rowlen < st->lanes)) {
            /* whole vectors (the buffer's rows are padded to them): a
               partial one would keep the last tile's lanes, and with them
               the buffer, alive across the tiles */
            int64_t W = st->lanes;
            f = vector_copy_loop(b, coord[pos], ceil_div(rowlen, W) * W, body);
            f->kind = LF_UNROLL;
        } else if (inner_unit && rowlen > st->lanes) {
            f = vector_copy_loop(b, coord[pos], rowlen, body);
        } else {
            int kind = inner_unit && rowlen > 1 ? LF_VECTOR : LF_SERIAL;
            f = lw_for(p, coord[pos], lw_int(p, 0), lw_int(p, rowlen), kind, body);
            f->lanes = (uint8_t)st->lanes;
        }
        f->version = !z;
        if (!z && clip && S) {
            /* each phase on its own: its clipping is constants (and its
               row may be aligned_row's) */
            lw_stmt *ph[8];
            for (int h = 0; h < S; h++) {
                lw_expr *hc = lw_int(p, h);
                /* the guarded copy's loads say their phase: the phases
                   load the row's pieces once (lw_expr.phase) */
                lw_stmt *g = lw_subst_stmt(p, f, coord[n - 1], hc);
                mark_phase(g, b->tensor_buf[ti], h);
                ph[h] = clipped_row(b, pk, lw_subst_stmt(p, copy_in, coord[n - 1], hc),
                                    lw_subst_stmt(p, zero, coord[n - 1], hc), coord[pos],
                                    rowlen, hc, g);
            }
            f = lw_block(p, S, ph);
        } else if (!z && clip) {
            f = clipped_row(b, pk, copy_in, zero, coord[pos], rowlen, NULL, f);
        } else if (S && !z && pk->stream) {
            /* the phases unrolled here, each copy's load saying its
               phase (as above) */
            lw_stmt *ph[8];
            for (int h = 0; h < S; h++) {
                ph[h] = lw_subst_stmt(p, f, coord[n - 1], lw_int(p, h));
                mark_phase(ph[h], b->tensor_buf[ti], h);
            }
            f = lw_block(p, S, ph);
        } else if (S) {
            f = lw_for(p, coord[n - 1], lw_int(p, 0), lw_int(p, S),
                       clip || pk->stream ? LF_UNROLL : LF_SERIAL, f);
        }
        rows[z] = f;
    }
    /* the rows' own dimension (an image's y) is not tested row by row: its
       rows inside the tensor, [lo, hi), are computed per tile, and the
       rows above and below are zeroed in loops of their own (a branch per
       row, taken at the first and last rows of every tile, cost an x-lanes
       depthwise convolution a tenth of its time) */
    int ry = n - 2, ranged = ry >= 0 && !pk->wwhole[ry];
    lw_expr *inside = NULL;
    for (int k = 0; k < n - 1; k++) {
        if (k == ry && ranged)
            continue;
        lw_expr *lo = lw_bin(p, LE_LE, lw_int(p, 0), src[k]);
        lw_expr *hi = lw_bin(p, LE_LT, src[k], lw_int(p, b->t->shape[ti][k]));
        lw_expr *c = lw_bin(p, LE_AND, lo, hi);
        inside = inside ? lw_bin(p, LE_AND, inside, c) : c;
    }
    lw_stmt *body = inside ? lw_if(p, inside, rows[0], rows[1]) : rows[0];
    for (int k = n - 2; k >= 0; k--) {
        int64_t len = pk->wlen[k];
        if (k != ry || !ranged) {
            body = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, len), LF_SERIAL, body);
            continue;
        }
        int lo = lw_var_new(p, "pwylo", 0, len), hi = lw_var_new(p, "pwyhi", 0, len);
        lw_expr *lo_e, *hi_e;
        inside_range(p, pk->worigin[k], 1, b->t->shape[ti][k], len, &lo_e, &hi_e);
        hi_e = lw_bin(p, LE_MAX, lw_ref(p, lo), hi_e);
        if (pk->stream) {
            /* every row on its own, a constant, copied or zeroed: the
               stream pass moves each next to its readers in `then` */
            lw_expr *r = lw_ref(p, coord[k]);
            lw_expr *in = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_ref(p, lo), r),
                                 lw_bin(p, LE_LT, r, lw_ref(p, hi)));
            lw_stmt *rowk = lw_if(p, in, body, rows[1]);
            body = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, len), LF_UNROLL, rowk);
            if (then)
                body = lw_block2(p, body, then);
            body = lw_let(p, lo, lo_e, lw_let(p, hi, hi_e, body));
            continue;
        }
        lw_stmt *part[3];
        part[0] = lw_for(p, coord[k], lw_int(p, 0), lw_ref(p, lo), LF_SERIAL, rows[1]);
        part[1] = lw_for(p, coord[k], lw_ref(p, lo), lw_bin(p, LE_SUB, lw_ref(p, hi), lw_ref(p, lo)),
                         LF_SERIAL, body);
        part[2] = lw_for(p, coord[k], lw_ref(p, hi), lw_bin(p, LE_SUB, lw_int(p, len), lw_ref(p, hi)),
                         LF_SERIAL, rows[1]);
        body = lw_let(p, lo, lo_e, lw_let(p, hi, hi_e, lw_block(p, 3, part)));
    }
    return then && !pk->stream ? lw_block2(p, body, then) : body;
}

/* The nest that fills pack q's panel for the current tile (kept: for the
 * tile the slot variables name).  Its outermost loop is versioned: the
 * guards pass gives the interior tiles an unguarded copy. */
static lw_stmt *pack_nest(bctx *b, int q);

lw_stmt *lwb_pack_nest(bctx *b, int q)
{
    return lwb_pack_then(b, q, NULL);
}

/* Pack q's nest, then `then` (NULL: nothing): a streamed window's rows
 * and `then` in one block, which the stream pass interleaves. */
lw_stmt *lwb_pack_then(bctx *b, int q, lw_stmt *then)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const lw_pack_plan *pk = &st->pack[q];
    if (pk->level == PK_WIN)
        return window_nest(b, pk, q, then);
    lw_stmt *nest = pack_nest(b, q);
    return then ? lw_block2(p, nest, then) : nest;
}

/* A panel dimension along the fused variable of a fused-reduction form
 * (ir/fuse.c) copied as loops over the factors it fuses: the reads the
 * fusion turned into r / 9, r / 3 % 3, r % 3 become c, ky, kx again after
 * simplification, where a copy along r itself computes them per lane and
 * gathers (SSD's 3x3 C128 10x10 im2col: see LOWERING.md).  Needs the
 * dimension's length and its tile's origin to be whole multiples of the
 * inner factors' product; the extent of the panel past the variable's
 * (a vector's padding) stays as it was: 0 when this does not apply. */
static int factor_dim(const bctx *b, const lw_pack_plan *pk, int k, int64_t *inner)
{
    const bstage *st = &b->st;
    const ir_task *t = b->t;
    if (t->fused_var < 0 || st->si != t->fused_stmt || pk->dim_kind[k] != PD_REDUCE ||
        st->nspatial + pk->dim_axis[k] != t->fused_var || t->nfactors < 2)
        return 0;
    int64_t Q = 1;
    for (int j = 1; j < t->nfactors; j++)
        Q *= t->factor[j];
    int r = pk->dim_axis[k];
    int64_t len = pk->dim_len[k];
    if (len % Q || len > st->rextent[r] || (pk->level == PK_R0 && st->rtile[r] % Q))
        return 0;
    *inner = Q;
    return 1;
}

static lw_stmt *factor_loops(bctx *b, const lw_pack_plan *pk, int var, int64_t len,
                             int innermost, lw_stmt *body)
{
    lw_prog *p = b->p;
    const ir_task *t = b->t;
    int n = t->nfactors;
    int v[TT_MAX_RANK];
    int64_t ext[TT_MAX_RANK];
    int64_t Q = 1;
    for (int j = 1; j < n; j++)
        Q *= t->factor[j];
    ext[0] = len / Q;
    for (int j = 1; j < n; j++)
        ext[j] = t->factor[j];
    lw_expr *x = NULL;
    for (int j = 0; j < n; j++) {
        char nm[16];
        tt_snprintf(nm, sizeof nm, "pkf%d", j);
        v[j] = lw_var_new(p, nm, 0, ext[j] - 1);
        x = x ? lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, x, lw_int(p, ext[j])), lw_ref(p, v[j]))
              : lw_ref(p, v[j]);
    }
    (void)pk;
    body = lw_subst_stmt(p, body, var, x);
    /* the innermost factor in vectors (a 3x3 window's row of 3: one
       masked vector copy, 21 -> 8 us of the SSD layer's 25 x 1152 panel) */
    int W = innermost ? b->st.lanes : 1;
    if (W > 1 && ext[n - 1] > W) {
        body = vector_copy_loop(b, v[n - 1], ext[n - 1], body);
    } else {
        body = lw_for(p, v[n - 1], lw_int(p, 0), lw_int(p, ext[n - 1]),
                      W > 1 && ext[n - 1] > 1 ? LF_VECTOR : LF_SERIAL, body);
        body->lanes = (uint8_t)W;
    }
    for (int j = n - 2; j >= 0; j--)
        body = lw_for(p, v[j], lw_int(p, 0), lw_int(p, ext[j]), LF_SERIAL, body);
    return body;
}

static lw_stmt *pack_nest(bctx *b, int q)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    const lw_pack_plan *pk = &st->pack[q];
    int coord[3 * TT_MAX_RANK];
    for (int k = 0; k < pk->ndims; k++) {
        char nm[32];
        tt_snprintf(nm, sizeof nm, "pk%d.%d", q, k);
        coord[k] = lw_var_new(p, nm, 0, pk->dim_len[k] - 1);
    }
    lw_stmt *body = pack_copy(b, pk, coord);
    if (b->gpu)
        return lwb_gpu_pack_copy(b, pk, coord, body);
    int k0 = transpose_chain(b, pk);
    if (k0 >= 0)
        return transposed_nest(b, pk, coord, body, k0);
    int order[3 * TT_MAX_RANK];
    int src_inner = copy_order(b, pk, order);
    for (int i = pk->ndims - 1; i >= 0; i--) {
        int k = order[i];
        int kind = LF_SERIAL;
        if (src_inner < 0 && k == pk->ndims - 1 && pk->dim_len[k] > 1 && is_vector_dim(b, pk, k))
            kind = LF_VECTOR;
        int64_t inner;
        lw_stmt *f;
        if (factor_dim(b, pk, k, &inner)) {
            f = factor_loops(b, pk, coord[k], pk->dim_len[k], i == pk->ndims - 1, body);
        } else {
            f = lw_for(p, coord[k], lw_int(p, 0), lw_int(p, pk->dim_len[k]), kind, body);
            f->lanes = (uint8_t)st->lanes;
            if (kind == LF_VECTOR && pk->dim_len[k] > st->lanes)
                f = vector_copy_loop(b, coord[k], pk->dim_len[k], body);
        }
        f->version = (i == 0);
        body = f;
    }
    return body;
}

/* A kept pack: the panels of every tile above its level in one parameter
 * buffer [tiles..., panel...] that the caller keeps; the pack entry (the
 * branch the entry flag selects) fills it.  An all-tiles pack (PK_S1A) has
 * the same layout in a workspace parameter, filled on every call. */
static int setup_kept(bctx *b, lw_pack_plan *pk, uint64_t uses, const char *nm, int pad)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    if (b->gpu || st->row_axes)
        return lwb_fail(b, "internal: a kept or all-tiles pack on the GPU or in a row group");
    int n = 0;
    for (int i = 0; i < st->nspatial; i++) {
        int a = st->nest->order0[i];
        if (!(uses >> a & 1))
            continue;
        for (int l = 0; l < 2; l++)
            if (st->loop[a][l] >= 0) {
                pk->slot_var[n] = st->loop[a][l];
                pk->slot_len[n++] = p->vars[st->loop[a][l]].hi + 1;
            }
    }
    if (pk->level == PK_R0)
        for (int i = 0; i < st->nreduce; i++) {
            int r = st->nest->rorder[i];
            if ((uses >> (st->nspatial + r) & 1) && st->r0_loop[r] >= 0) {
                pk->slot_var[n] = st->r0_loop[r];
                pk->slot_len[n++] = p->vars[st->r0_loop[r]].hi + 1;
            }
        }
    pk->nslots = n;
    int64_t shape[6 * TT_MAX_RANK];
    for (int k = 0; k < n; k++)
        shape[k] = pk->slot_len[k];
    for (int k = 0; k < pk->ndims; k++)
        shape[n + k] = pk->dim_len[k];
    if (n + pk->ndims > LW_MAX_DIMS)
        return lwb_fail(b, "a kept pack has too many dimensions");
    int src = pk->read->id;
    pk->buf = lwb_local(b, nm, b->d->tensors[src].dtype, n + pk->ndims, shape, pad);
    lw_buf *bf = &p->bufs[pk->buf];
    bf->scope = LB_HEAP;
    bf->param = p->nparams++;
    if (pk->all)
        return 0;   /* a workspace the runtime keeps per kernel */
    bf->kind = LB_KEPT;
    bf->src = src;
    if (b->entry_flag < 0)
        b->entry_flag = lwb_scalar_param(b, "pack_entry", LB_FLAG);
    return 0;
}

/* The nest that fills every tile's panel of kept or all-tiles pack q.  The
 * nest's tile variables become fresh loops (the kernel's own are bound
 * elsewhere); any other tile variable of the stage (a read that moves with
 * no tile loop) is 0. */
lw_stmt *lwb_all_tiles_nest(bctx *b, int q)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    lw_pack_plan *pk = &st->pack[q];
    lw_stmt *body = lwb_pack_nest(b, q);
    int fresh[3 * TT_MAX_RANK];
    for (int k = 0; k < pk->nslots; k++) {
        char nm[48];
        tt_snprintf(nm, sizeof nm, "kp%d.%s", q, p->vars[pk->slot_var[k]].name);
        fresh[k] = lw_var_new(p, nm, 0, pk->slot_len[k] - 1);
        body = lw_subst_stmt(p, body, pk->slot_var[k], lw_ref(p, fresh[k]));
    }
    for (int a = 0; a < st->nspatial; a++)
        for (int l = 0; l < 3; l++)
            if (st->loop[a][l] >= 0)
                body = lw_subst_stmt(p, body, st->loop[a][l], lw_int(p, 0));
    for (int r = 0; r < st->nreduce; r++)
        if (st->r0_loop[r] >= 0)
            body = lw_subst_stmt(p, body, st->r0_loop[r], lw_int(p, 0));
    /* the outermost tile loop runs in parallel: the pack entry is a first
       call's cost (weights of 768 x 3072 floats: ~15 ms serial); with one
       tile there (a 1x1 C1024's output channels in one S0 tile), the
       copy's own outer loop does (NCHW 1x1 C1024 14x14, 2 threads: the
       weights' per-call transpose was serial) */
    int par_slot = b->t->nthreads > 1 && pk->nslots > 0 && pk->slot_len[0] > 1;
    int64_t n;
    if (b->t->nthreads > 1 && !par_slot && body->op == LS_FOR && body->kind == LF_SERIAL &&
        lw_is_const(body->min, &n) && n == 0 && lw_is_const(body->extent, &n) &&
        n == p->vars[body->var].hi + 1 && p->vars[body->var].lo == 0 && n > 1)
        body->kind = LF_PARALLEL;
    for (int k = pk->nslots - 1; k >= 0; k--)
        body = lw_for(p, fresh[k], lw_int(p, 0), lw_int(p, pk->slot_len[k]),
                      k == 0 && par_slot ? LF_PARALLEL : LF_SERIAL, body);
    return body;
}

/* The pack entry's nest for kept pack q, and the hash of its layout: the
 * nest as text (loops, extents, index expressions, names), the buffer's
 * geometry, the source tensor's shape and strides, the element type and
 * the target's vector width.  Two kernels whose kept packs hash alike fill
 * them alike from the same source. */
void lwb_kept_entry(bctx *b, int q)
{
    lw_prog *p = b->p;
    lw_stmt *nest = lwb_all_tiles_nest(b, q);
    lw_list_push(p, &b->pack_entry, nest);
    lw_buf *bf = &p->bufs[b->st.pack[q].buf];
    tt_buf t = {0};
    lw_print_stmt(&t, p, nest, 0);
    tt_buf_printf(&t, "|buf %s dt %d rank %d size %lld", bf->name, bf->dt, bf->rank,
                  (long long)bf->size);
    for (int k = 0; k < bf->rank; k++)
        tt_buf_printf(&t, " %lld/%lld", (long long)bf->shape[k], (long long)bf->stride[k]);
    const ir_task *task = b->t;
    int src = bf->src, rank = b->d->tensors[src].rank;
    tt_buf_printf(&t, "|src %d dt %d", src, b->d->tensors[src].dtype);
    for (int k = 0; k < rank; k++)
        tt_buf_printf(&t, " %lld/%lld", (long long)task->shape[src][k],
                      (long long)task->stride[src][k]);
    tt_buf_printf(&t, "|target %s %d", task->target.name, task->target.vector_bits);
    uint64_t h = 0;
    if (!t.oom && t.s) {
        uint8_t d[16];
        ir_hash128(t.s, t.len, d);
        memcpy(&h, d, sizeof h);
        h |= 1;   /* never 0 (unknown) */
    }
    bf->layout = h;
    tt_buf_free(&t);
}

static void add_dim(lw_pack_plan *pk, int kind, int axis, int64_t len)
{
    pk->dim_kind[pk->ndims] = kind;
    pk->dim_axis[pk->ndims] = axis;
    pk->dim_len[pk->ndims++] = len;
}

/* The panel's dimensions, outer first, for the loops inside the pack's
 * level that move the read (`uses`: bit v for statement variable v):
 * register tiles in S2 order, reduction variables in R order, the
 * register tile in S3 order, the vectorized reduction variable last. */
static void plan_panel(bctx *b, lw_pack_plan *pk, uint64_t uses)
{
    const bstage *st = &b->st;
    int ns = st->nspatial;
    pk->ndims = 0;
    for (int i = 0; i < ns; i++) {
        int a = st->nest->order2[i];
        if (a < st->row_axes || !(uses >> a & 1))
            continue;
        int64_t tiles = st->tile[a][st->gpu_mapped[a] ? 1 : 2] / st->tile[a][3];
        if (tiles > 1)
            add_dim(pk, PD_TILES, a, tiles);
    }
    for (int i = 0; i < st->nreduce; i++) {
        int r = st->nest->rorder[i];
        if (r == st->vec_raxis || !(uses >> (ns + r) & 1))
            continue;
        add_dim(pk, PD_REDUCE, r, pk->level == PK_R0 ? st->rtile[r] : st->rextent[r]);
    }
    for (int i = 0; i < st->n_s3; i++) {
        int a = st->s3_axes[i];
        if ((uses >> a & 1) && st->tile[a][3] > 1)
            add_dim(pk, PD_LANES, a, st->tile[a][3]);
    }
    int r = st->vec_raxis;
    if (r >= 0 && (uses >> (ns + r) & 1))
        add_dim(pk, PD_REDUCE, r,
                pk->level == PK_R0 ? st->rtile[r]
                                   : ceil_div(st->rextent[r], st->lanes) * st->lanes);
    /* a scalar: one element (coordinate 0, not an axis's loop: that read
       Z's i.3 -- out of bounds -- for C[j-1] with j of extent 1) */
    if (pk->ndims == 0)
        add_dim(pk, PD_SCALAR, 0, 1);
}

/* The pack plans and buffers of the stage's reads (RHS order). */
int lwb_plan_packs(bctx *b)
{
    bstage *st = &b->st;
    const ir_stmt *s = &b->d->stmts[st->si];
    const ir_expr *reads[LW_MAX_READS];
    int nreads = lw_stage_reads(s, reads, LW_MAX_READS);
    memset(st->pack, 0, sizeof st->pack);
    for (int q = 0; q < nreads; q++) {
        int lvl = LW_PACK_LEVEL(st->nest->pack[q]);
        if (!lvl)
            continue;
        lw_pack_plan *pk = &st->pack[q];
        pk->level = lvl;
        pk->kept = LW_PACK_KEPT(st->nest->pack[q]);
        pk->all = LW_PACK_ALL(st->nest->pack[q]);
        pk->read = reads[q];
        char nm[48];
        tt_snprintf(nm, sizeof nm, "%s.%s%d", b->d->tensors[reads[q]->id].name,
                    lvl == PK_WIN ? "win" : "pack", q);
        if (lvl == PK_WIN) {
            if (plan_window(b, pk, nm))
                return -1;
            continue;
        }
        uint64_t uses = ir_read_uses(b->t, st->si, reads[q]);
        pk->moves = uses & (((uint64_t)1 << st->nspatial) - 1);
        plan_panel(b, pk, uses);
        int n = pk->ndims;
        int64_t total = 1;
        for (int k = 0; k < n; k++)
            total *= pk->dim_len[k];
        if (total > LW_PACK_MAX)
            return lwb_fail(b, "pack buffer too large");
        int last_vec = is_vector_dim(b, pk, n - 1);
        if (pk->kept || pk->all) {
            if (setup_kept(b, pk, uses, nm, last_vec ? st->lanes : 1))
                return -1;
            continue;
        }
        int64_t shape[1 + 3 * TT_MAX_RANK];
        int lead = 0;
        /* two panels need a leading dimension: without room for it (a
           panel of LW_MAX_DIMS dimensions) the pack is an ordinary one */
        pk->pipe = LW_PACK_PIPE(st->nest->pack[q]) && !b->gpu && n < LW_MAX_DIMS;
        if (pk->pipe) {   /* [2 panels][panel]: the pipe pass picks one */
            char vn[32];
            tt_snprintf(vn, sizeof vn, "pk%d.slot", q);
            pk->nslots = 1;
            pk->slot_var[0] = lw_var_new(b->p, vn, 0, 1);
            pk->slot_len[0] = 2;
            shape[lead++] = 2;
        }
        for (int k = 0; k < n; k++)
            shape[lead + k] = pk->dim_len[k];
        pk->buf = lwb_local(b, nm, b->d->tensors[reads[q]->id].dtype, lead + n, shape,
                            last_vec ? st->lanes : 1);
        if (b->gpu)
            b->p->bufs[pk->buf].scope = LB_SHARED;
    }
    return 0;
}

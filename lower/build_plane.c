/*
 * Build, the plane write-back: a register tile whose lanes run along an
 * outer dimension of its output (an NCHW depthwise convolution under
 * channel lanes) writes each accumulator vector W planes apart -- a block
 * of transposed stores (lower/stores.c) per register tile, W x W
 * transposes for as many rows as the tile's row holds (7 of 16 on a 7x7
 * image).  When the S1 tile spans the output's rows (x whole), the rows of
 * its planes are one contiguous run per plane, so the accumulators go to a
 * local buffer [y][x][c] instead (vector stores), and after the tile's
 * register tiles the buffer is copied out as that run, in register
 * transposes of W positions x W channels (jit/llvm_emit.c transpose_loop):
 * a 7x7 plane's 49 positions in three whole transposes and one lane, where
 * the register tiles' stores took seven.
 *
 * Requires the stage's loops (bctx.st) set up by build.c.
 */
#include "lower/build_internal.h"

/* The plane buffer's largest size (bytes): it lives on the stack. */
#define PLANE_MAX_BYTES (64 * 1024)

/* Plan the plane write-back of the stage's output tensor ti (the
 * epilogue's output when one is fused): st->plane_buf, or -1 where the
 * register tiles store as before.  `partial`: the reduction is cut in R0
 * tiles (its partial sums go through the output). */
void lwb_plan_plane(bctx *b, int ti, int partial)
{
    bstage *st = &b->st;
    const ir_task *t = b->t;
    int ns = st->nspatial, v = st->vec_axis, W = st->lanes;
    int y = ns - 2, x = ns - 1;
    st->plane_buf = -1;
    int dt = b->d->tensors[ti].dtype;
    if (b->gpu || partial || st->row_axes || b->row_temp[ti] || v < 0 || v >= y || W < 2 ||
        (W & (W - 1)) || st->vec_raxis >= 0 || st->dyn_axis >= 0 ||
        (dt != DT_F32 && dt != DT_F64) || b->d->tensors[ti].rank != ns)
        return;
    const int64_t *str = t->stride[ti];
    int64_t X = st->extent[x];
    if (str[x] != 1 || str[y] != X || str[v] == 1)
        return;   /* the plane's rows not one run, or lanes along it */
    /* x's S1 tile the whole row; the channels in whole S1 tiles of whole
       vectors (no tail to mask); every other axis a tile of one */
    if (st->tile[x][2] != X || st->tile[v][2] % W || st->extent[v] % st->tile[v][2])
        return;
    for (int a = 0; a < ns; a++)
        if (a != v && a != y && a != x && st->tile[a][2] != 1)
            return;
    /* only where the register tile's row is shorter than a vector: its
       transposed stores then move blocks of fewer rows than lanes */
    if (st->tile[x][3] >= W || st->tile[y][2] * X < W)
        return;
    /* ... and where the plane takes fewer transposes than the register
       tiles' stores: a row of 28 under tiles of 14 positions stores two
       blocks a row either way, and without the trip through the buffer
       runs faster (default configs, old code against new, interleaved,
       Zen 5, 1 / 2 threads: 1x1 stride 2 C64 -> 128 to 28x28 NCHW 205 ->
       227 / 380 -> 431 GFLOP/s, C256 -> 512 +3% / +2%; at 256 bits, 8
       lanes, a 7-wide row: depthwise 5x5 C1152 7x7 +4% / +9%, stride 2
       C672 +2% / +3%, SSD's 3x3 stride 2 C256 19x19 at 2 threads 119 ->
       159) */
    int64_t rows = st->tile[y][2];
    if (ceil_div(rows * X, W) >= rows * ceil_div(X, st->tile[x][3]))
        return;
    int64_t shape[3] = {st->tile[y][2], X, st->tile[v][2]};
    if (shape[0] * shape[1] * shape[2] * ir_dtype_size(dt) > PLANE_MAX_BYTES)
        return;
    char nm[64];
    tt_snprintf(nm, sizeof nm, "%s.plane", b->d->tensors[ti].name);
    st->plane_buf = lwb_local(b, nm, dt, 3, shape, 1);
    st->plane_tensor = ti;
}

/* The plane buffer's index of the current point (inside the register
 * tile's lets): [y - y0][x][c - c0], the S1 tile's origin subtracted. */
int lwb_plane_index(bctx *b, lw_expr **idx)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int ns = st->nspatial, ax[3] = {ns - 2, ns - 1, st->vec_axis};
    for (int k = 0; k < 3; k++)
        idx[k] = lw_bin(p, LE_SUB, lw_ref(p, st->index[ax[k]]), lwb_tile_base(b, ax[k], 2));
    return 3;
}

/* The copy of the plane buffer to the output after the S1 tile's register
 * tiles: positions m < M = rows * X of the tile's run (rows = the S1
 * tile's rows inside the output), W channels a transposing loop:
 *
 *   for vo: for mo < M / W: for j < W:     # transposing
 *       out[.., c0 + vo*W + j, y0 + m / X, m % X] = plane[m / X][m % X][vo*W + j]
 *                                          (m = mo*W + lane)
 *   if M mod W and M >= W: the block at m = M - W + lane, transposed too
 *   else: for vo: for j < W: the last M mod W positions, a vector of them */
lw_stmt *lwb_plane_copy(bctx *b)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int ns = st->nspatial, v = st->vec_axis, y = ns - 2, x = ns - 1, W = st->lanes;
    int ti = st->plane_tensor;
    int64_t X = st->extent[x], CT = st->tile[v][2];
    lw_expr *rows = lw_bin(p, LE_MIN, lw_int(p, st->tile[y][2]),
                           lw_bin(p, LE_SUB, lw_int(p, st->extent[y]), lwb_tile_base(b, y, 2)));
    lw_expr *M = lw_bin(p, LE_MUL, rows, lw_int(p, X));
    lw_stmt *part[3];
    for (int z = 0; z < 3; z++) {   /* the blocks, the last W, the last M mod W */
        int mo = lw_var_new(p, "plmo", 0, TT_MAX(st->tile[y][2] * X / W - 1, 0));
        int j = lw_var_new(p, z == 2 ? "plt" : "plj", 0, W - 1);
        int vo = lw_var_new(p, "plvo", 0, CT / W - 1);
        int vi = lw_var_new(p, "plvi", 0, W - 1);
        lw_expr *m = z == 2 ? lw_bin(p, LE_SUB, M, lw_bin(p, LE_MOD, M, lw_int(p, W)))
                     : z == 1 ? lw_bin(p, LE_SUB, M, lw_int(p, W))
                              : lw_bin(p, LE_MUL, lw_ref(p, mo), lw_int(p, W));
        m = lw_bin(p, LE_ADD, m, lw_ref(p, vi));
        lw_expr *c = lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, vo), lw_int(p, W)),
                            lw_ref(p, j));
        lw_expr *my = lw_bin(p, LE_DIV, m, lw_int(p, X)), *mx = lw_bin(p, LE_MOD, m, lw_int(p, X));
        lw_expr *pidx[3] = {my, mx, c};
        lw_expr *val = lw_load(p, st->plane_buf, 3, pidx, NULL);
        lw_expr *oidx[TT_MAX_RANK];
        for (int a = 0; a < ns; a++)
            oidx[a] = lwb_tile_base(b, a, 2);
        oidx[v] = lw_bin(p, LE_ADD, oidx[v], c);
        oidx[y] = lw_bin(p, LE_ADD, oidx[y], my);
        oidx[x] = mx;
        lw_stmt *body = lw_store(p, b->tensor_buf[ti], ns, oidx, val, NULL);
        lw_stmt *f;
        if (z == 2) {
            f = lw_for(p, vi, lw_int(p, 0), lw_bin(p, LE_MOD, M, lw_int(p, W)), LF_VECTOR, body);
            f->lanes = (uint8_t)W;
            f = lw_for(p, j, lw_int(p, 0), lw_int(p, W), LF_SERIAL, f);
        } else {
            f = lw_for(p, vi, lw_int(p, 0), lw_int(p, W), LF_VECTOR, body);
            f->lanes = (uint8_t)W;
            f = lw_for(p, j, lw_int(p, 0), lw_int(p, W), LF_SERIAL, f);
            f->transpose = 1;
            if (z == 0)
                f = lw_for(p, mo, lw_int(p, 0), lw_bin(p, LE_DIV, M, lw_int(p, W)), LF_SERIAL, f);
        }
        part[z] = lw_for(p, vo, lw_int(p, 0), lw_int(p, CT / W), LF_SERIAL, f);
    }
    lw_expr *over = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_int(p, W), M),
                           lw_bin(p, LE_NE, lw_bin(p, LE_MOD, M, lw_int(p, W)), lw_int(p, 0)));
    return lw_block2(p, part[0], lw_if(p, over, part[1], part[2]));
}

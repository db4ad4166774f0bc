/*
 * The default's windows (lw_sched_default, after the nests): a read that
 * may leave its tensor (a padded convolution's input) copied into a
 * zero-padded window per tile when the copies are cheap next to the
 * arithmetic, and the tiles such a window wants -- widened along the
 * rows it slides over, split in phases by a stride, its image rows given
 * fewer lanes when short, streamed through registers when one register
 * tile reads it, strips of rows when long (docs/WINDOWS.md).
 */
#include <string.h>

#include "lower/lower_internal.h"

/* The largest window the default copies: 256 KiB of f32, a quarter of a
 * Zen 4 L2 (a 44 x 9 x 512 window of a dilated 3x3 -- 811 KiB -- ran no
 * faster than the guarded nest). */
#define WINDOW_DEFAULT_MAX LW_WINDOW_DEFAULT_MAX
/* The largest window whose reduction is cut in blocks (block_window). */
#define WINDOW_BLOCKED_MAX ((int64_t)1024 * 1024)

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* The schedule's code width: its vector_bits, 0 meaning 512. */
static int code_bits(const lw_sched *s) { return s->vector_bits ? s->vector_bits : 512; }

double lw_stage_flops(const ir_task *t, int si)
{
    double f = 2.0;
    for (int v = 0; v < t->def->stmts[si].nvars; v++)
        f *= (double)t->extent[si][v];
    return f;
}

/* The dimensions of window rd that span the groups of a tile (bit k:
 * lw_window_shape's gvar[k] >= 0). */
static unsigned group_dims(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    int64_t len[TT_MAX_RANK];
    uint8_t whole[TT_MAX_RANK];
    int gvar[TT_MAX_RANK];
    unsigned m = 0;
    if (lw_window_shape(t, s, si, rd, len, whole, gvar) > 0)
        for (int k = 0; k < rd->nargs; k++)
            m |= (unsigned)(gvar[k] >= 0) << k;
    return m;
}

/* A window copied per row of an axis whose taps overlap (a 3x3 window per
 * output row copies each input row three times) is copied once for many
 * rows when that axis's S0 and S1 tiles grow, as far as the window stays
 * in L1 (32 KB), or no larger than it is: a grouped convolution's window
 * of one group's channels holds the whole image (grouped 3x3 NHWC 28x28, 8
 * channels per group: 77 -> 97 GFLOP/s), and with one output channel per
 * register tile an S1 tile of the group's channels copies the group's
 * window once, not once per channel (NCHW, 4 channels per group, 56x56:
 * 46-50 -> 72 GFLOP/s at 1 thread, 95 -> 145 at 2).  Only axes outside
 * the register tile (tiles of 1), only when the copies shrink by a quarter
 * or more, and only for a window that spans a tile's groups
 * (lw_window_shape's gvar): the 7x7 stride 2 stem on C3 224x224 lost 103
 * -> 90 GFLOP/s (NCHW, 1 thread) with two output columns per window.
 * Returns the elements copied per call. */
static int64_t widen_window(const ir_task *t, lw_sched *s, int si, const ir_expr *rd,
                            int64_t copies)
{
    const ir_stmt *st = &t->def->stmts[si];
    lw_nest *n = &s->nest[si];
    int64_t cap = 32 * 1024 / ir_dtype_size(t->def->tensors[rd->id].dtype);
    if (!group_dims(t, s, si, rd))
        return copies;
    for (int a = s->group; a < st->nspatial; a++) {
        int64_t E = t->extent[si][a];
        if (a == n->vec || E <= 1 || n->tile[a][2] != 1 || n->tile[a][1] >= E ||
            !(lw_window_moves(t, s, si, rd) >> a & 1))
            continue;
        lw_nest keep = *n;
        int64_t best = 0, len[TT_MAX_RANK];
        uint8_t whole[TT_MAX_RANK];
        /* within L1, or no larger than it is (the output channels of one
           group share their group's window: an S1 tile of the group
           copies it once, not once per channel) */
        int64_t lim = TT_MAX(cap, lw_window_shape(t, s, si, rd, len, whole, NULL));
        for (int64_t k = 1; k <= E && best == 0; k++) {   /* equal tiles */
            int64_t tl = ceil_div(E, k);
            n->tile[a][0] = n->tile[a][1] = (int32_t)tl;
            int64_t e = lw_window_shape(t, s, si, rd, len, whole, NULL);
            if (e > 0 && e <= lim)
                best = tl;
        }
        char why[256];
        int64_t e2 = 0;
        if (best > 1) {
            n->tile[a][0] = n->tile[a][1] = (int32_t)best;
            e2 = lw_window_shape(t, s, si, rd, len, whole, NULL) *
                 lw_copy_builds(t, s, si, lw_window_moves(t, s, si, rd));
        }
        if (best > 1 && e2 > 0 && 4 * e2 <= 3 * copies && lw_sched_check(t, s, why, sizeof why) == 0)
            copies = e2;
        else
            *n = keep;
    }
    return copies;
}

/* Whether window rd's rows are the vector axis's: its unit-stride
 * dimension moves with the vector lanes and with a reduction (an NCHW
 * convolution vectorized along the image row, its taps along it).  The
 * rows are then copied in whole vectors, and the taps' reads of a row at
 * offsets 1, 2, .. become shifts of the aligned vectors the row is
 * (llvm_load.c, shifted_load) instead of loads across cache lines. */
static int row_lanes(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    const lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int last = rd->nargs - 1;
    if (last < 0 || n->vec < 0 || n->vec >= LW_VEC_RED || n->lanes < 4 ||
        t->stride[rd->id][last] != 1 || lw_coef(t, si, rd->args[last], n->vec) != 1)
        return 0;
    for (int r = st->nspatial; r < st->nvars; r++) {
        int64_t c = lw_coef(t, si, rd->args[last], r);
        if (c != 0 && c != INT64_MIN)
            return 1;
    }
    return 0;
}

/* A register tile reading a window along its rows (row_lanes): at most
 * 8 rows of vectors, in tiles that nest.  Each row's taps are shifts of
 * the window rows it reads, live with the accumulators: 14 rows spilled
 * (3x3 depthwise C256 14x14 NCHW, 1 thread: 14 rows 58 GFLOP/s, 2 x 7
 * rows 75, 7 x 2 rows 71). */
static void row_tiles(const ir_task *t, lw_sched *s, int si, const ir_expr *rd)
{
    lw_nest *n = &s->nest[si];
    lw_nest keep = *n;
    for (int a = s->group; a < t->def->stmts[si].nspatial; a++) {
        if (a == n->vec || n->tile[a][2] <= 8)
            continue;
        /* rows that all read the same window rows (an NCHW convolution's
           output channels, the weight broadcast) share its shifts: at
           256 bits up to 12 of them, the taps rolled so that one shift
           is live at a time (3x3 C512 7x7 NCHW, 7 of 8 lanes, 1 thread:
           6 rows 88 GFLOP/s, 8 rows 108, 12 rows with the taps unrolled
           87, rolled 117; docs/LOWERING.md), 12 accumulators at most */
        int64_t vecs = (n->tile[n->vec][2] + n->lanes - 1) / n->lanes;
        if (!(lw_window_moves(t, s, si, rd) >> a & 1) && s->vector_bits && s->vector_bits < 512 && n->tile[a][2] * vecs <= 12) {
            n->unroll = 1;
            continue;
        }
        for (int32_t k = 8; k >= 4; k--)
            if (n->tile[a][2] % k == 0) {
                n->tile[a][2] = k;
                break;
            }
    }
    char why[256];
    if (lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

/* What the copies of window rd cost per call, in flops, after
 * widen_window.  A window whose unit-stride dimension spans a tile's
 * groups (NHWC) copies rows of a group's contiguous channels, in vectors:
 * a quarter of LW_COPY_FLOPS per element (grouped 3x3 stride 2 NHWC 56x56, 8
 * channels per group, a register tile of 28 pixels: 22 GFLOP/s guarded
 * without the window, 62 with it, copying 1 element per 32 flops).  Not
 * NCHW, whose rows are image rows: the same layer there ran 105 GFLOP/s
 * without the window, 81 with it -- unless the vector lanes run along
 * those rows (row_lanes): then they are copied in whole vectors too, and
 * the taps read them as shifts (3x3 depthwise C256 14x14 NCHW, 1
 * thread: 58 GFLOP/s without, 75 with). */
static double window_cost(const ir_task *t, lw_sched *s, int si, const ir_expr *rd,
                          int64_t copies)
{
    copies = widen_window(t, s, si, rd, copies);
    int last = rd->nargs - 1;
    int grouped = last >= 0 && t->stride[rd->id][last] == 1 &&
                  (group_dims(t, s, si, rd) >> last & 1);
    return (double)copies * (grouped || row_lanes(t, s, si, rd) ? LW_COPY_FLOPS / 4.0 : LW_COPY_FLOPS);
}

/* A window split in phases (lw_window_split: a stride along the vector
 * axis, as in an NCHW depthwise convolution of stride 2 vectorized along
 * the width) against the read without it: a vector load at that stride
 * is two loads and a permute for every use, under lane masks on the
 * border, where the window permutes each element once and the compute
 * loads plain vectors.  Taken whatever the copy costs next to the
 * arithmetic (a depthwise layer does 4 flops per element copied) when
 * each phase of its rows holds a whole vector (the copy then clips them
 * to the tensor without masks, build_pack.c) or half of one (streamed
 * through registers, its phases' masked loads shared: lw_phase_streams;
 * 3x3 C240 28x28 in 16 lanes, 1 thread, 63 -> 110 GFLOP/s against 8
 * lanes) and the window stays small
 * in L1: the S1 tiles of the other axes it moves with shrink, in tiles
 * that still nest, until it holds at most 8 KB or they cannot, and it is
 * taken at up to 16 KB (C96 112x112: windows of 32 KB ran at 13-22
 * GFLOP/s, of 16 KB 25, of 6 KB 30).  3x3 stride 2 depthwise NCHW, 1
 * thread: C144 56x56 22 -> 30 GFLOP/s, C96 112x112 (S1 60 -> 12 rows)
 * 25 -> 30; 5x5 C240 28x28 26 -> 42; grouped, 4 channels a group, C256
 * 56x56 23 -> 31.  Returns whether it is taken, the window's elements in
 * *elems. */
static int split_window(const ir_task *t, lw_sched *s, int si, const ir_expr *rd,
                        int64_t *elems)
{
    lw_nest *n = &s->nest[si];
    int S = lw_window_split(t, n, si, rd), last = rd->nargs - 1;
    int64_t len[TT_MAX_RANK], cap = 8 * 1024 / ir_dtype_size(t->def->tensors[rd->id].dtype);
    uint8_t whole[TT_MAX_RANK];
    if (S <= 0 || *elems <= 0)
        return 0;
    lw_window_shape(t, s, si, rd, len, whole, NULL);
    if (!lw_phase_streams(len[last] / S, n->lanes))
        return 0;
    lw_nest keep = *n;
    const ir_stmt *st = &t->def->stmts[si];
    while (*elems > cap) {
        int best = -1;
        int32_t to = 0;
        uint64_t moves = lw_window_moves(t, s, si, rd);
        for (int a = s->group; a < st->nspatial; a++) {
            int32_t t1 = n->tile[a][0], t2 = n->tile[a][1], t3 = n->tile[a][2], c = 0;
            if (a == n->vec || !(moves >> a & 1))
                continue;
            for (int32_t k = t2 / 2 / t3 * t3; k >= t3 && !c; k -= t3)
                if (t1 % k == 0)
                    c = k;
            if (c && (best < 0 || (double)t2 / c > (double)n->tile[best][1] / to)) {
                best = a;
                to = c;
            }
        }
        if (best < 0)
            break;
        n->tile[best][1] = to;
        *elems = lw_window_shape(t, s, si, rd, len, whole, NULL);
    }
    if (*elems > 2 * cap) {
        *n = keep;
        *elems = lw_window_shape(t, s, si, rd, len, whole, NULL);
        return 0;
    }
    return 1;
}

/* The window's tap along its rows (the reduction variable of the rows'
 * index, the r of an NCHW convolution's y + r), -1 if none or several. */
static int row_tap(const ir_task *t, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns, last = rd->nargs - 1, ry = -1;
    for (int r = 0; r < nr && last >= 1; r++) {
        int64_t c = lw_coef(t, si, rd->args[last - 1], ns + r);
        if (c != 0 && c != INT64_MIN) {
            if (ry >= 0)
                return -1;
            ry = r;
        }
    }
    return ry;
}

/* The taps of window read rd along its row: the steps of the reduction
 * variables its innermost index moves with (the s of x + s). */
static int64_t taps_along_row(const ir_task *t, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, last = rd->nargs - 1;
    int64_t taps = 1;
    for (int r = ns; r < st->nvars && last >= 0; r++) {
        int64_t c = lw_coef(t, si, rd->args[last], r);
        if (c != 0 && c != INT64_MIN)
            taps *= t->extent[si][r];
    }
    return taps;
}

/* At 512-bit vectors, the fewest taps along the row that read it in place
 * (direct_rows) rather than streamed. */
#define DIRECT_ROW_TAPS_512 5

/* Reduction variable r innermost in n's order. */
static void tap_innermost(lw_nest *n, int nr, int r)
{
    for (int i = 0; i < nr - 1; i++)
        if (n->rorder[i] == r) {
            memmove(&n->rorder[i], &n->rorder[i + 1], (size_t)(nr - 1 - i));
            n->rorder[nr - 1] = (uint8_t)r;
            break;
        }
}

/* A window read along rows longer than 4 vectors (stream_tiles keeps
 * shorter ones whole in registers): the register tile stays, its tiles of
 * the row become the whole row and its S1 tile of rows one register tile,
 * so each S1 tile's window is a strip of rows across the image that
 * stays in L1 while the row's register tiles read it (3x3 depthwise C32
 * 112x112 NCHW, default, 1 thread: the window 114 rows x 34 per 32
 * columns, 49 GFLOP/s; a strip of 8 rows x 130, 66).
 * Such a window is not streamed (its register tile does not span the
 * row), so at stride 1 along the row the taps are plain loads at offsets:
 * the reduction variable stepping the window's rows goes innermost and is
 * unrolled whole, the row's taps rolled outside it, so each input row a
 * tap loads serves the output rows that read it at that tap.  The whole
 * 3x3 unrolled gave LLVM the broadcast weights, the accumulators and the
 * permuted row vectors at once, and they spilled.  3x3 depthwise C32
 * 112x112 NCHW, 1 thread: 67 -> 79 GFLOP/s (2 threads 120 -> 145; 5x5
 * 54 -> 81; at 256 bits 42 -> 50, C144 56x56 62 -> 63).  At stride 2
 * the phases' loads are not plain and the unrolled order stays (C48
 * 160x160 stride 2: 38 against 34). */
static void long_rows(const ir_task *t, lw_sched *s, int si, const ir_expr *rd, int v, int y)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns, last = rd->nargs - 1;
    lw_nest keep = *n;
    int64_t xr = n->tile[v][2], T = n->tile[y][2], E = t->extent[si][y];
    /* 16 registers: at most 9 accumulators, in equal tiles of rows (the
       taps are memory operands; 6 rows of 2 vectors spilled: 3x3 C144
       56x56 at 256 bits 76 -> 90 GFLOP/s with 4) */
    if (code_bits(s) < 512 && lw_coef(t, si, rd->args[last], v) == 1) {
        int64_t Tm = TT_MAX(1, 9 / ceil_div(xr, n->lanes));
        if (T > Tm)
            T = ceil_div(E, ceil_div(E, Tm));
        n->tile[y][2] = (int32_t)T;
    }
    int64_t row = (t->extent[si][v] + xr - 1) / xr * xr;
    n->tile[v][0] = n->tile[v][1] = (int32_t)row;
    n->tile[y][1] = (int32_t)T;
    n->tile[y][0] = (int32_t)((t->extent[si][y] + T - 1) / T * T);
    if (lw_coef(t, si, rd->args[last], v) == 1)
        for (int i = 0; i < nr; i++) {
            int r = n->rorder[i];
            int64_t c = lw_coef(t, si, rd->args[last - 1], ns + r);
            if (c == 0 || c == INT64_MIN || n->rtile[r] != t->extent[si][ns + r])
                continue;
            memmove(&n->rorder[i], &n->rorder[i + 1], (size_t)(nr - 1 - i));
            n->rorder[nr - 1] = (uint8_t)r;
            n->unroll = (uint16_t)TT_MIN(n->rtile[r], 1024);
            break;
        }
    char why[256];
    if (lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

/* A window of one channel read along its rows by vectors narrower than
 * 512 bits, not split in phases (an NCHW depthwise convolution of stride
 * 1 on rows of one or two vectors of 8 lanes), is not taken, and a nest
 * that takes no window for such a read gets the same tiles and order: the
 * taps read the tensor under guards, each a memory operand of its FMA.  A
 * 256-bit load across a cache line costs about what any load does, where
 * the window's taps are shifts across two vectors (at 256 bits a permute,
 * a lane swap and blends each) or loads back from it.  The register
 * tile's rows come in equal tiles of at most half the vector registers'
 * accumulators, and the tap along the rows is innermost: one row's load
 * then feeds the FMAs of the rows that read it one after the other, no
 * shift is live across the others.  Against the window (streamed or in
 * memory), Zen 5, 1 thread, NCHW 3x3 depthwise at 256 bits (TT_ISA=avx2):
 * C256-C576 14x14 64-67 -> 83-88 GFLOP/s, C960 7x7 75 -> 88, 5x5 C480 and
 * C672 14x14 65-73 -> 98-102 (2 threads: C256 124 -> 166, 5x5 C672 140 ->
 * 197, C960 137 -> 160); 8 lanes at 512 bits, C960 7x7: 102 -> 118.  Rows
 * of four vectors (C192 28x28, tiles of 2 rows) gained 8% at 1 thread and
 * lost 13% at 2, and keep the window.  A dilated 3x3 (rate 2, C256 11x11),
 * which takes no window: 51 -> 69 at 256 bits, 92 -> 97 with 8 lanes at
 * 512.  At 16 lanes of 512 bits the window's shifts (one valignd each)
 * stay ahead of loads across cache lines under 3 taps along the row (C256
 * 14x14: 203 against 187), not under 5 or more in a convolution (a
 * weight read; not a pool: 5x5 max pool 106 -> 75): there the streamed
 * window unrolled whole spills, and the rows are read in place, 16
 * accumulators, the row tap alone unrolled where the code bound needs it
 * (5x5 C672 14x14, 1 / 2 threads: 159 -> 239 / 268 -> 419 GFLOP/s; C240
 * 28x28 134 -> 209 / 275 -> 378; 7x7 C48 23x23 88 -> 194).
 * Returns whether it applies. */
static int direct_rows(const ir_task *t, lw_sched *s, int si, const ir_expr *rd, int q, int v,
                       int y)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns;
    int esz = (int)ir_dtype_size(t->def->tensors[rd->id].dtype);
    const ir_expr *rds[LW_MAX_READS];
    if (lw_window_split(t, n, si, rd) ||
        (n->lanes * esz >= 64 && (taps_along_row(t, si, rd) < DIRECT_ROW_TAPS_512 ||
                                  lw_stage_reads(st, rds, LW_MAX_READS) < 2)))
        return 0;
    int ry = row_tap(t, si, rd);
    if (ry < 0)
        return 0;
    int64_t W = n->lanes, xv = (t->extent[si][v] + W - 1) / W, steps = 1;
    if (xv > 2)
        return 0;
    for (int r = 0; r < nr; r++)
        steps *= t->extent[si][ns + r];
    int regs = code_bits(s) >= 512 ? 32 : 16;
    int64_t E = t->extent[si][y], Tm = TT_MAX(1, regs / 2 / xv);
    int64_t T = (E + (E + Tm - 1) / Tm - 1) / ((E + Tm - 1) / Tm);
    lw_nest keep = *n;
    n->pack[q] = PK_NONE;
    for (int l = 0; l < 3; l++) {
        n->tile[v][l] = (int32_t)(xv * W);
        n->tile[y][l] = (int32_t)T;
    }
    for (int r = 0; r < nr; r++)
        n->rtile[r] = (int32_t)t->extent[si][ns + r];
    n->unroll = (uint16_t)TT_MIN(TT_MAX((int64_t)n->unroll, steps), 1024);
    tap_innermost(n, nr, ry);
    /* the whole window unrolled over more rows than the code bound allows
       (14 rows of a 5x5 at 512 bits): the row tap alone, the row's taps
       rolled around it */
    if (lw_code_copies(t, s, si) > LW_MAX_COPIES)
        n->unroll = (uint16_t)TT_MIN(t->extent[si][ns + ry], 1024);
    char why[256];
    if (steps > 64 || lw_code_copies(t, s, si) > LW_MAX_COPIES ||
        lw_sched_check(t, s, why, sizeof why) != 0) {
        *n = keep;
        return 0;
    }
    return 1;
}

/* The vectors of a row of window rd of one channel along its rows (the
 * vector axis in *v, the rows' axis in *y), 0 if it is not such a window. */
static int64_t window_rows(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd, int *v,
                           int *y)
{
    const lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, last = rd->nargs - 1;
    *v = n->vec;
    if (*v < 0 || *v >= ns || n->lanes < 4 || last < 1)
        return 0;
    int64_t len[TT_MAX_RANK];
    uint8_t whole[TT_MAX_RANK];
    lw_window_shape(t, s, si, rd, len, whole, NULL);
    for (int k = 0; k < last - 1; k++)
        if (len[k] != 1)
            return 0;
    if (whole[last - 1])
        return 0;
    /* the rows' axis: the one (not the vector axis) moving the window's
       rows dimension */
    *y = -1;
    for (int a = 0; a < ns; a++)
        if (a != *v && lw_coef(t, si, rd->args[last - 1], a) != 0)
            *y = a;
    if (*y < 0)
        return 0;
    return (t->extent[si][*v] + n->lanes - 1) / n->lanes;
}

/* A window read along its rows by the vector lanes (an NCHW convolution
 * vectorized along the image row, split in phases by a stride or not) is
 * streamed through registers when one register tile reads it alone
 * (build_pack.c: window_streamed): each input row loaded (and
 * deinterleaved) once, for every output row of the tile, nothing stored.
 * So its tiles become that: the vector axis in one tile spanning the row
 * (up to 4 vectors), the window's rows axis with S1 = S2 = the register
 * tile's rows, as many as keep the accumulators in three quarters of the
 * vector registers and the unrolled code within its bound, and the
 * reduction unrolled whole.  Where that does not hold (another axis's S1
 * tiles hold several register tiles, a window with channels, code too
 * long) the tiles stay.
 * MobileNetV2's 3x3 stride-2 depthwise layer C144 56x56, 1 thread: 40 ->
 * 54 GFLOP/s (the tiles were already these); C96 112x112 (S1 of 12 rows,
 * two tiles of the row): 31 -> 53. */
static void stream_tiles(const ir_task *t, lw_sched *s, int si, const ir_expr *rd, int q)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns, v, y;
    int64_t W = n->lanes, xv = window_rows(t, s, si, rd, &v, &y);
    if (xv == 0)
        return;
    if (xv > 4) {
        long_rows(t, s, si, rd, v, y);
        return;
    }
    if (direct_rows(t, s, si, rd, q, v, y))
        return;
    int regs = code_bits(s) >= 512 ? 32 : 16;
    int64_t steps = 1;
    for (int r = 0; r < nr; r++)
        steps *= t->extent[si][ns + r];
    int64_t T = TT_MIN((int64_t)n->tile[y][2], TT_MAX(1, regs * 3 / 4 / xv));
    T = TT_MIN(T, TT_MAX(1, LW_MAX_COPIES / (xv * steps)));
    T = TT_MIN(T, t->extent[si][y]);
    /* Streamed, a tap's row vector is two row vectors shifted across
       lanes: one instruction with AVX-512 (valignd), a permute, a lane
       swap and blends at 256 bits.  There a window that is not split in
       phases is kept in memory instead, its taps plain loads: the S1 tile
       of rows spans the image, several register tiles reading one window
       (3x3 depthwise NCHW at 256 bits, 1 thread: C256 14x14 34 -> 38
       GFLOP/s, C576 14x14 34 -> 37, C192 28x28 41 -> 42; 2 threads
       +1-28%).  A split window is still streamed: its phases' rows are
       deinterleaved once in registers (C144 56x56 stride 2, kept in
       memory: 26 -> 21). */
    int in_memory = !lw_window_split(t, n, si, rd) && code_bits(s) < 512;
    /* Kept in memory, a tap is a memory operand of its FMAs: the register
       tile holds as many rows as 9 accumulators do, in equal tiles, and
       the tap along the rows goes innermost, unrolled alone (one column
       of weights live, each row vector loaded feeding the rows that read
       it).  All registers but two in accumulators (3 rows of 4 vectors)
       with the window unrolled whole spilled: Zen 5 at 256 bits, 1
       thread, 3x3 C192 28x28 76 -> 91 GFLOP/s, 5x5 C240 28x28 73 -> 98,
       7x7 C48 23x23 69 -> 111 (docs/WINDOWS.md).  Without such a tap
       (none in the rows' index) all registers but two, as before (14 rows
       of 2 vectors as 2 x 7, not 5 + 5 + 4) */
    int ry = in_memory ? row_tap(t, si, rd) : -1;
    if (ry >= 0 && t->extent[si][ns + ry] < 2)
        ry = -1;   /* a 1 x k window: its row's taps stay unrolled */
    if (in_memory) {
        int64_t E = t->extent[si][y], Tm = TT_MAX(1, (ry >= 0 ? 9 : regs - 2) / xv);
        T = ceil_div(E, ceil_div(E, Tm));
        T = TT_MIN(T, TT_MAX(1, LW_MAX_COPIES / (xv * (ry >= 0 ? t->extent[si][ns + ry] : steps))));
    }
    lw_nest keep = *n;
    int64_t Y = (t->extent[si][y] + T - 1) / T * T;
    n->tile[v][0] = n->tile[v][1] = n->tile[v][2] = (int32_t)(xv * W);
    n->tile[y][1] = (int32_t)(in_memory ? Y : T);
    n->tile[y][2] = (int32_t)T;
    n->tile[y][0] = (int32_t)Y;
    for (int r = 0; r < nr; r++)
        n->rtile[r] = (int32_t)t->extent[si][ns + r];
    n->unroll = (uint16_t)TT_MIN(steps, 1024);
    if (ry >= 0) {
        tap_innermost(n, nr, ry);
        n->unroll = (uint16_t)TT_MIN(t->extent[si][ns + ry], 1024);
    }
    int ok = steps <= 64 && lw_code_copies(t, s, si) <= LW_MAX_COPIES;
    for (int a = 0; a < ns && ok; a++)
        ok = n->tile[a][1] == n->tile[a][2] || (in_memory && a == y);
    if (ok && in_memory) {
        int64_t len[TT_MAX_RANK];
        uint8_t whole[TT_MAX_RANK];
        int64_t elems = lw_window_shape(t, s, si, rd, len, whole, NULL);
        ok = elems > 0 && elems <= WINDOW_DEFAULT_MAX;
    }
    char why[256];
    if (!ok || lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

/* A window too large only for the reduction it spans whole (a padded
 * NCHW convolution's input channels: 512 x 9 rows x 44 of a dilated 3x3,
 * 811 KB) is taken at 256 bits with that reduction cut in R0 blocks: the
 * window is still copied whole per S1 tile, but each block then reads a
 * slice of it, and of the weights' panel, that stays in cache while the
 * block's register tiles run.  The R0 tile of the reduction variable that
 * alone gives a window dimension (the channels) halves until its slice
 * fits WINDOW_DEFAULT_MAX, while each block still gives a register tile
 * 512 steps or more (each block's accumulators are stored and loaded
 * back), for a window of at most WINDOW_BLOCKED_MAX.  Dilated 3x3 at 256
 * bits, interleaved, two runs: rate 4 C512 33x33 NCHW 55-68 -> 67-90
 * GFLOP/s at 1 thread, 73-92 -> 90-124 at 2; NHWC 34-76 -> 93-98, 131-134
 * -> 159-162; rate 2 C256 65x65 -7% to +9% (level).  At 512 bits the
 * same windows ran 5-13% slower in NHWC (NCHW level): there the nest
 * stays unwindowed.  Returns the elements of the slice (of the whole
 * window when not cut). */
static int64_t block_window(const ir_task *t, lw_sched *s, int si, const ir_expr *rd,
                            int64_t elems)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns, rc = -1;
    if (elems <= WINDOW_DEFAULT_MAX || elems > WINDOW_BLOCKED_MAX ||
        code_bits(s) >= 512)
        return elems;
    /* the reduction variable that alone, at coefficient 1, gives a
       dimension of the window (no other variable moves it) */
    for (int k = 0; k < rd->nargs; k++) {
        int only = -1, others = 0;
        for (int v = 0; v < st->nvars; v++) {
            int64_t c = lw_coef(t, si, rd->args[k], v);
            if (c == 0)
                continue;
            if (v >= ns && (c == 1 || c == -1) && only < 0)
                only = v - ns;
            else
                others = 1;
        }
        if (only >= 0 && !others && (rc < 0 || t->extent[si][ns + only] > t->extent[si][ns + rc]))
            rc = only;
    }
    if (rc < 0 || n->rtile[rc] != t->extent[si][ns + rc])
        return elems;
    int64_t E = t->extent[si][ns + rc], tk = E, per = elems / E;
    int64_t other = 1;
    for (int r = 0; r < nr; r++)
        if (r != rc)
            other *= TT_MAX(1, n->rtile[r]);
    while (per * tk > WINDOW_DEFAULT_MAX && tk % 2 == 0 && tk / 2 * other >= 512)
        tk /= 2;
    if (per * tk > WINDOW_DEFAULT_MAX)
        return elems;
    n->rtile[rc] = (int32_t)tk;
    return per * tk;
}

/* Whether read rd runs along a row of channels its guards leave alone:
 * its unit-stride dimension stays inside the tensor and moves with the
 * innermost reduction variable alone, 16 steps or more (an NHWC
 * convolution's input channels).  Unwindowed, such a read is a scalar
 * broadcast per register row whose guard (the row or column past the
 * border) holds for the whole row of channels: the load reads a constant
 * zero where it fails (llvm_load.c, zero_load), a select of the address
 * and no more.  The window's copies cost more than that: on Zen 5,
 * interleaved, dense NHWC layers without their windows at 512 bits, 1
 * thread: SSD's stride-2 C256 19x19 +28%, C128 10x10 +29%, 3x3 C256 14x14
 * +8%, C512 7x7 +8%, 56x56 C128 stride 2 +6%, the rest level (-0..+6%);
 * at 256 bits up to +47% (C512 7x7, 2 threads), the 7x1 C128 17x17 -14%
 * at 2 threads (+1% at 1).  A window the default cuts in blocks
 * (block_window: too large whole) is still taken: the dilated rate-4
 * C512 33x33 ran 17-33% slower without it at 256 bits. */
static int channel_row(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    int last = rd->nargs - 1, ns = st->nspatial, nr = st->nvars - ns;
    int64_t lo, hi;
    if (last < 0 || nr < 1 || t->stride[rd->id][last] != 1 ||
        !ir_expr_range(t, si, rd->args[last], &lo, &hi) || lo < 0 ||
        hi >= t->shape[rd->id][last])
        return 0;
    int inner = ns + n->rorder[nr - 1];
    for (int v = 0; v < st->nvars; v++) {
        int64_t c = lw_coef(t, si, rd->args[last], v);
        if (c != 0 && v != inner)
            return 0;
        if (v == inner && c != 1)
            return 0;
    }
    return t->extent[si][inner] >= 16;
}

/* Whether window rd would only copy what the compute nest can read in
 * place: the read stays inside its tensor (no padding to add), the window
 * is not split in phases (the lanes do not run along its strided row: an
 * NCHW 1x1 stride-2 convolution vectorized along its output channels,
 * whose window holds both phases of each row span), and no step of the
 * reduction jumps 8 KB or more.  The copy reads the rows from L2 with
 * nothing to overlap it, where the compute nest's own reads overlap its
 * FMAs: without the window, 1 thread / 2 threads (CPU clock, Xeon), 1x1
 * stride 2, C64 -> 128 28x28 +12% / +24%, C128 -> 256 28x28 +8% / +10%,
 * C256 -> 512 14x14 +6% / +4%, C48 -> 96 42x42 +1% / +17%; 3x3 stride 2
 * unpadded C288 -> 384 35x35 +10%, C192 -> 320 17x17 +4% / +20%.  With
 * channel planes of 8 KB or more (56x56 images and larger) the window
 * wins: C128 -> 256 56x56 1.8x / 1.5x, C96 -> 192 56x56 1.4x / 1.5x, C64
 * -> 128 112x112 1.16x / 1.2x (C32 -> 64 56x56 alone lost 14% with it;
 * C64 -> 96 71x71 3x3, 7%). */
static int inside_copy_only(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    if (!lw_read_inside(t, si, rd) || lw_window_split(t, &s->nest[si], si, rd))
        return 0;
    int64_t size = ir_dtype_size(t->def->tensors[rd->id].dtype);
    for (int v = st->nspatial; v < st->nvars; v++) {
        int64_t c = lw_read_stride(t, si, rd, v);
        if (c == INT64_MIN || (c < 0 ? -c : c) * size >= 8 * 1024)
            return 0;
    }
    return 1;
}

/* Whether the register tile only broadcasts read rd: the lanes run along
 * a spatial axis none of its indices move with (an NCHW convolution's
 * input under output-channel lanes).  Unwindowed, each of its loads is a
 * scalar broadcast whose guard (the tap's row and column inside the
 * image) does not move with the input channels: a select of the address
 * (llvm_load.c, zero_load), hoisted out of the channel loop.  The window's
 * copy costs more, and with threads its own parallel loop (a second
 * fork and join): on Zen 5, interleaved, NCHW layers of the conv suite
 * without their windows, 1 thread / 2 threads: 3x3 C64 56x56 +4% / +4%,
 * C128 28x28 +2% / +4%, C256 14x14 +1% / +2%, C512 7x7 +0% / +2%, 3x3
 * stride 2 C128 56x56 +3% / +9%, 5x5 C48 35x35 +3% / +6%, 7x1 C128 17x17
 * +6% / +10%, 1x7 +1% / +2%, SSD's stride-2 C256 19x19 +1% / +4%, C128
 * 10x10 +3% / +4%; at 256 bits (TT_ISA=avx2, 1 thread) +0-4% where the
 * lanes are the output channels.  Lanes along the window's rows (the 7x7
 * stride-2 stem, most small images at 256 bits) keep it: there a guard
 * masks every vector load (the stem without it ran at 0.53, 3x3 C512 7x7
 * at 256 bits 0.56).  Only a padded read: the unpadded 1x1 stride-2
 * layers' windows of far channel planes are inside_copy_only's (measured
 * on the Xeon the other way; on Zen 5 C64 -> 128 56x56 ran +8% / +9%
 * without, C128 -> 256 56x56 +3% / +4%, C64 -> 128 112x112 +5% / +5%). */
static int broadcast_read(const ir_task *t, const lw_nest *n, int si, const ir_expr *rd)
{
    if (n->vec < 0 || n->vec >= LW_VEC_RED || lw_read_inside(t, si, rd))
        return 0;   /* a read inside its tensor: inside_copy_only's */
    for (int k = 0; k < rd->nargs; k++)
        if (lw_coef(t, si, rd->args[k], n->vec) != 0)
            return 0;
    return 1;
}

/* The dimension k of read rd that lanes along axis c would step: c's
 * coefficient 1 there and 0 in every other index; -1 if c moves rd
 * otherwise (or not at all). */
static int lanes_dim(const ir_task *t, int si, const ir_expr *rd, int c)
{
    int k = -1;
    for (int j = 0; j < rd->nargs; j++) {
        int64_t a = lw_coef(t, si, rd->args[j], c);
        if (a == 0)
            continue;
        if (a != 1 || k >= 0)
            return -1;
        k = j;
    }
    return k;
}

/* Whether the window of stage si's read number q under s's tiles holds
 * at most WINDOW_DEFAULT_MAX elements (lanes_window's whole image or row
 * per S1 tile: an image of a short row and very many rows keeps its
 * row's lanes). */
static int window_fits(const ir_task *t, const lw_sched *s, int si, int q)
{
    const ir_expr *rd[LW_MAX_READS];
    if (q >= lw_stage_reads(&t->def->stmts[si], rd, LW_MAX_READS))
        return 0;
    int64_t len[TT_MAX_RANK];
    uint8_t whole[TT_MAX_RANK];
    int64_t elems = lw_window_shape(t, s, si, rd[q], len, whole, NULL);
    return elems > 0 && elems <= WINDOW_DEFAULT_MAX;
}

/* lanes_window's tile for a filter of one row on a row longer than a
 * vector: lanes along the channels c, an S1 tile of one vector of them by
 * one row, a register tile of about 14 positions (7 at 256 bits; of the
 * sizes near that the one wasting fewest positions of the row), the taps
 * unrolled within the code budget. */
static void row_filter_tile(const ir_task *t, lw_sched *s, int si, int c, int W, int win,
                            int nreads)
{
    const ir_stmt *st = &t->def->stmts[si];
    lw_nest *n = &s->nest[si];
    lw_nest keep = *n;
    int ns = st->nspatial, nr = st->nvars - ns, x = ns - 1;
    const int64_t *E = t->extent[si];
    int64_t acc = s->vector_bits >= 512 ? 14 : 7, R = acc, waste = INT64_MAX;
    for (int64_t r = acc - 2; r <= acc + 2; r++) {
        int64_t w = (E[x] + r - 1) / r * r - E[x];
        if (r > 0 && (w < waste || (w == waste && r > R))) {
            R = r;
            waste = w;
        }
    }
    for (int a = 0; a < ns; a++) {
        int64_t t1 = a == c ? W : a == x ? (E[x] + R - 1) / R * R : 1;
        n->tile[a][0] = n->tile[a][1] = (int32_t)t1;
        n->tile[a][2] = (int32_t)(a == c ? W : a == x ? R : 1);
        n->order0[a] = n->order2[a] = (uint8_t)a;
    }
    for (int r = 0; r < nr; r++) {
        n->rtile[r] = (int32_t)E[ns + r];
        n->rorder[r] = (uint8_t)r;
    }
    int64_t u = E[st->nvars - 1];
    while (u > 1 && u * R > LW_MAX_COPIES / 2)
        u = (u + 1) / 2;
    n->vec = (int8_t)c;
    n->lanes = (uint8_t)W;
    n->unroll = (uint16_t)u;
    for (int q = 0; q < nreads; q++)
        n->pack[q] = q == win ? PK_WIN : PK_R0;
    char why[256];
    if (!window_fits(t, s, si, win) || lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

/* The fewest taps (reduction steps) that pay for the channel lanes'
 * transposes: with fewer, the row's lanes stay. */
#define LANES_WINDOW_TAPS 16

/* The fewest taps of a filter of one row that take the channel lanes on a
 * row longer than a vector. */
#define LANES_ROW_FILTER_TAPS 7

/* Channel lanes for short rows under many taps, and for filters of one
 * row.  A padded stage whose lanes run along a row of at most one vector
 * (an NCHW depthwise 5x5 on a 7x7 or 14x14 image: 7 of 8 lanes, 14 of
 * 16), with 16 taps or more, takes its lanes along an outer axis c of
 * whole vectors that moves every read and the output through one
 * dimension each, not their innermost (the channels): the padded read
 * through a window laid out [y][x][c] (window_lanes_dim, build_pack.c),
 * the others through transposing packs, the output through the plane
 * write-back (build_plane.c).  The tile: the whole image per S1 tile (the
 * window's row spans the tensor's, its plane copied in register
 * transposes), a register tile of the whole row by as many vectors of
 * channels as keep about 14 accumulators (7 at 256 bits), a row at a
 * time.  Zen 5, 1 thread, interleaved, the pixel lanes' default against
 * configs of this shape: depthwise 5x5 C1152 7x7 91 -> 152 GFLOP/s,
 * stride 2 C672 14x14 66 -> 96, C480 14x14 119 -> 171, C672 14x14 140 ->
 * 169; with 9 taps (3x3) the transposes cost more than the lanes gain
 * (C960 7x7 110 -> 77, C576 14x14 204 -> 95), and on a 28-wide row the
 * pixels fill their vectors (5x5 C240 28x28 151 against 152).
 *
 * A filter of one row (1xK: a Conformer's depthwise 1x31 over a sequence)
 * on a longer row takes the channel lanes from 7 taps: along the row each
 * tap is an unaligned load that splits a cache line, for one FMA, with no
 * row above to share it, where channel lanes load each input vector once
 * for K taps.  Its tile: one vector of channels by one row per S1 tile,
 * the register tile ~14 positions (7 at 256 bits) by that vector.  Zen 5,
 * 1 thread, C144, rows of 256: 1x3 59 -> 71 GFLOP/s, 1x5 73 -> 98, 1x7
 * 72 -> 121, 1x15 79 -> 166, 1x31 91 -> 193; a row of 1000, 1x31 83 ->
 * 187; at 256 bits (TT_ISA=avx2) 1x7 43 -> 89, 1x31 57 -> 109.  At two
 * threads 1x5 lost 8% (128 -> 118), hence 7 taps.  An image of several
 * rows keeps the row's lanes: a 1x7 on C128 17x17 ran 84 against 85, on
 * C256 56x56 86 against 79 (the whole image per S1 tile; a row per S1
 * tile, 26 and 37). */
static void lanes_window(const ir_task *t, lw_sched *s, int si)
{
    const ir_stmt *st = &t->def->stmts[si];
    lw_nest *n = &s->nest[si];
    int ns = st->nspatial, nr = st->nvars - ns, y = ns - 2, x = ns - 1;
    int W = s->vector_bits / (st->rhs->type == DT_F64 ? 64 : 32);
    const int64_t *E = t->extent[si];
    if (ns < 3 || nr < 1 || n->vec != x || W < 4 || t->def->tensors[st->tensor].rank != ns)
        return;
    int64_t taps = 1;
    for (int r = 0; r < nr; r++)
        taps *= E[ns + r];
    int row = E[x] > W;   /* a long row: a filter of one row over one row only */
    if (row ? taps < LANES_ROW_FILTER_TAPS || taps != E[st->nvars - 1] || E[y] != 1
            : taps < LANES_WINDOW_TAPS)
        return;
    const ir_expr *rd[LW_MAX_READS];
    int nreads = lw_stage_reads(st, rd, LW_MAX_READS);
    int c = -1, win = -1;
    for (int a = 0; a < y && c < 0; a++) {
        if (E[a] < W || E[a] % W || t->stride[st->tensor][a] == 1)
            continue;
        int ok = nreads > 0;
        win = -1;
        for (int q = 0; q < nreads && ok; q++) {
            int k = lanes_dim(t, si, rd[q], a);
            ok = k >= 0 && k < rd[q]->nargs - 1 && t->stride[rd[q]->id][k] != 1;
            if (ok && win < 0 && lw_read_windowable(t, si, rd[q]))
                win = q;
        }
        if (ok && win >= 0)
            c = a;
    }
    /* a filter of one row: its taps step the window's row */
    if (c < 0 || (row && lw_coef(t, si, rd[win]->args[rd[win]->nargs - 1], st->nvars - 1) == 0))
        return;
    /* a row whose window row fills a 512-bit vector, under 5 or more
       taps along it, in a convolution (a weight read), is read in place
       (direct_rows): no transposes, each tap a load of the row at its
       offset.  5x5 C672 14x14, 1 / 2 threads: 160 ->
       236 / 315 -> 470 GFLOP/s; 7x7 C96 14x14 215 -> 254; 5x5 C128 10x10
       165 -> 171 (Zen 5).  A row whose window row is shorter than a
       vector keeps the channel lanes, its row in 8 lanes (5x5 C1152 7x7:
       147 against 114; 5x5 C128 10x10, 168 against 91) */
    int esz = (int)ir_dtype_size(t->def->tensors[st->tensor].dtype);
    if (!row && W * esz >= 64 && lw_row_taps(t, si, rd, nreads, x) >= W && taps <= 64 &&
        nreads >= 2 && taps_along_row(t, si, rd[win]) >= DIRECT_ROW_TAPS_512 &&
        !lw_window_split(t, n, si, rd[win]))
        return;
    lw_nest keep = *n;
    if (row) {
        row_filter_tile(t, s, si, c, W, win, nreads);
        return;
    }
    int64_t acc = s->vector_bits >= 512 ? 14 : 7;
    int64_t ct = W * TT_MAX(1, acc / E[x]);
    if (E[c] % ct)
        ct = W;
    /* a register tile of fewer than 8 accumulators (7 at 256 bits) shares
       its window and plane with a second one (5x5 C1152 7x7 at 256 bits,
       1 / 2 threads: 80 -> 95 / 141 -> 159 GFLOP/s; at 512 bits two tiles
       of 14 lost 1-10%) */
    int64_t c1 = E[x] * (ct / W) < 8 && E[c] % (2 * ct) == 0 ? 2 * ct : ct;
    for (int a = 0; a < ns; a++) {
        int64_t t1 = a == c ? c1 : a == y || a == x ? E[a] : 1;
        n->tile[a][0] = n->tile[a][1] = (int32_t)t1;
        n->tile[a][2] = (int32_t)(a == c ? ct : a == x ? E[x] : 1);
        n->order0[a] = n->order2[a] = (uint8_t)a;
    }
    for (int r = 0; r < nr; r++) {
        n->rtile[r] = (int32_t)E[ns + r];
        n->rorder[r] = (uint8_t)r;
    }
    n->vec = (int8_t)c;
    n->lanes = (uint8_t)W;
    n->unroll = (uint16_t)E[st->nvars - 1];   /* the taps along the row */
    for (int q = 0; q < nreads; q++)
        n->pack[q] = q == win ? PK_WIN : PK_R0;
    char why[256];
    if (!window_fits(t, s, si, win) || lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

void lw_sched_default_windows(const ir_task *t, lw_sched *s, const lw_stage_info *info)
{
    const ir_def *d = t->def;
    /* A read that may leave its tensor (a padded convolution's input) is
       copied into a zero-padded window per tile when the copies are cheap
       next to the arithmetic (an element copied costs about what 40 flops
       do): the compute nest then runs without guards everywhere, the
       border tiles of small images included (conv 3x3 C512 7x7: every
       register tile touches the border). */
    if (!s->group)
        for (int i = 0; i < d->nstmts; i++)
            if (s->mode[i] == SM_ROOT && info[i].reduce)
                lanes_window(t, s, i);
    if (!s->group)
        for (int i = 0; i < d->nstmts; i++) {
            if (s->mode[i] != SM_ROOT || !info[i].reduce)
                continue;
            const ir_expr *rd[LW_MAX_READS];
            int nreads = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
            double flops = lw_stage_flops(t, i);
            for (int q = 0; q < nreads; q++) {
                /* an im2col panel of a read strided along the vector axis
                   gives way to a window split in phases (lw_window_split):
                   conv 7x7 stride 2 C3 224x224 NCHW 60 -> 100 GFLOP/s */
                uint8_t was = s->nest[i].pack[q];
                if (!lw_read_windowable(t, i, rd[q]) ||
                    (was && !((was == PK_R0 || was == PK_S1) &&
                              lw_window_split(t, &s->nest[i], i, rd[q]))))
                    continue;
                int64_t len[TT_MAX_RANK];
                uint8_t whole[TT_MAX_RANK];
                s->nest[i].pack[q] = PK_WIN;
                int64_t elems = lw_window_shape(t, s, i, rd[q], len, whole, NULL);
                if (!was && elems > 0 && elems <= WINDOW_DEFAULT_MAX &&
                    (channel_row(t, s, i, rd[q]) || broadcast_read(t, &s->nest[i], i, rd[q]))) {
                    s->nest[i].pack[q] = was;
                    continue;
                }
                if (!was && inside_copy_only(t, s, i, rd[q])) {
                    s->nest[i].pack[q] = was;
                    continue;
                }
                int64_t builds = lw_copy_builds(t, s, i, lw_window_moves(t, s, i, rd[q]));
                char why[256];
                lw_nest keep = s->nest[i];
                int split = !was && split_window(t, s, i, rd[q], &elems);
                int64_t fit = split ? elems : block_window(t, s, i, rd[q], elems);
                if (elems <= 0 || fit > WINDOW_DEFAULT_MAX ||
                    lw_sched_check(t, s, why, sizeof why) != 0 ||
                    (!split && window_cost(t, s, i, rd[q], elems * builds) > flops)) {
                    s->nest[i] = keep;
                    s->nest[i].pack[q] = was;
                    int v, y;
                    if (!was && row_lanes(t, s, i, rd[q]) && window_rows(t, s, i, rd[q], &v, &y))
                        direct_rows(t, s, i, rd[q], q, v, y);
                } else {
                    int rows = row_lanes(t, s, i, rd[q]);
                    if (rows)
                        row_tiles(t, s, i, rd[q]);
                    if (split || rows)
                        stream_tiles(t, s, i, rd[q], q);
                }
            }
        }
}

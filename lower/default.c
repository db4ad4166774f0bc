/*
 * The default schedule: what tt runs with no tuning.  A point of the knob
 * space chosen by rules that measured loop nests against oneDNN showed to
 * matter (docs/LOWERING.md):
 *
 *  - inline pointwise temps; fuse a pointwise consumer into its reduction
 *    producer's write-back; run multi-stage row-wise operators (softmax,
 *    layernorm) row by row;
 *  - vectorize along the output's unit-stride axis when the hot reads are
 *    unit-stride (or broadcast) along it, else along a unit-stride
 *    reduction axis with lane-partial accumulators;
 *  - a register tile of 2 vectors by up to 6-12 rows (6 x 4 or 8 x 3
 *    where the host has two 512-bit FMAs a cycle and the vector axis
 *    fills them), B-like operands (reused, read along the vector axis)
 *    packed into contiguous panels,
 *    panels sized for L2, small reduction loops fully unrolled;
 *  - parallel over all outer tiles, with at least two chunks per thread.
 */
#include <string.h>

#include "lower/lower_internal.h"

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

static int64_t round_up(int64_t a, int64_t b) { return ceil_div(a, b) * b; }

/* A read stride of one element, either way. */
static int unit_stride(int64_t s) { return s == 1 || s == -1; }
/* Neighbours in a cache line: a nonzero stride of at most 4 elements. */
static int near_stride(int64_t s) { return s != 0 && s >= -4 && s <= 4; }

/* Read rd's stride per statement variable (lw_read_info, lower_internal.h):
 * the elements one step of the variable moves it, INT64_MIN where an index
 * is not affine in it.  A sub-expression that is constant over the
 * statement's ranges (f / (F/groups) with groups = 1) does not depend on
 * anything. */
static void analyze_read(const ir_task *t, int si, const ir_expr *rd, int nvars, lw_read_info *ri)
{
    memset(ri, 0, sizeof *ri);
    for (int v = 0; v < nvars && v < 64; v++) {
        int64_t s = 0;
        for (int k = 0; k < rd->nargs; k++) {
            int64_t c = lw_coef(t, si, rd->args[k], v);
            if (c == INT64_MIN) {
                s = INT64_MIN;
                break;
            }
            s += c * t->stride[rd->id][k];
        }
        ri->stride[v] = s;
        if (s != 0)
            ri->uses |= 1ull << v;
    }
}

/* The smallest k of a division (x / k, k constant) in index e whose
 * dividend moves with variable v by 1 per step: the read is the same for k
 * aligned consecutive values of v.  0: none. */
static int64_t div_period(const ir_task *t, int si, const ir_expr *e, int v)
{
    int64_t best = 0;
    if (e->op == E_DIV && lw_coef(t, si, e->args[0], v) == 1) {
        int64_t lo, hi;
        if (ir_expr_range(t, si, e->args[1], &lo, &hi) && lo == hi && lo > 1)
            best = lo;
    }
    for (int i = 0; i < e->nargs; i++) {
        int64_t k = div_period(t, si, e->args[i], v);
        if (k > 0 && (best == 0 || k < best))
            best = k;
    }
    return best;
}

/* Whether read rd, moved by axis a only through a division (a grouped
 * convolution's input, `f / (F/groups) * CG + c`), is the same for groups
 * of at least half a vector of W lanes: vectors of a's lanes within one
 * group broadcast it (the lanes the default then takes, below). */
static int group_bcast(const ir_task *t, int si, const ir_expr *rd, int64_t stride, int a,
                       int W)
{
    if (stride != INT64_MIN)
        return 0;
    int64_t per = 0;
    for (int k = 0; k < rd->nargs; k++) {
        int64_t pk = div_period(t, si, rd->args[k], a);
        if (pk > 0 && (per == 0 || pk < per))
            per = pk;
    }
    int L = 1;
    while (L < W && per % (L * 2) == 0)
        L *= 2;
    return per >= 4 && 2 * L >= W;
}

/* Copying a read costs this many flops an element when the per-call pack
 * of an axis that already has unit stride is worth it anyway. */
#define VERY_CHEAP_COPY 400
/* ... and when its smallest reduction step is a multiple of 2 KB (its rows
 * fall in few of the L1's sets) and each element serves 75 output pixels or more: NHWC
 * weights of 512 output channels, SSD's stride-2 3x3 C256 -> 512 19x19
 * (100 pixels) 108 -> 125 GFLOP/s at 1 thread, +18% at 2, packed per S1
 * tile against read in place in blocks of 64 input channels; not C512 7x7
 * (49 pixels: 120 -> 107).  Without the aliasing the packs lost or
 * tied (1x1 C1024 -> 256 14x14 NHWC, 1 KB rows: -10% at 1 thread) */
#define ALIAS_COPY 150
/* ... and when that step is a multiple of 4 KB (every row in one of the
 * L1's 64 sets; L2 holds 1 MB / step of them), one register tile's strip
 * over the whole reduction is a panel L2 holds (PANEL_L2_MAX) and each
 * element serves 40 output pixels or more: NHWC weights of 1024 or more
 * output channels on a 7x7 image (ResNet-50's conv5_x 1x1s, ResNeXt-50's),
 * packed per S1 tile and pipelined (lw_sched_pipe_panels; with threads,
 * each thread its own panels: thread_pipes in lower/panels.c) against read
 * in place.  Not a 3x3 C512 -> 1024 7x7 (a 4608-row strip, 884 KB): packed
 * in R0 slices it ran 0.92-0.95 of read in place. */
#define ALIAS_LINE_COPY 80

/* A panel of one read larger than this (bytes) does not stay in L2 across
 * the loops that reuse it; a slice of it reused from cache is at most
 * PANEL_SLICE_MAX. */
#define PANEL_L2_MAX LW_PANEL_L2_MAX
#define PANEL_SLICE_MAX (128.0 * 1024)

/* Whether copying all of read rd's tensor once per call costs little next
 * to the arithmetic. */
static int cheap_copy(const ir_task *t, const ir_expr *rd, double flops)
{
    return (double)ir_tensor_numel(t, rd->id) * LW_COPY_FLOPS <= flops;
}

/* The target's vector register width (0, not known: 512, as schedules
 * assume when they name none). */
static int target_bits(const ir_task *t)
{
    return t->target.vector_bits > 0 ? t->target.vector_bits : 512;
}

/* The register tile of a fused form's statement, lanes along the fused
 * reduction (a dot product per output, summed across the lanes at the
 * end): the last axis the contiguous read (q) moves -- the output channels
 * -- 4 rows (2 with 16 vector registers), the last one it does not move --
 * the output pixels along x -- up to 5, as in the probe
 * bench/probes/conv_dot_nchw.c (4 x 5: 131 us where tt's vectorized
 * output channels with weights transposed per call took 150).  The other
 * reads (the input, an im2col of it) are packed per S1 tile: up to 256 KB
 * of pixels' panels, the pixel tiles outer so that one panel serves every
 * tile of output channels; a thread's output channels one S1 tile. */
static void form_tiles(const ir_task *t, int si, int g, const lw_read_info *ri, int nreads, int q,
                       lw_nest *n)
{
    const ir_stmt *s = &t->def->stmts[si];
    int ns = s->nspatial;
    const int64_t *E = t->extent[si];
    int64_t K = E[t->fused_var];
    int b = -1, m = -1;
    for (int a = ns - 1; a >= g; a--) {
        if (E[a] <= 1)
            continue;
        if (ri[q].uses >> a & 1) {
            if (b < 0)
                b = a;
        } else if (m < 0) {
            m = a;
        }
    }
    int regs = target_bits(t) >= 512 ? 32 : 16;
    int64_t bt = b < 0 ? 1 : TT_MIN(E[b], regs >= 32 ? 4 : 2);
    int64_t mt = m < 0 ? 1 : TT_MIN(E[m], (regs * 5 / 8) / bt);
    for (int a = g; a < ns; a++)
        n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
    /* the pixels of one S1 tile: their panels within 256 KB */
    int64_t pix = TT_MAX(1, (int64_t)64 * 1024 / TT_MAX(K, 1));
    if (m >= 0) {
        int64_t m2 = TT_MIN(round_up(E[m], mt), TT_MAX(mt, pix / mt * mt));
        n->tile[m][0] = n->tile[m][1] = (int32_t)m2;
        n->tile[m][2] = (int32_t)mt;
        pix /= m2;
    }
    for (int a = ns - 1; a >= g; a--) {
        if (a == m || a == b || E[a] <= 1 || (ri[q].uses >> a & 1))
            continue;
        int64_t r2 = TT_MAX(1, TT_MIN(E[a], pix));
        n->tile[a][0] = n->tile[a][1] = (int32_t)r2;
        pix = TT_MAX(1, pix / r2);
    }
    if (b >= 0) {
        /* with threads, one S0 tile of b per thread; its S1 tile spans
           it, so that one panel of pixels serves all of a thread's
           output channels (the panel does not move with them; with S1
           tiles of 8 register tiles it was packed again for each:
           SSD's stride-2 C128 10x10, 1 thread 193 -> 200 GFLOP/s, 2
           threads 355 -> 375); with threads packed for all tiles
           before the parallel loop where the check allows (PK_S1A,
           lw_sched_thread_panels): each thread packing all of them ran
           392-410 GFLOP/s there in six processes, against 428-440 */
        int64_t per = round_up(ceil_div(E[b], t->nthreads > 1 ? t->nthreads : 1), bt);
        n->tile[b][0] = n->tile[b][1] = (int32_t)per;
        n->tile[b][2] = (int32_t)bt;
    }
    /* outer: the axes the contiguous read does not move, then those it
       does; in the register tile's loops the same, b and m innermost */
    int k0 = 0, k2 = 0;
    for (int a = 0; a < ns; a++)
        if (a < g || !(ri[q].uses >> a & 1))
            n->order0[k0++] = (uint8_t)a;
    for (int a = 0; a < ns; a++)
        if (a >= g && (ri[q].uses >> a & 1))
            n->order0[k0++] = (uint8_t)a;
    for (int a = 0; a < ns; a++)
        if (a != b && a != m)
            n->order2[k2++] = (uint8_t)a;
    if (b >= 0)
        n->order2[k2++] = (uint8_t)b;
    if (m >= 0)
        n->order2[k2++] = (uint8_t)m;
    for (int k = 0; k < nreads; k++)
        if (k != q && (ri[k].uses >> t->fused_var & 1))
            n->pack[k] = PK_S1;
}

/* Bytes copied on every call with the lanes along axis a of statement si:
 * the reads that move along a at a stride other than 1 (transposed into
 * panels) unless kept (a constant input), and the output unless a is its
 * unit-stride axis (written back transposed). */
static double lanes_copy_bytes(const ir_task *t, int si, int g, int a, int unit_axis,
                               const ir_expr *const *rd, const lw_read_info *ri, int nreads)
{
    const ir_stmt *s = &t->def->stmts[si];
    double esz = ir_dtype_size(s->rhs->type);
    double bytes = a == unit_axis ? 0 : (double)ir_tensor_numel(t, s->tensor) * esz;
    for (int q = 0; q < nreads; q++)
        if (ri[q].stride[a] != 0 && !unit_stride(ri[q].stride[a]) &&
            !lw_read_keepable(t, g, rd[q]))
            bytes += (double)ir_tensor_numel(t, rd[q]->id) * esz;
    return bytes;
}

static void default_nest(const ir_task *t, int si, const lw_stage_info *all,
                         int g, lw_nest *n)
{
    const lw_stage_info *info = &all[si];
    const ir_def *d = t->def;
    const ir_stmt *s = &d->stmts[si];
    int ns = s->nspatial, nr = s->nvars - s->nspatial;
    const int64_t *E = t->extent[si];
    const int64_t *K = t->extent[si] + ns;
    int W = target_bits(t) / (s->rhs->type == DT_F64 ? 64 : 32);
    if (W < 4)
        W = 4;   /* the fewest lanes a schedule has */
    int threads = t->nthreads > 0 ? t->nthreads : 1;
    memset(n, 0, sizeof *n);
    n->lanes = (uint8_t)W;
    n->vec = LW_VEC_NONE;
    n->unroll = 1;
    for (int a = 0; a < ns; a++) {
        n->tile[a][0] = n->tile[a][1] = n->tile[a][2] = 1;
        n->order0[a] = n->order2[a] = (uint8_t)a;
    }
    for (int r = 0; r < nr; r++) {
        n->rtile[r] = (int32_t)K[r];
        n->rorder[r] = (uint8_t)r;
    }
    n->par = (uint8_t)ns;

    const ir_expr *rd[LW_MAX_READS];
    int nreads = lw_stage_reads(s, rd, LW_MAX_READS);
    lw_read_info ri[LW_MAX_READS];
    for (int q = 0; q < nreads; q++)
        analyze_read(t, si, rd[q], s->nvars, &ri[q]);
    /* reductions: innermost the one most reads step through contiguously
       (c of an NHWC convolution: +10% on 3x3 layers), then larger extents
       outer and small ones (3x3 windows) inner */
    int unit[TT_MAX_RANK] = {0};
    for (int r = 0; r < nr && r < TT_MAX_RANK; r++)
        for (int q = 0; q < nreads; q++)
            unit[r] += unit_stride(ri[q].stride[ns + r]);
    for (int i = 0; i < nr; i++)
        for (int j = i + 1; j < nr; j++) {
            int a = n->rorder[i], b = n->rorder[j];
            if (unit[b] < unit[a] || (unit[b] == unit[a] && K[b] > K[a])) {
                n->rorder[i] = (uint8_t)b;
                n->rorder[j] = (uint8_t)a;
            }
        }
    /* a read is reused when some real spatial axis does not move it */
    int reused[LW_MAX_READS];
    for (int q = 0; q < nreads; q++) {
        reused[q] = 0;
        for (int a = g; a < ns; a++)
            if (E[a] > 1 && !(ri[q].uses >> a & 1))
                reused[q] = 1;
    }
    /* a row class's rows (axis 0 of a statement that writes by rows) are
       never the vector axis: their count is the call's (lw_sched_check) */
    int rowax = ir_task_row_tensor(t, t->def->stmts[si].tensor) ? 0 : -1;
    int sv = info->unit_axis >= g && info->unit_axis < ns && E[info->unit_axis] > 1 &&
                     info->unit_axis != rowax
                 ? info->unit_axis : -1;
    if (sv < 0)
        for (int a = ns - 1; a >= g && sv < 0; a--)
            if (E[a] > 1 && a != rowax)
                sv = a;

    /* A short unit-stride axis (a 7x7 image in NCHW: 7 of 16 lanes) wastes
       the vector.  An axis of whole vectors that every read either does not
       move or reads through a panel -- kept (packed once), or copied per
       call when that is cheap next to the arithmetic -- fills it: the
       output channels of an NCHW convolution, the input broadcast (conv
       3x3 C512 7x7: 43 -> 84 GFLOP/s with constant weights; 1x7 C128
       17x17: 55 -> 80 with the weights packed per call). */
    double flops = lw_stage_flops(t, si);
    /* With a long reduction, any lane left empty: the copies are register
       transposes (build_pack.c) and the output's strided stores few next
       to the arithmetic (3x3 C128 28x28, 28 of 32 lanes: 86 -> 95 GFLOP/s;
       1x1 C64 to 256 56x56: 74 -> 83).  With 16 to 63 steps, when a
       tenth of the lanes or more would be empty: the write-back is then
       transposed stores (lower/stores.c; 1x1 C24 to 144 56x56, 56 of 64
       lanes: 80 -> 104 GFLOP/s).  With fewer steps the write-back costs
       more than the lanes (83 -> 39 when it was lane by lane). */
    int64_t kall = 1;
    for (int r = 0; r < nr; r++)
        kall *= K[r];
    double fill = kall >= 64 ? 1.0 : kall >= 16 ? 0.9 : 0.75;
    /* At 256 bits a reduction of at most 128 steps keeps the short axis:
       the 8-lane transposes of the write-back cost more than the lanes
       (1x1 NCHW, 28 or 14 of 32 / 16 lanes, 1 thread, default against
       default: C64 to 128 stride 2 56x56 72 -> 87 GFLOP/s, C64 to 128
       28x28 76 -> 90, C128 to 256 stride 2 56x56 85 -> 92, C96 to 128
       14x14 79 -> 83; from 160 steps on, the channels' lanes win: C160
       14x14 90 against 86, C256 to 64 14x14 93 against 85) -- when no
       reduction variable moves the reads along it: with the window's taps
       along the row (grouped 3x3 C256 28x28, 72 steps) 87 -> 66 */
    int short_red = target_bits(t) < 512 && kall <= 128 && sv >= 0 &&
                    lw_row_taps(t, si, rd, nreads, sv) == 0;
    if (info->reduce && sv >= 0 && (double)E[sv] < fill * (double)round_up(E[sv], W) &&
        !short_red) {
        int alt = -1;
        /* the share of the lanes left empty, in the register tiles of
           one or two vectors the short axis would be cut into below
           (14x14: 196 of 224) */
        int64_t vt = E[sv] <= W ? W : TT_MIN(round_up(E[sv], W), 2 * W);
        double empty = (double)(round_up(E[sv], vt) - E[sv]) / (double)E[sv];
        for (int a = g; a < ns; a++) {
            if (a == sv || a == rowax || E[a] < 2 * W || E[a] % W)
                continue;
            /* the reads broadcast along a are stepped through along the
               reduction, at their own strides (an NCHW input by channel
               planes): they must sit in L2 (1x1 conv C1024 14x14 NCHW, 800
               KB input: 66 -> 55 GFLOP/s with the vector moved and the
               register tile's rows along y) ... */
            int ok = 1, contiguous = 1;
            int64_t bcast = 0;
            double copies = 0;   /* elements copied on every call */
            for (int q = 0; q < nreads; q++)
                if (ri[q].stride[a] == 0 || group_bcast(t, si, rd[q], ri[q].stride[a], a, W)) {
                    bcast += ir_tensor_numel(t, rd[q]->id);
                    int unit = 0;
                    for (int b2 = g; b2 < ns; b2++)
                        unit |= b2 != a && E[b2] > 1 && near_stride(ri[q].stride[b2]);
                    contiguous &= unit;
                } else if (!(reused[q] && (lw_read_keepable(t, g, rd[q]) ||
                                           cheap_copy(t, rd[q], flops)))) {
                    ok = 0;
                } else if (!lw_read_keepable(t, g, rd[q]) && !unit_stride(ri[q].stride[a]) &&
                           !(ri[q].stride[sv] != 0 && !unit_stride(ri[q].stride[sv]))) {
                    copies += (double)ir_tensor_numel(t, rd[q]->id);
                }
            /* ... unless the register tile's rows step through them
               contiguously or at a small stride, neighbours in a cache
               line (the unrolled axis below prefers that), and the
               reduction has 64 steps or more: 1x1 C1024 14x14 then 62 ->
               100 GFLOP/s, 1x1 C256 to 64 56x56 79 -> 104, dilated 3x3
               C512 33x33 63 -> 86; with transposed stores, 1x1 stride 2
               C64 to 128 56x56 (input at stride 2) 81 -> 94, 1x1 C64 to
               256 56x56 83 -> 97, 3x3 stride 2 C128 56x56 86 -> 107 (1
               thread, default against default, the same run) */
            if (bcast > 128 * 1024 && !(contiguous && kall >= 64))
                ok = 0;
            /* ... and some read is broadcast along it: an axis that moves
               every read (the batch of a batched matmul) would have every
               input copied transposed for lanes the short axis's tail
               masks just as well (batch_matmul 256 x 27x64 . 64x27, 1
               thread, default: 26 -> 77-84 GFLOP/s, the batch axis's
               lanes -> n's) */
            if (bcast == 0)
                ok = 0;
            /* ... and the reads it copies on every call cost less than the
               lanes it fills: a 1x1 NCHW convolution on a 7x7 image (49
               pixels, 4 vectors of 16, 77% full) copies its weights
               transposed into panels on every call for the output
               channels' lanes -- C1024 -> 256 92 -> 119 GFLOP/s with the
               pixels' lanes, C960 -> 160 103 -> 122, C160 -> 960 109 ->
               123, C512 -> 2048 99 -> 115 (1 thread, the same process).
               With the weights constant (kept) the channels' lanes win:
               139 against 123.  14x14 (196 pixels in 7 tiles of 2
               vectors, 88% full): the pixels' lanes 0.84-1.10 of the
               channels'.  Only copies larger than stay in L2: smaller
               ones are left to the fill above, as measured there */
            if (copies * ir_dtype_size(s->rhs->type) > PANEL_L2_MAX &&
                copies * LW_COPY_FLOPS > empty * flops)
                ok = 0;
            if (ok && (alt < 0 || E[a] > E[alt]))
                alt = a;
        }
        if (alt >= 0)
            sv = alt;
    }

    /* Lanes along the axis whose reads cost least to copy on every call.
       A read that moves along the vector axis at a stride other than 1 is
       copied transposed into panels on every call (unless kept: a constant
       input), and an output not unit-stride along it is written back
       transposed.  Dense X W^T with 128 rows of 1024 and W 1024 x 1024:
       lanes along n transpose the 4 MB W every call, lanes along m the
       512 KB X and the 512 KB of output: 132 -> 151 GFLOP/s at one
       thread, 271 -> 309 at two (Xeon; the held-out Task of BERT-large,
       whose 1000-trial ceiling has its lanes along m); dense_relu 32 x
       2048 . 2048 x 2048 89 -> 135.  Only for copies of 1 MB or more,
       and an axis of whole vectors four times cheaper; CPU only (the
       copies are the CPU's panels). */
    if (info->reduce && sv >= 0 && !lw_task_is_gpu(t)) {
        double best = lanes_copy_bytes(t, si, g, sv, info->unit_axis, rd, ri, nreads);
        int cheaper = -1;
        for (int a = g; a < ns && best >= 1048576; a++) {
            if (a == sv || a == rowax || E[a] < 2 * W || E[a] % W)
                continue;
            double bytes = lanes_copy_bytes(t, si, g, a, info->unit_axis, rd, ri, nreads);
            if (4 * bytes <= best) {
                best = bytes;
                cheaper = a;
            }
        }
        if (cheaper >= 0)
            sv = cheaper;
    }

    if (!info->reduce) {
        if (sv >= 0) {
            n->vec = (int8_t)sv;
            int64_t t3 = E[sv] < W ? E[sv] : TT_MIN(round_up(E[sv], W), 4 * W);
            n->tile[sv][0] = n->tile[sv][1] = n->tile[sv][2] = (int32_t)t3;
        }
        return;
    }

    /* reduction stage: choose the vector axis */
    /* a read along sv at a small constant stride (2..4: a strided
       convolution or pooling) is dense loads and shuffles (llvm_emit.c),
       or unit-stride from a window split in phases; not a reason to
       vectorize a 3-tap reduction instead (depthwise 3x3 stride 2 NCHW:
       7 -> 20 GFLOP/s) */
    int bad = 0;
    if (sv >= 0)
        for (int q = 0; q < nreads; q++) {
            int64_t st = ri[q].stride[sv];
            if (st != 0 && st != 1 && !(st >= 2 && st <= 4) && !reused[q] &&
                !group_bcast(t, si, rd[q], st, sv, W))
                bad++;
        }
    int vr = info->unit_raxis;
    /* a fused-reduction form (ir/fuse.c) is there for its fused variable:
       lanes along it, the read it runs through contiguously as it lies */
    int form = -1;
    if (t->fused_var >= 0 && si == t->fused_stmt)
        for (int q = 0; q < nreads && form < 0; q++)
            if (ri[q].stride[t->fused_var] == 1)
                form = q;
    if (form >= 0) {
        vr = t->fused_var - ns;
        n->vec = (int8_t)(LW_VEC_RED + vr);
    } else if (sv >= 0 && (bad == 0 || vr < 0)) {
        n->vec = (int8_t)sv;
    } else if (vr >= 0) {
        n->vec = (int8_t)(LW_VEC_RED + vr);
    }

    int64_t ktot = 1;
    for (int r = 0; r < nr; r++)
        ktot *= K[r];
    int64_t small = 1;
    for (int r = 0; r < nr; r++)
        if (K[r] <= 8)
            small *= K[r];
    /* the small reduction loops (a 3x3 window) unrolled whole, up to 16
       copies: more only costs compile time (measured: conv 3x3 u=36 vs 9,
       same speed, 4x the compile time) */
    n->unroll = (uint16_t)(small > 1 ? TT_MIN(16, small) : 4);
    /* in whole loops: the copies the product of the innermost reduction
       loops that fits, not a part of the next one, when one fits at all
       (a 7x7 stem over 3 channels, 16 copies: the 7 taps of a row and 2
       of the 3 channels, the third a remainder step.  ResNet's stem, 1
       thread: NCHW 7 copies 92 -> 101 GFLOP/s, 2 threads 187 -> 205;
       NHWC 3 copies 96 -> 104; 5x5 NCHW, 5 copies, level) */
    {
        int64_t p = 1;
        for (int i = nr - 1; i >= 0 && p * K[n->rorder[i]] <= n->unroll; i--)
            p *= K[n->rorder[i]];
        if (p > 1)
            n->unroll = (uint16_t)p;
    }

    if (n->vec >= 0 && n->vec < LW_VEC_RED) {
        int v = n->vec;
        int64_t nr_ = E[v] <= W ? E[v] : TT_MIN(round_up(E[v], W), 2 * W);
        /* accumulators of a register tile: 16 where there are 32 vector
           registers (AVX-512), 12 with 16 (the weights' vectors and a
           broadcast need the rest: 7 rows of 2 vectors, 14 accumulators,
           spill -- 3x3 C512 7x7 at 256 bits, 47 GFLOP/s; 4 rows, 72) */
        /* A host that issues two 512-bit FMAs a cycle (Zen 5, most Xeons;
           jit/fma_rate.c) needs twice as many in flight as one that
           splits each in halves (Zen 4): up to 24 */
        int wide = target_bits(t) >= 512 && t->target.fma_rate >= 2;
        int64_t acc_max = target_bits(t) >= 512 ? (wide ? 24 : 16) : 12;
        /* a read indexed by (v + ...) / k (a grouped convolution's group,
           k output channels each) is the same for k aligned lanes: vectors
           of at most k lanes broadcast it, wider ones gather it (conv NHWC
           3x3 with 8 channels per group: 5 -> 70 GFLOP/s at 8 lanes) */
        int64_t per = 0;
        for (int q = 0; q < nreads; q++)
            if (ri[q].stride[v] == INT64_MIN)
                for (int k = 0; k < rd[q]->nargs; k++) {
                    int64_t pk = div_period(t, si, rd[q]->args[k], v);
                    if (pk > 0 && (per == 0 || pk < per))
                        per = pk;
                }
        if (per >= 4 && per < W) {
            int L = 4;
            while (L * 2 <= per && per % (L * 2) == 0)
                L *= 2;
            if (per % L == 0) {
                n->lanes = (uint8_t)L;
                nr_ = E[v] <= L ? E[v] : TT_MIN(round_up(E[v], L), 2 * W);
            }
        }
        /* a row shorter than a vector along the lanes that a read's
           taps step too (an NCHW convolution with an output 7 or 14
           wide, its window's taps along the image row): vectors of the
           fewest lanes that hold the row (at least 4), halved while a
           phase of the window's row is shorter than one -- than half of
           one when a stride splits the row in phases (streamed through
           registers, lw_phase_streams: a stride-2 row of 14 outputs, its
           phases of 15, in 16 lanes, 3x3 C240 28x28 63 -> 110 GFLOP/s
           against 8).  A row of 7 in 16 lanes left no window: guarded
           loads on the border (3x3 depthwise NCHW: stride 2 C512 14x14
           12 -> 31-42 GFLOP/s; stride 1 C512 7x7 25 -> 74) */
        int64_t phase = E[v] < W ? lw_row_taps(t, si, rd, nreads, v) : 0;
        int split = phase > 0 && lw_row_step(t, si, rd, nreads, v) > 1;
        if (n->lanes == W && phase > 0) {
            int L = 4;
            while (L < E[v])
                L *= 2;
            while (L > 4 && (split ? !lw_phase_streams(phase, L) : phase < L))
                L /= 2;
            if (L < W) {
                n->lanes = (uint8_t)L;
                nr_ = E[v] <= L ? E[v] : TT_MIN(round_up(E[v], L), 2 * W);
            }
        }
        /* vectors of different groups broadcast different inputs: more
           than one group's channels in a register tile share nothing but
           the loop; one group, and more rows reusing its weights, load
           less per FMA (grouped 3x3 with 8 channels per group NHWC, 28x28:
           6 rows x 4 groups 70-80 GFLOP/s, 28 rows x 1 group 97) */
        int one_group = per >= 4 && per % n->lanes == 0 && per < nr_ && E[v] > per;
        if (one_group)
            nr_ = per;
        /* the unrolled axis: the one most reads do not move, then one a
           broadcast read steps through contiguously, then largest */
        int m = -1, best = -1;
        for (int a = g; a < ns; a++) {
            if (a == v || E[a] <= 1)
                continue;
            int score = 0, unit_bcast = 0;
            /* a vector read not moved by m is loaded once per register
               tile (as B in a matmul): worth more than a broadcast one */
            for (int q = 0; q < nreads; q++)
                if (!(ri[q].uses >> a & 1))
                    score += ri[q].uses >> v & 1 ? 2 : 1;
                else if (!(ri[q].uses >> v & 1) && near_stride(ri[q].stride[a]))
                    unit_bcast = 1;
            /* the rows of a register tile then broadcast neighbours of one
               cache line, not one line each per reduction step (1x1 C1024
               14x14 NCHW with output-channel lanes: x rows 102 GFLOP/s, y
               rows 73: the input's channel planes swept by 6 lines a step) */
            /* (at a small stride, 2..4, they still share lines); then the
               output's contiguous axis: the tile's vectors of strided
               lanes are written back as transposed stores (lower/stores.c)
               only along it (1x1 stride 2 C64 NCHW, lanes along f: rows
               along x 110 GFLOP/s, along y 37) */
            int out_unit = a == info->unit_axis;
            score = ((score * 2 + unit_bcast) * 2 + out_unit) * 1000000 +
                    (int)TT_MIN(E[a], 999999);
            if (score > best) {
                best = score;
                m = a;
            }
        }
        /* one group: the rows along the axis its input (the read the
           group divides) steps through most closely, the pixels of an
           image row, neighbours in its window (grouped 3x3 NHWC, 8
           channels per group: rows along x 97 GFLOP/s, along y 85) */
        if (one_group && m >= 0) {
            int64_t bestst = INT64_MAX;
            for (int q = 0; q < nreads; q++) {
                if (ri[q].stride[v] != INT64_MIN)
                    continue;
                for (int a = g; a < ns; a++) {
                    int64_t sa = ri[q].stride[a];
                    if (sa == INT64_MIN)
                        continue;
                    sa = sa < 0 ? -sa : sa;
                    if (a != v && E[a] > 1 && sa > 0 && sa < bestst) {
                        bestst = sa;
                        m = a;
                    }
                }
            }
        }
        /* ... and the reduction over the group's own input channels
           innermost: with an image row's taps there (NCHW: s, along x as
           the rows are), the unrolled copies load the same inputs again
           at neighbouring rows and LLVM keeps them in registers the
           accumulators need (grouped 3x3 NCHW, 8 channels per group:
           69 -> 100 GFLOP/s) */
        if (one_group)
            for (int q = 0; q < nreads; q++) {
                if (ri[q].stride[v] != INT64_MIN)
                    continue;
                for (int k = 0; k < rd[q]->nargs; k++) {
                    if (div_period(t, si, rd[q]->args[k], v) <= 0)
                        continue;
                    for (int i = 0; i < nr; i++) {
                        int r = n->rorder[i];
                        int64_t c = lw_coef(t, si, rd[q]->args[k], ns + r);
                        if (c == 0 || c == INT64_MIN)
                            continue;
                        memmove(&n->rorder[i], &n->rorder[i + 1], (size_t)(nr - 1 - i));
                        n->rorder[nr - 1] = (uint8_t)r;
                        break;
                    }
                }
                /* unrolled over those channels exactly: 16 copies of 8
                   channels and 3 taps leave a remainder every third step
                   (3x3, 8 groups of 8 channels, 13x13 NHWC: 65-70 GFLOP/s
                   at 16 copies, 98 at 8) */
                int64_t kin = K[n->rorder[nr - 1]];
                if (kin >= 2 && kin <= 16)
                    n->unroll = (uint16_t)kin;
                break;
            }
        /* lanes strided in the output, rows along its contiguous axis:
           the write-back is transposed stores (lower/stores.c), better in
           blocks of one vector of lanes and many rows (1x1 C64 -> 256
           NCHW, 1 thread: 2 vectors x 6 rows 97 GFLOP/s, 1 x 16 111; C24
           -> 144: 80 -> 101; 1x1 C1024 14x14: 101 -> 111), when the
           row has 10 or more (7: 7 accumulators do not hide the FMA
           latency), in equal tiles of at most 16 (12 with 8 lanes: 16
           registers) -- not 16 and a tail of 1 (1x7 C128 17x17: 110 ->
           93).  Not with 16 registers: one vector of 8 lanes in at most
           12 rows (7 + 7 of 14) leaves too few accumulators, where 2
           vectors x 5 rows do (1x1 C1024 14x14 at 256 bits: 77 -> 95).
           Only without a window and with 1024 steps or fewer, where
           the write-back's share is largest: a window's taps reuse each
           broadcast input across the vectors of a wider tile (dilated 3x3
           C512 33x33: 98 -> 70 with one vector of 11 rows) */
        /* ... and where the rows' broadcasts are neighbours in a cache
           line (an image row's pixels): rows reading one line each per
           step (dense X W^T with lanes along m, rows along n: W's rows,
           1024 apart) load as much as they compute -- 1 vector x 16 rows
           107 GFLOP/s, 2 x 12 156 (128 x 1024 . 1024 x 1024, 1 thread) */
        int rows_share_lines = 0;
        for (int q = 0; q < nreads && m >= 0; q++)
            if (!(ri[q].uses >> v & 1) && (ri[q].uses >> m & 1) && near_stride(ri[q].stride[m]))
                rows_share_lines = 1;
        int tstores = m >= 0 && v != info->unit_axis && m == info->unit_axis &&
                      E[m] >= 10 && nr_ > n->lanes && small == 1 && ktot <= 1024 &&
                      acc_max >= 16 && rows_share_lines;
        int64_t mr;
        int widen = 0;
        if (tstores) {
            int64_t cap = n->lanes >= 16 ? 16 : 12;
            nr_ = n->lanes;
            /* Two full-width FMAs a cycle, a reduction of 64 steps or
               more: 2 vectors of up to 14 rows where the lanes are whole
               pairs of vectors -- each broadcast feeds two FMAs, half the
               loads a step.  Xeon, 1 thread, interleaved: 1x1 NCHW stride
               2 C256 -> 512 56x56 +11%, C512 -> 1024 28x28 +27% (14 rows,
               not 7 + 7: 126); 1x1 C1024 -> 256 14x14 +10%, C192 -> 64
               35x35 +17%; with 64 to 160 steps level (0.93-1.02: C64 ->
               128 stride 2 56x56, C64 -> 384 14x14, C128 -> 256, C160 ->
               960), the write-back a larger share.  Zen 5, 1 thread,
               interleaved, two processes: 1x1 stride 2 C64 -> 128 56x56
               +5-6% (2 threads +3-4%), C128 -> 256 28x28 +28%, C96 -> 192
               56x56 +6%, C160 -> 320 30x30 +8-11%, C64 -> 128 112x112
               +5%; C32 -> 64 +4% (no Xeon figure under 64 steps: not
               there).  With threads, only
               where those pairs divide among them: 3 pairs (96 channels)
               left the output channels one chunk, 2 threads 0.83 of 2 x
               48 */
            if (wide && n->lanes == W && E[v] % (2 * W) == 0 &&
                E[v] / (2 * W) % threads == 0 && ktot >= 64) {
                nr_ = 2 * W;
                cap = 14;
            }
            mr = ceil_div(E[m], ceil_div(E[m], cap));
        } else if (one_group && nr_ <= n->lanes && m >= 0) {
            /* one vector: up to 28 rows where there are 32 vector
               registers (AVX-512), in equal tiles */
            int64_t cap = target_bits(t) >= 512 ? 28 : 12;
            mr = ceil_div(E[m], ceil_div(E[m], cap));
        } else {
            mr = m >= 0 ? TT_MIN(E[m], nr_ <= W ? 12 : 6) : 1;
            /* 16 registers: 12 accumulators in vectors of the tile's lanes
               (a row of 5 as 2 vectors of 4: 6 rows, not 12) */
            if (acc_max < 16)
                mr = TT_MIN(mr, TT_MAX(1, acc_max / ceil_div(nr_, n->lanes)));
            /* Two full-width FMAs a cycle: 2 vectors in up to 12 rows, in
               equal tiles, where the rows share the vector operand (a
               matmul's B, a convolution's weights); up to 9 where window
               taps along the rows are unrolled (an NCHW window's s along
               x: their broadcasts stay live, 24 accumulators spill), or
               the whole row where it takes 20 accumulators or fewer (its
               guards constants: SSD's stride-2 C256 19x19, a row of 10,
               232 -> 274 GFLOP/s); docs/LOWERING.md, "The loop nest of a
               statement" */
            int shared = 1, strided = 0;
            for (int q = 0; q < nreads && m >= 0; q++)
                if ((ri[q].uses >> v & 1) && (ri[q].uses >> m & 1)) {
                    shared = 0;
                    strided |= ktot > 1 && ri[q].stride[v] >= 2 && ri[q].stride[v] <= 8;
                }
            /* rows reading their own vectors at a stride along the
               lanes (a stride-2 depthwise conv's input): the rows that
               keep latency x rate FMAs in flight, in equal tiles (3x3
               s2 C144 56x56 NCHW, 2 vectors: 6 rows 72 GFLOP/s, 4 rows
               90; docs/LOWERING.md) */
            if (strided) {
                int64_t inflight = n->lanes == W && W >= 16 && t->target.fma_rate < 2 ? 4 : 8;
                mr = TT_MIN(E[m], ceil_div(inflight, ceil_div(nr_, n->lanes)));
                mr = ceil_div(E[m], ceil_div(E[m], mr));
            }
            if (wide && nr_ > W && m >= 0 && shared) {
                int along = lw_taps_along(t, si, rd, nreads, ri, n, v, m);
                int whole = E[m] * ceil_div(nr_, W) <= 20;
                mr = TT_MIN(E[m], !along ? 12 : whole ? E[m] : E[m] > 9 ? 9 : 7);
                mr = ceil_div(E[m], ceil_div(E[m], mr));
                /* a small image's few rows (8 or fewer) with a window, its
                   taps outside the unrolled copies (NHWC): 3 vectors (3x3
                   C512 7x7 NHWC 249 -> 272 GFLOP/s, 395 -> 489 at 2
                   threads; stride 2 C128 10x10 188 -> 201, 345 -> 378).
                   Not without a window (1x1 C576 -> 160 7x7 NCHW: 219 ->
                   183) */
                if (!along && nr_ == 2 * W && E[m] * 3 <= 24 && E[v] >= 3 * W &&
                    lw_window_taps(t, si, rd, nreads)) {
                    nr_ = 3 * W;
                    mr = E[m];
                }
                /* ... and where the vector axis fills 4 vectors (its last
                   tile at least half full) and the rows make 2 tiles of 6
                   or more: 6 rows of 4 vectors, the same 24 accumulators,
                   once the reads are packed as for 12 x 2 (below); else
                   where it is whole tiles of 3 vectors (144 output
                   channels) and the rows make 2 tiles of 8: 8 rows of 3 */
                if (!along && nr_ == 2 * W) {
                    if (E[m] >= 12 && E[v] >= 4 * W &&
                        (E[v] % (4 * W) == 0 || E[v] % (4 * W) >= 2 * W))
                        widen = 4;
                    else if (E[m] >= 16 && E[v] >= 3 * W && E[v] % (3 * W) == 0)
                        widen = 3;
                }
            }
            /* 16 registers, a window's taps outside the unrolled copies,
               rows that cut badly into tiles of 6 (7: 4 + 3 rows of 2
               vectors, 8 and 6 accumulators): 3 vectors of up to 4 rows
               where that makes a quarter fewer register tiles (3x3 C512
               7x7 NHWC at 256 bits: 102 -> 127 GFLOP/s; docs/LOWERING.md) */
            if (!wide && acc_max < 16 && nr_ == 2 * W && m >= 0 && shared && E[v] >= 3 * W &&
                !lw_taps_along(t, si, rd, nreads, ri, n, v, m) && lw_window_taps(t, si, rd, nreads)) {
                int64_t m2 = ceil_div(E[m], ceil_div(E[m], TT_MIN(E[m], 6)));
                int64_t m3 = ceil_div(E[m], ceil_div(E[m], TT_MIN(E[m], 4)));
                if (4 * ceil_div(E[m], m3) * ceil_div(E[v], 3 * W) <
                    3 * ceil_div(E[m], m2) * ceil_div(E[v], 2 * W)) {
                    nr_ = 3 * W;
                    mr = m3;
                }
            }
        }
        /* a short axis whole rather than a tile and a 1-row tail (7 = 6 + 1
           ran at 56 GFLOP/s, 7 at once at 74: conv 3x3 C512 7x7) */
        if (m >= 0 && E[m] > mr && E[m] <= mr + 2 && E[m] * ceil_div(nr_, W) <= acc_max)
            mr = E[m];
        /* 16 registers: equal tiles, not a full one and a short tail (7
           rows of 2 vectors as 4 + 3, not 6 + 1: 3x3 C512 7x7 NCHW at
           256 bits, 64 -> 73 GFLOP/s) */
        if (m >= 0 && acc_max < 16 && !tstores && !one_group)
            mr = ceil_div(E[m], ceil_div(E[m], mr));
        /* rows whose vector read slides along them with a window's taps
           (y + r of an NHWC depthwise convolution, the lanes its
           channels): that tap innermost, so each input row loaded serves
           every register row it reaches, and at two full-width FMAs a
           cycle 7 rows of 2 vectors in equal tiles (14 accumulators; 6
           left 14 rows as 6 + 6 + 2).  Zen 5, 1 thread, interleaved:
           NHWC depthwise 3x3 C576 14x14 138 -> 230 GFLOP/s, 5x5 C672
           14x14 184 -> 295; C32 112x112 and C256 where the output sits at
           the input's offset in a page lose (docs/LOWERING.md) */
        if (m >= 0 && mr > 1 && !tstores && !one_group) {
            int rs = lw_sliding_tap(t, si, rd, nreads, ri, K, v, m);
            if (rs >= 0) {
                for (int i = 0; i < nr; i++)
                    if (n->rorder[i] == rs) {
                        memmove(&n->rorder[i], &n->rorder[i + 1], (size_t)(nr - 1 - i));
                        n->rorder[nr - 1] = (uint8_t)rs;
                        break;
                    }
                if (wide && nr_ == 2 * W && mr < 7 && E[m] > mr)
                    mr = ceil_div(E[m], ceil_div(E[m], 7));
            }
        }
        if (nr == 1 && K[0] > 1024)
            n->rtile[0] = 512;
        int64_t kc = nr == 1 ? n->rtile[0] : ktot;
        int packed_v = 0;
        if (ktot >= 16)
            for (int q = 0; q < nreads; q++) {
                int ds = d->tensors[rd[q]->id].def_stmt;
                if (ds >= 0 && all[ds].inlinable)
                    continue;
                /* the pack is reused only across the m loop, inside it: a
                   read that other (outer) axes do not move would be packed
                   again for each of their values */
                int outer_reuse = 0;
                for (int a = g; a < ns; a++)
                    if (a != v && a != m && E[a] > 1 && !(ri[q].uses >> a & 1))
                        outer_reuse = 1;
                /* a constant input's panels are packed once (kept): outer
                   reuse costs nothing then (conv NHWC 3x3 C512 7x7, weights
                   kept: 61 -> 90 GFLOP/s) */
                int kept = lw_read_keepable(t, g, rd[q]);
                /* ... when kept (packed once), when its lanes are not
                   contiguous (the copy transposes them: dense's weights),
                   or when its rows alias in the L1 cache's sets (a
                   reduction step of a multiple of 2 KB: its rows fall in
                   2 of the 64 sets of 64-byte lines, the L1 holds twice
                   its ways of them: matmul 1024^3, 109 GFLOP/s packed, 98
                   not; 512^3 at 256 bits, 90-108 and 77-99).  Otherwise
                   the copy on every call costs more than it saves: matmul
                   37x131 . 131x67 77 -> 93 GFLOP/s unpacked, 64^3 108 ->
                   115, 50x256 . 256x256 104 -> 117, 128x3072 . 3072x768
                   90 -> 96 (256^3, 512^3 the same); 1x1 NCHW convolutions
                   with lanes along the image row, the input packed for 3
                   to 8 tiles of output channels: C144 -> 24 56x56 80 ->
                   99, C32 -> 16 112x112 88 -> 108, C64 -> 40 56x56 85 ->
                   97 */
                int alias = ri[q].stride[v] != 1;   /* transposed by the copy */
                /* ... and a register tile's row of the read that is one
                   cache line (two 8-lane vectors) at a smallest reduction
                   step of a multiple of 1 KB: its rows fall in 4 of the
                   64 sets.  Such a read is packed per S1 tile where the copy
                   is merely cheap, not very cheap (below): NHWC weights of
                   256 or 512 output channels at 256 bits, interleaved on
                   Zen 5: 3x3 C512 7x7 60 -> 98 GFLOP/s at 1 thread, 144
                   -> 207 at 2; C256 14x14 104 -> 123, 157 -> 246; SSD's
                   stride-2 C256 19x19 87 -> 121; 1x1 C1024 -> 256 14x14
                   110 -> 126; SSD's C128 10x10 129 -> 117.  At 512 bits
                   (a row of two lines) the same packs lost 7-19% on 7 of
                   10 layers: not there.  A row of 3 vectors of 8 (1.5
                   lines, above) too: 3x3 C512 7x7 94 -> 126 GFLOP/s. */
                int64_t esize = ir_dtype_size(s->rhs->type);
                int64_t step = 0;   /* the smallest reduction step, bytes */
                for (int r = 0; r < nr; r++) {
                    int64_t st = ri[q].stride[ns + r];
                    if (st == INT64_MIN || st == 0 || !(ri[q].uses >> (ns + r) & 1))
                        continue;
                    int64_t bytes = (st < 0 ? -st : st) * esize;
                    if (bytes % 2048 == 0)
                        alias = 1;
                    if (step == 0 || bytes < step)
                        step = bytes;
                }
                int line_rows =
                    step > 0 && step % 1024 == 0 && nr_ * esize <= (acc_max < 16 ? 96 : 64);
                /* rows a multiple of 4 KB apart, one register tile's strip
                   of them over the whole reduction a panel L2 holds */
                int line_strip = step > 0 && step % 4096 == 0 &&
                                 (double)ktot * (double)(nr_ * esize) <= PANEL_L2_MAX;
                /* ... or when a short reduction (64 steps or fewer) runs
                   over it for 16 register tiles or more (1x1 C16 -> 96
                   112x112 NCHW: 103 packed, 99 not; batch_matmul 16 x
                   384x64 . 64x384: 90, 81) */
                int64_t tiles_reusing = 1;
                if (m >= 0 && !(ri[q].uses >> m & 1))
                    tiles_reusing = ceil_div(E[m], mr);
                if ((ri[q].uses >> v & 1) && reused[q] && (!outer_reuse || kept)) {
                    if (kept || alias || (tiles_reusing >= 16 && ktot <= 64))
                        n->pack[q] = PK_R0;
                    packed_v = 1;   /* the same chunks either way */
                } else if ((ri[q].uses >> v & 1) && reused[q] &&
                           (v != info->unit_axis || line_rows
                                ? cheap_copy(t, rd[q], flops)
                                : (double)ir_tensor_numel(t, rd[q]->id) *
                                          (line_strip                     ? ALIAS_LINE_COPY
                                           : step > 0 && step % 2048 == 0 ? ALIAS_COPY
                                                                          : VERY_CHEAP_COPY) <=
                                      flops)) {
                    /* the read the vector axis moves is packed per S1 tile,
                       copied once per tile of v outside the axes that reuse
                       it: when v is not the output's unit-stride axis (the
                       output channels of an NCHW convolution), or when the
                       copy is very cheap (an NHWC convolution's weights
                       against a large image: grouped 3x3 with 8 channels per
                       group 48 -> 72 GFLOP/s, dilated 3x3 C512 33x33 89 ->
                       100 at one thread; 3x3 C64 56x56, C128 28x28 and a 1x1
                       unchanged).  With threads, every tile's panel at once
                       before the parallel loop (default_sched, below). */
                    n->pack[q] = PK_S1;
                    packed_v = 1;
                }
            }
        /* a read along v really copied (not only sized as if it were) */
        int packs_v = 0;
        for (int q = 0; q < nreads; q++)
            if ((ri[q].uses >> v & 1) && n->pack[q])
                packs_v = 1;
        /* 6 rows x 4 vectors (or 8 x 3) rather than 12 x 2 on a host with two
           512-bit FMAs a cycle: per reduction step 6 broadcasts and 4
           vector loads for 24 FMAs, not 12 and 2; half as many rows of the
           broadcast read in flight (rows a power-of-two length apart fall
           in a few of the L1's sets; on Zen 5 a hand-written matmul 1024^3
           ran 6 x 64 and 6 x 32 level, and more than 8 rows of A read in
           place conflicted), and 4 lines a row of the vector read a step.
           Xeon (sapphirerapids), the defaults that changed, each against
           the old in one process, 3 processes (80 Task and thread counts
           of the conv, gemm and other cases): geomean +4%, none below
           0.94; 1x1 NCHW with pixel lanes C144 -> 24 56x56 +33% at 1
           thread, +17% at 2; matmul 1024^3 +10% / +20%, 2048^3 +11% /
           +18%, dense 128x1024 . 1024x1024 +1% / +18%.  Not where the
           last 4-vector tile would be less than half full (matmul 37x131
           . 131x67: 0.91, 64 lanes and a tail of 3, 37 rows as 6 x 6 +
           1); where those lanes are whole tiles of 3 vectors (144, 336,
           720), 8 rows x 3 (12 Task and thread counts, the same way, 4
           processes: +1% to +11%, geomean +4%; MobileNetV2's 1x1 C24 ->
           144 NHWC 56x56 +4% at 1 and 2 threads).  Packs and orders
           are decided for the 12 x 2 tile first: with 6-row tiles the
           short-reduction pack (16 row tiles) took an NCHW C24 -> 144's
           input, 151 -> 123 GFLOP/s, where the wider tile alone is level.
           Not where a read the vector axis moves stays strided (dense
           2048x13 . 13x512: its 13-wide rows not packed, twice the
           strided lanes a step, 0.73-0.83): a panel lays its lanes out
           contiguously, a window only those of a stride of 2..8 (its
           phases). */
        if (widen) {
            for (int q = 0; q < nreads; q++) {
                int64_t sv = ri[q].stride[v];
                int laid = n->pack[q] && (n->pack[q] != PK_WIN || (sv >= 2 && sv <= 8));
                if ((ri[q].uses >> v & 1) && sv != 1 && !laid)
                    widen = 0;
            }
            if (widen) {
                nr_ = widen * W;
                mr = ceil_div(E[m], ceil_div(E[m], acc_max / widen));
            }
        }
        int64_t nc = nr_;
        if (packed_v && !one_group) {
            int64_t budget = (int64_t)256 * 1024 / TT_MAX(kc, 1);
            nc = TT_MAX(nr_, budget / nr_ * nr_);
            nc = TT_MIN(nc, round_up(E[v], nr_));
        }
        /* equal chunks: 768 in 2 x 384, not 512 + 256 (the threads
           split the chunks) */
        int64_t nchunks = ceil_div(E[v], nc);
        nc = TT_MAX(nr_, round_up(ceil_div(E[v], nchunks), nr_));
        /* With threads, chunks of whole register tiles in equal numbers:
           the parallel loop's static halves otherwise get unequal work
           (256 channels in 32-wide tiles as 96 + 96 + 64: 144 against 112
           channels a thread; 3x3 C256 14x14 NCHW at 2 threads 174 -> 215
           GFLOP/s with 4 x 64), the next count of chunks that divides
           the tiles, up to twice as many */
        int64_t tiles = ceil_div(E[v], nr_);
        if (threads > 1 && tiles % ceil_div(E[v], nc) != 0)
            for (int64_t d = ceil_div(E[v], nc) + 1; d <= 2 * nchunks && d <= tiles; d++)
                if (tiles % d == 0) {
                    nc = tiles / d * nr_;
                    break;
                }
        n->tile[v][0] = n->tile[v][1] = (int32_t)nc;
        n->tile[v][2] = (int32_t)nr_;
        if (m >= 0) {
            int64_t tm = round_up(E[m], mr);
            int64_t other = 1;
            for (int a = g; a < ns; a++)
                if (a != v && a != m)
                    other *= E[a];
            if (packs_v && threads > 1 && ceil_div(E[v], nc) * other < 2 * threads) {
                /* more, narrower chunks of the packed axis: chunks of m
                   would each pack the same panel again */
                int64_t want = ceil_div(2 * threads, other);
                nc = TT_MAX(nr_, round_up(ceil_div(E[v], want), nr_));
                n->tile[v][0] = n->tile[v][1] = (int32_t)nc;
            }
            int64_t chunks = ceil_div(E[v], nc) * other;
            if (chunks < 2 * threads && threads > 1)
                tm = lw_balanced_rows(E[m], mr, chunks, threads);
            n->tile[m][0] = n->tile[m][1] = (int32_t)tm;
            n->tile[m][2] = (int32_t)mr;
        }
        /* orders: the vector axis outside the axes its main read (the
           largest read along v that m does not move: B of a matmul, the
           weights of an NHWC convolution) is reused across, so that read's
           panel stays in cache while they run -- axes that read uses stay
           outside -- and m innermost.  (Measured: conv NHWC 3x3 C512 7x7,
           weights 9.4 MB, with x outside the channel tiles the weights
           streamed from memory once per x: 56 GFLOP/s.) */
        int qv = -1;
        for (int q = 0; q < nreads; q++)
            if ((ri[q].uses >> v & 1) && (m < 0 || !(ri[q].uses >> m & 1)) &&
                (qv < 0 || ir_tensor_numel(t, rd[q]->id) > ir_tensor_numel(t, rd[qv]->id)))
                qv = q;
        /* ... unless the read the rows broadcast is the larger, not
           packed, its rows lines apart, and the vector read not packed or
           packed transposed (OIHW weights against an NCHW input with
           lanes along the pixels; a matmul's A against an unpacked B;
           dense's X against its transposed W): then m outside v, the
           rows' slice of the larger read stays in cache while v's tiles
           sweep it, instead of the whole of it streamed again for every
           tile of v (1 thread: 1x1 NCHW with pixel lanes C1024 -> 256
           14x14 133 -> 149 GFLOP/s, C512 -> 2048 7x7 111 -> 119; matmul
           2048x512 . 512x256 142 -> 163; dense 8192x256 . 256x256 +14%,
           2048x512 . 512x256 +11%, 4096x1024 . 1024x1024 +7%; +4-6% at
           2 threads; at 256 bits +5-11%).  Not where the vector read's
           panel is packed as it lies (NHWC weights: level) */
        int may_out = m >= 0 && qv >= 0 && (!n->pack[qv] || !unit_stride(ri[qv].stride[v]));
        int m_out = 0;
        if (may_out)
            for (int q = 0; q < nreads; q++)
                if (!(ri[q].uses >> v & 1) && (ri[q].uses >> m & 1) && !n->pack[q] &&
                    !near_stride(ri[q].stride[m]) &&
                    ir_tensor_numel(t, rd[q]->id) > ir_tensor_numel(t, rd[qv]->id))
                    m_out = 1;
        /* ... or unless each thread's share of the output is larger than
           L2 holds (1 MB or more), its rows lines apart, and no window's
           taps reuse an input across the rows' tiles: with m innermost
           every tile of v writes a piece of every row, as many store
           streams as rows (1x1 NCHW with pixel lanes, rows of output
           channels, 1 thread: C16 -> 96 112x112, 96 planes of 50 KB, 94 ->
           136 GFLOP/s with the rows' loop outside, 12 streams at a time;
           C32 -> 64 112x112 +18%, +22% at 2 threads; dense 1024x768 .
           3072x768 +11%, +4%.  C24 -> 144 56x56, 1.8 MB: +1% at 1 thread,
           -9% at 2 with 0.9 MB a thread; the 7x7 stride-2 stem, its window
           re-read for every tile of rows: -1%, -5%) */
        if (may_out && d->tensors[s->tensor].rank == ns && E[m] > mr &&
            !lw_window_taps(t, si, rd, nreads) &&
            (double)ir_tensor_numel(t, s->tensor) * ir_dtype_size(s->rhs->type) >=
                1048576.0 * threads &&
            !near_stride(t->stride[s->tensor][m]))
            m_out = 1;
        int k = 0;
        for (int a = 0; a < ns; a++)
            if (a != v && a != m && (qv < 0 || (ri[qv].uses >> a & 1)))
                n->order0[k++] = (uint8_t)a;
        if (m_out)
            n->order0[k++] = (uint8_t)m;
        n->order0[k++] = (uint8_t)v;
        for (int a = 0; a < ns; a++)
            if (a != v && a != m && qv >= 0 && !(ri[qv].uses >> a & 1))
                n->order0[k++] = (uint8_t)a;
        if (m >= 0 && !m_out)
            n->order0[k++] = (uint8_t)m;
        memcpy(n->order2, n->order0, sizeof n->order2);
        /* A read along v packed per S1 tile on every call, m inside v: the
           register tiles of m read the panel one register tile of v at a
           time, so a chunk of many such tiles only sends the panel through
           L2 between its copy and its use.  Where one tile's slice of it
           stays in L1 (16 KB: a short reduction) and 16 tiles of m or more
           reuse it, a chunk is one register tile of v: each slice is
           copied right before its use (1x1 C64 -> 256 56x56 NCHW, pixel
           lanes, 64 input channels: 156 -> 165 GFLOP/s at 1 thread, 227
           -> 262 at 2) */
        if (m >= 0 && !m_out && ceil_div(E[m], mr) >= 16 && nc > nr_ &&
            (double)kc * (double)nr_ * (double)ir_dtype_size(s->rhs->type) <= 16384.0)
            for (int q = 0; q < nreads; q++)
                if ((n->pack[q] == PK_R0 || n->pack[q] == PK_S1) && (ri[q].uses >> v & 1) &&
                    !(ri[q].uses >> m & 1) && !lw_read_keepable(t, g, rd[q])) {
                    nc = nr_;
                    n->tile[v][0] = n->tile[v][1] = (int32_t)nc;
                }
        /* That read's panel for one chunk of v, when it is not packed and
           larger than L2 holds with its row stride (HWIO weights of a
           C512 3x3 layer: 32 channels of 2 KB rows, 590 KB), is re-read
           from memory by every tile of the axes it is reused across.  An
           R0 tile of its largest reduction variable (a block of input
           channels, its slice at most 128 KB) with those axes as S2 loops
           inside it reuses the slice from cache instead (conv NHWC 3x3
           C512 7x7: 62 -> 107 GFLOP/s at 1 thread, 96 -> 215 at 2).
           A panel packed per S1 tile on every call (OIHW weights
           transposed for an NCHW convolution's output-channel lanes) is
           packed per R0 tile instead, slice by slice inside that block
           loop: each slice is transposed once, into a buffer that stays
           in cache while those axes reuse it, instead of the whole panel
           (590 KB) before them (NCHW 3x3 C512 7x7, 1 thread: 88 -> 104
           GFLOP/s).  Only when few register tiles reuse each panel
           element (a small image: 7 rows of 7 there): with many (3x3 C128
           28x28, 140 tiles; 1x1 C1024 14x14, 42) the whole panel is read
           back from cache often enough to amortize its copy, and the
           short channel blocks its slices would need cost more (110 -> 87,
           100 -> 79).  A constant input's panel stays per S1: kept, it
           is packed once anyway. */
        int64_t reuse = 1;
        if (qv >= 0)
            for (int a = g; a < ns; a++)
                if (a != v && !(ri[qv].uses >> a & 1))
                    reuse *= a == m ? ceil_div(E[a], mr) : E[a];
        int keepable = qv >= 0 && lw_read_keepable(t, g, rd[qv]);
        int repack = qv >= 0 && n->pack[qv] == PK_S1 && reuse <= 16 && !keepable;
        /* With threads, that panel (per S1 tile, packed for all the tiles
           before the parallel loop: default_sched) is one both threads
           read when the chunks of v do not split among them and its
           register tiles do not either (panels_per_thread): every chunk
           of the other axes then reads panels both threads wrote.  It is
           cut below, whatever its reuse (1x1 C960 -> 160 7x7 NCHW at 2
           threads: one 614 KB panel, 7 chunks of rows, 125 GFLOP/s; 5
           chunks of 32 channels, each packing its slice, 175; 3x3 C64 ->
           160 9x9, a 368 KB panel: 151 -> 201) */
        int shared = threads > 1 && qv >= 0 && n->pack[qv] == PK_S1 && !keepable &&
                     ceil_div(E[v], nc) % threads != 0 && ceil_div(E[v], nr_) % threads != 0;
        if (qv >= 0 && (!n->pack[qv] || repack || shared)) {
            double per_k = (double)TT_MIN(nc, E[v]) * ir_dtype_size(s->rhs->type);
            int rc = -1;
            for (int r = 0; r < nr; r++)
                if (ri[qv].uses >> (ns + r) & 1) {
                    if (rc < 0 || K[r] > K[rc])
                        rc = r;
                    per_k *= (double)K[r];
                }
            if (rc >= 0 && per_k > PANEL_L2_MAX) {
                per_k /= (double)K[rc];
                int64_t tk = 4;
                while ((double)tk * 2 * per_k <= PANEL_SLICE_MAX && tk * 2 < K[rc])
                    tk *= 2;
                uint64_t others = 0;   /* the axes reusing the panel */
                for (int a = g; a < ns; a++)
                    if (a != v && a != m && E[a] > 1 && !(ri[qv].uses >> a & 1))
                        others |= (uint64_t)1 << a;
                /* the repacked panel's R0 tiles end a register tile's
                   accumulation (stored, loaded back for the next block):
                   at least 512 steps each (SSD 3x3 stride 2 C128 10x10,
                   128 output channels a chunk: blocks of 16 channels, 144
                   steps, 86 -> 78 GFLOP/s) */
                int64_t steps = tk * ktot / K[rc];
                int blocks = others && tk < K[rc] && (double)tk * per_k <= PANEL_SLICE_MAX &&
                             (!repack || steps >= 512) && (repack || !shared);
                /* Too few steps for blocks: the panel is cut along v
                   instead, to the register tiles whose panel fits the
                   slice (one at least), each transposed once and read
                   back from L2 by the whole image, the axes reusing it
                   inside (SSD 3x3 stride 2 C128 10x10 NCHW: 128 output
                   channels a chunk, 590 KB, 92 -> 100 GFLOP/s with 32,
                   147 KB).  Only where the panel stays per S1 tile: with
                   threads every tile's panel is packed at once before the
                   parallel loop (default_sched), and the cut then only
                   narrows the chunks (the same layer, 2 threads: 191 ->
                   182).  Unless that panel is one both threads read
                   (`shared`, above). */
                int cut = !blocks && (repack || shared) && others && nc > nr_ &&
                          (threads == 1 || g > 0 || shared);
                if (cut) {
                    double per_v = per_k * (double)K[rc] / (double)TT_MIN(nc, E[v]);
                    int64_t want = TT_MAX(1, (int64_t)(PANEL_SLICE_MAX / (per_v * (double)nr_)));
                    nc = TT_MIN(nc, want * nr_);
                    n->tile[v][0] = n->tile[v][1] = (int32_t)nc;
                }
                /* blocks of a slice transposed per R0 tile: contiguous,
                   and each block's accumulators are stored and loaded
                   back, so twice the slice (NCHW 3x3 C512 7x7: 64 -> 128
                   input channels a block, 1 thread 103 -> 107 GFLOP/s,
                   180 -> 193 at 2; at 256 bits 72 -> 76, 149 -> 162;
                   C1024 7x7, C512 5x5, stride-2 C512 14x14: +3-11% at
                   both widths).  A slice read in place, rows of the
                   tensor's stride apart, stays at the smaller size (HWIO
                   C512 7x7 at twice: 121 -> 119, at 256 bits 63 -> 50) */
                if (blocks && repack)
                    while ((double)tk * 2 * per_k <= 2 * PANEL_SLICE_MAX && tk * 2 < K[rc])
                        tk *= 2;
                if (blocks) {
                    n->rtile[rc] = (int32_t)tk;
                    if (repack)
                        n->pack[qv] = PK_R0;
                }
                /* at most 8 of each such axis per S1 tile: the window
                   of a padded input stays small (3x3 C256 14x14 NHWC at
                   2 threads: 14 at once lost the window, 104 GFLOP/s; 7,
                   206); 16 with lanes strided in the output (NCHW, its
                   input read in place: C512 9x9 5 + 4 rows 243, 9 288) */
                int64_t cap = v != info->unit_axis ? 16 : 8;
                if (blocks || cut)
                    for (int a = g; a < ns; a++)
                        if (others >> a & 1) {
                            int64_t s1 = ceil_div(E[a], ceil_div(E[a], cap));
                            n->tile[a][0] = n->tile[a][1] = (int32_t)s1;
                            n->tile[a][2] = 1;
                        }
                /* a panel cut for the threads: the chunks in a count they
                   divide, the outermost axis reusing it split (1x1 C960
                   -> 160 7x7: 5 chunks of 32 channels, 3 for one thread
                   and 2 for the other, 175 GFLOP/s; the 7 rows as 4 + 3,
                   10 chunks, each packing its slice again, 192) */
                if (cut && shared) {
                    int64_t N = ceil_div(E[v], nc);
                    for (int a = g; a < ns; a++)
                        if (others >> a & 1)
                            N *= ceil_div(E[a], n->tile[a][0]);
                    for (int i = 0; i < ns && N % threads; i++) {
                        int a = n->order0[i];
                        int64_t c = ceil_div(E[a], n->tile[a][0]);
                        if (!(others >> a & 1) || E[a] < 2 * c)
                            continue;
                        int64_t s1 = ceil_div(E[a], c * threads);
                        n->tile[a][0] = n->tile[a][1] = (int32_t)s1;
                        N = N / c * ceil_div(E[a], s1);
                    }
                }
            }
        }
        /* A count of parallel chunks that the threads do not divide, and
           few of them (17 image rows: 9 for one thread, 8 for the other,
           a loss of 6%), is multiplied by cutting the vector axis's chunks
           into equal parts of whole register tiles (1x7 C128 17x17 NCHW
           at 2 threads: 128 output channels a chunk, 17 chunks, -> 2 x 64,
           34) */
        if (threads > 1) {
            int64_t N = 1;
            for (int a = g; a < ns; a++)
                N *= ceil_div(E[a], n->tile[a][0]);
            int64_t cv = ceil_div(E[v], n->tile[v][0]);
            int64_t per = n->tile[v][0] / nr_;   /* register tiles a chunk */
            /* where no such count divides, the one the threads share the
               most evenly, if a twentieth better (1x1 C256 -> 64 56x56
               NCHW, pixel lanes: 49 register tiles, 7 chunks, 4 for one
               thread and 3 for the other, 261 GFLOP/s; 49 chunks, 291) */
            double need = TT_MIN(lw_chunk_balance(N, threads) * 1.05, 1.0), got = 0;
            int32_t to = 0;
            if (N % threads && N < 16 * threads && n->tile[v][0] % nr_ == 0)
                for (int64_t parts = 2; parts <= per && got < 1.0; parts++) {
                    int64_t nc2 = per / parts * nr_;
                    double cb = lw_chunk_balance(N / cv * ceil_div(E[v], nc2), threads);
                    if (per % parts == 0 && cb >= need && cb > got) {
                        got = cb;
                        to = (int32_t)nc2;
                    }
                }
            if (to)
                n->tile[v][0] = n->tile[v][1] = to;
        }
        /* 16 registers, and a window's taps along the register tile's
           rows unrolled (an NCHW convolution's s along x): the unrolled
           copies read the same input at neighbouring rows, LLVM keeps
           those broadcasts live across the taps, and 12 accumulators
           spill (3x3 C128 28x28 NCHW at 256 bits: 61 GFLOP/s; the taps
           rolled, 108; unrolled 3 at a time, 54) */
        if (m >= 0 && acc_max < 16 && n->unroll > 1 && lw_taps_along(t, si, rd, nreads, ri, n, v, m))
            n->unroll = 1;
    } else if (n->vec >= LW_VEC_RED) {
        int r = n->vec - LW_VEC_RED;
        n->rtile[r] = (int32_t)(K[r] > 8192 ? 4096 : round_up(K[r], W));
        n->unroll = 1;
        int m = -1;
        for (int a = ns - 1; a >= g && m < 0; a--)
            if (E[a] > 1)
                m = a;
        if (m >= 0) {
            int64_t mr = TT_MIN(E[m], 4);
            n->tile[m][0] = n->tile[m][1] = (int32_t)mr;
            n->tile[m][2] = (int32_t)mr;
        }
        if (form >= 0)
            form_tiles(t, si, g, ri, nreads, form, n);
    }
}

/* Does e call a transcendental function? */
static int expensive(const ir_expr *e)
{
    if (e->op == E_CALL && e->fn != FN_ABS && e->fn != FN_MAX && e->fn != FN_MIN &&
        e->fn != FN_FLOOR && e->fn != FN_CEIL)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (expensive(e->args[i]))
            return 1;
    return 0;
}

static int reads_in(const ir_expr *e, int tensor)
{
    int n = e->op == E_ACCESS && e->id == tensor;
    for (int i = 0; i < e->nargs; i++)
        n += reads_in(e->args[i], tensor);
    return n;
}

/* How many reads of `tensor` the definition's statements make. */
static int reads_of(const ir_def *d, int tensor)
{
    int n = 0;
    for (int i = 0; i < d->nstmts; i++)
        n += reads_in(d->stmts[i].rhs, tensor);
    return n;
}

void lw_sched_default(const ir_task *t, lw_sched *s)
{
    const ir_def *d = t->def;
    memset(s, 0, sizeof *s);
    s->nstages = d->nstmts;
    s->vector_bits = target_bits(t) >= 512 ? 512 : 256;
    if (d->nstmts > LW_MAX_STAGES)
        return;
    lw_stage_info info[LW_MAX_STAGES];
    lw_stage_analyze(t, info);
    int roots = 0;
    for (int i = 0; i < d->nstmts; i++) {
        s->mode[i] = info[i].inlinable ? SM_INLINE : SM_ROOT;
    }
    for (int i = 0; i < d->nstmts; i++)
        if (info[i].epi_ok)
            s->mode[i] = SM_EPILOGUE;
    /* A temp with transcendental calls that other statements read more
       than once is computed once and stored, not inlined into each read
       (softmax's exp(x - max) feeds the sum and the output: 4.4 -> 2.9 ms
       at 4096x1024).  Only without epilogues: they need every inlinable
       temp inlined. */
    int epis = 0;
    for (int i = 0; i < d->nstmts; i++)
        epis += s->mode[i] == SM_EPILOGUE;
    for (int i = 0; i < d->nstmts && !epis; i++)
        if (s->mode[i] == SM_INLINE && expensive(d->stmts[i].rhs) &&
            reads_of(d, d->stmts[i].tensor) > 1)
            s->mode[i] = SM_ROOT;
    for (int i = 0; i < d->nstmts; i++)
        roots += s->mode[i] == SM_ROOT;
    if (lw_task_is_gpu(t)) {
        for (int i = 0; i < d->nstmts; i++)
            if (s->mode[i] == SM_ROOT) {
                lw_default_gpu_nest(t, i, info, &s->nest[i]);
                lw_bound_code(t, s, i);
            }
        return;
    }
    if (roots >= 2 && t->rows_dim < 0) {   /* a row class has no row fusion */
        int g = lw_group_max(t, s->mode);
        if (g > 0) {
            int s0 = 0;
            while (s->mode[s0] != SM_ROOT)
                s0++;
            s->group = (uint8_t)g;
            s->gpar = 1;
            int64_t rows = 1;
            for (int a = 0; a < g; a++) {
                s->gtile[a] = 1;
                rows *= t->extent[s0][a];
            }
            int th = t->nthreads > 0 ? t->nthreads : 1;
            int64_t last = t->extent[s0][g - 1];
            int64_t per = TT_MAX(1, rows / (8 * th));
            s->gtile[g - 1] = (int32_t)TT_MIN(last, per);
        }
    }
    for (int i = 0; i < d->nstmts; i++)
        if (s->mode[i] == SM_ROOT) {
            default_nest(t, i, info, s->group, &s->nest[i]);
            if (s->nest[i].vec == 0 && ir_task_row_tensor(t, d->stmts[i].tensor))
                s->nest[i].vec = LW_VEC_NONE;   /* a row class's rows: scalar */
            lw_bound_code(t, s, i);
        }
    /* Tiny work runs on the calling thread: handing a job to the pool
       costs about a microsecond when its workers are awake (kernel/pool.c),
       tens when they sleep.  Above ~8 us a second core pays (measured: add
       128x768, 15 us on 1 thread, 5.5 us on 2).  The estimate: 100 GFLOP/s
       of arithmetic, 50 GB/s of memory traffic. */
    if (t->nthreads > 1) {
        double bytes = 0;
        for (int i = 0; i < d->ninputs + d->noutputs; i++)
            bytes += (double)ir_tensor_numel(t, i) * ir_dtype_size(d->tensors[i].dtype);
        double us = ir_task_flops(t) / 1e5 + bytes / 5e4;
        if (us < 8) {
            s->gpar = 0;
            for (int i = 0; i < d->nstmts; i++)
                s->nest[i].par = 0;
        }
    }
    lw_sched_default_windows(t, s, info);
    /* A pack of an input declared constant is kept: the same panels,
       packed once instead of on every call (where the check allows it). */
    if (t->constmask && !s->group)
        for (int i = 0; i < d->nstmts; i++) {
            if (s->mode[i] != SM_ROOT)
                continue;
            const ir_expr *rd[LW_MAX_READS];
            int nreads = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
            for (int q = 0; q < nreads; q++) {
                uint8_t was = s->nest[i].pack[q];
                if (!was || LW_PACK_KEPT(was) || !lw_read_keepable(t, 0, rd[q]))
                    continue;
                s->nest[i].pack[q] = (uint8_t)(was + 2);
                char why[256];
                if (lw_sched_check(t, s, why, sizeof why) != 0)
                    s->nest[i].pack[q] = was;
            }
        }
    lw_sched_thread_panels(t, s);
    lw_sched_pipe_panels(t, s);
}

/* The merged form's default against the Task's own, interleaved in one
 * process a layer, nine 1x1 NCHW layers of ResNet-50 and MobileNetV2: at
 * 512 bits (a Xeon, sapphirerapids) +20% geomean at one thread, +23% at
 * two (C256 -> 64 56x56 +75% / +26%; C960 -> 160 7x7 -8% / +20%; C1024 ->
 * 256 14x14 -1% / -2%); at 256 bits (Zen 3) +9% to +37% on 7 layers of 9,
 * the others level. */
void lw_sched_first(const ir_task *t, lw_sched *s)
{
    if (t->fused && t->fused->merged && !t->is_form && !lw_task_is_gpu(t)) {
        lw_sched_default(t->fused, s);
        s->form = 1;
        return;
    }
    lw_sched_default(t, s);
}

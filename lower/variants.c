/*
 * Variants of the default schedule that every tuning session measures
 * right after it (tune/tuner.c: measure_window, measure_tailless,
 * measure_unwindowed): moves of several knobs at once, faster on some
 * Tasks and slower on others, which a first call's few trials of search
 * would seldom reach.
 */
#include "lower/lower.h"

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t round_up(int64_t a, int64_t b) { return ceil_div(a, b) * b; }

/* A register tile with a tail (E mod t3 != 0) runs its last tile through a
 * second, smaller copy of the register-tile code.  Where a divisor of E
 * close below t3 exists the tail is avoidable: depthwise 3x3 stride 2
 * C144 56x56 (28 output rows) runs 6-row tiles, 4 + a tail of 4, at 48-51
 * GFLOP/s and 4-row tiles at 54-55 (one thread, interleaved); but stride 1
 * C192 28x28 prefers the 6 with its tail, so it is a candidate the tuner
 * measures after the default, not the default. */
int lw_sched_tailless(const ir_task *t, lw_sched *s)
{
    if (!(t = lw_sched_task(t, s)))
        return 0;
    const ir_def *d = t->def;
    int changed = 0;
    if (lw_task_is_gpu(t))
        return 0;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *st = &d->stmts[i];
        if (s->mode[i] != SM_ROOT)
            continue;
        for (int a = s->group; a < st->nspatial; a++) {
            lw_nest *n = &s->nest[i];
            int64_t e = t->extent[i][a];
            int64_t t3 = n->tile[a][2];
            if (a == n->vec || t3 <= 1 || e <= t3 || e % t3 == 0)
                continue;
            int64_t dv = 0;   /* the largest divisor of e in [t3/2, t3) */
            for (int64_t q = t3 - 1; 2 * q >= t3 && q > 1 && !dv; q--)
                if (e % q == 0)
                    dv = q;
            if (!dv)
                continue;
            lw_nest keep = *n;
            /* the S1 and S0 tiles keep their counts of register and S1
               tiles (a window per S1 tile keeps its shape), or span e */
            int64_t t2 = n->tile[a][1] >= e ? round_up(e, dv) : n->tile[a][1] / t3 * dv;
            int64_t t1 = n->tile[a][0] >= e ? round_up(e, t2)
                                            : n->tile[a][0] / n->tile[a][1] * t2;
            n->tile[a][0] = (int32_t)t1;
            n->tile[a][1] = (int32_t)t2;
            n->tile[a][2] = (int32_t)dv;
            char why[256];
            if (lw_sched_check(t, s, why, sizeof why) != 0)
                *n = keep;
            else
                changed = 1;
        }
    }
    return changed;
}

/* A padded input the default reads unwindowed -- its window per S1 tile
 * too large to copy (a dilated window's rows: 3x3 rate 4 C512 33x33 NHWC,
 * one output column an S1 tile, a 41 x 9 x 512 box) -- runs its border
 * register tiles guarded, and with few output rows a large share of them
 * (15 of 33 rows there).  One window of the whole padded image, copied
 * once per call (before the parallel loop: lower/build.c,
 * shared_windows), reads without guards everywhere: that layer 106 -> 118
 * GFLOP/s NHWC, 98 -> 120 NCHW at 1 thread, +11% at 2.  Not where the
 * guarded tiles run as fast (3x3 stride 2 C256 19x19 NHWC: level at 1
 * thread, 10% slower at 2, the window written by both cores; rate 2 C256
 * 65x65: 2% slower), so it is not the default but a candidate every
 * tuning session measures after it.  At 256 bits the default takes such
 * a window with its channels cut in blocks (lower/windows.c,
 * block_window); the variant replaces that window too. */
#define WHOLE_WINDOW_MAX ((int64_t)4 << 20)   /* elements: 16 MB of f32 */

int lw_sched_whole_windows(const ir_task *t, lw_sched *s)
{
    if (!(t = lw_sched_task(t, s)))
        return 0;
    const ir_def *d = t->def;
    int changed = 0;
    if (lw_task_is_gpu(t) || s->group)
        return 0;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *st = &d->stmts[i];
        if (s->mode[i] != SM_ROOT || st->nvars == st->nspatial)
            continue;
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(st, rd, LW_MAX_READS);
        for (int q = 0; q < nreads; q++) {
            lw_nest *n = &s->nest[i];
            if (!lw_read_windowable(t, i, rd[q]))
                continue;
            lw_nest keep = *n;
            if (n->pack[q] == PK_WIN) {
                /* a window larger than the default's bound, taken with
                   its channels cut in R0 blocks (block_window, 256 bits):
                   its whole-image window reads the whole reduction (the
                   rate-4 3x3 C512 33x33 at 256 bits, against the blocked
                   window: NCHW 88 -> 101 GFLOP/s at 1 thread, 123 -> 142
                   at 2; NHWC 86 -> 105, 158 -> 193; rate 2 C256 65x65
                   -7% to +6%) */
                int64_t len[TT_MAX_RANK];
                uint8_t w[TT_MAX_RANK];
                if (lw_window_shape(t, s, i, rd[q], len, w, NULL) <= LW_WINDOW_DEFAULT_MAX)
                    continue;
                for (int r = 0; r < st->nvars - st->nspatial; r++)
                    n->rtile[r] = (int32_t)t->extent[i][st->nspatial + r];
            } else if (n->pack[q]) {
                continue;
            }
            n->pack[q] = PK_WIN;
            uint64_t moves = lw_window_moves(t, s, i, rd[q]);
            for (int a = s->group; a < st->nspatial; a++) {
                if (a == n->vec || !(moves >> a & 1))
                    continue;
                int taps = 0;   /* a dimension a moves with a reduction variable */
                for (int k = 0; k < rd[q]->nargs && !taps; k++) {
                    if (lw_coef(t, i, rd[q]->args[k], a) == 0)
                        continue;
                    for (int r = st->nspatial; r < st->nvars; r++)
                        taps |= lw_coef(t, i, rd[q]->args[k], r) != 0;
                }
                if (!taps)
                    continue;
                int64_t whole = round_up(t->extent[i][a], TT_MAX(1, n->tile[a][2]));
                n->tile[a][0] = n->tile[a][1] = (int32_t)whole;
            }
            int64_t len[TT_MAX_RANK];
            uint8_t w[TT_MAX_RANK];
            char why[256];
            int64_t elems = lw_window_shape(t, s, i, rd[q], len, w, NULL);
            if (elems <= 0 || elems > WHOLE_WINDOW_MAX ||
                lw_sched_check(t, s, why, sizeof why) != 0)
                *n = keep;
            else
                changed = 1;
        }
    }
    return changed;
}

/* A read that stays inside its tensor needs no window for its guards; the
 * default still copies one per tile where the reduction's steps jump 8 KB
 * or more (lower/windows.c, inside_copy_only: an NCHW 1x1 stride-2
 * convolution over 56x56 and larger images).  That rule was measured on a
 * Xeon (C128 -> 256 56x56 1.8x faster with the window) and runs the other
 * way on Zen 5 (C64 -> 128 56x56 8-9% faster without, interleaved, 1 and
 * 2 threads), so the session measures the default without those windows
 * rather than trust either host.  A window split in phases (lanes along
 * its strided rows: the stem) stays: the reads it replaces are strided
 * vector loads. */
int lw_sched_unwindowed(const ir_task *t, lw_sched *s)
{
    if (!(t = lw_sched_task(t, s)))
        return 0;
    const ir_def *d = t->def;
    int changed = 0;
    if (lw_task_is_gpu(t) || s->group)
        return 0;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *st = &d->stmts[i];
        if (s->mode[i] != SM_ROOT || st->nvars == st->nspatial)
            continue;
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(st, rd, LW_MAX_READS);
        for (int q = 0; q < nreads; q++) {
            lw_nest *n = &s->nest[i];
            if (n->pack[q] != PK_WIN || !lw_read_inside(t, i, rd[q]) ||
                lw_window_split(t, n, i, rd[q]))
                continue;
            lw_nest keep = *n;
            n->pack[q] = 0;
            char why[256];
            if (lw_sched_check(t, s, why, sizeof why) != 0)
                *n = keep;
            else
                changed = 1;
        }
    }
    return changed;
}

/* An output whose lanes run along its contiguous axis, every read moving
 * with those lanes (an NHWC depthwise convolution's channels), written
 * one block of lanes at a time across the image: the next register tile,
 * at the next pixel in the same block, loads input the tile just stored
 * sits beside -- the same offset in a 4 KiB page when the output lies at
 * its input's page offset, as malloc places large blocks -- and those
 * loads wait on the stores (4K aliasing).  With the blocks' loop
 * innermost the next tile reads the next block, 64 bytes or more along
 * each pixel.  MobileNetV1's depthwise 3x3 C256 14x14 (pixels 1 KB apart),
 * Zen 5, 1 thread, Y moved over the page against X: 98-106 GFLOP/s at
 * X's offset modulo 1 KiB and 209-216 elsewhere by default, 152-177 and
 * 204-234 with the blocks inner; C512 14x14 +41%, C128 and C256 28x28
 * +15%, but C320-C960 on 7x7 and 14x14 images lost 30-50% (the default
 * there does not alias), so it is a candidate the session measures at the
 * call's placement, not the default. */
int lw_sched_lanes_inner(const ir_task *t, lw_sched *s)
{
    if (!(t = lw_sched_task(t, s)))
        return 0;
    const ir_def *d = t->def;
    int changed = 0;
    if (lw_task_is_gpu(t) || s->group)
        return 0;
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *st = &d->stmts[i];
        lw_nest *n = &s->nest[i];
        int ns = st->nspatial, v = n->vec;
        if (s->mode[i] != SM_ROOT || st->nvars == ns || v < 0 || v >= ns ||
            d->tensors[st->tensor].rank != ns || t->stride[st->tensor][v] != 1 ||
            n->tile[v][0] <= 0 || ceil_div(t->extent[i][v], n->tile[v][0]) < 4 ||
            n->order0[ns - 1] == v)
            continue;
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(st, rd, LW_MAX_READS), all = nreads > 0;
        for (int q = 0; q < nreads && all; q++)
            all = (ir_read_uses(t, i, rd[q]) >> v & 1) != 0;
        if (!all)
            continue;
        lw_nest keep = *n;
        uint8_t *ord[2] = {n->order0, n->order2};
        for (int k = 0; k < 2; k++) {
            int m = 0;
            for (int a = 0; a < ns; a++)
                if (ord[k][a] != v)
                    ord[k][m++] = ord[k][a];
            ord[k][m] = (uint8_t)v;
        }
        char why[256];
        if (lw_sched_check(t, s, why, sizeof why) != 0)
            *n = keep;
        else
            changed = 1;
    }
    return changed;
}

/*
 * Packed panels with threads (the end of lw_sched_default): a panel per S1
 * tile still copied on every call is packed for all the tiles at once
 * before the parallel loop, unless each thread packs the panels it reads
 * itself; an all-tiles panel is cut so that each thread packs the part
 * its own chunks read.  And how evenly the threads share a default's
 * chunks (lw_chunk_balance, lw_balanced_rows, used by lower/default.c).
 */
#include "lower/lower.h"

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t round_up(int64_t a, int64_t b) { return ceil_div(a, b) * b; }

/* How evenly `threads` share n equal chunks: n over the chunks of the
 * busiest thread times the threads. */
double lw_chunk_balance(int64_t n, int threads)
{
    return (double)n / (double)(ceil_div(n, threads) * threads);
}

/* The S0 tile of the register tile's rows (e extent, mr rows a tile) when
 * `chunks` parallel chunks of the other axes are too few for `threads`: the
 * fewest chunks of rows, in whole register tiles, whose static split
 * (kernel/pool.c: thread i runs units i*N/T to (i+1)*N/T, the rows' chunks
 * innermost) loads no thread more than 10% above the mean, else the most
 * even split of up to 16 chunks a thread.  (1x1 C160 -> 960 14x14 NCHW,
 * lanes along the 196 pixels, rows along 960 output channels, 2 threads:
 * 4 chunks of 64 pixels -- 128 and 68 a thread -- 231 GFLOP/s; 2 chunks of
 * 480 channels 284.) */
int64_t lw_balanced_rows(int64_t e, int64_t mr, int64_t chunks, int threads)
{
    int64_t tiles = ceil_div(e, mr), best_tm = round_up(e, mr);
    double best = 1e30;
    for (int64_t pm = 1; pm <= tiles && pm * chunks <= 16 * threads; pm++) {
        int64_t per = ceil_div(tiles, pm), parts = ceil_div(tiles, per);
        if (parts != pm || parts * chunks < threads)
            continue;
        int64_t N = parts * chunks;
        double mean = (double)tiles * (double)chunks / threads, worst = 0;
        for (int i = 0; i < threads; i++) {
            double load = 0;
            for (int64_t u = i * N / threads; u < (i + 1) * N / threads; u++)
                load += (double)(u % parts == parts - 1 ? tiles - per * (parts - 1) : per);
            worst = TT_MAX(worst, load);
        }
        if (worst <= 1.1 * mean)
            return per * mr;
        if (worst < best) {
            best = worst;
            best_tm = per * mr;
        }
    }
    return best_tm;
}

/* Whether read rd of stage si moves with statement variable a. */
static int moves(const ir_task *t, int si, const ir_expr *rd, int a)
{
    for (int k = 0; k < rd->nargs; k++)
        if (lw_coef(t, si, rd->args[k], a) != 0)
            return 1;
    return 0;
}

/* An all-tiles pack is filled tile by tile in parallel before the
 * parallel loop (lwb_all_tiles_nest).  With fewer S0 tiles of the vector
 * axis than threads, its copy's own outer loop is split instead, and every
 * chunk then reads panels both threads wrote: NCHW 1x1 C1024 -> 256 14x14
 * at 2 threads (one S0 tile of the 256 output channels, a 1 MB panel of
 * transposed weights) ran 122-200 GFLOP/s from process to process.  A
 * panel of PANEL_L2_MAX or more is then cut in as many S0 tiles of whole
 * register tiles as threads (when they divide the register tiles), the
 * vector axis outermost in the parallel
 * loop: each thread packs one and its chunks, a contiguous share of the
 * parallel loop, read only that one (209-224, medians of 6 processes 131
 * -> 217).  Smaller panels stay whole (3x3 C128 28x28: level). */
static void panels_per_thread(const ir_task *t, lw_sched *s, int si, const ir_expr *rd)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int v = n->vec, th = t->nthreads;
    if (v < 0 || v >= st->nspatial || n->par == 0 || th < 2)
        return;
    int64_t E = t->extent[si][v], reg = n->tile[v][2];
    /* equal shares: register tiles the threads divide (160 channels in 5
       tiles of 32 stay one panel: 96 + 64 would idle a thread a third) */
    if (reg < 1 || ceil_div(E, n->tile[v][0]) >= th || ceil_div(E, reg) % th != 0)
        return;
    /* the vector axis is the outermost parallel axis of more than one tile */
    for (int i = 0; i < st->nspatial && n->order0[i] != v; i++) {
        int a = n->order0[i];
        if (a >= s->group && t->extent[si][a] > 1 && n->tile[a][0] < t->extent[si][a])
            return;
    }
    int level = LW_PACK_LEVEL(PK_S1A);
    double bytes = (double)lw_kept_slots(t, s, si, rd, level) *
                   (double)lw_pack_elems(t, s, si, rd, level) *
                   ir_dtype_size(t->def->tensors[rd->id].dtype);
    if (bytes < LW_PANEL_L2_MAX)
        return;
    lw_nest keep = *n;
    int64_t per = round_up(ceil_div(E, th), reg);
    n->tile[v][0] = n->tile[v][1] = (int32_t)per;
    char why[256];
    if (ceil_div(E, per) % th != 0 || lw_sched_check(t, s, why, sizeof why) != 0)
        *n = keep;
}

/* Whether the parallel chunks of nest si pack their own panels of read rd
 * rather than read an all-tiles one: the vector axis's chunks are whole
 * register tiles (the cut in default_nest), and at most as many chunks as
 * threads pack each panel (the axes the read does not move in that many
 * tiles at most).  Packed per chunk, each thread reads only what it wrote
 * (1x1 C960 -> 160 7x7 NCHW at 2 threads, 32 channels and 4 or 3 rows a
 * chunk: 165 GFLOP/s with the all-tiles panel, 181 packed per chunk). */
static int own_panels(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    const lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int v = n->vec;
    if (v < 0 || v >= st->nspatial || n->tile[v][0] % n->tile[v][2] != 0 ||
        n->tile[v][0] >= t->extent[si][v])
        return 0;
    if (!moves(t, si, rd, v))
        return 0;
    int64_t copies = 1;
    for (int a = s->group; a < st->nspatial; a++)
        if (a != v && !moves(t, si, rd, a))
            copies *= ceil_div(t->extent[si][a], n->tile[a][0]);
    return copies <= t->nthreads;
}

/* Whether every reduction step of read rd moves it a multiple of 4 KB (the
 * smallest step that moves it at all): its rows then fall in one of the
 * L1's sets. */
static int rows_share_l1_set(const ir_task *t, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    int64_t esize = ir_dtype_size(t->def->tensors[rd->id].dtype), step = 0;
    for (int v = st->nspatial; v < st->nvars; v++) {
        int64_t c = lw_read_stride(t, si, rd, v);
        if (c == INT64_MIN)
            return 0;
        int64_t bytes = (c < 0 ? -c : c) * esize;
        if (bytes && (step == 0 || bytes < step))
            step = bytes;
    }
    return step > 0 && step % 4096 == 0;
}

/* With threads, a row copy whose rows share an L1 set (NHWC weights of
 * 1024 or more output channels) that fewer than 75 output points reuse
 * (the 7x7 images ALIAS_LINE_COPY packs): each thread takes an equal share
 * of the vector axis's register tiles (one S0 tile, the outermost parallel
 * axis) and packs its own panels, per S1 tile of at most 128 KB, pipelined;
 * the other axes' tiles span them whole (one chunk a thread).  1x1 C512 ->
 * 2048 7x7 NHWC at 2 threads: all the tiles' panels before the parallel
 * loop 358-411 GFLOP/s (S1 tiles of 512 channels) or 420 (32), per thread
 * pipelined 483-495.  Not with more reuse (1x1 C256 -> 1024 14x14: 473 ->
 * 349). */
static int thread_pipes(const ir_task *t, lw_sched *s, int si, int q, const ir_expr *rd)
{
    lw_nest *n = &s->nest[si];
    const ir_stmt *st = &t->def->stmts[si];
    int v = n->vec, th = t->nthreads;
    if (v < 0 || v >= st->nspatial || lw_read_stride(t, si, rd, v) != 1 ||
        !rows_share_l1_set(t, si, rd))
        return 0;
    int64_t E = t->extent[si][v], reg = n->tile[v][2], reuse = 1;
    for (int a = s->group; a < st->nspatial; a++)
        if (!moves(t, si, rd, a))
            reuse *= t->extent[si][a];
    if (reuse >= 75 || reg < 1 || ceil_div(E, reg) % th != 0)
        return 0;
    for (int i = 0; i < st->nspatial && n->order0[i] != v; i++) {
        int a = n->order0[i];
        if (a >= s->group && t->extent[si][a] > 1 && n->tile[a][0] < t->extent[si][a])
            return 0;
    }
    lw_nest keep = *n;
    int64_t per = ceil_div(E, reg) / th * reg;
    double esize = ir_dtype_size(t->def->tensors[rd->id].dtype);
    for (int a = s->group; a < st->nspatial; a++)
        if (a != v && !moves(t, si, rd, a))
            n->tile[a][0] = n->tile[a][1] = (int32_t)t->extent[si][a];
    n->tile[v][0] = (int32_t)per;
    n->pack[q] = PK_S1P;
    for (int64_t s1 = per; s1 >= reg; s1 -= reg) {
        if (per % s1)
            continue;
        n->tile[v][1] = (int32_t)s1;
        if (s1 > reg &&
            (double)lw_pack_elems(t, s, si, rd, LW_PACK_LEVEL(PK_S1)) * esize > LW_PANEL_L2_MAX / 2)
            continue;
        char why[256];
        if (lw_sched_check(t, s, why, sizeof why) == 0)
            return 1;
        break;
    }
    *n = keep;
    return 0;
}

/* With threads (t->nthreads > 1), outside row fusion. */
void lw_sched_thread_panels(const ir_task *t, lw_sched *s)
{
    const ir_def *d = t->def;
    /* A panel per S1 tile that is still packed on every call
       is packed for all the tiles at once, before the parallel loop: inside
       it (every S0 loop fused) each chunk would pack its panel again
       (dilated 3x3 C512 33x33 NHWC at 2 threads: 137 -> 198 GFLOP/s). */
    if (t->nthreads > 1 && !s->group)
        for (int i = 0; i < d->nstmts; i++) {
            if (s->mode[i] != SM_ROOT || s->nest[i].par == 0)
                continue;
            const ir_expr *rd[LW_MAX_READS];
            int nreads = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
            for (int q = 0; q < nreads; q++) {
                if (s->nest[i].pack[q] != PK_S1)
                    continue;
                if (thread_pipes(t, s, i, q, rd[q]))
                    continue;   /* each thread pipelines its own panels */
                if (own_panels(t, s, i, rd[q]))
                    continue;   /* each thread packs the panels it reads */
                if (ir_task_row_tensor(t, rd[q]->id))
                    continue;   /* a row class's rows: per tile (lw_sched_check) */
                s->nest[i].pack[q] = PK_S1A;
                char why[256];
                if (lw_sched_check(t, s, why, sizeof why) != 0)
                    s->nest[i].pack[q] = PK_S1;
                else
                    panels_per_thread(t, s, i, rd[q]);
            }
        }
}

/* A panel transposed on every call (the source strided along the vector
 * lanes: an NCHW convolution's OIHW weights for output-channel lanes),
 * per R0 or S1 tile, is pipelined (PK_R0P, PK_S1P; lower/pipe.c): the
 * next tile's copied among this tile's FMAs.  NCHW 3x3 C512 7x7 at 1
 * thread (R0 slices of 147 KB): 231 -> 254 GFLOP/s, 448 -> 472 at 2;
 * SSD's stride-2 C128 10x10 (S1 panels of 147 KB): 191 -> 203.  Only a
 * panel of at most LW_PANEL_L2_MAX: the two must stay in L2 with the
 * rest (panels of 590-884 KB lost 9-15%: 3x3 C256 14x14, dilated C512
 * 33x33, SSD's C256 19x19; a dense layer's 1 MB R0 panel for 16 rows,
 * 78 -> 47). */
void lw_sched_pipe_panels(const ir_task *t, lw_sched *s)
{
    const ir_def *d = t->def;
    if (s->group || lw_task_is_gpu(t))
        return;
    for (int i = 0; i < d->nstmts; i++) {
        lw_nest *n = &s->nest[i];
        if (s->mode[i] != SM_ROOT || n->vec < 0 || n->vec >= d->stmts[i].nspatial)
            continue;
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
        for (int q = 0; q < nreads; q++) {
            uint8_t was = n->pack[q];
            if (was != PK_R0 && (was != PK_S1 || (t->nthreads > 1 && n->par)))
                continue;   /* an S1 panel inside the parallel loop: per chunk */
            int64_t st = lw_read_stride(t, i, rd[q], n->vec);
            if (st == 0 || (st == 1 && (was != PK_S1 || !rows_share_l1_set(t, i, rd[q]))))
                continue;   /* not along the lanes, or a row copy from rows in cache */
            double bytes = (double)lw_pack_elems(t, s, i, rd[q], was) *
                           ir_dtype_size(d->tensors[rd[q]->id].dtype);
            if (bytes > LW_PANEL_L2_MAX)
                continue;
            n->pack[q] = was == PK_R0 ? PK_R0P : PK_S1P;
            char why[256];
            if (lw_sched_check(t, s, why, sizeof why) != 0)
                n->pack[q] = was;
        }
    }
}

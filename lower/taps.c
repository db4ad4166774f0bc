/*
 * The taps of a window as the default schedule sees them (lower/default.c):
 * which reads a window's reduction steps move along the register tile's
 * rows, the row's, or the lanes' read -- predicates over a statement's
 * reads and their strides (lw_read_info, filled by default.c's
 * analyze_read).
 */
#include "lower/lower_internal.h"

/* A read stride of one element, either way. */
static int unit_stride(int64_t s) { return s == 1 || s == -1; }

/* Whether a read of statement si that the vector axis v does not move (a
 * broadcast one) has an index that moves with spatial axis m and with a
 * reduction variable that n's unrolled R1 copies step (the steps of the
 * variables inside it in n->rorder fewer than n->unroll): the taps of a
 * window along the register tile's rows, unrolled. */
int lw_taps_along(const ir_task *t, int si, const ir_expr *const *rd, int nreads,
                  const lw_read_info *ri, const lw_nest *n, int v, int m)
{
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns;
    uint64_t unrolled = 0;
    int64_t inner = 1;
    for (int i = nr - 1; i >= 0 && inner < n->unroll; i--) {
        int r = n->rorder[i];
        unrolled |= (uint64_t)1 << r;
        inner *= TT_MAX(1, n->rtile[r]);
    }
    for (int q = 0; q < nreads; q++) {
        if (ri[q].uses >> v & 1)
            continue;
        for (int k = 0; k < rd[q]->nargs; k++) {
            int64_t cm = lw_coef(t, si, rd[q]->args[k], m);
            if (cm == 0 || cm == INT64_MIN)
                continue;
            for (int r = 0; r < nr; r++) {
                int64_t cr = lw_coef(t, si, rd[q]->args[k], ns + r);
                if ((unrolled >> r & 1) && cr != 0 && cr != INT64_MIN)
                    return 1;
            }
        }
    }
    return 0;
}

/* Whether a read of statement si has an index that both a spatial axis
 * and a reduction variable move: a window's taps. */
int lw_window_taps(const ir_task *t, int si, const ir_expr *const *rd, int nreads)
{
    const ir_stmt *st = &t->def->stmts[si];
    for (int q = 0; q < nreads; q++)
        for (int k = 0; k < rd[q]->nargs; k++) {
            int sp = 0, red = 0;
            for (int a = 0; a < st->nvars; a++) {
                int64_t c = lw_coef(t, si, rd[q]->args[k], a);
                if (c != 0 && c != INT64_MIN)
                    *(a < st->nspatial ? &sp : &red) = 1;
            }
            if (sp && red)
                return 1;
        }
    return 0;
}

/* Whether a read of statement si steps its unit-stride dimension with
 * spatial axis v (by c = 1..4) and with a reduction variable: the taps of
 * a window along v's rows (an NCHW convolution's x and s).  Returns the
 * length of a phase of the window's row over v's extent (the row split in
 * c phases, lw_window_split), 0: no such read.  lw_row_step: that read's
 * c (0: none). */
static int64_t row_taps(const ir_task *t, int si, const ir_expr *const *rd, int nreads, int v,
                        int64_t *step)
{
    const ir_stmt *st = &t->def->stmts[si];
    for (int q = 0; q < nreads; q++) {
        int last = rd[q]->nargs - 1;
        if (rd[q]->op != E_ACCESS || rd[q]->id < 0 || last < 0 ||
            t->stride[rd[q]->id][last] != 1)
            continue;
        int64_t c = lw_coef(t, si, rd[q]->args[last], v), span = 0;
        if (c < 1 || c > 4)
            continue;
        for (int r = st->nspatial; r < st->nvars; r++) {
            int64_t k = lw_coef(t, si, rd[q]->args[last], r);
            if (k != 0 && k != INT64_MIN)
                span += (k < 0 ? -k : k) * (t->extent[si][r] - 1);
        }
        if (span > 0) {
            int64_t len = (t->extent[si][v] - 1) * c + span + 1;
            *step = c;
            return (len + c - 1) / c;
        }
    }
    *step = 0;
    return 0;
}

int64_t lw_row_taps(const ir_task *t, int si, const ir_expr *const *rd, int nreads, int v)
{
    int64_t c;
    return row_taps(t, si, rd, nreads, v, &c);
}

int64_t lw_row_step(const ir_task *t, int si, const ir_expr *const *rd, int nreads, int v)
{
    int64_t c;
    row_taps(t, si, rd, nreads, v, &c);
    return c;
}

/* The reduction variable (a window's tap) that moves the vector read --
 * the read that moves with the vector axis v -- in the same index as the
 * register rows' axis m, when no other reduction of more than one step
 * moves a read with unit stride (a dense convolution's channels stay
 * innermost); -1 if none. */
int lw_sliding_tap(const ir_task *t, int si, const ir_expr *const *rd, int nreads,
                   const lw_read_info *ri, const int64_t *K, int v, int m)
{
    const ir_stmt *st = &t->def->stmts[si];
    int ns = st->nspatial, nr = st->nvars - ns, found = -1;
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nreads && K[r] > 1; q++)
            if (unit_stride(ri[q].stride[ns + r]))
                return -1;
    for (int q = 0; q < nreads && found < 0; q++) {
        if (!(ri[q].uses >> v & 1) || !(ri[q].uses >> m & 1))
            continue;
        for (int k = 0; k < rd[q]->nargs && found < 0; k++) {
            int64_t cm = lw_coef(t, si, rd[q]->args[k], m);
            if (cm == 0 || cm == INT64_MIN)
                continue;
            for (int r = 0; r < nr && found < 0; r++) {
                int64_t cr = lw_coef(t, si, rd[q]->args[k], ns + r);
                if (K[r] > 1 && cr != 0 && cr != INT64_MIN)
                    found = r;
            }
        }
    }
    return found;
}

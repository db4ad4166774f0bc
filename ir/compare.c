/*
 * Comparing a kernel's outputs with the reference interpreter's.
 *
 * An element passes when |got - ref| <= atol + rtol * |ref|.  Integers
 * must match exactly.  For floats the tolerance grows with the magnitude
 * of the outputs and the depth of the reductions (f32 sums of K terms
 * carry errors of order sqrt(K) ulps), and NaN matches only NaN.
 */
#include <math.h>
#include <string.h>

#include "ir/ir.h"

static int64_t max_reduction(const ir_task *t)
{
    int64_t r = 1;
    for (int i = 0; i < t->def->nstmts; i++) {
        const ir_stmt *s = &t->def->stmts[i];
        int64_t k = 1;
        for (int v = s->nspatial; v < s->nvars; v++)
            k *= t->extent[i][v];
        if (k > r)
            r = k;
    }
    return r;
}

int ir_compare(const ir_task *t, void *const *got, void *const *ref, ir_cmp *res)
{
    return ir_compare_sampled(t, got, ref, 1, res);
}

int ir_compare_sampled(const ir_task *t, void *const *got, void *const *ref, int64_t step,
                       ir_cmp *res)
{
    return ir_compare_mag(t, got, ref, step, NULL, res);
}

/* The tolerance of an output: rtol relative to each element, plus atol of
 * 200 ulp of the output's scale times the square root of the longest
 * reduction (rounding errors of a sum of n terms grow as sqrt(n) times
 * their size), the scale being the largest |reference|; and, with mag, at
 * least 200 ulp of the largest sum of |terms| -- a sum whose terms cancel
 * (130,000 f64 terms of size ~5 summing to 0.59: fuzz seed 1127) rounds at
 * the terms' scale, not at its result's. */
int ir_compare_mag(const ir_task *t, void *const *got, void *const *ref, int64_t step,
                   const double *mag, ir_cmp *res)
{
    const ir_def *d = t->def;
    memset(res, 0, sizeof *res);
    res->ok = 1;
    double depth = sqrt((double)max_reduction(t));
    for (int o = 0; o < d->noutputs; o++) {
        int ti = d->ninputs + o;
        const ir_tensor *tn = &d->tensors[ti];
        int64_t n = ir_tensor_numel(t, ti), idx[TT_MAX_RANK] = {0};
        double scale = 0;
        for (int64_t p = 0; p < n; p++) {
            int64_t off = 0;
            for (int k = 0; k < tn->rank; k++)
                off += idx[k] * t->stride[ti][k];
            double r = ir_load_elem(tn->dtype, ref[o], off);
            if ((step <= 1 || p % step == 0) && isfinite(r) && fabs(r) > scale)
                scale = fabs(r);
            for (int k = tn->rank - 1; k >= 0 && ++idx[k] == t->shape[ti][k]; k--)
                idx[k] = 0;
        }
        double eps = tn->dtype == DT_F64 ? 2.2e-16 : tn->dtype == DT_F32 ? 1.2e-7 : 0;
        double rtol = eps * 2000;                     /* f32: 2.4e-4 */
        double atol = eps * 200 * (1 + scale) * (depth > 1 ? depth : 1);
        if (mag && isfinite(mag[o]) && eps * 200 * mag[o] > atol)
            atol = eps * 200 * mag[o];
        memset(idx, 0, sizeof idx);
        for (int64_t p = 0; p < n; p++) {
            if (step > 1 && p % step != 0) {
                for (int k = tn->rank - 1; k >= 0 && ++idx[k] == t->shape[ti][k]; k--)
                    idx[k] = 0;
                continue;
            }
            int64_t off = 0;
            for (int k = 0; k < tn->rank; k++)
                off += idx[k] * t->stride[ti][k];
            double g = ir_load_elem(tn->dtype, got[o], off);
            double r = ir_load_elem(tn->dtype, ref[o], off);
            double ae, re;
            int bad;
            if (isnan(r) || isnan(g)) {
                bad = !(isnan(r) && isnan(g));
                ae = re = bad ? INFINITY : 0;
            } else if (isinf(r) || isinf(g)) {
                bad = r != g;
                ae = re = bad ? INFINITY : 0;
            } else {
                ae = fabs(g - r);
                re = ae / (fabs(r) > 1e-30 ? fabs(r) : 1e-30);
                bad = ae > atol + rtol * fabs(r);
                if (re > 1 && ae <= atol)
                    re = ae / (atol > 0 ? atol : 1);   /* near zero: relative is noise */
            }
            if (ae > res->max_abs)
                res->max_abs = ae;
            if (re > res->max_rel && !bad)
                res->max_rel = re;
            if (bad) {
                if (res->ok) {
                    res->bad_output = o;
                    res->bad_offset = off;
                    res->bad_got = g;
                    res->bad_ref = r;
                    memcpy(res->bad_index, idx, sizeof idx);
                }
                if (re > res->max_rel)
                    res->max_rel = re;
                res->ok = 0;
                res->nbad++;
            }
            for (int k = tn->rank - 1; k >= 0 && ++idx[k] == t->shape[ti][k]; k--)
                idx[k] = 0;
        }
    }
    return res->ok;
}

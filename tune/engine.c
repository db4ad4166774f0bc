/*
 * The tuner's engine on kernel/: a candidate is a kn_kernel, compiled on
 * the backend, run and timed on the thread pool.  The session (tuner.c)
 * and the bench (measure.c) see only the tune_engine entries, so a test
 * can put a fake in its place.
 */
#include "kernel/kernel.h"
#include "tune/tune.h"

kn_kernel *tune_cand_kernel(tune_cand *c)
{
    return (kn_kernel *)c;
}

static int kernel_compile(void *ctx, const ir_task *t, const lw_sched *s, tune_cand **out,
                          double *compile_ms, char *err, size_t n)
{
    tune_kernel_ctx *kc = ctx;
    kn_kernel *k = NULL;
    int st = kn_kernel_compile(kc->be, t, s, &k, err, n);
    if (st != TT_OK)
        return st;
    *compile_ms = k->compile_ms;
    *out = (tune_cand *)k;
    return TT_OK;
}

/* A row class's candidate is timed over its range, not at its top alone
 * (one schedule serves every size): at hi/64, hi/8 and hi rows (each at
 * least lo), each time scaled to hi rows, averaged -- the time of hi rows
 * were they served in calls of those three sizes.  The top size runs last,
 * so the outputs are the whole Task's for the check.  (A schedule timed
 * at the top alone packed a whole weight matrix per call that a few rows
 * do not pay for: 0.23 of an exact kernel at one row,
 * bench/results/class-sizes-2026-11-26.md.) */
static int kernel_run(void *ctx, tune_cand *c, void *const *io, double *ms, char *err,
                      size_t n)
{
    tune_kernel_ctx *kc = ctx;
    kn_kernel *k = tune_cand_kernel(c);
    if (k->rows_hi <= 0)
        return kn_kernel_time(k, kc->pool, io, ms, err, n);
    int64_t hi = k->rows_hi, sizes[3] = {hi / 64, hi / 8, hi};
    double sum = 0;
    for (int i = 0; i < 3; i++) {
        int64_t r = sizes[i] > k->rows_lo ? sizes[i] : k->rows_lo;
        double t0 = tt_now_ms();
        int st = kn_kernel_run_rows(k, kc->pool, io, NULL, r, err, n);
        if (st != TT_OK)
            return st;
        sum += (tt_now_ms() - t0) * (double)hi / (double)r;
    }
    *ms = sum / 3;
    return TT_OK;
}

static int kernel_pack(void *ctx, tune_cand *c, void *const *io, char *err, size_t n)
{
    tune_kernel_ctx *kc = ctx;
    kn_kernel *k = tune_cand_kernel(c);
    if (!k->nkept)
        return TT_OK;
    return kn_kernel_pack(k, kc->pool, io, NULL, err, n);
}

static void kernel_free(void *ctx, tune_cand *c)
{
    (void)ctx;
    kn_kernel_free(tune_cand_kernel(c));
}

tune_engine tune_kernel_engine(tune_kernel_ctx *kc)
{
    tune_engine e = {kc, kernel_compile, kernel_run, kernel_pack, kernel_free};
    return e;
}

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

static int kernel_run(void *ctx, tune_cand *c, void *const *io, double *ms, char *err,
                      size_t n)
{
    tune_kernel_ctx *kc = ctx;
    return kn_kernel_time(tune_cand_kernel(c), kc->pool, io, ms, err, n);
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

/*
 * Kernels as the runtime, the tools and the tuner use them: lower and
 * compile a (Task, schedule), allocate the workspace (intermediate tensors)
 * per call, run on a thread pool.
 */
#include <stdlib.h>
#include <string.h>

#include "kernel/kernel.h"

static kn_kernel *wrap(jit_backend *be, jit_kernel *k, const jit_sig *sig)
{
    kn_kernel *rk = calloc(1, sizeof *rk);
    if (!rk)
        return NULL;
    rk->be = be;
    rk->k = k;
    rk->sig = *sig;
    for (int i = 0; i < sig->nparams && i < 64; i++)
        rk->nkept += sig->kind[i] == LB_KEPT;
    pthread_mutex_init(&rk->ws_mu, NULL);
    return rk;
}

/* A backend's kernel wrapped, timed from t0; the backend's kernel is freed
 * if the wrapper cannot be had. */
static int adopt(jit_backend *be, jit_kernel *k, const jit_sig *sig, double t0, kn_kernel **out,
                 char *err, size_t n)
{
    kn_kernel *rk = wrap(be, k, sig);
    if (!rk) {
        be->free_kernel(k);
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    rk->compile_ms = tt_now_ms() - t0;
    *out = rk;
    return TT_OK;
}

int kn_kernel_compile(jit_backend *be, const ir_task *t, const lw_sched *s, kn_kernel **out,
                      char *err, size_t n)
{
    *out = NULL;
    double t0 = tt_now_ms();
    lw_prog *p = lw_lower(t, s, err, n);
    if (!p)
        return TT_ERR_COMPILE;
    if (p->nparams > 64) {
        lw_prog_free(p);
        tt_snprintf(err, n, "a kernel takes at most 64 buffers");
        return TT_ERR_UNSUPPORTED;
    }
    jit_sig sig;
    jit_sig_of(p, &sig);
    jit_kernel *k = NULL;
    int st = be->compile(be, p, &k, err, n);
    lw_prog_free(p);
    if (st)
        return st;
    st = adopt(be, k, &sig, t0, out, err, n);
    if (st == TT_OK && t->rows_dim >= 0) {
        (*out)->rows_lo = t->rows_lo;
        (*out)->rows_hi = t->dim[t->rows_dim];
    }
    return st;
}

int kn_kernel_load(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                   kn_kernel **out, char *err, size_t n)
{
    *out = NULL;
    double t0 = tt_now_ms();
    jit_kernel *k = NULL;
    int st = be->load(be, bytes, len, sig, &k, err, n);
    if (st)
        return st;
    return adopt(be, k, sig, t0, out, err, n);
}

static int is_io(int kind)
{
    return kind == LB_INPUT || kind == LB_OUTPUT;
}

/* Give back what a call took: the buffers it allocated for itself, and
 * the kernel's shared workspace when it had it. */
static void release(kn_kernel *k, void **own, int nown, int shared)
{
    for (int j = 0; j < nown; j++)
        free(own[j]);
    if (shared) {
        pthread_mutex_lock(&k->ws_mu);
        k->ws_busy = 0;
        pthread_mutex_unlock(&k->ws_mu);
    }
}

/* Run the kernel (flag 0) or its pack entry (flag 1).  kept: the caller's
 * kept packs by parameter, or NULL for the kernel's own set. */
static int run_impl(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept, int flag,
                    int64_t rows, char *err, size_t n)
{
    /* a row class's rows (the kernel clamps them to the class's range: the
       largest size unless told) */
    int32_t rowsv = rows > 0 && rows < INT32_MAX ? (int32_t)rows : INT32_MAX;
    void *args[64];
    void *own[64];
    int nown = 0, shared = 0;
    const jit_sig *sig = &k->sig;
    int32_t flagv = flag;
    int nio = 0;
    void *const *in = io;
    for (int i = 0; i < sig->nparams; i++)
        if (is_io(sig->kind[i]))
            args[i] = io[nio++];
    int has_ws = nio < sig->nparams;
    int repack = 0;
    if (has_ws) {
        pthread_mutex_lock(&k->ws_mu);
        if (!k->ws_busy) {
            k->ws_busy = 1;
            shared = 1;
        }
        pthread_mutex_unlock(&k->ws_mu);
        for (int i = 0; i < sig->nparams; i++) {
            if (sig->kind[i] == LB_FLAG) {
                args[i] = &flagv;
                continue;
            }
            if (sig->kind[i] == LB_ROWS) {
                args[i] = &rowsv;
                continue;
            }
            if (sig->kind[i] == LB_KEPT && kept) {
                args[i] = kept[i];
                continue;
            }
            if (sig->kind[i] != LB_LOCAL && sig->kind[i] != LB_KEPT)
                continue;
            void *w = shared ? k->ws[i] : NULL;
            if (sig->kind[i] == LB_KEPT && (!w || k->kept_src[i] != in[sig->src[i]]))
                repack = 1;
            if (!w) {
                w = tt_aligned_alloc(64, (size_t)(sig->bytes[i] > 0 ? sig->bytes[i] : 64));
                if (!w) {
                    release(k, own, nown, shared);
                    tt_snprintf(err, n, "out of memory for a %lld-byte %s",
                                (long long)sig->bytes[i],
                                sig->kind[i] == LB_KEPT ? "kept pack" : "intermediate tensor");
                    return TT_ERR_NOMEM;
                }
                if (shared)
                    k->ws[i] = w;
                else
                    own[nown++] = w;
            }
            args[i] = w;
        }
    }
    kn_pool *old = kn_pool_enter(pool);
    int oom0 = kn_oom_count();
    int st = TT_OK;
    if (flag || repack) {
        /* the pack entry: asked for, or the kernel's own packs are stale */
        flagv = 1;
        st = k->be->run(k->k, args, err, n);
        flagv = 0;
        if (shared && !kept)
            for (int i = 0; i < sig->nparams; i++)
                if (sig->kind[i] == LB_KEPT)
                    k->kept_src[i] = st == TT_OK ? in[sig->src[i]] : NULL;
    }
    if (st == TT_OK && !flag)
        st = k->be->run(k->k, args, err, n);
    if (st == TT_OK && kn_oom_count() != oom0) {
        tt_snprintf(err, n, "out of memory inside the kernel");
        st = TT_ERR_NOMEM;
    }
    kn_pool_leave(old);
    release(k, own, nown, shared);
    return st;
}

int kn_kernel_run(kn_kernel *k, kn_pool *pool, void *const *io, char *err, size_t n)
{
    return run_impl(k, pool, io, NULL, 0, 0, err, n);
}

int kn_kernel_run_rows(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept,
                       int64_t rows, char *err, size_t n)
{
    return run_impl(k, pool, io, kept, 0, rows, err, n);
}

int kn_kernel_pack(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept, char *err,
                   size_t n)
{
    if (!k || !k->nkept)
        return TT_OK;
    return run_impl(k, pool, io, kept, 1, 0, err, n);
}

int kn_kernel_run_kept(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept,
                       char *err, size_t n)
{
    return run_impl(k, pool, io, kept, 0, 0, err, n);
}

int kn_kernel_time(kn_kernel *k, kn_pool *pool, void *const *io, double *ms, char *err,
                   size_t n)
{
    if (k->be->run_timed && k->sig.nparams > 0) {
        /* no workspace for device kernels: the backend keeps its buffers */
        void *args[64];
        int nio = 0;
        for (int i = 0; i < k->sig.nparams; i++)
            args[i] = is_io(k->sig.kind[i]) ? io[nio++] : NULL;
        return k->be->run_timed(k->k, args, ms, err, n);
    }
    double t0 = tt_now_ms();
    int st = kn_kernel_run(k, pool, io, err, n);
    *ms = tt_now_ms() - t0;
    return st;
}

void kn_kernel_free(kn_kernel *k)
{
    if (!k)
        return;
    k->be->free_kernel(k->k);
    for (int i = 0; i < 64; i++)
        free(k->ws[i]);
    pthread_mutex_destroy(&k->ws_mu);
    free(k);
}

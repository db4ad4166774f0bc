/*
 * kernel/: compiled kernels as the tuner, the runtime and the tools use
 * them.  Lower and compile a (Task, schedule) on a backend, load one from
 * bytes, allocate its workspace, run it on the thread pool that generated
 * code calls back into, time it.  Below the tuner: nothing here knows of
 * contexts, caches or tuning.
 */
#ifndef TT_KERNEL_KERNEL_H
#define TT_KERNEL_KERNEL_H

#include <pthread.h>
#include <stdint.h>

#include "ir/ir.h"
#include "jit/jit.h"
#include "lower/lower.h"

/* ---- thread pool ------------------------------------------------------ */

typedef struct kn_pool kn_pool;
kn_pool *kn_pool_new(int nthreads);
void kn_pool_free(kn_pool *p);
int kn_pool_threads(const kn_pool *p);
int kn_pool_sleeping(kn_pool *p);      /* workers asleep now (tests) */
kn_pool *kn_pool_enter(kn_pool *p);     /* returns the previous pool */
void kn_pool_leave(kn_pool *old);
/* fn(closure, start, end) over the blocks of [0, n) on pool p, as a
 * kernel's parallel loop runs them (tests/runtime/test_pool.c). */
void kn_pool_parallel_for(kn_pool *p, jit_task_fn fn, void *closure, int64_t n);
int kn_oom_count(void);   /* in-kernel allocations that failed, ever */
/* The LLVM backend for the host CPU, its kernels calling this pool. */
int kn_llvm_open(jit_backend **out, char *err, size_t n);

/* ---- kernels: a compiled Task, callable on buffers --------------------- */

typedef struct kn_kernel {
    jit_backend *be;
    jit_kernel *k;
    jit_sig sig;
    double compile_ms;
    /* one workspace kept for reuse (by parameter: LB_LOCAL intermediates
       and LB_KEPT packs); a concurrent call allocates its own */
    pthread_mutex_t ws_mu;
    void *ws[64];
    int ws_busy;
    int nkept;              /* LB_KEPT parameters */
    /* by parameter: the input the workspace's kept pack was last packed
       from (callers without packs of their own: the tools, the tuner) */
    void *kept_src[64];
    /* a row class's range (ir_task.rows_dim; 0 when not one, or when the
       kernel was loaded from bytes) */
    int64_t rows_lo, rows_hi;
} kn_kernel;

/* Lower (Task, schedule) and compile it on backend be. */
int kn_kernel_compile(jit_backend *be, const ir_task *t, const lw_sched *s,
                      kn_kernel **out, char *err, size_t n);
/* Wrap a kernel the backend loaded from bytes. */
int kn_kernel_load(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                   kn_kernel **out, char *err, size_t n);
/* io: inputs then outputs (host pointers).  pool: NULL for serial. */
int kn_kernel_run(kn_kernel *k, kn_pool *pool, void *const *io, char *err, size_t n);
/* Kernels with kept packs (sig kind LB_KEPT: a read of a constant input
 * packed once).  kn_kernel_run keeps one set itself, in the reusable
 * workspace, repacked when an input's pointer changes (a concurrent call,
 * on a workspace of its own, packs every time).  A caller that keeps its
 * own (the runtime: per operator and weights, runtime/packs.c) allocates
 * kept[i] of sig.bytes[i] bytes for each LB_KEPT parameter i, fills them
 * with kn_kernel_pack, and runs with kn_kernel_run_kept.  kn_kernel_pack
 * with kept NULL refreshes the kernel's own set (the tuner, before timing
 * the steady state). */
int kn_kernel_pack(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept, char *err,
                   size_t n);
int kn_kernel_run_kept(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept,
                       char *err, size_t n);
/* A row class's kernel (ir_task.rows_dim; sig kind LB_ROWS) on `rows`
 * rows of its dimension (the other runs: its largest size); kept: the
 * caller's kept packs or NULL. */
int kn_kernel_run_rows(kn_kernel *k, kn_pool *pool, void *const *io, void *const *kept,
                       int64_t rows, char *err, size_t n);
/* Run and time: the device's own clock where the backend has one (OpenCL
 * events: the kernels only), else the host clock around kn_kernel_run. */
int kn_kernel_time(kn_kernel *k, kn_pool *pool, void *const *io, double *ms, char *err,
                   size_t n);
void kn_kernel_free(kn_kernel *k);

/* ---- the signature as a cache blob (sig_blob.c) ------------------------- */

/* A kernel's signature and a hash of its object bytes, as one blob
 * (caller frees; NULL on out of memory). */
void *kn_sig_pack(const jit_sig *sig, const void *obj, size_t objlen, size_t *len);
/* The signature from such a blob, checked against the object bytes and the
 * Task's parameters (0: usable; -1: damaged, foreign or of another Task). */
int kn_sig_unpack(const void *blob, size_t len, const void *obj, size_t objlen,
                  const ir_task *t, jit_sig *sig);

#endif

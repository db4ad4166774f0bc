/*
 * Runtime internals: environment, thread pool, the dispatch table, and the
 * context/operator structures behind the public handles.
 */
#ifndef TT_RUNTIME_RT_H
#define TT_RUNTIME_RT_H

#include <pthread.h>
#include <stdint.h>

#include "backend.h"
#include "ir.h"
#include "schedule.h"
#include "tt.h"

/* ---- environment (TT_* variables and context options) ----------------- */

enum { RT_BUDGET_NONE = 0, RT_BUDGET_TIME, RT_BUDGET_TRIALS };
enum { LOG_ERROR = 0, LOG_WARN, LOG_INFO, LOG_DEBUG };

typedef struct rt_env {
    int budget_kind;          /* RT_BUDGET_* */
    double budget_ms;         /* RT_BUDGET_TIME */
    int budget_trials;        /* RT_BUDGET_TRIALS */
    char cache_dir[1024];     /* "" : no writable cache */
    char cache_path[4096];    /* ':'-separated read-only caches */
    char target[64];          /* "cpu", "opencl", "opencl:P:D" */
    int threads;
    int log;
    int require_cached;
    char predictor[512];      /* TT_PREDICTOR: "" (built-in), "off", a file */
} rt_env;

/* Defaults, then TT_* variables, then "key=value,..." options.  On a value
 * that does not parse: a status and a message naming the variable. */
int rt_env_load(rt_env *env, const char *options, char *msg, size_t n);
int rt_parse_budget(const char *s, int *kind, double *ms, int *trials);
int rt_default_threads(void);

/* ---- thread pool ------------------------------------------------------ */

typedef struct rt_pool rt_pool;
rt_pool *rt_pool_new(int nthreads);
void rt_pool_free(rt_pool *p);
int rt_pool_threads(const rt_pool *p);
rt_pool *rt_pool_enter(rt_pool *p);     /* returns the previous pool */
void rt_pool_leave(rt_pool *old);
int rt_oom_count(void);   /* in-kernel allocations that failed, ever */

/* ---- kernels: a compiled Task, callable on buffers --------------------- */

typedef struct rt_kernel {
    jit_backend *be;
    jit_kernel *k;
    jit_sig sig;
    double compile_ms;
    /* one workspace kept for reuse; a concurrent call allocates its own */
    pthread_mutex_t ws_mu;
    void *ws[64];
    int ws_busy;
    /* kept packs (kernels with LB_KEPT parameters) for callers that do not
       keep their own (tools, the tuner): one set, for the inputs last seen */
    int nkept;
    void *kept[64];
    void *kept_src[64];
} rt_kernel;

/* Lower (Task, schedule) and compile it on backend be. */
int rt_kernel_compile(jit_backend *be, const ir_task *t, const lw_sched *s,
                      rt_kernel **out, char *err, size_t n);
/* Wrap a kernel the backend loaded from bytes. */
int rt_kernel_load(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                   rt_kernel **out, char *err, size_t n);
/* io: inputs then outputs (host pointers).  pool: NULL for serial. */
int rt_kernel_run(rt_kernel *k, rt_pool *pool, void *const *io, char *err, size_t n);
/* Kernels with kept packs (sig kind LB_KEPT: a read of a constant input
 * packed once).  rt_kernel_run keeps one set itself, repacked when an
 * input's pointer changes.  A caller that keeps its own (tt_op: per
 * operator and weights) allocates kept[i] of sig.bytes[i] bytes for each
 * LB_KEPT parameter i, fills them with rt_kernel_pack, and runs with
 * rt_kernel_run_kept.  rt_kernel_pack with kept NULL refreshes the
 * kernel's own set (the tuner, before timing the steady state). */
int rt_kernel_pack(rt_kernel *k, rt_pool *pool, void *const *io, void *const *kept, char *err,
                   size_t n);
int rt_kernel_run_kept(rt_kernel *k, rt_pool *pool, void *const *io, void *const *kept,
                       char *err, size_t n);
/* Run and time: the device's own clock where the backend has one (OpenCL
 * events: the kernels only), else the host clock around rt_kernel_run. */
int rt_kernel_time(rt_kernel *k, rt_pool *pool, void *const *io, double *ms, char *err,
                   size_t n);
void rt_kernel_free(rt_kernel *k);

/* ---- logging ------------------------------------------------------------ */

void rt_log(const tt_ctx *ctx, int level, const char *fmt, ...) TT_PRINTF(3, 4);

#endif

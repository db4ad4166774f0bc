/*
 * runtime/: sessions.  The environment (TT_* variables and context
 * options), logging, the dispatch table and the context behind tt_ctx:
 * what the tools and benchmarks use beside <tt.h>.  What only runtime/
 * itself uses (operators, kept packs, errors) is in runtime_internal.h.
 */
#ifndef TT_RUNTIME_RUNTIME_H
#define TT_RUNTIME_RUNTIME_H

#include <pthread.h>
#include <stdint.h>

#include "kernel/kernel.h"
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
    char cache_url[1024];     /* TT_CACHE_URL: the shared store, "" none */
    char hw_override[33];     /* TT_HW_KEY_OVERRIDE (tests): "" none */
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

/* ---- logging ------------------------------------------------------------ */

void rt_log(const tt_ctx *ctx, int level, const char *fmt, ...) TT_PRINTF(3, 4);

/* ---- contexts and their kernels --------------------------------------- */

#include <stdio.h>

#define RT_TABLE_SIZE 256

enum { RT_BUSY = 1, RT_READY, RT_FAILED };

/* One Task's kernel in a context: compiled (and tuned) once, shared by
 * every operator and thread that binds the same Task. */
typedef struct rt_entry {
    char key[33];
    ir_task *task;
    lw_sched sched;
    kn_kernel *kernel;
    int cache_hit;          /* the kernel came from the cache */
    double tune_ms;         /* time spent tuning at first sight (0: none) */
    int state;              /* RT_BUSY, RT_READY, RT_FAILED */
    int status;
    char err[640];
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct rt_entry *next;
} rt_entry;

/* Bumped whenever generated code changes meaning: part of the hardware
 * key, so cached object code of another codegen is never loaded. */
#define TT_CODEGEN_VERSION "tt-codegen-5"

struct tt_ctx {
    rt_env env;
    int threads;
    struct cache_store *store;      /* NULL only if out of memory */
    char hw[33];                    /* hardware key of the target */
    char *fingerprint;              /* its text */
    jit_backend *cpu, *gpu, *be;   /* be: the target's backend */
    ir_target target;               /* be's: what the Tasks bound here carry */
    kn_pool *pool;
    pthread_mutex_t mu;             /* table, refs */
    int refs;
    rt_entry *table[RT_TABLE_SIZE];
    pthread_mutex_t err_mu;
    char err[1024];
};

/* ---- operators (op.c) --------------------------------------------------- */

/* An operator from text, choosing the definition named `want` (NULL: the
 * first). */
tt_op *rt_op_create(tt_ctx *ctx, const char *text, const char *want, const char *attrs);
/* Bind a Task for these tensors (outputs optional: then dense). */
int rt_bind(tt_op *op, const tt_tensor *in, const tt_tensor *out, ir_task **task);
int rt_parse_attrs(const ir_def *d, const char *attrs, int64_t *vals, char *msg, size_t n);
/* The text of the shipped file that defines operator `name`, or NULL. */
const char *rt_builtin_source(const char *name, const char **file);

/* ---- the dispatch table (dispatch.c) ------------------------------------ */

/* The entry for a Task (takes ownership of t), compiled or tuned on first
 * sight; other threads wait for it. */
int rt_resolve(tt_ctx *ctx, ir_task *t, rt_entry **out);
/* The entry of Task key in ctx's table, if any (TT_OK), without resolving. */
int rt_find_entry(tt_ctx *ctx, const char *key, rt_entry **out);
/* Run an entry's kernel (one without kept packs) on the context's pool. */
int rt_entry_run(tt_ctx *ctx, rt_entry *e, void *const *io);

/* ---- kernels from the cache or the tuner (obtain.c, ctx_cache.c) -------- */

/* Store a winner (config, object code, signature). */
void rt_store_winner(tt_ctx *ctx, rt_entry *e, double best_ms, double best_gflops);
/* One progress line (\r-updated). */
struct tune_progress;
void rt_progress_line(FILE *f, const char *name, const struct tune_progress *p);
/* The targets this machine offers (tt info). */
void rt_list_targets(tt_buf *b, int json);

#endif

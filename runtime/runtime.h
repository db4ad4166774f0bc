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
    int tune_mode;            /* TT_TUNE_MODE: RT_MODE_* */
} rt_env;

/* TT_TUNE_MODE: when a new shape is tuned (docs/TUNING.md). */
enum { RT_MODE_FIRST_CALL = 0, RT_MODE_BACKGROUND, RT_MODE_OFF };

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

/* Which kernel an entry runs (tt_report.kernel). */
enum { RT_KIND_DEFAULT = 0, RT_KIND_REUSED, RT_KIND_TUNED, RT_KIND_CACHED };
extern const char *const rt_kind_name[];

#define RT_FAM_DIMS 64

/* A kernel an entry ran before a background swap: kept until the entry
 * goes, since a call that loaded it may still be running it. */
typedef struct rt_retired {
    kn_kernel *kernel;
    struct rt_retired *next;
} rt_retired;

/* One Task's kernel in a context: compiled (and tuned) once, shared by
 * every operator and thread that binds the same Task.
 *
 * `kernel` is what calls run: read it with rt_entry_kernel (an atomic
 * load); a background session swaps it (rt_entry_swap: an atomic store,
 * with sched, kind, cache_hit and tune_ms changed under mu).  The tools
 * and the first-call path, which never see a swap, may read the fields
 * directly once the entry is ready. */
typedef struct rt_entry {
    char key[33];
    ir_task *task;          /* its Def is the entry's own (defs): operators,
                               which own theirs, may be freed first */
    ir_deflist defs;
    lw_sched sched;
    kn_kernel *kernel;
    int kind;               /* RT_KIND_* of kernel */
    int cache_hit;          /* the kernel came from the cache */
    double tune_ms;         /* time spent tuning (0: none) */
    int tuning;             /* a background session is queued or running */
    char reused_from[33];   /* RT_KIND_REUSED: the winner's Task key */
    rt_retired *retired;
    /* the family of the Task (runtime/reuse.c): hash and dims */
    int fam_ok;
    uint8_t fam[16];
    int nfdims;
    int64_t fdims[RT_FAM_DIMS];
    int state;              /* RT_BUSY, RT_READY, RT_FAILED */
    int status;
    char err[640];
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct rt_entry *next;
} rt_entry;

/* The kernel calls on e run now (atomic: a background swap may replace it). */
static inline kn_kernel *rt_entry_kernel(rt_entry *e)
{
    return __atomic_load_n(&e->kernel, __ATOMIC_ACQUIRE);
}

/* The schedule space's version, part of the hardware key: bumped when a
 * config text changes meaning or when the winners tuned so far should be
 * tuned again (a cache of another version holds only misses). */
#define TT_CODEGEN_VERSION "tt-codegen-5"
/* The object code's version, stored with every cached object (the winner's
 * `codegen` field): bumped whenever the code generator may emit other code
 * for a config.  An object of another version is never loaded: its config
 * is compiled again -- no tuning -- and the new object stored over it. */
#define TT_OBJECT_VERSION TT_CODEGEN_VERSION ".5"

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
    struct rt_bg *bg;               /* the background tuner (background.c), NULL: none yet */
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

/* ---- shape classes (dynamic.c; tt_op_set_dynamic) ----------------------- */

#define RT_DYN_MAX (1 << 20)     /* the largest hi */
#define RT_DYN_BMAX 256          /* the largest block */
#define RT_DYN_DIV 8             /* after b, the next block is b + step, step <= b / 8 */
#define RT_DYN_LADDER 64
/* The block sizes of a class up to hi, ascending: 1 .. 16, then steps of
 * the largest power of two <= b / 8 (18, 20, .., 32, 36, .., 64, 72, ..),
 * at most RT_DYN_BMAX.  Their count. */
int rt_dyn_ladder(int64_t hi, int64_t *ladder);
/* Whether dimension `name` of d can be dynamic: TT_OK and *dim, or a status
 * and a sentence saying why not. */
int rt_dyn_check(const ir_def *d, const char *name, int *dim, char *msg, size_t n);

/* ---- the dispatch table (dispatch.c) ------------------------------------ */

/* The entry for a Task (takes ownership of t), compiled or tuned on first
 * sight; other threads wait for it. */
int rt_resolve(tt_ctx *ctx, ir_task *t, rt_entry **out);
/* The same for a Task whose Def is in defs (taken with t), not an
 * operator's: for a thread that may outlive the operator. */
int rt_resolve_own(tt_ctx *ctx, ir_task *t, ir_deflist *defs, rt_entry **out);
/* t rebuilt on a Def of its own, in defs (t is freed); NULL if that could
 * not be done (t untouched). */
ir_task *rt_task_own(ir_task *t, ir_deflist *defs);
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

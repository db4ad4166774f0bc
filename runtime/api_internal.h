/* The structures behind the public handles. */
#ifndef TT_RUNTIME_API_INTERNAL_H
#define TT_RUNTIME_API_INTERNAL_H

#include "rt.h"

#define RT_TABLE_SIZE 256
#define RT_SIG_MAX 1200
#define RT_FAST 4

enum { RT_BUSY = 1, RT_READY, RT_FAILED };

/* One Task's kernel in a context: compiled (and tuned) once, shared by
 * every operator and thread that binds the same Task. */
typedef struct rt_entry {
    char key[33];
    ir_task *task;
    lw_sched sched;
    rt_kernel *kernel;
    int state;              /* RT_BUSY, RT_READY, RT_FAILED */
    int status;
    char err[640];
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct rt_entry *next;
} rt_entry;

typedef struct rt_fast {
    rt_entry *e;
    int n;
    int64_t sig[RT_SIG_MAX];
} rt_fast;

struct tt_ctx {
    rt_env env;
    int threads;
    jit_backend *cpu, *gpu, *be;   /* be: the target's backend */
    rt_pool *pool;
    pthread_mutex_t mu;             /* table, refs */
    int refs;
    rt_entry *table[RT_TABLE_SIZE];
    pthread_mutex_t err_mu;
    char err[1024];
};

struct tt_op {
    tt_ctx *ctx;
    ir_deflist defs;
    ir_def *def;
    int64_t *attr;
    pthread_mutex_t mu;
    rt_fast fast[RT_FAST];
    int fast_next;
};

int rt_fail(tt_ctx *ctx, int st, const char *fmt, ...) TT_PRINTF(3, 4);
/* An operator from text, choosing the definition named `want` (NULL: the
 * first). */
tt_op *rt_op_create(tt_ctx *ctx, const char *text, const char *want, const char *attrs);
int rt_bind(tt_op *op, const tt_tensor *in, const tt_tensor *out, ir_task **task);
int rt_parse_attrs(const ir_def *d, const char *attrs, int64_t *vals, char *msg, size_t n);
/* The text of the shipped file that defines operator `name`, or NULL. */
const char *rt_builtin_source(const char *name, const char **file);

/* dispatch.c: the entry for a Task (takes ownership of t), compiled or
 * tuned on first sight; other threads wait for it. */
int rt_resolve(tt_ctx *ctx, ir_task *t, rt_entry **out);
int rt_entry_run(tt_ctx *ctx, rt_entry *e, void *const *io);
void rt_entry_free(rt_entry *e);

#endif

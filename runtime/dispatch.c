/*
 * The dispatch table: Task key -> kernel, per context.
 *
 * The first thread to meet a Task creates its entry (state BUSY), leaves
 * the table lock, and builds the kernel; threads that meet the same Task
 * meanwhile wait on the entry.  A failure is remembered: the same Task
 * fails the same way without recompiling.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"

static unsigned bucket(const char *key)
{
    return (unsigned)strtoul((char[9]){key[0], key[1], key[2], key[3], key[4], key[5],
                                       key[6], key[7], 0}, NULL, 16) % RT_TABLE_SIZE;
}

void rt_entry_free(rt_entry *e)
{
    if (!e)
        return;
    kn_kernel_free(e->kernel);
    while (e->retired) {
        rt_retired *r = e->retired;
        e->retired = r->next;
        kn_kernel_free(r->kernel);
        free(r);
    }
    ir_task_free(e->task);
    if (e->defs.n)
        ir_deflist_free(&e->defs);
    pthread_mutex_destroy(&e->mu);
    pthread_cond_destroy(&e->cv);
    free(e);
}

const char *const rt_kind_name[] = {"default", "reused", "tuned", "cached"};

/* The Task rebuilt on a Def of the entry's own, from its canonical text
 * (the same key): the entry outlives the operator that met it first, and
 * the background tuner and reuse read its Task later.  On any doubt the
 * operator's Task is kept. */
static ir_task *own_task(ir_task *t, ir_deflist *defs)
{
    ir_task *nt = NULL;
    char msg[256];
    memset(defs, 0, sizeof *defs);
    if (!t->canon || ir_task_from_canon(t->canon, defs, &nt, msg, sizeof msg) != TT_OK)
        return t;
    if (strcmp(nt->key, t->key) != 0) {
        ir_task_free(nt);
        ir_deflist_free(defs);
        memset(defs, 0, sizeof *defs);
        return t;
    }
    nt->target = t->target;
    if (t->place && ir_task_set_place(nt, t->place) != TT_OK) {
        ir_task_free(nt);
        ir_deflist_free(defs);
        memset(defs, 0, sizeof *defs);
        return t;
    }
    ir_task_free(t);
    return nt;
}

/* Build the kernel of a new entry (no locks held); its Task owns its Def
 * already when e->defs has one. */
static int build(tt_ctx *ctx, rt_entry *e)
{
    if (e->defs.n == 0)
        e->task = own_task(e->task, &e->defs);
    rt_family(e);
    return rt_obtain(ctx, e);
}

ir_task *rt_task_own(ir_task *t, ir_deflist *defs)
{
    ir_task *nt = own_task(t, defs);
    if (defs->n == 0) {
        /* not owned: the caller keeps t */
        return NULL;
    }
    return nt;
}

void rt_entry_swap(rt_entry *e, kn_kernel *k, const lw_sched *s, int kind, double tune_ms)
{
    rt_retired *r = calloc(1, sizeof *r);
    pthread_mutex_lock(&e->mu);
    kn_kernel *old = e->kernel;
    if (!r) {
        /* cannot retire the old kernel safely: keep it, drop the new one */
        pthread_mutex_unlock(&e->mu);
        kn_kernel_free(k);
        return;
    }
    r->kernel = old;
    r->next = e->retired;
    e->retired = r;
    e->sched = *s;
    e->kind = kind;
    e->cache_hit = kind == RT_KIND_CACHED;
    e->tune_ms = tune_ms;
    e->reused_from[0] = 0;
    __atomic_store_n(&e->kernel, k, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&e->mu);
}

int rt_resolve(tt_ctx *ctx, ir_task *t, rt_entry **out)
{
    return rt_resolve_own(ctx, t, NULL, out);
}

int rt_resolve_own(tt_ctx *ctx, ir_task *t, ir_deflist *defs, rt_entry **out)
{
    unsigned b = bucket(t->key);
    pthread_mutex_lock(&ctx->mu);
    rt_entry *e = ctx->table[b];
    while (e && strcmp(e->key, t->key) != 0)
        e = e->next;
    if (e) {
        pthread_mutex_unlock(&ctx->mu);
        ir_task_free(t);
        if (defs)
            ir_deflist_free(defs);
        pthread_mutex_lock(&e->mu);
        while (e->state == RT_BUSY)
            pthread_cond_wait(&e->cv, &e->mu);
        int st = e->status;
        pthread_mutex_unlock(&e->mu);
        if (st)
            return rt_fail(ctx, st, "%s", e->err);
        *out = e;
        return TT_OK;
    }
    e = calloc(1, sizeof *e);
    if (!e) {
        pthread_mutex_unlock(&ctx->mu);
        ir_task_free(t);
        if (defs)
            ir_deflist_free(defs);
        return rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
    }
    memcpy(e->key, t->key, sizeof e->key);
    e->task = t;
    if (defs)
        e->defs = *defs;
    e->state = RT_BUSY;
    pthread_mutex_init(&e->mu, NULL);
    pthread_cond_init(&e->cv, NULL);
    e->next = ctx->table[b];
    ctx->table[b] = e;
    pthread_mutex_unlock(&ctx->mu);

    int st = build(ctx, e);
    pthread_mutex_lock(&e->mu);
    e->status = st;
    e->state = st ? RT_FAILED : RT_READY;
    pthread_cond_broadcast(&e->cv);
    pthread_mutex_unlock(&e->mu);
    if (st)
        return rt_fail(ctx, st, "%s", e->err);
    *out = e;
    return TT_OK;
}

/* The ready entry of a Task key, if any (no compiling). */
int rt_find_entry(tt_ctx *ctx, const char *key, rt_entry **out)
{
    pthread_mutex_lock(&ctx->mu);
    rt_entry *e = ctx->table[bucket(key)];
    while (e && strcmp(e->key, key) != 0)
        e = e->next;
    pthread_mutex_unlock(&ctx->mu);
    if (!e)
        return TT_ERR_INVALID_ARG;
    pthread_mutex_lock(&e->mu);
    int ready = e->state == RT_READY;
    pthread_mutex_unlock(&e->mu);
    if (!ready)
        return TT_ERR_INVALID_ARG;
    *out = e;
    return TT_OK;
}

int rt_entry_run(tt_ctx *ctx, rt_entry *e, void *const *io)
{
    char err[512];
    int st = kn_kernel_run(rt_entry_kernel(e), ctx->pool, io, err, sizeof err);
    if (st)
        return rt_fail(ctx, st, "%s", err);
    return TT_OK;
}

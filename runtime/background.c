/*
 * Background tuning (TT_TUNE_MODE=background, docs/TUNING.md).
 *
 * A first call of a new shape compiles the reused config or the default
 * and returns (obtain.c); its entry is queued here.  One thread per
 * context, started at the first queued entry, takes the entries in order
 * and, per entry:
 *
 *   lease on (Task, hardware)      as the first-call path takes it
 *     acquired  -> tune within the budget, from the entry's current config,
 *                  on the thread's own pool (its threads at nice 19, like
 *                  itself), then store the winner and swap it in
 *     done      -> another process stored a winner: load it, swap it in
 *     held      -> wait for that winner (no longer than the budget)
 *   release the lease
 *
 * A shape class's new size (dynamic.c) queues a job of another kind: its
 * exact Task, resolved on this thread as a background-mode first call
 * would resolve it (compiled, then queued behind the others for tuning)
 * while the class serves the size.
 *
 * The swap (rt_entry_swap) is one atomic store of the kernel pointer; the
 * kernel it replaces stays allocated until the entry goes, since a call
 * that loaded it may still be running it.
 *
 * Stopping (tt_ctx_free, and at process exit for every context still
 * alive: an atexit handler): the session under way is cancelled between
 * two steps (its measurements so far are in the cache, its winner is not
 * stored), its lease released, the queue dropped and the thread joined.
 * A process killed outright leaves its lease to expire (rt_lease_ttl).
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "runtime/runtime_internal.h"
#include "cache/cache.h"
#include "tune/tune.h"

typedef struct bg_job {
    rt_entry *e;              /* tune this entry, or */
    ir_task *t;               /* resolve this Task (a shape class's size), */
    ir_deflist defs;          /* on its own Def (the operator may go first) */
    struct bg_job *next;
} bg_job;

struct rt_bg {
    tt_ctx *ctx;
    pthread_t thread;
    pthread_mutex_t mu;       /* the queue, done */
    pthread_cond_t cv;
    bg_job *head, *tail;
    int stop;                 /* atomic: the tuner reads it between steps */
    int joined;               /* under the registry's lock */
    struct rt_bg *next;       /* the registry of live tuners */
};

/* Every live tuner, for the exit handler. */
static pthread_mutex_t reg_mu = PTHREAD_MUTEX_INITIALIZER;
static struct rt_bg *reg_head;
static pthread_once_t reg_once = PTHREAD_ONCE_INIT;

static void stop_and_join(struct rt_bg *bg)
{
    __atomic_store_n(&bg->stop, 1, __ATOMIC_RELEASE);
    pthread_mutex_lock(&bg->mu);
    pthread_cond_broadcast(&bg->cv);
    pthread_mutex_unlock(&bg->mu);
    pthread_join(bg->thread, NULL);
}

/* At exit: no session may outlive the process with its lease taken. */
static void at_exit(void)
{
    pthread_mutex_lock(&reg_mu);
    for (struct rt_bg *bg = reg_head; bg; bg = bg->next)
        if (!bg->joined) {
            stop_and_join(bg);
            bg->joined = 1;
        }
    pthread_mutex_unlock(&reg_mu);
}

static void reg_init(void)
{
    atexit(at_exit);
}

static int stopping(struct rt_bg *bg)
{
    return __atomic_load_n(&bg->stop, __ATOMIC_ACQUIRE);
}

static void set_tuning(rt_entry *e, int v)
{
    pthread_mutex_lock(&e->mu);
    e->tuning = v;
    pthread_mutex_unlock(&e->mu);
}

/* A winner another process stored: swapped in; 1 if it was. */
static int take_winner(tt_ctx *ctx, rt_entry *e, cache_winner *w)
{
    kn_kernel *k;
    lw_sched s;
    if (!rt_winner_kernel(ctx, e->task, w, &k, &s))
        return 0;
    rt_entry_swap(e, k, &s, RT_KIND_CACHED, 0);
    return 1;
}

static void tune_entry(struct rt_bg *bg, kn_pool *pool, rt_entry *e)
{
    tt_ctx *ctx = bg->ctx;
    tune_opts o;
    rt_tune_opts(ctx, e->task, &o);
    o.cancel = &bg->stop;
    pthread_mutex_lock(&e->mu);
    lw_sched start = e->sched;
    int reused = e->kind == RT_KIND_REUSED;
    pthread_mutex_unlock(&e->mu);
    o.start = reused ? &start : NULL;
    tune_result r;
    char err[640];
    int st = tune_run(ctx->be, pool, e->task, &o, &r, err, sizeof err);
    if (st != TT_OK) {
        rt_log(ctx, LOG_WARN, "background tuning of %s failed: %s", e->task->def->name, err);
        return;
    }
    if (r.cancelled) {
        /* a partial session's best is no winner: the next process tunes */
        kn_kernel_free(r.kernel);
        return;
    }
    rt_entry tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.task = e->task;
    tmp.sched = r.best;
    tmp.kernel = r.kernel;
    rt_store_winner(ctx, &tmp, r.best_ms, r.best_gflops);
    rt_log(ctx, LOG_INFO, "tuned %s in the background: %d trials in %.2f s, %.1f GFLOP/s "
           "(default %.1f)", e->task->def->name, r.trials, r.tune_ms / 1000, r.best_gflops,
           r.default_gflops);
    rt_entry_swap(e, r.kernel, &r.best, RT_KIND_TUNED, r.tune_ms);
}

/* One queued entry: the lease, then tune, or take another's winner. */
static void session(struct rt_bg *bg, kn_pool *pool, rt_entry *e)
{
    tt_ctx *ctx = bg->ctx;
    char owner[256];
    cache_owner_default(owner, sizeof owner);
    int64_t ttl = rt_lease_ttl(ctx);
    double wait_end = tt_now_ms() + (ctx->env.budget_kind == RT_BUDGET_TIME
                                         ? ctx->env.budget_ms : (double)ttl);
    for (int attempt = 0; attempt < 3 && !stopping(bg); attempt++) {
        cache_lease lease = CACHE_LEASE_ACQUIRED;
        if (ctx->store &&
            cache_lease_try(ctx->store, e->task->key, ctx->hw, owner, ttl, &lease) != TT_OK)
            lease = CACHE_LEASE_ACQUIRED;   /* the cache failed: tune alone */
        if (lease == CACHE_LEASE_ACQUIRED) {
            tune_entry(bg, pool, e);
            if (ctx->store)
                cache_lease_release(ctx->store, e->task->key, ctx->hw, owner);
            return;
        }
        cache_winner w;
        memset(&w, 0, sizeof w);
        if (lease == CACHE_LEASE_DONE) {
            int found = 0;
            if (cache_winner_get(ctx->store, e->task->key, ctx->hw, &w, &found) == TT_OK &&
                found && take_winner(ctx, e, &w)) {
                cache_winner_clear(&w);
                return;
            }
            cache_winner_clear(&w);
            continue;
        }
        /* another process tunes it: wait in slices, so a stop is quick */
        cache_wait wr = CACHE_WAIT_TIMEOUT;
        while (!stopping(bg) && tt_now_ms() < wait_end) {
            double left = wait_end - tt_now_ms();
            cache_winner_wait(ctx->store, e->task->key, ctx->hw,
                              (int64_t)(left < 200 ? left + 1 : 200), &w, &wr);
            if (wr != CACHE_WAIT_TIMEOUT)
                break;
        }
        if (wr == CACHE_WAIT_FOUND) {
            int ok = take_winner(ctx, e, &w);
            cache_winner_clear(&w);
            if (ok)
                return;
        }
        cache_winner_clear(&w);
        if (wr == CACHE_WAIT_TIMEOUT)
            return;   /* the other tuner is slow: keep the kernel we have */
    }
}

static void *worker(void *arg)
{
    struct rt_bg *bg = arg;
    /* low priority: this thread and (inherited) its pool's threads */
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
    kn_pool *pool = kn_pool_new(bg->ctx->threads);
    for (;;) {
        pthread_mutex_lock(&bg->mu);
        while (!bg->head && !stopping(bg))
            pthread_cond_wait(&bg->cv, &bg->mu);
        bg_job *j = stopping(bg) ? NULL : bg->head;
        if (j) {
            bg->head = j->next;
            if (!bg->head)
                bg->tail = NULL;
        }
        pthread_mutex_unlock(&bg->mu);
        if (!j)
            break;
        if (j->t) {
            /* compiled here, then queued behind the others for tuning */
            rt_entry *e;
            char name[128], key[33];   /* copies: the call may free the Task */
            tt_snprintf(name, sizeof name, "%s", j->t->def->name);
            tt_snprintf(key, sizeof key, "%s", j->t->key);
            if (rt_resolve_own(bg->ctx, j->t, &j->defs, &e) != TT_OK)
                rt_log(bg->ctx, LOG_WARN, "cannot make the exact kernel of %s (task %s) in the "
                       "background: %s; its shape class keeps serving it", name, key,
                       rt_errmsg(bg->ctx));
        } else {
            if (pool)
                session(bg, pool, j->e);
            set_tuning(j->e, 0);
        }
        free(j);
    }
    /* stopped: what is left in the queue is not tuned */
    pthread_mutex_lock(&bg->mu);
    while (bg->head) {
        bg_job *j = bg->head;
        bg->head = j->next;
        if (j->t) {
            ir_task_free(j->t);
            ir_deflist_free(&j->defs);
        } else {
            set_tuning(j->e, 0);
        }
        free(j);
    }
    bg->tail = NULL;
    pthread_mutex_unlock(&bg->mu);
    kn_pool_free(pool);
    return NULL;
}

/* Queue job j (taken) on ctx's thread, started at the first job. */
static int enqueue(tt_ctx *ctx, bg_job *j)
{
    pthread_mutex_lock(&ctx->mu);
    struct rt_bg *bg = ctx->bg;
    if (!bg) {
        bg = calloc(1, sizeof *bg);
        if (!bg) {
            pthread_mutex_unlock(&ctx->mu);
            free(j);
            return rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
        }
        bg->ctx = ctx;
        pthread_mutex_init(&bg->mu, NULL);
        pthread_cond_init(&bg->cv, NULL);
        pthread_once(&reg_once, reg_init);
        if (pthread_create(&bg->thread, NULL, worker, bg) != 0) {
            pthread_mutex_unlock(&ctx->mu);
            pthread_mutex_destroy(&bg->mu);
            pthread_cond_destroy(&bg->cv);
            free(bg);
            free(j);
            return rt_fail(ctx, TT_ERR_RUNTIME, "cannot start the background tuning thread");
        }
        pthread_mutex_lock(&reg_mu);
        bg->next = reg_head;
        reg_head = bg;
        pthread_mutex_unlock(&reg_mu);
        ctx->bg = bg;
    }
    pthread_mutex_unlock(&ctx->mu);
    if (j->e)
        set_tuning(j->e, 1);
    pthread_mutex_lock(&bg->mu);
    if (bg->tail)
        bg->tail->next = j;
    else
        bg->head = j;
    bg->tail = j;
    pthread_cond_signal(&bg->cv);
    pthread_mutex_unlock(&bg->mu);
    return TT_OK;
}

int rt_bg_enqueue(tt_ctx *ctx, rt_entry *e)
{
    bg_job *j = calloc(1, sizeof *j);
    if (!j)
        return rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
    j->e = e;
    return enqueue(ctx, j);
}

int rt_bg_resolve(tt_ctx *ctx, ir_task *t)
{
    bg_job *j = calloc(1, sizeof *j);
    if (!j) {
        ir_task_free(t);
        return rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
    }
    j->t = rt_task_own(t, &j->defs);
    if (!j->t) {
        const char *key = t->key;
        int st = rt_fail(ctx, TT_ERR_INTERNAL, "the Task %s cannot be rebuilt from its "
                         "canonical text", key);
        ir_task_free(t);
        free(j);
        return st;
    }
    ir_task *own = j->t;
    ir_deflist defs = j->defs;
    int st = enqueue(ctx, j);   /* frees j on failure */
    if (st) {
        ir_task_free(own);
        ir_deflist_free(&defs);
    }
    return st;
}

void rt_bg_stop(tt_ctx *ctx)
{
    struct rt_bg *bg = ctx->bg;
    if (!bg)
        return;
    pthread_mutex_lock(&reg_mu);
    for (struct rt_bg **pp = &reg_head; *pp; pp = &(*pp)->next)
        if (*pp == bg) {
            *pp = bg->next;
            break;
        }
    int joined = bg->joined;
    pthread_mutex_unlock(&reg_mu);
    if (!joined)
        stop_and_join(bg);
    pthread_mutex_destroy(&bg->mu);
    pthread_cond_destroy(&bg->cv);
    free(bg);
    ctx->bg = NULL;
}

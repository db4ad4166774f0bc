/*
 * Obtaining the kernel of a Task met for the first time in this context:
 *
 *   1. the cache: a winner for (Task, hardware) -> its object code loaded
 *      without running LLVM (or, without usable object code, its config
 *      compiled); a winner whose config no longer parses or compiles is
 *      dropped (and the Task re-tuned);
 *   2. TT_REQUIRE_CACHED=1: a miss is an error;
 *   3. TT_TUNE_MODE=first-call with TT_TUNE_BUDGET off: the default
 *      schedule;
 *   4. TT_TUNE_MODE=background or off: the nearest winner of another
 *      shape, adapted (reuse.c), else the default -- compiled only; in
 *      background mode a session is queued (background.c) that tunes
 *      and swaps its winner in;
 *   5. else a lease on the Task in the cache (in the shared store when
 *      there is one: across machines): the holder tunes within the
 *      budget, starting from the reused config when there is one, and
 *      stores the winner, its object code and every measurement; a
 *      process that finds the lease held waits for the winner no longer
 *      than its budget, then runs the reused config or the default.
 *
 * Threads of this process that meet the same Task meanwhile wait on the
 * entry (dispatch.c): they would otherwise run the default on the very
 * cores the tuner is timing candidates on; the budget bounds their wait.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/runtime_internal.h"
#include "cache/cache.h"
#include "tune/tune.h"

/* ---- progress bar ------------------------------------------------------ */

typedef struct {
    const tt_ctx *ctx;
    const ir_task *t;
    int shown;
} bar_ctx;

void rt_progress_line(FILE *f, const char *name, const tune_progress *p)
{
    char budget[48];
    if (p->budget_trials > 0)
        tt_snprintf(budget, sizeof budget, "%d/%d trials", p->trials, p->budget_trials);
    else
        tt_snprintf(budget, sizeof budget, "%d trials  %.1f/%.1f s", p->trials,
                    p->elapsed_ms / 1000, p->budget_ms / 1000);
    double frac = p->budget_trials > 0 ? (double)p->trials / p->budget_trials
                  : p->budget_ms > 0   ? p->elapsed_ms / p->budget_ms
                                       : 1;
    if (p->done)
        frac = 1;
    if (frac > 1)
        frac = 1;
    char bar[21];
    int fill = (int)(frac * 20 + 0.5);
    for (int i = 0; i < 20; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[20] = 0;
    fprintf(f, "\r\033[Ktuning %-28.28s [%s] %s  best %.1f GFLOP/s  %.2fx default%s", name,
            bar, budget, p->best_gflops,
            p->default_gflops > 0 ? p->best_gflops / p->default_gflops : 1.0,
            p->done ? "\n" : "");
    fflush(f);
}

static void bar_cb(void *vctx, const tune_progress *p)
{
    bar_ctx *b = vctx;
    char name[96];
    tt_buf d = {0};
    tt_buf_printf(&d, "%s", b->t->def->name);
    for (int i = 0; i < b->t->def->ninputs && d.len < 60; i++) {
        tt_buf_putc(&d, i ? ',' : ' ');
        for (int k = 0; k < b->t->def->tensors[i].rank; k++)
            tt_buf_printf(&d, "%s%lld", k ? "x" : "", (long long)b->t->shape[i][k]);
    }
    tt_snprintf(name, sizeof name, "%s", d.s ? d.s : "");
    tt_buf_free(&d);
    rt_progress_line(stderr, name, p);
    b->shown = 1;
}

/* ---- the cache ----------------------------------------------------------- */

static void describe(tt_ctx *ctx, const ir_task *t)
{
    tt_buf d = {0};
    ir_task_describe(&d, t);
    cache_task_put(ctx->store, t->key, t->def->name, d.s ? d.s : "", t->canon);
    tt_buf_free(&d);
}

/* A cached winner's kernel: its object code loaded without running LLVM,
 * else its config compiled (and its object code stored for the next
 * process).  1 with *k and *sched, or 0: a config that no longer parses or
 * compiles is dropped. */
int rt_winner_kernel(tt_ctx *ctx, const ir_task *t, cache_winner *w, kn_kernel **k,
                     lw_sched *sched)
{
    char err[512];
    *k = NULL;
    if (lw_sched_parse(t, w->config, sched, err, sizeof err) != 0) {
        rt_log(ctx, LOG_WARN, "cached config of %s no longer parses (%s): dropped, re-tuning",
               t->def->name, err);
        cache_winner_drop(ctx->store, t->key, ctx->hw);
        return 0;
    }
    jit_sig sig;
    if (w->object && strcmp(w->codegen, TT_OBJECT_VERSION) == 0 &&
        kn_sig_unpack(w->sig, w->sig_len, w->object, w->object_len, t, &sig) == 0 &&
        kn_kernel_load(ctx->be, w->object, w->object_len, &sig, k, err, sizeof err) == TT_OK)
        return 1;
    if (w->object && strcmp(w->codegen, TT_OBJECT_VERSION) != 0)
        rt_log(ctx, LOG_INFO, "cached object code of %s is %s's, not %s's: compiling its config",
               t->def->name, w->codegen[0] ? w->codegen : "an unnamed codegen", TT_OBJECT_VERSION);
    else if (w->object)
        rt_log(ctx, LOG_DEBUG, "cached object code of %s not usable; compiling its config",
               t->def->name);
    if (kn_kernel_compile(ctx->be, t, sched, k, err, sizeof err) != TT_OK) {
        rt_log(ctx, LOG_WARN, "cached config of %s no longer compiles (%s): dropped, "
               "re-tuning", t->def->name, err);
        cache_winner_drop(ctx->store, t->key, ctx->hw);
        *k = NULL;
        return 0;
    }
    /* store the object code so that the next process skips LLVM */
    const void *obj;
    size_t len;
    if (ctx->be->object && ctx->be->object((*k)->k, &obj, &len) == TT_OK && w->layer == 0) {
        size_t sl;
        void *sb = kn_sig_pack(&(*k)->sig, obj, len, &sl);
        if (sb) {
            cache_winner nw = *w;
            nw.object = (void *)obj;
            nw.object_len = len;
            nw.sig = sb;
            nw.sig_len = sl;
            tt_snprintf(nw.codegen, sizeof nw.codegen, "%s", TT_OBJECT_VERSION);
            cache_winner_put(ctx->store, &nw, NULL);
            free(sb);
        }
    }
    return 1;
}

/* Use a cached winner; 1 if the entry now has a kernel. */
static int from_winner(tt_ctx *ctx, rt_entry *e, cache_winner *w)
{
    if (!rt_winner_kernel(ctx, e->task, w, &e->kernel, &e->sched))
        return 0;
    e->cache_hit = 1;
    e->kind = RT_KIND_CACHED;
    return 1;
}

static int lookup(tt_ctx *ctx, rt_entry *e)
{
    if (!ctx->store)
        return 0;
    cache_winner w;
    memset(&w, 0, sizeof w);
    int found = 0;
    if (cache_winner_get(ctx->store, e->task->key, ctx->hw, &w, &found) != TT_OK || !found)
        return 0;
    int ok = from_winner(ctx, e, &w);
    cache_winner_clear(&w);
    return ok;
}

void rt_store_winner(tt_ctx *ctx, rt_entry *e, double best_ms, double best_gflops)
{
    if (!ctx->store)
        return;
    tt_buf cfg = {0};
    lw_sched_print(&cfg, e->task, &e->sched);
    cache_winner w;
    memset(&w, 0, sizeof w);
    tt_snprintf(w.task, sizeof w.task, "%s", e->task->key);
    tt_snprintf(w.hw, sizeof w.hw, "%s", ctx->hw);
    w.config = cfg.s;
    w.time_ms = best_ms;
    w.gflops = best_gflops;
    tt_snprintf(w.codegen, sizeof w.codegen, "%s", TT_OBJECT_VERSION);
    const void *obj = NULL;
    size_t len = 0;
    void *sb = NULL;
    if (ctx->be->object && ctx->be->object(e->kernel->k, &obj, &len) == TT_OK) {
        size_t sl;
        sb = kn_sig_pack(&e->kernel->sig, obj, len, &sl);
        if (sb) {
            w.object = (void *)obj;
            w.object_len = len;
            w.sig = sb;
            w.sig_len = sl;
        }
    }
    describe(ctx, e->task);
    if (cache_winner_put(ctx->store, &w, NULL) != TT_OK)
        rt_log(ctx, LOG_WARN, "could not store the winner of %s: %s", e->task->def->name,
               cache_errmsg());
    free(sb);
    tt_buf_free(&cfg);
}

static int compile_default(tt_ctx *ctx, rt_entry *e)
{
    lw_sched_first(e->task, &e->sched);
    e->kind = RT_KIND_DEFAULT;
    return kn_kernel_compile(ctx->be, e->task, &e->sched, &e->kernel, e->err, sizeof e->err);
}

/* The nearest winner's config adapted (reuse.c), else the default. */
static int compile_start(tt_ctx *ctx, rt_entry *e, const lw_sched *start, const char *from)
{
    if (start) {
        char err[512];
        if (kn_kernel_compile(ctx->be, e->task, start, &e->kernel, err, sizeof err) == TT_OK) {
            e->sched = *start;
            e->kind = RT_KIND_REUSED;
            tt_snprintf(e->reused_from, sizeof e->reused_from, "%s", from);
            return TT_OK;
        }
        rt_log(ctx, LOG_WARN, "the config of %s reused from task %s does not compile (%s); "
               "using the default", e->task->def->name, from, err);
        e->kernel = NULL;
    }
    return compile_default(ctx, e);
}

void rt_tune_opts(tt_ctx *ctx, const ir_task *t, tune_opts *o)
{
    (void)t;
    memset(o, 0, sizeof *o);
    o->budget.kind = ctx->env.budget_kind == RT_BUDGET_TIME     ? TUNE_BUDGET_TIME
                     : ctx->env.budget_kind == RT_BUDGET_TRIALS ? TUNE_BUDGET_TRIALS
                                                                : TUNE_BUDGET_NONE;
    o->budget.ms = ctx->env.budget_ms;
    o->budget.trials = ctx->env.budget_trials;
    o->kind = TS_XGB;
    o->seed = 1;
    o->store = ctx->store;
    o->hw = ctx->hw;
    o->transfer = 1;
    char perr[300];
    ir_target host;
    jit_llvm_target(&host);
    o->predictor = tune_predictor(ctx->env.predictor, jit_llvm_model_cpu(), host.vector_bits, perr,
                                  sizeof perr);
    if (!o->predictor && perr[0])
        rt_log(ctx, LOG_WARN, "%s; tuning without it", perr);
}

/* the lease outlives an honest session (the budget bounds it) by a margin;
   a killed tuner blocks the others for at most this long */
int64_t rt_lease_ttl(const tt_ctx *ctx)
{
    return ctx->env.budget_kind == RT_BUDGET_TIME ? (int64_t)(ctx->env.budget_ms * 1.25) + 2000
                                                  : 120000;
}

static int tune(tt_ctx *ctx, rt_entry *e, const lw_sched *start)
{
    tune_opts o;
    rt_tune_opts(ctx, e->task, &o);
    o.start = start;
    bar_ctx bc = {ctx, e->task, 0};
    if (ctx->env.log >= LOG_INFO) {
        o.progress = bar_cb;
        o.progress_ctx = &bc;
    }
    tune_result r;
    int st = tune_run(ctx->be, ctx->pool, e->task, &o, &r, e->err, sizeof e->err);
    if (st != TT_OK)
        return st;
    e->sched = r.best;
    e->kernel = r.kernel;
    e->tune_ms = r.tune_ms;
    e->kind = RT_KIND_TUNED;
    rt_log(ctx, LOG_INFO, "tuned %s: %d trials in %.2f s, %.1f GFLOP/s (default %.1f)",
           e->task->def->name, r.trials, r.tune_ms / 1000, r.best_gflops, r.default_gflops);
    rt_store_winner(ctx, e, r.best_ms, r.best_gflops);
    return TT_OK;
}

int rt_obtain(tt_ctx *ctx, rt_entry *e)
{
    if (lookup(ctx, e))
        return TT_OK;
    if (ctx->env.require_cached) {
        tt_snprintf(e->err, sizeof e->err,
                    "%s (task %s) is not in the cache and TT_REQUIRE_CACHED=1 forbids tuning; "
                    "warm the cache with 'tt warm'", e->task->def->name, e->task->key);
        return TT_ERR_NOT_CACHED;
    }
    int mode = ctx->env.tune_mode;
    if (mode == RT_MODE_FIRST_CALL && ctx->env.budget_kind == RT_BUDGET_NONE)
        return compile_default(ctx, e);
    lw_sched start;
    char from[33] = "";
    int reused = rt_reuse(ctx, e, &start, from, sizeof from);
    if (mode != RT_MODE_FIRST_CALL) {
        /* compile only; in background mode a session tunes later */
        int st = compile_start(ctx, e, reused ? &start : NULL, from);
        if (st == TT_OK && mode == RT_MODE_BACKGROUND && ctx->env.budget_kind != RT_BUDGET_NONE &&
            rt_bg_enqueue(ctx, e) != TT_OK)
            rt_log(ctx, LOG_WARN, "cannot start background tuning of %s: %s; it keeps its "
                   "%s kernel", e->task->def->name, rt_errmsg(ctx), rt_kind_name[e->kind]);
        return st;
    }
    char owner[256];
    cache_owner_default(owner, sizeof owner);
    int64_t ttl = rt_lease_ttl(ctx);
    /* a first call that waits for another process's tuner waits no longer
       than its own budget would have let it tune, then runs the default */
    double wait_end = tt_now_ms() + (ctx->env.budget_kind == RT_BUDGET_TIME
                                         ? ctx->env.budget_ms : (double)ttl);
    for (int attempt = 0; attempt < 3; attempt++) {
        cache_lease lease = CACHE_LEASE_ACQUIRED;
        if (ctx->store &&
            cache_lease_try(ctx->store, e->task->key, ctx->hw, owner, ttl, &lease) != TT_OK)
            lease = CACHE_LEASE_ACQUIRED;   /* the cache failed: tune alone */
        if (lease == CACHE_LEASE_DONE) {
            if (lookup(ctx, e))
                return TT_OK;
            continue;
        }
        if (lease == CACHE_LEASE_ACQUIRED) {
            int st = tune(ctx, e, reused ? &start : NULL);
            if (ctx->store)
                cache_lease_release(ctx->store, e->task->key, ctx->hw, owner);
            return st;
        }
        /* another process tunes this Task: wait for its winner */
        rt_log(ctx, LOG_INFO, "%s is being tuned by another process; waiting",
               e->task->def->name);
        cache_winner w;
        memset(&w, 0, sizeof w);
        cache_wait wr = CACHE_WAIT_TIMEOUT;
        double left = wait_end - tt_now_ms();
        if (left >= 1)
            cache_winner_wait(ctx->store, e->task->key, ctx->hw, (int64_t)left, &w, &wr);
        if (wr == CACHE_WAIT_FOUND) {
            int ok = from_winner(ctx, e, &w);
            cache_winner_clear(&w);
            if (ok)
                return TT_OK;
        }
        cache_winner_clear(&w);
        if (wr == CACHE_WAIT_TIMEOUT)
            break;   /* the other tuner is slow: run the default */
        /* NO_LEASE: the tuner died or gave up; try the lease again */
    }
    return compile_start(ctx, e, reused ? &start : NULL, from);
}

/*
 * Contexts and errors.
 *
 * A context opens its target's backend (the LLVM JIT for the host CPU, and
 * an OpenCL device when TT_TARGET asks for one), keeps the target that
 * backend describes (every Task it binds carries a copy), a thread pool,
 * its cache and the dispatch table.  It lives until it and all its operators
 * are freed (rt_ctx_ref / rt_ctx_unref).
 *
 * Errors: a status and a sentence, kept on the context (tt_errmsg) and in
 * the calling thread (tt_errmsg(NULL), for calls without a context).
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"

static _Thread_local char tl_err[1024];
static _Thread_local char tl_copy[1024];
static _Thread_local int tl_status;

/* ---- errors and logging ------------------------------------------------ */

int rt_fail(tt_ctx *ctx, int st, const char *fmt, ...)
{
    char m[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    if (ctx) {
        pthread_mutex_lock(&ctx->err_mu);
        tt_snprintf(ctx->err, sizeof ctx->err, "%s", m);
        pthread_mutex_unlock(&ctx->err_mu);
    }
    tt_snprintf(tl_err, sizeof tl_err, "%s", m);
    tl_status = st;
    return st;
}

int rt_errstatus(void)
{
    return tl_status;
}

const char *rt_errmsg(const tt_ctx *ctx)
{
    if (!ctx)
        return tl_err;
    tt_ctx *c = (tt_ctx *)ctx;
    pthread_mutex_lock(&c->err_mu);
    tt_snprintf(tl_copy, sizeof tl_copy, "%s", c->err);
    pthread_mutex_unlock(&c->err_mu);
    return tl_copy;
}

void rt_log(const tt_ctx *ctx, int level, const char *fmt, ...)
{
    if (ctx && level > ctx->env.log)
        return;
    static const char *const lv[] = {"error", "warning", "info", "debug"};
    char m[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    fprintf(stderr, "tt: %s: %s\n", lv[level < 0 ? 0 : level > 3 ? 3 : level], m);
}

/* ---- life cycle --------------------------------------------------------- */

/* Open the backends env.target names: the CPU's always (the host functions
 * and the cache's hardware key need it), an OpenCL device's on request. */
static int open_backends(tt_ctx *ctx, char *msg, size_t n)
{
    int st = kn_llvm_open(&ctx->cpu, msg, n);
    if (st != TT_OK) {
        char m[1024];
        tt_snprintf(m, sizeof m, "cannot start the LLVM JIT: %s", msg);
        tt_snprintf(msg, n, "%s", m);
        return st;
    }
    ctx->be = ctx->cpu;
    ir_target want;
    ir_target_init(&want, ctx->env.target);
    if (want.kind == IR_TARGET_OPENCL) {
        char m[1024];
        st = jit_opencl_open(ctx->env.target, &ctx->gpu, m, sizeof m);
        if (st != TT_OK) {
            tt_snprintf(msg, n, "TT_TARGET=%s: %s", ctx->env.target, m);
            ctx->cpu->destroy(ctx->cpu);
            return st;
        }
        ctx->be = ctx->gpu;
    }
    ctx->target = ctx->be->target;
    return TT_OK;
}

tt_ctx *rt_ctx_new(const char *options)
{
    tt_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx) {
        rt_fail(NULL, TT_ERR_NOMEM, "out of memory");
        return NULL;
    }
    char msg[1024];
    if (rt_env_load(&ctx->env, options, msg, sizeof msg) != TT_OK) {
        rt_fail(NULL, TT_ERR_ENV, "%s", msg);
        free(ctx);
        return NULL;
    }
    int st = open_backends(ctx, msg, sizeof msg);
    if (st != TT_OK) {
        rt_fail(NULL, st, "%s", msg);
        free(ctx);
        return NULL;
    }
    ctx->pool = kn_pool_new(ctx->env.threads);
    if (!ctx->pool) {
        rt_fail(NULL, TT_ERR_NOMEM, "out of memory (thread pool)");
        if (ctx->gpu)
            ctx->gpu->destroy(ctx->gpu);
        ctx->cpu->destroy(ctx->cpu);
        free(ctx);
        return NULL;
    }
    /* an OpenCL kernel runs on the device: its Tasks say one host thread */
    ctx->threads = ctx->target.kind == IR_TARGET_OPENCL ? 1 : kn_pool_threads(ctx->pool);
    pthread_mutex_init(&ctx->mu, NULL);
    pthread_mutex_init(&ctx->err_mu, NULL);
    ctx->refs = 1;
    rt_ctx_open_store(ctx);
    return ctx;
}

static void ctx_destroy(tt_ctx *ctx)
{
    /* first: the background tuner uses the entries, the store, the JIT */
    rt_bg_stop(ctx);
    for (int b = 0; b < RT_TABLE_SIZE; b++) {
        rt_entry *e = ctx->table[b];
        while (e) {
            rt_entry *next = e->next;
            rt_entry_free(e);
            e = next;
        }
    }
    rt_ctx_close_store(ctx);
    kn_pool_free(ctx->pool);
    if (ctx->gpu)
        ctx->gpu->destroy(ctx->gpu);
    ctx->cpu->destroy(ctx->cpu);
    pthread_mutex_destroy(&ctx->mu);
    pthread_mutex_destroy(&ctx->err_mu);
    free(ctx);
}

void rt_ctx_ref(tt_ctx *ctx)
{
    pthread_mutex_lock(&ctx->mu);
    ctx->refs++;
    pthread_mutex_unlock(&ctx->mu);
}

void rt_ctx_unref(tt_ctx *ctx)
{
    pthread_mutex_lock(&ctx->mu);
    int last = --ctx->refs == 0;
    pthread_mutex_unlock(&ctx->mu);
    if (last)
        ctx_destroy(ctx);
}

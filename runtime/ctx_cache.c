/*
 * The context's cache: the writable TT_CACHE_DIR, the read-only layers in
 * TT_CACHE_PATH, and the hardware key every winner and record is filed
 * under (the CPU, LLVM's host CPU name and features, LLVM's version and
 * tt's codegen version -- docs/CACHE.md).
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"
#include "cache/cache.h"

static void log_cb(void *vctx, int level, const char *msg)
{
    const tt_ctx *ctx = vctx;
    int lv = level == CACHE_LOG_ERROR ? LOG_ERROR
             : level == CACHE_LOG_WARN ? LOG_WARN
             : level == CACHE_LOG_INFO ? LOG_INFO
                                       : LOG_DEBUG;
    rt_log(ctx, lv, "cache: %s", msg);
}

void rt_ctx_open_store(tt_ctx *ctx)
{
    char fp[8192];
    const char *fpb = ctx->be ? ctx->be->fingerprint(ctx->be) : "";
    cache_fingerprint(fp, sizeof fp, jit_llvm_host_cpu(), jit_llvm_host_features(),
                      jit_llvm_version(), TT_CODEGEN_VERSION);
    /* a non-CPU target adds its own description (device, driver) */
    if (ctx->be && ctx->be != ctx->cpu) {
        size_t l = strlen(fp);
        tt_snprintf(fp + l, sizeof fp - l, "target: %s\n", fpb);
    }
    ctx->fingerprint = tt_strdup(fp);
    cache_hw_key(fp, ctx->hw);
    /* tests only: several "machines" of different hardware on one host */
    if (ctx->env.hw_override[0])
        tt_snprintf(ctx->hw, sizeof ctx->hw, "%s", ctx->env.hw_override);
    ctx->store = cache_open(ctx->env.cache_dir, ctx->env.cache_path, log_cb, ctx);
    /* the URL was checked with the environment: attaching cannot fail
       short of memory, and it does not connect (a hit never does) */
    if (ctx->store && ctx->env.cache_url[0] &&
        cache_attach_url(ctx->store, ctx->env.cache_url) != TT_OK)
        rt_log(ctx, LOG_WARN, "%s; running without the shared store", cache_errmsg());
    if (ctx->store)
        cache_hw_put(ctx->store, ctx->hw, fp);
}

void rt_ctx_close_store(tt_ctx *ctx)
{
    cache_close(ctx->store);
    ctx->store = NULL;
    free(ctx->fingerprint);
    ctx->fingerprint = NULL;
}

void rt_list_targets(tt_buf *b, int json)
{
    ir_target t;
    jit_llvm_target(&t);
    if (json)
        tt_buf_printf(b,
                      "[{\"name\": \"cpu\", \"device\": \"%s\", \"vector_bits\": %d, "
                      "\"fma_rate\": %d}",
                      jit_llvm_host_cpu(), t.vector_bits, t.fma_rate);
    else
        tt_buf_printf(b, "  cpu           %s (LLVM host CPU), %d-bit vectors%s\n",
                      jit_llvm_host_cpu(), t.vector_bits,
                      t.vector_bits < 512 ? ""
                      : t.fma_rate >= 2  ? ", 2 full-width FMAs a cycle (measured)"
                                         : ", 1 full-width FMA a cycle (measured)");
    if (jit_opencl_list(b, json) == 0 && !json)
        tt_buf_puts(b, "  opencl        no OpenCL platform or device\n");
    if (json)
        tt_buf_putc(b, ']');
}

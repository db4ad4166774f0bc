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
    ctx->store = cache_open(ctx->env.cache_dir, ctx->env.cache_path, log_cb, ctx);
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

/* The signature blob stored beside object code: a magic, the signature,
 * and a 128-bit hash of the object bytes, so that a truncated or damaged
 * object is refused rather than linked. */
#define SIG_MAGIC "TTSIG3\n"

void *rt_sig_pack(const jit_sig *sig, const void *obj, size_t objlen, size_t *len)
{
    size_t m = sizeof SIG_MAGIC - 1;
    unsigned char *b = malloc(m + sizeof *sig + 16);
    if (!b)
        return NULL;
    memcpy(b, SIG_MAGIC, m);
    memcpy(b + m, sig, sizeof *sig);
    ir_hash128(obj, objlen, b + m + sizeof *sig);
    *len = m + sizeof *sig + 16;
    return b;
}

int rt_sig_unpack(const void *blob, size_t len, const void *obj, size_t objlen,
                  const ir_task *t, jit_sig *sig)
{
    size_t m = sizeof SIG_MAGIC - 1;
    if (!blob || !obj || len != m + sizeof *sig + 16 || memcmp(blob, SIG_MAGIC, m) != 0)
        return -1;
    memcpy(sig, (const char *)blob + m, sizeof *sig);
    uint8_t h[16];
    ir_hash128(obj, objlen, h);
    if (memcmp(h, (const char *)blob + m + sizeof *sig, 16) != 0)
        return -1;
    /* the parameters must be those of this Task: inputs, outputs, workspace */
    const ir_def *d = t->def;
    int nio = d->ninputs + d->noutputs;
    if (sig->nparams < nio || sig->nparams > 64)
        return -1;
    int flags = 0, kept = 0;
    for (int i = 0; i < sig->nparams; i++) {
        int want = i < d->ninputs ? LB_INPUT : i < nio ? LB_OUTPUT : LB_LOCAL;
        if (i >= nio && sig->kind[i] == LB_KEPT) {
            /* a kept pack of an input this Task declares constant */
            if (sig->src[i] < 0 || sig->src[i] >= d->ninputs || sig->src[i] >= 64 ||
                !(t->constmask >> sig->src[i] & 1))
                return -1;
            want = LB_KEPT;
            kept++;
        } else if (i >= nio && sig->kind[i] == LB_FLAG) {
            if (sig->bytes[i] != 4 || flags++)
                return -1;
            want = LB_FLAG;
        }
        if (sig->kind[i] != want || sig->bytes[i] < 0 || sig->bytes[i] > ((int64_t)1 << 44))
            return -1;
        if (i < nio && sig->bytes[i] != ir_tensor_span(t, i) * ir_dtype_size(d->tensors[i].dtype))
            return -1;
    }
    if ((kept > 0) != (flags > 0))
        return -1;   /* kept packs come with their entry flag */
    return 0;
}

void rt_list_targets(tt_buf *b, int json)
{
    if (json)
        tt_buf_printf(b, "[{\"name\": \"cpu\", \"device\": \"%s\"}", jit_llvm_host_cpu());
    else
        tt_buf_printf(b, "  cpu           %s (LLVM host CPU)\n", jit_llvm_host_cpu());
    if (jit_opencl_list(b, json) == 0 && !json)
        tt_buf_puts(b, "  opencl        no OpenCL platform or device\n");
    if (json)
        tt_buf_putc(b, ']');
}

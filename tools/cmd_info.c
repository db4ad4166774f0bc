/*
 * tt info [--json]: the hardware fingerprint and its key, the targets, the
 * versions, the threads, the predictor and the cache (path, mode, layers,
 * contents).
 */
#include <sqlite3.h>
#include <string.h>
#include <xgboost/c_api.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "tools/tool.h"

static const char *mode_name(int m)
{
    return m == CACHE_RW ? "read-write" : m == CACHE_RO ? "read-only" : "off";
}

int cmd_info(int argc, char **argv)
{
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            puts("usage: tt info [--json]\n\nThe hardware fingerprint, targets, versions, "
                 "threads, predictor and cache.");
            return EXIT_PASS;
        } else {
            return tool_usage_error("info", "unknown argument '%s'", argv[i]);
        }
    }
    tt_ctx *ctx = tt_ctx_new(NULL);
    if (!ctx) {
        fprintf(stderr, "tt info: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    int xmaj = 0, xmin = 0, xpat = 0;
    XGBoostVersion(&xmaj, &xmin, &xpat);
    char xgb[32];
    tt_snprintf(xgb, sizeof xgb, "%d.%d.%d", xmaj, xmin, xpat);
    cache_stats cs;
    memset(&cs, 0, sizeof cs);
    if (ctx->store)
        cache_stats_get(ctx->store, &cs);
    tt_buf targets = {0};
    rt_list_targets(&targets, json);
    /* which predictor a session starts from: TT_PREDICTOR's file, none, or
     * the built-in model of this CPU or the default one */
    const char *pspec = ctx->env.predictor, *cpu = jit_llvm_model_cpu();
    ir_target host;
    jit_llvm_target(&host);
    const char *phost = tune_predictor_is_builtin(pspec)
                            ? tune_predictor_builtin_host(cpu, host.vector_bits)
                            : NULL;
    char pred[640];
    if (strcmp(pspec, "off") == 0)
        tt_snprintf(pred, sizeof pred, "off (TT_PREDICTOR=off)");
    else if (!tune_predictor_is_builtin(pspec))
        tt_snprintf(pred, sizeof pred, "%s (TT_PREDICTOR)", pspec);
    else if (!phost)
        tt_snprintf(pred, sizeof pred, "none (this build has no built-in model)");
    else
        tt_snprintf(pred, sizeof pred, "built-in, trained on %s (%s)", phost,
                    strcmp(phost, cpu) == 0            ? "this CPU"
                    : tune_predictor_host_in(phost, cpu) ? "this CPU among others"
                                                       : "other CPUs than this one");
    if (json) {
        tt_buf j = {0};
        tt_buf_printf(&j, "{\"version\": \"%s\", \"llvm\": \"%s\", \"xgboost\": \"%s\", "
                      "\"sqlite\": \"%s\", \"codegen\": \"%s\", \"object_code\": \"%s\"",
                      tt_version(), jit_llvm_version(), xgb, sqlite3_libversion(),
                      TT_CODEGEN_VERSION, TT_OBJECT_VERSION);
        tt_buf_printf(&j, ", \"hw_key\": \"%s\", \"fingerprint\": ", ctx->hw);
        tt_buf_json_str(&j, ctx->fingerprint ? ctx->fingerprint : "");
        tt_buf_printf(&j, ", \"target\": \"%s\", \"threads\": %d, \"targets\": %s",
                      ctx->env.target, ctx->threads, targets.s ? targets.s : "[]");
        tt_buf_puts(&j, ", \"predictor\": ");
        tt_buf_json_str(&j, pred);
        tt_buf_puts(&j, ", \"predictor_trained_on\": ");
        tt_buf_json_str(&j, phost ? phost : "");
        tt_buf_puts(&j, ", \"cache\": {\"dir\": ");
        tt_buf_json_str(&j, ctx->env.cache_dir);
        tt_buf_puts(&j, ", \"file\": ");
        tt_buf_json_str(&j, ctx->store ? cache_store_path(ctx->store) : "");
        tt_buf_puts(&j, ", \"layers\": ");
        tt_buf_json_str(&j, ctx->env.cache_path);
        tt_buf_printf(&j, ", \"mode\": \"%s\", \"winners\": %lld, \"measurements\": %lld, "
                      "\"tasks\": %lld, \"bytes\": %lld}}\n",
                      mode_name(cs.mode), (long long)cs.winners, (long long)cs.measurements,
                      (long long)cs.tasks, (long long)cs.file_bytes);
        fputs(j.s, stdout);
        tt_buf_free(&j);
    } else {
        printf("tt %s  (LLVM %s, XGBoost %s, SQLite %s, %s, object code %s)\n", tt_version(),
               jit_llvm_version(), xgb, sqlite3_libversion(), TT_CODEGEN_VERSION,
               TT_OBJECT_VERSION);
        printf("hardware key  %s\n", ctx->hw);
        const char *p = ctx->fingerprint ? ctx->fingerprint : "";
        while (*p) {
            const char *e = strchr(p, '\n');
            int len = e ? (int)(e - p) : (int)strlen(p);
            if (len > 110)
                printf("  %.107s...\n", p);
            else
                printf("  %.*s\n", len, p);
            p += len + (e ? 1 : 0);
        }
        printf("target        %s, %d thread%s\n", ctx->env.target, ctx->threads,
               ctx->threads == 1 ? "" : "s");
        printf("targets\n%s", targets.s ? targets.s : "");
        printf("predictor     %s\n", pred);
        printf("cache         %s (%s)\n", ctx->store ? cache_store_path(ctx->store) : "",
               mode_name(cs.mode));
        if (ctx->env.cache_path[0])
            printf("layers        %s\n", ctx->env.cache_path);
        printf("              %lld winners, %lld measurements, %lld tasks, %.1f MB\n",
               (long long)cs.winners, (long long)cs.measurements, (long long)cs.tasks,
               (double)cs.file_bytes / 1e6);
        if (ctx->env.cache_url[0])   /* not connected here: `tt cache verify` checks it */
            printf("shared store  %s (TT_CACHE_URL)\n", cache_shared_name(ctx->store));
    }
    tt_buf_free(&targets);
    tt_ctx_free(ctx);
    return EXIT_PASS;
}

/*
 * tt tune OP --shape NAME=DxD... [--budget B] [--tuner xgb|random|ga|twophase|oneshot|ebs]
 *         [--seed S] [--threads N] [--force] [--no-transfer] [--predictor on|off]
 *         [--trace FILE] [--verbose] [--json]
 *
 * Tune one Task (a cache hit is reported and kept unless --force), with a
 * progress bar on a terminal, store the winner and every measurement in
 * the cache, and print the result.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "tools/tool.h"

static const char *usage =
    "usage: tt tune OP --shape NAME=DxD... [--budget B]\n"
    "               [--tuner xgb|random|ga|twophase|oneshot|ebs] [--seed S] [--threads N]\n"
    "               [--attr K=V] [--constant NAME] [--force] [--no-transfer]\n"
    "               [--predictor on|off] [--trace FILE] [--verbose] [--json]\n"
    "\n"
    "Tune OP at these shapes and keep the winner in the cache.\n"
    "  --budget B     a time (500ms, 30s, 2m) or a trial count (64trials);\n"
    "                 default: TT_TUNE_BUDGET\n"
    "  --tuner T      xgb (cost model + simulated annealing, the default), random,\n"
    "                 ga (genetic), twophase (AKG's sampler), oneshot (measure only\n"
    "                 the pre-trained predictor's top-k of a ranked sample, in its\n"
    "                 order, at most two of one register tile before every other\n"
    "                 tile's best two; no model training; k = the budget's trials),\n"
    "                 ebs (training data for the predictor: its picks, then\n"
    "                 exploration around the best measured and uniform samples)\n"
    "  --constant N   declare input N constant: its packs may be kept (another\n"
    "                 Task than without, with its own cache entry)\n"
    "  --force        tune even if the cache has a winner\n"
    "  --no-transfer  do not start the model from other Tasks' records\n"
    "  --predictor P  on (default): xgb starts from the pre-trained predictor,\n"
    "                 ebs measures its picks first;\n"
    "                 off: from nothing (TT_PREDICTOR=off does the same)\n"
    "  --trace FILE   one CSV line per measured candidate: trial, elapsed_s,\n"
    "                 status, compile_ms, run_ms, gflops, cut, config\n"
    "  --verbose      print every measured configuration\n"
    "  --json         one JSON object on stdout\n";

typedef struct {
    int tty;
    const char *name;
    int verbose;
    FILE *trace;
    int trials;
    double t0, flops;
} bar;

static void on_progress(void *ctx, const tune_progress *p)
{
    bar *b = ctx;
    if (b->tty)
        rt_progress_line(stderr, b->name, p);
}

static void on_trial(void *ctx, const char *config, const tune_meas *m)
{
    bar *b = ctx;
    b->trials++;
    if (b->trace) {
        double gf = m->error == ME_OK && m->ms > 0 ? b->flops / (m->ms * 1e6) : 0;
        fprintf(b->trace, "%d,%.3f,%s,%.2f,%.6f,%.3f,%d,\"%s\"\n", b->trials,
                (tt_now_ms() - b->t0) / 1000, m->error ? tune_err_name[m->error] : "ok",
                m->compile_ms, m->error == ME_OK ? m->ms : 0, gf, m->cut, config);
        fflush(b->trace);
    }
    if (!b->verbose)
        return;
    fprintf(stderr, "\r\033[K  %-14s compile %6.1f ms  run %9.4f ms%s  %s\n",
            m->error ? tune_err_name[m->error] : "ok", m->compile_ms, m->ms,
            m->cut ? " (cut)" : "     ", config);
}

int cmd_tune(int argc, char **argv)
{
    tool_task_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    const char *opname = NULL, *budget = NULL, *tuner = "xgb";
    int force = 0, transfer = 1, verbose = 0, predictor = 1;
    const char *trace = NULL;
    for (int i = 1; i < argc; i++) {
        int r = tool_task_opt(argc, argv, &i, &o);
        if (r < 0)
            return EXIT_USAGE;
        if (r > 0)
            continue;
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage, stdout);
            return EXIT_PASS;
        } else if (strcmp(a, "--budget") == 0 && i + 1 < argc) {
            budget = argv[++i];
        } else if (strcmp(a, "--tuner") == 0 && i + 1 < argc) {
            tuner = argv[++i];
        } else if (strcmp(a, "--force") == 0) {
            force = 1;
        } else if (strcmp(a, "--no-transfer") == 0) {
            transfer = 0;
        } else if (strcmp(a, "--predictor") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            if (strcmp(v, "on") == 0)
                predictor = 1;
            else if (strcmp(v, "off") == 0)
                predictor = 0;
            else
                return tool_usage_error("tune", "--predictor must be on or off, not '%s'", v);
        } else if (strcmp(a, "--trace") == 0 && i + 1 < argc) {
            trace = argv[++i];
        } else if (strcmp(a, "--verbose") == 0 || strcmp(a, "-v") == 0) {
            verbose = 1;
        } else if (a[0] == '-') {
            static const char *const val[] = {"--budget", "--tuner", "--trace", "--predictor",
                                              NULL};
            int rc = tool_missing_value("tune", a, val);
            return rc ? rc
                      : tool_usage_error("tune", "unknown option '%s' (see tt tune --help)", a);
        } else if (!opname) {
            opname = a;
        } else {
            return tool_usage_error("tune", "unexpected argument '%s'", a);
        }
    }
    if (!opname)
        return tool_usage_error("tune", "no operator given (see tt tune --help)");
    int kind = tune_search_kind(tuner);
    if (kind < 0)
        return tool_usage_error(
            "tune", "--tuner must be xgb, random, ga, twophase, oneshot or ebs, not '%s'", tuner);
    if (kind == TS_ONESHOT && !predictor)
        return tool_usage_error("tune", "--tuner oneshot ranks with the predictor: it cannot "
                                "run with --predictor off");
    char opts[512] = "";
    if (budget)
        tt_snprintf(opts, sizeof opts, "budget=%s", budget);
    if (o.threads) {
        size_t l = strlen(opts);
        tt_snprintf(opts + l, sizeof opts - l, "%sthreads=%d", l ? "," : "", o.threads);
    }
    tt_ctx *ctx = tt_ctx_new(opts[0] ? opts : NULL);
    if (!ctx) {
        fprintf(stderr, "tt tune: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    char err[1024];
    tool_op op;
    if (tool_load_op(opname, &op, err, sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt tune: %s\n", err);
        tool_op_free(&op);
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    ir_task *t;
    if (tool_bind(&op, &o, &ctx->target, ctx->threads, &t, err, sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt tune: %s\n", err);
        tool_op_free(&op);
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    if (ctx->env.budget_kind == RT_BUDGET_NONE) {
        fprintf(stderr, "tt tune: the budget is 0/off; give --budget (e.g. --budget 30s)\n");
        ir_task_free(t);
        tool_op_free(&op);
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    /* the trace file is opened first: a bad path is an error even when the
       cache answers (then the trace has its header and no trials) */
    FILE *tracef = NULL;
    if (trace) {
        tracef = fopen(trace, "w");
        if (!tracef) {
            fprintf(stderr, "tt tune: --trace %s: %s\n", trace, strerror(errno));
            ir_task_free(t);
            tool_op_free(&op);
            tt_ctx_free(ctx);
            return EXIT_USAGE;
        }
        fputs("trial,elapsed_s,status,compile_ms,run_ms,gflops,cut,config\n", tracef);
    }
    int rc = EXIT_PASS;
    tt_buf d = {0};
    tool_describe_task(&d, t);
    tt_buf name = {0};
    tt_buf_printf(&name, "%s", op.def->name);
    for (int i = 0; i < op.def->ninputs; i++) {
        tt_buf_putc(&name, i ? ',' : ' ');
        for (int k = 0; k < op.def->tensors[i].rank; k++)
            tt_buf_printf(&name, "%s%lld", k ? "x" : "", (long long)t->shape[i][k]);
    }
    const char *cache = "miss";
    tune_result r;
    memset(&r, 0, sizeof r);
    char *config = NULL;
    cache_winner w;
    memset(&w, 0, sizeof w);
    int found = 0;
    if (!force && ctx->store)
        cache_winner_get(ctx->store, t->key, ctx->hw, &w, &found);
    if (found) {
        cache = "hit";
        config = tt_strdup(w.config);
        r.best_ms = w.time_ms;
        r.best_gflops = w.gflops;
    } else {
        tune_opts to;
        memset(&to, 0, sizeof to);
        to.budget.kind = ctx->env.budget_kind == RT_BUDGET_TIME ? TUNE_BUDGET_TIME
                                                                : TUNE_BUDGET_TRIALS;
        to.budget.ms = ctx->env.budget_ms;
        to.budget.trials = ctx->env.budget_trials;
        to.kind = kind;
        to.seed = o.seed;
        to.store = ctx->store;
        to.hw = ctx->hw;
        to.transfer = transfer;
        char perr[300] = "";
        ir_target host;
        jit_llvm_target(&host);
        to.predictor = predictor ? tune_predictor(ctx->env.predictor, jit_llvm_model_cpu(),
                                                  host.vector_bits, perr, sizeof perr)
                                 : NULL;
        if (perr[0] && kind != TS_ONESHOT)   /* ebs goes on without its picks */
            fprintf(stderr, "tt tune: warning: %s; tuning without it\n", perr);
        if (kind == TS_ONESHOT && !to.predictor) {
            if (perr[0])
                fprintf(stderr, "tt tune: %s\n", perr);
            else
                fprintf(stderr, "tt tune: --tuner oneshot ranks with the pre-trained "
                        "predictor, and there is none (TT_PREDICTOR=off, or a build "
                        "without one)\n");
            rc = EXIT_USAGE;
            if (tracef)
                fclose(tracef);
            tracef = NULL;
            goto out;
        }
        bar b = {isatty(2), name.s, verbose, tracef, 0, tt_now_ms(), ir_task_flops(t)};
        tracef = NULL;   /* closed below */
        to.progress = on_progress;
        to.progress_ctx = &b;
        to.trial = on_trial;
        to.trial_ctx = &b;
        int st = tune_run(ctx->be, ctx->pool, t, &to, &r, err, sizeof err);
        if (b.trace && fclose(b.trace) != 0 && st == TT_OK) {
            fprintf(stderr, "tt tune: --trace %s: %s\n", trace, strerror(errno));
            rc = EXIT_USAGE;
        }
        if (st != TT_OK) {
            fprintf(stderr, "tt tune: %s\n", err);
            rc = EXIT_CHECK;
            goto out;
        }
        tt_buf cb = {0};
        lw_sched_print(&cb, t, &r.best);
        config = tt_buf_steal(&cb);
        /* store through the runtime's own path: winner + object code */
        rt_entry e;
        memset(&e, 0, sizeof e);
        e.task = t;
        e.sched = r.best;
        e.kernel = r.kernel;
        rt_store_winner(ctx, &e, r.best_ms, r.best_gflops);
        kn_kernel_free(r.kernel);
        r.kernel = NULL;
    }
    if (o.json) {
        tt_buf j = {0};
        tt_buf_puts(&j, "{\"op\": ");
        tt_buf_json_str(&j, op.def->name);
        tt_buf_puts(&j, ", \"task\": ");
        tt_buf_json_str(&j, t->key);
        tt_buf_puts(&j, ", \"shapes\": ");
        tt_buf_json_str(&j, d.s ? d.s : "");
        tt_buf_printf(&j, ", \"threads\": %d, \"tuner\": \"%s\"", t->nthreads,
                      tune_search_name(kind));
        tt_buf_printf(&j, ", \"trials\": %d, \"tune_s\": %.3f, \"best_ms\": %.6f, "
                      "\"gflops\": %.3f, \"default_ms\": %.6f, \"default_gflops\": %.3f",
                      r.trials, r.tune_ms / 1000, r.best_ms, r.best_gflops, r.default_ms,
                      r.default_gflops);
        tt_buf_printf(&j, ", \"errors\": {\"compile\": %d, \"wrong_answer\": %d, "
                      "\"timeout\": %d, \"runtime\": %d}", r.errors[ME_COMPILE_ERROR],
                      r.errors[ME_WRONG_ANSWER], r.errors[ME_TIMEOUT], r.errors[ME_RUNTIME_ERROR]);
        tt_buf_printf(&j, ", \"time_s\": {\"compile\": %.3f, \"search\": %.3f, \"model\": %.3f, "
                      "\"race\": %.3f}", r.compile_ms / 1000, r.search_ms / 1000, r.fit_ms / 1000,
                      r.race_ms / 1000);
        tt_buf_printf(&j, ", \"skipped\": %d, \"raced\": %d, \"best_is_default\": %s",
                      r.skipped, r.raced, r.best_is_default ? "true" : "false");
        /* ranked: configs the oneshot tuner's predictor ranked (0 for the
           other tuners); measured: the trials plus the default (0 on a hit) */
        tt_buf_printf(&j, ", \"ranked\": %d, \"measured\": %d", r.ranked,
                      found ? 0 : r.trials + 1);
        tt_buf_printf(&j, ", \"transfer_rows\": %d, \"cache\": \"%s\", \"config\": ",
                      r.transfer_rows, cache);
        tt_buf_json_str(&j, config ? config : "");
        tt_buf_puts(&j, "}\n");
        fputs(j.s, stdout);
        tt_buf_free(&j);
    } else {
        printf("%s %s\n", op.def->name, d.s ? d.s : "");
        if (found) {
            printf("  cache    hit: %.4f ms, %.2f GFLOP/s (tune again with --force)\n",
                   r.best_ms, r.best_gflops);
        } else {
            if (kind == TS_ONESHOT)
                printf("  ranked   %d configs by the predictor; measured the top %d and the "
                       "default\n", r.ranked, r.trials);
            printf("  tuner    %s: %d trials in %.2f s (errors: %d compile, %d wrong, %d "
                   "timeout, %d runtime)\n", tune_search_name(kind), r.trials, r.tune_ms / 1000,
                   r.errors[ME_COMPILE_ERROR], r.errors[ME_WRONG_ANSWER], r.errors[ME_TIMEOUT],
                   r.errors[ME_RUNTIME_ERROR]);
            printf("           time: compile %.2f s, search %.2f s, model %.2f s, race %.2f s, "
                   "the rest (runs, checks, the default) %.2f s\n", r.compile_ms / 1000,
                   r.search_ms / 1000, r.fit_ms / 1000, r.race_ms / 1000,
                   (r.tune_ms - r.compile_ms - r.search_ms - r.fit_ms - r.race_ms) / 1000);
            if (r.skipped)
                printf("           %d candidate(s) skipped: their compile would overrun the "
                       "budget\n", r.skipped);
            if (r.raced)
                printf("           the default and the %d best raced again in interleaved "
                       "rounds for the final times\n", r.raced - 1);
            printf("  default  %.4f ms  %.2f GFLOP/s\n", r.default_ms, r.default_gflops);
            printf("  best     %.4f ms  %.2f GFLOP/s  (%.2fx)\n", r.best_ms, r.best_gflops,
                   r.default_ms > 0 ? r.default_ms / r.best_ms : 1.0);
        }
        printf("  config   %s\n", config ? config : "");
    }
out:
    if (tracef && fclose(tracef) != 0 && rc == EXIT_PASS) {
        fprintf(stderr, "tt tune: --trace %s: %s\n", trace, strerror(errno));
        rc = EXIT_USAGE;
    }
    cache_winner_clear(&w);
    free(config);
    tt_buf_free(&d);
    tt_buf_free(&name);
    ir_task_free(t);
    tool_op_free(&op);
    tt_ctx_free(ctx);
    return rc;
}

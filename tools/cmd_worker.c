/*
 * tt worker [--budget B] [--threads N] [--claim-timeout T] [--follow] [--max N]
 * tt queue status [--entries] [--json]
 *
 * The fleet's work queue in the shared store (TT_CACHE_URL; docs/CACHE.md,
 * README "Running a fleet").  `tt warm --queue FILE` fills it; a worker
 * claims the entries of its own hardware key one at a time (SELECT ... FOR
 * UPDATE SKIP LOCKED), tunes each like `tt warm` does -- the winner,
 * its object code and the measurements go to the local cache and the
 * shared store -- and marks it done or failed:
 *
 *   claim -> tune (the Task's lease: one tuner per Task and key) -> finish
 *
 * A claim lasts --claim-timeout (default 2 x budget + 10 s); a worker that
 * dies (SIGKILL, a lost machine) loses it then, and another worker takes
 * the entry over.  SIGTERM or SIGINT: the entry being tuned is finished
 * (the budget bounds it), then the worker exits.  Without --follow the
 * worker exits once its key has no entry pending or running.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cache/cache.h"
#include "tools/tool.h"

static volatile sig_atomic_t stop_asked;

static void on_stop(int sig)
{
    (void)sig;
    stop_asked = 1;
}

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);   /* a signal cuts it short: fine */
}

static int parse_ms(const char *cmd, const char *opt, const char *v, double *ms)
{
    int kind = 0, trials = 0;
    if (rt_parse_budget(v, &kind, ms, &trials) != 0 || kind != RT_BUDGET_TIME)
        return tool_usage_error(cmd, "%s '%s' is not a time (500ms, 30s, 2m)", opt, v);
    return 0;
}

int cmd_worker(int argc, char **argv)
{
    const char *budget = NULL;
    int threads = 0, follow = 0;
    long max = 0;
    double claim_ms = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            puts("usage: tt worker [--budget B] [--threads N] [--claim-timeout T] [--follow]\n"
                 "                 [--max N]\n\n"
                 "Claim the shared store's queued lines (tt warm --queue) of this machine's\n"
                 "hardware key, tune each within the budget, mark it done or failed.  Needs\n"
                 "TT_CACHE_URL.  A claim expires after --claim-timeout (default 2 x budget +\n"
                 "10 s) so that a dead worker's entry is taken over.  --follow: keep waiting\n"
                 "for new entries; else exit when none is pending or running.  --max N: stop\n"
                 "after N entries.  SIGTERM: finish the entry at hand, then exit.\n\n"
                 "Exit: 0 every entry taken was done, 1 one failed or the store failed.");
            return EXIT_PASS;
        } else if (strcmp(a, "--budget") == 0 && i + 1 < argc) {
            budget = argv[++i];
        } else if (strcmp(a, "--threads") == 0 && i + 1 < argc) {
            threads = atoi(argv[++i]);
            if (threads < 1 || threads > 1024)
                return tool_usage_error("worker", "--threads needs 1 to 1024");
        } else if (strcmp(a, "--claim-timeout") == 0 && i + 1 < argc) {
            if (parse_ms("worker", a, argv[++i], &claim_ms))
                return EXIT_USAGE;
        } else if (strcmp(a, "--max") == 0 && i + 1 < argc) {
            char *end;
            max = strtol(argv[++i], &end, 10);
            if (*end || max < 1)
                return tool_usage_error("worker", "--max needs a whole number >= 1");
        } else if (strcmp(a, "--follow") == 0) {
            follow = 1;
        } else if (strcmp(a, "--budget") == 0 || strcmp(a, "--threads") == 0 ||
                   strcmp(a, "--claim-timeout") == 0 || strcmp(a, "--max") == 0) {
            return tool_usage_error("worker", "%s needs a value", a);
        } else {
            return tool_usage_error("worker", "unexpected argument '%s'", a);
        }
    }
    char opts[256] = "";
    size_t l = 0;
    if (budget)
        l += (size_t)snprintf(opts + l, sizeof opts - l, "budget=%s,", budget);
    if (threads)
        snprintf(opts + l, sizeof opts - l, "threads=%d", threads);
    tt_ctx *ctx = tt_ctx_new(opts[0] ? opts : NULL);
    if (!ctx) {
        fprintf(stderr, "tt worker: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    if (!ctx->env.cache_url[0] || !ctx->store) {
        fprintf(stderr, "tt worker: needs the shared store: set TT_CACHE_URL=postgresql://...\n");
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    if (ctx->env.budget_kind == RT_BUDGET_NONE) {
        fprintf(stderr, "tt worker: the budget is 0/off (TT_TUNE_BUDGET): nothing would be "
                "tuned; give --budget\n");
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    if (claim_ms <= 0)
        claim_ms = (ctx->env.budget_kind == RT_BUDGET_TIME ? 2 * ctx->env.budget_ms : 120000) +
                   10000;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);

    char owner[256];
    cache_owner_default(owner, sizeof owner);
    printf("worker %s: hardware key %s, budget %s, claims of %.0f ms\n", owner, ctx->hw,
           budget ? budget : "(TT_TUNE_BUDGET)", claim_ms);
    fflush(stdout);
    int failed = 0;
    long taken = 0;
    while (!stop_asked && (max == 0 || taken < max)) {
        cache_qentry e;
        int got = 0;
        int64_t waiting = 0;
        if (cache_queue_claim(ctx->store, ctx->hw, owner, (int64_t)claim_ms, &e, &got,
                              &waiting) != TT_OK) {
            fprintf(stderr, "tt worker: %s\n", cache_errmsg());
            failed = 1;
            break;
        }
        if (!got) {
            /* entries running under another worker's live claim may come
               back when it expires; --follow also waits for new ones */
            if (waiting == 0 && !follow)
                break;
            sleep_ms(waiting ? 200 : 1000);
            continue;
        }
        taken++;
        tool_warm_row r;
        memset(&r, 0, sizeof r);
        int rc = tool_warm_line(ctx, e.line, (int)e.id, &r);
        int ok = rc == 0;
        const char *result = rc < 0 ? "bad line" : r.result ? r.result : "?";
        printf("entry %lld  %-8s %7.2f s  attempt %d  %s%s%s\n", (long long)e.id, result,
               r.tune_s, e.attempts, e.line, ok ? "" : "  -- ", ok ? "" : r.err);
        fflush(stdout);
        if (cache_queue_finish(ctx->store, e.id, owner, ok, result, ok ? NULL : r.err) != TT_OK) {
            fprintf(stderr, "tt worker: %s\n", cache_errmsg());
            failed = 1;
        }
        if (!ok)
            failed = 1;
    }
    if (stop_asked)
        printf("worker %s: stopped by a signal after %ld entries\n", owner, taken);
    tt_ctx_free(ctx);
    return failed ? EXIT_CHECK : EXIT_PASS;
}

/* ---- tt queue status ------------------------------------------------------- */

typedef struct qs {
    int json;
    int64_t n;
} qs;

static int count_cb(void *vctx, const cache_qcount *c)
{
    qs *q = vctx;
    if (q->json)
        printf("{\"hw\": \"%s\", \"pending\": %lld, \"running\": %lld, \"done\": %lld, "
               "\"failed\": %lld}\n", c->hw, (long long)c->pending, (long long)c->running,
               (long long)c->done, (long long)c->failed);
    else
        printf("%-32s %8lld %8lld %8lld %8lld\n", c->hw, (long long)c->pending,
               (long long)c->running, (long long)c->done, (long long)c->failed);
    q->n++;
    return 0;
}

static int row_cb(void *vctx, const cache_qrow *r)
{
    qs *q = vctx;
    if (q->json) {
        tt_buf b = {0};
        tt_buf_printf(&b, "{\"id\": %lld, \"hw\": \"%s\", \"state\": \"%s\", \"attempts\": %d, "
                      "\"line\": ", (long long)r->id, r->hw, r->state, r->attempts);
        tt_buf_json_str(&b, r->line);
        tt_buf_puts(&b, ", \"owner\": ");
        tt_buf_json_str(&b, r->owner);
        tt_buf_puts(&b, ", \"result\": ");
        tt_buf_json_str(&b, r->result);
        tt_buf_puts(&b, ", \"error\": ");
        tt_buf_json_str(&b, r->error);
        tt_buf_puts(&b, "}\n");
        fputs(b.s ? b.s : "", stdout);
        tt_buf_free(&b);
    } else {
        printf("%6lld %-8s %8d  %-8.8s %-12.12s %s%s%s\n", (long long)r->id, r->state,
               r->attempts, r->hw, r->result, r->line, r->error[0] ? "  -- " : "", r->error);
    }
    return 0;
}

int cmd_queue(int argc, char **argv)
{
    int entries = 0, json = 0;
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        FILE *o = argc < 2 ? stderr : stdout;
        fputs("usage: tt queue status [--entries] [--json]\n\n"
              "The shared store's work queue (TT_CACHE_URL): pending, running, done and\n"
              "failed entries per hardware key; --entries lists every entry.\n", o);
        return argc < 2 ? EXIT_USAGE : EXIT_PASS;
    }
    if (strcmp(argv[1], "status") != 0)
        return tool_usage_error("queue", "unknown subcommand '%s' (status)", argv[1]);
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--entries") == 0)
            entries = 1;
        else if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else
            return tool_usage_error("queue", "unexpected argument '%s'", argv[i]);
    }
    tt_ctx *ctx = tt_ctx_new("budget=0");
    if (!ctx) {
        fprintf(stderr, "tt queue: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    if (!ctx->env.cache_url[0] || !ctx->store) {
        fprintf(stderr, "tt queue: needs the shared store: set TT_CACHE_URL=postgresql://...\n");
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    qs q = {json, 0};
    if (!json)
        printf("%-32s %8s %8s %8s %8s\n", "hardware key", "pending", "running", "done",
               "failed");
    int st = cache_queue_status(ctx->store, count_cb, NULL, &q);
    if (st == TT_OK && entries) {
        if (!json)
            printf("\n%6s %-8s %8s  %-8s %-12s %s\n", "id", "state", "attempts", "hw",
                   "result", "line");
        st = cache_queue_status(ctx->store, NULL, row_cb, &q);
    }
    if (st != TT_OK)
        fprintf(stderr, "tt queue: %s\n", cache_errmsg());
    tt_ctx_free(ctx);
    return st == TT_OK ? EXIT_PASS : EXIT_CHECK;
}

/*
 * tt cache list [--json] | show KEY | export FILE | import FILE | verify
 *          | prune [--older-than D] [--measurements] | clear
 *
 * The deploy side of the cache (docs/CACHE.md).  KEY may be a unique
 * prefix of a Task key.  verify recompiles every winner of this hardware,
 * runs it (and its cached object code) and checks it against the
 * reference interpreter; it exits 1 if any entry fails.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "tools/tool.h"

static const char *usage =
    "usage: tt cache COMMAND\n"
    "\n"
    "  list [--json]              the winners, writable cache first, then layers\n"
    "  show KEY                   one winner (KEY: a Task key or a unique prefix)\n"
    "  export FILE [--measurements]  winners (and records) as JSON lines ('-': stdout)\n"
    "  import FILE                merge an export; the better winner stays\n"
    "  verify                     recompile and re-check every winner of this machine,\n"
    "                             and check the shared store (TT_CACHE_URL) if there is one\n"
    "  prune [--older-than D] [--measurements]\n"
    "                             drop winners (and records) older than D (30d, 12h, 90m)\n"
    "  clear                      empty the writable cache\n";

typedef struct item {
    char task[40], hw[40];
    char *op, *shapes, *canon, *config, *codegen;
    double time_ms, gflops;
    int64_t object_bytes, updated;
    int layer;
} item;

typedef struct {
    item *v;
    int n, cap;
} items;

static int collect(void *ctx, const cache_entry *e)
{
    items *it = ctx;
    if (it->n == it->cap) {
        int cap = it->cap ? it->cap * 2 : 32;
        item *nv = realloc(it->v, sizeof(item) * (size_t)cap);
        if (!nv)
            return 1;
        it->v = nv;
        it->cap = cap;
    }
    item *x = &it->v[it->n++];
    memset(x, 0, sizeof *x);
    tt_snprintf(x->task, sizeof x->task, "%s", e->task);
    tt_snprintf(x->hw, sizeof x->hw, "%s", e->hw);
    x->op = tt_strdup(e->op ? e->op : "");
    x->shapes = tt_strdup(e->shapes ? e->shapes : "");
    x->canon = tt_strdup(e->canon ? e->canon : "");
    x->config = tt_strdup(e->config ? e->config : "");
    x->codegen = tt_strdup(e->codegen ? e->codegen : "");
    x->time_ms = e->time_ms;
    x->gflops = e->gflops;
    x->object_bytes = e->object_bytes;
    x->updated = e->updated;
    x->layer = e->layer;
    return 0;
}

static void items_free(items *it)
{
    for (int i = 0; i < it->n; i++) {
        free(it->v[i].op);
        free(it->v[i].shapes);
        free(it->v[i].canon);
        free(it->v[i].config);
        free(it->v[i].codegen);
    }
    free(it->v);
}

static void when(int64_t ms, char *buf, size_t n)
{
    time_t t = (time_t)(ms / 1000);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(buf, n, "%Y-%m-%d %H:%M", &tm);
}

static int do_list(tt_ctx *ctx, int json)
{
    items it = {0};
    if (cache_list(ctx->store, NULL, collect, &it) != TT_OK) {
        fprintf(stderr, "tt cache list: %s\n", cache_errmsg());
        items_free(&it);
        return EXIT_CHECK;
    }
    if (!json)
        printf("%-12s %-16s %-38s %10s %10s %8s %s\n", "task", "op", "shapes", "ms", "GFLOP/s",
               "object", "where");
    for (int i = 0; i < it.n; i++) {
        item *x = &it.v[i];
        int here = strcmp(x->hw, ctx->hw) == 0;
        if (json) {
            tt_buf j = {0};
            tt_buf_printf(&j, "{\"task\": \"%s\", \"hw\": \"%s\", \"this_machine\": %s, \"op\": ",
                          x->task, x->hw, here ? "true" : "false");
            tt_buf_json_str(&j, x->op);
            tt_buf_puts(&j, ", \"shapes\": ");
            tt_buf_json_str(&j, x->shapes);
            tt_buf_printf(&j, ", \"time_ms\": %.6f, \"gflops\": %.3f, \"object_bytes\": %" PRId64
                          ", \"layer\": %d, \"updated\": %" PRId64 ", \"config\": ",
                          x->time_ms, x->gflops, x->object_bytes, x->layer, x->updated);
            tt_buf_json_str(&j, x->config);
            tt_buf_puts(&j, "}\n");
            fputs(j.s, stdout);
            tt_buf_free(&j);
        } else {
            char w[32];
            tt_snprintf(w, sizeof w, "%s%s", x->layer ? "layer " : "cache",
                        here ? "" : ", other hw");
            if (x->layer)
                tt_snprintf(w, sizeof w, "layer %d%s", x->layer, here ? "" : ", other hw");
            printf("%-12.12s %-16.16s %-38.38s %10.4f %10.2f %8" PRId64 " %s\n", x->task, x->op,
                   x->shapes, x->time_ms, x->gflops, x->object_bytes, w);
        }
    }
    if (!json)
        printf("%d winner%s\n", it.n, it.n == 1 ? "" : "s");
    items_free(&it);
    return EXIT_PASS;
}

static int find(tt_ctx *ctx, const char *key, items *it, item **out)
{
    for (const char *p = key; *p; p++)
        if (!isxdigit((unsigned char)*p) || isupper((unsigned char)*p))
            return tool_usage_error("cache", "'%s' is not a Task key (lower-case hex)", key);
    if (!*key || strlen(key) > CACHE_KEY_LEN)
        return tool_usage_error("cache", "'%s' is not a Task key (1 to %d hex digits)", key,
                                CACHE_KEY_LEN);
    if (cache_list(ctx->store, key, collect, it) != TT_OK) {
        fprintf(stderr, "tt cache: %s\n", cache_errmsg());
        return EXIT_CHECK;
    }
    int match = -1;
    for (int i = 0; i < it->n; i++)
        if (strncmp(it->v[i].task, key, strlen(key)) == 0) {
            if (match < 0 || strcmp(it->v[i].hw, ctx->hw) == 0)
                match = i;
        }
    if (match < 0) {
        fprintf(stderr, "tt cache: no winner with a key starting '%s'\n", key);
        return EXIT_USAGE;
    }
    int distinct = 0;
    for (int i = 0; i < it->n; i++)
        if (strncmp(it->v[i].task, key, strlen(key)) == 0 &&
            strcmp(it->v[i].task, it->v[match].task) != 0)
            distinct = 1;
    if (distinct) {
        fprintf(stderr, "tt cache: '%s' matches several Tasks; give more of the key\n", key);
        return EXIT_USAGE;
    }
    *out = &it->v[match];
    return EXIT_PASS;
}

static int do_show(tt_ctx *ctx, const char *key)
{
    items it = {0};
    item *x = NULL;
    int rc = find(ctx, key, &it, &x);
    if (rc == EXIT_PASS) {
        char u[32];
        when(x->updated, u, sizeof u);
        printf("task      %s\nhardware  %s%s\nop        %s\nshapes    %s\n", x->task, x->hw,
               strcmp(x->hw, ctx->hw) == 0 ? " (this machine)" : " (other hardware)", x->op,
               x->shapes);
        printf("time      %.6f ms  %.3f GFLOP/s\nobject    %" PRId64 " bytes (%s)\n", x->time_ms,
               x->gflops, x->object_bytes, x->codegen[0] ? x->codegen : "none");
        printf("updated   %s UTC\nwhere     %s\nconfig    %s\ncanonical text:\n%s", u,
               x->layer ? "read-only layer" : "writable cache", x->config, x->canon);
    }
    items_free(&it);
    return rc;
}

/* Recompile one winner and check it; its object code too (read from the
 * shared store alone if shared). */
static int verify_one(tt_ctx *ctx, const item *x, int shared, char *why, size_t n)
{
    ir_deflist defs;
    ir_task *t;
    if (ir_task_from_canon(x->canon, &defs, &t, why, n) != TT_OK)
        return 0;
    int ok = 0;
    if (strcmp(t->key, x->task) != 0) {
        tt_snprintf(why, n, "the stored canonical text gives key %s", t->key);
        goto out;
    }
    /* compiled on the context's backend: the Task gets its limits */
    if (strcmp(t->target.name, ctx->target.name) == 0)
        t->target = ctx->target;
    lw_sched s;
    if (lw_sched_parse(t, x->config, &s, why, n) != 0)
        goto out;
    kn_kernel *k = NULL;
    if (kn_kernel_compile(ctx->be, t, &s, &k, why, n) != TT_OK)
        goto out;
    tool_bufs b;
    if (tool_bufs_new(t, 7, 1, &b) != 0) {
        tt_snprintf(why, n, "out of memory");
        kn_kernel_free(k);
        tool_bufs_free(&b);
        goto out;
    }
    void *io[128];
    int m = 0;
    for (int i = 0; i < b.nin; i++)
        io[m++] = b.in[i];
    for (int i = 0; i < b.nout; i++)
        io[m++] = b.out[i];
    int64_t step = ir_interp_step(t, 2e8);
    ir_cmp c;
    if (kn_kernel_run(k, ctx->pool, io, why, n) == TT_OK &&
        ir_interp_sampled(t, b.in, b.ref, step) == TT_OK) {
        ok = ir_compare_sampled(t, b.out, b.ref, step, &c);
        if (!ok)
            tt_snprintf(why, n, "recompiled config: %lld elements differ from the interpreter",
                        (long long)c.nbad);
    }
    kn_kernel_free(k);
    /* the cached object code, as a warm start would load it */
    cache_winner w;
    memset(&w, 0, sizeof w);
    int found = 0;
    int got = TT_ERR_CACHE;
    if (ok && x->object_bytes > 0)
        got = shared ? cache_shared_winner_get(ctx->store, x->task, x->hw, &w, &found)
                     : cache_winner_get(ctx->store, x->task, x->hw, &w, &found);
    if (got == TT_OK && found && w.object && strcmp(w.codegen, TT_OBJECT_VERSION) != 0) {
        /* a warm start compiles the config instead (checked above) */
        tt_snprintf(why, n, "object code of %s, compiled again at its next load",
                    w.codegen[0] ? w.codegen : "an unnamed codegen");
    } else if (got == TT_OK && found && w.object) {
        jit_sig sig;
        kn_kernel *lk = NULL;
        if (kn_sig_unpack(w.sig, w.sig_len, w.object, w.object_len, t, &sig) != 0) {
            tt_snprintf(why, n, "object code: signature or checksum does not match");
            ok = 0;
        } else if (kn_kernel_load(ctx->be, w.object, w.object_len, &sig, &lk, why, n) != TT_OK) {
            ok = 0;
        } else {
            for (int o = 0; o < b.nout; o++)
                memset(b.out[o], 0, (size_t)ir_tensor_span(t, t->def->ninputs + o) *
                                        (size_t)ir_dtype_size(t->def->tensors[t->def->ninputs + o].dtype));
            if (kn_kernel_run(lk, ctx->pool, io, why, n) != TT_OK ||
                !ir_compare_sampled(t, b.out, b.ref, step, &c)) {
                if (!why[0])
                    tt_snprintf(why, n, "cached object code: %lld elements differ",
                                (long long)c.nbad);
                ok = 0;
            }
            kn_kernel_free(lk);
        }
    }
    cache_winner_clear(&w);
    tool_bufs_free(&b);
out:
    ir_task_free(t);
    ir_deflist_free(&defs);
    return ok;
}

static int do_verify(tt_ctx *ctx)
{
    items it = {0};
    if (cache_check(ctx->store) != TT_OK)
        fprintf(stderr, "tt cache verify: database check: %s\n", cache_errmsg());
    cache_list(ctx->store, NULL, collect, &it);
    int bad = 0, good = 0, skipped = 0;
    for (int i = 0; i < it.n; i++) {
        item *x = &it.v[i];
        if (strcmp(x->hw, ctx->hw) != 0) {
            skipped++;
            continue;
        }
        char why[512] = "";
        int ok = verify_one(ctx, x, 0, why, sizeof why);
        printf("%s %-12.12s %-16.16s %s%s%s\n", ok ? "ok  " : "FAIL", x->task, x->op, x->shapes,
               why[0] ? ": " : "", why);
        if (ok)
            good++;
        else
            bad++;
    }
    printf("%d verified, %d failed, %d of other hardware skipped\n", good, bad, skipped);
    items_free(&it);
    /* the shared store (TT_CACHE_URL): reachable, schema ours, winners
       well-formed; and its winners of this hardware, recompiled and run
       like the local ones (their object code read from it alone) */
    if (ctx->env.cache_url[0]) {
        items sh = {0};
        if (cache_shared_check(ctx->store) != TT_OK ||
            cache_shared_list(ctx->store, ctx->hw, collect, &sh) != TT_OK) {
            printf("FAIL %s\n", cache_errmsg());
            bad++;
        } else {
            int sgood = 0, sbad = 0;
            for (int i = 0; i < sh.n; i++) {
                char why[512] = "";
                int ok = verify_one(ctx, &sh.v[i], 1, why, sizeof why);
                printf("%s %-12.12s %-16.16s %s (shared)%s%s\n", ok ? "ok  " : "FAIL",
                       sh.v[i].task, sh.v[i].op, sh.v[i].shapes, why[0] ? ": " : "", why);
                sgood += ok;
                sbad += !ok;
            }
            printf("shared store %s: %d verified, %d failed\n", cache_shared_name(ctx->store),
                   sgood, sbad);
            bad += sbad;
        }
        items_free(&sh);
    }
    return bad ? EXIT_CHECK : EXIT_PASS;
}

static int parse_age(const char *s, int64_t *sec)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno || !(v >= 0) || v > 1e12)
        return -1;
    double mul = strcmp(end, "d") == 0   ? 86400
                 : strcmp(end, "h") == 0 ? 3600
                 : strcmp(end, "m") == 0 ? 60
                 : strcmp(end, "s") == 0 ? 1
                                         : -1;
    if (mul < 0 || v * mul > 100.0 * 365 * 86400)   /* a century: more is a mistake */
        return -1;
    *sec = (int64_t)(v * mul);
    return 0;
}

int cmd_cache(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        fputs(usage, argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_USAGE : EXIT_PASS;
    }
    const char *sub = argv[1];
    tt_ctx *ctx = tt_ctx_new(NULL);
    if (!ctx) {
        fprintf(stderr, "tt cache: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    if (!ctx->store) {
        fprintf(stderr, "tt cache: out of memory opening the cache\n");
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    int rc = EXIT_PASS;
    int json = argc > 2 && strcmp(argv[2], "--json") == 0;
    /* every command's arguments, exactly: nothing extra is ignored */
    if ((strcmp(sub, "list") == 0 && argc > 2 + json) ||
        ((strcmp(sub, "verify") == 0 || strcmp(sub, "clear") == 0) && argc > 2) ||
        (strcmp(sub, "export") == 0 && argc > 3 &&
         (argc > 4 || strcmp(argv[3], "--measurements") != 0))) {
        rc = tool_usage_error("cache", "%s: unexpected argument '%s' (see tt cache --help)", sub,
                              argv[argc - 1]);
    } else if (strcmp(sub, "list") == 0) {
        rc = do_list(ctx, json);
    } else if (strcmp(sub, "show") == 0) {
        rc = argc == 3 ? do_show(ctx, argv[2])
                       : tool_usage_error("cache", "show needs one KEY");
    } else if (strcmp(sub, "export") == 0) {
        if (argc < 3) {
            rc = tool_usage_error("cache", "export needs a FILE ('-' for stdout)");
        } else {
            int meas = argc > 3 && strcmp(argv[3], "--measurements") == 0;
            FILE *f = strcmp(argv[2], "-") == 0 ? stdout : fopen(argv[2], "w");
            int64_t lines = 0;
            if (!f) {
                fprintf(stderr, "tt cache export: cannot write '%s': %s\n", argv[2],
                        strerror(errno));
                rc = EXIT_USAGE;
            } else if (cache_export(ctx->store, f, meas, &lines) != TT_OK) {
                fprintf(stderr, "tt cache export: %s\n", cache_errmsg());
                rc = EXIT_CHECK;
            } else {
                fprintf(stderr, "exported %lld lines\n", (long long)lines);
            }
            if (f && f != stdout)
                fclose(f);
        }
    } else if (strcmp(sub, "import") == 0) {
        if (argc != 3) {
            rc = tool_usage_error("cache", "import needs one FILE ('-' for stdin)");
        } else {
            FILE *f = strcmp(argv[2], "-") == 0 ? stdin : fopen(argv[2], "r");
            cache_import_stats st;
            memset(&st, 0, sizeof st);
            struct stat sb;
            if (f && fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode)) {
                fclose(f);
                f = NULL;
                errno = EISDIR;
            }
            if (!f) {
                fprintf(stderr, "tt cache import: cannot read '%s': %s\n", argv[2],
                        strerror(errno));
                rc = EXIT_USAGE;
            } else if (cache_import(ctx->store, f, &st) != TT_OK) {
                fprintf(stderr, "tt cache import: %s\n", cache_errmsg());
                rc = EXIT_CHECK;
            } else {
                printf("%lld lines: %lld winners stored, %lld kept (the cache's were as good), "
                       "%lld measurements, %lld bad lines%s\n", (long long)st.lines,
                       (long long)st.winners_stored, (long long)st.winners_kept,
                       (long long)st.measurements, (long long)st.bad_lines,
                       st.bad_lines ? " (skipped)" : "");
            }
            if (f && f != stdin)
                fclose(f);
        }
    } else if (strcmp(sub, "verify") == 0) {
        rc = do_verify(ctx);
    } else if (strcmp(sub, "prune") == 0) {
        int64_t age = 30 * 86400;
        int meas = 0;
        for (int i = 2; i < argc && rc == EXIT_PASS; i++) {
            if (strcmp(argv[i], "--older-than") == 0 && i + 1 < argc) {
                if (parse_age(argv[++i], &age) != 0)
                    rc = tool_usage_error("cache", "--older-than wants an age up to a century: "
                                          "30d, 12h, 90m or 3600s, not '%s'", argv[i]);
            } else if (strcmp(argv[i], "--older-than") == 0) {
                rc = tool_usage_error("cache", "--older-than needs a value");
            } else if (strcmp(argv[i], "--measurements") == 0) {
                meas = 1;
            } else {
                rc = tool_usage_error("cache", "unknown prune option '%s'", argv[i]);
            }
        }
        int64_t removed = 0;
        if (rc == EXIT_PASS) {
            if (cache_prune(ctx->store, age, meas, &removed) != TT_OK) {
                fprintf(stderr, "tt cache prune: %s\n", cache_errmsg());
                rc = EXIT_CHECK;
            } else {
                printf("removed %lld entries\n", (long long)removed);
            }
        }
    } else if (strcmp(sub, "clear") == 0) {
        if (cache_clear(ctx->store) != TT_OK) {
            fprintf(stderr, "tt cache clear: %s\n", cache_errmsg());
            rc = EXIT_CHECK;
        }
    } else {
        rc = tool_usage_error("cache", "unknown command '%s' (see tt cache --help)", sub);
    }
    tt_ctx_free(ctx);
    return rc;
}

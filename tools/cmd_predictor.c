/*
 * tt predictor train --out FILE [--rounds N] [--per-task N] [--exclude KEY]...
 *                    [--param K=V]... [--portable] [--from postgresql://... | --all-hosts]
 *                    [--refeature]
 * tt predictor eval [--model FILE] [--exclude KEY]... [--json] [--from URL | --all-hosts]
 *                   [--refeature]
 * tt predictor export --out FILE.npy [--per-task N] [--exclude KEY]... [--portable]
 *                     [--from URL | --all-hosts] [--refeature]
 *
 * train: fit a cost model on every measurement in the cache (TT_CACHE_DIR
 * and the TT_CACHE_PATH layers) on this machine's hardware key, one ranked
 * group per Task, and write it in XGBoost's UBJ format.  Put the file at
 * tune/predictor.ubj (the default), tune/predictor-CPU.ubj (this LLVM CPU's
 * own) or tune/predictor-vecBITS.ubj (BITS-bit code's) and rebuild to make
 * it a built-in predictor (tune/predictor.c), or point TT_PREDICTOR at it.  With TT_CACHE_URL the shared store's records
 * of this hardware key count too; --from URL reads only the shared store
 * at URL, every hardware key in it (the whole fleet's data); --all-hosts
 * every hardware key in the local cache (records imported from other
 * machines: tt cache import).
 *
 * eval: how well a predictor ranks the measured configurations of each
 * Task in the cache: for each Task, the best measured time among the
 * model's top 1, 8 and 32 predicted configs, as a fraction of the best
 * measured; and the share of config pairs it orders correctly.
 *
 * export: the rows train would fit, as a NumPy .npy file of float32, one
 * row per measurement: the Task's group number (0, 1, ...), the label
 * (the Task's best time / this time; 0 for a failure), then the
 * TUNE_FEAT_LEN features.  scripts/train-mlp trains the neural predictor
 * (tune/mlp.c) on it.
 *
 * --refeature: each measured config's features as this tt computes them,
 * on the Task rebuilt from its canonical text in the cache, instead of the
 * stored ones (which count only in this feature version): a change of the
 * features is evaluated and trained on without measuring again.  The host
 * part is computed for the machine that measured, as its hardware
 * fingerprint in the cache describes it (vector width, caches, CPUs), so
 * several machines' records refeature on any one.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "tools/tool.h"

static const char *usage =
    "usage: tt predictor train --out FILE [--rounds N] [--per-task N] [--exclude KEY]...\n"
    "                          [--param K=V]... [--portable] [--from URL | --all-hosts]\n"
    "                          [--refeature]\n"
    "       tt predictor eval [--model FILE] [--exclude KEY]... [--json]\n"
    "                         [--from URL | --all-hosts] [--refeature]\n"
    "       tt predictor export --out FILE.npy [--per-task N] [--exclude KEY]... [--portable]\n"
    "                           [--from URL | --all-hosts] [--refeature]\n"
    "\n"
    "train  fit the cost model on every measurement in the cache on this machine\n"
    "       (one ranked group per Task) and write it to FILE (XGBoost UBJ).  Copy it\n"
    "       to tune/predictor.ubj (the default), tune/predictor-CPU.ubj (the\n"
    "       LLVM CPU named CPU) or tune/predictor-vecBITS.ubj (BITS-bit code on\n"
    "       CPUs with none of their own) and rebuild to build it in, or set\n"
    "       TT_PREDICTOR=FILE.\n"
    "  --rounds N    boosting rounds (default 300)\n"
    "  --per-task N  at most N measurements per Task, the newest (default 1000)\n"
    "  --exclude K   leave out the Tasks whose key starts with K (tt cache list)\n"
    "  --param K=V   an XGBoost parameter over the cost model's (objective=rank:ndcg,\n"
    "                max_depth=6, eta=0.1, ...; docs/TUNING.md)\n"
    "  --portable    train without the features of absolute bytes (only their\n"
    "                ratios to the measuring host's caches): a model for other CPUs too\n"
    "  --from URL    the whole fleet: every hardware key's records in the shared\n"
    "                store at URL (postgresql://...), and nothing local\n"
    "  --all-hosts   every hardware key's records in the local cache (other\n"
    "                machines' records brought in with tt cache import)\n"
    "  --refeature   (train, eval, export) the features this tt computes for each\n"
    "                measured config, on the Task rebuilt from the canonical text the\n"
    "                cache keeps, instead of those stored with the measurement: the\n"
    "                records of an older feature version count again.  The host part\n"
    "                is for the machine that measured (its fingerprint in the cache)\n"
    "eval   rank each Task's measured configs with the model (default: the\n"
    "       predictor TT_PREDICTOR names, else the built-in one of this CPU, as\n"
    "       tt info says) and report how good its top picks are.  FILE may be an\n"
    "       XGBoost model or a neural one (scripts/train-mlp).\n"
    "export write the rows train would fit to FILE.npy (float32; per row: the Task's\n"
    "       group number, the label best/time, the features) for scripts/train-mlp.\n";

/* Zero the features of absolute bytes (--portable): constant columns, so
 * no tree splits on them and the model's scores never depend on them. */
static void zero_absolute(tune_rows *r)
{
    int cols[64];
    int nc = TT_MIN(64, tune_features_absolute(cols, 64));
    for (int i = 0; i < r->n; i++)
        for (int c = 0; c < nc; c++)
            r->X[(size_t)i * TUNE_FEAT_LEN + (size_t)cols[c]] = 0;
}

/* rows as a .npy file (format 1.0): float32 [n][2 + TUNE_FEAT_LEN]. */
static int write_npy(const char *path, const tune_rows *r)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    char dict[128];
    int dl = snprintf(dict, sizeof dict,
                      "{'descr': '<f4', 'fortran_order': False, 'shape': (%d, %d), }", r->n,
                      2 + TUNE_FEAT_LEN);
    int total = 10 + dl + 1;
    int pad = (64 - total % 64) % 64;
    unsigned hl = (unsigned)(dl + pad + 1);
    unsigned char head[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, (unsigned char)(hl & 255),
                              (unsigned char)(hl >> 8)};
    int bad = fwrite(head, 1, 10, f) != 10 || fwrite(dict, 1, (size_t)dl, f) != (size_t)dl;
    for (int i = 0; i < pad && !bad; i++)
        bad = fputc(' ', f) == EOF;
    bad |= fputc('\n', f) == EOF;
    float row[2 + TUNE_FEAT_LEN];
    int g = 0, left = r->ngroups ? (int)r->groups[0] : 0;
    for (int i = 0; i < r->n && !bad; i++) {
        while (left == 0 && g + 1 < r->ngroups)
            left = (int)r->groups[++g];
        left--;
        row[0] = (float)g;
        row[1] = r->y[i];
        memcpy(row + 2, r->X + (size_t)i * TUNE_FEAT_LEN, sizeof(float) * TUNE_FEAT_LEN);
        bad = fwrite(row, sizeof row, 1, f) != 1;   /* x86 and ARM hosts: little-endian */
    }
    int saved = errno;
    if (fclose(f) != 0)
        bad = 1;
    else
        errno = saved;
    if (bad)
        remove(path);   /* no half-written file left behind */
    return bad ? -1 : 0;
}

typedef struct {
    const char *exclude[64];
    int nexclude;
} excl;

typedef struct {
    cache_store *store;
    const excl *ex;
    int per_task, refeature;
    tune_rows *r;
    tune_rows_stats *st;
    int keys;
} fleet_ctx;

/* the records of one more hardware key (--from, --all-hosts) */
static int fleet_key(void *vctx, const char *hw)
{
    fleet_ctx *f = vctx;
    if (!cache_key_valid(hw))
        return 0;
    tune_rows_collect(f->store, hw, f->ex->exclude, f->ex->nexclude, 2000000, f->per_task,
                      f->refeature, f->r, f->st);
    f->keys++;
    return 0;
}

static int eval_group(const float *pred, const float *y, int n, double *top1, double *top8,
                      double *top32, double *pairs)
{
    /* y: best/time in [0,1], 0 = failure; best y = 1 */
    int *idx = malloc(sizeof(int) * (size_t)n);
    if (!idx)
        return -1;
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (int i = 1; i < n; i++)   /* by prediction, descending */
        for (int j = i; j > 0 && pred[idx[j]] > pred[idx[j - 1]]; j--) {
            int t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
        }
    double b1 = 0, b8 = 0, b32 = 0;
    for (int i = 0; i < n; i++) {
        double v = y[idx[i]];
        if (i < 1 && v > b1) b1 = v;
        if (i < 8 && v > b8) b8 = v;
        if (i < 32 && v > b32) b32 = v;
    }
    long ok = 0, all = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            if (y[i] == y[j])
                continue;
            all++;
            ok += (y[i] > y[j]) == (pred[i] > pred[j]);
        }
    *top1 = b1;
    *top8 = b8;
    *top32 = b32;
    *pairs = all ? (double)ok / (double)all : 1;
    free(idx);
    return 0;
}

int cmd_predictor(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        fputs(usage, argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_USAGE : EXIT_PASS;
    }
    const char *sub = argv[1];
    int export = strcmp(sub, "export") == 0;
    int train = strcmp(sub, "train") == 0 || export;   /* export takes train's options */
    if (!train && strcmp(sub, "eval") != 0)
        return tool_usage_error("predictor", "unknown subcommand '%s' (train, eval or export)",
                                sub);
    const char *out = NULL, *model_path = NULL, *from = NULL;
    int rounds = 300, per_task = 1000, json = 0, portable = 0, refeature = 0, all_hosts = 0;
    excl ex = {{0}, 0};
    const char *param[8];
    int nparam = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--out") == 0 && i + 1 < argc && train) {
            out = argv[++i];
        } else if (strcmp(a, "--model") == 0 && i + 1 < argc && !train) {
            model_path = argv[++i];
        } else if ((strcmp(a, "--rounds") == 0 || strcmp(a, "--per-task") == 0) &&
                   i + 1 < argc && train && !(export && a[2] == 'r')) {
            char *end;
            errno = 0;
            long v = strtol(argv[i + 1], &end, 10);
            if (*end || end == argv[i + 1] || errno || v < 1 || v > 100000)
                return tool_usage_error("predictor", "%s wants a number from 1 to 100000, "
                                        "not '%s'", a, argv[i + 1]);
            *(a[2] == 'r' ? &rounds : &per_task) = (int)v;
            i++;
        } else if (strcmp(a, "--exclude") == 0 && i + 1 < argc) {
            if (ex.nexclude == 64)
                return tool_usage_error("predictor", "at most 64 --exclude");
            ex.exclude[ex.nexclude++] = argv[++i];
        } else if (strcmp(a, "--from") == 0 && i + 1 < argc) {
            from = argv[++i];
            char why[400];
            if (cache_url_check(from, why, sizeof why) != 0)
                return tool_usage_error("predictor", "--from: %s", why);
        } else if (strcmp(a, "--param") == 0 && i + 1 < argc && train && !export) {
            const char *kv = argv[++i], *eq = strchr(kv, '=');
            if (!eq || eq == kv || !eq[1])
                return tool_usage_error("predictor", "--param wants K=V, not '%s'", kv);
            if (nparam == 8)
                return tool_usage_error("predictor", "at most 8 --param");
            param[nparam++] = kv;
        } else if (strcmp(a, "--portable") == 0 && train) {
            portable = 1;
        } else if (strcmp(a, "--refeature") == 0) {
            refeature = 1;
        } else if (strcmp(a, "--all-hosts") == 0) {
            all_hosts = 1;
        } else if (strcmp(a, "--json") == 0 && !train) {
            json = 1;
        } else if (a[0] == '-' && i + 1 == argc &&
                   (strcmp(a, "--out") == 0 || strcmp(a, "--model") == 0 ||
                    strcmp(a, "--rounds") == 0 || strcmp(a, "--per-task") == 0 ||
                    strcmp(a, "--exclude") == 0 || strcmp(a, "--from") == 0 ||
                    strcmp(a, "--param") == 0)) {
            return tool_usage_error("predictor", "%s needs a value", a);
        } else {
            return tool_usage_error("predictor", "unexpected argument '%s' (see tt predictor "
                                    "--help)", a);
        }
    }
    if (train && !out)
        return tool_usage_error("predictor", "%s needs --out FILE", sub);
    if (all_hosts && from)
        return tool_usage_error("predictor", "--from reads every hardware key of the shared "
                                "store already; --all-hosts is for the local cache");
    if (from) {
        /* the shared store alone: no local directory, no layers */
        setenv("TT_CACHE_URL", from, 1);
        setenv("TT_CACHE_DIR", "", 1);
        setenv("TT_CACHE_PATH", "", 1);
    }
    tt_ctx *ctx = tt_ctx_new("budget=0");
    if (!ctx) {
        fprintf(stderr, "tt predictor: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    int rc = EXIT_PASS;
    char err[512];
    tune_rows r = {0};
    tune_model *m = NULL;
    if (!ctx->store) {
        fprintf(stderr, "tt predictor: no cache to read\n");
        rc = EXIT_USAGE;
        goto done;
    }
    tune_rows_stats rs = {0};
    if (from || all_hosts) {
        fleet_ctx fc = {ctx->store, &ex, per_task, refeature, &r, &rs, 0};
        if ((from ? cache_shared_hw_keys : cache_local_hw_keys)(ctx->store, fleet_key, &fc) !=
            TT_OK) {
            fprintf(stderr, "tt predictor: %s\n", cache_errmsg());
            rc = EXIT_CHECK;
            goto done;
        }
        if (!json)
            printf("%s: records of %d hardware keys\n", from ? "the fleet" : "every host",
                   fc.keys);
    } else {
        tune_rows_collect(ctx->store, ctx->hw, ex.exclude, ex.nexclude, 2000000, per_task,
                          refeature, &r, &rs);
    }
    if (refeature && !json)
        printf("refeatured %d measurements of %d Tasks; left out: %d Tasks without a "
               "canonical text that binds, %d configs that no longer parse or lower, "
               "%d hardware keys without a fingerprint that describes them\n",
               r.n, r.ngroups, rs.tasks_undescribed, rs.unusable, rs.hosts_undescribed);
    if (r.ngroups == 0) {
        fprintf(stderr, "tt predictor: the cache has no measurements of Tasks %s "
                "(tune some first: tt tune, tt warm)\n",
                from ? "in the shared store" : all_hosts ? "of any machine" : "on this machine");
        rc = EXIT_USAGE;
        goto done;
    }
    if (portable)
        zero_absolute(&r);
    if (export) {
        if (write_npy(out, &r) != 0) {
            fprintf(stderr, "tt predictor: writing %s: %s\n", out, strerror(errno));
            rc = EXIT_USAGE;
            goto done;
        }
        printf("exported %d measurements of %d Tasks (%d features each%s): %s\n", r.n,
               r.ngroups, TUNE_FEAT_LEN, portable ? ", portable" : "", out);
        goto done;
    }
    if (train) {
        m = tune_model_new(1, 1, err, sizeof err);
        for (int i = 0; m && i < nparam; i++) {
            char key[64];
            const char *eq = strchr(param[i], '=');
            tt_snprintf(key, sizeof key, "%.*s", (int)(eq - param[i]), param[i]);
            if (tune_model_param(m, key, eq + 1, err, sizeof err) != TT_OK) {
                fprintf(stderr, "tt predictor: --param %s: %s\n", param[i], err);
                rc = EXIT_USAGE;
                goto done;
            }
        }
        double t0 = tt_now_ms();
        int fst = m ? tune_model_fit(m, r.X, r.n, TUNE_FEAT_LEN, r.y, r.groups, r.ngroups,
                                     rounds, err, sizeof err)
                    : TT_ERR_NOMEM;
        if (fst != TT_OK) {
            fprintf(stderr, "tt predictor: %s\n", err);
            /* a --param XGBoost refused is the user's to fix */
            rc = fst == TT_ERR_INVALID_ARG ? EXIT_USAGE : EXIT_CHECK;
            goto done;
        }
        void *bytes = NULL;
        size_t len = 0;
        if (tune_model_save(m, &bytes, &len, err, sizeof err) != TT_OK) {
            fprintf(stderr, "tt predictor: %s\n", err);
            rc = EXIT_CHECK;
            goto done;
        }
        FILE *f = fopen(out, "wb");
        int bad = !f || fwrite(bytes, 1, len, f) != len;
        if (f && fclose(f) != 0)
            bad = 1;
        free(bytes);
        if (bad) {
            fprintf(stderr, "tt predictor: writing %s: %s\n", out, strerror(errno));
            rc = EXIT_USAGE;
            goto done;
        }
        printf("trained on %d measurements of %d Tasks, %d rounds%s, in %.1f s: %s (%zu "
               "bytes)\n", r.n, r.ngroups, rounds, portable ? ", portable" : "",
               (tt_now_ms() - t0) / 1000, out, len);
        goto done;
    }
    /* eval */
    ir_target host;
    jit_llvm_target(&host);
    tune_model *pm = tune_predictor(model_path ? model_path : ctx->env.predictor,
                                    jit_llvm_model_cpu(), host.vector_bits, err, sizeof err);
    if (!pm) {
        fprintf(stderr, "tt predictor: %s\n", err[0] ? err : "no predictor (TT_PREDICTOR=off, "
                "or this build has none built in)");
        rc = EXIT_USAGE;
        goto done;
    }
    double s1 = 0, s8 = 0, s32 = 0, sp = 0;
    int row = 0;
    for (int g = 0; g < r.ngroups; g++) {
        int n = (int)r.groups[g];
        float *pred = malloc(sizeof(float) * (size_t)n);
        double t1, t8, t32, pairs;
        if (!pred || tune_model_predict(pm, r.X + (size_t)row * TUNE_FEAT_LEN, n,
                                        TUNE_FEAT_LEN, pred, err, sizeof err) != TT_OK ||
            eval_group(pred, r.y + row, n, &t1, &t8, &t32, &pairs) != 0) {
            free(pred);
            fprintf(stderr, "tt predictor: %s\n", err);
            rc = EXIT_CHECK;
            goto done;
        }
        free(pred);
        if (json)
            printf("{\"group\": %d, \"rows\": %d, \"top1\": %.4f, \"top8\": %.4f, "
                   "\"top32\": %.4f, \"pairs\": %.4f}\n", g, n, t1, t8, t32, pairs);
        s1 += t1;
        s8 += t8;
        s32 += t32;
        sp += pairs;
        row += n;
    }
    int G = r.ngroups;
    if (!json)
        printf("%d Tasks, %d measurements: best of the top 1 / 8 / 32 predicted = %.2f / %.2f "
               "/ %.2f of the best measured (mean); pairs ordered right %.2f\n", G, r.n,
               s1 / G, s8 / G, s32 / G, sp / G);
done:
    tune_model_free(m);
    tune_rows_free(&r);
    tt_ctx_free(ctx);
    return rc;
}

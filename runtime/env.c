/*
 * The environment contract (README.md, "Environment"): TT_TUNE_BUDGET, TT_TUNE_MODE, TT_CACHE_DIR,
 * TT_CACHE_PATH, TT_CACHE_URL, TT_HW_KEY_OVERRIDE (tests only), TT_TARGET,
 * TT_NUM_THREADS, TT_LOG, TT_REQUIRE_CACHED, TT_PREDICTOR, and TT_LIBMVEC and TT_ISA (read by
 * jit/llvm.c, checked here).
 * A context's options string ("budget=2s,threads=1") overrides them.  A
 * value that does not parse is an error naming the variable and the value,
 * never a silent default.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache/cache.h"
#include "tune/tune.h"
#include "runtime/runtime.h"

#define DEFAULT_BUDGET_MS 3000.0

int rt_default_threads(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

int rt_parse_budget(const char *s, int *kind, double *ms, int *trials)
{
    while (isspace((unsigned char)*s))
        s++;
    if (strcmp(s, "0") == 0 || strcmp(s, "off") == 0 || strcmp(s, "none") == 0) {
        *kind = RT_BUDGET_NONE;
        return 0;
    }
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno || !isfinite(v) || v < 0)
        return -1;
    if (strcmp(end, "trials") == 0) {
        if (v != floor(v) || v > 1e9)
            return -1;
        *kind = v == 0 ? RT_BUDGET_NONE : RT_BUDGET_TRIALS;
        *trials = (int)v;
        return 0;
    }
    double scale;
    if (strcmp(end, "ms") == 0) scale = 1;
    else if (strcmp(end, "s") == 0) scale = 1000;
    else if (strcmp(end, "m") == 0 || strcmp(end, "min") == 0) scale = 60000;
    else if (strcmp(end, "h") == 0) scale = 3600000;
    else return -1;
    if (v * scale > 7 * 24 * 3600e3)
        return -1;
    *kind = v == 0 ? RT_BUDGET_NONE : RT_BUDGET_TIME;
    *ms = v * scale;
    return 0;
}

static int bad(char *msg, size_t n, const char *var, const char *val, const char *want)
{
    tt_snprintf(msg, n, "%s='%s' is not valid: expected %s", var, val, want);
    return TT_ERR_ENV;
}

static int set_one(rt_env *env, const char *key, const char *var, const char *val, char *msg,
                   size_t n)
{
    if (strcmp(key, "budget") == 0 || strcmp(key, "tune_budget") == 0) {
        if (rt_parse_budget(val, &env->budget_kind, &env->budget_ms, &env->budget_trials))
            return bad(msg, n, var, val,
                       "a time (500ms, 30s, 2m), a trial count (64trials), or 0/off");
    } else if (strcmp(key, "tune_mode") == 0) {
        if (strcmp(val, "first-call") == 0 || strcmp(val, "first_call") == 0)
            env->tune_mode = RT_MODE_FIRST_CALL;
        else if (strcmp(val, "background") == 0)
            env->tune_mode = RT_MODE_BACKGROUND;
        else if (strcmp(val, "off") == 0)
            env->tune_mode = RT_MODE_OFF;
        else
            return bad(msg, n, var, val, "first-call, background or off");
    } else if (strcmp(key, "cache_dir") == 0) {
        if (strlen(val) >= sizeof env->cache_dir)
            return bad(msg, n, var, val, "a shorter path");
        tt_snprintf(env->cache_dir, sizeof env->cache_dir, "%s", val);
    } else if (strcmp(key, "cache_path") == 0) {
        if (strlen(val) >= sizeof env->cache_path)
            return bad(msg, n, var, val, "a shorter list of paths");
        tt_snprintf(env->cache_path, sizeof env->cache_path, "%s", val);
    } else if (strcmp(key, "cache_url") == 0) {
        char why[400];
        if (strlen(val) >= sizeof env->cache_url)
            return bad(msg, n, var, val, "a shorter URL");
        if (*val && cache_url_check(val, why, sizeof why) != 0) {
            tt_snprintf(msg, n, "%s is not valid: %s (expected postgresql://[user@]host[:port]/db"
                        "[?param=value...], or empty for none)", var, why);
            return TT_ERR_ENV;
        }
        tt_snprintf(env->cache_url, sizeof env->cache_url, "%s", val);
    } else if (strcmp(key, "hw_key_override") == 0) {
        if (*val && !cache_key_valid(val))
            return bad(msg, n, var, val, "a hardware key: 32 lower-case hex characters");
        tt_snprintf(env->hw_override, sizeof env->hw_override, "%s", val);
    } else if (strcmp(key, "target") == 0) {
        int ok = strcmp(val, "cpu") == 0 || strcmp(val, "opencl") == 0;
        unsigned pl, dv;
        char tail;
        if (!ok && sscanf(val, "opencl:%u:%u%c", &pl, &dv, &tail) == 2 && pl < 64 && dv < 64)
            ok = 1;
        if (!ok)
            return bad(msg, n, var, val, "cpu, opencl or opencl:P:D");
        tt_snprintf(env->target, sizeof env->target, "%s", val);
    } else if (strcmp(key, "threads") == 0 || strcmp(key, "num_threads") == 0) {
        char *end;
        errno = 0;
        long t = strtol(val, &end, 10);
        if (end == val || *end || errno || t < 1 || t > 1024)
            return bad(msg, n, var, val, "a whole number of threads from 1 to 1024");
        env->threads = (int)t;
    } else if (strcmp(key, "log") == 0) {
        if (strcmp(val, "error") == 0) env->log = LOG_ERROR;
        else if (strcmp(val, "warn") == 0 || strcmp(val, "warning") == 0) env->log = LOG_WARN;
        else if (strcmp(val, "info") == 0) env->log = LOG_INFO;
        else if (strcmp(val, "debug") == 0) env->log = LOG_DEBUG;
        else return bad(msg, n, var, val, "error, warn, info or debug");
    } else if (strcmp(key, "require_cached") == 0) {
        if (strcmp(val, "1") == 0 || strcmp(val, "yes") == 0 || strcmp(val, "true") == 0)
            env->require_cached = 1;
        else if (strcmp(val, "0") == 0 || strcmp(val, "no") == 0 || strcmp(val, "false") == 0 ||
                 !*val)
            env->require_cached = 0;
        else
            return bad(msg, n, var, val, "1 (yes, true) or 0 (no, false, empty)");
    } else if (strcmp(key, "predictor") == 0) {
        if (strlen(val) >= sizeof env->predictor || !tune_predictor_spec_ok(val))
            return bad(msg, n, var, val, "on, off, or the path of a model file from "
                       "`tt predictor train`");
        tt_snprintf(env->predictor, sizeof env->predictor, "%s", strcmp(val, "on") ? val : "");
    } else {
        tt_snprintf(msg, n,
                    "unknown option '%s' (known: budget, tune_mode, cache_dir, cache_path, "
                    "cache_url, target, threads, log, require_cached, predictor)", key);
        return TT_ERR_ENV;
    }
    return TT_OK;
}

static const struct {
    const char *var, *key;
} vars[] = {
    {"TT_TUNE_BUDGET", "budget"},  {"TT_TUNE_MODE", "tune_mode"},
    {"TT_CACHE_DIR", "cache_dir"},
    {"TT_CACHE_PATH", "cache_path"}, {"TT_CACHE_URL", "cache_url"},
    {"TT_HW_KEY_OVERRIDE", "hw_key_override"}, {"TT_TARGET", "target"},
    {"TT_NUM_THREADS", "threads"}, {"TT_LOG", "log"},
    {"TT_REQUIRE_CACHED", "require_cached"}, {"TT_PREDICTOR", "predictor"},
};

int rt_env_load(rt_env *env, const char *options, char *msg, size_t n)
{
    memset(env, 0, sizeof *env);
    env->budget_kind = RT_BUDGET_TIME;
    env->budget_ms = DEFAULT_BUDGET_MS;
    tt_snprintf(env->target, sizeof env->target, "cpu");
    env->threads = rt_default_threads();
    env->log = LOG_WARN;
    const char *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg)
        tt_snprintf(env->cache_dir, sizeof env->cache_dir, "%s/tt", xdg);
    else if (home && *home)
        tt_snprintf(env->cache_dir, sizeof env->cache_dir, "%s/.cache/tt", home);
    for (size_t i = 0; i < TT_ARRAY_LEN(vars); i++) {
        const char *v = getenv(vars[i].var);
        if (!v)
            continue;
        int st = set_one(env, vars[i].key, vars[i].var, v, msg, n);
        if (st)
            return st;
    }
    /* TT_DUMP is read where each dump happens; checked here */
    const char *dump = getenv("TT_DUMP");
    if (dump && *dump) {
        static const char *const known[] = {
            "all", "build", "pipe", "tails", "guards", "simplify", "flatten", "vectorize", "unroll",
            "cleanup", "stream", "stores", "outline", "llvm", "llvm-opt", "asm", "opencl", NULL};
        for (const char *q = dump; *q;) {
            size_t len = strcspn(q, ",");
            int ok = 0;
            for (int k = 0; known[k] && !ok; k++)
                ok = strlen(known[k]) == len && strncmp(known[k], q, len) == 0;
            if (!ok)
                return bad(msg, n, "TT_DUMP", dump,
                           "a comma-separated list of: all, build, pipe, tails, guards, simplify, "
                           "flatten, vectorize, unroll, cleanup, stream, stores, outline, llvm, llvm-opt, asm, "
                           "opencl");
            q += len;
            if (*q == ',')
                q++;
        }
    }
    /* read by the LLVM backend itself (once per process); checked here */
    const char *mv = getenv("TT_LIBMVEC");
    if (mv && strcmp(mv, "0") != 0 && strcmp(mv, "1") != 0 && *mv)
        return bad(msg, n, "TT_LIBMVEC", mv, "1 (vector math through libmvec) or 0");
    const char *isa = getenv("TT_ISA");
    if (isa && *isa && strcmp(isa, "native") != 0 && strcmp(isa, "avx2") != 0)
        return bad(msg, n, "TT_ISA", isa,
                   "native (the host CPU's features) or avx2 (no AVX-512 on an AVX-512 host)");
    if (!options)
        return TT_OK;
    /* "key=value,key=value"; values may not contain ',' */
    const char *s = options;
    while (*s) {
        while (*s == ',' || isspace((unsigned char)*s))
            s++;
        if (!*s)
            break;
        const char *comma = strchr(s, ',');
        size_t len = comma ? (size_t)(comma - s) : strlen(s);
        char item[4200];
        if (len >= sizeof item) {
            tt_snprintf(msg, n, "option '%.40s...' is too long", s);
            return TT_ERR_ENV;
        }
        memcpy(item, s, len);
        item[len] = 0;
        char *eq = strchr(item, '=');
        if (!eq) {
            tt_snprintf(msg, n, "option '%s' has no '=value'", item);
            return TT_ERR_ENV;
        }
        *eq = 0;
        char var[80];
        tt_snprintf(var, sizeof var, "option %s", item);
        int st = set_one(env, item, var, eq + 1, msg, n);
        if (st)
            return st;
        s += len;
    }
    return TT_OK;
}


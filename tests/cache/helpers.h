/*
 * Shared by the cache tests: temporary directories (mkdtemp, removed at
 * the end), a log callback that counts warnings, keys and winners.
 */
#ifndef TT_TEST_CACHE_HELPERS_H
#define TT_TEST_CACHE_HELPERS_H

#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache.h"
#include "tests/test.h"
#include "tt.h"
#include "base/base.h"

/* ---- logging: count warnings, keep the last one ------------------------- */

typedef struct logcap {
    int warnings, infos;
    char last[1024];
    int quiet;
} logcap;

static inline void cap_log(void *ctx, int level, const char *msg)
{
    logcap *c = ctx;
    if (level <= CACHE_LOG_WARN) {
        c->warnings++;
        tt_snprintf(c->last, sizeof c->last, "%s", msg);
        if (!c->quiet)
            fprintf(stderr, "  [log] %s\n", msg);
    } else {
        c->infos++;
    }
}

/* ---- temporary directories ------------------------------------------------ */

static inline void rm_rf(const char *path)
{
    struct stat sb;
    if (lstat(path, &sb) != 0)
        return;
    if (S_ISDIR(sb.st_mode)) {
        chmod(path, 0700);
        DIR *d = opendir(path);
        if (d) {
            struct dirent *e;
            while ((e = readdir(d))) {
                if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                    continue;
                char p[4096];
                tt_snprintf(p, sizeof p, "%s/%s", path, e->d_name);
                rm_rf(p);
            }
            closedir(d);
        }
        rmdir(path);
    } else {
        unlink(path);
    }
}

/* A fresh directory under TMPDIR (or /tmp); the caller frees and rm_rf's. */
static inline char *temp_dir(void)
{
    const char *t = getenv("TMPDIR");
    char tmpl[4096];
    tt_snprintf(tmpl, sizeof tmpl, "%s/tt-cache-test-XXXXXX", t && *t ? t : "/tmp");
    char *d = mkdtemp(tmpl);
    return d ? strdup(d) : NULL;
}

static inline void join(char *out, size_t n, const char *a, const char *b)
{
    tt_snprintf(out, n, "%s/%s", a, b);
}

static inline int64_t fsize(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? (int64_t)sb.st_size : -1;
}

static inline int write_file(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    size_t k = fwrite(p, 1, n, f);
    return fclose(f) == 0 && k == n ? 0 : -1;
}

/* How many entries of dir start with prefix (not counting the -wal and
 * -shm companions of a database). */
static inline int count_prefix(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        int companion = len > 4 && (strcmp(e->d_name + len - 4, "-wal") == 0 ||
                                    strcmp(e->d_name + len - 4, "-shm") == 0);
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && !companion)
            n++;
    }
    closedir(d);
    return n;
}

/* ---- keys and winners --------------------------------------------------- */

/* A deterministic key from a label. */
static inline void key_of(char key[CACHE_KEY_LEN + 1], const char *label)
{
    cache_hw_key(label, key);
}

static inline void key_n(char key[CACHE_KEY_LEN + 1], const char *what, int i)
{
    char l[64];
    tt_snprintf(l, sizeof l, "%s-%d", what, i);
    key_of(key, l);
}

/* A winner with object bytes derived from seed (not owned: static data in w). */
typedef struct test_winner {
    cache_winner w;
    char config[128];
    unsigned char object[512];
    unsigned char sig[16];
} test_winner;

static inline void make_winner(test_winner *t, const char *task, const char *hw, const char *config,
                        double ms, int seed)
{
    memset(t, 0, sizeof *t);
    tt_snprintf(t->w.task, sizeof t->w.task, "%s", task);
    tt_snprintf(t->w.hw, sizeof t->w.hw, "%s", hw);
    tt_snprintf(t->config, sizeof t->config, "%s", config);
    for (size_t i = 0; i < sizeof t->object; i++)
        t->object[i] = (unsigned char)(i * 7 + (size_t)seed);
    for (size_t i = 0; i < sizeof t->sig; i++)
        t->sig[i] = (unsigned char)(seed + (int)i);
    t->w.config = t->config;
    t->w.time_ms = ms;
    t->w.gflops = 100.0 / (ms > 0 ? ms : 1);
    t->w.object = t->object;
    t->w.object_len = sizeof t->object;
    t->w.sig = t->sig;
    t->w.sig_len = sizeof t->sig;
    tt_snprintf(t->w.codegen, sizeof t->w.codegen, "test-1");
}

/* Does w hold exactly t's data? */
static inline int same_winner(const cache_winner *w, const test_winner *t)
{
    return w->config && strcmp(w->config, t->config) == 0 && w->time_ms == t->w.time_ms &&
           w->object_len == sizeof t->object && memcmp(w->object, t->object, sizeof t->object) == 0 &&
           w->sig_len == sizeof t->sig && memcmp(w->sig, t->sig, sizeof t->sig) == 0 &&
           strcmp(w->codegen, t->w.codegen) == 0;
}

/* An array as a pointer, for CHECK_CONTAINS (which tests for NULL). */
static inline const char *str_of(const char *s)
{
    return s;
}

static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

#endif

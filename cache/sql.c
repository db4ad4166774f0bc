/*
 * Small pieces every cache file uses: this thread's error message, the
 * log callback, wall-clock time, key checks, and SQLite calls wrapped so
 * that a busy database is retried (within bounds) instead of reported.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cache/cache_internal.h"
#include "tt.h"

/* ---- errors, logging, time -------------------------------------------- */

static _Thread_local char tl_msg[512];

const char *cache_errmsg(void)
{
    return tl_msg;
}

int cache_fail(int st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tl_msg, sizeof tl_msg, fmt, ap);
    va_end(ap);
    return st;
}

void cache_log(cache_store *s, int level, const char *fmt, ...)
{
    if (!s->log)
        return;
    char m[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    s->log(s->log_ctx, level, m);
}

int64_t cache_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int cache_check_key(const char *what, const char *key)
{
    if (!key)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: %s key is NULL", what);
    if (!cache_key_valid(key))
        return cache_fail(TT_ERR_INVALID_ARG,
                          "cache: %s key '%.40s' is not 32 lower-case hex characters",
                          what, key);
    return TT_OK;
}

/* ---- SQLite helpers ----------------------------------------------------- */

int cache_is_busy(int rc)
{
    return (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
}

int cache_backoff(int attempt)
{
    if (attempt >= CACHE_BUSY_RETRIES)
        return 0;
    long ms = 25L << attempt;   /* 25, 50, 100, 200 ms on top of the timeout */
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
    return 1;
}

int cache_exec(cache_db *d, const char *sql)
{
    int rc;
    for (int attempt = 0;; attempt++) {
        rc = sqlite3_exec(d->db, sql, NULL, NULL, NULL);
        if (!cache_is_busy(rc) || !cache_backoff(attempt))
            return rc;
    }
}

int cache_begin(cache_db *d)
{
    return cache_exec(d, "BEGIN IMMEDIATE");
}

int cache_commit(cache_db *d)
{
    int rc = cache_exec(d, "COMMIT");
    if (rc != SQLITE_OK)
        cache_rollback(d);
    return rc;
}

void cache_rollback(cache_db *d)
{
    if (!sqlite3_get_autocommit(d->db))
        sqlite3_exec(d->db, "ROLLBACK", NULL, NULL, NULL);
}

int cache_bind_text(sqlite3_stmt *st, int i, const char *s)
{
    if (!s)
        return sqlite3_bind_null(st, i);
    return sqlite3_bind_text64(st, i, s, strlen(s), SQLITE_STATIC, SQLITE_UTF8);
}

int cache_bind_blob(sqlite3_stmt *st, int i, const void *p, size_t n)
{
    if (!p || n == 0)
        return sqlite3_bind_null(st, i);
    return sqlite3_bind_blob64(st, i, p, n, SQLITE_STATIC);
}

int cache_step_first(sqlite3_stmt *q)
{
    int rc;
    for (int attempt = 0;;) {
        rc = sqlite3_step(q);
        if (cache_is_busy(rc) && cache_backoff(attempt++)) {
            sqlite3_reset(q);
            continue;
        }
        return rc;
    }
}

char *cache_col_strdup(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    size_t n = (size_t)sqlite3_column_bytes(st, i);
    char *r = tt_xmalloc(n + 1);
    if (!r)
        return NULL;
    if (t)
        memcpy(r, t, n);
    r[n] = 0;
    return r;
}

/*
 * Winners and leases: the best configuration of a (Task, hardware) pair
 * with its object code, and the lease that lets one process tune a Task
 * while the others wait for its winner.
 *
 *   first call:  get (writable db, then layers) -> hit: load the code
 *                miss -> lease_try -> ACQUIRED: tune, put, release
 *                                  -> HELD: winner_wait -> FOUND | TIMEOUT | NO_LEASE
 *                                  -> DONE: get
 *
 * A put keeps the better of the stored and the new winner inside one
 * BEGIN IMMEDIATE transaction, so concurrent tuners cannot lose the faster
 * one; a lease is taken the same way, so exactly one of many takes it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache_internal.h"
#include "tt.h"

/* ---- winners ------------------------------------------------------------- */

void cache_winner_clear(cache_winner *w)
{
    if (!w)
        return;
    free(w->config);
    free(w->object);
    free(w->sig);
    w->config = NULL;
    w->object = w->sig = NULL;
    w->object_len = w->sig_len = 0;
}

static void *blob_dup(sqlite3_stmt *st, int i, size_t *len, int *oom)
{
    const void *p = sqlite3_column_blob(st, i);
    size_t n = (size_t)sqlite3_column_bytes(st, i);
    *len = 0;
    if (!p || n == 0)
        return NULL;
    void *r = tt_xmalloc(n);
    if (!r) {
        *oom = 1;
        return NULL;
    }
    memcpy(r, p, n);
    *len = n;
    return r;
}

/* Look up (task, hw) in one database: SQLITE_ROW (w filled), SQLITE_DONE,
 * or an error code. */
static int db_get(cache_db *d, const char *task, const char *hw, cache_winner *w)
{
    int rc = SQLITE_OK;
    if (!d->get)
        rc = sqlite3_prepare_v3(d->db,
                                "SELECT config, time_ms, gflops, object, sig, codegen, created,"
                                " updated FROM winners WHERE task = ?1 AND hw = ?2",
                                -1, SQLITE_PREPARE_PERSISTENT, &d->get, NULL);
    if (rc != SQLITE_OK)
        return rc;
    sqlite3_stmt *st = d->get;
    cache_bind_text(st, 1, task);
    cache_bind_text(st, 2, hw);
    rc = cache_step_first(st);
    if (rc == SQLITE_ROW) {
        int oom = 0;
        memset(w, 0, sizeof *w);
        memcpy(w->task, task, CACHE_KEY_LEN + 1);
        memcpy(w->hw, hw, CACHE_KEY_LEN + 1);
        w->config = cache_col_strdup(st, 0);
        w->time_ms = sqlite3_column_double(st, 1);
        w->gflops = sqlite3_column_double(st, 2);
        w->object = blob_dup(st, 3, &w->object_len, &oom);
        w->sig = blob_dup(st, 4, &w->sig_len, &oom);
        const unsigned char *cg = sqlite3_column_text(st, 5);
        tt_snprintf(w->codegen, sizeof w->codegen, "%s", cg ? (const char *)cg : "");
        w->created = sqlite3_column_int64(st, 6);
        w->updated = sqlite3_column_int64(st, 7);
        if (oom || !w->config) {
            cache_winner_clear(w);
            rc = SQLITE_NOMEM;
        }
    }
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return rc;
}

static int winner_put_locked(cache_store *s, const cache_winner *w, int *stored);

/* With s->mu held: search the writable database, then the layers. */
static int winner_get_locked(cache_store *s, const char *task, const char *hw,
                             cache_winner *w, int *found, int layers)
{
    int st = TT_OK;
    *found = 0;
    int n = layers ? s->nlayers : 0;
    for (int i = -1; i < n; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        if (!d->db)
            continue;
        int rc = db_get(d, task, hw, w);
        if (rc == SQLITE_ROW) {
            w->layer = i + 1;
            *found = 1;
            return TT_OK;
        }
        if (rc != SQLITE_DONE)
            st = cache_sql_fail(s, d, rc, "looking up a winner");
    }
    return st;
}

int cache_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                     int *found)
{
    if (found)
        *found = 0;
    if (!s || !w || !found)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store, winner or flag");
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    pthread_mutex_lock(&s->mu);
    st = winner_get_locked(s, task, hw, w, found, 1);
    pthread_mutex_unlock(&s->mu);
    if (*found || !s->pg)
        return st;
    /* a local miss: the shared store, and a hit there is copied into the
       local file so that the next process finds it without the network */
    int pst = cache_pg_winner_get(s, task, hw, w, found);
    if (*found) {
        pthread_mutex_lock(&s->mu);
        if (winner_put_locked(s, w, NULL) != TT_OK)
            cache_log(s, CACHE_LOG_WARN, "cache: could not copy a shared winner into %s: %s",
                      s->main.path, cache_errmsg());
        pthread_mutex_unlock(&s->mu);
        w->layer = 0;
        return TT_OK;
    }
    return st != TT_OK ? st : pst;
}

int cache_winner_put_txn(cache_db *d, const cache_winner *w, int64_t now, int *stored)
{
    sqlite3_stmt *q = NULL;
    int replace = 1;
    int rc = sqlite3_prepare_v2(d->db,
                                "SELECT config, time_ms, length(object) > 0, codegen FROM winners"
                                " WHERE task = ?1 AND hw = ?2", -1, &q, NULL);
    if (rc == SQLITE_OK) {
        cache_bind_text(q, 1, w->task);
        cache_bind_text(q, 2, w->hw);
        rc = sqlite3_step(q);
        if (rc == SQLITE_ROW) {
            const char *oc = (const char *)sqlite3_column_text(q, 0);
            double ot = sqlite3_column_double(q, 1);
            int oobj = sqlite3_column_int(q, 2);
            const char *ocg = (const char *)sqlite3_column_text(q, 3);
            int same = oc && strcmp(oc, w->config) == 0;
            /* faster, or the same config with object code where there was
               none or of another codegen version (compiled again) */
            replace = w->time_ms < ot ||
                      (same && w->object && w->object_len > 0 &&
                       (!oobj || !ocg || strcmp(ocg, w->codegen) != 0));
            rc = SQLITE_OK;
        } else if (rc == SQLITE_DONE) {
            rc = SQLITE_OK;
        }
    }
    sqlite3_finalize(q);
    q = NULL;
    if (rc == SQLITE_OK && replace) {
        rc = sqlite3_prepare_v2(
            d->db,
            "INSERT INTO winners(task, hw, config, time_ms, gflops, object, sig, codegen,"
            " created, updated) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)"
            " ON CONFLICT(task, hw) DO UPDATE SET config = excluded.config,"
            " time_ms = excluded.time_ms, gflops = excluded.gflops, object = excluded.object,"
            " sig = excluded.sig, codegen = excluded.codegen, updated = excluded.updated",
            -1, &q, NULL);
        if (rc == SQLITE_OK) {
            cache_bind_text(q, 1, w->task);
            cache_bind_text(q, 2, w->hw);
            cache_bind_text(q, 3, w->config);
            sqlite3_bind_double(q, 4, w->time_ms);
            sqlite3_bind_double(q, 5, isfinite(w->gflops) ? w->gflops : 0);
            cache_bind_blob(q, 6, w->object, w->object_len);
            cache_bind_blob(q, 7, w->sig, w->sig_len);
            cache_bind_text(q, 8, w->codegen);
            sqlite3_bind_int64(q, 9, now);
            rc = sqlite3_step(q);
            if (rc == SQLITE_DONE)
                rc = SQLITE_OK;
        }
        sqlite3_finalize(q);
    }
    if (stored)
        *stored = rc == SQLITE_OK && replace;
    return rc;
}

static int winner_put_locked(cache_store *s, const cache_winner *w, int *stored)
{
    cache_db *d = &s->main;
    if (!cache_writable(s))
        return TT_OK;
    int rc = cache_begin(d);
    if (rc == SQLITE_OK)
        rc = cache_winner_put_txn(d, w, cache_now_ms(), stored);
    if (rc == SQLITE_OK)
        rc = cache_commit(d);
    else
        cache_rollback(d);
    if (rc != SQLITE_OK) {
        if (stored)
            *stored = 0;
        return cache_sql_fail(s, d, rc, "storing a winner");
    }
    return TT_OK;
}

int cache_winner_check(const cache_winner *w)
{
    if (!w)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL winner");
    int st = cache_check_key("task", w->task);
    if (st == TT_OK)
        st = cache_check_key("hardware", w->hw);
    if (st != TT_OK)
        return st;
    if (!w->config || strlen(w->config) > CACHE_TEXT_MAX)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a winner needs a config text of at "
                          "most %d bytes", CACHE_TEXT_MAX);
    if (!(w->time_ms >= 0) || !isfinite(w->time_ms))
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a winner's time must be a finite "
                          "number >= 0 (got %g)", w->time_ms);
    if (w->object_len > CACHE_BLOB_MAX || w->sig_len > CACHE_BLOB_MAX)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: object code or sig over 1 GiB");
    if ((w->object_len && !w->object) || (w->sig_len && !w->sig))
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a length without its bytes");
    if (!memchr(w->codegen, 0, sizeof w->codegen))
        return cache_fail(TT_ERR_INVALID_ARG, "cache: codegen version not terminated");
    return TT_OK;
}

int cache_winner_put(cache_store *s, const cache_winner *w, int *stored)
{
    if (stored)
        *stored = 0;
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = cache_winner_check(w);
    if (st != TT_OK)
        return st;
    pthread_mutex_lock(&s->mu);
    int repairs = s->repairs;
    st = winner_put_locked(s, w, stored);
    /* The database was found damaged and rebuilt: write to the new one. */
    if (st != TT_OK && s->repairs != repairs && s->mode == CACHE_RW)
        st = winner_put_locked(s, w, stored);
    pthread_mutex_unlock(&s->mu);
    cache_pg_winner_put(s, w);   /* write-through; keeps the better there too */
    return st;
}

/* Run one statement with two key parameters in its own transaction. */
static int exec_keys(cache_store *s, const char *sql, const char *a, const char *b,
                     const char *c, const char *what)
{
    cache_db *d = &s->main;
    if (!cache_writable(s))
        return TT_OK;
    sqlite3_stmt *q = NULL;
    int rc = sqlite3_prepare_v2(d->db, sql, -1, &q, NULL);
    if (rc == SQLITE_OK) {
        cache_bind_text(q, 1, a);
        cache_bind_text(q, 2, b);
        if (c)
            cache_bind_text(q, 3, c);
        rc = cache_step_first(q);
        if (rc == SQLITE_DONE)
            rc = SQLITE_OK;
    }
    sqlite3_finalize(q);
    return rc == SQLITE_OK ? TT_OK : cache_sql_fail(s, d, rc, what);
}

int cache_winner_drop(cache_store *s, const char *task, const char *hw)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    pthread_mutex_lock(&s->mu);
    st = exec_keys(s, "DELETE FROM winners WHERE task = ?1 AND hw = ?2", task, hw, NULL,
                   "dropping a winner");
    pthread_mutex_unlock(&s->mu);
    /* otherwise the next miss would copy the same broken winner back */
    cache_pg_winner_drop(s, task, hw);
    return st;
}

/* ---- leases ------------------------------------------------------------- */

void cache_owner_default(char *buf, size_t n)
{
    char host[256] = "";
    if (gethostname(host, sizeof host - 1) != 0)
        tt_snprintf(host, sizeof host, "?");
    host[sizeof host - 1] = 0;
    tt_snprintf(buf, n, "%.64s:%ld:%lx", host, (long)getpid(), (unsigned long)pthread_self());
}

static int lease_args(const char *task, const char *hw, const char *owner)
{
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    if (st == TT_OK && (!owner || !*owner || strlen(owner) > CACHE_OWNER_MAX))
        st = cache_fail(TT_ERR_INVALID_ARG, "cache: a lease owner is 1 to %d characters",
                        CACHE_OWNER_MAX);
    return st;
}

int cache_lease_try(cache_store *s, const char *task, const char *hw, const char *owner,
                    int64_t ttl_ms, cache_lease *out)
{
    if (!s || !out)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or result");
    *out = CACHE_LEASE_ACQUIRED;
    int st = lease_args(task, hw, owner);
    if (st != TT_OK)
        return st;
    if (ttl_ms <= 0)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: lease time must be > 0 ms");
    /* the shared store's lock covers every machine of this hardware key;
       the local lease only when it cannot answer */
    int used = 0;
    cache_pg_lease_try(s, task, hw, owner, ttl_ms, out, &used);
    if (used)
        return TT_OK;
    pthread_mutex_lock(&s->mu);
    cache_db *d = &s->main;
    if (!cache_writable(s)) {
        pthread_mutex_unlock(&s->mu);
        return TT_OK;   /* alone: nobody to coordinate with */
    }
    int64_t now = cache_now_ms();
    sqlite3_stmt *q = NULL;
    cache_lease res = CACHE_LEASE_ACQUIRED;
    int rc = cache_begin(d);
    if (rc == SQLITE_OK)
        rc = sqlite3_prepare_v2(d->db,
                                "SELECT (SELECT count(*) FROM winners WHERE task = ?1 AND hw = ?2),"
                                " (SELECT owner FROM leases WHERE task = ?1 AND hw = ?2),"
                                " (SELECT expires FROM leases WHERE task = ?1 AND hw = ?2)",
                                -1, &q, NULL);
    if (rc == SQLITE_OK) {
        cache_bind_text(q, 1, task);
        cache_bind_text(q, 2, hw);
        rc = sqlite3_step(q);
        if (rc == SQLITE_ROW) {
            const char *o = (const char *)sqlite3_column_text(q, 1);
            if (sqlite3_column_int64(q, 0) > 0)
                res = CACHE_LEASE_DONE;
            else if (o && strcmp(o, owner) != 0 && sqlite3_column_int64(q, 2) > now)
                res = CACHE_LEASE_HELD;
            rc = SQLITE_OK;
        }
    }
    sqlite3_finalize(q);
    q = NULL;
    if (rc == SQLITE_OK && res == CACHE_LEASE_ACQUIRED) {
        rc = sqlite3_prepare_v2(d->db,
                                "INSERT INTO leases(task, hw, owner, expires) VALUES(?1, ?2, ?3, ?4)"
                                " ON CONFLICT(task, hw) DO UPDATE SET owner = excluded.owner,"
                                " expires = excluded.expires", -1, &q, NULL);
        if (rc == SQLITE_OK) {
            cache_bind_text(q, 1, task);
            cache_bind_text(q, 2, hw);
            cache_bind_text(q, 3, owner);
            sqlite3_bind_int64(q, 4, now + ttl_ms);
            rc = sqlite3_step(q);
            if (rc == SQLITE_DONE)
                rc = SQLITE_OK;
        }
        sqlite3_finalize(q);
    }
    if (rc == SQLITE_OK)
        rc = cache_commit(d);
    else
        cache_rollback(d);
    if (rc != SQLITE_OK)
        st = cache_sql_fail(s, d, rc, "taking a lease");
    else
        *out = res;
    pthread_mutex_unlock(&s->mu);
    return st;
}

int cache_lease_release(cache_store *s, const char *task, const char *hw, const char *owner)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = lease_args(task, hw, owner);
    if (st != TT_OK)
        return st;
    int used = 0;
    cache_pg_lease_release(s, task, hw, owner, &used);
    pthread_mutex_lock(&s->mu);
    st = exec_keys(s, "DELETE FROM leases WHERE task = ?1 AND hw = ?2 AND owner = ?3", task,
                   hw, owner, "releasing a lease");
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* One snapshot: is there a winner, is there a live lease? */
static int poll_state(cache_store *s, const char *task, const char *hw, int *winner,
                      int *leased)
{
    cache_db *d = &s->main;
    sqlite3_stmt *q = NULL;
    int rc = sqlite3_prepare_v2(d->db,
                                "SELECT (SELECT count(*) FROM winners WHERE task = ?1 AND hw = ?2),"
                                " (SELECT count(*) FROM leases WHERE task = ?1 AND hw = ?2"
                                " AND expires > ?3)", -1, &q, NULL);
    if (rc == SQLITE_OK) {
        cache_bind_text(q, 1, task);
        cache_bind_text(q, 2, hw);
        sqlite3_bind_int64(q, 3, cache_now_ms());
        rc = cache_step_first(q);
        if (rc == SQLITE_ROW) {
            *winner = sqlite3_column_int(q, 0) > 0;
            *leased = sqlite3_column_int(q, 1) > 0;
            rc = SQLITE_OK;
        }
    }
    sqlite3_finalize(q);
    return rc == SQLITE_OK ? TT_OK : cache_sql_fail(s, d, rc, "waiting for a winner");
}

int cache_winner_wait(cache_store *s, const char *task, const char *hw, int64_t timeout_ms,
                      cache_winner *w, cache_wait *out)
{
    if (!s || !w || !out)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store, winner or result");
    *out = CACHE_WAIT_NO_LEASE;
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    double deadline = tt_now_ms() + (double)(timeout_ms > 0 ? timeout_ms : 0);
    if (s->pg) {
        /* held in the shared store: sleep on the tuner's lock itself */
        int used = 0;
        cache_pg_wait(s, task, hw, timeout_ms, out, &used);
        if (used) {
            if (*out == CACHE_WAIT_TIMEOUT)
                return TT_OK;
            int found = 0;
            st = cache_winner_get(s, task, hw, w, &found);
            *out = found ? CACHE_WAIT_FOUND : CACHE_WAIT_NO_LEASE;
            return st;
        }
    }
    long delay_ms = 1;
    for (;;) {
        int winner = 0, leased = 0, found = 0;
        pthread_mutex_lock(&s->mu);
        if (s->mode == CACHE_RW && s->main.db)
            st = poll_state(s, task, hw, &winner, &leased);
        if (st == TT_OK && winner)
            st = winner_get_locked(s, task, hw, w, &found, 0);
        pthread_mutex_unlock(&s->mu);
        if (st != TT_OK)
            return st;
        if (found) {
            *out = CACHE_WAIT_FOUND;
            return TT_OK;
        }
        if (!leased && !winner) {
            *out = CACHE_WAIT_NO_LEASE;
            return TT_OK;
        }
        double left = deadline - tt_now_ms();
        if (left <= 0) {
            *out = CACHE_WAIT_TIMEOUT;
            return TT_OK;
        }
        long ms = delay_ms < left ? delay_ms : (long)left + 1;
        struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
        while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
        }
        delay_ms = delay_ms * 2 > 50 ? 50 : delay_ms * 2;
    }
}

/*
 * The shared store as a layer (docs/CACHE.md, "A shared store"): what the
 * public calls of winners.c and records.c do after the local databases.
 *
 *   get      a local miss -> tt_winners (winners.c copies a hit into tt.db)
 *   put      after the local put (keep the better, in one statement)
 *   records  Tasks, measurements written through; measurements read back
 *            without the ones the local databases gave already
 *   lease    pg_try_advisory_lock on a key of (task, hw), held by the
 *            tuner's session: one tuner per Task and hardware key across
 *            machines; the server drops it when that session dies
 *   wait     a second connection blocks in pg_advisory_lock with a
 *            lock_timeout: woken when the tuner releases, never polling
 *
 * Every call is a no-op answering "not there" without a usable layer; a
 * fault is cache_pg_fault's (pg_conn.c).  None is made with s->mu held.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache/pg_internal.h"
#include "tt.h"

#define PG_MEAS_CHUNK 500          /* rows per INSERT of measurements */
#define PG_BULK_MS 30000           /* how long a load of every Task answers for each */

/* ---- winners, Tasks, hardware -------------------------------------------------- */

int cache_pg_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                        int *found)
{
    *found = 0;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return TT_OK;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    PGresult *r = cache_pg_run(s, p, "looking up a winner",
                      "SELECT config, time_ms, gflops, object, sig, codegen, created, updated"
                               " FROM tt_winners WHERE task = $1 AND hw = $2", &a);
    int st = TT_OK;
    if (r && PQntuples(r) == 1) {
        int oom = 0;
        size_t l;
        memset(w, 0, sizeof *w);
        memcpy(w->task, task, CACHE_KEY_LEN + 1);
        memcpy(w->hw, hw, CACHE_KEY_LEN + 1);
        w->config = cache_pg_col_dup(r, 0, 0, &l, &oom);
        w->time_ms = cache_pg_col_double(r, 0, 1);
        w->gflops = cache_pg_col_double(r, 0, 2);
        w->object = cache_pg_col_dup(r, 0, 3, &w->object_len, &oom);
        w->sig = cache_pg_col_dup(r, 0, 4, &w->sig_len, &oom);
        tt_snprintf(w->codegen, sizeof w->codegen, "%s", PQgetvalue(r, 0, 5));
        w->created = cache_pg_col_int(r, 0, 6);
        w->updated = cache_pg_col_int(r, 0, 7);
        if (oom || !w->config) {
            cache_winner_clear(w);
            st = cache_fail(TT_ERR_NOMEM, "cache: out of memory reading a shared winner");
        } else if (cache_winner_check(w) != TT_OK) {
            cache_log(s, CACHE_LOG_WARN, "shared store %s: a malformed winner for task %s "
                      "(%s); ignored", p->name, task, cache_errmsg());
            cache_winner_clear(w);
        } else {
            *found = 1;
        }
    }
    PQclear(r);
    pthread_mutex_unlock(&p->mu);
    return st;
}

int cache_shared_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                            int *found)
{
    *found = 0;
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    if (!s || !s->pg)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (TT_CACHE_URL)");
    return cache_pg_winner_get(s, task, hw, w, found);
}

int cache_shared_list(cache_store *s, const char *hw, cache_entry_fn fn, void *ctx)
{
    int st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (TT_CACHE_URL)");
    p->retry_at = 0;   /* asked for: try now */
    params a = {0};
    p_text(&a, hw);
    PGresult *r = cache_pg_run(s, p, "listing winners",
                               "SELECT w.task, w.hw, coalesce(t.op, ''), coalesce(t.shapes, ''),"
                               " coalesce(t.canon, ''), w.config, w.codegen, w.time_ms, w.gflops,"
                               " coalesce(length(w.object), 0)::bigint, w.created, w.updated"
                               " FROM tt_winners w LEFT JOIN tt_tasks t ON t.key = w.task"
                               " WHERE w.hw = $1 ORDER BY w.task", &a);
    if (!r) {
        st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
        pthread_mutex_unlock(&p->mu);
        return st;
    }
    pthread_mutex_unlock(&p->mu);   /* called back without it */
    for (int i = 0; i < PQntuples(r); i++) {
        cache_entry e = {PQgetvalue(r, i, 0), PQgetvalue(r, i, 1), PQgetvalue(r, i, 2),
                         PQgetvalue(r, i, 3), PQgetvalue(r, i, 4), PQgetvalue(r, i, 5),
                         PQgetvalue(r, i, 6), cache_pg_col_double(r, i, 7),
                         cache_pg_col_double(r, i, 8), cache_pg_col_int(r, i, 9),
                         cache_pg_col_int(r, i, 10), cache_pg_col_int(r, i, 11), -1};
        if (fn(ctx, &e))
            break;
    }
    PQclear(r);
    return TT_OK;
}

void cache_pg_winner_put(cache_store *s, const cache_winner *w)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    params a = {0};
    p_text(&a, w->task);
    p_text(&a, w->hw);
    p_text(&a, w->config);
    p_double(&a, w->time_ms);
    p_double(&a, isfinite(w->gflops) ? w->gflops : 0);
    p_blob(&a, w->object, w->object_len);
    p_blob(&a, w->sig, w->sig_len);
    p_text(&a, w->codegen);
    p_int(&a, cache_now_ms());
    /* keep the better, atomically: the rule of cache_winner_put */
    PQclear(cache_pg_run(s, p, "storing a winner",
                         "INSERT INTO tt_winners(task, hw, config, time_ms, gflops, object, sig,"
                         " codegen, created, updated) VALUES($1, $2, $3, $4::float8, $5::float8,"
                         " $6::bytea, $7::bytea, $8, $9::bigint, $9::bigint)"
                         " ON CONFLICT(task, hw) DO UPDATE SET config = excluded.config,"
                         " time_ms = excluded.time_ms, gflops = excluded.gflops,"
                " object = excluded.object, sig = excluded.sig, codegen = excluded.codegen,"
                         " updated = excluded.updated"
                         " WHERE excluded.time_ms < tt_winners.time_ms OR (excluded.config ="
                         " tt_winners.config AND excluded.object IS NOT NULL AND"
                         " (tt_winners.object IS NULL OR tt_winners.codegen <> excluded.codegen))",
                         &a));
    pthread_mutex_unlock(&p->mu);
}

void cache_pg_winner_drop(cache_store *s, const char *task, const char *hw)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    PQclear(cache_pg_run(s, p, "dropping a winner",
                         "DELETE FROM tt_winners WHERE task = $1 AND hw = $2", &a));
    pthread_mutex_unlock(&p->mu);
}

void cache_pg_task_put(cache_store *s, const char *task, const char *op, const char *shapes,
                       const char *canon)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    params a = {0};
    p_text(&a, task);
    p_text(&a, op ? op : "");
    p_text(&a, shapes ? shapes : "");
    p_text(&a, canon ? canon : "");
    p_int(&a, cache_now_ms());
    PQclear(cache_pg_run(s, p, "describing a Task",
                         "INSERT INTO tt_tasks(key, op, shapes, canon, created)"
                         " VALUES($1, $2, $3, $4, $5::bigint) ON CONFLICT DO NOTHING", &a));
    pthread_mutex_unlock(&p->mu);
}

char *cache_pg_text(cache_store *s, const char *what, const char *sql, const char *key)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return NULL;
    params a = {0};
    p_text(&a, key);
    PGresult *r = cache_pg_run(s, p, what, sql, &a);
    pthread_mutex_unlock(&p->mu);
    char *out = NULL;
    if (r && PQntuples(r) > 0 && !PQgetisnull(r, 0, 0))
        out = tt_strdup(PQgetvalue(r, 0, 0));
    PQclear(r);
    return out;
}

/* Kept and written at the connection: describing the hardware must not
 * connect a process that only ever hits its local cache. */
void cache_pg_hw_put(cache_store *s, const char *hw, const char *fingerprint)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    free(p->hw);
    free(p->fp);
    p->hw = tt_strdup(hw);
    p->fp = tt_strdup(fingerprint ? fingerprint : "");
    if (!p->hw || !p->fp) {
        free(p->hw);
        free(p->fp);
        p->hw = p->fp = NULL;
    }
    pthread_mutex_unlock(&p->mu);
}

/* ---- measurements -------------------------------------------------------------- */

void cache_pg_measure_add(cache_store *s, const char *task, const char *hw,
                          const cache_meas *m, int n)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    PGconn *c = cache_pg_conn(s, p);
    int64_t now = cache_now_ms();
    /* a batch of several statements is one transaction: all or nothing */
    int txn = c && n > PG_MEAS_CHUNK;
    if (txn) {
        PGresult *b = PQexec(c, "BEGIN");
        if (!cache_pg_res_ok(b)) {
            cache_pg_fault(s, p, b, "adding measurements");
            c = NULL;
        }
        PQclear(b);
    }
    for (int at = 0; c && at < n; at += PG_MEAS_CHUNK) {
        int k = n - at < PG_MEAS_CHUNK ? n - at : PG_MEAS_CHUNK;
        int np = 2 + 6 * k;
        const char **v = calloc((size_t)np, sizeof *v);
        int *len = calloc((size_t)np, sizeof *len), *fmt = calloc((size_t)np, sizeof *fmt);
        char(*num)[32] = calloc((size_t)np, sizeof *num);
        tt_buf sql = {0};
        if (!v || !len || !fmt || !num) {
            free(v), free(len), free(fmt), free(num);
            if (txn)
                PQclear(PQexec(c, "ROLLBACK"));
            c = NULL;
            break;
        }
        v[0] = task;
        v[1] = hw;
        tt_buf_puts(&sql, "INSERT INTO tt_measurements(task, hw, config, features, time_ms,"
                    " error, error_text, created) VALUES");
        for (int i = 0; i < k; i++) {
            const cache_meas *x = &m[at + i];
            int b = 2 + 6 * i;   /* 0-based index of this row's first parameter */
            tt_buf_printf(&sql, "%s($1, $2, $%d, $%d::bytea, $%d::float8, $%d::int, $%d,"
                          " $%d::bigint)", i ? ", " : "", b + 1, b + 2, b + 3, b + 4, b + 5,
                          b + 6);
            v[b] = x->config;
            v[b + 1] = x->nfeatures > 0 ? (const char *)x->features : NULL;
            len[b + 1] = x->nfeatures > 0 ? x->nfeatures * (int)sizeof(float) : 0;
            fmt[b + 1] = 1;
            if (x->time_ms >= 0 && isfinite(x->time_ms)) {
                tt_snprintf(num[b + 2], sizeof num[0], "%.17g", x->time_ms);
                for (char *q = num[b + 2]; *q; q++)
                    if (*q == ',')
                        *q = '.';
                v[b + 2] = num[b + 2];
            }
            tt_snprintf(num[b + 3], sizeof num[0], "%d", x->error);
            v[b + 3] = num[b + 3];
            v[b + 4] = x->error_text;
            tt_snprintf(num[b + 5], sizeof num[0], "%lld",
                        (long long)(x->created > 0 ? x->created : now));
            v[b + 5] = num[b + 5];
        }
        tt_buf_puts(&sql, " ON CONFLICT DO NOTHING");
        PGresult *r = sql.s ? PQexecParams(c, sql.s, np, NULL, v, len, fmt, 1) : NULL;
        if (!cache_pg_res_ok(r)) {
            cache_pg_fault(s, p, r, "adding measurements");
            c = NULL;   /* this batch goes no further; the local copy has it */
        }
        PQclear(r);
        tt_buf_free(&sql);
        free(v), free(len), free(fmt), free(num);
    }
    if (txn && c) {
        PGresult *e = PQexec(c, "COMMIT");
        if (!cache_pg_res_ok(e))
            cache_pg_fault(s, p, e, "adding measurements");
        PQclear(e);
    }
    pthread_mutex_unlock(&p->mu);
}

uint64_t cache_meas_hash(const char *task, const char *config, int64_t created)
{
    uint64_t h = 1469598103934665603ull;
    for (const char *q = task; *q; q++)
        h = (h ^ (unsigned char)*q) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
    for (const char *q = config; *q; q++)
        h = (h ^ (unsigned char)*q) * 1099511628211ull;
    for (int i = 0; i < 8; i++)
        h = (h ^ ((uint64_t)created >> (8 * i) & 0xff)) * 1099511628211ull;
    return h | 1;   /* 0 marks an empty slot */
}

void cache_seen_add(cache_seen *z, uint64_t h)
{
    if (2 * (z->n + 1) > z->cap) {
        size_t ncap = z->cap ? 2 * z->cap : 1024;
        uint64_t *nh = calloc(ncap, sizeof *nh);
        if (!nh)
            return;   /* a duplicate or two in the training data, no more */
        for (size_t i = 0; i < z->cap; i++)
            if (z->h[i])
                for (size_t j = z->h[i] & (ncap - 1);; j = (j + 1) & (ncap - 1))
                    if (!nh[j]) {
                        nh[j] = z->h[i];
                        break;
                    }
        free(z->h);
        z->h = nh;
        z->cap = ncap;
    }
    for (size_t j = h & (z->cap - 1);; j = (j + 1) & (z->cap - 1)) {
        if (z->h[j] == h)
            return;
        if (!z->h[j]) {
            z->h[j] = h;
            z->n++;
            return;
        }
    }
}

int cache_seen_has(const cache_seen *z, uint64_t h)
{
    if (!z || !z->cap)
        return 0;
    for (size_t j = h & (z->cap - 1);; j = (j + 1) & (z->cap - 1)) {
        if (z->h[j] == h)
            return 1;
        if (!z->h[j])
            return 0;
    }
}

/* Pass the rows of r (of `task` only, unless NULL; at most limit) that
 * skip does not hold to fn. */
static void pass_rows(const PGresult *r, const char *task, int64_t limit, const cache_seen *skip,
                      cache_meas_fn fn, void *ctx, int64_t *count)
{
    int rows = PQntuples(r);
    float *fbuf = NULL;
    size_t fcap = 0;
    for (int i = 0; i < rows && *count < limit; i++) {
        const char *t = PQgetvalue(r, i, 0);
        if (task && strcmp(t, task) != 0)
            continue;
        cache_meas m = {0};
        m.config = PQgetvalue(r, i, 1);
        m.created = cache_pg_col_int(r, i, 6);
        if (skip && cache_seen_has(skip, cache_meas_hash(t, m.config, m.created)))
            continue;
        size_t nb = PQgetisnull(r, i, 2) ? 0 : (size_t)PQgetlength(r, i, 2);
        if (nb / sizeof(float) > fcap) {
            float *nf = realloc(fbuf, nb);
            if (!nf)
                break;
            fbuf = nf;
            fcap = nb / sizeof(float);
        }
        m.nfeatures = (int)(nb / sizeof(float));
        if (m.nfeatures) {   /* copied: a column need not be aligned */
            memcpy(fbuf, PQgetvalue(r, i, 2), (size_t)m.nfeatures * sizeof(float));
            m.features = fbuf;
        }
        m.time_ms = PQgetisnull(r, i, 3) ? -1 : cache_pg_col_double(r, i, 3);
        m.error = (int)cache_pg_col_int(r, i, 4);
        m.error_text = PQgetisnull(r, i, 5) ? NULL : PQgetvalue(r, i, 5);
        (*count)++;
        if (fn(ctx, t, &m))
            break;
    }
    free(fbuf);
}

/* A load's result, alive while the store keeps it or a load reads it. */
struct pg_bulk {
    PGresult *r;
    int refs;
};

void cache_pg_bulk_drop(struct pg_bulk *b)
{
    if (b && --b->refs == 0) {
        PQclear(b->r);
        free(b);
    }
}

/* The transfer learning of a first call (tune/rows.c) loads every Task's
 * measurements of the key, then each Task's: one query per Task would cost
 * a round trip each inside the budget.  So a load of every Task is kept
 * for PG_BULK_MS, and a Task's load that follows is answered from its rows
 * (the Task's newest among the key's newest `limit`), without a query. */
int cache_pg_measure_load(cache_store *s, const char *hw, const char *task, int64_t limit,
                          const cache_seen *skip, cache_meas_fn fn, void *ctx,
                          int64_t *count)
{
    *count = 0;
    if (limit <= 0)
        limit = INT64_MAX;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return TT_OK;
    if (task && p->bulk && strcmp(p->bulk_hw, hw) == 0 && tt_now_ms() - p->bulk_at < PG_BULK_MS) {
        struct pg_bulk *b = p->bulk;
        b->refs++;   /* called back without the lock: fn may use the store */
        pthread_mutex_unlock(&p->mu);
        pass_rows(b->r, task, limit, skip, fn, ctx, count);
        pthread_mutex_lock(&p->mu);
        cache_pg_bulk_drop(b);
        pthread_mutex_unlock(&p->mu);
        return TT_OK;
    }
    params a = {0};
    p_text(&a, hw);
    p_int(&a, limit);
    if (task)
        p_text(&a, task);
    PGresult *r = cache_pg_run(s, p, "loading measurements",
                      task ? "SELECT task, config, features, time_ms, error, error_text, created"
                               " FROM tt_measurements WHERE hw = $1 AND task = $3"
                               " ORDER BY created DESC LIMIT $2::bigint"
                           : "SELECT task, config, features, time_ms, error, error_text, created"
                               " FROM tt_measurements WHERE hw = $1"
                               " ORDER BY created DESC LIMIT $2::bigint", &a);
    pthread_mutex_unlock(&p->mu);   /* called back without it: fn may use the store */
    if (!r)
        return TT_OK;
    pass_rows(r, NULL, limit, skip, fn, ctx, count);
    if (task) {
        PQclear(r);
        return TT_OK;
    }
    struct pg_bulk *b = tt_xmalloc(sizeof *b);
    if (!b) {
        PQclear(r);
        return TT_OK;
    }
    b->r = r;
    b->refs = 1;
    pthread_mutex_lock(&p->mu);
    cache_pg_bulk_drop(p->bulk);
    p->bulk = b;
    memcpy(p->bulk_hw, hw, CACHE_KEY_LEN + 1);
    p->bulk_at = tt_now_ms();
    pthread_mutex_unlock(&p->mu);
    return TT_OK;
}

/* ---- leases --------------------------------------------------------------------- */

/* The advisory lock of (task, hw): 64 bits of FNV-1a over both keys. */
static int64_t lock_key(const char *task, const char *hw)
{
    uint64_t h = 1469598103934665603ull;
    for (const char *q = task; *q; q++)
        h = (h ^ (unsigned char)*q) * 1099511628211ull;
    for (const char *q = hw; *q; q++)
        h = (h ^ (unsigned char)*q) * 1099511628211ull;
    return (int64_t)h;
}

int cache_pg_lease_try(cache_store *s, const char *task, const char *hw, const char *owner,
                       int64_t ttl_ms, cache_lease *out, int *used)
{
    *used = 0;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return TT_OK;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    p_int(&a, lock_key(task, hw));
    /* CASE evaluates a branch only when it is reached: no lock if done */
    PGresult *r = cache_pg_run(s, p, "taking a lease",
                      "SELECT CASE WHEN EXISTS(SELECT 1 FROM tt_winners WHERE task = $1 AND"
                      " hw = $2) THEN 2 WHEN pg_try_advisory_lock($3::bigint) THEN 0 ELSE 1 END",
                               &a);
    if (r && PQntuples(r) == 1) {
        int v = (int)cache_pg_col_int(r, 0, 0);
        *used = 1;
        *out = v == 2 ? CACHE_LEASE_DONE : v == 1 ? CACHE_LEASE_HELD : CACHE_LEASE_ACQUIRED;
    }
    PQclear(r);
    if (*used && *out == CACHE_LEASE_ACQUIRED) {
        /* a winner may have landed between the check and the lock; the
           lease row is for `tt queue status` and listings, not the lock */
        params b = {0};
        p_text(&b, task);
        p_text(&b, hw);
        p_text(&b, owner);
        p_int(&b, ttl_ms);
        p_int(&b, lock_key(task, hw));
        r = cache_pg_run(s, p, "taking a lease",
                         "WITH w AS (SELECT EXISTS(SELECT 1 FROM tt_winners WHERE task = $1 AND"
                         " hw = $2) AS done),"
                         " l AS (INSERT INTO tt_leases(task, hw, owner, expires)"
                         " SELECT $1, $2, $3, " NOW_MS " + $4::bigint FROM w WHERE NOT w.done"
                         " ON CONFLICT(task, hw) DO UPDATE"
                         " SET owner = excluded.owner, expires = excluded.expires)"
                         " SELECT CASE WHEN done THEN pg_advisory_unlock($5::bigint) ELSE false END"
                         " FROM w", &b);
        if (r && PQntuples(r) == 1 && cache_pg_col_int(r, 0, 0))
            *out = CACHE_LEASE_DONE;
        if (!r)
            *used = 0;   /* lost meanwhile: the local lease decides */
        PQclear(r);
    }
    pthread_mutex_unlock(&p->mu);
    return TT_OK;
}

void cache_pg_lease_release(cache_store *s, const char *task, const char *hw,
                            const char *owner, int *used)
{
    *used = 0;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return;
    if (p->state == CACHE_SHARED_UP && p->c) {
        params a = {0};
        p_text(&a, task);
        p_text(&a, hw);
        p_text(&a, owner);
        p_int(&a, lock_key(task, hw));
        PGresult *r = cache_pg_run(s, p, "releasing a lease",
                          "WITH d AS (DELETE FROM tt_leases WHERE task = $1 AND hw = $2 AND"
                                   " owner = $3) SELECT pg_advisory_unlock($4::bigint)", &a);
        *used = r != NULL;
        PQclear(r);
    }
    pthread_mutex_unlock(&p->mu);
}

int cache_pg_wait(cache_store *s, const char *task, const char *hw, int64_t timeout_ms,
                  cache_wait *out, int *used)
{
    *used = 0;
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return TT_OK;
    int up = cache_pg_conn(s, p) != NULL;
    pthread_mutex_unlock(&p->mu);
    if (!up)
        return TT_OK;
    /* a connection of its own: this one blocks, the store's stays free */
    char err[300];
    PGconn *c = cache_pg_connect_raw(p->url, err, sizeof err);
    if (!c)
        return TT_OK;   /* the local wait decides */
    char sql[160];
    tt_snprintf(sql, sizeof sql, "SET statement_timeout = 0; SET lock_timeout = %lld",
                (long long)(timeout_ms > 1 ? timeout_ms : 1));
    PGresult *r = PQexec(c, sql);
    int ok = cache_pg_res_ok(r);
    PQclear(r);
    if (ok) {
        params a = {0};
        p_int(&a, lock_key(task, hw));
        r = PQexecParams(c, "SELECT pg_advisory_lock($1::bigint), pg_advisory_unlock($1::bigint)",
                         a.n, NULL, a.v, a.len, a.fmt, 1);
        const char *code = PQresultErrorField(r, PG_DIAG_SQLSTATE);
        if (cache_pg_res_ok(r)) {
            *used = 1;
            *out = CACHE_WAIT_NO_LEASE;   /* free now: the caller looks for a winner */
        } else if (code && strcmp(code, "55P03") == 0) {
            *used = 1;
            *out = CACHE_WAIT_TIMEOUT;
        }
        PQclear(r);
    }
    PQfinish(c);
    return TT_OK;
}

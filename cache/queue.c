/*
 * The work queue in the shared store (docs/CACHE.md, "The work queue"):
 * `tt warm --queue` adds lines for a hardware key, `tt worker` claims them
 * (SELECT ... FOR UPDATE SKIP LOCKED), a claim expires so that a dead
 * worker's entry is taken over, `tt queue status` counts them.  And the
 * hardware keys the store has records of (training on the fleet's data).
 * Every call needs a reachable shared store: else TT_ERR_CACHE.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache/pg_internal.h"
#include "tt.h"

static int need(cache_store *s, cache_pg **pp);

int cache_shared_hw_keys(cache_store *s, cache_key_fn fn, void *ctx)
{
    cache_pg *p;
    int st = need(s, &p);
    if (st != TT_OK)
        return st;
    PGresult *r = cache_pg_run(s, p, "listing hardware keys",
                               "SELECT DISTINCT hw FROM tt_measurements ORDER BY hw", NULL);
    if (!r) {
        st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
        pthread_mutex_unlock(&p->mu);
        return st;
    }
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < PQntuples(r); i++)
        if (fn(ctx, PQgetvalue(r, i, 0)))
            break;
    PQclear(r);
    return TT_OK;
}

static int need(cache_store *s, cache_pg **pp)
{
    *pp = cache_pg_lock(s);
    if (!*pp)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (TT_CACHE_URL)");
    cache_pg *p = *pp;
    p->retry_at = 0;   /* a queue command is asked for: try now */
    if (!cache_pg_conn(s, p)) {
        int st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
        pthread_mutex_unlock(&p->mu);
        *pp = NULL;
        return st;
    }
    return TT_OK;
}

static int queue_fail(cache_pg *p)
{
    int st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
    pthread_mutex_unlock(&p->mu);
    return st;
}

int cache_queue_add(cache_store *s, const char *hw, const char *line, int *added)
{
    if (added)
        *added = 0;
    int st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    if (!line || !*line || strlen(line) >= sizeof ((cache_qentry *)0)->line)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a queue line is 1 to %zu bytes",
                          sizeof ((cache_qentry *)0)->line - 1);
    cache_pg *p;
    if ((st = need(s, &p)) != TT_OK)
        return st;
    params a = {0};
    p_text(&a, hw);
    p_text(&a, line);
    PGresult *r = cache_pg_run(s, p, "queueing",
                               "INSERT INTO tt_queue(hw, line, created) VALUES($1, $2, " NOW_MS ")"
                      " ON CONFLICT(hw, md5(line)) DO UPDATE SET state = 'pending', owner = NULL,"
                               " attempts = 0, error = NULL, result = NULL, expires = NULL"
                               " WHERE tt_queue.state = 'failed' RETURNING id", &a);
    if (!r)
        return queue_fail(p);
    if (added)
        *added = PQntuples(r) > 0;
    PQclear(r);
    pthread_mutex_unlock(&p->mu);
    return TT_OK;
}

int cache_queue_claim(cache_store *s, const char *hw, const char *owner, int64_t ttl_ms,
                      cache_qentry *e, int *got, int64_t *waiting)
{
    *got = 0;
    if (waiting)
        *waiting = 0;
    int st = cache_check_key("hardware", hw);
    if (st != TT_OK)
        return st;
    if (!owner || !*owner || strlen(owner) > CACHE_OWNER_MAX || ttl_ms <= 0)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a claim needs an owner and a time > 0");
    cache_pg *p;
    if ((st = need(s, &p)) != TT_OK)
        return st;
    params a = {0};
    p_text(&a, hw);
    p_text(&a, owner);
    p_int(&a, ttl_ms);
    PGresult *r = cache_pg_run(s, p, "claiming a queue entry",
                      "WITH c AS (SELECT id FROM tt_queue WHERE hw = $1 AND (state = 'pending'"
                               " OR (state = 'running' AND expires < " NOW_MS ")) ORDER BY id"
                               " FOR UPDATE SKIP LOCKED LIMIT 1)"
                               " UPDATE tt_queue q SET state = 'running', owner = $2,"
                               " attempts = q.attempts + 1, claimed = " NOW_MS ","
                               " expires = " NOW_MS " + $3::bigint FROM c WHERE q.id = c.id"
                               " RETURNING q.id, q.line, q.attempts", &a);
    if (!r)
        return queue_fail(p);
    if (PQntuples(r) == 1) {
        memset(e, 0, sizeof *e);
        e->id = cache_pg_col_int(r, 0, 0);
        memcpy(e->hw, hw, CACHE_KEY_LEN + 1);
        tt_snprintf(e->line, sizeof e->line, "%s", PQgetvalue(r, 0, 1));
        e->attempts = (int)cache_pg_col_int(r, 0, 2);
        *got = 1;
    }
    PQclear(r);
    if (waiting) {
        params b = {0};
        p_text(&b, hw);
        r = cache_pg_run(s, p, "counting queue entries",
                         "SELECT count(*) FROM tt_queue WHERE hw = $1 AND (state = 'pending' OR"
                         " state = 'running')", &b);
        if (!r)
            return queue_fail(p);
        *waiting = cache_pg_col_int(r, 0, 0);
        PQclear(r);
    }
    pthread_mutex_unlock(&p->mu);
    return TT_OK;
}

int cache_queue_finish(cache_store *s, int64_t id, const char *owner, int ok,
                       const char *result, const char *error)
{
    cache_pg *p;
    int st = need(s, &p);
    if (st != TT_OK)
        return st;
    params a = {0};
    p_int(&a, id);
    p_text(&a, owner ? owner : "");
    p_text(&a, ok ? "done" : "failed");
    p_text(&a, result);
    p_text(&a, error);
    PGresult *r = cache_pg_run(s, p, "finishing a queue entry",
                               "UPDATE tt_queue SET state = $3, result = $4, error = $5,"
                               " finished = " NOW_MS ", expires = NULL"
                               " WHERE id = $1::bigint AND owner = $2 AND state = 'running'", &a);
    if (!r)
        return queue_fail(p);
    int n = atoi(PQcmdTuples(r));
    PQclear(r);
    pthread_mutex_unlock(&p->mu);
    if (n != 1)
        return cache_fail(TT_ERR_CACHE, "cache: queue entry %lld is no longer claimed by %s "
                          "(its claim expired and another worker took it)", (long long)id,
                          owner ? owner : "");
    return TT_OK;
}

int cache_queue_release(cache_store *s, int64_t id, const char *owner)
{
    cache_pg *p;
    int st = need(s, &p);
    if (st != TT_OK)
        return st;
    params a = {0};
    p_int(&a, id);
    p_text(&a, owner ? owner : "");
    PGresult *r = cache_pg_run(s, p, "releasing a queue entry",
                      "UPDATE tt_queue SET state = 'pending', owner = NULL, expires = NULL,"
                               " attempts = greatest(attempts - 1, 0)"
                               " WHERE id = $1::bigint AND owner = $2 AND state = 'running'", &a);
    if (!r)
        return queue_fail(p);
    PQclear(r);
    pthread_mutex_unlock(&p->mu);
    return TT_OK;
}

int cache_queue_status(cache_store *s, cache_qcount_fn fn, cache_qrow_fn rowfn, void *ctx)
{
    cache_pg *p;
    int st = need(s, &p);
    if (st != TT_OK)
        return st;
    PGresult *r = cache_pg_run(s, p, "reading the queue",
                               "SELECT hw, count(*) FILTER (WHERE state = 'pending'),"
                               " count(*) FILTER (WHERE state = 'running'),"
                               " count(*) FILTER (WHERE state = 'done'),"
                               " count(*) FILTER (WHERE state = 'failed')"
                               " FROM tt_queue GROUP BY hw ORDER BY hw", NULL);
    if (!r)
        return queue_fail(p);
    PGresult *rows = NULL;
    if (rowfn) {
        rows = cache_pg_run(s, p, "reading the queue",
                            "SELECT id, hw, line, state, coalesce(owner, ''), coalesce(result, ''),"
                            " coalesce(error, ''), attempts, created, coalesce(claimed, 0),"
                   " coalesce(expires, 0), coalesce(finished, 0) FROM tt_queue ORDER BY id",
                            NULL);
        if (!rows) {
            PQclear(r);
            return queue_fail(p);
        }
    }
    pthread_mutex_unlock(&p->mu);
    int stop = 0;
    for (int i = 0; fn && i < PQntuples(r) && !stop; i++) {
        cache_qcount c = {PQgetvalue(r, i, 0), cache_pg_col_int(r, i, 1), cache_pg_col_int(r, i, 2),
                          cache_pg_col_int(r, i, 3), cache_pg_col_int(r, i, 4)};
        stop = fn(ctx, &c);
    }
    for (int i = 0; rows && i < PQntuples(rows) && !stop; i++) {
#define QV(k) PQgetvalue(rows, i, k)
#define QI(k) cache_pg_col_int(rows, i, k)
        cache_qrow q = {QI(0), QV(1), QV(2), QV(3), QV(4), QV(5), QV(6),
                        (int)QI(7), QI(8), QI(9), QI(10), QI(11)};
#undef QV
#undef QI
        stop = rowfn(ctx, &q);
    }
    PQclear(r);
    PQclear(rows);
    return TT_OK;
}

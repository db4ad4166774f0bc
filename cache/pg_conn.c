/*
 * The shared store: a PostgreSQL database that a fleet of machines uses
 * as one more cache layer, through libpq (docs/CACHE.md, "A shared
 * store").  Three files:
 *
 *   pg_conn.c  attaching a URL, the connection, the schema, faults, check
 *   pg.c       the layer: winners, records, leases, waiting
 *   queue.c    the work queue
 *
 * The connection is made at the first call that needs it (a local miss or
 * a write), never on a local hit, and creates or migrates the schema (a
 * version row in tt_meta).  Faults never reach the caller: a server that
 * is down or goes away puts the layer in DOWN (one warning; a new attempt
 * at most every PG_RETRY_MS), a statement timeout or a failed statement
 * is warned about once and that call goes on with the local cache, a
 * newer schema or a refused login switch the layer OFF for the store's
 * lifetime (one warning).  Every write is one statement or one
 * transaction, so a write cut short leaves nothing half-written.
 *
 * Locking: p->mu serialises the use of the connection (libpq connections
 * are not for concurrent use); it is never taken with the store's s->mu
 * held, nor the other way round.
 */
#define _GNU_SOURCE
#include <endian.h>
#include <libpq-fe.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache/pg_internal.h"
#include "tt.h"

#define PG_RETRY_MS 5000           /* after a lost server, try again no sooner */
#define PG_STATEMENT_TIMEOUT "10s" /* unless the URL sets one */

static const char schema_sql[] =
    "CREATE TABLE IF NOT EXISTS tt_meta(key text PRIMARY KEY, value text NOT NULL);"
    "CREATE TABLE IF NOT EXISTS tt_tasks(key text PRIMARY KEY, op text NOT NULL,"
    " shapes text NOT NULL, canon text NOT NULL, created bigint NOT NULL);"
    "CREATE TABLE IF NOT EXISTS tt_hardware(key text PRIMARY KEY,"
    " fingerprint text NOT NULL, created bigint NOT NULL);"
    "CREATE TABLE IF NOT EXISTS tt_winners(task text NOT NULL, hw text NOT NULL,"
    " config text NOT NULL, time_ms float8 NOT NULL, gflops float8 NOT NULL,"
    " object bytea, sig bytea, codegen text NOT NULL, created bigint NOT NULL,"
    " updated bigint NOT NULL, PRIMARY KEY(task, hw));"
    "CREATE TABLE IF NOT EXISTS tt_measurements(id bigserial PRIMARY KEY,"
    " task text NOT NULL, hw text NOT NULL, config text NOT NULL, features bytea,"
    " time_ms float8, error integer NOT NULL, error_text text, created bigint NOT NULL);"
    "CREATE UNIQUE INDEX IF NOT EXISTS tt_measurements_key"
    " ON tt_measurements(task, hw, created, md5(config));"
    "CREATE INDEX IF NOT EXISTS tt_measurements_hw ON tt_measurements(hw, created);"
    "CREATE TABLE IF NOT EXISTS tt_leases(task text NOT NULL, hw text NOT NULL,"
    " owner text NOT NULL, expires bigint NOT NULL, PRIMARY KEY(task, hw));"
    "CREATE TABLE IF NOT EXISTS tt_queue(id bigserial PRIMARY KEY, hw text NOT NULL,"
    " line text NOT NULL, state text NOT NULL DEFAULT 'pending'"
    "  CHECK (state IN ('pending', 'running', 'done', 'failed')),"
    " owner text, attempts integer NOT NULL DEFAULT 0, claimed bigint, expires bigint,"
    " result text, error text, created bigint NOT NULL, finished bigint);"
    "CREATE UNIQUE INDEX IF NOT EXISTS tt_queue_line ON tt_queue(hw, md5(line));"
    "CREATE INDEX IF NOT EXISTS tt_queue_claim ON tt_queue(hw, state, id);";

/* ---- messages ------------------------------------------------------------ */

/* libpq's message on one line, without "ERROR:  " and the trailing newline. */
void cache_pg_one_line(char *dst, size_t n, const char *m)
{
    if (!m)
        m = "";
    if (strncmp(m, "ERROR:  ", 8) == 0)
        m += 8;
    tt_snprintf(dst, n, "%s", m);
    for (char *q = dst; *q; q++)
        if (*q == '\n' || *q == '\t')
            *q = ' ';
    for (size_t l = strlen(dst); l > 0 && dst[l - 1] == ' ';)
        dst[--l] = 0;
}

static void quiet_notice(void *arg, const char *msg)
{
    (void)arg;   /* NOTICEs ("relation already exists, skipping") are not ours to print */
    (void)msg;
}

/* ---- binary results --------------------------------------------------------- */

static uint64_t get_be64(const char *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return be64toh(x);
}

double cache_pg_col_double(const PGresult *r, int row, int col)
{
    if (PQgetisnull(r, row, col) || PQgetlength(r, row, col) != 8)
        return NAN;
    uint64_t u = get_be64(PQgetvalue(r, row, col));
    double d;
    memcpy(&d, &u, 8);
    return d;
}

int64_t cache_pg_col_int(const PGresult *r, int row, int col)
{
    if (PQgetisnull(r, row, col))
        return 0;
    const char *b = PQgetvalue(r, row, col);
    int l = PQgetlength(r, row, col);
    if (l == 8)
        return (int64_t)get_be64(b);
    if (l == 4) {
        uint32_t x;
        memcpy(&x, b, 4);
        return (int32_t)be32toh(x);
    }
    if (l == 1)
        return (unsigned char)b[0];
    return 0;
}

void *cache_pg_col_dup(const PGresult *r, int row, int col, size_t *len, int *oom)
{
    *len = 0;
    if (PQgetisnull(r, row, col))
        return NULL;
    size_t n = (size_t)PQgetlength(r, row, col);
    void *m = tt_xmalloc(n + 1);
    if (!m) {
        *oom = 1;
        return NULL;
    }
    memcpy(m, PQgetvalue(r, row, col), n);
    ((char *)m)[n] = 0;
    *len = n;
    return m;
}

/* ---- the connection --------------------------------------------------------- */

PGconn *cache_pg_connect_raw(const char *url, char *err, size_t n)
{
    /* defaults first: the URL's own settings, expanded from dbname, win */
    /* a peer that stops answering mid-statement: keepalives, and a bound
       on unacknowledged data (tcp_user_timeout), so that no call hangs */
    static const char *const kw[] = {"connect_timeout", "keepalives", "keepalives_idle",
                                     "keepalives_interval", "keepalives_count",
                                     "tcp_user_timeout", "application_name", "dbname", NULL};
    const char *val[] = {"2", "1", "10", "5", "3", "15000", "tt", url, NULL};
    if (cache_pq_load(err, n) != 0)
        return NULL;
    PGconn *c = PQconnectdbParams(kw, val, 1);
    if (!c) {
        tt_snprintf(err, n, "out of memory");
        return NULL;
    }
    if (PQstatus(c) != CONNECTION_OK) {
        cache_pg_one_line(err, n, PQerrorMessage(c));
        PQfinish(c);
        return NULL;
    }
    PQsetNoticeProcessor(c, quiet_notice, NULL);
    return c;
}

/* Is a failed connection worth trying again later?  A refused login, a
 * TLS problem or a missing database or role will not mend by itself. */
static int permanent(const char *err)
{
    static const char *const words[] = {"authentication", "password", "SSL", "certificate",
                                        "does not exist", "no pg_hba.conf entry",
                                        "permission denied", "libpq", "GSSAPI",
                                        "encryption", NULL};
    for (int i = 0; words[i]; i++)
        if (strstr(err, words[i]))
            return 1;
    return 0;
}

static void go_down(cache_store *s, cache_pg *p, const char *fmt, ...) TT_PRINTF(3, 4);
static void go_down(cache_store *s, cache_pg *p, const char *fmt, ...)
{
    if (p->c)
        PQfinish(p->c);
    p->c = NULL;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->last_err, sizeof p->last_err, fmt, ap);
    va_end(ap);
    if (p->state != CACHE_SHARED_OFF)
        p->state = CACHE_SHARED_DOWN;
    p->retry_at = cache_now_ms() + PG_RETRY_MS;
    if (!p->down_warned) {
        p->down_warned = 1;
        cache_log(s, CACHE_LOG_WARN, "shared store %s: %s; using the local cache%s", p->name,
                  p->last_err, p->state == CACHE_SHARED_OFF ? "" : " until it is back");
    }
}

static PGresult *exec0(PGconn *c, const char *sql)
{
    return PQexecParams(c, sql, 0, NULL, NULL, NULL, NULL, 1);
}

int cache_pg_res_ok(const PGresult *r)
{
    ExecStatusType t = PQresultStatus(r);
    return t == PGRES_COMMAND_OK || t == PGRES_TUPLES_OK;
}

/* The schema: read its version; create or migrate it when older or
 * missing; refuse a newer one.  0 ok, -1 failed (state set). */
static int setup(cache_store *s, cache_pg *p)
{
    PGconn *c = p->c;
    char err[300] = "";
    PGresult *r = exec0(c, "SELECT to_regclass('tt_meta') IS NOT NULL,"
                           " current_setting('statement_timeout') = '0'");
    int have_meta = 0, no_timeout = 0;
    if (cache_pg_res_ok(r) && PQntuples(r) == 1) {
        have_meta = (int)cache_pg_col_int(r, 0, 0);
        no_timeout = (int)cache_pg_col_int(r, 0, 1);
    } else {
        cache_pg_one_line(err, sizeof err, PQresultErrorMessage(r));
    }
    PQclear(r);
    if (err[0])
        goto fail;
    if (no_timeout) {
        r = exec0(c, "SET statement_timeout = '" PG_STATEMENT_TIMEOUT "'");
        PQclear(r);
    }
    int version = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (have_meta) {
            r = exec0(c, "SELECT value::int FROM tt_meta WHERE key = 'schema'");
            if (!cache_pg_res_ok(r)) {
                cache_pg_one_line(err, sizeof err, PQresultErrorMessage(r));
                PQclear(r);
                goto fail;
            }
            version = PQntuples(r) == 1 ? (int)cache_pg_col_int(r, 0, 0) : 0;
            PQclear(r);
        }
        if (version > CACHE_PG_SCHEMA_VERSION) {
            p->state = CACHE_SHARED_OFF;
            go_down(s, p, "its schema version %d is newer than this tt's (%d); not using it",
                    version, CACHE_PG_SCHEMA_VERSION);
            return -1;
        }
        if (version == CACHE_PG_SCHEMA_VERSION || pass == 1)
            break;
        /* create or migrate, one process at a time (CREATE ... IF NOT
           EXISTS is not safe against itself running concurrently) */
        char sql[sizeof schema_sql + 512];
        tt_snprintf(sql, sizeof sql,
                    "BEGIN; SELECT pg_advisory_xact_lock(7415402519203561000); %s"
                    "INSERT INTO tt_meta VALUES('schema', '%d') ON CONFLICT(key) DO UPDATE"
                    " SET value = excluded.value WHERE tt_meta.value::int < %d; COMMIT",
                    schema_sql, CACHE_PG_SCHEMA_VERSION, CACHE_PG_SCHEMA_VERSION);
        r = PQexec(c, sql);
        if (!cache_pg_res_ok(r)) {
            cache_pg_one_line(err, sizeof err, PQresultErrorMessage(r));
            PQclear(r);
            PQclear(PQexec(c, "ROLLBACK"));
            goto fail;
        }
        PQclear(r);
        have_meta = 1;
    }
    if (version != CACHE_PG_SCHEMA_VERSION) {
        tt_snprintf(err, sizeof err, "schema version %d after creating it", version);
        goto fail;
    }
    if (p->hw) {
        params a = {0};
        p_text(&a, p->hw);
        p_text(&a, p->fp);
        p_int(&a, cache_now_ms());
        r = PQexecParams(c, "INSERT INTO tt_hardware(key, fingerprint, created)"
                         " VALUES($1, $2, $3::bigint) ON CONFLICT DO NOTHING",
                         a.n, NULL, a.v, a.len, a.fmt, 1);
        PQclear(r);
    }
    return 0;
fail:
    if (permanent(err))
        p->state = CACHE_SHARED_OFF;
    go_down(s, p, "cannot set up its schema (%s)", err);
    return -1;
}

/* With p->mu held: the connection, made now if needed; NULL when the
 * layer is not usable at the moment. */
PGconn *cache_pg_conn(cache_store *s, cache_pg *p)
{
    if (p->state == CACHE_SHARED_OFF)
        return NULL;
    if (p->c && PQstatus(p->c) == CONNECTION_OK)
        return p->c;
    if (p->state == CACHE_SHARED_DOWN && cache_now_ms() < p->retry_at)
        return NULL;
    char err[300];
    p->c = cache_pg_connect_raw(p->url, err, sizeof err);
    if (!p->c) {
        if (permanent(err))
            p->state = CACHE_SHARED_OFF;
        go_down(s, p, "cannot connect (%s)", err);
        return NULL;
    }
    if (setup(s, p) != 0)
        return NULL;
    if (p->down_warned)
        cache_log(s, CACHE_LOG_INFO, "shared store %s: connected again", p->name);
    p->down_warned = 0;
    p->state = CACHE_SHARED_UP;
    return p->c;
}

/* After a statement that failed: a lost connection takes the layer DOWN,
 * a timeout or another error is warned about once; an open transaction
 * is rolled back. */
void cache_pg_fault(cache_store *s, cache_pg *p, const PGresult *r, const char *what)
{
    char m[300];
    cache_pg_one_line(m, sizeof m, r ? PQresultErrorMessage(r) : PQerrorMessage(p->c));
    const char *code = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : NULL;
    /* a lost connection, or a server shutting down (the connection looks
       fine until the next statement) */
    if (!p->c || PQstatus(p->c) != CONNECTION_OK || (code && strncmp(code, "08", 2) == 0) ||
        (code && strncmp(code, "57P0", 4) == 0) || strstr(m, "server closed the connection")) {
        go_down(s, p, "lost the server while %s (%s)", what, m);
        return;
    }
    tt_snprintf(p->last_err, sizeof p->last_err, "%s: %s", what, m);
    if (code && strcmp(code, "57014") == 0) {
        if (!p->warned_timeout++)
            cache_log(s, CACHE_LOG_WARN, "shared store %s: a statement timed out while %s; "
                      "using the local cache for it", p->name, what);
    } else if (!p->warned_error++) {
        cache_log(s, CACHE_LOG_WARN, "shared store %s: %s failed (%s); using the local cache "
                  "for it", p->name, what, m);
    }
    if (PQtransactionStatus(p->c) != PQTRANS_IDLE)
        PQclear(PQexec(p->c, "ROLLBACK"));
}

/* Run one statement; the result (free with PQclear) or NULL after a fault. */
PGresult *cache_pg_run(cache_store *s, cache_pg *p, const char *what, const char *sql,
                     const params *a)
{
    PGconn *c = cache_pg_conn(s, p);
    if (!c)
        return NULL;
    PGresult *r = PQexecParams(c, sql, a ? a->n : 0, NULL, a ? a->v : NULL,
                               a ? a->len : NULL, a ? a->fmt : NULL, 1);
    if (cache_pg_res_ok(r))
        return r;
    cache_pg_fault(s, p, r, what);
    PQclear(r);
    return NULL;
}

/* Lock and check for a layer; NULL (unlocked) when there is none. */
cache_pg *cache_pg_lock(cache_store *s)
{
    cache_pg *p = s ? s->pg : NULL;
    if (p)
        pthread_mutex_lock(&p->mu);
    return p;
}

/* ---- attaching ---------------------------------------------------------------- */

/* db@host:port from the URL, without user or password. */
static void name_of(cache_pg *p)
{
    cache_pg_url u;
    char m[300];
    if (cache_pg_url_parse(p->url, &u, m, sizeof m) != 0)
        memset(&u, 0, sizeof u);
    tt_snprintf(p->name, sizeof p->name, "%.60s@%.150s%s%.10s",
                u.dbname[0] ? u.dbname : "(default)",
                u.host[0] ? u.host : "localhost", u.port[0] ? ":" : "", u.port);
}

int cache_attach_url(cache_store *s, const char *url)
{
    char msg[300];
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    if (cache_url_check(url, msg, sizeof msg) != 0)   /* pg_url.c: without libpq */
        return cache_fail(TT_ERR_INVALID_ARG, "cache: shared store URL %s", msg);
    if (s->pg)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: a shared store is attached already");
    cache_pg *p = tt_xcalloc(1, sizeof *p);
    if (!p || !(p->url = tt_strdup(url))) {
        free(p);
        return cache_fail(TT_ERR_NOMEM, "cache: out of memory");
    }
    pthread_mutex_init(&p->mu, NULL);
    p->state = CACHE_SHARED_IDLE;
    name_of(p);
    s->pg = p;
    return TT_OK;
}

void cache_pg_close(cache_pg *p)
{
    if (!p)
        return;
    if (p->c)
        PQfinish(p->c);
    cache_pg_bulk_drop(p->bulk);
    pthread_mutex_destroy(&p->mu);
    free(p->url);
    free(p->hw);
    free(p->fp);
    free(p);
}

cache_shared_state cache_shared_state_get(cache_store *s)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return CACHE_SHARED_NONE;
    cache_shared_state st = p->state;
    pthread_mutex_unlock(&p->mu);
    return st;
}

const char *cache_shared_name(const cache_store *s)
{
    return s && s->pg ? s->pg->name : "";
}

int cache_shared_check(cache_store *s)
{
    cache_pg *p = cache_pg_lock(s);
    if (!p)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (set TT_CACHE_URL)");
    p->retry_at = 0;   /* asked for: try now */
    int st = TT_OK;
    PGresult *r = cache_pg_run(s, p, "checking the winners", "SELECT count(*),"
                      " count(*) FILTER (WHERE task !~ '^[0-9a-f]{32}$' OR hw !~ '^[0-9a-f]{32}$'"
                      "  OR NOT (time_ms >= 0) OR config = ''"
                         "  OR (object IS NOT NULL AND sig IS NULL)),"
                               " (SELECT count(*) FROM tt_measurements WHERE hw !~ '^[0-9a-f]{32}$'"
                               "  OR task !~ '^[0-9a-f]{32}$')"
                               " FROM tt_winners", NULL);
    if (!r) {
        st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
    } else {
        int64_t all = cache_pg_col_int(r, 0, 0), badw = cache_pg_col_int(r, 0, 1);
        int64_t badm = cache_pg_col_int(r, 0, 2);
        if (badw || badm)
            st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %lld of %lld winners and "
                            "%lld measurements are malformed", p->name, (long long)badw,
                            (long long)all, (long long)badm);
        PQclear(r);
    }
    pthread_mutex_unlock(&p->mu);
    return st;
}

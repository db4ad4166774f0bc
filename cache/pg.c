/*
 * The shared store: a PostgreSQL database that a fleet of machines uses
 * as one more cache layer, through libpq (docs/CACHE.md, "A shared
 * store").
 *
 *   get      local databases -> miss -> tt_winners -> hit: copied into the
 *            local file (winners.c does the copy)
 *   put      local first, then here (keep the better, in one statement)
 *   lease    pg_try_advisory_lock on a key of (task, hw), held by the
 *            tuner's session: one tuner per Task and hardware key across
 *            machines; the server drops it when that session dies
 *   wait     a second connection blocks in pg_advisory_lock with a
 *            lock_timeout: woken when the tuner releases, never polling
 *   queue    tt_queue rows claimed with SELECT ... FOR UPDATE SKIP LOCKED
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

#include "cache/cache_internal.h"
#include "tt.h"

#define PG_RETRY_MS 5000           /* after a lost server, try again no sooner */
#define PG_STATEMENT_TIMEOUT "10s" /* unless the URL sets one */
#define PG_MEAS_CHUNK 500          /* rows per INSERT of measurements */
/* the server's clock, so that machines with skewed clocks agree on claims */
#define NOW_MS "(extract(epoch from clock_timestamp()) * 1000)::bigint"

typedef struct cache_pg {
    pthread_mutex_t mu;
    char *url;
    char name[256];              /* db@host:port, for messages */
    PGconn *c;
    cache_shared_state state;
    int64_t retry_at;            /* DOWN: no new attempt before */
    int down_warned, warned_timeout, warned_error;
    char last_err[300];
    char *hw, *fp;               /* the hardware to describe once connected */
} cache_pg;

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
static void one_line(char *dst, size_t n, const char *m)
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

/* ---- parameters and binary results ---------------------------------------- */

#define PMAX 16
typedef struct params {
    const char *v[PMAX];
    int len[PMAX], fmt[PMAX];
    char num[PMAX][32];
    int n;
} params;

static void p_text(params *p, const char *s)
{
    p->v[p->n] = s;
    p->len[p->n] = 0;
    p->fmt[p->n++] = 0;
}

static void p_int(params *p, int64_t x)
{
    tt_snprintf(p->num[p->n], sizeof p->num[0], "%lld", (long long)x);
    p_text(p, p->num[p->n]);
}

/* %.17g in whatever locale the host set, with its decimal comma undone */
static void p_double(params *p, double x)
{
    char *b = p->num[p->n];
    tt_snprintf(b, sizeof p->num[0], "%.17g", isfinite(x) ? x : 0.0);
    for (char *q = b; *q; q++)
        if (*q == ',')
            *q = '.';
    p_text(p, b);
}

static void p_blob(params *p, const void *b, size_t n)
{
    p->v[p->n] = b && n ? b : NULL;   /* NULL: SQL NULL */
    p->len[p->n] = (int)n;
    p->fmt[p->n++] = 1;
}

static uint64_t get_be64(const char *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return be64toh(x);
}

static double col_double(const PGresult *r, int row, int col)
{
    if (PQgetisnull(r, row, col) || PQgetlength(r, row, col) != 8)
        return NAN;
    uint64_t u = get_be64(PQgetvalue(r, row, col));
    double d;
    memcpy(&d, &u, 8);
    return d;
}

static int64_t col_int(const PGresult *r, int row, int col)
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

static void *col_dup(const PGresult *r, int row, int col, size_t *len, int *oom)
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

static PGconn *connect_raw(const char *url, char *err, size_t n)
{
    /* defaults first: the URL's own settings, expanded from dbname, win */
    static const char *const kw[] = {"connect_timeout", "keepalives", "keepalives_idle",
                                     "keepalives_interval", "keepalives_count",
                                     "application_name", "dbname", NULL};
    const char *val[] = {"2", "1", "10", "5", "3", "tt", url, NULL};
    PGconn *c = PQconnectdbParams(kw, val, 1);
    if (!c) {
        tt_snprintf(err, n, "out of memory");
        return NULL;
    }
    if (PQstatus(c) != CONNECTION_OK) {
        one_line(err, n, PQerrorMessage(c));
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
                                        "permission denied", NULL};
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

static int res_ok(const PGresult *r)
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
    if (res_ok(r) && PQntuples(r) == 1) {
        have_meta = (int)col_int(r, 0, 0);
        no_timeout = (int)col_int(r, 0, 1);
    } else {
        one_line(err, sizeof err, PQresultErrorMessage(r));
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
            if (!res_ok(r)) {
                one_line(err, sizeof err, PQresultErrorMessage(r));
                PQclear(r);
                goto fail;
            }
            version = PQntuples(r) == 1 ? (int)col_int(r, 0, 0) : 0;
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
        if (!res_ok(r)) {
            one_line(err, sizeof err, PQresultErrorMessage(r));
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
static PGconn *conn(cache_store *s, cache_pg *p)
{
    if (p->state == CACHE_SHARED_OFF)
        return NULL;
    if (p->c && PQstatus(p->c) == CONNECTION_OK)
        return p->c;
    if (p->state == CACHE_SHARED_DOWN && cache_now_ms() < p->retry_at)
        return NULL;
    char err[300];
    p->c = connect_raw(p->url, err, sizeof err);
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
static void fault(cache_store *s, cache_pg *p, const PGresult *r, const char *what)
{
    char m[300];
    one_line(m, sizeof m, r ? PQresultErrorMessage(r) : PQerrorMessage(p->c));
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
static PGresult *run(cache_store *s, cache_pg *p, const char *what, const char *sql,
                     const params *a)
{
    PGconn *c = conn(s, p);
    if (!c)
        return NULL;
    PGresult *r = PQexecParams(c, sql, a ? a->n : 0, NULL, a ? a->v : NULL,
                               a ? a->len : NULL, a ? a->fmt : NULL, 1);
    if (res_ok(r))
        return r;
    fault(s, p, r, what);
    PQclear(r);
    return NULL;
}

/* Lock and check for a layer; NULL (unlocked) when there is none. */
static cache_pg *lock_pg(cache_store *s)
{
    cache_pg *p = s ? s->pg : NULL;
    if (p)
        pthread_mutex_lock(&p->mu);
    return p;
}

/* ---- attaching ---------------------------------------------------------------- */

/* url without what lies between "://" and '@' (a user and password) */
static void redact(char *dst, size_t n, const char *url)
{
    const char *s = strstr(url, "://"), *at = s ? strchr(s + 3, '@') : NULL;
    const char *slash = s ? strchr(s + 3, '/') : NULL;
    if (at && (!slash || at < slash))
        tt_snprintf(dst, n, "%.*s***%.100s", (int)(s + 3 - url), url, at);
    else
        tt_snprintf(dst, n, "%.100s", url);
}

int cache_url_check(const char *url, char *msg, size_t n)
{
    if (!url || !*url) {
        tt_snprintf(msg, n, "an empty URL");
        return -1;
    }
    char shown[160];
    redact(shown, sizeof shown, url);
    if (strncmp(url, "postgresql://", 13) != 0 && strncmp(url, "postgres://", 11) != 0) {
        tt_snprintf(msg, n, "'%s' is not a postgresql:// URL", shown);
        return -1;
    }
    char *err = NULL;
    PQconninfoOption *o = PQconninfoParse(url, &err);
    if (!o) {
        char m[256];
        one_line(m, sizeof m, err ? err : "out of memory");
        tt_snprintf(msg, n, "'%s' does not parse: %s", shown, m);
        PQfreemem(err);
        return -1;
    }
    int bad_port = 0;
    for (PQconninfoOption *q = o; q->keyword; q++)
        if (strcmp(q->keyword, "port") == 0 && q->val)
            bad_port = strspn(q->val, "0123456789,") != strlen(q->val);
    PQconninfoFree(o);
    if (bad_port) {
        tt_snprintf(msg, n, "'%s' has a port that is not a number", shown);
        return -1;
    }
    return 0;
}

/* db@host:port from the URL, without user or password. */
static void name_of(cache_pg *p)
{
    PQconninfoOption *o = PQconninfoParse(p->url, NULL);
    const char *db = "", *host = "", *port = "";
    for (PQconninfoOption *q = o; q && q->keyword; q++) {
        if (!q->val)
            continue;
        if (strcmp(q->keyword, "dbname") == 0)
            db = q->val;
        else if (strcmp(q->keyword, "host") == 0)
            host = q->val;
        else if (strcmp(q->keyword, "port") == 0)
            port = q->val;
    }
    tt_snprintf(p->name, sizeof p->name, "%.60s@%.150s%s%.10s", *db ? db : "(default)",
                *host ? host : "localhost", *port ? ":" : "", port);
    PQconninfoFree(o);
}

int cache_attach_url(cache_store *s, const char *url)
{
    char msg[300];
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    if (cache_url_check(url, msg, sizeof msg) != 0)
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
    pthread_mutex_destroy(&p->mu);
    free(p->url);
    free(p->hw);
    free(p->fp);
    free(p);
}

cache_shared_state cache_shared_state_get(cache_store *s)
{
    cache_pg *p = lock_pg(s);
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
    cache_pg *p = lock_pg(s);
    if (!p)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (set TT_CACHE_URL)");
    p->retry_at = 0;   /* asked for: try now */
    int st = TT_OK;
    PGresult *r = run(s, p, "checking the winners", "SELECT count(*),"
                      " count(*) FILTER (WHERE task !~ '^[0-9a-f]{32}$' OR hw !~ '^[0-9a-f]{32}$'"
                      "  OR NOT (time_ms >= 0) OR config = '' OR (object IS NOT NULL AND sig IS NULL)),"
                      " (SELECT count(*) FROM tt_measurements WHERE hw !~ '^[0-9a-f]{32}$'"
                      "  OR task !~ '^[0-9a-f]{32}$')"
                      " FROM tt_winners", NULL);
    if (!r) {
        st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %s", p->name, p->last_err);
    } else {
        int64_t all = col_int(r, 0, 0), badw = col_int(r, 0, 1), badm = col_int(r, 0, 2);
        if (badw || badm)
            st = cache_fail(TT_ERR_CACHE, "cache: shared store %s: %lld of %lld winners and "
                            "%lld measurements are malformed", p->name, (long long)badw,
                            (long long)all, (long long)badm);
        PQclear(r);
    }
    pthread_mutex_unlock(&p->mu);
    return st;
}

/* ---- winners, Tasks, hardware -------------------------------------------------- */

int cache_pg_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                        int *found)
{
    *found = 0;
    cache_pg *p = lock_pg(s);
    if (!p)
        return TT_OK;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    PGresult *r = run(s, p, "looking up a winner",
                      "SELECT config, time_ms, gflops, object, sig, codegen, created, updated"
                      " FROM tt_winners WHERE task = $1 AND hw = $2", &a);
    int st = TT_OK;
    if (r && PQntuples(r) == 1) {
        int oom = 0;
        size_t l;
        memset(w, 0, sizeof *w);
        memcpy(w->task, task, CACHE_KEY_LEN + 1);
        memcpy(w->hw, hw, CACHE_KEY_LEN + 1);
        w->config = col_dup(r, 0, 0, &l, &oom);
        w->time_ms = col_double(r, 0, 1);
        w->gflops = col_double(r, 0, 2);
        w->object = col_dup(r, 0, 3, &w->object_len, &oom);
        w->sig = col_dup(r, 0, 4, &w->sig_len, &oom);
        tt_snprintf(w->codegen, sizeof w->codegen, "%s", PQgetvalue(r, 0, 5));
        w->created = col_int(r, 0, 6);
        w->updated = col_int(r, 0, 7);
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

void cache_pg_winner_put(cache_store *s, const cache_winner *w)
{
    cache_pg *p = lock_pg(s);
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
    PQclear(run(s, p, "storing a winner",
                "INSERT INTO tt_winners(task, hw, config, time_ms, gflops, object, sig,"
                " codegen, created, updated) VALUES($1, $2, $3, $4::float8, $5::float8,"
                " $6::bytea, $7::bytea, $8, $9::bigint, $9::bigint)"
                " ON CONFLICT(task, hw) DO UPDATE SET config = excluded.config,"
                " time_ms = excluded.time_ms, gflops = excluded.gflops,"
                " object = excluded.object, sig = excluded.sig, codegen = excluded.codegen,"
                " updated = excluded.updated"
                " WHERE excluded.time_ms < tt_winners.time_ms OR (excluded.config ="
                " tt_winners.config AND tt_winners.object IS NULL AND excluded.object IS NOT NULL)",
                &a));
    pthread_mutex_unlock(&p->mu);
}

void cache_pg_winner_drop(cache_store *s, const char *task, const char *hw)
{
    cache_pg *p = lock_pg(s);
    if (!p)
        return;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    PQclear(run(s, p, "dropping a winner", "DELETE FROM tt_winners WHERE task = $1 AND hw = $2",
                &a));
    pthread_mutex_unlock(&p->mu);
}

void cache_pg_task_put(cache_store *s, const char *task, const char *op, const char *shapes,
                       const char *canon)
{
    cache_pg *p = lock_pg(s);
    if (!p)
        return;
    params a = {0};
    p_text(&a, task);
    p_text(&a, op ? op : "");
    p_text(&a, shapes ? shapes : "");
    p_text(&a, canon ? canon : "");
    p_int(&a, cache_now_ms());
    PQclear(run(s, p, "describing a Task",
                "INSERT INTO tt_tasks(key, op, shapes, canon, created)"
                " VALUES($1, $2, $3, $4, $5::bigint) ON CONFLICT DO NOTHING", &a));
    pthread_mutex_unlock(&p->mu);
}

/* Kept and written at the connection: describing the hardware must not
 * connect a process that only ever hits its local cache. */
void cache_pg_hw_put(cache_store *s, const char *hw, const char *fingerprint)
{
    cache_pg *p = lock_pg(s);
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
    cache_pg *p = lock_pg(s);
    if (!p)
        return;
    PGconn *c = conn(s, p);
    int64_t now = cache_now_ms();
    for (int at = 0; c && at < n; at += PG_MEAS_CHUNK) {
        int k = n - at < PG_MEAS_CHUNK ? n - at : PG_MEAS_CHUNK;
        int np = 2 + 6 * k;
        const char **v = calloc((size_t)np, sizeof *v);
        int *len = calloc((size_t)np, sizeof *len), *fmt = calloc((size_t)np, sizeof *fmt);
        char(*num)[32] = calloc((size_t)np, sizeof *num);
        tt_buf sql = {0};
        if (!v || !len || !fmt || !num) {
            free(v), free(len), free(fmt), free(num);
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
        if (!res_ok(r)) {
            fault(s, p, r, "adding measurements");
            c = NULL;   /* this batch goes no further; the local copy has it */
        }
        PQclear(r);
        tt_buf_free(&sql);
        free(v), free(len), free(fmt), free(num);
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

int cache_pg_measure_load(cache_store *s, const char *hw, const char *task, int64_t limit,
                          const cache_seen *skip, cache_meas_fn fn, void *ctx,
                          int64_t *count)
{
    *count = 0;
    cache_pg *p = lock_pg(s);
    if (!p)
        return TT_OK;
    params a = {0};
    p_text(&a, hw);
    p_int(&a, limit > 0 ? limit : INT64_MAX);
    if (task)
        p_text(&a, task);
    PGresult *r = run(s, p, "loading measurements",
                      task ? "SELECT task, config, features, time_ms, error, error_text, created"
                             " FROM tt_measurements WHERE hw = $1 AND task = $3"
                             " ORDER BY created DESC LIMIT $2::bigint"
                           : "SELECT task, config, features, time_ms, error, error_text, created"
                             " FROM tt_measurements WHERE hw = $1"
                             " ORDER BY created DESC LIMIT $2::bigint", &a);
    /* copy the rows out before calling back: fn may use the store */
    pthread_mutex_unlock(&p->mu);
    if (!r)
        return TT_OK;
    int rows = PQntuples(r);
    float *fbuf = NULL;
    size_t fcap = 0;
    for (int i = 0; i < rows; i++) {
        const char *t = PQgetvalue(r, i, 0);
        cache_meas m = {0};
        m.config = PQgetvalue(r, i, 1);
        m.created = col_int(r, i, 6);
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
        if (m.nfeatures) {
            memcpy(fbuf, PQgetvalue(r, i, 2), (size_t)m.nfeatures * sizeof(float));
            m.features = fbuf;
        }
        m.time_ms = PQgetisnull(r, i, 3) ? -1 : col_double(r, i, 3);
        m.error = (int)col_int(r, i, 4);
        m.error_text = PQgetisnull(r, i, 5) ? NULL : PQgetvalue(r, i, 5);
        (*count)++;
        if (fn(ctx, t, &m))
            break;
    }
    free(fbuf);
    PQclear(r);
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
    cache_pg *p = lock_pg(s);
    if (!p)
        return TT_OK;
    params a = {0};
    p_text(&a, task);
    p_text(&a, hw);
    p_int(&a, lock_key(task, hw));
    /* CASE evaluates a branch only when it is reached: no lock if done */
    PGresult *r = run(s, p, "taking a lease",
                      "SELECT CASE WHEN EXISTS(SELECT 1 FROM tt_winners WHERE task = $1 AND"
                      " hw = $2) THEN 2 WHEN pg_try_advisory_lock($3::bigint) THEN 0 ELSE 1 END",
                      &a);
    if (r && PQntuples(r) == 1) {
        int v = (int)col_int(r, 0, 0);
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
        r = run(s, p, "taking a lease",
                "WITH l AS (INSERT INTO tt_leases(task, hw, owner, expires)"
                " VALUES($1, $2, $3, " NOW_MS " + $4::bigint) ON CONFLICT(task, hw) DO UPDATE"
                " SET owner = excluded.owner, expires = excluded.expires)"
                " SELECT CASE WHEN EXISTS(SELECT 1 FROM tt_winners WHERE task = $1 AND hw = $2)"
                " THEN pg_advisory_unlock($5::bigint) ELSE false END", &b);
        if (r && PQntuples(r) == 1 && col_int(r, 0, 0))
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
    cache_pg *p = lock_pg(s);
    if (!p)
        return;
    if (p->state == CACHE_SHARED_UP && p->c) {
        params a = {0};
        p_text(&a, task);
        p_text(&a, hw);
        p_text(&a, owner);
        p_int(&a, lock_key(task, hw));
        PGresult *r = run(s, p, "releasing a lease",
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
    cache_pg *p = lock_pg(s);
    if (!p)
        return TT_OK;
    int up = conn(s, p) != NULL;
    pthread_mutex_unlock(&p->mu);
    if (!up)
        return TT_OK;
    /* a connection of its own: this one blocks, the store's stays free */
    char err[300];
    PGconn *c = connect_raw(p->url, err, sizeof err);
    if (!c)
        return TT_OK;   /* the local wait decides */
    char sql[160];
    tt_snprintf(sql, sizeof sql, "SET statement_timeout = 0; SET lock_timeout = %lld",
                (long long)(timeout_ms > 1 ? timeout_ms : 1));
    PGresult *r = PQexec(c, sql);
    int ok = res_ok(r);
    PQclear(r);
    if (ok) {
        params a = {0};
        p_int(&a, lock_key(task, hw));
        r = PQexecParams(c, "SELECT pg_advisory_lock($1::bigint), pg_advisory_unlock($1::bigint)",
                         a.n, NULL, a.v, a.len, a.fmt, 1);
        const char *code = PQresultErrorField(r, PG_DIAG_SQLSTATE);
        if (res_ok(r)) {
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

/* ---- the queue ---------------------------------------------------------------- */

static int need(cache_store *s, cache_pg **pp);

int cache_shared_hw_keys(cache_store *s, cache_key_fn fn, void *ctx)
{
    cache_pg *p;
    int st = need(s, &p);
    if (st != TT_OK)
        return st;
    PGresult *r = run(s, p, "listing hardware keys",
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
    *pp = lock_pg(s);
    if (!*pp)
        return cache_fail(TT_ERR_CACHE, "cache: no shared store (TT_CACHE_URL)");
    cache_pg *p = *pp;
    p->retry_at = 0;   /* a queue command is asked for: try now */
    if (!conn(s, p)) {
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
    PGresult *r = run(s, p, "queueing",
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
    PGresult *r = run(s, p, "claiming a queue entry",
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
        e->id = col_int(r, 0, 0);
        memcpy(e->hw, hw, CACHE_KEY_LEN + 1);
        tt_snprintf(e->line, sizeof e->line, "%s", PQgetvalue(r, 0, 1));
        e->attempts = (int)col_int(r, 0, 2);
        *got = 1;
    }
    PQclear(r);
    if (waiting) {
        params b = {0};
        p_text(&b, hw);
        r = run(s, p, "counting queue entries",
                "SELECT count(*) FROM tt_queue WHERE hw = $1 AND (state = 'pending' OR"
                " state = 'running')", &b);
        if (!r)
            return queue_fail(p);
        *waiting = col_int(r, 0, 0);
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
    PGresult *r = run(s, p, "finishing a queue entry",
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
    PGresult *r = run(s, p, "releasing a queue entry",
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
    PGresult *r = run(s, p, "reading the queue",
                      "SELECT hw, count(*) FILTER (WHERE state = 'pending'),"
                      " count(*) FILTER (WHERE state = 'running'),"
                      " count(*) FILTER (WHERE state = 'done'),"
                      " count(*) FILTER (WHERE state = 'failed')"
                      " FROM tt_queue GROUP BY hw ORDER BY hw", NULL);
    if (!r)
        return queue_fail(p);
    PGresult *rows = NULL;
    if (rowfn) {
        rows = run(s, p, "reading the queue",
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
        cache_qcount c = {PQgetvalue(r, i, 0), col_int(r, i, 1), col_int(r, i, 2),
                          col_int(r, i, 3), col_int(r, i, 4)};
        stop = fn(ctx, &c);
    }
    for (int i = 0; rows && i < PQntuples(rows) && !stop; i++) {
        cache_qrow q = {col_int(rows, i, 0), PQgetvalue(rows, i, 1), PQgetvalue(rows, i, 2),
                        PQgetvalue(rows, i, 3), PQgetvalue(rows, i, 4), PQgetvalue(rows, i, 5),
                        PQgetvalue(rows, i, 6), (int)col_int(rows, i, 7), col_int(rows, i, 8),
                        col_int(rows, i, 9), col_int(rows, i, 10), col_int(rows, i, 11)};
        stop = rowfn(ctx, &q);
    }
    PQclear(r);
    PQclear(rows);
    return TT_OK;
}

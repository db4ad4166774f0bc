/*
 * Inside the shared store (pg_conn.c, pg.c, queue.c): the layer's state,
 * the connection helpers and the parameter builder.  A caller holds p->mu
 * (cache_pg_lock) around anything that touches p->c or p->bulk, and is
 * never held while calling back.
 */
#ifndef TT_CACHE_PG_INTERNAL_H
#define TT_CACHE_PG_INTERNAL_H

#include <libpq-fe.h>
#include <math.h>

#include "cache/cache_internal.h"

/* ---- libpq, loaded at the first connection (pq.c) ------------------------------
 * Linking it would load it and its ~25 libraries (TLS, Kerberos, LDAP)
 * into every process that uses tt, ~5 ms at start measured here, shared
 * store or not.  So its functions are called through this table, filled
 * by dlopen("libpq.so.5") when a connection is first needed; the names
 * below stand for the table's entries in the files that use them. */
#define CACHE_PQ_FUNCS(X)                                                              \
    X(PQconnectdbParams) X(PQstatus) X(PQerrorMessage) X(PQfinish)                     \
    X(PQsetNoticeProcessor) X(PQexec) X(PQexecParams) X(PQresultStatus) X(PQclear)    \
    X(PQresultErrorMessage) X(PQresultErrorField) X(PQtransactionStatus) X(PQntuples) \
    X(PQgetvalue) X(PQgetlength) X(PQgetisnull) X(PQcmdTuples)
typedef struct cache_pq_api {
#define CACHE_PQ_MEMBER(f) __typeof__(&f) f;
    CACHE_PQ_FUNCS(CACHE_PQ_MEMBER)
#undef CACHE_PQ_MEMBER
} cache_pq_api;
extern cache_pq_api cache_pq;
/* Load libpq once; 0, or -1 with why in err (every later call: the same). */
int cache_pq_load(char *err, size_t n);
void cache_pq_clear(PGresult *r);
#ifndef CACHE_PQ_LOADER
#define PQconnectdbParams (cache_pq.PQconnectdbParams)
#define PQstatus (cache_pq.PQstatus)
#define PQerrorMessage (cache_pq.PQerrorMessage)
#define PQfinish (cache_pq.PQfinish)
#define PQsetNoticeProcessor (cache_pq.PQsetNoticeProcessor)
#define PQexec (cache_pq.PQexec)
#define PQexecParams (cache_pq.PQexecParams)
#define PQresultStatus (cache_pq.PQresultStatus)
#define PQclear cache_pq_clear   /* PQclear(NULL) is fine even before loading */
#define PQresultErrorMessage (cache_pq.PQresultErrorMessage)
#define PQresultErrorField (cache_pq.PQresultErrorField)
#define PQtransactionStatus (cache_pq.PQtransactionStatus)
#define PQntuples (cache_pq.PQntuples)
#define PQgetvalue (cache_pq.PQgetvalue)
#define PQgetlength (cache_pq.PQgetlength)
#define PQgetisnull (cache_pq.PQgetisnull)
#define PQcmdTuples (cache_pq.PQcmdTuples)
#endif

/* A TT_CACHE_URL taken apart (pg_url.c), without libpq. */
typedef struct cache_pg_url {
    char host[256], port[32], dbname[128];   /* the first host; "" if not given */
} cache_pg_url;
int cache_pg_url_parse(const char *url, cache_pg_url *u, char *msg, size_t n);

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
    struct pg_bulk *bulk;        /* the last load of every Task's measurements */
    char bulk_hw[CACHE_KEY_LEN + 1];
    double bulk_at;              /* tt_now_ms() of that load */
} cache_pg;

/* ---- statement parameters: text, except bytea (binary) -------------------- */

#define PMAX 16
typedef struct params {
    const char *v[PMAX];
    int len[PMAX], fmt[PMAX];
    char num[PMAX][32];
    int n;
} params;

static inline void p_text(params *p, const char *s)
{
    p->v[p->n] = s;
    p->len[p->n] = 0;
    p->fmt[p->n++] = 0;
}

static inline void p_int(params *p, int64_t x)
{
    tt_snprintf(p->num[p->n], sizeof p->num[0], "%lld", (long long)x);
    p_text(p, p->num[p->n]);
}

/* %.17g in whatever locale the host set, with its decimal comma undone */
static inline void p_double(params *p, double x)
{
    char *b = p->num[p->n];
    tt_snprintf(b, sizeof p->num[0], "%.17g", isfinite(x) ? x : 0.0);
    for (char *q = b; *q; q++)
        if (*q == ',')
            *q = '.';
    p_text(p, b);
}

static inline void p_blob(params *p, const void *b, size_t n)
{
    p->v[p->n] = b && n ? b : NULL;   /* NULL: SQL NULL */
    p->len[p->n] = (int)n;
    p->fmt[p->n++] = 1;
}

/* A result shared by the loads that read it (pg.c). */
void cache_pg_bulk_drop(struct pg_bulk *b);   /* with p->mu held */

/* ---- pg_conn.c -------------------------------------------------------------- */

/* libpq's message on one line, without "ERROR:  " and the trailing newline. */
void cache_pg_one_line(char *dst, size_t n, const char *m);
/* Binary result columns. */
double cache_pg_col_double(const PGresult *r, int row, int col);
int64_t cache_pg_col_int(const PGresult *r, int row, int col);
void *cache_pg_col_dup(const PGresult *r, int row, int col, size_t *len, int *oom);
int cache_pg_res_ok(const PGresult *r);
/* A connection of its own (no schema check), or NULL with err. */
PGconn *cache_pg_connect_raw(const char *url, char *err, size_t n);
/* s->pg locked, or NULL (nothing locked) when there is no shared store. */
cache_pg *cache_pg_lock(cache_store *s);
/* With p->mu held: the connection, made (and the schema checked) now if
 * needed; NULL when the layer is not usable at the moment. */
PGconn *cache_pg_conn(cache_store *s, cache_pg *p);
/* After a failed statement: a lost server takes the layer DOWN, a timeout
 * or another error is warned about once; an open transaction rolled back. */
void cache_pg_fault(cache_store *s, cache_pg *p, const PGresult *r, const char *what);
/* Run one statement (binary results); NULL after a fault. */
PGresult *cache_pg_run(cache_store *s, cache_pg *p, const char *what, const char *sql,
                       const params *a);

#endif

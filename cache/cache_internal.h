/*
 * Inside the cache: the store's structure and the SQLite helpers shared by
 * store.c (open, repair, winners, leases), records.c (measurements,
 * listing, maintenance) and transfer.c (export, import).
 */
#ifndef TT_CACHE_INTERNAL_H
#define TT_CACHE_INTERNAL_H

#include <pthread.h>
#include <sqlite3.h>
#include <sys/types.h>

#include "cache/cache.h"
#include "base/base.h"

#define CACHE_PATH_MAX 1024
#define CACHE_TEXT_MAX (1 << 20)          /* config, canon, fingerprint text */
#define CACHE_BLOB_MAX ((size_t)1 << 30)  /* object code, sig */
#define CACHE_OWNER_MAX 128
#define CACHE_BUSY_TIMEOUT_MS 5000        /* SQLite's own busy handler */
#define CACHE_BUSY_RETRIES 4              /* our retries on top of it */

/* One open database: the writable one or a read-only layer. */
typedef struct cache_db {
    sqlite3 *db;                 /* NULL: not open (disabled or given up) */
    char dir[CACHE_PATH_MAX];
    char path[CACHE_PATH_MAX];   /* dir/tt.db */
    int readonly;
    dev_t dev;                   /* identity of the file we opened, so that a */
    ino_t ino;                   /* repair never moves a file someone rebuilt */
    sqlite3_stmt *get;           /* the warm-path winner lookup, prepared once */
} cache_db;

struct cache_store {
    pthread_mutex_t mu;
    cache_mode mode;
    cache_db main;               /* main.db NULL when mode == CACHE_OFF */
    cache_db *layers;
    int nlayers;
    cache_log_fn log;
    void *log_ctx;
    int warned_readonly;         /* a write found the database read-only */
    int repairs;                 /* damaged databases rebuilt since open */
    struct cache_pg *pg;         /* the shared PostgreSQL layer (pg.c); NULL: none */
};

/* Set this thread's message; returns st. */
int cache_fail(int st, const char *fmt, ...) TT_PRINTF(2, 3);
void cache_log(cache_store *s, int level, const char *fmt, ...) TT_PRINTF(3, 4);

/* Unix time in milliseconds. */
int64_t cache_now_ms(void);

/* Turn a SQLite result code into a tt_status with a message naming what
 * was being done.  SQLITE_BUSY becomes "busy", never "database is locked".
 * A damaged writable database is repaired (moved aside and rebuilt), a
 * damaged layer closed; a read-only one switches the store to CACHE_RO
 * (the write is dropped: TT_OK).  Call with s->mu held. */
int cache_sql_fail(cache_store *s, cache_db *d, int rc, const char *what);

/* Before a write (s->mu held): 1 if the writable database is open and
 * still the file at its path.  If another process moved a damaged file
 * aside, or someone deleted it, the store reopens first, so that nothing
 * is written into a file no one will read again.  One stat. */
int cache_writable(cache_store *s);

/* Run SQL without results; returns a SQLite code. */
int cache_exec(cache_db *d, const char *sql);
/* BEGIN IMMEDIATE / COMMIT / ROLLBACK, retrying SQLITE_BUSY within bounds. */
int cache_begin(cache_db *d);
int cache_commit(cache_db *d);
void cache_rollback(cache_db *d);
/* Step a statement, retrying a busy start; only for the first step (a
 * read transaction, once begun, is never busy). */
int cache_step_first(sqlite3_stmt *q);
/* Sleep for retry `attempt` (0, 1, ...); 0 once the retries are spent. */
int cache_backoff(int attempt);
int cache_is_busy(int rc);

/* Bind helpers: text and blobs of any length are bound without copying. */
int cache_bind_text(sqlite3_stmt *st, int i, const char *s);
int cache_bind_blob(sqlite3_stmt *st, int i, const void *p, size_t n);
/* A column as a NUL-terminated copy ("" for NULL); NULL on OOM. */
char *cache_col_strdup(sqlite3_stmt *st, int i);

/* Check a key argument; sets the message. */
int cache_check_key(const char *what, const char *key);

/* Base64 and a minimal JSON-lines reader (json.c). */
void cache_b64_encode(tt_buf *b, const void *p, size_t n);
/* Decode s[0..n) into a malloc'd buffer; -1 on a bad character. */
int cache_b64_decode(const char *s, size_t n, void **out, size_t *outlen);

enum { CJ_NULL, CJ_BOOL, CJ_NUM, CJ_STR, CJ_NUMS, CJ_OTHER };
typedef struct cache_jfield {
    char *key;
    int kind;
    double num;                  /* CJ_NUM, CJ_BOOL */
    char *str;                   /* CJ_STR (NUL-terminated, unescaped) */
    size_t len;
    float *nums;                 /* CJ_NUMS: an array of numbers */
    int nnums;
} cache_jfield;
typedef struct cache_jobj {
    cache_jfield *f;
    int n, cap;
} cache_jobj;
/* Parse one line holding one object with scalar or number-array values
 * (other values are skipped as CJ_OTHER).  Returns 0, or -1 with err set. */
int cache_json_parse(const char *line, size_t len, cache_jobj *o, char *err, size_t n);
void cache_json_free(cache_jobj *o);
const cache_jfield *cache_json_get(const cache_jobj *o, const char *key);

/* Check a winner's fields; sets the message. */
int cache_winner_check(const cache_winner *w);
/* Inside an open write transaction on d: store w unless d has a better
 * winner (the rule of cache_winner_put).  Returns a SQLite code. */
int cache_winner_put_txn(cache_db *d, const cache_winner *w, int64_t now, int *stored);

/* ---- the shared layer (pg.c) ------------------------------------------------
 * Called by the public functions after (or instead of) the local database,
 * without s->mu held.  Each is a no-op that answers "not there" when there
 * is no shared store or it is unreachable; a fault is logged once and the
 * caller goes on with the local cache.  *used (where given) says whether
 * the shared store answered, so that the caller falls back to SQLite. */
void cache_pg_close(struct cache_pg *p);
int cache_pg_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                        int *found);
void cache_pg_winner_put(cache_store *s, const cache_winner *w);
void cache_pg_winner_drop(cache_store *s, const char *task, const char *hw);
/* The one text column sql ($1: key) selects from the shared store, or
 * NULL; what names the read in a message. */
char *cache_pg_text(cache_store *s, const char *what, const char *sql, const char *key);
void cache_pg_task_put(cache_store *s, const char *task, const char *op, const char *shapes,
                       const char *canon);
void cache_pg_hw_put(cache_store *s, const char *hw, const char *fingerprint);
void cache_pg_measure_add(cache_store *s, const char *task, const char *hw,
                          const cache_meas *m, int n);
/* The shared measurements of hw (and task) not in the local set: the
 * caller passes the keys it has already given (cache_pg_seen_*). */
typedef struct cache_seen {
    uint64_t *h;
    size_t cap, n;
} cache_seen;
uint64_t cache_meas_hash(const char *task, const char *config, int64_t created);
void cache_seen_add(cache_seen *z, uint64_t h);
int cache_seen_has(const cache_seen *z, uint64_t h);
int cache_pg_measure_load(cache_store *s, const char *hw, const char *task, int64_t limit,
                          const cache_seen *skip, cache_meas_fn fn, void *ctx,
                          int64_t *count);
int cache_pg_lease_try(cache_store *s, const char *task, const char *hw, const char *owner,
                       int64_t ttl_ms, cache_lease *out, int *used);
void cache_pg_lease_release(cache_store *s, const char *task, const char *hw,
                            const char *owner, int *used);
/* Block (on the tuner's lock, not by polling) until (task, hw) is free
 * or timeout_ms passed. */
int cache_pg_wait(cache_store *s, const char *task, const char *hw, int64_t timeout_ms,
                  cache_wait *out, int *used);

#endif

/*
 * The cache: winners, measurements and compiled object code on disk, in one
 * SQLite database `tt.db` per directory (docs/CACHE.md).
 *
 *   fingerprint   host CPU text + LLVM/codegen versions -> hardware key
 *   store         open (repairing faults) -> winners, leases, measurements
 *   transfer      export / import as JSON lines
 *
 * Keys are 32 lower-case hex characters (128-bit FNV-1a): the Task key comes
 * from ir_task's hash, the hardware key from cache_hw_key().  A (task, hw)
 * pair names one winner.
 *
 * Errors: functions returning int return a tt_status (TT_OK, TT_ERR_CACHE,
 * TT_ERR_INVALID_ARG, TT_ERR_NOMEM) and leave a sentence in
 * cache_errmsg(), which is per thread.  No SQLite error code or "database is
 * locked" ever reaches the caller; busy databases are retried for a bounded
 * time.  A store that cannot write (read-only or disabled mode) accepts
 * every write call and does nothing (TT_OK), so the runtime needs no
 * special case.  The maintenance calls a user asks for (import, prune,
 * clear) are the exception: without a writable database they fail.
 *
 * Threads: a store may be shared by the threads of a process (calls are
 * serialised by a mutex; cache_winner_wait sleeps without holding it).
 * Callbacks (listing, loading) run with that mutex held: they may look
 * things up in the same store but should not write to it.  A store does
 * not survive fork(): a child opens its own.
 */
#ifndef TT_CACHE_H
#define TT_CACHE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define CACHE_KEY_LEN 32          /* hex characters of a key */
#define CACHE_SCHEMA_VERSION 1    /* PRAGMA user_version of tt.db */
#define CACHE_DB_NAME "tt.db"

/* ---- fingerprint (fingerprint.c) ---------------------------------------- */

/* What the CPU says about itself; fields it cannot learn stay 0 / "". */
typedef struct cache_cpu {
    char arch[16];           /* "x86_64", "aarch64", ... */
    char vendor[16];         /* "GenuineIntel", "AuthenticAMD", "0x41" (ARM) */
    int family, model, stepping;   /* x86: with the extended-field rules;
                                      ARM: architecture, part, variant.revision */
    char brand[64];          /* trimmed brand / model name string */
    int64_t l1d, l2, l3;     /* bytes per cache instance */
    int cpus;                /* logical CPUs configured */
} cache_cpu;

void cache_cpu_detect(cache_cpu *c);

/* The host's hardware description as stable "name: value" lines: the CPU
 * (cache_cpu_detect) followed by the caller's LLVM host CPU name, feature
 * string, LLVM version and tt codegen version (NULL -> "").  Returns the
 * length of the full text; writes at most n bytes (always terminated). */
size_t cache_fingerprint(char *buf, size_t n, const char *llvm_cpu,
                         const char *llvm_features, const char *llvm_version,
                         const char *codegen_version);

/* The key of any text: 32 hex characters of its 128-bit FNV-1a hash. */
void cache_hw_key(const char *text, char key[CACHE_KEY_LEN + 1]);
/* 1 if s is exactly 32 lower-case hex characters. */
int cache_key_valid(const char *s);

/* ---- store (store.c, records.c) ------------------------------------------- */

/* A callback over keys (return nonzero to stop). */
typedef int (*cache_key_fn)(void *ctx, const char *key);

typedef enum cache_mode {
    CACHE_RW = 0,            /* the writable database is open */
    CACHE_RO,                /* it exists but cannot be written: reads only */
    CACHE_OFF                /* no database in TT_CACHE_DIR (layers may still be read) */
} cache_mode;

enum { CACHE_LOG_ERROR = 0, CACHE_LOG_WARN, CACHE_LOG_INFO, CACHE_LOG_DEBUG };
typedef void (*cache_log_fn)(void *ctx, int level, const char *msg);

typedef struct cache_store cache_store;

/* Open the cache in `dir` (created with mode 0700 if missing; NULL or ""
 * means no writable cache) and the read-only layers in `layers` (a
 * ':'-separated list of directories, NULL or "" for none; missing ones are
 * skipped).  Never fails short of out-of-memory (NULL): a directory that
 * cannot be used gives CACHE_RO or CACHE_OFF with one warning through log;
 * a damaged tt.db (truncated, garbage, not SQLite, some other program's
 * database, a newer schema) is moved aside to tt.db.broken-<time> with one
 * warning and rebuilt.  An empty (0-byte) tt.db is a database another
 * process is creating at this moment and counts as new.  Damage that only
 * a later call meets is repaired the same way by that call.  The open
 * checks the header and schema only (cheap); cache_check does a full
 * check. */
cache_store *cache_open(const char *dir, const char *layers, cache_log_fn log,
                        void *log_ctx);
void cache_close(cache_store *s);
cache_mode cache_store_mode(const cache_store *s);
const char *cache_store_path(const cache_store *s);   /* ".../tt.db" or "" */
int cache_store_nlayers(const cache_store *s);
const char *cache_errmsg(void);   /* this thread's last cache error */

/* A winner: the best configuration known for (task, hw) and its code. */
typedef struct cache_winner {
    char task[CACHE_KEY_LEN + 1], hw[CACHE_KEY_LEN + 1];
    char *config;                /* the Config's text */
    double time_ms;              /* measured, lower is better */
    double gflops;               /* 0 if unknown */
    void *object;                /* compiled object code; NULL if none */
    size_t object_len;
    void *sig;                   /* the kernel's signature blob; NULL if none */
    size_t sig_len;
    char codegen[64];            /* tt's codegen version that produced object */
    int64_t created, updated;    /* unix milliseconds (set by put) */
    int layer;                   /* where it was found: 0 the writable
                                    database, i >= 1 the i-th layer */
} cache_winner;

/* Free what a get/wait filled in (config, object, sig); w itself is the
 * caller's.  Safe on a zeroed or already freed winner. */
void cache_winner_clear(cache_winner *w);

/* Look up (task, hw): the writable database first, then each layer in
 * order; the first hit wins.  *found = 1 and w filled (free with
 * cache_winner_clear), or *found = 0.  A damaged layer is a miss. */
int cache_winner_get(cache_store *s, const char *task, const char *hw,
                     cache_winner *w, int *found);

/* Store w (w->task, w->hw, config required) unless the writable database
 * already has a better one: the stored entry is replaced when it is
 * missing, when w is faster, or when it is the same config with object code
 * where the stored one has none or has another codegen version's (a config
 * compiled again).  *stored (may be NULL) says whether w was written.
 * created/updated/layer of w are ignored. */
int cache_winner_put(cache_store *s, const cache_winner *w, int *stored);

/* Remove the writable database's winner of (task, hw) (its config no
 * longer parses or compiles).  Layers are read-only: a winner there stays
 * until a new one is put, which masks it. */
int cache_winner_drop(cache_store *s, const char *task, const char *hw);

/* Describe a Task / hardware once (INSERT OR IGNORE) so that listings can
 * show the operator, its shapes and the fingerprint. */
int cache_task_put(cache_store *s, const char *task, const char *op,
                   const char *shapes, const char *canon);

/* The canonical text cache_task_put stored for a Task (the writable
 * database, the layers, the shared store): malloc'd, or NULL if none has
 * it (or it was stored empty). */
char *cache_task_canon(cache_store *s, const char *task);

int cache_hw_put(cache_store *s, const char *hw, const char *fingerprint);
/* The fingerprint cache_hw_put stored for a hardware key (the writable
 * database, the layers, the shared store): malloc'd, or NULL if none. */
char *cache_hw_fingerprint(cache_store *s, const char *hw);
/* The hardware keys the writable database and the layers hold
 * measurements of, each once, passed to fn (nonzero stops): training on
 * the records of several machines (imported, or in layers). */
int cache_local_hw_keys(cache_store *s, cache_key_fn fn, void *ctx);

/* ---- leases: one process tunes a Task, the others wait -------------------- */

typedef enum cache_lease {
    CACHE_LEASE_ACQUIRED = 0,    /* caller holds it: tune, put, release */
    CACHE_LEASE_HELD,            /* another owner holds a live lease: wait */
    CACHE_LEASE_DONE             /* a winner exists already: get it */
} cache_lease;

/* Try to take the lease of (task, hw) for ttl_ms.  Atomic across
 * processes: of many callers at once, exactly one acquires.  An expired
 * lease is taken over; the owner's own lease is renewed.  Without a
 * writable database the caller is alone: CACHE_LEASE_ACQUIRED.  owner: a
 * bounded text naming the caller (cache_owner_default). */
int cache_lease_try(cache_store *s, const char *task, const char *hw,
                    const char *owner, int64_t ttl_ms, cache_lease *out);
/* Give the lease back (only if owner still holds it). */
int cache_lease_release(cache_store *s, const char *task, const char *hw,
                        const char *owner);
/* "host:pid:tid" of the calling thread. */
void cache_owner_default(char *buf, size_t n);

typedef enum cache_wait {
    CACHE_WAIT_FOUND = 0,        /* a winner appeared: w filled */
    CACHE_WAIT_TIMEOUT,          /* timeout_ms passed */
    CACHE_WAIT_NO_LEASE          /* nobody holds a live lease and there is no
                                    winner (the tuner gave up or died):
                                    try the lease again or run the default */
} cache_wait;

/* Poll for a winner of (task, hw) with backoff (1 ms doubling to 50 ms)
 * for at most timeout_ms. */
int cache_winner_wait(cache_store *s, const char *task, const char *hw,
                      int64_t timeout_ms, cache_winner *w, cache_wait *out);

/* ---- measurements: the cost model's training data -------------------------- */

typedef struct cache_meas {
    const char *config;          /* required */
    const float *features;       /* may be NULL with nfeatures 0 */
    int nfeatures;
    double time_ms;              /* < 0 or NaN: no time (failed); stored NULL */
    int error;                   /* 0: ok; else the tuner's error code */
    const char *error_text;      /* may be NULL */
    int64_t created;             /* unix ms; 0: now */
} cache_meas;

/* Insert n measurements of (task, hw) in one transaction (one tuning
 * batch).  A measurement identical in (task, hw, config, created) to a
 * stored one is ignored. */
int cache_measure_add(cache_store *s, const char *task, const char *hw,
                      const cache_meas *m, int n);

/* Called per measurement; pointers are valid during the call only.
 * Return nonzero to stop. */
typedef int (*cache_meas_fn)(void *ctx, const char *task, const cache_meas *m);

/* The measurements on hardware hw, of Task `task` or of every Task (task
 * NULL), newest first, at most limit (<= 0: all): the writable database
 * first, then the layers.  *count (may be NULL) = how many were passed. */
int cache_measure_load(cache_store *s, const char *hw, const char *task, int64_t limit,
                       cache_meas_fn fn, void *ctx, int64_t *count);

/* ---- listing, maintenance ------------------------------------------------- */

typedef struct cache_entry {
    const char *task, *hw;
    const char *op, *shapes, *canon;   /* "" when the Task was not described */
    const char *config, *codegen;
    double time_ms, gflops;
    int64_t object_bytes;
    int64_t created, updated;          /* unix ms */
    int layer;                         /* 0 writable, i >= 1 the i-th layer */
} cache_entry;
typedef int (*cache_entry_fn)(void *ctx, const cache_entry *e);

/* Every winner whose task key starts with task_prefix (NULL or "": all),
 * writable database first, then layers (layers' entries masked by an
 * earlier one are skipped), ordered by task key within each.  Return
 * nonzero from fn to stop. */
int cache_list(cache_store *s, const char *task_prefix, cache_entry_fn fn, void *ctx);

typedef struct cache_stats {
    cache_mode mode;
    int nlayers;
    int64_t tasks, hardware, winners, measurements, leases;   /* writable db */
    int64_t object_bytes;              /* sum over winners */
    int64_t file_bytes;                /* tt.db + -wal */
} cache_stats;
int cache_stats_get(cache_store *s, cache_stats *st);

/* Delete the winners not updated for older_than_s seconds, Tasks no
 * longer referenced, expired leases, and (if measurements) measurements
 * older than that.  *removed (may be NULL): winners + measurements gone. */
int cache_prune(cache_store *s, int64_t older_than_s, int measurements, int64_t *removed);
/* Empty the writable database (layers untouched). */
int cache_clear(cache_store *s);
/* PRAGMA quick_check of the writable database and each layer: TT_OK, or
 * TT_ERR_CACHE with the first problem in cache_errmsg(). */
int cache_check(cache_store *s);

/* ---- export / import (transfer.c) ------------------------------------------ */

/* JSON lines: a header object, then one object per winner (object code and
 * sig in base64), then, if measurements, one per measurement.  Only the
 * writable database is exported.  *nlines (may be NULL) = lines written. */
int cache_export(cache_store *s, FILE *f, int measurements, int64_t *nlines);

typedef struct cache_import_stats {
    int64_t lines;                 /* read */
    int64_t winners_stored;        /* better than (or absent from) the store */
    int64_t winners_kept;          /* the store's was as good or better */
    int64_t measurements;          /* added (duplicates not counted) */
    int64_t bad_lines;             /* malformed: warned and skipped */
    int64_t first_bad_line;        /* 0 if none */
} cache_import_stats;

/* Merge a file written by cache_export: winners by cache_winner_put (the
 * better one stays), Tasks, hardware and measurements added.  A malformed
 * line is warned about (through the log callback, with its line number)
 * and skipped; the import goes on.  Fails only if the store cannot be
 * written or the file cannot be read. */
int cache_import(cache_store *s, FILE *f, cache_import_stats *st);

/* ---- the shared store: PostgreSQL (pg.c, docs/CACHE.md "A shared store") ---
 *
 * A database that many machines share, reached through libpq, added to a
 * store as a layer after the local ones: a local miss looks there before
 * tuning (a hit is copied into the local file), every winner, Task,
 * hardware and measurement written locally is also written there, and
 * leases are taken there (a PostgreSQL advisory lock: one tuner per
 * (task, hw) across machines, released by the server when its owner's
 * connection dies).  The connection is opened at the first miss or write,
 * never on a local hit.  Faults (server down, lost mid-session, a
 * statement timeout, a newer schema, authentication) are logged once and
 * the store goes on with its local databases. */

#define CACHE_PG_SCHEMA_VERSION 1   /* the `schema` row of tt_meta */

/* Check a TT_CACHE_URL value: a postgresql:// or postgres:// URI that
 * libpq parses.  0, or -1 with a sentence in msg. */
int cache_url_check(const char *url, char *msg, size_t n);
/* Add the shared store at url (checked as above; TT_ERR_INVALID_ARG
 * otherwise) to s.  Does not connect. */
int cache_attach_url(cache_store *s, const char *url);

typedef enum cache_shared_state {
    CACHE_SHARED_NONE = 0,       /* no URL */
    CACHE_SHARED_IDLE,           /* not connected yet (no miss, no write) */
    CACHE_SHARED_UP,             /* connected, schema ours */
    CACHE_SHARED_DOWN,           /* unreachable or lost: retried later */
    CACHE_SHARED_OFF             /* given up for this store: newer schema,
                                    authentication refused */
} cache_shared_state;
cache_shared_state cache_shared_state_get(cache_store *s);
/* "tt@/tmp/sock:5432" -- the server and database, never the password. */
const char *cache_shared_name(const cache_store *s);
/* Connect now (if not yet) and check the shared store: reachable, schema
 * ours, every winner well-formed (keys, time, object with its sig).
 * TT_OK, or TT_ERR_CACHE with the problem in cache_errmsg(). */
int cache_shared_check(cache_store *s);
/* The shared store's winners of hardware hw, by task key (entries with
 * layer -1), and one winner read from it alone: no local lookup, no copy
 * into the local file (what `tt cache verify` checks).  TT_ERR_CACHE
 * without a reachable shared store. */
int cache_shared_list(cache_store *s, const char *hw, cache_entry_fn fn, void *ctx);
int cache_shared_winner_get(cache_store *s, const char *task, const char *hw, cache_winner *w,
                            int *found);

/* The hardware keys the shared store holds measurements of, each passed
 * to fn (return nonzero to stop): training on the whole fleet's data.
 * TT_ERR_CACHE without a reachable shared store. */
int cache_shared_hw_keys(cache_store *s, cache_key_fn fn, void *ctx);

/* ---- the work queue (in the shared store) ------------------------------------
 * Entries are lines of a `tt warm` file for one hardware key:
 * pending -> running (claimed by a worker until `expires`) -> done | failed.
 * A claim whose worker died is taken over once it expires.  Every call
 * needs the shared store: without one, TT_ERR_CACHE. */

typedef struct cache_qentry {
    int64_t id;
    char hw[CACHE_KEY_LEN + 1];
    char line[4096];
    int attempts;                /* claims so far, this one included */
} cache_qentry;

/* Queue `line` for hardware hw unless the same (hw, line) is queued
 * already; *added (may be NULL) = 1 if it was new.  A failed entry queued
 * again goes back to pending. */
int cache_queue_add(cache_store *s, const char *hw, const char *line, int *added);
/* Claim the oldest pending entry of hw, or a running one whose claim
 * expired (SELECT ... FOR UPDATE SKIP LOCKED): *got = 1 and e filled.
 * *waiting (may be NULL) = entries of hw running under a live claim. */
int cache_queue_claim(cache_store *s, const char *hw, const char *owner, int64_t ttl_ms,
                      cache_qentry *e, int *got, int64_t *waiting);
/* End a claim: done with result ("tuned", "cached", ...), or failed with
 * an error text.  Only if owner still holds it. */
int cache_queue_finish(cache_store *s, int64_t id, const char *owner, int ok,
                       const char *result, const char *error);
/* Give a claim back (pending again) without counting it. */
int cache_queue_release(cache_store *s, int64_t id, const char *owner);

typedef struct cache_qcount {
    const char *hw;
    int64_t pending, running, done, failed;
} cache_qcount;
typedef int (*cache_qcount_fn)(void *ctx, const cache_qcount *c);
typedef struct cache_qrow {
    int64_t id;
    const char *hw, *line, *state, *owner, *result, *error;
    int attempts;
    int64_t created, claimed, expires, finished;   /* unix ms, 0 if none */
} cache_qrow;
typedef int (*cache_qrow_fn)(void *ctx, const cache_qrow *r);
/* Counts per hardware key (and, if rowfn, every entry, oldest first). */
int cache_queue_status(cache_store *s, cache_qcount_fn fn, cache_qrow_fn rowfn, void *ctx);

#endif

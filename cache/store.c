/*
 * The store: one SQLite database tt.db in the writable directory, plus
 * read-only layers searched after it.
 *
 *   open:  mkdir -p (0700) -> header check -> sqlite open -> schema check
 *          -> (new) create schema, WAL       (damaged) move aside, retry
 *          -> (cannot write) read-only       (cannot open) disabled
 *
 * Every damage found later (SQLITE_CORRUPT, SQLITE_NOTADB) is repaired the
 * same way.  A repair takes an exclusive flock on tt.db.lock and moves the
 * file aside only if it is still the very file (device, inode) that was
 * judged broken, so two processes that find the same damage rebuild it
 * once; an open (check, create) holds the shared one.
 *
 * Concurrency across processes is SQLite's: WAL (readers never block the
 * writer), every write in a BEGIN IMMEDIATE transaction (no deadlocking
 * upgrades), a busy timeout and our own bounded retries on top of it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache_internal.h"
#include "tt.h"

static const char schema_sql[] =
    "CREATE TABLE IF NOT EXISTS tasks("
    " key TEXT PRIMARY KEY NOT NULL, op TEXT NOT NULL, shapes TEXT NOT NULL,"
    " canon TEXT NOT NULL, created INTEGER NOT NULL) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS hardware("
    " key TEXT PRIMARY KEY NOT NULL, fingerprint TEXT NOT NULL,"
    " created INTEGER NOT NULL) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS measurements("
    " id INTEGER PRIMARY KEY, task TEXT NOT NULL, hw TEXT NOT NULL,"
    " config TEXT NOT NULL, features BLOB, time_ms REAL, error INTEGER NOT NULL,"
    " error_text TEXT, created INTEGER NOT NULL);"
    "CREATE UNIQUE INDEX IF NOT EXISTS measurements_task"
    " ON measurements(task, hw, created, config);"
    "CREATE INDEX IF NOT EXISTS measurements_hw ON measurements(hw, created);"
    "CREATE TABLE IF NOT EXISTS winners("
    " task TEXT NOT NULL, hw TEXT NOT NULL, config TEXT NOT NULL,"
    " time_ms REAL NOT NULL, gflops REAL NOT NULL, object BLOB, sig BLOB,"
    " codegen TEXT NOT NULL, created INTEGER NOT NULL, updated INTEGER NOT NULL,"
    " PRIMARY KEY(task, hw));"
    "CREATE TABLE IF NOT EXISTS leases("
    " task TEXT NOT NULL, hw TEXT NOT NULL, owner TEXT NOT NULL,"
    " expires INTEGER NOT NULL, PRIMARY KEY(task, hw)) WITHOUT ROWID;";

#define NTABLES 5
static const char tables_sql[] =
    "SELECT (SELECT user_version FROM pragma_user_version),"
    " (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN"
    "  ('tasks', 'hardware', 'measurements', 'winners', 'leases')),"
    " (SELECT count(*) FROM sqlite_master)";

static void db_close(cache_db *d)
{
    if (d->get)
        sqlite3_finalize(d->get);
    d->get = NULL;
    if (d->db)
        sqlite3_close_v2(d->db);
    d->db = NULL;
}

/* ---- opening ------------------------------------------------------------ */

enum { OPEN_OK, OPEN_BROKEN, OPEN_NOWRITE, OPEN_FAIL };

static int mkdir_p(const char *dir)
{
    struct stat sb;
    if (stat(dir, &sb) == 0 && S_ISDIR(sb.st_mode))
        return 0;   /* the common case, in one system call */
    char p[CACHE_PATH_MAX];
    tt_snprintf(p, sizeof p, "%s", dir);
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/')
        p[--n] = 0;
    for (char *c = p + 1; *c; c++) {
        if (*c != '/')
            continue;
        *c = 0;
        if (mkdir(p, 0700) != 0 && errno != EEXIST)
            return -1;
        *c = '/';
    }
    if (mkdir(p, 0700) != 0 && errno != EEXIST)
        return -1;
    if (stat(p, &sb) != 0)
        return -1;
    if (!S_ISDIR(sb.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* Look at the file before SQLite does: SQLite takes a short non-empty file
 * for an empty database and would write over it without a word; anything
 * of 512 bytes or more it judges itself (SQLITE_NOTADB, SQLITE_CORRUPT).
 * An empty (0-byte) file is a database someone is creating right now
 * (SQLite creates the file at open and writes at the first commit), so it
 * counts as new, not damaged.  One stat: this is on every open's path. */
static int header_check(cache_db *d, const char **why)
{
    struct stat sb;
    if (stat(d->path, &sb) != 0)
        return errno == ENOENT ? OPEN_OK : OPEN_FAIL;
    d->dev = sb.st_dev;
    d->ino = sb.st_ino;
    if (!S_ISREG(sb.st_mode)) {
        *why = "is not a regular file";
        return OPEN_BROKEN;
    }
    if (sb.st_size > 0 && sb.st_size < 512) {
        *why = "is truncated";
        return OPEN_BROKEN;
    }
    return OPEN_OK;
}

/* A file: URI for path, percent-escaping what URIs reserve. */
static void uri_of(char *dst, size_t n, const char *path, const char *query)
{
    tt_buf b = {0};
    tt_buf_puts(&b, "file:");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if (*p == '?' || *p == '#' || *p == '%' || *p <= ' ' || *p >= 0x7f)
            tt_buf_printf(&b, "%%%02X", *p);
        else
            tt_buf_putc(&b, (char)*p);
    }
    tt_buf_printf(&b, "?%s", query);
    tt_snprintf(dst, n, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
}

/* sqlite3_exec callback: the first column of the first row into ctx[16]. */
static int copy_text(void *ctx, int n, char **vals, char **names)
{
    (void)names;   /* sqlite3_exec's callback type */
    if (n > 0 && vals[0])
        tt_snprintf(ctx, 16, "%s", vals[0]);
    return 0;
}

/* Open d->path; see the OPEN_* results.  how: 0 read-write (creating),
 * 1 read-only, 2 read-only immutable (a read-only directory holding a WAL
 * database, whose -shm cannot be created). */
static int db_open(cache_db *d, int how, const char **why)
{
    int r = header_check(d, why);
    if (r != OPEN_OK)
        return r;
    char uri[CACHE_PATH_MAX * 3 + 32];
    uri_of(uri, sizeof uri, d->path,
           how == 0 ? "mode=rwc" : how == 1 ? "mode=ro" : "immutable=1");
    int flags = SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX |
                (how == 0 ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY);
    int rc = sqlite3_open_v2(uri, &d->db, flags, NULL);
    if (rc != SQLITE_OK) {
        db_close(d);
        *why = sqlite3_errstr(rc);
        return how == 0 ? OPEN_NOWRITE : OPEN_FAIL;
    }
    d->readonly = how != 0;
    if (how == 0 && sqlite3_db_readonly(d->db, "main") == 1) {
        db_close(d);
        return OPEN_NOWRITE;
    }
    sqlite3_busy_timeout(d->db, CACHE_BUSY_TIMEOUT_MS);
    sqlite3_extended_result_codes(d->db, 1);
    if (how == 0) {
        /* Keep -wal and -shm when the last connection closes: the next
         * process then opens without creating them.  With a
         * journal_size_limit (below) the close truncates the -wal to 0,
         * so the next open has nothing to recover. */
        int one = 1;
        sqlite3_file_control(d->db, "main", SQLITE_FCNTL_PERSIST_WAL, &one);
    }
    if (how == 0 && d->ino == 0) {   /* created just now: remember which file */
        struct stat sb;
        if (stat(d->path, &sb) == 0) {
            d->dev = sb.st_dev;
            d->ino = sb.st_ino;
        }
    }

    /* The schema version and our tables, in one read. */
    sqlite3_stmt *st = NULL;
    int uv = 0, ours = 0, all = 0;
    rc = sqlite3_prepare_v2(d->db, tables_sql, -1, &st, NULL);
    if (rc == SQLITE_OK)
        rc = cache_step_first(st);
    if (rc == SQLITE_ROW) {
        uv = sqlite3_column_int(st, 0);
        ours = sqlite3_column_int(st, 1);
        all = sqlite3_column_int(st, 2);
        rc = SQLITE_OK;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_OK) {
        int prim = rc & 0xff;
        *why = prim == SQLITE_NOTADB    ? "is not a SQLite database"
               : prim == SQLITE_CORRUPT ? "is damaged"
                                        : sqlite3_errstr(rc);
        db_close(d);
        if (prim == SQLITE_CORRUPT || prim == SQLITE_NOTADB)
            return OPEN_BROKEN;
        if (prim == SQLITE_READONLY || prim == SQLITE_CANTOPEN)
            return how == 0 ? OPEN_NOWRITE : OPEN_FAIL;
        return OPEN_FAIL;
    }
    if (uv > CACHE_SCHEMA_VERSION) {
        *why = "has a newer schema version than this tt understands";
        db_close(d);
        return OPEN_BROKEN;
    }
    if (uv == 0 && all > 0) {
        *why = "is a SQLite database but not a tt cache";
        db_close(d);
        return OPEN_BROKEN;
    }
    if (how != 0) {
        if (uv != CACHE_SCHEMA_VERSION || ours != NTABLES) {
            *why = uv == 0 ? "is empty" : "lacks tables";
            db_close(d);
            return OPEN_FAIL;
        }
        return OPEN_OK;
    }

    /* Read-write: WAL once (it persists in the file), then the schema.
     * After the read above, asking for the mode costs no I/O. */
    rc = cache_exec(d, "PRAGMA synchronous=NORMAL; PRAGMA journal_size_limit=4194304");
    if (rc == SQLITE_OK) {
        char mode[16] = "";
        rc = sqlite3_exec(d->db, "PRAGMA journal_mode", copy_text, mode, NULL);
        if (rc == SQLITE_OK && strcmp(mode, "wal") != 0)
            rc = cache_exec(d, "PRAGMA journal_mode=WAL");
    }
    if (rc == SQLITE_OK && (uv == 0 || ours != NTABLES)) {
        rc = cache_begin(d);
        if (rc == SQLITE_OK)
            rc = sqlite3_exec(d->db, schema_sql, NULL, NULL, NULL);
        if (rc == SQLITE_OK) {
            char v[64];
            tt_snprintf(v, sizeof v, "PRAGMA user_version=%d", CACHE_SCHEMA_VERSION);
            rc = sqlite3_exec(d->db, v, NULL, NULL, NULL);
        }
        if (rc == SQLITE_OK)
            rc = cache_commit(d);
        else
            cache_rollback(d);
    }
    if (rc != SQLITE_OK) {
        int prim = rc & 0xff;
        *why = prim == SQLITE_NOTADB    ? "is not a SQLite database"
               : prim == SQLITE_CORRUPT ? "is damaged"
                                        : sqlite3_errstr(rc);
        db_close(d);
        if (prim == SQLITE_CORRUPT || prim == SQLITE_NOTADB)
            return OPEN_BROKEN;
        if (prim == SQLITE_READONLY || prim == SQLITE_CANTOPEN || prim == SQLITE_PERM)
            return OPEN_NOWRITE;
        return OPEN_FAIL;
    }
    return OPEN_OK;
}

/* Read-only open, falling back to immutable when the directory cannot
 * hold the WAL index. */
static int db_open_ro(cache_db *d, const char **why)
{
    int r = db_open(d, 1, why);
    if (r == OPEN_FAIL)
        r = db_open(d, 2, why);
    return r;
}

/* An flock on tt.db.lock (how: LOCK_SH or LOCK_EX); -1 (go on without
 * it) when the lock file cannot be made.  See open_main. */
static int lock_db(const cache_db *d, int how)
{
    char lockp[CACHE_PATH_MAX + 8];
    tt_snprintf(lockp, sizeof lockp, "%s.lock", d->path);
    int lfd = open(lockp, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lfd >= 0)
        while (flock(lfd, how) != 0 && errno == EINTR) {
        }
    return lfd;
}

static void unlock_db(int lfd)
{
    if (lfd >= 0)
        close(lfd);   /* releases the flock */
}

/* Move a damaged d->path (and its -wal, -shm) aside as
 * tt.db.broken-<time>, unless someone already did.  0: go on and reopen. */
static int move_aside(cache_store *s, cache_db *d, const char *why)
{
    char to[CACHE_PATH_MAX + 64];
    int lfd = lock_db(d, LOCK_EX);
    int r = 0;
    struct stat sb;
    if (stat(d->path, &sb) != 0 || (d->ino != 0 && (sb.st_dev != d->dev || sb.st_ino != d->ino)))
        goto done;   /* gone or rebuilt by another process: just reopen */

    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    tt_snprintf(to, sizeof to, "%s.broken-%s", d->path, stamp);
    for (int i = 1; access(to, F_OK) == 0 && i < 1000; i++)
        tt_snprintf(to, sizeof to, "%s.broken-%s.%d", d->path, stamp, i);
    if (rename(d->path, to) != 0) {
        cache_log(s, CACHE_LOG_WARN, "cache: %s %s and cannot be moved aside (%s)",
                  d->path, why, strerror(errno));
        r = -1;
        goto done;
    }
    for (int i = 0; i < 2; i++) {
        const char *sfx = i == 0 ? "-wal" : "-shm";
        char from[CACHE_PATH_MAX + 8], to2[CACHE_PATH_MAX + 72];
        tt_snprintf(from, sizeof from, "%s%s", d->path, sfx);
        tt_snprintf(to2, sizeof to2, "%s%s", to, sfx);
        if (rename(from, to2) != 0 && errno != ENOENT)
            unlink(from);
    }
    cache_log(s, CACHE_LOG_WARN, "cache: %s %s; moved aside to %s, starting a fresh cache",
              d->path, why, to);
done:
    d->dev = 0;
    d->ino = 0;
    unlock_db(lfd);
    return r;
}

/* Open (or reopen after a repair) the writable database in d->dir. */
static void open_main(cache_store *s)
{
    cache_db *d = &s->main;
    s->mode = CACHE_OFF;
    if (mkdir_p(d->dir) != 0) {
        cache_log(s, CACHE_LOG_WARN, "cache: cannot create directory %s (%s); "
                  "running without a writable cache", d->dir, strerror(errno));
        return;
    }
    int writable = access(d->dir, W_OK | X_OK) == 0;
    const char *why = "";
    for (int tries = 0; tries < 4; tries++) {
        d->dev = 0;
        d->ino = 0;
        /* Opening (checking, creating) holds a shared lock, a repair the
         * exclusive one.  SQLite finds the -wal, -shm and -journal by
         * name, so a connection still on a file that was just moved aside
         * works on the fresh file's journals under the old file's locks:
         * it deleted the -journal of a process creating the new tt.db
         * (SQLITE_IOERR_DELETE_NOENT there).  With the lock, no file is
         * moved while any process opens it. */
        int lfd = writable ? lock_db(d, LOCK_SH) : -1;
        int r = writable ? db_open(d, 0, &why) : db_open_ro(d, &why);
        unlock_db(lfd);
        if (r == OPEN_OK) {
            s->mode = d->readonly ? CACHE_RO : CACHE_RW;
            if (d->readonly)
                cache_log(s, CACHE_LOG_WARN, "cache: %s is read-only; using it without "
                          "writing (nothing tuned now will be kept)", d->path);
            return;
        }
        if (r == OPEN_NOWRITE && writable) {
            writable = 0;
            continue;
        }
        if (r == OPEN_BROKEN && writable) {
            if (move_aside(s, d, why) != 0)
                break;
            continue;
        }
        break;
    }
    if (!writable && access(d->path, F_OK) != 0)
        cache_log(s, CACHE_LOG_WARN, "cache: directory %s is not writable; running without "
                  "a writable cache", d->dir);
    else
        cache_log(s, CACHE_LOG_WARN, "cache: cannot use %s (%s); running without a "
                  "writable cache", d->path, why);
}

static int set_paths(cache_db *d, const char *dir, size_t len)
{
    if (len + sizeof "/" CACHE_DB_NAME ".broken-00000000-000000.000-wal" >= CACHE_PATH_MAX)
        return -1;
    memcpy(d->dir, dir, len);
    d->dir[len] = 0;
    tt_snprintf(d->path, sizeof d->path, "%s/%s", d->dir, CACHE_DB_NAME);
    return 0;
}

cache_store *cache_open(const char *dir, const char *layers, cache_log_fn log, void *log_ctx)
{
    cache_store *s = tt_xcalloc(1, sizeof *s);
    if (!s)
        return NULL;
    /* Recursive: a listing or loading callback may look things up. */
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&s->mu, &ma);
    pthread_mutexattr_destroy(&ma);
    s->log = log;
    s->log_ctx = log_ctx;
    s->mode = CACHE_OFF;
    if (dir && *dir) {
        if (set_paths(&s->main, dir, strlen(dir)) != 0)
            cache_log(s, CACHE_LOG_WARN, "cache: directory name too long; running "
                      "without a writable cache");
        else
            open_main(s);
    }

    /* Layers: each ':'-separated directory holding a tt.db. */
    int cap = 0;
    for (const char *p = layers; p && *p;) {
        const char *e = strchr(p, ':');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len > 0) {
            if (s->nlayers == cap) {
                cap = cap ? 2 * cap : 4;
                cache_db *nl = realloc(s->layers, (size_t)cap * sizeof *nl);
                if (!nl)
                    break;
                s->layers = nl;
            }
            cache_db *d = &s->layers[s->nlayers];
            memset(d, 0, sizeof *d);
            const char *why = "";
            if (set_paths(d, p, len) != 0) {
                cache_log(s, CACHE_LOG_WARN, "cache: layer name too long; skipped");
            } else if (access(d->path, F_OK) != 0) {
                cache_log(s, CACHE_LOG_DEBUG, "cache: layer %s has no %s; skipped", d->dir,
                          CACHE_DB_NAME);
            } else if (db_open_ro(d, &why) != OPEN_OK) {
                cache_log(s, CACHE_LOG_WARN, "cache: layer %s %s; skipped", d->path, why);
            } else {
                s->nlayers++;
            }
        }
        p = e ? e + 1 : NULL;
    }
    return s;
}

void cache_close(cache_store *s)
{
    if (!s)
        return;
    db_close(&s->main);
    for (int i = 0; i < s->nlayers; i++)
        db_close(&s->layers[i]);
    free(s->layers);
    cache_pg_close(s->pg);
    pthread_mutex_destroy(&s->mu);
    free(s);
}

cache_mode cache_store_mode(const cache_store *s)
{
    return s ? s->mode : CACHE_OFF;
}

const char *cache_store_path(const cache_store *s)
{
    return s && s->mode != CACHE_OFF ? s->main.path : "";
}

int cache_store_nlayers(const cache_store *s)
{
    return s ? s->nlayers : 0;
}

int cache_writable(cache_store *s)
{
    cache_db *d = &s->main;
    if (s->mode != CACHE_RW || !d->db)
        return 0;
    struct stat sb;
    if (d->ino != 0 && (stat(d->path, &sb) != 0 || sb.st_dev != d->dev || sb.st_ino != d->ino)) {
        cache_log(s, CACHE_LOG_DEBUG, "cache: %s was replaced or removed; reopening", d->path);
        db_close(d);
        open_main(s);
    }
    return s->mode == CACHE_RW;
}

int cache_sql_fail(cache_store *s, cache_db *d, int rc, const char *what)
{
    int prim = rc & 0xff;
    if (cache_is_busy(rc))
        return cache_fail(TT_ERR_CACHE, "cache: %s: %s stayed busy for too long", what,
                          d->path);
    if (prim == SQLITE_CORRUPT || prim == SQLITE_NOTADB) {
        db_close(d);
        if (d == &s->main && s->mode == CACHE_RW) {
            s->repairs++;
            if (move_aside(s, d, "is damaged") == 0)
                open_main(s);
            else
                s->mode = CACHE_OFF;
        } else if (d == &s->main) {
            s->mode = CACHE_OFF;
            cache_log(s, CACHE_LOG_WARN, "cache: %s is damaged; no longer used", d->path);
        } else {
            cache_log(s, CACHE_LOG_WARN, "cache: layer %s is damaged; no longer used",
                      d->path);
        }
        return cache_fail(TT_ERR_CACHE, "cache: %s: %s is damaged", what, d->path);
    }
    if (prim == SQLITE_READONLY && d == &s->main) {
        if (!s->warned_readonly)
            cache_log(s, CACHE_LOG_WARN, "cache: %s became read-only; nothing more will "
                      "be written", d->path);
        s->warned_readonly = 1;
        s->mode = CACHE_RO;
        return TT_OK;
    }
    if (prim == SQLITE_NOMEM)
        return cache_fail(TT_ERR_NOMEM, "cache: %s: out of memory", what);
    return cache_fail(TT_ERR_CACHE, "cache: %s: %s: %s", what, d->path, sqlite3_errstr(rc));
}

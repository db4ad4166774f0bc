/*
 * The cache's records: Task and hardware descriptions, measurements (the
 * cost model's training data), listing, statistics and maintenance.  All
 * run with the store's mutex held; writes go only to the writable
 * database, reads visit it and then the layers.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache/cache_internal.h"
#include "tt.h"

#define OP_MAX 256
#define SHAPES_MAX 4096
#define FEATURES_MAX (1 << 20)

static int text_arg(const char *what, const char *s, size_t max)
{
    if (s && strlen(s) > max)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: %s longer than %zu bytes", what, max);
    return TT_OK;
}

/* INSERT OR IGNORE one row of texts into the writable database. */
static int insert_texts(cache_store *s, const char *sql, const char *const *v, int n,
                        const char *what)
{
    pthread_mutex_lock(&s->mu);
    cache_db *d = &s->main;
    int st = TT_OK;
    if (cache_writable(s)) {
        sqlite3_stmt *q = NULL;
        int rc = sqlite3_prepare_v2(d->db, sql, -1, &q, NULL);
        if (rc == SQLITE_OK) {
            for (int i = 0; i < n; i++)
                cache_bind_text(q, i + 1, v[i] ? v[i] : "");
            sqlite3_bind_int64(q, n + 1, cache_now_ms());
            rc = cache_step_first(q);
            if (rc == SQLITE_DONE)
                rc = SQLITE_OK;
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_OK)
            st = cache_sql_fail(s, d, rc, what);
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

int cache_task_put(cache_store *s, const char *task, const char *op, const char *shapes,
                   const char *canon)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = text_arg("operator name", op, OP_MAX);
    if (st == TT_OK)
        st = text_arg("shapes text", shapes, SHAPES_MAX);
    if (st == TT_OK)
        st = text_arg("canonical text", canon, CACHE_TEXT_MAX);
    if (st != TT_OK)
        return st;
    const char *v[] = {task, op, shapes, canon};
    st = insert_texts(s, "INSERT OR IGNORE INTO tasks(key, op, shapes, canon, created)"
                      " VALUES(?1, ?2, ?3, ?4, ?5)", v, 4, "describing a Task");
    cache_pg_task_put(s, task, op, shapes, canon);
    return st;
}

/* The text sql (?1: key) selects: the writable database, then the
 * layers, then the shared store (pg_sql there).  Malloc'd; NULL when no
 * database has it. */
static char *text_of_key(cache_store *s, const char *what, const char *key, const char *sql,
                         const char *pg_what, const char *pg_sql)
{
    if (!s || cache_check_key(what, key) != TT_OK)
        return NULL;
    char *out = NULL;
    pthread_mutex_lock(&s->mu);
    for (int i = -1; i < s->nlayers && !out; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        sqlite3_stmt *q = NULL;
        if (d->db && sqlite3_prepare_v2(d->db, sql, -1, &q, NULL) == SQLITE_OK) {
            cache_bind_text(q, 1, key);
            if (cache_step_first(q) == SQLITE_ROW && sqlite3_column_text(q, 0))
                out = tt_strdup((const char *)sqlite3_column_text(q, 0));
        }
        sqlite3_finalize(q);
    }
    pthread_mutex_unlock(&s->mu);
    if (!out && s->pg)
        out = cache_pg_text(s, pg_what, pg_sql, key);
    return out;
}

char *cache_task_canon(cache_store *s, const char *task)
{
    char *out = text_of_key(s, "task", task, "SELECT canon FROM tasks WHERE key = ?1",
                            "reading a Task's description",
                            "SELECT canon FROM tt_tasks WHERE key = $1");
    if (out && !*out) {   /* described without a text */
        free(out);
        out = NULL;
    }
    return out;
}

char *cache_hw_fingerprint(cache_store *s, const char *hw)
{
    return text_of_key(s, "hardware", hw, "SELECT fingerprint FROM hardware WHERE key = ?1",
                       "reading a hardware description",
                       "SELECT fingerprint FROM tt_hardware WHERE key = $1");
}

int cache_local_hw_keys(cache_store *s, cache_key_fn fn, void *ctx)
{
    if (!s || !fn)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or callback");
    char (*keys)[CACHE_KEY_LEN + 1] = NULL;
    int n = 0, cap = 0, st = TT_OK;
    pthread_mutex_lock(&s->mu);
    for (int i = -1; i < s->nlayers && st == TT_OK; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        sqlite3_stmt *q = NULL;
        if (!d->db || sqlite3_prepare_v2(d->db, "SELECT DISTINCT hw FROM measurements",
                                         -1, &q, NULL) != SQLITE_OK) {
            sqlite3_finalize(q);
            continue;
        }
        while (sqlite3_step(q) == SQLITE_ROW) {
            const char *k = (const char *)sqlite3_column_text(q, 0);
            if (!k || !cache_key_valid(k))
                continue;
            int seen = 0;
            for (int j = 0; j < n && !seen; j++)
                seen = strcmp(keys[j], k) == 0;
            if (seen)
                continue;
            if (n == cap) {
                int nc = cap ? cap * 2 : 8;
                void *nk = realloc(keys, sizeof *keys * (size_t)nc);
                if (!nk) {
                    st = cache_fail(TT_ERR_NOMEM, "cache: out of memory listing hardware keys");
                    break;
                }
                keys = nk;
                cap = nc;
            }
            tt_snprintf(keys[n++], CACHE_KEY_LEN + 1, "%s", k);
        }
        sqlite3_finalize(q);
    }
    pthread_mutex_unlock(&s->mu);
    for (int j = 0; j < n && st == TT_OK; j++)   /* fn may use the store */
        if (fn(ctx, keys[j]))
            break;
    free(keys);
    return st;
}

int cache_hw_put(cache_store *s, const char *hw, const char *fingerprint)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = cache_check_key("hardware", hw);
    if (st == TT_OK)
        st = text_arg("fingerprint", fingerprint, CACHE_TEXT_MAX);
    if (st != TT_OK)
        return st;
    const char *v[] = {hw, fingerprint};
    st = insert_texts(s, "INSERT OR IGNORE INTO hardware(key, fingerprint, created)"
                      " VALUES(?1, ?2, ?3)", v, 2, "describing the hardware");
    cache_pg_hw_put(s, hw, fingerprint);
    return st;
}

/* ---- measurements ----------------------------------------------------------- */

static int measure_add_locked(cache_store *s, const char *task, const char *hw,
                              const cache_meas *m, int n)
{
    cache_db *d = &s->main;
    int64_t now = cache_now_ms();
    sqlite3_stmt *q = NULL;
    int rc = cache_begin(d);
    if (rc == SQLITE_OK)
        rc = sqlite3_prepare_v2(d->db,
                                "INSERT OR IGNORE INTO measurements(task, hw, config, features,"
                                " time_ms, error, error_text, created)"
                                " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)", -1, &q, NULL);
    for (int i = 0; rc == SQLITE_OK && i < n; i++) {
        const cache_meas *x = &m[i];
        cache_bind_text(q, 1, task);
        cache_bind_text(q, 2, hw);
        cache_bind_text(q, 3, x->config);
        cache_bind_blob(q, 4, x->features, (size_t)x->nfeatures * sizeof(float));
        if (x->time_ms >= 0 && isfinite(x->time_ms))
            sqlite3_bind_double(q, 5, x->time_ms);
        else
            sqlite3_bind_null(q, 5);
        sqlite3_bind_int(q, 6, x->error);
        cache_bind_text(q, 7, x->error_text);
        sqlite3_bind_int64(q, 8, x->created > 0 ? x->created : now);
        rc = sqlite3_step(q);
        if (rc == SQLITE_DONE)
            rc = sqlite3_reset(q);
    }
    sqlite3_finalize(q);
    if (rc == SQLITE_OK)
        rc = cache_commit(d);
    else
        cache_rollback(d);
    return rc == SQLITE_OK ? TT_OK : cache_sql_fail(s, d, rc, "adding measurements");
}

int cache_measure_add(cache_store *s, const char *task, const char *hw, const cache_meas *m,
                      int n)
{
    if (!s || n < 0 || (n > 0 && !m))
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or measurements");
    int st = cache_check_key("task", task);
    if (st == TT_OK)
        st = cache_check_key("hardware", hw);
    for (int i = 0; st == TT_OK && i < n; i++) {
        if (!m[i].config || strlen(m[i].config) > CACHE_TEXT_MAX)
            st = cache_fail(TT_ERR_INVALID_ARG, "cache: measurement %d needs a config of "
                            "at most %d bytes", i, CACHE_TEXT_MAX);
        else if (m[i].nfeatures < 0 || m[i].nfeatures > FEATURES_MAX ||
                 (m[i].nfeatures > 0 && !m[i].features))
            st = cache_fail(TT_ERR_INVALID_ARG, "cache: measurement %d has a bad feature "
                            "vector (%d values)", i, m[i].nfeatures);
        else
            st = text_arg("error text", m[i].error_text, CACHE_TEXT_MAX);
    }
    if (st != TT_OK || n == 0)
        return st;
    pthread_mutex_lock(&s->mu);
    if (cache_writable(s)) {
        int repairs = s->repairs;
        st = measure_add_locked(s, task, hw, m, n);
        if (st != TT_OK && s->repairs != repairs && s->mode == CACHE_RW)
            st = measure_add_locked(s, task, hw, m, n);
    }
    pthread_mutex_unlock(&s->mu);
    cache_pg_measure_add(s, task, hw, m, n);
    return st;
}

/* Pass one database's measurements to fn; *left counts down the limit. */
static int load_db(cache_store *s, cache_db *d, const char *hw, const char *task,
                   int64_t *left, cache_meas_fn fn, void *ctx, int64_t *count, int *stop)
{
    sqlite3_stmt *q = NULL;
    const char *sql =
        task ? "SELECT task, config, features, time_ms, error, error_text, created"
               " FROM measurements WHERE hw = ?1 AND task = ?2 ORDER BY created DESC LIMIT ?3"
             : "SELECT task, config, features, time_ms, error, error_text, created"
               " FROM measurements WHERE hw = ?1 ORDER BY created DESC LIMIT ?3";
    int rc = sqlite3_prepare_v2(d->db, sql, -1, &q, NULL);
    float *fbuf = NULL;
    size_t fcap = 0;
    if (rc == SQLITE_OK) {
        cache_bind_text(q, 1, hw);
        if (task)
            cache_bind_text(q, 2, task);
        sqlite3_bind_int64(q, 3, *left);
        rc = cache_step_first(q);
    }
    while (rc == SQLITE_ROW) {
        cache_meas m = {0};
        size_t nb = (size_t)sqlite3_column_bytes(q, 2);
        const void *fb = sqlite3_column_blob(q, 2);
        if (nb / sizeof(float) > fcap) {
            size_t ncap = nb / sizeof(float);
            float *nf = realloc(fbuf, ncap * sizeof(float));
            if (!nf) {
                rc = SQLITE_NOMEM;
                break;
            }
            fbuf = nf;
            fcap = ncap;
        }
        m.nfeatures = (int)(nb / sizeof(float));
        if (m.nfeatures > 0 && fb) {   /* copied: a blob need not be aligned */
            memcpy(fbuf, fb, (size_t)m.nfeatures * sizeof(float));
            m.features = fbuf;
        }
        const char *t = (const char *)sqlite3_column_text(q, 0);
        m.config = (const char *)sqlite3_column_text(q, 1);
        m.time_ms = sqlite3_column_type(q, 3) == SQLITE_NULL ? -1 : sqlite3_column_double(q, 3);
        m.error = sqlite3_column_int(q, 4);
        m.error_text = (const char *)sqlite3_column_text(q, 5);
        m.created = sqlite3_column_int64(q, 6);
        if (!m.config)
            m.config = "";
        (*count)++;
        (*left)--;
        if (fn(ctx, t ? t : "", &m)) {
            *stop = 1;
            rc = SQLITE_DONE;
            break;
        }
        rc = sqlite3_step(q);
    }
    free(fbuf);
    sqlite3_finalize(q);
    return rc == SQLITE_DONE ? TT_OK : cache_sql_fail(s, d, rc, "loading measurements");
}

typedef struct seen_ctx {
    cache_meas_fn fn;
    void *ctx;
    cache_seen *seen;
} seen_ctx;

static int seen_cb(void *vc, const char *task, const cache_meas *m)
{
    seen_ctx *c = vc;
    cache_seen_add(c->seen, cache_meas_hash(task, m->config, m->created));
    return c->fn(c->ctx, task, m);
}

int cache_measure_load(cache_store *s, const char *hw, const char *task, int64_t limit,
                       cache_meas_fn fn, void *ctx, int64_t *count)
{
    int64_t n = 0;
    if (count)
        *count = 0;
    if (!s || !fn)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or callback");
    int st = cache_check_key("hardware", hw);
    if (st == TT_OK && task)
        st = cache_check_key("task", task);
    if (st != TT_OK)
        return st;
    int64_t left = limit > 0 ? limit : INT64_MAX;
    int stop = 0;
    /* with a shared store: remember what the local databases gave, since
       most of it was written through to the shared store as well */
    cache_seen seen = {0};
    seen_ctx sc = {fn, ctx, &seen};
    cache_meas_fn f = s->pg ? seen_cb : fn;
    void *fctx = s->pg ? (void *)&sc : ctx;
    pthread_mutex_lock(&s->mu);
    for (int i = -1; i < s->nlayers && left > 0 && !stop; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        if (d->db) {
            int r = load_db(s, d, hw, task, &left, f, fctx, &n, &stop);
            if (st == TT_OK)
                st = r;
        }
    }
    pthread_mutex_unlock(&s->mu);
    if (s->pg && left > 0 && !stop) {
        int64_t m = 0;
        cache_pg_measure_load(s, hw, task, left, &seen, fn, ctx, &m);
        n += m;
    }
    free(seen.h);
    if (count)
        *count = n;
    return st;
}

/* ---- listing ------------------------------------------------------------------ */

/* Does a database before index `upto` (-1 = main) hold (task, hw)? */
static int masked(cache_store *s, int upto, const char *task, const char *hw)
{
    for (int i = -1; i < upto; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        if (!d->db)
            continue;
        sqlite3_stmt *q = NULL;
        int hit = 0;
        if (sqlite3_prepare_v2(d->db, "SELECT 1 FROM winners WHERE task = ?1 AND hw = ?2",
                               -1, &q, NULL) == SQLITE_OK) {
            cache_bind_text(q, 1, task);
            cache_bind_text(q, 2, hw);
            hit = cache_step_first(q) == SQLITE_ROW;
        }
        sqlite3_finalize(q);
        if (hit)
            return 1;
    }
    return 0;
}

int cache_list(cache_store *s, const char *task_prefix, cache_entry_fn fn, void *ctx)
{
    if (!s || !fn)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or callback");
    const char *pre = task_prefix ? task_prefix : "";
    size_t plen = strlen(pre);
    if (plen > CACHE_KEY_LEN || strspn(pre, "0123456789abcdef") != plen)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: '%.40s' is not a key prefix "
                          "(lower-case hex)", pre);
    int st = TT_OK, stop = 0;
    pthread_mutex_lock(&s->mu);
    for (int i = -1; i < s->nlayers && !stop; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        if (!d->db)
            continue;
        sqlite3_stmt *q = NULL;
        int rc = sqlite3_prepare_v2(
            d->db,
            "SELECT w.task, w.hw, coalesce(t.op, ''), coalesce(t.shapes, ''),"
            " coalesce(t.canon, ''), w.config, w.codegen, w.time_ms, w.gflops,"
            " coalesce(length(w.object), 0), w.created, w.updated"
            " FROM winners w LEFT JOIN tasks t ON t.key = w.task"
            /* keys are [0-9a-f]: a prefix p covers [p, p || 'g') */
            " WHERE w.task >= ?1 AND w.task < ?1 || 'g' ORDER BY w.task, w.hw", -1, &q, NULL);
        if (rc == SQLITE_OK) {
            cache_bind_text(q, 1, pre);
            rc = cache_step_first(q);
        }
        while (rc == SQLITE_ROW) {
            cache_entry e;
#define COLT(k) ((const char *)sqlite3_column_text(q, k) ? (const char *)sqlite3_column_text(q, k) : "")
            e.task = COLT(0);
            e.hw = COLT(1);
            e.op = COLT(2);
            e.shapes = COLT(3);
            e.canon = COLT(4);
            e.config = COLT(5);
            e.codegen = COLT(6);
#undef COLT
            e.time_ms = sqlite3_column_double(q, 7);
            e.gflops = sqlite3_column_double(q, 8);
            e.object_bytes = sqlite3_column_int64(q, 9);
            e.created = sqlite3_column_int64(q, 10);
            e.updated = sqlite3_column_int64(q, 11);
            e.layer = i + 1;
            if ((i < 0 || !masked(s, i, e.task, e.hw)) && fn(ctx, &e)) {
                stop = 1;
                rc = SQLITE_DONE;
                break;
            }
            rc = sqlite3_step(q);
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_DONE && st == TT_OK)
            st = cache_sql_fail(s, d, rc, "listing winners");
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* ---- statistics, maintenance --------------------------------------------------- */

static int64_t file_size(const char *path, const char *suffix)
{
    char p[CACHE_PATH_MAX + 8];
    tt_snprintf(p, sizeof p, "%s%s", path, suffix);
    struct stat sb;
    return stat(p, &sb) == 0 ? (int64_t)sb.st_size : 0;
}

int cache_stats_get(cache_store *s, cache_stats *out)
{
    if (!s || !out)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or stats");
    memset(out, 0, sizeof *out);
    pthread_mutex_lock(&s->mu);
    out->mode = s->mode;
    out->nlayers = s->nlayers;
    int st = TT_OK;
    cache_db *d = &s->main;
    if (s->mode != CACHE_OFF && d->db) {
        sqlite3_stmt *q = NULL;
        int rc = sqlite3_prepare_v2(
            d->db,
            "SELECT (SELECT count(*) FROM tasks), (SELECT count(*) FROM hardware),"
            " (SELECT count(*) FROM winners), (SELECT count(*) FROM measurements),"
            " (SELECT count(*) FROM leases),"
            " (SELECT coalesce(sum(length(object)), 0) FROM winners)", -1, &q, NULL);
        if (rc == SQLITE_OK)
            rc = cache_step_first(q);
        if (rc == SQLITE_ROW) {
            out->tasks = sqlite3_column_int64(q, 0);
            out->hardware = sqlite3_column_int64(q, 1);
            out->winners = sqlite3_column_int64(q, 2);
            out->measurements = sqlite3_column_int64(q, 3);
            out->leases = sqlite3_column_int64(q, 4);
            out->object_bytes = sqlite3_column_int64(q, 5);
            rc = SQLITE_OK;
        }
        sqlite3_finalize(q);
        out->file_bytes = file_size(d->path, "") + file_size(d->path, "-wal");
        if (rc != SQLITE_OK)
            st = cache_sql_fail(s, d, rc, "counting entries");
        out->mode = s->mode;
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

/* Run statements in one write transaction; *changes sums their changes
 * for the statements flagged in count_mask. */
static int write_txn(cache_store *s, const char *const *sql, int n, const int64_t *params,
                     unsigned count_mask, int64_t *changes, const char *what)
{
    cache_db *d = &s->main;
    int rc = cache_begin(d);
    for (int i = 0; rc == SQLITE_OK && i < n; i++) {
        sqlite3_stmt *q = NULL;
        rc = sqlite3_prepare_v2(d->db, sql[i], -1, &q, NULL);
        if (rc == SQLITE_OK) {
            if (sqlite3_bind_parameter_count(q) >= 1)
                sqlite3_bind_int64(q, 1, params[0]);
            if (sqlite3_bind_parameter_count(q) >= 2)
                sqlite3_bind_int64(q, 2, params[1]);
            rc = sqlite3_step(q);
            if (rc == SQLITE_DONE) {
                rc = SQLITE_OK;
                if (changes && (count_mask >> i & 1))
                    *changes += sqlite3_changes64(d->db);
            }
        }
        sqlite3_finalize(q);
    }
    if (rc == SQLITE_OK)
        rc = cache_commit(d);
    else
        cache_rollback(d);
    return rc == SQLITE_OK ? TT_OK : cache_sql_fail(s, d, rc, what);
}

/* Maintenance the user asked for is an error without a writable cache
 * (a silent no-op would look like success). */
static int not_writable(cache_store *s, const char *what)
{
    return cache_fail(TT_ERR_CACHE, "cache: cannot %s: %s", what,
                      s->mode == CACHE_RO ? "the cache is read-only"
                                          : "there is no writable cache");
}

int cache_prune(cache_store *s, int64_t older_than_s, int measurements, int64_t *removed)
{
    if (removed)
        *removed = 0;
    if (!s || older_than_s < 0)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or negative age");
    static const char *const sql[] = {
        "DELETE FROM winners WHERE updated < ?1",
        "DELETE FROM measurements WHERE created < ?1",
        "DELETE FROM leases WHERE expires < ?2",
        "DELETE FROM tasks WHERE key NOT IN (SELECT task FROM winners)"
        " AND key NOT IN (SELECT task FROM measurements)",
        "DELETE FROM hardware WHERE key NOT IN (SELECT hw FROM winners)"
        " AND key NOT IN (SELECT hw FROM measurements)",
    };
    int64_t now = cache_now_ms();
    int64_t params[2] = {now - older_than_s * 1000, now};   /* ?1 cutoff, ?2 now */
    pthread_mutex_lock(&s->mu);
    int st = TT_OK;
    int64_t ch = 0;
    if (!cache_writable(s)) {
        st = not_writable(s, "prune");
    } else {
        const char *run[5];
        int n = 0;
        for (int i = 0; i < 5; i++)
            if (i != 1 || measurements)
                run[n++] = sql[i];
        st = write_txn(s, run, n, params, measurements ? 3u : 1u, &ch, "pruning");
    }
    pthread_mutex_unlock(&s->mu);
    if (removed)
        *removed = ch;
    return st;
}

int cache_clear(cache_store *s)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    static const char *const sql[] = {
        "DELETE FROM winners", "DELETE FROM measurements", "DELETE FROM leases",
        "DELETE FROM tasks", "DELETE FROM hardware"};
    pthread_mutex_lock(&s->mu);
    int st = TT_OK;
    if (!cache_writable(s)) {
        st = not_writable(s, "clear");
    } else {
        st = write_txn(s, sql, 5, NULL, 0, NULL, "clearing");
        /* Give the space back; best effort (other processes may be reading). */
        if (st == TT_OK && s->mode == CACHE_RW)
            sqlite3_exec(s->main.db, "VACUUM", NULL, NULL, NULL);
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

int cache_check(cache_store *s)
{
    if (!s)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store");
    int st = TT_OK;
    pthread_mutex_lock(&s->mu);
    for (int i = -1; i < s->nlayers && st == TT_OK; i++) {
        cache_db *d = i < 0 ? &s->main : &s->layers[i];
        if (!d->db)
            continue;
        sqlite3_stmt *q = NULL;
        int rc = sqlite3_prepare_v2(d->db, "PRAGMA quick_check(1)", -1, &q, NULL);
        if (rc == SQLITE_OK)
            rc = cache_step_first(q);
        if (rc == SQLITE_ROW) {
            const char *r = (const char *)sqlite3_column_text(q, 0);
            if (!r || strcmp(r, "ok") != 0)
                st = cache_fail(TT_ERR_CACHE, "cache: %s fails its check: %.200s", d->path,
                                r ? r : "?");
            rc = SQLITE_OK;
        }
        sqlite3_finalize(q);
        if (rc != SQLITE_OK)
            st = cache_fail(TT_ERR_CACHE, "cache: %s fails its check: %s", d->path,
                            sqlite3_errstr(rc));
    }
    pthread_mutex_unlock(&s->mu);
    return st;
}

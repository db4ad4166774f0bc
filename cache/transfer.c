/*
 * Export and import: the writable database as JSON lines, a portable text
 * that deploy tooling can diff, concatenate and merge.
 *
 *   {"tt_cache":1,"schema":1,"exported":<unix ms>}          header
 *   {"type":"hardware","key":..,"fingerprint":..}
 *   {"type":"task","key":..,"op":..,"shapes":..,"canon":..}
 *   {"type":"winner","task":..,"hw":..,"config":..,"time_ms":..,"gflops":..,
 *    "codegen":..,"created":..,"updated":..,"object":<base64>,"sig":<base64>}
 *   {"type":"measurement","task":..,"hw":..,"config":..,"features":[..],
 *    "time_ms":<number|null>,"error":..,"error_text":<string|null>,"created":..}
 *
 * Import merges: winners by the keep-the-better rule, the rest INSERT OR
 * IGNORE.  Numbers are written and read in the "C" locale whatever the
 * host application set.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache_internal.h"
#include "tt.h"

#define IMPORT_BATCH 512        /* records per write transaction */
#define IMPORT_WARN_MAX 20      /* bad lines reported one by one */

/* ---- export --------------------------------------------------------------------- */

static void put_key(tt_buf *b, const char *k, const char *v, int first)
{
    tt_buf_printf(b, "%s\"%s\":", first ? "" : ",", k);
    tt_buf_json_str(b, v ? v : "");
}

static void put_num(tt_buf *b, const char *k, double v)
{
    if (isfinite(v))
        tt_buf_printf(b, ",\"%s\":%.17g", k, v);
    else
        tt_buf_printf(b, ",\"%s\":null", k);
}

#define COLT(q, k) \
    ((const char *)sqlite3_column_text(q, k) ? (const char *)sqlite3_column_text(q, k) : "")

/* One table's rows as lines; emit() appends one row to b. */
static int export_rows(cache_db *d, const char *sql, FILE *f, int64_t *nlines,
                       void (*emit)(tt_buf *b, sqlite3_stmt *q))
{
    sqlite3_stmt *q = NULL;
    int rc = sqlite3_prepare_v2(d->db, sql, -1, &q, NULL);
    tt_buf b = {0};
    while (rc == SQLITE_OK || rc == SQLITE_ROW) {
        rc = sqlite3_step(q);
        if (rc != SQLITE_ROW)
            break;
        b.len = 0;
        if (b.s)
            b.s[0] = 0;
        emit(&b, q);
        tt_buf_putc(&b, '\n');
        if (b.oom) {
            rc = SQLITE_NOMEM;
            break;
        }
        if (fwrite(b.s, 1, b.len, f) != b.len) {
            rc = SQLITE_IOERR;
            break;
        }
        (*nlines)++;
    }
    tt_buf_free(&b);
    sqlite3_finalize(q);
    return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static void emit_hw(tt_buf *b, sqlite3_stmt *q)
{
    tt_buf_puts(b, "{\"type\":\"hardware\"");
    put_key(b, "key", COLT(q, 0), 0);
    put_key(b, "fingerprint", COLT(q, 1), 0);
    tt_buf_printf(b, ",\"created\":%lld}", (long long)sqlite3_column_int64(q, 2));
}

static void emit_task(tt_buf *b, sqlite3_stmt *q)
{
    tt_buf_puts(b, "{\"type\":\"task\"");
    put_key(b, "key", COLT(q, 0), 0);
    put_key(b, "op", COLT(q, 1), 0);
    put_key(b, "shapes", COLT(q, 2), 0);
    put_key(b, "canon", COLT(q, 3), 0);
    tt_buf_printf(b, ",\"created\":%lld}", (long long)sqlite3_column_int64(q, 4));
}

static void emit_winner(tt_buf *b, sqlite3_stmt *q)
{
    tt_buf_puts(b, "{\"type\":\"winner\"");
    put_key(b, "task", COLT(q, 0), 0);
    put_key(b, "hw", COLT(q, 1), 0);
    put_key(b, "config", COLT(q, 2), 0);
    put_num(b, "time_ms", sqlite3_column_double(q, 3));
    put_num(b, "gflops", sqlite3_column_double(q, 4));
    put_key(b, "codegen", COLT(q, 7), 0);
    tt_buf_printf(b, ",\"created\":%lld,\"updated\":%lld",
                  (long long)sqlite3_column_int64(q, 8), (long long)sqlite3_column_int64(q, 9));
    tt_buf_puts(b, ",\"object\":\"");
    cache_b64_encode(b, sqlite3_column_blob(q, 5), (size_t)sqlite3_column_bytes(q, 5));
    tt_buf_puts(b, "\",\"sig\":\"");
    cache_b64_encode(b, sqlite3_column_blob(q, 6), (size_t)sqlite3_column_bytes(q, 6));
    tt_buf_puts(b, "\"}");
}

static void emit_meas(tt_buf *b, sqlite3_stmt *q)
{
    tt_buf_puts(b, "{\"type\":\"measurement\"");
    put_key(b, "task", COLT(q, 0), 0);
    put_key(b, "hw", COLT(q, 1), 0);
    put_key(b, "config", COLT(q, 2), 0);
    tt_buf_puts(b, ",\"features\":[");
    const unsigned char *fb = sqlite3_column_blob(q, 3);
    int nf = sqlite3_column_bytes(q, 3) / (int)sizeof(float);
    for (int i = 0; i < nf && fb; i++) {
        float v;
        memcpy(&v, fb + (size_t)i * sizeof v, sizeof v);
        if (isfinite(v))
            tt_buf_printf(b, "%s%.9g", i ? "," : "", (double)v);
        else
            tt_buf_printf(b, "%s0", i ? "," : "");
    }
    tt_buf_puts(b, "]");
    if (sqlite3_column_type(q, 4) == SQLITE_NULL)
        tt_buf_puts(b, ",\"time_ms\":null");
    else
        put_num(b, "time_ms", sqlite3_column_double(q, 4));
    tt_buf_printf(b, ",\"error\":%d", sqlite3_column_int(q, 5));
    if (sqlite3_column_type(q, 6) == SQLITE_NULL)
        tt_buf_puts(b, ",\"error_text\":null");
    else
        put_key(b, "error_text", COLT(q, 6), 0);
    tt_buf_printf(b, ",\"created\":%lld}", (long long)sqlite3_column_int64(q, 7));
}

int cache_export(cache_store *s, FILE *f, int measurements, int64_t *nlines)
{
    int64_t n = 0;
    if (nlines)
        *nlines = 0;
    if (!s || !f)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or file");
    locale_t c = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    locale_t old = c ? uselocale(c) : (locale_t)0;
    pthread_mutex_lock(&s->mu);
    cache_db *d = &s->main;
    int st = TT_OK;
    if (s->mode == CACHE_OFF || !d->db) {
        st = cache_fail(TT_ERR_CACHE, "cache: there is no writable cache to export");
    } else {
        if (fprintf(f, "{\"tt_cache\":1,\"schema\":%d,\"exported\":%lld}\n",
                    CACHE_SCHEMA_VERSION, (long long)cache_now_ms()) < 0)
            st = cache_fail(TT_ERR_CACHE, "cache: export: write failed: %s", strerror(errno));
        n = 1;
        /* One read transaction: a consistent snapshot of all tables. */
        int rc = st == TT_OK ? cache_exec(d, "BEGIN") : SQLITE_OK;
        if (st == TT_OK && rc == SQLITE_OK)
            rc = export_rows(d, "SELECT key, fingerprint, created FROM hardware ORDER BY key",
                             f, &n, emit_hw);
        if (st == TT_OK && rc == SQLITE_OK)
            rc = export_rows(d, "SELECT key, op, shapes, canon, created FROM tasks ORDER BY key",
                             f, &n, emit_task);
        if (st == TT_OK && rc == SQLITE_OK)
            rc = export_rows(d,
                             "SELECT task, hw, config, time_ms, gflops, object, sig, codegen,"
                             " created, updated FROM winners ORDER BY task, hw", f, &n,
                             emit_winner);
        if (st == TT_OK && rc == SQLITE_OK && measurements)
            rc = export_rows(d,
                             "SELECT task, hw, config, features, time_ms, error, error_text,"
                             " created FROM measurements ORDER BY id", f, &n, emit_meas);
        cache_rollback(d);
        if (st == TT_OK && rc == SQLITE_IOERR && ferror(f))
            st = cache_fail(TT_ERR_CACHE, "cache: export: write failed: %s", strerror(errno));
        else if (st == TT_OK && rc != SQLITE_OK)
            st = cache_sql_fail(s, d, rc, "exporting");
        if (st == TT_OK && fflush(f) != 0)
            st = cache_fail(TT_ERR_CACHE, "cache: export: write failed: %s", strerror(errno));
    }
    pthread_mutex_unlock(&s->mu);
    if (c) {
        uselocale(old);
        freelocale(c);
    }
    if (nlines)
        *nlines = n;
    return st;
}

/* ---- import ------------------------------------------------------------------------ */

typedef struct importer {
    cache_store *s;
    cache_db *d;
    cache_import_stats *st;
    int64_t now;
    char why[256];
} importer;

static const char *jstr(const cache_jobj *o, const char *k, int required, importer *im)
{
    const cache_jfield *f = cache_json_get(o, k);
    if (f && f->kind == CJ_STR && strlen(f->str) == f->len && f->len <= CACHE_TEXT_MAX)
        return f->str;
    if (!f && !required)
        return "";
    if (!im->why[0])
        tt_snprintf(im->why, sizeof im->why, "\"%s\" %s", k,
                    f ? "must be a string" : "is missing");
    return NULL;
}

static const char *jkey(const cache_jobj *o, const char *k, importer *im)
{
    const char *v = jstr(o, k, 1, im);
    if (v && !cache_key_valid(v)) {
        if (!im->why[0])
            tt_snprintf(im->why, sizeof im->why, "\"%s\" is not a 32-character hex key", k);
        return NULL;
    }
    return v;
}

static int jnum(const cache_jobj *o, const char *k, double *v, int required, importer *im)
{
    const cache_jfield *f = cache_json_get(o, k);
    if (f && f->kind == CJ_NUM) {
        *v = f->num;
        return 0;
    }
    if ((!f || f->kind == CJ_NULL) && !required)
        return 0;
    if (!im->why[0])
        tt_snprintf(im->why, sizeof im->why, "\"%s\" %s", k,
                    f ? "must be a number" : "is missing");
    return -1;
}

static int jblob(const cache_jobj *o, const char *k, void **p, size_t *n, importer *im)
{
    const cache_jfield *f = cache_json_get(o, k);
    *p = NULL;
    *n = 0;
    if (!f || f->kind == CJ_NULL)
        return 0;
    if (f->kind == CJ_STR && cache_b64_decode(f->str, f->len, p, n) == 0)
        return 0;
    if (!im->why[0])
        tt_snprintf(im->why, sizeof im->why, "\"%s\" is not base64", k);
    return -1;
}

/* One text row, INSERT OR IGNORE. */
static int insert_row(importer *im, const char *sql, const char *const *v, int nv,
                      int64_t created)
{
    sqlite3_stmt *q = NULL;
    int rc = sqlite3_prepare_v2(im->d->db, sql, -1, &q, NULL);
    if (rc == SQLITE_OK) {
        for (int i = 0; i < nv; i++)
            cache_bind_text(q, i + 1, v[i]);
        sqlite3_bind_int64(q, nv + 1, created > 0 ? created : im->now);
        rc = sqlite3_step(q);
        if (rc == SQLITE_DONE)
            rc = SQLITE_OK;
    }
    sqlite3_finalize(q);
    return rc;
}

/* Apply one parsed record.  Returns a SQLite code; a malformed record is
 * SQLITE_OK with im->why set. */
static int apply(importer *im, const cache_jobj *o)
{
    double created = 0;
    if (cache_json_get(o, "tt_cache"))
        return SQLITE_OK;   /* the header */
    const char *type = jstr(o, "type", 1, im);
    if (!type || jnum(o, "created", &created, 0, im) != 0)
        return SQLITE_OK;
    if (strcmp(type, "hardware") == 0) {
        const char *v[] = {jkey(o, "key", im), jstr(o, "fingerprint", 1, im)};
        if (im->why[0])
            return SQLITE_OK;
        return insert_row(im, "INSERT OR IGNORE INTO hardware(key, fingerprint, created)"
                          " VALUES(?1, ?2, ?3)", v, 2, (int64_t)created);
    }
    if (strcmp(type, "task") == 0) {
        const char *v[] = {jkey(o, "key", im), jstr(o, "op", 0, im), jstr(o, "shapes", 0, im),
                           jstr(o, "canon", 0, im)};
        if (im->why[0])
            return SQLITE_OK;
        return insert_row(im, "INSERT OR IGNORE INTO tasks(key, op, shapes, canon, created)"
                          " VALUES(?1, ?2, ?3, ?4, ?5)", v, 4, (int64_t)created);
    }
    if (strcmp(type, "winner") == 0) {
        cache_winner w = {0};
        const char *t = jkey(o, "task", im), *h = jkey(o, "hw", im);
        const char *cg = jstr(o, "codegen", 0, im);
        w.config = (char *)jstr(o, "config", 1, im);
        jnum(o, "time_ms", &w.time_ms, 1, im);
        jnum(o, "gflops", &w.gflops, 0, im);
        if (im->why[0])
            return SQLITE_OK;
        memcpy(w.task, t, CACHE_KEY_LEN + 1);
        memcpy(w.hw, h, CACHE_KEY_LEN + 1);
        tt_snprintf(w.codegen, sizeof w.codegen, "%s", cg);
        int rc = SQLITE_OK;
        if (jblob(o, "object", &w.object, &w.object_len, im) == 0 &&
            jblob(o, "sig", &w.sig, &w.sig_len, im) == 0) {
            if (cache_winner_check(&w) != TT_OK) {
                tt_snprintf(im->why, sizeof im->why, "%s", cache_errmsg());
            } else {
                int stored = 0;
                rc = cache_winner_put_txn(im->d, &w, im->now, &stored);
                if (rc == SQLITE_OK)
                    (*(stored ? &im->st->winners_stored : &im->st->winners_kept))++;
            }
        }
        free(w.object);
        free(w.sig);
        return rc;
    }
    if (strcmp(type, "measurement") == 0) {
        const char *t = jkey(o, "task", im), *h = jkey(o, "hw", im);
        const char *cfg = jstr(o, "config", 1, im);
        const cache_jfield *ft = cache_json_get(o, "features");
        const cache_jfield *et = cache_json_get(o, "error_text");
        double tm = -1, err = 0;
        jnum(o, "time_ms", &tm, 0, im);
        jnum(o, "error", &err, 0, im);
        if (ft && ft->kind != CJ_NUMS && !im->why[0])
            tt_snprintf(im->why, sizeof im->why, "\"features\" must be an array of numbers");
        if (et && et->kind != CJ_STR && et->kind != CJ_NULL && !im->why[0])
            tt_snprintf(im->why, sizeof im->why, "\"error_text\" must be a string or null");
        if (im->why[0])
            return SQLITE_OK;
        sqlite3_stmt *q = NULL;
        int rc = sqlite3_prepare_v2(im->d->db,
                                    "INSERT OR IGNORE INTO measurements(task, hw, config,"
                                    " features, time_ms, error, error_text, created)"
                                    " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)", -1, &q, NULL);
        if (rc == SQLITE_OK) {
            cache_bind_text(q, 1, t);
            cache_bind_text(q, 2, h);
            cache_bind_text(q, 3, cfg);
            if (ft)
                cache_bind_blob(q, 4, ft->nums, (size_t)ft->nnums * sizeof(float));
            if (tm >= 0 && isfinite(tm))
                sqlite3_bind_double(q, 5, tm);
            sqlite3_bind_int(q, 6, (int)err);
            if (et && et->kind == CJ_STR)
                cache_bind_text(q, 7, et->str);
            sqlite3_bind_int64(q, 8, created > 0 ? (int64_t)created : im->now);
            rc = sqlite3_step(q);
            if (rc == SQLITE_DONE) {
                rc = SQLITE_OK;
                im->st->measurements += sqlite3_changes(im->d->db);
            }
        }
        sqlite3_finalize(q);
        return rc;
    }
    tt_snprintf(im->why, sizeof im->why, "unknown record type \"%.40s\"", type);
    return SQLITE_OK;
}

static void bad_line(importer *im, int64_t lineno, const char *why)
{
    cache_import_stats *st = im->st;
    st->bad_lines++;
    if (!st->first_bad_line)
        st->first_bad_line = lineno;
    if (st->bad_lines <= IMPORT_WARN_MAX)
        cache_log(im->s, CACHE_LOG_WARN, "cache import: line %lld: %s; skipped",
                  (long long)lineno, why);
    else if (st->bad_lines == IMPORT_WARN_MAX + 1)
        cache_log(im->s, CACHE_LOG_WARN, "cache import: more malformed lines; only counting "
                  "them from now on");
}

int cache_import(cache_store *s, FILE *f, cache_import_stats *stats)
{
    cache_import_stats dummy;
    cache_import_stats *st = stats ? stats : &dummy;
    memset(st, 0, sizeof *st);
    if (!s || !f)
        return cache_fail(TT_ERR_INVALID_ARG, "cache: NULL store or file");
    locale_t c = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    locale_t old = c ? uselocale(c) : (locale_t)0;
    pthread_mutex_lock(&s->mu);
    importer im = {s, &s->main, st, cache_now_ms(), ""};
    int status = TT_OK, rc = SQLITE_OK, in_txn = 0, batch = 0;
    char *line = NULL;
    size_t cap = 0;
    if (!cache_writable(s)) {
        status = cache_fail(TT_ERR_CACHE, "cache: import needs a writable cache (%s)",
                            s->mode == CACHE_RO ? "it is read-only" : "there is none");
        goto out;
    }
    for (;;) {
        errno = 0;
        ssize_t len = getline(&line, &cap, f);
        if (len < 0) {
            if (ferror(f) || errno == ENOMEM)
                status = cache_fail(errno == ENOMEM ? TT_ERR_NOMEM : TT_ERR_CACHE,
                                    "cache: import: reading line %lld: %s",
                                    (long long)st->lines + 1, strerror(errno ? errno : EIO));
            break;
        }
        st->lines++;
        size_t n = (size_t)len;
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        size_t lead = strspn(line, " \t");
        if (lead >= n)
            continue;   /* blank */
        cache_jobj o;
        char err[200];
        if (cache_json_parse(line, n, &o, err, sizeof err) != 0) {
            bad_line(&im, st->lines, err);
            continue;
        }
        if (!in_txn) {
            rc = cache_begin(im.d);
            if (rc != SQLITE_OK) {
                cache_json_free(&o);
                break;
            }
            in_txn = 1;
        }
        im.why[0] = 0;
        rc = apply(&im, &o);
        cache_json_free(&o);
        if (rc != SQLITE_OK)
            break;
        if (im.why[0])
            bad_line(&im, st->lines, im.why);
        if (++batch == IMPORT_BATCH) {
            rc = cache_commit(im.d);
            in_txn = 0;
            batch = 0;
            if (rc != SQLITE_OK)
                break;
        }
    }
    if (rc == SQLITE_OK && in_txn)
        rc = cache_commit(im.d);
    else if (in_txn)
        cache_rollback(im.d);
    if (rc != SQLITE_OK && status == TT_OK)
        status = cache_sql_fail(s, im.d, rc, "importing");
out:
    free(line);
    pthread_mutex_unlock(&s->mu);
    if (c) {
        uselocale(old);
        freelocale(c);
    }
    return status;
}

/*
 * Faults on open and later: a truncated, short, garbage, foreign or
 * newer-schema tt.db is moved aside to tt.db.broken-<time> with exactly one
 * warning and a fresh cache is created; an empty file is a database being
 * created (used, no warning); damage found by a later lookup is repaired
 * the same way; garbage in -wal is ignored; several processes that find
 * the same broken file move it aside once.  A directory that cannot be
 * created, is a file, or cannot be written gives a store that reads what
 * it can, writes nothing and says so once.
 */
#include "tests/cache/helpers.h"

#include <sqlite3.h>

static char *root;
static logcap lc;
static int nth;

/* A fresh directory for one case. */
static void case_dir(char *out, size_t n)
{
    char name[32];
    tt_snprintf(name, sizeof name, "case%d", nth++);
    join(out, n, root, name);
    mkdir(out, 0700);
}

/* Fill dir/tt.db with nwinners winners (16 KiB of code each). */
static void populate(const char *dir, int nwinners)
{
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    char h[33];
    key_of(h, "fault-hw");
    static unsigned char obj[16384];
    for (int i = 0; s && i < nwinners; i++) {
        char t[33];
        key_n(t, "fault-task", i);
        test_winner w;
        make_winner(&w, t, h, "cfg", 1.0, i);
        w.w.object = obj;
        w.w.object_len = sizeof obj;
        cache_winner_put(s, &w.w, NULL);
    }
    cache_close(s);
}

/* Open dir and check: RW, `warnings` new warnings (last containing
 * `needle`), `broken` files moved aside, and a working fresh store. */
static void expect_repaired(const char *dir, int warnings, const char *needle, int broken)
{
    int w0 = lc.warnings;
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    CHECK(s != NULL);
    if (!s)
        return;
    CHECKF(cache_store_mode(s) == CACHE_RW, "mode %d", cache_store_mode(s));
    CHECKF(lc.warnings - w0 == warnings, "%d warnings", lc.warnings - w0);
    if (needle)
        CHECK_CONTAINS(lc.last, needle);
    CHECKF(count_prefix(dir, "tt.db.broken-") == broken, "%d broken files",
           count_prefix(dir, "tt.db.broken-"));
    char t[33], h[33];
    key_of(t, "after-repair");
    key_of(h, "fault-hw");
    test_winner a;
    make_winner(&a, t, h, "fresh", 1.0, 5);
    cache_winner w = {0};
    int found = 0, stored = 0;
    CHECK(cache_winner_put(s, &a.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &a));
    cache_winner_clear(&w);
    CHECK(cache_check(s) == TT_OK);
    cache_close(s);
    /* and it stays healthy: reopening warns no more */
    w0 = lc.warnings;
    s = cache_open(dir, NULL, cap_log, &lc);
    CHECK(s && cache_store_mode(s) == CACHE_RW && lc.warnings == w0);
    cache_close(s);
}

TEST(truncated)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    populate(dir, 40);
    join(db, sizeof db, dir, "tt.db");
    int64_t n = fsize(db);
    CHECK(n > 100000);
    CHECK(truncate(db, n / 2) == 0);
    expect_repaired(dir, 1, "moved aside", 1);

    /* Shorter than a page: SQLite alone would write over it silently. */
    case_dir(dir, sizeof dir);
    populate(dir, 1);
    join(db, sizeof db, dir, "tt.db");
    CHECK(truncate(db, 300) == 0);
    expect_repaired(dir, 1, "truncated", 1);
}

TEST(empty_file)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    CHECK(write_file(db, "", 0) == 0);
    expect_repaired(dir, 0, NULL, 0);   /* a database being created: no warning */
}

TEST(garbage)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    static unsigned char junk[65536];
    uint64_t seed = 42;
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (unsigned char)tt_rand_next(&seed);
    CHECK(write_file(db, junk, sizeof junk) == 0);
    expect_repaired(dir, 1, "moved aside", 1);

    /* A text file. */
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    static char text[4096];
    memset(text, 'x', sizeof text);
    CHECK(write_file(db, text, sizeof text) == 0);
    expect_repaired(dir, 1, "moved aside", 1);

    /* A valid header followed by garbage pages. */
    case_dir(dir, sizeof dir);
    populate(dir, 30);
    join(db, sizeof db, dir, "tt.db");
    FILE *f = fopen(db, "r+b");
    REQUIRE(f);
    fseek(f, 100, SEEK_SET);
    fwrite(junk, 1, 8192, f);   /* the rest of page 1: the schema */
    fclose(f);
    expect_repaired(dir, 1, "moved aside", 1);
}

/* A SQLite file that is some other program's, and one of a newer tt. */
TEST(foreign_and_newer)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    sqlite3 *x = NULL;
    REQUIRE(sqlite3_open(db, &x) == SQLITE_OK);
    CHECK(sqlite3_exec(x, "CREATE TABLE photos(id, data)", NULL, NULL, NULL) == SQLITE_OK);
    sqlite3_close(x);
    expect_repaired(dir, 1, "not a tt cache", 1);

    case_dir(dir, sizeof dir);
    populate(dir, 3);
    join(db, sizeof db, dir, "tt.db");
    REQUIRE(sqlite3_open(db, &x) == SQLITE_OK);
    char sql[64];
    tt_snprintf(sql, sizeof sql, "PRAGMA user_version=%d", CACHE_SCHEMA_VERSION + 1);
    CHECK(sqlite3_exec(x, sql, NULL, NULL, NULL) == SQLITE_OK);
    sqlite3_close(x);
    expect_repaired(dir, 1, "newer schema", 1);
}

/* Damage the open check does not see (a page deep in the winners table):
 * the lookup that meets it repairs the cache. */
TEST(damage_found_later)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    populate(dir, 60);
    join(db, sizeof db, dir, "tt.db");
    int64_t n = fsize(db);
    FILE *f = fopen(db, "r+b");
    REQUIRE(f);
    static unsigned char junk[4096];
    memset(junk, 0xA5, sizeof junk);
    for (int64_t off = 8192; off + 4096 < n; off += 4096) {   /* every page after the schema */
        fseek(f, (long)off, SEEK_SET);
        fwrite(junk, 1, sizeof junk, f);
    }
    fclose(f);
    int w0 = lc.warnings;
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    REQUIRE(s);
    char t[33], h[33];
    key_n(t, "fault-task", 30);
    key_of(h, "fault-hw");
    cache_winner w = {0};
    int found = 0;
    for (int i = 0; i < 60 && lc.warnings == w0; i++) {
        key_n(t, "fault-task", i);
        int st = cache_winner_get(s, t, h, &w, &found);
        CHECK(st == TT_OK || st == TT_ERR_CACHE);
        cache_winner_clear(&w);
    }
    CHECK(lc.warnings - w0 == 1);
    CHECK(count_prefix(dir, "tt.db.broken-") == 1);
    CHECK(cache_store_mode(s) == CACHE_RW);
    test_winner a;
    make_winner(&a, t, h, "again", 2.0, 9);
    int stored = 0;
    CHECK(cache_winner_put(s, &a.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &a));
    cache_winner_clear(&w);
    cache_close(s);
}

TEST(garbage_wal)
{
    char dir[4096], wal[4096];
    case_dir(dir, sizeof dir);
    populate(dir, 5);
    join(wal, sizeof wal, dir, "tt.db-wal");
    static char junk[10000];
    memset(junk, 'w', sizeof junk);
    CHECK(write_file(wal, junk, sizeof junk) == 0);
    int w0 = lc.warnings;
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_store_mode(s) == CACHE_RW && lc.warnings == w0);
    char t[33], h[33];
    key_n(t, "fault-task", 4);
    key_of(h, "fault-hw");
    cache_winner w = {0};
    int found = 0;
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found);   /* data intact */
    cache_winner_clear(&w);
    cache_close(s);
}

/* The file is moved away (another process repaired it, a user deleted
 * it) while a store has it open: the next write goes to the new file. */
TEST(replaced_underneath)
{
    char dir[4096], db[4096], moved[4096];
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    join(moved, sizeof moved, dir, "elsewhere.db");
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    REQUIRE(s);
    char t[33], h[33];
    key_of(t, "replaced");
    key_of(h, "fault-hw");
    test_winner a;
    make_winner(&a, t, h, "after-move", 1.0, 3);
    CHECK(rename(db, moved) == 0);
    int stored = 0;
    CHECK(cache_winner_put(s, &a.w, &stored) == TT_OK && stored);
    cache_close(s);
    s = cache_open(dir, NULL, cap_log, &lc);
    cache_winner w = {0};
    int found = 0;
    CHECK(s && cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &a));
    cache_winner_clear(&w);
    cache_close(s);
}

/* Four processes open the same garbage file at once: one moves it aside. */
TEST(concurrent_repair)
{
    char dir[4096], db[4096];
    case_dir(dir, sizeof dir);
    join(db, sizeof db, dir, "tt.db");
    static char junk[8192];
    memset(junk, 'g', sizeof junk);
    CHECK(write_file(db, junk, sizeof junk) == 0);
    int go[2];
    REQUIRE(pipe(go) == 0);
    pid_t pids[4];
    for (int i = 0; i < 4; i++) {
        pids[i] = fork();
        if (pids[i] == 0) {
            close(go[1]);
            char c;
            if (read(go[0], &c, 1) < 0)
                _exit(3);
            logcap cl = {0};
            cl.quiet = 1;
            cache_store *s = cache_open(dir, NULL, cap_log, &cl);
            char t[33], h[33];
            key_n(t, "repair", i);
            key_of(h, "fault-hw");
            test_winner a;
            make_winner(&a, t, h, "x", 1.0, i);
            int ok = s && cache_store_mode(s) == CACHE_RW &&
                     cache_winner_put(s, &a.w, NULL) == TT_OK;
            cache_close(s);
            _exit(ok ? 0 : 1);
        }
    }
    close(go[0]);
    close(go[1]);   /* all start at once */
    for (int i = 0; i < 4; i++) {
        int status = 0;
        waitpid(pids[i], &status, 0);
        CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child %d: %d", i, status);
    }
    CHECKF(count_prefix(dir, "tt.db.broken-") == 1, "%d broken files",
           count_prefix(dir, "tt.db.broken-"));
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    cache_stats st;
    CHECK(s && cache_stats_get(s, &st) == TT_OK && st.winners == 4);
    cache_close(s);
}

/* A store without a writable database: everything answers, nothing is
 * written, import/clear/prune say why they cannot. */
static void check_disabled(cache_store *s)
{
    char t[33], h[33];
    key_of(t, "off-task");
    key_of(h, "off-hw");
    cache_winner w = {0};
    int found = 1, stored = 1;
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && !found);
    test_winner a;
    make_winner(&a, t, h, "x", 1.0, 1);
    CHECK(cache_winner_put(s, &a.w, &stored) == TT_OK && !stored);
    CHECK(cache_winner_drop(s, t, h) == TT_OK);
    cache_meas m = {.config = "x", .time_ms = 1};
    CHECK(cache_measure_add(s, t, h, &m, 1) == TT_OK);
    CHECK(cache_task_put(s, t, "op", "", "") == TT_OK);
    cache_lease ls = CACHE_LEASE_HELD;
    CHECK(cache_lease_try(s, t, h, "me", 100, &ls) == TT_OK && ls == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_release(s, t, h, "me") == TT_OK);
    cache_wait wt;
    CHECK(cache_winner_wait(s, t, h, 50, &w, &wt) == TT_OK && wt == CACHE_WAIT_NO_LEASE);
    cache_stats st;
    CHECK(cache_stats_get(s, &st) == TT_OK && st.winners == 0);
    CHECK(cache_clear(s) == TT_ERR_CACHE);
    CHECK_CONTAINS(cache_errmsg(), "cannot clear");
    CHECK(cache_prune(s, 10, 1, NULL) == TT_ERR_CACHE);
    cache_import_stats is;
    FILE *f = tmpfile();
    CHECK(f && cache_import(s, f, &is) == TT_ERR_CACHE);
    CHECK(cache_check(s) == TT_OK);
    if (f)
        fclose(f);
}

TEST(unusable_dirs)
{
    /* Cannot be created (under /proc). */
    int w0 = lc.warnings;
    cache_store *s = cache_open("/proc/self/tt-cache-test/x", NULL, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_store_mode(s) == CACHE_OFF && lc.warnings - w0 == 1);
    CHECK_CONTAINS(lc.last, "cannot create directory");
    CHECK(strcmp(cache_store_path(s), "") == 0);
    check_disabled(s);
    CHECK(lc.warnings - w0 == 1);   /* once, not per call */
    cache_close(s);

    /* A file where the directory should be, and a path through a file. */
    char file[4096], under[4096];
    join(file, sizeof file, root, "plainfile");
    CHECK(write_file(file, "x", 1) == 0);
    tt_snprintf(under, sizeof under, "%s/sub", file);
    for (int i = 0; i < 2; i++) {
        w0 = lc.warnings;
        s = cache_open(i ? under : file, NULL, cap_log, &lc);
        REQUIRE(s);
        CHECK(cache_store_mode(s) == CACHE_OFF && lc.warnings - w0 == 1);
        check_disabled(s);
        cache_close(s);
    }

    /* No directory asked for: disabled without a warning. */
    w0 = lc.warnings;
    s = cache_open("", NULL, cap_log, &lc);
    CHECK(s && cache_store_mode(s) == CACHE_OFF && lc.warnings == w0);
    cache_close(s);
    s = cache_open(NULL, NULL, NULL, NULL);   /* and without a log */
    CHECK(s && cache_store_mode(s) == CACHE_OFF);
    cache_close(s);
}

/* Permissions: as root they do not bind, so drop to uid 65534 in a child. */
TEST(no_write_permission)
{
    char dir[4096], ro_empty[4096], ro_file[4096], db[4096];
    case_dir(dir, sizeof dir);
    join(ro_empty, sizeof ro_empty, dir, "empty");
    join(ro_file, sizeof ro_file, dir, "rofile");
    mkdir(ro_empty, 0555);
    chmod(ro_empty, 0555);
    populate(ro_file, 2);
    join(db, sizeof db, ro_file, "tt.db");
    chmod(db, 0444);   /* the directory stays writable, the file is not */
    chmod(ro_file, 0777);
    chmod(dir, 0755);
    chmod(root, 0755);

    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(77);
        logcap cl = {0};
        cl.quiet = 1;
        int bad = 0;
        cache_store *s = cache_open(ro_empty, NULL, cap_log, &cl);
        bad |= !s || cache_store_mode(s) != CACHE_OFF || cl.warnings != 1;
        bad |= strstr(cl.last, "not writable") == NULL;
        cache_close(s);

        cl.warnings = 0;
        s = cache_open(ro_file, NULL, cap_log, &cl);
        bad |= (!s || cache_store_mode(s) != CACHE_RO || cl.warnings != 1) << 1;
        char t[33], h[33];
        key_n(t, "fault-task", 1);
        key_of(h, "fault-hw");
        cache_winner w = {0};
        int found = 0, stored = 1;
        bad |= (cache_winner_get(s, t, h, &w, &found) != TT_OK || !found) << 2;
        cache_winner_clear(&w);
        test_winner a;
        make_winner(&a, t, h, "faster", 0.001, 1);
        bad |= (cache_winner_put(s, &a.w, &stored) != TT_OK || stored) << 3;
        bad |= (cl.warnings != 1) << 4;
        cache_close(s);
        _exit(bad);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 77)
        printf("     note: cannot drop privileges; permission checks skipped\n");
    else
        CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d (bits)",
               WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    chmod(ro_empty, 0700);
    chmod(root, 0700);
}

int main(void)
{
    root = temp_dir();
    if (!root) {
        fprintf(stderr, "mkdtemp failed\n");
        return 1;
    }
    RUN(truncated);
    RUN(empty_file);
    RUN(garbage);
    RUN(foreign_and_newer);
    RUN(damage_found_later);
    RUN(garbage_wal);
    RUN(replaced_underneath);
    RUN(concurrent_repair);
    RUN(unusable_dirs);
    RUN(no_write_permission);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

/*
 * The shared store against a real PostgreSQL server (tests/pg/pg_server.sh
 * starts a throw-away one; this program re-runs itself under it when
 * TT_TEST_PG_URL is not set).  Each "machine" is a store with a local
 * directory of its own and the same URL:
 *   - bad URLs are refused with a message; attaching never connects, and a
 *     local hit never does either;
 *   - the schema and its version row are created; winners (with object
 *     code), Tasks and measurements are written through; a miss on another
 *     machine finds them and copies them into its local file; keep the
 *     better holds there too; measurements are not counted twice;
 *   - leases across machines: one holder; a waiter blocks on the holder's
 *     lock, wakes when it releases, and times out within its bound; a
 *     holder killed with SIGKILL frees the lease at once;
 *   - faults, each logged once with the local cache going on and intact:
 *     an unreachable server, a refused login, a newer schema, a statement
 *     timeout, the server stopped mid-session;
 *   - the work queue: claim, SKIP LOCKED, expiry and takeover, finish.
 */
#include "tests/cache/helpers.h"

#include <signal.h>

static char *root;
static const char *url, *pgdir, *pghelper;
static logcap lc;

static cache_store *machine(const char *name, const char *u)
{
    char d[4096];
    join(d, sizeof d, root, name);
    cache_store *s = cache_open(d, NULL, cap_log, &lc);
    if (s && u && cache_attach_url(s, u) != TT_OK) {
        fprintf(stderr, "attach: %s\n", cache_errmsg());
        cache_close(s);
        return NULL;
    }
    return s;
}

/* Run SQL on the server as the superuser; the first output line in out. */
static int psql(const char *sql, char *out, size_t n)
{
    char cmd[8192];
    tt_snprintf(cmd, sizeof cmd, "sh '%s' psql '%s' \"%s\"", pghelper, pgdir, sql);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    char line[1024] = "";
    if (!fgets(line, sizeof line, p))
        line[0] = 0;
    while (fgetc(p) != EOF) {
    }
    int rc = pclose(p);
    line[strcspn(line, "\n")] = 0;
    if (out)
        tt_snprintf(out, n, "%s", line);
    return rc;
}

static int64_t psql_int(const char *sql)
{
    char o[256];
    if (psql(sql, o, sizeof o) != 0)
        return -1;
    return atoll(o);
}

static int server(const char *what)
{
    char cmd[4096];
    tt_snprintf(cmd, sizeof cmd, "sh '%s' %s '%s'", pghelper, what, pgdir);
    return system(cmd);
}

static void meas_of(cache_meas *m, int n, float *feat, char (*cfg)[32])
{
    for (int i = 0; i < n; i++) {
        tt_snprintf(cfg[i], sizeof cfg[0], "cfg-%d", i);
        feat[i * 2] = (float)i;
        feat[i * 2 + 1] = 0.5f * (float)i;
        memset(&m[i], 0, sizeof m[i]);
        m[i].config = cfg[i];
        m[i].features = feat + 2 * i;
        m[i].nfeatures = 2;
        m[i].time_ms = i == 3 ? -1 : 1.0 + i;
        m[i].error = i == 3 ? 4 : 0;
        m[i].error_text = i == 3 ? "timeout" : NULL;
        m[i].created = 1700000000000 + i;
    }
}

static int count_cb(void *ctx, const char *task, const cache_meas *m)
{
    (void)task;
    (void)m;
    ++*(int *)ctx;
    return 0;
}

TEST(urls)
{
    char msg[512];
    CHECK(cache_url_check("mysql://h/db", msg, sizeof msg) != 0);
    CHECK_CONTAINS(str_of(msg), "not a postgresql:// URL");
    CHECK(cache_url_check("", msg, sizeof msg) != 0);
    CHECK(cache_url_check("postgresql://h:port/db", msg, sizeof msg) != 0);
    CHECK_CONTAINS(str_of(msg), "port");
    CHECK(cache_url_check("postgresql://h/db?nosuchparam=1", msg, sizeof msg) != 0);
    CHECK_CONTAINS(str_of(msg), "nosuchparam");
    CHECK(cache_url_check("postgresql://u@h:5432/db?connect_timeout=2", msg, sizeof msg) == 0);
    CHECK(cache_url_check("postgresql://[::1]:5432/db", msg, sizeof msg) == 0);
    CHECK(cache_url_check("postgres://h1:5432,h2:5433/db?target_session_attrs=read-write",
                          msg, sizeof msg) == 0);
    CHECK(cache_url_check("postgresql:///db?host=%2Frun%2Fpg&port=5433", msg, sizeof msg) == 0);
    CHECK(cache_url_check("postgresql://h/d%zzb", msg, sizeof msg) != 0);
    CHECK_CONTAINS(str_of(msg), "escape");
    CHECK(cache_url_check("postgresql://[::1:5432/db", msg, sizeof msg) != 0);
    CHECK(cache_url_check("postgresql://h/db?sslmode", msg, sizeof msg) != 0);
    CHECK_CONTAINS(str_of(msg), "no '=value'");
    CHECK(cache_url_check("postgresql://h/db?port=x", msg, sizeof msg) != 0);
    CHECK(cache_url_check("postgresql://h/d b", msg, sizeof msg) != 0);
    CHECK(cache_url_check("postgresql://u:secret@h:port/db", msg, sizeof msg) != 0);
    CHECKF(!strstr(msg, "secret"), "a password in a message: %s", msg);
    cache_store *s = machine("URLS", NULL);
    REQUIRE(s);
    CHECK(cache_attach_url(s, "http://x") == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(cache_errmsg(), "shared store URL");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_NONE);
    CHECK(cache_queue_add(s, "0123456789abcdef0123456789abcdef", "matmul A=1x1 B=1x1", NULL) ==
          TT_ERR_CACHE);
    CHECK_CONTAINS(cache_errmsg(), "TT_CACHE_URL");
    CHECK(cache_attach_url(s, url) == TT_OK);
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_IDLE);   /* attaching does not connect */
    CHECK(cache_attach_url(s, url) == TT_ERR_INVALID_ARG);
    cache_close(s);
}

TEST(write_through_and_fetch)
{
    lc.warnings = 0;
    char t[33], h[33];
    key_of(t, "pg-task");
    key_of(h, "pg-hw");
    cache_store *a = machine("A", url);
    REQUIRE(a);
    cache_hw_put(a, h, "arch: test\n");
    CHECK(cache_shared_state_get(a) == CACHE_SHARED_IDLE);   /* deferred to a connection */
    test_winner w;
    make_winner(&w, t, h, "fast", 2.0, 7);
    CHECK(cache_task_put(a, t, "matmul", "A=2x2 B=2x2", "canon") == TT_OK);
    CHECK(cache_shared_state_get(a) == CACHE_SHARED_UP);
    CHECK(cache_winner_put(a, &w.w, NULL) == TT_OK);
    cache_meas m[6];
    float feat[12];
    char cfg[6][32];
    meas_of(m, 6, feat, cfg);
    CHECK(cache_measure_add(a, t, h, m, 6) == TT_OK);
    CHECK(cache_measure_add(a, t, h, m, 6) == TT_OK);   /* the same batch again: ignored */

    CHECK(psql_int("SELECT value FROM tt_meta WHERE key = 'schema'") == CACHE_PG_SCHEMA_VERSION);
    CHECK(psql_int("SELECT count(*) FROM tt_winners") == 1);
    CHECK(psql_int("SELECT length(object) FROM tt_winners") == (int64_t)sizeof w.object);
    CHECK(psql_int("SELECT count(*) FROM tt_measurements") == 6);
    CHECK(psql_int("SELECT count(*) FROM tt_hardware") == 1);
    CHECK(psql_int("SELECT count(*) FROM tt_tasks WHERE op = 'matmul'") == 1);

    /* machine B: a miss locally, found in the shared store, copied */
    cache_store *b = machine("B", url);
    REQUIRE(b);
    cache_winner got = {0};
    int found = 0;
    CHECK(cache_winner_get(b, t, h, &got, &found) == TT_OK && found);
    CHECK(same_winner(&got, &w));
    cache_winner_clear(&got);
    int n = 0;
    CHECK(cache_measure_load(b, h, NULL, 0, count_cb, &n, NULL) == TT_OK);
    CHECKF(n == 6, "B sees %d measurements", n);
    /* a Task's load right after: answered from that load's rows */
    n = 0;
    CHECK(cache_measure_load(b, h, t, 0, count_cb, &n, NULL) == TT_OK);
    CHECKF(n == 6, "B sees %d measurements of the Task", n);
    n = 0;
    CHECK(cache_measure_load(b, h, t, 4, count_cb, &n, NULL) == TT_OK);
    CHECKF(n == 4, "B sees %d of at most 4", n);
    char other[33];
    key_of(other, "pg-other-task");
    n = 0;
    CHECK(cache_measure_load(b, h, other, 0, count_cb, &n, NULL) == TT_OK && n == 0);
    n = 0;
    CHECK(cache_measure_load(a, h, t, 0, count_cb, &n, NULL) == TT_OK);
    CHECKF(n == 6, "A sees %d measurements (its own, not twice)", n);
    /* the hardware's description, for refeaturing A's records on B */
    char *fp = cache_hw_fingerprint(b, h);
    CHECKF(fp && strcmp(fp, "arch: test\n") == 0, "B reads A's fingerprint as '%s'",
           fp ? fp : "(none)");
    free(fp);
    CHECK(cache_hw_fingerprint(b, t) == NULL);   /* a key no machine described */
    cache_close(b);
    /* B's local file has it now: no URL needed, and with the URL a hit
       never connects */
    cache_store *b2 = machine("B", NULL);
    CHECK(cache_winner_get(b2, t, h, &got, &found) == TT_OK && found && same_winner(&got, &w));
    cache_winner_clear(&got);
    cache_close(b2);
    b2 = machine("B", url);
    CHECK(cache_winner_get(b2, t, h, &got, &found) == TT_OK && found);
    cache_winner_clear(&got);
    CHECK(cache_shared_state_get(b2) == CACHE_SHARED_IDLE);
    cache_close(b2);

    /* keep the better, in the shared store too */
    test_winner slow, faster;
    make_winner(&slow, t, h, "slow", 5.0, 8);
    CHECK(cache_winner_put(a, &slow.w, NULL) == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_winners WHERE config = 'fast'") == 1);
    make_winner(&faster, t, h, "faster", 1.0, 9);
    cache_store *c = machine("C", url);
    CHECK(cache_winner_put(c, &faster.w, NULL) == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_winners WHERE config = 'faster'") == 1);
    /* the same config, slower: kept out, unless its object code is of
       another codegen version (compiled again by a newer library) */
    test_winner again;
    make_winner(&again, t, h, "faster", 1.5, 10);
    CHECK(cache_winner_put(a, &again.w, NULL) == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_winners WHERE time_ms = 1.0") == 1);
    tt_snprintf(again.w.codegen, sizeof again.w.codegen, "test-2");
    CHECK(cache_winner_put(a, &again.w, NULL) == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_winners WHERE codegen = 'test-2' AND time_ms = 1.5") == 1);
    /* a dropped (broken) winner leaves the shared store too */
    CHECK(cache_winner_drop(c, t, h) == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_winners") == 0);
    CHECK(cache_shared_check(c) == TT_OK);
    cache_close(c);
    cache_close(a);
    CHECKF(lc.warnings == 0, "%d warnings, last: %s", lc.warnings, lc.last);
}

TEST(leases_across_machines)
{
    char t[33], h[33];
    key_of(t, "lease-pg-task");
    key_of(h, "lease-pg-hw");
    cache_store *a = machine("LA", url), *b = machine("LB", url);
    REQUIRE(a && b);
    cache_lease r;
    CHECK(cache_lease_try(a, t, h, "A", 60000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_try(b, t, h, "B", 60000, &r) == TT_OK && r == CACHE_LEASE_HELD);
    CHECK(psql_int("SELECT count(*) FROM tt_leases WHERE owner = 'A'") == 1);
    /* the waiter's bound: its timeout, not the holder's lease */
    cache_winner w = {0};
    cache_wait wr = CACHE_WAIT_FOUND;
    double t0 = now_ms();
    CHECK(cache_winner_wait(b, t, h, 300, &w, &wr) == TT_OK && wr == CACHE_WAIT_TIMEOUT);
    double waited = now_ms() - t0;
    printf("  a wait of 300 ms returned after %.1f ms\n", waited);
    CHECK(waited >= 290 && waited < 300 + 1000);

    /* a waiter (another process) wakes when the holder stores and releases */
    int pfd[2];
    REQUIRE(pipe(pfd) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        close(pfd[0]);
        cache_store *c = machine("LC", url);
        cache_winner cw = {0};
        cache_wait cr = CACHE_WAIT_TIMEOUT;
        double s0 = now_ms();
        if (write(pfd[1], "x", 1) != 1)
            _exit(9);
        cache_winner_wait(c, t, h, 20000, &cw, &cr);
        int ok = cr == CACHE_WAIT_FOUND && cw.config && strcmp(cw.config, "tuned") == 0 &&
                 now_ms() - s0 < 15000;
        cache_winner_clear(&cw);
        cache_close(c);
        _exit(ok ? 0 : 1);
    }
    close(pfd[1]);
    char x;
    CHECK(read(pfd[0], &x, 1) == 1);
    close(pfd[0]);
    usleep(300000);   /* the child is blocked on the lock by now */
    test_winner tw;
    make_winner(&tw, t, h, "tuned", 1.5, 3);
    CHECK(cache_winner_put(a, &tw.w, NULL) == TT_OK);
    CHECK(cache_lease_release(a, t, h, "A") == TT_OK);
    int st = 0;
    waitpid(pid, &st, 0);
    CHECKF(WIFEXITED(st) && WEXITSTATUS(st) == 0, "waiter status %d", st);
    CHECK(cache_lease_try(b, t, h, "B", 60000, &r) == TT_OK && r == CACHE_LEASE_DONE);
    CHECK(psql_int("SELECT count(*) FROM tt_leases WHERE owner = 'A'") == 0);

    /* a holder killed with SIGKILL: the server frees its lock at once */
    char t2[33];
    key_of(t2, "lease-pg-killed");
    REQUIRE(pipe(pfd) == 0);
    pid = fork();
    if (pid == 0) {
        close(pfd[0]);
        cache_store *c = machine("LD", url);
        cache_lease cr;
        int ok = cache_lease_try(c, t2, h, "D", 600000, &cr) == TT_OK &&
                 cr == CACHE_LEASE_ACQUIRED;
        if (write(pfd[1], ok ? "y" : "n", 1) != 1)
            _exit(9);
        pause();
        _exit(0);
    }
    close(pfd[1]);
    CHECK(read(pfd[0], &x, 1) == 1 && x == 'y');
    close(pfd[0]);
    CHECK(cache_lease_try(b, t2, h, "B", 60000, &r) == TT_OK && r == CACHE_LEASE_HELD);
    kill(pid, SIGKILL);
    waitpid(pid, &st, 0);
    int acquired = 0;
    double k0 = now_ms();
    while (!acquired && now_ms() - k0 < 5000) {   /* the server notices the closed socket */
        CHECK(cache_lease_try(b, t2, h, "B", 60000, &r) == TT_OK);
        acquired = r == CACHE_LEASE_ACQUIRED;
        if (!acquired)
            usleep(10000);
    }
    printf("  a killed holder's lease was free after %.1f ms\n", now_ms() - k0);
    CHECK(acquired);
    CHECK(cache_lease_release(b, t2, h, "B") == TT_OK);
    cache_close(a);
    cache_close(b);
}

TEST(queue)
{
    char h[33], h2[33];
    key_of(h, "queue-hw");
    key_of(h2, "queue-hw-2");
    cache_store *a = machine("QA", url), *b = machine("QB", url);
    REQUIRE(a && b);
    int added = 0;
    CHECK(cache_queue_add(a, h, "matmul A=4x4 B=4x4", &added) == TT_OK && added);
    CHECK(cache_queue_add(a, h, "matmul A=4x4 B=4x4", &added) == TT_OK && !added);
    CHECK(cache_queue_add(a, h, "matmul A=5x5 B=5x5", &added) == TT_OK && added);
    CHECK(cache_queue_add(a, h2, "matmul A=4x4 B=4x4", &added) == TT_OK && added);
    CHECK(cache_queue_add(a, "nothex", "x", NULL) == TT_ERR_INVALID_ARG);
    CHECK(cache_queue_add(a, h, "", NULL) == TT_ERR_INVALID_ARG);

    cache_qentry e1, e2, e3;
    int got = 0;
    int64_t waiting = 0;
    CHECK(cache_queue_claim(a, h, "A", 60000, &e1, &got, &waiting) == TT_OK && got);
    CHECK(strcmp(e1.line, "matmul A=4x4 B=4x4") == 0 && e1.attempts == 1);
    /* B's claim skips A's entry and takes the next, with a short claim */
    CHECK(cache_queue_claim(b, h, "B", 100, &e2, &got, &waiting) == TT_OK && got);
    CHECK(strcmp(e2.line, "matmul A=5x5 B=5x5") == 0);
    CHECK(cache_queue_claim(b, h, "B2", 60000, &e3, &got, &waiting) == TT_OK && !got);
    CHECK(waiting == 2);   /* both running: this worker should wait, not leave */
    usleep(250000);        /* B "died": its claim expires */
    CHECK(cache_queue_claim(a, h, "A2", 60000, &e3, &got, &waiting) == TT_OK && got);
    CHECK(e3.id == e2.id && e3.attempts == 2);
    CHECK(cache_queue_finish(b, e2.id, "B", 1, "tuned", NULL) == TT_ERR_CACHE);
    CHECK_CONTAINS(cache_errmsg(), "no longer claimed");
    CHECK(cache_queue_finish(a, e3.id, "A2", 1, "tuned", NULL) == TT_OK);
    CHECK(cache_queue_finish(a, e1.id, "A", 0, NULL, "it broke") == TT_OK);
    /* a failed line queued again is pending again */
    CHECK(cache_queue_add(a, h, "matmul A=4x4 B=4x4", &added) == TT_OK && added);
    CHECK(cache_queue_claim(a, h, "A", 60000, &e1, &got, &waiting) == TT_OK && got);
    CHECK(cache_queue_release(a, e1.id, "A") == TT_OK);
    CHECK(psql_int("SELECT count(*) FROM tt_queue WHERE state = 'pending'") == 2);
    CHECK(psql_int("SELECT count(*) FROM tt_queue WHERE state = 'done'") == 1);
    cache_close(a);
    cache_close(b);
}

/* A store that can reach nothing shared still works locally, and says so
 * once. */
static void local_goes_on(cache_store *s, const char *label, int want_warnings, const char *text)
{
    char t[33], h[33];
    key_of(t, label);
    key_of(h, "fault-hw");
    lc.warnings = 0;
    lc.last[0] = 0;
    test_winner w;
    make_winner(&w, t, h, label, 1.0, 5);
    cache_winner got = {0};
    int found = 1;
    CHECK(cache_winner_get(s, t, h, &got, &found) == TT_OK && !found);
    CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
    cache_meas m[6];
    float feat[12];
    char cfg[6][32];
    meas_of(m, 6, feat, cfg);
    CHECK(cache_measure_add(s, t, h, m, 6) == TT_OK);
    cache_lease r;
    char t2[33];
    key_of(t2, "fault-other");
    CHECK(cache_lease_try(s, t2, h, "me", 1000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_release(s, t2, h, "me") == TT_OK);
    CHECK(cache_winner_get(s, t, h, &got, &found) == TT_OK && found && same_winner(&got, &w));
    cache_winner_clear(&got);
    CHECK(cache_winner_get(s, t2, h, &got, &found) == TT_OK && !found);
    int n = 0;
    CHECK(cache_measure_load(s, h, t, 0, count_cb, &n, NULL) == TT_OK && n == 6);
    CHECK(cache_check(s) == TT_OK);   /* the local file is intact */
    CHECKF(lc.warnings == want_warnings, "%s: %d warnings (want %d), last: %s", label,
           lc.warnings, want_warnings, lc.last);
    if (text)
        CHECK_CONTAINS(str_of(lc.last), text);
}

/* A write that fails halfway: a batch of 2000 measurements (4 statements
 * of 500) whose row 1700 the server refuses (a trigger) leaves none of
 * the batch in the shared store, all of it in the local file. */
TEST(fault_partial_write)
{
    /* (no dollar quoting: the SQL goes through a shell) */
    CHECK(psql("CREATE FUNCTION tt_poison() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN"
               " IF NEW.config = ''poison'' THEN RAISE EXCEPTION ''poisoned row''; END IF;"
               " RETURN NEW; END'; CREATE TRIGGER tt_poison BEFORE INSERT ON tt_measurements"
               " FOR EACH ROW EXECUTE FUNCTION tt_poison()", NULL, 0) == 0);
    cache_store *s = machine("F7", url);
    REQUIRE(s);
    char t[33], h[33];
    key_of(t, "partial-task");
    key_of(h, "fault-hw");
    enum { N = 2000 };
    cache_meas *m = calloc(N, sizeof *m);
    char(*cfg)[32] = calloc(N, sizeof *cfg);
    REQUIRE(m && cfg);
    for (int i = 0; i < N; i++) {
        tt_snprintf(cfg[i], sizeof cfg[0], i == 1700 ? "poison" : "p-%d", i);
        m[i].config = cfg[i];
        m[i].time_ms = 1.0;
        m[i].created = 1700000000000 + i;
    }
    lc.warnings = 0;
    CHECK(cache_measure_add(s, t, h, m, N) == TT_OK);
    CHECKF(lc.warnings == 1, "%d warnings", lc.warnings);
    CHECK_CONTAINS(str_of(lc.last), "poisoned row");
    char sql[256];
    tt_snprintf(sql, sizeof sql, "SELECT count(*) FROM tt_measurements WHERE task = '%s'", t);
    CHECK(psql_int(sql) == 0);
    int n = 0;
    cache_store *local = machine("F7", NULL);
    CHECK(cache_measure_load(local, h, t, 0, count_cb, &n, NULL) == TT_OK && n == N);
    cache_close(local);
    /* the connection is fine afterwards: the batch without the poison */
    tt_snprintf(cfg[1700], sizeof cfg[0], "p-1700");
    CHECK(cache_measure_add(s, t, h, m, N) == TT_OK);
    CHECK(psql_int(sql) == N);
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_UP);
    cache_close(s);
    free(m);
    free(cfg);
    CHECK(psql("DROP TRIGGER tt_poison ON tt_measurements; DROP FUNCTION tt_poison()", NULL, 0)
          == 0);
}

TEST(fault_unreachable)
{
    char u[4200];
    tt_snprintf(u, sizeof u, "postgresql:///tt?host=%s/no-such-dir&user=tt", root);
    cache_store *s = machine("F1", u);
    REQUIRE(s);
    local_goes_on(s, "unreachable", 1, "cannot connect");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_DOWN);
    CHECK(cache_shared_check(s) == TT_ERR_CACHE);
    CHECK_CONTAINS(cache_errmsg(), "cannot connect");
    cache_close(s);
}

TEST(fault_auth)
{
    char u[4200];
    tt_snprintf(u, sizeof u, "%s", url);
    char *user = strstr(u, "user=tt");
    REQUIRE(user);
    tt_snprintf(user, sizeof u - (size_t)(user - u), "user=tt_pw&password=wrong");
    cache_store *s = machine("F2", u);
    REQUIRE(s);
    local_goes_on(s, "auth", 1, "authentication failed");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_OFF);
    cache_close(s);
}

/* An encryption requirement the server cannot meet: TLS is not used on a
 * Unix socket, GSSAPI encryption is asked for and refused the same way. */
TEST(fault_encryption)
{
    char u[4200];
    tt_snprintf(u, sizeof u, "%s&gssencmode=require", url);
    cache_store *s = machine("F8", u);
    REQUIRE(s);
    local_goes_on(s, "encryption", 1, "GSSAPI encryption required");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_OFF);
    cache_close(s);
}

TEST(fault_newer_schema)
{
    int64_t before = psql_int("SELECT count(*) FROM tt_winners");
    CHECK(psql("UPDATE tt_meta SET value = '99' WHERE key = 'schema'", NULL, 0) == 0);
    cache_store *s = machine("F3", url);
    REQUIRE(s);
    local_goes_on(s, "newer", 1, "newer than this tt");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_OFF);
    cache_close(s);
    /* nothing of ours was written into the newer schema */
    CHECK(psql_int("SELECT count(*) FROM tt_winners") == before);
    CHECK(psql_int("SELECT value FROM tt_meta WHERE key = 'schema'") == 99);
    CHECK(psql("UPDATE tt_meta SET value = '1' WHERE key = 'schema'", NULL, 0) == 0);
}

TEST(fault_statement_timeout)
{
    /* another session holds tt_winners locked for 4 s; our statements time
       out after 300 ms */
    pid_t holder = fork();
    if (holder == 0) {
        char cmd[4096];
        tt_snprintf(cmd, sizeof cmd, "sh '%s' psql '%s' \"BEGIN; LOCK TABLE tt_winners IN "
                    "ACCESS EXCLUSIVE MODE; SELECT pg_sleep(4); COMMIT\" >/dev/null", pghelper,
                    pgdir);
        _exit(system(cmd) == 0 ? 0 : 1);
    }
    int locked = 0;
    for (int i = 0; i < 100 && !locked; i++) {
        locked = psql_int("SELECT count(*) FROM pg_locks WHERE relation = 'tt_winners'::regclass"
                          " AND mode = 'AccessExclusiveLock' AND granted") == 1;
        if (!locked)
            usleep(50000);
    }
    REQUIRE(locked);
    char u[4200];
    tt_snprintf(u, sizeof u, "%s&options=-c%%20statement_timeout%%3D300", url);
    cache_store *s = machine("F4", u);
    REQUIRE(s);
    double t0 = now_ms();
    local_goes_on(s, "timeout", 1, "timed out");
    printf("  the calls against a locked table took %.0f ms\n", now_ms() - t0);
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_UP);   /* the server is fine */
    cache_close(s);
    int st;
    waitpid(holder, &st, 0);
}

TEST(fault_server_lost)
{
    cache_store *s = machine("F5", url);
    REQUIRE(s);
    char t[33], h[33];
    key_of(t, "lost-first");
    key_of(h, "fault-hw");
    test_winner w;
    make_winner(&w, t, h, "before", 1.0, 1);
    CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_UP);
    CHECK(server("stop") == 0);
    local_goes_on(s, "lost", 1, "lost the server");
    CHECK(cache_shared_state_get(s) == CACHE_SHARED_DOWN);
    CHECK(server("start") == 0);
    /* the same process finds it again at its first call after the retry
       interval (5 s from the fault), and says so at info level */
    double t0 = now_ms();
    char t3[33];
    key_of(t3, "lost-back");
    test_winner w3;
    make_winner(&w3, t3, h, "back", 1.0, 4);
    lc.warnings = 0;
    int back = 0;
    while (!back && now_ms() - t0 < 8000) {
        CHECK(cache_winner_put(s, &w3.w, NULL) == TT_OK);
        back = cache_shared_state_get(s) == CACHE_SHARED_UP;
        if (!back)
            usleep(200000);
    }
    printf("  connected again %.1f s after the restart\n", (now_ms() - t0) / 1000);
    CHECK(back);
    CHECK(lc.warnings == 0);
    CHECK(psql_int("SELECT count(*) FROM tt_winners WHERE config = 'back'") == 1);
    cache_close(s);
    /* a new process finds the server again and what was written before */
    s = machine("F6", url);
    cache_winner got = {0};
    int found = 0;
    CHECK(cache_winner_get(s, t, h, &got, &found) == TT_OK && found && same_winner(&got, &w));
    cache_winner_clear(&got);
    cache_close(s);
}

/* The runtime: cache_url= in tt_ctx_new's options; a first call tunes and
 * its winner reaches the shared store; a bad URL is the context's error. */
TEST(ctx_option)
{
    CHECK(tt_ctx_new("cache_url=mysql://h/db") == NULL);
    CHECK_CONTAINS(tt_errmsg(NULL), "option cache_url is not valid");
    char opts[4600], d[4096];
    join(d, sizeof d, root, "CTX");
    tt_snprintf(opts, sizeof opts, "cache_dir=%s,budget=100ms,threads=1,cache_url=%s", d, url);
    int64_t before = psql_int("SELECT count(*) FROM tt_winners");
    tt_ctx *ctx = tt_ctx_new(opts);
    REQUIRE(ctx);
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    REQUIRE(op);
    float A[6 * 5], B[5 * 7], C[6 * 7], R[6 * 7];
    for (int i = 0; i < 30; i++)
        A[i] = (float)(i % 7) - 3;
    for (int i = 0; i < 35; i++)
        B[i] = (float)(i % 5) - 2;
    tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){6, 5}),
                       tt_tensor_f32(B, 2, (int64_t[]){5, 7})};
    tt_tensor out = tt_tensor_f32(C, 2, (int64_t[]){6, 7});
    CHECK(tt_op_run(op, in, 2, &out, 1) == TT_OK);
    tt_test_ref_matmul(A, B, R, 6, 5, 7);
    for (int i = 0; i < 42; i++)
        CHECK(fabsf(C[i] - R[i]) < 1e-4f);
    tt_op_free(op);
    tt_ctx_free(ctx);
    CHECK(psql_int("SELECT count(*) FROM tt_winners") == before + 1);
    CHECK(psql_int("SELECT count(*) FROM tt_tasks WHERE op = 'matmul' AND shapes LIKE 'A=6x5%'")
          == 1);
}

int main(int argc, char **argv)
{
    (void)argc;
    url = getenv("TT_TEST_PG_URL");
    pgdir = getenv("TT_TEST_PG_DIR");
    pghelper = getenv("TT_TEST_PG");
    if (!url || !pgdir || !pghelper) {
        /* start a throw-away server and run again under it */
        const char *src = getenv("TT_SOURCE_DIR");
        char helper[4096];
        tt_snprintf(helper, sizeof helper, "%s/tests/pg/pg_server.sh", src ? src : ".");
        execlp("sh", "sh", helper, "run", argv[0], (char *)NULL);
        perror("exec sh tests/pg/pg_server.sh");
        return 1;
    }
    root = temp_dir();
    if (!root)
        return 1;
    RUN(urls);
    RUN(write_through_and_fetch);
    RUN(leases_across_machines);
    RUN(queue);
    RUN(ctx_option);
    RUN(fault_partial_write);
    RUN(fault_unreachable);
    RUN(fault_auth);
    RUN(fault_encryption);
    RUN(fault_newer_schema);
    RUN(fault_statement_timeout);
    RUN(fault_server_lost);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

/*
 * Leases: one process tunes a Task, the others wait for its winner.
 * Single-process semantics (held, renewed, released only by its owner,
 * expired leases taken over, DONE once a winner exists), waiting (found,
 * timeout, the lease gone), and forked processes: 8 contending for one
 * lease on a cold cache (exactly one acquires, no busy error surfaces), and
 * 6 first-calling one Task (one tunes, five receive its winner), and 6
 * writing at once (no busy error surfaces, nothing is lost).
 */
#include "tests/cache/helpers.h"

#include <signal.h>

static char *root;
static logcap lc;

static cache_store *open_at(const char *sub)
{
    char d[4096];
    join(d, sizeof d, root, sub);
    return cache_open(d, NULL, cap_log, &lc);
}

TEST(semantics)
{
    cache_store *s = open_at("SEM");
    REQUIRE(s);
    char t[33], h[33];
    key_of(t, "lease-task");
    key_of(h, "lease-hw");
    cache_lease r;
    CHECK(cache_lease_try(s, t, h, "A", 10000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_try(s, t, h, "B", 10000, &r) == TT_OK && r == CACHE_LEASE_HELD);
    CHECK(cache_lease_try(s, t, h, "A", 10000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_release(s, t, h, "B") == TT_OK);   /* not B's to give back */
    CHECK(cache_lease_try(s, t, h, "B", 10000, &r) == TT_OK && r == CACHE_LEASE_HELD);
    CHECK(cache_lease_release(s, t, h, "A") == TT_OK);
    CHECK(cache_lease_try(s, t, h, "B", 10000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);

    /* Expiry: a holder that died blocks nobody for longer than its ttl. */
    char t2[33];
    key_of(t2, "lease-expiry");
    CHECK(cache_lease_try(s, t2, h, "dead", 30, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_try(s, t2, h, "alive", 1000, &r) == TT_OK && r == CACHE_LEASE_HELD);
    usleep(60000);
    CHECK(cache_lease_try(s, t2, h, "alive", 1000, &r) == TT_OK && r == CACHE_LEASE_ACQUIRED);
    CHECK(cache_lease_try(s, t2, h, "dead", 1000, &r) == TT_OK && r == CACHE_LEASE_HELD);

    /* Once a winner exists there is nothing to tune. */
    test_winner w;
    make_winner(&w, t2, h, "done", 1.0, 1);
    CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
    CHECK(cache_lease_try(s, t2, h, "third", 1000, &r) == TT_OK && r == CACHE_LEASE_DONE);

    CHECK(cache_lease_try(s, t, h, "", 1000, &r) == TT_ERR_INVALID_ARG);
    CHECK(cache_lease_try(s, t, h, "A", 0, &r) == TT_ERR_INVALID_ARG);
    char owner[128];
    cache_owner_default(owner, sizeof owner);
    CHECK(strchr(owner, ':') != NULL);
    cache_close(s);
}

TEST(waiting)
{
    cache_store *s = open_at("WAIT");
    REQUIRE(s);
    char t[33], h[33];
    key_of(t, "wait-task");
    key_of(h, "wait-hw");
    cache_winner w = {0};
    cache_wait r;

    /* Nobody tuning: no point waiting. */
    double t0 = now_ms();
    CHECK(cache_winner_wait(s, t, h, 5000, &w, &r) == TT_OK && r == CACHE_WAIT_NO_LEASE);
    CHECK(now_ms() - t0 < 1000);

    /* A live lease and no winner: the timeout. */
    cache_lease l;
    CHECK(cache_lease_try(s, t, h, "tuner", 60000, &l) == TT_OK && l == CACHE_LEASE_ACQUIRED);
    t0 = now_ms();
    CHECK(cache_winner_wait(s, t, h, 150, &w, &r) == TT_OK && r == CACHE_WAIT_TIMEOUT);
    double waited = now_ms() - t0;
    CHECKF(waited >= 150 && waited < 2000, "waited %.1f ms", waited);

    /* A tuner in another process puts its winner after 100 ms. */
    test_winner want;
    make_winner(&want, t, h, "from-child", 0.25, 7);
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        cache_store *c = open_at("WAIT");
        usleep(100000);
        int ok = c && cache_winner_put(c, &want.w, NULL) == TT_OK &&
                 cache_lease_release(c, t, h, "tuner") == TT_OK;
        cache_close(c);
        _exit(ok ? 0 : 1);
    }
    t0 = now_ms();
    CHECK(cache_winner_wait(s, t, h, 10000, &w, &r) == TT_OK && r == CACHE_WAIT_FOUND);
    CHECK(same_winner(&w, &want));
    cache_winner_clear(&w);
    printf("     winner seen %.1f ms after waiting began (put at ~100 ms)\n", now_ms() - t0);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);

    /* The tuner gives up (releases without a winner): waiters stop early. */
    char t2[33];
    key_of(t2, "wait-giveup");
    CHECK(cache_lease_try(s, t2, h, "quitter", 60000, &l) == TT_OK);
    pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        cache_store *c = open_at("WAIT");
        usleep(80000);
        int ok = c && cache_lease_release(c, t2, h, "quitter") == TT_OK;
        cache_close(c);
        _exit(ok ? 0 : 1);
    }
    t0 = now_ms();
    CHECK(cache_winner_wait(s, t2, h, 10000, &w, &r) == TT_OK && r == CACHE_WAIT_NO_LEASE);
    CHECK(now_ms() - t0 < 5000);
    waitpid(pid, &status, 0);
    cache_close(s);
}

/* Children start together when the parent closes the write end of `go`. */
static void wait_go(int go[2])
{
    close(go[1]);
    char c;
    if (read(go[0], &c, 1) < 0)
        _exit(90);
    close(go[0]);
}

enum { R_ACQUIRED = 10, R_HELD, R_DONE, R_FOUND, R_ERROR };

TEST(contention)
{
    char h[33];
    key_of(h, "contend-hw");
    for (int round = 0; round < 5; round++) {
        char sub[32], t[33];
        tt_snprintf(sub, sizeof sub, "CONTEND%d", round);   /* cold: created at once by all */
        key_n(t, "contend-task", round);
        int go[2];
        REQUIRE(pipe(go) == 0);
        enum { N = 8 };
        pid_t pids[N];
        for (int i = 0; i < N; i++) {
            pids[i] = fork();
            if (pids[i] == 0) {
                wait_go(go);
                int w0 = lc.warnings;
                cache_store *s = open_at(sub);
                char owner[64];
                tt_snprintf(owner, sizeof owner, "proc-%d", i);
                cache_lease r;
                int st = s ? cache_lease_try(s, t, h, owner, 60000, &r) : TT_ERR_NOMEM;
                if (st != TT_OK || !s || cache_store_mode(s) != CACHE_RW ||
                    lc.warnings != w0) {
                    fprintf(stderr, "child %d: status %d mode %d: %s\n", i, st,
                            s ? (int)cache_store_mode(s) : -1, cache_errmsg());
                    _exit(R_ERROR);
                }
                cache_close(s);
                _exit(r == CACHE_LEASE_ACQUIRED ? R_ACQUIRED
                      : r == CACHE_LEASE_HELD   ? R_HELD
                                                : R_DONE);
            }
        }
        close(go[0]);
        close(go[1]);
        int acquired = 0, held = 0, other = 0;
        for (int i = 0; i < N; i++) {
            int status = 0;
            waitpid(pids[i], &status, 0);
            int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            acquired += code == R_ACQUIRED;
            held += code == R_HELD;
            other += code != R_ACQUIRED && code != R_HELD;
        }
        CHECKF(acquired == 1 && held == N - 1 && other == 0,
               "round %d: %d acquired, %d held, %d other", round, acquired, held, other);
    }
}

/* Many writers at once on one database: every call succeeds (busy is
 * waited out, never reported) and nothing is lost. */
TEST(writers)
{
    char h[33];
    key_of(h, "writers-hw");
    int go[2];
    REQUIRE(pipe(go) == 0);
    enum { N = 6, ITER = 40, BATCH = 20 };
    pid_t pids[N];
    for (int i = 0; i < N; i++) {
        pids[i] = fork();
        if (pids[i] == 0) {
            wait_go(go);
            cache_store *s = open_at("WRITERS");
            int errors = !s;
            for (int k = 0; s && k < ITER; k++) {
                char t[33];
                key_n(t, "writers-task", k % 10);
                test_winner w;
                make_winner(&w, t, h, "cfg", 1.0 + (i * ITER + k) % 17, i);
                errors += cache_winner_put(s, &w.w, NULL) != TT_OK;
                cache_meas m[BATCH];
                char cfg[BATCH][32];
                for (int j = 0; j < BATCH; j++) {
                    tt_snprintf(cfg[j], sizeof cfg[j], "p%d-k%d-j%d", i, k, j);
                    m[j] = (cache_meas){.config = cfg[j], .time_ms = j};
                }
                errors += cache_measure_add(s, t, h, m, BATCH) != TT_OK;
                cache_winner r = {0};
                int found = 0;
                errors += cache_winner_get(s, t, h, &r, &found) != TT_OK || !found;
                cache_winner_clear(&r);
                if (errors && strstr(cache_errmsg(), "locked"))
                    errors += 1000;
            }
            if (errors)
                fprintf(stderr, "writer %d: %d errors, last: %s\n", i, errors, cache_errmsg());
            cache_close(s);
            _exit(errors ? 1 : 0);
        }
    }
    close(go[0]);
    close(go[1]);
    for (int i = 0; i < N; i++) {
        int status = 0;
        waitpid(pids[i], &status, 0);
        CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "writer %d: %d", i, status);
    }
    cache_store *s = open_at("WRITERS");
    cache_stats st;
    CHECK(s && cache_stats_get(s, &st) == TT_OK);
    CHECK(st.winners == 10 && st.measurements == N * ITER * BATCH);
    /* every Task kept its fastest time */
    char t[33];
    key_n(t, "writers-task", 0);
    cache_winner r = {0};
    int found = 0;
    CHECK(cache_winner_get(s, t, h, &r, &found) == TT_OK && found && r.time_ms == 1.0);
    cache_winner_clear(&r);
    cache_close(s);
}

/* The whole first-call protocol: get, lease, tune-or-wait. */
TEST(first_call)
{
    char t[33], h[33];
    key_of(t, "firstcall-task");
    key_of(h, "firstcall-hw");
    test_winner want;
    make_winner(&want, t, h, "tuned", 0.5, 3);
    int go[2];
    REQUIRE(pipe(go) == 0);
    enum { N = 6 };
    pid_t pids[N];
    for (int i = 0; i < N; i++) {
        pids[i] = fork();
        if (pids[i] == 0) {
            wait_go(go);
            cache_store *s = open_at("FIRSTCALL");
            char owner[128];
            cache_owner_default(owner, sizeof owner);
            cache_winner w = {0};
            int found = 0;
            if (!s || cache_winner_get(s, t, h, &w, &found) != TT_OK)
                _exit(R_ERROR);
            if (found)
                _exit(R_DONE);
            cache_lease r;
            if (cache_lease_try(s, t, h, owner, 30000, &r) != TT_OK)
                _exit(R_ERROR);
            if (r == CACHE_LEASE_ACQUIRED) {
                /* "tune": measure a batch, keep the best */
                cache_meas m[4] = {{.config = "a", .time_ms = 2}, {.config = "b", .time_ms = 1},
                                   {.config = "tuned", .time_ms = 0.5}, {.config = "c", .time_ms = 3}};
                usleep(200000);
                int ok = cache_measure_add(s, t, h, m, 4) == TT_OK &&
                         cache_winner_put(s, &want.w, NULL) == TT_OK &&
                         cache_lease_release(s, t, h, owner) == TT_OK;
                cache_close(s);
                _exit(ok ? R_ACQUIRED : R_ERROR);
            }
            cache_wait wr = CACHE_WAIT_TIMEOUT;
            if (r == CACHE_LEASE_HELD &&
                cache_winner_wait(s, t, h, 20000, &w, &wr) != TT_OK)
                _exit(R_ERROR);
            if (r == CACHE_LEASE_DONE && cache_winner_get(s, t, h, &w, &found) == TT_OK && found)
                wr = CACHE_WAIT_FOUND;
            int ok = wr == CACHE_WAIT_FOUND && same_winner(&w, &want);
            cache_winner_clear(&w);
            cache_close(s);
            _exit(ok ? R_FOUND : R_ERROR);
        }
    }
    close(go[0]);
    close(go[1]);
    int tuned = 0, received = 0;
    for (int i = 0; i < N; i++) {
        int status = 0;
        waitpid(pids[i], &status, 0);
        int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        tuned += code == R_ACQUIRED;
        received += code == R_FOUND || code == R_DONE;
    }
    CHECKF(tuned == 1 && received == N - 1, "%d tuned, %d received", tuned, received);
}

int main(void)
{
    root = temp_dir();
    if (!root) {
        fprintf(stderr, "mkdtemp failed\n");
        return 1;
    }
    RUN(semantics);
    RUN(waiting);
    RUN(contention);
    RUN(writers);
    RUN(first_call);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

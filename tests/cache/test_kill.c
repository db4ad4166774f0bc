/*
 * A writer killed with SIGKILL at random points leaves a usable cache.
 *
 * 50 times: a child opens the cache (the first time it creates it) and
 * writes in a loop — a batch of measurements, a winner with object code, a
 * lease taken and given back, now and then a drop — until the parent kills
 * it after a random 0-25 ms.  After each kill the parent reopens: no
 * warning (nothing was moved aside), quick_check passes, every winner
 * reads back with exactly the bytes its writer put, and every batch of
 * measurements is all there or not at all.
 */
#include "tests/cache/helpers.h"

#include <signal.h>

#define ITERS 50
#define BATCH 20

static char *root;
static logcap lc;

/* The winner a writer puts for (iteration, n): derived, so a reader can
 * check the bytes. */
static void kill_winner(test_winner *w, const char *h, int iter, int n)
{
    char t[33], cfg[64];
    key_n(t, "kill-task", iter * 100000 + n);
    tt_snprintf(cfg, sizeof cfg, "kill-%d-%d", iter, n);
    make_winner(w, t, h, cfg, 1.0 + n, iter * 31 + n);
}

static void writer(const char *dir, int iter, int ready_fd)
{
    char h[33];
    key_of(h, "kill-hw");
    cache_store *s = cache_open(dir, NULL, NULL, NULL);
    if (!s)
        _exit(2);
    char c = 1;
    signal(SIGPIPE, SIG_IGN);   /* the parent may not be listening */
    if (write(ready_fd, &c, 1) != 1) {
        /* fine: it killed us early on purpose */
    }
    float feats[BATCH][16];
    char cfg[BATCH][64];
    cache_meas m[BATCH];
    char owner[64];
    cache_owner_default(owner, sizeof owner);
    for (int n = 0;; n++) {
        char t[33];
        key_n(t, "kill-task", iter * 100000 + n);
        for (int j = 0; j < BATCH; j++) {
            for (int k = 0; k < 16; k++)
                feats[j][k] = (float)(iter * 100000 + n);   /* the batch id */
            tt_snprintf(cfg[j], sizeof cfg[j], "kill-%d-%d-%d", iter, n, j);
            m[j] = (cache_meas){.config = cfg[j], .features = feats[j], .nfeatures = 16,
                                .time_ms = j};
        }
        cache_lease ls;
        cache_lease_try(s, t, h, owner, 60000, &ls);
        cache_measure_add(s, t, h, m, BATCH);
        test_winner w;
        kill_winner(&w, h, iter, n);
        cache_winner_put(s, &w.w, NULL);
        cache_lease_release(s, t, h, owner);
        if (n % 7 == 3) {
            kill_winner(&w, h, iter, n - 1);
            cache_winner_drop(s, w.w.task, h);
        }
    }
}

typedef struct tally {
    int *count;      /* per batch id */
    int nids;
    int foreign;
} tally;

static int tally_fn(void *ctx, const char *task, const cache_meas *m)
{
    tally *t = ctx;
    (void)task;
    if (m->nfeatures != 16) {
        t->foreign++;
        return 0;
    }
    int id = (int)m->features[0];
    int iter = id / 100000, n = id % 100000;
    int slot = iter * 1000 + n;
    if (iter < 0 || iter >= ITERS || n >= 1000 || slot >= t->nids)
        t->foreign++;
    else
        t->count[slot]++;
    return 0;
}

typedef struct wcheck {
    const char *hw;
    int checked, bad;
} wcheck;

static int winner_fn(void *ctx, const cache_entry *e)
{
    wcheck *c = ctx;
    int iter, n;
    if (sscanf(e->config, "kill-%d-%d", &iter, &n) != 2) {
        c->bad++;
        return 0;
    }
    test_winner want;
    kill_winner(&want, c->hw, iter, n);
    if (strcmp(e->task, want.w.task) != 0 || e->object_bytes != 512 ||
        e->time_ms != want.w.time_ms)
        c->bad++;
    c->checked++;
    return 0;
}

TEST(sigkill_writer)
{
    char dir[4096];
    join(dir, sizeof dir, root, "killed");
    char h[33];
    key_of(h, "kill-hw");
    uint64_t seed = (uint64_t)time(NULL) ^ (uint64_t)getpid();
    printf("     seed %llu\n", (unsigned long long)seed);
    int kills_mid_write = 0;
    for (int iter = 0; iter < ITERS; iter++) {
        int ready[2];
        REQUIRE(pipe(ready) == 0);
        pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            close(ready[0]);
            writer(dir, iter, ready[1]);
            _exit(0);
        }
        close(ready[1]);
        /* Kill during the open now and then, else while it writes. */
        char c;
        if (iter % 10 != 0 && read(ready[0], &c, 1) != 1)
            CHECK(0);
        close(ready[0]);
        long us = (long)tt_rand_range(&seed, 25000);
        if (us > 0)
            usleep((useconds_t)us);
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
            kills_mid_write++;
        else
            CHECKF(0, "iteration %d: child ended by itself (%d)", iter, status);

        /* Reopen: usable, nothing moved aside, all consistent. */
        int w0 = lc.warnings;
        cache_store *s = cache_open(dir, NULL, cap_log, &lc);
        REQUIRE(s);
        CHECKF(cache_store_mode(s) == CACHE_RW && lc.warnings == w0,
               "iteration %d: mode %d, %d warnings", iter, cache_store_mode(s),
               lc.warnings - w0);
        CHECKF(cache_check(s) == TT_OK, "iteration %d: %s", iter, cache_errmsg());
        wcheck wc = {h, 0, 0};
        CHECK(cache_list(s, NULL, winner_fn, &wc) == TT_OK);
        CHECKF(wc.bad == 0, "iteration %d: %d bad winners", iter, wc.bad);
        /* Spot-check a winner's bytes through get. */
        if (wc.checked > 0) {
            test_winner want;
            kill_winner(&want, h, iter, 0);
            cache_winner w = {0};
            int found = 0;
            CHECK(cache_winner_get(s, want.w.task, h, &w, &found) == TT_OK);
            if (found)
                CHECK(same_winner(&w, &want));
            cache_winner_clear(&w);
        }
        tally t = {calloc(ITERS * 1000, sizeof(int)), ITERS * 1000, 0};
        REQUIRE(t.count);
        int64_t n = 0;
        CHECK(cache_measure_load(s, h, NULL, 0, tally_fn, &t, &n) == TT_OK);
        int partial = 0;
        for (int i = 0; i < t.nids; i++)
            partial += t.count[i] != 0 && t.count[i] != BATCH;
        CHECKF(partial == 0 && t.foreign == 0, "iteration %d: %d partial batches", iter,
               partial);
        free(t.count);
        cache_close(s);
    }
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    cache_stats st;
    CHECK(s && cache_stats_get(s, &st) == TT_OK);
    printf("     %d kills; the cache holds %lld winners, %lld measurements, %lld leases "
           "(leases of killed writers stay until they expire)\n",
           kills_mid_write, (long long)st.winners, (long long)st.measurements,
           (long long)st.leases);
    CHECK(st.measurements > 0 && st.winners > 0);
    CHECK(count_prefix(dir, "tt.db.broken-") == 0);
    cache_close(s);
}

int main(void)
{
    root = temp_dir();
    if (!root) {
        fprintf(stderr, "mkdtemp failed\n");
        return 1;
    }
    RUN(sigkill_writer);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

/*
 * The store's behaviour on healthy databases: winners (put, get, keep the
 * better, drop), read-only layers (searched after the writable database,
 * never written, usable from a directory that is read-only on disk),
 * Task/hardware descriptions, listing, statistics, prune and clear, and
 * threads sharing one store.  Open and lookup times are printed (not
 * asserted: timing belongs in bench/).
 */
#include "tests/cache/helpers.h"

#include <pthread.h>

static char *root;
static logcap lc;

static cache_store *open_at(const char *sub, const char *layers)
{
    char d[4096];
    join(d, sizeof d, root, sub);
    return cache_open(d, layers, cap_log, &lc);
}

TEST(put_get_keep_better)
{
    char t[33], h[33], h2[33];
    key_of(t, "task-a");
    key_of(h, "hw-a");
    key_of(h2, "hw-b");
    char dir[4096];
    join(dir, sizeof dir, root, "nested/deeper/cache");
    int warn0 = lc.warnings;
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_store_mode(s) == CACHE_RW);
    CHECK(lc.warnings == warn0);
    struct stat sb;
    CHECK(stat(dir, &sb) == 0 && S_ISDIR(sb.st_mode) && (sb.st_mode & 0777) == 0700);
    CHECK(strstr(cache_store_path(s), "/nested/deeper/cache/tt.db") != NULL);

    cache_winner w = {0};
    int found = 1, stored = 0;
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && !found);

    test_winner a, b, c;
    make_winner(&a, t, h, "tile=8,8", 2.0, 1);
    make_winner(&b, t, h, "tile=4,4", 3.0, 2);
    make_winner(&c, t, h, "tile=16,4", 1.0, 3);
    CHECK(cache_winner_put(s, &a.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found);
    CHECK(same_winner(&w, &a) && w.layer == 0 && w.created > 0 && w.updated == w.created);
    int64_t created = w.created;
    cache_winner_clear(&w);

    CHECK(cache_winner_put(s, &b.w, &stored) == TT_OK && !stored);   /* slower: kept old */
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &a));
    cache_winner_clear(&w);
    CHECK(cache_winner_put(s, &c.w, &stored) == TT_OK && stored);    /* faster: replaces */
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &c));
    CHECK(w.created == created && w.updated >= created);
    cache_winner_clear(&w);
    CHECK(cache_winner_get(s, t, h2, &w, &found) == TT_OK && !found);   /* other hw: miss */

    /* Same config without object code, then with: the code is added. */
    char t2[33];
    key_of(t2, "task-noobj");
    test_winner d;
    make_winner(&d, t2, h, "vec=8", 0.5, 4);
    d.w.object = NULL;
    d.w.object_len = 0;
    CHECK(cache_winner_put(s, &d.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && !w.object &&
          w.object_len == 0);
    cache_winner_clear(&w);
    make_winner(&d, t2, h, "vec=8", 0.7, 4);
    CHECK(cache_winner_put(s, &d.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && same_winner(&w, &d));
    cache_winner_clear(&w);
    /* The same config again, slower, with object code of the same codegen
       version: kept; of another version (compiled again by a newer
       library): replaced, so that the next process loads it. */
    test_winner e;
    make_winner(&e, t2, h, "vec=8", 0.9, 5);
    CHECK(cache_winner_put(s, &e.w, &stored) == TT_OK && !stored);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && same_winner(&w, &d));
    cache_winner_clear(&w);
    tt_snprintf(e.w.codegen, sizeof e.w.codegen, "test-2");
    CHECK(cache_winner_put(s, &e.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && same_winner(&w, &e));
    cache_winner_clear(&w);
    /* another config, slower, of the new version: kept out */
    make_winner(&e, t2, h, "vec=16", 0.95, 6);
    tt_snprintf(e.w.codegen, sizeof e.w.codegen, "test-3");
    CHECK(cache_winner_put(s, &e.w, &stored) == TT_OK && !stored);
    cache_winner_clear(&w);   /* twice is harmless */

    /* Bad arguments: a status and a sentence. */
    CHECK(cache_winner_get(s, "nothex", h, &w, &found) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(cache_errmsg(), "32 lower-case hex");
    test_winner bad;
    make_winner(&bad, t, h, "x", -1.0, 0);
    CHECK(cache_winner_put(s, &bad.w, &stored) == TT_ERR_INVALID_ARG && !stored);
    CHECK_CONTAINS(cache_errmsg(), "finite number");
    bad.w.time_ms = 1;
    bad.w.config = NULL;
    CHECK(cache_winner_put(s, &bad.w, &stored) == TT_ERR_INVALID_ARG);
    CHECK(cache_winner_put(NULL, &a.w, &stored) == TT_ERR_INVALID_ARG);

    /* It persists; drop removes it. */
    cache_close(s);
    s = cache_open(dir, NULL, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found && same_winner(&w, &c));
    cache_winner_clear(&w);
    CHECK(cache_winner_drop(s, t, h) == TT_OK);
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && !found);
    CHECK(cache_winner_drop(s, t, h) == TT_OK);   /* dropping nothing is fine */
    CHECK(lc.warnings == warn0);
    cache_close(s);
    cache_close(NULL);
}

/* Read a whole file (for comparing a layer before and after). */
static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *p = malloc((size_t)len + 1);
    *n = p ? fread(p, 1, (size_t)len, f) : 0;
    fclose(f);
    return p;
}

static int count_meas(void *ctx, const char *task, const cache_meas *m)
{
    (void)task;
    (void)m;
    (*(int *)ctx)++;
    return 0;
}

static int count_entries(void *ctx, const cache_entry *e)
{
    (void)e;
    (*(int *)ctx)++;
    return 0;
}

TEST(layers)
{
    char t1[33], t2[33], t3[33], h[33];
    key_of(t1, "layer-t1");
    key_of(t2, "layer-t2");
    key_of(t3, "layer-t3");
    key_of(h, "layer-hw");
    test_winner w1, w2, w2b, w3, w3b, w1new;
    make_winner(&w1, t1, h, "l1-t1", 1.0, 11);
    make_winner(&w2, t2, h, "l1-t2", 1.0, 12);
    make_winner(&w2b, t2, h, "l2-t2", 0.5, 13);   /* faster, but in a later layer */
    make_winner(&w3, t3, h, "l2-t3", 1.0, 14);
    make_winner(&w3b, t3, h, "main-t3", 9.0, 15); /* slower, but in the writable db */
    make_winner(&w1new, t1, h, "main-t1", 2.0, 16);

    cache_store *l1 = open_at("L1", NULL), *l2 = open_at("L2", NULL), *m = open_at("M", NULL);
    REQUIRE(l1 && l2 && m);
    CHECK(cache_winner_put(l1, &w1.w, NULL) == TT_OK);
    CHECK(cache_winner_put(l1, &w2.w, NULL) == TT_OK);
    CHECK(cache_winner_put(l2, &w2b.w, NULL) == TT_OK);
    CHECK(cache_winner_put(l2, &w3.w, NULL) == TT_OK);
    CHECK(cache_winner_put(m, &w3b.w, NULL) == TT_OK);
    cache_meas meas = {.config = "l1-meas", .time_ms = 1.5};
    CHECK(cache_measure_add(l1, t1, h, &meas, 1) == TT_OK);
    cache_close(l1);
    cache_close(l2);
    cache_close(m);

    char L1[4096], L2[4096], M[4096], layers[8192], l1db[4096];
    join(L1, sizeof L1, root, "L1");
    join(L2, sizeof L2, root, "L2");
    join(M, sizeof M, root, "M");
    join(l1db, sizeof l1db, L1, "tt.db");
    tt_snprintf(layers, sizeof layers, "%s:%s/nonexistent::%s", L1, root, L2);
    size_t n0 = 0, n1 = 0;
    char *before = slurp(l1db, &n0);
    char wal[4096];
    tt_snprintf(wal, sizeof wal, "%s-wal", l1db);
    CHECK(fsize(wal) <= 0);   /* the writer's close left nothing to recover */

    int warn0 = lc.warnings;
    cache_store *s = cache_open(M, layers, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_store_nlayers(s) == 2);
    CHECK(lc.warnings == warn0);   /* a missing layer is not worth a warning */
    cache_winner w = {0};
    int found = 0;
    CHECK(cache_winner_get(s, t1, h, &w, &found) == TT_OK && found && same_winner(&w, &w1) &&
          w.layer == 1);
    cache_winner_clear(&w);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && same_winner(&w, &w2) &&
          w.layer == 1);   /* first hit wins, not the fastest */
    cache_winner_clear(&w);
    CHECK(cache_winner_get(s, t3, h, &w, &found) == TT_OK && found && same_winner(&w, &w3b) &&
          w.layer == 0);
    cache_winner_clear(&w);

    /* Writes go to the writable database and mask the layer. */
    int stored = 0;
    CHECK(cache_winner_put(s, &w1new.w, &stored) == TT_OK && stored);
    CHECK(cache_winner_get(s, t1, h, &w, &found) == TT_OK && found && same_winner(&w, &w1new) &&
          w.layer == 0);
    cache_winner_clear(&w);
    int n = 0;
    CHECK(cache_list(s, NULL, count_entries, &n) == TT_OK);
    CHECK(n == 3);   /* main t1, main t3, L1 t2 (L1 t1, L2 t2, L2 t3 masked) */

    /* Measurements: the writable db's first, then the layers'. */
    int64_t cnt = 0;
    CHECK(cache_measure_load(s, h, NULL, 0, count_meas, &n, &cnt) == TT_OK);
    CHECK(cnt == 1);

    /* Dropping reveals the layer's winner again; the layer itself stays. */
    CHECK(cache_winner_drop(s, t1, h) == TT_OK);
    CHECK(cache_winner_get(s, t1, h, &w, &found) == TT_OK && found && w.layer == 1);
    cache_winner_clear(&w);
    cache_close(s);

    char *after = slurp(l1db, &n1);
    CHECK(before && after && n0 == n1 && memcmp(before, after, n0) == 0);
    free(before);
    free(after);
    CHECK(fsize(wal) <= 0);

    /* No writable cache at all: layers alone. */
    s = cache_open(NULL, layers, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_store_mode(s) == CACHE_OFF && cache_store_nlayers(s) == 2);
    CHECK(cache_winner_get(s, t2, h, &w, &found) == TT_OK && found && w.layer == 1);
    cache_winner_clear(&w);
    CHECK(cache_winner_put(s, &w1new.w, &stored) == TT_OK && !stored);   /* nowhere to write */
    cache_close(s);
}

/* A layer in a directory that is read-only on disk (a deploy image): a
 * WAL database there cannot get its -shm; the store must still read it.
 * As root permissions do not bind, so the check runs in a child that
 * drops to uid/gid 65534. */
TEST(layer_readonly_dir)
{
    char t[33], h[33];
    key_of(t, "ro-task");
    key_of(h, "ro-hw");
    test_winner a;
    make_winner(&a, t, h, "ro-config", 1.25, 21);
    char L[4096], db[4096], M[4096];
    join(L, sizeof L, root, "ROLAYER");
    join(db, sizeof db, L, "tt.db");
    join(M, sizeof M, root, "ROMAIN");
    cache_store *s = cache_open(L, NULL, cap_log, &lc);
    REQUIRE(s);
    CHECK(cache_winner_put(s, &a.w, NULL) == TT_OK);
    cache_close(s);
    chmod(root, 0755);
    chmod(db, 0444);
    chmod(L, 0555);
    mkdir(M, 0777);
    chmod(M, 0777);

    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(77);
        if (access(L, W_OK) == 0)
            _exit(77);   /* still writable (odd file system): nothing to test */
        logcap cl = {0};
        cl.quiet = 1;
        cache_store *c = cache_open(M, L, cap_log, &cl);
        cache_winner w = {0};
        int found = 0;
        int ok = c && cache_store_nlayers(c) == 1 && cache_store_mode(c) == CACHE_RW &&
                 cache_winner_get(c, t, h, &w, &found) == TT_OK && found &&
                 same_winner(&w, &a) && w.layer == 1 && cl.warnings == 0;
        cache_winner_clear(&w);
        /* The read-only directory as the writable cache: read-only mode. */
        cache_close(c);
        c = cache_open(L, NULL, cap_log, &cl);
        int ro = c && cache_store_mode(c) == CACHE_RO && cl.warnings == 1 &&
                 cache_winner_get(c, t, h, &w, &found) == TT_OK && found;
        cache_winner_clear(&w);
        int stored = 1;
        ro = ro && cache_winner_put(c, &a.w, &stored) == TT_OK && !stored;
        cache_lease ls;
        ro = ro && cache_lease_try(c, t, h, "me", 1000, &ls) == TT_OK &&
             ls == CACHE_LEASE_ACQUIRED;
        ro = ro && cache_clear(c) == TT_ERR_CACHE;
        cache_close(c);
        _exit(ok && ro ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 77)
        printf("     note: cannot drop privileges; read-only directory check skipped\n");
    else
        CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);
    chmod(L, 0700);
    chmod(root, 0700);
}

/* ---- measurements --------------------------------------------------------- */

typedef struct collect {
    int n, stop_after;
    char task[64][33];
    char config[64][64];
    int nfeat[64];
    float feat0[64];
    double time[64];
    int err[64];
    int64_t created[64];
} collect;

static int collect_fn(void *ctx, const char *task, const cache_meas *m)
{
    collect *c = ctx;
    if (c->n < 64) {
        tt_snprintf(c->task[c->n], 33, "%s", task);
        tt_snprintf(c->config[c->n], 64, "%s", m->config);
        c->nfeat[c->n] = m->nfeatures;
        c->feat0[c->n] = m->nfeatures ? m->features[0] : -1;
        c->time[c->n] = m->time_ms;
        c->err[c->n] = m->error;
        c->created[c->n] = m->created;
    }
    c->n++;
    return c->stop_after && c->n >= c->stop_after;
}

TEST(measurements)
{
    char ta[33], tb[33], h[33], h2[33];
    key_of(ta, "meas-a");
    key_of(tb, "meas-b");
    key_of(h, "meas-hw");
    key_of(h2, "meas-hw2");
    cache_store *s = open_at("MEAS", NULL);
    REQUIRE(s);
    cache_meas m[10];
    float feats[10][8];
    char cfg[10][32];
    int64_t base = 1700000000000;
    for (int i = 0; i < 10; i++) {
        for (int j = 0; j < 8; j++)
            feats[i][j] = (float)i + (float)j / 8;
        tt_snprintf(cfg[i], sizeof cfg[i], "cfg-%d", i);
        m[i] = (cache_meas){.config = cfg[i], .features = feats[i], .nfeatures = 8,
                            .time_ms = 1.0 + i, .created = base + i};
    }
    CHECK(cache_measure_add(s, ta, h, m, 10) == TT_OK);
    /* Task b: failures among them. */
    for (int i = 0; i < 5; i++) {
        m[i].created = base + 100 + i;
        if (i % 2) {
            m[i].time_ms = -1;
            m[i].error = 3;
            m[i].error_text = "wrong answer";
        }
    }
    CHECK(cache_measure_add(s, tb, h, m, 5) == TT_OK);
    CHECK(cache_measure_add(s, ta, h2, m, 3) == TT_OK);
    CHECK(cache_measure_add(s, ta, h, m, 0) == TT_OK);
    /* Identical (task, hw, config, created): ignored. */
    CHECK(cache_measure_add(s, tb, h, m, 5) == TT_OK);

    collect c = {0};
    int64_t cnt = 0;
    CHECK(cache_measure_load(s, h, ta, 0, collect_fn, &c, &cnt) == TT_OK);
    CHECK(cnt == 10 && c.n == 10);
    CHECK(strcmp(c.config[0], "cfg-9") == 0 && c.created[0] == base + 9);   /* newest first */
    CHECK(c.nfeat[0] == 8 && c.feat0[0] == 9.0f && c.time[0] == 10.0);
    for (int i = 1; i < 10; i++)
        CHECK(c.created[i] < c.created[i - 1]);

    memset(&c, 0, sizeof c);
    CHECK(cache_measure_load(s, h, NULL, 0, collect_fn, &c, &cnt) == TT_OK);
    CHECK(cnt == 15);   /* both Tasks on this hardware, no duplicates */
    CHECK(strcmp(c.task[0], tb) == 0 && strcmp(c.task[14], ta) == 0);
    CHECK(c.time[1] < 0 && c.err[1] == 3 && c.time[0] == 5.0 && c.err[0] == 0);

    memset(&c, 0, sizeof c);
    CHECK(cache_measure_load(s, h, NULL, 4, collect_fn, &c, &cnt) == TT_OK && cnt == 4);
    memset(&c, 0, sizeof c);
    c.stop_after = 2;
    CHECK(cache_measure_load(s, h, NULL, 0, collect_fn, &c, &cnt) == TT_OK && cnt == 2);
    memset(&c, 0, sizeof c);
    CHECK(cache_measure_load(s, h2, NULL, 0, collect_fn, &c, &cnt) == TT_OK && cnt == 3);

    cache_meas badm = {.config = NULL};
    CHECK(cache_measure_add(s, ta, h, &badm, 1) == TT_ERR_INVALID_ARG);
    badm = (cache_meas){.config = "x", .nfeatures = 4, .features = NULL};
    CHECK(cache_measure_add(s, ta, h, &badm, 1) == TT_ERR_INVALID_ARG);
    CHECK(cache_measure_load(s, h, "zz", 0, collect_fn, &c, &cnt) == TT_ERR_INVALID_ARG);

    cache_stats st;
    CHECK(cache_stats_get(s, &st) == TT_OK && st.measurements == 18);
    cache_close(s);
}

/* ---- listing and maintenance ------------------------------------------------ */

typedef struct listed {
    int n;
    char op[8][32], shapes[8][64];
    double gflops[8];
    int64_t objbytes[8];
} listed;

static int list_fn(void *ctx, const cache_entry *e)
{
    listed *l = ctx;
    if (l->n < 8) {
        tt_snprintf(l->op[l->n], 32, "%s", e->op);
        tt_snprintf(l->shapes[l->n], 64, "%s", e->shapes);
        l->gflops[l->n] = e->gflops;
        l->objbytes[l->n] = e->object_bytes;
    }
    l->n++;
    return 0;
}

TEST(list_prune_clear)
{
    cache_store *s = open_at("LIST", NULL);
    REQUIRE(s);
    char t[4][33], h[33];
    key_of(h, "list-hw");
    CHECK(cache_hw_put(s, h, "vendor: test\n") == TT_OK);
    CHECK(cache_hw_put(s, h, "ignored the second time") == TT_OK);
    test_winner w;
    for (int i = 0; i < 4; i++) {
        key_n(t[i], "list-task", i);
        CHECK(cache_task_put(s, t[i], "matmul", i == 0 ? "A[64,64] B[64,64]" : "x",
                             "canon") == TT_OK);
        make_winner(&w, t[i], h, "c", 1.0 + i, i);
        CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
    }
    CHECK(cache_task_put(s, "bad", "matmul", "", "") == TT_ERR_INVALID_ARG);
    listed l = {0};
    CHECK(cache_list(s, NULL, list_fn, &l) == TT_OK && l.n == 4);
    memset(&l, 0, sizeof l);
    char pre[5];
    tt_snprintf(pre, sizeof pre, "%.4s", t[0]);
    CHECK(cache_list(s, pre, list_fn, &l) == TT_OK && l.n >= 1);
    CHECK(strcmp(l.op[0], "matmul") == 0 && strcmp(l.shapes[0], "A[64,64] B[64,64]") == 0);
    CHECK(l.objbytes[0] == 512 && l.gflops[0] == 100.0);
    CHECK(cache_list(s, "XYZ", list_fn, &l) == TT_ERR_INVALID_ARG);

    cache_stats st;
    CHECK(cache_stats_get(s, &st) == TT_OK);
    CHECK(st.mode == CACHE_RW && st.tasks == 4 && st.hardware == 1 && st.winners == 4 &&
          st.object_bytes == 4 * 512 && st.file_bytes > 0);

    cache_lease ls;
    CHECK(cache_lease_try(s, t[0], h, "someone", 1, &ls) == TT_OK);
    int64_t removed = -1;
    CHECK(cache_prune(s, 3600, 1, &removed) == TT_OK && removed == 0);
    usleep(5000);
    CHECK(cache_prune(s, 0, 0, &removed) == TT_OK && removed == 4);   /* all older than now */
    CHECK(cache_stats_get(s, &st) == TT_OK && st.winners == 0 && st.tasks == 0 &&
          st.hardware == 0 && st.leases == 0);
    CHECK(cache_prune(s, -1, 0, &removed) == TT_ERR_INVALID_ARG);

    make_winner(&w, t[0], h, "c", 1.0, 0);
    CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
    cache_meas m = {.config = "c", .time_ms = 1};
    CHECK(cache_measure_add(s, t[0], h, &m, 1) == TT_OK);
    CHECK(cache_clear(s) == TT_OK);
    CHECK(cache_stats_get(s, &st) == TT_OK && st.winners == 0 && st.measurements == 0);
    CHECK(cache_check(s) == TT_OK);
    cache_close(s);
}

/* ---- threads sharing one store ------------------------------------------------ */

typedef struct thr {
    cache_store *s;
    int id, errors;
} thr;

static void *thread_main(void *p)
{
    thr *a = p;
    char h[33];
    key_of(h, "thread-hw");
    for (int i = 0; i < 50; i++) {
        char t[33];
        key_n(t, "thread-task", i % 10);
        test_winner w;
        make_winner(&w, t, h, "cfg", 1.0 + a->id + i, a->id);
        if (cache_winner_put(a->s, &w.w, NULL) != TT_OK)
            a->errors++;
        cache_winner r = {0};
        int found = 0;
        if (cache_winner_get(a->s, t, h, &r, &found) != TT_OK || !found)
            a->errors++;
        cache_winner_clear(&r);
        cache_meas m = {.config = "cfg", .time_ms = i, .created = 1000 + a->id * 100 + i};
        if (cache_measure_add(a->s, t, h, &m, 1) != TT_OK)
            a->errors++;
    }
    return NULL;
}

TEST(threads)
{
    cache_store *s = open_at("THREADS", NULL);
    REQUIRE(s);
    pthread_t th[4];
    thr a[4];
    for (int i = 0; i < 4; i++) {
        a[i] = (thr){s, i, 0};
        pthread_create(&th[i], NULL, thread_main, &a[i]);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        CHECK(a[i].errors == 0);
    }
    cache_stats st;
    CHECK(cache_stats_get(s, &st) == TT_OK && st.winners == 10 && st.measurements == 200);
    cache_close(s);
}

/* ---- how long opening and looking up take (printed) ------------------------------ */

TEST(timing)
{
    char dir[4096], t[33], h[33];
    join(dir, sizeof dir, root, "TIMING");
    key_of(t, "timing-task");
    key_of(h, "timing-hw");
    double t0 = now_ms();
    cache_store *s = cache_open(dir, NULL, cap_log, &lc);
    double cold_create = now_ms() - t0;
    REQUIRE(s);
    /* A realistic table: 200 winners with 16 KiB of code, 5000 measurements. */
    static unsigned char obj[16384];
    for (int i = 0; i < 200; i++) {
        char k[33];
        key_n(k, "timing", i);
        test_winner w;
        make_winner(&w, i == 7 ? t : k, h, "tile=8,8,vec=8", 1.0, i);
        w.w.object = obj;
        w.w.object_len = sizeof obj;
        cache_winner_put(s, &w.w, NULL);
    }
    cache_meas m[100];
    float f[64] = {0};
    for (int b = 0; b < 50; b++) {
        for (int i = 0; i < 100; i++)
            m[i] = (cache_meas){.config = "tile", .features = f, .nfeatures = 64,
                                .time_ms = 1, .created = 1 + b * 100 + i};
        cache_measure_add(s, t, h, m, 100);
    }
    cache_close(s);

    enum { N = 200 };
    double open_sum = 0, get_first = 0, get_sum = 0, close_sum = 0;
    int ok = 1;
    for (int i = 0; i < N; i++) {
        t0 = now_ms();
        s = cache_open(dir, NULL, cap_log, &lc);
        double t1 = now_ms();
        cache_winner w = {0};
        int found = 0;
        ok &= cache_winner_get(s, t, h, &w, &found) == TT_OK && found;
        double t2 = now_ms();
        cache_winner_clear(&w);
        for (int j = 0; j < 10; j++) {
            ok &= cache_winner_get(s, t, h, &w, &found) == TT_OK && found;
            cache_winner_clear(&w);
        }
        double t3 = now_ms();
        cache_close(s);
        close_sum += now_ms() - t3;
        open_sum += t1 - t0;
        get_first += t2 - t1;
        get_sum += (t3 - t2) / 10;
    }
    CHECK(ok);
    printf("     timing: create %.3f ms; warm open %.3f ms, first get %.3f ms, "
           "next gets %.4f ms, close %.3f ms (mean of %d; 16 KiB object)\n",
           cold_create, open_sum / N, get_first / N, get_sum / N, close_sum / N, N);
    /* Cold-ish: drop the file's pages from the page cache where allowed. */
    char db[4096];
    join(db, sizeof db, dir, "tt.db");
    int fd = open(db, O_RDONLY);
    if (fd >= 0) {
        posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        close(fd);
    }
    t0 = now_ms();
    s = cache_open(dir, NULL, cap_log, &lc);
    cache_winner w = {0};
    int found = 0;
    CHECK(cache_winner_get(s, t, h, &w, &found) == TT_OK && found);
    printf("     timing: open + get after dropping the page cache %.3f ms\n", now_ms() - t0);
    cache_winner_clear(&w);
    cache_close(s);
}

int main(void)
{
    root = temp_dir();
    if (!root) {
        fprintf(stderr, "mkdtemp failed\n");
        return 1;
    }
    RUN(put_get_keep_better);
    RUN(layers);
    RUN(layer_readonly_dir);
    RUN(measurements);
    RUN(list_prune_clear);
    RUN(threads);
    RUN(timing);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

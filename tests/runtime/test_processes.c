/*
 * Many processes, one cache.  Forked children (the parent never starts
 * tt: LLVM and threads do not survive fork) first-call the same Task:
 *   - on a cold cache exactly one tunes, the others wait for its winner
 *     or run the default; every result is correct; no "database is
 *     locked" reaches anyone;
 *   - a tuner killed with SIGKILL mid-session leaves a usable cache, and
 *     its lease expires so that the next process tunes.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/test.h"
#include "tt.h"

static char dir[256];

enum { R_TUNED = 1, R_HIT = 2, R_DEFAULT = 4, R_WRONG = 8, R_ERROR = 16 };

/* One process's first call; the exit status reports what happened. */
static int child(const char *options, int n)
{
    tt_ctx *ctx = tt_ctx_new(options);
    if (!ctx) {
        fprintf(stderr, "child: %s\n", tt_errmsg(NULL));
        return R_ERROR;
    }
    tt_op *op = tt_op_new(ctx, "matmul", NULL);
    float *A = malloc(sizeof(float) * (size_t)(n * n)), *B = malloc(sizeof(float) * (size_t)(n * n)),
          *C = calloc((size_t)(n * n), sizeof(float));
    for (int i = 0; i < n * n; i++) {
        A[i] = (float)((i * 7) % 13 - 6) / 7.0f;
        B[i] = (float)((i * 5) % 11 - 5) / 5.0f;
    }
    tt_tensor in[2] = {tt_tensor_f32(A, 2, (int64_t[]){n, n}), tt_tensor_f32(B, 2, (int64_t[]){n, n})};
    tt_tensor out[1] = {tt_tensor_f32(C, 2, (int64_t[]){n, n})};
    int rc = 0;
    if (!op || tt_op_run(op, in, 2, out, 1) != TT_OK) {
        fprintf(stderr, "child: %s\n", tt_errmsg(ctx));
        rc = R_ERROR;
    } else {
        for (int i = 0; i < n && !rc; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; k < n; k++)
                    s += (double)A[i * n + k] * B[k * n + j];
                if (fabs(s - C[i * n + j]) > 1e-3 * (1 + fabs(s))) {
                    rc = R_WRONG;
                    break;
                }
            }
        tt_report r;
        if (!rc && tt_op_report(op, in, 2, &r) == TT_OK)
            rc = r.tuned ? R_TUNED : r.cache_hit ? R_HIT : R_DEFAULT;
    }
    tt_op_free(op);
    tt_ctx_free(ctx);
    free(A), free(B), free(C);
    return rc;
}

static pid_t spawn(const char *options, int n, const char *errlog)
{
    pid_t p = fork();
    if (p == 0) {
        int fd = open(errlog, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0) {
            dup2(fd, 2);
            close(fd);
        }
        _exit(child(options, n));
    }
    return p;
}

static int status_of(pid_t p)
{
    int st = 0;
    waitpid(p, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

static int log_mentions(const char *path, const char *what)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    char line[1024];
    int hit = 0;
    while (fgets(line, sizeof line, f))
        if (strstr(line, what))
            hit = 1;
    fclose(f);
    return hit;
}

TEST(many_processes_one_tuner)
{
    for (int round = 0; round < 2; round++) {
        char cdir[320], opts[512], errlog[400];
        snprintf(cdir, sizeof cdir, "%s/many%d", dir, round);
        snprintf(errlog, sizeof errlog, "%s/many%d.err", dir, round);
        snprintf(opts, sizeof opts, "cache_dir=%s,budget=1500ms,threads=1", cdir);
        enum { N = 6 };
        pid_t pids[N];
        for (int i = 0; i < N; i++)
            pids[i] = spawn(opts, 96 + round, errlog);
        int tuned = 0, hit = 0, dflt = 0, bad = 0;
        for (int i = 0; i < N; i++) {
            int st = status_of(pids[i]);
            tuned += st == R_TUNED;
            hit += st == R_HIT;
            dflt += st == R_DEFAULT;
            bad += st != R_TUNED && st != R_HIT && st != R_DEFAULT;
        }
        printf("  round %d: %d tuned, %d from the cache, %d default, %d failed\n", round, tuned,
               hit, dflt, bad);
        CHECK(tuned == 1);
        CHECK(bad == 0);
        CHECK(tuned + hit + dflt == N);
        CHECK(!log_mentions(errlog, "locked"));
        /* a later process finds the winner */
        pid_t p = spawn(opts, 96 + round, errlog);
        CHECK(status_of(p) == R_HIT);
    }
}

TEST(killed_tuner)
{
    char cdir[320], opts[512], errlog[400];
    snprintf(cdir, sizeof cdir, "%s/killed", dir);
    snprintf(errlog, sizeof errlog, "%s/killed.err", dir);
    unsigned seed = (unsigned)time(NULL);
    for (int k = 0; k < 6; k++) {
        /* a long session, killed at a random point */
        snprintf(opts, sizeof opts, "cache_dir=%s,budget=20s,threads=1", cdir);
        pid_t p = spawn(opts, 80 + k, errlog);
        seed = seed * 1103515245u + 12345u;
        usleep(50000 + (seed >> 8) % 600000);
        kill(p, SIGKILL);
        int st = status_of(p);
        CHECK(st == 128 + SIGKILL || st == R_TUNED);
        /* the cache is usable at once by a process that does not tune */
        snprintf(opts, sizeof opts, "cache_dir=%s,budget=0,threads=1", cdir);
        p = spawn(opts, 80 + k, errlog);
        st = status_of(p);
        CHECKF(st == R_DEFAULT || st == R_HIT, "after kill %d: status %d", k, st);
    }
    /* the last killed tuner's lease expires; the next process tunes */
    snprintf(opts, sizeof opts, "cache_dir=%s,budget=500ms,threads=1", cdir);
    pid_t p = spawn(opts, 85, errlog);   /* the Task killed last */
    int st = status_of(p);
    CHECKF(st == R_TUNED || st == R_HIT || st == R_DEFAULT, "status %d", st);
    CHECK(!log_mentions(errlog, "locked"));
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/tt-procs-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    RUN(many_processes_one_tuner);
    RUN(killed_tuner);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    TEST_EXIT();
}

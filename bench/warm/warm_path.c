/*
 * tt-warm-bench: the warm path of the cache (issue targets: the first call
 * of a fresh process served from the cache <= 5 ms; a warm call's dispatch
 * overhead <= 200 ns over the kernel itself).
 *
 *   tt-warm-bench [--procs N] [--calls N] [--json]
 *
 * 1. Fills a fresh cache (a temporary TT_CACHE_DIR) with tuned winners of a
 *    few operators (tt_op_prepare with a 4-trial budget).
 * 2. Starts N fresh processes (fork + exec of itself) that each create a
 *    context and an operator and make one tt_op_run with
 *    TT_REQUIRE_CACHED=1 (a miss would be an error): the time from before
 *    tt_ctx_new to after that first call, and the process's whole life.
 * 3. In one process: the time per tt_op_run on tiny tensors (validation,
 *    dispatch, the libffi call, the kernel) against the time per direct
 *    call of the same compiled kernel (kn_kernel_run: the libffi call and
 *    the kernel) and per call of the kernel's code alone is not separable,
 *    so the overhead reported is tt_op_run minus kn_kernel_run.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runtime/runtime.h"
#include "tt.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_d);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* The operators: name, attrs, inputs (rank 2 or 4 shapes). */
static const struct {
    const char *op;
    int nin;
    int rank[3];
    int64_t shape[3][4];
} ops[] = {
    {"matmul", 2, {2, 2}, {{64, 64}, {64, 64}}},
    {"add", 2, {2, 2}, {{1, 16}, {1, 16}}},
    {"conv2d", 2, {4, 4}, {{1, 16, 14, 14}, {16, 16, 3, 3}}},
};

static int setup(tt_ctx *ctx, int i, tt_op **op, tt_tensor *in, tt_tensor *out, float **bufs)
{
    *op = tt_op_new(ctx, ops[i].op, NULL);
    if (!*op)
        return -1;
    for (int k = 0; k < ops[i].nin; k++) {
        int64_t n = 1;
        for (int d = 0; d < ops[i].rank[k]; d++)
            n *= ops[i].shape[k][d];
        bufs[k] = calloc((size_t)n, sizeof(float));
        for (int64_t j = 0; j < n; j++)
            bufs[k][j] = (float)(j % 7) * 0.25f;
        in[k] = tt_tensor_f32(bufs[k], ops[i].rank[k], ops[i].shape[k]);
    }
    int rank;
    int64_t shape[8];
    if (tt_op_output_shape(*op, in, ops[i].nin, 0, &rank, shape) != TT_OK)
        return -1;
    int64_t n = 1;
    for (int d = 0; d < rank; d++)
        n *= shape[d];
    bufs[2] = calloc((size_t)n, sizeof(float));
    *out = tt_tensor_f32(bufs[2], rank, shape);
    return 0;
}

static int child(int i)
{
    double t0 = now_ms();
    tt_ctx *ctx = tt_ctx_new("require_cached=1,threads=1");
    if (!ctx) {
        fprintf(stderr, "child: %s\n", tt_errmsg(NULL));
        return 1;
    }
    tt_op *op;
    tt_tensor in[3], out;
    float *bufs[3] = {0};
    if (setup(ctx, i, &op, in, &out, bufs) != 0 ||
        tt_op_run(op, in, ops[i].nin, &out, 1) != TT_OK) {
        fprintf(stderr, "child: %s\n", tt_errmsg(ctx));
        return 1;
    }
    double first = now_ms() - t0;
    tt_report r;
    tt_op_report(op, in, ops[i].nin, &r);
    printf("%.4f %d\n", first, r.cache_hit);
    tt_op_free(op);
    tt_ctx_free(ctx);
    for (int k = 0; k < 3; k++)
        free(bufs[k]);
    return 0;
}

int main(int argc, char **argv)
{
    int procs = 20, calls = 200000, json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--child") == 0 && i + 1 < argc)
            return child(atoi(argv[i + 1]));
        else if (strcmp(argv[i], "--procs") == 0 && i + 1 < argc)
            procs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--calls") == 0 && i + 1 < argc)
            calls = atoi(argv[++i]);
        else if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else {
            fprintf(stderr, "usage: tt-warm-bench [--procs N] [--calls N] [--json]\n");
            return 2;
        }
    }
    if (procs < 1 || procs > 1000 || calls < 1000)
        return 2;
    char dir[] = "/tmp/tt-warm-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    setenv("TT_CACHE_DIR", dir, 1);
    unsetenv("TT_CACHE_PATH");
    /* 1. the winners */
    tt_ctx *ctx = tt_ctx_new("budget=4trials,threads=1");
    if (!ctx) {
        fprintf(stderr, "%s\n", tt_errmsg(NULL));
        return 1;
    }
    int n = (int)(sizeof ops / sizeof ops[0]);
    for (int i = 0; i < n; i++) {
        tt_op *op;
        tt_tensor in[3], out;
        float *bufs[3] = {0};
        if (setup(ctx, i, &op, in, &out, bufs) != 0 || tt_op_prepare(op, in, ops[i].nin, NULL, 0)) {
            fprintf(stderr, "%s: %s\n", ops[i].op, tt_errmsg(ctx));
            return 1;
        }
        tt_op_free(op);
        for (int k = 0; k < 3; k++)
            free(bufs[k]);
    }
    tt_ctx_free(ctx);
    if (!json)
        printf("tt-warm-bench: cache %s, %d fresh processes per operator, %d calls\n\n", dir,
               procs, calls);
    /* 2. fresh processes */
    for (int i = 0; i < n; i++) {
        double first[1000], life[1000];
        int hits = 0;
        for (int p = 0; p < procs; p++) {
            int fd[2];
            if (pipe(fd) != 0)
                return 1;
            double t0 = now_ms();
            pid_t pid = fork();
            if (pid == 0) {
                dup2(fd[1], 1);
                close(fd[0]);
                char idx[16];
                snprintf(idx, sizeof idx, "%d", i);
                execl("/proc/self/exe", argv[0], "--child", idx, (char *)NULL);
                _exit(127);
            }
            close(fd[1]);
            char buf[128] = {0};
            ssize_t got = read(fd[0], buf, sizeof buf - 1);
            close(fd[0]);
            int status;
            waitpid(pid, &status, 0);
            life[p] = now_ms() - t0;
            int hit = 0;
            if (got <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
                sscanf(buf, "%lf %d", &first[p], &hit) != 2) {
                fprintf(stderr, "%s: a child failed\n", ops[i].op);
                return 1;
            }
            hits += hit;
        }
        double fm = median(first, procs), lm = median(life, procs);
        double fmax = first[procs - 1];
        if (json)
            printf("{\"part\": \"first_call\", \"op\": \"%s\", \"procs\": %d, \"hits\": %d, "
                   "\"first_call_ms_median\": %.3f, \"first_call_ms_max\": %.3f, "
                   "\"process_ms_median\": %.3f}\n", ops[i].op, procs, hits, fm, fmax, lm);
        else
            printf("first call, fresh process  %-8s  median %.2f ms  max %.2f ms  (%d/%d cache "
                   "hits; whole process %.1f ms)\n", ops[i].op, fm, fmax, hits, procs, lm);
    }
    /* 3. dispatch overhead */
    ctx = tt_ctx_new("require_cached=1,threads=1");
    for (int i = 0; i < n; i++) {
        tt_op *op;
        tt_tensor in[3], out;
        float *bufs[3] = {0};
        if (setup(ctx, i, &op, in, &out, bufs) != 0 || tt_op_run(op, in, ops[i].nin, &out, 1)) {
            fprintf(stderr, "%s\n", tt_errmsg(ctx));
            return 1;
        }
        ir_task *t;
        rt_entry *e;
        if (rt_bind(op, in, NULL, &t) != TT_OK || rt_find_entry(ctx, t->key, &e) != TT_OK)
            return 1;
        ir_task_free(t);
        void *io[3] = {in[0].data, in[1].data, out.data};
        char err[256];
        int m = ops[i].shape[0][0] * ops[i].shape[0][1] > 1000 ? calls / 20 : calls;
        double api[7], direct[7];
        for (int rep = 0; rep < 7; rep++) {
            double t0 = now_ms();
            for (int c = 0; c < m; c++)
                tt_op_run(op, in, ops[i].nin, &out, 1);
            double t1 = now_ms();
            for (int c = 0; c < m; c++)
                kn_kernel_run(e->kernel, ctx->pool, io, err, sizeof err);
            double t2 = now_ms();
            api[rep] = (t1 - t0) * 1e6 / m;
            direct[rep] = (t2 - t1) * 1e6 / m;
        }
        double a = median(api, 7), d = median(direct, 7);
        if (json)
            printf("{\"part\": \"dispatch\", \"op\": \"%s\", \"calls\": %d, \"tt_op_run_ns\": "
                   "%.1f, \"kernel_call_ns\": %.1f, \"overhead_ns\": %.1f}\n", ops[i].op, m, a,
                   d, a - d);
        else
            printf("warm call                  %-8s  tt_op_run %.0f ns, the kernel called "
                   "directly %.0f ns: dispatch overhead %.0f ns\n", ops[i].op, a, d, a - d);
        tt_op_free(op);
        for (int k = 0; k < 3; k++)
            free(bufs[k]);
    }
    tt_ctx_free(ctx);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    return 0;
}

/*
 * The C side of the Python overhead measurement (python/bench/overhead.py):
 * the time of one tt_op_run of a 64x64x64 f32 matmul, called from C in a
 * loop, on a context made with the same options as the Python side.
 *
 *   cc -O2 -std=c11 -Wall -Wextra overhead.c -I include -L build -ltt -o overhead
 *   ./overhead "threads=1,budget=0" 64 20000 15
 *
 * Prints one line: "c_ns_per_call MEDIAN MIN" over REPEATS batches of
 * CALLS calls each (the kernel warmed first).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <tt.h>

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : "threads=1,budget=0";
    int n = argc > 2 ? atoi(argv[2]) : 64;
    int calls = argc > 3 ? atoi(argv[3]) : 20000;
    int repeats = argc > 4 ? atoi(argv[4]) : 15;
    if (n < 1 || calls < 1 || repeats < 1 || repeats > 1000) {
        fprintf(stderr, "usage: overhead [OPTIONS] [N] [CALLS] [REPEATS]\n");
        return 2;
    }
    tt_ctx *ctx = tt_ctx_new(opts);
    if (!ctx) {
        fprintf(stderr, "overhead: %s\n", tt_errmsg(NULL));
        return 1;
    }
    tt_op *mm = tt_op_new(ctx, "matmul", NULL);
    if (!mm) {
        fprintf(stderr, "overhead: %s\n", tt_errmsg(ctx));
        return 1;
    }
    size_t nn = (size_t)n * (size_t)n;
    float *a = malloc(nn * sizeof *a), *b = malloc(nn * sizeof *b), *c = malloc(nn * sizeof *c);
    if (!a || !b || !c)
        return 1;
    for (size_t i = 0; i < nn; i++) {
        a[i] = (float)(i % 7) * 0.25f;
        b[i] = (float)(i % 5) * 0.5f;
    }
    int64_t s[2] = {n, n};
    tt_tensor in[2] = {tt_tensor_f32(a, 2, s), tt_tensor_f32(b, 2, s)};
    tt_tensor out = tt_tensor_f32(c, 2, s);
    for (int i = 0; i < 100; i++)
        if (tt_op_run(mm, in, 2, &out, 1) != TT_OK) {
            fprintf(stderr, "overhead: %s\n", tt_errmsg(ctx));
            return 1;
        }
    double *per = malloc((size_t)repeats * sizeof *per);
    if (!per)
        return 1;
    for (int r = 0; r < repeats; r++) {
        double t0 = now_ns();
        for (int i = 0; i < calls; i++)
            tt_op_run(mm, in, 2, &out, 1);
        per[r] = (now_ns() - t0) / calls;
    }
    qsort(per, (size_t)repeats, sizeof *per, cmp);
    printf("c_ns_per_call %.1f %.1f\n", per[repeats / 2], per[0]);
    free(per);
    free(a);
    free(b);
    free(c);
    tt_op_free(mm);
    tt_ctx_free(ctx);
    return 0;
}

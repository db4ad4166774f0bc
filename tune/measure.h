/* Measuring candidate kernels: see measure.c. */
#ifndef TT_TUNE_MEASURE_H
#define TT_TUNE_MEASURE_H

#include "rt.h"

/* How a measurement ended: recorded with the candidate, never fatal. */
typedef enum tune_err {
    ME_OK = 0,
    ME_COMPILE_ERROR,
    ME_WRONG_ANSWER,
    ME_TIMEOUT,
    ME_RUNTIME_ERROR,
} tune_err;
extern const char *const tune_err_name[];

typedef struct tune_meas {
    int error;               /* tune_err */
    double ms;               /* median run time (ME_OK, or the time seen) */
    double min_ms, max_ms;   /* spread of the timed runs */
    int runs;
    int cut;                 /* stopped early: far slower than the best */
    double compile_ms;
    char msg[200];
} tune_meas;

/* The measurement bench of one Task: seeded inputs, scratch outputs and
 * the reference outputs every candidate is checked against. */
typedef struct tune_bench {
    const ir_task *task;
    rt_pool *pool;
    int nin, nout;
    void *in[64], *out[64], *ref[64];
    size_t out_bytes[64];
    double min_total_ms;     /* repeat until this much time was measured */
    int min_runs, max_runs;
} tune_bench;

int tune_bench_init(tune_bench *b, const ir_task *t, rt_pool *pool, uint64_t seed);
void tune_bench_free(tune_bench *b);
/* Run k once into the reference outputs (the trusted default kernel). */
int tune_bench_reference(tune_bench *b, rt_kernel *k, char *err, size_t n);
/* Check and time k.  cutoff_ms: stop repeating once the median is known
 * to exceed it (a candidate far slower than the best); timeout_ms: a run
 * longer than this is a TIMEOUT. */
void tune_measure(tune_bench *b, rt_kernel *k, double cutoff_ms, double timeout_ms,
                  tune_meas *m);
/* Time k (already checked): at least 3 runs and min_ms in all; *ms is
 * their median. */
int tune_time(tune_bench *b, rt_kernel *k, double min_ms, double *ms);

#endif

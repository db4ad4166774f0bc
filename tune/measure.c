/*
 * Measurement.  Per candidate:
 *
 *   1. run once (warm-up) and compare its outputs with the reference --
 *      the default kernel's outputs, which the tests trust -- WRONG_ANSWER
 *      if they differ (the candidate's time never counts);
 *   2. repeat until `min_total_ms` of runs and `min_runs` runs (at most
 *      `max_runs`), stopping early once the candidate is certainly far
 *      slower than the best so far (its first run, which is cold, only
 *      when it is slower by more than a cold start, TUNE_COLD_MS);
 *   3. the median, with the min and max kept as the spread.
 *
 * A run cannot be interrupted in-process, so a TIMEOUT is declared after
 * the fact (a single run beyond the limit); the tuner keeps such runs rare
 * by its cut-off and by checking the budget before each candidate.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "tune/tune_internal.h"

const char *const tune_err_name[] = {"ok", "compile error", "wrong answer", "timeout",
                                     "runtime error"};

/* The bench's buffers sit at the offsets in a 4 KiB page the call's
 * tensors had (t->place), or, for a Task no call made (tt tune, tt warm),
 * all at one offset: where malloc puts every large block (an offset that
 * splits an element is rounded down to whole ones).  How an output's
 * offset relates to an input's can halve a kernel's speed -- a depthwise
 * 3x3 on NHWC 14x14x256 runs 130 GFLOP/s with Y at X's offset modulo 1 KiB
 * (+-64 bytes) and 255 elsewhere on Zen 5: its loads alias the stores just
 * made by the low 12 bits of their addresses -- so a winner timed on
 * buffers placed otherwise than the call's may lose to the default there. */
static void *placed_alloc(const ir_task *t, int i, size_t bytes, void **mem)
{
    size_t align = (size_t)ir_dtype_size(t->def->tensors[i].dtype);
    size_t off = t->place ? t->place[i] - t->place[i] % align : 64;   /* whole elements */
    *mem = tt_aligned_alloc(IR_PLACE_PERIOD, bytes + off);
    return *mem ? (char *)*mem + off : NULL;
}

int tune_bench_init(tune_bench *b, const ir_task *t, const tune_engine *eng, uint64_t seed)
{
    const ir_def *d = t->def;
    memset(b, 0, sizeof *b);
    b->task = t;
    b->eng = eng;
    b->nin = d->ninputs;
    b->nout = d->noutputs;
    b->min_total_ms = 15;
    b->min_runs = 3;
    b->max_runs = 100;
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 11;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        size_t bytes = (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype);
        if (i < d->ninputs) {
            void *p = placed_alloc(t, i, bytes, &b->mem[0][i]);
            if (!p)
                return TT_ERR_NOMEM;
            for (int64_t k = 0; k < span; k++) {
                double u = tt_rand_unit(&s) * 2 - 1;
                if (d->tensors[i].dtype == DT_I32)
                    ((int32_t *)p)[k] = (int32_t)tt_rand_range(&s, 17) - 8;
                else if (d->tensors[i].dtype == DT_F64)
                    ((double *)p)[k] = u;
                else
                    ((float *)p)[k] = (float)u;
            }
            b->in[i] = p;
        } else {
            int o = i - d->ninputs;
            b->out[o] = placed_alloc(t, i, bytes, &b->mem[1][o]);
            b->ref[o] = placed_alloc(t, i, bytes, &b->mem[2][o]);
            b->out_bytes[o] = bytes;
            if (!b->out[o] || !b->ref[o])
                return TT_ERR_NOMEM;
        }
    }
    return TT_OK;
}

void tune_bench_free(tune_bench *b)
{
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 64; i++)
            free(b->mem[k][i]);
    memset(b, 0, sizeof *b);
}

/* io: the bench's inputs, then outs */
static void bench_io(const tune_bench *b, void **outs, void **io)
{
    int m = 0;
    for (int i = 0; i < b->nin; i++)
        io[m++] = b->in[i];
    for (int i = 0; i < b->nout; i++)
        io[m++] = outs[i];
}

static int run_t(tune_bench *b, tune_cand *c, void **outs, double *ms, char *err, size_t n)
{
    void *io[128];
    bench_io(b, outs, io);
    return b->eng->run(b->eng->ctx, c, io, ms, err, n);
}

int tune_bench_reference(tune_bench *b, tune_cand *c, char *err, size_t n)
{
    double ms;
    return run_t(b, c, b->ref, &ms, err, n);
}

static double median(double *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
            double t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void tune_measure(tune_bench *b, tune_cand *c, double cutoff_ms, double timeout_ms,
                  tune_meas *m)
{
    double compile_ms = m->compile_ms;
    memset(m, 0, sizeof *m);
    m->compile_ms = compile_ms;
    /* poison the outputs: an element a candidate forgets to write shows */
    for (int o = 0; o < b->nout; o++)
        memset(b->out[o], 0xff, b->out_bytes[o]);
    double first = 0;
    int st = TT_OK;
    if (b->eng->pack) {
        /* kept packs (constant inputs): packed once per operator, so the
           steady state is timed, after the pack entry */
        void *io[128];
        bench_io(b, b->out, io);
        st = b->eng->pack(b->eng->ctx, c, io, m->msg, sizeof m->msg);
    }
    if (st == TT_OK)
        st = run_t(b, c, b->out, &first, m->msg, sizeof m->msg);
    if (st != TT_OK) {
        m->error = ME_RUNTIME_ERROR;
        return;
    }
    ir_cmp cmp;
    if (!ir_compare(b->task, b->out, b->ref, &cmp)) {
        m->error = ME_WRONG_ANSWER;
        tt_snprintf(m->msg, sizeof m->msg,
                    "%lld elements differ from the default kernel's (first: got %.6g, "
                    "expected %.6g)", (long long)cmp.nbad, cmp.bad_got, cmp.bad_ref);
        return;
    }
    m->ms = m->min_ms = m->max_ms = first;
    m->runs = 1;
    if (timeout_ms > 0 && first > timeout_ms) {
        m->error = ME_TIMEOUT;
        tt_snprintf(m->msg, sizeof m->msg, "one run took %.1f ms (limit %.1f ms)", first,
                    timeout_ms);
        return;
    }
    /* Not worth timing: far slower than the best.  But the checking run
       is cold -- new code, data last touched by another candidate or the
       compiler -- and on a small kernel that costs several times its
       steady time (add 209x539, 1 thread: first runs 0.08-0.23 ms, then
       0.015-0.045; cutting on them cut nearly every candidate, and each
       was recorded at its cold time).  So the first run cuts only beyond
       a cold start's allowance; the timed runs below decide the rest. */
    if (cutoff_ms > 0 && first > 4 * cutoff_ms + TUNE_COLD_MS) {
        m->cut = 1;
        return;
    }
    double t[128];
    int n = 0;
    double total = 0;
    while (n < b->max_runs && n < (int)TT_ARRAY_LEN(t)) {
        if (run_t(b, c, b->out, &t[n], m->msg, sizeof m->msg) != TT_OK) {
            m->error = ME_RUNTIME_ERROR;
            return;
        }
        total += t[n];
        n++;
        if (n >= b->min_runs && total >= b->min_total_ms)
            break;
        if (n >= 2 && cutoff_ms > 0) {
            double lo = t[0] < t[1] ? t[0] : t[1];
            if (lo > 2 * cutoff_ms) {
                m->cut = 1;
                break;
            }
        }
    }
    double mn = t[0], mx = t[0];
    for (int i = 1; i < n; i++) {
        if (t[i] < mn) mn = t[i];
        if (t[i] > mx) mx = t[i];
    }
    /* a candidate cut after two runs is recorded at the faster: the
       warmer of the two */
    m->ms = m->cut ? mn : median(t, n);
    m->min_ms = mn;
    m->max_ms = mx;
    m->runs = n + 1;
}

int tune_time(tune_bench *b, tune_cand *c, double min_ms, double *ms)
{
    double t[64];
    int n = 0;
    double total = 0;
    char err[256];
    while (n < (int)TT_ARRAY_LEN(t)) {
        if (run_t(b, c, b->out, &t[n], err, sizeof err) != TT_OK)
            return TT_ERR_RUNTIME;
        total += t[n++];
        if (n >= 3 && total >= min_ms)
            break;
    }
    *ms = median(t, n);
    return TT_OK;
}

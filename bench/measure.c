/*
 * Measurement: clocks, the interleaved runner, statistics, the FMA peak and
 * the STREAM-like copy.
 *
 * The runner takes turns (ABCABC..., the starting contender rotating every
 * round) so that the noise of a shared machine falls on every contender
 * alike.  A turn is a burst of about burst_ms of timed samples; a sample is
 * `inner` back-to-back calls (enough for >= 200 us, so the clocks' cost
 * vanishes).  The first sample of a burst with more than one sample is
 * dropped: it pays for the caches the previous contender evicted.  Before
 * a turn the runner may sleep gap_ms, so that worker threads another
 * library left spinning (libgomp, OpenBLAS) are parked before the clock
 * starts.
 */
#define _GNU_SOURCE
#include <immintrin.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "bench/bench.h"

#ifdef _OPENMP
#include <omp.h>
#endif

#define MIN_SAMPLE_S 200e-6

double bm_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double bm_thread_cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void sleep_s(double s)
{
    if (s <= 0)
        return;
    struct timespec t = {(time_t)s, (long)((s - floor(s)) * 1e9)};
    while (nanosleep(&t, &t) != 0)
        ;
}

static int push(bm_entry *e, double wall, double cpu)
{
    if (e->n == e->cap) {
        int cap = e->cap ? 2 * e->cap : 64;
        double *w = realloc(e->wall, (size_t)cap * sizeof *w);
        if (!w)
            return -1;
        e->wall = w;
        double *c = realloc(e->cpu, (size_t)cap * sizeof *c);
        if (!c)
            return -1;
        e->cpu = c;
        e->cap = cap;
    }
    e->wall[e->n] = wall;
    e->cpu[e->n] = cpu;
    e->n++;
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* quantile q of sorted v[0..n) with linear interpolation */
static double quantile(const double *v, int n, double q)
{
    if (n <= 0)
        return 0;
    double pos = q * (n - 1);
    int i = (int)floor(pos);
    if (i >= n - 1)
        return v[n - 1];
    return v[i] + (pos - i) * (v[i + 1] - v[i]);
}

static void stats(const double *v, int n, double *tmp, bm_stats *s)
{
    memcpy(tmp, v, (size_t)n * sizeof *tmp);
    qsort(tmp, (size_t)n, sizeof *tmp, cmp_double);
    s->med = quantile(tmp, n, 0.5);
    s->q1 = quantile(tmp, n, 0.25);
    s->q3 = quantile(tmp, n, 0.75);
    s->min = tmp[0];
    s->max = tmp[n - 1];
}

static void summarize(bm_entry *e, int threads)
{
    if (e->n == 0)
        return;
    double *tmp = malloc((size_t)e->n * sizeof *tmp);
    if (!tmp)
        return;
    stats(e->wall, e->n, tmp, &e->wall_st);
    if (threads == 1)
        stats(e->cpu, e->n, tmp, &e->cpu_st);
    free(tmp);
}

static double total(const bm_entry *e)
{
    double t = 0;
    for (int i = 0; i < e->n; i++)
        t += e->wall[i];
    return t;
}

int bm_measure(bm_entry *e, int n, const bm_opts *o)
{
    double repeat = o->repeat_ms * 1e-3, burst = o->burst_ms * 1e-3, gap = o->gap_ms * 1e-3;
    int min_runs = o->min_runs < 1 ? 1 : o->min_runs;

    /* warm-up (one call each, interleaved) and calibration (one more) */
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            if (!e[i].enabled || e[i].failed)
                continue;
            sleep_s(gap);
            double t0 = bm_now();
            if (e[i].run(e[i].arg) != 0) {
                e[i].failed = 1;
                continue;
            }
            double t = bm_now() - t0;
            if (pass == 1) {
                double k = ceil(MIN_SAMPLE_S / (t > 1e-9 ? t : 1e-9));
                e[i].inner = k < 1 ? 1 : k > 1e6 ? 1000000 : (int)k;
            }
        }
    }

    double start = bm_now();
    double cap_s = 60.0 + 50 * repeat * n;
    for (int round = 0;; round++) {
        for (int k = 0; k < n; k++) {
            bm_entry *x = &e[(round + k) % n];
            if (!x->enabled || x->failed)
                continue;
            sleep_s(gap);
            double b0 = bm_now(), first_w = 0, first_c = 0;
            int samples = 0;
            do {
                double t0 = bm_now(), c0 = bm_thread_cpu();
                for (int j = 0; j < x->inner; j++) {
                    if (x->run(x->arg) != 0) {
                        x->failed = 1;
                        break;
                    }
                }
                double c1 = bm_thread_cpu(), t1 = bm_now();
                if (x->failed)
                    break;
                double w = (t1 - t0) / x->inner, c = (c1 - c0) / x->inner;
                if (samples == 0) {
                    first_w = w;
                    first_c = c;
                } else if (push(x, w, c)) {
                    return -1;
                }
                samples++;
            } while (bm_now() - b0 < burst);
            /* a burst of one sample keeps it (slow calls: nothing to warm) */
            if (samples == 1 && push(x, first_w, first_c))
                return -1;
        }
        int done = 1, any = 0;
        for (int i = 0; i < n; i++) {
            if (!e[i].enabled || e[i].failed)
                continue;
            any = 1;
            if (e[i].n < min_runs || total(&e[i]) < repeat)
                done = 0;
        }
        if (done || !any || bm_now() - start > cap_s)
            break;
    }
    for (int i = 0; i < n; i++)
        if (e[i].enabled && !e[i].failed)
            summarize(&e[i], o->threads);
    return 0;
}

void bm_entry_free(bm_entry *e)
{
    free(e->wall);
    free(e->cpu);
    e->wall = e->cpu = NULL;
    e->n = e->cap = 0;
}

/* ---- other processes ----------------------------------------------- */

void bm_load_mark(bm_load *m)
{
    memset(m, 0, sizeof *m);
    m->wall = bm_now();
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0)
        m->self = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6 +
                  (double)ru.ru_stime.tv_sec + ru.ru_stime.tv_usec * 1e-6;
    FILE *f = fopen("/proc/stat", "r");
    if (!f)
        return;
    unsigned long long v[10] = {0};
    if (fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2],
               &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9]) >= 8) {
        double hz = (double)sysconf(_SC_CLK_TCK);
        /* busy = user nice system irq softirq steal (guest is in user) */
        m->busy = (double)(v[0] + v[1] + v[2] + v[5] + v[6] + v[7]) / hz;
        m->ok = 1;
    }
    fclose(f);
}

double bm_load_other(const bm_load *a, const bm_load *b)
{
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    double wall = b->wall - a->wall;
    if (!a->ok || !b->ok || wall <= 0 || ncpu < 1)
        return NAN;
    double other = (b->busy - a->busy) - (b->self - a->self);
    double f = other / (wall * (double)ncpu);
    return f < 0 ? 0 : f;
}

double bm_wait_quiet(double max_s, double threshold)
{
    double t0 = bm_now();
    for (;;) {
        bm_load a, b;
        bm_load_mark(&a);
        sleep_s(0.5);
        bm_load_mark(&b);
        double o = bm_load_other(&a, &b);
        if (!(o > threshold) || bm_now() - t0 >= max_s)
            return bm_now() - t0;
    }
}

/* ---- FMA peak ------------------------------------------------------- */

/* 24 independent chains of zmm FMAs (two FMA pipes times a 4-cycle latency
 * needs at least 8 in flight; 24 leaves no doubt), 768 flops per iteration. */
__attribute__((target("avx512f"), noinline)) static float fma_chains(long iters)
{
#define FMA_DECL(i) __m512 a##i = _mm512_set1_ps(1.0f + (float)(i) * 1e-3f);
#define FMA_STEP(i) a##i = _mm512_fmadd_ps(a##i, b, c);
#define FMA_SUM(i) s = _mm512_add_ps(s, a##i);
#define FMA_ALL(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) \
    X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23)
    FMA_ALL(FMA_DECL)
    const __m512 b = _mm512_set1_ps(0.999999f), c = _mm512_set1_ps(1e-6f);
    for (long i = 0; i < iters; i++) {
        FMA_ALL(FMA_STEP)
        __asm__ volatile("" ::: "memory");
    }
    __m512 s = _mm512_setzero_ps();
    FMA_ALL(FMA_SUM)
    float out[16];
    _mm512_storeu_ps(out, s);
    return out[0];
}

/* The same with ymm registers for CPUs without AVX-512 (Zen 3): 12 chains
 * (16 ymm registers: 24 would spill), 192 flops per step, 4 steps per
 * iteration = 768 flops as above. */
__attribute__((target("avx2,fma"), noinline)) static float fma_chains_avx2(long iters)
{
#define FMA_DECL2(i) __m256 a##i = _mm256_set1_ps(1.0f + (float)(i) * 1e-3f);
#define FMA_STEP2(i) a##i = _mm256_fmadd_ps(a##i, b, c);
#define FMA_SUM2(i) s = _mm256_add_ps(s, a##i);
#define FMA_ALL2(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)
    FMA_ALL2(FMA_DECL2)
    const __m256 b = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-6f);
    for (long i = 0; i < 4 * iters; i++) {
        FMA_ALL2(FMA_STEP2)
        __asm__ volatile("" ::: "memory");
    }
    __m256 s = _mm256_setzero_ps();
    FMA_ALL2(FMA_SUM2)
    float out[8];
    _mm256_storeu_ps(out, s);
    return out[0];
}

static float fma_any(long iters)
{
    return __builtin_cpu_supports("avx512f") ? fma_chains(iters) : fma_chains_avx2(iters);
}

typedef struct peak_arg {
    long iters;
    pthread_barrier_t *bar;
    double t0, t1, c0, c1;
    float sink;
} peak_arg;

static void *peak_thread(void *p)
{
    peak_arg *a = p;
    pthread_barrier_wait(a->bar);
    a->t0 = bm_now();
    a->c0 = bm_thread_cpu();
    a->sink = fma_any(a->iters);
    a->c1 = bm_thread_cpu();
    a->t1 = bm_now();
    return NULL;
}

double bm_fma_peak(int threads, int trials, double ms, double *wall_best)
{
    *wall_best = 0;
    if (!__builtin_cpu_supports("avx512f") &&
        !(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")))
        return 0;
    if (threads < 1)
        threads = 1;
    /* calibrate on this thread */
    long iters = 20000;
    for (;;) {
        double t0 = bm_now();
        fma_any(iters);
        double t = bm_now() - t0;
        if (t > 0.02 || iters > (1L << 40)) {
            iters = (long)(iters * (ms * 1e-3) / t) + 1;
            break;
        }
        iters *= 4;
    }
    double best = 0, best_wall = 0;
    for (int r = 0; r < trials; r++) {
        pthread_barrier_t bar;
        pthread_barrier_init(&bar, NULL, (unsigned)threads);
        peak_arg args[64];
        pthread_t tid[64];
        int nt = threads > 64 ? 64 : threads;
        for (int i = 0; i < nt; i++) {
            args[i] = (peak_arg){.iters = iters, .bar = &bar};
            if (i > 0)
                pthread_create(&tid[i], NULL, peak_thread, &args[i]);
        }
        peak_thread(&args[0]);
        for (int i = 1; i < nt; i++)
            pthread_join(tid[i], NULL);
        pthread_barrier_destroy(&bar);
        double lo = args[0].t0, hi = args[0].t1, g = 0;
        for (int i = 0; i < nt; i++) {
            lo = args[i].t0 < lo ? args[i].t0 : lo;
            hi = args[i].t1 > hi ? args[i].t1 : hi;
            g += (double)iters * 768.0 / (args[i].c1 - args[i].c0) * 1e-9;
        }
        double w = (double)nt * (double)iters * 768.0 / (hi - lo) * 1e-9;
        best_wall = w > best_wall ? w : best_wall;
        best = g > best ? g : best;
    }
    *wall_best = best_wall;
    /* the rate while on a CPU: what the cores can do, even when other
     * processes share them (equals the wall rate on an idle machine) */
    return best > best_wall ? best : best_wall;
}

/* ---- a parked-when-idle pool ------------------------------------------ */

struct bm_pool {
    int n;
    pthread_t *tid;
    pthread_mutex_t mu;
    pthread_cond_t wake, done;
    unsigned long gen;
    int pending, stop;
    void (*fn)(void *, int, int);
    void *arg;
};

typedef struct pool_worker {
    bm_pool *p;
    int i;
} pool_worker;

static void *pool_main(void *a)
{
    pool_worker *w = a;
    bm_pool *p = w->p;
    int i = w->i;
    free(w);
    unsigned long seen = 0;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->stop && p->gen == seen)
            pthread_cond_wait(&p->wake, &p->mu);
        if (p->stop)
            break;
        seen = p->gen;
        pthread_mutex_unlock(&p->mu);
        p->fn(p->arg, i, p->n);
        pthread_mutex_lock(&p->mu);
        if (--p->pending == 0)
            pthread_cond_signal(&p->done);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

bm_pool *bm_pool_new(int threads)
{
    bm_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->n = threads < 1 ? 1 : threads;
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->done, NULL);
    p->tid = calloc((size_t)p->n, sizeof *p->tid);
    for (int i = 1; p->tid && i < p->n; i++) {
        pool_worker *w = malloc(sizeof *w);
        if (!w || (*w = (pool_worker){p, i}, pthread_create(&p->tid[i], NULL, pool_main, w))) {
            free(w);
            p->n = i;   /* run with the threads we got */
            break;
        }
    }
    if (!p->tid)
        p->n = 1;
    return p;
}

void bm_pool_run(bm_pool *p, void (*fn)(void *arg, int i, int n), void *arg)
{
    if (!p || p->n <= 1) {
        fn(arg, 0, 1);
        return;
    }
    pthread_mutex_lock(&p->mu);
    p->fn = fn;
    p->arg = arg;
    p->pending = p->n - 1;
    p->gen++;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->mu);
    fn(arg, 0, p->n);
    pthread_mutex_lock(&p->mu);
    while (p->pending > 0)
        pthread_cond_wait(&p->done, &p->mu);
    pthread_mutex_unlock(&p->mu);
}

void bm_pool_free(bm_pool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    p->stop = 1;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->mu);
    for (int i = 1; p->tid && i < p->n; i++)
        pthread_join(p->tid[i], NULL);
    free(p->tid);
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->wake);
    pthread_cond_destroy(&p->done);
    free(p);
}

/* ---- STREAM-like copy ----------------------------------------------- */

void bm_copy(float *dst, const float *src, size_t n, int threads)
{
#ifdef _OPENMP
    if (threads > 1) {
#pragma omp parallel num_threads(threads)
        {
            size_t t = (size_t)omp_get_thread_num(), nt = (size_t)omp_get_num_threads();
            size_t per = (n / nt + 15) & ~(size_t)15;
            size_t lo = t * per < n ? t * per : n;
            size_t hi = lo + per < n ? lo + per : n;
            memcpy(dst + lo, src + lo, (hi - lo) * sizeof *dst);
        }
        return;
    }
#endif
    (void)threads;
    memcpy(dst, src, n * sizeof *dst);
}

int bm_have_openmp(void)
{
#ifdef _OPENMP
    return 1;
#else
    return 0;
#endif
}

/* oneDNN and BLIS use libgomp's thread count; without OpenMP in this build
 * the function still exists in the process (libdnnl pulls libgomp in). */
void bm_omp_set_threads(int threads)
{
#ifdef _OPENMP
    omp_set_num_threads(threads);
#else
    void (*set)(int) = (void (*)(int))dlsym(RTLD_DEFAULT, "omp_set_num_threads");
    if (set)
        set(threads);
#endif
}

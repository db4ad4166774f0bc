/*
 * The thread pool behind parallel loops (no OpenMP in generated code).
 *
 * A kernel's outlined parallel body is called as fn(closure, start, end) on
 * ranges of [0, n).  Thread t of T (the caller is 0) owns the block
 * [n*t/T, n*(t+1)/T) and runs it from the front, half of what is left at
 * a time; a thread done with its own takes half of what is left of
 * another's, from the back, until nothing is left (run_units).  The pool
 * a kernel uses is the calling thread's current pool (kn_pool_enter), so
 * kernels need no pool argument.  One job at a time per pool: a second
 * application thread that finds the pool busy, or a parallel loop inside
 * a worker, runs its loop serially -- correct, never blocked.
 *
 * Waking a sleeping thread costs tens of microseconds here (futex, then
 * the scheduler; more in a VM), more than a small kernel computes.  So the
 * hand-off is lock-free while both sides are awake: the caller publishes a
 * job by bumping `gen`; a worker spins on it for a while (~100 us) after a
 * job before it sleeps; the caller spins for the workers to be done.
 *
 * A worker enters a job by moving `claim[who]` from the previous
 * generation to this one (compare-and-swap); the caller, once every unit
 * is taken, moves the claims of the workers that have not entered, which
 * then stay out, and waits only for those that entered.  So a worker that
 * is asleep, slow to wake or descheduled costs at most the time of
 * running its units here, never a wait for it.  A worker that enters to
 * find nothing left waits, spinning, for that job to end (at most
 * SPIN_LATE_US) before its usual spin for the next: else, with blocks
 * shorter than a wake-up, back-to-back jobs found it asleep, and late,
 * every time.
 *
 * On a 2-CPU host with another process busy, the woken worker was put on
 * the caller's CPU: a 14 us depthwise kernel at 2 threads took 140-340 us
 * (the two taking turns on one CPU in slices of ~120 us: the worker
 * spinning for the next job while the caller waited for the CPU), in every
 * tuning measurement of such configs.  So a worker that finds itself on
 * the CPU the caller published the job from leaves its units to the
 * caller and moves: its affinity becomes the CPUs it was allowed minus the
 * caller's (with none left it sleeps instead of spinning).  Only sleeping
 * was not enough: woken on the caller's CPU at every job, such a worker
 * stayed there, and the kernel ran at less than one thread's speed (36 us
 * against 25 serial, the other CPU idle).
 *
 * Only a sleeping side is woken through the mutex and condition variables
 * (each side announces its sleep in an atomic counter, then re-checks: a
 * Dekker pair under sequential consistency, so a wake-up is never lost).
 * The spin loops are plain loads, no PAUSE: under KVM a PAUSE loop makes
 * the host deschedule the spinning vCPU (pause-loop exiting) -- measured:
 * an empty parallel_for took 416 us with PAUSE spinning, 15 us with mutex
 * hand-offs, ~1 us lock-free.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "kernel/kernel.h"

#define SPIN_WORKER_US 100.0
#define SPIN_CALLER_US 200.0
#define SPIN_LATE_US 20000.0
#define UNIT_MAX ((int64_t)1 << 30)   /* units of a job (a unit: csz indices) */

/* A thread's units of the current job, [front, back) packed in one word:
 * its owner takes them from the front, a thread done with its own from
 * the back.  One cache line each. */
typedef struct {
    _Alignas(64) atomic_uint_fast64_t r;
} slot;

struct kn_pool {
    int nthreads;            /* including the caller */
    pthread_t *workers;
    pthread_mutex_t mu;      /* for sleeping and waking only */
    pthread_cond_t wake, done;
    pthread_mutex_t busy;    /* held by the thread running a job */
    atomic_uint_fast64_t gen;   /* job generation */
    atomic_uint_fast64_t finished;  /* the last generation the caller saw done */
    atomic_int stop;
    /* per worker: the job it entered (or the caller shut it out of: a
       CAS from g - 1 either way) and the job it left */
    atomic_uint_fast64_t *claim, *done_gen;
    slot *slots;                /* per thread */
    atomic_int caller_cpu;      /* the CPU the caller published the job on */
    atomic_int sleepers;        /* workers asleep (or about to be) on `wake` */
    atomic_int caller_waits;    /* the caller asleep (or about to be) on `done` */
    /* the job, published by the release of `gen` */
    jit_task_fn fn;
    void *closure;
    int64_t n, csz;             /* indices, and indices a unit */
};

static _Thread_local kn_pool *tl_pool;
static _Thread_local int tl_in_worker;

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int64_t unit_lo(const kn_pool *p, uint64_t u)
{
    int64_t x = (int64_t)u * p->csz;
    return x < p->n ? x : p->n;
}

/* Takes half (at least one) of the units left in slot `who`, from its
 * front for the owner, from its back for another thread; 0 if none. */
static int take(kn_pool *p, int who, int front, uint64_t *lo, uint64_t *hi)
{
    atomic_uint_fast64_t *r = &p->slots[who].r;
    uint64_t v = atomic_load(r);
    for (;;) {
        uint64_t f = v >> 32, b = v & 0xffffffffu;
        if (f >= b)
            return 0;
        uint64_t k = (b - f + 1) / 2;
        uint64_t nv = front ? (f + k) << 32 | b : f << 32 | (b - k);
        if (atomic_compare_exchange_weak(r, &v, nv)) {
            *lo = front ? f : b - k;
            *hi = front ? f + k : b;
            return 1;
        }
    }
}

/* Thread `who` runs its own units, then takes the others' that are left
 * until every slot is empty; returns how many calls it made.  The split
 * stays static where the threads keep pace, so that a kernel called again
 * on the same data finds its part in the same core's cache (a dynamic
 * split moved the data between the cores on every call: 4x slower on a
 * 400 KB output); only the tail moves to the thread that is done first (a
 * core slowed by a neighbour on a shared host: the 1x1 C1024 -> 256 14x14
 * convolution's worker took 45% longer than the caller on its half). */
static int run_units(kn_pool *p, int who)
{
    int calls = 0;
    uint64_t lo, hi;
    for (int k = 0; k < p->nthreads; k++) {
        int v = (who + k) % p->nthreads;
        while (take(p, v, v == who, &lo, &hi)) {
            p->fn(p->closure, unit_lo(p, lo), unit_lo(p, hi));
            calls++;
        }
    }
    return calls;
}

/* Spin until *v != old or about `us` have passed; returns the last value. */
static uint64_t spin_while_equal(atomic_uint_fast64_t *v, uint64_t old, const atomic_int *stop,
                                 double us)
{
    double t0 = 0;
    for (unsigned i = 1;; i++) {
        uint64_t x = atomic_load(v);
        if (x != old || atomic_load(stop))
            return x;
        if ((i & 1023) == 0) {
            double t = now_us();
            if (t0 == 0)
                t0 = t;
            else if (t - t0 > us)
                return x;
        }
    }
}

typedef struct {
    kn_pool *p;
    int who;
} worker_arg;

static void *worker(void *arg)
{
    worker_arg wa = *(worker_arg *)arg;
    free(arg);
    kn_pool *p = wa.p;
    tl_in_worker = 1;
    uint64_t seen = 0;
    int shared_cpu = 0;
    /* the CPUs this thread may run on (inherited from the pool's creator) */
    cpu_set_t allowed;
    int have_mask = pthread_getaffinity_np(pthread_self(), sizeof allowed, &allowed) == 0;
    for (;;) {
        uint64_t g = spin_while_equal(&p->gen, seen, &p->stop, shared_cpu ? 0 : SPIN_WORKER_US);
        if (g == seen && !atomic_load(&p->stop)) {
            pthread_mutex_lock(&p->mu);
            atomic_fetch_add(&p->sleepers, 1);
            while (atomic_load(&p->gen) == seen && !atomic_load(&p->stop))
                pthread_cond_wait(&p->wake, &p->mu);
            atomic_fetch_sub(&p->sleepers, 1);
            pthread_mutex_unlock(&p->mu);
        }
        if (atomic_load(&p->stop))
            break;
        seen = atomic_load(&p->gen);
        /* on the caller's CPU this thread only takes turns with it: leave
           its units to the caller and move to another CPU it may use (a
           sleeping thread the scheduler would wake there again and again);
           with none, sleep rather than spin */
        int ccpu = atomic_load(&p->caller_cpu);
        shared_cpu = ccpu >= 0 && sched_getcpu() == ccpu;   /* -1: not known */
        if (shared_cpu) {
            cpu_set_t other = allowed;
            if (have_mask && ccpu >= 0 && ccpu < CPU_SETSIZE)
                CPU_CLR(ccpu, &other);
            if (have_mask && CPU_COUNT(&other) > 0 &&
                pthread_setaffinity_np(pthread_self(), sizeof other, &other) == 0)
                shared_cpu = 0;   /* moved: spin there for the next job */
            continue;
        }
        uint_fast64_t prev = seen - 1;
        int calls = 0;
        if (atomic_compare_exchange_strong(&p->claim[wa.who], &prev, seen)) {
            calls = run_units(p, wa.who);
            atomic_store(&p->done_gen[wa.who], seen);
            if (atomic_load(&p->caller_waits)) {
                pthread_mutex_lock(&p->mu);
                pthread_cond_signal(&p->done);
                pthread_mutex_unlock(&p->mu);
            }
        }
        /* Nothing left to run: the caller took it all, this worker was
           late (woken slowly).  Spinning SPIN_WORKER_US from now would end
           while the caller still runs this worker's units, so that the
           next job finds it asleep again and late again, call after call:
           two threads running at one's speed.  Wait for this job to end,
           then spin for the next as after units of its own. */
        if (calls == 0)
            spin_while_equal(&p->finished, seen - 1, &p->stop, SPIN_LATE_US);
    }
    return NULL;
}

kn_pool *kn_pool_new(int nthreads)
{
    kn_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->nthreads = nthreads < 1 ? 1 : nthreads;
    pthread_mutex_init(&p->mu, NULL);
    pthread_mutex_init(&p->busy, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->done, NULL);
    if (p->nthreads > 1) {
        p->workers = calloc((size_t)p->nthreads - 1, sizeof(pthread_t));
        p->claim = calloc((size_t)p->nthreads, sizeof *p->claim);
        p->done_gen = calloc((size_t)p->nthreads, sizeof *p->done_gen);
        p->slots = aligned_alloc(_Alignof(slot), sizeof(slot) * (size_t)p->nthreads);
        if (!p->workers || !p->claim || !p->done_gen || !p->slots) {
            free(p->workers);
            free(p->claim);
            free(p->done_gen);
            free(p->slots);
            p->workers = NULL;
            p->claim = p->done_gen = NULL;
            p->slots = NULL;
            p->nthreads = 1;
            return p;
        }
        for (int i = 0; i < p->nthreads - 1; i++) {
            worker_arg *wa = malloc(sizeof *wa);
            if (wa) {
                wa->p = p;
                wa->who = i + 1;
            }
            if (!wa || pthread_create(&p->workers[i], NULL, worker, wa) != 0) {
                free(wa);
                p->nthreads = i + 1;   /* run with what we got */
                break;
            }
        }
    }
    return p;
}

void kn_pool_free(kn_pool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    atomic_store(&p->stop, 1);
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < p->nthreads - 1; i++)
        pthread_join(p->workers[i], NULL);
    free(p->workers);
    free(p->claim);
    free(p->done_gen);
    free(p->slots);
    pthread_mutex_destroy(&p->mu);
    pthread_mutex_destroy(&p->busy);
    pthread_cond_destroy(&p->wake);
    pthread_cond_destroy(&p->done);
    free(p);
}

int kn_pool_threads(const kn_pool *p) { return p ? p->nthreads : 1; }

int kn_pool_sleeping(kn_pool *p) { return p ? atomic_load(&p->sleepers) : 0; }

kn_pool *kn_pool_enter(kn_pool *p)
{
    kn_pool *old = tl_pool;
    tl_pool = p;
    return old;
}

void kn_pool_leave(kn_pool *old) { tl_pool = old; }

/* Every worker out of job g (the caller's own units are done). */
static int all_done(kn_pool *p, uint64_t g)
{
    for (int who = 1; who < p->nthreads; who++)
        if (atomic_load(&p->done_gen[who]) != g)
            return 0;
    return 1;
}

static void host_parallel_for(jit_task_fn fn, void *closure, int64_t n)
{
    kn_pool *p = tl_pool;
    if (n <= 0)
        return;
    if (!p || p->nthreads <= 1 || n == 1 || tl_in_worker ||
        pthread_mutex_trylock(&p->busy) != 0) {
        fn(closure, 0, n);
        return;
    }
    p->fn = fn;
    p->closure = closure;
    p->n = n;
    p->csz = n > UNIT_MAX ? (n + UNIT_MAX - 1) / UNIT_MAX : 1;
    uint64_t units = (uint64_t)((n + p->csz - 1) / p->csz), T = (uint64_t)p->nthreads;
    for (uint64_t t = 0; t < T; t++)
        atomic_store(&p->slots[t].r, units * t / T << 32 | units * (t + 1) / T);
    uint64_t g = atomic_load(&p->gen) + 1;
    atomic_store(&p->caller_cpu, sched_getcpu());
    atomic_store(&p->gen, g);   /* publishes the job */
    if (atomic_load(&p->sleepers) > 0) {
        pthread_mutex_lock(&p->mu);
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->mu);
    }
    tl_in_worker = 1;   /* a parallel loop inside runs serially */
    run_units(p, 0);
    /* every unit is taken: shut the workers that have not entered out of
       this job (their units ran here), then wait for the others to leave */
    for (int who = 1; who < p->nthreads; who++) {
        uint_fast64_t prev = g - 1;
        if (atomic_compare_exchange_strong(&p->claim[who], &prev, g))
            atomic_store(&p->done_gen[who], g);
    }
    tl_in_worker = 0;
    double t0 = 0;
    for (unsigned i = 1; !all_done(p, g); i++) {
        if ((i & 1023) == 0) {
            double t = now_us();
            if (t0 == 0) {
                t0 = t;
            } else if (t - t0 > SPIN_CALLER_US) {
                pthread_mutex_lock(&p->mu);
                atomic_store(&p->caller_waits, 1);
                while (!all_done(p, g))
                    pthread_cond_wait(&p->done, &p->mu);
                atomic_store(&p->caller_waits, 0);
                pthread_mutex_unlock(&p->mu);
                break;
            }
        }
    }
    atomic_store(&p->finished, g);
    pthread_mutex_unlock(&p->busy);
}

void kn_pool_parallel_for(kn_pool *p, jit_task_fn fn, void *closure, int64_t n)
{
    kn_pool *old = kn_pool_enter(p);
    host_parallel_for(fn, closure, n);
    kn_pool_leave(old);
}

/* Scratch for kernels (packed panels, per-row temps; bounded in size by
 * the lowering).  If the heap is exhausted the kernel gets a shared reserve
 * so that it does not crash, and the call reports TT_ERR_NOMEM. */
static atomic_int oom_count;
static void *reserve;
static pthread_once_t reserve_once = PTHREAD_ONCE_INIT;
#define RESERVE_BYTES ((size_t)64 << 20)

static void make_reserve(void)
{
    void *r = mmap(NULL, RESERVE_BYTES, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    reserve = r == MAP_FAILED ? NULL : r;
}

static void *host_alloc(int64_t bytes)
{
    if (bytes <= 0)
        bytes = 64;
    void *p = tt_aligned_alloc(64, (size_t)((bytes + 63) & ~(int64_t)63));
    if (!p) {
        atomic_fetch_add(&oom_count, 1);
        pthread_once(&reserve_once, make_reserve);
        return reserve;
    }
    return p;
}

int kn_oom_count(void)
{
    return atomic_load(&oom_count);
}

static void host_free(void *p)
{
    if (p != reserve)
        free(p);
}

/* The LLVM backend, with the functions above as the ones its kernels call. */
int kn_llvm_open(jit_backend **out, char *err, size_t n)
{
    static const jit_host_fns host = {host_parallel_for, host_alloc, host_free};
    return jit_llvm_open(&host, out, err, n);
}

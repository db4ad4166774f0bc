/*
 * The thread pool behind parallel loops (no OpenMP in generated code).
 *
 * A kernel's outlined parallel body is called as fn(closure, start, end) on
 * chunks of [0, n).  The caller works too; workers take chunks from an
 * atomic counter.  The pool a kernel uses is the calling thread's current
 * pool (rt_pool_enter), so kernels need no pool argument.  One job at a
 * time per pool: a second application thread that finds the pool busy, or
 * a parallel loop inside a worker, runs its loop serially -- correct, never
 * blocked.
 *
 * Waking a sleeping worker costs 10-50 us (futex, scheduler); kernels of
 * a few tens of microseconds called back to back would spend more time
 * waking the pool than computing.  So a worker spins for a while (about
 * 50 us) after a job before it sleeps, and the caller spins briefly for
 * the workers to finish, as OpenMP runtimes do.
 */
#define _GNU_SOURCE
#include <pthread.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define cpu_relax() _mm_pause()
#else
#define cpu_relax() ((void)0)
#endif
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "backend.h"
#include "rt.h"

struct rt_pool {
    int nthreads;            /* including the caller */
    pthread_t *workers;
    pthread_mutex_t mu;      /* guards the fields below */
    pthread_cond_t wake, done;
    pthread_mutex_t busy;    /* held by the thread running a job */
    atomic_uint_fast64_t gen;   /* job generation (written under mu) */
    atomic_int stop;
    atomic_int active;          /* workers still in the current job (under mu) */
    /* the job */
    rt_task_fn fn;
    void *closure;
    int64_t n, chunk;
    atomic_llong next;
};

/* pause instructions: ~50 us for a worker between jobs, ~20 us for the
   caller waiting on the workers (then both sleep) */
#define SPIN_WORKER 20000
#define SPIN_CALLER 8000

static _Thread_local rt_pool *tl_pool;
static _Thread_local int tl_in_worker;

static void run_chunks(rt_pool *p)
{
    for (;;) {
        int64_t s = atomic_fetch_add(&p->next, p->chunk);
        if (s >= p->n)
            break;
        int64_t e = s + p->chunk < p->n ? s + p->chunk : p->n;
        p->fn(p->closure, s, e);
    }
}

static void *worker(void *arg)
{
    rt_pool *p = arg;
    tl_in_worker = 1;
    uint64_t seen = 0;
    for (;;) {
        for (int i = 0; i < SPIN_WORKER && atomic_load_explicit(&p->gen, memory_order_acquire) ==
                                               seen && !atomic_load(&p->stop); i++)
            cpu_relax();
        pthread_mutex_lock(&p->mu);
        while (!atomic_load(&p->stop) && atomic_load(&p->gen) == seen)
            pthread_cond_wait(&p->wake, &p->mu);
        if (atomic_load(&p->stop)) {
            pthread_mutex_unlock(&p->mu);
            break;
        }
        seen = atomic_load(&p->gen);
        pthread_mutex_unlock(&p->mu);
        run_chunks(p);
        pthread_mutex_lock(&p->mu);
        if (atomic_fetch_sub(&p->active, 1) == 1)
            pthread_cond_signal(&p->done);
        pthread_mutex_unlock(&p->mu);
    }
    return NULL;
}

rt_pool *rt_pool_new(int nthreads)
{
    rt_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->nthreads = nthreads < 1 ? 1 : nthreads;
    pthread_mutex_init(&p->mu, NULL);
    pthread_mutex_init(&p->busy, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->done, NULL);
    if (p->nthreads > 1) {
        p->workers = calloc((size_t)p->nthreads - 1, sizeof(pthread_t));
        if (!p->workers) {
            p->nthreads = 1;
            return p;
        }
        for (int i = 0; i < p->nthreads - 1; i++) {
            if (pthread_create(&p->workers[i], NULL, worker, p) != 0) {
                p->nthreads = i + 1;   /* run with what we got */
                break;
            }
        }
    }
    return p;
}

void rt_pool_free(rt_pool *p)
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
    pthread_mutex_destroy(&p->mu);
    pthread_mutex_destroy(&p->busy);
    pthread_cond_destroy(&p->wake);
    pthread_cond_destroy(&p->done);
    free(p);
}

int rt_pool_threads(const rt_pool *p) { return p ? p->nthreads : 1; }

rt_pool *rt_pool_enter(rt_pool *p)
{
    rt_pool *old = tl_pool;
    tl_pool = p;
    return old;
}

void rt_pool_leave(rt_pool *old) { tl_pool = old; }

void tt_rt_parallel_for(rt_task_fn fn, void *closure, int64_t n)
{
    rt_pool *p = tl_pool;
    if (n <= 0)
        return;
    if (!p || p->nthreads <= 1 || n == 1 || tl_in_worker ||
        pthread_mutex_trylock(&p->busy) != 0) {
        fn(closure, 0, n);
        return;
    }
    int64_t parts = (int64_t)p->nthreads * 4;
    int64_t chunk = (n + parts - 1) / parts;
    if (chunk < 1)
        chunk = 1;
    pthread_mutex_lock(&p->mu);
    p->fn = fn;
    p->closure = closure;
    p->n = n;
    p->chunk = chunk;
    atomic_store(&p->next, 0);
    atomic_store(&p->active, p->nthreads - 1);
    atomic_fetch_add_explicit(&p->gen, 1, memory_order_release);
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->mu);
    tl_in_worker = 1;   /* a parallel loop inside runs serially */
    run_chunks(p);
    tl_in_worker = 0;
    for (int i = 0; i < SPIN_CALLER && atomic_load(&p->active) > 0; i++)
        cpu_relax();
    pthread_mutex_lock(&p->mu);
    while (atomic_load(&p->active) > 0)
        pthread_cond_wait(&p->done, &p->mu);
    pthread_mutex_unlock(&p->mu);
    pthread_mutex_unlock(&p->busy);
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

void *tt_rt_alloc(int64_t bytes)
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

int rt_oom_count(void)
{
    return atomic_load(&oom_count);
}

void tt_rt_free(void *p)
{
    if (p != reserve)
        free(p);
}

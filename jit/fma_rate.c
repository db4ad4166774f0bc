/*
 * How many 512-bit FMAs the host issues a cycle, measured.
 *
 * Two AVX-512 CPUs of the same features differ in the width of their
 * FMA units: Zen 4 splits a zmm FMA into two 256-bit halves (one zmm FMA
 * a cycle, the flops of two ymm ones), Zen 5 (server) and most Xeons
 * issue two whole zmm FMAs a cycle (twice the flops of ymm).  No CPUID
 * bit tells; the default schedule's register tile wants to know (a host
 * that issues twice the FMAs needs more of them in flight:
 * lower/default.c).  So it is measured once per process: independent
 * FMA chains in zmm and in ymm registers, the same count of instructions,
 * alternated, best of several runs each, after half a millisecond of zmm
 * FMAs (about 1.5 ms in all).  Runs of 20-40 microseconds: at 2 (the
 * timer's overhead in a VM is a microsecond or more) and with no warm-up
 * (Intel powers the upper halves of its FMA units up on first use), a
 * Xeon measured one FMA a cycle in 28 processes of 40.
 * zmm at 1.5 times the flops of ymm or more: two a cycle (one is
 * measured again, up to three times in all: measure()).
 */
#include <pthread.h>
#include <stdint.h>

#include "jit/jit.h"

double tt_now_ms(void);

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define CHAINS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)

/* 12 chains: two FMA pipes with a latency of 4-5 cycles need 8-10 in
   flight; 12 and the two constants fit AVX2's 16 ymm registers (16
   chains spill there and ran the ymm loop 1.6 times slower) */
__attribute__((target("avx512f"), noinline)) static float chains_zmm(long iters)
{
#define Z_DECL(i) __m512 a##i = _mm512_set1_ps(1.0f + (float)(i) * 1e-3f);
#define Z_STEP(i) a##i = _mm512_fmadd_ps(a##i, b, c);
#define Z_SUM(i) s = _mm512_add_ps(s, a##i);
    CHAINS(Z_DECL)
    const __m512 b = _mm512_set1_ps(0.999999f), c = _mm512_set1_ps(1e-6f);
    for (long i = 0; i < iters; i++) {
        CHAINS(Z_STEP)
        __asm__ volatile("" ::: "memory");
    }
    __m512 s = _mm512_setzero_ps();
    CHAINS(Z_SUM)
    return _mm512_reduce_add_ps(s);
}

__attribute__((target("avx2,fma"), noinline)) static float chains_ymm(long iters)
{
#define Y_DECL(i) __m256 a##i = _mm256_set1_ps(1.0f + (float)(i) * 1e-3f);
#define Y_STEP(i) a##i = _mm256_fmadd_ps(a##i, b, c);
#define Y_SUM(i) s = _mm256_add_ps(s, a##i);
    CHAINS(Y_DECL)
    const __m256 b = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-6f);
    for (long i = 0; i < iters; i++) {
        CHAINS(Y_STEP)
        __asm__ volatile("" ::: "memory");
    }
    __m256 s = _mm256_setzero_ps();
    CHAINS(Y_SUM)
    float o[8];
    _mm256_storeu_ps(o, s);
    return o[0] + o[7];
}

static int rate;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static volatile float sink;

/* zmm flops over ymm flops, best of 9 runs each after a warm-up. */
static double zmm_over_ymm(void)
{
    /* 10000 steps of 12 FMAs: 60000-120000 cycles, 20-40 microseconds */
    const long iters = 10000;
    double best_z = 1e30, best_y = 1e30;
    double w0 = tt_now_ms();
    do   /* warm: the clock, the zmm units' power */
        sink = chains_zmm(iters);
    while (tt_now_ms() - w0 < 0.5);
    sink = chains_ymm(iters);
    for (int k = 0; k < 9; k++) {
        double t0 = tt_now_ms();
        sink = chains_zmm(iters);
        double t1 = tt_now_ms();
        sink = chains_ymm(iters);
        double t2 = tt_now_ms();
        if (t1 - t0 < best_z)
            best_z = t1 - t0;
        if (t2 - t1 < best_y)
            best_y = t2 - t1;
    }
    return best_z > 0 ? 2.0 * best_y / best_z : 0;
}

static void measure(void)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("fma")) {
        rate = 1;
        return;
    }
    /* a zmm FMA does twice a ymm one's flops: zmm flops at 2 * y / z
       times ymm's, 1 on a split unit (z = 2y), 2 on a full one (z = y).
       A busy or migrating process can only make zmm look slower (its
       units' upper halves powered down on a core it moved to, an SMT
       sibling's FMAs): one a cycle is measured up to three times, and
       two a cycle once seen stands.  A one-FMA host pays ~4.5 ms once. */
    rate = 1;
    for (int attempt = 0; attempt < 3 && rate == 1; attempt++)
        rate = zmm_over_ymm() >= 1.5 ? 2 : 1;
}

int jit_fma_rate(void)
{
    pthread_once(&once, measure);
    return rate;
}

#else

int jit_fma_rate(void)
{
    return 1;
}

#endif

/*
 * A ceiling probe, not part of tt: what the per-call transpose of NCHW
 * convolution weights costs, and whether it can hide under the compute.
 * SSD's 3x3 stride-2 layer C128 10x10 -> F256 5x5 has 1.2 MB of OIHW
 * weights, W[f][c*9 + tap]; tt vectorizes the output channels, so every
 * call packs 32-channel panels [c][tap][32 f] (16x16 register transposes,
 * jit/llvm_emit.c transpose_loop).  Each mode below does the whole 1.2 MB
 * (8 panels), best of 50:
 *
 *   transpose    16 rows of 16 loaded, 64 two-source permutes, 16 stores
 *   +prefetch    the same, each row's next line prefetched
 *   hot-L2       the transpose of one 147 KB panel 8 times (source in L2)
 *   memcpy       a plain copy of the weights, panel by panel
 *   gather       one 16-lane gather a vector
 *   scalar       element by element
 *   compute      an FMA-bound stand-in of the layer's register tile alone
 *                (10 accumulators, broadcast x weight vector, 5 rows x 128
 *                channels x 9 taps a panel), then with the transposes
 *                before each panel, then with one 16x16 block after every
 *                4th reduction step (the next panel's, as a software
 *                pipeline would), with a prefetch 2 blocks ahead
 *
 * Measured (2026-11-26, AMD EPYC Zen 4, one thread): transpose 22.3 us,
 * +prefetch 21.7, hot-L2 20.2, memcpy 22.8, gather 93, scalar 189: the L3
 * read and the permutes bound the transpose alike, so neither a prefetch
 * nor cheaper shuffles alone would help.  Compute alone 127.7 us (115
 * GFLOP/s), transpose then compute 150.7, interleaved 224.9: hiding the
 * transpose in the compute loses.  tt's kernels the same day: NCHW 150 us,
 * NCHW with the weights constant 129, NHWC 128.
 *
 *   clang-19 -O3 -march=native bench/probes/weight_transpose.c -o /tmp/wt && /tmp/wt
 */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define F 256
#define K 1152   /* 128 channels x 9 taps */
#define FB 32    /* a panel's output channels */

static float *src, *dst, *xin, out[F * 25];

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* tt's transpose (jit/llvm_emit.c transpose_rows): stage b swaps bit b of
 * the row index with bit b of the lane index, 4 stages of 16 two-source
 * permutes */
static inline void tr16(__m512 r[16])
{
    for (int bit = 1; bit < 16; bit <<= 1) {
        int lo[16], hi[16];
        for (int j = 0; j < 16; j++) {
            lo[j] = j & bit ? 16 + (j ^ bit) : j;
            hi[j] = j & bit ? 16 + j : j ^ bit;
        }
        __m512i ml = _mm512_loadu_si512(lo), mh = _mm512_loadu_si512(hi);
        for (int i = 0; i < 16; i++) {
            if (i & bit)
                continue;
            __m512 a = r[i], c = r[i | bit];
            r[i] = _mm512_permutex2var_ps(a, ml, c);
            r[i | bit] = _mm512_permutex2var_ps(a, mh, c);
        }
    }
}

/* block b (0..143) of panel fb: 16 channels x 16 columns */
static inline void block(int fb, int b, int pf)
{
    int vo = b / (K / 16), ko = b % (K / 16);
    const float *s = src + (size_t)(fb * FB + vo * 16) * K + ko * 16;
    __m512 r[16];
    for (int i = 0; i < 16; i++) {
        r[i] = _mm512_loadu_ps(s + (size_t)i * K);
        if (pf)
            _mm_prefetch((const char *)(s + (size_t)i * K + 16 * pf), _MM_HINT_T0);
    }
    tr16(r);
    for (int j = 0; j < 16; j++)
        _mm512_storeu_ps(dst + (size_t)(ko * 16 + j) * FB + vo * 16, r[j]);
}

static void panel(int fb, int pf)
{
    for (int b = 0; b < 2 * (K / 16); b++)
        block(fb, b, pf);
}

static void gather_panel(int fb)
{
    __m512i idx = _mm512_mullo_epi32(
        _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_set1_epi32(K));
    for (int vo = 0; vo < 2; vo++)
        for (int k = 0; k < K; k++)
            _mm512_storeu_ps(dst + (size_t)k * FB + vo * 16,
                             _mm512_i32gather_ps(idx, src + (size_t)(fb * FB + vo * 16) * K + k, 4));
}

static void scalar_panel(int fb)
{
    for (int f = 0; f < FB; f++)
        for (int k = 0; k < K; k++)
            dst[(size_t)k * FB + f] = src[(size_t)(fb * FB + f) * K + k];
}

/* the layer's register tile for one panel; mode 2 interleaves the next
 * panel's blocks (into the same buffer: timing only) */
static void compute(int fb, int mode)
{
    int nb = 0;
    for (int y = 0; y < 5; y++) {
        __m512 acc[10];
        for (int i = 0; i < 10; i++)
            acc[i] = _mm512_setzero_ps();
        for (int c = 0; c < 128; c++) {
            const float *w = dst + (size_t)c * 9 * FB, *xi = xin + c * 176 + y * 32;
#pragma clang loop unroll(full)
            for (int t = 0; t < 9; t++) {
                __m512 w0 = _mm512_loadu_ps(w + t * FB), w1 = _mm512_loadu_ps(w + t * FB + 16);
#pragma clang loop unroll(full)
                for (int x = 0; x < 5; x++) {
                    __m512 b = _mm512_set1_ps(xi[(t / 3) * 16 + t % 3 + 2 * x]);
                    acc[2 * x] = _mm512_fmadd_ps(b, w0, acc[2 * x]);
                    acc[2 * x + 1] = _mm512_fmadd_ps(b, w1, acc[2 * x + 1]);
                }
            }
            if (mode == 2 && fb + 1 < F / FB && c % 4 == 0 && nb < 2 * (K / 16))
                block(fb + 1, nb++, 2);
        }
        for (int i = 0; i < 10; i++)
            _mm512_storeu_ps(out + fb * FB * 25 + y * 160 + i * 16, acc[i]);
    }
}

static double best_of(int mode)
{
    double best = 1e9;
    for (int it = 0; it < 50; it++) {
        double t0 = now();
        for (int fb = 0; fb < F / FB; fb++) {
            switch (mode) {
            case 0: panel(fb, 0); break;
            case 1: panel(fb, 1); break;
            case 2: panel(0, 0); break;   /* hot-L2: the same panel */
            case 3: memcpy(dst, src + (size_t)fb * FB * K, sizeof(float) * FB * K); break;
            case 4: gather_panel(fb); break;
            case 5: scalar_panel(fb); break;
            case 6: compute(fb, 0); break;
            case 7: panel(fb, 0); compute(fb, 0); break;
            case 8: if (fb == 0) panel(0, 0); compute(fb, 2); break;
            }
        }
        __asm__ volatile("" ::"m"(out[0]), "m"(dst[0]) : "memory");
        double t = now() - t0;
        if (t < best)
            best = t;
    }
    return best * 1e6;
}

int main(void)
{
    src = aligned_alloc(64, sizeof(float) * F * K);
    dst = aligned_alloc(64, sizeof(float) * FB * K);
    xin = aligned_alloc(64, sizeof(float) * 128 * 176);
    if (!src || !dst || !xin)
        return 1;
    for (int i = 0; i < F * K; i++)
        src[i] = (float)i * 1e-6f;
    for (int i = 0; i < 128 * 176; i++)
        xin[i] = 1.0f;
    /* the transpose checked once against the scalar one */
    panel(3, 0);
    float *ref = malloc(sizeof(float) * FB * K);
    memcpy(ref, dst, sizeof(float) * FB * K);
    scalar_panel(3);
    if (!ref || memcmp(ref, dst, sizeof(float) * FB * K) != 0) {
        puts("transpose mismatch");
        return 1;
    }
    free(ref);
    const char *names[] = {"transpose", "+prefetch", "hot-L2", "memcpy", "gather", "scalar",
                           "compute alone", "transpose, then compute", "interleaved"};
    for (int m = 0; m < 9; m++)
        printf("%-24s %7.1f us\n", names[m], best_of(m));
    return 0;
}

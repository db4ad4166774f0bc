/*
 * A ceiling probe, not part of tt: the NCHW convolution whose OIHW weights
 * are too big to transpose on every call, done the other way round.
 *
 * SSD's 3x3 stride-2 layer C128 10x10 -> F256 5x5 (14.7 MFLOP, 1.2 MB of
 * weights, 25 output pixels) is tt's one NCHW case below 0.85 of NHWC:
 * tt vectorizes the output channels, so every call transposes the weights
 * (bench/probes/weight_transpose.c: ~22 us of a 150 us kernel, bound by
 * the L3 read and the L1<->L2 traffic, not by the shuffles).
 *
 * The reduction-vectorized ("dot") form needs no transpose: the reduction
 * (c, ky, kx) fused into one axis of 1152 is contiguous in each OIHW row,
 * so Y[f][p] = sum_k Wt[f][k] * col[p][k], with col an im2col pack of the
 * input ([pixel][c][ky][kx], 115 KB, from a zero-padded copy), accumulators
 * of 16 partial sums along k (nf x np of them), and a horizontal sum at the
 * end.  Weights stream from L3 inside the FMA loop, as NHWC's do.
 *
 * Measured (2026-11-26, AMD EPYC Zen 4, one thread, best of 300, a TVM run
 * busy on the other CPU; two runs of the program):
 *   im2col (naive, bounds-checked)   7.3 us (17.8 in a first version)
 *   im2col (padded copy, 3 x 4-float copies per (pixel, channel))  4.7 us
 *   dot tile 4 x 5 (f x pixels)     130.9 us   2 x 5: 156.8   3 x 5: 134.0
 *                    5 x 5          130.6 us   8 x 3 (24 of 25 pixels):
 *                                              125.7 and 141.7
 *   padded im2col + 4 x 5           136.2 us = 108.3 GFLOP/s
 * tt (bench/results/2026-11-26.json, tt run): NCHW (default, transposing)
 * 149-151 us, NHWC 121-128 us.
 * So the dot form would put the case at ~0.89-0.94 of NHWC (target 0.85).
 * What tt lacks for it: a fused reduction axis (the vars c, ky, kx as one
 * loop whose lanes run along k), an im2col pack laid out along it; the
 * vector accumulators and the horizontal sum exist (vec=r).
 * Also measured, in weight_transpose.c's terms: transposing 16-channel
 * slices (18 KB, L1) just before their use, partial sums in a contiguous
 * local buffer, 149.8-152.6 us (with a prefetch of the next slice 154.6):
 * no better than transposing a 147 KB panel, then computing (151).
 *
 *   clang-19 -O3 -march=native bench/probes/conv_dot_nchw.c -o /tmp/cd && /tmp/cd
 */
#include <immintrin.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define F 256
#define C 128
#define H 10
#define HP 12 /* H + 2 * pad */
#define OH 5
#define P 25
#define K (C * 9)

static float *W, *X, *Xp, *col, *out, *ref;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void im2col_naive(void)
{
    for (int p = 0; p < P; p++) {
        int oy = p / OH, ox = p % OH;
        float *d = col + (size_t)p * K;
        for (int c = 0; c < C; c++)
            for (int ky = 0; ky < 3; ky++)
                for (int kx = 0; kx < 3; kx++) {
                    int iy = 2 * oy - 1 + ky, ix = 2 * ox - 1 + kx;
                    d[c * 9 + ky * 3 + kx] =
                        iy >= 0 && iy < H && ix >= 0 && ix < H ? X[(c * H + iy) * H + ix] : 0.f;
                }
    }
}

/* a zero-padded copy, then each (pixel, channel) as three 4-float copies
 * that overlap by one (the 4th float is overwritten by the next row; col
 * has 16 floats of slack at its end) */
static void im2col_padded(void)
{
    memset(Xp, 0, sizeof(float) * C * HP * HP);
    for (int c = 0; c < C; c++)
        for (int y = 0; y < H; y++)
            memcpy(Xp + (c * HP + y + 1) * HP + 1, X + (c * H + y) * H, sizeof(float) * H);
    for (int p = 0; p < P; p++) {
        int oy = p / OH, ox = p % OH;
        float *d = col + (size_t)p * K;
        for (int c = 0; c < C; c++) {
            const float *s = Xp + (c * HP + 2 * oy) * HP + 2 * ox;
            _mm_storeu_ps(d + c * 9, _mm_loadu_ps(s));
            _mm_storeu_ps(d + c * 9 + 3, _mm_loadu_ps(s + HP));
            _mm_storeu_ps(d + c * 9 + 6, _mm_loadu_ps(s + 2 * HP));
        }
    }
}

/* nf output channels x np pixels of 16-lane accumulators along k */
#define TILE(NF, NP)                                                                  \
    static void dot_##NF##x##NP(void)                                                 \
    {                                                                                 \
        for (int fb = 0; fb + NF <= F; fb += NF)                                      \
            for (int pb = 0; pb + NP <= P; pb += NP) {                                \
                __m512 acc[NF][NP];                                                   \
                for (int i = 0; i < NF; i++)                                          \
                    for (int j = 0; j < NP; j++)                                      \
                        acc[i][j] = _mm512_setzero_ps();                              \
                const float *w = W + (size_t)fb * K, *x = col + (size_t)pb * K;       \
                for (int k = 0; k < K; k += 16) {                                     \
                    __m512 xv[NP];                                                    \
                    for (int j = 0; j < NP; j++)                                      \
                        xv[j] = _mm512_loadu_ps(x + (size_t)j * K + k);               \
                    for (int i = 0; i < NF; i++) {                                    \
                        __m512 wv = _mm512_loadu_ps(w + (size_t)i * K + k);           \
                        for (int j = 0; j < NP; j++)                                  \
                            acc[i][j] = _mm512_fmadd_ps(wv, xv[j], acc[i][j]);        \
                    }                                                                 \
                }                                                                     \
                for (int i = 0; i < NF; i++)                                          \
                    for (int j = 0; j < NP; j++)                                      \
                        out[(fb + i) * P + pb + j] = _mm512_reduce_add_ps(acc[i][j]); \
            }                                                                         \
    }
TILE(4, 5)
TILE(2, 5)
TILE(3, 5)
TILE(5, 5)
TILE(8, 3)

static double best_us(void (*a)(void), void (*b)(void))
{
    double best = 1e9;
    for (int it = 0; it < 300; it++) {
        double t0 = now();
        if (a)
            a();
        if (b)
            b();
        __asm__ volatile("" ::"m"(out[0]), "m"(col[0]) : "memory");
        double t = now() - t0;
        if (t < best)
            best = t;
    }
    return best * 1e6;
}

int main(void)
{
    W = aligned_alloc(64, sizeof(float) * F * K);
    X = aligned_alloc(64, sizeof(float) * C * H * H);
    Xp = aligned_alloc(64, sizeof(float) * (C * HP * HP + 16));
    col = aligned_alloc(64, sizeof(float) * (P * K + 16));
    out = malloc(sizeof(float) * F * P);
    ref = malloc(sizeof(float) * F * P);
    if (!W || !X || !Xp || !col || !out || !ref)
        return 1;
    for (int i = 0; i < F * K; i++)
        W[i] = (float)((i * 7) % 13) * 0.01f;
    for (int i = 0; i < C * H * H; i++)
        X[i] = (float)((i * 5) % 11) * 0.1f;
    for (int f = 0; f < F; f++)
        for (int p = 0; p < P; p++) {
            double s = 0;
            for (int c = 0; c < C; c++)
                for (int ky = 0; ky < 3; ky++)
                    for (int kx = 0; kx < 3; kx++) {
                        int iy = 2 * (p / OH) - 1 + ky, ix = 2 * (p % OH) - 1 + kx;
                        if (iy >= 0 && iy < H && ix >= 0 && ix < H)
                            s += W[(size_t)f * K + c * 9 + ky * 3 + kx] * X[(c * H + iy) * H + ix];
                    }
            ref[f * P + p] = (float)s;
        }
    void (*im[])(void) = {im2col_naive, im2col_padded};
    for (int v = 0; v < 2; v++) {
        im[v]();
        dot_4x5();
        for (int i = 0; i < F * P; i++)
            if (fabsf(out[i] - ref[i]) > 1e-3f * (1 + fabsf(ref[i]))) {
                printf("mismatch at %d: %g, expected %g\n", i, out[i], ref[i]);
                return 1;
            }
    }
    printf("im2col naive          %6.1f us\n", best_us(im2col_naive, NULL));
    printf("im2col padded         %6.1f us\n", best_us(im2col_padded, NULL));
    struct { const char *name; void (*fn)(void); } t[] = {
        {"4x5", dot_4x5}, {"2x5", dot_2x5}, {"3x5 (255 rows)", dot_3x5},
        {"5x5 (255 rows)", dot_5x5}, {"8x3 (24 pixels)", dot_8x3}};
    for (int i = 0; i < 5; i++)
        printf("dot %-17s %6.1f us\n", t[i].name, best_us(t[i].fn, NULL));
    double b = best_us(im2col_padded, dot_4x5);
    printf("padded im2col + 4x5   %6.1f us = %.1f GFLOP/s\n", b, 2.0 * F * P * K / b * 1e-3);
    return 0;
}

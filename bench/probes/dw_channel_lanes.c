/*
 * A ceiling probe, not part of tt: an NCHW depthwise convolution on a
 * small image (C1152, 7x7 by default, K x K taps, pad K/2) computed in
 * channel lanes -- the form tt's default takes for short rows under 16
 * taps or more (docs/WINDOWS.md, "Channel lanes by default") -- written
 * by hand with AVX-512 intrinsics, to learn what the register transposes
 * of that form cost on this machine.
 *
 * Per 16 channels: the input's 49 positions go into a zero-padded window
 * [y][x][16 channels] in 16x16 register transposes (4 stages of 16
 * shuffles; 4 blocks, the last overlapping), a register tile of one output
 * row (7 accumulators) runs the K*K taps, and the output goes back to
 * NCHW in the same transposes.  Modes:
 *
 *   full      transposes in and out, the compute reading the window
 *   compute   the compute alone, from a window filled once
 *   scratch   transposes in and out, but the input's stored to a buffer
 *             the compute does not read (it reads a stale window)
 *
 * Checked against a scalar reference.  Measured (2026-11-30, AMD EPYC
 * Zen 5, one thread, best of 200 x 10 runs, two runs): 3x3: full 95-98
 * GFLOP/s, compute 249-250, scratch 119-132; 5x5: full 151-154, compute
 * 225-226, scratch 168-173.
 * tt's row form of the 3x3 C960 7x7 layer ran 118 on the same day and
 * NHWC 247: with 9 taps the transposes' shuffles (8 blocks of 64 against
 * 441 FMAs a 16 channels) cost more than the channel lanes gain.
 *
 *   clang-19 -O3 -march=native -DK=3 bench/probes/dw_channel_lanes.c -o /tmp/chl && /tmp/chl
 */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef H
#define H 7
#endif
#ifndef K
#define K 3
#endif
#ifndef C
#define C 1152
#endif
#define P (K / 2)
#define WW (H + 2 * P)
#define NB ((H * H + 15) / 16)

static float X[C * H * H] __attribute__((aligned(64)));
static float Y[C * H * H] __attribute__((aligned(64)));
static float Wt[C * K * K];
static float wpk[C / 16][K * K][16] __attribute__((aligned(64)));
static float win[WW * WW * 16] __attribute__((aligned(64)));
static float scratch[H * H * 16 + 256] __attribute__((aligned(64)));
static float acc[H * H * 16] __attribute__((aligned(64)));
static int woff[H * H];   /* a position's offset in the window */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline __m512 pd_lo(__m512 a, __m512 b)
{
    return _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)));
}

static inline __m512 pd_hi(__m512 a, __m512 b)
{
    return _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)));
}

/* r[i][j] -> r[j][i], 16 x 16 floats */
static inline void transpose16(__m512 r[16])
{
    __m512 t[16];
    for (int i = 0; i < 16; i += 2) {
        t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
        t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
    }
    for (int i = 0; i < 16; i += 4) {
        r[i] = pd_lo(t[i], t[i + 2]);
        r[i + 1] = pd_hi(t[i], t[i + 2]);
        r[i + 2] = pd_lo(t[i + 1], t[i + 3]);
        r[i + 3] = pd_hi(t[i + 1], t[i + 3]);
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 16; j += 8) {
            t[i + j] = _mm512_shuffle_f32x4(r[i + j], r[i + 4 + j], 0x88);
            t[i + 4 + j] = _mm512_shuffle_f32x4(r[i + j], r[i + 4 + j], 0xdd);
        }
    for (int i = 0; i < 8; i++) {
        r[i] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0x88);
        r[i + 8] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0xdd);
    }
}

static inline void copy_in(const float *x, int p0, int to_window)
{
    __m512 r[16];
    for (int c = 0; c < 16; c++)
        r[c] = _mm512_loadu_ps(x + c * H * H + p0);
    transpose16(r);
    for (int i = 0; i < 16; i++)
        _mm512_store_ps(to_window ? win + woff[p0 + i] : scratch + (p0 + i) * 16, r[i]);
}

static inline void copy_out(float *y, int p0)
{
    __m512 r[16];
    for (int i = 0; i < 16; i++)
        r[i] = _mm512_load_ps(acc + (p0 + i) * 16);
    transpose16(r);
    for (int c = 0; c < 16; c++)
        _mm512_storeu_ps(y + c * H * H + p0, r[c]);
}

static inline void compute_row(int cb, int y)
{
    __m512 a[H];
    for (int x = 0; x < H; x++)
        a[x] = _mm512_setzero_ps();
    for (int r = 0; r < K; r++)
        for (int s = 0; s < K; s++) {
            __m512 w = _mm512_load_ps(wpk[cb][r * K + s]);
            for (int x = 0; x < H; x++)
                a[x] = _mm512_fmadd_ps(_mm512_load_ps(win + ((y + r) * WW + x + s) * 16), w, a[x]);
        }
    for (int x = 0; x < H; x++)
        _mm512_store_ps(acc + (y * H + x) * 16, a[x]);
}

enum { FULL, COMPUTE, SCRATCH };

static void run(int mode)
{
    for (int cb = 0; cb < C / 16; cb++) {
        const float *x = X + cb * 16 * H * H;
        float *y = Y + cb * 16 * H * H;
        if (mode != COMPUTE)
            for (int b = 0; b < NB; b++)
                copy_in(x, b < NB - 1 ? b * 16 : H * H - 16, mode == FULL);
        for (int r = 0; r < H; r++)
            compute_row(cb, r);
        if (mode != COMPUTE)
            for (int b = 0; b < NB; b++)
                copy_out(y, b < NB - 1 ? b * 16 : H * H - 16);
    }
}

int main(void)
{
    for (int i = 0; i < C * H * H; i++)
        X[i] = (float)(rand() % 7 - 3);
    for (int i = 0; i < C * K * K; i++)
        Wt[i] = (float)(rand() % 5 - 2);
    for (int cb = 0; cb < C / 16; cb++)
        for (int t = 0; t < K * K; t++)
            for (int l = 0; l < 16; l++)
                wpk[cb][t][l] = Wt[(cb * 16 + l) * K * K + t];
    for (int p = 0; p < H * H; p++)
        woff[p] = ((p / H + P) * WW + p % H + P) * 16;
    memset(win, 0, sizeof win);
    static const char *name[] = {"full", "compute", "scratch"};
    for (int mode = FULL; mode <= SCRATCH; mode++) {
        double best = 1e9;
        for (int it = 0; it < 200; it++) {
            double t0 = now();
            for (int k = 0; k < 10; k++)
                run(mode);
            double t = (now() - t0) / 10;
            if (t < best)
                best = t;
        }
        printf("%dx%d C%d %dx%d %-8s %6.1f GFLOP/s\n", K, K, C, H, H, name[mode],
               2.0 * C * H * H * K * K / best * 1e-9);
    }
    run(FULL);
    double err = 0;
    for (int c = 0; c < C; c++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < H; x++) {
                double s = 0;
                for (int r = 0; r < K; r++)
                    for (int q = 0; q < K; q++) {
                        int iy = y + r - P, ix = x + q - P;
                        if (iy >= 0 && iy < H && ix >= 0 && ix < H)
                            s += X[c * H * H + iy * H + ix] * Wt[c * K * K + r * K + q];
                    }
                double d = s - Y[c * H * H + y * H + x];
                err = d > err ? d : -d > err ? -d : err;
            }
    printf("max abs error %g\n", err);
    return err > 1e-3;
}

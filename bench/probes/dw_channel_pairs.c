/*
 * A ceiling probe, not part of tt: a 3x3 depthwise convolution (pad 1) on
 * C960 7x7 NCHW images, the rows read in place as tt's default reads them
 * at 512 bits (8 lanes for a row of 7: half a vector), against two
 * channels' rows in the halves of one 512-bit vector -- the form the
 * fifty-first session left unbuilt ("a vector index of two pieces").
 * Written by hand with AVX-512 intrinsics:
 *
 *   rows8   one channel, 8 lanes: each tap a masked 256-bit load at its
 *           column offset, 7 register rows (tt's `direct_rows` default)
 *   pairs   two channels a vector: each tap two masked 256-bit loads and
 *           an insert into the upper half, 16-lane FMAs, the weights a
 *           pair of broadcasts
 *   shifts  as pairs, but each input row loaded once (7 columns and a
 *           zero lane a half) and the taps at x-1 and x+1 its shifts by
 *           one lane (valignd with zeros): the zero lane between the
 *           halves is the padding of both channels' rows
 *
 * Each checked against a scalar reference.  Measured (2026-11-30, AMD
 * EPYC Zen 5, one thread, best of 300 x 10 runs, three runs): rows8
 * 122-127 GFLOP/s, pairs 141-152, shifts 155-160
 * (tt's default on the layer: 118; NHWC 247).  Two channels a vector gain
 * a quarter, not the twice their FMA count says: the pairs' inserts,
 * shifts, weight pairs and the stores' extracts are 30-37 shuffles a pair
 * of channels against 63 FMAs, and this core retires about one 512-bit
 * shuffle a cycle.
 *
 *   clang-19 -O3 -march=native bench/probes/dw_channel_pairs.c -o /tmp/pairs && /tmp/pairs
 */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define H 7     /* rows and columns; at most 8 */
#define C 960   /* channels, even */

static float X[C * H * H + 64] __attribute__((aligned(64)));
static float Y[C * H * H + 64] __attribute__((aligned(64)));
static float Ref[C * H * H + 64];
static float Wt[C * 9];
static __mmask8 tapmask[3];   /* lane x reads column x + dx - 1 inside the row */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline __m256 tap(const float *plane, int dx, int y)
{
    return _mm256_maskz_loadu_ps(tapmask[dx], plane + y * H + dx - 1);
}

static void rows8(void)
{
    for (int c = 0; c < C; c++) {
        const float *p = X + c * H * H;
        __m256 w[9], a[H];
        for (int t = 0; t < 9; t++)
            w[t] = _mm256_set1_ps(Wt[c * 9 + t]);
        for (int y = 0; y < H; y++)
            a[y] = _mm256_setzero_ps();
        for (int yi = 0; yi < H; yi++)
            for (int dx = 0; dx < 3; dx++) {
                __m256 v = tap(p, dx, yi);
                for (int dy = 0; dy < 3; dy++) {
                    int y = yi - dy + 1;
                    if (y >= 0 && y < H)
                        a[y] = _mm256_fmadd_ps(v, w[dy * 3 + dx], a[y]);
                }
            }
        for (int y = 0; y < H; y++)
            _mm256_mask_storeu_ps(Y + c * H * H + y * H, (1 << H) - 1, a[y]);
    }
}

static inline __m512 pair_of(__m256 lo, __m256 hi)
{
    return _mm512_insertf32x8(_mm512_castps256_ps512(lo), hi, 1);
}

static inline void store_pair(int c, int y, __m512 a)
{
    _mm256_mask_storeu_ps(Y + c * H * H + y * H, (1 << H) - 1, _mm512_castps512_ps256(a));
    _mm256_mask_storeu_ps(Y + (c + 1) * H * H + y * H, (1 << H) - 1, _mm512_extractf32x8_ps(a, 1));
}

static void pairs(int shifts)
{
    const __m512i z = _mm512_setzero_si512();
    for (int c = 0; c < C; c += 2) {
        const float *p = X + c * H * H, *q = p + H * H;
        __m512 w[9], a[H];
        for (int t = 0; t < 9; t++)
            w[t] = pair_of(_mm256_set1_ps(Wt[c * 9 + t]), _mm256_set1_ps(Wt[(c + 1) * 9 + t]));
        for (int y = 0; y < H; y++)
            a[y] = _mm512_setzero_ps();
        for (int yi = 0; yi < H; yi++) {
            __m512 v[3];
            if (shifts) {
                __m512i m = _mm512_castps_si512(pair_of(tap(p, 1, yi), tap(q, 1, yi)));
                v[0] = _mm512_castsi512_ps(_mm512_alignr_epi32(m, z, 15));
                v[1] = _mm512_castsi512_ps(m);
                v[2] = _mm512_castsi512_ps(_mm512_alignr_epi32(z, m, 1));
            } else {
                for (int dx = 0; dx < 3; dx++)
                    v[dx] = pair_of(tap(p, dx, yi), tap(q, dx, yi));
            }
            for (int dx = 0; dx < 3; dx++)
                for (int dy = 0; dy < 3; dy++) {
                    int y = yi - dy + 1;
                    if (y >= 0 && y < H)
                        a[y] = _mm512_fmadd_ps(v[dx], w[dy * 3 + dx], a[y]);
                }
        }
        for (int y = 0; y < H; y++)
            store_pair(c, y, a[y]);
    }
}

static void run(int mode)
{
    if (mode == 0)
        rows8();
    else
        pairs(mode == 2);
}

int main(void)
{
    for (int i = 0; i < C * H * H; i++)
        X[i] = (float)(rand() % 7 - 3);
    for (int i = 0; i < C * 9; i++)
        Wt[i] = (float)(rand() % 5 - 2);
    for (int dx = 0; dx < 3; dx++) {
        int m = 0;
        for (int x = 0; x < H; x++)
            if (x + dx - 1 >= 0 && x + dx - 1 < H)
                m |= 1 << x;
        tapmask[dx] = (__mmask8)m;
    }
    for (int c = 0; c < C; c++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < H; x++) {
                float acc = 0;
                for (int r = 0; r < 3; r++)
                    for (int q = 0; q < 3; q++) {
                        int iy = y + r - 1, ix = x + q - 1;
                        if (iy >= 0 && iy < H && ix >= 0 && ix < H)
                            acc += X[c * H * H + iy * H + ix] * Wt[c * 9 + r * 3 + q];
                    }
                Ref[c * H * H + y * H + x] = acc;
            }
    static const char *name[] = {"rows8", "pairs", "shifts"};
    int bad = 0;
    for (int mode = 0; mode < 3; mode++) {
        double best = 1e9;
        for (int it = 0; it < 300; it++) {
            double t0 = now();
            for (int r = 0; r < 10; r++)
                run(mode);
            double t = (now() - t0) / 10;
            if (t < best)
                best = t;
        }
        double err = 0;
        for (int i = 0; i < C * H * H; i++)
            err = Ref[i] - Y[i] > err ? Ref[i] - Y[i] : Y[i] - Ref[i] > err ? Y[i] - Ref[i] : err;
        bad |= err > 1e-3;
        printf("3x3 C%d %dx%d %-7s %6.1f GFLOP/s  (max abs error %g)\n", C, H, H,
               name[mode], 2.0 * C * H * H * 9 / best * 1e-9, err);
    }
    return bad;
}

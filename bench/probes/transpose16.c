/*
 * The two register-transpose networks of jit/llvm_transpose.c on a 16 x 16
 * float block, as a C microbenchmark (AVX-512 hosts): a matrix of F rows
 * of M floats is transposed into M rows of F floats, block by block, as
 * a transposing pack does to OIHW weights.
 *
 *   bitswap  stage b swaps bit b of the row index with bit b of the lane
 *            index (the network first written; LLVM lowers its shuffles
 *            to vpermt2ps plus register copies)
 *   unpack   unpcklps/unpckhps, unpcklpd/unpckhpd within 128-bit chunks,
 *            then the chunks across vectors with vshuff32x4 (what
 *            transpose_by_unpacks emits)
 *   chunks   the chunk stage first, from memory: each vector assembled
 *            from four 128-bit loads (row 4c+k's chunk a into chunk c of
 *            vector 4a+k), then only the in-chunk unpacks (what
 *            jit_llvm_transpose_load emits for a transposing pack)
 *   copy     the same loads and stores without the shuffles (the floor)
 *
 *   clang-19 -O2 -march=native bench/probes/transpose16.c -o /tmp/transpose16
 *   /tmp/transpose16            # F = 32, 64, 256 rows; M = 1152
 *
 * Each time is the best of 20 calls, by the thread's CPU time.  Every
 * network's output is checked against a scalar transpose.
 *
 * Xeon (sapphirerapids), 3 runs: F = 32: unpack 4.7 us, chunks 4.7, copy
 * 4.7; F = 256 (1.1 MB): 93-94, 97-101, 90-92.  The unpacks already run
 * at the loads' and stores' pace, so the chunks' fewer shuffles buy
 * nothing: an NCHW convolution's per-call weight transpose costs its
 * memory traffic (SSD's 3x3 stride-2 C128 -> 256 10x10, 1.2 MB of
 * weights: 29% of the kernel's time, the rest the FMAs).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__AVX512F__)
typedef float v16 __attribute__((vector_size(64)));
#define M 1152
#define SH __builtin_shufflevector

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static v16 ld(const float *p)
{
    v16 v;
    memcpy(&v, p, sizeof v);
    return v;
}

static void st(float *p, v16 v)
{
    memcpy(p, &v, sizeof v);
}

static void bitswap_block(v16 *r)
{
    for (int i = 0; i < 16; i += 2) {
        v16 a = r[i], c = r[i + 1];
        r[i] = SH(a, c, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
        r[i + 1] = SH(a, c, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
    }
    for (int i = 0; i < 16; i++) {
        if (i & 2)
            continue;
        v16 a = r[i], c = r[i | 2];
        r[i] = SH(a, c, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
        r[i | 2] = SH(a, c, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
    }
    for (int i = 0; i < 16; i++) {
        if (i & 4)
            continue;
        v16 a = r[i], c = r[i | 4];
        r[i] = SH(a, c, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
        r[i | 4] = SH(a, c, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
    }
    for (int i = 0; i < 8; i++) {
        v16 a = r[i], c = r[i | 8];
        r[i] = SH(a, c, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
        r[i | 8] = SH(a, c, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
    }
}

/* in-chunk 4 x 4 transposes of r[4a..4a+3], a = 0..3 */
static void in_chunk_block(v16 *r)
{
    for (int i = 0; i < 16; i += 4) {
        v16 t0 = SH(r[i], r[i + 1], 0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29);
        v16 t1 = SH(r[i], r[i + 1], 2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31);
        v16 t2 = SH(r[i + 2], r[i + 3], 0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29);
        v16 t3 = SH(r[i + 2], r[i + 3], 2, 18, 3, 19, 6, 22, 7, 23, 10, 26, 11, 27, 14, 30, 15, 31);
        r[i] = SH(t0, t2, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
        r[i + 1] = SH(t0, t2, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
        r[i + 2] = SH(t1, t3, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
        r[i + 3] = SH(t1, t3, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
    }
}

static void unpack_block(v16 *r)
{
    in_chunk_block(r);
    /* r[4a+k] chunk g: rows 4a..4a+3 at column 4g+k */
    for (int k = 0; k < 4; k++) {
        v16 a0 = r[k], a1 = r[4 + k], a2 = r[8 + k], a3 = r[12 + k];
        v16 b0 = SH(a0, a1, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
        v16 b1 = SH(a0, a1, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
        v16 b2 = SH(a2, a3, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
        v16 b3 = SH(a2, a3, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
        r[k] = SH(b0, b2, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
        r[4 + k] = SH(b0, b2, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
        r[8 + k] = SH(b1, b3, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
        r[12 + k] = SH(b1, b3, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
    }
}

typedef float v4 __attribute__((vector_size(16)));
typedef float v8 __attribute__((vector_size(32)));

static v4 ld4(const float *p)
{
    v4 v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* vector 4a+k: chunk c is row 4c+k's chunk a */
static v16 gather_chunks(const float *src, size_t stride, int a, int k)
{
    v8 lo = SH(ld4(src + (size_t)k * stride + 4 * a), ld4(src + (size_t)(4 + k) * stride + 4 * a),
               0, 1, 2, 3, 4, 5, 6, 7);
    v8 hi = SH(ld4(src + (size_t)(8 + k) * stride + 4 * a),
               ld4(src + (size_t)(12 + k) * stride + 4 * a), 0, 1, 2, 3, 4, 5, 6, 7);
    return SH(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

static int F;

#define TRANSPOSE(name, block)                                                      \
    __attribute__((noinline)) static void name(const float *src, float *dst)       \
    {                                                                               \
        for (int f = 0; f < F; f += 16)                                             \
            for (int m = 0; m < M; m += 16) {                                       \
                v16 r[16];                                                          \
                for (int i = 0; i < 16; i++)                                        \
                    r[i] = ld(src + (size_t)(f + i) * M + m);                       \
                block;                                                              \
                for (int j = 0; j < 16; j++)                                        \
                    st(dst + (size_t)(m + j) * F + f, r[j]);                        \
            }                                                                       \
    }
TRANSPOSE(t_bitswap, bitswap_block(r))
TRANSPOSE(t_unpack, unpack_block(r))
TRANSPOSE(t_copy, __asm__ volatile("" : : : "memory"))

__attribute__((noinline)) static void t_chunks(const float *src, float *dst)
{
    for (int f = 0; f < F; f += 16)
        for (int m = 0; m < M; m += 16) {
            v16 r[16];
            for (int a = 0; a < 4; a++)
                for (int k = 0; k < 4; k++)
                    r[4 * a + k] = gather_chunks(src + (size_t)f * M + m, M, a, k);
            in_chunk_block(r);
            for (int j = 0; j < 16; j++)
                st(dst + (size_t)(m + j) * F + f, r[j]);
        }
}

static double best_ms(void (*fn)(const float *, float *), const float *s, float *d)
{
    double best = 1e30;
    for (int q = 0; q < 20; q++) {
        double a = now_ms();
        fn(s, d);
        double b = now_ms() - a;
        best = b < best ? b : best;
    }
    return best;
}

int main(void)
{
    static const int sizes[] = {32, 64, 256};
    printf("16x16 register transposes of an F x %d float matrix, best of 20, us\n", M);
    printf("%6s %10s %10s %10s %10s %10s\n", "F", "KB", "bitswap", "unpack", "chunks", "copy");
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
        F = sizes[z];
        size_t n = (size_t)F * M;
        float *s = aligned_alloc(64, n * 4), *d1 = aligned_alloc(64, n * 4),
              *d2 = aligned_alloc(64, n * 4), *d3 = aligned_alloc(64, n * 4);
        if (!s || !d1 || !d2 || !d3)
            return 1;
        for (size_t i = 0; i < n; i++)
            s[i] = (float)i;
        t_bitswap(s, d1);
        t_unpack(s, d2);
        t_chunks(s, d3);
        for (int m = 0; m < M; m++)
            for (int f = 0; f < F; f++) {
                float e = s[(size_t)f * M + m];
                if (d1[(size_t)m * F + f] != e || d2[(size_t)m * F + f] != e ||
                    d3[(size_t)m * F + f] != e) {
                    fprintf(stderr, "wrong transpose at %d, %d\n", m, f);
                    return 1;
                }
            }
        double a = best_ms(t_bitswap, s, d1), b = best_ms(t_unpack, s, d2),
               g = best_ms(t_chunks, s, d3), c = best_ms(t_copy, s, d1);
        printf("%6d %10zu %10.1f %10.1f %10.1f %10.1f\n", F, n * 4 / 1024, a * 1e3, b * 1e3,
               g * 1e3, c * 1e3);
        free(s);
        free(d1);
        free(d2);
        free(d3);
    }
    return 0;
}
#else
int main(void)
{
    puts("transpose16: needs AVX-512 (compile with -march=native on an AVX-512 host)");
    return 0;
}
#endif

/*
 * Register transposes for the CPU code generator (jit/llvm_emit.c: the
 * transposing loops of packs and the blocks of transposed stores): W
 * vectors of W lanes transposed in place, by unpacks within 128-bit chunks
 * and chunk shuffles where the width fits, else by a bit-swap network.
 * And the like for a write-back's horizontal sums: n vectors summed
 * together (jit_llvm_sum_vectors).
 */
#include <string.h>

#include "jit/llvm_internal.h"

static LLVMValueRef mask_of(LLVMContextRef C, const int *m, int W)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(C);
    LLVMValueRef c[64];
    for (int p = 0; p < W; p++)
        c[p] = LLVMConstInt(i32, (unsigned)m[p], 0);
    return LLVMConstVector(c, (unsigned)W);
}

static LLVMValueRef shuffle_by(LLVMBuilderRef B, LLVMValueRef x, LLVMValueRef y, const int *m,
                               int W)
{
    return LLVMBuildShuffleVector(B, x, y, mask_of(LLVMGetTypeContext(LLVMTypeOf(x)), m, W), "");
}

/* Within each 128-bit chunk of L elements, interleave units of u elements
 * of the chunk's low (hi = 0) or high half of x and y: unpcklps/unpckhps
 * for u = 1, unpcklpd/unpckhpd of 32-bit data for u = 2. */
static LLVMValueRef unpack_units(LLVMBuilderRef B, LLVMValueRef x, LLVMValueRef y, int W,
                                 int L, int u, int hi)
{
    int m[64];
    for (int p = 0; p < W; p++) {
        int c = p / L, q = p % L, unit = q / u, o = q % u;
        int src = c * L + (hi ? L / 2 : 0) + unit / 2 * u + o;
        m[p] = unit & 1 ? W + src : src;
    }
    return shuffle_by(B, x, y, m, W);
}

/* Whole 128-bit chunks of x (sel 0..3) and y (4..7), one per output chunk:
 * vshuff32x4 / vperm2f128. */
static LLVMValueRef pick_chunks(LLVMBuilderRef B, LLVMValueRef x, LLVMValueRef y, int W,
                                int L, const int *sel)
{
    int m[64];
    for (int p = 0; p < W; p++)
        m[p] = (sel[p / L] >= 4 ? W : 0) + sel[p / L] % 4 * L + p % L;
    return shuffle_by(B, x, y, m, W);
}

/* The transpose of unpacks: within groups of L rows (L elements to a
 * 128-bit chunk), log2(L) stages of in-chunk unpacks leave row aL+k's
 * chunk g holding column gL+k of rows aL..aL+L-1; then, for each k, the
 * W/L vectors r[aL+k] are transposed as a matrix of chunks (one stage of
 * vperm2f128 for W/L = 2, two of vshuff32x4 for 4).  These are the
 * patterns x86 has single in-lane or lane-granular instructions for: the
 * bit-swap network below, lowered by LLVM to vpermt2ps plus register
 * copies, ran 16 x 16 blocks of an in-cache matrix 2.2-2.5x slower on Zen 4
 * (bench/probes/transpose16.c; in the NCHW convolutions' kernels, whose
 * weight transposes stream from L3, both timed alike).  0: W and the
 * element size do not fit (the caller uses the bit-swap network). */
static int transpose_by_unpacks(LLVMBuilderRef B, LLVMValueRef *row, int W, int esize)
{
    int L = 16 / esize;
    if ((esize != 4 && esize != 8) || W < L || W % L || (W / L != 1 && W / L != 2 && W / L != 4))
        return 0;
    for (int g = 0; g < W; g += L) {
        LLVMValueRef *r = row + g;
        if (L == 4) {
            LLVMValueRef t0 = unpack_units(B, r[0], r[1], W, L, 1, 0);
            LLVMValueRef t1 = unpack_units(B, r[0], r[1], W, L, 1, 1);
            LLVMValueRef t2 = unpack_units(B, r[2], r[3], W, L, 1, 0);
            LLVMValueRef t3 = unpack_units(B, r[2], r[3], W, L, 1, 1);
            r[0] = unpack_units(B, t0, t2, W, L, 2, 0);
            r[1] = unpack_units(B, t0, t2, W, L, 2, 1);
            r[2] = unpack_units(B, t1, t3, W, L, 2, 0);
            r[3] = unpack_units(B, t1, t3, W, L, 2, 1);
        } else {
            LLVMValueRef a = r[0], b = r[1];
            r[0] = unpack_units(B, a, b, W, L, 1, 0);
            r[1] = unpack_units(B, a, b, W, L, 1, 1);
        }
    }
    int n = W / L;
    for (int k = 0; k < L && n > 1; k++) {
        if (n == 2) {
            static const int lo[2] = {0, 4}, hi[2] = {1, 5};
            LLVMValueRef a = row[k], b = row[L + k];
            row[k] = pick_chunks(B, a, b, W, L, lo);
            row[L + k] = pick_chunks(B, a, b, W, L, hi);
            continue;
        }
        static const int s0[4] = {0, 1, 4, 5}, s1[4] = {2, 3, 6, 7};
        static const int e0[4] = {0, 2, 4, 6}, e1[4] = {1, 3, 5, 7};
        LLVMValueRef a0 = row[k], a1 = row[L + k], a2 = row[2 * L + k], a3 = row[3 * L + k];
        LLVMValueRef b0 = pick_chunks(B, a0, a1, W, L, s0), b1 = pick_chunks(B, a0, a1, W, L, s1);
        LLVMValueRef b2 = pick_chunks(B, a2, a3, W, L, s0), b3 = pick_chunks(B, a2, a3, W, L, s1);
        row[k] = pick_chunks(B, b0, b2, W, L, e0);
        row[L + k] = pick_chunks(B, b0, b2, W, L, e1);
        row[2 * L + k] = pick_chunks(B, b1, b3, W, L, e0);
        row[3 * L + k] = pick_chunks(B, b1, b3, W, L, e1);
    }
    return 1;
}

/* W vectors of W lanes, rows of a block, transposed in place: afterwards
 * row[i] lane j is what row[j] lane i was.  By unpacks where they fit
 * (above); otherwise stage b swaps bit b of the row index with bit b of
 * the lane index: log2(W) stages of W two-input shuffles. */
void jit_llvm_transpose_rows(LLVMBuilderRef B, LLVMValueRef *row, int W, int esize)
{
    if (transpose_by_unpacks(B, row, W, esize))
        return;
    int mlo[64], mhi[64];
    for (int bit = 1; bit < W; bit <<= 1) {
        for (int j = 0; j < W; j++) {
            mlo[j] = j & bit ? W + (j ^ bit) : j;
            mhi[j] = j & bit ? W + j : j ^ bit;
        }
        for (int i = 0; i < W; i++) {
            if (i & bit)
                continue;
            LLVMValueRef a = row[i], c = row[i | bit];
            row[i] = shuffle_by(B, a, c, mlo, W);
            row[i | bit] = shuffle_by(B, a, c, mhi, W);
        }
    }
}

/* n vectors of W lanes (W a power of two, 2..64) summed horizontally, all
 * together: out[i] is the sum of v[i]'s lanes.  Within each W vectors,
 * log2(W) levels; each adds pairs of vectors lane by lane after two
 * shuffles, so that every lane of the result holds a partial sum of one
 * vector in half as many lanes as before: W - 1 adds and 2(W - 1)
 * shuffles for W sums, where each alone takes log2(W) of each.  The
 * shuffles keep to what x86 does in one instruction: whole 128-bit chunks
 * (vshuff32x4, vperm2f128), 64-bit units within a chunk (unpcklpd), and
 * for 32-bit lanes' last level haddps's pattern.  A vector without a
 * partner is paired with itself; `id` marks the lanes that carry a sum. */
void jit_llvm_sum_vectors(LLVMBuilderRef B, const LLVMValueRef *v, int n, int W, int esize,
                          LLVMValueRef *out)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v[0])));
    int L = 16 / esize;
    for (int c0 = 0; c0 < n; c0 += W) {
        int m = n - c0 < W ? n - c0 : W, cnt = m;
        LLVMValueRef cur[64];
        signed char id[64][64], nid[64][64];   /* [vector][lane]: the sum there, -1: none */
        for (int i = 0; i < m; i++) {
            cur[i] = v[c0 + i];
            for (int p = 0; p < W; p++)
                id[i][p] = (signed char)i;
        }
        for (int g = W; g > 1; g /= 2) {
            int h = g / 2, lo[64], hi[64];
            for (int p = 0; p < W; p++) {
                if (h == 1 && L == 4) {   /* haddps: a0+a1 a2+a3 b0+b1 b2+b3 */
                    int c = p / 4 * 4, q = p % 4;
                    lo[p] = (q < 2 ? 0 : W) + c + 2 * (q % 2);
                } else {                  /* blocks of 2h: A's group's half, B's */
                    int b = p / (2 * h), q = p % (2 * h);
                    lo[p] = (q < h ? 0 : W) + b * g + q % h;
                }
                hi[p] = lo[p] + h;
            }
            int nc = (cnt + 1) / 2;
            for (int k = 0; k < nc; k++) {
                LLVMValueRef a = cur[2 * k], b = 2 * k + 1 < cnt ? cur[2 * k + 1] : a;
                for (int p = 0; p < W; p++) {
                    int from_b = lo[p] >= W, s = lo[p] % W;
                    nid[k][p] = !from_b ? id[2 * k][s] : 2 * k + 1 < cnt ? id[2 * k + 1][s] : -1;
                }
                LLVMValueRef x = shuffle_by(B, a, b, lo, W);
                cur[k] = LLVMBuildFAdd(B, x, shuffle_by(B, a, b, hi, W), "");
            }
            for (int k = 0; k < nc; k++)
                memcpy(id[k], nid[k], sizeof id[k]);
            cnt = nc;
        }
        for (int p = 0; p < W; p++)
            if (id[0][p] >= 0)
                out[c0 + id[0][p]] =
                    LLVMBuildExtractElement(B, cur[0], LLVMConstInt(i32, (unsigned)p, 0), "");
    }
}

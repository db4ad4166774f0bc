/*
 * Masked moves whose mask is a constant prefix, without masks.
 *
 * Without AVX-512 a masked load or store is a vmaskmov, which AMD's cores
 * run slowly (a store is microcoded): a register tile's last vector along
 * a 28-column NCHW image row (4 of 8 lanes) in a 3x3 depthwise layer ran
 * it on every tap, 23 GFLOP/s against 34 for the same nest without it
 * (Zen 3).  Where the mask is a constant prefix of n lanes, the lanes are
 * moved instead in power-of-two pieces, largest first -- n = 4 is one
 * 128-bit move, n = 7 a 128-bit, a 64-bit and a 32-bit one -- each at its
 * offset, the rest of a loaded vector zero.  jit/llvm_emit.c calls these
 * on targets without AVX-512 (docs/LOWERING.md, "Vector code").
 */
#include "jit/llvm_internal.h"

/* A constant mask whose enabled lanes are a prefix 0 .. n-1 of its
 * lanes, 0 < n < lanes: n; else 0 (not constant, or another pattern). */
int jit_llvm_const_prefix(LLVMValueRef m, int lanes)
{
    if (!m || !LLVMIsConstant(m))
        return 0;
    int n = 0;
    for (int i = 0; i < lanes; i++) {
        LLVMValueRef el = LLVMGetAggregateElement(m, (unsigned)i);
        if (!el || !LLVMIsAConstantInt(el))
            return 0;
        int on = LLVMConstIntGetZExtValue(el) != 0;
        if (on && n != i)
            return 0;
        n += on;
    }
    return n < lanes ? n : 0;
}

/* The piece of a prefix of n lanes at lane o: its length *p (the largest
 * power of two that fits) and its address. */
static LLVMValueRef piece_at(LLVMBuilderRef B, LLVMTypeRef st, LLVMValueRef ptr, int o, int n,
                             int *p)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(st));
    *p = 1;
    while (*p * 2 <= n - o)
        *p *= 2;
    LLVMValueRef off = LLVMConstInt(i64, (unsigned long long)o, 0);
    return LLVMBuildGEP2(B, st, ptr, &off, 1, "");
}

LLVMValueRef jit_llvm_prefix_load(LLVMBuilderRef B, LLVMTypeRef st, LLVMValueRef ptr, int n,
                                  int lanes, unsigned align)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(st));
    LLVMTypeRef vt = LLVMVectorType(st, (unsigned)lanes);
    LLVMValueRef acc = LLVMConstNull(vt);
    for (int o = 0, p; o < n; o += p) {
        LLVMValueRef at = piece_at(B, st, ptr, o, n, &p);
        LLVMValueRef piece = LLVMBuildLoad2(B, p == 1 ? st : LLVMVectorType(st, (unsigned)p),
                                            at, "");
        LLVMSetAlignment(piece, align);
        if (p == 1) {
            acc = LLVMBuildInsertElement(B, acc, piece, LLVMConstInt(i32, (unsigned)o, 0),
                                         "");
        } else {
            /* the piece widened to the lanes, then lanes o .. o+p-1 of it */
            LLVMValueRef wm[64], sm[64];
            for (int i = 0; i < lanes; i++) {
                wm[i] = i < p ? LLVMConstInt(i32, (unsigned)i, 0)
                              : LLVMGetUndef(i32);
                sm[i] = LLVMConstInt(i32,
                                     (unsigned)(i >= o && i < o + p ? lanes + i - o : i), 0);
            }
            LLVMValueRef wide = LLVMBuildShuffleVector(
                B, piece, LLVMGetUndef(LLVMTypeOf(piece)), LLVMConstVector(wm, (unsigned)lanes),
                "");
            acc = LLVMBuildShuffleVector(B, acc, wide, LLVMConstVector(sm, (unsigned)lanes), "");
        }
    }
    return acc;
}

void jit_llvm_prefix_store(LLVMBuilderRef B, LLVMTypeRef st, LLVMValueRef v, LLVMValueRef ptr,
                           int n, unsigned align)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(st));
    for (int o = 0, p; o < n; o += p) {
        LLVMValueRef at = piece_at(B, st, ptr, o, n, &p);
        LLVMValueRef piece;
        if (p == 1) {
            piece = LLVMBuildExtractElement(B, v, LLVMConstInt(i32, (unsigned)o, 0), "");
        } else {
            LLVMValueRef sm[64];
            for (int i = 0; i < p; i++)
                sm[i] = LLVMConstInt(i32, (unsigned)(o + i), 0);
            piece = LLVMBuildShuffleVector(B, v, LLVMGetUndef(LLVMTypeOf(v)),
                                           LLVMConstVector(sm, (unsigned)p), "");
        }
        LLVMValueRef si = LLVMBuildStore(B, piece, at);
        LLVMSetAlignment(si, align);
    }
}

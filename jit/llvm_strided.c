/*
 * A guarded read at a small constant stride whose lanes' span fits one
 * 512-bit register (f32: 8 lanes at stride 2, 5 at stride 3, 4 at stride
 * 4 -- an NCHW convolution or pooling of stride 2 vectorized along an
 * output row of 5 to 8), for jit/llvm_load.c on an AVX-512 target: one
 * masked load of the register (element i*s loaded where lane i's
 * predicate holds, zero elsewhere) and one `vpermps` moving those
 * elements to the low lanes.
 *
 * The general path, under a guard, is a masked load per piece of `lanes`
 * elements and a 2-source shuffle, which LLVM 19 lowers to vshufps and
 * vpermpd plus a blend for the zeros; written as a 16-lane shufflevector
 * and a narrowing, LLVM splits it back into the same.  The permute is
 * therefore inline assembly, which that combine cannot see into (the asm
 * parser is initialized in jit/llvm.c).  3x3 stride-2 depthwise C576
 * 14x14 NCHW, default, Zen 5, 1 thread: 53 -> 75 GFLOP/s
 * (bench/results/layers-2026-11-30l-znver5-s2dw.md).
 *
 * A phase h of a split window row (lw_expr.phase, jit/llvm_load.c) passes
 * the register's element mask (`emask`, the row's guard element by
 * element) and the register starts h elements before its first lane: the
 * S phases of a row then load the same register once, each permuting its
 * own lanes from it (index h + i*s).
 */
#include <string.h>

#include "jit/llvm_internal.h"

LLVMValueRef jit_llvm_wide_strided_load(LLVMModuleRef M, LLVMBuilderRef B, LLVMValueRef ptr,
                                        LLVMValueRef pred, LLVMValueRef emask, int lanes,
                                        int str, int h)
{
    LLVMContextRef C = LLVMGetModuleContext(M);
    LLVMTypeRef f32 = LLVMFloatTypeInContext(C), i32 = LLVMInt32TypeInContext(C);
    LLVMTypeRef wt = LLVMVectorType(f32, 16), it = LLVMVectorType(i32, 16);
    LLVMValueRef m[16], ix[16];
    for (int j = 0; j < 16; j++) {
        m[j] = LLVMConstInt(i32, (unsigned)lanes, 0);   /* a false lane of pred's shuffle */
        ix[j] = LLVMConstInt(i32, (unsigned)j, 0);
    }
    for (int i = 0; i < lanes; i++) {
        m[i * str] = LLVMConstInt(i32, (unsigned)i, 0);
        ix[i] = LLVMConstInt(i32, (unsigned)(h + i * str), 0);
    }
    LLVMValueRef pm = emask ? emask
                            : LLVMBuildShuffleVector(B, pred, LLVMConstNull(LLVMTypeOf(pred)),
                                                     LLVMConstVector(m, 16), "");
    static const char load_name[] = "llvm.masked.load";
    unsigned id = LLVMLookupIntrinsicID(load_name, strlen(load_name));
    LLVMTypeRef ov[2] = {wt, LLVMTypeOf(ptr)};
    LLVMValueRef load = LLVMGetIntrinsicDeclaration(M, id, ov, 2);
    LLVMValueRef args[4] = {ptr, LLVMConstInt(i32, 4, 0), pm, LLVMConstNull(wt)};
    LLVMValueRef pa[2] = {LLVMBuildCall2(B, LLVMIntrinsicGetType(C, id, ov, 2), load, args, 4, ""),
                          LLVMConstVector(ix, 16)};
    LLVMTypeRef pt[2] = {wt, it};
    LLVMTypeRef ft = LLVMFunctionType(wt, pt, 2, 0);
    static const char as[] = "vpermps $1, $2, $0", cs[] = "=v,v,v";
    LLVMValueRef perm = LLVMGetInlineAsm(ft, as, strlen(as), cs, strlen(cs), 0, 0,
                                         LLVMInlineAsmDialectATT, 0);
    LLVMValueRef w = LLVMBuildCall2(B, ft, perm, pa, 2, "");
    for (int i = 0; i < lanes; i++)
        m[i] = LLVMConstInt(i32, (unsigned)i, 0);
    return LLVMBuildShuffleVector(B, w, LLVMGetPoison(wt), LLVMConstVector(m, (unsigned)lanes), "");
}

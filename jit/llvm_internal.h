/* Shared between jit/llvm.c (target, ORC, kernels), jit/llvm_emit.c
 * (loop AST -> LLVM IR) with jit/llvm_load.c (its loads; their shared
 * state in jit/llvm_emit.h), jit/llvm_prefix.c (masked moves without masks),
 * jit/llvm_strided.c (strided reads in one register),
 * jit/llvm_transpose.c (register transposes and sums) and
 * jit/llvm_vecmath.c (libmvec calls). */
#ifndef TT_JIT_LLVM_INTERNAL_H
#define TT_JIT_LLVM_INTERNAL_H

#include <llvm-c/Core.h>

#include "lower/lower.h"

LLVMModuleRef jit_llvm_emit(LLVMContextRef C, const lw_prog *p, const char *triple,
                            const char *datalayout, const char *cpu, const char *features,
                            char *err, size_t errn);

/* Masked moves by a constant prefix mask, in pieces (jit/llvm_prefix.c):
 * the count n of a constant mask's enabled lanes when they are a prefix,
 * 0 < n < lanes (else 0); a load of n elements of type st at ptr into a
 * vector of `lanes`, the rest zero; a store of v's first n lanes. */
int jit_llvm_const_prefix(LLVMValueRef m, int lanes);
LLVMValueRef jit_llvm_prefix_load(LLVMBuilderRef B, LLVMTypeRef st, LLVMValueRef ptr, int n,
                                  int lanes, unsigned align);
void jit_llvm_prefix_store(LLVMBuilderRef B, LLVMTypeRef st, LLVMValueRef v, LLVMValueRef ptr,
                           int n, unsigned align);

/* A read of `lanes` f32 elements at stride str from ptr + h, lane i's
 * element loaded where pred's lane i holds (else zero), (lanes - 1) * str
 * + h < 16: one masked 512-bit load and one vpermps (jit/llvm_strided.c;
 * AVX-512).  emask, when not NULL, is the load's mask of the 16 elements
 * from ptr (a split row's phase h: every phase loads the same register). */
LLVMValueRef jit_llvm_wide_strided_load(LLVMModuleRef M, LLVMBuilderRef B, LLVMValueRef ptr,
                                        LLVMValueRef pred, LLVMValueRef emask, int lanes,
                                        int str, int h);

/* W vectors of W lanes (W <= 64), the rows of a block, transposed in place:
 * afterwards row[i] lane j is what row[j] lane i was (jit/llvm_transpose.c;
 * esize: the element's bytes). */
void jit_llvm_transpose_rows(LLVMBuilderRef B, LLVMValueRef *row, int W, int esize);

/* f(a[, b]) on vectors of `lanes` (fn "exp", "log", "tanh", "erf", "pow") as
 * calls of libmvec's variants (jit/llvm_vecmath.c); NULL: no plan, the
 * caller keeps the scalar path.  vector_bits: the program's (0: 512). */
LLVMValueRef jit_llvm_vec_math(LLVMModuleRef M, LLVMBuilderRef B, int vector_bits,
                               const char *fn, LLVMValueRef a, LLVMValueRef b, int dt, int lanes);

/* out[i] = the sum of v[i]'s W lanes, i < n, the n sums done together by
 * shuffles and adds of whole vectors (jit/llvm_transpose.c; W a power of
 * two <= 64, esize the element's bytes, 4 or 8). */
void jit_llvm_sum_vectors(LLVMBuilderRef B, const LLVMValueRef *v, int n, int W, int esize,
                          LLVMValueRef *out);

#endif

/* Shared between jit/llvm.c (target, ORC, kernels), jit/llvm_emit.c
 * (loop AST -> LLVM IR) and jit/llvm_transpose.c (register transposes). */
#ifndef TT_JIT_LLVM_INTERNAL_H
#define TT_JIT_LLVM_INTERNAL_H

#include <llvm-c/Core.h>

#include "lower/lower.h"

LLVMModuleRef jit_llvm_emit(LLVMContextRef C, const lw_prog *p, const char *triple,
                            const char *datalayout, const char *cpu, const char *features,
                            char *err, size_t errn);

/* W vectors of W lanes (W <= 64), the rows of a block, transposed in place:
 * afterwards row[i] lane j is what row[j] lane i was (jit/llvm_transpose.c;
 * esize: the element's bytes). */
void jit_llvm_transpose_rows(LLVMBuilderRef B, LLVMValueRef *row, int W, int esize);

#endif

/* Shared between jit/llvm.c (target, ORC, kernels) and jit/llvm_emit.c
 * (loop AST -> LLVM IR). */
#ifndef TT_JIT_LLVM_INTERNAL_H
#define TT_JIT_LLVM_INTERNAL_H

#include <llvm-c/Core.h>

#include "lower/lower.h"

LLVMModuleRef jit_llvm_emit(LLVMContextRef C, const lw_prog *p, const char *triple,
                            const char *datalayout, const char *cpu, const char *features,
                            char *err, size_t errn);

#endif

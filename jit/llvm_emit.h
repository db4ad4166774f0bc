/*
 * The LLVM code generator's state and the helpers its files share
 * (jit/llvm_emit.c: statements and expressions; jit/llvm_load.c: loads).
 * Private to jit/.
 */
#ifndef TT_JIT_LLVM_EMIT_H
#define TT_JIT_LLVM_EMIT_H

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "jit/llvm_internal.h"

/* An index as sum_v c_v v + k over loop variables, the lets' values
 * substituted (a register tile's rows are lets: y = y.2 * 7 + i), so that
 * two indices that are equal print the same instructions; -1 when it is
 * not affine.  A let's form is taken when the let is emitted (LS_LET), so
 * a variable bound again inside its scope does not change it. */
typedef struct lin_form {
    int n;
    int id[24];
    int64_t c[24];
    int64_t k;
} lin_form;

typedef struct em {
    LLVMContextRef C;
    LLVMModuleRef M;
    LLVMBuilderRef B;
    const lw_prog *p;
    LLVMValueRef fn;
    LLVMBasicBlockRef allocas;
    LLVMValueRef *var;
    struct lin_form **letf;   /* a let's value as a linear form, in its scope */
    LLVMValueRef *buf;
    LLVMValueRef zero;        /* a constant zero a guarded scalar load reads
                                 where its guard fails (zero_load) */
    LLVMTypeRef i1, i8, i32, i64, f32, f64, ptr, voidt;
    LLVMMetadataRef loopmd_vec_off;
    unsigned loop_kind;
    const char *cpu, *features;
    int slow_masks;           /* a target without AVX-512: masked moves are
                                 vmaskmov (jit/llvm_prefix.c) */
    int wide512;              /* AVX-512 in 512-bit code: a strided read in one
                                 register may be inline asm (llvm_strided.c) */
    char vbits[8];
    int in_run, npend, nsum;  /* a run of write-backs' sums done together */
    const lw_expr *sum_x[64]; /* (sum_run): each VREDUCE, and once done */
    LLVMValueRef sum_v[64];   /* (sum_group) its value */
    char *err;
    size_t errn;
    int failed;
} em;

/* jit/llvm_emit.c */
LLVMTypeRef jit_em_scalar_ty(em *e, int dt);
LLVMValueRef jit_em_splat(em *e, LLVMValueRef v, int lanes);
LLVMValueRef jit_em_const_of(em *e, int dt, int lanes, double f, int64_t i);
LLVMValueRef jit_em_intrinsic(em *e, const char *name, LLVMTypeRef *ov, size_t nov,
                              LLVMValueRef *args, unsigned nargs);
LLVMValueRef jit_em_all_true(em *e, int lanes);
LLVMValueRef jit_em_elem_ptr(em *e, int buf, LLVMValueRef idx);
LLVMValueRef jit_em_expr(em *e, const lw_expr *x);
LLVMBasicBlockRef jit_em_new_block(em *e, const char *name);

/* jit/llvm_load.c */
LLVMValueRef jit_em_load(em *e, const lw_expr *x);
int jit_em_lin_add(em *e, const lw_expr *x, int64_t s, lin_form *f, int depth);

#endif

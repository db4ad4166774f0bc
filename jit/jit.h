/*
 * Backends: one interface, filled by jit/llvm.c (host CPU through LLVM ORC)
 * and jit/opencl.c (OpenCL C for GPUs), in the manner of ggml's
 * ggml-backend-impl.h.  A backend turns a lowered program (lower/lower.h)
 * into a kernel, loads a kernel from bytes it produced earlier (the cache),
 * and runs kernels on the caller's buffers.
 */
#ifndef TT_JIT_JIT_H
#define TT_JIT_JIT_H

#include <stddef.h>
#include <stdint.h>

#include "lower/lower.h"

typedef struct jit_kernel jit_kernel;
typedef struct jit_backend jit_backend;

/* What a kernel needs to be called, recorded with its bytes in the cache. */
typedef struct jit_sig {
    int nparams;              /* buffers, in parameter order: inputs, outputs,
                                 then workspace the runtime allocates */
    int64_t bytes[64];        /* bytes each parameter spans */
    int dtype[64];
    int kind[64];             /* LB_INPUT, LB_OUTPUT, LB_LOCAL (workspace),
                                 LB_KEPT (a kept pack), LB_FLAG (entry flag),
                                 LB_ROWS (a row class's rows) */
    int src[64];              /* LB_KEPT: the input it packs */
    uint64_t layout[64];      /* LB_KEPT: lw_buf.layout (0: unknown, never
                                 shared); last, so that a signature stored
                                 before it existed reads as all 0 */
} jit_sig;

/* The signature of a lowered program. */
void jit_sig_of(const lw_prog *p, jit_sig *sig);

struct jit_backend {
    const char *name;               /* "llvm", "opencl" */
    /* What kernels may assume of the machine, filled at open: the host
       CPU's vector width, or the device's work-group and local-memory
       limits.  Tasks compiled here carry it (ir_bind_in.target). */
    ir_target target;
    /* Compile a lowered program.  Returns TT_OK or a status with err set. */
    int (*compile)(jit_backend *be, const lw_prog *p, jit_kernel **out, char *err,
                   size_t n);
    /* Load a kernel from bytes that `object` returned in an earlier process
       on an identical target (the cache checks the fingerprint). */
    int (*load)(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                jit_kernel **out, char *err, size_t n);
    /* The kernel as bytes (object code; program binary or source), owned
       by the kernel.  Optional: NULL when the kernel cannot be saved. */
    int (*object)(jit_kernel *k, const void **bytes, size_t *len);
    /* Run on the parameter buffers (host pointers, in parameter order). */
    int (*run)(jit_kernel *k, void *const *args, char *err, size_t n);
    /* Time one run in milliseconds with the device's own clock; optional
       (NULL: the caller times run() on the host clock). */
    int (*run_timed)(jit_kernel *k, void *const *args, double *ms, char *err,
                     size_t n);
    void (*free_kernel)(jit_kernel *k);
    /* Text that identifies the target for cache keys: CPU name and
       features, or OpenCL platform/device/driver. */
    const char *(*fingerprint)(jit_backend *be);
    void (*destroy)(jit_backend *be);
    void *state;
};

/* The functions generated code calls back into: parallel loops and
 * workspace allocation.  The layer above provides them (kernel/pool.c)
 * when it opens a backend; they are registered as absolute symbols in
 * every kernel's JITDylib under the names tt_rt_parallel_for, tt_rt_alloc
 * and tt_rt_free. */
typedef void (*jit_task_fn)(void *closure, int64_t start, int64_t end);
typedef struct jit_host_fns {
    void (*parallel_for)(jit_task_fn fn, void *closure, int64_t n);
    void *(*alloc)(int64_t bytes);
    void (*free)(void *p);
} jit_host_fns;

/* The LLVM backend for the host CPU (process-wide, reference counted).
 * host: the functions kernels call (NULL: keep those of an earlier open;
 * a backend never given them can emit IR but not compile). */
int jit_llvm_open(const jit_host_fns *host, jit_backend **out, char *err, size_t n);
/* The emitted LLVM IR of a program, before optimization (golden tests,
 * TT_DUMP=llvm).  Caller frees. */
char *jit_llvm_ir(const lw_prog *p, int optimized, char *err, size_t n);
/* Where compile time goes (cumulative, this process). */
typedef struct jit_llvm_stats {
    double emit_ms, opt_ms, codegen_ms, link_ms;
    long kernels;
} jit_llvm_stats;
void jit_llvm_get_stats(jit_llvm_stats *s);
/* Whether generated vector code calls NAME, a variant of glibc's libmvec
 * ("_ZGVeN16v_expf": AVX-512, 16 x f32): the library has it, this CPU has
 * its ISA, and TT_LIBMVEC is not 0.  Valid once the backend is open. */
int jit_llvm_has_vecfn(const char *name);
/* The host CPU as the LLVM backend describes it (its target: "cpu", the
 * vector width its features offer), without opening the backend. */
void jit_llvm_target(ir_target *t);

/* 512-bit FMAs the host issues a cycle: 2 on a full-width unit (Zen 5,
 * most Xeons), 1 on a split one (Zen 4) or without AVX-512; measured once
 * per process (jit/fma_rate.c). */
int jit_fma_rate(void);
const char *jit_llvm_host_cpu(void);
/* The name the built-in predictors know the code generated here by
 * (tune/predictor.c): the LLVM CPU name, with "-avx2" appended when
 * TT_ISA=avx2 restricts an AVX-512 CPU's code (its own model, trained on
 * 512-bit code, is not the one for it).  "" before the backend is open. */
const char *jit_llvm_model_cpu(void);
const char *jit_llvm_host_features(void);
const char *jit_llvm_version(void);

/* The OpenCL backend: `spec` is "opencl" (first GPU, else first device)
 * or "opencl:P:D". */
int jit_opencl_open(const char *spec, jit_backend **out, char *err, size_t n);
/* The target of the device `spec` names, as its backend would fill it,
 * without opening it (TT_OK, or TT_ERR_NO_DEVICE and err). */
int jit_opencl_target(const char *spec, ir_target *t, char *err, size_t n);
/* Append the OpenCL devices of this machine (tt info); returns the count. */
int jit_opencl_list(tt_buf *b, int json);

#endif

/* Shared between jit/opencl.c (devices, programs, launches) and
 * jit/opencl_emit.c (loop AST -> OpenCL C). */
#ifndef TT_JIT_OPENCL_INTERNAL_H
#define TT_JIT_OPENCL_INTERNAL_H

#include <stdarg.h>

#include "jit/jit.h"

#define OCL_MAX_KERNELS 64

typedef struct ocl_launch {
    int64_t global, local;
} ocl_launch;

/* Emit the OpenCL C of a program lowered for OpenCL: kernels tt_k0..
 * tt_k{n-1}, run in order with the launch sizes written to launch[]. */
int ocl_emit(const lw_prog *p, tt_buf *src, ocl_launch *launch, int *nlaunch, int max,
             char *err, size_t n);

#endif

/*
 * The OpenCL backend: kernels for GPUs (and any OpenCL device), through the
 * ICD loader, filling the same interface as the LLVM backend.
 *
 *   open:     TT_TARGET=opencl -> the first GPU, else the first device;
 *             opencl:P:D -> device D of platform P; the device's limits
 *             (work-group size, local memory) registered for the space
 *   compile:  loop AST -> OpenCL C (opencl_emit.c) -> clBuildProgram
 *             (the build log kept for errors) -> the program binary
 *   object:   a blob: launch sizes, the binary (where the device gives
 *             one) and the source (the fallback)
 *   load:     the binary through clCreateProgramWithBinary, else the source
 *   run:      host buffers copied in, kernels enqueued in order, outputs
 *             read back; run_timed sums the kernels' profiling events
 *
 * Nothing here is needed by the CPU path: libtt runs without any OpenCL
 * platform, and with TT_TARGET=opencl on such a machine the context fails
 * with TT_ERR_NO_DEVICE and a message saying so.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/opencl_internal.h"
#include "lower/lower.h"

#ifndef CL_PLATFORM_NOT_FOUND_KHR
#define CL_PLATFORM_NOT_FOUND_KHR -1001
#endif

struct jit_kernel {
    cl_program prog;
    cl_kernel k[OCL_MAX_KERNELS];
    ocl_launch launch[OCL_MAX_KERNELS];
    int nk;
    jit_sig sig;
    cl_mem mem[64];          /* device buffers, reused while sizes stay */
    char *obj;               /* the blob (binary + source) */
    size_t objlen;
    struct ocl_state *st;
    pthread_mutex_t mu;
};

typedef struct ocl_state {
    jit_backend be;
    cl_platform_id platform;
    cl_device_id device;
    cl_context ctx;
    cl_command_queue q;
    char fingerprint[2048];
    int has_fp64;
    pthread_mutex_t mu;      /* one program build / launch sequence at a time */
} ocl_state;

static const char *cl_err(cl_int e)
{
    switch (e) {
    case CL_SUCCESS: return "success";
    case CL_DEVICE_NOT_FOUND: return "device not found";
    case CL_DEVICE_NOT_AVAILABLE: return "device not available";
    case CL_COMPILER_NOT_AVAILABLE: return "compiler not available";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "memory object allocation failure";
    case CL_OUT_OF_RESOURCES: return "out of resources";
    case CL_OUT_OF_HOST_MEMORY: return "out of host memory";
    case CL_BUILD_PROGRAM_FAILURE: return "build program failure";
    case CL_INVALID_VALUE: return "invalid value";
    case CL_INVALID_PLATFORM: return "invalid platform";
    case CL_INVALID_DEVICE: return "invalid device";
    case CL_INVALID_BINARY: return "invalid binary";
    case CL_INVALID_BUILD_OPTIONS: return "invalid build options";
    case CL_INVALID_PROGRAM: return "invalid program";
    case CL_INVALID_KERNEL_NAME: return "invalid kernel name";
    case CL_INVALID_ARG_SIZE: return "invalid argument size";
    case CL_INVALID_WORK_GROUP_SIZE: return "invalid work-group size";
    case CL_INVALID_WORK_ITEM_SIZE: return "invalid work-item size";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "invalid global work size";
    case CL_INVALID_BUFFER_SIZE: return "invalid buffer size";
    case CL_PLATFORM_NOT_FOUND_KHR: return "no OpenCL platform (no ICD installed?)";
    }
    return "OpenCL error";
}


/* ---- programs ------------------------------------------------------------ */

#define BLOB_MAGIC "TTCL1\n"

typedef struct {
    char magic[8];
    int32_t nk;
    ocl_launch launch[OCL_MAX_KERNELS];
    uint64_t binlen, srclen;
} blob_head;

static int build_log(ocl_state *s, cl_program prog, char *err, size_t n, const char *what)
{
    size_t len = 0;
    clGetProgramBuildInfo(prog, s->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *log = malloc(len + 1);
    if (log) {
        clGetProgramBuildInfo(prog, s->device, CL_PROGRAM_BUILD_LOG, len, log, NULL);
        log[len] = 0;
    }
    tt_snprintf(err, n, "%s: %.900s", what, log && *log ? log : "(no build log)");
    free(log);
    return TT_ERR_COMPILE;
}

static int make_kernels(jit_kernel *k, char *err, size_t n)
{
    for (int i = 0; i < k->nk; i++) {
        char name[32];
        tt_snprintf(name, sizeof name, "tt_k%d", i);
        cl_int e;
        k->k[i] = clCreateKernel(k->prog, name, &e);
        if (e != CL_SUCCESS) {
            tt_snprintf(err, n, "clCreateKernel %s: %s", name, cl_err(e));
            return TT_ERR_COMPILE;
        }
    }
    return TT_OK;
}

static void kernel_free(jit_kernel *k)
{
    if (!k)
        return;
    for (int i = 0; i < k->nk; i++)
        if (k->k[i])
            clReleaseKernel(k->k[i]);
    for (int i = 0; i < 64; i++)
        if (k->mem[i])
            clReleaseMemObject(k->mem[i]);
    if (k->prog)
        clReleaseProgram(k->prog);
    pthread_mutex_destroy(&k->mu);
    free(k->obj);
    free(k);
}

static jit_kernel *kernel_new(ocl_state *s)
{
    jit_kernel *k = calloc(1, sizeof *k);
    if (k) {
        k->st = s;
        pthread_mutex_init(&k->mu, NULL);
    }
    return k;
}

static int ocl_compile(jit_backend *be, const lw_prog *p, jit_kernel **out, char *err, size_t n)
{
    ocl_state *s = be->state;
    *out = NULL;
    tt_buf src = {0};
    jit_kernel *k = kernel_new(s);
    if (!k) {
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    if (ocl_emit(p, &src, k->launch, &k->nk, OCL_MAX_KERNELS, err, n) != 0) {
        tt_buf_free(&src);
        kernel_free(k);
        return TT_ERR_COMPILE;
    }
    jit_sig_of(p, &k->sig);
    if (tt_dump_wants("opencl"))
        fprintf(stderr, "# OpenCL C\n%s", src.s);
    pthread_mutex_lock(&s->mu);
    cl_int e;
    const char *text = src.s;
    k->prog = clCreateProgramWithSource(s->ctx, 1, &text, NULL, &e);
    int st = TT_OK;
    if (e != CL_SUCCESS) {
        tt_snprintf(err, n, "clCreateProgramWithSource: %s", cl_err(e));
        st = TT_ERR_COMPILE;
    } else if ((e = clBuildProgram(k->prog, 1, &s->device, "-cl-std=CL1.2", NULL, NULL)) !=
               CL_SUCCESS) {
        st = build_log(s, k->prog, err, n, "OpenCL build failed");
    } else {
        st = make_kernels(k, err, n);
    }
    /* the blob for the cache: launch sizes, the binary, the source */
    size_t binlen = 0;
    unsigned char *bin = NULL;
    if (st == TT_OK &&
        clGetProgramInfo(k->prog, CL_PROGRAM_BINARY_SIZES, sizeof binlen, &binlen, NULL) ==
            CL_SUCCESS && binlen > 0) {
        bin = malloc(binlen);
        if (bin && clGetProgramInfo(k->prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) !=
                       CL_SUCCESS) {
            free(bin);
            bin = NULL;
            binlen = 0;
        }
    }
    pthread_mutex_unlock(&s->mu);
    if (st == TT_OK) {
        blob_head h;
        memset(&h, 0, sizeof h);
        memcpy(h.magic, BLOB_MAGIC, sizeof BLOB_MAGIC - 1);
        h.nk = k->nk;
        memcpy(h.launch, k->launch, sizeof h.launch);
        h.binlen = bin ? binlen : 0;
        h.srclen = src.len;
        k->objlen = sizeof h + h.binlen + h.srclen;
        k->obj = malloc(k->objlen);
        if (k->obj) {
            memcpy(k->obj, &h, sizeof h);
            if (h.binlen)
                memcpy(k->obj + sizeof h, bin, h.binlen);
            memcpy(k->obj + sizeof h + h.binlen, src.s, h.srclen);
        } else {
            k->objlen = 0;
        }
    }
    free(bin);
    tt_buf_free(&src);
    if (st != TT_OK) {
        kernel_free(k);
        return st;
    }
    *out = k;
    return TT_OK;
}

static int ocl_load(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                    jit_kernel **out, char *err, size_t n)
{
    ocl_state *s = be->state;
    *out = NULL;
    blob_head h;
    if (len < sizeof h) {
        tt_snprintf(err, n, "OpenCL object: too short");
        return TT_ERR_COMPILE;
    }
    memcpy(&h, bytes, sizeof h);
    if (memcmp(h.magic, BLOB_MAGIC, sizeof BLOB_MAGIC - 1) != 0 || h.nk < 1 ||
        h.nk > OCL_MAX_KERNELS || sizeof h + h.binlen + h.srclen != len) {
        tt_snprintf(err, n, "OpenCL object: not a tt program");
        return TT_ERR_COMPILE;
    }
    jit_kernel *k = kernel_new(s);
    if (!k) {
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    k->nk = h.nk;
    memcpy(k->launch, h.launch, sizeof h.launch);
    k->sig = *sig;
    k->obj = malloc(len);
    if (!k->obj) {
        kernel_free(k);
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    memcpy(k->obj, bytes, len);
    k->objlen = len;
    const unsigned char *bin = (const unsigned char *)k->obj + sizeof h;
    pthread_mutex_lock(&s->mu);
    cl_int e = CL_INVALID_BINARY, bs;
    if (h.binlen) {
        size_t bl = (size_t)h.binlen;
        k->prog = clCreateProgramWithBinary(s->ctx, 1, &s->device, &bl, &bin, &bs, &e);
        if (e == CL_SUCCESS && bs == CL_SUCCESS)
            e = clBuildProgram(k->prog, 1, &s->device, "-cl-std=CL1.2", NULL, NULL);
        else if (e == CL_SUCCESS)
            e = CL_INVALID_BINARY;
        if (e != CL_SUCCESS && k->prog) {
            clReleaseProgram(k->prog);
            k->prog = NULL;
        }
    }
    int st = TT_OK;
    if (e != CL_SUCCESS) {   /* no usable binary: build from the source */
        char *text = malloc((size_t)h.srclen + 1);
        if (!text) {
            st = TT_ERR_NOMEM;
        } else {
            memcpy(text, bin + h.binlen, (size_t)h.srclen);
            text[h.srclen] = 0;
            const char *t = text;
            k->prog = clCreateProgramWithSource(s->ctx, 1, &t, NULL, &e);
            if (e == CL_SUCCESS &&
                clBuildProgram(k->prog, 1, &s->device, "-cl-std=CL1.2", NULL, NULL) !=
                    CL_SUCCESS)
                st = build_log(s, k->prog, err, n, "OpenCL build of a cached program failed");
            else if (e != CL_SUCCESS) {
                tt_snprintf(err, n, "clCreateProgramWithSource: %s", cl_err(e));
                st = TT_ERR_COMPILE;
            }
            free(text);
        }
    }
    if (st == TT_OK)
        st = make_kernels(k, err, n);
    pthread_mutex_unlock(&s->mu);
    if (st != TT_OK) {
        kernel_free(k);
        return st;
    }
    *out = k;
    return TT_OK;
}

static int ocl_object(jit_kernel *k, const void **bytes, size_t *len)
{
    if (!k->obj)
        return TT_ERR_UNSUPPORTED;
    *bytes = k->obj;
    *len = k->objlen;
    return TT_OK;
}

/* ---- launches -------------------------------------------------------------- */

static int launch(jit_kernel *k, void *const *args, double *ms, char *err, size_t n)
{
    ocl_state *s = k->st;
    const jit_sig *sig = &k->sig;
    cl_int e;
    int st = TT_OK;
    pthread_mutex_lock(&k->mu);
    for (int i = 0; i < sig->nparams; i++) {
        size_t bytes = (size_t)(sig->bytes[i] > 0 ? sig->bytes[i] : 4);
        size_t have = 0;
        if (k->mem[i])
            clGetMemObjectInfo(k->mem[i], CL_MEM_SIZE, sizeof have, &have, NULL);
        if (!k->mem[i] || have != bytes) {
            if (k->mem[i])
                clReleaseMemObject(k->mem[i]);
            k->mem[i] = clCreateBuffer(s->ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
            if (e != CL_SUCCESS) {
                k->mem[i] = NULL;
                tt_snprintf(err, n, "clCreateBuffer (%zu bytes): %s", bytes, cl_err(e));
                st = e == CL_MEM_OBJECT_ALLOCATION_FAILURE || e == CL_OUT_OF_RESOURCES
                         ? TT_ERR_NOMEM : TT_ERR_RUNTIME;
                goto out;
            }
        }
        if (sig->kind[i] == LB_INPUT &&
            (e = clEnqueueWriteBuffer(s->q, k->mem[i], CL_FALSE, 0, bytes, args[i], 0, NULL,
                                      NULL)) != CL_SUCCESS) {
            tt_snprintf(err, n, "writing input %d to the device: %s", i, cl_err(e));
            st = TT_ERR_RUNTIME;
            goto out;
        }
    }
    cl_event ev[OCL_MAX_KERNELS];
    int nev = 0;
    for (int j = 0; j < k->nk; j++) {
        for (int i = 0; i < sig->nparams; i++)
            clSetKernelArg(k->k[j], (cl_uint)i, sizeof(cl_mem), &k->mem[i]);
        size_t g = (size_t)k->launch[j].global, l = (size_t)k->launch[j].local;
        e = clEnqueueNDRangeKernel(s->q, k->k[j], 1, NULL, &g, &l, 0, NULL, ms ? &ev[nev] : NULL);
        if (e != CL_SUCCESS) {
            tt_snprintf(err, n, "launching kernel %d (%zu work-items in groups of %zu): %s", j,
                        g, l, cl_err(e));
            st = e == CL_OUT_OF_RESOURCES ? TT_ERR_RUNTIME : TT_ERR_RUNTIME;
            break;
        }
        if (ms)
            nev++;
    }
    for (int i = 0; st == TT_OK && i < sig->nparams; i++)
        if (sig->kind[i] == LB_OUTPUT &&
            (e = clEnqueueReadBuffer(s->q, k->mem[i], CL_FALSE, 0, (size_t)sig->bytes[i], args[i],
                                     0, NULL, NULL)) != CL_SUCCESS) {
            tt_snprintf(err, n, "reading output %d from the device: %s", i, cl_err(e));
            st = TT_ERR_RUNTIME;
        }
    e = clFinish(s->q);
    if (st == TT_OK && e != CL_SUCCESS) {
        tt_snprintf(err, n, "running the kernels: %s", cl_err(e));
        st = TT_ERR_RUNTIME;
    }
    if (ms) {
        double total = 0;
        for (int j = 0; j < nev; j++) {
            cl_ulong a = 0, b = 0;
            clGetEventProfilingInfo(ev[j], CL_PROFILING_COMMAND_START, sizeof a, &a, NULL);
            clGetEventProfilingInfo(ev[j], CL_PROFILING_COMMAND_END, sizeof b, &b, NULL);
            total += (double)(b - a) / 1e6;
            clReleaseEvent(ev[j]);
        }
        *ms = total;
    }
out:
    pthread_mutex_unlock(&k->mu);
    return st;
}

static int ocl_run(jit_kernel *k, void *const *args, char *err, size_t n)
{
    return launch(k, args, NULL, err, n);
}

static int ocl_run_timed(jit_kernel *k, void *const *args, double *ms, char *err, size_t n)
{
    return launch(k, args, ms, err, n);
}

static const char *ocl_fingerprint(jit_backend *be)
{
    return ((ocl_state *)be->state)->fingerprint;
}

static void ocl_destroy(jit_backend *be)
{
    ocl_state *s = be->state;
    clReleaseCommandQueue(s->q);
    clReleaseContext(s->ctx);
    pthread_mutex_destroy(&s->mu);
    free(s);
}

/* ---- devices ------------------------------------------------------------- */

static void info_str(cl_device_id d, cl_device_info what, char *buf, size_t n)
{
    buf[0] = 0;
    clGetDeviceInfo(d, what, n, buf, NULL);
    buf[n - 1] = 0;
}

int jit_opencl_list(tt_buf *b, int json)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS || np == 0)
        return 0;
    int count = 0;
    for (cl_uint p = 0; p < np; p++) {
        cl_device_id devs[16];
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 16, devs, &nd) != CL_SUCCESS)
            continue;
        char pname[256];
        clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
        pname[sizeof pname - 1] = 0;
        for (cl_uint d = 0; d < nd; d++) {
            char dname[256];
            info_str(devs[d], CL_DEVICE_NAME, dname, sizeof dname);
            cl_device_type ty = 0;
            clGetDeviceInfo(devs[d], CL_DEVICE_TYPE, sizeof ty, &ty, NULL);
            if (json)
                tt_buf_printf(b, ", {\"name\": \"opencl:%u:%u\", \"platform\": \"%s\", "
                              "\"device\": \"%s\", \"gpu\": %s}", p, d, pname, dname,
                              (ty & CL_DEVICE_TYPE_GPU) ? "true" : "false");
            else
                tt_buf_printf(b, "  opencl:%u:%u  %s: %s%s\n", p, d, pname, dname,
                              (ty & CL_DEVICE_TYPE_GPU) ? " (GPU)" : "");
            count++;
        }
    }
    return count;
}

/* The device `spec` names: "opencl" (the first GPU of any platform, else
 * the first device) or "opencl:P:D". */
static int pick_device(const char *spec, cl_platform_id *pplat, cl_device_id *pdev, char *err,
                       size_t n)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    cl_int e = clGetPlatformIDs(16, plats, &np);
    if (e != CL_SUCCESS || np == 0) {
        tt_snprintf(err, n, "no OpenCL platform found (%s): install an OpenCL driver "
                    "(e.g. pocl-opencl-icd) or use TT_TARGET=cpu",
                    e == CL_SUCCESS || e == CL_PLATFORM_NOT_FOUND_KHR
                        ? "the ICD loader has no vendor registered"
                        : cl_err(e));
        return TT_ERR_NO_DEVICE;
    }
    unsigned want_p = 0, want_d = 0;
    int explicit_dev = sscanf(spec, "opencl:%u:%u", &want_p, &want_d) == 2;
    cl_platform_id plat = NULL;
    cl_device_id dev = NULL;
    if (explicit_dev) {
        if (want_p >= np) {
            tt_snprintf(err, n, "%s: there are %u OpenCL platforms", spec, np);
            return TT_ERR_NO_DEVICE;
        }
        cl_device_id devs[16];
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[want_p], CL_DEVICE_TYPE_ALL, 16, devs, &nd) != CL_SUCCESS ||
            want_d >= nd) {
            tt_snprintf(err, n, "%s: platform %u has %u devices", spec, want_p, nd);
            return TT_ERR_NO_DEVICE;
        }
        plat = plats[want_p];
        dev = devs[want_d];
    } else {
        /* the first GPU of any platform, else the first device */
        for (int pass = 0; pass < 2 && !dev; pass++)
            for (cl_uint p = 0; p < np && !dev; p++) {
                cl_device_id d;
                cl_uint nd = 0;
                if (clGetDeviceIDs(plats[p], pass == 0 ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL,
                                   1, &d, &nd) == CL_SUCCESS && nd > 0) {
                    plat = plats[p];
                    dev = d;
                }
            }
        if (!dev) {
            tt_snprintf(err, n, "OpenCL has %u platform(s) but no device", np);
            return TT_ERR_NO_DEVICE;
        }
    }
    *pplat = plat;
    *pdev = dev;
    return TT_OK;
}

/* The target of device dev: its work-group and local-memory limits. */
static void device_target(cl_device_id dev, const char *spec, ir_target *t)
{
    size_t maxwg = 0;
    cl_ulong local = 0;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxwg, &maxwg, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL);
    ir_target_init(t, spec);
    t->max_work_group = (int64_t)(maxwg ? maxwg : 1);
    t->local_mem_bytes = (int64_t)local;
}

int jit_opencl_target(const char *spec, ir_target *t, char *err, size_t n)
{
    cl_platform_id plat;
    cl_device_id dev;
    int st = pick_device(spec, &plat, &dev, err, n);
    if (st == TT_OK)
        device_target(dev, spec, t);
    return st;
}

int jit_opencl_open(const char *spec, jit_backend **out, char *err, size_t n)
{
    *out = NULL;
    cl_platform_id plat = NULL;
    cl_device_id dev = NULL;
    int st = pick_device(spec, &plat, &dev, err, n);
    if (st != TT_OK)
        return st;
    cl_int e;
    ocl_state *s = calloc(1, sizeof *s);
    if (!s) {
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    s->platform = plat;
    s->device = dev;
    s->ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    if (e != CL_SUCCESS) {
        tt_snprintf(err, n, "clCreateContext: %s", cl_err(e));
        free(s);
        return TT_ERR_NO_DEVICE;
    }
    s->q = clCreateCommandQueue(s->ctx, dev, CL_QUEUE_PROFILING_ENABLE, &e);
    if (e != CL_SUCCESS) {
        tt_snprintf(err, n, "clCreateCommandQueue: %s", cl_err(e));
        clReleaseContext(s->ctx);
        free(s);
        return TT_ERR_NO_DEVICE;
    }
    pthread_mutex_init(&s->mu, NULL);
    device_target(dev, spec, &s->be.target);
    size_t maxwg = 0;
    cl_ulong local = 0;
    cl_uint cus = 0;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxwg, &maxwg, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    char pname[256], pver[256], dname[256], dvendor[256], dver[256], drv[256], ext[4096];
    clGetPlatformInfo(plat, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    clGetPlatformInfo(plat, CL_PLATFORM_VERSION, sizeof pver, pver, NULL);
    pname[255] = pver[255] = 0;
    info_str(dev, CL_DEVICE_NAME, dname, sizeof dname);
    info_str(dev, CL_DEVICE_VENDOR, dvendor, sizeof dvendor);
    info_str(dev, CL_DEVICE_VERSION, dver, sizeof dver);
    info_str(dev, CL_DRIVER_VERSION, drv, sizeof drv);
    info_str(dev, CL_DEVICE_EXTENSIONS, ext, sizeof ext);
    s->has_fp64 = strstr(ext, "cl_khr_fp64") != NULL;
    /* Not the global memory size: PoCL derives it from the memory free at
     * the moment, so two processes on one machine disagreed on it and a
     * cached winner was missed.  Nothing here may vary between runs. */
    tt_snprintf(s->fingerprint, sizeof s->fingerprint,
                "opencl platform: %s (%s)\nopencl device: %s, %s (%s)\nopencl driver: %s\n"
                "compute units: %u\nmax work-group: %zu\nlocal memory: %llu", pname, pver,
                dname, dvendor, dver, drv, cus, maxwg, (unsigned long long)local);
    s->be.name = "opencl";
    s->be.compile = ocl_compile;
    s->be.load = ocl_load;
    s->be.object = ocl_object;
    s->be.run = ocl_run;
    s->be.run_timed = ocl_run_timed;
    s->be.free_kernel = kernel_free;
    s->be.fingerprint = ocl_fingerprint;
    s->be.destroy = ocl_destroy;
    s->be.state = s;
    *out = &s->be;
    return TT_OK;
}

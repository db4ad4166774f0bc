/*
 * The LLVM backend: host CPU code through LLVM 19's C API and ORC LLJIT.
 *
 *   compile:  loop AST --llvm_emit.c--> module --O3--> object bytes --load-->
 *   load:     object bytes -> a fresh JITDylib -> address of tt_kernel
 *
 * Both paths end in `load`, so a kernel from the cache and a kernel just
 * compiled are the same thing: object code linked by JITLink into its own
 * JITDylib (freed with its resource tracker; the JITDylib is reused).  The
 * runtime functions the code calls are absolute symbols in each JITDylib
 * (not the process's exported symbols, which would need -rdynamic, and
 * looked up per JITDylib: LLJIT's own lookup searches only its main one);
 * libm/libc come from the process,
 * glibc's vector math library (libmvec) from dlopen (see vecmath below).
 * Kernels are called through libffi with a call interface prepared once.
 *
 * One process-wide instance (reference counted), one lock around LLVM.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <ffi.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Support.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "jit/jit.h"
#include "jit/llvm_internal.h"

struct jit_kernel {
    void *entry;
    ffi_cif cif;
    ffi_type *atypes[64];
    int nargs;
    LLVMOrcJITDylibRef jd;
    LLVMOrcResourceTrackerRef rt;
    char *obj;
    size_t objlen;
};

static struct {
    pthread_mutex_t mu;
    int refs;
    LLVMOrcLLJITRef jit;
    LLVMOrcExecutionSessionRef es;
    LLVMTargetMachineRef tm;
    char *triple, *cpu, *features, *layout;
    char model_cpu[96];         /* jit_llvm_model_cpu's answer */
    char fingerprint[4096];
    jit_backend be;
    LLVMOrcJITDylibRef free_jd[256];
    int nfree;
    unsigned long njd;
    char reported[512];
    jit_llvm_stats stats;
    jit_host_fns host;          /* from the layer above, at open */
} G = {.mu = PTHREAD_MUTEX_INITIALIZER};

static void take_error(LLVMErrorRef e, const char *what, char *err, size_t n)
{
    char *m = LLVMGetErrorMessage(e);
    tt_snprintf(err, n, "%s: %s", what, m ? m : "unknown error");
    LLVMDisposeErrorMessage(m);
}

static void report(void *ctx, LLVMErrorRef e)
{
    (void)ctx;
    char *m = LLVMGetErrorMessage(e);
    tt_snprintf(G.reported, sizeof G.reported, "%s", m ? m : "unknown JIT error");
    LLVMDisposeErrorMessage(m);
}

/* ---- runtime symbols -------------------------------------------------- */

static const struct {
    const char *name;
    void *addr;
} rt_syms[] = {
    {"expf", (void *)expf}, {"exp", (void *)exp},
    {"logf", (void *)logf}, {"log", (void *)log},
    {"tanhf", (void *)tanhf}, {"tanh", (void *)tanh},
    {"erff", (void *)erff}, {"erf", (void *)erf},
    {"powf", (void *)powf}, {"pow", (void *)pow},
    {"sqrtf", (void *)sqrtf}, {"sqrt", (void *)sqrt},
    {"floorf", (void *)floorf}, {"floor", (void *)floor},
    {"ceilf", (void *)ceilf}, {"ceil", (void *)ceil},
    {"fmaxf", (void *)fmaxf}, {"fmax", (void *)fmax},
    {"fminf", (void *)fminf}, {"fmin", (void *)fmin},
    {"memset", (void *)memset}, {"memcpy", (void *)memcpy}, {"memmove", (void *)memmove},
};

/* ---- vector math: glibc's libmvec ----------------------------------------
 *
 * LLVM's X86 backend turns llvm.exp on <16 x float> (and the libm calls we
 * emit for tanh/erf) into 16 scalar calls.  libmvec has the x86-64 vector
 * ABI variants: _ZGV<isa>N<lanes>v_<fn> (vv_ for two arguments), isa b =
 * SSE (xmm), d = AVX2 (ymm), e = AVX-512 (zmm).  We dlopen it once, look up
 * the variants of the functions tt's language has, and keep those whose
 * ISA this CPU has.  They are absolute symbols in every kernel's JITDylib
 * (so cached object code that calls them links); the emitter calls them
 * when jit_llvm_has_vecfn says so.  TT_LIBMVEC=0 stops the emitter from
 * using them (the scalar path: correct, slow). */

#define VEC_MAX 64

static struct {
    int n;
    int disabled;                       /* TT_LIBMVEC=0 */
    struct {
        char name[32];
        void *addr;
    } fn[VEC_MAX];
} V;

/* "+name" is one of the comma-separated LLVM host features */
static int has_feature(const char *features, const char *name)
{
    size_t n = strlen(name);
    for (const char *s = features; s && *s;) {
        const char *c = strchr(s, ',');
        size_t len = c ? (size_t)(c - s) : strlen(s);
        if (len == n + 1 && s[0] == '+' && strncmp(s + 1, name, n) == 0)
            return 1;
        if (!c)
            break;
        s = c + 1;
    }
    return 0;
}

/* Once per process, after G.features is known; G.mu held. */
static void vecmath_init(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    const char *env = getenv("TT_LIBMVEC");
    V.disabled = env && strcmp(env, "0") == 0;
#if defined(__x86_64__) && defined(__linux__)
    void *h = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return;
    /* ISA letter, vector bits, the CPU features its ABI and code need;
       AVX-512 also needs 512-bit registers (LLVM 19's evex512, which an
       AVX10/256 CPU lacks) */
    static const struct {
        char isa;
        int bits;
        const char *feat[2];
    } isas[] = {
        {'b', 128, {"sse2", NULL}},
        {'d', 256, {"avx2", NULL}},
        {'e', 512, {"avx512f", "evex512"}},
    };
    static const struct {
        const char *name;
        int nargs;
    } fns[] = {{"exp", 1}, {"log", 1}, {"tanh", 1}, {"erf", 1}, {"pow", 2}};
    for (size_t i = 0; i < TT_ARRAY_LEN(isas); i++) {
        int ok = 1;
        for (int k = 0; k < 2; k++)
            if (isas[i].feat[k] && !has_feature(G.features, isas[i].feat[k]) &&
                (k == 0 || strstr(G.features, isas[i].feat[k])))   /* an LLVM without evex512 */
                ok = 0;
        if (!ok)
            continue;
        for (size_t f = 0; f < TT_ARRAY_LEN(fns); f++)
            for (int f64 = 0; f64 <= 1; f64++) {
                if (V.n >= VEC_MAX)
                    return;
                char name[32];
                tt_snprintf(name, sizeof name, "_ZGV%cN%d%s_%s%s", isas[i].isa,
                            isas[i].bits / (f64 ? 64 : 32), fns[f].nargs == 2 ? "vv" : "v",
                            fns[f].name, f64 ? "" : "f");
                void *a = dlsym(h, name);
                if (!a)
                    continue;
                tt_snprintf(V.fn[V.n].name, sizeof V.fn[V.n].name, "%s", name);
                V.fn[V.n].addr = a;
                V.n++;
            }
    }
    /* the handle stays open: kernels call into the library until exit */
#endif
}

int jit_llvm_has_vecfn(const char *name)
{
    if (V.disabled)
        return 0;
    for (int i = 0; i < V.n; i++)
        if (strcmp(V.fn[i].name, name) == 0)
            return 1;
    return 0;
}

static int new_jd(LLVMOrcJITDylibRef *out, char *err, size_t n)
{
    if (G.nfree > 0) {
        *out = G.free_jd[--G.nfree];
        return TT_OK;
    }
    char name[64];
    tt_snprintf(name, sizeof name, "tt.kernel.%lu", G.njd++);
    LLVMOrcJITDylibRef jd = LLVMOrcExecutionSessionCreateBareJITDylib(G.es, name);
    if (!G.host.parallel_for || !G.host.alloc || !G.host.free) {
        tt_snprintf(err, n, "the LLVM backend was opened without the host functions "
                            "generated code calls (jit_llvm_open)");
        return TT_ERR_INTERNAL;
    }
    const struct {
        const char *name;
        void *addr;
    } host[] = {
        {"tt_rt_parallel_for", (void *)G.host.parallel_for},
        {"tt_rt_alloc", (void *)G.host.alloc},
        {"tt_rt_free", (void *)G.host.free},
    };
    size_t nh = TT_ARRAY_LEN(host), nrt = TT_ARRAY_LEN(rt_syms);
    size_t ns = nh + nrt + (size_t)V.n;
    LLVMOrcCSymbolMapPair pairs[TT_ARRAY_LEN(host) + TT_ARRAY_LEN(rt_syms) + VEC_MAX];
    for (size_t i = 0; i < ns; i++) {
        const char *name = i < nh    ? host[i].name
                           : i < nh + nrt ? rt_syms[i - nh].name
                                          : V.fn[i - nh - nrt].name;
        void *addr = i < nh    ? host[i].addr
                     : i < nh + nrt ? rt_syms[i - nh].addr
                                    : V.fn[i - nh - nrt].addr;
        pairs[i].Name = LLVMOrcLLJITMangleAndIntern(G.jit, name);
        pairs[i].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)addr;
        pairs[i].Sym.Flags.GenericFlags =
            LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[i].Sym.Flags.TargetFlags = 0;
    }
    LLVMErrorRef e = LLVMOrcJITDylibDefine(jd, LLVMOrcAbsoluteSymbols(pairs, ns));
    if (e) {
        take_error(e, "defining runtime symbols", err, n);
        return TT_ERR_COMPILE;
    }
    LLVMOrcDefinitionGeneratorRef gen;
    e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
        &gen, LLVMOrcLLJITGetGlobalPrefix(G.jit), NULL, NULL);
    if (e) {
        take_error(e, "process symbol generator", err, n);
        return TT_ERR_COMPILE;
    }
    LLVMOrcJITDylibAddGenerator(jd, gen);
    *out = jd;
    return TT_OK;
}

typedef struct {
    int done;
    LLVMOrcExecutorAddress addr;
    char msg[512];
} lookup_result;

static void on_lookup(LLVMErrorRef e, LLVMOrcCSymbolMapPairs res, size_t n, void *ctx)
{
    lookup_result *r = ctx;
    r->done = 1;
    if (e) {
        char *m = LLVMGetErrorMessage(e);
        tt_snprintf(r->msg, sizeof r->msg, "%s", m ? m : "lookup failed");
        LLVMDisposeErrorMessage(m);
        return;
    }
    if (n > 0)
        r->addr = res[0].Sym.Address;
}

/* Load object bytes into a new JITDylib; G.mu held. */
static int load_locked(const void *bytes, size_t len, int nparams, jit_kernel **out,
                       char *err, size_t n)
{
    *out = NULL;
    if (nparams < 0 || nparams > 64) {
        tt_snprintf(err, n, "a kernel takes at most 64 buffers");
        return TT_ERR_UNSUPPORTED;
    }
    jit_kernel *k = calloc(1, sizeof *k);
    if (!k) {
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    k->obj = malloc(len ? len : 1);
    if (!k->obj) {
        free(k);
        tt_snprintf(err, n, "out of memory");
        return TT_ERR_NOMEM;
    }
    memcpy(k->obj, bytes, len);
    k->objlen = len;
    int st = new_jd(&k->jd, err, n);
    if (st) {
        free(k->obj);
        free(k);
        return st;
    }
    k->rt = LLVMOrcJITDylibCreateResourceTracker(k->jd);
    LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes, len, "tt-kernel");
    G.reported[0] = 0;
    LLVMErrorRef e = LLVMOrcLLJITAddObjectFileWithRT(G.jit, k->rt, mb);
    if (e) {
        take_error(e, "adding object code", err, n);
        goto fail;
    }
    lookup_result r = {0};
    LLVMOrcCJITDylibSearchOrderElement so = {k->jd, LLVMOrcJITDylibLookupFlagsMatchAllSymbols};
    LLVMOrcCLookupSetElement sym = {LLVMOrcLLJITMangleAndIntern(G.jit, "tt_kernel"),
                                    LLVMOrcSymbolLookupFlagsRequiredSymbol};
    LLVMOrcExecutionSessionLookup(G.es, LLVMOrcLookupKindStatic, &so, 1, &sym, 1, on_lookup, &r);
    if (!r.done || !r.addr) {
        tt_snprintf(err, n, "linking kernel: %s",
                    r.msg[0] ? r.msg : G.reported[0] ? G.reported : "symbol not found");
        goto fail;
    }
    k->entry = (void *)(uintptr_t)r.addr;
    k->nargs = nparams;
    for (int i = 0; i < nparams; i++)
        k->atypes[i] = &ffi_type_pointer;
    if (ffi_prep_cif(&k->cif, FFI_DEFAULT_ABI, (unsigned)nparams, &ffi_type_void,
                     k->atypes) != FFI_OK) {
        tt_snprintf(err, n, "libffi could not prepare the call interface");
        goto fail;
    }
    *out = k;
    return TT_OK;
fail:
    LLVMOrcResourceTrackerRemove(k->rt);
    LLVMOrcReleaseResourceTracker(k->rt);
    if (G.nfree < (int)TT_ARRAY_LEN(G.free_jd))
        G.free_jd[G.nfree++] = k->jd;
    free(k->obj);
    free(k);
    return TT_ERR_COMPILE;
}

/* ---- compile ---------------------------------------------------------- */

static LLVMModuleRef emit_module(LLVMContextRef C, const lw_prog *p, char *err, size_t n)
{
    LLVMModuleRef M = jit_llvm_emit(C, p, G.triple, G.layout, G.cpu, G.features, err, n);
    if (!M)
        return NULL;
    char *msg = NULL;
    if (LLVMVerifyModule(M, LLVMReturnStatusAction, &msg)) {
        tt_snprintf(err, n, "internal: invalid LLVM IR: %.400s", msg ? msg : "");
        LLVMDisposeMessage(msg);
        LLVMDisposeModule(M);
        return NULL;
    }
    LLVMDisposeMessage(msg);
    return M;
}

/* O3.  Measured against a short function pipeline (sroa, early-cse,
 * instcombine, licm, gvn, dse, simplifycfg) on tt-bench's cases: compile
 * time halves, but NHWC convolutions lose up to 20%, so O3 stays; compile
 * time is kept down by bounding the unrolled code instead. */
static const char *pipeline(void)
{
    return "default<O3>";
}

static int optimize(LLVMModuleRef M, char *err, size_t n)
{
    LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(M, pipeline(), G.tm, o);
    LLVMDisposePassBuilderOptions(o);
    if (e) {
        take_error(e, "optimizing", err, n);
        return TT_ERR_COMPILE;
    }
    return TT_OK;
}

/* TT_DUMP=llvm (IR as emitted), llvm-opt (after O3), asm (machine code) */
static void dump_module(LLVMModuleRef M, const char *what)
{
    char *s = LLVMPrintModuleToString(M);
    fprintf(stderr, "# %s\n%s", what, s);
    LLVMDisposeMessage(s);
}

static int llvm_compile(jit_backend *be, const lw_prog *p, jit_kernel **out, char *err,
                        size_t n)
{
    (void)be;
    *out = NULL;
    pthread_mutex_lock(&G.mu);
    LLVMContextRef C = LLVMContextCreate();
    int st = TT_ERR_COMPILE;
    double t0 = tt_now_ms();
    LLVMModuleRef M = emit_module(C, p, err, n);
    double t1 = tt_now_ms();
    G.stats.emit_ms += t1 - t0;
    if (M && tt_dump_wants("llvm"))
        dump_module(M, "LLVM IR as emitted");
    int opt_st = M ? optimize(M, err, n) : TT_ERR_COMPILE;
    double t2 = tt_now_ms();
    G.stats.opt_ms += t2 - t1;
    if (M && opt_st == TT_OK) {
        if (tt_dump_wants("llvm-opt"))
            dump_module(M, "LLVM IR after O3");
        if (tt_dump_wants("asm")) {
            char *msg = NULL;
            LLVMMemoryBufferRef ab = NULL;
            if (!LLVMTargetMachineEmitToMemoryBuffer(G.tm, M, LLVMAssemblyFile, &msg, &ab)) {
                fprintf(stderr, "# machine code\n%.*s", (int)LLVMGetBufferSize(ab),
                        LLVMGetBufferStart(ab));
                LLVMDisposeMemoryBuffer(ab);
            }
            LLVMDisposeMessage(msg);
        }
        char *msg = NULL;
        LLVMMemoryBufferRef mb = NULL;
        if (LLVMTargetMachineEmitToMemoryBuffer(G.tm, M, LLVMObjectFile, &msg, &mb)) {
            tt_snprintf(err, n, "code generation: %s", msg ? msg : "failed");
            LLVMDisposeMessage(msg);
        } else {
            double t3 = tt_now_ms();
            G.stats.codegen_ms += t3 - t2;
            st = load_locked(LLVMGetBufferStart(mb), LLVMGetBufferSize(mb), p->nparams, out,
                             err, n);
            G.stats.link_ms += tt_now_ms() - t3;
            G.stats.kernels++;
            LLVMDisposeMemoryBuffer(mb);
        }
    }
    if (M)
        LLVMDisposeModule(M);
    LLVMContextDispose(C);
    pthread_mutex_unlock(&G.mu);
    return st;
}

static int llvm_load(jit_backend *be, const void *bytes, size_t len, const jit_sig *sig,
                     jit_kernel **out, char *err, size_t n)
{
    (void)be;
    pthread_mutex_lock(&G.mu);
    int st = load_locked(bytes, len, sig->nparams, out, err, n);
    pthread_mutex_unlock(&G.mu);
    return st;
}

static int llvm_object(jit_kernel *k, const void **bytes, size_t *len)
{
    *bytes = k->obj;
    *len = k->objlen;
    return TT_OK;
}

static int llvm_run(jit_kernel *k, void *const *args, char *err, size_t n)
{
    (void)err;
    (void)n;
    void *vals[64];
    for (int i = 0; i < k->nargs; i++)
        vals[i] = (void *)&args[i];
    ffi_call(&k->cif, FFI_FN(k->entry), NULL, vals);
    return TT_OK;
}

static void llvm_free_kernel(jit_kernel *k)
{
    if (!k)
        return;
    pthread_mutex_lock(&G.mu);
    LLVMErrorRef e = LLVMOrcResourceTrackerRemove(k->rt);
    if (e)
        LLVMConsumeError(e);
    LLVMOrcReleaseResourceTracker(k->rt);
    if (G.nfree < (int)TT_ARRAY_LEN(G.free_jd))
        G.free_jd[G.nfree++] = k->jd;
    pthread_mutex_unlock(&G.mu);
    free(k->obj);
    free(k);
}

static const char *llvm_fingerprint(jit_backend *be)
{
    (void)be;
    return G.fingerprint;
}

static void llvm_destroy(jit_backend *be)
{
    (void)be;
    pthread_mutex_lock(&G.mu);
    if (--G.refs == 0) {
        LLVMOrcDisposeLLJIT(G.jit);
        LLVMDisposeTargetMachine(G.tm);
        LLVMDisposeMessage(G.triple);
        LLVMDisposeMessage(G.cpu);
        LLVMDisposeMessage(G.features);
        LLVMDisposeMessage(G.layout);
        G.jit = NULL;
        G.tm = NULL;
        G.triple = G.cpu = G.features = G.layout = NULL;
        G.nfree = 0;
    }
    pthread_mutex_unlock(&G.mu);
}

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static void init_targets(void)
{
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    LLVMInitializeNativeAsmParser();   /* inline assembly (jit/llvm_strided.c) */
#if defined(__x86_64__) || defined(__i386__)
    /* LLVM 19's "X86 Avoid Store Forwarding Blocks" pass aborts the process
       ("Invalid size request on a scalable vector") on some kernels with
       masked 16-lane memory operations on a 256-bit CPU (a layernorm config
       on Zen 3, tests/lower/test_space.c).  It only tunes memcpy-like store
       pairs; generated kernels lose nothing without it. */
    const char *argv[] = {"libtt", "-x86-disable-avoid-SFB"};
    LLVMParseCommandLineOptions(2, argv, NULL);
#endif
}

/* TT_ISA=avx2: the host's features with every AVX-512 (and later: AVX10,
 * AMX, the VEX forms of the AVX-512 extensions) feature turned off, so
 * that an AVX-512 host generates, runs and tunes the code an AVX2 host
 * would (runtime/env.c checks the value; README.md, "Environment").
 * NULL (and *err set) when the host lacks AVX2 or FMA; the host's own
 * features, copied, without TT_ISA or with TT_ISA=native.  The result is
 * freed with LLVMDisposeMessage. */
static char *isa_features(const char *host, char *err, size_t n)
{
    const char *isa = getenv("TT_ISA");
    if (!isa || strcmp(isa, "avx2") != 0)
        return LLVMCreateMessage(host);
    if (!has_feature(host, "avx2") || !has_feature(host, "fma")) {
        tt_snprintf(err, n, "TT_ISA=avx2: this CPU has no AVX2 and FMA to restrict code to");
        return NULL;
    }
    static const char *const off[] = {"avx512", "avx10", "amx", "evex512", "avxvnni",
                                      "avxifma", "avxneconvert"};
    size_t len = strlen(host);
    char *buf = malloc(len + 1);
    if (!buf) {
        tt_snprintf(err, n, "out of memory");
        return NULL;
    }
    memcpy(buf, host, len + 1);
    for (char *f = buf; *f;) {
        size_t flen = strcspn(f, ",");
        if (*f == '+')
            for (size_t k = 0; k < TT_ARRAY_LEN(off); k++)
                if (strncmp(f + 1, off[k], strlen(off[k])) == 0)
                    *f = '-';
        f += flen;
        if (*f == ',')
            f++;
    }
    char *out = LLVMCreateMessage(buf);
    free(buf);
    return out;
}

/* The host's target from the features code is generated for: 512-bit
 * vectors with AVX-512, 256 with AVX, else 128. */
static void host_target(const char *features, ir_target *t)
{
    ir_target_init(t, "cpu");
    t->vector_bits = has_feature(features, "avx512f") ? 512
                     : has_feature(features, "avx") ? 256
                                                     : 128;
    t->fma_rate = t->vector_bits == 512 ? jit_fma_rate() : 1;
}

void jit_llvm_target(ir_target *t)
{
    pthread_mutex_lock(&G.mu);
    if (G.features) {
        host_target(G.features, t);
    } else {
        char *f = LLVMGetHostCPUFeatures();
        char err[128];
        char *g = isa_features(f ? f : "", err, sizeof err);
        host_target(g ? g : f ? f : "", t);
        LLVMDisposeMessage(g);
        LLVMDisposeMessage(f);
    }
    pthread_mutex_unlock(&G.mu);
}

static int open_locked(char *err, size_t n)
{
    pthread_once(&init_once, init_targets);
    G.triple = LLVMGetDefaultTargetTriple();
    G.cpu = LLVMGetHostCPUName();
    char *host = LLVMGetHostCPUFeatures();
    G.features = isa_features(host ? host : "", err, n);
    /* TT_ISA=avx2 on an AVX-512 CPU: code of another width than the CPU's */
    int narrowed = G.features && host && has_feature(host, "avx512f") &&
                   !has_feature(G.features, "avx512f");
    tt_snprintf(G.model_cpu, sizeof G.model_cpu, "%s%s", G.cpu ? G.cpu : "",
                narrowed ? "-avx2" : "");
    LLVMDisposeMessage(host);
    if (!G.features) {
        LLVMDisposeMessage(G.cpu);
        LLVMDisposeMessage(G.triple);
        G.cpu = G.triple = NULL;
        return TT_ERR_INVALID_ARG;
    }
    LLVMTargetRef T;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(G.triple, &T, &msg)) {
        tt_snprintf(err, n, "LLVM has no target for %s: %s", G.triple, msg ? msg : "");
        LLVMDisposeMessage(msg);
        return TT_ERR_COMPILE;
    }
    G.tm = LLVMCreateTargetMachine(T, G.triple, G.cpu, G.features, LLVMCodeGenLevelAggressive,
                                   LLVMRelocPIC, LLVMCodeModelSmall);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(G.tm);
    G.layout = LLVMCopyStringRepOfTargetData(td);
    LLVMDisposeTargetData(td);
    /* the JIT: a builder from a target machine like ours (it only links) */
    LLVMTargetMachineRef tm2 = LLVMCreateTargetMachine(T, G.triple, G.cpu, G.features,
                                                       LLVMCodeGenLevelAggressive,
                                                       LLVMRelocPIC, LLVMCodeModelSmall);
    LLVMOrcJITTargetMachineBuilderRef jtmb =
        LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm2);
    LLVMOrcLLJITBuilderRef jb = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(jb, jtmb);
    LLVMErrorRef e = LLVMOrcCreateLLJIT(&G.jit, jb);
    if (e) {
        take_error(e, "creating the JIT", err, n);
        LLVMDisposeTargetMachine(G.tm);
        G.tm = NULL;
        return TT_ERR_COMPILE;
    }
    vecmath_init();
    G.es = LLVMOrcLLJITGetExecutionSession(G.jit);
    LLVMOrcExecutionSessionSetErrorReporter(G.es, report, NULL);
    tt_snprintf(G.fingerprint, sizeof G.fingerprint, "llvm %s; %s; cpu %s; features %s",
                jit_llvm_version(), G.triple, G.cpu, G.features);
    G.be.name = "llvm";
    host_target(G.features, &G.be.target);
    G.be.compile = llvm_compile;
    G.be.load = llvm_load;
    G.be.object = llvm_object;
    G.be.run = llvm_run;
    G.be.run_timed = NULL;
    G.be.free_kernel = llvm_free_kernel;
    G.be.fingerprint = llvm_fingerprint;
    G.be.destroy = llvm_destroy;
    return TT_OK;
}

int jit_llvm_open(const jit_host_fns *host, jit_backend **out, char *err, size_t n)
{
    pthread_mutex_lock(&G.mu);
    int st = TT_OK;
    if (host)
        G.host = *host;
    if (G.refs == 0)
        st = open_locked(err, n);
    if (st == TT_OK) {
        G.refs++;
        *out = &G.be;
    }
    pthread_mutex_unlock(&G.mu);
    return st;
}

void jit_llvm_get_stats(jit_llvm_stats *s)
{
    pthread_mutex_lock(&G.mu);
    *s = G.stats;
    pthread_mutex_unlock(&G.mu);
}

const char *jit_llvm_host_cpu(void) { return G.cpu ? G.cpu : ""; }
const char *jit_llvm_model_cpu(void) { return G.cpu ? G.model_cpu : ""; }
const char *jit_llvm_host_features(void) { return G.features ? G.features : ""; }

const char *jit_llvm_version(void)
{
#ifdef TT_LLVM_VERSION
    return TT_LLVM_VERSION;
#else
    return "19";
#endif
}

char *jit_llvm_ir(const lw_prog *p, int optimized, char *err, size_t n)
{
    jit_backend *be;
    if (jit_llvm_open(NULL, &be, err, n) != TT_OK)
        return NULL;
    pthread_mutex_lock(&G.mu);
    LLVMContextRef C = LLVMContextCreate();
    LLVMModuleRef M = emit_module(C, p, err, n);
    char *out = NULL;
    if (M && (!optimized || optimize(M, err, n) == TT_OK)) {
        char *s = LLVMPrintModuleToString(M);
        out = tt_strdup(s);
        LLVMDisposeMessage(s);
    }
    if (M)
        LLVMDisposeModule(M);
    LLVMContextDispose(C);
    pthread_mutex_unlock(&G.mu);
    be->destroy(be);
    return out;
}

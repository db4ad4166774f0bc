/*
 * OpenBLAS and BLIS, loaded with dlopen(RTLD_LOCAL) by their real paths:
 * both export cblas_sgemm and sgemm_, so neither may be linked (the first
 * one loaded would answer for both).  Every call goes through dlsym'd
 * pointers on the library's own handle.
 *
 * Fairness settings, applied in this process before each dlopen:
 *   OpenBLAS  OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE are unset (this
 *             machine's environment sets them and they halve OpenBLAS);
 *             OPENBLAS_THREAD_TIMEOUT=22 unless set (idle workers spin
 *             2^22 cycles, ~1.5 ms, instead of 2^28, ~0.1 s, which would
 *             eat into the next contender's turn at 2 threads).
 *   BLIS      BLIS_ARCH_TYPE selects the sub-configuration.  Default
 *             (auto-skx): BLIS's own choice, asked in a child process,
 *             unless that is 'generic' (BLIS 0.9 does not know Zen 5), then
 *             skx (id 0, AVX-512).  --blis-arch skx|zen3|...|auto forces
 *             one.  Checked afterwards with bli_arch_query_id/_string.
 * Threads: openblas_set_num_threads, bli_thread_set_num_threads.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/bench.h"

#ifndef TT_BENCH_LIBDIR
#define TT_BENCH_LIBDIR "/usr/lib/x86_64-linux-gnu"
#endif

typedef void (*cblas_sgemm_fn)(int order, int ta, int tb, int m, int n, int k, float alpha,
                               const float *a, int lda, const float *b, int ldb, float beta,
                               float *c, int ldc);
/* BLIS typed API: trans_t is an enum, dim_t/inc_t are 64-bit here */
typedef void (*bli_sgemm_fn)(int ta, int tb, int64_t m, int64_t n, int64_t k,
                             const float *alpha, const float *a, int64_t rsa, int64_t csa,
                             const float *b, int64_t rsb, int64_t csb, const float *beta,
                             float *c, int64_t rsc, int64_t csc);

static struct {
    void *h;
    cblas_sgemm_fn cblas_sgemm;
    bli_sgemm_fn bli_sgemm;
    void (*ob_threads)(int);
    void (*bli_threads)(int64_t);
    char desc[600];
} L[VB_COUNT];

static void note(char *notes, size_t n, const char *fmt, ...)
{
    size_t used = strlen(notes);
    if (used + 1 >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(notes + used, n - used, fmt, ap);
    va_end(ap);
}

static void *open_first(const char *user, const char *const *cands, char *real, size_t nreal,
                        char *err, size_t nerr)
{
    const char *one[2] = {user, NULL};
    const char *const *list = user ? one : cands;
    err[0] = 0;
    for (int i = 0; list[i]; i++) {
        void *h = dlopen(list[i], RTLD_NOW | RTLD_LOCAL);
        if (h) {
            char buf[PATH_MAX];
            snprintf(real, nreal, "%s", realpath(list[i], buf) ? buf : list[i]);
            return h;
        }
        snprintf(err, nerr, "%s", dlerror());
    }
    return NULL;
}

static void load_openblas(const char *path, char *notes, size_t nn)
{
    static const char *const cands[] = {
        TT_BENCH_LIBDIR "/openblas-pthread/libopenblas.so.0",
        TT_BENCH_LIBDIR "/openblas-openmp/libopenblas.so.0",
        TT_BENCH_LIBDIR "/openblas-serial/libopenblas.so.0",
        TT_BENCH_LIBDIR "/libopenblas.so.0", NULL};
    static const char *const unset[] = {"OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"};
    for (size_t i = 0; i < 2; i++) {
        const char *v = getenv(unset[i]);
        if (v) {
            note(notes, nn, "OpenBLAS: unsetenv %s (was '%s') before dlopen\n", unset[i], v);
            unsetenv(unset[i]);
        } else {
            note(notes, nn, "OpenBLAS: %s not set (would be unset before dlopen)\n", unset[i]);
        }
    }
    const char *to = getenv("OPENBLAS_THREAD_TIMEOUT");
    if (to) {
        note(notes, nn, "OpenBLAS: OPENBLAS_THREAD_TIMEOUT=%s (from the environment)\n", to);
    } else {
        setenv("OPENBLAS_THREAD_TIMEOUT", "22", 1);
        note(notes, nn, "OpenBLAS: OPENBLAS_THREAD_TIMEOUT=22 (idle workers park after "
                        "~1.5 ms instead of ~0.1 s)\n");
    }
    char real[PATH_MAX], err[512];
    void *h = open_first(path, cands, real, sizeof real, err, sizeof err);
    if (!h) {
        note(notes, nn, "OpenBLAS: NOT LOADED: %s\n", err);
        return;
    }
    L[VB_OPENBLAS].h = h;
    L[VB_OPENBLAS].cblas_sgemm = (cblas_sgemm_fn)dlsym(h, "cblas_sgemm");
    L[VB_OPENBLAS].ob_threads = (void (*)(int))dlsym(h, "openblas_set_num_threads");
    char *(*corename)(void) = (char *(*)(void))dlsym(h, "openblas_get_corename");
    char *(*config)(void) = (char *(*)(void))dlsym(h, "openblas_get_config");
    if (!L[VB_OPENBLAS].cblas_sgemm) {
        note(notes, nn, "OpenBLAS: NOT USABLE: no cblas_sgemm in %s\n", real);
        dlclose(h);
        L[VB_OPENBLAS].h = NULL;
        return;
    }
    snprintf(L[VB_OPENBLAS].desc, sizeof L[VB_OPENBLAS].desc, "%.200s; core %.40s; %.300s",
             config ? config() : "OpenBLAS", corename ? corename() : "?", real);
}

static const struct {
    const char *name;
    int id;
} blis_archs[] = {
    /* arch_t in BLIS 0.9's blis.h; only x86-64 sub-configurations that the
     * Debian build contains (another id makes BLIS abort the process) */
    {"skx", 0}, {"knl", 1}, {"haswell", 3}, {"sandybridge", 4}, {"penryn", 5},
    {"zen3", 6}, {"zen2", 7}, {"zen", 8}, {"excavator", 9}, {"steamroller", 10},
    {"piledriver", 11}, {"bulldozer", 12}, {"generic", 25},
};

#define BLIS_GENERIC 25

/* The configuration BLIS picks by itself, asked in a child process (the
 * choice is made once per process, at bli_init): -1 if unknown. */
static int blis_autodetect(const char *const *cands, const char *user)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return -1;
    }
    if (pid == 0) {
        close(fd[0]);
        unsetenv("BLIS_ARCH_TYPE");
        char real[PATH_MAX], err[512];
        int id = -1;
        void *h = open_first(user, cands, real, sizeof real, err, sizeof err);
        void (*init)(void) = h ? (void (*)(void))dlsym(h, "bli_init") : NULL;
        int (*query)(void) = h ? (int (*)(void))dlsym(h, "bli_arch_query_id") : NULL;
        if (init && query) {
            init();
            id = query();
        }
        ssize_t w = write(fd[1], &id, sizeof id);
        _exit(w == (ssize_t)sizeof id ? 0 : 1);
    }
    close(fd[1]);
    int id = -1;
    if (read(fd[0], &id, sizeof id) != (ssize_t)sizeof id)
        id = -1;
    close(fd[0]);
    waitpid(pid, NULL, 0);
    return id;
}

static void load_blis(const char *path, const char *arch, char *notes, size_t nn)
{
    static const char *const cands[] = {
        TT_BENCH_LIBDIR "/blis-openmp/libblis.so.4",
        TT_BENCH_LIBDIR "/blis-pthread/libblis.so.4",
        TT_BENCH_LIBDIR "/blis-serial/libblis.so.4",
        TT_BENCH_LIBDIR "/libblis.so.4", NULL};
    if (!arch)
        arch = "auto-skx";
    int want = -1;
    if (strcmp(arch, "auto-skx") == 0) {
        /* BLIS's own choice, unless it falls back to the generic kernels
         * (BLIS 0.9 on a CPU it does not know, e.g. Zen 5): then skx */
        int id = blis_autodetect(cands, path);
        if (id == BLIS_GENERIC && __builtin_cpu_supports("avx512f")) {
            note(notes, nn, "BLIS: autodetection gives 'generic'; forcing skx (AVX-512)\n");
            arch = "skx";
        } else {
            note(notes, nn, "BLIS: autodetection gives configuration %d, kept "
                            "(--blis-arch skx forces AVX-512)\n", id);
            arch = "auto";
        }
    }
    if (strcmp(arch, "auto") == 0) {
        if (getenv("BLIS_ARCH_TYPE"))
            note(notes, nn, "BLIS: unsetenv BLIS_ARCH_TYPE (was '%s'): --blis-arch auto\n",
                 getenv("BLIS_ARCH_TYPE"));
        unsetenv("BLIS_ARCH_TYPE");
    } else {
        for (size_t i = 0; i < sizeof blis_archs / sizeof blis_archs[0]; i++)
            if (strcmp(arch, blis_archs[i].name) == 0)
                want = blis_archs[i].id;
        if (want < 0) {
            note(notes, nn, "BLIS: unknown --blis-arch '%s'; using skx\n", arch);
            arch = "skx";
            want = 0;
        }
        char v[16];
        snprintf(v, sizeof v, "%d", want);
        setenv("BLIS_ARCH_TYPE", v, 1);
    }
    char real[PATH_MAX], err[512];
    void *h = open_first(path, cands, real, sizeof real, err, sizeof err);
    if (!h) {
        note(notes, nn, "BLIS: NOT LOADED: %s\n", err);
        return;
    }
    L[VB_BLIS].h = h;
    L[VB_BLIS].bli_sgemm = (bli_sgemm_fn)dlsym(h, "bli_sgemm");
    L[VB_BLIS].bli_threads = (void (*)(int64_t))dlsym(h, "bli_thread_set_num_threads");
    void (*init)(void) = (void (*)(void))dlsym(h, "bli_init");
    int (*query)(void) = (int (*)(void))dlsym(h, "bli_arch_query_id");
    char *(*archstr)(int) = (char *(*)(int))dlsym(h, "bli_arch_string");
    char *(*version)(void) = (char *(*)(void))dlsym(h, "bli_info_get_version_str");
    if (!L[VB_BLIS].bli_sgemm) {
        note(notes, nn, "BLIS: NOT USABLE: no bli_sgemm in %s\n", real);
        dlclose(h);
        L[VB_BLIS].h = NULL;
        return;
    }
    /* bli_init before the query: querying first reads BLIS_ARCH_TYPE before
     * the kernel structure exists and BLIS aborts */
    if (init)
        init();
    int id = query ? query() : -1;
    const char *got = archstr && id >= 0 ? archstr(id) : "?";
    if (want >= 0)
        note(notes, nn, "BLIS: BLIS_ARCH_TYPE=%d set before dlopen (forces '%s'); "
                        "bli_arch_query_id() = %d (%s)%s\n", want, arch, id, got,
             id == want ? "" : "  <-- NOT the requested configuration");
    else
        note(notes, nn, "BLIS: autodetected configuration %d (%s)\n", id, got);
    snprintf(L[VB_BLIS].desc, sizeof L[VB_BLIS].desc, "BLIS %.40s; config %.40s; bli_sgemm; %.300s",
             version ? version() : "?", got, real);
}

void vb_load(const char *openblas_path, const char *blis_path, const char *blis_arch,
             char *notes, size_t nnotes)
{
    load_openblas(openblas_path, notes, nnotes);
    load_blis(blis_path, blis_arch, notes, nnotes);
}

int vb_available(int lib)
{
    return lib >= 0 && lib < VB_COUNT && L[lib].h != NULL;
}

const char *vb_describe(int lib)
{
    return vb_available(lib) ? L[lib].desc : "not loaded";
}

void vb_set_threads(int lib, int threads)
{
    if (!vb_available(lib))
        return;
    if (lib == VB_OPENBLAS && L[lib].ob_threads)
        L[lib].ob_threads(threads);
    if (lib == VB_BLIS && L[lib].bli_threads)
        L[lib].bli_threads(threads);
}

void vb_sgemm(int lib, int64_t M, int64_t N, int64_t K, const float *A, int64_t lda,
              const float *B, int64_t ldb, float *C, int64_t ldc)
{
    const float one = 1.0f, zero = 0.0f;
    if (lib == VB_OPENBLAS)
        L[lib].cblas_sgemm(101 /* RowMajor */, 111 /* NoTrans */, 111, (int)M, (int)N, (int)K,
                           1.0f, A, (int)lda, B, (int)ldb, 0.0f, C, (int)ldc);
    else
        L[lib].bli_sgemm(0 /* BLIS_NO_TRANSPOSE */, 0, M, N, K, &one, A, lda, 1, B, ldb, 1,
                         &zero, C, ldc, 1);
}

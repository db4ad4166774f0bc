/*
 * The pre-trained predictor.
 *
 * A cost model trained offline (`tt predictor train`) on the measurements
 * of many Tasks -- matmuls, convolutions, elementwise operators and
 * reductions of other shapes than the benchmarks' -- and built into libtt
 * (tune/predictor.ubj, embedded by tune/embed_predictor.cmake).  A tuning
 * session starts its model from it (tune_model_set_base): the first batch
 * is already chosen by a model that knows which schedules are fast on a
 * CPU like this one, and the session's own measurements then add trees
 * that correct it for this Task on this machine.
 *
 * Its feature layout is TUNE_FEATURE_VERSION's: a model whose feature
 * count differs is refused with a message, never used.
 *
 * Models by host: tune/predictor-CPU.ubj, trained on a host whose LLVM CPU
 * name is CPU (scripts/retrain-predictor there), is built in beside the
 * default one and used where the host's CPU name is CPU exactly (the name
 * jit_llvm_model_cpu gives: "-avx2" appended under TT_ISA=avx2 on an
 * AVX-512 CPU, whose own model ranked 512-bit code).  Models by vector
 * width: tune/predictor-vecBITS.ubj is used for BITS-bit code on a CPU
 * with no model of its own (predictor-vec256.ubj: AVX2 hosts').  Every
 * other host gets the default model, a portable one trained on the
 * AVX-512 machines' records in tune/records/ (TUNE_PREDICTOR_DEFAULT_HOST
 * names them; docs/TUNING.md, "The default model").  A host's own model is
 * used only on the CPU it was measured on, never on one assumed to be like
 * it.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tune/tune.h"
#include "tune/tune_internal.h"
#include "tt.h"
#include "base/base.h"

extern const unsigned char tt_predictor_builtin[];
extern const size_t tt_predictor_builtin_len;
extern const char *const tt_predictor_host_names[];
extern const unsigned char *const tt_predictor_host_bytes[];
extern const size_t tt_predictor_host_lens[];
extern const int tt_predictor_host_count;

/* The hosts each built-in model of a vector width was trained on (their
 * model names joined by '+', as in tune/records/); a width model missing
 * here is named by its file. */
static const struct {
    const char *name, *hosts;
} width_hosts[] = {
    {"vec256", TUNE_PREDICTOR_VEC256_HOST},
};

/* the built-in model named `name` exactly, or -1 */
static int named_model(const char *name)
{
    for (int i = 0; name && i < tt_predictor_host_count; i++)
        if (strcmp(tt_predictor_host_names[i], name) == 0 && tt_predictor_host_lens[i] > 0)
            return i;
    return -1;
}

/* the built-in model of `cpu`, else of code `vector_bits` wide, or -1:
   the default one */
static int host_model(const char *cpu, int vector_bits)
{
    if (cpu && strncmp(cpu, "vec", 3) == 0)
        return -1;   /* not a CPU's name: a width model's */
    int h = named_model(cpu);
    if (h < 0 && vector_bits > 0) {
        char name[32];
        tt_snprintf(name, sizeof name, "vec%d", vector_bits);
        h = named_model(name);
    }
    return h;
}

int tune_predictor_is_builtin(const char *spec)
{
    return !*spec || strcmp(spec, "on") == 0;
}

const char *tune_predictor_builtin_host(const char *cpu, int vector_bits)
{
    int h = host_model(cpu, vector_bits);
    if (h < 0)
        return tt_predictor_builtin_len ? TUNE_PREDICTOR_DEFAULT_HOST : NULL;
    const char *name = tt_predictor_host_names[h];
    for (size_t i = 0; i < TT_ARRAY_LEN(width_hosts); i++)
        if (strcmp(width_hosts[i].name, name) == 0)
            return width_hosts[i].hosts;
    return name;
}

int tune_predictor_host_in(const char *hosts, const char *cpu)
{
    size_t n = cpu ? strlen(cpu) : 0;
    if (!hosts || n == 0)
        return 0;
    for (const char *p = hosts; *p;) {
        const char *e = strchr(p, '+');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && strncmp(p, cpu, n) == 0)
            return 1;
        if (!e)
            break;
        p = e + 1;
    }
    return 0;
}

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
    char spec[512];
    tune_model *m;
    char err[256];
} loaded[8];
static int nloaded;

int tune_predictor_spec_ok(const char *spec)
{
    if (tune_predictor_is_builtin(spec) || strcmp(spec, "off") == 0)
        return 1;
    struct stat st;
    return stat(spec, &st) == 0 && S_ISREG(st.st_mode);
}

/* spec's model; h: host_model's answer for a built-in spec */
static tune_model *load(const char *spec, int h, char *err, size_t n)
{
    const void *bytes = NULL;
    size_t len = 0;
    void *file = NULL;
    err[0] = 0;
    if (tune_predictor_is_builtin(spec)) {
        if (h >= 0) {
            bytes = tt_predictor_host_bytes[h];
            len = tt_predictor_host_lens[h];
            spec = strncmp(tt_predictor_host_names[h], "vec", 3) == 0
                       ? "the built-in predictor of this vector width"
                       : "the built-in predictor of this CPU";
        } else {
            if (tt_predictor_builtin_len == 0)
                return NULL;   /* this build has none */
            bytes = tt_predictor_builtin;
            len = tt_predictor_builtin_len;
            spec = "the built-in predictor";
        }
    } else {
        FILE *f = fopen(spec, "rb");
        if (!f) {
            tt_snprintf(err, n, "TT_PREDICTOR=%s: %s", spec, strerror(errno));
            return NULL;
        }
        size_t cap = 0, got;
        char *buf = NULL;
        int bad = 0;
        for (;;) {
            if (len == cap) {
                cap = cap ? cap * 2 : 1 << 16;
                char *nb = cap <= ((size_t)1 << 30) ? realloc(buf, cap) : NULL;
                if (!nb) {
                    bad = 1;
                    break;
                }
                buf = nb;
            }
            got = fread(buf + len, 1, cap - len, f);
            if (got == 0)
                break;
            len += got;
        }
        bad |= ferror(f);
        fclose(f);
        if (bad || len == 0) {
            tt_snprintf(err, n, "TT_PREDICTOR=%s: %s", spec,
                        bad ? "read error or too large" : "empty file");
            free(buf);
            return NULL;
        }
        file = buf;
        bytes = buf;
    }
    char merr[256];
    tune_model *m = tune_model_new(1, 1, merr, sizeof merr);
    if (m && tune_model_load(m, bytes, len, merr, sizeof merr) != TT_OK) {
        tune_model_free(m);
        m = NULL;
    }
    if (m && tune_model_ncols(m) != TUNE_FEAT_LEN) {
        tt_snprintf(merr, sizeof merr, "it has %d features, this tt computes %d (feature "
                    "version %d): retrain it", tune_model_ncols(m), TUNE_FEAT_LEN,
                    TUNE_FEATURE_VERSION);
        tune_model_free(m);
        m = NULL;
    }
    if (!m)
        tt_snprintf(err, n, "%s%s: not a usable predictor: %s",
                    file ? "TT_PREDICTOR=" : "", spec, merr);
    free(file);
    return m;
}

tune_model *tune_predictor(const char *spec, const char *cpu, int vector_bits, char *err,
                           size_t n)
{
    err[0] = 0;
    if (strcmp(spec, "off") == 0)
        return NULL;
    /* the built-in specs are one model per host model, whatever their text */
    char key[512];
    int h = host_model(cpu, vector_bits);
    if (tune_predictor_is_builtin(spec))
        tt_snprintf(key, sizeof key, "\x01builtin:%s", h >= 0 ? tt_predictor_host_names[h] : "");
    else
        tt_snprintf(key, sizeof key, "%s", spec);
    pthread_mutex_lock(&mu);
    for (int i = 0; i < nloaded; i++)
        if (strcmp(loaded[i].spec, key) == 0) {
            tt_snprintf(err, n, "%s", loaded[i].err);
            pthread_mutex_unlock(&mu);
            return loaded[i].m;
        }
    tune_model *m = load(spec, h, err, n);
    if (nloaded < (int)TT_ARRAY_LEN(loaded)) {
        tt_snprintf(loaded[nloaded].spec, sizeof loaded[nloaded].spec, "%s", key);
        loaded[nloaded].m = m;
        tt_snprintf(loaded[nloaded].err, sizeof loaded[nloaded].err, "%s", err);
        nloaded++;
    }
    /* else: not kept (a ninth model in one process); it leaks, once */
    pthread_mutex_unlock(&mu);
    return m;
}

/* Loaded models are never freed: a destructor would run after XGBoost's
 * own static objects are gone (a crash at exit); they stay reachable from
 * `loaded`, so leak checkers do not count them. */

/*
 * Differential testing helpers: compile a (Task, schedule) with the LLVM
 * backend, run it on seeded data, compare with the reference interpreter.
 */
#ifndef TT_TESTS_DIFF_H
#define TT_TESTS_DIFF_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "ir/ir.h"
#include "lower/lower.h"

extern const char *const tt_builtin_op_files[][2];

/* The target Tasks are bound for: the host CPU as the LLVM backend
 * describes it (set at diff_open, or at the first bind), or the one a test
 * sets (tests/opencl: its device's). */
static ir_target diff_target;
/* Inputs declared constant in the Tasks diff_bind makes (bit i: input i). */
static uint64_t diff_constmask = 0;

typedef struct diff_env {
    jit_backend *be;
    kn_pool *pool1, *pool2;
} diff_env;

static inline int diff_open(diff_env *e)
{
    char err[256];
    memset(e, 0, sizeof *e);
    if (kn_llvm_open(&e->be, err, sizeof err) != TT_OK) {
        fprintf(stderr, "llvm: %s\n", err);
        return -1;
    }
    e->pool1 = kn_pool_new(1);
    e->pool2 = kn_pool_new(2);
    if (!diff_target.name[0])
        diff_target = e->be->target;
    return 0;
}

static inline void diff_close(diff_env *e)
{
    kn_pool_free(e->pool1);
    kn_pool_free(e->pool2);
    e->be->destroy(e->be);
}

/* Parse a definition: a shipped operator name or text (first definition). */
static inline ir_def *diff_def(const char *src, ir_deflist *l)
{
    const char *text = src;
    const char *name = NULL;
    if (!strchr(src, '(')) {
        text = rt_builtin_source(src, NULL);
        name = src;
        if (!text)
            return NULL;
    }
    ir_error err;
    if (ir_parse(text, l, &err) != 0) {
        fprintf(stderr, "parse: %s\n", err.msg);
        return NULL;
    }
    for (int i = 0; name && i < l->n; i++)
        if (strcmp(l->defs[i]->name, name) == 0)
            return l->defs[i];
    return l->defs[0];
}

/* shapes: "13x17 17x40" (one per input); strides: NULL or "20,1 1,13" per
 * input ("-" for dense); ostrides likewise for outputs. */
static inline ir_task *diff_bind(const ir_def *d, const char *attrs, const char *shapes,
                          const char *strides, const char *ostrides, int threads)
{
    int rank[64];
    int64_t shape[64][TT_MAX_RANK], stride[64][TT_MAX_RANK], ostr[64][TT_MAX_RANK];
    memset(stride, 0, sizeof stride);
    memset(ostr, 0, sizeof ostr);
    const char *s = shapes;
    for (int i = 0; i < d->ninputs; i++) {
        rank[i] = 0;
        while (*s == ' ')
            s++;
        while (*s && *s != ' ') {
            shape[i][rank[i]++] = strtoll(s, (char **)&s, 10);
            if (*s == 'x')
                s++;
        }
    }
    for (int pass = 0; pass < 2; pass++) {
        const char *p = pass ? ostrides : strides;
        int n = pass ? d->noutputs : d->ninputs;
        for (int i = 0; p && i < n; i++) {
            while (*p == ' ')
                p++;
            if (*p == '-') {
                p++;
                continue;
            }
            int k = 0;
            while (*p && *p != ' ') {
                (pass ? ostr : stride)[i][k++] = strtoll(p, (char **)&p, 10);
                if (*p == ',')
                    p++;
            }
        }
    }
    int64_t attr[64];
    char msg[512];
    if (rt_parse_attrs(d, attrs, attr, msg, sizeof msg) != TT_OK) {
        fprintf(stderr, "attrs: %s\n", msg);
        return NULL;
    }
    if (!diff_target.name[0])
        jit_llvm_target(&diff_target);
    ir_bind_in bi = {.nin = d->ninputs, .rank = rank,
                     .shape = (const int64_t(*)[TT_MAX_RANK])shape,
                     .stride = (const int64_t(*)[TT_MAX_RANK])stride,
                     .out_stride = (const int64_t(*)[TT_MAX_RANK])ostr, .attr = attr,
                     .target = &diff_target, .nthreads = threads,
                     .constmask = diff_constmask};
    ir_task *t;
    if (ir_bind(d, &bi, &t, msg, sizeof msg) != TT_OK) {
        fprintf(stderr, "bind %s [%s]: %s\n", d->name, shapes, msg);
        return NULL;
    }
    return t;
}

static inline void diff_fill(int dtype, void *p, int64_t n, uint64_t *seed)
{
    for (int64_t i = 0; i < n; i++) {
        if (dtype == DT_I32)
            ((int32_t *)p)[i] = (int32_t)tt_rand_range(seed, 17) - 8;
        else if (dtype == DT_F64)
            ((double *)p)[i] = tt_rand_unit(seed) * 2 - 1;
        else
            ((float *)p)[i] = (float)(tt_rand_unit(seed) * 2 - 1);
    }
}

/* Seeded inputs and poisoned outputs (ref a copy) for t's tensors, and
 * the kernel's io array (inputs, then outputs); bytes[o]: output o's. */
static inline void diff_buffers(const ir_task *t, uint64_t seed, void **in, void **out,
                                void **ref, size_t *bytes, void **io)
{
    const ir_def *d = t->def;
    uint64_t sd = seed * 0x9E3779B97F4A7C15ull + 7;
    int n = 0;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        size_t b = (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype);
        if (i < d->ninputs) {
            in[i] = tt_aligned_alloc(64, b);
            diff_fill(d->tensors[i].dtype, in[i], span, &sd);
            io[n++] = in[i];
        } else {
            int o = i - d->ninputs;
            bytes[o] = b;
            out[o] = tt_aligned_alloc(64, b);
            ref[o] = tt_aligned_alloc(64, b);
            /* poison: unwritten elements would show */
            memset(out[o], 0x7f, b);
            memcpy(ref[o], out[o], b);
        }
    }
    for (int o = 0; o < d->noutputs; o++)
        io[n++] = out[o];
}

/* Tasks diff_check ran without the interpreter (TT_TEST_MAX_WORK). */
static int diff_unchecked = 0;

/* The sanitizer build (tests/CMakeLists.txt) sets TT_TEST_MAX_WORK: a
 * Task whose statements visit more points than that is compiled and run,
 * under the sanitizers, but not interpreted (its instrumented interpreter
 * ran a dilated C512 layer for minutes); the release build compares all. */
static inline int diff_too_big(const ir_task *t)
{
    const char *m = getenv("TT_TEST_MAX_WORK");
    if (!m || atof(m) <= 0)
        return 0;
    double work = 0;
    for (int i = 0; i < t->def->nstmts; i++) {
        double w = 1;
        for (int v = 0; v < t->def->stmts[i].nvars; v++)
            w *= (double)t->extent[i][v];
        work += w;
    }
    return work > atof(m);
}

/* Compile and run t with schedule s (NULL: default) on pool; compare with
 * the interpreter.  Returns 1 on a match; prints the reason otherwise. */
static inline int diff_check(diff_env *e, const ir_task *t, const lw_sched *s, uint64_t seed,
                      const char *what)
{
    const ir_def *d = t->def;
    lw_sched def;
    if (!s) {
        lw_sched_default(t, &def);
        s = &def;
    }
    void *in[64] = {0}, *out[64] = {0}, *ref[64] = {0}, *io[128];
    size_t obytes[64];
    int ok = 0;
    diff_buffers(t, seed, in, out, ref, obytes, io);
    char err[640];
    kn_kernel *k = NULL;
    int st = kn_kernel_compile(e->be, t, s, &k, err, sizeof err);
    if (st != TT_OK) {
        fprintf(stderr, "%s: compile failed: %s\n", what, err);
        goto done;
    }
    st = kn_kernel_run(k, t->nthreads > 1 ? e->pool2 : e->pool1, io, err, sizeof err);
    if (st != TT_OK) {
        fprintf(stderr, "%s: run failed: %s\n", what, err);
        goto done;
    }
    if (diff_too_big(t)) {
        if (diff_unchecked++ == 0)
            printf("  (%s: run, not interpreted: over TT_TEST_MAX_WORK points)\n", what);
        ok = 1;
        goto done;
    }
    double mag[64];
    if (ir_interp_mag(t, in, ref, 1, mag) != TT_OK) {
        fprintf(stderr, "%s: interpreter failed\n", what);
        goto done;
    }
    ir_cmp c;
    ok = ir_compare_mag(t, out, ref, 1, mag, &c);
    if (!ok) {
        const ir_tensor *tn = &d->tensors[d->ninputs + c.bad_output];
        fprintf(stderr, "%s: %" PRId64 " mismatches in '%s', first at [", what, c.nbad,
                tn->name);
        for (int q = 0; q < tn->rank; q++)
            fprintf(stderr, "%s%" PRId64, q ? "," : "", c.bad_index[q]);
        fprintf(stderr, "]: got %.9g expected %.9g\n", c.bad_got, c.bad_ref);
    }
done:
    kn_kernel_free(k);
    for (int i = 0; i < 64; i++) {
        free(in[i]);
        free(out[i]);
        free(ref[i]);
    }
    return ok;
}

/* ---- row classes (ir_task_set_rows) ---------------------------------- */

/* The shapes text with dimension 0 of each row tensor set to m. */
static inline void diff_rows_shapes(const ir_task *t, const char *shapes, int64_t m, char *out,
                                    size_t n)
{
    const ir_def *d = t->def;
    tt_buf b = {0};
    const char *s = shapes;
    for (int i = 0; i < d->ninputs; i++) {
        while (*s == ' ')
            s++;
        const char *e = s;
        while (*e && *e != 'x' && *e != ' ')
            e++;
        if (ir_task_row_tensor(t, i))
            tt_buf_printf(&b, "%s%" PRId64, i ? " " : "", m);
        else
            tt_buf_printf(&b, "%s%.*s", i ? " " : "", (int)(e - s), s);
        s = e;
        while (*s && *s != ' ')
            tt_buf_putc(&b, *s++);
    }
    tt_snprintf(out, n, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
}

/* Run kernel k of row class t (bound at `shapes`, the top of its range)
 * on m rows; compare with the interpreter of the exact Task of size m; the
 * rows from m on must keep their poison.  Returns 1 on a match. */
static inline int diff_rows_check(diff_env *env, const ir_task *t, const char *attrs,
                                  const char *shapes, kn_kernel *k, int64_t m, uint64_t seed,
                                  const char *what)
{
    const ir_def *d = t->def;
    char sh[512];
    diff_rows_shapes(t, shapes, m, sh, sizeof sh);
    ir_task *x = diff_bind(d, attrs, sh, NULL, NULL, t->nthreads);
    if (!x) {
        fprintf(stderr, "%s: cannot bind the exact Task [%s]\n", what, sh);
        return 0;
    }
    void *in[64] = {0}, *out[64] = {0}, *ref[64] = {0}, *io[128];
    size_t obytes[64] = {0};
    int ok = 0;
    diff_buffers(t, seed, in, out, ref, obytes, io);
    char err[512];
    if (kn_kernel_run_rows(k, t->nthreads > 1 ? env->pool2 : env->pool1, io, NULL, m, err,
                           sizeof err) != TT_OK) {
        fprintf(stderr, "%s: run failed: %s\n", what, err);
        goto done;
    }
    double mag[64];
    if (ir_interp_mag(x, in, ref, 1, mag) != TT_OK) {
        fprintf(stderr, "%s: interpreter failed\n", what);
        goto done;
    }
    ir_cmp c;
    ok = ir_compare_mag(x, out, ref, 1, mag, &c);
    if (!ok)
        fprintf(stderr, "%s: %" PRId64 " mismatches in '%s' at %" PRId64 " rows, first at "
                        "[%" PRId64 ",...]: got %.9g expected %.9g\n",
                what, c.nbad, d->tensors[d->ninputs + c.bad_output].name, m, c.bad_index[0],
                c.bad_got, c.bad_ref);
    for (int o = 0; ok && o < d->noutputs; o++) {
        size_t used = (size_t)ir_tensor_span(x, d->ninputs + o) *
                      (size_t)ir_dtype_size(d->tensors[d->ninputs + o].dtype);
        for (size_t b = used; b < obytes[o]; b++)
            if (((unsigned char *)out[o])[b] != 0x7f) {
                fprintf(stderr, "%s: mismatches in '%s' at %" PRId64 " rows: byte %zu "
                                "written past them\n", what, d->tensors[d->ninputs + o].name,
                        m, b);
                ok = 0;
                break;
            }
    }
done:
    for (int i = 0; i < 64; i++) {
        free(in[i]);
        free(out[i]);
        free(ref[i]);
    }
    ir_task_free(x);
    return ok;
}

/* Compile row class t with schedule s (NULL: default) and check it at m
 * rows (diff_rows_check). */
static inline int diff_check_rows(diff_env *e, const ir_task *t, const lw_sched *s,
                                  const char *attrs, const char *shapes, int64_t m,
                                  uint64_t seed, const char *what)
{
    lw_sched def;
    if (!s) {
        lw_sched_default(t, &def);
        s = &def;
    }
    char err[640];
    kn_kernel *k = NULL;
    if (kn_kernel_compile(e->be, t, s, &k, err, sizeof err) != TT_OK) {
        fprintf(stderr, "%s: compile failed: %s\n", what, err);
        return 0;
    }
    int ok = diff_rows_check(e, t, attrs, shapes, k, m, seed, what);
    kn_kernel_free(k);
    return ok;
}

#endif

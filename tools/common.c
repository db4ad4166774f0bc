/* Shared pieces of the tt subcommands: loading operators, shapes, data. */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tools/tool.h"

int tool_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "tt %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    return EXIT_USAGE;
}

static char *read_file(const char *path, char *err, size_t n)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        tt_snprintf(err, n, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    tt_buf b = {0};
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (b.len + got > (1u << 24)) {
            fclose(f);
            tt_buf_free(&b);
            tt_snprintf(err, n, "'%s' is larger than 16 MiB", path);
            return NULL;
        }
        for (size_t i = 0; i < got; i++)
            tt_buf_putc(&b, chunk[i] ? chunk[i] : ' ');
    }
    fclose(f);
    return tt_buf_steal(&b);
}

int tool_load_op(const char *arg, tool_op *op, char *err, size_t n)
{
    memset(op, 0, sizeof *op);
    const char *name = NULL;
    char path[4096];
    struct stat st;
    tt_snprintf(path, sizeof path, "%s", arg);
    int is_file = stat(path, &st) == 0 && S_ISREG(st.st_mode);
    if (!is_file) {
        char *colon = strrchr(path, ':');
        if (colon && colon != path) {
            *colon = 0;
            if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                is_file = 1;
                name = arg + (colon - path) + 1;
            } else {
                *colon = ':';
            }
        }
    }
    if (is_file) {
        op->text = read_file(path, err, n);
        if (!op->text)
            return EXIT_USAGE;
    } else {
        const char *src = rt_builtin_source(arg, NULL);
        if (!src) {
            if (stat(arg, &st) == 0)
                tt_snprintf(err, n, "cannot read '%s': not a regular file", arg);
            else if (strchr(arg, '/') || strstr(arg, ".tt"))
                tt_snprintf(err, n, "cannot open '%s': no such file", arg);
            else
                tt_snprintf(err, n, "'%s' is not a shipped operator or a file (see 'tt ops')",
                            arg);
            return EXIT_USAGE;
        }
        op->text = tt_strdup(src);
        name = arg;
    }
    ir_error pe;
    if (ir_parse(op->text, &op->defs, &pe) != 0) {
        tt_snprintf(err, n, "%s: %s", is_file ? path : arg, pe.msg);
        return EXIT_USAGE;
    }
    op->def = op->defs.defs[0];
    if (name) {
        op->def = NULL;
        for (int i = 0; i < op->defs.n; i++)
            if (strcmp(op->defs.defs[i]->name, name) == 0)
                op->def = op->defs.defs[i];
        if (!op->def) {
            tt_snprintf(err, n, "'%s' defines no operator '%s'", path, name);
            return EXIT_USAGE;
        }
    }
    return EXIT_PASS;
}

void tool_op_free(tool_op *op)
{
    ir_deflist_free(&op->defs);
    free(op->text);
    memset(op, 0, sizeof *op);
}

int tool_task_opt(int argc, char **argv, int *i, tool_task_opts *o)
{
    const char *a = argv[*i];
    const char *v = NULL;
    const char *key = a;
    char kbuf[64];
    const char *eq = strchr(a, '=');
    if (strncmp(a, "--", 2) == 0 && eq && (size_t)(eq - a) < sizeof kbuf) {
        memcpy(kbuf, a, (size_t)(eq - a));
        kbuf[eq - a] = 0;
        key = kbuf;
        v = eq + 1;
    }
#define VALUE()                                                          \
    do {                                                                 \
        if (!v) {                                                        \
            if (*i + 1 >= argc) {                                        \
                fprintf(stderr, "tt: %s needs a value\n", key);          \
                return -1;                                               \
            }                                                            \
            v = argv[++*i];                                              \
        }                                                                \
    } while (0)
    if (strcmp(key, "--shape") == 0 || strcmp(key, "-s") == 0) {
        VALUE();
        if (o->nshape == 64) {
            fprintf(stderr, "tt: too many --shape options\n");
            return -1;
        }
        o->shape[o->nshape++] = v;
        return 1;
    }
    if (strcmp(key, "--attr") == 0 || strcmp(key, "-a") == 0) {
        VALUE();
        size_t l = strlen(o->attrs);
        if (l + strlen(v) + 2 >= sizeof o->attrs) {
            fprintf(stderr, "tt: too many --attr options\n");
            return -1;
        }
        tt_snprintf(o->attrs + l, sizeof o->attrs - l, "%s%s", l ? "," : "", v);
        return 1;
    }
    if (strcmp(key, "--constant") == 0) {
        VALUE();
        if (o->nconstant == 64) {
            fprintf(stderr, "tt: too many --constant options\n");
            return -1;
        }
        o->constant[o->nconstant++] = v;
        return 1;
    }
    if (strcmp(key, "--seed") == 0) {
        VALUE();
        char *end;
        errno = 0;
        o->seed = strtoull(v, &end, 10);
        if (end == v || *end || errno) {
            fprintf(stderr, "tt: --seed needs a non-negative integer, got '%s'\n", v);
            return -1;
        }
        return 1;
    }
    if (strcmp(key, "--threads") == 0) {
        VALUE();
        char *end;
        long t = strtol(v, &end, 10);
        if (end == v || *end || t < 1 || t > 1024) {
            fprintf(stderr, "tt: --threads needs a number from 1 to 1024, got '%s'\n", v);
            return -1;
        }
        o->threads = (int)t;
        return 1;
    }
    if (strcmp(key, "--json") == 0 && !v) {
        o->json = 1;
        return 1;
    }
    return 0;
#undef VALUE
}

static int parse_dims(const char *s, int *rank, int64_t *dims)
{
    *rank = 0;
    if (!*s)
        return 0;   /* a scalar: NAME= */
    for (;;) {
        char *end;
        errno = 0;
        long long v = strtoll(s, &end, 10);
        if (end == s || errno || v < 1 || v > ((int64_t)1 << 31))
            return -1;
        if (*rank == TT_MAX_RANK)
            return -1;
        dims[(*rank)++] = v;
        if (*end == 0)
            return 0;
        if (*end != 'x' && *end != 'X' && *end != ',')
            return -1;
        s = end + 1;
    }
}

void tool_target(const char *name, ir_target *t)
{
    ir_target_init(t, name);
    if (t->kind == IR_TARGET_CPU) {
        jit_llvm_target(t);
    } else {
        char err[512];
        if (jit_opencl_target(name, t, err, sizeof err) != TT_OK)
            ir_target_init(t, name);
    }
}

int tool_bind(const tool_op *op, const tool_task_opts *o, const ir_target *target, int threads,
              ir_task **t, char *err, size_t n)
{
    const ir_def *d = op->def;
    int rank[64];
    int64_t shape[64][TT_MAX_RANK];
    int seen[64] = {0};
    if (d->ninputs > 64) {
        tt_snprintf(err, n, "more than 64 inputs");
        return EXIT_USAGE;
    }
    for (int s = 0; s < o->nshape; s++) {
        const char *a = o->shape[s];
        const char *eq = strchr(a, '=');
        if (!eq) {
            tt_snprintf(err, n, "--shape '%s': expected NAME=DxDx... (e.g. A=128x64)", a);
            return EXIT_USAGE;
        }
        char name[80];
        tt_snprintf(name, sizeof name, "%.*s", (int)TT_MIN(eq - a, 79), a);
        int ti = ir_find_tensor(d, name);
        if (ti < 0 || ti >= d->ninputs) {
            tt_buf b = {0};
            for (int i = 0; i < d->ninputs; i++)
                tt_buf_printf(&b, "%s%s", i ? ", " : "", d->tensors[i].name);
            tt_snprintf(err, n, "--shape %s: '%s' has no input '%s' (inputs: %s)", a, d->name,
                        name, b.s ? b.s : "none");
            tt_buf_free(&b);
            return EXIT_USAGE;
        }
        if (parse_dims(eq + 1, &rank[ti], shape[ti]) != 0) {
            tt_snprintf(err, n, "--shape %s: dimensions must be positive integers joined by "
                        "'x' (at most %d of them)", a, TT_MAX_RANK);
            return EXIT_USAGE;
        }
        seen[ti] = 1;
    }
    for (int i = 0; i < d->ninputs; i++)
        if (!seen[i]) {
            tt_buf b = {0};
            for (int k = 0; k < d->tensors[i].rank; k++) {
                tt_buf_puts(&b, k ? "x" : "");
                ir_expr_print(&b, d, NULL, d->tensors[i].dims[k], 0);
            }
            tt_snprintf(err, n, "missing --shape for input '%s' (rank %d: %s=%s)",
                        d->tensors[i].name, d->tensors[i].rank, d->tensors[i].name,
                        b.s ? b.s : "");
            tt_buf_free(&b);
            return EXIT_USAGE;
        }
    uint64_t constmask = 0;
    for (int c = 0; c < o->nconstant; c++) {
        const char *a = o->constant[c];
        while (*a) {
            const char *e = strchr(a, ',');
            size_t len = e ? (size_t)(e - a) : strlen(a);
            char name[80];
            tt_snprintf(name, sizeof name, "%.*s", (int)TT_MIN(len, 79), a);
            int ti = ir_find_tensor(d, name);
            if (len == 0 || len > 79 || ti < 0 || ti >= d->ninputs) {
                tt_buf b = {0};
                for (int i = 0; i < d->ninputs; i++)
                    tt_buf_printf(&b, "%s%s", i ? ", " : "", d->tensors[i].name);
                tt_snprintf(err, n, "--constant %s: '%s' has no input '%s' (inputs: %s)",
                            o->constant[c], d->name, name, b.s ? b.s : "none");
                tt_buf_free(&b);
                return EXIT_USAGE;
            }
            constmask |= (uint64_t)1 << ti;
            a += len;
            if (*a == ',')
                a++;
        }
    }
    int64_t *attr = calloc((size_t)d->nattrs + 1, sizeof(int64_t));
    if (!attr) {
        tt_snprintf(err, n, "out of memory");
        return EXIT_USAGE;
    }
    int st = rt_parse_attrs(d, o->attrs[0] ? o->attrs : NULL, attr, err, n);
    if (st) {
        free(attr);
        return EXIT_USAGE;
    }
    ir_bind_in bi = {.nin = d->ninputs, .rank = rank,
                     .shape = (const int64_t(*)[TT_MAX_RANK])shape, .attr = attr,
                     .target = target, .nthreads = threads, .constmask = constmask};
    st = ir_bind(d, &bi, t, err, n);
    free(attr);
    return st ? EXIT_USAGE : EXIT_PASS;
}

static void fill(int dtype, void *p, int64_t n, uint64_t *seed)
{
    for (int64_t i = 0; i < n; i++) {
        double u = tt_rand_unit(seed) * 2 - 1;
        if (dtype == DT_I32)
            ((int32_t *)p)[i] = (int32_t)tt_rand_range(seed, 17) - 8;
        else if (dtype == DT_F64)
            ((double *)p)[i] = u;
        else
            ((float *)p)[i] = (float)u;
    }
}

/* Every buffer of `tt run` and `tt cache verify` sits at byte 64 of a 4
 * KiB page, where malloc returns large blocks and where tt-bench places
 * its tensors (bench/suites.c, xalloc): where an output sits against an
 * input modulo 4 KiB can halve a kernel (docs/TUNING.md, "Where the
 * buffers are"), and with 64-byte alignment alone a single config's
 * figure followed the heap's history. */
#define BUF_PAGE 4096
#define BUF_OFFSET 64

static void *buf_alloc(size_t bytes)
{
    char *p = tt_aligned_alloc(BUF_PAGE, bytes + BUF_OFFSET);
    return p ? p + BUF_OFFSET : NULL;
}

static void buf_free(void *p)
{
    if (p)
        free((char *)p - BUF_OFFSET);
}

int tool_bufs_new(const ir_task *t, unsigned long long seed, int with_ref, tool_bufs *b)
{
    const ir_def *d = t->def;
    memset(b, 0, sizeof *b);
    b->nin = d->ninputs;
    b->nout = d->noutputs;
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        size_t bytes = (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype);
        void *p = buf_alloc(bytes);
        if (!p)
            return -1;
        if (i < d->ninputs) {
            fill(d->tensors[i].dtype, p, span, &s);
            b->in[i] = p;
        } else {
            b->out[i - d->ninputs] = p;
            if (with_ref) {
                b->ref[i - d->ninputs] = buf_alloc(bytes);
                if (!b->ref[i - d->ninputs])
                    return -1;
            }
        }
    }
    return 0;
}

void tool_bufs_free(tool_bufs *b)
{
    for (int i = 0; i < 64; i++) {
        buf_free(b->in[i]);
        buf_free(b->out[i]);
        buf_free(b->ref[i]);
    }
    memset(b, 0, sizeof *b);
}

void tool_describe_task(tt_buf *b, const ir_task *t)
{
    ir_task_describe(b, t);
}

int tool_missing_value(const char *cmd, const char *opt, const char *const *with_value)
{
    for (int i = 0; with_value[i]; i++)
        if (strcmp(opt, with_value[i]) == 0)
            return tool_usage_error(cmd, "%s needs a value", opt);
    return 0;
}

/*
 * The public API (include/tt.h): contexts, operators, tensors, running.
 *
 *   tt_op_run:  validate -> per-op signature cache (hit: run at once)
 *               -> bind a Task -> context table by Task key -> kernel
 *               (compiled once per Task; first call tunes, see rt_resolve)
 *
 * Every entry point checks its handles and arguments and reports a status
 * and a message; nothing here aborts.  A context lives until it and all its
 * operators are freed.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "tune/tune.h"

extern const char *const tt_builtin_op_files[][2];

static _Thread_local char tl_err[1024];
static _Thread_local char tl_copy[1024];

/* ---- errors ----------------------------------------------------------- */

int rt_fail(tt_ctx *ctx, int st, const char *fmt, ...)
{
    char m[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    if (ctx) {
        pthread_mutex_lock(&ctx->err_mu);
        tt_snprintf(ctx->err, sizeof ctx->err, "%s", m);
        pthread_mutex_unlock(&ctx->err_mu);
    }
    tt_snprintf(tl_err, sizeof tl_err, "%s", m);
    return st;
}

TT_API const char *tt_errmsg(const tt_ctx *ctx)
{
    if (!ctx)
        return tl_err;
    tt_ctx *c = (tt_ctx *)ctx;
    pthread_mutex_lock(&c->err_mu);
    tt_snprintf(tl_copy, sizeof tl_copy, "%s", c->err);
    pthread_mutex_unlock(&c->err_mu);
    return tl_copy;
}

TT_API const char *tt_status_str(tt_status s)
{
    static const char *const names[] = {
        "ok", "invalid argument", "parse error", "shape error", "dtype error",
        "unsupported", "compile error", "runtime error", "out of memory",
        "environment error", "cache error", "not cached", "no device", "internal error"};
    if ((unsigned)s < TT_ARRAY_LEN(names))
        return names[s];
    return "unknown status";
}

TT_API const char *tt_version(void)
{
    return "0.1.0";
}

void rt_log(const tt_ctx *ctx, int level, const char *fmt, ...)
{
    if (ctx && level > ctx->env.log)
        return;
    static const char *const lv[] = {"error", "warning", "info", "debug"};
    char m[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m, sizeof m, fmt, ap);
    va_end(ap);
    fprintf(stderr, "tt: %s: %s\n", lv[level < 0 ? 0 : level > 3 ? 3 : level], m);
}

/* ---- context ---------------------------------------------------------- */

TT_API tt_ctx *tt_ctx_new(const char *options)
{
    tt_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx) {
        rt_fail(NULL, TT_ERR_NOMEM, "out of memory");
        return NULL;
    }
    char msg[1024];
    if (rt_env_load(&ctx->env, options, msg, sizeof msg) != TT_OK) {
        rt_fail(NULL, TT_ERR_ENV, "%s", msg);
        free(ctx);
        return NULL;
    }
    pthread_mutex_init(&ctx->mu, NULL);
    pthread_mutex_init(&ctx->err_mu, NULL);
    ctx->refs = 1;
    int st = kn_llvm_open(&ctx->cpu, msg, sizeof msg);
    if (st != TT_OK) {
        rt_fail(NULL, st, "cannot start the LLVM JIT: %s", msg);
        pthread_mutex_destroy(&ctx->mu);
        pthread_mutex_destroy(&ctx->err_mu);
        free(ctx);
        return NULL;
    }
    ctx->be = ctx->cpu;
    if (strncmp(ctx->env.target, "opencl", 6) == 0) {
        st = jit_opencl_open(ctx->env.target, &ctx->gpu, msg, sizeof msg);
        if (st != TT_OK) {
            rt_fail(NULL, st, "TT_TARGET=%s: %s", ctx->env.target, msg);
            ctx->cpu->destroy(ctx->cpu);
            pthread_mutex_destroy(&ctx->mu);
            pthread_mutex_destroy(&ctx->err_mu);
            free(ctx);
            return NULL;
        }
        ctx->be = ctx->gpu;
    }
    ctx->pool = kn_pool_new(ctx->env.threads);
    if (!ctx->pool) {
        rt_fail(NULL, TT_ERR_NOMEM, "out of memory (thread pool)");
        if (ctx->gpu)
            ctx->gpu->destroy(ctx->gpu);
        ctx->cpu->destroy(ctx->cpu);
        free(ctx);
        return NULL;
    }
    ctx->threads = kn_pool_threads(ctx->pool);
    if (strncmp(ctx->env.target, "opencl", 6) == 0)
        ctx->threads = 1;
    rt_ctx_open_store(ctx);
    return ctx;
}

static void ctx_destroy(tt_ctx *ctx)
{
    for (int b = 0; b < RT_TABLE_SIZE; b++) {
        rt_entry *e = ctx->table[b];
        while (e) {
            rt_entry *next = e->next;
            rt_entry_free(e);
            e = next;
        }
    }
    rt_ctx_close_store(ctx);
    kn_pool_free(ctx->pool);
    if (ctx->gpu)
        ctx->gpu->destroy(ctx->gpu);
    ctx->cpu->destroy(ctx->cpu);
    pthread_mutex_destroy(&ctx->mu);
    pthread_mutex_destroy(&ctx->err_mu);
    free(ctx);
}

static void ctx_unref(tt_ctx *ctx)
{
    pthread_mutex_lock(&ctx->mu);
    int last = --ctx->refs == 0;
    pthread_mutex_unlock(&ctx->mu);
    if (last)
        ctx_destroy(ctx);
}

TT_API void tt_ctx_free(tt_ctx *ctx)
{
    if (ctx)
        ctx_unref(ctx);
}

/* ---- operators -------------------------------------------------------- */

static int is_name(const char *s)
{
    if (!*s)
        return 0;
    for (const char *p = s; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            return 0;
    return 1;
}

const char *rt_builtin_source(const char *name, const char **file)
{
    /* a file holds one or more definitions; find the one named */
    for (int i = 0; tt_builtin_op_files[i][0]; i++) {
        const char *text = tt_builtin_op_files[i][1];
        const char *p = text;
        size_t n = strlen(name);
        while ((p = strstr(p, name)) != NULL) {
            int start = p == text || p[-1] == '\n';
            const char *q = p + n;
            while (*q == ' ' || *q == '\t')
                q++;
            if (start && *q == '(') {
                if (file)
                    *file = tt_builtin_op_files[i][0];
                return text;
            }
            p += n;
        }
    }
    return NULL;
}

int rt_parse_attrs(const ir_def *d, const char *attrs, int64_t *vals, char *msg, size_t n)
{
    for (int i = 0; i < d->nattrs; i++)
        vals[i] = d->attrs[i].value;
    if (!attrs)
        return TT_OK;
    const char *s = attrs;
    while (*s) {
        while (*s == ',' || isspace((unsigned char)*s))
            s++;
        if (!*s)
            break;
        const char *eq = strchr(s, '=');
        const char *comma = strchr(s, ',');
        if (!eq || (comma && comma < eq)) {
            tt_snprintf(msg, n, "attribute '%.*s' has no '=value'",
                        (int)(comma ? comma - s : (long)strlen(s)), s);
            return TT_ERR_INVALID_ARG;
        }
        char key[80];
        size_t kl = (size_t)(eq - s);
        while (kl > 0 && isspace((unsigned char)s[kl - 1]))
            kl--;
        if (kl >= sizeof key) {
            tt_snprintf(msg, n, "attribute name too long");
            return TT_ERR_INVALID_ARG;
        }
        memcpy(key, s, kl);
        key[kl] = 0;
        int ai = ir_find_attr(d, key);
        if (ai < 0) {
            tt_buf b = {0};
            for (int i = 0; i < d->nattrs; i++)
                tt_buf_printf(&b, "%s%s", i ? ", " : "", d->attrs[i].name);
            tt_snprintf(msg, n, "'%s' has no attribute '%s'%s%s%s", d->name, key,
                        d->nattrs ? " (it has " : " (it has none)", b.s ? b.s : "",
                        d->nattrs ? ")" : "");
            tt_buf_free(&b);
            return TT_ERR_INVALID_ARG;
        }
        char *end;
        long long v = strtoll(eq + 1, &end, 10);
        while (isspace((unsigned char)*end))
            end++;
        if (end == eq + 1 || (*end && *end != ',')) {
            tt_snprintf(msg, n, "attribute '%s' needs an integer value, got '%.*s'", key,
                        (int)strcspn(eq + 1, ","), eq + 1);
            return TT_ERR_INVALID_ARG;
        }
        vals[ai] = v;
        s = *end ? end + 1 : end;
    }
    return TT_OK;
}

tt_op *rt_op_create(tt_ctx *ctx, const char *text, const char *want, const char *attrs)
{
    tt_op *op = calloc(1, sizeof *op);
    if (!op) {
        rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
        return NULL;
    }
    ir_error err;
    if (ir_parse(text, &op->defs, &err) != 0) {
        rt_fail(ctx, TT_ERR_PARSE, "%s", err.msg);
        free(op);
        return NULL;
    }
    op->def = want ? NULL : op->defs.defs[0];
    for (int i = 0; want && i < op->defs.n; i++)
        if (strcmp(op->defs.defs[i]->name, want) == 0)
            op->def = op->defs.defs[i];
    if (!op->def) {
        rt_fail(ctx, TT_ERR_INVALID_ARG, "the text defines no operator '%s'", want);
        ir_deflist_free(&op->defs);
        free(op);
        return NULL;
    }
    char msg[512];
    op->attr = calloc((size_t)op->def->nattrs + 1, sizeof(int64_t));
    if (!op->attr) {
        ir_deflist_free(&op->defs);
        free(op);
        rt_fail(ctx, TT_ERR_NOMEM, "out of memory");
        return NULL;
    }
    int st = rt_parse_attrs(op->def, attrs, op->attr, msg, sizeof msg);
    if (st != TT_OK) {
        rt_fail(ctx, st, "%s", msg);
        free(op->attr);
        ir_deflist_free(&op->defs);
        free(op);
        return NULL;
    }
    pthread_mutex_init(&op->mu, NULL);
    pthread_mutex_init(&op->kmu, NULL);
    op->ctx = ctx;
    pthread_mutex_lock(&ctx->mu);
    ctx->refs++;
    pthread_mutex_unlock(&ctx->mu);
    return op;
}

TT_API tt_op *tt_op_new(tt_ctx *ctx, const char *src, const char *attrs)
{
    if (!ctx) {
        rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_new: the context is NULL");
        return NULL;
    }
    if (!src) {
        rt_fail(ctx, TT_ERR_INVALID_ARG, "tt_op_new: the source text is NULL");
        return NULL;
    }
    if (is_name(src)) {
        const char *text = rt_builtin_source(src, NULL);
        if (!text) {
            rt_fail(ctx, TT_ERR_INVALID_ARG,
                    "no shipped operator named '%s' (see 'tt ops', or pass a definition)",
                    src);
            return NULL;
        }
        return rt_op_create(ctx, text, src, attrs);
    }
    return rt_op_create(ctx, src, NULL, attrs);
}

/* ---- kept packs (inputs declared constant) ----------------------------- */

static void kept_free(rt_kept *k)
{
    for (int i = 0; i < 64; i++)
        free(k->buf[i]);
    free(k);
}

/* Free the kept packs no call is using (all: every one, at tt_op_free). */
static void kept_drop(tt_op *op, int all)
{
    pthread_mutex_lock(&op->kmu);
    rt_kept **pp = &op->kept;
    while (*pp) {
        rt_kept *k = *pp;
        if (all || k->refs == 0) {
            *pp = k->next;
            kept_free(k);
            op->nkept--;
        } else {
            pp = &k->next;
        }
    }
    pthread_mutex_unlock(&op->kmu);
}

/* The kept packs for this call: found (same kernel, same constant inputs,
 * same declaration) or packed now.  Returns it referenced. */
static int kept_get(tt_op *op, rt_entry *e, void *const *io, rt_kept **out)
{
    kn_kernel *kn = e->kernel;
    const jit_sig *sig = &kn->sig;
    pthread_mutex_lock(&op->kmu);
    uint64_t tag = op->kept_tag;
    rt_kept *k = op->kept;
    for (; k; k = k->next) {
        if (k->kernel != kn || k->tag != tag)
            continue;
        int same = 1;
        for (int i = 0; same && i < sig->nparams; i++)
            if (sig->kind[i] == LB_KEPT)
                same = k->src[i] == io[sig->src[i]];
        if (same)
            break;
    }
    if (!k) {
        /* evict the least recently used unreferenced packs beyond the limit */
        while (op->nkept >= RT_KEPT_MAX) {
            rt_kept **victim = NULL;
            for (rt_kept **pp = &op->kept; *pp; pp = &(*pp)->next)
                if ((*pp)->refs == 0 && (!victim || (*pp)->used < (*victim)->used))
                    victim = pp;
            if (!victim)
                break;
            rt_kept *v = *victim;
            *victim = v->next;
            kept_free(v);
            op->nkept--;
        }
        k = calloc(1, sizeof *k);
        int st = k ? TT_OK : TT_ERR_NOMEM;
        char err[512] = "out of memory";
        for (int i = 0; st == TT_OK && i < sig->nparams; i++) {
            if (sig->kind[i] != LB_KEPT)
                continue;
            k->src[i] = io[sig->src[i]];
            k->buf[i] = tt_aligned_alloc(64, (size_t)(sig->bytes[i] > 0 ? sig->bytes[i] : 64));
            if (!k->buf[i]) {
                st = TT_ERR_NOMEM;
                tt_snprintf(err, sizeof err, "out of memory for a %lld-byte kept pack of "
                            "'%s'", (long long)sig->bytes[i], op->def->tensors[sig->src[i]].name);
            }
        }
        if (st == TT_OK)
            st = kn_kernel_pack(kn, op->ctx->pool, io, k->buf, err, sizeof err);
        if (st != TT_OK) {
            pthread_mutex_unlock(&op->kmu);
            if (k)
                kept_free(k);
            return rt_fail(op->ctx, st, "%s", err);
        }
        k->kernel = kn;
        k->tag = tag;
        k->next = op->kept;
        op->kept = k;
        op->nkept++;
    }
    k->refs++;
    k->used = ++op->kclock;
    pthread_mutex_unlock(&op->kmu);
    *out = k;
    return TT_OK;
}

static void kept_put(tt_op *op, rt_kept *k)
{
    pthread_mutex_lock(&op->kmu);
    k->refs--;
    int stale = k->tag != op->kept_tag;
    pthread_mutex_unlock(&op->kmu);
    if (stale)
        kept_drop(op, 0);
}

TT_API tt_status tt_op_set_constant(tt_op *op, int input, int constant)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_set_constant: the operator is NULL");
    const ir_def *d = op->def;
    if (input < 0 || input >= d->ninputs)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_set_constant: '%s' has no input %d "
                       "(it takes %d)", d->name, input, d->ninputs);
    if (input >= 64)
        return rt_fail(op->ctx, TT_ERR_UNSUPPORTED, "tt_op_set_constant: only the first 64 "
                       "inputs can be declared constant");
    uint64_t bit = (uint64_t)1 << input;
    if (constant)
        __atomic_fetch_or(&op->constmask, bit, __ATOMIC_SEQ_CST);
    else
        __atomic_fetch_and(&op->constmask, ~bit, __ATOMIC_SEQ_CST);
    /* a new declaration: the data may have changed, so packs made under the
       old one are never used again (freed once no call runs on them) */
    pthread_mutex_lock(&op->kmu);
    op->kept_tag++;
    pthread_mutex_unlock(&op->kmu);
    kept_drop(op, 0);
    return TT_OK;
}

TT_API void tt_op_free(tt_op *op)
{
    if (!op)
        return;
    tt_ctx *ctx = op->ctx;
    kept_drop(op, 1);
    pthread_mutex_destroy(&op->kmu);
    pthread_mutex_destroy(&op->mu);
    free(op->attr);
    ir_deflist_free(&op->defs);
    free(op);
    ctx_unref(ctx);
}

TT_API int tt_op_num_inputs(const tt_op *op) { return op ? op->def->ninputs : -1; }
TT_API int tt_op_num_outputs(const tt_op *op) { return op ? op->def->noutputs : -1; }
TT_API const char *tt_op_name(const tt_op *op) { return op ? op->def->name : NULL; }

/* ---- tensors ---------------------------------------------------------- */

TT_API tt_tensor tt_tensor_make(void *data, tt_dtype dtype, int rank, const int64_t *shape,
                                const int64_t *strides)
{
    tt_tensor t;
    memset(&t, 0, sizeof t);
    t.data = data;
    t.dtype = dtype;
    t.rank = rank;
    for (int i = 0; i < rank && i < TT_MAX_RANK; i++) {
        t.shape[i] = shape ? shape[i] : 0;
        t.strides[i] = strides ? strides[i] : 0;
    }
    return t;
}

TT_API tt_tensor tt_tensor_f32(float *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_F32, rank, shape, NULL);
}
TT_API tt_tensor tt_tensor_f64(double *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_F64, rank, shape, NULL);
}
TT_API tt_tensor tt_tensor_i32(int32_t *data, int rank, const int64_t *shape)
{
    return tt_tensor_make(data, TT_I32, rank, shape, NULL);
}

/* ---- validation and binding ---------------------------------------------- */

static int check_tensor(tt_ctx *ctx, const ir_tensor *tn, const tt_tensor *t, int need_data,
                        const char *role, int out)
{
    if (need_data && !t->data)
        return rt_fail(ctx, TT_ERR_INVALID_ARG, "%s '%s' has NULL data", role, tn->name);
    if ((int)t->dtype != tn->dtype) {
        if ((unsigned)t->dtype > TT_I32)
            return rt_fail(ctx, TT_ERR_DTYPE, "%s '%s' has an unknown dtype (%d)", role,
                           tn->name, (int)t->dtype);
        return rt_fail(ctx, TT_ERR_DTYPE, "%s '%s' is %s, the operator expects %s", role,
                       tn->name, ir_dtype_name(t->dtype), ir_dtype_name(tn->dtype));
    }
    if (t->rank != tn->rank)
        return rt_fail(ctx, TT_ERR_SHAPE, "%s '%s' has rank %d, the operator expects %d", role,
                       tn->name, t->rank, tn->rank);
    for (int k = 0; k < t->rank; k++) {
        if (t->shape[k] < 1)
            return rt_fail(ctx, TT_ERR_SHAPE, "%s '%s' dimension %d is %" PRId64
                           " (must be positive)", role, tn->name, k, t->shape[k]);
        if (t->strides[k] < 0)
            return rt_fail(ctx, TT_ERR_UNSUPPORTED, "%s '%s' has a negative stride (%" PRId64
                           " in dimension %d); tt supports strides >= 0", role, tn->name,
                           t->strides[k], k);
    }
    int allzero = 1;
    for (int k = 0; k < t->rank; k++)
        if (t->strides[k] != 0)
            allzero = 0;
    if (out && !allzero)
        for (int k = 0; k < t->rank; k++)
            if (t->strides[k] == 0 && t->shape[k] > 1)
                return rt_fail(ctx, TT_ERR_UNSUPPORTED,
                               "output '%s' has stride 0 in dimension %d: its elements would "
                               "overlap", tn->name, k);
    return TT_OK;
}

static void tensor_span(const tt_tensor *t, int esz, uintptr_t *lo, uintptr_t *hi)
{
    int64_t span = 1;
    int allzero = 1;
    for (int k = 0; k < t->rank; k++)
        if (t->strides[k])
            allzero = 0;
    if (allzero) {
        for (int k = 0; k < t->rank; k++)
            span *= t->shape[k];
    } else {
        for (int k = 0; k < t->rank; k++)
            span += (t->shape[k] - 1) * t->strides[k];
    }
    *lo = (uintptr_t)t->data;
    *hi = *lo + (uintptr_t)(span * esz);
}

/* The signature of a call: everything that selects a kernel. */
static int make_sig(const tt_op *op, const tt_tensor *in, const tt_tensor *out, int64_t *sig)
{
    int n = 0;
    if (!out)
        return -1;   /* prepare without outputs: bind every time */
    const ir_def *d = op->def;
    sig[n++] = (int64_t)__atomic_load_n(&op->constmask, __ATOMIC_SEQ_CST);
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        const tt_tensor *t = i < d->ninputs ? &in[i] : &out[i - d->ninputs];
        sig[n++] = t->rank;
        for (int k = 0; k < t->rank; k++) {
            sig[n++] = t->shape[k];
            sig[n++] = t->strides[k];
        }
        if (n > RT_SIG_MAX - 2 * TT_MAX_RANK - 1)
            return -1;
    }
    return n;
}

static int validate(tt_op *op, const tt_tensor *in, int nin, const tt_tensor *out, int nout,
                    int need_data)
{
    tt_ctx *ctx = op->ctx;
    const ir_def *d = op->def;
    if (nin != d->ninputs)
        return rt_fail(ctx, TT_ERR_INVALID_ARG, "'%s' takes %d input%s, got %d", d->name,
                       d->ninputs, d->ninputs == 1 ? "" : "s", nin);
    if (nin > 0 && !in)
        return rt_fail(ctx, TT_ERR_INVALID_ARG, "'%s': the input array is NULL", d->name);
    if (out && nout != d->noutputs)
        return rt_fail(ctx, TT_ERR_INVALID_ARG, "'%s' has %d output%s, got %d", d->name,
                       d->noutputs, d->noutputs == 1 ? "" : "s", nout);
    if (need_data && !out)
        return rt_fail(ctx, TT_ERR_INVALID_ARG, "'%s': the output array is NULL", d->name);
    for (int i = 0; i < nin; i++) {
        int st = check_tensor(ctx, &d->tensors[i], &in[i], need_data, "input", 0);
        if (st)
            return st;
    }
    for (int i = 0; out && i < nout; i++) {
        int st = check_tensor(ctx, &d->tensors[d->ninputs + i], &out[i], need_data, "output", 1);
        if (st)
            return st;
    }
    return TT_OK;
}

static int check_overlap(tt_op *op, const tt_tensor *in, const tt_tensor *out)
{
    const ir_def *d = op->def;
    int nt = d->ninputs + d->noutputs;
    for (int o = 0; o < d->noutputs; o++) {
        uintptr_t olo, ohi;
        tensor_span(&out[o], ir_dtype_size(out[o].dtype), &olo, &ohi);
        for (int j = 0; j < nt; j++) {
            if (j == d->ninputs + o)
                continue;
            const tt_tensor *t = j < d->ninputs ? &in[j] : &out[j - d->ninputs];
            uintptr_t lo, hi;
            tensor_span(t, ir_dtype_size(t->dtype), &lo, &hi);
            if (lo < ohi && olo < hi)
                return rt_fail(op->ctx, TT_ERR_UNSUPPORTED,
                               "output '%s' overlaps %s '%s' in memory; tt needs distinct "
                               "buffers", d->tensors[d->ninputs + o].name,
                               j < d->ninputs ? "input" : "output", d->tensors[j].name);
        }
    }
    return TT_OK;
}

/* Bind a Task for these tensors (outputs optional: then dense). */
int rt_bind(tt_op *op, const tt_tensor *in, const tt_tensor *out, ir_task **task)
{
    const ir_def *d = op->def;
    int rank[64];
    int64_t shape[64][TT_MAX_RANK], stride[64][TT_MAX_RANK], ostride[64][TT_MAX_RANK];
    if (d->ninputs > 64 || d->noutputs > 64)
        return rt_fail(op->ctx, TT_ERR_UNSUPPORTED, "more than 64 inputs or outputs");
    memset(stride, 0, sizeof stride);
    memset(ostride, 0, sizeof ostride);
    for (int i = 0; i < d->ninputs; i++) {
        rank[i] = in[i].rank;
        for (int k = 0; k < in[i].rank; k++) {
            shape[i][k] = in[i].shape[k];
            stride[i][k] = in[i].strides[k];
        }
    }
    for (int i = 0; out && i < d->noutputs; i++)
        for (int k = 0; k < out[i].rank; k++)
            ostride[i][k] = out[i].strides[k];
    ir_bind_in bi = {
        .nin = d->ninputs, .rank = rank, .shape = (const int64_t(*)[TT_MAX_RANK])shape,
        .stride = (const int64_t(*)[TT_MAX_RANK])stride,
        .out_stride = (const int64_t(*)[TT_MAX_RANK])ostride, .attr = op->attr,
        .target = op->ctx->env.target, .nthreads = op->ctx->threads,
        .constmask = __atomic_load_n(&op->constmask, __ATOMIC_SEQ_CST)};
    char msg[640];
    int st = ir_bind(d, &bi, task, msg, sizeof msg);
    if (st)
        return rt_fail(op->ctx, st, "%s", msg);
    for (int i = 0; out && i < d->noutputs; i++) {
        const ir_tensor *tn = &d->tensors[d->ninputs + i];
        const int64_t *want = (*task)->shape[d->ninputs + i];
        int same = out[i].rank == tn->rank;
        for (int k = 0; same && k < tn->rank; k++)
            same = out[i].shape[k] == want[k];
        if (!same) {
            char got[200] = "", exp[200] = "";
            size_t gl = 0, el = 0;
            for (int k = 0; k < out[i].rank && k < TT_MAX_RANK; k++)
                gl += (size_t)snprintf(got + gl, sizeof got - gl, "%s%" PRId64, k ? "x" : "",
                                       out[i].shape[k]);
            for (int k = 0; k < tn->rank; k++)
                el += (size_t)snprintf(exp + el, sizeof exp - el, "%s%" PRId64, k ? "x" : "",
                                       want[k]);
            ir_task_free(*task);
            *task = NULL;
            return rt_fail(op->ctx, TT_ERR_SHAPE, "output '%s' has shape [%s], expected [%s]",
                           tn->name, got, exp);
        }
    }
    return TT_OK;
}

TT_API tt_status tt_op_output_shape(tt_op *op, const tt_tensor *in, int nin, int index,
                                    int *rank, int64_t *shape)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_output_shape: the operator is NULL");
    if (!rank || !shape)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_output_shape: NULL rank or shape");
    if (index < 0 || index >= op->def->noutputs)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "'%s' has no output %d", op->def->name,
                       index);
    int st = validate(op, in, nin, NULL, 0, 0);
    if (st)
        return st;
    ir_task *t;
    st = rt_bind(op, in, NULL, &t);
    if (st)
        return st;
    int ti = op->def->ninputs + index;
    *rank = op->def->tensors[ti].rank;
    for (int k = 0; k < *rank; k++)
        shape[k] = t->shape[ti][k];
    ir_task_free(t);
    return TT_OK;
}

/* Find the kernel for this call: the op's recent signatures first. */
static int lookup(tt_op *op, const tt_tensor *in, const tt_tensor *out, int need_data,
                  rt_entry **out_e)
{
    int64_t sig[RT_SIG_MAX];
    int ns = make_sig(op, in, out, sig);
    if (ns > 0) {
        pthread_mutex_lock(&op->mu);
        for (int i = 0; i < RT_FAST; i++) {
            rt_fast *f = &op->fast[i];
            if (f->e && f->n == ns && memcmp(f->sig, sig, sizeof(int64_t) * (size_t)ns) == 0) {
                *out_e = f->e;
                pthread_mutex_unlock(&op->mu);
                return TT_OK;
            }
        }
        pthread_mutex_unlock(&op->mu);
    }
    ir_task *t;
    int st = rt_bind(op, in, out, &t);
    if (st)
        return st;
    rt_entry *e;
    st = rt_resolve(op->ctx, t, &e);   /* takes the task */
    if (st)
        return st;
    (void)need_data;
    if (ns > 0) {
        pthread_mutex_lock(&op->mu);
        rt_fast *f = &op->fast[op->fast_next];
        op->fast_next = (op->fast_next + 1) % RT_FAST;
        f->e = e;
        f->n = ns;
        memcpy(f->sig, sig, sizeof(int64_t) * (size_t)ns);
        pthread_mutex_unlock(&op->mu);
    }
    *out_e = e;
    return TT_OK;
}

TT_API tt_status tt_op_run(tt_op *op, const tt_tensor *in, int nin, tt_tensor *out, int nout)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_run: the operator is NULL");
    int st = validate(op, in, nin, out, nout, 1);
    if (st)
        return st;
    st = check_overlap(op, in, out);
    if (st)
        return st;
    rt_entry *e;
    st = lookup(op, in, out, 1, &e);
    if (st)
        return st;
    void *io[128];
    int k = 0;
    for (int i = 0; i < nin; i++)
        io[k++] = in[i].data;
    for (int i = 0; i < nout; i++)
        io[k++] = out[i].data;
    if (!e->kernel->nkept)
        return rt_entry_run(op->ctx, e, io);
    rt_kept *kp = NULL;
    st = kept_get(op, e, io, &kp);
    if (st)
        return st;
    char err[512];
    st = kn_kernel_run_kept(e->kernel, op->ctx->pool, io, kp->buf, err, sizeof err);
    kept_put(op, kp);
    if (st)
        return rt_fail(op->ctx, st, "%s", err);
    return TT_OK;
}

TT_API tt_status tt_op_report(tt_op *op, const tt_tensor *in, int nin, tt_report *report)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_report: the operator is NULL");
    if (!report)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG, "tt_op_report: the report is NULL");
    memset(report, 0, sizeof *report);
    int st = validate(op, in, nin, NULL, 0, 0);
    if (st)
        return st;
    ir_task *t;
    st = rt_bind(op, in, NULL, &t);
    if (st)
        return st;
    rt_entry *e = NULL;
    st = rt_find_entry(op->ctx, t->key, &e);
    ir_task_free(t);
    if (st != TT_OK)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG,
                       "'%s' has not been run or prepared at these shapes", op->def->name);
    report->cache_hit = e->cache_hit;
    report->tuned = e->tune_ms > 0;
    report->tune_ms = e->tune_ms;
    report->compile_ms = e->kernel ? e->kernel->compile_ms : 0;
    tt_buf b = {0};
    lw_sched_print(&b, e->task, &e->sched);
    tt_snprintf(report->config, sizeof report->config, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
    return TT_OK;
}

TT_API tt_status tt_op_prepare(tt_op *op, const tt_tensor *in, int nin, const tt_tensor *out,
                               int nout)
{
    if (!op)
        return rt_fail(NULL, TT_ERR_INVALID_ARG, "tt_op_prepare: the operator is NULL");
    int st = validate(op, in, nin, out, out ? nout : 0, 0);
    if (st)
        return st;
    rt_entry *e;
    return lookup(op, in, out, 0, &e);
}

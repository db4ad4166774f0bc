/*
 * Operators: definitions, attributes, and binding a call to a kernel.
 *
 *   a call:  validate the tensors -> the operator's recent signatures
 *            (hit: its kernel at once) -> bind a Task (ir_bind) -> the
 *            context's table by Task key (dispatch.c: compiled or tuned
 *            once per Task) -> run, with the operator's kept packs when
 *            the kernel has some (packs.c)
 *
 * Each check reports a status and a sentence naming the operator and the
 * tensor at fault (rt_fail).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"

extern const char *const tt_builtin_op_files[][2];

/* ---- definitions and attributes ------------------------------------------ */

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
    pthread_mutex_init(&op->dyn.mu, NULL);
    rt_packs_init(&op->packs);
    op->ctx = ctx;
    rt_ctx_ref(ctx);
    return op;
}

void rt_op_free(tt_op *op)
{
    tt_ctx *ctx = op->ctx;
    rt_packs_free(&op->packs);
    rt_dyn_clear(&op->dyn);
    pthread_mutex_destroy(&op->dyn.mu);
    pthread_mutex_destroy(&op->mu);
    free(op->attr);
    ir_deflist_free(&op->defs);
    free(op);
    rt_ctx_unref(ctx);
}

tt_op *rt_op_new(tt_ctx *ctx, const char *src, const char *attrs)
{
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

int rt_op_set_constant(tt_op *op, int input, int constant)
{
    uint64_t bit = (uint64_t)1 << input;
    if (constant)
        __atomic_fetch_or(&op->constmask, bit, __ATOMIC_SEQ_CST);
    else
        __atomic_fetch_and(&op->constmask, ~bit, __ATOMIC_SEQ_CST);
    /* a new declaration: the data may have changed, so packs made under the
       old one are never used again (freed once no call runs on them) */
    rt_packs_redeclare(&op->packs);
    return TT_OK;
}

/* ---- validation ---------------------------------------------------------- */

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
int rt_call_sig(const tt_op *op, const tt_tensor *in, const tt_tensor *out, int64_t *sig)
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

int rt_op_validate(tt_op *op, const tt_tensor *in, int nin, const tt_tensor *out, int nout,
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

int rt_op_check_overlap(tt_op *op, const tt_tensor *in, const tt_tensor *out)
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

/* ---- binding ---------------------------------------------------------------- */

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
        .target = &op->ctx->target, .nthreads = op->ctx->threads,
        .constmask = __atomic_load_n(&op->constmask, __ATOMIC_SEQ_CST)};
    char msg[640];
    int st = ir_bind(d, &bi, task, msg, sizeof msg);
    if (st)
        return rt_fail(op->ctx, st, "%s", msg);
    if (out) {
        /* where this call's tensors are: a first call's tuning session
           times its candidates at the same offsets (ir_task.place) */
        uint16_t place[128];
        for (int i = 0; i < d->ninputs + d->noutputs; i++) {
            const void *p = i < d->ninputs ? in[i].data : out[i - d->ninputs].data;
            place[i] = (uint16_t)((uintptr_t)p % IR_PLACE_PERIOD);
        }
        if (ir_task_set_place(*task, place) != TT_OK) {
            ir_task_free(*task);
            *task = NULL;
            return rt_fail(op->ctx, TT_ERR_NOMEM, "out of memory");
        }
    }
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

int rt_op_output_shape(tt_op *op, const tt_tensor *in, int index, int *rank, int64_t *shape)
{
    ir_task *t;
    int st = rt_bind(op, in, NULL, &t);
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
int rt_op_lookup(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **out_e,
                 rt_dyn_plan_t *plan)
{
    int64_t sig[RT_SIG_MAX];
    int ns = rt_call_sig(op, in, out, sig);
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
    rt_entry *e = NULL;
    int cls = rt_dyn_route(op, in, out, &e, plan);
    if (cls < 0)
        return rt_errstatus();
    if (cls > 0) {
        *out_e = NULL;   /* the shape class serves it */
        return TT_OK;
    }
    if (!e) {
        ir_task *t;
        int st = rt_bind(op, in, out, &t);
        if (st)
            return st;
        st = rt_resolve(op->ctx, t, &e);   /* takes the task */
        if (st)
            return st;
    }
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

int rt_op_exec(tt_op *op, rt_entry *e, const tt_tensor *in, const tt_tensor *out)
{
    return rt_op_exec_rows(op, e, in, out, 0);
}

int rt_op_exec_rows(tt_op *op, rt_entry *e, const tt_tensor *in, const tt_tensor *out,
                    int64_t rows)
{
    const ir_def *d = op->def;
    void *io[128];
    int k = 0;
    for (int i = 0; i < d->ninputs; i++)
        io[k++] = in[i].data;
    for (int i = 0; i < d->noutputs; i++)
        io[k++] = out[i].data;
    kn_kernel *kn = rt_entry_kernel(e);   /* once: a swap may come meanwhile */
    if (kn->nkept)
        return rt_packs_run(op, kn, io, rows);
    char err[512];
    int st = kn_kernel_run_rows(kn, op->ctx->pool, io, NULL, rows, err, sizeof err);
    if (st)
        return rt_fail(op->ctx, st, "%s", err);
    return TT_OK;
}

int rt_op_report(tt_op *op, const tt_tensor *in, tt_report *report)
{
    ir_task *t;
    int st = rt_bind(op, in, NULL, &t);
    if (st)
        return st;
    rt_entry *e = NULL;
    st = rt_find_entry(op->ctx, t->key, &e);
    ir_task_free(t);
    if (st != TT_OK && rt_dyn_report(op, in, report))
        return TT_OK;
    if (st != TT_OK)
        return rt_fail(op->ctx, TT_ERR_INVALID_ARG,
                       "'%s' has not been run or prepared at these shapes", op->def->name);
    pthread_mutex_lock(&e->mu);
    report->cache_hit = e->kind == RT_KIND_CACHED;
    report->tuned = e->kind == RT_KIND_TUNED;
    report->tune_ms = e->tune_ms;
    report->compile_ms = e->kernel ? e->kernel->compile_ms : 0;
    tt_snprintf(report->kernel, sizeof report->kernel, "%s", rt_kind_name[e->kind]);
    report->tuning = e->tuning;
    tt_snprintf(report->reused_from, sizeof report->reused_from, "%s", e->reused_from);
    tt_buf b = {0};
    lw_sched_print(&b, e->task, &e->sched);
    pthread_mutex_unlock(&e->mu);
    tt_snprintf(report->config, sizeof report->config, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
    return TT_OK;
}

/*
 * libFuzzer harness for the language front end: arbitrary bytes -> ir_parse.
 *
 * For every input it requires, beyond "no crash, no leak, no hang":
 *   - a rejected text has a message "LINE:COL: ..." matching err.line/col;
 *   - an accepted definition is fully typed (no weak literal left) and,
 *     printed in the language (ir_def_print, canon off), parses again to
 *     the same canonical text (round trip);
 *   - binding it with small shapes derived from the input either fails with
 *     a message or gives a Task with canonical text and a 32-hex-digit key
 *     that a clone reproduces; a small Task is also interpreted.
 * A broken property aborts, which libFuzzer reports as a crash.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

#define MAX_INPUT (1 << 16)
#define MAX_WORK 20000.0

static void fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_parse: property broken: %s\n%s\n", what, detail ? detail : "");
    abort();
}

/* "LINE:COL: message" with LINE and COL the ones in err. */
static void check_error(const ir_error *e)
{
    char want[64];
    snprintf(want, sizeof want, "%d:%d: ", e->line, e->col);
    if (e->line < 1 || e->col < 1 || strncmp(e->msg, want, strlen(want)) != 0 ||
        strlen(e->msg) <= strlen(want))
        fail("error message is not \"LINE:COL: message\"", e->msg);
}

/* A checked Def is fully typed: no node is left weak, every type is one of
 * the four, and every index is an i32 expression. */
static void check_typed(const ir_expr *e, const char *what)
{
    if (e->weak || (e->type != DT_F32 && e->type != DT_F64 && e->type != DT_I32 &&
                    e->type != DT_BOOL))
        fail("an untyped or weak node in a checked definition", what);
    for (int i = 0; i < e->nargs; i++) {
        if (e->op == E_ACCESS && e->args[i]->type != DT_I32)
            fail("a non-integer index in a checked definition", what);
        check_typed(e->args[i], what);
    }
}

static void check_def_typed(const ir_def *d)
{
    for (int t = d->ninputs; t < d->ninputs + d->noutputs; t++)
        for (int k = 0; k < d->tensors[t].rank; k++)
            check_typed(d->tensors[t].dims[k], "an output dimension");
    for (int s = 0; s < d->nstmts; s++) {
        check_typed(d->stmts[s].rhs, "a statement");
        for (int v = 0; v < d->stmts[s].nvars; v++)
            check_typed(d->stmts[s].vars[v].extent, "an extent");
    }
}

static void check_round_trip(const ir_def *d, const char *canon)
{
    tt_buf src = {0};
    ir_def_print(&src, d, 0);
    ir_deflist l;
    ir_error e;
    if (ir_parse(src.s, &l, &e) != 0) {
        fprintf(stderr, "%s\n", e.msg);
        fail("a printed definition does not parse", src.s);
    }
    if (l.n != 1)
        fail("a printed definition parses to several", src.s);
    tt_buf again = {0};
    ir_def_print(&again, l.defs[0], 1);
    if (strcmp(again.s, canon) != 0) {
        fprintf(stderr, "first:\n%s\nreprinted:\n%s\n", canon, again.s);
        fail("printing and parsing again changes the canonical text", src.s);
    }
    tt_buf_free(&again);
    ir_deflist_free(&l);
    tt_buf_free(&src);
}

static void interpret(const ir_task *t, uint64_t *rng)
{
    const ir_def *d = t->def;
    double work = 0;
    for (int s = 0; s < d->nstmts; s++) {
        double pts = 1;
        for (int v = 0; v < d->stmts[s].nvars; v++)
            pts *= (double)t->extent[s][v];
        work += pts;
    }
    for (int i = 0; i < d->ntensors; i++)
        work += (double)ir_tensor_numel(t, i);
    if (work > MAX_WORK || d->ninputs + d->noutputs > 64)
        return;
    void *in[64] = {0}, *out[64] = {0};
    int nbuf = d->ninputs + d->noutputs;
    for (int i = 0; i < nbuf; i++) {
        int dt = d->tensors[i].dtype;
        int64_t span = ir_tensor_span(t, i);
        void *p = calloc((size_t)span, (size_t)ir_dtype_size(dt));
        if (!p)
            fail("calloc", NULL);
        if (i < d->ninputs) {
            for (int64_t k = 0; k < span; k++) {
                int64_t r = tt_rand_range(rng, 11) - 5;
                ir_store_elem(dt, p, k, dt == DT_I32 ? (double)r : (double)r * 0.25);
            }
            in[i] = p;
        } else {
            out[i - d->ninputs] = p;
        }
    }
    int st = ir_interp(t, in, out);
    if (st != TT_OK && st != TT_ERR_UNSUPPORTED)
        fail("ir_interp failed on a small Task", t->canon);
    for (int i = 0; i < 64; i++) {
        free(in[i]);
        free(out[i]);
    }
}

/* Bind d with shapes of 1..5 drawn per dimension name, sometimes with a
 * disagreeing input, padded strides or overridden attributes. */
static void bind_small(const ir_def *d, uint64_t *rng)
{
    if (d->ninputs > 64 || d->nattrs > 64)
        return;
    int rank[64];
    int64_t shape[64][TT_MAX_RANK], stride[64][TT_MAX_RANK];
    int64_t dimval[64], attr[64];
    for (int i = 0; i < 64; i++)
        dimval[i] = 1 + tt_rand_range(rng, 5);
    int strided = tt_rand_range(rng, 4) == 0;
    for (int i = 0; i < d->ninputs; i++) {
        const ir_tensor *tn = &d->tensors[i];
        rank[i] = tn->rank;
        for (int k = 0; k < tn->rank; k++) {
            const ir_expr *de = tn->dims[k];
            shape[i][k] = de->op == E_INT ? de->ival : dimval[de->id % 64];
            if (tt_rand_range(rng, 16) == 0)
                shape[i][k] += 1;   /* a disagreement, or a fixed size missed */
        }
        int64_t s = 1;
        for (int k = tn->rank - 1; k >= 0; k--) {
            stride[i][k] = s;
            s *= shape[i][k] + (strided && k == tn->rank - 1 ? 1 : 0);
        }
    }
    for (int i = 0; i < d->nattrs; i++)
        attr[i] = tt_rand_range(rng, 4) == 0 ? tt_rand_range(rng, 9) - 2 : d->attrs[i].value;
    ir_bind_in bi = {
        .nin = d->ninputs,
        .rank = rank,
        .shape = (const int64_t(*)[TT_MAX_RANK])shape,
        .stride = strided ? (const int64_t(*)[TT_MAX_RANK])stride : NULL,
        .attr = attr,
        .target = NULL,   /* "cpu" */
        .nthreads = 1 + (int)tt_rand_range(rng, 4),
    };
    ir_task *t = NULL;
    char msg[512];
    msg[0] = 0;
    int st = ir_bind(d, &bi, &t, msg, sizeof msg);
    if (st != TT_OK) {
        if (t || !msg[0])
            fail("a failed bind left a Task or no message", msg);
        return;
    }
    if (!t || !t->canon || strlen(t->key) != 32 || strspn(t->key, "0123456789abcdef") != 32)
        fail("a bound Task lacks its canonical text or key", msg);
    ir_task *c = ir_task_clone(t);
    if (!c || strcmp(c->canon, t->canon) != 0 || memcmp(c->hash, t->hash, 16) != 0)
        fail("a cloned Task differs", t->canon);
    ir_task_free(c);
    interpret(t, rng);
    ir_task_free(t);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > MAX_INPUT)
        return 0;
    char *src = malloc(size + 1);
    if (!src)
        return 0;
    memcpy(src, data, size);
    src[size] = 0;
    uint64_t rng = 0;
    uint8_t h[16];
    ir_hash128(data, size, h);
    memcpy(&rng, h, sizeof rng);

    ir_deflist l;
    ir_error e;
    if (ir_parse(src, &l, &e) != 0) {
        check_error(&e);
        if (l.n != 0 || l.defs)
            fail("a failed parse returned definitions", e.msg);
    } else {
        for (int i = 0; i < l.n; i++) {
            const ir_def *d = l.defs[i];
            tt_buf canon = {0};
            ir_def_print(&canon, d, 1);
            check_def_typed(d);
            check_round_trip(d, canon.s);
            tt_buf_free(&canon);
            bind_small(d, &rng);
        }
        ir_deflist_free(&l);
    }
    free(src);
    return 0;
}

/*
 * Stream: the rows of a window streamed through registers (lw_buf.stream,
 * set by build_pack.c) are copied inside the register tile, each just
 * before the updates that read it.
 *
 * The builder puts a streamed window's rows (an unrolled loop over the
 * rows, each copied or zeroed) in one block with the register tile that
 * reads them.  After unrolling, that block holds the copies of the rows
 * and the tile's accumulator allocation, whose body holds the
 * accumulators' initial stores, the updates (every index a constant) and
 * the write-back.  This pass moves the copies into that body and orders
 * its statements by list scheduling: a statement is ready when every
 * statement before it that it conflicts with (one writes what the other
 * reads or writes) is placed; the first ready statement that is not a copy
 * is placed, else the first ready copy.  So each input row is copied when
 * the updates before it are done, and its readers follow at once: its
 * values live in a few registers, not in memory (the buffer is an alloca
 * of constant offsets, which the optimizer promotes).  Each
 * accumulator's updates keep their order (they conflict), so the sums are
 * bit for bit the same.
 *
 * The ranges a statement touches are its loads' and stores' indices with
 * the lets above them substituted, simplified: a constant interval, or
 * the whole buffer.  The inputs and outputs count as one buffer (they may
 * share memory).  A window whose block is not found (an S1 loop between
 * the copy and the tile) goes back to the stack, read as before.
 *
 * Requires: the final loop nest (after unroll and cleanup).
 */
#include <stdlib.h>
#include <string.h>

#include "lower/lower_internal.h"

#define GLOBAL_BUF (-2)   /* every input and output */

typedef struct {
    int buf;
    int64_t lo, hi;   /* inclusive */
    uint8_t write;
} access;

typedef struct {
    access *v;
    int n, cap;
} accesses;

typedef struct {
    lw_prog *p;
    int lets[64];
    lw_expr *vals[64];
    int nlets;
    int dyn;          /* inside a loop: indices are not constants */
    int fail;         /* out of memory or too deep */
} collector;

static void add(collector *c, accesses *a, int buf, int64_t lo, int64_t hi, int write)
{
    const lw_buf *b = &c->p->bufs[buf];
    int kind = b->kind;
    if (kind != LB_LOCAL) {
        buf = GLOBAL_BUF;
        lo = INT64_MIN;
        hi = INT64_MAX;
    }
    for (int i = 0; i < a->n; i++)
        if (a->v[i].buf == buf && a->v[i].lo == lo && a->v[i].hi == hi) {
            a->v[i].write |= (uint8_t)write;
            return;
        }
    if (a->n == a->cap) {
        int cap = a->cap ? 2 * a->cap : 8;
        access *v = realloc(a->v, sizeof *v * (size_t)cap);
        if (!v) {
            c->fail = 1;
            return;
        }
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = (access){buf, lo, hi, (uint8_t)write};
}

/* e with the lets around it substituted */
static lw_expr *with_lets(collector *c, lw_expr *e)
{
    for (int i = c->nlets - 1; i >= 0; i--)
        if (lw_expr_uses(e, c->lets[i]))
            e = lw_subst(c->p, e, c->lets[i], c->vals[i]);
    return e;
}

/* An access of buf at indices idx[0..n): the interval its one index
 * touches, the lets substituted, simplified; the whole buffer when that
 * is not known. */
static void access_at(collector *c, accesses *a, int buf, int n, lw_expr **idx, int write)
{
    int64_t lo = INT64_MIN, hi = INT64_MAX, l, h;
    if (n == 1 && !c->dyn &&
        lw_bounds(c->p, lw_simplify_expr(c->p, with_lets(c, idx[0])), &l, &h)) {
        lo = l;
        hi = h;
    }
    add(c, a, buf, lo, hi, write);
}

static void expr_acc(collector *c, accesses *a, lw_expr *e)
{
    if (!e)
        return;
    if (e->op == LE_LOAD)
        access_at(c, a, e->id, e->nargs, e->args, 0);
    for (int i = 0; i < e->nargs; i++)
        expr_acc(c, a, e->args[i]);
    expr_acc(c, a, e->pred);
}

static void stmt_acc(collector *c, accesses *a, lw_stmt *s)
{
    if (!s || c->fail)
        return;
    switch (s->op) {
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            stmt_acc(c, a, s->list[i]);
        return;
    case LS_LET: {
        expr_acc(c, a, s->min);
        if (c->nlets == (int)TT_ARRAY_LEN(c->lets)) {
            c->fail = 1;
            return;
        }
        lw_expr *v = with_lets(c, s->min);
        c->lets[c->nlets] = s->var;
        c->vals[c->nlets++] = v;
        stmt_acc(c, a, s->body);
        c->nlets--;
        return;
    }
    case LS_STORE:
        access_at(c, a, s->buf, s->nidx, s->idx, 1);
        expr_acc(c, a, s->value);
        expr_acc(c, a, s->cond);
        return;
    case LS_IF:
        expr_acc(c, a, s->cond);
        stmt_acc(c, a, s->body);
        stmt_acc(c, a, s->els);
        return;
    case LS_ALLOC:
        stmt_acc(c, a, s->body);
        return;
    case LS_FOR:
        expr_acc(c, a, s->min);
        expr_acc(c, a, s->extent);
        c->dyn++;
        stmt_acc(c, a, s->body);
        c->dyn--;
        return;
    default:   /* a parallel loop, a barrier: conflicts with everything */
        add(c, a, GLOBAL_BUF, INT64_MIN, INT64_MAX, 1);
        for (int i = 0; i < c->p->nbufs; i++)
            if (c->p->bufs[i].kind == LB_LOCAL)
                add(c, a, i, INT64_MIN, INT64_MAX, 1);
        return;
    }
}

static int conflict(const accesses *x, const accesses *y)
{
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < y->n; j++) {
            const access *a = &x->v[i], *b = &y->v[j];
            if (a->buf == b->buf && (a->write || b->write) && a->lo <= b->hi && b->lo <= a->hi)
                return 1;
        }
    return 0;
}

/* The streamed buffer accesses a write (-1: none). */
static int stream_written(const lw_prog *p, const accesses *a)
{
    for (int i = 0; i < a->n; i++)
        if (a->v[i].write && a->v[i].buf >= 0 && p->bufs[a->v[i].buf].stream)
            return a->v[i].buf;
    return -1;
}

/* Order list v[0..n) (see the top of the file), the copies of streamed
 * buffer buf among them; 0 on success. */
static int schedule(lw_prog *p, int buf, lw_stmt **v, int n)
{
    collector c = {.p = p};
    accesses *acc = calloc((size_t)n, sizeof *acc);
    uint8_t *copy = calloc((size_t)n, 1), *done = calloc((size_t)n, 1);
    uint8_t *dep = calloc((size_t)n * (size_t)n, 1);
    lw_stmt **out = malloc(sizeof *out * (size_t)n);
    int rc = -1;
    if (!acc || !copy || !done || !dep || !out)
        goto end;
    for (int i = 0; i < n; i++) {
        stmt_acc(&c, &acc[i], v[i]);
        copy[i] = (uint8_t)(stream_written(p, &acc[i]) >= 0);
        /* every access of the streamed buffer at constant offsets, or it
           stays in memory: then nothing is gained by the order */
        for (int k = 0; k < acc[i].n; k++)
            if (acc[i].v[k].buf == buf && acc[i].v[k].lo == INT64_MIN)
                goto end;
    }
    if (c.fail)
        goto end;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            dep[(size_t)i * (size_t)n + (size_t)j] = (uint8_t)conflict(&acc[i], &acc[j]);
    for (int k = 0; k < n; k++) {
        int pick = -1;
        for (int want = 0; want < 2 && pick < 0; want++)
            for (int i = 0; i < n && pick < 0; i++) {
                if (done[i] || copy[i] != want)
                    continue;
                int ready = 1;
                for (int j = 0; j < i && ready; j++)
                    if (!done[j] && dep[(size_t)i * (size_t)n + (size_t)j])
                        ready = 0;
                if (ready)
                    pick = i;
            }
        if (pick < 0)
            goto end;   /* cannot happen: the first not placed is ready */
        done[pick] = 1;
        out[k] = v[pick];
    }
    memcpy(v, out, sizeof *out * (size_t)n);
    rc = 0;
end:
    for (int i = 0; acc && i < n; i++)
        free(acc[i].v);
    free(acc);
    free(copy);
    free(done);
    free(dep);
    free(out);
    return rc;
}

static void flatten_into(lw_prog *p, lw_list *l, lw_stmt *s)
{
    if (s && s->op == LS_BLOCK && !s->transpose) {
        for (int i = 0; i < s->n; i++)
            flatten_into(p, l, s->list[i]);
        return;
    }
    if (s)
        lw_list_push(p, l, s);
}

/* The streamed buffer statement s writes (-1: none). */
static int stmt_stream_written(lw_prog *p, lw_stmt *s)
{
    collector c = {.p = p};
    accesses a = {0};
    stmt_acc(&c, &a, s);
    int buf = stream_written(p, &a);
    free(a.v);
    return c.fail ? -1 : buf;
}

static lw_stmt *stream_block(lw_walk *w, lw_stmt *s)
{
    lw_prog *p = w->p;
    uint8_t *matched = w->ctx;
    lw_list l = {0};
    for (int i = 0; i < s->n; i++)
        flatten_into(p, &l, lw_walk_stmt(w, s->list[i]));
    /* the copies, then the register tile's allocation */
    int first = -1, buf = -1, tile = -1;
    for (int i = 0; i < l.n && tile < 0; i++) {
        lw_stmt *x = l.v[i];
        if (x->op == LS_ALLOC && first >= 0 && p->bufs[x->buf].kind == LB_LOCAL &&
            p->bufs[x->buf].scope == LB_REG && !p->bufs[x->buf].stream) {
            tile = i;
            break;
        }
        int b = stmt_stream_written(p, x);
        if (b >= 0 && (first < 0 || b == buf)) {
            if (first < 0)
                first = i;
            buf = b;
        } else if (first >= 0) {
            first = -1;   /* something else between: not this block */
        }
    }
    if (tile < 0) {
        lw_stmt *c = lw_list_block(p, &l);
        c->transpose = s->transpose;
        return c;
    }
    lw_list m = {0};
    for (int i = first; i < tile; i++)
        lw_list_push(p, &m, l.v[i]);
    flatten_into(p, &m, l.v[tile]->body);
    if (schedule(p, buf, m.v, m.n) != 0) {
        lw_stmt *c = lw_list_block(p, &l);
        c->transpose = s->transpose;
        return c;
    }
    lw_stmt *a = lw_stmt_copy_node(p, l.v[tile]);
    a->body = lw_list_block(p, &m);
    matched[buf] = 1;
    lw_list r = {0};
    for (int i = 0; i < l.n; i++)
        if (i < first || i > tile)
            lw_list_push(p, &r, l.v[i]);
        else if (i == tile)
            lw_list_push(p, &r, a);
    return lw_list_block(p, &r);
}

/* a load of a window gone back to the stack: a plain load again (shifts
   of vectors loaded from memory only add shuffles beside its copy) */
static lw_expr *unshift(lw_walk *w, lw_expr *e)
{
    const uint8_t *back = w->ctx;
    lw_expr *c = lw_expr_copy_node(w->p, e);
    for (int i = 0; i < c->nargs; i++)
        c->args[i] = lw_walk_expr(w, c->args[i]);
    c->pred = lw_walk_expr(w, c->pred);
    if (back[c->id])
        c->shift = 0;
    return c;
}

void lw_pass_stream(lw_prog *p)
{
    int any = 0;
    for (int i = 0; i < p->nbufs; i++)
        any |= p->bufs[i].stream;
    if (!any)
        return;
    uint8_t *matched = calloc((size_t)p->nbufs, 1);
    if (!matched) {
        p->oom = 1;
        return;
    }
    lw_walk w = {.p = p, .ctx = matched};
    w.stmt[LS_BLOCK] = stream_block;
    lw_walk_prog(&w);
    int back = 0;
    for (int i = 0; i < p->nbufs; i++) {
        matched[i] = p->bufs[i].stream && !matched[i];
        if (matched[i]) {
            p->bufs[i].stream = 0;
            p->bufs[i].scope = LB_STACK;
            back = 1;
        }
    }
    if (back) {
        lw_walk u = {.p = p, .ctx = matched};
        u.expr[LE_LOAD] = unshift;
        lw_walk_prog(&u);
    }
    free(matched);
}

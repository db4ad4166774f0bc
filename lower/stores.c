/*
 * Transposed stores: a register tile whose vector lanes are strided in the
 * output writes back one vector per row at that stride (an NCHW
 * convolution vectorized along the output channels: lane i of the vector
 * of pixel x goes to Y[f0 + i, y, x], 784 elements past lane i - 1).  Done
 * lane by lane, that is W scalar stores per vector; with a short
 * reduction they cost more than the arithmetic (1x1 C64 -> 128, 64 steps
 * per register tile).  When n of those stores (4 <= n <= W) write the
 * same lanes at n consecutive elements -- the tile's n pixels along the
 * output's contiguous axis -- the n vectors are the rows of an n x W block
 * whose columns are contiguous in the output: the CPU code generator
 * transposes them in registers (log2(W) stages of shuffles, as for a
 * transposing pack) and stores W runs of n contiguous elements
 * (jit/llvm_emit.c, transposed_stores).
 *
 * This pass finds such stores among the statements of a block (after
 * unrolling: the write-back of a register tile, each store under the lets
 * of its unrolled indices) and gathers each run into a block marked
 * `transpose`, its stores in column order with the lets substituted.  Any
 * other consumer of the AST runs that block as the plain stores it is.
 *
 * A block's run is gathered only when reordering its stores cannot
 * change the result: every store writes the same buffer with the same
 * stride and lanes, with bases that differ by constants; no two of their
 * elements share an address; no stored value reads that buffer; and
 * nothing else sits between them in the block.
 *
 * Requires: the final loop nest (after unroll and cleanup).  CPU only.
 */
#include <stdlib.h>
#include <string.h>

#include "lower/lower_internal.h"

#define RUN_MAX 256   /* stores gathered per run */

static int reads_buf(const lw_expr *e, int buf)
{
    if (!e)
        return 0;
    if (e->op == LE_LOAD && e->id == buf)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (reads_buf(e->args[i], buf))
            return 1;
    return reads_buf(e->pred, buf);
}

/* s (a store under lets, as unrolling leaves it) as one store with the
 * lets' values substituted, or NULL. */
static lw_stmt *bare_store(lw_prog *p, lw_stmt *s)
{
    lw_stmt *lets[16];
    int n = 0;
    for (;;) {
        while (s && s->op == LS_BLOCK && s->n == 1 && !s->transpose)
            s = s->list[0];
        if (!s || s->op != LS_LET)
            break;
        if (n == (int)TT_ARRAY_LEN(lets))
            return NULL;
        lets[n++] = s;
        s = s->body;
    }
    if (!s || s->op != LS_STORE)
        return NULL;
    for (int i = n - 1; i >= 0; i--)
        s = lw_subst_stmt(p, s, lets[i]->var, lets[i]->min);
    return n ? lw_simplify_stmt(p, s) : s;
}

/* A store whose index is one ramp at a stride >= 2 of a power-of-two
 * count of lanes, unmasked, of f32 or f64 values that do not read the
 * stored buffer. */
static int strided_store(const lw_prog *p, const lw_stmt *s)
{
    if (!s || s->op != LS_STORE || s->cond || s->nidx != 1)
        return 0;
    const lw_expr *ix = s->idx[0], *v = s->value;
    int W = ix->lanes;
    int dt = p->bufs[s->buf].dt;
    return ix->op == LE_RAMP && ix->i >= 2 && W >= 4 && W <= 64 && !(W & (W - 1)) &&
           ix->args[0]->lanes == 1 && v && v->lanes == W && v->dt == dt &&
           (dt == DT_F32 || dt == DT_F64) && !reads_buf(v, s->buf);
}

/* The constant base[j] - base[0], or 0 with *ok cleared. */
static int64_t offset_from(lw_prog *p, const lw_stmt *a, const lw_stmt *b, int *ok)
{
    lw_expr *d = lw_simplify_expr(p, lw_bin(p, LE_SUB, b->idx[0]->args[0], a->idx[0]->args[0]));
    int64_t v = 0;
    if (!lw_is_const(d, &v))
        *ok = 0;
    return v;
}

typedef struct {
    lw_stmt *st;
    int64_t off;
} item;

static int by_off(const void *a, const void *b)
{
    const item *x = a, *y = b;
    return (x->off > y->off) - (x->off < y->off);
}

/* Items [0, n) of one run (same buffer, stride, lanes): replaced in out by
 * transposed blocks of consecutive offsets (4..W long) and plain stores.
 * Returns the count written to out, or -1 to leave the run as it was. */
static int gather(lw_prog *p, item *it, int n, lw_stmt **out)
{
    int64_t S = it[0].st->idx[0]->i;
    int W = it[0].st->idx[0]->lanes;
    qsort(it, (size_t)n, sizeof *it, by_off);
    /* no address written twice: offsets d1 < d2 meet when d2 - d1 = k*S
       for a lane distance 0 <= k < W */
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            int64_t d = it[b].off - it[a].off;
            if (d % S == 0 && d / S < W)
                return -1;
        }
    int k = 0, blocks = 0;
    for (int a = 0; a < n;) {
        int b = a + 1;
        while (b < n && b - a < W && it[b].off == it[b - 1].off + 1)
            b++;
        if (b - a >= 4) {
            lw_stmt **l = malloc(sizeof *l * (size_t)(b - a));
            if (!l)
                return -1;
            for (int j = a; j < b; j++)
                l[j - a] = it[j].st;
            lw_stmt *blk = lw_block(p, b - a, l);
            free(l);
            blk->transpose = 1;
            out[k++] = blk;
            blocks++;
        } else {
            for (int j = a; j < b; j++)
                out[k++] = it[j].st;
        }
        a = b;
    }
    return blocks ? k : -1;
}

static lw_stmt *stores_block(lw_walk *w, lw_stmt *s)
{
    s = lw_walk_stmt_default(w, s);
    if (s->op != LS_BLOCK || s->transpose || s->n < 4)
        return s;
    lw_prog *p = w->p;
    lw_stmt **list = malloc(sizeof *list * (size_t)s->n * 2);
    item *it = malloc(sizeof *it * RUN_MAX);
    if (!list || !it) {
        free(list);
        free(it);
        return s;
    }
    int k = 0, changed = 0;
    for (int i = 0; i < s->n;) {
        lw_stmt *first = bare_store(p, s->list[i]);
        if (!strided_store(p, first)) {
            list[k++] = s->list[i++];
            continue;
        }
        /* the run: following statements that are stores of the same
           buffer, stride and lanes, at constant offsets from the first */
        int n = 0, j = i, ok = 1;
        it[n++] = (item){first, 0};
        for (j = i + 1; j < s->n && n < RUN_MAX; j++) {
            lw_stmt *b = bare_store(p, s->list[j]);
            if (!strided_store(p, b) || b->buf != first->buf ||
                b->idx[0]->i != first->idx[0]->i || b->idx[0]->lanes != first->idx[0]->lanes)
                break;
            int64_t off = offset_from(p, first, b, &ok);
            if (!ok)
                break;
            it[n++] = (item){b, off};
        }
        int got = n >= 4 ? gather(p, it, n, list + k) : -1;
        if (got < 0) {
            for (int q = i; q < j; q++)
                list[k++] = s->list[q];
        } else {
            k += got;
            changed = 1;
        }
        i = j;
    }
    lw_stmt *r = s;
    if (changed) {
        lw_stmt *nb = lw_block(p, k, list);
        r = lw_stmt_copy_node(p, s);
        r->list = nb->list;
        r->n = nb->n;
    }
    free(list);
    free(it);
    return r;
}

void lw_pass_stores(lw_prog *p)
{
    if (p->gpu)
        return;
    lw_walk w = {.p = p};
    w.stmt[LS_BLOCK] = stores_block;
    lw_walk_prog(&w);
}

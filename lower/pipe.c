/*
 * Pipe: a pipelined pack (PK_R0P, PK_S1P) copies the next tile's panel in
 * pieces among the current tile's arithmetic, so that the copy's loads and
 * stores issue beside the FMAs instead of in a phase of their own (an NCHW
 * convolution's weights, transposed per block of input channels: at one
 * thread that phase was 17% of a 3x3 C512 7x7 layer).
 *
 * The builder gives such a pack two panels ([2][panel], the first index
 * the variable lw_stmt.pipe - 1 names) and marks its copy nest P, which
 * sits in a block before the statements that read the panel (the rest,
 * R).  This pass finds the loops around P up to the panel's allocation --
 * serial, constant trip counts, N iterations in all, i their linear index
 * -- and rewrites the block as
 *
 *   let id = i
 *   let slot = id % 2
 *   if (id == 0) P                       (the first panel, whole)
 *   R, and at the top of one of its loops:
 *     if (id + 1 < N && it is step t's turn) piece(s) of P'
 *
 * P' is P for iteration id + 1 (the loop variables and the lets between
 * them replaced by the next iteration's values) copying into panel 1 -
 * slot; its pieces are the iterations of its outer loops (a transposing
 * block, a vector row; for a block of nests, a transposed copy's whole
 * blocks and its tail, each nest's in turn), spread evenly over the T
 * iterations of R's
 * loops: the chosen loop is the first, from the outside, whose loops
 * above it reach T >= U, the pieces P' has (the last found if none
 * does).  With T >= U, step t copies piece t / (T / U) when t is a
 * multiple of T / U; else each step copies ceil(U / T) of them.  Every
 * loop on that path has a constant trip count and runs whole, so each
 * piece is copied once per iteration.
 *
 * Where the pack cannot be pipelined (a loop of a varying trip count, a
 * parallel loop or a condition between it and its allocation, one
 * iteration, no loop in R) it is copied as an unpipelined pack into
 * panel 0.  Runs first, on the builder's nest.
 */
#include "lower/lower_internal.h"

#define MAX_DEPTH 256
#define MAX_CHAIN 32

typedef struct {
    lw_prog *p;
    lw_stmt *path[MAX_DEPTH];   /* the statements around the one visited */
    int depth;
} pctx;

/* a constant value of e (its bounds equal) */
static int konst(const lw_prog *p, const lw_expr *e, int64_t *v)
{
    int64_t lo, hi;
    if (!e || !lw_bounds(p, e, &lo, &hi) || lo != hi)
        return 0;
    *v = lo;
    return 1;
}

/* a serial loop of a constant first value and trip count (>= 1) */
static int fixed_loop(const lw_prog *p, const lw_stmt *s, int64_t *min, int64_t *ext)
{
    return s && s->op == LS_FOR && s->kind == LF_SERIAL && konst(p, s->min, min) &&
           konst(p, s->extent, ext) && *ext >= 1;
}

static lw_expr *add(lw_prog *p, lw_expr *a, lw_expr *b)
{
    return lw_bin(p, LE_ADD, a, b);
}

static lw_expr *mul(lw_prog *p, lw_expr *a, int64_t k)
{
    return k == 1 ? a : lw_bin(p, LE_MUL, a, lw_int(p, k));
}

/* (x / q) % e: a digit of a linear index */
static lw_expr *digit(lw_prog *p, lw_expr *x, int64_t q, int64_t e)
{
    if (q > 1)
        x = lw_bin(p, LE_DIV, x, lw_int(p, q));
    return lw_bin(p, LE_MOD, x, lw_int(p, e));
}

/* The buffer nest s stores into (-1: none). */
static int stored_buf(const lw_stmt *s)
{
    if (!s)
        return -1;
    switch (s->op) {
    case LS_STORE:
        return s->buf;
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++) {
            int b = stored_buf(s->list[i]);
            if (b >= 0)
                return b;
        }
        return -1;
    case LS_IF: {
        int b = stored_buf(s->body);
        return b >= 0 ? b : stored_buf(s->els);
    }
    case LS_FOR:
    case LS_LET:
    case LS_ALLOC:
        return stored_buf(s->body);
    default:
        return -1;
    }
}

/* The last fixed loop in s, through blocks (last statement first), lets
 * and allocations; the statements on the way (s first, the loop last) in
 * way[0..*n). */
static lw_stmt *find_loop(const lw_prog *p, lw_stmt *s, lw_stmt **way, int *n)
{
    if (!s || *n >= MAX_DEPTH)
        return NULL;
    int64_t m, e;
    way[(*n)++] = s;
    if (fixed_loop(p, s, &m, &e))
        return s;
    if (s->op == LS_BLOCK) {
        for (int i = s->n - 1; i >= 0; i--) {
            int keep = *n;
            lw_stmt *f = find_loop(p, s->list[i], way, n);
            if (f)
                return f;
            *n = keep;
        }
    } else if (s->op == LS_LET || s->op == LS_ALLOC) {
        lw_stmt *f = find_loop(p, s->body, way, n);
        if (f)
            return f;
    }
    (*n)--;
    return NULL;
}

/* s with `piece` first in the body of the loop way[n - 1], the statements
 * way[0..n) (each the parent of the next) copied on the way down. */
static lw_stmt *insert_at(lw_prog *p, lw_stmt **way, int n, int k, lw_stmt *piece)
{
    lw_stmt *s = lw_stmt_copy_node(p, way[k]);
    if (k == n - 1) {
        s->body = lw_block2(p, piece, s->body);
        return s;
    }
    lw_stmt *child = way[k + 1];
    if (s->op == LS_BLOCK) {
        lw_stmt **l = tt_arena_alloc(&p->arena, sizeof *l * (size_t)s->n);
        if (!l) {
            p->oom = 1;
            return way[k];
        }
        for (int i = 0; i < s->n; i++)
            l[i] = s->list[i] == child ? insert_at(p, way, n, k + 1, piece) : s->list[i];
        s->list = l;
    } else {
        s->body = insert_at(p, way, n, k + 1, piece);
    }
    return s;
}

/* A statement of P' as pieces: the iterations of its outer fixed loops
 * (none: the statement is one piece). */
typedef struct {
    lw_stmt *body;
    int v[MAX_CHAIN];
    int64_t ext[MAX_CHAIN];
    int n;
} part;

#define MAX_PARTS 8

static int64_t part_of(const lw_prog *p, lw_stmt *s, part *pt)
{
    int64_t count = 1, m, e;
    pt->n = 0;
    while (pt->n < MAX_CHAIN && fixed_loop(p, s, &m, &e) && !s->transpose && m == 0 &&
           count <= ((int64_t)1 << 30)) {
        pt->v[pt->n] = s->var;
        pt->ext[pt->n++] = e;
        count *= e;
        s = s->body;
    }
    pt->body = s;
    return count;
}

/* Piece x of part pt (x clamped into its range: the indices stay
 * provably inside the tensor, no guards). */
static lw_stmt *part_at(lw_prog *p, const part *pt, lw_expr *x)
{
    int64_t count = 1;
    for (int k = 0; k < pt->n; k++)
        count *= pt->ext[k];
    x = lw_bin(p, LE_MIN, lw_bin(p, LE_MAX, x, lw_int(p, 0)), lw_int(p, count - 1));
    lw_stmt *s = pt->body;
    int64_t q = 1;
    for (int k = pt->n - 1; k >= 0; k--) {
        lw_expr *d = k == 0 ? (q > 1 ? lw_bin(p, LE_DIV, x, lw_int(p, q)) : x)
                            : digit(p, x, q, pt->ext[k]);
        s = lw_subst_stmt(p, s, pt->v[k], d);
        q *= pt->ext[k];
    }
    return s;
}

/* Piece u (0 <= u < the pieces of all parts) of P': part by part. */
static lw_stmt *piece_at(lw_prog *p, const part *parts, int n, lw_expr *u)
{
    int64_t offs[MAX_PARTS + 1];
    offs[0] = 0;
    for (int i = 0; i < n; i++) {
        int64_t count = 1;
        for (int k = 0; k < parts[i].n; k++)
            count *= parts[i].ext[k];
        offs[i + 1] = offs[i] + count;
    }
    lw_stmt *s = NULL;
    for (int i = n - 1; i >= 0; i--) {
        lw_expr *x = offs[i] ? lw_bin(p, LE_SUB, u, lw_int(p, offs[i])) : u;
        lw_stmt *one = part_at(p, &parts[i], x);
        s = s ? lw_if(p, lw_bin(p, LE_LT, u, lw_int(p, offs[i + 1])), one, s) : one;
    }
    return s;
}

/* The unpipelined pack: panel 0. */
static lw_stmt *unpiped(pctx *c, lw_stmt *blk, int at)
{
    lw_prog *p = c->p;
    lw_stmt *b = lw_stmt_copy_node(p, blk);
    lw_stmt **l = tt_arena_alloc(&p->arena, sizeof *l * (size_t)b->n);
    if (!l) {
        p->oom = 1;
        return blk;
    }
    for (int i = 0; i < b->n; i++)
        l[i] = b->list[i];
    int slot = l[at]->pipe - 1;
    l[at] = lw_stmt_copy_node(p, l[at]);
    l[at]->pipe = 0;
    b->list = l;
    return lw_let(p, slot, lw_int(p, 0), b);
}

/* Block blk (the statement c->path[c->depth - 1]) with its statement `at`
 * the marked nest P: the rewrite at the top of the file. */
static lw_stmt *pipeline(pctx *c, lw_stmt *blk, int at)
{
    lw_prog *p = c->p;
    lw_stmt *P = blk->list[at];
    int slot = P->pipe - 1;
    int buf = stored_buf(P);
    /* the loops (innermost first) and lets between the panel's allocation
       and the block */
    int lv[MAX_CHAIN];
    int64_t lmin[MAX_CHAIN], lext[MAX_CHAIN];
    int nl = 0;
    lw_stmt *lets[MAX_DEPTH];
    int nlets = 0;
    for (int j = c->depth - 2; j >= 0; j--) {
        lw_stmt *a = c->path[j];
        if (a->op == LS_ALLOC && a->buf == buf)
            break;
        if (a->op == LS_FOR) {
            if (nl == MAX_CHAIN || !fixed_loop(p, a, &lmin[nl], &lext[nl]))
                return unpiped(c, blk, at);
            lv[nl++] = a->var;
        } else if (a->op == LS_LET) {
            lets[nlets++] = a;
        } else if (a->op != LS_BLOCK && a->op != LS_ALLOC) {
            return unpiped(c, blk, at);   /* a condition, a parallel loop */
        }
    }
    int64_t N = 1;
    for (int k = 0; k < nl; k++) {
        if (lext[k] > ((int64_t)1 << 40) / N)
            return unpiped(c, blk, at);
        N *= lext[k];
    }
    if (N < 2 || buf < 0)
        return unpiped(c, blk, at);

    /* P' : the next iteration's panel, into the other slot */
    int idv = lw_var_new(p, "pipe.id", 0, N - 1);
    lw_expr *next = add(p, lw_ref(p, idv), lw_int(p, 1));
    /* P' runs only where id + 1 < N; the clamp keeps its indices provably
       inside the tensor (no guards) */
    lw_expr *nextc = lw_bin(p, LE_MIN, next, lw_int(p, N - 1));
    lw_stmt *Pn = lw_stmt_copy_node(p, P);
    Pn->pipe = 0;
    for (int k = 0; k < nlets; k++)   /* innermost first */
        Pn = lw_subst_stmt(p, Pn, lets[k]->var, lets[k]->min);
    int64_t q = 1;
    lw_expr *lin = NULL;
    for (int k = 0; k < nl; k++) {   /* innermost first */
        lw_expr *v = add(p, lw_int(p, lmin[k]), k == nl - 1 && q > 1
                                                    ? lw_bin(p, LE_DIV, nextc, lw_int(p, q))
                                                    : digit(p, nextc, q, lext[k]));
        Pn = lw_subst_stmt(p, Pn, lv[k], v);
        lw_expr *d = lw_bin(p, LE_SUB, lw_ref(p, lv[k]), lw_int(p, lmin[k]));
        d = mul(p, d, q);
        lin = lin ? add(p, lin, d) : d;
        q *= lext[k];
    }
    Pn = lw_subst_stmt(p, Pn, slot, lw_bin(p, LE_SUB, lw_int(p, 1), lw_ref(p, slot)));

    /* its pieces: the iterations of its outer fixed loops (of each of
       its statements, for a block: a transposed copy's whole blocks and
       its tail) */
    part parts[MAX_PARTS];
    int nparts = 0;
    int64_t U = 0;
    if (Pn->op == LS_BLOCK && !Pn->transpose) {
        if (Pn->n > MAX_PARTS)
            return unpiped(c, blk, at);
        for (int i = 0; i < Pn->n; i++)
            if (Pn->list[i])
                U += part_of(p, Pn->list[i], &parts[nparts++]);
    } else {
        U = part_of(p, Pn, &parts[nparts++]);
    }
    if (U < 1 || U > ((int64_t)1 << 30))
        return unpiped(c, blk, at);

    /* where they go: the loops of the rest */
    lw_stmt *rest = lw_block(p, blk->n - at - 1, blk->list + at + 1);
    lw_stmt *way[MAX_DEPTH];
    int nway = 0;
    int pv[MAX_CHAIN];
    int64_t pmin[MAX_CHAIN], pext[MAX_CHAIN];
    int np = 0;
    int64_t T = 1;
    lw_stmt *from = rest;
    while (np < MAX_CHAIN && T < U) {
        lw_stmt *L = find_loop(p, from, way, &nway);
        if (!L)
            break;
        fixed_loop(p, L, &pmin[np], &pext[np]);
        if (pext[np] > ((int64_t)1 << 32))
            break;   /* T stays far from overflowing */
        pv[np++] = L->var;
        T *= pext[np - 1];
        from = L->body;
    }
    if (!np)
        return unpiped(c, blk, at);
    lw_expr *t = NULL;
    q = 1;
    for (int k = np - 1; k >= 0; k--) {
        lw_expr *d = mul(p, lw_bin(p, LE_SUB, lw_ref(p, pv[k]), lw_int(p, pmin[k])), q);
        t = t ? add(p, t, d) : d;
        q *= pext[k];
    }
    lw_expr *more = lw_bin(p, LE_LT, next, lw_int(p, N));
    lw_stmt *piece;
    if (T >= U) {
        int64_t every = T / U;
        lw_expr *u = every > 1 ? lw_bin(p, LE_DIV, t, lw_int(p, every)) : t;
        lw_expr *cond = more;
        if (every > 1)
            cond = lw_bin(p, LE_AND, cond,
                          lw_bin(p, LE_EQ, lw_bin(p, LE_MOD, t, lw_int(p, every)), lw_int(p, 0)));
        if (every * U < T)
            cond = lw_bin(p, LE_AND, cond, lw_bin(p, LE_LT, u, lw_int(p, U)));
        piece = lw_if(p, cond, piece_at(p, parts, nparts, u), NULL);
    } else {
        int64_t k = (U + T - 1) / T;
        int jv = lw_var_new(p, "pipe.j", 0, k - 1);
        lw_expr *u = add(p, mul(p, t, k), lw_ref(p, jv));
        lw_stmt *one = piece_at(p, parts, nparts, u);
        if (k * T != U)
            one = lw_if(p, lw_bin(p, LE_LT, u, lw_int(p, U)), one, NULL);
        piece = lw_if(p, more, lw_for(p, jv, lw_int(p, 0), lw_int(p, k), LF_SERIAL, one), NULL);
    }
    lw_stmt *R = insert_at(p, way, nway, 0, piece);

    lw_stmt *P0 = lw_stmt_copy_node(p, P);
    P0->pipe = 0;
    lw_stmt *first = lw_if(p, lw_bin(p, LE_EQ, lw_ref(p, idv), lw_int(p, 0)), P0, NULL);
    lw_stmt *inner = lw_let(p, idv, lin,
                            lw_let(p, slot, lw_bin(p, LE_MOD, lw_ref(p, idv), lw_int(p, 2)),
                                   lw_block2(p, first, R)));
    /* the statements before P stay before it */
    lw_stmt **l = tt_arena_alloc(&p->arena, sizeof *l * (size_t)(at + 1));
    if (!l) {
        p->oom = 1;
        return blk;
    }
    for (int i = 0; i < at; i++)
        l[i] = blk->list[i];
    l[at] = inner;
    return lw_block(p, at + 1, l);
}

static lw_stmt *visit(pctx *c, lw_stmt *s);

static lw_stmt *visit_children(pctx *c, lw_stmt *s)
{
    lw_prog *p = c->p;
    if (s->op == LS_BLOCK) {
        lw_stmt **l = NULL;
        for (int i = 0; i < s->n; i++) {
            lw_stmt *x = visit(c, s->list[i]);
            if (x != s->list[i] && !l) {
                l = tt_arena_alloc(&p->arena, sizeof *l * (size_t)s->n);
                if (!l) {
                    p->oom = 1;
                    return s;
                }
                for (int j = 0; j < i; j++)
                    l[j] = s->list[j];
            }
            if (l)
                l[i] = x;
        }
        if (!l)
            return s;
        lw_stmt *b = lw_stmt_copy_node(p, s);
        b->list = l;
        return b;
    }
    lw_stmt *body = visit(c, s->body), *els = visit(c, s->els);
    if (body == s->body && els == s->els)
        return s;
    lw_stmt *x = lw_stmt_copy_node(p, s);
    x->body = body;
    x->els = els;
    return x;
}

static lw_stmt *visit(pctx *c, lw_stmt *s)
{
    if (!s || c->p->oom)
        return s;
    if (c->depth == MAX_DEPTH) {
        c->p->oom = 1;   /* cannot happen: nests are shallow */
        return s;
    }
    if (s->op == LS_BLOCK)
        for (int i = 0; i < s->n; i++)
            if (s->list[i] && s->list[i]->pipe) {
                c->path[c->depth++] = s;
                lw_stmt *r = pipeline(c, s, i);
                c->depth--;
                return visit(c, r);   /* P is unmarked now; others may follow */
            }
    if (s->pipe) {   /* not in a block: cannot happen (build.c) */
        lw_stmt *x = lw_stmt_copy_node(c->p, s);
        x->pipe = 0;
        return lw_let(c->p, s->pipe - 1, lw_int(c->p, 0), visit(c, x));
    }
    c->path[c->depth++] = s;
    lw_stmt *r = visit_children(c, s);
    c->depth--;
    return r;
}

void lw_pass_pipe(lw_prog *p)
{
    pctx c = {.p = p};
    for (int f = 0; f < p->nfuncs; f++)
        p->funcs[f].body = visit(&c, p->funcs[f].body);
}

/*
 * Build, reductions: the register tile of a reducing statement is an
 * accumulator, a local buffer indexed only by the S3 (and lane) loop
 * variables, so that after unrolling every index is a constant and it
 * lives in registers:
 *
 *   acc = first R0 step ? identity : the partial sum kept in the output
 *   R1 loops (innermost unrolled within the budget)
 *     acc = acc op value
 *   out = acc  (last R0 step: through the fused epilogue, if any)
 */
#include "lower/build_internal.h"

static int acc_rank(bctx *b, int64_t *shape)
{
    bstage *st = &b->st;
    int n = 0;
    for (int i = 0; i < st->n_s3; i++)
        shape[n++] = st->tile[st->s3_axes[i]][3];
    if (st->vec_raxis >= 0)
        shape[n++] = st->lanes;
    if (n == 0)
        shape[n++] = 1;
    return n;
}

static void acc_index(bctx *b, lw_expr **idx)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    int n = 0;
    for (int i = 0; i < st->n_s3; i++) {
        int a = st->s3_axes[i];
        idx[n++] = st->loop[a][3] >= 0 ? lw_ref(p, st->loop[a][3]) : lw_int(p, 0);
    }
    if (st->vec_raxis >= 0)
        idx[n++] = lw_ref(p, st->lane_var);
    if (n == 0)
        idx[n++] = lw_int(p, 0);
}

/* R1 loop variable u unrolled by f: a serial loop of f unrolled copies,
 * then the ext mod f remaining steps in a serial loop. */
static lw_stmt *unroll_by(bctx *b, int u, lw_expr *ext, int64_t f, lw_stmt *upd)
{
    lw_prog *p = b->p;
    int uo = lwb_var(b, p->vars[u].name, "o", 0, (p->vars[u].hi + 1) / f);
    int ui = lwb_var(b, p->vars[u].name, "i", 0, f - 1);
    lw_expr *x = lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, uo), lw_int(p, f)),
                        lw_ref(p, ui));
    lw_stmt *inner = lw_for(p, ui, lw_int(p, 0), lw_int(p, f), LF_UNROLL,
                            lw_subst_stmt(p, upd, u, x));
    inner->reduce = 1;
    lw_stmt *main = lw_for(p, uo, lw_int(p, 0), lw_bin(p, LE_DIV, ext, lw_int(p, f)),
                           LF_SERIAL, inner);
    int ur = lwb_var(b, p->vars[u].name, "r", 0, f - 2);
    lw_expr *rbase = lw_bin(p, LE_MUL, lw_bin(p, LE_DIV, ext, lw_int(p, f)), lw_int(p, f));
    lw_stmt *rem = lw_for(p, ur, lw_int(p, 0), lw_bin(p, LE_SUB, ext, rbase), LF_SERIAL,
                          lw_subst_stmt(p, upd, u, lw_bin(p, LE_ADD, rbase, lw_ref(p, ur))));
    return lw_block2(p, main, rem);
}

/*
 * Tap clipping.  In a sum whose value is a product, a factor read outside
 * its tensor makes the step's term zero, so the R1 loop of a reduction
 * variable r -- a convolution's kernel tap -- need only run over the steps
 * where that read is inside.  For an index a*r + e of a dimension of
 * length N, with e fixed over the R1 loops (no register-tile axis, no
 * other reduction variable in it), those are the steps from ceil(-e/a) to
 * floor((N-1-e)/a) (a > 0).  A border tile then skips its padded taps
 * instead of computing them on zeros (a window) or under guards, and the
 * read's dimension is in bounds by construction (lw_expr.inside).  The one
 * difference from computing the zeros: a skipped 0 * inf is not a NaN.
 */
/* The reads of tensors that are factors of e (a product). */
static int factor_reads(const ir_expr *e, const ir_expr **out, int n)
{
    if (e->op == E_MUL) {
        n = factor_reads(e->args[0], out, n);
        return factor_reads(e->args[1], out, n);
    }
    if ((e->op == E_CAST && e->args[0]->type != DT_BOOL) ||
        (e->op == E_DIV && e->type != DT_I32))   /* 0 / d, and an average's sum */
        return factor_reads(e->args[0], out, n);
    if (e->op == E_ACCESS && n < LW_MAX_READS)
        out[n++] = e;
    return n;
}

static lw_expr *fdiv(lw_prog *p, lw_expr *x, int64_t k)
{
    return lw_bin(p, LE_DIV, x, lw_int(p, k));
}

/* Narrow reduction variable r's steps to those where a*r + e is in [0, n). */
static void clip_to(bctx *b, int r, int64_t a, lw_expr *e, int64_t n)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    lw_expr *lo, *hi;
    if (a > 0) {
        lo = fdiv(p, lw_bin(p, LE_SUB, lw_int(p, a - 1), e), a);
        hi = lw_bin(p, LE_ADD, fdiv(p, lw_bin(p, LE_SUB, lw_int(p, n - 1), e), a), lw_int(p, 1));
    } else {
        lo = fdiv(p, lw_bin(p, LE_SUB, e, lw_int(p, n + a)), -a);
        hi = lw_bin(p, LE_ADD, fdiv(p, e, -a), lw_int(p, 1));
    }
    st->clip_lo[r] = st->clip_lo[r] ? lw_bin(p, LE_MAX, st->clip_lo[r], lo) : lo;
    st->clip_hi[r] = st->clip_hi[r] ? lw_bin(p, LE_MIN, st->clip_hi[r], hi) : hi;
}

static void plan_clip(bctx *b, const ir_stmt *s)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    const ir_task *t = b->t;
    const ir_def *d = b->d;
    int ns = st->nspatial;
    st->nclip = 0;
    st->clip_on = 0;
    for (int r = 0; r < st->nreduce; r++)
        st->clip_lo[r] = st->clip_hi[r] = NULL;
    if (b->gpu || s->op != OP_ADD || st->nreduce == 0)
        return;
    /* the statement's variables outside the R1 loops: the register tile's
       base for the spatial axes, 0 for the reduction variables */
    lw_expr *om[64];
    for (int a = 0; a < ns; a++)
        om[a] = a < st->row_axes ? b->row_index[a] : lwb_tile_base(b, a, 3);
    for (int r = 0; r < st->nreduce; r++)
        om[ns + r] = lw_int(p, 0);
    const ir_expr *f[LW_MAX_READS];
    int nf = factor_reads(s->rhs, f, 0);
    for (int i = 0; i < nf && st->nclip < LW_MAX_READS; i++) {
        const ir_expr *rd = f[i];
        int ti = rd->id;
        int skip = b->row_temp[ti] ? b->group_axes : 0;
        uint8_t dims = 0;
        for (int k = skip; k < d->tensors[ti].rank && k - skip < 8; k++) {
            const ir_expr *ix = rd->args[k];
            int64_t n = t->shape[ti][k], lo, hi;
            if (lw_has_read(ix) || (ir_expr_range(t, st->si, ix, &lo, &hi) && lo >= 0 && hi < n))
                continue;
            int rv = -1, ok = 1;
            int64_t a = 0;
            for (int r = 0; r < st->nreduce && ok; r++) {
                int64_t c = lw_coef(t, st->si, ix, ns + r);
                if (c == INT64_MIN || (c && rv >= 0))
                    ok = 0;
                else if (c)
                    rv = r, a = c;
            }
            for (int x = 0; x < ns && ok; x++)
                if ((st->loop[x][3] >= 0 || x == st->vec_axis) && lw_coef(t, st->si, ix, x) != 0)
                    ok = 0;   /* moves within the register tile */
            if (!ok || rv < 0 || st->r0_loop[rv] >= 0 || st->r1_loop[rv] < 0 ||
                rv == st->vec_raxis)
                continue;
            clip_to(b, rv, a, lwb_conv(b, ix, om, 0), n);
            dims |= (uint8_t)(1u << (k - skip));
        }
        if (dims) {
            st->clip_read[st->nclip] = rd;
            st->clip_dims[st->nclip++] = dims;
        }
    }
}

/* The R1 loops (rorder) around the update: the innermost unrolled up to
 * the schedule's budget of copies (fully when the extent is constant, else
 * by a factor with a serial remainder).  A clipped loop runs over its
 * range when serial; unrolled, each copy is under the range's test. */
static lw_stmt *r1_loops(bctx *b, lw_stmt *upd)
{
    lw_prog *p = b->p;
    const bstage *st = &b->st;
    int budget = st->nest->unroll ? st->nest->unroll : 1;
    for (int i = st->nreduce - 1; i >= 0; i--) {
        int r = st->nest->rorder[i];
        int u = st->r1_loop[r];
        if (u < 0)
            continue;
        lw_expr *len = lw_int(p, TT_MIN(st->rtile[r], st->rextent[r]));
        if (st->r0_loop[r] >= 0)
            len = lw_bin(p, LE_MIN, len,
                         lw_bin(p, LE_SUB, lw_int(p, st->rextent[r]),
                                lw_bin(p, LE_MUL, lw_ref(p, st->r0_loop[r]),
                                       lw_int(p, st->rtile[r]))));
        lw_expr *ext = r == st->vec_raxis
                           ? lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, len, lw_int(p, st->lanes - 1)),
                                    lw_int(p, st->lanes))
                           : len;
        int64_t n1 = p->vars[u].hi + 1;
        lw_expr *clo = NULL, *chi = NULL;
        if (st->clip_lo[r]) {
            clo = lw_bin(p, LE_MAX, lw_int(p, 0), st->clip_lo[r]);
            chi = lw_bin(p, LE_MIN, len, st->clip_hi[r]);
        }
        int kind = LF_SERIAL;
        if (budget > 1 && r != st->vec_raxis) {
            if (clo)
                upd = lw_if(p, lw_bin(p, LE_AND, lw_bin(p, LE_LE, clo, lw_ref(p, u)),
                                      lw_bin(p, LE_LT, lw_ref(p, u), chi)),
                            upd, NULL);
            if (n1 <= budget && st->rextent[r] % st->rtile[r] == 0) {
                kind = LF_UNROLL;   /* constant extent: unroll fully */
                budget /= (int)n1;
            } else {
                /* unroll by f, remainder serial */
                int64_t f = budget;
                while (f > 1 && f > n1)
                    f /= 2;
                budget = 1;
                if (f > 1) {
                    upd = unroll_by(b, u, ext, f, upd);
                    continue;
                }
                if (clo)
                    upd = upd->body;   /* serial after all: no test */
            }
        }
        lw_expr *start = lw_int(p, 0);
        if (clo && kind == LF_SERIAL) {
            start = clo;
            ext = lw_bin(p, LE_MAX, lw_int(p, 0), lw_bin(p, LE_SUB, chi, clo));
        }
        lw_stmt *loop = lw_for(p, u, start, ext, kind, upd);
        loop->reduce = 1;
        if (r == st->vec_raxis) {
            loop->full = st->lanes;
            loop->tail = st->rextent[r] % st->lanes;
            loop->tile_len = len;
        }
        upd = loop;
    }
    return upd;
}

/* The accumulator of the stage: its buffer, index and dtype. */
typedef struct {
    int buf, rank, dt;
    lw_expr *idx[TT_MAX_RANK + 1];
} accum;

/* acc = identity on the first R0 step, else the partial result so far,
 * kept in `dst` (the output, or the epilogue's output) -- in lane 0 when
 * the reduction is vectorized. */
static lw_stmt *acc_init(bctx *b, const ir_stmt *s, const accum *acc, lw_expr *first, int dst)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    lw_stmt *init_id = lwb_s3_nest(b, lwb_with_lets(b, lw_store(p, acc->buf, acc->rank,
                                                                 (lw_expr **)acc->idx,
                                                                 lwb_identity(p, s->op, acc->dt),
                                                                 NULL), 0), 2);
    if (!first)
        return init_id;
    lw_expr *oidx[TT_MAX_RANK];
    int n = lwb_out_index(b, dst, oidx);
    lw_expr *part = lw_load(p, b->tensor_buf[dst], n, oidx, NULL);
    if (st->vec_raxis >= 0)   /* partials live in lane 0 */
        part = lw_select(p, lw_bin(p, LE_EQ, lw_ref(p, st->lane_var), lw_int(p, 0)), part,
                         lwb_identity(p, s->op, acc->dt));
    lw_stmt *ld = lwb_s3_nest(b, lwb_with_lets(b, lw_store(p, acc->buf, acc->rank,
                                                            (lw_expr **)acc->idx, part, NULL), 0),
                              2);
    return lw_if(p, first, init_id, ld);
}

/* out = acc (a vectorized reduction's lanes reduced first), through the
 * epilogue statement epi (-1: none) on the last R0 step; before it, the
 * partial result is stored as it is. */
static lw_stmt *acc_write_back(bctx *b, const ir_stmt *s, const accum *acc, lw_expr *last,
                               int epi, lw_expr **vm)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    const ir_def *d = b->d;
    int ti = s->tensor;
    lw_expr *accv;
    lw_expr *aidx2[TT_MAX_RANK + 1];
    acc_index(b, aidx2);
    if (st->vec_raxis >= 0) {
        /* horizontal reduction of the lanes */
        lw_expr *ai[TT_MAX_RANK + 1];
        int n = 0;
        for (int i = 0; i < acc->rank - 1; i++)
            ai[n++] = aidx2[i];
        ai[n++] = lw_ramp(p, lw_int(p, 0), 1, st->lanes);
        accv = lw_vreduce(p, s->op, lw_load(p, acc->buf, n, ai, NULL));
    } else {
        accv = lw_load(p, acc->buf, acc->rank, aidx2, NULL);
    }
    lw_expr *oidx[TT_MAX_RANK];
    lw_stmt *wb_final, *wb_part = NULL;
    if (epi >= 0) {
        const ir_stmt *es = &d->stmts[epi];
        lw_expr *evm[64];
        for (int a = 0; a < es->nspatial; a++)
            evm[a] = vm[a];
        st->epilogue_src = ti;
        st->epilogue_value = accv;
        st->next_read = 0;
        lw_expr *ev = lwb_conv(b, es->rhs, evm, 0);
        st->epilogue_src = -1;
        int n = lwb_out_index(b, es->tensor, oidx);
        wb_final = st->plane_buf >= 0
                       ? lw_store(p, st->plane_buf, lwb_plane_index(b, oidx), oidx, ev, NULL)
                       : lw_store(p, b->tensor_buf[es->tensor], n, oidx, ev, NULL);
        if (last)
            wb_part = lw_store(p, b->tensor_buf[es->tensor], n, oidx, accv, NULL);
    } else {
        lw_expr *sv = accv;
        if (d->tensors[ti].dtype == DT_I32)
            sv = lwb_wrap32(p, sv);
        int n = lwb_out_index(b, ti, oidx);
        wb_final = st->plane_buf >= 0
                       ? lw_store(p, st->plane_buf, lwb_plane_index(b, oidx), oidx, sv, NULL)
                       : lw_store(p, b->tensor_buf[ti], n, oidx, sv, NULL);
        if (last)
            wb_part = lw_store(p, b->tensor_buf[ti], n, oidx, accv, NULL);
    }
    lw_stmt *wb = lwb_s3_nest(b, lwb_with_lets(b, wb_final, 0), 0);
    if (last)
        wb = lw_if(p, last, wb, lwb_s3_nest(b, lwb_with_lets(b, wb_part, 0), 0));
    return wb;
}

lw_stmt *lwb_acc_body(bctx *b, const ir_stmt *s, lw_expr **vm)
{
    lw_prog *p = b->p;
    bstage *st = &b->st;
    const ir_def *d = b->d;
    int ti = s->tensor;
    /* the epilogue statement fused at write-back, if any */
    int epi = -1;
    for (int j = st->si + 1; j < d->nstmts; j++)
        if (b->sched->mode[j] == SM_EPILOGUE && b->info[j].epi_src == st->si)
            epi = j;

    accum acc;
    int64_t shape[TT_MAX_RANK + 1];
    acc.rank = acc_rank(b, shape);
    acc.dt = lwb_dt(s->rhs->type);
    char name[64];
    tt_snprintf(name, sizeof name, "%s.acc", d->tensors[ti].name);
    acc.buf = lwb_local(b, name, acc.dt, acc.rank, shape,
                        (st->vec_axis >= 0 || st->vec_raxis >= 0) ? st->lanes : 1);
    p->bufs[acc.buf].scope = LB_REG;
    acc_index(b, acc.idx);

    /* update: acc op= value */
    st->next_read = 0;
    st->epilogue_src = -1;
    plan_clip(b, s);
    st->clip_on = 1;
    lw_expr *v = lwb_conv(b, s->rhs, vm, 1);
    st->clip_on = 0;
    /* i32 max= / min=: each term wrapped to 32 bits (ir/interp.c), so the
       partial a split reduction keeps in the i32 output between its R0
       blocks is the whole partial (a 64-bit one lost its high bits there:
       tt-fuzz-configs, seed 1140, Task 208) */
    if (d->tensors[ti].dtype == DT_I32 && (s->op == OP_MAX || s->op == OP_MIN))
        v = lwb_wrap32(p, v);
    lw_expr *old = lw_load(p, acc.buf, acc.rank, acc.idx, NULL);
    lw_stmt *upd = lw_store(p, acc.buf, acc.rank, acc.idx, lwb_combine(p, s->op, old, v), NULL);
    upd = r1_loops(b, lwb_s3_nest(b, lwb_with_lets(b, upd, 1), 1));

    /* the first and the last iteration of the R0 loops */
    lw_expr *first = NULL, *last = NULL;
    for (int r = 0; r < st->nreduce; r++) {
        if (st->r0_loop[r] < 0)
            continue;
        lw_expr *f0 = lw_bin(p, LE_EQ, lw_ref(p, st->r0_loop[r]), lw_int(p, 0));
        lw_expr *l0 = lw_bin(p, LE_EQ, lw_ref(p, st->r0_loop[r]),
                             lw_int(p, ceil_div(st->rextent[r], st->rtile[r]) - 1));
        first = first ? lw_bin(p, LE_AND, first, f0) : f0;
        last = last ? lw_bin(p, LE_AND, last, l0) : l0;
    }
    int dst = epi >= 0 ? d->stmts[epi].tensor : ti;   /* partial sums */
    lwb_plan_plane(b, dst, first != NULL);
    lw_stmt *init = acc_init(b, s, &acc, first, dst);
    lw_stmt *write_back = acc_write_back(b, s, &acc, last, epi, vm);
    lw_stmt *parts[3] = {init, upd, write_back};
    return lw_alloc(p, acc.buf, lw_block(p, 3, parts));
}

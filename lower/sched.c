/*
 * Facts about a Task's statements (what may be inlined, fused, grouped,
 * packed) and the check that a schedule is one the lowering accepts.
 *
 * "Effective" reads look through inlined statements: a read of an inlined
 * temp T[f(i)] is replaced by the reads of T's definition with its index
 * variables bound to f(i).  A read is an identity read of the statement's
 * variables when each index is exactly the statement's own variable k.
 */
#include <string.h>

#include "lower/lower.h"

/* Callback per effective read: tensor, the mapped index (statement var
 * id, or -1 when the index is not a plain variable of the root stmt). */
typedef void (*read_cb)(const ir_expr *e, int tensor, const int *map, int rank,
                        void *ctx);

static void walk_reads(const ir_def *d, const uint8_t *mode, const ir_expr *e,
                       const int *vmap, read_cb cb, void *ctx, int depth)
{
    if (depth > 64)
        return;
    if (e->op == E_ACCESS) {
        int ti = e->id;
        const ir_tensor *tn = &d->tensors[ti];
        int map[TT_MAX_RANK];
        for (int k = 0; k < e->nargs && k < TT_MAX_RANK; k++)
            map[k] = e->args[k]->op == E_VAR ? vmap[e->args[k]->id] : -1;
        if (tn->def_stmt >= 0 && mode && mode[tn->def_stmt] == SM_INLINE) {
            const ir_stmt *ps = &d->stmts[tn->def_stmt];
            int vm2[64];
            for (int v = 0; v < 64; v++)
                vm2[v] = -1;
            for (int k = 0; k < ps->nspatial && k < 64; k++)
                vm2[k] = map[k];
            walk_reads(d, mode, ps->rhs, vm2, cb, ctx, depth + 1);
        } else {
            cb(e, ti, map, e->nargs, ctx);
        }
        return;   /* reads inside indices are not followed */
    }
    for (int i = 0; i < e->nargs; i++)
        walk_reads(d, mode, e->args[i], vmap, cb, ctx, depth);
}

static void ident_map(int *vm)
{
    for (int v = 0; v < 64; v++)
        vm[v] = v;
}

static void collect_reads(const ir_expr *e, const ir_expr **out, int *n, int max)
{
    if (e->op == E_ACCESS) {
        if (*n < max)
            out[*n] = e;
        (*n)++;
        return;   /* reads inside indices are not pack candidates */
    }
    for (int i = 0; i < e->nargs; i++)
        collect_reads(e->args[i], out, n, max);
}

int lw_stage_reads(const ir_stmt *s, const ir_expr **out, int max)
{
    int n = 0;
    collect_reads(s->rhs, out, &n, max);
    return n < max ? n : max;
}

static int count_reads(const ir_expr *e)
{
    int n = 0;
    collect_reads(e, NULL, &n, 0);
    return n;
}

/* Does statement s read tensor ti (effectively, under modes)? and are all
 * those reads identity reads of s's first `rank` variables? */
typedef struct {
    int tensor;
    int count;
    int nonident;
    int upto;      /* identity required on the first `upto` indices */
} tread_ctx;

static void tread_cb(const ir_expr *e, int ti, const int *map, int rank, void *c)
{
    tread_ctx *x = c;
    (void)e;
    if (ti != x->tensor)
        return;
    x->count++;
    for (int k = 0; k < rank && k < x->upto; k++)
        if (map[k] != k)
            x->nonident = 1;
}

static void reads_of(const ir_def *d, const uint8_t *mode, int s, int ti, int upto,
                     int *count, int *nonident)
{
    tread_ctx x = {ti, 0, 0, upto};
    int vm[64];
    ident_map(vm);
    walk_reads(d, mode, d->stmts[s].rhs, vm, tread_cb, &x, 0);
    *count = x.count;
    *nonident = x.nonident;
}

void lw_stage_analyze(const ir_task *t, lw_stage_info *info)
{
    const ir_def *d = t->def;
    uint8_t allin[LW_MAX_STAGES];
    for (int i = 0; i < d->nstmts && i < LW_MAX_STAGES; i++) {
        const ir_stmt *s = &d->stmts[i];
        lw_stage_info *f = &info[i];
        memset(f, 0, sizeof *f);
        f->reduce = s->nvars > s->nspatial || s->op != OP_ASSIGN;
        f->pointwise = s->op == OP_ASSIGN && s->nvars == s->nspatial;
        f->nreads = count_reads(s->rhs);
        f->inlinable = d->tensors[s->tensor].kind == T_TEMP && f->pointwise;
        f->epi_src = -1;
        allin[i] = f->inlinable ? SM_INLINE : SM_ROOT;
        /* unit-stride spatial axis of the output */
        f->unit_axis = -1;
        const ir_tensor *tn = &d->tensors[s->tensor];
        for (int k = 0; k < tn->rank; k++)
            if (t->stride[s->tensor][k] == 1 && t->shape[s->tensor][k] > 1)
                f->unit_axis = k;
        if (f->unit_axis < 0 && tn->rank > 0)
            f->unit_axis = tn->rank - 1;
        f->unit_raxis = -1;
    }
    /* reduction vars that index a unit-stride dimension alone */
    for (int i = 0; i < d->nstmts && i < LW_MAX_STAGES; i++) {
        const ir_stmt *s = &d->stmts[i];
        const ir_expr *stack[256];
        int top = 0;
        stack[top++] = s->rhs;
        while (top > 0 && info[i].unit_raxis < 0) {
            const ir_expr *e = stack[--top];
            if (e->op == E_ACCESS) {
                for (int k = 0; k < e->nargs; k++) {
                    const ir_expr *a = e->args[k];
                    if (a->op == E_VAR && a->id >= s->nspatial &&
                        t->stride[e->id][k] == 1 && t->shape[e->id][k] > 1)
                        info[i].unit_raxis = a->id - s->nspatial;
                }
                continue;
            }
            for (int k = 0; k < e->nargs; k++)
                if (top < 256)
                    stack[top++] = e->args[k];
        }
    }
    /* epilogue candidates, assuming every inlinable temp is inlined */
    for (int pi = 0; pi < d->nstmts && pi < LW_MAX_STAGES; pi++) {
        const ir_stmt *ps = &d->stmts[pi];
        if (!info[pi].pointwise || info[pi].inlinable)
            continue;
        for (int ri = 0; ri < pi; ri++) {
            const ir_stmt *rs = &d->stmts[ri];
            int ti = rs->tensor;
            if (!info[ri].reduce || d->tensors[ti].kind != T_TEMP)
                continue;
            if (rs->nspatial != ps->nspatial)
                continue;
            /* between the tiles of a split reduction the partial results
               are kept in the epilogue's output: it must hold them exactly
               (f32(t) of an f64 temp did not even compile) */
            if (d->tensors[ps->tensor].dtype != d->tensors[ti].dtype)
                continue;
            int same = 1;
            for (int a = 0; a < ps->nspatial; a++)
                if (t->extent[ri][a] != t->extent[pi][a])
                    same = 0;
            if (!same)
                continue;
            int cnt, nonid;
            reads_of(d, allin, pi, ti, TT_MAX_RANK, &cnt, &nonid);
            if (cnt == 0 || nonid)
                continue;
            /* nobody else reads T; P reads nothing written after R */
            int ok = 1;
            for (int j = 0; j < d->nstmts && ok; j++) {
                if (j == pi || allin[j] == SM_INLINE)
                    continue;
                int c2, n2;
                reads_of(d, allin, j, ti, 0, &c2, &n2);
                if (c2)
                    ok = 0;
            }
            for (int j = ri + 1; j < pi && ok; j++) {
                if (allin[j] == SM_INLINE)
                    continue;
                int c2, n2;
                reads_of(d, allin, pi, d->stmts[j].tensor, 0, &c2, &n2);
                if (c2)
                    ok = 0;
            }
            if (ok) {
                info[pi].epi_ok = 1;
                info[pi].epi_src = ri;
            }
        }
    }
}

typedef struct {
    const ir_def *d;
    const uint8_t *mode;
    int g;
    int bad;
} group_ctx;

static void group_cb(const ir_expr *e, int ti, const int *map, int rank, void *c)
{
    group_ctx *x = c;
    (void)e;
    const ir_tensor *tn = &x->d->tensors[ti];
    if (tn->kind == T_INPUT)
        return;
    /* a tensor written inside the group: identity on the prefix */
    for (int k = 0; k < x->g; k++)
        if (k >= rank || map[k] != k)
            x->bad = 1;
}

int lw_group_max(const ir_task *t, const uint8_t *mode)
{
    const ir_def *d = t->def;
    int first = -1, g = TT_MAX_RANK;
    for (int i = 0; i < d->nstmts; i++) {
        if (mode[i] == SM_EPILOGUE)
            return 0;
        if (mode[i] != SM_ROOT)
            continue;
        const ir_stmt *s = &d->stmts[i];
        if (first < 0)
            first = i;
        int k = 0;
        while (k < s->nspatial && k < d->stmts[first].nspatial &&
               t->extent[i][k] == t->extent[first][k])
            k++;
        if (k < g)
            g = k;
    }
    if (first < 0)
        return 0;
    while (g > 0) {
        group_ctx x = {d, mode, g, 0};
        for (int i = 0; i < d->nstmts && !x.bad; i++) {
            if (mode[i] != SM_ROOT)
                continue;
            int vm[64];
            ident_map(vm);
            walk_reads(d, mode, d->stmts[i].rhs, vm, group_cb, &x, 0);
        }
        if (!x.bad)
            return g;
        g--;
    }
    return 0;
}

static int is_perm(const uint8_t *o, int n)
{
    unsigned seen = 0;
    for (int i = 0; i < n; i++) {
        if (o[i] >= n || (seen >> o[i] & 1))
            return 0;
        seen |= 1u << o[i];
    }
    return 1;
}

/* Elements of the packed buffer of read `rd` at `level` (build_pack.c lays it
 * out: the t2 tile of each spatial axis it depends on, the tk (or K)
 * range of each reduction; vectors padded). */
int64_t lw_pack_elems(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                      int level)
{
    if (level == PK_WIN) {
        int64_t len[TT_MAX_RANK];
        uint8_t whole[TT_MAX_RANK];
        int64_t w = lw_window_shape(t, s, si, rd, len, whole, NULL);
        return w > 0 ? w : INT64_MAX;
    }
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    uint64_t uses = ir_read_uses(t, si, rd);
    int W = n->lanes ? n->lanes : 1;
    int64_t total = 1;
    int maxes[3], nm = 0, mapped[TT_MAX_RANK] = {0};
    int64_t wg, groups;
    if (lw_task_is_gpu(t))
        nm = lw_gpu_mapped(t, s, si, maxes, &wg, &groups);
    for (int k = 0; k < nm; k++)
        mapped[maxes[k]] = 1;
    for (int a = s->group; a < st->nspatial; a++) {
        if (!(uses >> a & 1))
            continue;
        int64_t E = t->extent[si][a];
        int64_t t3 = TT_MIN(n->tile[a][2], E), t2 = TT_MIN(n->tile[a][1], E);
        t2 = (t2 + t3 - 1) / t3 * t3;
        if (mapped[a]) {   /* a group-wide pack covers the S0 tile */
            int64_t t1 = TT_MIN(n->tile[a][0], E);
            t2 = (t1 + t2 - 1) / t2 * t2;
        }
        if (a == n->vec)
            t2 = (t2 + W - 1) / W * W;
        total *= t2;
    }
    for (int r = 0; r < st->nvars - st->nspatial; r++) {
        if (!(uses >> (st->nspatial + r) & 1))
            continue;
        int64_t K = t->extent[si][st->nspatial + r];
        int64_t tk = TT_MIN(n->rtile[r] > 0 ? n->rtile[r] : K, K);
        int64_t e = level == PK_R0 ? tk : K;
        if (n->vec == LW_VEC_RED + r)
            e = (e + W - 1) / W * W;
        total *= e;
        if (total > ((int64_t)1 << 40))
            break;
    }
    return total;
}

/* The S1 tile of spatial axis a as build.c clamps it (t3 | t2). */
static int64_t s1_tile(const ir_task *t, const lw_nest *n, int si, int a)
{
    int64_t E = t->extent[si][a];
    int64_t t3 = TT_MIN(n->tile[a][2], E), t2 = TT_MIN(n->tile[a][1], E);
    if (t3 < 1 || t2 < 1)
        return E;
    return (t2 + t3 - 1) / t3 * t3;
}

int lw_has_read(const ir_expr *e)
{
    if (e->op == E_ACCESS)
        return 1;
    for (int i = 0; i < e->nargs; i++)
        if (lw_has_read(e->args[i]))
            return 1;
    return 0;
}

/* Whether e depends on none of statement si's variables. */
static int loop_invariant(const ir_task *t, int si, const ir_expr *e)
{
    for (int u = 0; u < t->def->stmts[si].nvars; u++)
        if (ir_expr_depends(t, si, e, u))
            return 0;
    return 1;
}

/* Whether index e is M * (v / D) + terms without v, for spatial variable v
 * (the only way v occurs), constants M >= 1 and D >= 2: a grouped
 * convolution's channel `f / (F/groups) * CG + c`.  Sets *d and *m. */
static int group_term(const ir_task *t, int si, const ir_expr *e, int v, int64_t *d,
                      int64_t *m)
{
    switch (e->op) {
    case E_ADD: {
        int a = ir_expr_depends(t, si, e->args[0], v), b = ir_expr_depends(t, si, e->args[1], v);
        if (a == b)
            return 0;
        return group_term(t, si, e->args[a ? 0 : 1], v, d, m);
    }
    case E_MUL: {
        int a = ir_expr_depends(t, si, e->args[0], v), b = ir_expr_depends(t, si, e->args[1], v);
        const ir_expr *k = e->args[a ? 1 : 0];
        if (a == b || !loop_invariant(t, si, k))
            return 0;
        int64_t kv = ir_eval_shape_expr(t->def, t->dim, t->attr, k);
        if (kv < 1 || kv > ((int64_t)1 << 20) || !group_term(t, si, e->args[a ? 0 : 1], v, d, m))
            return 0;
        *m *= kv;
        return *m <= ((int64_t)1 << 30);
    }
    case E_DIV: {
        const ir_expr *k = e->args[1];
        if (e->args[0]->op != E_VAR || e->args[0]->id != v || !loop_invariant(t, si, k))
            return 0;
        int64_t kv = ir_eval_shape_expr(t->def, t->dim, t->attr, k);
        if (kv < 2 || kv > ((int64_t)1 << 30))
            return 0;
        *d = kv;
        *m = 1;
        return 1;
    }
    }
    return 0;
}

/* Per dimension of read rd: its index's coefficients in the statement's
 * variables (affine); or whole (not affine, proven inside the tensor), and
 * then, when the index is M * (v / D) + an affine rest (group_term), the
 * spatial variable v in grp[k].v (else -1), D and M, v's coefficient 0.
 * Returns 0 if neither holds for some dimension. */
static int window_dims(const ir_task *t, int si, const ir_expr *rd,
                       int64_t coef[][64], uint8_t *whole, lw_wgroup *grp)
{
    const ir_stmt *st = &t->def->stmts[si];
    if (rd->op != E_ACCESS || rd->id < 0 || st->nvars > 64)
        return 0;
    for (int k = 0; k < rd->nargs; k++) {
        whole[k] = 0;
        grp[k].v = -1;
        if (lw_has_read(rd->args[k]))
            return 0;   /* an indirect index: no box to copy */
        int bad = -1, nbad = 0;
        for (int v = 0; v < st->nvars; v++) {
            coef[k][v] = lw_coef(t, si, rd->args[k], v);
            if (coef[k][v] == INT64_MIN || coef[k][v] > ((int64_t)1 << 30) ||
                coef[k][v] < -((int64_t)1 << 30)) {
                whole[k] = 1;
                bad = v;
                nbad++;
            }
        }
        if (whole[k]) {
            int64_t lo, hi;
            if (!ir_expr_range(t, si, rd->args[k], &lo, &hi) || lo < 0 ||
                hi >= t->shape[rd->id][k])
                return 0;
            if (nbad == 1 && bad < st->nspatial && coef[k][bad] == INT64_MIN &&
                group_term(t, si, rd->args[k], bad, &grp[k].d, &grp[k].m)) {
                grp[k].v = bad;
                coef[k][bad] = 0;
            }
        }
    }
    return 1;
}

/* A coefficient a window's unit-stride dimension may be split by. */
static int split_stride(int64_t c)
{
    return c >= 2 && c <= 8;
}

int lw_window_split(const ir_task *t, const lw_nest *n, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    if (rd->op != E_ACCESS || rd->id < 0 || rd->nargs < 1 || n->vec < 0 ||
        n->vec >= st->nspatial || n->vec >= LW_VEC_RED || n->lanes < 2 ||
        t->stride[rd->id][rd->nargs - 1] != 1)
        return 0;
    int64_t c = lw_coef(t, si, rd->args[rd->nargs - 1], n->vec);
    return split_stride(c) ? (int)c : 0;
}

int64_t lw_window_shape(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                        int64_t *len, uint8_t *whole, int *gvar)
{
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    int64_t coef[TT_MAX_RANK][64];
    lw_wgroup grp[TT_MAX_RANK];
    if (rd->op != E_ACCESS || rd->nargs > TT_MAX_RANK || !window_dims(t, si, rd, coef, whole, grp))
        return 0;
    int64_t total = 1;
    for (int k = 0; k < rd->nargs; k++) {
        if (gvar)
            gvar[k] = -1;
        /* a group term M * (v / D): the S1 tile of v spans T / D groups
           when D divides T, one when T divides D (tile bases are multiples
           of T); other tiles take the whole dimension */
        int64_t ngroups = 0;
        if (whole[k] && grp[k].v >= 0) {
            int64_t T = s1_tile(t, n, si, grp[k].v);
            ngroups = T % grp[k].d == 0 ? T / grp[k].d : grp[k].d % T == 0 ? 1 : 0;
        }
        if (whole[k] && ngroups == 0) {
            len[k] = t->shape[rd->id][k];
        } else {
            len[k] = 1 + (ngroups ? grp[k].m * (ngroups - 1) : 0);
            for (int v = 0; v < st->nvars; v++) {
                int64_t span = v < st->nspatial ? s1_tile(t, n, si, v)
                                                : t->extent[si][v];
                int64_t c = coef[k][v] < 0 ? -coef[k][v] : coef[k][v];
                len[k] += c * (span - 1);
            }
            int ph = k == rd->nargs - 1 ? lw_window_split(t, n, si, rd) : 0;
            if (ph)
                len[k] = (len[k] + ph - 1) / ph * ph;   /* whole rows per phase */
            if (ngroups && len[k] >= t->shape[rd->id][k]) {
                len[k] = t->shape[rd->id][k];   /* no smaller than the whole */
            } else if (ngroups) {
                whole[k] = 0;
                if (gvar)
                    gvar[k] = grp[k].v;
            }
        }
        if (len[k] < 1 || len[k] > ((int64_t)1 << 32))
            return 0;
        total *= len[k];
        if (total > ((int64_t)1 << 40))
            return total;
    }
    return total;
}

int64_t lw_copy_builds(const ir_task *t, const lw_sched *s, int si, uint64_t moves)
{
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    int ns = st->nspatial;
    int64_t trips[2 * TT_MAX_RANK];
    int axis[2 * TT_MAX_RANK], k = 0;
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < ns; i++) {
            int a = n->order0[i];
            if (a < s->group)
                continue;
            int64_t E = t->extent[si][a];
            int64_t t3 = TT_MIN(n->tile[a][2], E), t2 = TT_MIN(n->tile[a][1], E);
            int64_t t1 = TT_MIN(n->tile[a][0], E);
            if (t3 < 1 || t2 < 1 || t1 < 1)
                return INT64_MAX;
            t2 = (t2 + t3 - 1) / t3 * t3;
            t1 = (t1 + t2 - 1) / t2 * t2;
            trips[k] = l == 0 ? (E + t1 - 1) / t1 : t1 / t2;
            axis[k++] = a;
        }
    int last = -1;
    for (int i = 0; i < k; i++)
        if (trips[i] > 1 && (moves >> axis[i] & 1))
            last = i;
    int64_t builds = 1;
    for (int i = 0; i <= last; i++)
        builds *= trips[i];
    return builds;
}

uint64_t lw_window_moves(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd)
{
    const ir_stmt *st = &t->def->stmts[si];
    int64_t coef[TT_MAX_RANK][64], len[TT_MAX_RANK];
    uint8_t whole[TT_MAX_RANK], w2[TT_MAX_RANK];
    lw_wgroup grp[TT_MAX_RANK];
    int gvar[TT_MAX_RANK];
    uint64_t m = 0;
    if (rd->op != E_ACCESS || rd->nargs > TT_MAX_RANK ||
        !window_dims(t, si, rd, coef, whole, grp) ||
        lw_window_shape(t, s, si, rd, len, w2, gvar) <= 0)
        return 0;
    for (int k = 0; k < rd->nargs; k++) {
        if (gvar[k] >= 0)
            m |= (uint64_t)1 << gvar[k];
        for (int v = 0; v < st->nspatial && !w2[k]; v++)
            if (coef[k][v] != 0)
                m |= (uint64_t)1 << v;
    }
    return m;
}

int lw_read_inside(const ir_task *t, int si, const ir_expr *rd)
{
    if (rd->op != E_ACCESS || rd->id < 0)
        return 0;
    for (int k = 0; k < rd->nargs; k++) {
        int64_t lo, hi;
        if (!ir_expr_range(t, si, rd->args[k], &lo, &hi) || lo < 0 ||
            hi >= t->shape[rd->id][k])
            return 0;
    }
    return 1;
}

int lw_read_windowable(const ir_task *t, int si, const ir_expr *rd)
{
    const ir_def *d = t->def;
    int64_t coef[TT_MAX_RANK][64];
    uint8_t whole[TT_MAX_RANK];
    lw_wgroup grp[TT_MAX_RANK];
    if (lw_task_is_gpu(t) || rd->op != E_ACCESS || rd->id < 0 || rd->nargs > TT_MAX_RANK ||
        !window_dims(t, si, rd, coef, whole, grp))
        return 0;
    int ds = d->tensors[rd->id].def_stmt;
    if (ds >= 0 && ds == si)
        return 0;
    if (!lw_read_inside(t, si, rd))
        return 1;
    /* always inside: a window only copies -- worth it when it may be split
       in phases (lw_window_split: a 1x1 stride-2 NCHW convolution) */
    int last = rd->nargs - 1;
    if (last >= 0 && !whole[last] && t->stride[rd->id][last] == 1)
        for (int v = 0; v < t->def->stmts[si].nspatial; v++)
            if (split_stride(coef[last][v]))
                return 1;
    return 0;
}

int lw_read_keepable(const ir_task *t, int group, const ir_expr *rd)
{
    const ir_def *d = t->def;
    return rd->op == E_ACCESS && rd->id >= 0 && rd->id < d->ninputs && rd->id < 64 &&
           (t->constmask >> rd->id & 1) && !lw_task_is_gpu(t) && group == 0;
}

/* Tiles above the pack's level that move the read (build_pack.c: the S0 and S1
 * tile variables of the axes it depends on, and for an R0 pack the R0 tile
 * variables of its reductions), times the panel. */
int64_t lw_kept_slots(const ir_task *t, const lw_sched *s, int si, const ir_expr *rd,
                      int level)
{
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    uint64_t uses = ir_read_uses(t, si, rd);
    int64_t slots = 1;
    for (int a = s->group; a < st->nspatial; a++) {
        if (!(uses >> a & 1))
            continue;
        int64_t E = t->extent[si][a];
        int64_t t3 = TT_MIN(n->tile[a][2], E), t2 = TT_MIN(n->tile[a][1], E);
        int64_t t1 = TT_MIN(n->tile[a][0], E);
        if (t3 < 1 || t2 < 1 || t1 < 1)
            return 0;
        t2 = (t2 + t3 - 1) / t3 * t3;
        t1 = (t1 + t2 - 1) / t2 * t2;
        slots *= (E + t1 - 1) / t1 * (t1 / t2);
        if (slots > ((int64_t)1 << 40))
            return slots;
    }
    if (level == PK_R0)
        for (int r = 0; r < st->nvars - st->nspatial; r++) {
            if (!(uses >> (st->nspatial + r) & 1))
                continue;
            int64_t K = t->extent[si][st->nspatial + r];
            int W = n->lanes ? n->lanes : 1;
            int64_t tk = TT_MIN(n->rtile[r] > 0 ? n->rtile[r] : K, K);
            if (n->vec == LW_VEC_RED + r && tk % W)
                tk = (tk + W - 1) / W * W;
            slots *= (K + tk - 1) / tk;
            if (slots > ((int64_t)1 << 40))
                return slots;
        }
    return slots;
}

int64_t lw_coef(const ir_task *t, int si, const ir_expr *e, int v)
{
    if (e->op != E_VAR && !ir_expr_depends(t, si, e, v))
        return 0;
    switch (e->op) {
    case E_VAR: return e->id == v ? 1 : 0;
    case E_INT: case E_DIM: case E_ATTR: return 0;
    case E_NEG: {
        int64_t c = lw_coef(t, si, e->args[0], v);
        return c == INT64_MIN ? c : -c;
    }
    case E_ADD: case E_SUB: {
        int64_t a = lw_coef(t, si, e->args[0], v), b = lw_coef(t, si, e->args[1], v);
        if (a == INT64_MIN || b == INT64_MIN)
            return INT64_MIN;
        return e->op == E_ADD ? a + b : a - b;
    }
    case E_MUL: {
        int64_t a = lw_coef(t, si, e->args[0], v), b = lw_coef(t, si, e->args[1], v);
        if (a == INT64_MIN || b == INT64_MIN || (a && b))
            return INT64_MIN;
        if (!a && !b)
            return 0;
        const ir_expr *k = a ? e->args[1] : e->args[0];
        int64_t kv = ir_eval_shape_expr(t->def, t->dim, t->attr, k);
        return (a ? a : b) * kv;
    }
    case E_DIV: case E_MOD: {
        /* x / 1 is x and x % 1 is 0 (a convolution with one channel a
         * group: `f / (F/groups) * CG + c` with F == groups) */
        const ir_expr *k = e->args[1];
        if (e->type == DT_I32 && !lw_has_read(k) && loop_invariant(t, si, k) &&
            ir_eval_shape_expr(t->def, t->dim, t->attr, k) == 1)
            return e->op == E_DIV ? lw_coef(t, si, e->args[0], v) : 0;
        break;
    }
    }
    /* division, modulo, reads: fine if v does not occur */
    for (int i = 0; i < e->nargs; i++)
        if (lw_coef(t, si, e->args[i], v) != 0)
            return INT64_MIN;
    return 0;
}

int64_t lw_read_stride(const ir_task *t, int si, const ir_expr *rd, int v)
{
    int64_t s = 0;
    for (int k = 0; k < rd->nargs; k++) {
        int64_t c = lw_coef(t, si, rd->args[k], v);
        if (c == INT64_MIN)
            return INT64_MIN;
        s += c * t->stride[rd->id][k];
    }
    return s;
}

int lw_task_is_gpu(const ir_task *t)
{
    return t->target.kind == IR_TARGET_OPENCL;
}

void lw_gpu_limits(const ir_task *t, int64_t *max_wg, int64_t *local_bytes)
{
    *max_wg = t->target.max_work_group > 0 ? t->target.max_work_group : 256;
    *local_bytes = t->target.local_mem_bytes > 0 ? t->target.local_mem_bytes : 32 * 1024;
}

int lw_gpu_mapped(const ir_task *t, const lw_sched *s, int si, int *axes, int64_t *wg,
                  int64_t *groups)
{
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *n = &s->nest[si];
    int k = 0;
    *wg = 1;
    *groups = 1;
    for (int i = 0; i < st->nspatial && k < n->par && k < 3; i++) {
        int a = n->order0[i];
        int64_t E = t->extent[si][a];
        int64_t t3 = TT_MIN(n->tile[a][2], E), t2 = TT_MIN(n->tile[a][1], E),
                t1 = TT_MIN(n->tile[a][0], E);
        t2 = (t2 + t3 - 1) / t3 * t3;   /* as build.c keeps the nesting */
        t1 = (t1 + t2 - 1) / t2 * t2;
        int64_t g = (E + t1 - 1) / t1, l = t1 / t2;
        if (g * l <= 1)
            continue;
        axes[k++] = a;
        *wg *= l;
        *groups *= g;
    }
    return k;
}

/* The copies of the update body the builder makes: the register tile
 * (vectors counted once) times the R1 unroll it derives from the budget
 * (build_acc.c: innermost reduction loops fully unrolled while they fit, then
 * one partial factor). */
/* Whether e holds no variable and no read: a constant of the Task. */
static int task_const(const ir_expr *e)
{
    if (e->op == E_VAR || e->op == E_ACCESS)
        return 0;
    for (int i = 0; i < e->nargs; i++)
        if (!task_const(e->args[i]))
            return 0;
    return 1;
}

/* The integer divisions and remainders by a value that varies in e and in
 * the statements inlined into it: LLVM expands each, in a vector, into a
 * scalar division per lane. */
static int varying_idivs(const ir_task *t, const lw_sched *s, const ir_expr *e, int depth)
{
    int n = 0;
    if ((e->op == E_DIV || e->op == E_MOD) && e->type == DT_I32 && !task_const(e->args[1]))
        n++;
    if (e->op == E_ACCESS && depth < 8) {
        int ds = t->def->tensors[e->id].def_stmt;
        if (ds >= 0 && s->mode[ds] == SM_INLINE)
            n += varying_idivs(t, s, t->def->stmts[ds].rhs, depth + 1);
    }
    for (int i = 0; i < e->nargs; i++)
        n += varying_idivs(t, s, e->args[i], depth);
    return n;
}

int64_t lw_code_copies(const ir_task *t, const lw_sched *s, int si)
{
    if (!(t = lw_sched_task(t, s)))
        return 0;
    const ir_stmt *st = &t->def->stmts[si];
    const lw_nest *nt = &s->nest[si];
    int ns = st->nspatial, nr = st->nvars - st->nspatial;
    int W = nt->lanes ? nt->lanes : 1;
    int64_t tile = 1;
    for (int a = s->group; a < ns; a++) {
        int64_t e = TT_MIN(nt->tile[a][2], t->extent[si][a]);
        if (a == nt->vec)
            e = (e + W - 1) / W;
        tile *= e;
    }
    int64_t copies = 1, budget = nt->unroll ? nt->unroll : 1;
    for (int i = nr - 1; i >= 0 && budget > 1; i--) {
        int r = nt->rorder[i];
        if (nt->vec == LW_VEC_RED + r)
            continue;
        int64_t K = t->extent[si][ns + r];
        int64_t tk = TT_MIN(nt->rtile[r] > 0 ? nt->rtile[r] : K, K);
        if (tk <= 1)
            continue;
        if (tk <= budget && K % tk == 0) {
            copies *= tk;
            budget /= tk;
        } else {
            int64_t f = budget;
            while (f > 1 && f > tk)
                f /= 2;
            copies *= f;
            break;
        }
    }
    /* a vectorized body with k such divisions counts 1 + k W / 4 times:
       in one block of 224 copies (7 x 32 of an i32 min-reduction, 8
       lanes) their 1792 scalar divisions kept LLVM's instruction
       selection busy for more than 5 minutes; 56 copies compiled in 2 s,
       112 in 5 (tt-fuzz-configs, seed 1150, Task 645) */
    int k = nt->vec != LW_VEC_NONE && W > 1 ? varying_idivs(t, s, st->rhs, 0) : 0;
    return tile * copies * (1 + (int64_t)k * W / 4);
}

void lw_bound_code(const ir_task *t, lw_sched *s, int si)
{
    lw_nest *n = &s->nest[si];
    while (n->unroll > 1 && lw_code_copies(t, s, si) > LW_MAX_COPIES)
        n->unroll /= 2;
    /* then the register tile's largest axis, halved (a body of divisions) */
    for (int best = 0; best >= 0 && lw_code_copies(t, s, si) > LW_MAX_COPIES;) {
        best = -1;
        for (int a = s->group; a < t->def->stmts[si].nspatial; a++)
            if (n->tile[a][2] > 1 && (best < 0 || n->tile[a][2] > n->tile[best][2]))
                best = a;
        if (best >= 0)
            n->tile[best][2] = n->tile[best][2] % 2 ? 1 : n->tile[best][2] / 2;
    }
}

#define CHECK(c, ...)                          \
    do {                                       \
        if (!(c)) {                            \
            tt_snprintf(msg, n, __VA_ARGS__);  \
            return -1;                         \
        }                                      \
    } while (0)

int lw_sched_check(const ir_task *t, const lw_sched *s, char *msg, size_t n)
{
    CHECK(s->form <= 1, "bad form %d", s->form);
    CHECK(lw_sched_task(t, s) != NULL, "the schedule is of a fused form; "
          "'%s' at these shapes has none", t->def->name);
    t = lw_sched_task(t, s);
    const ir_def *d = t->def;
    CHECK(d->nstmts <= LW_MAX_STAGES, "more than %d statements", LW_MAX_STAGES);
    CHECK(s->nstages == d->nstmts, "schedule has %d stages, the operator %d",
          s->nstages, d->nstmts);
    lw_stage_info info[LW_MAX_STAGES];
    lw_stage_analyze(t, info);
    for (int i = 0; i < d->nstmts; i++) {
        int m = s->mode[i];
        CHECK(m <= SM_EPILOGUE, "stage %d: bad mode %d", i, m);
        if (m == SM_INLINE)
            CHECK(info[i].inlinable, "stage %d cannot be inlined", i);
        if (m == SM_EPILOGUE) {
            CHECK(info[i].epi_ok, "stage %d cannot be fused as an epilogue", i);
            int src = info[i].epi_src;
            CHECK(s->mode[src] == SM_ROOT, "stage %d: epilogue of a non-root stage", i);
            /* the inlinable temps between must be inlined (the analysis
               assumed so) */
            for (int j = 0; j < d->nstmts; j++)
                if (info[j].inlinable)
                    CHECK(s->mode[j] == SM_INLINE,
                          "stage %d: an epilogue needs stage %d inlined", i, j);
        }
    }
    int gpu = lw_task_is_gpu(t);
    int64_t max_wg = 0, local_bytes = 0;
    if (gpu)
        lw_gpu_limits(t, &max_wg, &local_bytes);
    CHECK(!(gpu && s->group), "row groups are not used on OpenCL targets");
    if (t->rows_dim >= 0) {   /* a row class (build.c "a row class") */
        CHECK(!gpu, "a row class is compiled for the CPU only");
        CHECK(!s->group, "a row class's schedule has no row fusion");
        for (int i = 0; i < d->nstmts; i++) {
            if (s->mode[i] != SM_ROOT)
                continue;
            CHECK(!(ir_task_row_tensor(t, d->stmts[i].tensor) && s->nest[i].vec == 0),
                  "stage %d: a row class's rows are not vectorized", i);
            const ir_expr *rd[LW_MAX_READS];
            int nr = lw_stage_reads(&d->stmts[i], rd, LW_MAX_READS);
            for (int q = 0; q < nr; q++)
                CHECK(!(ir_task_row_tensor(t, rd[q]->id) &&
                        (LW_PACK_KEPT(s->nest[i].pack[q]) || LW_PACK_ALL(s->nest[i].pack[q]))),
                      "stage %d read %d: a row class packs its rows per tile, not all "
                      "at once", i, q);
        }
    }
    if (s->group) {
        CHECK(s->group <= lw_group_max(t, s->mode), "group of %d axes not allowed",
              s->group);
        for (int a = 0; a < s->group; a++)
            CHECK(s->gtile[a] >= 1, "group tile %d must be positive", a);
    }
    for (int i = 0; i < d->nstmts; i++) {
        if (s->mode[i] != SM_ROOT)
            continue;
        const ir_stmt *st = &d->stmts[i];
        const lw_nest *nt = &s->nest[i];
        int ns = st->nspatial, nr = st->nvars - st->nspatial;
        int g = s->group;
        CHECK(nr <= TT_MAX_RANK, "stage %d: more than %d reduction variables", i,
              TT_MAX_RANK);
        CHECK(is_perm(nt->order0, ns) && is_perm(nt->order2, ns),
              "stage %d: spatial orders are not permutations", i);
        CHECK(is_perm(nt->rorder, nr), "stage %d: reduction order is not a permutation", i);
        int64_t unrolled = 1;
        for (int a = g; a < ns; a++) {
            const int32_t *tl = nt->tile[a];
            CHECK(tl[2] >= 1 && tl[1] >= tl[2] && tl[0] >= tl[1] &&
                  tl[1] % tl[2] == 0 && tl[0] % tl[1] == 0,
                  "stage %d axis %d: tiles %d.%d.%d must nest (t3 | t2 | t1)", i, a,
                  tl[0], tl[1], tl[2]);
            int64_t e = TT_MIN(tl[2], t->extent[i][a]);
            if (a == nt->vec)
                e = (e + (nt->lanes ? nt->lanes : 1) - 1) / (nt->lanes ? nt->lanes : 1);
            unrolled *= e;
        }
        for (int r = 0; r < nr; r++)
            CHECK(nt->rtile[r] >= 1, "stage %d: reduction tile %d must be positive", i, r);
        if (nt->vec != LW_VEC_NONE) {
            CHECK(nt->lanes == 4 || nt->lanes == 8 || nt->lanes == 16,
                  "stage %d: lanes must be 4, 8 or 16", i);
            if (nt->vec >= LW_VEC_RED) {
                CHECK(nt->vec - LW_VEC_RED < nr, "stage %d: no reduction var %d", i,
                      nt->vec - LW_VEC_RED);
            } else {
                CHECK(nt->vec >= g && nt->vec < ns, "stage %d: cannot vectorize axis %d",
                      i, nt->vec);
            }
        }
        CHECK(unrolled <= 256, "stage %d: register tile of %lld steps is too large", i,
              (long long)unrolled);
        int64_t copies = lw_code_copies(t, s, i);
        CHECK(copies <= LW_MAX_COPIES, "stage %d: register tile x unroll = %lld copies of "
              "the body is too much code (at most %d)", i, (long long)copies, LW_MAX_COPIES);
        CHECK(nt->par <= ns, "stage %d: par %d exceeds the axes", i, nt->par);
        if (gpu) {
            int axes[3];
            int64_t wg, groups;
            lw_gpu_mapped(t, s, i, axes, &wg, &groups);
            CHECK(wg <= max_wg, "stage %d: %lld work-items per group exceed the device's %lld",
                  i, (long long)wg, (long long)max_wg);
            CHECK(groups * wg < ((int64_t)1 << 31), "stage %d: NDRange too large", i);
        }
        int nreads = info[i].nreads;
        int64_t shared = 0;
        for (int q = 0; q < LW_MAX_READS; q++) {
            if (!nt->pack[q])
                continue;
            CHECK(nt->pack[q] <= PK_MAX, "stage %d: bad pack level", i);
            CHECK(q < nreads && info[i].reduce, "stage %d: read %d cannot be packed", i, q);
            const ir_expr *rd[LW_MAX_READS];
            lw_stage_reads(st, rd, LW_MAX_READS);
            int ds = d->tensors[rd[q]->id].def_stmt;
            CHECK(ds < 0 || s->mode[ds] == SM_ROOT,
                  "stage %d: read %d is of an inlined or fused tensor", i, q);
            int level = LW_PACK_LEVEL(nt->pack[q]);
            if (level == PK_WIN) {
                int64_t wl[TT_MAX_RANK];
                uint8_t wh[TT_MAX_RANK];
                CHECK(!gpu && s->group == 0, "stage %d: read %d: a window is for the CPU, "
                      "outside row fusion", i, q);
                CHECK(ds != i && lw_window_shape(t, s, i, rd[q], wl, wh, NULL) > 0,
                      "stage %d: read %d cannot be windowed (an index neither affine in "
                      "the loops nor proven inside its tensor)", i, q);
            }
            if (LW_PACK_PIPE(nt->pack[q]))
                CHECK(!gpu && s->group == 0, "stage %d: read %d: a pipelined pack is for "
                      "the CPU, outside row fusion", i, q);
            int64_t elems = lw_pack_elems(t, s, i, rd[q], level);
            if (LW_PACK_PIPE(nt->pack[q]))
                elems *= 2;   /* this tile's panel and the next one's */
            CHECK(elems <= LW_PACK_MAX, "stage %d: packing read %d needs %lld elements "
                  "(at most %lld)", i, q, (long long)elems, (long long)LW_PACK_MAX);
            if (LW_PACK_ALL(nt->pack[q]))
                CHECK(!gpu && s->group == 0, "stage %d: read %d: packing every tile per "
                      "call is for the CPU, outside row fusion", i, q);
            if (LW_PACK_KEPT(nt->pack[q]) || LW_PACK_ALL(nt->pack[q])) {
                CHECK(!LW_PACK_KEPT(nt->pack[q]) || lw_read_keepable(t, s->group, rd[q]),
                      "stage %d: read %d cannot be kept packed (only a read of an input "
                      "declared constant, on the CPU, without row fusion)", i, q);
                int64_t slots = lw_kept_slots(t, s, i, rd[q], level);
                int64_t span = ir_tensor_span(t, rd[q]->id);
                int64_t cap = TT_MAX(4 * span, (int64_t)1 << 16);
                CHECK(slots <= ((int64_t)1 << 30) && slots * elems <= TT_MIN(cap, LW_KEPT_MAX),
                      "stage %d: packing every tile of read %d needs %lld elements (at most "
                      "4x the input's, and %lld)", i, q, (long long)(slots * elems),
                      (long long)LW_KEPT_MAX);
                continue;
            }
            shared += elems * ir_dtype_size(d->tensors[rd[q]->id].dtype);
        }
        CHECK(!gpu || shared <= local_bytes, "stage %d: %lld bytes of packs exceed the "
              "device's %lld bytes of local memory", i, (long long)shared,
              (long long)local_bytes);
        (void)unrolled;
    }
    return 0;
}

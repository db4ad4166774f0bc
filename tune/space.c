/*
 * Space generation: the knobs of a Task and their candidate values.
 *
 * Rules, per root statement (see lower/lower.h for what each knob
 * means):
 *   - each spatial axis of extent > 1: a tile triple t1.t2.t3 with
 *     t3 | t2 | t1 (register tile t3 up to 64, then power-of-two factors,
 *     plus "the whole axis" at each level); tiles need not divide E;
 *   - each reduction var of extent > 1: its R0 tile (powers of two, K);
 *   - the order of the tiled spatial axes at S0/S1 and at S2, and of the
 *     reduction vars;
 *   - the vectorized axis (any real spatial axis, any real reduction var,
 *     or none), lanes (512- or 256-bit vectors), unroll budget, the number
 *     of outer tiles fused into the parallel loop (with 2+ threads), and,
 *     for reductions, packing of each read (none, per R0 tile, per S1 tile,
 *     for a read of an input declared constant the same two kept packed, a
 *     window for a read that may leave its tensor, and with 2+ threads on
 *     the CPU every S1 tile's panel packed per call before the parallel
 *     loop);
 * and per Task: inlining of pointwise temps, epilogue fusion, row fusion
 * (group) with its rows per chunk, and the preferred vector width.
 * A knob with one candidate is left out.  The default schedule's values
 * are always added, so it is a point of the space.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "tune/tune_internal.h"

static void *salloc(tune_space *s, size_t n)
{
    return tt_arena_alloc(&s->arena, n);
}

/* ---- candidate lists -------------------------------------------------- */

typedef struct {
    int32_t v[64];
    int n;
} ilist;

static void ipush(ilist *l, int64_t v)
{
    for (int i = 0; i < l->n; i++)
        if (l->v[i] == v)
            return;
    if (l->n < 64)
        l->v[l->n++] = (int32_t)v;
}

static int64_t rup(int64_t a, int64_t b) { return (a + b - 1) / b * b; }

static void triples_add(tune_space *s, tune_triples *tr, int cap, int32_t t1, int32_t t2,
                        int32_t t3)
{
    for (int i = 0; i < tr->n; i++)
        if (tr->v[i][0] == t1 && tr->v[i][1] == t2 && tr->v[i][2] == t3)
            return;
    if (tr->n >= cap)
        return;
    (void)s;
    tr->v[tr->n][0] = t1;
    tr->v[tr->n][1] = t2;
    tr->v[tr->n][2] = t3;
    tr->n++;
}

static int make_triples(tune_space *s, tune_triples *tr, int64_t E, const int32_t *dflt)
{
    const int cap = 1024;
    tr->v = salloc(s, sizeof(*tr->v) * cap);
    if (!tr->v)
        return -1;
    static const int t3c[] = {1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 32, 48, 64};
    ilist t3s = {.n = 0};
    for (size_t i = 0; i < TT_ARRAY_LEN(t3c); i++)
        if (t3c[i] <= E)
            ipush(&t3s, t3c[i]);
    if (E <= 64)
        ipush(&t3s, E);
    for (int i = 0; i < t3s.n; i++) {
        int64_t t3 = t3s.v[i];
        int64_t whole2 = rup(E, t3);
        ilist t2s = {.n = 0};
        for (int64_t f = 1; t3 * f < whole2; f *= 2)
            ipush(&t2s, t3 * f);
        ipush(&t2s, whole2);
        for (int j = 0; j < t2s.n; j++) {
            int64_t t2 = t2s.v[j];
            int64_t whole1 = rup(E, t2);
            for (int64_t f = 1; t2 * f < whole1; f *= 2)
                triples_add(s, tr, cap, (int32_t)(t2 * f), (int32_t)t2, (int32_t)t3);
            triples_add(s, tr, cap, (int32_t)whole1, (int32_t)t2, (int32_t)t3);
        }
    }
    if (dflt)
        triples_add(s, tr, cap, dflt[0], dflt[1], dflt[2]);
    return 0;
}

static void perm_rec(tune_perms *p, int cap, uint8_t *cur, int k, int n, uint8_t *used,
                     const uint8_t *items)
{
    if (p->n >= cap)
        return;
    if (k == n) {
        memcpy(p->v[p->n++], cur, TT_MAX_RANK);
        return;
    }
    for (int i = 0; i < n; i++) {
        if (used[i])
            continue;
        used[i] = 1;
        cur[k] = items[i];
        perm_rec(p, cap, cur, k + 1, n, used, items);
        used[i] = 0;
    }
}

/* Permutations of the axes in `real` (extent > 1); the others keep their
 * place at the front (outermost), in order.  Always holds `dflt`. */
static int make_perms(tune_space *s, tune_perms *p, int len, const int *real,
                      const uint8_t *dflt)
{
    const int cap = 120;
    p->v = salloc(s, sizeof(*p->v) * (cap + 1));
    if (!p->v)
        return -1;
    p->len = len;
    uint8_t fixed[TT_MAX_RANK], items[TT_MAX_RANK];
    int nf = 0, ni = 0;
    for (int a = 0; a < len; a++) {
        if (real[a])
            items[ni++] = (uint8_t)a;
        else
            fixed[nf++] = (uint8_t)a;
    }
    uint8_t cur[TT_MAX_RANK] = {0}, used[TT_MAX_RANK] = {0};
    memcpy(cur, fixed, (size_t)nf);
    tune_perms sub = {0, ni, NULL};
    sub.v = salloc(s, sizeof(*sub.v) * cap);
    if (!sub.v)
        return -1;
    uint8_t scur[TT_MAX_RANK] = {0};
    perm_rec(&sub, cap, scur, 0, ni, used, items);
    for (int i = 0; i < sub.n; i++) {
        memset(cur + nf, 0, (size_t)(TT_MAX_RANK - nf));
        memcpy(cur + nf, sub.v[i], (size_t)ni);
        memcpy(p->v[p->n++], cur, TT_MAX_RANK);
    }
    if (dflt) {
        int found = 0;
        for (int i = 0; i < p->n && !found; i++)
            found = memcmp(p->v[i], dflt, (size_t)len) == 0;
        if (!found) {
            memset(p->v[p->n], 0, TT_MAX_RANK);
            memcpy(p->v[p->n++], dflt, (size_t)len);
        }
    }
    return 0;
}

/* ---- knobs ------------------------------------------------------------- */

static tune_knob *add_knob(tune_space *s, int cap, int kind, int stage, int axis,
                           const ilist *vals, const char *name)
{
    if (vals->n <= 1 || s->nknobs >= cap)
        return NULL;
    tune_knob *k = &s->knobs[s->nknobs++];
    k->kind = kind;
    k->stage = stage;
    k->axis = axis;
    k->n = vals->n;
    k->vals = salloc(s, sizeof(int32_t) * (size_t)vals->n);
    if (k->vals)
        memcpy(k->vals, vals->v, sizeof(int32_t) * (size_t)vals->n);
    else
        k->n = 0;
    tt_snprintf(k->name, sizeof k->name, "%s", name);
    s->log10_size += log10((double)vals->n);
    return k;
}

/* A knob whose values are the indices 0..n-1 (tile triples, orders). */
static void add_range_knob(tune_space *s, int cap, int kind, int stage, int axis, int n,
                           const char *name)
{
    if (n <= 1 || s->nknobs >= cap)
        return;
    tune_knob *k = &s->knobs[s->nknobs++];
    k->kind = kind;
    k->stage = stage;
    k->axis = axis;
    k->vals = salloc(s, sizeof(int32_t) * (size_t)n);
    k->n = k->vals ? n : 0;
    for (int i = 0; i < k->n; i++)
        k->vals[i] = i;
    tt_snprintf(k->name, sizeof k->name, "%s", name);
    s->log10_size += log10((double)n);
}

static void range_list(ilist *l, int n)
{
    l->n = 0;
    for (int i = 0; i < n && i < 64; i++)
        ipush(l, i);
}

const tune_space *tune_space_of(const tune_space *s, const lw_sched *c)
{
    return c->form && s->form ? s->form : s;
}


tune_space *tune_space_new(const ir_task *t)
{
    const ir_def *d = t->def;
    if (d->nstmts > LW_MAX_STAGES)
        return NULL;
    tt_arena a = {0};
    tune_space *s = tt_arena_alloc(&a, sizeof *s);
    if (!s)
        return NULL;
    s->arena = a;
    s->task = t;
    lw_stage_analyze(t, s->info);
    lw_sched_default(t, &s->base);
    const int cap = 64 + d->nstmts * 48;
    s->knobs = salloc(s, sizeof(tune_knob) * (size_t)cap);
    if (!s->knobs)
        goto oom;
    ilist l;
    char name[48];
    int threads = t->nthreads;

    /* per Task */
    for (int i = 0; i < d->nstmts; i++) {
        l.n = 0;
        ipush(&l, s->base.mode[i]);
        ipush(&l, SM_ROOT);
        if (s->info[i].inlinable)
            ipush(&l, SM_INLINE);
        if (s->info[i].epi_ok)
            ipush(&l, SM_EPILOGUE);
        tt_snprintf(name, sizeof name, "mode.%s", d->tensors[d->stmts[i].tensor].name);
        add_knob(s, cap, KN_MODE, i, 0, &l, name);
    }
    /* the largest group any mode choice allows: the default's modes or
       all-root (a Task with fewer root stages allows no more) */
    int gmax = lw_group_max(t, s->base.mode);
    uint8_t allroot[LW_MAX_STAGES] = {0};
    int g2 = lw_group_max(t, allroot);
    if (g2 > gmax)
        gmax = g2;
    int gpu = lw_task_is_gpu(t);
    if (gpu)
        gmax = 0;   /* no row groups on OpenCL */
    if (d->nstmts > 1 && gmax > 0) {
        range_list(&l, gmax + 1);
        add_knob(s, cap, KN_GROUP, 0, 0, &l, "group");
        int s0 = 0;
        for (int a2 = 0; a2 < gmax; a2++) {
            int64_t E = t->extent[s0][a2];
            l.n = 0;
            ipush(&l, s->base.gtile[a2] > 0 ? s->base.gtile[a2] : 1);
            for (int64_t g = 1; g <= E && g <= 256; g *= 2)
                ipush(&l, g);
            tt_snprintf(name, sizeof name, "group.rows.%d", a2);
            add_knob(s, cap, KN_GTILE, 0, a2, &l, name);
        }
        if (threads > 1) {
            l.n = 0;
            ipush(&l, 1);
            ipush(&l, 0);
            add_knob(s, cap, KN_GPAR, 0, 0, &l, "group.parallel");
        }
    }
    if (!gpu) {
        l.n = 0;
        ipush(&l, 512);
        ipush(&l, 256);
        add_knob(s, cap, KN_VBITS, 0, 0, &l, "vector_bits");
    }

    /* per statement that can be a root */
    for (int i = 0; i < d->nstmts; i++) {
        const ir_stmt *st = &d->stmts[i];
        const lw_nest *dn = &s->base.nest[i];
        int ns = st->nspatial, nr = st->nvars - st->nspatial;
        const char *tn = d->tensors[st->tensor].name;
        int real[TT_MAX_RANK];
        for (int ax = 0; ax < ns; ax++) {
            int64_t E = t->extent[i][ax];
            real[ax] = E > 1;
            const int32_t *df = s->base.mode[i] == SM_ROOT ? dn->tile[ax] : NULL;
            if (make_triples(s, &s->tri[i][ax], E, df) != 0)
                goto oom;
            if (E <= 1)
                continue;
            tt_snprintf(name, sizeof name, "%s.tile.%s", tn, st->vars[ax].name);
            add_range_knob(s, cap, KN_TILE, i, ax, s->tri[i][ax].n, name);
        }
        for (int r = 0; r < nr; r++) {
            int64_t K = t->extent[i][ns + r];
            if (K <= 1)
                continue;
            l.n = 0;
            if (s->base.mode[i] == SM_ROOT && dn->rtile[r] > 0)
                ipush(&l, dn->rtile[r]);
            ipush(&l, K);
            for (int64_t k = 16; k < K && k <= 4096; k *= 2)
                ipush(&l, k);
            tt_snprintf(name, sizeof name, "%s.rtile.%s", tn, st->vars[ns + r].name);
            add_knob(s, cap, KN_RTILE, i, r, &l, name);
        }
        const uint8_t *d0 = s->base.mode[i] == SM_ROOT ? dn->order0 : NULL;
        const uint8_t *d2 = s->base.mode[i] == SM_ROOT ? dn->order2 : NULL;
        const uint8_t *dr = s->base.mode[i] == SM_ROOT ? dn->rorder : NULL;
        if (make_perms(s, &s->perm0[i], ns, real, d0) || make_perms(s, &s->perm2[i], ns, real, d2))
            goto oom;
        int rreal[TT_MAX_RANK];
        for (int r = 0; r < nr; r++)
            rreal[r] = t->extent[i][ns + r] > 1;
        if (make_perms(s, &s->rperm[i], nr, rreal, dr))
            goto oom;
        tt_snprintf(name, sizeof name, "%s.order.outer", tn);
        add_range_knob(s, cap, KN_ORDER0, i, 0, s->perm0[i].n, name);
        tt_snprintf(name, sizeof name, "%s.order.inner", tn);
        add_range_knob(s, cap, KN_ORDER2, i, 0, s->perm2[i].n, name);
        tt_snprintf(name, sizeof name, "%s.order.reduce", tn);
        add_range_knob(s, cap, KN_RORDER, i, 0, s->rperm[i].n, name);
        /* vectorization */
        l.n = 0;
        if (s->base.mode[i] == SM_ROOT)
            ipush(&l, dn->vec);
        for (int ax = 0; ax < ns; ax++)
            if (real[ax])
                ipush(&l, ax);
        if (s->info[i].reduce)
            for (int r = 0; r < nr; r++)
                if (rreal[r])
                    ipush(&l, LW_VEC_RED + r);
        ipush(&l, LW_VEC_NONE);
        tt_snprintf(name, sizeof name, "%s.vectorize", tn);
        add_knob(s, cap, KN_VEC, i, 0, &l, name);
        int W = st->rhs->type == DT_F64 ? 8 : 16;
        l.n = 0;
        if (s->base.mode[i] == SM_ROOT && s->base.nest[i].lanes)
            ipush(&l, s->base.nest[i].lanes);
        if (gpu) {   /* float4 / float8 per work-item */
            ipush(&l, 4);
            ipush(&l, 8);
        } else {
            ipush(&l, W);
            ipush(&l, W / 2);
        }
        tt_snprintf(name, sizeof name, "%s.lanes", tn);
        add_knob(s, cap, KN_LANES, i, 0, &l, name);
        if (s->info[i].reduce) {
            l.n = 0;
            if (s->base.mode[i] == SM_ROOT)
                ipush(&l, dn->unroll);
            for (int u = 1; u <= 64; u *= 2)
                ipush(&l, u);
            tt_snprintf(name, sizeof name, "%s.unroll", tn);
            add_knob(s, cap, KN_UNROLL, i, 0, &l, name);
        }
        if (gpu) {   /* axes mapped to the NDRange */
            /* at least one axis: a kernel of one work-item wastes a GPU */
            l.n = 0;
            for (int v = ns > 0 ? 1 : 0; v <= TT_MIN(ns, 3); v++)
                ipush(&l, v);
            tt_snprintf(name, sizeof name, "%s.ndrange_axes", tn);
            add_knob(s, cap, KN_PAR, i, 0, &l, name);
        } else if (threads > 1) {
            range_list(&l, ns + 1);
            tt_snprintf(name, sizeof name, "%s.parallel", tn);
            add_knob(s, cap, KN_PAR, i, 0, &l, name);
        }
        if (s->info[i].reduce) {
            for (int q = 0; q < s->info[i].nreads && q < LW_MAX_READS; q++) {
                const ir_expr *rd[LW_MAX_READS];
                lw_stage_reads(st, rd, LW_MAX_READS);
                if (d->tensors[rd[q]->id].def_stmt >= 0 &&
                    s->info[d->tensors[rd[q]->id].def_stmt].inlinable &&
                    d->tensors[rd[q]->id].kind == T_TEMP)
                    continue;   /* usually inlined: packing it is not a choice */
                /* a constant input's panels may also be kept packed; a
                   read that may leave its tensor, windowed */
                range_list(&l, lw_read_keepable(t, 0, rd[q]) ? 5 : 3);
                if (lw_read_windowable(t, i, rd[q]))
                    ipush(&l, PK_WIN);
                /* with threads, every tile's panel packed once per call
                   before the parallel loop */
                if (!gpu && threads > 1)
                    ipush(&l, PK_S1A);
                /* the R0 and S1 panels pipelined (lower/pipe.c) */
                if (!gpu) {
                    ipush(&l, PK_R0P);
                    ipush(&l, PK_S1P);
                }
                tt_snprintf(name, sizeof name, "%s.pack.%d.%s", tn, q,
                            d->tensors[rd[q]->id].name);
                add_knob(s, cap, KN_PACK, i, q, &l, name);
            }
        }
    }
    if (t->fused && !t->is_form && !gpu) {
        s->form = tune_space_new(t->fused);
        if (!s->form)
            goto oom;
        s->form->base.form = 1;
        tune_canon(s->form, &s->form->base);
    }
    return s;
oom:
    tune_space_free(s);
    return NULL;
}

void tune_space_free(tune_space *s)
{
    if (!s)
        return;
    tune_space_free(s->form);
    tt_arena a = s->arena;
    tt_arena_free(&a);
}

/* ---- get/set ----------------------------------------------------------- */

static int find_triple(const tune_triples *tr, const int32_t *t)
{
    for (int i = 0; i < tr->n; i++)
        if (tr->v[i][0] == t[0] && tr->v[i][1] == t[1] && tr->v[i][2] == t[2])
            return i;
    return -1;
}

static int find_perm(const tune_perms *p, const uint8_t *o)
{
    for (int i = 0; i < p->n; i++)
        if (memcmp(p->v[i], o, (size_t)p->len) == 0)
            return i;
    return -1;
}

int32_t tune_knob_get(const tune_space *s, const tune_knob *k, const lw_sched *c)
{
    const lw_nest *n = &c->nest[k->stage];
    switch (k->kind) {
    case KN_MODE: return c->mode[k->stage];
    case KN_GROUP: return c->group;
    case KN_GTILE: return c->gtile[k->axis];
    case KN_GPAR: return c->gpar;
    case KN_VBITS: return c->vector_bits;
    case KN_TILE: return find_triple(&s->tri[k->stage][k->axis], n->tile[k->axis]);
    case KN_RTILE: return n->rtile[k->axis];
    case KN_ORDER0: return find_perm(&s->perm0[k->stage], n->order0);
    case KN_ORDER2: return find_perm(&s->perm2[k->stage], n->order2);
    case KN_RORDER: return find_perm(&s->rperm[k->stage], n->rorder);
    case KN_VEC: return n->vec;
    case KN_LANES: return n->lanes;
    case KN_UNROLL: return n->unroll;
    case KN_PAR: return n->par;
    case KN_PACK: return n->pack[k->axis];
    }
    return -1;
}

void tune_knob_set(const tune_space *s, const tune_knob *k, lw_sched *c, int32_t v)
{
    lw_nest *n = &c->nest[k->stage];
    switch (k->kind) {
    case KN_MODE: c->mode[k->stage] = (uint8_t)v; return;
    case KN_GROUP: c->group = (uint8_t)v; return;
    case KN_GTILE: c->gtile[k->axis] = v; return;
    case KN_GPAR: c->gpar = (uint8_t)v; return;
    case KN_VBITS: c->vector_bits = (uint16_t)v; return;
    case KN_TILE:
        if (v >= 0 && v < s->tri[k->stage][k->axis].n)
            memcpy(n->tile[k->axis], s->tri[k->stage][k->axis].v[v], sizeof n->tile[0]);
        return;
    case KN_RTILE: n->rtile[k->axis] = v; return;
    case KN_ORDER0:
        if (v >= 0 && v < s->perm0[k->stage].n)
            memcpy(n->order0, s->perm0[k->stage].v[v], TT_MAX_RANK);
        return;
    case KN_ORDER2:
        if (v >= 0 && v < s->perm2[k->stage].n)
            memcpy(n->order2, s->perm2[k->stage].v[v], TT_MAX_RANK);
        return;
    case KN_RORDER:
        if (v >= 0 && v < s->rperm[k->stage].n)
            memcpy(n->rorder, s->rperm[k->stage].v[v], TT_MAX_RANK);
        return;
    case KN_VEC: n->vec = (int8_t)v; return;
    case KN_LANES: n->lanes = (uint8_t)v; return;
    case KN_UNROLL: n->unroll = (uint16_t)v; return;
    case KN_PAR: n->par = (uint8_t)v; return;
    case KN_PACK: n->pack[k->axis] = (uint8_t)v; return;
    }
}

int tune_knob_index(const tune_space *s, const tune_knob *k, const lw_sched *c)
{
    int32_t v = tune_knob_get(s, k, c);
    for (int i = 0; i < k->n; i++)
        if (k->vals[i] == v)
            return i;
    return -1;
}

/* ---- canonical form, validity ------------------------------------------ */

void tune_canon(const tune_space *s, lw_sched *c)
{
    s = tune_space_of(s, c);
    const ir_task *t = s->task;
    const ir_def *d = t->def;
    lw_sched o;
    memset(&o, 0, sizeof o);
    o.nstages = d->nstmts;
    o.form = c->form;
    o.vector_bits = c->vector_bits ? c->vector_bits : 512;
    memcpy(o.mode, c->mode, sizeof o.mode);
    for (int i = d->nstmts; i < LW_MAX_STAGES; i++)
        o.mode[i] = 0;
    o.group = c->group;
    if (o.group) {
        o.gpar = t->nthreads > 1 ? c->gpar : 0;
        for (int a = 0; a < o.group; a++)
            o.gtile[a] = c->gtile[a];
    }
    for (int i = 0; i < d->nstmts; i++) {
        if (o.mode[i] != SM_ROOT)
            continue;
        const ir_stmt *st = &d->stmts[i];
        const lw_nest *n = &c->nest[i];
        lw_nest *m = &o.nest[i];
        int ns = st->nspatial, nr = st->nvars - st->nspatial;
        for (int a = o.group; a < ns; a++)
            memcpy(m->tile[a], n->tile[a], sizeof m->tile[a]);
        for (int a = 0; a < o.group && a < ns; a++)
            m->tile[a][0] = m->tile[a][1] = m->tile[a][2] = 1;
        for (int r = 0; r < nr; r++)
            m->rtile[r] = n->rtile[r];
        memcpy(m->order0, n->order0, (size_t)ns);
        memcpy(m->order2, n->order2, (size_t)ns);
        memcpy(m->rorder, n->rorder, (size_t)nr);
        m->vec = n->vec;
        m->lanes = n->lanes;
        m->unroll = s->info[i].reduce ? n->unroll : 1;
        m->par = (t->nthreads > 1 || lw_task_is_gpu(t)) && !o.group ? n->par : 0;
        if (s->info[i].reduce)
            for (int q = 0; q < s->info[i].nreads && q < LW_MAX_READS; q++)
                m->pack[q] = n->pack[q];
    }
    *c = o;
}

void tune_canon_program(const tune_space *s, lw_sched *c)
{
    tune_canon(s, c);
    s = tune_space_of(s, c);
    if (lw_task_is_gpu(s->task))
        return;
    /* the lanes of a stage that is neither vectorized nor packs make no
       difference to its program on the CPU (a pack's copy is vectorized
       by them; test_space: identical_programs_are_one_config); tune_canon
       keeps them so that a move of the vector axis alone finds them */
    for (int i = 0; i < c->nstages; i++) {
        const lw_nest *n = &c->nest[i];
        int packs = 0;
        for (int q = 0; q < LW_MAX_READS; q++)
            packs |= n->pack[q];
        if (c->mode[i] == SM_ROOT && n->vec == LW_VEC_NONE && !packs)
            c->nest[i].lanes = 0;
    }
}

int tune_sched_equal(const tune_space *s, const lw_sched *a, const lw_sched *b)
{
    lw_sched x = *a, y = *b;
    tune_canon_program(s, &x);
    tune_canon_program(s, &y);
    return memcmp(&x, &y, sizeof x) == 0;
}

int tune_valid(const tune_space *s, const lw_sched *c, char *why, size_t n)
{
    char tmp[256];
    if (!why) {
        why = tmp;
        n = sizeof tmp;
    }
    return lw_sched_check(s->task, c, why, n) == 0;
}

/* ---- sampling ---------------------------------------------------------- */

static int sample_own(const tune_space *s, uint64_t *rng, lw_sched *out);

int tune_sample(const tune_space *s, uint64_t *rng, lw_sched *out)
{
    /* a merged form's space holds nearly every schedule of the Task's own
       (all but register tiles cut inside an image row): half the samples */
    if (s->form && tt_rand_range(rng, s->task->fused->merged ? 2 : TUNE_FORM_SHARE) == 0)
        return sample_own(s->form, rng, out);
    return sample_own(s, rng, out);
}

static int sample_own(const tune_space *s, uint64_t *rng, lw_sched *out)
{
    for (int attempt = 0; attempt < 2000; attempt++) {
        lw_sched c = s->base;
        for (int i = 0; i < s->nknobs; i++) {
            const tune_knob *k = &s->knobs[i];
            tune_knob_set(s, k, &c, k->vals[tt_rand_range(rng, k->n)]);
        }
        if (c.group > lw_group_max(s->task, c.mode))
            c.group = (uint8_t)lw_group_max(s->task, c.mode);
        if (tune_valid(s, &c, NULL, 0)) {
            tune_canon(s, &c);
            *out = c;
            return 0;
        }
    }
    return -1;
}

static void move_knob(const tune_space *s, const tune_knob *k, lw_sched *c, uint64_t *rng)
{
    int idx = tune_knob_index(s, k, c);
    int ni;
    if (idx >= 0 && tt_rand_range(rng, 4) != 0) {
        int step = tt_rand_range(rng, 2) ? 1 : -1;
        ni = idx + step;
        if (ni < 0 || ni >= k->n)
            ni = idx - step;
        if (ni < 0 || ni >= k->n)
            ni = idx;
    } else {
        ni = (int)tt_rand_range(rng, k->n);
    }
    tune_knob_set(s, k, c, k->vals[ni]);
}

int tune_neighbor(const tune_space *s, const lw_sched *c, uint64_t *rng, lw_sched *out)
{
    /* to the other form, now and then: its default or a sample */
    if (s->form && tt_rand_range(rng, 2 * TUNE_FORM_SHARE) == 0) {
        const tune_space *o = c->form ? s : s->form;
        if (tt_rand_range(rng, 2) == 0 && !tune_sched_equal(s, &o->base, c)) {
            *out = o->base;
            tune_canon(s, out);
            return 0;
        }
        return sample_own(o, rng, out);
    }
    s = tune_space_of(s, c);
    if (s->nknobs == 0)
        return -1;
    for (int attempt = 0; attempt < 200; attempt++) {
        lw_sched x = *c;
        int moves = 1 + (tt_rand_range(rng, 3) == 0);
        for (int m = 0; m < moves; m++)
            move_knob(s, &s->knobs[tt_rand_range(rng, s->nknobs)], &x, rng);
        if (x.group > lw_group_max(s->task, x.mode))
            x.group = (uint8_t)lw_group_max(s->task, x.mode);
        if (tune_valid(s, &x, NULL, 0) && !tune_sched_equal(s, &x, c)) {
            tune_canon(s, &x);
            *out = x;
            return 0;
        }
    }
    return -1;
}

int tune_crossover(const tune_space *s, const lw_sched *a, const lw_sched *b, uint64_t *rng,
                   lw_sched *out)
{
    if (a->form != b->form)
        return tune_neighbor(s, tt_rand_range(rng, 2) ? a : b, rng, out);
    s = tune_space_of(s, a);
    for (int attempt = 0; attempt < 50; attempt++) {
        lw_sched x = *a;
        for (int i = 0; i < s->nknobs; i++)
            if (tt_rand_range(rng, 2))
                tune_knob_set(s, &s->knobs[i], &x, tune_knob_get(s, &s->knobs[i], b));
        if (x.group > lw_group_max(s->task, x.mode))
            x.group = (uint8_t)lw_group_max(s->task, x.mode);
        if (tune_valid(s, &x, NULL, 0)) {
            tune_canon(s, &x);
            *out = x;
            return 0;
        }
    }
    return -1;
}

int tune_encode(const tune_space *s, const lw_sched *c, float *out, int max)
{
    s = tune_space_of(s, c);
    int n = 0;
    for (int i = 0; i < s->nknobs && n < max; i++) {
        int idx = tune_knob_index(s, &s->knobs[i], c);
        int kn = s->knobs[i].n;
        out[n++] = idx < 0 ? -1.0f : kn > 1 ? (float)idx / (float)(kn - 1) : 0.0f;
    }
    return n;
}

/*
 * Adapting a schedule of one Task to another shape of the same operator
 * (the reuse of runtime/reuse.c: a new shape starts from the nearest
 * winner's config instead of the default).
 *
 * requires: a Task `src` of the same Def as the space's Task (the same
 * statements, variables and dtypes; only sizes and strides differ) and a
 * schedule `from` that src accepts;
 * produces: a point of the space -- every knob holds one of its
 * candidates and lw_sched_check accepts it -- or the space's default.
 *
 * Per knob, starting from the default:
 *   - a tile triple: each level that covered the whole old axis covers
 *     the whole new one, any other keeps its size (clamped to the new
 *     extent); the nearest candidate triple (log distance, the register
 *     tile t3 weighted twice) is taken;
 *   - a reduction tile and row-fusion rows: the same rule, nearest value;
 *   - a loop order: the candidate that orders the new Task's real axes as
 *     the old order did;
 *   - every other knob (modes, fusion, vectorized axis, lanes, unroll,
 *     parallel, packs, vector width): the old value if the new space
 *     offers it, else the default's.
 * If the result fails the check, knobs go back to the default's one at a
 * time from the last (packs, parallel, unroll of the last stage first)
 * until it passes; the default always does.
 */
#include <math.h>
#include <string.h>

#include "tune/tune.h"
#include "tune/tune_internal.h"

/* The size a tile of `old` (on an axis of extent eo) means on extent en. */
static double want_size(int64_t old, int64_t eo, int64_t en)
{
    if (old <= 0)
        return 1;
    if (old >= eo)
        return (double)en;   /* the whole axis */
    return (double)TT_MIN(old, en);
}

static double logdist(double a, double b)
{
    if (a < 1)
        a = 1;
    if (b < 1)
        b = 1;
    return fabs(log(a / b));
}

static int nearest_triple(const tune_triples *tr, const int32_t *old, int64_t eo, int64_t en)
{
    double w[3];
    for (int l = 0; l < 3; l++)
        w[l] = want_size(old[l], eo, en);
    int best = -1;
    double bd = 0;
    for (int i = 0; i < tr->n; i++) {
        double d = logdist(tr->v[i][0], w[0]) + logdist(tr->v[i][1], w[1]) +
                   2 * logdist(tr->v[i][2], w[2]);
        if (best < 0 || d < bd)
            best = i, bd = d;
    }
    return best;
}

static int32_t nearest_value(const tune_knob *k, double want)
{
    int best = 0;
    for (int i = 1; i < k->n; i++)
        if (logdist(k->vals[i], want) < logdist(k->vals[best], want))
            best = i;
    return k->vals[best];
}

/* The candidate order that puts the real axes in old's relative order. */
static int match_order(const tune_perms *p, const uint8_t *old, const int64_t *ext)
{
    uint8_t want[TT_MAX_RANK];
    int nw = 0;
    for (int i = 0; i < p->len; i++)
        if (old[i] < p->len && ext[old[i]] > 1)
            want[nw++] = old[i];
    for (int c = 0; c < p->n; c++) {
        int k = 0, ok = 1;
        for (int i = 0; i < p->len && ok; i++) {
            uint8_t a = p->v[c][i];
            if (ext[a] > 1)
                ok = k < nw && want[k++] == a;
        }
        if (ok && k == nw)
            return c;
    }
    return -1;
}

static int32_t adapted(const tune_space *s, const tune_knob *k, const ir_task *src,
                       const lw_sched *from, const lw_sched *cur)
{
    const ir_task *t = s->task;
    int i = k->stage;
    int32_t keep = tune_knob_get(s, k, cur);
    if (k->kind != KN_MODE && k->kind != KN_GROUP && k->kind != KN_GTILE &&
        k->kind != KN_GPAR && k->kind != KN_VBITS && from->mode[i] != SM_ROOT)
        return keep;   /* the old stage had no nest of its own */
    const ir_stmt *st = &t->def->stmts[i];
    int ns = st->nspatial;
    int64_t ext[TT_MAX_RANK];
    switch (k->kind) {
    case KN_TILE: {
        int64_t eo = src->extent[i][k->axis], en = t->extent[i][k->axis];
        if (eo <= 1)
            return keep;
        int v = nearest_triple(&s->tri[i][k->axis], from->nest[i].tile[k->axis], eo, en);
        return v < 0 ? keep : v;
    }
    case KN_RTILE: {
        int64_t eo = src->extent[i][ns + k->axis], en = t->extent[i][ns + k->axis];
        if (eo <= 1)
            return keep;
        return nearest_value(k, want_size(from->nest[i].rtile[k->axis], eo, en));
    }
    case KN_GTILE: {
        if (from->group <= k->axis)
            return keep;
        int64_t eo = src->extent[0][k->axis], en = t->extent[0][k->axis];
        return nearest_value(k, want_size(from->gtile[k->axis], eo, en));
    }
    case KN_ORDER0:
    case KN_ORDER2:
    case KN_RORDER: {
        const tune_perms *p = k->kind == KN_ORDER0   ? &s->perm0[i]
                              : k->kind == KN_ORDER2 ? &s->perm2[i]
                                                     : &s->rperm[i];
        const uint8_t *old = k->kind == KN_ORDER0   ? from->nest[i].order0
                             : k->kind == KN_ORDER2 ? from->nest[i].order2
                                                    : from->nest[i].rorder;
        int off = k->kind == KN_RORDER ? ns : 0;
        for (int a = 0; a < p->len; a++)
            ext[a] = t->extent[i][off + a];
        int v = match_order(p, old, ext);
        return v < 0 ? keep : v;
    }
    default: {
        int32_t v = tune_knob_get(s, k, from);
        for (int j = 0; j < k->n; j++)
            if (k->vals[j] == v)
                return v;
        return keep;
    }
    }
}

static void clamp_group(const tune_space *s, lw_sched *c)
{
    int gm = lw_group_max(s->task, c->mode);
    if (c->group > gm)
        c->group = (uint8_t)gm;
}

int tune_adapt(const tune_space *s, const ir_task *src, const lw_sched *from, lw_sched *out)
{
    if (from->form) {   /* a fused form's schedule: adapted within the forms */
        if (!s->form || !src || !src->fused) {
            *out = s->base;
            tune_canon(s, out);
            return -1;
        }
        return tune_adapt(s->form, src->fused, from, out);
    }
    const ir_task *t = s->task;
    lw_sched c = s->base;
    *out = s->base;
    tune_canon(s, out);
    if (!src || src->def->nstmts != t->def->nstmts || from->nstages != t->def->nstmts)
        return -1;
    for (int i = 0; i < t->def->nstmts; i++)
        if (src->def->stmts[i].nvars != t->def->stmts[i].nvars ||
            src->def->stmts[i].nspatial != t->def->stmts[i].nspatial)
            return -1;
    for (int i = 0; i < s->nknobs; i++) {
        const tune_knob *k = &s->knobs[i];
        tune_knob_set(s, k, &c, adapted(s, k, src, from, &c));
    }
    clamp_group(s, &c);
    /* back to the default one knob at a time until the check passes */
    for (int i = s->nknobs - 1; i >= -1; i--) {
        if (tune_valid(s, &c, NULL, 0)) {
            tune_canon(s, &c);
            *out = c;
            return i == s->nknobs - 1 ? 0 : 1;
        }
        if (i < 0)
            break;
        const tune_knob *k = &s->knobs[i];
        tune_knob_set(s, k, &c, tune_knob_get(s, k, &s->base));
        clamp_group(s, &c);
    }
    return -1;
}

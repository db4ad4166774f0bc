/*
 * Build: Task + schedule -> the initial loop AST (before any pass).
 *
 * Requires a schedule that lw_sched_check accepted.  Produces funcs[0]:
 *
 *   stage nests in statement order (intermediate tensors are workspace
 *   parameters after the inputs and outputs) (inlined statements vanish into their
 *   readers, an epilogue statement runs at its producer's write-back),
 *   or, with row fusion, one nest of row loops running every stage per row.
 *
 * Each loop variable gets a static range by construction; the composite
 * index of an axis is a `let` whose range is the axis' [0, E-1] (the tails
 * pass makes that true for the register tile).  Reads carry no guards yet:
 * the guards pass adds them where a read may leave its tensor.
 */
#include <string.h>

#include "lower/lower.h"


typedef struct pack_info {
    int level;                /* PK_R0 / PK_S1 */
    int buf;
    const ir_expr *read;
    /* dims: kind 0 = spatial c2, 1 = reduction, 2 = spatial c3, 3 = none (a
       read that varies with no loop inside the pack's level: one element) */
    int ndims;
    int dkind[2 * TT_MAX_RANK + TT_MAX_RANK];
    int daxis[2 * TT_MAX_RANK + TT_MAX_RANK];
    int64_t dext[2 * TT_MAX_RANK + TT_MAX_RANK];
    /* kept (PK_R0K/PK_S1K): one panel per tile above the level, indexed
       first by these loop variables of the nest */
    int kept;
    int nslot;
    int slotvar[3 * TT_MAX_RANK];
    int64_t slotext[3 * TT_MAX_RANK];
} pack_info;

typedef struct bctx {
    lw_prog *p;
    const ir_task *t;
    const ir_def *d;
    const lw_sched *sc;
    lw_stage_info info[LW_MAX_STAGES];
    int *tbuf;          /* per tensor: buffer, -1 if none */
    int *grouped;       /* per tensor: a per-row temp inside the group */
    int group;
    lw_expr *gidx[TT_MAX_RANK];
    int gvar[TT_MAX_RANK];
    int group_here;     /* prefix axes fixed by the group (0 outside) */
    /* OpenCL: axes whose S0 tiles are work-groups and S1 tiles work-items */
    int gpu;
    int mapped[TT_MAX_RANK];
    int maxes[3], nmapped;
    int64_t wg, ngroups;
    int lid;            /* the work-item index within its group (a let) */
    /* the stage being built */
    int si;
    const lw_nest *nest;
    int ns, nr;
    int64_t E[TT_MAX_RANK], K[TT_MAX_RANK];
    int64_t T[TT_MAX_RANK][4];      /* E, t1, t2, t3 */
    int lv[TT_MAX_RANK][4];         /* loop vars per spatial level, -1 none */
    int xlet[TT_MAX_RANK];          /* composite spatial index */
    int u0[TT_MAX_RANK], u1[TT_MAX_RANK], lane, klet[TT_MAX_RANK];
    int64_t tk[TT_MAX_RANK];
    int vec_s, vec_r, W;
    int s3order[TT_MAX_RANK], ns3;  /* S3 axes, vec last */
    /* conversion */
    int epi_tensor;
    lw_expr *epi_value;
    int read_no;
    pack_info pk[LW_MAX_READS];
    lw_list prepack;    /* the pack entry: kept packs of every stage */
    int flagbuf;        /* the entry flag parameter, -1: none yet */
    char *msg;
    size_t msgn;
    int failed;
} bctx;

static int fail(bctx *b, const char *m)
{
    if (!b->failed)
        tt_snprintf(b->msg, b->msgn, "%s", m);
    b->failed = 1;
    return -1;
}

static int dt_of(int irdt)
{
    return irdt == DT_I32 ? DT_I64 : irdt;
}

static lw_expr *zero_of(lw_prog *p, int dt)
{
    return dt == DT_I64 ? lw_int(p, 0) : lw_flt(p, dt, 0);
}

static int64_t ceil_div(int64_t a, int64_t b)
{
    return (a + b - 1) / b;
}

static lw_expr *identity(lw_prog *p, int op, int dt)
{
    if (dt == DT_I64) {
        switch (op) {
        case OP_MUL: return lw_int(p, 1);
        case OP_MAX: return lw_int(p, INT64_MIN);
        case OP_MIN: return lw_int(p, INT64_MAX);
        }
        return lw_int(p, 0);
    }
    switch (op) {
    case OP_MUL: return lw_flt(p, dt, 1);
    case OP_MAX: return lw_flt(p, dt, -__builtin_inf());
    case OP_MIN: return lw_flt(p, dt, __builtin_inf());
    }
    return lw_flt(p, dt, 0);
}

static lw_expr *combine(lw_prog *p, int op, lw_expr *acc, lw_expr *v)
{
    switch (op) {
    case OP_ADD: return lw_bin(p, LE_ADD, acc, v);
    case OP_MUL: return lw_bin(p, LE_MUL, acc, v);
    case OP_MAX: return lw_bin(p, LE_MAX, acc, v);
    case OP_MIN: return lw_bin(p, LE_MIN, acc, v);
    }
    return v;
}

/* ---- expressions: IR -> loop AST --------------------------------------- */

static lw_expr *conv(bctx *b, const ir_expr *e, lw_expr **vm, int top);

/* 0 <= idx < n, unless provable from the static ranges */
static lw_expr *in_bounds(bctx *b, lw_expr *idx, int64_t n, lw_expr *acc)
{
    lw_prog *p = b->p;
    int64_t lo, hi;
    if (lw_bounds(p, idx, &lo, &hi) && lo >= 0 && hi < n)
        return acc;
    lw_expr *c = lw_bin(p, LE_AND, lw_bin(p, LE_LE, lw_int(p, 0), idx),
                        lw_bin(p, LE_LT, idx, lw_int(p, n)));
    return acc ? lw_bin(p, LE_AND, acc, c) : c;
}

static lw_expr *wrap32(lw_prog *p, lw_expr *x)
{
    /* ((x + 2^31) mod 2^32) - 2^31 with floor modulo */
    lw_expr *s = lw_bin(p, LE_ADD, x, lw_int(p, (int64_t)1 << 31));
    s = lw_bin(p, LE_MOD, s, lw_int(p, (int64_t)1 << 32));
    return lw_bin(p, LE_SUB, s, lw_int(p, (int64_t)1 << 31));
}

/* Local coordinate of the current iteration inside a pack region. */
static lw_expr *pack_coord(bctx *b, const pack_info *pk, int k)
{
    lw_prog *p = b->p;
    int a = pk->daxis[k];
    if (pk->dkind[k] == 0) {   /* which register tile within the t2 tile */
        lw_expr *c = b->lv[a][2] >= 0 ? lw_ref(p, b->lv[a][2]) : lw_int(p, 0);
        if (b->mapped[a] && b->lv[a][1] >= 0)   /* a group-wide pack: + the item's tiles */
            c = lw_bin(p, LE_ADD, c, lw_bin(p, LE_MUL, lw_ref(p, b->lv[a][1]),
                                               lw_int(p, b->T[a][2] / b->T[a][3])));
        return c;
    }
    if (pk->dkind[k] == 2)
        return b->lv[a][3] >= 0 ? lw_ref(p, b->lv[a][3]) : lw_int(p, 0);
    if (pk->dkind[k] == 3)
        return lw_int(p, 0);
    /* reduction: offset within tk (R0) or within K (S1) */
    lw_expr *c;
    if (a == b->vec_r) {
        c = b->u1[a] >= 0 ? lw_bin(p, LE_MUL, lw_ref(p, b->u1[a]), lw_int(p, b->W))
                          : lw_int(p, 0);
        c = lw_bin(p, LE_ADD, c, lw_ref(p, b->lane));
    } else {
        c = b->u1[a] >= 0 ? lw_ref(p, b->u1[a]) : lw_int(p, 0);
    }
    if (pk->level == PK_S1 && b->u0[a] >= 0)
        c = lw_bin(p, LE_ADD, c, lw_bin(p, LE_MUL, lw_ref(p, b->u0[a]),
                                         lw_int(p, b->tk[a])));
    return c;
}

static lw_expr *read_tensor(bctx *b, const ir_expr *e, lw_expr **vm, int top)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    int ti = e->id;
    const ir_tensor *tn = &d->tensors[ti];
    int q = -1;
    if (top)
        q = b->read_no++;
    if (tn->def_stmt >= 0 && b->sc->mode[tn->def_stmt] == SM_INLINE) {
        const ir_stmt *ps = &d->stmts[tn->def_stmt];
        lw_expr *vm2[64];
        lw_expr *cond = NULL;
        for (int k = 0; k < tn->rank; k++) {
            vm2[k] = conv(b, e->args[k], vm, 0);
            cond = in_bounds(b, vm2[k], b->t->shape[ti][k], cond);
        }
        lw_expr *v = conv(b, ps->rhs, vm2, 0);
        if (tn->dtype == DT_I32)
            v = wrap32(p, v);
        if (cond)
            v = lw_select(p, cond, v, zero_of(p, v->dt));
        return v;
    }
    if (ti == b->epi_tensor)
        return b->epi_value;
    if (q >= 0 && q < LW_MAX_READS && b->pk[q].level) {
        const pack_info *pk = &b->pk[q];
        lw_expr *idx[6 * TT_MAX_RANK];
        int n = 0;
        for (int k = 0; k < pk->nslot; k++)
            idx[n++] = lw_ref(p, pk->slotvar[k]);
        for (int k = 0; k < pk->ndims; k++)
            idx[n++] = pack_coord(b, pk, k);
        return lw_load(p, pk->buf, n, idx, NULL);
    }
    lw_expr *idx[TT_MAX_RANK];
    int n = 0;
    for (int k = 0; k < tn->rank; k++) {
        if (b->grouped[ti] && k < b->group)
            continue;   /* per-row temp: the row is implicit */
        idx[n++] = conv(b, e->args[k], vm, 0);
    }
    if (b->tbuf[ti] < 0) {
        fail(b, "internal: read of a tensor with no buffer");
        return zero_of(p, dt_of(tn->dtype));
    }
    return lw_load(p, b->tbuf[ti], n, idx, NULL);
}

static lw_expr *conv(bctx *b, const ir_expr *e, lw_expr **vm, int top)
{
    lw_prog *p = b->p;
    lw_expr *a[3] = {NULL, NULL, NULL};
    if (e->op != E_ACCESS)
        for (int i = 0; i < e->nargs && i < 3; i++)
            a[i] = conv(b, e->args[i], vm, top);
    switch (e->op) {
    case E_INT:
        return e->type == DT_I32 ? lw_int(p, e->ival) : lw_flt(p, e->type, (double)e->ival);
    case E_FLT:
        return lw_flt(p, e->type, e->fval);
    case E_VAR:
        return vm[e->id];
    case E_DIM:
        return lw_int(p, b->t->dim[e->id]);
    case E_ATTR:
        return lw_int(p, b->t->attr[e->id]);
    case E_ACCESS:
        return read_tensor(b, e, vm, top);
    case E_NEG:
        return lw_un(p, LE_NEG, a[0]);
    case E_NOT:
        return lw_un(p, LE_NOT, a[0]);
    case E_ADD: return lw_bin(p, LE_ADD, a[0], a[1]);
    case E_SUB: return lw_bin(p, LE_SUB, a[0], a[1]);
    case E_MUL: return lw_bin(p, LE_MUL, a[0], a[1]);
    case E_DIV: return lw_bin(p, LE_DIV, a[0], a[1]);
    case E_MOD: return lw_bin(p, LE_MOD, a[0], a[1]);
    case E_AND: return lw_bin(p, LE_AND, a[0], a[1]);
    case E_OR: return lw_bin(p, LE_OR, a[0], a[1]);
    case E_LT: return lw_bin(p, LE_LT, a[0], a[1]);
    case E_LE: return lw_bin(p, LE_LE, a[0], a[1]);
    case E_GT: return lw_bin(p, LE_LT, a[1], a[0]);
    case E_GE: return lw_bin(p, LE_LE, a[1], a[0]);
    case E_EQ: return lw_bin(p, LE_EQ, a[0], a[1]);
    case E_NE: return lw_bin(p, LE_NE, a[0], a[1]);
    case E_SELECT: return lw_select(p, a[0], a[1], a[2]);
    case E_CALL:
        if (e->fn == FN_MAX)
            return lw_bin(p, LE_MAX, a[0], a[1]);
        if (e->fn == FN_MIN)
            return lw_bin(p, LE_MIN, a[0], a[1]);
        if (e->fn == FN_ABS && a[0]->dt == DT_I64)
            return lw_select(p, lw_bin(p, LE_LT, a[0], lw_int(p, 0)),
                             lw_un(p, LE_NEG, a[0]), a[0]);
        return lw_call(p, e->fn, a[0], a[1]);
    case E_CAST: {
        int to = dt_of(e->fn);
        if (a[0]->dt == DT_BOOL)
            return lw_select(p, a[0], to == DT_I64 ? lw_int(p, 1) : lw_flt(p, to, 1),
                             zero_of(p, to));
        if (to == DT_I64 && a[0]->dt == DT_I64)
            return wrap32(p, a[0]);
        return lw_cast(p, to, a[0]);
    }
    }
    fail(b, "internal: unknown expression");
    return lw_int(p, 0);
}

/* ---- buffers -------------------------------------------------------- */

static int new_local(bctx *b, const char *name, int dt, int rank, const int64_t *shape,
                     int pad_inner)
{
    lw_buf bf;
    memset(&bf, 0, sizeof bf);
    bf.name = name;
    bf.dt = dt;
    bf.kind = LB_LOCAL;
    bf.tensor = -1;
    bf.param = -1;
    bf.rank = rank;
    int64_t s = 1;
    for (int k = rank - 1; k >= 0; k--) {
        int64_t n = shape[k];
        bf.shape[k] = n;
        if (k == rank - 1 && pad_inner > 1)
            n = ceil_div(n, pad_inner) * pad_inner;
        bf.stride[k] = s;
        s *= n;
    }
    bf.size = s;
    int64_t bytes = s * (dt == DT_F64 || dt == DT_I64 ? 8 : 4);
    bf.scope = bytes <= 64 * 1024 ? LB_STACK : LB_HEAP;
    return lw_buf_new(b->p, &bf);
}

/* ---- nest construction ---------------------------------------------- */

static int mkvar(bctx *b, const char *base, const char *suffix, int64_t lo, int64_t hi)
{
    char name[96];
    tt_snprintf(name, sizeof name, "%s%s", base, suffix);
    return lw_var_new(b->p, name, lo, hi);
}

/* The base of spatial axis a at level l: sum of outer level offsets. */
static lw_expr *sbase(bctx *b, int a, int l)
{
    lw_prog *p = b->p;
    lw_expr *e = lw_int(p, 0);
    for (int j = 0; j < l; j++)
        if (b->lv[a][j] >= 0)
            e = lw_bin(p, LE_ADD, e, lw_bin(p, LE_MUL, lw_ref(p, b->lv[a][j]),
                                            lw_int(p, b->T[a][j + 1])));
    return e;
}

static lw_expr *slen(bctx *b, int a, int l)
{
    lw_prog *p = b->p;
    if (l == 0)
        return lw_int(p, b->E[a]);
    return lw_bin(p, LE_MIN, lw_int(p, b->T[a][l]),
                  lw_bin(p, LE_SUB, lw_int(p, b->E[a]), sbase(b, a, l)));
}

/* innermost existing tile loop of axis a above S3 (-1: none) */
static int tile_loop(bctx *b, int a)
{
    for (int l = 2; l >= 0; l--)
        if (b->lv[a][l] >= 0)
            return l;
    return -1;
}

static lw_stmt *tile_for(bctx *b, int a, int l, lw_stmt *body)
{
    lw_prog *p = b->p;
    int v = b->lv[a][l];
    if (v < 0)
        return body;
    lw_expr *ext = lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, slen(b, a, l),
                                             lw_int(p, b->T[a][l + 1] - 1)),
                          lw_int(p, b->T[a][l + 1]));
    lw_stmt *f = lw_for(p, v, lw_int(p, 0), ext, LF_SERIAL, body);
    if (tile_loop(b, a) == l && b->T[a][3] > 1) {
        f->full = b->T[a][3];
        f->tail = b->E[a] % b->T[a][3];
        f->tile_len = slen(b, a, l);
    }
    return f;
}

/* S3 loop of axis a around body */
static lw_stmt *s3_for(bctx *b, int a, lw_stmt *body)
{
    lw_prog *p = b->p;
    int v = b->lv[a][3];
    if (v < 0)
        return body;
    lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, b->T[a][3]),
                          lw_bin(p, LE_SUB, lw_int(p, b->E[a]), sbase(b, a, 3)));
    int kind = a == b->vec_s ? LF_VECTOR : LF_UNROLL;
    lw_stmt *f = lw_for(p, v, lw_int(p, 0), ext, kind, body);
    f->lanes = (uint8_t)b->W;
    int tl = tile_loop(b, a);
    if (tl >= 0)
        f->tail_of = b->lv[a][tl];
    return f;
}

/* the lane loop of a vectorized reduction var; `all` for initializing the
   accumulator (outside the reduction loops: every lane) */
static lw_stmt *lane_for(bctx *b, lw_stmt *body, int all)
{
    lw_prog *p = b->p;
    int r = b->vec_r;
    if (all) {
        lw_stmt *f = lw_for(p, b->lane, lw_int(p, 0), lw_int(p, b->W), LF_VECTOR, body);
        f->lanes = (uint8_t)b->W;
        return f;
    }
    lw_expr *base = lw_int(p, 0);
    if (b->u0[r] >= 0)
        base = lw_bin(p, LE_MUL, lw_ref(p, b->u0[r]), lw_int(p, b->tk[r]));
    if (b->u1[r] >= 0)
        base = lw_bin(p, LE_ADD, base, lw_bin(p, LE_MUL, lw_ref(p, b->u1[r]),
                                              lw_int(p, b->W)));
    lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, b->W),
                          lw_bin(p, LE_SUB, lw_int(p, b->K[r]), base));
    lw_stmt *f = lw_for(p, b->lane, lw_int(p, 0), ext, LF_VECTOR, body);
    f->lanes = (uint8_t)b->W;
    f->tail_of = b->u1[r] >= 0 ? b->u1[r] : b->u0[r];
    return f;
}

/* lets of the composite indices around an S3 body */
static lw_stmt *with_lets(bctx *b, lw_stmt *body, int with_red)
{
    lw_prog *p = b->p;
    if (with_red) {
        for (int r = b->nr - 1; r >= 0; r--) {
            lw_expr *k = lw_int(p, 0);
            if (b->u0[r] >= 0)
                k = lw_bin(p, LE_MUL, lw_ref(p, b->u0[r]), lw_int(p, b->tk[r]));
            if (b->u1[r] >= 0)
                k = lw_bin(p, LE_ADD, k, r == b->vec_r
                           ? lw_bin(p, LE_MUL, lw_ref(p, b->u1[r]), lw_int(p, b->W))
                           : lw_ref(p, b->u1[r]));
            if (r == b->vec_r)
                k = lw_bin(p, LE_ADD, k, lw_ref(p, b->lane));
            body = lw_let(p, b->klet[r], k, body);
        }
    }
    for (int a = b->ns - 1; a >= b->group_here; a--) {
        lw_expr *x = lw_bin(p, LE_ADD, sbase(b, a, 3),
                            b->lv[a][3] >= 0 ? lw_ref(p, b->lv[a][3]) : lw_int(p, 0));
        body = lw_let(p, b->xlet[a], x, body);
    }
    return body;
}

/* the S3 loops (in S3 order, vec innermost) around body, plus the lanes
   of a vectorized reduction (1: the current chunk, 2: all) */
static lw_stmt *s3_nest(bctx *b, lw_stmt *body, int lanes)
{
    if (lanes && b->vec_r >= 0)
        body = lane_for(b, body, lanes == 2);
    for (int i = b->ns3 - 1; i >= 0; i--)
        body = s3_for(b, b->s3order[i], body);
    return body;
}

static int acc_rank(bctx *b, int64_t *shape)
{
    int n = 0;
    for (int i = 0; i < b->ns3; i++)
        shape[n++] = b->T[b->s3order[i]][3];
    if (b->vec_r >= 0)
        shape[n++] = b->W;
    if (n == 0)
        shape[n++] = 1;
    return n;
}

static void acc_index(bctx *b, lw_expr **idx)
{
    lw_prog *p = b->p;
    int n = 0;
    for (int i = 0; i < b->ns3; i++) {
        int a = b->s3order[i];
        idx[n++] = b->lv[a][3] >= 0 ? lw_ref(p, b->lv[a][3]) : lw_int(p, 0);
    }
    if (b->vec_r >= 0)
        idx[n++] = lw_ref(p, b->lane);
    if (n == 0)
        idx[n++] = lw_int(p, 0);
}

/* index of the stage's point into tensor ti (skipping the group rows of
   per-row temps) */
static int out_index(bctx *b, int ti, lw_expr **idx)
{
    lw_prog *p = b->p;
    int n = 0;
    for (int a = 0; a < b->ns; a++) {
        if (b->grouped[ti] && a < b->group)
            continue;
        idx[n++] = a < b->group_here ? b->gidx[a] : lw_ref(p, b->xlet[a]);
    }
    return n;
}

static lw_stmt *build_pack(bctx *b, int q)
{
    lw_prog *p = b->p;
    pack_info *pk = &b->pk[q];
    const ir_stmt *s = &b->d->stmts[b->si];
    int cv[3 * TT_MAX_RANK];
    for (int k = 0; k < pk->ndims; k++) {
        char nm[32];
        tt_snprintf(nm, sizeof nm, "pk%d.%d", q, k);
        cv[k] = lw_var_new(p, nm, 0, pk->dext[k] - 1);
    }
    /* reconstruct the axis values from the pack coordinates */
    lw_expr *vm[64];
    for (int a = 0; a < s->nvars && a < 64; a++)
        vm[a] = lw_int(p, 0);
    for (int a = 0; a < b->ns; a++)
        vm[a] = a < b->group_here ? b->gidx[a] : sbase(b, a, b->mapped[a] ? 1 : 2);
    for (int r = 0; r < b->nr; r++) {
        lw_expr *base = lw_int(p, 0);
        if (pk->level == PK_R0 && b->u0[r] >= 0)
            base = lw_bin(p, LE_MUL, lw_ref(p, b->u0[r]), lw_int(p, b->tk[r]));
        vm[b->ns + r] = base;
    }
    for (int k = 0; k < pk->ndims; k++) {
        int a = pk->daxis[k];
        if (pk->dkind[k] == 0)
            vm[a] = lw_bin(p, LE_ADD, vm[a], lw_bin(p, LE_MUL, lw_ref(p, cv[k]),
                                                     lw_int(p, b->T[a][3])));
        else if (pk->dkind[k] == 2)
            vm[a] = lw_bin(p, LE_ADD, vm[a], lw_ref(p, cv[k]));
        else if (pk->dkind[k] == 1)
            vm[b->ns + a] = lw_bin(p, LE_ADD, vm[b->ns + a], lw_ref(p, cv[k]));
    }
    lw_expr *val = conv(b, pk->read, vm, 0);
    lw_expr *idx[6 * TT_MAX_RANK];
    int nidx = 0;
    for (int k = 0; k < pk->nslot; k++)   /* kept: the tile's panel */
        idx[nidx++] = lw_ref(p, pk->slotvar[k]);
    for (int k = 0; k < pk->ndims; k++)
        idx[nidx++] = lw_ref(p, cv[k]);
    lw_stmt *body = lw_store(p, pk->buf, nidx, idx, val, NULL);
    if (b->gpu) {
        /* cooperative: element e of the pack is copied by work-item e mod wg,
           then the group waits for the whole pack */
        int64_t total = 1;
        for (int k = 0; k < pk->ndims; k++)
            total *= pk->dext[k];
        int iv = lw_var_new(p, "pkgi", 0, ceil_div(total, b->wg) - 1);
        int ev = lw_var_new(p, "pke", 0, ceil_div(total, b->wg) * b->wg - 1);
        int64_t stride = 1;
        for (int k = pk->ndims - 1; k >= 0; k--) {
            lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, ev), lw_int(p, stride)),
                                lw_int(p, pk->dext[k]));
            body = lw_let(p, cv[k], x, body);
            stride *= pk->dext[k];
        }
        body = lw_if(p, lw_bin(p, LE_LT, lw_ref(p, ev), lw_int(p, total)), body, NULL);
        body = lw_let(p, ev, lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, iv), lw_int(p, b->wg)),
                                    lw_ref(p, b->lid)), body);
        body = lw_for(p, iv, lw_int(p, 0), lw_int(p, ceil_div(total, b->wg)), LF_SERIAL, body);
        if (b->wg == 1)
            return body;   /* one work-item: nothing to wait for */
        lw_stmt *bar = lw_block(p, 0, NULL);
        bar->op = LS_BARRIER;
        return lw_block2(p, body, bar);
    }
    /* A transposing pack (the panel's contiguous dimension is strided in
       the source, another is contiguous there: Wt[n,k] packed n-inner):
       scalar copies with the source-contiguous dimension innermost, not
       gathers (measured: dense 128x3072x768 63 -> see LOWERING.md). */
    int order[3 * TT_MAX_RANK], src_inner = -1;
    for (int k = 0; k < pk->ndims; k++)
        order[k] = k;
    {
        int64_t st[3 * TT_MAX_RANK];
        for (int k = 0; k < pk->ndims; k++) {
            int a = pk->daxis[k];
            int v = pk->dkind[k] == 1 ? b->ns + a : a;
            int64_t x = lw_read_stride(b->t, b->si, pk->read, v);
            st[k] = x == INT64_MIN ? INT64_MIN : pk->dkind[k] == 0 ? x * b->T[a][3] : x;
        }
        int last = pk->ndims - 1;
        if (pk->ndims >= 2 && st[last] != 1 && st[last] != 0)
            for (int k = 0; k < last; k++)
                if (st[k] == 1 && pk->dext[k] >= 4)
                    src_inner = k;
        if (src_inner >= 0) {
            int m = 0;
            for (int k = 0; k < pk->ndims; k++)
                if (k != src_inner)
                    order[m++] = k;
            order[m] = src_inner;
        }
    }
    for (int i = pk->ndims - 1; i >= 0; i--) {
        int k = order[i];
        int kind = LF_SERIAL;
        if (src_inner < 0 && k == pk->ndims - 1 && pk->dext[k] > 1 &&
            ((pk->dkind[k] == 2 && pk->daxis[k] == b->vec_s) ||
             (pk->dkind[k] == 1 && pk->daxis[k] == b->vec_r)))
            kind = LF_VECTOR;
        lw_stmt *f = lw_for(p, cv[k], lw_int(p, 0), lw_int(p, pk->dext[k]), kind, body);
        f->lanes = (uint8_t)b->W;
        if (kind == LF_VECTOR && pk->dext[k] > b->W) {
            /* vectorize by W lanes: split the loop */
            int o = lw_var_new(p, "pko", 0, ceil_div(pk->dext[k], b->W) - 1);
            int in = lw_var_new(p, "pki", 0, b->W - 1);
            lw_expr *x = lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, o), lw_int(p, b->W)),
                                lw_ref(p, in));
            lw_stmt *inner = lw_subst_stmt(p, body, cv[k], x);
            lw_expr *ext = lw_bin(p, LE_MIN, lw_int(p, b->W),
                                  lw_bin(p, LE_SUB, lw_int(p, pk->dext[k]),
                                         lw_bin(p, LE_MUL, lw_ref(p, o), lw_int(p, b->W))));
            lw_stmt *fi = lw_for(p, in, lw_int(p, 0), ext, LF_VECTOR, inner);
            fi->tail_of = o;
            fi->lanes = (uint8_t)b->W;
            f = lw_for(p, o, lw_int(p, 0), lw_int(p, ceil_div(pk->dext[k], b->W)),
                       LF_SERIAL, fi);
            f->full = b->W;
            f->tail = pk->dext[k] % b->W;
            f->tile_len = lw_int(p, pk->dext[k]);
        }
        f->version = (i == 0);
        body = f;
    }
    return body;
}

/* A kept pack: the panels of every tile above its level in one parameter
 * buffer [tiles..., panel...] that the caller keeps; the pack entry (the
 * branch the entry flag selects) fills it. */
static int setup_kept(bctx *b, pack_info *pk, uint64_t uses, const char *nm, int pad)
{
    lw_prog *p = b->p;
    if (b->gpu || b->group_here)
        return fail(b, "internal: a kept pack on the GPU or in a row group");
    int n = 0;
    for (int i = 0; i < b->ns; i++) {
        int a = b->nest->order0[i];
        if (!(uses >> a & 1))
            continue;
        for (int l = 0; l < 2; l++)
            if (b->lv[a][l] >= 0) {
                pk->slotvar[n] = b->lv[a][l];
                pk->slotext[n++] = p->vars[b->lv[a][l]].hi + 1;
            }
    }
    if (pk->level == PK_R0)
        for (int i = 0; i < b->nr; i++) {
            int r = b->nest->rorder[i];
            if ((uses >> (b->ns + r) & 1) && b->u0[r] >= 0) {
                pk->slotvar[n] = b->u0[r];
                pk->slotext[n++] = p->vars[b->u0[r]].hi + 1;
            }
        }
    pk->nslot = n;
    int64_t shape[6 * TT_MAX_RANK];
    for (int k = 0; k < n; k++)
        shape[k] = pk->slotext[k];
    for (int k = 0; k < pk->ndims; k++)
        shape[n + k] = pk->dext[k];
    if (n + pk->ndims > LW_MAX_DIMS)
        return fail(b, "a kept pack has too many dimensions");
    int src = pk->read->id;
    pk->buf = new_local(b, nm, b->d->tensors[src].dtype, n + pk->ndims, shape, pad);
    lw_buf *bf = &p->bufs[pk->buf];
    bf->kind = LB_KEPT;
    bf->scope = LB_HEAP;
    bf->src = src;
    bf->param = p->nparams++;
    if (b->flagbuf < 0) {
        lw_buf fb;
        memset(&fb, 0, sizeof fb);
        fb.name = "pack_entry";
        fb.dt = DT_I32;
        fb.kind = LB_FLAG;
        fb.tensor = -1;
        fb.src = -1;
        fb.rank = 1;
        fb.shape[0] = 1;
        fb.stride[0] = 1;
        fb.size = 1;
        fb.scope = LB_HEAP;
        fb.param = p->nparams++;
        b->flagbuf = lw_buf_new(p, &fb);
    }
    return 0;
}

/* The pack entry's nest for kept pack q: every tile's panel.  The nest's
 * tile variables become fresh loops (the kernel's own are bound elsewhere);
 * any other tile variable of the stage (a read that moves with no tile
 * loop) is 0. */
static void build_kept_entry(bctx *b, int q)
{
    lw_prog *p = b->p;
    pack_info *pk = &b->pk[q];
    lw_stmt *body = build_pack(b, q);
    int fresh[3 * TT_MAX_RANK];
    for (int k = 0; k < pk->nslot; k++) {
        char nm[48];
        tt_snprintf(nm, sizeof nm, "kp%d.%s", q, p->vars[pk->slotvar[k]].name);
        fresh[k] = lw_var_new(p, nm, 0, pk->slotext[k] - 1);
        body = lw_subst_stmt(p, body, pk->slotvar[k], lw_ref(p, fresh[k]));
    }
    for (int a = 0; a < b->ns; a++)
        for (int l = 0; l < 3; l++)
            if (b->lv[a][l] >= 0)
                body = lw_subst_stmt(p, body, b->lv[a][l], lw_int(p, 0));
    for (int r = 0; r < b->nr; r++)
        if (b->u0[r] >= 0)
            body = lw_subst_stmt(p, body, b->u0[r], lw_int(p, 0));
    /* the outermost tile loop runs in parallel: the pack entry is a first
       call's cost (weights of 768 x 3072 floats: ~15 ms serial) */
    for (int k = pk->nslot - 1; k >= 0; k--)
        body = lw_for(p, fresh[k], lw_int(p, 0), lw_int(p, pk->slotext[k]),
                      k == 0 && b->t->nthreads > 1 && pk->slotext[k] > 1 ? LF_PARALLEL
                                                                        : LF_SERIAL,
                      body);
    lw_list_push(p, &b->prepack, body);
}

/* Set up pack buffers for the stage's reads. */
static int setup_packs(bctx *b)
{
    const ir_stmt *s = &b->d->stmts[b->si];
    const ir_expr *reads[LW_MAX_READS];
    int nreads = lw_stage_reads(s, reads, LW_MAX_READS);
    memset(b->pk, 0, sizeof b->pk);
    for (int q = 0; q < nreads; q++) {
        int lvl = LW_PACK_LEVEL(b->nest->pack[q]);
        if (!lvl)
            continue;
        pack_info *pk = &b->pk[q];
        pk->level = lvl;
        pk->kept = LW_PACK_KEPT(b->nest->pack[q]);
        pk->read = reads[q];
        uint64_t uses = ir_read_uses(b->t, b->si, reads[q]);
        int n = 0;
        for (int i = 0; i < b->ns; i++) {
            int a = b->nest->order2[i];
            if (a < b->group_here || !(uses >> a & 1))
                continue;
            int64_t c2 = b->T[a][b->mapped[a] ? 1 : 2] / b->T[a][3];
            if (c2 > 1) {
                pk->dkind[n] = 0;
                pk->daxis[n] = a;
                pk->dext[n++] = c2;
            }
        }
        for (int i = 0; i < b->nr; i++) {
            int r = b->nest->rorder[i];
            if (r == b->vec_r || !(uses >> (b->ns + r) & 1))
                continue;
            int64_t ext = lvl == PK_R0 ? b->tk[r] : b->K[r];
            pk->dkind[n] = 1;
            pk->daxis[n] = r;
            pk->dext[n++] = ext;
        }
        for (int i = 0; i < b->ns3; i++) {
            int a = b->s3order[i];
            if (!(uses >> a & 1) || b->T[a][3] <= 1)
                continue;
            pk->dkind[n] = 2;
            pk->daxis[n] = a;
            pk->dext[n++] = b->T[a][3];
        }
        if (b->vec_r >= 0 && (uses >> (b->ns + b->vec_r) & 1)) {
            int r = b->vec_r;
            int64_t ext = lvl == PK_R0 ? b->tk[r] : ceil_div(b->K[r], b->W) * b->W;
            pk->dkind[n] = 1;
            pk->daxis[n] = r;
            pk->dext[n++] = ext;
        }
        if (n == 0) {
            pk->dkind[n] = 3;   /* a scalar: one element (coordinate 0, not an
                                   axis's loop: that read Z's i.3 -- out of
                                   bounds -- for C[j-1] with j of extent 1) */
            pk->daxis[n] = 0;
            pk->dext[n++] = 1;
        }
        pk->ndims = n;
        int64_t total = 1;
        for (int k = 0; k < n; k++)
            total *= pk->dext[k];
        if (total > LW_PACK_MAX)
            return fail(b, "pack buffer too large");
        char nm[48];
        tt_snprintf(nm, sizeof nm, "%s.pack%d", b->d->tensors[reads[q]->id].name, q);
        int last_vec = (pk->dkind[n - 1] == 2 && pk->daxis[n - 1] == b->vec_s) ||
                       (pk->dkind[n - 1] == 1 && pk->daxis[n - 1] == b->vec_r);
        if (pk->kept) {
            if (setup_kept(b, pk, uses, nm, last_vec ? b->W : 1))
                return -1;
            continue;
        }
        pk->buf = new_local(b, nm, b->d->tensors[reads[q]->id].dtype, n, pk->dext,
                            last_vec ? b->W : 1);
        if (b->gpu)
            b->p->bufs[pk->buf].scope = LB_SHARED;
    }
    return 0;
}

static lw_stmt *barrier(lw_prog *p)
{
    lw_stmt *s = lw_block(p, 0, NULL);
    s->op = LS_BARRIER;
    return s;
}

/* OpenCL: around the S2 nest of a stage, the work-item's loops: R0 with
 * cooperative packs, the unmapped S1/S0 loops, then the NDRange over
 * work-groups x work-items of the mapped axes. */
static lw_stmt *gpu_outer(bctx *b, lw_stmt *inner, lw_list *allocs)
{
    lw_prog *p = b->p;
    const lw_nest *nest = b->nest;
    int ns = b->ns, nr = b->nr;
    /* work-items past the edge of the axis compute nothing, but stay for
       the barriers */
    lw_expr *exists = NULL;
    for (int k = 0; k < b->nmapped; k++) {
        int a = b->maxes[k];
        if (b->lv[a][1] < 0)
            continue;
        lw_expr *c = lw_bin(p, LE_LT, sbase(b, a, 2), lw_int(p, b->E[a]));
        exists = exists ? lw_bin(p, LE_AND, exists, c) : c;
    }
    if (exists)
        inner = lw_if(p, exists, inner, NULL);
    int npk0 = 0, npk1 = 0;
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level == PK_R0) {
            lw_list_push(p, &l, build_pack(b, q));
            npk0++;
        }
    lw_list_push(p, &l, inner);
    if (npk0 && b->wg > 1)
        lw_list_push(p, &l, barrier(p));   /* before the next R0 step refills */
    lw_stmt *body = lw_list_block(p, &l);
    for (int i = nr - 1; i >= 0; i--) {
        int r = nest->rorder[i];
        if (b->u0[r] < 0)
            continue;
        body = lw_for(p, b->u0[r], lw_int(p, 0), lw_int(p, ceil_div(b->K[r], b->tk[r])),
                      LF_SERIAL, body);
        if (r == b->vec_r && b->u1[r] < 0) {
            body->full = b->W;
            body->tail = b->K[r] % b->W;
            body->tile_len = lw_int(p, b->K[r]);
        }
    }
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level == PK_S1) {
            lw_list_push(p, &l, build_pack(b, q));
            npk1++;
        }
    if (npk1) {
        lw_list_push(p, &l, body);
        if (b->wg > 1)
            lw_list_push(p, &l, barrier(p));
        body = lw_list_block(p, &l);
    }
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (!b->mapped[a])
            body = tile_for(b, a, 1, body);
    }
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (!b->mapped[a])
            body = tile_for(b, a, 0, body);
    }
    /* the mapped axes' tile indices from the work-group and work-item */
    int grp = mkvar(b, "grp", "", 0, b->ngroups - 1);
    int gid = mkvar(b, "gid", "", 0, b->ngroups * b->wg - 1);
    int64_t gs = 1, ls = 1;
    for (int k = b->nmapped - 1; k >= 0; k--) {
        int a = b->maxes[k];
        for (int lvl = 1; lvl >= 0; lvl--) {
            int v = b->lv[a][lvl];
            if (v < 0)
                continue;
            int64_t n = p->vars[v].hi + 1;
            int64_t *st = lvl ? &ls : &gs;
            lw_expr *src = lw_ref(p, lvl ? b->lid : grp);
            lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, src, lw_int(p, *st)), lw_int(p, n));
            /* no tail versioning on these lets: it would put the
               group's barriers and cooperative packs under a per-item
               condition; `exists` and the S2 loops' own bounds cover
               the items past the edge */
            body = lw_let(p, v, x, body);
            *st *= n;
        }
    }
    body = lw_let(p, b->lid, lw_bin(p, LE_MOD, lw_ref(p, gid), lw_int(p, b->wg)), body);
    body = lw_let(p, grp, lw_bin(p, LE_DIV, lw_ref(p, gid), lw_int(p, b->wg)), body);
    int first = allocs->n;
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level)
            lw_list_push(p, allocs, lw_alloc(p, b->pk[q].buf, NULL));
    for (int i = allocs->n - 1; i >= first; i--) {
        allocs->v[i]->body = body;
        body = allocs->v[i];
    }
    allocs->n = first;
    lw_stmt *f = lw_for(p, gid, lw_int(p, 0), lw_int(p, b->ngroups * b->wg), LF_PARALLEL, body);
    f->wgsize = b->wg;
    return f;
}

/* Build the nest of root stage si.  `allocs` collects allocations to place
 * at the top of the parallel body (or the function). */
static lw_stmt *build_stage(bctx *b, int si, lw_list *allocs, int in_group)
{
    lw_prog *p = b->p;
    const ir_task *t = b->t;
    const ir_def *d = b->d;
    const ir_stmt *s = &d->stmts[si];
    const lw_nest *nest = &b->sc->nest[si];
    b->si = si;
    b->nest = nest;
    b->ns = s->nspatial;
    b->nr = s->nvars - s->nspatial;
    b->group_here = in_group ? b->group : 0;
    int ns = b->ns, nr = b->nr, g = b->group_here;
    int rdt = dt_of(s->rhs->type);
    int lanes_dt = nest->lanes ? nest->lanes : 1;
    b->W = lanes_dt;
    b->vec_s = nest->vec >= 0 && nest->vec < LW_VEC_RED ? nest->vec : -1;
    b->vec_r = nest->vec >= LW_VEC_RED ? nest->vec - LW_VEC_RED : -1;
    int is_red = nr > 0 || s->op != OP_ASSIGN;

    for (int a = 0; a < ns; a++) {
        b->E[a] = t->extent[si][a];
        for (int l = 0; l < 4; l++)
            b->lv[a][l] = -1;
        b->xlet[a] = -1;
        if (a < g)
            continue;
        b->T[a][0] = b->E[a];
        for (int l = 0; l < 3; l++)
            b->T[a][l + 1] = TT_MIN(nest->tile[a][l], b->E[a]);
        /* keep the nesting exact after clamping: t3 | t2 | t1 */
        if (b->T[a][2] % b->T[a][3])
            b->T[a][2] = b->T[a][3] * ceil_div(b->T[a][2], b->T[a][3]);
        if (b->T[a][1] % b->T[a][2])
            b->T[a][1] = b->T[a][2] * ceil_div(b->T[a][1], b->T[a][2]);
        const char *vn = s->vars[a].name;
        if (ceil_div(b->E[a], b->T[a][1]) > 1)
            b->lv[a][0] = mkvar(b, vn, ".0", 0, ceil_div(b->E[a], b->T[a][1]) - 1);
        for (int l = 1; l < 3; l++)
            if (b->T[a][l] / b->T[a][l + 1] > 1)
                b->lv[a][l] = mkvar(b, vn, l == 1 ? ".1" : ".2", 0,
                                    b->T[a][l] / b->T[a][l + 1] - 1);
        if (b->T[a][3] > 1)
            b->lv[a][3] = mkvar(b, vn, ".3", 0, b->T[a][3] - 1);
        b->xlet[a] = mkvar(b, vn, "", 0, b->E[a] - 1);
    }
    for (int r = 0; r < nr; r++) {
        const char *vn = s->vars[ns + r].name;
        b->K[r] = t->extent[si][ns + r];
        b->tk[r] = TT_MIN(nest->rtile[r] > 0 ? nest->rtile[r] : b->K[r], b->K[r]);
        if (r == b->vec_r && b->tk[r] % b->W)
            b->tk[r] = ceil_div(b->tk[r], b->W) * b->W;
        b->u0[r] = b->u1[r] = -1;
        int64_t n0 = ceil_div(b->K[r], b->tk[r]);
        if (n0 > 1)
            b->u0[r] = mkvar(b, vn, ".0", 0, n0 - 1);
        int64_t n1 = r == b->vec_r ? b->tk[r] / b->W : b->tk[r];
        if (n1 > 1)
            b->u1[r] = mkvar(b, vn, ".1", 0, n1 - 1);
        b->klet[r] = mkvar(b, vn, "", 0, b->K[r] - 1);
    }
    b->lane = b->vec_r >= 0 ? mkvar(b, s->vars[ns + b->vec_r].name, ".v", 0, b->W - 1) : -1;
    b->ns3 = 0;
    for (int i = 0; i < ns; i++) {
        int a = nest->order2[i];
        if (a >= g && a != b->vec_s)
            b->s3order[b->ns3++] = a;
    }
    if (b->vec_s >= 0 && b->vec_s >= g)
        b->s3order[b->ns3++] = b->vec_s;

    memset(b->mapped, 0, sizeof b->mapped);
    b->nmapped = 0;
    b->wg = b->ngroups = 1;
    if (b->gpu) {
        b->nmapped = lw_gpu_mapped(t, b->sc, si, b->maxes, &b->wg, &b->ngroups);
        for (int k = 0; k < b->nmapped; k++)
            b->mapped[b->maxes[k]] = 1;
        b->lid = mkvar(b, "lid", "", 0, b->wg - 1);
    }
    if (setup_packs(b) != 0)
        return NULL;

    /* the value of the statement at the current point */
    lw_expr *vm[64];
    for (int a = 0; a < ns; a++)
        vm[a] = a < g ? b->gidx[a] : lw_ref(p, b->xlet[a]);
    for (int r = 0; r < nr; r++)
        vm[ns + r] = lw_ref(p, b->klet[r]);

    int ti = s->tensor;
    /* the epilogue statement fused at write-back, if any */
    int epi = -1;
    for (int j = si + 1; j < d->nstmts; j++)
        if (b->sc->mode[j] == SM_EPILOGUE && b->info[j].epi_src == si)
            epi = j;

    lw_stmt *nest_body;
    if (!is_red) {
        b->read_no = 0;
        b->epi_tensor = -1;
        lw_expr *v = conv(b, s->rhs, vm, 1);
        lw_expr *idx[TT_MAX_RANK];
        int n = out_index(b, ti, idx);
        lw_stmt *st = lw_store(p, b->tbuf[ti], n, idx, v, NULL);
        nest_body = s3_nest(b, with_lets(b, st, 0), 0);
    } else {
        /* accumulator */
        int64_t ashape[TT_MAX_RANK + 1];
        int arank = acc_rank(b, ashape);
        int accdt = rdt == DT_I64 ? DT_I64 : rdt;
        char an[64];
        tt_snprintf(an, sizeof an, "%s.acc", d->tensors[ti].name);
        int acc = new_local(b, an, accdt, arank, ashape,
                            (b->vec_s >= 0 || b->vec_r >= 0) ? b->W : 1);
        p->bufs[acc].scope = LB_REG;
        lw_expr *aidx[TT_MAX_RANK + 1];
        acc_index(b, aidx);

        /* update: acc op= value */
        b->read_no = 0;
        b->epi_tensor = -1;
        lw_expr *v = conv(b, s->rhs, vm, 1);
        lw_expr *old = lw_load(p, acc, arank, aidx, NULL);
        lw_stmt *upd = lw_store(p, acc, arank, aidx, combine(p, s->op, old, v), NULL);
        upd = s3_nest(b, with_lets(b, upd, 1), 1);
        /* R1 loops (rorder), innermost unrolled within the budget */
        int budget = nest->unroll ? nest->unroll : 1;
        for (int i = nr - 1; i >= 0; i--) {
            int r = nest->rorder[i];
            int u = b->u1[r];
            if (u < 0)
                continue;
            lw_expr *len = lw_int(p, TT_MIN(b->tk[r], b->K[r]));
            if (b->u0[r] >= 0)
                len = lw_bin(p, LE_MIN, len, lw_bin(p, LE_SUB, lw_int(p, b->K[r]),
                             lw_bin(p, LE_MUL, lw_ref(p, b->u0[r]), lw_int(p, b->tk[r]))));
            lw_expr *ext = r == b->vec_r
                ? lw_bin(p, LE_DIV, lw_bin(p, LE_ADD, len, lw_int(p, b->W - 1)), lw_int(p, b->W))
                : len;
            int64_t n1 = p->vars[u].hi + 1;
            int kind = LF_SERIAL;
            if (budget > 1 && r != b->vec_r) {
                if (n1 <= budget && b->K[r] % b->tk[r] == 0) {
                    kind = LF_UNROLL;   /* constant extent: unroll fully */
                    budget /= (int)n1;
                } else {
                    /* unroll by f, remainder serial */
                    int64_t f = budget;
                    while (f > 1 && f > n1)
                        f /= 2;
                    if (f > 1) {
                        int uo = mkvar(b, p->vars[u].name, "o", 0, n1 / f);
                        int ui = mkvar(b, p->vars[u].name, "i", 0, f - 1);
                        lw_expr *x = lw_bin(p, LE_ADD, lw_bin(p, LE_MUL, lw_ref(p, uo),
                                                              lw_int(p, f)), lw_ref(p, ui));
                        lw_stmt *inner = lw_for(p, ui, lw_int(p, 0), lw_int(p, f), LF_UNROLL,
                                                lw_subst_stmt(p, upd, u, x));
                        inner->reduce = 1;
                        lw_stmt *main = lw_for(p, uo, lw_int(p, 0),
                                               lw_bin(p, LE_DIV, ext, lw_int(p, f)),
                                               LF_SERIAL, inner);
                        int ur = mkvar(b, p->vars[u].name, "r", 0, f - 2);
                        lw_expr *rbase = lw_bin(p, LE_MUL, lw_bin(p, LE_DIV, ext, lw_int(p, f)),
                                                lw_int(p, f));
                        lw_stmt *rem = lw_for(p, ur, lw_int(p, 0),
                                              lw_bin(p, LE_SUB, ext, rbase), LF_SERIAL,
                                              lw_subst_stmt(p, upd, u,
                                                            lw_bin(p, LE_ADD, rbase, lw_ref(p, ur))));
                        upd = lw_block2(p, main, rem);
                        budget = 1;
                        continue;
                    }
                    budget = 1;
                }
            }
            lw_stmt *f = lw_for(p, u, lw_int(p, 0), ext, kind, upd);
            f->reduce = 1;
            if (r == b->vec_r) {
                f->full = b->W;
                f->tail = b->K[r] % b->W;
                f->tile_len = len;
            }
            upd = f;
        }

        /* first/last iteration of the R0 loops */
        lw_expr *first = NULL, *last = NULL;
        for (int r = 0; r < nr; r++) {
            if (b->u0[r] < 0)
                continue;
            lw_expr *f0 = lw_bin(p, LE_EQ, lw_ref(p, b->u0[r]), lw_int(p, 0));
            lw_expr *l0 = lw_bin(p, LE_EQ, lw_ref(p, b->u0[r]),
                                 lw_int(p, ceil_div(b->K[r], b->tk[r]) - 1));
            first = first ? lw_bin(p, LE_AND, first, f0) : f0;
            last = last ? lw_bin(p, LE_AND, last, l0) : l0;
        }
        int dst = epi >= 0 ? d->stmts[epi].tensor : ti;   /* partial sums */

        /* init */
        lw_stmt *init_id = s3_nest(b, with_lets(b, lw_store(p, acc, arank, aidx,
                                   identity(p, s->op, accdt), NULL), 0), 2);
        lw_stmt *init = init_id;
        if (first) {
            lw_expr *oidx[TT_MAX_RANK];
            int n = out_index(b, dst, oidx);
            lw_expr *part = lw_load(p, b->tbuf[dst], n, oidx, NULL);
            if (b->vec_r >= 0)   /* partials live in lane 0 */
                part = lw_select(p, lw_bin(p, LE_EQ, lw_ref(p, b->lane), lw_int(p, 0)),
                                 part, identity(p, s->op, accdt));
            lw_stmt *ld = s3_nest(b, with_lets(b, lw_store(p, acc, arank, aidx, part, NULL), 0), 2);
            init = lw_if(p, first, init_id, ld);
        }

        /* write-back */
        lw_expr *accv;
        lw_expr *aidx2[TT_MAX_RANK + 1];
        acc_index(b, aidx2);
        if (b->vec_r >= 0) {
            /* horizontal reduction of the lanes */
            lw_expr *ai[TT_MAX_RANK + 1];
            int n = 0;
            for (int i = 0; i < arank - 1; i++)
                ai[n++] = aidx2[i];
            ai[n++] = lw_ramp(p, lw_int(p, 0), 1, b->W);
            accv = lw_vreduce(p, s->op, lw_load(p, acc, n, ai, NULL));
        } else {
            accv = lw_load(p, acc, arank, aidx2, NULL);
        }
        lw_expr *oidx[TT_MAX_RANK];
        lw_stmt *wb_final, *wb_part = NULL;
        if (epi >= 0) {
            const ir_stmt *es = &d->stmts[epi];
            lw_expr *evm[64];
            for (int a = 0; a < es->nspatial; a++)
                evm[a] = vm[a];
            b->epi_tensor = ti;
            b->epi_value = accv;
            b->read_no = 0;
            lw_expr *ev = conv(b, es->rhs, evm, 0);
            b->epi_tensor = -1;
            int n = out_index(b, es->tensor, oidx);
            wb_final = lw_store(p, b->tbuf[es->tensor], n, oidx, ev, NULL);
            if (last)
                wb_part = lw_store(p, b->tbuf[es->tensor], n, oidx, accv, NULL);
        } else {
            lw_expr *sv = accv;
            if (d->tensors[ti].dtype == DT_I32)
                sv = wrap32(p, sv);
            int n = out_index(b, ti, oidx);
            wb_final = lw_store(p, b->tbuf[ti], n, oidx, sv, NULL);
            if (last)
                wb_part = lw_store(p, b->tbuf[ti], n, oidx, accv, NULL);
        }
        lw_stmt *wb = s3_nest(b, with_lets(b, wb_final, 0), 0);
        if (last)
            wb = lw_if(p, last, wb, s3_nest(b, with_lets(b, wb_part, 0), 0));
        lw_stmt *parts[3] = {init, upd, wb};
        nest_body = lw_alloc(p, acc, lw_block(p, 3, parts));
    }
    nest_body->version = 1;

    /* S2 loops (order2) */
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order2[i];
        if (a >= g)
            nest_body = tile_for(b, a, 2, nest_body);
    }
    if (b->gpu)
        return gpu_outer(b, nest_body, allocs);
    /* R0-level packs, R0 loops */
    lw_list l = {0};
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level == PK_R0 && !b->pk[q].kept)
            lw_list_push(p, &l, build_pack(b, q));
    if (l.n) {
        lw_list_push(p, &l, nest_body);
        nest_body = lw_list_block(p, &l);
    }
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].kept)
            build_kept_entry(b, q);
    for (int i = nr - 1; i >= 0; i--) {
        int r = nest->rorder[i];
        if (b->u0[r] < 0)
            continue;
        nest_body = lw_for(p, b->u0[r], lw_int(p, 0),
                           lw_int(p, ceil_div(b->K[r], b->tk[r])), LF_SERIAL, nest_body);
        if (r == b->vec_r && b->u1[r] < 0) {
            /* the lane loop tiles R0 directly (tk == W) */
            nest_body->full = b->W;
            nest_body->tail = b->K[r] % b->W;
            nest_body->tile_len = lw_int(p, b->K[r]);
        }
    }
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level == PK_S1 && !b->pk[q].kept)
            lw_list_push(p, &l, build_pack(b, q));
    if (l.n) {
        lw_list_push(p, &l, nest_body);
        nest_body = lw_list_block(p, &l);
    }
    /* S1 loops, then S0 loops (order0); the first `par` S0 loops fused */
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        if (a >= g)
            nest_body = tile_for(b, a, 1, nest_body);
    }
    int fused[TT_MAX_RANK], nf = 0;
    int par = in_group ? 0 : nest->par;
    if (t->nthreads <= 1)
        par = 0;
    for (int i = 0; i < ns && nf < par; i++) {
        int a = nest->order0[i];
        if (a >= g && b->lv[a][0] >= 0)
            fused[nf++] = a;
    }
    for (int i = ns - 1; i >= 0; i--) {
        int a = nest->order0[i];
        int isf = 0;
        for (int k = 0; k < nf; k++)
            isf |= fused[k] == a;
        if (a >= g && !isf)
            nest_body = tile_for(b, a, 0, nest_body);
    }
    int first_alloc = allocs->n;   /* earlier stages' allocations stay where they are */
    for (int q = 0; q < LW_MAX_READS; q++)
        if (b->pk[q].level && !b->pk[q].kept)
            lw_list_push(p, allocs, lw_alloc(p, b->pk[q].buf, NULL));
    if (nf > 0) {
        int64_t total = 1;
        for (int k = 0; k < nf; k++)
            total *= p->vars[b->lv[fused[k]][0]].hi + 1;
        int pv = mkvar(b, s->vars[fused[0]].name, ".par", 0, total - 1);
        int64_t stride = 1;
        for (int k = nf - 1; k >= 0; k--) {
            int a = fused[k];
            int v = b->lv[a][0];
            int64_t n = p->vars[v].hi + 1;
            lw_expr *x = lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, pv), lw_int(p, stride)),
                                lw_int(p, n));
            nest_body = lw_let(p, v, x, nest_body);
            if (tile_loop(b, a) == 0 && b->T[a][3] > 1) {
                /* the fused S0 index still tiles the register tile */
                nest_body->full = b->T[a][3];
                nest_body->tail = b->E[a] % b->T[a][3];
                nest_body->tile_len = lw_int(p, b->E[a]);
            }
            stride *= n;
        }
        /* this stage's allocations move to the top of the parallel body */
        for (int i = allocs->n - 1; i >= first_alloc; i--) {
            allocs->v[i]->body = nest_body;
            nest_body = allocs->v[i];
        }
        allocs->n = first_alloc;
        nest_body = lw_for(p, pv, lw_int(p, 0), lw_int(p, total), LF_PARALLEL, nest_body);
    }
    return nest_body;
}

/* wrap `body` in the allocations collected in l (innermost last) */
static lw_stmt *wrap_allocs(lw_list *l, lw_stmt *body)
{
    for (int i = l->n - 1; i >= 0; i--) {
        l->v[i]->body = body;
        body = l->v[i];
    }
    l->n = 0;
    return body;
}

static lw_stmt *build_group(bctx *b, lw_list *fallocs)
{
    lw_prog *p = b->p;
    const ir_def *d = b->d;
    const ir_task *t = b->t;
    const lw_sched *sc = b->sc;
    int g = b->group;
    /* the first root stage defines the row extents */
    int s0 = -1;
    for (int i = 0; i < d->nstmts && s0 < 0; i++)
        if (sc->mode[i] == SM_ROOT)
            s0 = i;
    const ir_stmt *st0 = &d->stmts[s0];
    int g0[TT_MAX_RANK], g1[TT_MAX_RANK];
    int64_t E[TT_MAX_RANK], gt[TT_MAX_RANK];
    for (int a = 0; a < g; a++) {
        E[a] = t->extent[s0][a];
        gt[a] = TT_MAX(1, TT_MIN(sc->gtile[a], E[a]));
        g0[a] = ceil_div(E[a], gt[a]) > 1
                    ? mkvar(b, st0->vars[a].name, ".g0", 0, ceil_div(E[a], gt[a]) - 1) : -1;
        g1[a] = gt[a] > 1 ? mkvar(b, st0->vars[a].name, ".g1", 0, gt[a] - 1) : -1;
        int x = mkvar(b, st0->vars[a].name, "", 0, E[a] - 1);
        b->gidx[a] = lw_ref(p, x);
        b->gvar[a] = x;
    }
    /* per-row temps */
    lw_list allocs = {0};
    for (int i = 0; i < d->nstmts; i++) {
        int ti = d->stmts[i].tensor;
        if (sc->mode[i] != SM_ROOT || d->tensors[ti].kind != T_TEMP)
            continue;
        int64_t shape[TT_MAX_RANK];
        int n = 0;
        for (int k = g; k < d->tensors[ti].rank; k++)
            shape[n++] = t->shape[ti][k];
        if (n == 0)
            shape[n++] = 1;
        b->tbuf[ti] = new_local(b, d->tensors[ti].name, d->tensors[ti].dtype, n, shape, 16);
        p->bufs[b->tbuf[ti]].tensor = ti;
        b->grouped[ti] = 1;
        lw_list_push(p, &allocs, lw_alloc(p, b->tbuf[ti], NULL));
    }
    lw_list stages = {0};
    for (int i = 0; i < d->nstmts; i++) {
        if (sc->mode[i] != SM_ROOT)
            continue;
        lw_stmt *st = build_stage(b, i, &allocs, 1);
        if (!st)
            return NULL;
        lw_list_push(p, &stages, st);
    }
    lw_stmt *body = lw_list_block(p, &stages);
    for (int a = g - 1; a >= 0; a--) {
        lw_expr *x = lw_int(p, 0);
        if (g0[a] >= 0)
            x = lw_bin(p, LE_MUL, lw_ref(p, g0[a]), lw_int(p, gt[a]));
        if (g1[a] >= 0)
            x = lw_bin(p, LE_ADD, x, lw_ref(p, g1[a]));
        body = lw_let(p, b->gvar[a], x, body);
        if (g1[a] >= 0) {
            lw_expr *len = lw_int(p, gt[a]);
            if (g0[a] >= 0)
                len = lw_bin(p, LE_MIN, len, lw_bin(p, LE_SUB, lw_int(p, E[a]),
                             lw_bin(p, LE_MUL, lw_ref(p, g0[a]), lw_int(p, gt[a]))));
            body = lw_for(p, g1[a], lw_int(p, 0), len, LF_SERIAL, body);
        }
    }
    /* the row-tile loops: fused and parallel when asked */
    int64_t total = 1;
    for (int a = 0; a < g; a++)
        if (g0[a] >= 0)
            total *= p->vars[g0[a]].hi + 1;
    int parallel = sc->gpar && t->nthreads > 1 && total > 1;
    if (parallel) {
        int pv = mkvar(b, st0->vars[0].name, ".par", 0, total - 1);
        int64_t stride = 1;
        for (int a = g - 1; a >= 0; a--) {
            if (g0[a] < 0)
                continue;
            int64_t n = p->vars[g0[a]].hi + 1;
            body = lw_let(p, g0[a], lw_bin(p, LE_MOD, lw_bin(p, LE_DIV, lw_ref(p, pv),
                                                             lw_int(p, stride)), lw_int(p, n)),
                          body);
            stride *= n;
        }
        body = wrap_allocs(&allocs, body);
        return lw_for(p, pv, lw_int(p, 0), lw_int(p, total), LF_PARALLEL, body);
    }
    for (int a = g - 1; a >= 0; a--)
        if (g0[a] >= 0)
            body = lw_for(p, g0[a], lw_int(p, 0), lw_int(p, p->vars[g0[a]].hi + 1),
                          LF_SERIAL, body);
    for (int i = 0; i < allocs.n; i++)
        lw_list_push(p, fallocs, allocs.v[i]);
    return body;
}

lw_prog *lw_build(const ir_task *t, const lw_sched *sc, char *msg, size_t msgn)
{
    if (lw_sched_check(t, sc, msg, msgn) != 0)
        return NULL;
    const ir_def *d = t->def;
    lw_prog *p = lw_prog_new(t);
    if (!p) {
        tt_snprintf(msg, msgn, "out of memory");
        return NULL;
    }
    p->vector_bits = sc->vector_bits ? sc->vector_bits : 512;
    bctx b;
    memset(&b, 0, sizeof b);
    b.p = p;
    b.t = t;
    b.d = d;
    b.sc = sc;
    b.msg = msg;
    b.msgn = msgn;
    b.epi_tensor = -1;
    b.flagbuf = -1;
    b.group = sc->group;
    b.gpu = lw_task_is_gpu(t);
    p->gpu = b.gpu;
    lw_stage_analyze(t, b.info);
    b.tbuf = tt_arena_alloc(&p->arena, sizeof(int) * (size_t)d->ntensors);
    b.grouped = tt_arena_alloc(&p->arena, sizeof(int) * (size_t)d->ntensors);
    if (!b.tbuf || !b.grouped) {
        lw_prog_free(p);
        tt_snprintf(msg, msgn, "out of memory");
        return NULL;
    }
    /* parameters: every input and output, in tensor order */
    for (int i = 0; i < d->ntensors; i++) {
        b.tbuf[i] = -1;
        if (i >= d->ninputs + d->noutputs)
            continue;
        const ir_tensor *tn = &d->tensors[i];
        lw_buf bf;
        memset(&bf, 0, sizeof bf);
        bf.name = tn->name;
        bf.dt = tn->dtype;
        bf.kind = i < d->ninputs ? LB_INPUT : LB_OUTPUT;
        bf.tensor = i;
        bf.param = p->nparams++;
        bf.rank = tn->rank;
        memcpy(bf.shape, t->shape[i], sizeof t->shape[i]);
        memcpy(bf.stride, t->stride[i], sizeof t->stride[i]);
        bf.size = ir_tensor_span(t, i);
        b.tbuf[i] = lw_buf_new(p, &bf);
    }
    lw_list fallocs = {0};
    lw_list stages = {0};
    if (b.group > 0) {
        lw_stmt *st = build_group(&b, &fallocs);
        if (st)
            lw_list_push(p, &stages, st);
    } else {
        for (int i = 0; i < d->nstmts && !b.failed; i++) {
            int ti = d->stmts[i].tensor;
            if (sc->mode[i] == SM_ROOT && d->tensors[ti].kind == T_TEMP) {
                int64_t shape[TT_MAX_RANK];
                int n = d->tensors[ti].rank;
                memcpy(shape, t->shape[ti], sizeof(int64_t) * (size_t)n);
                if (n == 0)
                    shape[n++] = 1;
                /* a workspace parameter: the runtime allocates it, so
                   running out of memory is a status, not a crash */
                b.tbuf[ti] = new_local(&b, d->tensors[ti].name, d->tensors[ti].dtype,
                                       n, shape, 1);
                p->bufs[b.tbuf[ti]].tensor = ti;
                p->bufs[b.tbuf[ti]].scope = LB_HEAP;
                p->bufs[b.tbuf[ti]].param = p->nparams++;
            }
        }
        for (int i = 0; i < d->nstmts && !b.failed; i++) {
            if (sc->mode[i] != SM_ROOT)
                continue;
            lw_stmt *st = build_stage(&b, i, &fallocs, 0);
            if (!st)
                break;
            lw_list_push(p, &stages, st);
        }
    }
    if (b.failed || p->oom) {
        if (p->oom)
            tt_snprintf(msg, msgn, "out of memory while lowering");
        lw_prog_free(p);
        return NULL;
    }
    lw_stmt *body = lw_list_block(p, &stages);
    if (b.prepack.n) {
        /* the pack entry: flag[0] != 0 fills the kept packs, nothing else */
        lw_expr *z = lw_int(p, 0);
        lw_expr *cond = lw_bin(p, LE_NE, lw_load(p, b.flagbuf, 1, &z, NULL), lw_int(p, 0));
        body = lw_if(p, cond, lw_list_block(p, &b.prepack), body);
    }
    int f = lw_func_new(p, "tt_kernel");
    p->funcs[f].body = wrap_allocs(&fallocs, body);
    p->funcs[f].nparams = p->nparams;
    return p;
}

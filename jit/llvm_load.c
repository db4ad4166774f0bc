/*
 * Loads, for jit/llvm_emit.c: a guarded scalar or broadcast read of one
 * address (zero_load), contiguous vectors (masked under a guard; a
 * window's taps as shifts of aligned vectors, shifted_load), strided
 * reads (pieces and shuffles; a split window row's phases sharing their
 * pieces, the guard element by element: elem_pred, phase_mask), gathers
 * otherwise; and the affine forms of indices (lin_add) that make equal
 * addresses print alike.
 */
#include <stdlib.h>
#include <string.h>

#include "jit/llvm_emit.h"

/* the emitter's helpers (jit/llvm_emit.c) under their names there */
static inline LLVMTypeRef scalar_ty(em *e, int dt) { return jit_em_scalar_ty(e, dt); }
static inline LLVMValueRef splat(em *e, LLVMValueRef v, int lanes) { return jit_em_splat(e, v, lanes); }
static inline LLVMValueRef const_of(em *e, int dt, int lanes, double f, int64_t i)
{
    return jit_em_const_of(e, dt, lanes, f, i);
}
static inline LLVMValueRef intrinsic(em *e, const char *name, LLVMTypeRef *ov, size_t nov,
                                     LLVMValueRef *args, unsigned nargs)
{
    return jit_em_intrinsic(e, name, ov, nov, args, nargs);
}
static inline LLVMValueRef all_true(em *e, int lanes) { return jit_em_all_true(e, lanes); }
static inline LLVMValueRef elem_ptr(em *e, int buf, LLVMValueRef idx)
{
    return jit_em_elem_ptr(e, buf, idx);
}
static inline LLVMValueRef expr(em *e, const lw_expr *x) { return jit_em_expr(e, x); }
static inline LLVMBasicBlockRef new_block(em *e, const char *name)
{
    return jit_em_new_block(e, name);
}

static LLVMValueRef widen_loaded(em *e, const lw_buf *b, LLVMValueRef v)
{
    if (b->dt == DT_I32) {
        LLVMTypeRef t = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind
                            ? LLVMVectorType(e->i64, LLVMGetVectorSize(LLVMTypeOf(v)))
                            : e->i64;
        return LLVMBuildSExt(e->B, v, t, "");
    }
    return v;
}

static LLVMValueRef load_pred(em *e, const lw_expr *x, LLVMValueRef pred);

/* The conjuncts of a vector predicate that are one scalar broadcast to
 * every lane (x16(row inside)) ANDed into *uni, the others into *rest. */
static void split_pred(em *e, const lw_expr *c, LLVMValueRef *uni, LLVMValueRef *rest)
{
    if (c->op == LE_AND && c->lanes > 1) {
        split_pred(e, c->args[0], uni, rest);
        split_pred(e, c->args[1], uni, rest);
        return;
    }
    if (c->op == LE_BCAST && c->args[0]->lanes == 1) {
        LLVMValueRef v = expr(e, c->args[0]);
        *uni = *uni ? LLVMBuildAnd(e->B, *uni, v, "") : v;
        return;
    }
    LLVMValueRef v = expr(e, c);
    *rest = *rest ? LLVMBuildAnd(e->B, *rest, v, "") : v;
}

/* A load of one address (a scalar, or one broadcast to every lane) whose
 * guard is the same for every lane: where the guard fails it reads a
 * constant zero instead of the tensor, so the guard is one select of the
 * address and the load stays a plain load, or a broadcast from memory
 * (the guarded rows of a border register tile: cmov + vbroadcastss
 * instead of cmov, load, masked move and broadcast a row per step). */
static LLVMValueRef zero_load(em *e, const lw_expr *x, LLVMValueRef guard)
{
    const lw_buf *b = &e->p->bufs[x->id];
    const lw_expr *ix = x->args[0];
    if (ix->op == LE_BCAST && ix->args[0]->lanes == 1)
        ix = ix->args[0];
    LLVMTypeRef st = b->dt == DT_I64 ? e->i64 : scalar_ty(e, b->dt);
    unsigned align = (unsigned)ir_dtype_size(b->dt == DT_I64 ? DT_F64 : b->dt);
    if (!e->zero) {
        LLVMTypeRef zt = LLVMArrayType(e->i64, 8);
        e->zero = LLVMAddGlobal(e->M, zt, "tt.zero");
        LLVMSetInitializer(e->zero, LLVMConstNull(zt));
        LLVMSetGlobalConstant(e->zero, 1);
        LLVMSetLinkage(e->zero, LLVMPrivateLinkage);
        LLVMSetAlignment(e->zero, 64);
    }
    LLVMValueRef ptr = elem_ptr(e, x->id, expr(e, ix));
    ptr = LLVMBuildSelect(e->B, guard, ptr, e->zero, "");
    LLVMValueRef v = LLVMBuildLoad2(e->B, st, ptr, "");
    LLVMSetAlignment(v, align);
    return splat(e, widen_loaded(e, b, v), x->lanes);
}

/* A load under a guard.  One address under a guard the same for every lane
 * reads a constant zero where it fails (zero_load).  A vector load: the
 * part of the guard that is the same for every lane becomes a branch
 * around the load: a masked load whose mask is
 * all false still touches the memory (AVX-512 fault suppression), and on
 * Zen 4 one outside the tensor's pages cost ~15 ns (the rows of a
 * convolution's padding, copied into a window: 54 -> 102 GFLOP/s). */
static LLVMValueRef load(em *e, const lw_expr *x)
{
    if (!x->pred)
        return load_pred(e, x, NULL);
    int one_addr = x->lanes == 1 || x->args[0]->lanes == 1 ||
                   (x->args[0]->op == LE_BCAST && x->args[0]->args[0]->lanes == 1);
    if (one_addr && x->pred->lanes == 1)
        return zero_load(e, x, expr(e, x->pred));
    if (one_addr && x->pred->op == LE_BCAST && x->pred->args[0]->lanes == 1)
        return zero_load(e, x, expr(e, x->pred->args[0]));
    if (x->lanes == 1 || x->args[0]->lanes == 1)
        return load_pred(e, x, expr(e, x->pred));
    LLVMValueRef uni = NULL, rest = NULL;
    split_pred(e, x->pred, &uni, &rest);
    if (!uni)
        return load_pred(e, x, rest);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(e->B);
    LLVMBasicBlockRef yes = new_block(e, "ld.in"), join = new_block(e, "ld.join");
    LLVMBuildCondBr(e->B, uni, yes, join);
    LLVMPositionBuilderAtEnd(e->B, yes);
    LLVMValueRef v = load_pred(e, x, rest);
    LLVMBasicBlockRef yes_end = LLVMGetInsertBlock(e->B);
    LLVMBuildBr(e->B, join);
    LLVMPositionBuilderAtEnd(e->B, join);
    LLVMValueRef phi = LLVMBuildPhi(e->B, LLVMTypeOf(v), "");
    LLVMValueRef vals[2] = {v, LLVMConstNull(LLVMTypeOf(v))};
    LLVMBasicBlockRef from_bb[2] = {yes_end, from};
    LLVMAddIncoming(phi, vals, from_bb, 2);
    return phi;
}

/* add c * variable id, the terms kept in increasing variable order */
static int lin_term(lin_form *f, int id, int64_t c)
{
    int i = 0;
    while (i < f->n && f->id[i] < id)
        i++;
    if (i < f->n && f->id[i] == id) {
        f->c[i] += c;
        return 0;
    }
    if (f->n == 24)
        return -1;
    memmove(&f->id[i + 1], &f->id[i], sizeof f->id[0] * (size_t)(f->n - i));
    memmove(&f->c[i + 1], &f->c[i], sizeof f->c[0] * (size_t)(f->n - i));
    f->id[i] = id;
    f->c[i] = c;
    f->n++;
    return 0;
}

static int lin_add(em *e, const lw_expr *x, int64_t s, lin_form *f, int depth)
{
    if (depth > 16)
        return -1;
    switch (x->op) {
    case LE_INT:
        f->k += s * x->i;
        return 0;
    case LE_VAR: {
        const lin_form *g = e->letf[x->id];
        if (g) {
            for (int i = 0; i < g->n; i++)
                if (lin_term(f, g->id[i], s * g->c[i]))
                    return -1;
            f->k += s * g->k;
            return 0;
        }
        if (!e->var[x->id])
            return -1;
        return lin_term(f, x->id, s);
    }
    case LE_ADD:
    case LE_SUB:
        if (lin_add(e, x->args[0], s, f, depth + 1))
            return -1;
        return lin_add(e, x->args[1], x->op == LE_ADD ? s : -s, f, depth + 1);
    case LE_NEG:
        return lin_add(e, x->args[0], -s, f, depth + 1);
    case LE_MUL:
        if (x->args[1]->op == LE_INT)
            return lin_add(e, x->args[0], s * x->args[1]->i, f, depth + 1);
        if (x->args[0]->op == LE_INT)
            return lin_add(e, x->args[1], s * x->args[0]->i, f, depth + 1);
        return -1;
    default:
        return -1;
    }
}

/* sum_v c_v v in increasing variable order (0 when there is none) */
static LLVMValueRef lin_emit(em *e, const lin_form *f)
{
    LLVMValueRef acc = NULL;
    for (int i = 0; i < f->n; i++) {
        if (f->c[i] == 0)
            continue;
        LLVMValueRef t = e->var[f->id[i]];
        if (f->c[i] != 1)
            t = LLVMBuildMul(e->B, t, LLVMConstInt(e->i64, (unsigned long long)f->c[i], 1), "");
        acc = acc ? LLVMBuildAdd(e->B, acc, t, "") : t;
    }
    return acc ? acc : LLVMConstInt(e->i64, 0, 0);
}

/* A contiguous vector load from a local buffer marked for it (lw_expr.shift:
 * a window's taps that feed one FMA each) at an index r (0 < r < W) past
 * a multiple of W: two loads of the
 * aligned vectors it straddles and a shuffle that takes W lanes from r
 * (valignd).  The unaligned W-lane load crosses a cache line every time (a
 * 512-bit vector on a 64-byte line), and the load ports were the limit of
 * an x-lanes convolution: its taps kx = 0, 1, 2 read one window row at
 * offsets 0, 1, 2, so three split loads per row and tap row become two
 * aligned loads, shared by every tap and by the next row, and two
 * shuffles.  Locals are 64-byte aligned and their allocation a whole
 * number of vectors (lwb_local pads the inner dimension; the heap rounds
 * up to 64 bytes), so both vectors are inside it when the original load's
 * first and last lanes are.  Under a guard only a constant lane mask with
 * lane 0 true is taken (the partial vector of a register tile): then lane
 * 0's element is in bounds, and the second vector is read only when a
 * true lane falls in it.  NULL: not such a load. */
static LLVMValueRef shifted_load(em *e, const lw_expr *x, LLVMValueRef pred)
{
    const lw_buf *b = &e->p->bufs[x->id];
    const lw_expr *ix = x->args[0];
    int W = x->lanes, esz = b->dt == DT_F64 ? 8 : 4;
    if (!x->shift || b->kind != LB_LOCAL || (b->dt != DT_F32 && b->dt != DT_F64) || W < 4 ||
        (W & (W - 1)) ||
        W * esz > 64 || b->size % W || ix->op != LE_RAMP || ix->i != 1)
        return NULL;
    lin_form f = {0};
    if (lin_add(e, ix->args[0], 1, &f, 0))
        return NULL;
    for (int i = 0; i < f.n; i++)
        if (f.c[i] % W)
            return NULL;
    int64_t r = (f.k % W + W) % W;
    if (r == 0)
        return NULL;
    int last = W - 1;
    if (pred) {
        if (!LLVMIsConstant(pred))
            return NULL;
        last = -1;
        for (int i = 0; i < W; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(pred, (unsigned)i);
            if (!el || LLVMIsUndef(el) || !LLVMIsAConstantInt(el))
                return NULL;
            if (LLVMConstIntGetZExtValue(el))
                last = i;
            else if (i == 0)
                return NULL;
        }
    }
    LLVMTypeRef st = scalar_ty(e, b->dt), vt = LLVMVectorType(st, (unsigned)W);
    LLVMValueRef at = lin_emit(e, &f);
    LLVMValueRef v[2];
    for (int k = 0; k < 2; k++) {
        if (k == 1 && r + last < W) {
            v[1] = LLVMConstNull(vt);
            break;
        }
        LLVMValueRef ak = LLVMBuildAdd(e->B, at, LLVMConstInt(e->i64, (unsigned long long)(f.k - r + k * W), 1), "");
        v[k] = LLVMBuildLoad2(e->B, vt, elem_ptr(e, x->id, ak), "");
        LLVMSetAlignment(v[k], (unsigned)(W * esz));
    }
    LLVMValueRef mask[64];
    for (int i = 0; i < W; i++)
        mask[i] = LLVMConstInt(e->i32, (unsigned long long)(r + i), 0);
    LLVMValueRef s = LLVMBuildShuffleVector(e->B, v[0], v[1], LLVMConstVector(mask, (unsigned)W), "");
    return pred ? LLVMBuildSelect(e->B, pred, s, LLVMConstNull(vt), "") : s;
}

/* A vector of `lanes` integers: value x of a guard's comparison, its
 * every ramp of stride str (the guarded row's coordinate, lane i at
 * a + str i) read element by element instead, ramp(a + at, 1, lanes).
 * NULL: x holds another ramp or an operation not handled. */
static LLVMValueRef elem_value(em *e, const lw_expr *x, int64_t str, int64_t at, int lanes)
{
    if (x->lanes == 1)
        return splat(e, expr(e, x), lanes);
    switch (x->op) {
    case LE_INT:
        return const_of(e, x->dt, lanes, 0, x->i);
    case LE_BCAST:
        return x->args[0]->lanes == 1 ? splat(e, expr(e, x->args[0]), lanes) : NULL;
    case LE_RAMP: {
        if (x->i != str || x->args[0]->lanes != 1)
            return NULL;
        LLVMValueRef base = LLVMBuildAdd(e->B, expr(e, x->args[0]),
                                         LLVMConstInt(e->i64, (unsigned long long)at, 1), "");
        LLVMValueRef steps[64];
        for (int i = 0; i < lanes; i++)
            steps[i] = LLVMConstInt(e->i64, (unsigned long long)i, 0);
        return LLVMBuildAdd(e->B, splat(e, base, lanes), LLVMConstVector(steps, (unsigned)lanes), "");
    }
    case LE_ADD:
    case LE_SUB: {
        LLVMValueRef a = elem_value(e, x->args[0], str, at, lanes);
        LLVMValueRef b = a ? elem_value(e, x->args[1], str, at, lanes) : NULL;
        if (!b || x->dt != DT_I64)
            return NULL;
        return x->op == LE_ADD ? LLVMBuildAdd(e->B, a, b, "") : LLVMBuildSub(e->B, a, b, "");
    }
    default:
        return NULL;
    }
}

/* Guard c of a phase's copy (lw_expr.phase) element by element: the mask
 * of the `lanes` elements from the one at `at` past lane 0's.  The guard
 * is the row's bounds, lo <= a + str i < hi (guards.c; the outer
 * dimensions in bounds by the copy's branch), an interval of the row, so
 * an element between or beside the lanes is in the tensor where it says
 * so.  NULL: another guard. */
static LLVMValueRef elem_pred(em *e, const lw_expr *c, int64_t str, int64_t at, int lanes)
{
    switch (c->op) {
    case LE_AND: {
        LLVMValueRef a = elem_pred(e, c->args[0], str, at, lanes);
        LLVMValueRef b = a ? elem_pred(e, c->args[1], str, at, lanes) : NULL;
        return b ? LLVMBuildAnd(e->B, a, b, "") : NULL;
    }
    case LE_BCAST:
        return c->args[0]->lanes == 1 ? splat(e, expr(e, c->args[0]), lanes) : NULL;
    case LE_LT:
    case LE_LE: {
        if (c->args[0]->dt != DT_I64 || c->args[1]->dt != DT_I64)
            return NULL;
        LLVMValueRef a = elem_value(e, c->args[0], str, at, lanes);
        LLVMValueRef b = a ? elem_value(e, c->args[1], str, at, lanes) : NULL;
        if (!b)
            return NULL;
        return LLVMBuildICmp(e->B, c->op == LE_LT ? LLVMIntSLT : LLVMIntSLE, a, b, "");
    }
    default:
        return NULL;
    }
}

/* The mask of the n elements from element `from` of phase h's pieces
 * (the row from h elements before the phase's first lane; x a strided
 * load of `lanes` lanes at stride str): the guard element by element,
 * only from the phase's first lane to its last -- a side of the guard is
 * left out where every lane is proven inside it (phase 1's lanes at 0,
 * 2, .. have no test of 0 <= x), which elements before the first lane or
 * after the last need not be; every element between two lanes is.  NULL:
 * another guard. */
static LLVMValueRef phase_mask(em *e, const lw_expr *x, int64_t str, int h, int from, int n,
                               int lanes)
{
    LLVMValueRef m = elem_pred(e, x->pred, str, from - h, n);
    if (!m)
        return NULL;
    LLVMValueRef in[64];
    for (int j = 0; j < n; j++) {
        int64_t t = (int64_t)from + j;
        in[j] = LLVMConstInt(e->i1, t >= h && t <= h + (int64_t)(lanes - 1) * str, 0);
    }
    return LLVMBuildAnd(e->B, m, LLVMConstVector(in, (unsigned)n), "");
}

static LLVMValueRef load_pred(em *e, const lw_expr *x, LLVMValueRef pred)
{
    const lw_buf *b = &e->p->bufs[x->id];
    const lw_expr *ix = x->args[0];
    int lanes = x->lanes;
    LLVMTypeRef st = scalar_ty(e, b->dt);
    unsigned align = (unsigned)ir_dtype_size(b->dt == DT_I64 ? DT_F64 : b->dt);
    if (b->dt == DT_I64)
        st = e->i64;
    if (ix->op == LE_BCAST && ix->args[0]->lanes == 1)
        ix = ix->args[0];   /* one address for every lane: a broadcast, not a gather */
    if (lanes == 1 || ix->lanes == 1) {
        /* scalar address (possibly broadcast) */
        LLVMValueRef idx = expr(e, ix);
        LLVMValueRef sp = pred;
        if (pred && lanes > 1) {
            LLVMTypeRef ov[1] = {LLVMTypeOf(pred)};
            sp = intrinsic(e, "llvm.vector.reduce.or", ov, 1, &pred, 1);
        }
        LLVMValueRef ptr = elem_ptr(e, x->id, idx);
        if (sp)   /* never touch memory the guard rules out */
            ptr = LLVMBuildSelect(e->B, sp, ptr, e->buf[x->id], "");
        LLVMValueRef v = LLVMBuildLoad2(e->B, st, ptr, "");
        LLVMSetAlignment(v, align);
        v = widen_loaded(e, b, v);
        if (sp)
            v = LLVMBuildSelect(e->B, sp, v, LLVMConstNull(LLVMTypeOf(v)), "");
        if (lanes > 1) {
            v = splat(e, v, lanes);
            if (pred)
                v = LLVMBuildSelect(e->B, pred, v, LLVMConstNull(LLVMTypeOf(v)), "");
        }
        return v;
    }
    LLVMTypeRef vt = LLVMVectorType(st, (unsigned)lanes);
    LLVMValueRef v;
    if ((v = shifted_load(e, x, pred)))
        return v;
    if (ix->op == LE_RAMP && ix->i == 1) {
        LLVMValueRef ptr = elem_ptr(e, x->id, expr(e, ix->args[0]));
        int pre = e->slow_masks && lanes <= 64 ? jit_llvm_const_prefix(pred, lanes) : 0;
        if (pre) {
            v = jit_llvm_prefix_load(e->B, st, ptr, pre, lanes, align);
        } else if (pred) {
            LLVMTypeRef ov[2] = {vt, e->ptr};
            LLVMValueRef args[4] = {ptr, LLVMConstInt(e->i32, align, 0), pred,
                                    LLVMConstNull(vt)};
            v = intrinsic(e, "llvm.masked.load", ov, 2, args, 4);
        } else {
            v = LLVMBuildLoad2(e->B, vt, ptr, "");
            LLVMSetAlignment(v, align);
        }
    } else if (ix->op == LE_RAMP && ix->i >= 2 && ix->i <= 4 && lanes <= 64) {
        /* a small constant stride s (pooling, strided convolution): the
           span the lanes cover, (lanes-1)*s+1 elements, read as s dense
           <lanes x T> loads (the last one overlapping the one before so
           as not to read past the span), then shuffles that keep every
           s-th element.  A gather would be scalarized on CPUs where
           gathers are slow (Zen): one load per lane; one odd-sized load of
           the span costs LLVM's legalizer seconds on unrolled code.  Under
           a guard each piece is a masked load whose mask has lane i's
           predicate at the element lane i takes from it, false elsewhere */
        int str = (int)ix->i;
        int span = (lanes - 1) * str + 1;
        /* Unguarded, at an index rho past a multiple of s (the index as a
           linear form, every coefficient a multiple of s): the pieces start
           rho elements early, at the multiple, from an address printed
           alike for every read of the row (lin_emit).  The phases of a
           window split by a stride-2 read (columns 2j and 2j + 1 of one
           image row) then load their first piece once, not once each.
           The multiple is in the buffer: the index of the span's first
           element is rho past it and not negative.  The last piece still
           ends at the span's last element. */
        int rho = 0;
        LLVMValueRef base = NULL;
        if (!pred) {
            lin_form f = {0};
            int ok = lin_add(e, ix->args[0], 1, &f, 0) == 0;
            for (int i = 0; ok && i < f.n; i++)
                ok = f.c[i] % str == 0;
            if (ok) {
                rho = (int)((f.k % str + str) % str);
                base = LLVMBuildAdd(e->B, lin_emit(e, &f),
                                    LLVMConstInt(e->i64, (unsigned long long)(f.k - rho), 1), "");
                span += rho;
            }
        }
        if (!base)
            base = expr(e, ix->args[0]);
        if (pred && e->wide512 && b->dt == DT_F32 && (lanes - 1) * str < 16) {   /* llvm_strided.c */
            /* a phase's copy (below): the register from the row's origin,
               its mask the guard element by element, shared by the phases */
            int h = x->phase - 1;
            LLVMValueRef em = NULL;
            if (x->pred && h > 0 && h < str && (lanes - 1) * str + h < 16)
                em = phase_mask(e, x, str, h, 0, 16, lanes);
            if (em) {
                base = LLVMBuildSub(e->B, base, LLVMConstInt(e->i64, (unsigned long long)h, 1), "");
            } else {
                h = 0;
                em = x->pred && x->phase == 1 ? phase_mask(e, x, str, 0, 0, 16, lanes) : NULL;
            }
            return jit_llvm_wide_strided_load(e->M, e->B, elem_ptr(e, x->id, base), pred, em,
                                              lanes, str, h);
        }
        /* A phase h of a split window row under its row's guard: the
           pieces from the row's origin, h elements early, at whole vectors
           (masked, so none reads past the guard), their masks the guard
           element by element -- the same addresses and masks for every
           phase of the row, so its S phases load them once (a 3x3
           stride-2 depthwise row of 14 outputs in 16 lanes: 2 loads a
           row, not 4) */
        LLVMValueRef emask[4] = {0};
        int h = x->phase - 1;
        if (pred && x->pred && h >= 0 && h < str) {
            lin_form f = {0};
            if (lin_add(e, ix->args[0], 1, &f, 0) == 0) {
                f.k -= h;
                base = LLVMBuildAdd(e->B, lin_emit(e, &f), LLVMConstInt(e->i64, (unsigned long long)f.k, 1), "");
            } else {
                base = LLVMBuildSub(e->B, base, LLVMConstInt(e->i64, (unsigned long long)h, 1), "");
            }
            rho = h;
            span += h;
            int ok = 1;
            for (int k = 0; ok && k * lanes < span; k++)
                ok = (emask[k] = phase_mask(e, x, str, h, k * lanes, lanes, lanes)) != NULL;
            if (!ok) {   /* another guard: as before */
                memset(emask, 0, sizeof emask);
                base = expr(e, ix->args[0]);
                rho = 0;
                span -= h;
            }
        }
        int npieces = (span + lanes - 1) / lanes;   /* at most 4: span <= 4 * lanes */
        LLVMValueRef piece[4] = {0};
        int off[4];
        LLVMValueRef mask[64];
        for (int k = 0; k < npieces; k++) {
            off[k] = emask[0] ? k * lanes : TT_MIN(k * lanes, span - lanes);
            LLVMValueRef at = LLVMBuildAdd(e->B, base, LLVMConstInt(e->i64, (unsigned)off[k], 0), "");
            LLVMValueRef ptr = elem_ptr(e, x->id, at);
            if (emask[0]) {
                LLVMTypeRef ov[2] = {vt, e->ptr};
                LLVMValueRef args[4] = {ptr, LLVMConstInt(e->i32, align, 0), emask[k], LLVMConstNull(vt)};
                piece[k] = intrinsic(e, "llvm.masked.load", ov, 2, args, 4);
            } else if (pred) {
                for (int m = 0; m < lanes; m++)
                    mask[m] = LLVMConstInt(e->i32, (unsigned)lanes, 0);   /* false */
                for (int i = 0; i < lanes; i++) {
                    int j = i * str;
                    if (TT_MIN(j / lanes, npieces - 1) == k)
                        mask[j - off[k]] = LLVMConstInt(e->i32, (unsigned)i, 0);
                }
                LLVMValueRef pm = LLVMBuildShuffleVector(e->B, pred, LLVMConstNull(LLVMTypeOf(pred)),
                                                         LLVMConstVector(mask, (unsigned)lanes), "");
                LLVMTypeRef ov[2] = {vt, e->ptr};
                LLVMValueRef args[4] = {ptr, LLVMConstInt(e->i32, align, 0), pm, LLVMConstNull(vt)};
                piece[k] = intrinsic(e, "llvm.masked.load", ov, 2, args, 4);
            } else {
                piece[k] = LLVMBuildLoad2(e->B, vt, ptr, "");
                LLVMSetAlignment(piece[k], align);
            }
        }
        v = piece[0];
        for (int k = 1; k < npieces; k++) {
            for (int i = 0; i < lanes; i++) {
                int j = rho + i * str, pk = TT_MIN(j / lanes, npieces - 1);
                if (pk < k)
                    mask[i] = LLVMConstInt(e->i32, (unsigned)(k == 1 ? j - off[0] : i), 0);
                else if (pk == k)
                    mask[i] = LLVMConstInt(e->i32, (unsigned)(lanes + j - off[k]), 0);
                else
                    mask[i] = LLVMGetUndef(e->i32);
            }
            v = LLVMBuildShuffleVector(e->B, v, piece[k], LLVMConstVector(mask, (unsigned)lanes), "");
        }
        /* Lanes whose predicate is false are zero by the masked loads'
           passthru already; say it again after the shuffles.  Without this,
           LLVM 19 on a 256-bit target (16 lanes split in two) kept loaded
           values in false lanes of a guarded stride-2 read (found by the
           fuzz on Zen 3: A[i, 2j+1, 2k+1] at j, k out of range). */
        if (pred && !(emask[0] && e->wide512))
            v = LLVMBuildSelect(e->B, pred, v, LLVMConstNull(vt), "");
    } else {
        LLVMValueRef idx = expr(e, ix);
        LLVMValueRef ptrs = LLVMBuildGEP2(e->B, st, e->buf[x->id], &idx, 1, "");
        LLVMTypeRef pvt = LLVMVectorType(e->ptr, (unsigned)lanes);
        LLVMTypeRef ov[2] = {vt, pvt};
        LLVMValueRef args[4] = {ptrs, LLVMConstInt(e->i32, align, 0),
                                pred ? pred : all_true(e, lanes), LLVMConstNull(vt)};
        v = intrinsic(e, "llvm.masked.gather", ov, 2, args, 4);
    }
    return widen_loaded(e, b, v);
}

LLVMValueRef jit_em_load(em *e, const lw_expr *x)
{
    return load(e, x);
}

int jit_em_lin_add(em *e, const lw_expr *x, int64_t s, lin_form *f, int depth)
{
    return lin_add(e, x, s, f, depth);
}

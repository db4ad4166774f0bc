/*
 * Loop AST -> LLVM IR, through the LLVM-C API.
 *
 * Requires: a program after the whole lowering pipeline (flat accesses,
 * vectors explicit, parallel loops outlined).  Produces one module:
 *
 *   void tt_kernel(ptr noalias %A, ptr noalias %B, ...)
 *   void tt_kernel_parN(ptr %closure, i64 %start, i64 %end)   per parallel loop,
 *        a wrapper that unpacks the closure into an always-inlined body
 *        with noalias buffer parameters.
 *
 * Vector statements become explicit <W x T> operations: dense loads and
 * stores for unit-stride ramps, broadcasts for uniform addresses, masked
 * loads/stores for partial vectors and guards, gathers/scatters otherwise
 * (never leave a reduction loop to LLVM's vectorizer: it vectorizes the
 * reduction with gathers, measured 8x slower than an explicit register
 * tile -- every loop we emit carries llvm.loop.vectorize.enable = false).
 * Floating-point adds and multiplies allow contraction into FMA, nothing
 * else of fast-math.  exp, log, tanh, erf and pow on vectors call glibc's
 * libmvec variants when the backend has them (vec_math); LLVM would
 * otherwise make one scalar libm call per lane.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "jit/jit.h"
#include "jit/llvm_internal.h"

#include "jit/llvm_emit.h"

static void efail(em *e, const char *m)
{
    if (!e->failed)
        tt_snprintf(e->err, e->errn, "llvm codegen: %s", m);
    e->failed = 1;
}

/* ---- types and constants -------------------------------------------- */

static LLVMTypeRef scalar_ty(em *e, int dt)
{
    switch (dt) {
    case DT_F32: return e->f32;
    case DT_F64: return e->f64;
    case DT_I32: return e->i32;
    case DT_BOOL: return e->i1;
    }
    return e->i64;
}

static LLVMTypeRef ty(em *e, int dt, int lanes)
{
    LLVMTypeRef s = scalar_ty(e, dt);
    return lanes > 1 ? LLVMVectorType(s, (unsigned)lanes) : s;
}

static LLVMValueRef splat(em *e, LLVMValueRef v, int lanes)
{
    if (lanes <= 1)
        return v;
    LLVMTypeRef vt = LLVMVectorType(LLVMTypeOf(v), (unsigned)lanes);
    if (LLVMIsConstant(v)) {
        LLVMValueRef *elts = malloc(sizeof(LLVMValueRef) * (size_t)lanes);
        if (!elts) {
            efail(e, "out of memory");
            return LLVMGetUndef(vt);
        }
        for (int i = 0; i < lanes; i++)
            elts[i] = v;
        LLVMValueRef c = LLVMConstVector(elts, (unsigned)lanes);
        free(elts);
        return c;
    }
    LLVMValueRef u = LLVMGetPoison(vt);
    LLVMValueRef ins = LLVMBuildInsertElement(e->B, u, v, LLVMConstInt(e->i32, 0, 0), "");
    LLVMValueRef mask = LLVMConstNull(LLVMVectorType(e->i32, (unsigned)lanes));
    return LLVMBuildShuffleVector(e->B, ins, LLVMGetPoison(vt), mask, "");
}

static LLVMValueRef const_of(em *e, int dt, int lanes, double f, int64_t i)
{
    LLVMValueRef c;
    if (dt == DT_F32 || dt == DT_F64)
        c = LLVMConstReal(scalar_ty(e, dt), f);
    else
        c = LLVMConstInt(scalar_ty(e, dt), (unsigned long long)i, 1);
    return splat(e, c, lanes);
}

/* ---- intrinsics ------------------------------------------------------- */

static LLVMValueRef intrinsic(em *e, const char *name, LLVMTypeRef *ov, size_t nov,
                              LLVMValueRef *args, unsigned nargs)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id) {
        efail(e, "unknown intrinsic");
        return LLVMGetUndef(e->i64);
    }
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(e->M, id, ov, nov);
    LLVMTypeRef ft = LLVMIntrinsicGetType(e->C, id, ov, nov);
    return LLVMBuildCall2(e->B, ft, f, args, nargs, "");
}

static LLVMValueRef call_ext(em *e, const char *name, LLVMTypeRef ret, LLVMTypeRef *params,
                             unsigned np, LLVMValueRef *args)
{
    LLVMValueRef f = LLVMGetNamedFunction(e->M, name);
    LLVMTypeRef ft = LLVMFunctionType(ret, params, np, 0);
    if (!f)
        f = LLVMAddFunction(e->M, name, ft);
    return LLVMBuildCall2(e->B, ft, f, args, np, "");
}

static void set_contract(LLVMValueRef v)
{
    if (LLVMCanValueUseFastMathFlags(v))
        LLVMSetFastMathFlags(v, LLVMFastMathAllowContract);
}

/* ---- expressions ------------------------------------------------------ */

static LLVMValueRef expr(em *e, const lw_expr *x);
/* loads (jit/llvm_load.c) */
static inline LLVMValueRef load(em *e, const lw_expr *x) { return jit_em_load(e, x); }
static inline int lin_add(em *e, const lw_expr *x, int64_t s, lin_form *f, int depth)
{
    return jit_em_lin_add(e, x, s, f, depth);
}

static LLVMValueRef all_true(em *e, int lanes)
{
    return splat(e, LLVMConstInt(e->i1, 1, 0), lanes);
}

static LLVMValueRef elem_ptr(em *e, int buf, LLVMValueRef idx)
{
    const lw_buf *b = &e->p->bufs[buf];
    LLVMValueRef base = e->buf[buf];
    if (!base) {
        efail(e, "buffer used outside its allocation");
        return LLVMConstNull(e->ptr);
    }
    return LLVMBuildGEP2(e->B, scalar_ty(e, b->dt), base, &idx, 1, "");
}

static LLVMValueRef floordiv(em *e, LLVMValueRef a, LLVMValueRef b, int lanes, int mod)
{
    LLVMTypeRef t = LLVMTypeOf(a);
    LLVMValueRef zero = LLVMConstNull(t);
    LLVMValueRef one = const_of(e, DT_I64, lanes, 0, 1);
    LLVMValueRef m1 = const_of(e, DT_I64, lanes, 0, -1);
    LLVMValueRef bz = LLVMBuildICmp(e->B, LLVMIntEQ, b, zero, "");
    LLVMValueRef bm1 = LLVMBuildICmp(e->B, LLVMIntEQ, b, m1, "");
    LLVMValueRef bad = LLVMBuildOr(e->B, bz, bm1, "");
    LLVMValueRef bs = LLVMBuildSelect(e->B, bad, one, b, "");
    LLVMValueRef q = LLVMBuildSDiv(e->B, a, bs, "");
    LLVMValueRef r = LLVMBuildSRem(e->B, a, bs, "");
    LLVMValueRef rnz = LLVMBuildICmp(e->B, LLVMIntNE, r, zero, "");
    LLVMValueRef rneg = LLVMBuildICmp(e->B, LLVMIntSLT, r, zero, "");
    LLVMValueRef bneg = LLVMBuildICmp(e->B, LLVMIntSLT, bs, zero, "");
    LLVMValueRef adj = LLVMBuildAnd(e->B, rnz, LLVMBuildXor(e->B, rneg, bneg, ""), "");
    if (mod) {
        LLVMValueRef rr = LLVMBuildSelect(e->B, adj, LLVMBuildAdd(e->B, r, bs, ""), r, "");
        return LLVMBuildSelect(e->B, bad, zero, rr, "");
    }
    LLVMValueRef qq = LLVMBuildSub(e->B, q, LLVMBuildZExt(e->B, adj, t, ""), "");
    qq = LLVMBuildSelect(e->B, bm1, LLVMBuildSub(e->B, zero, a, ""), qq, "");
    return LLVMBuildSelect(e->B, bz, zero, qq, "");
}

/* apply a scalar libm function lane by lane */
static LLVMValueRef libm_call(em *e, const char *f32name, const char *f64name, LLVMValueRef a,
                              int dt, int lanes)
{
    LLVMTypeRef st = scalar_ty(e, dt);
    const char *name = dt == DT_F32 ? f32name : f64name;
    if (lanes == 1)
        return call_ext(e, name, st, &st, 1, &a);
    LLVMValueRef out = LLVMGetPoison(LLVMTypeOf(a));
    for (int i = 0; i < lanes; i++) {
        LLVMValueRef k = LLVMConstInt(e->i32, (unsigned)i, 0);
        LLVMValueRef x = LLVMBuildExtractElement(e->B, a, k, "");
        LLVMValueRef y = call_ext(e, name, st, &st, 1, &x);
        out = LLVMBuildInsertElement(e->B, out, y, k, "");
    }
    return out;
}

/* vector math through libmvec (jit/llvm_vecmath.c); NULL: the scalar path */
static LLVMValueRef vec_math(em *e, const char *fn, LLVMValueRef a, LLVMValueRef b, int dt,
                             int lanes)
{
    return jit_llvm_vec_math(e->M, e->B, e->p->vector_bits, fn, a, b, dt, lanes);
}

static LLVMValueRef vexp(em *e, LLVMValueRef a, int dt, int lanes)
{
    LLVMValueRef r = vec_math(e, "exp", a, NULL, dt, lanes);
    if (r)
        return r;
    LLVMTypeRef t = LLVMTypeOf(a);
    return intrinsic(e, "llvm.exp", &t, 1, &a, 1);
}

static LLVMValueRef call_fn(em *e, const lw_expr *x)
{
    LLVMValueRef a = expr(e, x->args[0]);
    LLVMValueRef b = x->nargs > 1 ? expr(e, x->args[1]) : NULL;
    LLVMTypeRef t = LLVMTypeOf(a);
    LLVMValueRef one = const_of(e, x->dt, x->lanes, 1.0, 0);
    LLVMValueRef r;
    switch (x->fn) {
    case FN_EXP: return vexp(e, a, x->dt, x->lanes);
    case FN_LOG:
        if ((r = vec_math(e, "log", a, NULL, x->dt, x->lanes)))
            return r;
        return intrinsic(e, "llvm.log", &t, 1, &a, 1);
    case FN_SQRT: return intrinsic(e, "llvm.sqrt", &t, 1, &a, 1);
    case FN_RSQRT:
        r = intrinsic(e, "llvm.sqrt", &t, 1, &a, 1);
        return LLVMBuildFDiv(e->B, one, r, "");
    case FN_FLOOR: return intrinsic(e, "llvm.floor", &t, 1, &a, 1);
    case FN_CEIL: return intrinsic(e, "llvm.ceil", &t, 1, &a, 1);
    case FN_ABS: return intrinsic(e, "llvm.fabs", &t, 1, &a, 1);
    case FN_POW: {
        if ((r = vec_math(e, "pow", a, b, x->dt, x->lanes)))
            return r;
        LLVMValueRef args[2] = {a, b};
        return intrinsic(e, "llvm.pow", &t, 1, args, 2);
    }
    case FN_SIGMOID: {
        LLVMValueRef na = LLVMBuildFNeg(e->B, a, "");
        r = vexp(e, na, x->dt, x->lanes);
        r = LLVMBuildFAdd(e->B, one, r, "");
        return LLVMBuildFDiv(e->B, one, r, "");
    }
    case FN_TANH:
        if ((r = vec_math(e, "tanh", a, NULL, x->dt, x->lanes)))
            return r;
        return libm_call(e, "tanhf", "tanh", a, x->dt, x->lanes);
    case FN_ERF:
        if ((r = vec_math(e, "erf", a, NULL, x->dt, x->lanes)))
            return r;
        return libm_call(e, "erff", "erf", a, x->dt, x->lanes);
    }
    efail(e, "unknown function");
    return a;
}

static LLVMValueRef vreduce(em *e, const lw_expr *x)
{
    for (int i = 0; i < e->nsum; i++)
        if (e->sum_x[i] == x)
            return e->sum_v[i];
    LLVMValueRef v = expr(e, x->args[0]);
    LLVMTypeRef vt = LLVMTypeOf(v);
    int isf = x->dt == DT_F32 || x->dt == DT_F64;
    if (isf && (x->fn == OP_ADD || x->fn == OP_MUL)) {
        LLVMValueRef start = const_of(e, x->dt, 1, x->fn == OP_ADD ? -0.0 : 1.0, 0);
        LLVMValueRef args[2] = {start, v};
        LLVMValueRef r = intrinsic(e, x->fn == OP_ADD ? "llvm.vector.reduce.fadd"
                                                      : "llvm.vector.reduce.fmul",
                                   &vt, 1, args, 2);
        LLVMSetFastMathFlags(r, LLVMFastMathAllowReassoc | LLVMFastMathAllowContract);
        return r;
    }
    const char *name;
    switch (x->fn) {
    case OP_ADD: name = "llvm.vector.reduce.add"; break;
    case OP_MUL: name = "llvm.vector.reduce.mul"; break;
    case OP_MAX: name = isf ? "llvm.vector.reduce.fmax" : "llvm.vector.reduce.smax"; break;
    default: name = isf ? "llvm.vector.reduce.fmin" : "llvm.vector.reduce.smin"; break;
    }
    return intrinsic(e, name, &vt, 1, &v, 1);
}

static LLVMValueRef cast(em *e, const lw_expr *x)
{
    LLVMValueRef a = expr(e, x->args[0]);
    int from = x->args[0]->dt, to = x->dt;
    LLVMTypeRef tt = ty(e, to, x->lanes);
    int ff = from == DT_F32 || from == DT_F64, tf = to == DT_F32 || to == DT_F64;
    if (ff && tf)
        return from == to ? a : (to == DT_F64 ? LLVMBuildFPExt(e->B, a, tt, "")
                                               : LLVMBuildFPTrunc(e->B, a, tt, ""));
    if (!ff && tf)
        return LLVMBuildSIToFP(e->B, a, tt, "");
    if (ff && to == DT_I64) {
        /* i32 semantics: truncate toward zero, saturate, NaN -> 0 -- as
           selects around an fptosi to i64 of a value clamped to 2^40, not
           llvm.fptosi.sat: LLVM 19 miscompiled that intrinsic's short
           vectors at 512 bits (tt-fuzz-configs seed 1146, Task 417: a sum
           of i32(C[j] * 4) one term off, right at 256 bits) */
        int d = from, n = x->lanes;
        LLVMValueRef big = const_of(e, d, n, 1099511627776.0, 0);
        LLVMValueRef c = LLVMBuildSelect(e->B, LLVMBuildFCmp(e->B, LLVMRealOGT, a, big, ""),
                                         big, a, "");
        LLVMValueRef nbig = const_of(e, d, n, -1099511627776.0, 0);
        c = LLVMBuildSelect(e->B, LLVMBuildFCmp(e->B, LLVMRealOLT, c, nbig, ""), nbig, c, "");
        c = LLVMBuildSelect(e->B, LLVMBuildFCmp(e->B, LLVMRealUNO, a, a, ""),
                            const_of(e, d, n, 0, 0), c, "");
        LLVMValueRef r = LLVMBuildFPToSI(e->B, c, tt, "");
        LLVMValueRef hi = const_of(e, DT_I64, n, 0, INT32_MAX);
        LLVMValueRef lo = const_of(e, DT_I64, n, 0, INT32_MIN);
        r = LLVMBuildSelect(e->B, LLVMBuildICmp(e->B, LLVMIntSGT, r, hi, ""), hi, r, "");
        return LLVMBuildSelect(e->B, LLVMBuildICmp(e->B, LLVMIntSLT, r, lo, ""), lo, r, "");
    }
    return a;
}

static LLVMValueRef expr(em *e, const lw_expr *x)
{
    if (e->failed)
        return LLVMGetUndef(ty(e, x->dt, x->lanes));
    LLVMValueRef a, b, r;
    int isf = x->dt == DT_F32 || x->dt == DT_F64;
    switch (x->op) {
    case LE_INT:
        return const_of(e, x->dt, x->lanes, 0, x->i);
    case LE_FLT:
        return const_of(e, x->dt, x->lanes, x->f, 0);
    case LE_VAR:
        if (!e->var[x->id]) {
            efail(e, "variable used outside its scope");
            return LLVMConstInt(e->i64, 0, 0);
        }
        return e->var[x->id];
    case LE_LOAD:
        return load(e, x);
    case LE_RAMP: {
        LLVMValueRef base = splat(e, expr(e, x->args[0]), x->lanes);
        LLVMValueRef *steps = malloc(sizeof(LLVMValueRef) * x->lanes);
        if (!steps) {
            efail(e, "out of memory");
            return base;
        }
        for (int i = 0; i < x->lanes; i++)
            steps[i] = LLVMConstInt(e->i64, (unsigned long long)(x->i * i), 1);
        LLVMValueRef s = LLVMConstVector(steps, x->lanes);
        free(steps);
        return LLVMBuildAdd(e->B, base, s, "");
    }
    case LE_BCAST:
        return splat(e, expr(e, x->args[0]), x->lanes);
    case LE_SHIFT: {
        /* lane j takes lane j + d; the lanes shifted in are a select of
           zero, not a second operand, so that LLVM composes the shuffle
           with the one of a strided load (one vpermt2ps, zero-masked) */
        a = expr(e, x->args[0]);
        LLVMValueRef m[64], keep[64];
        for (int j = 0; j < x->lanes; j++) {
            int64_t k = j + x->i;
            int in = k >= 0 && k < x->lanes;
            m[j] = in ? LLVMConstInt(e->i32, (unsigned long long)k, 0) : LLVMGetPoison(e->i32);
            keep[j] = LLVMConstInt(e->i1, (unsigned long long)in, 0);
        }
        r = LLVMBuildShuffleVector(e->B, a, LLVMGetPoison(LLVMTypeOf(a)),
                                   LLVMConstVector(m, (unsigned)x->lanes), "");
        return LLVMBuildSelect(e->B, LLVMConstVector(keep, (unsigned)x->lanes), r,
                               LLVMConstNull(LLVMTypeOf(a)), "");
    }
    case LE_VREDUCE:
        return vreduce(e, x);
    case LE_CAST:
        return cast(e, x);
    case LE_CALL:
        return call_fn(e, x);
    case LE_NEG:
        a = expr(e, x->args[0]);
        return isf ? LLVMBuildFNeg(e->B, a, "") : LLVMBuildSub(e->B, LLVMConstNull(LLVMTypeOf(a)), a, "");
    case LE_NOT:
        a = expr(e, x->args[0]);
        return LLVMBuildXor(e->B, a, all_true(e, x->lanes), "");
    case LE_SELECT: {
        LLVMValueRef c = expr(e, x->args[0]);
        a = expr(e, x->args[1]);
        b = expr(e, x->args[2]);
        return LLVMBuildSelect(e->B, c, a, b, "");
    }
    }
    a = expr(e, x->args[0]);
    b = expr(e, x->args[1]);
    int argf = x->args[0]->dt == DT_F32 || x->args[0]->dt == DT_F64;
    switch (x->op) {
    case LE_ADD:
        r = isf ? LLVMBuildFAdd(e->B, a, b, "") : LLVMBuildAdd(e->B, a, b, "");
        set_contract(r);
        return r;
    case LE_SUB:
        r = isf ? LLVMBuildFSub(e->B, a, b, "") : LLVMBuildSub(e->B, a, b, "");
        set_contract(r);
        return r;
    case LE_MUL:
        r = isf ? LLVMBuildFMul(e->B, a, b, "") : LLVMBuildMul(e->B, a, b, "");
        set_contract(r);
        return r;
    case LE_DIV:
        return isf ? LLVMBuildFDiv(e->B, a, b, "") : floordiv(e, a, b, x->lanes, 0);
    case LE_MOD:
        return floordiv(e, a, b, x->lanes, 1);
    case LE_MIN:
    case LE_MAX:
        if (isf) {
            LLVMTypeRef t = LLVMTypeOf(a);
            LLVMValueRef args[2] = {a, b};
            return intrinsic(e, x->op == LE_MIN ? "llvm.minnum" : "llvm.maxnum", &t, 1, args, 2);
        }
        r = LLVMBuildICmp(e->B, x->op == LE_MIN ? LLVMIntSLT : LLVMIntSGT, a, b, "");
        return LLVMBuildSelect(e->B, r, a, b, "");
    case LE_LT:
        return argf ? LLVMBuildFCmp(e->B, LLVMRealOLT, a, b, "")
                    : LLVMBuildICmp(e->B, LLVMIntSLT, a, b, "");
    case LE_LE:
        return argf ? LLVMBuildFCmp(e->B, LLVMRealOLE, a, b, "")
                    : LLVMBuildICmp(e->B, LLVMIntSLE, a, b, "");
    case LE_EQ:
        return argf ? LLVMBuildFCmp(e->B, LLVMRealOEQ, a, b, "")
                    : LLVMBuildICmp(e->B, LLVMIntEQ, a, b, "");
    case LE_NE:
        return argf ? LLVMBuildFCmp(e->B, LLVMRealUNE, a, b, "")
                    : LLVMBuildICmp(e->B, LLVMIntNE, a, b, "");
    case LE_AND:
        return LLVMBuildAnd(e->B, a, b, "");
    case LE_OR:
        return LLVMBuildOr(e->B, a, b, "");
    }
    efail(e, "unknown expression");
    return a;
}

/* ---- statements ------------------------------------------------------- */

static void stmt(em *e, const lw_stmt *s);

static LLVMBasicBlockRef new_block(em *e, const char *name)
{
    return LLVMAppendBasicBlockInContext(e->C, e->fn, name);
}

static void store(em *e, const lw_stmt *s)
{
    const lw_buf *b = &e->p->bufs[s->buf];
    const lw_expr *ix = s->idx[0];
    LLVMTypeRef st = b->dt == DT_I64 ? e->i64 : scalar_ty(e, b->dt);
    unsigned align = (unsigned)(b->dt == DT_F64 || b->dt == DT_I64 ? 8 : 4);
    LLVMValueRef v = expr(e, s->value);
    int lanes = s->value->lanes;
    if (b->dt == DT_I32)
        v = LLVMBuildTrunc(e->B, v, ty(e, DT_I32, lanes), "");
    LLVMValueRef cond = s->cond ? expr(e, s->cond) : NULL;
    if (lanes == 1) {
        LLVMBasicBlockRef done = NULL;
        if (cond) {
            LLVMBasicBlockRef then = new_block(e, "st");
            done = new_block(e, "st.done");
            LLVMBuildCondBr(e->B, cond, then, done);
            LLVMPositionBuilderAtEnd(e->B, then);
        }
        LLVMValueRef ptr = elem_ptr(e, s->buf, expr(e, ix));
        LLVMValueRef si = LLVMBuildStore(e->B, v, ptr);
        LLVMSetAlignment(si, align);
        if (done) {
            LLVMBuildBr(e->B, done);
            LLVMPositionBuilderAtEnd(e->B, done);
        }
        return;
    }
    LLVMTypeRef vt = LLVMVectorType(st, (unsigned)lanes);
    if (ix->op == LE_RAMP && ix->i == 1) {
        LLVMValueRef ptr = elem_ptr(e, s->buf, expr(e, ix->args[0]));
        int pre = e->slow_masks && lanes <= 64 ? jit_llvm_const_prefix(cond, lanes) : 0;
        if (pre) {
            jit_llvm_prefix_store(e->B, st, v, ptr, pre, align);
        } else if (cond) {
            LLVMTypeRef ov[2] = {vt, e->ptr};
            LLVMValueRef args[4] = {v, ptr, LLVMConstInt(e->i32, align, 0), cond};
            intrinsic(e, "llvm.masked.store", ov, 2, args, 4);
        } else {
            LLVMValueRef si = LLVMBuildStore(e->B, v, ptr);
            LLVMSetAlignment(si, align);
        }
        return;
    }
    LLVMValueRef idx = expr(e, ix);
    if (ix->lanes == 1)
        idx = splat(e, idx, lanes);
    LLVMValueRef ptrs = LLVMBuildGEP2(e->B, st, e->buf[s->buf], &idx, 1, "");
    LLVMTypeRef ov[2] = {vt, LLVMVectorType(e->ptr, (unsigned)lanes)};
    LLVMValueRef args[4] = {v, ptrs, LLVMConstInt(e->i32, align, 0),
                            cond ? cond : all_true(e, lanes)};
    intrinsic(e, "llvm.masked.scatter", ov, 2, args, 4);
}

/* A block of transposed stores (lower/stores.c): store j writes a vector
 * whose lane i goes to base + i*S + j.  The n values are rows of a W x W
 * block (rows past n unused); transposed, row i holds lane i of each: n
 * contiguous elements at base + i*S, one store (masked when n < W) for
 * W lane-by-lane ones per value.  Returns 0 (nothing emitted) when the
 * block is not of that form. */
static int transposed_stores(em *e, const lw_stmt *s)
{
    int n = s->n;
    const lw_stmt *st0 = n > 0 ? s->list[0] : NULL;
    if (!st0 || st0->op != LS_STORE || st0->nidx != 1 || st0->idx[0]->op != LE_RAMP)
        return 0;
    int W = st0->idx[0]->lanes, dt = e->p->bufs[st0->buf].dt;
    if (n < 2 || n > W || W > 64 || (dt != DT_F32 && dt != DT_F64))
        return 0;
    for (int j = 0; j < n; j++) {
        const lw_stmt *st = s->list[j];
        if (st->op != LS_STORE || st->cond || st->nidx != 1 || st->buf != st0->buf ||
            st->idx[0]->op != LE_RAMP || st->idx[0]->lanes != W ||
            st->idx[0]->i != st0->idx[0]->i || st->value->lanes != W || st->value->dt != dt)
            return 0;
    }
    LLVMTypeRef vt = ty(e, dt, W);
    unsigned align = (unsigned)ir_dtype_size(dt);
    LLVMValueRef row[64];
    for (int j = 0; j < n; j++)
        row[j] = expr(e, s->list[j]->value);
    for (int j = n; j < W; j++)
        row[j] = LLVMGetUndef(vt);
    jit_llvm_transpose_rows(e->B, row, W, ir_dtype_size(dt));
    LLVMValueRef mask = NULL;
    if (n < W) {
        LLVMValueRef m[64];
        for (int j = 0; j < W; j++)
            m[j] = LLVMConstInt(LLVMInt1TypeInContext(e->C), j < n, 0);
        mask = LLVMConstVector(m, (unsigned)W);
    }
    LLVMValueRef base = expr(e, st0->idx[0]->args[0]);
    int64_t S = st0->idx[0]->i;
    for (int i = 0; i < W; i++) {
        LLVMValueRef at = LLVMBuildAdd(e->B, base, LLVMConstInt(e->i64, (uint64_t)(S * i), 1), "");
        LLVMValueRef ptr = elem_ptr(e, st0->buf, at);
        if (mask && e->slow_masks) {
            jit_llvm_prefix_store(e->B, ty(e, dt, 1), row[i], ptr, n, align);
        } else if (mask) {
            LLVMTypeRef ov[2] = {vt, e->ptr};
            LLVMValueRef args[4] = {row[i], ptr, LLVMConstInt(e->i32, align, 0), mask};
            intrinsic(e, "llvm.masked.store", ov, 2, args, 4);
        } else {
            LLVMValueRef si = LLVMBuildStore(e->B, row[i], ptr);
            LLVMSetAlignment(si, align);
        }
    }
    return 1;
}

/* A transposing loop in registers: iteration j (from the loop's min)
 * stores the vector whose lane i is source[base + i*S + j], so W loads of
 * W contiguous elements (rows i), a transpose, and W stores (columns j).
 * The transpose swaps one bit of the row index with the same bit of the
 * lane index per stage: log2(W) stages of W two-input shuffles (a 16 x 16
 * block: 16 loads, 64 shuffles, 16 stores, where the loop did 16 gathers
 * of 16 lanes). */
static void transpose_loop(em *e, const lw_stmt *s, const lw_stmt *st, int W)
{
    const lw_expr *ld = st->value, *li = ld->args[0];
    int dt = e->p->bufs[st->buf].dt;
    LLVMTypeRef vt = ty(e, dt, W);
    unsigned align = (unsigned)ir_dtype_size(dt);
    LLVMValueRef saved = e->var[s->var];
    LLVMValueRef lo = expr(e, s->min);
    e->var[s->var] = lo;
    LLVMValueRef base = expr(e, li->args[0]);
    LLVMValueRef row[64];
    for (int i = 0; i < W; i++) {
        LLVMValueRef at = LLVMBuildAdd(e->B, base, LLVMConstInt(e->i64, (uint64_t)(li->i * i), 1), "");
        row[i] = LLVMBuildLoad2(e->B, vt, elem_ptr(e, ld->id, at), "");
        LLVMSetAlignment(row[i], align);
    }
    jit_llvm_transpose_rows(e->B, row, W, ir_dtype_size(dt));
    for (int j = 0; j < W; j++) {
        e->var[s->var] = LLVMBuildAdd(e->B, lo, LLVMConstInt(e->i64, (unsigned)j, 0), "");
        LLVMValueRef ptr = elem_ptr(e, st->buf, expr(e, st->idx[0]->args[0]));
        LLVMValueRef si = LLVMBuildStore(e->B, row[j], ptr);
        LLVMSetAlignment(si, align);
    }
    e->var[s->var] = saved;
}

static void loop(em *e, const lw_stmt *s)
{
    const lw_stmt *st;
    int W = lw_transposable(e->p, s, &st);
    if (W) {
        transpose_loop(e, s, st, W);
        return;
    }
    LLVMValueRef lo = expr(e, s->min);
    LLVMValueRef hi = LLVMBuildAdd(e->B, lo, expr(e, s->extent), "");
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(e->B);
    LLVMBasicBlockRef head = new_block(e, e->p->vars[s->var].name);
    LLVMBasicBlockRef body = new_block(e, "body");
    LLVMBasicBlockRef exit = new_block(e, "exit");
    LLVMBuildBr(e->B, head);
    LLVMPositionBuilderAtEnd(e->B, head);
    LLVMValueRef i = LLVMBuildPhi(e->B, e->i64, e->p->vars[s->var].name);
    LLVMBuildCondBr(e->B, LLVMBuildICmp(e->B, LLVMIntSLT, i, hi, ""), body, exit);
    LLVMPositionBuilderAtEnd(e->B, body);
    LLVMValueRef saved = e->var[s->var];
    e->var[s->var] = i;
    stmt(e, s->body);
    e->var[s->var] = saved;
    LLVMValueRef next = LLVMBuildAdd(e->B, i, LLVMConstInt(e->i64, 1, 0), "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(e->B);
    LLVMValueRef br = LLVMBuildBr(e->B, head);
    LLVMSetMetadata(br, e->loop_kind, LLVMMetadataAsValue(e->C, e->loopmd_vec_off));
    LLVMValueRef inv[2] = {lo, next};
    LLVMBasicBlockRef inb[2] = {pre, latch};
    LLVMAddIncoming(i, inv, inb, 2);
    LLVMPositionBuilderAtEnd(e->B, exit);
}

static LLVMValueRef alloca_in_entry(em *e, LLVMTypeRef t, unsigned align)
{
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(e->B);
    LLVMPositionBuilderAtEnd(e->B, e->allocas);
    LLVMValueRef a = LLVMBuildAlloca(e->B, t, "");
    LLVMSetAlignment(a, align);
    LLVMPositionBuilderAtEnd(e->B, cur);
    return a;
}

static void emit_parallel(em *e, const lw_stmt *s);

static void alloc(em *e, const lw_stmt *s)
{
    const lw_buf *b = &e->p->bufs[s->buf];
    int esz = b->dt == DT_F64 || b->dt == DT_I64 ? 8 : 4;
    int64_t bytes = b->size * esz;
    LLVMValueRef saved = e->buf[s->buf];
    LLVMValueRef ptr;
    if (b->scope == LB_HEAP) {
        LLVMTypeRef pt[1] = {e->i64};
        LLVMValueRef arg = LLVMConstInt(e->i64, (unsigned long long)bytes, 0);
        ptr = call_ext(e, "tt_rt_alloc", e->ptr, pt, 1, &arg);
    } else {
        LLVMTypeRef at = LLVMArrayType2(b->dt == DT_I64 ? e->i64 : scalar_ty(e, b->dt),
                                        (uint64_t)b->size);
        ptr = alloca_in_entry(e, at, 64);
        if (b->scope == LB_STACK)
            LLVMBuildMemSet(e->B, ptr, LLVMConstInt(e->i8, 0, 0),
                            LLVMConstInt(e->i64, (unsigned long long)bytes, 0), 64);
    }
    e->buf[s->buf] = ptr;
    stmt(e, s->body);
    if (b->scope == LB_HEAP) {
        LLVMTypeRef pt[1] = {e->ptr};
        call_ext(e, "tt_rt_free", e->voidt, pt, 1, &ptr);
    }
    e->buf[s->buf] = saved;
}

/* ---- write-backs' sums ----------------------------------------------- */

/* The horizontal sums a store's value takes of a register buffer's vector
 * at a constant index (`Y[i] = reduce+=(Y.acc[ramp(48, 1, 16)])`, the
 * write-back of a register tile vectorized along its reduction), into x. */
static void sums_of(const em *e, const lw_expr *v, const lw_expr **x, int *nx)
{
    if (v->op == LE_VREDUCE && v->fn == OP_ADD && (v->dt == DT_F32 || v->dt == DT_F64)) {
        const lw_expr *a = v->args[0];
        int W = a->lanes, esz = ir_dtype_size(v->dt);
        if (a->op == LE_LOAD && !a->pred && !a->shift && a->nargs == 1 && W * esz >= 16 &&
            !(W & (W - 1)) && W <= 64 && e->p->bufs[a->id].kind == LB_LOCAL &&
            e->p->bufs[a->id].scope == LB_REG && a->args[0]->op == LE_RAMP &&
            a->args[0]->args[0]->op == LE_INT && *nx < 64)
            x[(*nx)++] = v;
        return;
    }
    for (int i = 0; i < v->nargs; i++)
        sums_of(e, v->args[i], x, nx);
}

/* Whether s is lets, stores and blocks of them only; their sums into x,
 * the buffers they store into w. */
static int run_stmt(const em *e, const lw_stmt *s, const lw_expr **x, int *nx, int *w, int *nw)
{
    if (!s)
        return 1;
    switch (s->op) {
    case LS_LET:
        return run_stmt(e, s->body, x, nx, w, nw);
    case LS_BLOCK:
        for (int i = 0; i < s->n; i++)
            if (s->transpose || !run_stmt(e, s->list[i], x, nx, w, nw))
                return 0;
        return 1;
    case LS_STORE:
        if (*nw >= 64)
            return 0;
        w[(*nw)++] = s->buf;
        sums_of(e, s->value, x, nx);
        return 1;
    default:
        return 0;
    }
}

/* The run of lets and stores that starts list[] (its length is returned).
 * Where it takes two or more sums of register vectors of one type, none
 * of whose buffers the run writes from the first sum's statement on, they
 * become the pending group and *at that statement's index (-1: none): the
 * block does them there, together (sum_group), and the run's VREDUCEs
 * take them (vreduce).  The write-back of 20 accumulators of 16 lanes took
 * 9 instructions a sum. */
static int sum_run(em *e, lw_stmt *const *list, int n, int *at)
{
    const lw_expr *x[64];
    int nx = 0, w[64], nw = 0, w_at[64], len = 0, first = -1;
    for (; len < n; len++) {
        int kx = nx, kw = nw;
        if (!run_stmt(e, list[len], x, &nx, w, &nw)) {
            nx = kx, nw = kw;
            break;
        }
        for (int j = kw; j < nw; j++)
            w_at[j] = len;
        if (first < 0 && nx > 0)
            first = len;
    }
    e->npend = 0;
    for (int i = 0; i < nx; i++) {
        const lw_expr *y = e->npend ? e->sum_x[0] : x[i];
        int ok = x[i]->dt == y->dt && x[i]->args[0]->lanes == y->args[0]->lanes;
        for (int j = 0; j < nw && ok; j++)
            ok = w[j] != x[i]->args[0]->id || w_at[j] < first;
        if (ok)
            e->sum_x[e->npend++] = x[i];
    }
    *at = e->npend >= 2 ? first : -1;
    return len;
}

/* The pending group's sums, done together; vreduce takes them from here. */
static void sum_group(em *e)
{
    LLVMValueRef v[64];
    const lw_expr *y = e->sum_x[0];
    for (int i = 0; i < e->npend; i++)
        v[i] = expr(e, e->sum_x[i]->args[0]);
    jit_llvm_sum_vectors(e->B, v, e->npend, y->args[0]->lanes, ir_dtype_size(y->dt), e->sum_v);
    e->nsum = e->npend;
}

static void stmt(em *e, const lw_stmt *s)
{
    if (!s || e->failed)
        return;
    switch (s->op) {
    case LS_BLOCK: {
        if (s->transpose && transposed_stores(e, s))
            return;
        int outer = !e->in_run;   /* not inside a run of an enclosing block */
        for (int i = 0, end = 0, at = -1; i < s->n; i++) {
            if (outer && i >= end) {
                e->nsum = 0;
                int len = sum_run(e, s->list + i, s->n - i, &at);
                at = at >= 0 ? i + at : -1;
                end = i + TT_MAX(1, len);
                e->in_run = at >= 0;
            }
            if (outer && i == at)
                sum_group(e);
            stmt(e, s->list[i]);
        }
        if (outer)
            e->nsum = 0, e->in_run = 0;
        return;
    }
    case LS_FOR:
        loop(e, s);
        return;
    case LS_IF: {
        LLVMValueRef c = expr(e, s->cond);
        LLVMBasicBlockRef t = new_block(e, "then");
        LLVMBasicBlockRef f = new_block(e, "else");
        LLVMBasicBlockRef done = new_block(e, "fi");
        LLVMBuildCondBr(e->B, c, t, f);
        LLVMPositionBuilderAtEnd(e->B, t);
        stmt(e, s->body);
        LLVMBuildBr(e->B, done);
        LLVMPositionBuilderAtEnd(e->B, f);
        stmt(e, s->els);
        LLVMBuildBr(e->B, done);
        LLVMPositionBuilderAtEnd(e->B, done);
        return;
    }
    case LS_LET: {
        LLVMValueRef saved = e->var[s->var];
        /* the let's linear form, only for a program with shifted loads */
        lin_form *saved_f = e->letf[s->var], *f = e->p->shifts ? calloc(1, sizeof *f) : NULL;
        if (f && lin_add(e, s->min, 1, f, 0)) {
            free(f);
            f = NULL;
        }
        e->var[s->var] = expr(e, s->min);
        e->letf[s->var] = f;
        stmt(e, s->body);
        free(f);
        e->var[s->var] = saved;
        e->letf[s->var] = saved_f;
        return;
    }
    case LS_STORE:
        store(e, s);
        return;
    case LS_ALLOC:
        alloc(e, s);
        return;
    case LS_PARALLEL:
        emit_parallel(e, s);
        return;
    }
}

/* ---- functions -------------------------------------------------------- */

static void add_fn_attrs(em *e, LLVMValueRef f)
{
    const char *kv[][2] = {
        {"target-cpu", e->cpu},
        {"target-features", e->features},
        {"prefer-vector-width", e->vbits},
        {"min-legal-vector-width", e->vbits},
        {"no-trapping-math", "true"},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(kv); i++) {
        LLVMAttributeRef a = LLVMCreateStringAttribute(e->C, kv[i][0], (unsigned)strlen(kv[i][0]),
                                                       kv[i][1], (unsigned)strlen(kv[i][1]));
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, a);
    }
    unsigned nu = LLVMGetEnumAttributeKindForName("nounwind", 8);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(e->C, nu, 0));
}

static void add_noalias(em *e, LLVMValueRef f, unsigned idx)
{
    unsigned na = LLVMGetEnumAttributeKindForName("noalias", 7);
    LLVMAddAttributeAtIndex(f, idx, LLVMCreateEnumAttribute(e->C, na, 0));
}

/* Start a function body: an entry block for allocas, then `start`. */
static LLVMBasicBlockRef begin_fn(em *e, LLVMValueRef f)
{
    e->fn = f;
    e->allocas = new_block(e, "entry");
    LLVMBasicBlockRef start = new_block(e, "start");
    LLVMPositionBuilderAtEnd(e->B, start);
    return start;
}

static void end_fn(em *e, LLVMBasicBlockRef start)
{
    LLVMBuildRetVoid(e->B);
    LLVMPositionBuilderAtEnd(e->B, e->allocas);
    LLVMBuildBr(e->B, start);
}

/* The buffers live at a point: parameters and enclosing allocations. */
static int live_bufs(em *e, int *out)
{
    int n = 0;
    for (int i = 0; i < e->p->nbufs; i++)
        if (e->buf[i])
            out[n++] = i;
    return n;
}

static void emit_parallel(em *e, const lw_stmt *s)
{
    const lw_prog *p = e->p;
    const lw_func *fd = &p->funcs[s->fn];
    int *bl = malloc(sizeof(int) * (size_t)(p->nbufs + 1));
    if (!bl) {
        efail(e, "out of memory");
        return;
    }
    int nb = live_bufs(e, bl);
    int nslots = nb + fd->ncaps;
    /* caller: fill the closure, call the pool */
    LLVMTypeRef ct = LLVMArrayType2(e->i64, (uint64_t)(nslots ? nslots : 1));
    LLVMValueRef clo = alloca_in_entry(e, ct, 16);
    for (int i = 0; i < nslots; i++) {
        LLVMValueRef v = i < nb ? LLVMBuildPtrToInt(e->B, e->buf[bl[i]], e->i64, "")
                                : e->var[fd->caps[i - nb]];
        if (!v) {
            efail(e, "captured variable not in scope");
            free(bl);
            return;
        }
        LLVMValueRef ix = LLVMConstInt(e->i64, (unsigned long long)i, 0);
        LLVMValueRef slot = LLVMBuildGEP2(e->B, e->i64, clo, &ix, 1, "");
        LLVMBuildStore(e->B, v, slot);
    }
    LLVMTypeRef wparams[3] = {e->ptr, e->i64, e->i64};
    LLVMTypeRef wty = LLVMFunctionType(e->voidt, wparams, 3, 0);
    LLVMValueRef wrapper = LLVMAddFunction(e->M, fd->name, wty);
    add_fn_attrs(e, wrapper);
    LLVMTypeRef pt[3] = {e->ptr, e->ptr, e->i64};
    LLVMValueRef args[3] = {wrapper, clo, expr(e, s->extent)};
    call_ext(e, "tt_rt_parallel_for", e->voidt, pt, 3, args);

    /* save the caller's state */
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(e->B);
    LLVMValueRef cfn = e->fn;
    LLVMBasicBlockRef callocas = e->allocas;
    LLVMValueRef *cvar = e->var, *cbuf = e->buf;
    lin_form **cletf = e->letf;
    e->var = calloc((size_t)p->nvars + 1, sizeof(LLVMValueRef));
    e->letf = calloc((size_t)p->nvars + 1, sizeof(lin_form *));
    e->buf = calloc((size_t)p->nbufs + 1, sizeof(LLVMValueRef));
    LLVMTypeRef *bparams = malloc(sizeof(LLVMTypeRef) * (size_t)(nslots + 2));
    if (!e->var || !e->letf || !e->buf || !bparams) {
        efail(e, "out of memory");
        goto restore;
    }
    /* the body: buffers as noalias pointer parameters, captures, range */
    for (int i = 0; i < nslots; i++)
        bparams[i] = i < nb ? e->ptr : e->i64;
    bparams[nslots] = e->i64;
    bparams[nslots + 1] = e->i64;
    char bname[96];
    tt_snprintf(bname, sizeof bname, "%s.body", fd->name);
    LLVMTypeRef bty = LLVMFunctionType(e->voidt, bparams, (unsigned)(nslots + 2), 0);
    LLVMValueRef body = LLVMAddFunction(e->M, bname, bty);
    LLVMSetLinkage(body, LLVMInternalLinkage);
    add_fn_attrs(e, body);
    unsigned ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    LLVMAddAttributeAtIndex(body, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(e->C, ai, 0));
    for (int i = 0; i < nb; i++)
        add_noalias(e, body, (unsigned)i + 1);
    LLVMBasicBlockRef start = begin_fn(e, body);
    for (int i = 0; i < nslots; i++) {
        LLVMValueRef pv = LLVMGetParam(body, (unsigned)i);
        if (i < nb)
            e->buf[bl[i]] = pv;
        else
            e->var[fd->caps[i - nb]] = pv;
    }
    e->var[fd->start_var] = LLVMGetParam(body, (unsigned)nslots);
    e->var[fd->end_var] = LLVMGetParam(body, (unsigned)nslots + 1);
    stmt(e, fd->body);
    end_fn(e, start);

    /* the wrapper: unpack the closure, call the body */
    {
        LLVMBasicBlockRef wstart = begin_fn(e, wrapper);
        LLVMValueRef wclo = LLVMGetParam(wrapper, 0);
        LLVMValueRef *bargs = malloc(sizeof(LLVMValueRef) * (size_t)(nslots + 2));
        if (!bargs) {
            efail(e, "out of memory");
            goto restore;
        }
        for (int i = 0; i < nslots; i++) {
            LLVMValueRef ix = LLVMConstInt(e->i64, (unsigned long long)i, 0);
            LLVMValueRef slot = LLVMBuildGEP2(e->B, e->i64, wclo, &ix, 1, "");
            LLVMValueRef v = LLVMBuildLoad2(e->B, e->i64, slot, "");
            bargs[i] = i < nb ? LLVMBuildIntToPtr(e->B, v, e->ptr, "") : v;
        }
        bargs[nslots] = LLVMGetParam(wrapper, 1);
        bargs[nslots + 1] = LLVMGetParam(wrapper, 2);
        LLVMBuildCall2(e->B, bty, body, bargs, (unsigned)(nslots + 2), "");
        free(bargs);
        end_fn(e, wstart);
    }
restore:
    free(bparams);
    free(e->var);
    free(e->letf);
    free(e->buf);
    free(bl);
    e->var = cvar;
    e->letf = cletf;
    e->buf = cbuf;
    e->fn = cfn;
    e->allocas = callocas;
    LLVMPositionBuilderAtEnd(e->B, cur);
}

LLVMModuleRef jit_llvm_emit(LLVMContextRef C, const lw_prog *p, const char *triple,
                            const char *datalayout, const char *cpu, const char *features,
                            char *err, size_t errn)
{
    em e;
    memset(&e, 0, sizeof e);
    if (p->gpu) {
        tt_snprintf(err, errn, "llvm codegen: this program was lowered for OpenCL");
        return NULL;
    }
    e.C = C;
    e.p = p;
    e.err = err;
    e.errn = errn;
    e.cpu = cpu;
    e.features = features;
    /* the Task's target: the host's widest vectors (a golden test's 512) */
    e.slow_masks = p->task->target.vector_bits > 0 && p->task->target.vector_bits < 512;
    e.wide512 = p->task->target.vector_bits >= 512 && (!p->vector_bits || p->vector_bits >= 512) &&
                features && strstr(features, "+avx512f");   /* else a 512-bit type is split */
    tt_snprintf(e.vbits, sizeof e.vbits, "%d", p->vector_bits ? p->vector_bits : 512);
    e.M = LLVMModuleCreateWithNameInContext(p->task->def->name, C);
    LLVMSetTarget(e.M, triple);
    LLVMSetDataLayout(e.M, datalayout);
    e.B = LLVMCreateBuilderInContext(C);
    e.i1 = LLVMInt1TypeInContext(C);
    e.i8 = LLVMInt8TypeInContext(C);
    e.i32 = LLVMInt32TypeInContext(C);
    e.i64 = LLVMInt64TypeInContext(C);
    e.f32 = LLVMFloatTypeInContext(C);
    e.f64 = LLVMDoubleTypeInContext(C);
    e.ptr = LLVMPointerTypeInContext(C, 0);
    e.voidt = LLVMVoidTypeInContext(C);
    e.loop_kind = LLVMGetMDKindIDInContext(C, "llvm.loop", 9);
    {
        LLVMMetadataRef tmp = LLVMTemporaryMDNode(C, NULL, 0);
        LLVMMetadataRef vo[2] = {
            LLVMMDStringInContext2(C, "llvm.loop.vectorize.enable", 26),
            LLVMValueAsMetadata(LLVMConstInt(e.i1, 0, 0))};
        LLVMMetadataRef io[2] = {
            LLVMMDStringInContext2(C, "llvm.loop.interleave.count", 26),
            LLVMValueAsMetadata(LLVMConstInt(e.i32, 1, 0))};
        /* tt unrolls what it wants unrolled (register tiles, small
           reductions); LLVM's full unroller on top once turned a 2500-line
           kernel into 48 s of InstCombine (a conv 1x1 config with pack
           loops of constant trip counts) */
        LLVMMetadataRef uo[1] = {LLVMMDStringInContext2(C, "llvm.loop.unroll.disable", 24)};
        LLVMMetadataRef ops[4] = {tmp, LLVMMDNodeInContext2(C, vo, 2),
                                  LLVMMDNodeInContext2(C, io, 2), LLVMMDNodeInContext2(C, uo, 1)};
        LLVMMetadataRef node = LLVMMDNodeInContext2(C, ops, 4);
        LLVMMetadataReplaceAllUsesWith(tmp, node);
        e.loopmd_vec_off = node;
    }
    e.var = calloc((size_t)p->nvars + 1, sizeof(LLVMValueRef));
    e.letf = calloc((size_t)p->nvars + 1, sizeof(lin_form *));
    e.buf = calloc((size_t)p->nbufs + 1, sizeof(LLVMValueRef));
    LLVMTypeRef *params = malloc(sizeof(LLVMTypeRef) * (size_t)(p->nparams + 1));
    if (!e.var || !e.letf || !e.buf || !params) {
        efail(&e, "out of memory");
    } else {
        for (int i = 0; i < p->nparams; i++)
            params[i] = e.ptr;
        LLVMTypeRef fty = LLVMFunctionType(e.voidt, params, (unsigned)p->nparams, 0);
        LLVMValueRef f = LLVMAddFunction(e.M, "tt_kernel", fty);
        add_fn_attrs(&e, f);
        for (int i = 0; i < p->nparams; i++)
            add_noalias(&e, f, (unsigned)i + 1);
        LLVMBasicBlockRef start = begin_fn(&e, f);
        for (int i = 0; i < p->nbufs; i++)
            if (p->bufs[i].param >= 0)
                e.buf[i] = LLVMGetParam(f, (unsigned)p->bufs[i].param);
        stmt(&e, p->funcs[0].body);
        end_fn(&e, start);
    }
    free(params);
    free(e.var);
    free(e.letf);
    free(e.buf);
    LLVMDisposeBuilder(e.B);
    if (e.failed) {
        LLVMDisposeModule(e.M);
        return NULL;
    }
    return e.M;
}

/* ---- for jit/llvm_load.c (jit/llvm_emit.h) ---------------------------- */

LLVMTypeRef jit_em_scalar_ty(em *e, int dt)
{
    return scalar_ty(e, dt);
}

LLVMValueRef jit_em_splat(em *e, LLVMValueRef v, int lanes)
{
    return splat(e, v, lanes);
}

LLVMValueRef jit_em_const_of(em *e, int dt, int lanes, double f, int64_t i)
{
    return const_of(e, dt, lanes, f, i);
}

LLVMValueRef jit_em_intrinsic(em *e, const char *name, LLVMTypeRef *ov, size_t nov,
                              LLVMValueRef *args, unsigned nargs)
{
    return intrinsic(e, name, ov, nov, args, nargs);
}

LLVMValueRef jit_em_all_true(em *e, int lanes)
{
    return all_true(e, lanes);
}

LLVMValueRef jit_em_elem_ptr(em *e, int buf, LLVMValueRef idx)
{
    return elem_ptr(e, buf, idx);
}

LLVMValueRef jit_em_expr(em *e, const lw_expr *x)
{
    return expr(e, x);
}

LLVMBasicBlockRef jit_em_new_block(em *e, const char *name)
{
    return new_block(e, name);
}

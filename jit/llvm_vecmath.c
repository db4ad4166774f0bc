/*
 * Vector math through libmvec for the CPU code generator (jit/llvm_emit.c:
 * exp, log, tanh, erf and pow on vectors).
 *
 * A <W x T> call of exp/log/tanh/erf/pow becomes calls of the widest
 * libmvec variants that fit: _ZGVeN16v_expf (zmm) only when the program's
 * vector width is 512 bits (at 256, 512-bit vectors are not legal types
 * and would not be passed in zmm), then _ZGVdN8v_expf (ymm), _ZGVbN4v_expf
 * (xmm).  W = 16 x f32 at vbits 256 is two AVX2 calls; a part narrower
 * than every variant is padded with a copy of one of its lanes.  NULL if
 * no plan exists (no libmvec, another CPU): the caller keeps the scalar
 * path.
 */
#include <string.h>

#include "jit/jit.h"
#include "jit/llvm_internal.h"

#define VEC_MAX_PARTS 64

/* call libmvec's NAME on args of type vt (declared on first use) */
static LLVMValueRef vec_call(LLVMModuleRef M, LLVMBuilderRef B, const char *name, LLVMTypeRef vt,
                             LLVMValueRef *args, unsigned nargs)
{
    LLVMTypeRef params[2] = {vt, vt};
    LLVMTypeRef ft = LLVMFunctionType(vt, params, nargs, 0);
    LLVMValueRef f = LLVMGetNamedFunction(M, name);
    if (!f) {
        f = LLVMAddFunction(M, name, ft);
        /* pure (libmvec sets no errno): LLVM may hoist and reuse calls;
           memory(none) is the enum attribute "memory" with value 0 */
        const char *attrs[] = {"nounwind", "willreturn", "nosync", "nofree", "memory"};
        for (size_t i = 0; i < TT_ARRAY_LEN(attrs); i++) {
            unsigned k = LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i]));
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(LLVMGetModuleContext(M), k, 0));
        }
    }
    return LLVMBuildCall2(B, ft, f, args, nargs, "");
}

/* lanes from..from+n-1 of v (have lanes; n <= 256); beyond `have`: lane `from` */
static LLVMValueRef lanes_of(LLVMBuilderRef B, LLVMValueRef v, int from, int n, int have)
{
    if (from == 0 && n == have)
        return v;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
    LLVMValueRef m[256];
    for (int i = 0; i < n; i++)
        m[i] = LLVMConstInt(i32, (unsigned)(from + i < have ? from + i : from), 0);
    return LLVMBuildShuffleVector(B, v, LLVMGetPoison(LLVMTypeOf(v)),
                                  LLVMConstVector(m, (unsigned)n), "");
}

LLVMValueRef jit_llvm_vec_math(LLVMModuleRef M, LLVMBuilderRef B, int vector_bits,
                               const char *fn, LLVMValueRef a, LLVMValueRef b, int dt, int lanes)
{
    if (lanes <= 1 || lanes > 256 || (dt != DT_F32 && dt != DT_F64))
        return NULL;
    int ebits = dt == DT_F64 ? 64 : 32;
    int maxbits = vector_bits && vector_bits < 512 ? 256 : 512;
    /* the variants this host has, widest first */
    struct {
        char name[32];
        int lanes;
    } var[3];
    int nvar = 0;
    static const struct {
        char isa;
        int bits;
    } isas[] = {{'e', 512}, {'d', 256}, {'b', 128}};
    for (int i = 0; i < 3; i++) {
        if (isas[i].bits > maxbits)
            continue;
        int l = isas[i].bits / ebits;
        tt_snprintf(var[nvar].name, sizeof var[nvar].name, "_ZGV%cN%d%s_%s%s", isas[i].isa, l,
                    b ? "vv" : "v", fn, dt == DT_F64 ? "" : "f");
        var[nvar].lanes = l;
        if (jit_llvm_has_vecfn(var[nvar].name))
            nvar++;
    }
    if (nvar == 0)
        return NULL;
    /* the plan: the widest variant that fits what is left, else the
       narrowest (padded) */
    int part[VEC_MAX_PARTS], nparts = 0;
    for (int o = 0; o < lanes;) {
        int v = nvar - 1;
        for (int i = 0; i < nvar; i++)
            if (var[i].lanes <= lanes - o) {
                v = i;
                break;
            }
        if (nparts == VEC_MAX_PARTS)
            return NULL;
        part[nparts++] = v;
        o += var[v].lanes;
    }
    LLVMContextRef C = LLVMGetModuleContext(M);
    LLVMTypeRef st = dt == DT_F64 ? LLVMDoubleTypeInContext(C) : LLVMFloatTypeInContext(C);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(C);
    LLVMTypeRef wt = LLVMVectorType(st, (unsigned)lanes);
    LLVMValueRef out = LLVMGetPoison(wt);
    for (int k = 0, o = 0; k < nparts; o += var[part[k]].lanes, k++) {
        int l = var[part[k]].lanes;
        LLVMValueRef args[2] = {lanes_of(B, a, o, l, lanes),
                                b ? lanes_of(B, b, o, l, lanes) : NULL};
        LLVMValueRef r = vec_call(M, B, var[part[k]].name, LLVMVectorType(st, (unsigned)l), args,
                                  b ? 2 : 1);
        if (nparts == 1)
            return l == lanes ? r : lanes_of(B, r, 0, lanes, l);
        /* put lanes o.. of the result in place */
        int n = lanes - o < l ? lanes - o : l;
        LLVMValueRef wide = l == lanes ? r : lanes_of(B, r, 0, lanes, l);
        LLVMValueRef m[256];
        for (int i = 0; i < lanes; i++)
            m[i] = LLVMConstInt(i32, (unsigned)(i >= o && i < o + n ? lanes + i - o : i), 0);
        out = LLVMBuildShuffleVector(B, out, wide, LLVMConstVector(m, (unsigned)lanes), "");
    }
    return out;
}


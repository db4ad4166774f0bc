/*
 * Vector math: exp, log, tanh, erf, pow and sigmoid on vectors call glibc's
 * libmvec variants (jit/llvm_emit.c vec_math).  Each function, in f32 and
 * f64, at 4, 8 and 16 lanes and at vbits 512 and 256, over sizes that leave
 * partial vectors, on inputs that reach overflow, underflow, tiny and huge
 * arguments, zeros, infinities and NaN, against the reference interpreter:
 * with ir_compare and with a tighter relative check (libmvec promises a
 * few ulps).  The emitted IR must call the variant the emitter should pick,
 * so that the test cannot pass on the scalar path.
 */
#include <float.h>
#include <math.h>

#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

typedef struct {
    const char *src;    /* the operator */
    const char *fn;     /* libmvec base name its vector code must call */
    const char *scalar; /* what must not be left in the IR then ("" none) */
    double lo, hi;      /* the bulk of the inputs: uniform in [lo, hi] */
    int pow_exps;       /* second input: exponents (integers half the time) */
    int plain;          /* no special values (a GEMM in f32 would overflow
                           where the f64 interpreter does not) */
} vcase;

static const vcase cases[] = {
    {"vexp(X[N]) -> Y[N] { Y[i] = exp(X[i]) }", "exp", "llvm.exp.v", -100, 100, 0, 0},
    {"vexp64(X:f64[N]) -> Y:f64[N] { Y[i] = exp(X[i]) }", "exp", "llvm.exp.v", -750, 750, 0, 0},
    {"vlog(X[N]) -> Y[N] { Y[i] = log(X[i]) }", "log", "llvm.log.v", -10, 1e6, 0, 0},
    {"vlog64(X:f64[N]) -> Y:f64[N] { Y[i] = log(X[i]) }", "log", "llvm.log.v", -10, 1e6, 0, 0},
    {"vtanh(X[N]) -> Y[N] { Y[i] = tanh(X[i]) }", "tanh", "@tanhf", -12, 12, 0, 0},
    {"vtanh64(X:f64[N]) -> Y:f64[N] { Y[i] = tanh(X[i]) }", "tanh", "@tanh(", -25, 25, 0, 0},
    {"verf(X[N]) -> Y[N] { Y[i] = erf(X[i]) }", "erf", "@erff", -6, 6, 0, 0},
    {"verf64(X:f64[N]) -> Y:f64[N] { Y[i] = erf(X[i]) }", "erf", "@erf(", -7, 7, 0, 0},
    {"vpow(A[N], B[N]) -> Y[N] { Y[i] = pow(A[i], B[i]) }", "pow", "llvm.pow.v", -20, 20, 1, 0},
    {"vpow64(A:f64[N], B:f64[N]) -> Y:f64[N] { Y[i] = pow(A[i], B[i]) }", "pow", "llvm.pow.v",
     -20, 20, 1, 0},
    {"vsig(X[N]) -> Y[N] { Y[i] = sigmoid(X[i]) }", "exp", "llvm.exp.v", -110, 110, 0, 0},
    {"vsig64(X:f64[N]) -> Y:f64[N] { Y[i] = sigmoid(X[i]) }", "exp", "llvm.exp.v", -800, 800,
     0, 0},
    /* exp inside a vectorized reduction (softmax's sum), then a row op */
    {"rowexp(X[M,N]) -> Y[M] { Y[i] += exp(X[i,j]) }", "exp", "llvm.exp.v", -30, 30, 0, 0},
    /* a GEMM epilogue: tanh-GELU on a matmul's write-back */
    {"gemmgelu(A[M,K], B[K,N]) -> Y[M,N] {\n  T[m,n] += A[m,k] * B[k,n]\n"
     "  Y[m,n] = 0.5 * T[m,n] * (1 + tanh(0.79788456 * (T[m,n] + 0.044715 * T[m,n] * T[m,n] * "
     "T[m,n])))\n}", "tanh", "@tanhf", -2, 2, 0, 1},
};

/* size lists per input rank (inputs: "N", "N N", "MxN" or "MxK KxN") */
static const char *shapes_1d[] = {"1", "5", "16", "77", "1000"};
static const char *shapes_1d2[] = {"1 1", "5 5", "16 16", "77 77", "1000 1000"};
static const char *shapes_2d[] = {"1x1", "3x7", "5x77", "2x1000", "4x16"};
static const char *shapes_mm[] = {"1x1 1x1", "3x5 5x7", "7x13 13x77", "9x20 20x100",
                                  "6x16 16x32"};

static const struct {
    int lanes, vbits;
} configs[] = {{16, 512}, {8, 512}, {4, 512}, {16, 256}, {8, 256}};

/* inputs: the bulk uniform in [lo, hi]; one in eight special */
static void fill(const vcase *c, int which, int dt, void *p, int64_t n, uint64_t *seed)
{
    static const double special[] = {0.0, -0.0, 1e-30, -1e-30, 1e30, -1e30, INFINITY,
                                     -INFINITY, NAN, 1.0, -1.0, 3e-39, -3e-39, 0.5, 2.0, 88.5,
                                     -87.5, 709.5, -745.0, 1e-300};
    for (int64_t i = 0; i < n; i++) {
        double v;
        if (!c->plain && tt_rand_range(seed, 8) == 0) {
            v = special[tt_rand_range(seed, TT_ARRAY_LEN(special))];
        } else if (which == 1 && c->pow_exps) {
            v = tt_rand_unit(seed) * 60 - 30;
            if (tt_rand_range(seed, 2))
                v = floor(v / 3);
        } else {
            v = c->lo + tt_rand_unit(seed) * (c->hi - c->lo);
        }
        if (dt == DT_F64)
            ((double *)p)[i] = v;
        else
            ((float *)p)[i] = (float)v;
    }
}

/* every element within `ulps` of the reference (relative), NaN where it is
 * NaN, the same infinity; below the smallest normal number only within it */
static int close_enough(int dt, const void *got, const void *ref, int64_t n, double ulps,
                        const char *what)
{
    double eps = dt == DT_F64 ? DBL_EPSILON : FLT_EPSILON;
    double tiny = dt == DT_F64 ? DBL_MIN : FLT_MIN;
    int bad = 0;
    for (int64_t i = 0; i < n; i++) {
        double g = dt == DT_F64 ? ((const double *)got)[i] : ((const float *)got)[i];
        double r = dt == DT_F64 ? ((const double *)ref)[i] : ((const float *)ref)[i];
        int ok;
        if (isnan(r) || isnan(g))
            ok = isnan(r) && isnan(g);
        else if (isinf(r) || isinf(g))
            ok = r == g;
        else
            ok = fabs(g - r) <= ulps * eps * fabs(r) + tiny;
        if (!ok && bad++ < 3)
            fprintf(stderr, "%s: [%" PRId64 "] got %.17g expected %.17g\n", what, i, g, r);
    }
    return bad == 0;
}

/* The libmvec variant the emitter should call for this config, or NULL
 * when this host has none (then the scalar path is right). */
static const char *expected_variant(const char *fn, int dt, int lanes, int vbits, char *buf,
                                    size_t n)
{
    static const struct {
        char isa;
        int bits;
    } isas[] = {{'e', 512}, {'d', 256}, {'b', 128}};
    int ebits = dt == DT_F64 ? 64 : 32;
    for (int i = 0; i < 3; i++) {
        if (isas[i].bits > vbits || isas[i].bits > lanes * ebits)
            continue;
        tt_snprintf(buf, n, "_ZGV%cN%d%s_%s%s", isas[i].isa, isas[i].bits / ebits,
                    strcmp(fn, "pow") == 0 ? "vv" : "v", fn, dt == DT_F64 ? "" : "f");
        if (jit_llvm_has_vecfn(buf))
            return buf;
    }
    return NULL;
}

static int run_case(const vcase *c, const ir_task *t, const lw_sched *s, uint64_t seed,
                    const char *what)
{
    const ir_def *d = t->def;
    void *in[8] = {0}, *out[8] = {0}, *ref[8] = {0};
    int ok = 0;
    uint64_t sd = seed * 0x9E3779B97F4A7C15ull + 11;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int64_t span = ir_tensor_span(t, i);
        size_t bytes = (size_t)span * (size_t)ir_dtype_size(d->tensors[i].dtype);
        if (i < d->ninputs) {
            in[i] = tt_aligned_alloc(64, bytes);
            fill(c, i, d->tensors[i].dtype, in[i], span, &sd);
        } else {
            out[i - d->ninputs] = tt_aligned_alloc(64, bytes);
            ref[i - d->ninputs] = tt_aligned_alloc(64, bytes);
            memset(out[i - d->ninputs], 0x7f, bytes);
            memcpy(ref[i - d->ninputs], out[i - d->ninputs], bytes);
        }
    }
    char err[640];
    kn_kernel *k = NULL;
    if (kn_kernel_compile(env.be, t, s, &k, err, sizeof err) != TT_OK) {
        fprintf(stderr, "%s: compile failed: %s\n", what, err);
        goto done;
    }
    void *io[16];
    int n = 0;
    for (int i = 0; i < d->ninputs; i++)
        io[n++] = in[i];
    for (int i = 0; i < d->noutputs; i++)
        io[n++] = out[i];
    if (kn_kernel_run(k, env.pool1, io, err, sizeof err) != TT_OK) {
        fprintf(stderr, "%s: run failed: %s\n", what, err);
        goto done;
    }
    if (ir_interp(t, in, ref) != TT_OK) {
        fprintf(stderr, "%s: interpreter failed\n", what);
        goto done;
    }
    ir_cmp cmp;
    ok = ir_compare(t, out, ref, &cmp);
    if (!ok)
        fprintf(stderr, "%s: %" PRId64 " mismatches (ir_compare), got %.9g expected %.9g\n",
                what, cmp.nbad, cmp.bad_got, cmp.bad_ref);
    /* the pointwise cases, element by element: libmvec's few ulps, plus the
       f32 rounding of sigmoid's 1 + e and division */
    if (ok && d->nstmts == 1 && d->tensors[d->ninputs].rank == 1 && d->ninputs <= 2 &&
        strncmp(d->name, "row", 3) != 0) {
        int dt = d->tensors[d->ninputs].dtype;
        ok = close_enough(dt, out[0], ref[0], ir_tensor_numel(t, d->ninputs), 8, what);
    }
done:
    kn_kernel_free(k);
    for (int i = 0; i < 8; i++) {
        free(in[i]);
        free(out[i]);
        free(ref[i]);
    }
    return ok;
}

/* Give every vectorized root stage `lanes` lanes; vbits for the program. */
static int set_config(const ir_task *t, lw_sched *s, int lanes, int vbits)
{
    lw_sched_default(t, s);
    s->vector_bits = (uint16_t)vbits;
    int vec = 0;
    for (int i = 0; i < s->nstages; i++)
        if (s->mode[i] == SM_ROOT && s->nest[i].vec != LW_VEC_NONE) {
            s->nest[i].lanes = (uint8_t)lanes;
            vec++;
            /* narrower lanes: more vectors in the register tile; the
               unroll halved as the default's would be, within the code
               budget (9 rows of 32 lanes in 4-lane vectors x 4 copies) */
            while (s->nest[i].unroll > 1 && lw_code_copies(t, s, i) > LW_MAX_COPIES)
                s->nest[i].unroll /= 2;
        }
    char msg[256];
    if (lw_sched_check(t, s, msg, sizeof msg) != 0) {
        fprintf(stderr, "%s lanes=%d vbits=%d: %s\n", t->def->name, lanes, vbits, msg);
        return -1;
    }
    return vec;
}

TEST(libmvec_present)
{
#if defined(__x86_64__) && defined(__GLIBC__)
    const char *v = getenv("TT_LIBMVEC");
    if (!v || strcmp(v, "0") != 0) {
        /* glibc ships libmvec; its SSE variants need nothing beyond x86-64 */
        CHECK(jit_llvm_has_vecfn("_ZGVbN4v_expf"));
        CHECK(jit_llvm_has_vecfn("_ZGVbN2vv_pow"));
        CHECK(jit_llvm_has_vecfn("_ZGVbN4v_tanhf"));
        CHECK(jit_llvm_has_vecfn("_ZGVbN2v_erf"));
    }
#endif
    CHECK(!jit_llvm_has_vecfn("_ZGVbN4v_nosuchf"));
    printf("  AVX-512 variants %s, AVX2 %s\n",
           jit_llvm_has_vecfn("_ZGVeN16v_expf") ? "used" : "not used",
           jit_llvm_has_vecfn("_ZGVdN8v_expf") ? "used" : "not used");
}

TEST(vector_math)
{
    int total = 0, passed = 0, called = 0;
    for (size_t c = 0; c < TT_ARRAY_LEN(cases); c++) {
        ir_deflist l;
        ir_def *d = diff_def(cases[c].src, &l);
        CHECKF(d != NULL, "%s", cases[c].src);
        if (!d)
            continue;
        const char **shapes = d->ninputs == 2 && d->tensors[0].rank == 2 ? shapes_mm
                              : d->ninputs == 2                            ? shapes_1d2
                              : d->tensors[0].rank == 2                    ? shapes_2d
                                                                           : shapes_1d;
        int dt = d->tensors[d->ninputs].dtype;
        for (size_t cf = 0; cf < TT_ARRAY_LEN(configs); cf++) {
            for (int sh = 0; sh < 5; sh++) {
                ir_task *t = diff_bind(d, NULL, shapes[sh], NULL, NULL, 1);
                CHECKF(t != NULL, "%s [%s]", d->name, shapes[sh]);
                if (!t)
                    continue;
                lw_sched s;
                int nvec = set_config(t, &s, configs[cf].lanes, configs[cf].vbits);
                CHECKF(nvec >= 0, "%s [%s]", d->name, shapes[sh]);
                char what[256];
                tt_snprintf(what, sizeof what, "%s [%s] lanes=%d vbits=%d", d->name,
                            shapes[sh], configs[cf].lanes, configs[cf].vbits);
                if (nvec >= 0) {
                    total++;
                    int ok = run_case(&cases[c], t, &s, c * 1000 + cf * 10 + (size_t)sh, what);
                    passed += ok;
                    CHECKF(ok, "%s", what);
                }
                /* the largest shape is vectorized: its IR must call libmvec */
                if (nvec > 0 && sh == 4) {
                    char err[512], name[48];
                    lw_prog *p = lw_lower(t, &s, err, sizeof err);
                    CHECKF(p != NULL, "%s: %s", what, err);
                    char *ir = p ? jit_llvm_ir(p, 0, err, sizeof err) : NULL;
                    CHECKF(!p || ir != NULL, "%s: %s", what, err);
                    const char *want = expected_variant(cases[c].fn, dt, configs[cf].lanes,
                                                        configs[cf].vbits, name, sizeof name);
                    if (ir && want) {
                        char call[64];
                        tt_snprintf(call, sizeof call, "@%s(", want);
                        CHECKF(strstr(ir, call) != NULL, "%s: no call of %s", what, want);
                        CHECKF(strstr(ir, cases[c].scalar) == NULL, "%s: %s left in the IR",
                               what, cases[c].scalar);
                        called++;
                    }
                    free(ir);
                    lw_prog_free(p);
                }
                ir_task_free(t);
            }
        }
        ir_deflist_free(&l);
    }
    printf("  %d of %d function/shape/config cases match; %d call libmvec\n", passed, total,
           called);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(libmvec_present);
    RUN(vector_math);
    diff_close(&env);
    TEST_EXIT();
}

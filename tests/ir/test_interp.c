/*
 * The reference interpreter against loops written by hand: every shipped
 * operator on small shapes (with a size-1 and a prime-sized dimension),
 * and the language's semantics on operators written here (reads outside a
 * tensor, 'where', select, integer division, i32 and f64, the reductions,
 * intermediates, strides).  Expected values never come from the
 * interpreter; f32 results are compared with a relative tolerance of 1e-5.
 */
#include <stdint.h>

#include "ir/ir.h"
#include "tests/test.h"

extern const char *const tt_builtin_op_files[][2];

typedef struct {
    ir_deflist l;
    const ir_def *d;
    ir_task *t;
    void *in[8], *out[8];
} op_run;

static const char *builtin_source_of(const char *name)
{
    for (int f = 0; tt_builtin_op_files[f][0]; f++) {
        ir_deflist l;
        ir_error e;
        if (ir_parse(tt_builtin_op_files[f][1], &l, &e) != 0)
            continue;
        int found = 0;
        for (int i = 0; i < l.n; i++)
            found |= strcmp(l.defs[i]->name, name) == 0;
        ir_deflist_free(&l);
        if (found)
            return tt_builtin_op_files[f][1];
    }
    return NULL;
}

/* Set an attribute list "k=v,k=v" over the defaults. */
static int parse_attrs(const ir_def *d, const char *attrs, int64_t *out)
{
    for (int i = 0; i < d->nattrs; i++)
        out[i] = d->attrs[i].value;
    for (const char *p = attrs; p && *p;) {
        char name[64];
        long long v;
        int used;
        if (sscanf(p, "%63[^=]=%lld%n", name, &v, &used) != 2)
            return -1;
        int a = ir_find_attr(d, name);
        if (a < 0)
            return -1;
        out[a] = v;
        p += used;
        if (*p == ',')
            p++;
    }
    return 0;
}

/* Parse (src, or the shipped operator `name`), bind the input shapes
 * (ranks from the definition), allocate every input with its span and fill
 * it from `seed`: floats in [-1, 1), i32 in [-8, 8].  Outputs are zeroed. */
static int setup_full(op_run *r, const char *src, const char *name,
                      const int64_t (*shape)[TT_MAX_RANK], const char *attrs,
                      const int64_t (*stride)[TT_MAX_RANK],
                      const int64_t (*out_stride)[TT_MAX_RANK], uint64_t seed)
{
    memset(r, 0, sizeof *r);
    if (!src)
        src = builtin_source_of(name);
    ir_error e;
    if (!src || ir_parse(src, &r->l, &e) != 0) {
        fprintf(stderr, "%s: %s\n", name, src ? e.msg : "not shipped");
        return -1;
    }
    for (int i = 0; i < r->l.n; i++)
        if (!name || strcmp(r->l.defs[i]->name, name) == 0)
            r->d = r->l.defs[i];
    if (!r->d)
        return -1;
    const ir_def *d = r->d;
    int rank[8];
    int64_t attr[32];
    for (int i = 0; i < d->ninputs; i++)
        rank[i] = d->tensors[i].rank;
    if (d->ninputs > 8 || d->noutputs > 8 || d->nattrs > 32 || parse_attrs(d, attrs, attr))
        return -1;
    ir_bind_in bi = {.nin = d->ninputs, .rank = rank, .shape = shape, .stride = stride,
                     .out_stride = out_stride, .attr = attr, .nthreads = 1};
    char msg[512];
    if (ir_bind(d, &bi, &r->t, msg, sizeof msg) != TT_OK) {
        fprintf(stderr, "%s: %s\n", d->name, msg);
        return -1;
    }
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 12345;
    for (int i = 0; i < d->ninputs + d->noutputs; i++) {
        int dt = d->tensors[i].dtype;
        int64_t n = ir_tensor_span(r->t, i);
        void *p = calloc((size_t)n, (size_t)ir_dtype_size(dt));
        if (!p)
            return -1;
        if (i < d->ninputs) {
            for (int64_t k = 0; k < n; k++) {
                double u = tt_rand_unit(&s) * 2 - 1;
                if (dt == DT_F32)
                    ((float *)p)[k] = (float)u;
                else if (dt == DT_F64)
                    ((double *)p)[k] = u;
                else
                    ((int32_t *)p)[k] = (int32_t)tt_rand_range(&s, 17) - 8;
            }
            r->in[i] = p;
        } else {
            r->out[i - d->ninputs] = p;
        }
    }
    return 0;
}

static int setup(op_run *r, const char *src, const char *name,
                 const int64_t (*shape)[TT_MAX_RANK], const char *attrs, uint64_t seed)
{
    return setup_full(r, src, name, shape, attrs, NULL, NULL, seed);
}

static int interp(op_run *r)
{
    return ir_interp(r->t, r->in, r->out);
}

static void teardown(op_run *r)
{
    for (int i = 0; i < 8; i++) {
        free(r->in[i]);
        free(r->out[i]);
    }
    ir_task_free(r->t);
    ir_deflist_free(&r->l);
}

/* Output o's shape is exactly `want` (checks the output shape formulas). */
static int shape_is(int at, const op_run *r, int o, int rank, const int64_t *want)
{
    const int64_t *got = r->t->shape[r->d->ninputs + o];
    int ok = r->d->tensors[r->d->ninputs + o].rank == rank;
    for (int k = 0; ok && k < rank; k++)
        ok = got[k] == want[k];
    CHECKF(ok, "line %d: output %d has shape %lldx%lldx%lldx%lld, expected %lldx%lldx%lldx%lld",
           at, o, (long long)got[0], (long long)(rank > 1 ? got[1] : 0),
           (long long)(rank > 2 ? got[2] : 0), (long long)(rank > 3 ? got[3] : 0),
           (long long)want[0], (long long)(rank > 1 ? want[1] : 0),
           (long long)(rank > 2 ? want[2] : 0), (long long)(rank > 3 ? want[3] : 0));
    return ok;
}
#define SHAPE_IS(r, o, rank, ...) shape_is(__LINE__, r, o, rank, (const int64_t[]){__VA_ARGS__})

/* |got - want| <= tol * (1 + |want|) everywhere; reports the first miss. */
static void close_f32(int at, const char *what, const float *got, const double *want, int64_t n,
                      double tol)
{
    int64_t bad = 0, first = -1;
    for (int64_t i = 0; i < n; i++) {
        int ok = fabs((double)got[i] - want[i]) <= tol * (1 + fabs(want[i]));
        if (isinf(want[i]))
            ok = (double)got[i] == want[i];
        if (!ok && bad++ == 0)
            first = i;
    }
    CHECKF(bad == 0, "line %d: %s: %lld of %lld differ; first at %lld: got %.9g, want %.9g", at,
           what, (long long)bad, (long long)n, (long long)first,
           first >= 0 ? got[first] : 0.0, first >= 0 ? want[first] : 0.0);
}
#define CLOSE(what, got, want, n) close_f32(__LINE__, what, (const float *)(got), want, n, 1e-5)

static double *dalloc(int64_t n)
{
    double *p = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
    if (!p)
        abort();
    return p;
}

/* ---- matrix products ---------------------------------------------------- */

static void check_matmul(int64_t M, int64_t K, int64_t N)
{
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{M, K}, {K, N}};
    REQUIRE(setup(&r, NULL, "matmul", shape, NULL, M * 100 + K * 10 + N) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double *want = dalloc(M * N);
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++)
            for (int64_t k = 0; k < K; k++)
                want[m * N + n] += (double)A[m * K + k] * B[k * N + n];
    if (SHAPE_IS(&r, 0, 2, M, N))
        CLOSE("matmul", r.out[0], want, M * N);
    free(want);
    teardown(&r);
}

TEST(matmul)
{
    check_matmul(3, 5, 7);
    check_matmul(1, 13, 2);
    check_matmul(4, 1, 1);
}

TEST(batch_matmul)
{
    const int64_t NB = 2, M = 3, K = 1, N = 5;
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{NB, M, K}, {NB, K, N}};
    REQUIRE(setup(&r, NULL, "batch_matmul", shape, NULL, 1) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double *want = dalloc(NB * M * N);
    for (int64_t b = 0; b < NB; b++)
        for (int64_t m = 0; m < M; m++)
            for (int64_t n = 0; n < N; n++)
                for (int64_t k = 0; k < K; k++)
                    want[(b * M + m) * N + n] +=
                        (double)A[(b * M + m) * K + k] * B[(b * K + k) * N + n];
    if (SHAPE_IS(&r, 0, 3, NB, M, N))
        CLOSE("batch_matmul", r.out[0], want, NB * M * N);
    free(want);
    teardown(&r);

    int64_t shape2[2][TT_MAX_RANK] = {{3, 2, 7}, {3, 7, 1}};
    REQUIRE(setup(&r, NULL, "batch_matmul", shape2, NULL, 2) == 0);
    REQUIRE(interp(&r) == TT_OK);
    A = r.in[0];
    B = r.in[1];
    want = dalloc(3 * 2 * 1);
    for (int64_t b = 0; b < 3; b++)
        for (int64_t m = 0; m < 2; m++)
            for (int64_t k = 0; k < 7; k++)
                want[b * 2 + m] += (double)A[(b * 2 + m) * 7 + k] * B[b * 7 + k];
    if (SHAPE_IS(&r, 0, 3, 3, 2, 1))
        CLOSE("batch_matmul 3x2x7 7x1", r.out[0], want, 6);
    free(want);
    teardown(&r);
}

enum { ACT_NONE, ACT_BIAS, ACT_RELU, ACT_GELU };

static double gelu_ref(double z)
{
    return 0.5 * z * (1 + tanh(0.7978845608028654 * (z + 0.044715 * z * z * z)));
}

static void check_dense(const char *name, int act, int64_t M, int64_t K, int64_t N)
{
    op_run r;
    int64_t shape[3][TT_MAX_RANK] = {{M, K}, {N, K}, {N}};
    REQUIRE(setup(&r, NULL, name, shape, NULL, (uint64_t)(act * 1000 + M + K + N)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0], *W = r.in[1], *b = act != ACT_NONE ? r.in[2] : NULL;
    double *want = dalloc(M * N);
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double acc = 0;
            for (int64_t k = 0; k < K; k++)
                acc += (double)X[m * K + k] * W[n * K + k];
            if (b)
                acc += b[n];
            if (act == ACT_RELU)
                acc = acc > 0 ? acc : 0;
            if (act == ACT_GELU)
                acc = gelu_ref(acc);
            want[m * N + n] = acc;
        }
    if (SHAPE_IS(&r, 0, 2, M, N))
        CLOSE(name, r.out[0], want, M * N);
    free(want);
    teardown(&r);
}

TEST(dense)
{
    check_dense("dense", ACT_NONE, 3, 5, 7);
    check_dense("dense", ACT_NONE, 1, 11, 1);
}

TEST(dense_bias)
{
    check_dense("dense_bias", ACT_BIAS, 3, 5, 7);
    check_dense("dense_bias", ACT_BIAS, 2, 1, 13);
}

TEST(dense_relu)
{
    check_dense("dense_relu", ACT_RELU, 4, 5, 7);
    check_dense("dense_relu", ACT_RELU, 1, 3, 11);
}

TEST(dense_gelu)
{
    check_dense("dense_gelu", ACT_GELU, 3, 5, 7);
    check_dense("dense_gelu", ACT_GELU, 5, 1, 2);
}

/* ---- convolutions ------------------------------------------------------- */

typedef struct {
    int64_t sh, sw, ph, pw, dh, dw, groups;
} conv_p;

static int64_t conv_out(int64_t in, int64_t pad, int64_t dil, int64_t k, int64_t stride)
{
    return (in + 2 * pad - dil * (k - 1) - 1) / stride + 1;
}

static void conv_attrs(char *buf, size_t n, const conv_p *p, int with_groups)
{
    snprintf(buf, n, "stride_h=%lld,stride_w=%lld,pad_h=%lld,pad_w=%lld,dil_h=%lld,dil_w=%lld",
             (long long)p->sh, (long long)p->sw, (long long)p->ph, (long long)p->pw,
             (long long)p->dh, (long long)p->dw);
    if (with_groups)
        snprintf(buf + strlen(buf), n - strlen(buf), ",groups=%lld", (long long)p->groups);
}

/* NCHW, weights [F, C/groups, R, S] */
static void check_conv2d(int64_t N, int64_t C, int64_t H, int64_t W, int64_t F, int64_t R,
                         int64_t S, conv_p p)
{
    int64_t CG = C / p.groups, FG = F / p.groups;
    int64_t OH = conv_out(H, p.ph, p.dh, R, p.sh), OW = conv_out(W, p.pw, p.dw, S, p.sw);
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{N, C, H, W}, {F, CG, R, S}};
    char attrs[256];
    conv_attrs(attrs, sizeof attrs, &p, 1);
    REQUIRE(setup(&r, NULL, "conv2d", shape, attrs, (uint64_t)(H * W + F)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0], *Wt = r.in[1];
    double *want = dalloc(N * F * OH * OW);
    for (int64_t n = 0; n < N; n++)
        for (int64_t f = 0; f < F; f++) {
            int64_t g = f / FG;
            for (int64_t y = 0; y < OH; y++)
                for (int64_t x = 0; x < OW; x++) {
                    double acc = 0;
                    for (int64_t c = 0; c < CG; c++)
                        for (int64_t i = 0; i < R; i++)
                            for (int64_t j = 0; j < S; j++) {
                                int64_t iy = y * p.sh + i * p.dh - p.ph;
                                int64_t ix = x * p.sw + j * p.dw - p.pw;
                                if (iy < 0 || iy >= H || ix < 0 || ix >= W)
                                    continue;   /* zero padding */
                                acc += (double)X[((n * C + g * CG + c) * H + iy) * W + ix] *
                                       Wt[((f * CG + c) * R + i) * S + j];
                            }
                    want[((n * F + f) * OH + y) * OW + x] = acc;
                }
        }
    if (SHAPE_IS(&r, 0, 4, N, F, OH, OW))
        CLOSE(attrs, r.out[0], want, N * F * OH * OW);
    free(want);
    teardown(&r);
}

TEST(conv2d)
{
    conv_p plain = {1, 1, 0, 0, 1, 1, 1};
    check_conv2d(1, 2, 5, 7, 3, 3, 3, plain);
    conv_p padded = {1, 1, 1, 2, 1, 1, 1};
    check_conv2d(2, 3, 5, 5, 2, 3, 1, padded);
    conv_p strided = {2, 3, 1, 1, 1, 1, 1};
    check_conv2d(1, 1, 7, 11, 4, 3, 3, strided);
    conv_p dilated = {1, 2, 2, 1, 2, 3, 1};
    check_conv2d(1, 2, 7, 9, 3, 3, 2, dilated);
    conv_p grouped = {1, 1, 1, 1, 1, 1, 2};
    check_conv2d(2, 4, 5, 6, 6, 3, 3, grouped);
    conv_p everything = {2, 1, 1, 2, 2, 1, 2};
    check_conv2d(1, 6, 9, 7, 4, 2, 3, everything);
}

/* NHWC, weights [R, S, C/groups, F] */
static void check_conv2d_nhwc(int64_t N, int64_t H, int64_t W, int64_t C, int64_t F, int64_t R,
                              int64_t S, conv_p p)
{
    int64_t CG = C / p.groups, FG = F / p.groups;
    int64_t OH = conv_out(H, p.ph, p.dh, R, p.sh), OW = conv_out(W, p.pw, p.dw, S, p.sw);
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{N, H, W, C}, {R, S, CG, F}};
    char attrs[256];
    conv_attrs(attrs, sizeof attrs, &p, 1);
    REQUIRE(setup(&r, NULL, "conv2d_nhwc", shape, attrs, (uint64_t)(C * 7 + F)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0], *Wt = r.in[1];
    double *want = dalloc(N * OH * OW * F);
    for (int64_t n = 0; n < N; n++)
        for (int64_t y = 0; y < OH; y++)
            for (int64_t x = 0; x < OW; x++)
                for (int64_t f = 0; f < F; f++) {
                    int64_t g = f / FG;
                    double acc = 0;
                    for (int64_t i = 0; i < R; i++)
                        for (int64_t j = 0; j < S; j++)
                            for (int64_t c = 0; c < CG; c++) {
                                int64_t iy = y * p.sh + i * p.dh - p.ph;
                                int64_t ix = x * p.sw + j * p.dw - p.pw;
                                if (iy < 0 || iy >= H || ix < 0 || ix >= W)
                                    continue;
                                acc += (double)X[((n * H + iy) * W + ix) * C + g * CG + c] *
                                       Wt[((i * S + j) * CG + c) * F + f];
                            }
                    want[((n * OH + y) * OW + x) * F + f] = acc;
                }
    if (SHAPE_IS(&r, 0, 4, N, OH, OW, F))
        CLOSE(attrs, r.out[0], want, N * OH * OW * F);
    free(want);
    teardown(&r);
}

TEST(conv2d_nhwc)
{
    conv_p plain = {1, 1, 0, 0, 1, 1, 1};
    check_conv2d_nhwc(1, 5, 7, 2, 3, 3, 3, plain);
    conv_p mixed = {2, 1, 1, 2, 1, 2, 1};
    check_conv2d_nhwc(2, 7, 5, 3, 1, 3, 2, mixed);
    conv_p grouped = {1, 2, 1, 0, 2, 1, 2};
    check_conv2d_nhwc(1, 6, 7, 4, 6, 2, 3, grouped);
}

/* NCHW, weights [C, R, S] */
static void check_depthwise(int64_t N, int64_t C, int64_t H, int64_t W, int64_t R, int64_t S,
                            conv_p p)
{
    int64_t OH = conv_out(H, p.ph, p.dh, R, p.sh), OW = conv_out(W, p.pw, p.dw, S, p.sw);
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{N, C, H, W}, {C, R, S}};
    char attrs[256];
    conv_attrs(attrs, sizeof attrs, &p, 0);
    REQUIRE(setup(&r, NULL, "depthwise_conv2d", shape, attrs, (uint64_t)(C + H)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0], *Wt = r.in[1];
    double *want = dalloc(N * C * OH * OW);
    for (int64_t n = 0; n < N; n++)
        for (int64_t c = 0; c < C; c++)
            for (int64_t y = 0; y < OH; y++)
                for (int64_t x = 0; x < OW; x++) {
                    double acc = 0;
                    for (int64_t i = 0; i < R; i++)
                        for (int64_t j = 0; j < S; j++) {
                            int64_t iy = y * p.sh + i * p.dh - p.ph;
                            int64_t ix = x * p.sw + j * p.dw - p.pw;
                            if (iy >= 0 && iy < H && ix >= 0 && ix < W)
                                acc += (double)X[((n * C + c) * H + iy) * W + ix] *
                                       Wt[(c * R + i) * S + j];
                        }
                    want[((n * C + c) * OH + y) * OW + x] = acc;
                }
    if (SHAPE_IS(&r, 0, 4, N, C, OH, OW))
        CLOSE(attrs, r.out[0], want, N * C * OH * OW);
    free(want);
    teardown(&r);
}

TEST(depthwise_conv2d)
{
    conv_p plain = {1, 1, 0, 0, 1, 1, 1};
    check_depthwise(1, 3, 5, 7, 3, 3, plain);
    conv_p mixed = {2, 1, 1, 1, 1, 2, 1};
    check_depthwise(2, 1, 7, 6, 3, 3, mixed);
}

/* ---- pooling ------------------------------------------------------------ */

static void check_pool(int is_max, int64_t N, int64_t C, int64_t H, int64_t W, int64_t kh,
                       int64_t kw, int64_t sh, int64_t sw, int64_t ph, int64_t pw)
{
    int64_t OH = (H + 2 * ph - kh) / sh + 1, OW = (W + 2 * pw - kw) / sw + 1;
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{N, C, H, W}};
    char attrs[256];
    snprintf(attrs, sizeof attrs, "kh=%lld,kw=%lld,stride_h=%lld,stride_w=%lld,pad_h=%lld,pad_w=%lld",
             (long long)kh, (long long)kw, (long long)sh, (long long)sw, (long long)ph,
             (long long)pw);
    REQUIRE(setup(&r, NULL, is_max ? "max_pool2d" : "avg_pool2d", shape, attrs,
                  (uint64_t)(H * 3 + W)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0];
    double *want = dalloc(N * C * OH * OW);
    for (int64_t nc = 0; nc < N * C; nc++)
        for (int64_t y = 0; y < OH; y++)
            for (int64_t x = 0; x < OW; x++) {
                double acc = is_max ? -INFINITY : 0;
                for (int64_t i = 0; i < kh; i++)
                    for (int64_t j = 0; j < kw; j++) {
                        int64_t iy = y * sh + i - ph, ix = x * sw + j - pw;
                        /* max ignores the padding; the average counts it as 0 */
                        if (iy < 0 || iy >= H || ix < 0 || ix >= W)
                            continue;
                        double v = X[(nc * H + iy) * W + ix];
                        acc = is_max ? (v > acc ? v : acc) : acc + v;
                    }
                want[(nc * OH + y) * OW + x] = is_max ? acc : acc / (double)(kh * kw);
            }
    if (SHAPE_IS(&r, 0, 4, N, C, OH, OW))
        CLOSE(attrs, r.out[0], want, N * C * OH * OW);
    free(want);
    teardown(&r);
}

TEST(max_pool2d)
{
    check_pool(1, 1, 2, 4, 6, 2, 2, 2, 2, 0, 0);   /* the defaults */
    check_pool(1, 2, 1, 5, 7, 3, 3, 2, 2, 1, 1);   /* padded: windows hang over the edge */
    check_pool(1, 1, 3, 7, 5, 3, 2, 1, 2, 1, 1);
}

TEST(max_pool2d_all_negative_padded)
{
    /* with every value negative, padding must not contribute a 0 */
    const char *src = builtin_source_of("max_pool2d");
    REQUIRE(src);
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{1, 1, 3, 3}};
    REQUIRE(setup(&r, src, "max_pool2d", shape, "kh=3,kw=3,stride_h=1,stride_w=1,pad_h=1,pad_w=1",
                  9) == 0);
    float *X = r.in[0];
    for (int i = 0; i < 9; i++)
        X[i] = -(float)(i + 1);   /* -1 .. -9, row-major */
    REQUIRE(interp(&r) == TT_OK);
    /* each output is the largest of its in-bounds 3x3 neighbourhood */
    double want[9] = {-1, -1, -2, -1, -1, -2, -4, -4, -5};
    CLOSE("max_pool2d negative", r.out[0], want, 9);
    teardown(&r);
}

TEST(avg_pool2d)
{
    check_pool(0, 1, 2, 4, 6, 2, 2, 2, 2, 0, 0);
    check_pool(0, 2, 1, 5, 7, 3, 3, 2, 2, 1, 1);
    check_pool(0, 1, 1, 1, 13, 1, 3, 1, 3, 0, 1);
}

/* ---- rows: softmax, layernorm, reductions -------------------------------- */

TEST(softmax)
{
    const int64_t dims[][2] = {{3, 7}, {1, 13}, {5, 1}};
    for (size_t c = 0; c < 3; c++) {
        int64_t M = dims[c][0], N = dims[c][1];
        op_run r;
        int64_t shape[1][TT_MAX_RANK] = {{M, N}};
        REQUIRE(setup(&r, NULL, "softmax", shape, NULL, c) == 0);
        float *X = r.in[0];
        X[0] = 30;   /* large enough that exp without the max shift loses digits */
        REQUIRE(interp(&r) == TT_OK);
        double *want = dalloc(M * N);
        for (int64_t i = 0; i < M; i++) {
            double mx = -INFINITY, sum = 0;
            for (int64_t j = 0; j < N; j++)
                mx = X[i * N + j] > mx ? X[i * N + j] : mx;
            for (int64_t j = 0; j < N; j++)
                sum += exp(X[i * N + j] - mx);
            for (int64_t j = 0; j < N; j++)
                want[i * N + j] = exp(X[i * N + j] - mx) / sum;
        }
        CLOSE("softmax", r.out[0], want, M * N);
        free(want);
        teardown(&r);
    }
}

TEST(layernorm)
{
    const int64_t dims[][2] = {{3, 8}, {2, 13}, {1, 1}};
    for (size_t c = 0; c < 3; c++) {
        int64_t M = dims[c][0], N = dims[c][1];
        op_run r;
        int64_t shape[3][TT_MAX_RANK] = {{M, N}, {N}, {N}};
        REQUIRE(setup(&r, NULL, "layernorm", shape, NULL, 10 + c) == 0);
        REQUIRE(interp(&r) == TT_OK);
        const float *X = r.in[0], *g = r.in[1], *b = r.in[2];
        double *want = dalloc(M * N);
        for (int64_t i = 0; i < M; i++) {
            double mu = 0, var = 0;
            for (int64_t j = 0; j < N; j++)
                mu += X[i * N + j];
            mu /= (double)N;
            for (int64_t j = 0; j < N; j++)
                var += (X[i * N + j] - mu) * (X[i * N + j] - mu);
            var /= (double)N;
            for (int64_t j = 0; j < N; j++)
                want[i * N + j] = (X[i * N + j] - mu) / sqrt(var + 1e-5) * g[j] + b[j];
        }
        CLOSE("layernorm", r.out[0], want, M * N);
        free(want);
        teardown(&r);
    }
}

static void check_reduce(const char *name, int mean, int64_t M, int64_t N)
{
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{M, N}};
    REQUIRE(setup(&r, NULL, name, shape, NULL, (uint64_t)(M * N)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0];
    double *want = dalloc(M);
    for (int64_t i = 0; i < M; i++) {
        for (int64_t j = 0; j < N; j++)
            want[i] += X[i * N + j];
        if (mean)
            want[i] /= (double)N;
    }
    if (SHAPE_IS(&r, 0, 1, M))
        CLOSE(name, r.out[0], want, M);
    free(want);
    teardown(&r);
}

TEST(reduce_sum)
{
    check_reduce("reduce_sum", 0, 3, 7);
    check_reduce("reduce_sum", 0, 1, 17);
    check_reduce("reduce_sum", 0, 5, 1);
}

TEST(reduce_mean)
{
    check_reduce("reduce_mean", 1, 3, 7);
    check_reduce("reduce_mean", 1, 1, 17);
    check_reduce("reduce_mean", 1, 5, 1);
}

/* ---- elementwise -------------------------------------------------------- */

enum { EW_ADD, EW_MUL, EW_RELU, EW_GELU, EW_SIGMOID, EW_BIAS, EW_TRANSPOSE };

static void check_elementwise(const char *name, int kind, int64_t M, int64_t N)
{
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{M, N}, {M, N}};
    if (kind == EW_BIAS)
        shape[1][0] = N;
    REQUIRE(setup(&r, NULL, name, shape, NULL, (uint64_t)(kind * 31 + M)) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double *want = dalloc(M * N);
    for (int64_t i = 0; i < M; i++)
        for (int64_t j = 0; j < N; j++) {
            double a = A[i * N + j], v = 0;
            switch (kind) {
            case EW_ADD: v = a + B[i * N + j]; break;
            case EW_MUL: v = a * B[i * N + j]; break;
            case EW_RELU: v = a > 0 ? a : 0; break;
            case EW_GELU: v = gelu_ref(a); break;
            case EW_SIGMOID: v = 1 / (1 + exp(-a)); break;
            case EW_BIAS: v = a + B[j]; break;
            case EW_TRANSPOSE: v = a; break;
            }
            if (kind == EW_TRANSPOSE)
                want[j * M + i] = v;
            else
                want[i * N + j] = v;
        }
    if (kind == EW_TRANSPOSE ? SHAPE_IS(&r, 0, 2, N, M) : SHAPE_IS(&r, 0, 2, M, N))
        CLOSE(name, r.out[0], want, M * N);
    free(want);
    teardown(&r);
}

#define ELEMENTWISE_TEST(name, kind)            \
    TEST(name)                                  \
    {                                           \
        check_elementwise(#name, kind, 3, 7);   \
        check_elementwise(#name, kind, 1, 13);  \
        check_elementwise(#name, kind, 11, 1);  \
    }

ELEMENTWISE_TEST(add, EW_ADD)
ELEMENTWISE_TEST(mul, EW_MUL)
ELEMENTWISE_TEST(relu, EW_RELU)
ELEMENTWISE_TEST(gelu, EW_GELU)
ELEMENTWISE_TEST(sigmoid, EW_SIGMOID)
ELEMENTWISE_TEST(bias_add, EW_BIAS)
ELEMENTWISE_TEST(transpose2d, EW_TRANSPOSE)

/* ---- language semantics ------------------------------------------------- */

TEST(out_of_bounds_reads_are_zero)
{
    const char *src = "nb(A[N], B[M,K]) -> Y[N], Z[M,K] {\n"
                      "  Y[i] = A[i - 1] + 10 * A[i + 1] + 100 * A[i + N]\n"
                      "  Z[i,j] = B[i - 1, j] + B[i, j + K] + B[-1, -1] + B[M, 0]\n}";
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{5}, {3, 4}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 5) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double want[5], wantz[12];
    for (int i = 0; i < 5; i++)
        want[i] = (i >= 1 ? A[i - 1] : 0) + 10.0 * (i + 1 < 5 ? A[i + 1] : 0);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            wantz[i * 4 + j] = i >= 1 ? B[(i - 1) * 4 + j] : 0;
    CLOSE("1-d neighbours", r.out[0], want, 5);
    CLOSE("2-d neighbours", r.out[1], wantz, 12);
    teardown(&r);
}

TEST(where_bounds)
{
    /* a window sum running off the end, and an intermediate made longer
       than its source by 'where' (its extra elements read outside: 0) */
    const char *src = "w(A[N]; k=3) -> Y[N], Z[N + 2] {\n"
                      "  Y[i] += A[i + r] where r < k\n"
                      "  T[i] = A[i] * 2 + 1 where i < N + 2\n"
                      "  Z[i] = T[i]\n}";
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{7}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 6) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0];
    double want[7], wantz[9];
    for (int i = 0; i < 7; i++) {
        want[i] = 0;
        for (int k = 0; k < 3; k++)
            want[i] += i + k < 7 ? A[i + k] : 0;
    }
    for (int i = 0; i < 9; i++)
        wantz[i] = (i < 7 ? A[i] : 0) * 2 + 1;
    if (SHAPE_IS(&r, 1, 1, 9)) {
        CLOSE("window", r.out[0], want, 7);
        CLOSE("long intermediate", r.out[1], wantz, 9);
    }
    teardown(&r);

    /* the attribute sets the window */
    REQUIRE(setup(&r, src, NULL, shape, "k=1", 6) == 0);
    REQUIRE(interp(&r) == TT_OK);
    A = r.in[0];
    for (int i = 0; i < 7; i++)
        want[i] = A[i];
    CLOSE("window of 1", r.out[0], want, 7);
    teardown(&r);
}

TEST(select_and_conditions)
{
    const char *src = "s(A[N], B[N]) -> Y[N] {\n"
                      "  Y[i] = select(A[i] > 0 && !(B[i] < -0.5) || i == 0, A[i], 0.25 * B[i])\n}";
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{11}, {11}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 7) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double want[11];
    for (int i = 0; i < 11; i++)
        want[i] = ((A[i] > 0 && !(B[i] < -0.5)) || i == 0) ? A[i] : 0.25 * B[i];
    CLOSE("select", r.out[0], want, 11);
    teardown(&r);
}

/* Floor division and modulo, written independently of ir.h. */
static int64_t floor_div(int64_t a, int64_t b)
{
    if (b == 0)
        return 0;
    return (int64_t)floor((double)a / (double)b);
}

static int64_t floor_mod(int64_t a, int64_t b)
{
    return b == 0 ? 0 : a - b * floor_div(a, b);
}

TEST(integer_division_and_modulo)
{
    const char *src = "dm(A:i32[N], B:i32[N]) -> Q:i32[N], R:i32[N], L:i32[N] {\n"
                      "  Q[i] = A[i] / B[i]\n  R[i] = A[i] % B[i]\n"
                      "  L[i] = A[i] / 2 + A[i] % -3\n}";
    static const int32_t a[] = {7, -7, 7, -7, 6, -6, 0, 1, -1, 5, -5, 13, INT32_MIN, INT32_MIN, 9};
    static const int32_t b[] = {2, 2, -2, -2, 3, 3, 5, 0, 0, -1, 1, 4, -1, 2, 7};
    enum { N = sizeof a / sizeof a[0] };
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{N}, {N}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 1) == 0);
    memcpy(r.in[0], a, sizeof a);
    memcpy(r.in[1], b, sizeof b);
    REQUIRE(interp(&r) == TT_OK);
    const int32_t *Q = r.out[0], *R = r.out[1], *L = r.out[2];
    for (int i = 0; i < N; i++) {
        /* INT32_MIN / -1 is 2^31 in 64-bit arithmetic, which wraps when stored */
        int64_t q = floor_div(a[i], b[i]);
        int32_t qw = (int32_t)(uint32_t)(uint64_t)q;
        CHECKF(Q[i] == qw, "%d / %d = %d, want %d", a[i], b[i], Q[i], qw);
        CHECKF(R[i] == floor_mod(a[i], b[i]), "%d %% %d = %d, want %lld", a[i], b[i], R[i],
               (long long)floor_mod(a[i], b[i]));
        int64_t l = floor_div(a[i], 2) + floor_mod(a[i], -3);
        CHECKF(L[i] == (int32_t)l, "%d / 2 + %d %% -3 = %d, want %lld", a[i], a[i], L[i],
               (long long)l);
    }
    /* spot checks of the rule itself, in case both sides agree wrongly */
    CHECK(Q[1] == -4 && R[1] == 1);    /* -7 / 2, -7 % 2 */
    CHECK(Q[2] == -4 && R[2] == -1);   /* 7 / -2, 7 % -2 */
    CHECK(Q[7] == 0 && R[7] == 0);     /* 1 / 0, 1 % 0 */
    CHECK(Q[12] == INT32_MIN);         /* -2^31 / -1 = 2^31, stored wrapped */
    teardown(&r);
}

TEST(integer_arithmetic_is_64_bit_then_wraps)
{
    const char *src = "w(A:i32[N]) -> X:i32[N], Y:i32[N], S:i32[1] {\n"
                      "  X[i] = A[i] * 65536 * 65536 / 65536 / 65536\n"
                      "  Y[i] = A[i] + 2147483647\n"
                      "  S[j] += A[i] * 1073741824\n}";
    static const int32_t a[] = {1, -1, 3, 1};
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{4}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 1) == 0);
    memcpy(r.in[0], a, sizeof a);
    REQUIRE(interp(&r) == TT_OK);
    const int32_t *X = r.out[0], *Y = r.out[1], *S = r.out[2];
    for (int i = 0; i < 4; i++) {
        CHECKF(X[i] == a[i], "A * 2^32 / 2^32 = %d for %d (no 32-bit wrap inside)", X[i], a[i]);
        int32_t y = (int32_t)(uint32_t)((uint64_t)(int64_t)a[i] + 2147483647u);
        CHECKF(Y[i] == y, "%d + (2^31 - 1) = %d, want %d", a[i], Y[i], y);
    }
    CHECK(Y[0] == INT32_MIN);
    /* (1 - 1 + 3 + 1) * 2^30 = 2^32: exact in the 64-bit accumulator, 0 stored */
    CHECK(S[0] == 0);
    teardown(&r);
}

TEST(i32_and_f64_tensors)
{
    const char *src = "t(A:i32[N], D:f64[N], F[N]) -> I:i32[N], E:f64[N], G[N], H:i32[N] {\n"
                      "  I[i] = A[i] * 3 - 1\n"
                      "  E[i] = D[i] + 1e-12 + f64(A[i])\n"
                      "  G[i] = f32(D[i] + 1e-12) + F[i]\n"
                      "  H[i] = i32(F[i] * 10.0)\n}";
    op_run r;
    int64_t shape[3][TT_MAX_RANK] = {{6}, {6}, {6}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 3) == 0);
    const int32_t *A = r.in[0];
    double *D = r.in[1];
    float *F = r.in[2];
    D[0] = 1.0;
    F[1] = 2.77f;      /* i32() truncates toward zero ... */
    F[2] = -2.77f;
    F[3] = 1e10f;      /* ... and saturates */
    F[4] = -1e10f;
    F[5] = NAN;        /* NaN converts to 0 */
    REQUIRE(interp(&r) == TT_OK);
    const int32_t *I = r.out[0], *H = r.out[3];
    const double *E = r.out[1];
    const float *G = r.out[2];
    for (int i = 0; i < 6; i++) {
        CHECK(I[i] == A[i] * 3 - 1);
        double e = D[i] + 1e-12 + A[i];
        CHECKF(fabs(E[i] - e) <= 1e-15 * (1 + fabs(e)), "f64: got %.17g want %.17g", E[i], e);
    }
    /* f64 keeps what f32 cannot: 1 + 1e-12 differs from 1 only in f64 */
    CHECK(E[0] != 1.0 + A[0]);
    CHECK(G[0] == (float)1.0 + F[0]);
    CHECK(H[1] == 27 && H[2] == -27);
    CHECK(H[3] == INT32_MAX && H[4] == INT32_MIN);
    CHECK(H[5] == 0);
    teardown(&r);
}

TEST(stored_values_take_their_dtype)
{
    /* T is an f32 intermediate: 1 + 2^-30 (computed exactly, in f64) is
       stored as 1; the same sum kept in f64 survives */
    const char *src = "rd(X[N]) -> Y:f64[N], Z:f64[N] {\n"
                      "  T[i] = X[i] + 0.000000000931322574615478515625\n"
                      "  Y[i] = f64(T[i]) - f64(X[i])\n"
                      "  Z[i] = f64(X[i]) + 0.000000000931322574615478515625 - f64(X[i])\n}";
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{2}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 14) == 0);
    float *X = r.in[0];
    X[0] = 1;
    X[1] = 1024;
    REQUIRE(interp(&r) == TT_OK);
    const double *Y = r.out[0], *Z = r.out[1];
    CHECK(Y[0] == 0 && Y[1] == 0);
    CHECK(Z[0] == ldexp(1, -30));
    CHECK(Z[1] == ldexp(1, -30));
    teardown(&r);
}

TEST(reductions_max_min_product)
{
    const char *src = "r(X[M,N]) -> Mx[M], Mn[M], P[M], S[M] {\n"
                      "  Mx[i] max= X[i,j]\n  Mn[i] min= X[i,j]\n"
                      "  P[i] *= X[i,j] + 1.5\n  S[i] += X[i,j] * X[i,j]\n}";
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{4, 7}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 8) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0];
    double mx[4], mn[4], p[4], s[4];
    for (int i = 0; i < 4; i++) {
        mx[i] = -INFINITY;
        mn[i] = INFINITY;
        p[i] = 1;
        s[i] = 0;
        for (int j = 0; j < 7; j++) {
            double v = X[i * 7 + j];
            mx[i] = v > mx[i] ? v : mx[i];
            mn[i] = v < mn[i] ? v : mn[i];
            p[i] *= v + 1.5;
            s[i] += v * v;
        }
    }
    CLOSE("max=", r.out[0], mx, 4);
    CLOSE("min=", r.out[1], mn, 4);
    CLOSE("*=", r.out[2], p, 4);
    CLOSE("+=", r.out[3], s, 4);
    teardown(&r);

    /* i32 max= and min= start from the extremes, not from 0 */
    const char *isrc = "ri(A:i32[M,N]) -> Mx:i32[M], Mn:i32[M] {\n"
                       "  Mx[i] max= A[i,j] - 100\n  Mn[i] min= A[i,j] + 100\n}";
    REQUIRE(setup(&r, isrc, NULL, shape, NULL, 9) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const int32_t *A = r.in[0], *IMx = r.out[0], *IMn = r.out[1];   /* reassigned below */
    for (int i = 0; i < 4; i++) {
        int32_t hi = INT32_MIN, lo = INT32_MAX;
        for (int j = 0; j < 7; j++) {
            hi = A[i * 7 + j] - 100 > hi ? A[i * 7 + j] - 100 : hi;
            lo = A[i * 7 + j] + 100 < lo ? A[i * 7 + j] + 100 : lo;
        }
        CHECK(IMx[i] == hi);
        CHECK(IMn[i] == lo);
    }
    teardown(&r);

    /* ... and compare terms wrapped to 32 bits: A * 1e9 leaves the i32
       range, and its wrapped value is what max= and min= see */
    const char *wsrc = "rw(A:i32[M,N]) -> Mx:i32[M], Mn:i32[M] {\n"
                       "  Mx[i] max= A[i,j] * 1000000000\n  Mn[i] min= A[i,j] * 1000000000\n}";
    REQUIRE(setup(&r, wsrc, NULL, shape, NULL, 9) == 0);
    REQUIRE(interp(&r) == TT_OK);
    A = r.in[0];
    IMx = r.out[0];
    IMn = r.out[1];
    int wrapped = 0;
    for (int i = 0; i < 4; i++) {
        int32_t hi = INT32_MIN, lo = INT32_MAX;
        for (int j = 0; j < 7; j++) {
            int64_t x = (int64_t)A[i * 7 + j] * 1000000000;
            int32_t w = (int32_t)(uint32_t)(uint64_t)x;
            wrapped += w != x;
            hi = w > hi ? w : hi;
            lo = w < lo ? w : lo;
        }
        CHECK(IMx[i] == hi);
        CHECK(IMn[i] == lo);
    }
    CHECK(wrapped > 0);
    teardown(&r);
}

TEST(intermediates)
{
    /* T feeds both U and Y; U is a reduction of T */
    const char *src = "im(X[M,N], b[N]) -> Y[M,N] {\n"
                      "  T[i,j] = X[i,j] * 2 + b[j]\n"
                      "  U[i] += T[i,j]\n"
                      "  V[i] = U[i] / f32(N)\n"
                      "  Y[i,j] = T[i,j] - V[i]\n}";
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{3, 5}, {5}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 10) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *X = r.in[0], *b = r.in[1];
    double want[15];
    for (int i = 0; i < 3; i++) {
        double u = 0;
        for (int j = 0; j < 5; j++)
            u += X[i * 5 + j] * 2.0 + b[j];
        for (int j = 0; j < 5; j++)
            want[i * 5 + j] = X[i * 5 + j] * 2.0 + b[j] - u / 5;
    }
    CLOSE("centred", r.out[0], want, 15);
    teardown(&r);
}

TEST(strided_inputs_and_outputs)
{
    /* A has rows padded to 8; B is a transposed view (K,N) of an (N,K)
       buffer; C is written with rows of 10 */
    const int64_t M = 3, K = 5, N = 7;
    int64_t shape[2][TT_MAX_RANK] = {{M, K}, {K, N}};
    int64_t stride[2][TT_MAX_RANK] = {{8, 1}, {1, K}};
    int64_t out_stride[1][TT_MAX_RANK] = {{10, 1}};
    op_run r;
    REQUIRE(setup_full(&r, NULL, "matmul", shape, NULL, stride, out_stride, 11) == 0);
    CHECK(ir_tensor_span(r.t, 0) == (M - 1) * 8 + K);
    CHECK(!ir_tensor_is_dense(r.t, 0) && !ir_tensor_is_dense(r.t, 1));
    float *C = r.out[0];
    int64_t span = ir_tensor_span(r.t, 2);
    REQUIRE(span == (M - 1) * 10 + N);
    for (int64_t i = 0; i < span; i++)
        C[i] = 99;   /* the gaps between rows must stay untouched */
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *Bt = r.in[1];
    double want[3 * 10];
    for (int64_t i = 0; i < span; i++)
        want[i] = 99;
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double acc = 0;
            for (int64_t k = 0; k < K; k++)
                acc += (double)A[m * 8 + k] * Bt[n * K + k];
            want[m * 10 + n] = acc;
        }
    CLOSE("strided matmul", C, want, span);
    teardown(&r);
}

TEST(rank_zero_tensors)
{
    /* a statement without index variables (found by the fuzzer) */
    const char *src = "z(A[], B[N]) -> C[], D[] {\n  C[] = A[] * 2\n  D[] += B[i] * A[]\n}";
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{0}, {6}};
    REQUIRE(setup(&r, src, NULL, shape, NULL, 12) == 0);
    REQUIRE(interp(&r) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double c = A[0] * 2.0, d = 0;
    for (int i = 0; i < 6; i++)
        d += (double)B[i] * A[0];
    CLOSE("C[] = A[] * 2", r.out[0], &c, 1);
    CLOSE("D[] += B[i] * A[]", r.out[1], &d, 1);
    teardown(&r);
}

TEST(sampled_interpretation)
{
    /* step 3 computes the outputs at row-major positions 0, 3, 6, ... and
       leaves the others as they were */
    op_run r;
    int64_t shape[2][TT_MAX_RANK] = {{4, 3}, {3, 5}};
    REQUIRE(setup(&r, NULL, "matmul", shape, NULL, 13) == 0);
    float *C = r.out[0];
    for (int i = 0; i < 20; i++)
        C[i] = -7;
    REQUIRE(ir_interp_sampled(r.t, r.in, r.out, 3) == TT_OK);
    const float *A = r.in[0], *B = r.in[1];
    double want[20];
    for (int i = 0; i < 20; i++) {
        double acc = 0;
        for (int k = 0; k < 3; k++)
            acc += (double)A[(i / 5) * 3 + k] * B[k * 5 + i % 5];
        want[i] = i % 3 == 0 ? acc : -7;
    }
    CLOSE("sampled", C, want, 20);
    CHECK(ir_interp_step(r.t, 1e9) == 1);
    int64_t step = ir_interp_step(r.t, 10);   /* 60 points of work, 10 allowed */
    CHECK(step >= 6 && step % 2 == 1);
    teardown(&r);
}

TEST(tolerance_of_a_cancelling_sum)
{
    /* 100,000 f64 terms of size ~5, alternating in sign, sum to ~0.5: the
       sum's rounding is at the terms' scale, which the result does not
       show.  ir_interp_mag gives the largest sum of |terms| and
       ir_compare_mag tolerates a rounding-sized difference there, where
       the result-scaled rule does not; a missing term still fails both. */
    static const char *src = "s(A: f64[K]) -> Y: f64[] {\n  Y[] += A[k]\n}\n";
    enum { K = 100000 };
    op_run r;
    int64_t shape[1][TT_MAX_RANK] = {{K}};
    REQUIRE(setup(&r, src, "s", shape, NULL, 3) == 0);
    double *A = r.in[0];
    for (int k = 0; k < K; k++)
        A[k] = (k % 2 ? -5.0 : 5.0) + A[k] * 1e-5;
    double mag[1] = {-1}, ref = 0, got;
    void *refp[1] = {&ref}, *gotp[1] = {&got};
    REQUIRE(ir_interp_mag(r.t, r.in, refp, 1, mag) == TT_OK);
    double sum_abs = 0;
    for (int k = 0; k < K; k++)
        sum_abs += fabs(A[k]);
    CHECK(fabs(mag[0] - sum_abs) <= 1e-9 * sum_abs);
    CHECK(fabs(ref) < 1);
    ir_cmp c;
    got = ref + 1e-10;   /* a rounding at the terms' scale: 2e-16 of sum_abs */
    CHECK(!ir_compare_sampled(r.t, gotp, refp, 1, &c));
    CHECK(ir_compare_mag(r.t, gotp, refp, 1, mag, &c));
    got = ref - A[K - 1];   /* the last term missing */
    CHECK(!ir_compare_mag(r.t, gotp, refp, 1, mag, &c));
    CHECK(!ir_compare_sampled(r.t, gotp, refp, 1, &c));
    /* a statement that is not a += reduction has no magnitude */
    static const char *src2 = "p(A: f64[K]) -> Y: f64[K] {\n  Y[k] = A[k] * 2\n}\n";
    teardown(&r);
    REQUIRE(setup(&r, src2, "p", shape, NULL, 3) == 0);
    mag[0] = -1;
    REQUIRE(ir_interp_mag(r.t, r.in, r.out, 1, mag) == TT_OK);
    CHECK(mag[0] == 0);
    teardown(&r);
}

int main(void)
{
    RUN(matmul);
    RUN(batch_matmul);
    RUN(dense);
    RUN(dense_bias);
    RUN(dense_relu);
    RUN(dense_gelu);
    RUN(conv2d);
    RUN(conv2d_nhwc);
    RUN(depthwise_conv2d);
    RUN(max_pool2d);
    RUN(max_pool2d_all_negative_padded);
    RUN(avg_pool2d);
    RUN(softmax);
    RUN(layernorm);
    RUN(add);
    RUN(mul);
    RUN(relu);
    RUN(gelu);
    RUN(sigmoid);
    RUN(bias_add);
    RUN(transpose2d);
    RUN(reduce_sum);
    RUN(reduce_mean);
    RUN(out_of_bounds_reads_are_zero);
    RUN(where_bounds);
    RUN(select_and_conditions);
    RUN(integer_division_and_modulo);
    RUN(integer_arithmetic_is_64_bit_then_wraps);
    RUN(i32_and_f64_tensors);
    RUN(stored_values_take_their_dtype);
    RUN(reductions_max_min_product);
    RUN(intermediates);
    RUN(strided_inputs_and_outputs);
    RUN(rank_zero_tensors);
    RUN(sampled_interpretation);
    RUN(tolerance_of_a_cancelling_sum);
    TEST_EXIT();
}

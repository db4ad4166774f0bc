/*
 * The suites: gemm, conv, mem.  Each case builds its contenders (tt through
 * the public API; oneDNN; OpenBLAS and BLIS), measures them interleaved,
 * checks tt's output and the other vendors' once against the fastest
 * vendor's, and reports a table row and a JSON line.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "tt.h"

/* ---- small helpers -------------------------------------------------- */

/* Every tensor of every contender sits at one offset in a 4 KiB page, the
 * offset at which malloc returns every large block (64 here: aligned for a
 * 512-bit vector).  Where an output sits relative to an input modulo 4 KiB
 * can halve a kernel's speed (its loads alias the stores just made by the
 * low 12 bits of their addresses: TUNING.md, "Where the buffers are");
 * with posix_memalign alone that relation followed the heap's
 * history, and a case's figure moved from run to run with it. */
#define XALLOC_OFFSET 64

static void *xalloc(size_t floats)
{
    void *p = NULL;
    size_t bytes = (floats * sizeof(float) + 63) & ~(size_t)63;
    if (posix_memalign(&p, 4096, (bytes ? bytes : 64) + XALLOC_OFFSET) != 0) {
        fprintf(stderr, "tt-bench: out of memory (%zu bytes)\n", bytes);
        exit(3);
    }
    memset(p, 0, bytes + XALLOC_OFFSET);
    return (char *)p + XALLOC_OFFSET;
}

static void xfree(void *p)
{
    if (p)
        free((char *)p - XALLOC_OFFSET);
}

static void fill(float *x, size_t n, uint64_t seed)
{
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < n; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = (float)((double)(s >> 40) / (double)(1ull << 24) * 2.0 - 1.0);
    }
}

static int selected(const bench_cfg *cfg, const char *name, int square)
{
    if (!cfg->filter || !*cfg->filter)
        return 1;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", cfg->filter);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        char *end;
        long v = strtol(t, &end, 10);
        if (*t && !*end) {
            if (square > 0 && v == square)
                return 1;
        } else if (strstr(name, t)) {
            return 1;
        }
    }
    return 0;
}

/* ---- tt calls -------------------------------------------------------- */

typedef struct tt_call {
    tt_ctx *ctx;
    tt_op *op;
    tt_tensor in[3], out[1];
    int nin;
    int reported;
} tt_call;

static int tt_call_run(void *p)
{
    tt_call *c = p;
    tt_status st = tt_op_run(c->op, c->in, c->nin, c->out, 1);
    if (st != TT_OK && !c->reported) {
        c->reported = 1;
        fprintf(stderr, "tt-bench: tt_op_run(%s): %s: %s\n", tt_op_name(c->op),
                tt_status_str(st), tt_errmsg(c->ctx));
    }
    return st != TT_OK;
}

/* Create the op, declare input `constant` constant (-1: none) and make the
 * first call (compile, tune within the budget; with a constant input the
 * Task tuned is the constant one and the pack is made here): returns its
 * milliseconds, or NAN (the column then reads FAILED). */
static double tt_setup_ex(tt_call *c, tt_ctx *ctx, const char *op, const char *attrs,
                          int constant)
{
    c->ctx = ctx;
    c->op = ctx ? tt_op_new(ctx, op, attrs) : NULL;
    if (!c->op) {
        fprintf(stderr, "tt-bench: tt_op_new(%s, %s): %s\n", op, attrs ? attrs : "",
                ctx ? tt_errmsg(ctx) : "no context");
        return NAN;
    }
    if (constant >= 0) {
        tt_status st = tt_op_set_constant(c->op, constant, 1);
        if (st != TT_OK) {
            fprintf(stderr, "tt-bench: tt_op_set_constant(%s, %d, 1): %s: %s\n", op, constant,
                    tt_status_str(st), tt_errmsg(ctx));
            return NAN;
        }
    }
    double t0 = bm_now();
    if (tt_call_run(c) != 0)
        return NAN;
    return (bm_now() - t0) * 1e3;
}

static double tt_setup(tt_call *c, tt_ctx *ctx, const char *op, const char *attrs)
{
    return tt_setup_ex(c, ctx, op, attrs, -1);
}

/* append ", \"key\": ms" (null if the first call failed) to a case's JSON */
static void extra_ms(kase *k, const char *key, double ms)
{
    size_t used = strlen(k->extra);
    if (isfinite(ms))
        snprintf(k->extra + used, sizeof k->extra - used, ", \"%s\": %.6g", key, ms);
    else
        snprintf(k->extra + used, sizeof k->extra - used, ", \"%s\": null", key);
}

/* append ", \"key\": \"KERNEL: CONFIG\"" -- which kernel the first call
 * left (tt_op_report: "tuned", "cached", "default"...) and its schedule --
 * to a case's JSON; nothing if the call failed */
static void extra_kernel(kase *k, const char *key, tt_call *c)
{
    tt_report rep;
    if (!c->op || tt_op_report(c->op, c->in, c->nin, &rep) != TT_OK)
        return;
    size_t used = strlen(k->extra);
    int n = snprintf(k->extra + used, sizeof k->extra - used, ", \"%s\": \"%s: ", key,
                     rep.kernel);
    if (n < 0 || (size_t)n >= sizeof k->extra - used) {
        k->extra[used] = 0;
        return;
    }
    used += (size_t)n;
    for (const char *p = rep.config; *p && used + 3 < sizeof k->extra; p++)
        if (*p != '"' && *p != '\\' && (unsigned char)*p >= 0x20)
            k->extra[used++] = *p;
    k->extra[used++] = '"';
    k->extra[used] = 0;
}

static tt_ctx *tt_context(const bench_cfg *cfg, int threads)
{
    char opts[128];
    snprintf(opts, sizeof opts, "threads=%d,budget=%s", threads, cfg->budget);
    tt_ctx *ctx = tt_ctx_new(opts);
    if (!ctx)
        fprintf(stderr, "tt-bench: tt_ctx_new(%s): %s\n", opts, tt_errmsg(NULL));
    return ctx;
}

/* ---- gemm ------------------------------------------------------------ */

typedef struct gemm_call {
    int lib;
    int64_t M, N, K;
    const float *A, *B;
    float *C;
} gemm_call;

static int gemm_run(void *p)
{
    gemm_call *g = p;
    vb_sgemm(g->lib, g->M, g->N, g->K, g->A, g->K, g->B, g->N, g->C, g->N);
    return 0;
}

int suite_gemm(bench_cfg *cfg, int threads)
{
    static const struct {
        const char *name;
        int64_t M, N, K;
        int square;
    } cases[] = {
        {"square_64", 64, 64, 64, 64},
        {"square_128", 128, 128, 128, 128},
        {"square_256", 256, 256, 256, 256},
        {"square_512", 512, 512, 512, 512},
        {"square_1024", 1024, 1024, 1024, 1024},
        {"square_2048", 2048, 2048, 2048, 2048},
        {"bert_m128_n768_k768", 128, 768, 768, 0},
        {"bert_m128_n3072_k768", 128, 3072, 768, 0},
        {"bert_m128_n768_k3072", 128, 768, 3072, 0},
    };
    tt_ctx *ctx = NULL;
    agg g;
    memset(&g, 0, sizeof g);
    col hdr[5] = {{.label = "tt", .key = "tt", .kind = K_TT},
                  {.label = "oneDNN", .key = "onednn", .kind = K_VENDOR},
                  {.label = "OpenBLAS", .key = "openblas", .kind = K_VENDOR},
                  {.label = "BLIS", .key = "blis", .kind = K_VENDOR},
                  {.label = "tt const B", .key = "tt_const", .kind = K_TT_CONST}};
    int any = 0, ran = 0;
    for (size_t ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        if (!selected(cfg, cases[ci].name, cases[ci].square))
            continue;
        if (!any) {
            ctx = tt_context(cfg, threads);
            case_header(cfg, "gemm", threads, hdr, 5, 0);
            any = 1;
        }
        ran++;
        int64_t M = cases[ci].M, N = cases[ci].N, K = cases[ci].K;
        float *A = xalloc((size_t)(M * K)), *B = xalloc((size_t)(K * N));
        float *C[5];
        for (int i = 0; i < 5; i++)
            C[i] = xalloc((size_t)(M * N));
        fill(A, (size_t)(M * K), 1);
        fill(B, (size_t)(K * N), 2);

        kase k;
        memset(&k, 0, sizeof k);
        k.suite = "gemm";
        snprintf(k.name, sizeof k.name, "%s", cases[ci].name);
        k.threads = threads;
        k.work = 2.0 * M * N * K;
        k.out_len = (size_t)(M * N);
        snprintf(k.extra, sizeof k.extra, ", \"M\": %lld, \"N\": %lld, \"K\": %lld",
                 (long long)M, (long long)N, (long long)K);

        bench_progress(cfg, "gemm %s, %d thread(s): tt first call (budget %s)", k.name,
                       threads, cfg->budget);
        tt_call tc;
        memset(&tc, 0, sizeof tc);
        tc.in[0] = tt_tensor_f32(A, 2, (int64_t[]){M, K});
        tc.in[1] = tt_tensor_f32(B, 2, (int64_t[]){K, N});
        tc.out[0] = tt_tensor_f32(C[0], 2, (int64_t[]){M, N});
        tc.nin = 2;
        k.tt_first_ms = tt_setup(&tc, ctx, "matmul", NULL);
        case_add(&k, "tt", "tt", K_TT, tt_call_run, &tc, isfinite(k.tt_first_ms), C[0]);
        if (!isfinite(k.tt_first_ms))
            k.c[0].e.enabled = 1, k.c[0].e.failed = 1;

        dn_set_threads(threads);
        dn_prim *dp = dn_matmul_new(M, N, K, A, B, C[1]);
        case_add(&k, "onednn", "oneDNN", K_VENDOR, dn_run, dp, dp != NULL, C[1]);
        if (dp)
            snprintf(k.c[1].impl, sizeof k.c[1].impl, "matmul %s", dn_impl(dp));
        gemm_call gc[2];
        for (int lib = 0; lib < VB_COUNT; lib++) {
            gc[lib] = (gemm_call){lib, M, N, K, A, B, C[2 + lib]};
            vb_set_threads(lib, threads);
            case_add(&k, lib == VB_OPENBLAS ? "openblas" : "blis",
                    lib == VB_OPENBLAS ? "OpenBLAS" : "BLIS", K_VENDOR, gemm_run, &gc[lib],
                    vb_available(lib), C[2 + lib]);
        }
        /* the same operator with B declared constant: packed once, kept */
        bench_progress(cfg, "gemm %s, %d thread(s): tt with B constant, first call", k.name,
                       threads);
        tt_call tk;
        memset(&tk, 0, sizeof tk);
        tk.in[0] = tt_tensor_f32(A, 2, (int64_t[]){M, K});
        tk.in[1] = tt_tensor_f32(B, 2, (int64_t[]){K, N});
        tk.out[0] = tt_tensor_f32(C[4], 2, (int64_t[]){M, N});
        tk.nin = 2;
        tk.ctx = ctx;
        tk.op = ctx ? tt_op_new(ctx, "matmul", NULL) : NULL;
        int kok = tk.op && tt_op_set_constant(tk.op, 1, 1) == TT_OK && tt_call_run(&tk) == 0;
        case_add(&k, "tt_const", "tt const B", K_TT_CONST, tt_call_run, &tk, kok, C[4]);
        case_run(cfg, &k, &g);
        tt_op_free(tk.op);

        dn_free(dp);
        tt_op_free(tc.op);
        xfree(A);
        xfree(B);
        for (int i = 0; i < 5; i++)
            xfree(C[i]);
    }
    if (any)
        case_geomean(cfg, "gemm", threads, hdr, 5, &g, 0);
    tt_ctx_free(ctx);
    return ran;
}

/* ---- conv ------------------------------------------------------------ */

static int load_err(char *err, size_t errsz, const char *path, int line, const char *what)
{
    snprintf(err, errsz, "%s:%d: %s", path, line, what);
    return -1;
}

int conv_cases_load(const char *path, conv_case **out, int *n, char *err, size_t errsz)
{
    *out = NULL;
    *n = 0;
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errsz, "%s: %s", path, strerror(errno));
        return -1;
    }
    conv_case *v = NULL;
    int cap = 0, count = 0, line = 0, rc = 0;
    char buf[1024], what[200];
    while (fgets(buf, sizeof buf, f)) {
        line++;
        if (!strchr(buf, '\n') && !feof(f)) {
            rc = load_err(err, errsz, path, line, "line longer than 1023 characters");
            break;
        }
        char *hash = strchr(buf, '#');
        if (hash)
            *hash = 0;
        char *tok[16];
        int nt = 0;
        for (char *save = NULL, *t = strtok_r(buf, " \t\r\n", &save); t;
             t = strtok_r(NULL, " \t\r\n", &save))
            if (nt < 16)
                tok[nt++] = t;
            else
                nt = 16;
        if (nt == 0)
            continue;
        if (nt != 14) {
            snprintf(what, sizeof what, "%s%d columns; want 14: name C H W F R S stride_h "
                     "stride_w pad_h pad_w dil_h dil_w groups", nt == 16 ? "at least " : "", nt);
            rc = load_err(err, errsz, path, line, what);
            break;
        }
        conv_case c;
        memset(&c, 0, sizeof c);
        size_t len = strlen(tok[0]);
        int ok = len < sizeof c.name;
        for (size_t i = 0; ok && i < len; i++)
            ok = isalnum((unsigned char)tok[0][i]) || strchr("_.-", tok[0][i]);
        if (!ok) {
            snprintf(what, sizeof what, "case name '%.60s': 1 to %zu of A-Z a-z 0-9 _ . -", tok[0],
                     sizeof c.name - 1);
            rc = load_err(err, errsz, path, line, what);
            break;
        }
        memcpy(c.name, tok[0], len + 1);
        static const char *cols[13] = {"C", "H", "W", "F", "R", "S", "stride_h", "stride_w",
                                       "pad_h", "pad_w", "dil_h", "dil_w", "groups"};
        int64_t *dst[13] = {&c.c, &c.h, &c.w, &c.f, &c.r, &c.s, &c.stride_h, &c.stride_w,
                            &c.pad_h, &c.pad_w, &c.dil_h, &c.dil_w, &c.groups};
        for (int i = 0; i < 13 && rc == 0; i++) {
            char *end;
            errno = 0;
            long long x = strtoll(tok[i + 1], &end, 10);
            int lo = (i == 8 || i == 9) ? 0 : 1;
            if (*end || errno || x < lo || x > 1000000) {
                snprintf(what, sizeof what, "%s '%.40s': an integer from %d to 1000000",
                         cols[i], tok[i + 1], lo);
                rc = load_err(err, errsz, path, line, what);
            }
            *dst[i] = x;
        }
        if (rc)
            break;
        int64_t oh = c.h + 2 * c.pad_h - c.dil_h * (c.r - 1) - 1;
        int64_t ow = c.w + 2 * c.pad_w - c.dil_w * (c.s - 1) - 1;
        oh = oh < 0 ? 0 : oh / c.stride_h + 1;
        ow = ow < 0 ? 0 : ow / c.stride_w + 1;
        double big = (double)(1 << 28);   /* floats a tensor may have (1 GiB) */
        const char *bad = NULL;
        if (c.c % c.groups || c.f % c.groups)
            bad = "groups must divide C and F";
        else if (oh < 1 || ow < 1)
            bad = "the window (dilated) is larger than the padded image: no output";
        else if ((double)c.c * c.h * c.w > big ||
                 (double)c.f * (c.c / c.groups) * c.r * c.s > big || (double)c.f * oh * ow > big)
            bad = "a tensor of more than 2^28 floats";
        if (bad) {
            rc = load_err(err, errsz, path, line, bad);
            break;
        }
        for (int i = 0; i < count; i++)
            if (!strcmp(v[i].name, c.name)) {
                snprintf(what, sizeof what, "case '%s' again (line names must differ)", c.name);
                rc = load_err(err, errsz, path, line, what);
            }
        if (rc)
            break;
        if (count == cap) {
            cap = cap ? 2 * cap : 16;
            conv_case *nv = realloc(v, (size_t)cap * sizeof *v);
            if (!nv) {
                rc = load_err(err, errsz, path, line, "out of memory");
                break;
            }
            v = nv;
        }
        v[count++] = c;
    }
    if (rc == 0 && ferror(f))
        rc = load_err(err, errsz, path, line, "read error");
    fclose(f);
    if (rc == 0 && count == 0) {
        snprintf(err, errsz, "%s: no cases", path);
        rc = -1;
    }
    if (rc) {
        free(v);
        return -1;
    }
    *out = v;
    *n = count;
    return 0;
}

/* im2col + sgemm (per group), NCHW, as Caffe does it; the im2col is in the
 * timed call and uses the same number of threads as the sgemm, through a
 * threading runtime that does not fight the library's own: OpenMP for BLIS
 * (it uses libgomp itself), a parked-when-idle pthread pool for OpenBLAS
 * (libgomp's workers spin for milliseconds after a parallel region and
 * would sit on the core OpenBLAS's own worker needs next). */
typedef struct blas_conv {
    int lib, threads;
    dn_conv_shape sh;
    const float *x, *w;
    float *y, *col;
    bm_pool *pool;        /* OpenBLAS at > 1 thread; NULL: OpenMP */
} blas_conv;

typedef struct im2col_args {
    const float *x;
    int64_t C, H, W, R, S, OH, OW;
    int64_t stride_h, stride_w, pad_h, pad_w, dil_h, dil_w;
    float *col;
} im2col_args;

/* Rows [lo, hi) of the [C*R*S, OH*OW] matrix: row (c, r, s) holds, for
 * every output pixel (oy, ox), X[c, oy*stride_h + r*dil_h - pad_h,
 * ox*stride_w + s*dil_w - pad_w], 0 outside X. */
static void im2col_rows(const im2col_args *a, int64_t lo, int64_t hi)
{
    int64_t H = a->H, W = a->W, R = a->R, S = a->S, OH = a->OH, OW = a->OW;
    int64_t sw = a->stride_w;
    for (int64_t row = lo; row < hi; row++) {
        int64_t c = row / (R * S), r = row / S % R, s = row % S;
        float *out = a->col + row * OH * OW;
        const float *xc = a->x + c * H * W;
        /* input column of output column ox: ox*sw + off */
        int64_t off = s * a->dil_w - a->pad_w;
        /* the output columns whose input column is inside the row */
        int64_t olo = off < 0 ? (-off + sw - 1) / sw : 0;
        int64_t ohi = W - 1 - off >= 0 ? (W - 1 - off) / sw + 1 : 0;
        olo = olo < OW ? olo : OW;
        ohi = ohi < OW ? ohi : OW;
        ohi = ohi > olo ? ohi : olo;
        for (int64_t oy = 0; oy < OH; oy++) {
            int64_t iy = oy * a->stride_h + r * a->dil_h - a->pad_h;
            float *o = out + oy * OW;
            if (iy < 0 || iy >= H) {
                memset(o, 0, (size_t)OW * sizeof *o);
                continue;
            }
            const float *xr = xc + iy * W;
            memset(o, 0, (size_t)olo * sizeof *o);
            if (sw == 1 && ohi > olo)
                memcpy(o + olo, xr + olo + off, (size_t)(ohi - olo) * sizeof *o);
            else
                for (int64_t ox = olo; ox < ohi; ox++)
                    o[ox] = xr[ox * sw + off];
            memset(o + ohi, 0, (size_t)(OW - ohi) * sizeof *o);
        }
    }
}

static void im2col_part(void *arg, int i, int n)
{
    const im2col_args *a = arg;
    int64_t rows = a->C * a->R * a->S;
    im2col_rows(a, rows * i / n, rows * (i + 1) / n);
}

static void im2col(const im2col_args *a, int threads, bm_pool *pool)
{
    int64_t rows = a->C * a->R * a->S;
    /* small ones are not worth waking anyone */
    if (threads <= 1 || rows * a->OH * a->OW < 16384) {
        im2col_rows(a, 0, rows);
        return;
    }
    if (pool) {
        bm_pool_run(pool, im2col_part, (void *)a);
        return;
    }
#ifdef _OPENMP
#pragma omp parallel for num_threads(threads) schedule(static)
    for (int i = 0; i < threads; i++)
        im2col_part((void *)a, i, threads);
#else
    im2col_rows(a, 0, rows);
#endif
}

static int blas_conv_run(void *p)
{
    blas_conv *b = p;
    const dn_conv_shape *sh = &b->sh;
    int64_t G = sh->groups, CG = sh->c / G, FG = sh->f / G, KK = CG * sh->r * sh->s;
    int64_t P = sh->oh * sh->ow;
    for (int64_t n = 0; n < sh->n; n++)
        for (int64_t g = 0; g < G; g++) {
            im2col_args a = {b->x + (n * sh->c + g * CG) * sh->h * sh->w,
                             CG, sh->h, sh->w, sh->r, sh->s, sh->oh, sh->ow,
                             sh->stride_h, sh->stride_w, sh->pad_h, sh->pad_w,
                             sh->dil_h, sh->dil_w, b->col};
            im2col(&a, b->threads, b->pool);
            vb_sgemm(b->lib, FG, P, KK, b->w + g * FG * KK, KK, b->col, P,
                     b->y + (n * sh->f + g * FG) * P, P);
        }
    return 0;
}

typedef struct nhwc_fix {
    const float *y;   /* NHWC */
    float *out;       /* NCHW */
    int64_t n, c, h, w;
} nhwc_fix;

static int nhwc_to_nchw(void *p)
{
    nhwc_fix *f = p;
    for (int64_t n = 0; n < f->n; n++)
        for (int64_t y = 0; y < f->h; y++)
            for (int64_t x = 0; x < f->w; x++)
                for (int64_t c = 0; c < f->c; c++)
                    f->out[((n * f->c + c) * f->h + y) * f->w + x] =
                        f->y[((n * f->h + y) * f->w + x) * f->c + c];
    return 0;
}

static int dn_fix(void *p)
{
    return dn_conv_output(p, NULL);
}

int suite_conv(bench_cfg *cfg, int threads)
{
    /* Layers of published networks, batch 1 (README: where each comes from).
     * groups == C == F runs tt's depthwise_conv2d. */
    static const conv_case cases[] = {
        /* name                       C    H    W    F  R  S  sh sw ph pw dh dw groups */
        /* ResNet-18: the 3x3s of the four stages, the stem, a downsampling 1x1 */
        {"r18_3x3_c64_56",           64,  56,  56,  64, 3, 3, 1, 1, 1, 1, 1, 1, 1},
        {"r18_3x3_c128_28",         128,  28,  28, 128, 3, 3, 1, 1, 1, 1, 1, 1, 1},
        {"r18_3x3_c256_14",         256,  14,  14, 256, 3, 3, 1, 1, 1, 1, 1, 1, 1},
        {"r18_3x3_c512_7",          512,   7,   7, 512, 3, 3, 1, 1, 1, 1, 1, 1, 1},
        {"r18_stem_7x7s2_c3_224",     3, 224, 224,  64, 7, 7, 2, 2, 3, 3, 1, 1, 1},
        {"r18_1x1s2_c64_56",         64,  56,  56, 128, 1, 1, 2, 2, 0, 0, 1, 1, 1},
        /* MobileNet v1: a depthwise 3x3 */
        {"mbv1_dw3x3_c256_14",      256,  14,  14, 256, 3, 3, 1, 1, 1, 1, 1, 1, 256},
        /* ResNet-50 (v1.5): bottleneck 1x1 reduce and expand, the stride-2 3x3
         * of conv3_x's first block */
        {"r50_1x1_c256_f64_56",     256,  56,  56,  64, 1, 1, 1, 1, 0, 0, 1, 1, 1},
        {"r50_1x1_c64_f256_56",      64,  56,  56, 256, 1, 1, 1, 1, 0, 0, 1, 1, 1},
        {"r50_1x1_c1024_f256_14",  1024,  14,  14, 256, 1, 1, 1, 1, 0, 0, 1, 1, 1},
        {"r50_3x3s2_c128_56",       128,  56,  56, 128, 3, 3, 2, 2, 1, 1, 1, 1, 1},
        /* ResNeXt-101 32x4d: the grouped 3x3 of conv2_x and conv3_x */
        {"rx101_g32_3x3_c128_56",   128,  56,  56, 128, 3, 3, 1, 1, 1, 1, 1, 1, 32},
        {"rx101_g32_3x3_c256_28",   256,  28,  28, 256, 3, 3, 1, 1, 1, 1, 1, 1, 32},
        /* MobileNetV2: the 56x56 inverted residual (1x1 expand 24->144, 1x1
         * project 144->24) and the 32-channel stage's first depthwise 3x3,
         * stride 2 */
        {"mbv2_1x1_c24_f144_56",     24,  56,  56, 144, 1, 1, 1, 1, 0, 0, 1, 1, 1},
        {"mbv2_1x1_c144_f24_56",    144,  56,  56,  24, 1, 1, 1, 1, 0, 0, 1, 1, 1},
        {"mbv2_dw3x3s2_c144_56",    144,  56,  56, 144, 3, 3, 2, 2, 1, 1, 1, 1, 144},
        /* Inception v3: Mixed_5b's 5x5, Mixed_6b's 1x7 and 7x1 */
        {"incv3_5x5_c48_f64_35",     48,  35,  35,  64, 5, 5, 1, 1, 2, 2, 1, 1, 1},
        {"incv3_1x7_c128_17",       128,  17,  17, 128, 1, 7, 1, 1, 0, 3, 1, 1, 1},
        {"incv3_7x1_c128_f192_17",  128,  17,  17, 192, 7, 1, 1, 1, 3, 0, 1, 1, 1},
        /* DeepLab v3 (ResNet-101, 513x513 input): block3's 3x3 at output
         * stride 8 (rate 2); block4's at output stride 16, multi-grid
         * (1, 2, 4) times rate 2: the middle unit (rate 4) */
        {"dlv3_3x3d2_c256_65",      256,  65,  65, 256, 3, 3, 1, 1, 2, 2, 2, 2, 1},
        {"dlv3_3x3d4_c512_33",      512,  33,  33, 512, 3, 3, 1, 1, 4, 4, 4, 4, 1},
        /* SSD300 (VGG-16): the extra layers conv8_2 (19->10), conv9_2 (10->5) */
        {"ssd_3x3s2_c256_f512_19",  256,  19,  19, 512, 3, 3, 2, 2, 1, 1, 1, 1, 1},
        {"ssd_3x3s2_c128_f256_10",  128,  10,  10, 256, 3, 3, 2, 2, 1, 1, 1, 1, 1},
    };
    enum { C_TT, C_TTN, C_DB, C_DN, C_OB, C_BL, C_TTC, C_TTNC, C_TT1, C_TTN1, NCOL };
    col hdr[NCOL] = {
        {.label = "tt", .key = "tt_nchw", .kind = K_TT},
        {.label = "tt-nhwc", .key = "tt_nhwc", .kind = K_TT},
        {.label = "dnnl-blocked", .key = "onednn_blocked", .kind = K_VENDOR},
        {.label = "dnnl-nchw", .key = "onednn_nchw", .kind = K_VENDOR},
        {.label = "OpenBLAS*", .key = "openblas", .kind = K_VENDOR},
        {.label = "BLIS*", .key = "blis", .kind = K_VENDOR},
        {.label = "tt-const", .key = "tt_nchw_const", .kind = K_TT_CONST},
        {.label = "tt-nhwc-const", .key = "tt_nhwc_const", .kind = K_TT_CONST},
        {.label = "tt-1t", .key = "tt_nchw_1t", .kind = K_TT_1T},
        {.label = "tt-nhwc-1t", .key = "tt_nhwc_1t", .kind = K_TT_1T}};
    /* at more than one thread, the two layouts' one-thread kernels (the
     * winners of the one-thread pass, from the cache) run in the same
     * rounds: the scaling, tt/1t, is a ratio within one measurement */
    int ncol = threads > 1 ? NCOL : C_TT1;
    tt_ctx *ctx = NULL, *ctx1 = NULL;
    bm_pool *pool = NULL;
    agg g;
    memset(&g, 0, sizeof g);
    int any = 0, ran = 0;
    const conv_case *list = cfg->conv_cases ? cfg->conv_cases : cases;
    size_t nlist = cfg->conv_cases ? (size_t)cfg->nconv_cases : sizeof cases / sizeof cases[0];
    for (size_t ci = 0; ci < nlist; ci++) {
        const conv_case *cc = &list[ci];
        if (!selected(cfg, cc->name, 0))
            continue;
        if (!any) {
            ctx = tt_context(cfg, threads);
            if (threads > 1)
                ctx1 = tt_context(cfg, 1);
            case_header(cfg, "conv", threads, hdr, ncol, 0);
            fprintf(cfg->table, "   (tt: conv2d on NCHW; tt-nhwc: conv2d_nhwc on NHWC/HWIO "
                                "tensors; dnnl-blocked: oneDNN's preferred layouts, reorders "
                                "outside the timing;\n    dnnl-nchw: plain NCHW/OIHW tensors, "
                                "every reorder inside the timing; * = im2col + sgemm;\n"
                                "    tt-const, tt-nhwc-const: the same with the weights "
                                "declared constant, packed once at the first call;\n"
                                "    tt/best: best plain tt over the best vendor; ttc/best: "
                                "best constant-weights tt over the same)\n");
            if (threads > 1)
                fprintf(cfg->table, "   (tt-1t, tt-nhwc-1t: the same ops on a one-thread "
                                    "context, timed in the same rounds; tt/1t: best plain "
                                    "tt over the best of them)\n");
            any = 1;
        }
        ran++;
        dn_conv_shape sh = {1, cc->c, cc->h, cc->w, cc->f, cc->r, cc->s,
                            cc->stride_h, cc->stride_w, cc->pad_h, cc->pad_w,
                            cc->dil_h, cc->dil_w, cc->groups, 0, 0};
        sh.oh = (sh.h + 2 * sh.pad_h - sh.dil_h * (sh.r - 1) - 1) / sh.stride_h + 1;
        sh.ow = (sh.w + 2 * sh.pad_w - sh.dil_w * (sh.s - 1) - 1) / sh.stride_w + 1;
        int64_t CG = sh.c / sh.groups;
        size_t nx = (size_t)(sh.n * sh.c * sh.h * sh.w), nw = (size_t)(sh.f * CG * sh.r * sh.s);
        size_t ny = (size_t)(sh.n * sh.f * sh.oh * sh.ow);
        float *x = xalloc(nx), *w = xalloc(nw), *xh = xalloc(nx), *wh = xalloc(nw);
        float *y[NCOL], *yh_nchw = xalloc(ny), *yhc_nchw = xalloc(ny), *yh1_nchw = xalloc(ny);
        for (int i = 0; i < NCOL; i++)
            y[i] = xalloc(ny);
        fill(x, nx, 3);
        fill(w, nw, 4);
        /* NHWC activations, HWIO weights ([R,S,CG,F]) for tt-nhwc */
        for (int64_t c = 0; c < sh.c; c++)
            for (int64_t i = 0; i < sh.h * sh.w; i++)
                xh[i * sh.c + c] = x[c * sh.h * sh.w + i];
        for (int64_t f = 0; f < sh.f; f++)
            for (int64_t c = 0; c < CG; c++)
                for (int64_t rs = 0; rs < sh.r * sh.s; rs++)
                    wh[(rs * CG + c) * sh.f + f] = w[(f * CG + c) * sh.r * sh.s + rs];

        kase k;
        memset(&k, 0, sizeof k);
        k.suite = "conv";
        snprintf(k.name, sizeof k.name, "%.47s", cc->name);
        k.threads = threads;
        k.work = 2.0 * sh.n * sh.f * sh.oh * sh.ow * CG * sh.r * sh.s;
        k.out_len = ny;
        snprintf(k.extra, sizeof k.extra,
                 ", \"N\": %lld, \"C\": %lld, \"H\": %lld, \"W\": %lld, \"F\": %lld, "
                 "\"R\": %lld, \"S\": %lld, \"stride_h\": %lld, \"stride_w\": %lld, "
                 "\"pad_h\": %lld, \"pad_w\": %lld, \"dil_h\": %lld, \"dil_w\": %lld, "
                 "\"groups\": %lld, \"OH\": %lld, \"OW\": %lld",
                 (long long)sh.n, (long long)sh.c, (long long)sh.h, (long long)sh.w,
                 (long long)sh.f, (long long)sh.r, (long long)sh.s, (long long)sh.stride_h,
                 (long long)sh.stride_w, (long long)sh.pad_h, (long long)sh.pad_w,
                 (long long)sh.dil_h, (long long)sh.dil_w, (long long)sh.groups,
                 (long long)sh.oh, (long long)sh.ow);

        bench_progress(cfg, "conv %s, %d thread(s): tt first calls (budget %s)", k.name,
                       threads, cfg->budget);
        /* tt, NCHW */
        /* the window attributes every conv operator takes */
        char win[160], attrs[200];
        snprintf(win, sizeof win,
                 "stride_h=%lld,stride_w=%lld,pad_h=%lld,pad_w=%lld,dil_h=%lld,dil_w=%lld",
                 (long long)sh.stride_h, (long long)sh.stride_w, (long long)sh.pad_h,
                 (long long)sh.pad_w, (long long)sh.dil_h, (long long)sh.dil_w);
        snprintf(attrs, sizeof attrs, "%s,groups=%lld", win, (long long)sh.groups);
        int dw = sh.groups > 1 && sh.groups == sh.c && sh.f == sh.c;
        const char *op1 = dw ? "depthwise_conv2d" : "conv2d", *attrs1 = dw ? win : attrs;
        tt_tensor w1 = dw ? tt_tensor_f32(w, 3, (int64_t[]){sh.c, sh.r, sh.s})
                          : tt_tensor_f32(w, 4, (int64_t[]){sh.f, CG, sh.r, sh.s});
        /* t1, t2: NCHW and NHWC; t3, t4: the same ops with the weights
         * (input 1) declared constant before the first call, own outputs */
        tt_call t1, t2, t3, t4, t5, t6;
        memset(&t1, 0, sizeof t1);
        memset(&t2, 0, sizeof t2);
        memset(&t3, 0, sizeof t3);
        memset(&t4, 0, sizeof t4);
        memset(&t5, 0, sizeof t5);
        memset(&t6, 0, sizeof t6);
        t1.in[0] = tt_tensor_f32(x, 4, (int64_t[]){sh.n, sh.c, sh.h, sh.w});
        t1.in[1] = w1;
        t1.out[0] = tt_tensor_f32(y[C_TT], 4, (int64_t[]){sh.n, sh.f, sh.oh, sh.ow});
        t1.nin = 2;
        double f1 = tt_setup(&t1, ctx, op1, attrs1);
        /* tt, NHWC */
        t2.in[0] = tt_tensor_f32(xh, 4, (int64_t[]){sh.n, sh.h, sh.w, sh.c});
        t2.in[1] = tt_tensor_f32(wh, 4, (int64_t[]){sh.r, sh.s, CG, sh.f});
        t2.out[0] = tt_tensor_f32(y[C_TTN], 4, (int64_t[]){sh.n, sh.oh, sh.ow, sh.f});
        t2.nin = 2;
        double f2 = tt_setup(&t2, ctx, "conv2d_nhwc", attrs);
        bench_progress(cfg, "conv %s, %d thread(s): tt with constant weights, first calls",
                       k.name, threads);
        t3 = t1;
        t3.op = NULL;
        t3.reported = 0;
        t3.out[0] = tt_tensor_f32(y[C_TTC], 4, (int64_t[]){sh.n, sh.f, sh.oh, sh.ow});
        double f3 = tt_setup_ex(&t3, ctx, op1, attrs1, 1);
        t4 = t2;
        t4.op = NULL;
        t4.reported = 0;
        t4.out[0] = tt_tensor_f32(y[C_TTNC], 4, (int64_t[]){sh.n, sh.oh, sh.ow, sh.f});
        double f4 = tt_setup_ex(&t4, ctx, "conv2d_nhwc", attrs, 1);
        double f5 = NAN, f6 = NAN;
        if (ncol > C_TT1) {
            bench_progress(cfg, "conv %s: tt at one thread, first calls", k.name);
            t5 = t1;
            t5.op = NULL;
            t5.reported = 0;
            t5.out[0] = tt_tensor_f32(y[C_TT1], 4, (int64_t[]){sh.n, sh.f, sh.oh, sh.ow});
            f5 = tt_setup(&t5, ctx1, op1, attrs1);
            t6 = t2;
            t6.op = NULL;
            t6.reported = 0;
            t6.out[0] = tt_tensor_f32(y[C_TTN1], 4, (int64_t[]){sh.n, sh.oh, sh.ow, sh.f});
            f6 = tt_setup(&t6, ctx1, "conv2d_nhwc", attrs);
        }
        k.tt_first_ms = f1;
        extra_ms(&k, "tt_nhwc_first_call_ms", f2);
        extra_ms(&k, "tt_const_first_call_ms", f3);
        extra_ms(&k, "tt_nhwc_const_first_call_ms", f4);
        extra_kernel(&k, "tt_nchw_kernel", &t1);
        extra_kernel(&k, "tt_nhwc_kernel", &t2);
        extra_kernel(&k, "tt_nchw_const_kernel", &t3);
        extra_kernel(&k, "tt_nhwc_const_kernel", &t4);
        if (ncol > C_TT1) {
            extra_kernel(&k, "tt_nchw_1t_kernel", &t5);
            extra_kernel(&k, "tt_nhwc_1t_kernel", &t6);
        }

        case_add(&k, "tt_nchw", "tt", K_TT, tt_call_run, &t1, 1, y[C_TT]);
        k.c[C_TT].e.failed = !isfinite(f1);
        case_add(&k, "tt_nhwc", "tt-nhwc", K_TT, tt_call_run, &t2, 1, yh_nchw);
        k.c[C_TTN].e.failed = !isfinite(f2);
        nhwc_fix nf = {y[C_TTN], yh_nchw, sh.n, sh.f, sh.oh, sh.ow};
        k.c[C_TTN].fix = nhwc_to_nchw;
        k.c[C_TTN].fix_arg = &nf;

        dn_set_threads(threads);
        dn_prim *db = dn_conv_new(&sh, x, w, y[C_DB], 1);
        dn_prim *dnp = dn_conv_new(&sh, x, w, y[C_DN], 0);
        case_add(&k, "onednn_blocked", "dnnl-blocked", K_VENDOR, dn_run, db, db != NULL, y[C_DB]);
        k.c[C_DB].fix = dn_fix;
        k.c[C_DB].fix_arg = db;
        case_add(&k, "onednn_nchw", "dnnl-nchw", K_VENDOR, dn_run, dnp, dnp != NULL, y[C_DN]);
        if (db)
            snprintf(k.c[C_DB].impl, sizeof k.c[C_DB].impl, "%s", dn_impl(db));
        if (dnp)
            snprintf(k.c[C_DN].impl, sizeof k.c[C_DN].impl, "reorders + %s", dn_impl(dnp));

        int64_t KK = CG * sh.r * sh.s;
        float *colbuf[2];
        if (!pool && threads > 1)
            pool = bm_pool_new(threads);
        blas_conv bc[2];
        for (int lib = 0; lib < VB_COUNT; lib++) {
            colbuf[lib] = xalloc((size_t)(KK * sh.oh * sh.ow));
            bc[lib] = (blas_conv){lib, threads, sh, x, w, y[C_OB + lib], colbuf[lib],
                                  lib == VB_OPENBLAS ? pool : NULL};
            vb_set_threads(lib, threads);
            case_add(&k, lib == VB_OPENBLAS ? "openblas" : "blis",
                    lib == VB_OPENBLAS ? "OpenBLAS*" : "BLIS*", K_VENDOR, blas_conv_run,
                    &bc[lib], vb_available(lib), y[C_OB + lib]);
            snprintf(k.c[C_OB + lib].impl, sizeof k.c[C_OB + lib].impl, "im2col + sgemm");
        }
        /* the constant-weights tt columns (ttc/best) */
        case_add(&k, "tt_nchw_const", "tt-const", K_TT_CONST, tt_call_run, &t3, 1, y[C_TTC]);
        k.c[C_TTC].e.failed = !isfinite(f3);
        case_add(&k, "tt_nhwc_const", "tt-nhwc-const", K_TT_CONST, tt_call_run, &t4, 1,
                 yhc_nchw);
        k.c[C_TTNC].e.failed = !isfinite(f4);
        nhwc_fix nfc = {y[C_TTNC], yhc_nchw, sh.n, sh.f, sh.oh, sh.ow};
        k.c[C_TTNC].fix = nhwc_to_nchw;
        k.c[C_TTNC].fix_arg = &nfc;
        nhwc_fix nf1 = {y[C_TTN1], yh1_nchw, sh.n, sh.f, sh.oh, sh.ow};
        if (ncol > C_TT1) {
            case_add(&k, "tt_nchw_1t", "tt-1t", K_TT_1T, tt_call_run, &t5, 1, y[C_TT1]);
            k.c[C_TT1].e.failed = !isfinite(f5);
            case_add(&k, "tt_nhwc_1t", "tt-nhwc-1t", K_TT_1T, tt_call_run, &t6, 1, yh1_nchw);
            k.c[C_TTN1].e.failed = !isfinite(f6);
            k.c[C_TTN1].fix = nhwc_to_nchw;
            k.c[C_TTN1].fix_arg = &nf1;
        }
        case_run(cfg, &k, &g);

        dn_free(db);
        dn_free(dnp);
        tt_op_free(t1.op);
        tt_op_free(t2.op);
        tt_op_free(t3.op);
        tt_op_free(t4.op);
        tt_op_free(t5.op);
        tt_op_free(t6.op);
        for (int lib = 0; lib < VB_COUNT; lib++)
            xfree(colbuf[lib]);
        for (int i = 0; i < NCOL; i++)
            xfree(y[i]);
        xfree(x);
        xfree(w);
        xfree(xh);
        xfree(wh);
        xfree(yh_nchw);
        xfree(yhc_nchw);
        xfree(yh1_nchw);
    }
    if (any)
        case_geomean(cfg, "conv", threads, hdr, ncol, &g, 0);
    bm_pool_free(pool);
    tt_ctx_free(ctx);
    tt_ctx_free(ctx1);
    return ran;
}

/* ---- mem ------------------------------------------------------------- */

typedef struct copy_call {
    float *dst;
    const float *src;
    size_t n;
    int threads;
} copy_call;

static int copy_run(void *p)
{
    copy_call *c = p;
    bm_copy(c->dst, c->src, c->n, c->threads);
    return 0;
}

int suite_mem(bench_cfg *cfg, int threads)
{
    static const struct {
        const char *name, *op;
        int64_t M, N;
    } cases[] = {
        {"add_4096x1024", "add", 4096, 1024},
        {"softmax_4096x1024", "softmax", 4096, 1024},
        {"layernorm_4096x1024", "layernorm", 4096, 1024},
    };
    col hdr[3] = {{.label = "tt", .key = "tt"}, {.label = "oneDNN", .key = "onednn"},
                  {.label = "copy", .key = "copy"}};
    tt_ctx *ctx = NULL;
    agg g;
    memset(&g, 0, sizeof g);
    int any = 0, ran = 0;
    for (size_t ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        if (!selected(cfg, cases[ci].name, 0))
            continue;
        if (!any) {
            ctx = tt_context(cfg, threads);
            case_header(cfg, "mem", threads, hdr, 3, 1);
            any = 1;
        }
        ran++;
        int64_t M = cases[ci].M, N = cases[ci].N;
        size_t n = (size_t)(M * N);
        const char *op = cases[ci].op;
        float *a = xalloc(n), *b = xalloc(n), *gv = xalloc((size_t)N), *bv = xalloc((size_t)N);
        float *y[3] = {xalloc(n), xalloc(n), xalloc(n)};
        fill(a, n, 5);
        fill(b, n, 6);
        fill(gv, (size_t)N, 7);
        fill(bv, (size_t)N, 8);

        kase k;
        memset(&k, 0, sizeof k);
        k.suite = "mem";
        snprintf(k.name, sizeof k.name, "%s", cases[ci].name);
        k.threads = threads;
        k.bytes = 1;
        int is_add = strcmp(op, "add") == 0, is_ln = strcmp(op, "layernorm") == 0;
        /* bytes that must move: inputs read once, the output written once */
        k.work = (double)n * 4 * (is_add ? 3 : 2) + (is_ln ? 2.0 * N * 4 : 0);
        k.out_len = n;
        snprintf(k.extra, sizeof k.extra, ", \"M\": %lld, \"N\": %lld", (long long)M,
                 (long long)N);

        bench_progress(cfg, "mem %s, %d thread(s): tt first call (budget %s)", k.name,
                       threads, cfg->budget);
        tt_call tc;
        memset(&tc, 0, sizeof tc);
        tc.in[0] = tt_tensor_f32(a, 2, (int64_t[]){M, N});
        tc.nin = 1;
        if (is_add) {
            tc.in[1] = tt_tensor_f32(b, 2, (int64_t[]){M, N});
            tc.nin = 2;
        } else if (is_ln) {
            tc.in[1] = tt_tensor_f32(gv, 1, (int64_t[]){N});
            tc.in[2] = tt_tensor_f32(bv, 1, (int64_t[]){N});
            tc.nin = 3;
        }
        tc.out[0] = tt_tensor_f32(y[0], 2, (int64_t[]){M, N});
        k.tt_first_ms = tt_setup(&tc, ctx, op, NULL);
        case_add(&k, "tt", "tt", K_TT, tt_call_run, &tc, 1, y[0]);
        k.c[0].e.failed = !isfinite(k.tt_first_ms);

        dn_set_threads(threads);
        dn_prim *dp = is_add ? dn_add_new(M, N, a, b, y[1])
                      : is_ln ? dn_layernorm_new(M, N, a, gv, bv, y[1])
                              : dn_softmax_new(M, N, a, y[1]);
        case_add(&k, "onednn", "oneDNN", K_VENDOR, dn_run, dp, dp != NULL, y[1]);
        if (dp)
            snprintf(k.c[1].impl, sizeof k.c[1].impl, "%s", dn_impl(dp));
        /* the copy moves one tensor (read n floats, write n): its own bytes */
        copy_call cc = {y[2], a, n, threads};
        case_add(&k, "copy", "copy", K_REF, copy_run, &cc, 1, NULL);
        k.c[2].work = (double)n * 4 * 2;
        case_run(cfg, &k, &g);

        dn_free(dp);
        tt_op_free(tc.op);
        xfree(a);
        xfree(b);
        xfree(gv);
        xfree(bv);
        for (int i = 0; i < 3; i++)
            xfree(y[i]);
    }
    if (any)
        case_geomean(cfg, "mem", threads, hdr, 3, &g, 1);
    tt_ctx_free(ctx);
    return ran;
}

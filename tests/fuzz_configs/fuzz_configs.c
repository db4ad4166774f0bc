/*
 * tt-fuzz-configs: a long differential fuzz of the knob space.
 *
 * Loops until --configs N configs are checked (or --seconds S pass): picks
 * an operator -- a shipped one with random attributes, or one written by a
 * small random grammar (elementwise expressions, reductions, windows,
 * contractions with transposed operands, producer/consumer fusion, padded
 * intermediates, several outputs; f32, f64, i32) -- binds it to random
 * shapes (sizes 1..70, biased to 1, primes and non-multiples of 16, work
 * bounded), draws configs (the default, neighbour walks from it, uniform
 * samples of the space) and checks each with tests/lower/diff.h's
 * diff_check: compiled with the LLVM backend, run on seeded data, compared
 * with the reference interpreter.
 *
 * The checking runs in a forked worker; a crash or a hang of the compiler
 * is recorded with its reproducer and a new worker resumes after it.
 * Everything is a function of --seed and the task index, so
 * `--seed S --first-task T --tasks 1` replays one task.
 *
 * usage: tt-fuzz-configs [--configs N] [--seconds S] [--seed S] ... (--help)
 * Exit 0: every config matched; 1: a mismatch, error, crash or hang; 2: usage.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/lower/diff.h"
#include "tune/tune.h"

/* ---- options ------------------------------------------------------------- */

typedef struct fz_opts {
    long configs;
    double seconds;
    uint64_t seed;
    int per_task;
    double max_work;
    int max_threads;
    const char *out_dir, *json, *only, *tt;
    long first_task, ntasks;
    double timeout_s;
    int verbose, no_fork, dry_run;
} fz_opts;

static const char *usage_text =
    "usage: tt-fuzz-configs [options]\n"
    "\n"
    "Check random configs of random Tasks against the reference interpreter.\n"
    "\n"
    "  --configs N      stop after N configs (default 10000)\n"
    "  --seconds S      or after S seconds (default: no limit)\n"
    "  --seed S         reproducible stream of Tasks (default 1)\n"
    "  --per-task K     configs per Task: the default, 3 neighbour steps, samples (8)\n"
    "  --max-work W     bound on a Task's loop iterations, all statements (1e6)\n"
    "  --max-threads T  Tasks bound for 1..T threads (default 2)\n"
    "  --only WHAT      shipped | generated | an operator name | gen:KIND\n"
    "  --first-task T   start at Task T (replay: --first-task T --tasks 1)\n"
    "  --tasks N        stop after N Tasks\n"
    "  --timeout S      a config running longer is a hang (default 300)\n"
    "  --out-dir DIR    write failing operators there (fail-T<task>.tt)\n"
    "  --json FILE      write the summary as JSON ('-': stdout)\n"
    "  --tt PATH        the tt tool named in reproducers (default build/tt)\n"
    "  --no-fork        check in this process (no crash recovery; for sanitizers)\n"
    "  --verbose        print every config\n"
    "  --dry-run        only generate, parse and bind the Tasks (tests the generator)\n";

/* ---- shared state (worker <-> supervisor) ---------------------------------- */

enum { RS_OK, RS_MISMATCH, RS_COMPILE, RS_RUN, RS_INTERP, RS_OTHER, RS_SPACE, RS_CRASH, RS_HANG,
       RS_COUNT };
static const char *const rname[RS_COUNT] = {"ok", "mismatch", "compile_error", "run_error",
                                          "interp_error", "other_error", "space_error",
                                          "crash", "hang"};

#define MAX_FAM 64
#define MAX_FAIL 64

typedef struct fz_fam {
    char name[32];
    long tasks, configs;
    long res[RS_COUNT];
    double ms;
} fz_fam;

typedef struct fz_fail {
    int kind;
    long task;
    int cfg;
    char family[32];
    char msg[1024];
    char desc[6144];   /* operator, attrs, shapes, threads, config, reproducer */
} fz_fail;

enum { PH_IDLE, PH_TASK, PH_CHECK };

typedef struct fz_shared {
    double t0_ms;
    long next_task;
    int next_cfg;
    volatile int phase;
    long cur_task;
    int cur_cfg;
    double phase_ms;
    char cur_family[32];
    char cur_desc[6144];
    char cur_op[6144];  /* the current Task's operator file (fail-T<task>.tt) */
    int worker_done;
    int cap_fd;
    /* counters */
    long tasks, configs, res[RS_COUNT];
    long gen_rejected, bind_rejected, dup_skipped;
    long dtype_configs[3];
    long kept_configs;   /* configs that keep a pack of a constant input */
    long restarts;
    double check_ms;
    int nfam;
    fz_fam fam[MAX_FAM];
    int nfail;
    long nfail_total;
    fz_fail fail[MAX_FAIL];
} fz_shared;

static fz_shared *sh;
static fz_opts opt;
static FILE *logf_;   /* the real stderr (fd 2 of a worker is the capture file) */

static fz_fam *fam_get(const char *name)
{
    for (int i = 0; i < sh->nfam; i++)
        if (strcmp(sh->fam[i].name, name) == 0)
            return &sh->fam[i];
    if (sh->nfam == MAX_FAM)
        return &sh->fam[MAX_FAM - 1];
    fz_fam *f = &sh->fam[sh->nfam++];
    tt_snprintf(f->name, sizeof f->name, "%s", name);
    return f;
}

static double elapsed_s(void) { return (tt_now_ms() - sh->t0_ms) / 1000.0; }

static void record_failure(int kind, long task, int cfg, const char *family, const char *msg,
                           const char *desc)
{
    sh->nfail_total++;
    if (sh->nfail < MAX_FAIL) {
        fz_fail *f = &sh->fail[sh->nfail++];
        f->kind = kind;
        f->task = task;
        f->cfg = cfg;
        tt_snprintf(f->family, sizeof f->family, "%s", family);
        tt_snprintf(f->msg, sizeof f->msg, "%s", msg);
        tt_snprintf(f->desc, sizeof f->desc, "%s", desc);
    }
    FILE *o = logf_ ? logf_ : stderr;
    fprintf(o, "\n==== %s: task %ld config %d (%s)\n%s\n%s====\n", rname[kind], task, cfg, family,
            msg, desc);
    fflush(o);
}

/* ---- random sizes -------------------------------------------------------- */

static int chance(uint64_t *r, double p) { return tt_rand_unit(r) < p; }
static int rnd(uint64_t *r, int n) { return (int)tt_rand_range(r, n); }

/* 1..70, biased to 1, primes, small sizes and non-multiples of 16; <= cap. */
static int64_t draw_size(uint64_t *r, int64_t cap)
{
    static const int primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67};
    static const int near16[] = {15, 17, 31, 33, 47, 49, 63, 65, 18, 30, 34, 46, 50, 62, 66, 70};
    if (cap < 1)
        cap = 1;
    for (;;) {
        double u = tt_rand_unit(r);
        int64_t v;
        if (u < 0.15)
            v = 1;
        else if (u < 0.50)
            v = primes[rnd(r, (int)TT_ARRAY_LEN(primes))];
        else if (u < 0.65)
            v = near16[rnd(r, (int)TT_ARRAY_LEN(near16))];
        else if (u < 0.82)
            v = 2 + rnd(r, 7);
        else
            v = 1 + rnd(r, 70);
        if (v <= cap)
            return v;
    }
}

static int64_t draw_cap(uint64_t *r, int64_t cap, int64_t hi)
{
    return draw_size(r, TT_MIN(cap, hi));
}

/* ---- a Task description -------------------------------------------------- */

typedef struct fz_task {
    char family[32];
    char opname[64];
    int shipped;
    int dtype;           /* generated: the main element type */
    char *text;          /* generated: the operator text */
    char attrs[256];
    char shapes[512];    /* "13x17 17x40", one per input */
    int threads;
    uint64_t constmask;  /* inputs declared constant (kept packs) */
} fz_task;

/* ---- shipped operators ----------------------------------------------------- */

static const struct {
    const char *name;
    int weight;
} shipped_ops[] = {
    {"matmul", 3}, {"batch_matmul", 2}, {"dense", 2}, {"dense_bias", 1}, {"dense_relu", 1},
    {"dense_gelu", 1}, {"conv2d", 5}, {"conv2d_nhwc", 3}, {"depthwise_conv2d", 3},
    {"max_pool2d", 3}, {"avg_pool2d", 3}, {"softmax", 1}, {"layernorm", 1}, {"add", 1},
    {"mul", 1}, {"relu", 1}, {"gelu", 1}, {"sigmoid", 1}, {"bias_add", 1},
    {"transpose2d", 1}, {"reduce_sum", 1}, {"reduce_mean", 1},
};

static const char *pick_shipped(uint64_t *r)
{
    int tot = 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(shipped_ops); i++)
        tot += shipped_ops[i].weight;
    int x = rnd(r, tot);
    for (size_t i = 0; i < TT_ARRAY_LEN(shipped_ops); i++) {
        if (x < shipped_ops[i].weight)
            return shipped_ops[i].name;
        x -= shipped_ops[i].weight;
    }
    return "matmul";
}

/* Shapes and attributes of shipped operator `op`, sizes <= cap. */
static void shipped_shapes(uint64_t *r, const char *op, int64_t cap, fz_task *tk)
{
    tk->attrs[0] = 0;
    int64_t M = draw_size(r, cap), N = draw_size(r, cap), K = draw_size(r, cap);
    if (!strcmp(op, "matmul")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)K, (long)K,
                    (long)N);
    } else if (!strcmp(op, "batch_matmul")) {
        int64_t B = draw_cap(r, cap, 5);
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ld %ldx%ldx%ld", (long)B, (long)M,
                    (long)K, (long)B, (long)K, (long)N);
    } else if (!strncmp(op, "dense", 5)) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)K, (long)N,
                    (long)K);
        if (strcmp(op, "dense") != 0) {
            size_t l = strlen(tk->shapes);
            tt_snprintf(tk->shapes + l, sizeof tk->shapes - l, " %ld", (long)N);
        }
    } else if (!strcmp(op, "conv2d") || !strcmp(op, "conv2d_nhwc") ||
               !strcmp(op, "depthwise_conv2d")) {
        int dw = op[0] == 'd', nhwc = strstr(op, "nhwc") != NULL;
        int g = 1;
        if (!dw && chance(r, 0.4))
            g = 2 + rnd(r, 3);
        int64_t cg = draw_cap(r, cap, 16), fg = draw_cap(r, cap, 16);
        int64_t C = dw ? draw_cap(r, cap, 32) : g * cg, F = g * fg;
        int R = chance(r, 0.1) ? 7 : 1 + rnd(r, 5), S = chance(r, 0.6) ? R : 1 + rnd(r, 5);
        int sh_ = 1 + rnd(r, 3), sw = chance(r, 0.6) ? sh_ : 1 + rnd(r, 3);
        int ph = rnd(r, 4), pw = chance(r, 0.6) ? ph : rnd(r, 4);
        int dh = 1 + rnd(r, 2), dwl = chance(r, 0.6) ? dh : 1 + rnd(r, 2);
        int64_t Nb = chance(r, 0.8) ? 1 : 2;
        int64_t H = draw_cap(r, cap, 40), W = draw_cap(r, cap, 40);
        /* the output has at least one row: H + 2 pad >= dil (R - 1) + 1 */
        H = TT_MAX(H, (int64_t)dh * (R - 1) + 1 - 2 * ph);
        W = TT_MAX(W, (int64_t)dwl * (S - 1) + 1 - 2 * pw);
        H = TT_MAX(H, 1);
        W = TT_MAX(W, 1);
        tt_snprintf(tk->attrs, sizeof tk->attrs,
                    "stride_h=%d,stride_w=%d,pad_h=%d,pad_w=%d,dil_h=%d,dil_w=%d", sh_, sw, ph,
                    pw, dh, dwl);
        if (!dw) {
            size_t l = strlen(tk->attrs);
            tt_snprintf(tk->attrs + l, sizeof tk->attrs - l, ",groups=%d", g);
        }
        if (dw)
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %ldx%dx%d", (long)Nb,
                        (long)C, (long)H, (long)W, (long)C, R, S);
        else if (nhwc)
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %dx%dx%ldx%ld",
                        (long)Nb, (long)H, (long)W, (long)C, R, S, (long)cg, (long)F);
        else
            tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld %ldx%ldx%dx%d",
                        (long)Nb, (long)C, (long)H, (long)W, (long)F, (long)cg, R, S);
    } else if (strstr(op, "pool")) {
        int kh = 1 + rnd(r, 4), kw = chance(r, 0.6) ? kh : 1 + rnd(r, 4);
        int sh_ = 1 + rnd(r, 3), sw = chance(r, 0.6) ? sh_ : 1 + rnd(r, 3);
        int ph = rnd(r, kh), pw = rnd(r, kw);
        int64_t Nb = chance(r, 0.8) ? 1 : 2, C = draw_cap(r, cap, 16);
        int64_t H = draw_cap(r, cap, 48), W = draw_cap(r, cap, 48);
        /* the output has at least one row: H + 2 pad >= k */
        H = TT_MAX(H, (int64_t)kh - 2 * ph);
        W = TT_MAX(W, (int64_t)kw - 2 * pw);
        H = TT_MAX(H, 1);
        W = TT_MAX(W, 1);
        tt_snprintf(tk->attrs, sizeof tk->attrs,
                    "kh=%d,kw=%d,stride_h=%d,stride_w=%d,pad_h=%d,pad_w=%d", kh, kw, sh_, sw, ph,
                    pw);
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ldx%ldx%ld", (long)Nb, (long)C, (long)H,
                    (long)W);
    } else if (!strcmp(op, "layernorm")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ld %ld", (long)M, (long)N, (long)N,
                    (long)N);
    } else if (!strcmp(op, "add") || !strcmp(op, "mul")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ldx%ld", (long)M, (long)N, (long)M,
                    (long)N);
    } else if (!strcmp(op, "bias_add")) {
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld %ld", (long)M, (long)N, (long)N);
    } else {   /* softmax relu gelu sigmoid transpose2d reduce_sum reduce_mean */
        tt_snprintf(tk->shapes, sizeof tk->shapes, "%ldx%ld", (long)M, (long)N);
    }
}

/* ---- the operator grammar ----------------------------------------------------
 *
 * An operator is a plan: up to four statements, each writing a temp or an
 * output over some dimensions ("left") and reducing over others, plus the
 * inputs that cover them.  Expressions are random trees over reads of the
 * tensors in scope (plain, shifted, strided or reversed indices; reads
 * outside are 0), index values, literals and the language's functions.
 *
 * What the generator avoids, because the language allows the compiled code
 * to differ there (f32 evaluated in f32, the interpreter in f64 and
 * rounded on store) and ir_compare would call it a mismatch:
 *  - discontinuous functions (select conditions, floor/ceil, i32() of
 *    floats) of anything but exact values (inputs, i32 results, indices);
 *  - f32-computed values inside an f64 result (compared to f64 precision):
 *    f64 ops have f64 temps, and an f64 expression reads no f32 temp;
 *  - sqrt near 0 (f32 noise of 1e-7 becomes 3e-4): sqrt(abs(x) + 1);
 *  - overflow: exp is clamped, *= factors are near 1, temps of sums are
 *    means, expression trees are at most 3 deep.
 */

#define GD 6
#define GT 12
#define GS 4
static const char *const DIMN[GD] = {"M", "N", "K", "L", "P", "R"};
static const char *const VARN[GD] = {"i", "j", "k", "l", "p", "r"};
static const char *const INN[] = {"A", "B", "C", "G", "H", "U"};

typedef struct gtn {
    char name[8];
    int kind;            /* T_INPUT, T_OUTPUT, T_TEMP */
    int dtype;
    int rank, dim[GD];
    char odim[GD][24];   /* outputs: declared dimension expressions */
    int exact;           /* values the compiled code reproduces exactly */
    int avail;
} gtn;

typedef struct gst {
    int out, op, type;
    int nred, red[GD];
    int auto_main;          /* needs an input over exactly its scope */
    int must;               /* a tensor it must read, -1 */
    int ca, cb;             /* contraction operands, -1 */
    int main_t;             /* a read with custom indices, -1 */
    char main_idx[GD][32];  /* "" = the plain variable */
    char where[64];
    int noreq;              /* left dims bounded by `where` (no plain read needed) */
    int wbound;             /* > 0: the window variable q < wbound */
    int depth;
} gst;

typedef struct gen {
    uint64_t *r;
    int dtype;
    int used[GD];
    gtn t[GT];
    int nt;
    gst s[GS];
    int ns;
    int scope[GD], plain[GD], nread[GT];
    int bug;                /* a generator bug: the plan cannot be written */
} gen;

static const char *tyname(int dt)
{
    return dt == DT_F64 ? "f64" : dt == DT_I32 ? "i32" : "f32";
}

static void shuffle(uint64_t *r, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = rnd(r, i + 1), x = v[i];
        v[i] = v[j];
        v[j] = x;
    }
}

static int add_tensor(gen *g, int kind, const char *name, const int *dims, int n, int dtype,
                      int permute)
{
    gtn *t = &g->t[g->nt];
    memset(t, 0, sizeof *t);
    tt_snprintf(t->name, sizeof t->name, "%s", name);
    t->kind = kind;
    t->dtype = dtype;
    t->rank = n;
    memcpy(t->dim, dims, (size_t)n * sizeof(int));
    if (permute && n > 1 && chance(g->r, 0.4))
        shuffle(g->r, t->dim, n);
    for (int p = 0; p < n; p++) {
        g->used[dims[p]] = 1;
        const char *D = DIMN[t->dim[p]];
        double u = tt_rand_unit(g->r);
        if (kind != T_OUTPUT || t->dim[p] == 5 || u < 0.78)
            tt_snprintf(t->odim[p], sizeof t->odim[p], "%s", D);
        else if (u < 0.88)
            tt_snprintf(t->odim[p], sizeof t->odim[p], "%s + %d", D, 1 + rnd(g->r, 2));
        else
            tt_snprintf(t->odim[p], sizeof t->odim[p], "(%s + 1) / 2", D);
    }
    t->exact = kind == T_INPUT || dtype == DT_I32;
    t->avail = kind == T_INPUT;
    return g->nt++;
}

static int add_input(gen *g, const int *dims, int n, int dtype)
{
    int idx = 0;
    for (int i = 0; i < g->nt; i++)
        idx += g->t[i].kind == T_INPUT;
    return add_tensor(g, T_INPUT, INN[idx], dims, n, dtype, 1);
}

static gst *add_stmt(gen *g, int out, int op, int type)
{
    gst *s = &g->s[g->ns++];
    memset(s, 0, sizeof *s);
    s->out = out;
    s->op = op;
    s->type = type;
    s->must = s->ca = s->cb = s->main_t = -1;
    s->depth = 1 + rnd(g->r, 3);
    return s;
}

static int input_dtype(gen *g)
{
    if (chance(g->r, 0.8))
        return g->dtype;
    static const int dts[] = {DT_F32, DT_F64, DT_I32};
    return dts[rnd(g->r, 3)];
}

/* A temp's type: the op's, or f64 in an f32 op.  Values computed in f32
 * differ from the interpreter's (f64, rounded on store) by f32 rounding, so
 * an f64 result must not depend on them (it is compared to f64 precision);
 * an i32 op would read a float temp through i32(), which is not continuous. */
static int temp_dtype(gen *g)
{
    if (g->dtype != DT_F32 || chance(g->r, 0.8))
        return g->dtype;
    return DT_F64;
}

static int red_op(gen *g)
{
    double u = tt_rand_unit(g->r);
    return u < 0.45 ? OP_ADD : u < 0.65 ? OP_MAX : u < 0.85 ? OP_MIN : OP_MUL;
}

/* ---- expressions ---- */

static int readable(gen *g, int ti, int type, int exact_only, int need_dim)
{
    const gtn *t = &g->t[ti];
    if (!t->avail)
        return 0;
    if (exact_only && !t->exact)
        return 0;
    if (type == DT_I32 && t->dtype != DT_I32 && t->kind != T_INPUT)
        return 0;   /* i32() of a computed float: not reproducible */
    if (type == DT_F64 && t->dtype == DT_F32 && t->kind != T_INPUT)
        return 0;   /* f32 rounding in an f64 result */
    int has = need_dim < 0;
    for (int p = 0; p < t->rank; p++) {
        if (!g->scope[t->dim[p]])
            return 0;
        if (t->dim[p] == need_dim)
            has = 1;
    }
    return has;
}

static int pick_read(gen *g, int type, int exact_only, int need_dim)
{
    int c[GT], n = 0;
    for (int i = 0; i < g->nt; i++)
        if (readable(g, i, type, exact_only, need_dim))
            c[n++] = i;
    return n ? c[rnd(g->r, n)] : -1;
}

/* NAME[idx...] with a cast to `type` where needed. */
static void emit_read(gen *g, tt_buf *b, int ti, int type, int force_plain,
                      char (*idx)[32])
{
    const gtn *t = &g->t[ti];
    tt_buf r = {0};
    tt_buf_printf(&r, "%s[", t->name);
    for (int p = 0; p < t->rank; p++) {
        int d = t->dim[p];
        const char *v = VARN[d];
        if (p)
            tt_buf_puts(&r, ", ");
        if (idx && idx[p][0]) {
            tt_buf_puts(&r, idx[p]);
            continue;
        }
        if (force_plain || chance(g->r, 0.72)) {
            tt_buf_puts(&r, v);
            g->plain[d] = 1;
            continue;
        }
        switch (rnd(g->r, 5)) {
        case 0: tt_buf_printf(&r, "%s + %d", v, 1 + rnd(g->r, 2)); break;
        case 1: tt_buf_printf(&r, "%s - %d", v, 1 + rnd(g->r, 2)); break;
        case 2: tt_buf_printf(&r, "2*%s", v); break;
        case 3: tt_buf_printf(&r, "2*%s + 1", v); break;
        default: tt_buf_printf(&r, "%s - 1 - %s", DIMN[d], v); break;
        }
    }
    tt_buf_puts(&r, "]");
    if (type == t->dtype)
        tt_buf_puts(b, r.s);
    else if (type == DT_I32)
        tt_buf_printf(b, "i32(%s * 4)", r.s);   /* exact in f32 and f64 */
    else
        tt_buf_printf(b, "%s(%s)", tyname(type), r.s);
    tt_buf_free(&r);
    g->nread[ti]++;
}

static int scope_var(gen *g)
{
    int c[GD], n = 0;
    for (int d = 0; d < GD; d++)
        if (g->scope[d])
            c[n++] = d;
    return n ? c[rnd(g->r, n)] : -1;
}

static void emit_index_leaf(gen *g, tt_buf *b, int type)
{
    int d = scope_var(g), e = scope_var(g);
    if (d < 0) {
        tt_buf_printf(b, type == DT_I32 ? "%s" : "f32(%s)", "N");
        return;
    }
    if (type == DT_I32) {
        switch (rnd(g->r, 4)) {
        case 0: tt_buf_printf(b, "(%s %% 5 - 2)", VARN[d]); break;
        case 1: tt_buf_printf(b, "(%s - %s)", VARN[d], VARN[e]); break;
        case 2: tt_buf_printf(b, "(%s - %s)", DIMN[d], VARN[d]); break;
        default: tt_buf_puts(b, VARN[d]); break;
        }
    } else {
        if (chance(g->r, 0.5))
            tt_buf_printf(b, "%s(%s %% 5 - 2)", tyname(type), VARN[d]);
        else
            tt_buf_printf(b, "%s((%s + %s) %% 3)", tyname(type), VARN[d], VARN[e]);
    }
}

static void emit_leaf(gen *g, tt_buf *b, int type)
{
    int ti = pick_read(g, type, 0, -1);
    if (ti >= 0 && chance(g->r, 0.8))
        emit_read(g, b, ti, type, 0, NULL);
    else
        emit_index_leaf(g, b, type);
}

static const char *flit(gen *g)
{
    static const char *const l[] = {"0.5", "2", "1.5", "0.25", "3", "-1", "0.125", "-0.75"};
    return l[rnd(g->r, (int)TT_ARRAY_LEN(l))];
}

static const char *ilit(gen *g)
{
    static const char *const l[] = {"2", "3", "-1", "5", "7", "-4"};
    return l[rnd(g->r, (int)TT_ARRAY_LEN(l))];
}

static void emit_expr(gen *g, tt_buf *b, int type, int depth);

static void emit_cond(gen *g, tt_buf *b, int depth)
{
    double u = tt_rand_unit(g->r);
    if (u < 0.35) {
        int ti = pick_read(g, DT_F32, 1, -1);
        if (ti < 0)
            ti = pick_read(g, DT_I32, 1, -1);
        if (ti >= 0) {
            int dt = g->t[ti].dtype;
            emit_read(g, b, ti, dt, 0, NULL);
            if (dt == DT_I32) {
                static const char *const c[] = {" > 0", " % 2 == 0", " <= -2", " != 0"};
                tt_buf_puts(b, c[rnd(g->r, 4)]);
            } else {
                static const char *const c[] = {" > 0", " < 0.25", " >= -0.5", " != 0"};
                tt_buf_puts(b, c[rnd(g->r, 4)]);
            }
            return;
        }
    } else if (u < 0.5) {
        int ti = pick_read(g, DT_F32, 1, -1);
        if (ti >= 0) {
            int dt = g->t[ti].dtype, tj = -1;
            for (int tries = 0; tries < 8 && tj < 0; tries++) {
                int c = pick_read(g, dt, 1, -1);
                if (c >= 0 && g->t[c].dtype == dt)
                    tj = c;
            }
            if (tj >= 0) {
                static const char *const c[] = {" < ", " >= ", " != ", " > "};
                emit_read(g, b, ti, dt, 0, NULL);
                tt_buf_puts(b, c[rnd(g->r, 4)]);
                emit_read(g, b, tj, dt, 0, NULL);
                return;
            }
        }
    } else if (u < 0.82 || depth <= 0) {
        /* fall through to the index conditions */
    } else if (u < 0.94) {
        tt_buf_puts(b, "(");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, chance(g->r, 0.5) ? " && " : " || ");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, ")");
        return;
    } else {
        tt_buf_puts(b, "!(");
        emit_cond(g, b, depth - 1);
        tt_buf_puts(b, ")");
        return;
    }
    int d = scope_var(g), e = scope_var(g);
    if (d < 0) {
        tt_buf_puts(b, "N > 1");
        return;
    }
    switch (rnd(g->r, 5)) {
    case 0: tt_buf_printf(b, "%s < %s", VARN[d], VARN[e]); break;
    case 1: tt_buf_printf(b, "%s %% 2 == 0", VARN[d]); break;
    case 2: tt_buf_printf(b, "%s + 1 < %s", VARN[d], DIMN[d]); break;
    case 3: tt_buf_printf(b, "%s >= 3", VARN[d]); break;
    default: tt_buf_printf(b, "%s == %s", VARN[d], VARN[e]); break;
    }
}

static void emit_float(gen *g, tt_buf *b, int type, int depth)
{
    int x = rnd(g->r, 100);
    const char *ty = tyname(type);
    if (x < 28) {
        static const char *const ops[] = {" + ", " - ", " * "};
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ops[rnd(g->r, 3)]);
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 33) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, " / (abs(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ") + 1))");
    } else if (x < 39) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_printf(b, chance(g->r, 0.5) ? " * %s)" : " + %s)", flit(g));
    } else if (x < 64) {
        tt_buf a = {0};
        emit_expr(g, &a, type, depth - 1);
        switch (rnd(g->r, 10)) {
        case 0: tt_buf_printf(b, "exp(min(%s, 3))", a.s); break;
        case 1: tt_buf_printf(b, "log(abs(%s) + 1)", a.s); break;
        case 2: tt_buf_printf(b, "sqrt(abs(%s) + 1)", a.s); break;   /* not at 0: f32 noise */
        case 3: tt_buf_printf(b, "rsqrt(%s * %s + 1)", a.s, a.s); break;
        case 4: tt_buf_printf(b, "tanh(%s)", a.s); break;
        case 5: tt_buf_printf(b, "sigmoid(%s)", a.s); break;
        case 6: tt_buf_printf(b, "erf(%s)", a.s); break;
        case 7: tt_buf_printf(b, "abs(%s)", a.s); break;
        case 8: tt_buf_printf(b, "-(%s)", a.s); break;
        default: tt_buf_printf(b, "pow(abs(%s) + 0.5, 1.5)", a.s); break;
        }
        tt_buf_free(&a);
    } else if (x < 74) {
        tt_buf_puts(b, chance(g->r, 0.5) ? "max(" : "min(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.3))
            tt_buf_puts(b, flit(g));
        else
            emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 84) {
        tt_buf_puts(b, "select(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ", ");
        emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.25))
            tt_buf_puts(b, chance(g->r, 0.5) ? "0" : flit(g));
        else
            emit_expr(g, b, type, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 89) {
        /* floor/ceil of an input read only (exact) */
        int ti = -1;
        for (int tries = 0; tries < 6 && ti < 0; tries++) {
            int c = pick_read(g, type, 1, -1);
            if (c >= 0 && g->t[c].kind == T_INPUT && ir_is_float(g->t[c].dtype))
                ti = c;
        }
        if (ti < 0) {
            emit_leaf(g, b, type);
            return;
        }
        tt_buf r = {0};
        emit_read(g, &r, ti, g->t[ti].dtype, 0, NULL);
        const char *fn = chance(g->r, 0.5) ? "floor" : "ceil";
        if (g->t[ti].dtype == type)
            tt_buf_printf(b, "%s(%s * 2)", fn, r.s);
        else
            tt_buf_printf(b, "%s(%s(%s * 2))", ty, fn, r.s);
        tt_buf_free(&r);
    } else if (x < 94) {
        int d = scope_var(g);
        tt_buf_puts(b, "(");
        emit_expr(g, b, type, depth - 1);
        tt_buf_printf(b, " / %s(%s))", ty, d >= 0 ? DIMN[d] : "N");
    } else {
        /* casts: from f64 (not from f32 into f64: f32 rounding), and an
         * exact i32 part */
        tt_buf_printf(b, "(%s(", ty);
        emit_expr(g, b, type == DT_F32 ? DT_F64 : DT_I32, depth - 1);
        tt_buf_puts(b, ")");
        if (chance(g->r, 0.5)) {
            tt_buf_printf(b, " + %s(", ty);
            emit_expr(g, b, DT_I32, depth - 1);
            tt_buf_puts(b, ")");
        }
        tt_buf_puts(b, ")");
    }
}

static void emit_int(gen *g, tt_buf *b, int depth)
{
    int x = rnd(g->r, 100);
    if (x < 32) {
        static const char *const ops[] = {" + ", " - ", " * "};
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ops[rnd(g->r, 3)]);
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 42) {
        /* floor division and modulo; x / 0 == 0 (reads outside are 0) */
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, chance(g->r, 0.5) ? " / " : " % ");
        emit_leaf(g, b, DT_I32);
        tt_buf_puts(b, ")");
    } else if (x < 52) {
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        static const char *const d[] = {" / 2)", " / 3)", " % 4)", " % -3)", " / -3)", " * 3)"};
        tt_buf_puts(b, d[rnd(g->r, 6)]);
    } else if (x < 64) {
        tt_buf a = {0};
        emit_expr(g, &a, DT_I32, depth - 1);
        switch (rnd(g->r, 4)) {
        case 0: tt_buf_printf(b, "abs(%s)", a.s); break;
        case 1: tt_buf_printf(b, "-(%s)", a.s); break;
        case 2:
            tt_buf_printf(b, "max(%s, ", a.s);
            emit_expr(g, b, DT_I32, depth - 1);
            tt_buf_puts(b, ")");
            break;
        default:
            tt_buf_printf(b, "min(%s, %s)", a.s, ilit(g));
            break;
        }
        tt_buf_free(&a);
    } else if (x < 80) {
        tt_buf_puts(b, "select(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ", ");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ", ");
        if (chance(g->r, 0.3))
            tt_buf_puts(b, ilit(g));
        else
            emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_puts(b, ")");
    } else if (x < 88) {
        tt_buf_puts(b, "i32(");
        emit_cond(g, b, 1);
        tt_buf_puts(b, ")");
    } else {
        tt_buf_puts(b, "(");
        emit_expr(g, b, DT_I32, depth - 1);
        tt_buf_printf(b, chance(g->r, 0.5) ? " * %s)" : " + %s)", ilit(g));
    }
}

static void emit_expr(gen *g, tt_buf *b, int type, int depth)
{
    if (depth <= 0 || chance(g->r, 0.2)) {
        emit_leaf(g, b, type);
        return;
    }
    if (type == DT_I32)
        emit_int(g, b, depth);
    else
        emit_float(g, b, type, depth);
}

/* e := combine(e, read) with a random operator */
static void combine(gen *g, tt_buf *e, const char *r, int type)
{
    tt_buf n = {0};
    if (!e->s || !e->len) {
        tt_buf_puts(&n, r);
    } else {
        switch (rnd(g->r, type == DT_I32 ? 4 : 5)) {
        case 0: tt_buf_printf(&n, "(%s + %s)", e->s, r); break;
        case 1: tt_buf_printf(&n, "(%s * %s)", e->s, r); break;
        case 2: tt_buf_printf(&n, "max(%s, %s)", e->s, r); break;
        case 3: tt_buf_printf(&n, "(%s - %s)", r, e->s); break;
        default: tt_buf_printf(&n, "(%s + %s * 0.5)", r, e->s); break;
        }
    }
    tt_buf_free(e);
    *e = n;
}

static void emit_stmt(gen *g, tt_buf *out, gst *s)
{
    gtn *w = &g->t[s->out];
    memset(g->scope, 0, sizeof g->scope);
    memset(g->plain, 0, sizeof g->plain);
    memset(g->nread, 0, sizeof g->nread);
    for (int p = 0; p < w->rank; p++)
        g->scope[w->dim[p]] = 1;
    for (int q = 0; q < s->nred; q++)
        g->scope[s->red[q]] = 1;
    tt_buf e = {0};
    if (s->ca >= 0) {
        tt_buf ra = {0}, rb = {0};
        emit_read(g, &ra, s->ca, s->type, 1, NULL);
        emit_read(g, &rb, s->cb, s->type, 1, NULL);
        tt_buf_printf(&e, s->op == OP_ADD ? "%s * %s" : "%s + %s", ra.s, rb.s);
        tt_buf_free(&ra);
        tt_buf_free(&rb);
        if (chance(g->r, 0.3)) {
            tt_buf x = {0};
            emit_expr(g, &x, s->type, 1);
            tt_buf n = {0};
            tt_buf_printf(&n, s->op == OP_ADD ? "(%s) * (%s)" : "(%s) + (%s)", e.s, x.s);
            tt_buf_free(&e);
            tt_buf_free(&x);
            e = n;
        }
    } else if (s->main_t >= 0 && chance(g->r, 0.35)) {
        emit_read(g, &e, s->main_t, s->type, 1, s->main_idx);   /* the custom read alone */
    } else {
        emit_expr(g, &e, s->type, s->depth);
        if (s->main_t >= 0) {
            tt_buf r = {0};
            emit_read(g, &r, s->main_t, s->type, 1, s->main_idx);
            combine(g, &e, r.s, s->type);
            tt_buf_free(&r);
        }
    }
    /* every reduction variable (and a temp's left variable) must index a
     * dimension alone somewhere: that is where its range comes from */
    int req[GD] = {0};
    for (int q = 0; q < s->nred; q++)
        req[s->red[q]] = 1;
    if (w->kind == T_TEMP)
        for (int p = 0; p < w->rank; p++)
            if (!(s->noreq >> w->dim[p] & 1))
                req[w->dim[p]] = 1;
    for (int d = 0; d < GD; d++) {
        if (!req[d] || g->plain[d])
            continue;
        int ti = pick_read(g, s->type, 0, d);
        if (ti < 0) {
            g->bug = 1;
            continue;
        }
        tt_buf r = {0};
        emit_read(g, &r, ti, s->type, 1, NULL);
        combine(g, &e, r.s, s->type);
        tt_buf_free(&r);
    }
    if (s->must >= 0 && !g->nread[s->must]) {
        tt_buf r = {0};
        emit_read(g, &r, s->must, s->type, 0, NULL);
        combine(g, &e, r.s, s->type);
        tt_buf_free(&r);
    }
    tt_buf f = {0};
    if (s->op == OP_MUL) {
        if (s->type == DT_I32) {
            static const char *const m[] = {"select(%s > 0, 2, 1)", "select(%s %% 3 == 0, -1, 1)",
                                            "select(%s < 2, 1, 3)"};
            tt_buf_printf(&f, m[rnd(g->r, 3)], e.s);
        } else {
            tt_buf_printf(&f, "1 + tanh(%s) * 0.05", e.s);
        }
    } else if (s->op == OP_ADD && w->kind == T_TEMP && s->type != DT_I32) {
        /* a mean: temps stay small */
        tt_buf_printf(&f, "%s / %s(", e.s, tyname(s->type));
        int any = 0;
        for (int q = 0; q < s->nred; q++)
            tt_buf_printf(&f, "%s%s", any++ ? " * " : "", DIMN[s->red[q]]);
        if (s->wbound)
            tt_buf_printf(&f, "%s%d", any++ ? " * " : "", s->wbound);
        if (!any)
            tt_buf_puts(&f, "1");
        tt_buf_puts(&f, ")");
    } else {
        tt_buf_puts(&f, e.s);
    }
    static const char *const opsp[] = {"=", "+=", "*=", "max=", "min="};
    tt_buf_printf(out, "  %s[", w->name);
    for (int p = 0; p < w->rank; p++)
        tt_buf_printf(out, "%s%s", p ? ", " : "", VARN[w->dim[p]]);
    tt_buf_printf(out, "] %s %s", opsp[s->op], f.s);
    if (s->where[0])
        tt_buf_printf(out, "\n      where %s", s->where);
    tt_buf_puts(out, "\n");
    tt_buf_free(&e);
    tt_buf_free(&f);
    w->avail = 1;
}

/* ---- plans ---- */

static void iota(int *v, int n, int from)
{
    for (int i = 0; i < n; i++)
        v[i] = from + i;
}

static void plan_elem(gen *g)
{
    int nd = 1 + rnd(g->r, 3), d[GD];
    iota(d, nd, 0);
    int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
    gst *s = add_stmt(g, y, OP_ASSIGN, g->dtype);
    s->auto_main = 1;
}

static void plan_reduce(gen *g)
{
    int ns = chance(g->r, 0.12) ? 0 : 1 + rnd(g->r, 2), nr = 1 + rnd(g->r, 2), d[GD];
    iota(d, ns, 0);
    int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
    gst *s = add_stmt(g, y, red_op(g), g->dtype);
    s->nred = nr;
    iota(s->red, nr, ns);
    s->auto_main = 1;
}

static void plan_window(gen *g)
{
    int ns = 1 + rnd(g->r, 2), d[GD];
    iota(d, ns, 0);
    int x = add_input(g, d, ns, input_dtype(g));
    int strided = chance(g->r, 0.3);
    int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 0);
    if (strided)
        tt_snprintf(g->t[y].odim[0], sizeof g->t[y].odim[0], "(%s + 1) / 2", DIMN[0]);
    int op = red_op(g);
    gst *s = add_stmt(g, y, op == OP_MUL ? OP_ADD : op, g->dtype);
    s->main_t = x;
    int p0 = -1;   /* X's position of dimension 0 */
    for (int p = 0; p < g->t[x].rank; p++)
        if (g->t[x].dim[p] == 0)
            p0 = p;
    const char *w;
    if (chance(g->r, 0.55)) {
        s->wbound = 1 + rnd(g->r, 4);
        tt_snprintf(s->where, sizeof s->where, "q < %d", s->wbound);
        w = "q";
    } else {
        int rd = 5;
        int wt = add_input(g, &rd, 1, input_dtype(g));
        s->nred = 1;
        s->red[0] = 5;
        s->must = wt;
        w = "r";
    }
    int off = rnd(g->r, 3);
    if (strided)
        tt_snprintf(s->main_idx[p0], sizeof s->main_idx[p0], "2*i + %s - %d", w, off);
    else
        tt_snprintf(s->main_idx[p0], sizeof s->main_idx[p0], "i + %s - %d", w, off);
}

static void plan_contract(gen *g)
{
    /* dims: 0 = m, 1 = n, 2 = k, 3 = l (second reduction), 4 = batch */
    int batch = chance(g->r, 0.3), two = chance(g->r, 0.25);
    int ad[GD], bd[GD], na = 0, nb = 0;
    int red[2] = {2, 3}, nr = two ? 2 : 1;
    if (batch) {
        ad[na++] = 4;
        bd[nb++] = 4;
    }
    int ar[3] = {0, 2, 3}, br[3] = {2, 3, 1};
    int nar = 1 + nr, nbr = nr + 1;
    if (nr == 1) {
        br[1] = 1;
    }
    if (chance(g->r, 0.4))
        shuffle(g->r, ar, nar);
    if (chance(g->r, 0.4))
        shuffle(g->r, br, nbr);
    for (int i = 0; i < nar; i++)
        ad[na++] = ar[i];
    for (int i = 0; i < nbr; i++)
        bd[nb++] = br[i];
    int a = add_tensor(g, T_INPUT, "A", ad, na, input_dtype(g), 0);
    int b = add_tensor(g, T_INPUT, "B", bd, nb, input_dtype(g), 0);
    int od[3], no = 0;
    if (batch)
        od[no++] = 4;
    od[no++] = 0;
    od[no++] = 1;
    int epi = chance(g->r, 0.5);
    double u = tt_rand_unit(g->r);
    int op = u < 0.8 ? OP_ADD : u < 0.9 ? OP_MAX : OP_MIN;
    int ty = epi ? temp_dtype(g) : g->dtype;
    int c = epi ? add_tensor(g, T_TEMP, "t1", od, no, ty, 0)
                : add_tensor(g, T_OUTPUT, "Y", od, no, g->dtype, 1);
    gst *s = add_stmt(g, c, op, ty);
    s->ca = a;
    s->cb = b;
    s->nred = nr;
    memcpy(s->red, red, sizeof red);
    if (epi) {
        int y = add_tensor(g, T_OUTPUT, "Y", od, no, g->dtype, 1);
        if (chance(g->r, 0.6)) {
            int n1 = 1;
            add_input(g, &n1, 1, input_dtype(g));   /* a bias */
        }
        gst *e = add_stmt(g, y, OP_ASSIGN, g->dtype);
        e->must = c;
        e->depth = 1 + rnd(g->r, 2);
    }
}

static void plan_fused(gen *g)
{
    int v = rnd(g->r, 4), d[GD];
    if (v == 0) {
        /* elementwise producer -> reduction consumer */
        int nd = 2 + rnd(g->r, 2), ns = rnd(g->r, nd);
        iota(d, nd, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
        gst *b = add_stmt(g, y, red_op(g), g->dtype);
        b->nred = nd - ns;
        iota(b->red, nd - ns, ns);
        b->must = t;
        b->depth = 1 + rnd(g->r, 2);
    } else if (v == 1) {
        /* reduction producer -> elementwise consumer (softmax-like) */
        int ns = 1 + rnd(g->r, 2), nr = 1 + (ns == 1 ? rnd(g->r, 2) : 0);
        iota(d, ns + nr, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, ns, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, red_op(g), g->t[t].dtype);
        a->nred = nr;
        iota(a->red, nr, ns);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns + nr, g->dtype, 1);
        gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
        b->must = t;
        b->auto_main = 1;
        b->depth = 1 + rnd(g->r, 2);
    } else if (v == 2) {
        /* elementwise -> elementwise, shifted reads of the temp */
        int nd = 1 + rnd(g->r, 3);
        iota(d, nd, 0);
        int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 1);
        gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
        gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
        b->must = t;
        b->depth = 1 + rnd(g->r, 2);
    } else {
        /* three statements, layernorm-like: stat, centre, reduce */
        int ns = 1 + rnd(g->r, 2);
        iota(d, ns + 1, 0);
        int t1 = add_tensor(g, T_TEMP, "t1", d, ns, temp_dtype(g), 0);
        gst *a = add_stmt(g, t1, chance(g->r, 0.6) ? OP_ADD : red_op(g), g->t[t1].dtype);
        a->nred = 1;
        a->red[0] = ns;
        a->auto_main = 1;
        a->depth = 1;
        int t2 = add_tensor(g, T_TEMP, "t2", d, ns + 1, temp_dtype(g), 0);
        gst *b = add_stmt(g, t2, OP_ASSIGN, g->t[t2].dtype);
        b->must = t1;
        b->auto_main = 1;
        b->depth = 1;
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 1);
        gst *c = add_stmt(g, y, red_op(g), g->dtype);
        c->nred = 1;
        c->red[0] = ns;
        c->must = t2;
        c->depth = 1 + rnd(g->r, 2);
    }
}

static void plan_padded(gen *g)
{
    /* T[i,..] = f(X[i - 1, ..]) where i < M + 2;  Y[i,..] = g(T[i + 1, ..]) */
    int nd = 1 + rnd(g->r, 2), d[GD];
    iota(d, nd, 0);
    int x = add_tensor(g, T_INPUT, "A", d, nd, input_dtype(g), 0);
    int pad = 1 + rnd(g->r, 2);
    int t = add_tensor(g, T_TEMP, "t1", d, nd, temp_dtype(g), 0);
    gst *a = add_stmt(g, t, OP_ASSIGN, g->t[t].dtype);
    a->main_t = x;
    tt_snprintf(a->main_idx[0], sizeof a->main_idx[0], "i - %d", pad);
    tt_snprintf(a->where, sizeof a->where, "i < M + %d", 2 * pad);
    a->noreq = 1;   /* dimension 0 */
    a->depth = 1 + rnd(g->r, 2);
    int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 0);
    gst *b = add_stmt(g, y, OP_ASSIGN, g->dtype);
    b->main_t = t;
    tt_snprintf(b->main_idx[0], sizeof b->main_idx[0], "i + %d", pad);
    b->depth = 1 + rnd(g->r, 2);
}

static void plan_multi(gen *g)
{
    int d[GD];
    if (chance(g->r, 0.5)) {
        /* two reductions of the same rows */
        int ns = 1 + rnd(g->r, 2);
        iota(d, ns + 1, 0);
        int y = add_tensor(g, T_OUTPUT, "Y", d, ns, g->dtype, 0);
        gst *a = add_stmt(g, y, red_op(g), g->dtype);
        a->nred = 1;
        a->red[0] = ns;
        a->auto_main = 1;
        int zt = chance(g->r, 0.7) ? g->dtype : temp_dtype(g);
        int z = add_tensor(g, T_OUTPUT, "Z", d, ns, zt, 0);
        gst *b = add_stmt(g, z, red_op(g), zt);
        b->nred = 1;
        b->red[0] = ns;
        b->auto_main = 1;
    } else {
        /* an elementwise output read by a reduction into the second */
        int nd = 2 + rnd(g->r, 2), ns = rnd(g->r, nd);
        iota(d, nd, 0);
        int y = add_tensor(g, T_OUTPUT, "Y", d, nd, g->dtype, 1);
        gst *a = add_stmt(g, y, OP_ASSIGN, g->dtype);
        a->auto_main = 1;
        a->depth = 1 + rnd(g->r, 2);
        int z = add_tensor(g, T_OUTPUT, "Z", d, ns, g->dtype, 1);
        gst *b = add_stmt(g, z, red_op(g), g->dtype);
        b->nred = nd - ns;
        iota(b->red, nd - ns, ns);
        b->must = y;
        b->auto_main = 1;
        b->depth = 1 + rnd(g->r, 2);
    }
}

static const char *const gen_kinds[] = {"elem", "reduce", "window", "contract", "fused",
                                        "padded", "multiout"};

/* Build the operator text of generated kind `kind` (index into gen_kinds). */
static char *gen_op(uint64_t *r, int kind, int dtype, long task, int *bug)
{
    gen g;
    memset(&g, 0, sizeof g);
    g.r = r;
    g.dtype = dtype;
    switch (kind) {
    case 0: plan_elem(&g); break;
    case 1: plan_reduce(&g); break;
    case 2: plan_window(&g); break;
    case 3: plan_contract(&g); break;
    case 4: plan_fused(&g); break;
    case 5: plan_padded(&g); break;
    default: plan_multi(&g); break;
    }
    /* inputs over each statement's scope, then a few more (broadcasts) */
    for (int i = 0; i < g.ns; i++) {
        gst *s = &g.s[i];
        if (!s->auto_main)
            continue;
        int sc[GD], n = 0;
        const gtn *w = &g.t[s->out];
        for (int p = 0; p < w->rank; p++)
            sc[n++] = w->dim[p];
        for (int q = 0; q < s->nred; q++)
            sc[n++] = s->red[q];
        if (n == 0)
            continue;
        int have = 0;
        for (int t = 0; t < g.nt && !have; t++) {
            if (g.t[t].kind != T_INPUT || g.t[t].rank != n)
                continue;
            int all = 1;
            for (int a = 0; a < n; a++) {
                int f = 0;
                for (int p = 0; p < n; p++)
                    f |= g.t[t].dim[p] == sc[a];
                all &= f;
            }
            have = all;
        }
        if (!have) {
            /* canonical order, sometimes permuted by add_tensor */
            for (int a = 1; a < n; a++)
                for (int b = a; b > 0 && sc[b] < sc[b - 1]; b--) {
                    int x = sc[b];
                    sc[b] = sc[b - 1];
                    sc[b - 1] = x;
                }
            add_input(&g, sc, n, input_dtype(&g));
        }
    }
    int nin = 0;
    for (int t = 0; t < g.nt; t++)
        nin += g.t[t].kind == T_INPUT;
    int extra = rnd(r, 3);
    for (int e = 0; e < extra && nin < 5 && g.nt < GT - 1; e++, nin++) {
        const gst *s = &g.s[rnd(r, g.ns)];
        int sc[GD], n = 0;
        const gtn *w = &g.t[s->out];
        for (int p = 0; p < w->rank; p++)
            if (chance(r, 0.6))
                sc[n++] = w->dim[p];
        for (int q = 0; q < s->nred; q++)
            if (chance(r, 0.6))
                sc[n++] = s->red[q];
        if (n == 0)
            sc[n++] = w->rank ? w->dim[0] : s->red[0];
        add_input(&g, sc, n, input_dtype(&g));
    }
    /* the text */
    tt_buf b = {0};
    tt_buf_printf(&b, "fz_%s_%ld(", gen_kinds[kind], task);
    int first = 1;
    for (int t = 0; t < g.nt; t++) {
        const gtn *x = &g.t[t];
        if (x->kind != T_INPUT)
            continue;
        tt_buf_printf(&b, "%s%s", first ? "" : ", ", x->name);
        first = 0;
        if (x->dtype != DT_F32 || chance(r, 0.3))
            tt_buf_printf(&b, ":%s", tyname(x->dtype));
        tt_buf_puts(&b, "[");
        for (int p = 0; p < x->rank; p++)
            tt_buf_printf(&b, "%s%s", p ? "," : "", DIMN[x->dim[p]]);
        tt_buf_puts(&b, "]");
    }
    tt_buf_puts(&b, ")\n    -> ");
    first = 1;
    for (int t = 0; t < g.nt; t++) {
        const gtn *x = &g.t[t];
        if (x->kind != T_OUTPUT)
            continue;
        tt_buf_printf(&b, "%s%s", first ? "" : ", ", x->name);
        first = 0;
        if (x->dtype != DT_F32)
            tt_buf_printf(&b, ":%s", tyname(x->dtype));
        tt_buf_puts(&b, "[");
        for (int p = 0; p < x->rank; p++)
            tt_buf_printf(&b, "%s%s", p ? ", " : "", x->odim[p]);
        tt_buf_puts(&b, "]");
    }
    tt_buf_puts(&b, " {\n");
    for (int i = 0; i < g.ns; i++)
        emit_stmt(&g, &b, &g.s[i]);
    tt_buf_puts(&b, "}\n");
    *bug = g.bug;
    /* dims used, for the shapes: recorded in the text's inputs */
    return tt_buf_steal(&b);
}

/* Shapes of a generated operator: sizes per dimension name, <= cap. */
static void gen_shapes(uint64_t *r, const ir_def *d, int64_t cap, fz_task *tk)
{
    int64_t sz[GD];
    for (int i = 0; i < GD; i++)
        sz[i] = i == 5 ? 1 + rnd(r, (int)TT_MIN(cap, 5)) : draw_size(r, cap);
    tt_buf b = {0};
    for (int i = 0; i < d->ninputs; i++) {
        const ir_tensor *t = &d->tensors[i];
        tt_buf_puts(&b, i ? " " : "");
        for (int p = 0; p < t->rank; p++) {
            const ir_expr *e = t->dims[p];
            int64_t v = 1;
            if (e->op == E_DIM) {
                const char *nm = d->dims[e->id];
                for (int k = 0; k < GD; k++)
                    if (!strcmp(nm, DIMN[k]))
                        v = sz[k];
            } else if (e->op == E_INT) {
                v = e->ival;
            }
            tt_buf_printf(&b, "%s%ld", p ? "x" : "", (long)v);
        }
    }
    tt_snprintf(tk->shapes, sizeof tk->shapes, "%s", b.s ? b.s : "");
    tt_buf_free(&b);
}

/* ---- one Task ---------------------------------------------------------------- */

static uint64_t task_rng(long task)
{
    uint64_t s = opt.seed * 0x9E3779B97F4A7C15ull ^ ((uint64_t)task * 0xD1B54A32D192ED03ull);
    tt_rand_next(&s);
    return s;
}

static double task_work(const ir_task *t)
{
    double w = 0;
    for (int i = 0; i < t->def->nstmts; i++) {
        const ir_stmt *s = &t->def->stmts[i];
        double k = 1;
        for (int v = 0; v < s->nvars; v++)
            k *= (double)t->extent[i][v];
        w += k;
    }
    return w;
}

static int only_matches(const fz_task *tk)
{
    if (!opt.only)
        return 1;
    if (!strcmp(opt.only, "shipped"))
        return tk->shipped;
    if (!strcmp(opt.only, "generated"))
        return !tk->shipped;
    return !strcmp(opt.only, tk->family);
}

/* The text describing a Task and config, with the reproducer. */
static void describe(tt_buf *b, const fz_task *tk, const ir_def *d, long task, int cfg,
                     const char *config)
{
    if (tk->shipped)
        tt_buf_printf(b, "operator: %s (shipped)\n", tk->opname);
    else
        tt_buf_printf(b, "operator (%s, %s):\n%s", tk->family, tyname(tk->dtype), tk->text);
    if (tk->attrs[0])
        tt_buf_printf(b, "attrs:   %s\n", tk->attrs);
    tt_buf_printf(b, "shapes:  %s\nthreads: %d\n", tk->shapes, tk->threads);
    if (config)
        tt_buf_printf(b, "config:  %s\n", config);
    if (!d)
        return;
    tt_buf_puts(b, "repro:   ");
    if (tk->shipped) {
        tt_buf_printf(b, "%s run %s", opt.tt, tk->opname);
    } else if (opt.out_dir) {
        tt_buf_printf(b, "%s run %s/fail-T%ld.tt", opt.tt, opt.out_dir, task);
    } else {
        tt_buf_printf(b, "%s run FILE.tt", opt.tt);
    }
    const char *s = tk->shapes;
    for (int i = 0; i < d->ninputs; i++) {
        while (*s == ' ')
            s++;
        int n = 0;
        while (s[n] && s[n] != ' ')
            n++;
        tt_buf_printf(b, " --shape %s=%.*s", d->tensors[i].name, n, s);
        s += n;
    }
    if (tk->attrs[0])
        tt_buf_printf(b, " --attr %s", tk->attrs);
    for (int i = 0; i < d->ninputs && i < 64; i++)
        if (tk->constmask >> i & 1)
            tt_buf_printf(b, " --constant %s", d->tensors[i].name);
    tt_buf_printf(b, " --threads %d", tk->threads);
    if (config)
        tt_buf_printf(b, " --config '%s'", config);
    tt_buf_printf(b, "\nreplay:  tt-fuzz-configs --seed %llu --first-task %ld --tasks 1%s%s\n",
                  (unsigned long long)opt.seed, task, cfg >= 0 ? " --verbose" : "",
                  tk->shipped ? "" : " --out-dir DIR");
}

/* The text of a Task's operator file: what `tt run FILE` needs. */
static void op_file_text(const fz_task *tk, char *out, size_t n)
{
    if (tk->shipped) {
        const char *src = rt_builtin_source(tk->opname, NULL);
        tt_snprintf(out, n, "# shipped operator %s; attrs %s; shapes %s; threads %d\n%s",
                    tk->opname, tk->attrs[0] ? tk->attrs : "-", tk->shapes, tk->threads,
                    src ? src : "");
    } else {
        tt_snprintf(out, n, "# shapes %s; threads %d\n%s", tk->shapes, tk->threads, tk->text);
    }
}

/* Write fail-T<task>.tt (from the supervisor too, after a crash: the
 * worker keeps the current Task's text in shared memory). */
static void write_op_text(const char *text, long task)
{
    if (!opt.out_dir || !text[0])
        return;
    mkdir(opt.out_dir, 0777);
    char path[4096];
    tt_snprintf(path, sizeof path, "%s/fail-T%ld.tt", opt.out_dir, task);
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs(text, f);
    fclose(f);
}

static void write_op_file(const fz_task *tk, long task)
{
    char text[sizeof sh->cur_op];
    op_file_text(tk, text, sizeof text);
    write_op_text(text, task);
}

/* captured stderr of the current step */
static void cap_reset(void)
{
    fflush(stderr);
    if (ftruncate(sh->cap_fd, 0) != 0) {
        /* the capture only loses old text */
    }
    lseek(sh->cap_fd, 0, SEEK_SET);
}

static void cap_read(char *buf, size_t n)
{
    fflush(stderr);
    ssize_t got = pread(sh->cap_fd, buf, n - 1, 0);
    buf[got > 0 ? got : 0] = 0;
}

static void set_phase(int ph, long task, int cfg, const char *family, const char *desc)
{
    sh->cur_task = task;
    sh->cur_cfg = cfg;
    tt_snprintf(sh->cur_family, sizeof sh->cur_family, "%s", family);
    if (desc)
        tt_snprintf(sh->cur_desc, sizeof sh->cur_desc, "%s", desc);
    sh->phase_ms = tt_now_ms();
    __atomic_store_n(&sh->phase, ph, __ATOMIC_SEQ_CST);
}

static int stop_now(long task)
{
    if (sh->configs >= opt.configs)
        return 1;
    if (opt.seconds > 0 && elapsed_s() >= opt.seconds)
        return 1;
    if (opt.ntasks > 0 && task >= opt.first_task + opt.ntasks)
        return 1;
    return 0;
}

static void progress(void)
{
    double el = elapsed_s();
    printf("[%6ld/%ld] %5ld tasks  %ld mismatches  %ld compile errors  %ld other  "
           "%ld crashes  %.1f configs/s  %.0f s\n",
           sh->configs, opt.configs, sh->tasks, sh->res[RS_MISMATCH], sh->res[RS_COMPILE],
           sh->res[RS_RUN] + sh->res[RS_INTERP] + sh->res[RS_OTHER] + sh->res[RS_SPACE],
           sh->res[RS_CRASH] + sh->res[RS_HANG], el > 0 ? sh->configs / el : 0, el);
    fflush(stdout);
}

static int classify(int ok, const char *msg)
{
    if (ok)
        return RS_OK;
    if (strstr(msg, "mismatches in"))
        return RS_MISMATCH;
    if (strstr(msg, "compile failed"))
        return RS_COMPILE;
    if (strstr(msg, "run failed"))
        return RS_RUN;
    if (strstr(msg, "interpreter failed"))
        return RS_INTERP;
    return RS_OTHER;
}

/* Generate Task `task` (deterministic) into tk, bound to t.  Returns 0 on
 * success, 1 to skip it (filtered, or counted as rejected). */
static int make_task(long task, fz_task *tk, ir_deflist *l, ir_def **dp, ir_task **tp,
                     int count)
{
    uint64_t r = task_rng(task);
    memset(tk, 0, sizeof *tk);
    tk->threads = 1 + rnd(&r, opt.max_threads);
    int shipped = chance(&r, 0.45);
    int kind = 0;
    const char *text;
    if (shipped) {
        tk->shipped = 1;
        const char *op = pick_shipped(&r);
        tt_snprintf(tk->opname, sizeof tk->opname, "%s", op);
        tt_snprintf(tk->family, sizeof tk->family, "%s", op);
        tk->dtype = DT_F32;
        text = rt_builtin_source(op, NULL);
    } else {
        kind = rnd(&r, (int)TT_ARRAY_LEN(gen_kinds));
        double u = tt_rand_unit(&r);
        tk->dtype = u < 0.55 ? DT_F32 : u < 0.75 ? DT_F64 : DT_I32;
        tt_snprintf(tk->family, sizeof tk->family, "gen:%s", gen_kinds[kind]);
        int bug = 0;
        tk->text = gen_op(&r, kind, tk->dtype, task, &bug);
        tt_snprintf(tk->opname, sizeof tk->opname, "fz_%s_%ld", gen_kinds[kind], task);
        text = tk->text;
        if (bug && count) {
            tt_buf d = {0};
            describe(&d, tk, NULL, task, -1, NULL);
            record_failure(RS_OTHER, task, -1, tk->family,
                           "generator: a reduction variable has no plain read", d.s);
            tt_buf_free(&d);
        }
    }
    if (!only_matches(tk))
        return 1;
    ir_error pe;
    if (ir_parse(text, l, &pe) != 0) {
        if (count) {
            sh->gen_rejected++;
            fprintf(logf_, "\n==== generated text rejected (task %ld): %s\n%s====\n", task,
                    pe.msg, text);
        }
        return 1;
    }
    ir_def *d = l->defs[0];
    for (int i = 0; i < l->n; i++)
        if (!strcmp(l->defs[i]->name, tk->opname))
            d = l->defs[i];
    *dp = d;
    static const int64_t caps[] = {70, 70, 70, 48, 32, 24, 16, 12, 8, 6, 4, 3, 2, 1};
    for (size_t c = 0; c < TT_ARRAY_LEN(caps); c++) {
        if (tk->shipped)
            shipped_shapes(&r, tk->opname, caps[c], tk);
        else
            gen_shapes(&r, d, caps[c], tk);
        cap_reset();
        /* half the Tasks declare some inputs constant (their packs may be
           kept); from a stream of its own, so the Tasks of a seed stay what
           they were before this was added */
        uint64_t cr = (opt.seed + 1) * 0x9E3779B97F4A7C15ull ^ ((uint64_t)task * 0xD1B54A32D192ED03ull);
        tk->constmask = 0;
        if (tt_rand_range(&cr, 2) == 1 && d->ninputs < 64)
            tk->constmask = (tt_rand_range(&cr, 1u << 30) | 1) & (((uint64_t)1 << d->ninputs) - 1);
        diff_constmask = tk->constmask;
        ir_task *t = diff_bind(d, tk->attrs[0] ? tk->attrs : NULL, tk->shapes, NULL, NULL,
                               tk->threads);
        diff_constmask = 0;
        if (!t) {
            if (count) {
                char msg[1024];
                cap_read(msg, sizeof msg);
                sh->bind_rejected++;
                tt_buf db = {0};
                describe(&db, tk, NULL, task, -1, NULL);
                fprintf(logf_, "\n==== bind rejected (task %ld): %s%s====\n", task, msg, db.s);
                tt_buf_free(&db);
            }
            ir_deflist_free(l);
            return 1;
        }
        if (task_work(t) <= opt.max_work) {
            *tp = t;
            return 0;
        }
        ir_task_free(t);
    }
    ir_deflist_free(l);
    if (count)
        sh->bind_rejected++;
    return 1;
}

static void free_task(fz_task *tk)
{
    free(tk->text);
    tk->text = NULL;
}

/* The worker: Tasks from sh->next_task on until a stop condition. */
static int worker(void)
{
    fflush(stderr);
    dup2(sh->cap_fd, 2);   /* diff.h reports on stderr: captured per step */
    diff_env env;
    if (diff_open(&env) != 0)
        return 3;
    lw_sched *seen = malloc((size_t)opt.per_task * sizeof *seen);
    if (!seen)
        return 3;
    for (long ti = sh->next_task;; ti++) {
        if (stop_now(ti))
            break;
        int kstart = ti == sh->next_task ? sh->next_cfg : 0;
        sh->next_task = ti;
        sh->next_cfg = kstart;
        fz_task tk;
        ir_deflist l;
        ir_def *d = NULL;
        ir_task *t = NULL;
        {
            char gd[160];
            tt_snprintf(gd, sizeof gd, "(generating task %ld; replay: tt-fuzz-configs --seed %llu "
                        "--first-task %ld --tasks 1)\n", ti, (unsigned long long)opt.seed, ti);
            sh->cur_op[0] = 0;
            set_phase(PH_TASK, ti, -1, "?", gd);
        }
        if (make_task(ti, &tk, &l, &d, &t, kstart == 0) != 0) {
            free_task(&tk);
            sh->next_task = ti + 1;
            sh->next_cfg = 0;
            continue;
        }
        fz_fam *fam = fam_get(tk.family);
        if (kstart == 0) {
            sh->tasks++;
            fam->tasks++;
        }
        {
            tt_buf db = {0};
            describe(&db, &tk, d, ti, -1, NULL);
            op_file_text(&tk, sh->cur_op, sizeof sh->cur_op);
            set_phase(PH_TASK, ti, -1, tk.family, db.s);
            tt_buf_free(&db);
        }
        if (opt.dry_run) {
            if (opt.verbose)
                fprintf(logf_, "task %ld %s [%s] threads=%d work %.0f\n%s", ti, tk.family,
                        tk.shapes, tk.threads, task_work(t), tk.text ? tk.text : "");
            goto next;
        }
        uint64_t rng = task_rng(ti) ^ 0xA5A5A5A5A5A5A5A5ull;
        tune_space *sp = tune_space_new(t);
        if (!sp) {
            if (kstart == 0) {
                sh->res[RS_SPACE]++;
                fam->res[RS_SPACE]++;
                record_failure(RS_SPACE, ti, -1, tk.family, "tune_space_new failed",
                               sh->cur_desc);
                write_op_file(&tk, ti);
            }
            goto next;
        }
        lw_sched base = sp->base, cur;
        int nseen = 0;
        tune_canon(sp, &base);
        cur = base;
        for (int k = 0; k < opt.per_task; k++) {
            lw_sched c;
            int got = 0, sample_failed = 0;
            for (int tries = 0; tries < 12 && !got; tries++) {
                int st;
                if (k == 0 && tries == 0) {
                    c = base;
                    st = 0;
                } else if ((k == 1 || k == 2 || k == 3) && tries < 4) {
                    /* neighbour walks: 1 -> 2 from the default, 3 from the default */
                    if (k == 3)
                        cur = base;
                    st = tune_neighbor(sp, &cur, &rng, &c);
                } else {
                    st = tune_sample(sp, &rng, &c);
                }
                if (st != 0) {
                    if (k > 0 && tries < 4 && (k == 1 || k == 2 || k == 3))
                        continue;   /* no neighbour: sample instead */
                    sample_failed = 1;
                    break;
                }
                tune_canon(sp, &c);
                int dup = 0;
                for (int q = 0; q < nseen && !dup; q++)
                    dup = tune_sched_equal(sp, &seen[q], &c);
                if (!dup)
                    got = 1;
            }
            if (!got) {
                /* the space is smaller than per_task, or sampling failed */
                if (k >= kstart && sample_failed) {
                    sh->res[RS_SPACE]++;
                    fam->res[RS_SPACE]++;
                    record_failure(RS_SPACE, ti, k, tk.family, "tune_sample found no valid config",
                                   sh->cur_desc);
                } else if (k >= kstart) {
                    sh->dup_skipped++;
                }
                break;
            }
            seen[nseen++] = c;
            if (k == 1 || k == 2)
                cur = c;
            if (k < kstart)
                continue;   /* resumed after a crash: replay the draws */
            if (sh->configs >= opt.configs || (opt.seconds > 0 && elapsed_s() >= opt.seconds))
                break;
            tt_buf cb = {0}, db = {0};
            lw_sched_print(&cb, t, &c);
            describe(&db, &tk, d, ti, k, cb.s);
            set_phase(PH_CHECK, ti, k, tk.family, db.s);
            if (opt.verbose)
                fprintf(logf_, "task %ld cfg %d %s [%s] threads=%d %s\n", ti, k, tk.family,
                        tk.shapes, tk.threads, cb.s);
            cap_reset();
            char what[64];
            tt_snprintf(what, sizeof what, "task %ld config %d", ti, k);
            double c0 = tt_now_ms();
            int ok = diff_check(&env, t, &c, (uint64_t)ti * 64 + (uint64_t)k, what);
            double ms = tt_now_ms() - c0;
            char msg[1024];
            cap_read(msg, sizeof msg);
            int res = classify(ok, msg);
            sh->configs++;
            sh->check_ms += ms;
            sh->res[res]++;
            sh->dtype_configs[tk.dtype == DT_F64 ? 1 : tk.dtype == DT_I32 ? 2 : 0]++;
            for (int si = 0; si < t->def->nstmts; si++) {
                int kept = 0;
                for (int q = 0; q < LW_MAX_READS; q++)
                    kept |= c.mode[si] == SM_ROOT && LW_PACK_KEPT(c.nest[si].pack[q]);
                if (kept) {
                    sh->kept_configs++;
                    break;
                }
            }
            fam->configs++;
            fam->res[res]++;
            fam->ms += ms;
            sh->next_cfg = k + 1;
            if (res != RS_OK) {
                record_failure(res, ti, k, tk.family, msg, db.s);
                write_op_file(&tk, ti);
            }
            set_phase(PH_TASK, ti, k, tk.family, NULL);
            tt_buf_free(&cb);
            tt_buf_free(&db);
            if (sh->configs % 100 == 0)
                progress();
        }
        tune_space_free(sp);
    next:
        ir_task_free(t);
        ir_deflist_free(&l);
        free_task(&tk);
        sh->next_task = ti + 1;
        sh->next_cfg = 0;
    }
    set_phase(PH_IDLE, sh->next_task, 0, "-", NULL);
    sh->worker_done = 1;
    free(seen);
    diff_close(&env);
    return 0;
}

/* ---- supervisor ------------------------------------------------------------ */

static void after_death(const char *how, int kind)
{
    char msg[1024], cap[900];
    cap_read(cap, sizeof cap);
    tt_snprintf(msg, sizeof msg, "%s%s%s", how, cap[0] ? "; stderr:\n" : "", cap);
    long task = sh->cur_task;
    int cfg = sh->cur_cfg;
    fz_fam *fam = fam_get(sh->cur_family);
    if (sh->phase == PH_CHECK) {
        sh->configs++;
        fam->configs++;
        sh->res[kind]++;
        fam->res[kind]++;
        record_failure(kind, task, cfg, sh->cur_family, msg, sh->cur_desc);
        sh->next_task = task;
        sh->next_cfg = cfg + 1;
    } else {
        sh->res[kind]++;
        fam->res[kind]++;
        record_failure(kind, task, -1, sh->cur_family, msg, sh->cur_desc);
        sh->next_task = task + 1;
        sh->next_cfg = 0;
    }
    /* the op file: a generated text is in the description */
    if (opt.out_dir) {
        mkdir(opt.out_dir, 0777);
        char path[4096];
        tt_snprintf(path, sizeof path, "%s/fail-T%ld.txt", opt.out_dir, task);
        FILE *f = fopen(path, "w");
        if (f) {
            fprintf(f, "%s\n%s", msg, sh->cur_desc);
            fclose(f);
        }
        write_op_text(sh->cur_op, task);
    }
}

static int supervise(void)
{
    for (;;) {
        fflush(stdout);
        fflush(stderr);
        fflush(logf_);
        sh->phase = PH_IDLE;
        pid_t pid = fork();
        if (pid < 0) {
            perror("fork");
            return 3;
        }
        if (pid == 0) {
            int rc = worker();
            fflush(stdout);
            fflush(logf_);
            _exit(rc);
        }
        int st = 0, hung = 0;
        for (;;) {
            pid_t w = waitpid(pid, &st, WNOHANG);
            if (w == pid)
                break;
            if (w < 0 && errno != EINTR) {
                perror("waitpid");
                return 3;
            }
            if (sh->phase == PH_CHECK && tt_now_ms() - sh->phase_ms > opt.timeout_s * 1000) {
                kill(pid, SIGKILL);
                waitpid(pid, &st, 0);
                hung = 1;
                break;
            }
            usleep(20000);
        }
        if (hung) {
            char how[128];
            tt_snprintf(how, sizeof how, "no result after %.0f s: killed", opt.timeout_s);
            after_death(how, RS_HANG);
        } else if (sh->worker_done) {
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
                record_failure(RS_CRASH, sh->next_task, -1, "-", "the worker failed at exit",
                               "");
            return 0;
        } else if (WIFEXITED(st) && WEXITSTATUS(st) == 3) {
            fprintf(stderr, "tt-fuzz-configs: the worker could not open the LLVM backend\n");
            return 3;
        } else {
            char how[128];
            if (WIFSIGNALED(st))
                tt_snprintf(how, sizeof how, "the worker died of signal %d (%s)", WTERMSIG(st),
                            strsignal(WTERMSIG(st)));
            else
                tt_snprintf(how, sizeof how, "the worker exited with status %d",
                            WEXITSTATUS(st));
            after_death(how, RS_CRASH);
        }
        if (++sh->restarts > 1000) {
            fprintf(stderr, "tt-fuzz-configs: more than 1000 worker restarts; giving up\n");
            return 3;
        }
    }
}

/* ---- summary ----------------------------------------------------------------- */

static long failures_total(void)
{
    long n = 0;
    for (int k = RS_MISMATCH; k < RS_COUNT; k++)
        n += sh->res[k];
    return n + sh->gen_rejected;
}

static void print_summary(double secs)
{
    printf("\n== tt-fuzz-configs: seed %llu, %.0f s ==\n", (unsigned long long)opt.seed, secs);
    printf("tasks %ld, configs %ld (%.1f configs/s, %.1f ms per check)\n", sh->tasks, sh->configs,
           secs > 0 ? sh->configs / secs : 0, sh->configs ? sh->check_ms / sh->configs : 0);
    printf("ok %ld, mismatches %ld, compile errors %ld, run errors %ld, interpreter errors %ld, "
           "other %ld, space errors %ld, crashes %ld, hangs %ld\n",
           sh->res[RS_OK], sh->res[RS_MISMATCH], sh->res[RS_COMPILE], sh->res[RS_RUN],
           sh->res[RS_INTERP], sh->res[RS_OTHER], sh->res[RS_SPACE], sh->res[RS_CRASH],
           sh->res[RS_HANG]);
    printf("generated texts rejected %ld, tasks rejected at bind %ld, duplicate draws skipped %ld\n",
           sh->gen_rejected, sh->bind_rejected, sh->dup_skipped);
    printf("configs by element type (generated operators): f32 %ld, f64 %ld, i32 %ld "
           "(shipped are f32)\n", sh->dtype_configs[0], sh->dtype_configs[1], sh->dtype_configs[2]);
    printf("configs that keep a pack of an input declared constant: %ld\n", sh->kept_configs);
    printf("\n%-20s %6s %8s %9s %8s %6s %6s %10s\n", "operator", "tasks", "configs",
           "mismatch", "compile", "crash", "other", "ms/config");
    for (int i = 0; i < sh->nfam; i++) {
        const fz_fam *f = &sh->fam[i];
        long other = f->res[RS_RUN] + f->res[RS_INTERP] + f->res[RS_OTHER] + f->res[RS_SPACE];
        printf("%-20s %6ld %8ld %9ld %8ld %6ld %6ld %10.1f\n", f->name, f->tasks, f->configs,
               f->res[RS_MISMATCH], f->res[RS_COMPILE], f->res[RS_CRASH] + f->res[RS_HANG], other,
               f->configs ? f->ms / f->configs : 0);
    }
    if (sh->nfail_total)
        printf("\n%ld failure(s); the first %d are above and in the JSON\n", sh->nfail_total,
               sh->nfail);
}

static int fam_cmp(const void *a, const void *b)
{
    const fz_fam *x = a, *y = b;
    int sx = strncmp(x->name, "gen:", 4) == 0, sy = strncmp(y->name, "gen:", 4) == 0;
    if (sx != sy)
        return sx - sy;
    return strcmp(x->name, y->name);
}

static void write_json(double secs)
{
    tt_buf j = {0};
    tt_buf_printf(&j, "{\"tool\": \"tt-fuzz-configs\", \"seed\": %llu, \"configs_requested\": %ld, "
                      "\"seconds_limit\": %g, \"per_task\": %d, \"max_work\": %g, "
                      "\"max_threads\": %d, \"only\": ",
                  (unsigned long long)opt.seed, opt.configs, opt.seconds, opt.per_task,
                  opt.max_work, opt.max_threads);
    if (opt.only)
        tt_buf_json_str(&j, opt.only);
    else
        tt_buf_puts(&j, "null");
    tt_buf_printf(&j, ",\n \"elapsed_s\": %.1f, \"tasks\": %ld, \"configs\": %ld, "
                      "\"ms_per_check\": %.2f,\n \"results\": {",
                  secs, sh->tasks, sh->configs, sh->configs ? sh->check_ms / sh->configs : 0);
    for (int k = 0; k < RS_COUNT; k++)
        tt_buf_printf(&j, "%s\"%s\": %ld", k ? ", " : "", rname[k], sh->res[k]);
    tt_buf_printf(&j, "},\n \"mismatches\": %ld, \"generated_rejected\": %ld, "
                      "\"bind_rejected\": %ld, \"duplicate_draws_skipped\": %ld, "
                      "\"worker_restarts\": %ld,\n \"generated_configs_by_dtype\": "
                      "{\"f32\": %ld, \"f64\": %ld, \"i32\": %ld},\n \"kept_pack_configs\": %ld,"
                      "\n \"operators\": [",
                  sh->res[RS_MISMATCH], sh->gen_rejected, sh->bind_rejected, sh->dup_skipped,
                  sh->restarts, sh->dtype_configs[0], sh->dtype_configs[1],
                  sh->dtype_configs[2], sh->kept_configs);
    for (int i = 0; i < sh->nfam; i++) {
        const fz_fam *f = &sh->fam[i];
        tt_buf_printf(&j, "%s\n  {\"name\": ", i ? "," : "");
        tt_buf_json_str(&j, f->name);
        tt_buf_printf(&j, ", \"tasks\": %ld, \"configs\": %ld, \"ms_per_config\": %.2f", f->tasks,
                      f->configs, f->configs ? f->ms / f->configs : 0);
        for (int k = 0; k < RS_COUNT; k++)
            tt_buf_printf(&j, ", \"%s\": %ld", rname[k], f->res[k]);
        tt_buf_puts(&j, "}");
    }
    tt_buf_printf(&j, "],\n \"failures_total\": %ld, \"failures\": [", sh->nfail_total);
    for (int i = 0; i < sh->nfail; i++) {
        const fz_fail *f = &sh->fail[i];
        tt_buf_printf(&j, "%s\n  {\"kind\": \"%s\", \"task\": %ld, \"config\": %d, \"operator\": ",
                      i ? "," : "", rname[f->kind], f->task, f->cfg);
        tt_buf_json_str(&j, f->family);
        tt_buf_puts(&j, ", \"message\": ");
        tt_buf_json_str(&j, f->msg);
        tt_buf_puts(&j, ", \"description\": ");
        tt_buf_json_str(&j, f->desc);
        tt_buf_puts(&j, "}");
    }
    tt_buf_puts(&j, "]}\n");
    if (!strcmp(opt.json, "-")) {
        fputs(j.s, stdout);
    } else {
        FILE *f = fopen(opt.json, "w");
        if (!f) {
            fprintf(stderr, "tt-fuzz-configs: cannot write %s: %s\n", opt.json, strerror(errno));
        } else {
            fputs(j.s, f);
            fclose(f);
        }
    }
    tt_buf_free(&j);
}

/* ---- main -------------------------------------------------------------------- */

static int num_arg(const char *a, const char *v, double lo, double hi, double *out)
{
    char *end;
    double x = v ? strtod(v, &end) : 0;
    if (!v || end == v || *end || !(x >= lo && x <= hi)) {
        fprintf(stderr, "tt-fuzz-configs: %s needs a number from %g to %g\n", a, lo, hi);
        return -1;
    }
    *out = x;
    return 0;
}

int main(int argc, char **argv)
{
    opt.configs = 10000;
    opt.seed = 1;
    opt.per_task = 8;
    opt.max_work = 1e6;
    opt.max_threads = 2;
    opt.timeout_s = 300;
    opt.tt = "build/tt";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        double x;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (!strcmp(a, "--configs")) {
            if (num_arg(a, v, 1, 1e9, &x))
                return 2;
            opt.configs = (long)x;
            i++;
        } else if (!strcmp(a, "--seconds")) {
            if (num_arg(a, v, 0, 1e7, &x))
                return 2;
            opt.seconds = x;
            i++;
        } else if (!strcmp(a, "--seed")) {
            if (num_arg(a, v, 0, 1e18, &x))
                return 2;
            opt.seed = strtoull(v, NULL, 10);
            i++;
        } else if (!strcmp(a, "--per-task")) {
            if (num_arg(a, v, 1, 64, &x))
                return 2;
            opt.per_task = (int)x;
            i++;
        } else if (!strcmp(a, "--max-work")) {
            if (num_arg(a, v, 1, 1e10, &x))
                return 2;
            opt.max_work = x;
            i++;
        } else if (!strcmp(a, "--max-threads")) {
            if (num_arg(a, v, 1, 64, &x))
                return 2;
            opt.max_threads = (int)x;
            i++;
        } else if (!strcmp(a, "--first-task")) {
            if (num_arg(a, v, 0, 1e15, &x))
                return 2;
            opt.first_task = (long)x;
            i++;
        } else if (!strcmp(a, "--tasks")) {
            if (num_arg(a, v, 1, 1e15, &x))
                return 2;
            opt.ntasks = (long)x;
            i++;
        } else if (!strcmp(a, "--timeout")) {
            if (num_arg(a, v, 1, 1e6, &x))
                return 2;
            opt.timeout_s = x;
            i++;
        } else if (!strcmp(a, "--out-dir") && v) {
            opt.out_dir = v;
            i++;
        } else if (!strcmp(a, "--json") && v) {
            opt.json = v;
            i++;
        } else if (!strcmp(a, "--only") && v) {
            opt.only = v;
            i++;
        } else if (!strcmp(a, "--tt") && v) {
            opt.tt = v;
            i++;
        } else if (!strcmp(a, "--no-fork")) {
            opt.no_fork = 1;
        } else if (!strcmp(a, "--dry-run")) {
            opt.dry_run = 1;
        } else if (!strcmp(a, "--verbose")) {
            opt.verbose = 1;
        } else {
            fprintf(stderr, "tt-fuzz-configs: unknown option '%s' (see --help)\n", a);
            return 2;
        }
    }
    sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (sh == MAP_FAILED) {
        perror("mmap");
        return 3;
    }
    memset(sh, 0, sizeof *sh);
    sh->t0_ms = tt_now_ms();
    sh->next_task = opt.first_task;
    /* the capture file: a worker's fd 2, read back to classify and report;
     * named, so that what a dying --no-fork process said (a sanitizer
     * report) stays readable; removed at the end */
    const char *tmp = getenv("TMPDIR");
    char cap_path[4096];
    tt_snprintf(cap_path, sizeof cap_path, "%s/tt-fuzz-configs-XXXXXX.stderr",
                tmp && *tmp ? tmp : "/tmp");
    sh->cap_fd = mkstemps(cap_path, 7);
    if (sh->cap_fd < 0) {
        perror("mkstemps");
        return 3;
    }
    int real2 = dup(2);
    logf_ = fdopen(real2, "w");
    setvbuf(logf_, NULL, _IOLBF, 0);
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("tt-fuzz-configs: seed %llu, %ld configs%s, %d per Task, work <= %g, threads 1..%d%s\n",
           (unsigned long long)opt.seed, opt.configs, opt.seconds > 0 ? " or the time limit" : "",
           opt.per_task, opt.max_work, opt.max_threads, opt.no_fork ? ", no fork" : "");
    if (opt.no_fork)
        printf("stderr of the checks goes to %s (kept if this process dies)\n", cap_path);
    int rc = opt.no_fork ? worker() : supervise();
    unlink(cap_path);
    double secs = elapsed_s();
    qsort(sh->fam, (size_t)sh->nfam, sizeof sh->fam[0], fam_cmp);
    dup2(real2, 2);
    print_summary(secs);
    if (opt.json)
        write_json(secs);
    if (rc)
        return rc;
    return failures_total() ? 1 : 0;
}

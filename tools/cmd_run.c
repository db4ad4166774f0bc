/*
 * tt run OP --shape NAME=DxD... [--attr k=v] [--seed S] [--threads N]
 *        [--config default|random|TEXT]... [--samples N] [--rounds N] [--json]
 *
 * Binds the shapes, runs the operator on seeded random inputs and checks
 * the result against the reference interpreter.  Without --config it runs
 * through the public API exactly as an application would (tuning on first
 * call per TT_TUNE_BUDGET, the cache); with --config it compiles that one
 * configuration; with several --config, it compiles and checks each and
 * then times them in interleaved rounds (an A/B comparison on a noisy
 * machine: a slow spell falls on every config of a round alike).
 * Exit 0: all checks passed; 1: a mismatch; 2: usage.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tune/tune.h"
#include "tools/tool.h"

static const char *usage =
    "usage: tt run OP --shape NAME=DxD... [--attr K=V] [--constant NAME] [--seed S] [--threads N]\n"
    "              [--config default|random|TEXT]... [--samples N] [--rounds N]\n"
    "              [--repeat R] [--clock wall|cpu] [--no-check] [--json]\n"
    "\n"
    "Run OP (a shipped operator name, a .tt file, or FILE:NAME) on seeded random\n"
    "inputs and check it against the reference interpreter.\n"
    "\n"
    "  --shape NAME=DxD  the shape of input NAME (one per input)\n"
    "  --attr K=V        override an attribute (stride_h=2)\n"
    "  --constant NAME   declare input NAME constant (its packs are kept; repeat\n"
    "                    or NAME,NAME)\n"
    "  --seed S          input data seed (default 1)\n"
    "  --threads N       threads for parallel loops (default: TT_NUM_THREADS or all)\n"
    "  --config C        run configuration C instead of the tuned/cached kernel:\n"
    "                    'default' (what runs untuned: the merged form's default\n"
    "                    where there is one), 'fused' (the default of the\n"
    "                    fused-reduction or merged form),\n"
    "                    'random' (with --samples N), or a config text.  Given\n"
    "                    several times (up to 32), every config is compiled and\n"
    "                    checked, then all are timed in interleaved rounds\n"
    "  --rounds N        with several --config: rounds of timing, each config once\n"
    "                    a round, its time the median of its rounds (default 5)\n"
    "  --repeat R        timed runs after the first (default: about 100 ms worth;\n"
    "                    with several --config, about 20 ms a config a round)\n"
    "  --clock wall|cpu  time runs by the wall clock (default) or by the calling\n"
    "                    thread's CPU time (with --threads 1 only: robust to other\n"
    "                    processes sharing the cores)\n"
    "  --no-check        time only: skip the comparison with the interpreter (it\n"
    "                    takes seconds on a large operator); \"checked\": false\n"
    "  --json            one JSON object on stdout\n"
    "\n"
    "Exit status: 0 pass, 1 a result did not match, 2 usage or input error.\n";

typedef struct {
    double first_ms, run_ms, compile_ms;
    jit_llvm_stats llvm;   /* where compile time went (LLVM, --config only) */
    ir_cmp cmp;
    int checked;
    const char *cache;
    int tuned;
    char config[512];
} run_result;

static double median(double *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
            double t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    return n ? (n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2])) : 0;
}

/* --clock cpu: the calling thread's CPU time, milliseconds */
static int cpu_clock;
static int no_check;   /* --no-check: time only */

static double run_clock_ms(void)
{
    if (!cpu_clock)
        return tt_now_ms();
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Time repeated runs: at least 3, about `span_ms`, at most 200 (or
 * `repeat`). */
static double time_runs_for(int (*fn)(void *), void *arg, int repeat, double span_ms)
{
    double t[200];
    int n = 0;
    double start = tt_now_ms();
    while (n < 200) {
        double a = run_clock_ms();
        if (fn(arg) != 0)
            break;
        t[n++] = run_clock_ms() - a;
        if (repeat > 0 ? n >= repeat : (n >= 3 && tt_now_ms() - start > span_ms))
            break;
    }
    return median(t, n);
}

static double time_runs(int (*fn)(void *), void *arg, int repeat)
{
    return time_runs_for(fn, arg, repeat, 100);
}

typedef struct {
    tt_op *op;
    tt_tensor *in, *out;
    int nin, nout;
} api_call;

static int api_run(void *p)
{
    api_call *c = p;
    return tt_op_run(c->op, c->in, c->nin, c->out, c->nout);
}

typedef struct {
    kn_kernel *k;
    kn_pool *pool;
    void **io;
} direct_call;

static int direct_run(void *p)
{
    direct_call *c = p;
    char err[256];
    return kn_kernel_run(c->k, c->pool, c->io, err, sizeof err);
}

static void check(const ir_task *t, tool_bufs *b, run_result *r)
{
    int64_t step = ir_interp_step(t, 3e8);
    double mag[64];
    if (ir_interp_mag(t, b->in, b->ref, step, mag) == TT_OK) {
        ir_compare_mag(t, b->out, b->ref, step, mag, &r->cmp);
        r->checked = 1;
    }
}

/* A result's JSON object up to its thread count: op, task, (shapes,)
 * config, threads. */
static void json_head(tt_buf *j, const tool_op *op, const ir_task *t, const char *shapes,
                      const char *config)
{
    tt_buf_puts(j, "{\"op\": ");
    tt_buf_json_str(j, op->def->name);
    tt_buf_puts(j, ", \"task\": ");
    tt_buf_json_str(j, t->key);
    if (shapes) {
        tt_buf_puts(j, ", \"shapes\": ");
        tt_buf_json_str(j, shapes);
    }
    tt_buf_puts(j, ", \"config\": ");
    tt_buf_json_str(j, config);
    tt_buf_printf(j, ", \"threads\": %d", t->nthreads);
}

static void print_result(const tool_op *op, const ir_task *t, const char *config,
                         const run_result *r, int json, double flops)
{
    tt_buf d = {0};
    tool_describe_task(&d, t);
    double gf = r->run_ms > 0 ? flops / (r->run_ms * 1e6) : 0;
    if (json) {
        tt_buf j = {0};
        json_head(&j, op, t, d.s ? d.s : "", config);
        tt_buf_printf(&j, ", \"ok\": %s", !r->checked || r->cmp.ok ? "true" : "false");
        tt_buf_printf(&j, ", \"checked\": %s", r->checked ? "true" : "false");
        tt_buf_printf(&j, ", \"max_abs_err\": %.6g, \"max_rel_err\": %.6g",
                      isfinite(r->cmp.max_abs) ? r->cmp.max_abs : 1e308,
                      isfinite(r->cmp.max_rel) ? r->cmp.max_rel : 1e308);
        tt_buf_printf(&j, ", \"compile_ms\": %.3f, \"first_call_ms\": %.3f", r->compile_ms,
                      r->first_ms);
        tt_buf_printf(&j, ", \"run_ms\": %.6f, \"gflops\": %.3f, \"flops\": %.0f", r->run_ms,
                      gf, flops);
        if (r->cache)
            tt_buf_printf(&j, ", \"tuned\": %s", r->tuned ? "true" : "false");
        if (r->cache) {
            tt_buf_puts(&j, ", \"cache\": ");
            tt_buf_json_str(&j, r->cache);
        }
        tt_buf_puts(&j, "}\n");
        fputs(j.s, stdout);
        tt_buf_free(&j);
    } else {
        printf("%s %s\n", op->def->name, d.s ? d.s : "");
        printf("  config   %s\n", config);
        printf("  compile  %.1f ms   first call %.1f ms%s%s\n", r->compile_ms, r->first_ms,
               r->cache ? "   cache " : "", r->cache ? r->cache : "");
        if (r->llvm.kernels)
            printf("           LLVM: emit %.1f ms, optimize %.1f ms, code generation %.1f ms, "
                   "link %.1f ms\n", r->llvm.emit_ms, r->llvm.opt_ms, r->llvm.codegen_ms,
                   r->llvm.link_ms);
        printf("  run      %.4f ms   %.2f GFLOP/s\n", r->run_ms, gf);
        if (r->checked)
            printf("  check    max_abs_err %.3g  max_rel_err %.3g  %s\n", r->cmp.max_abs,
                   r->cmp.max_rel, r->cmp.ok ? "PASS" : "FAIL");
        else
            printf("  check    not run\n");
    }
    if (r->checked && !r->cmp.ok) {
        const ir_tensor *tn = &t->def->tensors[t->def->ninputs + r->cmp.bad_output];
        fprintf(stderr, "tt run: %s: %" PRId64 " element(s) of '%s' differ; first at [", config,
                r->cmp.nbad, tn->name);
        for (int k = 0; k < tn->rank; k++)
            fprintf(stderr, "%s%" PRId64, k ? ", " : "", r->cmp.bad_index[k]);
        fprintf(stderr, "]: got %.9g, expected %.9g\n", r->cmp.bad_got, r->cmp.bad_ref);
    }
    tt_buf_free(&d);
}

/* The public API path: what an application sees. */
static int run_api(const tool_op *op, const tool_task_opts *o, const ir_task *t, tool_bufs *b,
                   int repeat, run_result *r)
{
    char opts[64] = "";
    if (o->threads)
        tt_snprintf(opts, sizeof opts, "threads=%d", o->threads);
    double t0 = tt_now_ms();
    tt_ctx *ctx = tt_ctx_new(opts[0] ? opts : NULL);
    if (!ctx) {
        fprintf(stderr, "tt run: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    tt_op *top = rt_op_create(ctx, op->text, op->def->name, o->attrs[0] ? o->attrs : NULL);
    if (!top) {
        fprintf(stderr, "tt run: %s\n", tt_errmsg(ctx));
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    const ir_def *d = op->def;
    for (int i = 0; i < d->ninputs && i < 64; i++)
        if (t->constmask >> i & 1)
            tt_op_set_constant(top, i, 1);
    tt_tensor in[64], out[64];
    for (int i = 0; i < d->ninputs; i++)
        in[i] = tt_tensor_make(b->in[i], (tt_dtype)d->tensors[i].dtype, d->tensors[i].rank,
                               t->shape[i], NULL);
    for (int i = 0; i < d->noutputs; i++) {
        int ti = d->ninputs + i;
        out[i] = tt_tensor_make(b->out[i], (tt_dtype)d->tensors[ti].dtype, d->tensors[ti].rank,
                                t->shape[ti], NULL);
    }
    api_call c = {top, in, out, d->ninputs, d->noutputs};
    int st = tt_op_run(top, in, d->ninputs, out, d->noutputs);
    r->first_ms = tt_now_ms() - t0;
    if (st) {
        fprintf(stderr, "tt run: %s\n", tt_errmsg(ctx));
        tt_op_free(top);
        tt_ctx_free(ctx);
        return st == TT_ERR_COMPILE || st == TT_ERR_INTERNAL ? EXIT_CHECK : EXIT_USAGE;
    }
    tt_report rep;
    if (tt_op_report(top, in, d->ninputs, &rep) == TT_OK) {
        r->compile_ms = rep.compile_ms;
        r->cache = rep.cache_hit ? "hit" : "miss";
        r->tuned = rep.tuned;
        tt_snprintf(r->config, sizeof r->config, "%s", rep.config);
    }
    r->run_ms = time_runs(api_run, &c, repeat);
    tt_op_free(top);
    tt_ctx_free(ctx);
    return EXIT_PASS;
}

/* A kernel's argument list: the inputs, then the outputs. */
static void bufs_io(const tool_bufs *b, void **io)
{
    int nio = 0;
    for (int i = 0; i < b->nin; i++)
        io[nio++] = b->in[i];
    for (int i = 0; i < b->nout; i++)
        io[nio++] = b->out[i];
}

static int run_config(const ir_task *t, const lw_sched *s, tool_bufs *b, int threads,
                      int repeat, run_result *r, char *err, size_t n)
{
    char opts[64];
    tt_snprintf(opts, sizeof opts, "threads=%d,budget=0", threads);
    tt_ctx *ctx = tt_ctx_new(opts);   /* the target's backend (TT_TARGET) */
    if (!ctx) {
        tt_snprintf(err, n, "%s", tt_errmsg(NULL));
        return TT_ERR_NO_DEVICE;
    }
    jit_backend *be = ctx->be;
    kn_pool *pool = kn_pool_new(threads);
    kn_kernel *k;
    jit_llvm_stats s0, s1;
    jit_llvm_get_stats(&s0);
    double t0 = tt_now_ms();
    int st = kn_kernel_compile(be, t, s, &k, err, n);
    jit_llvm_get_stats(&s1);
    r->llvm.emit_ms = s1.emit_ms - s0.emit_ms;
    r->llvm.opt_ms = s1.opt_ms - s0.opt_ms;
    r->llvm.codegen_ms = s1.codegen_ms - s0.codegen_ms;
    r->llvm.link_ms = s1.link_ms - s0.link_ms;
    r->llvm.kernels = s1.kernels - s0.kernels;
    if (st == TT_OK) {
        r->compile_ms = k->compile_ms;
        void *io[128];
        bufs_io(b, io);
        st = kn_kernel_run(k, pool, io, err, n);
        r->first_ms = tt_now_ms() - t0;
        if (st == TT_OK) {
            direct_call c = {k, pool, io};
            r->run_ms = time_runs(direct_run, &c, repeat);
        }
        kn_kernel_free(k);
    }
    kn_pool_free(pool);
    tt_ctx_free(ctx);
    return st;
}

#define RUN_MAX_CONFIGS 32

/* 'default', 'fused' or a config text -> s; 0, or -1 with a message in err */
static int config_sched(const ir_task *t, const char *config, lw_sched *s, char *err, size_t n)
{
    if (strcmp(config, "default") == 0) {
        lw_sched_first(t, s);
    } else if (strcmp(config, "fused") == 0) {
        if (!t->fused) {
            tt_snprintf(err, n, "--config fused: '%s' has no fused form at these "
                                "shapes (docs/LOWERING.md)", t->def->name);
            return -1;
        }
        lw_sched_default(t->fused, s);
        s->form = 1;
    } else {
        char e[768];
        if (lw_sched_parse(t, config, s, e, sizeof e) != 0) {
            tt_snprintf(err, n, "--config: %s", e);
            return -1;
        }
    }
    return 0;
}

static void print_failure(const tool_op *op, const ir_task *t, const char *config,
                          const char *err, int json)
{
    fprintf(stderr, "tt run: %s: %s\n", config, err);
    if (!json)
        return;
    tt_buf j = {0};
    json_head(&j, op, t, NULL, config);
    tt_buf_puts(&j, ", \"ok\": false, \"error\": ");
    tt_buf_json_str(&j, err);
    tt_buf_puts(&j, "}\n");
    fputs(j.s, stdout);
    tt_buf_free(&j);
}

/* Several --config: compile each, run it once on the same inputs (its
 * outputs first filled with a poison pattern) and check it; then time them
 * all in `rounds` interleaved rounds, each round starting one config later,
 * each config's time the median of its rounds.  A config that fails to
 * compile or run is reported and the others go on (exit 1). */
static int run_configs_interleaved(const tool_op *op, const ir_task *t, const lw_sched *s,
                                   char *const *text, int n, tool_bufs *b, int threads,
                                   int repeat, int rounds, int json, double flops)
{
    char opts[64], err[1024];
    tt_snprintf(opts, sizeof opts, "threads=%d,budget=0", threads);
    tt_ctx *ctx = tt_ctx_new(opts);   /* the target's backend (TT_TARGET) */
    if (!ctx) {
        fprintf(stderr, "tt run: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    kn_pool *pool = kn_pool_new(threads);
    kn_kernel *k[RUN_MAX_CONFIGS] = {0};
    run_result r[RUN_MAX_CONFIGS];
    memset(r, 0, sizeof r);
    double *tm = tt_xcalloc((size_t)n * (size_t)rounds, sizeof *tm);
    if (!tm || !pool) {
        fprintf(stderr, "tt run: out of memory\n");
        free(tm);
        kn_pool_free(pool);
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    void *io[128];
    bufs_io(b, io);
    int rc = EXIT_PASS, have_ref = 0;
    int64_t step = ir_interp_step(t, 3e8);
    double mag[64];
    for (int i = 0; i < n; i++) {
        double t0 = tt_now_ms();
        if (kn_kernel_compile(ctx->be, t, &s[i], &k[i], err, sizeof err) != TT_OK) {
            print_failure(op, t, text[i], err, json);
            k[i] = NULL;
            rc = EXIT_CHECK;
            continue;
        }
        r[i].compile_ms = k[i]->compile_ms;
        for (int o = 0; o < b->nout; o++) {
            int ti = t->def->ninputs + o;
            memset(b->out[o], 0xff, (size_t)ir_tensor_span(t, ti) *
                                        (size_t)ir_dtype_size(t->def->tensors[ti].dtype));
        }
        if (kn_kernel_run(k[i], pool, io, err, sizeof err) != TT_OK) {
            print_failure(op, t, text[i], err, json);
            kn_kernel_free(k[i]);
            k[i] = NULL;
            rc = EXIT_CHECK;
            continue;
        }
        r[i].first_ms = tt_now_ms() - t0;
        if (!no_check && have_ref == 0)
            have_ref = ir_interp_mag(t, b->in, b->ref, step, mag) == TT_OK ? 1 : -1;
        if (!no_check && have_ref > 0) {
            ir_compare_mag(t, b->out, b->ref, step, mag, &r[i].cmp);
            r[i].checked = 1;
        }
    }
    for (int q = 0; q < rounds; q++)
        for (int j = 0; j < n; j++) {
            int i = (j + q) % n;
            if (!k[i])
                continue;
            direct_call c = {k[i], pool, io};
            tm[i * rounds + q] = time_runs_for(direct_run, &c, repeat, 20);
        }
    for (int i = 0; i < n; i++) {
        if (!k[i])
            continue;
        r[i].run_ms = median(&tm[i * rounds], rounds);
        print_result(op, t, text[i], &r[i], json, flops);
        if (r[i].checked && !r[i].cmp.ok)
            rc = EXIT_CHECK;
        kn_kernel_free(k[i]);
    }
    free(tm);
    kn_pool_free(pool);
    tt_ctx_free(ctx);
    return rc;
}

int cmd_run(int argc, char **argv)
{
    tool_task_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    const char *opname = NULL, *config = NULL;
    const char *configs[RUN_MAX_CONFIGS];
    int nconfig = 0;
    int samples = 1, repeat = 0, rounds = 0;
    for (int i = 1; i < argc; i++) {
        int r = tool_task_opt(argc, argv, &i, &o);
        if (r < 0)
            return EXIT_USAGE;
        if (r > 0)
            continue;
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(usage, stdout);
            return EXIT_PASS;
        } else if ((strcmp(a, "--config") == 0 && i + 1 < argc) ||
                   strncmp(a, "--config=", 9) == 0) {
            if (nconfig == RUN_MAX_CONFIGS)
                return tool_usage_error("run", "at most %d --config", RUN_MAX_CONFIGS);
            config = configs[nconfig++] = a[8] == '=' ? a + 9 : argv[++i];
        } else if ((strcmp(a, "--samples") == 0 || strcmp(a, "--repeat") == 0 ||
                    strcmp(a, "--rounds") == 0) && i + 1 < argc) {
            char *end;
            long v = strtol(argv[i + 1], &end, 10);
            if (*end || v < 1 || v > (a[3] == 'o' ? 1000 : 1000000))
                return tool_usage_error("run", "%s needs a positive number%s, got '%s'", a,
                                        a[3] == 'o' ? " up to 1000" : "", argv[i + 1]);
            if (a[2] == 's')
                samples = (int)v;
            else if (a[3] == 'o')
                rounds = (int)v;
            else
                repeat = (int)v;
            i++;
        } else if (strcmp(a, "--no-check") == 0) {
            no_check = 1;
        } else if (strcmp(a, "--clock") == 0 && i + 1 < argc) {
            const char *c = argv[++i];
            if (strcmp(c, "wall") != 0 && strcmp(c, "cpu") != 0)
                return tool_usage_error("run", "--clock takes wall or cpu, got '%s'", c);
            cpu_clock = c[0] == 'c';
        } else if (a[0] == '-') {
            static const char *const val[] = {"--config", "--samples", "--repeat", "--clock",
                                              "--rounds", NULL};
            int rc = tool_missing_value("run", a, val);
            return rc ? rc
                      : tool_usage_error("run", "unknown option '%s' (see tt run --help)", a);
        } else if (!opname) {
            opname = a;
        } else {
            return tool_usage_error("run", "unexpected argument '%s'", a);
        }
    }
    if (!opname)
        return tool_usage_error("run", "no operator given (see tt run --help)");
    for (int i = 0; nconfig > 1 && i < nconfig; i++)
        if (strcmp(configs[i], "random") == 0)
            return tool_usage_error("run", "--config random cannot be given with other "
                                           "--config (use --samples)");
    if (nconfig > 1 && samples > 1)
        return tool_usage_error("run", "--samples goes with one --config random");
    if (rounds && nconfig < 2)
        return tool_usage_error("run", "--rounds goes with several --config");
    if (cpu_clock && o.threads != 1)
        return tool_usage_error("run", "--clock cpu needs --threads 1 (it times the calling "
                                       "thread only)");
    char err[1024];
    tool_op op;
    if (tool_load_op(opname, &op, err, sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt run: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    rt_env env;
    if (rt_env_load(&env, NULL, err, sizeof err) != TT_OK) {
        fprintf(stderr, "tt run: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    int threads = o.threads ? o.threads : env.threads;
    ir_target target;
    tool_target(env.target, &target);
    ir_task *t;
    if (tool_bind(&op, &o, &target, threads, &t, err, sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt run: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    double flops = ir_task_flops(t);
    int rc = EXIT_PASS;
    tune_space *space = NULL;
    uint64_t rng = o.seed * 0x9E3779B97F4A7C15ull + 5;
    tt_buf cfgbuf = {0};
    if (nconfig > 1) {
        lw_sched *s = tt_xcalloc((size_t)nconfig, sizeof *s);
        char *text[RUN_MAX_CONFIGS] = {0};
        tool_bufs b;
        memset(&b, 0, sizeof b);
        if (!s || tool_bufs_new(t, o.seed, 1, &b) != 0) {
            fprintf(stderr, "tt run: out of memory for the tensors\n");
            rc = EXIT_USAGE;
        }
        for (int i = 0; i < nconfig && rc == EXIT_PASS; i++) {
            if (config_sched(t, configs[i], &s[i], err, sizeof err) != 0) {
                fprintf(stderr, "tt run: %s\n", err);
                rc = EXIT_USAGE;
                break;
            }
            tt_buf tb = {0};
            lw_sched_print(&tb, t, &s[i]);
            text[i] = tb.s;
        }
        if (rc == EXIT_PASS)
            rc = run_configs_interleaved(&op, t, s, text, nconfig, &b, threads, repeat,
                                         rounds ? rounds : 5, o.json, flops);
        for (int i = 0; i < nconfig; i++)
            free(text[i]);
        free(s);
        tool_bufs_free(&b);
        samples = 0;
    }
    for (int sidx = 0; sidx < samples && rc != EXIT_USAGE; sidx++) {
        tool_bufs b;
        if (tool_bufs_new(t, o.seed, 1, &b) != 0) {
            fprintf(stderr, "tt run: out of memory for the tensors\n");
            rc = EXIT_USAGE;
            tool_bufs_free(&b);
            break;
        }
        run_result r;
        memset(&r, 0, sizeof r);
        const char *cfg_text = "tuned";
        int st;
        if (!config) {
            st = run_api(&op, &o, t, &b, repeat, &r);
            if (st != EXIT_PASS) {
                rc = st;
                tool_bufs_free(&b);
                break;
            }
        } else {
            lw_sched s;
            if (strcmp(config, "random") == 0) {
                if (!space)
                    space = tune_space_new(t);
                if (!space || tune_sample(space, &rng, &s) != 0) {
                    fprintf(stderr, "tt run: could not draw a random config\n");
                    rc = EXIT_USAGE;
                    tool_bufs_free(&b);
                    break;
                }
            } else if (config_sched(t, config, &s, err, sizeof err) != 0) {
                fprintf(stderr, "tt run: %s\n", err);
                rc = EXIT_USAGE;
                tool_bufs_free(&b);
                break;
            }
            cfgbuf.len = 0;
            if (cfgbuf.s)
                cfgbuf.s[0] = 0;
            lw_sched_print(&cfgbuf, t, &s);
            cfg_text = cfgbuf.s;
            st = run_config(t, &s, &b, threads, repeat, &r, err, sizeof err);
            if (st != TT_OK) {
                fprintf(stderr, "tt run: %s: %s\n", cfg_text, err);
                rc = EXIT_CHECK;
                tool_bufs_free(&b);
                continue;
            }
        }
        if (!no_check)
            check(t, &b, &r);
        if (!config && r.config[0])
            cfg_text = r.config;
        print_result(&op, t, cfg_text, &r, o.json, flops);
        if (r.checked && !r.cmp.ok)
            rc = EXIT_CHECK;
        tool_bufs_free(&b);
    }
    tt_buf_free(&cfgbuf);
    tune_space_free(space);
    ir_task_free(t);
    tool_op_free(&op);
    return rc;
}

int cmd_ops(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    extern const char *const tt_builtin_op_files[][2];
    for (int i = 0; tt_builtin_op_files[i][0]; i++) {
        ir_deflist l;
        ir_error e;
        if (ir_parse(tt_builtin_op_files[i][1], &l, &e) != 0)
            continue;
        for (int k = 0; k < l.n; k++) {
            const ir_def *d = l.defs[k];
            tt_buf b = {0};
            tt_buf_printf(&b, "%-18s (", d->name);
            for (int j = 0; j < d->ninputs; j++) {
                tt_buf_printf(&b, "%s%s[", j ? ", " : "", d->tensors[j].name);
                for (int r = 0; r < d->tensors[j].rank; r++) {
                    tt_buf_puts(&b, r ? "," : "");
                    ir_expr_print(&b, d, NULL, d->tensors[j].dims[r], 0);
                }
                tt_buf_putc(&b, ']');
            }
            for (int a = 0; a < d->nattrs; a++)
                tt_buf_printf(&b, "%s%s=%lld", a ? ", " : "; ", d->attrs[a].name,
                              (long long)d->attrs[a].value);
            tt_buf_printf(&b, ")   ops/%s.tt", tt_builtin_op_files[i][0]);
            puts(b.s);
            tt_buf_free(&b);
        }
        ir_deflist_free(&l);
    }
    return EXIT_PASS;
}

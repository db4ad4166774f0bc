/*
 * tt warm OPS_FILE [--budget B] [--threads N] [--json]
 *
 * Deploy-time warming: tune every (operator, shapes) line of OPS_FILE that
 * the cache lacks, then print a table.  The file format (docs/CACHE.md):
 *
 *   # a comment
 *   matmul A=1024x1024 B=1024x1024
 *   conv2d X=1x64x56x56 Wt=64x64x3x3 pad_h=1 pad_w=1
 *   models/attn.tt:scores Q=128x64 K=128x64
 *
 * one operator per line: a shipped name, a .tt file or FILE:NAME, then
 * NAME=DxD... for each input, name=value for attributes, and
 * constant=NAME[,NAME] for inputs declared constant (tt_op_set_constant),
 * and dynamic=DIM:LO..HI for a shape class (tt_op_set_dynamic): the line
 * stands for the class kernel (the Task with DIM at HI made a row class,
 * the sizes of DIM in the line's shapes replaced), or on an OpenCL target
 * for the class's block sizes, each warmed as a line of its own.  Exit 0 when every line is cached afterwards, 1 if any failed, 2 on a
 * malformed file.
 *
 * tt warm --queue OPS_FILE [--hw KEY]... checks the lines and puts them in
 * the shared store's work queue instead (cmd_worker.c takes them out).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache/cache.h"
#include "tools/tool.h"

typedef tool_warm_row row;

/* Parse and bind one line: *t (free with ir_task_free) and op (free with
 * tool_op_free; loaded even on failure).  -1 with r->err on a bad line. */
static int bind_line(tt_ctx *ctx, const char *line, int lineno, row *r, tool_op *op,
                     ir_task **t)
{
    char buf[4096];
    tt_snprintf(buf, sizeof buf, "%s", line);
    char *tok[128] = {NULL};
    int nt = 0;
    for (char *s = strtok(buf, " \t\r"); s && nt < 128; s = strtok(NULL, " \t\r"))
        tok[nt++] = s;
    char err[512];
    *t = NULL;
    memset(op, 0, sizeof *op);
    if (nt == 0) {
        tt_snprintf(r->err, sizeof r->err, "line %d: empty", lineno);
        return -1;
    }
    if (tool_load_op(tok[0], op, err, sizeof err) != EXIT_PASS) {
        tt_snprintf(r->err, sizeof r->err, "line %d: %s", lineno, err);
        return -1;
    }
    tool_task_opts o;
    memset(&o, 0, sizeof o);
    const char *dyn = NULL;
    for (int i = 1; i < nt; i++) {
        if (strncmp(tok[i], "dynamic=", 8) == 0 && ir_find_attr(op->def, "dynamic") < 0) {
            dyn = tok[i] + 8;   /* the class kernel: expand_dynamic set DIM to HI */
            continue;
        }
        char *eq = strchr(tok[i], '=');
        if (!eq) {
            tt_snprintf(r->err, sizeof r->err, "line %d: '%s' is not NAME=VALUE", lineno, tok[i]);
            return -1;
        }
        *eq = 0;
        int ti = ir_find_tensor(op->def, tok[i]);
        int ai = ir_find_attr(op->def, tok[i]);
        *eq = '=';
        if (ti >= 0 && ti < op->def->ninputs) {
            if (o.nshape == (int)TT_ARRAY_LEN(o.shape)) {
                tt_snprintf(r->err, sizeof r->err, "line %d: more than %d shapes", lineno,
                            (int)TT_ARRAY_LEN(o.shape));
                return -1;
            }
            o.shape[o.nshape++] = tok[i];
        } else if (ai < 0 && strncmp(tok[i], "constant=", 9) == 0 &&
                   o.nconstant < (int)TT_ARRAY_LEN(o.constant)) {
            o.constant[o.nconstant++] = eq + 1;   /* inputs declared constant */
        } else if (ai >= 0) {
            size_t l = strlen(o.attrs);
            tt_snprintf(o.attrs + l, sizeof o.attrs - l, "%s%s", l ? "," : "", tok[i]);
        } else {
            tt_snprintf(r->err, sizeof r->err, "line %d: '%s' has no input or attribute '%.*s'",
                        lineno, op->def->name, (int)(eq - tok[i]), tok[i]);
            return -1;
        }
    }
    tt_snprintf(r->what, sizeof r->what, "%s", line);
    if (tool_bind(op, &o, &ctx->target, ctx->threads, t, err, sizeof err) != EXIT_PASS) {
        tt_snprintf(r->err, sizeof r->err, "line %d: %s", lineno, err);
        return -1;
    }
    if (dyn) {
        char name[64];
        long long lo, hi;
        int used = 0, dim = -1;
        if (sscanf(dyn, "%63[A-Za-z0-9_]:%lld..%lld%n", name, &lo, &hi, &used) != 3 ||
            dyn[used]) {
            tt_snprintf(r->err, sizeof r->err, "line %d: 'dynamic=%s' is not dynamic=DIM:LO..HI",
                        lineno, dyn);
        } else if (rt_dyn_check(op->def, name, &dim, err, sizeof err) != TT_OK) {
            tt_snprintf(r->err, sizeof r->err, "line %d: %s", lineno, err);
        } else if ((*t)->target.kind != IR_TARGET_CPU) {
            tt_snprintf(r->err, sizeof r->err, "line %d: a class kernel is compiled for the CPU "
                        "only; warm the class's block sizes on '%s'", lineno,
                        (*t)->target.name);
        } else if ((*t)->dim[dim] != hi) {
            tt_snprintf(r->err, sizeof r->err, "line %d: the shapes give %s = %lld, the class "
                        "kernel is bound at the range's top %lld", lineno, name,
                        (long long)(*t)->dim[dim], hi);
        } else if (ir_task_set_rows(*t, dim, lo, err, sizeof err) != TT_OK) {
            tt_snprintf(r->err, sizeof r->err, "line %d: %s", lineno, err);
        } else {
            return 0;
        }
        ir_task_free(*t);
        *t = NULL;
        return -1;
    }
    return 0;
}

int tool_warm_line(tt_ctx *ctx, const char *line, int lineno, tool_warm_row *r)
{
    tool_op op;
    ir_task *t;
    tt_snprintf(r->what, sizeof r->what, "%s", line);
    if (bind_line(ctx, line, lineno, r, &op, &t) != 0) {
        tool_op_free(&op);
        return -1;
    }
    ir_task *keep = ir_task_clone(t);
    rt_entry *e = NULL;
    /* the same Task met on an earlier line (another spelling) is not
       tuned again: the entry is this context's already */
    int seen = rt_find_entry(ctx, t->key, &e) == TT_OK;
    double t0 = tt_now_ms();
    int st = rt_resolve(ctx, t, &e);   /* takes t */
    if (st != TT_OK) {
        tt_snprintf(r->err, sizeof r->err, "line %d: %s", lineno, tt_errmsg(ctx));
        r->result = "failed";
    } else {
        r->result = e->cache_hit || seen ? "cached" : e->tune_ms > 0 ? "tuned" : "default";
        r->tune_s = (tt_now_ms() - t0) / 1000;
        /* time it once more for the table */
        tool_bufs b;
        if (keep && tool_bufs_new(keep, 1, 0, &b) == 0) {
            void *io[128];
            int m = 0;
            for (int i = 0; i < b.nin; i++)
                io[m++] = b.in[i];
            for (int i = 0; i < b.nout; i++)
                io[m++] = b.out[i];
            double best = 1e30;
            for (int k = 0; k < 5; k++) {
                double a = tt_now_ms();
                rt_entry_run(ctx, e, io);
                double d = tt_now_ms() - a;
                if (d < best)
                    best = d;
            }
            r->ms = best;
            r->gflops = ir_task_flops(keep) / (best * 1e6);
            tool_bufs_free(&b);
        }
    }
    ir_task_free(keep);
    tool_op_free(&op);
    return st == TT_OK ? 0 : 1;
}

/* The next line of an ops file without its comment and surrounding blanks;
 * NULL at the end.  Blank lines are skipped. */
static char *next_line(FILE *f, char *line, size_t n, int *lineno)
{
    while (fgets(line, (int)n, f)) {
        ++*lineno;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        line[strcspn(line, "\n")] = 0;
        for (size_t e = strlen(line); e > 0 && (line[e - 1] == ' ' || line[e - 1] == '\t' ||
                                                line[e - 1] == '\r');)
            line[--e] = 0;
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p)
            return p;
    }
    return NULL;
}

/* A line with dynamic=DIM:LO..HI: the class kernel's line (its sizes of
 * DIM set to HI, the dynamic= kept: bind_line makes the Task a row class),
 * or for an OpenCL target (gpu) the lines of the class's block sizes, into
 * out[0..*n) (at most cap; a line without it: itself).  -1 and err on a bad
 * one. */
static int expand_dynamic(const char *line, int lineno, int gpu, char (*out)[4096], int cap,
                          int *n, char *err, size_t errn)
{
    char buf[4096];
    tt_snprintf(buf, sizeof buf, "%s", line);
    char *tok[128] = {NULL};
    int nt = 0, dyn = -1, ndyn = 0;
    for (char *s = strtok(buf, " \t\r"); s && nt < 128; s = strtok(NULL, " \t\r")) {
        if (strncmp(s, "dynamic=", 8) == 0)
            dyn = nt, ndyn++;
        tok[nt++] = s;
    }
    if (ndyn > 1) {
        tt_snprintf(err, errn, "line %d: more than one dynamic= (a class has one dimension)",
                    lineno);
        return -1;
    }
    *n = 0;
    if (dyn < 0) {
        tt_snprintf(out[(*n)++], sizeof out[0], "%s", line);
        return 0;
    }
    char name[64];
    long long lo, hi;
    int used = 0;
    const char *spec = tok[dyn] + 8;
    if (sscanf(spec, "%63[A-Za-z0-9_]:%lld..%lld%n", name, &lo, &hi, &used) != 3 ||
        spec[used]) {
        tt_snprintf(err, errn, "line %d: '%s' is not dynamic=DIM:LO..HI (as dynamic=M:1..512)",
                    lineno, tok[dyn]);
        return -1;
    }
    if (lo < 1 || hi < lo || hi > RT_DYN_MAX) {
        tt_snprintf(err, errn, "line %d: the range %lld..%lld of '%s' is not 1 <= lo <= hi <= %d",
                    lineno, lo, hi, name, RT_DYN_MAX);
        return -1;
    }
    tool_op op;
    char msg[512];
    if (tool_load_op(tok[0], &op, msg, sizeof msg) != EXIT_PASS) {
        tt_snprintf(err, errn, "line %d: %s", lineno, msg);
        return -1;
    }
    int dim;
    if (rt_dyn_check(op.def, name, &dim, msg, sizeof msg) != TT_OK) {
        tt_snprintf(err, errn, "line %d: %s", lineno, msg);
        tool_op_free(&op);
        return -1;
    }
    int64_t lad[RT_DYN_LADDER];
    int nl = gpu ? rt_dyn_ladder(hi, lad) : 1;
    if (!gpu)
        lad[0] = hi;   /* the class kernel: one line, bound at the top */
    for (int b = 0; b < nl && *n < cap; b++) {
        tt_buf l = {0};
        tt_buf_puts(&l, tok[0]);
        for (int i = 1; i < nt; i++) {
            if (i == dyn) {
                if (!gpu)
                    tt_buf_printf(&l, " %s", tok[i]);
                continue;
            }
            char *eq = strchr(tok[i], '=');
            int ti = -1;
            if (eq) {
                *eq = 0;
                ti = ir_find_tensor(op.def, tok[i]);
                *eq = '=';
            }
            const ir_expr *d0 = ti >= 0 && ti < op.def->ninputs && op.def->tensors[ti].rank > 0
                                    ? op.def->tensors[ti].dims[0] : NULL;
            if (d0 && d0->op == E_DIM && d0->id == dim) {
                const char *rest = eq + 1 + strspn(eq + 1, "0123456789");
                tt_buf_printf(&l, " %.*s%lld%s", (int)(eq + 1 - tok[i]), tok[i],
                              (long long)lad[b], rest);
            } else {
                tt_buf_printf(&l, " %s", tok[i]);
            }
        }
        tt_snprintf(out[(*n)++], sizeof out[0], "%s", l.s ? l.s : "");
        tt_buf_free(&l);
    }
    tool_op_free(&op);
    return 0;
}

/* tt warm --queue FILE: check every line, then queue it in the shared
 * store for each hardware key (this machine's unless --hw is given). */
static int warm_queue(FILE *f, const char *file, const char *const *hws, int nhw)
{
    tt_ctx *ctx = tt_ctx_new("budget=0");
    if (!ctx) {
        fprintf(stderr, "tt warm: %s\n", tt_errmsg(NULL));
        return EXIT_USAGE;
    }
    if (!ctx->env.cache_url[0] || !ctx->store) {
        fprintf(stderr, "tt warm: --queue needs the shared store: set TT_CACHE_URL="
                "postgresql://...\n");
        tt_ctx_free(ctx);
        return EXIT_USAGE;
    }
    const char *mine[1] = {ctx->hw};
    if (nhw == 0) {
        hws = mine;
        nhw = 1;
    }
    char line[4096];
    int lineno = 0, bad = 0, lines = 0, added = 0, st = TT_OK;
    char (*keep)[4096] = calloc(1024, sizeof *keep);
    char (*exp)[4096] = calloc(RT_DYN_LADDER, sizeof *exp);
    for (char *p; keep && exp && (p = next_line(f, line, sizeof line, &lineno));) {
        row r;
        memset(&r, 0, sizeof r);
        int nexp = 0;
        if (expand_dynamic(p, lineno, ctx->target.kind == IR_TARGET_OPENCL, exp, RT_DYN_LADDER,
                           &nexp, r.err, sizeof r.err) != 0) {
            fprintf(stderr, "tt warm: %s: %s\n", file, r.err);
            bad = 1;
        }
        for (int x = 0; !bad && x < nexp; x++) {
            tool_op op;
            ir_task *t = NULL;
            if (bind_line(ctx, exp[x], lineno, &r, &op, &t) != 0) {
                fprintf(stderr, "tt warm: %s: %s\n", file, r.err);
                bad = 1;
            } else if (lines == 1024) {
                fprintf(stderr, "tt warm: more than 1024 lines; split the file\n");
                bad = 1;
            } else {
                tt_snprintf(keep[lines++], sizeof keep[0], "%s", exp[x]);
            }
            ir_task_free(t);
            tool_op_free(&op);
        }
        if (bad)
            break;
    }
    free(exp);
    /* nothing is queued from a file with a bad line */
    for (int i = 0; !bad && keep && i < lines && st == TT_OK; i++)
        for (int h = 0; h < nhw && st == TT_OK; h++) {
            int a = 0;
            st = cache_queue_add(ctx->store, hws[h], keep[i], &a);
            added += a;
        }
    free(keep);
    int rc = EXIT_PASS;
    if (bad || !keep) {
        rc = EXIT_USAGE;
    } else if (st != TT_OK) {
        fprintf(stderr, "tt warm: %s\n", cache_errmsg());
        rc = st == TT_ERR_INVALID_ARG ? EXIT_USAGE : EXIT_CHECK;
    } else {
        printf("queued %d lines x %d hardware key%s: %d new, %d already queued\n", lines, nhw,
               nhw == 1 ? "" : "s", added, lines * nhw - added);
        for (int h = 0; h < nhw; h++)
            printf("  hw %s\n", hws[h]);
    }
    tt_ctx_free(ctx);
    return rc;
}

int cmd_warm(int argc, char **argv)
{
    const char *file = NULL, *budget = NULL;
    const char *hws[16];
    int threads = 0, json = 0, queue = 0, nhw = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            puts("usage: tt warm OPS_FILE [--budget B] [--threads N] [--json]\n"
                 "       tt warm --queue OPS_FILE [--hw KEY]...\n\n"
                 "Tune every (operator, shapes) line of OPS_FILE that the cache lacks.\n"
                 "Lines: OP NAME=DxD... [attr=V...] [constant=NAME] [dynamic=DIM:LO..HI];\n"
                 "'#' starts a comment.  See docs/CACHE.md.\n\n"
                 "--queue puts the lines in the shared store's work queue (TT_CACHE_URL) for\n"
                 "this machine's hardware key, or for each --hw KEY (`tt info` shows a\n"
                 "machine's key); `tt worker` on machines of that key tunes them.");
            return EXIT_PASS;
        } else if (strcmp(argv[i], "--queue") == 0 && i + 1 < argc) {
            queue = 1;
            if (file)
                return tool_usage_error("warm", "unexpected argument '%s'", argv[i + 1]);
            file = argv[++i];
        } else if (strcmp(argv[i], "--hw") == 0 && i + 1 < argc) {
            if (!cache_key_valid(argv[i + 1]))
                return tool_usage_error("warm", "--hw '%s' is not a hardware key (32 lower-case "
                                        "hex characters, as `tt info` prints)", argv[i + 1]);
            if (nhw == (int)TT_ARRAY_LEN(hws))
                return tool_usage_error("warm", "more than %d --hw keys", nhw);
            hws[nhw++] = argv[++i];
        } else if (strcmp(argv[i], "--budget") == 0 && i + 1 < argc) {
            budget = argv[++i];
        } else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
            threads = atoi(argv[++i]);
            if (threads < 1 || threads > 1024)
                return tool_usage_error("warm", "--threads needs 1 to 1024");
        } else if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--budget") == 0 || strcmp(argv[i], "--threads") == 0 ||
                   strcmp(argv[i], "--queue") == 0 || strcmp(argv[i], "--hw") == 0) {
            return tool_usage_error("warm", "%s needs a value", argv[i]);
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return tool_usage_error("warm", "unknown option '%s'", argv[i]);
        } else if (!file) {
            file = argv[i];
        } else {
            return tool_usage_error("warm", "unexpected argument '%s'", argv[i]);
        }
    }
    if (!file)
        return tool_usage_error("warm", "no OPS_FILE given (see tt warm --help)");
    FILE *f = strcmp(file, "-") == 0 ? stdin : fopen(file, "r");
    if (!f) {
        fprintf(stderr, "tt warm: cannot open '%s': %s\n", file, strerror(errno));
        return EXIT_USAGE;
    }
    struct stat sb;
    if (fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "tt warm: '%s' is a directory, not an ops file\n", file);
        fclose(f);
        return EXIT_USAGE;
    }
    if (nhw && !queue) {
        if (f != stdin)
            fclose(f);
        return tool_usage_error("warm", "--hw goes with --queue");
    }
    if (queue) {
        int rc = warm_queue(f, file, hws, nhw);
        if (f != stdin)
            fclose(f);
        return rc;
    }
    char opts[256] = "";
    size_t l = 0;
    if (budget)
        l += (size_t)snprintf(opts + l, sizeof opts - l, "budget=%s,", budget);
    if (threads)
        l += (size_t)snprintf(opts + l, sizeof opts - l, "threads=%d,", threads);
    if (isatty(2))
        snprintf(opts + l, sizeof opts - l, "log=info");
    tt_ctx *ctx = tt_ctx_new(opts[0] ? opts : NULL);
    if (!ctx || ctx->env.budget_kind == RT_BUDGET_NONE) {
        if (ctx)
            fprintf(stderr, "tt warm: the budget is 0/off (TT_TUNE_BUDGET): nothing would be "
                    "tuned or cached; give --budget\n");
        else
            fprintf(stderr, "tt warm: %s\n", tt_errmsg(NULL));
        tt_ctx_free(ctx);
        if (f != stdin)
            fclose(f);
        return EXIT_USAGE;
    }
    row rows[1024];
    int nrows = 0, failed = 0, malformed = 0;
    char line[4096];
    int lineno = 0;
    static char exp[RT_DYN_LADDER][4096];
    for (char *p; (p = next_line(f, line, sizeof line, &lineno));) {
        int nexp = 0;
        char err[200];
        if (expand_dynamic(p, lineno, ctx->target.kind == IR_TARGET_OPENCL, exp, RT_DYN_LADDER,
                           &nexp, err, sizeof err) != 0) {
            fprintf(stderr, "tt warm: %s\n", err);
            malformed = 1;
            if (nrows < 1024) {
                row *r = &rows[nrows++];
                memset(r, 0, sizeof *r);
                tt_snprintf(r->what, sizeof r->what, "%s", p);
                r->result = "bad line";
            }
            continue;
        }
        for (int x = 0; x < nexp; x++) {
            if (nrows == 1024) {
                fprintf(stderr, "tt warm: more than 1024 lines; split the file\n");
                malformed = 1;
                break;
            }
            row *r = &rows[nrows++];
            memset(r, 0, sizeof *r);
            tt_snprintf(r->what, sizeof r->what, "%s", exp[x]);
            int rc = tool_warm_line(ctx, exp[x], lineno, r);
            if (rc < 0) {
                fprintf(stderr, "tt warm: %s\n", r->err);
                malformed = 1;
                r->result = "bad line";
            } else if (rc > 0) {
                fprintf(stderr, "tt warm: %s\n", r->err);
                failed = 1;
            }
        }
        if (nrows == 1024 && malformed)
            break;
    }
    if (ferror(f)) {
        fprintf(stderr, "tt warm: reading '%s': %s\n", file, strerror(errno));
        malformed = 1;
    }
    if (f != stdin)
        fclose(f);
    if (json) {
        for (int i = 0; i < nrows; i++) {
            tt_buf j = {0};
            tt_buf_puts(&j, "{\"line\": ");
            tt_buf_json_str(&j, rows[i].what);
            tt_buf_printf(&j, ", \"result\": \"%s\", \"ms\": %.6f, \"gflops\": %.3f, "
                          "\"seconds\": %.3f}\n", rows[i].result ? rows[i].result : "?",
                          rows[i].ms, rows[i].gflops, rows[i].tune_s);
            fputs(j.s, stdout);
            tt_buf_free(&j);
        }
    } else {
        printf("%-56s %-8s %10s %10s %8s\n", "operator and shapes", "result", "ms", "GFLOP/s",
               "seconds");
        for (int i = 0; i < nrows; i++)
            printf("%-56.56s %-8s %10.4f %10.2f %8.2f\n", rows[i].what,
                   rows[i].result ? rows[i].result : "?", rows[i].ms, rows[i].gflops,
                   rows[i].tune_s);
    }
    tt_ctx_free(ctx);
    return malformed ? EXIT_USAGE : failed ? EXIT_CHECK : EXIT_PASS;
}

/*
 * What tt-fuzz-configs tells: each failure as it happens (on the real
 * stderr, with its reproducer), the failing operator's file
 * (--out-dir), progress every 100 configs, and at the end the summary
 * table and the JSON (--json).  The formats are the ones
 * bench/results/fuzz-configs-*.{json,md} were written in: keep them.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "runtime/runtime.h"
#include "tests/fuzz_configs/fuzz.h"

const char *const fz_result_name[RS_COUNT] = {"ok", "mismatch", "compile_error", "run_error",
                                              "interp_error", "other_error", "space_error",
                                              "crash", "hang"};

const char *const fz_feature_name[FT_COUNT] = {"grouped", "dilated", "strided",
                                                "asym_window", "asym_pad_stride", "tails"};

/* The counters of operator (family) `name`; the last slot takes the rest. */
fz_fam *fz_fam_get(const char *name)
{
    for (int i = 0; i < fz_sh->nfam; i++)
        if (strcmp(fz_sh->fam[i].name, name) == 0)
            return &fz_sh->fam[i];
    if (fz_sh->nfam == MAX_FAM)
        return &fz_sh->fam[MAX_FAM - 1];
    fz_fam *f = &fz_sh->fam[fz_sh->nfam++];
    tt_snprintf(f->name, sizeof f->name, "%s", name);
    return f;
}

void fz_feat_count(unsigned features, int tasks, int configs, int res, double ms)
{
    for (int f = 0; f < FT_COUNT; f++) {
        if (!(features >> f & 1))
            continue;
        fz_fam *x = &fz_sh->feat[f];
        x->tasks += tasks;
        x->configs += configs;
        if (res >= 0)
            x->res[res]++;
        x->ms += ms;
    }
}

/* Count a failure, keep the first MAX_FAIL for the JSON, and print it. */
void fz_record_failure(int kind, long task, int cfg, const char *family, const char *msg,
                       const char *desc)
{
    fz_sh->nfail_total++;
    if (fz_sh->nfail < MAX_FAIL) {
        fz_fail *f = &fz_sh->fail[fz_sh->nfail++];
        f->kind = kind;
        f->task = task;
        f->cfg = cfg;
        tt_snprintf(f->family, sizeof f->family, "%s", family);
        tt_snprintf(f->msg, sizeof f->msg, "%s", msg);
        tt_snprintf(f->desc, sizeof f->desc, "%s", desc);
    }
    FILE *o = fz_log ? fz_log : stderr;
    fprintf(o, "\n==== %s: task %ld config %d (%s)\n%s\n%s====\n", fz_result_name[kind], task,
            cfg, family, msg, desc);
    fflush(o);
}

/* The text describing a Task and config, with the reproducer. */
void fz_describe(tt_buf *b, const fz_task *tk, const ir_def *d, long task, int cfg,
                 const char *config)
{
    if (tk->shipped)
        tt_buf_printf(b, "operator: %s (shipped)\n", tk->opname);
    else
        tt_buf_printf(b, "operator (%s, %s):\n%s", tk->family, ir_dtype_name(tk->dtype),
                      tk->text);
    if (tk->attrs[0])
        tt_buf_printf(b, "attrs:   %s\n", tk->attrs);
    tt_buf_printf(b, "shapes:  %s\nthreads: %d\n", tk->shapes, tk->threads);
    if (tk->rows_m)   /* no tool runs a row class: the replay command does */
        tt_buf_printf(b, "rows:    a row class over %s (1..its size above), run at %" PRId64
                      " rows\n", tk->rows_dim, tk->rows_m);
    if (config)
        tt_buf_printf(b, "config:  %s\n", config);
    if (!d)
        return;
    tt_buf_puts(b, "repro:   ");
    if (tk->shipped) {
        tt_buf_printf(b, "%s run %s", fz_opt.tt, tk->opname);
    } else if (fz_opt.out_dir) {
        tt_buf_printf(b, "%s run %s/fail-T%ld.tt", fz_opt.tt, fz_opt.out_dir, task);
    } else {
        tt_buf_printf(b, "%s run FILE.tt", fz_opt.tt);
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
                  (unsigned long long)fz_opt.seed, task, cfg >= 0 ? " --verbose" : "",
                  tk->shipped ? "" : " --out-dir DIR");
}

/* The text of a Task's operator file: what `tt run FILE` needs. */
void fz_op_file_text(const fz_task *tk, char *out, size_t n)
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
void fz_write_op_text(const char *text, long task)
{
    if (!fz_opt.out_dir || !text[0])
        return;
    mkdir(fz_opt.out_dir, 0777);
    char path[4096];
    tt_snprintf(path, sizeof path, "%s/fail-T%ld.tt", fz_opt.out_dir, task);
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs(text, f);
    fclose(f);
}

void fz_write_op_file(const fz_task *tk, long task)
{
    char text[sizeof fz_sh->cur_op];
    fz_op_file_text(tk, text, sizeof text);
    fz_write_op_text(text, task);
}

/* One line every 100 configs. */
void fz_progress(void)
{
    const fz_shared *sh = fz_sh;
    double el = fz_elapsed_s();
    printf("[%6ld/%ld] %5ld tasks  %ld mismatches  %ld compile errors  %ld other  "
           "%ld crashes  %.1f configs/s  %.0f s\n",
           sh->configs, fz_opt.configs, sh->tasks, sh->res[RS_MISMATCH], sh->res[RS_COMPILE],
           sh->res[RS_RUN] + sh->res[RS_INTERP] + sh->res[RS_OTHER] + sh->res[RS_SPACE],
           sh->res[RS_CRASH] + sh->res[RS_HANG], el > 0 ? sh->configs / el : 0, el);
    fflush(stdout);
}

/* ---- summary -------------------------------------------------------------- */

/* Everything but ok counts, and a generated text the parser rejected. */
long fz_failures_total(void)
{
    long n = 0;
    for (int k = RS_MISMATCH; k < RS_COUNT; k++)
        n += fz_sh->res[k];
    return n + fz_sh->gen_rejected;
}

/* One row of the summary's tables: a family's or a feature's counts. */
static void print_row(const char *name, const fz_fam *f)
{
    long other = f->res[RS_RUN] + f->res[RS_INTERP] + f->res[RS_OTHER] + f->res[RS_SPACE];
    printf("%-20s %6ld %8ld %9ld %8ld %6ld %6ld %10.1f\n", name, f->tasks, f->configs,
           f->res[RS_MISMATCH], f->res[RS_COMPILE], f->res[RS_CRASH] + f->res[RS_HANG], other,
           f->configs ? f->ms / f->configs : 0);
}

static void print_summary(double secs)
{
    const fz_shared *sh = fz_sh;
    printf("\n== tt-fuzz-configs: seed %llu, %.0f s ==\n", (unsigned long long)fz_opt.seed, secs);
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
    printf("configs that window a read (pack=5): %ld (streamed through registers: %ld)\n",
           sh->window_configs, sh->stream_configs);
    printf("configs of a fused form (fused-reduction or merged): %ld\n", sh->fused_configs);
    printf("configs that pack every tile per call (pack=6): %ld\n", sh->all_tiles_configs);
    printf("configs with a pipelined pack (pack=7, 8): %ld (pipelined: %ld)\n",
           sh->pipe_configs, sh->piped_configs);
    printf("configs of a row class, its kernel run below its top size: %ld\n",
           sh->rows_configs);
    printf("\n%-20s %6s %8s %9s %8s %6s %6s %10s\n", "operator", "tasks", "configs",
           "mismatch", "compile", "crash", "other", "ms/config");
    for (int i = 0; i < sh->nfam; i++)
        print_row(sh->fam[i].name, &sh->fam[i]);
    /* the convolutions again, by feature (a Task counts under each of its) */
    printf("\n%-20s %6s %8s %9s %8s %6s %6s %10s\n", "conv feature", "tasks", "configs",
           "mismatch", "compile", "crash", "other", "ms/config");
    for (int f = 0; f < FT_COUNT; f++)
        print_row(fz_feature_name[f], &sh->feat[f]);
    if (sh->nfail_total)
        printf("\n%ld failure(s); the first %d are above and in the JSON\n", sh->nfail_total,
               sh->nfail);
}

/* Shipped operators first, then the generated families; by name. */
static int fam_cmp(const void *a, const void *b)
{
    const fz_fam *x = a, *y = b;
    int sx = strncmp(x->name, "gen:", 4) == 0, sy = strncmp(y->name, "gen:", 4) == 0;
    if (sx != sy)
        return sx - sy;
    return strcmp(x->name, y->name);
}

/* One entry of the JSON's "operators" or "conv_features". */
static void json_row(tt_buf *j, int i, const char *name, const fz_fam *f)
{
    tt_buf_printf(j, "%s\n  {\"name\": ", i ? "," : "");
    tt_buf_json_str(j, name);
    tt_buf_printf(j, ", \"tasks\": %ld, \"configs\": %ld, \"ms_per_config\": %.2f", f->tasks,
                  f->configs, f->configs ? f->ms / f->configs : 0);
    for (int k = 0; k < RS_COUNT; k++)
        tt_buf_printf(j, ", \"%s\": %ld", fz_result_name[k], f->res[k]);
    tt_buf_puts(j, "}");
}

static void write_json(double secs)
{
    const fz_shared *sh = fz_sh;
    tt_buf j = {0};
    tt_buf_printf(&j, "{\"tool\": \"tt-fuzz-configs\", \"seed\": %llu, \"configs_requested\": %ld, "
                      "\"seconds_limit\": %g, \"per_task\": %d, \"max_work\": %g, "
                      "\"max_threads\": %d, \"only\": ",
                  (unsigned long long)fz_opt.seed, fz_opt.configs, fz_opt.seconds, fz_opt.per_task,
                  fz_opt.max_work, fz_opt.max_threads);
    if (fz_opt.only)
        tt_buf_json_str(&j, fz_opt.only);
    else
        tt_buf_puts(&j, "null");
    tt_buf_printf(&j, ",\n \"elapsed_s\": %.1f, \"tasks\": %ld, \"configs\": %ld, "
                      "\"ms_per_check\": %.2f,\n \"results\": {",
                  secs, sh->tasks, sh->configs, sh->configs ? sh->check_ms / sh->configs : 0);
    for (int k = 0; k < RS_COUNT; k++)
        tt_buf_printf(&j, "%s\"%s\": %ld", k ? ", " : "", fz_result_name[k], sh->res[k]);
    tt_buf_printf(&j, "},\n \"mismatches\": %ld, \"generated_rejected\": %ld, "
                      "\"bind_rejected\": %ld, \"duplicate_draws_skipped\": %ld, "
                      "\"worker_restarts\": %ld,\n \"generated_configs_by_dtype\": "
                      "{\"f32\": %ld, \"f64\": %ld, \"i32\": %ld},\n \"kept_pack_configs\": %ld, "
                      "\"window_configs\": %ld, \"streamed_window_configs\": %ld, "
                      "\"all_tiles_pack_configs\": %ld, \"pipelined_pack_configs\": %ld, "
                      "\"pipelined_by_the_pass\": %ld, \"fused_form_configs\": %ld, "
                      "\"row_class_configs\": %ld,\n \"operators\": [",
                  sh->res[RS_MISMATCH], sh->gen_rejected, sh->bind_rejected, sh->dup_skipped,
                  sh->restarts, sh->dtype_configs[0], sh->dtype_configs[1],
                  sh->dtype_configs[2], sh->kept_configs, sh->window_configs,
                  sh->stream_configs, sh->all_tiles_configs, sh->pipe_configs,
                  sh->piped_configs, sh->fused_configs,
                  sh->rows_configs);
    for (int i = 0; i < sh->nfam; i++)
        json_row(&j, i, sh->fam[i].name, &sh->fam[i]);
    tt_buf_puts(&j, "],\n \"conv_features\": [");
    for (int f = 0; f < FT_COUNT; f++)
        json_row(&j, f, fz_feature_name[f], &sh->feat[f]);
    tt_buf_printf(&j, "],\n \"failures_total\": %ld, \"failures\": [", sh->nfail_total);
    for (int i = 0; i < sh->nfail; i++) {
        const fz_fail *f = &sh->fail[i];
        tt_buf_printf(&j, "%s\n  {\"kind\": \"%s\", \"task\": %ld, \"config\": %d, \"operator\": ",
                      i ? "," : "", fz_result_name[f->kind], f->task, f->cfg);
        tt_buf_json_str(&j, f->family);
        tt_buf_puts(&j, ", \"message\": ");
        tt_buf_json_str(&j, f->msg);
        tt_buf_puts(&j, ", \"description\": ");
        tt_buf_json_str(&j, f->desc);
        tt_buf_puts(&j, "}");
    }
    tt_buf_puts(&j, "]}\n");
    if (!strcmp(fz_opt.json, "-")) {
        fputs(j.s, stdout);
    } else {
        FILE *f = fopen(fz_opt.json, "w");
        if (!f) {
            fprintf(stderr, "tt-fuzz-configs: cannot write %s: %s\n", fz_opt.json, strerror(errno));
        } else {
            fputs(j.s, f);
            fclose(f);
        }
    }
    tt_buf_free(&j);
}


/* The summary on stdout (families sorted) and the JSON if asked for. */
void fz_report(double secs)
{
    qsort(fz_sh->fam, (size_t)fz_sh->nfam, sizeof fz_sh->fam[0], fam_cmp);
    print_summary(secs);
    if (fz_opt.json)
        write_json(secs);
}

/*
 * tt space OP --shape NAME=DxD... [--attr k=v] [--samples N] [--seed S]
 *          [--threads N] [--json]
 *
 * The knob space of a Task: every knob with its candidate values, the
 * space size (the product of the candidate counts), the default config
 * and N sample configs.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "tools/tool.h"

static const char *usage =
    "usage: tt space OP --shape NAME=DxD... [--attr K=V] [--constant NAME] [--samples N]\n"
    "                [--seed S] [--threads N] [--json]\n"
    "\n"
    "Print the knob space of OP at these shapes: the knobs and their candidate\n"
    "values, the space size, the default config and N random configs (default 5).\n";

static void knob_values(tt_buf *b, const tune_space *s, const tune_knob *k, int json)
{
    for (int i = 0; i < k->n; i++) {
        if (i)
            tt_buf_puts(b, json ? ", " : " ");
        int32_t v = k->vals[i];
        char tmp[64];
        if (k->kind == KN_TILE) {
            const int32_t *t = s->tri[k->stage][k->axis].v[v];
            tt_snprintf(tmp, sizeof tmp, "%d.%d.%d", t[0], t[1], t[2]);
        } else if (k->kind == KN_ORDER0 || k->kind == KN_ORDER2 || k->kind == KN_RORDER) {
            const tune_perms *p = k->kind == KN_ORDER0 ? &s->perm0[k->stage]
                                  : k->kind == KN_ORDER2 ? &s->perm2[k->stage]
                                                         : &s->rperm[k->stage];
            tt_buf o = {0};
            for (int j = 0; j < p->len; j++)
                tt_buf_printf(&o, "%s%d", j ? "." : "", p->v[v][j]);
            tt_snprintf(tmp, sizeof tmp, "%s", o.s ? o.s : "-");
            tt_buf_free(&o);
        } else if (k->kind == KN_MODE) {
            tt_snprintf(tmp, sizeof tmp, "%s", v == SM_ROOT ? "root" : v == SM_INLINE ? "inline" : "epilogue");
        } else if (k->kind == KN_VEC) {
            if (v == LW_VEC_NONE)
                tt_snprintf(tmp, sizeof tmp, "none");
            else if (v >= LW_VEC_RED)
                tt_snprintf(tmp, sizeof tmp, "r%d", v - LW_VEC_RED);
            else
                tt_snprintf(tmp, sizeof tmp, "%d", v);
        } else if (k->kind == KN_PACK) {
            static const char *const names[] = {"none",   "r0",     "s1",     "r0-kept", "s1-kept",
                                                "window", "s1-all", "r0-pipe", "s1-pipe"};
            tt_snprintf(tmp, sizeof tmp, "%s", v >= 0 && v < (int)TT_ARRAY_LEN(names) ? names[v] : "?");
        } else {
            tt_snprintf(tmp, sizeof tmp, "%d", v);
        }
        if (json)
            tt_buf_json_str(b, tmp);
        else
            tt_buf_puts(b, tmp);
    }
}

int cmd_space(int argc, char **argv)
{
    tool_task_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    const char *opname = NULL;
    int samples = 5;
    for (int i = 1; i < argc; i++) {
        int r = tool_task_opt(argc, argv, &i, &o);
        if (r < 0)
            return EXIT_USAGE;
        if (r > 0)
            continue;
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(usage, stdout);
            return EXIT_PASS;
        } else if (strcmp(argv[i], "--samples") == 0 && i + 1 < argc) {
            char *end;
            long v = strtol(argv[++i], &end, 10);
            if (*end || v < 0 || v > 100000)
                return tool_usage_error("space", "--samples needs a number from 0 to 100000");
            samples = (int)v;
        } else if (argv[i][0] == '-') {
            return tool_usage_error("space", "unknown option '%s' (see tt space --help)",
                                    argv[i]);
        } else if (!opname) {
            opname = argv[i];
        } else {
            return tool_usage_error("space", "unexpected argument '%s'", argv[i]);
        }
    }
    if (!opname)
        return tool_usage_error("space", "no operator given (see tt space --help)");
    char err[1024];
    tool_op op;
    if (tool_load_op(opname, &op, err, sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt space: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    rt_env env;
    if (rt_env_load(&env, NULL, err, sizeof err) != TT_OK) {
        fprintf(stderr, "tt space: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    ir_target target;
    tool_target(env.target, &target);
    ir_task *t;
    if (tool_bind(&op, &o, &target, o.threads ? o.threads : env.threads, &t, err,
                  sizeof err) != EXIT_PASS) {
        fprintf(stderr, "tt space: %s\n", err);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    tune_space *s = tune_space_new(t);
    if (!s) {
        fprintf(stderr, "tt space: out of memory\n");
        ir_task_free(t);
        tool_op_free(&op);
        return EXIT_USAGE;
    }
    uint64_t rng = o.seed * 0x9E3779B97F4A7C15ull + 3;
    tt_buf out = {0}, cfg = {0};
    tt_buf d = {0};
    tool_describe_task(&d, t);
    lw_sched_print(&cfg, t, &s->base);
    if (o.json) {
        tt_buf_puts(&out, "{\"op\": ");
        tt_buf_json_str(&out, op.def->name);
        tt_buf_puts(&out, ", \"task\": ");
        tt_buf_json_str(&out, t->key);
        tt_buf_puts(&out, ", \"shapes\": ");
        tt_buf_json_str(&out, d.s ? d.s : "");
        tt_buf_printf(&out, ", \"size\": %.6g, \"log10_size\": %.3f, \"knobs\": [",
                      pow(10, s->log10_size), s->log10_size);
        for (int i = 0; i < s->nknobs; i++) {
            tt_buf_puts(&out, i ? ", {\"name\": " : "{\"name\": ");
            tt_buf_json_str(&out, s->knobs[i].name);
            tt_buf_printf(&out, ", \"count\": %d, \"values\": [", s->knobs[i].n);
            knob_values(&out, s, &s->knobs[i], 1);
            tt_buf_puts(&out, "]}");
        }
        tt_buf_puts(&out, "], \"default\": ");
        tt_buf_json_str(&out, cfg.s);
        if (s->form) {
            tt_buf fc = {0};
            lw_sched_print(&fc, t, &s->form->base);
            tt_buf_printf(&out, ", \"fused_form\": {\"knobs\": %d, \"log10_size\": %.3f, "
                                "\"default\": ", s->form->nknobs, s->form->log10_size);
            tt_buf_json_str(&out, fc.s ? fc.s : "");
            tt_buf_puts(&out, "}");
            tt_buf_free(&fc);
        }
        tt_buf_puts(&out, ", \"samples\": [");
    } else {
        tt_buf_printf(&out, "%s %s\n", op.def->name, d.s ? d.s : "");
        tt_buf_printf(&out, "knobs %d, space size %.3g (10^%.1f)\n", s->nknobs,
                      pow(10, s->log10_size), s->log10_size);
        for (int i = 0; i < s->nknobs; i++) {
            tt_buf_printf(&out, "  %-28s %4d: ", s->knobs[i].name, s->knobs[i].n);
            tt_buf b2 = {0};
            knob_values(&b2, s, &s->knobs[i], 0);
            if (b2.len > 90)
                tt_buf_printf(&out, "%.87s...\n", b2.s);
            else
                tt_buf_printf(&out, "%s\n", b2.s ? b2.s : "");
            tt_buf_free(&b2);
        }
        int merged = s->form && t->fused->merged;
        tt_buf_printf(&out, "%s:\n  %s\n", merged ? "the Task's own default" : "default",
                      cfg.s);
        if (s->form) {
            tt_buf fc = {0};
            lw_sched_print(&fc, t, &s->form->base);
            tt_buf_printf(&out, "%s form (one sample in %d): knobs %d, space "
                                "size %.3g (10^%.1f), default%s:\n  %s\n",
                          merged ? "merged" : "fused-reduction", merged ? 2 : TUNE_FORM_SHARE,
                          s->form->nknobs, pow(10, s->form->log10_size),
                          s->form->log10_size, merged ? " (the default: run before tuning)" : "",
                          fc.s ? fc.s : "");
            tt_buf_free(&fc);
        }
        tt_buf_puts(&out, "samples:\n");
    }
    int rc = EXIT_PASS;
    for (int k = 0; k < samples; k++) {
        lw_sched c;
        if (tune_sample(s, &rng, &c) != 0) {
            fprintf(stderr, "tt space: could not draw a valid sample\n");
            rc = EXIT_CHECK;
            break;
        }
        tt_buf cb = {0};
        lw_sched_print(&cb, t, &c);
        if (o.json) {
            if (k)
                tt_buf_puts(&out, ", ");
            tt_buf_json_str(&out, cb.s);
        } else {
            tt_buf_printf(&out, "  %s\n", cb.s);
        }
        tt_buf_free(&cb);
    }
    if (o.json)
        tt_buf_puts(&out, "]}\n");
    fputs(out.s, stdout);
    tt_buf_free(&out);
    tt_buf_free(&cfg);
    tt_buf_free(&d);
    tune_space_free(s);
    ir_task_free(t);
    tool_op_free(&op);
    return rc;
}

/* The tt command-line tool: shared pieces of its subcommands. */
#ifndef TT_TOOLS_TOOL_H
#define TT_TOOLS_TOOL_H

#include <stdio.h>

#include "runtime/runtime.h"
#include "ir/ir.h"

/* exit codes (contract) */
enum { EXIT_PASS = 0, EXIT_CHECK = 1, EXIT_USAGE = 2 };

/* An operator given on the command line: a shipped name, a .tt path, or
 * PATH:NAME for a file with several definitions. */
typedef struct tool_op {
    ir_deflist defs;
    const ir_def *def;
    char *text;              /* the source text (owned) */
} tool_op;

int tool_load_op(const char *arg, tool_op *op, char *err, size_t n);
void tool_op_free(tool_op *op);

/* Options shared by run/space/tune: --shape NAME=DxD (repeated), --attr
 * k=v (repeated), --constant NAME[,NAME] (inputs declared constant),
 * --seed S, --threads N, --json. */
typedef struct tool_task_opts {
    const char *shape[64];
    int nshape;
    char attrs[1024];
    unsigned long long seed;
    int threads;             /* 0: the context's */
    int json;
    const char *constant[64];   /* --constant NAME (repeated or NAME,NAME) */
    int nconstant;
} tool_task_opts;

/* Consume one shared option at argv[*i]; 1 if taken, 0 if not ours, -1 on
 * error (message printed). */
int tool_task_opt(int argc, char **argv, int *i, tool_task_opts *o);

/* The target TT_TARGET names (`name`) as its backend would describe it,
 * for commands that bind before they open a context (a device that cannot
 * be queried: known by name only; opening it reports the error). */
void tool_target(const char *name, ir_target *t);
/* Bind a Task for the op with the given shapes; err on failure. */
int tool_bind(const tool_op *op, const tool_task_opts *o, const ir_target *target, int threads,
              ir_task **t, char *err, size_t n);

/* Buffers for a Task: inputs with seeded data, outputs zeroed. */
typedef struct tool_bufs {
    int nin, nout;
    void *in[64], *out[64], *ref[64];
} tool_bufs;
int tool_bufs_new(const ir_task *t, unsigned long long seed, int with_ref, tool_bufs *b);
void tool_bufs_free(tool_bufs *b);

/* "A=13x17 B=17x40 -> C=13x40" */
void tool_describe_task(tt_buf *b, const ir_task *t);

int tool_usage_error(const char *cmd, const char *fmt, ...) TT_PRINTF(2, 3);
/* If opt is one of the NULL-terminated options that take a value (given
 * last, with none): the usage error "OPT needs a value"; else 0. */
int tool_missing_value(const char *cmd, const char *opt, const char *const *with_value);

int cmd_run(int argc, char **argv);
int cmd_ops(int argc, char **argv);
int cmd_space(int argc, char **argv);
int cmd_tune(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_cache(int argc, char **argv);
int cmd_warm(int argc, char **argv);
int cmd_predictor(int argc, char **argv);
int cmd_worker(int argc, char **argv);
int cmd_queue(int argc, char **argv);

/* One line of a `tt warm` file, tuned (or found) in ctx. */
typedef struct tool_warm_row {
    char what[160];
    const char *result;          /* "tuned", "cached", "default", "failed" */
    double gflops, ms, tune_s;
    char err[200];
} tool_warm_row;
/* 0 done, 1 failed (r->err), -1 a malformed line (r->err). */
int tool_warm_line(tt_ctx *ctx, const char *line, int lineno, tool_warm_row *r);

#endif

/*
 * tt-fuzz-configs: what its files share (README.md in this folder).
 *
 *   main.c        options, the shared state, the run, the exit status
 *   gen_task.c    a Task from (seed, index): a shipped or generated operator,
 *                 shapes, threads, constant inputs
 *   gen_plan.c    the operator grammar: plans of statements, their text,
 *                 their shapes
 *   gen_expr.c    the operator grammar: expressions and statements
 *   gen.h         the grammar's plan structures (gen_plan.c, gen_expr.c)
 *   worker.c      the checks: a Task's configs against the interpreter
 *   supervisor.c  the worker process: fork, timeouts, a crash's record
 *   report.c      failures and their reproducers, progress, summary, JSON
 *
 * The worker and the supervisor share one struct in shared memory (fz_sh):
 * where the worker is, what it has counted, the failures it has recorded.
 * A worker that dies leaves it readable; a new one resumes after it.
 */
#ifndef TT_TESTS_FUZZ_CONFIGS_FUZZ_H
#define TT_TESTS_FUZZ_CONFIGS_FUZZ_H

#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"

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

/* ---- shared state (worker <-> supervisor) -------------------------------- */

enum { RS_OK, RS_MISMATCH, RS_COMPILE, RS_RUN, RS_INTERP, RS_OTHER, RS_SPACE, RS_CRASH, RS_HANG,
       RS_COUNT };
extern const char *const fz_result_name[RS_COUNT];   /* "ok", "mismatch", ... (the JSON keys) */

#define MAX_FAM 64
#define MAX_FAIL 64

typedef struct fz_fam {
    char name[32];
    long tasks, configs;
    long res[RS_COUNT];
    double ms;
} fz_fam;

/* Features of a convolution Task (conv2d, conv2d_nhwc, depthwise_conv2d):
 * its Tasks and configs are also counted per feature (a Task has several).
 * Asymmetric window: R != S; asymmetric pad/stride: the two axes differ in
 * pad or stride; tails: an output spatial extent or a channel count (C, F)
 * not a multiple of 16. */
enum { FT_GROUPED, FT_DILATED, FT_STRIDED, FT_ASYM_WINDOW, FT_ASYM_PAD_STRIDE, FT_TAILS,
       FT_COUNT };
extern const char *const fz_feature_name[FT_COUNT];   /* "grouped", ... (the JSON names) */

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
    unsigned cur_features;   /* the current Task's FT_* bits */
    char cur_desc[6144];
    char cur_op[6144];  /* the current Task's operator file (fail-T<task>.tt) */
    int worker_done;
    int cap_fd;
    /* counters */
    long tasks, configs, res[RS_COUNT];
    long gen_rejected, bind_rejected, dup_skipped;
    long dtype_configs[3];
    long kept_configs;   /* configs that keep a pack of a constant input */
    long window_configs; /* configs that window a read (pack=5) */
    long stream_configs; /* of them, a window streamed through registers */
    long fused_configs;  /* schedules of a fused form (form 1) */
    long all_tiles_configs; /* configs that pack every tile per call (pack=6) */
    long pipe_configs;      /* configs with a pipelined pack (pack=7, 8) */
    long piped_configs;     /* of them, pipelined by the pipe pass */
    long rows_configs;   /* configs of a row class, run at a size below the top */
    long restarts;
    double check_ms;
    int nfam;
    fz_fam fam[MAX_FAM];
    fz_fam feat[FT_COUNT];   /* per conv feature (name unused: fz_feature_name) */
    int nfail;
    long nfail_total;
    fz_fail fail[MAX_FAIL];
} fz_shared;

extern fz_shared *fz_sh;   /* shared memory: the supervisor and its workers */
extern fz_opts fz_opt;
extern FILE *fz_log;       /* the real stderr (fd 2 of a worker is the capture file) */

static inline double fz_elapsed_s(void) { return (tt_now_ms() - fz_sh->t0_ms) / 1000.0; }

/* ---- random draws -------------------------------------------------------- */

static inline int chance(uint64_t *r, double p) { return tt_rand_unit(r) < p; }
static inline int rnd(uint64_t *r, int n) { return (int)tt_rand_range(r, n); }

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
    unsigned features;   /* a convolution's FT_* bits */
    char rows_dim[64];   /* a row class (ir_task_set_rows) over this dimension, */
    int64_t rows_m;      /* its kernel run at m rows (0: not a row class) */
} fz_task;

/* ---- gen_task.c, gen_plan.c: random Tasks -------------------------------- */

enum { FZ_GEN_KINDS = 7 };
extern const char *const fz_gen_kinds[FZ_GEN_KINDS];   /* "elem", "reduce", ... */

int64_t fz_draw_size(uint64_t *r, int64_t cap);
uint64_t fz_task_rng(long task);
double fz_task_work(const ir_task *t);
/* Task `task` into tk, parsed into l and bound (*dp, *tp): 0, or 1 to skip
 * it (filtered or rejected; counted and reported when `count`). */
int fz_make_task(long task, fz_task *tk, ir_deflist *l, ir_def **dp, ir_task **tp, int count);
void fz_free_task(fz_task *tk);
/* The text of a generated operator of kind fz_gen_kinds[kind] (malloc'd). */
char *fz_gen_op(uint64_t *r, int kind, int dtype, long task, int *bug);
/* tk->shapes for generated operator d, sizes <= cap. */
void fz_gen_shapes(uint64_t *r, const ir_def *d, int64_t cap, fz_task *tk);

/* ---- worker.c, supervisor.c: the checks and the process that runs them --- */

int fz_worker(void);
int fz_supervise(void);
void fz_cap_reset(void);
void fz_cap_read(char *buf, size_t n);
void fz_set_phase(int ph, long task, int cfg, const char *family, const char *desc);

/* ---- report.c ------------------------------------------------------------ */

fz_fam *fz_fam_get(const char *name);
/* Count in the tallies of each feature in `features` what its family
 * counted: a Task (tasks 1), a config (configs 1) with result res (-1:
 * none) taking ms. */
void fz_feat_count(unsigned features, int tasks, int configs, int res, double ms);
void fz_record_failure(int kind, long task, int cfg, const char *family, const char *msg,
                       const char *desc);
void fz_describe(tt_buf *b, const fz_task *tk, const ir_def *d, long task, int cfg,
                 const char *config);
void fz_op_file_text(const fz_task *tk, char *out, size_t n);
void fz_write_op_text(const char *text, long task);
void fz_write_op_file(const fz_task *tk, long task);
void fz_progress(void);
void fz_report(double secs);
long fz_failures_total(void);

#endif

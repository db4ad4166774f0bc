/*
 * What only runtime/ uses: the operator behind tt_op, its kept packs, the
 * error plumbing and the pieces of the context's life cycle.  The tools
 * see runtime.h only.
 */
#ifndef TT_RUNTIME_RUNTIME_INTERNAL_H
#define TT_RUNTIME_RUNTIME_INTERNAL_H

#include "runtime/runtime.h"

/* ---- contexts and errors (ctx.c) ---------------------------------------- */

/* Record an error (status st and a sentence) on ctx, if any, and in the
 * calling thread; returns st. */
int rt_fail(tt_ctx *ctx, int st, const char *fmt, ...) TT_PRINTF(3, 4);
/* The last error of ctx (NULL: of this thread), valid until the thread's
 * next call. */
const char *rt_errmsg(const tt_ctx *ctx);
/* The status of the calling thread's last rt_fail. */
int rt_errstatus(void);
tt_ctx *rt_ctx_new(const char *options);
/* Operators hold a reference; the context goes with the last one. */
void rt_ctx_ref(tt_ctx *ctx);
void rt_ctx_unref(tt_ctx *ctx);
/* ctx_cache.c: the context's cache and hardware key. */
void rt_ctx_open_store(tt_ctx *ctx);
void rt_ctx_close_store(tt_ctx *ctx);

/* ---- operators (op.c) --------------------------------------------------- */

#define RT_SIG_MAX 1200
#define RT_FAST 4

/* A recent call signature (constant inputs, shapes, strides) and its entry. */
typedef struct rt_fast {
    rt_entry *e;
    int n;
    int64_t sig[RT_SIG_MAX];
} rt_fast;

/* An operator's kept packs (packs.c). */
typedef struct rt_packs {
    pthread_mutex_t mu;     /* everything below; held while packing */
    uint64_t tag;           /* the current declaration */
    struct rt_kept *list;
    int n;
    uint64_t clock;         /* for least-recently-used eviction */
    struct rt_kbuf *bufs;   /* the packs, shared by the sets (by layout) */
    int nbufs;
    int64_t kept_bytes;
} rt_packs;

/* A shape class (dynamic.c): one dimension declared dynamic over a range. */
#define RT_DYN_CLASSES 8         /* call signatures (row sizes left out) remembered */
#define RT_DYN_BLOCKS 64         /* block signatures remembered */
#define RT_DYN_PIECES 24

/* A class's calls of one signature but for the row size: the cost of one
 * block call in rows, and by size what first sight decided. */
typedef struct rt_dyn_class {
    int n;
    int64_t *sig;            /* the call's signature, row sizes zeroed; NULL: free */
    int64_t c;               /* 0: pick not made yet */
    int16_t pick[RT_DYN_BMAX + 1];   /* by remainder: the block that starts it */
    uint8_t *dec;            /* [hi - lo + 1]: 0 not seen, RT_DYN_CLASS, RT_DYN_EXACT,
                                RT_DYN_PENDING */
    char (*keys)[33];        /* [hi - lo + 1], made at the first RT_DYN_PENDING: the
                                Task key of the exact kernel being made */
    rt_entry *ke;            /* the class kernel (a row class Task), NULL: not yet */
    int kfail;               /* no class kernel here: blocks serve the class */
} rt_dyn_class;
/* RT_DYN_PENDING (background mode): the class serves the size until the
 * exact kernel the background thread makes for it is ready. */
enum { RT_DYN_CLASS = 1, RT_DYN_EXACT, RT_DYN_PENDING };

typedef struct rt_dyn_block {
    int n;
    int64_t *sig;            /* the block call's signature; NULL: free */
    rt_entry *e;             /* its entry (the context's) */
} rt_dyn_block;

typedef struct rt_dyn {
    pthread_mutex_t mu;      /* everything below */
    int on;                  /* declared (atomic read outside mu) */
    int dim;                 /* the Def's dimension */
    int64_t lo, hi;
    int nlad;
    int64_t ladder[RT_DYN_LADDER];   /* the block sizes, ascending */
    uint8_t row[128];        /* by input, then output: has the dimension first */
    rt_dyn_class cls[RT_DYN_CLASSES];
    rt_dyn_block blk[RT_DYN_BLOCKS];
    int next_cls, next_blk;  /* round-robin replacement */
} rt_dyn;

/* How a class runs m rows: nbig blocks of bmax, then n blocks blk[i] of
 * which rows[i] rows are the call's (rows < blk: padded, the last). */
typedef struct rt_dyn_plan_t {
    int64_t m, bmax, nbig;
    int n;
    int64_t blk[RT_DYN_PIECES], rows[RT_DYN_PIECES];
} rt_dyn_plan_t;

struct tt_op {
    tt_ctx *ctx;
    ir_deflist defs;
    ir_def *def;
    int64_t *attr;
    pthread_mutex_t mu;     /* fast, fast_next */
    rt_fast fast[RT_FAST];
    int fast_next;
    uint64_t constmask;     /* inputs declared constant (atomic) */
    rt_packs packs;
    rt_dyn dyn;             /* a shape class, if declared */
};

/* A shipped operator's name or a definition's text. */
tt_op *rt_op_new(tt_ctx *ctx, const char *src, const char *attrs);
void rt_op_free(tt_op *op);
/* Declare input `input` constant (or not): a new declaration for the packs. */
int rt_op_set_constant(tt_op *op, int input, int constant);
/* The tensors against the definition (out NULL: inputs only); need_data:
 * their data pointers too.  Then, for a run: no output overlaps another
 * tensor. */
int rt_op_validate(tt_op *op, const tt_tensor *in, int nin, const tt_tensor *out, int nout,
                   int need_data);
int rt_op_check_overlap(tt_op *op, const tt_tensor *in, const tt_tensor *out);
/* The entry of a validated call: the operator's recent signatures, else
 * bound and resolved (compiled or tuned on first sight).  *e NULL (and
 * TT_OK): the operator's shape class serves the call (rt_dyn_exec with
 * *plan). */
int rt_op_lookup(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **e,
                 rt_dyn_plan_t *plan);
/* Run entry e on the call's tensors (with the operator's kept packs if its
 * kernel has some). */
int rt_op_exec(tt_op *op, rt_entry *e, const tt_tensor *in, const tt_tensor *out);
/* The same on `rows` rows of a row class's kernel (0: not one). */
int rt_op_exec_rows(tt_op *op, rt_entry *e, const tt_tensor *in, const tt_tensor *out,
                    int64_t rows);
/* The signature of a call (constant inputs, shapes, strides) into sig
 * (RT_SIG_MAX); its length, or -1 (no outputs, or too long). */
int rt_call_sig(const tt_op *op, const tt_tensor *in, const tt_tensor *out, int64_t *sig);
int rt_op_output_shape(tt_op *op, const tt_tensor *in, int index, int *rank, int64_t *shape);
int rt_op_report(tt_op *op, const tt_tensor *in, tt_report *report);

/* ---- shape classes (dynamic.c) ------------------------------------------- */

/* Declare (lo = hi = 0: drop) the operator's dynamic dimension. */
int rt_op_set_dynamic(tt_op *op, const char *name, int64_t lo, int64_t hi);
void rt_dyn_clear(rt_dyn *y);
/* For every remainder x <= RT_DYN_BMAX, the block that starts the
 * cheapest cover of x rows (cost: sum of block + c). */
void rt_dyn_picks(const int64_t *ladder, int nlad, int64_t c, int16_t *pick);
/* The blocks of m rows: blocks of bmax, then the remainder by pick. */
void rt_dyn_plan(int64_t m, int64_t bmax, const int16_t *pick, rt_dyn_plan_t *p);
/* A validated call that missed the operator's recent signatures: 1 if the
 * class serves it (then rt_dyn_exec with *plan), 0 if not (*exact: its
 * entry when the exact kernel was preferred, else NULL: bind as usual),
 * -1 on error (reported). */
int rt_dyn_route(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **exact,
                 rt_dyn_plan_t *plan);
/* Run (prepare_only: compile or tune the blocks of) a call the class
 * serves, by rt_dyn_route's plan. */
int rt_dyn_exec(tt_op *op, const tt_tensor *in, const tt_tensor *out, const rt_dyn_plan_t *plan,
                int prepare_only);
/* tt_op_report of such a call: 1 and *r, or 0. */
int rt_dyn_report(tt_op *op, const tt_tensor *in, tt_report *r);

/* ---- kept packs (packs.c) ------------------------------------------------- */

void rt_packs_init(rt_packs *p);
void rt_packs_free(rt_packs *p);
/* A new declaration: packs made under older ones are freed once unused. */
void rt_packs_redeclare(rt_packs *p);
/* Run e's kernel on io with op's kept packs for these inputs (packed now
 * if new). */
int rt_packs_run(tt_op *op, kn_kernel *kn, void *const *io, int64_t rows);
/* How many kernel sets and distinct packs op keeps, and their bytes. */
void rt_packs_stats(rt_packs *p, int *sets, int *bufs, int64_t *bytes);

/* ---- the dispatch table and first sight (dispatch.c, obtain.c) ---------- */

/* The kernel of a new entry: from the cache, by tuning within the budget
 * (one process at a time per Task), or the default. */
int rt_obtain(tt_ctx *ctx, rt_entry *e);
void rt_entry_free(rt_entry *e);
/* Replace e's kernel (a background session's winner): the old one is
 * retired, never freed before the entry. */
void rt_entry_swap(rt_entry *e, kn_kernel *k, const lw_sched *s, int kind, double tune_ms);
/* obtain.c, for the background tuner: a cached winner into *k and *s
 * (1 if usable), and the tuning options of the context's budget. */
struct cache_winner;
int rt_winner_kernel(tt_ctx *ctx, const ir_task *t, struct cache_winner *w, kn_kernel **k,
                     lw_sched *s);
struct tune_opts;
void rt_tune_opts(tt_ctx *ctx, const ir_task *t, struct tune_opts *o);
int64_t rt_lease_ttl(const tt_ctx *ctx);

/* ---- reuse across shapes (reuse.c) ---------------------------------------- */

/* Compute e's family (hash and dims) from its Task. */
void rt_family(rt_entry *e);
/* The nearest winner of e's family (this context's, then the cache's),
 * its config adapted to e's Task: 1 and *out (from: its Task key), or 0. */
int rt_reuse(tt_ctx *ctx, rt_entry *e, lw_sched *out, char *from, size_t n);

/* ---- background tuning (background.c) ------------------------------------- */

/* Queue a background session for e (e->tuning set); starts the context's
 * tuner thread on first use.  TT_OK, or a status if it cannot start. */
int rt_bg_enqueue(tt_ctx *ctx, rt_entry *e);
/* Resolve Task t on the background thread (takes t): its entry made there
 * as a background-mode call would make it (compiled, then queued for
 * tuning); a shape class serves the size meanwhile. */
int rt_bg_resolve(tt_ctx *ctx, ir_task *t);
/* Cancel the session under way, drop the queue, join the thread
 * (tt_ctx_free; at process exit for every live context). */
void rt_bg_stop(tt_ctx *ctx);

#endif

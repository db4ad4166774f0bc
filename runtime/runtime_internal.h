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
} rt_packs;

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
 * bound and resolved (compiled or tuned on first sight). */
int rt_op_lookup(tt_op *op, const tt_tensor *in, const tt_tensor *out, rt_entry **e);
/* Run entry e on the call's tensors (with the operator's kept packs if its
 * kernel has some). */
int rt_op_exec(tt_op *op, rt_entry *e, const tt_tensor *in, const tt_tensor *out);
int rt_op_output_shape(tt_op *op, const tt_tensor *in, int index, int *rank, int64_t *shape);
int rt_op_report(tt_op *op, const tt_tensor *in, tt_report *report);

/* ---- kept packs (packs.c) ------------------------------------------------- */

void rt_packs_init(rt_packs *p);
void rt_packs_free(rt_packs *p);
/* A new declaration: packs made under older ones are freed once unused. */
void rt_packs_redeclare(rt_packs *p);
/* Run e's kernel on io with op's kept packs for these inputs (packed now
 * if new). */
int rt_packs_run(tt_op *op, kn_kernel *kn, void *const *io);

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
/* Cancel the session under way, drop the queue, join the thread
 * (tt_ctx_free; at process exit for every live context). */
void rt_bg_stop(tt_ctx *ctx);

#endif

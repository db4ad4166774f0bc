/*
 * lower/: what the passes share and nobody outside the folder sees.
 */
#ifndef TT_LOWER_LOWER_INTERNAL_H
#define TT_LOWER_LOWER_INTERNAL_H

#include "lower/lower.h"

#define LS_NKINDS (LS_BARRIER + 1)

/*
 * A tree walker with default traversal (lower/walk.c).  A pass fills the
 * callbacks of the node kinds it cares about; every other node gets the
 * default, which walks the node's children and rebuilds the node when one
 * of them changed (an unchanged node is shared, never copied).  A callback
 * that wants the default for its node too (before or after its own work)
 * calls lw_walk_stmt_default / lw_walk_expr_default itself.
 *
 *   lw_walk w = {.p = p, .ctx = &mine};
 *   w.stmt[LS_FOR] = my_for;        (statements of one kind)
 *   w.expr[LE_LOAD] = my_load;      (expressions of one op)
 *   body = lw_walk_stmt(&w, body);
 *
 * Order, which passes with side effects rely on: a block's statements in
 * order; FOR min, extent, body; IF cond, then, else; LET value, body;
 * STORE indices, value, predicate; PARALLEL extent; an expression's
 * arguments, then its predicate.  The expressions of statements are walked
 * only when some expr callback is set (a statement-only pass pays nothing
 * for them).  A tile loop's tile_len is an annotation and is not walked.
 *
 * A callback returns a new node or the same node (the default keeps a NULL
 * child where it was: only simplify removes statements, and it builds its
 * blocks itself).  Nodes are never changed in place: a
 * callback that changes a field of the node it was given copies it first
 * (lw_stmt_copy_node / lw_expr_copy_node), as a shared node may appear
 * elsewhere in the tree.
 */
typedef struct lw_walk lw_walk;
typedef lw_stmt *(*lw_walk_stmt_fn)(lw_walk *w, lw_stmt *s);
typedef lw_expr *(*lw_walk_expr_fn)(lw_walk *w, lw_expr *e);

struct lw_walk {
    lw_prog *p;
    void *ctx;                        /* the pass's own state */
    lw_walk_stmt_fn stmt[LS_NKINDS];  /* per statement kind, NULL: default */
    lw_walk_expr_fn expr[LE_COUNT];   /* per expression op, NULL: default */
};

/* Walk s (NULL: NULL) with its kind's callback, or the default. */
lw_stmt *lw_walk_stmt(lw_walk *w, lw_stmt *s);
lw_expr *lw_walk_expr(lw_walk *w, lw_expr *e);
/* The default: the children walked, the node shared if none changed. */
lw_stmt *lw_walk_stmt_default(lw_walk *w, lw_stmt *s);
lw_expr *lw_walk_expr_default(lw_walk *w, lw_expr *e);
/* The same callback for every statement kind. */
void lw_walk_every_stmt(lw_walk *w, lw_walk_stmt_fn f);
/* Every function body of the program. */
void lw_walk_prog(lw_walk *w);

/*
 * The taps of a window (lower/taps.c), for the default schedule: a
 * statement's read, the variables it depends on and its stride in
 * elements per step of each (INT64_MIN: not affine).
 */
typedef struct {
    uint64_t uses;              /* statement variables the read depends on */
    int64_t stride[64];         /* elements per step of each variable */
} lw_read_info;

int lw_taps_along(const ir_task *t, int si, const ir_expr *const *rd, int nreads,
                  const lw_read_info *ri, const lw_nest *n, int v, int m);
int lw_window_taps(const ir_task *t, int si, const ir_expr *const *rd, int nreads);
int64_t lw_row_taps(const ir_task *t, int si, const ir_expr *const *rd, int nreads, int v);
int64_t lw_row_step(const ir_task *t, int si, const ir_expr *const *rd, int nreads, int v);
int lw_sliding_tap(const ir_task *t, int si, const ir_expr *const *rd, int nreads,
                   const lw_read_info *ri, const int64_t *K, int v, int m);

#endif

/*
 * The knob space of a Task (Ansor-style: derived by rules from the
 * computation, no per-operator templates).
 *
 * A Config is an lw_sched (lower/schedule.h): the lowering's own language.
 * The space lists, for each knob that makes sense for the Task, the values
 * it may take; a point of the space is an lw_sched whose knob fields hold
 * such values and that lw_sched_check accepts.  The default schedule is a
 * point of the space (its values are always among the candidates).
 */
#ifndef TT_TUNE_SPACE_H
#define TT_TUNE_SPACE_H

#include "ir.h"
#include "schedule.h"

enum {
    KN_MODE,      /* stage: SM_ROOT / SM_INLINE / SM_EPILOGUE */
    KN_GROUP,     /* row fusion: 0..gmax */
    KN_GTILE,     /* group tile of prefix axis `axis` */
    KN_GPAR,
    KN_VBITS,     /* 512 / 256 */
    KN_TILE,      /* stage, spatial axis: index into the tile triples */
    KN_RTILE,     /* stage, reduction var */
    KN_ORDER0,    /* stage: index into the permutations */
    KN_ORDER2,
    KN_RORDER,
    KN_VEC,       /* stage: LW_VEC_NONE, axis, or LW_VEC_RED + r */
    KN_LANES,
    KN_UNROLL,
    KN_PAR,
    KN_PACK,      /* stage, read q */
    KN_COUNT
};

typedef struct tune_knob {
    int kind;
    int stage, axis;          /* axis: spatial axis, reduction var or read */
    int n;                    /* candidates */
    int32_t *vals;            /* values (tiles and orders: indices) */
    char name[40];            /* "s0.tile.m", "s0.vec", "modes.2", ... */
} tune_knob;

typedef struct tune_triples {
    int n;
    int32_t (*v)[3];
} tune_triples;

typedef struct tune_perms {
    int n, len;
    uint8_t (*v)[TT_MAX_RANK];
} tune_perms;

typedef struct tune_space {
    const ir_task *task;
    lw_stage_info info[LW_MAX_STAGES];
    lw_sched base;            /* the default schedule */
    int nknobs;
    tune_knob *knobs;
    tune_triples tri[LW_MAX_STAGES][TT_MAX_RANK];
    tune_perms perm0[LW_MAX_STAGES], perm2[LW_MAX_STAGES], rperm[LW_MAX_STAGES];
    double log10_size;        /* product of the candidate counts */
    tt_arena arena;
} tune_space;

/* Build the space of t (t must outlive it).  NULL on out of memory. */
tune_space *tune_space_new(const ir_task *t);
void tune_space_free(tune_space *s);

/* The value of knob k in schedule c (tiles/orders: candidate index, -1 if
 * the schedule holds a value outside the candidates). */
int32_t tune_knob_get(const tune_space *s, const tune_knob *k, const lw_sched *c);
void tune_knob_set(const tune_space *s, const tune_knob *k, lw_sched *c, int32_t v);
/* index of the current value among k's candidates, or -1 */
int tune_knob_index(const tune_space *s, const tune_knob *k, const lw_sched *c);

/* Zero the fields no knob or stage uses, so that equal schedules compare
 * equal with memcmp and print the same text. */
void tune_canon(const tune_space *s, lw_sched *c);
int tune_sched_equal(const tune_space *s, const lw_sched *a, const lw_sched *b);

/* A valid point drawn uniformly per knob (rejection sampling); 0 on success. */
int tune_sample(const tune_space *s, uint64_t *rng, lw_sched *out);
/* A valid neighbour of c: one or two knobs moved (to an adjacent value
 * with probability 3/4, else anywhere); 0 on success. */
int tune_neighbor(const tune_space *s, const lw_sched *c, uint64_t *rng, lw_sched *out);
/* Crossover for genetic search: each knob from a or b; 0 on success. */
int tune_crossover(const tune_space *s, const lw_sched *a, const lw_sched *b, uint64_t *rng,
                   lw_sched *out);
/* Numeric encoding: one float per knob (normalized candidate index). */
int tune_encode(const tune_space *s, const lw_sched *c, float *out, int max);

int tune_valid(const tune_space *s, const lw_sched *c, char *why, size_t n);

/* ---- Config text (tune/config.c) ---------------------------------------- */

/* A stable text form: print(parse(x)) == x, parse(print(c)) == c. */
void tune_config_print(tt_buf *b, const ir_task *t, const lw_sched *c);
/* Parse and validate against t; 0 on success, else -1 and a message. */
int tune_config_parse(const ir_task *t, const char *text, lw_sched *out, char *err,
                      size_t n);

#endif

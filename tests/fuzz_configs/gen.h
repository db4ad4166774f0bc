/*
 * The operator grammar of tt-fuzz-configs, shared by its two halves:
 * gen_plan.c draws a plan and writes its text, gen_expr.c writes each
 * statement's expression.
 *
 * An operator is a plan: up to four statements, each writing a temp or an
 * output over some dimensions ("left") and reducing over others, plus the
 * inputs that cover them.  Expressions are random trees over reads of the
 * tensors in scope (plain, shifted, strided or reversed indices; reads
 * outside are 0), index values, literals and the language's functions.
 *
 * What the generator avoids, because the language allows the compiled code
 * to differ there (f32 evaluated in f32, the interpreter in f64 and
 * rounded on store) and ir_compare would call it a mismatch:
 *  - discontinuous functions (select conditions, floor/ceil, i32() of
 *    floats) of anything but exact values (inputs, i32 results, indices);
 *  - f32-computed values inside an f64 result (compared to f64 precision):
 *    f64 ops have f64 temps, and an f64 expression reads no f32 temp;
 *  - sqrt near 0 (f32 noise of 1e-7 becomes 3e-4): sqrt(abs(x) + 1);
 *  - overflow: exp is clamped, *= factors are near 1, temps of sums are
 *    means, expression trees are at most 3 deep.
 */
#ifndef TT_TESTS_FUZZ_CONFIGS_GEN_H
#define TT_TESTS_FUZZ_CONFIGS_GEN_H

#include "tests/fuzz_configs/fuzz.h"

/* dimensions (M.. and their variables i..), tensors, statements at most */
#define GD 6
#define GT 12
#define GS 4
static const char *const DIMN[GD] = {"M", "N", "K", "L", "P", "R"};
static const char *const VARN[GD] = {"i", "j", "k", "l", "p", "r"};

typedef struct gtn {
    char name[8];
    int kind;            /* T_INPUT, T_OUTPUT, T_TEMP */
    int dtype;
    int rank, dim[GD];
    char odim[GD][24];   /* outputs: declared dimension expressions */
    int exact;           /* values the compiled code reproduces exactly */
    int avail;
} gtn;

typedef struct gst {
    int out, op, type;
    int nred, red[GD];
    int auto_main;          /* needs an input over exactly its scope */
    int must;               /* a tensor it must read, -1 */
    int ca, cb;             /* contraction operands, -1 */
    int main_t;             /* a read with custom indices, -1 */
    char main_idx[GD][32];  /* "" = the plain variable */
    char where[64];
    int noreq;              /* left dims bounded by `where` (no plain read needed) */
    int wbound;             /* > 0: the window variable q < wbound */
    int depth;
} gst;

typedef struct gen {
    uint64_t *r;
    int dtype;
    int used[GD];
    gtn t[GT];
    int nt;
    gst s[GS];
    int ns;
    int scope[GD], plain[GD], nread[GT];
    int bug;                /* a generator bug: the plan cannot be written */
} gen;

/* Append statement s (its output, operator, expression, `where`) to out;
 * sets g->bug if a variable it needs has no plain read in scope. */
void gen_emit_stmt(gen *g, tt_buf *out, gst *s);

#endif

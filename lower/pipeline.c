/*
 * The lowering pipeline, in order:
 *
 *   build      Task + schedule -> loop nest          (build*.c)
 *   pipe       pipelined packs: the next tile's panel copied in pieces
 *              among this tile's arithmetic (pipe.c)
 *   tails      constant extents for register tiles   (tails.c)
 *   guards     predicates on reads that may leave their tensor, tiles
 *              versioned so the interior runs unguarded (guards.c)
 *   simplify   folding, linear index normalization  (simplify.c)
 *   flatten    multi-dimensional accesses -> offsets (flatten.c)
 *   vectorize  vectorized loops -> vector statements (vectorize.c)
 *   unroll     unrolled loops -> copies             (unroll.c)
 *   cleanup    simplify again: ramps, constants      (simplify.c)
 *   stream     a streamed window's rows copied next to their readers
 *              (stream.c)
 *   stores     transposed write-backs gathered       (stores.c)
 *   outline    parallel loops -> functions for the thread pool (outline.c)
 *
 * TT_DUMP=PASS (or a comma-separated list, or "all") prints the loop AST
 * after that pass to stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower/lower.h"

static const struct {
    const char *name;
    void (*run)(lw_prog *);
} passes[] = {
    {"pipe", lw_pass_pipe},
    {"tails", lw_pass_tails},
    {"guards", lw_pass_guards},
    {"simplify", lw_pass_simplify},
    {"flatten", lw_pass_flatten},
    {"vectorize", lw_pass_vectorize},
    {"unroll", lw_pass_unroll},
    {"cleanup", lw_pass_simplify},
    {"stream", lw_pass_stream},
    {"stores", lw_pass_stores},
    {"outline", lw_pass_outline},
};

static void dump(const lw_prog *p, const char *pass)
{
    tt_buf b = {0};
    tt_buf_printf(&b, "# loop AST after %s (%s)\n", pass, p->task->def->name);
    lw_print_prog(&b, p);
    fputs(b.s ? b.s : "", stderr);
    tt_buf_free(&b);
}

const char *lw_pass_names(void)
{
    return "build, pipe, tails, guards, simplify, flatten, vectorize, unroll, cleanup, stream, stores, outline";
}

lw_prog *lw_lower(const ir_task *t, const lw_sched *s, char *msg, size_t n)
{
    lw_prog *p = lw_build(t, s, msg, n);
    if (!p)
        return NULL;
    if (tt_dump_wants("build"))
        dump(p, "build");
    for (size_t i = 0; i < TT_ARRAY_LEN(passes); i++) {
        if (p->gpu && passes[i].run == lw_pass_outline)
            continue;   /* OpenCL: parallel loops become NDRanges, not threads */
        passes[i].run(p);
        if (p->oom) {
            tt_snprintf(msg, n, "out of memory while lowering");
            lw_prog_free(p);
            return NULL;
        }
        if (tt_dump_wants(passes[i].name))
            dump(p, passes[i].name);
    }
    return p;
}

/* Search strategies: see search.c. */
#ifndef TT_TUNE_SEARCH_H
#define TT_TUNE_SEARCH_H

#include "model.h"
#include "space.h"

enum { TS_XGB = 0, TS_RANDOM, TS_GA, TS_TWOPHASE };

typedef struct tune_search tune_search;

tune_search *tune_search_new(const tune_space *s, int kind, uint64_t seed);
void tune_search_free(tune_search *se);
/* Propose up to n configurations never proposed before; model: the cost
 * model (xgb), time_ms: how long the search may take.  Returns the count. */
int tune_search_next(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms);
/* A measured configuration and its score (GFLOP/s; 0 for a failure). */
void tune_search_record(tune_search *se, const lw_sched *c, double score);
void tune_search_mark(tune_search *se, const lw_sched *c);
int tune_search_seen(tune_search *se, const lw_sched *c);
const char *tune_search_name(int kind);
int tune_search_kind(const char *name);   /* -1 if unknown */

#endif

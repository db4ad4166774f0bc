/* Features of (Task, Config) for the cost model; see features.c. */
#ifndef TT_TUNE_FEATVEC_H
#define TT_TUNE_FEATVEC_H

#include "ir.h"
#include "schedule.h"

#define TUNE_FEAT_LEN 160
/* Bumped whenever the layout changes: records with another version are
 * not used for training. */
#define TUNE_FEATURE_VERSION 1

/* 0 on success; out[TUNE_FEAT_LEN]. */
int tune_features(const ir_task *t, const lw_sched *c, float *out);

#endif

/*
 * Inside the tuner: what the files of tune/ share and nobody above them
 * uses.  tune/tune.h is the tuner's interface; this header is on tune/'s
 * include path only (a test of the tuner's insides adds it itself).
 */
#ifndef TT_TUNE_INTERNAL_H
#define TT_TUNE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "tune/tune.h"

/* ---- training rows (rows.c) -------------------------------------------- */

/* Append a row (TUNE_FEAT_LEN features x, label y) / a group of the last
 * count rows; -1 on out of memory. */
int tune_rows_push(tune_rows *r, const float *x, float y);
int tune_rows_group(tune_rows *r, unsigned count);

/* ---- the UBJ model check (ubj.c) ---------------------------------------- */

/* 0 if bytes[len] is one well-formed XGBoost 1.6/1.7 UBJ gbtree model whose
 * trees are sane (bounds, tree structure, one output per row); else -1
 * with the first problem in why[n].  *max_split: the largest split feature
 * of any tree (-1: none), for the caller to check against the feature
 * count once XGBoost has read the model. */
int tune_ubj_check(const void *bytes, size_t len, int64_t *max_split, char *why, size_t n);

#endif

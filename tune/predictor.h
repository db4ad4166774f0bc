/* The pre-trained predictor: see predictor.c. */
#ifndef TT_TUNE_PREDICTOR_H
#define TT_TUNE_PREDICTOR_H

#include <stddef.h>

#include "model.h"

/* The predictor named by spec (TT_PREDICTOR): "" or "on" -> the one built
 * into libtt (NULL if this build has none), "off" -> NULL, else a model
 * file written by `tt predictor train`.  Loaded once per spec and kept for
 * the life of the process (shared: use it only as a tune_model base).
 * NULL with err set when the file cannot be read or is not a model whose
 * features match this tt (err[0] == 0 when NULL means "none"). */
tune_model *tune_predictor(const char *spec, char *err, size_t n);

/* Whether spec is well-formed (for the environment check): on, off, or
 * the path of a readable file. */
int tune_predictor_spec_ok(const char *spec);

#endif

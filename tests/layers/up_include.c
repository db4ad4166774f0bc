/* Built as part of tt_lower's world (it links only tt_lower): lower/ may
 * not see the tuner above it, so this include must not be found. */
#include "tune/tune.h"

int layer_up_include(void) { return TUNE_FEAT_LEN; }

/* Built against tt_tune: the cache's internals are private to cache/, so
 * this include must not be found even though tune/ links the cache. */
#include "cache/cache_internal.h"

int layer_private_include(void) { return 0; }

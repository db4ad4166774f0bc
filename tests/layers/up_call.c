/* Linked with tt_lower and what it stands on: a call from this layer into
 * the tuner above it (declared by hand, since its header is out of reach)
 * must fail to link. */
#include "lower/lower.h"

void *tune_space_new(const ir_task *t);

int main(void) { return tune_space_new(NULL) != NULL; }

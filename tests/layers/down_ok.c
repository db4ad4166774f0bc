/* The control: linked with tt_lower, its own public header and the ones
 * below it are found and its calls resolve, so the failures of the other
 * layer tests come from the layering, not from a broken setup. */
#include "base/base.h"
#include "ir/ir.h"
#include "lower/lower.h"

int main(void)
{
    lw_sched s;
    return lw_sched_check(NULL, &s, NULL, 0) == 12345 && tt_now_ms() < 0;
}

/*
 * libpq, loaded when the shared store first connects (pg_internal.h says
 * why): dlopen once, every function the store calls looked up, or a
 * sentence saying what is missing.  Afterwards the table is read-only.
 */
#define _GNU_SOURCE
#define CACHE_PQ_LOADER   /* the real names, not the table's */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "cache/pg_internal.h"
#include "tt.h"

cache_pq_api cache_pq;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_err[300];

static void load(void)
{
    /* libpq's ABI has been soname 5 since PostgreSQL 8.0 */
    static const char *const names[] = {"libpq.so.5", "libpq.so"};
    void *h = NULL;
    for (size_t i = 0; i < TT_ARRAY_LEN(names) && !h; i++)
        h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        tt_snprintf(load_err, sizeof load_err, "cannot load libpq (%s); install libpq5",
                    e ? e : "libpq.so.5 not found");
        return;
    }
    cache_pq_api t;
    memset(&t, 0, sizeof t);
#define CACHE_PQ_SYM(f)                                                                \
    if (!load_err[0] && !(t.f = (__typeof__(t.f))dlsym(h, #f)))                        \
        tt_snprintf(load_err, sizeof load_err, "libpq lacks %s (too old a libpq)", #f);
    CACHE_PQ_FUNCS(CACHE_PQ_SYM)
#undef CACHE_PQ_SYM
    if (load_err[0]) {
        dlclose(h);
        return;
    }
    cache_pq = t;   /* h stays open for the process's life */
}

void cache_pq_clear(PGresult *r)
{
    if (r)   /* a result exists only once libpq is loaded */
        cache_pq.PQclear(r);
}

int cache_pq_load(char *err, size_t n)
{
    pthread_once(&once, load);
    if (load_err[0]) {
        tt_snprintf(err, n, "%s", load_err);
        return -1;
    }
    return 0;
}

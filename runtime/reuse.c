/*
 * Reuse across shapes: the config a new shape of an operator starts from
 * when it has no winner of its own (docs/TUNING.md, "Reuse across shapes").
 *
 *   family     the Task's canonical text without its sizes: the Def (its
 *              statements and dtypes), attribute values, target, thread
 *              count, constant inputs, and per tensor "dense" or its exact
 *              strides.  Two Tasks of one family differ only in dims.
 *   candidates the winners of the family on this hardware: this context's
 *              entries that were tuned or came from the cache, then the
 *              cache's winners (every layer) whose described Task is of
 *              the family.
 *   nearest    the smallest sum over the Def's dims of |log2(new / old)|
 *              (ratios, not differences: 64 -> 128 is as far as
 *              128 -> 256); a tie goes to the winner with the larger
 *              shapes, then to the smaller Task key.
 *   adapted    tune_adapt: the winner's config carried over to the new
 *              Task and checked by the space's rules; if no knob can be
 *              carried over, the next nearest (up to 3) is tried, then
 *              the default.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"
#include "cache/cache.h"
#include "tune/tune.h"

/* ---- the family of a Task ----------------------------------------------- */

/* One line of canonical text "name s/st s/st ..." -> "name dense" when the
 * strides are row-major dense, else the line itself. */
static void family_tensor(tt_buf *b, const char *line, size_t len)
{
    int64_t sh[TT_MAX_RANK], st[TT_MAX_RANK];
    int r = 0;
    const char *sp = memchr(line, ' ', len);
    const char *p = sp, *end = line + len;
    int ok = sp != NULL;
    while (ok && p < end && r < TT_MAX_RANK) {
        char *q;
        sh[r] = strtoll(p, &q, 10);
        if (q == p || *q != '/') {
            ok = 0;
            break;
        }
        st[r] = strtoll(q + 1, &q, 10);
        r++;
        p = q;
        while (p < end && *p == ' ')
            p++;
    }
    int64_t want = 1;
    for (int k = r - 1; ok && k >= 0; k--) {
        if (sh[k] > 1 && st[k] != want)
            ok = 0;
        want *= sh[k];
    }
    if (ok)
        tt_buf_printf(b, "%.*s dense %d\n", (int)(sp - line), line, r);
    else
        tt_buf_printf(b, "%.*s\n", (int)len, line);
}

/* The family hash of canonical text `canon` and its dims (at most maxd).
 * 0 on success. */
static int family_of(const char *canon, uint8_t hash[16], int64_t *dims, int maxd, int *nd)
{
    const char *end = canon ? strstr(canon, "\n}\n") : NULL;
    if (!end)
        return -1;
    tt_buf b = {0};
    tt_buf_printf(&b, "%.*s", (int)(end + 3 - canon), canon);
    *nd = 0;
    for (const char *p = end + 3; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len >= 4 && strncmp(p, "dims", 4) == 0) {
            char *q = (char *)p + 4;
            while (*nd < maxd) {
                char *r;
                long long v = strtoll(q, &r, 10);
                if (r == q)
                    break;
                dims[(*nd)++] = v;
                q = r;
            }
        } else if ((len >= 5 && strncmp(p, "attrs", 5) == 0) ||
                   (len >= 7 && strncmp(p, "target ", 7) == 0) ||
                   (len >= 8 && strncmp(p, "threads ", 8) == 0) ||
                   (len >= 9 && strncmp(p, "constant:", 9) == 0)) {
            tt_buf_printf(&b, "%.*s\n", (int)len, p);
        } else if (len > 0) {
            family_tensor(&b, p, len);
        }
        p += len + (nl ? 1 : 0);
    }
    int bad = b.oom || !b.s;
    if (!bad)
        ir_hash128(b.s, b.len, hash);
    tt_buf_free(&b);
    return bad ? -1 : 0;
}

void rt_family(rt_entry *e)
{
    e->fam_ok = family_of(e->task->canon, e->fam, e->fdims, RT_FAM_DIMS, &e->nfdims) == 0;
}

/* ---- candidates ---------------------------------------------------------- */

#define NCAND 3

typedef struct cand {
    double dist, larger;
    char key[33];
    rt_entry *e;              /* this context's entry, or NULL: the cache's */
    char *config, *canon;     /* the cache's winner */
} cand;

typedef struct search {
    const rt_entry *self;
    const char *hw;
    const char *op;
    cand c[NCAND];
    int n;
} search;

static void cand_clear(cand *c)
{
    free(c->config);
    free(c->canon);
    memset(c, 0, sizeof *c);
}

/* Distance of dims d (n of them) from the new Task's. */
static int distance(const rt_entry *self, const int64_t *d, int n, double *dist, double *larger)
{
    if (n != self->nfdims)
        return -1;
    *dist = *larger = 0;
    for (int i = 0; i < n; i++) {
        if (d[i] < 1 || self->fdims[i] < 1)
            return -1;
        double l = log2((double)d[i] / (double)self->fdims[i]);
        *dist += fabs(l);
        *larger += l;
    }
    return 0;
}

static int better(const cand *a, const cand *b)
{
    if (a->dist != b->dist)
        return a->dist < b->dist;
    if (a->larger != b->larger)
        return a->larger > b->larger;
    return strcmp(a->key, b->key) < 0;
}

/* Offer a candidate; keeps the NCAND nearest (takes config and canon). */
static void offer(search *s, cand *c)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->c[i].key, c->key) == 0) {   /* in the context and the cache */
            cand_clear(c);
            return;
        }
    int at = s->n;
    while (at > 0 && better(c, &s->c[at - 1]))
        at--;
    if (at >= NCAND) {
        cand_clear(c);
        return;
    }
    if (s->n == NCAND)
        cand_clear(&s->c[--s->n]);
    memmove(&s->c[at + 1], &s->c[at], sizeof(cand) * (size_t)(s->n - at));
    s->c[at] = *c;
    s->n++;
}

static void from_context(tt_ctx *ctx, search *s)
{
    pthread_mutex_lock(&ctx->mu);
    for (int b = 0; b < RT_TABLE_SIZE; b++)
        for (rt_entry *e = ctx->table[b]; e; e = e->next) {
            if (e == s->self)
                continue;
            /* fam and fdims are written before the entry is READY (under mu) */
            pthread_mutex_lock(&e->mu);
            int winner = e->state == RT_READY && (e->kind == RT_KIND_TUNED ||
                                                  e->kind == RT_KIND_CACHED);
            pthread_mutex_unlock(&e->mu);
            cand c = {0};
            if (!winner || !e->fam_ok || memcmp(e->fam, s->self->fam, 16) != 0 ||
                distance(s->self, e->fdims, e->nfdims, &c.dist, &c.larger) != 0)
                continue;
            memcpy(c.key, e->key, sizeof c.key);
            c.e = e;
            offer(s, &c);
        }
    pthread_mutex_unlock(&ctx->mu);
}

static int list_cb(void *vs, const cache_entry *ce)
{
    search *s = vs;
    if (strcmp(ce->hw, s->hw) != 0 || !ce->canon[0] || strcmp(ce->op, s->op) != 0 ||
        strcmp(ce->task, s->self->key) == 0)
        return 0;
    uint8_t fam[16];
    int64_t d[RT_FAM_DIMS];
    int nd;
    if (family_of(ce->canon, fam, d, RT_FAM_DIMS, &nd) != 0 || memcmp(fam, s->self->fam, 16))
        return 0;
    cand c = {0};
    if (distance(s->self, d, nd, &c.dist, &c.larger) != 0)
        return 0;
    tt_snprintf(c.key, sizeof c.key, "%s", ce->task);
    c.config = tt_strdup(ce->config);
    c.canon = tt_strdup(ce->canon);
    if (!c.config || !c.canon) {
        cand_clear(&c);
        return 0;
    }
    offer(s, &c);
    return 0;
}

/* ---- adapting --------------------------------------------------------------- */

/* Candidate c's config adapted to the space's Task; 0 on success. */
static int adapt_one(tt_ctx *ctx, const tune_space *sp, cand *c, lw_sched *out)
{
    if (c->e) {
        /* an entry's Task and config live as long as the context; its
           config may be swapped meanwhile (read under its lock) */
        pthread_mutex_lock(&c->e->mu);
        lw_sched from = c->e->sched;
        pthread_mutex_unlock(&c->e->mu);
        return tune_adapt(sp, c->e->task, &from, out) >= 0 ? 0 : -1;
    }
    ir_deflist defs;
    ir_task *src = NULL;
    char msg[256];
    if (ir_task_from_canon(c->canon, &defs, &src, msg, sizeof msg) != TT_OK)
        return -1;
    src->target = ctx->target;
    lw_sched from;
    int st = lw_sched_parse(src, c->config, &from, msg, sizeof msg) == 0 &&
                     tune_adapt(sp, src, &from, out) >= 0
                 ? 0
                 : -1;
    ir_task_free(src);
    ir_deflist_free(&defs);
    return st;
}

int rt_reuse(tt_ctx *ctx, rt_entry *e, lw_sched *out, char *from, size_t n)
{
    if (!e->fam_ok)
        return 0;
    search s;
    memset(&s, 0, sizeof s);
    s.self = e;
    s.hw = ctx->hw;
    s.op = e->task->def->name;
    from_context(ctx, &s);
    if (ctx->store)
        cache_list(ctx->store, NULL, list_cb, &s);
    int found = 0;
    if (s.n > 0) {
        tune_space *sp = tune_space_new(e->task);
        for (int i = 0; sp && i < s.n && !found; i++)
            if (adapt_one(ctx, sp, &s.c[i], out) == 0) {
                found = 1;
                if (from)
                    tt_snprintf(from, n, "%s", s.c[i].key);
            }
        tune_space_free(sp);
    }
    for (int i = 0; i < s.n; i++)
        cand_clear(&s.c[i]);
    return found;
}

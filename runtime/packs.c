/*
 * Kept packs: the one pack cache for inputs declared constant.
 *
 * A kernel with LB_KEPT parameters reads a constant input through panels
 * its pack entry fills once.  Each operator keeps those panels per kernel
 * and per set of constant inputs (their data pointers), under the
 * declaration they were packed for: tt_op_set_constant starts a new one,
 * since the data may have changed, and the packs of older ones are freed
 * as soon as no call runs on them.  At most RT_KEPT_MAX sets per operator;
 * beyond that the least recently used set no call is using goes.
 *
 * (kn_kernel keeps one set of its own, in its workspace, for callers that
 * keep none: the tools and the tuner.)
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"

#define RT_KEPT_MAX 64

/* An operator's kept packs for one kernel and one set of constant inputs. */
typedef struct rt_kept {
    kn_kernel *kernel;
    void *src[64];          /* by parameter: the kept sources' data pointers */
    uint64_t tag;           /* the declaration they were packed under */
    void *buf[64];          /* by parameter: the packs */
    int refs;               /* calls running on it */
    uint64_t used;          /* for eviction, least recently used first */
    struct rt_kept *next;
} rt_kept;

static void kept_free(rt_kept *k)
{
    for (int i = 0; i < 64; i++)
        free(k->buf[i]);
    free(k);
}

void rt_packs_init(rt_packs *p)
{
    memset(p, 0, sizeof *p);
    pthread_mutex_init(&p->mu, NULL);
}

/* Free the packs no call is using (all: every one). */
static void drop(rt_packs *p, int all)
{
    pthread_mutex_lock(&p->mu);
    rt_kept **pp = &p->list;
    while (*pp) {
        rt_kept *k = *pp;
        if (all || k->refs == 0) {
            *pp = k->next;
            kept_free(k);
            p->n--;
        } else {
            pp = &k->next;
        }
    }
    pthread_mutex_unlock(&p->mu);
}

void rt_packs_free(rt_packs *p)
{
    drop(p, 1);
    pthread_mutex_destroy(&p->mu);
}

void rt_packs_redeclare(rt_packs *p)
{
    pthread_mutex_lock(&p->mu);
    p->tag++;
    pthread_mutex_unlock(&p->mu);
    drop(p, 0);
}

/* Make room for one more set: evict the least recently used unreferenced
 * sets beyond the limit (p->mu held). */
static void evict(rt_packs *p)
{
    while (p->n >= RT_KEPT_MAX) {
        rt_kept **victim = NULL;
        for (rt_kept **pp = &p->list; *pp; pp = &(*pp)->next)
            if ((*pp)->refs == 0 && (!victim || (*pp)->used < (*victim)->used))
                victim = pp;
        if (!victim)
            break;
        rt_kept *v = *victim;
        *victim = v->next;
        kept_free(v);
        p->n--;
    }
}

/* The kept packs for this call: found (same kernel, same constant inputs,
 * same declaration) or packed now.  Returns it referenced. */
static int get(tt_op *op, kn_kernel *kn, void *const *io, rt_kept **out)
{
    rt_packs *p = &op->packs;
    const jit_sig *sig = &kn->sig;
    pthread_mutex_lock(&p->mu);
    uint64_t tag = p->tag;
    rt_kept *k = p->list;
    for (; k; k = k->next) {
        if (k->kernel != kn || k->tag != tag)
            continue;
        int same = 1;
        for (int i = 0; same && i < sig->nparams; i++)
            if (sig->kind[i] == LB_KEPT)
                same = k->src[i] == io[sig->src[i]];
        if (same)
            break;
    }
    if (!k) {
        evict(p);
        k = calloc(1, sizeof *k);
        int st = k ? TT_OK : TT_ERR_NOMEM;
        char err[512] = "out of memory";
        for (int i = 0; st == TT_OK && i < sig->nparams; i++) {
            if (sig->kind[i] != LB_KEPT)
                continue;
            k->src[i] = io[sig->src[i]];
            k->buf[i] = tt_aligned_alloc(64, (size_t)(sig->bytes[i] > 0 ? sig->bytes[i] : 64));
            if (!k->buf[i]) {
                st = TT_ERR_NOMEM;
                tt_snprintf(err, sizeof err, "out of memory for a %lld-byte kept pack of "
                            "'%s'", (long long)sig->bytes[i], op->def->tensors[sig->src[i]].name);
            }
        }
        if (st == TT_OK)
            st = kn_kernel_pack(kn, op->ctx->pool, io, k->buf, err, sizeof err);
        if (st != TT_OK) {
            pthread_mutex_unlock(&p->mu);
            if (k)
                kept_free(k);
            return rt_fail(op->ctx, st, "%s", err);
        }
        k->kernel = kn;
        k->tag = tag;
        k->next = p->list;
        p->list = k;
        p->n++;
    }
    k->refs++;
    k->used = ++p->clock;
    pthread_mutex_unlock(&p->mu);
    *out = k;
    return TT_OK;
}

static void put(rt_packs *p, rt_kept *k)
{
    pthread_mutex_lock(&p->mu);
    k->refs--;
    int stale = k->tag != p->tag;
    pthread_mutex_unlock(&p->mu);
    if (stale)
        drop(p, 0);
}

int rt_packs_run(tt_op *op, kn_kernel *kn, void *const *io)
{
    rt_kept *k = NULL;
    int st = get(op, kn, io, &k);
    if (st)
        return st;
    char err[512];
    st = kn_kernel_run_kept(kn, op->ctx->pool, io, k->buf, err, sizeof err);
    put(&op->packs, k);
    if (st)
        return rt_fail(op->ctx, st, "%s", err);
    return TT_OK;
}

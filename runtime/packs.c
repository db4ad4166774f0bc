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
 * The buffers themselves are shared between the kernels of the operator
 * whose pack of the same input has the same layout (jit_sig.layout: a hash
 * of the nest that fills it): the row blocks of a shape class, or exact
 * sizes tuned to the same tiles of the weights, keep one copy of the
 * weights instead of one per kernel -- less memory, and a copy that stays
 * in the caches from one call to the next.  A buffer lives while a set
 * uses it.
 *
 * (kn_kernel keeps one set of its own, in its workspace, for callers that
 * keep none: the tools and the tuner.)
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime_internal.h"

#define RT_KEPT_MAX 64

/* One kept pack, shared by the sets whose kernels pack the same source in
 * the same layout under the same declaration. */
typedef struct rt_kbuf {
    void *src;              /* the source's data pointer */
    uint64_t layout;        /* jit_sig.layout (0: unknown, not shared) */
    int64_t bytes;
    uint64_t tag;
    void *buf;
    int users;              /* sets using it */
    struct rt_kbuf *next;
} rt_kbuf;

/* An operator's kept packs for one kernel and one set of constant inputs. */
typedef struct rt_kept {
    kn_kernel *kernel;
    void *src[64];          /* by parameter: the kept sources' data pointers */
    uint64_t tag;           /* the declaration they were packed under */
    rt_kbuf *kb[64];        /* by parameter: the packs */
    void *buf[64];          /* their buffers, as the kernel takes them */
    int refs;               /* calls running on it */
    uint64_t used;          /* for eviction, least recently used first */
    struct rt_kept *next;
} rt_kept;

/* Unlink and free kb (p->mu held). */
static void kbuf_release(rt_packs *p, rt_kbuf *kb)
{
    if (!kb || --kb->users > 0)
        return;
    for (rt_kbuf **pp = &p->bufs; *pp; pp = &(*pp)->next)
        if (*pp == kb) {
            *pp = kb->next;
            break;
        }
    p->kept_bytes -= kb->bytes;
    p->nbufs--;
    free(kb->buf);
    free(kb);
}

static void kept_free(rt_packs *p, rt_kept *k)
{
    for (int i = 0; i < 64; i++)
        kbuf_release(p, k->kb[i]);
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
            kept_free(p, k);
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

void rt_packs_stats(rt_packs *p, int *sets, int *bufs, int64_t *bytes)
{
    pthread_mutex_lock(&p->mu);
    *sets = p->n;
    *bufs = p->nbufs;
    *bytes = p->kept_bytes;
    pthread_mutex_unlock(&p->mu);
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
        kept_free(p, v);
        p->n--;
    }
}

/* A pack of src in this layout under declaration tag, if one is kept
 * (p->mu held). */
static rt_kbuf *kbuf_find(rt_packs *p, void *src, uint64_t layout, int64_t bytes, uint64_t tag)
{
    if (!layout)
        return NULL;
    for (rt_kbuf *kb = p->bufs; kb; kb = kb->next)
        if (kb->src == src && kb->layout == layout && kb->bytes == bytes && kb->tag == tag)
            return kb;
    return NULL;
}

/* The kept packs for this call: found (same kernel, same constant inputs,
 * same declaration), or made of the packs other kernels keep in the same
 * layouts, or packed now.  Returns it referenced. */
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
        void *fresh[64] = {0};
        int missing = 0;
        for (int i = 0; st == TT_OK && i < sig->nparams; i++) {
            if (sig->kind[i] != LB_KEPT)
                continue;
            k->src[i] = io[sig->src[i]];
            k->kb[i] = kbuf_find(p, k->src[i], sig->layout[i], sig->bytes[i], tag);
            missing += !k->kb[i];
        }
        /* the pack entry fills every kept parameter: buffers for all of
           them, of which those another kernel already keeps are dropped */
        for (int i = 0; st == TT_OK && missing && i < sig->nparams; i++) {
            if (sig->kind[i] != LB_KEPT)
                continue;
            fresh[i] = tt_aligned_alloc(64, (size_t)(sig->bytes[i] > 0 ? sig->bytes[i] : 64));
            if (!fresh[i]) {
                st = TT_ERR_NOMEM;
                tt_snprintf(err, sizeof err, "out of memory for a %lld-byte kept pack of "
                            "'%s'", (long long)sig->bytes[i], op->def->tensors[sig->src[i]].name);
            }
        }
        if (st == TT_OK && missing)
            st = kn_kernel_pack(kn, op->ctx->pool, io, fresh, err, sizeof err);
        for (int i = 0; st == TT_OK && missing && i < sig->nparams; i++) {
            if (sig->kind[i] != LB_KEPT)
                continue;
            if (k->kb[i]) {
                free(fresh[i]);
                fresh[i] = NULL;
                continue;
            }
            rt_kbuf *kb = calloc(1, sizeof *kb);
            if (!kb) {
                st = TT_ERR_NOMEM;
                break;
            }
            *kb = (rt_kbuf){.src = k->src[i], .layout = sig->layout[i],
                            .bytes = sig->bytes[i], .tag = tag, .buf = fresh[i]};
            fresh[i] = NULL;
            kb->next = p->bufs;
            p->bufs = kb;
            p->nbufs++;
            p->kept_bytes += kb->bytes;
            k->kb[i] = kb;
        }
        if (st != TT_OK) {
            for (int i = 0; i < 64; i++)
                free(fresh[i]);
            if (k) {
                for (int i = 0; i < 64; i++)   /* new ones have no users yet */
                    if (k->kb[i] && k->kb[i]->users == 0) {
                        k->kb[i]->users = 1;
                        kbuf_release(p, k->kb[i]);
                    }
                free(k);
            }
            pthread_mutex_unlock(&p->mu);
            return rt_fail(op->ctx, st, "%s", err);
        }
        for (int i = 0; i < sig->nparams; i++)   /* new ones start at 0 users */
            if (sig->kind[i] == LB_KEPT) {
                k->kb[i]->users++;
                k->buf[i] = k->kb[i]->buf;
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

int rt_packs_run(tt_op *op, kn_kernel *kn, void *const *io, int64_t rows)
{
    rt_kept *k = NULL;
    int st = get(op, kn, io, &k);
    if (st)
        return st;
    char err[512];
    st = kn_kernel_run_rows(kn, op->ctx->pool, io, k->buf, rows, err, sizeof err);
    put(&op->packs, k);
    if (st)
        return rt_fail(op->ctx, st, "%s", err);
    return TT_OK;
}

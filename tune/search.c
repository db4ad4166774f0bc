/*
 * Search: which configurations to measure next.
 *
 *   xgb       AutoTVM's: simulated annealing over the cost model's scores
 *             from many starting points (the best measured so far plus
 *             random ones), then a batch picked epsilon-greedily: mostly
 *             the best predicted, with diversity (picks differ from each
 *             other in at least two knobs when there are enough
 *             candidates), and a fifth to explore: half neighbours of the
 *             best measured, half at random.  Before the model has data:
 *             neighbours of the best so far, a quarter random.
 *   random    uniform samples.
 *   ga        genetic: tournament selection among the measured, crossover,
 *             mutation by a neighbour move.
 *   twophase  AKG's sampler: random samples first, then with probability p
 *             a neighbour of one of the N best so far, else random.
 *   oneshot   the One-shot Tuner's: on the first call, a large sample of
 *             the space (half uniform, half short walks from the default)
 *             is ranked once by the pre-trained predictor, the ranking
 *             spread over kernels (at most two configs of one register
 *             tile, vector axis and packs before every kernel's first
 *             two); every call hands out the next configs in that order.
 *             The model is never retrained: the session measures the
 *             predictor's top-k.
 *   ebs       the One-shot Tuner's exploration-based code sampling, for
 *             the predictor's training data: the predictor's picks and the
 *             default first, then each batch a quarter uniform samples
 *             (coverage far away), an eighth more of the predictor's
 *             ranking (its top-32 in all), the rest explored from the 8
 *             best measured -- GA crossovers and walks of 1-3 neighbour
 *             moves.  No model is trained during the session; without a
 *             predictor the ranking part is empty.
 *
 * No configuration is proposed twice (a set of hashes of canonical
 * schedules); a configuration counts as seen once proposed.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "tune/tune_internal.h"

#define SEEN_CAP 65536
#define FCACHE 4096

typedef struct rec {
    lw_sched c;
    double score;
} rec;

struct tune_search {
    const tune_space *s;
    int kind;
    uint64_t rng;
    uint64_t *seen;          /* open addressing, 0 = empty */
    int nseen;
    rec *recs;
    int nrecs, caprecs;
    /* feature cache, direct mapped */
    uint64_t *fkey;
    float *fval;
    double twophase_p;
    int twophase_n0, twophase_top;
    /* oneshot: the ranked sample, best predicted first, and how far it
       has been handed out; nranked < 0 until it is built */
    lw_sched *ranked;
    float *rscore;
    int nranked, rpos;
    int calls;               /* tune_search_next calls so far */
};

/* FNV-1a of a schedule's bytes; never 0 (the empty slot of `seen`). */
static uint64_t bytes_hash(const lw_sched *x)
{
    const unsigned char *p = (const unsigned char *)x;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < sizeof *x; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h ? h : 1;
}

static uint64_t sched_hash(const tune_space *s, const lw_sched *c)
{
    lw_sched x = *c;
    tune_canon_program(s, &x);
    return bytes_hash(&x);
}

uint64_t tune_sched_kernel_key(const tune_space *s, const lw_sched *c)
{
    lw_sched x = *c;
    tune_canon_program(s, &x);
    for (int i = 0; i < LW_MAX_STAGES; i++) {
        lw_nest *q = &x.nest[i];
        memset(q->order0, 0, sizeof q->order0);
        memset(q->order2, 0, sizeof q->order2);
        memset(q->rorder, 0, sizeof q->rorder);
        memset(q->rtile, 0, sizeof q->rtile);
        q->unroll = 0;
        q->par = 0;
        for (int a = 0; a < TT_MAX_RANK; a++)
            q->tile[a][0] = q->tile[a][1] = 0;
    }
    memset(x.gtile, 0, sizeof x.gtile);
    x.gpar = 0;
    return bytes_hash(&x);
}

static int seen_has(tune_search *se, uint64_t h)
{
    size_t i = (size_t)(h % SEEN_CAP);
    while (se->seen[i]) {
        if (se->seen[i] == h)
            return 1;
        i = (i + 1) % SEEN_CAP;
    }
    return 0;
}

static void seen_add(tune_search *se, uint64_t h)
{
    if (se->nseen >= SEEN_CAP * 3 / 4)
        return;   /* full: duplicates become possible, never wrong */
    size_t i = (size_t)(h % SEEN_CAP);
    while (se->seen[i]) {
        if (se->seen[i] == h)
            return;
        i = (i + 1) % SEEN_CAP;
    }
    se->seen[i] = h;
    se->nseen++;
}

int tune_search_seen(tune_search *se, const lw_sched *c)
{
    return seen_has(se, sched_hash(se->s, c));
}

void tune_search_mark(tune_search *se, const lw_sched *c)
{
    seen_add(se, sched_hash(se->s, c));
}

tune_search *tune_search_new(const tune_space *s, int kind, uint64_t seed)
{
    tune_search *se = calloc(1, sizeof *se);
    if (!se)
        return NULL;
    se->s = s;
    se->kind = kind;
    se->rng = seed * 0x9E3779B97F4A7C15ull + 17;
    se->seen = calloc(SEEN_CAP, sizeof(uint64_t));
    se->fkey = calloc(FCACHE, sizeof(uint64_t));
    se->fval = malloc(sizeof(float) * FCACHE * TUNE_FEAT_LEN);
    se->twophase_p = 0.7;
    se->twophase_n0 = 16;
    se->twophase_top = 5;
    se->nranked = -1;
    if (!se->seen || !se->fkey || !se->fval) {
        tune_search_free(se);
        return NULL;
    }
    return se;
}

void tune_search_free(tune_search *se)
{
    if (!se)
        return;
    free(se->seen);
    free(se->recs);
    free(se->fkey);
    free(se->fval);
    free(se->ranked);
    free(se->rscore);
    free(se);
}

void tune_search_record(tune_search *se, const lw_sched *c, double score)
{
    tune_search_mark(se, c);
    if (se->nrecs == se->caprecs) {
        int cap = se->caprecs ? se->caprecs * 2 : 64;
        rec *nr = realloc(se->recs, sizeof(rec) * (size_t)cap);
        if (!nr)
            return;
        se->recs = nr;
        se->caprecs = cap;
    }
    se->recs[se->nrecs].c = *c;
    se->recs[se->nrecs].score = score;
    se->nrecs++;
}

/* indices of the k best records (score > 0), best first */
static int top_records(tune_search *se, int *idx, int k)
{
    int n = 0;
    for (int i = 0; i < se->nrecs; i++) {
        double sc = se->recs[i].score;
        if (sc <= 0)
            continue;
        int j;
        if (n < k)
            j = n++;
        else if (sc > se->recs[idx[k - 1]].score)
            j = k - 1;
        else
            continue;
        idx[j] = i;
        for (; j > 0 && se->recs[idx[j]].score > se->recs[idx[j - 1]].score; j--) {
            int t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
        }
    }
    return n;
}

static int random_unseen(tune_search *se, lw_sched *out)
{
    for (int attempt = 0; attempt < 64; attempt++) {
        if (tune_sample(se->s, &se->rng, out) != 0)
            return -1;
        uint64_t h = sched_hash(se->s, out);
        if (!seen_has(se, h)) {
            seen_add(se, h);
            return 0;
        }
    }
    return -1;
}

static const float *features_of(tune_search *se, const lw_sched *c, uint64_t h)
{
    size_t slot = (size_t)(h % FCACHE);
    float *f = se->fval + slot * TUNE_FEAT_LEN;
    if (se->fkey[slot] == h)
        return f;
    if (tune_features(se->s->task, c, f) != 0)
        memset(f, 0, sizeof(float) * TUNE_FEAT_LEN);
    se->fkey[slot] = h;
    return f;
}

static int knob_diff(const tune_space *s, const lw_sched *a, const lw_sched *b)
{
    if (a->form != b->form)
        return s->nknobs + (s->form ? s->form->nknobs : 0);
    s = tune_space_of(s, a);
    int d = 0;
    for (int i = 0; i < s->nknobs; i++)
        d += tune_knob_get(s, &s->knobs[i], a) != tune_knob_get(s, &s->knobs[i], b);
    return d;
}

typedef struct cand {
    lw_sched c;
    uint64_t h;
    float score;
} cand;

static void cand_insert(cand *best, int *nbest, int cap, const lw_sched *c, uint64_t h,
                        float score)
{
    for (int i = 0; i < *nbest; i++)
        if (best[i].h == h)
            return;
    int j;
    if (*nbest < cap) {
        j = (*nbest)++;
    } else if (score > best[cap - 1].score) {
        j = cap - 1;
    } else {
        return;
    }
    best[j].c = *c;
    best[j].h = h;
    best[j].score = score;
    for (; j > 0 && best[j].score > best[j - 1].score; j--) {
        cand t = best[j];
        best[j] = best[j - 1];
        best[j - 1] = t;
    }
}

static int next_xgb(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms)
{
    const tune_space *s = se->s;
    if (!m || !tune_model_ready(m)) {
        /* no model yet: mostly neighbours of the best so far (the default
           schedule is a good start), some random exploration */
        int k = 0, top[4];
        int nt = top_records(se, top, 4);
        for (int tries = 0; nt > 0 && k < n - n / 4 && tries < 20 * n; tries++) {
            lw_sched c;
            if (tune_neighbor(s, &se->recs[top[tries % nt]].c, &se->rng, &c) != 0)
                continue;
            uint64_t h = sched_hash(s, &c);
            if (seen_has(se, h))
                continue;
            seen_add(se, h);
            out[k++] = c;
        }
        while (k < n && random_unseen(se, &out[k]) == 0)
            k++;
        return k;
    }
    double t0 = tt_now_ms();
    enum { P = 48 };
    lw_sched pts[P];
    float cur[P];
    uint64_t hs[P];
    int np = 0;
    int top[P / 2];
    int nt = top_records(se, top, P / 2);
    for (int i = 0; i < nt; i++)
        pts[np++] = se->recs[top[i]].c;
    while (np < P && tune_sample(s, &se->rng, &pts[np]) == 0)
        np++;
    int cap = 4 * n + 8;
    cand *best = malloc(sizeof(cand) * (size_t)cap);
    float *X = malloc(sizeof(float) * P * TUNE_FEAT_LEN);
    float *pred = malloc(sizeof(float) * P);
    lw_sched *prop = malloc(sizeof(lw_sched) * P);
    uint64_t *ph = malloc(sizeof(uint64_t) * P);
    int nbest = 0, k = 0;
    if (!best || !X || !pred || !prop || !ph)
        goto done;
    char err[256];
    for (int i = 0; i < np; i++) {
        hs[i] = sched_hash(s, &pts[i]);
        memcpy(X + (size_t)i * TUNE_FEAT_LEN, features_of(se, &pts[i], hs[i]),
               sizeof(float) * TUNE_FEAT_LEN);
    }
    if (tune_model_predict(m, X, np, TUNE_FEAT_LEN, cur, err, sizeof err) != TT_OK)
        goto done;
    for (int i = 0; i < np; i++)
        if (!seen_has(se, hs[i]))
            cand_insert(best, &nbest, cap, &pts[i], hs[i], cur[i]);
    const int max_steps = 200;
    for (int step = 0; step < max_steps; step++) {
        if (step >= 8 && tt_now_ms() - t0 > time_ms)
            break;
        double T = 1.0 - (double)step / max_steps;
        int nprop = 0;
        for (int i = 0; i < np; i++) {
            if (tune_neighbor(s, &pts[i], &se->rng, &prop[i]) != 0)
                prop[i] = pts[i];
            ph[i] = sched_hash(s, &prop[i]);
            memcpy(X + (size_t)i * TUNE_FEAT_LEN, features_of(se, &prop[i], ph[i]),
                   sizeof(float) * TUNE_FEAT_LEN);
            nprop++;
        }
        if (tune_model_predict(m, X, nprop, TUNE_FEAT_LEN, pred, err, sizeof err) != TT_OK)
            break;
        for (int i = 0; i < np; i++) {
            if (!seen_has(se, ph[i]))
                cand_insert(best, &nbest, cap, &prop[i], ph[i], pred[i]);
            double delta = (double)pred[i] - (double)cur[i];
            if (delta >= 0 || tt_rand_unit(&se->rng) < exp(delta / (T > 1e-3 ? T : 1e-3))) {
                pts[i] = prop[i];
                cur[i] = pred[i];
            }
        }
    }
    /* epsilon-greedy, diverse batch */
    int neps = (int)(n * 0.2);
    if (n >= 2 && neps < 1)
        neps = 1;
    int ngreedy = n - neps;
    for (int pass = 0; pass < 2 && k < ngreedy; pass++) {
        for (int i = 0; i < nbest && k < ngreedy; i++) {
            if (seen_has(se, best[i].h))
                continue;
            int ok = 1;
            for (int j = 0; pass == 0 && j < k && ok; j++)
                if (knob_diff(s, &best[i].c, &out[j]) < 2)
                    ok = 0;
            if (!ok)
                continue;
            out[k++] = best[i].c;
            seen_add(se, best[i].h);
        }
    }
    /* exploration, not guided by the model: half neighbours of the best
       measured (a knob the model has never seen vary, such as which axis
       is vectorized, gets tried near good schedules; without this xgb
       stayed on the default's vector axis for 1000 trials on a strided
       conv where the best schedule used another), half uniform samples
       (most of which are far slower; they keep the model honest far
       away) */
    int nnb = k + (n - k + 1) / 2;
    int topn[32];
    int nt8 = top_records(se, topn, 32);
    for (int tries = 0; nt8 > 0 && k < nnb && tries < 20 * n; tries++) {
        lw_sched c = se->recs[topn[tt_rand_range(&se->rng, nt8)]].c, d;
        int moves = 1 + (int)tt_rand_range(&se->rng, 3);
        for (int mv = 0; mv < moves; mv++)
            if (tune_neighbor(s, &c, &se->rng, &d) == 0)
                c = d;
        uint64_t h = sched_hash(s, &c);
        if (seen_has(se, h))
            continue;
        seen_add(se, h);
        out[k++] = c;
    }
    while (k < n && random_unseen(se, &out[k]) == 0)
        k++;
done:
    free(best);
    free(X);
    free(pred);
    free(prop);
    free(ph);
    return k;
}

static int next_ga(tune_search *se, lw_sched *out, int n)
{
    int top[32];
    int nt = top_records(se, top, 32);
    int k = 0;
    for (int tries = 0; k < n && tries < 20 * n; tries++) {
        if (nt < 2) {
            if (random_unseen(se, &out[k]) == 0)
                k++;
            continue;
        }
        /* tournament of 3 for each parent */
        int pa = top[tt_rand_range(&se->rng, nt)], pb = top[tt_rand_range(&se->rng, nt)];
        for (int t = 0; t < 2; t++) {
            int x = top[tt_rand_range(&se->rng, nt)];
            if (se->recs[x].score > se->recs[pa].score)
                pa = x;
            x = top[tt_rand_range(&se->rng, nt)];
            if (se->recs[x].score > se->recs[pb].score)
                pb = x;
        }
        lw_sched child, mut;
        if (tune_crossover(se->s, &se->recs[pa].c, &se->recs[pb].c, &se->rng, &child) != 0)
            continue;
        if (tt_rand_range(&se->rng, 2) == 0 && tune_neighbor(se->s, &child, &se->rng, &mut) == 0)
            child = mut;
        uint64_t h = sched_hash(se->s, &child);
        if (seen_has(se, h))
            continue;
        seen_add(se, h);
        out[k++] = child;
    }
    while (k < n && random_unseen(se, &out[k]) == 0)
        k++;
    return k;
}

static int next_twophase(tune_search *se, lw_sched *out, int n)
{
    int k = 0;
    int top[16];
    int nt = top_records(se, top, se->twophase_top);
    for (int tries = 0; k < n && tries < 20 * n; tries++) {
        int measured = se->nrecs + k;
        if (measured < se->twophase_n0 || nt == 0 ||
            tt_rand_unit(&se->rng) >= se->twophase_p) {
            if (random_unseen(se, &out[k]) == 0)
                k++;
            continue;
        }
        const lw_sched *base = &se->recs[top[tt_rand_range(&se->rng, nt)]].c;
        lw_sched c;
        if (tune_neighbor(se->s, base, &se->rng, &c) != 0)
            continue;
        uint64_t h = sched_hash(se->s, &c);
        if (seen_has(se, h))
            continue;
        seen_add(se, h);
        out[k++] = c;
    }
    while (k < n && random_unseen(se, &out[k]) == 0)
        k++;
    return k;
}

/* ---- oneshot ------------------------------------------------------------ */

/* The sample the predictor ranks: uniform samples alone would be nearly
 * all far slower than the default (97-99% are cut in the tuning
 * benchmark), so half of it are walks of one to three neighbour moves from
 * the default, where the fast schedules usually are. */
#define ONESHOT_SAMPLE 2048

typedef struct scored {
    float score;
    int i;
} scored;

static int scored_cmp(const void *a, const void *b)
{
    const scored *x = a, *y = b;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    return x->i - y->i;   /* ties: the order drawn (deterministic) */
}

/* Spread the ranking (best predicted first) over kernels: a config whose
 * kernel (tune_sched_kernel_key: register tile, vector axis, packs, form)
 * has ONESHOT_PER_KERNEL better-ranked configs before it waits until
 * every kernel's first ONESHOT_PER_KERNEL have been handed out -- the
 * order is by (the config's rank among its kernel's / ONESHOT_PER_KERNEL,
 * its rank).  Without it the top 8 were often one register tile in eight
 * loop orders, so that one wrong guess of the model's cost all eight
 * (a two-thread top-8 of 0.84-0.87 of the ceiling on the Xeon, 0.86-0.98
 * with it, 0.92 the mean of seven runs; docs/EVALUATION.md).  0, or -1 out
 * of memory. */
#define ONESHOT_PER_KERNEL 2

static int spread(const tune_space *s, const lw_sched *c, scored *ord, int n)
{
    size_t cap = 1;
    while (cap < 2 * (size_t)n)
        cap *= 2;
    uint64_t *key = calloc(cap, sizeof *key);   /* 0: empty (keys never are) */
    int *cnt = calloc(cap, sizeof *cnt);
    if (!key || !cnt) {
        free(key);
        free(cnt);
        return -1;
    }
    for (int r = 0; r < n; r++) {
        uint64_t h = tune_sched_kernel_key(s, &c[ord[r].i]);
        size_t j = (size_t)(h & (cap - 1));
        while (key[j] && key[j] != h)
            j = (j + 1) & (cap - 1);
        key[j] = h;
        int pass = cnt[j]++ / ONESHOT_PER_KERNEL;
        /* scored_cmp puts larger scores first: pass 0 before pass 1, and
           within a pass the rank (exact in a float: n <= 2048) */
        ord[r].score = -(float)((double)pass * n + r);
    }
    qsort(ord, (size_t)n, sizeof(scored), scored_cmp);
    free(key);
    free(cnt);
    return 0;
}

/* Draw the sample (unseen configs only: the default, measured first, is
 * not among them), score it with model m, sort best first.  The draw stops
 * early after time_ms (at least 64 configs).  0, or -1 on failure (no
 * model, out of memory, a prediction error). */
static int oneshot_rank(tune_search *se, tune_model *m, double time_ms)
{
    const tune_space *s = se->s;
    se->nranked = 0;
    if (!m || !tune_model_ready(m))
        return -1;
    double t0 = tt_now_ms();
    lw_sched *c = malloc(sizeof(lw_sched) * ONESHOT_SAMPLE);
    float *X = malloc(sizeof(float) * (size_t)ONESHOT_SAMPLE * TUNE_FEAT_LEN);
    float *pred = malloc(sizeof(float) * ONESHOT_SAMPLE);
    scored *ord = malloc(sizeof(scored) * ONESHOT_SAMPLE);
    int n = 0, rc = -1;
    if (!c || !X || !pred || !ord)
        goto done;
    lw_sched base = s->base;
    tune_canon(s, &base);
    for (int tries = 0; n < ONESHOT_SAMPLE && tries < 4 * ONESHOT_SAMPLE; tries++) {
        if (n >= 64 && tt_now_ms() - t0 > time_ms)
            break;
        lw_sched x = base, y;
        if (tries % 2 == 0) {
            int moves = 1 + (int)tt_rand_range(&se->rng, 3);
            for (int mv = 0; mv < moves; mv++)
                if (tune_neighbor(s, &x, &se->rng, &y) == 0)
                    x = y;
        } else if (tune_sample(s, &se->rng, &x) != 0) {
            continue;
        }
        uint64_t h = sched_hash(s, &x);
        if (seen_has(se, h))
            continue;
        seen_add(se, h);
        if (tune_features(s->task, &x, X + (size_t)n * TUNE_FEAT_LEN) != 0)
            memset(X + (size_t)n * TUNE_FEAT_LEN, 0, sizeof(float) * TUNE_FEAT_LEN);
        c[n++] = x;
    }
    char err[256];
    if (n > 0 && tune_model_predict(m, X, n, TUNE_FEAT_LEN, pred, err, sizeof err) != TT_OK)
        goto done;
    for (int i = 0; i < n; i++)
        ord[i] = (scored){pred[i], i};
    qsort(ord, (size_t)n, sizeof(scored), scored_cmp);
    if (spread(s, c, ord, n) != 0)
        goto done;
    se->ranked = malloc(sizeof(lw_sched) * (size_t)(n ? n : 1));
    se->rscore = malloc(sizeof(float) * (size_t)(n ? n : 1));
    if (!se->ranked || !se->rscore)
        goto done;
    for (int i = 0; i < n; i++) {
        se->ranked[i] = c[ord[i].i];
        se->rscore[i] = pred[ord[i].i];
    }
    se->nranked = n;
    rc = 0;
done:
    free(c);
    free(X);
    free(pred);
    free(ord);
    return rc;
}

static int next_oneshot(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms)
{
    if (se->nranked < 0 && oneshot_rank(se, m, time_ms) != 0)
        return 0;
    int k = 0;
    while (k < n && se->rpos < se->nranked)
        out[k++] = se->ranked[se->rpos++];
    return k;
}

/* ---- ebs ---------------------------------------------------------------- */

#define EBS_PRED_TOP 32

/* One explored config from the 8 best measured: a crossover of two of
 * them (then a move half the time), or a walk of 1-3 neighbour moves from
 * one; unseen, marked seen.  -1 when none was found. */
static int ebs_explore(tune_search *se, lw_sched *out)
{
    int top[8];
    int nt = top_records(se, top, 8);
    if (nt == 0)
        return -1;
    for (int tries = 0; tries < 32; tries++) {
        lw_sched c = se->recs[top[tt_rand_range(&se->rng, nt)]].c, d;
        int cross = nt >= 2 && tt_rand_range(&se->rng, 2) == 0;
        if (cross) {
            const lw_sched *b = &se->recs[top[tt_rand_range(&se->rng, nt)]].c;
            if (tune_crossover(se->s, &c, b, &se->rng, &d) == 0)
                c = d;
        }
        int moves = cross ? (int)tt_rand_range(&se->rng, 2) : 1 + (int)tt_rand_range(&se->rng, 3);
        for (int mv = 0; mv < moves; mv++)
            if (tune_neighbor(se->s, &c, &se->rng, &d) == 0)
                c = d;
        uint64_t h = sched_hash(se->s, &c);
        if (seen_has(se, h))
            continue;
        seen_add(se, h);
        *out = c;
        return 0;
    }
    return -1;
}

static int next_ebs(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms)
{
    if (se->nranked < 0 && (!m || oneshot_rank(se, m, time_ms) != 0))
        se->nranked = 0;   /* no predictor: exploration and samples only */
    int first = se->calls == 1;
    int npred = first ? n / 2 : n / 8;
    if (npred < 1)
        npred = 1;
    int nuni = n / 4;
    if (n >= 4 && nuni < 1)
        nuni = 1;
    int k = 0;
    while (k < npred && se->rpos < TT_MIN(se->nranked, EBS_PRED_TOP))
        out[k++] = se->ranked[se->rpos++];
    for (int u = 0; u < nuni && k < n && random_unseen(se, &out[k]) == 0; u++)
        k++;
    while (k < n && ebs_explore(se, &out[k]) == 0)
        k++;
    while (k < n && random_unseen(se, &out[k]) == 0)
        k++;
    /* a small space: what is left of the ranking (already marked seen) */
    while (k < n && se->rpos < se->nranked)
        out[k++] = se->ranked[se->rpos++];
    return k;
}

int tune_search_ranked(const tune_search *se, const lw_sched **c, const float **score)
{
    if (c)
        *c = se->ranked;
    if (score)
        *score = se->rscore;
    return se->nranked > 0 ? se->nranked : 0;
}

int tune_search_next(tune_search *se, tune_model *m, lw_sched *out, int n, double time_ms)
{
    se->calls++;
    switch (se->kind) {
    case TS_XGB: return next_xgb(se, m, out, n, time_ms);
    case TS_ONESHOT: return next_oneshot(se, m, out, n, time_ms);
    case TS_EBS: return next_ebs(se, m, out, n, time_ms);
    case TS_GA: return next_ga(se, out, n);
    case TS_TWOPHASE: return next_twophase(se, out, n);
    }
    int k = 0;
    while (k < n && random_unseen(se, &out[k]) == 0)
        k++;
    return k;
}

const char *tune_search_name(int kind)
{
    static const char *const names[] = {"xgb", "random", "ga", "twophase", "oneshot", "ebs"};
    return kind >= 0 && kind < TS_COUNT ? names[kind] : "?";
}

int tune_search_kind(const char *name)
{
    for (int i = 0; i < TS_COUNT; i++)
        if (strcmp(name, tune_search_name(i)) == 0)
            return i;
    return -1;
}

/*
 * One case: its contenders (columns), the measurement with the machine
 * watched (wait for quiet, measure, re-measure if other processes took
 * CPUs meanwhile), the check of tt's output, and of the other vendors',
 * against the fastest vendor's, and the output: a table row and a JSON
 * line, a geomean row per suite.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/bench.h"

#define TOL 1e-3   /* max |t - r| / max |r| above this is a mismatch */

/* the statistics of the chosen clock: thread CPU time only at 1 thread */
static const bm_stats *st(const bench_cfg *cfg, const bm_entry *e, int threads)
{
    return cfg->use_cpu_clock && threads == 1 ? &e->cpu_st : &e->wall_st;
}

static int usable(const bm_entry *e)
{
    return e->enabled && !e->failed && e->n > 0 && e->wall_st.med > 0;
}

static double work_of(const kase *k, const col *c)
{
    return c->work > 0 ? c->work : k->work;
}

static double rate(const kase *k, const bench_cfg *cfg, const col *c)
{
    double t = st(cfg, &c->e, k->threads)->med;
    return usable(&c->e) && t > 0 ? work_of(k, c) / t * 1e-9 : NAN;
}

/* max |t - r| / max |r|; NAN when r is all zeros (nothing to check against) */
static double max_rel_err(const float *t, const float *r, size_t n)
{
    double num = 0, den = 0;
    for (size_t i = 0; i < n; i++) {
        double d = fabs((double)t[i] - (double)r[i]);
        if (!(d <= num))     /* NaN too */
            num = isnan(d) ? INFINITY : d;
        double a = fabs((double)r[i]);
        den = a > den ? a : den;
    }
    return den > 0 ? num / den : NAN;
}

#define MIN_SHARE 0.95

/* The share of all CPUs other processes may use while `threads` threads
 * are measured: the cores left free, plus busy_max. */
static double allowed_other(const bench_cfg *cfg, int threads)
{
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    double free = ncpu > threads ? (double)(ncpu - threads) / (double)ncpu : 0;
    return free + cfg->busy_max;
}

/* 1 thread: the share of the samples' wall time the thread was on a CPU */
static double cpu_share(const bm_entry *es, int n, int threads)
{
    if (threads != 1)
        return NAN;
    double w = 0, c = 0;
    for (int i = 0; i < n; i++)
        for (int s = 0; s < es[i].n; s++) {
            w += es[i].wall[s];
            c += es[i].cpu[s];
        }
    return w > 0 ? c / w : NAN;
}

static int case_busy(const bench_cfg *cfg, const kase *k)
{
    return k->other > allowed_other(cfg, k->threads) || k->share < MIN_SHARE;
}

/* ---- output --------------------------------------------------------- */

/* whether the columns include tt with constant weights (then ttc/best) */
static int has_const(const col *c, int nc)
{
    for (int i = 0; i < nc; i++)
        if (c[i].kind == K_TT_CONST)
            return 1;
    return 0;
}

/* whether the columns include tt at one thread (then tt/1t, the scaling) */
static int has_1t(const col *c, int nc)
{
    for (int i = 0; i < nc; i++)
        if (c[i].kind == K_TT_1T)
            return 1;
    return 0;
}

/* a ratio cell: two decimals, "-" when it does not exist */
static void ratio_cell(char *buf, size_t n, double v)
{
    if (isfinite(v))
        snprintf(buf, n, "%.2f", v);
    else
        snprintf(buf, n, "-");
}

static void jnum(FILE *f, const char *key, double v)
{
    if (isfinite(v))
        fprintf(f, ", \"%s\": %.6g", key, v);
    else
        fprintf(f, ", \"%s\": null", key);
}

static void jstr(FILE *f, const char *key, const char *s)
{
    fprintf(f, ", \"%s\": \"", key);
    for (; s && *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        if ((unsigned char)*s >= 0x20)
            fputc(*s, f);
    }
    fputc('"', f);
}

void case_header(const bench_cfg *cfg, const char *suite, int threads, const col *c, int nc,
                 int bytes)
{
    FILE *f = cfg->table;
    if (bytes)
        fprintf(f, "\n== %s, %d thread%s  (GB/s: median ±half-IQR%%; ratios of medians; "
                   "copy = STREAM-like memcpy of one tensor)\n",
                suite, threads, threads > 1 ? "s" : "");
    else
        fprintf(f, "\n== %s, %d thread%s  (GFLOP/s: median ±half-IQR%%; FMA peak %.1f)\n",
                suite, threads, threads > 1 ? "s" : "", bench_peak(cfg, threads));
    fprintf(f, "%-24s", "case");
    for (int i = 0; i < nc; i++)
        fprintf(f, " %13s", c[i].label);
    fprintf(f, " %8s", "tt/best");
    if (has_const(c, nc))
        fprintf(f, " %8s", "ttc/best");
    if (has_1t(c, nc))
        fprintf(f, " %8s", "tt/1t");
    if (bytes)
        fprintf(f, " %8s %9s  %s\n", "tt/copy", "best/copy", "max_rel_err");
    else
        fprintf(f, " %8s %9s  %s\n", "tt/peak", "best/peak", "max_rel_err");
}

static void report(bench_cfg *cfg, kase *k, agg *g)
{
    FILE *f = cfg->table;
    double tt = NAN, ttc = NAN, best = NAN, ref = NAN, tt1 = NAN;
    const char *best_key = "";
    int cst = has_const(k->c, k->nc);
    for (int i = 0; i < k->nc; i++) {
        double r = rate(k, cfg, &k->c[i]);
        if (!isfinite(r))
            continue;
        if (k->c[i].kind == K_TT && !(r <= tt))
            tt = r;
        if (k->c[i].kind == K_TT_CONST && !(r <= ttc))
            ttc = r;
        if (k->c[i].kind == K_TT_1T && !(r <= tt1))
            tt1 = r;
        if (k->c[i].kind == K_VENDOR && !(r <= best)) {
            best = r;
            best_key = k->c[i].key;
        }
        if (k->c[i].kind == K_REF)
            ref = r;
    }
    double peak = k->bytes ? ref : bench_peak(cfg, k->threads);
    double ratio = tt / best, to_peak = tt / peak, best_peak = best / peak;
    double ratio_c = ttc / best;   /* NAN without K_TT_CONST columns */

    /* the table row */
    fprintf(f, "%-24s", k->name);
    for (int i = 0; i < k->nc; i++) {
        const bm_entry *e = &k->c[i].e;
        double r = rate(k, cfg, &k->c[i]);
        if (!k->c[i].e.enabled)
            fprintf(f, " %13s", "n/a");
        else if (!isfinite(r))
            fprintf(f, " %13s", "FAILED");
        else {
            const bm_stats *q = st(cfg, e, k->threads);
            double spread = (q->q3 - q->q1) / (2 * q->med) * 100;
            char cell[32];
            snprintf(cell, sizeof cell, "%.1f ±%.0f%%", r, spread);
            fprintf(f, " %13s", cell);
        }
    }
    char rs[4][16];
    double rv[4] = {ratio, to_peak, best_peak, ratio_c};
    for (int i = 0; i < 4; i++)
        ratio_cell(rs[i], sizeof rs[i], rv[i]);
    fprintf(f, " %8s", rs[0]);
    if (cst)
        fprintf(f, " %8s", rs[3]);
    if (has_1t(k->c, k->nc)) {
        char sc[16];
        ratio_cell(sc, sizeof sc, tt / tt1);
        fprintf(f, " %8s", sc);
    }
    fprintf(f, " %8s %9s  ", rs[1], rs[2]);
    if (isfinite(k->err))
        fprintf(f, "%.1e%s", k->err, strcmp(k->check, "ok") ? "  <-- MISMATCH" : "");
    else
        fprintf(f, "%s", k->check);
    if (case_busy(cfg, k))
        fprintf(f, "  (busy: other processes used %.0f%% of the CPUs%s)", 100 * k->other,
                k->share < MIN_SHARE ? ", and this thread was preempted" : "");
    fprintf(f, "\n");
    fflush(f);

    /* geomean accumulators */
    for (int i = 0; i < k->nc; i++) {
        double r = rate(k, cfg, &k->c[i]);
        if (isfinite(r) && r > 0) {
            g->lg[i] += log(r);
            g->n[i]++;
        }
    }
    if (isfinite(ratio) && ratio > 0) {
        g->lg_ratio += log(ratio);
        g->n_ratio++;
    }
    if (isfinite(tt) && tt > 0) {
        g->lg_tt += log(tt);
        g->n_tt++;
    }
    if (isfinite(ratio_c) && ratio_c > 0) {
        g->lg_const_ratio += log(ratio_c);
        g->n_const_ratio++;
    }
    if (isfinite(tt / tt1) && tt / tt1 > 0) {
        g->lg_scaling += log(tt / tt1);
        g->n_scaling++;
    }
    if (isfinite(ttc) && ttc > 0) {
        g->lg_ttc += log(ttc);
        g->n_ttc++;
    }
    if (isfinite(best) && best > 0) {
        g->lg_best += log(best);
        g->n_best++;
    }
    if (isfinite(to_peak) && to_peak > 0) {
        g->lg_peak += log(to_peak);
        g->n_peak++;
    }
    if (isfinite(best_peak) && best_peak > 0) {
        g->lg_best_peak += log(best_peak);
        g->n_best_peak++;
    }

    if (!cfg->json)
        return;
    /* the JSON line */
    const char *unit = k->bytes ? "gbps" : "gflops";
    FILE *j = stdout;
    char key[96];
    fprintf(j, "{\"suite\": \"%s\", \"case\": \"%s\", \"threads\": %d", k->suite, k->name,
            k->threads);
    jstr(j, "budget", cfg->budget);
    jstr(j, "clock", cfg->use_cpu_clock && k->threads == 1 ? "cpu" : "wall");
    fputs(k->extra, j);
    jnum(j, k->bytes ? "bytes" : "flops", k->work);
    /* the summary fields every line has; oneDNN is its best variant */
    double dn = NAN;
    for (int i = 0; i < k->nc; i++)
        if (strncmp(k->c[i].key, "onednn", 6) == 0) {
            double r = rate(k, cfg, &k->c[i]);
            if (isfinite(r) && !(r <= dn))
                dn = r;
        }
    if (k->bytes) {
        static const char *none[] = {"tt_gflops", "onednn_gflops", "openblas_gflops",
                                     "blis_gflops"};
        for (size_t i = 0; i < 4; i++)
            jnum(j, none[i], NAN);
    }
    snprintf(key, sizeof key, "tt_%s", unit);
    jnum(j, key, tt);
    snprintf(key, sizeof key, "onednn_%s", unit);
    jnum(j, key, dn);
    if (cst) {
        /* the best of the constant-weights tt columns (gemm's "tt_const"
         * column is that value itself, so it is not repeated below) */
        snprintf(key, sizeof key, "tt_const_%s", unit);
        jnum(j, key, ttc);
    }
    for (int i = 0; i < k->nc; i++) {
        const col *c = &k->c[i];
        const bm_entry *e = &c->e;
        const bm_stats *q = st(cfg, e, k->threads);
        int ok = usable(e);
        double W = work_of(k, c);
        if (strcmp(c->key, "tt") != 0 && strcmp(c->key, "onednn") != 0 &&
            strcmp(c->key, "tt_const") != 0) {
            snprintf(key, sizeof key, "%s_%s", c->key, unit);
            jnum(j, key, ok ? W / q->med * 1e-9 : NAN);
        }
        snprintf(key, sizeof key, "%s_%s_lo", c->key, unit);
        jnum(j, key, ok ? W / q->q3 * 1e-9 : NAN);
        snprintf(key, sizeof key, "%s_%s_hi", c->key, unit);
        jnum(j, key, ok ? W / q->q1 * 1e-9 : NAN);
        snprintf(key, sizeof key, "%s_%s_min", c->key, unit);
        jnum(j, key, ok ? W / q->max * 1e-9 : NAN);
        snprintf(key, sizeof key, "%s_%s_max", c->key, unit);
        jnum(j, key, ok ? W / q->min * 1e-9 : NAN);
        if (k->threads == 1) {
            /* both clocks at 1 thread, whichever the table uses */
            snprintf(key, sizeof key, "%s_%s_wall", c->key, unit);
            jnum(j, key, ok ? W / e->wall_st.med * 1e-9 : NAN);
            snprintf(key, sizeof key, "%s_%s_cpu", c->key, unit);
            jnum(j, key, ok && e->cpu_st.med > 0 ? W / e->cpu_st.med * 1e-9 : NAN);
        }
        snprintf(key, sizeof key, "%s_ms", c->key);
        jnum(j, key, ok ? q->med * 1e3 : NAN);
        snprintf(key, sizeof key, "%s_runs", c->key);
        jnum(j, key, ok ? e->n : NAN);
        if (c->impl[0]) {
            snprintf(key, sizeof key, "%s_impl", c->key);
            jstr(j, key, c->impl);
        }
        if (c->e.enabled && c->e.failed) {
            snprintf(key, sizeof key, "%s_error", c->key);
            jstr(j, key, "a call failed");
        }
    }
    jstr(j, "best_vendor", best_key);
    jnum(j, k->bytes ? "best_vendor_gbps" : "best_vendor_gflops", best);
    jnum(j, "tt_vs_best", ratio);
    if (cst)
        jnum(j, "tt_const_vs_best", ratio_c);
    if (isfinite(tt1))
        jnum(j, "tt_scaling", tt / tt1);
    jnum(j, "peak_gflops", bench_peak(cfg, k->threads));
    if (k->bytes) {
        jnum(j, "tt_vs_copy", to_peak);
        jnum(j, "best_vs_copy", best_peak);
    } else {
        jnum(j, "tt_vs_peak", to_peak);
        jnum(j, "best_vs_peak", best_peak);
    }
    jnum(j, "max_rel_err", k->err);
    jstr(j, "check", k->check);
    jnum(j, "vendor_max_rel_err", k->vendor_err);
    jnum(j, "tt_first_call_ms", k->tt_first_ms);
    /* other processes' share of all CPUs while the case was measured (0 =
     * alone); the attempts it took and the seconds waited for quiet */
    jnum(j, "other_cpu", k->other);
    jnum(j, "attempts", k->attempts);
    jnum(j, "waited_s", k->waited);
    if (k->threads == 1) {
        /* how much of the wall time this thread was on a CPU: < 0.95 means
         * the machine was busy during the case */
        jnum(j, "cpu_share", k->share);
    }
    fputs("}\n", j);
    fflush(j);
}

void case_geomean(bench_cfg *cfg, const char *suite, int threads, const col *c, int nc,
                  const agg *g, int bytes)
{
    FILE *f = cfg->table;
    fprintf(f, "%-24s", "geomean");
    for (int i = 0; i < nc; i++) {
        if (g->n[i]) {
            char cell[32];
            snprintf(cell, sizeof cell, "%.1f", exp(g->lg[i] / g->n[i]));
            fprintf(f, " %13s", cell);
        } else {
            fprintf(f, " %13s", "-");
        }
    }
    int cst = has_const(c, nc);
    double r = g->n_ratio ? exp(g->lg_ratio / g->n_ratio) : NAN;
    double p = g->n_peak ? exp(g->lg_peak / g->n_peak) : NAN;
    double b = g->n_best_peak ? exp(g->lg_best_peak / g->n_best_peak) : NAN;
    double rc = g->n_const_ratio ? exp(g->lg_const_ratio / g->n_const_ratio) : NAN;
    char rs[4][16];
    double rv[4] = {r, p, b, rc};
    for (int i = 0; i < 4; i++)
        ratio_cell(rs[i], sizeof rs[i], rv[i]);
    fprintf(f, " %8s", rs[0]);
    if (cst)
        fprintf(f, " %8s", rs[3]);
    if (has_1t(c, nc)) {
        char sc[16];
        ratio_cell(sc, sizeof sc, g->n_scaling ? exp(g->lg_scaling / g->n_scaling) : NAN);
        fprintf(f, " %8s", sc);
    }
    fprintf(f, " %8s %9s\n", rs[1], rs[2]);
    fflush(f);
    if (!cfg->json)
        return;
    const char *unit = bytes ? "gbps" : "gflops";
    printf("{\"suite\": \"%s\", \"case\": \"geomean\", \"threads\": %d", suite, threads);
    char key[96];
    snprintf(key, sizeof key, "tt_%s", unit);
    jnum(stdout, key, g->n_tt ? exp(g->lg_tt / g->n_tt) : NAN);
    jnum(stdout, "tt_cases", g->n_tt);
    if (cst) {
        snprintf(key, sizeof key, "tt_const_%s", unit);
        jnum(stdout, key, g->n_ttc ? exp(g->lg_ttc / g->n_ttc) : NAN);
        jnum(stdout, "tt_const_cases", g->n_ttc);
    }
    if (g->n_scaling)
        jnum(stdout, "tt_scaling", exp(g->lg_scaling / g->n_scaling));
    snprintf(key, sizeof key, "best_vendor_%s", unit);
    jnum(stdout, key, g->n_best ? exp(g->lg_best / g->n_best) : NAN);
    for (int i = 0; i < nc; i++) {
        if (strcmp(c[i].key, "tt") == 0 || (cst && strcmp(c[i].key, "tt_const") == 0))
            continue;
        snprintf(key, sizeof key, "%s_%s", c[i].key, unit);
        jnum(stdout, key, g->n[i] ? exp(g->lg[i] / g->n[i]) : NAN);
        snprintf(key, sizeof key, "%s_cases", c[i].key);
        jnum(stdout, key, g->n[i]);
    }
    jnum(stdout, "tt_vs_best", r);
    if (cst)
        jnum(stdout, "tt_const_vs_best", rc);
    jnum(stdout, bytes ? "tt_vs_copy" : "tt_vs_peak", p);
    jnum(stdout, bytes ? "best_vs_copy" : "best_vs_peak", b);
    jnum(stdout, "peak_gflops", bench_peak(cfg, threads));
    printf("}\n");
    fflush(stdout);
}

/* Measure (again while the machine is busy), check, report one case. */
void case_run(bench_cfg *cfg, kase *k, agg *g)
{
    bm_entry es[MAXCOL];
    bm_opts o = cfg->m;
    o.threads = k->threads;
    k->waited = 0;
    for (k->attempts = 1;; k->attempts++) {
        if (cfg->quiet_wait > 0) {
            bench_progress(cfg, "%s %s, %d thread(s): waiting for a quiet machine", k->suite,
                           k->name, k->threads);
            k->waited += bm_wait_quiet(cfg->quiet_wait, allowed_other(cfg, k->threads));
        }
        for (int i = 0; i < k->nc; i++)
            es[i] = k->c[i].e;
        bench_progress(cfg, "%s %s, %d thread(s): measuring%s", k->suite, k->name, k->threads,
                       k->attempts > 1 ? " again (the machine was busy)" : "");
        bm_load l0, l1;
        bm_load_mark(&l0);
        if (bm_measure(es, k->nc, &o) != 0) {
            fprintf(stderr, "tt-bench: out of memory while measuring\n");
            exit(3);
        }
        bm_load_mark(&l1);
        k->other = bm_load_other(&l0, &l1);
        k->share = cpu_share(es, k->nc, k->threads);
        int busy = case_busy(cfg, k), any_failed = 0;
        for (int i = 0; i < k->nc; i++)
            any_failed |= es[i].enabled && es[i].failed;
        if (!busy || any_failed || k->attempts > cfg->retries)
            break;
        for (int i = 0; i < k->nc; i++) {
            bm_entry_free(&es[i]);
            es[i].failed = 0;
            k->c[i].e = es[i];
        }
    }
    for (int i = 0; i < k->nc; i++) {
        k->c[i].e = es[i];
        if (es[i].enabled && es[i].failed) {
            cfg->failures++;
            fprintf(stderr, "tt-bench: %s %s: %s FAILED to run\n", k->suite, k->name,
                    k->c[i].key);
        }
    }
    /* the check: tt against the fastest vendor (or the only reference) */
    int best = -1;
    double br = 0;
    for (int i = 0; i < k->nc; i++) {
        double r = rate(k, cfg, &k->c[i]);
        if (k->c[i].kind == K_VENDOR && isfinite(r) && r > br) {
            br = r;
            best = i;
        }
    }
    k->err = NAN;
    k->check = "unchecked";
    if (best >= 0) {
        if (k->c[best].fix && k->c[best].fix(k->c[best].fix_arg) != 0)
            best = -1;
    }
    if (best >= 0) {
        for (int i = 0; i < k->nc; i++) {
            col *c = &k->c[i];
            if ((c->kind != K_TT && c->kind != K_TT_CONST && c->kind != K_TT_1T) ||
                !usable(&c->e))
                continue;
            if (c->fix && c->fix(c->fix_arg) != 0)
                continue;
            double e = max_rel_err(c->out, k->c[best].out, k->out_len);
            if (isnan(e)) {
                k->check = "unchecked (the reference output is all zeros)";
                k->err = NAN;
                break;
            }
            if (!(e <= k->err))
                k->err = e;
        }
        if (isfinite(k->err) || isinf(k->err))
            k->check = k->err <= TOL ? "ok" : "MISMATCH";
    }
    if (strcmp(k->check, "MISMATCH") == 0) {
        cfg->mismatches++;
        fprintf(stderr,
                "tt-bench: *** MISMATCH *** %s %s (%d thread(s)): tt's max relative error "
                "%.3g against %s exceeds %.0e\n",
                k->suite, k->name, k->threads, k->err, k->c[best].key, TOL);
    }
    /* the other vendors against the fastest too: a contender that computes
     * something else (a wrong im2col, a misread shape) is not timed silently */
    k->vendor_err = NAN;
    for (int i = 0; best >= 0 && i < k->nc; i++) {
        col *c = &k->c[i];
        if (i == best || c->kind != K_VENDOR || !c->out || !usable(&c->e))
            continue;
        if (c->fix && c->fix(c->fix_arg) != 0)
            continue;
        double e = max_rel_err(c->out, k->c[best].out, k->out_len);
        if (!(e <= k->vendor_err))
            k->vendor_err = e;
        if (!(e <= TOL)) {
            cfg->failures++;
            fprintf(stderr,
                    "tt-bench: *** VENDORS DISAGREE *** %s %s (%d thread(s)): %s's max "
                    "relative error %.3g against %s exceeds %.0e\n",
                    k->suite, k->name, k->threads, c->key, e, k->c[best].key, TOL);
        }
    }
    report(cfg, k, g);
    for (int i = 0; i < k->nc; i++)
        bm_entry_free(&k->c[i].e);
}

void case_add(kase *k, const char *key, const char *label, int kind, int (*run)(void *),
              void *arg, int enabled, const float *out)
{
    col *c = &k->c[k->nc++];
    memset(c, 0, sizeof *c);
    c->key = key;
    c->label = label;
    c->kind = kind;
    c->e.name = key;
    c->e.run = run;
    c->e.arg = arg;
    c->e.enabled = enabled && run != NULL;
    c->out = out;
}

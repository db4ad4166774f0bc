/*
 * The worker: Tasks from fz_sh->next_task on, until a stop condition.  For
 * each Task, the configs (the default, three neighbour steps, samples of
 * the space; no two alike), each checked by diff_check against the
 * interpreter and counted in shared memory.  What diff_check says goes to
 * the capture file (fd 2) and decides the kind of a failure.  Before each
 * step the worker says where it is (fz_set_phase), so that the supervisor
 * can record a crash or a hang and resume after it: a resumed Task replays
 * its draws up to fz_sh->next_cfg without checking them.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/fuzz_configs/fuzz.h"
#include "tests/lower/diff.h"
#include "tune/tune.h"

/* --configs, --seconds or --tasks reached */
static int stop_now(long task)
{
    if (fz_sh->configs >= fz_opt.configs)
        return 1;
    if (fz_opt.seconds > 0 && fz_elapsed_s() >= fz_opt.seconds)
        return 1;
    if (fz_opt.ntasks > 0 && task >= fz_opt.first_task + fz_opt.ntasks)
        return 1;
    return 0;
}

/* The kind of a check's result, from what diff_check printed. */
static int classify(int ok, const char *msg)
{
    if (ok)
        return RS_OK;
    if (strstr(msg, "mismatches in"))
        return RS_MISMATCH;
    if (strstr(msg, "compile failed"))
        return RS_COMPILE;
    if (strstr(msg, "run failed"))
        return RS_RUN;
    if (strstr(msg, "interpreter failed"))
        return RS_INTERP;
    return RS_OTHER;
}

/* The last config of a Task, when it vectorizes an axis and a read may be
 * windowed: that read windowed, and the tiles reshaped so that one register tile reads the window
 * alone and spans the vector axis (the shape lower/stream.c streams
 * through registers, which random draws rarely hit).  Kept as drawn when
 * the reshaped config is not valid. */
static void make_streamable(const ir_task *t, lw_sched *c)
{
    lw_sched o = *c;
    int any = 0;
    for (int si = 0; si < t->def->nstmts; si++) {
        lw_nest *n = &c->nest[si];
        if (c->mode[si] != SM_ROOT || n->vec < 0 || n->vec >= LW_VEC_RED || n->lanes < 4)
            continue;
        const ir_stmt *st = &t->def->stmts[si];
        const ir_expr *rd[LW_MAX_READS];
        int nreads = lw_stage_reads(st, rd, LW_MAX_READS), win = 0;
        for (int q = 0; q < nreads && !win; q++)
            if (n->pack[q] == PK_WIN || lw_read_windowable(t, si, rd[q])) {
                n->pack[q] = PK_WIN;
                win = 1;
                /* the vector lanes along the window's rows (its innermost
                   index moves with them, at a stride of 1..3) */
                int last = rd[q]->nargs - 1;
                for (int a = 0; a < st->nspatial; a++) {
                    int64_t k = lw_coef(t, si, rd[q]->args[last], a);
                    if (k >= 1 && k <= 3)
                        n->vec = (int8_t)a;
                }
            }
        int ns = st->nspatial, v = n->vec;
        int64_t W = n->lanes, E = t->extent[si][v];
        if (!win || E > 4 * W)
            continue;
        int32_t xv = (int32_t)((E + W - 1) / W * W);
        n->tile[v][0] = n->tile[v][1] = n->tile[v][2] = xv;
        for (int a = 0; a < ns; a++) {
            if (a == v)
                continue;
            int32_t t2 = n->tile[a][2];
            n->tile[a][1] = t2;
            n->tile[a][0] = (int32_t)((t->extent[si][a] + t2 - 1) / t2 * t2);
        }
        for (int r = 0; r < st->nvars - ns; r++)
            n->rtile[r] = (int32_t)t->extent[si][ns + r];
        n->unroll = 64;
        any = 1;
    }
    if (!any || lw_sched_check(t, c, NULL, 0) != 0)
        *c = o;
}

int fz_worker(void)
{
    fz_shared *sh = fz_sh;
    fflush(stderr);
    dup2(sh->cap_fd, 2);   /* diff.h reports on stderr: captured per step */
    diff_env env;
    if (diff_open(&env) != 0)
        return 3;
    lw_sched *seen = malloc((size_t)fz_opt.per_task * sizeof *seen);
    if (!seen)
        return 3;
    for (long ti = sh->next_task;; ti++) {
        if (stop_now(ti))
            break;
        int kstart = ti == sh->next_task ? sh->next_cfg : 0;
        sh->next_task = ti;
        sh->next_cfg = kstart;
        fz_task tk;
        ir_deflist l;
        ir_def *d = NULL;
        ir_task *t = NULL;
        {
            char gd[160];
            tt_snprintf(gd, sizeof gd, "(generating task %ld; replay: tt-fuzz-configs --seed %llu "
                        "--first-task %ld --tasks 1)\n", ti, (unsigned long long)fz_opt.seed, ti);
            sh->cur_op[0] = 0;
            sh->cur_features = 0;
            fz_set_phase(PH_TASK, ti, -1, "?", gd);
        }
        if (fz_make_task(ti, &tk, &l, &d, &t, kstart == 0) != 0) {
            fz_free_task(&tk);
            sh->next_task = ti + 1;
            sh->next_cfg = 0;
            continue;
        }
        fz_fam *fam = fz_fam_get(tk.family);
        sh->cur_features = tk.features;
        if (kstart == 0) {
            sh->tasks++;
            fam->tasks++;
            fz_feat_count(tk.features, 1, 0, -1, 0);
        }
        {
            tt_buf db = {0};
            fz_describe(&db, &tk, d, ti, -1, NULL);
            fz_op_file_text(&tk, sh->cur_op, sizeof sh->cur_op);
            fz_set_phase(PH_TASK, ti, -1, tk.family, db.s);
            tt_buf_free(&db);
        }
        if (fz_opt.dry_run) {
            if (fz_opt.verbose)
                fprintf(fz_log, "task %ld %s [%s] threads=%d work %.0f\n%s", ti, tk.family,
                        tk.shapes, tk.threads, fz_task_work(t), tk.text ? tk.text : "");
            goto next;
        }
        uint64_t rng = fz_task_rng(ti) ^ 0xA5A5A5A5A5A5A5A5ull;
        tune_space *sp = tune_space_new(t);
        if (!sp) {
            if (kstart == 0) {
                sh->res[RS_SPACE]++;
                fam->res[RS_SPACE]++;
                fz_feat_count(tk.features, 0, 0, RS_SPACE, 0);
                fz_record_failure(RS_SPACE, ti, -1, tk.family, "tune_space_new failed",
                                  sh->cur_desc);
                fz_write_op_file(&tk, ti);
            }
            goto next;
        }
        lw_sched base = sp->base, cur;
        int nseen = 0;
        tune_canon(sp, &base);
        cur = base;
        for (int k = 0; k < fz_opt.per_task; k++) {
            lw_sched c;
            int got = 0, sample_failed = 0;
            for (int tries = 0; tries < 12 && !got; tries++) {
                int st;
                if (k == 0 && tries == 0) {
                    c = base;
                    st = 0;
                } else if ((k == 1 || k == 2 || k == 3) && tries < 4) {
                    /* neighbour walks: 1 -> 2 from the default, 3 from the default */
                    if (k == 3)
                        cur = base;
                    st = tune_neighbor(sp, &cur, &rng, &c);
                } else {
                    st = tune_sample(sp, &rng, &c);
                }
                if (st != 0) {
                    if (k > 0 && tries < 4 && (k == 1 || k == 2 || k == 3))
                        continue;   /* no neighbour: sample instead */
                    sample_failed = 1;
                    break;
                }
                tune_canon(sp, &c);
                int dup = 0;
                for (int q = 0; q < nseen && !dup; q++)
                    dup = tune_sched_equal(sp, &seen[q], &c);
                if (!dup)
                    got = 1;
            }
            if (!got) {
                /* the space is smaller than per_task, or sampling failed */
                if (k >= kstart && sample_failed) {
                    sh->res[RS_SPACE]++;
                    fam->res[RS_SPACE]++;
                    fz_feat_count(tk.features, 0, 0, RS_SPACE, 0);
                    fz_record_failure(RS_SPACE, ti, k, tk.family,
                                      "tune_sample found no valid config", sh->cur_desc);
                } else if (k >= kstart) {
                    sh->dup_skipped++;
                }
                break;
            }
            seen[nseen++] = c;
            if (k == 1 || k == 2)
                cur = c;
            if (k == fz_opt.per_task - 1 && k > 0)
                make_streamable(t, &c);
            if (k < kstart)
                continue;   /* resumed after a crash: replay the draws */
            if (sh->configs >= fz_opt.configs ||
                (fz_opt.seconds > 0 && fz_elapsed_s() >= fz_opt.seconds))
                break;
            tt_buf cb = {0}, db = {0};
            lw_sched_print(&cb, t, &c);
            fz_describe(&db, &tk, d, ti, k, cb.s);
            fz_set_phase(PH_CHECK, ti, k, tk.family, db.s);
            if (fz_opt.verbose)
                fprintf(fz_log, "task %ld cfg %d %s [%s] threads=%d %s\n", ti, k, tk.family,
                        tk.shapes, tk.threads, cb.s);
            fz_cap_reset();
            char what[64];
            tt_snprintf(what, sizeof what, "task %ld config %d", ti, k);
            double c0 = tt_now_ms();
            int ok = tk.rows_m
                         ? diff_check_rows(&env, t, &c, tk.attrs[0] ? tk.attrs : NULL,
                                           tk.shapes, tk.rows_m, (uint64_t)ti * 64 + (uint64_t)k,
                                           what)
                         : diff_check(&env, t, &c, (uint64_t)ti * 64 + (uint64_t)k, what);
            sh->rows_configs += tk.rows_m > 0;
            double ms = tt_now_ms() - c0;
            char msg[1024];
            fz_cap_read(msg, sizeof msg);
            int res = classify(ok, msg);
            sh->configs++;
            sh->check_ms += ms;
            sh->res[res]++;
            sh->dtype_configs[tk.dtype == DT_F64 ? 1 : tk.dtype == DT_I32 ? 2 : 0]++;
            int kept = 0, window = 0, all = 0, pipe = 0;
            for (int si = 0; si < t->def->nstmts; si++)
                for (int q = 0; q < LW_MAX_READS && c.mode[si] == SM_ROOT; q++) {
                    kept |= LW_PACK_KEPT(c.nest[si].pack[q]);
                    window |= c.nest[si].pack[q] == PK_WIN;
                    all |= LW_PACK_ALL(c.nest[si].pack[q]);
                    pipe |= LW_PACK_PIPE(c.nest[si].pack[q]);
                }
            sh->kept_configs += kept;
            sh->window_configs += window;
            sh->fused_configs += c.form;
            if (window) {   /* a window streamed through registers (stream.c) */
                char lm[256];
                lw_prog *lp = lw_lower(t, &c, lm, sizeof lm);
                int streamed = 0;
                for (int b = 0; lp && b < lp->nbufs; b++)
                    streamed |= lp->bufs[b].stream;
                sh->stream_configs += streamed;
                lw_prog_free(lp);
            }
            sh->all_tiles_configs += all;
            if (pipe) {   /* did the pipe pass pipeline it (pipe.c)? */
                char lm[256];
                lw_prog *lp = lw_lower(t, &c, lm, sizeof lm);
                int piped = 0;
                for (int v = 0; lp && v < lp->nvars; v++)
                    piped |= strcmp(lp->vars[v].name, "pipe.id") == 0;
                sh->pipe_configs++;
                sh->piped_configs += piped;
                lw_prog_free(lp);
            }
            fam->configs++;
            fam->res[res]++;
            fam->ms += ms;
            fz_feat_count(tk.features, 0, 1, res, ms);
            sh->next_cfg = k + 1;
            if (res != RS_OK) {
                fz_record_failure(res, ti, k, tk.family, msg, db.s);
                fz_write_op_file(&tk, ti);
            }
            fz_set_phase(PH_TASK, ti, k, tk.family, NULL);
            tt_buf_free(&cb);
            tt_buf_free(&db);
            if (sh->configs % 100 == 0)
                fz_progress();
        }
        tune_space_free(sp);
    next:
        ir_task_free(t);
        ir_deflist_free(&l);
        fz_free_task(&tk);
        sh->next_task = ti + 1;
        sh->next_cfg = 0;
    }
    fz_set_phase(PH_IDLE, sh->next_task, 0, "-", NULL);
    sh->worker_done = 1;
    free(seen);
    diff_close(&env);
    return 0;
}


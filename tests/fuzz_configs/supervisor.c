/*
 * The supervisor: runs the worker (worker.c) in a forked process and waits.
 * A worker that dies (a signal, an unexpected exit) or stays in one check
 * longer than --timeout (killed) leaves in shared memory where it was; the
 * failure is recorded as a crash or a hang with that Task's description,
 * reproducer and operator file, and a new worker resumes after it.  The
 * worker's fd 2 is the capture file, read back for the failure's message.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/fuzz_configs/fuzz.h"

/* ---- the capture file and the worker's phase ------------------------------- */

/* Empty the capture (what the next step says on stderr). */
void fz_cap_reset(void)
{
    fflush(stderr);
    if (ftruncate(fz_sh->cap_fd, 0) != 0) {
        /* the capture only loses old text */
    }
    lseek(fz_sh->cap_fd, 0, SEEK_SET);
}

/* What the current step said so far, NUL-terminated, at most n - 1 bytes. */
void fz_cap_read(char *buf, size_t n)
{
    fflush(stderr);
    ssize_t got = pread(fz_sh->cap_fd, buf, n - 1, 0);
    buf[got > 0 ? got : 0] = 0;
}

/* The worker enters phase ph of (task, cfg); desc: NULL keeps the last. */
void fz_set_phase(int ph, long task, int cfg, const char *family, const char *desc)
{
    fz_sh->cur_task = task;
    fz_sh->cur_cfg = cfg;
    tt_snprintf(fz_sh->cur_family, sizeof fz_sh->cur_family, "%s", family);
    if (desc)
        tt_snprintf(fz_sh->cur_desc, sizeof fz_sh->cur_desc, "%s", desc);
    fz_sh->phase_ms = tt_now_ms();
    __atomic_store_n(&fz_sh->phase, ph, __ATOMIC_SEQ_CST);
}

/* ---- supervisor ------------------------------------------------------------ */

/* Record the worker's death (kind RS_CRASH or RS_HANG) where it was, write
 * its files, and set where the next worker starts. */
static void after_death(const char *how, int kind)
{
    fz_shared *sh = fz_sh;
    char msg[1024], cap[900];
    fz_cap_read(cap, sizeof cap);
    tt_snprintf(msg, sizeof msg, "%s%s%s", how, cap[0] ? "; stderr:\n" : "", cap);
    long task = sh->cur_task;
    int cfg = sh->cur_cfg;
    fz_fam *fam = fz_fam_get(sh->cur_family);
    if (sh->phase == PH_CHECK) {
        sh->configs++;
        fam->configs++;
        sh->res[kind]++;
        fam->res[kind]++;
        fz_feat_count(sh->cur_features, 0, 1, kind, 0);
        fz_record_failure(kind, task, cfg, sh->cur_family, msg, sh->cur_desc);
        sh->next_task = task;
        sh->next_cfg = cfg + 1;
    } else {
        sh->res[kind]++;
        fam->res[kind]++;
        fz_feat_count(sh->cur_features, 0, 0, kind, 0);
        fz_record_failure(kind, task, -1, sh->cur_family, msg, sh->cur_desc);
        sh->next_task = task + 1;
        sh->next_cfg = 0;
    }
    /* the op file: a generated text is in the description */
    if (fz_opt.out_dir) {
        mkdir(fz_opt.out_dir, 0777);
        char path[4096];
        tt_snprintf(path, sizeof path, "%s/fail-T%ld.txt", fz_opt.out_dir, task);
        FILE *f = fopen(path, "w");
        if (f) {
            fprintf(f, "%s\n%s", msg, sh->cur_desc);
            fclose(f);
        }
        fz_write_op_text(sh->cur_op, task);
    }
}

/* Run workers until one finishes; 0, or 3 when no worker can run. */
int fz_supervise(void)
{
    fz_shared *sh = fz_sh;
    for (;;) {
        fflush(stdout);
        fflush(stderr);
        fflush(fz_log);
        sh->phase = PH_IDLE;
        pid_t pid = fork();
        if (pid < 0) {
            perror("fork");
            return 3;
        }
        if (pid == 0) {
            int rc = fz_worker();
            fflush(stdout);
            fflush(fz_log);
            _exit(rc);
        }
        int st = 0, hung = 0;
        for (;;) {
            pid_t w = waitpid(pid, &st, WNOHANG);
            if (w == pid)
                break;
            if (w < 0 && errno != EINTR) {
                perror("waitpid");
                return 3;
            }
            if (sh->phase == PH_CHECK && tt_now_ms() - sh->phase_ms > fz_opt.timeout_s * 1000) {
                kill(pid, SIGKILL);
                waitpid(pid, &st, 0);
                hung = 1;
                break;
            }
            usleep(20000);
        }
        if (hung) {
            char how[128];
            tt_snprintf(how, sizeof how, "no result after %.0f s: killed", fz_opt.timeout_s);
            after_death(how, RS_HANG);
        } else if (sh->worker_done) {
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
                fz_record_failure(RS_CRASH, sh->next_task, -1, "-",
                                  "the worker failed at exit", "");
            return 0;
        } else if (WIFEXITED(st) && WEXITSTATUS(st) == 3) {
            fprintf(stderr, "tt-fuzz-configs: the worker could not open the LLVM backend\n");
            return 3;
        } else {
            char how[128];
            if (WIFSIGNALED(st))
                tt_snprintf(how, sizeof how, "the worker died of signal %d (%s)", WTERMSIG(st),
                            strsignal(WTERMSIG(st)));
            else
                tt_snprintf(how, sizeof how, "the worker exited with status %d",
                            WEXITSTATUS(st));
            after_death(how, RS_CRASH);
        }
        if (++sh->restarts > 1000) {
            fprintf(stderr, "tt-fuzz-configs: more than 1000 worker restarts; giving up\n");
            return 3;
        }
    }
}


/*
 * tt-fuzz-configs: a long differential fuzz of the knob space.
 *
 * Loops until --configs N configs are checked (or --seconds S pass): picks
 * an operator -- a shipped one with random attributes, or one written by a
 * small random grammar (elementwise expressions, reductions, windows,
 * contractions with transposed operands, producer/consumer fusion, padded
 * intermediates, several outputs; f32, f64, i32) -- binds it to random
 * shapes (sizes 1..70, biased to 1, primes and non-multiples of 16, work
 * bounded), draws configs (the default, neighbour walks from it, uniform
 * samples of the space) and checks each with tests/lower/diff.h's
 * diff_check: compiled with the LLVM backend, run on seeded data, compared
 * with the reference interpreter.
 *
 * The checking runs in a forked worker; a crash or a hang of the compiler
 * is recorded with its reproducer and a new worker resumes after it.
 * Everything is a function of --seed and the task index, so
 * `--seed S --first-task T --tasks 1` replays one task.
 *
 * usage: tt-fuzz-configs [--configs N] [--seconds S] [--seed S] ... (--help)
 * Exit 0: every config matched; 1: a mismatch, error, crash or hang; 2: usage.
 *
 * This file reads the options and runs the worker under the supervisor;
 * fuzz.h lists the other files.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "tests/fuzz_configs/fuzz.h"

fz_shared *fz_sh;
fz_opts fz_opt;
FILE *fz_log;

static const char *usage_text =
    "usage: tt-fuzz-configs [options]\n"
    "\n"
    "Check random configs of random Tasks against the reference interpreter.\n"
    "\n"
    "  --configs N      stop after N configs (default 10000)\n"
    "  --seconds S      or after S seconds (default: no limit)\n"
    "  --seed S         reproducible stream of Tasks (default 1)\n"
    "  --per-task K     configs per Task: the default, 3 neighbour steps, samples (8)\n"
    "  --max-work W     bound on a Task's loop iterations, all statements (1e6)\n"
    "  --max-threads T  Tasks bound for 1..T threads (default 2)\n"
    "  --only WHAT      shipped | generated | an operator name | gen:KIND\n"
    "  --first-task T   start at Task T (replay: --first-task T --tasks 1)\n"
    "  --tasks N        stop after N Tasks\n"
    "  --timeout S      a config running longer is a hang (default 300)\n"
    "  --out-dir DIR    write failing operators there (fail-T<task>.tt)\n"
    "  --json FILE      write the summary as JSON ('-': stdout)\n"
    "  --tt PATH        the tt tool named in reproducers (default build/tt)\n"
    "  --no-fork        check in this process (no crash recovery; for sanitizers)\n"
    "  --verbose        print every config\n"
    "  --dry-run        only generate, parse and bind the Tasks (tests the generator)\n";

static int num_arg(const char *a, const char *v, double lo, double hi, double *out)
{
    char *end;
    double x = v ? strtod(v, &end) : 0;
    if (!v || end == v || *end || !(x >= lo && x <= hi)) {
        fprintf(stderr, "tt-fuzz-configs: %s needs a number from %g to %g\n", a, lo, hi);
        return -1;
    }
    *out = x;
    return 0;
}

int main(int argc, char **argv)
{
    fz_opt.configs = 10000;
    fz_opt.seed = 1;
    fz_opt.per_task = 8;
    fz_opt.max_work = 1e6;
    fz_opt.max_threads = 2;
    fz_opt.timeout_s = 300;
    fz_opt.tt = "build/tt";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        double x;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (!strcmp(a, "--configs")) {
            if (num_arg(a, v, 1, 1e9, &x))
                return 2;
            fz_opt.configs = (long)x;
            i++;
        } else if (!strcmp(a, "--seconds")) {
            if (num_arg(a, v, 0, 1e7, &x))
                return 2;
            fz_opt.seconds = x;
            i++;
        } else if (!strcmp(a, "--seed")) {
            if (num_arg(a, v, 0, 1e18, &x))
                return 2;
            fz_opt.seed = strtoull(v, NULL, 10);
            i++;
        } else if (!strcmp(a, "--per-task")) {
            if (num_arg(a, v, 1, 64, &x))
                return 2;
            fz_opt.per_task = (int)x;
            i++;
        } else if (!strcmp(a, "--max-work")) {
            if (num_arg(a, v, 1, 1e10, &x))
                return 2;
            fz_opt.max_work = x;
            i++;
        } else if (!strcmp(a, "--max-threads")) {
            if (num_arg(a, v, 1, 64, &x))
                return 2;
            fz_opt.max_threads = (int)x;
            i++;
        } else if (!strcmp(a, "--first-task")) {
            if (num_arg(a, v, 0, 1e15, &x))
                return 2;
            fz_opt.first_task = (long)x;
            i++;
        } else if (!strcmp(a, "--tasks")) {
            if (num_arg(a, v, 1, 1e15, &x))
                return 2;
            fz_opt.ntasks = (long)x;
            i++;
        } else if (!strcmp(a, "--timeout")) {
            if (num_arg(a, v, 1, 1e6, &x))
                return 2;
            fz_opt.timeout_s = x;
            i++;
        } else if (!strcmp(a, "--out-dir") && v) {
            fz_opt.out_dir = v;
            i++;
        } else if (!strcmp(a, "--json") && v) {
            fz_opt.json = v;
            i++;
        } else if (!strcmp(a, "--only") && v) {
            fz_opt.only = v;
            i++;
        } else if (!strcmp(a, "--tt") && v) {
            fz_opt.tt = v;
            i++;
        } else if (!strcmp(a, "--no-fork")) {
            fz_opt.no_fork = 1;
        } else if (!strcmp(a, "--dry-run")) {
            fz_opt.dry_run = 1;
        } else if (!strcmp(a, "--verbose")) {
            fz_opt.verbose = 1;
        } else {
            fprintf(stderr, "tt-fuzz-configs: unknown option '%s' (see --help)\n", a);
            return 2;
        }
    }
    fz_sh = mmap(NULL, sizeof *fz_sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (fz_sh == MAP_FAILED) {
        perror("mmap");
        return 3;
    }
    memset(fz_sh, 0, sizeof *fz_sh);
    fz_sh->t0_ms = tt_now_ms();
    fz_sh->next_task = fz_opt.first_task;
    /* the capture file: a worker's fd 2, read back to classify and report;
     * named, so that what a dying --no-fork process said (a sanitizer
     * report) stays readable; removed at the end */
    const char *tmp = getenv("TMPDIR");
    char cap_path[4096];
    tt_snprintf(cap_path, sizeof cap_path, "%s/tt-fuzz-configs-XXXXXX.stderr",
                tmp && *tmp ? tmp : "/tmp");
    fz_sh->cap_fd = mkstemps(cap_path, 7);
    if (fz_sh->cap_fd < 0) {
        perror("mkstemps");
        return 3;
    }
    int real2 = dup(2);
    fz_log = fdopen(real2, "w");
    setvbuf(fz_log, NULL, _IOLBF, 0);
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("tt-fuzz-configs: seed %llu, %ld configs%s, %d per Task, work <= %g, threads 1..%d%s\n",
           (unsigned long long)fz_opt.seed, fz_opt.configs,
           fz_opt.seconds > 0 ? " or the time limit" : "", fz_opt.per_task, fz_opt.max_work,
           fz_opt.max_threads, fz_opt.no_fork ? ", no fork" : "");
    if (fz_opt.no_fork)
        printf("stderr of the checks goes to %s (kept if this process dies)\n", cap_path);
    int rc = fz_opt.no_fork ? fz_worker() : fz_supervise();
    unlink(cap_path);
    double secs = fz_elapsed_s();
    dup2(real2, 2);
    fz_report(secs);
    if (rc)
        return rc;
    return fz_failures_total() ? 1 : 0;
}

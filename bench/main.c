/*
 * tt-bench: tt against OpenBLAS, BLIS and oneDNN, interleaved in one
 * process.  See bench/README.md for the columns, the fairness settings and
 * the JSON.
 *
 *   main: options -> machine header, vendor loading (fairness settings)
 *         -> FMA peak per thread count -> for each thread count, each suite
 *         -> exit 1 if a tt result mismatched or a contender failed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "bench/bench.h"
#include "tt.h"

#define MAX_THREADS 64

static double peaks[MAX_THREADS + 1], peaks_wall[MAX_THREADS + 1];

static const char *usage =
    "usage: tt-bench [--suite gemm|conv|mem|all] [--sizes LIST] [--threads LIST]\n"
    "                [--budget B] [--repeat-ms MS] [--json] [more options]\n"
    "\n"
    "Runs tt side by side with oneDNN, OpenBLAS and BLIS, interleaved per case,\n"
    "and prints GFLOP/s (GB/s for mem): the median of repeated runs with the\n"
    "spread, the ratio of tt to the best vendor library and to the FMA peak.\n"
    "\n"
    "  --suite S        gemm, conv, mem or all, or a comma list (default all)\n"
    "  --sizes LIST     comma list: numbers select gemm square sizes, words select\n"
    "                   cases whose name contains them (default: every case)\n"
    "  --threads LIST   thread counts, e.g. 1,2 (default 1,2)\n"
    "  --conv-cases F   the conv suite runs the cases of file F instead of its own:\n"
    "                   one a line, name C H W F R S stride_h stride_w pad_h pad_w\n"
    "                   dil_h dil_w groups (batch 1; '#' starts a comment)\n"
    "  --budget B       tt's per-Task tuning budget at first call: 500ms, 30s,\n"
    "                   64trials, 0 (default 2s); passed as tt_ctx_new(\"budget=B\")\n"
    "  --repeat-ms MS   timed work per contender per case (default 200)\n"
    "  --min-runs N     and at least N samples (default 5)\n"
    "  --burst-ms MS    length of one contender's turn (default repeat-ms/8)\n"
    "  --gap-ms MS      idle time before each turn (default 0 at 1 thread, 10 above)\n"
    "  --quiet-wait S   before each case, wait up to S seconds until other processes\n"
    "                   use <= busy-max of the CPUs (default 30; 0: never wait)\n"
    "  --busy-max F     the share of all CPUs other processes may use during a case\n"
    "                   (default 0.10); above it the case is measured again\n"
    "  --retries N      at most N more times (default 2), then reported as busy\n"
    "  --clock C        wall (default) or cpu: at 1 thread, medians from the thread's\n"
    "                   CPU time (robust on a busy machine); wall is always used above\n"
    "  --json           one JSON object per line on stdout (a meta line first, a\n"
    "                   geomean line after each suite); the table goes to stderr\n"
    "  --table FILE     write the table to FILE instead (progress stays on stderr)\n"
    "  --blis-arch A    BLIS sub-configuration: auto-skx (default: BLIS's own choice,\n"
    "                   skx if that is 'generic'), skx, zen3, haswell, ..., auto\n"
    "  --openblas PATH  --blis PATH   the libraries to dlopen (default: Debian's)\n"
    "  --peak-ms MS     length of one FMA peak trial (default 100; 9 trials)\n"
    "  --quiet          no progress lines on stderr\n"
    "  --help           this text\n"
    "\n"
    "Exit status: 0; 1 if a tt result mismatched or a contender failed; 2 usage.\n";

double bench_peak(const bench_cfg *cfg, int threads)
{
    (void)cfg;
    return threads >= 1 && threads <= MAX_THREADS && peaks[threads] > 0 ? peaks[threads] : NAN;
}

void bench_progress(const bench_cfg *cfg, const char *fmt, ...)
{
    if (!cfg->progress)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "\r\033[K# ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\r");
    va_end(ap);
    fflush(stderr);
}

static void cpu_name(char *out, size_t n)
{
    char vendor[64] = "?", model[128] = "?", line[512];
    int family = -1, mdl = -1;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        while (fgets(line, sizeof line, f)) {
            char *v = strchr(line, ':');
            if (!v)
                continue;
            v += 1 + (v[1] == ' ');
            v[strcspn(v, "\n")] = 0;
            if (!strncmp(line, "vendor_id", 9) && vendor[0] == '?')
                snprintf(vendor, sizeof vendor, "%s", v);
            else if (!strncmp(line, "model name", 10) && model[0] == '?')
                snprintf(model, sizeof model, "%s", v);
            else if (!strncmp(line, "cpu family", 10) && family < 0)
                family = atoi(v);
            else if (!strncmp(line, "model\t", 6) && mdl < 0)
                mdl = atoi(v);
        }
        fclose(f);
    }
    snprintf(out, n, "%s, %s, family %d (0x%x) model %d (0x%x), %ld CPUs online", model, vendor,
             family, family, mdl, mdl, sysconf(_SC_NPROCESSORS_ONLN));
}

static void loadavg(char *out, size_t n)
{
    FILE *f = fopen("/proc/loadavg", "r");
    out[0] = 0;
    if (f) {
        if (fgets(out, (int)n, f))
            out[strcspn(out, "\n")] = 0;
        fclose(f);
    }
}

static void json_escape(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if (*s == '\n')
            fputs("\\n", f);
        else if ((unsigned char)*s >= 0x20)
            fputc(*s, f);
    }
    fputc('"', f);
}

static int parse_list(const char *s, int *out, int max)
{
    int n = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", s);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        char *end;
        long v = strtol(t, &end, 10);
        if (*end || v < 1 || v > MAX_THREADS || n == max)
            return -1;
        out[n++] = (int)v;
    }
    return n;
}

static int want_suite(const char *list, const char *name)
{
    if (strcmp(list, "all") == 0)
        return 1;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
        if (strcmp(t, name) == 0 || strcmp(t, "all") == 0)
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    bench_cfg cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.budget = "2s";
    cfg.m.repeat_ms = 200;
    cfg.m.min_runs = 5;
    cfg.quiet_wait = 30;
    cfg.busy_max = 0.10;
    cfg.retries = 2;
    double burst = -1, gap = -1, peak_ms = 100;
    const char *suites = "all", *threads_s = "1,2", *blis_arch = "auto-skx";
    const char *table_path = NULL, *conv_path = NULL;
    const char *ob_path = NULL, *blis_path = NULL;
    int quiet = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define TAKE()                                                                      \
    do {                                                                            \
        if (!v) {                                                                   \
            fprintf(stderr, "tt-bench: %s needs a value\n%s", a, usage);            \
            return 2;                                                               \
        }                                                                           \
        i++;                                                                        \
    } while (0)
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--suite")) {
            TAKE();
            suites = v;
        } else if (!strcmp(a, "--sizes")) {
            TAKE();
            cfg.filter = v;
        } else if (!strcmp(a, "--threads")) {
            TAKE();
            threads_s = v;
        } else if (!strcmp(a, "--conv-cases")) {
            TAKE();
            conv_path = v;
        } else if (!strcmp(a, "--budget")) {
            TAKE();
            cfg.budget = v;
        } else if (!strcmp(a, "--repeat-ms")) {
            TAKE();
            cfg.m.repeat_ms = atof(v);
        } else if (!strcmp(a, "--min-runs")) {
            TAKE();
            cfg.m.min_runs = atoi(v);
        } else if (!strcmp(a, "--burst-ms")) {
            TAKE();
            burst = atof(v);
        } else if (!strcmp(a, "--gap-ms")) {
            TAKE();
            gap = atof(v);
        } else if (!strcmp(a, "--quiet-wait")) {
            TAKE();
            cfg.quiet_wait = atof(v);
        } else if (!strcmp(a, "--busy-max")) {
            TAKE();
            cfg.busy_max = atof(v);
        } else if (!strcmp(a, "--retries")) {
            TAKE();
            cfg.retries = atoi(v);
        } else if (!strcmp(a, "--peak-ms")) {
            TAKE();
            peak_ms = atof(v);
        } else if (!strcmp(a, "--clock")) {
            TAKE();
            if (strcmp(v, "wall") && strcmp(v, "cpu")) {
                fprintf(stderr, "tt-bench: --clock wall or cpu, not '%s'\n", v);
                return 2;
            }
            cfg.use_cpu_clock = !strcmp(v, "cpu");
        } else if (!strcmp(a, "--json")) {
            cfg.json = 1;
        } else if (!strcmp(a, "--blis-arch")) {
            TAKE();
            blis_arch = v;
        } else if (!strcmp(a, "--openblas")) {
            TAKE();
            ob_path = v;
        } else if (!strcmp(a, "--blis")) {
            TAKE();
            blis_path = v;
        } else if (!strcmp(a, "--table")) {
            TAKE();
            table_path = v;
        } else if (!strcmp(a, "--quiet")) {
            quiet = 1;
        } else {
            fprintf(stderr, "tt-bench: unknown option '%s'\n%s", a, usage);
            return 2;
        }
    }
    int threads[16];
    int nthreads = parse_list(threads_s, threads, 16);
    if (nthreads <= 0) {
        fprintf(stderr, "tt-bench: --threads wants a comma list of 1..%d, not '%s'\n",
                MAX_THREADS, threads_s);
        return 2;
    }
    if (!(cfg.m.repeat_ms > 0) || cfg.m.min_runs < 1 || !(peak_ms > 0)) {
        fprintf(stderr, "tt-bench: --repeat-ms, --min-runs and --peak-ms must be positive\n");
        return 2;
    }
    static const char *names[] = {"gemm", "conv", "mem"};
    int any_suite = 0;
    for (int s = 0; s < 3; s++)
        any_suite |= want_suite(suites, names[s]);
    if (!any_suite) {
        fprintf(stderr, "tt-bench: --suite gemm, conv, mem or all, not '%s'\n", suites);
        return 2;
    }
    conv_case *conv_cases = NULL;
    if (conv_path) {
        char err[512];
        if (!want_suite(suites, "conv")) {
            fprintf(stderr, "tt-bench: --conv-cases goes with the conv suite (--suite %s)\n",
                    suites);
            return 2;
        }
        if (conv_cases_load(conv_path, &conv_cases, &cfg.nconv_cases, err, sizeof err) != 0) {
            fprintf(stderr, "tt-bench: --conv-cases %s\n", err);
            return 2;
        }
        cfg.conv_cases = conv_cases;
    }
    /* vendors first: the fairness settings must precede their loading, and
     * BLIS's autodetection forks (best before any thread exists) */
    char notes[4096] = "";
    vb_load(ob_path, blis_path, blis_arch, notes, sizeof notes);
    /* the budget must parse for tt: try it before anything runs */
    {
        char o[160];
        snprintf(o, sizeof o, "budget=%s", cfg.budget);
        tt_ctx *c = tt_ctx_new(o);
        if (!c) {
            fprintf(stderr, "tt-bench: --budget %s: %s\n", cfg.budget, tt_errmsg(NULL));
            return 2;
        }
        tt_ctx_free(c);
    }
    cfg.table = cfg.json ? stderr : stdout;
    FILE *table_file = NULL;
    if (table_path) {
        if (!(table_file = fopen(table_path, "w"))) {
            fprintf(stderr, "tt-bench: --table %s: %s\n", table_path, strerror(errno));
            return 2;
        }
        cfg.table = table_file;
    }
    cfg.progress = !quiet && isatty(2);

    char err[256];
    if (dn_init(err, sizeof err) != 0)
        snprintf(notes + strlen(notes), sizeof notes - strlen(notes), "%s\n", err);

    char cpu[256], load0[128], date[64];
    cpu_name(cpu, sizeof cpu);
    loadavg(load0, sizeof load0);
    time_t now = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S %z", localtime(&now));
    struct utsname un;
    uname(&un);

    /* FMA peak per thread count */
    for (int i = 0; i < nthreads; i++) {
        bench_progress(&cfg, "FMA peak, %d thread(s)", threads[i]);
        if (peaks[threads[i]] == 0)
            peaks[threads[i]] = bm_fma_peak(threads[i], 9, peak_ms, &peaks_wall[threads[i]]);
    }

    FILE *t = cfg.table;
    fprintf(t, "tt-bench  %s  on %s (%s)\n", date, un.nodename, un.release);
    fprintf(t, "CPU       %s\n", cpu);
    fprintf(t, "load      %s (/proc/loadavg at start)\n", load0);
    fprintf(t, "tt        %s; budget=%s (tt_ctx_new option)\n", tt_version(), cfg.budget);
    fprintf(t, "oneDNN    %s\n", dn_describe());
    fprintf(t, "OpenBLAS  %s\n", vb_describe(VB_OPENBLAS));
    fprintf(t, "BLIS      %s\n", vb_describe(VB_BLIS));
    fprintf(t, "fairness\n");
    for (char *save = NULL, *l = strtok_r(notes, "\n", &save); l;
         l = strtok_r(NULL, "\n", &save))
        fprintf(t, "  %s\n", l);
    /* strtok_r cut notes into lines: rebuild them for the JSON below */
    for (size_t i = 0; i + 1 < sizeof notes; i++)
        if (notes[i] == 0 && notes[i + 1] != 0)
            notes[i] = '\n';
    fprintf(t, "threads   tt: tt_ctx_new(\"threads=N\"); oneDNN: omp_set_num_threads(N) "
               "before creating primitives; OpenBLAS: openblas_set_num_threads(N);\n"
               "          BLIS: bli_thread_set_num_threads(N); im2col: N threads (%s, "
               "OpenBLAS: a pthread pool); copy: %s\n",
            bm_have_openmp() ? "BLIS: OpenMP" : "BLIS: ONE thread, no OpenMP in this build",
            bm_have_openmp() ? "OpenMP, N threads" : "ONE thread (no OpenMP in this build)");
    fprintf(t, "peak      FP32 FMA, %s per thread, best of 9 x %.0f ms, per-thread "
               "CPU time:", __builtin_cpu_supports("avx512f") ? "24 zmm chains" : "12 ymm chains",
            peak_ms);
    for (int i = 0; i < nthreads; i++)
        fprintf(t, "  %d thread%s %.1f GFLOP/s", threads[i], threads[i] > 1 ? "s" : "",
                peaks[threads[i]]);
    fprintf(t, "\n          (over wall time:");
    for (int i = 0; i < nthreads; i++)
        fprintf(t, "  %.1f", peaks_wall[threads[i]]);
    fprintf(t, "; lower means other processes shared the cores)\n");
    fprintf(t, "measure   interleaved turns of %.0f ms, >= %.0f ms and >= %d samples per "
               "contender, median; clock %s\n",
            burst > 0 ? burst : cfg.m.repeat_ms / 8, cfg.m.repeat_ms, cfg.m.min_runs,
            cfg.use_cpu_clock ? "cpu (thread CPU time at 1 thread)" : "wall");
    fprintf(t, "quiet     before each case wait <= %.0f s for other processes to use <= %.0f%% "
               "of the CPUs; a case during which they used more is measured again (<= %d "
               "times)\n",
            cfg.quiet_wait, 100 * cfg.busy_max, cfg.retries);
    fflush(t);

    if (cfg.json) {
        printf("{\"suite\": \"meta\", \"case\": \"meta\", \"date\": \"%s\"", date);
        printf(", \"host\": ");
        json_escape(stdout, un.nodename);
        printf(", \"cpu\": ");
        json_escape(stdout, cpu);
        printf(", \"loadavg_start\": ");
        json_escape(stdout, load0);
        printf(", \"tt_version\": ");
        json_escape(stdout, tt_version());
        printf(", \"budget\": ");
        json_escape(stdout, cfg.budget);
        printf(", \"onednn\": ");
        json_escape(stdout, dn_describe());
        printf(", \"openblas\": ");
        json_escape(stdout, vb_describe(VB_OPENBLAS));
        printf(", \"blis\": ");
        json_escape(stdout, vb_describe(VB_BLIS));
        printf(", \"fairness\": ");
        json_escape(stdout, notes);
        printf(", \"conv_cases\": ");   /* --conv-cases FILE, or null: the suite's */
        if (conv_path)
            json_escape(stdout, conv_path);
        else
            printf("null");
        for (int i = 0; i < nthreads; i++)
            printf(", \"peak_gflops_%dt\": %.6g, \"peak_gflops_wall_%dt\": %.6g", threads[i],
                   peaks[threads[i]], threads[i], peaks_wall[threads[i]]);
        printf(", \"repeat_ms\": %g, \"min_runs\": %d, \"clock\": \"%s\", \"quiet_wait_s\": %g, "
               "\"busy_max\": %g, \"retries\": %d}\n",
               cfg.m.repeat_ms, cfg.m.min_runs, cfg.use_cpu_clock ? "cpu" : "wall",
               cfg.quiet_wait, cfg.busy_max, cfg.retries);
        fflush(stdout);
    }

    int ran = 0;
    for (int i = 0; i < nthreads; i++) {
        cfg.m.threads = threads[i];
        cfg.m.burst_ms = burst > 0 ? burst : cfg.m.repeat_ms / 8;
        cfg.m.gap_ms = gap >= 0 ? gap : threads[i] > 1 ? 10 : 0;
        if (want_suite(suites, "gemm"))
            ran += suite_gemm(&cfg, threads[i]);
        if (want_suite(suites, "conv"))
            ran += suite_conv(&cfg, threads[i]);
        if (want_suite(suites, "mem"))
            ran += suite_mem(&cfg, threads[i]);
    }
    if (!ran)
        fprintf(stderr, "tt-bench: no case matched --suite %s --sizes %s\n", suites,
                cfg.filter ? cfg.filter : "");
    bench_progress(&cfg, "done");
    if (cfg.progress)
        fprintf(stderr, "\r\033[K");
    char load1[128];
    loadavg(load1, sizeof load1);
    fprintf(t, "\nload at end: %s", load1);
    if (cfg.mismatches || cfg.failures)
        fprintf(t, "   *** %d tt result(s) MISMATCHED, %d contender(s) FAILED ***",
                cfg.mismatches, cfg.failures);
    fprintf(t, "\n");
    free(conv_cases);
    if (table_file && fclose(table_file) != 0) {
        fprintf(stderr, "tt-bench: --table %s: %s\n", table_path, strerror(errno));
        return 1;
    }
    return cfg.mismatches || cfg.failures ? 1 : 0;
}

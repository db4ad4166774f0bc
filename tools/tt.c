/*
 * tt: the command-line face of the compiler.
 *
 *   tt info | run | space | tune | warm | worker | queue | cache | predictor | ops
 *
 * Exit codes (contract): 0 success, 1 a check failed, 2 a usage or input
 * error, with the message on stderr.
 */
#include <stdio.h>
#include <string.h>

#include "tools/tool.h"

static const char *usage =
    "usage: tt COMMAND [ARGS]\n"
    "\n"
    "  info    hardware fingerprint, targets, versions, cache\n"
    "  run     run an operator on random data and check it against the interpreter\n"
    "  tune    tune an operator at given shapes and keep the winner in the cache\n"
    "  warm    tune every (operator, shapes) line of a file the cache lacks\n"
    "          (--queue: put the lines in the shared store's queue for workers)\n"
    "  worker  tune the queued lines of this machine's hardware key (TT_CACHE_URL)\n"
    "  queue   status of the shared store's work queue\n"
    "  cache   list | show | export | import | verify | prune | clear\n"
    "  space   the knob space of an operator at given shapes\n"
    "  predictor train | eval the pre-trained cost model on the cache's records\n"
    "  ops     list the shipped operators\n"
    "\n"
    "tt COMMAND --help shows a command's options.  Operators are shipped names\n"
    "(tt ops), .tt files, or FILE:NAME.  Environment: TT_TUNE_BUDGET, TT_CACHE_DIR,\n"
    "TT_CACHE_PATH, TT_CACHE_URL, TT_TARGET, TT_NUM_THREADS, TT_LOG, TT_PREDICTOR, TT_DUMP\n"
    "(see README.md).\n"
    "\n"
    "Exit status: 0 success, 1 a check failed, 2 a usage or input error.\n";

static const struct {
    const char *name;
    int (*fn)(int, char **);
} cmds[] = {
    {"info", cmd_info},
    {"warm", cmd_warm},
    {"cache", cmd_cache},
    {"run", cmd_run},
    {"ops", cmd_ops},
    {"space", cmd_space},
    {"tune", cmd_tune},
    {"predictor", cmd_predictor},
    {"worker", cmd_worker},
    {"queue", cmd_queue},
};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(usage, stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "help") == 0) {
        fputs(usage, stdout);
        return EXIT_PASS;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tt %s (LLVM %s)\n", tt_version(), jit_llvm_version());
        return EXIT_PASS;
    }
    for (size_t i = 0; i < TT_ARRAY_LEN(cmds); i++)
        if (strcmp(argv[1], cmds[i].name) == 0)
            return cmds[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "tt: unknown command '%s'\n\n", argv[1]);
    fputs(usage, stderr);
    return EXIT_USAGE;
}

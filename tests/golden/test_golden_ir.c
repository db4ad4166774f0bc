/*
 * Golden LLVM IR: the IR emitted (before optimization) for a few small
 * kernels, compared with the .ll files beside this test, so that a change in generated
 * code shows in review.  Target-specific lines (triple, data layout, CPU
 * attributes) are left out.  TT_UPDATE_GOLDEN=1 rewrites the files.
 */
#include "tests/lower/diff.h"
#include "tests/test.h"

static const struct {
    const char *file, *op, *attrs, *shapes;
} kernels[] = {
    {"add_7x33.ll", "add", NULL, "7x33 7x33"},
    {"matmul_7x5x20.ll", "matmul", NULL, "7x5 5x20"},
    {"conv2d_pad1.ll", "conv2d", "pad_h=1,pad_w=1", "1x2x5x5 3x2x3x3"},
    {"reduce_sum_5x37.ll", "reduce_sum", NULL, "5x37"},
    /* a window split in phases by a stride-2 read: the phases' strided
       reads start at the even element of the row, from one address; one
       register tile of 3 rows reads it, so it is streamed through
       registers (no memset, whole-vector stores, rows next to their
       readers) */
    {"dw_s2_window.ll", "depthwise_conv2d", "stride_h=2,stride_w=2,pad_h=1,pad_w=1",
     "1x2x6x40 2x3x3"},
};

static char *normalize(const char *ir)
{
    tt_buf b = {0};
    const char *p = ir;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p + 1) : strlen(p);
        if (strncmp(p, "target ", 7) != 0 && strncmp(p, "attributes #", 12) != 0 &&
            strncmp(p, "; ModuleID", 10) != 0 && strncmp(p, "source_filename", 15) != 0) {
            for (size_t i = 0; i < len; i++)
                tt_buf_putc(&b, p[i]);
        }
        p += len;
    }
    return tt_buf_steal(&b);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    tt_buf b = {0};
    int c;
    while ((c = fgetc(f)) != EOF)
        tt_buf_putc(&b, (char)c);
    fclose(f);
    return tt_buf_steal(&b);
}

TEST(golden)
{
    int update = getenv("TT_UPDATE_GOLDEN") && strcmp(getenv("TT_UPDATE_GOLDEN"), "1") == 0;
    for (size_t i = 0; i < TT_ARRAY_LEN(kernels); i++) {
        ir_deflist l;
        ir_def *d = diff_def(kernels[i].op, &l);
        REQUIRE(d);
        ir_task *t = diff_bind(d, kernels[i].attrs, kernels[i].shapes, NULL, NULL, 1);
        REQUIRE(t);
        lw_sched s;
        t->target.vector_bits = 512;   /* the files are of the 512-bit default */
        lw_sched_default(t, &s);
        char err[512];
        lw_prog *p = lw_lower(t, &s, err, sizeof err);
        REQUIRE(p);
        char *ir = jit_llvm_ir(p, 0, err, sizeof err);
        REQUIRE(ir);
        char *got = normalize(ir);
        char path[1024];
        tt_snprintf(path, sizeof path, "%s/tests/golden/%s", TT_SOURCE_DIR, kernels[i].file);
        if (update) {
            FILE *f = fopen(path, "wb");
            CHECK(f != NULL);
            if (f) {
                fputs(got, f);
                fclose(f);
            }
            printf("  updated %s\n", path);
        } else {
            char *want = slurp(path);
            CHECKF(want != NULL, "missing %s (run with TT_UPDATE_GOLDEN=1)", path);
            if (want && strcmp(want, got) != 0) {
                char tmp[1100];
                tt_snprintf(tmp, sizeof tmp, "%s.new", path);
                FILE *f = fopen(tmp, "wb");
                if (f) {
                    fputs(got, f);
                    fclose(f);
                }
                CHECKF(0, "generated IR for %s changed: diff %s %s; if intended, rerun "
                       "with TT_UPDATE_GOLDEN=1", kernels[i].file, path, tmp);
            }
            free(want);
        }
        free(got);
        free(ir);
        lw_prog_free(p);
        ir_task_free(t);
        ir_deflist_free(&l);
    }
}

int main(void)
{
    RUN(golden);
    TEST_EXIT();
}

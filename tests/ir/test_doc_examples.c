/*
 * The documentation against the code:
 *   - docs/LANGUAGE.md: every ```tt block parses; every ```tt-error block
 *     fails with exactly the message in the ```text block after it; every
 *     shipped operator is named there;
 *   - docs/IR.md: shows the real canonical text and key of its example
 *     Task (matmul, A 64x32, B 32x48, 4 threads, cpu).
 *
 *   test_doc_examples LANGUAGE.md IR.md
 */
#include "ir/ir.h"
#include "tests/test.h"

extern const char *const tt_builtin_op_files[][2];

static const char *language_path, *ir_path;

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    tt_buf b = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk - 1, f)) > 0) {
        chunk[n] = 0;
        tt_buf_puts(&b, chunk);
    }
    fclose(f);
    return tt_buf_steal(&b);
}

typedef struct {
    char tag[32];
    char *body;   /* malloc'd */
    int line;     /* of the opening fence */
} block;

/* The next fenced block at or after *p; 0 at the end. */
static int next_block(const char **p, int *line, block *out)
{
    const char *s = *p;
    for (;;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            return 0;
        if (strncmp(s, "```", 3) == 0) {
            size_t tl = (size_t)(eol - (s + 3));
            snprintf(out->tag, sizeof out->tag, "%.*s", (int)TT_MIN(tl, 31), s + 3);
            out->line = *line;
            const char *body = eol + 1;
            (*line)++;
            const char *q = body;
            while (*q && strncmp(q, "```", 3) != 0) {
                const char *e = strchr(q, '\n');
                if (!e)
                    return 0;
                q = e + 1;
                (*line)++;
            }
            out->body = malloc((size_t)(q - body) + 1);
            if (!out->body)
                return 0;
            memcpy(out->body, body, (size_t)(q - body));
            out->body[q - body] = 0;
            const char *e = strchr(q, '\n');
            *p = e ? e + 1 : q + strlen(q);
            (*line)++;
            return 1;
        }
        s = eol + 1;
        (*line)++;
    }
}

TEST(language_examples)
{
    char *doc = slurp(language_path);
    REQUIRE(doc);
    const char *p = doc;
    int line = 1, ntt = 0, nerr = 0;
    block b;
    while (next_block(&p, &line, &b)) {
        if (strcmp(b.tag, "tt") == 0) {
            ntt++;
            ir_deflist l;
            ir_error e;
            int rc = ir_parse(b.body, &l, &e);
            CHECKF(rc == 0, "LANGUAGE.md:%d: example does not parse: %s", b.line, e.msg);
            if (rc == 0)
                ir_deflist_free(&l);
        } else if (strcmp(b.tag, "tt-error") == 0) {
            nerr++;
            ir_deflist l;
            ir_error e;
            int rc = ir_parse(b.body, &l, &e);
            CHECKF(rc != 0, "LANGUAGE.md:%d: error example parses", b.line);
            if (rc == 0)
                ir_deflist_free(&l);
            block m;
            int have = next_block(&p, &line, &m);
            CHECKF(have && strcmp(m.tag, "text") == 0,
                   "LANGUAGE.md:%d: error example without a ```text message", b.line);
            if (have) {
                char *nl = strchr(m.body, '\n');
                if (nl)
                    *nl = 0;
                CHECKF(rc == 0 || strcmp(m.body, e.msg) == 0,
                       "LANGUAGE.md:%d: documented \"%s\", actual \"%s\"", b.line, m.body, e.msg);
                free(m.body);
            }
        }
        free(b.body);
    }
    CHECKF(ntt >= 5 && nerr >= 20, "only %d examples and %d error examples found", ntt, nerr);
    free(doc);
}

TEST(language_names_every_shipped_operator)
{
    char *doc = slurp(language_path);
    REQUIRE(doc);
    for (int f = 0; tt_builtin_op_files[f][0]; f++) {
        ir_deflist l;
        ir_error e;
        if (ir_parse(tt_builtin_op_files[f][1], &l, &e) != 0)
            continue;
        for (int i = 0; i < l.n; i++) {
            char want[96];
            snprintf(want, sizeof want, "`%s`", l.defs[i]->name);
            CHECKF(strstr(doc, want) != NULL, "LANGUAGE.md does not list %s", want);
        }
        ir_deflist_free(&l);
    }
    free(doc);
}

TEST(ir_canonical_example)
{
    char *doc = slurp(ir_path);
    REQUIRE(doc);
    const char *src = NULL;
    for (int f = 0; tt_builtin_op_files[f][0]; f++)
        if (strcmp(tt_builtin_op_files[f][0], "matmul") == 0)
            src = tt_builtin_op_files[f][1];
    REQUIRE(src);
    ir_deflist l;
    ir_error e;
    REQUIRE(ir_parse(src, &l, &e) == 0);
    int rank[2] = {2, 2};
    int64_t shape[2][TT_MAX_RANK] = {{64, 32}, {32, 48}};
    ir_target cpu;
    ir_target_init(&cpu, "cpu");
    ir_bind_in bi = {.nin = 2, .rank = rank, .shape = (const int64_t(*)[TT_MAX_RANK])shape,
                     .target = &cpu, .nthreads = 4};
    ir_task *t;
    char msg[256];
    REQUIRE(ir_bind(l.defs[0], &bi, &t, msg, sizeof msg) == TT_OK);
    CHECKF(strstr(doc, t->canon) != NULL, "IR.md does not show the canonical text:\n%s",
           t->canon);
    CHECKF(strstr(doc, t->key) != NULL, "IR.md does not show the key %s", t->key);
    ir_task_free(t);
    ir_deflist_free(&l);
    free(doc);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_doc_examples LANGUAGE.md IR.md\n");
        return 2;
    }
    language_path = argv[1];
    ir_path = argv[2];
    RUN(language_examples);
    RUN(language_names_every_shipped_operator);
    RUN(ir_canonical_example);
    TEST_EXIT();
}

/*
 * Expected failures of the language front end: one test per kind of
 * mistake, each asserting the exact "LINE:COL: " prefix and the words of
 * the message.  Positions were counted by hand from the sources below
 * (columns are 1-based; the statement lines start with two spaces, so the
 * tensor written is at column 3 and '=' at column 8).  Bind-time errors
 * (ir_bind) come last: they have no position but name tensors and values.
 */
#include <stdarg.h>

#include "ir/ir.h"
#include "tests/test.h"

/* Parse src; require failure at pos ("L:C") with each of the NULL-ended
 * words in the message.  `at` is the caller's line, for the report. */
static void expect_error_at(int at, const char *src, const char *pos, ...)
{
    ir_deflist l;
    ir_error e;
    int rc = ir_parse(src, &l, &e);
    CHECKF(rc != 0, "line %d: parsed, expected an error at %s", at, pos);
    if (rc == 0) {
        ir_deflist_free(&l);
        return;
    }
    CHECKF(l.n == 0 && l.defs == NULL, "line %d: a failed parse returned definitions", at);
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s: ", pos);
    CHECKF(strncmp(e.msg, prefix, strlen(prefix)) == 0, "line %d: expected \"%s\" at the start of \"%s\"",
           at, prefix, e.msg);
    int line = 0, col = 0;
    CHECKF(sscanf(pos, "%d:%d", &line, &col) == 2 && e.line == line && e.col == col,
           "line %d: err.line/col %d:%d, expected %s", at, e.line, e.col, pos);
    va_list ap;
    va_start(ap, pos);
    for (const char *w; (w = va_arg(ap, const char *)) != NULL;)
        CHECKF(strstr(e.msg, w) != NULL, "line %d: expected \"%s\" in \"%s\"", at, w, e.msg);
    va_end(ap);
}

#define ERR(src, pos, ...) expect_error_at(__LINE__, src, pos, __VA_ARGS__, (const char *)NULL)

/* ---- syntax -------------------------------------------------------------- */

TEST(syntax_missing_bracket)
{
    /* col 8 is the ')' where the ']' should be */
    ERR("f(A[M,K) -> C[M] { C[m] = A[m,0] }", "1:8", "expected ']'", "found ')'");
}

TEST(syntax_unexpected_character)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] $ 1\n}", "2:15", "unexpected character '$'");
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] \x01\n}", "2:15", "unexpected byte 0x01");
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] & A[m]\n}", "2:15", "unexpected '&'", "'&&'");
}

TEST(syntax_unterminated_body)
{
    /* the end of input is line 3, column 1 */
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m]\n", "3:1", "expected '}'", "body of 'f'");
}

TEST(syntax_missing_pieces)
{
    ERR("f(A[M]) C[M] { C[m] = A[m] }", "1:9", "expected '->'", "found 'C'");
    ERR("f(A[M] -> C[M] { C[m] = A[m] }", "1:8", "expected ')'", "found '->'");
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] +\n}", "3:1", "expected an expression", "found '}'");
    ERR("f(A[M]) -> C[M] {\n  C[m] == A[m]\n}", "2:8", "expected '=', '+=', '*=', 'max=' or 'min='",
        "found '=='");
    ERR("f(A[M]) -> C[M] {\n  C[m] max = A[m]\n}", "2:8", "'max='", "no space");
    ERR("f(A[M]; s) -> C[M] { C[m] = A[m] }", "1:10", "expected '='", "attributes need a default");
    ERR("f(A[M]; s=1.5) -> C[M] { C[m] = A[m] }", "1:11", "integer default", "'s'", "'1.5'");
    ERR("", "1:1", "expected an operator definition", "end of input");
    ERR("# only a comment\n", "2:1", "expected an operator definition");
}

TEST(syntax_expressions)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] < 1 < 2\n}", "2:19", "comparisons do not chain", "'&&'");
    ERR("f(A[M]) -> C[M] {\n  C[m+1] = A[m]\n}", "2:6", "plain index variables");
    ERR("f(A[M]) -> C[M] {\n  C[m, m] = A[m]\n}", "2:8", "'m' appears twice on the left");
    ERR("f(A[M]) -> C[M] {\n  C[m] = exp(A[m], 2)\n}", "2:10", "exp() takes 1 argument, got 2");
    ERR("f(A[M]) -> C[M] {\n  C[m] = select(A[m] > 0, 1)\n}", "2:10", "select(cond, a, b)",
        "3 arguments, got 2");
    ERR("f(A[M]) -> C[M] {\n  C[m] = A\n}", "2:10", "tensor 'A' used without indices");
    ERR("f(A[M]) -> C[M] {\n  C[m] = exp\n}", "2:10", "'exp' is a function");
}

TEST(syntax_numbers)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = 12345678901234567890\n}", "2:10", "integer", "too large");
    ERR("f(A[M]) -> C[M] {\n  C[m] = 1e999\n}", "2:10", "'1e999'", "out of range");
    ERR("f(A[M]) -> C[M] {\n  C[m] = 12x\n}", "2:10", "malformed number '12x'");
}

/* ---- names --------------------------------------------------------------- */

TEST(unknown_tensor)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = Z[m]\n}", "2:10", "unknown tensor 'Z'");
}

TEST(unknown_dimension)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] * Q\n}", "2:17", "unknown dimension 'Q'",
        "declared by the inputs");
    /* upper case on the left is a dimension name, not an index variable */
    ERR("f(A[M]) -> C[M] {\n  C[Q] = A[0]\n}", "2:5", "unknown dimension 'Q'", "lower-case");
    ERR("f(A[m]) -> C[M] { C[i] = A[i] }", "1:5", "dimension 'm'", "upper-case letter");
}

TEST(unknown_function)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = foo(A[m])\n}", "2:10", "unknown function 'foo'");
}

TEST(duplicate_names)
{
    ERR("f(A[M], A[M]) -> C[M] { C[m] = A[m] }", "1:9", "'A' is already a tensor");
    ERR("f(A[M]; M=1) -> C[M] { C[m] = A[m] }", "1:9", "'M' is already a dimension");
    ERR("f(exp[M]) -> C[M] { C[m] = A[m] }", "1:3", "'exp' is a reserved name");
}

/* ---- ranks and ranges ---------------------------------------------------- */

TEST(rank_mismatch_read)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m, 0]\n}", "2:10", "'A' has rank 1",
        "indexed with 2 indices");
}

TEST(rank_mismatch_write)
{
    ERR("f(A[M]) -> C[M] {\n  C[m, n] = A[m]\n}", "2:3", "'C' has rank 1",
        "indexed with 2 indices");
    /* an intermediate's rank is fixed by its statement */
    ERR("f(A[M]) -> C[M] {\n  T[m] = A[m]\n  C[m] = T[m, m]\n}", "3:10", "'T' has rank 1",
        "indexed with 2 indices");
}

TEST(range_not_inferred)
{
    /* k only appears inside m + k: nothing gives its extent */
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k]\n}", "2:17",
        "cannot infer the range of index variable 'k'", "where k < N");
    /* an intermediate's spatial variable needs a range too */
    ERR("f(A[M]) -> C[M] {\n  T[i] = A[i + 1]\n  C[m] = T[m]\n}", "2:5",
        "cannot infer the range of index variable 'i'");
}

TEST(output_dimension_not_of_inputs)
{
    ERR("f(A[M]) -> C[X] { C[m] = A[m] }", "1:14", "'X' is not an input dimension or attribute");
    ERR("f(A[M]) -> C[n] { C[m] = A[m] }", "1:14", "'n' is not an input dimension or attribute");
    ERR("f(A[M]) -> C[A[0]] { C[m] = A[m] }", "1:14", "tensor access 'A[...]'",
        "output dimension");
    /* shapes are integer arithmetic: the f32 product at column 25 is refused */
    ERR("f(A[M]) -> C[i32(f32(M) * 2.5)] { C[m] = A[m] }", "1:25", "a dimension of 'C'",
        "integers", "f32");
    ERR("f(A[M]) -> C[M * 1.5] { C[m] = A[m] }", "1:18", "float literal", "i32");
}

/* ---- types --------------------------------------------------------------- */

TEST(type_mixed_without_cast)
{
    ERR("f(A[M], B:i32[M]) -> C[M] {\n  C[m] = A[m] + B[m]\n}", "2:15",
        "type mismatch: f32 + i32", "convert with f32(...)");
}

TEST(type_float_literal_in_integer_context)
{
    ERR("f(A:i32[M]) -> C:i32[M] {\n  C[m] = A[m] + 1.5\n}", "2:17",
        "a float literal where an i32 value is needed");
}

TEST(type_non_integer_index)
{
    ERR("f(A[M], B[M]) -> C[M] {\n  C[m] = A[B[m]]\n}", "2:12",
        "index 1 of 'A' must be an integer expression", "f32");
}

TEST(type_condition_as_value)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] + (A[m] > 0)\n}", "2:15", "'+' needs numbers",
        "not conditions");
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] > 0\n}", "2:15", "a condition cannot be stored",
        "select(cond, 1, 0)");
    ERR("f(A[M]) -> C[M] {\n  C[m] = !A[m]\n}", "2:10", "'!' needs a condition", "f32");
    ERR("f(A[M]) -> C[M] {\n  C[m] = select(A[m] > 0 && 1, 1, 0)\n}", "2:26",
        "'&&' needs conditions on both sides");
}

TEST(type_math_function_on_integer)
{
    ERR("f(A:i32[M]) -> C:i32[M] {\n  C[m] = exp(A[m])\n}", "2:10",
        "exp() needs a floating-point argument", "found i32");
}

TEST(type_modulo_on_floats)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] % 2.0\n}", "2:15", "'%' needs integer operands",
        "f32");
}

TEST(type_select_without_condition)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = select(A[m], 1, 0)\n}", "2:17",
        "first argument of select() must be a condition", "f32");
}

TEST(type_store_mismatch)
{
    ERR("f(A[M]) -> C:i32[M] {\n  C[m] = A[m]\n}", "2:10", "cannot store f32 into i32 tensor 'C'",
        "i32(...)");
}

TEST(bad_dtype_name)
{
    ERR("f(A:f16[M]) -> C[M] { C[m] = A[m] }", "1:5", "unknown dtype 'f16'", "f32, f64 or i32");
}

/* ---- statements ---------------------------------------------------------- */

TEST(tensor_written_twice)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m]\n  C[m] = A[m]\n}", "3:3",
        "tensor 'C' is already written at 2:3", "one statement");
}

TEST(tensor_read_before_written)
{
    ERR("f(A[M]) -> C[M], D[M] {\n  C[m] = D[m]\n  D[m] = A[m]\n}", "2:10",
        "tensor 'D' is read before it is written");
}

TEST(self_read)
{
    ERR("f(A[M]) -> C[M] {\n  C[m] += C[m]\n}", "2:11", "tensor 'C' reads itself");
}

TEST(write_input)
{
    ERR("f(A[M]) -> C[M] {\n  A[m] = 1\n  C[m] = A[m]\n}", "2:3", "cannot write input 'A'");
}

TEST(output_never_written)
{
    ERR("f(A[M]) -> C[M], D[M] {\n  C[m] = A[m]\n}", "1:18", "output 'D' is never written");
    ERR("f(A[M]) -> C[M] {\n}", "1:1", "operator 'f' has no statements");
}

TEST(assign_with_index_only_on_right)
{
    ERR("f(A[M,N]) -> C[M] {\n  C[m] = A[m, n]\n}", "2:15",
        "index variable 'n' appears only on the right of '='", "'+='");
}

TEST(nesting_too_deep)
{
    /* 300 parentheses: the parser gives up at the 41st (five grammar
       levels per parenthesis, 200 in all), at column 10 + 40 */
    char src[1024];
    int n = snprintf(src, sizeof src, "f(A[M]) -> C[M] {\n  C[m] = ");
    for (int i = 0; i < 300; i++)
        src[n++] = '(';
    snprintf(src + n, sizeof src - (size_t)n, "A[m]");
    ERR(src, "2:50", "nested too deeply", "200");

    /* a flat chain A[m] + A[m] + ... is a tree 200 high at the 200th '+':
       each "A[m] + " is 7 columns and the first '+' is at column 15 */
    static char chain[4096];
    n = snprintf(chain, sizeof chain, "f(A[M]) -> C[M] {\n  C[m] = A[m]");
    for (int i = 0; i < 300; i++)
        n += snprintf(chain + n, sizeof chain - (size_t)n, " + A[m]");
    snprintf(chain + n, sizeof chain - (size_t)n, "\n}");
    char pos[32];
    snprintf(pos, sizeof pos, "2:%d", 15 + 7 * 199);
    ERR(chain, pos, "nested too deeply");
}

TEST(duplicate_operator)
{
    ERR("f(A[M]) -> C[M] { C[m] = A[m] }\n# again\nf(A[M]) -> C[M] { C[m] = A[m] }", "3:1",
        "operator 'f' is defined twice");
}

TEST(where_misuse)
{
    /* the written tensor's variables have its range already */
    ERR("f(A[M]) -> C[M] {\n  C[m] = A[m] where m < 3\n}", "2:21", "'m' indexes the left side",
        "'C'");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m] where k < 3\n}", "2:22",
        "'k' in 'where' is not an index variable of this statement");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k] where k < 3, k < 4\n}", "2:33",
        "'k' is bounded twice");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k] where k < A[0]\n}", "2:30",
        "tensor access 'A[...]'", "'where' bound");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k] where k < q\n}", "2:30",
        "'q' is not an input dimension or attribute");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k] where k 3\n}", "2:28", "expected '<'",
        "where VAR < BOUND");
    ERR("f(A[M]) -> C[M] {\n  C[m] += A[m + k] where k < i32(2.5)\n}", "2:34",
        "the bound of 'k'", "integers");
}

TEST(null_source)
{
    ir_deflist l;
    ir_error e;
    CHECK(ir_parse(NULL, &l, &e) != 0);
    CHECK(strncmp(e.msg, "1:1: ", 5) == 0);
    CHECK(l.n == 0);
}

/* ---- bind-time errors ---------------------------------------------------- */

typedef struct {
    ir_deflist l;
    const ir_def *d;
} parsed;

static int parse_one(const char *src, const char *name, parsed *p)
{
    ir_error e;
    p->d = NULL;
    if (ir_parse(src, &p->l, &e) != 0) {
        fprintf(stderr, "%s\n", e.msg);
        return -1;
    }
    for (int i = 0; i < p->l.n; i++)
        if (!name || strcmp(p->l.defs[i]->name, name) == 0)
            p->d = p->l.defs[i];
    return p->d ? 0 : -1;
}

/* Bind with up to four inputs of the given ranks and shapes. */
static int bind(const ir_def *d, int nin, const int *rank, const int64_t shape[][TT_MAX_RANK],
                const int64_t *attr, char *msg, size_t n)
{
    ir_bind_in bi = {.nin = nin, .rank = rank,
                     .shape = (const int64_t(*)[TT_MAX_RANK])shape, .attr = attr};
    ir_task *t = NULL;
    msg[0] = 0;
    int st = ir_bind(d, &bi, &t, msg, n);
    CHECK((st == TT_OK) == (t != NULL));
    ir_task_free(t);
    return st;
}

static const char matmul_src[] = "matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                                 "  C[m,n] += A[m,k] * B[k,n]\n}\n";

TEST(bind_inputs_disagree)
{
    parsed p;
    REQUIRE(parse_one(matmul_src, NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[2] = {2, 2};
    int64_t shape[2][TT_MAX_RANK] = {{3, 5}, {6, 7}};
    CHECK(bind(p.d, 2, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    /* names the dimension, both tensors, both values and where they are */
    CHECK_CONTAINS(msg, "dimension K is 5 in 'A' (dimension 1) but 6 in 'B' (dimension 0)");
    ir_deflist_free(&p.l);
}

TEST(bind_output_not_positive)
{
    parsed p;
    REQUIRE(parse_one("f(A[M]; k=5) -> C[M - k] {\n  C[m] = A[m]\n}", NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[1] = {1};
    int64_t shape[1][TT_MAX_RANK] = {{3}};
    CHECK(bind(p.d, 1, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "output 'C' dimension 0 is M - k = -2 with M=3, k=5");
    CHECK_CONTAINS(msg, "between 1 and 2^31");
    int64_t attr[1] = {2};   /* overriding k makes it fit: 3 - 2 = 1 */
    CHECK(bind(p.d, 1, rank, shape, attr, msg, sizeof msgbuf) == TT_OK);
    ir_deflist_free(&p.l);
}

/* The source of a shipped operator's file (NULL: no such operator). */
static const char *builtin_src(const char *name)
{
    extern const char *const tt_builtin_op_files[][2];
    for (int i = 0; tt_builtin_op_files[i][0]; i++)
        if (strcmp(tt_builtin_op_files[i][0], name) == 0)
            return tt_builtin_op_files[i][1];
    return NULL;
}

TEST(bind_output_not_positive_conv)
{
    /* a 3x3 filter over a 2x2 image without padding leaves nothing */
    const char *src = builtin_src("conv2d");
    REQUIRE(src);
    parsed p;
    REQUIRE(parse_one(src, "conv2d", &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[2] = {4, 4};
    int64_t shape[2][TT_MAX_RANK] = {{1, 1, 2, 2}, {1, 1, 3, 3}};
    CHECK(bind(p.d, 2, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "output 'Y' dimension 2 is ");
    CHECK_CONTAINS(msg, "/ stride_h + 1 = 0 with ");
    CHECK_CONTAINS(msg, "H=2");
    CHECK_CONTAINS(msg, "R=3");
    CHECK_CONTAINS(msg, "pad_h=0");
    ir_deflist_free(&p.l);
}

TEST(bind_wrong_rank)
{
    parsed p;
    REQUIRE(parse_one(matmul_src, NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[2] = {2, 3};
    int64_t shape[2][TT_MAX_RANK] = {{3, 5}, {5, 7, 1}};
    CHECK(bind(p.d, 2, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "input 'B' has rank 2, got a tensor of rank 3");
    ir_deflist_free(&p.l);
}

TEST(bind_wrong_input_count)
{
    parsed p;
    REQUIRE(parse_one(matmul_src, NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[3] = {2, 2, 2};
    int64_t shape[3][TT_MAX_RANK] = {{3, 5}, {5, 7}, {1, 1}};
    CHECK(bind(p.d, 1, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(msg, "'matmul' takes 2 inputs, got 1");
    CHECK(bind(p.d, 3, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(msg, "'matmul' takes 2 inputs, got 3");
    ir_deflist_free(&p.l);
}

TEST(bind_division_by_zero)
{
    parsed p;
    REQUIRE(parse_one("f(A[M]; s=1) -> C[(M - 1) / s + 1] {\n"
                      "  C[m] = A[m * s]\n}", NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[1] = {1};
    int64_t shape[1][TT_MAX_RANK] = {{7}};
    int64_t attr[1] = {0};
    CHECK(bind(p.d, 1, rank, shape, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "output 'C' dimension 0 is (M - 1) / s + 1, which divides by zero");
    CHECK_CONTAINS(msg, "M=7, s=0");
    ir_deflist_free(&p.l);

    /* in a 'where' bound: the variable is named with its position */
    REQUIRE(parse_one("f(A[M]; d=2) -> C[M] {\n  C[m] += A[m + k] where k < M / d\n}", NULL,
                      &p) == 0);
    CHECK(bind(p.d, 1, rank, shape, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "index variable 'k' at 2:17 has extent M / d, which divides by zero");
    CHECK_CONTAINS(msg, "M=7, d=0");
    ir_deflist_free(&p.l);
}

/* 'requires' conditions: checked when parsed (booleans over dimensions and
 * attributes) and when bound (the first false one named, with its values);
 * printed in the canonical text, which parses back to the same Task */
TEST(requires_conditions)
{
    parsed p;
    const char *src = "g(A[M,K], B[KB,N]; s=1) -> C[M, N / s]\n"
                      "  requires K == KB, N % s == 0, s >= 1 {\n"
                      "  C[m,n] += A[m,k] * B[k,n * s]\n}";
    REQUIRE(parse_one(src, NULL, &p) == 0);
    CHECK(p.d->nreqs == 3);
    char msgbuf[512], *msg = msgbuf;
    int rank[2] = {2, 2};
    int64_t ok_shape[2][TT_MAX_RANK] = {{3, 5}, {5, 8}};
    int64_t attr[1] = {2};
    ir_task *t = NULL;
    ir_bind_in in;
    memset(&in, 0, sizeof in);
    in.nin = 2;
    in.rank = rank;
    in.shape = (const int64_t(*)[TT_MAX_RANK])ok_shape;
    in.attr = attr;
    CHECK(ir_bind(p.d, &in, &t, msg, sizeof msgbuf) == TT_OK);
    if (t) {
        CHECK_CONTAINS(t->canon, "requires K == KB, N % s == 0, s >= 1 {");
        ir_deflist l2;
        ir_task *t2 = NULL;
        CHECK(ir_task_from_canon(t->canon, &l2, &t2, msg, sizeof msgbuf) == 0);
        if (t2) {
            CHECK(strcmp(t2->key, t->key) == 0);
            CHECK(t2->def->nreqs == 3);
            ir_task_free(t2);
            ir_deflist_free(&l2);
        }
        ir_task_free(t);
    }
    int64_t bad_k[2][TT_MAX_RANK] = {{3, 5}, {6, 8}};
    CHECK(bind(p.d, 2, rank, bad_k, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "'g' requires K == KB, false with K=5, KB=6");
    int64_t bad_n[2][TT_MAX_RANK] = {{3, 5}, {5, 7}};
    CHECK(bind(p.d, 2, rank, bad_n, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "'g' requires N % s == 0, false with N=7, s=2");
    attr[0] = 0;   /* the first false condition divides by zero */
    CHECK(bind(p.d, 2, rank, ok_shape, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "'g' requires N % s == 0, which divides by zero with N=8, s=0");
    ir_deflist_free(&p.l);

    /* what a condition may not be */
    ERR("f(A[M]) -> C[M] requires M {\n  C[m] = A[m]\n}", "1:26",
        "a 'requires' condition of 'f' must be a comparison, found i32");
    ERR("f(A[M]) -> C[M] requires A[0] > 0 {\n  C[m] = A[m]\n}", "1:26",
        "tensor access 'A[...]' in a 'requires' condition");
    ERR("f(A[M]) -> C[M] requires m < M {\n  C[m] = A[m]\n}", "1:26",
        "'m' is not an input dimension or attribute", "'requires' conditions");
    ERR("f(A[M]) -> C[M] requires {\n  C[m] = A[m]\n}", "1:26", "expected");
    ERR("f(A[M]) -> C[M] requires M > 1, {\n  C[m] = A[m]\n}", "1:33", "expected");
    ERR("f(A[M]) -> C[M] requires M > 1.5 {\n  C[m] = A[m]\n}", "1:30",
        "a float literal where an i32 value is needed");
}

/* The shipped convolutions require their groups to divide the channels
 * (a grouped read past X's channels would be zeros, silently) */
TEST(bind_conv_groups)
{
    const char *src = builtin_src("conv2d");
    REQUIRE(src);
    parsed p;
    REQUIRE(parse_one(src, "conv2d", &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[2] = {4, 4};
    int64_t shape[2][TT_MAX_RANK] = {{1, 16, 8, 8}, {16, 16, 3, 3}};
    int64_t attr[16];
    for (int i = 0; i < p.d->nattrs; i++)
        attr[i] = p.d->attrs[i].value;
    int g = -1;
    for (int i = 0; i < p.d->nattrs; i++)
        if (strcmp(p.d->attrs[i].name, "groups") == 0)
            g = i;
    REQUIRE(g >= 0);
    attr[g] = 16;   /* 16 groups want weights of 1 channel each */
    CHECK(bind(p.d, 2, rank, shape, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "'conv2d' requires C == CG * groups, false with C=16, CG=16, groups=16");
    shape[1][1] = 1;
    CHECK(bind(p.d, 2, rank, shape, attr, msg, sizeof msgbuf) == TT_OK);
    attr[g] = 0;
    CHECK(bind(p.d, 2, rank, shape, attr, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "'conv2d' requires groups >= 1, false with groups=0");
    ir_deflist_free(&p.l);
}

TEST(bind_where_extent_not_positive)
{
    parsed p;
    REQUIRE(parse_one("f(A[M]; w=2) -> C[M] {\n  C[m] += A[m + r] where r < w - 3\n}", NULL,
                      &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[1] = {1};
    int64_t shape[1][TT_MAX_RANK] = {{4}};
    CHECK(bind(p.d, 1, rank, shape, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "index variable 'r' at 2:17 has extent w - 3 = -1 with w=2");
    ir_deflist_free(&p.l);
}

TEST(bind_bad_input_sizes)
{
    parsed p;
    REQUIRE(parse_one("f(A[3, K]) -> C[K] {\n  C[k] += A[i, k]\n}", NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[1] = {2};
    int64_t fixed[1][TT_MAX_RANK] = {{4, 2}};
    CHECK(bind(p.d, 1, rank, fixed, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "input 'A' dimension 0 must be 3, got 4");
    int64_t zero[1][TT_MAX_RANK] = {{3, 0}};
    CHECK(bind(p.d, 1, rank, zero, NULL, msg, sizeof msgbuf) == TT_ERR_SHAPE);
    CHECK_CONTAINS(msg, "input 'A' dimension 1 is 0");
    ir_deflist_free(&p.l);
}

TEST(bind_attribute_out_of_range)
{
    parsed p;
    REQUIRE(parse_one("f(A[M]; s=1) -> C[M] {\n  C[m] = A[m * s]\n}", NULL, &p) == 0);
    char msgbuf[512], *msg = msgbuf;
    int rank[1] = {1};
    int64_t shape[1][TT_MAX_RANK] = {{4}};
    int64_t attr[1] = {(int64_t)1 << 40};
    CHECK(bind(p.d, 1, rank, shape, attr, msg, sizeof msgbuf) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(msg, "attribute 's' = 1099511627776 is out of range");
    ir_deflist_free(&p.l);
}

int main(void)
{
    RUN(syntax_missing_bracket);
    RUN(syntax_unexpected_character);
    RUN(syntax_unterminated_body);
    RUN(syntax_missing_pieces);
    RUN(syntax_expressions);
    RUN(syntax_numbers);
    RUN(unknown_tensor);
    RUN(unknown_dimension);
    RUN(unknown_function);
    RUN(duplicate_names);
    RUN(rank_mismatch_read);
    RUN(rank_mismatch_write);
    RUN(range_not_inferred);
    RUN(output_dimension_not_of_inputs);
    RUN(type_mixed_without_cast);
    RUN(type_float_literal_in_integer_context);
    RUN(type_non_integer_index);
    RUN(type_condition_as_value);
    RUN(type_math_function_on_integer);
    RUN(type_modulo_on_floats);
    RUN(type_select_without_condition);
    RUN(type_store_mismatch);
    RUN(bad_dtype_name);
    RUN(tensor_written_twice);
    RUN(tensor_read_before_written);
    RUN(self_read);
    RUN(write_input);
    RUN(output_never_written);
    RUN(assign_with_index_only_on_right);
    RUN(nesting_too_deep);
    RUN(duplicate_operator);
    RUN(where_misuse);
    RUN(null_source);
    RUN(bind_inputs_disagree);
    RUN(bind_output_not_positive);
    RUN(bind_output_not_positive_conv);
    RUN(bind_wrong_rank);
    RUN(bind_wrong_input_count);
    RUN(bind_division_by_zero);
    RUN(bind_where_extent_not_positive);
    RUN(requires_conditions);
    RUN(bind_conv_groups);
    RUN(bind_bad_input_sizes);
    RUN(bind_attribute_out_of_range);
    TEST_EXIT();
}

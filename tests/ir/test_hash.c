/*
 * The identity of a Task: its canonical text and 128-bit hash ignore
 * whitespace, comments, the names of index variables and the order of
 * 'where' clauses, and change with anything else (shape, dtype, attribute,
 * stride, threads, target, statement operator, constant).  Also: every
 * shipped operator printed in the language parses back to the same
 * canonical text.
 */
#include "ir/ir.h"
#include "tests/test.h"

extern const char *const tt_builtin_op_files[][2];

typedef struct {
    const char *src;
    const char *name;                 /* NULL: the first definition */
    int nin;
    int rank[4];
    int64_t shape[4][TT_MAX_RANK];
    int64_t stride[4][TT_MAX_RANK];   /* all zero: dense */
    int nattr;                        /* > 0: override the first nattr */
    int64_t attr[16];
    const char *target;               /* NULL: "cpu" */
    int vector_bits;                  /* the target's (0: unknown) */
    int64_t max_work_group;           /* the target's (0: unknown) */
    int threads;
} spec;

typedef struct {
    char *canon;
    uint8_t hash[16];
    char key[33];
} ident;

/* Parse and bind s; 0 and the Task's identity on success. */
static int identify(const spec *s, ident *out)
{
    memset(out, 0, sizeof *out);
    ir_deflist l;
    ir_error e;
    if (ir_parse(s->src, &l, &e) != 0) {
        fprintf(stderr, "parse: %s\n", e.msg);
        return -1;
    }
    const ir_def *d = l.defs[0];
    for (int i = 0; s->name && i < l.n; i++)
        if (strcmp(l.defs[i]->name, s->name) == 0)
            d = l.defs[i];
    int64_t attr[16];
    for (int i = 0; i < d->nattrs && i < 16; i++)
        attr[i] = i < s->nattr ? s->attr[i] : d->attrs[i].value;
    ir_target tg;
    ir_target_init(&tg, s->target);
    tg.vector_bits = s->vector_bits;
    tg.max_work_group = s->max_work_group;
    ir_bind_in bi = {.nin = s->nin, .rank = s->rank,
                     .shape = (const int64_t(*)[TT_MAX_RANK])s->shape,
                     .stride = (const int64_t(*)[TT_MAX_RANK])s->stride, .attr = attr,
                     .target = s->target ? &tg : NULL, .nthreads = s->threads};
    ir_task *t;
    char msg[512];
    int st = ir_bind(d, &bi, &t, msg, sizeof msg);
    if (st == TT_OK) {
        out->canon = tt_strdup(t->canon);
        memcpy(out->hash, t->hash, 16);
        memcpy(out->key, t->key, 33);
        ir_task_free(t);
    } else {
        fprintf(stderr, "bind: %s\n", msg);
    }
    ir_deflist_free(&l);
    return st == TT_OK ? 0 : -1;
}

/* Same (want_same) or different canonical text and hash. */
static void compare(int at, const spec *a, const spec *b, int want_same)
{
    ident x, y;
    int ok = identify(a, &x) == 0 && identify(b, &y) == 0;
    CHECKF(ok, "line %d: a variant did not bind", at);
    if (ok) {
        int same_text = strcmp(x.canon, y.canon) == 0;
        int same_hash = memcmp(x.hash, y.hash, 16) == 0;
        CHECKF(same_text == want_same, "line %d: canonical texts %s:\n%s---\n%s", at,
               want_same ? "differ" : "are equal", x.canon, y.canon);
        CHECKF(same_hash == want_same, "line %d: hashes %s (%s, %s)", at,
               want_same ? "differ" : "are equal", x.key, y.key);
        CHECKF((strcmp(x.key, y.key) == 0) == want_same, "line %d: keys", at);
        free(y.canon);
    }
    free(x.canon);
}

#define SAME(a, b) compare(__LINE__, a, b, 1)
#define DIFFERENT(a, b) compare(__LINE__, a, b, 0)

static const char matmul[] = "matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                             "  C[m,n] += A[m,k] * B[k,n]\n}\n";

static spec matmul_spec(const char *src)
{
    spec s = {.src = src, .nin = 2, .rank = {2, 2}, .shape = {{3, 5}, {5, 7}}, .threads = 1};
    return s;
}

TEST(fnv1a_known_answers)
{
    /* vectors of the FNV reference (offset basis; "a"; "foobar") */
    static const struct {
        const char *in, *hex;
    } v[] = {{"", "6c62272e07bb014262b821756295c58d"},
             {"a", "d228cb696f1a8caf78912b704e4a8964"},
             {"foobar", "343e1662793c64bf6f0d3597ba446f18"}};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        uint8_t h[16];
        ir_hash128(v[i].in, strlen(v[i].in), h);
        char hex[33];
        for (int k = 0; k < 16; k++)
            snprintf(hex + 2 * k, 3, "%02x", h[k]);
        CHECKF(strcmp(hex, v[i].hex) == 0, "FNV-1a(\"%s\") = %s, expected %s", v[i].in, hex,
               v[i].hex);
    }
}

TEST(key_is_hash_of_canonical_text)
{
    spec s = matmul_spec(matmul);
    ident x;
    REQUIRE(identify(&s, &x) == 0);
    uint8_t h[16];
    ir_hash128(x.canon, strlen(x.canon), h);
    CHECK(memcmp(h, x.hash, 16) == 0);
    char hex[33];
    for (int k = 0; k < 16; k++)
        snprintf(hex + 2 * k, 3, "%02x", x.hash[k]);
    CHECK(strcmp(hex, x.key) == 0);
    /* the canonical text carries the binding, line by line */
    CHECK_CONTAINS(x.canon, "matmul(A:f32[M, K], B:f32[K, N]) -> C:f32[M, N] {\n");
    CHECK_CONTAINS(x.canon, "  C[i0, i1] += A[i0, i2] * B[i2, i1]\n");
    CHECK_CONTAINS(x.canon, "\ndims 3 5 7\n");
    CHECK_CONTAINS(x.canon, "\nA 3/5 5/1\nB 5/7 7/1\nC 3/7 7/1\n");
    CHECK_CONTAINS(x.canon, "\ntarget cpu\nthreads 1\n");
    free(x.canon);
}

TEST(ignores_variable_names)
{
    spec a = matmul_spec(matmul);
    spec b = matmul_spec("matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                         "  C[row,col] += A[row,red] * B[red,col]\n}\n");
    SAME(&a, &b);
    /* ... in every statement of a multi-statement operator */
    spec c = {.src = "sm(X[M,N]) -> Y[M,N] {\n"
                     "  mx[i] max= X[i,j]\n  e[i,j] = exp(X[i,j] - mx[i])\n"
                     "  s[i] += e[i,j]\n  Y[i,j] = e[i,j] / s[i]\n}",
              .nin = 1, .rank = {2}, .shape = {{4, 6}}, .threads = 1};
    spec d = c;
    d.src = "sm(X[M,N]) -> Y[M,N] {\n"
            "  mx[a] max= X[a,b]\n  e[p,q] = exp(X[p,q] - mx[p])\n"
            "  s[z] += e[z,w]\n  Y[u,v] = e[u,v] / s[u]\n}";
    SAME(&c, &d);
}

TEST(ignores_whitespace_and_comments)
{
    spec a = matmul_spec(matmul);
    spec b = matmul_spec("# the product of two matrices\n"
                         "matmul( A [ M , K ] ,B[K,N] )->C[M,N]{C[m,n]+=A[m,k]*B[k,n];}");
    SAME(&a, &b);
    spec c = matmul_spec("\n\n\tmatmul(A[M,K],   # first\r\n"
                         "         B[K,N])  # second\n"
                         "  -> C[M,N]\n{\n  C[m,n] +=\n    A[m,k] *   # a comment mid-line\n"
                         "    B[k,n]\n\n}\n# trailing\n");
    SAME(&a, &c);
    /* redundant parentheses are not part of the identity either */
    spec d = matmul_spec("matmul(A[M,K], B[K,N]) -> C[M,N] { C[m,n] += ((A[m,k]) * (B[k,n])) }");
    SAME(&a, &d);
}

TEST(ignores_where_order)
{
    spec a = {.src = "p(X[H,W]; kh=2, kw=3) -> Y[H,W] {\n"
                     "  Y[y,x] += X[y + r, x + s] where r < kh, s < kw\n}",
              .nin = 1, .rank = {2}, .shape = {{5, 6}}, .threads = 1};
    spec b = a;
    b.src = "p(X[H,W]; kh=2, kw=3) -> Y[H,W] {\n"
            "  Y[y,x] += X[y + r, x + s] where s < kw, r < kh\n}";
    SAME(&a, &b);
}

TEST(changes_with_shape)
{
    spec a = matmul_spec(matmul), b = matmul_spec(matmul);
    b.shape[0][0] = 4;
    DIFFERENT(&a, &b);
    b = matmul_spec(matmul);
    b.shape[0][1] = b.shape[1][0] = 6;   /* a reduction extent only */
    DIFFERENT(&a, &b);
}

TEST(changes_with_dtype)
{
    spec a = matmul_spec(matmul);
    spec b = matmul_spec("matmul(A:f64[M,K], B:f64[K,N]) -> C:f64[M,N] {\n"
                         "  C[m,n] += A[m,k] * B[k,n]\n}\n");
    DIFFERENT(&a, &b);
    spec c = matmul_spec("matmul(A[M,K], B[K,N]) -> C:f64[M,N] {\n"
                         "  C[m,n] += f64(A[m,k] * B[k,n])\n}\n");
    DIFFERENT(&a, &c);
    /* writing the default dtype out changes nothing */
    spec d = matmul_spec("matmul(A:f32[M,K], B:f32[K,N]) -> C:f32[M,N] {\n"
                         "  C[m,n] += A[m,k] * B[k,n]\n}\n");
    SAME(&a, &d);
}

TEST(changes_with_attribute)
{
    const char *src = "f(X[N]; s=1, p=0) -> Y[(N + 2*p - 1)/s + 1] {\n"
                      "  Y[i] = X[i*s - p]\n}";
    spec a = {.src = src, .nin = 1, .rank = {1}, .shape = {{9}}, .threads = 1};
    spec b = a;
    b.nattr = 2;
    b.attr[0] = 1;
    b.attr[1] = 0;   /* the defaults, given explicitly */
    SAME(&a, &b);
    b.attr[1] = 1;
    DIFFERENT(&a, &b);
    spec c = a;
    c.nattr = 1;
    c.attr[0] = 2;
    DIFFERENT(&a, &c);
    /* a different default in the text is a different operator */
    spec d = a;
    d.src = "f(X[N]; s=1, p=1) -> Y[(N + 2*p - 1)/s + 1] {\n  Y[i] = X[i*s - p]\n}";
    DIFFERENT(&a, &d);
}

TEST(changes_with_stride)
{
    spec a = matmul_spec(matmul), b = matmul_spec(matmul);
    b.stride[0][0] = 8;   /* rows of A padded to 8 */
    b.stride[0][1] = 1;
    DIFFERENT(&a, &b);
    spec c = matmul_spec(matmul);
    c.stride[0][0] = 5;   /* the dense strides, given explicitly */
    c.stride[0][1] = 1;
    SAME(&a, &c);
}

TEST(changes_with_threads_and_target)
{
    spec a = matmul_spec(matmul), b = matmul_spec(matmul);
    b.threads = 4;
    DIFFERENT(&a, &b);
    spec c = matmul_spec(matmul);
    c.target = "opencl:0:0";
    DIFFERENT(&a, &c);
    spec d = matmul_spec(matmul);
    d.target = "cpu";   /* the default target, named */
    SAME(&a, &d);
}

/* Only the target's name is in the key: its width and limits follow from
 * the machine, which the cache's hardware key covers, so a Task's key is
 * the same whichever host bound it. */
TEST(same_with_target_limits)
{
    spec a = matmul_spec(matmul), b = matmul_spec(matmul);
    a.target = b.target = "cpu";
    a.vector_bits = 512;
    b.vector_bits = 256;
    SAME(&a, &b);
    spec c = matmul_spec(matmul), d = matmul_spec(matmul);
    c.target = d.target = "opencl";
    d.max_work_group = 1024;
    SAME(&c, &d);
}

TEST(changes_with_statement)
{
    spec a = matmul_spec(matmul);
    spec b = matmul_spec("matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                         "  C[m,n] max= A[m,k] * B[k,n]\n}\n");
    DIFFERENT(&a, &b);
    spec c = matmul_spec("matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                         "  C[m,n] += A[m,k] + B[k,n]\n}\n");
    DIFFERENT(&a, &c);
    /* operands swapped: the same value, but not the same program text */
    spec d = matmul_spec("matmul(A[M,K], B[K,N]) -> C[M,N] {\n"
                         "  C[m,n] += B[k,n] * A[m,k]\n}\n");
    DIFFERENT(&a, &d);
    /* a different operator name */
    spec e = matmul_spec("mm(A[M,K], B[K,N]) -> C[M,N] {\n  C[m,n] += A[m,k] * B[k,n]\n}\n");
    DIFFERENT(&a, &e);
}

TEST(changes_with_constant)
{
    spec a = {.src = "g(X[M]) -> Y[M] { Y[i] = 0.5 * X[i] + 1 }", .nin = 1, .rank = {1},
              .shape = {{4}}, .threads = 1};
    spec b = a;
    b.src = "g(X[M]) -> Y[M] { Y[i] = 0.25 * X[i] + 1 }";
    DIFFERENT(&a, &b);
    b.src = "g(X[M]) -> Y[M] { Y[i] = 0.5 * X[i] + 2 }";
    DIFFERENT(&a, &b);
    /* constants are printed exactly: one ulp apart is another Task */
    b.src = "g(X[M]) -> Y[M] { Y[i] = 0.50000000000000011 * X[i] + 1 }";
    DIFFERENT(&a, &b);
    /* but the spelling of the same number is not part of the identity */
    b.src = "g(X[M]) -> Y[M] { Y[i] = 5e-1 * X[i] + 1.0 }";
    SAME(&a, &b);
}

/* For every definition in every shipped file: print it in the language,
 * parse that, and compare canonical texts; printing again is a fixed
 * point. */
TEST(round_trip_shipped_ops)
{
    int ndefs = 0;
    for (int f = 0; tt_builtin_op_files[f][0]; f++) {
        ir_deflist l;
        ir_error e;
        CHECKF(ir_parse(tt_builtin_op_files[f][1], &l, &e) == 0, "ops/%s.tt: %s",
               tt_builtin_op_files[f][0], e.msg);
        for (int i = 0; i < l.n; i++) {
            const ir_def *d = l.defs[i];
            ndefs++;
            tt_buf text = {0}, canon = {0};
            ir_def_print(&text, d, 0);
            ir_def_print(&canon, d, 1);
            ir_deflist l2;
            int ok = ir_parse(text.s, &l2, &e) == 0;
            CHECKF(ok, "%s: printed text does not parse: %s\n%s", d->name, e.msg, text.s);
            if (ok) {
                CHECK(l2.n == 1);
                tt_buf canon2 = {0}, text2 = {0};
                ir_def_print(&canon2, l2.defs[0], 1);
                ir_def_print(&text2, l2.defs[0], 0);
                CHECKF(strcmp(canon.s, canon2.s) == 0, "%s:\n%s---\n%s", d->name, canon.s,
                       canon2.s);
                CHECKF(strcmp(text.s, text2.s) == 0, "%s: printing is not a fixed point",
                       d->name);
                CHECK(strcmp(l2.defs[0]->name, d->name) == 0);
                tt_buf_free(&canon2);
                tt_buf_free(&text2);
                ir_deflist_free(&l2);
            }
            tt_buf_free(&text);
            tt_buf_free(&canon);
        }
        ir_deflist_free(&l);
    }
    /* the operators the issue lists, all present */
    CHECKF(ndefs >= 22, "only %d shipped definitions", ndefs);
}

/* Distinct shipped operators never share a canonical definition. */
TEST(shipped_ops_distinct)
{
    char *texts[64];
    int n = 0;
    for (int f = 0; tt_builtin_op_files[f][0]; f++) {
        ir_deflist l;
        ir_error e;
        if (ir_parse(tt_builtin_op_files[f][1], &l, &e) != 0)
            continue;
        for (int i = 0; i < l.n && n < 64; i++) {
            tt_buf b = {0};
            ir_def_print(&b, l.defs[i], 1);
            texts[n++] = tt_buf_steal(&b);
        }
        ir_deflist_free(&l);
    }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            CHECKF(strcmp(texts[i], texts[j]) != 0, "same canonical text:\n%s", texts[i]);
    for (int i = 0; i < n; i++)
        free(texts[i]);
}

TEST(clone_keeps_identity)
{
    ir_deflist l;
    ir_error e;
    REQUIRE(ir_parse(matmul, &l, &e) == 0);
    spec s = matmul_spec(matmul);
    ir_bind_in bi = {.nin = 2, .rank = s.rank, .shape = (const int64_t(*)[TT_MAX_RANK])s.shape,
                     .nthreads = 3};
    ir_task *t;
    char msg[256];
    REQUIRE(ir_bind(l.defs[0], &bi, &t, msg, sizeof msg) == TT_OK);
    ir_task *c = ir_task_clone(t);
    REQUIRE(c);
    CHECK(strcmp(c->canon, t->canon) == 0);
    CHECK(memcmp(c->hash, t->hash, 16) == 0);
    CHECK(strcmp(c->key, t->key) == 0);
    CHECK(c->nthreads == 3);
    ir_task_free(t);   /* the clone owns its own copy */
    CHECK_CONTAINS(c->canon, "threads 3\n");
    ir_task_free(c);
    ir_deflist_free(&l);
}

int main(void)
{
    RUN(fnv1a_known_answers);
    RUN(key_is_hash_of_canonical_text);
    RUN(ignores_variable_names);
    RUN(ignores_whitespace_and_comments);
    RUN(ignores_where_order);
    RUN(changes_with_shape);
    RUN(changes_with_dtype);
    RUN(changes_with_attribute);
    RUN(changes_with_stride);
    RUN(changes_with_threads_and_target);
    RUN(same_with_target_limits);
    RUN(changes_with_statement);
    RUN(changes_with_constant);
    RUN(round_trip_shipped_ops);
    RUN(shipped_ops_distinct);
    RUN(clone_keeps_identity);
    TEST_EXIT();
}

/*
 * Export and import as JSON lines: base64 and the line parser on their
 * own, an export imported into a fresh store gives back every winner
 * (bytes of object code and sig included), Task, hardware description and
 * measurement (feature values exactly); a merge keeps the better winner;
 * importing twice adds nothing; malformed lines are reported with their
 * line number and skipped; numbers do not depend on the host's locale.
 */
#include "tests/cache/helpers.h"

#include <locale.h>

#include "cache/cache_internal.h"

static char *root;
static logcap lc;

static cache_store *open_at(const char *sub)
{
    char d[4096];
    join(d, sizeof d, root, sub);
    return cache_open(d, NULL, cap_log, &lc);
}

TEST(base64)
{
    unsigned char data[70];
    for (int i = 0; i < 70; i++)
        data[i] = (unsigned char)(i * 37 + 5);
    for (size_t n = 0; n <= sizeof data; n++) {
        tt_buf b = {0};
        cache_b64_encode(&b, data, n);
        CHECK(b.len == (n + 2) / 3 * 4);
        void *out = NULL;
        size_t len = 99;
        CHECK(cache_b64_decode(b.s ? b.s : "", b.len, &out, &len) == 0);
        CHECK(len == n && (n == 0 || memcmp(out, data, n) == 0));
        free(out);
        tt_buf_free(&b);
    }
    tt_buf b = {0};
    cache_b64_encode(&b, "Man", 3);
    CHECK(strcmp(b.s, "TWFu") == 0);
    tt_buf_free(&b);
    const char *bad[] = {"abc", "ab=c", "a===", "ab!d", "=abc", "TWFu===="};
    for (size_t i = 0; i < TT_ARRAY_LEN(bad); i++) {
        void *out = NULL;
        size_t len = 0;
        CHECKF(cache_b64_decode(bad[i], strlen(bad[i]), &out, &len) != 0, "%s", bad[i]);
        free(out);
    }
}

TEST(json_lines)
{
    cache_jobj o;
    char err[200];
    const char *good =
        " {\"a\":\"x\\\"y\\\\z\\n\\u00e9\\ud83d\\ude00\", \"n\":-1.5e3, \"t\":true, \"z\":null,"
        " \"arr\":[1, 2.5, -3], \"nested\":{\"k\":[1,{\"q\":[]}]}, \"mixed\":[1,\"s\"], \"e\":[]} ";
    REQUIRE(cache_json_parse(good, strlen(good), &o, err, sizeof err) == 0);
    const cache_jfield *f = cache_json_get(&o, "a");
    CHECK(f && f->kind == CJ_STR && strcmp(f->str, "x\"y\\z\n\xc3\xa9\xf0\x9f\x98\x80") == 0);
    f = cache_json_get(&o, "n");
    CHECK(f && f->kind == CJ_NUM && f->num == -1500);
    f = cache_json_get(&o, "t");
    CHECK(f && f->kind == CJ_BOOL && f->num == 1);
    f = cache_json_get(&o, "z");
    CHECK(f && f->kind == CJ_NULL);
    f = cache_json_get(&o, "arr");
    CHECK(f && f->kind == CJ_NUMS && f->nnums == 3 && f->nums[1] == 2.5f);
    f = cache_json_get(&o, "nested");
    CHECK(f && f->kind == CJ_OTHER);
    f = cache_json_get(&o, "mixed");
    CHECK(f && f->kind == CJ_OTHER);
    f = cache_json_get(&o, "e");
    CHECK(f && f->kind == CJ_NUMS && f->nnums == 0);
    CHECK(cache_json_get(&o, "missing") == NULL);
    cache_json_free(&o);

    struct { const char *s, *msg; } bad[] = {
        {"", "expected '{'"},
        {"[1]", "expected '{'"},
        {"{\"a\":}", "expected a value"},
        {"{\"a\":1,}", "expected a key"},
        {"{\"a\" 1}", "expected ':'"},
        {"{\"a\":1} x", "text after the object"},
        {"{\"a\":\"unterminated}", "unterminated string"},
        {"{\"a\":\"\\x\"}", "bad escape"},
        {"{\"a\":\"\\ud800\"}", "unpaired surrogate"},
        {"{\"a\":\"\\u0000\"}", "NUL"},
        {"{\"a\":01}", "expected ',' or '}'"},
        {"{\"a\":1.}", "bad number"},
        {"{\"a\":tru}", "expected a value"},
        {"{\"a\":[1,2}", "expected ',' or ']'"},
        {"{\"a\":\"tab\there\"}", "control character"},
    };
    for (size_t i = 0; i < TT_ARRAY_LEN(bad); i++) {
        err[0] = 0;
        CHECKF(cache_json_parse(bad[i].s, strlen(bad[i].s), &o, err, sizeof err) != 0, "%s",
               bad[i].s);
        CHECK_CONTAINS(str_of(err), bad[i].msg);
        CHECK_CONTAINS(str_of(err), "column ");
    }
    /* Deep nesting is refused, not a stack overflow. */
    char deep[2000];
    size_t k = 0;
    k += (size_t)sprintf(deep, "{\"a\":");
    for (int i = 0; i < 500; i++)
        deep[k++] = '[';
    deep[k] = 0;
    CHECK(cache_json_parse(deep, k, &o, err, sizeof err) != 0);
    CHECK_CONTAINS(str_of(err), "nested too deeply");
}

/* Fill a store with everything there is. */
static void fill(cache_store *s, const char *h, int ntasks, double base_ms)
{
    CHECK(cache_hw_put(s, h, "vendor: Test\nllvm_features: +avx2,+fma\n") == TT_OK);
    for (int i = 0; i < ntasks; i++) {
        char t[33], shapes[64];
        key_n(t, "xfer-task", i);
        tt_snprintf(shapes, sizeof shapes, "A[%d,64] B[64,64]", i + 1);
        CHECK(cache_task_put(s, t, "matmul", shapes, "matmul canon \"quoted\"\n\ttext") == TT_OK);
        test_winner w;
        make_winner(&w, t, h, "tile=8,vec=8", base_ms + i, i);
        CHECK(cache_winner_put(s, &w.w, NULL) == TT_OK);
        cache_meas m[3];
        float f[3][5];
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 5; k++)
                f[j][k] = (float)(i * 0.1 + j / 3.0 + k * 1e-7);
            m[j] = (cache_meas){.config = j == 1 ? "bad" : "cfg", .features = f[j],
                                .nfeatures = 5, .time_ms = j == 1 ? -1 : 0.125 * (j + 1),
                                .error = j == 1 ? 4 : 0, .error_text = j == 1 ? "timeout" : NULL,
                                .created = 1000000 + i * 10 + j};
        }
        CHECK(cache_measure_add(s, t, h, m, 3) == TT_OK);
    }
}

typedef struct snap {
    int n;
    char lines[64][512];
} snap;

static int snap_winner(void *ctx, const cache_entry *e)
{
    snap *s = ctx;
    if (s->n < 64)
        tt_snprintf(s->lines[s->n], 512, "%s %s %s %s %s %s %.17g %.17g %lld", e->task, e->hw,
                    e->op, e->shapes, e->config, e->codegen, e->time_ms, e->gflops,
                    (long long)e->object_bytes);
    s->n++;
    return 0;
}

static int snap_meas(void *ctx, const char *task, const cache_meas *m)
{
    snap *s = ctx;
    if (s->n < 64) {
        char f[128] = "";
        for (int i = 0; i < m->nfeatures; i++) {
            size_t len = strlen(f);
            tt_snprintf(f + len, sizeof f - len, "%a,", (double)m->features[i]);
        }
        tt_snprintf(s->lines[s->n], 512, "%s %s %s %.17g %d %s %lld", task, m->config, f,
                    m->time_ms, m->error, m->error_text ? m->error_text : "(null)",
                    (long long)m->created);
    }
    s->n++;
    return 0;
}

static int same_snap(const snap *a, const snap *b)
{
    if (a->n != b->n)
        return 0;
    for (int i = 0; i < a->n && i < 64; i++)
        if (strcmp(a->lines[i], b->lines[i]) != 0) {
            fprintf(stderr, "  differs:\n    %s\n    %s\n", a->lines[i], b->lines[i]);
            return 0;
        }
    return 1;
}

TEST(round_trip)
{
    char h[33];
    key_of(h, "xfer-hw");
    cache_store *a = open_at("XA"), *b = open_at("XB");
    REQUIRE(a && b);
    fill(a, h, 5, 1.0);
    FILE *f = tmpfile();
    REQUIRE(f);
    int64_t lines = 0;
    CHECK(cache_export(a, f, 1, &lines) == TT_OK);
    CHECK(lines == 1 + 1 + 5 + 5 + 15);
    rewind(f);
    cache_import_stats st;
    CHECK(cache_import(b, f, &st) == TT_OK);
    CHECK(st.lines == lines && st.winners_stored == 5 && st.winners_kept == 0 &&
          st.measurements == 15 && st.bad_lines == 0 && st.first_bad_line == 0);

    snap sa = {0}, sb = {0};
    CHECK(cache_list(a, NULL, snap_winner, &sa) == TT_OK);
    CHECK(cache_list(b, NULL, snap_winner, &sb) == TT_OK);
    CHECK(sa.n == 5 && same_snap(&sa, &sb));
    memset(&sa, 0, sizeof sa);
    memset(&sb, 0, sizeof sb);
    CHECK(cache_measure_load(a, h, NULL, 0, snap_meas, &sa, NULL) == TT_OK);
    CHECK(cache_measure_load(b, h, NULL, 0, snap_meas, &sb, NULL) == TT_OK);
    CHECK(sa.n == 15 && same_snap(&sa, &sb));
    /* The object code's bytes. */
    char t[33];
    key_n(t, "xfer-task", 3);
    test_winner want;
    make_winner(&want, t, h, "tile=8,vec=8", 4.0, 3);
    cache_winner w = {0};
    int found = 0;
    CHECK(cache_winner_get(b, t, h, &w, &found) == TT_OK && found && same_winner(&w, &want));
    cache_winner_clear(&w);
    cache_stats s1, s2;
    CHECK(cache_stats_get(a, &s1) == TT_OK && cache_stats_get(b, &s2) == TT_OK);
    CHECK(s1.tasks == s2.tasks && s1.hardware == s2.hardware && s1.object_bytes == s2.object_bytes);

    /* Again: nothing new. */
    rewind(f);
    CHECK(cache_import(b, f, &st) == TT_OK);
    CHECK(st.winners_stored == 0 && st.winners_kept == 5 && st.measurements == 0);
    CHECK(cache_stats_get(b, &s2) == TT_OK && s2.measurements == 15);

    /* Without measurements. */
    FILE *g = tmpfile();
    CHECK(g && cache_export(a, g, 0, &lines) == TT_OK && lines == 12);
    if (g)
        fclose(g);
    fclose(f);
    cache_close(a);
    cache_close(b);
}

TEST(merge_keeps_better)
{
    char h[33];
    key_of(h, "merge-hw");
    cache_store *a = open_at("MA"), *b = open_at("MB");
    REQUIRE(a && b);
    fill(a, h, 4, 1.0);   /* a: 1, 2, 3, 4 ms */
    char t[33];
    /* b: faster for task 0, slower for task 1, task 9 only in b */
    test_winner w;
    key_n(t, "xfer-task", 0);
    make_winner(&w, t, h, "b-fast", 0.5, 50);
    CHECK(cache_winner_put(b, &w.w, NULL) == TT_OK);
    key_n(t, "xfer-task", 1);
    make_winner(&w, t, h, "b-slow", 9.0, 51);
    CHECK(cache_winner_put(b, &w.w, NULL) == TT_OK);
    key_n(t, "xfer-task", 9);
    make_winner(&w, t, h, "b-only", 9.0, 52);
    CHECK(cache_winner_put(b, &w.w, NULL) == TT_OK);

    FILE *f = tmpfile();
    REQUIRE(f);
    CHECK(cache_export(a, f, 0, NULL) == TT_OK);
    rewind(f);
    cache_import_stats st;
    CHECK(cache_import(b, f, &st) == TT_OK);
    CHECK(st.winners_stored == 3 && st.winners_kept == 1);
    cache_winner r = {0};
    int found = 0;
    key_n(t, "xfer-task", 0);
    CHECK(cache_winner_get(b, t, h, &r, &found) == TT_OK && found && strcmp(r.config, "b-fast") == 0);
    cache_winner_clear(&r);
    key_n(t, "xfer-task", 1);
    CHECK(cache_winner_get(b, t, h, &r, &found) == TT_OK && found && r.time_ms == 2.0);
    cache_winner_clear(&r);
    key_n(t, "xfer-task", 9);
    CHECK(cache_winner_get(b, t, h, &r, &found) == TT_OK && found);
    cache_winner_clear(&r);
    fclose(f);
    cache_close(a);
    cache_close(b);
}

TEST(malformed_lines)
{
    char h[33], t[33];
    key_of(h, "bad-hw");
    key_of(t, "bad-task");
    cache_store *a = open_at("BADSRC"), *b = open_at("BADDST");
    REQUIRE(a && b);
    test_winner w;
    make_winner(&w, t, h, "good", 1.0, 1);
    CHECK(cache_winner_put(a, &w.w, NULL) == TT_OK);
    FILE *f = tmpfile();
    REQUIRE(f);
    CHECK(cache_export(a, f, 0, NULL) == TT_OK);
    /* The export: header + winner.  Take the winner line to mutilate. */
    rewind(f);
    char *lines[2] = {NULL, NULL};
    size_t caps[2] = {0, 0};
    CHECK(getline(&lines[0], &caps[0], f) > 0 && getline(&lines[1], &caps[1], f) > 0);
    fclose(f);
    char half[4096];
    tt_snprintf(half, sizeof half, "%.*s\n", (int)(strlen(lines[1]) / 2), lines[1]);

    f = tmpfile();
    REQUIRE(f);
    fputs(lines[0], f);                                            /* 1 header */
    fputs("{not json\n", f);                                       /* 2 bad */
    fputs("\n", f);                                                /* 3 blank */
    fputs(half, f);                                                /* 4 bad: cut */
    fputs("{\"type\":\"winner\",\"task\":\"XYZ\",\"hw\":\"abc\",\"config\":\"c\",\"time_ms\":1}\n",
          f);                                                      /* 5 bad key */
    fputs(lines[1], f);                                            /* 6 good */
    fputs("{\"type\":\"measurement\",\"task\":\"", f);
    fputs(t, f);
    fputs("\",\"hw\":\"", f);
    fputs(h, f);
    fputs("\",\"config\":\"c\",\"features\":\"oops\"}\n", f);     /* 7 bad features */
    fputs("{\"type\":\"spaceship\"}\n", f);                         /* 8 bad type */
    fputs("{\"type\":\"winner\",\"task\":\"", f);
    fputs(t, f);
    fputs("\",\"hw\":\"", f);
    fputs(h, f);
    fputs("\",\"config\":\"c\",\"time_ms\":1,\"object\":\"!!!!\"}\n", f);   /* 9 bad base64 */
    fputs("{\"type\":\"task\",\"key\":\"", f);
    fputs(t, f);
    fputs("\",\"op\":\"matmul\",\"future_field\":{\"x\":[1,2]}}", f);       /* 10 good, no \n */
    rewind(f);
    int w0 = lc.warnings;
    lc.quiet = 1;
    cache_import_stats st;
    CHECK(cache_import(b, f, &st) == TT_OK);
    lc.quiet = 0;
    CHECK(st.lines == 10 && st.bad_lines == 6 && st.first_bad_line == 2);
    CHECK(st.winners_stored == 1);
    CHECK(lc.warnings - w0 == 6);
    CHECK_CONTAINS(lc.last, "line 9:");
    CHECK_CONTAINS(lc.last, "base64");
    cache_winner r = {0};
    int found = 0;
    CHECK(cache_winner_get(b, t, h, &r, &found) == TT_OK && found && same_winner(&r, &w));
    cache_winner_clear(&r);
    cache_stats s;
    CHECK(cache_stats_get(b, &s) == TT_OK && s.tasks == 1);
    fclose(f);
    free(lines[0]);
    free(lines[1]);

    /* Garbage of every kind: no crash, every line counted. */
    f = tmpfile();
    REQUIRE(f);
    uint64_t seed = 7;
    for (int i = 0; i < 200; i++) {
        int len = (int)tt_rand_range(&seed, 80);
        for (int j = 0; j < len; j++) {
            static const char alphabet[] = "{}[]\":,\\u0123456789abcdefnulltrue-.eE \t\x01\xff";
            fputc(alphabet[tt_rand_range(&seed, sizeof alphabet - 1)], f);
        }
        fputc('\n', f);
    }
    rewind(f);
    lc.quiet = 1;
    CHECK(cache_import(b, f, &st) == TT_OK && st.lines == 200);
    lc.quiet = 0;
    fclose(f);
    cache_close(a);
    cache_close(b);
}

TEST(locale_independent)
{
    const char *names[] = {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8"};
    const char *got = NULL;
    for (size_t i = 0; i < TT_ARRAY_LEN(names) && !got; i++)
        got = setlocale(LC_NUMERIC, names[i]);
    if (!got) {
        printf("     note: no locale with a decimal comma installed; check skipped\n");
        return;
    }
    char h[33];
    key_of(h, "locale-hw");
    cache_store *a = open_at("LOCA"), *b = open_at("LOCB");
    REQUIRE(a && b);
    fill(a, h, 1, 1.5);
    FILE *f = tmpfile();
    REQUIRE(f);
    CHECK(cache_export(a, f, 1, NULL) == TT_OK);
    rewind(f);
    cache_import_stats st;
    CHECK(cache_import(b, f, &st) == TT_OK && st.bad_lines == 0 && st.winners_stored == 1);
    snap sa = {0}, sb = {0};
    CHECK(cache_list(a, NULL, snap_winner, &sa) == TT_OK);
    CHECK(cache_list(b, NULL, snap_winner, &sb) == TT_OK);
    CHECK(same_snap(&sa, &sb));
    setlocale(LC_NUMERIC, "C");
    fclose(f);
    cache_close(a);
    cache_close(b);
}

int main(void)
{
    root = temp_dir();
    if (!root) {
        fprintf(stderr, "mkdtemp failed\n");
        return 1;
    }
    RUN(base64);
    RUN(json_lines);
    RUN(round_trip);
    RUN(merge_keeps_better);
    RUN(malformed_lines);
    RUN(locale_independent);
    rm_rf(root);
    free(root);
    TEST_EXIT();
}

/*
 * The hardware fingerprint: the host CPU described as stable
 * "name: value" lines (the same text every time), the caller's LLVM and
 * codegen strings appended on one line each whatever they contain, and a
 * key of 32 hex characters that changes with any of it.
 */
#include "tests/cache/helpers.h"

#include "ir/ir.h"

TEST(cpu)
{
    cache_cpu c;
    cache_cpu_detect(&c);
    printf("     %s %s family %d model %d stepping %d \"%s\" L1d %lld L2 %lld L3 %lld, %d CPUs\n",
           c.arch, c.vendor, c.family, c.model, c.stepping, c.brand, (long long)c.l1d,
           (long long)c.l2, (long long)c.l3, c.cpus);
    CHECK(c.arch[0] != 0);
    CHECK(c.cpus > 0);
#if defined(__x86_64__) || defined(__i386__)
    CHECK(c.vendor[0] != 0 && c.family > 0 && c.brand[0] != 0);
    CHECK(c.brand[0] != ' ' && c.brand[strlen(c.brand) - 1] != ' ');
    CHECK(c.l1d > 0 || c.l2 > 0);   /* from sysfs or CPUID */
#endif
    cache_cpu d;
    cache_cpu_detect(&d);
    CHECK(memcmp(&c, &d, sizeof c) == 0);
}

/* Each line is "name: value" with no control characters. */
static int well_formed(const char *text)
{
    int lines = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        if (!nl)
            return 0;
        const char *colon = memchr(p, ':', (size_t)(nl - p));
        if (!colon || colon == p || colon[1] != ' ')
            return 0;
        for (const char *q = p; q < nl; q++)
            if ((unsigned char)*q < 0x20)
                return 0;
        lines++;
        p = nl + 1;
    }
    return lines;
}

TEST(text_and_key)
{
    char a[4096], b[4096];
    size_t na = cache_fingerprint(a, sizeof a, "skylake-avx512", "+avx2,+fma,-sse4a", "19.1.1", "3");
    size_t nb = cache_fingerprint(b, sizeof b, "skylake-avx512", "+avx2,+fma,-sse4a", "19.1.1", "3");
    CHECK(na == strlen(a) && na == nb && strcmp(a, b) == 0);
    CHECK(well_formed(a) == 14);
    CHECK_CONTAINS(str_of(a), "llvm_cpu: skylake-avx512\n");
    CHECK_CONTAINS(str_of(a), "llvm_features: +avx2,+fma,-sse4a\n");
    CHECK_CONTAINS(str_of(a), "llvm_version: 19.1.1\n");
    CHECK_CONTAINS(str_of(a), "codegen: 3\n");
    CHECK_CONTAINS(str_of(a), "vendor: ");
    CHECK_CONTAINS(str_of(a), "l1d: ");
    printf("%s", a);

    char ka[33], kb[33];
    cache_hw_key(a, ka);
    cache_hw_key(b, kb);
    CHECK(cache_key_valid(ka) && strcmp(ka, kb) == 0);
    /* Any change of the appended parts is another key. */
    const char *var[][4] = {{"skylake", "+avx2,+fma,-sse4a", "19.1.1", "3"},
                            {"skylake-avx512", "+avx2,+fma", "19.1.1", "3"},
                            {"skylake-avx512", "+avx2,+fma,-sse4a", "19.1.0", "3"},
                            {"skylake-avx512", "+avx2,+fma,-sse4a", "19.1.1", "4"}};
    for (int i = 0; i < 4; i++) {
        cache_fingerprint(b, sizeof b, var[i][0], var[i][1], var[i][2], var[i][3]);
        cache_hw_key(b, kb);
        CHECKF(strcmp(ka, kb) != 0, "variant %d", i);
    }
    /* The key is ir_hash128 of the text, in hex. */
    uint8_t h[16];
    ir_hash128(a, strlen(a), h);
    char hex[33];
    for (int i = 0; i < 16; i++)
        tt_snprintf(hex + 2 * i, 3, "%02x", h[i]);
    CHECK(strcmp(hex, ka) == 0);

    /* Odd arguments: NULLs, newlines, a small buffer. */
    size_t n = cache_fingerprint(b, sizeof b, NULL, "a\nb\rc", NULL, NULL);
    CHECK(well_formed(b) == 14);
    CHECK_CONTAINS(str_of(b), "llvm_features: a b c\n");
    char small[16];
    CHECK(cache_fingerprint(small, sizeof small, NULL, NULL, NULL, NULL) == n - 5);
    CHECK(strlen(small) == 15);
    CHECK(cache_fingerprint(NULL, 0, NULL, NULL, NULL, NULL) == n - 5);
}

TEST(key_valid)
{
    CHECK(cache_key_valid("0123456789abcdef0123456789abcdef"));
    CHECK(!cache_key_valid("0123456789ABCDEF0123456789abcdef"));
    CHECK(!cache_key_valid("0123456789abcdef0123456789abcde"));
    CHECK(!cache_key_valid("0123456789abcdef0123456789abcdef0"));
    CHECK(!cache_key_valid("0123456789abcdef0123456789abcdeg"));
    CHECK(!cache_key_valid(""));
    CHECK(!cache_key_valid(NULL));
}

int main(void)
{
    RUN(cpu);
    RUN(text_and_key);
    RUN(key_valid);
    TEST_EXIT();
}

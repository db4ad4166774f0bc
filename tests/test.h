/*
 * A minimal test harness: each test file defines TEST(name) functions and
 * a main that runs them with RUN(name).  CHECK records a failure with the
 * file and line and continues; REQUIRE stops the test.  The exit status is
 * the number of failed checks (capped), so ctest sees any failure.
 */
#ifndef TT_TEST_H
#define TT_TEST_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int tt_test_failures;
static const char *tt_test_current = "";

#define TEST(name) static void test_##name(void)
#define RUN(name)                                                          \
    do {                                                                   \
        tt_test_current = #name;                                           \
        int before_ = tt_test_failures;                                    \
        test_##name();                                                     \
        printf("%s %s\n", tt_test_failures == before_ ? "ok  " : "FAIL", #name); \
        fflush(stdout);                                                    \
    } while (0)

#define CHECK(cond)                                                        \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "%s:%d: %s: check failed: %s\n", __FILE__,     \
                    __LINE__, tt_test_current, #cond);                     \
            tt_test_failures++;                                            \
        }                                                                  \
    } while (0)

#define CHECKF(cond, ...)                                                  \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "%s:%d: %s: check failed: %s: ", __FILE__,     \
                    __LINE__, tt_test_current, #cond);                     \
            fprintf(stderr, __VA_ARGS__);                                  \
            fprintf(stderr, "\n");                                         \
            tt_test_failures++;                                            \
        }                                                                  \
    } while (0)

#define REQUIRE(cond)                                                      \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "%s:%d: %s: required: %s\n", __FILE__,         \
                    __LINE__, tt_test_current, #cond);                     \
            tt_test_failures++;                                            \
            return;                                                        \
        }                                                                  \
    } while (0)

/* Does haystack contain needle?  (for asserting error messages) */
static inline int tt_test_contains(const char *hay, const char *needle)
{
    return hay && strstr(hay, needle) != NULL;
}
static inline const char *tt_test_str(const char *s)
{
    return s ? s : "(null)";
}
#define CHECK_CONTAINS(hay, needle)                                        \
    CHECKF(tt_test_contains((hay), (needle)), "expected \"%s\" in \"%s\"", \
           (needle), tt_test_str(hay))

/* C[M,N] = A[M,K] B[K,N], row-major, accumulated in double (the API tests'
 * reference for matmul). */
static inline void tt_test_ref_matmul(const float *A, const float *B, float *C, int M, int K,
                                      int N)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < K; k++)
                s += (double)A[i * K + k] * B[k * N + j];
            C[i * N + j] = (float)s;
        }
}

#define TEST_EXIT() return tt_test_failures > 100 ? 100 : tt_test_failures

#endif

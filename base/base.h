/*
 * Small support pieces shared by every layer: an arena, a growable text
 * buffer, checked allocation, monotonic time.  Internal; prefix tt_ but
 * never exported (the library is built with hidden visibility).
 */
#ifndef TT_UTIL_H
#define TT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#define TT_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define TT_MIN(a, b) ((a) < (b) ? (a) : (b))
#define TT_MAX(a, b) ((a) > (b) ? (a) : (b))

#if defined(__GNUC__)
#define TT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define TT_PRINTF(f, a)
#endif

/* Bump allocator: everything freed at once. */
typedef struct tt_arena_chunk tt_arena_chunk;
typedef struct tt_arena {
    tt_arena_chunk *head;
    size_t used, cap;
} tt_arena;

void *tt_arena_alloc(tt_arena *a, size_t n);   /* zeroed; NULL on OOM */
char *tt_arena_strdup(tt_arena *a, const char *s);
char *tt_arena_strndup(tt_arena *a, const char *s, size_t n);
void tt_arena_free(tt_arena *a);

/* Growable NUL-terminated text buffer.  On OOM it stops growing and sets
 * oom; the text stays a valid (truncated) string. */
typedef struct tt_buf {
    char *s;
    size_t len, cap;
    int oom;
} tt_buf;

void tt_buf_printf(tt_buf *b, const char *fmt, ...) TT_PRINTF(2, 3);
void tt_buf_vprintf(tt_buf *b, const char *fmt, va_list ap);
void tt_buf_puts(tt_buf *b, const char *s);
void tt_buf_putc(tt_buf *b, char c);
void tt_buf_free(tt_buf *b);
char *tt_buf_steal(tt_buf *b);   /* caller frees; never NULL unless OOM */
/* Append s as a JSON string literal (quotes included). */
void tt_buf_json_str(tt_buf *b, const char *s);

void *tt_xmalloc(size_t n);       /* NULL on OOM; never aborts */
void *tt_xcalloc(size_t n, size_t m);
char *tt_strdup(const char *s);
void *tt_aligned_alloc(size_t align, size_t n);   /* zeroed */

/* Whether TT_DUMP (a comma-separated list, or "all") asks for `what`:
 * a pass name, "llvm", "llvm-opt", "asm", "opencl" (runtime/env.c checks
 * the names when a context opens). */
int tt_dump_wants(const char *what);

double tt_now_ms(void);            /* monotonic clock, milliseconds */
uint64_t tt_now_ns(void);

/* snprintf that always terminates and never warns on truncation. */
void tt_snprintf(char *dst, size_t n, const char *fmt, ...) TT_PRINTF(3, 4);

/* SplitMix64: small, seedable, good enough for sampling and test data. */
static inline uint64_t tt_rand_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static inline double tt_rand_unit(uint64_t *s)   /* [0, 1) */
{
    return (double)(tt_rand_next(s) >> 11) * (1.0 / 9007199254740992.0);
}
static inline int64_t tt_rand_range(uint64_t *s, int64_t n)  /* [0, n) */
{
    return n <= 1 ? 0 : (int64_t)(tt_rand_next(s) % (uint64_t)n);
}

#endif

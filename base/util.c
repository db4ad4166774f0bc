#define _POSIX_C_SOURCE 200809L
#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct tt_arena_chunk {
    tt_arena_chunk *next;
    size_t cap;
    _Alignas(16) unsigned char data[];
};

void *tt_arena_alloc(tt_arena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (!a->head || a->used + n > a->cap) {
        size_t cap = n > 16384 ? n : 16384;
        tt_arena_chunk *c = malloc(sizeof(*c) + cap);
        if (!c)
            return NULL;
        c->next = a->head;
        c->cap = cap;
        a->head = c;
        a->used = 0;
        a->cap = cap;
    }
    void *p = a->head->data + a->used;
    a->used += n;
    memset(p, 0, n);
    return p;
}

char *tt_arena_strndup(tt_arena *a, const char *s, size_t n)
{
    char *p = tt_arena_alloc(a, n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = 0;
    }
    return p;
}

char *tt_arena_strdup(tt_arena *a, const char *s)
{
    return tt_arena_strndup(a, s, strlen(s));
}

void tt_arena_free(tt_arena *a)
{
    tt_arena_chunk *c = a->head;
    while (c) {
        tt_arena_chunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->used = a->cap = 0;
}

static int buf_reserve(tt_buf *b, size_t extra)
{
    if (b->oom)
        return 0;
    if (b->len + extra + 1 <= b->cap)
        return 1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
        b->oom = 1;
        return 0;
    }
    b->s = s;
    b->cap = cap;
    return 1;
}

void tt_buf_vprintf(tt_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0 || !buf_reserve(b, (size_t)n))
        return;
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void tt_buf_printf(tt_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tt_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void tt_buf_puts(tt_buf *b, const char *s)
{
    size_t n = strlen(s);
    if (!buf_reserve(b, n))
        return;
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

void tt_buf_putc(tt_buf *b, char c)
{
    if (!buf_reserve(b, 1))
        return;
    b->s[b->len++] = c;
    b->s[b->len] = 0;
}

void tt_buf_json_str(tt_buf *b, const char *s)
{
    tt_buf_putc(b, '"');
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            tt_buf_putc(b, '\\');
            tt_buf_putc(b, (char)c);
        } else if (c == '\n') {
            tt_buf_puts(b, "\\n");
        } else if (c == '\t') {
            tt_buf_puts(b, "\\t");
        } else if (c < 0x20) {
            tt_buf_printf(b, "\\u%04x", c);
        } else {
            tt_buf_putc(b, (char)c);
        }
    }
    tt_buf_putc(b, '"');
}

void tt_buf_free(tt_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
    b->oom = 0;
}

char *tt_buf_steal(tt_buf *b)
{
    char *s = b->s;
    if (!s)
        s = tt_strdup("");
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

void *tt_xmalloc(size_t n) { return malloc(n ? n : 1); }
void *tt_xcalloc(size_t n, size_t m) { return calloc(n ? n : 1, m ? m : 1); }

char *tt_strdup(const char *s)
{
    size_t n = strlen(s);
    char *p = malloc(n + 1);
    if (p)
        memcpy(p, s, n + 1);
    return p;
}

void *tt_aligned_alloc(size_t align, size_t n)
{
    void *p = NULL;
    if (n == 0)
        n = align;
    if (posix_memalign(&p, align, n) != 0)
        return NULL;
    memset(p, 0, n);
    return p;
}

uint64_t tt_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

double tt_now_ms(void) { return (double)tt_now_ns() / 1e6; }

void tt_snprintf(char *dst, size_t n, const char *fmt, ...)
{
    if (!n)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(dst, n, fmt, ap);
    va_end(ap);
    dst[n - 1] = 0;
}

int tt_dump_wants(const char *what)
{
    const char *spec = getenv("TT_DUMP");
    if (!spec || !*spec)
        return 0;
    if (strcmp(spec, "all") == 0)
        return 1;
    size_t n = strlen(what);
    for (const char *s = spec; *s;) {
        size_t len = strcspn(s, ",");
        if (len == n && strncmp(s, what, n) == 0)
            return 1;
        s += len;
        if (*s == ',')
            s++;
    }
    return 0;
}

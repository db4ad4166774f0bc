/*
 * Just enough JSON for the cache's export format: one object per line
 * whose values are strings, numbers, booleans, null or arrays of numbers
 * (anything else is checked and skipped, so a newer exporter's extra
 * fields do no harm).  Plus base64 for object code.  Input is untrusted:
 * every malformed line is an error with a position, never a crash.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cache/cache_internal.h"

/* ---- base64 ------------------------------------------------------------- */

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void cache_b64_encode(tt_buf *b, const void *p, size_t n)
{
    const unsigned char *s = p;
    char q[5] = {0};
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)s[i] << 16;
        if (i + 1 < n)
            v |= (unsigned)s[i + 1] << 8;
        if (i + 2 < n)
            v |= s[i + 2];
        q[0] = b64[v >> 18 & 63];
        q[1] = b64[v >> 12 & 63];
        q[2] = i + 1 < n ? b64[v >> 6 & 63] : '=';
        q[3] = i + 2 < n ? b64[v & 63] : '=';
        tt_buf_puts(b, q);
    }
}

static int b64_val(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

int cache_b64_decode(const char *s, size_t n, void **out, size_t *outlen)
{
    *out = NULL;
    *outlen = 0;
    if (n % 4 != 0)
        return -1;
    if (n == 0)
        return 0;
    size_t pad = (s[n - 1] == '=') + (s[n - 2] == '=');
    unsigned char *r = tt_xmalloc(n / 4 * 3);
    if (!r)
        return -2;
    size_t k = 0;
    for (size_t i = 0; i < n; i += 4) {
        int last = i + 4 == n;
        int v[4];
        for (int j = 0; j < 4; j++) {
            v[j] = b64_val(s[i + j]);
            if (v[j] < 0 && !(last && s[i + j] == '=' && j >= 4 - (int)pad)) {
                free(r);
                return -1;
            }
            if (v[j] < 0)
                v[j] = 0;
        }
        unsigned x = (unsigned)v[0] << 18 | (unsigned)v[1] << 12 | (unsigned)v[2] << 6 |
                     (unsigned)v[3];
        r[k++] = (unsigned char)(x >> 16);
        if (!last || pad < 2)
            r[k++] = (unsigned char)(x >> 8);
        if (!last || pad < 1)
            r[k++] = (unsigned char)x;
    }
    *out = r;
    *outlen = k;
    return 0;
}

/* ---- JSON ---------------------------------------------------------------- */

typedef struct jp {
    const char *s, *end;
    const char *start;
    char *err;
    size_t errn;
} jp;

static int jfail(jp *p, const char *what)
{
    tt_snprintf(p->err, p->errn, "column %ld: %s", (long)(p->s - p->start) + 1, what);
    return -1;
}

static void ws(jp *p)
{
    while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\r' || *p->s == '\n'))
        p->s++;
}

static int hex4(const char *s, unsigned *v)
{
    *v = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0'
              : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return -1;
        *v = *v << 4 | (unsigned)d;
    }
    return 0;
}

static void put_utf8(tt_buf *b, unsigned cp)
{
    if (cp < 0x80) {
        tt_buf_putc(b, (char)cp);
    } else if (cp < 0x800) {
        tt_buf_putc(b, (char)(0xc0 | cp >> 6));
        tt_buf_putc(b, (char)(0x80 | (cp & 63)));
    } else if (cp < 0x10000) {
        tt_buf_putc(b, (char)(0xe0 | cp >> 12));
        tt_buf_putc(b, (char)(0x80 | (cp >> 6 & 63)));
        tt_buf_putc(b, (char)(0x80 | (cp & 63)));
    } else {
        tt_buf_putc(b, (char)(0xf0 | cp >> 18));
        tt_buf_putc(b, (char)(0x80 | (cp >> 12 & 63)));
        tt_buf_putc(b, (char)(0x80 | (cp >> 6 & 63)));
        tt_buf_putc(b, (char)(0x80 | (cp & 63)));
    }
}

/* A string at p->s (on the opening quote).  out NULL: check and skip. */
static int jstring(jp *p, char **out, size_t *outlen)
{
    tt_buf b = {0};
    p->s++;
    for (;;) {
        if (p->s >= p->end) {
            tt_buf_free(&b);
            return jfail(p, "unterminated string");
        }
        unsigned char c = (unsigned char)*p->s;
        if (c == '"')
            break;
        if (c < 0x20) {
            tt_buf_free(&b);
            return jfail(p, "control character in a string");
        }
        if (c != '\\') {
            /* copy a run of plain bytes at once */
            const char *r = p->s;
            while (p->s < p->end && *p->s != '"' && *p->s != '\\' &&
                   (unsigned char)*p->s >= 0x20)
                p->s++;
            if (out) {
                size_t n = (size_t)(p->s - r);
                char tmp[256];
                for (size_t i = 0; i < n; i += sizeof tmp - 1) {
                    size_t k = n - i < sizeof tmp - 1 ? n - i : sizeof tmp - 1;
                    memcpy(tmp, r + i, k);
                    tmp[k] = 0;
                    tt_buf_puts(&b, tmp);
                }
            }
            continue;
        }
        if (p->s + 1 >= p->end) {
            tt_buf_free(&b);
            return jfail(p, "unterminated escape");
        }
        char e = p->s[1];
        p->s += 2;
        const char *simple = strchr("\"\\/bfnrt", e);
        if (e && simple) {
            static const char rep[] = "\"\\/\b\f\n\r\t";
            tt_buf_putc(&b, rep[simple - "\"\\/bfnrt"]);
            continue;
        }
        unsigned cp, lo;
        if (e != 'u' || p->end - p->s < 4 || hex4(p->s, &cp) != 0) {
            tt_buf_free(&b);
            return jfail(p, "bad escape in a string");
        }
        p->s += 4;
        if (cp >= 0xd800 && cp < 0xdc00) {
            if (p->end - p->s < 6 || p->s[0] != '\\' || p->s[1] != 'u' ||
                hex4(p->s + 2, &lo) != 0 || lo < 0xdc00 || lo > 0xdfff) {
                tt_buf_free(&b);
                return jfail(p, "unpaired surrogate in a string");
            }
            p->s += 6;
            cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        } else if (cp >= 0xdc00 && cp < 0xe000) {
            tt_buf_free(&b);
            return jfail(p, "unpaired surrogate in a string");
        }
        if (cp == 0) {
            tt_buf_free(&b);
            return jfail(p, "NUL character in a string");
        }
        put_utf8(&b, cp);
    }
    p->s++;
    if (b.oom) {
        tt_buf_free(&b);
        return jfail(p, "out of memory");
    }
    if (out) {
        *outlen = b.len;
        *out = b.s ? b.s : tt_strdup("");
        if (!*out)
            return jfail(p, "out of memory");
    } else {
        tt_buf_free(&b);
    }
    return 0;
}

static int jnumber(jp *p, double *v)
{
    const char *a = p->s, *q = p->s;
    if (q < p->end && *q == '-')
        q++;
    if (q >= p->end || *q < '0' || *q > '9')
        return jfail(p, "expected a value");
    if (*q == '0')
        q++;
    else
        while (q < p->end && *q >= '0' && *q <= '9')
            q++;
    if (q < p->end && *q == '.') {
        q++;
        if (q >= p->end || *q < '0' || *q > '9')
            return jfail(p, "bad number");
        while (q < p->end && *q >= '0' && *q <= '9')
            q++;
    }
    if (q < p->end && (*q == 'e' || *q == 'E')) {
        q++;
        if (q < p->end && (*q == '+' || *q == '-'))
            q++;
        if (q >= p->end || *q < '0' || *q > '9')
            return jfail(p, "bad number");
        while (q < p->end && *q >= '0' && *q <= '9')
            q++;
    }
    char tmp[64];
    size_t n = (size_t)(q - a);
    if (n >= sizeof tmp)
        return jfail(p, "number too long");
    memcpy(tmp, a, n);
    tmp[n] = 0;
    errno = 0;
    *v = strtod(tmp, NULL);   /* callers parse in the "C" numeric locale */
    p->s = q;
    return 0;
}

static int jword(jp *p, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(p->end - p->s) < n || memcmp(p->s, w, n) != 0)
        return jfail(p, "expected a value");
    p->s += n;
    return 0;
}

/* Any value, into f (f NULL: check and skip). */
static int jvalue(jp *p, cache_jfield *f, int depth)
{
    if (depth > 32)
        return jfail(p, "nested too deeply");
    ws(p);
    if (p->s >= p->end)
        return jfail(p, "expected a value");
    char c = *p->s;
    if (c == '"') {
        if (f)
            f->kind = CJ_STR;
        return jstring(p, f ? &f->str : NULL, f ? &f->len : NULL);
    }
    if (c == 't' || c == 'f') {
        if (f) {
            f->kind = CJ_BOOL;
            f->num = c == 't';
        }
        return jword(p, c == 't' ? "true" : "false");
    }
    if (c == 'n') {
        if (f)
            f->kind = CJ_NULL;
        return jword(p, "null");
    }
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        int nums = c == '[';
        int cap = 0;
        if (f)
            f->kind = CJ_OTHER;
        p->s++;
        ws(p);
        if (p->s < p->end && *p->s == close) {
            p->s++;
            if (f && nums)
                f->kind = CJ_NUMS;
            return 0;
        }
        for (;;) {
            ws(p);
            if (c == '{') {
                if (p->s >= p->end || *p->s != '"')
                    return jfail(p, "expected a key");
                if (jstring(p, NULL, NULL) != 0)
                    return -1;
                ws(p);
                if (p->s >= p->end || *p->s != ':')
                    return jfail(p, "expected ':'");
                p->s++;
                if (jvalue(p, NULL, depth + 1) != 0)
                    return -1;
            } else if (p->s < p->end && (*p->s == '-' || (*p->s >= '0' && *p->s <= '9')) &&
                       nums) {
                double v;
                if (jnumber(p, &v) != 0)
                    return -1;
                if (f) {
                    if (f->nnums == cap) {
                        cap = cap ? 2 * cap : 16;
                        float *nn = realloc(f->nums, (size_t)cap * sizeof *nn);
                        if (!nn)
                            return jfail(p, "out of memory");
                        f->nums = nn;
                    }
                    f->nums[f->nnums++] = (float)v;
                }
            } else {
                nums = 0;
                if (jvalue(p, NULL, depth + 1) != 0)
                    return -1;
            }
            ws(p);
            if (p->s < p->end && *p->s == ',') {
                p->s++;
                continue;
            }
            if (p->s < p->end && *p->s == close) {
                p->s++;
                break;
            }
            return jfail(p, c == '{' ? "expected ',' or '}'" : "expected ',' or ']'");
        }
        if (f && nums)
            f->kind = CJ_NUMS;
        return 0;
    }
    if (f)
        f->kind = CJ_NUM;
    double v;
    if (jnumber(p, &v) != 0)
        return -1;
    if (f)
        f->num = v;
    return 0;
}

void cache_json_free(cache_jobj *o)
{
    for (int i = 0; i < o->n; i++) {
        free(o->f[i].key);
        free(o->f[i].str);
        free(o->f[i].nums);
    }
    free(o->f);
    memset(o, 0, sizeof *o);
}

int cache_json_parse(const char *line, size_t len, cache_jobj *o, char *err, size_t n)
{
    memset(o, 0, sizeof *o);
    jp p = {line, line + len, line, err, n};
    ws(&p);
    if (p.s >= p.end || *p.s != '{')
        return jfail(&p, "expected '{'");
    p.s++;
    ws(&p);
    if (p.s < p.end && *p.s == '}') {
        p.s++;
    } else {
        for (;;) {
            ws(&p);
            if (p.s >= p.end || *p.s != '"')
                goto bad_key;
            if (o->n == o->cap) {
                int cap = o->cap ? 2 * o->cap : 16;
                cache_jfield *nf = realloc(o->f, (size_t)cap * sizeof *nf);
                if (!nf) {
                    jfail(&p, "out of memory");
                    goto fail;
                }
                o->f = nf;
                o->cap = cap;
            }
            cache_jfield *f = &o->f[o->n++];
            memset(f, 0, sizeof *f);
            size_t klen;
            if (jstring(&p, &f->key, &klen) != 0)
                goto fail;
            ws(&p);
            if (p.s >= p.end || *p.s != ':') {
                jfail(&p, "expected ':'");
                goto fail;
            }
            p.s++;
            if (jvalue(&p, f, 0) != 0)
                goto fail;
            ws(&p);
            if (p.s < p.end && *p.s == ',') {
                p.s++;
                continue;
            }
            if (p.s < p.end && *p.s == '}') {
                p.s++;
                break;
            }
            jfail(&p, "expected ',' or '}'");
            goto fail;
        }
    }
    ws(&p);
    if (p.s != p.end) {
        jfail(&p, "text after the object");
        goto fail;
    }
    return 0;
bad_key:
    jfail(&p, "expected a key");
fail:
    cache_json_free(o);
    return -1;
}

const cache_jfield *cache_json_get(const cache_jobj *o, const char *key)
{
    for (int i = 0; i < o->n; i++)
        if (strcmp(o->f[i].key, key) == 0)
            return &o->f[i];
    return NULL;
}

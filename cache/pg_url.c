/*
 * TT_CACHE_URL without libpq: checking a URL must not load libpq (that
 * costs every process ~5 ms; it is loaded at the first connection, pq.c),
 * so the grammar libpq accepts is checked here:
 *
 *   postgres[ql]://[user[:password]@][host[:port][,host[:port]...]][/dbname][?k=v[&k=v...]]
 *
 * with %XX escapes, [v6] host literals, and k one of libpq's connection
 * keywords.  What only a server can judge (a host that does not resolve, a
 * wrong password) is a connection fault later, logged once.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache/pg_internal.h"
#include "tt.h"

/* libpq 15's keywords (PQconndefaults), and the URI alias "ssl" */
static const char *const keywords[] = {
    "host", "hostaddr", "port", "dbname", "user", "password", "passfile",
    "channel_binding", "connect_timeout", "client_encoding", "options", "application_name",
    "fallback_application_name", "keepalives", "keepalives_idle", "keepalives_interval",
    "keepalives_count", "tcp_user_timeout", "replication", "gssencmode", "sslmode",
    "requiressl", "sslcompression", "sslcert", "sslkey", "sslpassword", "sslrootcert",
    "sslcrl", "sslcrldir", "sslsni", "requirepeer", "ssl_min_protocol_version",
    "ssl_max_protocol_version", "krbsrvname", "gsslib", "service", "target_session_attrs",
    "ssl", NULL};

/* url without what lies between "://" and '@' (a user and password) */
static void redact(char *dst, size_t n, const char *url)
{
    const char *s = strstr(url, "://"), *at = s ? strchr(s + 3, '@') : NULL;
    const char *slash = s ? strchr(s + 3, '/') : NULL;
    if (at && (!slash || at < slash))
        tt_snprintf(dst, n, "%.*s***%.100s", (int)(s + 3 - url), url, at);
    else
        tt_snprintf(dst, n, "%.100s", url);
}

/* Decode s[0..len) (%XX escapes) into dst; -1 on a bad escape. */
static int decode(char *dst, size_t n, const char *s, size_t len)
{
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '%') {
            if (i + 2 >= len || !isxdigit((unsigned char)s[i + 1]) ||
                !isxdigit((unsigned char)s[i + 2]))
                return -1;
            char hex[3] = {s[i + 1], s[i + 2], 0};
            c = (char)strtol(hex, NULL, 16);
            i += 2;
        }
        if (o + 1 < n)
            dst[o++] = c;
    }
    if (n)
        dst[o] = 0;
    return 0;
}

static int all_digits(const char *s, const char *extra)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s) && !strchr(extra, *s))
            return 0;
    return 1;
}

int cache_pg_url_parse(const char *url, cache_pg_url *u, char *msg, size_t n)
{
    memset(u, 0, sizeof *u);
    if (!url || !*url) {
        tt_snprintf(msg, n, "an empty URL");
        return -1;
    }
    char shown[160];
    redact(shown, sizeof shown, url);
    const char *p;
    if (strncmp(url, "postgresql://", 13) == 0)
        p = url + 13;
    else if (strncmp(url, "postgres://", 11) == 0)
        p = url + 11;
    else {
        tt_snprintf(msg, n, "'%s' is not a postgresql:// URL", shown);
        return -1;
    }
    for (const char *q = url; *q; q++)
        if ((unsigned char)*q <= ' ' || *q == 0x7f) {
            tt_snprintf(msg, n, "'%s' has a space or a control character (escape it as %%XX)",
                        shown);
            return -1;
        }
    /* netloc: up to '/' or '?' */
    size_t nl = strcspn(p, "/?");
    const char *at = memchr(p, '@', nl);
    const char *hosts = at ? at + 1 : p;
    size_t hl = nl - (size_t)(hosts - p);
    if (at) {
        char user[256];
        if (decode(user, sizeof user, p, (size_t)(at - p)) != 0)
            goto bad_escape;
    }
    /* host[:port] , ... */
    for (size_t i = 0; i < hl;) {
        size_t el = strcspn(hosts + i, ",");
        if (el > hl - i)
            el = hl - i;
        const char *h = hosts + i, *port = NULL;
        size_t hlen = el;
        if (el && h[0] == '[') {
            const char *rb = memchr(h, ']', el);
            if (!rb) {
                tt_snprintf(msg, n, "'%s' has a '[' host without its ']'", shown);
                return -1;
            }
            hlen = (size_t)(rb + 1 - h);
            if (hlen < el && h[hlen] == ':')
                port = h + hlen + 1;
            else if (hlen < el) {
                tt_snprintf(msg, n, "'%s' has text after a ']' host", shown);
                return -1;
            }
        } else {
            const char *colon = memchr(h, ':', el);
            if (colon) {
                hlen = (size_t)(colon - h);
                port = colon + 1;
            }
        }
        char hb[256], pb[32] = "";
        if (decode(hb, sizeof hb, h, hlen) != 0)
            goto bad_escape;
        if (port) {
            size_t pl = el - (size_t)(port - h);
            if (pl >= sizeof pb) {
                tt_snprintf(msg, n, "'%s' has a port that is not a number", shown);
                return -1;
            }
            memcpy(pb, port, pl);
            pb[pl] = 0;
            if (!all_digits(pb, "")) {
                tt_snprintf(msg, n, "'%s' has a port that is not a number", shown);
                return -1;
            }
        }
        if (i == 0) {
            tt_snprintf(u->host, sizeof u->host, "%s", hb);
            tt_snprintf(u->port, sizeof u->port, "%s", pb);
        }
        i += el + 1;
    }
    p += nl;
    if (*p == '/') {
        p++;
        size_t dl = strcspn(p, "?");
        if (decode(u->dbname, sizeof u->dbname, p, dl) != 0)
            goto bad_escape;
        p += dl;
    }
    if (*p == '?') {
        p++;
        while (*p) {
            size_t pl = strcspn(p, "&");
            const char *eq = memchr(p, '=', pl);
            if (!eq) {
                tt_snprintf(msg, n, "'%s': parameter '%.*s' has no '=value'", shown, (int)pl, p);
                return -1;
            }
            char key[64], val[512];
            if (decode(key, sizeof key, p, (size_t)(eq - p)) != 0 ||
                decode(val, sizeof val, eq + 1, pl - (size_t)(eq + 1 - p)) != 0)
                goto bad_escape;
            int known = 0;
            for (int k = 0; keywords[k] && !known; k++)
                known = strcmp(keywords[k], key) == 0;
            if (!known) {
                tt_snprintf(msg, n, "'%s' has an unknown parameter '%s' (libpq's: host, port, "
                            "dbname, user, sslmode, connect_timeout, options, ...)", shown, key);
                return -1;
            }
            if (strcmp(key, "port") == 0 && !all_digits(val, ",")) {
                tt_snprintf(msg, n, "'%s' has a port that is not a number", shown);
                return -1;
            }
            if (strcmp(key, "host") == 0)
                tt_snprintf(u->host, sizeof u->host, "%s", val);
            else if (strcmp(key, "port") == 0)
                tt_snprintf(u->port, sizeof u->port, "%s", val);
            else if (strcmp(key, "dbname") == 0)
                tt_snprintf(u->dbname, sizeof u->dbname, "%s", val);
            p += pl;
            if (*p == '&')
                p++;
        }
    }
    return 0;
bad_escape:
    tt_snprintf(msg, n, "'%s' has a bad %%XX escape", shown);
    return -1;
}

int cache_url_check(const char *url, char *msg, size_t n)
{
    cache_pg_url u;
    return cache_pg_url_parse(url, &u, msg, n);
}

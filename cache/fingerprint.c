/*
 * The hardware fingerprint: what the host CPU says about itself, as stable
 * "name: value" lines, and the hardware key (a 128-bit hash of the text).
 *
 * x86: CPUID for vendor, family/model/stepping (with the extended-field
 * rules), brand string; cache sizes from sysfs, else CPUID leaf 4 (Intel)
 * or 0x8000001D (AMD).  Elsewhere: sysfs MIDR / /proc/cpuinfo, with less
 * detail.  Odd or missing files only mean fewer details, never a failure.
 * The caller appends what only LLVM knows (host CPU name, features,
 * version) and tt's codegen version, so that any change of those is a
 * different key and therefore a miss.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define CACHE_X86 1
#endif

#include "cache/cache_internal.h"
#include "ir/ir.h"

/* Read a small text file into buf (trimmed); 0 on success. */
static int read_small(const char *path, char *buf, size_t n)
{
    FILE *f = fopen(path, "re");
    if (!f)
        return -1;
    size_t k = fread(buf, 1, n - 1, f);
    fclose(f);
    buf[k] = 0;
    while (k > 0 && isspace((unsigned char)buf[k - 1]))
        buf[--k] = 0;
    return k > 0 ? 0 : -1;
}

/* "32K", "1024K", "8M", "65536" -> bytes; 0 if it does not parse. */
static int64_t parse_size(const char *s)
{
    char *end;
    long long v = strtoll(s, &end, 10);
    if (end == s || v <= 0 || v > (1LL << 40))
        return 0;
    switch (toupper((unsigned char)*end)) {
    case 0: return v;
    case 'K': return v << 10;
    case 'M': return v << 20;
    case 'G': return v << 30;
    default: return 0;
    }
}

/* Printable ASCII with runs of blanks folded and ends trimmed. */
static void clean_text(char *dst, size_t n, const char *src)
{
    size_t k = 0;
    int space = 1;
    for (; src && *src && k + 1 < n; src++) {
        unsigned char c = (unsigned char)*src;
        if (c < 0x21 || c > 0x7e) {
            if (!space)
                dst[k++] = ' ';
            space = 1;
        } else {
            dst[k++] = (char)c;
            space = 0;
        }
    }
    while (k > 0 && dst[k - 1] == ' ')
        k--;
    dst[k] = 0;
}

static void caches_from_sysfs(cache_cpu *c)
{
    for (int i = 0; i < 16; i++) {
        char p[128], level[32], type[32], size[32];
        tt_snprintf(p, sizeof p, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
        if (read_small(p, level, sizeof level) != 0)
            continue;
        tt_snprintf(p, sizeof p, "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
        if (read_small(p, type, sizeof type) != 0)
            continue;
        tt_snprintf(p, sizeof p, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        if (read_small(p, size, sizeof size) != 0)
            continue;
        int64_t bytes = parse_size(size);
        int lv = atoi(level);
        if (bytes <= 0 || strcmp(type, "Instruction") == 0)
            continue;
        if (lv == 1 && !c->l1d)
            c->l1d = bytes;
        else if (lv == 2 && !c->l2)
            c->l2 = bytes;
        else if (lv == 3 && !c->l3)
            c->l3 = bytes;
    }
}

#ifdef CACHE_X86
/* Deterministic cache parameters: leaf 4 (Intel) or 0x8000001D (AMD). */
static void caches_from_cpuid(cache_cpu *c, unsigned leaf)
{
    for (unsigned sub = 0; sub < 16; sub++) {
        unsigned a, b, cc, d;
        if (!__get_cpuid_count(leaf, sub, &a, &b, &cc, &d))
            return;
        unsigned type = a & 0x1f, level = (a >> 5) & 7;
        if (type == 0)
            return;
        if (type == 2)   /* instruction */
            continue;
        int64_t bytes = (int64_t)((b >> 22) + 1) * (((b >> 12) & 0x3ff) + 1) *
                        ((b & 0xfff) + 1) * ((int64_t)cc + 1);
        if (level == 1 && !c->l1d)
            c->l1d = bytes;
        else if (level == 2 && !c->l2)
            c->l2 = bytes;
        else if (level == 3 && !c->l3)
            c->l3 = bytes;
    }
}

static void detect_x86(cache_cpu *c)
{
    unsigned a, b, cc, d;
    if (!__get_cpuid(0, &a, &b, &cc, &d))
        return;
    unsigned max = a;
    char v[13];
    memcpy(v, &b, 4);
    memcpy(v + 4, &d, 4);
    memcpy(v + 8, &cc, 4);
    v[12] = 0;
    clean_text(c->vendor, sizeof c->vendor, v);
    if (max >= 1 && __get_cpuid(1, &a, &b, &cc, &d)) {
        unsigned fam = (a >> 8) & 0xf, mod = (a >> 4) & 0xf;
        c->stepping = (int)(a & 0xf);
        c->family = (int)fam;
        c->model = (int)mod;
        if (fam == 0xf)
            c->family += (int)((a >> 20) & 0xff);
        if (fam == 0x6 || fam == 0xf)
            c->model += (int)(((a >> 16) & 0xf) << 4);
    }
    unsigned ext = 0;
    if (__get_cpuid(0x80000000, &a, &b, &cc, &d))
        ext = a;
    if (ext >= 0x80000004) {
        unsigned r[12];
        for (unsigned i = 0; i < 3; i++)
            __get_cpuid(0x80000002 + i, &r[4 * i], &r[4 * i + 1], &r[4 * i + 2], &r[4 * i + 3]);
        char brand[49];
        memcpy(brand, r, 48);
        brand[48] = 0;
        clean_text(c->brand, sizeof c->brand, brand);
    }
    if (!c->l1d && !c->l2 && !c->l3) {
        if (strcmp(c->vendor, "GenuineIntel") == 0 && max >= 4) {
            caches_from_cpuid(c, 4);
        } else if (ext >= 0x8000001D && __get_cpuid(0x80000001, &a, &b, &cc, &d) &&
                   (cc >> 22 & 1)) {   /* TOPOEXT */
            caches_from_cpuid(c, 0x8000001D);
        }
    }
}
#endif

#ifndef CACHE_X86
/* A "key : value" line of /proc/cpuinfo (the first one). */
static int cpuinfo_field(const char *key, char *out, size_t n)
{
    FILE *f = fopen("/proc/cpuinfo", "re");
    if (!f)
        return -1;
    char line[512];
    int found = -1;
    size_t kl = strlen(key);
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, key, kl) != 0)
            continue;
        const char *p = line + kl;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p != ':')
            continue;
        clean_text(out, n, p + 1);
        found = 0;
        break;
    }
    fclose(f);
    return found;
}

static void detect_generic(cache_cpu *c)
{
    char midr[64], v[64];
    if (read_small("/sys/devices/system/cpu/cpu0/regs/identification/midr_el1", midr,
                   sizeof midr) == 0) {
        unsigned long long m = strtoull(midr, NULL, 16);
        tt_snprintf(c->vendor, sizeof c->vendor, "0x%02llx", (m >> 24) & 0xff);
        c->family = (int)((m >> 16) & 0xf);
        c->model = (int)((m >> 4) & 0xfff);
        c->stepping = (int)(((m >> 20) & 0xf) << 4 | (m & 0xf));
    } else {
        if (cpuinfo_field("CPU implementer", v, sizeof v) == 0)
            tt_snprintf(c->vendor, sizeof c->vendor, "%s", v);
        else if (cpuinfo_field("vendor_id", v, sizeof v) == 0)
            tt_snprintf(c->vendor, sizeof c->vendor, "%s", v);
        if (cpuinfo_field("CPU architecture", v, sizeof v) == 0)
            c->family = atoi(v);
        if (cpuinfo_field("CPU part", v, sizeof v) == 0)
            c->model = (int)strtol(v, NULL, 0);
        if (cpuinfo_field("CPU revision", v, sizeof v) == 0)
            c->stepping = atoi(v);
    }
    if (!c->brand[0] && cpuinfo_field("model name", v, sizeof v) != 0 &&
        cpuinfo_field("cpu model", v, sizeof v) != 0 && cpuinfo_field("cpu", v, sizeof v) != 0)
        v[0] = 0;
    if (!c->brand[0])
        tt_snprintf(c->brand, sizeof c->brand, "%s", v);
}
#endif

void cache_cpu_detect(cache_cpu *c)
{
    memset(c, 0, sizeof *c);
#if defined(__x86_64__)
    tt_snprintf(c->arch, sizeof c->arch, "x86_64");
#elif defined(__i386__)
    tt_snprintf(c->arch, sizeof c->arch, "i386");
#elif defined(__aarch64__)
    tt_snprintf(c->arch, sizeof c->arch, "aarch64");
#elif defined(__arm__)
    tt_snprintf(c->arch, sizeof c->arch, "arm");
#elif defined(__powerpc64__)
    tt_snprintf(c->arch, sizeof c->arch, "ppc64");
#elif defined(__riscv)
    tt_snprintf(c->arch, sizeof c->arch, "riscv%d", (int)__riscv_xlen);
#else
    tt_snprintf(c->arch, sizeof c->arch, "unknown");
#endif
    caches_from_sysfs(c);
#ifdef CACHE_X86
    detect_x86(c);
#else
    detect_generic(c);
#endif
    long n = sysconf(_SC_NPROCESSORS_CONF);
    c->cpus = n > 0 && n < (1L << 20) ? (int)n : 0;
}

size_t cache_fingerprint(char *buf, size_t n, const char *llvm_cpu, const char *llvm_features,
                         const char *llvm_version, const char *codegen_version)
{
    cache_cpu c;
    cache_cpu_detect(&c);
    tt_buf b = {0};
    tt_buf_printf(&b, "arch: %s\nvendor: %s\nfamily: %d\nmodel: %d\nstepping: %d\n"
                  "brand: %s\nl1d: %lld\nl2: %lld\nl3: %lld\ncpus: %d\n",
                  c.arch, c.vendor, c.family, c.model, c.stepping, c.brand,
                  (long long)c.l1d, (long long)c.l2, (long long)c.l3, c.cpus);
    const char *names[] = {"llvm_cpu", "llvm_features", "llvm_version", "codegen"};
    const char *vals[] = {llvm_cpu, llvm_features, llvm_version, codegen_version};
    for (int i = 0; i < 4; i++) {
        /* one line each, whatever the caller passed */
        tt_buf_printf(&b, "%s: ", names[i]);
        for (const char *p = vals[i] ? vals[i] : ""; *p; p++)
            tt_buf_putc(&b, (unsigned char)*p < 0x20 ? ' ' : *p);
        tt_buf_putc(&b, '\n');
    }
    size_t len = b.len;
    if (n > 0)
        tt_snprintf(buf, n, "%s", b.s && !b.oom ? b.s : "");
    tt_buf_free(&b);
    return len;
}

void cache_hw_key(const char *text, char key[CACHE_KEY_LEN + 1])
{
    uint8_t h[16];
    ir_hash128(text ? text : "", text ? strlen(text) : 0, h);
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        key[2 * i] = hex[h[i] >> 4];
        key[2 * i + 1] = hex[h[i] & 15];
    }
    key[CACHE_KEY_LEN] = 0;
}

int cache_key_valid(const char *s)
{
    if (!s)
        return 0;
    for (int i = 0; i < CACHE_KEY_LEN; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
            return 0;
    return s[CACHE_KEY_LEN] == 0;
}

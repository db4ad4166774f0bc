/*
 * The Config text form (stored in the cache, printed by tt, accepted by
 * `tt run --config`):
 *
 *   v1 vbits=512 modes=RE group=0 T[t=1026.1026.6,256.256.32 r=1024 o=1.0 i=1.0 ro=0
 *                                  vec=1 lanes=16 u=4 par=1 pack=01]
 *
 * modes: one letter per statement (R root, I inlined, E epilogue); then
 * one bracket per root statement, named by the tensor it writes:
 *   t   tile triples t1.t2.t3 per spatial axis, in index-variable order
 *   r   R0 tile per reduction variable
 *   o i ro   axis orders at S0/S1, at S2/S3, of the reductions
 *   vec the vectorized axis: a spatial axis number, rN for reduction N, or none
 *   u   unroll budget; par: outer tiles fused into the parallel loop;
 *   pack one digit per read: 0 none, 1 per R0 tile, 2 per S1 tile (copied
 *       on every call); 3 and 4 the same panels kept packed (a read of an
 *       input declared constant: packed once, see tt_op_set_constant);
 *       5 a window per S1 tile (the box of the tensor the tile reads,
 *       zero-padded, in the tensor's layout); 6 every S1 tile's panel
 *       packed before the nest; 7 and 8 the R0 and S1 panels pipelined
 *       (the next tile's copied among this tile's arithmetic)
 * group=G adds rows=R.R... (rows per chunk per prefix axis) and gpar=0|1.
 * Axes are numbered, not named: index-variable names are not part of a
 * Task's identity.  Fields are printed in this order, so
 * print(parse(text)) == text for any text print produced.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lower/lower.h"

static void print_perm(tt_buf *b, const uint8_t *p, int n)
{
    for (int i = 0; i < n; i++)
        tt_buf_printf(b, "%s%d", i ? "." : "", p[i]);
    if (n == 0)
        tt_buf_putc(b, '-');
}

void lw_sched_print(tt_buf *b, const ir_task *t, const lw_sched *c)
{
    if (!lw_sched_task(t, c)) {
        tt_buf_puts(b, "v1 fused (no fused form)");
        return;
    }
    t = lw_sched_task(t, c);
    const ir_def *d = t->def;
    tt_buf_printf(b, "v1 %svbits=%d modes=", c->form ? "fused " : "",
                  c->vector_bits ? c->vector_bits : 512);
    for (int i = 0; i < d->nstmts; i++)
        tt_buf_putc(b, "RIE"[c->mode[i] <= 2 ? c->mode[i] : 0]);
    tt_buf_printf(b, " group=%d", c->group);
    if (c->group) {
        tt_buf_puts(b, " rows=");
        for (int a = 0; a < c->group; a++)
            tt_buf_printf(b, "%s%d", a ? "." : "", c->gtile[a]);
        tt_buf_printf(b, " gpar=%d", c->gpar);
    }
    for (int i = 0; i < d->nstmts; i++) {
        if (c->mode[i] != SM_ROOT)
            continue;
        const ir_stmt *st = &d->stmts[i];
        const lw_nest *n = &c->nest[i];
        int ns = st->nspatial, nr = st->nvars - st->nspatial;
        tt_buf_printf(b, " %s[t=", d->tensors[st->tensor].name);
        for (int a = 0; a < ns; a++)
            tt_buf_printf(b, "%s%d.%d.%d", a ? "," : "", n->tile[a][0], n->tile[a][1],
                          n->tile[a][2]);
        if (ns == 0)
            tt_buf_putc(b, '-');
        tt_buf_puts(b, " r=");
        for (int r = 0; r < nr; r++)
            tt_buf_printf(b, "%s%d", r ? "," : "", n->rtile[r]);
        if (nr == 0)
            tt_buf_putc(b, '-');
        tt_buf_puts(b, " o=");
        print_perm(b, n->order0, ns);
        tt_buf_puts(b, " i=");
        print_perm(b, n->order2, ns);
        tt_buf_puts(b, " ro=");
        print_perm(b, n->rorder, nr);
        if (n->vec == LW_VEC_NONE)
            tt_buf_puts(b, " vec=none");
        else if (n->vec >= LW_VEC_RED)
            tt_buf_printf(b, " vec=r%d", n->vec - LW_VEC_RED);
        else
            tt_buf_printf(b, " vec=%d", n->vec);
        tt_buf_printf(b, " lanes=%d u=%d par=%d pack=", n->lanes, n->unroll, n->par);
        int nq = 0;
        for (int q = 0; q < LW_MAX_READS; q++)
            if (n->pack[q])
                nq = q + 1;
        for (int q = 0; q < nq; q++)
            tt_buf_putc(b, (char)('0' + n->pack[q]));
        if (nq == 0)
            tt_buf_putc(b, '0');
        tt_buf_putc(b, ']');
    }
}

/* ---- parsing -------------------------------------------------------------- */

typedef struct {
    const char *p;
    char *err;
    size_t n;
    int failed;
} cparser;

static int cfail(cparser *c, const char *what)
{
    if (!c->failed)
        tt_snprintf(c->err, c->n, "config: %s near '%.24s'", what, c->p);
    c->failed = 1;
    return -1;
}

static int num(cparser *c, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(c->p, &end, 10);
    if (end == c->p || v < lo || v > hi)
        return cfail(c, "expected a number");
    c->p = end;
    *out = v;
    return 0;
}

static int lit(cparser *c, const char *s)
{
    size_t n = strlen(s);
    if (strncmp(c->p, s, n) != 0) {
        char m[64];
        tt_snprintf(m, sizeof m, "expected '%s'", s);
        return cfail(c, m);
    }
    c->p += n;
    return 0;
}

static int perm(cparser *c, uint8_t *o, int len)
{
    if (len == 0)
        return lit(c, "-");
    unsigned seen = 0;
    for (int i = 0; i < len; i++) {
        long v;
        if (i && lit(c, "."))
            return -1;
        if (num(c, 0, len - 1, &v))
            return -1;
        if (seen >> v & 1)
            return cfail(c, "an axis appears twice in an order");
        seen |= 1u << v;
        o[i] = (uint8_t)v;
    }
    return 0;
}

static int stage(cparser *c, const ir_task *t, lw_sched *s)
{
    const ir_def *d = t->def;
    const char *p = c->p;
    while (*c->p && *c->p != '[')
        c->p++;
    if (!*c->p)
        return cfail(c, "expected NAME[...]");
    size_t len = (size_t)(c->p - p);
    int si = -1;
    for (int i = 0; i < d->nstmts; i++) {
        const char *tn = d->tensors[d->stmts[i].tensor].name;
        if (strlen(tn) == len && strncmp(tn, p, len) == 0)
            si = i;
    }
    if (si < 0) {
        c->p = p;
        return cfail(c, "no statement writes that tensor");
    }
    if (s->mode[si] != SM_ROOT)
        return cfail(c, "a stage that is not a root has no nest");
    c->p++;
    const ir_stmt *st = &d->stmts[si];
    lw_nest *n = &s->nest[si];
    memset(n, 0, sizeof *n);
    int ns = st->nspatial, nr = st->nvars - st->nspatial;
    long v;
    if (lit(c, "t="))
        return -1;
    if (ns == 0) {
        if (lit(c, "-"))
            return -1;
    }
    for (int a = 0; a < ns; a++) {
        if (a && lit(c, ","))
            return -1;
        for (int l = 0; l < 3; l++) {
            if (l && lit(c, "."))
                return -1;
            if (num(c, 1, 1 << 30, &v))
                return -1;
            n->tile[a][l] = (int32_t)v;
        }
    }
    if (lit(c, " r="))
        return -1;
    if (nr == 0 && lit(c, "-"))
        return -1;
    for (int r = 0; r < nr; r++) {
        if (r && lit(c, ","))
            return -1;
        if (num(c, 1, 1 << 30, &v))
            return -1;
        n->rtile[r] = (int32_t)v;
    }
    if (lit(c, " o=") || perm(c, n->order0, ns) || lit(c, " i=") || perm(c, n->order2, ns) ||
        lit(c, " ro=") || perm(c, n->rorder, nr) || lit(c, " vec="))
        return -1;
    if (strncmp(c->p, "none", 4) == 0) {
        c->p += 4;
        n->vec = LW_VEC_NONE;
    } else if (*c->p == 'r') {
        c->p++;
        if (num(c, 0, nr - 1, &v))
            return -1;
        n->vec = (int8_t)(LW_VEC_RED + v);
    } else {
        if (num(c, 0, ns - 1, &v))
            return -1;
        n->vec = (int8_t)v;
    }
    if (lit(c, " lanes=") || num(c, 0, 64, &v))   /* 0: a stage not vectorized */
        return -1;
    n->lanes = (uint8_t)v;
    if (lit(c, " u=") || num(c, 1, 4096, &v))
        return -1;
    n->unroll = (uint16_t)v;
    if (lit(c, " par=") || num(c, 0, ns, &v))
        return -1;
    n->par = (uint8_t)v;
    if (lit(c, " pack="))
        return -1;
    for (int q = 0; isdigit((unsigned char)*c->p); q++) {
        if (q >= LW_MAX_READS || *c->p > '0' + PK_MAX)
            return cfail(c, "pack digits are 0 to 8, one per read");
        n->pack[q] = (uint8_t)(*c->p++ - '0');
    }
    return lit(c, "]");
}

int lw_sched_parse(const ir_task *t, const char *text, lw_sched *out, char *err, size_t n)
{
    const ir_task *t0 = t;
    cparser c = {text, err, n, 0};
    lw_sched s;
    memset(&s, 0, sizeof s);
    long v;
    while (*c.p == ' ')
        c.p++;
    if (lit(&c, "v1 "))
        return -1;
    if (strncmp(c.p, "fused ", 6) == 0) {
        c.p += 6;
        s.form = 1;
        if (!lw_sched_task(t, &s)) {
            cfail(&c, "a fused-reduction schedule, but the operator has no fused form "
                      "at these shapes");
            return -1;
        }
        t = lw_sched_task(t, &s);
    }
    const ir_def *d = t->def;
    s.nstages = d->nstmts;
    if (lit(&c, "vbits=") || num(&c, 64, 4096, &v))
        return -1;
    if (v != 512 && v != 256) {
        cfail(&c, "vbits must be 512 or 256");
        return -1;
    }
    s.vector_bits = (uint16_t)v;
    if (lit(&c, " modes="))
        return -1;
    for (int i = 0; i < d->nstmts; i++) {
        const char *m = strchr("RIE", *c.p);
        if (!*c.p || !m) {
            cfail(&c, "modes: one of R, I, E per statement");
            return -1;
        }
        s.mode[i] = (uint8_t)(m - "RIE");
        c.p++;
    }
    if (lit(&c, " group=") || num(&c, 0, TT_MAX_RANK, &v))
        return -1;
    s.group = (uint8_t)v;
    if (s.group) {
        if (lit(&c, " rows="))
            return -1;
        for (int a = 0; a < s.group; a++) {
            if (a && lit(&c, "."))
                return -1;
            if (num(&c, 1, 1 << 30, &v))
                return -1;
            s.gtile[a] = (int32_t)v;
        }
        if (lit(&c, " gpar=") || num(&c, 0, 1, &v))
            return -1;
        s.gpar = (uint8_t)v;
    }
    for (int i = 0; i < d->nstmts; i++) {
        if (s.mode[i] != SM_ROOT)
            continue;
        if (lit(&c, " ") || stage(&c, t, &s))
            return -1;
    }
    while (*c.p == ' ' || *c.p == '\n')
        c.p++;
    if (*c.p) {
        cfail(&c, "unexpected text after the last stage");
        return -1;
    }
    if (lw_sched_check(t0, &s, err, n) != 0) {
        char why[256];
        tt_snprintf(why, sizeof why, "%s", err);
        tt_snprintf(err, n, "config: not valid for this task: %s", why);
        return -1;
    }
    *out = s;
    return 0;
}

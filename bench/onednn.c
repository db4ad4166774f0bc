/*
 * oneDNN through its C API (linked: tt-bench only).  One dn_prim is one
 * case: the primitive, its memories, and for convolutions the reorders.
 *
 * Threads: Debian's oneDNN uses the OpenMP runtime, so its thread count is
 * omp_set_num_threads() on the calling thread, set before the primitive is
 * created (oneDNN sizes some kernels for the thread count at creation).
 */
#define _GNU_SOURCE
#include <oneapi/dnnl/dnnl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

static dnnl_engine_t eng;
static dnnl_stream_t strm;
static char desc[256];

#define MAXMEM 12

struct dn_prim {
    dnnl_primitive_desc_t pd;
    dnnl_primitive_t prim;
    int nargs;
    dnnl_exec_arg_t args[8];
    /* reorders run before / after the primitive inside the call */
    int npre;
    dnnl_primitive_t pre[2];
    dnnl_exec_arg_t pre_args[2][2];
    dnnl_primitive_t post;
    dnnl_exec_arg_t post_args[2];
    /* blocked conv: the output's conversion, outside the timed call */
    dnnl_primitive_t out_conv;
    dnnl_exec_arg_t out_args[2];
    dnnl_memory_t y_user;
    dnnl_memory_t mems[MAXMEM];
    int nmems;
    char impl[160];
};

int dn_init(char *err, size_t n)
{
    if (eng)
        return 0;
    if (dnnl_engine_create(&eng, dnnl_cpu, 0) != dnnl_success ||
        dnnl_stream_create(&strm, eng, dnnl_stream_default_flags) != dnnl_success) {
        snprintf(err, n, "oneDNN: cannot create a CPU engine and stream");
        return -1;
    }
    const dnnl_version_t *v = dnnl_version();
    const char *isa = "?";
    switch (dnnl_get_effective_cpu_isa()) {
    case dnnl_cpu_isa_avx2: isa = "avx2"; break;
    case dnnl_cpu_isa_avx2_vnni: isa = "avx2_vnni"; break;
    case dnnl_cpu_isa_avx512_core: isa = "avx512_core"; break;
    case dnnl_cpu_isa_avx512_core_vnni: isa = "avx512_core_vnni"; break;
    case dnnl_cpu_isa_avx512_core_bf16: isa = "avx512_core_bf16"; break;
    case dnnl_cpu_isa_avx512_core_amx: isa = "avx512_core_amx"; break;
    default: break;
    }
    snprintf(desc, sizeof desc, "oneDNN %d.%d.%d (%s); max ISA %s; CPU runtime %s", v->major,
             v->minor, v->patch, v->hash ? v->hash : "?", isa,
             v->cpu_runtime == DNNL_RUNTIME_OMP ? "OpenMP" :
             v->cpu_runtime == DNNL_RUNTIME_TBB ? "TBB" :
             v->cpu_runtime == DNNL_RUNTIME_SEQ ? "sequential" : "other");
    return 0;
}

const char *dn_describe(void)
{
    return desc;
}

void dn_set_threads(int threads)
{
    bm_omp_set_threads(threads);
}

static dnnl_memory_t mem(dn_prim *p, const dnnl_memory_desc_t *md, void *handle)
{
    dnnl_memory_t m = NULL;
    if (p->nmems >= MAXMEM ||
        dnnl_memory_create(&m, md, eng, handle ? handle : DNNL_MEMORY_ALLOCATE) != dnnl_success)
        return NULL;
    p->mems[p->nmems++] = m;
    return m;
}

static void arg(dn_prim *p, int a, dnnl_memory_t m)
{
    p->args[p->nargs].arg = a;
    p->args[p->nargs].memory = m;
    p->nargs++;
}

/* pd from an op descriptor; fills p->pd, p->prim, p->impl */
static int finish(dn_prim *p, const void *op_desc)
{
    if (dnnl_primitive_desc_create(&p->pd, op_desc, NULL, eng, NULL) != dnnl_success)
        return -1;
    if (dnnl_primitive_create(&p->prim, p->pd) != dnnl_success)
        return -1;
    const char *s = NULL;
    if (dnnl_primitive_desc_query(p->pd, dnnl_query_impl_info_str, 0, &s) == dnnl_success && s)
        snprintf(p->impl, sizeof p->impl, "%s", s);
    return 0;
}

static int reorder(dnnl_primitive_t *out, const dnnl_memory_desc_t *from,
                   const dnnl_memory_desc_t *to)
{
    dnnl_primitive_desc_t rpd;
    if (dnnl_reorder_primitive_desc_create(&rpd, from, eng, to, eng, NULL) != dnnl_success)
        return -1;
    dnnl_status_t st = dnnl_primitive_create(out, rpd);
    dnnl_primitive_desc_destroy(rpd);
    return st == dnnl_success ? 0 : -1;
}

static dnnl_memory_desc_t md_tag(int nd, const dnnl_dims_t dims, dnnl_format_tag_t tag)
{
    dnnl_memory_desc_t md;
    dnnl_memory_desc_init_by_tag(&md, nd, dims, dnnl_f32, tag);
    return md;
}

static dn_prim *fail(dn_prim *p)
{
    dn_free(p);
    return NULL;
}

dn_prim *dn_matmul_new(int64_t M, int64_t N, int64_t K, float *A, float *B, float *C)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    dnnl_memory_desc_t a = md_tag(2, (dnnl_dims_t){M, K}, dnnl_ab);
    dnnl_memory_desc_t b = md_tag(2, (dnnl_dims_t){K, N}, dnnl_ab);
    dnnl_memory_desc_t c = md_tag(2, (dnnl_dims_t){M, N}, dnnl_ab);
    dnnl_matmul_desc_t d;
    if (dnnl_matmul_desc_init(&d, &a, &b, NULL, &c) != dnnl_success || finish(p, &d))
        return fail(p);
    arg(p, DNNL_ARG_SRC, mem(p, &a, A));
    arg(p, DNNL_ARG_WEIGHTS, mem(p, &b, B));
    arg(p, DNNL_ARG_DST, mem(p, &c, C));
    return p;
}

dn_prim *dn_dense_new(int64_t M, int64_t N, int64_t K, float *A, float *B, float *bias,
                      float *C, int gelu, int sum, int packed, int bt)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    dnnl_memory_desc_t a = md_tag(2, (dnnl_dims_t){M, K}, dnnl_ab);
    dnnl_memory_desc_t bu = md_tag(2, (dnnl_dims_t){K, N}, bt ? dnnl_ba : dnnl_ab);
    dnnl_memory_desc_t b = packed ? md_tag(2, bu.dims, dnnl_format_tag_any) : bu;
    dnnl_memory_desc_t bi = md_tag(2, (dnnl_dims_t){1, N}, dnnl_ab);
    dnnl_memory_desc_t c = md_tag(2, (dnnl_dims_t){M, N}, dnnl_ab);
    dnnl_matmul_desc_t d;
    dnnl_primitive_attr_t at = NULL;
    dnnl_post_ops_t po = NULL;
    int bad = dnnl_matmul_desc_init(&d, &a, &b, &bi, &c) != dnnl_success ||
              dnnl_primitive_attr_create(&at) != dnnl_success ||
              dnnl_post_ops_create(&po) != dnnl_success ||
              (sum && dnnl_post_ops_append_sum(po, 1.0f) != dnnl_success) ||
              (gelu && dnnl_post_ops_append_eltwise(po, 1.0f, dnnl_eltwise_gelu_tanh, 0, 0) !=
                           dnnl_success) ||
              dnnl_primitive_attr_set_post_ops(at, po) != dnnl_success ||
              dnnl_primitive_desc_create(&p->pd, &d, at, eng, NULL) != dnnl_success ||
              dnnl_primitive_create(&p->prim, p->pd) != dnnl_success;
    if (po)
        dnnl_post_ops_destroy(po);
    if (at)
        dnnl_primitive_attr_destroy(at);
    if (bad)
        return fail(p);
    const char *str = NULL;
    if (dnnl_primitive_desc_query(p->pd, dnnl_query_impl_info_str, 0, &str) == dnnl_success &&
        str)
        snprintf(p->impl, sizeof p->impl, "%s", str);
    dnnl_memory_t wm = mem(p, &bu, B);
    const dnnl_memory_desc_t *wp = dnnl_primitive_desc_query_md(p->pd, dnnl_query_weights_md, 0);
    if (!wm || !wp)
        return fail(p);
    if (packed && !dnnl_memory_desc_equal(&bu, wp)) {
        /* the weights in the primitive's layout, once, here */
        dnnl_primitive_t r = NULL;
        dnnl_memory_t wu = wm;
        if (!(wm = mem(p, wp, NULL)) || reorder(&r, &bu, wp))
            return fail(p);
        dnnl_exec_arg_t ra[2] = {{DNNL_ARG_FROM, wu}, {DNNL_ARG_TO, wm}};
        dnnl_status_t st = dnnl_primitive_execute(r, strm, 2, ra);
        dnnl_stream_wait(strm);
        dnnl_primitive_destroy(r);
        if (st != dnnl_success)
            return fail(p);
    }
    arg(p, DNNL_ARG_SRC, mem(p, &a, A));
    arg(p, DNNL_ARG_WEIGHTS, wm);
    arg(p, DNNL_ARG_BIAS, mem(p, &bi, bias));
    arg(p, DNNL_ARG_DST, mem(p, &c, C));
    return p;
}

dn_prim *dn_conv_new(const dn_conv_shape *sh, const float *x, const float *wt, float *y,
                     int blocked)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    int64_t g = sh->groups;
    dnnl_memory_desc_t xs = md_tag(4, (dnnl_dims_t){sh->n, sh->c, sh->h, sh->w}, dnnl_nchw);
    dnnl_memory_desc_t ys = md_tag(4, (dnnl_dims_t){sh->n, sh->f, sh->oh, sh->ow}, dnnl_nchw);
    dnnl_memory_desc_t ws =
        g > 1 ? md_tag(5, (dnnl_dims_t){g, sh->f / g, sh->c / g, sh->r, sh->s}, dnnl_goihw)
              : md_tag(4, (dnnl_dims_t){sh->f, sh->c, sh->r, sh->s}, dnnl_oihw);
    dnnl_memory_desc_t xa = md_tag(4, xs.dims, dnnl_format_tag_any);
    dnnl_memory_desc_t ya = md_tag(4, ys.dims, dnnl_format_tag_any);
    dnnl_memory_desc_t wa = md_tag(ws.ndims, ws.dims, dnnl_format_tag_any);
    dnnl_convolution_desc_t d;
    if (dnnl_dilated_convolution_forward_desc_init(
            &d, dnnl_forward_inference, dnnl_convolution_direct, &xa, &wa, NULL, &ya,
            (dnnl_dims_t){sh->stride_h, sh->stride_w},
            (dnnl_dims_t){sh->dil_h - 1, sh->dil_w - 1},   /* oneDNN: 0 is dense */
            (dnnl_dims_t){sh->pad_h, sh->pad_w}, (dnnl_dims_t){sh->pad_h, sh->pad_w}) !=
            dnnl_success ||
        finish(p, &d))
        return fail(p);
    const dnnl_memory_desc_t *xp = dnnl_primitive_desc_query_md(p->pd, dnnl_query_src_md, 0);
    const dnnl_memory_desc_t *wp = dnnl_primitive_desc_query_md(p->pd, dnnl_query_weights_md, 0);
    const dnnl_memory_desc_t *yp = dnnl_primitive_desc_query_md(p->pd, dnnl_query_dst_md, 0);
    dnnl_memory_t xu = mem(p, &xs, (void *)x), wu = mem(p, &ws, (void *)wt);
    p->y_user = mem(p, &ys, y);
    if (!xu || !wu || !p->y_user)
        return fail(p);
    /* the primitive's own memories, and reorders where layouts differ */
    dnnl_memory_t xm = xu, wm = wu, ym = p->y_user;
    const dnnl_memory_desc_t *from[2] = {&xs, &ws}, *to[2] = {xp, wp};
    dnnl_memory_t *pm[2] = {&xm, &wm}, um[2] = {xu, wu};
    for (int i = 0; i < 2; i++) {
        if (dnnl_memory_desc_equal(from[i], to[i]))
            continue;
        if (!(*pm[i] = mem(p, to[i], NULL)) || reorder(&p->pre[p->npre], from[i], to[i]))
            return fail(p);
        p->pre_args[p->npre][0] = (dnnl_exec_arg_t){DNNL_ARG_FROM, um[i]};
        p->pre_args[p->npre][1] = (dnnl_exec_arg_t){DNNL_ARG_TO, *pm[i]};
        p->npre++;
    }
    if (!dnnl_memory_desc_equal(&ys, yp)) {
        dnnl_primitive_t *r = blocked ? &p->out_conv : &p->post;
        dnnl_exec_arg_t *ra = blocked ? p->out_args : p->post_args;
        if (!(ym = mem(p, yp, NULL)) || reorder(r, yp, &ys))
            return fail(p);
        ra[0] = (dnnl_exec_arg_t){DNNL_ARG_FROM, ym};
        ra[1] = (dnnl_exec_arg_t){DNNL_ARG_TO, p->y_user};
    }
    arg(p, DNNL_ARG_SRC, xm);
    arg(p, DNNL_ARG_WEIGHTS, wm);
    arg(p, DNNL_ARG_DST, ym);
    if (blocked) {
        /* inputs in the preferred layouts once, outside the timed call */
        for (int i = 0; i < p->npre; i++)
            if (dnnl_primitive_execute(p->pre[i], strm, 2, p->pre_args[i]) != dnnl_success)
                return fail(p);
        dnnl_stream_wait(strm);
        for (int i = 0; i < p->npre; i++)
            dnnl_primitive_destroy(p->pre[i]);
        p->npre = 0;
    }
    return p;
}

int dn_conv_output(dn_prim *p, float *y)
{
    (void)y;   /* p->y_user wraps it */
    if (!p->out_conv)
        return 0;
    if (dnnl_primitive_execute(p->out_conv, strm, 2, p->out_args) != dnnl_success)
        return -1;
    return dnnl_stream_wait(strm) == dnnl_success ? 0 : -1;
}

dn_prim *dn_add_new(int64_t M, int64_t N, float *a, float *b, float *c)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    dnnl_memory_desc_t md = md_tag(2, (dnnl_dims_t){M, N}, dnnl_ab);
    dnnl_binary_desc_t d;
    if (dnnl_binary_desc_init(&d, dnnl_binary_add, &md, &md, &md) != dnnl_success ||
        finish(p, &d))
        return fail(p);
    arg(p, DNNL_ARG_SRC_0, mem(p, &md, a));
    arg(p, DNNL_ARG_SRC_1, mem(p, &md, b));
    arg(p, DNNL_ARG_DST, mem(p, &md, c));
    return p;
}

dn_prim *dn_softmax_new(int64_t M, int64_t N, float *x, float *y)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    dnnl_memory_desc_t md = md_tag(2, (dnnl_dims_t){M, N}, dnnl_ab);
    dnnl_softmax_desc_t d;
    if (dnnl_softmax_forward_desc_init(&d, dnnl_forward_inference, &md, 1) != dnnl_success ||
        finish(p, &d))
        return fail(p);
    arg(p, DNNL_ARG_SRC, mem(p, &md, x));
    arg(p, DNNL_ARG_DST, mem(p, &md, y));
    return p;
}

dn_prim *dn_layernorm_new(int64_t M, int64_t N, float *x, float *g, float *b, float *y)
{
    dn_prim *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    dnnl_memory_desc_t md = md_tag(2, (dnnl_dims_t){M, N}, dnnl_ab);
    dnnl_memory_desc_t vd = md_tag(1, (dnnl_dims_t){N}, dnnl_a);
    dnnl_layer_normalization_desc_t d;
    if (dnnl_layer_normalization_forward_desc_init(&d, dnnl_forward_inference, &md, NULL, 1e-5f,
                                                   dnnl_use_scale | dnnl_use_shift) !=
            dnnl_success ||
        finish(p, &d))
        return fail(p);
    arg(p, DNNL_ARG_SRC, mem(p, &md, x));
    arg(p, DNNL_ARG_DST, mem(p, &md, y));
    arg(p, DNNL_ARG_SCALE, mem(p, &vd, g));
    arg(p, DNNL_ARG_SHIFT, mem(p, &vd, b));
    /* statistics, if this implementation wants them as arguments */
    static const int stats[2] = {DNNL_ARG_MEAN, DNNL_ARG_VARIANCE};
    for (int i = 0; i < 2; i++) {
        const dnnl_memory_desc_t *s =
            dnnl_primitive_desc_query_md(p->pd, dnnl_query_exec_arg_md, stats[i]);
        if (s && s->ndims > 0)
            arg(p, stats[i], mem(p, s, NULL));
    }
    return p;
}

int dn_run(void *arg_)
{
    dn_prim *p = arg_;
    for (int i = 0; i < p->npre; i++)
        if (dnnl_primitive_execute(p->pre[i], strm, 2, p->pre_args[i]) != dnnl_success)
            return -1;
    for (int i = 0; i < p->nargs; i++)
        if (!p->args[i].memory)
            return -1;
    if (dnnl_primitive_execute(p->prim, strm, p->nargs, p->args) != dnnl_success)
        return -1;
    if (p->post && dnnl_primitive_execute(p->post, strm, 2, p->post_args) != dnnl_success)
        return -1;
    return dnnl_stream_wait(strm) == dnnl_success ? 0 : -1;
}

const char *dn_impl(const dn_prim *p)
{
    return p ? p->impl : "";
}

void dn_free(dn_prim *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->npre; i++)
        dnnl_primitive_destroy(p->pre[i]);
    if (p->post)
        dnnl_primitive_destroy(p->post);
    if (p->out_conv)
        dnnl_primitive_destroy(p->out_conv);
    if (p->prim)
        dnnl_primitive_destroy(p->prim);
    if (p->pd)
        dnnl_primitive_desc_destroy(p->pd);
    for (int i = 0; i < p->nmems; i++)
        dnnl_memory_destroy(p->mems[i]);
    free(p);
}

/*
 * A small neural predictor: a multi-layer perceptron over the cost model's
 * features, trained offline (scripts/train-mlp, NumPy) with a pairwise
 * ranking loss and run here in plain C.  It is the alternative the
 * pre-trained XGBoost predictor is measured against (docs/TUNING.md, "The
 * neural predictor"); a tune_model holds one when TT_PREDICTOR names an MLP
 * file (model.c).
 *
 * The file (little-endian; written by scripts/train-mlp):
 *
 *     "TTMLP01\n"                 8 bytes of magic
 *     int32 nin, int32 nlayers    features per row, layers (1..8)
 *     float32 mean[nin]           x' = (x - mean) * scale, feature by feature
 *     float32 scale[nin]
 *     per layer:
 *       int32 nout                 1..1024; the last layer's is 1
 *       float32 W[nout][prev]      prev = nin for the first layer
 *       float32 b[nout]
 *
 * Hidden layers are ReLU, the last is linear: its output is the score
 * (higher is faster).  Every size is checked against the bytes there are
 * and every number must be finite: a short, long or corrupt file is refused
 * with a message, never read past its end.  A missing feature (NaN, as
 * XGBoost takes it) counts as the training mean.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune_internal.h"
#include "base/base.h"
#include "tt.h"

#define MLP_MAX_LAYERS 8
#define MLP_MAX_WIDTH 1024

struct tune_mlp {
    int nin, nlayers;
    int width[MLP_MAX_LAYERS];   /* outputs of each layer */
    float *mean, *scale;
    float *W[MLP_MAX_LAYERS], *b[MLP_MAX_LAYERS];
    float *mem;                  /* one allocation for all of the above */
};

int tune_mlp_is(const void *bytes, size_t len)
{
    return bytes && len >= 8 && memcmp(bytes, "TTMLP01\n", 8) == 0;
}

typedef struct {
    const unsigned char *p;
    size_t left;
} rd;

static int rd_i32(rd *r, int32_t *v)
{
    if (r->left < 4)
        return -1;
    uint32_t u = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 |
                 (uint32_t)r->p[3] << 24;
    memcpy(v, &u, 4);
    r->p += 4;
    r->left -= 4;
    return 0;
}

static int rd_f32(rd *r, float *out, size_t n)
{
    if (r->left / 4 < n)
        return -1;
    for (size_t i = 0; i < n; i++) {
        uint32_t u = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 |
                     (uint32_t)r->p[3] << 24;
        memcpy(&out[i], &u, 4);
        if (!isfinite(out[i]))
            return -2;
        r->p += 4;
    }
    r->left -= 4 * n;
    return 0;
}

void tune_mlp_free(tune_mlp *m)
{
    if (!m)
        return;
    free(m->mem);
    free(m);
}

tune_mlp *tune_mlp_load(const void *bytes, size_t len, char *err, size_t n)
{
    if (!tune_mlp_is(bytes, len)) {
        tt_snprintf(err, n, "not an MLP predictor (no TTMLP01 header)");
        return NULL;
    }
    rd r = {(const unsigned char *)bytes + 8, len - 8};
    int32_t nin = 0, nl = 0;
    if (rd_i32(&r, &nin) || rd_i32(&r, &nl)) {
        tt_snprintf(err, n, "MLP predictor: truncated header (%zu bytes)", len);
        return NULL;
    }
    if (nin < 1 || nin > 100000 || nl < 1 || nl > MLP_MAX_LAYERS) {
        tt_snprintf(err, n, "MLP predictor: %d inputs and %d layers (want 1..100000 and "
                    "1..%d)", (int)nin, (int)nl, MLP_MAX_LAYERS);
        return NULL;
    }
    /* first pass: the layer widths, to size one allocation */
    int width[MLP_MAX_LAYERS];
    size_t total = 2 * (size_t)nin;
    {
        rd s = r;
        if (s.left / 4 < 2 * (size_t)nin) {
            tt_snprintf(err, n, "MLP predictor: truncated in the input scaling");
            return NULL;
        }
        s.p += 8 * (size_t)nin;
        s.left -= 8 * (size_t)nin;
        int prev = nin;
        for (int l = 0; l < nl; l++) {
            int32_t w = 0;
            if (rd_i32(&s, &w)) {
                tt_snprintf(err, n, "MLP predictor: truncated before layer %d", l + 1);
                return NULL;
            }
            if (w < 1 || w > MLP_MAX_WIDTH || (l == nl - 1 && w != 1)) {
                tt_snprintf(err, n, "MLP predictor: layer %d has %d outputs (want 1..%d, and "
                            "1 for the last)", l + 1, (int)w, MLP_MAX_WIDTH);
                return NULL;
            }
            size_t params = (size_t)w * (size_t)prev + (size_t)w;
            if (s.left / 4 < params) {
                tt_snprintf(err, n, "MLP predictor: truncated in layer %d (%zu bytes left, "
                            "%zu wanted)", l + 1, s.left, 4 * params);
                return NULL;
            }
            s.p += 4 * params;
            s.left -= 4 * params;
            total += params;
            width[l] = w;
            prev = w;
        }
        if (s.left != 0) {
            tt_snprintf(err, n, "MLP predictor: %zu bytes after the last layer", s.left);
            return NULL;
        }
    }
    tune_mlp *m = calloc(1, sizeof *m);
    float *mem = malloc(sizeof(float) * total);
    if (!m || !mem) {
        free(m);
        free(mem);
        tt_snprintf(err, n, "MLP predictor: out of memory");
        return NULL;
    }
    m->mem = mem;
    m->nin = nin;
    m->nlayers = nl;
    m->mean = mem;
    m->scale = mem + nin;
    float *at = mem + 2 * (size_t)nin;
    int bad = rd_f32(&r, m->mean, (size_t)nin) || rd_f32(&r, m->scale, (size_t)nin);
    int prev = nin;
    for (int l = 0; l < nl && !bad; l++) {
        int w = width[l];
        r.p += 4;   /* the width, read in the first pass */
        r.left -= 4;
        m->width[l] = w;
        m->W[l] = at;
        at += (size_t)w * (size_t)prev;
        m->b[l] = at;
        at += w;
        bad = rd_f32(&r, m->W[l], (size_t)w * (size_t)prev) || rd_f32(&r, m->b[l], (size_t)w);
        prev = w;
    }
    if (bad) {
        tune_mlp_free(m);
        tt_snprintf(err, n, "MLP predictor: a weight is not a finite number");
        return NULL;
    }
    return m;
}

int tune_mlp_nin(const tune_mlp *m)
{
    return m ? m->nin : 0;
}

int tune_mlp_predict(const tune_mlp *m, const float *X, int nrows, int ncols, float *out,
                     char *err, size_t n)
{
    if (ncols != m->nin) {
        tt_snprintf(err, n, "MLP predictor: %d features per row, the model has %d", ncols,
                    m->nin);
        return TT_ERR_SHAPE;
    }
    int maxw = m->nin;
    for (int l = 0; l < m->nlayers; l++)
        maxw = TT_MAX(maxw, m->width[l]);
    float *a = malloc(sizeof(float) * 2 * (size_t)maxw);
    if (!a) {
        tt_snprintf(err, n, "MLP predictor: out of memory");
        return TT_ERR_NOMEM;
    }
    float *cur = a, *next = a + maxw;
    for (int i = 0; i < nrows; i++) {
        const float *x = X + (size_t)i * (size_t)ncols;
        for (int j = 0; j < ncols; j++)
            cur[j] = isnan(x[j]) ? 0.0f : (x[j] - m->mean[j]) * m->scale[j];
        int prev = ncols;
        for (int l = 0; l < m->nlayers; l++) {
            int w = m->width[l];
            const float *W = m->W[l];
            for (int o = 0; o < w; o++) {
                const float *row = W + (size_t)o * (size_t)prev;
                float s = m->b[l][o];
                for (int j = 0; j < prev; j++)
                    s += row[j] * cur[j];
                next[o] = l + 1 < m->nlayers && s < 0 ? 0.0f : s;
            }
            float *t = cur;
            cur = next;
            next = t;
            prev = w;
        }
        out[i] = cur[0];
        if (!isfinite(out[i]))   /* an overflow; NaN ranks last */
            out[i] = out[i] > 0 ? 3.0e38f : -3.0e38f;
        cur = a;
        next = a + maxw;
    }
    free(a);
    return TT_OK;
}

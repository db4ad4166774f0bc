/*
 * The neural predictor (tune/mlp.c) through the cost model's interface
 * (tune/model.c): a hand-made file's scores against the arithmetic done
 * here, a missing feature taken as the training mean, save returning the
 * same bytes, a fit refused, an MLP as a session model's base, and every
 * truncation and corruption of the file refused with a message (never a
 * read past its end: the sanitizer build runs this too).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "tests/test.h"
#include "tt.h"

enum { NIN = 3, H = 2 };

static const float k_mean[NIN] = {1.0f, -2.0f, 0.5f};
static const float k_scale[NIN] = {0.5f, 1.0f, 0.0f};   /* the third is ignored */
static const float k_W1[H][NIN] = {{1.0f, -1.0f, 7.0f}, {0.25f, 2.0f, -3.0f}};
static const float k_b1[H] = {0.5f, -1.0f};
static const float k_W2[1][H] = {{2.0f, -0.5f}};
static const float k_b2[1] = {0.125f};

static unsigned char *put_i32(unsigned char *p, int32_t v)
{
    uint32_t u = (uint32_t)v;
    for (int i = 0; i < 4; i++)
        *p++ = (unsigned char)(u >> (8 * i));
    return p;
}

static unsigned char *put_f32(unsigned char *p, const float *v, int n)
{
    for (int i = 0; i < n; i++) {
        uint32_t u;
        memcpy(&u, &v[i], 4);
        p = put_i32(p, (int32_t)u);
    }
    return p;
}

/* The file of the model above into buf; its length. */
static size_t make_file(unsigned char *buf)
{
    unsigned char *p = buf;
    memcpy(p, "TTMLP01\n", 8);
    p += 8;
    p = put_i32(p, NIN);
    p = put_i32(p, 2);
    p = put_f32(p, k_mean, NIN);
    p = put_f32(p, k_scale, NIN);
    p = put_i32(p, H);
    p = put_f32(p, &k_W1[0][0], H * NIN);
    p = put_f32(p, k_b1, H);
    p = put_i32(p, 1);
    p = put_f32(p, &k_W2[0][0], H);
    p = put_f32(p, k_b2, 1);
    return (size_t)(p - buf);
}

static double by_hand(const float *x)
{
    double z[NIN], h[H];
    for (int j = 0; j < NIN; j++)
        z[j] = isnan(x[j]) ? 0.0 : ((double)x[j] - k_mean[j]) * k_scale[j];
    for (int o = 0; o < H; o++) {
        double s = k_b1[o];
        for (int j = 0; j < NIN; j++)
            s += k_W1[o][j] * z[j];
        h[o] = s > 0 ? s : 0;
    }
    return k_b2[0] + k_W2[0][0] * h[0] + k_W2[0][1] * h[1];
}

TEST(scores_match_the_arithmetic)
{
    unsigned char buf[256];
    size_t len = make_file(buf);
    char err[256] = "";
    tune_model *m = tune_model_new(1, 1, err, sizeof err);
    REQUIRE(m);
    CHECKF(tune_model_load(m, buf, len, err, sizeof err) == TT_OK, "%s", err);
    CHECK(tune_model_trained(m) && tune_model_ready(m));
    CHECK(tune_model_ncols(m) == NIN);
    float X[5][NIN] = {
        {1, -2, 0.5f}, {3, 1, 100}, {-4, 0, -9}, {2, NAN, 1}, {0.5f, -7, 0}};
    float out[5];
    CHECKF(tune_model_predict(m, &X[0][0], 5, NIN, out, err, sizeof err) == TT_OK, "%s", err);
    for (int i = 0; i < 5; i++)
        CHECKF(fabs(out[i] - by_hand(X[i])) < 1e-5, "row %d: %g, by hand %g", i, (double)out[i],
               by_hand(X[i]));
    /* the third feature has scale 0: it never matters */
    float a[NIN] = {3, 1, 100}, b[NIN] = {3, 1, -100}, sa, sb;
    tune_model_predict(m, a, 1, NIN, &sa, err, sizeof err);
    tune_model_predict(m, b, 1, NIN, &sb, err, sizeof err);
    CHECK(sa == sb);
    /* wrong width: an error, not a read past the row */
    CHECK(tune_model_predict(m, &X[0][0], 1, NIN + 1, out, err, sizeof err) == TT_ERR_SHAPE);
    CHECK_CONTAINS(err, "features");
    /* save gives the file back */
    void *bytes = NULL;
    size_t blen = 0;
    CHECK(tune_model_save(m, &bytes, &blen, err, sizeof err) == TT_OK);
    CHECK(blen == len && bytes && memcmp(bytes, buf, len) == 0);
    free(bytes);
    /* it is trained offline: a fit is refused, the model kept */
    float y[5] = {1, 2, 3, 4, 5};
    CHECK(tune_model_fit(m, &X[0][0], 5, NIN, y, NULL, 0, 5, err, sizeof err) ==
          TT_ERR_UNSUPPORTED);
    CHECK_CONTAINS(err, "offline");
    float again;
    tune_model_predict(m, X[1], 1, NIN, &again, err, sizeof err);
    CHECK(fabs(again - by_hand(X[1])) < 1e-5);
    tune_model_free(m);
}

TEST(base_of_a_session_model)
{
    unsigned char buf[256];
    size_t len = make_file(buf);
    char err[256] = "";
    tune_model *pred = tune_model_new(1, 1, err, sizeof err);
    tune_model *sess = tune_model_new(1, 1, err, sizeof err);
    REQUIRE(pred && sess);
    REQUIRE(tune_model_load(pred, buf, len, err, sizeof err) == TT_OK);
    tune_model_set_base(sess, pred);
    CHECK(!tune_model_trained(sess) && tune_model_ready(sess));
    enum { N = 40 };
    float X[N][NIN], y[N], out[N];
    for (int i = 0; i < N; i++) {
        X[i][0] = (float)(i % 7) - 3;
        X[i][1] = (float)(i % 5) * 0.5f - 1;
        X[i][2] = (float)i;
        y[i] = (float)(i % 3);
    }
    /* untrained: the base's scores */
    CHECK(tune_model_predict(sess, &X[0][0], N, NIN, out, err, sizeof err) == TT_OK);
    int same = 1;
    for (int i = 0; i < N; i++)
        same &= fabs(out[i] - by_hand(X[i])) < 1e-5;
    CHECK(same);
    /* trees fit on top of the MLP's margin */
    CHECKF(tune_model_fit(sess, &X[0][0], N, NIN, y, NULL, 0, 10, err, sizeof err) == TT_OK,
           "%s", err);
    CHECK(tune_model_predict(sess, &X[0][0], N, NIN, out, err, sizeof err) == TT_OK);
    tune_model_free(sess);
    tune_model_free(pred);
}

TEST(corrupt_files_refused)
{
    unsigned char buf[256], bad[260];
    size_t len = make_file(buf);
    char err[256];
    tune_model *m = tune_model_new(1, 1, err, sizeof err);
    REQUIRE(m);
    /* every truncation past the magic, and one byte too many */
    int refused = 0;
    for (size_t n = 8; n < len; n++) {
        unsigned char *t = malloc(n);   /* exactly n bytes: ASan sees an overread */
        memcpy(t, buf, n);
        err[0] = 0;
        refused += tune_model_load(m, t, n, err, sizeof err) == TT_ERR_INVALID_ARG && err[0];
        free(t);
    }
    CHECKF(refused == (int)(len - 8), "%d of %zu truncations refused", refused, len - 8);
    memcpy(bad, buf, len);
    bad[len] = 0;
    CHECK(tune_model_load(m, bad, len + 1, err, sizeof err) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(err, "after the last layer");
    /* a non-finite weight */
    memcpy(bad, buf, len);
    float inf = INFINITY;
    put_f32(bad + 16 + 8 * NIN + 4, &inf, 1);
    CHECK(tune_model_load(m, bad, len, err, sizeof err) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(err, "finite");
    /* layer widths: 0, huge, and a last layer of 2 outputs */
    int32_t widths[] = {0, 1 << 30, -5};
    for (int k = 0; k < 3; k++) {
        memcpy(bad, buf, len);
        put_i32(bad + 16 + 8 * NIN, widths[k]);
        CHECK(tune_model_load(m, bad, len, err, sizeof err) == TT_ERR_INVALID_ARG);
        CHECK_CONTAINS(err, "outputs");
    }
    memcpy(bad, buf, len);
    put_i32(bad + 16 + 8 * NIN + 4 + 4 * (H * NIN + H), 2);
    CHECK(tune_model_load(m, bad, len, err, sizeof err) == TT_ERR_INVALID_ARG);
    /* header counts */
    memcpy(bad, buf, len);
    put_i32(bad + 12, 0);
    CHECK(tune_model_load(m, bad, len, err, sizeof err) == TT_ERR_INVALID_ARG);
    CHECK_CONTAINS(err, "layers");
    memcpy(bad, buf, len);
    put_i32(bad + 8, -1);
    CHECK(tune_model_load(m, bad, len, err, sizeof err) == TT_ERR_INVALID_ARG);
    /* after all that, nothing was loaded */
    CHECK(!tune_model_trained(m));
    tune_model_free(m);
}

int main(void)
{
    RUN(scores_match_the_arithmetic);
    RUN(base_of_a_session_model);
    RUN(corrupt_files_refused);
    TEST_EXIT();
}

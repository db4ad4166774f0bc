"""Every shipped operator (ops/*.tt) against NumPy, and the three dtypes."""
import re

import numpy as np
import pytest

import tt
from conftest import source_dir


def shipped_ops():
    names = set()
    for f in sorted((source_dir() / "ops").glob("*.tt")):
        for line in f.read_text().splitlines():
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(", line)
            if m:
                names.add(m.group(1))
    return names


# ---- NumPy references ----------------------------------------------------------

def conv2d_ref(x, w, stride_h=1, stride_w=1, pad_h=0, pad_w=0, dil_h=1, dil_w=1, groups=1):
    """NCHW x, weights [F, C/groups, R, S]; zero padding."""
    n, c, h, wd = x.shape
    f, cg, r, s = w.shape
    xp = np.zeros((n, c, h + 2 * pad_h, wd + 2 * pad_w), np.float64)
    xp[:, :, pad_h:pad_h + h, pad_w:pad_w + wd] = x
    ho = (h + 2 * pad_h - dil_h * (r - 1) - 1) // stride_h + 1
    wo = (wd + 2 * pad_w - dil_w * (s - 1) - 1) // stride_w + 1
    y = np.zeros((n, f, ho, wo), np.float64)
    fg = f // groups
    for g in range(groups):
        xs = xp[:, g * cg:(g + 1) * cg]
        ws = w[g * fg:(g + 1) * fg].astype(np.float64)
        for i in range(r):
            for j in range(s):
                patch = xs[:, :, i * dil_h:i * dil_h + stride_h * (ho - 1) + 1:stride_h,
                           j * dil_w:j * dil_w + stride_w * (wo - 1) + 1:stride_w]
                y[:, g * fg:(g + 1) * fg] += np.einsum("nchw,fc->nfhw", patch, ws[:, :, i, j])
    return y


def pool_ref(x, kind, kh=2, kw=2, stride_h=2, stride_w=2, pad_h=0, pad_w=0):
    n, c, h, w = x.shape
    fill = -np.inf if kind == "max" else 0.0
    xp = np.full((n, c, h + 2 * pad_h, w + 2 * pad_w), fill)
    xp[:, :, pad_h:pad_h + h, pad_w:pad_w + w] = x
    ho = (h + 2 * pad_h - kh) // stride_h + 1
    wo = (w + 2 * pad_w - kw) // stride_w + 1
    wins = [xp[:, :, i:i + stride_h * (ho - 1) + 1:stride_h, j:j + stride_w * (wo - 1) + 1:stride_w]
            for i in range(kh) for j in range(kw)]
    if kind == "max":
        return np.max(wins, axis=0)
    return np.sum(wins, axis=0) / (kh * kw)


def gelu(z):
    return 0.5 * z * (1 + np.tanh(0.7978845608028654 * (z + 0.044715 * z ** 3)))


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


# name -> (attrs, inputs(rng), reference(*inputs, **attrs))
CASES = {
    "matmul": ({}, lambda r: (f32(r, 33, 20), f32(r, 20, 17)), lambda a, b: a @ b),
    "batch_matmul": ({}, lambda r: (f32(r, 3, 9, 8), f32(r, 3, 8, 11)), np.matmul),
    "conv2d": ({}, lambda r: (f32(r, 2, 4, 9, 9), f32(r, 5, 4, 3, 3)), conv2d_ref),
    "conv2d_nhwc": ({}, lambda r: (f32(r, 2, 9, 9, 4), f32(r, 3, 3, 4, 5)),
                    lambda x, w, **k: conv2d_ref(x.transpose(0, 3, 1, 2),
                                                 w.transpose(3, 2, 0, 1), **k)
                    .transpose(0, 2, 3, 1)),
    "depthwise_conv2d": ({}, lambda r: (f32(r, 2, 6, 10, 10), f32(r, 6, 3, 3)),
                         lambda x, w, **k: conv2d_ref(x, w[:, None], groups=x.shape[1], **k)),
    "dense": ({}, lambda r: (f32(r, 7, 12), f32(r, 9, 12)), lambda x, w: x @ w.T),
    "dense_bias": ({}, lambda r: (f32(r, 7, 12), f32(r, 9, 12), f32(r, 9)),
                   lambda x, w, b: x @ w.T + b),
    "dense_relu": ({}, lambda r: (f32(r, 7, 12), f32(r, 9, 12), f32(r, 9)),
                   lambda x, w, b: np.maximum(x @ w.T + b, 0)),
    "dense_gelu": ({}, lambda r: (f32(r, 7, 12), f32(r, 9, 12), f32(r, 9)),
                   lambda x, w, b: gelu((x @ w.T + b).astype(np.float64))),
    "add": ({}, lambda r: (f32(r, 5, 19), f32(r, 5, 19)), np.add),
    "mul": ({}, lambda r: (f32(r, 5, 19), f32(r, 5, 19)), np.multiply),
    "relu": ({}, lambda r: (f32(r, 5, 19),), lambda x: np.maximum(x, 0)),
    "gelu": ({}, lambda r: (f32(r, 5, 19),), lambda x: gelu(x.astype(np.float64))),
    "sigmoid": ({}, lambda r: (f32(r, 5, 19),), lambda x: 1 / (1 + np.exp(-x.astype(np.float64)))),
    "bias_add": ({}, lambda r: (f32(r, 5, 19), f32(r, 19)), lambda x, b: x + b),
    "layernorm": ({}, lambda r: (f32(r, 6, 33), f32(r, 33), f32(r, 33)),
                  lambda x, g, b: (x - x.mean(1, keepdims=True))
                  / np.sqrt(x.var(1, keepdims=True) + 1e-5) * g + b),
    "max_pool2d": ({}, lambda r: (f32(r, 2, 3, 8, 10),), lambda x, **k: pool_ref(x, "max", **k)),
    "avg_pool2d": ({}, lambda r: (f32(r, 2, 3, 8, 10),), lambda x, **k: pool_ref(x, "avg", **k)),
    "reduce_sum": ({}, lambda r: (f32(r, 7, 41),), lambda x: x.sum(1)),
    "reduce_mean": ({}, lambda r: (f32(r, 7, 41),), lambda x: x.mean(1)),
    "softmax": ({}, lambda r: (f32(r, 7, 41),),
                lambda x: np.exp(x - x.max(1, keepdims=True))
                / np.exp(x - x.max(1, keepdims=True)).sum(1, keepdims=True)),
    "transpose2d": ({}, lambda r: (f32(r, 7, 13),), lambda x: x.T),
}

# attribute variants of the shipped operators that take attributes
VARIANTS = [
    ("conv2d", dict(stride_h=2, stride_w=2, pad_h=1, pad_w=1),
     lambda r: (f32(r, 1, 4, 11, 11), f32(r, 6, 4, 3, 3))),
    ("conv2d", dict(dil_h=2, dil_w=2, pad_h=2, pad_w=2),
     lambda r: (f32(r, 1, 3, 9, 9), f32(r, 4, 3, 3, 3))),
    ("conv2d", dict(groups=2, pad_h=1, pad_w=1),
     lambda r: (f32(r, 2, 4, 7, 7), f32(r, 6, 2, 3, 3))),
    ("conv2d_nhwc", dict(stride_h=2, stride_w=1, pad_h=1, pad_w=0),
     lambda r: (f32(r, 1, 9, 8, 3), f32(r, 3, 3, 3, 4))),
    ("depthwise_conv2d", dict(stride_h=2, stride_w=2, pad_h=1, pad_w=1),
     lambda r: (f32(r, 1, 5, 9, 9), f32(r, 5, 3, 3))),
    ("max_pool2d", dict(kh=3, kw=3, stride_h=2, stride_w=2, pad_h=1, pad_w=1),
     lambda r: (f32(r, 1, 2, 9, 9),)),
    ("avg_pool2d", dict(kh=3, kw=2, stride_h=1, stride_w=2, pad_h=1, pad_w=0),
     lambda r: (f32(r, 1, 2, 7, 8),)),
]


def check(op, inputs, want, rtol=2e-4, atol=2e-4):
    got = op(*inputs)
    assert got.dtype == op.dtypes[op.outputs[0]]
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)
    out = np.full_like(got, np.nan)
    assert op(*inputs, out=out) is out
    np.testing.assert_allclose(out, want, rtol=rtol, atol=atol)


def test_every_shipped_operator_has_a_case():
    shipped = shipped_ops()
    assert len(shipped) >= 20, shipped
    assert shipped == set(CASES), ("ops/*.tt and the cases differ",
                                   shipped ^ set(CASES))


@pytest.mark.parametrize("name", sorted(CASES))
def test_shipped_operator(ctx, rng, name):
    attrs, make, ref = CASES[name]
    op = ctx.op(name, **attrs)
    assert op.name == name
    inputs = make(rng)
    check(op, inputs, np.asarray(ref(*inputs, **attrs)))


@pytest.mark.parametrize("name,attrs,make", VARIANTS,
                         ids=[f"{v[0]}-{'-'.join(f'{k}{x}' for k, x in v[1].items())}"
                              for v in VARIANTS])
def test_shipped_operator_attributes(ctx, rng, name, attrs, make):
    op = ctx.op(name, **attrs)
    inputs = make(rng)
    ref = CASES[name][2]
    check(op, inputs, np.asarray(ref(*inputs, **attrs)))


def test_output_shape(ctx):
    conv = ctx.op("conv2d", stride_h=2, pad_h=1, pad_w=1)
    assert conv.output_shape((1, 3, 224, 224), (64, 3, 7, 7)) == (1, 64, 110, 220)
    assert conv.inputs == ("X", "Wt") and conv.outputs == ("Y",)


def test_f64(ctx, rng):
    mm = ctx.op("mm64(A:f64[M,K], B:f64[K,N]) -> C:f64[M,N] { C[m,n] += A[m,k] * B[k,n] }")
    assert mm.dtypes == {"A": np.float64, "B": np.float64, "C": np.float64}
    a, b = rng.standard_normal((19, 23)), rng.standard_normal((23, 6))
    c = mm(a, b)
    assert c.dtype == np.float64
    np.testing.assert_allclose(c, a @ b, rtol=1e-12, atol=1e-12)


def test_i32(ctx, rng):
    op = ctx.op("imix(A:i32[N], B:i32[N]; k=3) -> C:i32[N] "
                "{ C[i] = A[i] / 4 + A[i] % 4 + B[i] * k }", k=5)
    a = rng.integers(-1000, 1000, 257).astype(np.int32)
    b = rng.integers(-1000, 1000, 257).astype(np.int32)
    c = op(a, b)
    assert c.dtype == np.int32
    # tt's i32 division and modulo floor, as NumPy's // and % do
    np.testing.assert_array_equal(c, a // 4 + a % 4 + b * 5)


def test_mixed_dtypes_and_two_outputs(ctx, rng):
    op = ctx.op("misc(A:i32[N], X[N]) -> Q:i32[N], Y:f64[N] {\n"
                "  Q[i] = A[i] / 4 + abs(A[i]) + i32(X[i] > 0)\n"
                "  Y[i] = f64(X[i]) * 0.5\n}")
    a = rng.integers(-50, 50, 40).astype(np.int32)
    x = f32(rng, 40)
    q, y = op(a, x)
    assert (q.dtype, y.dtype) == (np.int32, np.float64)
    np.testing.assert_array_equal(q, a // 4 + np.abs(a) + (x > 0))
    np.testing.assert_array_equal(y, x.astype(np.float64) * 0.5)
    q2, y2 = np.zeros_like(q), np.zeros_like(y)
    res = op(a, x, out=(q2, y2))
    assert res[0] is q2 and res[1] is y2
    np.testing.assert_array_equal(q2, q)
    np.testing.assert_array_equal(y2, y)


def test_custom_operator_attributes(ctx, rng):
    src = "scale(X[N]; k=2) -> Y[N] { Y[i] = X[i] * f32(k) }"
    x = f32(rng, 100)
    np.testing.assert_array_equal(ctx.op(src)(x), x * 2)
    np.testing.assert_array_equal(ctx.op(src, k=-3)(x), x * -3)
    np.testing.assert_array_equal(tt.op(src, k=7)(x), x * 7)   # the default context


def test_shape_class_every_size():
    """A shape class (set_dynamic) against NumPy at every size of its range;
    a dimension that cannot be dynamic is an error that says why."""
    ctx = tt.Context(budget=0)
    mm = ctx.op("matmul")
    mm.set_dynamic("M", 1, 40)
    rng = np.random.default_rng(5)
    b = rng.standard_normal((13, 11)).astype(np.float32)
    for m in range(1, 41):
        a = rng.standard_normal((m, 13)).astype(np.float32)
        np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-4, atol=1e-4)
    assert mm.report(a, b).kernel in ("class", "default")
    assert mm.report(np.zeros((37, 13), np.float32), b).kernel == "class"
    with pytest.raises(tt.UnsupportedError, match="cannot be dynamic"):
        mm.set_dynamic("K", 1, 8)
    with pytest.raises(tt.InvalidArgError, match="no dimension 'Q'"):
        mm.set_dynamic("Q", 1, 8)

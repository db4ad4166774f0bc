"""The Tasks every peer runs: shapes of tt-bench's gemm and conv suites
(bench/suites.c), f32, batch 1, NCHW activations and OIHW weights.
Inputs are seeded uniform [-1, 1]; the reference is NumPy in float64."""
import numpy as np

TASKS = {
    # gemm: C[M,N] = A[M,K] @ B[K,N], row-major
    "square_256":            dict(kind="gemm", M=256, N=256, K=256),
    "square_1024":           dict(kind="gemm", M=1024, N=1024, K=1024),
    "bert_m128_n768_k768":   dict(kind="gemm", M=128, N=768, K=768),
    "bert_m128_n3072_k768":  dict(kind="gemm", M=128, N=3072, K=768),
    "bert_m128_n768_k3072":  dict(kind="gemm", M=128, N=768, K=3072),
    # conv: Y[1,F,OH,OW] = conv(X[1,C,H,W], W[F,C,R,S]), stride, symmetric pad
    "r18_3x3_c64_56":        dict(kind="conv", C=64, H=56, W=56, F=64, R=3, S=3, stride=1, pad=1),
    "r18_3x3_c256_14":       dict(kind="conv", C=256, H=14, W=14, F=256, R=3, S=3, stride=1, pad=1),
    "r50_1x1_c256_f64_56":   dict(kind="conv", C=256, H=56, W=56, F=64, R=1, S=1, stride=1, pad=0),
}


def out_hw(t):
    oh = (t["H"] + 2 * t["pad"] - t["R"]) // t["stride"] + 1
    ow = (t["W"] + 2 * t["pad"] - t["S"]) // t["stride"] + 1
    return oh, ow


def flops(name):
    t = TASKS[name]
    if t["kind"] == "gemm":
        return 2.0 * t["M"] * t["N"] * t["K"]
    oh, ow = out_hw(t)
    return 2.0 * t["F"] * oh * ow * t["C"] * t["R"] * t["S"]


def inputs(name, seed=1):
    t = TASKS[name]
    rng = np.random.default_rng(seed)
    u = lambda *s: rng.uniform(-1, 1, size=s).astype(np.float32)
    if t["kind"] == "gemm":
        return [u(t["M"], t["K"]), u(t["K"], t["N"])]
    return [u(1, t["C"], t["H"], t["W"]), u(t["F"], t["C"], t["R"], t["S"])]


def out_shape(name):
    t = TASKS[name]
    if t["kind"] == "gemm":
        return (t["M"], t["N"])
    return (1, t["F"]) + out_hw(t)


def reference(name, ins):
    t = TASKS[name]
    if t["kind"] == "gemm":
        return ins[0].astype(np.float64) @ ins[1].astype(np.float64)
    x, w = (a.astype(np.float64) for a in ins)
    p, s = t["pad"], t["stride"]
    xp = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    oh, ow = out_hw(t)
    y = np.zeros((1, t["F"], oh, ow))
    for r in range(t["R"]):
        for q in range(t["S"]):
            patch = xp[0, :, r:r + s * oh:s, q:q + s * ow:s]          # C, OH, OW
            y[0] += np.einsum("fc,chw->fhw", w[:, :, r, q], patch)
    return y


def rel_err(out, ref):
    out = np.asarray(out, dtype=np.float64).reshape(ref.shape)
    return float(np.max(np.abs(out - ref)) / max(np.max(np.abs(ref)), 1e-30))


TOL = 1e-3   # the same bound tt-bench uses

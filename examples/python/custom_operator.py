#!/usr/bin/env python3
"""A custom operator from Python, notebook style (each "# %%" is a cell).

    python3 examples/python/custom_operator.py [--budget 3s] [--size M K N]

1. write an operator in tt's language: a dense layer with bias and SiLU,
   fused into one loop nest;
2. run it untuned (the default schedule), then tune it within the budget;
3. check it against NumPy and time tt untuned, tt tuned and NumPy;
4. plot the tuning curve (best GFLOP/s after each measured candidate) from
   the measurements the tuner kept in the cache, with matplotlib when it
   is installed (else a text table).

Run it twice: the second run finds the tuned kernel in the cache at once.
Needs libtt (TT_LIBRARY, or an installed tt: docs/PYTHON.md).
"""
# %% imports and arguments
import argparse
import os
import sqlite3
import sys
import time
from pathlib import Path

import numpy as np

try:
    import tt
except ImportError:   # run from a checkout without pip install
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
    import tt

p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
p.add_argument("--budget", default="3s", help="tuning budget: 3s, 64trials, ...")
p.add_argument("--size", nargs=3, type=int, default=[128, 512, 512], metavar=("M", "K", "N"))
p.add_argument("--threads", type=int, default=None, help="default: all CPUs")
p.add_argument("--cache-dir", default=None, help="default: TT_CACHE_DIR, else ~/.cache/tt")
p.add_argument("--plot", default="tuning_curve.png", help="PNG to write (matplotlib)")
p.add_argument("--no-plot", action="store_true")
args = p.parse_args()

cache_dir = args.cache_dir or os.environ.get("TT_CACHE_DIR") or os.path.join(
    os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "tt")

# %% 1. the operator, in tt's language (docs/LANGUAGE.md)
DENSE_SILU = """
dense_silu(X[M,K], Wt[N,K], b[N]) -> Y[M,N] {
  T[m,n] += X[m,k] * Wt[n,k]
  Z[m,n]  = T[m,n] + b[n]
  Y[m,n]  = Z[m,n] * sigmoid(Z[m,n])
}
"""

M, K, N = args.size
rng = np.random.default_rng(0)
X = rng.standard_normal((M, K)).astype(np.float32)
Wt = (rng.standard_normal((N, K)) / np.sqrt(K)).astype(np.float32)
b = rng.standard_normal(N).astype(np.float32)
flops = 2.0 * M * N * K


def numpy_dense_silu(X, Wt, b):
    z = X @ Wt.T + b
    return z / (1 + np.exp(-z))


def best_time(fn, repeats=30):
    fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


# %% 2. untuned: the default schedule (budget 0), then tuned within the budget
opts = dict(threads=args.threads, cache_dir=cache_dir)
untuned = tt.Context(budget=0, **opts).op(DENSE_SILU)
ctx = tt.Context(budget=args.budget, **opts)
op = ctx.op(DENSE_SILU)
print(op)

t0 = time.perf_counter()
report = ctx.tune(op, X, Wt, b)      # or just call op(X, Wt, b): the first call tunes
print(f"first sight: {time.perf_counter() - t0:.2f} s, "
      f"{'from the cache' if report.cache_hit else 'tuned' if report.tuned else 'default'}"
      f" (tune {report.tune_ms:.0f} ms, compile/load {report.compile_ms:.1f} ms)")
print(f"schedule: {report.config}")

# %% 3. against NumPy
Y = op(X, Wt, b)
ref = numpy_dense_silu(X.astype(np.float64), Wt.astype(np.float64), b.astype(np.float64))
err = float(np.max(np.abs(Y - ref)))
print(f"max |tt - numpy| = {err:.2e}")
assert err < 1e-3, err

Yout = np.empty_like(Y)
rows = [("tt untuned", best_time(lambda: untuned(X, Wt, b, out=Yout))),
        ("tt tuned", best_time(lambda: op(X, Wt, b, out=Yout))),
        ("numpy", best_time(lambda: numpy_dense_silu(X, Wt, b)))]
print(f"\n{'':12} {'ms':>9} {'GFLOP/s':>9}   (M={M} K={K} N={N}; tt threads: "
      f"{ctx.options.get('threads', 'all')}, NumPy: its BLAS's own)")
for name, t in rows:
    print(f"{name:12} {t * 1e3:9.3f} {flops / t / 1e9:9.1f}")

# %% 4. the tuning curve, from the cache's measurements (docs/CACHE.md)
curve = []
db = Path(cache_dir) / "tt.db"
if db.exists():
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    row = con.execute("SELECT w.task FROM winners w JOIN tasks t ON t.key = w.task "
                      "WHERE t.op = 'dense_silu' AND w.config = ?", (report.config,)).fetchone()
    if row:
        best = 0.0
        for (ms,) in con.execute("SELECT time_ms FROM measurements WHERE task = ? "
                                 "ORDER BY id", row):
            if ms:
                best = max(best, flops / (ms * 1e-3) / 1e9)
            curve.append(best)
    con.close()

if not curve:
    print("\nno tuning measurements in the cache (budget 0, or no cache)")
else:
    print(f"\ntuning curve: {len(curve)} candidates measured, best {curve[-1]:.1f} GFLOP/s")
    try:
        if args.no_plot:
            raise ImportError
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(6, 3.5))
        ax.plot(range(1, len(curve) + 1), curve)
        ax.set_xlabel("candidates measured")
        ax.set_ylabel("best GFLOP/s")
        ax.set_title(f"tuning dense_silu {M}x{K}x{N}")
        ax.grid(alpha=0.3)
        fig.tight_layout()
        fig.savefig(args.plot, dpi=100)
        print(f"plot: {args.plot}")
    except ImportError:
        step = max(1, len(curve) // 10)
        for i in list(range(0, len(curve), step)) + [len(curve) - 1]:
            print(f"  after {i + 1:4d}: {curve[i]:8.1f} GFLOP/s")

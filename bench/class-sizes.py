#!/usr/bin/env python3
"""A shape class's one kernel against the exact kernel of each size.

dense_gelu (H -> F, bias, GELU; the serving trace's first operator) with M
declared dynamic over 1..512: the class kernel (tuned once, at 512 rows)
and, per size, an operator of its own tuned at that size, each with the
same budget, from an empty cache; then both timed at each size, in turns
(best of 5 batches of >= 20 ms, 3 turns, the best).  Prints a Markdown
table with the host.  Needs numpy and the Python binding (python/), with
TT_LIBRARY naming libtt.

  TT_LIBRARY=build/libtt.so.0 python3 bench/class-sizes.py --budget 1s --threads 1
"""
import argparse, os, platform, shutil, sys, tempfile, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import numpy as np
import tt

ap = argparse.ArgumentParser()
ap.add_argument("--budget", default="1s")
ap.add_argument("--threads", type=int, default=1)
ap.add_argument("--hidden", type=int, default=256)
ap.add_argument("--ffn", type=int, default=1024)
ap.add_argument("--sizes", default="1,2,3,5,8,13,17,31,48,64,100,211,300,512")
a = ap.parse_args()
sizes = [int(x) for x in a.sizes.split(",")]
cache = tempfile.mkdtemp(prefix="tt-class-sizes-")
ctx = tt.Context(budget=a.budget, threads=a.threads, cache_dir=cache)
rng = np.random.default_rng(1)
W = (rng.random((a.ffn, a.hidden), dtype=np.float32) - 0.5)
b = rng.random(a.ffn, dtype=np.float32)
cls = ctx.op("dense_gelu")
cls.set_dynamic("M", 1, 512)
ex = {m: ctx.op("dense_gelu") for m in sizes}
X = {m: rng.random((m, a.hidden), dtype=np.float32) for m in sizes}
for m in sizes:
    y1, y2 = cls(X[m], W, b), ex[m](X[m], W, b)
    assert np.abs(y1 - y2).max() <= 1e-3 * (1 + np.abs(y2).max()), m


def best(f, *args):
    f(*args)
    t = 1e9
    for _ in range(5):
        n, t0 = 0, time.perf_counter()
        while True:
            f(*args)
            n += 1
            if time.perf_counter() - t0 > 0.02:
                break
        t = min(t, (time.perf_counter() - t0) / n)
    return t


host = platform.node()
model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"# One class kernel against exact kernels -- {time.strftime('%Y-%m-%d')}\n")
print(f"Host `{host}`: {model}, {os.cpu_count()} CPUs. dense_gelu {a.hidden} -> {a.ffn}, "
      f"{a.threads} thread(s), budget {a.budget} for the class (at 512 rows) and for each exact size.\n")
print("| rows | class us | exact us | class GFLOP/s | exact GFLOP/s | class / exact speed |")
print("|---|---|---|---|---|---|")
for m in sizes:
    c = min(best(cls, X[m], W, b) for _ in range(3))
    e = min(best(ex[m], X[m], W, b) for _ in range(3))
    fl = 2.0 * m * a.hidden * a.ffn
    print(f"| {m} | {c*1e6:.1f} | {e*1e6:.1f} | {fl/c/1e9:.1f} | {fl/e/1e9:.1f} | {e/c:.2f} |")
print(f"\nThe class kernel: `{cls.report(X[sizes[-1]], W, b).config}`")
shutil.rmtree(cache, ignore_errors=True)

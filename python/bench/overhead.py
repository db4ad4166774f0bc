#!/usr/bin/env python3
"""What a call from Python costs over the same call from C: a 64x64x64 f32
matmul, one thread, the default schedule (budget 0: the same kernel on
both sides), in rounds that alternate the C program (overhead.c) and
Python, so both see the same machine load.

    /usr/bin/python3 python/bench/overhead.py [--lib build/libtt.so.0] [--rounds 7]

Prints a Markdown table (per call: C, Python with out=, Python allocating
the output; the differences); bench/results/python-overhead-*.md keep it.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

ap = argparse.ArgumentParser()
ap.add_argument("--lib", default=os.environ.get("TT_LIBRARY") or str(ROOT / "build" / "libtt.so.0"))
ap.add_argument("--rounds", type=int, default=7)
ap.add_argument("--calls", type=int, default=20000)
ap.add_argument("--n", type=int, default=64)
args = ap.parse_args()

os.environ["TT_LIBRARY"] = args.lib
cache = tempfile.mkdtemp(prefix="tt-overhead-")
os.environ["TT_CACHE_DIR"] = cache
OPTS = "threads=1,budget=0"

# the C side, built against the same library
exe = Path(cache) / "overhead"
libdir = str(Path(args.lib).resolve().parent)
subprocess.run(["cc", "-O2", "-std=c11", "-Wall", "-Wextra", "-Werror", str(HERE / "overhead.c"),
                "-I", str(ROOT / "include"), "-L", libdir, "-l:" + Path(args.lib).name,
                "-Wl,-rpath," + libdir, "-o", str(exe)], check=True)

sys.path.insert(0, str(ROOT / "python"))
import numpy as np  # noqa: E402
import tt  # noqa: E402

ctx = tt.Context(OPTS)
mm = ctx.op("matmul")
n = args.n
a = np.full((n, n), 0.25, np.float32)
b = np.full((n, n), 0.5, np.float32)
c = np.empty((n, n), np.float32)
for _ in range(100):
    mm(a, b, out=c)
    mm(a, b)


def py_ns(stmt, repeats=5):
    t = timeit.repeat(stmt, globals={"mm": mm, "a": a, "b": b, "c": c},
                      number=args.calls, repeat=repeats)
    return statistics.median(t) / args.calls * 1e9


rows = []
for r in range(args.rounds):
    out = subprocess.run([str(exe), OPTS, str(n), str(args.calls), "5"], check=True,
                         capture_output=True, text=True).stdout.split()
    c_med = float(out[1])
    rows.append((c_med, py_ns("mm(a, b, out=c)"), py_ns("mm(a, b)")))

cpu = "unknown"
with open("/proc/cpuinfo") as f:
    for line in f:
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break

med = [statistics.median(col) for col in zip(*rows)]
d_out = statistics.median(p - cc for cc, p, _ in rows)
d_alloc = statistics.median(p - cc for cc, _, p in rows)
print(f"host: {cpu}, {os.cpu_count()} CPUs; Python {platform.python_version()}, "
      f"NumPy {np.__version__}; libtt {tt.version()} ({args.lib}); context '{OPTS}'; "
      f"{n}x{n}x{n} f32 matmul; {args.rounds} rounds x 5 batches x {args.calls} calls\n")
print("| round | C tt_op_run (ns) | Python mm(a, b, out=c) (ns) | Python mm(a, b) (ns) |")
print("|---|---|---|---|")
for i, (cc, po, pa) in enumerate(rows):
    print(f"| {i + 1} | {cc:.0f} | {po:.0f} | {pa:.0f} |")
print(f"| median | {med[0]:.0f} | {med[1]:.0f} | {med[2]:.0f} |")
print(f"\nPython over C, median of the per-round differences: out= {d_out / 1000:.2f} us, "
      f"allocating the output {d_alloc / 1000:.2f} us")

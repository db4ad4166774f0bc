"""No leak across 10,000 calls: Python objects (tracemalloc) and the
process (RSS), on every path of a call."""
import gc
import os
import tracemalloc

import numpy as np

import tt

CALLS = 10_000


class DL:
    def __init__(self, a):
        self._a = a

    def __dlpack__(self, stream=None):
        return self._a.__dlpack__()

    def __dlpack_device__(self):
        return self._a.__dlpack_device__()


def rss_kb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def paths(ctx):
    mm = ctx.op("matmul")
    relu = ctx.op("relu")
    a = np.ones((64, 64), np.float32)
    b = np.ones((64, 64), np.float32)
    c = np.empty((64, 64), np.float32)
    bad = np.ones((3, 3), np.float32)

    def alloc():
        mm(a, b)

    def into():
        mm(a, b, out=c)

    def strided():
        mm(a.T, b[:, ::1])

    def dlpack():
        relu(DL(np.ones((64, 64), np.float32)))   # a new array each call

    def error():
        try:
            mm(a, bad)
        except tt.ShapeError:
            pass

    return {"alloc": alloc, "out": into, "strided": strided, "dlpack": dlpack,
            "error": error}


def run(fn, n):
    for _ in range(n):
        fn()


def test_no_leak_rss():
    ctx = tt.Context(threads=1, budget=0)
    for name, fn in paths(ctx).items():
        run(fn, 500)                       # warm: kernels, caches, arenas
        gc.collect()
        before = rss_kb()
        run(fn, CALLS)
        gc.collect()
        grown = rss_kb() - before
        # a leaked 64x64 output (16 KB) or DLPack array per call would be
        # 160 MB; a leaked tensor description (144 B) 1.4 MB
        assert grown < 1024, f"{name}: RSS grew {grown} kB over {CALLS} calls"


def test_no_leak_tracemalloc():
    ctx = tt.Context(threads=1, budget=0)
    for name, fn in paths(ctx).items():
        run(fn, 500)
        gc.collect()
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            run(fn, CALLS)
            gc.collect()
            grown = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        assert grown < 16 * 1024, f"{name}: Python memory grew {grown} B over {CALLS} calls"


def test_no_leak_operators_and_contexts():
    ctx = tt.Context(threads=1, budget=0)
    a = np.ones((8, 8), np.float32)
    for _ in range(50):
        ctx.op("relu")(a)
    gc.collect()
    before = rss_kb()
    for _ in range(1000):
        op = ctx.op("relu")
        op(a)
        op.close()
    gc.collect()
    assert rss_kb() - before < 1024

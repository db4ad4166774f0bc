"""Threads: several Python threads calling one operator at once, and the
GIL released while tt runs."""
import ctypes
import threading
import time

import numpy as np

import tt
from tt import _lib


def test_library_is_a_cdll():
    # ctypes releases the GIL around every call through a CDLL (not PyDLL)
    assert type(_lib.lib) is ctypes.CDLL
    assert not _lib.tt_op_run._flags_ & ctypes._FUNCFLAG_PYTHONAPI


def test_threads_call_one_operator():
    ctx = tt.Context(threads=2, budget=0)
    mm = ctx.op("matmul")
    nthreads, calls = 4, 40
    errors = []
    go = threading.Barrier(nthreads)

    def work(t):
        rng = np.random.default_rng(t)
        # two shapes shared by all threads, one of its own: first calls race
        shapes = [(32, 16, 8), (20 + t, 12, 9), (64, 64, 64)]
        try:
            go.wait()
            for i in range(calls):
                m, k, n = shapes[i % 3]
                a = rng.standard_normal((m, k)).astype(np.float32)
                b = rng.standard_normal((k, n)).astype(np.float32)
                if i % 2:
                    c = mm(a, b)
                else:
                    c = np.empty((m, n), np.float32)
                    mm(a, b, out=c)
                np.testing.assert_allclose(c, a @ b, rtol=1e-4, atol=1e-4)
        except Exception as e:   # reported below
            errors.append(e)

    ts = [threading.Thread(target=work, args=(t,)) for t in range(nthreads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors, errors


def test_gil_released_while_a_kernel_runs():
    """The main thread keeps running Python while another thread is inside
    a kernel of ~0.2 s: its longest pause is far shorter than the kernel.
    (With the GIL held, the pause would be the whole kernel.)"""
    ctx = tt.Context(threads=1, budget=0)
    slow = ctx.op("slow(X[N]) -> Y[N] { Y[i] += exp(X[j] * f32(i - j) * 0.0001) }")
    x = np.ones(16000, np.float32)
    slow(x)                                     # compile

    done = threading.Event()
    inside = []

    def work():
        t0 = time.perf_counter()
        slow(x)
        inside.append(time.perf_counter() - t0)
        done.set()

    th = threading.Thread(target=work)
    last = time.perf_counter()
    longest, spins = 0.0, 0
    th.start()
    while not done.is_set():
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now
        spins += 1
    th.join()
    kernel = inside[0]
    assert kernel > 0.05, kernel
    assert spins > 1000 and longest < kernel / 2, (spins, longest, kernel)

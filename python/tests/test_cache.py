"""The first call tunes, the next process hits the cache; ctx.tune,
report, constants.  Tuning budgets are a few trials: this is about the
plumbing, not the tuner."""
import json
import os
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import tt
from conftest import PYTHON_DIR

CHILD = textwrap.dedent("""
    import json, sys
    import numpy as np, tt
    ctx = tt.Context(budget="6trials", threads=1)
    mm = ctx.op("matmul")
    a = np.ones((48, 40), np.float32); b = np.ones((40, 24), np.float32)
    c = mm(a, b)
    assert (c == 40).all()
    r = mm.report(a, b)
    print(json.dumps(dict(cache_hit=r.cache_hit, tuned=r.tuned, tune_ms=r.tune_ms,
                          config=r.config)))
""")


def run_child(cache_dir):
    env = dict(os.environ, TT_CACHE_DIR=str(cache_dir),
               PYTHONPATH=str(PYTHON_DIR) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout.strip().splitlines()[-1])


def test_first_call_tunes_next_process_hits(tmp_path):
    first = run_child(tmp_path)
    assert first["tuned"] and not first["cache_hit"] and first["tune_ms"] > 0
    assert os.path.exists(tmp_path / "tt.db")
    second = run_child(tmp_path)
    assert second["cache_hit"] and not second["tuned"] and second["tune_ms"] == 0
    assert second["config"] == first["config"]


def test_report_of_default_schedule(ctx):
    relu = ctx.op("relu")
    x = np.ones((5, 7), np.float32)
    relu(x)
    r = relu.report(x)
    assert isinstance(r, tt.Report)
    assert not r.tuned and not r.cache_hit and r.tune_ms == 0
    assert r.compile_ms > 0 and r.config.startswith("v1 ")
    assert relu.report((5, 7)) == r     # a shape tuple names the same Task


def test_context_tune(tmp_path):
    ctx = tt.Context(budget=0, threads=1, cache_dir=tmp_path)
    mm = ctx.op("matmul")
    r = ctx.tune(mm, (32, 24), (24, 16), budget="5trials")
    assert r.tuned and r.tune_ms > 0 and not r.cache_hit
    # this context then loads the winner from the cache at first sight
    after = mm.report((32, 24), (24, 16))
    assert after.cache_hit and not after.tuned and after.config == r.config
    a, b = np.ones((32, 24), np.float32), np.ones((24, 16), np.float32)
    assert (mm(a, b) == 24).all()
    # tuning again: the cache has a winner, which is used as it is
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = ctx.tune(ctx.op("matmul"), a, b, budget="5trials")
    assert again.cache_hit and not again.tuned
    # a context that already has a kernel keeps it, and says so
    relu = ctx.op("relu")
    relu(np.ones((3, 3), np.float32))
    with pytest.warns(RuntimeWarning, match="already had a kernel"):
        ctx.tune(relu, (3, 3), budget="3trials")
    # the context's own budget (0 here): prepare, the default schedule
    r0 = ctx.tune(ctx.op("softmax"), (4, 9))
    assert not r0.tuned and not r0.cache_hit
    with pytest.raises(tt.InvalidArgError, match="belongs to another context"):
        tt.Context(threads=1).tune(mm, a, b)


def test_prepare_then_call(ctx):
    sm = ctx.op("softmax")
    with pytest.raises(tt.InvalidArgError):
        sm.report((3, 11))
    sm.prepare((3, 11))
    assert sm.report((3, 11)).compile_ms > 0
    y = sm(np.zeros((3, 11), np.float32))
    np.testing.assert_allclose(y, np.full((3, 11), 1 / 11), rtol=1e-6)


def test_set_constant(ctx, rng):
    mm = ctx.op("matmul")
    a = rng.standard_normal((20, 30)).astype(np.float32)
    b = rng.standard_normal((30, 40)).astype(np.float32)
    mm.set_constant("B")
    np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-4, atol=1e-4)
    # changed data behind the same array: declare it again
    b *= 2
    mm.set_constant("B")
    np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-4, atol=1e-4)
    mm.set_constant(1, False)
    mm.set_constant(0)
    np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-4, atol=1e-4)


def test_set_constant_changes_the_task(tmp_path):
    """Declaring B constant makes another Task (its own kernel and cache key)."""
    ctx = tt.Context(budget=0, threads=1, cache_dir=tmp_path)
    mm = ctx.op("matmul")
    a, b = np.ones((16, 16), np.float32), np.ones((16, 16), np.float32)
    mm(a, b)
    plain = mm.report(a, b)
    mm.set_constant("B")
    with pytest.raises(tt.InvalidArgError, match="has not been run or prepared"):
        mm.report(a, b)
    assert (mm(a, b) == 16).all()
    const = mm.report(a, b)
    assert plain.config and const.config


def test_budget_as_seconds_and_options():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        c = tt.Context(budget=0.25, threads=1, log="error")
    assert c.options == {"budget": "250ms", "threads": "1", "log": "error"}
    assert tt.Context("threads=1,budget=2s", budget=0).options["budget"] == "0"
    assert tt.default_context() is tt.default_context()

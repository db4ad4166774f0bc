"""The pytest suite of the tt package.

Every test session gets a fresh, empty cache (TT_CACHE_DIR, removed at the
end) and the default schedule (TT_TUNE_BUDGET=0) unless a test asks for a
budget; the library is the one TT_LIBRARY names (ctest passes the
just-built build/libtt.so.0), else the search in tt/_lib.py.
"""
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

_CACHE = tempfile.mkdtemp(prefix="tt-pytest-cache-")
os.environ["TT_CACHE_DIR"] = _CACHE
os.environ["TT_TUNE_BUDGET"] = "0"
os.environ.pop("TT_CACHE_PATH", None)
os.environ.pop("TT_REQUIRE_CACHED", None)
os.environ.pop("TT_TARGET", None)

PYTHON_DIR = Path(__file__).resolve().parents[1]
if str(PYTHON_DIR) not in sys.path:
    sys.path.insert(0, str(PYTHON_DIR))

import tt  # noqa: E402


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE, ignore_errors=True)


def pytest_report_header(config):
    return [f"tt: libtt {tt.version()} from {tt.library_path}"]


@pytest.fixture(scope="session")
def ctx():
    """One context for the suite: one thread, the default schedule."""
    c = tt.Context(threads=1, budget=0)
    yield c
    c.close()


@pytest.fixture
def rng():
    import numpy as np
    return np.random.default_rng(1234)


def source_dir():
    """The tt checkout (for ops/*.tt): TT_SOURCE_DIR, else two levels up."""
    d = os.environ.get("TT_SOURCE_DIR")
    return Path(d) if d else PYTHON_DIR.parent

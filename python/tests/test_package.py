"""The package as a user gets it: pip install, and where libtt is found."""
import os
import shutil
import subprocess
import sys

import pytest

import tt
from conftest import PYTHON_DIR

USE = ("import numpy as np, tt; print(tt.library_path); "
       "print(tt.op('relu')(np.array([[-1, 2]], np.float32)).tolist())")


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """pip install of a copy of python/ (pip builds in the source folder)
    into a target folder, offline: Debian's setuptools, no build isolation."""
    tmp = tmp_path_factory.mktemp("pip")
    src = tmp / "src"
    shutil.copytree(PYTHON_DIR, src, ignore=shutil.ignore_patterns(
        "tests", "__pycache__", "build", "*.egg-info"))
    target = tmp / "site"
    p = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-index",
                        "--no-build-isolation", "--no-deps", "--target", str(target),
                        str(src)], capture_output=True, text=True, timeout=240)
    assert p.returncode == 0, p.stdout + p.stderr
    assert (target / "tt" / "__init__.py").exists()
    return target


def run(target, env_extra, cwd):
    env = {k: v for k, v in os.environ.items() if k != "TT_LIBRARY"}
    env.update(PYTHONPATH=str(target), **env_extra)
    return subprocess.run([sys.executable, "-c", USE], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=60)


def test_pip_install_and_tt_library(installed, tmp_path):
    p = run(installed, {"TT_LIBRARY": tt.library_path}, tmp_path)
    assert p.returncode == 0, p.stderr
    lines = p.stdout.split("\n")
    assert lines[0] == tt.library_path and lines[1] == "[[0.0, 2.0]]"


def test_library_next_to_the_package(installed, tmp_path):
    here = installed / "tt" / "libtt.so.0"
    shutil.copy(tt.library_path, here)
    try:
        p = run(installed, {}, tmp_path)
        assert p.returncode == 0, p.stderr
        assert p.stdout.split("\n")[0] == str(here)
    finally:
        here.unlink()


def test_bad_tt_library(installed, tmp_path):
    p = run(installed, {"TT_LIBRARY": str(tmp_path / "nope.so")}, tmp_path)
    assert p.returncode != 0
    assert "cannot load libtt" in p.stderr and "nope.so" in p.stderr

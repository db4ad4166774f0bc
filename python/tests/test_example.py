"""examples/python/custom_operator.py runs (tiny sizes and budget): tuned
the first time, from the cache the second, equal to NumPy."""
import os
import subprocess
import sys

from conftest import PYTHON_DIR, source_dir


def run(cache):
    script = source_dir() / "examples" / "python" / "custom_operator.py"
    env = dict(os.environ, PYTHONPATH=str(PYTHON_DIR))
    p = subprocess.run([sys.executable, str(script), "--budget", "4trials", "--size", "16",
                        "40", "24", "--threads", "1", "--cache-dir", str(cache), "--no-plot"],
                       env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_example(tmp_path):
    first = run(tmp_path)
    assert ", tuned (tune " in first and "max |tt - numpy|" in first
    assert "tuning curve: " in first and "candidates measured" in first
    second = run(tmp_path)
    assert ", from the cache (tune 0 ms" in second

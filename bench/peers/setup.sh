#!/bin/sh
# Makes BUILD/peers-venv (BUILD: the first argument, default build) with
# pinned versions of the peers and their helpers, from PyPI, with pip.
# Touches nothing system-wide; needs python3 with venv (Debian: python3-venv,
# which scripts/install-deps installs).
set -eu
BUILD=${1:-build}
V="$BUILD/peers-venv"
HERE=$(dirname "$0")
if [ ! -x "$V/bin/python" ]; then
    python3 -m venv "$V"
fi
"$V/bin/pip" install -q --disable-pip-version-check -r "$HERE/requirements.txt"
"$V/bin/python" -c 'import tvm, tinygrad, numpy, xgboost, matplotlib; from tvm.s_tir import meta_schedule; print("peers-venv:", tvm.__version__, "tinygrad", __import__("importlib.metadata").metadata.version("tinygrad"), "numpy", numpy.__version__)'

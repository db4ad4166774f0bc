"""tt: tensor operators written as expressions, JIT-compiled and tuned at
the first call, on NumPy arrays and DLPack tensors.

    import numpy as np, tt
    ctx = tt.Context(budget="2s", threads=2)      # or tt.default_context()
    mm = ctx.op("matmul")                          # a shipped name, or a definition
    c = mm(a, b)                                   # allocates the output
    mm(a, b, out=c)                                # or writes into one
    mm.report(a, b)                                # cache_hit, tuned, tune_ms, config

A thin layer over libtt (ctypes, no compiled extension): the same tuning,
cache and errors as the C API.  The guide is docs/PYTHON.md.
"""
from ._lib import library_path
from ._errors import (Error, InvalidArgError, ParseError, ShapeError, DtypeError,
                      UnsupportedError, CompileError, KernelError, NoMemoryError, EnvError,
                      CacheError, NotCachedError, NoDeviceError, InternalError)
from ._core import Context, Op, Report, default_context, op, version

__version__ = "0.1.0"

__all__ = [
    "Context", "Op", "Report", "default_context", "op", "version", "library_path",
    "Error", "InvalidArgError", "ParseError", "ShapeError", "DtypeError",
    "UnsupportedError", "CompileError", "KernelError", "NoMemoryError", "EnvError",
    "CacheError", "NotCachedError", "NoDeviceError", "InternalError",
]

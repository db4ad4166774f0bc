"""Finding and loading libtt, and its functions declared for ctypes.

The library is searched, first match wins:

1. ``TT_LIBRARY``: the path of a libtt shared object (nothing else is
   tried when it is set, so a test never picks up another copy);
2. next to the package: ``tt/libtt.so`` or ``tt/libtt.so.0``;
3. when the package is imported from a tt source checkout
   (``python/tt``), the checkout's ``build/libtt.so.0`` (``make build``);
4. ``pkg-config --variable=libdir tt`` (an installed tt, ``make install``);
5. the dynamic loader's own search for ``libtt.so.0``.

The library is loaded with ``ctypes.CDLL``: ctypes releases the GIL for the
whole of every foreign call made through a CDLL (unlike ``PyDLL``), so other
Python threads run while a kernel runs, compiles or tunes.
"""
import ctypes
import os
import subprocess

TT_MAX_RANK = 8

__all__ = ["lib", "library_path", "Tensor", "Report", "TT_MAX_RANK"]


class Tensor(ctypes.Structure):
    """``tt_tensor`` (include/tt.h)."""
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("dtype", ctypes.c_int),
        ("rank", ctypes.c_int),
        ("shape", ctypes.c_int64 * TT_MAX_RANK),
        ("strides", ctypes.c_int64 * TT_MAX_RANK),
    ]


class Report(ctypes.Structure):
    """``tt_report`` (include/tt.h)."""
    _fields_ = [
        ("cache_hit", ctypes.c_int),
        ("tuned", ctypes.c_int),
        ("tune_ms", ctypes.c_double),
        ("compile_ms", ctypes.c_double),
        ("config", ctypes.c_char * 512),
        ("kernel", ctypes.c_char * 16),
        ("tuning", ctypes.c_int),
        ("reused_from", ctypes.c_char * 33),
    ]


assert ctypes.sizeof(Tensor) == 8 + 4 + 4 + 2 * 8 * TT_MAX_RANK


def _candidates():
    env = os.environ.get("TT_LIBRARY")
    if env:
        return [("TT_LIBRARY", env)]
    here = os.path.dirname(os.path.abspath(__file__))
    out = []
    for name in ("libtt.so", "libtt.so.0"):
        out.append(("next to the package", os.path.join(here, name)))
    root = os.path.dirname(os.path.dirname(here))
    if os.path.isfile(os.path.join(root, "include", "tt.h")):
        out.append(("the source checkout's build",
                    os.path.join(root, "build", "libtt.so.0")))
    try:
        libdir = subprocess.run(["pkg-config", "--variable=libdir", "tt"],
                                capture_output=True, text=True, timeout=10,
                                check=False).stdout.strip()
        if libdir:
            out.append(("pkg-config", os.path.join(libdir, "libtt.so.0")))
    except (OSError, subprocess.SubprocessError):
        pass
    out.append(("the dynamic loader", "libtt.so.0"))
    return out


def _load():
    tried = []
    for how, path in _candidates():
        if os.sep in path:
            path = os.path.abspath(path)
        if os.sep in path and not os.path.exists(path):
            tried.append(f"{path} ({how}): no such file")
            continue
        try:
            handle = ctypes.CDLL(path)
        except OSError as e:
            tried.append(f"{path} ({how}): {e}")
            continue
        if not all(hasattr(handle, f) for f in ("tt_op_tensor", "tt_errstatus")):
            tried.append(f"{path} ({how}): too old (no tt_op_tensor, tt_errstatus); "
                         "rebuild or reinstall tt")
            if how == "TT_LIBRARY":
                break
            continue
        return handle, path
    raise ImportError("tt: cannot load libtt; tried:\n  " + "\n  ".join(tried) +
                      "\nset TT_LIBRARY to the path of libtt.so.0 (build/ after "
                      "'make build'), or 'make install'")


lib, library_path = _load()

_P = ctypes.c_void_p
_I = ctypes.c_int


def _decl(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


# Tensor arrays are passed as bytes (c_char_p): built per call, read by tt.
_B = ctypes.c_char_p

tt_ctx_new = _decl("tt_ctx_new", _P, ctypes.c_char_p)
tt_ctx_free = _decl("tt_ctx_free", None, _P)
tt_errmsg = _decl("tt_errmsg", ctypes.c_char_p, _P)
tt_errstatus = _decl("tt_errstatus", _I)
tt_status_str = _decl("tt_status_str", ctypes.c_char_p, _I)
tt_version = _decl("tt_version", ctypes.c_char_p)
tt_op_new = _decl("tt_op_new", _P, _P, ctypes.c_char_p, ctypes.c_char_p)
tt_op_free = _decl("tt_op_free", None, _P)
tt_op_num_inputs = _decl("tt_op_num_inputs", _I, _P)
tt_op_num_outputs = _decl("tt_op_num_outputs", _I, _P)
tt_op_name = _decl("tt_op_name", ctypes.c_char_p, _P)
tt_op_tensor = _decl("tt_op_tensor", _I, _P, _I, ctypes.POINTER(ctypes.c_char_p),
                     ctypes.POINTER(_I), ctypes.POINTER(_I))
tt_op_set_constant = _decl("tt_op_set_constant", _I, _P, _I, _I)
tt_op_set_dynamic = _decl("tt_op_set_dynamic", _I, _P, ctypes.c_char_p, ctypes.c_int64,
                          ctypes.c_int64)
tt_op_output_shape = _decl("tt_op_output_shape", _I, _P, _B, _I, _I, ctypes.POINTER(_I),
                           ctypes.POINTER(ctypes.c_int64 * TT_MAX_RANK))
tt_op_run = _decl("tt_op_run", _I, _P, _B, _I, _B, _I)
tt_op_prepare = _decl("tt_op_prepare", _I, _P, _B, _I, _B, _I)
tt_op_report = _decl("tt_op_report", _I, _P, _B, _I, ctypes.POINTER(Report))

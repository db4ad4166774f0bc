"""NumPy arrays and DLPack tensors as tt_tensor views, without a copy.

A tt_tensor is 144 bytes: ``void *data; int dtype; int rank;
int64_t shape[8]; int64_t strides[8]`` (strides in elements; all zero means
dense row-major).  Each tensor is packed here as bytes, the data pointer
followed by the rest (``rest()``), and a call passes the concatenation.

Strides: a C-contiguous array is passed as dense (all-zero strides, the
same Task and cache entry as a dense tensor from C); any other view passes
its strides in elements, so tt compiles (and tunes) for that layout and
reads the caller's memory in place.  What tt cannot express is refused,
never copied behind the caller's back: a stride that is not a whole number
of elements, a misaligned pointer, a broadcast view whose strides are all
zero (tt reads all-zero strides as dense).  Negative strides are passed to
tt, which refuses them with its own message.  ``np.ascontiguousarray(x)``
is the explicit copy for all of these.
"""
import ctypes
import struct

import numpy as np

from ._errors import DtypeError, InvalidArgError, ShapeError, UnsupportedError
from ._lib import TT_MAX_RANK

# tt_dtype codes and their NumPy dtypes (native byte order only: a
# big-endian float32 is another dtype and is refused)
CODE = {np.dtype(np.float32): 0, np.dtype(np.float64): 1, np.dtype(np.int32): 2}
NUMPY = {0: np.dtype(np.float32), 1: np.dtype(np.float64), 2: np.dtype(np.int32)}
NAME = {0: "f32", 1: "f64", 2: "i32"}

_REST = struct.Struct("=ii%dq%dq" % (TT_MAX_RANK, TT_MAX_RANK))
pack_ptr = struct.Struct("=Q").pack
TENSOR_SIZE = 8 + _REST.size
_PAD = (0,) * TT_MAX_RANK


def rest(code, shape, estrides=None):
    """The bytes after the data pointer: dtype, rank, shape, strides."""
    r = len(shape)
    st = tuple(estrides) if estrides is not None else _PAD[:r]
    return _REST.pack(code, r, *shape, *_PAD[r:], *st, *_PAD[r:])


# ---- the data pointer of an ndarray ----------------------------------------
#
# ``x.ctypes.data`` and ``x.__array_interface__`` build Python objects on
# every call (0.6-0.7 us each on a 2026 server core): most of the budget of
# a small call.  NumPy's array object (PyArrayObject_fields, in NumPy's
# public C header ndarraytypes.h) starts with PyObject_HEAD followed by
# ``char *data``, a layout unchanged since NumPy 1.7; reading that field
# costs 0.1 us.  It is checked at import on a few arrays and views against
# __array_interface__, and the slow, documented route is used if it
# disagrees.

_from_address = ctypes.c_void_p.from_address
_DATA_OFFSET = object.__basicsize__


def _addr_layout(x):
    return _from_address(id(x) + _DATA_OFFSET).value or 0


def _addr_interface(x):
    return x.__array_interface__["data"][0]


def _layout_ok():
    base = np.arange(24, dtype=np.float64).reshape(4, 6)
    probes = [base, base[1:, 2:], base.T, base[::2], np.zeros((), np.int32),
              np.ones(5, np.float32)[3:]]
    try:
        return all(_addr_layout(p) == _addr_interface(p) for p in probes)
    except Exception:   # an unexpected layout: take the documented route
        return False


address = _addr_layout if _layout_ok() else _addr_interface


# ---- ndarrays ------------------------------------------------------------------

def describe_ndarray(x, role, name, out=False):
    """(data pointer, rest bytes) of an ndarray, or an error naming it."""
    code = CODE.get(x.dtype)
    if code is None:
        raise DtypeError(f"{role} '{name}' is a NumPy {x.dtype} array; tt takes float32, "
                         "float64 and int32 in native byte order (x.astype(...) converts)")
    if out and not x.flags.writeable:
        raise InvalidArgError(f"output '{name}' is a read-only array")
    if x.ndim > TT_MAX_RANK:
        raise ShapeError(f"{role} '{name}' has rank {x.ndim}; tt takes at most "
                         f"{TT_MAX_RANK}")
    if x.flags.c_contiguous:
        if not x.flags.aligned:
            raise UnsupportedError(f"{role} '{name}' is not aligned to its element size; "
                                   "np.ascontiguousarray(x) copies it")
        return address(x), rest(code, x.shape)
    isz = x.itemsize
    est = []
    for k, s in enumerate(x.strides):
        if s % isz:
            raise UnsupportedError(f"{role} '{name}' has a stride of {s} bytes in dimension "
                                   f"{k}, not a whole number of {isz}-byte elements; "
                                   "np.ascontiguousarray(x) copies it")
        est.append(s // isz)
    if not x.flags.aligned:
        raise UnsupportedError(f"{role} '{name}' is not aligned to its element size; "
                               "np.ascontiguousarray(x) copies it")
    if not any(est) and x.size > 1:
        raise UnsupportedError(f"{role} '{name}' is a broadcast view (every stride 0), "
                               "which tt would read as dense; np.ascontiguousarray(x) "
                               "copies it")
    return address(x), rest(code, x.shape, est)


# ---- DLPack --------------------------------------------------------------------

class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]

_DL_CPU = 1
_DL_CODES = {(2, 32): 0, (2, 64): 1, (0, 32): 2}   # (kDLFloat|kDLInt, bits) -> tt
_DL_NAMES = {0: "int", 1: "uint", 2: "float", 4: "bfloat", 5: "complex", 6: "bool"}


def describe_dlpack(x, role, name):
    """(data pointer, rest bytes, capsule) of an object with __dlpack__.

    The capsule is borrowed, not consumed: it stays named "dltensor", the
    caller keeps it alive until tt has returned, and dropping it then runs
    the producer's own destructor, which calls the DLManagedTensor's
    deleter (the DLPack protocol's rule for an unconsumed capsule)."""
    dev = x.__dlpack_device__() if hasattr(x, "__dlpack_device__") else (_DL_CPU, 0)
    if int(dev[0]) != _DL_CPU:
        raise UnsupportedError(f"{role} '{name}' is on DLPack device {tuple(dev)}; tt takes "
                               "CPU memory (device type 1)")
    cap = x.__dlpack__()
    t = _DLTensor.from_address(_capsule_pointer(cap, b"dltensor"))
    dt = t.dtype
    code = _DL_CODES.get((dt.code, dt.bits)) if dt.lanes == 1 else None
    if code is None:
        kind = _DL_NAMES.get(dt.code, f"code {dt.code}")
        raise DtypeError(f"{role} '{name}' is a DLPack {kind}{dt.bits}"
                         f"{'x%d' % dt.lanes if dt.lanes != 1 else ''} tensor; tt takes "
                         "float32, float64 and int32")
    ndim = t.ndim
    if ndim > TT_MAX_RANK:
        raise ShapeError(f"{role} '{name}' has rank {ndim}; tt takes at most {TT_MAX_RANK}")
    shape = tuple(t.shape[k] for k in range(ndim))
    est = None
    if t.strides:
        est = [t.strides[k] for k in range(ndim)]
        dense, step = True, 1
        for k in range(ndim - 1, -1, -1):
            if shape[k] != 1 and est[k] != step:
                dense = False
            step *= shape[k]
        if dense:
            est = None
        elif not any(est) and step > 1:
            raise UnsupportedError(f"{role} '{name}' is a broadcast view (every stride 0), "
                                   "which tt would read as dense; copy it first")
    p = (t.data or 0) + t.byte_offset
    isz = dt.bits // 8
    if p % isz:
        raise UnsupportedError(f"{role} '{name}' is not aligned to its element size")
    return p, rest(code, shape, est), cap


def describe(x, role, name, out=False, spec_code=None):
    """(pointer, rest bytes, keep-alive) of any tensor tt takes.

    spec_code: where shapes alone are enough (prepare, report, tune), a
    tuple of ints is a dense tensor of that shape with no data, of the
    dtype the operator declares (spec_code)."""
    if isinstance(x, np.ndarray):
        p, r = describe_ndarray(x, role, name, out)
        return p, r, None
    if hasattr(x, "__dlpack__"):
        return describe_dlpack(x, role, name)
    if spec_code is not None and isinstance(x, (tuple, list)) and \
            all(isinstance(d, (int, np.integer)) for d in x):
        if len(x) > TT_MAX_RANK:
            raise ShapeError(f"{role} '{name}' has rank {len(x)}; tt takes at most "
                             f"{TT_MAX_RANK}")
        return 0, rest(spec_code, tuple(int(d) for d in x)), None
    what = type(x).__name__
    raise InvalidArgError(f"{role} '{name}' is a {what}; tt takes NumPy arrays and objects "
                          "with __dlpack__" + (" (or a shape tuple here)"
                                               if spec_code is not None else "") +
                          " (np.asarray(x, np.float32) converts)")

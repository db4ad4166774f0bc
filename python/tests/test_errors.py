"""Errors: one class per tt_status, carrying tt's message."""
import re

import numpy as np
import pytest

import tt
from tt import _lib


def a32(*shape):
    return np.ones(shape, np.float32)


def test_one_class_per_status():
    classes = [tt.InvalidArgError, tt.ParseError, tt.ShapeError, tt.DtypeError,
               tt.UnsupportedError, tt.CompileError, tt.KernelError, tt.NoMemoryError,
               tt.EnvError, tt.CacheError, tt.NotCachedError, tt.NoDeviceError,
               tt.InternalError]
    assert len(set(classes)) == 13
    # the statuses of include/tt.h, 1..13, each with tt's own name
    assert sorted(c.status for c in classes) == list(range(1, 14))
    for c in classes:
        assert issubclass(c, tt.Error)
        assert c.status_name == _lib.tt_status_str(c.status).decode()
    assert _lib.tt_status_str(14).decode() == "unknown status"   # nothing past 13
    assert issubclass(tt.ShapeError, ValueError) and issubclass(tt.DtypeError, TypeError)


def test_parse_error_has_line_and_column(ctx):
    with pytest.raises(tt.ParseError) as e:
        ctx.op("bad(A[N]) -> B[N] {\n  B[i] = A[i +\n}")
    assert re.match(r"^\d+:\d+: ", str(e.value)), str(e.value)
    assert e.value.message == str(e.value)
    assert e.value.status == 2 and e.value.status_name == "parse error"
    with pytest.raises(tt.ParseError, match=r"^1:\d+: unknown tensor 'C'"):
        ctx.op("f(A[N]) -> B[N] { B[i] = A[i] + C[i] }")


def test_shape_error_names_the_tensors(ctx):
    mm = ctx.op("matmul")
    with pytest.raises(tt.ShapeError) as e:
        mm(a32(4, 5), a32(6, 3))
    msg = str(e.value)
    assert "'A'" in msg and "'B'" in msg and "K" in msg, msg
    with pytest.raises(tt.ShapeError, match="input 'B' has rank 3, the operator expects 2"):
        mm(a32(4, 5), a32(5, 3, 1))
    with pytest.raises(tt.ShapeError, match=r"output 'C' has shape \[3x3\], expected \[4x3\]"):
        mm(a32(4, 5), a32(5, 3), out=a32(3, 3))
    with pytest.raises(tt.ShapeError, match="input 'A' dimension 0 is 0"):
        mm(a32(0, 5), a32(5, 3))


def test_dtype_errors(ctx):
    mm = ctx.op("matmul")
    with pytest.raises(tt.DtypeError, match="input 'A' is f64, the operator expects f32"):
        mm(np.ones((2, 2)), a32(2, 2))
    with pytest.raises(tt.DtypeError, match="output 'C' is i32, the operator expects f32"):
        mm(a32(2, 2), a32(2, 2), out=np.zeros((2, 2), np.int32))
    # dtypes tt has no code for are refused before tt, naming the tensor
    with pytest.raises(tt.DtypeError, match="input 'B' is a NumPy float16 array"):
        mm(a32(2, 2), np.ones((2, 2), np.float16))
    with pytest.raises(tt.DtypeError, match="input 'A' is a NumPy >f4 array"):
        mm(a32(2, 2).astype(">f4"), a32(2, 2))


def test_invalid_arguments(ctx):
    mm = ctx.op("matmul")
    with pytest.raises(tt.InvalidArgError, match="'matmul' takes 2 inputs, got 1"):
        mm(a32(2, 2))
    with pytest.raises(tt.InvalidArgError, match="'matmul' takes 2 inputs, got 3"):
        mm(a32(2, 2), a32(2, 2), a32(2, 2))
    with pytest.raises(tt.InvalidArgError, match="'matmul' has 1 output, got 2"):
        mm(a32(2, 2), a32(2, 2), out=(a32(2, 2), a32(2, 2)))
    with pytest.raises(tt.InvalidArgError, match="no shipped operator named 'matmull'"):
        ctx.op("matmull")
    with pytest.raises(tt.InvalidArgError, match="'conv2d' has no attribute 'strid'"):
        ctx.op("conv2d", strid=2)
    with pytest.raises(tt.InvalidArgError, match="'matmul' has no input 'Z'"):
        mm.set_constant("Z")
    with pytest.raises(tt.InvalidArgError, match="'matmul' has no input 5"):
        mm.set_constant(5)
    with pytest.raises(tt.InvalidArgError, match="input 'B' is a list"):
        mm(a32(2, 2), [[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(tt.InvalidArgError, match="has not been run or prepared"):
        mm.report(a32(7, 7), a32(7, 7))
    ro = a32(2, 2)
    ro.flags.writeable = False
    with pytest.raises(tt.InvalidArgError, match="output 'C' is a read-only array"):
        mm(a32(2, 2), a32(2, 2), out=ro)
    with pytest.raises(tt.InvalidArgError, match="option budget='2,5s'"):
        tt.Context(budget="2,5s")
    op = ctx.op("matmul")
    op.close()
    with pytest.raises(tt.InvalidArgError, match="operator 'matmul' is closed"):
        op(a32(2, 2), a32(2, 2))


def test_environment_errors():
    with pytest.raises(tt.EnvError, match="budget='soon' is not valid"):
        tt.Context(budget="soon")
    with pytest.raises(tt.EnvError, match="threads"):
        tt.Context(threads=0)
    with pytest.raises(tt.EnvError, match="unknown option 'colour'"):
        tt.Context("colour=blue")


def test_unsupported(ctx):
    mm = ctx.op("matmul")
    a = a32(8, 8)
    with pytest.raises(tt.UnsupportedError, match="input 'A' has a negative stride"):
        mm(a[::-1], a)
    with pytest.raises(tt.UnsupportedError, match="output 'C' overlaps input 'A'"):
        mm(a, a32(8, 8), out=a)
    with pytest.raises(tt.UnsupportedError, match="input 'B' is a broadcast view"):
        mm(a, np.broadcast_to(np.float32(1), (8, 8)))


def test_not_cached(tmp_path):
    c = tt.Context(require_cached=True, cache_dir=tmp_path, threads=1)
    with pytest.raises(tt.NotCachedError, match="not in the cache and TT_REQUIRE_CACHED=1"):
        c.op("relu")(a32(3, 3))


def test_no_device():
    # a context whose target does not exist (tt_ctx_new: NULL, the status
    # from tt_errstatus)
    with pytest.raises(tt.NoDeviceError, match="TT_TARGET=opencl:9:9"):
        tt.Context(target="opencl:9:9")


def test_errors_are_per_thread(ctx):
    """Threads failing at once each get their own message (tt_errmsg(NULL)
    is per thread; the context's message is shared)."""
    import threading
    mm = ctx.op("matmul")
    seen = {"shape": set(), "dtype": set()}
    go = threading.Barrier(2)

    def shape():
        go.wait()
        for _ in range(300):
            try:
                mm(a32(4, 5), a32(6, 3))
            except tt.Error as e:
                seen["shape"].add((type(e), str(e)))

    def dtype():
        go.wait()
        for _ in range(300):
            try:
                mm(np.ones((4, 5)), a32(5, 3))
            except tt.Error as e:
                seen["dtype"].add((type(e), str(e)))

    ts = [threading.Thread(target=shape), threading.Thread(target=dtype)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert len(seen["shape"]) == 1 and next(iter(seen["shape"]))[0] is tt.ShapeError
    assert len(seen["dtype"]) == 1 and next(iter(seen["dtype"]))[0] is tt.DtypeError

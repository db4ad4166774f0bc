"""Strided NumPy views go to tt as strides, in place; what tt cannot read
is refused, never copied."""
import numpy as np
import pytest

import tt


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


VIEWS = {
    "transposed": lambda big: big[:24, :24].T,
    "fortran": lambda big: np.asfortranarray(big[:24, :24]),
    "rows-stepped": lambda big: big[:48:2, :24],
    "cols-stepped": lambda big: big[:24, :72:3],
    "offset-window": lambda big: big[5:29, 7:31],
    "size-one-dims": lambda big: big[3:4, :24],
}


@pytest.mark.parametrize("kind", sorted(VIEWS))
def test_strided_inputs(ctx, rng, kind):
    mm = ctx.op("matmul")
    big = f32(rng, 64, 80)
    a = VIEWS[kind](big)
    b = f32(rng, 24, 9)
    assert kind == "size-one-dims" or not a.flags.c_contiguous
    np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-5, atol=1e-5)
    c = f32(rng, 5, a.shape[0])
    np.testing.assert_allclose(mm(c, a), c @ a, rtol=1e-5, atol=1e-5)   # as B too


def test_strides_reach_tt(ctx, rng):
    """tt binds the view's strides (its own Task), not a dense copy: the
    report of the strided shapes exists, the dense one's does not."""
    mm = ctx.op("mm_view(A[M,K], B[K,N]) -> C[M,N] { C[m,n] += A[m,k] * B[k,n] }")
    big = f32(rng, 40, 40)
    a = big[::2, ::2]          # 20x20, strides (80, 2) elements
    b = f32(rng, 20, 20)
    np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-5, atol=1e-5)
    assert mm.report(a, b).config
    with pytest.raises(tt.InvalidArgError, match="has not been run or prepared"):
        mm.report(np.ascontiguousarray(a), b)


def test_strided_output_written_in_place(ctx, rng):
    mm = ctx.op("matmul")
    a, b = f32(rng, 16, 8), f32(rng, 8, 12)
    big = np.zeros((40, 30), np.float32)
    view = big[1:33:2, 2:26:2]    # 16x12 inside big
    assert mm(a, b, out=view) is view
    want = np.zeros_like(big)
    want[1:33:2, 2:26:2] = a @ b
    np.testing.assert_allclose(big, want, rtol=1e-5, atol=1e-5)
    # the elements between the view's were not touched
    assert not big[0::2].any()


def test_partly_broadcast_input(ctx, rng):
    """A stride of 0 in some dimensions is a valid tt stride."""
    add = ctx.op("add")
    x = f32(rng, 6, 10)
    row = f32(rng, 10)
    bro = np.broadcast_to(row, (6, 10))
    assert bro.strides == (0, 4)
    np.testing.assert_array_equal(add(x, bro), x + row)


def test_refused_views(ctx, rng):
    relu = ctx.op("relu")
    buf = np.zeros(4 * 65, np.uint8)
    unaligned = buf[1:1 + 4 * 64].view(np.float32).reshape(8, 8)
    assert not unaligned.flags.aligned
    with pytest.raises(tt.UnsupportedError, match="not aligned"):
        relu(unaligned)
    odd = np.lib.stride_tricks.as_strided(np.zeros(64, np.float32), (8, 8), (24, 6))
    with pytest.raises(tt.UnsupportedError, match="stride of 6 bytes"):
        relu(odd)
    with pytest.raises(tt.UnsupportedError, match="broadcast view"):
        relu(np.broadcast_to(np.float32(2), (3, 3)))
    # the explicit copy the message names works
    np.testing.assert_array_equal(relu(np.ascontiguousarray(odd)), np.maximum(odd, 0))


def test_fast_path_keeps_the_checks(ctx, rng):
    """A repeated call takes the fast path; a call that matches a known
    signature but is not valid as it is still fails."""
    mm = ctx.op("matmul")
    a, b = f32(rng, 8, 8), f32(rng, 8, 8)
    c = np.zeros((8, 8), np.float32)
    mm(a, b, out=c)
    mm(a, b)
    calls = []
    orig = mm._call
    mm._call = lambda *args: calls.append(args) or orig(*args)
    try:
        np.testing.assert_allclose(mm(a, b), a @ b, rtol=1e-5)
        c[:] = 0
        mm(a, b, out=c)
        np.testing.assert_allclose(c, a @ b, rtol=1e-5)
        assert calls == []      # both went the fast way
        c.flags.writeable = False
        with pytest.raises(tt.InvalidArgError, match="read-only"):
            mm(a, b, out=c)
        buf = np.zeros(4 * 65, np.uint8)
        unaligned = buf[1:1 + 4 * 64].view(np.float32).reshape(8, 8)
        unaligned[:] = a
        assert unaligned.shape == a.shape and unaligned.strides == a.strides
        with pytest.raises(tt.UnsupportedError, match="not aligned"):
            mm(unaligned, b)
        assert len(calls) == 2
    finally:
        del mm._call

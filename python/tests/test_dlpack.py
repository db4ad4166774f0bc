"""DLPack: inputs and outputs through __dlpack__, without a copy;
PyTorch and JAX only where installed."""
import sys

import numpy as np
import pytest

import tt


class DL:
    """An object that offers nothing but the DLPack protocol (of a NumPy
    array), so tt can only take it through __dlpack__."""

    def __init__(self, a):
        self._a = a

    def __dlpack__(self, stream=None):
        return self._a.__dlpack__()

    def __dlpack_device__(self):
        return self._a.__dlpack_device__()


class OnDevice(DL):
    def __dlpack_device__(self):
        return (2, 0)   # kDLCUDA


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def test_dlpack_inputs(ctx, rng):
    mm = ctx.op("matmul")
    a, b = f32(rng, 12, 7), f32(rng, 7, 5)
    np.testing.assert_allclose(mm(DL(a), DL(b)), a @ b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(mm(a, DL(b)), a @ b, rtol=1e-5, atol=1e-5)


def test_dlpack_strided_input(ctx, rng):
    mm = ctx.op("matmul")
    big = f32(rng, 30, 30)
    a = big[::2, 1:15].T          # strides in elements through DLPack
    b = f32(rng, 15, 4)
    np.testing.assert_allclose(mm(DL(a), b), a @ b, rtol=1e-5, atol=1e-5)


def test_dlpack_output_written_in_place(ctx, rng):
    """out= through DLPack writes into the producer's memory: no copy."""
    mm = ctx.op("matmul")
    a, b = f32(rng, 6, 3), f32(rng, 3, 4)
    c = np.zeros((6, 4), np.float32)
    mm(a, b, out=DL(c))
    np.testing.assert_allclose(c, a @ b, rtol=1e-5, atol=1e-5)


def test_dlpack_capsule_released(ctx, rng):
    """tt borrows the capsule and drops it after the call: the producer's
    deleter runs, and the array's reference count comes back."""
    relu = ctx.op("relu")
    x = f32(rng, 4, 4)
    relu(DL(x))
    before = sys.getrefcount(x)
    for _ in range(50):
        relu(DL(x))
    assert sys.getrefcount(x) == before


def test_dlpack_refusals(ctx, rng):
    relu = ctx.op("relu")
    with pytest.raises(tt.UnsupportedError, match=r"input 'X' is on DLPack device \(2, 0\)"):
        relu(OnDevice(f32(rng, 2, 2)))
    with pytest.raises(tt.DtypeError, match="input 'X' is a DLPack int64 tensor"):
        relu(DL(np.ones((2, 2), np.int64)))


def test_outputs_to_dlpack_consumers(ctx, rng):
    """Outputs are NumPy arrays, which are DLPack producers: a consumer
    takes them without a copy."""
    c = ctx.op("relu")(f32(rng, 5, 5))
    shared = np.from_dlpack(c)
    assert np.shares_memory(shared, c)


def test_pytorch(ctx, rng):
    torch = pytest.importorskip("torch")
    mm = ctx.op("matmul")
    a, b = torch.randn(9, 6), torch.randn(6, 4)
    c = mm(a, b)
    np.testing.assert_allclose(c, (a @ b).numpy(), rtol=1e-5, atol=1e-5)
    # strided torch views, an out= torch tensor, and back to torch
    at = torch.randn(6, 9).t()
    out = torch.zeros(9, 4)
    mm(at, b, out=out)
    np.testing.assert_allclose(out.numpy(), (at @ b).numpy(), rtol=1e-5, atol=1e-5)
    back = torch.from_dlpack(c)
    assert back.data_ptr() == c.__array_interface__["data"][0]


def test_jax(ctx, rng):
    jnp = pytest.importorskip("jax.numpy")
    import jax
    if jax.default_backend() != "cpu":
        pytest.skip("JAX is not on the CPU")
    mm = ctx.op("matmul")
    a, b = jnp.asarray(f32(rng, 8, 3)), jnp.asarray(f32(rng, 3, 2))
    np.testing.assert_allclose(mm(a, b), np.asarray(a) @ np.asarray(b), rtol=1e-5, atol=1e-5)

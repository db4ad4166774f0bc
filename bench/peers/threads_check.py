"""The thread-control check: for each peer, one gemm (1024^3) run back to
back at N threads as set by that peer's control; prints one JSON line per
peer with the wall time and cpu_per_wall (process CPU time / wall time: ~N
when the control works, less on a busy machine).
  tt:       tt.Context(threads=N, budget="0") (the default schedule)
  TVM:      TVM_NUM_THREADS=N (env, read at the runtime's pool start), a
            PrimFunc whose outer loop is parallel (sch.parallel)
  tinygrad: NUM_CPU_THREADS=N (env, read at import), BEAM=0
Run once per N (the env controls are read at start): run.py threads."""
import argparse, json, os, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import timing

M = N = K = 1024


def tt_fn(n, a, b):
    import tt
    ctx = tt.Context(threads=n, budget="0", cache_dir="")
    op = ctx.op("matmul")
    out = np.zeros((M, N), np.float32)
    return lambda: op(a, b, out=out)


def tvm_fn(n, a, b):
    import tvm
    from tvm import te
    from tvm.s_tir import Schedule
    A = te.placeholder((M, K), name="A"); B = te.placeholder((K, N), name="B")
    k = te.reduce_axis((0, K), name="k")
    C = te.compute((M, N), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
    sch = Schedule(te.create_prim_func([A, B, C]))
    i, j, kk = sch.get_loops(sch.get_sblock("C"))
    sch.reorder(i, kk, j)
    sch.parallel(i)
    sch.vectorize(j)
    from tvm.target import codegen
    tgt = tvm.target.Target({"kind": "llvm", "mcpu": codegen.llvm_get_system_cpu(), "num-cores": n})
    f = tvm.compile(sch.mod, target=tgt)["main"]
    dev = tvm.cpu()
    ta, tb = tvm.runtime.tensor(a, dev), tvm.runtime.tensor(b, dev)
    tc = tvm.runtime.tensor(np.zeros((M, N), np.float32), dev)
    return lambda: f(ta, tb, tc)


def tinygrad_fn(n, a, b):
    from tinygrad import Tensor, TinyJit, Device
    ta, tb = Tensor(a, device="CPU").realize(), Tensor(b, device="CPU").realize()
    jf = TinyJit(lambda x, y: (x @ y).realize())
    dev = Device["CPU"]
    def f():
        jf(ta, tb); dev.synchronize()
    return f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, required=True)
    a = ap.parse_args()
    rng = np.random.default_rng(1)
    x = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    y = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    for peer, mk in (("tt", tt_fn), ("tvm", tvm_fn), ("tinygrad", tinygrad_fn)):
        rec = dict(check="threads", peer=peer, threads=a.threads)
        try:
            fn = mk(a.threads, x, y)
            med, runs = timing.time_alone(fn, total_s=0.5)
            rec.update(ms=med * 1e3, gflops=2.0 * M * N * K / med / 1e9,
                       cpu_per_wall=timing.cpu_per_wall(fn, 0.5), load=os.getloadavg())
        except Exception as e:
            rec.update(status="failed", error=f"{type(e).__name__}: {e}"[:500])
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()

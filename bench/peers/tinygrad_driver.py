"""tinygrad on one Task: the op as Tensor ops on the CPU device, realized with
BEAM=n from a fresh CACHEDB (set by the caller: CACHEDB is read at import).
Tuning time = the first realize (schedule, BEAM search, compile, run).
Threads: NUM_CPU_THREADS (tinygrad's CPU backend: the kernels' thread count),
set by the caller before this process starts. Prints one JSON line."""
import argparse, json, os, sys, time, traceback
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import tasks, timing


def build(name, ins):
    """Returns (jitted fn of the input Tensors, the input Tensors)."""
    from tinygrad import Tensor, TinyJit
    t = tasks.TASKS[name]
    ta = [Tensor(x, device="CPU").realize() for x in ins]
    if t["kind"] == "gemm":
        def f(a, b): return (a @ b).realize()
    else:
        def f(x, w): return x.conv2d(w, stride=t["stride"], padding=t["pad"]).realize()
    return f, TinyJit(f), ta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--beam", type=int, required=True)
    a = ap.parse_args()
    rec = dict(peer="tinygrad", task=a.task, threads=a.threads, budget=f"BEAM={a.beam}",
               flops=tasks.flops(a.task))
    try:
        if os.environ.get("NUM_CPU_THREADS") != str(a.threads):
            raise RuntimeError("NUM_CPU_THREADS must equal --threads")
        if not os.environ.get("CACHEDB") or os.path.exists(os.environ["CACHEDB"]):
            raise RuntimeError("CACHEDB must name a file that does not exist yet (a fresh cache)")
        import tinygrad
        from tinygrad import Device, Context
        from tinygrad.helpers import NUM_CPU_THREADS
        rec["version"] = getattr(tinygrad, "__version__", None)
        from importlib.metadata import version
        rec["version"] = version("tinygrad")
        rec["num_cpu_threads"] = NUM_CPU_THREADS.value
        rec["cachedb"] = os.environ["CACHEDB"]
        ins = tasks.inputs(a.task)
        f, jf, ta = build(a.task, ins)
        dev = Device["CPU"]
        rec["renderer"] = type(dev.renderer).__name__
        with Context(BEAM=a.beam):
            t0 = time.perf_counter()
            out = f(*ta)
            dev.synchronize()
            rec["tune_s"] = time.perf_counter() - t0
            res = out.numpy()
            err = tasks.rel_err(res, tasks.reference(a.task, ins))
            rec["max_rel_err"] = err
            rec["check"] = "ok" if err <= tasks.TOL else "MISMATCH"

            def call():
                jf(*ta)
                dev.synchronize()
            med, runs = timing.time_alone(call)
            rec["cpu_per_wall"] = timing.cpu_per_wall(call)
        rec["kernel_ms"] = med * 1e3
        rec["gflops"] = rec["flops"] / med / 1e9
        rec["status"] = "ok"
    except Exception as e:
        rec["status"] = "failed"
        rec["error"] = f"{type(e).__name__}: {e}"[:2000]
        traceback.print_exc()
    print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()

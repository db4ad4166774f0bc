"""tt on one Task through its Python binding (python/, ctypes over libtt;
TT_LIBRARY names the libtt of the build under test). A fresh cache
directory per run, so the Task is tuned for real:
  --budget 2s|30s        the first call of a context with that budget
                         (tuning time = the wall time of that first call)
  --budget 64trials|...  --mode tune: ctx.tune(op, ..., budget=B), i.e.
                         `tt tune` with a trial budget, then a call from the cache
Threads: the context's threads option (tt_ctx_new "threads=N").
Prints one JSON line."""
import argparse, json, os, sys, time, traceback
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import tasks, timing


def make_op(ctx, name):
    t = tasks.TASKS[name]
    if t["kind"] == "gemm":
        return ctx.op("matmul")
    return ctx.op("conv2d", stride_h=t["stride"], stride_w=t["stride"], pad_h=t["pad"], pad_w=t["pad"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--budget", required=True)
    ap.add_argument("--mode", choices=["first", "tune"], default="first")
    ap.add_argument("--cache-dir", required=True)
    a = ap.parse_args()
    label = a.budget if a.mode == "first" else f"tune {a.budget}"
    rec = dict(peer="tt", task=a.task, threads=a.threads, budget=label, flops=tasks.flops(a.task))
    try:
        import tt
        rec["version"] = tt.version()
        rec["library"] = tt.library_path
        if os.path.exists(a.cache_dir) and os.listdir(a.cache_dir):
            raise RuntimeError("--cache-dir must be empty or absent (a fresh cache)")
        os.makedirs(a.cache_dir, exist_ok=True)
        ins = tasks.inputs(a.task)
        out = np.zeros(tasks.out_shape(a.task), np.float32)
        if a.mode == "first":
            ctx = tt.Context(budget=a.budget, threads=a.threads, cache_dir=a.cache_dir)
            op = make_op(ctx, a.task)
            t0 = time.perf_counter()
            op(*ins, out=out)
            rec["tune_s"] = time.perf_counter() - t0
        else:
            ctx = tt.Context(budget="0", threads=a.threads, cache_dir=a.cache_dir)
            op = make_op(ctx, a.task)
            t0 = time.perf_counter()
            ctx.tune(op, *ins, budget=a.budget)
            op(*ins, out=out)
            rec["tune_s"] = time.perf_counter() - t0
        r = op.report(*ins)
        rec["report"] = dict(cache_hit=r.cache_hit, tuned=r.tuned, tune_ms=r.tune_ms,
                             compile_ms=r.compile_ms, config=r.config)
        err = tasks.rel_err(out, tasks.reference(a.task, ins))
        rec["max_rel_err"] = err
        rec["check"] = "ok" if err <= tasks.TOL else "MISMATCH"
        med, runs = timing.time_alone(lambda: op(*ins, out=out))
        rec["cpu_per_wall"] = timing.cpu_per_wall(lambda: op(*ins, out=out))
        rec["kernel_ms"] = med * 1e3
        rec["gflops"] = rec["flops"] / med / 1e9
        rec["cache_dir"] = a.cache_dir
        rec["status"] = "ok"
    except Exception as e:
        rec["status"] = "failed"
        rec["error"] = f"{type(e).__name__}: {e}"[:2000]
        traceback.print_exc()
    print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()

"""TVM MetaSchedule on one Task: a TE workload -> PrimFunc, tune_tir with a
trial budget (default builder, runner, xgb cost model, evolutionary search),
compile the best, check against NumPy, time, export the library.
Threads: TVM_NUM_THREADS (set by the caller before this process starts; the
runtime's thread pool and the LocalRunner's worker processes read it) and the
target's num-cores. Prints one JSON line."""
import argparse, json, os, sys, time, traceback
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import tasks, timing


def host_target(threads):
    import tvm
    from tvm.target import codegen
    mcpu = codegen.llvm_get_system_cpu()
    return tvm.target.Target({"kind": "llvm", "mcpu": mcpu, "num-cores": threads}), mcpu


def workload(name):
    from tvm import te, topi
    t = tasks.TASKS[name]
    if t["kind"] == "gemm":
        A = te.placeholder((t["M"], t["K"]), name="A", dtype="float32")
        B = te.placeholder((t["K"], t["N"]), name="B", dtype="float32")
        k = te.reduce_axis((0, t["K"]), name="k")
        C = te.compute((t["M"], t["N"]), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
        return te.create_prim_func([A, B, C])
    X = te.placeholder((1, t["C"], t["H"], t["W"]), name="X", dtype="float32")
    W = te.placeholder((t["F"], t["C"], t["R"], t["S"]), name="W", dtype="float32")
    Y = topi.nn.conv2d_nchw(X, W, t["stride"], t["pad"], 1, out_dtype="float32")
    return te.create_prim_func([X, W, Y])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--trials", type=int, required=True)
    ap.add_argument("--work-dir", required=True)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--from-db", type=float, default=None, metavar="ELAPSED_S",
                    help="do not tune: compile the best record of WORK_DIR/ms (a stopped run) and report ELAPSED_S as its tuning time")
    a = ap.parse_args()
    rec = dict(peer="tvm", task=a.task, threads=a.threads, budget=f"{a.trials}trials",
               flops=tasks.flops(a.task))
    try:
        import tvm
        from tvm.s_tir import meta_schedule as ms
        rec["version"] = tvm.__version__
        if os.environ.get("TVM_NUM_THREADS") != str(a.threads):
            raise RuntimeError("TVM_NUM_THREADS must equal --threads (set it before the process starts)")
        target, mcpu = host_target(a.threads)
        rec["target"] = str(target)
        mod = tvm.IRModule({"main": workload(a.task)})
        os.makedirs(a.work_dir, exist_ok=True)
        t0 = time.perf_counter()
        # The default builder and runner, with a longer timeout than their
        # 30 s: on this shared machine, under nice, a builder worker's start
        # (import tvm) alone took more than 30 s and every build timed out.
        builder = ms.builder.LocalBuilder(timeout_sec=a.timeout)
        runner = ms.runner.LocalRunner(timeout_sec=a.timeout)
        rec["builder_runner_timeout_s"] = a.timeout
        if a.from_db is not None:
            # a tuning run that was stopped before its budget: the best of
            # the trials its database holds; tune_s is the caller's elapsed time
            db = ms.database.JSONDatabase(work_dir=os.path.join(a.work_dir, "ms"), allow_missing=False)
            rec["stopped"] = True
        else:
            db = ms.tune_tir(mod, target, os.path.join(a.work_dir, "ms"), max_trials_global=a.trials,
                             num_trials_per_iter=64, builder=builder, runner=runner)
        t1 = time.perf_counter()
        sch = ms.tir_integration.compile_tir(db, mod, target)
        if sch is None:
            raise RuntimeError("MetaSchedule found no valid schedule")
        lib = tvm.compile(sch.mod, target=target)
        t2 = time.perf_counter()
        rec["tune_s"] = t2 - t0 if a.from_db is None else a.from_db
        rec["tune_search_s"] = t1 - t0
        recs = db.get_all_tuning_records()
        rec["trials"] = len(recs)
        # a failed build or run (e.g. a timeout) is stored with run time 1e10 s
        rec["trials_valid"] = sum(1 for r in recs if r.run_secs and min(float(x) for x in r.run_secs) < 1e9)
        so = os.path.join(a.work_dir, "lib.so" if a.from_db is None else "lib-stopped.so")
        lib.export_library(so)
        rec["lib"] = so
        dev = tvm.cpu()
        ins = tasks.inputs(a.task)
        ta = [tvm.runtime.tensor(x, dev) for x in ins]
        tout = tvm.runtime.tensor(np.zeros(tasks.out_shape(a.task), np.float32), dev)
        f = tvm.runtime.load_module(so)["main"]
        f(*ta, tout)
        err = tasks.rel_err(tout.numpy(), tasks.reference(a.task, ins))
        rec["max_rel_err"] = err
        rec["check"] = "ok" if err <= tasks.TOL else "MISMATCH"
        med, runs = timing.time_alone(lambda: f(*ta, tout))
        rec["cpu_per_wall"] = timing.cpu_per_wall(lambda: f(*ta, tout))
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

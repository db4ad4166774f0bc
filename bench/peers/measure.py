"""Final timing of one Task at one thread count: every tuned kernel (tt's
cache dirs, TVM's exported libraries, tinygrad's BEAM results from the merged
CACHEDB) loaded into this one process, checked against NumPy, and timed
interleaved (timing.time_interleaved). Thread controls come from the
environment (TVM_NUM_THREADS, NUM_CPU_THREADS) and tt's context option.
Prints one JSON line per contender."""
import argparse, json, os, sys, time, traceback
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import tasks, timing


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--spec", required=True)
    a = ap.parse_args()
    spec = json.loads(a.spec)
    ins = tasks.inputs(a.task)
    ref = tasks.reference(a.task, ins)
    fl = tasks.flops(a.task)
    fns, recs = {}, {}
    for s in spec:
        key = s["step"]
        rec = dict(peer=s["peer"], task=a.task, threads=a.threads, step=key, flops=fl, phase="final")
        recs[key] = rec
        try:
            out = np.zeros(tasks.out_shape(a.task), np.float32)
            if s["peer"] == "tt":
                import tt
                from tt_driver import make_op
                ctx = tt.Context(budget="0", threads=a.threads, cache_dir=s["cache_dir"], require_cached=True)
                op = make_op(ctx, a.task)
                op(*ins, out=out)
                fn = (lambda op=op, out=out: op(*ins, out=out))
                res = lambda out=out: out
            elif s["peer"] == "tvm":
                import tvm
                dev = tvm.cpu()
                ta = [tvm.runtime.tensor(x, dev) for x in ins]
                tout = tvm.runtime.tensor(out, dev)
                f = tvm.runtime.load_module(s["lib"])["main"]
                f(*ta, tout)
                fn = (lambda f=f, ta=ta, tout=tout: f(*ta, tout))
                res = lambda tout=tout: tout.numpy()
            elif s["peer"] == "tinygrad":
                from tinygrad import Device, Context, TinyJit
                from tinygrad_driver import build
                dev = Device["CPU"]
                with Context(BEAM=s["beam"]):
                    f, jf, tta = build(a.task, ins)
                    for _ in range(3):          # TinyJit captures on the 2nd call
                        o = jf(*tta)
                    dev.synchronize()
                holder = {"o": o}

                def fn(jf=jf, tta=tta, dev=dev, holder=holder, beam=s["beam"]):
                    holder["o"] = jf(*tta)
                    dev.synchronize()
                res = lambda holder=holder: holder["o"].numpy()
            else:
                raise RuntimeError("unknown peer")
            fn()
            err = tasks.rel_err(res(), ref)
            rec["max_rel_err"] = err
            rec["check"] = "ok" if err <= tasks.TOL else "MISMATCH"
            fns[key] = fn
        except Exception as e:
            rec["status"] = "failed"
            rec["error"] = f"{type(e).__name__}: {e}"[:2000]
            traceback.print_exc()
    t0 = time.time()
    la0 = os.getloadavg()
    times = timing.time_interleaved(fns) if fns else {}
    la1 = os.getloadavg()
    for key, rec in recs.items():
        if key in times:
            med, runs, q1, q3 = times[key]
            rec.update(status="ok", kernel_ms=med * 1e3, gflops=fl / med / 1e9,
                       gflops_lo=fl / q3 / 1e9, gflops_hi=fl / q1 / 1e9, runs=runs,
                       contenders=len(fns), load_before=la0, load_after=la1,
                       measured=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t0)))
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()

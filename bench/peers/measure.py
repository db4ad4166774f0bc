"""Final timing of one Task at one thread count: every tuned kernel (tt's
cache dirs, TVM's exported libraries, tinygrad's BEAM results from the merged
CACHEDB), each loaded in a process of its own, checked against NumPy, and
timed interleaved: this process sends the bursts in rounds, the starting
contender rotating (timing.py's method), and only one contender runs at a
time. Each runtime keeps its thread pool to itself: in one shared process,
TVM's pool threads, still spinning after its burst, held a CPU that tt's
pool worker then waited for (2026-11-26, two threads: tt's kernels at half
their speed in a third of the rounds). Between two bursts the machine is
left alone for SETTLE_S. Thread controls come from the environment
(TVM_NUM_THREADS, NUM_CPU_THREADS) and tt's context option. Prints one
JSON line per contender."""
import argparse, json, os, subprocess, sys, time, traceback
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import tasks, timing

SETTLE_S = 0.05


def load(task, threads, s, ins):
    """The contender's callable and its output reader."""
    out = np.zeros(tasks.out_shape(task), np.float32)
    if s["peer"] == "tt":
        import tt
        from tt_driver import make_op
        ctx = tt.Context(budget="0", threads=threads, cache_dir=s["cache_dir"], require_cached=True)
        op = make_op(ctx, task)
        op(*ins, out=out)
        return (lambda: op(*ins, out=out)), (lambda: out)
    if s["peer"] == "tvm":
        import tvm
        dev = tvm.cpu()
        ta = [tvm.runtime.tensor(x, dev) for x in ins]
        tout = tvm.runtime.tensor(out, dev)
        f = tvm.runtime.load_module(s["lib"])["main"]
        f(*ta, tout)
        return (lambda: f(*ta, tout)), (lambda: tout.numpy())
    if s["peer"] == "tinygrad":
        from tinygrad import Device, Context
        from tinygrad_driver import build
        dev = Device["CPU"]
        with Context(BEAM=s["beam"]):
            f, jf, tta = build(task, ins)
            for _ in range(3):          # TinyJit captures on the 2nd call
                o = jf(*tta)
            dev.synchronize()
        holder = {"o": o}

        def fn():
            holder["o"] = jf(*tta)
            dev.synchronize()
        return fn, (lambda: holder["o"].numpy())
    raise RuntimeError("unknown peer")


def child(a):
    """One contender: load and check it, then serve the parent's commands
    on stdin (one JSON per line): calibrate, burst, quit."""
    s = json.loads(a.child)
    # the protocol on a copy of stdout; anything a library prints goes to stderr
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    ins = tasks.inputs(a.task)
    ref = tasks.reference(a.task, ins)
    say = lambda d: (proto.write(json.dumps(d) + "\n"), proto.flush())
    try:
        fn, res = load(a.task, a.threads, s, ins)
        fn()
        err = tasks.rel_err(res(), ref)
        say(dict(ready=True, max_rel_err=err, check="ok" if err <= tasks.TOL else "MISMATCH"))
    except Exception as e:
        traceback.print_exc()
        say(dict(ready=False, error=f"{type(e).__name__}: {e}"[:2000]))
        return
    for line in sys.stdin:
        c = json.loads(line)
        if c["cmd"] == "calibrate":
            say(dict(n=timing.calibrate(fn)))
        elif c["cmd"] == "burst":
            say(dict(xs=timing.burst(fn, c["n"], c["burst_s"])))
        else:
            break


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--spec")
    ap.add_argument("--child", help="(internal) one contender's spec entry")
    a = ap.parse_args()
    if a.child:
        return child(a)
    spec = json.loads(a.spec)
    fl = tasks.flops(a.task)
    procs, recs = {}, {}
    for s in spec:
        key = s["step"]
        rec = dict(peer=s["peer"], task=a.task, threads=a.threads, step=key, flops=fl,
                   phase="final", process="own")
        recs[key] = rec
        p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--task", a.task,
                              "--threads", str(a.threads), "--child", json.dumps(s)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        r = json.loads(p.stdout.readline() or '{"ready": false, "error": "no answer"}')
        if r.get("ready"):
            rec.update(max_rel_err=r["max_rel_err"], check=r["check"])
            procs[key] = p
        else:
            rec.update(status="failed", error=r.get("error", "?"))
            p.wait()

    def ask(key, **cmd):
        p = procs[key]
        p.stdin.write(json.dumps(cmd) + "\n")
        p.stdin.flush()
        return json.loads(p.stdout.readline())

    t0 = time.time()
    la0 = os.getloadavg()
    names = list(procs)
    times = timing.interleave(names, lambda k: ask(k, cmd="calibrate")["n"],
                              lambda k, n, b: ask(k, cmd="burst", n=n, burst_s=b)["xs"],
                              settle_s=SETTLE_S)
    la1 = os.getloadavg()
    for k in names:
        p = procs[k]
        p.stdin.write(json.dumps(dict(cmd="quit")) + "\n")
        p.stdin.close()
        p.wait()
    for key, rec in recs.items():
        if key in times:
            med, runs, q1, q3 = times[key]
            rec.update(status="ok", kernel_ms=med * 1e3, gflops=fl / med / 1e9,
                       gflops_lo=fl / q3 / 1e9, gflops_hi=fl / q1 / 1e9, runs=runs,
                       contenders=len(names), load_before=la0, load_after=la1,
                       measured=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t0)))
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()

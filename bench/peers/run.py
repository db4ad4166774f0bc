#!/usr/bin/env python3
"""The runner: tuning steps (one fresh process per peer, Task, thread count
and budget; resumable: a step whose JSON line is in WORK/tune.jsonl is not
run again), then the final timing of every tuned kernel of one Task
interleaved in one process (measure.py), then oneDNN through tt-bench.

  run.py tune    --threads 1 [--tasks a,b] [--steps tt:2s,tt:tune:64trials,tinygrad:2,tinygrad:4,tvm:64,tt:30s]
  run.py measure --threads 1 [--tasks a,b]
  run.py onednn  --threads 1,2 [--tasks a,b]
  run.py threads --threads 1,2               (threads_check.py: each peer's thread control, timed)
  run.py report  --date 2026-11-25           (report.py: results JSON, .md, .png)
Environment: BUILD (default build), the build directory with libtt, tt-bench
and peers-venv; WORK (default $BUILD/peers-work). Peers' tuning runs under
nice -n 10, tt's tuning too (the same footing on a shared machine);
the final timings do not."""
import argparse, json, os, subprocess, sys, time, glob, shutil, sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import tasks

BUILD = os.path.abspath(os.environ.get("BUILD", os.path.join(ROOT, "build")))
WORK = os.path.abspath(os.environ.get("WORK", os.path.join(BUILD, "peers-work")))
PY = os.path.join(BUILD, "peers-venv", "bin", "python")
DEFAULT_STEPS = "tt:2s,tt:tune:64trials,tinygrad:2,tinygrad:4,tvm:64,tt:30s"


def bench_env():
    env = dict(os.environ)
    for k in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
        env.pop(k, None)
    env["TT_LIBRARY"] = os.path.join(BUILD, "libtt.so.0")
    env["PYTHONPATH"] = os.path.join(ROOT, "python")
    return env


def done_steps(path, retry_failed=False):
    """Steps with a line in path; with retry_failed, only those whose latest
    line is ok (a failed attempt stays in the file, a retry's line follows)."""
    last = {}
    if os.path.exists(path):
        for line in open(path):
            try:
                r = json.loads(line)
                last[(r["peer"], r["task"], r["threads"], r["step"])] = r.get("status")
            except Exception:
                pass
    return {k for k, st in last.items() if st == "ok" or not retry_failed}


def step_cmd(step, task, threads):
    peer, _, rest = step.partition(":")
    d = os.path.join(WORK, task, f"{threads}t", step.replace(":", "-"))
    env = bench_env()
    if peer == "tt":
        if rest.startswith("tune:"):
            args = ["--budget", rest[5:], "--mode", "tune"]
        else:
            args = ["--budget", rest]
        if os.path.exists(d):
            shutil.rmtree(d)
        cmd = ["nice", "-n", "10", PY, os.path.join(HERE, "tt_driver.py"), "--task", task, "--threads", str(threads),
               "--cache-dir", d] + args
        return peer, cmd, env
    if peer == "tinygrad":
        os.makedirs(d, exist_ok=True)
        db = os.path.join(d, "cache.db")
        if os.path.exists(db):
            os.remove(db)
        env["CACHEDB"] = db
        env["NUM_CPU_THREADS"] = str(threads)
        cmd = ["nice", "-n", "10", PY, os.path.join(HERE, "tinygrad_driver.py"), "--task", task,
               "--threads", str(threads), "--beam", rest]
        return peer, cmd, env
    if peer == "tvm":
        if os.path.exists(d):
            shutil.rmtree(d)
        env["TVM_NUM_THREADS"] = str(threads)
        cmd = ["nice", "-n", "10", PY, os.path.join(HERE, "tvm_driver.py"), "--task", task,
               "--threads", str(threads), "--trials", rest, "--work-dir", d]
        return peer, cmd, env
    raise SystemExit(f"unknown step {step}")


def run_tune(a):
    os.makedirs(os.path.join(WORK, "logs"), exist_ok=True)
    out = os.path.join(WORK, "tune.jsonl")
    for threads in [int(x) for x in a.threads.split(",")]:
        for task in a.tasks.split(","):
            for step in a.steps.split(","):
                peer = step.split(":")[0]
                if (peer, task, threads, step) in done_steps(out, a.retry_failed):
                    continue
                peer, cmd, env = step_cmd(step, task, threads)
                log = os.path.join(WORK, "logs", f"{task}-{threads}t-{step.replace(':', '-')}.err")
                t0 = time.time()
                with open(log, "w") as errf:
                    p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=errf, text=True,
                                       timeout=a.timeout)
                lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
                if lines:
                    rec = json.loads(lines[-1])
                else:
                    rec = dict(peer=peer, task=task, threads=threads, status="failed",
                               error=f"no JSON line, exit {p.returncode}; see {log}")
                rec.update(step=step, started=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t0)),
                           process_s=time.time() - t0, load_after=os.getloadavg())
                with open(out, "a") as f:
                    f.write(json.dumps(rec) + "\n")
                print(f"{task:24s} {threads}t {step:22s} {rec.get('status')} "
                      f"tune {rec.get('tune_s', float('nan')):8.1f}s  {rec.get('gflops', float('nan')):7.1f} GFLOP/s "
                      f"{rec.get('check', '')}", flush=True)


def merge_tinygrad_dbs(dbs, dst):
    if os.path.exists(dst):
        os.remove(dst)
    con = sqlite3.connect(dst)
    for db in dbs:
        con.execute("ATTACH DATABASE ? AS src", (db,))
        for name, sql in con.execute("SELECT name, sql FROM src.sqlite_master WHERE type='table'").fetchall():
            con.execute(sql.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS", 1))
            con.execute(f"INSERT OR IGNORE INTO main.'{name}' SELECT * FROM src.'{name}'")
        con.commit()
        con.execute("DETACH DATABASE src")
    con.close()


def run_measure(a):
    out = os.path.join(WORK, "measure.jsonl")
    recs = [json.loads(l) for l in open(os.path.join(WORK, "tune.jsonl"))]
    for threads in [int(x) for x in a.threads.split(",")]:
        for task in a.tasks.split(","):
            mine = [r for r in recs if r["task"] == task and r["threads"] == threads and r.get("status") == "ok"]
            latest = {}
            for r in mine:
                latest[r["step"]] = r
            if not latest:
                continue
            spec = []
            dbs = []
            for step, r in latest.items():
                if r["peer"] == "tt":
                    spec.append(dict(peer="tt", step=step, cache_dir=r["cache_dir"]))
                elif r["peer"] == "tvm":
                    spec.append(dict(peer="tvm", step=step, lib=r["lib"]))
                elif r["peer"] == "tinygrad":
                    spec.append(dict(peer="tinygrad", step=step, beam=int(step.split(":")[1])))
                    dbs.append(r["cachedb"])
            env = bench_env()
            env["TVM_NUM_THREADS"] = str(threads)
            env["NUM_CPU_THREADS"] = str(threads)
            if dbs:
                merged = os.path.join(WORK, task, f"{threads}t", "tinygrad-merged.db")
                merge_tinygrad_dbs(dbs, merged)
                env["CACHEDB"] = merged
            cmd = [PY, os.path.join(HERE, "measure.py"), "--task", task, "--threads", str(threads),
                   "--spec", json.dumps(spec)]
            log = os.path.join(WORK, "logs", f"measure-{task}-{threads}t.err")
            with open(log, "w") as errf:
                p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=errf, text=True, timeout=a.timeout)
            lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
            if not lines:
                lines = [json.dumps(dict(task=task, threads=threads, status="failed",
                                         error=f"measure.py: no output, exit {p.returncode}; see {log}"))]
            with open(out, "a") as f:
                for l in lines:
                    f.write(l + "\n")
            for l in lines:
                r = json.loads(l)
                print(f"{task:24s} {threads}t {r.get('step', ''):22s} {r.get('status')} "
                      f"{r.get('gflops', float('nan')):7.1f} GFLOP/s {r.get('check', '')}", flush=True)


def run_onednn(a):
    out = os.path.join(WORK, "onednn.jsonl")
    gemm = [t for t in a.tasks.split(",") if tasks.TASKS[t]["kind"] == "gemm"]
    conv = [t for t in a.tasks.split(",") if tasks.TASKS[t]["kind"] == "conv"]
    bench = os.path.join(BUILD, "tt-bench")
    for suite, names in (("gemm", gemm), ("conv", conv)):
        if not names:
            continue
        cmd = [bench, "--suite", suite, "--sizes", ",".join(names), "--threads", a.threads,
               "--budget", "0", "--json", "--quiet-wait", "5", "--retries", "0"]
        p = subprocess.run(cmd, env=bench_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        with open(out, "a") as f:
            for l in p.stdout.splitlines():
                if l.startswith("{"):
                    r = json.loads(l)
                    if r.get("case") in names or r.get("case") == "meta":
                        f.write(l + "\n")
        print(p.stderr[-3000:])


def run_threads(a):
    out = os.path.join(WORK, "threads.jsonl")
    for threads in [int(x) for x in a.threads.split(",")]:
        env = bench_env()
        env.update(TVM_NUM_THREADS=str(threads), NUM_CPU_THREADS=str(threads),
                   CACHEDB=os.path.join(WORK, f"threads-check-{threads}.db"))
        p = subprocess.run([PY, os.path.join(HERE, "threads_check.py"), "--threads", str(threads)],
                           env=env, stdout=subprocess.PIPE, text=True)
        with open(out, "a") as f:
            for l in p.stdout.splitlines():
                if l.startswith("{"):
                    f.write(l + "\n")
                    print(l)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["tune", "measure", "onednn", "threads", "report"])
    ap.add_argument("--threads", default="1")
    ap.add_argument("--tasks", default=",".join(tasks.TASKS))
    ap.add_argument("--steps", default=DEFAULT_STEPS)
    ap.add_argument("--timeout", type=float, default=3600)
    ap.add_argument("--retry-failed", action="store_true", help="tune: run again the steps whose latest attempt failed")
    ap.add_argument("--date", default=time.strftime("%Y-%m-%d", time.gmtime()))
    a = ap.parse_args()
    if a.cmd == "tune":
        run_tune(a)
    elif a.cmd == "measure":
        run_measure(a)
    elif a.cmd == "onednn":
        run_onednn(a)
    elif a.cmd == "threads":
        run_threads(a)
    else:
        subprocess.run([PY, os.path.join(HERE, "report.py"), "--work", WORK, "--date", a.date], check=True)


if __name__ == "__main__":
    main()

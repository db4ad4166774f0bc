#!/usr/bin/env python3
"""The held-out evaluation of one-shot tuning (issue 15, deliverable 6).

    bench/tuning/heldout.py [--tt build/tt] [--out PREFIX] [--threads 1,2]
        [--ceiling-trials 1000] [--budgets 1s,2s,5s] [--oneshot-budgets 2s]
        [--only I,J,..]
        [--limit N] [--seed S] [--label TEXT] [--resume]
        [--predictor FILE] [--ceilings-from JSONL] [--final-rounds R]
        [--final-procs P]

For every held-out Task (`scripts/pgs-sample --held-out`: the Tasks of the
networks the Task prior marks heldout, never used for training) and every
thread count, each in a fresh, empty TT_CACHE_DIR (no winner, nothing to
transfer from), one tt process at a time:

  ceiling     tt tune --tuner xgb --budget Ntrials   (N = --ceiling-trials)
  default     tt run --config default                (the default schedule)
  top1        tt tune --tuner oneshot --budget 1trials: the predictor's
              top-1, its own speed (from --trace; the default is measured
              too, and the session's result, the faster of the two after
              the race, is top1_session)
  top8        the same with --budget 8trials: the best of the 8 picks'
              own speeds (top8_session: the session's result)
  first_1s .. tt tune --budget 1s (the default xgb tuner, as a first call
              with that budget would run), for each of --budgets
  oneshot_2s  tt tune --tuner oneshot --budget 2s: the oneshot tuner at the
              same wall time as first_2s, for each of --oneshot-budgets

final       then the config each of these kept, and the ceiling's, are timed
            again, interleaved: `tt run --config C1 --config C2 ... --rounds
            R` (--final-rounds, default 5; 0 turns it off) in --final-procs
            processes (default 3) with the order rotated, the median over
            them; the fractions are of these times (rec["final"]; the
            sessions' own timings stay in the record)

Writes PREFIX.jsonl (one object per Task and thread count, appended as
each finishes; --resume skips those already there), PREFIX.md (each
column as a fraction of the ceiling: per Task, geomean and min per thread
count, with the host named), PREFIX.dat (per Task, then geomean and min: gnuplot's index 0 and 1)
and, when gnuplot is installed,
PREFIX.png (bench/tuning/heldout.gp).

OPENBLAS_CORETYPE, OPENBLAS_L2_SIZE, TT_CACHE_PATH, TT_PREDICTOR,
TT_TUNE_BUDGET, TT_NUM_THREADS, TT_TUNE_MODE and TT_LOG are unset for every
command; --predictor FILE sets TT_PREDICTOR=FILE for every command instead
(another model than the built-in one; TT_PREDICTOR set in the environment
without --predictor is refused, since it would be ignored).  --ceilings-from takes each Task's
ceiling from an earlier run's PREFIX.jsonl instead of measuring it again
(to compare two predictors on the same ceilings; a Task it lacks is
measured).  Python 3 standard library only.
"""
import argparse
import csv
import datetime
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import statistics
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
UNSET = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "TT_CACHE_PATH", "TT_PREDICTOR",
         "TT_TUNE_BUDGET", "TT_NUM_THREADS", "TT_TUNE_MODE", "TT_LOG")
COLUMNS = ["default", "top1", "top8", "top1_session", "top8_session"]   # + first_<budget>
PREDICTOR = None                         # --predictor: TT_PREDICTOR for every command


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def tt_json(tt, args, timeout, trace=None, keep=None):
    """Run tt with args in a fresh cache; its --json object (and the trace
    rows when trace is asked for), or (None, message).  keep: a directory
    the cache is copied to before it is removed (its measurements)."""
    cache = tempfile.mkdtemp(prefix="tt-heldout-")
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    env["TT_CACHE_DIR"] = cache
    if PREDICTOR:
        env["TT_PREDICTOR"] = PREDICTOR
    cmd = [tt] + args + ["--json"]
    tpath = os.path.join(cache, "trace.csv")
    if trace:
        cmd += ["--trace", tpath]
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, timeout=timeout)
        if p.returncode != 0:
            return None, None, f"exit {p.returncode}: {p.stderr.strip()[-300:]}"
        obj = json.loads(p.stdout.strip().splitlines()[-1])
        rows = None
        if trace:
            with open(tpath) as f:
                rows = list(csv.DictReader(f))
        return obj, rows, None
    except subprocess.TimeoutExpired:
        return None, None, f"timed out after {timeout} s"
    except (ValueError, IndexError, OSError) as e:
        return None, None, f"unreadable output: {e}"
    finally:
        if keep:
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(cache, keep, ignore=shutil.ignore_patterns("trace.csv"))
        shutil.rmtree(cache, ignore_errors=True)


def host_info(tt):
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info = ""
    try:
        info = subprocess.run([tt, "info"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        pass
    hw = llvm_cpu = version = ""
    vbits = 256
    for line in info.splitlines():
        s = line.strip()
        if s.startswith("hardware key"):
            hw = s.split()[-1]
        elif s.startswith("llvm_cpu:"):
            llvm_cpu = s.split(":", 1)[1].strip()
        elif s.startswith("tt "):
            version = s
    # the vector width tt's code uses: tt info's cpu target line (TT_ISA
    # can lower it), else 512 bits with AVX-512F
    m = re.search(r"^\s*cpu\s.*?(\d+)-bit vectors", info, re.M)
    if m:
        vbits = int(m.group(1))
    else:
        try:
            for line in open("/proc/cpuinfo"):
                if line.startswith("flags"):
                    vbits = 512 if " avx512f" in line else 256
                    break
        except OSError:
            pass
    return {"cpu": model, "llvm_cpu": llvm_cpu, "vector_bits": vbits, "hardware_key": hw,
            "cpus": os.cpu_count(), "tt": version}


def networks_of(prior):
    """task text -> network(s), from the prior's held-out rows"""
    nets = {}
    with open(prior) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            c = line.rstrip("\n").split("\t")
            if len(c) == 5 and c[2] == "heldout":
                t = " ".join(c[4].split())
                if c[0] not in nets.setdefault(t, []):
                    nets[t].append(c[0])
    return nets


def trace_gflops(rows, k):
    """the own GFLOP/s of the first k measured candidates (0: failed)"""
    out = []
    for r in (rows or [])[:k]:
        try:
            out.append(float(r["gflops"]) if r["status"] == "ok" else 0.0)
        except (KeyError, ValueError):
            out.append(0.0)
    return out


def trace_best_config(rows, k):
    """the config text of the fastest of the first k measured candidates"""
    best, cfg = -1.0, None
    for r in (rows or [])[:k]:
        try:
            g = float(r["gflops"]) if r["status"] == "ok" else -1.0
        except (KeyError, ValueError):
            continue
        if g > best and r.get("config"):
            best, cfg = g, r["config"]
    return cfg


def final_timing(tt, args, th, configs, a):
    """Time every column's config (and the ceiling's) again, interleaved:
    `tt run --config C1 --config C2 ... --rounds R` in --final-procs
    processes, the configs' order rotated from one to the next; a config's
    speed is the median over the processes.  One process alone can favour
    or handicap one kernel for its whole life (where its code and buffers
    fall: the same config compiled twice in one process has timed 10%
    apart).  Returns {column: GFLOP/s} for the configs that ran, and an
    error or None."""
    uniq = []
    for c in configs.values():
        if c and c not in uniq:
            uniq.append(c)
    if not uniq:
        return {}, None
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    runs = {c: [] for c in uniq}
    err = None
    for p_i in range(a.final_procs):
        k = p_i % len(uniq)
        order = uniq[k:] + uniq[:k]
        cmd = [tt, "run"] + args + th + ["--no-check", "--json", "--rounds", str(a.final_rounds)]
        for c in order:
            cmd += ["--config", c]
        cache = tempfile.mkdtemp(prefix="tt-heldout-")
        env["TT_CACHE_DIR"] = cache
        try:
            p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, timeout=a.timeout)
            objs = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
        except subprocess.TimeoutExpired:
            return {}, f"timed out after {a.timeout} s"
        except ValueError as e:
            return {}, f"unreadable output: {e}"
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        if len(objs) != len(order):
            return {}, f"exit {p.returncode}: {p.stderr.strip()[-300:]}"
        for c, o in zip(order, objs):
            if o.get("ok") and o.get("gflops"):
                runs[c].append(o["gflops"])
        if p.returncode != 0:
            err = f"exit {p.returncode}: {p.stderr.strip()[-300:]}"
    speed = {c: (statistics.median(v) if v else None) for c, v in runs.items()}
    return {col: speed.get(c) for col, c in configs.items() if c}, err


def evaluate(tt, task, threads, a):
    args = shlex.split(task)
    th = ["--threads", str(threads)]
    rec = {"task": task, "threads": threads, "errors": {}}
    configs = {}   # column -> the config it kept (for the final timing)
    T = a.timeout

    def tune(name, extra, trace=False, keep=None):
        obj, rows, err = tt_json(tt, ["tune"] + args + th + ["--force", "--seed", str(a.seed)] +
                                 extra, T, trace, keep)
        if err:
            rec["errors"][name] = err
            log(f"   {name}: {err}")
        return obj, rows

    old = a.ceilings.get((task, threads))
    if old and old.get("ceiling"):
        for k in ("ceiling", "ceiling_trials", "ceiling_tune_s"):
            rec[k] = old.get(k)
        rec["ceiling_from"] = a.ceilings_from
        configs["ceiling"] = (old.get("configs") or {}).get("ceiling")
    else:
        keep = None
        if a.keep_ceilings:
            keep = os.path.join(a.keep_ceilings, f"{a.all_tasks.index(task)}-t{threads}")
        obj, _ = tune("ceiling", ["--tuner", "xgb", "--budget", f"{a.ceiling_trials}trials"],
                      keep=keep)
        rec["ceiling"] = obj["gflops"] if obj else None
        rec["ceiling_trials"] = obj["trials"] if obj else None
        rec["ceiling_tune_s"] = obj["tune_s"] if obj else None
        configs["ceiling"] = obj.get("config") if obj else None
    configs["default"] = "default"
    obj, _, err = tt_json(tt, ["run"] + args + th + ["--config", "default"], T)
    if err:
        rec["errors"]["default"] = err
    rec["default"] = obj["gflops"] if obj and obj.get("ok") else None
    for k in (1, 8):
        obj, rows = tune(f"top{k}", ["--tuner", "oneshot", "--budget", f"{k}trials"], trace=True)
        own = trace_gflops(rows, k)
        rec[f"top{k}"] = max(own) if own else None
        rec[f"top{k}_own"] = own
        rec[f"top{k}_session"] = obj["gflops"] if obj else None
        rec[f"top{k}_tune_s"] = obj["tune_s"] if obj else None
        rec["ranked"] = obj["ranked"] if obj else rec.get("ranked")
        configs[f"top{k}"] = trace_best_config(rows, k)
        configs[f"top{k}_session"] = obj.get("config") if obj else None
    for b in a.budgets:
        obj, _ = tune(f"first_{b}", ["--budget", b])
        rec[f"first_{b}"] = obj["gflops"] if obj else None
        rec[f"first_{b}_trials"] = obj["trials"] if obj else None
        rec[f"first_{b}_tune_s"] = obj["tune_s"] if obj else None
        configs[f"first_{b}"] = obj.get("config") if obj else None
    for b in a.oneshot_budgets:
        obj, _ = tune(f"oneshot_{b}", ["--tuner", "oneshot", "--budget", b])
        rec[f"oneshot_{b}"] = obj["gflops"] if obj else None
        rec[f"oneshot_{b}_trials"] = obj["trials"] if obj else None
        rec[f"oneshot_{b}_tune_s"] = obj["tune_s"] if obj else None
        configs[f"oneshot_{b}"] = obj.get("config") if obj else None
    rec["configs"] = configs
    if a.final_rounds > 0 and configs.get("ceiling"):
        final, err = final_timing(tt, args, th, configs, a)
        if err:
            rec["errors"]["final"] = err
            log(f"   final: {err}")
        if final.get("ceiling"):
            rec["final"] = final
    return rec


def frac(rec, col):
    """col's speed over the ceiling's: from the interleaved final timing
    when the record has one, else from the sessions' own measurements"""
    if rec.get("final"):
        c, v = rec["final"].get("ceiling"), rec["final"].get(col)
    else:
        c, v = rec.get("ceiling"), rec.get(col)
    if not c or v is None:
        return None
    return v / c


def ceiling_speed(rec):
    return (rec.get("final") or {}).get("ceiling") or rec.get("ceiling")


def geomean(xs):
    xs = [x for x in xs if x is not None]
    if not xs:
        return None
    if min(xs) <= 0:
        return 0.0
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def fmt(x):
    return "—" if x is None else f"{x:.2f}"


def report(recs, cols, host, a, prefix, nets):
    lines = []
    title = "Held-out evaluation of one-shot tuning"
    if a.label:
        title += f" — {a.label}"
    lines += [f"# {title}", ""]
    lines += [f"Host: {host['cpu']} (LLVM CPU {host['llvm_cpu'] or '?'}, "
              f"{host['vector_bits']}-bit vectors, {host['cpus']} CPUs; "
              f"hardware key {host['hardware_key'] or '?'}); {host['tt'] or 'tt'}.",
              f"Date: {datetime.datetime.utcnow().strftime('%Y-%m-%d %H:%M')} UTC. "
              f"Ceiling: `tt tune --tuner xgb --budget {a.ceiling_trials}trials`. "
              f"Seed {a.seed}. Command: `bench/tuning/heldout.py {shlex.join(a.argv)}`.",
              "",
              "Each column is the Task's GFLOP/s as a fraction of its ceiling: `default` the "
              "default schedule (`tt run --config default`), `top1`/`top8` the best own speed "
              "of the oneshot tuner's first 1/8 picks, `top1_session`/`top8_session` what "
              "that session keeps: the faster of them and the default (measured first, "
              "as in every session; nothing else is measured), "
              "`first_B` a first call's result with budget B (the default xgb tuner), "
              "`oneshot_B` the oneshot tuner's with the same budget (its picks measured "
              "down the ranking while the time lasts, no model trained). "
              "Every measurement in a fresh cache. A fraction above 1 is a measurement "
              "noisier than the gap (the ceiling is itself a measurement).", ""]
    if any(r.get("final") for r in recs):
        lines += [f"Final timing: after a Task's sessions, the config each column kept and "
                  f"the ceiling's are timed again, interleaved "
                  f"(`tt run --config C1 --config C2 ... --rounds {a.final_rounds}`: each "
                  "config about 20 ms a round, its time the median of its rounds), in "
                  f"{a.final_procs} processes with the configs' order rotated, a config's "
                  "speed the median over the processes; and a "
                  "column's fraction is of those times (the ceiling column shows that "
                  "timing too): a slow spell of a busy machine falls on every config of "
                  "a round alike, where the sessions' own timings ran minutes apart. "
                  "Records without it (no ceiling config) use the sessions' timings.", ""]
    lines += [f"Predictor: {PREDICTOR or 'the built-in one'}." +
              (f" Ceilings taken from `{a.ceilings_from}` where it has them (measured in "
               "that run, not this one)." if a.ceilings_from else ""), ""]
    loads = [r[k] for r in recs for k in ("load_before", "load_after") if k in r]
    if loads:
        lines += [f"1-minute load average around the Tasks' runs: {min(loads):.1f} to "
                  f"{max(loads):.1f} (on {host['cpus']} CPUs).", ""]
    for th in sorted({r["threads"] for r in recs}):
        rs = [r for r in recs if r["threads"] == th]
        lines += [f"## {th} thread{'s' if th > 1 else ''}", ""]
        lines.append("| Task | network | ceiling GFLOP/s | " + " | ".join(cols) + " |")
        lines.append("|---|---|---|" + "---|" * len(cols))
        for r in rs:
            lines.append(f"| `{r['task']}` | {', '.join(nets.get(r['task'], ['?']))} | "
                         f"{fmt(ceiling_speed(r))} | " +
                         " | ".join(fmt(frac(r, c)) for c in cols) + " |")
        lines.append("| **geomean** | | | " +
                     " | ".join(fmt(geomean([frac(r, c) for r in rs])) for c in cols) + " |")
        lines.append("| **min** | | | " + " | ".join(
            fmt(min([x for x in (frac(r, c) for r in rs) if x is not None], default=None))
            for c in cols) + " |")
        errs = [(r["task"], k, v) for r in rs for k, v in r.get("errors", {}).items()]
        if errs:
            lines += ["", "Failed measurements (left out of the geomean and min):", ""]
            lines += [f"- `{t}` {k}: {v}" for t, k, v in errs]
        lines.append("")
    with open(prefix + ".md", "w") as f:
        f.write("\n".join(lines))
    with open(prefix + ".dat", "w") as f:
        f.write("# threads column_index column fraction_of_ceiling task\n")
        for r in recs:
            for i, c in enumerate(cols):
                x = frac(r, c)
                if x is not None:
                    f.write(f"{r['threads']} {i} {c} {x:.4f} \"{r['task']}\"\n")
        f.write("\n\n# threads column_index column geomean min\n")
        for th in sorted({r["threads"] for r in recs}):
            for i, c in enumerate(cols):
                xs = [x for x in (frac(r, c) for r in recs if r["threads"] == th)
                      if x is not None]
                if xs:
                    f.write(f"{th} {i} {c} {geomean(xs):.4f} {min(xs):.4f}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tt", default=os.path.join(ROOT, "build", "tt"))
    ap.add_argument("--out", default=None, help="output prefix (default "
                    "bench/results/heldout-<llvm cpu>-<date>)")
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--ceiling-trials", type=int, default=1000)
    ap.add_argument("--budgets", default="1s,2s,5s")
    ap.add_argument("--oneshot-budgets", default="2s", help="oneshot tuner at these "
                    "budgets (equal wall time with first_B)")
    ap.add_argument("--only", default="", help="indices (0-based) into the held-out list")
    ap.add_argument("--limit", type=int, default=0, help="the first N held-out Tasks only")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=7200, help="per tt command, seconds")
    ap.add_argument("--label", default="", help="a line for the report's title")
    ap.add_argument("--prior", default=os.path.join(ROOT, "tune", "prior", "tasks.tsv"))
    ap.add_argument("--predictor", default=None, help="a model file: TT_PREDICTOR for "
                    "every command (default: tt's built-in predictor)")
    ap.add_argument("--ceilings-from", default=None, help="an earlier run's PREFIX.jsonl: "
                    "its ceilings are used instead of measuring them")
    ap.add_argument("--keep-ceilings", default=None, help="a directory: each ceiling "
                    "run's cache (its 1000 measurements) is kept there as I-tN (I: the "
                    "held-out index), for `tt predictor eval` on unseen Tasks")
    ap.add_argument("--final-rounds", type=int, default=5, help="time the columns' "
                    "configs and the ceiling's again, interleaved, in this many rounds "
                    "(0: off; the fractions then come from the sessions' own timings)")
    ap.add_argument("--final-procs", type=int, default=3, help="processes of the final "
                    "timing, the configs' order rotated; a config's speed is the median "
                    "over them")
    ap.add_argument("--resume", action="store_true", help="keep PREFIX.jsonl's records, "
                    "measure only the missing ones")
    a = ap.parse_args()
    a.argv = sys.argv[1:]
    global PREDICTOR
    if a.predictor:
        if not os.path.isfile(a.predictor):
            sys.exit(f"heldout.py: no model file {a.predictor}")
        PREDICTOR = os.path.abspath(a.predictor)
    elif os.environ.get("TT_PREDICTOR"):
        # unset for every command: a model named only there would not be the
        # one evaluated, and the results would name the built-in one
        sys.exit("heldout.py: TT_PREDICTOR is set in the environment but not used "
                 "(every command runs without it); pass the model as --predictor FILE")
    a.ceilings = {}
    if a.ceilings_from:
        try:
            with open(a.ceilings_from) as f:
                for line in f:
                    if line.strip():
                        r = json.loads(line)
                        a.ceilings[(r["task"], r["threads"])] = r
        except (OSError, ValueError, KeyError) as e:
            sys.exit(f"heldout.py: --ceilings-from {a.ceilings_from}: {e}")
    try:
        threads = [int(x) for x in a.threads.split(",") if x]
        only = [int(x) for x in a.only.split(",") if x]
    except ValueError:
        ap.error("--threads and --only take comma-separated integers")
    a.budgets = [b for b in a.budgets.split(",") if b]
    a.oneshot_budgets = [b for b in a.oneshot_budgets.split(",") if b]
    if a.final_rounds < 0 or a.final_rounds > 1000:
        ap.error("--final-rounds takes 0..1000")
    if a.final_procs < 1 or a.final_procs > 100:
        ap.error("--final-procs takes 1..100")
    if a.ceiling_trials < 1 or not threads or min(threads) < 1:
        ap.error("--ceiling-trials >= 1 and thread counts >= 1")
    if not os.access(a.tt, os.X_OK):
        sys.exit(f"heldout.py: no tt at {a.tt} (give --tt)")
    p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "pgs-sample"),
                        "--held-out", "--prior", a.prior], stdout=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit("heldout.py: scripts/pgs-sample --held-out failed")
    tasks = [t for t in p.stdout.splitlines() if t.strip()]
    a.all_tasks = list(tasks)
    if only:
        if max(only) >= len(tasks) or min(only) < 0:
            sys.exit(f"heldout.py: --only index out of range (0..{len(tasks) - 1})")
        tasks = [tasks[i] for i in only]
    if a.limit:
        tasks = tasks[:a.limit]
    host = host_info(a.tt)
    prefix = a.out or os.path.join(
        ROOT, "bench", "results",
        f"heldout-{host['llvm_cpu'] or 'host'}-{datetime.date.today().isoformat()}")
    nets = networks_of(a.prior)
    cols = (COLUMNS + [f"first_{b}" for b in a.budgets] +
            [f"oneshot_{b}" for b in a.oneshot_budgets])
    recs = []
    if a.resume and os.path.exists(prefix + ".jsonl"):
        with open(prefix + ".jsonl") as f:
            recs = [json.loads(l) for l in f if l.strip()]
    elif os.path.exists(prefix + ".jsonl"):
        os.remove(prefix + ".jsonl")
    done = {(r["task"], r["threads"]) for r in recs}
    log(f"heldout: {len(tasks)} Tasks x threads {threads} on {host['cpu']}")
    for task in tasks:
        for th in threads:
            if (task, th) in done:
                continue
            log(f"== threads={th} {task}")
            load0 = os.getloadavg()[0]
            rec = evaluate(a.tt, task, th, a)
            # a busy machine makes every column noisier: say how busy
            rec["load_before"], rec["load_after"] = load0, os.getloadavg()[0]
            rec["network"] = nets.get(task, [])
            rec["host"] = host
            rec["ceiling_trials_asked"] = a.ceiling_trials
            rec["predictor"] = PREDICTOR or "built-in"
            if a.label:
                rec["label"] = a.label
            recs.append(rec)
            with open(prefix + ".jsonl", "a") as f:
                f.write(json.dumps(rec) + "\n")
            log("   " + "  ".join(f"{c} {fmt(frac(rec, c))}" for c in cols) +
                f"  (ceiling {fmt(ceiling_speed(rec))} GFLOP/s)")
    report(recs, cols, host, a, prefix, nets)
    if shutil.which("gnuplot"):
        gp = os.path.join(ROOT, "bench", "tuning", "heldout.gp")
        q_ = lambda x: x.replace("'", "''")   # gnuplot's single-quoted strings
        q = subprocess.run(["gnuplot", "-e", f"dat='{q_(prefix)}.dat'; png='{q_(prefix)}.png'; "
                            f"title='{q_(a.label or 'held-out Tasks')}'", gp])
        if q.returncode != 0:
            log("heldout.py: gnuplot failed; the table and data are written")
    log(f"heldout: wrote {prefix}.jsonl, .md, .dat" +
        (", .png" if shutil.which("gnuplot") else " (no gnuplot: no plot)"))


if __name__ == "__main__":
    main()

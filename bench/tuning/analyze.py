#!/usr/bin/env python3
"""bench/tuning/analyze.py: the tuning curves from the traces of run.sh.

Reads TRACES/TASK-TUNER-SEED.csv (+ .json) and writes

  bench/results/tuning-curve.csv   task, tuner, trials, best_gflops (median over
                                   seeds), best_min, best_max, wall_s (median),
                                   seeds, default_gflops (median)
  bench/results/tuning-summary.md  the summary tables (also printed)

A run's best after t trials is the best GFLOP/s of its status-ok, non-cut
candidates among the first t, and never less than its default schedule's
(default_gflops from the JSON): the default is what the tuner would return
if it found nothing better.  Python 3 standard library only.
"""

import argparse
import csv
import json
import math
import os
import re
import statistics
import sys

GRID = [1, 2, 4, 8, 16, 32, 64, 100, 128, 200, 250, 256, 300, 400, 500, 512,
        600, 700, 800, 900, 1000]
TASK_ORDER = ["matmul512", "matmul1024", "r18_3x3_c64_56", "r18_3x3_c256_14",
              "r18_1x1s2_c64_56"]
TUNER_ORDER = ["xgb", "xgb-nopred", "random", "ga", "xgb-transfer"]
NAME_RE = re.compile(r"^(?P<task>[^-]+)-(?P<tuner>.+)-(?P<seed>\d+)\.csv$")


class Run:
    def __init__(self, task, tuner, seed, path):
        self.task, self.tuner, self.seed, self.path = task, tuner, seed, path
        self.meta = {}
        self.rows = []          # (status, gflops, cut, elapsed_s)
        self.best = []          # best[t-1] with the default as the floor
        self.best_meas = []     # best[t-1] of the measured candidates only (0 before any)
        self.wall = []          # elapsed_s at trial t
        self.default = None
        self.complete = False
        self.budget = None

    def load(self):
        with open(self.path, newline="") as f:
            for r in csv.DictReader(f):
                try:
                    self.rows.append((r["status"], float(r["gflops"]), r["cut"] == "1",
                                      float(r["elapsed_s"])))
                except (KeyError, ValueError, TypeError):
                    break       # a line cut short by a killed run
        jpath = self.path[:-4] + ".json"
        if os.path.exists(jpath):
            try:
                with open(jpath) as f:
                    self.meta = json.loads(f.readline())
            except (OSError, ValueError):
                self.meta = {}
        if "default_gflops" in self.meta:
            self.default = float(self.meta["default_gflops"])
            self.complete = True
            self.budget = int(self.meta.get("budget_trials") or len(self.rows))
        best = self.default or 0.0
        meas = 0.0
        for status, gf, cut, el in self.rows:
            if status == "ok" and not cut and gf > 0:
                best = max(best, gf)
                meas = max(meas, gf)
            self.best.append(best)
            self.best_meas.append(meas)
            self.wall.append(el)

    @property
    def n(self):
        """trials this run has a value for: a complete run that stopped
        before its budget (the space ran out) stays flat up to the budget"""
        if self.complete:
            return max(self.budget, len(self.rows))
        return len(self.rows)

    def at(self, t, measured=False):
        """(best, wall) after t trials; t = 0 is the default"""
        curve = self.best_meas if measured else self.best
        if t <= 0:
            return (0.0 if measured else (self.default or 0.0)), 0.0
        if not curve:
            return (0.0 if measured else (self.default or 0.0)), 0.0
        i = min(t, len(curve)) - 1
        return curve[i], self.wall[i]

    def count(self):
        ok = sum(1 for s, _, c, _ in self.rows if s == "ok" and not c)
        cut = sum(1 for s, _, c, _ in self.rows if s == "ok" and c)
        return ok, cut, len(self.rows) - ok - cut


def order(key, known):
    return (known.index(key), key) if key in known else (len(known), key)


def load_runs(tdir):
    runs = {}
    for fn in sorted(os.listdir(tdir)):
        m = NAME_RE.match(fn)
        if not m or "fill" in m["tuner"]:
            continue
        r = Run(m["task"], m["tuner"], int(m["seed"]), os.path.join(tdir, fn))
        r.load()
        if not r.rows and not r.complete:
            print(f"warning: {fn}: empty trace, skipped", file=sys.stderr)
            continue
        if not r.complete:
            print(f"warning: {fn}: no JSON (run unfinished or failed): {len(r.rows)} trials, "
                  "no default floor", file=sys.stderr)
        runs.setdefault((r.task, r.tuner), []).append(r)
    return runs


def median_curve(rs, nmax, measured=False):
    """median over the runs of best-after-t, t = 0..nmax (None where no run reaches t)"""
    out = []
    for t in range(nmax + 1):
        v = [r.at(t, measured)[0] for r in rs if r.n >= t]
        out.append(statistics.median(v) if v else None)
    return out


def first_reach(curve, target):
    for t, v in enumerate(curve):
        if v is not None and v >= target * (1 - 1e-9):
            return t
    return None


def fmt_reach(t, nmax):
    if t is None:
        return f">{nmax}"
    return "0 (default)" if t == 0 else str(t)


def fmt(v, d=1):
    return "-" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.{d}f}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--traces", default=os.path.join(here, "traces"))
    ap.add_argument("--csv", default=os.path.join(root, "bench", "results", "tuning-curve.csv"))
    ap.add_argument("--md", default=os.path.join(root, "bench", "results", "tuning-summary.md"))
    ap.add_argument("--early", type=int, default=64,
                    help="the early trial count compared with the final best (default 64)")
    ap.add_argument("--reach-target", type=int, default=250,
                    help="target for the trials xgb needs to reach random's final best, "
                         "stated for 1000 trials and scaled with the budget (default 250)")
    ap.add_argument("--early-target", type=float, default=0.90)
    ap.add_argument("--tol", type=float, default=0.0,
                    help="count random's best as reached within this fraction (0.01 = 1%%; "
                         "default 0)")
    args = ap.parse_args()

    if not os.path.isdir(args.traces):
        sys.exit(f"analyze.py: no traces directory {args.traces} (run bench/tuning/run.sh)")
    runs = load_runs(args.traces)
    if not runs:
        sys.exit(f"analyze.py: no traces in {args.traces}")
    tasks = sorted({k[0] for k in runs}, key=lambda k: order(k, TASK_ORDER))
    tuners = sorted({k[1] for k in runs}, key=lambda k: order(k, TUNER_ORDER))

    # ---- the curve CSV ------------------------------------------------------
    os.makedirs(os.path.dirname(os.path.abspath(args.csv)), exist_ok=True)
    rows = []
    for task in tasks:
        for tuner in tuners:
            rs = runs.get((task, tuner))
            if not rs:
                continue
            nmax = max(r.n for r in rs)
            grid = [t for t in GRID if t <= nmax]
            if nmax not in grid:
                grid.append(nmax)
            defaults = [r.default for r in rs if r.default is not None]
            dflt = statistics.median(defaults) if defaults else None
            for t in grid:
                have = [r for r in rs if r.n >= t]
                b = [r.at(t)[0] for r in have]
                w = [r.at(t)[1] for r in have]
                rows.append([task, tuner, t, f"{statistics.median(b):.3f}", f"{min(b):.3f}",
                             f"{max(b):.3f}", f"{statistics.median(w):.2f}", len(have),
                             "" if dflt is None else f"{dflt:.3f}"])
    with open(args.csv, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["task", "tuner", "trials", "best_gflops", "best_min", "best_max",
                    "wall_s", "seeds", "default_gflops"])
        w.writerows(rows)

    # ---- the summary ----------------------------------------------------------
    md = []
    p = md.append
    p("# Tuning efficiency: summary\n")
    p(f"From the traces in `{os.path.relpath(args.traces, root)}`, written by "
      "`bench/tuning/analyze.py`. Best = best GFLOP/s of the status-ok, non-cut "
      "candidates so far, never below the default schedule's; medians over seeds.\n")

    # table 1: the final numbers and what the trials were
    p("## Runs\n")
    p("| task | tuner | seeds | trials | default | best at end: median [min–max] "
      "| raced winner | raced speedup | default kept | ok / cut / failed | tune s (median) |")
    p("|---|---|---|---|---|---|---|---|---|---|---|")
    for task in tasks:
        for tuner in tuners:
            rs = runs.get((task, tuner))
            if not rs:
                continue
            n = min(r.n for r in rs)
            finals = [r.at(n)[0] for r in rs]
            dflt = [r.default for r in rs if r.default is not None]
            raced = [float(r.meta["gflops"]) for r in rs if "gflops" in r.meta]
            tune = [float(r.meta["tune_s"]) for r in rs if "tune_s" in r.meta]
            speed = [float(r.meta["gflops"]) / float(r.meta["default_gflops"]) for r in rs
                     if "gflops" in r.meta and float(r.meta.get("default_gflops", 0)) > 0]
            kept = sum(1 for r in rs if r.meta.get("best_is_default") is True)
            ok = cut = bad = 0
            for r in rs:
                a, b, c = r.count()
                ok, cut, bad = ok + a, cut + b, bad + c
            tot = max(ok + cut + bad, 1)
            p(f"| {task} | {tuner} | {len(rs)} | {n} | "
              f"{fmt(statistics.median(dflt)) if dflt else '-'} | "
              f"{fmt(statistics.median(finals))} [{fmt(min(finals))}–{fmt(max(finals))}] | "
              f"{fmt(statistics.median(raced)) if raced else '-'} | "
              f"{(f'{statistics.median(speed):.2f}×') if speed else '-'} | "
              f"{kept}/{len(rs)} | "
              f"{100 * ok / tot:.0f}% / {100 * cut / tot:.0f}% / {100 * bad / tot:.0f}% | "
              f"{fmt(statistics.median(tune)) if tune else '-'} |")
    p("")
    p("`default` and `raced winner` are tt's own figures from the race at the end of the "
      "session (the default and the 3 best candidates timed again, interleaved); `raced "
      "speedup` = median over seeds of winner / default in that race, and `default kept` "
      "the runs where no candidate beat the default by 3% there. `best at end` is the "
      "trace's figure: each candidate timed once, between compiles, so the best of a "
      "thousand noisy times is biased high -- where it is well above the raced winner, "
      "the machine was faster while the search ran than during the race, and the race "
      "is the figure to believe. `ok / cut / failed` counts the candidates "
      "(failed = compile error, wrong answer, timeout or runtime error).\n")

    # table 2: the targets
    p("## Against random search\n")
    has_random = any((t, "random") in runs for t in tasks)
    others = [u for u in ["xgb", "xgb-nopred", "ga"] if u in tuners]
    if has_random and others:
        p(f"`reach` = the first trial count at which the tuner's median curve reaches random "
          f"search's median best at N trials (target ≤ {args.reach_target} at N = 1000, "
          f"scaled with N); `@{args.early}/N` = the median best at {args.early} trials over "
          f"the median best at N (target ≥ {args.early_target:.2f})"
          + (f"; reached = within {100 * args.tol:g}%" if args.tol else "") + ". "
          "`random measured` = random search's median best without the default as the floor: "
          "below the default means random search found nothing faster than the default, and "
          "`random @N` is then the default's own measurement in the random runs.\n")
        head = "| task | N | default | random @N | random measured |"
        sep = "|---|---|---|---|---|"
        for u in others:
            head += f" {u} reach | {u} @{args.early}/N |"
            sep += "---|---|"
        p(head)
        p(sep)
        for task in tasks:
            rr = runs.get((task, "random"))
            if not rr:
                continue
            n = min(r.n for r in rr)
            rand = median_curve(rr, n)[n]
            rand_meas = median_curve(rr, n, measured=True)[n]
            target_reach = args.reach_target * n / 1000
            dflt = [r.default for r in rr if r.default is not None]
            line = (f"| {task} | {n} | {fmt(statistics.median(dflt)) if dflt else '-'} | "
                    f"{fmt(rand)} | {fmt(rand_meas)} |")
            for u in others:
                rs = runs.get((task, u))
                if not rs:
                    line += " - | - |"
                    continue
                nu = min(min(r.n for r in rs), n)
                cu = median_curve(rs, nu)
                t = first_reach(cu, rand * (1 - args.tol))
                mark = " ✓" if t is not None and t <= target_reach else " ✗"
                line += f" {fmt_reach(t, nu)}{mark} |"
                if nu >= args.early and cu[nu]:
                    frac = cu[args.early] / cu[nu]
                    mark = " ✓" if frac >= args.early_target else " ✗"
                    line += f" {frac:.3f}{mark} |"
                else:
                    line += " n/a |"
            p(line)
        p("")
        p(f"✓ / ✗ = meets / misses the target (reach ≤ {args.reach_target}·N/1000, "
          f"@{args.early}/N ≥ {args.early_target:.2f}); `>N` = never within N trials; "
          "`0 (default)` = the default schedule is already as fast; n/a = the runs are shorter "
          f"than {args.early} trials.\n")

    # table 3: transfer
    xtasks = [t for t in tasks if (t, "xgb-transfer") in runs]
    if xtasks:
        p("## Transfer from other Tasks' records\n")
        p("xgb with `--predictor off`, in a cache holding other Tasks' records, transfer on "
          "(`xgb-transfer`) vs transfer off (`xgb-nopred`). `median curves` = the first trial "
          "at which each median curve reaches 95% of the better of the two final medians; "
          "`per seed` = the median over seeds of the first trial at which a run reaches 95% of "
          "its own final best; `measured only` = the same as `median curves` without the "
          "default schedule as the floor (the first measured candidate that good).\n")
        p("| task | N | target (95%) | curve | median curves | per seed | measured only | "
          "best @N |")
        p("|---|---|---|---|---|---|---|---|")
        for task in xtasks:
            pair = [(u, runs.get((task, u))) for u in ["xgb-transfer", "xgb-nopred"]]
            pair = [(u, rs) for u, rs in pair if rs]
            n = min(min(r.n for r in rs) for _, rs in pair)
            curves = {u: median_curve(rs, n) for u, rs in pair}
            mcurves = {u: median_curve(rs, n, measured=True) for u, rs in pair}
            ref = max(c[n] for c in curves.values())
            mref = max(c[n] for c in mcurves.values())
            for u, rs in pair:
                own = []
                for r in rs:
                    fin = r.at(n)[0]
                    own.append(next((t for t in range(n + 1) if r.at(t)[0] >= 0.95 * fin), n))
                tm = first_reach(mcurves[u], 0.95 * mref)
                p(f"| {task} | {n} | {0.95 * ref:.1f} | {u} | "
                  f"{fmt_reach(first_reach(curves[u], 0.95 * ref), n)} | "
                  f"{statistics.median(own):g} | {fmt_reach(tm, n)} | {fmt(curves[u][n])} |")
        xr = [r for t in xtasks for r in runs[(t, "xgb-transfer")]]
        rows_used = [int(r.meta["transfer_rows"]) for r in xr if "transfer_rows" in r.meta]
        if rows_used:
            p(f"\nRecords transferred per run (`transfer_rows`): "
              f"{', '.join(str(x) for x in rows_used)}.")
        p("")

    text = "\n".join(md) + "\n"
    os.makedirs(os.path.dirname(os.path.abspath(args.md)), exist_ok=True)
    with open(args.md, "w") as f:
        f.write(text)
    sys.stdout.write(text)
    print(f"wrote {args.csv} ({len(rows)} rows) and {args.md}", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Cross-validate the predictor's features on training records, by Task.

    tt predictor export --out rows.npy [--refeature]   (TT_CACHE_DIR: the records)
    bench/tuning/cv.py rows.npy [more.npy ...] [--folds 5] [--seed 0]

For each .npy of `tt predictor export` (per row: the Task's group, the
label best/time, the features), splits the Tasks into --folds folds,
trains XGBoost with the built-in predictor's parameters (rank:pairwise,
depth 6, eta 0.1, 300 rounds; one sampled pair per row, as XGBoost 1.7
does) on the other folds and ranks each held-out Task's configs: prints,
per thread count (feature 4), the geomean over Tasks of the best label
among the top 1 and the top 8.  Compares two feature layouts on the same
records (export once as stored, once with --refeature from a tt with the
new features).  Needs NumPy and the xgboost Python package (the peers'
virtual environment has both: build/peers-venv/bin/python).
"""
import argparse
import math
import sys

try:
    import numpy as np
    import xgboost as xgb
except ImportError as e:
    sys.exit(f"cv.py: needs NumPy and xgboost ({e})")


def cv(path, folds, seed):
    a = np.load(path)
    g, y, X = a[:, 0].astype(int), a[:, 1], a[:, 2:]
    tasks = np.unique(g)
    np.random.default_rng(seed).shuffle(tasks)
    res = {}
    for fold in np.array_split(tasks, folds):
        te = np.isin(g, fold)
        gtr = g[~te]
        order = [int(x) for i, x in enumerate(gtr) if i == 0 or gtr[i - 1] != x]
        d = xgb.DMatrix(X[~te], label=y[~te])
        d.set_group([int((gtr == x).sum()) for x in order])
        m = xgb.train({"objective": "rank:pairwise", "max_depth": 6, "eta": 0.1,
                       "verbosity": 0, "lambdarank_pair_method": "mean",
                       "lambdarank_num_pair_per_sample": 1, "nthread": 1}, d, 300)
        p = m.predict(xgb.DMatrix(X[te]))
        yt, Xt, gt = y[te], X[te], g[te]
        for t in fold:
            idx = np.where(gt == t)[0]
            o = idx[np.argsort(-p[idx])]
            th = int(round(Xt[idx[0], 4]))
            res.setdefault(th, []).append((max(yt[o[0]], 1e-3), max(yt[o[:8]].max(), 1e-3)))
    gm = lambda v: math.exp(sum(map(math.log, v)) / len(v))
    for th in sorted(res):
        v = res[th]
        print(f"{path}: {th} thread(s), {len(v)} Tasks: top-1 {gm([a for a, _ in v]):.3f}, "
              f"top-8 {gm([b for _, b in v]):.3f}", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rows", nargs="+")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    for p in a.rows:
        cv(p, a.folds, a.seed)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Convolution cases for `tt-bench --conv-cases FILE` from the Task prior.

    bench/conv-cases.py [--prior tune/prior/tasks.tsv] [--split train|heldout]
                        [--network NAME[,NAME...]] [--not-in-suite] [--max N]

Prints one case a line (name C H W F R S stride_h stride_w pad_h pad_w dil_h
dil_w groups), for the batch-1 conv2d and depthwise_conv2d rows of the
prior (tune/prior/tasks.tsv: shapes of real networks' layers, the table
issue 15's sampler draws from).  --not-in-suite drops the shapes tt-bench's
own conv suite already has (read from bench/suites.c), so the file checks
layers the suite does not.  A shape that several networks share is printed
once, under the first network's name.

    bench/conv-cases.py --not-in-suite > /tmp/layers.txt
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \\
        build/tt-bench --suite conv --conv-cases /tmp/layers.txt --threads 1,2
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def shapes(task):
    """The (op, dims of X, dims of Wt, attrs) of a prior row's task, or None."""
    t = task.split()
    if not t or t[0] not in ("conv2d", "depthwise_conv2d"):
        return None
    dims, attrs = {}, {}
    i = 1
    while i + 1 < len(t):
        if t[i] == "--shape":
            name, _, d = t[i + 1].partition("=")
            dims[name] = [int(x) for x in re.split("[x,]", d)]
        elif t[i] == "--attr":
            k, _, v = t[i + 1].partition("=")
            attrs[k] = int(v)
        i += 2
    if "X" not in dims or "Wt" not in dims:
        return None
    return t[0], dims["X"], dims["Wt"], attrs


def case_of(op, x, w, a):
    """The 13 numbers of a case (C H W F R S sh sw ph pw dh dw groups)."""
    if len(x) != 4:
        return None
    n, c, h, wd = x
    if n != 1:
        return None   # tt-bench's conv cases are batch 1
    if op == "depthwise_conv2d":
        if len(w) != 3:
            return None
        f, r, s, g = c, w[1], w[2], c
    else:
        if len(w) != 4:
            return None
        f, r, s = w[0], w[2], w[3]
        g = a.get("groups", 1)
    return (c, h, wd, f, r, s, a.get("stride_h", 1), a.get("stride_w", 1),
            a.get("pad_h", 0), a.get("pad_w", 0), a.get("dil_h", 1), a.get("dil_w", 1), g)


def suite_cases():
    """The shapes of bench/suites.c's built-in conv table."""
    src = open(os.path.join(ROOT, "bench", "suites.c")).read()
    pat = re.compile(r'\{"(\w+)",((?:\s*\d+\s*,){12}\s*\d+)\s*\}')
    return {tuple(int(v) for v in m.group(2).split(",")) for m in pat.finditer(src)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--prior", default=os.path.join(ROOT, "tune", "prior", "tasks.tsv"))
    ap.add_argument("--split", choices=("train", "heldout"))
    ap.add_argument("--network", help="comma list of network names")
    ap.add_argument("--not-in-suite", action="store_true")
    ap.add_argument("--max", type=int, default=0, help="at most N cases (0: all)")
    a = ap.parse_args()
    nets = set(a.network.split(",")) if a.network else None
    skip = suite_cases() if a.not_in_suite else set()
    seen, out = set(), []
    try:
        lines = open(a.prior).read().splitlines()
    except OSError as e:
        sys.exit(f"conv-cases.py: {e}")
    for ln, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        col = line.split("\t")
        if len(col) != 5:
            sys.exit(f"conv-cases.py: {a.prior}:{ln}: {len(col)} columns, want 5")
        net, _, split, _, task = col
        if (a.split and split != a.split) or (nets and net not in nets):
            continue
        s = shapes(task)
        k = case_of(*s) if s else None
        if not k or k in seen or k in skip:
            continue
        seen.add(k)
        c, h, w, f, r, sz = k[:6]
        kind = "dw" if k[12] > 1 and k[12] == c == f else f"g{k[12]}_" if k[12] > 1 else ""
        stride = "" if k[6] == k[7] == 1 else f"s{k[6]}" if k[6] == k[7] else f"s{k[6]}x{k[7]}"
        dil = "" if k[10] == k[11] == 1 else f"d{k[10]}" if k[10] == k[11] else f"d{k[10]}x{k[11]}"
        name = f"{net}_{kind}{r}x{sz}{stride}{dil}_c{c}_f{f}_{h}"[:47]
        base, i = name, 2
        while any(o[0] == name for o in out):
            name = f"{base[:44]}_{i}"
            i += 1
        out.append((name, k))
    if a.max > 0:
        out = out[:a.max]
    if not out:
        sys.exit("conv-cases.py: no convolution matched")
    print(f"# {len(out)} cases from {os.path.relpath(a.prior, ROOT)}"
          f"{' split ' + a.split if a.split else ''}"
          f"{' networks ' + a.network if a.network else ''}"
          f"{', not in the suite' if a.not_in_suite else ''} (bench/conv-cases.py)")
    print("# name C H W F R S stride_h stride_w pad_h pad_w dil_h dil_w groups")
    for name, k in out:
        print(name, *k)


if __name__ == "__main__":
    main()

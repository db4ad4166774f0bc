#!/usr/bin/env python3
"""The convolution targets of a tt-bench run, per case, as a Markdown table.

usage: bench/conv-targets.py RUN.json [--default DEFAULT.json] [--run2 RUN2.json]

RUN.json is `tt-bench --suite conv --threads 1,2 --json` output (other
suites' lines are skipped); DEFAULT.json the same with `--budget 0`; RUN2 a
second tuned run, shown as "run 1 / run 2".  Per case and thread count:

  plain     tt's best layout over the best vendor (tt_vs_best)
  const     the same with the weights declared constant (tt_const_vs_best)
  default   tt_vs_best of the --budget 0 run
  NCHW      tt on NCHW over tt's best layout (target >= 0.85)
  scaling   tt's best layout at 2 threads over 1 thread, for cases of
            20 MFLOP or more (target >= 1.7): the 2-thread row's
            tt_scaling, where tt-bench timed the 1-thread kernels in the
            same rounds (marked "i"); else the two passes' rows (minutes
            apart: a shared machine's noise falls on them unevenly)

then the geomeans and minima, and the count of cases that meet each
per-case target.  Standard library only.
"""
import json
import math
import sys


def load(path):
    rows = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith('{'):
                continue
            r = json.loads(line)
            if r.get('suite') == 'conv' and 'flops' in r and 'tt_nchw_gflops' in r:
                rows[(r['case'], r['threads'])] = r
    return rows


def best_tt(r):
    return max(r['tt_nchw_gflops'], r['tt_nhwc_gflops'])


def nchw(r):
    b = best_tt(r)
    return r['tt_nchw_gflops'] / b if b > 0 else 0.0


def gmean(v):
    v = [x for x in v if x and x > 0]
    return math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')


def fmt(vals, target=None):
    # three decimals where two would round a miss up to the target (0.849)
    s = ' / '.join(('%.3f' if target is not None and v < target and round(v, 2) >= target
                    else '%.2f') % v for v in vals if v is not None)
    if target is not None and any(v is not None and v < target for v in vals):
        s += ' ✘'
    return s


def main(argv):
    args = {'--default': None, '--run2': None}
    pos = []
    i = 1
    while i < len(argv):
        if argv[i] in args and i + 1 < len(argv):
            args[argv[i]] = argv[i + 1]
            i += 2
        elif argv[i].startswith('-'):
            sys.stderr.write(__doc__)
            return 2
        else:
            pos.append(argv[i])
            i += 1
    if len(pos) != 1:
        sys.stderr.write(__doc__)
        return 2
    runs = [load(pos[0])]
    if args['--run2']:
        runs.append(load(args['--run2']))
    dflt = load(args['--default']) if args['--default'] else {}
    cases = list(dict.fromkeys(c for (c, _) in runs[0]))
    if not cases:
        sys.stderr.write('conv-targets: no conv cases in %s\n' % pos[0])
        return 1
    head = ['case', 'plain 1t', 'plain 2t', 'const 1t', 'const 2t']
    if dflt:
        head += ['default 1t', 'default 2t']
    head += ['NCHW/best tt 1t', 'NCHW/best tt 2t', 'scaling 2t/1t']
    print('| ' + ' | '.join(head) + ' |')
    print('|' + '---|' * len(head))
    col = {k: [[] for _ in runs] for k in ('p1', 'p2', 'c1', 'c2', 'n1', 'n2')}
    dcol = {1: [], 2: []}
    meets = {'nchw': [0, 0], 'scaling': [0, 0], 'seventy': [0, 0]}
    for c in cases:
        cells = [c]
        for key, th, fld in (('p', 1, 'tt_vs_best'), ('p', 2, 'tt_vs_best'),
                             ('c', 1, 'tt_const_vs_best'), ('c', 2, 'tt_const_vs_best')):
            vals = []
            for k, run in enumerate(runs):
                r = run.get((c, th))
                v = r.get(fld) if r else None
                vals.append(v)
                if v is not None:
                    col[key + str(th)][k].append(v)
                    if key == 'p':
                        meets['seventy'][0] += v >= 0.7
                        meets['seventy'][1] += 1
            cells.append(fmt(vals, 0.7 if key == 'p' else None))
        if dflt:
            for th in (1, 2):
                r = dflt.get((c, th))
                v = r.get('tt_vs_best') if r else None
                if v is not None:
                    dcol[th].append(v)
                cells.append('%.2f' % v if v is not None else '')
        for th in (1, 2):
            vals = []
            for k, run in enumerate(runs):
                r = run.get((c, th))
                v = nchw(r) if r else None
                vals.append(v)
                if v is not None:
                    col['n' + str(th)][k].append(v)
                    meets['nchw'][0] += v >= 0.85
                    meets['nchw'][1] += 1
            cells.append(fmt(vals, 0.85))
        vals, mflop = [], None
        inter = False
        for run in runs:
            a, b = run.get((c, 1)), run.get((c, 2))
            if b and b.get('tt_scaling') is not None:
                vals.append(b['tt_scaling'])
                mflop = b['flops'] / 1e6
                inter = True
            elif a and b and best_tt(a) > 0:
                vals.append(best_tt(b) / best_tt(a))
                mflop = a['flops'] / 1e6
        big = mflop is not None and mflop >= 20
        if big:
            for v in vals:
                meets['scaling'][0] += v >= 1.7
                meets['scaling'][1] += 1
        s = fmt(vals, 1.7 if big else None) + (' i' if inter else '')
        cells.append('%s (%.0f MFLOP)' % (s, mflop) if mflop is not None else s)
        print('| ' + ' | '.join(cells) + ' |')
    row = ['**geomean**']
    for key in ('p1', 'p2', 'c1', 'c2'):
        row.append(' / '.join('%.2f' % gmean(v) for v in col[key]))
    if dflt:
        row += ['%.2f' % gmean(dcol[1]), '%.2f' % gmean(dcol[2])]
    row += [' / '.join('%.2f' % gmean(v) for v in col['n1']),
            ' / '.join('%.2f' % gmean(v) for v in col['n2']), '']
    print('| ' + ' | '.join(row) + ' |')
    row = ['**min**']
    for key in ('p1', 'p2', 'c1', 'c2'):
        row.append(' / '.join('%.2f' % min(v) for v in col[key] if v))
    if dflt:
        row += ['%.2f' % min(dcol[1]) if dcol[1] else '', '%.2f' % min(dcol[2]) if dcol[2] else '']
    row += [' / '.join('%.2f' % min(v) for v in col['n1'] if v),
            ' / '.join('%.2f' % min(v) for v in col['n2'] if v), '']
    print('| ' + ' | '.join(row) + ' |')
    print()
    print('Per-case targets met (over runs and thread counts): plain >= 0.7 %d of %d; '
          'NCHW >= 0.85 of best tt %d of %d; scaling >= 1.7 (>= 20 MFLOP) %d of %d.'
          % (meets['seventy'][0], meets['seventy'][1], meets['nchw'][0], meets['nchw'][1],
             meets['scaling'][0], meets['scaling'][1]))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

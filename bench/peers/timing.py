"""One timing method for every peer: wall time of back-to-back calls from
Python (what a user of each system sees), batches of >= 2 ms, median."""
import time, statistics


def calibrate(fn, min_s=0.002):
    fn()
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t0
        if dt >= min_s:
            return n
        n *= 2


def sample(fn, n):
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n


def time_alone(fn, total_s=0.3, min_runs=7):
    n = calibrate(fn)
    xs, spent = [], 0.0
    while spent < total_s or len(xs) < min_runs:
        x = sample(fn, n)
        xs.append(x)
        spent += x * n
    return statistics.median(xs), len(xs)


def burst(fn, n, burst_s):
    """One turn: a dropped sample (it pays for the previous contender's
    caches), then samples of n calls until burst_s has passed."""
    t_end = time.perf_counter() + burst_s
    sample(fn, n)
    xs = []
    while True:
        xs.append(sample(fn, n))
        if time.perf_counter() >= t_end:
            return xs


def interleave(names, calibrate_k, burst_k, total_s=0.4, min_runs=7, burst_s=0.03,
               settle_s=0.0):
    """Rounds; in each, every contender k gets a turn, burst_k(k, n, burst_s)
    -> its samples, until each has total_s of calls and min_runs samples;
    the starting contender rotates every round; settle_s of rest after
    every turn. Returns name -> (median, runs, q1, q3)."""
    ns = {}
    for k in names:
        ns[k] = calibrate_k(k)
        time.sleep(settle_s)
    xs = {k: [] for k in names}
    spent = {k: 0.0 for k in names}
    r = 0
    while any(spent[k] < total_s or len(xs[k]) < min_runs for k in names):
        order = names[r % len(names):] + names[:r % len(names)]
        for k in order:
            if spent[k] >= total_s and len(xs[k]) >= min_runs:
                continue
            got = burst_k(k, ns[k], burst_s)
            xs[k] += got
            spent[k] += sum(got) * ns[k]
            time.sleep(settle_s)
        r += 1
    return {k: (statistics.median(v), len(v),
                statistics.quantiles(v, n=4)[0] if len(v) > 1 else v[0],
                statistics.quantiles(v, n=4)[2] if len(v) > 1 else v[0])
            for k, v in xs.items()}


def time_interleaved(fns, total_s=0.4, min_runs=7, burst_s=0.03):
    """fns: dict name -> callable, all in this process (interleave)."""
    return interleave(list(fns), lambda k: calibrate(fns[k]),
                      lambda k, n, b: burst(fns[k], n, b), total_s, min_runs, burst_s)


def cpu_per_wall(fn, min_s=0.3):
    """Process CPU time (all threads) over wall time while fn runs back to
    back: ~1 with one thread at work, ~N with N (the thread-control check)."""
    n = calibrate(fn)
    w0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - w0 < min_s:
        for _ in range(n):
            fn()
    return (time.process_time() - c0) / (time.perf_counter() - w0)

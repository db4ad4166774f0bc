"""Merges WORK/{tune,measure,onednn}.jsonl into bench/results/peers-DATE.json,
writes the table (.md) and the plot (.png: final GFLOP/s against tuning wall
time, log time axis, one panel per Task)."""
import argparse, json, os, sys, math, platform, socket, subprocess, time
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import tasks

LABEL = {"tt:2s": "tt first call 2s", "tt:30s": "tt first call 30s",
         "tt:tune:64trials": "tt tune 64 trials", "tt:tune:1000trials": "tt tune 1000 trials",
         "tvm:64": "TVM MetaSchedule 64 trials", "tvm:1000": "TVM MetaSchedule 1000 trials",
         "tinygrad:2": "tinygrad BEAM=2", "tinygrad:4": "tinygrad BEAM=4", "onednn": "oneDNN (tt-bench)"}
ORDER = list(LABEL)


def load(path):
    if not os.path.exists(path):
        return []
    out = []
    for l in open(path):
        try:
            out.append(json.loads(l))
        except Exception:
            pass
    return out


def latest(recs, keyf):
    d = {}
    for r in recs:
        d[keyf(r)] = r
    return d


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def host_info():
    cpu = ""
    for l in open("/proc/cpuinfo"):
        if l.startswith("model name"):
            cpu = l.split(":", 1)[1].strip()
            break
    flags = open("/proc/cpuinfo").read()
    return dict(hostname=socket.gethostname(), cpu=cpu, nproc=os.cpu_count(),
                avx512f="avx512f" in flags, kernel=platform.release())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", required=True)
    ap.add_argument("--date", required=True)
    ap.add_argument("--notes", default=None, help="a JSON file {md: [...], md_end: [...]} of notes on this run (default WORK/notes.json)")
    a = ap.parse_args()
    tune = load(os.path.join(a.work, "tune.jsonl"))
    final = load(os.path.join(a.work, "measure.jsonl"))
    dnn = load(os.path.join(a.work, "onednn.jsonl"))
    thr = load(os.path.join(a.work, "threads.jsonl"))
    T = latest(tune, lambda r: (r["task"], r["threads"], r.get("step")))
    F = latest([r for r in final if "step" in r], lambda r: (r["task"], r["threads"], r["step"]))
    D = latest([r for r in dnn if r.get("case") not in ("meta", "geomean")], lambda r: (r["case"], r["threads"]))
    meta_dnn = [r for r in dnn if r.get("case") == "meta"]
    a.notes = a.notes or os.path.join(a.work, "notes.json")
    notes = json.load(open(a.notes)) if os.path.exists(a.notes) else {}
    versions = {}
    for r in tune:
        if r.get("version"):
            versions[r["peer"]] = r["version"]
    targets = sorted({r["target"] for r in tune if r.get("target")})
    rows = []
    for (task, th, step), r in sorted(T.items(), key=lambda kv: (list(tasks.TASKS).index(kv[0][0]), kv[0][1], ORDER.index(kv[0][2]) if kv[0][2] in ORDER else 99)):
        f = F.get((task, th, step), {})
        label = LABEL.get(step, step)
        if r.get("stopped"):
            label += f" (stopped after {r.get('trials')} trials)"
        rows.append(dict(task=task, threads=th, step=step, peer=r["peer"], label=label,
                         status=r.get("status"), error=r.get("error"), tune_s=r.get("tune_s"),
                         trials=r.get("trials"), gflops_alone=r.get("gflops"),
                         gflops_final=f.get("gflops"), gflops_final_lo=f.get("gflops_lo"),
                         gflops_final_hi=f.get("gflops_hi"),
                         check=f.get("check", r.get("check")), max_rel_err=f.get("max_rel_err", r.get("max_rel_err")),
                         final_status=f.get("status"), final_error=f.get("error")))
    for (case, th), r in sorted(D.items()):
        if case in tasks.TASKS:
            rows.append(dict(task=case, threads=th, step="onednn", peer="onednn", label="oneDNN (tt-bench)",
                             status="ok", tune_s=None, gflops_alone=r.get("onednn_gflops"),
                             gflops_final=r.get("onednn_gflops"), check=r.get("check"),
                             impl=r.get("onednn_impl") or r.get("onednn_blocked_impl")))

    def val(task, th, step):
        for r in rows:
            if r["task"] == task and r["threads"] == th and r["step"] == step and r.get("gflops_final"):
                return r
        return None

    summary = {}
    for th in sorted({r["threads"] for r in rows}):
        s = {}
        for other in ("tvm:64", "tvm:1000", "tinygrad:4", "tinygrad:2", "onednn", "tt:30s", "tt:tune:64trials"):
            ratios, names = [], []
            for task in tasks.TASKS:
                x, y = val(task, th, "tt:2s"), val(task, th, other)
                if x and y:
                    ratios.append(x["gflops_final"] / y["gflops_final"])
                    names.append(task)
            if ratios:
                s[f"tt2s_over_{other}"] = dict(geomean=geomean(ratios), tasks=len(ratios),
                                              per_task=dict(zip(names, ratios)))
        beats = {}
        for task in tasks.TASKS:
            x, y = val(task, th, "tt:2s"), val(task, th, "tinygrad:4")
            if x and y:
                beats[task] = dict(speed=x["gflops_final"] > y["gflops_final"],
                                   time=(x["tune_s"] or 1e9) < (y["tune_s"] or 0))
        s["tt2s_beats_tinygrad_beam4"] = beats
        summary[f"{th}t"] = s

    res = dict(date=a.date, host=host_info(), versions=versions, tvm_targets=targets,
               onednn_meta=meta_dnn[-1] if meta_dnn else None, notes=notes,
               summary=summary, threads_check=thr, rows=rows, raw_tune=tune, raw_final=final)
    outdir = os.path.join(ROOT, "bench", "results")
    base = os.path.join(outdir, f"peers-{a.date}")
    json.dump(res, open(base + ".json", "w"), indent=1)

    # table
    L = []
    h = res["host"]
    pk = next((m["peak_gflops_1t"] for m in reversed(meta_dnn) if m.get("peak_gflops_1t")), None)
    L.append(f"# tt against TVM MetaSchedule and tinygrad BEAM — {a.date}\n")
    L.append(f"Host `{h['hostname']}`: {h['cpu']}, {h['nproc']} CPUs, AVX-512 {'yes' if h['avx512f'] else 'no'}"
             + (f", LLVM host CPU `{json.loads(targets[0]).get('mcpu')}`" if targets else "")
             + (f", FMA peak (tt-bench) {pk:.0f} GFLOP/s a thread" if pk else "")
             + ". Versions: " + ", ".join(f"{k} {v}" for k, v in sorted(versions.items()))
             + ". TVM target: " + "; ".join(f"`{t}`" for t in targets) + ".\n")
    for n in notes.get("md", []):
        L.append(n + "\n")
    L.append("`tune s` = wall time from the first sight of the Task to a usable kernel (tt: the first call with that budget, "
             "or `ctx.tune` + a call; TVM: `tune_tir` + `compile`; tinygrad: the first realize with BEAM, fresh CACHEDB). "
             "`alone` = GFLOP/s measured in the tuning process right after tuning; `final` = GFLOP/s of the same kernel "
             "timed with all the other kernels of that Task and thread count in turns, interleaved, each in its own process "
             "(measure.py; records with `\"process\": \"own\"`; before 2026-11-26 all in one process) (the column to compare; "
             "[q1–q3] the interquartile range). oneDNN: tt-bench's best oneDNN variant, a separate run.\n")
    for th in sorted({r["threads"] for r in rows}):
        L.append(f"\n## {th} thread{'s' if th > 1 else ''}\n")
        L.append("| Task | contender | tune s | trials | alone GFLOP/s | final GFLOP/s [q1–q3] | check |")
        L.append("|---|---|---:|---:|---:|---:|---|")
        for task in tasks.TASKS:
            for r in rows:
                if r["task"] != task or r["threads"] != th:
                    continue
                ts = f"{r['tune_s']:.1f}" if r.get("tune_s") is not None else "–"
                ga = f"{r['gflops_alone']:.1f}" if r.get("gflops_alone") else "–"
                gf = (f"**{r['gflops_final']:.1f}**" + (f" [{r['gflops_final_lo']:.0f}–{r['gflops_final_hi']:.0f}]" if r.get("gflops_final_lo") else "")) if r.get("gflops_final") else "–"
                chk = r.get("check") or ""
                if r.get("status") != "ok":
                    chk = f"FAILED: {(r.get('error') or '')[:120]}"
                elif r.get("final_status") == "failed":
                    chk += f" final FAILED: {(r.get('final_error') or '')[:100]}"
                L.append(f"| {task} | {r['label']} | {ts} | {r.get('trials') or ''} | {ga} | {gf} | {chk} |")
        s = summary.get(f"{th}t", {})
        L.append("")
        for k, v in s.items():
            if k.startswith("tt2s_over_"):
                L.append(f"- tt 2 s / {LABEL.get(k[10:], k[10:])}: geomean **{v['geomean']:.2f}** over {v['tasks']} Tasks "
                         f"(min {min(v['per_task'].values()):.2f}, max {max(v['per_task'].values()):.2f})")
        b = s.get("tt2s_beats_tinygrad_beam4", {})
        if b:
            L.append(f"- tt 2 s faster than tinygrad BEAM=4 on {sum(x['speed'] for x in b.values())}/{len(b)} Tasks, "
                     f"tuned faster on {sum(x['time'] for x in b.values())}/{len(b)}")
    if thr:
        L.append("\n## Thread controls, timed (threads_check.py: a 1024³ gemm back to back)\n")
        L.append("| peer | threads | ms | GFLOP/s | CPU time / wall time | load average |")
        L.append("|---|---:|---:|---:|---:|---|")
        for r in thr:
            if r.get("status") == "failed":
                L.append(f"| {r['peer']} | {r['threads']} | FAILED: {r.get('error','')[:80]} | | | |")
            else:
                L.append(f"| {r['peer']} | {r['threads']} | {r['ms']:.1f} | {r['gflops']:.1f} | {r['cpu_per_wall']:.2f} | {r['load'][0]:.1f} |")
    for n in notes.get("md_end", []):
        L.append("\n" + n)
    open(base + ".md", "w").write("\n".join(L) + "\n")

    # plot
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = [t for t in tasks.TASKS if any(r["task"] == t for r in rows)]
    n = len(names)
    cols = 4
    fig, axes = plt.subplots((n + cols - 1) // cols, cols, figsize=(4.2 * cols, 3.6 * ((n + cols - 1) // cols)), squeeze=False)
    style = {"tt": ("tab:blue", "o"), "tvm": ("tab:red", "s"), "tinygrad": ("tab:green", "^")}
    for ax, task in zip(axes.flat, names):
        for th, fill in ((1, True), (2, False)):
            for r in rows:
                if r["task"] != task or r["threads"] != th:
                    continue
                if r["peer"] == "onednn":
                    if r.get("gflops_final"):
                        ax.axhline(r["gflops_final"], color="gray", ls="-" if th == 1 else "--", lw=1)
                    continue
                if not r.get("gflops_final") or not r.get("tune_s"):
                    continue
                c, m = style[r["peer"]]
                ax.plot(r["tune_s"], r["gflops_final"], marker=m, color=c, ls="", ms=7,
                        mfc=c if fill else "none")
                ax.annotate(r["step"].split(":")[-1].replace("trials", "t"), (r["tune_s"], r["gflops_final"]),
                            fontsize=6, xytext=(3, 3), textcoords="offset points")
        ax.set_xscale("log")
        ax.set_ylim(bottom=0)
        ax.set_title(task, fontsize=9)
        ax.set_xlabel("tuning wall time (s, log)", fontsize=8)
        ax.set_ylabel("GFLOP/s", fontsize=8)
        ax.grid(True, which="both", alpha=0.3)
    for ax in list(axes.flat)[n:]:
        ax.axis("off")
    from matplotlib.lines import Line2D
    handles = [Line2D([], [], color=c, marker=m, ls="", label=p) for p, (c, m) in style.items()]
    handles += [Line2D([], [], color="k", marker="o", ls="", label="1 thread (filled)"),
                Line2D([], [], color="k", marker="o", mfc="none", ls="", label="2 threads (hollow)"),
                Line2D([], [], color="gray", label="oneDNN 1t (solid) / 2t (dashed)")]
    fig.legend(handles=handles, loc="lower center", ncol=6, fontsize=8)
    fig.suptitle(f"tt vs TVM MetaSchedule vs tinygrad BEAM — {h['cpu']} — {a.date}", fontsize=10)
    fig.tight_layout(rect=(0, 0.05, 1, 0.96))
    fig.savefig(base + ".png", dpi=90)
    print(base + ".{json,md,png}")


if __name__ == "__main__":
    main()

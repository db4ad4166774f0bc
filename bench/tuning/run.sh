#!/usr/bin/env bash
# bench/tuning/run.sh — the tuning-efficiency matrix: best GFLOP/s found vs
# trials, per task x tuner x seed, one `tt tune --trace` per run.
#
#   bench/tuning/run.sh [--trials N] [--seeds "1 2 3"] [--tasks "..."]
#                       [--tuners "..."] [--tt PATH] [--skip-existing]
#                       [--parts "matrix transfer"] [--transfer-task T]
#                       [--transfer-from "T1 T2"] [--fill-trials N]
#                       [--out DIR] [--dry-run]
#
# Writes DIR/TASK-TUNER-SEED.csv (the trace) and DIR/TASK-TUNER-SEED.json
# (tt's --json object, plus the budget, the command and the load average),
# DIR = bench/tuning/traces by default.  See bench/tuning/README.md.
set -u -o pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

trials=1000
seeds="1 2 3"
all_tasks="matmul512 matmul1024 r18_3x3_c64_56 r18_3x3_c256_14 r18_1x1s2_c64_56"
tasks=$all_tasks
tuners="xgb random ga xgb-nopred"
tt=""
skip=0
parts="matrix transfer"
xfer_task="r18_3x3_c256_14"
xfer_from="matmul512 r18_3x3_c64_56"
fill_trials=200
out="$here/traces"
dry=0

usage() {
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    cat <<EOF

  --trials N          trials per run (default $trials)
  --seeds "S..."      seeds (default "$seeds")
  --tasks "T..."      tasks (default: all): $all_tasks
  --tuners "U..."     tuners (default "$tuners"); xgb-nopred = xgb --predictor off
  --tt PATH           the tt binary (default: \$TT, else build/tt, else tt on PATH)
  --skip-existing     do not rerun a run whose trace and JSON are complete
  --parts "P..."      matrix, transfer (default both)
  --transfer-task T   the new Task of the transfer experiment (default $xfer_task)
  --transfer-from "T..."  the Tasks whose records fill its cache (default "$xfer_from")
  --fill-trials N     xgb trials per filling Task (default $fill_trials)
  --out DIR           where the traces go (default bench/tuning/traces)
  --dry-run           print the commands only
EOF
}

while [ $# -gt 0 ]; do
    case "$1" in
    --trials) trials=$2; shift 2 ;;
    --seeds) seeds=$2; shift 2 ;;
    --tasks) tasks=$2; shift 2 ;;
    --tuners) tuners=$2; shift 2 ;;
    --tt) tt=$2; shift 2 ;;
    --skip-existing) skip=1; shift ;;
    --parts) parts=$2; shift 2 ;;
    --transfer-task) xfer_task=$2; shift 2 ;;
    --transfer-from) xfer_from=$2; shift 2 ;;
    --fill-trials) fill_trials=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --dry-run) dry=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

if [ -z "$tt" ]; then
    if [ -n "${TT:-}" ]; then tt=$TT
    elif [ -x "$root/build/tt" ]; then tt=$root/build/tt
    else tt=$(command -v tt || true)
    fi
fi
if [ -z "$tt" ] || [ ! -x "$tt" ]; then
    echo "run.sh: no tt binary (give --tt PATH)" >&2
    exit 2
fi
case "$trials$fill_trials" in *[!0-9]*) echo "run.sh: --trials/--fill-trials must be numbers" >&2; exit 2 ;; esac

# OpenBLAS settings this machine's environment may carry; tt does not use
# OpenBLAS, but keep every run's environment the same.
unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
unset TT_CACHE_PATH TT_PREDICTOR TT_TUNE_BUDGET TT_NUM_THREADS

# task name -> tt arguments
task_args() {
    case "$1" in
    matmul512) echo "matmul --shape A=512x512 --shape B=512x512" ;;
    matmul1024) echo "matmul --shape A=1024x1024 --shape B=1024x1024" ;;
    r18_3x3_c64_56) echo "conv2d --shape X=1x64x56x56 --shape Wt=64x64x3x3 --attr pad_h=1 --attr pad_w=1" ;;
    r18_3x3_c256_14) echo "conv2d --shape X=1x256x14x14 --shape Wt=256x256x3x3 --attr pad_h=1 --attr pad_w=1" ;;
    r18_1x1s2_c64_56) echo "conv2d --shape X=1x64x56x56 --shape Wt=128x64x1x1 --attr stride_h=2 --attr stride_w=2" ;;
    *) return 1 ;;
    esac
}
# tuner name -> tt arguments (the transfer runs are added by the transfer part)
tuner_args() {
    case "$1" in
    xgb|random|ga) echo "--tuner $1 --no-transfer" ;;
    xgb-nopred) echo "--tuner xgb --predictor off --no-transfer" ;;
    *) return 1 ;;
    esac
}
for t in $tasks $xfer_task $xfer_from; do
    task_args "$t" >/dev/null || { echo "run.sh: unknown task '$t' (known: $all_tasks)" >&2; exit 2; }
done
for u in $tuners; do
    tuner_args "$u" >/dev/null || { echo "run.sh: unknown tuner '$u' (xgb random ga xgb-nopred)" >&2; exit 2; }
done

mkdir -p "$out"
work=$(mktemp -d "${TMPDIR:-/tmp}/tt-tuning.XXXXXX")
trap 'rm -rf "$work"' EXIT

# complete NAME N: the run NAME finished with a budget of N trials
complete() {
    local j="$out/$1.json"
    [ -s "$out/$1.csv" ] && [ -s "$j" ] && grep -q "\"budget_trials\": $2," "$j" &&
        grep -q '"default_gflops"' "$j"
}

nrun=0
nfail=0
# run NAME N CACHEDIR TT-ARGS...: one tt tune into NAME.csv / NAME.json
run_one() {
    local name=$1 n=$2 cache=$3
    shift 3
    if [ "$skip" = 1 ] && complete "$name" "$n"; then
        echo "== $name: complete, skipped"
        return 0
    fi
    local cmd=("$tt" tune "$@" --budget "${n}trials" --threads 1 --force
               --trace "$work/$name.csv" --json)
    echo "== $name: TT_CACHE_DIR=$cache ${cmd[*]}"
    [ "$dry" = 1 ] && return 0
    local load0 t0 t1 rc
    load0=$(cut -d' ' -f1-3 /proc/loadavg)
    t0=$(date +%s.%N)
    TT_CACHE_DIR=$cache "${cmd[@]}" >"$work/$name.out" 2>"$work/$name.err"
    rc=$?
    t1=$(date +%s.%N)
    nrun=$((nrun + 1))
    local wall
    wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
    # the trace is kept even when tt failed (it is written as it goes)
    [ -f "$work/$name.csv" ] && mv "$work/$name.csv" "$out/$name.csv"
    if [ $rc -ne 0 ] || ! grep -q '^{' "$work/$name.out"; then
        nfail=$((nfail + 1))
        rm -f "$out/$name.json"
        echo "   FAILED (exit $rc, ${wall}s); stderr:" >&2
        sed 's/^/   | /' "$work/$name.err" | tail -20 >&2
        cp "$work/$name.err" "$out/$name.err"
        return 1
    fi
    rm -f "$out/$name.err"
    local meta
    meta=$(printf '"budget_trials": %s, "wall_s": %s, "load_before": "%s", "load_after": "%s", "cache_dir": "%s", "command": "%s", ' \
        "$n" "$wall" "$load0" "$(cut -d' ' -f1-3 /proc/loadavg)" "$cache" "${cmd[*]//\"/}")
    grep '^{' "$work/$name.out" | head -1 | sed "s|^{|{$meta|" >"$out/$name.json"
    awk -v w="$wall" 'BEGIN { FS = ", " }
        { for (i = 1; i <= NF; i++) if ($i ~ /"(trials|gflops|default_gflops)"/) printf "   %s", $i }
        END { printf "   (%ss)\n", w }' "$out/$name.json"
}

fresh_cache() { # a new empty TT_CACHE_DIR
    mktemp -d "$work/cache.XXXXXX"
}

echo "tt: $tt"
echo "traces: $out"
echo "start: $(date -Is)  load: $(cat /proc/loadavg)"
start=$(date +%s)

case " $parts " in *" matrix "*)
    for task in $tasks; do
        for tuner in $tuners; do
            for seed in $seeds; do
                c=$(fresh_cache)
                # shellcheck disable=SC2046
                run_one "$task-$tuner-$seed" "$trials" "$c" $(task_args "$task") \
                    $(tuner_args "$tuner") --seed "$seed"
                rm -rf "$c"
            done
        done
    done
    ;;
esac

case " $parts " in *" transfer "*)
    # 1. one cache filled with the records of other Tasks (xgb, seed 1); only
    #    when a transfer run is still to do (the cache is temporary, so the
    #    filling runs are made again, not skipped)
    need=0
    for seed in $seeds; do
        [ "$skip" = 1 ] && complete "$xfer_task-xgb-transfer-$seed" "$trials" || need=1
    done
    if [ "$need" = 1 ]; then
        fill=$(fresh_cache)
        for src in $xfer_from; do
            [ "$src" = "$xfer_task" ] &&
                { echo "run.sh: --transfer-from must not hold the transfer task" >&2; exit 2; }
            # shellcheck disable=SC2046
            skip=0 run_one "$src-xgb-fill-1" "$fill_trials" "$fill" $(task_args "$src") \
                --tuner xgb --no-transfer --seed 1
        done
    fi
    # 2. the new Task, xgb without the predictor, transfer on, in a copy of
    #    that cache per seed (so no seed sees another seed's records)
    for seed in $seeds; do
        name="$xfer_task-xgb-transfer-$seed"
        if [ "$skip" = 1 ] && complete "$name" "$trials"; then
            echo "== $name: complete, skipped"
            continue
        fi
        c=$(fresh_cache)
        [ "$dry" = 0 ] && cp -a "$fill/." "$c/"
        # shellcheck disable=SC2046
        run_one "$name" "$trials" "$c" $(task_args "$xfer_task") \
            --tuner xgb --predictor off --seed "$seed"
        rm -rf "$c"
    done
    # 3. the baseline: the same, transfer off (the matrix's xgb-nopred runs)
    for seed in $seeds; do
        c=$(fresh_cache)
        # shellcheck disable=SC2046
        skip=1 run_one "$xfer_task-xgb-nopred-$seed" "$trials" "$c" $(task_args "$xfer_task") \
            $(tuner_args xgb-nopred) --seed "$seed"
        rm -rf "$c"
    done
    ;;
esac

echo "end: $(date -Is)  load: $(cat /proc/loadavg)  runs: $nrun  failed: $nfail  wall: $(( $(date +%s) - start ))s"
[ "$nfail" = 0 ]

#!/bin/sh
# The whole comparison: tune every step, time the kernels interleaved,
# oneDNN through tt-bench, then the report. Resumable (steps already in
# $WORK/tune.jsonl are skipped). Knobs (environment):
#   BUILD          build directory with libtt, tt-bench, peers-venv (default build)
#   PEERS_THREADS  thread counts (default 1,2)
#   PEERS_TASKS    Tasks (default: all of bench/peers/tasks.py)
#   PEERS_STEPS    steps for every Task (default in run.py)
#   PEERS_BIG      Tasks that also get tt tune 1000 trials and TVM 1000 trials (default: bert_m128_n768_k768)
#   PEERS_BIG_THREADS  thread counts for those (default 1)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=${BUILD:-build}
export BUILD=$(cd "$BUILD" && pwd)
PY="$BUILD/peers-venv/bin/python"
THREADS=${PEERS_THREADS:-1,2}
BIG=${PEERS_BIG:-bert_m128_n768_k768}
BIGT=${PEERS_BIG_THREADS:-1}
TASKS_OPT=""; [ -n "${PEERS_TASKS:-}" ] && TASKS_OPT="--tasks $PEERS_TASKS"
STEPS_OPT=""; [ -n "${PEERS_STEPS:-}" ] && STEPS_OPT="--steps $PEERS_STEPS"
for t in $(echo "$THREADS" | tr , ' '); do
    "$PY" "$HERE/run.py" tune --threads "$t" $TASKS_OPT $STEPS_OPT
done
if [ -n "$BIG" ]; then
    "$PY" "$HERE/run.py" tune --threads "$BIGT" --tasks "$BIG" --steps tt:tune:1000trials,tvm:1000
fi
"$PY" "$HERE/run.py" measure --threads "$THREADS" $TASKS_OPT
"$PY" "$HERE/run.py" onednn --threads "$THREADS" $TASKS_OPT
"$PY" "$HERE/run.py" report

#!/bin/sh
# tt tune: a fresh tune (--json keys, "cache": "miss", the trial count), a
# second call that is a cache hit without tuning, --force, every --tuner,
# --seed repeatability, --trace, --predictor off, the winner's config run
# through `tt run --config` (interpreter check), and exit 2 with a message
# for bad options and bad TT_* variables.
#
#   sh test_tune_tool.sh /path/to/tt
set -u
TT=$1
. "$(dirname "$0")/lib.sh"
# A cache of our own, and nothing from the caller's environment.
export TT_CACHE_DIR="$tmp/cache"
export TT_TUNE_BUDGET=0
unset TT_CACHE_PATH TT_REQUIRE_CACHED TT_PREDICTOR TT_TARGET TT_NUM_THREADS TT_LOG TT_DUMP

# json_key KEY: the last output ($tmp/out) has "KEY": ...
json_key() {
    grep -qE "\"$1\": " "$tmp/out" || fail "--json output has no key '$1'"
}
# json_is KEY VALUE: ... and its value is VALUE (JSON text, e.g. 4 or "hit")
json_is() {
    grep -qE "\"$1\": $2[,}]" "$tmp/out" ||
        fail "--json: expected \"$1\": $2 in: $(cat "$tmp/out")"
}
# json_valid: the output parses as one JSON object (when python3 is here)
json_valid() {
    if command -v python3 >/dev/null 2>&1; then
        python3 -c 'import json,sys; o=json.load(sys.stdin); assert isinstance(o, dict)' \
            <"$tmp/out" 2>/dev/null || fail "--json output is not one JSON object: $(cat "$tmp/out")"
    fi
}

MM="matmul --shape A=8x8 --shape B=8x8"

# --- a fresh tune: one JSON object, a miss, exactly the trials asked for
expect 0 out '"cache": "miss"' -- tune $MM --budget 4trials --json
[ "$(wc -l <"$tmp/out")" -eq 1 ] || fail "tune --json printed $(wc -l <"$tmp/out") lines, expected 1"
json_valid
for k in op task shapes threads tuner trials tune_s best_ms gflops default_ms default_gflops \
    errors skipped raced best_is_default ranked measured transfer_rows cache config; do
    json_key "$k"
done
json_is trials 4
json_is tuner '"xgb"'
json_is cache '"miss"'
json_is ranked 0
json_is measured 5
config=$(sed -n 's/.*"config": "\([^"]*\)".*/\1/p' "$tmp/out")
[ -n "$config" ] || fail "no config in the tune --json output"
task=$(sed -n 's/.*"task": "\([0-9a-f]*\)".*/\1/p' "$tmp/out")
[ "${#task}" -eq 32 ] || fail "task key '$task' is not 32 hex characters"

# --- the same call again: a hit, no tuning, the same winner
expect 0 out '"cache": "hit"' -- tune $MM --budget 4trials --json
json_valid
json_is trials 0
grep -qF "\"config\": \"$config\"" "$tmp/out" || fail "the cache hit returned another config"
# ... and the winner is in the cache under that Task key
expect 0 out "$task" -- cache list --json

# --- --force tunes again
expect 0 out '"cache": "miss"' -- tune $MM --budget 4trials --json --force
json_is trials 4

# --- every tuner works (and says which it was)
for tuner in random ga twophase oneshot xgb; do
    if expect 0 out "\"tuner\": \"$tuner\"" -- tune $MM --budget 4trials --json --force --tuner "$tuner"; then
        json_is trials 4
        json_is cache '"miss"'
    fi
done

# --- the same --seed proposes the same candidates (random tuner: no model)
expect 0 out "" -- tune $MM --budget 4trials --force --tuner random --seed 7 --trace "$tmp/s1.csv"
expect 0 out "" -- tune $MM --budget 4trials --force --tuner random --seed 7 --trace "$tmp/s2.csv"
cut -d, -f8- "$tmp/s1.csv" >"$tmp/s1.cfg" 2>/dev/null
cut -d, -f8- "$tmp/s2.csv" >"$tmp/s2.cfg" 2>/dev/null
cmp -s "$tmp/s1.cfg" "$tmp/s2.cfg" || fail "--tuner random --seed 7 twice measured different configs"

# --- --trace: a header, then one CSV line per trial
expect 0 out "" -- tune $MM --budget 4trials --force --trace "$tmp/trace.csv"
if [ -f "$tmp/trace.csv" ]; then
    head -n 1 "$tmp/trace.csv" | grep -q '^trial,elapsed_s,status,compile_ms,run_ms,gflops,cut,config$' ||
        fail "--trace header: $(head -n 1 "$tmp/trace.csv")"
    n=$(wc -l <"$tmp/trace.csv")
    [ "$n" -eq 5 ] || fail "--trace: $n lines, expected 1 + 4 trials"
    [ "$(grep -c '^[1-4],' "$tmp/trace.csv")" -eq 4 ] || fail "--trace: trials are not numbered 1..4"
else
    fail "--trace did not write $tmp/trace.csv"
fi
# the text report names the Task and the config
expect 0 out "config" -- tune $MM --budget 4trials --force

# --- --predictor off / TT_PREDICTOR=off
expect 0 out '"trials": 4' -- tune $MM --budget 4trials --json --force --predictor off
expect 0 out '"trials": 4' -- tune $MM --budget 4trials --json --force --predictor on
expect_env "TT_PREDICTOR=off" 0 out '"trials": 4' -- tune $MM --budget 4trials --json --force
# --no-transfer
expect 0 out '"transfer_rows": 0' -- tune $MM --budget 4trials --json --force --no-transfer

# --- the budget from TT_TUNE_BUDGET when --budget is absent
expect_env "TT_TUNE_BUDGET=3trials" 0 out '"trials": 3' -- tune $MM --json --force
# ... and no budget at all is a usage error, not a silent no-op
expect 2 err "budget" -- tune $MM
expect 2 err "budget" -- tune $MM --budget off

# --- the winner's config passes the interpreter check in tt run
expect 0 out '"cache": "hit"' -- tune $MM --budget 4trials --json
config=$(sed -n 's/.*"config": "\([^"]*\)".*/\1/p' "$tmp/out")
expect 0 out "PASS" -- run $MM --config "$config"
expect 0 out "$config" -- run $MM --config "$config"
# every candidate the trace says was measured ok passes the check in tt run
if [ -f "$tmp/trace.csv" ]; then
    sed -n '2,$p' "$tmp/trace.csv" | awk -F, '$3 == "ok"' | sed -n 's/.*,"\(.*\)"$/\1/p' >"$tmp/cands"
    [ -s "$tmp/cands" ] || fail "--trace: no candidate measured ok"
    while IFS= read -r c; do
        expect 0 out "PASS" -- run $MM --config "$c"
    done <"$tmp/cands"
fi
# another operator with an attribute
expect 0 out '"cache": "miss"' -- tune max_pool2d --shape X=1x2x6x6 --attr stride_h=1 --attr stride_w=1 \
    --budget 3trials --json
config=$(sed -n 's/.*"config": "\([^"]*\)".*/\1/p' "$tmp/out")
expect 0 out "PASS" -- run max_pool2d --shape X=1x2x6x6 --attr stride_h=1 --attr stride_w=1 --config "$config"

# --- bad options: exit 2 with a message
expect 2 err "--tuner must be xgb, random, ga, twophase, oneshot or ebs, not 'bogus'" -- tune $MM --budget 4trials --tuner bogus
# oneshot ranks with the predictor: without one it is refused, not run
expect 2 err "cannot run with --predictor off" -- tune $MM --budget 4trials --tuner oneshot --predictor off --force
expect_env "TT_PREDICTOR=off" 2 err "--tuner oneshot ranks with the pre-trained predictor" -- tune $MM --budget 4trials --tuner oneshot --force
# ... and with one, it ranks a sample and measures the top 4 and the default
if expect 0 out '"tuner": "oneshot"' -- tune $MM --budget 4trials --json --force --tuner oneshot; then
    json_is measured 5
    grep -qE '"ranked": [1-9][0-9]*' "$tmp/out" || fail "oneshot ranked nothing: $(cat "$tmp/out")"
fi
expect 2 err "budget='fast' is not valid" -- tune $MM --budget fast
expect 2 err "budget='-1s' is not valid" -- tune $MM --budget -1s
expect 2 err "budget='3 s' is not valid" -- tune $MM --budget "3 s"
expect 2 err "unexpected argument 's'" -- tune $MM --budget 3 s
expect 2 err "budget='99999999999999999999trials' is not valid" -- tune $MM --budget 99999999999999999999trials
expect 2 err "missing --shape for input 'B'" -- tune matmul --shape A=8x8 --budget 4trials
expect 2 err "missing --shape for input 'A'" -- tune matmul --budget 4trials
expect 2 err "--shape A=0x8" -- tune matmul --shape A=0x8 --shape B=8x8 --budget 4trials
expect 2 err "dimension K is 8 in 'A'" -- tune matmul --shape A=8x8 --shape B=4x8 --budget 4trials
expect 2 err "'nosuchop' is not a shipped operator" -- tune nosuchop --shape A=8 --budget 4trials
expect 2 err "no operator given" -- tune
# a bad --trace path is an error on a cache hit too
expect 2 err "--trace $tmp/no/such/dir/t.csv" -- tune $MM --budget 4trials --trace "$tmp/no/such/dir/t.csv"
expect 2 err "--trace $tmp/no/such/dir/t.csv" -- tune $MM --budget 4trials --force --trace "$tmp/no/such/dir/t.csv"
expect 2 err "Is a directory" -- tune $MM --budget 4trials --force --trace "$tmp"
expect 2 err "--predictor must be on or off, not 'maybe'" -- tune $MM --budget 4trials --predictor maybe
expect 2 err "has no attribute 'foo'" -- tune $MM --budget 4trials --attr foo=1
expect 2 err "--threads" -- tune $MM --budget 4trials --threads 0
expect 2 err "--seed" -- tune $MM --budget 4trials --seed abc
expect 2 err "unknown option '--frobnicate'" -- tune $MM --budget 4trials --frobnicate
# An option given without its value
expect 2 err "--budget needs a value" -- tune $MM --budget
expect 2 err "--tuner needs a value" -- tune $MM --budget 4trials --tuner
expect 2 err "--trace needs a value" -- tune $MM --budget 4trials --trace
expect 0 out "usage: tt tune" -- tune --help

# --- bad TT_* variables: exit 2 naming the variable
expect_env "TT_PREDICTOR=/nonexistent" 2 err "TT_PREDICTOR" -- tune $MM --budget 4trials --force
expect_env "TT_PREDICTOR=$tmp" 2 err "TT_PREDICTOR" -- tune $MM --budget 4trials --force
expect_env "TT_TUNE_BUDGET=fast" 2 err "TT_TUNE_BUDGET='fast'" -- tune $MM --force
expect_env "TT_TUNE_BUDGET=-1s" 2 err "TT_TUNE_BUDGET" -- tune $MM --force
expect_env "TT_NUM_THREADS=0" 2 err "TT_NUM_THREADS='0'" -- tune $MM --budget 4trials --force
expect_env "TT_NUM_THREADS=abc" 2 err "TT_NUM_THREADS" -- tune $MM --budget 4trials --force
expect_env "TT_TARGET=gpu" 2 err "TT_TARGET='gpu'" -- tune $MM --budget 4trials --force
expect_env "TT_LOG=loud" 2 err "TT_LOG" -- tune $MM --budget 4trials --force
expect_env "TT_REQUIRE_CACHED=maybe" 2 err "TT_REQUIRE_CACHED" -- tune $MM --budget 4trials --force

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
exit 0

#!/bin/sh
# tt-bench --conv-cases FILE: a bad file stops the run before anything is
# measured (exit 2, FILE:LINE and what is wrong on stderr); a good file's
# case runs through every contender and is checked (exit 0, its JSON line);
# bench/conv-cases.py writes files tt-bench reads.
#
#   sh test_bench_cases.sh /path/to/tt-bench
set -u
BENCH=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
fast="--threads 1 --budget 0 --repeat-ms 0.05 --min-runs 1 --peak-ms 2 --quiet-wait 0 --quiet"

# expect CODE TEXT ARGS...: run tt-bench ARGS; exit CODE and TEXT (fixed
# string, empty: no check) on stderr
expect() {
    code=$1 text=$2
    shift 2
    "$BENCH" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$code" ]; then
        echo "FAIL: tt-bench $*: exit $got, expected $code" >&2
        sed 's/^/  stderr: /' "$tmp/err" >&2
        failures=$((failures + 1))
    elif [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/err"; then
        echo "FAIL: tt-bench $*: expected \"$text\" on stderr" >&2
        sed 's/^/  stderr: /' "$tmp/err" >&2
        failures=$((failures + 1))
    else
        echo "ok   tt-bench $*"
    fi
}

bad() {   # bad NAME TEXT LINES...: a file of LINES is refused with TEXT
    name=$1 text=$2
    shift 2
    printf '%s\n' "$@" >"$tmp/$name"
    expect 2 "$tmp/$name:$text" --suite conv --conv-cases "$tmp/$name" $fast
}
bad cols.txt "2: 9 columns; want 14" "# a comment" "c 64 9 9 64 3 3 1 1"
bad many.txt "1: at least 16 columns" "c 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17"
bad groups.txt "1: groups must divide C and F" "g 64 9 9 64 3 3 1 1 1 1 1 1 3"
bad nout.txt "1: the window (dilated) is larger" "w 8 2 2 8 3 3 1 1 0 0 1 1 1"
bad dil.txt "1: the window (dilated) is larger" "d 8 5 5 8 3 3 1 1 0 0 3 3 1"
bad zero.txt "1: stride_h '0': an integer from 1" "z 8 9 9 8 3 3 0 1 1 1 1 1 1"
bad neg.txt "1: pad_w '-1': an integer from 0" "n 8 9 9 8 3 3 1 1 1 -1 1 1 1"
bad word.txt "1: C 'x8': an integer" "x x8 9 9 8 3 3 1 1 1 1 1 1 1"
bad huge.txt "1: F '99999999999': an integer" "h 8 9 9 99999999999 3 3 1 1 1 1 1 1 1"
bad big.txt "1: a tensor of more than 2^28 floats" "b 1000 1000 1000 8 1 1 1 1 0 0 1 1 1"
bad name.txt "1: case name 'a/b'" "a/b 8 9 9 8 3 3 1 1 1 1 1 1 1"
bad twice.txt "2: case 'a' again" "a 8 9 9 8 3 3 1 1 1 1 1 1 1" "a 8 7 7 8 3 3 1 1 1 1 1 1 1"
bad empty.txt " no cases" "# only a comment" ""
expect 2 "$tmp/none.txt: No such file" --suite conv --conv-cases "$tmp/none.txt" $fast
printf 'a 8 9 9 8 3 3 1 1 1 1 1 1 1\n' >"$tmp/good.txt"
expect 2 "--conv-cases goes with the conv suite" --suite gemm --conv-cases "$tmp/good.txt" $fast
expect 2 "--conv-cases needs a value" --suite conv --conv-cases

# a good file: its cases run (checked against oneDNN) instead of the suite's
printf '# name C H W F R S sh sw ph pw dh dw g\nodd_3x3s2_c5_f7_11 5 11 11 7 3 3 2 2 1 1 1 1 1  # stride\n\nodd_dw3x3_c6_9 6 9 9 6 3 3 1 1 1 1 1 1 6\n' >"$tmp/good.txt"
expect 0 "" --suite conv --conv-cases "$tmp/good.txt" $fast --json
n=$(grep -c '"suite": "conv", "case": "odd_' "$tmp/out")
if [ "$n" -ne 2 ] || grep -q '"case": "r18_' "$tmp/out" ||
    ! grep -qF "\"conv_cases\": \"$tmp/good.txt\"" "$tmp/out"; then
    echo "FAIL: --conv-cases: $n of the file's 2 cases in the JSON, a suite case ran, or the meta line does not name the file" >&2
    failures=$((failures + 1))
fi

# bench/conv-cases.py: a file tt-bench reads (no case selected: none runs)
if command -v python3 >/dev/null 2>&1 && [ -n "${TT_SOURCE_DIR:-}" ]; then
    python3 "$TT_SOURCE_DIR/bench/conv-cases.py" --not-in-suite >"$tmp/prior.txt" ||
        { echo "FAIL: bench/conv-cases.py" >&2; failures=$((failures + 1)); }
    if grep -E '^r18_3x3_c64_56 |^rx101_|^[^#].* 64 56 56 64 3 3 1 1 1 1 1 1 1$' "$tmp/prior.txt"; then
        echo "FAIL: conv-cases.py --not-in-suite kept a suite shape" >&2
        failures=$((failures + 1))
    fi
    expect 0 "no case matched" --suite conv --conv-cases "$tmp/prior.txt" --sizes no-such-case $fast
fi

[ "$failures" -eq 0 ] || { echo "$failures failure(s)" >&2; exit 1; }
echo "all passed"

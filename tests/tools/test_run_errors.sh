#!/bin/sh
# tt run: exit 2 with a message on stderr for every kind of bad input
# (malformed definition with LINE:COL, missing or bad --shape, unknown
# operator, shapes that do not bind), exit 0 for a good run and for --help.
#
#   sh test_run_errors.sh /path/to/tt
set -u
TT=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0

# expect CODE STREAM TEXT -- ARGS...: run tt ARGS; require exit CODE and
# TEXT (a fixed string; empty: no check) in STREAM (out or err).
expect() {
    code=$1 stream=$2 text=$3
    shift 4
    "$TT" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$code" ]; then
        echo "FAIL: tt $*: exit $got, expected $code" >&2
        sed 's/^/  stderr: /' "$tmp/err" >&2
        failures=$((failures + 1))
        return
    fi
    if [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/$stream"; then
        echo "FAIL: tt $*: expected \"$text\" on std$stream" >&2
        sed 's/^/  std'"$stream"': /' "$tmp/$stream" >&2
        failures=$((failures + 1))
        return
    fi
    echo "ok   tt $*"
}

# --- a malformed definition: exit 2, LINE:COL of the mistake on stderr
printf 'f(A[M]) -> C[M] {\n  C[m] = A[m] $ 1\n}\n' >"$tmp/bad.tt"
expect 2 err "bad.tt: 2:15: unexpected character '\$'" -- run "$tmp/bad.tt" --shape A=4
printf 'f(A[M], B:i32[M]) -> C[M] {\n  C[m] = A[m] + B[m]\n}\n' >"$tmp/types.tt"
expect 2 err "2:15: type mismatch: f32 + i32" -- run "$tmp/types.tt" --shape A=4 --shape B=4
printf 'f(A[M]) -> C[M] {\n  C[m] = A[m]\n' >"$tmp/open.tt"
expect 2 err "3:1: expected '}'" -- run "$tmp/open.tt" --shape A=4
# the message goes to stderr only
expect 2 out "" -- run "$tmp/bad.tt" --shape A=4
if [ -s "$tmp/out" ]; then
    echo "FAIL: a parse error wrote to stdout" >&2
    failures=$((failures + 1))
fi

# --- missing or malformed --shape
expect 2 err "missing --shape for input 'B'" -- run matmul --shape A=3x5
expect 2 err "missing --shape for input 'A'" -- run matmul
expect 2 err "--shape A=3y5" -- run matmul --shape A=3y5 --shape B=5x7
expect 2 err "has no input 'Q'" -- run matmul --shape Q=3x5 --shape B=5x7
expect 2 err "--shape needs a value" -- run matmul --shape

# --- unknown operator, file or definition
expect 2 err "'nosuchop' is not a shipped operator" -- run nosuchop --shape A=3
expect 2 err "no such file" -- run "$tmp/missing.tt" --shape A=3
mkdir "$tmp/dir.tt"
expect 2 err "cannot read '$tmp/dir.tt': not a regular file" -- run "$tmp/dir.tt" --shape A=3
printf 'one(A[M]) -> C[M] { C[i] = A[i] }\ntwo(A[M]) -> C[M] { C[i] = A[i] * 2 }\n' >"$tmp/two.tt"
expect 2 err "defines no operator 'three'" -- run "$tmp/two.tt:three" --shape A=3

# --- shapes that do not bind: the message names the tensors and values
expect 2 err "dimension K is 5 in 'A' (dimension 1) but 6 in 'B' (dimension 0)" -- \
    run matmul --shape A=3x5 --shape B=6x7
expect 2 err "input 'B' has rank 2, got a tensor of rank 3" -- \
    run matmul --shape A=3x5 --shape B=5x7x1
expect 2 err "output 'Y' dimension 2 is" -- \
    run conv2d --shape X=1x1x2x2 --shape Wt=1x1x3x3

# --- usage
expect 2 err "unknown option '--frobnicate'" -- run matmul --frobnicate
expect 2 err "no operator given" -- run
expect 2 err "unknown command 'frobnicate'" -- frobnicate
expect 2 err "usage: tt" --
expect 2 err "--clock takes wall or cpu, got 'sun'" -- run matmul --shape A=3x5 --shape B=5x7 --clock sun
expect 2 err "--clock cpu needs --threads 1" -- run matmul --shape A=3x5 --shape B=5x7 --clock cpu
expect 2 err "needs a value" -- run matmul --shape A=3x5 --shape B=5x7 --clock
# several --config (timed in interleaved rounds)
MM="matmul --shape A=13x17 --shape B=17x40"
expect 2 err "--rounds goes with several --config" -- run $MM --config default --rounds 3
expect 2 err "--rounds needs a positive number up to 1000, got '0'" -- run $MM --config default --config default --rounds 0
expect 2 err "--config random cannot be given with other" -- run $MM --config default --config random
expect 2 err "--samples goes with one --config random" -- run $MM --config default --config default --samples 2
expect 2 err "--config: " -- run $MM --config default --config "v1 nonsense"
expect 2 err "has no fused form" -- run $MM --config default --config fused

# --- good runs and help: exit 0
expect 0 out "PASS" -- run matmul --shape A=3x5 --shape B=5x7
expect 0 out "PASS" -- run "$tmp/two.tt:two" --shape A=7
expect 0 out "PASS" -- run matmul --shape A=3x5 --shape B=5x7 --threads 1 --clock cpu
expect 0 out "usage: tt" -- --help
# two configs, JSON: one checked object each, in the order given, the same
# config text as a single run of each prints
c1=$("$TT" run $MM --config default --json | sed 's/.*"config": "\([^"]*\)".*/\1/')
c2=$("$TT" run $MM --config random --seed 5 --json | sed 's/.*"config": "\([^"]*\)".*/\1/')
expect 0 out '"checked": true' -- run $MM --config "$c2" --config default --rounds 2 --json
if [ "$(grep -c '"ok": true, "checked": true' "$tmp/out")" -ne 2 ] ||
   [ "$(sed -n 1p "$tmp/out" | grep -cF "\"config\": \"$c2\"")" -ne 1 ] ||
   [ "$(sed -n 2p "$tmp/out" | grep -cF "\"config\": \"$c1\"")" -ne 1 ]; then
    echo "FAIL: tt run with two --config: expected two checked objects, $c2 then $c1" >&2
    sed 's/^/  stdout: /' "$tmp/out" >&2
    failures=$((failures + 1))
fi
expect 0 out "usage: tt run" -- run --help

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
exit 0

#!/bin/sh
# tt warm: an ops file (a comment, an attribute) is tuned line by line with
# a summary table; a second run is all cache hits; the warmed directory
# then serves as a read-only layer (TT_CACHE_PATH) with TT_REQUIRE_CACHED=1:
# a warmed Task is a hit, any other exits 2 naming TT_REQUIRE_CACHED; bad
# ops files exit 2 and name the line.
#
#   sh test_warm_tool.sh /path/to/tt
set -u
TT=$1
. "$(dirname "$0")/lib.sh"
export TT_CACHE_DIR="$tmp/warm"
export TT_TUNE_BUDGET=0
unset TT_CACHE_PATH TT_REQUIRE_CACHED TT_PREDICTOR TT_TARGET TT_NUM_THREADS TT_LOG TT_DUMP

# count RESULT N: the last summary table has N rows whose result is RESULT
count() {
    n=$(grep -cE "[[:space:]]$1[[:space:]]+[0-9.]+[[:space:]]+[0-9.]+[[:space:]]+[0-9.]+$" "$tmp/out")
    [ "$n" -eq "$2" ] || fail "expected $2 '$1' rows in the warm table, got $n: $(cat "$tmp/out")"
}

cat >"$tmp/model.ops" <<'EOF'
# a tiny deploy list
relu X=4x8
matmul A=4x4 B=4x4      # a trailing comment

max_pool2d X=1x1x6x6 stride_h=1 stride_w=1
EOF

# --- warm: all three lines tuned, a table with a header
expect 0 out "operator and shapes" -- warm "$tmp/model.ops" --budget 3trials
count tuned 3
grep -q "^relu X=4x8 " "$tmp/out" || fail "the table lacks the relu line"
grep -q "^max_pool2d X=1x1x6x6 stride_h=1 stride_w=1 " "$tmp/out" || fail "the table lacks the pool line"
expect 0 out "3 winners" -- cache list

# --- again: nothing tuned, all cached
expect 0 out "operator and shapes" -- warm "$tmp/model.ops" --budget 3trials
count cached 3
count tuned 0
expect 0 out '"result": "cached"' -- warm "$tmp/model.ops" --budget 3trials --json
[ "$(grep -c '"result": "cached"' "$tmp/out")" -eq 3 ] || fail "warm --json: not 3 cached lines: $(cat "$tmp/out")"
if command -v python3 >/dev/null 2>&1; then
    python3 -c '
import json, sys
for line in sys.stdin:
    assert isinstance(json.loads(line), dict)
' <"$tmp/out" 2>/dev/null || fail "warm --json is not one JSON object per line"
fi
# a line added later: only it is tuned
cp "$tmp/model.ops" "$tmp/more.ops"
echo "add A=2x8 B=2x8" >>"$tmp/more.ops"
expect 0 out "" -- warm "$tmp/more.ops" --budget 3trials
count cached 3
count tuned 1
# from stdin
expect 0 out "cached" -- warm - --budget 3trials <"$tmp/model.ops"

# --- the warmed directory as a read-only layer, no writable cache
layer="$TT_CACHE_DIR"
REQ="TT_CACHE_DIR= TT_CACHE_PATH=$layer TT_REQUIRE_CACHED=1"
XENV=$REQ
expect 0 out '"cache": "hit"' -- run relu --shape X=4x8 --json
expect 0 out '"cache": "hit"' -- run matmul --shape A=4x4 --shape B=4x4 --json
expect 0 out '"cache": "hit"' -- run max_pool2d --shape X=1x1x6x6 --attr stride_h=1 --attr stride_w=1 --json
grep -qF '"ok": true' "$tmp/out" || fail "the layer's kernel failed the check"
expect 0 out "layer" -- cache list
expect 0 out "4 verified, 0 failed" -- cache verify
# not warmed: another shape, other attribute values, another thread count
expect 2 err "TT_REQUIRE_CACHED" -- run relu --shape X=4x12
expect 2 err "TT_REQUIRE_CACHED" -- run max_pool2d --shape X=1x1x6x6
expect 2 err "TT_REQUIRE_CACHED" -- run matmul --shape A=4x4 --shape B=4x4 --threads 1
expect 2 err "tt warm" -- run matmul --shape A=4x8 --shape B=8x4
XENV=
# without TT_REQUIRE_CACHED the same miss runs the default and passes
XENV="TT_CACHE_DIR= TT_CACHE_PATH=$layer"
expect 0 out '"cache": "miss"' -- run relu --shape X=4x12 --json
XENV=
# the layer was not written to
expect 0 out "4 winners" -- cache list

# --- bad ops files: exit 2, naming the line
printf 'relu X=4x20\nnosuchop X=4\n' >"$tmp/badop.ops"
expect 2 err "line 2: 'nosuchop' is not a shipped operator" -- warm "$tmp/badop.ops" --budget 3trials
printf '# comment\nrelu X=4x8\n\nrelu X=4y8\n' >"$tmp/badshape.ops"
expect 2 err "line 4: --shape X=4y8" -- warm "$tmp/badshape.ops" --budget 3trials
printf 'relu X=4x8 Q=3\n' >"$tmp/badname.ops"
expect 2 err "line 1: 'relu' has no input or attribute 'Q'" -- warm "$tmp/badname.ops" --budget 3trials
printf 'relu X=4x8 junk\n' >"$tmp/junk.ops"
expect 2 err "line 1: 'junk' is not NAME=VALUE" -- warm "$tmp/junk.ops" --budget 3trials
printf 'relu\n' >"$tmp/noshape.ops"
expect 2 err "line 1: missing --shape for input 'X'" -- warm "$tmp/noshape.ops" --budget 3trials
printf 'matmul A=4x5 B=6x4\n' >"$tmp/bind.ops"
expect 2 err "line 1: dimension K is 5" -- warm "$tmp/bind.ops" --budget 3trials
printf 'max_pool2d X=1x1x4x4 kh=zz\n' >"$tmp/attr.ops"
expect 2 err "line 1: attribute 'kh' needs an integer value" -- warm "$tmp/attr.ops" --budget 3trials
# (a letter first: random bytes may start with '#', a newline or a NUL,
# and then the first line to report is a later one)
{ printf 'x'; head -c 3000 /dev/urandom; } >"$tmp/random.ops"
expect 2 err "line 1:" -- warm "$tmp/random.ops" --budget 3trials
expect 2 err "cannot open" -- warm "$tmp/no-such.ops" --budget 3trials
# the good line before the bad one was still warmed
expect 0 out "X=4x20 -> Y=4x20" -- cache list
# an empty file (or only comments) warms nothing and succeeds
printf '# nothing\n\n' >"$tmp/empty.ops"
expect 0 out "operator and shapes" -- warm "$tmp/empty.ops" --budget 3trials

# --- a shape class: the line stands for its class kernel (one Task, M at
# the range's top, its rows a kernel parameter), cached like any other
printf 'matmul A=7x5 B=5x6 dynamic=M:3..20\n' >"$tmp/class.ops"
expect 0 out "operator and shapes" -- warm "$tmp/class.ops" --budget 2trials
count tuned 1
grep -q "^matmul A=20x5 B=5x6 dynamic=M:3..20 " "$tmp/out" || fail "the class kernel's line: $(cat "$tmp/out")"
expect 0 out "cached" -- warm "$tmp/class.ops" --budget 2trials
expect 0 out "C=20x6 dynamic=M:3..20" -- cache list
printf 'matmul A=7x5 B=5x6 dynamic=M:3..20 dynamic=M:3..20\n' >"$tmp/class2.ops"
expect 2 err "line 1:" -- warm "$tmp/class2.ops" --budget 2trials
printf 'matmul A=7x5 B=5x6 dynamic=K:1..8\n' >"$tmp/classk.ops"
expect 2 err "line 1: dimension 'K' of 'matmul' cannot be dynamic" -- warm "$tmp/classk.ops" --budget 2trials
printf 'matmul A=7x5 B=5x6 dynamic=M:1-8\n' >"$tmp/classr.ops"
expect 2 err "line 1: 'dynamic=M:1-8' is not dynamic=DIM:LO..HI" -- warm "$tmp/classr.ops" --budget 2trials
printf 'matmul A=7x5 B=5x6 dynamic=M:0..8\n' >"$tmp/class0.ops"
expect 2 err "is not 1 <= lo <= hi" -- warm "$tmp/class0.ops" --budget 2trials
printf 'matmul A=7x5 B=5x6 dynamic=Q:1..8\n' >"$tmp/classq.ops"
expect 2 err "has no dimension 'Q'" -- warm "$tmp/classq.ops" --budget 2trials

# --- usage
expect 2 err "no OPS_FILE given" -- warm
expect 2 err "budget='fast' is not valid" -- warm "$tmp/model.ops" --budget fast
expect 2 err "unexpected argument 'extra'" -- warm "$tmp/model.ops" extra
expect 2 err "unknown option '--frob'" -- warm "$tmp/model.ops" --frob
expect 2 err "--threads" -- warm "$tmp/model.ops" --threads 0
expect 2 err "--budget" -- warm "$tmp/model.ops" --budget
expect_env_bad() {
    XENV=$1
    shift
    expect "$@"
    XENV=
}
expect_env_bad "TT_TUNE_BUDGET=fast" 2 err "TT_TUNE_BUDGET" -- warm "$tmp/model.ops"
expect_env_bad "TT_NUM_THREADS=0" 2 err "TT_NUM_THREADS" -- warm "$tmp/model.ops" --budget 3trials
expect 0 out "usage: tt warm" -- warm --help
# a line with more than 64 inputs, a directory, a budget of 0
{ printf 'relu'; i=0; while [ $i -lt 65 ]; do printf ' X=4x8'; i=$((i + 1)); done; echo; } >"$tmp/many.ops"
expect 2 err "line 1: more than 64 shapes" -- warm "$tmp/many.ops" --budget 2trials
expect 2 err "is a directory" -- warm "$tmp" --budget 2trials
expect_env_bad "TT_TUNE_BUDGET=0" 2 err "the budget is 0/off" -- warm "$tmp/model.ops"
expect 2 err "--budget needs a value" -- warm "$tmp/model.ops" --budget

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
exit 0

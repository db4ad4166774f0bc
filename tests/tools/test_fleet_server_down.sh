#!/bin/sh
# Issue 16, test 3: the shared store's server is stopped in the middle of
# a run.  Every caller still gets correct results (tt run checks them
# against the reference interpreter) from its local cache or the default
# schedule; each process says so once; the local file stays intact; a
# warm hit never touches the network; tt cache verify reports the shared
# store down, and fine again once it is back.  Also: the server down at
# start, and bad TT_CACHE_URL values.  Under a throw-away PostgreSQL server.
TT=$1
if [ -z "${TT_TEST_PG_URL:-}" ]; then
    exec sh "$TT_SOURCE_DIR/tests/pg/pg_server.sh" run sh "$0" "$@"
fi
. "$(dirname "$0")/lib.sh"

export TT_CACHE_URL="$TT_TEST_PG_URL" TT_NUM_THREADS=1 TT_CACHE_DIR="$tmp/m"

# bad values: a status and a message naming the variable, never a crash
expect_env "TT_CACHE_URL=mysql://h/db" 2 err "TT_CACHE_URL is not valid" -- run matmul --shape A=4x4 --shape B=4x4
expect_env "TT_CACHE_URL=postgresql://h:port/db" 2 err "port" -- run matmul --shape A=4x4 --shape B=4x4
expect_env "TT_CACHE_URL=postgresql:///db?bogus=1" 2 err "bogus" -- run matmul --shape A=4x4 --shape B=4x4
expect_env "TT_HW_KEY_OVERRIDE=xyz" 2 err "TT_HW_KEY_OVERRIDE" -- run matmul --shape A=4x4 --shape B=4x4
expect 2 err "is not a time" -- worker --claim-timeout abc
expect 2 err "--max needs a whole number" -- worker --max 0
expect 2 err "unknown subcommand 'foo'" -- queue foo
expect 2 err "--queue needs a value" -- warm --queue
expect 2 err "is not a hardware key" -- warm --queue /dev/null --hw nothex
expect 2 err "--hw goes with --queue" -- warm /dev/null --hw aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
expect_env "TT_CACHE_URL=" 2 err "needs the shared store" -- worker --budget 1s
expect_env "TT_CACHE_URL=" 2 err "needs the shared store" -- queue status

# warm up with the server: two Tasks tuned, in the shared store
expect_env "TT_TUNE_BUDGET=150ms" 0 out "PASS" -- run matmul --shape A=16x16 --shape B=16x16
expect_env "TT_TUNE_BUDGET=150ms" 0 out "PASS" -- run matmul --shape A=17x16 --shape B=16x16

# 6 callers, the server stopped while they run (tuning, waiting, hitting)
pids=""
for m in 16 17 18 19 20 21; do
    TT_TUNE_BUDGET=1s "$TT" run matmul --shape A=${m}x16 --shape B=16x16 \
        >"$tmp/r$m" 2>"$tmp/r$m.err" &
    pids="$pids $!"
done
sleep 0.4
sh "$TT_TEST_PG" stop "$TT_TEST_PG_DIR"
for p in $pids; do
    wait "$p" || fail "a caller exited with status $? after the server stopped"
done
for m in 16 17 18 19 20 21; do
    grep -q PASS "$tmp/r$m" || { fail "A=${m}x16: no correct result"; cat "$tmp/r$m.err" >&2; }
    n=$(grep -c "shared store" "$tmp/r$m.err")
    [ "$n" -le 1 ] || fail "A=${m}x16: the shared store's fault logged $n times"
done
grep -l "shared store" "$tmp"/r*.err | sed 's/^/  logged once: /'

# with the server down: a new Task, once logged; a warm hit, not a word
expect_env "TT_TUNE_BUDGET=100ms" 0 out "PASS" -- run matmul --shape A=30x16 --shape B=16x16
n=$(grep -c "shared store" "$tmp/err")
[ "$n" -eq 1 ] || fail "server down at start: logged $n times, not once"
grep -q "cannot connect" "$tmp/err" || fail "server down at start: no 'cannot connect'"
expect_env "TT_TUNE_BUDGET=100ms" 0 out "cache hit" -- run matmul --shape A=16x16 --shape B=16x16
[ -s "$tmp/err" ] && fail "a warm hit said something with the server down: $(cat "$tmp/err")"
expect_env "TT_REQUIRE_CACHED=1" 0 out "PASS" -- run matmul --shape A=17x16 --shape B=16x16
expect_env "TT_TUNE_BUDGET=0" 0 out "PASS" -- run matmul --shape A=31x16 --shape B=16x16

# the queue's commands need the server: a status and a message, no hang
expect 1 err "shared store" -- worker --budget 100ms
expect 1 err "shared store" -- queue status
echo "matmul A=40x16 B=16x16" >"$tmp/one.ops"
expect 1 err "shared store" -- warm --queue "$tmp/one.ops"

# the local file is intact; verify names the shared store that is down
expect_env "TT_CACHE_URL=" 0 out "0 failed" -- cache verify
expect 1 out "FAIL cache: shared store" -- cache verify
sh "$TT_TEST_PG" start "$TT_TEST_PG_DIR"
expect 0 out "shared store tt@" -- cache verify
# and what was tuned while it was down reaches it with the next write
expect_env "TT_TUNE_BUDGET=100ms" 0 out "PASS" -- run matmul --shape A=32x16 --shape B=16x16
n=$(sh "$TT_TEST_PG" psql "$TT_TEST_PG_DIR" "SELECT count(*) FROM tt_winners")
[ "$n" -ge 3 ] || fail "$n shared winners after the server came back"

[ "$failures" -eq 0 ] && echo "all server-down checks passed"
exit "$((failures > 0))"

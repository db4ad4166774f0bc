#!/bin/sh
# Issue 16, test 1: a fleet of 8 worker processes on 2 simulated machines
# (two hardware keys forced with TT_HW_KEY_OVERRIDE, each machine a local
# cache directory of its own) tunes a cold queue of 40 Tasks in the shared
# store.  Every Task is queued twice per key under two spellings (the same
# Task key), so that two workers meet the same Task at once: each Task is
# tuned exactly once per hardware key (the lease), every entry ends done,
# and then 8 processes -- 3 per machine on its local cache, 1 per machine
# on an empty one -- find every Task cached (TT_REQUIRE_CACHED=1).
# Runs under a throw-away PostgreSQL server (tests/pg/pg_server.sh).
TT=$1
if [ -z "${TT_TEST_PG_URL:-}" ]; then
    exec sh "$TT_SOURCE_DIR/tests/pg/pg_server.sh" run sh "$0" "$@"
fi
. "$(dirname "$0")/lib.sh"
psql_() { sh "$TT_TEST_PG" psql "$TT_TEST_PG_DIR" "$1"; }

export TT_CACHE_URL="$TT_TEST_PG_URL" TT_NUM_THREADS=1
HA=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
HB=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
: >"$tmp/tasks.ops"
: >"$tmp/queue.ops"
m=8
while [ $m -lt 48 ]; do
    echo "matmul A=${m}x16 B=16x16" >>"$tmp/tasks.ops"
    printf 'matmul A=%sx16 B=16x16\nmatmul B=16x16 A=%sx16\n' $m $m >>"$tmp/queue.ops"
    m=$((m + 1))
done

expect 0 out "queued 80 lines x 2 hardware keys: 160 new" -- warm --queue "$tmp/queue.ops" --hw $HA --hw $HB
expect 0 out "0 new, 160 already queued" -- warm --queue "$tmp/queue.ops" --hw $HA --hw $HB
expect 0 out "$HA       80        0        0        0" -- queue status

start=$(date +%s)
pids=""
for mach in A B; do
    eval hw=\$H$mach
    for i in 1 2 3 4; do
        TT_HW_KEY_OVERRIDE=$hw TT_CACHE_DIR="$tmp/machine$mach" \
            "$TT" worker --budget 100ms >"$tmp/w$mach$i" 2>"$tmp/w$mach$i.err" &
        pids="$pids $!"
    done
done
for p in $pids; do
    wait "$p" || fail "a worker exited with status $?"
done
echo "8 workers emptied the queue in $(($(date +%s) - start)) s"
cat "$tmp"/w*.err >&2

for mach in A B; do
    eval hw=\$H$mach
    tuned=$(cat "$tmp/w${mach}1" "$tmp/w${mach}2" "$tmp/w${mach}3" "$tmp/w${mach}4" | grep -c '^entry .* tuned ')
    taken=$(cat "$tmp/w${mach}1" "$tmp/w${mach}2" "$tmp/w${mach}3" "$tmp/w${mach}4" | grep -c '^entry ')
    workers=0
    for i in 1 2 3 4; do grep -q '^entry ' "$tmp/w$mach$i" && workers=$((workers + 1)); done
    echo "machine $mach: $taken entries taken by $workers workers, $tuned Tasks tuned"
    [ "$tuned" -eq 40 ] || fail "machine $mach: $tuned tunings of 40 Tasks (each exactly once)"
    [ "$taken" -eq 80 ] || fail "machine $mach: $taken entries taken, not 80"
    [ "$workers" -ge 2 ] || fail "machine $mach: only $workers workers took entries"
    n=$(psql_ "SELECT count(*) FROM tt_winners WHERE hw = '$hw'")
    [ "$n" -eq 40 ] || fail "machine $mach: $n shared winners, not 40"
    n=$(psql_ "SELECT count(*) FROM tt_queue WHERE hw = '$hw' AND state = 'done' AND attempts = 1")
    [ "$n" -eq 80 ] || fail "machine $mach: $n entries done at the first attempt, not 80"
done
expect 0 out "$HA        0        0       80        0" -- queue status
n=$(psql_ "SELECT count(*) FROM tt_leases")
[ "$n" -eq 0 ] || fail "$n leases left behind"
n=$(psql_ "SELECT count(*) FROM tt_winners WHERE object IS NULL OR sig IS NULL")
[ "$n" -eq 0 ] || fail "$n shared winners without object code"

# every process then hits: its machine's local cache or the shared store
pids=""
for mach in A B; do
    eval hw=\$H$mach
    for i in 1 2 3 4; do
        dir="$tmp/machine$mach"
        [ $i -eq 4 ] && dir="$tmp/fresh$mach"
        TT_HW_KEY_OVERRIDE=$hw TT_CACHE_DIR="$dir" TT_REQUIRE_CACHED=1 \
            "$TT" warm "$tmp/tasks.ops" --budget 100ms --json >"$tmp/h$mach$i" 2>"$tmp/h$mach$i.err" &
        pids="$pids $!"
    done
done
for p in $pids; do
    wait "$p" || fail "a process with TT_REQUIRE_CACHED=1 exited with status $?"
done
for f in "$tmp"/hA? "$tmp"/hB?; do
    n=$(grep -c '"result": "cached"' "$f")
    [ "$n" -eq 40 ] || { fail "$(basename "$f"): $n of 40 Tasks cached"; cat "$f.err" >&2; }
done
# the fresh machines' local files now hold every winner
for mach in A B; do
    eval hw=\$H$mach
    n=$(TT_CACHE_URL= TT_CACHE_DIR="$tmp/fresh$mach" "$TT" cache list --json | grep -c "\"hw\": \"$hw\"")
    [ "$n" -eq 40 ] || fail "fresh machine $mach: $n winners copied into its local file"
done

[ "$failures" -eq 0 ] && echo "all fleet queue checks passed"
exit "$((failures > 0))"

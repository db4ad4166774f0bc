#!/bin/sh
# tt cache: list (text and --json), show by a key prefix, export / clear /
# import round trip, imports of garbage (bad lines warned and skipped, no
# crash), verify (0 when good, 1 for a broken winner), a winner whose
# object code is of another codegen version (compiled again, not tuned),
# prune, a corrupt tt.db moved aside, a cache directory that cannot be written, and exit 2
# with a message for bad arguments.
#
#   sh test_cache_tool.sh /path/to/tt
set -u
TT=$1
. "$(dirname "$0")/lib.sh"
export TT_CACHE_DIR="$tmp/cache"
export TT_TUNE_BUDGET=0
unset TT_CACHE_PATH TT_REQUIRE_CACHED TT_PREDICTOR TT_TARGET TT_NUM_THREADS TT_LOG TT_DUMP

# winners N: the last `tt cache list` output ends with "N winners"
winners() {
    tail -n 1 "$tmp/out" | grep -qE "^$1 winners?$" ||
        fail "expected $1 winners, the list says: $(tail -n 1 "$tmp/out")"
}
# json_lines_valid: the last output is one JSON object per line (python3)
json_lines_valid() {
    if command -v python3 >/dev/null 2>&1; then
        python3 -c '
import json, sys
for line in sys.stdin:
    assert isinstance(json.loads(line), dict)
' <"$tmp/out" 2>/dev/null || fail "not one JSON object per line: $(head -c 300 "$tmp/out")"
    fi
}

MM="matmul --shape A=8x8 --shape B=8x8"
RELU="relu --shape X=4x16"

# --- an empty cache
expect 0 out "0 winners" -- cache list
expect 0 out "" -- cache list --json
[ -s "$tmp/out" ] && fail "cache list --json of an empty cache printed: $(cat "$tmp/out")"

# --- two Tasks
expect 0 out '"cache": "miss"' -- tune $MM --budget 4trials --json
mm_key=$(sed -n 's/.*"task": "\([0-9a-f]*\)".*/\1/p' "$tmp/out")
expect 0 out '"cache": "miss"' -- tune $RELU --budget 4trials --json
relu_key=$(sed -n 's/.*"task": "\([0-9a-f]*\)".*/\1/p' "$tmp/out")
[ "${#mm_key}" -eq 32 ] && [ "${#relu_key}" -eq 32 ] || fail "tune --json gave no task keys"

expect 0 out "matmul" -- cache list
winners 2
grep -q "relu" "$tmp/out" || fail "cache list lacks relu"
grep -q "^$(echo "$mm_key" | cut -c1-12) " "$tmp/out" || fail "cache list lacks the key prefix of matmul"
expect 0 out "\"task\": \"$mm_key\"" -- cache list --json
json_lines_valid
[ "$(wc -l <"$tmp/out")" -eq 2 ] || fail "cache list --json: $(wc -l <"$tmp/out") lines, expected 2"
grep -qF "\"task\": \"$relu_key\"" "$tmp/out" || fail "cache list --json lacks relu"
grep -qF '"this_machine": true' "$tmp/out" || fail "cache list --json: not this machine"

# --- show: a prefix from the list, the whole key, and bad keys
prefix=$(echo "$mm_key" | cut -c1-8)
expect 0 out "task      $mm_key" -- cache show "$prefix"
grep -q "^op        matmul$" "$tmp/out" || fail "cache show: no 'op matmul' line"
grep -q "(this machine)" "$tmp/out" || fail "cache show: not this machine"
grep -q "^config    v1 " "$tmp/out" || fail "cache show: no config"
grep -q "canonical text:" "$tmp/out" || fail "cache show: no canonical text"
expect 0 out "op        relu" -- cache show "$relu_key"
expect 2 err "no winner with a key starting" -- cache show ffffffffffff
expect 2 err "is not a Task key" -- cache show ZZZ
expect 2 err "show needs one KEY" -- cache show
expect 2 err "is not a Task key" -- cache show ""
expect 2 err "is not a Task key (lower-case hex)" -- cache show ABCDEF
expect 2 err "is not a Task key (1 to 32 hex digits)" -- cache show 0123456789abcdef0123456789abcdef0

# --- object code of another codegen version is not loaded: the winner's
# config is compiled again (a hit, no tuning) and the new object stored
expect 0 out "object    " -- cache show "$mm_key"
objv=$(sed -n 's/^object  *[0-9]* bytes (\(.*\))$/\1/p' "$tmp/out")
case "$objv" in tt-codegen-*) ;; *) fail "cache show: no object code version in: $(grep '^object' "$tmp/out")" ;; esac
if command -v python3 >/dev/null 2>&1; then
    python3 -c '
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
n = db.execute("UPDATE winners SET codegen = ? WHERE task = ?", ("tt-codegen-0", sys.argv[2])).rowcount
db.commit()
assert n == 1, n
' "$TT_CACHE_DIR/tt.db" "$mm_key" 2>"$tmp/py" || fail "rewriting the object version: $(cat "$tmp/py")"
    expect 0 out "bytes (tt-codegen-0)" -- cache show "$mm_key"
    expect 0 out "object code of tt-codegen-0, compiled again at its next load" -- cache verify
    grep -q "2 verified, 0 failed" "$tmp/out" || fail "verify with an old object: $(tail -n 1 "$tmp/out")"
    expect_env "TT_LOG=info" 0 err "is tt-codegen-0's, not $objv's: compiling its config" -- run $MM --json
    grep -qF '"cache": "hit"' "$tmp/out" || fail "an old object's winner was not a hit: $(cat "$tmp/out")"
    grep -qF '"tuned": false' "$tmp/out" || fail "an old object's winner was tuned again: $(cat "$tmp/out")"
    expect 0 out "bytes ($objv)" -- cache show "$mm_key"
    expect_env "TT_LOG=info" 0 out "PASS" -- run $MM
    grep -q "compiling its config" "$tmp/err" && fail "the new object was not loaded: $(cat "$tmp/err")"
fi

# --- export, clear, import: the same two winners come back
expect 0 err "exported 6 lines" -- cache export "$tmp/all.jsonl"
[ "$(wc -l <"$tmp/all.jsonl")" -eq 6 ] || fail "export wrote $(wc -l <"$tmp/all.jsonl") lines, expected 6"
head -n 1 "$tmp/all.jsonl" | grep -q '^{"tt_cache":1,' || fail "export: no header line"
[ "$(grep -c '"type":"winner"' "$tmp/all.jsonl")" -eq 2 ] || fail "export: not 2 winner lines"
expect 0 err "exported" -- cache export "$tmp/meas.jsonl" --measurements
grep -q '"type":"measurement"' "$tmp/meas.jsonl" || fail "export --measurements: no measurement lines"
expect 0 out '"type":"winner"' -- cache export -
expect 0 out "" -- cache clear
expect 0 out "" -- cache list
winners 0
expect 0 out "2 winners stored" -- cache import "$tmp/all.jsonl"
grep -qF "0 bad lines" "$tmp/out" || fail "import of an export reported bad lines: $(cat "$tmp/out")"
expect 0 out "" -- cache list
winners 2
grep -q "matmul" "$tmp/out" && grep -q "relu" "$tmp/out" || fail "import did not bring both back"
# importing the same file again adds nothing
expect 0 out "0 winners stored, 2 kept" -- cache import "$tmp/all.jsonl"
expect 0 out "measurements" -- cache import "$tmp/meas.jsonl"
# the restored winner is used
expect 0 out '"cache": "hit"' -- run $MM --json
expect 0 out '"cache": "hit"' -- tune $MM --budget 4trials --json
# stdin
expect 0 out "2 kept" -- cache import - <"$tmp/all.jsonl"

# --- garbage imports: bad lines are warned and counted, no crash, exit 0
# (an import goes on past bad lines: docs/CACHE.md "Faults"); a file that
# cannot be read is exit 2.
# (a first byte: random bytes that began with a newline made line 1 an
# empty line, which an import skips without a word, 1 run in 256)
{ printf 'x'; head -c 3000 /dev/urandom; } >"$tmp/random.bin"
expect 0 out "bad lines (skipped)" -- cache import "$tmp/random.bin"
grep -q "line 1:" "$tmp/err" || fail "import of random bytes: no line number warned"
: >"$tmp/empty.jsonl"
expect 0 out "0 lines" -- cache import "$tmp/empty.jsonl"
echo '{"type":"winner","task":"abc"}' >"$tmp/missing.jsonl"
expect 0 out "1 bad lines (skipped)" -- cache import "$tmp/missing.jsonl"
grep -qF 'line 1: "task" is not a 32-character hex key' "$tmp/err" || fail "missing fields: $(cat "$tmp/err")"
{
    head -n 1 "$tmp/all.jsonl"
    echo '{"type":"winner"}'
    echo 'not json at all'
    echo '{"type":"winner","task":"'"$mm_key"'","hw":"'"$mm_key"'"}'
    grep '"type":"winner"' "$tmp/all.jsonl" | head -n 1 | sed 's/"time_ms":[^,]*/"time_ms":-1/'
    grep '"type":"winner"' "$tmp/all.jsonl" | head -n 1 | sed 's/"object":"[^"]*"/"object":"!!!"/'
    echo '{"type":"martian","x":1}'
    printf '{"type":"winner","task":"%s"' "$mm_key"      # cut short, no newline at the end
} >"$tmp/mixed.jsonl"
expect 0 out "bad lines (skipped)" -- cache import "$tmp/mixed.jsonl"
grep -q "line 2:" "$tmp/err" || fail "mixed import: line 2 not warned"
grep -q "line 3:" "$tmp/err" || fail "mixed import: line 3 not warned"
expect 0 out "" -- cache list
winners 2
expect 2 err "cannot read" -- cache import "$tmp/no-such-file.jsonl"
expect 2 err "import needs one FILE" -- cache import
expect 2 err "export needs a FILE" -- cache export
expect 2 err "cannot write" -- cache export "$tmp/no/such/dir/x.jsonl"
expect 2 err "Is a directory" -- cache import "$tmp"

# --- verify: every winner recompiles and passes; a broken one fails (exit 1)
expect 0 out "2 verified, 0 failed" -- cache verify
sed 's/"config":"v1 [^"]*"/"config":"v1 garbage"/' "$tmp/all.jsonl" >"$tmp/badcfg.jsonl"
expect 0 out "" -- cache clear
expect 0 out "2 winners stored" -- cache import "$tmp/badcfg.jsonl"
expect 1 out "2 failed" -- cache verify
grep -q "^FAIL " "$tmp/out" || fail "verify of broken winners printed no FAIL line"
# the runtime drops a broken winner and goes on
expect 0 out "PASS" -- run $MM
expect 0 out "" -- cache clear
expect 0 out "2 winners stored" -- cache import "$tmp/all.jsonl"

# --- prune
expect 0 out "removed 0 entries" -- cache prune
expect 0 out "removed 0 entries" -- cache prune --older-than 1h
expect 0 out "" -- cache list
winners 2
sleep 1
expect 0 out "removed 2 entries" -- cache prune --older-than 0s
expect 0 out "" -- cache list
winners 0
expect 0 out "2 winners stored" -- cache import "$tmp/meas.jsonl"
sleep 1
expect 0 out "removed" -- cache prune --older-than 0s --measurements
expect 0 out "" -- cache export - --measurements
grep -q '"type":"measurement"' "$tmp/out" && fail "prune --measurements left measurements"
expect 2 err "--older-than wants" -- cache prune --older-than 5x
expect 2 err "--older-than wants" -- cache prune --older-than -1d
expect 2 err "--older-than wants" -- cache prune --older-than 1
expect 2 err "--older-than wants" -- cache prune --older-than "1 d"
expect 2 err "--older-than wants" -- cache prune --older-than ""
expect 2 err "--older-than wants" -- cache prune --older-than 1e400d
expect 2 err "unknown prune option '--frob'" -- cache prune --frob
expect 2 err "--older-than" -- cache prune --older-than
expect 2 err "up to a century" -- cache prune --older-than 1e13d
expect 2 err "up to a century" -- cache prune --older-than 1e30d
expect 2 err "up to a century" -- cache prune --older-than infd
expect 2 err "up to a century" -- cache prune --older-than nand

# --- usage
expect 2 err "usage: tt cache" -- cache
expect 2 err "unknown command 'frob'" -- cache frob
expect 0 out "usage: tt cache" -- cache --help
expect 2 err "unexpected argument '--bogus'" -- cache clear --bogus
expect 2 err "unexpected argument 'extra'" -- cache list extra
expect 2 err "unexpected argument" -- cache verify now
expect 2 err "unexpected argument" -- cache export "$tmp/x.jsonl" --frob

# --- a corrupt tt.db: moved aside with a warning, the command still works
expect 0 out "2 winners stored" -- cache import "$tmp/all.jsonl"
head -c 65536 /dev/urandom >"$TT_CACHE_DIR/tt.db"
expect 0 err "moved aside" -- cache list
winners 0
ls "$TT_CACHE_DIR"/tt.db.broken-* >/dev/null 2>&1 || fail "the corrupt tt.db was not kept as tt.db.broken-*"
expect 0 out "2 winners stored" -- cache import "$tmp/all.jsonl"
expect 0 out "" -- cache list
winners 2
grep -q "warning" "$tmp/err" && fail "the fresh cache still warns: $(cat "$tmp/err")"
# text over it, then a truncated file: the same
echo "this is not a database" >"$TT_CACHE_DIR/tt.db"
expect 0 err "moved aside" -- tune $RELU --budget 3trials --json
grep -qF '"cache": "miss"' "$tmp/out" || fail "tune after a corrupt tt.db: $(cat "$tmp/out")"
expect 0 out "" -- cache list
winners 1

# --- no writable cache: reads work, maintenance exits 1 with a message
touch "$tmp/plainfile"
expect_off() {
    XENV="TT_CACHE_DIR=$tmp/plainfile"
    expect "$@"
    XENV=
}
expect_off 0 out "0 winners" -- cache list
expect_off 1 err "no writable cache" -- cache clear
expect_off 1 err "writable cache" -- cache import "$tmp/all.jsonl"
expect_off 1 err "no writable cache" -- cache prune
expect_off 0 out '"cache": "miss"' -- tune $MM --budget 2trials --json

# --- a read-only cache directory: reads work with one warning, writes are
# refused (exit 1), tuning still works but keeps nothing.  Root ignores
# chmod, so as root the commands run as 'nobody' through setpriv, or the
# check is skipped.
ro="$tmp/ro"
mkdir -p "$ro/cache"
XENV="TT_CACHE_DIR=$ro/cache"
expect 0 out "2 winners stored" -- cache import "$tmp/all.jsonl"
XENV=
chmod 755 "$tmp" "$ro"
chmod 555 "$ro/cache"
asuser=""
if [ "$(id -u)" -eq 0 ]; then
    if command -v setpriv >/dev/null 2>&1 &&
        setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null &&
        setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$TT" &&
        setpriv --reuid=65534 --regid=65534 --clear-groups test -r "$ro/cache/tt.db"; then
        asuser="setpriv --reuid=65534 --regid=65534 --clear-groups"
    else
        echo "skip read-only cache checks: running as root (chmod does not stop root)" \
            "and cannot run tt as nobody on $ro"
        ro=""
    fi
fi
if [ -n "$ro" ]; then
    ro_expect() {
        code=$1 stream=$2 text=$3
        shift 4
        TT_CACHE_DIR="$ro/cache" $asuser "$TT" "$@" >"$tmp/out" 2>"$tmp/err"
        got=$?
        if [ "$got" -ne "$code" ]; then
            fail "read-only cache: tt $*: exit $got, expected $code"
            sed 's/^/  stderr: /' "$tmp/err" >&2
        elif [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/$stream"; then
            fail "read-only cache: tt $*: expected \"$text\" on std$stream"
            sed 's/^/  std'"$stream"': /' "$tmp/$stream" >&2
        else
            echo "ok   (read-only cache${asuser:+, as nobody}) tt $*"
        fi
    }
    ro_expect 0 out "2 winners" -- cache list
    grep -q "read-only" "$tmp/err" || fail "read-only cache: no warning: $(cat "$tmp/err")"
    ro_expect 0 out '"cache": "hit"' -- run $MM --json
    ro_expect 0 out '"cache": "miss"' -- tune matmul --shape A=4x4 --shape B=4x4 --budget 2trials --json
    ro_expect 0 out "2 winners" -- cache list
    ro_expect 1 err "read-only" -- cache clear
    ro_expect 1 err "read-only" -- cache import "$tmp/all.jsonl"
    ro_expect 1 err "read-only" -- cache prune --older-than 0s
    ro_expect 0 out "2 winners" -- cache list
    chmod 755 "$ro/cache"
fi

# --- a winner with kept packs (an input declared constant): its own Task,
# stored, loaded in another process (the pack entry's parameters pass the
# signature check), correct, and verified
export TT_CACHE_DIR="$tmp/cache-const"
CM="matmul --shape A=37x131 --shape B=131x67 --threads 1"
expect 0 out "pack=03" -- run $CM --constant B --config default
expect 0 out '"cache": "miss"' -- tune $CM --constant B --budget 3trials --json
expect 0 out "cache hit" -- run $CM --constant B
grep -q "PASS" "$tmp/out" || fail "the cached kept-pack winner does not pass"
expect 0 out '"cache": "miss"' -- run $CM --json   # undeclared: another Task
expect 0 out "1 verified, 0 failed" -- cache verify

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
exit 0

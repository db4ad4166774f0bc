#!/bin/sh
# tt info (text and --json: the hardware key, the cache path) and tt
# predictor: eval/train on an empty cache exit 2; after tuning two Tasks,
# train writes a model that eval reads and TT_PREDICTOR=FILE tunes with; a
# garbage model file is warned about by tt tune (which still tunes) and
# refused by tt predictor eval; bad subcommands and options exit 2.
#
#   sh test_info_predictor_tool.sh /path/to/tt
set -u
TT=$1
. "$(dirname "$0")/lib.sh"
export TT_CACHE_DIR="$tmp/cache"
export TT_TUNE_BUDGET=0
unset TT_CACHE_PATH TT_REQUIRE_CACHED TT_PREDICTOR TT_TARGET TT_NUM_THREADS TT_LOG TT_DUMP

have_python=0
command -v python3 >/dev/null 2>&1 && have_python=1
[ "$have_python" -eq 1 ] || echo "skip JSON validity checks: no python3"

# --- tt info
expect 0 out "hardware key" -- info
hw=$(sed -n 's/^hardware key  *\([0-9a-f]*\)$/\1/p' "$tmp/out")
[ "${#hw}" -eq 32 ] || fail "tt info: no 32-hex hardware key in: $(head -n 3 "$tmp/out")"
grep -qF "$TT_CACHE_DIR/tt.db" "$tmp/out" || fail "tt info does not name the cache $TT_CACHE_DIR/tt.db"
grep -q "read-write" "$tmp/out" || fail "tt info: the cache is not read-write"
grep -q "^targets" "$tmp/out" || fail "tt info: no targets"
grep -q "codegen" "$tmp/out" || fail "tt info: no codegen version"

expect 0 out "\"hw_key\": \"$hw\"" -- info --json
[ "$(wc -l <"$tmp/out")" -eq 1 ] || fail "tt info --json: more than one line"
grep -qF "\"file\": \"$TT_CACHE_DIR/tt.db\"" "$tmp/out" || fail "tt info --json does not name the cache file"
grep -qF "\"dir\": \"$TT_CACHE_DIR\"" "$tmp/out" || fail "tt info --json does not name the cache dir"
if [ "$have_python" -eq 1 ]; then
    python3 -c 'import json,sys; json.load(sys.stdin)' <"$tmp/out" || fail "tt info --json is not valid JSON"
    python3 -c '
import json, sys
d = json.load(sys.stdin)
for k in ("version", "llvm", "codegen", "object_code", "hw_key", "fingerprint", "target", "threads", "targets", "cache"):
    assert k in d, k
assert d["object_code"].startswith(d["codegen"] + "."), (d["codegen"], d["object_code"])
assert len(d["hw_key"]) == 32
assert d["cache"]["mode"] == "read-write", d["cache"]
assert d["threads"] >= 1
assert any(t["name"] == "cpu" for t in d["targets"])
' <"$tmp/out" 2>"$tmp/py" || fail "tt info --json fields: $(cat "$tmp/py")"
fi
# the built-in predictor is picked by CPU, then by vector width: under
# TT_ISA=avx2 an AVX-512 host's 256-bit code gets another model than its
# 512-bit code (tune/predictor-vec256.ubj, never the CPU's own 512-bit one)
if [ "$have_python" -eq 1 ]; then
    expect 0 out '"predictor_trained_on"' -- info --json
    cp "$tmp/out" "$tmp/native.json"
    if TT_ISA=avx2 "$TT" info --json >"$tmp/avx2.json" 2>"$tmp/err"; then
        python3 -c '
import json, sys
n = json.load(open(sys.argv[1])); a = json.load(open(sys.argv[2]))
bits = lambda d: [t["vector_bits"] for t in d["targets"] if t["name"] == "cpu"][0]
assert bits(a) == 256, a["targets"]
assert a["predictor_trained_on"], a["predictor"]
if bits(n) == 512:
    assert a["predictor_trained_on"] != n["predictor_trained_on"], (a["predictor"], n["predictor"])
    assert "(this CPU)" not in a["predictor"], a["predictor"]
' "$tmp/native.json" "$tmp/avx2.json" 2>"$tmp/py" || fail "tt info: the 256-bit code's predictor: $(cat "$tmp/py")"
    else
        grep -q "TT_ISA=avx2" "$tmp/err" || fail "TT_ISA=avx2 tt info failed without saying why: $(cat "$tmp/err")"
    fi
fi
# the thread count, target, layers, no writable cache
expect_env "TT_NUM_THREADS=1" 0 out '"threads": 1' -- info --json
expect_env "TT_CACHE_DIR= TT_CACHE_PATH=$tmp/layer" 0 out '"mode": "off"' -- info --json
grep -qF "\"layers\": \"$tmp/layer\"" "$tmp/out" || fail "tt info --json does not name the layers"
expect_env "TT_CACHE_DIR=" 0 out "(off)" -- info
expect_env "TT_NUM_THREADS=0" 2 err "TT_NUM_THREADS" -- info
expect_env "TT_TARGET=gpu" 2 err "TT_TARGET" -- info
expect 2 err "unknown argument '--bogus'" -- info --bogus
expect 2 err "unknown argument 'extra'" -- info extra
expect 0 out "usage: tt info" -- info --help

# --- tt predictor on an empty cache: exit 2 with a message
expect 2 err "no measurements" -- predictor eval
expect 2 err "no measurements" -- predictor eval --json
expect 2 err "no measurements" -- predictor train --out "$tmp/p.ubj" --rounds 5
[ -e "$tmp/p.ubj" ] && fail "predictor train on an empty cache wrote a model"

# --- usage
expect 2 err "usage: tt predictor" -- predictor
expect 2 err "unknown subcommand 'frob'" -- predictor frob
expect 0 out "usage: tt predictor" -- predictor --help
expect 2 err "train needs --out FILE" -- predictor train
expect 2 err "--out" -- predictor train --out
expect 2 err "--rounds wants a number" -- predictor train --out "$tmp/p.ubj" --rounds 0
expect 2 err "--rounds wants a number" -- predictor train --out "$tmp/p.ubj" --rounds abc
expect 2 err "--rounds wants a number" -- predictor train --out "$tmp/p.ubj" --rounds 5x
expect 2 err "--per-task wants a number" -- predictor train --out "$tmp/p.ubj" --per-task -1
expect 2 err "unexpected argument '--bogus'" -- predictor train --out "$tmp/p.ubj" --bogus
expect 2 err "unexpected argument '--bogus'" -- predictor eval --bogus
expect 2 err "--model" -- predictor eval --model

# --- two Tasks tuned, then train and eval
expect 0 out '"trials": 6' -- tune matmul --shape A=8x8 --shape B=8x8 --budget 6trials --json
expect 0 out '"trials": 6' -- tune relu --shape X=4x16 --budget 6trials --json
# the winners carry the hardware key tt info showed
expect 0 out "\"hw\": \"$hw\"" -- cache list --json

expect 0 out "measurements of 2 Tasks, 5 rounds" -- predictor train --out "$tmp/p.ubj" --rounds 5
[ -s "$tmp/p.ubj" ] || fail "predictor train did not write $tmp/p.ubj"
expect 0 out "best of the top 1 / 8 / 32 predicted" -- predictor eval --model "$tmp/p.ubj"
grep -q "^2 Tasks, [0-9]* measurements: " "$tmp/out" || fail "predictor eval summary: $(cat "$tmp/out")"
expect 0 out "2 Tasks, " -- predictor eval
expect_env "TT_PREDICTOR=$tmp/p.ubj" 0 out "2 Tasks, " -- predictor eval
expect 0 out '"top1": ' -- predictor eval --model "$tmp/p.ubj" --json
if [ "$have_python" -eq 1 ]; then
    python3 -c '
import json, sys
n = 0
for line in sys.stdin:
    d = json.loads(line)
    assert 0 <= d["top1"] <= 1 and 0 <= d["pairs"] <= 1, d
    n += 1
assert n == 2, n
' <"$tmp/out" 2>"$tmp/py" || fail "predictor eval --json: $(cat "$tmp/py")"
fi
# leaving Tasks out
expect 0 out "" -- cache list --json
relu_key=$(sed -n 's/.*"task": "\([0-9a-f]*\)".*"op": "relu".*/\1/p' "$tmp/out")
[ "${#relu_key}" -eq 32 ] || fail "cache list --json: no relu key"
expect 0 out "measurements of 1 Tasks" -- predictor train --out "$tmp/p1.ubj" --rounds 5 --exclude "$relu_key"
expect 0 out "1 Tasks, " -- predictor eval --model "$tmp/p1.ubj" --exclude "$relu_key"
expect 2 err "writing $tmp/no/such/dir/p.ubj" -- predictor train --out "$tmp/no/such/dir/p.ubj" --rounds 5
expect 2 err "Is a directory" -- predictor train --out "$tmp" --rounds 5
# booster parameters and a portable model
expect 0 out "measurements of 2 Tasks, 5 rounds" -- predictor train --out "$tmp/pn.ubj" --rounds 5 --param objective=rank:ndcg --param max_depth=6
expect 0 out "2 Tasks, " -- predictor eval --model "$tmp/pn.ubj"
expect 0 out "5 rounds, portable" -- predictor train --out "$tmp/pp.ubj" --rounds 5 --portable
expect 2 err "--param wants K=V, not 'max_depth'" -- predictor train --out "$tmp/px.ubj" --param max_depth
expect 2 err "--param wants K=V, not '=3'" -- predictor train --out "$tmp/px.ubj" --param =3
expect 2 err "'booster' is not a parameter that can be set" -- predictor train --out "$tmp/px.ubj" --param booster=dart
expect 2 err "'frob' is not a parameter" -- predictor train --out "$tmp/px.ubj" --param frob=1
expect 2 err "Unknown objective function" -- predictor train --out "$tmp/px.ubj" --param objective=frob --rounds 5
expect 2 err "unexpected argument '--portable'" -- predictor eval --portable

# --- export: the training rows as .npy; a neural predictor trained on them
expect 2 err "export needs --out FILE" -- predictor export
expect 2 err "unexpected argument '--rounds'" -- predictor export --out "$tmp/rows.npy" --rounds 5
expect 2 err "unexpected argument '--param'" -- predictor export --out "$tmp/rows.npy" --param max_depth=3
expect 2 err "writing $tmp/no/such/dir/rows.npy" -- predictor export --out "$tmp/no/such/dir/rows.npy"
expect 0 out "exported 14 measurements of 2 Tasks" -- predictor export --out "$tmp/rows.npy"
expect 0 out "of 1 Tasks" -- predictor export --out "$tmp/rows1.npy" --exclude "$relu_key"
if [ "$have_python" -eq 1 ]; then
    python3 -c '
import ast, struct, sys
b = open(sys.argv[1], "rb").read()
assert b[:8] == b"\x93NUMPY\x01\x00", b[:8]
hl = struct.unpack("<H", b[8:10])[0]
assert (10 + hl) % 64 == 0, hl
h = ast.literal_eval(b[10:10 + hl].decode())
n, c = h["shape"]
assert h["descr"] == "<f4" and n == 14 and c > 2, h
assert len(b) == 10 + hl + 4 * n * c, (len(b), n, c)
rows = [struct.unpack_from("<%df" % c, b, 10 + hl + 4 * c * i) for i in range(n)]
assert sorted({int(r[0]) for r in rows}) == [0, 1]
assert all(0 <= r[1] <= 1 for r in rows) and max(r[1] for r in rows) == 1
' "$tmp/rows.npy" 2>"$tmp/py" || fail "predictor export: $(cat "$tmp/py")"
fi
# --- --refeature: features computed again from the Tasks' canonical texts
expect 0 out "refeatured 14 measurements of 2 Tasks; left out: 0 Tasks without a canonical text that binds, 0 configs" -- \
    predictor export --refeature --out "$tmp/rows-r.npy"
grep -qF "exported 14 measurements of 2 Tasks" "$tmp/out" || fail "export --refeature: $(cat "$tmp/out")"
cmp -s "$tmp/rows.npy" "$tmp/rows-r.npy" || fail "refeatured rows differ from the stored features"
expect 2 err "--all-hosts is for the local cache" -- \
    predictor train --all-hosts --from postgresql://nowhere/x --out "$tmp/pr.ubj"
if [ "$have_python" -eq 1 ]; then
    # another machine's records (imported): the same measurements under a
    # hardware key whose fingerprint says other caches, and a third key
    # with no fingerprint at all.  --all-hosts reads every key; refeatured,
    # the other machine's rows get its own host part
    expect 0 out "" -- cache export "$tmp/exp.jsonl" --measurements
    python3 -c '
import json, sys
src, dst, hw = sys.argv[1], sys.argv[2], sys.argv[3]
out = []
for line in open(src):
    o = json.loads(line)
    if o.get("type") == "hardware" and o["key"] == hw:
        fp = "".join(l.replace("l2: ", "l2: 1") + "\n" if l.startswith("l2: ") else l + "\n"
                     for l in o["fingerprint"].splitlines())
        out.append({"type": "hardware", "key": "b" * 32, "fingerprint": fp})
    elif o.get("type") == "measurement" and o["hw"] == hw:
        for k in ("b" * 32, "c" * 32):
            m = dict(o); m["hw"] = k; out.append(m)
    elif "tt_cache" in o or o.get("type") == "task":
        out.append(o)
open(dst, "w").write("".join(json.dumps(o) + "\n" for o in out))
' "$tmp/exp.jsonl" "$tmp/other.jsonl" "$hw" 2>"$tmp/py" || fail "making another machine's records: $(cat "$tmp/py")"
    cp -r "$TT_CACHE_DIR" "$tmp/cache-hosts"
    expect_env "TT_CACHE_DIR=$tmp/cache-hosts" 0 out "" -- cache import "$tmp/other.jsonl"
    expect_env "TT_CACHE_DIR=$tmp/cache-hosts" 0 out "exported 14 measurements of 2 Tasks" -- \
        predictor export --refeature --out "$tmp/rows-h1.npy"
    expect_env "TT_CACHE_DIR=$tmp/cache-hosts" 0 out "every host: records of 3 hardware keys" -- \
        predictor export --all-hosts --out "$tmp/rows-all.npy"
    grep -qF "exported 42 measurements of 6 Tasks" "$tmp/out" || fail "export --all-hosts: $(cat "$tmp/out")"
    expect_env "TT_CACHE_DIR=$tmp/cache-hosts" 0 out "28 measurements of 4 Tasks; left out: 0 Tasks without a canonical text that binds, 0 configs that no longer parse or lower, 1 hardware keys without a fingerprint" -- \
        predictor export --all-hosts --refeature --out "$tmp/rows-allr.npy"
    expect_env "TT_CACHE_DIR=$tmp/cache-hosts" 0 out "28 measurements of 4 Tasks, 5 rounds" -- \
        predictor train --all-hosts --refeature --out "$tmp/ph.ubj" --rounds 5
    # the rows of this machine are its own; the other machine's differ
    # from them in the host part only (its L2 is 10^k times larger)
    python3 -c '
import ast, struct, sys
def rows(path):
    b = open(path, "rb").read()
    hl = struct.unpack("<H", b[8:10])[0]
    n, c = ast.literal_eval(b[10:10 + hl].decode())["shape"]
    return [struct.unpack_from("<%df" % c, b, 10 + hl + 4 * c * i) for i in range(n)]
mine, both = rows(sys.argv[1]), rows(sys.argv[2])
feats = lambda r: r[2:]
assert len(both) == 2 * len(mine), (len(both), len(mine))
m = sorted(feats(r) for r in mine)
here = [r for r in both if feats(r) in set(map(tuple, m))]
other = [r for r in both if feats(r) not in set(map(tuple, m))]
assert len(here) == len(mine) and len(other) == len(mine), (len(here), len(other))
HOST, NL = 206, 8
for o in other:
    # some row of this machine equals it outside the host part, and its
    # bytes over L2 are smaller there
    twins = [h for h in mine if feats(h)[:HOST] == feats(o)[:HOST]]
    assert twins, "no twin outside the host part"
    assert any(feats(o)[HOST + NL + k] < feats(t)[HOST + NL + k] for t in twins for k in range(NL)), "L2 part equal"
' "$tmp/rows-h1.npy" "$tmp/rows-allr.npy" 2>"$tmp/py" || fail "refeatured rows of two machines: $(cat "$tmp/py")"
fi
if [ "$have_python" -eq 1 ]; then
    # a copy of the cache whose records carry another feature version, and
    # whose relu Task lost its description: only --refeature reads them
    cp -r "$TT_CACHE_DIR" "$tmp/cache-old"
    python3 -c '
import sqlite3, struct, sys
db = sqlite3.connect(sys.argv[1])
rows = db.execute("SELECT id, features FROM measurements").fetchall()
for i, f in rows:
    db.execute("UPDATE measurements SET features = ? WHERE id = ?", (struct.pack("<f", 1.0) + f[4:], i))
db.execute("DELETE FROM tasks WHERE op = ?", ("relu",))
db.commit()
' "$tmp/cache-old/tt.db" 2>"$tmp/py" || fail "rewriting the cache copy: $(cat "$tmp/py")"
    expect_env "TT_CACHE_DIR=$tmp/cache-old" 2 err "no measurements" -- predictor eval
    expect_env "TT_CACHE_DIR=$tmp/cache-old" 0 out "left out: 1 Tasks without a canonical text" -- \
        predictor eval --refeature
    grep -q "^1 Tasks, [0-9]* measurements: " "$tmp/out" || fail "eval --refeature: $(cat "$tmp/out")"
    expect_env "TT_CACHE_DIR=$tmp/cache-old" 0 out "measurements of 1 Tasks, 5 rounds" -- \
        predictor train --refeature --out "$tmp/pr.ubj" --rounds 5
fi

src=$(cd "$(dirname "$0")/../.." && pwd)
py=
for p in python3 /usr/bin/python3; do
    command -v "$p" >/dev/null 2>&1 && "$p" -c 'import numpy' 2>/dev/null && { py=$p; break; }
done
if [ -n "$py" ] && [ -x "$src/scripts/train-mlp" ]; then
    "$py" "$src/scripts/train-mlp" "$tmp/rows.npy" --epochs 3 --hidden 8,4 --out "$tmp/mlp.bin" \
        >"$tmp/mlp.log" 2>&1 || fail "train-mlp: $(cat "$tmp/mlp.log")"
    expect 0 out "2 Tasks, 14 measurements" -- predictor eval --model "$tmp/mlp.bin"
    expect_env "TT_PREDICTOR=$tmp/mlp.bin" 0 out '"trials": 3' -- \
        tune matmul --shape A=8x4 --shape B=4x4 --budget 3trials --tuner oneshot --json
    [ -s "$tmp/err" ] && fail "an MLP TT_PREDICTOR warned: $(cat "$tmp/err")"
    head -c 100 "$tmp/mlp.bin" >"$tmp/mlp-cut.bin"
    expect 2 err "MLP predictor: truncated" -- predictor eval --model "$tmp/mlp-cut.bin"
    expect_env "TT_PREDICTOR=$tmp/mlp-cut.bin" 0 err "not a usable predictor" -- \
        tune matmul --shape A=8x4 --shape B=4x12 --budget 3trials --json
else
    echo "skip the MLP checks: no python3 with NumPy, or no scripts/train-mlp"
fi

# --- TT_PREDICTOR=FILE: tuning starts from that model
expect_env "TT_PREDICTOR=$tmp/p.ubj" 0 out '"trials": 4' -- \
    tune matmul --shape A=8x4 --shape B=4x8 --budget 4trials --json
grep -qF '"cache": "miss"' "$tmp/out" || fail "TT_PREDICTOR=FILE tune: not a fresh tune"
[ -s "$tmp/err" ] && fail "TT_PREDICTOR=FILE tune warned: $(cat "$tmp/err")"
expect_env "TT_PREDICTOR=$tmp/p.ubj TT_TUNE_BUDGET=3trials" 0 out '"tuned": true' -- \
    run matmul --shape A=4x8 --shape B=8x4 --json

# --- a garbage model: tt tune warns and tunes without it; eval refuses it
head -c 4096 /dev/urandom >"$tmp/garbage.ubj"
expect_env "TT_PREDICTOR=$tmp/garbage.ubj" 0 err "not a usable predictor" -- \
    tune matmul --shape A=4x4 --shape B=4x8 --budget 4trials --json
grep -qF '"trials": 4' "$tmp/out" || fail "a garbage TT_PREDICTOR stopped tuning: $(cat "$tmp/out")"
grep -qF "TT_PREDICTOR" "$tmp/err" || fail "the warning does not name TT_PREDICTOR"
: >"$tmp/empty.ubj"
expect_env "TT_PREDICTOR=$tmp/empty.ubj" 0 err "empty file" -- \
    tune matmul --shape A=4x4 --shape B=4x12 --budget 4trials --json
grep -qF '"trials": 4' "$tmp/out" || fail "an empty TT_PREDICTOR stopped tuning"
printf '{"learner": {"garbage": true}}' >"$tmp/json.ubj"
expect_env "TT_PREDICTOR=$tmp/json.ubj" 0 out '"trials": 4' -- \
    tune matmul --shape A=4x4 --shape B=4x16 --budget 4trials --json
# tt run's first call tunes on with a warning too
expect_env "TT_PREDICTOR=$tmp/garbage.ubj TT_TUNE_BUDGET=3trials" 0 err "not a usable predictor" -- \
    run matmul --shape A=4x4 --shape B=4x20 --json
grep -qF '"ok": true' "$tmp/out" || fail "run with a garbage predictor: $(cat "$tmp/out")"
expect 2 err "not a usable predictor" -- predictor eval --model "$tmp/garbage.ubj"
expect 2 err "empty file" -- predictor eval --model "$tmp/empty.ubj"
expect 2 err "No such file" -- predictor eval --model "$tmp/none.ubj"
expect_env "TT_PREDICTOR=$tmp/garbage.ubj" 2 err "not a usable predictor" -- predictor eval
# a path that is not there is a bad variable, exit 2
expect_env "TT_PREDICTOR=$tmp/none.ubj" 2 err "TT_PREDICTOR" -- \
    tune matmul --shape A=4x4 --shape B=4x24 --budget 4trials

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
exit 0

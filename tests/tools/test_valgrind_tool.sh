#!/bin/sh
# The tt tool under valgrind (memcheck): JIT compile and run with strided,
# guarded vector reads; a tuning session (XGBoost, measurement, the cache
# written); a cache hit in a new process; random configs; cache verify; a
# kept pack of a constant weight.
# Any memcheck error or definite leak fails.  Valgrind's virtual CPU has no
# AVX-512, so LLVM targets AVX2 here: the vector code differs from the
# host's, the runtime paths do not.  Not in the sanitizer build (ASan and
# valgrind do not mix); skipped (77) where valgrind is not installed.
#
#   sh test_valgrind_tool.sh /path/to/tt
set -u
TT=$1
command -v valgrind >/dev/null 2>&1 || { echo "valgrind is not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
export TT_CACHE_DIR="$tmp/cache"
export TT_TUNE_BUDGET=0
unset TT_CACHE_PATH TT_REQUIRE_CACHED TT_PREDICTOR TT_TARGET TT_NUM_THREADS TT_LOG TT_DUMP

# vg CODE ARGS...: tt ARGS under memcheck must exit CODE (99 = a memcheck
# error or a definite leak)
vg() {
    want=$1
    shift
    echo "== tt $* ($(date +%s))"
    valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
        --show-leak-kinds=definite -q "$TT" "$@" >"$tmp/out" 2>&1
    rc=$?
    if [ $rc -ne "$want" ]; then
        echo "FAIL (exit $rc, expected $want): tt $*" >&2
        cat "$tmp/out" >&2
        failures=$((failures + 1))
    elif grep -q "PASS\|verified" "$tmp/out"; then
        grep "PASS\|verified\|best\|gflops" "$tmp/out" | head -3
    fi
}

# (a config of 6-row tiles: the default's 3-row tiles make LLVM emit a
# vmovq xmm, xmm in the VEX 66 0F D6 register form, an AVX instruction
# Valgrind 3.19 does not decode: SIGILL under valgrind, fine natively)
vg 0 run max_pool2d --shape X=1x3x11x37 --attr kh=3 --attr kw=3 --attr stride_h=2 \
    --attr stride_w=3 --attr pad_h=1 --attr pad_w=1 --threads 1 --config \
    'v1 vbits=256 modes=R group=0 Y[t=1.1.1,1.1.1,6.6.6,16.16.16 r=3,3 o=0.1.3.2 i=0.1.3.2 ro=0.1 vec=3 lanes=8 u=9 par=4 pack=5]'
vg 0 tune matmul --shape A=37x29 --shape B=29x41 --budget 3trials --threads 2
vg 0 run matmul --shape A=37x29 --shape B=29x41 --threads 2
vg 0 run conv2d --shape X=1x3x9x67 --shape Wt=5x3x1x1 --attr stride_h=2 --attr stride_w=2 \
    --config random --samples 1 --threads 1
# the fused-reduction form (ir/fuse.c): its Task, its default, the im2col
vg 0 run conv2d --shape X=1x4x6x7 --shape Wt=6x4x3x3 --attr pad_h=1 --attr pad_w=1 \
    --config fused --threads 2
grep -q "v1 fused" "$tmp/out" || { echo "FAIL: no fused config ran" >&2; cat "$tmp/out" >&2; failures=$((failures + 1)); }
vg 0 cache verify
# a weight declared constant: the API path keeps its pack (pack entry, the
# operator's kept set, freed with the operator)
vg 0 run dense --shape X=7x40 --shape Wt=33x40 --constant Wt --threads 2
grep -q "pack=03" "$tmp/out" || { echo "FAIL: the default kept no pack" >&2; cat "$tmp/out" >&2; failures=$((failures + 1)); }
# a bad shape: an error message and exit 2, nothing leaked
vg 2 run matmul --shape A=3x4 --shape B=5x6
grep -q "dimension K is 4" "$tmp/out" || { echo "FAIL: no message for the bad shape" >&2; cat "$tmp/out" >&2; failures=$((failures + 1)); }
if [ $failures -ne 0 ]; then
    echo "$failures command(s) failed under valgrind" >&2
    exit 1
fi
echo "all commands clean under valgrind"

#!/bin/sh
# tt with TT_TARGET=opencl: run (default and random configs) and tune on
# the machine's OpenCL device, a second process served from the cache (the
# program binary), the device in `tt info`; and on a machine without
# OpenCL (no ICD vendors) or with a bad device: exit 2 and a message.
#
#   sh test_opencl_tool.sh /path/to/tt
set -u
TT=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
export TT_CACHE_DIR="$tmp/cache"

if ! TT_TARGET=opencl "$TT" info >"$tmp/info" 2>&1; then
    echo "skipped: no OpenCL device:"
    sed 's/^/  /' "$tmp/info"
    exit 77
fi

expect() {
    code=$1 stream=$2 text=$3
    shift 4
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$code" ]; then
        echo "FAIL: $*: exit $got, expected $code" >&2
        sed 's/^/  stderr: /' "$tmp/err" >&2
        failures=$((failures + 1))
        return
    fi
    if [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/$stream"; then
        echo "FAIL: $*: expected \"$text\" on std$stream" >&2
        sed 's/^/  std'"$stream"': /' "$tmp/$stream" >&2
        failures=$((failures + 1))
        return
    fi
    echo "ok   $*"
}

export TT_TARGET=opencl
expect 0 out "opencl" -- "$TT" info
expect 0 out "PASS" -- "$TT" run matmul --shape A=33x65 --shape B=65x17 --config default
expect 0 out "PASS" -- "$TT" run conv2d --shape X=1x3x17x19 --shape Wt=8x3x5x5 --attr pad_h=2 --attr pad_w=2 --config default
expect 0 out "" -- "$TT" run softmax --shape X=13x129 --config random --samples 4
expect 0 out "" -- "$TT" run layernorm --shape X=7x33 --shape g=33 --shape b=33 --config random --samples 4

# tune on the device, then a fresh process hits the cache
expect 0 out '"cache": "miss"' -- "$TT" tune matmul --shape A=64x64 --shape B=64x64 --budget 6trials --json
grep -q '"trials": [1-9]' "$tmp/out" || { echo "FAIL: tune measured no trial" >&2; failures=$((failures + 1)); }
expect 0 out '"cache": "hit"' -- "$TT" run matmul --shape A=64x64 --shape B=64x64 --json
expect 0 out '"ok": true' -- "$TT" run matmul --shape A=64x64 --shape B=64x64 --json
# through the API path with tuning at first call (budget in trials)
TT_TUNE_BUDGET=4trials expect 0 out '"tuned": true' -- "$TT" run add --shape A=31x17 --shape B=31x17 --json

# a device that does not exist
expect 2 err "opencl:0:63" -- env TT_TARGET=opencl:0:63 "$TT" run add --shape A=3x3 --shape B=3x3
# no OpenCL at all: an ICD loader with no vendors
mkdir -p "$tmp/novendors"
expect 2 err "OpenCL" -- env OCL_ICD_VENDORS="$tmp/novendors" "$TT" run add --shape A=3x3 --shape B=3x3
expect 2 err "OpenCL" -- env OCL_ICD_VENDORS="$tmp/novendors" "$TT" tune add --shape A=3x3 --shape B=3x3
# the CPU path never needs OpenCL
expect 0 out "PASS" -- env TT_TARGET=cpu OCL_ICD_VENDORS="$tmp/novendors" "$TT" run add --shape A=3x3 --shape B=3x3 --config default

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi

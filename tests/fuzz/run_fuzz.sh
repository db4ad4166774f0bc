#!/bin/sh
# run_fuzz.sh FUZZER WORKDIR SECONDS SEEDDIR...
#
# Copy the seed files into WORKDIR/corpus (kept between runs, so coverage
# accumulates in the build directory) and fuzz for SECONDS.  Crash, leak and
# timeout reproducers land in WORKDIR/artifacts; the exit status is the
# fuzzer's (0: nothing found).
set -eu
fuzzer=$1 work=$2 secs=$3
shift 3
mkdir -p "$work/corpus" "$work/artifacts"
for dir in "$@"; do
    for f in "$dir"/*; do
        [ -f "$f" ] && cp "$f" "$work/corpus/seed-$(basename "$f")"
    done
done
exec "$fuzzer" -dict="$(dirname "$0")/tt.dict" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
    "$work/corpus"

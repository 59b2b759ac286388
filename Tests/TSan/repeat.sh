#!/usr/bin/env bash
# Runs `make test-tsan` (the reactive core's tests under the thread sanitizer) again and again
# until one run fails or RUNS runs (default 20) have passed in a row, then prints the count and
# the time taken. A failing run's log is kept and its failures are printed.
#
#   Tests/TSan/repeat.sh [RUNS]        (make test-tsan-repeat RUNS=20)
#
# Load makes races and timing assumptions show: run it beside a build, or another `stress`.
set -u
runs=${1:-20}
cd "$(dirname "$0")/../.."
start=$(date +%s)
passed=0
while [ "$passed" -lt "$runs" ]; do
    log=$(mktemp /tmp/test-tsan.XXXXXX.log)
    if make test-tsan >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "run $passed of $runs clean ($(($(date +%s) - start)) s so far)"
        rm -f "$log"
    else
        echo "run $((passed + 1)) FAILED after $passed clean runs in a row ($(($(date +%s) - start)) s); log: $log"
        grep -E "✘|WARNING: ThreadSanitizer|SUMMARY: ThreadSanitizer|error:" "$log" | head -40
        exit 1
    fi
done
echo "$passed consecutive clean make test-tsan runs in $(($(date +%s) - start)) s"

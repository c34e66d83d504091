#!/usr/bin/env bash
# Runs `swift test --skip-build ARGS...` and keeps its log readable: the log goes to the
# terminal and to .build/test-logs/<name>.log, and any line longer than MAX_LINE characters
# (1,000 by default) fails the run, naming the test case. Such lines come from parameterised
# tests whose arguments print whole; give them names (Tests/TourBookKitTests/Support/Named.swift).
#   scripts/swift-test.sh NAME [swift test arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
name=$1
shift
max=${MAX_LINE:-1000}
mkdir -p .build/test-logs
source scripts/ram-tmpdir.sh
trap '[ -z "$TOURBOOK_SCRATCH" ] || rm -rf "$TOURBOOK_SCRATCH"' EXIT
log=.build/test-logs/$name.log
status=0
swift test --skip-build "$@" 2>&1 | tee "$log" || status=$?
long=$(awk -v max="$max" 'length($0) > max { n++; if (n <= 5) printf "  line %d, %d characters: %s…\n", NR, length($0), substr($0, 1, 160) } END { if (n) printf "%d lines\n", n }' "$log")
if [ -n "$long" ]; then
    echo "test log: lines over $max characters in $log (name the test arguments that print them):" >&2
    echo "$long" >&2
    [ "$status" -ne 0 ] || status=1
fi
exit "$status"

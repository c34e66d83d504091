#!/usr/bin/env bash
# `make test`'s two long parts at once, one per core: the site checks (Tests/site: the sample
# built and read by Chromium, nginx, the Nu checker; much of it waiting) and the unit tests,
# with the compile of the test targets. Neither times anything (speed targets are in `make
# bench`), so both start as soon as the debug `tourbook` is built. The unit tests print as they
# go; the site checks' log (.build/test-logs/site-checks.log) is printed after them. Fails when
# either part fails.
#   scripts/test-side-by-side.sh PATH/TO/tourbook
set -uo pipefail
cd "$(dirname "$0")/.."
tourbook=$1
mkdir -p .build/test-logs
log=.build/test-logs/site-checks.log
(
    set -e
    bash Tests/site/run.sh "$tourbook"
    bash Tests/site/hostile.sh "$tourbook"
) >"$log" 2>&1 &
site=$!
trap 'kill "$site" 2>/dev/null' EXIT

${SWIFT:-swift} build --build-tests && scripts/swift-test.sh unit
unit=$?
wait "$site"
checks=$?
trap - EXIT
echo "== site checks (run beside the unit tests; log: $log)"
cat "$log"
[ "$unit" -eq 0 ] || echo "unit tests failed (exit $unit)" >&2
[ "$checks" -eq 0 ] || echo "site checks failed (exit $checks)" >&2
[ "$unit" -eq 0 ] && [ "$checks" -eq 0 ]

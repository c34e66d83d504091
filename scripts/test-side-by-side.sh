#!/usr/bin/env bash
# `make test`'s two long parts at once, one per core: the site checks (Tests/site: the sample
# built and read by Chromium, nginx, the Nu checker; much of it waiting) and the unit tests,
# with the compile of the test targets. The site checks start first, as soon as the debug
# `tourbook` is built, and the unit tests join once the finder's typing-speed check,
# which wants the machine to itself, has run (run.sh makes the file TOURBOOK_TIMING_CHECKS_DONE
# names). The unit tests print as they go; the site checks' log (.build/test-logs/site-checks.log)
# is printed after them. Fails when either part fails.
#   scripts/test-side-by-side.sh PATH/TO/tourbook
set -uo pipefail
cd "$(dirname "$0")/.."
tourbook=$1
mkdir -p .build/test-logs
log=.build/test-logs/site-checks.log
signal=$(mktemp -u "${TMPDIR:-/tmp}/tourbook-timing-done.XXXXXX")
(
    set -e
    TOURBOOK_TIMING_CHECKS_DONE=$signal bash Tests/site/run.sh "$tourbook"
    bash Tests/site/hostile.sh "$tourbook"
) >"$log" 2>&1 &
site=$!
trap 'kill "$site" 2>/dev/null; rm -f "$signal"' EXIT
while [ ! -e "$signal" ] && kill -0 "$site" 2>/dev/null; do sleep 0.2; done

${SWIFT:-swift} build --build-tests && scripts/swift-test.sh unit
unit=$?
wait "$site"
checks=$?
trap - EXIT
rm -f "$signal"
echo "== site checks (run beside the unit tests; log: $log)"
cat "$log"
[ "$unit" -eq 0 ] || echo "unit tests failed (exit $unit)" >&2
[ "$checks" -eq 0 ] || echo "site checks failed (exit $checks)" >&2
[ "$unit" -eq 0 ] && [ "$checks" -eq 0 ]

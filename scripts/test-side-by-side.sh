#!/usr/bin/env bash
# `make test`'s long parts at once on two cores: the site checks (Tests/site: the sample built
# and read by Chromium, nginx, the Nu checker; much of it waiting) and the unit tests, with the
# compile of the test targets. Neither times anything (speed targets are in `make bench`), so all
# start as soon as the debug `tourbook` is built.
#   - run.sh and hostile.sh (the hostile copy of the sample in Chromium) run side by side: each
#     waits on browsers and servers for much of its time.
#   - The unit tests' compile and run are the longer chain (on a fresh clone they ended 25 s
#     after the checks), so they run at the same priority as the checks, not below them.
# The unit tests print as they go; the site checks' logs (.build/test-logs/site-checks.log and
# hostile.log) are printed after them. Fails when any part fails.
#   DEBUG_BUILD="swift build FLAGS" scripts/test-side-by-side.sh PATH/TO/tourbook
# (the Makefile sets DEBUG_BUILD, so the test targets build with the flags tourbook was built with)
set -uo pipefail
cd "$(dirname "$0")/.."
tourbook=$1
: "${DEBUG_BUILD:?set DEBUG_BUILD to the command that built $tourbook (the Makefile does)}"
mkdir -p .build/test-logs
log=.build/test-logs/site-checks.log
hostile_log=.build/test-logs/hostile.log
bash Tests/site/run.sh "$tourbook" >"$log" 2>&1 &
site=$!
bash Tests/site/hostile.sh "$tourbook" >"$hostile_log" 2>&1 &
hostile=$!
trap 'kill "$site" "$hostile" 2>/dev/null' EXIT

$DEBUG_BUILD --product TourBookPackageTests && scripts/swift-test.sh unit
unit=$?
wait "$site"
checks=$?
wait "$hostile"
hostile_status=$?
trap - EXIT
echo "== site checks (run beside the unit tests; log: $log)"
cat "$log"
echo "== hostile content (run beside them; log: $hostile_log)"
cat "$hostile_log"
[ "$unit" -eq 0 ] || echo "unit tests failed (exit $unit)" >&2
[ "$checks" -eq 0 ] || echo "site checks failed (exit $checks)" >&2
[ "$hostile_status" -eq 0 ] || echo "hostile content checks failed (exit $hostile_status)" >&2
[ "$unit" -eq 0 ] && [ "$checks" -eq 0 ] && [ "$hostile_status" -eq 0 ]

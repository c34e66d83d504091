#!/usr/bin/env bash
# The AddressSanitizer build of the library modules and the tests (the product
# TourBookPackageTests), shared by `make sanitizers` (its unit-test run) and `make fuzz`
# (scripts/fuzz.sh links the fuzz targets against its modules): one compile for both. The
# modules also carry libFuzzer's coverage instrumentation (what `-sanitize=fuzzer` adds at
# compile time); outside a fuzz target its hooks are the sanitizer runtime's empty defaults. It
# has a build folder of its own, .build/asan, so it leaves the plain debug build alone.
#   scripts/asan-build.sh [--show-bin-path]
set -euo pipefail
cd "$(dirname "$0")/.."
exec ${SWIFT:-swift} build --product TourBookPackageTests --sanitize=address --scratch-path .build/asan \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp,indirect-calls "$@"

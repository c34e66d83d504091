#!/usr/bin/env bash
# Hostile content end to end: builds a copy of the sample with <script>, attribute breakers,
# javascript:/data: URLs, raw HTML and Unicode tricks in every text field and notes file, then
# checks every page statically and in headless Chromium (nothing executes, the text reads as
# written). Needs python3 and chromium. About 30-60 seconds.
# Usage: Tests/site/hostile.sh [PATH/TO/tourbook]   (default: .build/debug/tourbook)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
tourbook=$(realpath "${1:-$here/.build/debug/tourbook}")
python3 "$here/Tests/site/hostile_check.py" "$tourbook"

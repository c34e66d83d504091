#!/usr/bin/env python3
"""Generates Sources/Airports/AirportData.txt (the Airports module's table) from the `airportsdata` package.

    scripts/make-airports.py           install the pinned airportsdata into a temporary folder
                                       and (re)write the table and the license copy
    scripts/make-airports.py --check   the same into memory; exit 1 if the committed files differ

The output depends only on the pinned version: same version, same bytes. Every airport with an
IATA code goes in, one line each, sorted by code:

    CODE|name|city|country|IANA zone

The city is the IATA multi-airport city's name where the airport belongs to one (YYZ is in
"Toronto", not in "Mississauga" where the terminal buildings are), else airportsdata's city
(which may be empty), unless scripts/airport-cities.tsv names the city people on a tour say
(YVR is "Vancouver", not "Richmond"; YUL "Montréal", not "Dorval"). That file gives, for each
airport it changes, the city the pinned data had; when the data no longer has it (a new version),
or the line changes nothing, the script stops so the line can be looked at again. The MIT notice of airportsdata goes into the table's header and into
docs/airportsdata-LICENSE.txt. The table is data; the build compiles it into the enum
`AirportData` (Plugins/EmbedLines).
"""

import csv
import glob
import os
import subprocess
import sys
import tempfile

VERSION = "20260905"
PACKAGE = "airportsdata"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE_FILE = os.path.join(ROOT, "Sources", "Airports", "AirportData.txt")
LICENSE_FILE = os.path.join(ROOT, "docs", "airportsdata-LICENSE.txt")
CITIES_FILE = os.path.join(ROOT, "scripts", "airport-cities.tsv")


def install(target):
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--no-compile", "--target", target, f"{PACKAGE}=={VERSION}"],
        check=True,
    )
    package = os.path.join(target, PACKAGE)
    licenses = glob.glob(os.path.join(target, f"{PACKAGE}-{VERSION}.dist-info", "licenses", "*")) \
        or glob.glob(os.path.join(target, f"{PACKAGE}-{VERSION}.dist-info", "LICENSE*"))
    if not licenses:
        sys.exit(f"make-airports: no license file in {PACKAGE} {VERSION}")
    with open(licenses[0], encoding="utf-8") as f:
        notice = f.read().strip() + "\n"
    return package, notice


def clean(value):
    value = " ".join(value.split())
    if "|" in value or '"""#' in value or "\\#" in value:
        sys.exit(f"make-airports: a value the format can't hold: {value!r}")
    return value


def overrides():
    """{code: (city, the city the pinned data gives)} from scripts/airport-cities.tsv."""
    out = {}
    with open(CITIES_FILE, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            where = f"{os.path.relpath(CITIES_FILE, ROOT)}:{number}"
            if len(fields) != 3 or not all(fields) or any(v != clean(v) for v in fields):
                sys.exit(f"make-airports: {where}: expected code, city and airportsdata's city, tab-separated")
            code, city, was = fields
            if code in out:
                sys.exit(f"make-airports: {where}: {code} is listed twice")
            out[code] = (city, was)
    return out


def rows(package):
    cities = {}
    with open(os.path.join(package, "iata_macs.csv"), encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            cities[row["Airport Code"]] = row["City Name"]
    chosen = overrides()
    out = {}
    with open(os.path.join(package, "airports.csv"), encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            code = row["iata"]
            if not code:
                continue
            if len(code) != 3 or not code.isascii() or not code.isalpha() or not code.isupper():
                sys.exit(f"make-airports: unexpected IATA code {code!r}")
            if code in out:
                sys.exit(f"make-airports: duplicate IATA code {code}")
            if not row["tz"]:
                continue  # no zone (Antarctic strips): the table can't place its times
            city = cities.get(code) or row["city"]
            if code in chosen:
                better, was = chosen.pop(code)
                if city != was or better == was:
                    sys.exit(f"make-airports: airport-cities.tsv expects {code}'s city to be {was!r} and to change it to "
                             f"{better!r}; airportsdata {VERSION} says {city!r}: check the line")
                city = better
            out[code] = "|".join(clean(v) for v in (code, row["name"], city, row["country"], row["tz"]))
    if chosen:
        sys.exit("make-airports: airport-cities.tsv names airports the table doesn't have: " + ", ".join(sorted(chosen)))
    return [out[code] for code in sorted(out)]


def render(lines, notice):
    header = [
        "Generated by scripts/make-airports.py from the airportsdata package. Do not edit;",
        "change the script (or its pinned version) and run it again.",
        "",
        f"{len(lines)} airports with an IATA code, sorted by code: CODE|name|city|country|IANA zone.",
        "airportsdata's license (also in docs/airportsdata-LICENSE.txt):",
        "",
    ] + notice.splitlines()
    return (
        "".join(("# " + line).rstrip() + "\n" for line in header)
        + f"# version: {VERSION}\n"
        + "".join(line + "\n" for line in lines)
    )


def render_license(notice):
    return (
        f"The airport table in Sources/Airports/AirportData.txt is generated from the\n"
        f"airportsdata package, version {VERSION} (https://pypi.org/project/airportsdata/), under this license:\n\n"
        + notice
    )


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: scripts/make-airports.py [--check]")
    with tempfile.TemporaryDirectory(prefix="make-airports-") as temp:
        package, notice = install(temp)
        lines = rows(package)
    outputs = {TABLE_FILE: render(lines, notice).encode("utf-8"), LICENSE_FILE: render_license(notice).encode("utf-8")}
    if check:
        stale = []
        for path, data in outputs.items():
            try:
                with open(path, "rb") as f:
                    same = f.read() == data
            except FileNotFoundError:
                same = False
            if not same:
                stale.append(os.path.relpath(path, ROOT))
        if stale:
            print("make-airports: out of date: " + ", ".join(stale) + "; run scripts/make-airports.py", file=sys.stderr)
            return 1
        print(f"make-airports: {len(lines)} airports from {PACKAGE} {VERSION}, files up to date")
        return 0
    for path, data in outputs.items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    print(f"make-airports: wrote {len(lines)} airports from {PACKAGE} {VERSION} ({len(outputs[TABLE_FILE])} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

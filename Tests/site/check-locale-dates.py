#!/usr/bin/env python3
"""Dates as CLDR writes them, with Python's Babel as the reference:

- the tables TourBook carries (Sources/TourViews/Rendering/LocaleDates.swift) hold, for every
  locale, Babel's month and weekday names and its full, medium, MMMEd, yMMMM, yMMMEd and MMMd
  patterns;
- the sample built in each locale (`en-GB`, `en-US`, `de-DE`, `fr-FR`, `es-ES`) heads every day page with
  Babel's full format of its date, gives the tour's dates on the home page in Babel's medium
  format, sets `lang`, starts the calendar's weeks on the locale's first day, and writes times
  on the locale's clock (12-hour `9:00 PM` for en-US, 24-hour `21:00` for the others).

Usage: check-locale-dates.py PATH/TO/tourbook
"""
import datetime as dt
import html
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from babel import Locale
from babel.dates import format_date, get_date_format, get_day_names, get_month_names

repo = pathlib.Path(__file__).resolve().parent.parent.parent
tourbook = sys.argv[1]
failures = []
CASES = {"en-GB": "britishEnglish", "en-US": "americanEnglish", "de-DE": "german", "fr-FR": "french", "es-ES": "spanish"}


def fail(message):
    failures.append(message)


# The tables against Babel.
source = (repo / "Sources/TourViews/Rendering/LocaleDates.swift").read_text(encoding="utf-8")
for tag, case in CASES.items():
    block = source.split(f".{case}: LocaleDates(", 1)[1].split("),", 1)[0]
    def field(name):
        match = re.search(name + r': (\[[^\]]*\]|"[^"]*")', block)
        return json.loads(match[1]) if match else None
    loc = Locale.parse(tag.replace("-", "_"))
    sunday_first = [6, 0, 1, 2, 3, 4, 5]
    expected = {
        "months": [get_month_names("wide", locale=loc)[m] for m in range(1, 13)],
        "monthsShort": [get_month_names("abbreviated", locale=loc)[m] for m in range(1, 13)],
        "weekdays": [get_day_names("wide", locale=loc)[d] for d in sunday_first],
        "weekdaysShort": [get_day_names("abbreviated", locale=loc)[d] for d in sunday_first],
        "full": get_date_format("full", locale=loc).pattern,
        "medium": get_date_format("medium", locale=loc).pattern,
        "shortWithWeekday": loc.datetime_skeletons["MMMEd"].pattern,
        "monthAndYear": loc.datetime_skeletons["yMMMM"].pattern,
        "shortWithYear": loc.datetime_skeletons["yMMMEd"].pattern,
        "dayAndMonth": loc.datetime_skeletons["MMMd"].pattern,
    }
    for name, want in expected.items():
        if field(name) != want:
            fail(f"LocaleDates {tag}.{name}: {field(name)!r}, Babel has {want!r}")

# The sample, built in each locale a tour may name.
work = pathlib.Path(tempfile.mkdtemp())
try:
    days = sorted(p.stem for p in (repo / "Content/days").glob("*.json"))
    first, last = dt.date.fromisoformat(days[0]), dt.date.fromisoformat(days[-1])
    for tag, clock_sample in (("en-GB", "21:00"), ("en-US", "9:00 PM"), ("de-DE", "21:00"), ("fr-FR", "21:00"), ("es-ES", "21:00")):
        content = work / tag
        shutil.copytree(repo / "Content", content)
        tour = json.loads((content / "tour.json").read_text(encoding="utf-8"))
        tour["locale"] = tag
        tour.pop("clock", None)
        (content / "tour.json").write_text(json.dumps(tour, ensure_ascii=False), encoding="utf-8")
        output = work / f"{tag}-out"
        subprocess.run([tourbook, "build", "--content", str(content), "--templates", str(repo / "Templates"),
                        "--output", str(output), "--quiet"], check=True, capture_output=True)
        babel_tag = tag.replace("-", "_")
        date = first
        while date <= last:
            page = (output / "crew/days" / f"{date}.html").read_text(encoding="utf-8")
            heading = re.search(r"<h1[^>]*>([^<]*)", page)
            want = format_date(date, "full", locale=babel_tag)
            if not heading or html.unescape(heading[1]).strip() != want:
                fail(f"{tag} {date}: the day page's heading is {heading and heading[1]!r}, Babel's full format {want!r}")
            if f'<html lang="{tag}">' not in page:
                fail(f"{tag} {date}: not lang=\"{tag}\"")
            date += dt.timedelta(days=1)
        home = (output / "crew/index.html").read_text(encoding="utf-8")
        span = f"{format_date(first, 'medium', locale=babel_tag)} – {format_date(last, 'medium', locale=babel_tag)}"
        if span not in html.unescape(home):
            fail(f"{tag}: the home page does not give the tour's dates as {span!r} (Babel's medium format)")
        first_column = re.search(r'<thead><tr><th scope="col" abbr="([^"]+)"', home)
        want_first = get_day_names("wide", locale=babel_tag)[Locale.parse(babel_tag).first_week_day]
        if not first_column or first_column[1] != want_first:
            fail(f"{tag}: the calendar starts its weeks on {first_column and first_column[1]}, CLDR on {want_first}")
        show = (output / "crew/days/2027-03-20.html").read_text(encoding="utf-8")
        if f'datetime="2027-03-20T21:00+01:00">{clock_sample}<' not in show:
            fail(f"{tag}: the headline set at 21:00 is not written {clock_sample!r}")
finally:
    shutil.rmtree(work)

if failures:
    print("\n".join(failures))
    print(f"locale dates: {len(failures)} failed")
    sys.exit(1)
print(f"locale dates: tables of {len(CASES)} locales match Babel; the pages of all of them match Babel's full and medium formats")

#!/usr/bin/env python3
"""Parses every .ics under OUTPUT with PyPI's `ical`, a strict RFC 5545 parser (check-ics.py's
`icalendar` is lenient: it accepts what some calendar programs refuse).

A feed fails when `ical` raises (its message, and the detail it gives, are printed with the
file), or when the file does not hold exactly one VCALENDAR, or when that VCALENDAR holds no
event (RFC 5545 3.6 asks for at least one component; `ical` itself accepts an empty one), or
when it has a METHOD without an ORGANIZER (libical's iTIP check refuses that; `ical` doesn't).
Usage: check-ics-strict.py OUTPUT
"""
import os
import sys

from ical.calendar_stream import IcsCalendarStream
from ical.exceptions import CalendarError


def feeds(output):
    for folder, _, names in os.walk(output):
        for name in sorted(names):
            if name.endswith(".ics"):
                yield os.path.join(folder, name)


def check(path):
    """None when `ical` reads the file as one calendar, else (kind, why not)."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    try:
        stream = IcsCalendarStream.from_ics(text)
    except CalendarError as error:
        detail = getattr(error, "detailed_error", None)
        return "ical", f"{error}" + (f" ({detail})" if detail and detail != str(error) else "")
    except ValueError as error:  # pydantic's validation errors, should one escape ical's wrapping
        return "ical", f"{type(error).__name__}: {error}"
    if len(stream.calendars) != 1:
        return "calendars", f"{len(stream.calendars)} VCALENDARs; a feed holds exactly one"
    calendar = stream.calendars[0]
    if not calendar.events:
        return "no event", "a VCALENDAR without any VEVENT; RFC 5545 3.6 requires a component, and a feed is its events"
    unfolded = text.replace("\r\n ", "")
    if "\r\nMETHOD:" in unfolded and "\r\nORGANIZER" not in unfolded:
        return "method", "METHOD without ORGANIZER: an iTIP message, which libical refuses without an organizer"
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    output = sys.argv[1]
    passed = failed = 0
    for path in sorted(feeds(output)):
        problem = check(path)
        if problem is None:
            passed += 1
        else:
            failed += 1
            print(f"ics-strict: FAILED: {os.path.relpath(path, output)}: {problem[1]}")
    if passed + failed == 0:
        print(f"ics-strict: FAILED: no .ics under {output}")
        failed = 1
    print(f"ics-strict: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

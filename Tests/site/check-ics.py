#!/usr/bin/env python3
"""Checks every generated .ics of a built site against its day pages.

For each role folder of OUTPUT: calendar.ics (and people/*.ics) must parse with the `icalendar`
package, have CRLF line ends and no line over 75 octets, unique UIDs and a DTSTAMP on every
event. Event by event against the role's day pages (each `.item` carries data-kind, data-time
and <span class="title">):
  - calendar.ics: every item has exactly one event with the same start instant, the same UTC
    offset (the zone as the page shows it) and its title in SUMMARY; a hotel check-out is the
    DTEND of its stay's event; an item whose time is TBD is an all-day event on the page's
    date whose SUMMARY starts "TBD: ". Every event must answer some item (nothing extra).
  - people/<id>.ics: every event answers some item of the role's pages the same way.
  - private/<id>/calendar.ics (a traveller's own feed): parses the same way, holds events, and
    every event answers an item of some role's day pages.
Usage: check-ics.py OUTPUT
"""
import os
import sys
from datetime import date, datetime, timedelta
from html.parser import HTMLParser
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import icalendar

passed = failed = 0


def fail(message):
    global failed
    failed += 1
    print(f"ics: FAILED: {message}")


def ok():
    global passed
    passed += 1


class Items(HTMLParser):
    """The timeline items of a day page: (kind, time, title)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items = []
        self.in_item = 0  # depth of <li> inside the current item
        self.in_title = 0  # depth of <span> inside the current title

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "li":
            if self.in_item:
                self.in_item += 1
            elif "item" in (attrs.get("class") or "").split() and "data-kind" in attrs:
                self.items.append({"kind": attrs["data-kind"], "time": attrs["data-time"], "title": ""})
                self.in_item = 1
        elif tag == "span" and self.in_title:
            self.in_title += 1  # a mark inside the title (a flight number kept whole)
        elif tag == "span" and self.in_item and "title" in (attrs.get("class") or "").split():
            self.in_title = 1

    def handle_endtag(self, tag):
        if tag == "span" and self.in_title:
            self.in_title -= 1
        elif tag == "li" and self.in_item:
            self.in_item -= 1

    def handle_data(self, data):
        if self.in_title:
            self.items[-1]["title"] += data


def raw_checks(path, data):
    """CRLF everywhere, at most 75 octets a line, no split UTF-8 sequence."""
    if not data.endswith(b"\r\n") or data.replace(b"\r\n", b"").count(b"\n") or data.replace(b"\r\n", b"").count(b"\r"):
        fail(f"{path}: not every line ends in CRLF")
    else:
        ok()
    for number, line in enumerate(data.split(b"\r\n"), 1):
        if len(line) > 75:
            fail(f"{path}:{number}: {len(line)} octets, more than 75")
            break
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            fail(f"{path}:{number}: a fold split a UTF-8 sequence")
            break
    else:
        ok()


def events_of(path):
    with open(path, "rb") as handle:
        data = handle.read()
    raw_checks(path, data)
    calendar = icalendar.Calendar.from_ical(data)
    # The file's own VTIMEZONEs, built from the component (not looked up by name, not from
    # icalendar's cache of earlier files): what a calendar program without the zone would use.
    own = {str(zone["TZID"]): zone.to_tz(lookup_tzid=False) for zone in calendar.walk("VTIMEZONE")}

    def when(name, component):
        """An all-day date, or the instant read with the file's VTIMEZONE, which must agree
        with the system's zone of the same name."""
        prop = component.get(name)
        if prop is None:
            return None
        value = prop.dt
        if all_day(value):
            return value
        tzid = prop.params.get("TZID")
        if tzid is None or tzid not in own:
            fail(f"{path}: {component.get('UID')}: {name} has no TZID with a VTIMEZONE")
            return value
        local = value.replace(tzinfo=None)
        mine = local.replace(tzinfo=own[tzid])
        try:
            system = local.replace(tzinfo=ZoneInfo(tzid))
        except (ZoneInfoNotFoundError, ValueError):
            fail(f"{path}: {component.get('UID')}: TZID {tzid} is not a zone of the system")
            return mine
        if mine != system or mine.utcoffset() != system.utcoffset():
            fail(f"{path}: {component.get('UID')}: {name} {local} is {mine.utcoffset()} by the VTIMEZONE but {system.utcoffset()} by the system's {tzid}")
        return mine

    events = []
    uids = set()
    for component in calendar.walk("VEVENT"):
        uid = str(component.get("UID", ""))
        if not uid or uid in uids:
            fail(f"{path}: missing or repeated UID {uid!r}")
        uids.add(uid)
        if component.get("DTSTAMP") is None:
            fail(f"{path}: {uid}: no DTSTAMP")
        start = when("DTSTART", component)
        end = when("DTEND", component)
        events.append({"uid": uid, "start": start, "end": end, "summary": str(component.get("SUMMARY", ""))})
    return events


def all_day(value):
    return isinstance(value, date) and not isinstance(value, datetime)


def same_moment(value, iso):
    """value (aware datetime) is the page's instant and shows the page's UTC offset."""
    if all_day(value) or value.tzinfo is None:
        return False
    page = datetime.fromisoformat(iso)
    return value == page and value.utcoffset() == page.utcoffset()


def candidates(item, page_date, events):
    """The events that answer a page item."""
    title = item["title"].strip()
    found = []
    for event in events:
        if title not in event["summary"]:
            continue
        if item["time"] == "tbd":
            if item["kind"] == "hotel-checkout":
                found.append(event)  # the stay's end is unknown: naming the hotel is all we can ask
            elif all_day(event["start"]) and event["start"] == page_date and event["summary"].startswith("TBD: "):
                found.append(event)
        elif item["kind"] == "hotel-checkout":
            if event["end"] is not None and same_moment(event["end"], item["time"]):
                found.append(event)
            elif event["summary"].startswith("Check-out") and same_moment(event["start"], item["time"]):
                found.append(event)  # the stay's check-in is TBD: a check-out event of its own
        elif same_moment(event["start"], item["time"]):
            found.append(event)
    return found


def check_role(output, role):
    folder = os.path.join(output, role)
    feed = os.path.join(folder, "calendar.ics")
    days = os.path.join(folder, "days")
    items = []
    for name in sorted(os.listdir(days)):
        if not name.endswith(".html"):
            continue
        parser = Items()
        with open(os.path.join(days, name), encoding="utf-8") as handle:
            parser.feed(handle.read())
        page_date = date.fromisoformat(name[:-5])
        items += [(name, page_date, item) for item in parser.items]
    seen_items.extend(items)
    if not os.path.isfile(feed):
        # A calendar without events is not valid iCalendar: a role that sees no item has none,
        # and no link to one.
        with open(os.path.join(folder, "index.html"), encoding="utf-8") as handle:
            linked = "calendar.ics" in handle.read()
        if items or linked:
            fail(f"{role}: no calendar.ics, but {len(items)} day-page items" + (" and a link to it" if linked else ""))
        else:
            ok()
            print(f"ics: {role}: no items, no calendar, no link")
        return
    events = events_of(feed)
    if not events:
        fail(f"{role}/calendar.ics: no event (RFC 5545 wants at least one component)")

    # Items that look the same on a page (two stays at one hotel from the same time) need as
    # many events as there are items.
    twins = {}
    for name, page_date, item in items:
        key = (name, item["kind"], item["time"], item["title"])
        twins[key] = twins.get(key, 0) + 1
    answered = set()
    for name, page_date, item in items:
        found = candidates(item, page_date, events)
        label = f"{role}/days/{name}: {item['kind']} {item['time']} {item['title']!r}"
        if item["kind"] == "hotel-checkout" and item["time"] == "tbd":
            good = len(found) >= 1
        else:
            good = len(found) == twins[(name, item["kind"], item["time"], item["title"])]
        if good:
            ok()
            answered.update(event["uid"] for event in found)
        else:
            fail(f"{label}: {len(found)} matching events in calendar.ics")
    for event in events:
        if event["uid"] not in answered:
            fail(f"{role}/calendar.ics: event {event['uid']} ({event['summary']!r}) matches no item of the day pages")
    print(f"ics: {role}: {len(events)} events, {len(items)} day-page items")

    people = os.path.join(folder, "people")
    if not os.path.isdir(people):
        return
    for name in sorted(os.listdir(people)):
        if not name.endswith(".ics"):
            continue
        path = f"{role}/people/{name}"
        for event in events_of(os.path.join(people, name)):
            if any(event in candidates(item, page_date, [event]) for _, page_date, item in items):
                ok()
            else:
                fail(f"{path}: event {event['uid']} ({event['summary']!r}) matches no item of the day pages")


seen_items = []


def check_private(output):
    """Each traveller's own feed: valid, not empty, every event one of the tour's items."""
    folder = os.path.join(output, "private")
    people = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    for person in people:
        path = os.path.join(folder, person, "calendar.ics")
        events = events_of(path)
        if not events:
            fail(f"private/{person}/calendar.ics: no event")
        for event in events:
            if any(event in candidates(item, page_date, [event]) for _, page_date, item in seen_items):
                ok()
            else:
                fail(f"private/{person}/calendar.ics: event {event['uid']} ({event['summary']!r}) matches no item of the day pages")
    print(f"ics: private: {len(people)} travellers' feeds")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    output = sys.argv[1]
    roles = sorted(name for name in os.listdir(output) if os.path.isdir(os.path.join(output, name)) and name != "private")
    if not roles:
        fail(f"no role folders in {output}")
    for role in roles:
        check_role(output, role)
    check_private(output)
    print(f"ics: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

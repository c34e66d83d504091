"""Schema and sample-content checks for TourBook.

Run from anywhere:  python3 -m pytest -q Tests/schema
Needs: pip install jsonschema pytest  (Python 3.9+ for zoneinfo).

- the JSON Schemas in schema/ are valid draft 2020-12 and describe every property;
- the sample in Content/ validates, is internally consistent (ids, assets, dates) and has
  only readable or plainly-textual times (no broken clock times, no times in a DST gap);
- every file in Tests/TourBookKitTests/Fixtures/rejects/ is rejected by its schema, at
  exactly one place, and only uses the ids the Swift test's minimal tour provides;
- a few minimal files are accepted.

Flight ends written as bare codes take their zone from the airport table that TourBook itself
uses (Sources/Airports/AirportData.txt), read here as text.
"""
import datetime as dt
import json
import re
import struct
import zlib
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from jsonschema import Draft202012Validator, FormatChecker

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SCHEMA_DIR = ROOT / "schema"
CONTENT = ROOT / "Content"
DAYS = CONTENT / "days"
REJECTS = ROOT / "Tests" / "TourBookKitTests" / "Fixtures" / "rejects"
AIRPORT_DATA = ROOT / "Sources" / "Airports" / "AirportData.txt"

KINDS = ("tour", "people", "day", "venues")
TABS = {"schedule", "travel", "contacts"}
SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")
DATE_NAME = re.compile(r"^(\d{4}-\d{2}-\d{2})\.json$")
NOTE_NAME = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:\.([a-z0-9-]+))?\.md$")

# SPEC "Times": HH:MM / H:MM (24 h) or h:mm am|pm, optional leading ~, optional +1 / +2.
READABLE_TIME = re.compile(
    r"^(?P<approx>~)?(?:(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)"
    r"|(?P<h12>1[0-2]|0?[1-9]):(?P<m12>[0-5]\d)\s?(?P<ampm>[ap]m))"
    r"(?:\+(?P<plus>[12]))?$",
    re.IGNORECASE,
)
# Something that looks like a clock time but is not readable (25:99, 14.3): the build warns.
CLOCK_LIKE = re.compile(r"\d{1,2}\s*[:.h]\s*\d")
CHECKOUT = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{1,2}:\d{2})$")


def load(path):
    return json.loads(Path(path).read_text(encoding="utf-8-sig"))


def validator(kind):
    return Draft202012Validator(load(SCHEMA_DIR / f"{kind}.schema.json"), format_checker=FormatChecker())


def error_places(kind, instance):
    return sorted({e.json_path for e in validator(kind).iter_errors(instance)})


def day_files():
    return sorted(p for p in DAYS.glob("*.json"))


def parse_time(text):
    """(hour, minute, plus_days) for a readable time, else None."""
    m = READABLE_TIME.match(text.strip())
    if not m:
        return None
    if m["h24"] is not None:
        h, mi = int(m["h24"]), int(m["m24"])
    else:
        h, mi = int(m["h12"]) % 12, int(m["m12"])
        if m["ampm"].lower() == "pm":
            h += 12
    return h, mi, int(m["plus"] or 0)


def instant(date, hour, minute, zone):
    """Aware datetime per SPEC: a skipped wall time would use the offset before the change."""
    return dt.datetime(date.year, date.month, date.day, hour, minute, tzinfo=ZoneInfo(zone))


def wall_time_exists(local):
    back = local.astimezone(dt.timezone.utc).astimezone(local.tzinfo)
    return back.replace(tzinfo=None) == local.replace(tzinfo=None)


def add_months(d, months):
    y, m = divmod(d.month - 1 + months, 12)
    y, m = d.year + y, m + 1
    import calendar
    return dt.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


_AIRPORT_ZONES = {}


def airport_zones():
    """Code -> IANA zone, from the generated table's `CODE|name|city|country|zone` lines."""
    if not _AIRPORT_ZONES:
        text = AIRPORT_DATA.read_text(encoding="utf-8")
        for line in text.splitlines():
            if line.startswith("#"):
                continue
            fields = line.split("|")
            _AIRPORT_ZONES[fields[0]] = fields[4]
    return _AIRPORT_ZONES


def end_zone(end, day_zone):
    """A flight end's zone: its explicit timeZone, else the table's zone for its code."""
    if isinstance(end, str):
        return airport_zones()[end]
    return end.get("timeZone") or airport_zones().get(end["airport"], day_zone)


def ground_end_zone(end, day_zone):
    """A ground leg end's zone: its timeZone when written as an object, else the day's."""
    return end["timeZone"] if isinstance(end, dict) else day_zone


def timed_items(date, day, tour_zone):
    """Yield (label, text, date, zone) for every time-bearing field of a day file."""
    zone = day.get("timeZone", tour_zone)
    for i, item in enumerate(day.get("schedule", [])):
        yield f"schedule[{i}].time", item.get("time", ""), date, zone
    for i, f in enumerate(day.get("flights", [])):
        yield f"flights[{i}].departs", f.get("departs", ""), date, end_zone(f["from"], zone)
        yield f"flights[{i}].arrives", f.get("arrives", ""), date, end_zone(f["to"], zone)
    for i, g in enumerate(day.get("ground", [])):
        yield f"ground[{i}].departs", g.get("departs", ""), date, ground_end_zone(g.get("from"), zone)
        yield f"ground[{i}].arrives", g.get("arrives", ""), date, ground_end_zone(g.get("to"), zone)
    for i, h in enumerate(day.get("hotels", [])):
        yield f"hotels[{i}].checkIn", h.get("checkIn", ""), date, zone
        m = CHECKOUT.match(h.get("checkOut", ""))
        if m:
            yield f"hotels[{i}].checkOut", m[2], dt.date.fromisoformat(m[1]), zone


# --------------------------------------------------------------------------- schemas

@pytest.mark.parametrize("kind", KINDS)
def test_schema_is_valid_draft_2020_12(kind):
    schema = load(SCHEMA_DIR / f"{kind}.schema.json")
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def _walk(node, path="#"):
    if isinstance(node, dict):
        yield path, node
        for k, v in node.items():
            yield from _walk(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, f"{path}/{i}")


@pytest.mark.parametrize("kind", KINDS)
def test_every_property_has_a_description_and_objects_are_closed(kind):
    schema = load(SCHEMA_DIR / f"{kind}.schema.json")
    for path, node in _walk(schema):
        if "properties" in node:
            assert node.get("additionalProperties") is False, f"{path} is not closed"
            for name, sub in node["properties"].items():
                assert sub.get("description"), f"{path}/properties/{name} has no description"


@pytest.mark.parametrize("kind", ["tour", "day", "venues"])
def test_dollar_schema_only_at_top(kind):
    schema = load(SCHEMA_DIR / f"{kind}.schema.json")
    for path, node in _walk(schema):
        if "properties" in node and path != "#":
            assert "$schema" not in node["properties"], path


# --------------------------------------------------------------------------- sample content

def test_sample_tour_validates():
    assert error_places("tour", load(CONTENT / "tour.json")) == []


def test_sample_venues_validates():
    assert error_places("venues", load(CONTENT / "venues.json")) == []


def test_venue_and_document_are_defined_alike_in_every_schema():
    # A venue is written in venues.json or inline in a day file; a document in all three files.
    day, tour, venues = (load(SCHEMA_DIR / f"{k}.schema.json")["$defs"] for k in ("day", "tour", "venues"))
    for name in ("venue", "nearbyPlace", "document", "assetPath"):
        assert day[name] == venues[name], name
    assert tour["document"] == day["document"] and tour["assetPath"] == day["assetPath"]


def test_sample_people_validates():
    assert error_places("people", load(CONTENT / "people.json")) == []


@pytest.mark.parametrize("path", day_files(), ids=lambda p: p.name)
def test_sample_day_validates(path):
    assert error_places("day", load(path)) == []


def test_sample_dollar_schema_points_at_the_schemas():
    assert (CONTENT / load(CONTENT / "tour.json")["$schema"]).resolve() == SCHEMA_DIR / "tour.schema.json"
    assert (CONTENT / load(CONTENT / "venues.json")["$schema"]).resolve() == SCHEMA_DIR / "venues.schema.json"
    for path in day_files():
        assert (DAYS / load(path)["$schema"]).resolve() == SCHEMA_DIR / "day.schema.json", path.name


def test_vscode_settings_map_the_schemas():
    settings = load(ROOT / ".vscode" / "settings.json")
    mapped = {tuple(e["fileMatch"]): e["url"] for e in settings["json.schemas"]}
    assert mapped == {
        ("/Content/tour.json",): "./schema/tour.schema.json",
        ("/Content/people.json",): "./schema/people.schema.json",
        ("/Content/days/*.json",): "./schema/day.schema.json",
        ("/Content/venues.json",): "./schema/venues.schema.json",
    }
    for url in mapped.values():
        assert (ROOT / url).is_file()


def test_sample_dates_run_continuously_with_one_date_left_without_a_file():
    dates = []
    for path in day_files():
        m = DATE_NAME.match(path.name)
        assert m, f"day file not named YYYY-MM-DD.json: {path.name}"
        dates.append(dt.date.fromisoformat(m[1]))
    first, last = dates[0], dates[-1]
    span = [first + dt.timedelta(days=i) for i in range((last - first).days + 1)]
    missing = sorted(set(span) - set(dates))
    assert 12 <= len(span) <= 16
    assert len(missing) == 1 and first < missing[0] < last
    assert first.year == 2027


def test_sample_notes_belong_to_days():
    dates = {DATE_NAME.match(p.name)[1] for p in day_files()}
    tabs_seen = set()
    for note in DAYS.glob("*.md"):
        m = NOTE_NAME.match(note.name)
        assert m, note.name
        assert m[1] in dates, f"{note.name} has no day file"
        if m[2]:
            tabs_seen.add(m[2])
        assert note.read_text(encoding="utf-8").strip()
    assert {"travel", "contacts"} <= tabs_seen
    assert (CONTENT / "tour.md").is_file()


def test_sample_roles():
    roles = load(CONTENT / "tour.json")["roles"]
    assert roles["management"]["tabs"] == ["schedule", "travel", "contacts"]
    assert roles["crew"]["tabs"] == ["schedule", "travel"]
    assert roles["band"]["tabs"] == ["schedule", "travel"]
    assert roles["local"]["tabs"] == ["schedule"]
    assert load(CONTENT / "tour.json")["clock"] == "24h"


def test_sample_ids_and_references():
    people = load(CONTENT / "people.json")
    ids = [p["id"] for p in people]
    assert len(ids) == len(set(ids)), "duplicate people ids"
    assert 12 <= len(ids) <= 16
    used = set()
    for path in day_files():
        day = load(path)
        for section in ("flights", "ground"):
            for item in day.get(section, []):
                for pid in item.get("passengers", []):
                    assert pid in ids, f"{path.name}: unknown passenger {pid}"
                    used.add(pid)
        for hotel in day.get("hotels", []):
            for room in hotel.get("rooms", []):
                assert room["person"] in ids, f"{path.name}: unknown room person {room['person']}"
                used.add(room["person"])
    assert used, "no passengers or rooms at all"


def test_sample_artwork_is_a_real_png_under_assets():
    rel = load(CONTENT / "tour.json")["artwork"]
    path = (CONTENT / rel).resolve()
    assert path.is_relative_to((CONTENT / "assets").resolve())
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, idat = 8, [], b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        assert zlib.crc32(kind + body) & 0xFFFFFFFF == crc, f"bad CRC in {kind!r}"
        chunks.append(kind)
        if kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert chunks[0] == b"IHDR" and chunks[-1] == b"IEND"
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    assert width > 0 and height > 0
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
    assert len(zlib.decompress(idat)) == height * (1 + width * channels * depth // 8)


def _documents():
    """(where, document) for every document of the sample: tour, venues, days."""
    yield "tour.json", load(CONTENT / "tour.json").get("documents", []), None
    for vid, venue in load(CONTENT / "venues.json").items():
        if vid != "$schema":
            yield f"venues.json {vid}", venue.get("documents", []), vid
    for path in day_files():
        yield path.name, load(path).get("documents", []), None


def test_sample_venues_documents_and_their_files():
    venues = {k for k in load(CONTENT / "venues.json") if k != "$schema"}
    used = {}
    for path in day_files():
        venue = load(path).get("venue")
        if isinstance(venue, str):
            assert venue in venues, f"{path.name}: unknown venue {venue}"
            used.setdefault(venue, []).append(path.stem)
    assert any(len(dates) >= 2 for dates in used.values()), "no venue is used on two dates"
    tabs, owners = set(), set()
    for where, documents, _ in _documents():
        for document in documents:
            file = (CONTENT / document["file"]).resolve()
            assert file.is_relative_to((CONTENT / "assets").resolve()) and file.is_file(), where
            data = file.read_bytes()
            if file.suffix == ".pdf":
                # Small but whole: a header, a cross-reference table where startxref says, an end.
                assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF") and len(data) < 4096, where
                xref = int(re.search(rb"startxref\s+(\d+)", data)[1])
                assert data[xref:xref + 4] == b"xref", where
            tabs.add(document.get("tab"))
            owners.add(where.split(" ")[0].split(".")[0] if not where[0].isdigit() else "day")
    assert owners == {"tour", "venues", "day"}, owners
    assert len(tabs) >= 3, tabs


def test_sample_times_are_readable_or_plain_text_and_never_in_a_dst_gap():
    tour_zone = load(CONTENT / "tour.json")["timeZone"]
    readable = unreadable = approx = plus = 0
    for path in day_files():
        date = dt.date.fromisoformat(path.stem)
        for label, text, base, zone in timed_items(date, load(path), tour_zone):
            where = f"{path.name} {label} {text!r}"
            parsed = parse_time(text)
            if parsed is None:
                assert not CLOCK_LIKE.search(text), f"broken clock time (build would warn): {where}"
                unreadable += bool(text)
                continue
            readable += 1
            approx += text.startswith("~")
            plus += parsed[2] > 0
            h, m, days = parsed
            local = instant(base + dt.timedelta(days=days), h, m, zone)
            assert wall_time_exists(local), f"time in a DST gap (build would warn): {where}"
    assert readable > 100 and unreadable >= 3 and approx >= 5 and plus >= 5


def test_sample_travel_legs_arrive_after_they_leave():
    tour_zone = load(CONTENT / "tour.json")["timeZone"]
    for path in day_files():
        date = dt.date.fromisoformat(path.stem)
        day = load(path)
        zone = day.get("timeZone", tour_zone)
        legs = [(f["departs"], end_zone(f["from"], zone), f.get("arrives", ""), end_zone(f["to"], zone))
                for f in day.get("flights", [])]
        for g in day.get("ground", []):
            legs.append((g.get("departs", ""), ground_end_zone(g.get("from"), zone),
                         g.get("arrives", ""), ground_end_zone(g.get("to"), zone)))
        for dep, dz, arr, az in legs:
            d, a = parse_time(dep), parse_time(arr)
            if d and a:
                t0 = instant(date + dt.timedelta(days=d[2]), d[0], d[1], dz)
                t1 = instant(date + dt.timedelta(days=a[2]), a[0], a[1], az)
                assert dt.timedelta(minutes=10) < t1 - t0 < dt.timedelta(hours=15), f"{path.name}: {dep} -> {arr}"
        for h in day.get("hotels", []):
            m = CHECKOUT.match(h["checkOut"])
            assert m, f"{path.name}: checkOut must be 'YYYY-MM-DD HH:MM'"
            assert dt.date.fromisoformat(m[1]) >= date


def test_sample_geography():
    tour = load(CONTENT / "tour.json")
    zones = {tour["timeZone"]}
    for path in day_files():
        day = load(path)
        zones.add(day.get("timeZone", tour["timeZone"]))
        for f in day.get("flights", []):
            zones.update(end_zone(x, None) for x in (f["from"], f["to"]))
    when = dt.datetime(2027, 3, 20, 12, tzinfo=dt.timezone.utc)
    offsets = {when.astimezone(ZoneInfo(z)).utcoffset() for z in zones}
    assert len(offsets) >= 3
    assert {z.split("/")[0] for z in zones} >= {"America", "Europe"}


def test_sample_flights_mostly_use_bare_airport_codes():
    ends = [f[k] for p in day_files() for f in load(p).get("flights", []) for k in ("from", "to")]
    bare = [e for e in ends if isinstance(e, str)]
    explicit = [e for e in ends if isinstance(e, dict) and "timeZone" in e]
    assert len(bare) > len(ends) // 2 and explicit, "most ends are bare codes, at least one names its zone"
    assert all(code in airport_zones() for code in bare)
    assert all(airport_zones().get(e["airport"]) in (None, e["timeZone"]) for e in explicit), "sample zones agree with the table"


def test_sample_day_kinds_and_required_features():
    days = {p.stem: load(p) for p in day_files()}
    assert {d.get("kind") for d in days.values()} == {"show", "festival", "production", "travel", "off"}
    hotels_by_night = {}
    for date, day in days.items():
        for h in day.get("hotels", []):
            hotels_by_night.setdefault(date, []).append(h)
    assert any(len(hs) >= 2 for hs in hotels_by_night.values()), "no split band/crew hotel"
    multi_night = [h for date, hs in hotels_by_night.items() for h in hs
                   if (dt.date.fromisoformat(h["checkOut"][:10]) - dt.date.fromisoformat(date)).days >= 2]
    assert multi_night
    assert any(g.get("driver") for d in days.values() for g in d.get("ground", []))
    assert any(isinstance(g.get("to"), dict) and g.get("arrives") for d in days.values() for g in d.get("ground", [])), \
        "no ground leg arriving in another zone"
    venues = load(CONTENT / "venues.json")
    assert all({"address", "phone"} <= (venues[d["venue"]] if isinstance(d["venue"], str) else d["venue"]).keys()
               for d in days.values() if "venue" in d)
    assert sum(bool(d.get("contacts")) for d in days.values()) >= 5
    texts = [i.get("time", "") for d in days.values() for i in d.get("schedule", [])]
    assert "00:30+1" in texts and "TBD" in texts and "after the show" in texts


def test_sample_passports_cover_every_status():
    people = load(CONTENT / "people.json")
    last = max(dt.date.fromisoformat(p.stem) for p in day_files())
    six_months = add_months(last, 6)
    status = {}
    for p in people:
        if "passport" not in p:
            status[p["id"]] = None
            continue
        exp = dt.date.fromisoformat(p["passport"]["expires"])
        status[p["id"]] = "expired" if exp <= last else "warning" if exp < six_months else "ok"
    values = list(status.values())
    assert values.count("expired") >= 1 and values.count("warning") >= 1
    assert values.count("ok") >= 1 and values.count(None) >= 1
    # The sample's documented edge cases (docs/content-format.md):
    assert status["lukas"] == "expired"   # expires on the last day
    assert status["mateo"] == "expired"   # expires mid-tour
    assert status["ingrid"] == "warning"  # one day short of six months
    assert status["raj"] == "warning"
    assert status["theo"] == "ok"         # exactly six months after the last day


# --------------------------------------------------------------------------- rejects

REJECT_FILES = sorted(REJECTS.glob("*.json"))


def test_there_are_enough_reject_fixtures():
    assert len(REJECT_FILES) >= 15
    assert (REJECTS / "README.md").is_file()
    assert {p.name.split("-")[0] for p in REJECT_FILES} == set(KINDS)


@pytest.mark.parametrize("path", REJECT_FILES, ids=lambda p: p.name)
def test_reject_fixture_is_rejected_at_exactly_one_place(path):
    kind = path.name.split("-")[0]
    assert kind in KINDS, f"{path.name}: name must start with tour-, people- or day-"
    places = error_places(kind, load(path))
    assert len(places) == 1, f"{path.name}: expected one defect, schema reports {places}"


def _strings(node):
    if isinstance(node, dict):
        for k, v in node.items():
            yield k
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)
    elif isinstance(node, str):
        yield node


@pytest.mark.parametrize("path", REJECT_FILES, ids=lambda p: p.name)
def test_reject_fixture_uses_only_the_minimal_tours_ids(path):
    data = load(path)
    kind = path.name.split("-")[0]
    if kind == "tour" and isinstance(data.get("roles"), dict):
        assert set(data["roles"]) <= {"management", "crew", "Crew"}, path.name
    if kind == "people" and isinstance(data, list):
        ids = {p.get("id") for p in data if SLUG.match(str(p.get("id", "")))}
        assert ids <= {"amara", "kofi"}, path.name
    if kind == "day":
        for section in ("flights", "ground"):
            for item in data.get(section, []) if isinstance(data, dict) else []:
                pax = item.get("passengers")
                if isinstance(pax, list):
                    assert {p for p in pax if SLUG.match(p)} <= {"amara", "kofi"}, path.name
        for hotel in data.get("hotels", []) if isinstance(data, dict) else []:
            for room in hotel.get("rooms", []):
                if "person" in room:
                    assert room["person"] in {"amara", "kofi"}, path.name


# --------------------------------------------------------------------------- accepts

MINIMAL_TOUR = {"name": "T", "timeZone": "UTC", "roles": {"crew": {"title": "Crew"}}}

ACCEPTS = [
    ("tour", MINIMAL_TOUR),
    ("tour", {"$schema": "../schema/tour.schema.json", "name": "T", "artist": "A",
              "timeZone": "America/Argentina/Buenos_Aires", "clock": "12h", "artwork": "assets/art/cover.jpg",
              "roles": {"guests": {"title": "Guests", "tabs": []},
                        "management": {"title": "Management", "tabs": ["contacts", "travel", "schedule"]}}}),
    ("tour", {"name": "T", "timeZone": "Etc/GMT+5", "roles": {}}),
    ("people", []),
    ("people", [{"id": "a", "name": "A"}, {"id": "b-2", "name": "Bé", "passport":
                {"country": "FR", "number": "12AB34567", "expires": "2028-02-29"}}]),
    ("day", {}),
    ("day", {"$schema": "../../schema/day.schema.json", "kind": "off"}),
    ("day", {"schedule": [{"title": "Unreadable times are valid"},
                          {"time": "", "title": "empty"}, {"time": "TBD", "title": "tbd"},
                          {"time": "after the show", "title": "text"}, {"time": "25:99", "title": "broken"},
                          {"time": "~7:30 pm", "title": "12h"}, {"time": "00:30+1", "title": "late"}]}),
    ("day", {"city": "Montréal, QC", "kind": "show", "timeZone": "America/Toronto",
             "venue": {"name": "MTELUS"},
             "flights": [{"from": {"airport": "YUL"}, "to": {"airport": "CDG", "timeZone": "Europe/Paris"}}],
             "ground": [{}, {"driver": {}}],
             "hotels": [{"name": "H", "checkOut": "whenever", "rooms": [{"person": "amara"}]}],
             "contacts": [{"name": "Jo"}]}),
]


@pytest.mark.parametrize("kind,instance", ACCEPTS, ids=[f"{k}-{i}" for i, (k, _) in enumerate(ACCEPTS)])
def test_minimal_files_are_accepted(kind, instance):
    assert error_places(kind, instance) == []


@pytest.mark.parametrize("path,kind", [
    ("assets/../tour.json", "tour"), ("/etc/passwd", "tour"), ("assets/", "tour"), ("artist.png", "tour"),
])
def test_artwork_outside_assets_is_rejected(path, kind):
    assert error_places(kind, dict(MINIMAL_TOUR, artwork=path)) == ["$.artwork"]

#!/usr/bin/env python3
"""Kill test: `tourbook build` killed with SIGKILL at random moments leaves every file of the
output either exactly as the previous build left it or exactly as the new build makes it.

  python3 Tests/site/kill-test.py PATH/TO/tourbook [--iterations N] [--days N]

1. Generates a large tour (120 days x 6 roles, deterministic) and builds it: the "old" site.
2. Changes the content so nearly every page changes (the tour is renamed; the last day goes),
   and builds that once over a copy of the old site: the "new" site (calendar revisions and the
   record of earlier builds depend on what was there before).
3. N times: starts `tourbook build` of the new content over the old site (every other time over
   whatever the previous killed build left), kills it with SIGKILL after a random delay (half the
   time between 0 and the measured full build time; the other half, since most of a build is
   reading and rendering in memory, at a random moment after its first write), then checks:
     - every file is byte-identical to its old or its new version (so none is truncated);
     - nothing else is there but the writer's own temporary files (.tourbook-tmp-*);
     - the manifest is complete JSON and lists every file present but its own bookkeeping;
     - the record of earlier builds (.tourbook-record) is the old or the new one, like any file,
       and new only once every file is new (record and output agree);
     - the build state (.tourbook-state: each file's hash, stamp and input key), the stored
       pieces (.tourbook-pieces: day bodies and events by key) and the stored decoded days
       (.tourbook-days) are each absent or whole, but that the stores may end in one piece cut
       short (a build killed while appending to them);
     - a role's service worker (sw.js) in its new version lists only files already new.
4. A normal build afterwards (which trusts the state and pieces it finds) exits 0 and gives
   exactly the new site, with no temporary files.
Every build runs with SOURCE_DATE_EPOCH set, so the times they write are the same.
Python 3.11 standard library only; fixed seed.
"""
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta

SEED = 20270308
TEMP_PREFIX = ".tourbook-tmp-"
MANIFEST = ".tourbook-manifest.json"
STATE = ".tourbook-state"
PIECES = ".tourbook-pieces"
DAYS = ".tourbook-days"
RECORD = ".tourbook-record"
WORKER = "sw.js"

ROLES = {
    "management": {"title": "Management", "tabs": ["schedule", "travel", "contacts"]},
    "band": {"title": "Band", "tabs": ["schedule", "travel"]},
    "crew": {"title": "Crew", "tabs": ["schedule", "travel"]},
    "drivers": {"title": "Drivers", "tabs": ["travel"]},
    "local": {"title": "Local crew", "tabs": ["schedule"]},
    "guests": {"title": "Guests", "tabs": []},
}
CITIES = [  # city, zone, airport
    ("Berlin", "Europe/Berlin", "BER"), ("Hamburg", "Europe/Berlin", "HAM"), ("Paris", "Europe/Paris", "CDG"),
    ("Lyon", "Europe/Paris", "LYS"), ("London", "Europe/London", "LHR"), ("Manchester", "Europe/London", "MAN"),
    ("Madrid", "Europe/Madrid", "MAD"), ("Lisbon", "Europe/Lisbon", "LIS"), ("Oslo", "Europe/Oslo", "OSL"),
    ("Helsinki", "Europe/Helsinki", "HEL"), ("Dublin", "Europe/Dublin", "DUB"), ("Prague", "Europe/Prague", "PRG"),
]
FIRST = ["Amara", "Kofi", "Zoë", "Théo", "Mateo", "Ingrid", "Siobhán", "Rajesh", "Yuki", "Lukas", "Priya", "Noémie"]
LAST = ["Okafor", "Mensah", "Lefebvre", "Gagnon", "Álvarez", "Sørensen", "Ní Bhriain", "Patel", "Tanaka", "Brandt"]


def generate(folder, days, tour_name):
    """A valid tour: every person id referenced exists, every time is well formed."""
    rng = random.Random(SEED)
    os.makedirs(os.path.join(folder, "days"))
    people = []
    for i in range(30):
        person = {"id": f"p{i:02d}", "name": f"{FIRST[i % len(FIRST)]} {LAST[(i * 7) % len(LAST)]}",
                  "title": rng.choice(["Crew", "Band", "Driver", "Production", "Merch"]),
                  "phone": f"+49 170 555 {1000 + i}", "email": f"p{i:02d}@tour.example"}
        if i % 3:
            person["passport"] = {"country": "DE", "number": f"C{rng.randrange(10**8):08d}", "expires": "2033-01-31"}
        people.append(person)
    ids = [p["id"] for p in people]
    write_json(os.path.join(folder, "people.json"), people)
    write_json(os.path.join(folder, "tour.json"), {
        "name": tour_name, "artist": "The Night Ferries", "timeZone": "Europe/Berlin", "clock": "24h", "roles": ROLES})
    with open(os.path.join(folder, "tour.md"), "w", encoding="utf-8") as f:
        f.write(f"## {tour_name}\n\nGenerated for the kill test. **Bold** and a [link](https://example.com).\n")

    start = date(2027, 4, 1)
    for n in range(days):
        day = start + timedelta(days=n)
        city, zone, airport = CITIES[n % len(CITIES)]
        kind = ["show", "show", "travel", "show", "off"][n % 5]
        entry = {"city": city, "kind": kind, "timeZone": zone}
        if kind == "show":
            entry["venue"] = {"name": f"{city} Hall {n}", "address": f"{n + 1} Main Street, {city}", "phone": "+49 30 555 0100"}
        entry["schedule"] = [
            {"time": f"{h:02d}:{rng.choice([0, 15, 30, 45]):02d}", "title": title, "note": f"Note {n}-{k}",
             "location": "Stage door"}
            for k, (h, title) in enumerate([(9, "Bus arrives"), (11, "Load in"), (13, "Lunch"), (16, "Soundcheck"),
                                            (18, "Dinner"), (19, "Doors"), (21, "Show"), (23, "Curfew")])
        ]
        entry["schedule"].append({"time": "00:30+1", "title": "Bus call"})
        entry["schedule"].append({"time": "TBD", "title": "Interview"})
        riders = rng.sample(ids, 8)
        entry["ground"] = [{"kind": "bus", "from": f"{city} Hall", "to": "Hotel", "departs": "00:30+1", "arrives": "~01:15+1",
                            "company": "Coach Lines", "driver": {"name": "Marc", "phone": "+1 819 555 0124"},
                            "passengers": riders, "confirmation": f"CL-{n:04d}"}]
        if kind == "travel":
            to_city, to_zone, to_airport = CITIES[(n + 1) % len(CITIES)]
            entry["flights"] = [{"flight": f"LH {100 + n}", "from": {"airport": airport, "timeZone": zone},
                                 "to": {"airport": to_airport, "timeZone": to_zone}, "departs": "10:05",
                                 "arrives": "12:40", "passengers": rng.sample(ids, 12), "confirmation": f"X{n:05d}",
                                 "note": "Bags checked through"}]
        checkout = (day + timedelta(days=1)).isoformat() + " 11:00"
        entry["hotels"] = [{"name": f"Hotel {city} {n}", "address": f"{n} Hotel Road", "phone": "+49 30 555 0199",
                            "checkIn": "15:00", "checkOut": checkout, "confirmation": f"H-{n:05d}",
                            "rooms": [{"person": p, "room": str(100 + k)} for k, p in enumerate(rng.sample(ids, 10))]}]
        entry["contacts"] = [{"name": f"Promoter {n}", "role": "Promoter rep", "phone": "+49 30 555 0142",
                              "email": f"promoter{n}@example.com"}]
        write_json(os.path.join(folder, "days", f"{day.isoformat()}.json"), entry)
        if n % 4 == 0:
            with open(os.path.join(folder, "days", f"{day.isoformat()}.md"), "w", encoding="utf-8") as f:
                f.write(f"## Day {n + 1} in {city}\n\n- parking behind the venue\n- Wi-Fi `{city.lower()}-{n}`\n")
        if n % 7 == 0:
            with open(os.path.join(folder, "days", f"{day.isoformat()}.travel.md"), "w", encoding="utf-8") as f:
                f.write(f"Passports out before the border, day {n + 1}.\n")


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, indent=2)
        f.write("\n")


def build(tourbook, content, templates, output, check=True):
    result = subprocess.run([tourbook, "build", "--content", content, "--templates", templates, "--output", output,
                             "--quiet"], capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"kill: a build failed (exit {result.returncode}):\n{result.stderr}")
    return result


def read_tree(folder):
    """Relative path -> bytes, for every file under the folder but the build state, which holds
    file stamps and so differs between any two builds, and the stores, which hold what earlier
    builds made (see state_problems)."""
    files = {}
    for root, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            if os.path.relpath(path, folder) in (STATE, PIECES, DAYS):
                continue
            with open(path, "rb") as f:
                files[os.path.relpath(path, folder)] = f.read()
    return files


def state_problems(folder):
    """The build state is replaced whole, so it is absent or complete: its header, then lines. The
    stores (pieces, decoded days) are replaced whole or appended to: their header, then pieces of
    the lengths they say, the last of which may be cut short (the next build reads up to it)."""
    problems = []
    try:
        with open(os.path.join(folder, STATE), "rb") as f:
            data = f.read()
        if not data.startswith(b"tourbook-state 2\ninputs ") or not data.endswith(b"\n"):
            problems.append(f"{STATE}: not whole ({len(data)} bytes)")
    except FileNotFoundError:
        pass
    for store in (PIECES, DAYS):
        try:
            with open(os.path.join(folder, store), "rb") as f:
                data = f.read()
            if not pieces_whole(data):
                problems.append(f"{store}: not whole ({len(data)} bytes)")
        except FileNotFoundError:
            pass
    return problems


def pieces_whole(data):
    """Whole pieces after the header; only the last may be cut short, its line or its bytes."""
    header = b"tourbook-pieces 2 "
    if not data.startswith(header) or data.find(b"\n") != len(header) + 16:
        return False
    at = len(header) + 17
    while at < len(data):
        end = data.find(b"\n", at)
        if end < 0:
            return len(data) - at < 60  # a piece's line cut short
        words = data[at:end].split(b" ")
        if len(words) != 3 or not words[2].isdigit() or len(words[0]) != 16 or len(words[1]) != 16:
            return False
        at = end + 1 + int(words[2])
    return True


def check_state(folder, old, new):
    """Problems with a killed build's folder (empty list: fine), the number of temporary files, and
    how many files are still the old version, and how many already the new one (of those that differ)."""
    problems = state_problems(folder)
    temporaries = counted_old = counted_new = 0
    tree = read_tree(folder)
    listed = None
    if MANIFEST in tree:
        try:
            manifest = json.loads(tree[MANIFEST])
            listed = set(manifest["files"])
            if manifest.get("generator") != "tourbook":
                problems.append("manifest: not written by tourbook")
        except (ValueError, KeyError) as error:
            problems.append(f"manifest: not complete JSON ({error})")
    else:
        problems.append("manifest: missing")
    for path, data in sorted(tree.items()):
        name = os.path.basename(path)
        if name.startswith(TEMP_PREFIX):
            temporaries += 1
            continue
        if path == MANIFEST:
            continue
        if path not in old and path not in new:
            problems.append(f"{path}: neither the old nor the new site has this file")
            continue
        if data == new.get(path):
            if data != old.get(path):
                counted_new += 1
        elif data == old.get(path):
            counted_old += 1
        else:
            problems.append(f"{path}: {len(data)} bytes, neither the old nor the new version (truncated or mixed)")
        if listed is not None and path not in listed and path != RECORD:
            problems.append(f"{path}: on disk but not in the manifest")
        if os.path.basename(path) == WORKER and data == new.get(path) and data != old.get(path):
            problems += worker_problems(path, data, tree, new)
    # The record is replaced after every file: a new record vouches for a whole new site, so the
    # next build's changes page never lists changes the pages don't show (or misses some).
    if tree.get(RECORD) == new.get(RECORD) != old.get(RECORD):
        stale = [p for p in tree if p in old and p not in new]
        if counted_old or stale:
            problems.append(f"{RECORD}: new, but {counted_old} files are old and {len(stale)} old-only files remain")
    return problems, temporaries, counted_old, counted_new


def worker_problems(path, data, tree, new):
    """A role's new service worker is written after every file it lists: once it is in place,
    so is the new version of each (a phone must never be sent to fetch a book half old)."""
    role = os.path.dirname(path)
    book = json.loads(re.search(rb"^const BOOK = (\{.*?\n\]\});$", data, re.M | re.S).group(1))
    stale = [f"{role}/{listed}" for listed, _ in book["files"] if tree.get(f"{role}/{listed}") != new.get(f"{role}/{listed}")]
    return [f"{path}: the new list is in place before {len(stale)} of its files, e.g. {stale[:3]}"] if stale else []


def start_build(tourbook, content, templates, output):
    return subprocess.Popen([tourbook, "build", "--content", content, "--templates", templates, "--output", output,
                             "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for_writing(process, output, timeout):
    """Seconds until the build replaced the manifest (its first write), or None if it ended first."""
    manifest = os.path.join(output, MANIFEST)
    try:
        before = os.stat(manifest).st_ino
    except FileNotFoundError:
        before = None
    started = time.monotonic()
    while process.poll() is None and time.monotonic() - started < timeout:
        try:
            if os.stat(manifest).st_ino != before:
                return time.monotonic() - started
        except FileNotFoundError:
            pass
        time.sleep(0.001)
    return None


def calibrate(tourbook, content, templates, old_site, output):
    """(seconds for a whole build, seconds of it spent writing), medians of three runs each."""
    fulls, windows = [], []
    for run in range(6):
        shutil.rmtree(output, ignore_errors=True)
        shutil.copytree(old_site, output, symlinks=True)
        started = time.monotonic()
        process = start_build(tourbook, content, templates, output)
        if run < 3:
            process.wait()
            fulls.append(time.monotonic() - started)
        else:  # watching for the first write slows the build a little: only the window is kept
            writing = wait_for_writing(process, output, 60)
            process.wait()
            if writing is not None:
                windows.append(time.monotonic() - started - writing)
        if process.returncode != 0:
            sys.exit(f"kill: the calibration build failed (exit {process.returncode})")
    full = sorted(fulls)[1]
    return full, (sorted(windows)[len(windows) // 2] if windows else full / 4)


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit("usage: kill-test.py PATH/TO/tourbook [--iterations N] [--days N]")
    tourbook = os.path.realpath(args[0])
    os.environ["SOURCE_DATE_EPOCH"] = "1796000000"
    iterations = int(args[args.index("--iterations") + 1]) if "--iterations" in args else 40
    days = int(args[args.index("--days") + 1]) if "--days" in args else 120
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
    templates = os.path.join(repo, "Templates")
    rng = random.Random(SEED)

    work = tempfile.mkdtemp(prefix="tourbook-kill-")
    try:
        old_content, new_content = os.path.join(work, "old-content"), os.path.join(work, "new-content")
        generate(old_content, days, "Long Road Tour 2027")
        generate(new_content, days, "Long Road Tour 2027 (revised)")
        last = max(n for n in os.listdir(os.path.join(new_content, "days")) if n.endswith(".json"))
        os.remove(os.path.join(new_content, "days", last))  # its pages must go too

        old_site, new_site, output = (os.path.join(work, n) for n in ("old-site", "new-site", "Output"))
        build(tourbook, old_content, templates, old_site)
        shutil.copytree(old_site, new_site, symlinks=True)
        build(tourbook, new_content, templates, new_site)
        old, new = read_tree(old_site), read_tree(new_site)
        changed = sum(1 for p in new if p != MANIFEST and old.get(p) != new[p])
        print(f"kill: {days} days x {len(ROLES)} roles: old site {len(old) - 1} files, new site {len(new) - 1} files, "
              f"{changed} differ, {sum(1 for p in old if p not in new)} only in the old one")

        # The full time of the build that is killed (new content over the old site), and when in it
        # the writing starts (the manifest is replaced first): most of a build is reading and
        # rendering in memory, so every other kill aims at the writing.
        full, window = calibrate(tourbook, new_content, templates, old_site, output)
        print(f"kill: a full rebuild takes {full * 1000:.0f} ms, the last {window * 1000:.0f} ms of it writing; "
              f"killing {iterations} builds at random moments")

        passed = failed = files_checked = mixed = completed = 0
        for i in range(iterations):
            if i % 2 == 0 or not os.path.isdir(output):  # from the old site; odd: over what the last kill left
                shutil.rmtree(output, ignore_errors=True)
                shutil.copytree(old_site, output, symlinks=True)
            # Half the kills at a random moment of the whole build; the other half at a random
            # moment after the build's first write, where a kill can cut a file short.
            aimed = i % 4 >= 2
            process = start_build(tourbook, new_content, templates, output)
            if aimed:
                writing = wait_for_writing(process, output, full * 3)
                delay = rng.uniform(0, window * 1.2)
                time.sleep(delay)
                delay += writing if writing is not None else 0
            else:
                delay = rng.uniform(0, full)
                time.sleep(delay)
            try:
                process.send_signal(signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, err = process.communicate()
            if process.returncode == 0:
                completed += 1
            elif process.returncode != -signal.SIGKILL:
                print(f"kill: iteration {i}: the build failed on its own (exit {process.returncode}): {err.decode()}")
                failed += 1
                continue
            problems, temporaries, n_old, n_new = check_state(output, old, new)
            files_checked += n_old + n_new
            if n_old and n_new:
                mixed += 1
            if problems:
                failed += 1
                print(f"kill: iteration {i} (killed after {delay * 1000:.0f} ms): FAILED")
                for problem in problems[:10]:
                    print(f"  {problem}")
            else:
                passed += 1
                print(f"kill: iteration {i:2d}: killed after {delay * 1000:4.0f} ms{' (aimed)' if aimed else '         '}: "
                      f"{n_old:4d} old, {n_new:4d} new, "
                      f"{temporaries} temporary file(s)" + (" (build had finished)" if process.returncode == 0 else ""))

        # A normal build afterwards: exactly the new site, no temporary files left.
        result = build(tourbook, new_content, templates, output, check=False)
        final = read_tree(output)
        if result.returncode != 0:
            failed += 1
            print(f"kill: the build after the kills failed (exit {result.returncode}):\n{result.stderr}")
        elif final != new:
            failed += 1
            extra = sorted(set(final) - set(new))[:5]
            missing = sorted(set(new) - set(final))[:5]
            wrong = sorted(p for p in set(final) & set(new) if final[p] != new[p])[:5]
            print(f"kill: the build after the kills is not the new site: extra {extra}, missing {missing}, different {wrong}")
        else:
            passed += 1
            print(f"kill: the build after the kills exits 0 and gives exactly the new site ({len(final)} files)")
        print(f"kill: {files_checked} files checked after kills; {mixed} kills landed while pages were being replaced, "
              f"{completed} builds finished before the kill")
        print(f"kill: {passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

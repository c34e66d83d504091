#!/usr/bin/env python3
"""Every .vcf of a built site against the content it came from, read two ways:

- vobject (PyPI) parses each file strictly as vCard 3.0: every card has VERSION 3.0, FN, N and
  a UID, and its name, title, phone and email are the content's, unescaped;
- abook (Debian's address book program) imports each file, and has every card's name and
  phone number as a mobile (the tour party) or work number (a day's contacts).

Also: contacts.vcf holds everyone in people.json with a phone or email and every day contact
once; each days/<date>.vcf holds that date's contacts, and the day page links it exactly when
it exists; roles without the contacts tab have no .vcf and no link to one.

Usage: check-vcards.py CONTENT OUTPUT
"""
import json
import pathlib
import subprocess
import sys

import vobject

content, output = map(pathlib.Path, sys.argv[1:3])
tour = json.loads((content / "tour.json").read_text(encoding="utf-8"))
people = json.loads((content / "people.json").read_text(encoding="utf-8"))
days = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted((content / "days").glob("*.json"))}
failures = []


def fail(message):
    failures.append(message)


def reaches(entry):
    return bool(entry.get("phone") or entry.get("email"))


def parse(path):
    text = path.read_bytes().decode("utf-8")
    if "\n" in text.replace("\r\n", ""):
        fail(f"{path}: a line not ended by CRLF")
    cards = list(vobject.readComponents(text, validate=True))
    for card in cards:
        if card.name != "VCARD" or card.version.value != "3.0":
            fail(f"{path}: not a vCard 3.0")
        for key in ("fn", "n", "uid"):
            if key not in card.contents:
                fail(f"{path}: a card without {key.upper()}")
    return cards


def card_facts(card):
    tel = card.contents.get("tel", [])
    return {
        "name": card.fn.value,
        "title": card.title.value if "title" in card.contents else None,
        "phone": tel[0].value if tel else None,
        "phone_types": sorted(tel[0].params.get("TYPE", [])) if tel else [],
        "email": card.email.value if "email" in card.contents else None,
        "uid": card.uid.value,
    }


def expected(entry, title_key, phone_type):
    return {"name": entry["name"], "title": entry.get(title_key), "phone": entry.get("phone"),
            "phone_types": sorted([phone_type, "VOICE"]) if entry.get("phone") else [], "email": entry.get("email")}


def abook_import(path):
    """abook's own record of the file: name -> (mobile, work phone)."""
    converted = subprocess.run(["abook", "--convert", "--informat", "vcard", "--infile", str(path),
                                "--outformat", "abook"],
                               capture_output=True, text=True, check=True).stdout
    records, current = [], None
    for line in converted.splitlines():
        if line.startswith("[") and line[1:-1].isdigit():
            current = {}
            records.append(current)
        elif current is not None and "=" in line:
            key, value = line.split("=", 1)
            current[key] = value
    return {r.get("name"): (r.get("mobile"), r.get("workphone")) for r in records}


def check_with_abook(path, cards):
    imported = abook_import(path)
    for card in cards:
        facts = card_facts(card)
        got = imported.get(facts["name"])
        if got is None:
            fail(f"{path}: abook did not import {facts['name']}")
            continue
        if facts["phone"]:
            want = (facts["phone"], None) if "CELL" in facts["phone_types"] else (None, facts["phone"])
            if got != want:
                fail(f"{path}: abook has {facts['name']}'s phones as {got}, expected {want}")


def without_uid(facts):
    return {k: v for k, v in facts.items() if k != "uid"}


roles_with_contacts = [rid for rid, r in tour["roles"].items() if "contacts" in r.get("tabs", [])]
files = 0
for role_id in tour["roles"]:
    folder = output / role_id
    vcfs = sorted(folder.rglob("*.vcf"))
    pages = sorted(folder.rglob("*.html"))
    if role_id not in roles_with_contacts:
        if vcfs:
            fail(f"{role_id}: has no contacts tab but holds {[str(v) for v in vcfs]}")
        for page in pages:
            if ".vcf" in page.read_text(encoding="utf-8"):
                fail(f"{page}: links a vCard in a role without contacts")
        continue
    whole = parse(folder / "contacts.vcf")
    files += 1
    check_with_abook(folder / "contacts.vcf", whole)
    got = [without_uid(card_facts(c)) for c in whole]
    want = [expected(p, "title", "CELL") for p in people if reaches(p)]
    seen = set()
    for date, day in days.items():
        for contact in day.get("contacts", []):
            identity = (contact["name"], contact.get("phone"), contact.get("email"))
            if reaches(contact) and identity not in seen:
                seen.add(identity)
                want.append(expected(contact, "role", "WORK"))
    if got != want:
        fail(f"{role_id}/contacts.vcf: cards differ from the content:\n  got  {got}\n  want {want}")
    uids = {card_facts(c)["uid"] for c in whole}
    if len(uids) != len(whole):
        fail(f"{role_id}/contacts.vcf: two cards share a UID")
    for date, day in days.items():
        path = folder / "days" / f"{date}.vcf"
        page = (folder / "days" / f"{date}.html").read_text(encoding="utf-8")
        contacts = [c for c in day.get("contacts", []) if reaches(c)]
        linked = f'href="{date}.vcf"' in page
        if not contacts:
            if path.exists() or linked:
                fail(f"{path}: a vCard (or a link to one) for a date without contacts")
            continue
        if not linked:
            fail(f"{role_id}/days/{date}.html: does not link {date}.vcf")
        cards = parse(path)
        files += 1
        check_with_abook(path, cards)
        if [without_uid(card_facts(c)) for c in cards] != [expected(c, "role", "WORK") for c in contacts]:
            fail(f"{path}: cards differ from the day's contacts")
        if not {card_facts(c)["uid"] for c in cards} <= uids:
            fail(f"{path}: a card whose UID is not the one in contacts.vcf")

if failures:
    print("\n".join(failures))
    print(f"vcards: {len(failures)} failed")
    sys.exit(1)
print(f"vcards: {files} files passed (vobject, abook), 0 failed")

#!/usr/bin/env python3
"""What changed, as feed readers and browsers meet it: every role's changes.xml is well-formed XML
and parses as Atom without feedparser's bozo flag, with one entry per entry of the role's
changes.html, the same times, and links that resolve to changes.html anchors.

  python3 Tests/site/check-changes.py OUTPUT [OUTPUT...]
"""
import os
import re
import sys
import xml.dom.minidom

import feedparser

passed = failed = 0


def fail(message):
    global failed
    failed += 1
    print(f"changes: FAILED {message}")


def check_role(folder):
    global passed
    feed_path, page_path = os.path.join(folder, "changes.xml"), os.path.join(folder, "changes.html")
    with open(feed_path, "rb") as f:
        data = f.read()
    try:
        xml.dom.minidom.parseString(data)
    except Exception as error:  # noqa: BLE001 - any parser error is the finding
        return fail(f"{feed_path}: not well-formed XML ({error})")
    feed = feedparser.parse(data)
    if feed.bozo:
        return fail(f"{feed_path}: feedparser: {feed.bozo_exception}")
    if feed.version != "atom10":
        return fail(f"{feed_path}: parsed as {feed.version!r}, not Atom 1.0")
    with open(page_path, encoding="utf-8") as f:
        page = f.read()
    anchors = re.findall(r'<section class="card change-entry" id="([^"]+)">\s*<h2><time datetime="([^"]+)">', page)
    if len(feed.entries) != len(anchors):
        return fail(f"{feed_path}: {len(feed.entries)} entries, changes.html has {len(anchors)}")
    for entry, (anchor, when) in zip(feed.entries, anchors):
        if not entry.link.endswith("changes.html#" + anchor):
            return fail(f"{feed_path}: entry links {entry.link}, not changes.html#{anchor}")
        if entry.updated != when:
            return fail(f"{feed_path}: entry updated {entry.updated}, the page says {when}")
        if not entry.id.startswith("urn:uuid:"):
            return fail(f"{feed_path}: entry id {entry.id}")
    passed += 1
    return len(anchors)


def main():
    entries = 0
    for output in sys.argv[1:]:
        for role in sorted(os.listdir(output)):
            if os.path.isdir(os.path.join(output, role)) and role != "private":
                entries += check_role(os.path.join(output, role)) or 0
    print(f"changes: {passed} feeds passed ({entries} entries), {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()

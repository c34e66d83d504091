#!/usr/bin/env python3
"""Hostile content, end to end: a copy of the sample with script tags, attribute breakers,
javascript:/data: URLs, raw HTML and Unicode tricks in every text field and every notes file,
built with the real binary, then

  1. read statically: no <script>, no on* attribute, no script-capable URL in any page, and the
     hostile text is on the pages as text, byte for byte (Unicode tricks included);
  2. loaded in headless Chromium, every page of every role, through one harness page that opens
     each in an iframe, fires mouseover/focus on every element and looks for any effect
     (a control page with the payload unescaped proves the harness sees one);
  3. each role's index.html and print.html also loaded alone with --dump-dom.

Usage: hostile_check.py PATH/TO/tourbook   (run by Tests/site/hostile.sh)
"""
import re
import html
import html.parser
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# What a successful attack does: visible in the DOM that --dump-dom prints.
EFFECT = "document.title='PWNED';document.documentElement.dataset.pwned=1"
# Appended to every text field. Each piece is something real people paste by accident or on
# purpose; the Unicode tail (RTL override, zero-width joiner family, 4-byte emoji) must survive.
PAYLOAD = (
    f"<script>{EFFECT}</script>"
    f"\"><img src=x onerror=\"{EFFECT}\">"
    f"' onmouseover='{EFFECT}' "
    "javascript:alert(1) "
    "\u202eevil\u202c zw\u200dj \U0001F469\u200d\U0001F469\u200d\U0001F467 \U0001F3B8"
)
MARKDOWN = f"""

<script>{EFFECT}</script>

<img src=x onerror="{EFFECT}">

<a href="javascript:{EFFECT}">raw link</a>

[js link](javascript:{EFFECT}) [JS link](JaVaScRiPt:{EFFECT}) [tab link](jav&#x09;ascript:{EFFECT})
[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
![js image](javascript:{EFFECT}) ![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)
[attr breaker](https://example.com/" onmouseover="{EFFECT}) [quote link](https://example.com/"onmouseover="alert(1))

Unicode: \u202eevil\u202c zw\u200dj \U0001F469\u200d\U0001F469\u200d\U0001F467 \U0001F3B8 hostilenotesend
"""

# Keys whose values are not free text: ids, references, times, dates, zones, enums, paths.
NOT_TEXT = {"$schema", "id", "timeZone", "clock", "locale", "artwork", "tabs", "tab", "file", "passengers", "person", "for",
            "time", "departs", "arrives", "checkIn", "checkOut", "expires"}


def poison(value, key=None):
    if isinstance(value, dict):
        return {k: poison(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [poison(v, key) for v in value]
    # Airport codes are looked up in the airport table: they stay codes (a ground leg's
    # from/to is free text and is poisoned).
    if isinstance(value, str) and key in ("from", "to", "airport") and re.fullmatch(r"[A-Z]{3}", value):
        return value
    # A day's venue given as a string is an id in venues.json (whose keys stay ids).
    if isinstance(value, str) and key == "venue":
        return value
    if isinstance(value, str) and key not in NOT_TEXT:
        return value + " " + PAYLOAD
    return value


def make_content(root: Path) -> Path:
    content = root / "Content"
    shutil.copytree(REPO / "Content", content)
    for path in sorted(content.rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        is_day = path.parent.name == "days"
        if is_day:  # a day's kind is one of a fixed list; a ground leg's kind is free text
            data = {k: (v if k == "kind" else poison(v, k)) for k, v in data.items()}
        else:  # role ids are object keys and stay; role titles get the payload
            data = poison(data)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    notes = sorted(content.rglob("*.md"))
    for path in notes:
        path.write_text(path.read_text(encoding="utf-8") + MARKDOWN, encoding="utf-8")
    return content


class Page(html.parser.HTMLParser):
    """Collects what a browser would act on: elements, attributes, URLs, and the text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems, self.text, self.title, self._in_title = [], [], "", False
        # The templates have scripts of their own; what matters is that content adds none,
        # so script elements are counted and compared with the clean sample's page.
        self.scripts = 0

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self.scripts += 1
        if tag in ("iframe", "object", "embed", "base", "form"):
            self.problems.append(f"<{tag}> element")
        if tag == "title":
            self._in_title = True
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"{name}= attribute on <{tag}>")
            if name in ("href", "src", "action", "formaction", "xlink:href") and value:
                url = "".join(c for c in value if c not in "\t\n\r").lstrip(" \x00\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f").lower()
                if url.startswith(("javascript:", "vbscript:", "data:")):
                    self.problems.append(f"{name}={value[:40]!r} on <{tag}>")
            if name == "style" and value and ("expression(" in value or "url(" in value):
                self.problems.append(f"style with {value[:40]!r}")

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        self.text.append(data)
        if self._in_title:
            self.title += data


HARNESS = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>harness</title></head><body>
<pre id="result">running</pre>
<script>
const pages = %s;
const effect = "PWNED";
const scripts = %s;
function probe(doc, win) {
  const found = [];
  if (doc.title === effect) found.push("title changed by a script");
  if (doc.documentElement.dataset.pwned) found.push("data-pwned set by a script");
  for (const el of doc.querySelectorAll("*")) {
    for (const a of el.attributes) if (a.name.startsWith("on")) found.push("handler " + a.name + " on " + el.tagName);
    for (const type of ["mouseover", "mouseenter", "focus", "animationstart"])
      el.dispatchEvent(new Event(type, {bubbles: true}));
  }
  for (const a of doc.querySelectorAll("a[href], area[href]"))
    if (["javascript:", "vbscript:", "data:"].includes(a.protocol)) found.push("link " + a.protocol + " " + a.getAttribute("href").slice(0, 40));
  for (const i of doc.querySelectorAll("[src]"))
    if (/^\\s*(javascript|vbscript|data):/i.test(i.getAttribute("src"))) found.push("src " + i.getAttribute("src").slice(0, 40));
  const count = doc.querySelectorAll("script").length;
  if (count !== (scripts[doc.location.href] || 0)) found.push(count + " script elements, the clean page has " + (scripts[doc.location.href] || 0));
  return found;
}
async function run() {
  const results = {};
  for (const page of pages) {
    const frame = document.createElement("iframe");
    await new Promise(resolve => { frame.onload = resolve; frame.src = page; document.body.appendChild(frame); });
    await new Promise(resolve => setTimeout(resolve, 50));
    let found;
    try { found = probe(frame.contentDocument, frame.contentWindow); } catch (e) { found = ["cannot inspect: " + e]; }
    await new Promise(resolve => setTimeout(resolve, 50));
    try {
      const doc = frame.contentDocument;
      if (doc.title === effect && !found.includes("title changed by a script")) found.push("title changed after events");
      if (doc.documentElement.dataset.pwned && !found.includes("data-pwned set by a script")) found.push("data-pwned after events");
      results[page] = {found, text: doc.body ? doc.body.innerText.length : 0,
                       payload: doc.body ? doc.body.textContent.includes(%s) : false};
    } catch (e) { results[page] = {found: found.concat(["cannot inspect: " + e]), text: 0, payload: false}; }
    frame.remove();
  }
  document.getElementById("result").textContent = JSON.stringify(results);
}
run();
</script></body></html>
"""


def chromium(*args, timeout=120):
    """The DOM Chromium dumps. A run that prints nothing at all (Chromium ended before loading
    the page, seen once under a fully loaded machine) is tried once more; what the page says is
    checked by the caller either way."""
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
           "--no-first-run", "--disable-extensions", *args]
    for attempt in (1, 2):
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if run.stdout.strip():
            return run.stdout
        print(f"hostile: chromium printed no DOM (exit {run.returncode}, attempt {attempt}): {run.stderr.strip()[-300:]!r}")
    return run.stdout


def main():
    tourbook = sys.argv[1] if len(sys.argv) > 1 else str(REPO / ".build/debug/tourbook")
    failures = []
    work = Path(tempfile.mkdtemp(prefix="tourbook-hostile-"))
    try:
        content = make_content(work)
        output = work / "Output"
        build = subprocess.run([tourbook, "build", "--content", str(content), "--templates", str(REPO / "Templates"),
                                "--output", str(output)], capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout, build.stderr, sep="\n")
            sys.exit("hostile: the build of the hostile sample failed")
        pages = sorted(output.rglob("*.html"))
        roles = sorted(p.name for p in output.iterdir() if p.is_dir() and p.name != "private")
        clean = work / "Clean"
        built = subprocess.run([tourbook, "build", "--content", str(REPO / "Content"), "--templates", str(REPO / "Templates"),
                                "--output", str(clean), "--quiet"], capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit("hostile: the clean sample did not build: " + built.stderr)
        def script_count(path):
            counter = Page()
            counter.feed(path.read_text(encoding="utf-8"))
            return counter.scripts
        clean_scripts = {str(p.relative_to(clean)): script_count(p) for p in clean.rglob("*.html")}
        print(f"hostile: built {len(pages)} pages for {len(roles)} roles")

        # 1. Static reading.
        for page in pages:
            parser = Page()
            parser.feed(page.read_text(encoding="utf-8"))
            rel = page.relative_to(output)
            failures += [f"{rel}: {p}" for p in parser.problems]
            if parser.scripts != clean_scripts.get(str(rel), 0):
                failures.append(f"{rel}: {parser.scripts} script elements, the clean page has {clean_scripts.get(str(rel), 0)}")
            text = "".join(parser.text)
            if "PWNED" in parser.title and parser.title.strip() == "PWNED":
                failures.append(f"{rel}: title is PWNED")
            # The tour name (on every page) carries the payload: it must read exactly as written.
            if PAYLOAD not in text:
                failures.append(f"{rel}: the hostile text does not appear intact as text")
        for role in roles:
            text = (output / role / "print.html").read_text(encoding="utf-8")
            parser = Page()
            parser.feed(text)
            visible = "".join(parser.text)
            if "hostilenotesend" not in visible or "\u202eevil\u202c zw\u200dj" not in visible:
                failures.append(f"{role}/print.html: the notes' text (with its Unicode) is missing")
            if "raw HTML omitted" not in text:
                failures.append(f"{role}/print.html: raw HTML in notes was not left out")
            for label in ("js link", "JS link", "tab link", "data link"):
                if label not in visible:
                    failures.append(f"{role}/print.html: the text of [{label}] is missing")
        print(f"hostile: static check of {len(pages)} pages: {'ok' if not failures else str(len(failures)) + ' problems'}")

        # 2. Every page in Chromium through the harness, with a control page that must be caught.
        control = output / "control.html"
        control.write_text(f"<!DOCTYPE html><html><head><title>control</title></head><body>{PAYLOAD}</body></html>", encoding="utf-8")
        urls = [control.as_uri()] + [p.as_uri() for p in pages]
        harness = output / "harness.html"
        # In a script element "</" would end it: write it as "<\\/" (the same string in JavaScript).
        script_json = lambda value: json.dumps(value).replace("</", "<\\/")
        expected = {p.as_uri(): clean_scripts.get(str(p.relative_to(output)), 0) for p in pages}
        harness.write_text(HARNESS % (script_json(urls), script_json(expected), script_json(PAYLOAD)), encoding="utf-8")
        dom = chromium("--allow-file-access-from-files", "--virtual-time-budget=600000", "--dump-dom", harness.as_uri(), timeout=300)
        start = dom.find('<pre id="result">')
        raw = html.unescape(dom[start + len('<pre id="result">'):dom.find("</pre>", start)]) if start >= 0 else ""
        try:
            results = json.loads(raw)
        except ValueError:
            results = None
            failures.append(f"chromium: the harness did not finish ({raw[:200]!r}; the DOM began {dom[:120]!r})")
        if results is not None:
            if len(results) != len(urls):
                failures.append(f"chromium: {len(results)} of {len(urls)} pages checked")
            if not results.get(control.as_uri(), {}).get("found"):
                failures.append("chromium: the control page's payload was not detected; the harness is blind")
            for url, result in results.items():
                if url == control.as_uri():
                    continue
                rel = Path(url.removeprefix("file://")).relative_to(output)
                failures += [f"chromium {rel}: {f}" for f in result["found"]]
                if not result["payload"]:
                    failures.append(f"chromium {rel}: the hostile text is not in the page's text")
            print(f"hostile: chromium loaded {len(results) - 1} pages (+1 control page, detected: "
                  f"{', '.join(results.get(control.as_uri(), {}).get('found', [])[:2])})")

        # 3. Each role's home page and print book loaded on its own.
        for role in roles:
            for name in ("index.html", "print.html"):
                dom = chromium("--virtual-time-budget=2000", "--dump-dom", (output / role / name).as_uri(), timeout=60)
                if "<html" not in dom:
                    failures.append(f"chromium {role}/{name}: no DOM")
                elif "data-pwned" in dom or "<title>PWNED</title>" in dom:
                    failures.append(f"chromium {role}/{name}: a script ran")
        print(f"hostile: chromium --dump-dom of index.html and print.html for {len(roles)} roles done")
    finally:
        if os.environ.get("HOSTILE_KEEP"):
            print(f"hostile: kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    for f in failures[:60]:
        print("FAIL", f)
    if failures:
        sys.exit(f"hostile: {len(failures)} problems")
    print("hostile: nothing executed, and the hostile text reads as written on every page")


if __name__ == "__main__":
    main()

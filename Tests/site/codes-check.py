#!/usr/bin/env python3
"""Codes stay whole: a room number, a booking reference or a flight number never breaks across
lines, on paper or on a phone.

  python3 Tests/site/codes-check.py PATH/TO/tourbook

1. Builds a copy of the sample whose rooms, confirmations and flight numbers are long and
   hyphenated (`ROOM-1104-NORTH-WING`, `Z1-40772-HOLD-REF`, `AC-711-SHARE`): hyphens are where
   browsers break a line when a column is narrow.
2. Prints management's print.html and a person page to PDF with headless Chromium and reads the
   text back with pdftotext. A code broken at the end of a line reads back split or with its
   hyphen dropped (`ROOM1104-NORTH-WING`); every code printed must read back whole.
3. Opens a day page, a person page and the day page with a person chosen (the day strip, built
   by the page's script) in Chromium at 320 and 390 px wide: every code's text sits on one
   line, and the page is no wider than the screen.
Python 3.11 with selenium; chromium, chromedriver and poppler-utils from Debian.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
passed, failures = 0, []
ROLE, PERSON, DAY = "management", "kofi", "days/2027-03-19.html"


def check(ok, message):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(message)
        print(f"codes: FAILED: {message}")


def lengthen(value, codes):
    """Every room, confirmation and flight number made long and hyphenated; the codes collected."""
    if isinstance(value, list):
        return [lengthen(v, codes) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, v in value.items():
        if key in ("room", "confirmation", "flight") and isinstance(v, str) and v.strip():
            v = {"room": f"ROOM-{v}-NORTH-WING", "confirmation": f"{v}-HOLD-REF", "flight": v.replace(" ", "-") + "-SHARE"}[key]
            codes.add(v)
        out[key] = lengthen(v, codes)
    return out


def content_with_long_codes(work):
    shutil.copytree(f"{here}/Content", f"{work}/Content")
    codes = set()
    days = f"{work}/Content/days"
    for name in sorted(os.listdir(days)):
        if name.endswith(".json"):
            with open(f"{days}/{name}", encoding="utf-8") as f:
                day = lengthen(json.load(f), codes)
            with open(f"{days}/{name}", "w", encoding="utf-8") as f:
                json.dump(day, f, ensure_ascii=False, indent=2)
    return codes


def pdf_text(page, work):
    pdf = f"{work}/{os.path.basename(page)}.pdf"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", f"file://{page}"], capture_output=True, check=True, timeout=120)
    return subprocess.run(["pdftotext", "-enc", "UTF-8", pdf, "-"], capture_output=True, text=True, check=True).stdout


def flat(text):
    return re.sub(r"[\s\-\u00ad\u2010\u2011]", "", text)


def check_paper(page, codes, work):
    """Each code on the page: as often whole in the PDF's text as at all (split or not)."""
    with open(page, encoding="utf-8") as f:
        source = f.read()
    text = pdf_text(page, work)
    printed = 0
    for code in sorted(c for c in codes if c in source):
        whole, anyhow = text.count(code), flat(text).count(flat(code))
        printed += anyhow > 0
        check(whole == anyhow, f"{os.path.relpath(page, work)} printed: {code} reads back whole {whole} of {anyhow} times")
    check(printed >= 3, f"{os.path.relpath(page, work)} printed: {printed} codes found in the PDF")
    return printed


# Every text occurrence of each code: how many lines it spans, and how far right it reaches.
MEASURE = """
const codes = arguments[0], out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  if (!node.parentElement.getClientRects().length) continue;
  for (const code of codes) {
    for (let at = node.data.indexOf(code); at >= 0; at = node.data.indexOf(code, at + 1)) {
      const range = document.createRange();
      range.setStart(node, at); range.setEnd(node, at + code.length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      out.push([code, new Set(rects.map((r) => Math.round(r.top))).size, Math.max(...rects.map((r) => r.right))]);
    }
  }
}
return [out, document.documentElement.scrollWidth, window.innerWidth];
"""


def check_screen(driver, url, codes, width, name):
    driver.set_window_size(width, 900)
    driver.get(url)
    found, scroll, inner = driver.execute_script(MEASURE, sorted(codes))
    check(len(found) > 0, f"{name} at {width} px: codes shown")
    for code, lines, right in found:
        check(lines == 1, f"{name} at {width} px: {code} on {lines} lines")
        check(right <= inner + 1, f"{name} at {width} px: {code} reaches {right:.0f} px, past the screen's {inner}")
    check(scroll <= inner, f"{name} at {width} px: the page is {scroll} px wide, the screen {inner}")
    return len(found)


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                 "--force-device-scale-factor=1"):
        options.add_argument(flag)
    driver_path = "/usr/bin/chromedriver"
    return webdriver.Chrome(options=options, service=Service(driver_path) if os.path.exists(driver_path) else Service())


def main():
    tourbook = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp()
    driver = None
    try:
        codes = content_with_long_codes(work)
        out = f"{work}/Output"
        subprocess.run([tourbook, "build", "--content", f"{work}/Content", "--templates", f"{here}/Templates",
                        "--output", out, "--quiet"], capture_output=True, check=True)
        for page in (f"{out}/{ROLE}/print.html", f"{out}/{ROLE}/people/{PERSON}.html"):
            print(f"codes: {check_paper(page, codes, work)} codes printed whole in {os.path.relpath(page, out)}")
        driver = browser()
        day, person = f"file://{out}/{ROLE}/{DAY}", f"file://{out}/{ROLE}/people/{PERSON}.html"
        for width in (320, 390):
            check_screen(driver, day, codes, width, DAY)
            check_screen(driver, person, codes, width, f"people/{PERSON}.html")
        driver.execute_script(f"localStorage.setItem('tourbook:{ROLE}:me', JSON.stringify({{id: '{PERSON}', name: 'Kofi'}}))")
        for width in (320, 390):
            shown = check_screen(driver, day, codes, width, f"{DAY} chosen as {PERSON}")
        strip = driver.execute_script("var r = document.querySelector('.glance-mine'); return r && !r.hidden ? r.textContent : ''")
        check("ROOM-" in strip, f"the day strip shows {PERSON}'s room: {strip!r}")
        print(f"codes: {shown} codes on {DAY} with the day strip, each on one line")
    finally:
        if driver:
            driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    print(f"codes: {passed} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""axe-core on every page type of every role of a built sample, in headless Chromium.

For each role folder of OUTPUT_DIR it picks the page types a crew member meets: the home page, a
show day, a travel day, a day with nothing for the role, travel.html, contacts.html, one person
page and print.html (those the role has). Each page is loaded over file:// in headless
Chromium (selenium + Debian's chromium-driver) at 390 px and 1280 px wide, in light and in dark
(prefers-color-scheme emulated through the DevTools protocol), axe-core is injected (axe.min.js
from the axe-playwright-python package) and run with its default rules.

Usage: axe-check.py OUTPUT_DIR
Prints `axe: N pages x 4 modes, M violations` and `axe: P passed, F failed` (one per page and
mode); with any violation, one line per rule, page, mode and target before them, and exits 1.
"""
import glob
import importlib.util
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

MODES = [(390, "light"), (390, "dark"), (1280, "light"), (1280, "dark")]


def axe_source():
    """axe.min.js as a PyPI package ships it (axe-playwright-python carries axe-core 4.x; only the
    file is used, not the package's Playwright API)."""
    for package in ("axe_playwright_python", "axe_selenium_python"):
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        base = list(spec.submodule_search_locations)[0]
        found = sorted(glob.glob(os.path.join(base, "**", "axe.min.js"), recursive=True))
        if found:
            return open(found[0], encoding="utf-8").read()
    sys.exit("axe: no axe.min.js found; pip install -r Tests/requirements.txt (axe-playwright-python)")


def day_facts(path):
    """(kind of the day, whether the role has a timeline on it)."""
    text = open(path, encoding="utf-8").read()
    m = re.search(r'<article class="day kind-([a-z]+)"', text)
    return (m.group(1) if m else None), '<ol class="timeline">' in text


def pages_of(role_dir):
    """The page types of one role: one page of each kind that exists."""
    pages = ["index.html"]
    days = [(os.path.relpath(p, role_dir), *day_facts(p))
            for p in sorted(glob.glob(os.path.join(role_dir, "days", "*.html")))]

    def first(*tests):
        for test in tests:
            for page, kind, timeline in days:
                if test(kind, timeline):
                    return page
        return None

    wanted = {
        # A show day and a travel day, with the role's timeline if it has one on such a day.
        "show": first(lambda k, t: k == "show" and t, lambda k, t: k == "show"),
        "travel": first(lambda k, t: k == "travel" and t, lambda k, t: k == "travel"),
        # A day with nothing for the role: no timeline, a day without plans first.
        "nothing": first(lambda k, t: k == "none" and not t, lambda k, t: not t),
    }
    pages += sorted({p for p in wanted.values() if p})
    for name in ("travel.html", "contacts.html"):
        if os.path.exists(os.path.join(role_dir, name)):
            pages.append(name)
    people = sorted(glob.glob(os.path.join(role_dir, "people", "*.html")))
    if people:
        pages.append(os.path.relpath(people[0], role_dir))
    pages.append("print.html")
    return pages


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-extensions", "--hide-scrollbars", "--allow-file-access-from-files"):
        options.add_argument(flag)
    driver_path = "/usr/bin/chromedriver"
    service = Service(driver_path) if os.path.exists(driver_path) else Service()
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(60)
    return driver


def set_mode(driver, width, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


RUN_AXE = """
var done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(function (r) {
  done(r.violations.map(function (v) {
    return {id: v.id, impact: v.impact, help: v.help,
            targets: v.nodes.map(function (n) { return n.target.join(' '); })};
  }));
}, function (e) { done([{id: 'axe-error', impact: 'error', help: String(e), targets: []}]); });
"""


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: axe-check.py OUTPUT_DIR")
    output = os.path.abspath(sys.argv[1])
    roles = sorted(d for d in os.listdir(output)
                   if not d.startswith(".") and os.path.isfile(os.path.join(output, d, "index.html")))
    pages = [(role, page) for role in roles for page in pages_of(os.path.join(output, role))]
    # A traveller's own page (private/<id>/index.html), once.
    travellers = sorted(glob.glob(os.path.join(output, "private", "*", "index.html")))
    if travellers:
        pages.append(("private", os.path.relpath(travellers[0], os.path.join(output, "private"))))
    source = axe_source()
    started = time.monotonic()

    def check(modes):
        """One browser for some modes, every page in each; gives (axe version, problems)."""
        driver = browser()
        found, version = [], None
        try:
            # axe is put into every page as it loads, once for the session, instead of per page.
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
            for width, scheme in modes:
                set_mode(driver, width, scheme)
                for role, page in pages:
                    driver.get("file://" + os.path.join(output, role, page))
                    # The emulation must hold on every page, or the dark runs would check nothing new.
                    if not driver.execute_script(
                            "return matchMedia('(prefers-color-scheme: %s)').matches" % scheme):
                        found.append(("emulation", role, page, width, scheme, "prefers-color-scheme not applied"))
                        continue
                    version = version or driver.execute_script("return axe.version")
                    for v in driver.execute_async_script(RUN_AXE):
                        for target in v["targets"] or ["(page)"]:
                            found.append((v["id"], role, page, width, scheme,
                                          f"{target}  [{v['impact']}] {v['help']}"))
        finally:
            driver.quit()
        return version, found

    # Two browsers side by side (one per width): print.html takes seconds per mode.
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(check, [MODES[:2], MODES[2:]]))
    version = next((v for v, _ in results if v), None)
    problems = [p for _, found in results for p in found]
    for rule, role, page, width, scheme, what in problems:
        print(f"axe: {rule}  {role}/{page}  {width}px {scheme}  {what}")
    seconds = time.monotonic() - started
    print(f"axe: {len(pages)} pages x {len(MODES)} modes, {len(problems)} violations "
          f"(axe-core {version}, {seconds:.0f} s)")
    failed = len({(role, page, width, scheme) for _, role, page, width, scheme, _ in problems})
    runs = len(pages) * len(MODES)
    print(f"axe: {runs - failed} passed, {failed} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()

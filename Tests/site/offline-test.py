#!/usr/bin/env python3
"""Offline test: a role's folder, served by nginx on 127.0.0.1 (a secure context), is saved by
its service worker in headless Chromium and read with no network; a rebuild with one day
changed is fetched file by file, only what changed.

  python3 Tests/site/offline-test.py PATH/TO/tourbook [--role crew]

1. Builds the sample (copied, so a day can be changed) and serves the output folder at
   http://127.0.0.1:PORT/tour/ with nginx (loopback only; its own config, logs and pid file in a
   temporary folder; every request logged as "METHOD URI STATUS"), with the header
   `Content-Security-Policy: script-src 'self'` docs/deployment.md offers: no inline script runs.
2. Chromium (fresh profile) opens the role's home page: DevTools' Page.getInstallabilityErrors
   must be empty, every icon of the manifest must be fetched and decode at its declared size
   (192 and 512 px, and a 512 px maskable one), and the page's line must say the book is
   saved (the version sw.js names).
3. print.html (not in the list) is opened; nginx is stopped and the network turned off
   (Network.emulateNetworkConditions): every page of the role opens from the cache with its
   title, print.html too, as opened, and every file of the role's list answers from the cache
   with the bytes on disk (the calendar feeds and changes.xml are not in the list).
4. One day's first schedule item is renamed and the sample rebuilt over the same folder; nginx
   starts again, the network comes back, the home page is opened: the book must be updated to
   the new version with exactly the listed files whose hash changed fetched (and sw.js, which
   the browser checks), no other; offline again, the changed day page shows the new title, the
   old print.html is gone with the old book (opening it shows the worker's page saying so, in
   the tour's language, with a link home), and no cache of the old book is left.
5. From file:// the home page's line stays hidden and no worker is registered.
6. Every request the server saw stayed in /tour/ROLE/; none was for another role or the manifest.
Python 3.11 with selenium; chromium and chromedriver from Debian.
"""
import html
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
failures = []


def check(ok, message):
    print(f"offline: {'ok' if ok else 'FAILED'}: {message}")
    if not ok:
        failures.append(message)
    return ok


def build(tourbook, work):
    result = subprocess.run([tourbook, "build", "--content", f"{work}/Content", "--templates", f"{here}/Templates",
                             "--output", f"{work}/Output", "--quiet"], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"offline: the build failed:\n{result.stderr}")
    for root, dirs, files in os.walk(f"{work}/Output"):
        os.chmod(root, 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)


class Nginx:
    """nginx in the foreground of a child process, serving the output folder under /tour/."""

    def __init__(self, work):
        self.work, self.process = work, None
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        os.makedirs(f"{work}/temp", exist_ok=True)
        with open(f"{work}/nginx.conf", "w") as f:
            f.write(f"""daemon off;
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 64; }}
http {{
    include /etc/nginx/mime.types;
    # --- as in docs/deployment.md ---
    types {{ application/manifest+json webmanifest; text/vcard vcf; }}
    map $uri $tourbook_cache_control {{
        ~/sw\\.js$  "no-cache";
        ~/assets/  "public, max-age=31536000, immutable";
        default    "";
    }}
    # --- end ---
    default_type application/octet-stream;
    log_format paths '$request_method $request_uri $status';
    access_log {work}/access.log paths;
    client_body_temp_path {work}/temp/body;
    proxy_temp_path {work}/temp/proxy;
    fastcgi_temp_path {work}/temp/fastcgi;
    uwsgi_temp_path {work}/temp/uwsgi;
    scgi_temp_path {work}/temp/scgi;
    server {{
        listen 127.0.0.1:{self.port};
        location /tour/ {{ alias {work}/Output/; index index.html; add_header Cache-Control $tourbook_cache_control; add_header Content-Security-Policy "script-src 'self'" always; }}
        location ~ /\\.tourbook- {{ return 404; }}
    }}
}}
""")

    def start(self):
        self.process = subprocess.Popen(["nginx", "-e", f"{self.work}/error.log", "-p", self.work, "-c", f"{self.work}/nginx.conf"])
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        sys.exit("offline: nginx did not start listening")

    def stop(self):
        # A fast shutdown (TERM), not a graceful one (QUIT): a graceful one leaves a worker
        # serving the connections Chromium keeps open, and the service worker's own requests,
        # which DevTools' offline mode does not cover, would still be answered.
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def requests(self):
        """(method, path, status) of every request so far, in order."""
        try:
            with open(f"{self.work}/access.log") as f:
                return [tuple(line.split()) for line in f if line.strip()]
        except FileNotFoundError:
            return []


def browser(profile):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                 f"--user-data-dir={profile}", "--disable-background-networking", "--disable-component-update"):
        options.add_argument(flag)
    driver_path = "/usr/bin/chromedriver"
    driver = webdriver.Chrome(options=options, service=Service(driver_path) if os.path.exists(driver_path) else Service())
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


def book(output, role):
    """The version and file list sw.js names, read from the file the build wrote."""
    with open(f"{output}/{role}/sw.js", encoding="utf-8") as f:
        text = f.read()
    match = re.search(r"^const BOOK = (\{.*?\n\]\});$", text, re.M | re.S)
    listed = json.loads(match.group(1))
    return listed["version"], [path for path, _ in listed["files"]]


def role_hashes(output, role):
    with open(f"{output}/.tourbook-manifest.json", encoding="utf-8") as f:
        files = json.load(f)["files"]
    return {path[len(role) + 1:]: entry["xxh64"] for path, entry in files.items() if path.startswith(role + "/")}


def fetched_sizes(driver, urls):
    """The size of what each URL answers, fetched from the open page (through the worker), or -1."""
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "Promise.all(arguments[0].map(function (p) { return fetch(p).then(function (r) { return r.arrayBuffer(); })"
        ".then(function (b) { return b.byteLength; }, function () { return -1; }); })).then(done);",
        urls)


def opens_offline(driver, url):
    """Whether the page answers offline (from the worker): its size, or -1."""
    return fetched_sizes(driver, [url])[0]


def is_feed(path):
    """Calendar feeds and the Atom feed of changes: on the server, not in the offline copy."""
    return path.endswith(".ics") or path == "changes.xml"


def wait_saved(driver, version, seconds=90):
    """Waits (bounded) until the home page's line says the book of this version is saved."""
    deadline = time.monotonic() + seconds
    state = None
    while time.monotonic() < deadline:
        state = driver.execute_script(
            "var s = document.getElementById('offline-status');"
            "return s && [s.hidden, s.getAttribute('data-offline'), s.getAttribute('data-version'), s.textContent];")
        if state and not state[0] and state[1] == "saved" and state[2] == version:
            return state[3]
        time.sleep(0.5)
    return check(False, f"the home page says the book {version} is saved within {seconds} s (it says {state})")


def network(driver, online):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": not online, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def read_offline(driver, base, output, role, files):
    """Every page opens from the cache with its own title; every file answers with its bytes."""
    pages = [path for path in files if path.endswith(".html")]
    wrong_title = []
    for path in pages:
        driver.get(base + path)
        with open(f"{output}/{role}/{path}", encoding="utf-8") as f:
            title = html.unescape(re.search(r"<title>(.*?)</title>", f.read(), re.S).group(1))
        if driver.title != title:
            wrong_title.append(path)
    check(not wrong_title, f"offline, all {len(pages)} pages of {role}/ open with their own title" + (f" (not: {wrong_title[:5]})" if wrong_title else ""))
    sizes = fetched_sizes(driver, [base + path for path in files])
    wrong = [path for path, size in zip(files, sizes) if size != os.path.getsize(f"{output}/{role}/{path}")]
    check(not wrong, f"offline, all {len(files)} files of the list answer from the cache with their bytes" + (f" (not: {wrong[:5]})" if wrong else ""))
    return len(pages) - len(wrong_title)


# Each icon of the manifest, fetched from the server and decoded by the browser: [src, sizes, purpose, width, height].
DECODE_ICONS = """
const done = arguments[arguments.length - 1];
fetch("manifest.webmanifest").then((r) => r.json()).then((manifest) => Promise.all(manifest.icons.map((icon) =>
  fetch(icon.src).then((r) => r.blob()).then((blob) => icon.type === "image/svg+xml" ? [blob.size, 0]
    : createImageBitmap(blob).then((b) => [b.width, b.height]))
    .then(([w, h]) => [icon.src, icon.sizes, icon.purpose, w, h], (e) => [icon.src, icon.sizes, icon.purpose, -1, String(e)]))))
  .then(done, (e) => done(String(e)));
"""


def check_icons(driver, output, role):
    """The manifest's PNG icons decode at their declared sizes: 192 and 512 px for any purpose, and a
    512 px maskable one (Android's install splash screen and launcher shapes)."""
    icons = driver.execute_async_script(DECODE_ICONS)
    pngs = [icon for icon in icons if icon[1] != "any"]
    check(all(f"{w}x{h}" == sizes for _, sizes, _, w, h in pngs),
          f"{role}'s {len(pngs)} PNG icons decode at their declared sizes ({[(s, p, w, h) for _, s, p, w, h in pngs]})")
    declared = {(sizes, purpose) for _, sizes, purpose, _, _ in icons}
    check({("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= declared,
          f"{role}'s manifest has 192 and 512 px icons and a 512 px maskable one ({sorted(declared)})")


def change_a_day(content):
    days = sorted(name for name in os.listdir(f"{content}/days") if name.endswith(".json"))
    for name in days:
        path = f"{content}/days/{name}"
        with open(path, encoding="utf-8") as f:
            day = json.load(f)
        if day.get("schedule"):
            new_title = day["schedule"][0]["title"] + " (moved to the small room)"
            day["schedule"][0]["title"] = new_title
            with open(path, "w", encoding="utf-8") as f:
                json.dump(day, f, ensure_ascii=False, indent=2)
            return name[:-len(".json")], new_title
    sys.exit("offline: no day with a schedule to change")


def main():
    tourbook = os.path.abspath(sys.argv[1])
    role = sys.argv[sys.argv.index("--role") + 1] if "--role" in sys.argv else "crew"
    work = tempfile.mkdtemp()
    os.chmod(work, 0o755)
    server, driver = Nginx(work), None
    try:
        shutil.copytree(f"{here}/Content", f"{work}/Content")
        build(tourbook, work)
        output = f"{work}/Output"
        version, files = book(output, role)
        before = role_hashes(output, role)
        feeds = {path for path in before if is_feed(path)}
        check(set(files) == set(before) - feeds - {"sw.js", "print.html"},
              f"sw.js lists every file of {role}/ but itself, the feeds and print.html ({len(files)} files)")
        check("calendar.ics" in feeds and "changes.xml" in feeds, f"the feeds are in {role}/ all the same: {sorted(feeds)}")
        server.start()
        base = f"http://127.0.0.1:{server.port}/tour/{role}/"
        headers = {path: urllib.request.urlopen(base + path, timeout=5).headers for path in ("sw.js", "manifest.webmanifest", "index.html")}
        check(headers["sw.js"].get("Cache-Control") == "no-cache" and headers["index.html"].get("Cache-Control") is None
              and headers["manifest.webmanifest"].get("Content-Type") == "application/manifest+json",
              "the server settings of docs/deployment.md: sw.js no-cache, the manifest's type")
        seen_before = len(server.requests())
        driver = browser(f"{work}/profile")

        driver.get(base + "index.html")
        errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {}).get("installabilityErrors")
        check(errors == [], f"Chromium's installability check of {role}/manifest.webmanifest finds nothing ({errors})")
        check_icons(driver, output, role)
        started = time.monotonic()
        said = wait_saved(driver, version)
        print(f"offline: after {time.monotonic() - started:.1f} s the home page says: {said}")
        first = server.requests()[seen_before:]
        fetched = {uri for _, uri, _ in first}
        missing = sorted(path for path in files if f"/tour/{role}/{path}" not in fetched)
        check(not missing, f"the first visit fetched every file of the list ({len(first)} requests)" + (f"; not {missing[:5]}" if missing else ""))

        driver.get(base + "print.html")
        printed = driver.title
        server.stop()
        network(driver, online=False)
        opened = read_offline(driver, base, output, role, files)
        print(f"offline: {opened} pages opened with nginx stopped and the network off")
        driver.get(base + "print.html")
        check(driver.title == printed and opens_offline(driver, base + "print.html") == os.path.getsize(f"{output}/{role}/print.html"),
              f"offline, print.html opens as opened before (\"{driver.title}\")")

        date, new_title = change_a_day(f"{work}/Content")
        build(tourbook, work)
        new_version, new_files = book(output, role)
        after = role_hashes(output, role)
        changed = sorted(path for path in after if before.get(path) != after[path] and not is_feed(path) and path != "print.html")
        check(new_version != version and f"days/{date}.html" in changed and before["print.html"] != after["print.html"],
              f"the rebuild changed {len(changed)} listed files of {role}/ and print.html: {changed}")
        seen = len(server.requests())
        server.start()
        network(driver, online=True)
        driver.get(base + "index.html")
        started = time.monotonic()
        wait_saved(driver, new_version)
        print(f"offline: the update was saved {time.monotonic() - started:.1f} s after the home page opened")
        update = server.requests()[seen:]
        asked = sorted({uri[len(f"/tour/{role}/"):] for _, uri, _ in update if uri.startswith(f"/tour/{role}/")})
        check(asked == changed, f"the update fetched only the changed files: {asked}")
        check(all(status in ("200", "304") for _, _, status in update), f"every request of the update was answered ({update})")

        server.stop()
        network(driver, online=False)
        driver.get(base + f"days/{date}.html")
        check(new_title in driver.page_source, f"offline, days/{date}.html shows the new title \"{new_title}\"")
        read_offline(driver, base, output, role, new_files)
        check(opens_offline(driver, base + "print.html") == -1, "offline, the old print.html went with the old book")
        driver.get(base + "print.html")
        with open(f"{output}/{role}/index.html", encoding="utf-8") as f:
            lang = re.search(r'<html lang="([^"]+)"', f.read()).group(1)
        shown = driver.execute_script("var a = document.querySelector('a[href]'); return [document.documentElement.lang, document.title, a && a.href];")
        check(shown[0] == lang and shown[1] and "127.0.0.1" not in shown[1] and shown[2] == base + "index.html",
              f"offline, opening it says in the tour's language that it is not saved here, with the way home ({shown})")
        kept = driver.execute_async_script("var done = arguments[arguments.length - 1]; caches.keys().then(done, function () { done(null); });")
        check(kept is not None and all(name.endswith(" " + new_version) for name in kept),
              f"the phone keeps nothing of the old book: {kept}")

        # From file:// nothing of it shows, and no worker is registered.
        driver.get(f"file://{output}/{role}/index.html")
        quiet = driver.execute_async_script(
            "var done = arguments[arguments.length - 1], s = document.getElementById('offline-status');"
            "var sw = navigator.serviceWorker ? navigator.serviceWorker.getRegistrations() : Promise.resolve([]);"
            "sw.then(function (r) { done([s.hidden, s.textContent, r.length]); }, function () { done([s.hidden, s.textContent, 0]); });")
        check(quiet == [True, "", 0], f"from file:// the saved line stays hidden and empty, no worker registered ({quiet})")

        every = server.requests()
        outside = [uri for _, uri, _ in every if not uri.startswith(f"/tour/{role}/")]
        check(not outside and not any(".tourbook-" in uri for _, uri, _ in every),
              f"all {len(every)} requests stayed in /tour/{role}/" + (f" (not: {outside[:5]})" if outside else ""))
    finally:
        if driver:
            driver.quit()
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    print(f"offline: {'passed' if not failures else f'{len(failures)} FAILED'}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

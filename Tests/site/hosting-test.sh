#!/usr/bin/env bash
# Hosting test: the sample served by nginx under a subfolder, as docs/deployment.md describes.
#   1. Builds the sample into a temporary folder and serves it at http://127.0.0.1:PORT/tour/
#      (nginx in the foreground of a background job, its own config, pid file and logs in the
#      temporary folder; stopped on exit, failure included).
#   2. Crawls every role's site from its index.html: every relative href and src (and url() in
#      style sheets) must answer 200 and stay inside /tour/<role>/; links to other sites are
#      counted, not fetched (no network beyond loopback).
#   3. Access control: /tour/management/ needs a password (htpasswd -B), the other roles don't.
# Usage: Tests/site/hosting-test.sh PATH/TO/tourbook
set -euo pipefail
tourbook=$(realpath "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
nginx_pid=""
cleanup() {
  if [ -n "$nginx_pid" ]; then
    kill "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

echo "== hosting: build the sample and serve it with nginx under /tour/"
if ! "$tourbook" build --content "$here/Content" --templates "$here/Templates" --output "$work/Output" --quiet 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  exit 1
fi
# nginx's workers may run as another user: let them read the site and the password file.
chmod 755 "$work"
chmod -R a+rX "$work/Output"
user=tour-manager
password='harbour-lights-27'
htpasswd -bcB "$work/htpasswd" "$user" "$password" 2>/dev/null
chmod 644 "$work/htpasswd"
mkdir -p "$work/temp"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

cat > "$work/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    # --- as in docs/deployment.md ---
    types { application/manifest+json webmanifest; text/vcard vcf; }
    # --- end ---
    access_log $work/access.log;
    client_body_temp_path $work/temp/body;
    proxy_temp_path $work/temp/proxy;
    fastcgi_temp_path $work/temp/fastcgi;
    uwsgi_temp_path $work/temp/uwsgi;
    scgi_temp_path $work/temp/scgi;

    server {
        listen 127.0.0.1:$port;
        server_name localhost;

        # --- as in docs/deployment.md ---
        # Pages run only the tour book's own scripts (assets/*.js), never an inline one.
        add_header Content-Security-Policy "script-src 'self'" always;
        location /tour/ {
            alias $work/Output/;
            index index.html;
        }
        location /tour/management/ {
            alias $work/Output/management/;
            index index.html;
            auth_basic "Tour book: management";
            auth_basic_user_file $work/htpasswd;
        }
        # tourbook's own bookkeeping is nobody's business
        location ~ /\.tourbook- {
            return 404;
        }
        # --- end ---
    }
}
CONF

nginx -t -q -e "$work/error.log" -p "$work" -c "$work/nginx.conf"
nginx -e "$work/error.log" -p "$work" -c "$work/nginx.conf" &
nginx_pid=$!

python3 - "$port" "$work/Output" "$user" "$password" <<'PY'
import base64, re, sys, time, urllib.error, urllib.request
from html.parser import HTMLParser
from urllib.parse import urljoin, urldefrag, urlparse

port, output, user, password = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
base = f"http://127.0.0.1:{port}"
credentials = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()
passed = failed = 0

def fail(message):
    global failed
    failed += 1
    print(f"hosting: FAILED: {message}")

def get(path, auth=False):
    """(status, content type, body) of a GET on the loopback server."""
    request = urllib.request.Request(base + path)
    if auth:
        request.add_header("Authorization", credentials)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), b""

# nginx takes a moment to listen.
for _ in range(100):
    try:
        get("/tour/crew/index.html")
        break
    except OSError:
        time.sleep(0.05)
else:
    sys.exit("hosting: nginx did not start listening")

class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            elif name == "srcset" and value:
                self.links.extend(part.split()[0] for part in value.split(",") if part.strip())

import os
roles = sorted(name for name in os.listdir(output) if os.path.isdir(os.path.join(output, name)) and name != "private")
# Each traveller's own folder is crawled like a role's, from its index.html.
roles += sorted("private/" + name for name in os.listdir(os.path.join(output, "private")))
crawled = references = external = 0
for role in roles:
    prefix = f"/tour/{role}/"
    auth = role == "management"
    seen, queue = set(), [prefix + "index.html"]
    while queue:
        path = queue.pop()
        if path in seen:
            continue
        seen.add(path)
        status, kind, body = get(path, auth)
        crawled += 1
        if status != 200:
            fail(f"{path}: HTTP {status}")
            continue
        passed += 1
        if kind.startswith("text/html"):
            parser = Links()
            parser.feed(body.decode("utf-8"))
            links = parser.links
        elif kind.startswith("text/css"):
            links = re.findall(r"""url\(\s*['"]?([^'")]+)""", body.decode("utf-8"))
        else:
            continue
        for link in links:
            references += 1
            scheme = urlparse(link).scheme
            if scheme in ("http", "https", "mailto", "tel", "data"):
                external += 1  # the notes' links to other sites, phone numbers: not fetched
                continue
            if link.startswith("/"):
                fail(f"{path}: links to {link}, which is not relative")
                continue
            target = urldefrag(urljoin(path, link))[0]
            if not target or target == path:
                continue
            if not target.startswith(prefix):
                fail(f"{path}: links to {link}, outside {prefix}")
                continue
            queue.append(target)
    print(f"hosting: {role}: {len(seen)} URLs crawled from {prefix}index.html, all 200, none outside {prefix}")
print(f"hosting: {crawled} URLs crawled, {references} links seen ({external} to other sites, phones or mail: not fetched)")

# Access control.
checks = [
    ("/tour/management/index.html", False, 401),
    ("/tour/management/index.html", True, 200),
    ("/tour/management/", False, 401),
    ("/tour/crew/index.html", False, 200),
    ("/tour/local/days/2027-03-10.html", False, 200),
    ("/tour/crew/sw.js", False, 200),
    ("/tour/crew/manifest.webmanifest", False, 200),
    ("/tour/management/sw.js", False, 401),
    ("/tour/management/manifest.webmanifest", True, 200),
    ("/tour/.tourbook-manifest.json", False, 404),
    ("/tour/.tourbook-state", False, 404),
    ("/tour/.tourbook-pieces", False, 404),
    ("/tour/.tourbook-days", False, 404),
    ("/tour/.tourbook-record", False, 404),
]
# A phone adds a vCard to its contacts only when it comes as one.
for path in ("/tour/management/contacts.vcf", "/tour/management/days/2027-03-17.vcf"):
    status, kind, body = get(path, True)
    if status == 200 and kind.startswith("text/vcard") and body.startswith(b"BEGIN:VCARD\r\n"):
        passed += 1
        print(f"hosting: GET {path} -> {status}, {kind}")
    else:
        fail(f"GET {path} -> {status}, {kind}; expected 200 and text/vcard")
checks.append(("/tour/management/contacts.vcf", False, 401))
for path, auth, expected in checks:
    status = get(path, auth)[0]
    label = f"GET {path} {'with' if auth else 'without'} credentials -> {status}"
    if status == expected:
        passed += 1
        print(f"hosting: {label}")
    else:
        fail(f"{label}, expected {expected}")
print(f"hosting: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY

# Subscribe links, served over http: the page's script makes them webcal:// with the page's own
# address under the subfolder, and shows "Add to Google Calendar" pointing at that address.
echo "== hosting: subscribe links in headless Chromium"
dom=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --dump-dom "http://127.0.0.1:$port/tour/crew/index.html" 2>/dev/null)
person=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --dump-dom "http://127.0.0.1:$port/tour/crew/people/mateo.html" 2>/dev/null)
subscribe_failed=0
expect() {
  if grep -qF -- "$2" <<<"$1"; then echo "hosting: $3"; else echo "hosting: FAILED: $3 (no $2)"; subscribe_failed=1; fi
}
expect "$dom" "href=\"webcal://127.0.0.1:$port/tour/crew/calendar.ics\"" "the role's feed subscribes by webcal:// under /tour/"
expect "$dom" "href=\"webcal://127.0.0.1:$port/tour/crew/people/mateo.ics\"" "a person's feed too"
expect "$dom" "cid=webcal%3A%2F%2F127.0.0.1%3A$port%2Ftour%2Fcrew%2Fcalendar.ics" "Google Calendar gets the same address"
expect "$dom" '<span data-google=""> · <a href="https://calendar.google.com' "the Google link is shown"
expect "$person" "href=\"webcal://127.0.0.1:$port/tour/crew/people/mateo.ics\"" "the person page's link subscribes too"

# The policy above forbids inline scripts: the pages' own scripts still run (the subscribe links
# above, the finder, the picker, the Today link), and a control page's inline script does not.
echo "== hosting: Content-Security-Policy script-src 'self'"
expect "$(curl -sI "http://127.0.0.1:$port/tour/crew/index.html")" "Content-Security-Policy: script-src 'self'" "nginx sends the policy"
expect "$dom" '<section class="finder" id="finder" aria-labelledby="finder-heading">' "the finder's script shows the finder"
expect "$dom" '<section class="who-am-i" id="who-am-i" aria-labelledby="who-heading">' "the who-am-I script shows the picker"
today=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --dump-dom "http://127.0.0.1:$port/tour/crew/index.html?now=2027-03-14T12:00:00Z" 2>/dev/null)
expect "$today" 'href="days/2027-03-14.html">Today · ' "the now/next script points the Today link at today"
printf '<!DOCTYPE html><html><head><title>as served</title></head><body><script>document.title = "ran"</script></body></html>' >"$work/Output/crew/csp-control.html"
control=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --dump-dom "http://127.0.0.1:$port/tour/crew/csp-control.html" 2>/dev/null)
rm -f "$work/Output/crew/csp-control.html"
expect "$control" '<title>as served</title>' "an inline script is refused"
[ "$subscribe_failed" -eq 0 ] || exit 1

#!/usr/bin/env bash
# Logins test: `tourbook hosting nginx` and `tourbook hosting apache` as the real servers run
# them (Debian's nginx and apache2, on 127.0.0.1 only, their pid files, logs and locks in a
# temporary folder, stopped on exit). The sample, built with its baseURL pointing at the server,
# is served under /tour/ with one password file per role and per traveller; for each server:
#   - each role's user reads its folder and nothing else: no other role's, no private folder;
#   - each traveller's user reads their private folder and nothing else;
#   - nobody reads the Output folder itself or private/, and every dotfile is 404, logged in or not;
#   - the calendar links of the pages resolve (webcal:// read as http://, with the folder's login)
#     and answer text/calendar; vCards, the web manifest and sw.js have their types; pages carry
#     the script policy.
# Usage: Tests/site/hosting-logins-test.sh PATH/TO/tourbook
set -euo pipefail
tourbook=$(realpath "$1")
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# The servers' workers run as another user: let them read the site and the password files.
chmod 755 "$work"
mkdir -p "$work/users" "$work/nginx/temp" "$work/apache"
for server in nginx apache; do
  port=$(free_port)
  echo "$port" > "$work/$server.port"
  cp -R "$here/Content" "$work/content-$server"
  python3 - "$work/content-$server/tour.json" "http://127.0.0.1:$port/tour/" <<'PY'
import json, sys
path, base = sys.argv[1], sys.argv[2]
tour = json.load(open(path, encoding="utf-8"))
tour["baseURL"] = base
json.dump(tour, open(path, "w", encoding="utf-8"), ensure_ascii=False)
PY
  "$tourbook" build --content "$work/content-$server" --templates "$here/Templates" --output "$work/Output-$server" --quiet 2>/dev/null
  "$tourbook" hosting "$server" --content "$work/content-$server" --root "$work/Output-$server" --users "$work/users" \
    --prefix /tour/ --listen "127.0.0.1:$port" > "$work/$server-site.conf"
done
# A dotfile inside a role's folder (an editor's swap file, say) must not be served either.
for server in nginx apache; do echo secret > "$work/Output-$server/management/.hidden"; done
chmod -R a+rX "$work"
# One password file per folder, the folder's name as user and "pw-" before it as password.
folders=$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1])); print(" ".join(t["roles"]))' "$here/Content/tour.json")
travellers=$(ls "$work/Output-nginx/private")
for name in $folders; do htpasswd -cbB "$work/users/$name.htpasswd" "$name" "pw-$name" 2>/dev/null; done
for id in $travellers; do htpasswd -cbB "$work/users/private-$id.htpasswd" "$id" "pw-$id" 2>/dev/null; done
chmod 644 "$work"/users/*

nginx_port=$(cat "$work/nginx.port")
cat > "$work/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 64; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/temp/body;
    proxy_temp_path $work/nginx/temp/proxy;
    fastcgi_temp_path $work/nginx/temp/fastcgi;
    uwsgi_temp_path $work/nginx/temp/uwsgi;
    scgi_temp_path $work/nginx/temp/scgi;
    include $work/nginx-site.conf;
}
CONF
nginx -t -q -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx.conf"
nginx -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx.conf" &
pids+=($!)

apache_port=$(cat "$work/apache.port")
modules=/usr/lib/apache2/modules
cat > "$work/apache.conf" <<CONF
ServerRoot "$work/apache"
ServerName 127.0.0.1
PidFile "$work/apache/httpd.pid"
ErrorLog "$work/apache/error.log"
DefaultRuntimeDir "$work/apache"
Mutex file:$work/apache default
# Only the types the site configuration gives.
TypesConfig /dev/null
LoadModule mpm_event_module $modules/mod_mpm_event.so
LoadModule authz_core_module $modules/mod_authz_core.so
LoadModule authn_core_module $modules/mod_authn_core.so
LoadModule authn_file_module $modules/mod_authn_file.so
LoadModule auth_basic_module $modules/mod_auth_basic.so
LoadModule authz_user_module $modules/mod_authz_user.so
LoadModule alias_module $modules/mod_alias.so
LoadModule dir_module $modules/mod_dir.so
LoadModule mime_module $modules/mod_mime.so
LoadModule headers_module $modules/mod_headers.so
User www-data
Group www-data
<Directory />
    Require all denied
</Directory>
Include "$work/apache-site.conf"
CONF
apache2 -t -f "$work/apache.conf" 2>&1 | grep -v "Syntax OK" || true
apache2 -f "$work/apache.conf" -DFOREGROUND 2>"$work/apache/stderr" &
pids+=($!)

python3 - "$work" "$nginx_port" "$apache_port" $folders -- $travellers <<'PY'
import base64, re, socket, sys, time, urllib.error, urllib.request
work, ports = sys.argv[1], {"nginx": int(sys.argv[2]), "apache": int(sys.argv[3])}
rest = sys.argv[4:]
roles, travellers = rest[:rest.index("--")], rest[rest.index("--") + 1:]
folders = roles + [f"private/{t}" for t in travellers]
passed = failed = 0


def check(ok, message):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"logins: FAILED: {message}")


def login(folder):
    name = folder.split("/")[-1]
    return name, f"pw-{name}"


def get(port, path, user=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}")
    if user:
        request.add_header("Authorization", "Basic " + base64.b64encode(f"{user[0]}:{user[1]}".encode()).decode())
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


for server, port in ports.items():
    deadline = time.monotonic() + 20
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                sys.exit(f"logins: {server} did not start listening: " + open(f"{work}/{server}/error.log").read()[-2000:] if __import__("os").path.exists(f"{work}/{server}/error.log") else "")
            time.sleep(0.2)
    # Who reads what: each folder's user its own folder only.
    for folder in folders:
        page = f"/tour/{folder}/index.html"
        status, _, _ = get(port, page)
        check(status == 401, f"{server} {page} without a login: {status}")
        status, headers, body = get(port, page, login(folder))
        check(status == 200 and b"<html" in body, f"{server} {page} with its login: {status}")
        check(headers.get("Content-Security-Policy") == "script-src 'self'", f"{server} {page}: no script policy")
        for other in folders:
            if other != folder:
                status, _, _ = get(port, f"/tour/{other}/index.html", login(folder))
                check(status == 401, f"{server}: {folder}'s login opens {other}/ ({status})")
    # Nobody's: the Output folder, private/, every dotfile (logged in or not).
    for path in ["/tour/", "/tour/private/", "/tour/.tourbook-record", "/tour/.tourbook-state", "/tour/.tourbook-manifest.json"]:
        status, _, _ = get(port, path, login("management"))
        check(status in (403, 404), f"{server} {path}: {status}")
    for path in ["/tour/.tourbook-record", "/tour/management/.hidden", "/tour/private/.x"]:
        for user in (None, login("management")):
            status, _, _ = get(port, path, user)
            check(status == 404, f"{server} {path} ({'logged in' if user else 'no login'}): {status}, not 404")
    # Types, and the calendar links as the pages give them.
    for folder, path, kind in [("management", "calendar.ics", "text/calendar"), ("management", "contacts.vcf", "text/vcard"),
                               ("management", "manifest.webmanifest", "application/manifest+json"),
                               ("management", "sw.js", "javascript"), ("management", "changes.xml", "application/atom+xml"),
                               (f"private/{travellers[0]}", "calendar.ics", "text/calendar")]:
        status, headers, _ = get(port, f"/tour/{folder}/{path}", login(folder))
        check(status == 200 and kind in headers.get("Content-Type", ""), f"{server} {folder}/{path}: {status} {headers.get('Content-Type')}")
    links = 0
    for folder in ["management", "crew", f"private/{travellers[0]}"]:
        _, _, body = get(port, f"/tour/{folder}/index.html", login(folder))
        for link in re.findall(r'href="(webcal://[^"]+)"', body.decode("utf-8")):
            url = "http://" + link[len("webcal://"):]
            check(url.startswith(f"http://127.0.0.1:{port}/tour/{folder}/"), f"{server} {folder}: {link} leaves the folder")
            status, headers, ics = get(port, url[len(f"http://127.0.0.1:{port}"):], login(folder))
            check(status == 200 and "text/calendar" in headers.get("Content-Type", "") and ics.startswith(b"BEGIN:VCALENDAR"),
                  f"{server} {folder}: {link} answers {status}")
            links += 1
    check(links >= 3, f"{server}: only {links} webcal links found")
    print(f"logins: {server}: {len(folders)} folders, {links} calendar links")
print(f"logins: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY

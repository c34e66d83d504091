/// The code of every role's `sw.js`, around the book `OfflineWorker` puts between `header` and
/// `body`. Plain JavaScript for the browsers phones run (service workers, Cache Storage, BigInt).
enum OfflineWorkerScript {
    static let header = """
        // TourBook: keeps this role's tour book on the device, for reading with no signal.
        // Made by `tourbook build`; the list below changes exactly when a file of this folder does.

        """

    static let body = #"""
        "use strict";
        // Everything stays in this folder: the worker's scope, and the only URLs it stores or asks for.
        const SCOPE = new URL("./", self.location.href).href;
        const PREFIX = "tourbook " + SCOPE + " ";
        // One cache per version of the book, filled completely before it is used: a page is never
        // shown from a book half old and half new.
        const CACHE = PREFIX + BOOK.version;
        // Written last into a full cache: the book is saved, and since when.
        const SAVED = SCOPE + "sw.js?saved";
        const HASH = "X-TourBook-Hash";
        const LISTED = new Set(BOOK.files.map(([path]) => new URL(path, SCOPE).href));
        // Pages of the folder the book leaves out (print.html), as last opened with this book:
        // dropped with it, so a page kept offline is never older than the book beside it.
        const OPENED_PREFIX = "tourbook-opened " + SCOPE + " ";
        const OPENED = OPENED_PREFIX + BOOK.version;

        self.addEventListener("install", (event) => {
          event.waitUntil(fill().then(() => self.skipWaiting()));
        });

        self.addEventListener("activate", (event) => {
          event.waitUntil(dropOthers().then(() => self.clients.claim()).then(announce));
        });

        self.addEventListener("fetch", (event) => {
          const request = event.request;
          if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
          event.respondWith(answer(request));
        });

        // The stored copy of a file of the book (from the network while the book is not saved
        // yet); a page the book leaves out from the network, or as last opened when there is none;
        // anything else from the network.
        async function answer(request) {
          const url = new URL(request.url);
          let key = url.origin + url.pathname;
          if (key.endsWith("/")) key += "index.html";
          if (LISTED.has(key)) {
            const hit = (await caches.has(CACHE)) && await (await caches.open(CACHE)).match(key);
            return hit || fetch(request);
          }
          if (!key.endsWith(".html")) return fetch(request);
          const opened = await caches.open(OPENED);
          try {
            // Asked of the server each time (no copy the browser's own cache thinks fresh), so a
            // page kept here is the one that went with this book.
            const response = await fetch(request, { cache: "no-cache" });
            if (response.ok) await opened.put(key, response.clone());
            return response;
          } catch (offline) {
            const hit = await opened.match(key);
            if (hit) return hit;
            if (request.mode === "navigate") return notSaved();
            throw offline;
          }
        }

        // Rather than the browser's page for no network: what is missing, and the way home.
        function notSaved() {
          const home = (SCOPE + "index.html").replace(/&/g, "&amp;").replace(/"/g, "&quot;");
          return new Response(NOT_SAVED.replace("{home}", home),
                              { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
        }

        // Stores every file of the list: a file whose hash an earlier version already holds is
        // copied from it, any other is fetched and checked against its hash. A retried install
        // keeps what it stored before.
        async function fill() {
          const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
          const earlier = await Promise.all(names.map((name) => caches.open(name)));
          const cache = await caches.open(CACHE);
          if (await cache.match(SAVED)) return;
          let next = 0;
          async function worker() {
            while (next < BOOK.files.length) {
              const [path, hash] = BOOK.files[next++];
              const url = new URL(path, SCOPE).href;
              if (await stored(cache, url, hash)) continue;
              let copy = null;
              for (const old of earlier) if ((copy = await stored(old, url, hash))) break;
              await cache.put(url, copy || await download(url, hash));
            }
          }
          await Promise.all([worker(), worker(), worker(), worker()]);
          const saved = { version: BOOK.version, files: BOOK.files.length, savedAt: Date.now() };
          await cache.put(SAVED, new Response(JSON.stringify(saved), { headers: { "Content-Type": "application/json" } }));
        }

        async function stored(cache, url, hash) {
          const hit = await cache.match(url);
          return hit && hit.headers.get(HASH) === hash ? hit : null;
        }

        // A file whose bytes are not the ones listed (a server or proxy still holding an older
        // copy) fails the install: the book in use stays whole, and the next visit tries again.
        async function download(url, hash) {
          const response = await fetch(url, { cache: "no-cache", credentials: "same-origin", redirect: "error" });
          if (!response.ok) throw new Error(url + ": HTTP " + response.status);
          const bytes = await response.arrayBuffer();
          if (xxh64(bytes) !== hash) throw new Error(url + ": not the version this book lists");
          const headers = new Headers(response.headers);
          headers.set(HASH, hash);
          return new Response(bytes, { status: 200, statusText: "OK", headers: headers });
        }

        async function dropOthers() {
          const names = await caches.keys();
          const other = (name) => (name.startsWith(PREFIX) && name !== CACHE) || (name.startsWith(OPENED_PREFIX) && name !== OPENED);
          await Promise.all(names.filter(other).map((name) => caches.delete(name)));
        }

        // Pages showing whether the book is saved look again.
        async function announce() {
          for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage("tourbook:saved");
        }

        // XXH64, seed 0: the hash the build lists (tourbook's ContentHash), as 16 hex digits.
        const M = (1n << 64n) - 1n;
        const P1 = 0x9E3779B185EBCA87n, P2 = 0xC2B2AE3D27D4EB4Fn, P3 = 0x165667B19E3779F9n;
        const P4 = 0x85EBCA77C2B2AE63n, P5 = 0x27D4EB2F165667C5n;
        const rotl = (x, r) => ((x << r) | (x >> (64n - r))) & M;
        const mix = (acc, input) => (rotl((acc + input * P2) & M, 31n) * P1) & M;
        const merge = (acc, v) => ((acc ^ mix(0n, v)) * P1 + P4) & M;
        function xxh64(buffer) {
          const data = new DataView(buffer), n = data.byteLength;
          let i = 0, h;
          const word = () => { const v = data.getBigUint64(i, true); i += 8; return v; };
          if (n >= 32) {
            let v1 = (P1 + P2) & M, v2 = P2, v3 = 0n, v4 = (0n - P1) & M;
            while (i + 32 <= n) { v1 = mix(v1, word()); v2 = mix(v2, word()); v3 = mix(v3, word()); v4 = mix(v4, word()); }
            h = (rotl(v1, 1n) + rotl(v2, 7n) + rotl(v3, 12n) + rotl(v4, 18n)) & M;
            h = merge(merge(merge(merge(h, v1), v2), v3), v4);
          } else {
            h = P5;
          }
          h = (h + BigInt(n)) & M;
          while (i + 8 <= n) { h ^= mix(0n, word()); h = (rotl(h, 27n) * P1 + P4) & M; }
          if (i + 4 <= n) { h ^= (BigInt(data.getUint32(i, true)) * P1) & M; h = (rotl(h, 23n) * P2 + P3) & M; i += 4; }
          while (i < n) { h ^= (BigInt(data.getUint8(i)) * P5) & M; h = (rotl(h, 11n) * P1) & M; i++; }
          h ^= h >> 33n; h = (h * P2) & M; h ^= h >> 29n; h = (h * P3) & M; h ^= h >> 32n;
          return h.toString(16).padStart(16, "0");
        }

        """#
}

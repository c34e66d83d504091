/* Whether the book is saved on this device (by sw.js, see scripts/offline.js), and
   when it was last updated: read from the browser's Cache Storage, where the worker writes the
   time last, once every file of the book is stored. Without scripts, service workers or http(s)
   the line stays hidden. */
(function () {
  /* The page's words in the tour's locale, put in when the book is built (SiteAssets). */
  var WORDS = /*words*/{};
  function word(key, values) { return (WORDS[key] || "").replace(/\{(\w+)\}/g, function (_, name) { return values && values[name]; }); }
  var status = document.getElementById("offline-status");
  if (!status || (location.protocol !== "https:" && location.protocol !== "http:") || !("serviceWorker" in navigator) || !("caches" in window)) return;
  var scope = new URL("./", location.href).href, prefix = "tourbook " + scope + " ", saved = scope + "sw.js?saved";
  function show(text, state, version) {
    status.textContent = text;
    status.setAttribute("data-offline", state);
    if (version) status.setAttribute("data-version", version);
    status.hidden = false;
  }
  function savedBooks(names) {
    return Promise.all(names.filter(function (name) { return name.indexOf(prefix) === 0; }).map(function (name) {
      return caches.open(name).then(function (cache) { return cache.match(saved); }).then(function (hit) { return hit ? hit.json() : null; });
    }));
  }
  function look() {
    return caches.keys().then(savedBooks).then(function (books) {
      var book = null;
      books.forEach(function (b) { if (b && (!book || b.savedAt > book.savedAt)) book = b; });
      return navigator.serviceWorker.getRegistration(scope).then(function (registration) {
        var busy = registration && (registration.installing || registration.waiting);
        if (book) {
          show(word("saved", { when: new Date(book.savedAt).toLocaleString(document.documentElement.lang || undefined) }) +
               (busy ? " " + word("updating") : ""), busy ? "updating" : "saved", book.version);
        } else if (registration) {
          show(word("saving"), "saving");
        }
      });
    }).catch(function () {});
  }
  navigator.serviceWorker.addEventListener("message", function (event) { if (event.data === "tourbook:saved") look(); });
  navigator.serviceWorker.addEventListener("controllerchange", look);
  look();
  // A first save may finish before this page listens: look again now and then, for a while.
  var looks = 0, timer = setInterval(function () {
    if (++looks > 90 || status.getAttribute("data-offline") === "saved") clearInterval(timer); else look();
  }, 2000);
})();

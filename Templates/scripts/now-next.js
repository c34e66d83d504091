/* Now and next. The page is complete without this; it only adds marks, never content.
   Each element with data-zone-offset is a day (the offset is the day's zone's at noon), of the
   date in its data-date or, on a person's page, in its id ("day-2027-03-19"); a person's section
   without an offset has the one of the section before it. From that date's midnight in the day's zone until the next midnight (or an hour after
   its last item, so a 00:30+1 bus call belongs to the day before), the item that began last is
   marked .is-now and the one coming up .is-next, with a line saying when: a countdown, or the
   clock time on narrow screens (style.css). Times come from each item's data-time, which has its
   offset, so the device's own zone never matters; a person's line without one is at its <time>
   on its day's date, in its day's offset. On the home page, the list's day that is today
   in its zone gives the "Today" link its address and shows it (on a person's page, the link
   leads to that day's section, or, on a day without travel of theirs, to the next one: "Next"). Items that began before the one marked now are over: .is-past.
   When several items start at the same minute, the line names one, preferring the chosen
   person's own (.is-mine, from scripts/me.js), then a schedule item, then travel, and a
   check-in or check-out last; it names the kind ("Next · Flight: AC 871 …"). Runs again at each
   new minute.
   Test hook: ?now=2027-03-18T20:30:00Z (or #now=...) makes Date.now() read that instant. */
(function () {
  /* The page's words in the tour's locale, put in when the book is built (SiteAssets). */
  var WORDS = /*words*/{};
  function word(key, values) { return (WORDS[key] || "").replace(/\{(\w+)\}/g, function (_, name) { return values && values[name]; }); }
  var hook = /[?#&]now=([^&#]+)/.exec(location.search + location.hash);
  var skew = hook ? Date.parse(decodeURIComponent(hook[1])) - Date.now() : 0;
  if (!(skew === skew)) skew = 0;
  var DAY = 864e5, HOUR = 36e5;
  function dateOf(el) { return el.getAttribute("data-date") || el.id.replace(/^day-/, ""); }
  function start(el) { return Date.parse(dateOf(el) + "T00:00" + el.getAttribute("data-zone-offset")); }
  function each(list, f) { Array.prototype.forEach.call(list, f); }
  function span(cls, text) { var s = document.createElement("span"); s.className = cls; s.textContent = text; return s; }
  function title(item) { var t = item.querySelector(".title, strong"); return t ? t.textContent : ""; }
  /* An item's instant, NaN when it has none ("tbd"). */
  function timeOf(item, day) {
    var stated = item.getAttribute("data-time"), clock = item.querySelector("time");
    if (stated || !clock) return Date.parse(stated);
    return Date.parse(dateOf(day) + "T" + clock.textContent + day.getAttribute("data-zone-offset"));
  }
  var KINDS = { "schedule": 1, "flight": 2, "ground": 2, "hotel-checkin": 3, "hotel-checkout": 3 };
  function rank(item) { return (item.classList.contains("is-mine") ? 0 : 10) + (KINDS[item.getAttribute("data-kind")] || 4); }
  function pick(a, b) { return !a || rank(b) < rank(a) ? b : a; }
  function kind(item) { var l = item.querySelector(".headline .label"); return l && l.textContent ? l.textContent + ": " : ""; }
  function describe(line, label, item) {
    line.appendChild(span("nn-label", label));
    var k = kind(item);
    if (k) line.appendChild(span("nn-kind", k));
    line.appendChild(span("nn-title", title(item)));
  }
  function wait(ms) {
    var m = Math.ceil(ms / 6e4), h = Math.floor(m / 60);
    var slots = { h: h, m: m % 60 };
    return !h ? word("inMinutes", slots) : m % 60 ? word("inHoursMinutes", slots) : word("inHours", slots);
  }
  var carried;
  each(document.querySelectorAll(".person-days > section"), function (section) {
    carried = section.getAttribute("data-zone-offset") || carried;
    if (carried) section.setAttribute("data-zone-offset", carried);
  });
  function tick() {
    var now = Date.now() + skew;
    each(document.querySelectorAll("[data-zone-offset]"), function (day) {
      var items = [], times = [];
      each(day.querySelectorAll(".item[data-time], .person-days li"), function (item) {
        var t = timeOf(item, day);
        item.classList.remove("is-now", "is-next", "is-past");
        item.removeAttribute("aria-current");
        if (t === t) { items.push(item); times.push(t); }
      });
      var old = day.querySelector(".now-next");
      if (old) old.parentNode.removeChild(old);
      var from = start(day), until = from + DAY, last = -Infinity, next = Infinity;
      times.forEach(function (t) { until = Math.max(until, t + HOUR); if (t <= now && t > last) last = t; if (t > now && t < next) next = t; });
      if (!items.length || !(now >= from && now < until)) return;
      var line = document.createElement("p"), nowItem, nextItem;
      line.className = "now-next";
      line.setAttribute("role", "status");
      items.forEach(function (item, i) {
        if (times[i] < last) item.classList.add("is-past");
        if (times[i] === last) { item.classList.add("is-now"); item.setAttribute("aria-current", "time"); nowItem = pick(nowItem, item); }
        if (times[i] === next) { item.classList.add("is-next"); nextItem = pick(nextItem, item); }
      });
      if (nowItem) describe(line, word("now"), nowItem);
      if (nextItem) {
        describe(line, word("next"), nextItem);
        line.appendChild(span("nn-countdown", wait(next - now)));
        var clock = nextItem.querySelector(".clock, time");
        line.appendChild(span("nn-clock", word("at", { time: clock ? clock.textContent : "" })));
      }
      var timeline = day.querySelector(".timeline, ol");
      timeline.parentNode.insertBefore(line, timeline);
    });
    var link = document.getElementById("today-link");
    if (link) {
      var today = null, coming = null;
      each(document.querySelectorAll(".day-list li[data-date], .person-days > section"), function (li) {
        var from = start(li);
        if (!today && now >= from && now < from + DAY) today = li;
        if (!coming && from > now && li.tagName === "SECTION") coming = li;
      });
      var target = today || coming;
      if (target) {
        var a = target.querySelector("a"), city = target.querySelector(".dl-city"), date = target.querySelector(".dl-date") || a;
        link.href = target.id ? "#" + target.id : a.getAttribute("href");
        link.textContent = (today ? word("today") : word("next")) + " · " + date.textContent + (city ? " · " + city.textContent : "");
      }
      link.hidden = !target;
    }
    setTimeout(tick, 6e4 - (now % 6e4) + 50);
  }
  tick();
})();

/* Who am I. Pages are complete without this; it only shows the picker and adds marks.
   Home page (roles with travel): the "Who are you?" picker (#who-select) is shown, and the
   choice is kept on this device in localStorage under "tourbook:<role folder>:me", as
   {"id": person id, "name": their name}; "Nobody" removes it.
   Day page: with a choice, the strip's hidden "You" row (.glance-mine) lists that person's own
   flights and ground legs (timeline items whose data-people holds their id) and their room
   tonight (hotel room rows with their data-person), and their items get .is-mine and a "You"
   mark. Only what this page already holds is used: nothing else reaches the role. */
(function () {
  /* The page's words in the tour's locale, put in when the book is built (SiteAssets). */
  var WORDS = /*words*/{};
  function word(key, values) { return (WORDS[key] || "").replace(/\{(\w+)\}/g, function (_, name) { return values && values[name]; }); }
  var KEY = "tourbook:" + document.currentScript.getAttribute("data-role") + ":me";
  function load() {
    try { var me = JSON.parse(localStorage.getItem(KEY) || "null"); return me && typeof me.id === "string" && me.id ? me : null; }
    catch (e) { return null; }
  }
  function save(me) {
    try { if (me) localStorage.setItem(KEY, JSON.stringify(me)); else localStorage.removeItem(KEY); return true; }
    catch (e) { return false; }
  }
  function each(list, f) { Array.prototype.forEach.call(list, f); }
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function text(root, selector) { var e = root.querySelector(selector); return e ? e.textContent.trim() : ""; }
  /* The title with its marks (a flight number kept whole), under the strip's own class. */
  function copy(node, cls) {
    var e = el("span", cls);
    if (node) each(node.childNodes, function (child) { e.appendChild(child.cloneNode(true)); });
    return e;
  }

  var select = document.getElementById("who-select");
  if (select) {
    var me = load(), status = document.getElementById("who-status");
    if (me && select.querySelector('option[value="' + me.id.replace(/[^a-z0-9-]/g, "") + '"]')) select.value = me.id;
    function say() {
      var chosen = select.value ? select.options[select.selectedIndex].text : "";
      status.textContent = chosen ? word("markedFor", { name: chosen }) : "";
    }
    select.addEventListener("change", function () {
      var ok = save(select.value ? { id: select.value, name: select.options[select.selectedIndex].text } : null);
      say();
      if (!ok) status.textContent = word("noMemory");
    });
    say();
    document.getElementById("who-am-i").hidden = false;
  }

  var row = document.querySelector(".glance-mine");
  if (!row) return;
  var me = load();
  if (!me) return;
  var list = row.querySelector(".glance-mine-list"), found = 0;
  each(document.querySelectorAll(".timeline .item[data-people]"), function (item) {
    if (item.getAttribute("data-people").split(" ").indexOf(me.id) < 0) return;
    item.classList.add("is-mine");
    var headline = item.querySelector(".headline");
    if (headline && !headline.querySelector(".mine-mark")) headline.insertBefore(el("span", "mine-mark", word("you")), headline.firstChild);
    var kind = item.getAttribute("data-kind");
    if (kind !== "flight" && kind !== "ground") return;
    var li = el("li", "mine-" + kind);
    li.appendChild(el("span", "mine-clock", text(item, ".clock")));
    li.appendChild(document.createTextNode(" "));
    var label = text(item, ".headline .label");
    if (label) { li.appendChild(el("span", "mine-label", label)); li.appendChild(document.createTextNode(" ")); }
    li.appendChild(copy(item.querySelector(".headline .title"), "mine-title"));
    list.appendChild(li);
    found++;
  });
  each(document.querySelectorAll(".hotels .hotel"), function (hotel) {
    each(hotel.querySelectorAll("tr[data-person]"), function (tr) {
      if (tr.getAttribute("data-person") !== me.id) return;
      tr.classList.add("is-mine");
      var cells = tr.querySelectorAll("td"), room = cells.length > 1 ? cells[1].textContent.trim() : "";
      var li = el("li", "mine-room");
      li.appendChild(el("span", "mine-label", hotel.getAttribute("data-stay") === "day" ? word("dayRoom") : word("tonight")));
      li.appendChild(document.createTextNode(" " + text(hotel, ".card-title") + " · "));
      var number = li.appendChild(el("span", "mine-room-number", room ? word("room") + " " : word("roomUnknown")));
      if (room) number.appendChild(el("span", "room", room));
      list.appendChild(li);
      found++;
    });
  });
  if (!found) list.appendChild(el("li", "mine-none", word("noneMine")));
  row.querySelector("dt").textContent = word("youNamed", { name: me.name || me.id });
  row.hidden = false;
})();

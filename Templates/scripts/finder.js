// TourBook finder: ranks the days of the embedded index (script#finder-index) as you type.
// The ranking is the one in Sources/TourBookKit/Finder/FinderRanking.swift (read its comment
// for the rules); both are checked against Tests/finder/cases.json. Works without a network,
// and the page is complete without it: the finder stays hidden when this script does not run.
// Test hook: index.html#q=montreel fills the box with "montreel" and shows its results.
(function (root) {
  "use strict";
  var EXACT = 100, PREFIX = 80, SUBSTRING = 60, ONE_EDIT = 30, TWO_EDITS = 20, IN_ORDER = 10;
  var FOLD = { "\u00f8": "o", "\u00e6": "ae", "\u0153": "oe", "\u00df": "ss", "\u0142": "l", "\u0111": "d",
               "\u00f0": "d", "\u00fe": "th", "\u0131": "i", "\u03c2": "\u03c3" };
  var MARKS = /[\u0300-\u036f]/g, FOLDED = /[\u00f8\u00e6\u0153\u00df\u0142\u0111\u00f0\u00fe\u0131\u03c2]/g;
  var OTHER = /[^\p{L}\p{N}]+/gu;

  function normalize(text) {
    return String(text).normalize("NFD").toLowerCase().replace(MARKS, "")
      .replace(FOLDED, function (c) { return FOLD[c]; }).replace(OTHER, " ").trim();
  }

  function allowance(length) { return length <= 3 ? 0 : length <= 6 ? 1 : 2; }

  // Index entry: [date, label, city, venue, kind, hotel...]; text order: city, venue, kind, hotels, date, label.
  function searchFields(entry) {
    return [entry[2], entry[3], entry[4]].concat(entry.slice(5), [entry[0], entry[1]]);
  }

  // Each distinct word and field is stored once: a keystroke scores each distinct word once,
  // whatever the number of days that share it (a 1,000-day tour stays well under 5 ms).
  function prepare(index) {
    var wordIds = new Map(), words = [], fieldIds = new Map(), fields = [];
    function id(map, list, key, value) {
      var n = map.get(key);
      if (n === undefined) { n = list.length; map.set(key, n); list.push(value); }
      return n;
    }
    var entries = index.map(function (entry) {
      var texts = searchFields(entry).map(normalize).filter(function (f) { return f !== ""; });
      var text = texts.join(" "), own = [];
      (text === "" ? [] : text.split(" ")).forEach(function (w) {
        var n = id(wordIds, words, w, w);
        if (own.indexOf(n) < 0) own.push(n);
      });
      return { text: text, words: own, fields: texts.map(function (f) { return id(fieldIds, fields, f, f.split(" ")); }) };
    });
    var masks = new Int32Array(words.length);
    for (var i = 0; i < words.length; i++) masks[i] = letters(words[i]);
    return { entries: entries, words: words, fields: fields, masks: masks, memo: new Map() };
  }

  // A 32-bit set of the word's characters (by code mod 32). A query word with more characters
  // missing from a candidate than its edit allowance can't be within it (nor to its prefix):
  // this skips most distances without changing any result.
  function letters(word) {
    var mask = 0;
    for (var i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
    return mask;
  }

  function bits(mask) {
    var n = 0;
    for (; mask !== 0; n++) mask &= mask - 1;
    return n;
  }

  // Damerau distance (optimal string alignment) of a and b, or -1 as soon as it can't be within limit.
  var rowA = [], rowB = [], rowC = [];
  function distance(a, b, limit) {
    var n = a.length, m = b.length, i, j;
    if (Math.abs(n - m) > limit) return -1;
    if (n === 0) return m;
    var before = rowA, previous = rowB, current = rowC, swap;
    for (j = 0; j <= m; j++) previous[j] = j;
    for (i = 1; i <= n; i++) {
      var ai = a.charCodeAt(i - 1), rowMinimum = i;
      current[0] = i;
      for (j = 1; j <= m; j++) {
        var bj = b.charCodeAt(j - 1);
        var v = previous[j - 1] + (ai === bj ? 0 : 1);
        if (previous[j] + 1 < v) v = previous[j] + 1;
        if (current[j - 1] + 1 < v) v = current[j - 1] + 1;
        if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && before[j - 2] + 1 < v) v = before[j - 2] + 1;
        current[j] = v;
        if (v < rowMinimum) rowMinimum = v;
      }
      if (rowMinimum > limit) return -1;
      swap = before; before = previous; previous = current; current = swap;
    }
    return previous[m] <= limit ? previous[m] : -1;
  }

  // The word's letters in order inside one field, from a word's start; each next letter in the
  // same word, or else at the start of a later word.
  function inOrder(word, field) {
    var first = word.charAt(0);
    for (var s = 0; s < field.length; s++) {
        if (field[s].charAt(0) !== first) continue;
      var w = s, c = 1, matched = true;
      for (var i = 1; i < word.length; i++) {
        var ch = word.charAt(i), k = field[w].indexOf(ch, c);
        if (k >= 0) { c = k + 1; continue; }
        var t = w + 1;
        while (t < field.length && field[t].charAt(0) !== ch) t++;
        if (t === field.length) { matched = false; break; }
        w = t; c = 1;
      }
      if (matched) return true;
    }
    return false;
  }

  // What the query word scores against one word of an entry (0: nothing).
  function wordScore(word, candidate, allowed, missing) {
    if (candidate === word) return EXACT;
    if (candidate.length > word.length && candidate.lastIndexOf(word, 0) === 0) return PREFIX;
    if (candidate.indexOf(word) >= 0) return SUBSTRING;
    if (allowed === 0 || missing > allowed) return 0;
    var d = distance(word, candidate, allowed);
    if (candidate.length > word.length && (d < 0 || d > 1)) {
      var p = distance(word, candidate.slice(0, word.length), allowed);
      if (p >= 0 && (d < 0 || p < d)) d = p;
    }
    return d < 0 ? 0 : d === 1 ? ONE_EDIT : TWO_EDITS;
  }

  // Every entry that matches at all, best first: [{ index, whole, position, score }].
  function rank(prepared, query) {
    var q = normalize(query), results = [];
    if (q === "") return results;
    var words = q.split(" "), entries = prepared.entries, k, j;
    // Per query word: its score against each distinct word, and whether each distinct field
    // holds its letters in order, each worked out once, when first needed, and kept for the
    // next keystrokes (typing the second word doesn't score the first one again).
    var memo = prepared.memo, scores = [], orders = [];
    for (k = 0; k < words.length; k++) {
      var kept = memo.get(words[k]);
      if (!kept) {
        if (memo.size >= 32) memo.clear();
        kept = { scores: new Int8Array(prepared.words.length).fill(-1), orders: new Int8Array(prepared.fields.length).fill(-1),
                 mask: letters(words[k]), allowed: allowance(words[k].length) };
        memo.set(words[k], kept);
      }
      scores.push(kept);
    }
    for (var i = 0; i < entries.length; i++) {
      var entry = entries[i], position = entry.text.indexOf(q);
      if (position >= 0) { results.push({ index: i, whole: true, position: position, score: 0 }); continue; }
      var total = 0;
      for (k = 0; k < words.length; k++) {
        var word = words[k], kept = scores[k], known = kept.scores, best = 0;
        for (j = 0; j < entry.words.length && best < EXACT; j++) {
          var w = entry.words[j], s = known[w];
          if (s < 0) s = known[w] = wordScore(word, prepared.words[w], kept.allowed, bits(kept.mask & ~prepared.masks[w]));
          if (s > best) best = s;
        }
        for (j = 0; best === 0 && j < entry.fields.length; j++) {
          var f = entry.fields[j], o = kept.orders[f];
          if (o < 0) o = kept.orders[f] = inOrder(word, prepared.fields[f]) ? 1 : 0;
          if (o === 1) best = IN_ORDER;
        }
        total += best;
      }
      if (total > 0) results.push({ index: i, whole: false, position: 0, score: total });
    }
    results.sort(function (a, b) {
      if (a.whole !== b.whole) return a.whole ? -1 : 1;
      if (a.whole && a.position !== b.position) return a.position - b.position;
      if (!a.whole && a.score !== b.score) return b.score - a.score;
      return a.index - b.index;
    });
    return results;
  }

  root.TourFinder = { normalize: normalize, allowance: allowance, searchFields: searchFields,
                      prepare: prepare, distance: distance, rank: rank };
  if (typeof document === "undefined") return;

  var data = document.getElementById("finder-index"), box = document.getElementById("finder"),
      input = document.getElementById("finder-q"), list = document.getElementById("finder-results"),
      status = document.getElementById("finder-status");
  if (!data || !box || !input || !list || !status) return;
  // The index is read and prepared at the first search, not while the page loads.
  var index, prepared, SHOWN = 12;
  /* The page's words in the tour's locale, and each kind of day's [chip, title], put in when the
     book is built (SiteAssets). */
  var WORDS = /*words*/{}, KINDS = WORDS.kinds || {};
  function word(key, values) { return (WORDS[key] || "").replace(/\{(\w+)\}/g, function (_, name) { return values && values[name]; }); }

  /* `Tue 9 Mar` in the page's language, as the day list writes it (CLDR's MMMEd). */
  function shortDate(iso) {
    try {
      return new Intl.DateTimeFormat(document.documentElement.lang || undefined,
        { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(iso + "T12:00:00Z"));
    } catch (e) { return ""; }
  }

  function span(className, text) {
    var s = document.createElement("span");
    s.className = className;
    s.textContent = text;
    return s;
  }

  function show() {
    if (!prepared) {
      try { index = JSON.parse(data.textContent); } catch (e) { index = null; }
      if (!Array.isArray(index)) index = [];
      prepared = prepare(index);
    }
    var results = rank(prepared, input.value);
    list.textContent = "";
    for (var i = 0; i < results.length && i < SHOWN; i++) {
      var e = index[results[i].index], kind = KINDS[e[4]] ? e[4] : "none", labels = KINDS[e[4]] || KINDS.none || ["", ""];
      var li = document.createElement("li"), a = document.createElement("a"), place = span("dl-place", "");
      li.className = "kind-" + kind;
      a.href = "days/" + e[0] + ".html";
      a.appendChild(span("dl-date", shortDate(e[0]) || e[1]));
      if (e[2]) place.appendChild(span("dl-city", e[2]));
      var more = [e[3]].concat(e.slice(5)).filter(function (x) { return x; }).join(" \u00b7 ");
      if (more) place.appendChild(span("dl-venue", more));
      a.appendChild(place);
      var chip = span("kind-chip kind-" + kind, labels[0]);
      chip.title = labels[1];
      a.appendChild(chip);
      li.appendChild(a);
      list.appendChild(li);
    }
    status.textContent = normalize(input.value) === "" ? "" : results.length === 0 ? word("noMatch")
      : results.length > SHOWN ? word("best", { shown: SHOWN, count: results.length })
      : results.length === 1 ? word("oneDay") : word("days", { count: results.length });
  }

  input.addEventListener("input", show);
  input.addEventListener("keydown", function (event) {
    var first = list.querySelector("a");
    if (event.key === "Enter" && first) first.click();
  });
  box.hidden = false;
  var hook = /^#q=(.*)$/.exec(root.location ? root.location.hash : "");
  if (hook) {
    try { input.value = decodeURIComponent(hook[1].replace(/\+/g, " ")); } catch (e) { input.value = hook[1]; }
    show();
  }
})(this);

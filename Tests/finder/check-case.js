// One case of Tests/finder/cases.json against TourFinder: returns null when it passes, or what
// went wrong. Plain script (no modules): the node test imports it and the Chromium page inlines it.
function checkFinderCase(TourFinder, table, c) {
  var entries = c.entries || table.entries;
  var ranked = TourFinder.rank(TourFinder.prepare(entries), c.query).map(function (r) { return entries[r.index][0]; });
  var got = JSON.stringify(ranked);
  if (c.none && ranked.length !== 0) return "expected no result, got " + got;
  if (c.results && got !== JSON.stringify(c.results)) return "expected " + JSON.stringify(c.results) + ", got " + got;
  if (c.order && JSON.stringify(ranked.slice(0, c.order.length)) !== JSON.stringify(c.order)) return "expected to start with " + JSON.stringify(c.order) + ", got " + got;
  if (c.top && ranked[0] !== c.top) return "expected " + c.top + " first, got " + got;
  if (!c.none && !c.results && !c.order && !c.top) return "the case says nothing to check";
  return null;
}
if (typeof module !== "undefined") module.exports = { checkFinderCase: checkFinderCase };

// node --test Tests/finder/rank.test.mjs: the page's finder script against the shared table.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { loadFinder, loadCases } from "./finder.mjs";

const { checkFinderCase } = createRequire(import.meta.url)("./check-case.js");
const TourFinder = loadFinder();
const table = loadCases();

test("the table has at least 40 cases", () => {
  assert.ok(table.cases.length >= 40, `${table.cases.length} cases`);
});

for (const [i, c] of table.cases.entries()) {
  test(`case ${i + 1}: ${JSON.stringify(c.query)} (${c.note})`, () => {
    assert.equal(checkFinderCase(TourFinder, table, c), null);
  });
}

test("normalisation", () => {
  assert.equal(TourFinder.normalize("  Montréal, QC "), "montreal qc");
  assert.equal(TourFinder.normalize("Hôtel Régyn's Montmartre"), "hotel regyn s montmartre");
  assert.equal(TourFinder.normalize("Łódź — København · Straße"), "lodz kobenhavn strasse");
  assert.equal(TourFinder.normalize("ΟΔΟΣ"), "οδοσ");
});

test("allowance and distance", () => {
  assert.deepEqual([1, 3, 4, 6, 7, 12].map(TourFinder.allowance), [0, 0, 1, 1, 2, 2]);
  assert.equal(TourFinder.distance("mnotreal", "montreal", 2), 1);
  assert.equal(TourFinder.distance("montreel", "montreal", 2), 1);
  assert.equal(TourFinder.distance("abcdef", "badcfe", 2), -1); // three swaps: gives up
  assert.equal(TourFinder.distance("kitten", "sitting", 3), 3);
  assert.equal(TourFinder.distance("ca", "abc", 3), 3); // optimal string alignment, not unrestricted Damerau
});

// Now and next, in a real browser with a faked clock: headless Chromium loads built pages of the
// sample (crew role) at fixed instants and the dumped DOM says which items the inline script
// marked .is-now and .is-next, what the now/next line says, and where the home page's "Today"
// link points. The clock is faked with the script's documented hook (`?now=<ISO instant>`), and
// once by replacing Date.now() in a copy of the page. Every instant runs with the machine's zone
// (UTC) and again with TZ=America/Los_Angeles, to prove the marks follow the day's own zone.
// Usage: node Tests/site/now-next-test.mjs OUTPUT_FOLDER   (a build of Content/)
import { mkdtempSync, readFileSync, rmSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Chromium } from "./chromium-pipe.mjs";
import { copyOfPage } from "./page-copy.mjs";

const output = resolve(process.argv[2] ?? "Output");
const site = join(output, "crew");
const chromium = process.env.CHROMIUM ?? "chromium";
let passed = 0, failed = 0;

// One browser per zone, started with that TZ, each page in its one tab with storage cleared between pages.
const browsers = new Map(["UTC", "America/Los_Angeles"].map((tz) => [tz, new Chromium(chromium, { ...process.env, TZ: tz })]));
const tabs = new Map();
for (const [tz, browser] of browsers) tabs.set(tz, await browser.tab());
const dump = (url, tz) => tabs.get(tz).dump(url);

const text = (html) => html.replace(/<[^>]+>/g, "").replace(/&#39;/g, "'").replace(/&amp;/g, "&").trim();

/// Titles of the items carrying a class, in page order: a day page's items (`<li class="item …">`,
/// the title a `<span class="title">`) and a person's lines (no class but the script's, the title
/// their `<strong>`).
function marked(dom, cls) {
  return dom.split("<li ").slice(1)
    .filter((chunk) => new RegExp(`^[^>]*\\bclass="[^"]*\\b${cls}\\b`).test(chunk))
    .map((chunk) => text(chunk.match(/<span class="title">((?:<span[^>]*>[^<]*<\/span>|[^<])*)<\/span>|<strong>(.*?)<\/strong>/).slice(1).find((t) => t !== undefined)));
}

function check(name, condition, detail) {
  if (condition) { passed++; return; }
  failed++;
  console.log(`FAIL ${name}: ${detail}`);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const url = (page, now) => pathToFileURL(join(site, page)).href + (now ? `?now=${now}` : "");

// Day pages: [page, instant, items now, items next, countdown, next call's clock].
const paris = "days/2027-03-18.html"; // Europe/Paris, +01:00; bus call 01:00+1
const bus = ["La Cigale, Rue Dancourt → Michelberger Hotel, Berlin", "Bus call"];
const dayCases = [
  [paris, "2027-03-17T22:59:00Z", null],                                              // 23:59 the day before: not today
  [paris, "2027-03-17T23:00:00Z", [], ["Bus arrives"], "in 9 h 30 min", "at ~09:30"],  // midnight in Paris; still the 17th in UTC and LA
  [paris, "2027-03-18T08:00:00Z", [], ["Bus arrives"], "in 30 min", "at ~09:30"],
  [paris, "2027-03-18T15:30:00Z", ["Soundcheck"], ["Dinner"], "in 1 h 30 min", "at 18:00"],
  [paris, "2027-03-18T18:00:00Z", ["Hôtel Régyn's Montmartre", "Doors"], ["Wren Hollow"], "in 1 h", "at 20:00"], // two items at 19:00
  [paris, "2027-03-18T23:50:00Z", ["Load out"], bus, "in 10 min", "at 01:00+1"],       // after midnight: the +1 bus call is next
  [paris, "2027-03-19T00:30:00Z", bus, [], null, null],                                 // 01:30: the bus call is now
  [paris, "2027-03-19T01:30:00Z", null],                                                // 02:30: the day is over
  // 2027-03-19 is today in Paris while it is still the 18th in UTC and in Los Angeles.
  ["days/2027-03-19.html", "2027-03-18T23:30:00Z", [], ["Hôtel Régyn's Montmartre"], "in 7 h 30 min", "at 08:00"],
  ["days/2027-03-19.html", "2027-03-18T22:59:00Z", null],
  // Toronto, the night clocks go forward: 01:00 EST on the 14th, trucks away at ~01:15+1.
  ["days/2027-03-13.html", "2027-03-14T06:00:00Z", ["Load out"], ["Trucks away"], "in 15 min", "at ~01:15+1"],
  // A personal page, which has only his own travel: his car from the airport is now, his
  // check-in next (lunch, a schedule item, is on the day page).
  ["people/daniel.html", "2027-03-13T15:30:00Z", ["YYZ Terminal 1 arrivals → The Drake Hotel"], ["The Drake Hotel"], "in 3 h 30 min", "at 14:00"],
];

for (const tz of ["UTC", "America/Los_Angeles"]) {
  for (const [page, now, nowItems, nextItems, countdown, clock] of dayCases) {
    const name = `${page} at ${now} (TZ=${tz})`;
    const dom = await dump(url(page, now), tz);
    const line = dom.match(/<p class="now-next"[^>]*>([\s\S]*?)<\/p>/);
    if (nowItems === null) {
      check(name, !line && marked(dom, "is-now").length === 0 && marked(dom, "is-next").length === 0, "expected no marks");
      continue;
    }
    check(name + " now", same(marked(dom, "is-now"), nowItems), `now ${JSON.stringify(marked(dom, "is-now"))}, expected ${JSON.stringify(nowItems)}`);
    check(name + " next", same(marked(dom, "is-next"), nextItems), `next ${JSON.stringify(marked(dom, "is-next"))}, expected ${JSON.stringify(nextItems)}`);
    check(name + " line", !!line, "no now/next line");
    if (!line) continue;
    const countdownText = line[1].match(/class="nn-countdown">([^<]*)/)?.[1] ?? null;
    const clockText = line[1].match(/class="nn-clock">([^<]*)/)?.[1] ?? null;
    check(name + " countdown", countdownText === countdown, `countdown ${countdownText}, expected ${countdown}`);
    check(name + " clock", clockText === clock, `clock ${clockText}, expected ${clock}`);
  }
}

// The line names one item of those starting at the same minute, preferring a schedule item
// over a check-in, and says its kind; items that began before the current one are dimmed
// (.is-past), the current and later ones are not.
const lineCases = [
  // 19:00 in Paris: the Hôtel Régyn's check-out and Doors at the same minute; Doors is named.
  [paris, "2027-03-18T18:00:00Z", "Now", "", "Doors"],
  // 15:40 in Berlin is a van; it is next at 15:30 and named with its kind.
  ["days/2027-03-19.html", "2027-03-19T14:30:00Z", "Next", "Van: ", "Michelberger Hotel → Spreeton Backline"],
  // 13:00 in Berlin: the check-in is now, named as one.
  ["days/2027-03-19.html", "2027-03-19T12:05:00Z", "Now", "Check-in: ", "Michelberger Hotel"],
  // 10:30 in Paris: the AF 6 flight, now.
  ["days/2027-03-19.html", "2027-03-19T09:35:00Z", "Now", "Flight: ", "AF 6 · Paris CDG → New York JFK"],
];
for (const [page, now, which, kind, title] of lineCases) {
  const name = `${page} at ${now} line`;
  const dom = await dump(url(page, now), "UTC");
  const line = dom.match(/<p class="now-next"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "";
  const parts = [...line.matchAll(/<span class="(nn-[a-z]+)">([^<]*)<\/span>/g)].map((m) => [m[1], text(m[2])]);
  const at = parts.findIndex(([cls, t]) => cls === "nn-label" && t === which);
  const after = at < 0 ? [] : parts.slice(at + 1);
  const stop = after.findIndex(([cls]) => cls === "nn-label");
  const got = (stop < 0 ? after : after.slice(0, stop)).filter(([cls]) => cls === "nn-kind" || cls === "nn-title");
  const want = kind ? [["nn-kind", kind.trim()], ["nn-title", title]] : [["nn-title", title]];
  check(name, same(got, want),
    `${which}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
}
for (const tz of ["UTC", "America/Los_Angeles"]) {
  const dom = await dump(url(paris, "2027-03-18T15:30:00Z"), tz); // 16:30 in Paris: soundcheck is now
  const past = marked(dom, "is-past");
  check(`past items (TZ=${tz})`, same(past, ["Bus arrives", "Load in", "Hôtel Régyn's Montmartre", "Hôtel Régyn's Montmartre", "Backline delivery", "Lunch"]),
    JSON.stringify(past));
  check(`current item not past (TZ=${tz})`, !past.includes("Soundcheck") && same(marked(dom, "is-now"), ["Soundcheck"]), JSON.stringify(past));
  const before = await dump(url(paris, "2027-03-17T23:30:00Z"), tz); // half past midnight: nothing over yet
  check(`nothing past at the day's start (TZ=${tz})`, marked(before, "is-past").length === 0, JSON.stringify(marked(before, "is-past")));
}

// The clock read through Date.now(): a copy of the page with Date.now replaced, no hook.
{
  const dir = mkdtempSync(join(tmpdir(), "now-next-"));
  try {
    const copy = copyOfPage(join(site, paris), join(dir, "day.html"), 'Date.now = function () { return Date.parse("2027-03-18T23:50:00Z"); };');
    for (const tz of ["UTC", "America/Los_Angeles"]) {
      const dom = await dump(copy, tz);
      check(`Date.now() replaced (TZ=${tz}) now`, same(marked(dom, "is-now"), ["Load out"]), JSON.stringify(marked(dom, "is-now")));
      check(`Date.now() replaced (TZ=${tz}) next`, same(marked(dom, "is-next"), bus), JSON.stringify(marked(dom, "is-next")));
    }
  } finally { rmSync(dir, { recursive: true, force: true }); }
}

// Home: the Today link points at the day that is today in its own zone, or stays hidden.
const homeCases = [
  ["2027-03-18T15:30:00Z", "days/2027-03-18.html"],
  ["2027-03-18T23:30:00Z", "days/2027-03-19.html"],   // Paris has moved on to the 19th
  ["2027-03-14T04:30:00Z", "days/2027-03-13.html"],   // 23:30 in Toronto
  ["2027-01-01T12:00:00Z", null],                     // before the tour
  ["2027-04-30T12:00:00Z", null],                     // after it
];
for (const tz of ["UTC", "America/Los_Angeles"]) {
  for (const [now, href] of homeCases) {
    const dom = await dump(url("index.html", now), tz);
    const link = dom.match(/<a id="today-link"[^>]*>[^<]*<\/a>/)?.[0] ?? "";
    const name = `index.html at ${now} (TZ=${tz})`;
    if (href === null) check(name, / hidden/.test(link) && !/ href=/.test(link), `expected a hidden link, got ${link}`);
    else check(name, !/ hidden/.test(link) && link.includes(`href="${href}"`) && link.includes(">Today · "), `expected ${href}, got ${link}`);
  }
}

// A person's page: the Today link jumps to today's section, or to the next one.
for (const tz of ["UTC", "America/Los_Angeles"]) {
  const dom = await dump(url("people/zoe.html", "2027-03-18T23:30:00Z"), tz);
  const link = dom.match(/<a id="today-link"[^>]*>[^<]*<\/a>/)?.[0] ?? "";
  check(`people/zoe.html Today link (TZ=${tz})`, !/ hidden/.test(link) && link.includes('href="#day-2027-03-19"') && link.includes(">Today · "), link);
  // On a day without travel of hers (Toronto, the 13th), the link leads to her next date.
  const off = (await dump(url("people/zoe.html", "2027-03-13T17:00:00Z"), tz)).match(/<a id="today-link"[^>]*>[^<]*<\/a>/)?.[0] ?? "";
  check(`people/zoe.html Next link (TZ=${tz})`, !/ hidden/.test(off) && off.includes('href="#day-2027-03-15"') && off.includes(">Next · Mon, 15 Mar 2027"), off);
}

// Without the script: the pages as served have no marks, and the Today link is absent (hidden).
{
  const home = readFileSync(join(site, "index.html"), "utf8");
  check("static index.html", /<a id="today-link" class="today-link" hidden>/.test(home), "the Today link is not hidden without the script");
  const days = readdirSync(join(site, "days")).map((f) => readFileSync(join(site, "days", f), "utf8"));
  check("static day pages", days.every((d) => !/is-now|is-next|class="now-next"/.test(d.replace(/<script>[\s\S]*?<\/script>/g, ""))), "a day page is marked without the script");
  check("print.html has no script", !readFileSync(join(site, "print.html"), "utf8").includes("<script"), "print.html runs a script");
  const css = readFileSync(join(site, "assets", readdirSync(join(site, "assets")).find((f) => f.endsWith(".css"))), "utf8");
  // Print rules after the now/next rules undo every mark, the past items' dimming included.
  const print = css.slice(css.indexOf(".now-next {")).split("@media print").slice(1).join("\n");
  check("print style", /\.now-next/.test(print) && /\.is-now/.test(print) && /\.today-link/.test(print) && /\.is-past/.test(print), "the print rules don't undo the marks");
  check("static day pages not dimmed", days.every((d) => !/is-past|is-mine/.test(d.replace(/<script>[\s\S]*?<\/script>/g, ""))), "a day page is dimmed without the script");
}

// On paper nothing is marked: with the script's marks on the page, every marked item of a day page
// and of a person's page has no background and no bar once the page is styled for print.
{
  const tab = tabs.get("UTC");
  for (const page of ["days/2027-03-13.html", "people/daniel.html"]) {
    await tab.dump(url(page, "2027-03-13T15:30:00Z"));
    await tab.browser.send("Emulation.setEmulatedMedia", { media: "print" }, tab.sessionId);
    const { result } = await tab.evaluate(`JSON.stringify([...document.querySelectorAll(".is-now, .is-next, .is-past")].map((el) => {
      const style = getComputedStyle(el);
      return [el.className, style.backgroundColor, style.boxShadow];
    }))`);
    await tab.browser.send("Emulation.setEmulatedMedia", { media: "" }, tab.sessionId);
    const marked = JSON.parse(result.value);
    const shown = marked.filter(([, background, shadow]) => background !== "rgba(0, 0, 0, 0)" || shadow !== "none");
    check(`${page} printed unmarked`, marked.length >= 2 && shown.length === 0, `${marked.length} marked, printed with a mark: ${JSON.stringify(shown)}`);
  }
}

for (const browser of browsers.values()) await browser.close();
console.log(`now-next: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

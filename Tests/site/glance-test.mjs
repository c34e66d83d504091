// Who am I and the day strip, in headless Chromium: a built day page of the sample with a person
// chosen in localStorage shows that person's own flights, ground legs and room in the strip and
// marks their items in the timeline; without a choice (or without the script) only the shared
// part shows and nothing else changes; a role without travel has nothing to fill. The choice
// is made once through the home page's picker too, and read back by a day page in the same
// browser profile.
// Usage: node Tests/site/glance-test.mjs OUTPUT_FOLDER   (a build of Content/)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Chromium } from "./chromium-pipe.mjs";
import { copyOfPage } from "./page-copy.mjs";

const output = resolve(process.argv[2] ?? "Output");
const chromium = process.env.CHROMIUM ?? "chromium";
const work = mkdtempSync(join(tmpdir(), "glance-"));
let passed = 0, failed = 0;

// One browser; the pages read one by one in a tab whose storage is cleared after each, and the
// picker's pages in a tab of their own whose storage they share, like one browser profile.
const browser = new Chromium(chromium, process.env);
const isolated = await browser.tab();
const dump = (url, tab = isolated) => tab.dump(url);

function check(name, condition, detail) {
  if (condition) { passed++; return; }
  failed++;
  console.log(`FAIL ${name}: ${detail}`);
}

const text = (html) => html.replace(/<[^>]+>/g, " ").replace(/&#39;/g, "'").replace(/&quot;/g, '"')
  .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, "\u00a0").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
const strip = (dom) => dom.match(/<section class="glance"[\s\S]*?<\/section>/)?.[0] ?? "";
const mineRow = (dom) => strip(dom).match(/<div class="glance-row glance-mine"[^>]*>[\s\S]*?<\/div>/)?.[0] ?? "";
const mineTitles = (dom) => dom.split('<li class="item').slice(1).filter((c) => /^[^"]*\bis-mine\b/.test(c))
  .map((c) => text(c.match(/<span class="title">((?:<span[^>]*>[^<]*<\/span>|[^<])*)<\/span>/)[1]));
const marks = (dom) => (dom.match(/<span class="mine-mark">You<\/span>/g) ?? []).length;

/// A copy of a built page (in a temporary folder) whose first script stores `me` for `role`.
function withChoice(role, page, me) {
  const set = `localStorage.setItem(${JSON.stringify(`tourbook:${role}:me`)}, ${JSON.stringify(JSON.stringify(me))});`;
  return copyOfPage(join(output, role, page), join(work, `${role}-${page.replace(/\//g, "-")}-${me.id}.html`), set);
}
const served = (role, page) => pathToFileURL(join(output, role, page)).href;

try {
  const travelDay = "days/2027-03-19.html";   // Berlin: Kofi's van at 15:40 and his room 202
  const plain = await dump(served("crew", travelDay));

  // Without a choice: the shared part only; the You row stays hidden and empty; no marks.
  check("no choice: shared part", /First call/.test(strip(plain)) && /Hotels tonight/.test(strip(plain)) && /Michelberger Hotel/.test(strip(plain)), text(strip(plain)));
  check("no choice: You row hidden", / hidden/.test(mineRow(plain)) && !/<li/.test(mineRow(plain)), mineRow(plain));
  check("no choice: no marks", mineTitles(plain).length === 0 && marks(plain) === 0, JSON.stringify(mineTitles(plain)));
  // Nothing else changes: the page as the browser shows it equals the served page but for scripts.
  const file = readFileSync(join(output, "crew", travelDay), "utf8");
  const body = (html) => text((html.match(/<article[\s\S]*<\/article>/) ?? [""])[0]);
  check("no choice: page unchanged", body(plain) === body(file), "the article differs from the served one");

  // Kofi chosen: his van and his room in the strip, his check-in and van marked.
  const kofi = await dump(withChoice("crew", travelDay, { id: "kofi", name: "Kofi Mensah" }));
  const row = text(mineRow(kofi));
  check("kofi: row shown", mineRow(kofi) && !/ hidden/.test(mineRow(kofi).slice(0, 60)), mineRow(kofi).slice(0, 80));
  check("kofi: named", row.startsWith("You · Kofi Mensah"), row);
  check("kofi: his van", /15:40 Van Michelberger Hotel → Spreeton Backline/.test(row), row);
  check("kofi: his room", /Tonight Michelberger Hotel · Room 202/.test(row), row);
  check("kofi: not someone else's flight", !/AF 6/.test(row), row);
  check("kofi: his items marked", JSON.stringify(mineTitles(kofi)) === JSON.stringify(["Michelberger Hotel", "Michelberger Hotel → Spreeton Backline"]) && marks(kofi) === 2,
    JSON.stringify(mineTitles(kofi)));
  check("kofi: shared part kept", /First call/.test(strip(kofi)) && /Hotels tonight/.test(strip(kofi)), text(strip(kofi)));

  // Daniel: his flight home (no room tonight in Berlin).
  const daniel = text(mineRow(await dump(withChoice("crew", travelDay, { id: "daniel", name: "Daniel Reyes" }))));
  check("daniel: his flight", /10:30 Flight AF 6 · Paris CDG → New York JFK/.test(daniel) && !/Room 202|Van/.test(daniel), daniel);

  // Show day in Paris: Zoë's room tonight; nothing of hers to fly.
  const zoe = text(mineRow(await dump(withChoice("crew", "days/2027-03-18.html", { id: "zoe", name: "Zoë" }))));
  check("zoe: a room or nothing, never a stranger's flight", /^You · Zoë /.test(zoe) && !/Flight/.test(zoe), zoe);

  // A choice stored for another role does not apply here (key per role folder).
  const other = await dump(withChoice("band", travelDay, { id: "kofi", name: "Kofi Mensah" }));
  const crewWithBandKey = await dump(copyOfPage(join(output, "crew", travelDay), join(work, "crew-bandkey.html"),
    `localStorage.clear(); localStorage.setItem("tourbook:band:me", '{"id":"kofi","name":"Kofi"}');`));
  check("crew ignores band's choice", / hidden/.test(mineRow(crewWithBandKey)) && marks(crewWithBandKey) === 0, mineRow(crewWithBandKey));
  check("band page with kofi", /Room 202/.test(text(mineRow(other))), text(mineRow(other)));

  // A role without travel: no You row and no script to fill it, whatever is stored.
  const local = await dump(withChoice("local", travelDay, { id: "kofi", name: "Kofi Mensah" }));
  const localPage = local.replace(/<script>[\s\S]*?<\/script>/g, "");
  check("local: no personal part", !/glance-mine|mine-mark|is-mine|Room 202/.test(localPage), text(strip(local)));
  const linksMe = (role) => /<script src="\.\.\/assets\/me\.[0-9a-f]+\.js"/.test(readFileSync(join(output, role, travelDay), "utf8"));
  check("local: no script reads a choice", !linksMe("local") && linksMe("crew"), "local's day page links the who-am-I script, or crew's does not");
  check("local: shared part", /First call/.test(strip(local)) && !/Hotels tonight/.test(strip(local)), text(strip(local)));

  // The home page's picker: shown by its script, hidden without it; choosing Kofi there is
  // what the day page then reads (same browser profile).
  const home = readFileSync(join(output, "crew", "index.html"), "utf8");
  check("picker hidden as served", /<section class="who-am-i" id="who-am-i" aria-labelledby="who-heading" hidden>/.test(home), "");
  const profile = await browser.tab({ isolated: false });
  const pick = copyOfPage(join(output, "crew", "index.html"), join(work, "pick.html"),
    `var s = document.getElementById("who-select"); s.value = "kofi"; s.dispatchEvent(new Event("change"));`, { atEnd: true });
  const picked = await dump(pick, profile);
  check("picker shown with script", /<section class="who-am-i" id="who-am-i" aria-labelledby="who-heading">/.test(picked), "");
  check("picker status", /Day pages on this device are marked for Kofi Mensah\./.test(picked), "");
  const after = text(mineRow(await dump(served("crew", travelDay), profile)));
  check("picked on the home page, read by the day page", /You · Kofi Mensah/.test(after) && /Room 202/.test(after), after);
  const again = await dump(served("crew", "index.html"), profile);
  check("home page shows the stored choice", /<option value="kofi" selected/.test(again) || /marked for Kofi Mensah/.test(again), "");
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`glance: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

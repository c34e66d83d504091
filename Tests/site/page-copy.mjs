// A copy of a built page, elsewhere, with a script of the test's own before the page's first
// script: its <base> keeps the page's links and its scripts (assets/*.js, linked relatively)
// resolving in the page's own folder.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

export function copyOfPage(original, copy, script, { atEnd = false } = {}) {
  let html = readFileSync(original, "utf8");
  html = html.replace("<head>", `<head><base href="${pathToFileURL(dirname(original)).href}/">`);
  const tag = `<script>${script}</script>`;
  const i = atEnd ? html.lastIndexOf("</body>") : html.indexOf("<script");
  writeFileSync(copy, i < 0 ? html + tag : html.slice(0, i) + tag + html.slice(i));
  return pathToFileURL(copy).href;
}

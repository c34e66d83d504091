// Shared by the node test and the Chromium check's page generator: loads the page's finder
// script (the one source, Templates/scripts/finder.js) and runs the case table.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const here = fileURLToPath(new URL(".", import.meta.url));
export const scriptPath = here + "../../Templates/scripts/finder.js";
export const casesPath = here + "cases.json";

export function loadFinder() {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(scriptPath, "utf8"), context, { filename: scriptPath });
  return context.TourFinder;
}

export function loadCases() { return JSON.parse(readFileSync(casesPath, "utf8")); }

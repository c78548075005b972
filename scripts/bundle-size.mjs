// Prints the JavaScript and CSS each route loads on first visit, gzipped, from the Vite build
// manifest, against budgets, and exits 1 when a route is over. Run `npm run build` first.
// The first budgets allowed 120 KB and 180 KB; the simple pages' budget is now 106 KB, so that a shared
// import pulling a widget library into every first load (React Aria's Button once added 14 KB
// through the promo banner's close icon) fails the tests instead of passing unnoticed. (It was
// 100 KB until the header gained a menu that works without JavaScript, 1.7 KB on every page.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const client = new URL("../dist/client/", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(client, ".vite/manifest.json"), "utf8"));

// 104 KB became 105.5 KB when the access guides came: their four routes, the header's
// link, their queries and the guide's JSON-LD are in the route table every page loads (1.4 KB);
// then 106 KB with the tabs that are plain links until script runs, the Copy link button the
// results and a guide's manage page share, and the publish step's list of checks in the
// contracts (0.3 KB on every page, 0.5 KB with forms); then 107 KB when the directory's search
// came to be read near a place and a page at a time (decision 044): the route table every page
// loads reads the address's point, postcode and cursor, and a read can ask for its headers (0.8 KB).
const SIMPLE = 107;
const pages = [
  { route: "/", file: "src/web/pages/home-page.tsx", budget: SIMPLE },
  { route: "/news", file: "src/web/pages/news-page.tsx", budget: SIMPLE },
  { route: "/about", file: "src/web/pages/about-page.tsx", budget: SIMPLE },
  // The contact form's code (react-hook-form, zod, the contracts: about 50 KB) is not in the
  // page's first load: it hydrates once the form is on screen or used (decision 015), and the page
  // stays below the simple pages' budget (104.1 KB when this was set).
  // Then 105.5 KB with the directory's search in the route table, as the simple pages.
  { route: "/contact", file: "src/web/pages/contact-page.tsx", budget: 105.5 },
  // The access guides' directory and a guide's page: plain HTML, no widgets, but the table of
  // facts (its words, units and ranges) travels with them, and since the measurements' sense
  // checks came, their usual ranges and hints too (0.7 KB): the guide contract the pages' API
  // calls carry checks an edit with them (108 KB before). Then live notices in the list, with the
  // facts' re-confirmation dates and the kinds of place the table now holds (1.1 KB); the
  // delete question, the deleted page and "How we check guides", with the link to it (0.2 KB).
  // Then five more measured facts (0.2 KB), and "Does it fit me?" (decision 043, 5.1 KB): the
  // visitor's needs form, and the fit rules with their words, run on the page so the server's
  // HTML (no JavaScript) and the hydrated page give the same verdict without a second request.
  // Then near a postcode or the visitor's location, the distance, the count and the pages, the
  // postcode data's credit and the needs kept from page to page (decision 044, 3.1 KB).
  { route: "/access-guides", file: "src/web/pages/access-guides-page.tsx", budget: 118.8 },
  // A guide's page then gained "Suggest these to OpenStreetMap" (0.9 KB; its rules' words come as
  // data) and a link to its large-print page, while the guide's JSON-LD builder left every page's
  // script for the server (0.4 KB) and Google's attributes went with the manage page alone
  // (build/chunk-plan.ts). Then the kind of place, named in words (0.3 KB: the categories' table).
  // Then trust you can see (2.4 KB): who measured each section and when, "Was this right?" under
  // each and "Report a problem", plain forms sent through the API when the script runs; and live
  // notices with the facts that may be out of date (1.2 KB);
  // the link to how we check guides, and a guide taken down shown as not found (0.3 KB).
  // Then five more measured facts (0.2 KB), the deciding facts first, and "Does it fit me?" as
  // in the directory (5.4 KB).
  // Then the open-data licence named once agreed (decision 046) and the route table's directory
  // search (1.6 KB).
  { route: "/access-guides/<id>", file: "src/web/pages/access-guide-page.tsx", budget: 121.4 },
  // The questions (with hints) travel with the journey, so no fetch between steps; what each
  // leads to stays on the server.
  { route: "/self-assessment", file: "src/web/pages/self-assessment-page.tsx", budget: 120 },
  {
    route: "/advice-and-solutions",
    file: "src/web/pages/advice-and-solutions-page.tsx",
    // 182.5 with the route table's directory search (0.8 KB on every page).
    budget: 182.6,
  },
];
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and everything it imports statically: what the browser must fetch to run it. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(client, file))).length / 1024;

console.log("route                      JS gzip   CSS gzip   budget (JS)");
for (const page of pages) {
  const keys = new Set([...collect(entryKey), ...collect(page.file)]);
  const js = [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce(
    (sum, file) => sum + gzipKb(file),
    0,
  );
  const verdict = js <= page.budget ? "within" : "OVER";
  if (verdict === "OVER") process.exitCode = 1;
  console.log(
    `${page.route.padEnd(26)} ${js.toFixed(1).padStart(6)} KB ${css.toFixed(1).padStart(6)} KB   ${page.budget} KB ${verdict}`,
  );
}
const menu = collect("src/web/components/layout/mobile-menu.tsx");
const menuOnly = [...menu].filter((key) => !collect(entryKey).has(key));
const menuKb = menuOnly.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
console.log(`\nloaded on demand: mobile menu ${menuKb.toFixed(1)} KB`);
// The accessibility-settings panel, fetched on first open (chunks it shares with the
// mobile menu are counted here too, since either may be opened first).
const panel = collect("src/web/features/accessibility-settings/settings-panel.tsx");
const panelOnly = [...panel].filter((key) => !collect(entryKey).has(key));
const panelKb = panelOnly.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
console.log(`loaded on demand: accessibility settings panel ${panelKb.toFixed(1)} KB`);
// The contact form, fetched once it is on screen or used (chunks it shares with the mobile menu,
// which every page fetches on idle, are not counted).
const contactForm = collect("src/web/features/contact/contact-form.tsx");
const formOnly = [...contactForm].filter((key) => !collect(entryKey).has(key) && !menu.has(key));
const formKb = formOnly.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
console.log(`loaded on demand: contact form ${formKb.toFixed(1)} KB`);

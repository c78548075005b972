// `npm run lighthouse [-- /route …]`: Lighthouse (mobile, default simulated throttling) on every
// public route of a production build and on the API reference, one route at a time, printed as
// one table and checked against lighthouse-budget.json. Exits 1 naming each gated figure that is
// over its budget. Accessibility, best practices, SEO, CLS and request counts are gated; they come
// out the same run after run. Performance and the timings depend on the machine's load, so they
// are printed only. Builds first when the build is missing or older than its sources (as `npm
// start` does), so the gate never measures stale code, and reuses a current build (the one `npm
// test` made).
// Set LIGHTHOUSE_REPORT_DIR to keep each route's HTML report. With no routes named, it also
// measures an expert article with an image, written and published through the admin API, and the
// first seeded quick solution's own page.
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { SITEMAP_PATHS } from "../src/shared/page-paths.ts";
import { buildIfStale } from "./build-if-stale.mjs";
import { findChromium } from "./find-chromium.mjs";
import { publishArticleWithImage } from "./lighthouse-article.ts";
import {
  ADMIN_PASSWORD,
  CHROME_FLAGS,
  freePort,
  startServer,
  stopServer,
} from "./lighthouse-server.ts";

const PORT = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();

interface Budget {
  minScores: Record<"accessibility" | "best-practices" | "seo", number>;
  maxCls: number;
  maxRequests: { contentPages: number; otherPages: number };
  contentPages: string[];
}
const budget: Budget = JSON.parse(
  readFileSync(new URL("../lighthouse-budget.json", import.meta.url), "utf8"),
);

/** Public pages that are not in the sitemap's list: the API reference (src/server/openapi/docs.ts),
 * measured at its own address rather than through /api/docs's redirect. */
const OTHER_PAGES = ["/api/docs/"];

const requested = process.argv.slice(2);
const routes = requested.length > 0 ? requested : [...SITEMAP_PATHS, ...OTHER_PAGES];

buildIfStale();
const chromePath = await findChromium();

interface Row {
  route: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  /** Of those, the article's own images from the media library: content, not the page's code. */
  images: number;
  kb: number;
  runtimeError?: string;
}

function toRow(route: string, lhr: Result): Row {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details;
  const total =
    summary?.type === "table"
      ? (summary.items.find((item) => item.resourceType === "total") ?? {})
      : {};
  return {
    route,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    requests: Number(total.requestCount ?? Number.NaN),
    images: mediaRequests(lhr),
    kb: Number(total.transferSize ?? Number.NaN) / 1024,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

function mediaRequests(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return 0;
  return details.items.filter((item) => new URL(String(item.url)).pathname.startsWith("/media/"))
    .length;
}

/** What in one route's figures is over budget, and which audits cost the points. */
function failures(row: Row, lhr: Result): string[] {
  const found: string[] = [];
  if (row.runtimeError) found.push(`Lighthouse could not load the page: ${row.runtimeError}`);
  for (const [category, min] of Object.entries(budget.minScores)) {
    const score = row.scores[category] ?? 0;
    if (score >= min) continue;
    const lost = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    found.push(`${category} ${score} < ${min} (${lost.join(", ") || "no failing audit named"})`);
  }
  if (!(row.cls <= budget.maxCls)) {
    const shifts = lhr.audits["layout-shifts"]?.details;
    const nodes =
      shifts?.type === "table"
        ? shifts.items
            .map((item) => (item.node as { selector?: string } | undefined)?.selector)
            .filter(Boolean)
            .slice(0, 3)
        : [];
    found.push(`CLS ${row.cls.toFixed(3)} > ${budget.maxCls} (${nodes.join("; ") || "?"})`);
  }
  const isContent = budget.contentPages.includes(row.route);
  const maxRequests = isContent ? budget.maxRequests.contentPages : budget.maxRequests.otherPages;
  // The budget is for the files a page's code needs; an article's images are its content.
  const counted = row.requests - row.images;
  if (!(counted <= maxRequests)) {
    found.push(
      `${counted} requests besides images > ${maxRequests} (${isContent ? "content page" : "other page"})`,
    );
  }
  return found;
}

function printTable(rows: Row[]) {
  const header = ["route", "perf", "a11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "req", "KB"];
  const lines = rows.map((row) => [
    row.route,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores["best-practices"]),
    String(row.scores.seo),
    `${(row.fcp / 1000).toFixed(1)} s`,
    `${(row.lcp / 1000).toFixed(1)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    row.images > 0
      ? `${row.requests} (${row.images} image${row.images === 1 ? "" : "s"})`
      : String(row.requests),
    row.kb.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    );
  }
}

/**
 * One Lighthouse run of a route. On a loaded machine Chrome sometimes loses the trace of a load
 * (NO_NAVSTART, NO_FCP): that is Lighthouse failing to measure, not the page failing, so such a
 * run is repeated, up to three times in all.
 */
async function audit(route: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
      port,
      logLevel: "error",
      output: "html",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Pictures of the page are for people reading a report, and cost a few seconds a route.
      ...(reportDir
        ? {}
        : {
            disableFullPageScreenshot: true,
            skipAudits: ["screenshot-thumbnails", "final-screenshot"],
          }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    process.stderr.write(`  ${route}: ${error.code}, measuring again\n`);
  }
}

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), "real-access-lighthouse-"));
const started = Date.now();
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: Row[] = [];
const problems: string[] = [];
const cleanUp = async () => {
  chrome?.kill();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  server = await startServer({ root: process.cwd(), port: PORT, dataDir: join(dataDir, "db") });
  if (requested.length === 0) {
    routes.push(await publishArticleWithImage(`http://127.0.0.1:${PORT}`, ADMIN_PASSWORD));
    // A quick solution's own page, the first the seeded list shows.
    const solutions = await fetch(`http://127.0.0.1:${PORT}/api/quick-solutions`);
    const [solution] = (await solutions.json()) as { url: string }[];
    if (solution) routes.push(solution.url);
  }
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  for (const route of routes) {
    const result = await audit(route, chrome.port);
    const row = toRow(route, result.lhr);
    rows.push(row);
    problems.push(...failures(row, result.lhr).map((problem) => `${route}: ${problem}`));
    if (reportDir) {
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
      writeFileSync(join(reportDir, `${name}.html`), String(result.report));
    }
    process.stderr.write(`  ${route} done\n`);
  }
} finally {
  await cleanUp();
}

console.log(`\nLighthouse ${rows.length} routes, mobile, simulated throttling\n`);
printTable(rows);
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
if (problems.length > 0) {
  console.error(`\n✖ Over the budget in lighthouse-budget.json:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("✔ Accessibility, best practices, SEO, CLS and requests within lighthouse-budget.json");

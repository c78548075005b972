// `npm run bench`: requests per second and p99 latency for a server-rendered page and an API
// read, each measured side by side with a bare node:http baseline doing the same work
// (bench-baseline.ts), and their ratio; then the page quiet and under a background of writes and
// junk addresses, side by side, and beside a flood of search pages; then, when varnishd is
// installed, the same through the deployment's Varnish (deploy/varnish/default.vcl) beside the
// origin directly. PGlite by default; set DATABASE_URL for PostgreSQL (its data must be seeded
// already, as `npm start` does). Needs `npm run build` first.
// `npm run bench -- mixed` runs the quiet, busy and flood rows alone; `-- flood` the flood alone.
// Figures, not assertions: never put timings in the tests.
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import {
  type RunningVarnish,
  startVarnish,
  varnishd,
  varnishPorts,
} from "../src/server/test/varnish.ts";

const APP_PORT = 3610;
/** What a browser asks for: the page as the server keeps it compressed. */
const BROTLI = { "accept-encoding": "br, gzip" };
const BASELINE_PORT = 3611;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** /metrics on, so the bench can count the page requests that reached the app. */
const METRICS_TOKEN = "bench-metrics-token";
/** Search pages asked for so far (nextSearch). */
let searches = 0;
const mode = process.argv.includes("flood")
  ? "flood"
  : process.argv.includes("mixed")
    ? "mixed"
    : "all";

/** Starts a process and resolves once it prints `ready` (at once when there is nothing to wait for). */
function start(command: string, args: string[], env: Record<string, string>, ready = "") {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  return new Promise<ChildProcess>((resolve, reject) => {
    if (!ready) resolve(child);
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

/** The bytes of a GET as sent, not decoded (fetch would decompress them). */
function rawBody(url: string, headers: Record<string, string>) {
  return new Promise<Buffer>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
}

interface Figures {
  rps: number;
  p99: number;
  timeouts: number;
  /** Answers by their X-Cache header (`none` straight from the app). */
  cache: Record<string, number>;
  total: number;
}

/** Counts answers by X-Cache, so that both sides of a comparison pay the same in the client. */
function cacheTally(cache: Record<string, number>, path?: () => string): autocannon.Request[] {
  return [
    {
      ...(path ? { setupRequest: (request) => ({ ...request, path: path() }) } : {}),
      onResponse: (_status, _body, _context, headers) => {
        const value = String(headers?.["X-Cache"] ?? headers?.["x-cache"] ?? "none");
        cache[value] = (cache[value] ?? 0) + 1;
      },
    },
  ];
}

function figures(result: autocannon.Result, cache: Record<string, number>): Figures {
  // Errors are requests that timed out (after 10 s): a server this slow is worth seeing, not a crash.
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    timeouts: result.errors,
    cache,
    total: result.requests.total,
  };
}

async function measure(url: string, headers: Record<string, string>, connections = CONNECTIONS) {
  const cache: Record<string, number> = {};
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: SECONDS,
    requests: cacheTally(cache),
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return figures(result, cache);
}

/** Page requests the app has answered since it started (its own count, in /metrics). */
async function originPageRequests(): Promise<number> {
  const answer = await fetch(`${appUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await answer.text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (
      line.startsWith("real_access_http_request_duration_seconds_count{") &&
      line.includes('method="GET"') &&
      line.includes('route="/*"')
    ) {
      total += Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return total;
}

// Varnish's ports are known before the app starts, since the app is told where to purge.
const ports = varnishd ? await varnishPorts() : null;
const app = await start(process.execPath, ["dist/server/main.js"], {
  NODE_ENV: "production",
  PORT: String(APP_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: "memory://",
  SEED: "true",
  LOG_LEVEL: "warn",
  ADMIN_PASSWORD: "benchmark admin password",
  METRICS_TOKEN,
  // The background's requests each come from an address of their own, as from many visitors.
  TRUST_PROXY: "true",
  ...(ports ? { CACHE_PURGE_URL: `http://127.0.0.1:${ports.purges}/` } : {}),
});
const appUrl = `http://127.0.0.1:${APP_PORT}`;
for (let i = 0; ; i++) {
  if ((await fetch(`${appUrl}/healthz`).catch(() => null))?.ok) break;
  if (i > 300) throw new Error("the app did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}
let varnish: RunningVarnish | null = null;

const pagePath = "/advice-and-solutions";
const pageFile = join(tmpdir(), `bench-page-${process.pid}.html`);
writeFileSync(pageFile, await rawBody(`${appUrl}${pagePath}`, {}));
const brotliPageFile = `${pageFile}.br`;
writeFileSync(brotliPageFile, await rawBody(`${appUrl}${pagePath}`, BROTLI));
const baseline = await start(
  process.execPath,
  ["--import", "tsx", "scripts/bench-baseline.ts", String(BASELINE_PORT), pageFile, brotliPageFile],
  {},
  "baseline ready",
);
const baseUrl = `http://127.0.0.1:${BASELINE_PORT}`;

const rows: string[][] = [];
const varnishRows: string[][] = [];
/** What the Varnish rows' figures are made of, printed under them. */
const notes: string[] = [];
try {
  if (ports) varnish = await startVarnish([APP_PORT], ports);
  for (const [label, appPath, basePath, headers] of mode === "all"
    ? ([
        [`page ${pagePath}`, pagePath, "/page", {}],
        [`page ${pagePath}, brotli`, pagePath, "/page-br", BROTLI],
        ["api /api/quick-solutions", "/api/quick-solutions", "/api", {}],
      ] as const)
    : []) {
    // Warm both up, then measure them one after the other.
    await autocannon({ url: `${appUrl}${appPath}`, headers, connections: 10, duration: 2 });
    await autocannon({ url: `${baseUrl}${basePath}`, headers, connections: 10, duration: 2 });
    const base = await measure(`${baseUrl}${basePath}`, headers);
    const ours = await measure(`${appUrl}${appPath}`, headers);
    rows.push([
      label,
      ours.rps.toFixed(0),
      `${ours.p99} ms`,
      base.rps.toFixed(0),
      `${base.p99} ms`,
      `${(ours.rps / base.rps).toFixed(2)}×`,
      String(ours.timeouts),
    ]);
  }
  if (varnish && mode === "all") varnishRows.push(await pageThroughVarnish(varnish));
  if (mode !== "flood") {
    const { origin, cached } = await mixedLoad(varnish);
    rows.push(...origin);
    varnishRows.push(...cached);
  }
  const flood = await searchFlood(appUrl);
  rows.push(...flood.rows);
  if (varnish) varnishRows.push(...(await searchFlood(varnish.url, flood.figures)).rows);
} finally {
  app.kill();
  baseline.kill();
  await varnish?.stop();
}

/** The cached page with 50 connections through Varnish, then from the app directly. */
async function pageThroughVarnish(cache: RunningVarnish): Promise<string[]> {
  await autocannon({
    url: `${cache.url}${pagePath}`,
    headers: BROTLI,
    connections: 10,
    duration: 2,
  });
  const before = await originPageRequests();
  const through = await measure(`${cache.url}${pagePath}`, BROTLI);
  const reached = (await originPageRequests()) - before;
  const direct = await measure(`${appUrl}${pagePath}`, BROTLI);
  return varnishRow(
    `page ${pagePath}, brotli`,
    through,
    direct,
    perThousand(reached, through.total),
  );
}

/** Starts bench-background.ts against `url`; stopping it tells how many page requests it made. */
async function startBackground(url: string) {
  const child = await start(
    process.execPath,
    ["--import", "tsx", "scripts/bench-background.ts", url, pagePath],
    {},
    "background running",
  );
  return () =>
    new Promise<Record<string, number>>((resolve) => {
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk;
        const sent = /pages answered (\{.*\})/.exec(output)?.[1];
        if (sent) resolve(JSON.parse(sent));
      });
      child.kill("SIGTERM");
    });
}

/**
 * The page with 20 connections, quiet and then beside what a live site gets (bench-background.ts:
 * likes, contact messages, made-up logouts and junk query strings, none of which changes the page);
 * then, with everything sent through Varnish, how many of those page views reached the app.
 */
async function mixedLoad(cache: RunningVarnish | null) {
  const page = `${appUrl}${pagePath}`;
  const quiet = await measure(page, BROTLI, 20);
  const stopBackground = await startBackground(appUrl);
  let busy: Figures;
  try {
    busy = await measure(page, BROTLI, 20);
  } finally {
    await stopBackground();
  }
  const origin = [
    row(`page ${pagePath}, quiet (20 connections)`, quiet),
    row(
      `page ${pagePath}, beside writes and junk`,
      busy,
      `${(busy.rps / quiet.rps).toFixed(2)}× of quiet`,
    ),
  ];
  if (!cache) return { origin, cached: [] };
  // Counted from before the background starts until it has stopped: every page request it and
  // the measuring client sent, against the page requests the app answered meanwhile.
  const before = await originPageRequests();
  const stopCachedBackground = await startBackground(cache.url);
  let through: Figures;
  let backgroundPages: Record<string, number>;
  try {
    through = await measure(`${cache.url}${pagePath}`, BROTLI, 20);
  } finally {
    backgroundPages = await stopCachedBackground();
  }
  const reached = (await originPageRequests()) - before;
  const views = through.total + Object.values(backgroundPages).reduce((sum, n) => sum + n, 0);
  notes.push(
    `Beside writes and junk: ${views} page views through Varnish, ${reached} page requests reached ` +
      `the app; ${backgroundPages.MISS ?? 0} of the background's views (the page with a new ` +
      `utm_source each time) were answered MISS, ${through.cache.MISS ?? 0} of the page's own ` +
      `(${perThousand(through.cache.MISS ?? 0, through.total)} per 1,000 of its ${through.total} views).`,
  );
  return {
    origin,
    cached: [
      varnishRow(
        `page ${pagePath}, beside writes and junk`,
        through,
        busy,
        perThousand(reached, views),
      ),
    ],
  };
}

/** A search address nobody asked for before (never the same twice in a run). */
function nextSearch() {
  searches += 1;
  return `${pagePath}?search=ramp+${searches}`;
}

/**
 * 100 connections asking for search pages no one asked for before, so none is cached and each
 * must render, beside 10 connections on the cached page. Renders queue a few at a time and the
 * rest are told to come back (503 with Retry-After) at once; the cached page never waits for them.
 * Through Varnish, beside the figures from the app directly.
 */
async function searchFlood(
  url: string,
  direct?: { search: Figures; page: Figures },
): Promise<{ rows: string[][]; figures: { search: Figures; page: Figures } }> {
  const searchCache: Record<string, number> = {};
  const pageCache: Record<string, number> = {};
  const before = await originPageRequests();
  const [search, page] = await Promise.all([
    autocannon({
      url: `${url}${pagePath}`,
      headers: BROTLI,
      connections: 100,
      duration: SECONDS,
      requests: cacheTally(searchCache, nextSearch),
    }),
    autocannon({
      url: `${url}${pagePath}`,
      headers: BROTLI,
      connections: 10,
      duration: SECONDS,
      requests: cacheTally(pageCache),
    }),
  ]);
  const reached = (await originPageRequests()) - before;
  const busy = search.statusCodeStats?.["503"]?.count ?? 0;
  const notOk = page.non2xx > 0 ? `, ${page.non2xx} not 2xx` : "";
  const searchFigures = figures(search, searchCache);
  const pageFigures = figures(page, pageCache);
  const searchLabel = `search pages, 100 connections (503: ${busy})`;
  const pageLabel = `page ${pagePath} beside them (10 connections${notOk})`;
  if (!direct) {
    return {
      rows: [row(searchLabel, searchFigures), row(pageLabel, pageFigures)],
      figures: { search: searchFigures, page: pageFigures },
    };
  }
  const views = searchFigures.total + pageFigures.total;
  notes.push(
    `Search flood: ${reached} page requests reached the app for ${searchFigures.total} searches ` +
      `and ${pageFigures.total} views of the cached page (${pageFigures.cache.MISS ?? 0} of them MISS).`,
  );
  return {
    rows: [
      varnishRow(searchLabel, searchFigures, direct.search, perThousand(reached, views)),
      varnishRow(pageLabel, pageFigures, direct.page),
    ],
    figures: { search: searchFigures, page: pageFigures },
  };
}

function perThousand(reached: number, views: number) {
  return views > 0 ? ((reached / views) * 1000).toFixed(1) : "";
}

/** A row with no baseline beside it. */
function row(label: string, result: Figures, ratio = "") {
  return [label, result.rps.toFixed(0), `${result.p99} ms`, "", "", ratio, String(result.timeouts)];
}

/** Through Varnish, its share of hits, the app directly, and the page requests that reached it. */
function varnishRow(label: string, through: Figures, direct: Figures, reached = "") {
  const answered = Object.values(through.cache).reduce((sum, n) => sum + n, 0);
  const hits = answered > 0 ? `${(((through.cache.HIT ?? 0) / answered) * 100).toFixed(1)} %` : "";
  return [
    label,
    through.rps.toFixed(0),
    `${through.p99} ms`,
    hits,
    direct.rps.toFixed(0),
    `${direct.p99} ms`,
    reached,
    String(through.timeouts),
  ];
}

function print(header: string[], table: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? "").length)));
  for (const line of [header, ...table]) {
    console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
  }
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${database}\n`);
print(["what", "req/s", "p99", "baseline req/s", "baseline p99", "ratio", "timeouts"], rows);
console.log("");
if (!varnishd) {
  console.log(
    "Varnish rows skipped: varnishd is not installed (apt-get install varnish varnish-modules).",
  );
} else {
  console.log("Through Varnish (deploy/varnish/default.vcl), beside the app directly:\n");
  print(
    [
      "what",
      "req/s",
      "p99",
      "X-Cache HIT",
      "app directly: req/s",
      "p99",
      "app page requests per 1,000 views",
      "timeouts",
    ],
    varnishRows,
  );
  for (const note of notes) console.log(`\n${note}`);
}

// `npm run bench`: requests per second and p99 latency for a server-rendered page and an API
// read, each measured side by side with a bare node:http baseline doing the same work
// (bench-baseline.ts), and their ratio; then the page quiet and under a background of writes and
// junk addresses, side by side. PGlite by default; set DATABASE_URL for PostgreSQL
// (its data must be seeded already, as `npm start` does). Needs `npm run build` first.
// `npm run bench -- mixed` runs the quiet and busy rows alone.
// Figures, not assertions: never put timings in the tests.
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const APP_PORT = 3610;
/** What a browser asks for: the page as the server keeps it compressed. */
const BROTLI = { "accept-encoding": "br, gzip" };
const BASELINE_PORT = 3611;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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

async function measure(url: string, headers: Record<string, string>, connections = CONNECTIONS) {
  const result = await autocannon({ url, headers, connections, duration: SECONDS });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  // Errors are requests that timed out (after 10 s): a server this slow is worth seeing, not a crash.
  return { rps: result.requests.average, p99: result.latency.p99, timeouts: result.errors };
}

const app = await start(process.execPath, ["dist/server/main.js"], {
  NODE_ENV: "production",
  PORT: String(APP_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: "memory://",
  SEED: "true",
  LOG_LEVEL: "warn",
  ADMIN_PASSWORD: "benchmark admin password",
  // The background's requests each come from an address of their own, as from many visitors.
  TRUST_PROXY: "true",
});
const appUrl = `http://127.0.0.1:${APP_PORT}`;
for (let i = 0; ; i++) {
  if ((await fetch(`${appUrl}/healthz`).catch(() => null))?.ok) break;
  if (i > 300) throw new Error("the app did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

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
const mixedOnly = process.argv.includes("mixed");
try {
  for (const [label, appPath, basePath, headers] of mixedOnly
    ? []
    : ([
        [`page ${pagePath}`, pagePath, "/page", {}],
        [`page ${pagePath}, brotli`, pagePath, "/page-br", BROTLI],
        ["api /api/quick-solutions", "/api/quick-solutions", "/api", {}],
      ] as const)) {
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
  rows.push(...(await mixedLoad()), ...(await searchFlood()));
} finally {
  app.kill();
  baseline.kill();
}

/**
 * The page with 20 connections, quiet and then beside what a live site gets (bench-background.ts:
 * likes, contact messages, made-up logouts and junk query strings, none of which changes the page).
 */
async function mixedLoad(): Promise<string[][]> {
  const page = `${appUrl}${pagePath}`;
  const quiet = await measure(page, BROTLI, 20);
  const background = await start(
    process.execPath,
    ["--import", "tsx", "scripts/bench-background.ts", appUrl, pagePath],
    {},
    "background running",
  );
  let busy: Awaited<ReturnType<typeof measure>>;
  try {
    busy = await measure(page, BROTLI, 20);
  } finally {
    background.kill();
  }
  return [
    row(`page ${pagePath}, quiet (20 connections)`, quiet),
    row(
      `page ${pagePath}, beside writes and junk`,
      busy,
      `${(busy.rps / quiet.rps).toFixed(2)}× of quiet`,
    ),
  ];
}

/**
 * 100 connections asking for search pages no one asked for before, so none is cached and each
 * must render, beside 10 connections on the cached page. Renders queue a few at a time and the
 * rest are told to come back (503 with Retry-After) at once; the cached page never waits for them.
 */
async function searchFlood(): Promise<string[][]> {
  let n = 0;
  const nextSearch = () => {
    n += 1;
    return `${pagePath}?search=ramp+${n}`;
  };
  const searches = autocannon({
    url: `${appUrl}${pagePath}`,
    headers: BROTLI,
    connections: 100,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextSearch() }) }],
  });
  const cached = autocannon({
    url: `${appUrl}${pagePath}`,
    headers: BROTLI,
    connections: 10,
    duration: SECONDS,
  });
  const [search, page] = await Promise.all([searches, cached]);
  const busy = search.statusCodeStats?.["503"]?.count ?? 0;
  const figures = (result: autocannon.Result) => ({
    rps: result.requests.average,
    p99: result.latency.p99,
    timeouts: result.errors,
  });
  return [
    row(`search pages, 100 connections (503: ${busy})`, figures(search)),
    row(`page ${pagePath} beside them (10 connections)`, figures(page)),
  ];
}

/** A row with no baseline beside it. */
function row(label: string, result: { rps: number; p99: number; timeouts: number }, ratio = "") {
  return [label, result.rps.toFixed(0), `${result.p99} ms`, "", "", ratio, String(result.timeouts)];
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${database}\n`);
const header = ["what", "req/s", "p99", "baseline req/s", "baseline p99", "ratio", "timeouts"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
for (const row of [header, ...rows]) {
  console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
}

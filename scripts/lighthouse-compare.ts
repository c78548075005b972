// `npm run lighthouse:compare -- --against DIR [--rounds N] [/route …]`: Lighthouse's performance
// score (mobile, simulated throttling) of this build against another, run in turns, N rounds
// (8 unless told), and their medians. One run on this machine differs from the next by up to ten
// points, so one run of each says nothing about a change of two or three; runs in turns share the
// machine's ups and downs. DIR holds the other build's `dist/`, for example the commit before:
//
//   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   (cd /tmp/before && npm run build) && npm run lighthouse:compare -- --against /tmp/before
//
// With no routes named it measures `/`, `/contact` and `/advice-and-solutions`. Builds this
// checkout first if its build is older than its sources, as `npm run lighthouse` does.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale } from "./build-if-stale.mjs";
import { findChromium } from "./find-chromium.mjs";
import { CHROME_FLAGS, freePort, startServer, stopServer } from "./lighthouse-server.ts";

const { values, positionals } = parseArgs({
  options: { against: { type: "string" }, rounds: { type: "string", default: "8" } },
  allowPositionals: true,
});
const against = values.against ? resolve(values.against) : "";
if (!against || !existsSync(join(against, "dist/server/main.js"))) {
  console.error("--against DIR: a directory whose dist/ holds the build to compare with");
  process.exit(2);
}
const rounds = Number(values.rounds);
const routes = positionals.length > 0 ? positionals : ["/", "/contact", "/advice-and-solutions"];

buildIfStale();
const chromePath = await findChromium();
// The other build's server loads its packages from beside it; a worktree has none of its own.
if (!existsSync(join(against, "node_modules"))) {
  symlinkSync(resolve("node_modules"), join(against, "node_modules"));
}

interface Build {
  name: string;
  root: string;
  port: number;
  server?: ChildProcess;
}
const builds: Build[] = [
  { name: "other", root: against, port: 0 },
  { name: "this", root: process.cwd(), port: 0 },
];

interface Run {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
}
const runs = new Map<string, Run[]>();

/** One Lighthouse run of a route, in a fresh Chrome. */
async function lighthouseRun(build: Build, route: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`http://127.0.0.1:${build.port}${route}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** On a loaded machine Chrome sometimes loses the trace of a load (NO_NAVSTART, NO_FCP):
 * Lighthouse failing to measure, not the page failing, so it measures again, up to three times. */
async function measure(build: Build, route: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseRun(build, route);
    if (lhr.runtimeError) {
      const problem = `${route}: ${lhr.runtimeError.code}`;
      if (attempt === 3) throw new Error(problem);
      process.stderr.write(`  ${problem}, measuring again\n`);
      continue;
    }
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: metric("total-blocking-time"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
    };
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), "real-access-lighthouse-compare-"));
try {
  for (const build of builds) {
    // Chosen once the server before it is listening, so the two never get the same port.
    build.port = await freePort();
    build.server = await startServer({ ...build, dataDir: join(dataDir, build.name) });
  }
  for (let round = 1; round <= rounds; round++) {
    // Each round swaps which build goes first, so neither always meets a warmer machine.
    const order = round % 2 ? builds : [...builds].reverse();
    for (const route of routes) {
      for (const build of order) {
        const run = await measure(build, route);
        const key = `${route}\t${build.name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        process.stderr.write(
          `  round ${round} ${route} ${build.name}: ${run.score}, blocking ${run.tbt} ms\n`,
        );
      }
    }
  }
} finally {
  for (const build of builds) if (build.server) await stopServer(build.server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse performance, mobile, simulated; ${rounds} runs of each build in turns`);
console.log(`this: ${process.cwd()}\nother: ${against}\n`);
console.log(["route", "build", "score", "range", "TBT", "FCP", "LCP"].join("\t"));
for (const [key, list] of runs) {
  const scores = list.map((run) => run.score);
  console.log(
    [
      key,
      median(scores),
      `${Math.min(...scores)}–${Math.max(...scores)}`,
      `${median(list.map((run) => run.tbt))} ms`,
      `${median(list.map((run) => run.fcp))} ms`,
      `${median(list.map((run) => run.lcp))} ms`,
    ].join("\t"),
  );
}

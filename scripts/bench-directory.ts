// `npm run bench:directory`: the directory's own queries (listPublishedGuides, as the API calls
// it, with a visitor's profile applied to the page as the API does) on a database of synthetic
// published guides, timed: near a point with two needs and a profile, a town, the next page of a
// town, and a rare need in the biggest town; p50, p95 and p99 of each.
// Figures, not assertions; not part of CI. Decision 044 and README's "Directory at scale".
//
//   BENCH_DB=pglite   (default) an embedded database in a temporary directory
//   BENCH_DB=postgres BENCH_DATABASE_URL=postgres://real_access:real_access@127.0.0.1:5432/postgres
//                     makes (or reuses, with BENCH_REUSE=1) the database real_access_bench_directory.
//                     Use a cluster of its own (README): millions of rows of WAL leave a streaming
//                     replica behind for good, so the bench refuses a server that has one.
//   BENCH_GUIDES=500000  how many published guides (5,500,000: every UK business)
//   BENCH_RUNS=200       timed calls of each query, after 20 to warm up
//
// The guides are made in SQL (generate_series), a batch at a time, with the directory's indexes
// dropped while loading and built after. Facts are uniform (each need true with a fixed chance,
// quieter times the rare one); towns follow Zipf's law (the town of rank r holds a share
// proportional to 1/r, so "Town 1" is the biggest); each town has a centre somewhere over Great
// Britain and its guides lie within about 10 km of it.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../src/server/db/connection.ts";
import { allWithFit } from "../src/server/modules/access-guides/fit-reads.ts";
import { listPublishedGuides } from "../src/server/modules/access-guides/public-reads.ts";
import type { GuideNeed } from "../src/shared/access-guides/needs.ts";
import { accessGuideListQuery } from "../src/shared/contracts/access-guide-directory.ts";
import { visitorProfileQuery } from "../src/shared/contracts/access-guide-fit.ts";

const KIND = process.env.BENCH_DB === "postgres" ? "postgres" : "pglite";
const GUIDES = Number(process.env.BENCH_GUIDES ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const TOWNS = 3000;
const BATCH = 250_000;
const BENCH_DATABASE = "real_access_bench_directory";
/** The chance each need's fact is true; quieter times is the rare one. */
const NEED_CHANCE: Record<GuideNeed, number> = {
  "step-free": 0.5,
  "accessible-toilet": 0.4,
  "hearing-loop": 0.3,
  "assistance-dogs": 0.7,
  "quieter-times": 0.01,
};
const COMMON_NEEDS: GuideNeed[] = [
  "step-free",
  "accessible-toilet",
  "hearing-loop",
  "assistance-dogs",
];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function open(): Promise<{ database: Database; done: () => Promise<void> }> {
  if (KIND === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-directory-"));
    const database = await openDatabase({ dataDir, statementTimeoutMs: 0 });
    return {
      database,
      done: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? "postgres://real_access:real_access@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows: replicas } = await admin.query(
    "select count(*)::int as count from pg_stat_replication",
  );
  if (replicas[0]?.count > 0 && process.env.BENCH_REUSE !== "1") {
    await admin.end();
    throw new Error(
      "This server streams to a replica, which the bench's WAL would leave behind for good: give the bench a cluster of its own (README, Directory at scale).",
    );
  }
  if (process.env.BENCH_REUSE !== "1") {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const database = await openDatabase({
    databaseUrl: url.href,
    dataDir: "",
    statementTimeoutMs: 0,
  });
  return { database, done: () => database.close() };
}

/** One batch of guides, ids `from`..`to`, made wholly in SQL. */
function batchSql(from: number, to: number) {
  const fact = (need: GuideNeed) => `(random() < ${NEED_CHANCE[need]})`;
  return `
    insert into access_guides (manage_token_hash, name, town, postcode, postcode_district,
      details, status, published, published_at, last_checked_at)
    select 'bench-' || n, name, town, postcode, district, details, 'published',
      jsonb_build_object('name', name, 'town', town, 'postcode', postcode,
        'postcodeDistrict', district, 'category', 'other',
        'location', jsonb_build_object('lat', round((centre_lat + (random() - 0.5) * 0.18)::numeric, 6),
          'lon', round((centre_lon + (random() - 0.5) * 0.3)::numeric, 6)),
        'details', details, 'contactEmail', null, 'lastCheckedAt', '2026-06-01T10:00:00.000Z'),
      '2026-06-01T10:00:00Z', '2026-06-01T10:00:00Z'
    from (
      select n, 'Guide ' || substr(md5(n::text), 1, 10) as name, 'Town ' || rank as town,
        'T' || rank || ' 1AA' as postcode, 'T' || rank as district,
        -- Each town's centre, scattered over Great Britain by the golden ratio's multiples.
        50.2 + 7.6 * ((rank * 0.6180339887) - floor(rank * 0.6180339887)) as centre_lat,
        -5.2 + 6.8 * ((rank * 0.4142135624) - floor(rank * 0.4142135624)) as centre_lon,
        jsonb_build_object(
          'entrance', jsonb_build_object('stepFree', ${fact("step-free")},
            'doorClearWidthMm', 700 + floor(random() * 300)::int),
          'toilet', jsonb_build_object('accessible', ${fact("accessible-toilet")}),
          'hearingLoop', ${fact("hearing-loop")},
          'assistanceDogsWelcome', ${fact("assistance-dogs")},
          'quieterTimes', jsonb_build_object('offered', ${fact("quieter-times")})) as details
      from (
        -- Zipf's law (s = 1): a log-uniform draw, so rank r is chosen in proportion to 1/r.
        select n, least(${TOWNS}, floor(exp(random() * ln(${TOWNS + 1})))::int) as rank
        from generate_series(${from}, ${to}) as n
      ) as drawn
    ) as made`;
}

async function load(database: Database) {
  const { db } = database;
  const started = performance.now();
  const { rows } = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'access_guides'
        and indexname not like '%pkey' and indexname not like '%unique%' and indexname not like '%_key'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of rows) await db.execute(sql.raw(`drop index "${indexname}"`));
  for (let from = 1; from <= GUIDES; from += BATCH) {
    const to = Math.min(GUIDES, from + BATCH - 1);
    await db.execute(sql.raw(batchSql(from, to)));
    console.log(`  ${to.toLocaleString("en-GB")} guides (${seconds(started)} s)`);
  }
  const loaded = seconds(started);
  const indexing = performance.now();
  await db.execute(sql.raw(`set maintenance_work_mem = '512MB'`));
  for (const { indexdef } of rows) await db.execute(sql.raw(indexdef));
  await db.execute(sql.raw("vacuum analyze access_guides"));
  console.log(
    `Loaded ${GUIDES.toLocaleString("en-GB")} guides in ${loaded} s; indexes and statistics in ${seconds(indexing)} s.`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(name: string, call: (run: number) => Promise<unknown>) {
  for (let run = 0; run < WARM_UP; run += 1) await call(run);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await call(run + WARM_UP);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
  console.log(`| ${name} | ${p50} | ${p95} | ${p99} |`);
}

/** A repeatable spread of numbers in [0, 1), so every run asks the same questions. */
const spread = (run: number, salt: number) => {
  const value = Math.sin(run * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
};

async function main() {
  console.log(
    `Directory bench: ${KIND}, ${GUIDES.toLocaleString("en-GB")} guides, ${RUNS} runs each.`,
  );
  const { database, done } = await open();
  try {
    await database.migrate();
    if (!(KIND === "postgres" && process.env.BENCH_REUSE === "1")) await load(database);
    const { db } = database;
    const list = (query: Record<string, unknown>) =>
      listPublishedGuides(db, accessGuideListQuery.parse(query));
    // A wheelchair user's profile, judged against each guide on the page as the API does.
    const profile = visitorProfileQuery.parse({
      chairWidthMm: "700",
      maxStepMm: "0",
      transfer: "left",
      needs: "accessible-toilet",
    });
    const listWithFit = async (query: Record<string, unknown>) => {
      const page = await list(query);
      return allWithFit(page.guides, profile, new Date());
    };

    // The machine's load says how far its other work slows these figures.
    const loadNow = () =>
      loadavg()
        .map((each) => each.toFixed(1))
        .join(", ");
    console.log(`Load average before timing: ${loadNow()}`);
    console.log("| Query | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|");
    await time("near a point + two needs + a profile", (run) => {
      const lat = 50.3 + 7.4 * spread(run, 1);
      const lon = -5 + 6.5 * spread(run, 2);
      const first = COMMON_NEEDS[Math.floor(spread(run, 3) * 4)] ?? "step-free";
      const second = COMMON_NEEDS.find((need) => need !== first) ?? "hearing-loop";
      return listWithFit({ near: `${lat.toFixed(4)},${lon.toFixed(4)}`, need: [first, second] });
    });
    await time("a town (Zipf-chosen)", (run) => {
      const rank = Math.max(1, Math.floor(Math.exp(spread(run, 4) * Math.log(TOWNS + 1))));
      return list({ town: `Town ${Math.min(TOWNS, rank)}` });
    });
    const firstPage = await list({ town: "Town 1" });
    await time("the biggest town, next page", () =>
      list({ town: "Town 1", cursor: firstPage.next ?? undefined }),
    );
    await time("a rare need in the biggest town", () =>
      list({ town: "Town 1", need: ["quieter-times"] }),
    );
    await time("a rare need near a point", (run) => {
      const lat = 50.3 + 7.4 * spread(run, 5);
      const lon = -5 + 6.5 * spread(run, 6);
      return list({ near: `${lat.toFixed(4)},${lon.toFixed(4)}`, need: ["quieter-times"] });
    });
    console.log(`Load average after timing: ${loadNow()}`);
  } finally {
    await done();
  }
}

await main();

// `npm run bench:geojson [-- <guides>]`: the GeoJSON feed's memory and time at scale (decision
// 046). Loads published, agreed guides with a location and a dozen facts each into an embedded
// database (or DATABASE_URL's), starts the app, and reads GET /api/access-guides.geojson over
// HTTP as a consumer would, counting the bytes as they come. It reads the feed at a thousandth of
// the guides first, then at all of them, sampling the process's resident memory (the embedded
// database included) every 20 ms: a feed written a page at a time peaks about as high at both.
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/connection.ts";
import { GUIDE_DATA_LICENCE } from "../src/shared/access-guides/licence.ts";

const total = Number(process.argv[2] ?? 100_000);
const small = Math.max(1, Math.round(total / 1000));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: "memory://",
});
if (database.kind === "pglite") await database.migrate();
const { db } = database;

// A guide's facts as a business gives them: a dozen, nested as the facts table nests them.
const DETAILS = {
  entrance: { stepFree: false, steps: 1, stepHeightMm: 150, doorClearWidthMm: 850, ramp: true },
  parking: { blueBadgeBays: 2, distanceToEntranceM: 20 },
  toilet: { accessible: true, changingPlaces: false, transferSpaceMm: 800 },
  hearingLoop: true,
  assistanceDogsWelcome: true,
};

/**
 * Adds guides numbered from..to in batches of 1,000, each inserted by the database itself (the
 * embedded database stops a statement after 5 s).
 */
async function load(from: number, to: number) {
  for (let start = from; start <= to; start += 1000) {
    const end = Math.min(to, start + 999);
    await db.execute(sql`
      insert into access_guides (manage_token_hash, name, town, postcode, postcode_district,
        category, lat, lon, details, status, last_checked_at, published_at, published, licence,
        licence_agreed_at)
      select 'bench-' || n, 'Bench café ' || n, 'Leeds', 'LS1 4AP', 'LS1', 'cafe',
        50 + (n % 900) / 100.0, -5 + (n % 600) / 100.0, ${JSON.stringify(DETAILS)}::jsonb,
        'published', now(), now(),
        jsonb_build_object('name', 'Bench café ' || n, 'town', 'Leeds', 'postcode', 'LS1 4AP',
          'postcodeDistrict', 'LS1', 'category', 'cafe',
          'details', ${JSON.stringify(DETAILS)}::jsonb, 'contactEmail', null,
          'lastCheckedAt', '2026-11-01T10:00:00.000Z',
          'location', jsonb_build_object('lat', 50 + (n % 900) / 100.0, 'lon', -5 + (n % 600) / 100.0)),
        ${GUIDE_DATA_LICENCE.id}, now()
      from generate_series(${start}::int, ${end}::int) as n`);
  }
}

const config = loadConfig({
  NODE_ENV: "production",
  MAX_EVENT_LOOP_DELAY_MS: "0",
  LOG_LEVEL: "warn",
  SITE_URL: "https://realaccess.example",
});
const app = await buildApp({ config, database, now: () => new Date() });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

/** Reads the feed once, counting bytes and features as they arrive; the peak RSS meanwhile. */
async function readFeed() {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${address}/api/access-guides.geojson`);
  if (!response.ok || !response.body) throw new Error(`feed answered ${response.status}`);
  let bytes = 0;
  let features = 0;
  const decoder = new TextDecoder();
  const marker = '"type":"Feature"';
  let tail = "";
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // A marker may be split between chunks: the end of one is read again with the next.
    const text = tail + decoder.decode(chunk, { stream: true });
    features += text.split(marker).length - 1;
    tail = text.slice(-(marker.length - 1));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { bytes, features, seconds, before, peak };
}

const report = (guides: number, run: Awaited<ReturnType<typeof readFeed>>) =>
  console.log(
    `${guides.toLocaleString("en-GB")} guides: ${run.features.toLocaleString("en-GB")} features, ${mb(run.bytes)} in ${run.seconds.toFixed(1)} s; RSS ${mb(run.before)} before, peak ${mb(run.peak)} (+${mb(run.peak - run.before)})`,
  );

let started = performance.now();
await load(1, small);
console.log(`loaded ${small} guides in ${((performance.now() - started) / 1000).toFixed(1)} s`);
report(small, await readFeed());

started = performance.now();
await load(small + 1, total);
console.log(`loaded ${total} guides in ${((performance.now() - started) / 1000).toFixed(1)} s`);
report(total, await readFeed());

await app.close();
await database.close();

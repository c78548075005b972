// `npx tsx scripts/bench-postcodes-import.ts [ROWS]`: how long `npm run postcodes:import` takes
// and how much memory it needs, on a generated Code-Point Open CSV of ROWS rows (1,700,000, about
// the real file's size, unless told) loaded into a fresh embedded database in a temporary
// directory (or DATABASE_URL's database, whose postcodes it replaces: use a scratch one).
// Memory is the process's resident set, the database's thread included, sampled every 100 ms.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/server/db/connection.ts";
import { importPostcodes } from "../src/server/modules/postcodes/import/import-postcodes.ts";
import { writeSyntheticCodePointOpen } from "../tests/fixtures/postcodes/synthetic.ts";

const rows = Number(process.argv[2] ?? 1_700_000);
const scratch = mkdtempSync(join(tmpdir(), "postcodes-bench-"));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
try {
  const file = join(scratch, "synthetic.csv");
  await writeSyntheticCodePointOpen(file, rows);
  console.log(`Wrote ${rows.toLocaleString("en-GB")} rows (${mb(statSync(file).size)}).`);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(scratch, "data"),
    statementTimeoutMs: 0,
  });
  await database.migrate();
  const before = process.memoryUsage().rss;
  let peak = before;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 100);
  const started = performance.now();
  const summary = await importPostcodes(database.db, file, {
    onProgress: ({ read }) =>
      console.log(
        `${read.toLocaleString("en-GB")} rows, ${((performance.now() - started) / 1000).toFixed(0)} s, RSS ${mb(process.memoryUsage().rss)}`,
      ),
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${database.kind}: loaded ${summary.loaded.toLocaleString("en-GB")} in ${seconds.toFixed(0)} s ` +
      `(${Math.round(summary.loaded / seconds).toLocaleString("en-GB")} rows/s); RSS ${mb(before)} before, ` +
      `peak ${mb(peak)} (+${mb(peak - before)}); main thread's heap peak ${mb(peakHeap)}`,
  );
  await database.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// `npm run postcodes:import`: what the person at the terminal reads, and the exit code, from a
// mistake in how it was called to a load into a data directory, and the refusal while a server
// holds that directory. The file formats themselves are tested in modules/postcodes/import.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { currentOwner } from "../db/data-dir-lock.ts";
import { postcodeCentre } from "../modules/postcodes/centres.ts";
import { emptyDataDir } from "../test/empty-databases.ts";
import { POSTCODES_IMPORT_USAGE, postcodesImportCommand } from "./postcodes-import-command.ts";
import { commandOutcome } from "./run-command.ts";

const SLOW = 300_000;
const ZIP = new URL("../../../tests/fixtures/postcodes/codepo_gb-sample.zip", import.meta.url)
  .pathname;

async function command(args: string[], dataDir: string) {
  const result = await commandOutcome(POSTCODES_IMPORT_USAGE, () =>
    postcodesImportCommand(args, { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
  );
  expect(result.output, "no stack trace").not.toMatch(/\n\s+at /);
  return result;
}

describe("npm run postcodes:import", () => {
  it("says what is wrong with how it was called, and exits non-zero", async () => {
    const dir = emptyDataDir();
    expect(await command([], dir)).toEqual({
      code: 2,
      output:
        "Name the Code-Point Open or ONS Postcode Directory file (the zip or a CSV).\n\n" +
        "Usage: npm run postcodes:import -- [--year YYYY] FILE\n",
    });
    expect((await command(["--year", "last", ZIP], dir)).output).toMatch(
      /^--year takes the data's year, like 2026; not last\./,
    );
    expect(await command([join(dir, "codepo_gb.zip")], dir)).toEqual({
      code: 1,
      output: `${join(dir, "codepo_gb.zip")} does not exist.\n`,
    });
  });

  it("loads into the data directory, and refuses while a server holds it", {
    timeout: SLOW,
  }, async () => {
    const dir = emptyDataDir();
    // A data directory the server has never started on has no tables yet.
    const bare = await command([ZIP], dir);
    expect(bare.code).toBe(1);
    expect(bare.output).toMatch(/^This database has no postcodes table yet\. Start the server/);

    const server = await openDatabase({ dataDir: dir, statementTimeoutMs: 0 });
    await server.migrate();
    await server.close();
    // A server in another process (this one's parent stands in for it) holds the directory.
    const lock = join(dir, "server.lock");
    writeFileSync(lock, JSON.stringify(currentOwner(process.ppid)));
    const held = await command([ZIP], dir);
    expect(held.code).toBe(1);
    expect(held.output).toBe(
      `A running server holds ${dir} (pid ${process.ppid}). Stop it, load the postcodes, then start it again.\n`,
    );
    rmSync(lock);

    const loaded = await command([ZIP], dir);
    expect(loaded.code).toBe(0);
    expect(loaded.output).toMatch(
      /^Loaded 18 postcodes from OS Code-Point Open \(2 files, 2026 data\) in \d+ s; skipped 1 with no grid reference\. They replace the postcodes held before\.\n$/,
    );
    const after = await openDatabase({ dataDir: dir });
    try {
      expect(await postcodeCentre(after.db, "SW1A 1AA")).toEqual({
        lat: 51.501009,
        lon: -0.141588,
      });
    } finally {
      await after.close();
    }
  });
});

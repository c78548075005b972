// The build's empty data directory: a new DATA_DIR starts from it, an existing one
// never does, and a database started from it migrates and keeps its data like any other.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { writePgliteTemplate } from "../../../scripts/pglite-template.mjs";
import { openDatabase, pgliteDirectory } from "./connection.ts";
import { templateFor } from "./pglite-template.ts";
import { rowsOf } from "./rows-of.ts";

const dir = mkdtempSync(join(tmpdir(), "ra-template-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const template = join(dir, "template.tar.gz");

describe("the build's empty database", () => {
  it("starts a new data directory, which migrates and keeps its rows", {
    timeout: 60_000,
  }, async () => {
    expect(templateFor(pgliteDirectory(join(dir, "site")), template)).toBeNull(); // none built yet
    await writePgliteTemplate(template);
    const dataDir = join(dir, "site");
    const copy = templateFor(pgliteDirectory(dataDir), template);
    expect(copy).toBeInstanceOf(Blob);

    const first = await openDatabase({ dataDir, loadDataDir: copy ?? undefined });
    await first.migrate();
    await first.db.execute(sql`insert into app_settings (key, value) values ('kept', 'yes')`);
    await first.close();

    // Now it exists: opened as it is, never replaced by the template.
    expect(templateFor(pgliteDirectory(dataDir), template)).toBeNull();
    const again = await openDatabase({ dataDir });
    const [row] = await rowsOf<{ value: string }>(
      again.db,
      sql`select value from app_settings where key = 'kept'`,
    );
    await again.close();
    expect(row?.value).toBe("yes");
  });
});

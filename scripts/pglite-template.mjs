// An empty PGlite data directory, made once at build time (dist/server/pglite-template.tar.gz).
// Creating a data directory runs PostgreSQL's initdb in WebAssembly, which takes about 860 MB of
// memory whatever the data; starting from this copy takes about 380 MB. So the first start of a
// production install, and every restore into a new DATA_DIR, fit a 512 MB machine
// (src/server/db/pglite-template.ts reads it). It is made by the PGlite the build was made with,
// and the build fingerprint covers the lock file, so a new PGlite gets a new template.
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

export async function writePgliteTemplate(path) {
  const db = await PGlite.create("memory://");
  try {
    const archive = await db.dumpDataDir("gzip");
    writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await db.close();
  }
}

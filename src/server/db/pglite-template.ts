// A new embedded database starts from the empty data directory made at build time
// (scripts/pglite-template.mjs) rather than from PostgreSQL's initdb, which needs about 860 MB of
// memory where opening the copy needs about 380 MB. Without a build (tests, `npm run dev`) or
// with a template that cannot be used, initdb runs as before.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./paths.ts";

export const pgliteTemplatePath = () => join(projectRoot(), "dist/server/pglite-template.tar.gz");

/** The template, for a data directory PGlite has not created yet; null otherwise. */
export function templateFor(pgdata: string, template = pgliteTemplatePath()): Blob | null {
  if (existsSync(join(pgdata, "PG_VERSION")) || !existsSync(template)) return null;
  return new Blob([readFileSync(template)]);
}

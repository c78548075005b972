import { existsSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, found from this file whether it runs from src/ or from the dist/ bundle. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Could not find the project root (package.json).");
    dir = parent;
  }
  return dir;
}

const fromBundle = fileURLToPath(import.meta.url).includes(`${sep}dist${sep}server${sep}`);

/** The SQL migrations: beside the bundle in dist/server (copied there by `npm run build`, so a
 * production install needs no sources), else in the sources. */
export const migrationsFolder = () =>
  fromBundle
    ? join(projectRoot(), "dist/server/migrations")
    : join(projectRoot(), "src/server/db/migrations");

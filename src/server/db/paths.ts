import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
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

export const migrationsFolder = () => join(projectRoot(), "src/server/db/migrations");

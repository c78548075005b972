// `npm run backup | restore | admin:password | postcodes:import`: a command-line tool, from its source through tsx
// when the development dependencies are installed, else as built into dist/server by `npm run
// build` (a production install has no tsx). Either way it runs in this process, so signals and
// the terminal reach it directly.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const TOOLS = ["backup", "restore", "admin-password", "postcodes-import"];

// The tool's own arguments start after its name, where it expects them.
const [tool] = process.argv.splice(2, 1);
if (!TOOLS.includes(tool)) {
  console.error(`Usage: node scripts/cli.mjs ${TOOLS.join("|")} [arguments]`);
  process.exit(2);
}

const built = join(root, "dist", "server", `${tool}.js`);
if (existsSync(join(root, "node_modules", "tsx", "package.json"))) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(join(root, "src", "server", "cli", `${tool}.ts`)).href);
} else if (existsSync(built)) {
  await import(pathToFileURL(built).href);
} else {
  console.error(`dist/server/${tool}.js is missing: run npm run build first.`);
  process.exit(1);
}

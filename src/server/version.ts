// The running version, from package.json (beside the build in a production install too), for
// /healthz and the start-up log: which release answers, during and after an upgrade.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./db/paths.ts";

export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version: string }
).version;

// A newcomer on an old Node (Debian's 20, say) is told in one line which Node to get, before
// anything that would fail with an error that names something else. Checked with the machine's
// own old Node when it has one (this machine's /usr/bin/node is 20).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./db/paths.ts";

const OLD_NODE = "/usr/bin/node";
const oldVersion = existsSync(OLD_NODE)
  ? spawnSync(OLD_NODE, ["--version"], { encoding: "utf8" }).stdout.trim()
  : "";
const isOld = /^v(1\d|20|21|22\.(\d|1[0-8])\.)/.test(oldVersion);

describe.runIf(isOld)(`npm start and npm test on ${oldVersion}`, () => {
  for (const script of ["start.mjs", "test.mjs", "build.mjs"]) {
    it(`scripts/${script} stops at once, naming the Node it needs`, () => {
      const run = spawnSync(OLD_NODE, [join(projectRoot(), "scripts", script)], {
        encoding: "utf8",
        timeout: 10_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /^Real Access needs Node 22\.19 or newer, and this is Node 2?\d/,
      );
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
    });
  }
});

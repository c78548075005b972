// The README names some of the code's lists in its prose: the page cache's areas and the admin's
// features. Each is read back here, so a rename in the code fails until the README says it too.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AREAS } from "./content-kinds.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const README = readFileSync(resolve(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");

/** The `code` names in the README's text from `start` up to the next `end`. */
function namesAfter(start: string, end: string): string[] {
  const from = README.indexOf(start);
  expect(from, `the README says "${start}"`).toBeGreaterThanOrEqual(0);
  const text = README.slice(from, README.indexOf(end, from + start.length));
  return [...text.matchAll(/`([^`]+)`/g)].map(([, name = ""]) => name);
}

describe("the README", () => {
  it("names the page cache's areas as the code does", () => {
    expect(namesAfter("an area it shows (", ")").toSorted()).toEqual([...AREAS].toSorted());
  });

  it("names only admin features that exist", () => {
    const named = namesAfter("The admin is split into features by job:", "The shell");
    expect(named.length).toBeGreaterThan(3);
    const missing = named.filter((name) => !existsSync(resolve(ROOT, "src/web/features", name)));
    expect(missing).toEqual([]);
  });
});

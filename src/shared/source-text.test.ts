// Rules for the text of src/ that no type can hold: a kind's name is written once, and a comment's
// pointer to another file leads somewhere. Each reads every source file, so a new one is checked too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KIND_NAMES } from "./content-kinds.ts";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sourceFiles(SRC);
const named = (file: string) => relative(SRC, file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe("the code of src/", () => {
  it("finds the files to read", () => {
    expect(FILES.length).toBeGreaterThan(300);
  });

  // A kind's name is declared once (./content-kinds.ts); a union of them written out by hand misses
  // the next kind. Derive it from the descriptors instead, as `FeedKind` and `ArticleKind` do.
  it("never lists kind names by hand as a union", () => {
    const kinds = KIND_NAMES.map((name) => `"${name}"`).join("|");
    const union = new RegExp(`(${kinds})\\s*\\|\\s*(${kinds})`);
    const listing = FILES.filter(
      (file) => !file.endsWith("shared/content-kinds.ts") && !isTest(file),
    ).flatMap((file) => {
      const found = readFileSync(file, "utf8").match(union);
      return found ? [`${named(file)}: ${found[0]}`] : [];
    });
    expect(listing).toEqual([]);
  });
});

describe("the paths in comments", () => {
  // A comment that names another file by its relative path sends its reader there; a file moved
  // or renamed leaves the pointer dead, so each relative path a comment names must exist.
  it("lead to files and folders that exist", () => {
    const dead = FILES.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const comment = line.match(/(?:\/\/|^\s*\*)(.*)$/)?.[1] ?? "";
          return [...comment.matchAll(/(?<![\w/.])(\.\.?\/[\w./-]*[\w/])/g)]
            .filter(([, path = ""]) => !existsSync(resolve(dirname(file), path)))
            .map(([path]) => `${named(file)}:${index + 1}: ${path}`);
        }),
    );
    expect(dead).toEqual([]);
  });
});

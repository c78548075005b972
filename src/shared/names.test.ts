// One name for each thing (docs/glossary.md): an article, a story and the publishing pipeline went
// by several words (advice, expert-articles, authoring; community, moderation; written, writing,
// editing). No file or folder of the code may be named with one of the old words again. Stored
// names stay: applied migrations keep theirs, and `advice-*` files about the Advice & Solutions page
// are about that page.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const OLD_NAMES: [RegExp, string][] = [
  [/(^|\/)advice(\/|\.[a-z.]+$)/, "article"],
  [/expert-articles?/, "article"],
  [/authoring/, "publishing"],
  [/(^|[/-])community/, "story"],
  [/(^|\/)moderation\//, "stories (or contact, for messages)"],
  [/(^|[/-])(written|writing|editing)([-./]|$)/, "publishing"],
];

/** Applied migrations cannot be renamed, nor the tests that name them. */
const STORED = /^src\/server\/db\/(migrations\/|[\w-]+-migration\.test\.ts$)/;

const files = execFileSync("git", ["ls-files", "src", "tests", "scripts", "build"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !STORED.test(file));

describe("one name for each thing", () => {
  it("finds the code's files to check", () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it("names no file or folder with an old word for an article, a story or publishing", () => {
    const misnamed = files.flatMap((file) =>
      OLD_NAMES.filter(([pattern]) => pattern.test(file)).map(
        ([, name]) => `${file}: say "${name}"`,
      ),
    );
    expect(misnamed).toEqual([]);
  });
});

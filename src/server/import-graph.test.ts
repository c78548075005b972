// The shape of the house, checked: no module of src/ reaches itself through its imports (type-only
// ones count: a circle of types is still a knot to untie before anything in it can move), and the
// server's folders import only downwards, in the order below. Imports are read with the parser Vite
// already uses (oxc, through `vite`'s parseSync), so a new import is checked as it is written.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = join(SRC, "server");

/**
 * The server's folders and top-level files, lowest first: each may import the ones before it,
 * never one after it. Lower layers are building blocks that know nothing of what is built on them,
 * so any of them can be used (and tested) without loading the layers above:
 * - config.ts: the settings, read once at boot.
 * - http: HTTP-level pieces every layer may answer with (HttpError, the busy answer, cookies, the
 *   client's address, caching headers); they register nothing on the app.
 * - db: the schema, the connection, migrations, backups, and the SHA-256 stored in place of a
 *   secret or as a backup's checksum.
 * - off-thread: the worker pool, and the work it runs (Markdown, passwords, feeds, images).
 * - lib: server-wide rules over the database (audit log, data version, rate limits, publication),
 *   and the shapes the features' registries list (a kind of content, a kind written in the admin).
 * - auth: who is asking, and the guard.
 * - render and metrics: the page renderer and cache, and what is measured of them.
 * - plugins: only register things on the app (error handler, load shedding, headers, static files).
 * - modules: the features' routes and services, composed by app.ts and main.ts.
 * - test: helpers for the tests, above everything they set up.
 * Tests (*.test.ts) are not held to the order: they assemble whatever they check.
 */
const SERVER_LAYERS = [
  "config.ts",
  "http",
  "db",
  "version.ts",
  "off-thread",
  "jobs",
  "lib",
  "auth",
  "render",
  "metrics",
  "plugins",
  "openapi",
  "modules",
  "cli",
  "app.ts",
  "main.ts",
  "test",
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names, or null for packages, assets and anything outside src/. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && isFile(path));
  return found && !relative(SRC, found).startsWith("..") ? found : null;
}

/** Every relative specifier a file imports or re-exports, statically or with import("…"). */
function specifiersOf(file: string, text: string): string[] {
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.flatMap(({ moduleRequest }) => {
      const literal = /^(["'`])([^"'`$]*)\1$/.exec(
        text.slice(moduleRequest.start, moduleRequest.end),
      );
      return literal?.[2] ? [literal[2]] : [];
    }),
  ];
}

type Graph = Map<string, Set<string>>;

function importGraph(files: string[]): Graph {
  return new Map(
    files.map((file) => {
      const targets = specifiersOf(file, readFileSync(file, "utf8")).flatMap((specifier) => {
        const target = resolveImport(file, specifier);
        return target ? [target] : [];
      });
      return [file, new Set(targets)];
    }),
  );
}

/** The strongly connected components with more than one file (or a file importing itself). */
function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** A server file's layer: its folder under src/server, or its own name at the top level. */
const layerOf = (file: string) => relative(SERVER, file).split("/")[0] ?? "";

/** A feature module's name (its folder under src/server/modules), or null for any other file. */
const moduleOf = (file: string) => {
  const [folder, name, ...rest] = relative(SERVER, file).split("/");
  return folder === "modules" && name && rest.length > 0 ? name : null;
};

/**
 * The pairs of feature modules that import each other, either way round, by any of their files
 * (type-only imports count). Each file may be free of circles while two modules still lean on each
 * other: then neither can be read, moved or tested without the other.
 */
function twoWayTies(graph: Graph): string[] {
  const leansOn = new Set<string>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (from === null || isTest(file)) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (to !== null && to !== from) leansOn.add(`${from} -> ${to}`);
    }
  }
  return [...leansOn]
    .map((edge) => edge.split(" -> ") as [string, string])
    .filter(([from, to]) => from < to && leansOn.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

/**
 * How many two-way ties between modules are tolerated: each is a knot to untie (move the shared
 * piece to the module that owns it, or below modules), and the number only comes down.
 */
const MOST_TWO_WAY_TIES = 0;

const graph = importGraph(sourceFiles(SRC));
const named = (file: string) => relative(SRC, file);

describe("the import graph of src/", () => {
  it("reads every file's imports, type-only ones included", () => {
    expect(specifiersOf("a.ts", 'import type { A } from "./a.ts";')).toEqual(["./a.ts"]);
    expect(specifiersOf("b.ts", 'export type { B } from "./b";\nawait import("./c.ts");')).toEqual([
      "./b",
      "./c.ts",
    ]);
    expect(graph.size).toBeGreaterThan(100);
  });

  it("has no circles", () => {
    expect(circles(graph).map((component) => component.map(named))).toEqual([]);
  });

  it(`has at most ${MOST_TWO_WAY_TIES} two-way ties between feature modules`, () => {
    const ties = twoWayTies(graph);
    expect(ties.length, ties.join("\n")).toBeLessThanOrEqual(MOST_TWO_WAY_TIES);
  });

  it("finds a two-way tie between modules when there is one", () => {
    const modules = join(SERVER, "modules");
    const file = (path: string) => join(modules, path);
    const tied: Graph = new Map([
      [file("a/one.ts"), new Set([file("b/two.ts")])],
      [file("b/three.ts"), new Set([file("a/four.ts")])],
      [file("c/five.ts"), new Set([file("a/one.ts")])],
      [file("a/one.test.ts"), new Set([file("c/five.ts")])],
    ]);
    expect(twoWayTies(tied)).toEqual(["a <-> b"]);
  });

  it("finds a circle when there is one", () => {
    const knot: Graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(circles(knot)).toEqual([["a", "b", "c"]]);
  });

  it("declares a place for every server folder and top-level file", () => {
    const layers = new Set(
      [...graph.keys()].filter((file) => !isTest(file) && file.startsWith(SERVER)).map(layerOf),
    );
    expect([...layers].filter((layer) => !SERVER_LAYERS.includes(layer))).toEqual([]);
  });

  it("imports only downwards between server folders", () => {
    const upwards = [...graph]
      .filter(([file]) => file.startsWith(SERVER) && !isTest(file))
      .flatMap(([file, targets]) =>
        [...targets]
          .filter((target) => target.startsWith(SERVER))
          .filter(
            (target) =>
              SERVER_LAYERS.indexOf(layerOf(target)) > SERVER_LAYERS.indexOf(layerOf(file)),
          )
          .map((target) => `${named(file)} -> ${named(target)}`),
      );
    expect(upwards).toEqual([]);
  });
});

describe("the comments of src/", () => {
  // A comment says the rule itself or points into docs/; the tracker's issue numbers mean nothing
  // to someone reading the code later, and the repository does not hold the issues.
  it("never cite an issue number", () => {
    const citing = [...graph.keys()].flatMap((file) =>
      issueCitations(named(file), readFileSync(file, "utf8")),
    );
    expect(citing).toEqual([]);
  });

  it("find a citation broken over two lines of a comment", () => {
    const text =
      "const a = 1;\n// As asked in issue\n// 49, the list is sorted.\n/* see issues\n * #12 */\n";
    // By line number: the citations written out here would be found in this file too.
    const lines = issueCitations("example.ts", text).map((found) => found.split(":")[1]);
    expect(lines).toEqual(["2", "4"]);
    expect(issueCitations("example.ts", "// Two issues\n// to mind: 3 of them.\n")).toEqual([]);
  });
});

/**
 * Each citation of an issue number in a file's text, as "file:line: words", also where a comment
 * breaks the line between the word and the number (the word ends one line, the number starts the
 * next after its `//` or `*`).
 */
function issueCitations(name: string, text: string): string[] {
  const citation = /\bissues?(?:\s|\/\/|\*(?!\/))+#?\d+/gi;
  return [...text.matchAll(citation)].map((match) => {
    const line = text.slice(0, match.index).split("\n").length;
    return `${name}:${line}: ${match[0].replace(/\s+/g, " ")}`;
  });
}

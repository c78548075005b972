// A backup file is refused, with a message that says why, when it is not whole or not ours.
import { describe, expect, it } from "vitest";
import { BackupError } from "./backup-error.ts";
import { openDump, sealDump } from "./dump-file.ts";

/** The shape of pg_dump's plain output, with a psql fence as pg_dump 15.14+ writes it. */
const pgDumpOutput = (data = "INSERT INTO public.notes VALUES\n\t(1, 'hello');\n") => `--
-- PostgreSQL database dump
--

\\restrict AbC123

-- Dumped from database version 15.18
-- Dumped by pg_dump version 15.18

SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

CREATE SCHEMA drizzle;

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL
);

CREATE TABLE public.notes (
    id integer NOT NULL,
    body text
);

${data}
--
-- PostgreSQL database dump complete
--

\\unrestrict AbC123

`;

const taken = new Date("2026-03-01T09:00:00Z");
const sealed = sealDump(pgDumpOutput(), "PostgreSQL database", taken);
const refusal = (text: string) => {
  try {
    openDump(text, "backup.sql");
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return (error as Error).message;
  }
  throw new Error("the dump was accepted");
};

describe("a backup file", () => {
  it("says what it is on its first line and ends with a checksum", () => {
    expect(sealed.split("\n")[0]).toBe(
      "-- Real Access backup of the PostgreSQL database, taken 2026-03-01T09:00:00.000Z",
    );
    expect(sealed).toMatch(/\n-- Real Access backup checksum: sha256 [0-9a-f]{64}\n$/);
  });

  it("opens as the SQL to load, without psql's fence", () => {
    const sql = openDump(sealed, "backup.sql");
    expect(sql).toContain("INSERT INTO public.notes VALUES\n\t(1, 'hello');");
    expect(sql).not.toMatch(/restrict/);
    expect(sql).not.toContain("checksum");
  });

  it("keeps a visitor's line that looks like psql's fence, inside the data", () => {
    const data = "INSERT INTO public.notes VALUES\n\t(1, 'first line\n\\restrict AbC123\n');\n";
    const sql = openDump(sealDump(pgDumpOutput(data), "PostgreSQL database", taken), "b.sql");
    expect(sql).toContain("'first line\n\\restrict AbC123\n'");
  });

  it("refuses a file changed after it was written", () => {
    expect(refusal(sealed.replace("'hello'", "'hellO'"))).toMatch(
      /backup\.sql has been damaged or changed since it was written/,
    );
  });

  it("refuses a file cut short", () => {
    const cut = sealed.slice(0, sealed.indexOf("CREATE TABLE public.notes"));
    expect(refusal(cut)).toMatch(/backup\.sql is incomplete/);
  });

  it("refuses an empty file and one that is not a dump", () => {
    expect(refusal("")).toBe("backup.sql is empty.");
    expect(refusal("\n\n")).toBe("backup.sql is empty.");
    expect(refusal("name,email\nAda,ada@example.org\n")).toMatch(/is not a database dump/);
  });

  it("refuses another database's dump, which has no record of our migrations", () => {
    const other = pgDumpOutput().replace("drizzle.__drizzle_migrations", "public.migrations");
    expect(refusal(other)).toMatch(/is not a Real Access backup/);
  });

  it("refuses a dump of COPY data, which only psql can load", () => {
    const copy = pgDumpOutput("COPY public.notes (id, body) FROM stdin;\n1\thello\n\\.\n");
    expect(refusal(copy)).toMatch(/COPY data, which only psql can load/);
  });

  it("accepts pg_dump's own output, with no checksum, when it is whole", () => {
    expect(openDump(pgDumpOutput(), "plain.sql")).toContain("CREATE TABLE public.notes");
  });
});

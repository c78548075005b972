// The backup file: pg_dump's plain SQL, with a first line saying what it is and a last line
// holding a checksum of everything before it, so a damaged or cut-short file is refused before
// anything is loaded from it. The file stays plain SQL: `psql -f` loads it too.
import { createHash } from "node:crypto";
import { BackupError } from "./backup-error.ts";

const CHECKSUM_PREFIX = "-- Real Access backup checksum: sha256 ";
const CHECKSUM_LINE = /\n-- Real Access backup checksum: sha256 ([0-9a-f]{64})\n?$/;
const DUMP_START = "-- PostgreSQL database dump\n";
const DUMP_END = "-- PostgreSQL database dump complete\n";
/**
 * pg_dump 17.6, 16.10, 15.14 and later fence their output with psql's \restrict … \unrestrict (a
 * defence of psql against hostile dumps). They are psql commands, not SQL, and nothing else can
 * run them; pglite-tools removes them too.
 */
const PSQL_RESTRICT = /^\\(?:un)?restrict [A-Za-z0-9]+\r?\n/gm;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** pg_dump's output, made into a backup file. */
export function sealDump(dump: string, source: string, takenAt: Date): string {
  const header = `-- Real Access backup of the ${source}, taken ${takenAt.toISOString()}\n`;
  const body = `${header}${dump.replace(PSQL_RESTRICT, "")}`;
  return `${body}${body.endsWith("\n") ? "" : "\n"}${CHECKSUM_PREFIX}${sha256(body)}\n`;
}

/**
 * Checks that `text` is a whole Real Access dump and returns the SQL to load. A dump made by
 * pg_dump directly (no checksum) is accepted when it is complete and made with INSERTs.
 */
export function openDump(text: string, name: string): string {
  if (text.trim() === "") throw new BackupError(`${name} is empty.`);
  let sql = text;
  const checksum = CHECKSUM_LINE.exec(text);
  if (checksum) {
    sql = text.slice(0, checksum.index + 1);
    if (sha256(sql) !== checksum[1]) {
      throw new BackupError(
        `${name} has been damaged or changed since it was written: its checksum does not match. ` +
          "If you edited it on purpose, delete its last line (the checksum) and restore again.",
      );
    }
  }
  if (!sql.slice(0, 4096).includes(DUMP_START)) {
    throw new BackupError(`${name} is not a database dump made by \`npm run backup\`.`);
  }
  if (!sql.includes(DUMP_END)) {
    throw new BackupError(
      `${name} is incomplete: it stops before the end of the dump. Was the backup interrupted, ` +
        "or the file cut short when it was copied?",
    );
  }
  if (!/^CREATE TABLE drizzle\.__drizzle_migrations /m.test(sql)) {
    throw new BackupError(
      `${name} is not a Real Access backup: it has no record of the database's migrations.`,
    );
  }
  if (/^COPY .* FROM stdin;$/m.test(sql)) {
    throw new BackupError(
      `${name} holds its rows as COPY data, which only psql can load. Load it with psql, or ` +
        "make the backup with `npm run backup`, which writes INSERT statements.",
    );
  }
  return sql.replace(PSQL_RESTRICT, "");
}

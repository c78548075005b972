// The backup file: pg_dump's plain SQL, with a first line saying what it is and a last line
// holding a checksum of everything before it, so a damaged or cut-short file is refused before
// anything is loaded from it. The file stays plain SQL: `psql -f` loads it too.
//
// Visitors write some of the text in a dump (messages, stories), one line of it may look like
// anything, so a dump is only ever read as commands up to its first row of data, and the psql
// lines pg_dump adds are removed only where pg_dump puts them.

import { sha256Hex } from "../sha256.ts";
import { BackupError } from "./backup-error.ts";

const CHECKSUM_PREFIX = "-- Real Access backup checksum: sha256 ";
const CHECKSUM_LINE = /\n-- Real Access backup checksum: sha256 ([0-9a-f]{64})\n?$/;
const DUMP_START = "-- PostgreSQL database dump\n";
const DUMP_END = "-- PostgreSQL database dump complete\n";
const DUMPED_FROM = "\n-- Dumped from database version";

/** Everything before the first row of data: the dump's commands, and none of its rows. */
export function statementsBeforeData(dump: string): string {
  const dataStart = dump.search(/^(?:INSERT INTO|COPY) /m);
  return dataStart < 0 ? dump : dump.slice(0, dataStart);
}

/**
 * pg_dump 17.6, 16.10, 15.14 and later fence their output with psql's `\restrict KEY` (above the
 * header's "Dumped from" line) and `\unrestrict KEY` (after the closing comment), a defence of
 * psql against hostile dumps. They are psql commands, not SQL, so they go, from there only.
 */
function withoutPsqlFence(dump: string): string {
  const headerEnd = dump.indexOf(DUMPED_FROM);
  const trailerStart = dump.lastIndexOf(DUMP_END);
  if (headerEnd < 0 || trailerStart < headerEnd) return dump;
  const header = dump.slice(0, headerEnd).replace(/^\\restrict [A-Za-z0-9]+\r?\n/m, "");
  const trailer = dump.slice(trailerStart).replace(/^\\unrestrict [A-Za-z0-9]+\r?\n?/m, "");
  return header + dump.slice(headerEnd, trailerStart) + trailer;
}

/** pg_dump's output, made into a backup file. */
export function sealDump(dump: string, source: string, takenAt: Date): string {
  const header = `-- Real Access backup of the ${source}, taken ${takenAt.toISOString()}\n`;
  const body = `${header}${withoutPsqlFence(dump)}`;
  return `${body}${body.endsWith("\n") ? "" : "\n"}${CHECKSUM_PREFIX}${sha256Hex(body)}\n`;
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
    if (sha256Hex(sql) !== checksum[1]) {
      throw new BackupError(
        `${name} has been damaged or changed since it was written: its checksum does not match. ` +
          "If you edited it on purpose, delete its last line (the checksum) and restore again.",
      );
    }
  }
  if (!sql.slice(0, 4096).includes(DUMP_START)) {
    throw new BackupError(`${name} is not a database dump made by \`npm run backup\`.`);
  }
  if (!sql.slice(-512).includes(DUMP_END)) {
    throw new BackupError(
      `${name} is incomplete: it stops before the end of the dump. Was the backup interrupted, ` +
        "or the file cut short when it was copied?",
    );
  }
  const statements = statementsBeforeData(sql);
  if (!/^CREATE TABLE drizzle\.__drizzle_migrations /m.test(statements)) {
    throw new BackupError(
      `${name} is not a Real Access backup: it has no record of the database's migrations.`,
    );
  }
  if (/^COPY /m.test(sql.slice(statements.length, statements.length + 5))) {
    throw new BackupError(
      `${name} holds its rows as COPY data, which only psql can load. Load it with psql, or ` +
        "make the backup with `npm run backup`, which writes INSERT statements.",
    );
  }
  return withoutPsqlFence(sql);
}

// What a backup holds: every table's definition, the applied migrations and every row,
// except the rows of the tables that only hold sign-ins and counters keyed by visitors' addresses,
// and the background jobs' last runs (a restored record of another day's runs would mislead).
// Those are worthless after a restore (sessions would have to be signed into again anyway, and
// counters start afresh), and leaving them out keeps addresses out of files that may be kept for
// years. Their tables are still created, empty, so the schema matches the migrations.

/** Tables whose definitions a dump holds but whose rows it leaves out. */
export const TRANSIENT_TABLES = [
  "admin_sessions",
  "job_runs",
  "login_throttle",
  "rate_limit_hits",
  "webauthn_challenges",
] as const;

/**
 * Tables loaded from a public file (`npm run postcodes:import`): over a million rows that the
 * file gives back, so a backup leaves them out and the owner loads the file again after a restore.
 */
export const RELOADABLE_TABLES = ["postcodes"] as const;

/** Every table whose rows a backup leaves out. */
export const ROWS_LEFT_OUT = [...TRANSIENT_TABLES, ...RELOADABLE_TABLES] as const;

/** pg_dump's options, the same for PGlite's pg_dump (WebAssembly) and PostgreSQL's own. */
export const PG_DUMP_OPTIONS = [
  // INSERT statements, not COPY … FROM stdin: only psql can feed COPY its data, and a dump must
  // load into PGlite and through node-postgres as well. 100 rows a statement keeps loading fast.
  "--rows-per-insert=100",
  // Restorable by whichever role runs the restore, on any server.
  "--no-owner",
  "--no-privileges",
  "--encoding=UTF8",
  ...ROWS_LEFT_OUT.map((table) => `--exclude-table-data=public.${table}`),
];

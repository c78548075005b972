// What the one publishing pipeline (modules/publishing/: service.ts, revisions.ts, routes.ts) needs
// of a kind written in the admin: its table and revisions table, and the few things that are the
// kind's own — its fields' rules, what a revision keeps, how the admin shows a piece and lists
// them. Each kind's module declares its own (modules/articles/publishing.ts,
// modules/news/publishing.ts); modules/publishing/kinds.ts holds them all. Everything else (the
// lifecycle draft → in review → scheduled → published → unpublished, who may do what, checks,
// audit, e-mail) is the pipeline's, the same for every kind (its rules in ./publication.ts). The
// shape lives here, below the modules, so a kind's module and the pipeline listing it do not
// import each other.
import type { ColumnBaseConfig, ColumnDataType } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PublishingSnapshot, StoredReviewNote } from "../../shared/contracts/publishing.ts";
import type { PublicationStatus } from "../../shared/publication.ts";
import type { PublishingKindName } from "../../shared/publishing-kinds.ts";
import type { Role } from "../../shared/roles.ts";
import type { Db, Executor } from "../db/connection.ts";

/** Who is writing: a signed-in person (auth's AdminIdentity), by the fields a kind reads. */
export interface Writer {
  userId: number;
  displayName: string;
  role: Role;
}

/** The columns every kind's table has (its own come besides). */
export type PublishingTable = PgTable & {
  id: PgColumn;
  title: PgColumn;
  content: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
  authorId: PgColumn;
  reviewNote: PgColumn;
};

/** A column that is never null, holding `Data`: what is read from it is typed so. */
type ColumnOf<Data> = PgColumn<
  ColumnBaseConfig<ColumnDataType, string> & { data: Data; notNull: true }
>;

/** A revisions table: one row for every save of a piece (db/schema.ts), keeping a `Snapshot`. */
export type RevisionsTable<Snapshot extends PublishingSnapshot = PublishingSnapshot> = PgTable & {
  id: ColumnOf<number>;
  itemId: PgColumn;
  userId: PgColumn;
  savedBy: ColumnOf<string>;
  createdAt: ColumnOf<Date>;
  snapshot: ColumnOf<Snapshot>;
};

/** What every kind's row holds. */
export interface PublishingRow {
  id: number;
  title: string;
  content: string;
  status: PublicationStatus;
  publishAt: Date | null;
  publishedAt: Date;
  updatedAt: Date;
  authorId: number | null;
  reviewNote: StoredReviewNote | null;
}

export interface WriteContext<Row> {
  admin: Writer;
  /** The row as it stands, locked; none for a new draft. */
  current?: Row;
}

// Methods (not function properties), so a kind with its own row and contracts is still a
// PublishingKind of the general shape (modules/publishing/kinds.ts lists them together).
export interface PublishingKind<
  Row extends PublishingRow,
  Create extends { content: string },
  Patch extends { content?: string | undefined },
  Snapshot extends PublishingSnapshot,
  Item,
  List,
> {
  name: PublishingKindName;
  table: PublishingTable;
  revisions: RevisionsTable<Snapshot>;
  /** Checks needing no lock, made before a write's transaction (a picture is in the library). */
  check?(db: Db, input: Create | Patch, admin: Writer): Promise<void>;
  /**
   * The kind's own columns for a new draft (no `current`) or a save, in the write's transaction;
   * throws an HttpError for what may not be written (an unknown category, a contributor's top
   * story). The pipeline adds the status, author and dates.
   */
  values(
    tx: Executor,
    input: Create | Patch,
    context: WriteContext<Row>,
  ): Promise<Record<string, unknown>>;
  /** What goes with a save in its transaction, once the row is written (related quick solutions). */
  afterSave?(tx: Executor, row: Row, input: Create | Patch): Promise<void>;
  /** What a revision keeps of the row as saved. */
  snapshot(tx: Executor, row: Row): Promise<Snapshot>;
  /** A revision's fields as a save; what no longer exists (a deleted quick solution) left out. */
  restorable(db: Executor, snapshot: Snapshot): Promise<Patch>;
  /** The piece as the admin shows it, with its checks; called once a write's transaction ends. */
  forAdmin(db: Executor, row: Row): Promise<Item>;
  /** The admin's list, most recently changed first: every piece, or `authorId`'s own. */
  summaries(db: Db, authorId: number | null): Promise<List>;
  /** The public API path a visitor's page reads the piece from: its preview shows it there. */
  publicPath(id: number): string;
}

/** Any kind, whatever its own row and contracts. */
export type AnyPublishingKind = PublishingKind<
  PublishingRow,
  { content: string },
  { content?: string | undefined },
  PublishingSnapshot,
  unknown,
  unknown
>;

// The media library: images uploaded for articles, kept in the database so that they
// work on PGlite and across instances and are in every backup. Part of the Drizzle schema:
// schema.ts re-exports these tables.
import { randomBytes } from "node:crypto";
import {
  type AnyPgColumn,
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { FALLBACK_FORMATS, MEDIA_FORMATS, MEDIA_KEY_LENGTH } from "../../shared/media.ts";
import { users } from "./account-tables.ts";
import { accessGuides } from "./business-tables.ts";
import { createdAt } from "./columns.ts";

/** Bytes. node-postgres reads a Buffer, PGlite a Uint8Array: both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

// One uploaded image: its size (after turning it the right way up), what it shows (or that it is
// decorative), and the format of its fallback file. Its addresses carry its random key beside the
// id, so that a sequential id alone finds nothing.
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  key: text("key")
    .notNull()
    .$defaultFn(() => randomBytes(MEDIA_KEY_LENGTH / 2).toString("hex")),
  alt: text("alt").notNull().default(""),
  decorative: boolean("decorative").notNull().default(false),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  fallback: text("fallback", { enum: FALLBACK_FORMATS }).notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  /** A photo a business uploaded to its access guide: it goes when the guide does. */
  accessGuideId: integer("access_guide_id").references((): AnyPgColumn => accessGuides.id, {
    onDelete: "cascade",
  }),
  createdAt: createdAt(),
});

// Each image's files: every width it is served at, in AVIF, WebP and its fallback format.
export const mediaFiles = pgTable(
  "media_files",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: [...MEDIA_FORMATS, ...FALLBACK_FORMATS] }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  // The key starts with the image's id, so it also finds an image's files.
  (table) => [primaryKey({ columns: [table.mediaId, table.width, table.format] })],
);

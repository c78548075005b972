// Which postcode data the site holds and from when, kept in app_settings by
// `npm run postcodes:import`, so that pages that found something by a postcode's centre can give
// the attribution its licence asks for. A backup keeps the setting but not the postcodes, so the
// lines are shown only while the postcodes are there.
import { eq, sql } from "drizzle-orm";
import {
  POSTCODE_SOURCES,
  type PostcodeSourceYear,
  postcodeAttributionLines,
} from "../../../shared/access-guides/postcode-attribution.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { appSettings } from "../../db/schema.ts";
import { holdsPostcodes } from "./centres.ts";

const SETTING = "postcode_sources";

export interface PostcodeImportRecord extends PostcodeSourceYear {
  /** When it was loaded (ISO 8601). */
  importedAt: string;
}

const isRecord = (value: unknown): value is PostcodeImportRecord => {
  const record = value as Partial<PostcodeImportRecord> | null;
  return (
    typeof record?.source === "string" &&
    Object.hasOwn(POSTCODE_SOURCES, record.source) &&
    Number.isInteger(record.year) &&
    typeof record.importedAt === "string"
  );
};

/** The sources loaded, as recorded (whether or not their rows are still there). */
export async function postcodeImports(db: Executor): Promise<PostcodeImportRecord[]> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING));
  if (!row) return [];
  try {
    const parsed: unknown = JSON.parse(row.value);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/**
 * Records a load of `source`: in place of every earlier one when it replaced the table's rows,
 * else beside the others (a single Code-Point Open area added to what is there).
 */
export async function recordPostcodeImport(
  db: Executor,
  record: PostcodeImportRecord,
  replaced: boolean,
): Promise<void> {
  const kept = replaced
    ? []
    : (await postcodeImports(db)).filter((earlier) => earlier.source !== record.source);
  const value = JSON.stringify([...kept, record]);
  await db
    .insert(appSettings)
    .values({ key: SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The attribution lines to show under anything found by a postcode's centre; none while the site
 * holds no postcodes (never loaded, or restored from a backup and not loaded again).
 */
export async function postcodeAttribution(db: Db): Promise<string[]> {
  const imports = await postcodeImports(db);
  if (imports.length === 0 || !(await holdsPostcodes(db))) return [];
  return postcodeAttributionLines(imports);
}

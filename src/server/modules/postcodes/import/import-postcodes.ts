// `npm run postcodes:import`: streams the rows of a Code-Point Open or ONS Postcode Directory file
// into the postcodes table, a thousand a statement, all in one transaction: a file that turns out
// to be broken half-way changes nothing, and the site keeps answering from the old rows meanwhile.
// A zip as downloaded, or the directory's one big CSV, is the whole country and replaces every
// row; a single Code-Point Open CSV (one area) adds to and updates what is there.
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import type { Db, Executor } from "../../../db/connection.ts";
import { postcodes } from "../../../db/schema.ts";
import { recordPostcodeImport } from "../attribution.ts";
import {
  detectFormat,
  type PostcodeFormat,
  type PostcodeRow,
  SKIP_REASONS,
  type SkipReason,
} from "./formats.ts";
import { PostcodeImportError } from "./import-error.ts";
import { openSource, type SourceFile } from "./source-files.ts";

const BATCH = 1000;
const PROGRESS_EVERY = 100_000;

export interface ImportProgress {
  file: string;
  /** Rows read so far, from every file. */
  read: number;
  loaded: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** The data's year for the attribution, when the file does not say. */
  year?: number;
  now?: Date;
}

export interface ImportSummary {
  source: PostcodeFormat["source"];
  files: number;
  loaded: number;
  skipped: Record<SkipReason, number>;
  /** Whether the rows replaced every earlier one. */
  replaced: boolean;
  year: number;
}

const MONTH_YEAR = /_(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)_((?:19|20)\d\d)/i;

/** The release year in an ONSPD name ("ONSPD_NOV_2025_UK.csv"), if it has one. */
const yearInName = (name: string) => {
  const match = MONTH_YEAR.exec(name);
  return match ? Number(match[1]) : undefined;
};

/**
 * Upserts the batch. Four array parameters unnested, not a thousand rows of VALUES: PostgreSQL
 * then parses and plans four parameters, not four thousand (over three times as fast on PGlite).
 */
async function writeBatch(db: Executor, batch: Map<string, PostcodeRow>) {
  if (batch.size === 0) return;
  const rows = [...batch.values()];
  const column = <K extends keyof PostcodeRow>(key: K) => sql.param(rows.map((row) => row[key]));
  await db.execute(sql`
    insert into ${postcodes} (postcode, district, lat, lon)
    select * from unnest(${column("postcode")}::text[], ${column("district")}::text[],
      ${column("lat")}::float8[], ${column("lon")}::float8[])
    on conflict (postcode) do update
      set district = excluded.district, lat = excluded.lat, lon = excluded.lon`);
  batch.clear();
}

class Loader {
  format: PostcodeFormat | undefined;
  read = 0;
  loaded = 0;
  skipped = Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<
    SkipReason,
    number
  >;
  replaced = false;
  private batch = new Map<string, PostcodeRow>();

  constructor(
    private db: Executor,
    private zip: boolean,
    private options: ImportOptions,
  ) {}

  async load(file: SourceFile) {
    const parser = (await file.open()).pipe(
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
    );
    let format: PostcodeFormat | undefined;
    let writing = false; // a database error is the database's to report, not the file's
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        if (!format) {
          format = this.formatOf(file.name, record);
          if (format.header) continue;
        }
        writing = true;
        await this.take(format.read(record), file.name);
        writing = false;
      }
    } catch (error) {
      if (error instanceof PostcodeImportError || writing) throw error;
      throw new PostcodeImportError(`${file.name} could not be read: ${(error as Error).message}`);
    }
    if (!format) throw new PostcodeImportError(`${file.name} holds no rows.`);
    await this.flush();
  }

  private formatOf(name: string, first: string[]): PostcodeFormat {
    const format = detectFormat(first);
    if (!format) {
      throw new PostcodeImportError(
        `${name} is neither OS Code-Point Open (no header; a postcode, its quality, an easting ` +
          "and a northing) nor the ONS Postcode Directory (a header with pcds, lat and long). " +
          `Its first row: ${first.slice(0, 6).join(",").slice(0, 120)}`,
      );
    }
    if (this.format && this.format.source !== format.source) {
      throw new PostcodeImportError(`${name} is not in the same format as the files before it.`);
    }
    this.format = format;
    // The directory's one file lists the whole country, terminated postcodes and all.
    this.replaced = this.zip || format.source === "onspd";
    return format;
  }

  private async take(outcome: ReturnType<PostcodeFormat["read"]>, name: string) {
    this.read += 1;
    if (typeof outcome === "string") this.skipped[outcome] += 1;
    else this.batch.set(outcome.postcode, outcome);
    if (this.batch.size >= BATCH) await this.flush();
    if (this.read % PROGRESS_EVERY === 0) {
      this.options.onProgress?.({ file: name, read: this.read, loaded: this.loaded });
    }
  }

  private cleared = false;

  private async flush() {
    if (this.replaced && !this.cleared) {
      await this.db.delete(postcodes);
      this.cleared = true;
    }
    this.loaded += this.batch.size;
    await writeBatch(this.db, this.batch);
  }
}

/** Loads `file` into the postcodes table; a PostcodeImportError, with nothing changed, if it cannot. */
export async function importPostcodes(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const source = await openSource(file);
  try {
    return await db.transaction(async (tx) => {
      const loader = new Loader(tx, source.kind === "zip", options);
      for (const part of source.files) await loader.load(part);
      if (!loader.format || loader.loaded === 0) {
        throw new PostcodeImportError(
          `${file} holds no postcodes that could be loaded (${describeSkipped(loader.skipped) || "no rows"}). Nothing was changed.`,
        );
      }
      const year =
        options.year ??
        yearInName(file) ??
        yearInName(source.files[0]?.name ?? "") ??
        source.written.getUTCFullYear();
      const importedAt = (options.now ?? new Date()).toISOString();
      await recordPostcodeImport(
        tx,
        { source: loader.format.source, year, importedAt },
        loader.replaced,
      );
      return {
        source: loader.format.source,
        files: source.files.length,
        loaded: loader.loaded,
        skipped: loader.skipped,
        replaced: loader.replaced,
        year,
      };
    });
  } finally {
    source.close();
  }
}

const count = new Intl.NumberFormat("en-GB");

/** "12 terminated, 3 without a grid reference", or "" when none were skipped. */
export function describeSkipped(skipped: Record<SkipReason, number>): string {
  const words: Record<SkipReason, string> = {
    terminated: "terminated",
    "no grid reference": "with no grid reference",
    "outside the UK": "outside the UK",
    "not a postcode": "not a postcode",
  };
  return SKIP_REASONS.filter((reason) => skipped[reason] > 0)
    .map((reason) => `${count.format(skipped[reason])} ${words[reason]}`)
    .join(", ");
}

export const formatCount = (value: number) => count.format(value);

// The CSV files a postcode download holds, each read as a stream: memory stays flat however big
// the file. A zip as downloaded (Code-Point Open: Data/CSV/<area>.csv; the ONS Postcode
// Directory: the one big Data/<name>.csv, not the same rows split by area in Data/multi_csv), or
// one of its CSVs taken out of it.
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { PostcodeImportError } from "./import-error.ts";

export interface SourceFile {
  name: string;
  open(): Promise<Readable>;
}

export interface Source {
  kind: "zip" | "csv";
  files: SourceFile[];
  /** When the data was written (the newest file's date), for the attribution's year. */
  written: Date;
  close(): void;
}

const CODE_POINT_OPEN_CSV = /(^|\/)Data\/CSV\/[^/]+\.csv$/i;
const ONSPD_CSV = /(^|\/)Data\/[^/]+\.csv$/i;
const ZIP_SIGNATURE = 0x04034b50;

async function startsLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === ZIP_SIGNATURE;
  } finally {
    await handle.close();
  }
}

async function openZip(file: string): Promise<Source> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw new PostcodeImportError(
      `${file} is not a readable zip file: ${(error as Error).message}`,
    );
  }
  try {
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const codePointOpen = entries.filter((entry) => CODE_POINT_OPEN_CSV.test(entry.fileName));
    const chosen = codePointOpen.length
      ? codePointOpen
      : entries.filter((entry) => ONSPD_CSV.test(entry.fileName));
    if (chosen.length === 0) {
      throw new PostcodeImportError(
        `${file} holds no postcode CSV files: Code-Point Open keeps them in Data/CSV/ and the ` +
          "ONS Postcode Directory in Data/. Check it is the zip as downloaded.",
      );
    }
    chosen.sort((a, b) => a.fileName.localeCompare(b.fileName));
    const written = Math.max(...chosen.map((entry) => entry.getLastModDate().getTime()));
    return {
      kind: "zip",
      files: chosen.map((entry) => ({
        name: entry.fileName,
        open: () => zip.openReadStreamPromise(entry),
      })),
      written: new Date(written),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    if (error instanceof PostcodeImportError) throw error;
    throw new PostcodeImportError(
      `${file} is not a readable zip file: ${(error as Error).message}`,
    );
  }
}

/** The postcode CSVs in `file` (a zip or a CSV), or a PostcodeImportError saying why not. */
export async function openSource(file: string): Promise<Source> {
  let size: number;
  let modified: Date;
  try {
    const stats = await stat(file);
    if (stats.isDirectory()) {
      throw new PostcodeImportError(`${file} is a folder; name the zip or CSV file.`);
    }
    size = stats.size;
    modified = stats.mtime;
  } catch (error) {
    if (error instanceof PostcodeImportError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new PostcodeImportError(`${file} does not exist.`);
    throw new PostcodeImportError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (size === 0) throw new PostcodeImportError(`${file} is empty.`);
  if (await startsLikeZip(file)) return openZip(file);
  return {
    kind: "csv",
    files: [{ name: basename(file), open: async () => createReadStream(file) }],
    written: modified,
    close: () => {},
  };
}

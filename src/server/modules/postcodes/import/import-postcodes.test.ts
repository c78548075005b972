// Loading the two postcode files a site owner can download, from fixtures in their formats
// (tests/fixtures/postcodes): centres where the places are, a second load replacing the first,
// skipped rows counted, and a broken file refused with nothing changed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CODE_POINT_OPEN_NO_GRID,
  CODE_POINT_OPEN_PLACES,
  metresBetween,
  ONSPD_NO_GRID,
  ONSPD_OUTSIDE_UK,
  ONSPD_PLACES,
  ONSPD_TERMINATED,
} from "../../../../../tests/fixtures/postcodes/places.ts";
import { syntheticPostcode } from "../../../../../tests/fixtures/postcodes/synthetic.ts";
import { readZipEntry, zipOf } from "../../../../../tests/fixtures/postcodes/zip.ts";
import type { Db } from "../../../db/connection.ts";
import { postcodes } from "../../../db/schema.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { postcodeAttribution } from "../attribution.ts";
import { postcodeCentre } from "../centres.ts";
import { importPostcodes } from "./import-postcodes.ts";

const fixtures = new URL("../../../../../tests/fixtures/postcodes/", import.meta.url).pathname;
const CODE_POINT_OPEN_ZIP = join(fixtures, "codepo_gb-sample.zip");
const ONSPD_CSV = join(fixtures, "onspd-sample.csv");
const CODE_POINT_OPEN = [...CODE_POINT_OPEN_PLACES.sw, ...CODE_POINT_OPEN_PLACES.ls];
const OS_LINE = "Contains OS data © Crown copyright and database right";

const scratch = mkdtempSync(join(tmpdir(), "postcodes-import-"));
const scratchFile = (name: string, content: string | Buffer) => {
  const file = join(scratch, name);
  writeFileSync(file, content);
  return file;
};

async function held(db: Db) {
  const [row] = await db.select({ n: count() }).from(postcodes);
  return row?.n ?? 0;
}

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

describe("importing OS Code-Point Open", () => {
  it("loads the zip as downloaded: every centre within 50 m of its place, the row without a grid reference skipped", async () => {
    const summary = await importPostcodes(db, CODE_POINT_OPEN_ZIP);
    expect(summary).toMatchObject({
      source: "code-point-open",
      files: 2,
      loaded: CODE_POINT_OPEN.length,
      replaced: true,
      year: 2026,
    });
    expect(summary.skipped["no grid reference"]).toBe(1);
    expect(await held(db)).toBe(CODE_POINT_OPEN.length);
    for (const place of CODE_POINT_OPEN) {
      const centre = await postcodeCentre(db, place.postcode);
      expect(centre, place.postcode).toBeDefined();
      expect(metresBetween(centre ?? { lat: 0, lon: 0 }, place), place.place).toBeLessThan(50);
    }
    expect(await postcodeCentre(db, CODE_POINT_OPEN_NO_GRID)).toBeUndefined();
    const [district] = await db
      .select({ district: postcodes.district })
      .from(postcodes)
      .where(eq(postcodes.postcode, "LS10 1LT"));
    expect(district?.district).toBe("LS10");
    expect(await postcodeAttribution(db)).toEqual([`${OS_LINE} 2026`]);
  });

  it("gives the same table when loaded again", async () => {
    await importPostcodes(db, CODE_POINT_OPEN_ZIP);
    const before = await db.select().from(postcodes).orderBy(postcodes.postcode);
    const again = await importPostcodes(db, CODE_POINT_OPEN_ZIP);
    expect(again.loaded).toBe(CODE_POINT_OPEN.length);
    expect(await db.select().from(postcodes).orderBy(postcodes.postcode)).toEqual(before);
  });
});

describe("importing the ONS Postcode Directory", () => {
  it("loads live postcodes with their centres as given and skips terminated, unplaced and off-the-map rows", async () => {
    await importPostcodes(db, CODE_POINT_OPEN_ZIP);
    const summary = await importPostcodes(db, ONSPD_CSV, { year: 2025 });
    expect(summary).toMatchObject({
      source: "onspd",
      files: 1,
      loaded: ONSPD_PLACES.length,
      replaced: true,
      skipped: {
        terminated: 1,
        "no grid reference": 1,
        "outside the UK": 1,
        "not a postcode": 0,
      },
    });
    // The directory is the whole country: what was held before is replaced, not added to.
    expect(await held(db)).toBe(ONSPD_PLACES.length);
    expect(await postcodeCentre(db, "SW1A 1AA")).toBeUndefined();
    for (const place of ONSPD_PLACES) {
      expect(await postcodeCentre(db, place.postcode)).toEqual({ lat: place.lat, lon: place.lon });
    }
    for (const skipped of [ONSPD_TERMINATED, ONSPD_NO_GRID, ONSPD_OUTSIDE_UK]) {
      expect(await postcodeCentre(db, skipped)).toBeUndefined();
    }
    expect(await postcodeAttribution(db)).toEqual([
      `${OS_LINE} 2025`,
      "Contains Royal Mail data © Royal Mail copyright and database right 2025",
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
    ]);
  });

  it("reads the directory's zip, taking the one big CSV in Data/ and its year from its name", async () => {
    const file = scratchFile(
      "ONSPD_NOV_2025_UK.zip",
      zipOf([
        { name: "Data/ONSPD_NOV_2025_UK.csv", text: readFileSync(ONSPD_CSV, "utf8") },
        {
          name: "Data/multi_csv/ONSPD_NOV_2025_UK_HX.csv",
          text: "pcds,lat,long\nHX7 8AB,53.7,-2\n",
        },
        { name: "User Guide/readme.txt", text: "Read me" },
      ]),
    );
    const summary = await importPostcodes(db, file);
    expect(summary).toMatchObject({ source: "onspd", loaded: ONSPD_PLACES.length, year: 2025 });
    expect(await postcodeCentre(db, "HX7 8AB")).toBeUndefined();
  });
});

describe("one Code-Point Open area on its own", () => {
  it("adds to the postcodes held, and the attribution names both sources", async () => {
    await importPostcodes(db, ONSPD_CSV, { year: 2025 });
    const leeds = scratchFile("ls.csv", await readZipEntry(CODE_POINT_OPEN_ZIP, "Data/CSV/ls.csv"));
    const summary = await importPostcodes(db, leeds, { year: 2026 });
    expect(summary).toMatchObject({ replaced: false, loaded: CODE_POINT_OPEN_PLACES.ls.length });
    expect(await held(db)).toBe(ONSPD_PLACES.length + CODE_POINT_OPEN_PLACES.ls.length);
    expect(await postcodeAttribution(db)).toEqual([
      `${OS_LINE} 2025`,
      "Contains Royal Mail data © Royal Mail copyright and database right 2025",
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
      `${OS_LINE} 2026`,
    ]);
  });
});

describe("a file that cannot be loaded", () => {
  beforeAll(async () => {
    await importPostcodes(db, CODE_POINT_OPEN_ZIP);
  });

  const refused = async (file: string, message: string | RegExp) => {
    await expect(importPostcodes(db, file)).rejects.toThrow(message);
    // Nothing changed: what was held before is all still there.
    expect(await held(db)).toBe(CODE_POINT_OPEN.length);
    expect(await postcodeCentre(db, "SW1A 1AA")).toBeDefined();
  };

  it("is refused when it does not exist", async () => {
    await refused(join(scratch, "missing.zip"), `${join(scratch, "missing.zip")} does not exist.`);
  });

  it("is refused when it is neither format", async () => {
    const file = scratchFile("people.csv", "name,email\nAsha,asha@example.com\n");
    await refused(file, /^people\.csv is neither OS Code-Point Open .* Its first row: name,email$/);
  });

  it("is refused when it breaks half-way, with none of its good rows kept", async () => {
    const rows = Array.from(
      { length: 2500 },
      (_, n) =>
        `"${syntheticPostcode(n)}",10,${400000 + n},${300000 + n},"E92000001","","","","",""`,
    );
    rows.splice(2200, 0, `"${syntheticPostcode(9999)},10,400000,300000`);
    const file = scratchFile("broken.csv", `${rows.join("\n")}\n`);
    await refused(file, /^broken\.csv could not be read: /);
    expect(await postcodeCentre(db, syntheticPostcode(0))).toBeUndefined();
  });

  it("is refused when the zip is cut short", async () => {
    const whole = readFileSync(CODE_POINT_OPEN_ZIP);
    const file = scratchFile("cut.zip", whole.subarray(0, Math.floor(whole.length / 2)));
    await refused(file, /is not a readable zip file/);
  });

  it("is refused when it holds no postcode that can be loaded", async () => {
    const file = scratchFile("unplaced.csv", '"LS99 9ZZ",90,0,0,"E92000001","","","","",""\n');
    await refused(
      file,
      `${file} holds no postcodes that could be loaded (1 with no grid reference). Nothing was changed.`,
    );
  });
});

describe("the attribution", () => {
  it("is not shown once the postcodes are gone, as after a restore from a backup", async () => {
    await importPostcodes(db, CODE_POINT_OPEN_ZIP);
    expect(await postcodeAttribution(db)).toHaveLength(1);
    await db.delete(postcodes);
    expect(await postcodeAttribution(db)).toEqual([]);
  });
});

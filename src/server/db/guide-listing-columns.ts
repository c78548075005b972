// What the directory searches, sorts and measures by, computed by the database from a guide's
// published version (decision 044). Stored generated columns, so every write of `published`
// (approval, take-down, withdrawal, deletion, a restore) keeps them right without the writer
// knowing; a guide that is not published has them all null, out of every partial index.
import { type SQL, sql } from "drizzle-orm";
import { GUIDE_NEEDS } from "../../shared/access-guides/needs.ts";

/** Kilometres in a degree of latitude on the mean Earth (radius 6,371 km). */
export const KM_PER_DEGREE = 111.195;
/** The meridian the directory's flat map is centred on: Great Britain's, as the National Grid's. */
export const CENTRAL_MERIDIAN = -2;

const published = sql.raw(`"access_guides"."published"`);

export const listedTown = (): SQL => sql`lower(${published} ->> 'town')`;
export const listedDistrict = (): SQL => sql`(${published} ->> 'postcodeDistrict')`;
export const listedName = (): SQL => sql`(${published} ->> 'name')`;

/** The term of a town, a postcode district or a need in `listed_terms`. */
export const townTerm = (town: string) => `town:${town.toLowerCase()}`;
export const districtTerm = (district: string) => `district:${district.toUpperCase()}`;
export const needTerm = (need: string) => `need:${need}`;

/**
 * What a search can ask of a guide, as terms for one GIN index: its town ("town:leeds"), its
 * postcode district ("district:LS1") and each need its facts meet ("need:step-free"). GIN
 * intersects them, so a rare need in a big town reads only the guides that have both. The needs
 * come from the needs' table, so a new need changes the column and drizzle-kit writes its migration.
 */
export function listedTerms(): SQL {
  const needs = GUIDE_NEEDS.map((need) => {
    const [first = "", key] = need.path.split(".");
    const fact = key ? { [first]: { [key]: true } } : { [first]: true };
    return `CASE WHEN ("access_guides"."published" -> 'details') @> '${JSON.stringify(fact)}'::jsonb THEN '${needTerm(need.id)}' END`;
  });
  const town = `'town:' || lower("access_guides"."published" ->> 'town')`;
  const district = `'district:' || upper("access_guides"."published" ->> 'postcodeDistrict')`;
  return sql.raw(
    `CASE WHEN "access_guides"."published" IS NULL THEN NULL ELSE array_remove(ARRAY[${town}, ${district}, ${needs.join(", ")}]::text[], NULL) END`,
  );
}

/**
 * The published location on a flat map in kilometres (sinusoidal, centred on 2° W), for a GiST
 * index: across the UK a straight line on it is within about 6 % of the great-circle distance, so
 * nearest-first by `<->` picks the candidates and the exact distance orders them.
 */
export function listedAt(): SQL {
  const lat = `("access_guides"."published" -> 'location' ->> 'lat')::double precision`;
  const lon = `("access_guides"."published" -> 'location' ->> 'lon')::double precision`;
  return sql.raw(
    `point(${KM_PER_DEGREE} * (${lon} - (${CENTRAL_MERIDIAN})) * cos(radians(${lat})), ${KM_PER_DEGREE} * ${lat})`,
  );
}

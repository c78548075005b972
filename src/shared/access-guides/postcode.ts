// UK postcodes (decision 036): a guide's postcode is checked and written one way, and its outward code
// (the district, "SW1A" of "SW1A 1AA") is kept apart so the directory can be searched by it.
// Free of zod, so the directory's form can read it.

// Outward code: an area of one or two letters and a district of a digit and an optional digit or
// letter; inward code: a digit and two letters. GIR 0AA is the one exception still in use.
const POSTCODE = /^(?:([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})|(GIR) ?(0AA))$/;
const DISTRICT = /^(?:[A-Z]{1,2}[0-9][A-Z0-9]?|GIR)$/;

/** "sw1a1aa" → "SW1A 1AA"; null when it is not a UK postcode. */
export function normalisePostcode(value: string): string | null {
  const match = POSTCODE.exec(value.trim().toUpperCase().replace(/\s+/g, " "));
  if (!match) return null;
  const outward = match[1] ?? match[3];
  const inward = match[2] ?? match[4];
  return `${outward} ${inward}`;
}

/** The district of a normalised postcode: "SW1A 1AA" → "SW1A". */
export const postcodeDistrict = (postcode: string) => postcode.split(" ")[0] ?? postcode;

/** Whether a search is a postcode district ("M1", "sw1a") rather than a town's name. */
export const isPostcodeDistrict = (value: string) => DISTRICT.test(value.trim().toUpperCase());

export const POSTCODE_MESSAGE = "Enter a UK postcode, like SW1A 1AA";

// The postcode centres come from open data whose licences ask every page that uses them to say
// so: Ordnance Survey's Code-Point Open, or the ONS Postcode Directory (which holds Ordnance
// Survey's and Royal Mail's data too). Free of zod, so any page can read it.

export const POSTCODE_SOURCES = {
  "code-point-open": "OS Code-Point Open",
  onspd: "ONS Postcode Directory",
} as const;

export type PostcodeSource = keyof typeof POSTCODE_SOURCES;

export interface PostcodeSourceYear {
  source: PostcodeSource;
  /** The year of the data (its release), which each line names. */
  year: number;
}

/** The lines to show under anything found by a postcode's centre, each once. */
export function postcodeAttributionLines(sources: readonly PostcodeSourceYear[]): string[] {
  const lines: string[] = [];
  for (const { source, year } of sources) {
    lines.push(`Contains OS data © Crown copyright and database right ${year}`);
    if (source === "onspd") {
      lines.push(
        `Contains Royal Mail data © Royal Mail copyright and database right ${year}`,
        "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
      );
    }
  }
  return [...new Set(lines)];
}

/** The sources as one ASCII header value, "code-point-open 2026,onspd 2025" (the directory's). */
export const postcodeSourcesHeader = (sources: readonly PostcodeSourceYear[]) =>
  sources.map(({ source, year }) => `${source} ${year}`).join(",");

/** The header read back; what it cannot read is left out. */
export function postcodeSourcesFrom(header: string | null): PostcodeSourceYear[] {
  return (header ?? "").split(",").flatMap((each) => {
    const [source = "", year = ""] = each.trim().split(" ");
    return Object.hasOwn(POSTCODE_SOURCES, source) && /^\d{4}$/.test(year)
      ? [{ source: source as PostcodeSource, year: Number(year) }]
      : [];
  });
}

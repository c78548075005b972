// The postcode centres' credit travels from the server to the directory's page in one header.
import { describe, expect, it } from "vitest";
import {
  postcodeAttributionLines,
  postcodeSourcesFrom,
  postcodeSourcesHeader,
} from "./postcode-attribution.ts";

describe("the postcode sources' header", () => {
  it("carries each source and year, and gives back the lines their licences ask for", () => {
    const header = postcodeSourcesHeader([
      { source: "onspd", year: 2025 },
      { source: "code-point-open", year: 2026 },
    ]);
    expect(header).toBe("onspd 2025,code-point-open 2026");
    expect(postcodeAttributionLines(postcodeSourcesFrom(header))).toEqual([
      "Contains OS data © Crown copyright and database right 2025",
      "Contains Royal Mail data © Royal Mail copyright and database right 2025",
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
      "Contains OS data © Crown copyright and database right 2026",
    ]);
  });

  it("leaves out what it cannot read", () => {
    expect(postcodeSourcesFrom("made-up 2026, onspd twenty, code-point-open 2024")).toEqual([
      { source: "code-point-open", year: 2024 },
    ]);
    expect(postcodeSourcesFrom(null)).toEqual([]);
  });
});

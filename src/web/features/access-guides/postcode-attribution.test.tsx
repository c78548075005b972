// The postcode data's credit is shown as its licences word it, and not at all without the data.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { postcodeAttributionLines } from "../../../shared/access-guides/postcode-attribution.ts";
import { PostcodeAttribution } from "./postcode-attribution.tsx";

const text = (html: string) =>
  html
    .replace(/<span[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .trim();

describe("the postcode attribution", () => {
  it("credits Ordnance Survey for Code-Point Open", () => {
    const lines = postcodeAttributionLines([{ source: "code-point-open", year: 2026 }]);
    expect(text(renderToStaticMarkup(<PostcodeAttribution lines={lines} />))).toBe(
      "Postcode locations:\nContains OS data © Crown copyright and database right 2026",
    );
  });

  it("credits Ordnance Survey, Royal Mail and the ONS for the ONS Postcode Directory, each once", () => {
    const lines = postcodeAttributionLines([
      { source: "onspd", year: 2025 },
      { source: "onspd", year: 2025 },
    ]);
    expect(lines).toEqual([
      "Contains OS data © Crown copyright and database right 2025",
      "Contains Royal Mail data © Royal Mail copyright and database right 2025",
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
    ]);
  });

  it("shows nothing while the site holds no postcodes", () => {
    expect(renderToStaticMarkup(<PostcodeAttribution lines={[]} />)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { pageEtag } from "../render/page-cache.ts";
import { encodedEtag, preferredCoding } from "./content-coding.ts";

describe("content codings", () => {
  it("picks the coding the browser prefers among brotli and gzip", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredCoding("identity")).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });

  it("gives each compressed form its own validator", () => {
    const etag = pageEtag("<p>x</p>");
    expect(encodedEtag(etag, "br")).toBe(`${etag.slice(0, -1)}-br"`);
    expect(encodedEtag(etag, "br")).not.toBe(encodedEtag(etag, "gzip"));
  });
});

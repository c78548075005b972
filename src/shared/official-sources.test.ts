import { describe, expect, it } from "vitest";
import type { OfficialSource } from "./official-sources.ts";
import * as sources from "./official-sources.ts";

/** The hosts of official bodies a source may live on. */
const OFFICIAL_HOSTS = [
  "www.legislation.gov.uk",
  "www.gov.uk",
  "www.equalityhumanrights.com",
  "www.acas.org.uk",
  "www.relayuk.bt.com",
  "www.nhs.uk",
  "www.w3.org",
  "www.who.int",
];

/** True for an absolute https address on one of the official hosts. */
function isOfficialHttpsUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === "https:" &&
    !parsed.username &&
    !parsed.password &&
    !parsed.port &&
    OFFICIAL_HOSTS.includes(parsed.hostname)
  );
}

const all = Object.entries(sources).filter(
  (entry): entry is [string, OfficialSource] =>
    typeof entry[1] === "object" && entry[1] !== null && "url" in entry[1],
);

describe("official sources", () => {
  it("are absolute https addresses on official hosts, each with a title and a publisher", () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const [name, source] of all) {
      expect(isOfficialHttpsUrl(source.url), name).toBe(true);
      expect(source.title.trim(), name).not.toBe("");
      expect(source.publisher.trim(), name).not.toBe("");
    }
    expect(new Set(all.map(([, source]) => source.url)).size).toBe(all.length);
  });

  it.each([
    ["http://www.gov.uk/access-to-work", "plain http"],
    ["//www.gov.uk/access-to-work", "a protocol-relative address"],
    ["/contact", "a path on this site"],
    ["https://www.gov.uk.example.com/access-to-work", "a look-alike host"],
    ["https://user@www.gov.uk/", "a user name"],
    ["https://www.gov.uk:8443/", "a port"],
    ["javascript:alert(1)", "script"],
    ["not a url", "not an address"],
  ])("refuses %s (%s)", (url) => {
    expect(isOfficialHttpsUrl(url)).toBe(false);
  });
});

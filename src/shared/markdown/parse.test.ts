// Which links in an article may be followed: a path is on this site only if the browser, reading
// it, stays here. `/\evil.example` and `/<tab>/evil.example` look like paths but lead off-site.
import { describe, expect, it } from "vitest";
import { safeLinkHref } from "./parse.ts";

describe("links an article may carry", () => {
  it.each([
    ["/advice-and-solutions", "/advice-and-solutions"],
    ["/news?page=2#top", "/news?page=2#top"],
    [" /about ", "/about"],
    ["https://www.gov.uk/guidance", "https://www.gov.uk/guidance"],
    ["mailto:hello@example.org", "mailto:hello@example.org"],
  ])("follows %j as %j", (url, href) => {
    expect(safeLinkHref(url)).toBe(href);
  });

  it.each([
    "/\\evil.example",
    "/\t/evil.example",
    "//evil.example/page",
    "/\\/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "not a link",
  ])("refuses %j", (url) => {
    expect(safeLinkHref(url)).toBeNull();
  });
});

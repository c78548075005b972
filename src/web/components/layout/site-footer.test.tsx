// The footer's Resources link to the official pages they name, on every page.
import { describe, expect, it } from "vitest";
import * as officialSources from "../../../shared/official-sources.ts";
import { render } from "../../entry-server.tsx";
import { FOOTER_RESOURCES } from "./site-footer.tsx";

const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

describe("the footer's Resources", () => {
  it("are the four original names, each an absolute https address on an official host", () => {
    expect(FOOTER_RESOURCES.map((resource) => resource.label)).toEqual([
      "The Equality Act 2010",
      "WCAG Standards",
      "Training Programmes",
      "Case Studies",
    ]);
    // Each is one of the listed official sources, which their own test holds to official hosts.
    for (const { label, source } of FOOTER_RESOURCES) {
      expect(Object.values(officialSources), label).toContain(source);
    }
  });

  it("are rendered as links, not plain text, on a page", async () => {
    const { html } = await render({ url: "/about", site, fetchJson: async () => [] });
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    const resources = footer.slice(
      footer.indexOf(">Resources</h2>"),
      footer.indexOf("</ul>", footer.indexOf(">Resources</h2>")),
    );
    const links = [...resources.matchAll(/<a [^>]*href="(https:[^"]*)"[^>]*>([^<]*)</g)].map(
      ([, href, text]) => ({ href, text }),
    );
    expect(links).toEqual(
      FOOTER_RESOURCES.map(({ label, source }) => ({ href: source.url, text: label })),
    );
    for (const { href } of links) expect(new URL(href ?? "").protocol).toBe("https:");
  });
});

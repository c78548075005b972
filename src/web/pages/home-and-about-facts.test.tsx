// The home page's figures say where they come from, and neither the home page nor About
// says employers must think ahead (that anticipatory duty is the service provider's).
import { describe, expect, it } from "vitest";
import * as officialSources from "../../shared/official-sources.ts";
import { render } from "../entry-server.tsx";

const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const page = async (url: string) => {
  const { html } = await render({ url, site, fetchJson: async () => [] });
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replaceAll("<!-- -->", "");
};

describe("the home page's statistics strip", () => {
  it("keeps the original figures and captions, and captions each with its source or honesty", async () => {
    const main = await page("/");
    for (const text of [
      "1B+",
      "people with disabilities worldwide",
      "80%",
      "have hidden disabilities",
      "15%",
      "of the global population",
      "100%",
      "benefit from accessibility",
      "WHO and World Bank, 2011. WHO&#x27;s 2023 estimate is 1.3 billion.",
      "WHO and World Bank, 2011. WHO&#x27;s 2023 estimate is 16%.",
      "A widely quoted estimate, not an official statistic",
      "Not a measurement",
    ]) {
      expect(main, text).toContain(text);
    }
    const strip = main.slice(
      main.indexOf('id="statistics-title"'),
      main.indexOf("</section>", main.indexOf('id="statistics-title"')),
    );
    const sources = [...strip.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(sources).toHaveLength(2);
    // Each is a listed official source, which their own test holds to official hosts.
    const officialUrls = Object.values(officialSources).map((source) => source.url);
    for (const href of sources) expect(officialUrls, href).toContain(href);
  });
});

describe("the duty to think ahead", () => {
  for (const url of ["/", "/about"]) {
    it(`is the service provider's on ${url}; the employer's duty starts on knowledge`, async () => {
      const main = await page(url);
      expect(main).not.toMatch(/employers to make reasonable adjustments[^.]*, and to think/);
      expect(main).toMatch(/could reasonably be expected to know/);
    });
  }
});

describe("the law they cite", () => {
  for (const url of ["/", "/about"]) {
    it(`names Northern Ireland's Act beside the Equality Act on ${url}`, async () => {
      const main = (await page(url)).replace(/\s+/g, " ");
      expect(main).toMatch(
        /Equality Act 2010 in Great Britain|Great Britain the Equality Act 2010/,
      );
      expect(main).toMatch(
        /Disability Discrimination Act 1995 in Northern Ireland|Northern Ireland the Disability Discrimination Act 1995/,
      );
    });
  }
});

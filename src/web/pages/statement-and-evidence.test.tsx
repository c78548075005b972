// The accessibility statement and its evidence page say the same about what has not been done: the
// statement said no specialist had tested the site while the evidence page listed screen-reader
// checks "still" done by hand, which nobody had done.
import { describe, expect, it } from "vitest";
import { NOT_YET_CHECKED } from "../content/accessibility-checks.ts";
import { NOT_YET_TESTED } from "../content/not-yet-tested.ts";
import { render } from "../entry-server.tsx";

const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const mainOf = async (url: string) => {
  const { html } = await render({ url, site, fetchJson: async () => [] });
  return html.slice(html.indexOf("<main"), html.indexOf("</main>")).replaceAll("<!-- -->", "");
};

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

describe("the statement and the evidence page", () => {
  it("both say, in the same words, that nobody has yet tested the site with people or specialists", async () => {
    for (const url of ["/accessibility-statement", "/accessibility-statement/evidence"]) {
      expect(await mainOf(url), url).toContain(escaped(NOT_YET_TESTED));
    }
  });

  it("lists real screen readers under what has not been checked yet, never as checked by hand", async () => {
    const evidence = await mainOf("/accessibility-statement/evidence");
    const notYet = evidence.slice(evidence.indexOf("What we have not checked yet"));
    for (const item of NOT_YET_CHECKED) expect(notYet).toContain(escaped(item));
    expect(notYet).toContain("real screen readers");
    for (const url of ["/accessibility-statement", "/accessibility-statement/evidence"]) {
      const main = await mainOf(url);
      expect(main, url).not.toMatch(/\bstill check|\bby hand\b/i);
    }
  });
});

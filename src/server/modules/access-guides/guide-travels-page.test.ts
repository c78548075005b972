// The manage page's copy for the business's own website, as the server renders it (so it is there
// without JavaScript): only for a published guide, and always the version visitors see.
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
const { app, db } = await setUpTestApp({}, undefined, { pages });

const HEADING = "Your guide on your own website, and on paper";
const managePage = async (token: string) =>
  (await app.inject({ url: `/access-guides/manage/${token}` })).body;
/** The text of the read-only box labelled `label`, as the browser would show it. */
function box(html: string, label: string): string | null {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  const found =
    id && new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  if (!found?.[1]) return null;
  return found[1]
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("the manage page's copy of the guide for the business's website", () => {
  it("gives a published guide's HTML, JSON-LD and large-print link, without JavaScript", async () => {
    const guide = await makeAccessGuide(db, { name: "Copy & Paste Café", published: true });
    const html = await managePage(guide.manageToken);
    expect(html).toContain(HEADING);
    expect(html).toContain(`href="/access-guides/${guide.id}-copy-and-paste-cafe/print"`);
    const block = box(html, "Your guide as HTML, for your website");
    expect(block).toContain("<h2>Access guide: Copy &amp; Paste Café</h2>");
    expect(block).toContain("<dt>Door clear width</dt>\n<dd>900 mm</dd>");
    const jsonLd = box(html, "Your guide&#x27;s facts for search engines \\(JSON-LD\\)");
    expect(JSON.parse(jsonLd?.replace(/<\/?script[^>]*>/g, "") ?? "")[0].name).toBe(
      "Copy & Paste Café",
    );
  });

  it("is not offered before the guide is published", async () => {
    const draft = await makeAccessGuide(db, { name: "Not Yet Café" });
    const html = await managePage(draft.manageToken);
    expect(html).toContain("Your access guide: Not Yet Café");
    expect(html).not.toContain(HEADING);
  });

  it("keeps to the published version while an edit waits for review", async () => {
    const guide = await makeAccessGuide(db, { name: "Before Café", published: true });
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: "198.51.100.77",
      payload: { name: "After Café" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const block = box(await managePage(guide.manageToken), "Your guide as HTML, for your website");
    expect(block).toContain("<h2>Access guide: Before Café</h2>");
    expect(block).not.toContain("After Café");
  });
});

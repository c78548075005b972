// Admin › Top Stories › News sources, by keyboard: add a feed served by this test,
// refresh it, see its item among the available articles, remove it. The server runs with
// NEWS_SOURCES_ALLOW_PRIVATE (the feed is on 127.0.0.1) and its schedule off, so only the test's
// own presses fetch. The imported article is deleted at the end, since removing a source keeps it.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import type { NewsArticle } from "../../src/shared/contracts/news.ts";
import { NEWS_SOURCE_HINTS } from "../../src/shared/contracts/news-sources.ts";
import { expect, expectNoAxeViolations, tabTo, test, unique } from "./fixtures.ts";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

interface Feed {
  url: string;
  requests: IncomingMessage[];
  close: () => Promise<void>;
}

/** A one-item RSS feed on 127.0.0.1 with an ETag, which answers 304 when it is sent back. Its item
 * has a picture and a 1×1 tracking pixel on the feed's own host, which must never be asked for. */
async function serveFeed(title: string): Promise<Feed> {
  const requests: IncomingMessage[] = [];
  const etag = `"${title.replace(/\W/g, "")}"`;
  const body = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>E2E accessibility news</title><link>https://e2e.example/</link>
  <item>
    <title>${title}</title>
    <link>https://e2e.example/${encodeURIComponent(title)}</link>
    <guid>https://e2e.example/${encodeURIComponent(title)}</guid>
    <enclosure url="${origin}/picture.jpg" type="image/jpeg" length="1000"/>
    <description>&lt;p&gt;A &lt;b&gt;test&lt;/b&gt; item from the browser test's own feed.&lt;img src="${origin}/pixel.gif" width="1" height="1" alt=""&gt;&lt;/p&gt;</description>
    <pubDate>${new Date().toUTCString()}</pubDate>
  </item>
</channel></rss>`;
  const server: Server = createServer((request, response) => {
    requests.push(request);
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    const { port } = server.address() as AddressInfo;
    response
      .writeHead(200, { "content-type": "application/rss+xml", etag })
      .end(body(`http://127.0.0.1:${port}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${title.split(" ").at(-1)}.xml`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("add, refresh and remove a news source by keyboard; its item becomes an available article", async ({
  page,
  signIn,
  admin,
}) => {
  test.setTimeout(60_000);
  const title = unique("E2E feed item about step-free access");
  const feed = await serveFeed(title);
  try {
    await signIn();
    await page.getByRole("tab", { name: "Quick Solutions" }).focus();
    await page.keyboard.press("ArrowLeft");
    const section = page.getByRole("region", { name: "News sources" });
    await expect(section.getByRole("heading", { level: 4, name: "News sources" })).toBeVisible();
    await expect(section.getByText("Loading news sources…")).toHaveCount(0);

    // An empty submit: the problems by each field and in a summary, focus on the first.
    const form = section.getByRole("form", { name: "Add a news source" });
    const address = form.getByLabel("Feed address");
    const category = form.getByLabel("Category");
    const add = form.getByRole("button", { name: "Add news source" });
    // The hint names the schemes the error names, and the server takes.
    await expect(address).toHaveAccessibleDescription(NEWS_SOURCE_HINTS.url);
    expect(NEWS_SOURCE_HINTS.url).toContain("http://");
    await address.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("alert")).toContainText(
      "There are 2 problems with the news source",
    );
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/Enter the feed's web address/);
    await expect(category).toHaveAccessibleDescription(/Category is required/);
    await expectNoAxeViolations(page);

    // Add it: the feed is fetched at once.
    await page.keyboard.type(feed.url);
    await page.keyboard.press("Tab");
    await expect(category).toBeFocused();
    await page.keyboard.type("Testing");
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("News source added");
    await expect(toast(page)).toContainText("1 new article.");
    await expect(address).toHaveValue("");
    await expect(form.getByRole("alert")).toHaveCount(0);

    const item = section.getByRole("listitem").filter({ hasText: feed.url });
    await expect(item.getByRole("heading", { level: 6, name: feed.url })).toBeVisible();
    const fact = (name: string) => item.locator("dt", { hasText: name }).locator("+ dd");
    await expect(fact("Category")).toHaveText("Testing");
    await expect(fact("Items in feed")).toHaveText("1");
    await expect(fact("Articles imported")).toHaveText("1");
    await expect(fact("Last error")).toHaveText("None");
    await expect(fact("Last fetched")).not.toHaveText("Not yet");

    // Its item is an available article, not a top story, its HTML reduced to text.
    const available = page.getByRole("region", { name: "Available articles" });
    const article = available.getByRole("listitem").filter({ hasText: title });
    await expect(article).toContainText("Testing");
    await expect(article.getByRole("button", { name: `Mark top story: ${title}` })).toBeVisible();
    const news: (NewsArticle & { url: string })[] = await (
      await admin.get("/api/news?limit=100")
    ).json();
    const imported = news.find((story) => story.title === title);
    expect(imported).toMatchObject({
      excerpt: "A test item from the browser test's own feed.",
      sourceUrl: `https://e2e.example/${encodeURIComponent(title)}`,
      isTopStory: false,
      // No picture from the feed's host is kept, the pixel included.
      imageUrl: null,
    });
    expect(JSON.stringify(imported)).not.toContain("127.0.0.1");
    // Its page shows no picture, so no visitor's browser is sent to the feed's host.
    const reader = await page.context().newPage();
    await reader.goto(imported?.url ?? "/news");
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.locator("main img")).toHaveCount(0);
    await reader.close();
    expect(feed.requests.map((request) => request.url)).not.toContainEqual(
      expect.stringMatching(/picture|pixel/),
    );

    // Refresh: a conditional GET, and the feed has not changed.
    await item.getByRole("button", { name: `Refresh: ${feed.url}` }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("News source refreshed");
    await expect(toast(page)).toContainText("The feed has not changed since it was last fetched.");
    expect(feed.requests.at(-1)?.headers["if-none-match"]).toBeTruthy();
    await expect(fact("Articles imported")).toHaveText("1");
    await expectNoAxeViolations(page);

    // Remove it, after a confirmation that names it; focus stays in the list.
    await item.getByRole("button", { name: `Remove: ${feed.url}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Remove news source" });
    await expect(confirm).toContainText(`Stop fetching ${feed.url}?`);
    await expectNoAxeViolations(page);
    await tabTo(page, confirm.getByRole("button", { name: "Remove news source" }));
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("News source removed");
    await expect(confirm).toBeHidden();
    await expect(item).toHaveCount(0);
    await expect(section.locator("h5:focus, h6:focus")).toHaveCount(1);
    // The article it brought stays.
    await expect(article).toBeVisible();

    if (imported) expect((await admin.delete(`/api/news/${imported.id}`)).status()).toBe(204);
  } finally {
    await feed.close();
  }
});

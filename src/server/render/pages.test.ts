// Server rendering fetches its data as an anonymous visitor, whoever is viewing.
import { describe, expect, it } from "vitest";
import { makeStory } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const { app, db, signIn } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

describe("server-rendered pages", () => {
  it("render the same for the admin as for a visitor, with no author's e-mail address", async () => {
    const published = await makeStory(db, {
      title: "The café that moved its menu to eye level",
      authorEmail: "published-author@example.org",
      isApproved: true,
    });
    const pending = await makeStory(db, {
      title: "A story still waiting for review",
      authorEmail: "pending-author@example.org",
      isApproved: false,
    });
    const cookie = await signIn();
    const url = "/advice-and-solutions?tab=community-stories";
    const asAdmin = await app.inject({ method: "GET", url, headers: { cookie } });
    const asVisitor = await app.inject({ method: "GET", url });

    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain(published.title);
    expect(asAdmin.body).not.toContain(published.authorEmail);
    expect(asAdmin.body).not.toContain(pending.title);
    expect(asAdmin.body).not.toContain(pending.authorEmail);
    // Only the moments the data was fetched differ, and the story form's signed time.
    const unstamped = (html: string) =>
      html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "").replace(/\d+\.[\w-]{43}/g, "");
    expect(unstamped(asAdmin.body)).toBe(unstamped(asVisitor.body));
  });
});

// Access guides without JavaScript (decision 036): the manage form of a guide in review is
// refused in words, "Take it back from review" and deleting post plain forms (deleting asks first, on a page of its own, and
// says afterwards what happened), a guide taken down is gone from its page but not from its
// business's, and every guide links to how we check them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IN_REVIEW_LOCKED } from "../../../shared/guide-safeguard-words.ts";
import { accessGuides } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded, postForm } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
const { app, db, signInAs } = await setUpTestApp({}, undefined, { pages });
const editor = (await signInAs("editor")).cookie;

let address = 0;
const nextAddress = () => `198.18.0.${++address}`;
const page = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, text: decoded(response.body) };
};

async function inReview(name: string) {
  const guide = await makeAccessGuide(db, { name });
  await db.update(accessGuides).set({ status: "in_review" }).where(eq(accessGuides.id, guide.id));
  return { ...guide, manage: `/access-guides/manage/${guide.manageToken}` };
}

describe("a guide in review, without JavaScript", () => {
  it("refuses the manage form with words in the error summary, and keeps the guide", async () => {
    const guide = await inReview("Plain Locked Café");
    const form = await postForm(
      app,
      guide.manage,
      { name: "CHANGED AFTER REVIEW", town: "Leeds", postcode: "LS1 4AP", action: "save" },
      nextAddress(),
    );
    expect(form.statusCode).toBe(409);
    expect(decoded(form.body)).toContain(IN_REVIEW_LOCKED);
    const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id));
    expect(row?.name).toBe("Plain Locked Café");
  });

  it("is taken back from review by its button, and the page says so", async () => {
    const guide = await inReview("Plain Withdrawn Café");
    expect((await page(guide.manage)).text).toContain("Take it back from review");
    const posted = await postForm(app, `${guide.manage}/withdraw`, {}, nextAddress());
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${guide.manage}?withdrawn=1`);
    const after = await page(posted.headers.location as string);
    expect(after.text).toContain(
      "Your guide is back with you as a draft. Change what you need, then send it to us again.",
    );
    expect(after.text).not.toContain("Take it back from review");
  });
});

describe("deleting a guide without JavaScript", () => {
  it("asks first on a page of its own, then says the guide is deleted", async () => {
    const guide = await makeAccessGuide(db, { name: "Plain Deleted Café", published: true });
    const manage = `/access-guides/manage/${guide.manageToken}`;
    const managePage = await page(manage);
    // The manage page links to the question; it no longer posts the delete itself.
    expect(managePage.text).toContain(`href="${manage}/delete"`);
    expect(managePage.text).not.toContain(`action="${manage}/delete"`);

    const ask = await page(`${manage}/delete`);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain(`<h1`);
    expect(ask.text).toContain("Delete this guide?");
    expect(ask.text).toContain(`action="${manage}/delete"`);
    expect(ask.text).toContain("Keep it");
    const [still] = await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id));
    expect(still).toBeDefined();

    const deleted = await postForm(app, `${manage}/delete`, {}, nextAddress());
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/access-guides/deleted");
    const said = await page("/access-guides/deleted");
    expect(said.status).toBe(200);
    expect(said.text).toContain("Your guide is deleted");
    expect((await page(manage)).text).toContain("We could not find this guide");
  });
});

describe("a guide taken down", () => {
  it("is gone from its page, and its business sees why", async () => {
    const guide = await makeAccessGuide(db, { name: "Taken Page Café", published: true });
    const address = `/access-guides/${guide.id}-taken-page-cafe`;
    const before = await page(address);
    expect(before.status).toBe(200);
    expect(before.text).toContain("How we check guides, and how to report a problem");
    const reason = "The café has closed for good, a visitor tells us.";
    const taken = await app.inject({
      method: "POST",
      url: `/api/admin/access-guides/${guide.id}/unpublish`,
      headers: { cookie: editor },
      payload: { reason },
    });
    expect(taken.statusCode).toBe(200);
    const after = await page(address);
    expect(after.status).toBe(404);
    const manage = await page(`/access-guides/manage/${guide.manageToken}`);
    expect(manage.text).toContain("Our team took your guide off the site");
    expect(manage.text).toContain(reason);
  });
});

describe("/access-guides/how-we-check", () => {
  it("is our policy, linked from the directory", async () => {
    const policy = await page("/access-guides/how-we-check");
    expect(policy.status).toBe(200);
    for (const heading of [
      "How we check access guides",
      "What we check before a guide goes up",
      "How to tell us about a problem",
      "Fake, paid and unfair feedback",
      "How a business can appeal",
    ]) {
      expect(policy.text).toContain(heading);
    }
    expect((await page("/access-guides")).text).toContain('href="/access-guides/how-we-check"');
  });
});

// The story form sent without JavaScript (POST /advice-and-solutions): the server renders the form,
// with the signed time in a hidden field, and takes its post by the API's contract and anti-spam
// rules; a refused post comes back with every value and the reason, never losing the story.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_MIN_AGE_MS,
  STORY_MESSAGES,
  STORY_TEXT,
} from "../../../shared/contracts/stories.ts";
import { STORY_FORM_PAGE } from "../../../shared/posted-forms.ts";
import { render } from "../../../web/entry-server.tsx";
import { publicConfig } from "../../config.ts";
import { communityArticles } from "../../db/schema.ts";
import {
  decoded,
  errorSummary,
  fieldValue,
  hiddenValue,
  pageTitle,
  postForm,
} from "../../test/form-pages.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";
import { STORY_SHARED_ADDRESS } from "./form-routes.ts";

const clock = testClock();
const { app, db, config } = await setUpTestApp({}, clock.now, { pages: await testPageSource() });

let address = 0;
/** Each test sends from its own client address, so the hourly limit never leaks between tests. */
const nextAddress = () => `203.0.113.${++address}`;

const CONTENT =
  "We put a bench by the till and a sign saying anyone may sit while they wait.\r\nWithin a week three regulars thanked us.";

const story = (authorEmail: string) => ({
  title: "A bench by the till",
  content: CONTENT,
  excerpt: "",
  authorName: "Maggie, café owner",
  authorEmail,
  website: "",
});

/** The page with the form, as a visitor without JavaScript gets it, and the time signed into it. */
async function openForm() {
  const page = await app.inject({ url: STORY_FORM_PAGE });
  expect(page.statusCode).toBe(200);
  const formToken = hiddenValue(page.body, "formToken");
  if (!formToken) throw new Error("the form has no signed time");
  return { html: page.body, formToken };
}

const send = (fields: Record<string, string>, from = nextAddress()) =>
  postForm(app, STORY_FORM_PAGE, fields, from);
const storedBy = (email: string) =>
  db.select().from(communityArticles).where(eq(communityArticles.authorEmail, email));
/** Past the floor: a person could have written a story by now. */
const waitLikeAPerson = () => clock.advance(FORM_TOKEN_MIN_AGE_MS + 1);

describe("the story form without JavaScript", () => {
  it("is in the page's HTML, posting to the tab, with a signed time and no loading message", async () => {
    const { html } = await openForm();
    expect(html).toContain(
      'action="/advice-and-solutions?tab=community-stories#share-story-title"',
    );
    expect(html).toMatch(/<input id="story-title"[^>]*name="title"/);
    expect(html).not.toContain("Loading the form");
    expect(html).not.toContain("needs JavaScript");
  });

  it("is cached for at most an hour, so the time signed into a cached copy is never near a day old", async () => {
    const fetchJson = async (path: string) => (await app.inject({ url: path })).json();
    const site = publicConfig(config);
    const withForm = await render({ url: STORY_FORM_PAGE, site, fetchJson });
    expect(withForm.maxAgeMs).toBe(60 * 60 * 1000);
    expect(withForm.maxAgeMs).toBeLessThan(FORM_TOKEN_MAX_AGE_MS);
    const without = await render({ url: "/advice-and-solutions", site, fetchJson });
    expect(without.maxAgeMs).toBeUndefined();
  });

  it("stores a story sent with the page's signed time, pending, and redirects to the confirmation", async () => {
    const { formToken } = await openForm();
    waitLikeAPerson();
    const response = await send({ ...story("bench@example.org"), formToken });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(STORY_SHARED_ADDRESS);
    const [row] = await storedBy("bench@example.org");
    expect(row).toMatchObject({
      isApproved: false,
      likeCount: 0,
      content: CONTENT.replace("\r\n", "\n"),
      excerpt: "We put a bench by the till and a sign saying anyone may sit while they wait.",
    });

    const confirmation = await app.inject({ url: response.headers.location as string });
    expect(confirmation.statusCode).toBe(200);
    expect(decoded(confirmation.body)).toContain(STORY_TEXT.submitted.title);
    expect(decoded(confirmation.body)).toContain(STORY_TEXT.submitted.description);
    expect(fieldValue(confirmation.body, "story-title")).toBe("");
  });

  it("renders the tab again with a 400, every value kept and each problem linked to its field", async () => {
    const { formToken } = await openForm();
    const response = await send({
      ...story("jas at example"),
      title: "",
      content: "Too short.",
      formToken,
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(pageTitle(html)).toBe("Error: Advice & Solutions | Real Access");
    expect(errorSummary(html)).toEqual({
      heading: "There are 3 problems with your story",
      links: [
        { id: "story-title", message: "Enter a title for your story" },
        { id: "story-content", message: "Content must be at least 100 characters long" },
        {
          id: "story-author-email",
          message: "Enter an e-mail address in the correct format, like name@example.com",
        },
      ],
    });
    expect(fieldValue(html, "story-content")).toBe("Too short.");
    expect(fieldValue(html, "story-author-name")).toBe("Maggie, café owner");
    expect(fieldValue(html, "story-author-email")).toBe("jas at example");
    // The time it was shown with still counts, so the put-right story is not held up again.
    expect(hiddenValue(html, "formToken")).toBe(formToken);
  });

  it("refuses a story sent faster than a person could, keeps it, and takes it a moment later", async () => {
    const { formToken } = await openForm();
    const sent = story("quick@example.org");
    const refused = await send({ ...sent, formToken });
    expect(refused.statusCode).toBe(400);
    expect(decoded(refused.body)).toContain(STORY_TEXT.submitFailed.title);
    expect(decoded(refused.body)).toContain(STORY_MESSAGES.tooFast);
    expect(fieldValue(refused.body, "story-content")).toBe(CONTENT.replace("\r\n", "\n"));
    expect(await storedBy("quick@example.org")).toEqual([]);
    // The same time comes back with the form: once a person's few seconds have passed, it goes.
    const kept = hiddenValue(refused.body, "formToken") ?? "";
    expect(kept).toBe(formToken);
    waitLikeAPerson();
    expect((await send({ ...sent, formToken: kept })).statusCode).toBe(303);
    expect(await storedBy("quick@example.org")).toHaveLength(1);
  });

  it("refuses a time more than a day old, keeps the story, and sends the form back with a new time", async () => {
    const { formToken } = await openForm();
    clock.advance(FORM_TOKEN_MAX_AGE_MS + 1);
    const sent = story("stale@example.org");
    const refused = await send({ ...sent, formToken });
    expect(refused.statusCode).toBe(400);
    expect(decoded(refused.body)).toContain(STORY_MESSAGES.staleForm);
    expect(fieldValue(refused.body, "story-title")).toBe(sent.title);
    const fresh = hiddenValue(refused.body, "formToken") ?? "";
    expect(fresh).not.toBe(formToken);
    waitLikeAPerson();
    expect((await send({ ...sent, formToken: fresh })).statusCode).toBe(303);
  });

  it("refuses a forged time, keeps the story, and sends the form back with a real one", async () => {
    const sent = story("forged@example.org");
    const refused = await send({
      ...sent,
      formToken: `${clock.now().getTime() - 60_000}.${"x".repeat(43)}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(decoded(refused.body)).toContain(STORY_MESSAGES.badToken);
    expect(fieldValue(refused.body, "story-author-name")).toBe(sent.authorName);
    const real = hiddenValue(refused.body, "formToken") ?? "";
    waitLikeAPerson();
    expect((await send({ ...sent, formToken: real })).statusCode).toBe(303);
    expect(await storedBy("forged@example.org")).toHaveLength(1);
  });

  it("quietly discards a story whose honeypot is filled: the same redirect, nothing stored", async () => {
    const { formToken } = await openForm();
    waitLikeAPerson();
    const response = await send({ ...story("bot@example.org"), website: "spam", formToken });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(STORY_SHARED_ADDRESS);
    expect(await storedBy("bot@example.org")).toEqual([]);
  });

  it("keeps the API's hourly limit of three stories, and keeps the fourth on the page", async () => {
    const from = nextAddress();
    const { formToken } = await openForm();
    waitLikeAPerson();
    for (const n of [1, 2, 3]) {
      const response = await send({ ...story(`limit${n}@example.org`), formToken }, from);
      expect(response.statusCode).toBe(303);
    }
    const refused = await send({ ...story("limit4@example.org"), formToken }, from);
    expect(refused.statusCode).toBe(429);
    expect(decoded(refused.body)).toContain(STORY_MESSAGES.submitLimited);
    expect(fieldValue(refused.body, "story-author-email")).toBe("limit4@example.org");
    expect(await storedBy("limit4@example.org")).toEqual([]);
  });
});

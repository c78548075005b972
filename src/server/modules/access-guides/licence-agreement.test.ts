// The business agrees, each time it sends its guide for review, that the guide's facts are
// published as open data under the licence of decision 046: through the API and the manage
// page's plain form, refused in words without the tick, and recorded with the date and licence.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GUIDE_DATA_LICENCE } from "../../../shared/access-guides/licence.ts";
import {
  LICENCE_AGREEMENT_LABEL,
  LICENCE_NEEDED_MESSAGE,
} from "../../../shared/access-guides/licence-words.ts";
import { accessGuides } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded, errorSummary, postForm } from "../../test/form-pages.ts";
import { GUIDE_SUBMISSION, LICENCE_TICKED } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

let address = 0;
const nextAddress = () => `192.0.2.${++address}`;

const submit = (token: string, payload?: object) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

async function rowOf(id: number) {
  const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
  if (!row) throw new Error("no such guide");
  return row;
}

const managePath = (token: string) => `/access-guides/manage/${token}`;

describe("the open-data agreement at submit", () => {
  it("refuses a guide sent through the API without the agreement, and changes nothing", async () => {
    const guide = await makeAccessGuide(db, { name: "The Unticked Tearoom" });
    for (const payload of [undefined, {}, { licenceAgreed: false }]) {
      const refused = await submit(guide.manageToken, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: LICENCE_NEEDED_MESSAGE,
        details: { fields: { licenceAgreed: LICENCE_NEEDED_MESSAGE } },
      });
    }
    const row = await rowOf(guide.id);
    expect(row.status).toBe("draft");
    expect(row.licenceAgreedAt).toBeNull();
    expect(row.licence).toBeNull();
  });

  it("records the date and the licence each time the business agrees", async () => {
    const guide = await makeAccessGuide(db, { name: "The Ticked Tearoom" });
    const sent = await submit(guide.manageToken, GUIDE_SUBMISSION);
    expect(sent.statusCode, sent.body).toBe(200);
    const first = await rowOf(guide.id);
    expect(first.status).toBe("in_review");
    expect(first.licence).toBe("ODbL-1.0");
    expect(first.licenceAgreedAt).toBeInstanceOf(Date);

    // Taken back and sent again: agreed again, at the later time.
    const withdrawn = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/withdraw`,
      remoteAddress: nextAddress(),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await submit(guide.manageToken, GUIDE_SUBMISSION)).statusCode).toBe(200);
    const again = await rowOf(guide.id);
    expect(again.licenceAgreedAt?.getTime()).toBeGreaterThan(first.licenceAgreedAt?.getTime() ?? 0);
  });

  it("asks for the tick on the manage page, with what it means and a link to the licence", async () => {
    const guide = await makeAccessGuide(db, { name: "The Reading Room" });
    const page = await app.inject({ method: "GET", url: managePath(guide.manageToken) });
    const html = decoded(page.body).replaceAll("<!-- -->", "");
    expect(html).toContain(LICENCE_AGREEMENT_LABEL);
    expect(html).toContain(`href="${GUIDE_DATA_LICENCE.url}"`);
    expect(html).toContain(`Read the ${GUIDE_DATA_LICENCE.name}`);
    expect(html).toContain("Your photos are not part of this: they stay yours");
    const box = /<input type="checkbox" id="guide-licenceAgreed"[^>]*>/.exec(html)?.[0] ?? "";
    expect(box).toContain('name="licenceAgreed"');
    // Never ticked for the business: it agrees anew each time it sends.
    expect(box).not.toContain("checked");
  });

  it("without JavaScript, sends nothing until the box is ticked, and says so in the error summary", async () => {
    const guide = await makeAccessGuide(db, { name: "The Quiet Reading Room" });
    const fields = { name: "The Quiet Reading Room", town: "Leeds", postcode: "LS1 4AP" };
    const refused = await postForm(
      app,
      managePath(guide.manageToken),
      { ...fields, "entrance.doorClearWidthMm": "910", action: "submit" },
      nextAddress(),
    );
    expect(refused.statusCode).toBe(422);
    expect(errorSummary(refused.body)?.links).toEqual([
      { id: "guide-licenceAgreed", message: LICENCE_NEEDED_MESSAGE },
    ]);
    // What was typed comes back, and nothing was saved or sent.
    expect(refused.body).toContain('value="910"');
    const untouched = await rowOf(guide.id);
    expect(untouched.status).toBe("draft");
    expect(untouched.licenceAgreedAt).toBeNull();

    const sent = await postForm(
      app,
      managePath(guide.manageToken),
      { ...fields, ...LICENCE_TICKED, action: "submit" },
      nextAddress(),
    );
    expect(sent.statusCode).toBe(303);
    const row = await rowOf(guide.id);
    expect(row.status).toBe("in_review");
    expect(row.licence).toBe(GUIDE_DATA_LICENCE.id);
  });

  it("does not ask for the tick to save changes", async () => {
    const guide = await makeAccessGuide(db, { name: "The Saved Reading Room" });
    const saved = await postForm(
      app,
      managePath(guide.manageToken),
      { name: "The Saved Reading Room", town: "Leeds", postcode: "LS1 4AP", action: "save" },
      nextAddress(),
    );
    expect(saved.statusCode).toBe(303);
  });
});

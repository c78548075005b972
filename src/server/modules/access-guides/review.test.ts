// Re-review of a changed guide: the team's queue carries the version it last approved or sent
// back, so the reviewer can be shown word by word what the business changed since.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessGuides } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = (await signInAs("editor")).cookie;

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

const review = (id: number, action: "approve" | "reject", payload?: object) =>
  app.inject({
    method: "POST",
    url: `/api/admin/access-guides/${id}/${action}`,
    headers: { cookie: editor },
    ...(payload ? { payload } : {}),
  });
const edit = (token: string, payload: object) =>
  app.inject({
    method: "PATCH",
    url: `/api/access-guides/manage/${token}`,
    remoteAddress: nextAddress(),
    payload,
  });
const submit = (token: string) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    payload: GUIDE_SUBMISSION,
    remoteAddress: nextAddress(),
  });

async function queued(id: number) {
  const queue = await app.inject({
    method: "GET",
    url: "/api/admin/access-guides",
    headers: { cookie: editor },
  });
  expect(queue.statusCode).toBe(200);
  return queue.json().find((guide: { id: number }) => guide.id === id);
}

async function waitingGuide(name: string) {
  const guide = await makeAccessGuide(db, {
    name,
    details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 800 } },
  });
  expect((await submit(guide.manageToken)).statusCode).toBe(200);
  return guide;
}

describe("the version the team last reviewed", () => {
  it("is none for a guide never reviewed", async () => {
    const { id } = await waitingGuide("The New Bakery");
    expect((await queued(id)).lastReview).toBeNull();
  });

  it("is the version sent back, when the business changes it and sends it again", async () => {
    const { id, manageToken } = await waitingGuide("Harbour Fish Bar");
    const sent = await review(id, "reject", { reason: "Measure the door with it fully open." });
    expect(sent.statusCode).toBe(200);
    await edit(manageToken, {
      name: "Harbour Fish Bar and Grill",
      details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 850 } },
    });
    expect((await submit(manageToken)).statusCode).toBe(200);
    const guide = await queued(id);
    expect(guide.details.entrance.doorClearWidthMm).toBe(850);
    expect(guide.lastReview).toEqual({
      outcome: "sent-back",
      at: expect.any(String),
      version: {
        name: "Harbour Fish Bar",
        town: "Leeds",
        postcode: "LS1 4AP",
        postcodeDistrict: "LS1",
        category: "cafe",
        location: { lat: 53.7965, lon: -1.5478 },
        details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 800 } },
        contactEmail: null,
        photoAlts: [],
      },
    });
  });

  it("is the version published, when the business edits a published guide", async () => {
    const { id, manageToken } = await waitingGuide("Millpond Tearoom");
    expect((await review(id, "approve")).statusCode).toBe(200);
    const edited = await edit(manageToken, { town: "Otley" });
    expect(edited.json().status).toBe("in_review");
    const guide = await queued(id);
    expect(guide.town).toBe("Otley");
    expect(guide.lastReview).toMatchObject({
      outcome: "published",
      version: { name: "Millpond Tearoom", town: "Leeds" },
    });
    const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
    expect(row?.lastReview?.version).toEqual(row?.published);
  });
});

// The manage page's read of the version visitors see: null until the team publishes one.
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();
const read = (token: string) => app.inject({ url: `/api/access-guides/manage/${token}/published` });

describe("GET /api/access-guides/manage/:manageToken/published", () => {
  it("gives the published version, by the guide's secret, kept out of shared caches", async () => {
    const guide = await makeAccessGuide(db, { name: "Published Copy Café", published: true });
    const response = await read(guide.manageToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().guide).toMatchObject({
      id: guide.id,
      name: "Published Copy Café",
      url: `/access-guides/${guide.id}-published-copy-cafe`,
    });
  });

  it("gives null for a guide not yet published, and not found for a wrong secret", async () => {
    const draft = await makeAccessGuide(db, { name: "Unpublished Copy Café" });
    expect((await read(draft.manageToken)).json()).toEqual({ guide: null });
    expect((await read("x".repeat(32))).statusCode).toBe(404);
  });
});

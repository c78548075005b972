// The privacy policy's promise for access guides (decision 036): a guide never published is deleted
// two years after the business last changed it; a published one stays while the business keeps it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessGuides } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { purgeExpiredData, RETENTION_MS } from "../retention/retention.ts";

const { db } = await setUpTestApp();
const NOW = new Date("2028-06-01T12:00:00Z");
const ago = (ms: number, slack: number) => new Date(NOW.getTime() - ms + slack);

describe("keeping access guides", () => {
  it("deletes a guide never published two years after its last change, and keeps the rest", async () => {
    const old = await makeAccessGuide(db, { name: "Old draft" });
    const recent = await makeAccessGuide(db, { name: "Recent draft" });
    const published = await makeAccessGuide(db, { name: "Old but published", published: true });
    const twoYears = RETENTION_MS.unpublishedGuides;
    await db
      .update(accessGuides)
      .set({ updatedAt: ago(twoYears, -60_000) })
      .where(eq(accessGuides.id, old.id));
    await db
      .update(accessGuides)
      .set({ updatedAt: ago(twoYears, 60_000) })
      .where(eq(accessGuides.id, recent.id));
    await db
      .update(accessGuides)
      .set({ updatedAt: ago(twoYears, -60_000) })
      .where(eq(accessGuides.id, published.id));

    const counts = await purgeExpiredData(db, NOW);

    expect(counts.unpublishedGuides).toBe(1);
    const kept = await db.select({ name: accessGuides.name }).from(accessGuides);
    expect(kept.map((row) => row.name).sort()).toEqual(["Old but published", "Recent draft"]);
  });
});

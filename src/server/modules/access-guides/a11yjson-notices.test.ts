// A guide's live notices in its A11yJSON: the lift that is out of use says `isWorking: false`,
// and the export still validates with the official schema, losing nothing to its clean().
import { getPlaceInfoSchemaDefinition } from "@sozialhelden/a11yjson";
import SimpleSchema from "@sozialhelden/simpl-schema";
import { describe, expect, it } from "vitest";
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";
import { a11yJsonOf } from "./a11yjson.ts";

const placeInfo = new SimpleSchema(getPlaceInfoSchemaDefinition(), { humanizeAutoLabels: false });

const guideWith = (
  details: GuideDetails,
  notices: Parameters<typeof a11yJsonOf>[0]["notices"],
) => ({
  id: 7,
  name: "The Lift Café",
  town: "Leeds",
  postcode: "LS1 4AP",
  category: "cafe",
  details,
  contactEmail: null,
  lastCheckedAt: new Date("2026-11-28T10:00:00Z"),
  url: "/access-guides/7-the-lift-cafe",
  notices,
});

function errorsOf(feature: ReturnType<typeof a11yJsonOf>) {
  const doc = { geometry: feature.geometry, properties: feature.properties };
  const context = placeInfo.newContext();
  context.validate(structuredClone(doc));
  const cleaned = placeInfo.clean(structuredClone(doc), { getAutoValues: true, mutate: false });
  return { errors: context.validationErrors(), doc, cleaned };
}

describe("live notices in a guide's A11yJSON", () => {
  it("marks the lift, a ramp and a hearing loop as not working, and stays valid", () => {
    const feature = a11yJsonOf(
      guideWith({ inside: { lift: true, liftWidthMm: 1100 }, hearingLoop: true }, [
        { facility: "lift", until: "2026-12-05", note: "An engineer is booked." },
        { facility: "ramp", until: "2026-12-01", note: null },
        { facility: "hearing-loop", until: "2026-12-02", note: null },
        { facility: "toilet", until: "2026-12-03", note: "Use the one at the library." },
      ]),
      "https://realaccess.example",
    );
    const accessibility = feature.properties.accessibility as { availableEquipment: unknown[] };
    expect(accessibility.availableEquipment).toEqual([
      expect.objectContaining({
        category: "elevator",
        isWorking: false,
        outOfOrderReason: { en: "Out of use until 2026-12-05. An engineer is booked." },
      }),
      expect.objectContaining({ category: "ramp", isWorking: false }),
      expect.objectContaining({ description: { en: "Hearing loop" }, isWorking: false }),
    ]);
    expect((feature.properties.tags as Record<string, string>)["notice.toilet"]).toBe(
      "The accessible toilet is out of use until 2026-12-03. Use the one at the library.",
    );
    const { errors, doc, cleaned } = errorsOf(feature);
    expect(errors).toEqual([]);
    expect(JSON.stringify(cleaned)).toContain('"isWorking":false');
    expect((cleaned as typeof doc).properties.tags).toEqual(doc.properties.tags);
  });

  it("adds a lift's entry when the facts had none", () => {
    const feature = a11yJsonOf(
      guideWith({}, [{ facility: "lift", until: "2026-12-05", note: null }]),
      "https://realaccess.example",
    );
    expect(feature.properties.accessibility).toEqual({
      availableEquipment: [
        {
          category: "elevator",
          isWorking: false,
          outOfOrderReason: { en: "Out of use until 2026-12-05." },
        },
      ],
    });
    expect(errorsOf(feature).errors).toEqual([]);
  });
});

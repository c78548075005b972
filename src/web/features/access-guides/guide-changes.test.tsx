// Re-review of a changed guide: the reviewer sees, word by word, what the business changed since
// the version sent back or published, and a screen reader hears which words were added or removed.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminAccessGuide, LastGuideReview } from "../../../shared/contracts/access-guides.ts";
import { GuideChanges, guideChanges, versionOf } from "./guide-changes.tsx";

const before: LastGuideReview["version"] = {
  name: "Harbour Fish Bar",
  town: "Whitby",
  postcode: "YO21 3PU",
  postcodeDistrict: "YO21",
  category: "restaurant",
  location: { lat: 54.4858, lon: -0.6149 },
  details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 800 }, hearingLoop: true },
  contactEmail: null,
  photoAlts: ["The front door, with a small step up from the pavement."],
};

const guide = (changes: Partial<AdminAccessGuide>): AdminAccessGuide => ({
  id: 7,
  ...before,
  updatedAt: "2026-03-01T10:00:00.000Z",
  publishContactEmail: false,
  photos: [
    { id: 1, url: "/media/1-a-800.webp", alt: before.photoAlts[0] ?? "", width: 8, height: 6 },
  ],
  status: "in_review",
  reviewReason: null,
  submittedAt: "2026-11-28T10:00:00.000Z",
  url: null,
  lastReview: null,
  ...changes,
});

const review: LastGuideReview = {
  outcome: "sent-back",
  at: "2026-11-20T14:05:00.000Z",
  version: before,
};

describe("guideChanges", () => {
  it("lists only what differs: changed, new and left out, each in the words of its page", () => {
    const now = guide({
      name: "Harbour Fish Bar and Grill",
      category: "pub",
      details: {
        entrance: { stepFree: false, steps: 1, doorClearWidthMm: 850, ramp: true },
      },
    });
    expect(guideChanges(before, versionOf(now))).toEqual([
      {
        key: "name",
        label: "Name",
        before: "Harbour Fish Bar",
        after: "Harbour Fish Bar and Grill",
      },
      { key: "category", label: "Kind of place", before: "Restaurant", after: "Pub or bar" },
      {
        key: "entrance.ramp",
        label: "The entrance: Is there a ramp, fixed or portable?",
        before: "",
        after: "Yes",
      },
      {
        key: "entrance.doorClearWidthMm",
        label: "The entrance: Door clear width",
        before: "800 mm",
        after: "850 mm",
      },
      expect.objectContaining({ key: "hearingLoop", before: "Yes", after: "" }),
    ]);
  });

  it("counts the e-mail only as the page would show it", () => {
    const kept = guide({ contactEmail: "owner@harbour.example" });
    expect(guideChanges(before, versionOf(kept))).toEqual([]);
    const shown = guide({ contactEmail: "owner@harbour.example", publishContactEmail: true });
    expect(guideChanges(before, versionOf(shown))).toEqual([
      {
        key: "email",
        label: "E-mail shown on the page",
        before: "",
        after: "owner@harbour.example",
      },
    ]);
  });
});

describe("a moved location", () => {
  it("shows the point before and after, and about how far it moved", () => {
    const moved = guide({ location: { lat: 54.4866, lon: -0.6149 } });
    expect(guideChanges(before, versionOf(moved))).toEqual([
      {
        key: "location",
        label: "Where the place is (moved about 90 metres)",
        before: "54.4858, -0.6149",
        after: "54.4866, -0.6149",
      },
    ]);
    const set = guide({ location: { lat: 54.4858, lon: -0.6149 } });
    expect(guideChanges({ ...before, location: null }, versionOf(set))).toEqual([
      { key: "location", label: "Where the place is", before: "", after: "54.4858, -0.6149" },
    ]);
  });

  it("links the reviewer to the new point on OpenStreetMap", () => {
    const html = renderToStaticMarkup(
      <GuideChanges guide={guide({ location: { lat: 54.4866, lon: -0.6149 } })} review={review} />,
    );
    expect(html).toContain("Where the place is (moved about 90 metres)");
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=54.4866&amp;mlon=-0.6149#map=19/54.4866/-0.6149"',
    );
  });
});

describe("GuideChanges", () => {
  it("marks added and removed words in the text and names them for screen readers", () => {
    const html = renderToStaticMarkup(
      <GuideChanges
        guide={guide({
          photos: [
            {
              id: 1,
              url: "/media/1-a-800.webp",
              alt: "The front door, with a ramp up from the pavement.",
              width: 8,
              height: 6,
            },
          ],
        })}
        review={review}
      />,
    );
    expect(html).toContain("What changed since it was sent back on 20 November 2026, 14:05");
    expect(html).toContain("Added words are underlined and removed words struck through.");
    expect(html).toContain("Photo 1, alt text");
    expect(html).toContain(
      '<del class="text-danger line-through decoration-2"><span class="sr-only">[removed: </span>small step<span class="sr-only">]</span></del>',
    );
    expect(html).toContain(
      '<ins class="font-semibold text-accent underline decoration-2"><span class="sr-only">[added: </span>ramp<span class="sr-only">]</span></ins>',
    );
  });

  it("says so when nothing changed", () => {
    const html = renderToStaticMarkup(
      <GuideChanges guide={guide({})} review={{ ...review, outcome: "published" }} />,
    );
    expect(html).toContain(
      "Nothing has changed since the version published on 20 November 2026, 14:05",
    );
    expect(html).not.toContain("<dl");
  });
});

// A visitor's profile in the address: read leniently by the pages (a bad value is left out), and
// written back in one order, so the same needs give the same address to share.
import { describe, expect, it } from "vitest";
import { hasProfile, profileFrom, profileQueryString } from "./profile.ts";

describe("a profile in the address", () => {
  it("reads the figures, the side and the needs, repeated or joined by commas", () => {
    const profile = profileFrom(
      new URLSearchParams(
        "chairWidthMm=700&maxStepMm=0&transfer=left&needs=seating,hearing-loop&needs=seating",
      ),
    );
    expect(profile).toEqual({
      chairWidthMm: 700,
      maxStepMm: 0,
      transfer: "left",
      needs: ["seating", "hearing-loop"],
    });
    expect(profileQueryString(profile)).toBe(
      "chairWidthMm=700&maxStepMm=0&transfer=left&needs=hearing-loop%2Cseating",
    );
  });

  it("leaves out what it does not understand, and nothing given is no profile", () => {
    const profile = profileFrom(
      new URLSearchParams("chairWidthMm=wide&maxStepMm=-5&transfer=up&needs=lift&town=Leeds"),
    );
    expect(profile).toEqual({ needs: [] });
    expect(hasProfile(profile)).toBe(false);
    expect(profileQueryString(profile)).toBe("");
  });
});

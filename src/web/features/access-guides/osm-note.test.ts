import { describe, expect, it } from "vitest";
import { osmNoteUrl, osmTagLines } from "./osm-note.ts";

describe("the note on openstreetmap.org", () => {
  it("gives the tags as key=value lines, the place's before the entrance's, whatever their order", () => {
    expect(osmTagLines({ step_count: "1", check_date: "2026-11-28", wheelchair: "no" })).toBe(
      "wheelchair=no\ncheck_date=2026-11-28\nstep_count=1",
    );
  });

  it("opens at the place when the guide has a location", () => {
    expect(osmNoteUrl({ lat: 53.9055, lon: -1.6911 })).toBe(
      "https://www.openstreetmap.org/note/new?lat=53.905500&lon=-1.691100#map=19/53.905500/-1.691100",
    );
  });

  it("opens a new note for the mapper to place while it has none", () => {
    expect(osmNoteUrl(undefined)).toBe("https://www.openstreetmap.org/note/new");
  });
});

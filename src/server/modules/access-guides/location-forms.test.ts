// Where the place is, set without JavaScript: a link pasted into the start form or the manage
// form, "Use the middle of <postcode>" when the site holds that postcode, and sending for review
// refused until the guide has a point, each problem in the error summary beside its field.
import { describe, expect, it } from "vitest";
import { LOCATION_NEEDED_MESSAGE } from "../../../shared/access-guides/location.ts";
import { LOCATION_TEXT_MESSAGES } from "../../../shared/access-guides/location-text.ts";
import { postcodes } from "../../db/schema.ts";
import { decoded, errorSummary, fieldValue, postForm } from "../../test/form-pages.ts";
import { LICENCE_TICKED } from "../../test/guide-submission.ts";
import { resultsToken as makeResultsToken } from "../../test/self-assessment-results.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const resultsToken = () => makeResultsToken(app, { remoteAddress: nextAddress() });

const business = (postcode: string) => ({
  name: "The Lock Keeper's Tearoom",
  town: "Hebden Bridge",
  postcode,
  contactEmail: "",
});

const start = async (location: string, postcode = "HX7 8AD") =>
  postForm(
    app,
    "/access-guides/new",
    {
      assessmentToken: await resultsToken(),
      category: "",
      website: "",
      ...business(postcode),
      location,
    },
    nextAddress(),
  );

const guideOf = async (manage: string) =>
  (await app.inject({ url: `/api/access-guides/manage/${manage.split("/").pop()}` })).json();

describe("where the place is, without JavaScript", () => {
  it("takes a link pasted into the start form, and shows the point with a link to check it", async () => {
    const started = await start("https://www.openstreetmap.org/#map=19/53.74372/-2.01421");
    expect(started.statusCode).toBe(303);
    const manage = started.headers.location as string;
    expect((await guideOf(manage)).location).toEqual({ lat: 53.74372, lon: -2.01421 });
    const page = (await app.inject({ url: manage })).body;
    expect(fieldValue(page, "guide-location")).toBe("53.74372, -2.01421");
    expect(decoded(page)).toContain(
      'href="https://www.openstreetmap.org/?mlat=53.74372&mlon=-2.01421#map=19/53.74372/-2.01421"',
    );
    expect(page).toContain("Check it on OpenStreetMap");
  });

  it("says plainly a what3words address cannot be used, and keeps it to change", async () => {
    const refused = await start("///filled.count.soap");
    expect(refused.statusCode).toBe(400);
    expect(errorSummary(refused.body)?.links).toEqual([
      { id: "guide-location", message: LOCATION_TEXT_MESSAGES.what3words },
    ]);
    expect(fieldValue(refused.body, "guide-location")).toBe("///filled.count.soap");
    expect(fieldValue(refused.body, "guide-name")).toBe("The Lock Keeper's Tearoom");
  });

  it("asks for a point before sending for review, and sends once one is pasted", async () => {
    const manage = (await start("")).headers.location as string;
    const form = {
      ...business("HX7 8AD"),
      "entrance.doorClearWidthMm": "850",
      ...LICENCE_TICKED,
      action: "submit",
    };
    const refused = await postForm(app, manage, form, nextAddress());
    expect(refused.statusCode).toBe(422);
    expect(errorSummary(refused.body)?.links).toEqual([
      { id: "guide-location", message: LOCATION_NEEDED_MESSAGE },
    ]);
    expect(fieldValue(refused.body, "guide-entrance-doorClearWidthMm")).toBe("850");
    expect(await guideOf(manage)).toMatchObject({ status: "draft", location: null });

    const sent = await postForm(
      app,
      manage,
      { ...form, location: "https://www.google.com/maps/@53.7437,-2.0142,17z" },
      nextAddress(),
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${manage}?sent=1`);
    expect(await guideOf(manage)).toMatchObject({
      status: "in_review",
      location: { lat: 53.7437, lon: -2.0142 },
    });
  });

  it("offers the middle of the postcode only when the site holds it, and says what it is", async () => {
    const unheld = (await start("", "HX7 8ZZ")).headers.location as string;
    expect((await app.inject({ url: unheld })).body).not.toContain("Use the middle of");

    await db
      .insert(postcodes)
      .values({ postcode: "HX7 8AF", district: "HX7", lat: 53.742, lon: -2.0135 });
    const manage = (await start("", "hx7 8af")).headers.location as string;
    const page = (await app.inject({ url: manage })).body;
    expect(page).toContain("Use the middle of HX7 8AF");
    const placed = await postForm(
      app,
      manage,
      { ...business("HX7 8AF"), location: "", action: "postcode-centre" },
      nextAddress(),
    );
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toBe(`${manage}?placed=1`);
    expect((await guideOf(manage)).location).toEqual({ lat: 53.742, lon: -2.0135 });
    const told = decoded((await app.inject({ url: `${manage}?placed=1` })).body);
    expect(told).toContain(
      "Your changes are saved, and your guide is at the middle of HX7 8AF. That is the middle of the postcode, not your door: if you can, move it to your entrance.",
    );
    expect(fieldValue(told, "guide-location")).toBe("53.742, -2.0135");

    // A postcode the site does not hold, typed before pressing the button: said beside the field.
    const unknown = await postForm(
      app,
      manage,
      { ...business("HX7 8ZZ"), action: "postcode-centre" },
      nextAddress(),
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorSummary(unknown.body)?.links).toEqual([
      {
        id: "guide-location",
        message:
          "We do not know where the middle of HX7 8ZZ is. Paste a link from a map, or type the latitude and longitude, instead",
      },
    ]);
  });

  it("tells the manage page the middle of the guide's own postcode, or null", async () => {
    await db
      .insert(postcodes)
      .values({ postcode: "HX7 6AA", district: "HX7", lat: 53.7411, lon: -2.0101 });
    const held = (await start("", "hx7 6aa")).headers.location as string;
    const unheld = (await start("", "HX7 6ZZ")).headers.location as string;
    const read = (manage: string) =>
      app.inject({
        url: `/api/access-guides/manage/${manage.split("/").pop()}/postcode-centre`,
      });
    const answer = await read(held);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({ postcode: "HX7 6AA", centre: { lat: 53.7411, lon: -2.0101 } });
    expect((await read(unheld)).json()).toEqual({ postcode: "HX7 6ZZ", centre: null });
    const missing = await app.inject({
      url: "/api/access-guides/manage/AbCdEfGhIjKlMnOpQrStUvWxYz012345/postcode-centre",
    });
    expect(missing.statusCode).toBe(404);
  });
});

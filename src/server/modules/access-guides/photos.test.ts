// Photos in an access guide (decision 036): up to six, each with alt text, uploaded with the manage
// token through the media pipeline; never public until a version showing them is approved, and a
// photo added to a published guide waits for review while the published version keeps its own.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  ACCESS_GUIDE_PHOTO_ADDRESS_LIMIT,
  ACCESS_GUIDE_PHOTO_GUIDE_LIMIT,
  GUIDE_PHOTOS_MAX,
  PHOTO_ALT_MESSAGE,
} from "../../../shared/contracts/access-guides.ts";
import { mediaFilePath, parseMediaReference } from "../../../shared/media.ts";
import { accessGuides, media, mediaFiles } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { MEDIA_MESSAGES } from "../media/routes.ts";
import { purgeExpiredData, RETENTION_MS } from "../retention/retention.ts";
import { PHOTO_MESSAGES } from "./photos.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = (await signInAs("editor")).cookie;

let address = 0;
/** Each upload from its own address, so the hourly limits never leak between tests. */
const nextAddress = () => `203.0.113.${(++address % 250) + 1}`;

const RAMP = "The front door with a grey portable ramp across its single step";

const photo = (width = 300, height = 200, background = "#3a7d44") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Taken at 12 High Street" } })
    .toBuffer();

interface UploadOptions {
  file?: Buffer | null;
  alt?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

async function upload(token: string, options: UploadOptions = {}) {
  const form = new FormData();
  const file = options.file === undefined ? await photo() : options.file;
  if (file) form.append("file", new Blob([new Uint8Array(file)]), "door.jpg");
  const alt = options.alt === undefined ? RAMP : options.alt;
  if (alt !== null) form.append("alt", alt);
  return app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/photos`,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.headers ?? {},
    payload: form,
  });
}

const managed = async (token: string) =>
  (await app.inject({ url: `/api/access-guides/manage/${token}` })).json();
const publicGuide = (id: number) => app.inject({ url: `/api/access-guides/${id}` });
const submit = (token: string) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    payload: GUIDE_SUBMISSION,
    remoteAddress: nextAddress(),
  });
const approve = (id: number) =>
  app.inject({
    method: "POST",
    url: `/api/admin/access-guides/${id}/approve`,
    headers: { cookie: editor },
  });
/** The widest JPEG of a photo, as a visitor asks for it at /media/. */
const visitorGets = (url: string) => {
  const reference = parseMediaReference(url);
  if (!reference) throw new Error(`not a reference: ${url}`);
  return app.inject({ url: mediaFilePath(reference, reference.width, "jpg") });
};
const fileName = (url: string, width: number, format: "jpg" | "webp") => {
  const reference = parseMediaReference(url);
  if (!reference) throw new Error(`not a reference: ${url}`);
  return mediaFilePath(reference, width, format).replace("/media/", "");
};

describe("POST /api/access-guides/manage/:manageToken/photos", () => {
  it("keeps a photo with its alt text, without its metadata, shown to the business by its token", async () => {
    const guide = await makeAccessGuide(db);
    const response = await upload(guide.manageToken);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.status).toBe("draft");
    expect(body.photos).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/media\/\d+-[0-9a-f]{20}-300x200\.jpg$/),
        alt: RAMP,
        width: 300,
        height: 200,
      },
    ]);
    const [kept] = body.photos;
    const file = await app.inject({
      url: `/api/access-guides/manage/${guide.manageToken}/photo-files/${fileName(kept.url, 300, "webp")}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("no-store");
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.width).toBe(300);
    expect(metadata.exif).toBeUndefined();
    // Another guide's token opens none of this guide's photos.
    const other = await makeAccessGuide(db);
    const wrong = await app.inject({
      url: `/api/access-guides/manage/${other.manageToken}/photo-files/${fileName(kept.url, 300, "webp")}`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("takes six photos a guide and refuses a seventh, saying why", async () => {
    const guide = await makeAccessGuide(db);
    for (let n = 1; n <= GUIDE_PHOTOS_MAX; n += 1) {
      const response = await upload(guide.manageToken, { alt: `Photo ${n} of the way in` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const seventh = await upload(guide.manageToken);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual({ error: PHOTO_MESSAGES.full });
    const { photos } = await managed(guide.manageToken);
    expect(photos.map((each: { alt: string }) => each.alt)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Photo ${n} of the way in`),
    );
    const images = await db.select().from(media).where(eq(media.accessGuideId, guide.id));
    expect(images).toHaveLength(GUIDE_PHOTOS_MAX);
  });

  it("needs alt text of one line and at most 250 characters, and keeps nothing without it", async () => {
    const guide = await makeAccessGuide(db);
    for (const alt of [null, "", "   ", "x".repeat(251), "Two\nlines", "Null \u0000 here"]) {
      const response = await upload(guide.manageToken, { alt });
      expect(response.statusCode, JSON.stringify(alt)).toBe(400);
      expect(response.json().error, JSON.stringify(alt)).toEqual(expect.any(String));
    }
    const missing = await upload(guide.manageToken, { alt: null });
    expect(missing.json()).toMatchObject({
      error: PHOTO_ALT_MESSAGE,
      details: { fields: { alt: PHOTO_ALT_MESSAGE } },
    });
    expect((await upload(guide.manageToken, { alt: "x".repeat(250) })).statusCode).toBe(201);
    const images = await db.select().from(media).where(eq(media.accessGuideId, guide.id));
    expect(images).toHaveLength(1);
  });

  it("refuses a file that is not an image, and an upload with no file", async () => {
    const guide = await makeAccessGuide(db);
    const text = await upload(guide.manageToken, { file: Buffer.from("just some words") });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: MEDIA_MESSAGES.notAnImage });
    const none = await upload(guide.manageToken, { file: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(PHOTO_MESSAGES.noFile);
    const json = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/photos`,
      remoteAddress: nextAddress(),
      payload: { alt: RAMP },
    });
    expect(json.statusCode).toBe(415);
    expect(await managed(guide.manageToken)).toMatchObject({ photos: [] });
  });

  it("answers 404 for a token that opens no guide", async () => {
    const response = await upload("AbCdEfGhIjKlMnOpQrStUvWxYz012345");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Access guide not found" });
  });

  it("refuses an upload a browser says came from another site", async () => {
    const guide = await makeAccessGuide(db);
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of foreign) {
      const response = await upload(guide.manageToken, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await managed(guide.manageToken)).toMatchObject({ photos: [] });
    const sameSite = await upload(guide.manageToken, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.statusCode).toBe(201);
  });

  it("pauses uploads past the limits of an address and of a guide", async () => {
    const from = "192.0.2.77";
    for (let n = 0; n < ACCESS_GUIDE_PHOTO_ADDRESS_LIMIT.max; n += 1) {
      const guide = await makeAccessGuide(db);
      expect(
        (await upload(guide.manageToken, { file: null, remoteAddress: from })).statusCode,
      ).toBe(400);
    }
    const guide = await makeAccessGuide(db);
    const limited = await upload(guide.manageToken, { remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: PHOTO_MESSAGES.addressLimited });
    expect((await upload(guide.manageToken)).statusCode).toBe(201);

    const busy = await makeAccessGuide(db);
    for (let n = 0; n < ACCESS_GUIDE_PHOTO_GUIDE_LIMIT.max; n += 1) {
      expect((await upload(busy.manageToken, { file: null })).statusCode).toBe(400);
    }
    const guideLimited = await upload(busy.manageToken);
    expect(guideLimited.statusCode).toBe(429);
    expect(guideLimited.json()).toEqual({ error: PHOTO_MESSAGES.guideLimited });
  });
});

describe("a guide's photos and the public", () => {
  it("keeps a draft's photo private, and shows it once the guide is approved", async () => {
    const guide = await makeAccessGuide(db);
    const [kept] = (await upload(guide.manageToken)).json().photos;
    // A visitor cannot load it, even knowing its address; the team reviewing it can.
    expect((await visitorGets(kept.url)).statusCode).toBe(404);
    const reference = parseMediaReference(kept.url);
    if (!reference) throw new Error("no reference");
    const teamSees = await app.inject({
      url: mediaFilePath(reference, 300, "jpg"),
      headers: { cookie: editor },
    });
    expect(teamSees.statusCode).toBe(200);

    expect((await submit(guide.manageToken)).statusCode).toBe(200);
    expect((await visitorGets(kept.url)).statusCode).toBe(404);
    expect((await publicGuide(guide.id)).statusCode).toBe(404);
    // The reviewer sees it beside the facts.
    const queue = await app.inject({
      url: "/api/admin/access-guides?status=in_review",
      headers: { cookie: editor },
    });
    const waiting = queue.json().find((each: { id: number }) => each.id === guide.id);
    expect(waiting.photos).toEqual([kept]);
    expect((await approve(guide.id)).statusCode).toBe(200);

    const published = await publicGuide(guide.id);
    expect(published.json().photos).toEqual([kept]);
    const served = await visitorGets(kept.url);
    expect(served.statusCode).toBe(200);
    // Kept by browsers for good; by a shared cache only until the guide changes (no purger here).
    expect(served.headers["cache-control"]).toMatch(
      /^public, max-age=31536000, immutable, s-maxage=60,/,
    );
    expect(served.headers["surrogate-key"]).toBe("access-guide");
  });

  it("keeps a published guide's photos as approved while an added one waits for review", async () => {
    const guide = await makeAccessGuide(db, { published: true });
    const added = await upload(guide.manageToken);
    expect(added.statusCode).toBe(201);
    expect(added.json().status).toBe("in_review");
    const [photo] = added.json().photos;
    expect((await publicGuide(guide.id)).json().photos).toEqual([]);
    expect((await visitorGets(photo.url)).statusCode).toBe(404);

    expect((await approve(guide.id)).statusCode).toBe(200);
    expect((await publicGuide(guide.id)).json().photos).toEqual([photo]);
    expect((await visitorGets(photo.url)).statusCode).toBe(200);

    // Taken out, it stays on the published page until the change is approved, then goes.
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/access-guides/manage/${guide.manageToken}/photos/${photo.id}`,
      remoteAddress: nextAddress(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: "in_review", photos: [] });
    expect((await publicGuide(guide.id)).json().photos).toEqual([photo]);
    expect((await approve(guide.id)).statusCode).toBe(200);
    expect((await publicGuide(guide.id)).json().photos).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, photo.id))).toEqual([]);
  });
});

describe("changing and removing a guide's photos", () => {
  it("changes a photo's alt text and moves it in the order", async () => {
    const guide = await makeAccessGuide(db);
    await upload(guide.manageToken, { alt: "The car park" });
    const second = (await upload(guide.manageToken, { alt: "The front door" })).json().photos[1];
    const patch = (payload: object, id = second.id) =>
      app.inject({
        method: "PATCH",
        url: `/api/access-guides/manage/${guide.manageToken}/photos/${id}`,
        remoteAddress: nextAddress(),
        payload,
      });
    const moved = await patch({ alt: "The front door, open, from the pavement", position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().photos.map((each: { alt: string }) => each.alt)).toEqual([
      "The front door, open, from the pavement",
      "The car park",
    ]);
    for (const bad of [{}, { alt: "" }, { alt: "x".repeat(251) }, { position: 0 }, { url: "x" }]) {
      expect((await patch(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await patch({ alt: "Someone else's" }, 999_999)).statusCode).toBe(404);
  });

  it("removes a draft's photo and its image at once, and every image with the guide", async () => {
    const guide = await makeAccessGuide(db);
    const [first] = (await upload(guide.manageToken)).json().photos;
    await upload(guide.manageToken, { alt: "The counter, at wheelchair height" });
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/access-guides/manage/${guide.manageToken}/photos/${first.id}`,
      remoteAddress: nextAddress(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toHaveLength(1);
    expect(await db.select().from(media).where(eq(media.id, first.id))).toEqual([]);
    expect(await db.select().from(mediaFiles).where(eq(mediaFiles.mediaId, first.id))).toEqual([]);

    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: nextAddress(),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.accessGuideId, guide.id))).toEqual([]);
  });

  it("deletes a draft's photos with it when it is kept no longer", async () => {
    const guide = await makeAccessGuide(db);
    const [kept] = (await upload(guide.manageToken)).json().photos;
    const now = new Date(Date.now() + RETENTION_MS.unpublishedGuides + 86_400_000);
    await purgeExpiredData(db, now);
    expect(await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, kept.id))).toEqual([]);
  });
});

describe("a photo's upload, malformed", () => {
  it("answers a second file, a file too large and a body cut short with 4xx, never 500", async () => {
    const guide = await makeAccessGuide(db);
    const two = new FormData();
    const bytes = new Uint8Array(await photo());
    two.append("file", new Blob([bytes]), "a.jpg");
    two.append("file", new Blob([bytes]), "b.jpg");
    two.append("alt", RAMP);
    const twice = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/photos`,
      remoteAddress: nextAddress(),
      payload: two,
    });
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(twice.statusCode).toBeLessThan(500);

    const large = await upload(guide.manageToken, { file: Buffer.alloc(15 * 1024 * 1024 + 1) });
    expect(large.statusCode).toBe(413);

    const cut = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/photos`,
      remoteAddress: nextAddress(),
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(await managed(guide.manageToken)).toMatchObject({ photos: [] });
  });
});

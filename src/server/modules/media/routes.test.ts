// The media library: an upload needs alt text or to be marked decorative, is made into
// AVIF, WebP and a fallback in a few widths without its metadata, and is served from /media/ with
// its size known and cached for good: to the team at once, to visitors once published content
// uses it, and never to someone counting through ids.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALT_OR_DECORATIVE } from "../../../shared/contracts/media.ts";
import { mediaFilePath, parseMediaReference } from "../../../shared/media.ts";
import { makeArticleCategory } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signInAs } = await setUpTestApp();
const contributor = await signInAs("contributor");

/** A file of an uploaded image, as the team asks for it. */
const teamGet = (url: string) => app.inject({ url, headers: { cookie: contributor.cookie } });
const fileOf = (body: { url: string }, width: number, format: "avif" | "webp" | "jpg" | "png") => {
  const reference = parseMediaReference(body.url);
  if (!reference) throw new Error(`not a reference: ${body.url}`);
  return mediaFilePath(reference, width, format);
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Taken at 12 High Street" } })
    .toBuffer();

const transparent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

async function upload(fields: Record<string, string>, file?: Buffer, cookie = contributor.cookie) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)]), "upload.bin");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { cookie },
    payload: form,
  });
}

describe("POST /api/admin/media", () => {
  it("keeps a described photo in AVIF, WebP and JPEG at each width, without its metadata", async () => {
    const response = await upload(
      { alt: "A folding ramp across the front step" },
      await photo(2000, 1000),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/media/${body.id}-[0-9a-f]{20}-2000x1000\\.jpg$`)),
      width: 2000,
      height: 1000,
      alt: "A folding ramp across the front step",
      decorative: false,
    });

    for (const [file, type, width] of [
      [fileOf(body, 400, "avif"), "image/avif", 400],
      [fileOf(body, 800, "webp"), "image/webp", 800],
      [fileOf(body, 1600, "jpg"), "image/jpeg", 1600],
    ] as const) {
      const served = await teamGet(file);
      expect(served.statusCode, file).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(width / 2);
      expect(metadata.exif).toBeUndefined();
    }
    // Only the widths it was made in: 2000 is wider than the largest kept.
    expect((await teamGet(fileOf(body, 2000, "jpg"))).statusCode).toBe(404);
    expect((await teamGet("/media/not-a-file.jpg")).statusCode).toBe(404);
  });

  it("refuses an image with neither alt text nor decorative, and one with both", async () => {
    const neither = await upload({}, await photo(300, 200));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toBe(ALT_OR_DECORATIVE);
    const both = await upload({ alt: "A ramp", decorative: "true" }, await photo(300, 200));
    expect(both.statusCode).toBe(400);
  });

  it("marks a decorative image in its address, with empty alt text", async () => {
    const response = await upload({ decorative: "true" }, await photo(600, 300));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ alt: "" });
    expect(body.url).toMatch(
      new RegExp(`^/media/${body.id}-[0-9a-f]{20}-600x300-decorative\\.jpg$`),
    );
    // A small image is kept at its own width as well as the standard ones below it.
    expect((await teamGet(fileOf(body, 400, "webp"))).statusCode).toBe(200);
    expect((await teamGet(fileOf(body, 600, "webp"))).statusCode).toBe(200);
  });

  it("keeps transparency with a PNG fallback", async () => {
    const response = await upload({ alt: "Our logo" }, await transparent(300, 120));
    const body = response.json();
    expect(body.url).toMatch(/-300x120\.png$/);
    const served = await teamGet(fileOf(body, 300, "png"));
    expect(served.headers["content-type"]).toBe("image/png");
  });

  it("refuses a file that is not an image, and a visitor who is not signed in", async () => {
    const text = await upload({ alt: "Not really" }, Buffer.from("just some words"));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe("That file is not an image we can use: try a JPEG, PNG or WebP");
    const missing = await upload({ alt: "Nothing attached" });
    expect(missing.statusCode).toBe(400);
    expect((await upload({ alt: "A ramp" }, await photo(300, 200), "")).statusCode).toBe(401);
    // A form on another site cannot post an image as someone signed in here.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(300, 200))]), "ramp.jpg");
    form.append("alt", "A ramp");
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { cookie: contributor.cookie, "sec-fetch-site": "cross-site" },
      payload: form,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("answers broken and oversized multipart bodies with 4xx, never 500", async () => {
    const boundary = "----realaccess";
    const cases = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\nhalf a fi`,
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA ramp\r\n--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="x.jpg"\r\n\r\nxx\r\n--${boundary}--\r\n`,
      "not multipart at all",
    ];
    for (const payload of cases) {
      const response = await app.inject({
        method: "POST",
        url: "/api/admin/media",
        headers: {
          cookie: contributor.cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    const huge = Buffer.alloc(16 * 1024 * 1024, 1);
    const tooBig = await upload({ alt: "Too big" }, huge);
    expect(tooBig.statusCode).toBe(413);
  });
});

describe("GET /media/:file", () => {
  it("answers 404 for an id no image can have, too large for the database or 0", async () => {
    for (const id of ["2147483648", "9999999999", "99999999999999999999", "0"]) {
      const response = await teamGet(`/media/${id}-0123456789abcdef0123-400.jpg`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe("Image not found");
    }
  });

  it("loads the image the upload answers with, for the team, cached for good", async () => {
    const body = (await upload({ alt: "A ramp" }, await photo(2000, 1000))).json();
    const served = await teamGet(body.url);
    expect(served.statusCode, body.url).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(served.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // The widest file there is of it.
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    // A reference whose size or mark is not the image's names no image.
    for (const wrong of [
      body.url.replace("-2000x1000", "-2000x1001"),
      body.url.replace(".jpg", "-decorative.jpg"),
      body.url.replace(".jpg", ".png"),
    ]) {
      expect((await teamGet(wrong)).statusCode, wrong).toBe(404);
    }
  });

  it("shows a draft's image to visitors only while the article using it is published", async () => {
    const body = (await upload({ alt: "A ramp at the side door" }, await photo(800, 400))).json();
    const file = fileOf(body, 400, "webp");
    // Counting through ids finds nothing: the address needs the image's random key.
    expect((await teamGet(`/media/${body.id}-400.webp`)).statusCode).toBe(404);
    expect((await teamGet(`/media/${body.id}-400x200.jpg`)).statusCode).toBe(404);
    expect(
      (await teamGet(file.replace(/-[0-9a-f]{20}-/, "-0123456789abcdef0123-"))).statusCode,
    ).toBe(404);

    const category = await makeArticleCategory(db, { name: "Getting in" });
    const draft = await app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: contributor.cookie },
      payload: {
        title: "Ramps that fold away",
        excerpt: "A folding ramp makes a step no barrier.",
        categoryId: category.id,
        tags: [],
        content: `## A side door\n\nOur side door has a ramp.\n\n![${body.alt}](${body.url})`,
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    for (const url of [file, body.url]) {
      const visitor = await app.inject(url);
      expect(visitor.statusCode, url).toBe(404);
      expect(visitor.headers["cache-control"]).toBe("no-store");
      expect((await teamGet(url)).statusCode, url).toBe(200);
    }

    const editor = await signInAs("editor");
    const published = await app.inject({
      method: "POST",
      url: `/api/admin/articles/${draft.json().id}/publish`,
      headers: { cookie: editor.cookie },
    });
    expect(published.statusCode, published.body).toBe(200);
    for (const url of [file, body.url]) {
      const visitor = await app.inject(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.headers["content-type"]).toMatch(/^image\//);
      expect(visitor.headers["cache-control"]).toMatch(
        /^public, max-age=31536000, immutable, s-maxage=60,/,
      );
      expect(visitor.headers["surrogate-key"]).toBe("article news");
      // Published, it may be shown on another site (a business's page showing its guide).
      expect(visitor.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    }

    // Taken down, its images are not public the moment after: a shared cache purged by the
    // change must not fetch them again.
    const unpublished = await app.inject({
      method: "POST",
      url: `/api/admin/articles/${draft.json().id}/unpublish`,
      headers: { cookie: editor.cookie },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    for (const url of [file, body.url]) expect((await app.inject(url)).statusCode, url).toBe(404);
  });
});

describe("images in an article's text", () => {
  it("are an error in the checks when they name no image of the library, or another size", async () => {
    const body = (await upload({ alt: "A ramp" }, await photo(800, 400))).json();
    const wrongSize = body.url.replace("-800x400", "-800x401");
    const noKey = `/media/${body.id}-800x400.jpg`;
    const category = await makeArticleCategory(db, { name: "Checked images" });
    const content = [
      "## A side door",
      "",
      `![A ramp at the side door](${body.url})`,
      "",
      `![A ramp, but taller](${wrongSize})`,
      "",
      `![A ramp, counted to](${noKey})`,
    ].join("\n");
    const editor = await signInAs("editor");
    const draft = await app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: editor.cookie },
      payload: {
        title: "Ramps checked",
        excerpt: "Images checked.",
        categoryId: category.id,
        tags: [],
        content,
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const errors = draft
      .json()
      .checks.filter((check: { severity: string }) => check.severity === "error")
      .map((check: { rule: string; start: number; end: number; message: string }) => ({
        rule: check.rule,
        words: content.slice(check.start, check.end),
        message: check.message,
      }));
    expect(errors).toEqual([
      {
        rule: "media-image",
        words: `![A ramp, but taller](${wrongSize})`,
        message: expect.stringContaining("a size or kind that is not the image’s own"),
      },
      {
        rule: "media-image",
        words: `![A ramp, counted to](${noKey})`,
        message: expect.stringContaining("names no image in this site’s media library"),
      },
    ]);
    const refused = await app.inject({
      method: "POST",
      url: `/api/admin/articles/${draft.json().id}/publish`,
      headers: { cookie: editor.cookie },
    });
    expect(refused.statusCode).toBe(422);
  });

  it("are answered for the editor's checks, address by address, as publishing judges them", async () => {
    const body = (await upload({ alt: "A ramp" }, await photo(800, 400))).json();
    const wrongSize = body.url.replace("-800x400", "-800x401");
    const unknown = "/media/987654-0123456789abcdef0123-800x600.jpg";
    // An id past what the database's integer holds names no image, rather than failing the query.
    const tooBig = "/media/9999999999-0123456789abcdef0123-800x600.jpg";
    const contributor = await signInAs("contributor");
    const ask = (cookie: string | undefined, references: string[]) =>
      app.inject({
        method: "POST",
        url: "/api/admin/media/references",
        ...(cookie ? { headers: { cookie } } : {}),
        payload: { references },
      });
    const answered = await ask(contributor.cookie, [
      body.url,
      wrongSize,
      unknown,
      tooBig,
      "/media/x",
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({
      images: [
        { reference: body.url, found: "yes" },
        { reference: wrongSize, found: "other size" },
        { reference: unknown, found: "no image" },
        { reference: tooBig, found: "no image" },
        { reference: "/media/x", found: "no image" },
      ],
    });
    expect((await ask(undefined, [body.url])).statusCode).toBe(401);
  });
});

// A guide's photos without JavaScript (decision 036): the manage page's upload form posts its file
// as multipart, each photo's form changes its alt text, order or removes it, a problem comes back
// on the page beside its field, and the published page shows each photo with its alt text and
// names it in its JSON-LD.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_ALT_MESSAGE } from "../../../shared/contracts/access-guides.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded, errorSummary, fieldValue, pageTitle, postForm } from "../../test/form-pages.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
const { app, db, signInAs } = await setUpTestApp({}, undefined, { pages });
const editor = (await signInAs("editor")).cookie;

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

const DOOR = "The front door, with a grey portable ramp across its single step";

async function postPhoto(token: string, alt: string | null, file = true, url = manageUrl(token)) {
  const form = new FormData();
  if (file) {
    const bytes = await sharp({
      create: { width: 240, height: 160, channels: 3, background: "#1d4e89" },
    })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "door.jpg");
  }
  if (alt !== null) form.append("alt", alt);
  return app.inject({ method: "POST", url, remoteAddress: nextAddress(), payload: form });
}

/** Every form on the manage page posts to the page itself. */
const manageUrl = (token: string) => `/access-guides/manage/${token}`;

/** The `<img>` tags of a page, with their alt text and address. */
const images = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    alt: decoded(/\balt="([^"]*)"/.exec(tag)?.[1] ?? ""),
    src: /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? "",
  }));

describe("a guide's photos without JavaScript", () => {
  it("shows a labelled file input and alt text field, and takes a photo posted as a form", async () => {
    const guide = await makeAccessGuide(db);
    const manage = `/access-guides/manage/${guide.manageToken}`;
    const before = (await app.inject({ url: manage })).body;
    const upload = /<form[^>]*multipart[^>]*>/.exec(before)?.[0] ?? "";
    expect(upload).toContain(`action="${manage}"`);
    expect(upload).toMatch(/\bmethod="post"/);
    expect(upload).toMatch(/\benctype="multipart\/form-data"/i);
    expect(before).toContain('<label for="photo-file" class="font-semibold">Photo</label>');
    const input = /<input id="photo-file"[^>]*>/.exec(before)?.[0] ?? "";
    expect(input).toContain('type="file"');
    expect(input).toContain('name="file"');
    expect(before).toContain('<label for="photo-alt-new" class="font-semibold">Alt text</label>');

    const posted = await postPhoto(guide.manageToken, DOOR);
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe(`${manage}?photo=added#photos`);
    const page = await app.inject({ url: posted.headers.location as string });
    expect(page.body).toContain("Your photo is added.");
    const [shown] = images(page.body).filter((image) => image.alt === DOOR);
    expect(shown?.src).toMatch(
      new RegExp(
        `^/api/access-guides/manage/${guide.manageToken}/photo-files/\\d+-[0-9a-f]{20}-240\\.jpg$`,
      ),
    );
    expect((await app.inject({ url: shown?.src ?? "" })).statusCode).toBe(200);
    const id = /photo-files\/(\d+)-/.exec(shown?.src ?? "")?.[1];
    expect(fieldValue(page.body, `photo-alt-${id}`)).toBe(DOOR);
  });

  it("brings a photo without alt text back with the problem beside the field", async () => {
    const guide = await makeAccessGuide(db);
    const response = await postPhoto(guide.manageToken, "");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toMatch(
      new RegExp(
        `<p id="photo-alt-new-error"[^>]*>${PHOTO_ALT_MESSAGE.replaceAll('"', "&quot;")}</p>`,
      ),
    );
    expect(response.body).toContain('aria-invalid="true"');
    const notAnImage = await app.inject({
      method: "POST",
      url: manageUrl(guide.manageToken),
      remoteAddress: nextAddress(),
      payload: (() => {
        const form = new FormData();
        form.append("file", new Blob(["just words"]), "notes.txt");
        form.append("alt", DOOR);
        return form;
      })(),
    });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.body).toContain("That file is not an image we can use");
  });

  it("answers a refused upload with the manage page, its summary first and focused, saying to choose the file again", async () => {
    const guide = await makeAccessGuide(db);
    const response = await postPhoto(guide.manageToken, "");
    expect(response.statusCode).toBe(400);
    expect(pageTitle(response.body)).toMatch(/^Error: /);
    const main = response.body.slice(response.body.indexOf("<h1"));
    // The summary comes straight after the page's heading, and takes focus as the page opens.
    expect(main).toMatch(/^<h1[^>]*>[^<]*<\/h1><div id="guide-errors" tabindex="-1" autofocus=""/);
    expect(errorSummary(response.body)).toEqual({
      heading: "There are 2 problems with your photo",
      links: [
        {
          id: "photo-file",
          message:
            "Choose your photo again: your browser cannot keep a chosen file when the page reloads.",
        },
        { id: "photo-alt-new", message: PHOTO_ALT_MESSAGE },
      ],
    });
  });

  it("takes a photo far larger than the guide form's body limit, posted to the same address", async () => {
    const guide = await makeAccessGuide(db);
    const bytes = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(400_000);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "noise.jpg");
    form.append("alt", DOOR);
    const response = await app.inject({
      method: "POST",
      url: manageUrl(guide.manageToken),
      remoteAddress: nextAddress(),
      payload: form,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(303);
  });

  it("still takes a photo posted to the address older pages used, answering at the manage page", async () => {
    const guide = await makeAccessGuide(db);
    const manage = manageUrl(guide.manageToken);
    const refused = await postPhoto(guide.manageToken, "", true, `${manage}/photos`);
    expect(refused.statusCode).toBe(400);
    expect(errorSummary(refused.body)?.links[1]?.id).toBe("photo-alt-new");
    const taken = await postPhoto(guide.manageToken, DOOR, true, `${manage}/photos`);
    expect(taken.headers.location).toBe(`${manage}?photo=added#photos`);
  });

  it("changes a photo's alt text, moves it and removes it by plain posts", async () => {
    const guide = await makeAccessGuide(db);
    await postPhoto(guide.manageToken, "The car park");
    await postPhoto(guide.manageToken, DOOR);
    const ids = (await app.inject({ url: `/api/access-guides/manage/${guide.manageToken}` }))
      .json()
      .photos.map((photo: { id: number }) => photo.id) as number[];
    const [carPark = 0, door = 0] = ids;
    const photoForm = (id: number, fields: Record<string, string>) =>
      postForm(
        app,
        manageUrl(guide.manageToken),
        { photoId: String(id), ...fields },
        nextAddress(),
      );

    const saved = await photoForm(carPark, {
      alt: "The car park's two Blue Badge bays",
      action: "save",
      position: "1",
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toContain("?photo=saved#photos");
    const moved = await photoForm(door, { alt: DOOR, action: "earlier", position: "2" });
    expect(moved.statusCode).toBe(303);
    const after = (
      await app.inject({ url: `/api/access-guides/manage/${guide.manageToken}` })
    ).json();
    expect(after.photos.map((photo: { alt: string }) => photo.alt)).toEqual([
      DOOR,
      "The car park's two Blue Badge bays",
    ]);

    const empty = await photoForm(carPark, { alt: "", action: "save", position: "2" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(`id="photo-alt-${carPark}-error"`);

    const removed = await photoForm(carPark, { alt: "", action: "remove", position: "2" });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toContain("?photo=removed#photos");
    const left = (
      await app.inject({ url: `/api/access-guides/manage/${guide.manageToken}` })
    ).json();
    expect(left.photos.map((photo: { id: number }) => photo.id)).toEqual([door]);
  });

  it("shows an approved guide's photos with their alt text, and names them in its JSON-LD", async () => {
    const guide = await makeAccessGuide(db);
    await postPhoto(guide.manageToken, DOOR);
    await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/submit`,
      payload: GUIDE_SUBMISSION,
      remoteAddress: nextAddress(),
    });
    const approved = await app.inject({
      method: "POST",
      url: `/api/admin/access-guides/${guide.id}/approve`,
      headers: { cookie: editor },
    });
    expect(approved.statusCode).toBe(200);
    const page = await app.inject({ url: approved.json().url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<figure><picture>/);
    const [shown] = images(page.body).filter((image) => image.alt === DOOR);
    expect(shown?.src).toMatch(/^\/media\/\d+-[0-9a-f]{20}-240\.jpg$/);
    expect((await app.inject({ url: shown?.src ?? "" })).statusCode).toBe(200);
    const jsonLd = [
      ...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ]
      .flatMap(([, text]) => [JSON.parse(text ?? "null")].flat())
      .find((entry) => entry?.["@type"] === "LocalBusiness");
    expect(jsonLd.photo).toEqual([
      expect.objectContaining({ "@type": "ImageObject", caption: DOOR, width: 240, height: 160 }),
    ]);
    expect(jsonLd.image).toEqual([
      expect.stringMatching(/\/media\/\d+-[0-9a-f]{20}-240x160\.jpg$/),
    ]);
  });
});

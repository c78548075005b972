// What an upload may cost the server: so many a person, one image made at a time in its lane of
// the worker pool with a few waiting, no more pixels than a large camera's photo, and files every format can hold however
// long or tall the image is. Each is answered with a 4xx or 503 that says why, never a 500.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type MediaReference, mediaFilePath, parseMediaReference } from "../../../shared/media.ts";
import { BUSY_MESSAGE } from "../../http/busy-page.ts";
import { LANES, laneTurns, offThreadFull } from "../../off-thread/run-off-thread.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { MEDIA_MESSAGES, MEDIA_UPLOAD_LIMIT } from "./routes.ts";

const { app, signInAs } = await setUpTestApp();

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black PNG of this size in one-bit grey: a few kilobytes, however many pixels it holds. */
function blackPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bits a pixel; then grey, deflate, no filter, not interlaced
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, file?: Buffer) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file)]), "upload.png");
  form.append("alt", "A ramp to the front door");
  return app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { cookie },
    payload: form,
  });
}

describe("POST /api/admin/media, bounded", () => {
  it("refuses an image of more pixels than it takes, saying its size and the limit", async () => {
    const { cookie } = await signInAs("contributor");
    for (const [width, height, size] of [
      [50_000, 1_000, "50,000 × 1,000 pixels (50 megapixels)"],
      [1_000, 50_000, "1,000 × 50,000 pixels (50 megapixels)"],
      [6_000, 4_500, "6,000 × 4,500 pixels (27 megapixels)"],
    ] as const) {
      const file = blackPng(width, height);
      expect(file.length).toBeLessThan(64 * 1024);
      const response = await upload(cookie, file);
      expect(response.statusCode, size).toBe(422);
      expect(response.json().error).toBe(
        `This image is ${size}, and the most we take is 24 megapixels. Make it smaller and upload it again.`,
      );
    }
  });

  it("keeps a very tall or very long image small enough for every format it is served in", async () => {
    const { cookie } = await signInAs("contributor");
    for (const [width, height] of [
      [400, 20_000],
      [100_000, 100],
    ] as const) {
      const response = await upload(cookie, blackPng(width, height));
      expect(response.statusCode, `${width}×${height}: ${response.body}`).toBe(201);
      const kept = response.json();
      // Its address carries a size an article can use, in the same shape.
      const reference = parseMediaReference(kept.url);
      expect(reference, kept.url).not.toBeNull();
      expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(16_383);
      // Its shape, give or take the rounding of a side only a few pixels long.
      expect((kept.width / kept.height) * (height / width)).toBeCloseTo(1, 1);
      const widest = Math.min(kept.width, 1600);
      for (const format of ["avif", "webp", "jpg"] as const) {
        const served = await app.inject({
          url: mediaFilePath(reference as MediaReference, widest, format),
          headers: { cookie },
        });
        expect(served.statusCode, `${width}×${height} ${format}`).toBe(200);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.width).toBe(widest);
        expect(metadata.height).toBeLessThanOrEqual(16_383);
      }
    }
  });

  it("answers 503 with Retry-After while images are being made and others wait", async () => {
    const { cookie } = await signInAs("contributor");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another upload being made, and as many as may wait behind it.
    const lane = LANES["team-images"];
    const others = Array.from({ length: lane.running + lane.waiting }, () =>
      laneTurns("team-images").run("another editor", () => held),
    );
    try {
      const busy = await upload(cookie, await photo());
      expect(busy.statusCode).toBe(503);
      expect(busy.headers["retry-after"]).toBe("10");
      expect(busy.json()).toEqual({ error: BUSY_MESSAGE });
    } finally {
      release();
      await Promise.all(others);
    }
    expect((await upload(cookie, await photo())).statusCode).toBe(201);
  });

  it("makes the team's images while businesses' guide photos fill their own queue", async () => {
    const { cookie } = await signInAs("contributor");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A guide photo being made, and as many as may wait behind it.
    const lane = LANES["public-images"];
    const photos = Array.from({ length: lane.running + lane.waiting }, () =>
      laneTurns("public-images").run("a business", () => held),
    );
    try {
      expect(offThreadFull("public-images")).toBe(true);
      const started = performance.now();
      const staff = await upload(cookie, await photo());
      expect(staff.statusCode, staff.body).toBe(201);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      release();
      await Promise.all(photos);
    }
  });

  it("pauses a person's uploads past the limit, and only theirs", async () => {
    const { cookie } = await signInAs("contributor");
    // Uploads with no file are answered at once, and count as any upload does.
    for (let n = 0; n < MEDIA_UPLOAD_LIMIT.max; n += 1) {
      expect((await upload(cookie)).statusCode).toBe(400);
    }
    const limited = await upload(cookie, await photo());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: MEDIA_MESSAGES.uploadLimited });
    const someoneElse = await signInAs("contributor");
    expect((await upload(someoneElse.cookie, await photo())).statusCode).toBe(201);
  });
});

// The media library's routes: uploading an image, behind the guard, and serving its
// files from this origin, kept by browsers for good since a file's address never changes: to the
// team always, to everyone once published content uses the image (published.ts). A shared cache
// holds a public file for a day at most, named by the areas of the content using it, so taking
// that content down purges it (http/shared-cache.ts). What an upload may cost the server is
// bounded: so many a person in a quarter of an hour, one image made at a time in its lane of the
// worker pool (the team's, or the businesses' guide photos: off-thread/images.ts), and no more
// pixels than MAX_INPUT_PIXELS.
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_ID } from "../../../shared/contracts/common.ts";
import { MEDIA_MAX_BYTES, mediaUploadFields } from "../../../shared/contracts/media.ts";
import { MEDIA_CONTENT_TYPES, mediaReference, parseMediaFile } from "../../../shared/media.ts";
import { adminOf, enrichedFor } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { media, mediaFiles } from "../../db/schema.ts";
import { ServerBusy } from "../../http/busy-page.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { sharedCacheTags, sharedLifetime, sharedMaxAgeSeconds } from "../../http/shared-cache.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import {
  type ImageLane,
  ImageTooLarge,
  MAX_INPUT_PIXELS,
  makeImageOffThread,
  NotAnImage,
} from "../../off-thread/images.ts";
import { offThreadFull, TaskTooSlow } from "../../off-thread/run-off-thread.ts";
import { libraryAnswers } from "./checks.ts";
import { isMediaPublic } from "./published.ts";

/** A browser keeps a file for good: its address names bytes that never change. */
const IMMUTABLE = "max-age=31536000, immutable";
/**
 * An image no published content uses yet, or one answered to the team (whose answers carry no
 * tags to purge them by): their browsers keep it, shared caches do not.
 */
const IMMUTABLE_PRIVATE = `private, ${IMMUTABLE}`;
/** The cache headers a file was answered with, for the route's onSend to put back. */
const cacheChosen = new WeakMap<object, Record<string, string>>();

export const MEDIA_UPLOAD_LIMIT = rateLimitOf("media-upload");

export const MEDIA_MESSAGES = {
  uploadLimited:
    "You have uploaded a lot of images in the last few minutes, so uploads are paused for you. Please try again in a quarter of an hour.",
  notAnImage: "That file is not an image we can use: try a JPEG, PNG or WebP",
};

const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} megapixels`;

/** Says what is too large about an image, and what would be taken. */
function tooLargeMessage({ width, height }: ImageTooLarge) {
  const size = `${width.toLocaleString("en-GB")} × ${height.toLocaleString("en-GB")} pixels`;
  return `This image is ${size} (${megapixels(width * height)}), and the most we take is ${megapixels(MAX_INPUT_PIXELS)}. Make it smaller and upload it again.`;
}

/** The upload's file and text fields, read from the multipart body. */
export async function readUpload(
  parts: AsyncIterableIterator<import("@fastify/multipart").Multipart>,
) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) throw new HttpError(400, "Send one image, as file");
        file = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Our own answers and the plugin's 4xx (413 for a file too large) stand; a body cut short or
    // malformed is the sender's problem, not the server's.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, "The upload could not be read: send the image again");
  }
  return { file, fields };
}

/**
 * The image's files, made in its turn in `lane`; what is wrong with the file is answered as a 4xx,
 * a full lane as 503 (ServerBusy), an image past its time as 503 too.
 */
export async function makeImage(file: Buffer, lane: ImageLane = "team-images") {
  try {
    return await makeImageOffThread(file, lane);
  } catch (error) {
    if (error instanceof TaskTooSlow) throw new ServerBusy();
    if (error instanceof NotAnImage) throw new HttpError(400, MEDIA_MESSAGES.notAnImage);
    if (error instanceof ImageTooLarge) throw new HttpError(422, tooLargeMessage(error));
    throw error;
  }
}

/** The areas whose writes can take an image down: its guide's, or the articles' and news'. */
const areasShowing = (image: { accessGuideId: number | null }) =>
  image.accessGuideId != null ? (["access-guide"] as const) : (["article", "news"] as const);

export const mediaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The data versions: whether an image is public is remembered only while they stand. */
  version: DataVersion;
  /** Whether a shared cache in front is purged on a change (else it holds a file a minute). */
  sharedCachePurged?: boolean;
}> = async (app, { db, version, sharedCachePurged = false }) => {
  const publicCacheControl = `public, ${IMMUTABLE}, ${sharedLifetime(sharedMaxAgeSeconds(sharedCachePurged))}`;

  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });

  // Declared in shared/endpoints/media.ts.
  app.route({
    ...endpointRoute("POST /api/admin/media"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      // Every upload counts, one refused or turned away too: each costs the server its reading.
      const { allowed } = await app.limits.take(MEDIA_UPLOAD_LIMIT, `user:${admin.userId}`);
      if (!allowed) throw new HttpError(429, MEDIA_MESSAGES.uploadLimited);
      // Turned away (503, Retry-After) before its file is read: a full lane has no room for it.
      if (offThreadFull("team-images")) throw new ServerBusy();
      if (!request.isMultipart()) {
        throw new HttpError(415, "Send the image as multipart/form-data, with file and alt");
      }
      const { file, fields } = await readUpload(request.parts());
      const parsed = mediaUploadFields.safeParse(fields);
      if (!parsed.success) {
        throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid fields");
      }
      if (!file) throw new HttpError(400, "Choose an image to upload");
      const decorative = parsed.data.decorative === "true";
      const alt = decorative ? "" : (parsed.data.alt ?? "");
      const image = await makeImage(file);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({
            alt,
            decorative,
            width: image.width,
            height: image.height,
            fallback: image.fallback,
            uploadedBy: admin.userId,
          })
          .returning();
        if (!inserted) throw new Error("insert returned no row");
        await tx
          .insert(mediaFiles)
          .values(image.files.map((f) => ({ ...f, mediaId: inserted.id })));
        await recordAudit(tx, { ...by(admin), action: "media.upload", targetId: inserted.id });
        return inserted;
      });
      return reply.status(201).send({
        id: row.id,
        url: mediaReference(row),
        width: row.width,
        height: row.height,
        alt: row.alt,
        decorative: row.decorative,
      });
    },
  });

  // Declared in shared/endpoints/media.ts: the editor's checks ask it as the author types.
  app.route({
    ...endpointRoute("POST /api/admin/media/references"),
    handler: async (request) => {
      const references = [...new Set(request.body.references.map((url) => url.trim()))];
      const answers = await libraryAnswers(db, references);
      return { images: [...answers].map(([reference, found]) => ({ reference, found })) };
    },
  });

  app.get<{ Params: { file: string } }>(
    "/media/:file",
    {
      // Anyone may ask; the team (any signed-in person) also gets images no published content
      // uses yet, such as those of a draft they are writing.
      config: enrichedFor("write-articles"),
      // The guard marks whatever a signed-in person was answered `no-store` (and the shared-cache
      // guard drops the tags of a `no-store` answer); a file's bytes never change, so the headers
      // the handler chose are put back after them.
      onSend: async (_request, reply) => {
        const chosen = cacheChosen.get(reply);
        if (chosen) reply.headers(chosen);
      },
    },
    async (request, reply) => {
      const wanted = parseMediaFile(request.params.file);
      // Nothing about a missing image is kept: it may be published, or uploaded, a moment later.
      reply.header("cache-control", "no-store");
      // An id the database's integer cannot hold names no image; asked for, it would be an error.
      if (!wanted || wanted.id < 1 || wanted.id > MAX_ID) throw notFound("Image");
      const [image] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, wanted.id), eq(media.key, wanted.key)));
      // A reference loads the image only when the size and mark it names are the image's own.
      const named = wanted.reference;
      const matches =
        !named ||
        (named.width === image?.width &&
          named.height === image.height &&
          named.decorative === image.decorative &&
          named.fallback === image.fallback);
      if (!image || !matches) throw notFound("Image");
      const versions = await version.current();
      const generation = areasShowing(image)
        .map((area) => versions[area])
        .join(".");
      const isPublic = await isMediaPublic(db, image, generation);
      if (!isPublic && !request.admin) throw notFound("Image");
      const [found] = await db
        .select({ bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(
          and(
            eq(mediaFiles.mediaId, image.id),
            eq(mediaFiles.width, wanted.width),
            eq(mediaFiles.format, wanted.format),
          ),
        );
      if (!found) throw notFound("Image");
      const shared = isPublic && !request.admin;
      cacheChosen.set(
        reply,
        shared
          ? {
              "cache-control": publicCacheControl,
              // A published image may be shown by another site: a business's own website
              // showing its access guide's photos, pasted from the manage page.
              "cross-origin-resource-policy": "cross-origin",
              ...sharedCacheTags(areasShowing(image), { allPages: false }),
            }
          : { "cache-control": IMMUTABLE_PRIVATE },
      );
      return reply.type(MEDIA_CONTENT_TYPES[wanted.format]).send(Buffer.from(found.bytes));
    },
  );
};

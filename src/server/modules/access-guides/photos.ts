// Photos of a place in its access guide (decision 036): up to GUIDE_PHOTOS_MAX, each with alt text,
// uploaded by the business with its manage token and made by the media pipeline, one image at a
// time in the worker pool's lane for public images, apart from the team's, with a pixel limit
// (modules/media/, off-thread/images.ts). A photo is the media library's image, owned by the
// guide (`media.access_guide_id`, so it goes when the guide does); the guide's `photos` keeps the
// business's order and words, and the published version keeps its own list, so a photo added to a
// published guide waits for review like any other edit. An image is public only while a
// published version shows it (media/published.ts).

import { and, eq, notInArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  GUIDE_PHOTOS_MAX,
  type GuidePhoto,
  type GuidePhotoEdit,
  guidePhotoFields,
} from "../../../shared/contracts/access-guides.ts";
import { IN_REVIEW_LOCKED } from "../../../shared/guide-safeguard-words.ts";
import type { MediaFileFormat } from "../../../shared/media.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { accessGuides, media, mediaFiles } from "../../db/schema.ts";
import { ServerBusy } from "../../http/busy-page.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { offThreadFull } from "../../off-thread/run-off-thread.ts";
import { makeImage, readUpload } from "../media/routes.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { queueGuideForReview } from "./notify.ts";
import { findByManageToken, type GuideRow, NO_SUCH_GUIDE, notInReview } from "./service.ts";

export const PHOTO_MESSAGES = {
  full: `Your guide has ${GUIDE_PHOTOS_MAX} photos, the most it can have. Remove one to add another.`,
  addressLimited:
    "You have uploaded a lot of photos from this connection in the last hour, so we have paused uploads for you. Please try again later.",
  guideLimited:
    "This guide has had a lot of photos uploaded in the last hour, so we have paused uploads to it. Please try again later.",
  editsLimited:
    "You have saved a lot of changes from this connection in the last hour, so we have paused them for a while. Please try again later.",
  noFile: "Choose a photo to upload: a JPEG, PNG or WebP",
  notMultipart: "Send the photo as multipart/form-data, with file and alt",
  noSuchPhoto: "That photo is not in this guide",
};

const addressLimit = rateLimitOf("access-guide-photo");
const guideLimit = rateLimitOf("access-guide-photo-guide");
const editLimit = rateLimitOf("access-guide-edit");

/** An edit of a published guide sends it back to review; its published version stays up. */
const backToReview = (row: GuideRow, now: Date) =>
  row.status === "published"
    ? { status: "in_review" as const, submittedAt: now, lastCheckedAt: now, reviewReason: null }
    : {};

/** The team told when a change to a published guide puts it back in the queue. */
const toReview = (tx: Executor, before: GuideRow, after: GuideRow, now: Date) =>
  before.status === "published" ? queueGuideForReview(tx, after, now) : undefined;

/** The guide a photo change is for: not one in review, which stays as its reviewer reads it. */
async function guideByToken(db: Db, token: string) {
  const row = await findByManageToken(db, token);
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  if (row.status === "in_review") throw new HttpError(409, IN_REVIEW_LOCKED);
  return row;
}

/**
 * A photo added from the manage page or the API: limits first (each attempt counts, as it costs
 * the server its reading), then the guide, its room, the file and its alt text, then the image
 * made in its turn; the guide takes it only while it has room, so two uploads at once cannot
 * make a seventh. Throws HttpError (4xx) or ServerBusy (503); the guide as it is now.
 */
export async function addPhoto(db: Db, request: FastifyRequest, token: string, now: Date) {
  const limits = request.server.limits;
  if (!(await limits.take(addressLimit, clientAddress(request), now)).allowed) {
    throw new HttpError(429, PHOTO_MESSAGES.addressLimited);
  }
  const row = await guideByToken(db, token);
  if (row.photos.length >= GUIDE_PHOTOS_MAX) throw new HttpError(409, PHOTO_MESSAGES.full);
  if (!(await limits.take(guideLimit, `guide:${row.id}`, now)).allowed) {
    throw new HttpError(429, PHOTO_MESSAGES.guideLimited);
  }
  // Turned away before its file is read: a full lane has no room for it.
  // In the public lane, so the team's uploads never wait behind a business's.
  if (offThreadFull("public-images")) throw new ServerBusy();
  if (!request.isMultipart()) throw new HttpError(415, PHOTO_MESSAGES.notMultipart);
  const { file, fields } = await readUpload(request.parts());
  const parsed = guidePhotoFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, issue?.message ?? "Invalid fields", {
      fields: { [String(issue?.path[0] ?? "alt")]: issue?.message ?? "Invalid" },
    });
  }
  if (!file || file.length === 0) {
    throw new HttpError(400, PHOTO_MESSAGES.noFile, { fields: { file: PHOTO_MESSAGES.noFile } });
  }
  const image = await makeImage(file, "public-images");
  const { alt } = parsed.data;
  const result = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({
        alt,
        width: image.width,
        height: image.height,
        fallback: image.fallback,
        accessGuideId: row.id,
      })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await tx.insert(mediaFiles).values(image.files.map((f) => ({ ...f, mediaId: inserted.id })));
    const photo: GuidePhoto = {
      id: inserted.id,
      key: inserted.key,
      width: inserted.width,
      height: inserted.height,
      fallback: inserted.fallback,
      alt,
    };
    const [updated] = await tx
      .update(accessGuides)
      .set({
        photos: sql`${accessGuides.photos} || ${JSON.stringify([photo])}::jsonb`,
        ...backToReview(row, now),
        updatedAt: now,
      })
      .where(
        and(
          eq(accessGuides.id, row.id),
          sql`jsonb_array_length(${accessGuides.photos}) < ${GUIDE_PHOTOS_MAX}`,
        ),
      )
      .returning();
    // Another upload took the last place meanwhile: this one's image is not kept.
    if (!updated) throw new HttpError(409, PHOTO_MESSAGES.full);
    await toReview(tx, row, updated, now);
    return updated;
  });
  if (row.status === "published") notificationQueued(db);
  return result;
}

/** A photo's alt text or place changed; a published guide goes back to review. */
export async function editPhoto(
  db: Db,
  request: FastifyRequest,
  token: string,
  photoId: number,
  edit: GuidePhotoEdit,
  now: Date,
) {
  if (!(await request.server.limits.take(editLimit, clientAddress(request), now)).allowed) {
    throw new HttpError(429, PHOTO_MESSAGES.editsLimited);
  }
  const row = await guideByToken(db, token);
  const index = row.photos.findIndex((photo) => photo.id === photoId);
  const current = row.photos[index];
  if (!current) throw new HttpError(404, PHOTO_MESSAGES.noSuchPhoto);
  const photos = row.photos.filter((photo) => photo.id !== photoId);
  const position = Math.min(edit.position ?? index + 1, photos.length + 1);
  photos.splice(position - 1, 0, { ...current, alt: edit.alt ?? current.alt });
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accessGuides)
      .set({ photos, ...backToReview(row, now), updatedAt: now })
      .where(notInReview(row.id))
      .returning();
    if (updated) await toReview(tx, row, updated, now);
    return updated;
  });
  if (row.status === "published") notificationQueued(db);
  return updated ?? row;
}

/**
 * A photo taken out of the guide. Its image goes at once unless the published version shows it:
 * then it stays until a version without it is approved (`forgetUnusedPhotos`).
 */
export async function removePhoto(
  db: Db,
  request: FastifyRequest,
  token: string,
  photoId: number,
  now: Date,
) {
  if (!(await request.server.limits.take(editLimit, clientAddress(request), now)).allowed) {
    throw new HttpError(429, PHOTO_MESSAGES.editsLimited);
  }
  const row = await guideByToken(db, token);
  if (!row.photos.some((photo) => photo.id === photoId)) {
    throw new HttpError(404, PHOTO_MESSAGES.noSuchPhoto);
  }
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accessGuides)
      .set({
        photos: row.photos.filter((photo) => photo.id !== photoId),
        ...backToReview(row, now),
        updatedAt: now,
      })
      .where(notInReview(row.id))
      .returning();
    if (!updated) throw new HttpError(404, NO_SUCH_GUIDE);
    await forgetUnusedPhotos(tx, updated);
    await toReview(tx, row, updated, now);
    return updated;
  });
  if (row.status === "published") notificationQueued(db);
  return result;
}

/** Deletes the guide's images that neither its current photos nor its published version show. */
export async function forgetUnusedPhotos(db: Executor, row: GuideRow) {
  const kept = [...row.photos, ...(row.published?.photos ?? [])].map((photo) => photo.id);
  await db
    .delete(media)
    .where(
      and(eq(media.accessGuideId, row.id), kept.length ? notInArray(media.id, kept) : undefined),
    );
}

/**
 * The bytes of one file of a guide's photo, for its manage page: a photo of this guide, current
 * or published, whoever holds the token; undefined for anything else.
 */
export async function managedPhotoFile(
  db: Db,
  token: string,
  wanted: { id: number; key: string; width: number; format: MediaFileFormat },
) {
  const row = await findByManageToken(db, token);
  if (!row) return undefined;
  const [found] = await db
    .select({ bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .innerJoin(media, eq(media.id, mediaFiles.mediaId))
    .where(
      and(
        eq(media.id, wanted.id),
        eq(media.key, wanted.key),
        eq(media.accessGuideId, row.id),
        eq(mediaFiles.width, wanted.width),
        eq(mediaFiles.format, wanted.format),
      ),
    );
  return found?.bytes;
}

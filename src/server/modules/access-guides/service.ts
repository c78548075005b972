// Access guides as their business sees them (decision 036): made from self-assessment results,
// edited and sent for review by a secret manage token alone, of which only a hash is kept (as
// for results). Editing a published guide sends it back to review while the published version,
// kept whole in `published`, stays up.
import { randomBytes } from "node:crypto";
import { and, eq, ne, or } from "drizzle-orm";
import { categoryOfBusinessType } from "../../../shared/access-guides/categories.ts";
import { GUIDE_DATA_LICENCE } from "../../../shared/access-guides/licence.ts";
import {
  LOCATION_NEEDED_MESSAGE,
  locationOfColumns,
} from "../../../shared/access-guides/location.ts";
import { postcodeDistrict } from "../../../shared/access-guides/postcode.ts";
import { answersAsToday } from "../../../shared/assessment/earlier-answers.ts";
import type { Answer } from "../../../shared/assessment/model.ts";
import type {
  AccessGuideEdit,
  AccessGuideValidInput,
} from "../../../shared/contracts/access-guides.ts";
import { IN_REVIEW_LOCKED } from "../../../shared/guide-safeguard-words.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuides, assessments } from "../../db/schema.ts";
import { sha256Hex } from "../../db/sha256.ts";
import { HttpError } from "../../http/http-error.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { queueGuideForReview, queueGuideLink } from "./notify.ts";
import { photoView } from "./photo-view.ts";
import { detailsFromAnswers, mergeDetails } from "./prefill.ts";

export type GuideRow = typeof accessGuides.$inferSelect;

export const NO_SUCH_RESULTS =
  "We could not find those self-assessment results. Open your results page and start the guide from there.";
export const NO_SUCH_GUIDE = "Access guide not found";

/** 24 random bytes: 192 bits, 32 characters in a URL, like a results token. */
const newToken = () => randomBytes(24).toString("base64url");

/**
 * The rows a manage link opens: the link the business was given, or the one its 12-month
 * reminder carried (reminders.ts). Only hashes of either are kept.
 */
export const byManageToken = (token: string) => {
  const hash = sha256Hex(token);
  return or(eq(accessGuides.manageTokenHash, hash), eq(accessGuides.reminderTokenHash, hash));
};

/**
 * The guide by id, unless it is in review: every change's UPDATE carries it, so a change that
 * raced a submission changes nothing rather than the version the team is reading.
 */
export const notInReview = (id: number) =>
  and(eq(accessGuides.id, id), ne(accessGuides.status, "in_review"));

/** The address of a guide's published page, or null while it has none. */
export const publishedUrl = (row: Pick<GuideRow, "id" | "published">) =>
  row.published ? permalinkPath("access-guide", { id: row.id, title: row.published.name }) : null;

export async function createGuide(db: Db, input: AccessGuideValidInput) {
  const [assessment] = await db
    .select({
      id: assessments.id,
      responses: assessments.responses,
      businessType: assessments.businessType,
    })
    .from(assessments)
    .where(eq(assessments.tokenHash, sha256Hex(input.assessmentToken)));
  if (!assessment) {
    throw new HttpError(400, NO_SUCH_RESULTS, { fields: { assessmentToken: NO_SUCH_RESULTS } });
  }
  const prefilled = detailsFromAnswers(
    answersAsToday(assessment.responses as Record<string, Answer>),
  );
  const manageToken = newToken();
  let linkQueued = false;
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessGuides)
      .values({
        manageTokenHash: sha256Hex(manageToken),
        assessmentId: assessment.id,
        name: input.name,
        town: input.town,
        postcode: input.postcode,
        postcodeDistrict: postcodeDistrict(input.postcode),
        // The business's own choice, else what its self-assessment says it is.
        category: input.category ?? categoryOfBusinessType(assessment.businessType),
        ...(input.location ? { lat: input.location.lat, lon: input.location.lon } : {}),
        contactEmail: input.contactEmail ?? null,
        publishContactEmail: input.publishContactEmail ?? false,
        details: mergeDetails(prefilled, input.details ?? {}),
      })
      .returning({
        id: accessGuides.id,
        name: accessGuides.name,
        contactEmail: accessGuides.contactEmail,
      });
    if (!row) throw new Error("The guide was not stored");
    // The form promises the link by e-mail when the business gives an address.
    linkQueued = await queueGuideLink(tx, row, manageToken);
    return row;
  });
  if (linkQueued) notificationQueued(db);
  return { id: row.id, status: "draft" as const, manageToken };
}

export async function findByManageToken(db: Db, token: string): Promise<GuideRow | undefined> {
  const [row] = await db.select().from(accessGuides).where(byManageToken(token));
  return row;
}

export const managedView = (row: GuideRow) => ({
  id: row.id,
  name: row.name,
  town: row.town,
  postcode: row.postcode,
  postcodeDistrict: row.postcodeDistrict,
  category: row.category,
  location: locationOfColumns(row),
  details: row.details,
  contactEmail: row.contactEmail,
  publishContactEmail: row.publishContactEmail,
  photos: row.photos.map(photoView),
  status: row.status,
  reviewReason: row.reviewReason,
  lastCheckedAt: row.lastCheckedAt,
  url: publishedUrl(row),
  takenDown:
    row.takenDownAt && row.takeDownReason
      ? { at: row.takenDownAt, reason: row.takeDownReason }
      : null,
});

/**
 * Refused (422) while the guide has no location: visitors find guides near them by it, so none is
 * sent for review without one. Named by its field, as a failed check names its fields.
 */
export const locationNeeded = () =>
  new HttpError(422, LOCATION_NEEDED_MESSAGE, [
    { field: "location", message: LOCATION_NEEDED_MESSAGE },
  ]);

/**
 * The business's changes. A published guide goes back to review, its published version staying
 * up meanwhile; a draft or one sent back stays as it is until the business sends it.
 */
export async function editGuide(db: Db, token: string, edit: AccessGuideEdit, now: Date) {
  const row = await findByManageToken(db, token);
  if (!row) return undefined;
  if (row.status === "in_review") throw new HttpError(409, IN_REVIEW_LOCKED);
  const backToReview = row.status === "published";
  if (backToReview && !edit.location && locationOfColumns(row) === null) throw locationNeeded();
  // A new address given (or one changed) is sent the link, so the business has it in writing.
  const newEmail =
    edit.contactEmail !== undefined &&
    edit.contactEmail !== null &&
    edit.contactEmail !== row.contactEmail;
  let queued = false;
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accessGuides)
      .set({
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.town !== undefined ? { town: edit.town } : {}),
        ...(edit.postcode !== undefined
          ? { postcode: edit.postcode, postcodeDistrict: postcodeDistrict(edit.postcode) }
          : {}),
        ...(edit.category !== undefined ? { category: edit.category } : {}),
        ...(edit.location ? { lat: edit.location.lat, lon: edit.location.lon } : {}),
        ...(edit.contactEmail !== undefined ? { contactEmail: edit.contactEmail } : {}),
        ...(edit.publishContactEmail !== undefined
          ? { publishContactEmail: edit.publishContactEmail }
          : {}),
        ...(edit.details !== undefined ? { details: edit.details } : {}),
        ...(backToReview
          ? {
              status: "in_review" as const,
              submittedAt: now,
              lastCheckedAt: now,
              reviewReason: null,
            }
          : {}),
        updatedAt: now,
      })
      .where(notInReview(row.id))
      .returning();
    // Sent for review since it was read: refused, as above.
    if (!updated) throw new HttpError(409, IN_REVIEW_LOCKED);
    if (backToReview) {
      await queueGuideForReview(tx, updated, now);
      queued = true;
    }
    if (newEmail) queued = (await queueGuideLink(tx, updated, token)) || queued;
    return updated;
  });
  if (queued) notificationQueued(db);
  return updated;
}

/**
 * Sent for review: the business confirms the facts, so they were last checked now, and agrees
 * again to their publication as open data (decision 046), so the date is kept with the licence.
 */
export async function submitGuide(db: Db, token: string, now: Date) {
  const before = await findByManageToken(db, token);
  if (!before) return undefined;
  if (locationOfColumns(before) === null) throw locationNeeded();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accessGuides)
      .set({
        status: "in_review",
        submittedAt: now,
        lastCheckedAt: now,
        updatedAt: now,
        licenceAgreedAt: now,
        licence: GUIDE_DATA_LICENCE.id,
      })
      .where(eq(accessGuides.id, before.id))
      .returning();
    // The team hears once a guide joins the queue, not again for each send while it waits.
    if (row && before.status !== "in_review") await queueGuideForReview(tx, row, now);
    return row;
  });
  if (before.status !== "in_review") notificationQueued(db);
  return row;
}

/** The guide and its published page, gone; the row as it was, or undefined. */
export async function deleteGuide(db: Db, token: string) {
  const [row] = await db.delete(accessGuides).where(byManageToken(token)).returning();
  return row;
}

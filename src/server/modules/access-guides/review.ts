// The team's review of access guides (decision 036): the queue, approving (the business's latest words
// become the published version) and sending back with a reason, which the manage page shows and,
// when the business gave an address, the outbox e-mails. Either way the version reviewed is kept,
// so that when the guide comes back the reviewer is shown what changed since.
import { and, asc, eq } from "drizzle-orm";
import { DEFAULT_GUIDE_CATEGORY } from "../../../shared/access-guides/categories.ts";
import type { GuideStatus } from "../../../shared/access-guides/fields.ts";
import { locationOfColumns } from "../../../shared/access-guides/location.ts";
import type {
  GuideReviewOutcome,
  PublishedGuideSnapshot,
  ReviewedGuideVersion,
} from "../../../shared/contracts/access-guides.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { forgetUnusedPhotos } from "./photos.ts";
import { stampFacts } from "./provenance.ts";
import { type GuideRow, managedView, NO_SUCH_GUIDE, publishedUrl } from "./service.ts";
import { resolveDisputes } from "./trust-admin.ts";

export const NOT_IN_REVIEW = "This guide is not waiting for review";

/** The manage view, as the team sees it: when it was sent for review, in place of when checked. */
export const adminView = (row: GuideRow) => {
  const { lastCheckedAt: _, ...view } = managedView(row);
  return {
    ...view,
    submittedAt: row.submittedAt,
    lastReview: lastReviewView(row.lastReview),
    updatedAt: row.updatedAt,
  };
};

/** The version last reviewed, in words the queue compares: the photos by their alt text. */
function lastReviewView(review: ReviewedGuideVersion | null) {
  if (!review) return null;
  const { version } = review;
  return {
    outcome: review.outcome,
    at: new Date(review.at),
    version: {
      name: version.name,
      town: version.town,
      postcode: version.postcode,
      postcodeDistrict: version.postcodeDistrict,
      category: version.category ?? DEFAULT_GUIDE_CATEGORY,
      location: version.location ?? null,
      details: version.details,
      contactEmail: version.contactEmail,
      photoAlts: (version.photos ?? []).map((photo) => photo.alt),
    },
  };
}

export async function guidesForReview(db: Db, status: GuideStatus = "in_review") {
  const rows = await db
    .select()
    .from(accessGuides)
    .where(eq(accessGuides.status, status))
    .orderBy(asc(accessGuides.submittedAt), asc(accessGuides.id))
    .limit(200);
  return rows.map(adminView);
}

async function waitingGuide(db: Db, id: number) {
  const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  if (row.status !== "in_review") throw new HttpError(409, NOT_IN_REVIEW);
  return row;
}

const snapshotOf = (row: GuideRow, now: Date): PublishedGuideSnapshot => {
  const location = locationOfColumns(row);
  return {
    name: row.name,
    town: row.town,
    postcode: row.postcode,
    postcodeDistrict: row.postcodeDistrict,
    category: row.category,
    ...(location ? { location } : {}),
    details: row.details,
    contactEmail: row.publishContactEmail ? row.contactEmail : null,
    lastCheckedAt: (row.lastCheckedAt ?? now).toISOString(),
    photos: row.photos,
  };
};

const reviewed = (row: GuideRow, outcome: GuideReviewOutcome, now: Date): ReviewedGuideVersion => ({
  outcome,
  at: now.toISOString(),
  version: snapshotOf(row, now),
});

export const CHANGED_SINCE_READ =
  "This guide has changed since you opened it. Load the queue again and read it before you publish it.";

/**
 * Publishes the guide as the reviewer read it: `seen` is its `updatedAt` as the queue showed it,
 * and a guide changed since is refused (a guide in review cannot change, so this is a backstop).
 */
export async function approveGuide(
  db: Db,
  id: number,
  admin: AdminIdentity,
  now: Date,
  seen?: string,
) {
  const row = await waitingGuide(db, id);
  if (seen !== undefined && new Date(seen).getTime() !== row.updatedAt.getTime()) {
    throw new HttpError(409, CHANGED_SINCE_READ);
  }
  const checked = snapshotOf(row, now);
  const published = {
    ...checked,
    provenance: stampFacts(row.published, checked.details, checked.lastCheckedAt),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(accessGuides)
      .set({
        status: "published",
        published,
        publishedAt: row.publishedAt ?? now,
        reviewReason: null,
        lastReview: { outcome: "published", at: now.toISOString(), version: published },
        // Back on the site: a take-down is over once a new version is approved.
        takenDownAt: null,
        takeDownReason: null,
        updatedAt: now,
      })
      .where(and(eq(accessGuides.id, id), eq(accessGuides.status, "in_review")));
    // The team has read the guide again: the corrections it accepted are settled.
    await resolveDisputes(tx, id);
    // Photos the business removed while the earlier version showed them go now.
    await forgetUnusedPhotos(tx, { ...row, published });
    if (row.contactEmail) {
      await queueNotification(tx, {
        kind: "guide-published",
        payload: {
          guideId: row.id,
          name: row.name,
          email: row.contactEmail,
          path: publishedUrl({ id, published }) ?? "",
          update: row.published !== null,
          publishedAt: now.toISOString(),
        },
      });
    }
    await recordAudit(tx, {
      ...by(admin),
      action: "access-guide.approve",
      targetId: id,
      details: { name: row.name },
    });
  });
  if (row.contactEmail) notificationQueued(db);
  return { status: "published" as const, url: publishedUrl({ id, published }) ?? "" };
}

export async function returnGuide(
  db: Db,
  id: number,
  reason: string,
  admin: AdminIdentity,
  now: Date,
) {
  const row = await waitingGuide(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(accessGuides)
      .set({
        status: "changes_requested",
        reviewReason: reason,
        lastReview: reviewed(row, "sent-back", now),
        updatedAt: now,
      })
      .where(eq(accessGuides.id, id));
    if (row.contactEmail) {
      await queueNotification(tx, {
        kind: "guide-returned",
        payload: {
          guideId: row.id,
          name: row.name,
          email: row.contactEmail,
          reason,
          returnedAt: now.toISOString(),
        },
      });
    }
    await recordAudit(tx, {
      ...by(admin),
      action: "access-guide.reject",
      targetId: id,
      details: { name: row.name, reason },
    });
  });
  if (row.contactEmail) notificationQueued(db);
  return { status: "changes_requested" as const };
}

// What an outbox row says, by kind. The facts are copied into the row when it is written, so the
// e-mail can be sent even if the message or story changes or goes first. They are read back
// through these schemas: a row that does not match (written by another version) fails for good
// instead of sending something half-formed.
import { z } from "zod";
import {
  PUBLISHING_KIND_NAMES,
  type PublishingKindName,
} from "../../../shared/publishing-kinds.ts";

export const NOTIFICATION_KINDS = [
  "contact-message",
  "pending-story",
  "review-request",
  "digest",
  "invitation",
  "story-returned",
  "guide-returned",
  "guide-reminder",
  "guide-link",
  "guide-published",
  "pending-guide",
  "guide-disputed",
  "guide-taken-down",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/**
 * E-mails to someone outside the team: sent at once, in digest mode too, and never gathered into
 * the team's digest.
 */
export const DIRECT_KINDS = [
  "invitation",
  "story-returned",
  "guide-returned",
  "guide-reminder",
  "guide-link",
  "guide-published",
  "guide-disputed",
  "guide-taken-down",
] as const satisfies NotificationKind[];
/** The kinds a visitor's action creates; a digest gathers these. */
export type ItemKind = Exclude<NotificationKind, "digest" | (typeof DIRECT_KINDS)[number]>;

const isoTime = z.iso.datetime({ offset: true });

export const contactMessagePayload = z.object({
  messageId: z.number().int(),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  inquiryType: z.string().nullable(),
  message: z.string(),
  receivedAt: isoTime,
});
export type ContactMessagePayload = z.infer<typeof contactMessagePayload>;

export const pendingStoryPayload = z.object({
  storyId: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  excerpt: z.string().nullable(),
  receivedAt: isoTime,
});
export type PendingStoryPayload = z.infer<typeof pendingStoryPayload>;

/** A contributor asked the editors to review and publish a piece they wrote in the admin. */
export const reviewRequestPayload = z.object({
  kind: z.enum(PUBLISHING_KIND_NAMES as [PublishingKindName, ...PublishingKindName[]]),
  itemId: z.number().int(),
  title: z.string(),
  submittedBy: z.string(),
  submittedAt: isoTime,
});
export type ReviewRequestPayload = z.infer<typeof reviewRequestPayload>;

/** An access guide waiting for the team's review: new, sent again, or a published one changed. */
export const pendingGuidePayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  town: z.string(),
  /** True when a version is already published and this is a change to it. */
  changed: z.boolean(),
  submittedAt: isoTime,
});
export type PendingGuidePayload = z.infer<typeof pendingGuidePayload>;

export const digestItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("contact-message"), payload: contactMessagePayload }),
  z.object({ kind: z.literal("pending-story"), payload: pendingStoryPayload }),
  z.object({ kind: z.literal("review-request"), payload: reviewRequestPayload }),
  z.object({ kind: z.literal("pending-guide"), payload: pendingGuidePayload }),
]);
export type DigestItem = z.infer<typeof digestItem>;

export const digestPayload = z.object({
  /** Everything that arrived before this moment and had not been e-mailed. */
  until: isoTime,
  items: z.array(digestItem).min(1),
});
export type DigestPayload = z.infer<typeof digestPayload>;

/** An invitation link e-mailed to a new member of the team. It goes to them, at once,
 * in digest mode too. The link is a secret: it is removed from the row once the e-mail is sent. */
export const invitationPayload = z.object({
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  invitedBy: z.string(),
  inviteUrl: z.string().nullable(),
  expiresAt: isoTime,
});
export type InvitationPayload = z.infer<typeof invitationPayload>;

/** A community story an editor returned to its author, with the reason, before deleting it. */
export const storyReturnedPayload = z.object({
  storyId: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  reason: z.string(),
  returnedAt: isoTime,
});
export type StoryReturnedPayload = z.infer<typeof storyReturnedPayload>;

/** An access guide the team sent back to its business with a reason (decision 036). */
export const guideReturnedPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  returnedAt: isoTime,
});
export type GuideReturnedPayload = z.infer<typeof guideReturnedPayload>;

/** The team took a published guide off the site: why, in the editor's words. */
export const guideTakenDownPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  takenDownAt: isoTime,
});
export type GuideTakenDownPayload = z.infer<typeof guideTakenDownPayload>;

/**
 * A published guide not checked for 12 months: a link to confirm or update it. The link is a
 * secret, removed from the row once the e-mail is sent, as an invitation's is.
 */
export const guideReminderPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  lastCheckedAt: isoTime,
  manageToken: z.string().nullable(),
  /** The facts due to be confirmed, in the form's words (none in reminders queued before). */
  dueFacts: z.array(z.string()).default([]),
});
export type GuideReminderPayload = z.infer<typeof guideReminderPayload>;

/**
 * A guide's private manage link, e-mailed to the address its business gave, as the form promises.
 * The link is a secret, removed from the row once the e-mail is sent, as a reminder's is.
 */
export const guideLinkPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  manageToken: z.string().nullable(),
});
export type GuideLinkPayload = z.infer<typeof guideLinkPayload>;

/** A guide the team published (or a change to it approved), with its page's address. */
export const guidePublishedPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The page's path on the site: /access-guides/12-the-canal-cafe. */
  path: z.string(),
  /** True when an earlier version was already published. */
  update: z.boolean(),
  publishedAt: isoTime,
});
export type GuidePublishedPayload = z.infer<typeof guidePublishedPayload>;

/** A visitor said a section of a published guide is wrong, and the team thinks it worth checking. */
export const guideDisputedPayload = z.object({
  guideId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The section's title, as the guide's page gives it. */
  section: z.string(),
  note: z.string().nullable(),
  path: z.string(),
  acceptedAt: isoTime,
});
export type GuideDisputedPayload = z.infer<typeof guideDisputedPayload>;

export const UNREADABLE_MESSAGE =
  "This e-mail was written by another version of the site and cannot be read";

/** A row's kind and payload, checked; null when either is not one this version writes. */
export type Notification =
  | { kind: "contact-message"; payload: ContactMessagePayload }
  | { kind: "pending-story"; payload: PendingStoryPayload }
  | { kind: "review-request"; payload: ReviewRequestPayload }
  | { kind: "digest"; payload: DigestPayload }
  | { kind: "invitation"; payload: InvitationPayload }
  | { kind: "story-returned"; payload: StoryReturnedPayload }
  | { kind: "guide-returned"; payload: GuideReturnedPayload }
  | { kind: "guide-reminder"; payload: GuideReminderPayload }
  | { kind: "guide-link"; payload: GuideLinkPayload }
  | { kind: "guide-published"; payload: GuidePublishedPayload }
  | { kind: "pending-guide"; payload: PendingGuidePayload }
  | { kind: "guide-disputed"; payload: GuideDisputedPayload }
  | { kind: "guide-taken-down"; payload: GuideTakenDownPayload };

/** What stays in a row once its e-mail is sent; undefined keeps the payload as it is. */
export function payloadAfterSending(notification: Notification): unknown {
  if (notification.kind === "invitation") return { ...notification.payload, inviteUrl: null };
  if (notification.kind === "guide-reminder" || notification.kind === "guide-link") {
    return { ...notification.payload, manageToken: null };
  }
  return undefined;
}

export function readNotification(kind: string, payload: unknown): Notification | null {
  switch (kind) {
    case "contact-message": {
      const parsed = contactMessagePayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "pending-story": {
      const parsed = pendingStoryPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "review-request": {
      const parsed = reviewRequestPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "digest": {
      const parsed = digestPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "invitation": {
      const parsed = invitationPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "story-returned": {
      const parsed = storyReturnedPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-returned": {
      const parsed = guideReturnedPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-reminder": {
      const parsed = guideReminderPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-link": {
      const parsed = guideLinkPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-published": {
      const parsed = guidePublishedPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "pending-guide": {
      const parsed = pendingGuidePayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-disputed": {
      const parsed = guideDisputedPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    case "guide-taken-down": {
      const parsed = guideTakenDownPayload.safeParse(payload);
      return parsed.success ? { kind, payload: parsed.data } : null;
    }
    default:
      return null;
  }
}

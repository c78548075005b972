// Where a piece of written content stands: a draft, in review (a contributor asked an editor to
// publish it), scheduled for a time, published, or taken down again. Only published content is
// public. Free of zod, so the browser imports it.
export const PUBLICATION_STATUSES = [
  "draft",
  "in_review",
  "scheduled",
  "published",
  "unpublished",
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

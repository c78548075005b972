// The Activity tab's Details column: a short, plain summary of an audit row's `details`. Only the
// shapes written today are read; anything else is left out rather than shown raw.

const MAX_QUOTE = 80;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (fields: Fields, key: string): string | null => {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

/** “A title”, cut to a readable length. */
function quote(value: string): string {
  const flat = value.replace(/\s+/g, " ");
  return `“${flat.length > MAX_QUOTE ? `${flat.slice(0, MAX_QUOTE - 1)}…` : flat}”`;
}

const EDITABLE_FIELDS = ["title", "excerpt", "content"] as const;

const listed = (parts: string[]) =>
  parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** community.edit: which fields changed, and the old title when it changed. */
function describeEdit(before: Fields, after: Fields): string {
  const changed = EDITABLE_FIELDS.filter(
    (field) => (before[field] ?? null) !== (after[field] ?? null),
  );
  if (changed.length === 0) return "Saved without changes";
  const oldTitle = text(before, "title");
  const parts = changed.map((field) =>
    field === "title" && oldTitle ? `title (was ${quote(oldTitle)})` : field,
  );
  return `Changed the ${listed(parts)}`;
}

/** A record whose story has gone keeps only which fields changed (retention/redact-story-audit). */
function describeRedacted(action: string, details: Fields): string {
  const changed = Array.isArray(details.changed)
    ? EDITABLE_FIELDS.filter((field) => (details.changed as unknown[]).includes(field))
    : [];
  const what =
    action === "community.edit" && changed.length > 0 ? `Changed the ${listed(changed)}. ` : "";
  return `${what}The story's wording was removed when the story was deleted`;
}

/** retention.purge: how many of each kind of visitor record passed its retention period. */
const PURGED: [key: string, one: string, many: string][] = [
  ["contactMessages", "contact message", "contact messages"],
  ["unpublishedStories", "unpublished story", "unpublished stories"],
  ["auditLog", "activity record", "activity records"],
];

function describePurge(details: Fields): string | null {
  const parts = PURGED.flatMap(([key, one, many]) => {
    const count = details[key];
    return typeof count === "number" && count > 0 ? [`${count} ${count === 1 ? one : many}`] : [];
  });
  return parts.length > 0 ? `Deleted ${parts.join(", ")}` : null;
}

/** news-source.*: the feed, and what a fetch brought or why it failed. */
function describeNewsSource(details: Fields): string | null {
  const parts: string[] = [];
  const url = text(details, "url");
  if (url) parts.push(url.length > MAX_QUOTE ? `${url.slice(0, MAX_QUOTE - 1)}…` : url);
  const { added, skipped } = details;
  if (typeof added === "number" && typeof skipped === "number") {
    parts.push(`${added} added, ${skipped} skipped`);
  }
  const error = text(details, "error");
  if (error) parts.push(error.slice(0, 2 * MAX_QUOTE));
  return parts.length > 0 ? parts.join(". ") : null;
}

/** What the row's details say, in a sentence or less; null when there is nothing to say. */
export function summariseAuditDetails(action: string, details: unknown): string | null {
  if (!isFields(details)) return null;
  if (action === "retention.purge") return describePurge(details);
  if (action.startsWith("news-source.")) return describeNewsSource(details);
  if (details.redacted === true) {
    const bulk = details.bulk === true ? ". Part of a bulk action" : "";
    return `${describeRedacted(action, details)}${bulk}`;
  }
  const parts: string[] = [];
  if (action === "community.edit" && isFields(details.before) && isFields(details.after)) {
    parts.push(describeEdit(details.before, details.after));
  }
  const title = text(details, "title") ?? text(details, "issue");
  if (title) {
    const author = text(details, "authorName");
    parts.push(author ? `${quote(title)} by ${author.slice(0, MAX_QUOTE)}` : quote(title));
  }
  const expertId = details.adviceArticleId;
  if (typeof expertId === "number") parts.push(`Copied as expert article ${expertId}`);
  if (details.bulk === true) parts.push("Part of a bulk action");
  return parts.length > 0 ? parts.join(". ") : null;
}

// Conditional GETs: a strong ETag from a response's bytes, and the If-None-Match check.
import { createHash } from "node:crypto";

export const bodyEtag = (body: string | Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/** If-None-Match may list several tags, or `*`; a proxy that compresses may have weakened ours. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

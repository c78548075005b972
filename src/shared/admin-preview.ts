/** Admin lists preview articles and messages cut above 200 characters. */
export const ADMIN_PREVIEW_LIMIT = 200;

export function previewText(
  text: string,
  limit = ADMIN_PREVIEW_LIMIT,
): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

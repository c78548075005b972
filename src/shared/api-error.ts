// Any non-OK answer is a failure, and its message is "<status>: <response text>", or the
// status text when the body is empty. One class carries that rule, so callers read the status and
// the server's own wording from fields instead of parsing the message again.
export class ApiError extends Error {
  readonly status: number;
  /** The response text as the server sent it (empty when it sent none). */
  readonly body: string;

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The `error` field of a JSON error body, or null when there is none. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const field = (parsed as { error?: unknown } | null)?.error;
      return typeof field === "string" ? field : null;
    } catch {
      return null;
    }
  }
}

/**
 * The ApiError behind `error`, if any. Named failures ('Failed to like article') wrap
 * the server's answer as their cause, so the chain is followed.
 */
export function apiErrorOf(error: unknown): ApiError | null {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    if (current instanceof ApiError) return current;
    seen.add(current);
    current = current.cause;
  }
  return null;
}

/** "400: Invalid body" for a JSON answer with an `error` field; any other message unchanged. */
export function readableMessage(error: Error): string {
  const api = error instanceof ApiError ? error : null;
  const wording = api?.serverMessage;
  return api && wording ? `${api.status}: ${wording}` : error.message;
}

/** Not there (404), or taken off the site (410): either way the page shows the real 404. */
export const isGone = (status: number | undefined) => status === 404 || status === 410;

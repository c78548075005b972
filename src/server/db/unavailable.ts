// A failure that says the database could not answer just now, not that the request was wrong or
// the code is: a statement stopped at its time limit (PostgreSQL's statement_timeout, or the
// embedded database's thread ended by its watchdog), a connection cut or refused while it starts
// again. Such a request is answered 503 with Retry-After (plugins/errors.ts), never 500.

/** PostgreSQL's codes: query_canceled (statement_timeout), shutting down, and connection faults. */
const UNAVAILABLE_CODES = new Set(["57014", "57P01", "57P02", "57P03", "53300"]);
/** Node's codes for a socket that is not there yet, refused, or cut. */
const SOCKET_CODES = new Set(["ENOENT", "ECONNREFUSED", "ECONNRESET", "EPIPE"]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, syscall } = cause as { code?: unknown; syscall?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true; // 08: connection
      if (SOCKET_CODES.has(code) && (syscall === "connect" || code !== "ENOENT")) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((message) => cause.message.startsWith(message))) return true;
  }
  return false;
}

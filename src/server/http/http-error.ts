// The error a route, a service or a guard throws to answer a client mistake: its status and
// message reach the client in the one JSON error shape (plugins/errors.ts sends it).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

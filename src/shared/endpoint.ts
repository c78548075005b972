// An API endpoint is declared once (shared/endpoints/): its method and path (the key), who may
// call it, the areas of the public pages a successful write changes, its zod contracts, and a body
// it accepts. The server registers the route from it (server/http/endpoint-route.ts), the
// browser's typed client takes its types from it (./api-routes.ts, types only), the guard and the
// page cache read its access and changes, and the hostile-input battery spoils its example.
// How to add one: docs/guides/add-an-endpoint.md.
import type { z } from "zod";
import type { Access } from "./access.ts";
import type { Area } from "./content-kinds.ts";

export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** By status; the success (200, 201 or 204) is what the browser's client resolves to. */
  response: Partial<Record<number, z.ZodType>>;
  /** Words for the API reference (OpenAPI). */
  summary?: string;
  description?: string;
  consumes?: readonly string[];
}

interface Endpoint {
  access: Access;
  schema: EndpointSchema;
  /** A body the endpoint accepts: the API reference's example, spoiled field by field in tests. */
  example?: unknown;
  /** The browser's types, where another library's are more exact than the contract (WebAuthn). */
  browser?: { body?: unknown; response?: unknown };
}

interface WriteEndpoint extends Endpoint {
  /** The areas of the public pages a successful call changes: none for what no page shows. */
  changes: readonly Area[];
}

/** Declarations by "METHOD /path"; every write must say what it changes, even if nothing. */
export type Declarations<T> = {
  [Key in keyof T]: Key extends `GET ${string}` ? Endpoint : WriteEndpoint;
};

export const declareEndpoints = <const T extends Declarations<T>>(endpoints: T): T => endpoints;

/** Stands in for a type in `browser`: the value is never read. */
export const browserType = <T>() => undefined as T;

export const NOTHING: readonly Area[] = [];

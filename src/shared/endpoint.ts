// An API endpoint is declared once (shared/endpoints/): its method and path (the key), who may
// call it, the areas of the public pages a successful write changes, its zod contracts, and a body
// it accepts. The server registers the route from it (server/http/endpoint-route.ts), the
// browser's typed client takes its types from it (./api-routes.ts, types only), the guard and the
// page cache read its access and changes, and the hostile-input battery spoils its example.
// How to add one: docs/guides/add-an-endpoint.md.
import type { z } from "zod";
import type { Access } from "./access.ts";
import type { Area } from "./content-kinds.ts";

/** An answer that is not JSON: a file in its own content type (a backup), for the API reference. */
export interface FileResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** By status; the success (200, 201 or 204) is what the browser's client resolves to. */
  response: Partial<Record<number, z.ZodType | FileResponse>>;
  /** Words for the API reference (OpenAPI). */
  summary?: string;
  description?: string;
  consumes?: readonly string[];
}

/** A fuller answer for those an `enrichedFor` endpoint's permission lets see more. */
export interface EnrichedResponse {
  status: number;
  schema: z.ZodType;
  /** For the API reference: which answer is whose. */
  description: string;
}

interface Endpoint {
  access: Access;
  schema: EndpointSchema;
  /** A body the endpoint accepts: the API reference's example, spoiled field by field in tests. */
  example?: unknown;
  /** The browser's types, where another library's are more exact than the contract (WebAuthn). */
  browser?: { body?: unknown; response?: unknown };
  /**
   * What an `enrichedFor` endpoint answers a person whose role holds its permission, where that
   * differs from `schema.response`. The response schema stays the visitors' (it serializes their
   * answer, so nothing of the fuller view can reach them); the route switches serializer for that
   * person, the API reference shows both, and the browser's type is `adminResponse`.
   */
  enrichedResponse?: EnrichedResponse;
  /** The most bytes a body may have, where the site's 64 KB is too few (jsonBodyLimit). */
  bodyLimit?: number;
  /** Headers an answer carries, by status, for the API reference (a paged list's `Link`). */
  responseHeaders?: Partial<Record<number, Record<string, ResponseHeader>>>;
}

/** A response header as OpenAPI describes one. */
export interface ResponseHeader {
  description: string;
  schema: { type: "string" | "integer"; example?: string };
}

/**
 * A write's twin without JavaScript: a plain form on a page that posts to the page's own address
 * (docs/guides/add-a-form.md). The server registers it from here beside the endpoint, with the
 * endpoint's access and changes, checks what it makes of the fields with the endpoint's contract
 * and runs the endpoint's work; the guard, the page cache, the hostile-input battery and the API
 * description read it from here too.
 */
export interface FormPost {
  /** The page address the form posts to (shared/page-paths.ts). */
  page: string;
  /** The page address's own parameters, where it has any. */
  params?: z.ZodType;
  /**
   * The fields the form sends, read as text. Without them, a form with an example reads its own
   * (the self-assessment's steps), and one without either is a button (delete).
   */
  fields?: readonly string[];
  /** Fields a browser sends in a post that succeeds: the hostile-input battery spoils each. */
  example?: Record<string, string>;
  /** The query key under which the page reads a refused post back (shared/posted-forms.ts). */
  posted?: readonly string[];
  /** Where a refused post is rendered, when not at `page` itself (a tab of it). */
  renderAt?: string;
  /** The most bytes a body may have, where 4 KB is too few (formBodyLimit). */
  bodyLimit?: number;
  /** A photo's upload: multipart/form-data, read by a small handler of its own. */
  multipart?: true;
}

interface WriteEndpoint extends Endpoint {
  /** The areas of the public pages a successful call changes: none for what no page shows. */
  changes: readonly Area[];
  /** Its no-JavaScript twin, where a page has one. */
  form?: FormPost;
}

/** Declarations by "METHOD /path"; every write must say what it changes, even if nothing. */
export type Declarations<T> = {
  [Key in keyof T]: Key extends `GET ${string}` ? Endpoint : WriteEndpoint;
};

export const declareEndpoints = <const T extends Declarations<T>>(endpoints: T): T => endpoints;

/**
 * An area of the API: one file of declarations, and one group (an OpenAPI tag) in the API
 * description, named and described there so the reference never shows a group without words.
 */
export interface EndpointArea {
  name: string;
  description: string;
}

export const declareArea = (name: string, description: string): EndpointArea => ({
  name,
  description,
});

/** Stands in for a type in `browser`: the value is never read. */
export const browserType = <T>() => undefined as T;

/** A body whose `response` is what the browser's WebAuthn call answered. */
export type WithWebAuthn<Body, Answer> = Omit<Body, "response"> & { response: Answer };

export const NOTHING: readonly Area[] = [];

/**
 * Room for a JSON body whose text fields hold at most `characters` between them (as zod counts
 * them, in UTF-16 units) in its worst encoding: a unit takes at most three bytes in UTF-8, but six
 * as a `\uXXXX` escape. 64 KB more holds the names, punctuation and short fields.
 */
export const jsonBodyLimit = (characters: number) => characters * 6 + 64 * 1024;

/**
 * A body limit for a form whose fields hold at most `characters` between them. Encoded, one
 * character can take nine bytes (’ is %E2%80%99), so the site's 64 KB limit for JSON would turn
 * away a long story written with curly quotes, and with it everything typed.
 */
export const formBodyLimit = (characters: number) => characters * 9 + 4096;

// The API routes the browser calls, one entry each, keyed "METHOD /path/:param" exactly as the
// server registers them. Each entry's types come from its endpoint's declaration
// (shared/endpoints/), which the server registers the route from, so a path or a shape changed on
// one side fails the other: the typed client (web/lib/api-client.ts) and the query keys
// (web/lib/queries/) build every URL from a key here, and src/server/endpoints.test.ts checks each
// declaration is the route the server runs.
//
// Free of zod at runtime: the declarations are imported for their types only, so the public pages
// load none of the validation library on first paint.
import type { z } from "zod";
import type { EndpointKey, Endpoints } from "./endpoints/index.ts";
import type { ParamNames } from "./page-paths.ts";

/** What travels: a contract's input side (ISO strings for timestamps, before any transform). */
type Json<Schema extends z.ZodType> = z.input<Schema>;
/** A query string's names come from its contract; the values are sent as text. */
type QueryOf<Schema extends z.ZodType> = {
  [Name in keyof z.output<Schema>]?: QueryValue;
};
export type QueryValue = string | number | boolean | null | undefined;
/** A 204 answer: the client resolves to undefined. */
export type NoContent = undefined;

/** One route: the body it takes (none if absent), its query string, and what it answers. */
interface Route {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** `NoContent` for 204. */
  response: unknown;
}

/** A declared endpoint as the browser sees it: what it sends and what comes back. */
type Declared<E> = E extends { schema: infer Schema; browser?: infer Browser }
  ? { response: Answer<Schema, Browser> } & BodyOf<Schema, Browser> &
      QueryFor<Schema> &
      EnrichedFor<E>
  : never;
type SuccessOf<Responses> = 200 extends keyof Responses
  ? Responses[200]
  : 201 extends keyof Responses
    ? Responses[201]
    : undefined;
type Answer<Schema, Browser> = Browser extends { response: infer Exact }
  ? Exact
  : Schema extends { response: infer Responses }
    ? SuccessOf<Responses> extends infer Success extends z.ZodType
      ? Json<Success>
      : SuccessOf<Responses> extends { content: Record<string, { schema: infer File }> }
        ? File extends z.ZodType
          ? Json<File>
          : never
        : NoContent
    : never;
type BodyOf<Schema, Browser> = Browser extends { body: infer Exact }
  ? { body: Exact }
  : Schema extends { body: infer Body extends z.ZodType }
    ? { body: Json<Body> }
    : unknown;
type QueryFor<Schema> = Schema extends { querystring: infer Query extends z.ZodType }
  ? { query: QueryOf<Query> }
  : unknown;
/** What the same endpoint answers a person its `enrichedFor` permission lets see more. */
type EnrichedFor<E> = E extends { enrichedResponse: { schema: infer Schema extends z.ZodType } }
  ? { adminResponse: Json<Schema> }
  : unknown;

/** The browser's API routes. Path parameters are read from the key itself (see PathParams). */
export type ApiRoutes = { [Key in EndpointKey]: Declared<Endpoints[Key]> };

export type ApiRouteKey = keyof ApiRoutes;
export type ApiMethod<K extends ApiRouteKey> = K extends `${infer Method} ${string}`
  ? Method
  : never;

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
export type PathParams<K extends ApiRouteKey> = {
  [Name in ParamNames<PathOf<K>>]: string | number;
};

type Entry<K extends ApiRouteKey> = ApiRoutes[K] & Route;
export type ApiBody<K extends ApiRouteKey> = Entry<K> extends { body: infer Body } ? Body : never;
export type ApiQuery<K extends ApiRouteKey> =
  Entry<K> extends { query: infer Query } ? Query : never;
export type ApiResponse<K extends ApiRouteKey> = ApiRoutes[K]["response"];

/** What a URL needs besides the key: its path parameters and, if the route takes one, a query. */
export type PathArgs<K extends ApiRouteKey> = ([ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<K> }) &
  ([ApiQuery<K>] extends [never] ? { query?: undefined } : { query?: ApiQuery<K> });

/** The arguments as a rest tuple: optional when the route needs none. */
export type PathArgsTuple<K extends ApiRouteKey> = [ParamNames<PathOf<K>>] extends [never]
  ? [args?: PathArgs<K>]
  : [args: PathArgs<K>];

/**
 * A query string of the non-empty values (trimmed) in the order given, so equal searches share one
 * query key; empty when there are none.
 */
export function queryString(query: Record<string, QueryValue> = {}): string {
  return Object.entries(query)
    .flatMap(([name, value]) => {
      const text = String(value ?? "").trim();
      return text ? [`${name}=${encodeURIComponent(text)}`] : [];
    })
    .join("&");
}

/** The key's method. */
export const methodOf = <K extends ApiRouteKey>(key: K) =>
  key.slice(0, key.indexOf(" ")) as ApiMethod<K>;

/**
 * The URL for a route: each `:param` replaced by its value (encoded), then the query's non-empty
 * values. A key without parameters and no query gives its bare path, which the lists under it
 * share as a prefix (see web/lib/queries/path-filter.ts).
 */
export function pathOf<K extends ApiRouteKey>(key: K, ...[args]: PathArgsTuple<K>): string {
  const params = (args?.params ?? {}) as Record<string, string | number>;
  const path = key
    .slice(key.indexOf(" ") + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = queryString(args?.query as Record<string, QueryValue> | undefined);
  return query ? `${path}?${query}` : path;
}

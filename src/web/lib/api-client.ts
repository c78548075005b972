// JSON bodies, credentials always included, and any non-OK answer raises an ApiError
// whose message is "<status>: <response text or status text>". `apiCall` is the typed way in: the
// route's key from shared/api-routes.ts gives the method, the URL, the body's type and the answer's.
import { ApiError } from "../../shared/api-error.ts";
import {
  type ApiBody,
  type ApiResponse,
  type ApiRouteKey,
  methodOf,
  type PathArgs,
  pathOf,
} from "../../shared/api-routes.ts";
import { type FetchOptions, headersOf } from "../../shared/site.ts";

export type FetchJson = (path: string, options?: FetchOptions) => Promise<unknown>;

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await response.text(), response.statusText);
}

/** A body as JSON, or a form with a file as it is (the browser writes its multipart boundary). */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** A call's path parameters, query and body, each required only when the route has one. */
export type CallArgs<K extends ApiRouteKey> = PathArgs<K> &
  ([ApiBody<K>] extends [never] ? { body?: undefined } : { body: ApiBody<K> });
type CallArgsTuple<K extends ApiRouteKey> =
  object extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

/** The route's answer as it came: for the rare caller that needs its status. */
export function apiSend<K extends ApiRouteKey>(
  key: K,
  ...[args]: CallArgsTuple<K>
): Promise<Response> {
  const { body, ...url } = (args ?? {}) as CallArgs<K>;
  return apiRequest(methodOf(key), pathOf(key, ...([url] as never)), body);
}

/** Calls a route and returns its answer parsed, or undefined when it has none (204). */
export async function apiCall<K extends ApiRouteKey>(
  key: K,
  ...args: CallArgsTuple<K>
): Promise<ApiResponse<K>> {
  const text = await (await apiSend(key, ...args)).text();
  return (text ? JSON.parse(text) : undefined) as ApiResponse<K>;
}

/** The browser's query fetch: a GET on the path, parsed as JSON, with the headers asked for. */
export const browserFetchJson: FetchJson = async (path, options) => {
  const response = await apiRequest("GET", path);
  const body = await response.json();
  if (!options?.headers) return body;
  return { body, headers: headersOf(options.headers, (name) => response.headers.get(name)) };
};

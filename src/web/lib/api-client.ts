// JSON bodies, credentials always included, and any non-OK answer raises an ApiError
// whose message is "<status>: <response text or status text>".
import { ApiError } from "../../shared/api-error.ts";

export type FetchJson = (path: string) => Promise<unknown>;

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await response.text(), response.statusText);
}

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** The browser's query fetch: a GET on the path, parsed as JSON. */
export const browserFetchJson: FetchJson = async (path) => (await apiRequest("GET", path)).json();

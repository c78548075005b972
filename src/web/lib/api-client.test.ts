import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../shared/api-error.ts";
import { pathOf } from "../../shared/api-routes.ts";
import { apiCall, apiRequest, apiSend } from "./api-client.ts";

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("raises an ApiError for any non-OK answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 401, statusText: "Unauthorized" })),
    );
    const failure = await apiRequest("GET", "/api/contact-requests").catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe("401: Unauthorized");
  });

  it("sends JSON with credentials and returns an OK answer", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const answer = await apiRequest("POST", "/api/contact", { name: "Sam" });
    expect(answer.status).toBe(201);
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: '{"name":"Sam"}',
    });
  });
});

describe("apiCall", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the method and path from the route's key, with its parameters encoded", async () => {
    const fetch = vi.fn(async () => new Response('{"name":"Laptop"}', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const renamed = await apiCall("PATCH /api/admin/passkeys/:id", {
      params: { id: "a/b c" },
      body: { name: "Laptop" },
    });
    expect(renamed).toEqual({ name: "Laptop" });
    expect(fetch).toHaveBeenCalledWith("/api/admin/passkeys/a%2Fb%20c", {
      method: "PATCH",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: '{"name":"Laptop"}',
    });
  });

  it("answers undefined for 204, and sends no body when the route takes none", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    expect(await apiCall("DELETE /api/news/:id", { params: { id: 7 } })).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith("/api/news/7", {
      method: "DELETE",
      credentials: "include",
      headers: {},
      body: undefined,
    });
  });

  it("adds the query's non-empty values, and raises an ApiError as apiRequest does", async () => {
    const fetch = vi.fn(async () => new Response("Nope", { status: 403, statusText: "Forbidden" }));
    vi.stubGlobal("fetch", fetch);
    const failure = await apiCall("GET /api/admin/audit-log", {
      query: { page: 2, action: null, actor: "user:ada" },
    }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledWith("/api/admin/audit-log?page=2&actor=user%3Aada", {
      method: "GET",
      credentials: "include",
      headers: {},
      body: undefined,
    });
  });

  it("gives the whole answer to a caller that needs its status", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 200 }));
    const answer = await apiSend("POST /api/community/:id/move-to-expert", { params: { id: 3 } });
    expect(answer.status).toBe(200);
  });
});

describe("pathOf", () => {
  it("gives a key's bare path, the prefix its lists share", () => {
    expect(pathOf("GET /api/news")).toBe("/api/news");
    expect(pathOf("GET /api/news/top-stories", { query: { limit: 5 } })).toBe(
      "/api/news/top-stories?limit=5",
    );
    expect(pathOf("GET /api/community", { query: { approved: "true", search: "  " } })).toBe(
      "/api/community?approved=true",
    );
    expect(pathOf("GET /api/admin/invites/:token", { params: { token: "x?y" } })).toBe(
      "/api/admin/invites/x%3Fy",
    );
  });
});

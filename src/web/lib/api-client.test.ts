import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../shared/api-error.ts";
import { apiRequest } from "./api-client.ts";

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

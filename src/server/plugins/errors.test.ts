import { describe, expect, it } from "vitest";
import { PUBLIC } from "../auth/access.ts";
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS, ServerBusy } from "../http/busy-page.ts";
import { createContactRequest } from "../modules/contact/service.ts";
import { setUpTestApp } from "../test/test-app.ts";

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const { app, db } = await setUpTestApp({}, undefined, { logger: { level: "info", stream } });

// A write that reaches the database with what PostgreSQL refuses, as a NUL did before the
// contracts refused it: the failure must be logged without the visitor's words.
app.post("/api/test/failing-write", { config: PUBLIC }, async () => {
  await createContactRequest(db, {
    name: "Nadia Visitor",
    email: "nadia@example.org",
    organization: undefined,
    inquiryType: undefined,
    message: "hello\u0000there",
  });
  return { stored: true };
});

// Work with no room for another request (every worker thread busy and the queue full).
app.get("/api/test/no-room", { config: PUBLIC }, async () => {
  throw new ServerBusy();
});

describe("a request the server has no room for", () => {
  it("answers 503 with Retry-After and the busy message, not 500", async () => {
    const response = await app.inject({ url: "/api/test/no-room" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ error: BUSY_MESSAGE });
  });
});

describe("a request that fails on our side", () => {
  it("answers 500 JSON and logs the route and database error code, not the visitor's data", async () => {
    const response = await app.inject({ method: "POST", url: "/api/test/failing-write" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: "Something went wrong on our side. Please try again.",
    });
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === "request failed");
    expect(failure).toMatchObject({
      route: "/api/test/failing-write",
      method: "POST",
      failure: "database query",
      code: expect.any(String),
    });
    const log = lines.join("\n");
    expect(log).not.toContain("nadia@example.org");
    expect(log).not.toContain("Nadia Visitor");
    expect(log).not.toContain("hello");
  });
});

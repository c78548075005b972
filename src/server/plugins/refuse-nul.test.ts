import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app.ts";
import { NUL_MESSAGE } from "./refuse-nul.ts";

const { app, signIn } = await setUpTestApp();
const cookie = await signIn();

const send = (method: "GET" | "DELETE" | "PATCH", url: string) =>
  app.inject({
    method,
    url,
    headers: { cookie, "content-type": "application/json" },
    ...(method === "PATCH" ? { payload: { name: "Renamed laptop" } } : {}),
  });

describe("a NUL in the address", () => {
  it.each([
    ["DELETE", "/api/admin/passkeys/%00"],
    ["PATCH", "/api/admin/passkeys/key%00"],
    ["GET", "/api/admin/audit-log?actor=%00"],
    ["GET", "/api/community?search=ramp&search=%00"],
    ["GET", "/api/news?%00=1"],
    ["GET", "/api/admin/invites/token%00"],
  ] as const)("%s %s answers 400 saying why", async (method, url) => {
    const response = await send(method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NUL_MESSAGE });
  });

  it("leaves other unusual characters to the route", async () => {
    const passkey = await send("DELETE", "/api/admin/passkeys/key%01");
    expect(passkey.statusCode).toBe(404);
    expect(passkey.json()).toEqual({ error: "Passkey not found" });
    const activity = await send("GET", "/api/admin/audit-log?actor=user%3A%01");
    expect(activity.statusCode).toBe(200);
  });
});

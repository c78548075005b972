// Signing in with a passkey, with a passkey made in software (test/soft-passkey.ts): the server's
// own WebAuthn verification runs, and the sign-in throttle sees what a browser's sign-in does.
import { describe, expect, it } from "vitest";
import { addSoftPasskey, passkeyAnswer, softPasskey } from "../test/soft-passkey.ts";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../test/test-app.ts";
import { ADDRESS_MAX_FAILURES } from "./throttle.ts";

const SITE_URL = "https://realaccess.example";
const clock = testClock();
const { app, signIn } = await setUpTestApp({ SITE_URL }, clock.now);
const passkey = await addSoftPasskey(app, SITE_URL, await signIn());

const passkeySignIn = async (remoteAddress: string, key = passkey) =>
  app.inject({
    method: "POST",
    url: "/api/admin/passkey-login",
    remoteAddress,
    payload: { response: await passkeyAnswer(app, key, remoteAddress) },
  });

describe("POST /api/admin/passkey-login", () => {
  it("signs the passkey's person in", async () => {
    const answer = await passkeySignIn("10.40.0.1");
    expect(answer.statusCode).toBe(204);
    const cookie = `${answer.cookies[0]?.name}=${answer.cookies[0]?.value}`;
    const session = await app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({ authenticated: true, user: { username: "owner" } });
  });

  it("counts a verified passkey like a correct password, so an office's sign-ins never lock it out", async () => {
    // One address, as everyone behind an office's NAT shares.
    const office = "10.40.0.2";
    const count = ADDRESS_MAX_FAILURES + 3;
    const answers = [];
    for (let i = 0; i < count; i += 1) answers.push((await passkeySignIn(office)).statusCode);
    expect(answers).toEqual(Array(count).fill(204));
    const password = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: office,
      payload: { password: ADMIN_PASSWORD },
    });
    expect(password.statusCode).toBe(204);
  });

  it("still counts a passkey that fails, and refuses it with 401", async () => {
    const stranger = softPasskey(SITE_URL);
    const answer = await passkeySignIn("10.40.0.3", stranger);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: "That passkey could not sign you in" });
  });
});

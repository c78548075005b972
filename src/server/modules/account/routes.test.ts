// Your account's credentials: passkeys, tokens, the password and the name are managed from the
// person's own session, never with a token; making a credential wants a recent sign-in ("sudo
// mode"); and the owner sees and removes everyone's passkeys.
import { describe, expect, it } from "vitest";
import { CONFIRM_IDENTITY_AFTER_MS } from "../../../shared/contracts/people.ts";
import { addSoftPasskey, passkeyAnswer, softPasskey } from "../../test/soft-passkey.ts";
import { randomAddress, setUpTestApp, testClock } from "../../test/test-app.ts";

const SITE_URL = "https://realaccess.example";
const clock = testClock();
const { app, signIn, signInAs } = await setUpTestApp({ SITE_URL }, clock.now);

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, remoteAddress: randomAddress(), payload });
const cookieOf = (answer: Awaited<ReturnType<typeof call>>) =>
  `${answer.cookies[0]?.name}=${answer.cookies[0]?.value}`;
const makeToken = async (cookie: string, name = "Reports") =>
  (await call("POST", "/api/admin/tokens", { cookie }, { name })).json().token as string;
/** Ten minutes and a second: the session's sign-in is no longer recent. */
const letSignInAge = () => clock.advance(CONFIRM_IDENTITY_AFTER_MS + 1000);

describe("credentials are not a token's business", () => {
  it("refuses every way a token could add a passkey, make a token or change the account", async () => {
    const editor = await signInAs("editor");
    const key = await addSoftPasskey(app, SITE_URL, editor.cookie);
    const bearer = { authorization: `Bearer ${await makeToken(editor.cookie)}` };
    const attempts: [Method, string, object?][] = [
      ["POST", "/api/admin/passkeys/options"],
      ["POST", "/api/admin/passkeys", { name: "Script's", response: key.register("x") }],
      ["PATCH", `/api/admin/passkeys/${key.id}`, { name: "Renamed by a script" }],
      ["DELETE", `/api/admin/passkeys/${key.id}`],
      ["POST", "/api/admin/tokens", { name: "Minted by a script" }],
      [
        "POST",
        "/api/admin/account/password",
        { currentPassword: editor.password, newPassword: "a new one from a script" },
      ],
      ["PATCH", "/api/admin/account", { displayName: "Renamed by a script" }],
      ["POST", "/api/admin/account/sign-out-everywhere", {}],
      ["POST", "/api/admin/account/confirm", { password: editor.password }],
    ];
    for (const [method, url, payload] of attempts) {
      const answer = await call(method, url, bearer, payload);
      expect({ route: `${method} ${url}`, status: answer.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 403,
      });
      expect(answer.json().error).toMatch(/managed in the admin panel, signed in as yourself/);
    }
    // Content work and listing still go through.
    expect((await call("GET", "/api/admin/tokens", bearer)).json()).toHaveLength(1);
    expect((await call("GET", "/api/admin/passkeys", bearer)).json()).toHaveLength(1);
  });
});

describe("sudo mode: making a credential wants a recent sign-in", () => {
  it("lets a fresh session add a passkey and make a token at once", async () => {
    const editor = await signInAs("editor");
    await addSoftPasskey(app, SITE_URL, editor.cookie);
    expect(
      (await call("POST", "/api/admin/tokens", { cookie: editor.cookie }, { name: "Now" }))
        .statusCode,
    ).toBe(201);
  });

  it("asks again once the sign-in is older than ten minutes, and a password confirms it", async () => {
    const editor = await signInAs("editor");
    letSignInAge();
    const cookie = { cookie: editor.cookie };
    for (const [url, payload] of [
      ["/api/admin/tokens", { name: "Late" }],
      ["/api/admin/passkeys/options", undefined],
    ] as const) {
      const refused = await call("POST", url, cookie, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/^Please confirm it is you/),
        details: "confirm-identity",
      });
    }
    // Reading and removing are not refused.
    expect((await call("GET", "/api/admin/tokens", cookie)).statusCode).toBe(200);

    const wrong = await call("POST", "/api/admin/account/confirm", cookie, { password: "not it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: "password", message: "That is not your password" },
    ]);
    const confirmed = await call("POST", "/api/admin/account/confirm", cookie, {
      password: editor.password,
    });
    expect(confirmed.statusCode).toBe(204);
    // A confirmation is a fresh sign-in: a new session replaces the old one.
    const fresh = { cookie: cookieOf(confirmed) };
    expect(fresh.cookie).not.toBe(editor.cookie);
    const old = await call("GET", "/api/admin/session", cookie);
    expect(old.json()).toEqual({ authenticated: false });
    expect((await call("POST", "/api/admin/tokens", fresh, { name: "Late" })).statusCode).toBe(201);
    await addSoftPasskey(app, SITE_URL, fresh.cookie);
  });

  it("takes one of your own passkeys as confirmation, never someone else's", async () => {
    const editor = await signInAs("editor");
    const other = await signInAs("editor");
    const mine = await addSoftPasskey(app, SITE_URL, editor.cookie);
    const theirs = await addSoftPasskey(app, SITE_URL, other.cookie);
    letSignInAge();
    const cookie = { cookie: editor.cookie };
    const withTheirs = await call("POST", "/api/admin/account/confirm", cookie, {
      response: await passkeyAnswer(app, theirs),
    });
    expect(withTheirs.statusCode).toBe(400);
    const unknown = await call("POST", "/api/admin/account/confirm", cookie, {
      response: await passkeyAnswer(app, softPasskey(SITE_URL)),
    });
    expect(unknown.statusCode).toBe(400);
    const withMine = await call("POST", "/api/admin/account/confirm", cookie, {
      response: await passkeyAnswer(app, mine),
    });
    expect(withMine.statusCode).toBe(204);
    const fresh = { cookie: cookieOf(withMine) };
    expect((await call("POST", "/api/admin/tokens", fresh, { name: "Late" })).statusCode).toBe(201);
  });
});

describe("saying what signing out ends", () => {
  it("counts the sessions ended and the tokens that still work", async () => {
    const editor = await signInAs("editor");
    const again = () =>
      signIn({ payload: { username: editor.username, password: editor.password } });
    await Promise.all([
      again(),
      again(),
      makeToken(editor.cookie, "One"),
      makeToken(editor.cookie, "Two"),
    ]);
    const changed = await call(
      "POST",
      "/api/admin/account/password",
      { cookie: editor.cookie },
      { currentPassword: editor.password, newPassword: "seven swans over the river bend" },
    );
    expect(changed.json()).toEqual({ sessionsEnded: 2, tokensKept: 2 });
    await again().catch(() => null); // the old password no longer signs in
    const out = await call("POST", "/api/admin/account/sign-out-everywhere", {
      cookie: editor.cookie,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ sessionsEnded: 1, tokensKept: 2 });
  });
});

describe("the owner's view of everyone's passkeys", () => {
  it("lists whose each passkey is, never its key, and removes anyone's", async () => {
    const owner = await signIn();
    const editor = await signInAs("editor");
    const key = await addSoftPasskey(app, SITE_URL, editor.cookie, "Priya's phone");
    const listed = await call("GET", "/api/admin/users/passkeys", { cookie: owner });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({
      id: key.id,
      name: "Priya's phone",
      createdAt: expect.any(String),
      lastUsedAt: null,
      owner: { username: editor.username, displayName: expect.any(String) },
    });
    expect(listed.body).not.toMatch(/publicKey|public_key/);
    // Only the owner sees everyone's, and an editor cannot remove another's.
    const other = await signInAs("editor");
    expect(
      (await call("GET", "/api/admin/users/passkeys", { cookie: other.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/admin/passkeys/${key.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);

    expect(
      (await call("DELETE", `/api/admin/passkeys/${key.id}`, { cookie: owner })).statusCode,
    ).toBe(204);
    const signIn401 = await app.inject({
      method: "POST",
      url: "/api/admin/passkey-login",
      remoteAddress: randomAddress(),
      payload: { response: await passkeyAnswer(app, key) },
    });
    expect(signIn401.statusCode).toBe(401);
  });

  it("lets a person rename their own passkey", async () => {
    const editor = await signInAs("editor");
    const key = await addSoftPasskey(app, SITE_URL, editor.cookie);
    const renamed = await call(
      "PATCH",
      `/api/admin/passkeys/${key.id}`,
      { cookie: editor.cookie },
      { name: "Kitchen tablet" },
    );
    expect(renamed.json()).toMatchObject({ id: key.id, name: "Kitchen tablet" });
  });
});

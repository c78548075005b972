// People, invitations, tokens and the last owner, through the API as the admin panel
// and scripts use it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys } from "../../db/schema.ts";
import { randomAddress, setUpTestApp, testClock } from "../../test/test-app.ts";

const clock = testClock();
const { app, db, signIn, signInAs } = await setUpTestApp(
  { SITE_URL: "https://realaccess.example" },
  clock.now,
);
let owner = await signIn();

const json = { "content-type": "application/json" };
const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { ...(payload === undefined ? {} : json), ...headers },
    // Refused tokens count against their address's throttle, like wrong passwords.
    remoteAddress: randomAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asOwner = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  call(method, url, { cookie: owner }, payload);
const session = (cookie: string) => call("GET", "/api/admin/session", { cookie });

let invited = 0;
async function invite(role: "editor" | "contributor" | "owner" = "editor") {
  invited += 1;
  const response = await asOwner("POST", "/api/admin/users", {
    username: `Person.${invited}`,
    displayName: `Person ${invited}`,
    role,
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  const token = String(body.inviteUrl).split("/").at(-1) ?? "";
  return { ...body, token };
}
const accept = (token: string, password = "a kettle of brass buttons in spring") =>
  call("POST", `/api/admin/invites/${token}`, {}, { password });

describe("invitations", () => {
  it("makes an account with a one-time link at SITE_URL, listed without any hash", async () => {
    const { user, inviteUrl } = await invite();
    expect(user).toMatchObject({ username: "person.1", role: "editor", invited: true });
    expect(inviteUrl).toMatch(/^https:\/\/realaccess\.example\/admin\/invite\/[\w-]{43}$/);
    const list = await asOwner("GET", "/api/admin/users");
    expect(list.json()).toContainEqual(expect.objectContaining({ username: "person.1" }));
    expect(list.body).not.toMatch(/scrypt|passwordHash/);
  });

  it("shows who is invited, then signs them in once they choose a password", async () => {
    const { token } = await invite("contributor");
    const details = await call("GET", `/api/admin/invites/${token}`, {});
    expect(details.json()).toEqual({
      username: "person.2",
      displayName: "Person 2",
      role: "contributor",
    });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(204);
    const cookie = `${accepted.cookies[0]?.name}=${accepted.cookies[0]?.value}`;
    expect((await session(cookie)).json()).toMatchObject({
      authenticated: true,
      user: { username: "person.2", role: "contributor" },
    });
  });

  it("answers 410 to a used link and to one past its seven days", async () => {
    const used = await invite();
    expect((await accept(used.token)).statusCode).toBe(204);
    const again = await accept(used.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatch(/used or has expired/);

    const late = await invite();
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await accept(late.token)).statusCode).toBe(410);
    expect((await call("GET", `/api/admin/invites/${late.token}`, {})).statusCode).toBe(410);
    expect((await call("GET", "/api/admin/invites/not-a-token", {})).statusCode).toBe(404);
    owner = await signIn(); // the owner's session ended with the week, too
  });

  it("refuses a short or easily guessed password, saying why", async () => {
    const { token } = await invite();
    const short = await accept(token, "tooshort");
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      { field: "password", message: "Use at least 12 characters" },
    ]);
    const common = await accept(token, "password1234");
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/^This password is too easy to guess\./);
    const ownName = await accept(token, "person.4person.4");
    expect(ownName.statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(204);
  });

  it("refuses a password made of the person's own names or the site's name", async () => {
    const invited = await asOwner("POST", "/api/admin/users", {
      username: "robin",
      displayName: "Robin Example",
      role: "editor",
    });
    const token = String(invited.json().inviteUrl).split("/").at(-1) ?? "";
    for (const password of [
      "Robin Example Robin Example",
      "RobinExample2026",
      "Real Access 2026!",
      "Examplerobin2026!!",
      "robin example kettle",
    ]) {
      const refused = await accept(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error, password).toMatch(/^This password is too easy to guess\./);
    }
    // A name among enough unrelated words is fine.
    expect((await accept(token, "robin and the quiet harbour lights")).statusCode).toBe(204);
  });

  it("refuses a username that is taken", async () => {
    const taken = await asOwner("POST", "/api/admin/users", {
      username: "owner",
      displayName: "Another owner",
      role: "owner",
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe("changing and removing people", () => {
  it("applies a role change on the person's next request", async () => {
    const editor = await signInAs("editor");
    expect((await call("GET", "/api/contact-requests", { cookie: editor.cookie })).statusCode).toBe(
      200,
    );
    const changed = await asOwner("PATCH", `/api/admin/users/${editor.user.id}`, {
      role: "contributor",
    });
    expect(changed.json()).toMatchObject({ role: "contributor" });
    expect((await call("GET", "/api/contact-requests", { cookie: editor.cookie })).statusCode).toBe(
      403,
    );
  });

  it("signs a disabled person out at once and refuses their tokens", async () => {
    const editor = await signInAs("editor");
    const token = (
      await call("POST", "/api/admin/tokens", { cookie: editor.cookie }, { name: "Reports" })
    ).json().token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call("GET", "/api/contact-requests", bearer)).statusCode).toBe(200);

    await asOwner("PATCH", `/api/admin/users/${editor.user.id}`, { disabled: true });
    expect((await session(editor.cookie)).json()).toEqual({ authenticated: false });
    expect((await call("GET", "/api/contact-requests", bearer)).statusCode).toBe(401);
    const signIn = await call(
      "POST",
      "/api/admin/login",
      {},
      {
        username: editor.username,
        password: editor.password,
      },
    );
    expect(signIn.statusCode).toBe(401);
  });

  it("removes a person, their sessions and tokens with them", async () => {
    const editor = await signInAs("editor");
    const removed = await asOwner("DELETE", `/api/admin/users/${editor.user.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await session(editor.cookie)).json()).toEqual({ authenticated: false });
    expect((await asOwner("DELETE", `/api/admin/users/${editor.user.id}`)).statusCode).toBe(404);
  });

  it("resets a person with a new link: sessions and tokens end, passkeys only when asked", async () => {
    const editor = await signInAs("editor");
    const made = await call(
      "POST",
      "/api/admin/tokens",
      { cookie: editor.cookie },
      { name: "Feed" },
    );
    const bearer = { authorization: `Bearer ${made.json().token}` };
    expect((await call("GET", "/api/contact-requests", bearer)).statusCode).toBe(200);
    const addPasskey = (id: string) =>
      db.insert(passkeys).values({ id, userId: editor.user.id, name: id, publicKey: "key" });
    const passkeysLeft = async () =>
      (await db.select().from(passkeys).where(eq(passkeys.userId, editor.user.id))).length;
    await addPasskey("laptop");

    const kept = await asOwner("POST", `/api/admin/users/${editor.user.id}/invite`, {});
    expect(kept.statusCode).toBe(201);
    expect(kept.json().ended).toEqual({ sessions: 1, tokens: 1, passkeys: 0 });
    expect((await session(editor.cookie)).json()).toEqual({ authenticated: false });
    expect((await call("GET", "/api/contact-requests", bearer)).statusCode).toBe(401);
    expect(await passkeysLeft()).toBe(1);

    const removed = await asOwner("POST", `/api/admin/users/${editor.user.id}/invite`, {
      removePasskeys: true,
    });
    expect(removed.json().ended).toEqual({ sessions: 0, tokens: 0, passkeys: 1 });
    expect(await passkeysLeft()).toBe(0);
  });

  it("refuses to reset the only owner who can sign in", async () => {
    const list = (await asOwner("GET", "/api/admin/users")).json() as {
      id: number;
      username: string;
    }[];
    const ownerId = list.find((person) => person.username === "owner")?.id;
    const refused = await asOwner("POST", `/api/admin/users/${ownerId}/invite`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Owner is the site's only owner who can sign in/);
    expect((await session(owner)).json()).toMatchObject({ authenticated: true });
  });

  it("never leaves the site without an enabled owner", async () => {
    const list = (await asOwner("GET", "/api/admin/users")).json() as {
      id: number;
      username: string;
    }[];
    const ownerId = list.find((person) => person.username === "owner")?.id;
    const demote = await asOwner("PATCH", `/api/admin/users/${ownerId}`, { role: "editor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatch(/at least one owner/);
    expect((await asOwner("DELETE", `/api/admin/users/${ownerId}`)).statusCode).toBe(409);
    // With a second owner, the first may step down.
    const second = await signInAs("owner");
    expect(
      (await asOwner("PATCH", `/api/admin/users/${second.user.id}`, { disabled: true })).statusCode,
    ).toBe(200);
    expect(
      (await asOwner("PATCH", `/api/admin/users/${ownerId}`, { role: "editor" })).statusCode,
    ).toBe(409);
    await asOwner("PATCH", `/api/admin/users/${second.user.id}`, { disabled: false });
  });
});

describe("personal API tokens", () => {
  it("shows the secret once, lists without it, and stops working when revoked", async () => {
    const contributor = await signInAs("contributor");
    const cookie = { cookie: contributor.cookie };
    const created = await call("POST", "/api/admin/tokens", cookie, { name: "Draft export" });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json();
    expect(token).toMatch(/^ra_[\w-]{43}$/);
    const listed = await call("GET", "/api/admin/tokens", cookie);
    expect(listed.json()).toEqual([
      { id, name: "Draft export", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(listed.body).not.toContain(token.slice(3));
    // It acts with its owner's role: a contributor's token cannot read messages.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call("GET", "/api/admin/tokens", bearer)).statusCode).toBe(200);
    expect((await call("GET", "/api/contact-requests", bearer)).statusCode).toBe(403);
    // Someone else's token is not theirs to revoke; their own is.
    const other = await signInAs("editor");
    expect(
      (await call("DELETE", `/api/admin/tokens/${id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/admin/tokens/${id}`, cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/admin/tokens", bearer)).statusCode).toBe(401);
  });

  it("lets the owner see everyone's tokens, never their secrets, and revoke any of them", async () => {
    const editor = await signInAs("editor");
    const created = await call(
      "POST",
      "/api/admin/tokens",
      { cookie: editor.cookie },
      { name: "Nightly export" },
    );
    const { id, token } = created.json();
    const listed = await asOwner("GET", "/api/admin/users/tokens");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({
      id,
      name: "Nightly export",
      createdAt: expect.any(String),
      lastUsedAt: null,
      owner: { username: editor.username, displayName: expect.any(String) },
    });
    expect(listed.body).not.toContain(token.slice(3));
    // Only the owner sees them.
    expect(
      (await call("GET", "/api/admin/users/tokens", { cookie: editor.cookie })).statusCode,
    ).toBe(403);
    expect((await asOwner("DELETE", `/api/admin/tokens/${id}`)).statusCode).toBe(204);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call("GET", "/api/admin/tokens", bearer)).statusCode).toBe(401);
    const after = await asOwner("GET", "/api/admin/users/tokens");
    expect(after.json().map((listedToken: { id: number }) => listedToken.id)).not.toContain(id);
  });
});

describe("your account", () => {
  it("changes your password, keeping this session and ending the others", async () => {
    const editor = await signInAs("editor");
    const elsewhere = await signIn({
      payload: { username: editor.username, password: editor.password },
    });
    const wrong = await call(
      "POST",
      "/api/admin/account/password",
      { cookie: editor.cookie },
      {
        currentPassword: "not my password",
        newPassword: "seven swans over the river bend",
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: "currentPassword", message: "Your current password is not right" },
    ]);
    const changed = await call(
      "POST",
      "/api/admin/account/password",
      { cookie: editor.cookie },
      {
        currentPassword: editor.password,
        newPassword: "seven swans over the river bend",
      },
    );
    // It says what it ended: the other session (tokens are not ended by it).
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ sessionsEnded: 1, tokensKept: 0 });
    expect((await session(editor.cookie)).json()).toMatchObject({ authenticated: true });
    expect((await session(elsewhere)).json()).toEqual({ authenticated: false });
  });

  it("signs you out everywhere", async () => {
    const editor = await signInAs("editor");
    const elsewhere = await signIn({
      payload: { username: editor.username, password: editor.password },
    });
    const out = await call(
      "POST",
      "/api/admin/account/sign-out-everywhere",
      { cookie: editor.cookie },
      {},
    );
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ sessionsEnded: 2, tokensKept: 0 });
    expect((await session(editor.cookie)).json()).toEqual({ authenticated: false });
    expect((await session(elsewhere)).json()).toEqual({ authenticated: false });
  });
});

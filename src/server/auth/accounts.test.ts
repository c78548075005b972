import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, setUpTestApp } from "../test/test-app.ts";
import {
  ensureOwnerPassword,
  findUserByUsername,
  OWNER_USERNAME,
  setOwnerPassword,
} from "./accounts.ts";
import { hashPassword, PRODUCTION_COST, TEST_COST, verifyPassword } from "./password.ts";

const { app, db, signIn } = await setUpTestApp();

const isSignedIn = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } })).json()
    .authenticated as boolean;

describe("changing the owner's password", () => {
  beforeEach(() => setOwnerPassword(db, ADMIN_PASSWORD, TEST_COST));

  it("signs out every session when a new ADMIN_PASSWORD is set at start", async () => {
    const first = await signIn();
    const second = await signIn();
    expect(await isSignedIn(first)).toBe(true);

    await ensureOwnerPassword(db, "a brand new password for the restart");

    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    const oldPassword = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
      remoteAddress: "192.0.2.200",
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it("keeps sessions when the start finds the same password already stored", async () => {
    const cookie = await signIn();
    await ensureOwnerPassword(db, ADMIN_PASSWORD);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("signs out every session when the password is set by any other path", async () => {
    const cookie = await signIn();
    await setOwnerPassword(db, "changed from the command line", TEST_COST);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe("password hashing", () => {
  it("uses the production cost unless told otherwise, and verifies whatever cost a hash has", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", String(PRODUCTION_COST.N), "8", "1"]);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("wrong horse battery staple", hash)).toBe(false);
    await setOwnerPassword(db, "stored at the test cost", TEST_COST);
    const stored = (await findUserByUsername(db, OWNER_USERNAME))?.passwordHash;
    expect(stored?.split("$")[1]).toBe(String(TEST_COST.N));
  });
});

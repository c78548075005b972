// The editorial team, as people use it: the owner invites an editor and a contributor
// in the browser; each accepts their link and signs in; the contributor sees only their account
// and is refused messages; the editor's approval shows under their name in Activity; removing the
// editor signs them out at once. Then a passkey is added (after confirming the password, as the
// sign-in is no longer recent), renamed, used to sign in, and removed from the owner's People tab,
// with Chromium's virtual authenticator.
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  submitStory,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/** A browser of its own for each person, from an address of its own. */
async function personPage(browser: Browser, baseURL?: string) {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  return context.newPage();
}

async function invite(
  page: Page,
  username: string,
  name: string,
  role: "Editor" | "Contributor",
  email = "",
) {
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Display name").fill(name);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await form.getByRole("button", { name: "Invite and make link" }).click();
  const link = page.getByRole("textbox", { name: `Invitation link for ${name}` });
  await expect(link).toBeVisible();
  return link.inputValue();
}

async function accept(page: Page, link: string, password: string) {
  await page.goto(new URL(link).pathname);
  await waitForHydration(page);
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
}

test("the owner invites a team; roles decide what each person sees and may do", async ({
  browser,
  page,
  signIn,
}) => {
  // Three people's sign-ins in three browser contexts, with axe scans: 11 s on an idle machine,
  // past 30 s on a busy one (seen in CI).
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const editorName = `Priya Shah ${tag}`;
  const contributorName = `Tom Reid ${tag}`;
  await signIn("/admin?tab=people");
  await expect(page.getByRole("heading", { name: "People", level: 3 })).toBeVisible();
  await expectNoAxeViolations(page);
  const editorLink = await invite(page, `priya-${tag}`, editorName, "Editor");
  await expectNoAxeViolations(page);
  const contributorLink = await invite(
    page,
    `tom-${tag}`,
    contributorName,
    "Contributor",
    "tom@example.co.uk",
  );
  // The test site's SMTP_URL is set (to a closed port): the link is queued for e-mail too.
  await expect(page.getByText("We are also e-mailing the link to tom@example.co.uk")).toBeVisible();

  const contributor = await personPage(browser);
  await accept(contributor, contributorLink, "rain on the harbour wall at dusk");
  await expect(contributor.getByText(`Signed in as ${contributorName}`)).toBeVisible();
  // A contributor writes drafts and keeps their own account; nothing else.
  await expect(contributor.getByRole("tab")).toHaveText(["Articles", "News", "Your account"]);
  const messages = await contributor.request.get("/api/contact-requests");
  expect(messages.status()).toBe(403);

  const editor = await personPage(browser);
  await accept(editor, editorLink, "a lighthouse keeper counts gulls");
  await expect(editor.getByRole("tab", { name: /^Messages/ })).toBeVisible();
  await expect(editor.getByRole("tab", { name: "People" })).toHaveCount(0);
  const story = await submitStory(editor.request, { title: unique("Quiet hour at the bakery") });
  expect((await editor.request.post(`/api/community/${story.id}/approve`)).status()).toBe(200);

  // The owner sees the approval under the editor's name.
  await page.goto("/admin?tab=activity");
  await waitForHydration(page);
  await page.getByLabel("By", { exact: true }).selectOption({ label: `priya-${tag}` });
  await expect(page.getByRole("row", { name: /Story approved/ }).first()).toContainText(
    `priya-${tag}`,
  );

  // The owner sees the editor's API token among everyone's, and revokes it.
  const tokenName = unique("Weekly report");
  // Making a token wants a recent sign-in, and the editor's is some steps old by now.
  const confirmed = await editor.request.post("/api/admin/account/confirm", {
    data: { password: "a lighthouse keeper counts gulls" },
  });
  expect(confirmed.status()).toBe(204);
  const made = await editor.request.post("/api/admin/tokens", { data: { name: tokenName } });
  const { token } = await made.json();
  await page.goto("/admin?tab=people");
  await waitForHydration(page);
  const everyones = page.getByRole("list", { name: "Everyone's tokens" });
  await expect(everyones).toContainText(tokenName);
  await expect(everyones).toContainText(`Belongs to ${editorName}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Revoke ${tokenName} (${editorName}’s)` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    `Token ‘${tokenName}’ revoked`,
  );
  await expect(page.getByRole("heading", { name: tokenName })).toHaveCount(0);
  const bearer = { authorization: `Bearer ${token}` };
  expect((await page.request.get("/api/admin/tokens", { headers: bearer })).status()).toBe(401);

  // Removing the editor signs them out at once.
  await page.getByRole("button", { name: `Remove ${editorName}` }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: `Remove ${editorName}` })
    .click();
  await expect(page.getByRole("row", { name: new RegExp(editorName) })).toHaveCount(0);
  expect((await editor.request.get("/api/contact-requests")).status()).toBe(401);
  await editor.context().close();
  await contributor.context().close();
});

test("a passkey is added after confirming it is you, renamed, signs in, and is removed", async ({
  browser,
}) => {
  // The sign-in must age past the test server's CONFIRM_IDENTITY_AFTER_MS (15 s) first.
  test.setTimeout(75_000);
  // Passkeys belong to a host name: this test uses the site at localhost, SITE_URL's host.
  const site = `http://localhost:${new URL(test.info().project.use.baseURL ?? "").port}`;
  const page = await personPage(browser, site);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const signedIn = await page.request.post("/api/admin/login", {
    data: { username: "owner", password: E2E_ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(204);
  await page.goto("/admin?tab=account");
  await waitForHydration(page);
  // "Sudo mode": a sign-in older than the window asks for the password before adding a passkey.
  await page.waitForTimeout(16_000);
  const passkeyName = unique("Office laptop");
  await page.getByLabel("Passkey name").fill(passkeyName);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByLabel("Your password", { exact: true }).fill("not the password at all");
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(confirm.getByText("That is not your password")).toBeVisible();
  await expect(confirm.getByLabel("Your password", { exact: true })).toBeFocused();
  await confirm.getByLabel("Your password", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(passkeyName);
  await expectNoAxeViolations(page);

  // Renamed in Your account, so it can be told apart from others.
  const newName = unique("Kitchen tablet");
  await page.getByRole("button", { name: `Rename ${passkeyName}` }).click();
  const rename = page.getByRole("dialog", { name: "Rename passkey" });
  await expect(rename.getByLabel("New name")).toHaveValue(passkeyName);
  await expectNoAxeViolations(page);
  await rename.getByLabel("New name").fill(newName);
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    `Passkey renamed ‘${newName}’`,
  );
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(newName);
  await expect(page.getByRole("button", { name: `Rename ${newName}` })).toBeFocused();

  // The authenticator holds it as a discoverable credential for this site's host.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(
    credentials.map(({ rpId, isResidentCredential }) => ({ rpId, isResidentCredential })),
  ).toEqual([{ rpId: "localhost", isResidentCredential: true }]);

  // Signed out, the passkey alone signs its owner in again.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  await expect(page.getByText("Signed in as Owner")).toBeVisible();

  // The owner's People tab lists everyone's passkeys, and removes this one.
  await page.goto("/admin?tab=people");
  await waitForHydration(page);
  const everyones = page.getByRole("list", { name: "Everyone's passkeys" });
  await expect(everyones).toContainText(newName);
  await expect(everyones).toContainText("Belongs to Owner (owner)");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Remove ${newName} (Owner’s)` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    `Passkey ‘${newName}’ removed`,
  );
  await expect(everyones.getByRole("heading", { name: newName })).toHaveCount(0);
  await page.goto("/admin?tab=account");
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);
  await page.context().close();
});

test("a new invitation link signs the person out, revokes their tokens and asks about passkeys", async ({
  browser,
  page,
  signIn,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Ana Costa ${tag}`;
  await signIn("/admin?tab=people");
  const invited = await page.request.post("/api/admin/users", {
    data: { username: `ana-${tag}`, displayName: name, role: "editor" },
  });
  const { inviteUrl } = await invited.json();
  const person = await personPage(browser);
  const token = new URL(inviteUrl).pathname.split("/").at(-1);
  const accepted = await person.request.post(`/api/admin/invites/${token}`, {
    data: { password: "moths around the porch lamp in june" },
  });
  expect(accepted.status()).toBe(204);
  const made = await person.request.post("/api/admin/tokens", { data: { name: "Reports" } });
  const bearer = { authorization: `Bearer ${(await made.json()).token}` };

  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: `New invitation link for ${name}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("their API tokens are revoked");
  const removePasskeys = dialog.getByRole("checkbox", { name: /Also remove .*passkeys/ });
  await expect(removePasskeys).not.toBeChecked();
  await removePasskeys.focus();
  await page.keyboard.press("Space");
  await expect(removePasskeys).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Make new link" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Signed out of 1 session, 1 API token revoked, 0 passkeys removed.",
  );
  await expect(page.getByRole("textbox", { name: `Invitation link for ${name}` })).toBeVisible();
  expect((await person.request.get("/api/admin/session")).ok()).toBe(true);
  expect(await (await person.request.get("/api/admin/session")).json()).toEqual({
    authenticated: false,
  });
  expect((await page.request.get("/api/admin/tokens", { headers: bearer })).status()).toBe(401);
  await person.context().close();
});

test("Your account says why passkeys cannot be added, instead of offering them", async ({
  browser,
}) => {
  const page = await personPage(browser);
  const signedIn = await page.request.post("/api/admin/login", {
    data: { username: "owner", password: E2E_ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(204);
  // This server has a name (localhost), so the answer a server at an IP address gives is put in
  // its place; login.test.ts checks that such a server gives it.
  const why =
    "Passkeys cannot be used on this site: its address (SITE_URL) is 127.0.0.1, an IP address, and a passkey can only belong to a name such as access.example.org.";
  await page.route("**/api/admin/session", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), passkeysUnavailable: why },
    });
  });
  await page.goto("/admin?tab=account");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await expect(page.getByLabel("Passkey name")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the sign-in page offers no passkey where none can work", async ({ browser }) => {
  const page = await personPage(browser);
  // As a server at an IP address answers a signed-out visitor (login.test.ts checks it does).
  await page.route("**/api/admin/session", (route) =>
    route.fulfill({
      json: {
        authenticated: false,
        passkeysUnavailable:
          "Passkeys cannot be used on this site: its address (SITE_URL) is 127.0.0.1, an IP address.",
      },
    }),
  );
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await page.context().close();
});

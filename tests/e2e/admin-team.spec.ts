// The editorial team (issue 26), as people use it: the owner invites an editor and a contributor
// in the browser; each accepts their link and signs in; the contributor sees only their account
// and is refused messages; the editor's approval shows under their name in Activity; removing the
// editor signs them out at once. Then a passkey is added, used to sign in, and removed, with
// Chromium's virtual authenticator.
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
  // A contributor writes drafts (issue 30) and keeps their own account; nothing else.
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

test("a passkey is added, signs its owner in, and is removed", async ({ browser }) => {
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
  const passkeyName = unique("Office laptop");
  await page.getByLabel("Passkey name").fill(passkeyName);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(passkeyName);
  await expectNoAxeViolations(page);

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

  await page.goto("/admin?tab=account");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Remove ${passkeyName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);
  await page.context().close();
});

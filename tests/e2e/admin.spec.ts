// The sign-in gate and the one test that signs in through the real form (every other admin test
// signs in through the API with the signIn fixture), then the quick solutions and signing out.
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const toast = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /Notifications/ });

test.use({ expectedHttpErrors: [/\/api\/admin\/login$/] });

test.beforeEach(async ({ page }) => {
  // Failed sign-ins are throttled per address: these come from one of the test's own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  await page.goto("/admin");
  await waitForHydration(page);
});

test("the gate: a wrong password and a network failure give their toasts", async ({ page }) => {
  await expect(page.getByText("Authorized access only. All activities are logged.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Username").fill("owner");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("not the password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page)).toContainText("Login Failed");
  await expect(toast(page)).toContainText("Invalid username or password. Please try again.");
  // The reason also stays beside the field, which keeps focus for another try.
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(
    "Invalid username or password. Please try again.",
  );

  await page.route("**/api/admin/login", (route) => route.abort("connectionfailed"));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page)).toContainText("Login Error");
  await expect(toast(page)).toContainText("There was an error logging in. Please try again.");
  // One toast at a time.
  await expect(toast(page).getByRole("alertdialog")).toHaveCount(1);
});

test("an empty sign-in lists its problems, reads them out and puts focus in the first field", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const summary = page
    .getByRole("alert")
    .filter({ hasText: "There are 2 problems with signing in" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText([
    "Username is required",
    "Password is required",
  ]);
  await expect(page.getByLabel("Username")).toBeFocused();
  await summary.getByRole("link", { name: "Password is required" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("sign in by keyboard, manage quick solutions, sign out", async ({ page }) => {
  const issue = unique("Glass doors nobody can see");
  const edited = unique("Glass doors that are hard to see");
  // The password field allows paste and can be shown (WCAG 3.3.8).
  await page.getByLabel("Username").focus();
  await page.keyboard.type("owner");
  const password = page.getByLabel("Password", { exact: true });
  await password.focus();
  await page.keyboard.type(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await password.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Login Successful");
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeFocused();
  // Pending opens first; every other tab is there.
  await expect(page.getByRole("tab", { name: /^Pending/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const name of ["Approved", "Top Stories", "Messages", "Activity"]) {
    await expect(page.getByRole("tab", { name })).toBeVisible();
  }
  await page.getByRole("tab", { name: "Quick Solutions" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=quick-solutions$/);
  await expectNoAxeViolations(page);

  // The session and the chosen tab survive a reload; the password is in no browser storage.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Quick Solutions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(E2E_ADMIN_PASSWORD);

  // Create: blank fields are refused with the 'Validation Error' message, then a real one is added.
  await page.getByRole("button", { name: "Add quick solution" }).click();
  const dialog = page.getByRole("dialog", { name: "Add quick solution" });
  await dialog.getByRole("button", { name: "Add solution" }).click();
  await expect(toast(page)).toContainText("Validation Error");
  await expect(toast(page)).toContainText("Please fill in all required fields");
  await expect(dialog.getByLabel("Issue", { exact: true })).toBeFocused();
  // The problems are also listed above the form, each linking to its field.
  const summary = dialog.getByRole("alert", {
    name: "There are 3 problems with the quick solution",
  });
  await expect(summary.getByRole("link")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Issue", { exact: true }).fill(issue);
  await dialog
    .getByLabel("Why It's an Issue / Effect")
    .fill("People with low vision walk into them.");
  await dialog
    .getByLabel("Possible Solutions")
    .fill("Add contrasting manifestation bands at two heights.");
  await dialog.getByLabel("Display order").fill("not a number");
  await dialog.getByRole("button", { name: "Add solution" }).click();
  await expect(toast(page)).toContainText("Quick solution created successfully");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: issue });
  await expect(row.getByRole("cell").first()).toHaveText("0");

  // Edit it.
  await row.getByRole("button", { name: `Edit: ${issue}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit quick solution" });
  await edit.getByLabel("Issue", { exact: true }).fill(edited);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Quick solution updated successfully");

  // Visitors see it.
  const visitor = await page.context().newPage();
  await visitor.goto("/advice-and-solutions");
  await expect(visitor.getByRole("rowheader", { name: edited })).toBeVisible();
  await visitor.close();

  // Delete it, after its confirmation, with focus back on the page afterwards.
  await page.getByRole("button", { name: `Delete: ${edited}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete quick solution" });
  await expect(confirm).toContainText("Are you sure you want to delete this quick solution?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Quick solution deleted successfully");
  await expect(page.getByRole("row", { name: edited })).toHaveCount(0);
  // The deleted row's button has gone: focus continues from a neighbouring row (or the heading).
  await expect(page.getByRole("tabpanel").locator("th:focus, h3:focus")).toHaveCount(1);

  // Sign out: back to the gate, also after a reload.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page)).toContainText("Logged Out");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
});

test("the admin page is not indexed and public pages never load admin code", async ({ page }) => {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/advice-and-solutions");
  await waitForHydration(page);
  expect(scripts.some((url) => url.includes("admin-app"))).toBe(false);
});

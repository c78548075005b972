// The accessibility statement and its evidence page agree on what has not been checked yet.
import { NOT_YET_TESTED } from "../../src/web/content/not-yet-tested.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("the statement and the evidence page say the same about what is not yet tested", async ({
  page,
}) => {
  for (const path of ["/accessibility-statement", "/accessibility-statement/evidence"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(NOT_YET_TESTED);
    await expect(page.getByRole("main")).not.toContainText(/by hand|still check/i);
    await expectNoAxeViolations(page);
  }
  await expect(
    page.getByRole("heading", { level: 2, name: "What we have not checked yet" }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^How the site works with real screen readers/ }),
  ).toBeVisible();
});

// What the access-guide specs share: a café's self-assessment results made through the API, a
// guide started from them, and an editor's browser signed in to review guides.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
import { LICENCE_AGREEMENT_LABEL } from "../../src/shared/access-guides/licence-words.ts";
import { clientAddress, expect } from "./fixtures.ts";

/** A café's results through the API: a step at the door, a hearing loop, and so on. */
export async function cafeResults(request: APIRequestContext) {
  const answer = await request.post("/api/assessments", {
    data: {
      businessType: "hospitality",
      businessSize: "2-9",
      focus: ["communication"],
      responses: {
        "communication.contact-in-writing": "yes",
        "communication.relay-uk": "no",
        "communication.hearing-loop": "yes",
        "communication.plain-english": "yes",
        "communication.large-print": "yes",
        "communication.easy-read": "no",
        "communication.bsl-interpreter": "no",
        "communication.background-noise": "yes",
      },
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * A guide started through the API from a café's fresh results, with what `data` adds to them
 * (a name, town and postcode at least): its id and its manage page's token.
 */
export async function startGuide(request: APIRequestContext, data: Record<string, unknown>) {
  const headers = { "x-forwarded-for": clientAddress() };
  const assessmentToken = await cafeResults(request);
  const created = await request.post("/api/access-guides", {
    headers,
    data: { assessmentToken, ...data },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; manageToken: string };
}

/** The editor's browser, signed in through the API with the owner's password. */
export async function editorPage(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/admin/login", {
    data: { password: E2E_ADMIN_PASSWORD },
  });
  expect(signedIn.status(), "the editor signs in").toBe(204);
  return page;
}

/** Ticks the open-data agreement on the manage form from the keyboard, as sending it needs. */
export async function agreeToOpenData(page: Page) {
  const box = page.getByRole("checkbox", { name: LICENCE_AGREEMENT_LABEL });
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

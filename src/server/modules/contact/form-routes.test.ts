// The contact form sent without JavaScript (POST /contact): the API's contract and anti-spam
// rules, the page rendered again with every value and problem, and a redirect to the confirmation.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_TOASTS } from "../../../shared/contracts/contact.ts";
import { contactRequests } from "../../db/schema.ts";
import { decoded, errorSummary, fieldValue, pageTitle, postForm } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";
import { CONTACT_SENT_ADDRESS } from "./form-routes.ts";
import { CONTACT_RATE_LIMIT_MESSAGE } from "./routes.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

let address = 0;
/** Each test sends from its own client address, so the hourly limit never leaks between tests. */
const nextAddress = () => `203.0.113.${++address}`;

const valid = {
  name: "Priya Shah",
  email: "priya.form@example.co.uk",
  organization: "Shah & Daughters Bakery",
  inquiryType: "accessibility-question",
  // A browser sends a textarea's line breaks as CRLF.
  message: "Our shop has one step at the door.\r\nWhat is the cheapest way to fix it properly?",
  website: "",
};

const send = (fields: Record<string, string>, from = nextAddress()) =>
  postForm(app, "/contact", fields, from);
const stored = (email: string) =>
  db.select().from(contactRequests).where(eq(contactRequests.email, email));

describe("POST /contact (the form without JavaScript)", () => {
  it("stores a valid message and redirects to the page's confirmation", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CONTACT_SENT_ADDRESS);
    const [row] = await stored(valid.email);
    expect(row).toMatchObject({
      name: valid.name,
      organization: valid.organization,
      inquiryType: valid.inquiryType,
      // As the form sends it with JavaScript: one kind of line break.
      message: "Our shop has one step at the door.\nWhat is the cheapest way to fix it properly?",
      status: "pending",
      isRead: false,
    });

    const confirmation = await app.inject({ url: response.headers.location as string });
    expect(confirmation.statusCode).toBe(200);
    expect(decoded(confirmation.body)).toContain(CONTACT_TOASTS.success.title);
    expect(decoded(confirmation.body)).toContain(CONTACT_TOASTS.success.description);
    // The form starts empty, ready for another message.
    expect(fieldValue(confirmation.body, "contact-name")).toBe("");
  });

  it("renders the page again with a 400, every value kept and each problem linked to its field", async () => {
    const email = "priya at example";
    const response = await send({ ...valid, name: "  ", email, inquiryType: "partnership" });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(pageTitle(html)).toBe("Error: Contact | Real Access");
    // The same summary and words as the form shows with JavaScript, in the fields' order.
    expect(errorSummary(html)).toEqual({
      heading: "There are 2 problems with your message",
      links: [
        { id: "contact-name", message: "Enter your name" },
        {
          id: "contact-email",
          message: "Enter an e-mail address in the correct format, like name@example.com",
        },
      ],
    });
    expect(html).toMatch(/<input id="contact-email"[^>]*aria-invalid="true"/);
    expect(fieldValue(html, "contact-email")).toBe(email);
    expect(fieldValue(html, "contact-organization")).toBe(valid.organization);
    expect(fieldValue(html, "contact-inquiry-type")).toBe("partnership");
    expect(fieldValue(html, "contact-message")).toBe(
      "Our shop has one step at the door.\nWhat is the cheapest way to fix it properly?",
    );
    expect(await stored(email)).toEqual([]);
    // Sent again, put right: the message goes.
    expect((await send(valid)).statusCode).toBe(303);
  });

  it("quietly discards a message whose honeypot is filled: the same redirect, nothing stored", async () => {
    const response = await send({ ...valid, email: "bot.form@example.org", website: "spam" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CONTACT_SENT_ADDRESS);
    expect(await stored("bot.form@example.org")).toEqual([]);
  });

  it("keeps the hourly limit the API keeps, shared with it, and keeps the message past it", async () => {
    const from = nextAddress();
    for (let sent = 0; sent < 3; sent += 1) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...valid, email: `api${sent}@example.org` },
        remoteAddress: from,
      });
      expect(answer.statusCode).toBe(201);
    }
    for (const email of ["form3@example.org", "form4@example.org"]) {
      expect((await send({ ...valid, email }, from)).statusCode).toBe(303);
    }
    const refused = await send({ ...valid, email: "form5@example.org" }, from);
    expect(refused.statusCode).toBe(429);
    const html = decoded(refused.body);
    expect(html).toContain(CONTACT_TOASTS.failure("").title);
    expect(html).toContain(CONTACT_RATE_LIMIT_MESSAGE);
    expect(fieldValue(refused.body, "contact-email")).toBe("form5@example.org");
    expect(fieldValue(refused.body, "contact-message")).toContain("one step at the door");
    expect(await stored("form5@example.org")).toEqual([]);
  });

  it("takes a long message with curly quotes, which encoded is larger than the API's body limit", async () => {
    const message = "’".repeat(5000);
    const response = await send({ ...valid, email: "quotes@example.org", message });
    expect(response.statusCode).toBe(303);
    expect((await stored("quotes@example.org"))[0]?.message).toBe(message);
  });
});

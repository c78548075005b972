import { describe, expect, it } from "vitest";
import { composeEmail } from "./compose.ts";
import { headerText } from "./email-blocks.ts";

const SITE = "https://www.realaccess.example";
const row = { id: 7, createdAt: new Date("2026-03-01T09:00:00Z") };
const message = {
  messageId: 3,
  name: "Ada",
  email: "ada@example.org",
  organization: null,
  inquiryType: null,
  message: 'Is "step-free" <really> step-free & safe?',
  receivedAt: "2026-03-01T09:00:00.000Z",
};

describe("composeEmail", () => {
  it("leaves out the facts a visitor did not give, and fixes the Message-ID by the row", () => {
    const email = composeEmail(row, { kind: "contact-message", payload: message }, SITE);
    expect(email.messageId).toBe("<notification-7.1772355600000@www.realaccess.example>");
    expect(email.text).not.toContain("Organisation:");
    expect(email.text).not.toContain("About:");
    expect(email.text).toContain("Sent: 1 March 2026, 09:00 (UK time)");
    expect(email.replyTo).toEqual({ name: "Ada", address: "ada@example.org" });
  });

  it("escapes the visitor's words in the HTML part, and only there", () => {
    const email = composeEmail(row, { kind: "contact-message", payload: message }, SITE);
    expect(email.text).toContain('Is "step-free" <really> step-free & safe?');
    expect(email.html).toContain("Is &quot;step-free&quot; &lt;really&gt; step-free &amp; safe?");
    expect(email.html).toContain('<html lang="en-GB">');
    expect(email.html).toContain("<title>New message from Ada</title>");
  });

  it("sets no Reply-To when the stored address is not a plain one", () => {
    const odd = { ...message, email: "ada@example.org\r\nBcc: x@example.org" };
    const email = composeEmail(row, { kind: "contact-message", payload: odd }, SITE);
    expect(email.replyTo).toBeNull();
    expect(email.text).not.toContain("Reply to this e-mail");
  });

  // The contracts now refuse line breaks in one-line fields, but a message stored before
  // that can still hold them; each fact stays on its own line whatever its value holds.
  it("keeps each fact on one line, so a value cannot add a line of its own", () => {
    const forged = {
      ...message,
      name: "Ada\nE-mail: name@attacker.example",
      email: "ada@example.org",
      organization: "Acme\r\nE-mail: org@attacker.example\u2028About: forged",
      inquiryType: "other\nE-mail: type@attacker.example",
    };
    const email = composeEmail(row, { kind: "contact-message", payload: forged }, SITE);
    const lines = email.text.split("\n");
    expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual(["E-mail: ada@example.org"]);
    expect(lines.filter((line) => line.startsWith("About:"))).toHaveLength(1);
    expect(lines).toContain("Organisation: Acme E-mail: org@attacker.example About: forged");
  });
});

describe("headerText", () => {
  it("makes one line without control characters, cut to length", () => {
    expect(headerText("  A\r\nB\tC\u2028D\u0000E  ")).toBe("A B C D E");
    expect(headerText("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("tells the team a draft waits for review, and where to review it", () => {
    const email = composeEmail(
      row,
      {
        kind: "review-request",
        payload: {
          kind: "article",
          itemId: 12,
          title: "Quiet hours that work",
          submittedBy: "Tom Reid",
          submittedAt: "2026-03-01T09:00:00.000Z",
        },
      },
      SITE,
    );
    expect(email.subject).toBe("Waiting for review: Quiet hours that work");
    expect(email.to).toBeNull();
    expect(email.text).toContain(
      "Tom Reid has sent an article for review. An editor publishes it, or sends it back with a note saying what to change.",
    );
    expect(email.text).toContain("Sent: 1 March 2026, 09:00 (UK time)");
    expect(email.text).toContain(
      "Review it in the admin area, under Articles:\nhttps://www.realaccess.example/admin?tab=articles",
    );
  });
});

// Single-line fields hold one line: a line break in a name, an address or a title would
// start a line of its own where the value is printed, as in the notification e-mail's "Label:
// value" lines, where it could add a fake "E-mail:" line.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { SINGLE_LINE_MESSAGE } from "./common.ts";
import { contactRequestInput } from "./contact.ts";
import { customStoryInput } from "./news.ts";
import { newsSourceInput } from "./news-sources.ts";
import { accountUpdate, inviteInput, passkeyName, personUpdate, tokenInput } from "./people.ts";
import { quickSolutionInput } from "./quick-solutions.ts";
import { storyEdit, storyInput } from "./stories.ts";

const contact = {
  name: "Priya Shah",
  email: "priya@example.co.uk",
  organization: "Shah & Daughters Bakery",
  message: "Our shop has one step at the door.\nWhat is the cheapest way to fix it properly?",
};
const story = {
  title: "A bench by the till",
  content: "We put a bench by the till and a sign saying anyone may sit while they wait. ".repeat(
    2,
  ),
  authorName: "Maggie, café owner",
  authorEmail: "maggie@example.co.uk",
};
const custom = {
  title: "Step-free access funding",
  excerpt: "A new fund for small shops.\nApply by March.",
  content: "The council has opened a fund for step-free entrances.\n\nApply by March.",
  category: "Funding",
  sourceUrl: "https://news.example/fund",
  imageUrl: "/media/12-0123456789abcdef0123-1600x900.jpg",
};
const solution = {
  issue: "No step-free entrance",
  whyItsAnIssue: "Wheelchair users cannot get in.\nNor can people with buggies.",
  possibleSolutions: "A portable ramp.\nA bell at the door.",
  displayOrder: 1,
};

/** [what, schema, a valid body, the field to break] */
const fields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ["contact name", contactRequestInput, contact, "name"],
  ["contact e-mail", contactRequestInput, contact, "email"],
  ["contact organisation", contactRequestInput, contact, "organization"],
  ["story title", storyInput, story, "title"],
  ["story author name", storyInput, story, "authorName"],
  ["story author e-mail", storyInput, story, "authorEmail"],
  ["story title, edited", storyEdit, { title: story.title }, "title"],
  [
    "invited display name",
    inviteInput,
    { username: "sam", role: "editor", displayName: "Sam" },
    "displayName",
  ],
  [
    "invited e-mail",
    inviteInput,
    { username: "sam", role: "editor", displayName: "Sam", email: "sam@example.org" },
    "email",
  ],
  ["person's display name", personUpdate, { displayName: "Sam" }, "displayName"],
  ["own display name", accountUpdate, { displayName: "Sam" }, "displayName"],
  ["API token name", tokenInput, { name: "Deploy script" }, "name"],
  ["custom story title", customStoryInput, custom, "title"],
  ["custom story category", customStoryInput, custom, "category"],
  ["custom story source address", customStoryInput, custom, "sourceUrl"],
  ["custom story picture", customStoryInput, custom, "imageUrl"],
  [
    "news source category",
    newsSourceInput,
    { url: "https://news.example/feed", category: "News" },
    "category",
  ],
  [
    "news source address",
    newsSourceInput,
    { url: "https://news.example/feed", category: "News" },
    "url",
  ],
  ["quick solution issue", quickSolutionInput, solution, "issue"],
];

const BREAKS: [string, string][] = [
  ["LF", "\n"],
  ["CR LF", "\r\n"],
  ["CR", "\r"],
  ["line separator U+2028", "\u2028"],
  ["paragraph separator U+2029", "\u2029"],
  ["next line U+0085", "\u0085"],
  ["vertical tab", "\v"],
  ["form feed", "\f"],
];

describe("single-line fields", () => {
  for (const [what, schema, body, field] of fields) {
    it(`refuse a line break in the ${what}, saying so`, () => {
      const value = String(body[field]);
      expect(schema.safeParse(body).success, "the valid body").toBe(true);
      for (const [name, character] of BREAKS) {
        const split = `${value.slice(0, 4)}${character}E-mail: someone@example.org`;
        const result = schema.safeParse({ ...body, [field]: split });
        expect(result.success, `${name} in ${field}`).toBe(false);
        const messages = result.error?.issues
          .filter((issue) => issue.path.join(".") === field)
          .map((issue) => issue.message);
        expect(messages, `${name} in ${field}`).toContain(SINGLE_LINE_MESSAGE);
      }
    });
  }

  it("take a line break at either end, which trimming removes", () => {
    const parsed = contactRequestInput.parse({ ...contact, organization: "\r\nAcme Ltd\n" });
    expect(parsed.organization).toBe("Acme Ltd");
  });

  it("refuse a passkey name over two lines", () => {
    expect(passkeyName.safeParse("Laptop\nE-mail: x").success).toBe(false);
  });

  it("leave the fields meant for paragraphs alone", () => {
    expect(contactRequestInput.safeParse(contact).success).toBe(true);
    expect(customStoryInput.safeParse(custom).success).toBe(true);
    expect(quickSolutionInput.safeParse(solution).success).toBe(true);
    expect(
      storyInput.safeParse({ ...story, content: `${story.content}\n\nSecond paragraph.` }).success,
    ).toBe(true);
  });
});

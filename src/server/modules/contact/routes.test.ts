import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "../../../shared/contracts/contact.ts";
import { contactRequests } from "../../db/schema.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { CONTACT_RATE_LIMIT_MESSAGE } from "./routes.ts";

const { app, db } = await setUpTestApp();
const proxied = await setUpTestApp({ TRUST_PROXY: "true" });

let address = 0;
/** Each test sends from its own client address, so the hourly limit never leaks between tests. */
const nextAddress = () => `203.0.113.${++address}`;

const valid = {
  name: "Priya Shah",
  email: "priya@example.co.uk",
  organization: "Shah & Daughters Bakery",
  inquiryType: "accessibility-question",
  message: "Our shop has one step at the door. What is the cheapest way to fix it properly?",
};

const send = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });

const stored = (email: string) =>
  db.select().from(contactRequests).where(eq(contactRequests.email, email));

describe("POST /api/contact", () => {
  it("stores a valid message as pending and unread, and answers 201", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [row] = await stored(valid.email);
    expect(row).toMatchObject({
      ...valid,
      status: "pending",
      isRead: false,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("trims answers and stores blank optional fields as null", async () => {
    const response = await send({
      name: "  Tom Okafor ",
      email: " tom@example.org ",
      organization: "",
      inquiryType: "",
      message: " Hello ",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await stored("tom@example.org");
    expect(row).toMatchObject({
      name: "Tom Okafor",
      organization: null,
      inquiryType: null,
      message: "Hello",
    });
  });

  it("accepts a message without the optional fields", async () => {
    const { organization: _o, inquiryType: _i, ...required } = valid;
    const response = await send({ ...required, email: "minimal@example.org" });
    expect(response.statusCode).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["name missing", { name: undefined }, "name"],
    ["name blank", { name: "   " }, "name"],
    ["name too long", { name: "n".repeat(CONTACT_LIMITS.name + 1) }, "name"],
    ["email missing", { email: undefined }, "email"],
    ["email not an address", { email: "priya at example" }, "email"],
    ["email too long", { email: `${"e".repeat(CONTACT_LIMITS.email)}@example.org` }, "email"],
    [
      "organization too long",
      { organization: "o".repeat(CONTACT_LIMITS.organization + 1) },
      "organization",
    ],
    ["inquiryType unknown", { inquiryType: "complaint" }, "inquiryType"],
    ["message missing", { message: undefined }, "message"],
    ["message blank", { message: "\n\n" }, "message"],
    ["message too long", { message: "m".repeat(CONTACT_LIMITS.message + 1) }, "message"],
  ];
  for (const [label, change, field] of invalid) {
    it(`answers 400 naming the field when ${label}`, async () => {
      const response = await send({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        error: string;
        details: { field: string; message: string }[];
      }>();
      expect(body.error).toBe("Invalid body");
      expect(body.details.map((detail) => detail.field)).toEqual([field]);
      expect(body.details[0]?.message).toEqual(expect.any(String));
    });
  }

  // A line break in a one-line field would add lines of its own to the notification
  // e-mail ("Organisation: Acme" then a fake "E-mail: …").
  it("answers 400 to a line break in a one-line field, and stores nothing", async () => {
    for (const [field, value] of [
      ["organization", "Acme Ltd\nE-mail: attacker@example.org"],
      ["name", "Priya\r\nE-mail: attacker@example.org"],
      ["organization", "Acme Ltd\u2028E-mail: attacker@example.org"],
    ]) {
      const email = `one-line-${field}-${value?.length}@example.org`;
      const response = await send({ ...valid, email, [field as string]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field, message: "Write this on one line, without line breaks" },
      ]);
      expect(await stored(email)).toEqual([]);
    }
  });

  it("answers 400, not 500, to a body that is not an object", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(response.statusCode).toBe(400);
  });

  it("quietly discards a message whose honeypot is filled: 201, nothing stored", async () => {
    const from = nextAddress();
    const response = await send(
      { ...valid, email: "bot@example.org", website: "http://spam.example" },
      from,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await stored("bot@example.org")).toEqual([]);
  });

  // A bot that fills the honeypot is limited as a person is, and past the limit gets the
  // same 429, so the answer still tells it nothing.
  it("counts honeypot messages toward the hourly limit, and past it answers them 429 too", async () => {
    const from = nextAddress();
    const bot = (i: number) =>
      send({ ...valid, email: `bot${i}@example.org`, website: "http://spam.example" }, from);
    for (let i = 1; i <= 5; i++) expect((await bot(i)).statusCode).toBe(201);
    const refused = await bot(6);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CONTACT_RATE_LIMIT_MESSAGE });
    const person = await send({ ...valid, email: "after-bot@example.org" }, from);
    expect(person.statusCode).toBe(429);
    expect(person.json()).toEqual(refused.json());
  });

  it("answers a honeypot message 429 once real messages have reached the limit", async () => {
    const from = nextAddress();
    for (let i = 1; i <= 5; i++) {
      expect((await send({ ...valid, email: `real${i}@example.org` }, from)).statusCode).toBe(201);
    }
    const bot = await send({ ...valid, email: "late-bot@example.org", website: "x" }, from);
    expect(bot.statusCode).toBe(429);
    expect(bot.json()).toEqual({ error: CONTACT_RATE_LIMIT_MESSAGE });
  });

  it("accepts an empty honeypot", async () => {
    const response = await send({ ...valid, email: "human@example.org", website: "" });
    expect(response.statusCode).toBe(201);
    expect(await stored("human@example.org")).toHaveLength(1);
  });

  it("allows 5 messages an hour from one address, then answers 429 with a clear message", async () => {
    const from = nextAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await send({ ...valid, email: `busy${i}@example.org` }, from);
      expect(response.statusCode).toBe(201);
    }
    const refused = await send({ ...valid, email: "busy6@example.org" }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CONTACT_RATE_LIMIT_MESSAGE });
    expect(await stored("busy6@example.org")).toEqual([]);
    // Another address is not affected.
    expect((await send({ ...valid, email: "other@example.org" })).statusCode).toBe(201);
  });

  it("holds the limit under concurrent requests", async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send({ ...valid, email: `race${i}@example.org` }, from)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
  });
});

describe("POST /api/contact behind a proxy (TRUST_PROXY=true)", () => {
  it("limits by the forwarded client address, not the proxy's", async () => {
    const post = (client: string, i: number) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": client },
        payload: { ...valid, email: `p${client}${i}@example.org` },
      });
    for (let i = 0; i < 5; i++) expect((await post("198.51.100.7", i)).statusCode).toBe(201);
    expect((await post("198.51.100.7", 5)).statusCode).toBe(429);
    expect((await post("198.51.100.8", 0)).statusCode).toBe(201);
  });
});

// Every route in Fastify's route table gets a battery of hostile values in its path, query and
// body, and none may answer 500 or worse: bad input is the client's mistake and gets a 4xx.
// Each field of a known-good body is spoiled in turn while the others stay valid, so the spoiled
// value travels as far as validation lets it, into SQL if it passes.
import { describe, expect, it } from "vitest";
import { makeCommunityStory, makeNewsArticle, makeQuickSolution } from "./test/factories.ts";
import { assessmentBody, BODYLESS, validBodies } from "./test/known-good-bodies.ts";
import { setUpTestApp } from "./test/test-app.ts";
import { testPageSource } from "./test/test-pages.ts";

const { app, db, signIn } = await setUpTestApp({}, undefined, { pages: await testPageSource() });
const cookie = await signIn();
await app.ready();

const story = await makeCommunityStory(db, { isApproved: true });
const news = await makeNewsArticle(db);
const solution = await makeQuickSolution(db);

const assessment = assessmentBody();
const { token } = (
  await app.inject({ method: "POST", url: "/api/assessments", payload: assessment })
).json();

const VALID_BODIES = validBodies(story.id);
/** Query parameters each read route understands (pages read `tab`). */
const QUERY_KEYS: Record<string, string[]> = {
  "GET /api/advice/articles": ["search"],
  "GET /api/community": ["approved", "search"],
  "GET /api/news": ["limit"],
  "GET /api/news/top-stories": ["limit"],
  "GET /api/admin/audit-log": ["page", "action", "actor"],
  "GET /*": ["tab", "search"],
};

const HOSTILE_JSON_VALUES: unknown[] = [
  "\u0000",
  "text with a \u0000 NUL",
  "bell \u0007 and escape \u001b",
  "\ud800",
  "lone low \udfff half",
  "\u202e right-to-left override",
  "x".repeat(30_000),
  "",
  "   ",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE community_articles; --",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59-14:00",
  "javascript:alert(1)",
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  true,
  null,
  [],
  ["a", "b"],
  {},
  { $gt: "" },
];

/** Whole bodies, raw, with their content type. */
const HOSTILE_BODIES: [contentType: string, payload: string][] = [
  ["application/json", ""],
  ["application/json", "null"],
  ["application/json", "[]"],
  ["application/json", '"just a string"'],
  ["application/json", "{"],
  ["application/json", '{"__proto__":{"admin":true}}'],
  ["application/json", '{"constructor":{"prototype":{"admin":true}}}'],
  ["application/json", `{"message":"${"x".repeat(70_000)}"}`],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "name=a&message=b"],
  ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--"],
];

const HOSTILE_PATH_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999",
  "abc",
  "%00",
  "%ED%A0%80",
  "%F0",
  "..%2F..%2Fetc%2Fpasswd",
];

const HOSTILE_QUERY_VALUES = [
  "%00",
  "%ED%A0%80",
  "%FF",
  "-1",
  "0",
  "2147483648",
  "99999999999999999999",
  "x".repeat(5000),
  "__proto__",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
];

const HOSTILE_PAGE_PATHS = [
  "/%00",
  "/%ED%A0%80",
  "/..%2F..%2Fetc%2Fpasswd",
  "/advice-and-solutions/%FF",
  `/${"x".repeat(3000)}`,
];

let address = 0;
/** A fresh client address per request, so rate limits never stop a value short of the database. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const idFor = (url: string) =>
  url.includes(":token")
    ? token
    : // No such source: refreshing a real one would fetch its feed from the network.
      url.startsWith("/api/admin/news-sources")
      ? 999_999
      : url.startsWith("/api/news") || url.startsWith("/api/admin/news/")
        ? news.id
        : url.startsWith("/api/admin/quick-solutions")
          ? solution.id
          : story.id;

const withIds = (url: string, id: string | number) => url.replace(/:\w+/g, String(id));

interface Attempt {
  route: string;
  variant: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

function attemptsFor(method: string, url: string): Attempt[] {
  const route = `${method} ${url}`;
  const attempts: Attempt[] = [];
  const add = (variant: string, request: Omit<Attempt, "route" | "variant" | "method">) =>
    attempts.push({ route, variant, method, ...request });
  const validUrl = url === "/*" ? "/advice-and-solutions" : withIds(url, idFor(url));
  const validBody = VALID_BODIES[route];

  if (url.includes(":")) {
    for (const id of HOSTILE_PATH_IDS) {
      add(`id ${id}`, {
        url: withIds(url, id),
        ...(validBody ? jsonRequest(validBody) : {}),
      });
    }
  }
  if (url === "/*") {
    for (const path of HOSTILE_PAGE_PATHS) add(`path ${path.slice(0, 40)}`, { url: path });
  }
  for (const key of [...(QUERY_KEYS[route] ?? []), "unexpected"]) {
    for (const value of HOSTILE_QUERY_VALUES) {
      add(`?${key}=${value.slice(0, 20)}`, { url: `${validUrl}?${key}=${value}` });
    }
    add(`?${key} twice`, { url: `${validUrl}?${key}=a&${key}=b` });
  }
  if (method !== "GET") {
    for (const [contentType, payload] of HOSTILE_BODIES) {
      add(`body ${contentType} ${payload.slice(0, 20)}`, {
        url: validUrl,
        headers: { "content-type": contentType },
        payload,
      });
    }
  }
  if (validBody) {
    for (const field of [...Object.keys(validBody), "__proto__", "unexpected"]) {
      for (const value of HOSTILE_JSON_VALUES) {
        const body = `{${Object.entries(validBody)
          .filter(([key]) => key !== field)
          .map(([key, valid]) => `${JSON.stringify(key)}:${JSON.stringify(valid)}`)
          .concat(`${JSON.stringify(field)}:${JSON.stringify(value)}`)
          .join(",")}}`;
        add(`${field}=${JSON.stringify(value)?.slice(0, 20)}`, {
          url: validUrl,
          headers: { "content-type": "application/json" },
          payload: body,
        });
      }
    }
  }
  return attempts;
}

function jsonRequest(body: unknown) {
  return { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) };
}

describe("hostile input on every route", () => {
  const routes = app.routeAccess.filter(
    (route) =>
      route.url.startsWith("/api") ||
      route.url.startsWith("/self-assessment") ||
      route.url.startsWith("/feeds/") ||
      route.url === "/*",
  );

  it("has a known-good body for every write route, so none escapes the battery", () => {
    const writes = routes.filter((route) => route.method !== "GET");
    const unknown = writes
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !(route in VALID_BODIES) && !BODYLESS.has(route));
    expect(unknown).toEqual([]);
  });

  it("never answers 500 or worse", { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const { method, url, access } of routes) {
      for (const attempt of attemptsFor(method, url)) {
        const response = await app.inject({
          method: attempt.method as "GET",
          url: attempt.url,
          remoteAddress: nextAddress(),
          headers: { ...(access.kind === "public" ? {} : { cookie }), ...attempt.headers },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        });
        tried += 1;
        if (response.statusCode >= 500) {
          failures.push(`${attempt.route} [${attempt.variant}] → ${response.statusCode}`);
        }
      }
    }
    console.info(`hostile input: ${tried} requests to ${routes.length} routes`);
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(2000);
  });
});

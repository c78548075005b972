// Every route in Fastify's route table gets a battery of hostile values in its path, query and
// body, and none may answer 500 or worse: bad input is the client's mistake and gets a 4xx.
// Each field of a known-good body (and of an object inside it) is spoiled in turn while the others
// stay valid, so the spoiled value travels as far as validation lets it, into SQL if it passes.
// Admin routes are sent signed in, so their values get past the sign-in check too.
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../shared/endpoints/index.ts";
import { makeNewsArticle, makeQuickSolution, makeStory } from "./test/factories.ts";
import { assessmentBody, BODYLESS, validBodies, validForms } from "./test/known-good-bodies.ts";
import { setUpTestApp } from "./test/test-app.ts";
import { testPageSource } from "./test/test-pages.ts";

const { app, db, signInAs } = await setUpTestApp({}, undefined, {
  pages: await testPageSource(),
});
// A new owner each time the battery signs in: the battery's own failed sign-ins and password
// changes throttle the account they name, and would keep that account from signing in again.
const signInAnew = async () => (await signInAs("owner")).cookie;
let cookie = await signInAnew();
await app.ready();

const story = await makeStory(db, { isApproved: true });
const news = await makeNewsArticle(db);
const solution = await makeQuickSolution(db);
// People routes act on someone else: re-inviting or disabling the signed-in owner would sign the
// battery out, and every later admin route would stop at 401 before reaching its handler.
const { user: person } = await signInAs("editor");

const assessment = assessmentBody();
const { token } = (
  await app.inject({ method: "POST", url: "/api/assessments", payload: assessment })
).json();
// A guide to manage, so a manage form's spoiled values reach its checks and its SQL.
const { manageToken } = (
  await app.inject({
    method: "POST",
    url: "/api/access-guides",
    payload: { ...ENDPOINTS["POST /api/access-guides"].example, assessmentToken: token },
  })
).json();

const VALID_BODIES = validBodies();
const VALID_FORMS = validForms();
/** Query parameters each read route understands (pages read `tab`). */
const QUERY_KEYS: Record<string, string[]> = {
  "GET /api/advice/articles": ["search", "category"],
  "GET /api/quick-solutions": ["search", "maxCost", "maxEffort"],
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

/** What a form's field can carry: text only, so the text among the JSON values, and more. */
const HOSTILE_FORM_VALUES = [
  ...HOSTILE_JSON_VALUES.filter((value): value is string => typeof value === "string"),
  "%",
  "%zz",
  "1e999",
  "-0",
  "NaN",
  "yes\r\nno",
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
  "99999999999999999999",
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
  // Permalinks: the number before the slug is a row id.
  "/advice-and-solutions/articles/2147483648-x",
  "/advice-and-solutions/stories/0-x",
  "/advice-and-solutions/quick-solutions/-1-x",
  "/news/99999999999999999999",
  "/news/1%00-x",
  `/${"x".repeat(3000)}`,
];

let address = 0;
/** A fresh client address per request, so rate limits never stop a value short of the database. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

function idFor(url: string) {
  if (url.startsWith("/access-guides/manage/") || url.startsWith("/api/access-guides/manage/")) {
    return manageToken;
  }
  if (url.includes(":token")) return token;
  // No such source: refreshing a real one would fetch its feed from the network.
  if (url.startsWith("/api/admin/news-sources")) return 999_999;
  if (url.startsWith("/api/admin/users")) return person.id;
  if (["/api/news", "/api/admin/news/", "/admin/news/"].some((base) => url.startsWith(base))) {
    return news.id;
  }
  if (url.startsWith("/api/admin/quick-solutions")) return solution.id;
  return story.id;
}

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
  const validForm = VALID_FORMS[route];

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
  if (validForm) {
    // As a browser sends the form: urlencoded, each field spoiled, repeated or left out in turn.
    const addForm = (variant: string, fields: [string, string][]) =>
      add(variant, {
        url: validUrl,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const others = (field: string) => Object.entries(validForm).filter(([key]) => key !== field);
    for (const field of [...Object.keys(validForm), "__proto__", "unexpected"]) {
      for (const value of HOSTILE_FORM_VALUES) {
        addForm(`form ${field}=${preview(value)}`, [...others(field), [field, value]]);
      }
      addForm(`form ${field} twice`, [...others(field), [field, "a"], [field, "b"]]);
      addForm(`form without ${field}`, others(field));
    }
  }
  if (validBody) {
    const addBody = (variant: string, payload: string) =>
      add(variant, { url: validUrl, headers: { "content-type": "application/json" }, payload });
    for (const field of [...Object.keys(validBody), "__proto__", "unexpected"]) {
      for (const value of HOSTILE_JSON_VALUES) {
        addBody(`${field}=${preview(value)}`, withField(validBody, field, JSON.stringify(value)));
      }
    }
    // One level down too: a passkey's credential id travels inside its `response` object.
    for (const [field, inner] of Object.entries(validBody)) {
      if (!isPlainObject(inner)) continue;
      for (const innerField of [...Object.keys(inner), "unexpected"]) {
        for (const value of HOSTILE_JSON_VALUES) {
          const spoiled = withField(inner, innerField, JSON.stringify(value));
          addBody(`${field}.${innerField}=${preview(value)}`, withField(validBody, field, spoiled));
        }
      }
    }
  }
  return attempts;
}

/**
 * `valid` as JSON text with `field` set to `value`, itself JSON text: written out by hand, since a
 * `__proto__` key set on an object would not be serialised.
 */
const withField = (valid: Record<string, unknown>, field: string, value: string) =>
  `{${Object.entries(valid)
    .filter(([key]) => key !== field)
    .map(([key, kept]) => `${JSON.stringify(key)}:${JSON.stringify(kept)}`)
    .concat(`${JSON.stringify(field)}:${value}`)
    .join(",")}}`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const preview = (value: unknown) => JSON.stringify(value)?.slice(0, 20);

function jsonRequest(body: unknown) {
  return { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) };
}

/** Reads whose input is ours to check: the API, the feeds, the pages and the admin's. */
const isCheckedRead = (url: string) =>
  ["/api", "/self-assessment", "/feeds/", "/admin/"].some((base) => url.startsWith(base)) ||
  url === "/*";
// Every write, at whatever address it is registered: the API's, and every page's form.
const routes = app.routeAccess.filter(
  (route) => route.method !== "GET" || isCheckedRead(route.url),
);
const writes = routes.filter((route) => route.method !== "GET");
const forms = writes.filter((route) => !route.url.startsWith("/api/"));

describe(`hostile input on every route: ${writes.length} writes, ${forms.length} of them page forms, and ${routes.length - writes.length} reads`, () => {
  it("has a known-good body for every write route, so none escapes the battery", () => {
    const unknown = writes
      .map(({ method, url }) => `${method} ${url}`)
      .filter(
        (route) => !(route in VALID_BODIES) && !(route in VALID_FORMS) && !BODYLESS.has(route),
      );
    expect(unknown).toEqual([]);
    expect(forms.length).toBeGreaterThan(0);
  });

  it("never answers 500 or worse", { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const signedOut: string[] = [];
    let tried = 0;
    for (const { method, url, access } of routes) {
      for (const attempt of attemptsFor(method, url)) {
        const send = () =>
          app.inject({
            method: attempt.method as "GET",
            url: attempt.url,
            remoteAddress: nextAddress(),
            headers: { ...(access.kind === "public" ? {} : { cookie }), ...attempt.headers },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
        let response = await send();
        // An earlier attempt ended the session (signing out everywhere does): sign in again, so
        // the value reaches the route's handler instead of stopping at the sign-in check.
        if (response.statusCode === 401 && access.kind !== "public") {
          cookie = await signInAnew();
          response = await send();
          if (response.statusCode === 401) signedOut.push(`${attempt.route} [${attempt.variant}]`);
        }
        tried += 1;
        if (response.statusCode >= 500) {
          failures.push(`${attempt.route} [${attempt.variant}] → ${response.statusCode}`);
        }
      }
    }
    console.info(`hostile input: ${tried} requests to ${routes.length} routes`);
    expect(failures).toEqual([]);
    expect(signedOut).toEqual([]);
    expect(tried).toBeGreaterThan(2000);
  });
});

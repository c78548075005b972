import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app.ts";
import { redactSecrets } from "./log-redaction.ts";

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const { app } = await setUpTestApp({}, undefined, { logger: { level: "info", stream } });

const RESULTS_TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const INVITE_TOKEN = "invite-secret-0123456789abcdefghij";

/** What the log says of the request to `url`: its "incoming request" line's `req.url`. */
async function loggedUrl(method: "GET" | "POST" | "DELETE", url: string) {
  lines.length = 0;
  await app.inject({ method, url });
  const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
  const incoming = entries.find((entry) => entry.msg === "incoming request");
  return { url: incoming?.req?.url, log: lines.join("\n") };
}

describe("the request log", () => {
  const cases: [method: "GET" | "POST" | "DELETE", url: string, logged: string, secret: string][] =
    [
      ["GET", `/api/assessments/${RESULTS_TOKEN}`, "/api/assessments/[redacted]", RESULTS_TOKEN],
      ["DELETE", `/api/assessments/${RESULTS_TOKEN}`, "/api/assessments/[redacted]", RESULTS_TOKEN],
      [
        "GET",
        `/self-assessment/results/${RESULTS_TOKEN}`,
        "/self-assessment/results/[redacted]",
        RESULTS_TOKEN,
      ],
      [
        "GET",
        `/self-assessment/results/${RESULTS_TOKEN}/guide.txt`,
        "/self-assessment/results/[redacted]/guide.txt",
        RESULTS_TOKEN,
      ],
      [
        "POST",
        `/self-assessment/results/${RESULTS_TOKEN}/delete`,
        "/self-assessment/results/[redacted]/delete",
        RESULTS_TOKEN,
      ],
      [
        "GET",
        `/self-assessment?from=${RESULTS_TOKEN}&step=check`,
        "/self-assessment?from=[redacted]&step=check",
        RESULTS_TOKEN,
      ],
      ["GET", `/admin/invite/${INVITE_TOKEN}`, "/admin/invite/[redacted]", INVITE_TOKEN],
      ["GET", `/api/admin/invites/${INVITE_TOKEN}`, "/api/admin/invites/[redacted]", INVITE_TOKEN],
      ["POST", `/api/admin/invites/${INVITE_TOKEN}`, "/api/admin/invites/[redacted]", INVITE_TOKEN],
      // However the address is spelt, a secret in it stays out of the log.
      [
        "GET",
        `//api//assessments/${RESULTS_TOKEN}`,
        "//api//assessments/[redacted]",
        RESULTS_TOKEN,
      ],
      ["GET", `/API/Assessments/${RESULTS_TOKEN}`, "/API/Assessments/[redacted]", RESULTS_TOKEN],
    ];
  for (const [method, url, logged, secret] of cases) {
    it(`keeps the secret out of ${method} ${logged}`, async () => {
      const entry = await loggedUrl(method, url);
      expect(entry.url).toBe(logged);
      expect(entry.log).not.toContain(secret);
    });
  }

  it("redacts an address in a message logged as text", () => {
    lines.length = 0;
    app.log.warn(`Reply was already sent in the "/api/admin/invites/${INVITE_TOKEN}" route`);
    expect(lines.join("\n")).toContain("/api/admin/invites/[redacted]");
    expect(lines.join("\n")).not.toContain(INVITE_TOKEN);
  });

  it("still logs other addresses as they were asked for", async () => {
    expect((await loggedUrl("GET", "/api/community/12?x=1")).url).toBe("/api/community/12?x=1");
    expect((await loggedUrl("GET", "/self-assessment")).url).toBe("/self-assessment");
  });
});

describe("redactSecrets", () => {
  it("leaves the results questions alone, which take no token", () => {
    expect(redactSecrets("/api/assessments/questions")).toBe("/api/assessments/questions");
    expect(redactSecrets("/api/assessments/questions?x=1")).toBe("/api/assessments/questions?x=1");
    expect(redactSecrets("/api/assessments/questionsXYZ")).toBe("/api/assessments/[redacted]");
  });

  it("redacts an address quoted in a message", () => {
    expect(
      redactSecrets(`Reply was already sent in the "/api/assessments/${RESULTS_TOKEN}" route`),
    ).toBe('Reply was already sent in the "/api/assessments/[redacted]" route');
  });

  // Every path written with a :token, or a :somethingToken (server routes, the shared route
  // tables, the browser's route table) has its token redacted: a new one cannot be added without
  // this list knowing it.
  it("knows every route whose path carries a :token", () => {
    const root = join(import.meta.dirname, "..", "..");
    const sourcesIn = (folder: string) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => join(root, folder, file));
    const sources = [
      ...sourcesIn("server"),
      ...sourcesIn("shared"),
      join(root, "web", "routes.ts"),
    ];
    const code = (file: string) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));
    const paths = new Set(
      sources.flatMap((file) =>
        code(file).flatMap((line) =>
          [...line.matchAll(/["'`](?:[A-Z]+ )?(\/[^"'`\s]*:(?:token|\w+Token)\b[^"'`\s]*)/g)].map(
            (match) => match[1] ?? "",
          ),
        ),
      ),
    );
    expect(paths.size).toBeGreaterThanOrEqual(5);
    for (const path of paths) {
      expect(
        redactSecrets(path.replace(/:(?:token|\w+Token)\b/, RESULTS_TOKEN)),
        path,
      ).not.toContain(RESULTS_TOKEN);
    }
  });
});

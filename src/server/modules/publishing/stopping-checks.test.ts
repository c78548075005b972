// The checks know what publishing knows: for every check that stops publishing (shared/
// publishing-checks/rules.ts) and every kind written in the admin, a text that trips it shows that
// error in the editor's checks (computed as the browser computes them, with the library's answers
// from the endpoint the browser asks), and publishing it is refused with the same check, by id,
// words and place, named in the refusal. A check added to the list without a text here fails.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checksRefusal } from "../../../shared/contracts/publishing.ts";
import {
  CHECK_RULE_IDS,
  CHECK_RULES,
  checkName,
  PUBLISH_STOPPING_RULES,
  type PublishStoppingRule,
} from "../../../shared/publishing-checks/rules.ts";
import type { PublishingCheck } from "../../../shared/publishing-checks/types.ts";
import { PUBLISHING_KINDS, type PublishingKindName } from "../../../shared/publishing-kinds.ts";
import { readText, textChecks } from "../../../web/features/publishing/text-checks.ts";
import { makeArticleCategory, makeMedia } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { PUBLISHING } from "./kinds.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = await signInAs("editor");
const category = await makeArticleCategory(db, { name: "Entrances" });
const bell = await makeMedia(db, { alt: "A doorbell beside a shop door at wheelchair height" });

const GOOD = "We have a bell at the side door. Ring it and we will come out to help.";

const draftBody: Record<PublishingKindName, (title: string) => Record<string, unknown>> = {
  article: (title) => ({
    title,
    excerpt: "A bell at the door, and someone to answer it.",
    categoryId: category.id,
    tags: ["entrances"],
    content: GOOD,
  }),
  news: (title) => ({
    title,
    excerpt: "A bell at the door, and someone to answer it.",
    category: "Venues",
    content: GOOD,
  }),
};

/**
 * A text that trips each check that stops publishing. `pastLimits`: no save takes it, but a draft
 * saved before the limits may hold it, so it is written to the row directly.
 */
const TRIPS: Record<PublishStoppingRule, { content: string; pastLimits?: true }> = {
  "image-alt": { content: `${GOOD}\n\n![](${bell.url})` },
  "media-image": {
    content: `${GOOD}\n\n![A doorbell](/media/987654-0123456789abcdef0123-800x600.jpg)`,
  },
  structure: { content: `${"- ".repeat(9)}Too deep to follow`, pastLimits: true },
};

const errorsOf = (checks: readonly PublishingCheck[]) =>
  checks.filter((check) => check.severity === "error");

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: editor.cookie }, ...(payload ? { payload } : {}) });

let titles = 0;

describe("the checks that stop publishing", () => {
  it("are the errors, each with a name, and the publish route's refusal declares exactly them", () => {
    for (const rule of CHECK_RULE_IDS) {
      expect(checkName(rule).length, rule).toBeGreaterThan(0);
    }
    expect(Object.keys(TRIPS).sort()).toEqual([...PUBLISH_STOPPING_RULES].sort());
    expect(PUBLISH_STOPPING_RULES).toEqual(
      CHECK_RULE_IDS.filter((rule) => CHECK_RULES[rule].stopsPublishing),
    );
    expect(checksRefusal.shape.stoppedBy.element.options).toEqual(PUBLISH_STOPPING_RULES);
  });
});

describe.each(PUBLISHING.map((kind) => kind.name))("%s", (name) => {
  const base = PUBLISHING_KINDS[name].adminApi;
  const table = PUBLISHING.find((kind) => kind.name === name)?.table;

  it.each(PUBLISH_STOPPING_RULES)(
    "%s: the editor shows the error before Publish, and the refusal names the same check",
    async (rule) => {
      titles += 1;
      const created = await call("POST", base, draftBody[name](`A bell at the door ${titles}`));
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      const { content, pastLimits } = TRIPS[rule];
      if (pastLimits) {
        if (!table) throw new Error(`no table for ${name}`);
        await db.update(table).set({ content }).where(eq(table.id, id));
      } else {
        const saved = await call("PATCH", `${base}/${id}`, { content });
        expect(saved.statusCode, saved.body).toBe(200);
      }

      // The editor opens the piece and reads its text as the browser does, asking the library.
      const item = (await call("GET", `${base}/${id}`)).json<{
        content: string;
        checks: PublishingCheck[];
      }>();
      const read = readText(item.content, item);
      const answers = new Map<string, "yes" | "no image" | "other size">();
      if (read.images.length > 0) {
        const asked = await call("POST", "/api/admin/media/references", {
          references: read.images.map((image) => image.url),
        });
        expect(asked.statusCode, asked.body).toBe(200);
        for (const { reference, found } of asked.json<{
          images: { reference: string; found: "yes" | "no image" | "other size" }[];
        }>().images) {
          answers.set(reference, found);
        }
      }
      const shown = errorsOf(textChecks(read, answers));
      expect(shown.map((check) => check.rule)).toEqual([rule]);

      // Publishing is refused for that check: the same id, words, fix and place, named.
      const refused = await call("POST", `${base}/${id}/publish`);
      expect(refused.statusCode, refused.body).toBe(422);
      const refusal = refused.json<{
        error: string;
        stoppedBy: string[];
        checks: PublishingCheck[];
      }>();
      expect(refusal.stoppedBy).toEqual([rule]);
      expect(errorsOf(refusal.checks)).toEqual(shown);
      expect(refusal.error).toBe(
        `The “${checkName(rule)}” check stops publishing: ${shown[0]?.message} Fix it under Accessibility checks, then publish.`,
      );
    },
  );
});

// Bounded rendering: pages not in the cache wait for one of a few renders, and when too
// many wait a visitor is answered 503 with Retry-After at once; cached pages and /healthz never
// wait behind them.
import { describe, expect, it, vi } from "vitest";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";
import { RENDERS_AT_ONCE, RENDERS_WAITING } from "./pages.ts";

const { source } = await testPageSource();
// Renders hold until the test lets them go: a server busy with slow renders.
let release: () => void = () => {};
let held = new Promise<void>((resolve) => {
  release = resolve;
});
let holding = false;
const slowSource: typeof source = {
  template: source.template,
  entry: async () => {
    const entry = await source.entry();
    return {
      cacheKey: entry.cacheKey,
      render: async (request) => {
        if (holding) await held;
        return entry.render(request);
      },
    };
  },
};
const { app } = await setUpTestApp({}, undefined, {
  pages: { source: slowSource, cacheBytes: 4 * 1024 * 1024 },
});

describe("rendering pages not in the cache", () => {
  it("answers 503 at once past the queue, while cached pages and /healthz answer", async () => {
    expect((await app.inject({ url: "/news" })).statusCode).toBe(200); // cached
    holding = true;
    let refused = 0;
    const searches = Array.from({ length: 40 }, (_, n) =>
      app
        .inject({ url: `/advice-and-solutions?search=ramp${n}`, headers: { accept: "text/html" } })
        .then((answer) => {
          if (answer.statusCode === 503) refused += 1;
          return answer;
        }),
    );
    // A few rendering and a few more waiting are let in; the others are told at once to come back.
    const letIn = RENDERS_AT_ONCE + RENDERS_WAITING;
    await vi.waitFor(() => expect(refused).toBe(40 - letIn));
    // While the renders are held: the cached page and the probe are not held up.
    const [news, health] = await Promise.all([
      app.inject({ url: "/news" }),
      app.inject({ url: "/healthz" }),
    ]);
    expect(news.statusCode).toBe(200);
    expect(health.statusCode).toBe(200);

    holding = false;
    release();
    const answers = await Promise.all(searches);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    const rendered = answers.filter((answer) => answer.statusCode === 200);
    expect(rendered).toHaveLength(letIn);
    expect(busy).toHaveLength(40 - letIn);
    for (const answer of busy) {
      expect(answer.headers["retry-after"]).toBe("10");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toContain("We are very busy just now");
    }
    held = Promise.resolve();
  });
});

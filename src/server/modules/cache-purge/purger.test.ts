// The shared cache hears of a change once, from the instance that made it, a little after it (so
// every instance has seen the new data), by tag; a refused purge is tried again; a purge is a run
// of the "cache-purge" job (/metrics, the Activity tab). Against a real HTTP listener standing in
// for Varnish (PURGE with xkey-purge) and for Cloudflare's API.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { observeJobs } from "../../jobs/observe-jobs.ts";
import { makeStory } from "../../test/factories.ts";
import { createTestDatabase, recycleTestDatabase } from "../../test/test-database.ts";
import { startCachePurger } from "./purger.ts";
import { cloudflareTarget, purgeTargets, xkeyTarget } from "./targets.ts";

interface Heard {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A listener that records what it is sent, answering each with the next status given. */
async function listener(statuses: number[] = []) {
  const heard: Heard[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      heard.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { heard, url };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
};
const quietLog = { warn: () => {} };

const database = await createTestDatabase();
afterAll(() => recycleTestDatabase(database));

describe("purging a shared cache when pages change", () => {
  it("sends one PURGE naming the areas, from the instance that changed them", async () => {
    const varnish = await listener();
    const config = loadConfig({ NODE_ENV: "test", CACHE_PURGE_URL: `${varnish.url}/purge` });
    expect(purgeTargets(config).map((target) => target.name)).toEqual(["Varnish"]);
    // Two instances on one database, each with its purger, as in a real deployment.
    const purgers = [0, 1].map(() =>
      startCachePurger({ targets: purgeTargets(config), log: quietLog }),
    );
    const [one, two] = await Promise.all(
      purgers.map((purger) =>
        buildApp({ config, database, pagesChanged: (areas) => purger.changed(areas) }),
      ),
    );
    afterAll(async () => {
      await Promise.all(purgers.map((purger) => purger.stop()));
      await one?.close();
      await two?.close();
    });
    const story = await makeStory(database.db, { isApproved: true });
    const like = await one?.inject({ method: "POST", url: `/api/community/${story.id}/like` });
    expect(like?.statusCode).toBe(200);
    await waitFor(() => varnish.heard.length > 0);
    // The other instance, which saw the change in the database, says nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(varnish.heard).toEqual([
      expect.objectContaining({ method: "PURGE", url: "/purge", body: "" }),
    ]);
    expect(varnish.heard[0]?.headers["xkey-purge"]).toBe("likes");
  });

  it("tries a refused purge again, and tells the Activity tab both times", async () => {
    const varnish = await listener([503]);
    const runs: { outcome: string; summary?: string; error?: string }[] = [];
    const purger = startCachePurger({
      targets: [xkeyTarget(varnish.url)],
      log: quietLog,
      observer: {
        async ran(run) {
          runs.push(run);
          await observeJobs(database.db, { ran: () => {} }).ran(run);
        },
      },
    });
    purger.changed(["news", "article"]);
    purger.changed(["news"]);
    await waitFor(() => varnish.heard.length >= 2, 8000);
    await purger.stop();
    expect(varnish.heard.map((each) => each.headers["xkey-purge"])).toEqual([
      "article news",
      "article news",
    ]);
    await waitFor(() => runs.length >= 2);
    expect(runs.map((run) => run.outcome)).toEqual(["failed", "ok"]);
    expect(runs[0]?.error).toMatch(/503/);
    expect(runs[1]?.summary).toBe("Purged the pages showing article, news");
  });

  it("purges Cloudflare by tag with the zone's API token", async () => {
    const cloudflare = await listener();
    const target = cloudflareTarget("0".repeat(32), "token-with-purge-rights-0001", cloudflare.url);
    await target.purge(["page", "story"], new AbortController().signal);
    expect(cloudflare.heard).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `/client/v4/zones/${"0".repeat(32)}/purge_cache`,
        body: JSON.stringify({ tags: ["page", "story"] }),
      }),
    ]);
    expect(cloudflare.heard[0]?.headers.authorization).toBe("Bearer token-with-purge-rights-0001");
  });

  it("needs both Cloudflare settings, or neither", () => {
    expect(() => loadConfig({ NODE_ENV: "test", CLOUDFLARE_ZONE_ID: "0".repeat(32) })).toThrow(
      /CLOUDFLARE_API_TOKEN go together/,
    );
  });
});

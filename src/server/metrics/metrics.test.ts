import { sql } from "drizzle-orm";
import { register as globalRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import { recordPurges } from "../modules/retention/retention-metrics.ts";
import { runOffThread, TaskTooSlow } from "../off-thread/run-off-thread.ts";
import { makeNewsArticle } from "../test/factories.ts";
import { metricSamples, metricValue } from "../test/prometheus-text.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const TOKEN = "a-metrics-token-only-prometheus-knows";
const { app, db, database } = await setUpTestApp({ METRICS_TOKEN: TOKEN }, undefined, {
  pages: { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 },
});

async function scrape(target = app) {
  const response = await target.inject({
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe("GET /metrics", () => {
  it("answers only a request bearing the metrics token", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token",
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const response = await app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        error: "The metrics need Authorization: Bearer with the metrics token",
      });
      expect(response.body).not.toContain("real_access_");
    }
    const response = await app.inject({
      url: "/metrics",
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const plain = await setUpTestApp();
    expect(plain.app.hasRoute({ method: "GET", url: "/metrics" })).toBe(false);
    const response = await plain.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the request metrics", () => {
  it("count and time requests by route pattern, never by the address asked for", async () => {
    const article = await makeNewsArticle(db);
    expect((await app.inject(`/api/news/${article.id}`)).statusCode).toBe(200);
    expect((await app.inject(`/api/news/${article.id}`)).statusCode).toBe(200);
    expect((await app.inject("/api/news/987654321")).statusCode).toBe(404);
    const text = await scrape();
    const name = "real_access_http_request_duration_seconds_count";
    const route = "/api/news/:id";
    expect(metricValue(text, name, { method: "GET", route, status_code: "200" })).toBe(2);
    expect(metricValue(text, name, { method: "GET", route, status_code: "404" })).toBe(1);
    expect(
      metricValue(text, "real_access_http_request_duration_seconds_sum", { route }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain("987654321");
  });

  it("leave out the API reads a page makes while it renders", async () => {
    expect((await app.inject({ url: "/news", headers: { accept: "text/html" } })).statusCode).toBe(
      200,
    );
    const text = await scrape();
    const requests = metricSamples(text, "real_access_http_request_duration_seconds_count");
    expect(requests.some(({ labels }) => labels.route === "/*")).toBe(true);
    expect(requests.map(({ labels }) => labels.route)).not.toContain("/api/news/top-stories");
  });
});

describe("the database metrics", () => {
  it(`time every statement on this driver (${database.kind}), failed ones apart`, async () => {
    const count = "real_access_db_query_duration_seconds_count";
    const before = await scrape();
    const ok = metricValue(before, count, { driver: database.kind, outcome: "ok" }) ?? 0;
    const failed = metricValue(before, count, { driver: database.kind, outcome: "error" }) ?? 0;
    await db.execute(sql`select 1`);
    await db.execute(sql`select 2`);
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const after = await scrape();
    // Each scrape runs two statements of its own (the outbox gauge's count and the reports' median
    // wait): the ones of the scrape between the two readings are counted too.
    expect(metricValue(after, count, { driver: database.kind, outcome: "ok" })).toBe(ok + 4);
    expect(metricValue(after, count, { driver: database.kind, outcome: "error" })).toBe(failed + 1);
  });

  it("report the connection pool", async () => {
    const pool = (text: string) => ({
      open: metricValue(text, "real_access_db_pool_connections_open") ?? Number.NaN,
      idle: metricValue(text, "real_access_db_pool_connections_idle") ?? Number.NaN,
      max: metricValue(text, "real_access_db_pool_connections_max"),
      waiting: metricValue(text, "real_access_db_pool_waiting"),
    });
    const quiet = pool(await scrape());
    expect(quiet.max).toBe(database.kind === "pglite" ? 1 : 10);
    expect(quiet.waiting).toBe(0);
    expect(quiet.idle).toBeGreaterThanOrEqual(0);
    expect(quiet.idle).toBeLessThanOrEqual(quiet.open);
    expect(quiet.open).toBeLessThanOrEqual(quiet.max ?? 0);
    if (database.kind === "postgres") {
      // A transaction keeps its connection checked out: open, and not idle, until it ends.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        const busy = pool(await scrape());
        expect(busy.open - busy.idle).toBeGreaterThanOrEqual(1);
      });
    } else {
      // The embedded database's one connection (closed by the pool while idle): a scrape made
      // inside a transaction would wait for it.
      expect(quiet.open).toBeLessThanOrEqual(1);
    }
  });
});

describe("the page cache metrics", () => {
  it("count pages sent from the cache and pages rendered", async () => {
    const lookups = "real_access_page_cache_lookups_total";
    const before = await scrape();
    const hits = metricValue(before, lookups, { result: "hit" }) ?? 0;
    const misses = metricValue(before, lookups, { result: "miss" }) ?? 0;
    for (let visit = 0; visit < 3; visit++) {
      const response = await app.inject({ url: "/about", headers: { accept: "text/html" } });
      expect(response.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(metricValue(after, lookups, { result: "miss" })).toBe(misses + 1);
    expect(metricValue(after, lookups, { result: "hit" })).toBe(hits + 2);
    expect(metricValue(after, "real_access_page_cache_pages")).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, "real_access_page_cache_bytes")).toBeGreaterThan(1000);
  });
});

describe("the worker threads' metrics", () => {
  it("count tasks by outcome, a task stopped at its time limit among them", async () => {
    const name = "real_access_off_thread_tasks_total";
    const before = await scrape();
    const slow = { task: "markdown-tree", outcome: "too_slow" };
    const tooSlowBefore = metricValue(before, name, slow) ?? 0;
    await expect(
      runOffThread("markdown-tree", `${"*".repeat(20_000)}a${"*".repeat(20_000)}`, 50),
    ).rejects.toBeInstanceOf(TaskTooSlow);
    expect(metricValue(await scrape(), name, slow)).toBe(tooSlowBefore + 1);
  });
});

describe("the process metrics", () => {
  it("include Node's event-loop delay, memory and CPU", async () => {
    const text = await scrape();
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
      "process_cpu_seconds_total",
    ]) {
      expect(metricValue(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("the retention metrics", () => {
  it("count purges and the records they deleted, by kind", async () => {
    const observer = recordPurges(app.metrics);
    const before = await scrape();
    expect(metricValue(before, "real_access_retention_purges_total", { outcome: "ok" })).toBe(0);
    observer.purged({
      contactMessages: 2,
      unpublishedStories: 1,
      assessments: 0,
      unpublishedGuides: 0,
      auditLog: 4,
      rateLimitHits: 30,
      loginThrottle: 0,
      notifications: 3,
    });
    observer.failed();
    const text = await scrape();
    const deleted = (kind: string) =>
      metricValue(text, "real_access_retention_deleted_rows_total", { kind });
    expect(metricValue(text, "real_access_retention_purges_total", { outcome: "ok" })).toBe(1);
    expect(metricValue(text, "real_access_retention_purges_total", { outcome: "failed" })).toBe(1);
    expect(deleted("contact_messages")).toBe(2);
    expect(deleted("audit_log")).toBe(4);
    expect(deleted("rate_limit_hits")).toBe(30);
    expect(deleted("login_throttle")).toBe(0);
    expect(
      metricValue(text, "real_access_retention_last_success_timestamp_seconds"),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});

describe("the outbox metric", () => {
  it("counts a contact message's e-mail while it waits to be sent", async () => {
    const pending = async () => metricValue(await scrape(), "real_access_outbox_pending");
    const before = await pending();
    const answer = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ada", email: "ada@example.org", message: "Is your shop step-free?" },
    });
    expect(answer.statusCode).toBe(201);
    // No worker runs in this app, so the e-mail stays in the outbox.
    expect(await pending()).toBe((before ?? 0) + 1);
  });
});

describe("the metrics registry", () => {
  it("takes another module's gauge in one line, and survives a gauge that cannot be read", async () => {
    let pending = 3;
    app.metrics.gauge("real_access_test_outbox_pending", "E-mails waiting", async () => pending);
    app.metrics.gauge("real_access_test_broken", "A source that fails", () => {
      throw new Error("the source is down");
    });
    expect(metricValue(await scrape(), "real_access_test_outbox_pending")).toBe(3);
    pending = 0;
    const text = await scrape();
    expect(metricValue(text, "real_access_test_outbox_pending")).toBe(0);
    expect(metricValue(text, "real_access_test_broken")).toBeNaN();
  });

  it("is the app's own: two apps in one process neither clash nor share", async () => {
    const second = await setUpTestApp({ METRICS_TOKEN: TOKEN });
    await second.app.inject("/api/news/987654321");
    const text = await scrape(second.app);
    const routes = metricSamples(text, "real_access_http_request_duration_seconds_count").map(
      ({ labels }) => labels.route,
    );
    expect(routes).toContain("/api/news/:id");
    // The first app's page requests are not in the second app's numbers.
    expect(routes).not.toContain("/*");
    // Nothing is left in prom-client's process-wide registry.
    expect(await globalRegistry.getMetricsAsJSON()).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { BUSY_MESSAGE } from "../http/busy-page.ts";
import { INTERNAL_REQUEST_HEADERS } from "../http/internal-request.ts";
import { metricValue } from "../test/prometheus-text.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const TOKEN = "a-metrics-token-only-prometheus-knows";
const { app } = await setUpTestApp(
  { MAX_EVENT_LOOP_DELAY_MS: "20", METRICS_TOKEN: TOKEN },
  undefined,
  { pages: await testPageSource() },
);

/**
 * Keeps the event loop busy 60 ms in every turn until stopped, so its mean delay stays near 60 ms,
 * three times the threshold above. A slower machine only makes it longer.
 */
function lagEventLoop() {
  const timer = setInterval(() => {
    const until = performance.now() + 60;
    while (performance.now() < until) {
      // busy, on purpose
    }
  }, 0);
  return () => clearInterval(timer);
}

describe("load shedding", () => {
  it("answers 503 at once while the event loop lags, and keeps the probes answering", async () => {
    const stopLagging = lagEventLoop();
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), {
        timeout: 20_000,
        interval: 50,
      });

      const api = await app.inject({ url: "/api/news", headers: { accept: "text/html" } });
      expect(api.statusCode).toBe(503);
      expect(api.headers["retry-after"]).toBe("10");
      expect(api.headers["cache-control"]).toBe("no-store");
      expect(api.json()).toEqual({ error: BUSY_MESSAGE });

      const page = await app.inject({ url: "/about", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(503);
      expect(page.headers["retry-after"]).toBe("10");
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain('<html lang="en-GB">');
      expect(page.body).toMatch(/<main>\s*<h1>We are very busy just now<\/h1>/);
      expect(page.body).toContain('<a href="">try this page again</a>');
      // The page is sent under the site's CSP like any other.
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");

      // A feed reader or script asking for something else gets the JSON.
      const feed = await app.inject("/feeds/news.xml");
      expect(feed.statusCode).toBe(503);
      expect(feed.json()).toEqual({ error: BUSY_MESSAGE });

      const health = await app.inject("/healthz");
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: "ok" });

      // A page already let in finishes its render: its own reads of the API are not turned away.
      const pageRead = await app.inject({ url: "/api/news", headers: INTERNAL_REQUEST_HEADERS });
      expect(pageRead.statusCode).toBe(200);

      const metrics = await app.inject({
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metricValue(metrics.body, "real_access_load_shed_requests_total")).toBe(3);
      expect(metricValue(metrics.body, "real_access_load_shedding_active")).toBe(1);
      expect(metricValue(metrics.body, "real_access_event_loop_delay_seconds")).toBeGreaterThan(
        0.02,
      );
    } finally {
      stopLagging();
    }
  });

  it("is off with MAX_EVENT_LOOP_DELAY_MS=0", async () => {
    const unshed = await setUpTestApp({ MAX_EVENT_LOOP_DELAY_MS: "0" });
    expect(unshed.app.hasDecorator("isUnderPressure")).toBe(false);
  });
});

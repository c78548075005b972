import { describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "../../../shared/site.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app } = await setUpTestApp({ SITE_URL: "https://realaccess.example/" });

describe("discovery", () => {
  it("/robots.txt keeps crawlers out of the admin area and names the sitemap", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("Disallow: /admin\n");
    expect(response.body).toContain("Sitemap: https://realaccess.example/sitemap.xml");
  });

  it("/sitemap.xml lists every public page at SITE_URL, and not the admin page", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((path) => `https://realaccess.example${path}`));
    expect(response.body).not.toContain("/admin");
  });
});

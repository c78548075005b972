import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.SEED).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset and parses flags", () => {
    const config = loadConfig({ PORT: "", SEED: "false", TRUST_PROXY: "true" });
    expect(config.PORT).toBe(3000);
    expect(config.SEED).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it("names every bad variable in one message", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "not a url" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres/);
    expect(attempt).toThrow(/SITE_URL/);
  });

  it("passes only the public facts to the browser", () => {
    const site = publicConfig(
      loadConfig({ ADMIN_PASSWORD: "a very secret password", CONTACT_EMAIL: "hi@example.org" }),
    );
    expect(site.contactEmail).toBe("hi@example.org");
    expect(JSON.stringify(site)).not.toContain("a very secret password");
  });
});

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
    expect(config.FORM_TOKEN_MIN_AGE_MS).toBe(3000);
    expect(config.NEWS_SOURCES_ALLOW_PRIVATE).toBe(false);
    expect(config.NEWS_SOURCES_REFRESH_MINUTES).toBe(60);
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
  });

  it("reads the metrics token and the load-shedding threshold, 0 for off", () => {
    const token = "Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTA=";
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    for (const bad of ["too-short", "sixteen chars ok but spaces"]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad }), bad).toThrow(
        /METRICS_TOKEN: must be at least 16 characters, with no spaces/,
      );
    }
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "0" }).MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "250" }).MAX_EVENT_LOOP_DELAY_MS).toBe(250);
    for (const bad of ["-1", "2.5", "soon", "60001"]) {
      expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: bad }), bad).toThrow(
        /MAX_EVENT_LOOP_DELAY_MS/,
      );
    }
  });

  it("reads the news sources' settings: a flag, and whole minutes with 0 for off", () => {
    const config = loadConfig({
      NEWS_SOURCES_ALLOW_PRIVATE: "true",
      NEWS_SOURCES_REFRESH_MINUTES: "0",
    });
    expect(config.NEWS_SOURCES_ALLOW_PRIVATE).toBe(true);
    expect(config.NEWS_SOURCES_REFRESH_MINUTES).toBe(0);
    expect(loadConfig({ NEWS_SOURCES_REFRESH_MINUTES: "15" }).NEWS_SOURCES_REFRESH_MINUTES).toBe(
      15,
    );
    for (const bad of ["-1", "1.5", "hourly", "10081"]) {
      expect(() => loadConfig({ NEWS_SOURCES_REFRESH_MINUTES: bad }), bad).toThrow(
        /NEWS_SOURCES_REFRESH_MINUTES/,
      );
    }
    expect(() => loadConfig({ NEWS_SOURCES_ALLOW_PRIVATE: "sometimes" })).toThrow(
      /NEWS_SOURCES_ALLOW_PRIVATE: must be true or false/,
    );
  });

  it("reads the e-mail notification settings, naming any bad one", () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.NOTIFY_EMAIL).toBeUndefined();
    expect(defaults.NOTIFY_MODE).toBe("immediate");
    expect(defaults.NOTIFY_DIGEST_HOUR).toBe(8);
    const set = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@smtp.example.com:465",
      NOTIFY_EMAIL: "owner@example.org, deputy@example.org",
      NOTIFY_MODE: "digest",
      NOTIFY_FROM: "Real Access <notices@example.org>",
      NOTIFY_DIGEST_HOUR: "0",
    });
    expect(set).toMatchObject({
      SMTP_URL: "smtps://user:p%40ss@smtp.example.com:465",
      NOTIFY_EMAIL: ["owner@example.org", "deputy@example.org"],
      NOTIFY_MODE: "digest",
      NOTIFY_FROM: "Real Access <notices@example.org>",
      NOTIFY_DIGEST_HOUR: 0,
    });
    // The first design of the environment named the default mode `each`.
    expect(loadConfig({ NOTIFY_MODE: "each" }).NOTIFY_MODE).toBe("immediate");
    expect(loadConfig({ NOTIFY_FROM: "notices@example.org" }).NOTIFY_FROM).toBe(
      "notices@example.org",
    );
    const bad: [string, string, RegExp][] = [
      ["SMTP_URL", "http://smtp.example.com", /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
      ["SMTP_URL", "smtp.example.com", /SMTP_URL: must be an smtp/],
      ["NOTIFY_EMAIL", "owner@example.org, nobody", /NOTIFY_EMAIL\.1: must be an e-mail address/],
      ["NOTIFY_MODE", "weekly", /NOTIFY_MODE: must be immediate or digest/],
      ["NOTIFY_FROM", "Site <not an address>", /NOTIFY_FROM: must be an e-mail address or Name/],
      ["NOTIFY_FROM", "a@example.org\r\nBcc: b@example.org", /NOTIFY_FROM: must be/],
      ["NOTIFY_DIGEST_HOUR", "24", /NOTIFY_DIGEST_HOUR: must be an hour from 0 to 23/],
      ["NOTIFY_DIGEST_HOUR", "7.5", /NOTIFY_DIGEST_HOUR: must be an hour from 0 to 23/],
    ];
    for (const [name, value, message] of bad) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(message);
    }
    // The message names the variable but never repeats its value (an SMTP URL holds a password).
    expect(() => loadConfig({ SMTP_URL: "ftp://user:hunter2@x" })).not.toThrow(/hunter2/);
  });

  it("reads the backup settings: a directory, and how many daily backups to keep", () => {
    expect(loadConfig({}).BACKUP_DIR).toBeUndefined();
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
    const config = loadConfig({ BACKUP_DIR: "/var/backups/real-access", BACKUP_KEEP: "30" });
    expect(config.BACKUP_DIR).toBe("/var/backups/real-access");
    expect(config.BACKUP_KEEP).toBe(30);
    for (const bad of ["0", "-1", "1.5", "weekly", "3651"]) {
      expect(() => loadConfig({ BACKUP_KEEP: bad }), bad).toThrow(/BACKUP_KEEP: /);
    }
    expect(() => loadConfig({ BACKUP_DIR: "   " })).toThrow(/BACKUP_DIR: /);
    expect(() => loadConfig({ BACKUP_COMMAND: "rclone copy" })).toThrow(
      /BACKUP_COMMAND: copies the daily backups, so it needs BACKUP_DIR set too/,
    );
    expect(loadConfig({ BACKUP_DIR: "/b", BACKUP_COMMAND: " true " }).BACKUP_COMMAND).toBe("true");
  });

  it("reads the community form's floor in whole milliseconds", () => {
    expect(loadConfig({ FORM_TOKEN_MIN_AGE_MS: "0" }).FORM_TOKEN_MIN_AGE_MS).toBe(0);
    expect(loadConfig({ FORM_TOKEN_MIN_AGE_MS: "5000" }).FORM_TOKEN_MIN_AGE_MS).toBe(5000);
    for (const bad of ["-1", "1.5", "soon", "60001"]) {
      expect(() => loadConfig({ FORM_TOKEN_MIN_AGE_MS: bad }), bad).toThrow(
        /FORM_TOKEN_MIN_AGE_MS/,
      );
    }
  });

  it("treats empty values as unset and parses flags", () => {
    const config = loadConfig({ PORT: "", SEED: "false", TRUST_PROXY: "true" });
    expect(config.PORT).toBe(3000);
    expect(config.SEED).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it("reads TRUST_PROXY as off, every hop, a hop count or a list of proxies", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("true")).toBe(true);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.1, 192.168.0.0/16,::1,loopback")).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    for (const bad of ["maybe", "10.0.0.1/33", "10.0.0.300", "proxy.example"]) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
  });

  it("knows whether the site is served over HTTPS", () => {
    expect(loadConfig({ SITE_URL: "https://www.example.org" }).isHttps).toBe(true);
    expect(loadConfig({}).isHttps).toBe(false);
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

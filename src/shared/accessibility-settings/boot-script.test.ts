import { describe, expect, it } from "vitest";
import { bootScriptSource } from "./boot-script.ts";
import { DEFAULT_SETTINGS } from "./settings-rules.ts";

/** Runs the script against a fake window and returns what it put on <html>. */
function runBoot(options: {
  stored?: string | null;
  throws?: boolean;
  media?: string[];
  followStorage?: boolean;
}) {
  const listeners: (() => void)[] = [];
  const storageListeners: ((event: { key: string | null }) => void)[] = [];
  const attributes = new Map<string, string>();
  const properties = new Map<string, string>();
  const documentElement = {
    setAttribute: (n: string, v: string) => attributes.set(n, v),
    removeAttribute: (n: string) => attributes.delete(n),
    style: {
      setProperty: (n: string, v: string) => properties.set(n, v),
      removeProperty: (n: string) => properties.delete(n),
    },
  };
  const window = {
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === "storage") storageListeners.push(listener);
    },
    localStorage: {
      getItem: (key: string) => {
        if (options.throws) throw new Error("SecurityError");
        return key === "accessibility-settings" ? (options.stored ?? null) : null;
      },
    },
    matchMedia: (query: string) => ({
      matches: (options.media ?? []).includes(query),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    }),
  };
  new Function("window", "document", bootScriptSource({ followStorage: options.followStorage }))(
    window,
    {
      documentElement,
    },
  );
  return {
    attributes: Object.fromEntries(attributes),
    properties: Object.fromEntries(properties),
    /** Lets the test change the system preferences and fire the change events. */
    systemChanges: (media: string[]) => {
      options.media = media;
      for (const listener of listeners) listener();
      return Object.fromEntries(attributes);
    },
    /** Stores new settings as another document would, and fires the storage event. */
    storedElsewhere: (stored: string, key: string | null = "accessibility-settings") => {
      options.stored = stored;
      for (const listener of storageListeners) listener({ key });
      return {
        attributes: Object.fromEntries(attributes),
        properties: Object.fromEntries(properties),
      };
    },
  };
}

describe("the pre-paint script", () => {
  it("applies stored settings to <html>", () => {
    const stored = JSON.stringify({
      ...DEFAULT_SETTINGS,
      colorTheme: "dark",
      fontSize: 110,
      largerCursor: true,
    });
    expect(runBoot({ stored })).toMatchObject({
      attributes: { "data-theme": "dark", "data-larger-cursor": "" },
      properties: { "font-size": "110%" },
    });
  });

  it("sets nothing for a new visitor whose system asks for nothing", () => {
    expect(runBoot({})).toMatchObject({ attributes: {}, properties: {} });
  });

  it("keeps following the system when it changes, until the visitor chooses", () => {
    const fresh = runBoot({});
    expect(fresh.systemChanges(["(prefers-reduced-motion: reduce)"])).toEqual({
      "data-animations": "off",
    });
    expect(fresh.systemChanges([])).toEqual({});
    const chosen = runBoot({ stored: "{}" });
    expect(chosen.systemChanges(["(prefers-reduced-motion: reduce)"])).toEqual({});
  });

  it("follows the system's reduced motion and contrast while nothing is stored", () => {
    const media = ["(prefers-reduced-motion: reduce)", "(prefers-contrast: more)"];
    expect(runBoot({ media }).attributes).toEqual({
      "data-animations": "off",
      "data-high-contrast": "",
    });
    expect(runBoot({ media, stored: "{}" }).attributes).toEqual({});
  });

  it("survives corrupt, outdated and unreadable storage", () => {
    expect(runBoot({ stored: "{broken" })).toMatchObject({ attributes: {}, properties: {} });
    expect(
      runBoot({ stored: '{"colorTheme":"sepia","fontSize":"huge","lineSpacing":"2x"}' }),
    ).toMatchObject({
      attributes: { "data-line-spacing": "2x" },
      properties: { "--ra-line-height": "3" },
    });
    expect(runBoot({ throws: true })).toMatchObject({ attributes: {}, properties: {} });
  });

  it("follows settings changed in another document only when asked to (the news feed embed)", () => {
    const dark = JSON.stringify({ colorTheme: "dark", fontSize: 150 });
    const embed = runBoot({ followStorage: true });
    expect(embed.storedElsewhere(dark, "something-else").attributes).toEqual({});
    expect(embed.storedElsewhere(dark)).toEqual({
      attributes: { "data-theme": "dark" },
      properties: { "font-size": "120%" },
    });
    expect(runBoot({}).storedElsewhere(dark).attributes).toEqual({});
  });

  it("cannot be closed early by a stored value", () => {
    expect(bootScriptSource()).not.toMatch(/<\/script/i);
  });
});

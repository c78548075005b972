import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts, scriptHash } from "./inline-scripts.ts";

describe("inline scripts and their CSP hashes", () => {
  it("finds the inline scripts, not the loaded ones or JSON data blocks", () => {
    const html = `<head><script>boot()</script><script type="module" src="/assets/a.js"></script>
      <script id="ra-state" type="application/json">{"a":1}</script><script type="module">go()</script>`;
    expect(inlineScripts(html)).toEqual(["boot()", "go()"]);
  });

  it("gives the base64 SHA-256 a browser compares with", () => {
    const expected = createHash("sha256").update("boot()").digest("base64");
    expect(scriptHash("boot()")).toBe(`'sha256-${expected}'`);
  });
});

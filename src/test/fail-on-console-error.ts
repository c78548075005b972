// Every Vitest file runs this: a test that makes the code log console.error fails, as the browser
// tests fail on a console error. An error the test expects must be asserted on a spy of its own.
import { afterEach, beforeEach, vi } from "vitest";

let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    const first = logged[0]?.map((part) => (part instanceof Error ? part.stack : String(part)));
    throw new Error(
      `console.error was called ${logged.length} time(s); first: ${first?.join(" ")}`,
    );
  }
});

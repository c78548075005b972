import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS } from "../../../shared/contracts/stories.ts";
import { readyToken, WAIT_AFTER_TOKEN_MS } from "./form-token-wait.ts";

const noRefetch = async () => {
  throw new Error("must not refetch");
};

/** Whether the promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("readyToken", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("holds a quick submission until the server's floor has passed on this clock", async () => {
    const received = { token: "t1", receivedAt: Date.now() };
    await vi.advanceTimersByTimeAsync(1000);
    const ready = readyToken(received, noRefetch);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(WAIT_AFTER_TOKEN_MS - 1000 - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ready).toBe("t1");
  });

  it("sends at once when the form has been open long enough", async () => {
    const received = { token: "t1", receivedAt: Date.now() - WAIT_AFTER_TOKEN_MS };
    expect(await settled(readyToken(received, noRefetch))).toBe(true);
  });

  it("fetches a fresh token when the one held is about to expire, then waits on that one", async () => {
    const old = { token: "old", receivedAt: Date.now() - FORM_TOKEN_MAX_AGE_MS };
    const refetch = vi.fn(async () => ({ token: "new", receivedAt: Date.now() }));
    const ready = readyToken(old, refetch);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(WAIT_AFTER_TOKEN_MS);
    expect(await ready).toBe("new");
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("sends without a token when none could be had", async () => {
    expect(await readyToken(undefined, noRefetch)).toBeUndefined();
    const old = { token: "old", receivedAt: Date.now() - FORM_TOKEN_MAX_AGE_MS };
    expect(await readyToken(old, async () => undefined)).toBeUndefined();
  });
});

// A task's time limit is for its work, not for starting its thread: in this file the pool has no
// thread yet, and starting one, loading the parser and warming it up takes hundreds of
// milliseconds (more on a busy machine), far past a short limit that the work itself fits in.
import { expect, it } from "vitest";
import { runOffThread } from "./run-off-thread.ts";

it("runs a small task within a short limit on a thread that is still starting", async () => {
  const analysis = await runOffThread("markdown-analysis", "Ramps help *everyone*.", 100);
  expect(analysis).toBeTruthy();
});

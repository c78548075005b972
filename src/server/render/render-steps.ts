// A render gives way to the rest of the server between its steps. Its API reads (each a query,
// which on the embedded database runs on this thread), React's render and the document were all
// one stretch of 10–30 ms, two or three times that on a busy machine, and under a flood of new
// addresses a request for a cached page waited behind one such stretch after another. Now each
// step waits for a turn of the event loop, and renders take one step a turn between them: between
// two steps the server answers whatever has arrived, so a cached page waits for one step at most
// (a few milliseconds), not a whole render. Under a flood, fewer renders finish each second; the
// rest are told at once to come back, as before (pages.ts).

const waiting: (() => void)[] = [];
let scheduled = false;

function takeStep() {
  const step = waiting.shift();
  scheduled = waiting.length > 0;
  // Queued while the loop runs this turn's immediates, the next step waits for the next turn,
  // after the I/O that has arrived by then.
  if (scheduled) setImmediate(takeStep);
  step?.();
}

/** Resolves on a later turn of the event loop, once the render steps queued before it have run. */
export function nextRenderStep(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(takeStep);
    }
  });
}

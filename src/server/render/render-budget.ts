// How much of the server's time renders may take. A flood of new addresses (search pages nobody
// asked for before) would otherwise keep the one thread rendering, and cached pages, which cost a
// fraction of a millisecond each, would wait behind it. Past the budget, while other renders are
// under way, a page that is not cached is answered "busy" at once. Renders are timed
// from start to end, so on PostgreSQL their database waits count too, and so do their waits for a
// turn of the event loop between steps (render-steps.ts): the safe side.

/** Milliseconds of rendering allowed in any second. */
export const RENDER_MS_PER_SECOND = 400;

export class RenderBudget {
  /** When each recent render ended and how long it took (performance.now()). */
  #recent: { endedAt: number; ms: number }[] = [];

  constructor(
    readonly msPerSecond = RENDER_MS_PER_SECOND,
    readonly now = () => performance.now(),
  ) {}

  /** Whether the renders that ended in the last second took less than the budget. */
  available(): boolean {
    const since = this.now() - 1000;
    while ((this.#recent[0]?.endedAt ?? since) < since) this.#recent.shift();
    return this.#recent.reduce((sum, render) => sum + render.ms, 0) < this.msPerSecond;
  }

  /** Times `work` and counts it against the budget. */
  async spend<T>(work: () => Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await work();
    } finally {
      const endedAt = this.now();
      this.#recent.push({ endedAt, ms: endedAt - started });
    }
  }
}

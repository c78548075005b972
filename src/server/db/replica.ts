// Visitors' reads from a streaming replica (DATABASE_REPLICA_URL); writes, transactions, the team
// and background work on the primary (docs/decisions/039-read-replica.md). A request says where
// its reads may go (plugins/read-routing.ts: an anonymous visitor's GET, unless they have just
// written); Drizzle's withReplicas sends its selects there and everything else to the primary.
// A watcher compares the primary's write-ahead-log position with what the replica has replayed
// twice a second: a replica further behind than the limit, or not answering, is passed over until
// it has caught up again, and a read it fails for want of a connection is asked of the primary.
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

export type ReadTarget = "primary" | "replica";

const requested = new AsyncLocalStorage<ReadTarget>();

/** Runs `work`, and all it starts, with its reads going to `target` where a replica is in use. */
export const readingFrom = <T>(target: ReadTarget, work: () => T): T => requested.run(target, work);

/** Where this moment's work asked its reads to go: the primary unless a request said otherwise. */
export const requestedTarget = (): ReadTarget => requested.getStore() ?? "primary";

export const WATCH_INTERVAL_MS = 500;

export interface Replica {
  /** Where reads go just now: the replica if asked for and keeping up, else the primary. */
  readsFrom(): ReadTarget;
  /** How far behind the replica is, in milliseconds; Infinity while it does not answer. */
  lagMs(): number;
  /**
   * Resolves once the replica has replayed all the primary had written when this was called: at
   * once when reads are not going to it, and after `timeoutMs` whatever happens.
   */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** The client Drizzle reads through: the replica's pool, or the primary's when it cannot. */
  client: Pick<pg.Pool, "query">;
  close(): Promise<void>;
}

/** "16/B374D848" → a number that orders positions. */
export function parseLsn(text: string): bigint {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Failures that say the replica is out of reach (or cancelled a read while replaying), not that the query is wrong. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "40001", // cancelled: conflict with recovery
]);

export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && UNREACHABLE.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|did not answer within/i.test(
    message,
  );
}

const LOOK_TIMEOUT_MS = 1000;

function withinLookTime<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`did not answer within ${LOOK_TIMEOUT_MS} ms`)),
      LOOK_TIMEOUT_MS,
    );
  });
  return Promise.race([query, late]).finally(() => clearTimeout(timer));
}

export function watchReplica(
  primary: pg.Pool,
  replica: pg.Pool,
  maxLagMs: number,
  log: { warn(message: string): void } = console,
): Replica {
  /** The primary's position at each look, oldest first, until the replica has replayed it. */
  const samples: { at: number; lsn: bigint }[] = [];
  const keep = Math.ceil(maxLagMs / WATCH_INTERVAL_MS) + 10;
  let replayed: bigint | null = null;
  let lag = Number.POSITIVE_INFINITY;
  let usable = false;
  let waiters: { lsn: bigint; done: () => void }[] = [];

  const settle = () => {
    const ready = waiters.filter(
      (waiter) => !usable || (replayed !== null && waiter.lsn <= replayed),
    );
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.done();
  };

  const becomeUnusable = (why: string) => {
    if (usable) log.warn(`Reading from the primary: the replica ${why}`);
    usable = false;
    settle();
  };

  const look = async () => {
    const now = performance.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>(
        "select pg_current_wal_lsn()::text as lsn",
      );
      if (rows[0]) samples.push({ at: now, lsn: parseLsn(rows[0].lsn) });
      if (samples.length > keep) samples.splice(1, samples.length - keep); // the oldest says the lag
    } catch {
      // The primary is the site's own trouble; the replica's state is judged below all the same.
    }
    try {
      // A replica cut off by the network may not even refuse: it is given a second.
      const { rows } = await withinLookTime(
        replica.query<{ lsn: string | null }>("select pg_last_wal_replay_lsn()::text as lsn"),
      );
      const position = rows[0]?.lsn;
      if (!position) {
        replayed = null;
        lag = Number.POSITIVE_INFINITY;
        becomeUnusable("is not replaying from a primary (is it a replica?)");
        return;
      }
      replayed = parseLsn(position);
    } catch (error) {
      replayed = null;
      lag = Number.POSITIVE_INFINITY;
      becomeUnusable(`does not answer: ${error instanceof Error ? error.message : error}`);
      return;
    }
    while (samples[0] && replayed !== null && samples[0].lsn <= replayed) samples.shift();
    lag = samples[0] ? now - samples[0].at : 0;
    // Back in use only once it has replayed everything from before this look; out past the limit.
    if (usable && lag > maxLagMs) becomeUnusable(`is ${Math.round(lag)} ms behind`);
    else if (!usable && lag === 0) {
      usable = true;
      log.warn("Reading from the replica again: it has caught up");
    }
    settle();
  };

  let stopped = false;
  let looking = look();
  const timer = setInterval(() => {
    looking = looking.then(() => (stopped ? undefined : look()));
  }, WATCH_INTERVAL_MS);
  timer.unref();

  const readsFrom = (): ReadTarget =>
    usable && requestedTarget() === "replica" ? "replica" : "primary";

  return {
    readsFrom,
    lagMs: () => lag,
    async caughtUp(timeoutMs = 10_000) {
      if (!usable) return;
      const { rows } = await primary.query<{ lsn: string }>(
        "select pg_current_wal_lsn()::text as lsn",
      );
      const lsn = parseLsn(rows[0]?.lsn ?? "0/0");
      if (replayed !== null && lsn <= replayed) return;
      await new Promise<void>((resolve) => {
        const waiter = { lsn, done: () => resolve() };
        waiters.push(waiter);
        setTimeout(() => {
          waiters = waiters.filter((each) => each !== waiter);
          resolve();
        }, timeoutMs).unref();
      });
    },
    client: {
      // Drizzle calls query(text or config, values) and awaits the promise.
      query: ((...args: Parameters<pg.Pool["query"]>) => {
        if (readsFrom() !== "replica") return primary.query(...args);
        return (replica.query(...args) as unknown as Promise<unknown>).catch((error: unknown) => {
          if (!isUnreachable(error)) throw error;
          becomeUnusable(`failed a read: ${error instanceof Error ? error.message : error}`);
          return primary.query(...args);
        });
      }) as pg.Pool["query"],
    },
    async close() {
      stopped = true;
      clearInterval(timer);
      await looking;
      for (const waiter of waiters) waiter.done();
      waiters = [];
      if (!replica.ended) await replica.end();
    },
  };
}

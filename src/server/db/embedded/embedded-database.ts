// The embedded database in a thread of its own (worker.ts), and its watchdog. The server talks to
// it through `pg` on a Unix socket in a private directory, as it talks to PostgreSQL. PostgreSQL
// cancels a statement past `statement_timeout`; PGlite cannot (it has no timers), so the watchdog
// ends the thread whose statement runs past the limit and starts another on the same directory:
// the killed statement's request fails, and PostgreSQL's crash recovery keeps every committed
// write, as after a power cut (decision 041). So that this holds for a throwaway database too
// (`memory://`, the tests'), one is kept on disk in the private directory and deleted on close.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { EmbeddedRequest, EmbeddedStart, WorkerAnswer } from "./messages.ts";

/** How often the watchdog looks at the running statement. */
const WATCH_EVERY_MS = 100;
/** The socket's name in its directory, where `pg` looks for a server given a directory as host. */
const SOCKET_NAME = ".s.PGSQL.5432";

/** The private directories of this process's databases: their sockets, and throwaway databases. */
const PRIVATE_PREFIX = "real-access-db-";

export interface EmbeddedDatabaseOptions {
  /** PGlite's directory; undefined for a throwaway database. */
  directory: string | undefined;
  loadDataDir?: Blob | undefined;
  /** A statement running longer is stopped (its thread ended and started again); 0 for never. */
  statementTimeoutMs: number;
  /** Told when a statement is stopped, and when the thread fails on its own. */
  warn?: (message: string) => void;
}

export interface EmbeddedDatabase {
  /** The directory `pg` connects in (its `host`). */
  socketDirectory: string;
  /** pg_dump run inside the thread, on the database itself. */
  dump(options: string[]): Promise<string>;
  /** Runs `work` with no statement limit: migrations and restores may take minutes. */
  withoutLimit<T>(work: () => Promise<T>): Promise<T>;
  /** The thread is up and no statement has run past its limit (it would be starting again). */
  running(): boolean;
  close(): Promise<void>;
}

async function workerUrl(): Promise<URL> {
  const { EMBEDDED_WORKER_URL } = await import("./worker.ts");
  return new URL(EMBEDDED_WORKER_URL);
}

export async function startEmbeddedDatabase(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  removeAbandonedDirectories();
  const socketDirectory = mkdtempSync(join(tmpdir(), `${PRIVATE_PREFIX}${process.pid}-`)); // 0700
  const busy = new SharedArrayBuffer(8);
  const busySince = new BigInt64Array(busy);
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined;
  const start: EmbeddedStart = {
    directory: options.directory ?? join(socketDirectory, "pgdata"),
    ...(loadDataDir ? { loadDataDir } : {}),
    socketPath: join(socketDirectory, SOCKET_NAME),
    busySince: busy,
  };
  const url = await workerUrl();

  let worker: Worker;
  let ready: Promise<void>;
  let up = false;
  let closing = false;
  const limitMs = options.statementTimeoutMs;
  let unlimited = 0;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (value: string | null) => void; reject: (e: Error) => void }
  >();

  function launch(): Promise<void> {
    up = false;
    Atomics.store(busySince, 0, 0n);
    worker = new Worker(url, { workerData: { embeddedDatabase: start } });
    const thread = worker;
    return new Promise<void>((resolve, reject) => {
      thread.on("message", (answer: WorkerAnswer) => {
        if ("type" in answer) {
          if (answer.type === "ready") {
            up = true;
            resolve();
          } else reject(new Error(`The embedded database could not start: ${answer.error}`));
          return;
        }
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.ok) waiting?.resolve(answer.value);
        else waiting?.reject(new Error(answer.error));
      });
      thread.on("error", (error) => reject(error));
      thread.on("exit", (code) => {
        if (thread === worker) up = false;
        reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
        if (thread !== worker || closing) return;
        for (const [id, waiting] of pending) {
          pending.delete(id);
          waiting.reject(new Error("The embedded database stopped"));
        }
        warn(`The embedded database's thread stopped (exit code ${code}); starting it again.`);
        ready = launch();
        ready.catch((error: unknown) => warn(String(error)));
      });
    });
  }

  ready = launch();
  await ready;
  // A thread started again opens the directory as its predecessor left it.
  delete start.loadDataDir;

  const watchdog = setInterval(() => {
    const since = Number(Atomics.load(busySince, 0));
    if (closing || since === 0 || unlimited > 0 || limitMs === 0) return;
    if (Date.now() - since <= limitMs) return;
    warn(
      `A statement ran past ${limitMs} ms on the embedded database: it was stopped, and the ` +
        "database is starting again.",
    );
    // The exit handler starts the next thread.
    void worker.terminate();
  }, WATCH_EVERY_MS);
  watchdog.unref();

  async function ask(request: (id: number) => EmbeddedRequest): Promise<string | null> {
    await ready;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage(request(id));
    });
  }

  return {
    socketDirectory,
    dump: async (dumpOptions) =>
      (await ask((id) => ({ id, type: "dump", options: dumpOptions }))) ?? "",
    withoutLimit: async (work) => {
      unlimited += 1;
      try {
        return await work();
      } finally {
        unlimited -= 1;
      }
    },
    running: () => {
      const since = Number(Atomics.load(busySince, 0));
      return up && !closing && (since === 0 || limitMs === 0 || Date.now() - since <= limitMs);
    },
    close: async () => {
      if (closing) return;
      clearInterval(watchdog);
      try {
        await ask((id) => ({ id, type: "close" }));
      } finally {
        closing = true;
        await worker.terminate();
        rmSync(socketDirectory, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Deletes, in the background, the private directories of processes that ended without closing
 * their databases (a throwaway database is some 40 MB in a thousand files): never in the way of
 * this start.
 */
function removeAbandonedDirectories() {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(
      name.startsWith(PRIVATE_PREFIX) && name.slice(PRIVATE_PREFIX.length).split("-")[0],
    );
    if (!pid || isAlive(pid)) continue;
    rm(join(tmpdir(), name), { recursive: true, force: true }).catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

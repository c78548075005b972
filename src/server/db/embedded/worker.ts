// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: whatever
// thread runs a statement is blocked until it ends, so it runs here and never on the thread that
// answers requests (decision 041). The server reaches it as it reaches PostgreSQL, through `pg` on
// a Unix socket in a private directory (@electric-sql/pglite-socket speaks the wire protocol).
//
// While a statement runs, this thread writes when it began into a shared slot; the server's
// watchdog (embedded-database.ts) reads it and ends this thread when a statement runs past its
// limit, since PGlite has no timer that could cancel it from inside.
//
// It is an entry of the server bundle of its own (vite.server.config.ts), like off-thread/worker.ts.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { dumpPglite } from "../backup/pglite-dump.ts";
import { templateFor } from "../pglite-template.ts";
import type { EmbeddedRequest, EmbeddedStart, WorkerAnswer } from "./messages.ts";

/** This module, as the server starts its thread with it. */
export const EMBEDDED_WORKER_URL = import.meta.url;

/** A PGlite on `directory`, a new one from the build's template when there is one. */
async function createPglite(directory: string, load?: Uint8Array): Promise<PGlite> {
  // A data directory to start from counts only while the directory is new: a thread started again
  // after a stopped statement opens what its predecessor left.
  const loadDataDir =
    load && !existsSync(join(directory, "PG_VERSION"))
      ? new Blob([load as Uint8Array<ArrayBuffer>])
      : undefined;
  const template = !loadDataDir ? templateFor(directory) : null;
  if (template) {
    try {
      return await PGlite.create(directory, { loadDataDir: template });
    } catch (error) {
      console.warn(`The build's empty database could not be used, so one is made afresh: ${error}`);
      rmSync(directory, { recursive: true, force: true });
    }
  }
  return PGlite.create(directory, { ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * What the socket server may use of PGlite, with every protocol message it runs timed into the
 * shared slot. The backup's pg_dump uses PGlite directly, so it is not timed.
 */
function timedForSockets(client: PGlite, busySince: BigInt64Array): PGlite {
  const timed = {
    waitReady: client.waitReady,
    runExclusive: client.runExclusive.bind(client),
    isInTransaction: client.isInTransaction.bind(client),
    exec: client.exec.bind(client),
    execProtocolRawStream: async (
      message: Uint8Array,
      options: Parameters<PGlite["execProtocolRawStream"]>[1],
    ) => {
      Atomics.store(busySince, 0, BigInt(Date.now()));
      try {
        return await client.execProtocolRawStream(message, options);
      } finally {
        Atomics.store(busySince, 0, 0n);
      }
    },
  };
  return timed as unknown as PGlite;
}

async function start({ directory, loadDataDir, socketPath, busySince }: EmbeddedStart) {
  const port = parentPort;
  if (!port) throw new Error("The embedded database's worker must run as a worker thread.");
  const client = await createPglite(directory, loadDataDir);
  rmSync(socketPath, { force: true }); // left by a thread that was ended
  const server = new PGLiteSocketServer({
    db: timedForSockets(client, new BigInt64Array(busySince)),
    path: socketPath,
    // The server's pool holds one connection: PGlite is one session, and pglite-socket would run
    // another connection's messages between a statement's Parse and its Sync.
    maxConnections: 1,
  });
  await server.start();

  port.on("message", async (request: EmbeddedRequest) => {
    let answer: WorkerAnswer;
    try {
      if (request.type === "dump") {
        answer = { id: request.id, ok: true, value: await dumpPglite(client, request.options) };
      } else {
        await server.stop();
        await client.close();
        answer = { id: request.id, ok: true, value: null };
      }
    } catch (error) {
      answer = { id: request.id, ok: false, error: String((error as Error).message ?? error) };
    }
    port.postMessage(answer);
  });
  port.postMessage({ type: "ready" } satisfies WorkerAnswer);
}

if (parentPort && (workerData as { embeddedDatabase?: EmbeddedStart })?.embeddedDatabase) {
  start((workerData as { embeddedDatabase: EmbeddedStart }).embeddedDatabase).catch((error) => {
    parentPort?.postMessage({
      type: "failed",
      error: String((error as Error)?.stack ?? error),
    } satisfies WorkerAnswer);
  });
}

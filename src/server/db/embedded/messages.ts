// What the server and the embedded database's thread say to each other (worker.ts).

/** What the thread is started with. */
export interface EmbeddedStart {
  /** PGlite's directory. */
  directory: string;
  /** A data directory to start from (a tarball of dumpDataDir), as tests do. */
  loadDataDir?: Uint8Array;
  /** Where the thread listens for the server's connection. */
  socketPath: string;
  /** One BigInt64: when the statement now running began (Date.now()), 0 while none runs. */
  busySince: SharedArrayBuffer;
}

export type EmbeddedRequest =
  | { id: number; type: "dump"; options: string[] }
  | { id: number; type: "close" };

export type WorkerAnswer =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { id: number; ok: true; value: string | null }
  | { id: number; ok: false; error: string };

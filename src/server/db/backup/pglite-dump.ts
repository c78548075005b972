// pg_dump on the server's own PGlite, with @electric-sql/pglite-tools (pg_dump built for
// WebAssembly, speaking to PGlite through its wire protocol; no server or socket involved).
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite is one session, and the server's transactions (through the socket, db/embedded/) await
 * between their statements: were pg_dump's own BEGIN … COMMIT to land inside one, it would commit
 * the app's half-done work. So the dump runs holding both of PGlite's locks, which every message
 * from the socket takes first, once no transaction is open: the app's queries wait (about a
 * second) and go on afterwards. pgDump's own queries would wait on those locks too, so they go
 * straight to the wire protocol.
 */
export async function dumpPglite(client: PGlite, options: string[]): Promise<string> {
  // Loaded on the first backup, not with every start of the server.
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  return outsideTransactions(client, async () => {
    try {
      // pglite-tools deletes every line of its output that starts with psql's \restrict, even
      // one inside a visitor's message, which would cut the message short or, on its last line,
      // its closing quote and let what follows be read as SQL. With this setting pg_dump doubles
      // every backslash in a string, so no line of data can start with a lone one. (The dump
      // says so in its header, for whoever loads it.)
      await simpleQuery(client, "set standard_conforming_strings = off");
      const file = await pgDump({ pg: unlockedClient(client), args: options });
      return await file.text();
    } finally {
      // pg_dump ends by closing its connection, which here is the app's one too, so PGlite
      // ignores that: pg_dump's read-only transaction and its settings would stay on.
      if (client.isInTransaction()) await simpleQuery(client, "rollback");
      await simpleQuery(client, "reset all");
    }
  });
}

/** How long a dump waits for the app's open transaction to end before giving up. */
const WAIT_FOR_TRANSACTION_MS = 30_000;

/** Runs `work` holding PGlite's locks at a moment when no transaction is open. */
async function outsideTransactions<T>(client: PGlite, work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + WAIT_FOR_TRANSACTION_MS;
  for (;;) {
    const outcome = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () =>
        client.isInTransaction() ? null : { value: await work() },
      ),
    );
    if (outcome) return outcome.value;
    if (Date.now() > giveUpAt) throw new Error("PGlite stayed inside a transaction; not dumping");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The part of PGlite that pgDump uses, without taking the lock the dump already holds. */
function unlockedClient(client: PGlite): PGlite {
  const unlocked = {
    query: async (sql: string) => ({ rows: await simpleQuery(client, sql), fields: [] }),
    exec: async (sql: string) => {
      await simpleQuery(client, sql);
      return [];
    },
    execProtocolRawStream: client.execProtocolRawStream.bind(client),
  };
  return unlocked as unknown as PGlite;
}

/** Runs `sql` as one simple-protocol Query message; returns the rows, every value as text. */
async function simpleQuery(client: PGlite, sql: string): Promise<Record<string, string>[]> {
  const text = new TextEncoder().encode(sql);
  const message = new Uint8Array(1 + 4 + text.length + 1); // 'Q', length, text, NUL
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + text.length + 1);
  message.set(text, 5);
  const { messages } = await client.execProtocol(message);
  let columns: string[] = [];
  const rows: Record<string, string>[] = [];
  for (const reply of messages) {
    if (reply.name === "rowDescription") {
      columns = (reply as unknown as { fields: { name: string }[] }).fields.map((f) => f.name);
    } else if (reply.name === "dataRow") {
      const values = (reply as unknown as { fields: string[] }).fields;
      rows.push(Object.fromEntries(columns.map((column, i) => [column, values[i] ?? ""])));
    }
  }
  return rows;
}

import type { SQL } from "drizzle-orm";
import type { Executor } from "./connection.ts";

/**
 * The rows of raw SQL. Both drivers answer `execute` with `{ rows }`, which the shared `Db` type
 * (typed over both) cannot say, so the one cast lives here.
 */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

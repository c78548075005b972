import { afterAll } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase } from "./test-database.ts";

/** Builds the API on a fresh database for this test file; closed after the file. */
export async function setUpTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const app = await buildApp({ config, database });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, database, config };
}

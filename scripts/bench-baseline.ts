// The bare baseline `npm run bench` compares with: node:http doing the same work as the app with
// nothing else, in a process of its own. GET /page sends the bytes the app's page had (GET
// /page-br, the bytes it sent a browser that takes brotli); GET /api
// runs the same SQL (through pg on PostgreSQL, PGlite otherwise) and sends the rows as JSON.
import { readFileSync } from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/connection.ts";
import { seedDatabase } from "../src/server/db/seed/index.ts";

const [port, pageFile, brotliPageFile] = process.argv.slice(2);
const page = readFileSync(pageFile ?? "");
const brotliPage = readFileSync(brotliPageFile ?? "");
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: "memory://",
});
if (database.kind === "pglite") {
  await database.migrate();
  await seedDatabase(database.db);
}
const query = sql.raw("SELECT * FROM quick_solutions ORDER BY 1");

http
  .createServer(async (request, response) => {
    if (request.url === "/page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(page);
      return;
    }
    if (request.url === "/page-br") {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
      });
      response.end(brotliPage);
      return;
    }
    const { rows } = (await database.db.execute(query)) as unknown as { rows: unknown[] };
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(rows));
  })
  .listen(Number(port), "127.0.0.1", () => console.log("baseline ready"));

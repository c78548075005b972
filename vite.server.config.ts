// The server bundle: the Fastify process, the SSR entry and the command-line tools, compiled to
// plain ESM for Node.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node22",
    rollupOptions: {
      input: {
        main: "src/server/main.ts",
        "entry-server": "src/web/entry-server.tsx",
        // The command-line tools, so that a production install (no tsx) can run them.
        backup: "src/server/cli/backup.ts",
        restore: "src/server/cli/restore.ts",
        "admin-password": "src/server/cli/admin-password.ts",
        "postcodes-import": "src/server/cli/postcodes-import.ts",
        // Worker threads load it on their own: as an entry, it shares modules with the server
        // through shared chunks, never by importing main.js (off-thread/worker.ts).
        "off-thread-worker": "src/server/off-thread/worker.ts",
        // The embedded database's own thread, the same way (db/embedded/worker.ts).
        "embedded-database-worker": "src/server/db/embedded/worker.ts",
      },
      output: { format: "esm", entryFileNames: "[name].js" },
    },
  },
});

// The server bundle: the Fastify process and the SSR entry, compiled to plain ESM for Node.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: {
        main: "src/server/main.ts",
        "entry-server": "src/web/entry-server.tsx",
      },
      output: { format: "esm", entryFileNames: "[name].js" },
    },
  },
});

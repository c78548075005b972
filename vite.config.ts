import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";
import { bootScriptSource } from "./src/shared/accessibility-settings/boot-script.ts";

/** Applies the stored display settings in <head>, before the first paint. */
const displaySettingsBoot: Plugin = {
  name: "display-settings-boot",
  transformIndexHtml: () => [
    { tag: "script", children: bootScriptSource(), injectTo: "head-prepend" },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), displaySettingsBoot],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // Fewer, larger files on first load: the framework every page needs in one file instead
        // of a dozen small ones, and React Aria grouped by the set of pages that use each part,
        // so a page still loads only the widgets it has. Route code stays split.
        // React Aria's pieces are named after the pages sharing them ("react-aria~admin-app~…");
        // call them all react-aria, so no public page seems to load admin code.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("react-aria~")
            ? "assets/react-aria-[hash].js"
            : "assets/[name]-[hash].js",
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: "react-aria",
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc|clsx|use-sync-external-store)[\\/]/,
              priority: 1,
              // Split by which pages use which parts, so a page loads only the widgets it has.
              entriesAware: true,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ["src/test/fail-on-console-error.ts"],
    // PGlite runs its database in each worker; two workers suit a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // Pure functions and rendering: no database, so no template to build first.
      { extends: true, test: { name: "unit", include: ["src/{shared,web}/**/*.test.{ts,tsx}"] } },
      // The server's tests, each file on its own copy of a migrated template database.
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          // Files share a worker's loaded modules instead of importing Fastify, zod, Drizzle
          // and PGlite's WebAssembly afresh for each file (most of the run's time). Each file
          // still builds its own app on its own database.
          isolate: false,
        },
      },
    ],
  },
});

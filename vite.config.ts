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
        },
      },
    ],
  },
});

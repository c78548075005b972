import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";
import { britishReactAria } from "./build/british-react-aria.ts";
import { codeSplitting, readModuleGraph } from "./build/chunk-plan.ts";
import { scriptsAfterFirstPaint } from "./build/scripts-after-first-paint.ts";
import { bootScriptSource } from "./src/shared/accessibility-settings/boot-script.ts";
import { ProcessesFirstSequencer } from "./src/test/processes-first-sequencer.ts";

/** Applies the stored display settings in <head>, before the first paint. */
const displaySettingsBoot: Plugin = {
  name: "display-settings-boot",
  transformIndexHtml: () => [
    { tag: "script", children: bootScriptSource(), injectTo: "head-prepend" },
  ],
};

/**
 * Preloads the body font's two weights, so they arrive with the stylesheet and the first paint
 * already uses them: a browser otherwise asks for a font only once it lays out text, after the
 * stylesheet, and paints the fallback first (issue 14: the swap was most of every page's CLS).
 */
const preloadBodyFont: Plugin = {
  name: "preload-body-font",
  transformIndexHtml: {
    order: "post",
    handler(_html, { bundle }) {
      if (!bundle) return []; // the dev server
      return Object.keys(bundle)
        .filter((file) => /atkinson-hyperlegible-latin-(400|700)-normal-[\w-]+\.woff2$/.test(file))
        .sort()
        .map((file) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            href: `/${file}`,
            as: "font",
            type: "font/woff2",
            crossorigin: "",
          },
          injectTo: "head",
        }));
    },
  },
};

/**
 * The favicon (under 300 bytes) written into the page as a data: URL: a file would cost a request
 * with more bytes of headers than the icon has (issue 14). public/favicon.svg stays its source.
 */
const inlineFavicon: Plugin = {
  name: "inline-favicon",
  transformIndexHtml: (html) => {
    const svg = readFileSync(new URL("./public/favicon.svg", import.meta.url), "utf8").trim();
    const url = `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}`;
    return html.replace('href="/favicon.svg"', `href="${url}"`);
  },
};

export default defineConfig({
  plugins: [
    britishReactAria,
    react(),
    tailwindcss(),
    displaySettingsBoot,
    inlineFavicon,
    preloadBodyFont,
    scriptsAfterFirstPaint,
    readModuleGraph,
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // Fewer, larger files on first load (build/chunk-plan.ts says which). Route code stays
        // split. React Aria's pieces are named after the pages sharing them ("react-aria~admin-app~…");
        // call them all react-aria, so no public page seems to load admin code.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("react-aria~")
            ? "assets/react-aria-[hash].js"
            : "assets/[name]-[hash].js",
        codeSplitting,
      },
    },
  },
  test: {
    setupFiles: ["src/test/fail-on-console-error.ts"],
    // PGlite runs its database in each worker; two workers suit a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    sequence: { sequencer: ProcessesFirstSequencer },
    hookTimeout: 60_000,
    projects: [
      // Pure functions and rendering: no database, so no template to build first.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/{shared,web}/**/*.test.{ts,tsx}"],
          isolate: false, // as the server's: files share a worker's loaded modules
        },
      },
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

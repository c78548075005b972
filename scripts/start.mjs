// `npm start`: builds when the build is missing or older than its sources, then serves it.
import "./require-node.mjs";
import { join } from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const root = new URL("..", import.meta.url).pathname;
buildIfStale();
process.env.NODE_ENV ??= "production";
await import(join(root, "dist/server/main.js"));

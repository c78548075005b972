// Stops at once, in one line, on a Node older than package.json's `engines` allows: imported
// first by the scripts people run (`npm start`, `npm test`, `npm run build`), before anything that
// would fail on an old Node with an error that names something else (undici's, on Node 20).
// Written for any Node: no syntax or API newer than Node 12.
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = /(\d+)\.(\d+)/.exec(engines.node);
const [major, minor] = process.versions.node.split(".").map(Number);
const [needMajor, needMinor] = [Number(wanted[1]), Number(wanted[2])];
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Real Access needs Node ${needMajor}.${needMinor} or newer, and this is Node ${process.versions.node}: install a current LTS from https://nodejs.org/ (or run \`nvm install --lts\`), then try again.`,
  );
  process.exit(1);
}

// `node scripts/complete-lockfile.mjs`: adds to package-lock.json the other platforms' builds of
// packages that ship one binary package per platform (Biome, Tailwind's oxide). npm records them
// by asking the registry for each; the registry this project is built against serves only Linux
// builds, so npm leaves the others out and `npm ci` then refuses the lock file ("Missing: … from
// lock file") on every machine. Each entry is written as npm writes it, with the platform it is
// for, so npm skips it elsewhere; without an integrity hash, the machine that installs it checks
// it against the registry's own. Run it after any `npm install` that changes the lock file.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32"];
const CPU = { arm64: "arm64", x64: "x64", arm: "arm", wasm32: "wasm32" };

/** The platform a package name says it is for: `cli-darwin-arm64`, `oxide-linux-x64-musl`… */
function platformOf(name) {
  const parts = name.split("/").at(-1).split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!cpu) return null;
  const libc = parts.includes("musl") ? "musl" : os === "linux" ? "glibc" : null;
  return { cpu: [cpu], libc: libc ? [libc] : undefined, os: os ? [os] : undefined };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (packages[key] || !platform) continue;
    // In npm's own order of fields, so its next write of the lock file changes nothing.
    packages[key] = JSON.parse(
      JSON.stringify({
        version,
        cpu: platform.cpu,
        dev: entry.dev,
        libc: platform.libc,
        license: entry.license,
        optional: true,
        os: platform.os,
      }),
    );
    added += 1;
    console.log(`added ${key}@${version} (for ${path.replace("node_modules/", "")})`);
  }
}
// npm keeps the root package first and the rest in localeCompare order.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"),
  ),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added === 0 ? "package-lock.json was already complete" : `${added} entries added`);

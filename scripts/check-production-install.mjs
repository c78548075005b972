// The container path without a container engine (CI has none): checks the Dockerfile against a
// few hadolint-style rules, then does what its runtime stage does in a clean directory (the
// files it copies, its `npm` commands), and operates the result as an owner would: `npm start`
// serves without rebuilding and stops on SIGTERM, and backup, admin:password and restore work
// with production dependencies only. Run after `npm ci && npm run build` (the build stage).
// Usage: node scripts/check-production-install.mjs
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const problems = [];
const fail = (message) => problems.push(message);

/* The Dockerfile: instructions by stage -------------------------------------------------- */

function instructions(text) {
  return text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

const dockerfile = instructions(readFileSync(join(root, "Dockerfile"), "utf8"));
const stages = [];
for (const instruction of dockerfile) {
  if (instruction.keyword === "FROM") stages.push({ from: instruction.args, steps: [] });
  else stages.at(-1)?.steps.push(instruction);
}
const runtime = stages.at(-1);

/* Rules, in the manner of hadolint -------------------------------------------------------- */

for (const { from } of stages) {
  const image = from.split(/\s+/)[0];
  if (!/:[^:]*\d/.test(image) || image.endsWith(":latest")) {
    fail(`FROM ${image}: pin the base image to a version`);
  }
}
for (const { keyword, args } of dockerfile) {
  if (keyword === "ADD") fail(`ADD ${args}: use COPY (ADD fetches and unpacks by surprise)`);
  if (keyword === "WORKDIR" && !args.startsWith("/")) fail(`WORKDIR ${args}: use an absolute path`);
  if (keyword === "RUN" && /apt-get install/.test(args)) {
    if (!args.includes("--no-install-recommends"))
      fail("apt-get install: add --no-install-recommends");
    if (!args.includes("rm -rf /var/lib/apt/lists"))
      fail("apt-get: remove /var/lib/apt/lists in the same RUN");
  }
  if (keyword === "RUN" && /\bcd\s/.test(args)) fail(`RUN ${args}: use WORKDIR, not cd`);
}
const finalSteps = runtime?.steps ?? [];
const user = finalSteps.filter((step) => step.keyword === "USER").at(-1);
if (!user || /^(root|0)$/.test(user.args))
  fail("the runtime stage must run as a user other than root");
if (!finalSteps.some((step) => step.keyword === "HEALTHCHECK"))
  fail("the runtime stage has no HEALTHCHECK");
const cmd = finalSteps.find((step) => step.keyword === "CMD");
if (!cmd?.args.startsWith("[")) fail("CMD must be in exec form, so the server receives signals");
if (!finalSteps.some((step) => step.keyword === "RUN" && step.args.includes("npm ci --omit=dev"))) {
  fail("the runtime stage must install production dependencies only (npm ci --omit=dev)");
}
if (problems.length > 0) finish();

/* The runtime stage, in a clean directory ------------------------------------------------- */

const work = mkdtempSync(join(tmpdir(), "ra-production-"));
const app = join(work, "app");
const workdir = finalSteps.find((step) => step.keyword === "WORKDIR")?.args ?? "/app";
// The build stage is this checkout after `npm ci && npm run build`: its WORKDIR is the root.
const fromBuild = (path) => join(root, path.replace(new RegExp(`^${workdir}/?`), ""));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: app, stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}`);
  return result;
}

for (const { keyword, args } of finalSteps) {
  if (keyword === "COPY") {
    const parts = args.split(/\s+/);
    const from = parts[0].startsWith("--from=") ? parts.shift() : null;
    const target = join(app, parts.pop());
    for (const source of parts) {
      const path = from ? fromBuild(source) : join(root, source);
      const destination =
        target.endsWith("/") || parts.length > 1 ? join(target, source.split("/").pop()) : target;
      cpSync(path, destination, { recursive: true });
    }
  } else if (keyword === "RUN" && args.startsWith("npm ")) {
    // Its npm commands, but not the cache cleaning, which would empty this machine's npm cache.
    const commands = args.split("&&").map((part) => part.trim());
    const here = commands.filter((command) => !command.startsWith("npm cache clean"));
    console.log(`▶ RUN ${here.join(" && ")}`);
    run("sh", ["-c", here.join(" && ")]);
  } else if (keyword === "RUN") {
    console.log(`  (skipped here: RUN ${args.slice(0, 60)}…, a system step)`);
  }
}
for (const tool of ["vite", "tsx", "vitest"]) {
  if (existsSync(join(app, "node_modules", tool)))
    fail(`${tool} is installed: not a production install`);
}

/* Operated as an owner would ------------------------------------------------------------- */

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = join(work, "data");
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: "a production install check",
  LOG_LEVEL: "warn",
};

async function serveAndStop() {
  let output = "";
  const server = spawn("npm", ["start"], { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && server.exitCode === null) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!healthy) fail(`npm start did not serve /healthz:\n${output}`);
  if (/building/i.test(output)) fail(`npm start rebuilt after a production install:\n${output}`);
  const stopping = Date.now();
  server.kill("SIGTERM"); // to npm, as docker stop or systemd would
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve("still running"), 10_000)),
  ]);
  if (stopped === "still running") {
    fail("npm start was still running 10 s after SIGTERM");
    server.kill("SIGKILL");
  } else {
    console.log(`▶ npm start served, then stopped ${Date.now() - stopping} ms after SIGTERM`);
  }
  const stray = spawnSync("pgrep", ["-f", join(app, "scripts", "start.mjs")]);
  if (stray.status === 0) fail("the server outlived npm after SIGTERM");
  if (existsSync(join(dataDir, "server.lock")))
    fail("the data directory is still locked after the server stopped");
}

try {
  await serveAndStop();
  const backup = join(work, "backup.sql");
  run("npm", ["run", "backup", "--", backup], { env });
  run("npm", ["run", "admin:password", "--", "owner"], {
    env,
    input: "another long passphrase\n",
    stdio: ["pipe", "inherit", "inherit"],
  });
  run("npm", ["run", "restore", "--", "--force", backup], {
    env: { ...env, DATA_DIR: join(work, "restored") },
  });
} catch (error) {
  fail(error.message);
} finally {
  rmSync(work, { recursive: true, force: true });
}
finish();

function finish() {
  if (problems.length > 0) {
    console.error(`\n✖ The production install and container path:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log(
    "\n✔ The Dockerfile's rules, a production install, npm start, SIGTERM, backup, admin:password and restore",
  );
  process.exit(0);
}

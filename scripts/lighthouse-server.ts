// For the Lighthouse scripts: a production build's server on a throwaway embedded database, on a
// port nothing else uses, and the Chrome flags they measure with.
import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const ADMIN_PASSWORD = "lighthouse admin password";

/** A port nothing listens on, chosen by the system: other servers may be running on this machine
 * (npm start on 3000, the browser tests on 3210, npm run bench). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The production server of the build in `root` (its `dist/`), seeded, on a throwaway PGlite
 * directory; resolved once it answers /healthz.
 */
export async function startServer({
  root,
  port,
  dataDir,
}: {
  root: string;
  port: number;
  dataDir: string;
}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "true",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  server.on("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`the server exited before answering (is port ${port} free?)`);
    if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error("the server did not answer /healthz within 60 s");
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM"); // this process only: other sessions run servers of their own
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
}

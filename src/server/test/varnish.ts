// A real Varnish (Debian's varnish and varnish-modules) in front of a test's instances, running the
// deployment's own configuration (deploy/varnish/default.vcl) with only its backends swapped for
// the test's: the same rules are tested as are deployed.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../db/paths.ts";

/** Where Debian puts varnishd; null where it is not installed (CI installs it: .ci/run). */
export const varnishd =
  ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd"].find((path) => existsSync(path)) ?? null;

const BACKENDS = /# BEGIN BACKENDS[\s\S]*?# END BACKENDS/;

/** The deployment's VCL with these ports as its instances, probed every second. */
export async function vclFor(originPorts: readonly number[]): Promise<string> {
  const deployed = await readFile(join(projectRoot(), "deploy/varnish/default.vcl"), "utf8");
  if (!BACKENDS.test(deployed))
    throw new Error("default.vcl has lost its BEGIN/END BACKENDS marks");
  const names = originPorts.map((_, index) => `app${index + 1}`);
  const backends = [
    'probe ready { .url = "/readyz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }',
    ...originPorts.map(
      (port, index) =>
        `backend ${names[index]} { .host = "127.0.0.1"; .port = "${port}"; .probe = ready; }`,
    ),
    "sub vcl_init {",
    "    new origin = directors.round_robin();",
    ...names.map((name) => `    origin.add_backend(${name});`),
    "}",
  ].join("\n");
  return deployed.replace(BACKENDS, backends);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface RunningVarnish {
  /** Where visitors ask. */
  url: string;
  /** Where instances send purges (CACHE_PURGE_URL). */
  purgeUrl: string;
  stop(): Promise<void>;
}

/** Ports for a Varnish: known before the instances start, since they are told where to purge. */
export async function varnishPorts() {
  return { visitors: await freePort(), purges: await freePort() };
}

export async function startVarnish(
  originPorts: readonly number[],
  ports: { visitors: number; purges: number },
): Promise<RunningVarnish> {
  if (!varnishd)
    throw new Error("varnishd is not installed (apt-get install varnish varnish-modules)");
  const dir = await mkdtemp(join(tmpdir(), "real-access-varnish-"));
  const vcl = join(dir, "test.vcl");
  await writeFile(vcl, await vclFor(originPorts));
  const child: ChildProcess = spawn(
    varnishd,
    [
      "-F",
      ...["-j", "none"],
      ...["-n", join(dir, "work")],
      ...["-f", vcl],
      ...["-a", `127.0.0.1:${ports.visitors}`],
      ...["-a", `purge=127.0.0.1:${ports.purges}`],
      ...["-s", "malloc,64m"],
      ...["-l", "4m"],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${ports.visitors}`;
  const purgeUrl = `http://127.0.0.1:${ports.purges}/`;
  // Compiling the VCL takes a second or two; a PURGE naming nothing is answered once it is up.
  const until = Date.now() + 30_000;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped: ${errors}`);
    const answer = await fetch(purgeUrl, { method: "PURGE" }).catch(() => null);
    if (answer?.status === 400) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`varnishd did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, purgeUrl, stop };
}

// A TypeScript entry run as its own process, as `npm start` or `npm run backup` would run it, for
// the few tests that need a real process: its output, its exit code, and a way to wait for a
// line. Every process a test file starts is stopped after each test.
import { type ChildProcess, spawn } from "node:child_process";
import { afterEach } from "vitest";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGTERM");
});

export function spawnScript(
  script: string,
  { args = [], env = {}, input }: { args?: string[]; env?: Record<string, string>; input?: string },
) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  child.stdin?.end(input);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  /** Resolves with the output once it holds `text`, the process ends, or 90 s pass. */
  const waitFor = async (text: string) => {
    for (let i = 0; i < 900 && !output.includes(text) && child.exitCode === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

// `npm run bench:hostile [-- --root DIR] [--out FILE] [--database-url URL]`: what hostile input
// costs the server. Starts `DIR/dist/server/main.js` (`npm run build` first; DIR defaults to here)
// on the embedded database, or on the (empty or bench-made) PostgreSQL database at URL,
// signs in as the owner, and sends each hostile input while /healthz is asked every 100 ms. For each
// it prints the answer, how long it took, the slowest /healthz answer and the largest event-loop
// delay the server itself saw; then the server's RSS around a burst of hostile image uploads.
// An input not answered within 60 s is reported as such, and the server is restarted before the
// next one, since a stalled server would spoil every row after it.
// Figures, not assertions: never put timings in the tests.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const ANSWER_TIMEOUT_MS = 60_000;
const PROBE_EVERY_MS = 100;
const RSS_EVERY_MS = 250;
/** How long the RSS is followed after the upload burst: memory should be back by then. */
const RSS_AFTER_MS = 30_000;
/** How long a server may take to start, and to stop shedding load after a stall. */
const SETTLE_TIMEOUT_MS = 30_000;
const PASSWORD = "hostile bench owner password";
const METRICS_TOKEN = randomBytes(24).toString("base64url");

interface Answer {
  /** The HTTP status, or why there was none. */
  status: number | "timeout" | "error";
  ms: number;
  body: string;
}

interface Row {
  input: string;
  status: string;
  answerMs: number;
  /** The slowest /healthz answer while the input was in hand (a lower bound when `unanswered`). */
  slowestHealthzMs: number;
  healthzUnanswered: boolean;
  /** nodejs_eventloop_lag_max_seconds in ms; null when the server could not be asked. */
  eventLoopMaxMs: number | null;
  /** Whether the server was restarted after this row because it stalled. */
  restarted: boolean;
}

interface Server {
  child: ChildProcess;
  url: string;
  cookie: string;
  categoryId: number;
  /** Its last lines of output, to say why it failed to start. */
  output: string[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ─── The server ──────────────────────────────────────────────────────────────────────────────────

/** A port no one is listening on, from the kernel. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

/** PostgreSQL's address when asked for (--database-url); else the embedded database. */
let databaseUrl: string | undefined;

function spawnServer(root: string, port: number): { child: ChildProcess; output: string[] } {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Stories straight from the API: the form's minimum age would refuse them.
      FORM_TOKEN_MIN_AGE_MS: "0",
      // The sample content holds the categories a draft needs.
      SEED: "true",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: PASSWORD,
      METRICS_TOKEN,
      // No news fetches at start: their work would blur the figures.
      NEWS_SOURCES_REFRESH_MINUTES: "0",
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output };
}

async function startServer(root: string): Promise<Server> {
  const port = await freePort();
  const { child, output } = spawnServer(root, port);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await request(url, "/healthz", {}, 1000)).body.includes('"ok"')) {
    if (child.exitCode !== null || Date.now() - started > SETTLE_TIMEOUT_MS) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start:\n${output.join("\n")}`);
    }
    await sleep(200);
  }
  const cookie = await signIn(url);
  // A server in use has rendered pages before: the first render loads and compiles the renderer
  // (a few hundred ms, once), which would otherwise be put down to the first input that renders.
  for (const page of ["/", "/advice-and-solutions"]) {
    await request(url, page, { headers: { accept: "text/html" } }, 30_000);
  }
  const categories = await request(url, "/api/advice/categories", {}, 10_000);
  const categoryId = (JSON.parse(categories.body) as { id: number }[])[0]?.id;
  if (!categoryId) throw new Error(`no category to file a draft under: ${categories.body}`);
  return { child, url, cookie, categoryId, output };
}

/** Killed outright: a server stuck in a computation would not hear SIGTERM for minutes. */
async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGKILL");
  await exited;
}

/** The owner's session cookie: ADMIN_PASSWORD set the owner's password at start. */
async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = answer.headers.getSetCookie()[0]?.split(";")[0];
  if (answer.status !== 204 || !cookie) throw new Error(`sign-in answered ${answer.status}`);
  return cookie;
}

/** A new draft of plain words, so no input pays for the one before it. */
async function createDraft(server: Server): Promise<number> {
  const answer = await send(server, "POST", "/api/admin/articles", {
    title: "Hostile input bench",
    excerpt: "A draft the hostile input bench writes into.",
    categoryId: server.categoryId,
    tags: [],
    content: "A plain paragraph.",
  });
  if (answer.status !== 201) throw new Error(`creating a draft answered ${answer.status}`);
  return (JSON.parse(answer.body) as { id: number }).id;
}

/** The server process's resident memory, in MB, as the kernel counts it. */
function rssMb(server: Server): number {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN; // the process is gone
  }
}

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────

/** One request with a deadline: a server that never answers yields "timeout", not a hang. */
async function request(
  url: string,
  path: string,
  init: RequestInit,
  timeoutMs = ANSWER_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<Answer> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(`${url}${path}`, {
      ...init,
      signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
    });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    const timedOut = deadline.aborted;
    const body = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    return { status: timedOut ? "timeout" : "error", ms: performance.now() - started, body };
  }
}

/**
 * A signed-in request. The Origin is the site's own, as a browser's would be: cookie-signed writes
 * from anywhere else are refused.
 */
function send(server: Server, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { cookie: server.cookie, origin: server.url };
  if (body !== undefined) headers["content-type"] = "application/json";
  return request(server.url, path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function upload(server: Server, image: Buffer, name: string, type = "image/png"): Promise<Answer> {
  const form = new FormData();
  form.append("alt", "A band of solid colour");
  form.append("file", new Blob([new Uint8Array(image)], { type }), name);
  return request(server.url, "/api/admin/media", {
    method: "POST",
    headers: { cookie: server.cookie, origin: server.url },
    body: form,
  });
}

// ─── What is measured beside each input ──────────────────────────────────────────────────────────

/** Asks /healthz every 100 ms until stopped; the slowest answer, or the longest wait for one. */
function probeHealth(server: Server) {
  let slowest = 0;
  let unanswered = false;
  const pending = new Set<Promise<void>>();
  const abort = new AbortController();
  const ask = () => {
    const asked = request(server.url, "/healthz", {}, ANSWER_TIMEOUT_MS * 2, abort.signal).then(
      (answer) => {
        slowest = Math.max(slowest, answer.ms);
        if (answer.status !== 200) unanswered = true;
        pending.delete(asked);
      },
    );
    pending.add(asked);
  };
  ask();
  const timer = setInterval(ask, PROBE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    // Probes asked during the input are answered as soon as it is done; a stalled server's are
    // not, and how long they have waited so far is what is reported.
    await Promise.race([Promise.allSettled(pending), sleep(2000)]);
    abort.abort();
    await Promise.allSettled(pending);
    return { slowestMs: slowest, unanswered };
  };
}

/**
 * prom-client's nodejs_eventloop_lag_max_seconds, in ms: the largest delay its
 * monitorEventLoopDelay histogram recorded since the last scrape, for each scrape resets it. Its
 * samples come every 10 ms, so an idle server reads about 10–15 ms. Null when /metrics does not
 * answer within 5 s (the server is still stuck).
 */
async function eventLoopMaxMs(server: Server): Promise<number | null> {
  const answer = await request(
    server.url,
    "/metrics",
    { headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
    5000,
  );
  const seconds = /^nodejs_eventloop_lag_max_seconds\s+(\S+)$/m.exec(answer.body)?.[1];
  return answer.status === 200 && seconds ? Number(seconds) * 1000 : null;
}

/**
 * Waits until the server takes ordinary requests again: after a stall, load shedding answers 503
 * for a few seconds, which would be measured instead of the next input.
 */
async function settled(server: Server): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    if ((await request(server.url, "/api/advice/categories", {}, 5000)).status === 200) return true;
    await sleep(250);
  }
  return false;
}

function statusOf(answers: Answer[]): string {
  if (answers.length === 0) return "—";
  return answers
    .map((answer) => {
      if (answer.status === "timeout") return `no answer in ${ANSWER_TIMEOUT_MS / 1000} s`;
      if (answer.status === "error") return `connection failed (${answer.body})`;
      return String(answer.status);
    })
    .join(", ");
}

/** Sends one input (or several at once) with the probe and the event-loop reading around it. */
async function measure(
  server: Server,
  input: string,
  sendIt: () => Promise<Answer[]>,
): Promise<{ row: Row; answers: Answer[] }> {
  await eventLoopMaxMs(server); // resets the histogram: what follows is this input's alone
  // After a reset the histogram records nothing until its first tick, 10 ms on: work begun
  // sooner would go unseen.
  await sleep(50);
  const stopProbe = probeHealth(server);
  const started = performance.now();
  const answers = await sendIt();
  const answerMs = performance.now() - started;
  const health = await stopProbe();
  // A timer tick after the work records its delay; a scrape before that tick would lose it.
  await sleep(200);
  const stalled = answers.some(
    (answer) => answer.status === "timeout" || answer.status === "error",
  );
  const row: Row = {
    input,
    status: statusOf(answers),
    answerMs,
    slowestHealthzMs: health.slowestMs,
    healthzUnanswered: health.unanswered,
    eventLoopMaxMs: stalled ? null : await eventLoopMaxMs(server),
    restarted: false,
  };
  return { row, answers };
}

// ─── The inputs ──────────────────────────────────────────────────────────────────────────────────

const HOSTILE_CONTENT: [label: string, content: string][] = [
  ['`"<!--".repeat(14750)` (comment openers, 59 KB)', "<!--".repeat(14750)],
  ['`"- ".repeat(29500) + "x"` (nested lists, 59 KB)', `${"- ".repeat(29500)}x`],
  ['`"- ".repeat(4000) + "x"` (nested lists, 8 KB)', `${"- ".repeat(4000)}x`],
  ['`"- ".repeat(8000) + "x"` (nested lists, 16 KB)', `${"- ".repeat(8000)}x`],
  ['`"_a".repeat(29500)` (59 KB)', "_a".repeat(29500)],
  ['`"*a**".repeat(14750)` (59 KB)', "*a**".repeat(14750)],
  ['`">".repeat(59000) + " x"` (nested quotes, 59 KB)', `${">".repeat(59000)} x`],
];

/** 1,024 letters and digits, the same each run: random enough that zxcvbn tries every match. */
function longPassword(): string {
  let seed = 1;
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length: 1024 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return alphabet[Math.floor((seed / 2 ** 31) * alphabet.length)];
  }).join("");
}

/** A PNG of one colour: a few KB that declare width × height pixels to decode. */
function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#b22222" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(0)} KB`;

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────

/** Holds the server in use, and replaces it before the next input when one left it stalled. */
class Bench {
  readonly rows: Row[] = [];
  /** What the table cannot say by itself. */
  readonly notes: string[] = [];
  #server: Server | null = null;
  #stalled = false;

  constructor(readonly root: string) {}

  /** The server for the next input: settled after the last one, or else a new one. */
  async server(): Promise<Server> {
    if (this.#server && (this.#stalled || !(await settled(this.#server)))) await this.stop();
    this.#server ??= await startServer(this.root);
    return this.#server;
  }

  async stop() {
    if (this.#server) await stopServer(this.#server);
    this.#server = null;
    this.#stalled = false;
  }

  /** Measures an input on the server given by `server()`, and keeps its row. */
  async run(server: Server, input: string, sendIt: (server: Server) => Promise<Answer[]>) {
    const { row, answers } = await measure(server, input, () => sendIt(server));
    this.#stalled = row.eventLoopMaxMs === null;
    row.restarted = this.#stalled;
    this.rows.push(row);
    // Progress as it goes: a whole run takes minutes on a server that stalls.
    console.error(tableRow(row).join("  ·  "));
    return answers;
  }
}

async function hostileContent(bench: Bench) {
  let stored = 0;
  for (const [label, content] of HOSTILE_CONTENT) {
    const server = await bench.server();
    const path = `/api/admin/articles/${await createDraft(server)}`;
    const [saved] = await bench.run(server, `PATCH article, content ${label}`, (s) =>
      Promise.all([send(s, "PATCH", path, { content })]),
    );
    // Only a draft the server accepted can be opened again: the API offers no other way in.
    if (saved?.status !== 200) continue;
    stored += 1;
    await bench.run(await bench.server(), "↳ GET /api/admin/articles/:id of that draft", (s) =>
      Promise.all([send(s, "GET", path)]),
    );
    await bench.run(await bench.server(), "↳ its preview page", (s) =>
      Promise.all([send(s, "GET", `${path.replace("/api", "")}/preview`)]),
    );
  }
  if (stored === 0) {
    bench.notes.push(
      "No hostile content was accepted, so opening a stored hostile draft (its GET and its " +
        "preview) was not measured: over HTTP, a draft can only hold what a save accepts.",
    );
  }
}

/** An anonymous story whose text is all comment openers: the search document's worst shape. */
async function commentOpenerStory(bench: Bench) {
  const server = await bench.server();
  const token = await request(server.url, "/api/community/form-token", {}, 10_000);
  const formToken = (JSON.parse(token.body) as { token: string }).token;
  await bench.run(server, '`POST /api/community`, content `"<!--\\n".repeat(4000)` (20 KB)', (s) =>
    Promise.all([
      request(s.url, "/api/community", {
        method: "POST",
        headers: { "content-type": "application/json", origin: s.url },
        body: JSON.stringify({
          title: "Comment openers",
          content: "<!--\n".repeat(4000),
          authorName: "Bench",
          authorEmail: "bench@example.org",
          formToken,
        }),
      }),
    ]),
  );
}

/** Twenty saves at once from one person: hostile ones, and ordinary long ones. */
async function concurrentSaves(bench: Bench) {
  const server = await bench.server();
  const drafts = await Promise.all(Array.from({ length: 20 }, () => createDraft(server)));
  await bench.run(
    server,
    '20 saves at once from one person, `"*a**".repeat(14000)` + a random suffix',
    (s) =>
      Promise.all(
        drafts.map((id) =>
          send(s, "PATCH", `/api/admin/articles/${id}`, {
            content: `${"*a**".repeat(14000)} ${randomBytes(6).toString("hex")}`,
          }),
        ),
      ),
  );
  const prose = "Step-free access helps everyone, not only wheelchair users. ".repeat(950);
  await bench.run(
    await bench.server(),
    `20 saves at once of ordinary prose (${(prose.length / 1000).toFixed(0)} KB each)`,
    (s) =>
      Promise.all(
        drafts.map((id, n) =>
          send(s, "PATCH", `/api/admin/articles/${id}`, { content: `${prose}${n}` }),
        ),
      ),
  );
}

async function passwords(bench: Bench) {
  const change = (s: Server, newPassword: string) =>
    send(s, "POST", "/api/admin/account/password", { currentPassword: PASSWORD, newPassword });
  // The estimator loads on first use: a weak 12-character password pays for that, so the next
  // row shows the cost of the length alone. Both hash the current password too (scrypt, off the
  // event loop).
  await bench.run(
    await bench.server(),
    "password change, 12 characters (loads the estimator)",
    (s) => Promise.all([change(s, "aaaaaaaaaaaa")]),
  );
  await bench.run(await bench.server(), "password change, 1,024 characters", (s) =>
    Promise.all([change(s, longPassword())]),
  );
}

interface RssFigures {
  beforeMb: number;
  peakMb: number;
  afterMb: number;
  afterSeconds: number;
}

/** Four uploads at once of a wide PNG on a fresh server, its RSS read throughout. */
async function imageBurst(bench: Bench): Promise<RssFigures> {
  const wide = await solidPng(50_000, 1000);
  await bench.stop(); // a fresh server, so "before" is the same whatever ran first
  const server = await bench.server();
  const beforeMb = rssMb(server);
  const samples = [beforeMb];
  const sampler = setInterval(() => samples.push(rssMb(server)), RSS_EVERY_MS);
  await bench.run(server, `4 parallel uploads, 50000×1000 PNG (${kb(wide)} each)`, (s) =>
    Promise.all([1, 2, 3, 4].map((n) => upload(s, wide, `wide-${n}.png`))),
  );
  await sleep(RSS_AFTER_MS);
  clearInterval(sampler);
  const afterMb = rssMb(server);
  const peakMb = Math.max(...samples.filter((mb) => !Number.isNaN(mb)));
  return { beforeMb, peakMb, afterMb, afterSeconds: RSS_AFTER_MS / 1000 };
}

/** A 22-megapixel photo as a camera's JPEG (noise, softened): about 10 MB to take in and keep. */
async function bigPhoto(bench: Bench) {
  const [width, height] = [1350, 1025];
  const photo = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .resize(5400, 4100)
    .jpeg({ quality: 88 })
    .toBuffer();
  await bench.run(await bench.server(), `upload, 22-megapixel JPEG (${kb(photo)})`, (s) =>
    Promise.all([upload(s, photo, "photo.jpg", "image/jpeg")]),
  );
}

async function tallImage(bench: Bench) {
  const tall = await solidPng(1000, 50_000);
  await bench.run(await bench.server(), `upload, 1000×50000 PNG (${kb(tall)})`, (s) =>
    Promise.all([upload(s, tall, "tall.png")]),
  );
}

// ─── The report ──────────────────────────────────────────────────────────────────────────────────

function duration(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function tableRow(row: Row): string[] {
  const healthz = `${row.healthzUnanswered ? "≥ " : ""}${duration(row.slowestHealthzMs)}`;
  const loop =
    row.eventLoopMaxMs === null
      ? "not readable (server stalled); restarted"
      : row.eventLoopMaxMs.toFixed(0);
  return [row.input, row.status, duration(row.answerMs), healthz, loop];
}

function markdown(rows: Row[], rss: RssFigures, about: string, notes: string[]): string {
  const header = [
    "input",
    "status",
    "time to answer",
    "slowest /healthz",
    "max event-loop delay (ms)",
  ];
  const lines = [header, header.map(() => "---"), ...rows.map(tableRow)].map(
    (cells) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`,
  );
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  return [
    about,
    "",
    ...lines,
    "",
    `RSS around the 4 parallel uploads (fresh server, read every ${RSS_EVERY_MS} ms): ` +
      `${mb(rss.beforeMb)} before, ${mb(rss.peakMb)} at the peak (during the burst or the ` +
      `${rss.afterSeconds} s after), ${mb(rss.afterMb)} ${rss.afterSeconds} s after the last answer.`,
    "",
    ...notes.flatMap((note) => [note, ""]),
    "Max event-loop delay is prom-client's `nodejs_eventloop_lag_max_seconds` (the server's own " +
      "`monitorEventLoopDelay`, reset at each scrape, read just before and after each input); its " +
      "samples come every 10 ms, so an idle server reads about 10–15 ms. /healthz is asked every " +
      `${PROBE_EVERY_MS} ms; "≥" marks a probe still unanswered when it was given up.`,
  ].join("\n");
}

/** Which code was measured: the commit, and whether the tree had changes beside it. */
function describeCode(root: string): string {
  try {
    const commit = execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"]).toString();
    const changes = execFileSync("git", ["-C", root, "status", "--porcelain"]).toString();
    return `${commit.trim()}${changes.trim() ? " with uncommitted changes" : ""}`;
  } catch {
    return "not a git checkout";
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: "string" },
      out: { type: "string" },
      "database-url": { type: "string" },
    },
  });
  const root = resolve(values.root ?? ".");
  databaseUrl = values["database-url"];
  const bench = new Bench(root);
  let rss: RssFigures;
  let startedMb = Number.NaN;
  try {
    const first = await bench.server();
    startedMb = rssMb(first);
    await bench.run(first, "nothing sent (1 s idle)", () => sleep(1000).then(() => []));
    await hostileContent(bench);
    await commentOpenerStory(bench);
    await concurrentSaves(bench);
    await passwords(bench);
    await bigPhoto(bench);
    // The tall image first: the burst then starts on a fresh server of its own.
    await tallImage(bench);
    rss = await imageBurst(bench);
  } finally {
    await bench.stop();
  }
  const about =
    `Hostile input bench: ${root} (${describeCode(root)}), ` +
    `${databaseUrl ? "PostgreSQL" : "embedded database"}, Node ` +
    `${process.version}, ${cpus().length} cores, ${new Date().toISOString()}. ` +
    `RSS after start (seeded, two pages rendered): ${startedMb.toFixed(0)} MB.`;
  const report = markdown(bench.rows, rss, about, bench.notes);
  console.log(`\n${report}`);
  if (values.out) {
    const figures = { about, rows: bench.rows, rss, notes: bench.notes };
    writeFileSync(values.out, `${JSON.stringify(figures, null, 2)}\n`);
  }
}

await main();

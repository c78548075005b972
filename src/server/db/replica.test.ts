// Reads from a real streaming replica (.ci/run makes one with pg_basebackup beside the test
// PostgreSQL; TEST_DATABASE_REPLICA_URL names it): an anonymous visitor's reads come from it, the
// team's and anyone's who has just written from the primary; a replica that lags or stops is
// passed over; a page is never kept with old data under new versions; a purge waits for the
// replica. The replica's replay is paused and resumed to make it lag (the test role may: .ci/run).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { setOwnerPassword } from "../auth/accounts.ts";
import { TEST_COST } from "../auth/password.ts";
import { loadConfig } from "../config.ts";
import { makeQuickSolution, makeStory } from "../test/factories.ts";
import { withDatabase } from "../test/global-setup.ts";
import { tcpProxy } from "../test/tcp-proxy.ts";
import { ADMIN_PASSWORD } from "../test/test-app.ts";
import { createTestDatabase, recycleTestDatabase } from "../test/test-database.ts";
import { testPageSource } from "../test/test-pages.ts";
import type { Database } from "./connection.ts";
import { isUnreachable, parseLsn, readingFrom } from "./replica.ts";

const replicaUrl = process.env.TEST_DATABASE_REPLICA_URL;
const primaryUrl = process.env.TEST_DATABASE_URL;
if (!(replicaUrl && primaryUrl) && process.env.REQUIRE_REPLICA) {
  throw new Error("REQUIRE_REPLICA is set but TEST_DATABASE_(REPLICA_)URL is not");
}

const MAX_LAG_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("waited in vain");
    await sleep(50);
  }
}

describe("positions in the write-ahead log", () => {
  it("order as PostgreSQL orders them", () => {
    expect(parseLsn("0/16B3748") < parseLsn("0/16B3750")).toBe(true);
    expect(parseLsn("0/FFFFFFFF") < parseLsn("1/0")).toBe(true);
  });

  it("a refused connection or a replay conflict sends a read to the primary; a bad query does not", () => {
    expect(isUnreachable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isUnreachable(new Error("did not answer within 1000 ms"))).toBe(true);
    expect(isUnreachable(Object.assign(new Error("conflict"), { code: "40001" }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
  });
});

describe.skipIf(!(replicaUrl && primaryUrl))("reading from a streaming replica", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  /** Pauses and resumes the replica's replay (for every database on it). */
  let control: pg.Client;

  beforeAll(async () => {
    const replica = new URL(replicaUrl as string);
    proxy = await tcpProxy({ host: replica.hostname, port: Number(replica.port || 5432) });
    const throughProxy = new URL(replica);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    database = await createTestDatabase({
      url: throughProxy.toString(),
      maxLagMs: MAX_LAG_SECONDS * 1000,
    });
    control = new pg.Client({
      connectionString: withDatabase(replicaUrl as string, "real_access_test"),
    });
    await control.connect();
    await setOwnerPassword(database.db, ADMIN_PASSWORD, TEST_COST);
    const config = loadConfig({
      NODE_ENV: "test",
      MAX_EVENT_LOOP_DELAY_MS: "0",
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      DATABASE_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    });
    // With the page cache, as deployed: a page is kept under the data versions it was read at.
    const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
    app = await buildApp({ config, database, pages });
    await app.ready();
    await replicaInUse();
  });
  afterAll(async () => {
    await control?.query("select pg_wal_replay_resume()").catch(() => {});
    await control?.end();
    await app?.close();
    if (database) await recycleTestDatabase(database);
    await proxy?.close();
  });

  const replicaInUse = () =>
    until(() => readingFrom("replica", () => database.readsFrom()) === "replica");
  const pause = () => control.query("select pg_wal_replay_pause()");
  const resume = async () => {
    await control.query("select pg_wal_replay_resume()");
    await replicaInUse();
  };
  const get = (url: string, cookie = "", headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: cookie ? { cookie, ...headers } : headers });
  const titles = async (cookie = "", headers: Record<string, string> = {}) =>
    ((await get("/api/quick-solutions", cookie, headers)).json() as { issue: string }[]).map(
      (solution) => solution.issue,
    );
  /** Until the replica has what was written so far. */
  const replayed = () => database.replica?.caughtUp();
  const signIn = async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
    });
    expect(answer.statusCode).toBe(204);
    const cookie = answer.cookies[0];
    return `${cookie?.name}=${cookie?.value}`;
  };

  it("an anonymous visitor reads from the replica; the team from the primary", async () => {
    const cookie = await signIn();
    await pause();
    try {
      await makeQuickSolution(database.db, { issue: "Doorbell at wheelchair height" });
      expect(await titles()).not.toContain("Doorbell at wheelchair height");
      expect(await titles(cookie)).toContain("Doorbell at wheelchair height");
      const token = { authorization: `Bearer ${ADMIN_PASSWORD}` };
      expect(await titles("", token)).toContain("Doorbell at wheelchair height");
    } finally {
      await resume();
    }
    expect(await titles()).toContain("Doorbell at wheelchair height");
  });

  it("a visitor who has just liked a story reads from the primary for a few seconds", async () => {
    const story = await makeStory(database.db, { isApproved: true });
    await replayed();
    await pause();
    try {
      const like = await app.inject({ method: "POST", url: `/api/community/${story.id}/like` });
      expect(like.statusCode).toBe(200);
      const wrote = like.cookies.find((cookie) => cookie.name === "ra_wrote");
      expect(wrote).toMatchObject({ value: "1", httpOnly: true, maxAge: MAX_LAG_SECONDS + 2 });
      const likes = async (cookie = "") =>
        (await get(`/api/community/${story.id}`, cookie)).json().likeCount;
      expect(await likes(`ra_wrote=${wrote?.value}`)).toBe(1);
      expect(await likes()).toBe(0);
    } finally {
      await resume();
    }
  });

  it("a page read from a lagging replica is not kept once the replica has the change", async () => {
    const story = await makeStory(database.db, {
      title: "Step-free at last",
      isApproved: true,
    });
    await replayed();
    const page = await get(`/advice-and-solutions/stories/${story.id}`);
    const path = String(page.headers.location ?? `/advice-and-solutions/stories/${story.id}`);
    const shownLikes = async () => {
      const html = (await get(path)).body;
      return /<span>(\d+)<\/span><span class="sr-only">likes?<\/span>/.exec(html)?.[1];
    };
    expect(await shownLikes()).toBe("0");
    await pause();
    try {
      const like = await app.inject({ method: "POST", url: `/api/community/${story.id}/like` });
      expect(like.statusCode).toBe(200);
      expect(await shownLikes()).toBe("0"); // the replica has not replayed the like yet
    } finally {
      await resume();
    }
    await until(async () => (await shownLikes()) === "1", 5000);
  });

  it("a replica further behind than the limit is passed over until it catches up", async () => {
    await pause();
    try {
      await makeQuickSolution(database.db, { issue: "Hearing loop sign at the till" });
      await until(() => (database.replica?.lagMs() ?? 0) > MAX_LAG_SECONDS * 1000);
      await sleep(600); // the watcher's next look
      expect(readingFrom("replica", () => database.readsFrom())).toBe("primary");
      expect(await titles()).toContain("Hearing loop sign at the till");
    } finally {
      await resume();
    }
    expect(readingFrom("replica", () => database.readsFrom())).toBe("replica");
  });

  it("a replica that stops answering is passed over at once, and used again once back", async () => {
    await makeQuickSolution(database.db, { issue: "Large-print menus on request" });
    await until(async () => (await titles()).includes("Large-print menus on request"));
    await proxy.cut();
    try {
      const answer = await get("/api/quick-solutions");
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain("Large-print menus on request");
      expect(readingFrom("replica", () => database.readsFrom())).toBe("primary");
      expect((await get("/news")).statusCode).toBe(200);
    } finally {
      await proxy.mend();
    }
    await replicaInUse();
  });

  it("a purge waits until the replica has what changed", async () => {
    await pause();
    let caughtUp = false;
    try {
      await makeQuickSolution(database.db, { issue: "A bell at the back door" });
      const waiting = database.replica?.caughtUp(10_000).then(() => {
        caughtUp = true;
      });
      await sleep(700);
      expect(caughtUp).toBe(false);
      await control.query("select pg_wal_replay_resume()");
      await waiting;
      expect(caughtUp).toBe(true);
    } finally {
      await resume();
    }
  });
});

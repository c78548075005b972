// Process entry: config → database → (with BACKUP_DIR, a backup if migrations are due) → migrate →
// seed-if-empty → background jobs (retention purges, news-source fetches, e-mail notifications,
// daily backups) → listen → graceful shutdown.

import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Area } from "../shared/content-kinds.ts";
import { buildApp } from "./app.ts";
import { ensureOwnerPassword } from "./auth/accounts.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { observeJobs } from "./jobs/observe-jobs.ts";
import { DATA_VERSION_RECHECK_MS, dataVersion } from "./lib/data-version.ts";
import { recordJobMetrics } from "./metrics/job-metrics.ts";
import { startGuideReminders } from "./modules/access-guides/reminders.ts";
import { checkBackupDir } from "./modules/backups/backup-dir.ts";
import { recordBackups } from "./modules/backups/backup-metrics.ts";
import { backUpBeforeMigrating } from "./modules/backups/before-migration.ts";
import { startDailyBackups } from "./modules/backups/schedule.ts";
import { type CachePurger, startCachePurger } from "./modules/cache-purge/purger.ts";
import { purgeTargets } from "./modules/cache-purge/targets.ts";
import { startNewsSourceRefresh } from "./modules/news-sources/schedule.ts";
import { notificationSettings } from "./modules/notifications/settings.ts";
import { startNotifications } from "./modules/notifications/worker.ts";
import { startScheduledPublishing } from "./modules/publishing/schedule.ts";
import { startRetention } from "./modules/retention/retention.ts";
import { recordPurges } from "./modules/retention/retention-metrics.ts";
import { createDevPageSource } from "./render/dev-page-source.ts";
import { buildPageSource, builtClientDir } from "./render/page-source.ts";
import { APP_VERSION } from "./version.ts";

/** Rendered pages kept in memory: every public page many times over (each is 20–60 KB). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

async function main() {
  const config = loadConfig();
  // Before the database is opened: a setting the server cannot use stops it at once.
  if (config.BACKUP_DIR) {
    await checkBackupDir(config.BACKUP_DIR, config.DATABASE_URL ? "postgres" : "pglite");
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    replicaMaxLagMs: config.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    dataDir: config.DATA_DIR,
  });
  let closeDev: (() => Promise<void>) | undefined;
  try {
    await database.withStartupLock(async () => {
      if (config.BACKUP_DIR) {
        const backup = await backUpBeforeMigrating(database, config.BACKUP_DIR);
        if (backup) {
          console.info(
            `Backed up the database to ${backup.file} before migrating it (${backup.pending.join(", ")})`,
          );
        }
      }
      await database.migrate();
      if (config.SEED) await seedDatabase(database.db);
      const { generated } = await ensureOwnerPassword(database.db, config.ADMIN_PASSWORD);
      if (generated) announceGeneratedPassword(generated);
    });
    const dev = config.NODE_ENV === "development" ? await createDevPageSource() : undefined;
    closeDev = dev?.close;
    // The shared cache's purger hears every change this instance makes; it starts once the
    // app (its log and metrics) exists.
    let purger: CachePurger | undefined;
    const pagesChanged = (areas: readonly Area[]) => purger?.changed(areas);
    const app = await buildApp({
      config,
      database,
      pages: dev ? { source: dev.source, devMiddleware: dev.middleware } : builtPages(),
      logger: loggerOptions(config),
      pagesChanged,
    });
    const observer = observeJobs(database.db, recordJobMetrics(app.metrics));
    purger = startCachePurger({
      targets: purgeTargets(config),
      observer,
      log: app.log,
      // A cache asking again must not be answered from a replica that has not seen the change.
      beforeSending: () => database.replica?.caughtUp() ?? Promise.resolve(),
    });
    const stopRetention = startRetention({
      database,
      log: app.log,
      purges: recordPurges(app.metrics),
      observer,
    });
    const stopNewsSources = startNewsSourceRefresh({
      database,
      observer,
      // The app's own copy sees this counter within a second, as it sees another instance's.
      version: dataVersion(database.db, DATA_VERSION_RECHECK_MS, pagesChanged),
      log: app.log,
      intervalMinutes: config.NEWS_SOURCES_REFRESH_MINUTES,
      fetchOptions: { allowPrivate: config.NEWS_SOURCES_ALLOW_PRIVATE },
    });
    const stopScheduledPublishing = startScheduledPublishing({
      database,
      observer,
      version: dataVersion(database.db, DATA_VERSION_RECHECK_MS, pagesChanged),
      log: app.log,
    });
    const stopGuideReminders = startGuideReminders({ database, observer, log: app.log });
    const stopNotifications = startNotifications({
      database,
      observer,
      settings: notificationSettings(config),
      log: app.log,
    });
    const stopBackups = config.BACKUP_DIR
      ? startDailyBackups({
          database,
          dir: config.BACKUP_DIR,
          keep: config.BACKUP_KEEP,
          offsiteCommand: config.BACKUP_COMMAND,
          log: app.log,
          observer,
          backups: recordBackups(app.metrics),
        }).stop
      : async () => {};
    installShutdown(async () => {
      app.readiness.markStopping(); // /readyz answers 503, so a load balancer stops sending
      await app.close(); // stops accepting, finishes in-flight requests
      await stopNewsSources(); // aborts a fetch in flight
      await stopNotifications(); // finishes the e-mail in hand
      await stopScheduledPublishing();
      await stopGuideReminders();
      await purger?.stop();
      await stopBackups(); // lets a backup being written finish
      await stopRetention();
      await closeDev?.();
      await database.close();
    }, app.log);
    // Migrations are applied and the jobs have started: ready for visitors.
    app.readiness.markReady();
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(
      `Real Access ${APP_VERSION} is serving http://${config.HOST}:${config.PORT} (${database.kind} database)`,
    );
  } catch (error) {
    await closeDev?.();
    await database.close();
    throw error;
  }
}

/**
 * JSON lines with ISO times (what log collectors read, and people can too); under `npm run dev`,
 * coloured lines through pino-pretty when it is installed (a development dependency).
 */
function loggerOptions(config: Config) {
  const common = {
    level: config.LOG_LEVEL,
    redact: ["req.headers.authorization", "req.headers.cookie"],
  };
  if (config.NODE_ENV === "development" && canResolve("pino-pretty")) {
    return {
      ...common,
      transport: {
        target: "pino-pretty",
        options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
      },
    };
  }
  return { ...common, timestamp: () => `,"time":"${new Date().toISOString()}"` };
}

function canResolve(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The production pages, or none (the API alone, with a warning) when nothing has been built. */
function builtPages() {
  if (existsSync(join(builtClientDir(), "index.html"))) {
    return { source: buildPageSource(), cacheBytes: PAGE_CACHE_BYTES };
  }
  console.warn("No client build in dist/: serving the API only. Run `npm run build` for the site.");
  return undefined;
}

/** Printed once, on the start that created it; only its hash is stored. */
function announceGeneratedPassword(password: string) {
  console.log(
    [
      "",
      "  No owner password was set, so one has been generated. It is shown only this once:",
      "",
      `    ${password}`,
      "",
      "  Sign in at /admin as `owner` with it. To choose your own, set ADMIN_PASSWORD or run",
      "  `npm run admin:password`. Then invite your team from the People tab.",
      "",
    ].join("\n"),
  );
}

function installShutdown(
  shutdown: () => Promise<void>,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
) {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal} received: finishing in-flight requests, then closing the database`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      shutdown().then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

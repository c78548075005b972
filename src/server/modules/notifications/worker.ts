// The worker that sends the outbox. It runs on start, every POLL_INTERVAL_MS, and at
// once when this process queues an e-mail; each run (in digest mode, first gathering the digest if
// one is due) claims rows one at a time and sends them until none is due.
//
// Delivery is at least once, and exactly once unless a worker dies mid-send. A claim is one atomic
// update (outbox.ts), so two workers never send the same row. The claim is committed before the
// send, not held in an open transaction, so a slow mail server holds no lock and no connection
// (on PGlite an open transaction would stall every visitor's request). The cost: a worker that
// dies after the server accepted an e-mail but before recording it leaves the row 'sending'; when
// its lease runs out another worker sends it again, with the same Message-ID, so mail programs can
// tell the copy for what it is. We chose that over at most once (a lost e-mail, which nobody would
// notice) because a duplicate is merely annoying, and because the window is one SQL update wide.
import type { Database } from "../../db/connection.ts";
import { type JobObserver, startJob } from "../../jobs/run-job.ts";
import { composeEmail } from "./compose.ts";
import { gatherDigest, ITEM_KINDS } from "./digest.ts";
import { createMailer, type Mailer, SendError } from "./mailer.ts";
import { claimNotification, markAttemptFailed, markSent } from "./outbox.ts";
import {
  DIRECT_KINDS,
  type NotificationKind,
  payloadAfterSending,
  readNotification,
  UNREADABLE_MESSAGE,
} from "./payloads.ts";
import type { NotificationSettings } from "./settings.ts";
import { onNotificationQueued } from "./signal.ts";

/** How often each instance looks for due rows: retries, other instances' rows, the digest. */
export const POLL_INTERVAL_MS = 30_000;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

export interface NotificationWorkerOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  settings: NotificationSettings;
  mailer: Mailer;
  log: Log;
  now?: () => Date;
}

export function createNotificationWorker({
  database,
  settings,
  mailer,
  log,
  now = () => new Date(),
}: NotificationWorkerOptions) {
  const { db } = database;
  // In digest mode only digests (and e-mails to people outside the team) go out; the items wait
  // to be gathered into one.
  const kinds: readonly NotificationKind[] =
    settings.mode === "digest"
      ? ["digest", ...DIRECT_KINDS]
      : [...ITEM_KINDS, "digest", ...DIRECT_KINDS];
  let stopped = false;

  /** Claims and sends one row; false when none was due. */
  async function sendOne(): Promise<boolean> {
    const claim = await claimNotification(db, now(), kinds);
    if (!claim) return false;
    const { row } = claim;
    const about = { id: row.id, kind: row.kind, attempt: row.attempts };
    const notification = readNotification(row.kind, row.payload);
    if (!notification) {
      await markAttemptFailed(db, claim, { message: UNREADABLE_MESSAGE, permanent: true }, now());
      log.warn({ notification: about }, "e-mail notification unreadable; marked failed");
      return true;
    }
    try {
      await mailer.send(composeEmail(row, notification, settings.siteUrl));
    } catch (error) {
      const failure =
        error instanceof SendError ? error : new SendError(String(error).slice(0, 500), false);
      const outcome = await markAttemptFailed(db, claim, failure, now());
      const details = { notification: { ...about, outcome }, reason: failure.message };
      // A retry is routine (the Activity tab shows it); giving up needs the owner's attention.
      if (outcome === "failed") log.warn(details, "e-mail notification failed; not retrying");
      else log.info(details, "e-mail notification failed; will retry");
      return true;
    }
    if (await markSent(db, claim, now(), payloadAfterSending(notification))) {
      if (mailer.delivery === "smtp") log.info({ notification: about }, "e-mail notification sent");
    } else {
      log.warn({ notification: about }, "e-mail notification sent, but its claim had expired");
    }
    return true;
  }

  /** One pass: the digest if one is due, then every due row. */
  async function runOnce(): Promise<void> {
    if (settings.mode === "digest") {
      const gathered = await database.tryWithLock("notification-digest", () =>
        gatherDigest(db, now(), settings.digestHour),
      );
      if (gathered.ran && gathered.value > 0) {
        log.info({ items: gathered.value }, "e-mail digest gathered");
      }
    }
    while (!stopped && (await sendOne())) {
      // on to the next due row
    }
  }

  return {
    runOnce,
    /** Finishes the send in hand, then claims nothing more. */
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * Starts the worker as a job: a run now, every POLL_INTERVAL_MS, and whenever this process queues
 * an e-mail. Runs never overlap; a nudge during a run starts another after it. The returned stop
 * waits for the send in hand, so the database can close after it.
 */
export function startNotifications(
  options: Omit<NotificationWorkerOptions, "mailer"> & {
    mailer?: Mailer;
    intervalMs?: number;
    observer?: JobObserver;
  },
): () => Promise<void> {
  const { log, intervalMs = POLL_INTERVAL_MS, observer } = options;
  const mailer = options.mailer ?? createMailer(options.settings, log);
  const worker = createNotificationWorker({ ...options, mailer });
  const job = startJob({
    name: "e-mail",
    everyMs: intervalMs,
    database: options.database,
    log,
    ...(observer ? { observer } : {}),
    run: () => worker.runOnce(),
  });
  // Deferred, so the request that queued the e-mail is answered first.
  const unsubscribe = onNotificationQueued(options.database.db, () => setImmediate(job.trigger));
  log.info(
    { delivery: mailer.delivery, mode: options.settings.mode },
    mailer.delivery === "smtp"
      ? "e-mail notifications on"
      : "e-mail notifications are logged, not sent: SMTP_URL is not set",
  );
  return async () => {
    unsubscribe();
    worker.stop();
    await job.stop();
    mailer.close();
  };
}

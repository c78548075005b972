// Where composed e-mails go: an SMTP server through nodemailer when SMTP_URL is set, else the log.
import nodemailer from "nodemailer";
import type { OutgoingEmail } from "./compose.ts";
import type { NotificationSettings } from "./settings.ts";

export interface Mailer {
  readonly delivery: "smtp" | "log";
  /** Resolves once the server has accepted the e-mail; throws a SendError if it did not. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** A failed send; `permanent` when the server refused the e-mail itself (a 5xx reply). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The longest one send may take before it is abandoned (and retried later). Shorter than the
 * claim's lease in outbox.ts, so no other worker can take a row while its send still runs. */
export const SEND_DEADLINE_MS = 60_000;

const ERROR_MAX = 500;

function sendErrorOf(error: unknown): SendError {
  const failure = error as { message?: unknown; permanent?: unknown };
  const message = typeof failure.message === "string" ? failure.message : String(error);
  return new SendError(message.slice(0, ERROR_MAX), failure.permanent === true);
}

export function smtpMailer(settings: NotificationSettings & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // A mail server that stops answering is given up on quickly; the row is tried again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    delivery: "smtp",
    async send(email) {
      try {
        await transport.sendMail({
          // Always the site's own address: a visitor's address goes in Reply-To only.
          from: settings.from,
          to: email.to ?? settings.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          signal: AbortSignal.timeout(SEND_DEADLINE_MS),
        });
      } catch (error) {
        throw sendErrorOf(error);
      }
    },
    close: () => transport.close(),
  };
}

interface Log {
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** Without SMTP_URL: each e-mail is logged (its text at debug level only) and counts as sent. */
export function logMailer(settings: NotificationSettings, log: Log): Mailer {
  return {
    delivery: "log",
    async send(email) {
      const notification = {
        to: email.to ?? settings.to,
        subject: email.subject,
        messageId: email.messageId,
      };
      log.info({ notification }, "e-mail notification logged, not sent: SMTP_URL is not set");
      log.debug({ notification, text: email.text }, "e-mail notification text");
    },
    close: () => {},
  };
}

export function createMailer(settings: NotificationSettings, log: Log): Mailer {
  const { smtpUrl } = settings;
  return smtpUrl ? smtpMailer({ ...settings, smtpUrl }) : logMailer(settings, log);
}

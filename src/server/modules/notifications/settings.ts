// What the notification worker needs from the environment, with the defaults worked out
// once: mail goes to NOTIFY_EMAIL, else the site's CONTACT_EMAIL, from NOTIFY_FROM, else the site's
// name at CONTACT_EMAIL. Without SMTP_URL, e-mails are written to the log instead of sent.
import type { Config } from "../../config.ts";

export interface Mailbox {
  name: string;
  address: string;
}

export interface NotificationSettings {
  /** Holds the SMTP password, if any: never logged, never sent to the browser. */
  smtpUrl: string | null;
  to: string[];
  from: Mailbox;
  mode: "immediate" | "digest";
  /** The hour (UK time, 0–23) at which the daily digest goes, in digest mode. */
  digestHour: number;
  /** The site's public origin, for the links in the e-mails. */
  siteUrl: string;
}

export const DEFAULT_FROM_NAME = "Real Access website";

/** `Name <address>` or a bare address, as config.ts has already checked NOTIFY_FROM to be. */
export function parseMailbox(value: string, fallbackName = DEFAULT_FROM_NAME): Mailbox {
  const named = value.match(/^(.*?)\s*<([^<>]+)>$/);
  if (named?.[1] && named[2]) return { name: named[1].trim(), address: named[2] };
  return { name: fallbackName, address: named?.[2] ?? value };
}

export function notificationSettings(config: Config): NotificationSettings {
  return {
    smtpUrl: config.SMTP_URL ?? null,
    to: config.NOTIFY_EMAIL ?? [config.CONTACT_EMAIL],
    from: parseMailbox(config.NOTIFY_FROM ?? config.CONTACT_EMAIL),
    mode: config.NOTIFY_MODE,
    digestHour: config.NOTIFY_DIGEST_HOUR,
    siteUrl: config.SITE_URL,
  };
}

// The environment (README › Configuration), parsed and validated once at boot.
import { isIP } from "node:net";
import { z } from "zod";
import { CONFIRM_IDENTITY_AFTER_MS } from "../shared/contracts/people.ts";
import { FORM_TOKEN_MIN_AGE_MS } from "../shared/contracts/stories.ts";
import { SITE_DEFAULTS, type SiteConfig } from "../shared/site.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** proxy-addr's own names for address ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (false), a hop count (`1`: the one
 * proxy in front of us), a list of proxy addresses or CIDR ranges, or every hop (true, safe only
 * when the proxy overwrites the header; the server warns at start).
 */
const trustProxy = z.string().transform((raw, context): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === "true" || value === "yes") return true;
  if (value === "false" || value === "no") return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: "custom",
    message: "must be true, false, a hop count such as 1, or a comma-separated list of addresses",
  });
  return z.NEVER;
});

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

// E-mail notifications; notifications/settings.ts turns these into the worker's settings.
const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: "must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com",
});
const emailList = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()))
  .pipe(
    z
      .array(z.email({ error: "must be an e-mail address, or several separated by commas" }))
      .max(10, "must be at most 10 addresses"),
  );
/** `Name <address>` or a bare address; the name may not hold the characters that delimit it. */
const mailbox = z
  .string()
  .regex(
    /^(?:[^<>"\r\n]{1,100}<[^<>\s]+>|[^<>\s]+)$/,
    "must be an e-mail address or Name <address>",
  )
  .refine(
    (value) => z.email().safeParse(value.match(/<([^>]+)>$/)?.[1] ?? value).success,
    "must be an e-mail address or Name <address>",
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int()
      .min(0)
      .max(65535, "must be a port number")
      .default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** A streaming replica of DATABASE_URL: visitors' reads go there while it keeps up. */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** How far the replica may fall behind before reads go back to DATABASE_URL. */
    DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1")
      .max(300, "must be at most 300")
      .default(5),
    /**
     * A database statement running longer is stopped and its request answered 503 with
     * Retry-After; migrations and restores have no limit.
     */
    DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .min(0.1, "must be at least 0.1")
      .max(600, "must be at most 600")
      .default(5),
    DATA_DIR: z.string().min(1).default("./data"),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SEED: booleanFlag.default(true),
    SITE_URL: httpUrl.default(SITE_DEFAULTS.SITE_URL),
    CONTACT_EMAIL: z
      .email({ error: "must be an e-mail address" })
      .default(SITE_DEFAULTS.CONTACT_EMAIL),
    BOOK_URL: httpUrl.default(SITE_DEFAULTS.BOOK_URL),
    NEWS_FEED_URL: httpUrl.optional(),
    TRUST_PROXY: trustProxy.default(false),
    /** Lets news sources reach loopback and private addresses: for tests, never in production. */
    NEWS_SOURCES_ALLOW_PRIVATE: booleanFlag.default(false),
    /** How often every news source is fetched; 0 turns the schedule (and the fetch at start) off. */
    NEWS_SOURCES_REFRESH_MINUTES: z.coerce
      .number({ error: "must be a number of minutes" })
      .int("must be a whole number of minutes")
      .min(0, "must be 0 (off) or more minutes")
      .max(7 * 24 * 60, "must be at most 10080 (a week)")
      .default(60),
    /** Turns on GET /metrics (Prometheus), which answers only `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, "must be at least 16 characters, with no spaces")
      .optional(),
    /** Load shedding: past this mean event-loop delay, requests get 503 until it eases; 0 is off. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be 0 (off) or more milliseconds")
      .max(60_000, "must be at most 60000")
      .default(1000),
    SMTP_URL: smtpUrl.optional(),
    NOTIFY_EMAIL: emailList.optional(),
    /** `each` is the name the first design of the environment gave `immediate`. */
    NOTIFY_MODE: z
      .enum(["immediate", "each", "digest"], { error: "must be immediate or digest" })
      .transform((mode) => (mode === "each" ? "immediate" : mode))
      .default("immediate"),
    NOTIFY_FROM: mailbox.optional(),
    NOTIFY_DIGEST_HOUR: z.coerce
      .number({ error: "must be an hour from 0 to 23" })
      .int("must be an hour from 0 to 23")
      .min(0, "must be an hour from 0 to 23")
      .max(23, "must be an hour from 0 to 23")
      .default(8),
    /** Where the server writes a dump each day; unset: no scheduled backups. */
    BACKUP_DIR: z.string().trim().min(1, "must be a directory").optional(),
    /** Run through /bin/sh after each daily backup, the file's path in BACKUP_FILE. */
    BACKUP_COMMAND: z.string().trim().min(1, "must be a command").optional(),
    /** How many daily dumps BACKUP_DIR keeps, newest first. */
    BACKUP_KEEP: z.coerce
      .number({ error: "must be a number of backups" })
      .int("must be a whole number of backups")
      .min(1, "must be at least 1")
      .max(3650, "must be at most 3650")
      .default(7),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** The community form's anti-spam floor; lowered only by the browser tests, which fake the
     * browser's clock but cannot fake the server's. */
    FORM_TOKEN_MIN_AGE_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(0, "must be a number of milliseconds")
      .max(60_000, "must be at most 60000")
      .default(FORM_TOKEN_MIN_AGE_MS),
    /** How long after signing in (or confirming it is them) a person may add a passkey or make a
     * token without giving their password again; lowered only by the browser tests, which cannot
     * wait ten minutes for a session to age. */
    CONFIRM_IDENTITY_AFTER_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(1000, "must be at least 1000")
      .max(60 * 60 * 1000, "must be at most 3600000")
      .default(CONFIRM_IDENTITY_AFTER_MS),
    /** A shared cache's purge endpoint (Varnish with xkey): PURGE with `xkey-purge: <tags>`. */
    CACHE_PURGE_URL: httpUrl.optional(),
    /** Cloudflare's purge by tag: the zone's id and an API token that may purge its cache. */
    CLOUDFLARE_ZONE_ID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, "must be the zone's 32-character id")
      .optional(),
    CLOUDFLARE_API_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{20,}$/, "must be an API token, with no spaces")
      .optional(),
  })
  .refine((env) => !env.CLOUDFLARE_ZONE_ID === !env.CLOUDFLARE_API_TOKEN, {
    path: ["CLOUDFLARE_ZONE_ID"],
    message: "and CLOUDFLARE_API_TOKEN go together: set both, or neither",
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.DATABASE_URL, {
    path: ["DATABASE_REPLICA_URL"],
    message: "is a copy of DATABASE_URL's database, so it needs DATABASE_URL set too",
  })
  .refine((env) => !env.BACKUP_COMMAND || env.BACKUP_DIR, {
    path: ["BACKUP_COMMAND"],
    message: "copies the daily backups, so it needs BACKUP_DIR set too",
  });

/** The parsed environment, with the facts several modules derive from it worked out once. */
const configSchema = envSchema.transform((env) => ({
  ...env,
  /** Cookies are Secure and __Host- prefixed, HSTS is sent, insecure requests upgrade. */
  isHttps: env.SITE_URL.startsWith("https:"),
}));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset. Throws naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

/** The facts the browser may see. Nothing else from the config reaches the page. */
export function publicConfig(config: Config): SiteConfig {
  return {
    siteUrl: config.SITE_URL,
    contactEmail: config.CONTACT_EMAIL,
    bookUrl: config.BOOK_URL,
    newsFeedUrl: config.NEWS_FEED_URL ?? null,
  };
}

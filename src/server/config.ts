// The environment of ARCHITECTURE §5, parsed and validated once at boot.
import { z } from "zod";
import { SITE_DEFAULTS, type SiteConfig } from "../shared/site.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const envSchema = z.object({
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
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset. Throws naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
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

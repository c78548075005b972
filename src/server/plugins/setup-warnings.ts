// Settings left at their defaults work on a developer's machine and quietly mislead in production:
// feeds, e-mail links and Atom ids would point at http://localhost:3000, and e-mails would come
// from an example address. In production the server says so once, at start. An address where
// passkeys cannot work is said at start in development too, where it is as easily set.
import type { FastifyInstance } from "fastify";
import { SITE_DEFAULTS } from "../../shared/site.ts";
import { passkeysUnavailable } from "../auth/passkey-address.ts";
import type { Config } from "../config.ts";

export const SETUP_WARNINGS = {
  defaultSiteUrl: `SITE_URL is not set, so feeds, e-mail links, the sitemap and passkeys use ${SITE_DEFAULTS.SITE_URL}. Set SITE_URL to the address people use, such as https://access.example.org.`,
  defaultSender: `CONTACT_EMAIL is not set and neither is NOTIFY_FROM, so e-mails and the contact page use ${SITE_DEFAULTS.CONTACT_EMAIL}. Set CONTACT_EMAIL (and NOTIFY_FROM, for e-mails) to your own address.`,
  noPasskeys: (why: string) =>
    `${why} Until then, "Your account" offers no passkeys and everyone signs in with a password.`,
} as const;

export function registerSetupWarnings(app: FastifyInstance, config: Config) {
  if (config.NODE_ENV === "test") return;
  const warnings: string[] = [];
  const noPasskeys = passkeysUnavailable(config.SITE_URL);
  if (noPasskeys) warnings.push(SETUP_WARNINGS.noPasskeys(noPasskeys));
  if (config.NODE_ENV === "production") {
    if (config.SITE_URL === SITE_DEFAULTS.SITE_URL) warnings.push(SETUP_WARNINGS.defaultSiteUrl);
    if (config.CONTACT_EMAIL === SITE_DEFAULTS.CONTACT_EMAIL && !config.NOTIFY_FROM) {
      warnings.push(SETUP_WARNINGS.defaultSender);
    }
  }
  if (warnings.length === 0) return;
  app.addHook("onReady", async () => {
    for (const warning of warnings) app.log.warn(warning);
  });
}

// Helmet with a strict CSP: scripts only from this origin, or inline scripts whose SHA-256 the
// server has allowed (render/inline-scripts.ts says why hashes, not nonces). Styles allow
// 'unsafe-inline' because React Aria's overlays position themselves with style attributes.
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";
import type { AllowedInlineScripts } from "../render/inline-scripts.ts";

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scripts: AllowedInlineScripts,
) {
  const frameSources = ["'self'"];
  if (config.NEWS_FEED_URL) frameSources.push(new URL(config.NEWS_FEED_URL).origin);
  const isDev = config.NODE_ENV === "development";

  // Built once: @fastify/helmet builds Helmet's middleware again for every request.
  const setHeaders = helmet({
    // Vite's dev server injects inline scripts and a websocket; CSP is for built pages.
    contentSecurityPolicy: isDev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // Read per response: the pages' template is read after this plugin registers.
            scriptSrc: ["'self'", () => scripts.sources.join(" ")],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Pictures come only from this site's media library and files; `data:` is for the
            // display settings' large cursors, SVGs written into the stylesheet.
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: frameSources,
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    // Same-origin frames (our own news feed embed) must stay allowed.
    frameguard: { action: "sameorigin" },
    hsts: config.isHttps,
    crossOriginEmbedderPolicy: false,
    // Helmet's no-referrer makes a browser without Fetch Metadata send `Origin: null` on the
    // site's own form posts, which the cross-site check must refuse; other sites get only the
    // origin, never a page's path (which can hold a results or guide token).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  app.addHook("onRequest", (request, reply, done) => {
    // Helmet does not set Permissions-Policy: deny every powerful feature the site never uses,
    // so nothing injected into a page (or framed by it) can ask for them.
    reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * Passkeys, and the browser's location ("Use my current location" on a guide's manage page, "Use
 * my location" in the directory): this origin may ask for them; no framed page may.
 */
const SELF_ONLY_FEATURES = [
  "geolocation",
  "publickey-credentials-create",
  "publickey-credentials-get",
];

export const PERMISSIONS_POLICY = [
  ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
].join(", ");

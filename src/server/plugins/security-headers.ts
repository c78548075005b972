// Helmet with a strict CSP: scripts only from this origin or carrying the per-request nonce.
// Styles allow 'unsafe-inline' because React Aria's overlays position themselves with style
// attributes (ARCHITECTURE §2); helmet's own nonce option would add a style nonce and void that.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

type WithNonce = ServerResponse & { cspNonce?: string };

export function cspNonceOf(raw: ServerResponse): string {
  return (raw as WithNonce).cspNonce ?? "";
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  app.addHook("onRequest", async (_request, reply) => {
    (reply.raw as WithNonce).cspNonce = randomBytes(16).toString("base64");
  });

  const frameSources = ["'self'"];
  if (config.NEWS_FEED_URL) frameSources.push(new URL(config.NEWS_FEED_URL).origin);
  const isDev = config.NODE_ENV === "development";

  await app.register(helmet, {
    // Vite's dev server injects inline scripts and a websocket; CSP is for built pages.
    contentSecurityPolicy: isDev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
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
  });

  // Helmet does not set Permissions-Policy: deny every powerful feature the site never uses, so
  // nothing injected into a page (or framed by it) can ask for them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}

const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(", ");

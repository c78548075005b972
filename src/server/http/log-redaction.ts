// Secrets that travel in addresses, kept out of the logs. A self-assessment's results
// token is the only key to read or delete them, an access guide's manage token the only key to
// its guide, and an invitation token lets its holder choose the invited person's password; all are
// in the path, so Fastify's request log would keep them in
// clear. This is the one place that knows which parts of an address are secret: the request
// serializer below writes `[redacted]` in their place, and so does every message logged as text.
import type { FastifyRequest, FastifyServerOptions } from "fastify";

export const REDACTED = "[redacted]";

/**
 * Paths whose next segment is a secret: the results pages and their API, and the invitation page
 * and its API (src/web/routes.ts, src/shared/api-routes.ts). Whatever follows it is kept
 * (`/guide.txt`, `/delete`); `notSecret` names the routes beside them that take no token.
 */
export const SECRET_PATHS: readonly { prefix: string; notSecret?: readonly string[] }[] = [
  { prefix: "/api/assessments/", notSecret: ["questions"] },
  { prefix: "/self-assessment/results/" },
  { prefix: "/api/admin/invites/" },
  { prefix: "/admin/invite/" },
  // An access guide's manage token, the business's only key to its guide (and, inside the
  // address, the API's: /api/access-guides/manage/...).
  { prefix: "/access-guides/manage/" },
];

/** Query parameters whose value is a secret: `/self-assessment?from=<results token>`. */
export const SECRET_QUERY_PARAMETERS = ["from"] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where a secret ends: the path segment does, or whitespace or a quote when a message quotes it. */
const END = `/?#\\s"'<>`;

// Repeated slashes and any capitals still reach the same page (or a 404 that logs the address), so
// they match too.
const secretAfter = ({ prefix, notSecret = [] }: (typeof SECRET_PATHS)[number]) => {
  const path = prefix
    .split("/")
    .filter(Boolean)
    .map(escapeRegExp)
    .reduce((pattern, segment) => `${pattern}${segment}/+`, "/+");
  const except = notSecret.length
    ? `(?!(?:${notSecret.map(escapeRegExp).join("|")})(?:[${END}]|$))`
    : "";
  return `${path}${except}`;
};
const SECRET_IN_PATH = new RegExp(`(${SECRET_PATHS.map(secretAfter).join("|")})[^${END}]+`, "gi");
const SECRET_IN_QUERY = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMETERS.map(escapeRegExp).join("|")})=)[^&#\\s"'<>]+`,
  "gi",
);

/** `text` (an address, or a message quoting one) with every secret in an address replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_PATH, `$1${REDACTED}`).replace(SECRET_IN_QUERY, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    version: request.headers?.["accept-version"]?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions["logger"];

/**
 * The app's logger options with the redaction added: the `req` serializer, and a hook that redacts
 * messages logged as text (Fastify's own warnings quote the address). Whoever builds the app gets
 * it, whatever else their options say.
 */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const hook = options.hooks?.logMethod;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    hooks: {
      ...options.hooks,
      logMethod(args, method, level) {
        const redacted = args.map((arg: unknown) =>
          typeof arg === "string" ? redactSecrets(arg) : arg,
        ) as typeof args;
        if (hook) return hook.call(this, redacted, method, level);
        return method.apply(this, redacted);
      },
    },
  };
}

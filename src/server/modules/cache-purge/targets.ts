// Where purges go: a Varnish with the xkey module (`PURGE` to CACHE_PURGE_URL with the tags in an
// `xkey-purge` header), and Cloudflare's purge by tag. Each answers whether it worked; a failure
// is retried by the purger.
import type { Config } from "../../config.ts";

export interface PurgeTarget {
  name: string;
  purge(tags: readonly string[], signal: AbortSignal): Promise<void>;
}

const TIMEOUT_MS = 5000;

async function expectOk(answer: Response, target: string) {
  if (answer.ok) return;
  const text = (await answer.text().catch(() => "")).slice(0, 200);
  throw new Error(`${target} answered ${answer.status}${text ? `: ${text}` : ""}`);
}

export function xkeyTarget(url: string): PurgeTarget {
  return {
    name: "Varnish",
    async purge(tags, signal) {
      const answer = await fetch(url, {
        method: "PURGE",
        headers: { "xkey-purge": tags.join(" ") },
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await expectOk(answer, "The cache");
    },
  };
}

/** Cloudflare takes at most 30 tags a call; a change names far fewer (one per area). */
export function cloudflareTarget(
  zoneId: string,
  token: string,
  apiBase = "https://api.cloudflare.com",
): PurgeTarget {
  return {
    name: "Cloudflare",
    async purge(tags, signal) {
      const answer = await fetch(`${apiBase}/client/v4/zones/${zoneId}/purge_cache`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await expectOk(answer, "Cloudflare");
    },
  };
}

/** The targets the settings name; none when no shared cache is set up to be purged. */
export function purgeTargets(config: Config): PurgeTarget[] {
  const targets: PurgeTarget[] = [];
  if (config.CACHE_PURGE_URL) targets.push(xkeyTarget(config.CACHE_PURGE_URL));
  if (config.CLOUDFLARE_ZONE_ID && config.CLOUDFLARE_API_TOKEN) {
    targets.push(cloudflareTarget(config.CLOUDFLARE_ZONE_ID, config.CLOUDFLARE_API_TOKEN));
  }
  return targets;
}

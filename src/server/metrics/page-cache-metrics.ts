// The rendered-page cache (render/page-cache.ts): how often a page is sent without rendering it.
import { Counter, Gauge, type Registry } from "prom-client";
import type { PageCache } from "../render/page-cache.ts";
import { PREFIX } from "./metrics.ts";

export function recordPageCache(cache: PageCache, registry: Registry) {
  new Counter({
    name: `${PREFIX}page_cache_lookups_total`,
    help: "Page requests looked up in the rendered-page cache: hit (sent as cached) or miss (rendered)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      // The cache keeps the totals; the counter shows them as they are at the scrape.
      this.reset();
      this.inc({ result: "hit" }, cache.lookups.hits);
      this.inc({ result: "miss" }, cache.lookups.misses);
    },
  });
  new Gauge({
    name: `${PREFIX}page_cache_pages`,
    help: "Rendered pages held in the cache",
    registers: [registry],
    collect() {
      this.set(cache.size.pages);
    },
  });
  new Gauge({
    name: `${PREFIX}page_cache_bytes`,
    help: "Bytes of rendered pages held in the cache",
    registers: [registry],
    collect() {
      this.set(cache.size.bytes);
    },
  });
}

// A route's options from its endpoint's declaration (shared/endpoints/): method, path, contracts,
// and the config the guard (access) and the page cache (changes) read. A module adds only its
// handler: `app.route({ ...endpointRoute("GET /api/news"), handler })`.
import type { Area } from "../../shared/content-kinds.ts";
import { ENDPOINTS, type EndpointKey, type Endpoints } from "../../shared/endpoints/index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The areas of the public pages a successful write changes (lib/record-writes.ts). */
    changes?: readonly Area[];
  }
}

type MethodOf<Key> = Key extends `${infer Method} ${string}` ? Method : never;

export function endpointRoute<Key extends EndpointKey>(key: Key) {
  const declared: Endpoints[Key] = ENDPOINTS[key];
  const space = key.indexOf(" ");
  return {
    method: key.slice(0, space) as MethodOf<Key>,
    url: key.slice(space + 1),
    schema: declared.schema as Endpoints[Key]["schema"],
    ...("bodyLimit" in declared ? { bodyLimit: declared.bodyLimit } : {}),
    config: {
      access: declared.access,
      ...("changes" in declared ? { changes: declared.changes } : {}),
    },
  };
}

// Who may call a route, from its `config.access` (an API endpoint's comes from its declaration in
// shared/endpoints/). The guard (admin-auth.ts) denies by default: every route that is not a GET
// needs the owner's `manage-site` permission unless it declares otherwise, so a write route that
// forgets to say anything is protected, not open.
import type { FastifyRequest } from "fastify";
import type { Access } from "../../shared/access.ts";
import * as shared from "../../shared/access.ts";
import type { Permission } from "../../shared/roles.ts";
import type { AdminIdentity } from "./identity.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const PUBLIC = { access: shared.PUBLIC } as const;

// Every API endpoint's access is its declaration's; the routes that are not API endpoints (pages,
// forms posted without JavaScript, files) say theirs with these.
export const requires = (permission: Permission) => ({ access: shared.requires(permission) });
export const enrichedFor = (permission: Permission) => ({
  access: shared.enrichedFor(permission),
});

const READ_METHODS = new Set(["GET", "HEAD"]);

/** What the guard applies to a route: what it declared, else reads public and writes the owner's. */
export function accessOf(method: string, declared: Access | undefined): Access {
  if (declared) return declared;
  return READ_METHODS.has(method)
    ? { kind: "public" }
    : { kind: "signed-in", permission: "manage-site" };
}

/** The person behind a signed-in route; the guard has already refused everyone else. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error("admin guard did not run for this route");
  return request.admin;
}

// Who may call a route, declared in its `config`. The guard (admin-auth.ts) denies by default:
// every route that is not a GET is admin-only unless it declares itself public, so a write route
// that forgets to say anything is protected, not open (STYLE: deny by default).
import type { FastifyRequest } from "fastify";
import type { AdminIdentity } from "./admin-auth.ts";

export type Access =
  /** Only the admin, by session cookie or Bearer password. */
  | "admin"
  /** Anyone; a write from another site is still refused. */
  | "public"
  /** Anyone; `request.admin` says whether the admin called (for a different serializer). */
  | "admin-optional";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const ADMIN_ONLY = { access: "admin" } as const;
export const PUBLIC = { access: "public" } as const;
export const ADMIN_OPTIONAL = { access: "admin-optional" } as const;

const READ_METHODS = new Set(["GET", "HEAD"]);

/** What the guard applies to a route: what it declared, else reads public and writes admin-only. */
export function accessOf(method: string, declared: Access | undefined): Access {
  return declared ?? (READ_METHODS.has(method) ? "public" : "admin");
}

/** The admin behind an admin-only route; the guard has already refused everyone else. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error("admin guard did not run for this route");
  return request.admin;
}

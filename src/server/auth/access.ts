// Who may call a route, declared in its `config`. The guard (admin-auth.ts) denies by default:
// every route that is not a GET needs the owner's `manage-site` permission unless it declares
// otherwise, so a write route that forgets to say anything is protected, not open. Which roles hold a permission is the one table in shared/roles.ts.
import type { FastifyRequest } from "fastify";
import type { Permission } from "../../shared/roles.ts";
import type { AdminIdentity } from "./identity.ts";

export type Access =
  /** Anyone; a write from another site is still refused. */
  | { kind: "public" }
  /** A signed-in person whose role holds the permission; `upload`: the body may be a file. */
  | { kind: "signed-in"; permission: Permission; upload?: true }
  /** Anyone; `request.admin` is set when a person whose role holds the permission called. */
  | { kind: "optional"; permission: Permission };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const PUBLIC = { access: { kind: "public" } } as const satisfies { access: Access };

/** The route is for people whose role holds `permission`. */
export const requires = (permission: Permission) =>
  ({ access: { kind: "signed-in", permission } }) as const satisfies { access: Access };

/**
 * Like `requires`, for a route whose body is a file sent as multipart/form-data. Cookie-signed
 * writes otherwise must be JSON, which a form on another site cannot send; an upload is still
 * refused when the browser says it comes from another site.
 */
export const requiresUpload = (permission: Permission) =>
  ({ access: { kind: "signed-in", permission, upload: true } }) as const satisfies {
    access: Access;
  };

/** Anyone may call it; a person whose role holds `permission` gets more. */
export const enrichedFor = (permission: Permission) =>
  ({ access: { kind: "optional", permission } }) as const satisfies { access: Access };

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

// Who may call a route, declared in its `config`. The guard (admin-auth.ts) denies by default:
// every route that is not a GET needs the owner's `manage-site` permission unless it declares
// otherwise, so a write route that forgets to say anything is protected, not open. Which roles hold a permission is the one table in shared/roles.ts.
import type { FastifyRequest } from "fastify";
import type { Permission } from "../../shared/roles.ts";
import type { AdminIdentity } from "./identity.ts";

export type Access =
  /** Anyone; a write from another site is still refused. */
  | { kind: "public" }
  /**
   * A signed-in person whose role holds the permission; `upload`: the body may be a file;
   * `credentials`: the route changes how someone signs in (see `CredentialRule`).
   */
  | { kind: "signed-in"; permission: Permission; upload?: true; credentials?: CredentialRule }
  /** Anyone; `request.admin` is set when a person whose role holds the permission called. */
  | { kind: "optional"; permission: Permission };

/**
 * Credentials are a person's own business, not a script's: "session" routes refuse API tokens and
 * the Bearer password, so a leaked token cannot add a passkey or mint more tokens that outlive it.
 * "recent-sign-in" routes also want the session's sign-in (or a confirmation of it) to be recent.
 */
export type CredentialRule = "session" | "recent-sign-in";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const PUBLIC = { access: { kind: "public" } } as const satisfies { access: Access };

/** The route is for people whose role holds `permission`. */
export const requires = (permission: Permission) =>
  ({ access: { kind: "signed-in", permission } }) as const satisfies { access: Access };

/** Like `requires`, for a route that manages credentials: a person's own session only. */
export const requiresSession = (permission: Permission) =>
  ({ access: { kind: "signed-in", permission, credentials: "session" } }) as const satisfies {
    access: Access;
  };

/**
 * Like `requiresSession`, for a route that makes a credential (a passkey, a token): the session's
 * sign-in must be recent, or the person confirms it is them first ("sudo mode").
 */
export const requiresRecentSignIn = (permission: Permission) =>
  ({
    access: { kind: "signed-in", permission, credentials: "recent-sign-in" },
  }) as const satisfies { access: Access };

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

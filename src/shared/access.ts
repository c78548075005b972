// Who may call an endpoint, as its declaration says (shared/endpoints/). The server's guard
// (server/auth/admin-auth.ts) denies by default: a write that declares nothing needs the owner's
// `manage-site`. Which roles hold a permission is the one table in ./roles.ts.
import type { Permission } from "./roles.ts";

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

export const PUBLIC = { kind: "public" } as const satisfies Access;

/** For people whose role holds `permission`. */
export const requires = (permission: Permission) =>
  ({ kind: "signed-in", permission }) as const satisfies Access;

/** Like `requires`, for managing credentials: a person's own session only. */
export const requiresSession = (permission: Permission) =>
  ({ kind: "signed-in", permission, credentials: "session" }) as const satisfies Access;

/**
 * Like `requiresSession`, for making a credential (a passkey, a token): the session's sign-in must
 * be recent, or the person confirms it is them first ("sudo mode").
 */
export const requiresRecentSignIn = (permission: Permission) =>
  ({ kind: "signed-in", permission, credentials: "recent-sign-in" }) as const satisfies Access;

/**
 * Like `requires`, for a body that is a file sent as multipart/form-data. Cookie-signed writes
 * otherwise must be JSON, which a form on another site cannot send; an upload is still refused
 * when the browser says it comes from another site.
 */
export const requiresUpload = (permission: Permission) =>
  ({ kind: "signed-in", permission, upload: true }) as const satisfies Access;

/** Anyone may call it; a person whose role holds `permission` gets more. */
export const enrichedFor = (permission: Permission) =>
  ({ kind: "optional", permission }) as const satisfies Access;

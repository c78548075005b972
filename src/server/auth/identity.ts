// Who a signed-in request comes from: a person's account, reached through a session
// cookie, a personal API token, or the owner's password sent as a Bearer value (the legacy path).
import type { Role } from "../../shared/roles.ts";
import { users } from "../db/schema.ts";

export interface AdminIdentity {
  userId: number;
  username: string;
  displayName: string;
  role: Role;
  via: "session" | "token" | "password-header";
  /** The session's id hash, for signing this session out. */
  sessionHash?: string;
  /** When the session's person signed in (or last confirmed it was them), for "sudo mode". */
  signedInAt?: Date;
  /** The token's name, when a script acts with a personal API token. */
  tokenName?: string;
  /** The audit log's words for who did it (lib/audit.ts). */
  actor: string;
  /** How, when not in a session: `token:<name>` or `password-header`. */
  auditVia: string | null;
}

/** How the audit log names a person: `user:<username>`, which the Activity tab filters by. */
export const userActor = (username: string) => `user:${username}`;

export interface AccountRow {
  id: number;
  username: string;
  displayName: string;
  role: Role;
}

/** The account's columns a credential's lookup joins in, to make an identity (and see if disabled). */
export const accountColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  disabled: users.disabled,
};

export function identityOf(
  user: AccountRow,
  via: AdminIdentity["via"],
  extra: { sessionHash?: string; signedInAt?: Date; tokenName?: string } = {},
): AdminIdentity {
  const auditVia =
    via === "token" ? `token:${extra.tokenName ?? ""}` : via === "password-header" ? via : null;
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    via,
    ...extra,
    actor: userActor(user.username),
    auditVia,
  };
}

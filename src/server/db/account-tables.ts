// The editorial team: accounts, invitations, passkeys, API tokens, sessions and
// sign-in throttling. Part of the Drizzle schema: schema.ts re-exports every table here.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../shared/roles.ts";
import { createdAt } from "./columns.ts";

// The editorial team's accounts. `passwordHash` is scrypt (auth/password.ts), null
// until an invited person chooses one. A disabled account can neither sign in nor use its tokens.
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash"),
  displayName: text("display_name").notNull(),
  role: text("role", { enum: ROLES }).notNull(),
  createdAt: createdAt(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  disabled: boolean("disabled").notNull().default(false),
});

const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// A one-time link that lets an invited person choose their password; only its SHA-256 is kept.
export const userInvites = pgTable("user_invites", {
  tokenHash: text("token_hash").primaryKey(),
  userId: userId(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// WebAuthn credentials. `id` is the credential id (base64url) the authenticator gives.
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_id").on(table.userId)],
);

// Challenges handed to a browser for a passkey ceremony, each usable once, for five minutes.
// Kept in the database so that any instance can finish what another began.
export const webauthnChallenges = pgTable("webauthn_challenges", {
  challenge: text("challenge").primaryKey(),
  /** Whose passkey is being added; null for signing in, where the passkey says who it is. */
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// Personal API tokens for scripts: only the SHA-256 of the secret is kept.
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: userId(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_tokens_user_id").on(table.userId)],
);

// Admin sessions: only a SHA-256 of the random session id is stored, so a leaked
// database row cannot be replayed as a cookie; every instance sees the same sessions.
export const adminSessions = pgTable("admin_sessions", {
  idHash: text("id_hash").primaryKey(),
  userId: userId(),
  createdAt: createdAt(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-in attempts per client address, shared by all instances.
export const loginThrottle = pgTable("login_throttle", {
  address: text("address").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  blockCount: integer("block_count").notNull().default(0),
});

// Signing in and the session (docs/product.md#signing-in).
import { z } from "zod";
import { ROLES } from "../roles.ts";

/**
 * `{ username, password }`; `{ password }` alone signs in the `owner` account, as the site's
 * single password did before named accounts (older scripts and the original client).
 */
export const loginBody = z.object({
  // Not the invitation's format rules: a sign-in answers only "right" or "wrong".
  // Plain characters only (a NUL cannot reach the database). Not common.ts's plainText: importing
  // it here split a shared chunk that the public pages then loaded (the Lighthouse request budget).
  username: z
    .string({ error: "Username is required" })
    .refine((value) => !/\p{Cc}/u.test(value), "Remove the unusual control characters")
    .trim()
    .toLowerCase()
    .min(1, "Username is required")
    .max(64)
    .optional(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

/** Who is signed in, as the admin panel shows it. */
export const signedInUser = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
});
export type SignedInUser = z.infer<typeof signedInUser>;

export const sessionStatus = z.union([
  z.object({
    authenticated: z.literal(true),
    user: signedInUser,
    /**
     * Why passkeys cannot be added at this site's address (an IP address, or http:// beyond
     * localhost), for "Your account" to say instead of offering the button; null when they can.
     */
    passkeysUnavailable: z.string().nullable(),
  }),
  z.object({
    authenticated: z.literal(false),
    /** The same reason, so the sign-in page does not offer a passkey that cannot work; absent when it can. */
    passkeysUnavailable: z.string().optional(),
  }),
]);
export type SessionStatus = z.infer<typeof sessionStatus>;

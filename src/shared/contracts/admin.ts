import { z } from "zod";

export const loginBody = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionStatus = z.object({ authenticated: z.boolean() });
export type SessionStatus = z.infer<typeof sessionStatus>;

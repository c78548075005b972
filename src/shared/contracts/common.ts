import { z } from "zod";

/** On the wire an ISO 8601 string; on the server a Date (the response serializer encodes it). */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/** A numeric id in a URL path: `/api/…/:id`. */
export const idParams = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int("id must be a whole number").positive(),
});

/** ARCHITECTURE §6: every error answer has this shape. */
export const errorResponse = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

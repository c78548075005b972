import { z } from "zod";
import { ADVICE_SEARCH_MAX } from "../api-paths.ts";

/** On the wire an ISO 8601 string; on the server a Date (the response serializer encodes it). */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/** Every error answer has this shape (docs/product.md#how-the-api-behaves). */
export const errorResponse = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});

/** The hidden anti-spam field of the public forms: people never see it, so anything in it came from a bot. */
export const HONEYPOT_FIELD = "website";

export const EMAIL_FORMAT_MESSAGE =
  "Enter an e-mail address in the correct format, like name@example.com";

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/** A stored row's id in a request body (bulk actions). */
export const rowId = z
  .number({ error: "id must be a number" })
  .int("id must be a whole number")
  .positive("id must be positive")
  .max(MAX_ID, "No such id");

/** A numeric id in a URL path: `/api/…/:id`, with the same checks as a row id in a body. */
export const idParams = z.object({
  id: z.coerce.number({ error: "id must be a number" }).pipe(rowId),
});

// Control characters other than tab and line breaks (PostgreSQL cannot store NUL, and no one
// types the others), and halves of a surrogate pair with no partner (not text at all).
const UNTYPABLE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

const CONTROL_CHARACTER_MESSAGE = "Remove the unusual control characters from this field";

export const isPlainText = (value: string) => !UNTYPABLE.test(value);

/**
 * Every text field a person fills in starts here: a string of plain characters. Chain `.trim()`,
 * `.min()` and `.max()` as the field needs.
 */
export const plainText = (error?: string) =>
  z.string(error ? { error } : undefined).refine(isPlainText, CONTROL_CHARACTER_MESSAGE);

/** A `search` query parameter, the same for every list that can be searched. */
export const searchTerm = z
  .string({ error: "search must be a single text value" })
  .trim()
  .max(ADVICE_SEARCH_MAX, `search must be at most ${ADVICE_SEARCH_MAX} characters`)
  .refine(isPlainText, "search must not contain control characters");

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** An ISO 8601 timestamp sent by a client, within years the database and the site can show. */
export const timestampInput = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine((iso) => {
    const time = Date.parse(iso);
    return time >= EARLIEST && time < LATEST;
  }, `${error} between 1900 and 2099`);

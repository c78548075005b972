import { z } from "zod";
import { ADVICE_SEARCH_MAX } from "../advice-links.ts";

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

/** A 204 answer's body: none. */
export const noContent = z.null();

/** The hidden anti-spam field of the public forms (../honeypot.ts). */
export { HONEYPOT_FIELD } from "../honeypot.ts";

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

// Line and paragraph breaks: LF, VT, FF, CR, NEL, and the line and paragraph separators.
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;

export const SINGLE_LINE_MESSAGE = "Write this on one line, without line breaks";

export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/**
 * A one-line field (a name, an e-mail address, a title, a web address), trimmed: a line break in it
 * would start a line of its own wherever it is printed, as in an e-mail's "Label: value" lines.
 * Refused rather than removed, with a message saying so: a browser's one-line input
 * drops CR and LF itself, so people hardly meet it (a pasted U+2028 gets the message beside the
 * field), and quietly changing what a script sent would hide it. A break at either end is trimmed
 * away like any other space. Chain `.min()` and `.max()` as the field needs.
 */
export const singleLine = (error?: string) =>
  plainText(error).trim().refine(isSingleLine, SINGLE_LINE_MESSAGE);

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

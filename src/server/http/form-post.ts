// Plain form posts (the contact and story forms sent without JavaScript): the body as
// @fastify/formbody parses it, read into the strings a contract checks, and a failed check as the
// page shows it, by field.
import { z } from "zod";

/** Any urlencoded body: each field a string, or several when a name is repeated. */
export const formBody = z.record(z.string().max(100), z.union([z.string(), z.array(z.string())]));
export type FormBody = z.infer<typeof formBody>;

/**
 * The named fields that were sent, as strings: the first value of a repeated name, and a
 * browser's CRLF line breaks as LF, as the form sends them with JavaScript (so a story's length
 * is counted the same either way). A field not sent stays out, as it would from the API.
 */
export function readFields<Name extends string>(
  body: FormBody,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) fields[name] = first.replace(/\r\n?/g, "\n");
  }
  return fields;
}

/** The first problem with each field, by the field's name, from a contract's failed check. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A body limit for a form whose fields hold at most `characters` between them. Encoded, one
 * character can take nine bytes (’ is %E2%80%99), so the site's 64 KB limit for JSON would turn
 * away a long story written with curly quotes, and with it everything typed.
 */
export const formBodyLimit = (characters: number) => characters * 9 + 4096;

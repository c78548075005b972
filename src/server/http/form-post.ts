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

/** A problem's field: the first step of its path, where the form's fields are the body's. */
const firstStep = (path: readonly PropertyKey[]) => (typeof path[0] === "string" ? path[0] : "");

/**
 * The first problem with each field, by the field's name (as `fieldName` makes it from the
 * contract's path), from a contract's failed check.
 */
export function fieldErrors(
  error: z.ZodError,
  fieldName: (path: readonly PropertyKey[]) => string = firstStep,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldName(issue.path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

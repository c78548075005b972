// Known-good request bodies for every write route, for the hostile-input battery: each field is
// spoiled in turn while the others stay valid. An endpoint's is its declaration's `example`, and
// its page form's the form's own (shared/endpoints/).
import type { FormPost } from "../../shared/endpoint.ts";
import { ENDPOINTS } from "../../shared/endpoints/index.ts";

/** Answers the self-assessment accepts: its declaration's example. */
export const assessmentBody = () => structuredClone(ENDPOINTS["POST /api/assessments"].example);

const declared = Object.entries(
  ENDPOINTS as Record<
    string,
    { schema: object; example?: Record<string, unknown>; form?: FormPost }
  >,
);

/** A JSON body each API write accepts; every write must appear here or in BODYLESS. */
export const validBodies = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    declared.flatMap(([key, { example }]) => (example === undefined ? [] : [[key, example]])),
  );

/** The fields each page's form sends in a post that succeeds, by its route: its declaration's. */
export const validForms = (): Record<string, Record<string, string>> =>
  Object.fromEntries(
    declared.flatMap(([, { form }]) =>
      form?.example ? [[`POST ${form.page}`, form.example]] : [],
    ),
  );

/** Write routes that take no body: API writes without one, and forms that are a button. */
export const BODYLESS = new Set([
  ...declared.flatMap(([key, { schema }]) => ("body" in schema ? [] : [key])),
  ...declared.flatMap(([, { form }]) => (form && !form.example ? [`POST ${form.page}`] : [])),
]);

// A form post's route, from the declaration of the endpoint it mirrors (shared/endpoint.ts,
// FormPost): the page address it posts to, the endpoint's access and changes (so the guard and the
// page cache treat it as they treat the endpoint), and a form body. `formRoute` adds the common
// handler: the fields become the endpoint's body, checked by the endpoint's own contract, then the
// endpoint's work runs; what is taken redirects (303, so a reload sends nothing twice), what is not
// comes back on the page with everything typed kept and each problem in its error summary.
// Journeys of their own (the self-assessment's steps, the manage page's several forms) take the
// options and write their handler. How to add one: docs/guides/add-a-form.md.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "../../shared/contracts/common.ts";
import type { FormPost } from "../../shared/endpoint.ts";
import { ENDPOINTS, type EndpointKey, type Endpoints } from "../../shared/endpoints/index.ts";
import type { PostedForm } from "../../shared/posted-forms.ts";
import { type FormBody, fieldErrors, formBody, readFields } from "../http/form-post.ts";
import { HttpError } from "../http/http-error.ts";
import type { RenderPage } from "./pages.ts";

/** The endpoints with a form twin. */
export type FormKey = {
  [Key in EndpointKey]: Endpoints[Key] extends { form: FormPost } ? Key : never;
}[EndpointKey];

type BodyOf<Key extends FormKey> = Endpoints[Key]["schema"] extends { body: z.ZodType }
  ? z.infer<Endpoints[Key]["schema"]["body"]>
  : undefined;

const formOf = (key: FormKey): FormPost => ENDPOINTS[key].form;

/** Every form post the site takes, by the endpoint each mirrors. */
export const FORM_KEYS = (Object.keys(ENDPOINTS) as EndpointKey[]).filter(
  (key): key is FormKey => "form" in ENDPOINTS[key],
);

/** A form route's options: a module adds its handler, or takes `formRoute`'s. */
export function formRouteOptions(key: FormKey) {
  const declared = ENDPOINTS[key];
  const form = formOf(key);
  // A photo's upload has no urlencoded body; a button's form may send none.
  const sendsFields = (form.fields ?? form.example) !== undefined;
  const body = sendsFields && !form.multipart ? formBody : formBody.nullish();
  return {
    method: "POST" as const,
    url: form.page,
    schema: { ...(form.params ? { params: form.params } : {}), body },
    ...(form.bodyLimit ? { bodyLimit: form.bodyLimit } : {}),
    config: { access: declared.access, changes: declared.changes },
  };
}

/** The named fields a post sent, as text; none from a post without a body. */
export function sentFields(request: FastifyRequest, names: readonly string[]) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(readFields((request.body ?? {}) as FormBody, names))) {
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

export interface FormWork<Key extends FormKey, Result> {
  /** The endpoint's body made from the fields; without it, the fields are the body. */
  toBody?: (fields: Record<string, string>) => unknown;
  /**
   * Problems found in reading a field into the body (a pasted map link it cannot read), by field
   * name: told beside the contract's, and nothing runs while there are any.
   */
  problems?: (fields: Record<string, string>) => Record<string, string>;
  /** The endpoint's own work, on the body its contract passed. */
  run: (request: FastifyRequest, body: BodyOf<Key>) => Promise<Result>;
  /** Where a post that was taken goes. */
  redirect: (result: Result, request: FastifyRequest) => string;
  /** The fields as the page shows them again (a story keeps a time that will pass). */
  keep?: (fields: Record<string, string>) => Record<string, string>;
  /** A problem's field, as the form names it, from the contract's path. */
  fieldName?: (path: readonly PropertyKey[]) => string;
}

/** A form route with the common handler: check, run, then redirect or render the page again. */
export function formRoute<Key extends FormKey, Result>(
  key: Key,
  renderPage: RenderPage,
  work: FormWork<Key, Result>,
) {
  const form = formOf(key);
  const contract = (ENDPOINTS[key].schema as { body?: z.ZodType }).body;
  const postedKey = form.posted;
  if (!contract || !postedKey) throw new Error(`${key}: a form needs a body and a posted key`);
  return {
    ...formRouteOptions(key),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = sentFields(request, form.fields ?? []);
      const checked = contract.safeParse(work.toBody ? work.toBody(fields) : fields);
      const problems = work.problems?.(fields) ?? {};
      // The honeypot is read, never sent back: a bot's words do not belong in a page.
      const { [HONEYPOT_FIELD]: _honeypot, ...values } = fields;
      let posted: PostedForm = { values, errors: {}, refusal: null };
      let status = 400;
      if (!checked.success || Object.keys(problems).length > 0) {
        const errors = checked.success ? {} : fieldErrors(checked.error, work.fieldName);
        posted = { ...posted, errors: { ...errors, ...problems } };
      } else {
        try {
          const result = await work.run(request, checked.data as BodyOf<Key>);
          return reply.redirect(work.redirect(result, request), 303);
        } catch (error) {
          // A refusal is told on the page, in the API's words; a missing thing is "not found".
          if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
            throw error;
          posted = { ...posted, refusal: error.message };
          status = error.statusCode;
        }
      }
      if (work.keep) posted = { ...posted, values: work.keep(posted.values) };
      return renderPage(request, reply, {
        ...(form.renderAt ? { url: form.renderAt } : {}),
        initialData: [{ queryKey: postedKey, data: posted }],
        status,
        title: (title) => `Error: ${title}`,
      });
    },
  };
}

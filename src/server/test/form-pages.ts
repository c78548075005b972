// Plain form posts as a browser sends them without JavaScript, and reading the page the server
// answers with: a field's value, the error summary, the page's title.
import type { FastifyInstance } from "fastify";

/** Posts `fields` urlencoded, as a browser sends a form. */
export const postForm = (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  remoteAddress: string,
) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

/** Text as React escapes it in HTML, read back. */
export const decoded = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** What the field with this id holds in the page: an input's value, a textarea's text, a
 * select's chosen option. Undefined when the page has no such field. */
export function fieldValue(html: string, id: string): string | undefined {
  const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (input) return decoded(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "");
  const area = new RegExp(`<textarea[^>]*\\bid="${id}"[^>]*>([^<]*)</textarea>`).exec(html);
  if (area) return decoded(area[1] ?? "");
  const select = new RegExp(`<select[^>]*\\bid="${id}"[^>]*>(.*?)</select>`).exec(html);
  if (select) return /<option value="([^"]*)" selected=""/.exec(select[1] ?? "")?.[1] ?? "";
  return undefined;
}

/** The hidden field's value, by name. */
export const hiddenValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** The error summary's heading and problems, each with the field its link leads to. */
export function errorSummary(html: string) {
  const summary = /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];
  if (!summary) return null;
  const heading = decoded(
    /<h\d[^>]*>(.*?)<\/h\d>/.exec(summary)?.[1]?.replaceAll("<!-- -->", "") ?? "",
  );
  const links = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, id, message]) => ({ id, message: decoded(message ?? "") }),
  );
  return { heading, links };
}

export const pageTitle = (html: string) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");

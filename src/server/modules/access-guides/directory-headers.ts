// The directory's answer says in headers what its body (a plain list) cannot: the next page's
// address (`Link: <…>; rel="next"`, RFC 8288), how many guides the search finds up to 1,000
// (`Result-Count`), and, for a search near a postcode, whether the site could place it.
import type { FastifyReply } from "fastify";
import type { DirectoryPage } from "./public-reads.ts";

export const RESULT_COUNT_HEADER = "result-count";
export const NEAR_POSTCODE_HEADER = "near-postcode";

/** The same search's address with the next page's cursor. */
export function nextPageUrl(url: string, cursor: string) {
  const address = new URL(url, "http://site.invalid");
  address.searchParams.set("cursor", cursor);
  return `${address.pathname}${address.search}`;
}

export function directoryHeaders(reply: FastifyReply, url: string, page: DirectoryPage) {
  if (page.next) reply.header("link", `<${nextPageUrl(url, page.next)}>; rel="next"`);
  reply.header(RESULT_COUNT_HEADER, String(page.count));
  if (page.postcode) reply.header(NEAR_POSTCODE_HEADER, page.postcode);
}

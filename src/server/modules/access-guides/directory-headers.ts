// The directory's answer says in headers what its body (a plain list) cannot: the next page's
// address (`Link: <…>; rel="next"`, RFC 8288), how many guides the search finds up to 1,000
// (`Result-Count`), and, for a search near a postcode, whether the site could place it.
import type { FastifyReply } from "fastify";
import {
  type PostcodeSourceYear,
  postcodeSourcesHeader,
} from "../../../shared/access-guides/postcode-attribution.ts";
import type { DirectoryPage } from "./public-reads.ts";

export const RESULT_COUNT_HEADER = "result-count";
export const NEAR_POSTCODE_HEADER = "near-postcode";
export const POSTCODE_SOURCES_HEADER = "postcode-sources";

/** The same search's address with the next page's cursor. */
export function nextPageUrl(url: string, cursor: string) {
  const address = new URL(url, "http://site.invalid");
  address.searchParams.set("cursor", cursor);
  return `${address.pathname}${address.search}`;
}

/**
 * `sources`: where the postcode centres came from, for the credit their licences ask for, when a
 * postcode placed the search.
 */
export function directoryHeaders(
  reply: FastifyReply,
  url: string,
  page: DirectoryPage,
  sources: readonly PostcodeSourceYear[],
) {
  if (page.next) reply.header("link", `<${nextPageUrl(url, page.next)}>; rel="next"`);
  reply.header(RESULT_COUNT_HEADER, String(page.count));
  if (page.postcode) reply.header(NEAR_POSTCODE_HEADER, page.postcode);
  if (page.postcode === "found" && sources.length > 0) {
    reply.header(POSTCODE_SOURCES_HEADER, postcodeSourcesHeader(sources));
  }
}

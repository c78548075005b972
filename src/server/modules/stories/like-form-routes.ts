// Liking a story without JavaScript (docs/product.md#likes, docs/decisions/034): the like control
// is a button in a plain form that posts here, with the page it was on in a hidden field. The like
// is made by the function the API's like route calls (change-like.ts): the same limit, the same
// visitor cookie rules and the same refusal words. The answer is a 303 back to that page, naming
// the story (`?liked=<id>`, or `?like-limited=<id>` when the limit refused it), so a reload sends
// nothing twice. Only a page with like controls on this site is gone back to: never an open
// redirect. A post from another site is refused by the guard, as every public write is.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADVICE_PAGE_PATH } from "../../../shared/advice-links.ts";
import { CONTENT_KINDS } from "../../../shared/content-kinds.ts";
import { idParams } from "../../../shared/contracts/common.ts";
import {
  LIKE_LIMITED_PARAM,
  LIKE_RETURN_FIELD,
  LIKE_RETURN_MAX,
  LIKED_PARAM,
  likeAnchor,
  STORY_SHARED_PARAM,
} from "../../../shared/posted-forms.ts";
import { HttpError } from "../../http/http-error.ts";
import { formRouteOptions, sentFields } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { changeLike, type LikeRules } from "./change-like.ts";

export const LIKE_RETURN_REFUSED =
  "We could not tell which page to take you back to, so nothing was changed. Please go back and try again.";

/** The pages that show like controls: Advice & Solutions (the Community Stories tab) and a story's own. */
const STORY_PAGE = new RegExp(`^${CONTENT_KINDS.story.permalinkBase}/[^/]+$`);
const isLikePage = (pathname: string) => pathname === ADVICE_PAGE_PATH || STORY_PAGE.test(pathname);

/**
 * The address to send the visitor back to: the page they liked from, on this site, naming the
 * story and the outcome, and opening at its like control. Null for anything else: another site
 * (`//elsewhere`, `https://…`, `/\elsewhere`), another page, or nothing at all.
 */
export function likeReturnAddress(
  sent: string | undefined,
  storyId: number,
  outcome: typeof LIKED_PARAM | typeof LIKE_LIMITED_PARAM,
): string | null {
  if (!sent || sent.length > LIKE_RETURN_MAX || !sent.startsWith("/")) return null;
  if (sent.startsWith("//") || /[\\\s\p{Cc}]/u.test(sent)) return null;
  const base = "http://same-site.invalid";
  let address: URL;
  try {
    address = new URL(sent, base);
  } catch {
    return null;
  }
  if (address.origin !== base || !isLikePage(address.pathname)) return null;
  // One outcome at a time: an earlier like's, or a story's confirmation, is not this post's.
  for (const name of [LIKED_PARAM, LIKE_LIMITED_PARAM, STORY_SHARED_PARAM]) {
    address.searchParams.delete(name);
  }
  address.searchParams.set(outcome, String(storyId));
  return `${address.pathname}${address.search}#${likeAnchor(storyId)}`;
}

export const likeFormRoutes: FastifyPluginAsyncZod<LikeRules & { renderPage: RenderPage }> = async (
  app,
  { renderPage, ...rules },
) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  // Declared with the API's like, whose changes (the like counts) the page cache takes from it.
  app.route({
    ...formRouteOptions("POST /api/community/:id/like"),
    handler: async (request, reply) => {
      const storyId = idParams.parse(request.params).id;
      const { [LIKE_RETURN_FIELD]: sent } = sentFields(request, [LIKE_RETURN_FIELD]);
      // Checked before anything is changed: a post that cannot be answered safely changes nothing.
      if (!likeReturnAddress(sent, storyId, LIKED_PARAM)) {
        return reply.status(400).send({ error: LIKE_RETURN_REFUSED });
      }
      try {
        await changeLike(app, rules, request, reply, storyId, true);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.statusCode === 429) {
          // Told beside the like control, in the API's words (the page reads the address).
          return reply.redirect(likeReturnAddress(sent, storyId, LIKE_LIMITED_PARAM) ?? "/", 303);
        }
        if (error.statusCode !== 404) throw error;
        // No such story (deleted, or not approved): the site's own "not found" page.
        return renderPage(request, reply, { initialData: [], status: 404 });
      }
      return reply.redirect(likeReturnAddress(sent, storyId, LIKED_PARAM) ?? "/", 303);
    },
  });
};

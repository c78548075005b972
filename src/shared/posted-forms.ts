// The contact form and the story form sent without JavaScript: each posts to its page's own
// address, and the server either redirects to the page's confirmation or renders the page again
// with what was sent. These names are shared by that server route and the page, and kept free of
// zod and React so the route table can read them.
import { ADVICE_PAGE_PATH } from "./advice-links.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";

/** What a plain form post hands back to its page when it could not be accepted. */
export interface PostedForm {
  /** Every field as it was sent, so nothing a visitor typed is lost. */
  values: Record<string, string>;
  /** The first problem with each field, by field name, in the contract's words. */
  errors: Record<string, string>;
  /** A refusal of the whole form (the hourly limit, the form token), in the API's words. */
  refusal: string | null;
}

/** Cache keys under which the server hands a post's state to the page it renders. */
export const POSTED_CONTACT_KEY = ["contact:posted"] as const;
export const POSTED_STORY_KEY = ["community:posted"] as const;

/** `/contact?sent=1`: the confirmation a plain post of the contact form redirects to. */
export const CONTACT_SENT_PARAM = "sent";
/** `?tab=community-stories&shared=1`: the same for a story. */
export const STORY_SHARED_PARAM = "shared";

/** The headings each form's address points at, so the page opens at the form, not above it. */
export const CONTACT_FORM_ANCHOR = "contact-form-title";
export const STORY_FORM_ANCHOR = "share-story-title";

/** The Advice & Solutions address with the story form on it (the Community Stories tab). */
export const STORY_FORM_PAGE = `${ADVICE_PAGE_PATH}?tab=community-stories`;

/**
 * A like sent without JavaScript: a plain post to the story's own like address, which answers with
 * a redirect back to the page it came from, naming the story there: `?liked=<id>` when the like
 * was taken, `?like-limited=<id>` when the like limit refused it (docs/decisions/034).
 */
export const LIKED_PARAM = "liked";
export const LIKE_LIMITED_PARAM = "like-limited";
/** The hidden field naming the page to go back to (a path on this site, checked by the server). */
export const LIKE_RETURN_FIELD = "returnTo";

/** The longest page address the like form may carry back (a search term is at most 200 characters). */
export const LIKE_RETURN_MAX = 1000;

/** Where a story's like form posts: the pattern, and one story's. */
export const LIKE_FORM_PAGE = `${CONTENT_KINDS.story.permalinkBase}/:id/like`;
export const likeFormPath = (storyId: number) => LIKE_FORM_PAGE.replace(":id", String(storyId));
/** The like control's id, which the address after a like points at. */
export const likeAnchor = (storyId: number) => `story-${storyId}-like`;

// The like state (docs/product.md#likes): a toggle button (aria-pressed) named with the story's
// title, disabled while its request is pending (aria-disabled, so a keyboard user's focus stays on
// it), showing the count the server returns. The visitor's own like state is fetched after
// hydration, so shared server-rendered HTML never claims a like it cannot know.
//
// Before hydration (or without JavaScript) the same control is a submit button in a plain form
// posting to the story's like address, with this page's address to come back to. It always adds
// a like (liking twice counts once), since a shared page cannot know this visitor's state; the
// page it comes back to names the story (`?liked=<id>`), and this control then says so beside it
// (docs/decisions/034).

import { ToggleButton } from "react-aria-components";
import { useLocation, useSearchParams } from "wouter";
import { ADVICE_PAGE_PATH } from "../../../shared/advice-links.ts";
import { apiErrorOf } from "../../../shared/api-error.ts";
import {
  LIKE_LIMITED_PARAM,
  LIKE_RETURN_FIELD,
  LIKED_PARAM,
  likeAnchor,
  likeFormPath,
} from "../../../shared/posted-forms.ts";
import { LIKE_TEXT } from "../../../shared/stories.ts";
import { ADVICE_PARAMS } from "../../lib/advice-filters.ts";
import { toast } from "../../lib/toasts.ts";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";
import { useLikeStatus, useToggleLike } from "./use-stories.ts";

interface LikeButtonProps {
  storyId: number;
  title: string;
  likeCount: number;
  /**
   * Whether this control carries the id a like's address points at: not in the story's dialog,
   * which shows the same story's control again over its card.
   */
  anchored?: boolean;
}

/**
 * The page to come back to after a like sent without JavaScript: a story's page, or Advice &
 * Solutions with its tab, search and filters, in order of name. Built only from what the server's
 * render of the page reads too, so its HTML and the hydrating browser's agree.
 */
function returnAddress(pathname: string, search: URLSearchParams): string {
  if (pathname !== ADVICE_PAGE_PATH) return pathname;
  const kept = [...ADVICE_PARAMS].sort().flatMap((name) =>
    search
      .getAll(name)
      .filter(Boolean)
      .map((value) => [name, value]),
  );
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-accent px-4 font-bold";

export function LikeButton({ storyId, title, likeCount, anchored = true }: LikeButtonProps) {
  const isHydrating = useIsHydrating();
  const status = useLikeStatus(storyId);
  const toggle = useToggleLike(storyId);
  const liked = status.data?.liked ?? false;
  const [pathname] = useLocation();
  const [search] = useSearchParams();
  const sentHere = (name: string) => search.get(name) === String(storyId);
  // What a like sent without JavaScript came back to, until this page's own toggle is used; once
  // the visitor's state is known not to be liked (taken back elsewhere), "You liked" is not said.
  const untouched = toggle.isIdle;
  const outcome =
    untouched && sentHere(LIKED_PARAM) && status.data?.liked !== false
      ? { text: LIKE_TEXT.liked, isError: false }
      : untouched && sentHere(LIKE_LIMITED_PARAM)
        ? { text: LIKE_TEXT.limited, isError: true }
        : null;

  const onChange = (like: boolean) => {
    if (toggle.isPending) return;
    toggle.mutate(like, {
      onError: (error) => {
        // A refusal for liking too often carries the server's own wording; others say retry.
        const answer = apiErrorOf(error);
        const limited = answer?.status === 429 ? answer.serverMessage : null;
        toast({
          title: error.message,
          description: limited ?? "Please try again.",
          variant: "error",
        });
      },
    });
  };

  const face = (filled: boolean) => (
    <>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.6 1.1 5.5 3.2C13.9 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21Z"
          fill={filled ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      Like<span className="sr-only"> {title},</span>
      <span>{likeCount}</span>
      <span className="sr-only">{likeCount === 1 ? "like" : "likes"}</span>
    </>
  );

  return (
    <div
      id={anchored ? likeAnchor(storyId) : undefined}
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      {isHydrating ? (
        // The server checks the way back is one of this site's pages with likes.
        <form method="post" action={likeFormPath(storyId)}>
          <input type="hidden" name={LIKE_RETURN_FIELD} value={returnAddress(pathname, search)} />
          <button type="submit" className={`${BUTTON} hover:bg-surface`}>
            {face(false)}
          </button>
        </form>
      ) : (
        <ToggleButton
          isSelected={liked}
          onChange={onChange}
          // Until the visitor's own state is known, a press could go the wrong way.
          isDisabled={status.isPending}
          aria-disabled={toggle.isPending || undefined}
          className={`${BUTTON} data-[disabled]:cursor-wait data-[disabled]:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70 data-[hovered]:bg-surface data-[selected]:bg-accent data-[selected]:text-on-accent data-[focus-visible]:outline-3 data-[focus-visible]:outline-[var(--ra-focus)] data-[focus-visible]:outline-offset-2`}
        >
          {face(liked)}
        </ToggleButton>
      )}
      {outcome && (
        <p
          data-testid="like-outcome"
          className={`font-bold ${outcome.isError ? "text-danger" : ""}`}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

import { useLayoutEffect, useState } from "react";
import { BOOK } from "../../../shared/site.ts";
import { useSite } from "../../lib/site-context.tsx";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";
import { CloseIcon } from "../ui/close-icon.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

/** Where a keyboard user continues once the banner and its close button have gone (WCAG 2.4.3):
 * the first link of the site header, which followed the banner in the tab order. */
function focusHeader() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>("header a[href]")?.focus());
}

/** The marker the close link names without JavaScript; styles.css hides the banner after it. */
const CLOSED_ID = "book-promotion-closed";
/** Shared by the close link and the button that replaces it, so focus survives their swap. */
const CLOSE_ID = "book-promotion-close";
const closeClass = "grid size-11 shrink-0 place-items-center rounded-md hover:bg-black/20";

/**
 * Visible at first; closing hides it for this page view only (not remembered). Without
 * JavaScript (and until it arrives) the close control is a link to a marker on this page: while
 * the address names the marker, the page's CSS hides the banner, with no script and nothing stored.
 * Being a link, it says what it does (the address changes, and Back brings the banner back), and
 * focus moves to the marker, just before the header, as the button sends it to the header's first
 * link. After hydration it is a button.
 */
export function PromoBanner() {
  const { bookUrl } = useSite();
  const [open, setOpen] = useState(true);
  const isHydrating = useIsHydrating();
  // Closed before the scripts arrived: it stays closed when the page changes without a reload.
  useLayoutEffect(() => {
    if (window.location.hash === `#${CLOSED_ID}`) setOpen(false);
  }, []);
  if (!open) return null;
  return (
    <>
      <span id={CLOSED_ID} />
      <aside aria-label="Book promotion" className="bg-accent text-on-accent print:hidden">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-edge-4 py-2 text-sm sm:text-base">
          <p className="flex-1">
            <span className="font-bold">New:</span> {BOOK.title}, the practical guide behind this
            site.{" "}
            <ExternalLink
              href={bookUrl}
              className="ml-1 inline-block rounded font-bold underline underline-offset-4"
            >
              Buy Now
            </ExternalLink>
          </p>
          {isHydrating ? (
            <a
              id={CLOSE_ID}
              href={`#${CLOSED_ID}`}
              aria-label="Close book promotion"
              className={closeClass}
            >
              <CloseIcon />
            </a>
          ) : (
            <button
              id={CLOSE_ID}
              type="button"
              aria-label="Close book promotion"
              onClick={() => {
                setOpen(false);
                focusHeader();
              }}
              className={closeClass}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </aside>
    </>
  );
}

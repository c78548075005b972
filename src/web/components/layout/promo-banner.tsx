import { useState } from "react";
import { BOOK } from "../../../shared/site.ts";
import { useSite } from "../../lib/site-context.tsx";
import { CloseIcon } from "../ui/close-icon.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

/** Where a keyboard user continues once the banner and its close button have gone (WCAG 2.4.3):
 * the first link of the site header, which followed the banner in the tab order. */
function focusHeader() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>("header a[href]")?.focus());
}

/** Visible at first; closing hides it for this page view only (not remembered). */
export function PromoBanner() {
  const { bookUrl } = useSite();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside aria-label="Book promotion" className="bg-accent text-on-accent print:hidden">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm sm:text-base">
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
        <button
          type="button"
          aria-label="Close book promotion"
          onClick={() => {
            setOpen(false);
            focusHeader();
          }}
          className="grid size-11 shrink-0 place-items-center rounded-md hover:bg-black/20"
        >
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}

import type { ReactNode } from "react";

export const MAIN_ID = "main-content";
/** The Accessibility Settings button's id: the second skip link's target. */
export const SETTINGS_BUTTON_ID = "accessibility-settings-button";

/**
 * 'Skip to Content', visible on focus, moves focus to the main area. A second link
 * reaches the Accessibility Settings button, which is otherwise the last Tab stop on
 * wide screens (26 Tabs on the home page, 43 on Community Stories) or after the banner, logo
 * and links in the header on narrow ones.
 */
export function SkipLinks() {
  return (
    <>
      <SkipLink targetId={MAIN_ID}>Skip to Content</SkipLink>
      <SkipLink targetId={SETTINGS_BUTTON_ID}>Skip to Accessibility Settings</SkipLink>
    </>
  );
}

function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-accent px-4 py-3 font-bold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        if (targetId === MAIN_ID) target.scrollIntoView();
      }}
    >
      {children}
    </a>
  );
}

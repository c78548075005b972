// The round floating button, bottom right, with the tooltip 'Accessibility Settings'.
// Below the lg breakpoint it sits in the header instead, beside the Menu button: floating, it
// covered the text of narrow pages. The second skip link reaches it from the top.
// The panel's code is fetched when the button is hovered, focused or first pressed, so first
// page loads do not pay for it; a press that beats the code shows the page dimming at once.
// The tooltip is plain CSS (no overlay library in the main bundle): it shows on hover and
// keyboard focus, can be hovered, and Escape dismisses it (WCAG 1.4.13).
// Without JavaScript (and until the page hydrates) the panel cannot work: the settings live in
// this browser's storage and are applied by script. So the server sends a link of the same look
// to the accessibility statement's section on doing the same with the browser's and device's own
// settings, rather than a button that does nothing. Its tooltip is the browser's own
// (`title`): the styled one could not be dismissed with Escape without script.
import { type ComponentProps, Suspense, useState } from "react";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { SETTINGS_BUTTON_ID } from "../../components/layout/skip-link.tsx";
import { OpeningOverlay } from "../../components/ui/opening-overlay.tsx";
import { preloadable } from "../../lib/preloadable.tsx";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";
import type SettingsPanel from "./settings-panel.tsx";

const settingsPanel = preloadable<ComponentProps<typeof SettingsPanel>>(
  () => import("./settings-panel.tsx"),
);

/** The accessibility statement's section on changing the display without JavaScript. */
export const DISPLAY_WITHOUT_SCRIPT_ID = "display-without-javascript";

const LOOK =
  "group relative grid size-11 shrink-0 print:hidden place-items-center rounded-full border-2 border-on-accent bg-accent text-on-accent hover:bg-accent-strong lg:fixed lg:right-4 lg:bottom-4 lg:z-30 lg:size-14 lg:shadow-lg";

export function SettingsTrigger() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [tipDismissed, setTipDismissed] = useState(false);
  const isHydrating = useIsHydrating();

  if (isHydrating) {
    return (
      <a
        id={SETTINGS_BUTTON_ID}
        href={`${PAGE_PATHS.accessibilityStatement}#${DISPLAY_WITHOUT_SCRIPT_ID}`}
        aria-label="Accessibility Settings"
        title="Accessibility Settings"
        className={LOOK}
      >
        <AccessibilityIcon />
      </a>
    );
  }
  return (
    <>
      <button
        id={SETTINGS_BUTTON_ID}
        type="button"
        aria-label="Accessibility Settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-tip-dismissed={tipDismissed || undefined}
        onPointerEnter={settingsPanel.preload}
        onFocus={settingsPanel.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") setTipDismissed(true);
        }}
        onBlur={() => setTipDismissed(false)}
        onMouseLeave={() => setTipDismissed(false)}
        className={LOOK}
      >
        <AccessibilityIcon />
        <span
          aria-hidden="true"
          className="absolute top-full right-0 z-30 mt-2 hidden whitespace-nowrap lg:top-auto lg:right-full lg:mt-0 lg:mr-3 rounded-md border-2 border-line bg-page px-3 py-1.5 font-semibold text-ink text-sm shadow-lg group-hover:block group-focus-visible:block group-data-[tip-dismissed]:hidden"
        >
          Accessibility Settings
        </span>
      </button>
      {requested && (
        <Suspense fallback={open && <OpeningOverlay label="Opening the settings…" />}>
          <settingsPanel.Component isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

function AccessibilityIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-7 lg:size-8">
      <circle cx="12" cy="4" r="2" fill="currentColor" />
      <path
        d="M4 8.5c2.5.7 5 1 8 1s5.5-.3 8-1M12 9.5v5m0 0-3 7m3-7 3 7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

// SPEC §2: the round floating button, bottom right, with the tooltip 'Accessibility Settings'.
// The panel's code is fetched when the button is hovered, focused or first pressed, so first
// page loads do not pay for it; a press that beats the code shows the page dimming at once.
// The tooltip is plain CSS (no overlay library in the main bundle): it shows on hover and
// keyboard focus, can be hovered, and Escape dismisses it (WCAG 1.4.13).
import { type ComponentProps, Suspense, useState } from "react";
import { OpeningOverlay } from "../../components/ui/opening-overlay.tsx";
import { preloadable } from "../../lib/preloadable.tsx";
import type SettingsPanel from "./settings-panel.tsx";

const settingsPanel = preloadable<ComponentProps<typeof SettingsPanel>>(
  () => import("./settings-panel.tsx"),
);

export function SettingsTrigger() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [tipDismissed, setTipDismissed] = useState(false);

  return (
    <>
      <button
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
        className="group fixed right-4 bottom-4 z-30 grid size-14 print:hidden place-items-center rounded-full border-2 border-on-accent bg-accent text-on-accent shadow-lg hover:bg-accent-strong"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-8">
          <circle cx="12" cy="4" r="2" fill="currentColor" />
          <path
            d="M4 8.5c2.5.7 5 1 8 1s5.5-.3 8-1M12 9.5v5m0 0-3 7m3-7 3 7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        <span
          aria-hidden="true"
          className="absolute right-full mr-3 hidden whitespace-nowrap rounded-md border-2 border-line bg-page px-3 py-1.5 font-semibold text-ink text-sm shadow-lg group-hover:block group-focus-visible:block group-data-[tip-dismissed]:hidden"
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

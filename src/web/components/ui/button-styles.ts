// Shared button looks; every button is at least 44 px high (WCAG 2.5.8 asks for 24).
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-5 font-bold text-on-accent hover:bg-accent-strong disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-accent bg-page px-5 font-bold hover:bg-surface disabled:opacity-60";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-danger px-5 font-bold text-on-danger hover:opacity-90 disabled:opacity-60";
/** A button that reads as a link: for secondary actions in a list, such as Change. */
export const linkButton =
  "inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:no-underline";

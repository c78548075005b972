// A part of the server's page (a form) whose code waits until the part is wanted: when it is well
// on the screen, or when focus, a pointer or typing reaches it. Until then it is the server's
// HTML, a form that works as it does without JavaScript, and the page's first load and hydration
// are spared its code (the forms cost the contact and Advice pages their first load: decision 015).
//
// What a visitor does before the code arrives is kept: what they typed is read from the fields
// when the form hydrates (use-accessible-form.ts), and a form sent meanwhile is held back and sent
// again once the form has hydrated, so it goes the way it would have with the code in place. If
// the code cannot be loaded, the form is sent as it is, to the server, as without JavaScript.

export interface HydrationWait {
  /** The server's copy of the part. */
  element: Element;
  /** Settles once the part is wanted and its code has loaded. */
  loaded: Promise<void>;
  /** To be called once React has hydrated the part. */
  hydrated: () => void;
}

/**
 * How far onto the screen a part must come before its code is fetched: into its upper three
 * quarters, so a form whose first line shows at the foot of a phone's first screen (the contact
 * page's) waits for the visitor to scroll to it or use it.
 */
const IN_VIEW = "0px 0px -25% 0px";
/** Signs of use, heard on the document before React's root sees them (it stops some). */
const USE_EVENTS = ["focusin", "pointerdown", "touchstart", "input"] as const;

export function waitUntilWanted(element: Element, load: () => Promise<void>): HydrationWait {
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  let isHydrated = false;
  void hydrated.then(() => {
    isHydrated = true;
  });

  let stopWatching = () => {};
  const wanted = new Promise<void>((resolve) => {
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) resolve();
    };
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) resolve();
            },
            { rootMargin: IN_VIEW },
          )
        : null;
    observer?.observe(element);
    // No observer (an old browser): the code loads at once, as it did before.
    if (!observer) resolve();
    for (const type of USE_EVENTS) {
      document.addEventListener(type, onUse, { capture: true, passive: true });
    }
    stopWatching = () => {
      observer?.disconnect();
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, { capture: true });
    };
  });
  const loaded = wanted.then(() => {
    stopWatching();
    return load();
  });

  // A form sent before it has hydrated: held back until it has, then sent again, so the visitor
  // gets the checks and the answer the code gives. Only a failed load sends it to the server.
  let isHeld = false;
  element.addEventListener("submit", (event) => {
    if (isHydrated || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // A second press while the first waits sends nothing more.
    if (isHeld) return;
    isHeld = true;
    const form = event.target;
    const submitter = event instanceof SubmitEvent ? event.submitter : null;
    loaded.then(
      () => hydrated.then(() => form.requestSubmit(submitter)),
      () => form.submit(),
    );
  });

  return { element, loaded, hydrated: markHydrated };
}

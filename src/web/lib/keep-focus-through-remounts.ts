// React Aria's collections (the Advice page's tabs, for one) build their items again in the render
// just after hydration, so a tab a visitor had already reached in the server's HTML is swapped for
// a new node with the same id, and focus falls to <body>: the next Tab would start again at the
// top of the page. When the focused element leaves the page and a replacement with its id
// appears, focus moves to the replacement.

/** Starts watching; returns a function that stops. */
export function keepFocusThroughRemounts(doc: Document = document): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (!(left instanceof HTMLElement) || !left.id || event.relatedTarget) return;
    requestAnimationFrame(() => {
      if (left.isConnected || doc.activeElement !== doc.body) return;
      doc.getElementById(left.id)?.focus({ preventScroll: true });
    });
  };
  doc.addEventListener("focusout", onFocusOut, true);
  return () => doc.removeEventListener("focusout", onFocusOut, true);
}

// The cross drawn by every close control. Kept apart from the dialog close button so the promo
// banner, which loads on every page, does not pull React Aria's Button into the first load.
export function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4">
      <path stroke="currentColor" strokeWidth="2" d="m3 3 10 10M13 3 3 13" />
    </svg>
  );
}

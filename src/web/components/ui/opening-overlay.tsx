/**
 * Shown when a dialog is asked for before its code has arrived (a first tap on a slow
 * connection): the page dims at once and says what is coming, so the tap visibly did something.
 */
export function OpeningOverlay({ label }: { label: string }) {
  return (
    <div className="dialog-backdrop fixed inset-0 z-40 grid place-items-center bg-black/50">
      <p
        role="status"
        className="dialog-surface rounded-md border-2 border-line bg-page px-4 py-2 font-semibold text-ink shadow-lg"
      >
        {label}
      </p>
    </div>
  );
}

// The Keyboard Navigation help list.
const KEYS = [
  { keys: ["Tab"], action: "Next element" },
  { keys: ["Shift", "Tab"], action: "Previous element" },
  { keys: ["Enter", "Space"], action: "Activate" },
  { keys: ["Escape"], action: "Close dialogs and menus" },
];

const kbd = "rounded border-2 border-line bg-surface px-1.5 font-mono text-sm";

export function KeyboardHelp() {
  return (
    <div className="border-line border-t pt-5">
      <h3 className="mb-3 font-bold text-lg">Keyboard Navigation</h3>
      <ul className="flex flex-col gap-2">
        {KEYS.map(({ keys, action }) => (
          <li key={action}>
            {keys.length === 2 && keys[0] === "Shift" ? (
              <>
                <kbd className={kbd}>Shift</kbd>+<kbd className={kbd}>Tab</kbd>
              </>
            ) : keys.length === 2 ? (
              <>
                <kbd className={kbd}>{keys[0]}</kbd>/<kbd className={kbd}>{keys[1]}</kbd>
              </>
            ) : (
              <kbd className={kbd}>{keys[0]}</kbd>
            )}
            {`: ${action}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

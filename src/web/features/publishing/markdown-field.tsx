// A piece's text: a plain text area with a Markdown toolbar (ATAG Part A). Each button is a
// real button with a name and a keyboard shortcut, announced through aria-keyshortcuts and shown
// in its label; the toolbar is one tab stop, its buttons reached with the arrow keys. Text that is
// plain paragraphs (news) has no toolbar; either way a shortcut takes the author to the checks.
import { type KeyboardEvent, type ReactNode, type RefObject, useId } from "react";
import { Button, Toolbar } from "react-aria-components";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { tokenBoundary } from "./token-boundary.ts";

interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

interface Format {
  id: string;
  label: string;
  /** Shown on the button; the label is its accessible name, so any words here must be in it
   * (WCAG 2.5.3). */
  symbol: ReactNode;
  /** Ctrl (⌘ on a Mac) with this key. */
  key?: string;
  apply: (edit: Edit) => Edit;
}

/** Wraps the selection (or a placeholder word, selected) in `before` and `after`. */
const wrap =
  (before: string, after: string, placeholder: string) =>
  ({ text, selectionStart, selectionEnd }: Edit): Edit => {
    const chosen = text.slice(selectionStart, selectionEnd) || placeholder;
    return {
      text: text.slice(0, selectionStart) + before + chosen + after + text.slice(selectionEnd),
      selectionStart: selectionStart + before.length,
      selectionEnd: selectionStart + before.length + chosen.length,
    };
  };

/** Starts each selected line (or the line the caret is on) with `prefix`. */
const prefixLines =
  (prefix: (index: number) => string) =>
  ({ text, selectionStart, selectionEnd }: Edit): Edit => {
    const lineStart = text.lastIndexOf("\n", selectionStart - 1) + 1;
    const lines = text.slice(lineStart, selectionEnd).split("\n");
    const prefixed = lines.map((line, index) => prefix(index) + line).join("\n");
    const added = prefixed.length - lines.join("\n").length;
    return {
      text: text.slice(0, lineStart) + prefixed + text.slice(selectionEnd),
      selectionStart: selectionStart + prefix(0).length,
      selectionEnd: selectionEnd + added,
    };
  };

const FORMATS: Format[] = [
  { id: "heading", label: "Section heading", symbol: "H", apply: prefixLines(() => "## ") },
  { id: "bold", label: "Bold", symbol: "B", key: "B", apply: wrap("**", "**", "bold words") },
  { id: "italic", label: "Italic", symbol: "I", key: "I", apply: wrap("*", "*", "italic words") },
  {
    id: "link",
    label: "Link",
    symbol: "Link",
    key: "K",
    apply: wrap("[", "](https://)", "words that say where the link goes"),
  },
  { id: "bullets", label: "Bulleted list", symbol: "• List", apply: prefixLines(() => "- ") },
  {
    id: "numbers",
    label: "Numbered list",
    // The "1." is a mark, like the bullet's "•", so it is drawn: the button's words are then
    // "List", which its name holds (WCAG 2.5.3). Written, axe read "1 List" as the words.
    symbol: (
      <>
        <NumberMark /> List
      </>
    ),
    apply: prefixLines((index) => `${index + 1}. `),
  },
  { id: "quote", label: "Quotation", symbol: "“ ”", apply: prefixLines(() => "> ") },
];

/** A "1." for the Numbered list button, as a picture. */
function NumberMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 16"
      focusable="false"
      className="inline-block h-[1em] w-[0.75em] align-[-0.15em]"
    >
      <path d="M2.5 4.5 5 2.5v11" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9.5" cy="12.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** Puts `text` where the caret is (replacing a selection that cuts through nothing), moved on
 * past any image, link or word the caret is inside; then selects it. */
export function insertAtCaret(
  area: HTMLTextAreaElement | null,
  text: string,
  onChange: (value: string) => void,
) {
  if (!area) return;
  const { selectionStart, selectionEnd, value } = area;
  const replaces =
    selectionStart !== selectionEnd &&
    tokenBoundary(value, selectionStart) === selectionStart &&
    tokenBoundary(value, selectionEnd) === selectionEnd;
  const from = replaces ? selectionStart : tokenBoundary(value, selectionEnd);
  const to = replaces ? selectionEnd : from;
  onChange(value.slice(0, from) + text + value.slice(to));
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(from, from + text.length);
  });
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

interface MarkdownFieldProps {
  id: string;
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  textArea: RefObject<HTMLTextAreaElement | null>;
  invalid?: string | undefined;
  /** Opens the image upload; its button sits at the end of the toolbar. No toolbar without it:
   * the text is plain paragraphs. */
  onImage?: (() => void) | undefined;
  maxLength?: number;
  /** Takes focus to the accessibility checks (Alt+Shift+C), said in the field's description. */
  onGoToChecks?: () => void;
}

/** From the text to its checks: Alt (Option) and Shift with C, which no browser or screen reader
 * uses on its own, and which the formatting keys (Ctrl or ⌘) leave free. */
const CHECKS_SHORTCUT = "Alt+Shift+C";

export function MarkdownField({
  id,
  label,
  description,
  value,
  onChange,
  textArea,
  invalid,
  onImage,
  maxLength,
  onGoToChecks,
}: MarkdownFieldProps) {
  const descriptionId = useId();
  const shortcutId = useId();
  const errorId = useId();
  const modifier = isMac() ? "Meta" : "Control";
  const modifierName = isMac() ? "⌘" : "Ctrl";

  const apply = (format: Format) => {
    const area = textArea.current;
    if (!area) return;
    const edit = format.apply({
      text: area.value,
      selectionStart: area.selectionStart,
      selectionEnd: area.selectionEnd,
    });
    onChange(edit.text);
    // After React writes the new text: select what the format made, so the author types over it.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // By the key's place, not its character: Option+Shift+C types "Ç" on a Mac.
    if (
      onGoToChecks &&
      event.altKey &&
      event.shiftKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      event.code === "KeyC"
    ) {
      event.preventDefault();
      onGoToChecks();
      return;
    }
    if (!onImage) return;
    if (!(isMac() ? event.metaKey : event.ctrlKey) || event.altKey || event.shiftKey) return;
    const format = FORMATS.find((f) => f.key === event.key.toUpperCase());
    if (!format) return;
    event.preventDefault();
    apply(format);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={descriptionId} className="text-muted">
        {description}
      </p>
      {onGoToChecks && (
        <p id={shortcutId} className="text-muted">
          Press <kbd className="font-semibold">{isMac() ? "Option+Shift+C" : CHECKS_SHORTCUT}</kbd>{" "}
          in the text to go to the accessibility checks; each check's “Show in the text” brings you
          back.
        </p>
      )}
      {invalid && (
        <p id={errorId} className="font-semibold text-danger">
          <span aria-hidden="true">⚠ </span>
          {invalid}
        </p>
      )}
      {onImage && (
        <Toolbar
          aria-label="Formatting"
          aria-controls={id}
          className="flex flex-wrap gap-1 rounded-t-md border-2 border-line border-b-0 bg-surface p-1"
        >
          {FORMATS.map((format) => (
            <Button
              key={format.id}
              aria-label={
                format.key ? `${format.label} (${modifierName}+${format.key})` : format.label
              }
              {...(format.key ? { "aria-keyshortcuts": `${modifier}+${format.key}` } : {})}
              onPress={() => apply(format)}
              className="min-h-11 min-w-11 rounded border-2 border-transparent px-2 font-bold data-[focus-visible]:border-accent data-[hovered]:border-line"
            >
              <span aria-hidden="true">{format.symbol}</span>
            </Button>
          ))}
          <Button
            onPress={onImage}
            className="min-h-11 rounded border-2 border-transparent px-2 font-bold data-[focus-visible]:border-accent data-[hovered]:border-line"
          >
            Image…
          </Button>
        </Toolbar>
      )}
      <textarea
        id={id}
        ref={textArea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={onImage ? 18 : 12}
        maxLength={maxLength}
        spellCheck
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[descriptionId, onGoToChecks && shortcutId, invalid && errorId]
          .filter(Boolean)
          .join(" ")}
        {...(onGoToChecks ? { "aria-keyshortcuts": CHECKS_SHORTCUT } : {})}
        className={`${fieldClass} leading-relaxed ${onImage ? "rounded-t-none font-mono" : ""}`}
      />
    </div>
  );
}

// The quick solutions an article ends with: one searchable field (a single Tab stop, the list
// opened with the arrow keys or by typing) instead of a checkbox for every solution, and the
// chosen ones as tags that can each be removed.
import { type FocusEvent, useMemo } from "react";
import type { Key } from "react-aria-components";
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  Text,
} from "react-aria-components";
import { fieldClass } from "../../components/ui/field-styles.ts";

interface Solution {
  id: number;
  issue: string;
}

interface RelatedSolutionsPickerProps {
  /** The search field's id, which the error summary links to. */
  id: string;
  solutions: readonly Solution[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
  invalid?: string | undefined;
}

const byNumber = (keys: Iterable<Key>) => [...keys].map(Number);

/** Brings a field low on the screen up to the middle as it takes focus, so its list opens below
 * it in view: a list that had to scroll the page to show its first option closed again, and the
 * arrow keys seemed to do nothing. */
function makeRoomBelow(event: FocusEvent<HTMLInputElement>) {
  const field = event.currentTarget;
  if (field.getBoundingClientRect().bottom > window.innerHeight / 2) {
    field.scrollIntoView({ block: "center" });
  }
}

export function RelatedSolutionsPicker({
  id,
  solutions,
  value,
  onChange,
  max,
  invalid,
}: RelatedSolutionsPickerProps) {
  const chosen = value.flatMap((chosenId) => solutions.filter((s) => s.id === chosenId));
  // At the limit, the others stay listed (so the author sees them) but cannot be chosen.
  const full = value.length >= max;
  // The same arrays from one render to the next while nothing changed (the editor renders again
  // whenever the checks update), so the open list never sees a new choice that is not one.
  const selected = useMemo(() => [...value], [value]);
  const disabledKeys = useMemo(
    () => (full ? solutions.filter((s) => !value.includes(s.id)).map((s) => s.id) : []),
    [full, solutions, value],
  );

  return (
    <div className="flex flex-col gap-3">
      <ComboBox
        selectionMode="multiple"
        value={selected}
        onChange={(keys) => onChange(byNumber(keys))}
        defaultItems={solutions}
        disabledKeys={disabledKeys}
        isInvalid={Boolean(invalid)}
        className="flex flex-col gap-1"
      >
        <Label className="font-semibold">Related quick solutions</Label>
        <Text slot="description" className="text-muted">
          The fixes the article ends with, at most {max}. Type to search, then choose with Enter;
          the arrow keys open the whole list.
          {full && ` You have chosen ${max}: remove one to choose another.`}
        </Text>
        {invalid && (
          <Text slot="errorMessage" className="font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {invalid}
          </Text>
        )}
        <div className="relative flex sm:max-w-xl">
          <Input id={id} className={`${fieldClass} pr-12`} onFocus={makeRoomBelow} />
          <Button
            aria-label="Show all quick solutions"
            className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center rounded-r-md data-[focus-visible]:outline-4"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path d="m3 6 5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </Button>
        </div>
        <Popover className="w-(--trigger-width) max-w-[calc(100vw-1rem)] rounded-md border-2 border-line bg-page text-ink shadow-lg">
          <ListBox<Solution>
            className="max-h-72 overflow-y-auto p-1 outline-none"
            renderEmptyState={() => <p className="p-3">No quick solution has those words.</p>}
          >
            {(solution) => (
              <ListBoxItem
                id={solution.id}
                textValue={solution.issue}
                className="flex min-h-11 cursor-default items-start gap-2 rounded px-3 py-2 outline-none data-[disabled]:text-muted data-[focused]:bg-accent data-[focused]:text-on-accent"
              >
                {({ isSelected }) => (
                  <>
                    {/* The tick is a picture; the list says which are chosen (aria-selected). */}
                    <span aria-hidden="true" className="w-4 shrink-0 font-bold">
                      {isSelected ? "✓" : ""}
                    </span>
                    <span>{solution.issue}</span>
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>

      {chosen.length === 0 ? (
        <p className="text-muted">None chosen yet.</p>
      ) : (
        <TagGroup
          onRemove={(keys) =>
            onChange(value.filter((chosenId) => !byNumber(keys).includes(chosenId)))
          }
          className="flex flex-col gap-1"
        >
          <Label className="font-semibold">Chosen ({chosen.length})</Label>
          <TagList items={chosen} className="flex flex-wrap gap-2">
            {(solution) => (
              <Tag
                id={solution.id}
                textValue={solution.issue}
                className="flex min-h-11 items-center gap-1 rounded-md border-2 border-line bg-surface py-1 pr-1 pl-3 outline-none data-[focus-visible]:outline-4 data-[focus-visible]:outline-[var(--ra-focus)]"
              >
                {solution.issue}
                <Button
                  slot="remove"
                  className="flex min-h-9 min-w-9 items-center justify-center rounded border-2 border-transparent data-[hovered]:border-line"
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}

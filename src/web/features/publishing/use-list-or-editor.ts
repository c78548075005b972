// A writing tab shows either its list or the editor for one piece (null: a new one). Moving
// between them moves focus to the heading of what is now shown; `opening` tells one opening of
// the editor from the next, so a new piece keeps its editor (and the focus in it) once saved.
import { useRef, useState } from "react";

type Editing = { id: number | null; opening: number } | null;

export function useListOrEditor() {
  const [editing, setEditing] = useState<Editing>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const show = (next: Editing) => {
    setEditing(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return {
    editing,
    heading,
    open: (id: number | null) => show({ id, opening: Date.now() }),
    back: () => show(null),
    saved: (id: number) => setEditing((current) => current && { ...current, id }),
  };
}

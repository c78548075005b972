// A form the server rendered may be typed into before its code arrives and it hydrates
// (lib/hydrate-when-wanted.ts). React keeps what the fields show, but the form's own state would
// start empty and call them blank; this reads them, so the state starts from what is shown.

/** The values of the given fields already in the page, by field name (none on the server). */
export function valuesTypedBeforeHydration<Name extends string>(
  fields: readonly { name: Name; id: string }[],
): Partial<Record<Name, string>> {
  if (typeof document === "undefined") return {};
  const values: Partial<Record<Name, string>> = {};
  for (const { name, id } of fields) {
    const field = document.getElementById(id);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      values[name] = field.value;
    }
  }
  return values;
}

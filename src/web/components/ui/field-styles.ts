// The look of a text field or select, apart from form-text-field.tsx so that a public page's
// filter can share it without loading the form library (the first-load budget,
// docs/decisions/015-lighthouse-budget.md).
export const fieldClass =
  "min-h-11 w-full rounded-md border-2 border-line bg-page px-3 py-2 text-ink data-[invalid]:border-danger aria-[invalid=true]:border-danger";

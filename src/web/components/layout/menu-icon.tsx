/** The three bars of the Menu button, with or without JavaScript. */
export function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5">
      <path stroke="currentColor" strokeWidth="2" d="M2 5h16M2 10h16M2 15h16" />
    </svg>
  );
}

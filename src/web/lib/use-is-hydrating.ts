import { useSyncExternalStore } from "react";

// True on the server and while hydrating; false from the render React makes just after hydration.
// Then React Aria's collections (the Advice page's tabs) build their items again, and the header's
// no-JavaScript stand-ins (a <details> menu, a link for the settings) give way to their buttons.
const subscribeToNothing = () => () => {};

export const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

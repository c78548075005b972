// "Loading…" while a page's data comes: a status, except just after a page change, when the
// page's title is what is said (layout/route-focus.tsx).
import type { ReactNode } from "react";
import { useStatusRole } from "../layout/route-focus.tsx";

export function LoadingStatus({ children }: { children: ReactNode }) {
  return <p role={useStatusRole()}>{children}</p>;
}

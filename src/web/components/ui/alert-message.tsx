// A failure said at once (role="alert") and shown in a red box: text, not colour alone.
import type { ReactNode } from "react";

export function AlertMessage({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={`rounded-xl border-2 border-danger p-4 font-semibold text-danger ${className}`}
    >
      {children}
    </p>
  );
}

import type { ReactNode } from "react";
import { PageHeading } from "./route-focus.tsx";

interface SimplePageProps {
  heading: string;
  intro: ReactNode;
  children?: ReactNode;
}

/** A page with its heading and a short introduction; content pages grow from here. */
export function SimplePage({ heading, intro, children }: SimplePageProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading>{heading}</PageHeading>
      <div className="mt-4 text-lg text-muted">{intro}</div>
      {children}
    </article>
  );
}

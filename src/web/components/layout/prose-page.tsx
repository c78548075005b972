import type { ReactNode } from "react";
import { PageHeading } from "./route-focus.tsx";

interface ProsePageProps {
  heading: string;
  /** A line under the heading, such as 'Updated 28 July 2025'. */
  lede?: ReactNode;
  children: ReactNode;
}

/** A long-reading page: one readable column, h1 then h2/h3 sections with even spacing. */
export function ProsePage({ heading, lede, children }: ProsePageProps) {
  return (
    <article className="mx-auto max-w-3xl text-lg [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:font-bold [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:font-bold [&_h3]:text-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-7 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-7">
      <PageHeading>{heading}</PageHeading>
      {lede && <div className="text-muted">{lede}</div>}
      {children}
    </article>
  );
}

// A guide's facts, section by section, as a list of terms and values: what the business said,
// and nothing for what it left blank.
import { type ReactNode, useId } from "react";
import type { GuideSectionId } from "../../../shared/access-guides/fields.ts";
import { factSections } from "./fact-words.ts";

export function GuideFacts({
  details,
  headingLevel: Heading = "h2",
  overdue,
  besideSection,
  after,
}: {
  details: object;
  /** Facts past their date to be re-confirmed: each says "may be out of date". */
  overdue?: ReadonlySet<string>;
  /** What a section shows under its heading (a live notice about it). */
  besideSection?: (section: GuideSectionId) => ReactNode;
  /** What follows a section's facts: on the guide's page, who stated them and "Was this right?". */
  after?: (section: { id: GuideSectionId; title: string }) => ReactNode;
  /** The sections' headings: h2 on the guide's page, lower inside the admin's queue. */
  headingLevel?: "h2" | "h5";
}) {
  const sections = factSections(details);
  const Part = Heading === "h2" ? "section" : "div";
  // Unique per guide on a page that lists several (the admin's queue).
  const idPrefix = `guide-${useId().replace(/:/g, "")}`;
  if (sections.length === 0) {
    return <p>The business has not added any details yet.</p>;
  }
  return (
    <div className="flex flex-col gap-6 print:gap-3">
      {sections.map((section) => (
        // A region on the guide's page; in the admin's list of guides, where every guide has
        // the same parts, a plain group, so the page's landmarks stay unique.
        <Part
          key={section.id}
          aria-labelledby={Heading === "h2" ? `${idPrefix}-${section.id}` : undefined}
          className="flex flex-col gap-2 print:break-inside-avoid"
        >
          <Heading id={`${idPrefix}-${section.id}`} className="font-bold text-xl leading-tight">
            {section.title}
          </Heading>
          {besideSection?.(section.id)}
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            {section.facts.map((fact) => (
              <div key={fact.path} className="contents">
                <dt className="font-semibold">{fact.label}</dt>
                <dd className="whitespace-pre-line">
                  {fact.value}
                  {overdue?.has(fact.path) ? (
                    <span className="block font-semibold text-sm">
                      This may be out of date: the business has not confirmed it recently.
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {after?.(section)}
        </Part>
      ))}
    </div>
  );
}

// How every expert article ends: the official pages it draws on, the quick solutions
// that put it into practice, and an offer to talk about the reader's own premises.
import { Link } from "wouter";
import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { quickSolutionPath } from "../../../shared/permalinks.ts";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";

export const ASK_US_LABEL = "Ask us about your premises";

const linkClass = "font-semibold underline underline-offset-4 hover:no-underline";
const headingClass = "font-bold text-lg leading-tight sm:text-xl";

type Ending = Pick<PublicArticle, "id" | "sources" | "relatedQuickSolutions">;

/** `headingLevel`: 3 in the dialog (under its h2 title), 2 on the article's own page. */
export function ArticleEnd({ article, headingLevel }: { article: Ending; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="mt-2 flex flex-col gap-6 border-line border-t-2 pt-6">
      {article.sources.length > 0 && (
        <div>
          <Heading className={headingClass}>Sources</Heading>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-6">
            {article.sources.map((source) => (
              <li key={source.url}>
                <ExternalLink href={source.url} className={linkClass}>
                  {source.title}
                </ExternalLink>
                {/* The publisher, unless the title already names it (the EHRC's own site). */}
                {source.publisher !== source.title && (
                  <span className="text-muted"> ({source.publisher})</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {article.relatedQuickSolutions.length > 0 && (
        <div>
          <Heading className={headingClass}>Related quick solutions</Heading>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-6">
            {article.relatedQuickSolutions.map((solution) => (
              <li key={solution.id}>
                {/* The solution's own page, not a search that lists it among others. */}
                <Link href={quickSolutionPath(solution)} className={linkClass}>
                  {solution.issue}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col items-start gap-3 rounded-xl bg-surface p-5">
        <p>
          Every building and business is different. Tell us about yours and we will suggest where to
          start.
        </p>
        <Link href="/contact" className={primaryButton}>
          {ASK_US_LABEL}
        </Link>
      </div>
    </div>
  );
}

// The draft accessibility guide: the sentences the answers allow, placeholders marked so they
// cannot be missed, and the same text to copy or download for the business's own website.
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { CopyButton } from "../../components/ui/copy-button.tsx";

/** "[door width]" parts stand out on screen and on paper. */
function WithPlaceholders({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\[[^\]]+\])/).map((part, index) =>
        part.startsWith("[") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <mark key={index} className="rounded bg-highlight px-1 text-ink">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function DraftGuide({ result }: { result: AssessmentResult }) {
  return (
    <>
      <p>
        Visitors often decide whether to come from what you tell them before they set out. Here is a
        draft guide built from your answers. Replace each{" "}
        <mark className="rounded bg-highlight px-1 text-ink">[highlighted part]</mark> with your own
        details, check every sentence is true, then publish it on your website.
      </p>
      <div className="flex flex-col gap-4 rounded-xl border-2 border-line p-5">
        {result.guide.map((section) => (
          <section key={section.id} aria-labelledby={`guide-${section.id}`}>
            <h3 id={`guide-${section.id}`} className="font-bold text-lg">
              {section.title}
            </h3>
            {section.sentences.map((sentence) => (
              <p key={sentence} className="mt-2">
                <WithPlaceholders text={sentence} />
              </p>
            ))}
          </section>
        ))}
      </div>
      <div className="flex flex-wrap gap-4 print:hidden">
        <ClientOnly fallback={null}>
          <CopyButton
            text={result.guideText}
            label="Copy"
            copied="Guide copied."
            failed="Your browser did not allow copying. Use the download instead."
          />
        </ClientOnly>
        <a
          href={pagePath(PAGE_PATHS.selfAssessmentGuide, { token: result.token })}
          download="accessibility-guide.txt"
          className={secondaryButton}
        >
          Download as a text file
        </a>
      </div>
    </>
  );
}

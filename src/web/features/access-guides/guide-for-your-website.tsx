// The published guide, ready to travel: its large-print page, the HTML to paste into the
// business's own website and the same facts as JSON-LD for search engines, each in a read-only
// box to select (without JavaScript) or copy with a button (with it). Built from the version
// visitors see, never from an edit still waiting for review.
import { useId } from "react";
import { guideHtml, jsonLdBlock } from "../../../shared/access-guides/guide-html.ts";
import { guidePrintPath } from "../../../shared/access-guides/print-path.ts";
import type { PublicAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { CopyButtonRow } from "../../components/ui/copy-button.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { accessGuideJsonLd } from "../../lib/access-guide-structured-data.ts";
import { useSite } from "../../lib/site-context.tsx";

function CopyBox({
  label,
  hint,
  text,
  copyLabel,
  copied,
}: {
  label: string;
  hint: string;
  text: string;
  copyLabel: string;
  copied: string;
}) {
  const id = `copy-${useId().replace(/:/g, "")}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-muted text-sm">
        {hint}
      </p>
      <textarea
        id={id}
        readOnly
        rows={10}
        value={text}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        className={`${fieldClass} font-mono text-sm`}
      />
      <CopyButtonRow
        text={text}
        label={copyLabel}
        copied={copied}
        failed="Your browser did not allow copying. Select everything in the box above and copy it."
      />
    </div>
  );
}

export function GuideForYourWebsite({ guide }: { guide: PublicAccessGuide }) {
  const site = useSite();
  return (
    <section
      aria-labelledby="guide-travels-title"
      className="flex flex-col gap-4 rounded-xl border-2 border-line p-5"
    >
      <h2 id="guide-travels-title" className="font-bold text-xl">
        Your guide on your own website, and on paper
      </h2>
      <p>
        Most disabled visitors look at a place's own website first. Put your published guide there
        too, and keep a printed copy by the door or the till for anyone who asks. If we publish
        changes to your guide, copy it again.
      </p>
      <p>
        <a href={guidePrintPath(guide)} className="font-semibold underline underline-offset-4">
          Large-print version of your guide, to print or share
        </a>
      </p>
      <CopyBox
        label="Your guide as HTML, for your website"
        hint="Paste it into a page of your website, below the page's main heading. It has its own headings, lists and photos with their descriptions, takes your website's look and needs no script."
        text={guideHtml(guide, { siteUrl: site.siteUrl })}
        copyLabel="Copy the HTML"
        copied="HTML copied."
      />
      <CopyBox
        label="Your guide's facts for search engines (JSON-LD)"
        hint="Paste it into the same page's HTML, in its head or anywhere in its body. Visitors do not see it; search engines read it to answer questions about access."
        text={jsonLdBlock(accessGuideJsonLd(site, guide))}
        copyLabel="Copy the JSON-LD"
        copied="JSON-LD copied."
      />
    </section>
  );
}

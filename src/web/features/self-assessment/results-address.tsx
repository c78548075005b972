// Results you can keep safely. The address is the only key to the results, so the page
// shows it (on paper too), copies it, and says plainly who can use it and for how long.

import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { absoluteUrl } from "../../../shared/site.ts";
import { CopyButtonRow } from "../../components/ui/copy-button.tsx";
import { useSite } from "../../lib/site-context.tsx";

export function ResultsAddress({ token }: { token: string }) {
  const address = absoluteUrl(
    useSite().siteUrl,
    pagePath(PAGE_PATHS.selfAssessmentResults, { token }),
  );
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-line bg-surface p-4 print:border-0 print:p-0">
      <p className="print:hidden">
        <strong>Keep this page's address</strong>: it is the only way back to your results. We do
        not ask for your name or e-mail address, so we cannot send it to you.
      </p>
      <p className="print:hidden">
        Anyone with the link can see, change or delete these results, so share it only with people
        you trust. We keep results for two years after you last update them, then delete them.
      </p>
      <p className="break-all">
        <span className="font-semibold">Your results: </span>
        {address}
      </p>
      <CopyButtonRow
        text={address}
        label="Copy link"
        copied="Link copied."
        failed="Your browser did not allow copying. Select the address above and copy it."
      />
    </div>
  );
}

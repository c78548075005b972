// The manage page's own address, shown and copied (as the results page does): it is the only key
// to the guide, so the page says so, and says when a copy went by e-mail.
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { absoluteUrl } from "../../../shared/site.ts";
import { CopyButtonRow } from "../../components/ui/copy-button.tsx";
import { useSite } from "../../lib/site-context.tsx";

export function ManageAddress({ token, email }: { token: string; email: string | null }) {
  const address = absoluteUrl(useSite().siteUrl, pagePath(PAGE_PATHS.accessGuideManage, { token }));
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-line bg-surface p-4">
      <p>
        <strong>Keep this page's address</strong>, such as in a bookmark: it is the only way to
        change your guide, and anyone who has it can, so share it only with people you trust.
        {email
          ? ` We e-mail it to ${email} when you give or change your address.`
          : " Give your e-mail address below and we will e-mail it to you."}
      </p>
      <p className="break-all">
        <span className="font-semibold">Your guide's page: </span>
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

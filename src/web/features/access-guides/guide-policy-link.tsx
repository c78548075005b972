// The link to how we check guides (our review and moderation policy), on every guide's page and
// in the directory.
import { Link } from "wouter";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";

export function GuidePolicyLink() {
  return (
    <p>
      <Link
        href={PAGE_PATHS.accessGuidePolicy}
        className="font-semibold underline underline-offset-4"
      >
        How we check guides, and how to report a problem
      </Link>
    </p>
  );
}

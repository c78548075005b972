// /access-guides/deleted: where a business lands once its guide is deleted, so it is told what
// happened rather than dropped on the directory without a word.
import { Link } from "wouter";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";

export default function AccessGuideDeletedPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Your guide is deleted</PageHeading>
      <p>
        We have taken your access guide off the site and deleted it, with its photos. Its private
        link no longer works, and nobody can see it any more.
      </p>
      <p>
        If you change your mind, you can start a new guide from your self-assessment results, or
        take the self-assessment again.
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <Link
            href={PAGE_PATHS.selfAssessment}
            className="font-semibold underline underline-offset-4"
          >
            Take the self-assessment
          </Link>
        </li>
        <li>
          <Link
            href={PAGE_PATHS.accessGuides}
            className="font-semibold underline underline-offset-4"
          >
            Browse the access guides
          </Link>
        </li>
      </ul>
    </div>
  );
}

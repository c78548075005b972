// Where a guide stands, in words, with the team's reason when it sent the guide back and the
// published page's address once there is one.
import { Link } from "wouter";
import type { ManagedAccessGuide } from "../../../shared/contracts/access-guides.ts";

const STATUS_WORDS: Record<ManagedAccessGuide["status"], string> = {
  draft: "Draft: only you can see it. Send it for review when it is ready.",
  in_review: "Waiting for review: our team will read it, usually within a week.",
  changes_requested: "Sent back: our team asked for a change before publishing it.",
  published: "Published: anyone can read it.",
};

export function GuideStatus({ guide }: { guide: ManagedAccessGuide }) {
  return (
    <section
      aria-labelledby="guide-status-title"
      className="flex flex-col gap-2 rounded-xl border-2 border-line p-5"
    >
      <h2 id="guide-status-title" className="font-bold text-xl">
        Status
      </h2>
      <p>{STATUS_WORDS[guide.status]}</p>
      {guide.status === "changes_requested" && guide.reviewReason ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">What our team asked:</p>
          <blockquote className="whitespace-pre-line border-accent border-l-4 pl-4">
            {guide.reviewReason}
          </blockquote>
        </div>
      ) : null}
      {guide.url ? (
        <p>
          {guide.status === "published"
            ? "Your guide's page: "
            : "Your published guide stays up while your changes wait for review: "}
          <Link href={guide.url} className="font-semibold underline underline-offset-4">
            {guide.name}, access guide
          </Link>
        </p>
      ) : null}
    </section>
  );
}

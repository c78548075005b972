// A guide the team took off the site: the business still sees it on its manage page, with when
// and why, what it can do (change it and send it again) and how to appeal.
import { Link } from "wouter";
import type { ManagedAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { formatUkDate } from "../../../shared/dates.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";

export function GuideTakenDown({ takenDown }: { takenDown: ManagedAccessGuide["takenDown"] }) {
  if (!takenDown) return null;
  return (
    <section
      aria-labelledby="guide-taken-down-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-danger p-5"
    >
      <h2 id="guide-taken-down-title" className="font-bold text-xl">
        Our team took your guide off the site
      </h2>
      <p>
        {`On ${formatUkDate(takenDown.at)} we took your guide off Real Access, so visitors cannot see it for now. This is why:`}
      </p>
      <blockquote className="whitespace-pre-line border-danger border-l-4 pl-4">
        {takenDown.reason}
      </blockquote>
      <p>
        Your guide is not deleted. Put right what we mention and send it to us again: we will read
        it and put it back up if it is right.
      </p>
      <p>
        If you think we got this wrong, write to us through the{" "}
        <Link href={PAGE_PATHS.contact} className="font-semibold underline underline-offset-4">
          contact page
        </Link>{" "}
        and say why. Someone who did not take it down will look again.{" "}
        <Link
          href={PAGE_PATHS.accessGuidePolicy}
          className="font-semibold underline underline-offset-4"
        >
          How we check guides
        </Link>
      </p>
    </section>
  );
}

// /access-guides: the directory of published access guides (decision 036), searched by town,
// postcode district or postcode, or nearest first (decision 044), filtered by need, a page at a
// time, all from the address, so it works without JavaScript.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { GUIDE_NEEDS } from "../../shared/access-guides/fields.ts";
import { fitOf } from "../../shared/access-guides/fit.ts";
import {
  profileFrom,
  profileProblems,
  profileQueryString,
} from "../../shared/access-guides/profile.ts";
import { directoryQueryOf, guideSearchFrom } from "../../shared/access-guides/search.ts";
import { formatUkDate, isoDate } from "../../shared/dates.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { SimplePage } from "../components/layout/simple-page.tsx";
import { AlertMessage } from "../components/ui/alert-message.tsx";
import { SettledStatus } from "../components/ui/settled-status.tsx";
import {
  countWords,
  directoryAnswer,
  distanceWords,
} from "../features/access-guides/directory-answer.ts";
import { DirectoryPages, NotPlaced } from "../features/access-guides/directory-pages.tsx";
import { DirectorySearch } from "../features/access-guides/directory-search.tsx";
import { GuideFitVerdict } from "../features/access-guides/guide-fit.tsx";
import { ListedNotices } from "../features/access-guides/guide-notices.tsx";
import { guideSummary } from "../features/access-guides/guide-summary.ts";
import { PostcodeAttribution } from "../features/access-guides/postcode-attribution.tsx";
import { ProfileForm } from "../features/access-guides/profile-form.tsx";
import { accessGuidesQuery } from "../lib/queries/access-guides.ts";

/**
 * The directory's own search, which "Your access needs" sends back as it is; not the page's
 * cursor, as new needs start the list again from its first page.
 */
const DIRECTORY_PARAMS = ["town", "need", "near", "nearPostcode"];

export default function AccessGuidesPage() {
  const address = new URLSearchParams(useSearch());
  const search = guideSearchFrom(address);
  const asked = directoryQueryOf(search);
  // The visitor's needs (decision 043), judged here by the API's own rules.
  const profile = profileFrom(address);
  // A guide opened from here keeps the visitor's needs, so its page gives the same verdict.
  const withProfile = profileQueryString(profile);
  // The last list stays while a new search loads, so the status line, not a blank, says it is busy.
  const {
    data: answer,
    error,
    isPending,
    isPlaceholderData,
  } = useQuery({
    ...accessGuidesQuery(asked),
    placeholderData: keepPreviousData,
  });
  const page = answer ? directoryAnswer(answer) : undefined;
  const data = page?.guides ?? [];
  const needs = GUIDE_NEEDS.filter((need) => search.need.includes(need.id)).map((n) => n.label);
  const placed = page?.postcode === "found" ? asked.nearPostcode : "";
  const described = [
    search.town ? `in ${search.town}` : "",
    placed
      ? `near ${placed}, nearest first`
      : asked.near
        ? "near your location, nearest first"
        : "",
    needs.length ? `with ${needs.join(", ").toLowerCase()}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <SimplePage
      heading="Access guides"
      intro={
        <p>
          Businesses describe their own premises here, measured: the way in, parking, moving around,
          toilets and how to get help. Our team reads each guide before it is published (
          <Link href={PAGE_PATHS.accessGuidePolicy} className="underline underline-offset-4">
            how we check guides
          </Link>
          ). Run a business?{" "}
          <Link href={PAGE_PATHS.selfAssessment} className="underline underline-offset-4">
            Start with the self-assessment
          </Link>
          , then publish your guide from your results.
        </p>
      }
    >
      <div className="mt-8 flex flex-col gap-6">
        <DirectorySearch search={search} profile={withProfile} />
        <ProfileForm
          action={PAGE_PATHS.accessGuides}
          profile={profile}
          search={address}
          keep={DIRECTORY_PARAMS}
          problems={profileProblems(address)}
        />
        <section
          aria-labelledby="guide-results"
          aria-busy={isPlaceholderData}
          className="flex flex-col gap-4"
        >
          <h2 id="guide-results" className="font-bold text-2xl">
            Guides
          </h2>
          {/* Always there, so a screen reader hears each new count where Advice's search says
              "16 solutions found". */}
          <SettledStatus
            className="font-semibold"
            text={
              isPending || isPlaceholderData
                ? "Loading guides…"
                : error
                  ? ""
                  : `${countWords(page?.count ?? 0)}${described ? ` ${described}` : ""}`
            }
          />
          {search.nearPostcode && !asked.nearPostcode && (
            <p className="font-semibold">
              “{search.nearPostcode}” is not a UK postcode. Enter one like HX7 8AA, or search by
              town.
            </p>
          )}
          {page?.postcode && page.postcode !== "found" && (
            <NotPlaced postcode={asked.nearPostcode} outcome={page.postcode} />
          )}
          {isPending ? null : error ? (
            <AlertMessage>{error.message}. Please try again later.</AlertMessage>
          ) : data.length === 0 ? (
            <p>No guides match yet. Try a nearby town, or fewer needs.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.map((guide) => {
                const summary = guideSummary(guide.details);
                const fit = fitOf(profile, guide.details, guide.notices);
                return (
                  <li key={guide.id} className="rounded-xl border-2 border-line p-4">
                    <h3 className="font-bold text-xl">
                      <Link
                        href={withProfile ? `${guide.url}?${withProfile}` : guide.url}
                        className="underline underline-offset-4"
                      >
                        {guide.name}
                      </Link>
                    </h3>
                    <p>
                      {guide.town}, {guide.postcode}
                      {guide.distanceKm !== undefined && (
                        <>
                          {" · "}
                          <strong>{distanceWords(guide.distanceKm)}</strong>
                        </>
                      )}
                    </p>
                    <ListedNotices notices={guide.notices} />
                    {summary.length > 0 && (
                      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                        {summary.map((line) => (
                          <div key={line.term} className="flex gap-2">
                            <dt className="font-semibold">{line.term}:</dt>
                            <dd>{line.value}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {fit ? (
                      <div className="mt-2">
                        <GuideFitVerdict fit={fit} headingLevel="h4" id={`guide-fit-${guide.id}`} />
                      </div>
                    ) : null}
                    <p className="mt-2 text-muted text-sm">
                      Last checked{" "}
                      <time dateTime={isoDate(guide.lastCheckedAt)}>
                        {formatUkDate(guide.lastCheckedAt)}
                      </time>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <DirectoryPages search={search} next={page?.next ?? ""} profile={withProfile} />
          {placed && <PostcodeAttribution lines={page?.postcodeCredit ?? []} />}
        </section>
      </div>
    </SimplePage>
  );
}
